/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* tile_spread.c: the fast engine's plan of a tiling search handed out by dist_map_run, summed on
 * rank 0. */
#include <config.h>

#include "src/tile_spread.h"

#include "dlx/dlx.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* A task's result travels as this header, then (when listing) each
 * tiling as a count and placement ids. */
typedef struct task_head {
  uint64_t solutions, raw, nodes;
  int32_t end, pad;
} task_head_t;

enum { WORK_NOMEM = 1, WORK_CANCELLED, WORK_CALLBACK, WORK_BAD, WORK_CKPT };

typedef struct sctx {
  tile_spread_t *s;
  const tiling_plan_t *plan;
  const tiling_search_opts_t *opts;
  uint64_t *t_nodes, *t_usec; /* per thread */
  int plan_distinct;
  dist_ckpt_t *ck; /* rank 0: the checkpoint, or NULL */
  dist_error_t *err;
  dist_status_t ck_status;
  const volatile sig_atomic_t *stop; /* the map's: it failed on some rank */
} sctx_t;

static double now_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* A task's search gives up on this process's signal, or when the map
 * failed elsewhere (another process's signal among others). */
static int check_cancel(void *ctx, uint64_t nodes, uint64_t solutions) {
  (void)nodes;
  (void)solutions;
  const sctx_t *c = ctx;
  return (c->s->cancel && *c->s->cancel) || *c->stop;
}

/* dist_work_fn: search task ITEM in thread THREAD. */
static int work_task(void *ctx, int thread, size_t item, dist_buf_t *out) {
  sctx_t *c = ctx;
  if ((c->s->cancel && *c->s->cancel) || *c->stop) return WORK_CANCELLED;
  task_head_t h;
  memset(&h, 0, sizeof h);
  if (dist_buf_add(out, &h, sizeof h) != 0) return WORK_NOMEM;
  dist_ints_sink_t sink = {.out = out};
  tiling_search_opts_t o;
  tiling_search_opts_init(&o);
  if (c->opts->on_solution) {
    o.on_solution = dist_ints_collect;
    o.solution_ctx = &sink;
  }
  o.on_progress = check_cancel;
  o.progress_ctx = c;
  o.progress_nodes = 1u << 16;
  tiling_result_t r;
  double t0 = now_seconds();
  tiling_status_t st = tiling_plan_search(c->plan, item, &o, &r);
  double secs = now_seconds() - t0;
  if (st != TILING_OK || sink.failed) return WORK_NOMEM;
  if (r.end != TILING_END_EXHAUSTED) return WORK_CANCELLED;
  c->t_nodes[thread] += r.nodes;
  c->t_usec[thread] += (uint64_t)(secs * 1e6);
  h.solutions = r.solutions;
  h.raw = r.raw;
  h.nodes = r.nodes;
  h.end = (int32_t)r.end;
  memcpy(out->data, &h, sizeof h);
  return 0;
}

/* dist_emit_fn on rank 0: a task's result, in task order. */
static int emit_task(void *ctx, size_t item, const unsigned char *bytes, size_t len) {
  sctx_t *c = ctx;
  tiling_result_t *res = &c->s->res;
  task_head_t h;
  if (len < sizeof h) return WORK_BAD;
  memcpy(&h, bytes, sizeof h);
  res->solutions += h.solutions;
  res->raw += h.raw;
  res->nodes += h.nodes;
  if (c->ck) {
    char rec[80];
    snprintf(rec, sizeof rec, "%" PRIu64 " %" PRIu64 " %" PRIu64, h.solutions, h.raw, h.nodes);
    dist_status_t st = dist_ckpt_add(c->ck, item, rec, c->err);
    if (st != DIST_OK) {
      c->ck_status = st;
      return WORK_CKPT;
    }
  }
  if (!c->opts->on_solution) return 0;
  int rc =
      dist_ints_each(bytes + sizeof h, len - sizeof h, c->opts->on_solution, c->opts->solution_ctx);
  return rc == DIST_INTS_STOPPED ? WORK_CALLBACK
         : rc == DIST_INTS_NOMEM ? WORK_NOMEM
         : rc                    ? WORK_BAD
                                 : 0;
}

/* Per-rank figures gathered on rank 0. */
static dist_status_t gather_ranks(dist_t *d, sctx_t *c, size_t worked) {
  tile_spread_t *s = c->s;
  return dist_gather_work(d, worked, c->t_nodes, c->t_usec, s->threads, &s->rank_tasks,
                          &s->rank_nodes, &s->rank_seconds);
}

/* A record "SOLUTIONS RAW NODES" into V; 0, or -1 when malformed. */
static int parse_record(const char *text, uint64_t v[3]) {
  const char *p = text;
  for (int k = 0; k < 3; k++) {
    char *end;
    if (*p < '0' || *p > '9') return -1;
    v[k] = strtoull(p, &end, 10);
    if (*end != (k < 2 ? ' ' : '\0')) return -1;
    p = end + 1;
  }
  return 0;
}

static int check_record(void *ctx, size_t item, const char *text) {
  (void)ctx;
  (void)item;
  uint64_t v[3];
  return parse_record(text, v);
}


/* Rank 0: open S's checkpoint for PLAN of T and add the tasks it records. */
static dist_status_t open_checkpoint(sctx_t *c, tiling_t *t, const tiling_plan_t *plan) {
  tile_spread_t *s = c->s;
  char *text = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&text, &len);
  int rc = f ? tiling_write_dlx(t, f) : -1;
  if (f && fclose(f) != 0) rc = -1;
  if (rc != 0) {
    free(text);
    return DIST_ENOMEM;
  }
  char version[64], search[64];
  snprintf(version, sizeof version, "polyx %s", PACKAGE_VERSION);
  snprintf(search, sizeof search, "engine fast%s%s", c->plan_distinct ? " distinct" : "",
           tiling_plan_orbits(plan) ? " orbits" : "");
  size_t n = tiling_plan_tasks(plan);
  const dist_job_t job = {version, text, len, search, tiling_plan_id(plan), "tasks"};
  dist_status_t st = dist_ckpt_open_job(s->checkpoint, &job, n, check_record, NULL, &c->ck, c->err);
  free(text);
  if (st != DIST_OK) return st;
  s->resumed = dist_ckpt_done_count(c->ck);
  for (size_t i = 0; i < n; i++) {
    const char *r = dist_ckpt_result(c->ck, i);
    uint64_t v[3];
    if (r && parse_record(r, v) == 0) {
      s->res.solutions += v[0];
      s->res.raw += v[1];
      s->res.nodes += v[2];
    }
  }
  return DIST_OK;
}

tiling_status_t tile_spread_search(dist_t *d, tiling_t *t, const tiling_search_opts_t *opts,
                                   tile_spread_t *s, dist_status_t *dst, dist_error_t *err) {
  *dst = DIST_OK;
  memset(err, 0, sizeof *err);
  memset(&s->res, 0, sizeof s->res);
  s->resumed = 0;
  if (s->threads < 1) s->threads = 1;
  if (s->checkpoint && opts->on_solution) return TILING_EINVAL;
  /* Sized as libdlx's plans are (dist_search_parts). */
  size_t want = dist_search_parts(d, s->threads, s->checkpoint != NULL);
  tiling_search_opts_t po;
  tiling_search_opts_init(&po);
  po.engine = opts->engine;
  po.on_solution = opts->on_solution;
  po.no_orbits = opts->no_orbits;
  tiling_plan_t *plan = NULL;
  /* Every rank makes the same plan (or fails the same way but for memory). */
  tiling_status_t ts = tiling_plan_new(t, &po, want, &plan);
  int failed = ts == TILING_ENOMEM;
  if (dist_max_int(d, &failed) != DIST_OK) failed = 1;
  if (ts == TILING_EENGINE || ts == TILING_EINVAL) return ts;
  if (failed) {
    tiling_plan_free(plan);
    *dst = DIST_ENOMEM;
    return TILING_OK;
  }
  sctx_t c = {.s = s, .plan = plan, .opts = opts, .err = err};
  c.plan_distinct = s->distinct;
  c.t_nodes = calloc((size_t)s->threads, sizeof *c.t_nodes);
  c.t_usec = calloc((size_t)s->threads, sizeof *c.t_usec);
  failed = !c.t_nodes || !c.t_usec ? DIST_ENOMEM : 0;
  if (!failed && s->checkpoint && dist_rank(d) == 0) failed = (int)open_checkpoint(&c, t, plan);
  /* Every rank learns whether one failed (rank 0's checkpoint most of all)
   * before any waits for the others in the map. */
  int any = failed;
  if (dist_max_int(d, &any) != DIST_OK) any = DIST_EMPI;
  if (any) {
    *dst = failed ? (dist_status_t)failed : (dist_status_t)any;
  } else {
    dist_map_t m = {.items = tiling_plan_tasks(plan),
                    .threads = s->threads,
                    .ordered = opts->on_solution != NULL,
                    .skip = c.ck ? dist_ckpt_done(c.ck) : NULL,
                    .work = work_task,
                    .work_ctx = &c,
                    .emit = emit_task,
                    .emit_ctx = &c};
    c.stop = &m.stop;
    int code = 0;
    *dst = dist_map_run(d, &m, &code);
    if (*dst == DIST_EWORK && (code == WORK_NOMEM || code == WORK_BAD)) *dst = DIST_ENOMEM;
    if (*dst == DIST_EWORK && code == WORK_CKPT) *dst = c.ck_status;
    if (*dst == DIST_OK || *dst == DIST_EWORK) {
      dist_status_t g = gather_ranks(d, &c, m.worked);
      if (*dst == DIST_OK) *dst = g;
    }
  }
  s->res.engine = TILING_ENGINE_FAST;
  s->res.tasks = (int)tiling_plan_tasks(plan);
  s->res.orbits = tiling_plan_orbits(plan);
  s->res.end = *dst == DIST_OK ? TILING_END_EXHAUSTED : TILING_END_CALLBACK;
  if (c.ck) {
    dist_error_t e2;
    dist_status_t cs = dist_ckpt_close(c.ck, &e2);
    if (cs != DIST_OK && *dst == DIST_OK) {
      *dst = cs;
      *err = e2;
    }
  }
  free(c.t_nodes);
  free(c.t_usec);
  tiling_plan_free(plan);
  return TILING_OK;
}

/* ---- The dlx route ---- */

typedef struct bridge {
  tiling_t *t;
  const tiling_search_opts_t *opts;
  int *ids;
  uint64_t kept;
  int bad;
} bridge_t;

/* dist_search's on_solution on rank 0: a solution of libdlx's problem, in
 * the serial order, back to placements and through the filter. */
static int bridge_solution(void *ctx, const int *options, int n) {
  bridge_t *b = ctx;
  int keep = tiling_dlx_solution(b->t, options, n, b->ids);
  if (keep < 0) {
    b->bad = 1;
    return 1;
  }
  if (!keep) return 0;
  b->kept++;
  return b->opts->on_solution ? b->opts->on_solution(b->opts->solution_ctx, b->ids, n) : 0;
}

/* A copy of N entries of SRC (NULL stays NULL); -1 when out of memory. */
static int copy_u64(uint64_t **dst, const uint64_t *src, int n) {
  *dst = NULL;
  if (!src) return 0;
  *dst = malloc((size_t)n * sizeof **dst);
  if (!*dst) return -1;
  memcpy(*dst, src, (size_t)n * sizeof **dst);
  return 0;
}

tiling_status_t tile_spread_dlx(dist_t *d, tiling_t *t, const tiling_search_opts_t *opts,
                                tile_spread_t *s, dist_status_t *dst, dist_error_t *err) {
  *dst = DIST_OK;
  memset(err, 0, sizeof *err);
  memset(&s->res, 0, sizeof s->res);
  s->resumed = 0;
  s->dlx_err = NULL;
  int bridged = opts->on_solution != NULL || s->distinct;
  if (s->checkpoint && bridged) return TILING_EINVAL;
  char *text = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&text, &len);
  int rc = f ? tiling_write_dlx(t, f) : -1;
  if (f && fclose(f) != 0) rc = -1;
  dlx_t *dlx = NULL;
  if (rc == 0 && dlx_read_buffer(text, len, &dlx, NULL) != DLX_OK) rc = -1;
  free(text);
  bridge_t b = {.t = t, .opts = opts};
  b.ids = malloc(((size_t)tiling_max_pieces(t) + 4) * sizeof *b.ids);
  if (!b.ids) rc = -1;
  /* Every rank has built the same problem, or one ran out of memory. */
  int failed = rc != 0;
  if (dist_max_int(d, &failed) != DIST_OK) failed = 1;
  if (failed) {
    *dst = DIST_ENOMEM;
    dlx_free(dlx);
    free(b.ids);
    return TILING_OK;
  }
  dist_search_t ds;
  dist_search_init(&ds, dlx);
  ds.threads = s->threads;
  ds.checkpoint = s->checkpoint;
  ds.cancel = s->cancel;
  if (bridged) {
    ds.on_solution = bridge_solution;
    ds.solution_ctx = &b;
  }
  dlx_status_t dls;
  *dst = dist_search_run(d, &ds, &dls, err);
  if (dls != DLX_OK) s->dlx_err = dlx_strerror(dls);
  if (b.bad && *dst == DIST_EWORK) *dst = DIST_ENOMEM;
  s->res.solutions = bridged ? b.kept : ds.stats.solutions;
  s->res.raw = ds.stats.solutions;
  s->res.nodes = ds.stats.nodes;
  s->res.engine = TILING_ENGINE_DLX;
  s->res.tasks = (int)ds.parts;
  s->res.end = *dst == DIST_OK ? TILING_END_EXHAUSTED : TILING_END_CALLBACK;
  s->resumed = ds.parts_resumed;
  int size = dist_size(d);
  if (dist_rank(d) == 0 && (copy_u64(&s->rank_tasks, ds.rank_parts, size) ||
                            copy_u64(&s->rank_nodes, ds.rank_nodes, size))) {
    if (*dst == DIST_OK) *dst = DIST_ENOMEM;
  } else if (dist_rank(d) == 0 && ds.rank_seconds) {
    s->rank_seconds = malloc((size_t)size * sizeof *s->rank_seconds);
    if (s->rank_seconds)
      memcpy(s->rank_seconds, ds.rank_seconds, (size_t)size * sizeof *s->rank_seconds);
    else if (*dst == DIST_OK)
      *dst = DIST_ENOMEM;
  }
  dist_search_free(&ds);
  dlx_free(dlx);
  free(b.ids);
  return TILING_OK;
}

void tile_spread_free(tile_spread_t *s) {
  free(s->rank_tasks);
  free(s->rank_nodes);
  free(s->rank_seconds);
  s->rank_tasks = s->rank_nodes = NULL;
  s->rank_seconds = NULL;
}
