/* bench_dlx.c: `make bench`: libdlx's engines on the instances of issue 15's table, beside Knuth's
 * programs when found.
 *
 * Each instance is generated in memory (tests/dlx/dlx_inst.c) and counted
 * with each engine on one thread (links, cells), then with the automatic
 * choice on two threads; nodes, updates, CPU and wall seconds are printed.
 * When Knuth's programs are found (the directory in $DLX_KNUTH_DIR, else
 * $PATH: ssxcc, dlx1, dlx2), each one that fits the instance is run on it
 * (written in his format to a temporary file), its nodes and CPU seconds
 * printed, and the ratio of the faster polyx engine's CPU time to the
 * faster Knuth program's. Never commit Knuth's code: build it elsewhere.
 * A wrong count makes the program fail; slowness never does.
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

static void gen_p610(inst_t *in) {
  inst_pentominoes(in, 6, 10);
}
static void gen_x610(inst_t *in) {
  inst_pentominoes_x(in, 6, 10);
}
static void gen_q14(inst_t *in) {
  inst_queens(in, 14);
}
static void gen_l12(inst_t *in) {
  inst_langford(in, 12);
}
static void gen_o330(inst_t *in) {
  inst_pentominoes_one_sided(in, 3, 30);
}
static void gen_mac(inst_t *in) {
  inst_macmahon(in);
}

static const struct {
  const char *what;
  void (*gen)(inst_t *);
  uint64_t solutions;
  int colours;
} bench[] = {
    {"6x10 pentominoes, raw", gen_p610, 9356, 0},
    {"6x10, X restricted", gen_x610, 2339, 0},
    {"14 queens", gen_q14, 365596, 0},
    {"Langford pairs n=12", gen_l12, 216288, 0},
    {"one-sided pentominoes 3x30", gen_o330, 184, 0},
    {"MacMahon triangles, colours", gen_mac, INST_MACMAHON_SOLUTIONS, 1},
};

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

/* Knuth's program NAME, as a path, or NULL when not found. */
static char *find_knuth(const char *name) {
  static char buf[3][4096];
  static int next;
  char *out = buf[next++ % 3];
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
 * writes on stderr ("Altogether N solutions, ... M nodes, ..."), and its
 * CPU seconds. Returns 0 when it failed. */
static int run_knuth(const char *prog, const char *file, uint64_t *sols, uint64_t *nodes,
                     double *cpu) {
  char cmd[9000];
  snprintf(cmd, sizeof cmd, "'%s' <'%s' 2>&1 >/dev/null", prog, file);
  double c0 = children_cpu();
  FILE *p = popen(cmd, "r");
  if (!p) return 0;
  char line[1024];
  int ok = 0;
  while (fgets(line, sizeof line, p)) {
    if (strncmp(line, "Altogether ", 11) != 0) continue;
    const char *n = strstr(line, " nodes");
    if (sscanf(line, "Altogether %" SCNu64, sols) != 1 || !n) continue;
    while (n > line && n[-1] >= '0' && n[-1] <= '9') n--;
    ok = sscanf(n, "%" SCNu64, nodes) == 1;
  }
  ok &= pclose(p) == 0;
  *cpu = children_cpu() - c0;
  return ok;
}

int main(void) {
  int wrong = 0;
  printf("libdlx %s: issue 15's instances, counted by each engine "
         "(--jobs 1), then by the automatic choice with 2 threads\n",
         dlx_version());
  FILE *la = fopen("/proc/loadavg", "r");
  char load[64];
  if (la && fgets(load, sizeof load, la))
    printf("(load average now: %.*s; CPU seconds inflate less than wall "
           "seconds on a busy machine)\n",
           (int)strcspn(load, " "), load);
  if (la) fclose(la);
  const char *knuth[3] = {find_knuth("ssxcc"), find_knuth("dlx1"), find_knuth("dlx2")};
  static const char *const kname[3] = {"SSXCC", "DLX1", "DLX2"};
  if (!knuth[0] && !knuth[1] && !knuth[2])
    printf("(Knuth's ssxcc, dlx1, dlx2 not found: set DLX_KNUTH_DIR to "
           "compare)\n");
  for (size_t k = 0; k < sizeof bench / sizeof bench[0]; k++) {
    inst_t in;
    inst_init(&in);
    bench[k].gen(&in);
    dlx_t *d = NULL;
    if (inst_to_dlx(&in, &d) != DLX_OK) {
      fprintf(stderr, "bench_dlx: %s: cannot build\n", bench[k].what);
      return 1;
    }
    printf("%s (%d options, %d items, %" PRIu64 " solutions):\n", bench[k].what, in.nopts,
           in.nitems, bench[k].solutions);
    double best = 1e300;
    static const struct {
      const char *name;
      dlx_engine_t engine;
      int jobs;
    } runs[] = {{"links, 1 thread", DLX_ENGINE_LINKS, 1},
                {"cells, 1 thread", DLX_ENGINE_CELLS, 1},
                {"auto, 2 threads", DLX_ENGINE_AUTO, 2}};
    for (size_t r = 0; r < sizeof runs / sizeof runs[0]; r++) {
      dlx_search_opts_t o;
      dlx_search_opts_init(&o);
      o.engine = runs[r].engine;
      o.jobs = runs[r].jobs;
      dlx_stats_t s;
      memset(&s, 0, sizeof s);
      double t0 = now(CLOCK_MONOTONIC), c0 = now(CLOCK_PROCESS_CPUTIME_ID);
      dlx_status_t st = dlx_search(d, &o, &s);
      double t = now(CLOCK_MONOTONIC) - t0;
      double c = now(CLOCK_PROCESS_CPUTIME_ID) - c0;
      int ok = st == DLX_OK && s.end == DLX_END_EXHAUSTED && s.solutions == bench[k].solutions;
      wrong += !ok;
      if (runs[r].jobs == 1 && c < best) best = c;
      printf("  %-18s %7.3f s cpu %7.3f s wall  %12" PRIu64 " nodes %14" PRIu64 " updates%s%s\n",
             runs[r].name, c, t, s.nodes, s.updates,
             runs[r].engine == DLX_ENGINE_AUTO
                 ? (s.engine == DLX_ENGINE_CELLS ? " (cells)" : " (links)")
                 : "",
             ok ? "" : "  -- WRONG COUNT");
      fflush(stdout);
    }
    if (knuth[0] || knuth[1] || knuth[2]) {
      char file[] = "/tmp/bench-dlx-XXXXXX";
      int fd = mkstemp(file);
      FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;
      if (f) {
        inst_write(&in, f, bench[k].what);
        fclose(f);
        double kbest = 1e300;
        for (int p = 0; p < 3; p++) {
          /* DLX1 knows no colours; DLX2 is for colours here. */
          if (!knuth[p] || (p == 1 && bench[k].colours) || (p == 2 && !bench[k].colours)) continue;
          uint64_t sols = 0, nodes = 0;
          double c = 0;
          if (!run_knuth(knuth[p], file, &sols, &nodes, &c)) {
            printf("  %-18s failed\n", kname[p]);
            continue;
          }
          if (c < kbest) kbest = c;
          printf("  %-18s %7.3f s cpu                %12" PRIu64 " nodes  (%" PRIu64
                 " solutions)\n",
                 kname[p], c, nodes, sols);
        }
        if (kbest < 1e300 && kbest > 0)
          printf("  %-18s %7.2f (faster polyx engine / faster Knuth "
                 "program, CPU time, one thread)\n",
                 "ratio", best / kbest);
        unlink(file);
      }
    }
    dlx_free(d);
    inst_free(&in);
  }
  return wrong ? 1 : 0;
}
