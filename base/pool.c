/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* pool.c: starting and joining threads, and jobs of indices shared by threads (base/pool.h). */
#include <config.h>

#include "base/pool.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>

struct base_pool_thread {
  pthread_t id;
  void (*fn)(void *ctx, int thread);
  void *ctx;
  int thread;
};

static void *pool_thread(void *arg) {
  struct base_pool_thread *t = arg;
  t->fn(t->ctx, t->thread);
  return NULL;
}

int base_pool_start(base_pool_t *p, int n, void (*fn)(void *ctx, int thread), void *ctx) {
  p->started = 0;
  p->t = n > 0 ? calloc((size_t)n, sizeof *p->t) : NULL;
  if (!p->t) return 0;
  for (int k = 0; k < n; k++) {
    p->t[k] = (struct base_pool_thread){.fn = fn, .ctx = ctx, .thread = k};
    if (pthread_create(&p->t[k].id, NULL, pool_thread, &p->t[k]) != 0) break;
    p->started++;
  }
  return p->started;
}

void base_pool_join(base_pool_t *p) {
  for (int k = 0; k < p->started; k++) pthread_join(p->t[k].id, NULL);
  free(p->t);
  p->t = NULL;
  p->started = 0;
}

/* A job being run: the next index and how it went, under MU. */
typedef struct run {
  const base_pool_job_t *job;
  pthread_mutex_t mu;
  size_t next, done;
  size_t failed; /* the lowest index whose work returned nonzero (SIZE_MAX: none) */
  int code;      /* what it returned */
  int stopped;   /* no index is handed out any more */
} run_t;

static void run_thread(void *ctx, int thread) {
  run_t *r = ctx;
  const base_pool_job_t *j = r->job;
  for (;;) {
    pthread_mutex_lock(&r->mu);
    if (j->cancel && *j->cancel) r->stopped = 1;
    size_t i = r->stopped || r->next >= j->n ? SIZE_MAX : r->next++;
    pthread_mutex_unlock(&r->mu);
    if (i == SIZE_MAX) return;
    int code = j->work(j->ctx, thread, i);
    pthread_mutex_lock(&r->mu);
    if (code) {
      r->stopped = 1;
      if (i < r->failed) r->failed = i, r->code = code;
    }
    r->done++;
    if (j->done) j->done(j->ctx, r->done, j->n);
    pthread_mutex_unlock(&r->mu);
  }
}

/* The threads besides the calling one: thread numbers 1 and up. */
static void helper_thread(void *ctx, int thread) {
  run_thread(ctx, thread + 1);
}

int base_pool_run(const base_pool_job_t *job) {
  run_t r = {.job = job, .failed = SIZE_MAX};
  pthread_mutex_init(&r.mu, NULL);
  base_pool_t p;
  int helpers = job->threads > 1 && job->n > 1 ? job->threads - 1 : 0;
  if ((size_t)helpers > job->n - 1 && job->n > 0) helpers = (int)(job->n - 1);
  base_pool_start(&p, helpers, helper_thread, &r);
  run_thread(&r, 0);
  base_pool_join(&p);
  pthread_mutex_destroy(&r.mu);
  if (r.failed != SIZE_MAX) return r.code;
  return r.next < job->n ? 1 : 0;
}
