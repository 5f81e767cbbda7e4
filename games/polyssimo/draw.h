/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* draw.h: printing Polyssimo through output/: the board, a tiling of it, print-and-cut pieces, the
 * puzzle book. */
#ifndef GAMES_POLYSSIMO_DRAW_H
#define GAMES_POLYSSIMO_DRAW_H

#include <stddef.h>

#include "games/polyssimo/polyssimo.h"
#include "output/render.h"

/* The book's cards: 2 x 2 with 3 mm of bleed and crop marks on A4 and
 * Letter. */
#define PSD_BOOK_W 88.0
#define PSD_BOOK_H 120.0

/* Print settings. Sizes in millimetres. */
typedef struct psd_opts {
  render_opts_t page; /* the user's page options (src/render_args.h):
                         paper, --nup, --card, bleed, crop marks, dpi;
                         render_opts_init() gives the defaults. What a
                         product decides itself (its card size, its
                         edge) is set by each function below */
  int card_given;     /* 1: page.card_w x card_h is the user's (--card) */
  int bw;             /* black and white (greys and hatching) */
  const char *legend; /* the letters' legend ("a=H1 b=H2 ...", see
                         polyssimo_geo_legend), printed on every card, or NULL */
  const char *lang;   /* the pages' language: "en" (default), "fr", "de",
                         "it", "cs" (output/i18n.h) */
  const char *draft;  /* a draft: the word saying why the puzzle does not hold
                         ("no solution", "3 solutions"), printed on its cards
                         with "DRAFT" in the bleed; NULL: a final print */
} psd_opts_t;

/* The page defaults (render_opts_init), colour, no legend, English. */
void psd_opts_init(psd_opts_t *o);

/* Each function writes PATH (format from its extension: .pdf, .svg, .png;
 * several pages in SVG or PNG: PATH-1.png ...) through a temporary file
 * renamed into place, and returns a render_status_t (RENDER_OK = 0) with a
 * one-line message in ERR (ERRLEN bytes). */

/* The empty W x H board at the pieces' scale (15 mm squares), on a card of
 * its own. A paper that cannot hold it at that scale is RENDER_ERR_ARGS
 * with the reason: the board is never shrunk under its pieces. */
render_status_t psd_board(const char *path, const psd_opts_t *o, int w, int h, char *err,
                          size_t errlen);
/* A tiling of the W x H board, CELLS the letters of its pieces (W*H
 * characters), at the pieces' scale (refused like psd_board when the paper
 * cannot hold it). */
render_status_t psd_tiling(const char *path, const psd_opts_t *o, const char *cells, int w, int h,
                           char *err, size_t errlen);
/* Print-and-cut sheets of G's pieces (15 mm squares), packed on as few
 * sheets as the paper takes (one free cell between pieces, every
 * orientation tried), each piece's colour running the bleed past its
 * outline; each sheet followed by its back, mirrored, for long-edge duplex
 * printing. O->page.cols/rows (--nup) and card size are refused
 * (RENDER_ERR_ARGS): a sheet is the page. *NSHEETS (when not NULL): the
 * sheets used. */
render_status_t psd_pieces(const char *path, const psd_opts_t *o, const polyssimo_geo_t *g,
                           int *nsheets, char *err, size_t errlen);
/* The puzzle book: the N puzzles PS as cards (the board with its holes, the
 * hand below at the same scale, the generation ID as caption), then their
 * answers on pages of their own. The cards are coloured to their edges:
 * 3 mm of bleed by default, 2 x bleed between cards; PSD_BOOK_W x
 * PSD_BOOK_H unless O->card_given (then O->page's card_w x card_h).
 * TITLE: the page footer. A puzzle of level 0 is a user's own: its title
 * without a level, its puzzle ID as caption. No answer pages when a puzzle
 * has no answer (NULL). O->draft: each card marked as a draft. */
/* What psd_book would refuse for N puzzles before drawing (the format, cards or answers that
 * do not fit the paper): RENDER_OK, or RENDER_ERR_ARGS with its message. Writes nothing. */
render_status_t psd_book_check(const char *path, const psd_opts_t *o, int n, char *err,
                               size_t errlen);
render_status_t psd_book(const char *path, const psd_opts_t *o, const polyssimo_generated_t *ps,
                         int n, const char *title, char *err, size_t errlen);

#endif
