/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* dist_search.h: one libdlx search spread over the processes and threads of a dist_t, with
 * checkpoints.
 *
 * The search is cut into the parts of a libdlx plan (dlx_plan_new), the same
 * on every process (a plan is deterministic); parts are handed out by
 * dist_map_run; rank 0 adds up their counters (and, when enumerating, passes
 * their solutions on in part order), so the count, the statistics (nodes,
 * updates, max_level, level_nodes) and the solutions are the serial search's.
 */
#ifndef DIST_SEARCH_H
#define DIST_SEARCH_H

#include <signal.h>

#include "dist/dist.h"
#include "dlx/dlx.h"

/* The least number of parts a plan is asked for with a checkpoint: fixed,
 * so that a checkpoint is valid whatever the number of processes and
 * threads. */
#define DIST_SEARCH_PARTS 4096
/* Without a checkpoint, DIST_SEARCH_PER_WORKER parts for each thread of
 * every process, and never fewer than DIST_SEARCH_MIN_PARTS: enough for
 * the dynamic hand-out to balance, few enough that the cost of each part
 * (replaying its path, a message each way) stays small. With 4,096 parts
 * on 2 processes of one thread, 15 queens' parts took 0.3 ms each and
 * the processes searched 14 % longer than half the serial time; with 256,
 * 3 %. */
#define DIST_SEARCH_PER_WORKER 64
#define DIST_SEARCH_MIN_PARTS  256
/* The least number of parts to ask a plan for, by the rule above, on D's
 * processes of THREADS threads each, with a checkpoint or without (the
 * same on every rank: every rank has the same arguments). The tiling
 * layer's plans are sized by it too. */
size_t dist_search_parts(dist_t *d, int threads, int checkpoint);

typedef struct dist_search {
  /* In: the problem (the same on every rank), and the options of the
   * search: only engine, randomize and seed count (no limit, budget or
   * callback: a spread search visits the whole tree). */
  dlx_t *dlx;
  dlx_search_opts_t opts;
  int threads;      /* threads in each process (1 or more) */
  size_t min_parts; /* 0: DIST_SEARCH_PARTS with a checkpoint, else by workers */
  /* Rank 0: each solution, in the serial order (NULL: count only). Returns
   * nonzero to stop (dist_search_run then returns DIST_EWORK). */
  int (*on_solution)(void *ctx, const int *options, int n);
  void *solution_ctx;
  /* A checkpoint file (NULL: none), counts only: given on every rank, since
   * it decides the plan's size; only rank 0 opens it. */
  const char *checkpoint;
  /* Any rank, from any thread: nonzero stops the search soon (a signal
   * handler may set it); dist_search_run returns DIST_EWORK with the
   * statistics of the parts finished (end DLX_END_CANCELLED). */
  volatile sig_atomic_t *cancel;
  /* Nonzero: a count (no on_solution, no checkpoint) that libdlx's automatic engine would make
   * memoised (dlx_try_memo) is made so by rank 0 alone, with the statistics of one process and
   * no parts (a plan's parts are never memoised); for a program whose serial count is
   * dlx_search's. */
  int try_memo;

  /* Out, on rank 0: the statistics (level_nodes owned by S, freed by
   * dist_search_free), the number of parts, and how many were done by an
   * earlier run (read from the checkpoint). */
  dlx_stats_t stats;
  size_t parts, parts_resumed;
  uint64_t plan_id;
  /* Out, on rank 0 when size > 1: per rank, the parts it searched, their
   * nodes and the seconds its threads spent searching (arrays of
   * dist_size() entries, owned by S). */
  uint64_t *rank_parts, *rank_nodes;
  double *rank_seconds;
  /* private */
  uint64_t *level_nodes;
  int level_cap;
} dist_search_t;

/* Defaults: all zero, one thread, the search options' defaults. */
void dist_search_init(dist_search_t *s, dlx_t *dlx);

/* Run the search (collective: every rank, with the same problem and
 * options). DIST_OK; DIST_EWORK (a solution callback stopped it, or CANCEL);
 * DIST_ENOMEM; DIST_EMPI; with a checkpoint, DIST_EIO, DIST_EDATA or
 * DIST_EOTHER with ERR saying why (line numbers of the file). *DLX_ST gets
 * libdlx's failure, if any (DLX_OK otherwise). */
dist_status_t dist_search_run(dist_t *d, dist_search_t *s, dlx_status_t *dlx_st, dist_error_t *err);
void dist_search_free(dist_search_t *s);

#endif
