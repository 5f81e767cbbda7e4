/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* search.c: a libdlx search cut into a plan's parts, spread by dist_map_run, summed on rank 0,
 * checkpointed. */
#include <config.h>

#include "dist/dist_search.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

void dist_search_init(dist_search_t *s, dlx_t *dlx) {
  memset(s, 0, sizeof *s);
  s->dlx = dlx;
  dlx_search_opts_init(&s->opts);
  s->threads = 1;
}

void dist_search_free(dist_search_t *s) {
  free(s->level_nodes);
  free(s->rank_parts);
  free(s->rank_nodes);
  free(s->rank_seconds);
  s->level_nodes = NULL;
  s->rank_parts = s->rank_nodes = NULL;
  s->rank_seconds = NULL;
  s->stats.level_nodes = NULL;
}

/* A part's result travels as this header, its level_nodes, then (when
 * enumerating) each solution as a count and option ids. */
typedef struct part_head {
  uint64_t solutions, nodes, updates;
  int32_t max_level, end, levels, engine;
} part_head_t;

typedef struct sctx {
  dist_search_t *s;
  dlx_plan_t *plan;
  dlx_t **handles;    /* one per thread */
  uint64_t *t_nodes;  /* per thread: nodes searched */
  uint64_t *t_usec;   /* per thread: microseconds searching */
  dlx_status_t *t_st; /* per thread: libdlx's first failure */
  dist_ckpt_t *ck;
  dist_error_t *err;
  dist_status_t ck_status;
  const volatile sig_atomic_t *stop; /* the map's: it failed on some rank */
} sctx_t;

enum { WORK_DLX = 1, WORK_NOMEM, WORK_CANCELLED, WORK_CALLBACK, WORK_CKPT };

/* A part's search gives up on this process's signal, or when the map
 * failed elsewhere (another process's signal among others). */
static int check_cancel(void *ctx, const dlx_stats_t *st) {
  (void)st;
  const sctx_t *c = ctx;
  return (c->s->cancel && *c->s->cancel) || *c->stop;
}

static double now_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* dist_work_fn: search part ITEM in thread THREAD. */
static int work_part(void *ctx, int thread, size_t item, dist_buf_t *out) {
  sctx_t *c = ctx;
  dist_search_t *s = c->s;
  if ((s->cancel && *s->cancel) || *c->stop) return WORK_CANCELLED;
  dlx_search_opts_t o = s->opts;
  o.max_solutions = 0;
  o.max_nodes = o.max_updates = 0;
  o.jobs = 1;
  part_head_t h = {0};
  if (dist_buf_add(out, &h, sizeof h) != 0) return WORK_NOMEM;
  dist_ints_sink_t sink = {.out = out};
  o.on_solution = s->on_solution ? dist_ints_collect : NULL;
  o.solution_ctx = &sink;
  o.on_progress = check_cancel;
  o.progress_ctx = c;
  o.progress_nodes = 1u << 16;
  dlx_stats_t st;
  double t0 = now_seconds();
  dlx_status_t ds = dlx_plan_search(c->handles[thread], c->plan, item, &o, &st);
  double secs = now_seconds() - t0;
  if (ds != DLX_OK) {
    if (c->t_st[thread] == DLX_OK) c->t_st[thread] = ds;
    return WORK_DLX;
  }
  if (sink.failed) return WORK_NOMEM;
  if (st.end != DLX_END_EXHAUSTED) return WORK_CANCELLED;
  c->t_nodes[thread] += st.nodes;
  c->t_usec[thread] += (uint64_t)(secs * 1e6);
  size_t sols_at = out->len;
  h.solutions = st.solutions;
  h.nodes = st.nodes;
  h.updates = st.updates;
  h.max_level = st.max_level;
  h.end = st.end;
  h.levels = st.levels;
  h.engine = st.engine;
  /* The level counts go between the header and the solutions. */
  size_t ln = (size_t)st.levels * sizeof(uint64_t);
  if (dist_buf_add(out, st.level_nodes, ln) != 0) return WORK_NOMEM;
  if (ln && sols_at > sizeof h) {
    memmove(out->data + sizeof h + ln, out->data + sizeof h, sols_at - sizeof h);
    memcpy(out->data + sizeof h, st.level_nodes, ln);
  }
  memcpy(out->data, &h, sizeof h);
  return 0;
}

/* Add a part's counters to the totals on rank 0. */
static int add_counters(dist_search_t *s, uint64_t sols, uint64_t nodes, uint64_t updates,
                        int max_level, const uint64_t *levels, int nlevels) {
  if (nlevels > s->level_cap) {
    uint64_t *p = realloc(s->level_nodes, (size_t)nlevels * sizeof *p);
    if (p == NULL) return -1;
    memset(p + s->level_cap, 0, (size_t)(nlevels - s->level_cap) * sizeof *p);
    s->level_nodes = p;
    s->level_cap = nlevels;
  }
  for (int l = 0; l < nlevels; l++) s->level_nodes[l] += levels[l];
  if (nlevels > s->stats.levels) s->stats.levels = nlevels;
  s->stats.solutions += sols;
  s->stats.nodes += nodes;
  s->stats.updates += updates;
  if (max_level > s->stats.max_level) s->stats.max_level = max_level;
  return 0;
}

/* A part's counters as a checkpoint record: "SOLUTIONS NODES UPDATES MAX_LEVEL L0,L1,...". */
static char *format_record(const part_head_t *h, const uint64_t *levels) {
  size_t cap = 100 + (size_t)h->levels * 21;
  char *r = malloc(cap);
  if (r == NULL) return NULL;
  int n = snprintf(r, cap, "%" PRIu64 " %" PRIu64 " %" PRIu64 " %d ", h->solutions, h->nodes,
                   h->updates, (int)h->max_level);
  for (int l = 0; l < h->levels; l++)
    n += snprintf(r + n, cap - (size_t)n, "%s%" PRIu64, l ? "," : "", levels[l]);
  if (h->levels == 0) snprintf(r + n, cap - (size_t)n, "-");
  return r;
}

/* Parse a record (see format_record) into the totals when S is not NULL; 0 or -1 when malformed. */
static int parse_record(dist_search_t *s, const char *text) {
  uint64_t v[3];
  const char *p = text;
  char *end;
  for (int k = 0; k < 3; k++) {
    if (*p < '0' || *p > '9') return -1;
    v[k] = strtoull(p, &end, 10);
    if (*end != ' ') return -1;
    p = end + 1;
  }
  if (*p < '0' || *p > '9') return -1;
  long ml = strtol(p, &end, 10);
  if (*end != ' ' || ml > 1000000) return -1;
  p = end + 1;
  size_t cap = strlen(p) / 2 + 1;
  uint64_t *levels = malloc(cap * sizeof *levels);
  if (levels == NULL) return -2;
  int n = 0, rc = 0;
  uint64_t sum = 0;
  if (strcmp(p, "-") != 0) {
    for (;;) {
      if (*p < '0' || *p > '9' || (size_t)n == cap || n == 100000) {
        rc = -1;
        break;
      }
      levels[n++] = strtoull(p, &end, 10);
      sum += levels[n - 1];
      if (*end == '\0') break;
      if (*end != ',') {
        rc = -1;
        break;
      }
      p = end + 1;
    }
  }
  /* The level counts add up to the nodes. */
  if (rc == 0 && sum != v[1]) rc = -1;
  if (rc == 0 && s && add_counters(s, v[0], v[1], v[2], (int)ml, levels, n) != 0) rc = -2;
  free(levels);
  return rc;
}

static int check_record(void *ctx, size_t item, const char *text) {
  (void)ctx;
  (void)item;
  return parse_record(NULL, text);
}

/* dist_emit_fn on rank 0: a part's result, in part order when enumerating. */
static int emit_part(void *ctx, size_t item, const unsigned char *bytes, size_t len) {
  sctx_t *c = ctx;
  dist_search_t *s = c->s;
  part_head_t h;
  if (len < sizeof h) return WORK_DLX;
  memcpy(&h, bytes, sizeof h);
  size_t ln = (size_t)h.levels * sizeof(uint64_t);
  if (h.levels < 0 || len < sizeof h + ln) return WORK_DLX;
  uint64_t *levels = malloc(ln ? ln : 1);
  if (levels == NULL) return WORK_NOMEM;
  memcpy(levels, bytes + sizeof h, ln);
  int rc = 0;
  if (add_counters(s, h.solutions, h.nodes, h.updates, h.max_level, levels, h.levels) != 0)
    rc = WORK_NOMEM;
  s->stats.engine = (dlx_engine_t)h.engine;
  if (rc == 0 && c->ck) {
    char *rec = format_record(&h, levels);
    dist_status_t st = rec ? dist_ckpt_add(c->ck, item, rec, c->err) : DIST_ENOMEM;
    free(rec);
    if (st != DIST_OK) {
      c->ck_status = st;
      rc = WORK_CKPT;
    }
  }
  free(levels);
  if (rc == 0 && s->on_solution) {
    rc =
        dist_ints_each(bytes + sizeof h + ln, len - sizeof h - ln, s->on_solution, s->solution_ctx);
    rc = rc == DIST_INTS_STOPPED ? WORK_CALLBACK
         : rc == DIST_INTS_NOMEM ? WORK_NOMEM
         : rc                    ? WORK_DLX
                                 : 0;
  }
  return rc;
}


/* The problem as text (dlx_write), for the copies of the handle and the
 * checkpoint's fingerprint. */
static int problem_text(dlx_t *dlx, char **text, size_t *len) {
  FILE *f = open_memstream(text, len);
  if (f == NULL) return -1;
  dlx_status_t st = dlx_write(dlx, f);
  if (fclose(f) != 0 || st != DLX_OK) {
    free(*text);
    *text = NULL;
    return -1;
  }
  return 0;
}

/* The checkpoint of S on rank 0: open it, and add the parts it has done. */
static dist_status_t open_checkpoint(sctx_t *c, const char *text, size_t len) {
  dist_search_t *s = c->s;
  char version[96], search[96];
  snprintf(version, sizeof version, "polyx %s libdlx %s", PACKAGE_VERSION, dlx_version());
  static const char *const engines[] = {"auto", "links", "cells", "memo", "bits"};
  int e = s->opts.engine >= 0 && s->opts.engine <= 4 ? (int)s->opts.engine : 0;
  if (s->opts.randomize)
    snprintf(search, sizeof search, "engine %s random seed %" PRIu64, engines[e], s->opts.seed);
  else
    snprintf(search, sizeof search, "engine %s", engines[e]);
  const dist_job_t job = {version, text, len, search, s->plan_id, "parts"};
  dist_status_t st =
      dist_ckpt_open_job(s->checkpoint, &job, s->parts, check_record, NULL, &c->ck, c->err);
  if (st != DIST_OK) return st;
  s->parts_resumed = dist_ckpt_done_count(c->ck);
  for (size_t i = 0; i < s->parts; i++) {
    const char *r = dist_ckpt_result(c->ck, i);
    if (r && parse_record(s, r) != 0) return DIST_ENOMEM; /* checked when read */
  }
  return DIST_OK;
}

/* Copies of the problem for threads 1..threads-1 (thread 0 searches S's own handle). */
static dlx_status_t make_handles(sctx_t *c, const char *text, size_t len) {
  c->handles[0] = c->s->dlx;
  for (int t = 1; t < c->s->threads; t++) {
    dlx_status_t st = dlx_read_buffer(text, len, &c->handles[t], NULL);
    if (st != DLX_OK) return st;
  }
  return DLX_OK;
}

/* Per-rank figures gathered on rank 0. */
static dist_status_t gather_ranks(dist_t *d, sctx_t *c, size_t worked) {
  dist_search_t *s = c->s;
  return dist_gather_work(d, worked, c->t_nodes, c->t_usec, s->threads, &s->rank_parts,
                          &s->rank_nodes, &s->rank_seconds);
}

size_t dist_search_parts(dist_t *d, int threads, int checkpoint) {
  if (checkpoint) return DIST_SEARCH_PARTS;
  size_t n = (size_t)dist_size(d) * (size_t)(threads > 0 ? threads : 1) * DIST_SEARCH_PER_WORKER;
  return n < DIST_SEARCH_MIN_PARTS ? DIST_SEARCH_MIN_PARTS : n;
}

/* How many parts to ask S's plan for: its own min_parts, else the rule. */
static size_t plan_size(dist_t *d, const dist_search_t *s) {
  if (s->min_parts) return s->min_parts;
  return dist_search_parts(d, s->threads, s->checkpoint != NULL);
}

/* This rank's share of the set-up: the problem's text into *TEXT and *LEN,
 * the plan, the threads' tables and copies of the problem, on rank 0 the
 * checkpoint. Returns 0, or the dist_status_t that stops this rank, with
 * libdlx's status in *DS when it failed. */
static int search_prepare(dist_t *d, sctx_t *c, char **text, size_t *len, dlx_status_t *ds) {
  dist_search_t *s = c->s;
  *ds = DLX_OK;
  if (problem_text(s->dlx, text, len) != 0) return DIST_ENOMEM;
  *ds = dlx_plan_new(s->dlx, &s->opts, plan_size(d, s), &c->plan);
  if (*ds != DLX_OK) return *ds == DLX_ENOMEM ? DIST_ENOMEM : DIST_EWORK;
  s->parts = dlx_plan_parts(c->plan);
  s->plan_id = dlx_plan_id(c->plan);
  c->handles = calloc((size_t)s->threads, sizeof *c->handles);
  c->t_nodes = calloc((size_t)s->threads, sizeof *c->t_nodes);
  c->t_usec = calloc((size_t)s->threads, sizeof *c->t_usec);
  c->t_st = calloc((size_t)s->threads, sizeof *c->t_st);
  if (!c->handles || !c->t_nodes || !c->t_usec || !c->t_st) return DIST_ENOMEM;
  if ((*ds = make_handles(c, *text, *len)) != DLX_OK)
    return *ds == DLX_ENOMEM ? DIST_ENOMEM : DIST_EWORK;
  if (dist_rank(d) == 0 && s->checkpoint) return (int)open_checkpoint(c, *text, *len);
  return 0;
}

/* The parts searched over every rank's threads (those of the checkpoint
 * skipped), the per-rank figures gathered; the first failure of libdlx in
 * *DLX_ST. */
static dist_status_t search_parts(dist_t *d, sctx_t *c, dlx_status_t *dlx_st) {
  dist_search_t *s = c->s;
  dist_map_t m = {.items = s->parts,
                  .threads = s->threads,
                  .ordered = s->on_solution != NULL,
                  .skip = c->ck ? dist_ckpt_done(c->ck) : NULL,
                  .work = work_part,
                  .work_ctx = c,
                  .emit = emit_part,
                  .emit_ctx = c};
  c->stop = &m.stop;
  int code = 0;
  dist_status_t st = dist_map_run(d, &m, &code);
  if (st == DIST_EWORK && code == WORK_CKPT)
    st = c->ck_status;
  else if (st == DIST_EWORK && code == WORK_NOMEM)
    st = DIST_ENOMEM;
  for (int t = 0; t < s->threads; t++)
    if (c->t_st[t] != DLX_OK && *dlx_st == DLX_OK) *dlx_st = c->t_st[t];
  if (st == DIST_OK || st == DIST_EWORK) {
    dist_status_t g = gather_ranks(d, c, m.worked);
    if (st == DIST_OK) st = g;
  }
  return st;
}

/* The end of the statistics: the level profile, how the search ended,
 * and on rank 0 the engine (a search of one node says which when every
 * part came from the checkpoint). */
static void search_stats(dist_t *d, dist_search_t *s, dist_status_t st) {
  s->stats.level_nodes = s->level_nodes;
  s->stats.end = st == DIST_OK             ? DLX_END_EXHAUSTED
                 : s->cancel && *s->cancel ? DLX_END_CANCELLED
                                           : DLX_END_CALLBACK;
  if (dist_rank(d) == 0 && s->stats.engine == DLX_ENGINE_AUTO) {
    dlx_search_opts_t o = s->opts;
    dlx_stats_t one;
    o.max_nodes = 1;
    o.jobs = 1;
    if (dlx_search(s->dlx, &o, &one) == DLX_OK) s->stats.engine = one.engine;
  }
}

/* Closes C's checkpoint (its error replaces ST when ST is DIST_OK) and
 * frees C. Returns the status. */
static dist_status_t search_end(sctx_t *c, dist_status_t st, dist_error_t *err) {
  if (c->ck) {
    dist_error_t e2;
    dist_status_t cs = dist_ckpt_close(c->ck, err ? &e2 : NULL);
    if (cs != DIST_OK && st == DIST_OK) {
      st = cs;
      if (err) *err = e2;
    }
  }
  if (c->handles)
    for (int t = 1; t < c->s->threads; t++) dlx_free(c->handles[t]);
  free(c->handles);
  free(c->t_nodes);
  free(c->t_usec);
  free(c->t_st);
  dlx_plan_free(c->plan);
  return st;
}

/* With S's try_memo, a count that libdlx's automatic engine makes memoised (dlx_try_memo) is
 * made so by rank 0 alone, as one process would make it: the same count and statistics, no plan
 * (its parts would not be memoised). 1 when it was (S's statistics on rank 0, DIST_OK or DIST_EWORK in
 * *ST), 0 when the search is to be spread. */
static int search_memoised(dist_t *d, dist_search_t *s, dlx_status_t *dlx_st, dist_status_t *st) {
  if (!s->try_memo || s->checkpoint || s->on_solution) return 0;
  int kept = 0;
  double t0 = now_seconds();
  if (dist_rank(d) == 0) {
    sctx_t c = {.s = s};
    volatile sig_atomic_t stop = 0;
    c.stop = &stop;
    dlx_search_opts_t o = s->opts;
    o.on_progress = check_cancel;
    o.progress_ctx = &c;
    o.progress_nodes = 1u << 16;
    *dlx_st = dlx_try_memo(s->dlx, &o, &kept, &s->stats);
    if (*dlx_st != DLX_OK) kept = -1;
  }
  if (dist_bcast_int(d, &kept) != DIST_OK) {
    *st = DIST_EMPI;
    return 1;
  }
  if (kept == 0) return 0;
  *st = kept < 0 ? (*dlx_st == DLX_ENOMEM ? DIST_ENOMEM : DIST_EWORK) : DIST_OK;
  if (dist_rank(d) == 0 && kept > 0) {
    if (s->stats.end == DLX_END_CALLBACK) {
      s->stats.end = DLX_END_CANCELLED;
      *st = DIST_EWORK;
    }
    /* Process 0 searched it all. */
    size_t n = (size_t)dist_size(d);
    s->rank_parts = calloc(n, sizeof *s->rank_parts);
    s->rank_nodes = calloc(n, sizeof *s->rank_nodes);
    s->rank_seconds = calloc(n, sizeof *s->rank_seconds);
    if (s->rank_nodes) s->rank_nodes[0] = s->stats.nodes;
    if (s->rank_seconds) s->rank_seconds[0] = now_seconds() - t0;
  }
  return 1;
}

dist_status_t dist_search_run(dist_t *d, dist_search_t *s, dlx_status_t *dlx_st,
                              dist_error_t *err) {
  *dlx_st = DLX_OK;
  if (err) memset(err, 0, sizeof *err);
  if (s->threads < 1) s->threads = 1;
  memset(&s->stats, 0, sizeof s->stats);
  dist_status_t mst;
  if (search_memoised(d, s, dlx_st, &mst)) return mst;
  sctx_t c = {.s = s, .err = err};
  char *text = NULL;
  size_t len = 0;
  dlx_status_t ds;
  /* this rank cannot go on: every rank learns it below */
  int failed = search_prepare(d, &c, &text, &len, &ds);
  /* Every rank learns whether one of them failed (rank 0's checkpoint
   * most of all) before any waits for the others in the map. */
  int any = failed;
  if (dist_max_int(d, &any) != DIST_OK) any = DIST_EMPI;
  dist_status_t st;
  if (!any) {
    st = search_parts(d, &c, dlx_st);
  } else {
    st = failed ? (dist_status_t)failed : (dist_status_t)any;
    if (ds != DLX_OK) *dlx_st = ds;
  }
  search_stats(d, s, st);
  st = search_end(&c, st, err);
  free(text);
  return st;
}
