/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* figures.h: a file of several figures (regions or tilings as text), one to a block of lines
 * that are not blank, each with a caption. */
#ifndef POLY_FIGURES_H
#define POLY_FIGURES_H
#include <stddef.h>

#include "base/error.h"
#include "poly/region.h"

typedef struct poly_figure {
  region_t r;    /* '.' cells to cover, '#' or ' ' outside, any other byte a piece's letter */
  char *caption; /* the caption given, or the file's name made valid UTF-8, " #K" when several */
} poly_figure_t;

typedef struct poly_figures {
  poly_figure_t *v;
  int n, cap;
} poly_figures_t; /* {NULL, 0, 0} is the empty list */

/* Append to FS the figures of TEXT (LEN bytes), the contents of the file named NAME: one a block
 * of lines that are not blank (a lone "\r" is blank), each read by region_parse_text. Each is
 * captioned CAPTION, or, when CAPTION is NULL, the last part of NAME ("<stdin>" for "-") with
 * its bytes that are not valid UTF-8 or are control characters made '?', then " #1", " #2"...
 * when the file holds several. Returns 0, or -1 with ERR: BASE_E_DATA at the line and column of
 * TEXT (a NUL byte, a malformed block, no figure at all: "empty region" at 1:0), BASE_E_NOMEM.
 * FS keeps the figures read before a failure (poly_figures_free frees them). */
int poly_figures_parse(const char *text, size_t len, const char *name, const char *caption,
                       poly_figures_t *fs, base_error_t *err);

/* Free FS's figures and make it the empty list. */
void poly_figures_free(poly_figures_t *fs);
#endif
