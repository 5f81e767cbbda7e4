/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* draw.h: printing Polyminix cards, the kit, the problem table and the score sheet through output/.
 */
#ifndef GAMES_POLYMINIX_DRAW_H
#define GAMES_POLYMINIX_DRAW_H

#include <stddef.h>

#include "games/polyminix/polyminix.h"
#include "output/render.h"

/* Print settings. Sizes in millimetres. */
typedef struct pmxd_opts {
  double cell_mm;            /* the figure's cell = the pieces' square; default
                                PMXD_CELL_MM (shrunk on a card only when a
                                figure would not fit) */
  double paper_w, paper_h;   /* -1 x -1: A4 (PDF), the card itself (PNG, SVG);
                                0 x 0: a page per card */
  const char *lang;          /* en (default), fr, de, it, cs */
  int bw;                    /* black and white */
  int answers;               /* print: answer pages (default 1) */
  int cell_exact;            /* 1: cell_mm was asked for: a figure it does not
                                fit on a card is an error, never shrunk */
  int draft;                 /* print: a draft: the boxes that do not hold
                                marked on the card with the reason in a word,
                                "DRAFT" outside the trim (in the bleed and the
                                page footer; on the card's edge without bleed) */
  const char *title;         /* print: the cards' title (UTF-8), NULL or "" for
                                the deck's own, else the game's name */
  const render_opts_t *page; /* the page options the user gave (--nup,
                              --bleed, --no-crop-marks, --dpi...; paper_w,
                              paper_h, lang and bw above win), or NULL for
                              the defaults; kept by pointer */
} pmxd_opts_t;

/* 10 mm: the kit printed by pmxd_print_kit at the same setting matches. */
#define PMXD_CELL_MM 10.0
/* A card: 148 x 210 mm (A5), a challenge on each side. */
#define PMXD_CARD_W 148.0
#define PMXD_CARD_H 210.0
/* The room for the figure on a card, between the two rows of boxes. */
#define PMXD_FIG_W 138.0
#define PMXD_FIG_H 99.0
/* An answer card: 88 x 120 mm, four on A4 or Letter with their bleed and marks. */
#define PMXD_ANSWER_W 88.0
#define PMXD_ANSWER_H 120.0

void pmxd_opts_init(pmxd_opts_t *o);

/* Each function writes PATH (format from its extension: .pdf, .svg, .png;
 * PNG and SVG one file per page, PATH-1.png ...) atomically and returns a
 * render_status_t (0 = RENDER_OK) with a one-line message in ERR. */

/* The deck: side A on the fronts in the level's colour, side B on the
 * backs (placed for long-edge duplex; no back pages when no card has a
 * side B), then answer pages with one tiling per box from ANS
 * (polyminix_answers_solve: every answer checked cell by cell and solved
 * again by libdlx before it is printed). A card with an empty name (a side
 * given by its ID) has no number on it. */
int pmxd_print_deck(const char *path, const polyminix_deck_t *deck, const polyminix_answers_t *ans,
                    const pmxd_opts_t *o, char *err, size_t errlen);
/* COPIES kits to cut out, each laid out as GRID, its tiling of RECT
 * (polyminix_kit_rectangle). */
int pmxd_print_kit(const char *path, const pieceset_t *kit, const region_t *rect, const int *grid,
                   int copies, const pmxd_opts_t *o, char *err, size_t errlen);
/* The 6x6 problem table, then its answer page. */
int pmxd_print_problems(const char *path, const pieceset_t *kit,
                        const polyminix_problem_t pr[POLYMINIX_NPROBLEMS], const pmxd_opts_t *o,
                        char *err, size_t errlen);
/* The score sheet: the track start..12 with four start squares, the TURNO die. */
int pmxd_print_scoresheet(const char *path, const pmxd_opts_t *o, char *err, size_t errlen);

#endif
