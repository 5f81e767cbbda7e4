/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* tile_fast.c: bitboard polyomino tiling search: the search, pruning, and the split over threads
 * (the one-word search: tile_fast_one.h; its tables: tile_fast_tables.c, tile_fast_lists.c). */
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
  tfast_t *grow; /* F when its lists are built on demand, by this search (tf1_run's) */
  const tfast_opts_t *o;
  int *rem, *rem_cls, rem_total;
  int size_avail[SHAPE_MAX_CELLS + 1];
  int minsz, gcd;
  int steps; /* prune_ok's flood steps (f->flood_steps; see tf_plan) */
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

/* The one-word search: tf1_run. */
#include "poly/tile_fast_one.h"

static void tf_run(tf_state_t *st, const int *prefix, int npre) {
  switch (st->f->nw) {
    case 1:
      if (tf_one_word(&st->f->pb, 1) && !st->randomize && st->collect_depth < 0)
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
  st->steps = f->flood_steps;
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
    /* The tasks of a one-word search are tf1_run's, which floods no pocket
     * when the pieces have one size: the cut pruned the same way gives the
     * nodes of the search on one thread. */
    if (tf_one_word(&f->pb, f->nw) && !o->randomize && tf_one_size(&f->pb)) plan->steps = 1;
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
static int tf_probe(tfast_t *f, const tfast_opts_t *o, tfast_result_t *res) {
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
  st.grow = f->lazy ? f : NULL; /* the lists it asks for, built now (not the others) */
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
  /* a small search on this thread first, on one thread too: its lists
   * built on demand (all of them on 3x20: 297 page faults for the whole
   * command, 163 this way) */
  if (!o->max_nodes && !o->randomize) {
    int small = o->jobs > 1 && o->split ? 0 : tf_probe(f, o, res);
    if (small < 0) return -1;
    if (small) return 0;
    if (o->jobs > 1) {
      /* the threads share the tables: every list built first */
      if (tf_lists_complete(f)) return -1;
      return tf_run_jobs(f, o, res);
    }
  }
  /* Lists on demand only for a search of TF_PROBE_NODES nodes at most: on
   * a longer one the test of the lists built costs more than they save
   * (2% of the pentominoes in 6x10 on one thread). A random order is
   * run_1's search, which reads the lists directly. */
  if ((o->randomize || !o->max_nodes || o->max_nodes > TF_PROBE_NODES) && tf_lists_complete(f))
    return -1;
  tf_state_t st;
  atomic_int no_stop = 0;
  if (tf_state_init(&st, f, o, &no_stop)) {
    tf_state_free(&st);
    return -1;
  }
  st.grow = f->lazy ? f : NULL;
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

int tfast_plan_new(tfast_t *f, int min_tasks, tfast_plan_t **out) {
  *out = NULL;
  /* tasks may be searched from several threads at once */
  if (tf_lists_complete(f)) return -1;
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
