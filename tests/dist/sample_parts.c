/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* sample_parts.c: the size of a count too long to run, from a plan and a random sample of its
 * parts.
 *
 *   tests/dist/sample_parts FILE.dlx SAMPLE [SEED [MIN_PARTS [MAX_NODES]]]
 *
 * Makes the plan dist_search_run makes (MIN_PARTS, default 4096), searches SAMPLE parts drawn
 * at random without repeats (each on one thread, stopped after MAX_NODES nodes when given),
 * timed in processor seconds of the thread (not wall time: others may share the cores),
 * and prints, in the record format of a checkpoint (without checksums, so that
 * scripts/dist-simulate --sample reads it), "parts N", then one line per part searched:
 * "PART SOLUTIONS NODES UPDATES MAX_LEVEL - SECONDS", then the estimates of the whole count
 * (mean times parts, with the standard error of the mean) on lines beginning with '#'.
 * Not a test: a tool for the MPI figures (`make bench` builds it).
 */
#include <config.h>

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "base/rng.h"
#include "dist/dist_search.h"
#include "dlx/dlx.h"

/* Processor time of this thread: the figures stay those of the machine when
 * others share its cores. */
static double now_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: sample_parts FILE.dlx SAMPLE [SEED [MIN_PARTS [MAX_NODES]]]\n");
    return 64;
  }
  FILE *in = fopen(argv[1], "r");
  if (in == NULL) {
    perror(argv[1]);
    return 66;
  }
  dlx_t *dlx;
  dlx_error_t err;
  if (dlx_read(in, &dlx, &err) != DLX_OK) {
    fprintf(stderr, "%s:%lu: %s\n", argv[1], err.line, err.msg);
    return 65;
  }
  fclose(in);
  size_t sample = strtoul(argv[2], NULL, 10);
  uint64_t rng = argc > 3 ? strtoull(argv[3], NULL, 10) : 1;
  size_t min_parts = argc > 4 ? strtoul(argv[4], NULL, 10) : DIST_SEARCH_PARTS;
  uint64_t max_nodes = argc > 5 ? strtoull(argv[5], NULL, 10) : 0;
  dlx_search_opts_t o;
  dlx_search_opts_init(&o);
  dlx_plan_t *plan;
  double t0 = now_seconds();
  if (dlx_plan_new(dlx, &o, min_parts, &plan) != DLX_OK) return 70;
  size_t parts = dlx_plan_parts(plan);
  printf("parts %zu\n# plan %016" PRIx64 " made in %.3f s\n", parts, dlx_plan_id(plan),
         now_seconds() - t0);
  if (sample > parts) sample = parts;
  /* A random sample without repeats: the first SAMPLE of a shuffle. */
  size_t *order = malloc(parts * sizeof *order);
  if (order == NULL) return 70;
  for (size_t i = 0; i < parts; i++) order[i] = i;
  for (size_t i = 0; i < sample; i++) {
    size_t j = i + base_rand(&rng) % (parts - i);
    size_t x = order[i];
    order[i] = order[j];
    order[j] = x;
  }
  o.max_nodes = max_nodes;
  double sum_s = 0, sum_s2 = 0, sum_n = 0, sum_u = 0, sum_sol = 0;
  size_t capped = 0;
  for (size_t i = 0; i < sample; i++) {
    dlx_stats_t st;
    double t = now_seconds();
    if (dlx_plan_search(dlx, plan, order[i], &o, &st) != DLX_OK) return 70;
    t = now_seconds() - t;
    if (st.end != DLX_END_EXHAUSTED) capped++;
    printf("%zu %" PRIu64 " %" PRIu64 " %" PRIu64 " %d - %.6f\n", order[i], st.solutions, st.nodes,
           st.updates, st.max_level, t);
    fflush(stdout);
    sum_s += t;
    sum_s2 += t * t;
    sum_n += (double)st.nodes;
    sum_u += (double)st.updates;
    sum_sol += (double)st.solutions;
  }
  if (sample > 0) {
    double n = (double)sample, mean = sum_s / n;
    double var = sample > 1 ? (sum_s2 - n * mean * mean) / (n - 1) : 0;
    double se = sqrt(var > 0 ? var / n : 0) * (double)parts;
    printf("# sample %zu of %zu parts (%zu stopped by the node budget: then a lower bound)\n",
           sample, parts, capped);
    printf("# estimate: %.0f s on one thread (standard error %.0f s), %.3g nodes, %.3g updates, "
           "%.3g solutions\n",
           mean * (double)parts, se, sum_n / n * (double)parts, sum_u / n * (double)parts,
           sum_sol / n * (double)parts);
  }
  free(order);
  dlx_plan_free(plan);
  dlx_free(dlx);
  return 0;
}
