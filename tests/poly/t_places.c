/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* t_places.c: the shared placement table (places.h) against a plain scan of every translation. */
#include <config.h>

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/rng.h"
#include "poly/pieceset.h"
#include "poly/places.h"
#include "tests/check.h"

/* The naive answer: for each translation (y, then x) of S that keeps every
 * cell inside the W x H box on an allowed cell, its cells (row-major
 * indices, ascending) appended to CELLS and its translation to TX, TY.
 * Returns the count. */
static int naive(const shape_t *s, int w, int h, const unsigned char *allow, int *tx, int *ty,
                 int *cells) {
  int sw, sh, n = 0;
  shape_size(s, &sw, &sh);
  for (int y = 0; y + sh <= h; y++)
    for (int x = 0; x + sw <= w; x++) {
      int ok = 1;
      for (int k = 0; k < s->n && ok; k++) ok = allow[(y + s->c[k].y) * w + x + s->c[k].x] != 0;
      if (!ok) continue;
      for (int k = 0; k < s->n; k++) cells[n * s->n + k] = (y + s->c[k].y) * w + x + s->c[k].x;
      tx[n] = x, ty[n] = y, n++;
    }
  return n;
}

/* B numbered backwards (not in row order): tiling_board_order says so, and
 * each placement's cells still come ascending, with their coordinates. */
static void check_reversed(const tiling_board_t *b, const piece_t *p, int round) {
  enum { MAXC = 16 * 12 };
  cell_t xy[MAXC];
  int at[MAXC], n = b->ncells;
  for (int k = 0; k < b->w * b->h; k++) at[k] = b->cell_at[k] < 0 ? -1 : n - 1 - b->cell_at[k];
  for (int c = 0; c < n; c++) xy[n - 1 - c] = b->cell_xy[c];
  tiling_board_t r = {.w = b->w, .h = b->h, .ncells = n, .cell_xy = xy, .cell_at = at};
  tiling_board_order(&r);
  CHECK(r.ascending == (n < 2), "round %d: reversed board: ascending %d", round, r.ascending);
  tiling_places_t pl = {0}, fw = {0};
  for (int o = 0; o < p->norient; o++) {
    CHECK(tiling_places_add(&pl, &r, 0, o, piece_orient(p, o), INT_MAX) == 0, "no memory");
    CHECK(tiling_places_add(&fw, b, 0, o, piece_orient(p, o), INT_MAX) == 0, "no memory");
  }
  CHECK(pl.n == fw.n, "round %d: reversed board: %d placements, want %d", round, pl.n, fw.n);
  int bad = 0;
  for (int i = 0; i < pl.n && !bad; i++)
    for (int k = pl.start[i]; k < pl.start[i + 1] && !bad; k++)
      bad = (k > pl.start[i] && pl.cell[k] <= pl.cell[k - 1]) || xy[pl.cell[k]].x != pl.xy[k].x ||
            xy[pl.cell[k]].y != pl.xy[k].y;
  CHECK(!bad, "round %d: reversed board: cells not ascending or misplaced", round);
  tiling_places_free(&pl);
  tiling_places_free(&fw);
}

/* Random boards with holes, every orientation of random pieces: the same
 * placements, in the same order, with the same cells. */
static void check_random(void) {
  uint64_t rng = 19;
  pieceset_t set;
  CHECK(pieceset_parse("pentominoes,tetrominoes,H7,P7-3", &set, NULL) == 0, "pieceset");
  enum { MAXC = 16 * 12 };
  static int tx[MAXC], ty[MAXC], cells[MAXC * 8];
  for (int round = 0; round < 200; round++) {
    int w = 1 + (int)base_rand_below(&rng, 16), h = 1 + (int)base_rand_below(&rng, 12);
    unsigned char allow[MAXC];
    int density = (int)base_rand_below(&rng, 3);
    for (int k = 0; k < w * h; k++) allow[k] = base_rand_below(&rng, 8) >= (uint32_t)density;
    cell_t xy[MAXC];
    int at[MAXC];
    tiling_board_t b;
    tiling_board_rect(&b, w, h, allow, xy, at);
    const piece_t *p = &set.pieces[base_rand_below(&rng, (uint32_t)set.n)];
    tiling_places_t pl = {0};
    int want = 0, bad = 0;
    for (int o = 0; o < p->norient && !bad; o++) {
      const shape_t *s = piece_orient(p, o);
      int first = pl.n;
      CHECK(tiling_places_add(&pl, &b, 7, o, s, INT_MAX) == 0, "round %d: no memory", round);
      int n = naive(s, w, h, allow, tx, ty, cells);
      want += n;
      CHECK(pl.n - first == n, "round %d (%dx%d, %s orientation %d): %d placements, want %d", round,
            w, h, p->name, o, pl.n - first, n);
      for (int i = 0; i < n && pl.n - first == n && !bad; i++) {
        const tiling_place_t *t = &pl.place[first + i];
        bad = t->piece != 7 || t->orient != o || t->x != tx[i] || t->y != ty[i] ||
              pl.start[first + i + 1] - pl.start[first + i] != s->n;
        for (int k = 0; k < s->n && !bad; k++) {
          cell_t c = pl.xy[pl.start[first + i] + k];
          int cell = pl.cell[pl.start[first + i] + k];
          bad = c.y * w + c.x != cells[i * s->n + k] || xy[cell].x != c.x || xy[cell].y != c.y;
        }
        CHECK(!bad, "round %d (%dx%d, %s orientation %d): placement %d differs", round, w, h,
              p->name, o, i);
      }
    }
    CHECK(pl.n == want, "round %d: %d placements, want %d", round, pl.n, want);
    tiling_board_order(&b);
    CHECK(b.ascending == 1, "round %d: a rectangle board not in row order", round);
    check_reversed(&b, p, round);
    /* A limit: as many as fit, then 1. */
    if (want > 1) {
      tiling_places_t lim = {0};
      int r = 0;
      for (int o = 0; o < p->norient && r == 0; o++)
        r = tiling_places_add(&lim, &b, 0, o, piece_orient(p, o), want - 1);
      CHECK(r == 1 && lim.n == want - 1, "round %d: limit %d: status %d, %d placements", round,
            want - 1, r, lim.n);
      tiling_places_free(&lim);
    }
    tiling_places_free(&pl);
    CHECK(pl.n == 0 && pl.place == NULL, "round %d: not freed", round);
  }
  pieceset_free(&set);
  printf("checked 200 random boards with holes against a plain scan\n");
}

int main(void) {
  check_random();
  return failures != 0;
}
