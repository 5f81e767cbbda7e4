/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* draw_zlib.c: zlib opened by its soname when the first PDF or SVGZ drawing needs it. */
#include <config.h>

#include "output/draw_zlib.h"

#include <stdio.h>

#include "base/dynlib.h"
#include "base/intl.h"

/* The library opened (config.h: zlib's soname); a test may build this file with another name. */
#ifndef DRAW_ZLIB_SONAME
#define DRAW_ZLIB_SONAME ZLIB_SONAME
#endif

draw_zlib_api_t draw_zlib;

static const base_dynlib_sym_t zlib_syms[] = {
#define DRAW_ZLIB_SYM(f) {#f, offsetof(draw_zlib_api_t, f), 0},
    DRAW_ZLIB_FUNCTIONS(DRAW_ZLIB_SYM)
#undef DRAW_ZLIB_SYM
};

static base_dynlib_t zlib_lib = BASE_DYNLIB_INIT(DRAW_ZLIB_SONAME, zlib_syms, &draw_zlib);

int draw_zlib_load(char *msg, size_t msglen) {
  if (base_dynlib_load(&zlib_lib) == 0) return 0;
  /* TRANSLATORS: the library's file name (libz.so.1), then the system's reason. */
  snprintf(msg, msglen, _("cannot load %s to compress PDF and SVGZ pages: %s"), DRAW_ZLIB_SONAME,
           zlib_lib.why);
  return -1;
}
