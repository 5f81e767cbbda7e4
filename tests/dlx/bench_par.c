/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* bench_par.c: `make bench`: every kind of search on one thread and on two, on the benchmark
 * instances.
 *
 * For each instance (those of bench_dlx, and two with multiplicities:
 * the five tetrominoes in a 6x8 box, each used 0 to 3 times, and each
 * used 2 or 3 times), each kind of search runs with JOBS 1, then 2: a
 * count, an enumeration (every solution handed to a callback), a
 * solution limit (half the solutions), an update budget (half the
 * work), and a randomized enumeration. It prints wall and CPU seconds
 * and the speed-up (wall, one thread / two), and fails when the two
 * disagree in anything but time (solutions, order, nodes, updates, end).
 * Timings mean something on an otherwise idle machine only.
 * Usage: bench_par [NAME-SUBSTRING]: only the instances whose name has it.
 */
#include <config.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "dlx/dlx.h"
#include "tests/dlx/dlx_inst.h"

static double now(clockid_t clock) {
  struct timespec t;
  clock_gettime(clock, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* What a run saw: the solutions in order, hashed, and how many. */
typedef struct seen {
  uint64_t hash, n;
} seen_t;

static int on_solution(void *ctx, const int *options, int n) {
  seen_t *s = ctx;
  for (int i = 0; i < n; i++) s->hash = (s->hash ^ (uint64_t)options[i]) * 0x100000001b3u;
  s->hash = (s->hash ^ 0xff) * 0x100000001b3u;
  s->n++;
  return 0;
}

int main(int argc, char **argv) {
  int wrong = 0;
  printf("libdlx %s: every kind of search, 1 thread then 2 (auto engine); wall seconds,\n"
         "CPU seconds, and the speed-up in wall time\n",
         dlx_version());
  FILE *la = fopen("/proc/loadavg", "r");
  char load[64];
  if (la && fgets(load, sizeof load, la))
    printf("(load average now: %.*s; the speed-ups mean something on an idle machine only)\n",
           (int)strcspn(load, " "), load);
  if (la) fclose(la);
  for (size_t k = 0; k < inst_bench_count; k++) {
    if (!inst_bench[k].par || (argc > 1 && !strstr(inst_bench[k].what, argv[1]))) continue;
    inst_t in;
    inst_init(&in);
    inst_bench[k].gen(&in);
    dlx_t *d = NULL;
    if (inst_to_dlx(&in, &d) != DLX_OK) {
      fprintf(stderr, "bench_par: %s: cannot build\n", inst_bench[k].what);
      return 1;
    }
    printf("%s (%d options, %d items):\n", inst_bench[k].what, in.nopts, in.nitems);
    uint64_t total_sol = 0, total_upd = 0;
    for (int mode = 0; mode < 5; mode++) {
      static const char *const mname[5] = {"count", "enumerate", "max half", "budget half",
                                           "random, enumerate"};
      double wall[2] = {0, 0};
      dlx_stats_t st[2];
      seen_t sn[2];
      for (int j = 0; j < 2; j++) {
        dlx_search_opts_t o;
        dlx_search_opts_init(&o);
        o.jobs = j + 1;
        memset(&sn[j], 0, sizeof sn[j]);
        if (mode > 0) {
          o.on_solution = on_solution;
          o.solution_ctx = &sn[j];
        }
        if (mode == 2) o.max_solutions = total_sol / 2 + 1;
        if (mode == 3) o.max_updates = total_upd / 2 + 1;
        if (mode == 4) {
          o.randomize = 1;
          o.seed = 15;
        }
        double t0 = now(CLOCK_MONOTONIC), c0 = now(CLOCK_PROCESS_CPUTIME_ID);
        dlx_status_t s = dlx_search(d, &o, &st[j]);
        wall[j] = now(CLOCK_MONOTONIC) - t0;
        double c = now(CLOCK_PROCESS_CPUTIME_ID) - c0;
        if (s != DLX_OK) {
          printf("  %s, %d thread(s): %s\n", mname[mode], j + 1, dlx_strerror(s));
          wrong++;
          continue;
        }
        printf("  %-18s %d thread%s %8.3f s wall %8.3f s cpu %12" PRIu64 " solutions %12" PRIu64
               " nodes %14" PRIu64 " updates",
               mname[mode], j + 1, j ? "s" : " ", wall[j], c, st[j].solutions, st[j].nodes,
               st[j].updates);
        if (j == 1) printf("  speed-up %.2f", wall[1] > 0 ? wall[0] / wall[1] : 0.0);
        printf("\n");
        fflush(stdout);
      }
      if (mode == 0) {
        total_sol = st[0].solutions;
        total_upd = st[0].updates;
      }
      if (st[0].solutions != st[1].solutions || st[0].nodes != st[1].nodes ||
          st[0].updates != st[1].updates || st[0].end != st[1].end || sn[0].n != sn[1].n ||
          sn[0].hash != sn[1].hash) {
        printf("  -- %s: 2 threads differ from 1\n", mname[mode]);
        wrong++;
      }
    }
    dlx_free(d);
    inst_free(&in);
  }
  return wrong ? 1 : 0;
}
