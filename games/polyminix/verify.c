/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* verify.c: verifying a Polyminix challenge: every box searched and counted; the second solve by
 * libdlx. */
#include <config.h>

#include "games/polyminix/polyminix.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/intl.h"
#include "games/polyminix/internal.h"
#include "poly/pieceset.h"
#include "poly/region.h"
#include "poly/tiling.h"

static uint64_t remaining(const polyminix_solver_t *sv) {
  if (!sv->budget) return 0;
  return sv->nodes >= sv->budget ? 1 : sv->budget - sv->nodes;
}

/* Fill sv->grid from tiling T's solution PLACE[0..N-1]. */
void polyminix_take_grid(polyminix_solver_t *sv, tiling_t *t, const int *place, int n) {
  size_t cells = (size_t)sv->fig->w * sv->fig->h;
  sv->grid = malloc(cells * sizeof *sv->grid);
  if (!sv->grid) {
    sv->oom = 1;
    return;
  }
  for (size_t k = 0; k < cells; k++) sv->grid[k] = -1;
  const pieceset_t *set = tiling_pieceset(t);
  for (int k = 0; k < n; k++) {
    const tiling_place_t *pl = tiling_placement(t, place[k]);
    cell_t cs[SHAPE_MAX_CELLS];
    int m = tiling_placement_cells(t, place[k], cs);
    int ki = pieceset_find(sv->kit, set->pieces[pl->piece].name);
    for (int j = 0; j < m; j++) sv->grid[(size_t)cs[j].y * sv->fig->w + cs[j].x] = ki;
  }
}

/* Search the problem SET/SPEC: add its tilings and nodes. */
static void solve_one(polyminix_solver_t *sv, const pieceset_t *set, const tiling_spec_t *spec) {
  if (sv->budget && sv->nodes >= sv->budget) {
    sv->exact = 0;
    return;
  }
  tiling_t *t = NULL;
  tiling_status_t st = tiling_new(set, sv->fig, spec, &t, NULL);
  if (st == TILING_ENOMEM) {
    sv->oom = 1;
    return;
  }
  if (st != TILING_OK) return; /* area or sizes cannot match: no tiling */
  if (tiling_impossible(t, NULL)) {
    tiling_free(t);
    return;
  }
  tiling_search_opts_t o;
  tiling_search_opts_init(&o);
  o.max_nodes = remaining(sv);
  tiling_result_t r;
  if (tiling_search(t, &o, &r) != TILING_OK) {
    sv->oom = 1;
    tiling_free(t);
    return;
  }
  sv->nodes += r.nodes;
  sv->count += r.solutions;
  if (r.end != TILING_END_EXHAUSTED) sv->exact = 0;
  if (sv->want_grid && !sv->grid && r.solutions > 0) {
    int *place = malloc((size_t)tiling_max_pieces(t) * sizeof *place);
    int n = 0;
    if (!place)
      sv->oom = 1;
    else if (tiling_find(t, 0, 0, 0, place, &n) == 1)
      polyminix_take_grid(sv, t, place, n);
    free(place);
  }
  tiling_free(t);
}

static void solve_mask(polyminix_solver_t *sv, uint32_t mask) {
  pieceset_t set;
  if (polyminix_set_from_mask(sv->kit, mask, &set) != 0) {
    sv->oom = 1;
    return;
  }
  tiling_spec_t spec;
  tiling_spec_init(&spec);
  spec.reference = 1; /* the levels are measured in its nodes */
  spec.distinct = 1;
  solve_one(sv, &set, &spec);
  pieceset_free(&set);
}

/* Box 3 and 4: SHOWN plus J others (J in LO..HI), every such choice. */
static void solve_plus(polyminix_solver_t *sv, uint32_t shown, int lo, int hi) {
  int n = sv->kit->n, area = region_area(sv->fig);
  int need = area - polyminix_mask_area(sv->kit, shown);
  /* choose others in increasing index order, at most 3 */
  int idx[3];
  for (int j = lo; j <= hi; j++) {
    /* enumerate j-combinations of pieces not shown */
    int depth = 0;
    idx[0] = -1;
    while (depth >= 0) {
      idx[depth]++;
      while (idx[depth] < n && (shown >> idx[depth] & 1u)) idx[depth]++;
      if (idx[depth] >= n) {
        depth--;
        continue;
      }
      if (depth + 1 < j) {
        idx[depth + 1] = idx[depth];
        depth++;
        continue;
      }
      uint32_t m = shown;
      for (int q = 0; q < j; q++) m |= 1u << idx[q];
      if (polyminix_mask_area(sv->kit, m) - polyminix_mask_area(sv->kit, shown) == need)
        solve_mask(sv, m);
      if (sv->oom) return;
    }
  }
}

/* Box 5: any pieces of the kit but those SHOWN, each at most once. */
static void solve_all_but(polyminix_solver_t *sv, uint32_t shown) {
  const pieceset_t *kit = sv->kit;
  uint32_t all = kit->n >= 32 ? 0xffffffffu : (1u << kit->n) - 1;
  pieceset_t set;
  if (polyminix_set_from_mask(kit, all & ~shown, &set) != 0) {
    sv->oom = 1;
    return;
  }
  tiling_spec_t spec;
  tiling_spec_init(&spec);
  spec.reference = 1; /* the levels are measured in its nodes */
  spec.subset = 1;
  spec.distinct = 1;
  solve_one(sv, &set, &spec);
  pieceset_free(&set);
}

/* Box 6: pieces of the kit with the sizes of BOX, each at most once. */
static void solve_sizes(polyminix_solver_t *sv, const polyminix_box_t *box) {
  tiling_spec_t spec;
  tiling_spec_init(&spec);
  spec.reference = 1; /* the levels are measured in its nodes */
  spec.distinct = 1;
  int want[POLYMINIX_SIZE_SLOTS] = {0};
  for (int i = 0; i < box->n; i++) want[box->sizes[i]]++;
  for (int z = POLYMINIX_MAX_PIECE_CELLS; z >= 1; z--)
    if (want[z]) spec.sizes[spec.nsizes++] = (tiling_size_count_t){z, want[z], want[z]};
  solve_one(sv, sv->kit, &spec);
}

/* Search box B (pieces SHOWN, a mask of the kit): its tilings into SV. */
static void search_box(polyminix_solver_t *sv, int b, const polyminix_box_t *box, uint32_t shown) {
  switch (b) {
    case POLYMINIX_BOX_SHOWN_A:
    case POLYMINIX_BOX_SHOWN_B: solve_mask(sv, shown); break;
    case POLYMINIX_BOX_PLUS_K: solve_plus(sv, shown, box->k, box->k); break;
    case POLYMINIX_BOX_PLUS_ANY: solve_plus(sv, shown, 1, POLYMINIX_MAX_OTHERS); break;
    case POLYMINIX_BOX_ALL_BUT: solve_all_but(sv, shown); break;
    default: solve_sizes(sv, box); break;
  }
}

int polyminix_verify_side(const pieceset_t *kit, const polyminix_side_t *s, uint64_t budget,
                          polyminix_keep_t keep, polyminix_side_result_t *res) {
  memset(res, 0, sizeof *res);
  double sum = 0;
  res->right = 1;
  for (int b = 0; b < POLYMINIX_NBOXES; b++) {
    polyminix_box_result_t *br = &res->box[b];
    uint32_t shown = polyminix_box_admit(kit, s, b, br);
    if (br->verdict != POLYMINIX_HOLDS) {
      res->right = 0;
      br->exact = 1;
      continue;
    }
    polyminix_solver_t sv = {kit, &s->fig, budget, 0, 0, 1, keep == POLYMINIX_KEEP_TILING, NULL, 0};
    search_box(&sv, b, &s->box[b], shown);
    if (sv.oom) {
      free(sv.grid);
      polyminix_side_result_free(res);
      return -1;
    }
    br->count = sv.count;
    br->exact = sv.exact;
    br->nodes = sv.nodes;
    br->grid = sv.grid;
    br->effort = (double)sv.nodes / (double)(sv.count ? sv.count : 1);
    sum += br->effort;
    if (sv.count == 0) {
      br->verdict = sv.exact ? POLYMINIX_FAILS : POLYMINIX_UNKNOWN;
      snprintf(br->reason, sizeof br->reason,
               sv.exact ? _("no choice of pieces allowed by the box covers the figure")
                        : _("no tiling found within the budget"));
      res->right = 0;
    }
  }
  res->measure = log2(1.0 + sum);
  res->level = polyminix_level_of(res->measure);
  return 0;
}

void polyminix_side_result_free(polyminix_side_result_t *res) {
  for (int b = 0; b < POLYMINIX_NBOXES; b++) {
    free(res->box[b].grid);
    res->box[b].grid = NULL;
  }
}

int polyminix_confirm_dlx(const pieceset_t *kit, const polyminix_side_t *s, const int *grid,
                          uint64_t budget) {
  uint32_t used = 0;
  for (int k = 0; k < s->fig.w * s->fig.h; k++)
    if (grid[k] >= 0 && grid[k] < kit->n) used |= 1u << grid[k];
  pieceset_t set;
  if (polyminix_set_from_mask(kit, used, &set) != 0) return -1;
  tiling_spec_t spec;
  tiling_spec_init(&spec);
  spec.reference = 1; /* the levels are measured in its nodes */
  tiling_t *t = NULL;
  int r = 0;
  tiling_status_t st = tiling_new(&set, &s->fig, &spec, &t, NULL);
  if (st == TILING_ENOMEM) r = -1;
  if (st == TILING_OK) {
    tiling_search_opts_t o;
    tiling_search_opts_init(&o);
    o.engine = TILING_ENGINE_DLX;
    o.max_solutions = 1;
    o.max_nodes = budget;
    tiling_result_t res;
    st = tiling_search(t, &o, &res);
    r = st == TILING_ENOMEM
            ? -1
            : (st == TILING_OK && res.solutions >= 1 && res.engine == TILING_ENGINE_DLX);
    tiling_free(t);
  }
  pieceset_free(&set);
  return r;
}
