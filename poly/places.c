/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* places.c: the placement table shared by the tiling engines and the games. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "poly/places.h"

void tiling_board_rect(tiling_board_t *b, int w, int h, const unsigned char *allow, cell_t *xy,
                       int *at) {
  int n = 0;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      int k = y * w + x;
      at[k] = -1;
      if (allow && !allow[k]) continue;
      at[k] = n;
      xy[n].x = (int16_t)x;
      xy[n].y = (int16_t)y;
      n++;
    }
  b->w = w, b->h = h, b->ncells = n, b->cell_xy = xy, b->cell_at = at;
  b->ascending = 1;
}

void tiling_board_order(tiling_board_t *b) {
  int prev = -1, asc = 1;
  for (int k = 0; k < b->w * b->h && asc; k++) {
    int v = b->cell_at[k];
    if (v < 0) continue;
    asc = v > prev;
    prev = v;
  }
  b->ascending = asc;
}

int tiling_places_reserve(tiling_places_t *t, int nplace, size_t ncell) {
  if (nplace > t->cap) {
    tiling_place_t *np = realloc(t->place, (size_t)nplace * sizeof *np);
    if (!np) return -1;
    t->place = np;
    int *ns = realloc(t->start, ((size_t)nplace + 1) * sizeof *ns);
    if (!ns) return -1;
    t->start = ns;
    t->cap = nplace;
  }
  if (ncell > t->cap_cell) {
    int *nc1 = realloc(t->cell, ncell * sizeof *nc1);
    if (!nc1) return -1;
    t->cell = nc1;
    cell_t *nc2 = realloc(t->xy, ncell * sizeof *nc2);
    if (!nc2) return -1;
    t->xy = nc2;
    t->cap_cell = ncell;
  }
  return 0;
}

/* Room in T for one more placement of N cells: 0, or -1. */
static int reserve(tiling_places_t *t, int n) {
  if (t->n + 1 >= t->cap) {
    int nc = t->cap ? t->cap * 2 : 1024;
    tiling_place_t *np = realloc(t->place, (size_t)nc * sizeof *np);
    if (!np) return -1;
    t->place = np;
    int *ns = realloc(t->start, ((size_t)nc + 1) * sizeof *ns);
    if (!ns) return -1;
    t->start = ns;
    t->cap = nc;
  }
  if (t->ncell + (size_t)n > t->cap_cell) {
    size_t nc = t->cap_cell ? t->cap_cell * 2 : 8192;
    while (nc < t->ncell + (size_t)n) nc *= 2;
    int *nc1 = realloc(t->cell, nc * sizeof *nc1);
    if (!nc1) return -1;
    t->cell = nc1;
    cell_t *nc2 = realloc(t->xy, nc * sizeof *nc2);
    if (!nc2) return -1;
    t->xy = nc2;
    t->cap_cell = nc;
  }
  return 0;
}

/* Append the placement (PIECE, ORIENT, X, Y) covering CELLS[0..N) of B
 * (already ascending when SORTED). */
static int add_one(tiling_places_t *t, const tiling_board_t *b, int piece, int orient, int x, int y,
                   const int *cells, int n, int sorted) {
  if (reserve(t, n) != 0) return -1;
  t->place[t->n] = (tiling_place_t){.piece = piece, .orient = orient, .x = x, .y = y};
  t->start[t->n] = (int)t->ncell;
  int *dst = t->cell + t->ncell;
  cell_t *xy = t->xy + t->ncell;
  if (sorted) { /* the usual case on a board numbered row by row */
    for (int i = 0; i < n; i++) {
      int v = cells[i];
      dst[i] = v;
      xy[i] = b->cell_xy[v];
    }
  } else { /* cells ascending (insertion sort: pieces are small) */
    for (int i = 0; i < n; i++) {
      int v = cells[i], j = i;
      while (j > 0 && dst[j - 1] > v) {
        dst[j] = dst[j - 1];
        j--;
      }
      dst[j] = v;
    }
    for (int i = 0; i < n; i++) xy[i] = b->cell_xy[dst[i]];
  }
  t->ncell += (size_t)n;
  t->n++;
  t->start[t->n] = (int)t->ncell;
  return 0;
}

int tiling_places_add(tiling_places_t *t, const tiling_board_t *b, int piece, int orient,
                      const shape_t *s, int max) {
  int cells[SHAPE_MAX_CELLS], off[SHAPE_MAX_CELLS], sw, sh, n = s->n;
  shape_size(s, &sw, &sh);
  int xmax = b->w - sw, ymax = b->h - sh, x0 = s->c[0].x, y0 = s->c[0].y;
  if (xmax < 0 || ymax < 0) return 0; /* larger than the box */
  int sorted = b->ascending; /* then cells come ascending when the offsets do */
  for (int k = 0; k < n; k++) {
    off[k] = s->c[k].y * b->w + s->c[k].x;
    if (k > 0 && off[k] <= off[k - 1]) sorted = 0;
  }
  for (int c = 0; c < b->ncells; c++) {
    int tx = b->cell_xy[c].x - x0, ty = b->cell_xy[c].y - y0, k;
    if ((unsigned)tx > (unsigned)xmax || (unsigned)ty > (unsigned)ymax) continue; /* off the box */
    const int *at = b->cell_at + (size_t)ty * b->w + tx;
    for (k = 0; k < n; k++) {
      int v = at[off[k]];
      if (v < 0) break;
      cells[k] = v;
    }
    if (k < n) continue;
    if (t->n >= max) return 1;
    if (add_one(t, b, piece, orient, tx, ty, cells, n, sorted) != 0) return -1;
  }
  return 0;
}

void tiling_places_free(tiling_places_t *t) {
  free(t->place);
  free(t->start);
  free(t->cell);
  free(t->xy);
  memset(t, 0, sizeof *t);
}
