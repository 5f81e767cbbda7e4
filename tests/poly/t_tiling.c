/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* t_tiling.c: the tiling library: literature counts, fast engine against libdlx, jobs, random
 * tilings, pieces given in place, the fast engine's lists on demand. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "poly/pieceset.h"
#include "poly/region.h"
#include "poly/tiling.h"

#include "base/rng.h"
#include "tests/check.h"

static uint64_t rng_state = 12345;
static uint64_t rnd(void) {
  return base_rand(&rng_state);
}
static int rndn(int n) {
  return (int)(rnd() % (uint64_t)n);
}

static tiling_t *make(const char *spec, const region_t *r, const tiling_spec_t *ts) {
  pieceset_t ps;
  base_error_t e;
  if (pieceset_parse(spec, &ps, &e)) {
    printf("FAIL: pieceset %s: %s\n", spec, e.msg);
    failures++;
    return NULL;
  }
  tiling_t *t = NULL;
  tiling_error_t te;
  tiling_status_t st = tiling_new(&ps, r, ts, &t, &te);
  pieceset_free(&ps);
  if (st != TILING_OK) {
    printf("FAIL: tiling_new %s: %s\n", spec, te.msg);
    failures++;
  }
  return t;
}

/* The number of tilings found by engine E; any error of an engine is a
 * failure (never a case skipped). */
static uint64_t count(tiling_t *t, tiling_engine_t e, int jobs) {
  tiling_search_opts_t o;
  tiling_search_opts_init(&o);
  o.engine = e;
  o.jobs = jobs;
  o.split = 1; /* jobs 2 splits even a small problem: the split search is what is compared */
  tiling_result_t r;
  tiling_status_t st = tiling_search(t, &o, &r);
  CHECK(st == TILING_OK, "engine %s: %s", e == TILING_ENGINE_DLX ? "dlx" : "fast",
        tiling_strerror(st));
  CHECK(st != TILING_OK || r.end == TILING_END_EXHAUSTED, "engine %s: search ended early (%d)",
        e == TILING_ENGINE_DLX ? "dlx" : "fast", (int)r.end);
  return st == TILING_OK ? r.solutions : UINT64_MAX;
}

static void literature(void) {
  static const struct {
    int w, h, hole, distinct;
    uint64_t want;
  } cases[] = {
      {20, 3, 0, 0, 8},    {3, 20, 0, 1, 2}, {15, 4, 0, 1, 368},
      {12, 5, 0, 1, 1010}, {8, 8, 1, 1, 65}, {6, 10, 0, 1, 2339},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    region_t r;
    region_rect(cases[i].w, cases[i].h, &r, NULL);
    if (cases[i].hole)
      for (int y = 3; y <= 4; y++)
        for (int x = 3; x <= 4; x++) r.cells[y * r.w + x] = REGION_OUTSIDE;
    tiling_spec_t ts;
    tiling_spec_init(&ts);
    ts.distinct = cases[i].distinct;
    tiling_t *t = make("pentominoes", &r, &ts);
    if (t) {
      uint64_t n = count(t, TILING_ENGINE_FAST, 1);
      printf("pentominoes %dx%d%s%s: %llu (want %llu)\n", cases[i].w, cases[i].h,
             cases[i].hole ? " minus centre" : "", cases[i].distinct ? " distinct" : "",
             (unsigned long long)n, (unsigned long long)cases[i].want);
      CHECK(n == cases[i].want, "count");
      if (cases[i].w * cases[i].h <= 60 && cases[i].w == 20) {
        uint64_t m = count(t, TILING_ENGINE_DLX, 1);
        CHECK(m == n, "dlx gives %llu", (unsigned long long)m);
      }
      if (cases[i].w == 12) {
        uint64_t m = count(t, TILING_ENGINE_FAST, 2);
        CHECK(m == n, "jobs 2 gives %llu", (unsigned long long)m);
      }
      tiling_free(t);
    }
    region_free(&r);
  }
  /* The five tetrominoes tile no rectangle: parity says so before any search. */
  region_t r;
  region_rect(5, 4, &r, NULL);
  tiling_t *t = make("tetrominoes", &r, NULL);
  if (t) {
    CHECK(tiling_impossible(t, NULL), "tetrominoes 5x4 not shown impossible");
    CHECK(count(t, TILING_ENGINE_DLX, 1) == 0, "tetrominoes 5x4 count");
    tiling_free(t);
  }
  region_free(&r);
  /* Area mismatch is an error. */
  region_rect(7, 9, &r, NULL);
  {
    pieceset_t ps;
    pieceset_parse("pentominoes", &ps, NULL);
    tiling_t *t2;
    tiling_error_t te;
    CHECK(tiling_new(&ps, &r, NULL, &t2, &te) == TILING_EAREA && t2 == NULL, "area");
    printf("7x9 pentominoes: %s\n", te.msg);
    pieceset_free(&ps);
  }
  region_free(&r);
}

static const char *small_pieces[] = {"I1", "I2",  "I3",  "L3", "I4", "O4",  "T4", "S4", "L4",
                                     "F",  "L",   "N",   "P",  "T",  "U",   "V",  "W",  "Y",
                                     "X",  "^L4", "^S4", "^F", "^N", "L4'", "F'"};
static const int small_sizes[] = {1, 2, 3, 3, 4, 4, 4, 4, 4, 5, 5, 5, 5,
                                  5, 5, 5, 5, 5, 5, 4, 4, 5, 5, 4, 5};

static void random_cases(int ncases) {
  int ran = 0, nonzero = 0;
  for (int it = 0; it < ncases; it++) {
    /* a random set */
    char spec[200] = "";
    int np = 1 + rndn(5), area = 0;
    for (int k = 0; k < np; k++) {
      char item[20];
      int pi = rndn((int)(sizeof small_pieces / sizeof *small_pieces));
      const char *nm = small_pieces[pi];
      int copies = rndn(4) == 0 ? 2 + rndn(2) : 1;
      snprintf(item, sizeof item, "%s%s*%d", *spec ? "," : "", nm, copies);
      strcat(spec, item);
      area += copies * small_sizes[pi];
    }
    int mode = rndn(4);
    /* exact mode: a region of the pieces' area; else a random one */
    int w = 2 + rndn(5), h = 2 + rndn(5);
    if (mode == 0) {
      h = (area + w - 1) / w;
      if (h < 1) h = 1;
    }
    region_t r;
    region_rect(w, h, &r, NULL);
    int holes = mode == 0 ? w * h - area : rndn(3);
    for (int k = 0; k < holes; k++) {
      int c;
      do c = rndn(w * h);
      while (r.cells[c] == REGION_OUTSIDE);
      r.cells[c] = REGION_OUTSIDE;
    }
    tiling_spec_t ts;
    tiling_spec_init(&ts);
    if (mode == 1) ts.subset = 1;
    if (mode == 2) {
      ts.subset = 1;
      ts.total_lo = ts.total_hi = 1 + rndn(6);
    }
    if (mode == 3) {
      ts.nsizes = 1 + rndn(2);
      for (int k = 0; k < ts.nsizes; k++) {
        ts.sizes[k].size = k == 0 ? 1 + rndn(5) : ts.sizes[0].size % 5 + 1;
        ts.sizes[k].lo = ts.sizes[k].hi = rndn(4);
      }
    }
    ts.distinct = rndn(2);
    pieceset_t ps;
    if (pieceset_parse(spec, &ps, NULL)) {
      region_free(&r);
      continue;
    }
    tiling_t *t = NULL;
    tiling_error_t te;
    if (tiling_new(&ps, &r, &ts, &t, &te) != TILING_OK) {
      pieceset_free(&ps);
      region_free(&r);
      continue;
    }
    uint64_t a = count(t, TILING_ENGINE_FAST, 1);
    uint64_t b = count(t, TILING_ENGINE_DLX, 1);
    uint64_t c = count(t, TILING_ENGINE_FAST, 2);
    CHECK(a == b && a != UINT64_MAX, "%dx%d %s mode %d distinct %d: fast %llu dlx %llu", w, h, spec,
          mode, ts.distinct, (unsigned long long)a, (unsigned long long)b);
    CHECK(a == c, "%dx%d %s: jobs 1 %llu, jobs 2 %llu", w, h, spec, (unsigned long long)a,
          (unsigned long long)c);
    ran++;
    if (a > 0) nonzero++;
    tiling_free(t);
    pieceset_free(&ps);
    region_free(&r);
  }
  printf("random cases: %d run, %d with tilings (distinct counts against orbits: t_distinct)\n",
         ran, nonzero);
  CHECK(nonzero >= ncases / 20, "too few random cases with tilings: %d", nonzero);
  CHECK(ran >= ncases / 4, "too few valid random cases: %d", ran);
}

/* A random tiling is a tiling, and the same seed gives the same one. */
static void random_tilings(void) {
  region_t r;
  region_rect(6, 10, &r, NULL);
  tiling_t *t = make("pentominoes", &r, NULL);
  if (!t) return;
  int a[64], b[64], first[64], na = 0, nb = 0, distinct_first = 0;
  for (uint64_t seed = 0; seed < 20; seed++) {
    CHECK(tiling_find(t, 1, seed, 0, a, &na) == 1, "seed %llu: no tiling",
          (unsigned long long)seed);
    CHECK(tiling_find(t, 1, seed, 0, b, &nb) == 1 && na == nb &&
              memcmp(a, b, sizeof(int) * na) == 0,
          "seed %llu: two runs differ", (unsigned long long)seed);
    int grid[60], used[12] = {0};
    tiling_solution_grid(t, a, na, grid);
    for (int i = 0; i < 60; i++)
      CHECK(grid[i] >= 0, "seed %llu: cell %d uncovered", (unsigned long long)seed, i);
    for (int k = 0; k < na; k++) used[tiling_placement(t, a[k])->piece]++;
    for (int i = 0; i < 12; i++)
      CHECK(used[i] == 1, "seed %llu: piece %d used %d times", (unsigned long long)seed, i,
            used[i]);
    if (seed == 0)
      memcpy(first, a, sizeof(int) * na);
    else if (memcmp(a, first, sizeof(int) * na))
      distinct_first = 1;
  }
  CHECK(distinct_first, "20 seeds give one tiling");
  printf("random tilings: 20 seeds checked\n");
  tiling_free(t);
  region_free(&r);
}

/* Pieces given in place: an X drawn in the region uses up the X. */
static void precovered(void) {
  region_t r;
  const char *text = "..........\n"
                     "...X......\n"
                     "..XXX.....\n"
                     "...X......\n"
                     "..........\n"
                     "..........\n";
  if (region_parse_text(text, strlen(text), &r, NULL)) {
    printf("FAIL: region_parse_text\n");
    failures++;
    return;
  }
  tiling_t *t = make("pentominoes", &r, NULL);
  if (t) {
    uint64_t n = count(t, TILING_ENGINE_FAST, 1), m = count(t, TILING_ENGINE_DLX, 1);
    printf("6x10 with the X given at (3,2): %llu tilings (dlx %llu)\n", (unsigned long long)n,
           (unsigned long long)m);
    CHECK(n == m && n > 0, "given X: fast %llu dlx %llu", (unsigned long long)n,
          (unsigned long long)m);
    for (int i = 0; i < tiling_placement_count(t); i++)
      CHECK(strcmp(tiling_pieceset(t)->pieces[tiling_placement(t, i)->piece].name, "X") != 0,
            "an X placement although the X is given");
    tiling_free(t);
  }
  region_free(&r);
}

/* One search of T: jobs, a budget, a random order (seed); the counters
 * into *R (solutions, nodes, end). */
static void search1(tiling_t *t, int jobs, uint64_t max_nodes, int randomize, tiling_result_t *r) {
  tiling_search_opts_t o;
  tiling_search_opts_init(&o);
  o.jobs = jobs;
  o.max_nodes = max_nodes;
  o.randomize = randomize;
  o.seed = 7;
  tiling_status_t st = tiling_search(t, &o, r);
  CHECK(st == TILING_OK, "search: %s", tiling_strerror(st));
}

/* The counters of a plan of T (at least 50 tasks), task by task; every
 * other task is searched with no options (NULL: count, no progress). */
static void plan_all(tiling_t *t, tiling_result_t *sum) {
  memset(sum, 0, sizeof *sum);
  tiling_plan_t *p = NULL;
  tiling_status_t st = tiling_plan_new(t, NULL, 50, &p);
  CHECK(st == TILING_OK, "plan: %s", tiling_strerror(st));
  if (st != TILING_OK) return;
  tiling_search_opts_t o;
  tiling_search_opts_init(&o);
  for (size_t i = 0; i < tiling_plan_tasks(p); i++) {
    tiling_result_t r;
    CHECK(tiling_plan_search(p, i, i % 2 ? NULL : &o, &r) == TILING_OK, "plan task %zu", i);
    sum->solutions += r.solutions;
    sum->nodes += r.nodes;
  }
  tiling_plan_free(p);
}

static void same(const char *what, const tiling_result_t *a, const tiling_result_t *b) {
  CHECK(a->solutions == b->solutions && a->nodes == b->nodes && a->end == b->end,
        "%s: %llu tilings, %llu nodes, end %d; with every list built first %llu, %llu, %d", what,
        (unsigned long long)a->solutions, (unsigned long long)a->nodes, (int)a->end,
        (unsigned long long)b->solutions, (unsigned long long)b->nodes, (int)b->end);
}

/* The fast engine builds its candidate lists as the search on the calling
 * thread asks for them (two threads: their first 8,192 nodes; a budget
 * that small), then every other before threads, a plan or a random order
 * read them: the same tilings and nodes as when every list is built
 * first (a search on one thread), whatever was built before. */
static void lazy_lists(void) {
  const int box[][2] = {{20, 3}, {15, 4}, {7, 6}};
  const char *sets[] = {"pentominoes", "pentominoes", "tetrominoes*2,domino"};
  for (int i = 0; i < 3; i++) {
    region_t reg;
    region_rect(box[i][0], box[i][1], &reg, NULL);
    tiling_t *lazy = make(sets[i], &reg, NULL), *full = make(sets[i], &reg, NULL);
    if (lazy && full) {
      tiling_result_t a, b, warm;
      search1(full, 1, 0, 0, &warm); /* every list built */
      const char *what[] = {"budget 5000", "two threads", "a random order", "a plan"};
      for (int k = 0; k < 4; k++) {
        /* (LAZY: fresh, then after a search of 3000 nodes that built some) */
        if (k == 0) {
          search1(lazy, 1, 5000, 0, &a);
          search1(full, 1, 5000, 0, &b);
        } else if (k == 1) {
          search1(lazy, 2, 0, 0, &a);
          search1(full, 2, 0, 0, &b);
        } else if (k == 2) {
          search1(lazy, 1, 0, 1, &a);
          search1(full, 1, 0, 1, &b);
        } else {
          plan_all(lazy, &a);
          plan_all(full, &b);
        }
        same(what[k], &a, &b);
        tiling_free(lazy);
        lazy = make(sets[i], &reg, NULL);
        if (!lazy) break;
        search1(lazy, 1, 3000, 0, &warm);
      }
      printf("%dx%d %s: lists on demand, then all: the same tilings and nodes\n", box[i][1],
             box[i][0], sets[i]);
    }
    tiling_free(lazy);
    tiling_free(full);
    region_free(&reg);
  }
}

int main(void) {
  literature();
  random_tilings();
  precovered();
  lazy_lists();
  random_cases(2000);
  printf("%s\n", failures ? "FAILED" : "ok");
  return failures ? 1 : 0;
}
