/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* draw.h: drawing Polymo (sheets, pages of sheets, score histograms) through output/'s drawing API;
 * the rules in polymo.h link without it. */
#ifndef GAMES_POLYMO_DRAW_H
#define GAMES_POLYMO_DRAW_H

#include <stddef.h>

#include "games/polymo/polymo.h"
#include "output/draw.h"
#include "output/render.h"

/* Draw a sheet of side N in the box (X, Y, W, H) mm (made for 148 x 210,
 * scaled to W), its words in LANG (output/i18n.h): title, name line, the
 * grid with its X, the 21 polyominoes in boxes of 7 a row with their
 * sizes, and the score box. When S is not
 * NULL its figures are drawn (finished ones coloured in, planned ones
 * crossed) and its crossed-off polyominoes struck out; SCORE >= 0 is
 * written in the score box. */
void polymo_draw_sheet(draw_t *d, double x, double y, double w, double h, int n,
                       const polymo_sheet_t *s, int score, const char *lang);

/* A draft: a sheet printed from a record that breaks a rule, with what breaks it marked on it. */
typedef struct polymo_draft {
  const char *why; /* the reason in a word (the rule's name), UTF-8 */
  int ncells;      /* the squares of the move that broke it (none: a rule of the rounds) */
  int cells[5];
} polymo_draft_t;

/* The marks of draft DR on the sheet polymo_draw_sheet drew in card C (side N, words in LANG):
 * the move's squares outlined and hatched, and under the grid, in a black band, the reason
 * (with "DRAFT" before it when C has no bleed); "DRAFT" in C's bleed past the cut
 * (render_card_bleed_mark) when it has one. */
void polymo_draw_draft(draw_t *d, const render_card_t *c, int n, const polymo_draft_t *dr,
                       const char *lang);

/* How sheets are laid out on paper. */
typedef struct polymo_page_opts {
  render_opts_t page; /* the shared page options (render_args): paper (-1 x
                         -1: A4; "card": a page per sheet), nup (0 x 0: as
                         many as fit), bleed, crop marks, dpi, lang (the
                         language of the pages' words, output/i18n.h); the
                         card size is set from per_page */
  int per_page;       /* sheet size: 1 an A5 sheet (148 x 210), 2 a 128 x 182
                         sheet (two on a turned A4), 4 an 86 x 122 sheet
                         (four on A4); a page holds as many as fit */
  const polymo_draft_t *draft; /* NULL, or every sheet marked as this draft */
} polymo_page_opts_t;
/* Write COUNT sheets (0: a page full) of side N to PATH (.pdf, .svg, .png), each showing S
 * (NULL: blank) and SCORE (-1: none), through render_cards (crop marks,
 * bleed, TrimBox and BleedBox). Returns RENDER_OK or the status, with a
 * message in ERR (ERRLEN bytes). */
render_status_t polymo_draw_sheets(const char *path, const polymo_page_opts_t *po, int n,
                                   const polymo_sheet_t *s, int score, int count, char *err,
                                   size_t errlen);
/* What polymo_draw_sheets would refuse before drawing (the format of PATH, a sheet that does
 * not fit the paper): RENDER_OK, or RENDER_ERR_ARGS with its message in ERR. Writes nothing. */
render_status_t polymo_sheets_check(const char *path, const polymo_page_opts_t *po, char *err,
                                    size_t errlen);
/* Write one page of PAPER_W x PAPER_H mm (0 x 0: A4) to PATH (.pdf, .png,
 * .svg) with a title in LANG (output/i18n.h) and NSERIES (at most 6)
 * histograms (COUNTS[i][v] games of series i with score v, 0..POLYMO_TOTAL) as
 * output/chart.h's draw_histogram_page draws them; its trim and bleed boxes are the
 * page. Returns DRAW_OK, DRAW_ERR_ARGS for an unknown format or a page too
 * small (at least 100 x 140 mm), or the drawing status, with a message in
 * ERR (empty when none is known). */
draw_status_t polymo_draw_histogram_page(const char *path, double paper_w, double paper_h,
                                         const char *lang, int nseries, const char *const *titles,
                                         const long *const *counts, char *err, size_t errlen);

#endif
