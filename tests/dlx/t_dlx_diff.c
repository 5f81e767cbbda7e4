/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* t_dlx_diff.c: libdlx against a brute-force solver on thousands of random small instances.
 *
 * Usage: t_dlx_diff [SEED [COUNT [KIND]]]. Instance k of kind j is drawn
 * from its own seed SEED + k * NKINDS + j. A failure prints that seed, the
 * instance in Knuth's format and the command that replays just it:
 * `t_dlx_diff INSTANCE_SEED 1 KIND`.
 *
 * Every instance is searched by each engine (links, cells and bits, as
 * DLX_ENGINE_* asks; bits must give the links engine's nodes, updates and
 * order of solutions exactly, both being DLX1's, but for the updates with
 * colours, which links counts as DLX2 does), on one thread, and on two or three for one
 * instance in two: each must find the brute force's solutions, under every
 * search option below (t_dlx_plan checks that the threads' solutions come
 * in the serial order, with the serial counters); and counted by
 * memoisation (opts.memo) with a table that holds everything, one that
 * holds nothing and one between (the kinds with bounds, with and without
 * colours, on sets of options where some option names no 1:1 item).
 */
#include <config.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/dlx.h"
#include "tests/check.h"
#include "tests/dlx/dlx_inst.h"

/* ---- The brute-force solver ------------------------------------------------
 * Every subset of the options, built one option at a time (take it or
 * leave it). A branch is cut only when a chosen set already breaks a rule
 * that more options can never repair: a primary item over its hi, or a
 * secondary item used in two incompatible ways; or when the options left
 * can no longer bring some primary item up to its lo. At the end the lo
 * bounds are checked. Solutions are bit masks of option ids (at most 64
 * options). */

struct brute {
  const inst_t *in;
  int uses[64];
  int col[64]; /* per secondary item: 0 unused, -1 uncoloured, or colour */
  int *left;   /* left[o * nitems + i]: options o.. that name item i */
  uint64_t *sol;
  size_t nsol, cap;
};

static void push(uint64_t **v, size_t *n, size_t *cap, uint64_t x) {
  if (*n == *cap) {
    *cap = *cap ? 2 * *cap : 64;
    *v = realloc(*v, *cap * sizeof **v);
    if (!*v) abort();
  }
  (*v)[(*n)++] = x;
}

static void brute_rec(struct brute *b, int o, uint64_t mask) {
  const inst_t *in = b->in;
  for (int i = 0; i < in->nitems; i++)
    if (in->items[i].primary &&
        (unsigned)(b->uses[i] + b->left[o * in->nitems + i]) < in->items[i].lo)
      return;
  if (o == in->nopts) {
    for (int i = 0; i < in->nitems; i++)
      if (in->items[i].primary && (unsigned)b->uses[i] < in->items[i].lo) return;
    push(&b->sol, &b->nsol, &b->cap, mask);
    return;
  }
  brute_rec(b, o + 1, mask); /* leave option o */
  /* take option o, if it breaks nothing */
  int ok = 1;
  for (int e = in->start[o]; e < in->start[o + 1] && ok; e++) {
    int i = in->item[e], c = in->color[e];
    if (in->items[i].primary)
      ok = (unsigned)b->uses[i] + 1 <= in->items[i].hi;
    else if (b->col[i] != 0)
      ok = c != 0 && b->col[i] == c; /* used: only the same colour again */
  }
  if (!ok) return;
  int saved[64];
  for (int e = in->start[o]; e < in->start[o + 1]; e++) {
    int i = in->item[e], c = in->color[e];
    saved[e - in->start[o]] = b->col[i];
    b->uses[i]++;
    if (!in->items[i].primary) b->col[i] = c ? c : -1;
  }
  brute_rec(b, o + 1, mask | (uint64_t)1 << o);
  for (int e = in->start[o]; e < in->start[o + 1]; e++) {
    int i = in->item[e];
    b->uses[i]--;
    b->col[i] = saved[e - in->start[o]];
  }
}

static int cmp_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return (x > y) - (x < y);
}

/* qsort, but not on an empty (NULL) array. */
static void sort_u64(uint64_t *v, size_t n) {
  if (n > 1) qsort(v, n, sizeof *v, cmp_u64);
}

/* ---- The engine's side ---------------------------------------------------- */

struct seen {
  const inst_t *in;
  uint64_t *sol;
  size_t nsol, cap;
  int bad; /* a reported set that is not a solution, or an option twice */
};

static int on_solution(void *ctx, const int *options, int n) {
  struct seen *s = ctx;
  uint64_t mask = 0;
  for (int k = 0; k < n; k++) {
    if (options[k] < 0 || options[k] >= s->in->nopts || (mask >> options[k] & 1))
      s->bad = 1;
    else
      mask |= (uint64_t)1 << options[k];
  }
  if (!inst_valid(s->in, options, n)) s->bad = 1;
  push(&s->sol, &s->nsol, &s->cap, mask);
  return 0;
}

static const char *const kind_name[] = {
    "plain",          "secondary",      "colours",      "bounds",         "secondary+bounds",
    "colours+bounds", "odd names, all", "larger plain", "larger colours", "larger colours+bounds"};
static const int kind_flags[] = {0,
                                 INST_SECONDARY,
                                 INST_SECONDARY | INST_COLORS,
                                 INST_BOUNDS,
                                 INST_SECONDARY | INST_BOUNDS,
                                 INST_SECONDARY | INST_COLORS | INST_BOUNDS,
                                 INST_SECONDARY | INST_COLORS | INST_BOUNDS | INST_NAMES,
                                 INST_LARGER,
                                 INST_LARGER | INST_SECONDARY | INST_COLORS,
                                 INST_LARGER | INST_SECONDARY | INST_COLORS | INST_BOUNDS};
/* The larger kinds (up to 40 options) take longer: fewer of them. */
static const int kind_share[] = {8, 8, 8, 8, 8, 8, 8, 2, 2, 1};
#define NKINDS 10

/* The engine of the searches being checked, and its name for reports. */
static dlx_engine_t engine;
static int jobs; /* and the threads */
static const char *engine_name(dlx_engine_t e) {
  return e == DLX_ENGINE_LINKS   ? "links"
         : e == DLX_ENGINE_CELLS ? "cells"
         : e == DLX_ENGINE_BITS  ? "bits"
                                 : "auto";
}

/* The links engine's full search of the instance on one thread: its
 * counters and its solutions in the order found, which the bitset engine
 * must give exactly (both are DLX1's). */
static uint64_t ref_nodes, ref_updates;
static uint64_t *ref_sol;
static size_t ref_nsol;
static void free_ref(void) {
  free(ref_sol);
}

static void report(const inst_t *in, dlx_t *d, uint64_t seed, int kind, const char *why) {
  failures++;
  if (failures > 10) return;
  printf("FAIL: %s instance, seed %" PRIu64 " (replay: t_dlx_diff %" PRIu64
         " 1 %d), %s engine, %d thread%s: %s\n",
         kind_name[kind], seed, seed, kind, engine_name(engine), jobs, jobs > 1 ? "s" : "", why);
  printf("---- the instance, written by libdlx:\n");
  fflush(stdout);
  if (d == NULL || dlx_write(d, stdout) != DLX_OK) {
    printf("(dlx_write failed; the test's own writer:)\n");
    inst_write(in, stdout, NULL);
  }
  printf("----\n");
  fflush(stdout);
}

/* Has some primary item of D bounds other than 1:1? */
static int dlx_bounded(const dlx_t *d) {
  for (int i = 0; i < dlx_item_count(d); i++) {
    unsigned lo, hi;
    dlx_item_bounds(d, i, &lo, &hi);
    if (dlx_item_is_primary(d, i) == 1 && (lo != 1 || hi != 1)) return 1;
  }
  return 0;
}

/* Does some option of D give a colour to an item? */
static int dlx_colored(const dlx_t *d) {
  for (int o = 0; o < dlx_option_count(d); o++)
    for (int k = 0; k < dlx_option_size(d, o); k++)
      if (dlx_option_elem(d, o, k).color) return 1;
  return 0;
}

/* One search with OPTS; the reported solutions go to S (emptied first). */
static int run(dlx_t *d, dlx_search_opts_t *o, struct seen *s, dlx_stats_t *st) {
  s->nsol = 0;
  s->bad = 0;
  o->on_solution = on_solution;
  o->solution_ctx = s;
  o->engine = engine;
  o->jobs = jobs;
  memset(st, 0, sizeof *st);
  if (dlx_search(d, o, st) != DLX_OK) return 0;
  /* The engine asked for searched (cells takes multiplicities too, since
   * libdlx 1.4, bits colours since 1.5); bits falls back to the others. */
  dlx_engine_t want = engine;
  if (want == DLX_ENGINE_BITS && dlx_bounded(d)) {
    /* bitsets do not fit: links or cells, as auto would choose */
    want = DLX_ENGINE_AUTO;
    if (st->engine == DLX_ENGINE_BITS) return 0;
  }
  if (want != DLX_ENGINE_AUTO && st->engine != want) return 0;
  if (st->engine != DLX_ENGINE_LINKS && st->engine != DLX_ENGINE_CELLS &&
      st->engine != DLX_ENGINE_BITS)
    return 0;
  uint64_t sum = 0;
  for (int l = 0; l < st->levels; l++) sum += st->level_nodes[l];
  return sum == st->nodes && st->solutions == s->nsol;
}

static int contains(const uint64_t *v, size_t n, uint64_t x) {
  return n > 0 && bsearch(&x, v, n, sizeof x, cmp_u64) != NULL;
}

/* Whether every option of IN names an exact item (a primary item of bounds
 * 1:1), or IN has at most 1024 options (Algorithm M's general case): the
 * problems dlx_search_opts_t.memo counts by memoisation. */
static int memo_fits(const inst_t *in) {
  if (in->nopts <= 1024) return 1;
  for (int o = 0; o < in->nopts; o++) {
    int ok = 0;
    for (int e = in->start[o]; e < in->start[o + 1]; e++) {
      const inst_item_t *it = &in->items[in->item[e]];
      ok |= it->primary && it->lo == 1 && it->hi == 1;
    }
    if (!ok) return 0;
  }
  return 1;
}

/* 5. The memoised count (opts.memo): the brute force's count with a table
 * that holds everything, one that fills up at once, and one in between;
 * the structure intact after each; a node budget that binds stops it at or
 * below the budget with no more solutions than there are. */
static void memo_check(const inst_t *in, dlx_t *d, uint64_t seed, int kind, size_t nsol,
                       uint64_t *rng) {
  static const size_t caps[] = {(size_t)1 << 24, 1, 600};
  char why[200];
  dlx_engine_t want = memo_fits(in) ? DLX_ENGINE_MEMO : DLX_ENGINE_LINKS;
  for (size_t c = 0; c < sizeof caps / sizeof caps[0]; c++) {
    dlx_search_opts_t o;
    dlx_stats_t st;
    dlx_search_opts_init(&o);
    o.memo = caps[c];
    dlx_status_t r = dlx_search(d, &o, &st);
    int engine_ok =
        want == DLX_ENGINE_MEMO ? st.engine == DLX_ENGINE_MEMO : st.engine != DLX_ENGINE_MEMO;
    if (r != DLX_OK || st.end != DLX_END_EXHAUSTED || st.solutions != nsol || !engine_ok ||
        dlx_check(d) != DLX_OK) {
      snprintf(why, sizeof why,
               "memo (cap %zu bytes): status %d, end %d, %" PRIu64 " solutions (brute force %zu), "
               "engine %d (want %d)",
               caps[c], (int)r, (int)st.end, st.solutions, nsol, (int)st.engine, (int)want);
      report(in, d, seed, kind, why);
      return;
    }
    if (c == 0 && st.nodes > 1) {
      dlx_stats_t sb;
      o.max_nodes = 1 + inst_below(rng, (unsigned)st.nodes - 1);
      r = dlx_search(d, &o, &sb);
      if (r != DLX_OK || sb.end != DLX_END_BUDGET || sb.nodes > o.max_nodes ||
          sb.solutions > nsol || dlx_check(d) != DLX_OK) {
        snprintf(why, sizeof why,
                 "memo with a budget of %" PRIu64 " nodes (full %" PRIu64 "): end %d, %" PRIu64
                 " nodes, %" PRIu64 " solutions",
                 o.max_nodes, st.nodes, (int)sb.end, sb.nodes, sb.solutions);
        report(in, d, seed, kind, why);
        return;
      }
    }
  }
}

static void one(uint64_t seed, int kind, uint64_t *total_solutions) {
  inst_t in;
  inst_init(&in);
  uint64_t rng = seed;
  inst_random(&in, &rng, kind_flags[kind]);

  struct brute b;
  memset(&b, 0, sizeof b);
  b.in = &in;
  b.left = calloc((size_t)(in.nopts + 1) * (size_t)in.nitems, sizeof *b.left);
  if (!b.left) abort();
  for (int o = in.nopts - 1; o >= 0; o--) {
    memcpy(b.left + o * in.nitems, b.left + (o + 1) * in.nitems,
           (size_t)in.nitems * sizeof *b.left);
    for (int e = in.start[o]; e < in.start[o + 1]; e++) b.left[o * in.nitems + in.item[e]]++;
  }
  brute_rec(&b, 0, 0);
  sort_u64(b.sol, b.nsol);
  *total_solutions += b.nsol;

  dlx_t *d = NULL;
  dlx_status_t status = inst_to_dlx(&in, &d);
  struct seen s = {&in, NULL, 0, 0, 0};
  dlx_search_opts_t o;
  dlx_stats_t st;
  char why[200];
  if (status != DLX_OK) {
    snprintf(why, sizeof why, "building it: %s", dlx_strerror(status));
    report(&in, NULL, seed, kind, why);
    goto out;
  }

  static const dlx_engine_t engines[] = {DLX_ENGINE_LINKS, DLX_ENGINE_CELLS, DLX_ENGINE_BITS,
                                         DLX_ENGINE_AUTO};
  for (size_t e = 0; e < 2 * sizeof engines / sizeof engines[0]; e++) {
    engine = engines[e / 2];
    jobs = e % 2 ? 2 + (int)(seed % 4) : 1;
    if (jobs > 3) continue;
    /* 1. All solutions: the same set as the brute force, none twice. */
    dlx_search_opts_init(&o);
    if (!run(d, &o, &s, &st) || st.end != DLX_END_EXHAUSTED) {
      report(&in, d, seed, kind,
             "search failed, or the level profile does "
             "not sum to the nodes, or solutions != callbacks");
      continue;
    }
    if (engine == DLX_ENGINE_LINKS && jobs == 1) {
      ref_nodes = st.nodes;
      ref_updates = st.updates;
      ref_nsol = s.nsol;
      free(ref_sol);
      ref_sol = malloc((s.nsol + 1) * sizeof *ref_sol);
      if (!ref_sol) abort();
      if (s.nsol) memcpy(ref_sol, s.sol, s.nsol * sizeof *s.sol);
    } else if (st.engine == DLX_ENGINE_BITS &&
               (st.nodes != ref_nodes || (st.updates != ref_updates && !dlx_colored(d)) ||
                s.nsol != ref_nsol ||
                (s.nsol && memcmp(s.sol, ref_sol, s.nsol * sizeof *s.sol) != 0))) {
      snprintf(why, sizeof why,
               "bitsets: %" PRIu64 " nodes, %" PRIu64
               " updates, %zu solutions; links (DLX1) %" PRIu64 ", %" PRIu64
               ", %zu, or not in its order",
               st.nodes, st.updates, s.nsol, ref_nodes, ref_updates, ref_nsol);
      report(&in, d, seed, kind, why);
      continue;
    } else if (st.engine == DLX_ENGINE_CELLS && dlx_bounded(d) &&
               (s.nsol != ref_nsol ||
                (s.nsol && memcmp(s.sol, ref_sol, s.nsol * sizeof *s.sol) != 0))) {
      /* Algorithm M on sparse sets walks the links engine's tree (less its
       * dead ends): its solutions, listed, come in the same order. */
      snprintf(why, sizeof why,
               "cells (Algorithm M): %zu solutions; links %zu, or not in its order", s.nsol,
               ref_nsol);
      report(&in, d, seed, kind, why);
      continue;
    }
    sort_u64(s.sol, s.nsol);
    int distinct = 1;
    for (size_t k = 1; k < s.nsol; k++) distinct &= s.sol[k] != s.sol[k - 1];
    if (s.bad || !distinct || s.nsol != b.nsol ||
        (b.nsol && memcmp(s.sol, b.sol, b.nsol * sizeof *b.sol) != 0)) {
      snprintf(why, sizeof why, "engine %zu solutions%s%s, brute force %zu", s.nsol,
               s.bad ? " (some invalid)" : "", distinct ? "" : " (some twice)", b.nsol);
      report(&in, d, seed, kind, why);
      continue;
    }
    if (dlx_check(d) != DLX_OK) {
      report(&in, d, seed, kind, "dlx_check fails after a search");
      continue;
    }
    uint64_t full_nodes = st.nodes, full_updates = st.updates;
    /* A budget that does not bind changes nothing, counters included. */
    dlx_search_opts_init(&o);
    o.max_nodes = full_nodes + inst_below(&rng, 3);
    o.max_updates = full_updates + inst_below(&rng, 3);
    if (!run(d, &o, &s, &st) || st.end != DLX_END_EXHAUSTED || st.nodes != full_nodes ||
        st.updates != full_updates || s.nsol != b.nsol) {
      snprintf(why, sizeof why,
               "a budget of %" PRIu64 " nodes, %" PRIu64
               " updates changes the search: end %d, %" PRIu64 " nodes, %" PRIu64
               " updates, %zu solutions (without: %" PRIu64 ", %" PRIu64 ", %zu)",
               o.max_nodes, o.max_updates, (int)st.end, st.nodes, st.updates, s.nsol, full_nodes,
               full_updates, b.nsol);
      report(&in, d, seed, kind, why);
      continue;
    }

    /* 2. max_solutions: min(max, total) valid, distinct solutions. */
    uint64_t max = 1 + inst_below(&rng, (unsigned)b.nsol + 2);
    dlx_search_opts_init(&o);
    o.max_solutions = max;
    if (!run(d, &o, &s, &st)) {
      report(&in, d, seed, kind, "search with max_solutions failed");
      continue;
    }
    uint64_t want = max < b.nsol ? max : b.nsol;
    int end_ok = max < b.nsol   ? st.end == DLX_END_MAX
                 : max > b.nsol ? st.end == DLX_END_EXHAUSTED
                                : (st.end == DLX_END_MAX || st.end == DLX_END_EXHAUSTED);
    sort_u64(s.sol, s.nsol);
    int subset = 1;
    for (size_t k = 0; k < s.nsol; k++)
      subset &= contains(b.sol, b.nsol, s.sol[k]) && (k == 0 || s.sol[k] != s.sol[k - 1]);
    if (s.bad || !subset || s.nsol != want || !end_ok) {
      snprintf(why, sizeof why,
               "max_solutions %" PRIu64 ": %zu solutions (want %" PRIu64 "), end %d%s", max, s.nsol,
               want, (int)st.end, subset ? "" : ", not all of them right");
      report(&in, d, seed, kind, why);
      continue;
    }

    /* 3. randomize: the same set of solutions, whatever the seed, and in
     * the same order for the same seed; with a limit of 1, one of them. */
    dlx_search_opts_init(&o);
    o.randomize = 1;
    o.seed = inst_rand(&rng);
    if (!run(d, &o, &s, &st)) {
      report(&in, d, seed, kind, "randomized search failed");
      continue;
    }
    {
      struct seen s2 = {&in, NULL, 0, 0, 0};
      dlx_stats_t st2;
      int same = run(d, &o, &s2, &st2) && s2.nsol == s.nsol && st2.nodes == st.nodes &&
                 st2.updates == st.updates &&
                 (s.nsol == 0 || memcmp(s.sol, s2.sol, s.nsol * sizeof *s.sol) == 0);
      free(s2.sol);
      if (!same) {
        snprintf(why, sizeof why,
                 "randomized seed %" PRIu64 " twice: "
                 "different order or counters",
                 o.seed);
        report(&in, d, seed, kind, why);
        continue;
      }
    }
    sort_u64(s.sol, s.nsol);
    if (s.bad || s.nsol != b.nsol ||
        (b.nsol && memcmp(s.sol, b.sol, b.nsol * sizeof *b.sol) != 0)) {
      snprintf(why, sizeof why, "randomized (seed %" PRIu64 "): %zu solutions, brute force %zu",
               o.seed, s.nsol, b.nsol);
      report(&in, d, seed, kind, why);
      continue;
    }
    o.max_solutions = 1;
    if (!run(d, &o, &s, &st) || s.bad || s.nsol != (b.nsol ? 1u : 0u) ||
        (s.nsol && !contains(b.sol, b.nsol, s.sol[0]))) {
      report(&in, d, seed, kind, "randomized first solution is wrong");
      continue;
    }

    /* 4. Budgets below the full search's work (randomized or not): the
     * search ends within the budget (dlx.h: it stops as soon as a counter
     * would exceed it), with valid distinct solutions, the same counters on
     * a second run, and DLX_END_BUDGET unless it got to the end. */
    if (full_updates > 1) {
      dlx_stats_t st2;
      struct seen s2 = {&in, NULL, 0, 0, 0};
      dlx_search_opts_init(&o);
      if (inst_below(&rng, 2))
        o.max_updates = 1 + inst_below(&rng, (unsigned)full_updates - 1);
      else
        o.max_nodes = 1 + inst_below(&rng, (unsigned)full_nodes);
      o.randomize = (int)inst_below(&rng, 2);
      o.seed = inst_rand(&rng);
      int ran = run(d, &o, &s, &st) && run(d, &o, &s2, &st2);
      sort_u64(s.sol, s.nsol);
      int fine = ran && !s.bad && st.end == st2.end && st.nodes == st2.nodes &&
                 st.updates == st2.updates && st.solutions == st2.solutions &&
                 (!o.max_updates || st.updates <= o.max_updates) &&
                 (!o.max_nodes || st.nodes <= o.max_nodes) &&
                 (st.end == DLX_END_BUDGET || (st.end == DLX_END_EXHAUSTED && s.nsol == b.nsol));
      for (size_t k = 0; fine && k < s.nsol; k++)
        fine = contains(b.sol, b.nsol, s.sol[k]) && (k == 0 || s.sol[k] != s.sol[k - 1]);
      if (!fine) {
        snprintf(why, sizeof why,
                 "budget %" PRIu64 " nodes / %" PRIu64 " updates%s (full "
                 "search %" PRIu64 " / %" PRIu64 "): end %d, %" PRIu64 " nodes, %" PRIu64
                 " updates, %zu solutions; again: end %d, %" PRIu64 " nodes, %" PRIu64 " updates",
                 o.max_nodes, o.max_updates, o.randomize ? ", randomized" : "", full_nodes,
                 full_updates, (int)st.end, st.nodes, st.updates, s.nsol, (int)st2.end, st2.nodes,
                 st2.updates);
        report(&in, d, seed, kind, why);
      }
      free(s2.sol);
      if (!fine) continue;
    }
    if (dlx_check(d) != DLX_OK) report(&in, d, seed, kind, "dlx_check fails after the searches");
  }
  engine = DLX_ENGINE_AUTO;
  memo_check(&in, d, seed, kind, b.nsol, &rng);

out:
  dlx_free(d);
  free(b.left);
  free(b.sol);
  free(s.sol);
  inst_free(&in);
}

/* Algorithm M with options all of one length (the sparse-set loops
 * unrolled for 4, 5, 6 items): tetrominoes (5 items an option) and
 * 0-1 matrices with k ones a line (2 items), too large for the brute
 * force: the cells engine lists the links engine's solutions in its
 * order, on 1 to 3 threads, and counts them alone. A solution's options
 * are hashed in the order delivered, the hashes chained in order. */
struct chain {
  uint64_t h, n;
};
static int chain_solution(void *ctx, const int *options, int n) {
  struct chain *c = ctx;
  uint64_t h = 0x9e3779b97f4a7c15u;
  for (int k = 0; k < n; k++) h = (h ^ (uint64_t)options[k]) * 0x100000001b3u;
  c->h = (c->h ^ h) * 0xff51afd7ed558ccdu + (uint64_t)n;
  c->n++;
  return 0;
}
/* Instance T of uniform_m_check in IN (empty), named in WHAT; 0 past the
 * last. */
static int uniform_m_inst(inst_t *in, size_t t, char *what, size_t len) {
  static const struct {
    int rows, cols;
    unsigned lo, hi;
  } tet[] = {{4, 4, 0, 2}, {4, 5, 0, 2}, {5, 4, 0, 3}, {4, 6, 1, 3}};
  size_t nt = sizeof tet / sizeof tet[0];
  char name[16];
  if (t < nt) {
    inst_tetrominoes(in, tet[t].rows, tet[t].cols, tet[t].lo, tet[t].hi);
    snprintf(what, len, "tetrominoes %u:%u in %dx%d", tet[t].lo, tet[t].hi, tet[t].rows,
             tet[t].cols);
  } else if (t < nt + 2) {
    int n = 5, k = t == nt ? 2 : 3;
    for (int i = 0; i < 2 * n; i++) {
      snprintf(name, sizeof name, "%c%d", i < n ? 'r' : 'c', i % n);
      inst_primary(in, name, (unsigned)k, (unsigned)k);
    }
    for (int i = 0; i < n * n; i++) {
      int it[2] = {i / n, n + i % n};
      inst_option(in, 2, it, NULL);
    }
    snprintf(what, len, "5x5 0-1 matrices, %d ones a line", k);
  } else if (t < nt + 4) {
    /* Every K-subset of N items an option (K = 4, 6), items 1:2. */
    int k = t == nt + 2 ? 4 : 6, n = k + 3;
    for (int i = 0; i < n; i++) {
      snprintf(name, sizeof name, "i%d", i);
      inst_primary(in, name, 1, 2);
    }
    for (unsigned m = 0; m < 1u << n; m++) {
      int it[16], l = 0;
      for (int i = 0; i < n; i++)
        if (m >> i & 1) it[l++] = i;
      if (l == k) inst_option(in, k, it, NULL);
    }
    snprintf(what, len, "the %d-subsets of %d items, each item 1:2", k, n);
  } else
    return 0;
  return 1;
}

static void uniform_m_check(void) {
  for (size_t t = 0;; t++) {
    inst_t in;
    inst_init(&in);
    char what[80];
    if (!uniform_m_inst(&in, t, what, sizeof what)) {
      inst_free(&in);
      break;
    }
    dlx_t *d = NULL;
    CHECK(inst_to_dlx(&in, &d) == DLX_OK, "%s: building", what);
    if (!d) {
      failures++;
      inst_free(&in);
      continue;
    }
    struct chain ref = {0, 0}, c;
    int before = failures;
    dlx_search_opts_t o;
    dlx_stats_t st;
    for (int e = 0; e < 4; e++) {
      dlx_search_opts_init(&o);
      o.engine = e == 0 ? DLX_ENGINE_LINKS : DLX_ENGINE_CELLS;
      o.jobs = e == 0 ? 1 : e;
      o.on_solution = chain_solution;
      o.solution_ctx = &c;
      c.h = c.n = 0;
      int ok = dlx_search(d, &o, &st) == DLX_OK && st.solutions == c.n && st.engine == o.engine &&
               dlx_check(d) == DLX_OK;
      if (e == 0) ref = c;
      if (!ok || c.n != ref.n || c.h != ref.h) {
        printf("FAIL: %s: %s on %d thread(s): %" PRIu64 " solutions (links %" PRIu64 ")%s\n", what,
               e ? "cells" : "links", o.jobs, c.n, ref.n,
               c.h != ref.h ? ", not in the links engine's order" : "");
        failures++;
      }
    }
    dlx_search_opts_init(&o);
    o.engine = DLX_ENGINE_CELLS;
    o.jobs = 1;
    if (dlx_search(d, &o, &st) != DLX_OK || st.solutions != ref.n) {
      printf("FAIL: %s: cells counts %" PRIu64 ", links lists %" PRIu64 "\n", what, st.solutions,
             ref.n);
      failures++;
    } else if (failures == before)
      printf("ok: %s: %" PRIu64 " solutions, cells as links, in its order, 1 to 3 threads\n", what,
             ref.n);
    dlx_free(d);
    inst_free(&in);
  }
}

int main(int argc, char **argv) {
  uint64_t seed0 = 20261126;
  long count = 2000;
  int only = -1;
  setvbuf(stdout, NULL, _IOLBF, 0);
  if (argc > 1) seed0 = strtoull(argv[1], NULL, 10);
  if (argc > 2) count = strtol(argv[2], NULL, 10);
  if (argc > 3) only = atoi(argv[3]);
  if (argc > 2 && count == 1 && only >= 0 && only < NKINDS) {
    /* replay one instance: the seed is the instance's own */
    uint64_t total = 0;
    one(seed0, only, &total);
    printf("%s: replayed %s instance seed %" PRIu64 ", %" PRIu64 " solutions\n",
           failures ? "FAIL" : "ok", kind_name[only], seed0, total);
    return failures ? 1 : 0;
  }
  atexit(free_ref);
  if (only < 0) uniform_m_check();
  for (int kind = 0; kind < NKINDS; kind++) {
    if (only >= 0 && kind != only) continue;
    uint64_t total = 0;
    int before = failures;
    long n = count * kind_share[kind] / 8;
    if (n < 1) n = 1;
    for (long k = 0; k < n; k++) one(seed0 + (uint64_t)k * NKINDS + (uint64_t)kind, kind, &total);
    printf("%s: %ld random %s instances (seed %" PRIu64 "), %" PRIu64
           " solutions in all, same sets as the brute force\n",
           failures == before ? "ok" : "FAIL", n, kind_name[kind], seed0, total);
  }
  if (failures) printf("%d instance(s) failed\n", failures);
  return failures ? 1 : 0;
}
