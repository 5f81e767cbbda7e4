/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* tile_spread.h: `polyx tile` over the processes of mpirun: the fast engine's plan as dist/ items.
 */
#ifndef TILE_SPREAD_H
#define TILE_SPREAD_H

#include <signal.h>
#include <stddef.h>
#include <stdint.h>

#include "poly/tiling.h"
#include "dist/dist.h"
#include "dist/dist_search.h"

typedef struct tile_spread {
  /* In: threads in each process; CANCEL (any rank, nonzero stops soon). */
  int threads;
  volatile sig_atomic_t *cancel;
  /* In: a checkpoint file (counts only; NULL: none), given on every rank
   * (it decides the plan's size); rank 0 opens it. */
  const char *checkpoint;
  int distinct; /* In: the problem's spec.distinct (the checkpoint names it) */
  /* Out, on rank 0: the counters added up (as tiling_search's, tasks the
   * plan's), and per rank (arrays of dist_size() entries, owned, freed by
   * tile_spread_free) the tasks it searched, their nodes and its threads'
   * seconds searching. */
  tiling_result_t res;
  size_t resumed;      /* tasks read from the checkpoint */
  const char *dlx_err; /* libdlx's failure on the dlx route (static), or NULL */
  uint64_t *rank_tasks, *rank_nodes;
  double *rank_seconds;
} tile_spread_t;

/* Search T as OPTS says (OPTS->on_solution, when set, gets every tiling
 * on rank 0 in the serial order) over group D (NULL: this process alone)
 * with the fast engine's plan. Collective. TILING_EENGINE when the fast
 * engine does not take the problem (nothing done: the caller takes the dlx
 * route), TILING_EINVAL for a checkpoint with a listing, or TILING_OK
 * with *DST: DIST_OK, DIST_EWORK (OPTS->on_solution stopped it, or CANCEL:
 * res.end TILING_END_CALLBACK), DIST_ENOMEM, DIST_EMPI, or the checkpoint's
 * DIST_EIO, DIST_EDATA, DIST_EOTHER with ERR saying why. A checkpoint
 * records each task's counters as it ends ("SOLUTIONS RAW NODES"), under a
 * header naming polyx's version, a hash of the problem (as --emit-dlx
 * writes it), the search (distinct or not), the plan's id and its number
 * of tasks. */
tiling_status_t tile_spread_search(dist_t *d, tiling_t *t, const tiling_search_opts_t *opts,
                                   tile_spread_t *s, dist_status_t *dst, dist_error_t *err);
/* The dlx route, for a problem the fast engine does not take: the problem
 * as tiling_write_dlx writes it, cut into the parts of a libdlx plan and
 * spread by dist_search_run (dist/dist_search.h); each solution goes back
 * to placements and, under --distinct, through the canonical filter
 * (tiling_dlx_solution) on rank 0 before OPTS->on_solution, so the
 * tilings, their order and the counters are tiling_search's with the dlx
 * engine (res.tasks: the parts). A checkpoint only for a count that is not
 * --distinct (TILING_EINVAL otherwise). Collective; the same statuses as
 * tile_spread_search (S->dlx_err naming libdlx's failure, if any). */
tiling_status_t tile_spread_dlx(dist_t *d, tiling_t *t, const tiling_search_opts_t *opts,
                                tile_spread_t *s, dist_status_t *dst, dist_error_t *err);
void tile_spread_free(tile_spread_t *s);

#endif /* TILE_SPREAD_H */
