/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* geo.c: Polymo's sheet geometry: shape names, colour letters, every placement of 1..5 squares,
 * scores. */
#include <config.h>

#include <ctype.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "games/polymo/internal.h"
#include "poly/places.h"
#include "poly/polyomino.h"

const char *const polymo_shape_names[POLYMO_NSHAPES] = {"I1", "I2", "I3", "L3", "I4", "O4", "T4",
                                                        "S4", "L4", "F",  "I",  "L",  "N",  "P",
                                                        "T",  "U",  "V",  "W",  "X",  "Y",  "Z"};

static const char color_letters[] = "?YRGBK*";

char polymo_color_letter(int c) {
  return (c >= 0 && c <= POLYMO_STAR) ? color_letters[c] : '?';
}

int polymo_color_of(int ch) {
  switch (toupper(ch)) {
    case 'Y': return POLYMO_Y;
    case 'R': return POLYMO_R;
    case 'G': return POLYMO_G;
    case 'B': return POLYMO_B;
    case 'K': return POLYMO_K;
    case '*': return POLYMO_STAR;
    default: return 0;
  }
}

static uint64_t bb_hash(const polymo_bb_t *b) {
  uint64_t z = b->w[0] ^ (b->w[1] * 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/* ---- geometry ---- */

static int shape_index(const polymo_geo_t *g, const shape_t *s) {
  shape_t c;
  shape_canonical(s, 0, &c);
  for (int k = 0; k < POLYMO_NSHAPES; k++)
    if (shape_equal(&c, &g->shapes[k])) return k;
  return -1;
}

/* Placement P of the shared table PL (its piece: fixed polyomino KIND[P's
 * piece], of SIZE[...] squares) as G's record: cells, bitboard, edge
 * neighbours outside it and border edges. */
static void polymo_place_from(const polymo_geo_t *g, const tiling_places_t *pl, int p,
                              const int8_t *size, const int8_t *kind, struct polymo_place *out) {
  int n = g->n;
  out->size = size[pl->place[p].piece];
  out->shape = kind[pl->place[p].piece];
  for (int j = 0; j < out->size; j++) {
    int c = pl->cell[pl->start[p] + j]; /* y * n + x: every cell of the sheet is on the board */
    out->cells[j] = (uint8_t)c;
    base_bb_set(&out->bb, c);
  }
  for (int j = 0; j < out->size; j++) {
    int cx = out->cells[j] % n, cy = out->cells[j] / n;
    static const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
    for (int d = 0; d < 4; d++) {
      int ax = cx + dx[d], ay = cy + dy[d];
      if (ax < 0 || ay < 0 || ax >= n || ay >= n) {
        out->border++;
        continue;
      }
      if (!base_bb_has(&out->bb, ay * n + ax)) base_bb_set(&out->nb, ay * n + ax);
    }
  }
}

/* The placements of the fixed polyominoes FIXED[1..5] (NF[s] of size s)
 * on G's board, by size, built in the shared table (each fixed polyomino a
 * piece of one orientation): 0, or -1 when out of memory. */
static int add_places(polymo_geo_t *g, shape_t *const fixed[6], const int nf[6]) {
  enum { MAX_FIXED = 1 + 2 + 6 + 19 + 63 }; /* fixed polyominoes of 1..5 squares */
  cell_t xy[POLYMO_MAX_CELLS];
  int at[POLYMO_MAX_CELLS], np = 0, rc = 0;
  int8_t size[MAX_FIXED], kind[MAX_FIXED];
  tiling_board_t b;
  tiling_board_rect(&b, g->n, g->n, NULL, xy, at);
  tiling_places_t pl = {0};
  for (int s = 1; s <= 5 && rc == 0; s++) {
    g->start[s] = pl.n;
    for (int i = 0; i < nf[s] && rc == 0 && np < MAX_FIXED; i++, np++) {
      size[np] = (int8_t)s;
      kind[np] = (int8_t)shape_index(g, &fixed[s][i]);
      rc = tiling_places_add(&pl, &b, np, 0, &fixed[s][i], INT_MAX);
    }
  }
  g->start[6] = pl.n;
  if (rc == 0) g->place = calloc((size_t)(pl.n ? pl.n : 1), sizeof *g->place);
  if (rc != 0 || !g->place) {
    tiling_places_free(&pl);
    return -1;
  }
  for (int p = 0; p < pl.n; p++) polymo_place_from(g, &pl, p, size, kind, &g->place[p]);
  g->nplace = pl.n;
  tiling_places_free(&pl);
  return 0;
}

/* The open-addressing table from a placement's bitboard to its index: 0,
 * or -1 when out of memory. */
static int add_hash(polymo_geo_t *g) {
  int hs = 1;
  while (hs < 4 * g->nplace) hs *= 2;
  g->hmask = hs - 1;
  g->hash = malloc((size_t)hs * sizeof *g->hash);
  if (!g->hash) return -1;
  for (int i = 0; i < hs; i++) g->hash[i] = -1;
  for (int i = 0; i < g->nplace; i++) {
    uint64_t h = bb_hash(&g->place[i].bb);
    int k = (int)(h & (uint64_t)g->hmask);
    while (g->hash[k] >= 0) k = (k + 1) & g->hmask;
    g->hash[k] = i;
  }
  return 0;
}

int polymo_geo_init(polymo_geo_t *g, int n) {
  memset(g, 0, sizeof *g);
  if (n != 8 && n != 9) return -1;
  g->n = n;
  g->xcell = (n == 9) ? 4 * 9 + 4 : 3 * 8 + 3;
  for (int k = 0; k < POLYMO_NSHAPES; k++) {
    piece_t p;
    if (polyomino_lookup(polymo_shape_names[k], &p, NULL) != 0) return -1;
    shape_canonical(&p.shape, 0, &g->shapes[k]);
  }
  shape_t *fixed[6] = {0};
  int nf[6] = {0}, rc = 0;
  for (int s = 1; s <= 5 && rc == 0; s++) {
    nf[s] = polyomino_enumerate(s, POLYO_FIXED, &fixed[s], NULL);
    if (nf[s] < 0) rc = -1;
  }
  if (rc == 0) rc = add_places(g, fixed, nf);
  for (int s = 1; s <= 5; s++) free(fixed[s]);
  if (rc == 0) rc = add_hash(g);
  if (rc != 0) {
    free(g->place);
    g->place = NULL;
  }
  return rc;
}

void polymo_geo_free(polymo_geo_t *g) {
  free(g->place);
  free(g->hash);
  g->place = NULL;
  g->hash = NULL;
}

int polymo_place_find(const polymo_geo_t *g, const polymo_bb_t *bb) {
  int k = (int)(bb_hash(bb) & (uint64_t)g->hmask);
  while (g->hash[k] >= 0) {
    const polymo_bb_t *b = &g->place[g->hash[k]].bb;
    if (b->w[0] == bb->w[0] && b->w[1] == bb->w[1]) return g->hash[k];
    k = (k + 1) & g->hmask;
  }
  return -1;
}

int polymo_shape_of(const polymo_geo_t *g, const int *cells, int nc) {
  if (nc < 1 || nc > 5) return -1;
  shape_t s;
  memset(&s, 0, sizeof s);
  s.grid = GRID_SQUARE;
  s.n = nc;
  for (int i = 0; i < nc; i++)
    s.c[i].x = (int16_t)(cells[i] % g->n), s.c[i].y = (int16_t)(cells[i] / g->n);
  if (!shape_connected(&s)) return -1;
  shape_normalize(&s);
  return shape_index(g, &s);
}

int polymo_bb_cells(const polymo_geo_t *g, const polymo_bb_t *b, int *cells, int max) {
  int k = 0;
  for (int c = 0; c < g->n * g->n && k < max; c++)
    if (base_bb_has(b, c)) cells[k++] = c;
  return k;
}

const int polymo_shape_size[POLYMO_NSHAPES] = {1, 2, 3, 3, 4, 4, 4, 4, 4, 5, 5,
                                               5, 5, 5, 5, 5, 5, 5, 5, 5, 5};

int polymo_score(const polymo_sheet_t *s) {
  int m = 0;
  for (int k = 0; k < POLYMO_NSHAPES; k++)
    if (!s->crossed[k]) m += polymo_shape_size[k];
  return m;
}

int polymo_empty(int n, const polymo_sheet_t *s) {
  return n * n - base_popcount64(s->occ.w[0]) - base_popcount64(s->occ.w[1]);
}

void polymo_sheet_init(polymo_sheet_t *s) {
  memset(s, 0, sizeof *s);
  for (int i = 0; i < POLYMO_MAX_CELLS; i++) s->fig[i] = -1;
}
