/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* tile_fast.c: bitboard polyomino tiling search: the search, pruning, and the split over threads
 * (its tables: tile_fast_tables.c). */
#include <config.h>

#include "poly/tile_fast.h"
#include "poly/tile_fast_internal.h"
#include "base/bits.h"
#include "base/pool.h"
#include "base/rng.h"

#include <limits.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "poly/tiling.h"

/* A task of the split search: a prefix of placements. */
typedef struct tf_task {
  int n, off; /* prefix ids at prefix_ids[off .. off+n-1] */
} tf_task_t;

typedef struct tf_state {
  const tfast_t *f;
  const tfast_opts_t *o;
  int *rem, *rem_cls, rem_total;
  int size_avail[SHAPE_MAX_CELLS + 1];
  int minsz, gcd;
  int *stack, *rbuf;
  int randomize;
  int simple;       /* no size classes, no total: availability is rem[p] > 0 */
  const int *psize; /* piece sizes (the problem's) */
  uint64_t rng;
  uint64_t nodes, raw, solutions, max_nodes, next_progress;
  uint64_t next_check; /* tf1_run: the node count at which to look at the budget, progress, stop */
  int progress;
  int stop; /* tiling_end_t when nonzero */
  atomic_int *global_stop;
  /* Collecting prefixes: at collect_depth record the stack as a task. */
  int collect_depth;
  int *pre_ids;
  size_t npre_ids, cap_pre_ids;
  tf_task_t *tasks;
  int ntasks, cap_tasks;
  int oom;
  /* Buffering kept solutions (task mode): flat ids with a length before each. */
  int *sol;
  size_t nsol, cap_sol;
  int buffered;
} tf_state_t;

static void tf_shuffle(uint64_t *rng, int *buf, int n) {
  for (int i = n - 1; i > 0; i--) {
    int j = (int)(base_rand(rng) % (uint64_t)(i + 1));
    int x = buf[i];
    buf[i] = buf[j];
    buf[j] = x;
  }
}

static void tf_sizes_update(tf_state_t *st) {
  st->minsz = INT_MAX;
  st->gcd = 0;
  for (int s = 1; s <= SHAPE_MAX_CELLS; s++)
    if (st->size_avail[s] > 0) {
      if (st->minsz == INT_MAX) st->minsz = s;
      st->gcd = tf_gcd(st->gcd, s);
    }
  if (st->gcd == 0) st->gcd = 1;
}

static inline int tf_avail(const tf_state_t *st, int p) {
  if (st->simple) return st->rem[p] > 0;
  int c = st->f->pb.cls[p];
  return st->rem[p] > 0 && st->rem_total > 0 && (c < 0 || st->rem_cls[c] > 0);
}

static inline void tf_use(tf_state_t *st, int p) {
  if (!st->simple) {
    int c = st->f->pb.cls[p];
    if (c >= 0) st->rem_cls[c]--;
  }
  st->rem_total--;
  if (--st->rem[p] == 0 && --st->size_avail[st->psize[p]] == 0) tf_sizes_update(st);
}

static inline void tf_unuse(tf_state_t *st, int p) {
  if (!st->simple) {
    int c = st->f->pb.cls[p];
    if (c >= 0) st->rem_cls[c]++;
  }
  st->rem_total++;
  if (st->rem[p]++ == 0 && st->size_avail[st->psize[p]]++ == 0) tf_sizes_update(st);
}

static int tf_push_ints(int **buf, size_t *n, size_t *cap, const int *v, size_t k) {
  if (*n + k > *cap) {
    size_t nc = *cap ? *cap * 2 : 1024;
    while (nc < *n + k) nc *= 2;
    int *nb = realloc(*buf, nc * sizeof **buf);
    if (!nb) return -1;
    *buf = nb;
    *cap = nc;
  }
  memcpy(*buf + *n, v, k * sizeof *v);
  *n += k;
  return 0;
}

static void tf_record(tf_state_t *st, int depth);

static void tf_leaf(tf_state_t *st, int depth) {
  const tfast_problem_t *pb = &st->f->pb;
  for (int p = 0; p < pb->npieces; p++)
    if (pb->hi[p] - st->rem[p] < pb->lo[p]) return;
  for (int c = 0; c < pb->nclasses; c++)
    if (pb->class_hi[c] - st->rem_cls[c] < pb->class_lo[c]) return;
  if (pb->total_lo >= 0 && pb->total_hi - st->rem_total < pb->total_lo) return;
  tf_record(st, depth);
}

/* A leaf whose bounds hold: count it, filter it, hand it over. */
static void tf_record(tf_state_t *st, int depth) {
  st->raw++;
  const tfast_opts_t *o = st->o;
  int weight = 1;
  if (o->keep && (weight = o->keep(o->keep_ctx, st->stack, depth)) <= 0) return;
  st->solutions += (uint64_t)weight;
  if (st->buffered) {
    if (o->on_solution) {
      int n = depth;
      if (tf_push_ints(&st->sol, &st->nsol, &st->cap_sol, &n, 1) ||
          tf_push_ints(&st->sol, &st->nsol, &st->cap_sol, st->stack, (size_t)depth)) {
        st->oom = 1;
        st->stop = TILING_END_CALLBACK;
        return;
      }
    }
  } else if (o->on_solution && o->on_solution(o->solution_ctx, st->stack, depth)) {
    st->stop = TILING_END_CALLBACK;
    return;
  }
  if (o->max_solutions && st->solutions >= o->max_solutions) st->stop = TILING_END_MAX;
}

static void tf_collect(tf_state_t *st, int depth) {
  if (st->ntasks == st->cap_tasks) {
    int nc = st->cap_tasks ? st->cap_tasks * 2 : 256;
    tf_task_t *nt = realloc(st->tasks, (size_t)nc * sizeof *nt);
    if (!nt) {
      st->oom = 1;
      st->stop = TILING_END_CALLBACK;
      return;
    }
    st->tasks = nt;
    st->cap_tasks = nc;
  }
  st->tasks[st->ntasks].n = depth;
  st->tasks[st->ntasks].off = (int)st->npre_ids;
  if (tf_push_ints(&st->pre_ids, &st->npre_ids, &st->cap_pre_ids, st->stack, (size_t)depth)) {
    st->oom = 1;
    st->stop = TILING_END_CALLBACK;
    return;
  }
  st->ntasks++;
}

#define NW       1
#define TF(name) name##_1
#include "poly/tile_fast_nw.h"
#define NW       2
#define TF(name) name##_2
#include "poly/tile_fast_nw.h"
#define NW       4
#define TF(name) name##_4
#include "poly/tile_fast_nw.h"
#define NW       8
#define TF(name) name##_8
#include "poly/tile_fast_nw.h"
#define NW       16
#define TF(name) name##_16
#include "poly/tile_fast_nw.h"

/* The deepest search of tf1_run: a placement covers a cell at least. */
#define TF1_MAX_DEPTH 64

/* ---- One word, plain counts: the common case (boxes of 64 cells or fewer) ----
 * The search of tile_fast_nw.h for NW 1 when every piece is bounded only
 * by its own count (no size classes, no total) and there are at most 64
 * pieces, in search order, with no cut to collect (a plan's cut is
 * run_1's): the board, the pieces still available (a bit each) and the
 * tables in locals and arguments, one check for the budget, the progress
 * and the other threads' stop, and a whole-board test for lone cells
 * before the pockets' flood (left out when the pieces have one size). */

/* The constants of the search, read once. */
typedef struct tf_one {
  uint64_t region, outside, nl, nf;
  int inner, K;
  uint64_t kmask;
  const int *lstart, *lk;
  const tf_group_t *wg;
  const uint64_t *lpieces;
  const uint64_t *lm;
  int steps;
  uint64_t once; /* pieces used at most once: no count kept */
  int all_once;  /* every piece */
  uint64_t by_size[SHAPE_MAX_CELLS + 1];   /* per size: its pieces */
  const int *psize;
  int one_size; /* the pieces have one size (then steps is 1) */
} tf_one_t;

static inline uint64_t tf1_nbr(const tf_one_t *c, uint64_t a) {
  return ((a & c->nl) << 1) | ((a & c->nf) >> 1) | (a << c->inner) | (a >> c->inner);
}

/* The pockets of up to c->steps flood steps around the placement M can
 * still be filled (as prune_ok_1; lone cells are tf1_start's). */
static int tf1_pockets_ok(const tf_one_t *c, const tf_state_t *st, uint64_t empty, uint64_t m) {
  uint64_t seeds = tf1_nbr(c, m) & empty;
  while (seeds) {
    uint64_t comp = seeds & -seeds;
    int closed = 0;
    for (int it = 0; it < c->steps; it++) {
      uint64_t x = (comp | tf1_nbr(c, comp)) & empty;
      if (x == comp) {
        closed = 1;
        break;
      }
      comp = x;
    }
    seeds &= ~comp;
    if (!closed) continue;
    int sz = base_popcount64(comp);
    if (sz < st->minsz || sz % st->gcd) return 0;
  }
  return 1;
}

static int tf1_walk_once(tf_state_t *st, const tf_one_t *c, uint64_t filled, uint64_t avail,
                         int depth, size_t li, uint64_t todo);
static int tf1_next_sizes(tf_state_t *st, const tf_one_t *c, uint64_t nf, uint64_t m,
                          uint64_t avail, int depth);
static int tf1_walk_any(tf_state_t *st, const tf_one_t *c, uint64_t filled, uint64_t avail,
                        int depth, size_t li, uint64_t todo);
static int tf1_walk_once1(tf_state_t *st, const tf_one_t *c, uint64_t filled, uint64_t avail,
                          int depth, size_t li, uint64_t todo);
static int tf1_leaf(tf_state_t *st, const tf_one_t *c, uint64_t avail, int depth);

/* How often (in nodes) a search in a worker thread looks at the other
 * threads' stop. */
#define TF1_STOP_NODES 4096

/* The budget, the progress or the other threads' stop is due (st->nodes
 * just reached st->next_check): 1 to stop. */
static int tf1_check(tf_state_t *st) {
  if (st->max_nodes && st->nodes > st->max_nodes) {
    st->nodes--;
    st->stop = TILING_END_BUDGET;
    return 1;
  }
  if (st->progress && st->nodes >= st->next_progress) {
    st->next_progress = st->nodes + st->o->progress_nodes;
    if (st->o->on_progress(st->o->progress_ctx, st->nodes, st->solutions)) {
      st->stop = TILING_END_CALLBACK;
      return 1;
    }
  }
  if (atomic_load_explicit(st->global_stop, memory_order_relaxed)) return 1;
  uint64_t n = st->nodes + TF1_STOP_NODES;
  if (st->progress && st->next_progress < n) n = st->next_progress;
  if (st->max_nodes && st->max_nodes + 1 < n) n = st->max_nodes + 1;
  st->next_check = n;
  return 0;
}

/* minsz and gcd of the sizes that pieces of AVAIL have. */
static void tf1_sizes(tf_state_t *st, const tf_one_t *c, uint64_t avail) {
  st->minsz = INT_MAX;
  st->gcd = 0;
  for (int s = 1; s <= SHAPE_MAX_CELLS; s++)
    if (avail & c->by_size[s]) {
      if (st->minsz == INT_MAX) st->minsz = s;
      st->gcd = tf_gcd(st->gcd, s);
    }
  if (st->gcd == 0) st->gcd = 1;
}

#if defined __GNUC__
#define TF1_INLINE inline __attribute__((always_inline))
#else
#define TF1_INLINE inline
#endif

/* The pieces left (of AVAIL) that can start the node FILLED, EMPTY its
 * empty cells (not 0), with the list of its first empty cell in *LIP; 0
 * when there are none, or when, after placement M (PRUNE), a pocket
 * cannot be filled: first any empty cell with no empty neighbour (one
 * test over the whole board: only M can have made one), then
 * tf1_pockets_ok (never with one size, ONCE 2). The list's test comes
 * first: it is cheaper and fails more often (no piece left to start the
 * cell: nearly half of the nodes on the pentomino boxes), and such a node
 * costs no call. */
static TF1_INLINE uint64_t tf1_start(tf_state_t *st, const tf_one_t *c, uint64_t filled,
                                     uint64_t empty, uint64_t avail, uint64_t m, size_t *lip,
                                     const int PRUNE, const int ONCE) {
  int b = __builtin_ctzll(empty);
  /* the pattern of blocked cells after b picks the list (past bit 63 read
   * as empty: a placement whose first cell is bit 63 is in every list of
   * bit 63, none having a cell after it) */
  uint64_t v = ((filled | c->outside) >> b) >> 1;
  size_t li = ((size_t)b << c->K) | (size_t)(v & c->kmask);
  uint64_t todo = avail & c->lpieces[li];
  if (!todo) return 0;
#ifndef TF_NO_PRUNE
  if (PRUNE && st->minsz > 1 && (empty & ~tf1_nbr(c, empty))) return 0;
  if (PRUNE && ONCE != 2 && c->steps > 1 && !tf1_pockets_ok(c, st, empty, m)) return 0;
#else
  (void)st, (void)m;
#endif
  *lip = li;
  return todo;
}

/* The node FILLED, AVAIL at DEPTH (EMPTY: the region's cells not in
 * FILLED), after placement M when PRUNE: fill its first empty cell every
 * way (ONCE: every piece is used at most once, rem[] is not kept; 2: and
 * the pieces have one size, the twelve pentominoes' case). 1 to stop. */
static TF1_INLINE int tf1_enter(tf_state_t *st, const tf_one_t *c, uint64_t filled,
                                uint64_t empty, uint64_t avail, int depth, uint64_t m,
                                const int PRUNE, const int ONCE) {
  if (!empty) return tf1_leaf(st, c, avail, depth);
  size_t li = 0;
  uint64_t todo = tf1_start(st, c, filled, empty, avail, m, &li, PRUNE, ONCE);
  if (!todo) return 0;
  return ONCE == 2 ? tf1_walk_once1(st, c, filled, avail, depth, li, todo)
         : ONCE   ? tf1_walk_once(st, c, filled, avail, depth, li, todo)
                  : tf1_walk_any(st, c, filled, avail, depth, li, todo);
}

/* The node after placement M on FILLED (NF = FILLED | M), AVAIL the pieces
 * left. 1 to stop. */
static TF1_INLINE int tf1_next(tf_state_t *st, const tf_one_t *c, uint64_t nf, uint64_t m,
                               uint64_t avail, int depth, const int ONCE) {
  return tf1_enter(st, c, nf, c->region & ~nf, avail, depth, m, 1, ONCE);
}

/* tf1_next when AVAIL has lost the last piece of a size: the bounds of the
 * pockets change below. */
static int tf1_next_sizes(tf_state_t *st, const tf_one_t *c, uint64_t nf, uint64_t m,
                          uint64_t avail, int depth) {
  int minsz = st->minsz, gcd = st->gcd;
  tf1_sizes(st, c, avail);
  int r = !c->all_once ? tf1_next(st, c, nf, m, avail, depth, 0)
           : c->one_size ? tf1_next(st, c, nf, m, avail, depth, 2)
                         : tf1_next(st, c, nf, m, avail, depth, 1);
  st->minsz = minsz;
  st->gcd = gcd;
  return r;
}

/* Placement K (mask M, piece P) at DEPTH on FILLED; M fits and is counted.
 * 1 to stop. */
static TF1_INLINE int tf1_child(tf_state_t *st, const tf_one_t *c, uint64_t filled,
                                uint64_t avail, int depth, int k, uint64_t m, int p,
                                const int ONCE) {
  uint64_t bit = (uint64_t)1 << p, na = avail;
  int r;
  st->stack[depth] = k;
  if (ONCE || (c->once & bit) || --st->rem[p] == 0) na ^= bit;
  /* (one size: the pieces left are all of P's) */
  if (ONCE == 2 ? na != 0 : (na & c->by_size[c->psize[p]]) != 0)
    r = tf1_next(st, c, filled | m, m, na, depth + 1, ONCE);
  else
    r = tf1_next_sizes(st, c, filled | m, m, na, depth + 1);
  if (!ONCE && !(c->once & bit)) st->rem[p]++;
  return r;
}

/* A full board: the bounds of the pieces used once come from AVAIL (rem[]
 * counts only the others), the stack's k indices become placement ids.
 * 1 to stop. */
static int tf1_leaf(tf_state_t *st, const tf_one_t *c, uint64_t avail, int depth) {
  const tfast_t *f = st->f;
  const tfast_problem_t *pb = &f->pb;
  for (int p = 0; p < pb->npieces; p++) {
    int used = (c->once >> p) & 1 ? !((avail >> p) & 1) && pb->hi[p] > 0 : pb->hi[p] - st->rem[p];
    if (used < pb->lo[p]) return 0;
  }
  int ks[TF1_MAX_DEPTH];
  for (int d = 0; d < depth; d++) {
    ks[d] = st->stack[d];
    st->stack[d] = f->kid[ks[d]];
  }
  tf_record(st, depth);
  for (int d = 0; d < depth; d++) st->stack[d] = ks[d];
  return st->stop;
}

/* The root piece's placements, in their own list. 1 to stop. */
static int tf1_root(tf_state_t *st, const tf_one_t *c, uint64_t filled, uint64_t avail) {
  const tfast_t *f = st->f;
  if (!((avail >> f->root) & 1)) return 0;
  for (int i = 0; i < f->nroot; i++) {
    int k = f->rootk[i];
    uint64_t m = f->masks[k];
    if (m & filled) continue;
    if (++st->nodes >= st->next_check && tf1_check(st)) return 1;
    if (!c->all_once  ? tf1_child(st, c, filled, avail, 0, k, m, f->root, 0)
        : c->one_size ? tf1_child(st, c, filled, avail, 0, k, m, f->root, 2)
                      : tf1_child(st, c, filled, avail, 0, k, m, f->root, 1))
      return 1;
  }
  return 0;
}

/* The node FILLED, AVAIL at DEPTH, its list LI, TODO the pieces left that
 * have a group in it (not 0), and the nodes below it: the groups of those
 * pieces only, in order (most of a list's pieces are used: 4.7 groups a
 * node, 1.2 of them left, on 6x10). The nodes below are walked in a loop,
 * not by calls: at each level a frame keeps the parent's board, pieces,
 * group, entry and piece placed (a call cost about 35 instructions, a
 * fifth of a node's); the rare child where the last piece of a size goes
 * (tf1_next_sizes) and the leaves are calls. 1 to stop. */
static TF1_INLINE int tf1_walk(tf_state_t *st, const tf_one_t *c, uint64_t filled,
                               uint64_t avail, int depth, size_t li, uint64_t todo,
                               const int ONCE) {
  struct {
    uint64_t filled, avail, todo;
    const tf_group_t *gr;
    int e, p;
  } fr[TF1_MAX_DEPTH];
  int top = 0, e, p;
  /* (in locals: the stores to st's counts could alias c's fields) */
  const uint64_t *lm = c->lm;
  uint64_t region = c->region;
  const int *lk = c->lk, *lstart = c->lstart;
  const tf_group_t *wg = c->wg;
  int *stack = st->stack;
  const tf_group_t *gr = wg + lstart[li];
  for (;;) {
    /* the next group of the node */
    p = __builtin_ctzll(todo);
    while (gr->piece != p) gr++;
    todo &= todo - 1;
    e = gr->begin;
    for (;;) {
      for (; e < gr->end; e++) {
        uint64_t m = lm[e];
        if (m & filled) continue;
        if (++st->nodes >= st->next_check && tf1_check(st)) goto stop;
        uint64_t bit = (uint64_t)1 << p, na = avail, nf = filled | m;
        stack[depth] = lk[e];
        if (ONCE || (c->once & bit) || --st->rem[p] == 0) na ^= bit;
        uint64_t empty = region & ~nf, t2 = 0;
        int r = 0;
        /* (one size: the pieces left are all of P's) */
        if (!(ONCE == 2 ? na != 0 : (na & c->by_size[c->psize[p]]) != 0))
          r = tf1_next_sizes(st, c, nf, m, na, depth + 1);
        else if (!empty)
          r = tf1_leaf(st, c, na, depth + 1);
        else if ((t2 = tf1_start(st, c, nf, empty, na, m, &li, 1, ONCE)) != 0) {
          /* down to the child */
          fr[top].filled = filled, fr[top].avail = avail, fr[top].todo = todo;
          fr[top].gr = gr, fr[top].e = e, fr[top].p = p;
          top++;
          filled = nf, avail = na, todo = t2, depth++;
          gr = wg + lstart[li];
          goto next_node;
        }
        if (!ONCE && !(c->once & bit)) st->rem[p]++;
        if (r) goto stop;
      }
      if (todo) {
        gr++;
        break;
      }
      /* the node is done: up to the parent, after its entry E */
      if (!top) return 0;
      top--;
      filled = fr[top].filled, avail = fr[top].avail, todo = fr[top].todo;
      gr = fr[top].gr, e = fr[top].e + 1, p = fr[top].p;
      depth--;
      if (!ONCE && !((c->once >> p) & 1)) st->rem[p]++;
    }
  next_node:;
  }
stop:
  while (top) {
    top--;
    p = fr[top].p;
    if (!ONCE && !((c->once >> p) & 1)) st->rem[p]++;
  }
  return 1;
}

static int tf1_walk_once(tf_state_t *st, const tf_one_t *c, uint64_t filled, uint64_t avail,
                         int depth, size_t li, uint64_t todo) {
  return tf1_walk(st, c, filled, avail, depth, li, todo, 1);
}

static int tf1_walk_any(tf_state_t *st, const tf_one_t *c, uint64_t filled, uint64_t avail,
                        int depth, size_t li, uint64_t todo) {
  return tf1_walk(st, c, filled, avail, depth, li, todo, 0);
}

static int tf1_walk_once1(tf_state_t *st, const tf_one_t *c, uint64_t filled, uint64_t avail,
                          int depth, size_t li, uint64_t todo) {
  return tf1_walk(st, c, filled, avail, depth, li, todo, 2);
}

/* Run from the placements PREFIX[0..NPRE-1] (already checked to fit). */
static void tf1_run(tf_state_t *st, const int *prefix, int npre) {
  const tfast_t *f = st->f;
  const tfast_problem_t *pb = &f->pb;
  tf_one_t c = {f->region[0], f->outside[0], f->not_last[0], f->not_first[0], f->inner, f->K,
                ((uint64_t)1 << f->K) - 1, f->lstart, f->lk, f->wg, f->lpieces, f->lm, f->flood_steps,
                0, 0, {0}, pb->size, 0};
  uint64_t avail = 0, filled = 0;
  int sizes = 0;
  for (int p = 0; p < pb->npieces; p++) {
    if (pb->hi[p] <= 1) c.once |= (uint64_t)1 << p;
    if (pb->hi[p] > 0) {
      avail |= (uint64_t)1 << p;
      sizes += !c.by_size[pb->size[p]];
      c.by_size[pb->size[p]] |= (uint64_t)1 << p;
    }
  }
  c.all_once = pb->npieces == 64 ? c.once == ~(uint64_t)0 : c.once == ((uint64_t)1 << pb->npieces) - 1;
  /* Pieces of one size: the lone cells are nearly all the pockets the
   * flood finds (the twelve pentominoes in 6x10: 7% more nodes, 30% fewer
   * instructions without it); of several sizes, the flood pays. */
  if (sizes <= 1) c.steps = 1, c.one_size = 1;
  for (int d = 0; d < npre; d++) {
    int k = f->kof[prefix[d]], p = f->kpiece[k];
    filled |= f->masks[k];
    st->stack[d] = k;
    if ((c.once >> p) & 1 || --st->rem[p] == 0) avail &= ~((uint64_t)1 << p);
  }
  tf1_sizes(st, &c, avail);
  st->next_check = 0;
  if (tf1_check(st))
    ;
  else if (npre == 0 && f->root >= 0 && (f->region[0] & ~filled)) /* the root piece first */
    tf1_root(st, &c, filled, avail);
  else if (c.all_once && c.one_size)
    tf1_enter(st, &c, filled, c.region & ~filled, avail, npre, 0, 0, 2);
  else if (c.all_once)
    tf1_enter(st, &c, filled, c.region & ~filled, avail, npre, 0, 0, 1);
  else
    tf1_enter(st, &c, filled, c.region & ~filled, avail, npre, 0, 0, 0);
  for (int d = npre - 1; d >= 0; d--) {
    int p = f->kpiece[f->kof[prefix[d]]];
    if (!((c.once >> p) & 1)) st->rem[p]++;
  }
}

static void tf_run(tf_state_t *st, const int *prefix, int npre) {
  switch (st->f->nw) {
    case 1:
      if (st->simple && !st->randomize && st->collect_depth < 0 && !st->f->pb.reference &&
          st->f->pb.npieces <= 64 &&
          st->f->pb.ncells <= TF1_MAX_DEPTH)
        tf1_run(st, prefix, npre);
      else
        run_1(st, prefix, npre);
      break;
    case 2: run_2(st, prefix, npre); break;
    case 4: run_4(st, prefix, npre); break;
    case 8: run_8(st, prefix, npre); break;
    default: run_16(st, prefix, npre); break;
  }
}

static int tf_state_init(tf_state_t *st, const tfast_t *f, const tfast_opts_t *o,
                         atomic_int *global_stop) {
  const tfast_problem_t *pb = &f->pb;
  memset(st, 0, sizeof *st);
  st->f = f;
  st->o = o;
  st->global_stop = global_stop;
  st->rem = malloc((size_t)(pb->npieces + 1) * sizeof *st->rem);
  st->rem_cls = malloc((size_t)(pb->nclasses + 1) * sizeof *st->rem_cls);
  st->stack = malloc((size_t)(pb->ncells + 2) * sizeof *st->stack);
  if (o->randomize)
    st->rbuf = malloc(((size_t)pb->ncells + 2) * (size_t)(f->maxcand + 1) * sizeof *st->rbuf);
  if (!st->rem || !st->rem_cls || !st->stack || (o->randomize && !st->rbuf)) return -1;
  for (int p = 0; p < pb->npieces; p++) {
    st->rem[p] = pb->hi[p];
    if (pb->hi[p] > 0) st->size_avail[pb->size[p]]++;
  }
  for (int c = 0; c < pb->nclasses; c++) st->rem_cls[c] = pb->class_hi[c];
  st->rem_total = pb->total_hi >= 0 ? pb->total_hi : INT_MAX / 2;
  tf_sizes_update(st);
  st->randomize = o->randomize;
  st->simple = pb->nclasses == 0 && pb->total_lo < 0;
  st->psize = pb->size;
  st->rng = o->seed;
  st->max_nodes = o->max_nodes;
  st->collect_depth = -1;
  if (o->on_progress && o->progress_nodes) {
    st->progress = 1;
    st->next_progress = o->progress_nodes;
  }
  return 0;
}

static void tf_state_free(tf_state_t *st) {
  free(st->rem);
  free(st->rem_cls);
  free(st->stack);
  free(st->rbuf);
  free(st->pre_ids);
  free(st->tasks);
  free(st->sol);
}

/* ---- The split search over threads ---- */

typedef struct tf_pool {
  const tfast_t *f;
  const tfast_opts_t *o;
  tfast_opts_t wo; /* options of the workers: no progress, buffered solutions */
  const tf_state_t *plan;
  pthread_mutex_t mu;
  pthread_cond_t cv;
  int next;  /* next task to hand out */
  int *done; /* per task */
  uint64_t *t_sol, *t_raw, *t_nodes;
  int **t_buf; /* per task: buffered solutions */
  size_t *t_nbuf;
  int *t_end;
  atomic_int stop;
  int oom;
} tf_pool_t;

static void tf_worker(void *arg, int thread) {
  (void)thread;
  tf_pool_t *pool = arg;
  tf_state_t st;
  if (tf_state_init(&st, pool->f, &pool->wo, &pool->stop)) {
    tf_state_free(&st);
    pthread_mutex_lock(&pool->mu);
    pool->oom = 1;
    atomic_store(&pool->stop, 1);
    pthread_cond_broadcast(&pool->cv);
    pthread_mutex_unlock(&pool->mu);
    return;
  }
  st.buffered = 1;
  for (;;) {
    pthread_mutex_lock(&pool->mu);
    int t = pool->next < pool->plan->ntasks && !atomic_load(&pool->stop) ? pool->next++ : -1;
    pthread_mutex_unlock(&pool->mu);
    if (t < 0) break;
    st.nodes = st.raw = st.solutions = 0;
    st.stop = 0;
    st.nsol = 0;
    const tf_task_t *tk = &pool->plan->tasks[t];
    tf_run(&st, pool->plan->pre_ids + tk->off, tk->n);
    int *buf = NULL;
    if (st.nsol) {
      buf = malloc(st.nsol * sizeof *buf);
      if (buf)
        memcpy(buf, st.sol, st.nsol * sizeof *buf);
      else
        st.oom = 1;
    }
    pthread_mutex_lock(&pool->mu);
    pool->t_sol[t] = st.solutions;
    pool->t_raw[t] = st.raw;
    pool->t_nodes[t] = st.nodes;
    pool->t_buf[t] = buf;
    pool->t_nbuf[t] = buf ? st.nsol : 0;
    pool->t_end[t] = st.stop;
    pool->done[t] = 1;
    if (st.oom) {
      pool->oom = 1;
      atomic_store(&pool->stop, 1);
    }
    pthread_cond_broadcast(&pool->cv);
    pthread_mutex_unlock(&pool->mu);
  }
  tf_state_free(&st);
}

/* The plan of a split search: the search tree cut at the first depth that
 * gives enough subtrees to share (many small ones: the big ones even out),
 * the subtrees' prefixes recorded in PLAN as tasks. Returns 0, or -1 (out
 * of memory, PLAN freed). */
static int tf_plan(const tfast_t *f, const tfast_opts_t *o, int want, tf_state_t *plan,
                   atomic_int *no_stop) {
  tfast_opts_t po = *o;
  po.on_progress = NULL;
  int depth = 1;
  for (;;) {
    if (tf_state_init(plan, f, &po, no_stop)) {
      tf_state_free(plan);
      return -1;
    }
    plan->collect_depth = depth;
    tf_run(plan, NULL, 0);
    if (plan->oom) {
      tf_state_free(plan);
      return -1;
    }
    if (plan->ntasks >= want || depth >= 8 || depth >= f->pb.ncells) return 0;
    /* Too few subtrees: a tree with every leaf above DEPTH has no more to give. */
    int deeper = 0;
    for (int t = 0; t < plan->ntasks; t++)
      if (plan->tasks[t].n == depth) deeper = 1;
    if (!deeper) return 0;
    tf_state_free(plan);
    depth++;
  }
}

/* The pool's per-task arrays for the NT tasks of PLAN; -1 when out of memory. */
static int tf_pool_alloc(tf_pool_t *pool, const tfast_t *f, const tfast_opts_t *o,
                         const tf_state_t *plan) {
  memset(pool, 0, sizeof *pool);
  pool->f = f;
  pool->o = o;
  pool->wo = *o;
  pool->wo.on_progress = NULL;
  pool->wo.progress_nodes = 0;
  pool->wo.randomize = 0;
  pool->plan = plan;
  size_t nt = (size_t)plan->ntasks + 1;
  pool->done = calloc(nt, sizeof *pool->done);
  pool->t_sol = calloc(nt, sizeof *pool->t_sol);
  pool->t_raw = calloc(nt, sizeof *pool->t_raw);
  pool->t_nodes = calloc(nt, sizeof *pool->t_nodes);
  pool->t_buf = calloc(nt, sizeof *pool->t_buf);
  pool->t_nbuf = calloc(nt, sizeof *pool->t_nbuf);
  pool->t_end = calloc(nt, sizeof *pool->t_end);
  if (!pool->done || !pool->t_sol || !pool->t_raw || !pool->t_nodes || !pool->t_buf ||
      !pool->t_nbuf || !pool->t_end)
    return -1;
  return 0;
}

static void tf_pool_free(tf_pool_t *pool) {
  if (pool->t_buf)
    for (int t = 0; t < pool->plan->ntasks; t++) free(pool->t_buf[t]);
  free(pool->done);
  free(pool->t_sol);
  free(pool->t_raw);
  free(pool->t_nodes);
  free(pool->t_buf);
  free(pool->t_nbuf);
  free(pool->t_end);
}

/* Hand task T's solutions (or its count) over to the caller, *KEPT the
 * solutions kept so far; returns the end it reached (0: go on). */
static int tf_deliver_task(const tf_pool_t *pool, int t, uint64_t *kept) {
  const tfast_opts_t *o = pool->o;
  if (!o->on_solution) {
    *kept += pool->t_sol[t];
    if (o->max_solutions && *kept >= o->max_solutions) {
      *kept = o->max_solutions;
      return TILING_END_MAX;
    }
    return 0;
  }
  for (size_t i = 0; i < pool->t_nbuf[t];) {
    int n = pool->t_buf[t][i];
    ++*kept;
    if (o->on_solution(o->solution_ctx, pool->t_buf[t] + i + 1, n)) return TILING_END_CALLBACK;
    if (o->max_solutions && *kept >= o->max_solutions) return TILING_END_MAX;
    i += (size_t)n + 1;
  }
  return 0;
}

/* Wait for the tasks in task order and deliver their results into RES
 * (nodes of the plan included). Returns 0, or -1 when a worker ran out of
 * memory. */
static int tf_deliver(tf_pool_t *pool, tfast_result_t *res) {
  const tfast_opts_t *o = pool->o;
  int nt = pool->plan->ntasks;
  res->nodes = pool->plan->nodes;
  res->tasks = nt;
  uint64_t kept = 0;
  int end = 0, rc = 0;
  for (int t = 0; t < nt && !end; t++) {
    pthread_mutex_lock(&pool->mu);
    while (!pool->done[t] && !pool->oom) pthread_cond_wait(&pool->cv, &pool->mu);
    int ok = pool->done[t];
    pthread_mutex_unlock(&pool->mu);
    if (!ok) {
      rc = -1;
      break;
    }
    res->raw += pool->t_raw[t];
    res->nodes += pool->t_nodes[t];
#ifdef TF_DEBUG_TASKS
    fprintf(stderr, "task %d depth %d nodes %llu\n", t, pool->plan->tasks[t].n,
            (unsigned long long)pool->t_nodes[t]);
#endif
    end = tf_deliver_task(pool, t, &kept);
    free(pool->t_buf[t]);
    pool->t_buf[t] = NULL;
    if (!end && o->on_progress && o->on_progress(o->progress_ctx, res->nodes, kept))
      end = TILING_END_CALLBACK;
  }
  res->solutions = kept;
  res->end = end;
  return rc;
}

static int tf_run_jobs(const tfast_t *f, const tfast_opts_t *o, tfast_result_t *res) {
  tf_state_t plan;
  atomic_int no_stop = 0;
  if (tf_plan(f, o, 200 * o->jobs, &plan, &no_stop)) return -1;
  tf_pool_t pool;
  if (tf_pool_alloc(&pool, f, o, &plan)) {
    tf_pool_free(&pool);
    tf_state_free(&plan);
    return -1;
  }
  pthread_mutex_init(&pool.mu, NULL);
  pthread_cond_init(&pool.cv, NULL);
  atomic_init(&pool.stop, 0);
  int nth = o->jobs < TFAST_MAX_JOBS ? o->jobs : TFAST_MAX_JOBS;
  base_pool_t th;
  if (base_pool_start(&th, nth, tf_worker, &pool) == 0) tf_worker(&pool, 0); /* no threads: here */
  int rc = tf_deliver(&pool, res);
  atomic_store(&pool.stop, 1);
  base_pool_join(&th);
  if (pool.oom) rc = -1;
  pthread_mutex_destroy(&pool.mu);
  pthread_cond_destroy(&pool.cv);
  tf_pool_free(&pool);
  tf_state_free(&plan);
  return rc;
}

/* A search of at most this many nodes is done on the calling thread before
 * any plan or thread: on the pentomino boards of a few tilings (3x20: 6,445
 * nodes) the plan and the threads cost more than the search (1 M
 * instructions beside 0.9 M, callgrind); on a larger search the nodes
 * spent finding out are under 1.5 M instructions. On boards of more than
 * one word a node costs several times more (3x30 one-sided pentominoes:
 * 700 instructions): an eighth of the nodes. */
#define TF_PROBE_NODES 8192

/* The search of F on this thread within TF_PROBE_NODES nodes (an eighth
 * of them past one word), its kept solutions held back: when it ends
 * (exhausted, or at o->max_solutions) they are handed over in order and RES
 * says what a search on one thread says; returns 1 then, 0 when the budget
 * ran out (nothing handed over, RES untouched), -1 when out of memory. The
 * budget is in nodes: whether it ends is the same on every run. */
static int tf_probe(const tfast_t *f, const tfast_opts_t *o, tfast_result_t *res) {
  tfast_opts_t po = *o;
  po.max_nodes = f->nw == 1 ? TF_PROBE_NODES : TF_PROBE_NODES / 8;
  po.on_progress = NULL; /* a few milliseconds at most */
  po.progress_nodes = 0;
  tf_state_t st;
  atomic_int no_stop = 0;
  if (tf_state_init(&st, f, &po, &no_stop)) {
    tf_state_free(&st);
    return -1;
  }
  st.buffered = 1;
  tf_run(&st, NULL, 0);
  int rc = st.oom ? -1 : st.stop != TILING_END_BUDGET;
  if (rc == 1) {
    uint64_t kept = 0;
    int end = 0;
    if (o->on_solution)
      for (size_t i = 0; i < st.nsol && !end; i += (size_t)st.sol[i] + 1) {
        kept++;
        if (o->on_solution(o->solution_ctx, st.sol + i + 1, st.sol[i])) end = TILING_END_CALLBACK;
      }
    res->solutions = end ? kept : st.solutions;
    res->raw = st.raw;
    res->nodes = st.nodes;
    res->end = end ? end : st.stop;
    res->tasks = 1;
  }
  tf_state_free(&st);
  return rc;
}

int tfast_run(tfast_t *f, const tfast_opts_t *o, tfast_result_t *res) {
  memset(res, 0, sizeof *res);
  if (o->jobs > 1 && !o->max_nodes && !o->randomize) {
    int small = o->split ? 0 : tf_probe(f, o, res);
    if (small < 0) return -1;
    if (small) return 0;
    return tf_run_jobs(f, o, res);
  }
  tf_state_t st;
  atomic_int no_stop = 0;
  if (tf_state_init(&st, f, o, &no_stop)) {
    tf_state_free(&st);
    return -1;
  }
  tf_run(&st, NULL, 0);
  res->solutions = st.solutions;
  res->raw = st.raw;
  res->nodes = st.nodes;
  res->end = st.stop;
  res->tasks = 1;
  tf_state_free(&st);
  return 0;
}

/* ---- Plans: the split search's tasks, searched one at a time by the caller ---- */

struct tfast_plan {
  const tfast_t *f;
  tf_state_t st; /* the tasks (tasks, pre_ids) and the nodes above the cut */
  uint64_t id;
};

int tfast_plan_new(const tfast_t *f, int min_tasks, tfast_plan_t **out) {
  *out = NULL;
  tfast_plan_t *p = calloc(1, sizeof *p);
  if (!p) return -1;
  p->f = f;
  tfast_opts_t o;
  memset(&o, 0, sizeof o);
  atomic_int no_stop = 0;
  /* the state keeps a pointer to O and to NO_STOP: only the tasks stay */
  if (tf_plan(f, &o, min_tasks < 1 ? 1 : min_tasks, &p->st, &no_stop)) {
    free(p);
    return -1;
  }
  p->st.o = NULL;
  p->st.global_stop = NULL;
  /* FNV-1a over the tasks' prefixes: two plans with the same id cut the
   * same tree the same way */
  uint64_t h = 0xcbf29ce484222325u;
  for (int t = 0; t < p->st.ntasks; t++) {
    const tf_task_t *tk = &p->st.tasks[t];
    for (int d = -1; d < tk->n; d++) {
      uint32_t v = d < 0 ? (uint32_t)tk->n : (uint32_t)p->st.pre_ids[tk->off + d];
      for (int b = 0; b < 4; b++) {
        h ^= (v >> (8 * b)) & 0xff;
        h *= 0x100000001b3u;
      }
    }
  }
  p->id = h;
  *out = p;
  return 0;
}

int tfast_plan_tasks(const tfast_plan_t *p) {
  return p->st.ntasks;
}
uint64_t tfast_plan_nodes(const tfast_plan_t *p) {
  return p->st.nodes;
}
uint64_t tfast_plan_id(const tfast_plan_t *p) {
  return p->id;
}

int tfast_plan_run(const tfast_plan_t *p, int task, const tfast_opts_t *o, tfast_result_t *res) {
  memset(res, 0, sizeof *res);
  if (task < 0 || task >= p->st.ntasks) return -1;
  tfast_opts_t to = *o;
  to.max_solutions = 0;
  to.max_nodes = 0;
  to.randomize = 0;
  to.jobs = 1;
  tf_state_t st;
  atomic_int no_stop = 0;
  if (tf_state_init(&st, p->f, &to, &no_stop)) {
    tf_state_free(&st);
    return -1;
  }
  const tf_task_t *tk = &p->st.tasks[task];
  tf_run(&st, p->st.pre_ids + tk->off, tk->n);
  res->solutions = st.solutions;
  res->raw = st.raw;
  res->nodes = st.nodes;
  res->end = st.stop;
  res->tasks = 1;
  tf_state_free(&st);
  return 0;
}

void tfast_plan_free(tfast_plan_t *p) {
  if (!p) return;
  tf_state_free(&p->st);
  free(p);
}
