/* bench_dlx.c: `make bench` timings of libdlx on the data/ instances beside Knuth's published figures.
 *
 * Each instance is read with dlx_read from DLX_DATADIR (or the directory
 * given as the first argument) and counted once; the wall time, nodes and
 * updates are printed beside what Knuth's DLX1 / SSXCC report on the same
 * instance (figures from issue 2). A wrong count makes the program fail;
 * slowness never does.
 */
#include <config.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "dlx/dlx.h"

#ifndef DLX_DATADIR
#define DLX_DATADIR "data"
#endif

static const struct {
  const char *file, *what;
  uint64_t solutions;
  const char *knuth; /* Knuth's figures on this kind of machine */
} bench[] = {
  {"pentominoes-6x10.dlx", "6x10 pentominoes", 9356,
   "DLX1 6.8 s, 3,637,261 nodes, 1,242,377,480 updates; SSXCC 4.4 s"},
  {"queens-14.dlx", "14 queens", 365596, "DLX1 1.0 s"},
  {"langford-12.dlx", "Langford pairs n=12", 216288, "DLX1 0.6 s"},
};

static double
now(clockid_t clock)
{
  struct timespec t;
  clock_gettime(clock, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

int
main(int argc, char **argv)
{
  const char *dir = argc > 1 ? argv[1] : DLX_DATADIR;
  int wrong = 0;
  printf("libdlx %s, counting all solutions (dlx_search, no callback):\n",
         dlx_version());
  FILE *la = fopen("/proc/loadavg", "r");
  char load[64];
  if (la && fgets(load, sizeof load, la))
    printf("  (load average now: %.*s; wall times on a busy machine run "
           "long)\n", (int)strcspn(load, " "), load);
  if (la)
    fclose(la);
  for (size_t k = 0; k < sizeof bench / sizeof bench[0]; k++) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, bench[k].file);
    FILE *f = fopen(path, "r");
    if (!f) {
      perror(path);
      return 1;
    }
    dlx_t *d = NULL;
    dlx_error_t err;
    dlx_status_t st = dlx_read(f, &d, &err);
    fclose(f);
    if (st != DLX_OK) {
      fprintf(stderr, "bench_dlx: %s:%lu:%lu: %s\n", path, err.line, err.col,
              err.msg);
      return 1;
    }
    dlx_stats_t s;
    memset(&s, 0, sizeof s);
    /* Wall time, and CPU time, which a busy machine inflates less. */
    double t0 = now(CLOCK_MONOTONIC), c0 = now(CLOCK_PROCESS_CPUTIME_ID);
    st = dlx_search(d, NULL, &s);
    double t = now(CLOCK_MONOTONIC) - t0;
    double c = now(CLOCK_PROCESS_CPUTIME_ID) - c0;
    int ok = st == DLX_OK && s.end == DLX_END_EXHAUSTED &&
             s.solutions == bench[k].solutions;
    wrong += !ok;
    printf("  %-20s %7.3f s (cpu %.3f s)  %" PRIu64 " solutions%s, %"
           PRIu64 " nodes, %" PRIu64 " updates\n"
           "  %-20s Knuth: %s\n",
           bench[k].what, t, c, s.solutions,
           ok ? "" : " -- WRONG COUNT", s.nodes, s.updates, "",
           bench[k].knuth);
    fflush(stdout);
    dlx_free(d);
  }
  return wrong ? 1 : 0;
}
