/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* draw_internal.h: what the drawing files of games/polyssimo/ share: letter labels, page defaults,
 * shelf packing. */
#ifndef GAMES_POLYSSIMO_DRAW_INTERNAL_H
#define GAMES_POLYSSIMO_DRAW_INTERNAL_H

#include "games/polyssimo/draw.h"
#include "poly/geom.h"
#include "output/render.h"

/* Labels for render_grid_t: the value of a cell is a character code C
 * (0..127), drawn with the label "C". */
typedef struct psd_letters {
  char buf[128][2];
  const char *names[128];
} psd_letters_t;
void psd_letters_init(psd_letters_t *l);

/* render_opts_init, then O's paper and colour, the user's title (O->page.title, --title)
 * else TITLE as the footer and PDF title, no card numbers. */
void psd_render_defaults(const psd_opts_t *o, render_opts_t *ro, const char *title);

/* O's legend, if any, centred at (X, Y) in SIZE mm, at most MAXW wide. */
void psd_legend(draw_t *d, const psd_opts_t *o, double x, double y, double size, double maxw);

/* Shelf-pack SHAPES[0..N-1] (with display values VAL[]) into a grid of
 * width W starting at row Y0 of CELLS (width W, height H), one empty cell
 * between pieces. Returns the rows used after Y0 or -1 when it would pass H
 * (CELLS NULL: only measure). */
int psd_shelf_pack(const shape_t *const *shapes, const int *val, int n, int W, int y0, int *cells,
                   int H);
/* render_draw_grid, then the pieces of POLYSSIMO_BW_SIZE cells or more (the
 * black-and-white hexominoes of the box) white with black stripes, so that
 * they are never taken for coloured pentominoes (in --bw too). */
void psd_draw_grid(draw_t *d, const render_grid_t *g, double x, double y, double cell, int flags);
/* The flattest orientation of P (fewest rows), for packing. */
const shape_t *psd_flat(const piece_t *p);

#endif
