/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* t_pool.c: base/pool's threads: every index worked once whatever the threads, a failure stops
 * the job at the same index, a cancel flag, the count of indices done; threads started and
 * joined, each with its own number. */
#include <config.h>

#include <signal.h>
#include <stdint.h>
#include <string.h>

#include "base/pool.h"
#include "tests/check.h"

#define N 500

typedef struct job {
  uint64_t out[N];
  int times[N];
  size_t fail_at; /* work fails (returns 7) at this index */
  size_t last_done;
  int calls;
  volatile sig_atomic_t cancel;
  size_t cancel_at; /* the work raises CANCEL at this index */
} job_t;

static int work(void *ctx, int thread, size_t i) {
  job_t *j = ctx;
  (void)thread;
  uint64_t x = i * 0x9e3779b97f4a7c15ULL;
  for (int k = 0; k < 200; k++) x ^= x >> 13, x *= 0xff51afd7ed558ccdULL;
  j->out[i] = x;
  __atomic_add_fetch(&j->times[i], 1, __ATOMIC_RELAXED);
  if (i == j->cancel_at) j->cancel = 1;
  return i == j->fail_at ? 7 : 0;
}

static void done(void *ctx, size_t d, size_t n) {
  job_t *j = ctx;
  CHECK(d == j->last_done + 1 && n == N, "done %zu after %zu", d, j->last_done);
  j->last_done = d;
  j->calls++;
}

static void test_run(void) {
  static job_t one, j;
  memset(&one, 0, sizeof one);
  one.fail_at = one.cancel_at = SIZE_MAX;
  base_pool_job_t pj = {N, 1, work, done, &one, NULL};
  CHECK(base_pool_run(&pj) == 0 && one.calls == N, "one thread: every index");
  for (int t = 2; t <= 8; t *= 2) {
    memset(&j, 0, sizeof j);
    j.fail_at = j.cancel_at = SIZE_MAX;
    pj = (base_pool_job_t){N, t, work, done, &j, &j.cancel};
    CHECK(base_pool_run(&pj) == 0, "%d threads", t);
    int once = 1;
    for (size_t i = 0; i < N; i++) once &= j.times[i] == 1;
    CHECK(once && memcmp(j.out, one.out, sizeof j.out) == 0 && j.last_done == N,
          "%d threads: every index once, the results of one thread", t);
    /* A failure at index 300: its code, every lower index worked. */
    memset(&j, 0, sizeof j);
    j.fail_at = 300, j.cancel_at = SIZE_MAX;
    pj = (base_pool_job_t){N, t, work, NULL, &j, NULL};
    int rc = base_pool_run(&pj), lower = 1;
    for (size_t i = 0; i < 300; i++) lower &= j.times[i] == 1;
    CHECK(rc == 7 && lower, "%d threads: a failure at 300 returns %d", t, rc);
    /* Cancelled at index 10: 1, and no index handed out after it has been seen. */
    memset(&j, 0, sizeof j);
    j.fail_at = SIZE_MAX, j.cancel_at = 10;
    pj = (base_pool_job_t){N, t, work, NULL, &j, &j.cancel};
    rc = base_pool_run(&pj);
    CHECK(rc == 1 && j.times[N - 1] == 0, "%d threads: cancelled returns %d", t, rc);
  }
  memset(&j, 0, sizeof j);
  pj = (base_pool_job_t){0, 4, work, NULL, &j, NULL};
  CHECK(base_pool_run(&pj) == 0, "an empty job");
}

static int seen[16];

static void mark(void *ctx, int thread) {
  (void)ctx;
  __atomic_add_fetch(&seen[thread], 1, __ATOMIC_RELAXED);
}

static void test_start(void) {
  base_pool_t p;
  CHECK(base_pool_start(&p, 16, mark, NULL) == 16, "16 threads started");
  base_pool_join(&p);
  int each = 1;
  for (int t = 0; t < 16; t++) each &= seen[t] == 1;
  CHECK(each && p.started == 0, "each thread ran once with its own number");
  CHECK(base_pool_start(&p, 0, mark, NULL) == 0, "no thread");
  base_pool_join(&p);
}

int main(void) {
  test_run();
  test_start();
  return failures ? 1 : 0;
}
