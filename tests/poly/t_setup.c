/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* t_setup.c: tiling_new's checks and limits: the area and parity checks against naive ones, early
 * refusal of hopeless problems, cancellation of every phase. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "poly/pieceset.h"
#include "poly/region.h"
#include "poly/tiling.h"

#include "base/rng.h"
#include "tests/check.h"

static uint64_t rng_state = 140;
static int rndn(int n) {
  return (int)base_rand_below(&rng_state, (uint32_t)n);
}

/* ---- Naive checks (the first versions in tiling.c: one copy at a time) ---- */

/* The bounds tiling_new gives each piece. */
static void bounds(const pieceset_t *ps, const tiling_spec_t *ts, int *lo, int *hi, int *cls) {
  for (int i = 0; i < ps->n; i++) {
    hi[i] = ps->copies[i];
    lo[i] = ts->subset || ts->nsizes ? 0 : ps->copies[i];
    cls[i] = -1;
    for (int c = 0; c < ts->nsizes; c++)
      if (ts->sizes[c].size == ps->pieces[i].shape.n) cls[i] = c;
    if (ts->nsizes && cls[i] < 0) hi[i] = 0;
  }
}

/* Some choice of K_i copies (LO..HI, size classes, total) covers AREA. */
static int naive_area(const pieceset_t *ps, const tiling_spec_t *ts, int area) {
  int lo[64], hi[64], cls[64];
  bounds(ps, ts, lo, hi, cls);
  int groups = ts->nsizes ? ts->nsizes : ps->n, use_count = ts->total_lo >= 0;
  int maxc = use_count ? (ts->total_hi < area ? ts->total_hi : area) : 0;
  size_t states = (size_t)(maxc + 1) * (size_t)(area + 1);
  unsigned char *cur = calloc(states, 1), *nxt = calloc(states, 1);
  cur[0] = 1;
  for (int g = 0; g < groups; g++) {
    int s, klo, khi;
    if (ts->nsizes) {
      int avail = 0;
      for (int i = 0; i < ps->n; i++)
        if (cls[i] == g) avail += hi[i];
      s = ts->sizes[g].size;
      klo = ts->sizes[g].lo;
      khi = ts->sizes[g].hi < avail ? ts->sizes[g].hi : avail;
    } else {
      s = ps->pieces[g].shape.n;
      klo = lo[g];
      khi = hi[g];
    }
    memset(nxt, 0, states);
    for (int c = 0; c <= maxc; c++)
      for (int a = 0; a <= area; a++) {
        if (!cur[(size_t)c * (area + 1) + a]) continue;
        for (int k = klo; k <= khi; k++) {
          int na = a + k * s, nc = use_count ? c + k : 0;
          if (na > area || nc > maxc) break;
          nxt[(size_t)nc * (area + 1) + na] = 1;
        }
      }
    unsigned char *sw = cur;
    cur = nxt;
    nxt = sw;
  }
  int ok = 0;
  if (use_count) {
    for (int c = ts->total_lo; c <= maxc; c++) ok |= cur[(size_t)c * (area + 1) + area];
  } else {
    ok = cur[area];
  }
  free(cur);
  free(nxt);
  return ok;
}

/* The colour imbalances of the copies, each with a sign, add up to D. */
static int naive_parity(const pieceset_t *ps, const region_t *r) {
  int D = 0, sum = 0;
  for (int k = 0; k < r->w * r->h; k++)
    if (r->cells[k] == REGION_CELL) D += ((k % r->w + k / r->w) & 1) ? -1 : 1;
  for (int i = 0; i < ps->n; i++) sum += abs(shape_parity(&ps->pieces[i].shape)) * ps->copies[i];
  if (abs(D) > sum) return 0;
  int range = 2 * sum + 1;
  unsigned char *cur = calloc((size_t)range, 1), *nxt = calloc((size_t)range, 1);
  cur[sum] = 1;
  for (int i = 0; i < ps->n; i++) {
    int d = abs(shape_parity(&ps->pieces[i].shape));
    for (int c = 0; d && c < ps->copies[i]; c++) {
      memset(nxt, 0, (size_t)range);
      for (int v = 0; v < range; v++)
        if (cur[v]) {
          if (v + d < range) nxt[v + d] = 1;
          if (v - d >= 0) nxt[v - d] = 1;
        }
      unsigned char *sw = cur;
      cur = nxt;
      nxt = sw;
    }
  }
  int ok = cur[sum + D];
  free(cur);
  free(nxt);
  return ok;
}

static const char *const pool[] = {"I1", "I2", "I3", "L3", "I4", "O4", "T4", "S4", "L4",
                                   "F",  "I",  "L",  "N",  "P",  "T",  "U",  "V",  "W",
                                   "X",  "Y",  "Z",  "H1", "H7", "^F", "F'"};

/* Random sets, specs and regions: tiling_new refuses for the area exactly
 * when the naive check says no choice covers it, and finds parity
 * impossible exactly when the naive parity check does. */
static void checks_against_naive(int ncases) {
  int refused = 0, accepted = 0, impossible = 0;
  for (int it = 0; it < ncases; it++) {
    char spec[300] = "";
    int np = 1 + rndn(5);
    for (int k = 0; k < np; k++) {
      char item[40];
      snprintf(item, sizeof item, "%s%s*%d", k ? "," : "",
               pool[rndn((int)(sizeof pool / sizeof *pool))], rndn(4) ? 1 + rndn(3) : 1 + rndn(40));
      strcat(spec, item);
    }
    pieceset_t ps;
    if (pieceset_parse(spec, &ps, NULL)) continue;
    int area = pieceset_area(&ps), mode = rndn(4), w = 1 + rndn(20), h;
    int cells = mode == 0 && rndn(2) ? area : 1 + rndn(area + 10);
    h = (cells + w - 1) / w;
    if (h > 60) h = 60;
    region_t r;
    region_rect(w, h, &r, NULL);
    for (int k = 0; k < w * h - cells && k < w * h - 1; k++) r.cells[k] = REGION_OUTSIDE;
    tiling_spec_t ts;
    tiling_spec_init(&ts);
    ts.subset = mode == 1 || mode == 2;
    if (mode == 2) {
      ts.total_lo = rndn(10);
      ts.total_hi = ts.total_lo + rndn(20);
    }
    if (mode == 3) {
      ts.nsizes = 1 + rndn(3);
      for (int k = 0; k < ts.nsizes; k++) {
        ts.sizes[k].size = 1 + (rndn(6) + k * 2) % 6;
        ts.sizes[k].lo = rndn(4);
        ts.sizes[k].hi = ts.sizes[k].lo + rndn(30);
        for (int j = 0; j < k; j++)
          if (ts.sizes[j].size == ts.sizes[k].size) ts.nsizes = k;
      }
      if (rndn(2)) {
        ts.total_lo = rndn(5);
        ts.total_hi = ts.total_lo + rndn(10);
      }
    }
    tiling_t *t = NULL;
    tiling_error_t te;
    tiling_status_t st = tiling_new(&ps, &r, &ts, &t, &te);
    if (st != TILING_ESIZES) {
      int want = naive_area(&ps, &ts, region_area(&r));
      CHECK((st == TILING_EAREA) == !want, "%s mode %d in %dx%d (%d cells): %s, naive %d", spec,
            mode, w, h, region_area(&r), st == TILING_OK ? "accepted" : te.msg, want);
      if (st == TILING_EAREA)
        refused++;
      else
        accepted++;
      if (st == TILING_OK && mode == 0) {
        int par = naive_parity(&ps, &r);
        CHECK(tiling_impossible(t, NULL) == !par, "%s in %dx%d: parity %d, naive %d", spec, w, h,
              !tiling_impossible(t, NULL), par);
        if (!par) impossible++;
      }
    }
    tiling_free(t);
    pieceset_free(&ps);
    region_free(&r);
  }
  printf("area check: %d refused, %d accepted, %d shown impossible by parity, all as the naive "
         "checks say\n",
         refused, accepted, impossible);
  CHECK(refused >= ncases / 10 && accepted >= ncases / 10 && impossible >= ncases / 300,
        "too few cases of a kind");
}

/* ---- Hopeless problems are refused at once ---- */

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static void hopeless(void) {
  static const struct {
    const char *pieces, *region;
    int subset, holes;
    tiling_status_t want;
    const char *msg;
  } cases[] = {
      {"octominoes*10000", "256x256", 1, 0, TILING_ETOO_BIG, "at least"},
      {"octominoes*10000", "1024x1024", 1, 0, TILING_ETOO_BIG, "at least"},
      {"octominoes*10000", "4096x4096", 1, 0, TILING_ETOO_BIG, "at least"},
      {"octominoes*10000", "256x256", 0, 0, TILING_EAREA, "cells to cover"},
      {"I1*10000,I2*10000", "4096x4096", 1, 0, TILING_EAREA, "no choice"},
      {"octominoes*10000", "1100x1000", 1, 1, TILING_ETOO_BIG, "positions to try"},
      /* exact: the area matches, the parity check would take minutes */
      {"octominoes*5000", "4000x3690", 0, 0, TILING_ETOO_BIG, "at least"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    pieceset_t ps;
    region_t r;
    if (pieceset_parse(cases[i].pieces, &ps, NULL) ||
        region_parse_size(cases[i].region, &r, NULL)) {
      CHECK(0, "%s: bad test", cases[i].pieces);
      continue;
    }
    if (cases[i].holes) /* a checkerboard: no box of two cells fits, every position must be tried */
      for (int k = 0; k < r.w * r.h; k++)
        if ((k % r.w + k / r.w) % 2) r.cells[k] = REGION_OUTSIDE;
    tiling_spec_t ts;
    tiling_spec_init(&ts);
    ts.subset = cases[i].subset;
    tiling_t *t = NULL;
    tiling_error_t te;
    double t0 = now();
    tiling_status_t st = tiling_new(&ps, &r, &ts, &t, &te);
    double secs = now() - t0;
    printf("%s in %s: %.2f s: %s\n", cases[i].pieces, cases[i].region, secs, te.msg);
    CHECK(st == cases[i].want && t == NULL && strstr(te.msg, cases[i].msg),
          "%s in %s: status %d, %s", cases[i].pieces, cases[i].region, (int)st, te.msg);
    /* a generous bound: the machine may be busy, the build sanitized (was 10-30 s before) */
    CHECK(secs < 8, "%s in %s: %.2f s to refuse", cases[i].pieces, cases[i].region, secs);
    tiling_free(t);
    pieceset_free(&ps);
    region_free(&r);
  }
}

/* ---- Cancellation ---- */

typedef struct poll {
  int calls, stop_at; /* stop at call STOP_AT (1-based; 0 never) */
} poll_t;

static int poll_cb(void *ctx) {
  poll_t *p = ctx;
  p->calls++;
  return p->stop_at && p->calls >= p->stop_at;
}

/* Stopping at each poll in turn stops tiling_new, with nothing left over
 * (the sanitizers see leaks); the set-up of a large problem polls often. */
static void cancel_each_poll(const char *pieces, const char *rg, int subset, int distinct,
                             int min_polls) {
  pieceset_t ps;
  region_t r;
  if (pieceset_parse(pieces, &ps, NULL) || region_parse_size(rg, &r, NULL)) {
    CHECK(0, "%s: bad test", pieces);
    return;
  }
  tiling_spec_t ts;
  tiling_spec_init(&ts);
  ts.subset = subset;
  ts.distinct = distinct;
  poll_t p = {0, 0};
  ts.cancelled = poll_cb;
  ts.cancel_ctx = &p;
  tiling_t *t = NULL;
  CHECK(tiling_new(&ps, &r, &ts, &t, NULL) == TILING_OK, "%s in %s: refused", pieces, rg);
  tiling_free(t);
  int total = p.calls, stopped = 0;
  printf("%s in %s: %d polls of the cancel callback\n", pieces, rg, total);
  CHECK(total >= min_polls, "%s in %s: %d polls, want at least %d", pieces, rg, total, min_polls);
  for (int k = 1; k <= total; k += 1 + total / 40) {
    p.calls = 0;
    p.stop_at = k;
    tiling_error_t te;
    tiling_status_t st = tiling_new(&ps, &r, &ts, &t, &te);
    CHECK(st == TILING_ECANCELLED && t == NULL && p.calls == k,
          "%s: stop at poll %d: status %d, %d polls", pieces, k, (int)st, p.calls);
    stopped += st == TILING_ECANCELLED;
    tiling_free(t);
  }
  CHECK(stopped > 0, "never stopped");
  pieceset_free(&ps);
  region_free(&r);
}

static int stop_progress(void *ctx, uint64_t nodes, uint64_t solutions) {
  (void)solutions;
  int *calls = ctx;
  (*calls)++;
  return nodes == 0; /* stop while the engine builds */
}

/* The dlx engine's build answers on_progress; the next search builds again. */
static void cancel_dlx_build(void) {
  pieceset_t ps;
  region_t r;
  pieceset_parse("I2*10000,I1*10000", &ps, NULL);
  region_parse_size("150x200", &r, NULL);
  tiling_spec_t ts;
  tiling_spec_init(&ts);
  tiling_t *t = NULL;
  if (tiling_new(&ps, &r, &ts, &t, NULL) != TILING_OK) {
    CHECK(0, "I2*10000,I1*10000 in 150x200 refused");
    return;
  }
  int calls = 0;
  tiling_search_opts_t o;
  tiling_search_opts_init(&o);
  o.engine = TILING_ENGINE_DLX;
  o.on_progress = stop_progress;
  o.progress_ctx = &calls;
  o.progress_nodes = 4096;
  tiling_result_t res;
  CHECK(tiling_search(t, &o, &res) == TILING_OK && res.end == TILING_END_CALLBACK &&
            res.nodes == 0 && calls == 1,
        "dlx build not stopped: end %d, %llu nodes, %d calls", (int)res.end,
        (unsigned long long)res.nodes, calls);
  tiling_search_opts_init(&o);
  o.engine = TILING_ENGINE_DLX;
  o.max_solutions = 3;
  CHECK(tiling_search(t, &o, &res) == TILING_OK && res.solutions == 3,
        "dlx after a stopped build: %llu", (unsigned long long)res.solutions);
  printf("dlx build of %d placements stopped by on_progress, then searched\n",
         tiling_placement_count(t));
  tiling_free(t);
  pieceset_free(&ps);
  region_free(&r);
}

int main(void) {
  checks_against_naive(3000);
  hopeless();
  cancel_each_poll("pentominoes", "6x10", 0, 1, 20);
  cancel_each_poll("one-sided-pentominoes", "30x3", 0, 1, 20);
  cancel_each_poll("pentominoes*60", "60x60", 1, 0, 60);
  cancel_dlx_build();
  printf("%s\n", failures ? "FAILED" : "ok");
  return failures ? 1 : 0;
}
