/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* pool.h: the one way polyx's libraries run threads (libdlx keeps its own): start N threads and
 * join them, or run a job of N indices on threads that take the next index in turn, with a
 * cancel flag. A job's results belong to its indices (the caller keeps them by index), so they
 * are the same whatever the number of threads. */
#ifndef BASE_POOL_H
#define BASE_POOL_H

#include <signal.h>
#include <stddef.h>

/* Threads started together. */
typedef struct base_pool {
  int started;                /* threads running, to join */
  struct base_pool_thread *t; /* their handles (base_pool_start allocates them) */
} base_pool_t;

/* Start N threads running FN(CTX, T), T = 0..N-1 (each thread its own T). Returns how many
 * started: N, or fewer when memory or the system refused one (those started run on: the caller
 * makes FN return and calls base_pool_join). */
int base_pool_start(base_pool_t *p, int n, void (*fn)(void *ctx, int thread), void *ctx);

/* Wait until every thread P started has returned, and free P's handles. */
void base_pool_join(base_pool_t *p);

/* A job of N indices shared by threads. */
typedef struct base_pool_job {
  size_t n;    /* indices 0..n-1 */
  int threads; /* 1 or more, the calling thread among them (fewer run when the system refuses
                  threads: the job is still done) */
  /* Work on index I in thread THREAD (0 the calling thread, 0..threads-1): nonzero stops the
   * job (no index is handed out after it). Called for indices in increasing order, each once. */
  int (*work)(void *ctx, int thread, size_t i);
  /* When not NULL: DONE indices of N worked so far, after each one, from the thread that did
   * it, one call at a time. */
  void (*done)(void *ctx, size_t done, size_t n);
  void *ctx;
  const volatile sig_atomic_t *cancel; /* when not NULL and raised: no index is handed out any
                                          more (a signal handler may raise it) */
} base_pool_job_t;

/* Run JOB. Returns 0 when every index was worked; else the nonzero WORK returned for the lowest
 * index that returned one (every lower index was worked: indices are handed out in order, so
 * this is the same whatever the threads); else 1 when CANCEL stopped the job. */
int base_pool_run(const base_pool_job_t *job);

#endif
