/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* draw_cairo.c: Cairo opened by its soname when the first drawing needs it (base/dynlib.h). */
#include <config.h>

#include "output/draw_cairo.h"

#include <stdio.h>

#include "base/dynlib.h"
#include "base/intl.h"

/* The library opened (config.h: Cairo's soname); a unit test builds this file with another name
 * to see the refusal. */
#ifndef DRAW_CAIRO_SONAME
#define DRAW_CAIRO_SONAME CAIRO_SONAME
#endif

draw_cairo_api_t draw_cairo;

static const base_dynlib_sym_t cairo_syms[] = {
#define DRAW_CAIRO_SYM(f) {"cairo_" #f, offsetof(draw_cairo_api_t, f), 0},
    DRAW_CAIRO_FUNCTIONS(DRAW_CAIRO_SYM)
#undef DRAW_CAIRO_SYM
};

static base_dynlib_t cairo_lib = BASE_DYNLIB_INIT(DRAW_CAIRO_SONAME, cairo_syms, &draw_cairo);

int draw_cairo_load(char *msg, size_t msglen) {
  if (base_dynlib_load(&cairo_lib) == 0) return 0;
  /* TRANSLATORS: the library's file name (libcairo.so.2), then the system's reason. */
  snprintf(msg, msglen, _("cannot load %s to draw PDF, SVG and PNG pages: %s"), DRAW_CAIRO_SONAME,
           cairo_lib.why);
  return -1;
}
