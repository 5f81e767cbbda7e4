/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* t_zlib_nolib.c: output/draw_zlib.c and output/pngread.c built to open a zlib and a libpng that
 * are not there (DRAW_ZLIB_SONAME, PNGREAD_SONAME): a PDF, SVGZ or PNG drawing fails at
 * draw_create with DRAW_ERR_CAIRO and one message naming the library, leaving no file; an SVG
 * (Cairo alone) still draws; reading a PNG region fails with BASE_E_LIBRARY. */
#include <config.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "output/draw.h"
#include "output/pngread.h"
#include "poly/region.h"

#include "tests/check.h"
#include "tests/output/scratch.h"

static char tmpdir[256];

/* Entries in tmpdir besides . and .. */
static int entries(void) {
  return scratch_entries(tmpdir);
}

/* A drawing in FMT to NAME: refused naming LIB (NULL: drawn). */
static void draw_one(draw_format_t fmt, const char *name, const char *lib) {
  char path[300];
  snprintf(path, sizeof path, "%s/%s", tmpdir, name);
  draw_t *d = draw_create(fmt, path, 63, 88, NULL);
  CHECK(d != NULL, "%s: no context", name);
  if (!d) return;
  draw_begin_page(d);
  draw_rect(d, 1, 1, 10, 10);
  draw_fill(d);
  draw_end_page(d);
  draw_status_t st = draw_finish(d);
  if (lib) {
    const char *m = draw_error_message(d);
    CHECK(st == DRAW_ERR_CAIRO, "%s: status %d, want DRAW_ERR_CAIRO", name, (int)st);
    CHECK(strstr(m, "cannot load ") == m && strstr(m, lib) && strchr(m, '\n') == NULL,
          "%s: message '%s'", name, m);
  } else {
    CHECK(st == DRAW_OK, "%s: status %d: %s", name, (int)st, draw_error_message(d));
  }
  draw_destroy(d);
}

int main(void) {
  if (scratch_make(tmpdir, sizeof tmpdir, "t_zlib_nolib")) return 99;
  draw_one(DRAW_PDF, "a.pdf", "libpolyx-no-such-z.so.0 to compress PDF and SVGZ pages: ");
  draw_one(DRAW_SVGZ, "a.svgz", "libpolyx-no-such-z.so.0");
  draw_one(DRAW_PNG, "a.png", "libpolyx-no-such-png.so.0 to read and write PNG images: ");
  CHECK(entries() == 0, "%d files left after the refusals", entries());
  draw_one(DRAW_SVG, "a.svg", NULL);
  CHECK(entries() == 1, "%d files after an SVG, want 1", entries());
  /* A PNG region: the library's error, not a bad image. */
  static const unsigned char sig[16] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
  unsigned char *grey = NULL;
  int w, h;
  char msg[200];
  CHECK(pngread_grey_memory(sig, sizeof sig, &grey, &w, &h, msg, sizeof msg) == PNGREAD_ELIB &&
            !grey && strstr(msg, "libpolyx-no-such-png.so.0"),
        "pngread_grey_memory: '%s'", msg);
  char path[300];
  snprintf(path, sizeof path, "%s/r.png", tmpdir);
  FILE *f = fopen(path, "wb");
  CHECK(f && fwrite(sig, 1, sizeof sig, f) == sizeof sig && fclose(f) == 0, "writing %s", path);
  region_t r;
  base_error_t e;
  memset(&e, 0, sizeof e);
  CHECK(region_load(path, 0, pngread_grey_memory, &r, NULL, &e) < 0 && e.code == BASE_E_LIBRARY &&
            strstr(e.msg, "libpolyx-no-such-png.so.0"),
        "region_load: code %d '%s'", (int)e.code, e.msg);
  remove(path);
  snprintf(path, sizeof path, "%s/a.svg", tmpdir);
  remove(path);
  rmdir(tmpdir);
  return failures != 0;
}
