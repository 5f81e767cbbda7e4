/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* t_draw_nolib.c: output/draw_cairo.c built to open a Cairo that is not there (DRAW_CAIRO_SONAME):
 * a PDF, SVG or PNG drawing fails at draw_create with DRAW_ERR_CAIRO and one message naming the
 * library, every time, and leaves no file; the text trace, which needs no Cairo, still draws. */
#include <config.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "output/draw.h"

#include "tests/check.h"
#include "tests/output/scratch.h"

static char tmpdir[256];

/* Entries in tmpdir besides . and .. */
static int entries(void) {
  return scratch_entries(tmpdir);
}

int main(void) {
  if (scratch_make(tmpdir, sizeof tmpdir, "t_draw_nolib")) return 99;
  static const char *const names[] = {"a.pdf", "a.svg", "a.png", "a.svgz", "b.pdf"};
  static const draw_format_t fmts[] = {DRAW_PDF, DRAW_SVG, DRAW_PNG, DRAW_SVGZ, DRAW_PDF};
  char path[300];
  for (int i = 0; i < 5; i++) { /* the last one: asked again after a refusal */
    snprintf(path, sizeof path, "%s/%s", tmpdir, names[i]);
    draw_t *d = draw_create(fmts[i], path, 63, 88, NULL);
    CHECK(d != NULL, "%s: no context", names[i]);
    if (!d) continue;
    CHECK(draw_status(d) == DRAW_ERR_CAIRO, "%s: status %d, want DRAW_ERR_CAIRO", names[i],
          (int)draw_status(d));
    const char *m = draw_error_message(d);
    CHECK(strstr(m, "cannot load libpolyx-no-such-cairo.so.0 to draw PDF, SVG and PNG pages: ") ==
              m,
          "%s: message '%s'", names[i], m);
    /* dlerror's words follow, naming the library again; one line. */
    CHECK(strstr(m + 20, "libpolyx-no-such-cairo.so.0") != NULL, "%s: no dlerror in '%s'", names[i],
          m);
    CHECK(strchr(m, '\n') == NULL, "%s: more than one line: '%s'", names[i], m);
    /* Drawing on does nothing; the status stays. */
    draw_begin_page(d);
    draw_rect(d, 1, 1, 10, 10);
    draw_fill(d);
    draw_text(d, 5, 5, 3, DRAW_LEFT, 0, "A");
    draw_end_page(d);
    CHECK(draw_finish(d) == DRAW_ERR_CAIRO, "%s: finish lost the error", names[i]);
    draw_destroy(d);
    CHECK(entries() == 0, "%s: %d files left in %s", names[i], entries(), tmpdir);
  }
  /* The trace is drawn without Cairo. */
  snprintf(path, sizeof path, "%s/t.trace", tmpdir);
  draw_t *d = draw_create(DRAW_TRACE, path, 63, 88, NULL);
  CHECK(d && draw_status(d) == DRAW_OK, "trace: status %d", d ? (int)draw_status(d) : -1);
  if (d) {
    draw_begin_page(d);
    draw_rect(d, 1, 1, 10, 10);
    draw_fill(d);
    draw_text(d, 5, 5, 3, DRAW_LEFT, 0, "A");
    draw_end_page(d);
    CHECK(draw_finish(d) == DRAW_OK, "trace: finish: %s", draw_error_message(d));
    draw_destroy(d);
  }
  CHECK(entries() == 1, "trace: %d files in %s", entries(), tmpdir);
  unlink(path);
  rmdir(tmpdir);
  return failures != 0;
}
