/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* internal.h: what the files of games/polyminix/ share among themselves; not part of the game's
 * public face. */
#ifndef GAMES_POLYMINIX_INTERNAL_H
#define GAMES_POLYMINIX_INTERNAL_H

#include <stdint.h>

#include "base/bits.h"
#include "games/polyminix/polyminix.h"
#include "base/rng.h"
#include "poly/tiling.h"

/* Item INDEX of the stream of SEED starts from SEED * POLYMINIX_STREAM_SEED_MUL ^
 * (INDEX + 1) * POLYMINIX_STREAM_INDEX_MUL: each its own stream, whatever the
 * order or the thread they are made in. */
#define POLYMINIX_STREAM_SEED_MUL  0x9e3779b97f4a7c15ULL
#define POLYMINIX_STREAM_INDEX_MUL 0xd1b54a32d192ed03ULL

/* A uniform number in 0..N-1 from the stream *S (0 when N <= 1). */
static inline int polyminix_rnd_below(uint64_t *s, int n) {
  return n <= 1 ? 0 : (int)(base_rand(s) % (uint64_t)n);
}
static inline int polyminix_popcount32(uint32_t m) {
  return base_popcount64(m);
}

/* The level named W (green, yellow, red), or -2. */
int polyminix_level_parse(const char *w);
/* Index of the kit piece with the shape named NAME, or -1. */
int polyminix_kit_index(const pieceset_t *kit, const char *name);
/* The kit pieces of MASK (bit i: kit piece i) as a piece set in *OUT; 0, or -1 on no memory. */
int polyminix_set_from_mask(const pieceset_t *kit, uint32_t mask, pieceset_t *out);
/* Cells of the kit pieces of MASK. */
int polyminix_mask_area(const pieceset_t *kit, uint32_t m);

/* The checks of box B of S before any search (rules.c): the pieces shown
 * are kit pieces once each, the areas can add up, the kit has enough other
 * pieces. Sets BR's verdict (POLYMINIX_HOLDS when the search may start) and
 * reason; returns the mask of the pieces shown (0 for box 6). */
uint32_t polyminix_box_admit(const pieceset_t *kit, const polyminix_side_t *s, int b,
                             polyminix_box_result_t *br);
/* Slots of a per-size count (index = cells, 1..POLYMINIX_MAX_PIECE_CELLS). */
#define POLYMINIX_SIZE_SLOTS (POLYMINIX_MAX_PIECE_CELLS + 1)

/* One box's search (verify.c): the tilings of FIG by kit pieces. */
typedef struct polyminix_solver {
  const pieceset_t *kit;
  const region_t *fig;
  uint64_t budget; /* total for the box, 0: none */
  uint64_t nodes, count;
  int exact; /* no search stopped by the budget */
  int want_grid;
  int *grid; /* the first tiling found */
  int oom;
} polyminix_solver_t;
/* Fill sv->grid (malloc'd, kit indices) from tiling T's solution PLACE[0..N-1]; sv->oom on no
 * memory. */
void polyminix_take_grid(polyminix_solver_t *sv, tiling_t *t, const int *place, int n);

/* Grow a figure of AREA cells from kit pieces placed edge to edge within
 * O's bounding box (generate.c); the mask of pieces used, 0 when it failed. */
uint32_t polyminix_grow_figure(const pieceset_t *kit, uint64_t *rng, int area,
                               const polyminix_gen_opts_t *o, region_t *out);

#endif
