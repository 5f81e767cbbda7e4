/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* render_grid.c: a grid of cells drawn: fills, grid lines, the sides between pieces, the
 * figure's outline, the pieces' letters, the cut contour. */
#include <config.h>

#include "output/render.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* A cell's class for drawing: RENDER_OUTSIDE, or the fill group. */
static int cls(const render_grid_t *g, int x, int y, int pieces) {
  if (x < 0 || y < 0 || x >= g->w || y >= g->h) return RENDER_OUTSIDE;
  int v = g->cells[(size_t)y * g->w + x];
  if (v == RENDER_OUTSIDE) return RENDER_OUTSIDE;
  return pieces ? v : RENDER_EMPTY;
}

enum { EDGE_NONE, EDGE_THIN, EDGE_PIECE, EDGE_OUTLINE };

static int edge_kind(int a, int b) {
  if (a == RENDER_OUTSIDE && b == RENDER_OUTSIDE) return EDGE_NONE;
  if (a == RENDER_OUTSIDE || b == RENDER_OUTSIDE) return EDGE_OUTLINE;
  return a == b ? EDGE_THIN : EDGE_PIECE;
}

/* Add every edge of KIND to the path, runs of edges merged into one segment. */
static int add_edges(draw_t *d, const render_grid_t *g, double x0, double y0, double s, int pieces,
                     int kind) {
  int count = 0;
  for (int y = 0; y <= g->h; y++) { /* horizontal edges above row y */
    int start = -1;
    for (int x = 0; x <= g->w; x++) {
      int on = x < g->w && edge_kind(cls(g, x, y - 1, pieces), cls(g, x, y, pieces)) == kind;
      if (on && start < 0) start = x;
      if (!on && start >= 0) {
        draw_segment(d, x0 + start * s, y0 + y * s, x0 + x * s, y0 + y * s);
        count++;
        start = -1;
      }
    }
  }
  for (int x = 0; x <= g->w; x++) { /* vertical edges left of column x */
    int start = -1;
    for (int y = 0; y <= g->h; y++) {
      int on = y < g->h && edge_kind(cls(g, x - 1, y, pieces), cls(g, x, y, pieces)) == kind;
      if (on && start < 0) start = y;
      if (!on && start >= 0) {
        draw_segment(d, x0 + x * s, y0 + start * s, x0 + x * s, y0 + y * s);
        count++;
        start = -1;
      }
    }
  }
  return count;
}

/* A row run of cells of one class, for the fills. */
typedef struct run {
  int y, x0, x1;
} run_t;

/* Fill the cells class by class (empty cells first, then pieces in index
 * order), runs of a row merged into one rectangle. The runs are bucketed by
 * class in one pass, so the work is linear in the grid whatever the number
 * of pieces. Returns -1 when out of memory. */
static int fill_cells(draw_t *d, const render_grid_t *g, double x0, double y0, double s,
                      int pieces) {
  int ncls = (pieces ? g->npieces : 0) + 1; /* class v is bucket v + 1 */
  size_t *start = calloc((size_t)ncls + 1, sizeof *start);
  if (!start) return -1;
  size_t nruns = 0;
  for (int pass = 0; pass < 2; pass++) {
    run_t *runs = NULL;
    size_t *pos = NULL;
    if (pass == 1) {
      for (int k = 0; k < ncls; k++) start[k + 1] += start[k];
      nruns = start[ncls];
      runs = malloc((nruns ? nruns : 1) * sizeof *runs);
      pos = malloc((size_t)ncls * sizeof *pos);
      if (!runs || !pos) {
        free(runs);
        free(pos);
        free(start);
        return -1;
      }
      memcpy(pos, start, (size_t)ncls * sizeof *pos);
    }
    for (int y = 0; y < g->h; y++) {
      int x = 0;
      while (x < g->w) {
        int v = cls(g, x, y, pieces), x1 = x + 1;
        while (x1 < g->w && cls(g, x1, y, pieces) == v) x1++;
        if (v != RENDER_OUTSIDE) {
          if (pass == 0)
            start[v + 2]++;
          else
            runs[pos[v + 1]++] = (run_t){y, x, x1};
        }
        x = x1;
      }
    }
    if (pass == 1) {
      for (int k = 0; k < ncls; k++) {
        if (start[k] == start[k + 1]) continue;
        int col = k == 0 ? 0 : g->colors ? g->colors[k - 1] : k - 1; /* class 0: the empty cells */
        draw_set_color(d, k == 0 ? DRAW_EMPTY : col < 0 ? DRAW_FADED : DRAW_PIECE(col));
        for (size_t i = start[k]; i < start[k + 1]; i++)
          draw_rect(d, x0 + runs[i].x0 * s, y0 + runs[i].y * s, (runs[i].x1 - runs[i].x0) * s, s);
        draw_fill(d);
      }
      free(runs);
      free(pos);
    }
  }
  free(start);
  return 0;
}

/* Letters: one per connected group of cells of one piece index, on its
 * most surrounded cell (ties: nearest the group's centre, then first). */
void render_draw_letters(draw_t *d, const render_grid_t *g, double x0, double y0, double s,
                         int disc_from) {
  if (s < 2.5) return;
  size_t n = (size_t)g->w * g->h;
  int *comp = malloc(n * sizeof *comp);
  int *stack = malloc(n * sizeof *stack);
  if (!comp || !stack) {
    free(comp);
    free(stack);
    draw_set_error(d, DRAW_ERR_NOMEM, "out of memory");
    return;
  }
  for (size_t i = 0; i < n; i++) comp[i] = -1;
  int bw = draw_get_bw(d);
  for (size_t i0 = 0; i0 < n; i0++) {
    int v = g->cells[i0];
    if (v < 0 || comp[i0] >= 0) continue;
    /* flood fill the group of i0 */
    int sp = 0, cnt = 0;
    double sx = 0, sy = 0;
    stack[sp++] = (int)i0;
    comp[i0] = (int)i0;
    int head = 0;
    /* stack[] doubles as the list of the group's cells: keep them all */
    while (head < sp) {
      int c = stack[head++];
      int cx = c % g->w, cy = c / g->w;
      sx += cx;
      sy += cy;
      cnt++;
      static const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
      for (int k = 0; k < 4; k++) {
        int nx = cx + dx[k], ny = cy + dy[k];
        if (nx < 0 || ny < 0 || nx >= g->w || ny >= g->h) continue;
        int j = ny * g->w + nx;
        if (comp[j] < 0 && g->cells[j] == v) {
          comp[j] = (int)i0;
          stack[sp++] = j;
        }
      }
    }
    if (!g->names || v >= g->npieces || !g->names[v] || !g->names[v][0]) continue;
    if (g->colors && g->colors[v] < 0) continue; /* faded: no letter */
    double mx = sx / cnt, my = sy / cnt;
    int best = -1, best_nb = -1;
    double best_dist = 0;
    for (int t = 0; t < sp; t++) {
      int c = stack[t];
      int cx = c % g->w, cy = c / g->w, nb = 0;
      for (int ey = -1; ey <= 1; ey++)
        for (int ex = -1; ex <= 1; ex++) {
          int nx = cx + ex, ny = cy + ey;
          if ((ex || ey) && nx >= 0 && ny >= 0 && nx < g->w && ny < g->h &&
              comp[ny * g->w + nx] == (int)i0)
            nb++;
        }
      double dist = (cx - mx) * (cx - mx) + (cy - my) * (cy - my);
      if (nb > best_nb || (nb == best_nb && (dist < best_dist - 1e-9 ||
                                             (fabs(dist - best_dist) <= 1e-9 && c < best)))) {
        best = c;
        best_nb = nb;
        best_dist = dist;
      }
    }
    double cx = x0 + (best % g->w + 0.5) * s, cy = y0 + (best / g->w + 0.5) * s;
    if (bw || cnt >= disc_from) { /* a white disc keeps the letter readable over hatching */
      draw_set_color(d, DRAW_WHITE);
      draw_circle(d, cx, cy, 0.36 * s);
      draw_fill(d);
    }
    draw_set_color(d, DRAW_BLACK);
    draw_text(d, cx, cy, 0.55 * s, DRAW_CENTER | DRAW_MIDDLE | DRAW_BOLD, 0.9 * s, g->names[v]);
  }
  free(comp);
  free(stack);
}

void render_line_widths(double s, int bw, render_line_widths_t *lw) {
  /* Widths scale down with cells under 6 mm, but the lines between pieces
   * and the figure's outline never go under what a printer keeps visible
   * (0.35 and 0.5 mm), nor over a fifth of the cell. */
  double f = s < 6 ? s / 6 : 1;
  lw->thin = 0.14 * f;
  lw->piece = fmin(fmax(0.6 * f, 0.35), 0.2 * s);
  lw->outline = fmin(fmax(0.9 * f, 0.5), 0.25 * s);
  if (bw) lw->piece = fmin(fmax(0.7 * f, 0.4), 0.2 * s);
  lw->halo = bw ? fmin(lw->piece + 0.6 * (s < 6 ? fmax(f, 0.5) : 1), 0.4 * s) : 0;
}

void render_draw_grid(draw_t *d, const render_grid_t *g, double x0, double y0, double s,
                      int flags) {
  int pieces = (flags & RENDER_GRID_PIECES) != 0;
  if (fill_cells(d, g, x0, y0, s, pieces) != 0) {
    draw_set_error(d, DRAW_ERR_NOMEM, "out of memory");
    return;
  }
  render_line_widths_t lw;
  render_line_widths(s, draw_get_bw(d), &lw);
  /* Below 1.5 mm the grid lines would only grey the cells, and below 2.5 mm
   * letters are too small to read: leave them out. */
  if (s >= 1.5) {
    draw_set_color(d, DRAW_GRID);
    draw_set_line_width(d, lw.thin);
    if (add_edges(d, g, x0, y0, s, pieces, EDGE_THIN)) draw_stroke(d);
  }
  if (pieces) {
    if (lw.halo > 0) { /* black and white: a white band first, so that two
                          hatchings never run into each other */
      draw_set_color(d, DRAW_WHITE);
      draw_set_line_width(d, lw.halo);
      if (add_edges(d, g, x0, y0, s, pieces, EDGE_PIECE)) draw_stroke(d);
    }
    draw_set_color(d, DRAW_BLACK);
    draw_set_line_width(d, lw.piece);
    if (add_edges(d, g, x0, y0, s, pieces, EDGE_PIECE)) draw_stroke(d);
  }
  draw_set_color(d, DRAW_BLACK);
  draw_set_line_width(d, lw.outline);
  if (add_edges(d, g, x0, y0, s, pieces, EDGE_OUTLINE)) draw_stroke(d);
  if (pieces && (flags & RENDER_GRID_LETTERS)) render_draw_letters(d, g, x0, y0, s, INT_MAX);
}

void render_grid_cut(draw_t *d, const render_grid_t *g, double x0, double y0, double s) {
  draw_set_color(d, DRAW_CUT);
  draw_set_line_width(d, 0.1);
  int n = add_edges(d, g, x0, y0, s, 1, EDGE_PIECE) + add_edges(d, g, x0, y0, s, 1, EDGE_OUTLINE);
  if (n) draw_stroke(d);
}
