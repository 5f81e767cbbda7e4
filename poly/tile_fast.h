/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* tile_fast.h: the specialised polyomino tiling search (bitboards, first empty cell, pruning).
 *
 * Internal to cards/: tiling.c hands it a plain description of the problem
 * and runs it. The region's bounding box is laid out in a bitboard of
 * 64-bit words, column by column along its shorter side, so that "the
 * first empty cell" is the lowest empty bit and the search front stays
 * short. At each node the first empty cell is filled with every placement
 * whose first cell it is (lists indexed by the pattern of blocked cells
 * just after it, so that most placements that cannot fit are never
 * looked at); after each placement the empty pockets next to the piece
 * are measured by a flood fill on the bitboard (a few steps: wider pockets
 * are left alone) and the branch is cut when one of them cannot be filled
 * (smaller than the smallest piece still available, or not a multiple of
 * the gcd of their sizes). Deeper pieces' counts are tracked per piece, per size class and
 * in total, with lower bounds checked at each leaf.
 */
#ifndef POLY_TILE_FAST_H
#define POLY_TILE_FAST_H

#include <stdint.h>

#include "poly/geom.h"
#include "poly/tiling.h"

/* The most threads one search uses: tiling.h's limit. */
#define TFAST_MAX_JOBS TILING_MAX_JOBS

typedef struct tfast_problem {
  int ncells;          /* cells to cover */
  const cell_t *cells; /* their coordinates */
  int npieces;
  const int *size;    /* per piece: its number of cells */
  const int *lo, *hi; /* per piece: how many times it may be used */
  const int *cls;     /* per piece: size class index or -1 */
  int nclasses;
  const int *class_lo, *class_hi;
  int total_lo, total_hi; /* -1, -1: no constraint */
  int nplace;
  const tiling_place_t *place; /* per placement: its piece (the problem's own table) */
  const int
      *place_start; /* cells of placement p: place_cells[place_start[p] .. place_start[p+1]-1] */
  const cell_t *place_cells;
  const unsigned char *active; /* per placement: 0 = left out (symmetry) */
  int root_piece; /* >= 0: place this piece first (its active placements), then fill cells */
  int reference;  /* nonzero: the search of polyx 0.2.0, node for node (tiling_spec_t) */
} tfast_problem_t;

typedef struct tfast tfast_t;

/* Build the engine's tables; NULL when the bounding box is larger than
 * max_bits (TILING_FAST_MAX_BITS) or out of memory (*TOO_BIG tells). On a
 * board of one word the candidate lists are built as the first searches
 * on the calling thread ask for them, all of them before threads or a plan
 * read them: F is for one thread at a time. */
tfast_t *tfast_new(const tfast_problem_t *pb, int *too_big);
void tfast_free(tfast_t *f);

typedef struct tfast_opts {
  uint64_t max_solutions, max_nodes;
  int randomize;
  uint64_t seed;
  int jobs;
  /* With jobs > 1: split the search even when it is small enough for one
   * thread (tests of the split search on small problems). */
  int split;
  /* Thread-safe filter called at each leaf (in worker threads): return 0
   * to drop the solution, W > 0 to count it W times (a solution passed to
   * on_solution counts once: use W > 1 only without on_solution). NULL
   * keeps all. */
  int (*keep)(void *ctx, const int *place, int n);
  void *keep_ctx;
  /* Kept solutions, in search order, from the calling thread. */
  int (*on_solution)(void *ctx, const int *place, int n);
  void *solution_ctx;
  int (*on_progress)(void *ctx, uint64_t nodes, uint64_t solutions);
  void *progress_ctx;
  uint64_t progress_nodes;
} tfast_opts_t;

typedef struct tfast_result {
  uint64_t solutions, raw, nodes;
  int end; /* 0 exhausted, 1 max, 2 budget, 3 callback (as tiling_end_t) */
  int tasks;
} tfast_result_t;

/* Run; returns 0, or -1 when out of memory. F's lists not built yet are
 * built first, or while its search runs on the calling thread (with jobs
 * > 1 its first TF_PROBE_NODES nodes, or with a budget that small). */
int tfast_run(tfast_t *f, const tfast_opts_t *o, tfast_result_t *res);

/* A plan: the search cut into tasks (prefixes of placements), as the
 * threads of tfast_run cut it, at the first depth (at most 8) that gives
 * MIN_TASKS subtrees or more; fewer when the tree has no more above that
 * depth. Deterministic: the same F gives the same plan in every process.
 * The tasks in order visit the leaves in the serial search's order. The
 * plan borrows F (keep it alive) and builds its lists not built yet
 * first, so that tasks may run from several threads. Returns 0, or -1
 * when out of memory. */
typedef struct tfast_plan tfast_plan_t;
int tfast_plan_new(tfast_t *f, int min_tasks, tfast_plan_t **out);
int tfast_plan_tasks(const tfast_plan_t *p);
/* Nodes the plan searched above its cut (counted by no task). */
uint64_t tfast_plan_nodes(const tfast_plan_t *p);
/* A hash of the tasks' prefixes. */
uint64_t tfast_plan_id(const tfast_plan_t *p);
/* Search task TASK in the calling thread with O's keep, on_solution
 * (called directly, in search order) and on_progress; O's limits, random
 * order and jobs are ignored. Separate tasks may be searched at the same
 * time from separate threads. Returns 0, or -1 (out of memory, bad task). */
int tfast_plan_run(const tfast_plan_t *p, int task, const tfast_opts_t *o, tfast_result_t *res);
void tfast_plan_free(tfast_plan_t *p);

#endif
