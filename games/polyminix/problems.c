/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* problems.c: the second Polyminix game: the 6x6 problem table, each problem shown possible by a
 * tiling found. */
#include <config.h>

#include "games/polyminix/polyminix.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "games/polyminix/internal.h"
#include "base/rng.h"
#include "poly/pieceset.h"
#include "poly/region.h"
#include "poly/tiling.h"

/* ---- the second game ---- */

#define SYM_TRIES            200   /* halves grown for a symmetric figure */
#define AREA_PERIMETER_TRIES 3000  /* figures grown for an area and perimeter */
#define PROBLEMS_SEED        12345 /* the table is the same every time */

int polyminix_perimeter(const region_t *r) {
  int p = 0;
  for (int y = 0; y < r->h; y++)
    for (int x = 0; x < r->w; x++)
      if (region_at(r, x, y) == REGION_CELL)
        p += (region_at(r, x + 1, y) != REGION_CELL) + (region_at(r, x - 1, y) != REGION_CELL) +
             (region_at(r, x, y + 1) != REGION_CELL) + (region_at(r, x, y - 1) != REGION_CELL);
  return p;
}

/* A tiling of FIG by a subset of the kit into a new grid, or NULL. */
static int *subset_tiling(const pieceset_t *kit, const region_t *fig, uint64_t budget,
                          uint64_t seed) {
  tiling_spec_t spec;
  tiling_spec_init(&spec);
  spec.reference = 1; /* the levels are measured in its nodes */
  spec.subset = 1;
  tiling_t *t = NULL;
  if (tiling_new(kit, fig, &spec, &t, NULL) != TILING_OK) return NULL;
  polyminix_solver_t sv = {kit, fig, 0, 0, 0, 1, 1, NULL, 0};
  int *place = malloc((size_t)tiling_max_pieces(t) * sizeof *place);
  int n = 0;
  if (place && !tiling_impossible(t, NULL) &&
      tiling_find(t, seed != 0, seed, budget, place, &n) == 1)
    polyminix_take_grid(&sv, t, place, n);
  free(place);
  tiling_free(t);
  return sv.grid;
}

static int try_rect(const pieceset_t *kit, int w, int h, uint64_t budget, polyminix_problem_t *p) {
  if (w * h > pieceset_area(kit) || w < 1 || h < 1) return 0;
  region_t r;
  if (region_rect(w, h, &r, NULL) != 0) return -1;
  int *g = subset_tiling(kit, &r, budget, 0);
  if (!g) {
    region_free(&r);
    return 0;
  }
  p->fig = r;
  p->grid = g;
  p->solved = 1;
  return 1;
}

/* Row 4: a figure with a vertical mirror axis of area P->a, from a half
 * grown from kit pieces; -1 on no memory. */
static int solve_symmetric(const pieceset_t *kit, uint64_t budget, uint64_t *rng,
                           polyminix_problem_t *p) {
  polyminix_gen_opts_t o;
  polyminix_gen_opts_init(&o);
  o.max_w = 6;
  o.max_h = 8;
  for (int t = 0; t < SYM_TRIES && !p->solved; t++) {
    region_t half;
    if (!polyminix_grow_figure(kit, rng, p->a / 2, &o, &half)) continue;
    /* the half and its mirror image side by side: a vertical axis */
    region_t r;
    if (region_rect(2 * half.w, half.h, &r, NULL) != 0) {
      region_free(&half);
      return -1;
    }
    for (int y = 0; y < half.h; y++)
      for (int x = 0; x < half.w; x++) {
        char c = region_at(&half, x, y);
        r.cells[(size_t)y * r.w + x] = c;
        r.cells[(size_t)y * r.w + (r.w - 1 - x)] = c;
      }
    region_free(&half);
    int *g = (region_components(&r, REGION_OPEN) == 1 && region_holes(&r) == 0)
                 ? subset_tiling(kit, &r, budget, base_rand(rng))
                 : NULL;
    if (g) {
      p->fig = r;
      p->grid = g;
      p->solved = 1;
    } else {
      region_free(&r);
    }
  }
  return 0;
}

/* Rows 5 and 6: a figure of area P->a and perimeter P->b: a rectangle when
 * one has them, else figures grown from kit pieces; -1 on no memory. */
static int solve_area_perimeter(const pieceset_t *kit, uint64_t budget, uint64_t *rng,
                                polyminix_problem_t *p) {
  for (int w = 1; w * w <= p->a && !p->solved; w++)
    if (p->a % w == 0 && 2 * (w + p->a / w) == p->b)
      if (try_rect(kit, p->a / w, w, budget, p) < 0) return -1;
  polyminix_gen_opts_t o;
  polyminix_gen_opts_init(&o);
  o.max_w = 12;
  o.max_h = 10;
  for (int t = 0; t < AREA_PERIMETER_TRIES && !p->solved; t++) {
    region_t r;
    if (!polyminix_grow_figure(kit, rng, p->a, &o, &r)) continue;
    if (polyminix_perimeter(&r) == p->b && region_holes(&r) == 0) {
      /* built from kit pieces; shown again by an independent search */
      int *g = subset_tiling(kit, &r, budget, 0);
      if (g) {
        p->fig = r;
        p->grid = g;
        p->solved = 1;
        continue;
      }
    }
    region_free(&r);
  }
  return 0;
}

/* Problem I of the table (row I/6, column I%6): its text, and a tiling
 * when one is found; -1 on no memory. */
static int solve_problem(const pieceset_t *kit, uint64_t budget, uint64_t *rng, int i,
                         polyminix_problem_t *p) {
  static const int sym_area[6] = {10, 14, 18, 22, 26, 30};
  static const int ap[12][2] = {{20, 18}, {20, 24}, {24, 20}, {26, 24}, {30, 22}, {30, 30},
                                {36, 26}, {40, 28}, {44, 30}, {36, 40}, {48, 32}, {64, 32}};
  int row = i / 6, col = i % 6;
  if (row == 0) {
    p->kind = POLYMINIX_PROBLEM_SQUARE;
    p->a = 3 + col;
    snprintf(p->text, sizeof p->text, "square of side %d", p->a);
    return try_rect(kit, p->a, p->a, budget, p) < 0 ? -1 : 0;
  }
  if (row <= 2) {
    p->kind = POLYMINIX_PROBLEM_RECTANGLE;
    p->a = 10 + 2 * ((row - 1) * 6 + col);
    snprintf(p->text, sizeof p->text, "rectangle of perimeter %d", p->a);
    /* the squarest rectangle first */
    for (int w = p->a / 4; w >= 1 && !p->solved; w--)
      if (try_rect(kit, w, p->a / 2 - w, budget, p) < 0) return -1;
    return 0;
  }
  if (row == 3) {
    p->kind = POLYMINIX_PROBLEM_SYMMETRIC;
    p->a = sym_area[col];
    snprintf(p->text, sizeof p->text, "symmetric figure of area %d", p->a);
    return solve_symmetric(kit, budget, rng, p);
  }
  p->kind = POLYMINIX_PROBLEM_AREA_PERIMETER;
  p->a = ap[(row - 4) * 6 + col][0];
  p->b = ap[(row - 4) * 6 + col][1];
  snprintf(p->text, sizeof p->text, "area %d, perimeter %d", p->a, p->b);
  return solve_area_perimeter(kit, budget, rng, p);
}

int polyminix_problems(const pieceset_t *kit, uint64_t budget,
                       polyminix_problem_t out[POLYMINIX_NPROBLEMS]) {
  memset(out, 0, POLYMINIX_NPROBLEMS * sizeof *out);
  int solved = 0;
  uint64_t rng = PROBLEMS_SEED;
  for (int i = 0; i < POLYMINIX_NPROBLEMS; i++) {
    if (solve_problem(kit, budget, &rng, i, &out[i]) != 0) {
      polyminix_problems_free(out);
      return -1;
    }
    solved += out[i].solved;
  }
  return solved;
}

void polyminix_problems_free(polyminix_problem_t out[POLYMINIX_NPROBLEMS]) {
  for (int i = 0; i < POLYMINIX_NPROBLEMS; i++) {
    region_free(&out[i].fig);
    free(out[i].grid);
    out[i].grid = NULL;
  }
}

/* ---- the kit laid out for cutting ---- */

/* One tiling of R by the whole kit into a new grid (kit indices), or NULL. */
static int *kit_tiling(const pieceset_t *kit, const region_t *r, uint64_t budget) {
  tiling_spec_t spec;
  tiling_spec_init(&spec);
  spec.reference = 1; /* the levels are measured in its nodes */
  tiling_t *t = NULL;
  int *grid = NULL;
  if (tiling_new(kit, r, &spec, &t, NULL) != TILING_OK) return NULL;
  int *place = malloc((size_t)tiling_max_pieces(t) * sizeof *place), n = 0;
  if (place && tiling_find(t, 0, 0, budget, place, &n) == 1) {
    grid = malloc((size_t)r->w * r->h * sizeof *grid);
    if (grid)
      for (int i = 0; i < n; i++) {
        cell_t cs[SHAPE_MAX_CELLS];
        int m = tiling_placement_cells(t, place[i], cs);
        int pi = pieceset_find(
            kit, tiling_pieceset(t)->pieces[tiling_placement(t, place[i])->piece].name);
        for (int q = 0; q < m; q++) grid[cs[q].y * r->w + cs[q].x] = pi;
      }
  }
  free(place);
  tiling_free(t);
  return grid;
}

int polyminix_kit_rectangle(const pieceset_t *kit, uint64_t budget, region_t *rect, int **grid) {
  int area = pieceset_area(kit);
  *grid = NULL;
  memset(rect, 0, sizeof *rect);
  /* the squarest rectangle the kit tiles */
  for (int w = (int)sqrt((double)area); w >= 1; w--) {
    if (area % w) continue;
    region_t r;
    if (region_rect(area / w, w, &r, NULL) != 0) break;
    *grid = kit_tiling(kit, &r, budget * POLYMINIX_KIT_BUDGET_FACTOR);
    if (*grid) {
      *rect = r;
      return 1;
    }
    region_free(&r);
  }
  return 0;
}
