/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* t_dlx_par.c: libdlx's parallel search (opts.jobs) gives the serial search's counts, profile and
 * solutions, and stops when cancelled.
 *
 * A parallel count must be the serial count exactly, and so must nodes,
 * updates, max_level and the nodes per level, since each thread branches
 * as the serial search does below its part of the tree. Checked on queens
 * (known counts), Langford pairs, pentomino packings and random instances
 * of every kind (X, X with secondary items, C with colours, M with
 * multiplicities, which runs serially); then cancelling: dlx_cancel()
 * from the progress callback and from another thread stops every thread,
 * leaves the links as built, and the next search counts everything again;
 * solutions as text (opts.format, opts.on_text): the serial text whatever
 * the threads. All of it for each engine (links, then cells): each engine's parallel
 * counters are its own serial ones.
 */
#include <config.h>

#include <inttypes.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/dlx.h"
#include "tests/check.h"
#include "tests/dlx/dlx_inst.h"

static int checks;          /* checks made, for the summary */
static dlx_engine_t engine; /* the engine of every search below */

typedef struct result {
  dlx_status_t st;
  dlx_stats_t s;
  uint64_t prof[64];
  int check; /* dlx_check after the search */
} result_t;

static result_t run(dlx_t *d, int jobs) {
  result_t r;
  memset(&r, 0, sizeof r);
  dlx_search_opts_t o;
  dlx_search_opts_init(&o);
  o.jobs = jobs;
  o.engine = engine;
  r.st = dlx_search(d, &o, &r.s);
  if (r.st == DLX_OK)
    for (int l = 0; l < r.s.levels && l < 64; l++) r.prof[l] = r.s.level_nodes[l];
  r.check = dlx_check(d) == DLX_OK;
  return r;
}

/* Same answer and counters as the serial search R1. */
static int same(const char *what, int jobs, const result_t *r1, const result_t *r) {
  checks++;
  if (r->st != DLX_OK || !r->check || r->s.solutions != r1->s.solutions ||
      r->s.nodes != r1->s.nodes || r->s.updates != r1->s.updates ||
      r->s.max_level != r1->s.max_level || r->s.levels != r1->s.levels ||
      r->s.end != DLX_END_EXHAUSTED || memcmp(r->prof, r1->prof, sizeof r->prof) != 0) {
    printf("FAIL: %s, jobs %d: %" PRIu64 " solutions, %" PRIu64 " nodes, %" PRIu64
           " updates, level %d (serial: %" PRIu64 ", %" PRIu64 ", %" PRIu64
           ", %d), status %d, check %d\n",
           what, jobs, r->s.solutions, r->s.nodes, r->s.updates, r->s.max_level, r1->s.solutions,
           r1->s.nodes, r1->s.updates, r1->s.max_level, (int)r->st, r->check);
    failures++;
    return 0;
  }
  return 1;
}

/* Count IN with 1, 2, 3 and 8 threads; WANT is the known count (or
 * UINT64_MAX when unknown). */
static void compare(const char *what, inst_t *in, uint64_t want, int verbose) {
  dlx_t *d = NULL;
  if (inst_to_dlx(in, &d) != DLX_OK) {
    printf("FAIL: %s: building the problem\n", what);
    failures++;
    return;
  }
  result_t r1 = run(d, 1);
  checks++;
  if (r1.st != DLX_OK || (want != UINT64_MAX && r1.s.solutions != want)) {
    printf("FAIL: %s: %" PRIu64 " solutions serially, want %" PRIu64 "\n", what, r1.s.solutions,
           want);
    failures++;
  }
  int ok = 1;
  static const int jobs[] = {2, 3, 8};
  for (size_t k = 0; k < sizeof jobs / sizeof *jobs; k++) {
    result_t r = run(d, jobs[k]);
    ok &= same(what, jobs[k], &r1, &r);
  }
  if (verbose && ok)
    printf("ok: %s: %" PRIu64 " solutions, %" PRIu64 " nodes, %" PRIu64
           " updates with 1, 2, 3 and 8 threads\n",
           what, r1.s.solutions, r1.s.nodes, r1.s.updates);
  dlx_free(d);
}

/* ---- Solutions: the same set whatever JOBS ------------------------------- */

typedef struct sols {
  char **v;
  size_t n, cap;
} sols_t;

static int cmp_int(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

static int cmp_str(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

static int on_solution(void *ctx, const int *options, int n) {
  sols_t *s = ctx;
  int tmp[64];
  if (n > 64) abort();
  memcpy(tmp, options, (size_t)n * sizeof *tmp);
  qsort(tmp, (size_t)n, sizeof *tmp, cmp_int);
  char *str = malloc((size_t)n * 12 + 1);
  if (!str) abort();
  size_t len = 0;
  str[0] = 0;
  for (int i = 0; i < n; i++) len += (size_t)sprintf(str + len, "%d ", tmp[i]);
  if (s->n == s->cap) {
    s->cap = s->cap ? 2 * s->cap : 16;
    s->v = realloc(s->v, s->cap * sizeof *s->v);
    if (!s->v) abort();
  }
  s->v[s->n++] = str;
  return 0;
}

static void sols_free(sols_t *s) {
  for (size_t i = 0; i < s->n; i++) free(s->v[i]);
  free(s->v);
}

static void same_solutions(const char *what, dlx_t *d) {
  sols_t a = {0}, b = {0};
  dlx_search_opts_t o;
  dlx_search_opts_init(&o);
  o.on_solution = on_solution;
  o.solution_ctx = &a;
  o.engine = engine;
  dlx_search(d, &o, NULL);
  o.solution_ctx = &b;
  o.jobs = 2;
  dlx_search(d, &o, NULL);
  if (dlx_check(d) != DLX_OK) {
    printf("FAIL: %s: the links are not as built after a search on 2 threads\n", what);
    failures++;
  }
  if (a.n > 1) qsort(a.v, a.n, sizeof *a.v, cmp_str);
  if (b.n > 1) qsort(b.v, b.n, sizeof *b.v, cmp_str);
  int ok = a.n == b.n;
  for (size_t i = 0; ok && i < a.n; i++) ok = strcmp(a.v[i], b.v[i]) == 0;
  checks++;
  if (!ok) {
    printf("FAIL: %s: solution sets differ (%zu, %zu with 2 threads)\n", what, a.n, b.n);
    failures++;
  }
  sols_free(&a);
  sols_free(&b);
}

/* ---- Cancelling ---------------------------------------------------------- */

typedef struct canceller {
  dlx_t *d;
  atomic_int started; /* the calling thread's worker reported progress */
  atomic_int done;    /* the search is over */
  int calls;
  int from_callback; /* cancel in the callback itself */
  int stop;          /* return nonzero from the callback */
} canceller_t;

static int on_progress(void *ctx, const dlx_stats_t *st) {
  canceller_t *c = ctx;
  c->calls++;
  if (st->level_nodes == NULL) /* from a worker, not the splitting search */
    atomic_store(&c->started, 1);
  if (c->from_callback) dlx_cancel(c->d);
  return c->stop;
}

/* Once the workers run (the calling thread's reports progress), cancel
 * until the search is over. */
static void *cancel_thread(void *arg) {
  canceller_t *c = arg;
  while (!atomic_load(&c->started) && !atomic_load(&c->done))
    ;
  while (!atomic_load(&c->done)) dlx_cancel(c->d);
  return NULL;
}

static void expect_stop(const char *what, dlx_t *d, const result_t *full, canceller_t *c,
                        int threaded, dlx_end_t want) {
  dlx_search_opts_t o;
  dlx_search_opts_init(&o);
  o.jobs = 2;
  o.engine = engine;
  o.on_progress = on_progress;
  o.progress_ctx = c;
  o.progress_nodes = 1000; /* past the splitting search: from a worker */
  atomic_init(&c->done, 0);
  atomic_init(&c->started, 0);
  c->calls = 0;
  pthread_t th;
  int started = threaded && pthread_create(&th, NULL, cancel_thread, c) == 0;
  if (threaded && !started) {
    printf("SKIP: %s: no thread\n", what);
    return;
  }
  dlx_stats_t st;
  dlx_status_t r = dlx_search(d, &o, &st);
  if (started) {
    atomic_store(&c->done, 1);
    pthread_join(th, NULL);
  }
  checks++;
  if (r != DLX_OK || st.end != want || st.nodes >= full->s.nodes || dlx_check(d) != DLX_OK ||
      c->calls == 0) {
    printf("FAIL: %s: status %d, end %d (want %d), %" PRIu64 " nodes of %" PRIu64
           ", %d progress calls\n",
           what, (int)r, (int)st.end, (int)want, st.nodes, full->s.nodes, c->calls);
    failures++;
  } else
    printf("ok: %s: stopped after %" PRIu64 " of %" PRIu64 " nodes\n", what, st.nodes,
           full->s.nodes);
  result_t again = run(d, 2);
  same("the search after a stop", 2, full, &again);
}

static void cancelling(void) {
  inst_t in;
  inst_init(&in);
  inst_queens(&in, 12);
  dlx_t *d = NULL;
  if (inst_to_dlx(&in, &d) != DLX_OK) abort();
  inst_free(&in);
  result_t full = run(d, 1);
  canceller_t c = {.d = d};
  c.from_callback = 1;
  expect_stop("dlx_cancel in the progress callback, 2 threads", d, &full, &c, 0, DLX_END_CANCELLED);
  c.from_callback = 0;
  expect_stop("dlx_cancel from another thread, 2 threads", d, &full, &c, 1, DLX_END_CANCELLED);
  c.stop = 1;
  expect_stop("progress callback returning 1, 2 threads", d, &full, &c, 0, DLX_END_CALLBACK);
  dlx_free(d);
}

/* ---- Limits: where a limited search stops, on a split plan ---------------- */

/* A limited search with JOBS threads: what it saw, and where it stopped. */
typedef struct limited {
  dlx_status_t st;
  dlx_stats_t s;
  uint64_t prof[64];
  uint64_t hash, n; /* the solutions in order, hashed, and how many */
} limited_t;

static int hash_solution(void *ctx, const int *options, int n) {
  limited_t *r = ctx;
  for (int i = 0; i < n; i++) r->hash = (r->hash ^ (uint64_t)options[i]) * 0x100000001b3u;
  r->hash = (r->hash ^ 0xff) * 0x100000001b3u;
  r->n++;
  return 0;
}

static limited_t run_limited(dlx_t *d, int jobs, int kind, uint64_t v) {
  limited_t r;
  memset(&r, 0, sizeof r);
  dlx_search_opts_t o;
  dlx_search_opts_init(&o);
  o.jobs = jobs;
  o.engine = engine;
  o.on_solution = hash_solution;
  o.solution_ctx = &r;
  if (kind == 0) o.max_solutions = v;
  if (kind == 1) o.max_updates = v;
  if (kind == 2) o.max_nodes = v;
  r.st = dlx_search(d, &o, &r.s);
  if (r.st == DLX_OK)
    for (int l = 0; l < r.s.levels && l < 64; l++) r.prof[l] = r.s.level_nodes[l];
  if (dlx_check(d) != DLX_OK) r.st = DLX_EINVAL; /* the links not as built */
  return r;
}

/* Every solution limit up to the count (1 in STEP of them), and budgets of
 * updates and nodes at NPTS points through the whole search: with 2 and 3
 * threads, the same solutions in the same order, the same counters and
 * profile, the same end as serially. A parallel search that a limit stops
 * splits the parts it takes near the stop (parts searched ahead, parts
 * split once or more, the part where it stops searched again in turn): the
 * stop falls in every kind of part here. */
static void limits(const char *what, dlx_t *d, uint64_t step, uint64_t npts) {
  limited_t full = run_limited(d, 1, 3, 0);
  uint64_t top[3] = {full.s.solutions, full.s.updates, full.s.nodes};
  static const char *const kname[3] = {"max_solutions", "max_updates", "max_nodes"};
  int bad = failures;
  for (int kind = 0; kind < 3; kind++) {
    uint64_t n = kind == 0 ? (top[0] + step - 1) / step : npts;
    for (uint64_t i = 1; i <= n && failures - bad < 5; i++) {
      uint64_t v = kind == 0 ? 1 + (i - 1) * step : top[kind] * i / (npts + 1) + i % 3;
      limited_t r1 = run_limited(d, 1, kind, v);
      for (int jobs = 2; jobs <= 3; jobs++) {
        limited_t r = run_limited(d, jobs, kind, v);
        checks++;
        if (r.st != DLX_OK || r.s.solutions != r1.s.solutions || r.s.nodes != r1.s.nodes ||
            r.s.updates != r1.s.updates || r.s.max_level != r1.s.max_level || r.s.end != r1.s.end ||
            r.n != r1.n || r.hash != r1.hash || memcmp(r.prof, r1.prof, sizeof r.prof) != 0) {
          printf("FAIL: %s, %s %" PRIu64 ", jobs %d: %" PRIu64 " solutions, %" PRIu64
                 " nodes, %" PRIu64 " updates, end %d (serial: %" PRIu64 ", %" PRIu64 ", %" PRIu64
                 ", %d), status %d\n",
                 what, kname[kind], v, jobs, r.s.solutions, r.s.nodes, r.s.updates, (int)r.s.end,
                 r1.s.solutions, r1.s.nodes, r1.s.updates, (int)r1.s.end, (int)r.st);
          failures++;
        }
      }
    }
  }
  if (failures == bad)
    printf("ok: %s: every kind of limit, stopping anywhere, 2 and 3 threads as serially\n", what);
}

/* FN on a random instance of Algorithm M, then one of C, from seeds after BASE. */
static void random_m_c(uint64_t base, void (*fn)(const char *what, dlx_t *d)) {
  for (uint64_t seed = 1; seed <= 2; seed++) {
    uint64_t rng = base + seed;
    inst_t in;
    inst_init(&in);
    inst_random(&in, &rng, INST_LARGER | (seed == 1 ? INST_BOUNDS : INST_SECONDARY | INST_COLORS));
    dlx_t *d = NULL;
    if (inst_to_dlx(&in, &d) != DLX_OK) abort();
    fn(seed == 1 ? "a random M instance" : "a random C instance", d);
    dlx_free(d);
    inst_free(&in);
  }
}

static void limits_m_c(const char *what, dlx_t *d) {
  limits(what, d, 1, 41);
}

static void limits_all(int small) {
  inst_t in;
  inst_init(&in);
  inst_queens(&in, 9);
  dlx_t *d = NULL;
  if (inst_to_dlx(&in, &d) != DLX_OK) abort();
  limits("queens 9", d, 3, 41);
  dlx_free(d);
  inst_free(&in);
  inst_init(&in);
  inst_langford(&in, 8);
  if (inst_to_dlx(&in, &d) != DLX_OK) abort();
  limits("Langford n=8", d, 7, 41);
  dlx_free(d);
  inst_free(&in);
  if (small) return; /* (the bitset engine: X only, and slower to set up) */
  inst_init(&in);
  inst_pentominoes(&in, 3, 20);
  if (inst_to_dlx(&in, &d) != DLX_OK) abort();
  limits("pentominoes 3x20", d, 1, 7);
  dlx_free(d);
  inst_free(&in);
  random_m_c(0x11e15000u, limits_m_c);
}

/* ---- A wide first level ------------------------------------------------- */

/* One item x with N options of x alone (N solutions); with Y, items x and
 * y with N options each, "x sK" and "y sK" over secondary items s0..sN-1
 * (N(N-1) solutions), the sK coloured A in x's and B in y's options when
 * COLORS (the same clashes, by colour). */
static void inst_wide(inst_t *in, int n, int y, int colors) {
  char name[32], opt[64];
  inst_primary(in, "x", 1, 1);
  if (!y) {
    for (int k = 0; k < n; k++) inst_option_str(in, "x");
    return;
  }
  inst_primary(in, "y", 1, 1);
  for (int k = 0; k < n; k++) {
    snprintf(name, sizeof name, "s%d", k);
    inst_secondary(in, name);
  }
  for (int v = 0; v < 2; v++)
    for (int k = 0; k < n; k++) {
      snprintf(opt, sizeof opt, "%s s%d%s", v ? "y" : "x", k, !colors ? "" : v ? ":B" : ":A");
      inst_option_str(in, opt);
    }
}

/* The first level as wide as a thousand parts of a plan: counts, sets of
 * solutions, and every kind of limit in order (the parts of an ordered
 * search taken by a thread keep the levels above their last for the next
 * sibling it takes, dlx_par.c). */
static void wide(void) {
  inst_t in;
  inst_init(&in);
  inst_wide(&in, 20000, 0, 0);
  compare("one item of 20,000 options of that item", &in, 20000, 1);
  dlx_t *d = NULL;
  if (inst_to_dlx(&in, &d) != DLX_OK) abort();
  same_solutions("one item of 20,000 options", d);
  dlx_free(d);
  inst_free(&in);
  for (int colors = 0; colors <= 1; colors++) {
    const char *what = colors ? "x and y, 300 options each, coloured" : "x and y, 300 options each";
    inst_init(&in);
    inst_wide(&in, 300, 1, colors);
    compare(what, &in, 300 * 299, 1);
    if (inst_to_dlx(&in, &d) != DLX_OK) abort();
    same_solutions(what, d);
    limits(what, d, 2243, 41);
    dlx_free(d);
    inst_free(&in);
  }
}

/* ---- Solutions as text (opts.format, opts.on_text) ------------------------ */

/* The text of a search: what on_text was given, and whether every call
 * came from the calling thread. */
typedef struct text {
  char *buf;
  size_t len, cap, calls;
  pthread_t caller;
  int elsewhere;
  size_t stop_at; /* on_text returns nonzero at this call (0: never) */
} text_t;

static void text_add(text_t *t, const char *s, size_t n) {
  if (t->len + n + 1 > t->cap) {
    while (t->len + n + 1 > t->cap) t->cap = t->cap ? 2 * t->cap : 4096;
    t->buf = realloc(t->buf, t->cap);
    if (!t->buf) abort();
  }
  memcpy(t->buf + t->len, s, n);
  t->len += n;
  t->buf[t->len] = 0;
}

/* A solution as text: its option ids in the order chosen. 0 when it does
 * not fit in ROOM bytes (then the length it wants). */
static size_t solution_line(const int *options, int n, char *buf, size_t room) {
  char line[64 * 12 + 2];
  size_t len = 0;
  if (n > 64) abort();
  for (int i = 0; i < n; i++) len += (size_t)sprintf(line + len, "%s%d", i ? " " : "", options[i]);
  line[len++] = '\n';
  if (len <= room) memcpy(buf, line, len);
  return len;
}

/* The format callback: FAIL (when not NULL) is a solution's line where it
 * fails. Called from any of the search's threads: it only reads. */
static size_t format_line(void *ctx, const int *options, int n, char *buf, size_t room) {
  const char *fail = ctx;
  size_t len = solution_line(options, n, buf, room);
  if (fail && len <= room && strlen(fail) == len && memcmp(buf, fail, len) == 0)
    return DLX_FORMAT_ERROR;
  return len;
}

static int on_text(void *ctx, const char *s, size_t n) {
  text_t *t = ctx;
  if (!pthread_equal(pthread_self(), t->caller)) t->elsewhere = 1;
  text_add(t, s, n);
  return ++t->calls == t->stop_at;
}

/* The serial search's text through on_solution. */
typedef struct reference {
  text_t t;
  uint64_t stop_at; /* on_solution stops at this solution (0: never) */
  uint64_t n;
} reference_t;

static int reference_solution(void *ctx, const int *options, int n) {
  reference_t *r = ctx;
  char line[64 * 12 + 2];
  if (++r->n == r->stop_at) return 1;
  text_add(&r->t, line, solution_line(options, n, line, sizeof line));
  return 0;
}

/* Search D with JOBS threads and O's limits and seed, its text in *T
 * (through format and on_text), failing at FAIL (or on_solution, serially,
 * when REF is not NULL, stopping at REF->stop_at). */
static dlx_status_t text_search(dlx_t *d, const dlx_search_opts_t *lim, int jobs, const char *fail,
                                text_t *t, reference_t *ref, dlx_stats_t *st) {
  dlx_search_opts_t o = *lim;
  o.jobs = jobs;
  o.engine = engine;
  if (ref) {
    o.on_solution = reference_solution;
    o.solution_ctx = ref;
  } else {
    o.format = format_line;
    o.format_ctx = (void *)fail;
    o.on_text = on_text;
    o.text_ctx = t;
    t->caller = pthread_self();
  }
  return dlx_search(d, &o, st);
}

/* With 1, 2 and 3 threads, the text given to on_text is the serial
 * search's solutions in order, and the counters the serial ones: all of
 * them, stopped at a solution limit, randomised, and stopped by the format
 * callback at the FAILth solution (or near the end). */
static void text_same(const char *what, dlx_t *d, uint64_t max, uint64_t fail_at) {
  int bad = failures;
  for (int kind = 0; kind < 4; kind++) {
    dlx_search_opts_t lim;
    dlx_search_opts_init(&lim);
    if (kind == 1) lim.max_solutions = max;
    if (kind == 2) {
      lim.randomize = 1;
      lim.seed = 7;
      lim.max_solutions = max;
    }
    reference_t ref;
    memset(&ref, 0, sizeof ref);
    dlx_stats_t st1, st;
    text_t all;
    memset(&all, 0, sizeof all);
    char *fail = NULL;
    if (kind == 3) { /* the line of the FAIL_ATth solution */
      text_search(d, &lim, 1, NULL, NULL, &ref, &st1);
      ref.stop_at = fail_at < ref.n ? fail_at : ref.n;
      const char *p = ref.t.buf;
      for (uint64_t k = 1; p && k < ref.stop_at; k++) p = strchr(p, '\n') + 1;
      if (!p) abort();
      fail = strndup(p, (size_t)(strchr(p, '\n') + 1 - p));
      free(ref.t.buf);
      memset(&ref.t, 0, sizeof ref.t);
      ref.n = 0;
    }
    if (text_search(d, &lim, 1, NULL, NULL, &ref, &st1) != DLX_OK) abort();
    for (int jobs = 1; jobs <= 3; jobs++) {
      text_t t;
      memset(&t, 0, sizeof t);
      dlx_status_t r = text_search(d, &lim, jobs, fail, &t, NULL, &st);
      checks++;
      if (r != DLX_OK || t.len != ref.t.len || (t.len && memcmp(t.buf, ref.t.buf, t.len) != 0) ||
          st.solutions != st1.solutions || st.nodes != st1.nodes || st.updates != st1.updates ||
          st.end != st1.end || t.elsewhere || dlx_check(d) != DLX_OK) {
        printf("FAIL: %s, text %d, jobs %d: status %d, %zu bytes (serial %zu), %" PRIu64
               " solutions (serial %" PRIu64 "), end %d (serial %d), on_text elsewhere %d\n",
               what, kind, jobs, (int)r, t.len, ref.t.len, st.solutions, st1.solutions,
               (int)st.end, (int)st1.end, t.elsewhere);
        failures++;
      }
      free(t.buf);
    }
    free(fail);
    free(ref.t.buf);
    free(all.buf);
  }
  /* on_text stopping the search at its first call: no call after it. */
  dlx_search_opts_t lim;
  dlx_search_opts_init(&lim);
  for (int jobs = 1; jobs <= 3; jobs++) {
    text_t t;
    memset(&t, 0, sizeof t);
    t.stop_at = 1;
    dlx_stats_t st;
    dlx_status_t r = text_search(d, &lim, jobs, NULL, &t, NULL, &st);
    checks++;
    if (r != DLX_OK || st.end != DLX_END_CALLBACK || t.calls != 1 || dlx_check(d) != DLX_OK) {
      printf("FAIL: %s, jobs %d, on_text stopping: status %d, end %d, %zu calls\n", what, jobs,
             (int)r, (int)st.end, t.calls);
      failures++;
    }
    free(t.buf);
  }
  if (failures == bad)
    printf("ok: %s: the same text as on_solution's with 1, 2 and 3 threads (all, --max, seeded, "
           "format failing, on_text stopping)\n",
           what);
}

static void text_m_c(const char *what, dlx_t *d) {
  text_same(what, d, 7, 5);
}

static void texts(void) {
  inst_t in;
  dlx_t *d = NULL;
  for (int colors = 0; colors <= 1; colors++) {
    inst_init(&in);
    inst_wide(&in, 300, 1, colors);
    if (inst_to_dlx(&in, &d) != DLX_OK) abort();
    text_same(colors ? "x and y, 300 options each, coloured" : "x and y, 300 options each", d,
              50000, 60000);
    dlx_free(d);
    inst_free(&in);
  }
  inst_init(&in);
  inst_queens(&in, 10);
  if (inst_to_dlx(&in, &d) != DLX_OK) abort();
  text_same("queens 10", d, 300, 500);
  dlx_free(d);
  inst_free(&in);
  random_m_c(0x7e470000u, text_m_c);
}

static void all(void) {
  static const uint64_t queens[] = {1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680};
  char what[80];
  for (int n = 1; n <= 11; n++) {
    inst_t in;
    inst_init(&in);
    inst_queens(&in, n);
    snprintf(what, sizeof what, "queens %d", n);
    compare(what, &in, queens[n - 1], n >= 8);
    inst_free(&in);
  }
  /* Langford pairs, counted with their reversals. */
  static const uint64_t langford[] = {0, 0, 2, 2, 0, 0, 52, 300, 0, 0};
  for (int n = 1; n <= 10; n++) {
    inst_t in;
    inst_init(&in);
    inst_langford(&in, n);
    snprintf(what, sizeof what, "Langford n=%d", n);
    compare(what, &in, langford[n - 1], n >= 7);
    inst_free(&in);
  }
  {
    inst_t in;
    inst_init(&in);
    inst_pentominoes(&in, 3, 20);
    compare("pentominoes 3x20 (2 packings, 8 counted raw)", &in, 8, 1);
    inst_free(&in);
  }
  {
    inst_t in;
    inst_init(&in);
    inst_sudoku4(&in);
    compare("4x4 sudokus", &in, 288, 1);
    inst_free(&in);
  }
  /* Random instances of every kind; the larger ones split deeper. */
  static const int kinds[] = {INST_LARGER,
                              INST_LARGER | INST_SECONDARY,
                              INST_LARGER | INST_SECONDARY | INST_COLORS,
                              INST_LARGER | INST_BOUNDS,
                              INST_SECONDARY | INST_COLORS | INST_BOUNDS,
                              0};
  static const char *kind_name[] = {"X", "X with secondary items", "C",
                                    "M", "M with colours",         "small X"};
  for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++) {
    int bad = failures;
    for (int i = 0; i < 150; i++) {
      uint64_t rng = 0x5eed0000u + k * 1000 + (uint64_t)i;
      inst_t in;
      inst_init(&in);
      inst_random(&in, &rng, kinds[k]);
      snprintf(what, sizeof what, "random %s instance %d", kind_name[k], i);
      compare(what, &in, UINT64_MAX, 0);
      if (i < 30) {
        dlx_t *d = NULL;
        if (inst_to_dlx(&in, &d) == DLX_OK) same_solutions(what, d);
        dlx_free(d);
      }
      inst_free(&in);
    }
    if (failures == bad)
      printf("ok: 150 random %s instances, 1, 2, 3 and 8 threads agree\n", kind_name[k]);
  }
  cancelling();
  limits_all(0);
  wide();
  texts();
}

int main(void) {
  setvbuf(stdout, NULL, _IOLBF, 0);
  engine = DLX_ENGINE_LINKS;
  printf("-- the links engine\n");
  all();
  engine = DLX_ENGINE_CELLS;
  printf("-- the cells engine\n");
  all();
  engine = DLX_ENGINE_BITS;
  printf("-- the bitset engine: limits\n");
  limits_all(1);
  printf("%d checks, %d failures\n", checks, failures);
  return failures ? 1 : 0;
}
