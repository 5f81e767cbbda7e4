/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* check.c: a tiling of the whole board by all the pieces (polyx polyssimo check), lettered as in
 * the game. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "games/polyssimo/polyssimo.h"
#include "poly/pieceset.h"
#include "poly/region.h"
#include "poly/tiling.h"

/* The letters of the tiling PLACE[0..N-1] of T as G letters its pieces,
 * written cell by cell into OUT (W*H). */
static void letter_tiling(tiling_t *t, const int *place, int n, const polyssimo_geo_t *g, int *grid,
                          char *out) {
  const pieceset_t *ts = tiling_pieceset(t);
  char let[POLYSSIMO_MAX_PIECES] = {0};
  uint64_t used = 0;
  tiling_solution_grid(t, place, n, grid);
  for (int k = 0; k < n; k++) {
    int pi = polyssimo_geo_piece(g, ts->pieces[tiling_placement(t, place[k])->piece].name, used);
    used |= (uint64_t)1 << pi;
    let[k] = g->letter[pi];
  }
  for (int i = 0; i < g->w * g->h; i++) out[i] = grid[i] >= 0 && grid[i] < n ? let[grid[i]] : '.';
}

polyssimo_check_status_t polyssimo_board_tiling(const char *spec, int w, int h, int randomize,
                                                uint64_t seed, uint64_t budget, polyssimo_geo_t *g,
                                                char **cells, int *npieces, base_error_t *err) {
  pieceset_t set;
  memset(g, 0, sizeof *g);
  *cells = NULL;
  *npieces = 0;
  if (pieceset_parse(spec, &set, err) != 0) return POLYSSIMO_CHECK_SPEC;
  region_t r;
  region_rect(w, h, &r, NULL);
  tiling_spec_t ts;
  tiling_spec_init(&ts);
  tiling_t *t = NULL;
  tiling_error_t te;
  polyssimo_check_status_t st = POLYSSIMO_CHECK_FOUND;
  int *place = NULL, *grid = NULL, n = 0, f;
  tiling_status_t tst = tiling_new(&set, &r, &ts, &t, &te);
  if (tst != TILING_OK) {
    base_error_setc(err, tiling_errcode(tst), 0, 0, "%s", te.msg);
    st = POLYSSIMO_CHECK_SETUP;
    goto out;
  }
  place = malloc(sizeof(int) * (size_t)tiling_max_pieces(t));
  grid = malloc(sizeof(int) * (size_t)w * h);
  if (!place || !grid) {
    st = POLYSSIMO_CHECK_NOMEM;
    goto out;
  }
  f = tiling_find(t, randomize, seed, budget, place, &n);
  if (f == 0)
    st = POLYSSIMO_CHECK_NONE;
  else if (f != 1)
    st = POLYSSIMO_CHECK_BUDGET;
  else if (polyssimo_geo_init(g, &set, w, h, err) != 0)
    st = POLYSSIMO_CHECK_GEO;
  else if (!(*cells = malloc((size_t)w * h)))
    st = POLYSSIMO_CHECK_NOMEM;
  else {
    letter_tiling(t, place, n, g, grid, *cells);
    *npieces = n;
  }
out:
  free(place);
  free(grid);
  tiling_free(t);
  region_free(&r);
  pieceset_free(&set);
  return st;
}
