/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* bench_dlx.c: `make bench`: libdlx's engines on the benchmark table's instances, beside Knuth's
 * programs when found.
 *
 * Each instance is generated in memory (tests/dlx/dlx_inst.c) and counted
 * with each engine on one thread (links, cells), then with the automatic
 * choice on two threads; nodes, updates, CPU and wall seconds are printed.
 * Each is also counted by memoisation (opts.memo, 1 GB table), with the
 * ratio of its CPU time to the faster plain engine's.
 * When Knuth's programs are found (the directory in $DLX_KNUTH_DIR, else
 * $PATH: ssxcc, dlx1, dlx2, ssmcc, dance), each one that fits the instance
 * is run on it (written in his format to a temporary file), its nodes and
 * CPU seconds printed, and the ratio of the faster plain polyx engine's CPU
 * time to the faster Knuth program's. Never commit Knuth's code: build it
 * elsewhere (his CWEB sources, ctangle from Debian's texlive-binaries; all
 * five use his gb_flip.w: `ctangle gb_flip.w && cc -O2 -c gb_flip.c`, then
 * e.g. `ctangle dance.w && cc -O2 -o dance dance.c gb_flip.o` in that
 * directory).
 * With an argument, only the rows whose name contains it (e.g. bench_dlx
 * tetrominoes). A wrong count makes the program fail; slowness never does.
 * With $DLX_BENCH_INSTANCES naming a directory, each row's instance is also
 * written there in Knuth's format (ROW.dlx, ROW the row's number from 1), so
 * that instructions can be compared on the very same file (valgrind
 * --tool=callgrind on `ssxcc <FILE` and on `polyx solve --count --jobs 1 FILE`).
 */
#include <config.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include "dlx/dlx.h"
#include "tests/dlx/dlx_inst.h"

static double now(clockid_t clock) {
  struct timespec t;
  clock_gettime(clock, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static double children_cpu(void) {
  struct rusage ru;
  getrusage(RUSAGE_CHILDREN, &ru);
  return (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec * 1e-6 +
         (double)ru.ru_stime.tv_sec + (double)ru.ru_stime.tv_usec * 1e-6;
}

/* Knuth's programs: SSXCC (X and C), DLX1 (X), DLX2 (C), SSMCC (M) and
 * DANCE (X; names of at most 7 characters, no comment lines). */
enum { SSXCC, DLX1, DLX2, SSMCC, DANCE, KNUTH_PROGS };

/* Knuth's program NAME, as a path, or NULL when not found. */
static char *find_knuth(const char *name) {
  static char buf[KNUTH_PROGS][4096];
  static int next;
  char *out = buf[next++ % KNUTH_PROGS];
  const char *dir = getenv("DLX_KNUTH_DIR");
  if (dir && *dir) {
    snprintf(out, sizeof buf[0], "%s/%s", dir, name);
    return access(out, X_OK) == 0 ? out : NULL;
  }
  const char *path = getenv("PATH");
  while (path && *path) {
    size_t n = strcspn(path, ":");
    snprintf(out, sizeof buf[0], "%.*s/%s", (int)n, path, name);
    if (n > 0 && access(out, X_OK) == 0) return out;
    path += n + (path[n] == ':');
  }
  return NULL;
}

/* Run Knuth's PROG on FILE; its solutions and nodes from the last line it
 * writes on stderr ("Altogether N solutions, ... M nodes, ..."; DANCE
 * writes "Altogether N solutions, after U updates." on stdout and no
 * nodes: 0), and its CPU seconds. Returns 0 when it failed. */
static int run_knuth(const char *prog, const char *file, uint64_t *sols, uint64_t *nodes,
                     double *cpu) {
  char cmd[9000];
  int dance = strstr(prog, "dance") != NULL;
  snprintf(cmd, sizeof cmd, dance ? "'%s' <'%s' 2>&1" : "'%s' <'%s' 2>&1 >/dev/null", prog, file);
  *nodes = 0;
  double c0 = children_cpu();
  FILE *p = popen(cmd, "r");
  if (!p) return 0;
  char line[1024];
  int ok = 0;
  while (fgets(line, sizeof line, p)) {
    if (strncmp(line, "Altogether ", 11) != 0) continue;
    const char *n = strstr(line, " nodes");
    if (sscanf(line, "Altogether %" SCNu64, sols) != 1) continue;
    ok = 1;
    if (!n) continue;
    while (n > line && n[-1] >= '0' && n[-1] <= '9') n--;
    ok = sscanf(n, "%" SCNu64, nodes) == 1;
  }
  ok &= pclose(p) == 0;
  *cpu = children_cpu() - c0;
  return ok;
}

int main(int argc, char **argv) {
  int wrong = 0;
  const char *only = argc > 1 ? argv[1] : NULL; /* rows whose name has this */
  printf("libdlx %s: the benchmark instances, counted by each engine "
         "(--jobs 1), then by the automatic choice with 2 threads\n",
         dlx_version());
  FILE *la = fopen("/proc/loadavg", "r");
  char load[64];
  if (la && fgets(load, sizeof load, la))
    printf("(load average now: %.*s; CPU seconds inflate less than wall "
           "seconds on a busy machine)\n",
           (int)strcspn(load, " "), load);
  if (la) fclose(la);
  static const char *const kprog[KNUTH_PROGS] = {"ssxcc", "dlx1", "dlx2", "ssmcc", "dance"};
  static const char *const kname[KNUTH_PROGS] = {"SSXCC", "DLX1", "DLX2", "SSMCC", "DANCE"};
  const char *knuth[KNUTH_PROGS];
  int any = 0;
  for (int p = 0; p < KNUTH_PROGS; p++) any |= (knuth[p] = find_knuth(kprog[p])) != NULL;
  if (!any)
    printf("(Knuth's ssxcc, dlx1, dlx2, ssmcc, dance not found: build them outside the "
           "repository and set DLX_KNUTH_DIR to their directory to compare)\n");
  for (size_t k = 0; k < inst_bench_count; k++) {
    if (only && !strstr(inst_bench[k].what, only)) continue;
    inst_t in;
    inst_init(&in);
    inst_bench[k].gen(&in);
    dlx_t *d = NULL;
    if (inst_to_dlx(&in, &d) != DLX_OK) {
      fprintf(stderr, "bench_dlx: %s: cannot build\n", inst_bench[k].what);
      return 1;
    }
    printf("%s (%d options, %d items, %" PRIu64 " solutions):\n", inst_bench[k].what, in.nopts,
           in.nitems, inst_bench[k].solutions);
    const char *keep = getenv("DLX_BENCH_INSTANCES");
    if (keep && *keep) {
      char name[4096];
      snprintf(name, sizeof name, "%s/%zu.dlx", keep, k + 1);
      FILE *f = fopen(name, "w");
      if (f) inst_write(&in, f, NULL);
      if (!f || fclose(f) != 0) {
        fprintf(stderr, "bench_dlx: %s: cannot write\n", name);
        return 1;
      }
      printf("  (instance: %s)\n", name);
    }
    double best = 1e300, auto1 = 0;
    static const struct {
      const char *name;
      dlx_engine_t engine;
      int jobs;
    } runs[] = {{"links, 1 thread", DLX_ENGINE_LINKS, 1}, {"cells, 1 thread", DLX_ENGINE_CELLS, 1},
                {"bits, 1 thread", DLX_ENGINE_BITS, 1},   {"auto, 1 thread", DLX_ENGINE_AUTO, 1},
                {"auto, 2 threads", DLX_ENGINE_AUTO, 2},  {"memo, 1 thread", DLX_ENGINE_MEMO, 1}};
    double plain = 0;
    for (size_t r = 0; r < sizeof runs / sizeof runs[0]; r++) {
      dlx_search_opts_t o;
      dlx_search_opts_init(&o);
      o.engine = runs[r].engine == DLX_ENGINE_MEMO ? DLX_ENGINE_AUTO : runs[r].engine;
      o.jobs = runs[r].jobs;
      if (runs[r].engine == DLX_ENGINE_MEMO) {
        o.memo = (size_t)1 << 30;
        plain = best;
      }
      dlx_stats_t s;
      memset(&s, 0, sizeof s);
      double t0 = now(CLOCK_MONOTONIC), c0 = now(CLOCK_PROCESS_CPUTIME_ID);
      dlx_status_t st = dlx_search(d, &o, &s);
      double t = now(CLOCK_MONOTONIC) - t0;
      double c = now(CLOCK_PROCESS_CPUTIME_ID) - c0;
      int ok = st == DLX_OK && s.end == DLX_END_EXHAUSTED && s.solutions == inst_bench[k].solutions;
      wrong += !ok;
      /* The plain engines: the automatic one counts memoised where that pays (libdlx 1.5). */
      if (runs[r].jobs == 1 && runs[r].engine != DLX_ENGINE_MEMO && s.engine != DLX_ENGINE_MEMO &&
          c < best)
        best = c;
      if (runs[r].jobs == 1 && runs[r].engine == DLX_ENGINE_AUTO) auto1 = c;
      printf("  %-18s %7.3f s cpu %7.3f s wall  %12" PRIu64 " nodes %14" PRIu64 " updates%s%s\n",
             runs[r].name, c, t, s.nodes, s.updates,
             runs[r].engine == DLX_ENGINE_AUTO ? (s.engine == DLX_ENGINE_CELLS  ? " (cells)"
                                                  : s.engine == DLX_ENGINE_BITS ? " (bits)"
                                                  : s.engine == DLX_ENGINE_MEMO ? " (memo)"
                                                                                : " (links)")
             : runs[r].engine == DLX_ENGINE_CELLS && s.engine != DLX_ENGINE_CELLS
                 ? " (links: multiplicities)"
             : runs[r].engine == DLX_ENGINE_BITS && s.engine != DLX_ENGINE_BITS
                 ? (s.engine == DLX_ENGINE_CELLS ? " (cells: bits does not fit)"
                                                 : " (links: bits does not fit)")
             : runs[r].engine == DLX_ENGINE_MEMO
                 ? (s.engine == DLX_ENGINE_MEMO ? "" : " (not memoised)")
                 : "",
             ok ? "" : "  -- WRONG COUNT");
      if (runs[r].engine == DLX_ENGINE_MEMO && plain > 0)
        printf("  %-18s %7.2f (memo / faster plain engine, CPU time)\n", "memo ratio", c / plain);
      fflush(stdout);
    }
    if (any) {
      char file[] = "/tmp/bench-dlx-XXXXXX";
      int fd = mkstemp(file);
      FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;
      if (f) {
        inst_write(&in, f, NULL); /* no comment line: DANCE reads none */
        fclose(f);
        int short_names = 1;
        for (int i = 0; i < in.nitems; i++) short_names &= strlen(in.items[i].name) <= 7;
        double kbest = 1e300;
        for (int p = 0; p < KNUTH_PROGS; p++) {
          int fits = p == SSXCC   ? !inst_bench[k].bounds
                     : p == DLX1  ? !inst_bench[k].bounds && !inst_bench[k].colours
                     : p == DLX2  ? !inst_bench[k].bounds && inst_bench[k].colours
                     : p == SSMCC ? inst_bench[k].bounds
                                  : !inst_bench[k].bounds && !inst_bench[k].colours && short_names;
          if (!knuth[p] || !fits) continue;
          uint64_t sols = 0, nodes = 0;
          double c = 0;
          if (!run_knuth(knuth[p], file, &sols, &nodes, &c)) {
            printf("  %-18s failed\n", kname[p]);
            continue;
          }
          if (c < kbest) kbest = c;
          if (nodes)
            printf("  %-18s %7.3f s cpu                %12" PRIu64 " nodes  (%" PRIu64
                   " solutions)\n",
                   kname[p], c, nodes, sols);
          else
            printf("  %-18s %7.3f s cpu                %12s        (%" PRIu64 " solutions)\n",
                   kname[p], c, "", sols);
        }
        if (kbest < 1e300 && kbest > 0)
          printf("  %-18s %7.2f (faster plain polyx engine / faster Knuth "
                 "program, CPU time, one thread)\n",
                 "ratio", best / kbest);
        if (kbest < 1e300 && kbest > 0)
          printf("  %-18s %7.2f (polyx's automatic choice / faster Knuth program, CPU time, "
                 "one thread)\n",
                 "auto ratio", auto1 / kbest);
        unlink(file);
      }
    }
    dlx_free(d);
    inst_free(&in);
  }
  return wrong ? 1 : 0;
}
