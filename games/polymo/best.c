/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* best.c: the best finished Polymo sheet, found and proved optimal with the tiling library,
 * coloured in five colours. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/polymo/internal.h"
#include "poly/pieceset.h"
#include "poly/region.h"
#include "poly/tiling.h"

/* Colour the NP pieces of ADJ (NP x NP) with 5 colours, no two adjacent
 * pieces alike; backtracking in order. Returns 0 or -1. */
static int colour_pieces(int np, const unsigned char *adj, int *col, int i) {
  if (i == np) return 0;
  for (int t = 0; t < POLYMO_NCOLORS; t++) {
    int c =
        1 + (i + t) % POLYMO_NCOLORS; /* start each piece on another colour: all five get used */
    int ok = 1;
    for (int j = 0; j < i && ok; j++)
      if (adj[i * np + j] && col[j] == c) ok = 0;
    if (!ok) continue;
    col[i] = c;
    if (colour_pieces(np, adj, col, i + 1) == 0) return 0;
  }
  return -1;
}

struct found {
  int *place, n;
};
static int on_found(void *ctx, const int *place, int n) {
  struct found *f = ctx;
  memcpy(f->place, place, (size_t)n * sizeof *place);
  f->n = n;
  return 1;
}

/* The tiling problem of REG by the 21 polyominoes (each at most once) and
 * K blank squares: a one-sided monomino (a separate entry from I1) allowed
 * up to K times. *T receives it; returns the tiling status (TILING_EAREA:
 * the pieces cannot fill the area). */
static tiling_status_t blank_tiling(const region_t *reg, int k, tiling_t **t) {
  pieceset_t set = {0};
  *t = NULL;
  if (pieceset_parse("polymo", &set, NULL) != 0) return TILING_ENOMEM;
  if (k > 0) {
    piece_t b;
    memset(&b, 0, sizeof b);
    snprintf(b.name, sizeof b.name, "blank");
    b.shape.grid = GRID_SQUARE;
    b.shape.n = 1;
    b.one_sided = 1;
    if (pieceset_add(&set, &b, k, NULL) != 0) {
      pieceset_free(&set);
      return TILING_ENOMEM;
    }
  }
  tiling_spec_t spec;
  tiling_spec_init(&spec);
  spec.subset = 1;
  tiling_status_t st = tiling_new(&set, reg, &spec, t, NULL);
  pieceset_free(&set);
  return st;
}

/* Colour the NP pieces of the tiling GRID (piece of each cell, -1 none) of
 * an N x N grid with five colours, no two touching pieces alike: COL[np].
 * Returns 0, or -1. */
static int colour_grid(int n, const int *grid, int np, int *col) {
  int area = n * n;
  unsigned char *adj = calloc((size_t)np * (size_t)np, 1);
  if (!adj) return -1;
  for (int c = 0; c < area; c++) {
    int a = grid[c];
    if (a < 0) continue;
    if (c % n + 1 < n && grid[c + 1] >= 0 && grid[c + 1] != a)
      adj[a * np + grid[c + 1]] = adj[grid[c + 1] * np + a] = 1;
    if (c + n < area && grid[c + n] >= 0 && grid[c + n] != a)
      adj[a * np + grid[c + n]] = adj[grid[c + n] * np + a] = 1;
  }
  int rc = colour_pieces(np, adj, col, 0);
  free(adj);
  return rc;
}

/* Fill SHEET with the NP pieces PLACE of tiling T, coloured, all finished
 * (blank squares left empty). Returns 0, or -1. */
static int sheet_of(const polymo_geo_t *geo, const tiling_t *t, const int *place, int np,
                    polymo_sheet_t *sheet) {
  int area = geo->n * geo->n;
  int *grid = malloc((size_t)area * sizeof *grid), *col = calloc((size_t)np, sizeof *col);
  if (!grid || !col ||
      (tiling_solution_grid(t, place, np, grid), colour_grid(geo->n, grid, np, col)) != 0) {
    free(grid), free(col);
    return -1;
  }
  const pieceset_t *ps = tiling_pieceset(t);
  polymo_sheet_init(sheet);
  for (int c = 0; c < area; c++) {
    int a = grid[c];
    if (a < 0 || strcmp(ps->pieces[tiling_placement(t, place[a])->piece].name, "blank") == 0)
      continue;
    sheet->color[c] = (uint8_t)col[a];
    sheet->fig[c] = (int16_t)a;
    base_bb_set(&sheet->occ, c);
  }
  sheet->nfig = np;
  for (int a = 0; a < np; a++) {
    struct polymo_fig *f = &sheet->figs[a];
    memset(f, 0, sizeof *f);
    f->color = (uint8_t)col[a];
    int cells[5], nc = 0;
    for (int c = 0; c < area; c++)
      if (sheet->fig[c] == a && nc < 5) cells[nc++] = c, base_bb_set(&f->bb, c);
    if (nc == 0) continue;
    f->size = (uint8_t)nc;
    f->shape = (int8_t)polymo_shape_of(geo, cells, nc);
    f->finished = 1;
    sheet->crossed[f->shape] = 1;
  }
  sheet->started = 1;
  free(grid), free(col);
  return 0;
}

/* The searches' poll, every 100,000 nodes: polymo_best's CANCEL, and its PROGRESS (about
 * every million nodes) with the blank squares tried and the nodes of the searches before. */
struct best_poll {
  const volatile sig_atomic_t *cancel;
  polymo_progress_fn fn;
  void *ctx;
  int blank, polls;
  uint64_t before;
};

static int raised(const volatile sig_atomic_t *cancel) {
  return cancel && *cancel;
}

static int on_poll(void *ctx, uint64_t nodes, uint64_t solutions) {
  (void)solutions;
  struct best_poll *p = ctx;
  if (p->fn && ++p->polls % 10 == 0) p->fn(p->ctx, p->blank, p->before + nodes);
  return raised(p->cancel);
}

int polymo_best(const polymo_geo_t *geo, polymo_sheet_t *sheet, int *minus, char proof[256],
                uint64_t *nodes, const volatile sig_atomic_t *cancel, polymo_progress_fn progress,
                void *ctx) {
  int n = geo->n, area = n * n, rc = -1;
  region_t reg = {0};
  tiling_t *t = NULL;
  int *place = NULL;
  *nodes = 0;
  if (region_rect(n, n, &reg, NULL) != 0) return -1;
  /* K blank squares, K growing from max(0, area - 89): the first K with a
   * tiling is the best; every smaller K was an exhaustive failure. */
  int kmin = area > POLYMO_TOTAL ? area - POLYMO_TOTAL : 0;
  for (int k = kmin; k <= area; k++) {
    if (raised(cancel)) {
      rc = 1;
      goto done;
    }
    tiling_free(t);
    tiling_status_t st = blank_tiling(&reg, k, &t);
    if (st == TILING_EAREA) continue;
    if (st != TILING_OK) goto done;
    free(place);
    place = malloc((size_t)tiling_max_pieces(t) * sizeof *place);
    if (!place) goto done;
    struct found fd = {place, 0};
    tiling_search_opts_t o;
    tiling_search_opts_init(&o);
    o.max_solutions = 1;
    o.on_solution = on_found;
    o.solution_ctx = &fd;
    struct best_poll bp = {cancel, progress, ctx, k, 0, *nodes};
    if (progress) progress(ctx, k, *nodes); /* each new number of blank squares */
    o.on_progress = on_poll;
    o.progress_ctx = &bp;
    o.progress_nodes = 100000;
    tiling_result_t res;
    if (tiling_search(t, &o, &res) != TILING_OK) goto done;
    *nodes += res.nodes;
    if (res.end == TILING_END_CALLBACK && raised(cancel)) {
      rc = 1;
      goto done;
    }
    if (res.solutions == 0) continue;
    if (sheet_of(geo, t, place, fd.n, sheet) != 0) goto done;
    *minus = polymo_score(sheet);
    if (k == kmin)
      snprintf(proof, 256,
               "optimal: %d squares cannot hold more than %d of the 89 squares, so %d minus points "
               "is a lower bound, "
               "and this sheet reaches it",
               area, area < POLYMO_TOTAL ? area : POLYMO_TOTAL, *minus);
    else
      snprintf(proof, 256,
               "optimal: exhaustive searches found no sheet with fewer than %d blank squares; this "
               "one has %d",
               k, k);
    rc = 0;
    break;
  }
done:
  free(place);
  tiling_free(t);
  region_free(&reg);
  return rc;
}
