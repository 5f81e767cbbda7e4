/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* t_dlx_plan.c: libdlx's plans (a search cut into parts) and every kind of search on several
 * threads give the serial search's solutions, in its order, and its counters.
 *
 * For random small problems of every kind (X, X with secondary items, C
 * with colours, M with multiplicities, and all of them), each engine, with
 * and without randomize:
 *  - the parts of plans of 1, 5 and 40 parts, searched one by one, add up
 *    to the serial search (solutions, nodes, updates, nodes per level) and
 *    deliver its solutions in its order;
 *  - an enumeration with 2, 3 and 8 threads delivers the same solutions in
 *    the same order with the same counters;
 *  - so do searches stopped early, serially and with 2, 3 and 8 threads: a
 *    node budget, an update budget, a solution limit, a callback that
 *    stops at the j-th solution, each at several points of the search.
 * The three engines (links, cells, bits) enumerate the same solutions in
 * the same order.
 * Then larger problems (queens, Langford pairs, a 4x4 sudoku, a box of
 * monominoes and dominoes with multiplicities, a deep chain whose parts
 * have more solutions than a part searched ahead may keep); the API (plan
 * ids, prefixes, errors); and dlx_cancel() or a progress callback
 * stopping an ordered search on several threads.
 * Usage: t_dlx_plan [N] (N random problems of each kind, default 12);
 * T_DLX_PLAN_ONLY=TEXT in the environment checks only the problems whose
 * name has TEXT (to replay a failure). tests/cli/solve-jobs-order.sh checks
 * the pentominoes.
 */
#include <config.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/dlx.h"
#include "tests/check.h"
#include "tests/dlx/dlx_inst.h"

static int checks;

/* A search's visible result: every solution as delivered (a count, then
 * the options in the order given), and the counters. */
typedef struct run {
  int *v;
  size_t n, cap;
  uint64_t nsol;
  uint64_t stop_at; /* the callback returns nonzero at this solution (0: never) */
  dlx_status_t st;
  dlx_stats_t s;
  uint64_t prof[128];
} run_t;

static void push(run_t *r, int x) {
  if (r->n == r->cap) {
    r->cap = r->cap ? 2 * r->cap : 64;
    r->v = realloc(r->v, r->cap * sizeof *r->v);
    if (!r->v) abort();
  }
  r->v[r->n++] = x;
}

static int record(void *ctx, const int *options, int n) {
  run_t *r = ctx;
  push(r, n);
  for (int i = 0; i < n; i++) push(r, options[i]);
  r->nsol++;
  return r->stop_at && r->nsol == r->stop_at;
}

static void run_free(run_t *r) {
  free(r->v);
  memset(r, 0, sizeof *r);
}

/* What a search is asked: engine, randomness, the limits. */
typedef struct ask {
  dlx_engine_t engine;
  int randomize;
  uint64_t seed;
  uint64_t max_nodes, max_updates, max_solutions, stop_at;
} ask_t;

static void opts_of(const ask_t *a, dlx_search_opts_t *o, run_t *r) {
  dlx_search_opts_init(o);
  o->engine = a->engine;
  o->randomize = a->randomize;
  o->seed = a->seed;
  o->max_nodes = a->max_nodes;
  o->max_updates = a->max_updates;
  o->max_solutions = a->max_solutions;
  o->on_solution = record;
  o->solution_ctx = r;
  r->stop_at = a->stop_at;
}

static void search(dlx_t *d, const ask_t *a, int jobs, run_t *r) {
  dlx_search_opts_t o;
  memset(r, 0, sizeof *r);
  opts_of(a, &o, r);
  o.jobs = jobs;
  r->st = dlx_search(d, &o, &r->s);
  if (r->st == DLX_OK)
    for (int l = 0; l < r->s.levels && l < 128; l++) r->prof[l] = r->s.level_nodes[l];
}

static int same_run(const char *what, const char *how, const run_t *a, const run_t *b) {
  checks++;
  if (b->st != DLX_OK || a->s.solutions != b->s.solutions || a->s.nodes != b->s.nodes ||
      a->s.updates != b->s.updates || a->s.max_level != b->s.max_level || a->s.end != b->s.end ||
      a->n != b->n || (a->n && memcmp(a->v, b->v, a->n * sizeof *a->v) != 0) ||
      memcmp(a->prof, b->prof, sizeof a->prof) != 0) {
    printf("FAIL: %s, %s: %" PRIu64 " solutions, %" PRIu64 " nodes, %" PRIu64
           " updates, level %d, end %d, %zu ints (serial: %" PRIu64 ", %" PRIu64 ", %" PRIu64
           ", %d, %d, %zu), status %d\n",
           what, how, b->s.solutions, b->s.nodes, b->s.updates, b->s.max_level, (int)b->s.end, b->n,
           a->s.solutions, a->s.nodes, a->s.updates, a->s.max_level, (int)a->s.end, a->n,
           (int)b->st);
    failures++;
    return 0;
  }
  return 1;
}

/* The parts of a plan of MIN_PARTS, searched in order, against SERIAL (a
 * search with no limit). */
static int check_plan(const char *what, dlx_t *d, const ask_t *a, size_t min_parts,
                      const run_t *serial) {
  dlx_plan_t *p = NULL;
  dlx_search_opts_t o;
  run_t sum;
  memset(&sum, 0, sizeof sum);
  opts_of(a, &o, &sum);
  o.jobs = 4; /* ignored by plans */
  dlx_status_t st = dlx_plan_new(d, &o, min_parts, &p);
  checks++;
  if (st != DLX_OK || dlx_plan_parts(p) < 1) {
    printf("FAIL: %s: dlx_plan_new: %s\n", what, dlx_strerror(st));
    failures++;
    dlx_plan_free(p);
    return 0;
  }
  sum.s.end = DLX_END_EXHAUSTED;
  for (size_t k = 0; k < dlx_plan_parts(p); k++) {
    dlx_stats_t s;
    st = dlx_plan_search(d, p, k, &o, &s);
    if (st != DLX_OK) {
      sum.st = st;
      break;
    }
    sum.s.solutions += s.solutions;
    sum.s.nodes += s.nodes;
    sum.s.updates += s.updates;
    if (s.max_level > sum.s.max_level) sum.s.max_level = s.max_level;
    for (int l = 0; l < s.levels && l < 128; l++) sum.prof[l] += s.level_nodes[l];
    /* The path names options (or, under M, items left) that exist. */
    const int *steps;
    int n;
    if (dlx_plan_prefix(p, k, &steps, &n) != DLX_OK) sum.st = DLX_EINVAL;
    for (int l = 0; l < n; l++)
      if (steps[l] >= dlx_option_count(d) || steps[l] < -dlx_item_count(d)) sum.st = DLX_EINVAL;
  }
  char how[64];
  snprintf(how, sizeof how, "plan of %zu (%zu parts)", min_parts, dlx_plan_parts(p));
  int ok = same_run(what, how, serial, &sum);
  dlx_plan_free(p);
  run_free(&sum);
  return ok;
}

/* Everything above on D under A (engine, randomness). */
static void check_all(const char *what, dlx_t *d, ask_t a, int big) {
  static const int jobs[] = {2, 3, 8};
  static const size_t parts[] = {1, 5, 40};
  run_t serial;
  search(d, &a, 1, &serial);
  checks++;
  if (serial.st != DLX_OK || dlx_check(d) != DLX_OK) {
    printf("FAIL: %s: serial search %d\n", what, (int)serial.st);
    failures++;
    run_free(&serial);
    return;
  }
  for (size_t i = 0; i < sizeof parts / sizeof *parts; i++)
    check_plan(what, d, &a, parts[i], &serial);
  for (size_t i = 0; i < sizeof jobs / sizeof *jobs; i++) {
    run_t r;
    char how[64];
    search(d, &a, jobs[i], &r);
    snprintf(how, sizeof how, "enumeration, jobs %d", jobs[i]);
    same_run(what, how, &serial, &r);
    run_free(&r);
  }
  /* Stopping early, at a few points of the serial search. */
  uint64_t sn = serial.s.nodes, su = serial.s.updates, ss = serial.s.solutions;
  uint64_t pts[] = {1, 2, 3, sn / 3 + 1, sn / 2, sn - 1, sn};
  uint64_t upts[] = {1, 5, su / 4 + 1, su / 2 + 3, su - 1, su};
  uint64_t spts[] = {1, 2, ss / 2 + 1, ss};
  for (int kind = 0; kind < 4; kind++) {
    size_t np = kind == 0 ? 7 : kind == 1 ? 6 : 4;
    for (size_t i = 0; i < np; i++) {
      ask_t b = a;
      uint64_t v = kind == 0 ? pts[i] : kind == 1 ? upts[i] : spts[i];
      if (v == 0) continue;
      if (kind == 0) b.max_nodes = v;
      if (kind == 1) b.max_updates = v;
      if (kind == 2) b.max_solutions = v;
      if (kind == 3) b.stop_at = v;
      run_t r1;
      search(d, &b, 1, &r1);
      for (size_t j = 0; j < sizeof jobs / sizeof *jobs; j++) {
        if (big && j > 0) break;
        run_t r;
        char how[96];
        search(d, &b, jobs[j], &r);
        snprintf(how, sizeof how, "%s %" PRIu64 ", jobs %d",
                 kind == 0   ? "max_nodes"
                 : kind == 1 ? "max_updates"
                 : kind == 2 ? "max_solutions"
                             : "callback stop at",
                 v, jobs[j]);
        same_run(what, how, &r1, &r);
        run_free(&r);
      }
      checks++;
      if (dlx_check(d) != DLX_OK) {
        printf("FAIL: %s: links not restored\n", what);
        failures++;
      }
      run_free(&r1);
    }
  }
  run_free(&serial);
}

static void check_engines(const char *what, inst_t *in, int big) {
  if (getenv("T_DLX_PLAN_ONLY") && !strstr(what, getenv("T_DLX_PLAN_ONLY"))) return;
  dlx_t *d = NULL;
  if (inst_to_dlx(in, &d) != DLX_OK) {
    printf("FAIL: %s: building\n", what);
    failures++;
    return;
  }
  static const dlx_engine_t engines[] = {DLX_ENGINE_LINKS, DLX_ENGINE_CELLS, DLX_ENGINE_BITS};
  static const char *const names[] = {"links", "cells", "bits"};
  /* Enumerating, the engines branch alike and try options in input
   * order: the same solutions in the same order (bits on the problems
   * it fits; the others go to links or cells). */
  run_t re[3];
  for (int e = 0; e < 3; e++) {
    ask_t a;
    memset(&a, 0, sizeof a);
    a.engine = engines[e];
    search(d, &a, 1, &re[e]);
  }
  for (int e = 1; e < 3; e++) {
    checks++;
    if (re[0].n != re[e].n || (re[0].n && memcmp(re[0].v, re[e].v, re[0].n * sizeof *re[0].v))) {
      printf("FAIL: %s: links and %s enumerate in different orders\n", what, names[e]);
      failures++;
    }
  }
  for (int e = 0; e < 3; e++) run_free(&re[e]);
  for (int e = 0; e < 3; e++)
    for (int rnd = 0; rnd < (big ? 2 : 3); rnd++) {
      ask_t a;
      memset(&a, 0, sizeof a);
      a.engine = engines[e];
      a.randomize = rnd > 0;
      a.seed = (uint64_t)rnd * 1000003u;
      char w2[160];
      snprintf(w2, sizeof w2, "%s, %s%s", what, names[e], rnd ? ", random" : "");
      check_all(w2, d, a, big);
    }
  dlx_free(d);
}

/* Stopping from outside: dlx_cancel() from the solution callback, and a
 * progress callback that asks to stop, end an ordered search on several
 * threads as on one (the counters are then partial). */
static dlx_t *cancel_me;
static int cancel_at_3(void *ctx, const int *options, int n) {
  (void)options;
  (void)n;
  if (++*(int *)ctx == 3) dlx_cancel(cancel_me);
  return 0;
}
static int stop_progress(void *ctx, const dlx_stats_t *st) {
  (void)st;
  ++*(int *)ctx;
  return 1;
}
static void check_stops(void) {
  inst_t in;
  inst_init(&in);
  inst_queens(&in, 9);
  dlx_t *d = NULL;
  CHECK(inst_to_dlx(&in, &d) == DLX_OK, "building queens 9");
  inst_free(&in);
  cancel_me = d;
  for (int jobs = 1; jobs <= 3; jobs++) {
    dlx_search_opts_t o;
    dlx_stats_t st;
    int calls = 0;
    dlx_search_opts_init(&o);
    o.jobs = jobs;
    o.on_solution = cancel_at_3;
    o.solution_ctx = &calls;
    CHECK(dlx_search(d, &o, &st) == DLX_OK && st.end == DLX_END_CANCELLED && calls >= 3 &&
              st.solutions < 352,
          "dlx_cancel from the solution callback, jobs %d: end %d, %d calls", jobs, (int)st.end,
          calls);
    calls = 0;
    dlx_search_opts_init(&o);
    o.jobs = jobs;
    o.on_solution = record;
    run_t r;
    memset(&r, 0, sizeof r);
    o.solution_ctx = &r;
    o.on_progress = stop_progress;
    o.progress_ctx = &calls;
    o.progress_nodes = 100;
    CHECK(dlx_search(d, &o, &st) == DLX_OK && st.end == DLX_END_CALLBACK && calls == 1 &&
              st.solutions < 352,
          "a progress callback that stops, jobs %d: end %d, %d calls, %" PRIu64 " solutions", jobs,
          (int)st.end, calls, st.solutions);
    run_free(&r);
    CHECK(dlx_check(d) == DLX_OK, "links restored after a stop, jobs %d", jobs);
    dlx_search_opts_init(&o);
    o.jobs = jobs;
    CHECK(dlx_search(d, &o, &st) == DLX_OK && st.solutions == 352 && st.end == DLX_END_EXHAUSTED,
          "the next search counts everything, jobs %d", jobs);
    checks += 4;
  }
  dlx_free(d);
}

/* Plans: ids, prefixes, errors. */
static void check_api(void) {
  inst_t in;
  inst_init(&in);
  inst_queens(&in, 6);
  dlx_t *d = NULL, *d2 = NULL, *other = NULL;
  CHECK(inst_to_dlx(&in, &d) == DLX_OK && inst_to_dlx(&in, &d2) == DLX_OK, "building queens 6");
  inst_free(&in);
  inst_init(&in);
  inst_queens(&in, 5);
  CHECK(inst_to_dlx(&in, &other) == DLX_OK, "building queens 5");
  inst_free(&in);
  dlx_search_opts_t o;
  dlx_search_opts_init(&o);
  dlx_plan_t *p = NULL, *q = NULL;
  CHECK(dlx_plan_new(d, &o, 0, &p) == DLX_EINVAL && p == NULL, "min_parts 0 refused");
  CHECK(dlx_plan_new(NULL, &o, 4, &p) == DLX_EINVAL, "no handle refused");
  CHECK(dlx_plan_new(d, &o, 4, NULL) == DLX_EINVAL, "no plan pointer refused");
  CHECK(dlx_plan_new(d, &o, 4, &p) == DLX_OK && dlx_plan_parts(p) >= 4, "plan of queens 6");
  CHECK(dlx_plan_new(d2, &o, 4, &q) == DLX_OK, "the same plan on another handle");
  CHECK(dlx_plan_id(p) == dlx_plan_id(q) && dlx_plan_id(p) != 0, "same problem, same id");
  dlx_plan_free(q);
  q = NULL;
  dlx_search_opts_t r = o;
  r.randomize = 1;
  r.seed = 7;
  CHECK(dlx_plan_new(d, &r, 4, &q) == DLX_OK && dlx_plan_id(q) != dlx_plan_id(p),
        "randomize changes the id");
  dlx_plan_free(q);
  q = NULL;
  r.seed = 8;
  dlx_plan_t *q2 = NULL;
  r.seed = 7;
  CHECK(dlx_plan_new(d, &r, 4, &q) == DLX_OK, "seed 7");
  r.seed = 8;
  CHECK(dlx_plan_new(d, &r, 4, &q2) == DLX_OK && dlx_plan_id(q) != dlx_plan_id(q2),
        "another seed, another id");
  dlx_plan_free(q2);
  dlx_plan_free(q);
  q = NULL;
  CHECK(dlx_plan_new(d, &o, 5, &q) == DLX_OK, "plan of 5");
  CHECK(dlx_plan_parts(q) == dlx_plan_parts(p) || dlx_plan_id(q) != dlx_plan_id(p),
        "another cut, another id");
  dlx_plan_free(q);
  r = o;
  r.engine = DLX_ENGINE_LINKS;
  CHECK(dlx_plan_new(d, &r, 4, &q) == DLX_OK && dlx_plan_id(q) != dlx_plan_id(p),
        "another engine, another id");
  dlx_stats_t s;
  CHECK(dlx_plan_search(d, q, 0, &o, &s) == DLX_EPLAN,
        "a plan of the links engine, searched by another");
  dlx_plan_free(q);
  CHECK(dlx_plan_search(other, p, 0, &o, &s) == DLX_EPLAN, "another problem refused");
  CHECK(dlx_plan_search(d, p, dlx_plan_parts(p), &o, &s) == DLX_EPLAN, "part out of range");
  r = o;
  r.randomize = 1;
  CHECK(dlx_plan_search(d, p, 0, &r, &s) == DLX_EPLAN, "randomize not planned");
  const int *steps;
  int n;
  CHECK(dlx_plan_prefix(p, dlx_plan_parts(p), &steps, &n) == DLX_EPLAN, "prefix out of range");
  CHECK(dlx_plan_prefix(p, 0, &steps, &n) == DLX_OK && n >= 1, "a prefix");
  /* The prefix of part 0 is made of the first options of queens 6 that
   * lead somewhere: option ids, each naming one square. */
  for (int l = 0; l < n; l++) CHECK(steps[l] >= 0 && steps[l] < dlx_option_count(d), "step %d", l);
  CHECK(dlx_plan_parts(NULL) == 0 && dlx_plan_id(NULL) == 0, "NULL plan");
  dlx_plan_free(NULL);
  dlx_plan_free(p);
  dlx_free(d);
  dlx_free(d2);
  dlx_free(other);
  checks += 20;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 12;
  uint64_t rng = 0x706c616e; /* "plan" */
  static const int kinds[] = {0, INST_SECONDARY, INST_SECONDARY | INST_COLORS, INST_BOUNDS,
                              INST_BOUNDS | INST_SECONDARY | INST_COLORS};
  for (int i = 0; i < n; i++)
    for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++) {
      inst_t in;
      inst_init(&in);
      inst_random(&in, &rng, kinds[k] | (i % 2 ? INST_LARGER : 0));
      char what[64];
      snprintf(what, sizeof what, "random %d, kind %d", i, kinds[k]);
      check_engines(what, &in, 0);
      inst_free(&in);
    }
  struct {
    const char *what;
    void (*make)(inst_t *);
  } big[] = {{"queens 8", NULL}, {"Langford 7", NULL}, {"sudoku 4x4", inst_sudoku4}};
  for (size_t i = 0; i < sizeof big / sizeof *big; i++) {
    inst_t in;
    inst_init(&in);
    if (i == 0)
      inst_queens(&in, 8);
    else if (i == 1)
      inst_langford(&in, 7);
    else
      big[i].make(&in);
    check_engines(big[i].what, &in, 1);
    inst_free(&in);
  }
  {
    /* Algorithm M: a 3x6 box of two to four monominoes and dominoes. */
    inst_t in;
    inst_init(&in);
    int m = inst_primary(&in, "m", 2, 4), dm = inst_primary(&in, "d", 0, 9), cell[3][6];
    for (int r = 0; r < 3; r++)
      for (int c = 0; c < 6; c++) {
        char name[32];
        snprintf(name, sizeof name, "x%d%d", r, c);
        cell[r][c] = inst_primary(&in, name, 1, 1);
      }
    for (int r = 0; r < 3; r++)
      for (int c = 0; c < 6; c++) {
        int a[2] = {m, cell[r][c]}, b[3] = {dm, cell[r][c], 0};
        inst_option(&in, 2, a, NULL);
        if (c + 1 < 6) {
          b[2] = cell[r][c + 1];
          inst_option(&in, 3, b, NULL);
        }
        if (r + 1 < 3) {
          b[2] = cell[r + 1][c];
          inst_option(&in, 3, b, NULL);
        }
      }
    check_engines("monominoes and dominoes 3x6", &in, 1);
    inst_free(&in);
  }
  {
    /* A plan of two parts (a branch, then a chain of 64 forced moves,
     * deeper than any cut) of 4096 solutions of 77 options each: too
     * many option ids for the part searched ahead of its turn to keep, so
     * it is searched again in turn. */
    inst_t in;
    inst_init(&in);
    int p = inst_primary(&in, "p", 1, 1), f[64], x[12];
    char name[32];
    for (int i = 0; i < 64; i++) {
      snprintf(name, sizeof name, "f%d", i);
      f[i] = inst_primary(&in, name, 1, 1);
    }
    for (int i = 0; i < 12; i++) {
      snprintf(name, sizeof name, "x%d", i);
      x[i] = inst_primary(&in, name, 1, 1);
    }
    int z = inst_secondary(&in, "z");
    int pz[2] = {p, z};
    inst_option(&in, 2, pz, NULL);
    inst_option(&in, 2, pz, NULL);
    for (int i = 0; i < 64; i++) {
      int fz[2] = {f[i], z};
      inst_option(&in, 2, fz, NULL);
      inst_option(&in, 1, &f[i], NULL);
    }
    for (int i = 0; i < 12; i++) {
      inst_option(&in, 1, &x[i], NULL);
      inst_option(&in, 1, &x[i], NULL);
    }
    check_engines("a deep chain", &in, 1);
    inst_free(&in);
  }
  check_api();
  check_stops();
  printf("%d checks, %d failures\n", checks, failures);
  return failures != 0;
}
