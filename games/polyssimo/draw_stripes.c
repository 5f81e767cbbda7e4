/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* draw_stripes.c: the black-and-white pieces (hexominoes) drawn white with black stripes, as in the
 * box. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "games/polyssimo/draw_internal.h"
#include "output/draw.h"
#include "output/render.h"

/* Stripes: bands of x + y (cell units) of period PERIOD, black for the
 * first INK of each period; whole periods per cell, so that the stripes
 * run on across a piece's cells. */
#define PERIOD 0.5
#define INK    0.22

/* Clip the polygon P (N points, x y pairs) to the half plane
 * SIGN * (x + y - C) >= 0 into OUT; returns its points. */
static int clip(const double *p, int n, double c, double sign, double *out) {
  int m = 0;
  for (int i = 0; i < n; i++) {
    const double *a = p + 2 * i, *b = p + 2 * ((i + 1) % n);
    double fa = sign * (a[0] + a[1] - c), fb = sign * (b[0] + b[1] - c);
    if (fa >= 0) out[2 * m] = a[0], out[2 * m + 1] = a[1], m++;
    if ((fa < 0) != (fb < 0)) {
      double t = fa / (fa - fb);
      out[2 * m] = a[0] + t * (b[0] - a[0]), out[2 * m + 1] = a[1] + t * (b[1] - a[1]), m++;
    }
  }
  return m;
}

/* White margin inside a piece's sides (cell units): two striped pieces
 * side by side stay apart, as two wooden pieces do. */
#define MARGIN 0.1

/* One cell at (X, Y), side S: white, then the black bands, kept MARGIN
 * off the sides in SIDES (bits: top, right, bottom, left). */
static void striped_cell(draw_t *d, double x, double y, double s, int sides) {
  draw_set_color(d, DRAW_WHITE);
  draw_rect(d, x, y, s, s);
  draw_fill(d);
  draw_set_color(d, DRAW_BLACK);
  double t = sides & 1 ? MARGIN : 0, r = sides & 2 ? 1 - MARGIN : 1;
  double b0 = sides & 4 ? 1 - MARGIN : 1, l = sides & 8 ? MARGIN : 0;
  for (double c = 0; c < 2; c += PERIOD) {
    double sq[8] = {l, t, r, t, r, b0, l, b0}, a[16], b[16], xy[16];
    int n = clip(sq, 4, c, 1, a);
    n = clip(a, n, c + INK, -1, b);
    if (n < 3) continue;
    for (int i = 0; i < n; i++) xy[2 * i] = x + b[2 * i] * s, xy[2 * i + 1] = y + b[2 * i + 1] * s;
    draw_polygon(d, xy, n);
    draw_fill(d);
  }
}

/* The value of cell (X, Y) of G, RENDER_OUTSIDE off the grid. */
static int at(const render_grid_t *g, int x, int y) {
  return x < 0 || y < 0 || x >= g->w || y >= g->h ? RENDER_OUTSIDE : g->cells[y * g->w + x];
}

/* The sides of cell (X, Y) again, as render_draw_grid draws them: thin
 * inside a piece, medium between pieces, thick on the figure's outline. */
static void cell_edges(draw_t *d, const render_grid_t *g, int x, int y, double x0, double y0,
                       double s) {
  static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
  render_line_widths_t lw;
  render_line_widths(s, draw_get_bw(d), &lw);
  int v = at(g, x, y);
  for (int k = 0; k < 4; k++) {
    int u = at(g, x + dx[k], y + dy[k]);
    double w = u == v ? lw.thin : u == RENDER_OUTSIDE ? lw.outline : lw.piece;
    if (u == v && s < 1.5) continue;
    draw_set_color(d, u == v ? DRAW_GRID : DRAW_BLACK);
    draw_set_line_width(d, w);
    double ax = x0 + (x + (k == 1)) * s, ay = y0 + (y + (k == 2)) * s;
    double bx = k % 2 ? ax : ax + s, by = k % 2 ? ay + s : ay;
    draw_segment(d, ax, ay, bx, by);
    draw_stroke(d);
  }
}

/* The group (4-connected, same value) of cell I0 into CELLS, marked ID in
 * COMP; returns its size. */
static int group(const render_grid_t *g, int i0, int *comp, int *cells) {
  static const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
  int n = 0, head = 0;
  cells[n++] = i0;
  comp[i0] = i0;
  while (head < n) {
    int c = cells[head++], cx = c % g->w, cy = c / g->w;
    for (int k = 0; k < 4; k++) {
      int nx = cx + dx[k], ny = cy + dy[k];
      if (nx < 0 || ny < 0 || nx >= g->w || ny >= g->h) continue;
      int j = ny * g->w + nx;
      if (comp[j] < 0 && g->cells[j] == g->cells[i0]) comp[j] = i0, cells[n++] = j;
    }
  }
  return n;
}

/* The sides of cell C that are its piece's (bits: top, right, bottom, left). */
static int piece_sides(const render_grid_t *g, int c) {
  int x = c % g->w, y = c / g->w, v = g->cells[c];
  return (at(g, x, y - 1) != v) | (at(g, x + 1, y) != v) << 1 | (at(g, x, y + 1) != v) << 2 |
         (at(g, x - 1, y) != v) << 3;
}

/* Stripe the group CELLS[0..N-1]. */
static void stripe_group(draw_t *d, const render_grid_t *g, const int *cells, int n, double x0,
                         double y0, double s) {
  for (int t = 0; t < n; t++)
    striped_cell(d, x0 + (cells[t] % g->w) * s, y0 + (cells[t] / g->w) * s, s,
                 piece_sides(g, cells[t]));
}

/* Redraw the sides of the striped group CELLS[0..N-1]. */
static void finish_group(draw_t *d, const render_grid_t *g, const int *cells, int n, double x0,
                         double y0, double s) {
  for (int t = 0; t < n; t++) cell_edges(d, g, cells[t] % g->w, cells[t] / g->w, x0, y0, s);
}

void psd_draw_grid(draw_t *d, const render_grid_t *g, double x0, double y0, double s, int flags) {
  if (!(flags & RENDER_GRID_PIECES)) {
    render_draw_grid(d, g, x0, y0, s, flags);
    return;
  }
  /* the letters last, once, over the stripes (on a white disc on a striped piece) */
  render_draw_grid(d, g, x0, y0, s, flags & ~RENDER_GRID_LETTERS);
  size_t n = (size_t)g->w * g->h;
  int *comp = malloc((n ? n : 1) * sizeof *comp), *cells = malloc((n ? n : 1) * sizeof *cells);
  if (!comp || !cells) {
    free(comp);
    free(cells);
    draw_set_error(d, DRAW_ERR_NOMEM, "out of memory");
    return;
  }
  /* Two passes: every stripe first, so that no white cell covers the
   * side of a piece drawn before it. */
  for (int pass = 0; pass < 2; pass++) {
    for (size_t i = 0; i < n; i++) comp[i] = -1;
    for (size_t i = 0; i < n; i++) {
      if (g->cells[i] < 0 || comp[i] >= 0) continue;
      int k = group(g, (int)i, comp, cells);
      /* a faded piece (a puzzle's own, in its answer) is plain grey */
      if (k < POLYSSIMO_BW_SIZE || (g->colors && g->colors[g->cells[i]] < 0)) continue;
      if (pass == 0)
        stripe_group(d, g, cells, k, x0, y0, s);
      else
        finish_group(d, g, cells, k, x0, y0, s);
    }
  }
  free(comp);
  free(cells);
  if (flags & RENDER_GRID_LETTERS) render_draw_letters(d, g, x0, y0, s, POLYSSIMO_BW_SIZE);
}
