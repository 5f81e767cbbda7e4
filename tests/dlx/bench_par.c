/* bench_par.c: `make bench`: every kind of search on one thread and on two, on issue 15's instances.
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

/* The five free tetrominoes in ROWS x COLS, piece k used LO[k]..HI[k]
 * times: items I O T S L (bounded), then the cells; one option a
 * placement of a distinct orientation. */
static void tetrominoes(inst_t *in, int rows, int cols, const unsigned *lo, const unsigned *hi) {
  static const char *names[5] = {"I", "O", "T", "S", "L"};
  static const int shape[5][4][2] = {{{0, 0}, {0, 1}, {0, 2}, {0, 3}},
                                     {{0, 0}, {0, 1}, {1, 0}, {1, 1}},
                                     {{0, 0}, {0, 1}, {0, 2}, {1, 1}},
                                     {{0, 1}, {0, 2}, {1, 0}, {1, 1}},
                                     {{0, 0}, {1, 0}, {2, 0}, {2, 1}}};
  int piece[5];
  for (int k = 0; k < 5; k++) piece[k] = inst_primary(in, names[k], lo[k], hi[k]);
  int *cell = malloc((size_t)rows * (size_t)cols * sizeof *cell);
  if (!cell) abort();
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++) {
      char name[32];
      snprintf(name, sizeof name, "r%dc%d", r, c);
      cell[r * cols + c] = inst_primary(in, name, 1, 1);
    }
  for (int k = 0; k < 5; k++) {
    int seen[8][4][2], nseen = 0;
    for (int t = 0; t < 8; t++) {
      int p[4][2], minr = 99, minc = 99;
      for (int i = 0; i < 4; i++) {
        int r = shape[k][i][0], c = shape[k][i][1];
        for (int q = 0; q < t % 4; q++) { /* rotate a quarter turn */
          int tmp = r;
          r = c;
          c = -tmp;
        }
        if (t >= 4) c = -c; /* mirror */
        p[i][0] = r;
        p[i][1] = c;
        if (r < minr) minr = r;
        if (c < minc) minc = c;
      }
      for (int i = 0; i < 4; i++) p[i][0] -= minr, p[i][1] -= minc;
      /* Sort the cells so that equal orientations compare equal. */
      for (int a = 1; a < 4; a++)
        for (int b = a; b > 0 && (p[b][0] * 8 + p[b][1] < p[b - 1][0] * 8 + p[b - 1][1]); b--) {
          int r = p[b][0], c = p[b][1];
          p[b][0] = p[b - 1][0], p[b][1] = p[b - 1][1];
          p[b - 1][0] = r, p[b - 1][1] = c;
        }
      int dup = 0;
      for (int s = 0; s < nseen && !dup; s++) dup = memcmp(seen[s], p, sizeof p) == 0;
      if (dup) continue;
      memcpy(seen[nseen++], p, sizeof p);
      for (int r0 = 0; r0 < rows; r0++)
        for (int c0 = 0; c0 < cols; c0++) {
          int items[5] = {piece[k]}, ok = 1;
          for (int i = 0; i < 4 && ok; i++) {
            int r = r0 + p[i][0], c = c0 + p[i][1];
            ok = r < rows && c < cols;
            if (ok) items[i + 1] = cell[r * cols + c];
          }
          if (ok) inst_option(in, 5, items, NULL);
        }
    }
  }
  free(cell);
}

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
static void gen_t03(inst_t *in) {
  static const unsigned lo[5] = {0, 0, 0, 0, 0}, hi[5] = {3, 3, 3, 3, 3};
  tetrominoes(in, 6, 8, lo, hi);
}
static void gen_t23(inst_t *in) {
  static const unsigned lo[5] = {2, 2, 2, 2, 2}, hi[5] = {3, 3, 3, 3, 3};
  tetrominoes(in, 6, 8, lo, hi);
}

static const struct {
  const char *what;
  void (*gen)(inst_t *);
} bench[] = {
    {"6x10 pentominoes, raw", gen_p610},
    {"6x10, X restricted", gen_x610},
    {"14 queens", gen_q14},
    {"Langford pairs n=12", gen_l12},
    {"one-sided pentominoes 3x30", gen_o330},
    {"MacMahon triangles, colours", gen_mac},
    {"tetrominoes 0:3 each, 6x8 (M)", gen_t03},
    {"tetrominoes 2:3 each, 6x8 (M)", gen_t23},
};

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
  for (size_t k = 0; k < sizeof bench / sizeof bench[0]; k++) {
    if (argc > 1 && !strstr(bench[k].what, argv[1])) continue;
    inst_t in;
    inst_init(&in);
    bench[k].gen(&in);
    dlx_t *d = NULL;
    if (inst_to_dlx(&in, &d) != DLX_OK) {
      fprintf(stderr, "bench_par: %s: cannot build\n", bench[k].what);
      return 1;
    }
    printf("%s (%d options, %d items):\n", bench[k].what, in.nopts, in.nitems);
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
