/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* shape.c: shapes on the square and hex grids: normal form, symmetries, orientations, connectivity;
 * piece orientations. */
#include <config.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "base/intl.h"
#include "poly/geom.h"

int shape_nsyms(grid_kind_t grid) {
  return grid == GRID_HEX ? 12 : 8;
}

static int cell_cmp(const void *pa, const void *pb) {
  const cell_t *a = pa, *b = pb;
  if (a->y != b->y) return a->y < b->y ? -1 : 1;
  if (a->x != b->x) return a->x < b->x ? -1 : 1;
  return 0;
}

void shape_normalize(shape_t *s) {
  if (s->n <= 0) return;
  int mx = s->c[0].x, my = s->c[0].y;
  for (int i = 1; i < s->n; i++) {
    if (s->c[i].x < mx) mx = s->c[i].x;
    if (s->c[i].y < my) my = s->c[i].y;
  }
  for (int i = 0; i < s->n; i++) {
    s->c[i].x = (int16_t)(s->c[i].x - mx);
    s->c[i].y = (int16_t)(s->c[i].y - my);
  }
  /* Insertion sort: shapes are small and often nearly sorted. */
  for (int i = 1; i < s->n; i++) {
    cell_t v = s->c[i];
    int j = i - 1;
    while (j >= 0 && cell_cmp(&s->c[j], &v) > 0) {
      s->c[j + 1] = s->c[j];
      j--;
    }
    s->c[j + 1] = v;
  }
}

int shape_equal(const shape_t *a, const shape_t *b) {
  if (a->grid != b->grid || a->n != b->n) return 0;
  for (int i = 0; i < a->n; i++)
    if (a->c[i].x != b->c[i].x || a->c[i].y != b->c[i].y) return 0;
  return 1;
}

void shape_size(const shape_t *s, int *w, int *h) {
  int mw = 0, mh = 0;
  for (int i = 0; i < s->n; i++) {
    if (s->c[i].x + 1 > mw) mw = s->c[i].x + 1;
    if (s->c[i].y + 1 > mh) mh = s->c[i].y + 1;
  }
  if (w) *w = mw;
  if (h) *h = mh;
}

int shape_has(const shape_t *s, int x, int y) {
  for (int i = 0; i < s->n; i++)
    if (s->c[i].x == x && s->c[i].y == y) return 1;
  return 0;
}

int shape_compare(const shape_t *a, const shape_t *b) {
  if (a->grid != b->grid) return a->grid < b->grid ? -1 : 1;
  if (a->n != b->n) return a->n < b->n ? -1 : 1;
  int aw, ah, bw, bh;
  shape_size(a, &aw, &ah);
  shape_size(b, &bw, &bh);
  if (ah != bh) return ah < bh ? -1 : 1;
  if (aw != bw) return aw > bw ? -1 : 1;
  /* Same box: both cell lists are sorted row-major, so the first position
   * where they differ decides: the shape whose cell comes earlier there has
   * the 1 bit at the more significant place, so it is the larger number
   * and comes first. */
  for (int i = 0; i < a->n; i++) {
    int c = cell_cmp(&a->c[i], &b->c[i]);
    if (c) return c;
  }
  return 0;
}

cell_t cell_transform(grid_kind_t grid, cell_t c, int sym) {
  int x = c.x, y = c.y, t;
  if (grid == GRID_HEX) {
    sym %= 12;
    if (sym < 0) sym += 12;
    if (sym >= 6) {
      t = x;
      x = y;
      y = t;
    }
    for (int k = 0; k < sym % 6; k++) {
      t = x;
      x = -y;
      y = t + y;
    }
  } else {
    sym &= 7;
    if (sym >= 4) x = -x;
    for (int k = 0; k < sym % 4; k++) {
      t = x;
      x = -y;
      y = t;
    }
  }
  cell_t r = {(int16_t)x, (int16_t)y};
  return r;
}

/* Symmetries act on cells; composition found by testing on two cells that
 * pin down any linear map of the lattice. */
int sym_compose(grid_kind_t grid, int a, int b) {
  int n = shape_nsyms(grid);
  cell_t p = {1, 0}, q = {0, 1};
  cell_t pa = cell_transform(grid, cell_transform(grid, p, a), b);
  cell_t qa = cell_transform(grid, cell_transform(grid, q, a), b);
  for (int s = 0; s < n; s++) {
    cell_t ps = cell_transform(grid, p, s), qs = cell_transform(grid, q, s);
    if (ps.x == pa.x && ps.y == pa.y && qs.x == qa.x && qs.y == qa.y) return s;
  }
  return 0; /* unreachable */
}

int sym_inverse(grid_kind_t grid, int sym) {
  int n = shape_nsyms(grid);
  for (int s = 0; s < n; s++)
    if (sym_compose(grid, sym, s) == 0) return s;
  return 0;
}

void shape_transform(const shape_t *s, int sym, shape_t *out) {
  shape_t tmp, *t = out == s ? &tmp : out; /* only the N cells are written: no whole-shape copy */
  t->grid = s->grid;
  t->n = s->n;
  for (int i = 0; i < s->n; i++) t->c[i] = cell_transform(s->grid, s->c[i], sym);
  shape_normalize(t);
  if (t != out) *out = *t;
}

int shape_orientations(const shape_t *s, int one_sided, shape_t out[SHAPE_MAX_SYMS]) {
  int nsym = shape_nsyms(s->grid), n = 0;
  if (one_sided) nsym /= 2;
  for (int k = 0; k < nsym; k++) {
    shape_t t;
    shape_transform(s, k, &t);
    int dup = 0;
    for (int j = 0; j < n && !dup; j++) dup = shape_equal(&out[j], &t);
    if (!dup) out[n++] = t;
  }
  return n;
}

unsigned shape_symmetries(const shape_t *s) {
  unsigned m = 0;
  int nsym = shape_nsyms(s->grid);
  shape_t a = *s, t;
  shape_normalize(&a);
  for (int k = 0; k < nsym; k++) {
    shape_transform(&a, k, &t);
    if (shape_equal(&a, &t)) m |= 1u << k;
  }
  return m;
}

void shape_canonical(const shape_t *s, int one_sided, shape_t *out) {
  int nsym = shape_nsyms(s->grid);
  if (one_sided) nsym /= 2;
  shape_t best, t;
  shape_transform(s, 0, &best);
  for (int k = 1; k < nsym; k++) {
    shape_transform(s, k, &t);
    if (shape_compare(&t, &best) < 0) best = t;
  }
  *out = best;
}

static int adjacent(grid_kind_t grid, cell_t a, cell_t b) {
  int dx = b.x - a.x, dy = b.y - a.y;
  if ((dx == 0 && (dy == 1 || dy == -1)) || (dy == 0 && (dx == 1 || dx == -1))) return 1;
  if (grid == GRID_HEX && ((dx == 1 && dy == -1) || (dx == -1 && dy == 1))) return 1;
  return 0;
}

void shape_from_art(const char *art, grid_kind_t grid, shape_t *s) {
  int x = 0, y = 0;
  s->grid = grid;
  s->n = 0;
  for (const char *p = art; *p; p++) {
    if (*p == '/') {
      y++;
      x = 0;
      continue;
    }
    if (*p == '#' && s->n < SHAPE_MAX_CELLS) {
      s->c[s->n].x = (int16_t)x;
      s->c[s->n].y = (int16_t)y;
      s->n++;
    }
    x++;
  }
  shape_normalize(s);
}

int shape_connected(const shape_t *s) {
  if (s->n <= 0) return 0;
  int seen[SHAPE_MAX_CELLS] = {0}, stack[SHAPE_MAX_CELLS], sp = 0, count = 1;
  seen[0] = 1;
  stack[sp++] = 0;
  while (sp) {
    int i = stack[--sp];
    for (int j = 0; j < s->n; j++)
      if (!seen[j] && adjacent(s->grid, s->c[i], s->c[j])) {
        seen[j] = 1;
        count++;
        stack[sp++] = j;
      }
  }
  return count == s->n;
}

int shape_parity(const shape_t *s) {
  int d = 0;
  for (int i = 0; i < s->n; i++) d += ((s->c[i].x + s->c[i].y) & 1) ? -1 : 1;
  return d;
}

int piece_init_orientations(piece_t *p) {
  shape_t all[SHAPE_MAX_SYMS];
  piece_free(p);
  shape_normalize(&p->shape);
  int n = shape_orientations(&p->shape, p->one_sided, all);
  p->orient = malloc((size_t)n * sizeof *p->orient);
  if (!p->orient) return -1;
  memcpy(p->orient, all, (size_t)n * sizeof *p->orient);
  p->norient = n;
  return 0;
}

int piece_copy(piece_t *dst, const piece_t *src) {
  *dst = *src;
  dst->orient = NULL;
  dst->norient = 0;
  if (src->norient == 0) return 0;
  dst->orient = malloc((size_t)src->norient * sizeof *dst->orient);
  if (!dst->orient) return -1;
  memcpy(dst->orient, src->orient, (size_t)src->norient * sizeof *dst->orient);
  dst->norient = src->norient;
  return 0;
}

void piece_free(piece_t *p) {
  free(p->orient);
  p->orient = NULL;
  p->norient = 0;
}
