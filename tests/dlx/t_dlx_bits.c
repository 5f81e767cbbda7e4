/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* t_dlx_bits.c: the bitset engine's counting (no solution callback) against the links engine.
 *
 * Counting, the bitset engine takes the last level in closed form and,
 * up to 64 primary items, keeps its counts in bytes, with the words of an
 * option set and the primary items of every option compiled in where it
 * can (dlx/dlx_bits.h). t_dlx_diff always hands solutions to a callback,
 * so it never sees those paths: here random instances whose options all
 * have P primary items (P = 1..4, and mixed), a few secondary items
 * (coloured in half the instances that have them), from 3 to 300 options
 * (1 to 5 words) and up to 90 primary items, are counted by both engines,
 * on one thread and on two, and must agree on solutions, nodes, updates
 * (without colours) and the nodes of every level (DLX1's); then again with a
 * node budget that stops the search partway, and with progress reports
 * every few nodes (a leaf counted in closed form must not step over
 * either). Usage: t_dlx_bits [SEED [COUNT]].
 */
#include <config.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/dlx.h"
#include "tests/check.h"
#include "tests/dlx/dlx_inst.h"

/* A random instance: NP primary items, NS secondary ones, NO options of P
 * primary items each (P 0: 1 to 4), each with a secondary item one time in
 * three; with COLOURS, that item has colour A or B (or none) one time in
 * three each. Options repeat freely; some items may have none. */
static void gen(inst_t *in, uint64_t *rng, int np, int ns, int no, int p, int colours) {
  char name[16];
  for (int i = 0; i < np; i++) {
    snprintf(name, sizeof name, "p%d", i);
    inst_primary(in, name, 1, 1);
  }
  for (int i = 0; i < ns; i++) {
    snprintf(name, sizeof name, "s%d", i);
    inst_secondary(in, name);
  }
  int col[2] = {colours ? inst_color(in, "A") : 0, colours ? inst_color(in, "B") : 0};
  for (int o = 0; o < no; o++) {
    int k = p ? p : 1 + (int)inst_below(rng, 4), it[6], c[6] = {0}, n = 0;
    if (k > np) k = np;
    while (n < k) {
      int i = (int)inst_below(rng, (unsigned)np), dup = 0;
      for (int j = 0; j < n; j++) dup |= it[j] == i;
      if (!dup) it[n++] = i;
    }
    if (ns > 0 && inst_below(rng, 3) == 0) {
      unsigned k3 = colours ? inst_below(rng, 3) : 2;
      c[n] = k3 < 2 ? col[k3] : 0;
      it[n++] = np + (int)inst_below(rng, (unsigned)ns);
    }
    inst_option(in, n, it, c);
  }
}

/* Progress reports: how many. */
static int on_progress(void *ctx, const dlx_stats_t *st) {
  (void)st;
  ++*(int *)ctx;
  return 0;
}

/* Count D with ENGINE on JOBS threads, a node budget MAX_NODES (0: none)
 * and progress every PROGRESS nodes (0: none); the counters into ST, the
 * level profile into PROF (copied: the handle's changes with the next
 * search). Returns the status. */
static dlx_status_t count(dlx_t *d, dlx_engine_t engine, int jobs, uint64_t max_nodes,
                          uint64_t progress, dlx_stats_t *st, uint64_t *prof, int *reports) {
  dlx_search_opts_t o;
  dlx_search_opts_init(&o);
  o.engine = engine;
  o.jobs = jobs;
  o.max_nodes = max_nodes;
  if (progress) {
    o.on_progress = on_progress;
    o.progress_ctx = reports;
    o.progress_nodes = progress;
  }
  memset(st, 0, sizeof *st);
  dlx_status_t s = dlx_search(d, &o, st);
  memset(prof, 0, 512 * sizeof *prof);
  for (int l = 0; s == DLX_OK && st->level_nodes && l < st->levels && l < 512; l++)
    prof[l] = st->level_nodes[l];
  return s;
}

/* Whether the two searches agree; with colours (COLOURS), all but the
 * updates (links counts DLX2's, bits DLX1's count of the options hidden). */
static int colours;

static int same(const dlx_stats_t *a, const uint64_t *pa, const dlx_stats_t *b,
                const uint64_t *pb) {
  return a->solutions == b->solutions && a->nodes == b->nodes &&
         (colours || a->updates == b->updates) && a->end == b->end &&
         memcmp(pa, pb, 512 * sizeof *pa) == 0;
}

/* Count D (instance SEED: NP primary items, NS secondary, NO options of P
 * primary items) with both engines, as the header says; its solutions to
 * TOTAL. */
static long compared; /* instances not skipped */

static void compare(dlx_t *d, uint64_t *rng, uint64_t seed, uint64_t *total, int np, int ns, int no,
                    int p) {
  static uint64_t pl[512], pb[512];
  dlx_stats_t sl, sb;
  int rep = 0;
  /* Instances whose search passes 200,000 nodes are skipped (too slow). */
  if (count(d, DLX_ENGINE_LINKS, 1, 200000, 0, &sl, pl, &rep) != DLX_OK) {
    CHECK(0, "seed %" PRIu64 ": links failed", seed);
    return;
  }
  if (sl.end != DLX_END_EXHAUSTED) return; /* too big for a test: skip */
  *total += sl.solutions;
  compared++;
  for (int jobs = 1; jobs <= 2; jobs++) {
    CHECK(count(d, DLX_ENGINE_BITS, jobs, 0, 0, &sb, pb, &rep) == DLX_OK &&
              sb.engine == DLX_ENGINE_BITS && same(&sl, pl, &sb, pb),
          "seed %" PRIu64 " (%d primary, %d secondary, %d options, P %d), %d thread(s): bits "
          "%" PRIu64 " solutions, %" PRIu64 " nodes, %" PRIu64 " updates; links %" PRIu64
          ", %" PRIu64 ", %" PRIu64 ", or another level profile",
          seed, np, ns, no, p, jobs, sb.solutions, sb.nodes, sb.updates, sl.solutions, sl.nodes,
          sl.updates);
  }
  if (sl.nodes < 3) return;
  uint64_t budget = 1 + inst_below(rng, (unsigned)(sl.nodes - 1));
  count(d, DLX_ENGINE_LINKS, 1, budget, 0, &sl, pl, &rep);
  count(d, DLX_ENGINE_BITS, 1, budget, 0, &sb, pb, &rep);
  CHECK(same(&sl, pl, &sb, pb),
        "seed %" PRIu64 ": a budget of %" PRIu64 " nodes: bits end %d, %" PRIu64
        " solutions, %" PRIu64 " nodes, %" PRIu64 " updates; links %d, %" PRIu64 ", %" PRIu64
        ", %" PRIu64,
        seed, budget, (int)sb.end, sb.solutions, sb.nodes, sb.updates, (int)sl.end, sl.solutions,
        sl.nodes, sl.updates);
  int rl = 0, rb = 0;
  uint64_t every = 1 + inst_below(rng, 7);
  count(d, DLX_ENGINE_LINKS, 1, 0, every, &sl, pl, &rl);
  count(d, DLX_ENGINE_BITS, 1, 0, every, &sb, pb, &rb);
  CHECK(same(&sl, pl, &sb, pb) && rl == rb,
        "seed %" PRIu64 ": progress every %" PRIu64 " nodes: bits %d reports, %" PRIu64
        " nodes; links %d, %" PRIu64,
        seed, every, rb, sb.nodes, rl, sl.nodes);
}

static void one(uint64_t seed, uint64_t *total) {
  uint64_t rng = seed;
  static const int nps[] = {4, 8, 12, 20, 40, 64, 90};
  int np = nps[inst_below(&rng, sizeof nps / sizeof nps[0])];
  int ns = (int)inst_below(&rng, 4);
  int p = (int)inst_below(&rng, 5);
  colours = ns > 0 && inst_below(&rng, 2);
  /* Enough options for solutions to exist, from 1 word to 5. */
  static const int nos[] = {3, 20, 60, 100, 130, 200, 260, 300};
  int no = nos[inst_below(&rng, sizeof nos / sizeof nos[0])];
  if (np > 40 && no < 100) no = 100 + (int)inst_below(&rng, 200);
  inst_t in;
  inst_init(&in);
  gen(&in, &rng, np, ns, no, p, colours);
  dlx_t *d = NULL;
  if (inst_to_dlx(&in, &d) != DLX_OK) {
    CHECK(0, "seed %" PRIu64 ": cannot build", seed);
    inst_free(&in);
    return;
  }
  compare(d, &rng, seed, total, np, ns, no, p);
  dlx_free(d);
  inst_free(&in);
}

int main(int argc, char **argv) {
  uint64_t seed0 = 20261126;
  long n = 600;
  setvbuf(stdout, NULL, _IOLBF, 0);
  if (argc > 1) seed0 = strtoull(argv[1], NULL, 10);
  if (argc > 2) n = strtol(argv[2], NULL, 10);
  uint64_t total = 0;
  for (long k = 0; k < n; k++) one(seed0 + (uint64_t)k, &total);
  /* Known rows: domino tilings of 4x4 .. 6x6 by both engines (OEIS A004003:
   * 36, 6728 on the even squares) */
  for (int side = 4; side <= 6; side += 2) {
    inst_t in;
    inst_init(&in);
    char name[16];
    for (int k = 0; k < side * side; k++) {
      snprintf(name, sizeof name, "c%d", k);
      inst_primary(&in, name, 1, 1);
    }
    for (int k = 0; k < side * side; k++) {
      int it[2] = {k, k + 1};
      if (k % side < side - 1) inst_option(&in, 2, it, NULL);
      it[1] = k + side;
      if (k < side * (side - 1)) inst_option(&in, 2, it, NULL);
    }
    dlx_t *d = NULL;
    static uint64_t pl[512], pb[512];
    dlx_stats_t sl, sb;
    int rep = 0;
    CHECK(inst_to_dlx(&in, &d) == DLX_OK, "domino %dx%d: cannot build", side, side);
    if (d) {
      count(d, DLX_ENGINE_LINKS, 1, 0, 0, &sl, pl, &rep);
      count(d, DLX_ENGINE_BITS, 1, 0, 0, &sb, pb, &rep);
      CHECK(sb.solutions == (side == 4 ? 36u : 6728u) && same(&sl, pl, &sb, pb),
            "domino %dx%d: bits %" PRIu64 " tilings, %" PRIu64 " nodes; links %" PRIu64
            ", %" PRIu64,
            side, side, sb.solutions, sb.nodes, sl.solutions, sl.nodes);
    }
    dlx_free(d);
    inst_free(&in);
  }
  printf("%s: %ld of %ld random instances (seed %" PRIu64 "), %" PRIu64
         " solutions, counted alike by bits and links\n",
         failures ? "FAIL" : "ok", compared, n, seed0, total);
  CHECK(compared >= n / 2, "only %ld instances compared", compared);
  return failures ? 1 : 0;
}
