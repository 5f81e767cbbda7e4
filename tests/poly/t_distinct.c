/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* t_distinct.c: --distinct against brute force: the group of the problem worked out here from its
 * definition, every element applied to every raw tiling, orbits counted. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "poly/pieceset.h"
#include "poly/region.h"
#include "poly/tiling.h"

#include "base/rng.h"
#include "tests/check.h"

static uint64_t rng_state = 20261126;
static int rndn(int n) {
  return (int)base_rand_below(&rng_state, (uint32_t)n);
}

/* ---- Geometry, worked out here (not with the library's transforms) ---- */

/* SYM 0..7 on a cell: 0-3 quarter turns clockwise on the page ((x, y) ->
 * (-y, x) once), 4-7 the same after x -> -x. */
static void sym_apply(int sym, int x, int y, int *ox, int *oy) {
  if (sym >= 4) x = -x;
  for (int k = 0; k < (sym & 3); k++) {
    int nx = -y, ny = x;
    x = nx;
    y = ny;
  }
  *ox = x;
  *oy = y;
}

/* Translate to the origin and sort by (y, x): the library's normal form. */
static void norm_cells(cell_t *c, int n) {
  int mx = c[0].x, my = c[0].y;
  for (int i = 1; i < n; i++) {
    if (c[i].x < mx) mx = c[i].x;
    if (c[i].y < my) my = c[i].y;
  }
  for (int i = 0; i < n; i++) {
    c[i].x = (int16_t)(c[i].x - mx);
    c[i].y = (int16_t)(c[i].y - my);
  }
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0 && (c[j].y < c[j - 1].y || (c[j].y == c[j - 1].y && c[j].x < c[j - 1].x));
         j--) {
      cell_t s = c[j];
      c[j] = c[j - 1];
      c[j - 1] = s;
    }
}

static int has_shape(const piece_t *p, const cell_t *c, int n) {
  for (int o = 0; o < p->norient; o++)
    if (p->orient[o].n == n && memcmp(p->orient[o].c, c, sizeof *c * (size_t)n) == 0) return 1;
  return 0;
}

/* SYM maps the allowed orientations of A onto those of B. */
static int orients_map(const piece_t *a, int sym, const piece_t *b) {
  if (a->norient != b->norient || a->shape.n != b->shape.n) return 0;
  for (int o = 0; o < a->norient; o++) {
    cell_t c[SHAPE_MAX_CELLS];
    for (int k = 0; k < a->orient[o].n; k++) {
      int x, y;
      sym_apply(sym, a->orient[o].c[k].x, a->orient[o].c[k].y, &x, &y);
      c[k].x = (int16_t)x;
      c[k].y = (int16_t)y;
    }
    norm_cells(c, a->orient[o].n);
    if (!has_shape(b, c, a->orient[o].n)) return 0;
  }
  return 1;
}

static int figure(char c) {
  return c != REGION_OUTSIDE && c != ' ';
}

/* The map of SYM on the grid of R (figure box onto itself), MAP[k] = image
 * grid index or -1; 1 when it maps every figure cell onto a cell with the
 * same character (so '.' onto '.', a letter onto the same letter). */
static int region_sym(const region_t *r, int sym, int *map) {
  int x0 = r->w, y0 = r->h, x1 = -1, y1 = -1;
  for (int k = 0; k < r->w * r->h; k++) {
    map[k] = -1;
    if (!figure(r->cells[k])) continue;
    int x = k % r->w, y = k / r->w;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  if (x1 < 0) return 0;
  int ax, ay, bx, by;
  sym_apply(sym, 0, 0, &ax, &ay);
  sym_apply(sym, x1 - x0, y1 - y0, &bx, &by);
  int mx = ax < bx ? ax : bx, my = ay < by ? ay : by;
  for (int y = y0; y <= y1; y++)
    for (int x = x0; x <= x1; x++) {
      int X, Y;
      sym_apply(sym, x - x0, y - y0, &X, &Y);
      X += x0 - mx;
      Y += y0 - my;
      int in = X >= 0 && Y >= 0 && X < r->w && Y < r->h;
      char c = r->cells[y * r->w + x];
      if (figure(c) && (!in || r->cells[Y * r->w + X] != c)) return 0;
      if (in) map[y * r->w + x] = Y * r->w + X;
    }
  return 1;
}

/* ---- The group of the problem, from its definition ---- */

typedef struct group {
  int n, npieces, ncells;
  int sym[8];
  int *perm; /* [g * npieces + i]: the piece that piece i becomes */
  int *map;  /* [g * ncells + k]: grid index of the image of grid cell k */
} group_t;

/* Which pieces are allowed at all, and their bounds, from the spec and the
 * copies left once the pieces given in place are taken out. */
static void bounds(const tiling_t *t, const tiling_spec_t *ts, int *allowed, int *lo, int *hi) {
  const pieceset_t *ps = tiling_pieceset(t);
  for (int i = 0; i < ps->n; i++) {
    int size = ps->pieces[i].shape.n, cls = -1;
    hi[i] = ps->copies[i];
    lo[i] = ts->subset || ts->nsizes ? 0 : ps->copies[i];
    for (int c = 0; c < ts->nsizes; c++)
      if (ts->sizes[c].size == size) cls = c;
    if (ts->nsizes && cls < 0) hi[i] = 0;
    allowed[i] = hi[i] > 0 && !(cls >= 0 && ts->sizes[cls].hi == 0) &&
                 !(ts->total_lo >= 0 && ts->total_hi == 0);
  }
}

/* The group: the symmetries of the region that map the multiset of allowed
 * pieces (orientations and bounds) onto itself. Also checks that no two
 * allowed pieces are the same piece under two names (the orbits would be
 * ill-defined: the generator below never makes such sets). */
static void problem_group(const tiling_t *t, const tiling_spec_t *ts, group_t *G) {
  const region_t *r = tiling_region(t);
  const pieceset_t *ps = tiling_pieceset(t);
  int n = ps->n, *allowed = calloc((size_t)n + 1, sizeof(int)),
      *lo = calloc((size_t)n + 1, sizeof(int));
  int *hi = calloc((size_t)n + 1, sizeof(int)), *taken = calloc((size_t)n + 1, sizeof(int));
  G->n = 0;
  G->npieces = n;
  G->ncells = r->w * r->h;
  G->perm = malloc(sizeof(int) * 8 * ((size_t)n + 1));
  G->map = malloc(sizeof(int) * 8 * (size_t)G->ncells);
  bounds(t, ts, allowed, lo, hi);
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      CHECK(!(allowed[i] && allowed[j] && lo[i] == lo[j] && hi[i] == hi[j] &&
              orients_map(&ps->pieces[i], 0, &ps->pieces[j])),
            "test set has one piece twice (%s, %s)", ps->pieces[i].name, ps->pieces[j].name);
  for (int s = 0; s < 8; s++) {
    int *perm = G->perm + (size_t)G->n * n,
        ok = region_sym(r, s, G->map + (size_t)G->n * G->ncells);
    memset(taken, 0, sizeof(int) * ((size_t)n + 1));
    for (int i = 0; i < n && ok; i++) {
      perm[i] = i;
      if (!allowed[i]) continue;
      int found = -1;
      for (int j = 0; j < n && found < 0; j++)
        if (allowed[j] && !taken[j] && lo[j] == lo[i] && hi[j] == hi[i] &&
            orients_map(&ps->pieces[i], s, &ps->pieces[j]))
          found = j;
      if (found < 0)
        ok = 0;
      else {
        taken[found] = 1;
        perm[i] = found;
      }
    }
    if (ok) G->sym[G->n++] = s;
  }
  free(allowed);
  free(lo);
  free(hi);
  free(taken);
}

static void group_free(group_t *G) {
  free(G->perm);
  free(G->map);
}

/* The library's group agrees (same elements, in any order). */
static void check_group(const tiling_t *t, const group_t *G, const char *desc) {
  unsigned mine = 0, lib = 0;
  for (int g = 0; g < G->n; g++) mine |= 1u << G->sym[g];
  for (int k = 0; k < tiling_symmetry_order(t); k++) lib |= 1u << tiling_symmetry_element(t, k);
  CHECK(mine == lib && tiling_symmetry_element(t, 0) == 0, "%s: group %#x here, %#x in the library",
        desc, mine, lib);
}

/* ---- Tilings as grids ---- */

typedef struct tilings {
  tiling_t *t;
  int ncells, n, cap;
  int *pl, *pc; /* per tiling, per grid cell: placement index (or TILING_GRID_*), piece */
  int overflow;
} tilings_t;

static int tilings_cb(void *ctx, const int *place, int n) {
  tilings_t *s = ctx;
  if (s->n == s->cap) {
    s->cap = s->cap ? 2 * s->cap : 256;
    s->pl = realloc(s->pl, sizeof(int) * (size_t)s->cap * s->ncells);
    s->pc = realloc(s->pc, sizeof(int) * (size_t)s->cap * s->ncells);
  }
  int *pl = s->pl + (size_t)s->n * s->ncells, *pc = s->pc + (size_t)s->n * s->ncells;
  tiling_solution_grid(s->t, place, n, pl);
  for (int k = 0; k < s->ncells; k++)
    pc[k] = pl[k] >= 0 ? tiling_placement(s->t, place[pl[k]])->piece : -1;
  s->n++;
  return 0;
}

/* Every tiling the search lists (ENGINE, JOBS). */
static void collect(tiling_t *t, tiling_engine_t engine, int jobs, tilings_t *s) {
  int w, h;
  tiling_region_size(t, &w, &h);
  memset(s, 0, sizeof *s);
  s->t = t;
  s->ncells = w * h;
  tiling_search_opts_t o;
  tiling_search_opts_init(&o);
  o.engine = engine;
  o.jobs = jobs;
  o.on_solution = tilings_cb;
  o.solution_ctx = s;
  tiling_result_t res;
  CHECK(tiling_search(t, &o, &res) == TILING_OK && res.end == TILING_END_EXHAUSTED,
        "collect: search failed");
}

static void tilings_free(tilings_t *s) {
  free(s->pl);
  free(s->pc);
}

/* Code of a tiling: per cell the piece and whether the right and lower
 * neighbours are in the same placement (negative for cells not covered). */
static void code_of(int w, int h, const int *pl, const int *pc, int *code) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      int k = y * w + x;
      if (pl[k] < 0) {
        code[k] = pl[k];
        continue;
      }
      int v = pc[k] * 4;
      if (x + 1 < w && pl[k + 1] == pl[k]) v |= 1;
      if (y + 1 < h && pl[k + w] == pl[k]) v |= 2;
      code[k] = v;
    }
}

/* Code of the image of tiling I of S under element G. */
static void image_code(const tilings_t *s, const group_t *G, int g, int i, int w, int h,
                       int *code) {
  int N = s->ncells, *pl = malloc(sizeof(int) * N), *pc = malloc(sizeof(int) * N);
  const int *spl = s->pl + (size_t)i * N, *spc = s->pc + (size_t)i * N,
            *map = G->map + (size_t)g * N;
  for (int k = 0; k < N; k++) {
    pl[k] = TILING_GRID_OUTSIDE;
    pc[k] = -1;
  }
  for (int k = 0; k < N; k++)
    if (map[k] >= 0) {
      pl[map[k]] = spl[k];
      pc[map[k]] = spc[k] >= 0 ? G->perm[(size_t)g * G->npieces + spc[k]] : -1;
    }
  code_of(w, h, pl, pc, code);
  free(pl);
  free(pc);
}

static size_t cmp_len;
static int cmp_code(const void *a, const void *b) {
  return memcmp(a, b, cmp_len);
}

/* Number of distinct codes among N codes of LEN ints (sorted in place). */
static int count_unique(int *codes, int n, int len) {
  cmp_len = sizeof(int) * (size_t)len;
  qsort(codes, (size_t)n, cmp_len, cmp_code);
  int u = 0;
  for (int i = 0; i < n; i++)
    if (i == 0 || memcmp(codes + (size_t)i * len, codes + (size_t)(i - 1) * len, cmp_len)) u++;
  return u;
}

/* Orbit codes (least image) of every tiling of S into MINS; 0 when some
 * image of a tiling is not in RAW (sorted codes; NULL: no such check). */
static int orbit_codes(const tilings_t *s, const group_t *G, int w, int h, const int *raw, int nraw,
                       int *mins) {
  int N = s->ncells, *code = malloc(sizeof(int) * N), ok = 1;
  cmp_len = sizeof(int) * (size_t)N;
  for (int i = 0; i < s->n; i++) {
    int *best = mins + (size_t)i * N;
    for (int g = 0; g < G->n; g++) {
      image_code(s, G, g, i, w, h, code);
      if (raw && !bsearch(code, raw, (size_t)nraw, cmp_len, cmp_code)) ok = 0;
      if (g == 0 || memcmp(code, best, cmp_len) < 0) memcpy(best, code, cmp_len);
    }
  }
  free(code);
  return ok;
}

/* ---- One problem, every check ---- */

typedef struct stats {
  int cases, brute, nonzero, larger_group, moved_root, with_letters, fixed_sets, moving;
} stats_t;

static uint64_t count_with(tiling_t *t, tiling_engine_t e, int jobs, int no_orbits,
                           const char *desc) {
  tiling_search_opts_t o;
  tiling_search_opts_init(&o);
  o.engine = e;
  o.jobs = jobs;
  o.split = 1; /* the split search even on the small problems (collect lists through the probe) */
  o.no_orbits = no_orbits;
  tiling_result_t r;
  tiling_status_t st = tiling_search(t, &o, &r);
  CHECK(st == TILING_OK && r.end == TILING_END_EXHAUSTED, "%s: search (engine %d) failed: %s", desc,
        (int)e, tiling_strerror(st));
  return st == TILING_OK ? r.solutions : UINT64_MAX;
}

/* Brute force on PS, R, TS (distinct or not: both are built here). Returns
 * the number of distinct tilings, or -1 when the problem was refused or
 * too big to check. */
static long check_problem(const pieceset_t *ps, const region_t *r, const tiling_spec_t *ts0,
                          const char *desc, uint64_t budget, stats_t *st) {
  tiling_spec_t ts = *ts0, tsd = *ts0;
  ts.distinct = 0;
  tsd.distinct = 1;
  tiling_t *raw = NULL, *dis = NULL;
  if (tiling_new(ps, r, &ts, &raw, NULL) != TILING_OK) return -1;
  if (tiling_new(ps, r, &tsd, &dis, NULL) != TILING_OK) {
    CHECK(0, "%s: refused with --distinct only", desc);
    tiling_free(raw);
    return -1;
  }
  uint64_t n = 0;
  tiling_end_t end;
  if (tiling_count(raw, 20001, budget, &n, &end) != TILING_OK || end != TILING_END_EXHAUSTED) {
    tiling_free(raw);
    tiling_free(dis);
    return -1;
  }
  st->cases++;
  group_t G;
  problem_group(raw, ts0, &G);
  check_group(raw, &G, desc);
  check_group(dis, &G, desc);
  if (G.n > 1) st->larger_group++;
  /* counts of every engine (a large problem: the fast engine only) */
  int big = budget > 5000000;
  uint64_t d1 = count_with(dis, TILING_ENGINE_FAST, 1, 0, desc),
           d2 = count_with(dis, TILING_ENGINE_FAST, 2, 0, desc);
  uint64_t dd = big ? d1 : count_with(dis, TILING_ENGINE_DLX, 1, 0, desc);
  uint64_t r1 = count_with(raw, TILING_ENGINE_FAST, 1, 0, desc);
  uint64_t r2 = big ? n : count_with(raw, TILING_ENGINE_FAST, 1, 1, desc);
  uint64_t rd = big ? n : count_with(raw, TILING_ENGINE_DLX, 1, 0, desc);
  CHECK(d1 == d2 && d1 == dd, "%s: distinct fast %llu, jobs 2 %llu, dlx %llu", desc,
        (unsigned long long)d1, (unsigned long long)d2, (unsigned long long)dd);
  CHECK(r1 == n && r2 == n && rd == n, "%s: raw %llu, by orbits %llu, plain %llu, dlx %llu", desc,
        (unsigned long long)n, (unsigned long long)r1, (unsigned long long)r2,
        (unsigned long long)rd);
  /* brute force: every element on every raw tiling */
  int w = r->w, h = r->h, N = w * h;
  tilings_t all, listed[2];
  collect(raw, TILING_ENGINE_FAST, 1, &all);
  CHECK((uint64_t)all.n == n, "%s: %d tilings listed, %llu counted", desc, all.n,
        (unsigned long long)n);
  int *rawc = malloc(sizeof(int) * ((size_t)all.n + 1) * N),
      *mins = malloc(sizeof(int) * ((size_t)all.n + 1) * N);
  for (int i = 0; i < all.n; i++)
    code_of(w, h, all.pl + (size_t)i * N, all.pc + (size_t)i * N, rawc + (size_t)i * N);
  CHECK(count_unique(rawc, all.n, N) == all.n, "%s: the raw search lists a tiling twice", desc);
  CHECK(orbit_codes(&all, &G, w, h, rawc, all.n, mins),
        "%s: an element of the group maps a tiling onto no tiling", desc);
  long orbits = count_unique(mins, all.n, N);
  CHECK((uint64_t)orbits == d1, "%s: distinct %llu, orbits %ld (group order %d, method %s)", desc,
        (unsigned long long)d1, orbits, G.n, tiling_symmetry_method(dis));
  /* the distinct tilings listed: tilings, one in each orbit */
  for (int e = 0; e < 2 - big; e++) {
    collect(dis, e ? TILING_ENGINE_DLX : TILING_ENGINE_FAST, 1, &listed[e]);
    int *lm = malloc(sizeof(int) * ((size_t)listed[e].n + 1) * N);
    CHECK(orbit_codes(&listed[e], &G, w, h, rawc, all.n, lm),
          "%s: a distinct tiling is not a tiling", desc);
    CHECK(listed[e].n == orbits && count_unique(lm, listed[e].n, N) == orbits,
          "%s: engine %d lists %d distinct tilings for %ld orbits", desc, e, listed[e].n, orbits);
    free(lm);
    tilings_free(&listed[e]);
  }
  if (orbits > 0) st->nonzero++;
  int moves = 0; /* some element turns a piece into another (F into F') */
  for (int g = 0; g < G.n; g++)
    for (int i = 0; i < G.npieces; i++) moves |= G.perm[(size_t)g * G.npieces + i] != i;
  if (moves && orbits > 0) st->moving++;
  if (strncmp(tiling_symmetry_method(dis), "piece ", 6) == 0) {
    const pieceset_t *lps = tiling_pieceset(dis);
    int root = pieceset_find(lps, tiling_symmetry_method(dis) + 6);
    for (int g = 0; g < G.n && root >= 0; g++)
      if (G.perm[(size_t)g * G.npieces + root] != root) {
        st->moved_root++;
        break;
      }
  }
  st->brute++;
  free(rawc);
  free(mins);
  tilings_free(&all);
  group_free(&G);
  tiling_free(raw);
  tiling_free(dis);
  return orbits;
}

/* ---- Named problems ---- */

static void named(stats_t *st) {
  /* Letters: an F at the left and its mirror image at the right, both named F. */
  static const char two_f[] = ".FF..FF.\n"
                              "FF....FF\n"
                              ".F....F.\n";
  static const struct {
    const char *pieces, *region;
    int subset;
    long raw, distinct; /* -1: not known here (brute force only) */
    unsigned group;     /* bitmask of the elements */
    int big;            /* 1: a long raw search (a larger budget, the fast engine only) */
    const char *sizes;  /* size classes "SIZE:LO:HI ...", or NULL */
  } cases[] = {
      /* the literature: 184 tilings of 3x30 by the one-sided pentominoes, 46 up to symmetry */
      {"one-sided-pentominoes", "30x3", 0, 184, 46, 0x55, 1, NULL},
      /* F with its mirror image: reflections belong; F alone: rotations only */
      {"^F,^F',I1*10", "5x4", 0, 64, 16, 0x55, 0, NULL},
      {"^F,^F',I1*15", "5x5", 0, 292, 38, 0xff, 0, NULL},
      {"^F,I1*4", "3x3", 0, 4, 1, 0x0f, 0, NULL},
      {"^F*2,^F',I1*10", "5x5", 0, 128, 32, 0x0f, 0, NULL},
      {"F,^N,^N',I1*5", "5x4", 0, 36, 9, 0x55, 0, NULL},
      {"^N,^N',I2*5", "5x4", 0, 28, 9, 0x55, 0, NULL},
      {"^L4,^L4',I4,I1*4", "4x4", 0, 112, 16, 0xff, 0, NULL},
      {"^L4,^L4',^L4*2,I1*4", "4x5", 0, 216, 108, 0x05, 0, NULL},
      {"^P,^P',^Y,^Y',I1*5", "5x5", 0, 772, 97, 0xff, 0, NULL},
      {"one-sided-tetrominoes", "7x4", 0, 0, 0, 0x55, 0, NULL},
      /* a size class of none: its pieces are not allowed */
      {"^F,I1*9", "3x3", 0, 1, 1, 0xff, 0, "5:0:0 1:9:9"},
      {"^F,I1*9", "3x3", 0, 5, 2, 0x0f, 0, "5:0:1 1:4:9"},
      /* pieces given in place: the pieces left decide */
      {"^F,^L4,^L4',I2*3,I1*4", two_f, 1, -1, -1, 0x11, 0, NULL},
      {"^F,^F',^L4,^L4',I2*3,I1*4", two_f, 1, -1, -1, 0x01, 0, NULL},
      {"F*2,L4,I2*5,I1*4", two_f, 1, -1, -1, 0x11, 0, NULL},
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    pieceset_t ps;
    region_t r;
    base_error_t e;
    const char *rg = cases[i].region;
    int bad = pieceset_parse(cases[i].pieces, &ps, &e) ||
              (region_is_size(rg) ? region_parse_size(rg, &r, &e)
                                  : region_parse_text(rg, strlen(rg), &r, &e));
    if (bad) {
      CHECK(0, "%s: %s", cases[i].pieces, e.msg);
      continue;
    }
    char desc[120];
    snprintf(desc, sizeof desc, "%s in %s", cases[i].pieces,
             region_is_size(rg) ? rg : "the two F's");
    tiling_spec_t ts;
    tiling_spec_init(&ts);
    ts.subset = cases[i].subset;
    ts.distinct = 1;
    for (const char *z = cases[i].sizes; z && *z && ts.nsizes < TILING_MAX_SIZE_CLASSES;
         ts.nsizes++) {
      tiling_size_count_t *c = &ts.sizes[ts.nsizes];
      int used = 0;
      if (sscanf(z, "%d:%d:%d%n", &c->size, &c->lo, &c->hi, &used) != 3) break;
      z += used;
      while (*z == ' ') z++;
    }
    tiling_t *t = NULL;
    if (tiling_new(&ps, &r, &ts, &t, NULL) == TILING_OK) {
      unsigned g = 0;
      for (int k = 0; k < tiling_symmetry_order(t); k++) g |= 1u << tiling_symmetry_element(t, k);
      CHECK(g == cases[i].group, "%s: group %#x, want %#x", desc, g, cases[i].group);
      uint64_t raw = 0;
      if (cases[i].raw >= 0) {
        tiling_spec_t tr = ts;
        tr.distinct = 0;
        tiling_t *t2 = NULL;
        if (tiling_new(&ps, &r, &tr, &t2, NULL) == TILING_OK) tiling_count(t2, 0, 0, &raw, NULL);
        tiling_free(t2);
        CHECK(raw == (uint64_t)cases[i].raw, "%s: %llu tilings, want %ld", desc,
              (unsigned long long)raw, cases[i].raw);
      }
      tiling_free(t);
    } else {
      CHECK(0, "%s refused", desc);
    }
    long d = check_problem(&ps, &r, &ts, desc, cases[i].big ? 40000000 : 2000000, st);
    printf("%s: %ld distinct\n", desc, d);
    CHECK(d >= 0, "%s: not checked", desc);
    CHECK(cases[i].distinct < 0 || d == cases[i].distinct, "%s: %ld distinct, want %ld", desc, d,
          cases[i].distinct);
    pieceset_free(&ps);
    region_free(&r);
  }
}

/* ---- Random problems ---- */

static const char *const free_pool[] = {"I1", "I2", "I3", "L3", "I4", "O4", "T4",
                                        "S4", "L4", "F",  "I",  "L",  "N",  "P",
                                        "T",  "U",  "V",  "W",  "X",  "Y",  "Z"};
static const char *const achiral_pool[] = {"^I2", "^I3", "^L3", "^T4", "^O4", "^I4",
                                           "^T",  "^U",  "^V",  "^W",  "^X"};
static const char *const chiral_pool[][2] = {{"^L4", "L4'"}, {"^S4", "S4'"}, {"^F", "F'"},
                                             {"^N", "N'"},   {"^P", "P'"},   {"^L", "L'"},
                                             {"^Y", "Y'"},   {"^Z", "Z'"}};
#define NELEM(a) ((int)(sizeof(a) / sizeof *(a)))

/* Append COPIES of P as a new entry (no merging: fixed pieces). */
static void append(pieceset_t *ps, const piece_t *p, int copies) {
  ps->pieces = realloc(ps->pieces, sizeof *ps->pieces * ((size_t)ps->n + 1));
  ps->copies = realloc(ps->copies, sizeof *ps->copies * ((size_t)ps->n + 1));
  piece_copy(&ps->pieces[ps->n], p);
  ps->copies[ps->n++] = copies;
  ps->cap = ps->n;
}

static int copies_draw(void) {
  return rndn(4) == 0 ? 2 + rndn(2) : 1;
}

/* A spec of free, one-sided (mirror pair complete or not) or mixed pieces. */
static void spec_pieces(int kind, char *spec, size_t cap) {
  int np = 1 + rndn(4);
  spec[0] = '\0';
  for (int k = 0; k < np; k++) {
    char item[40];
    int c = copies_draw(), one_sided = kind == 1 || (kind == 2 && rndn(2));
    if (!one_sided)
      snprintf(item, sizeof item, "%s*%d", free_pool[rndn(NELEM(free_pool))], c);
    else if (rndn(3) == 0)
      snprintf(item, sizeof item, "%s*%d", achiral_pool[rndn(NELEM(achiral_pool))], c);
    else {
      int q = rndn(NELEM(chiral_pool)), how = rndn(4);
      if (how < 2)
        snprintf(item, sizeof item, "%s*%d,%s*%d", chiral_pool[q][0], c, chiral_pool[q][1], c);
      else if (how == 2)
        snprintf(item, sizeof item, "%s*%d,%s*%d", chiral_pool[q][0], c, chiral_pool[q][1], c + 1);
      else
        snprintf(item, sizeof item, "%s*%d", chiral_pool[q][rndn(2)], c);
    }
    if (strlen(spec) + strlen(item) + 2 < cap) {
      if (*spec) strcat(spec, ",");
      strcat(spec, item);
    }
  }
}

/* One or two mirror pairs, each piece once, and fillers (I1, I2, O4) used
 * two to six times. */
static void pair_pieces(char *spec, size_t cap) {
  static const char *const fill[] = {"I1", "I2", "O4", "^I2"};
  int q = rndn(NELEM(chiral_pool)), q2 = rndn(NELEM(chiral_pool));
  snprintf(spec, cap, "%s,%s", chiral_pool[q][0], chiral_pool[q][1]);
  if (rndn(3) == 0 && q2 != q) {
    size_t n = strlen(spec);
    snprintf(spec + n, cap - n, ",%s,%s", chiral_pool[q2][0], chiral_pool[q2][1]);
  }
  size_t n = strlen(spec);
  snprintf(spec + n, cap - n, ",%s*%d", fill[rndn(NELEM(fill))], 2 + rndn(5));
}

/* S drawn as rows of '#' and '.' separated by '/'. */
static void shape_art(const shape_t *s, char *out) {
  int w, h, n = 0;
  shape_size(s, &w, &h);
  for (int y = 0; y < h; y++) {
    for (int x = 0; x < w; x++) out[n++] = shape_has(s, x, y) ? '#' : '.';
    if (y + 1 < h) out[n++] = '/';
  }
  out[n] = '\0';
}

/* Fixed pieces (one orientation each, one-letter names a, b, ...): shapes of
 * the free pool in random orientations, often with their images under a
 * random symmetry too; then maybe a few free pieces. */
static void fixed_pieces(pieceset_t *ps, char *desc, size_t cap) {
  memset(ps, 0, sizeof *ps);
  int np = 1 + rndn(3);
  size_t at = (size_t)snprintf(desc, cap, "fixed");
  for (int k = 0; k < np; k++) {
    pieceset_t one;
    if (pieceset_parse(free_pool[rndn(NELEM(free_pool))], &one, NULL)) continue;
    piece_t p = one.pieces[0];
    int c = copies_draw(), o = rndn(p.norient), extra = rndn(3);
    shape_t shapes[3];
    int ns = 0;
    shapes[ns++] = p.orient[o];
    if (extra) shapes[ns++] = p.orient[(o + 1 + rndn(p.norient)) % p.norient];
    if (extra == 2) shapes[ns++] = p.orient[rndn(p.norient)];
    for (int s = 0; s < ns; s++) {
      int dup = 0;
      for (int i = 0; i < ps->n; i++)
        if (shape_equal(&ps->pieces[i].orient[0], &shapes[s])) {
          ps->copies[i] += s == 0 ? c : 0;
          dup = 1;
        }
      if (dup) continue;
      piece_t f = p;
      snprintf(f.name, sizeof f.name, "%c", 'a' + ps->n);
      f.shape = shapes[s];
      f.one_sided = 1;
      f.norient = 1;
      f.orient = &shapes[s];
      append(ps, &f, c);
      char art[SHAPE_MAX_CELLS * 2];
      shape_art(&shapes[s], art);
      at += (size_t)snprintf(desc + at, at < cap ? cap - at : 0, " %s*%d=%s", f.name, c, art);
    }
    pieceset_free(&one);
  }
  if (rndn(3) == 0) {
    pieceset_t fr;
    const char *nm = free_pool[rndn(NELEM(free_pool))];
    if (!pieceset_parse(nm, &fr, NULL)) {
      int c = copies_draw(), dup = 0;
      for (int i = 0; i < ps->n; i++) dup |= orients_map(&ps->pieces[i], 0, &fr.pieces[0]);
      if (dup) {
        pieceset_free(&fr);
        return;
      }
      append(ps, &fr.pieces[0], c);
      at += (size_t)snprintf(desc + at, at < cap ? cap - at : 0, " +%s*%d", nm, c);
      pieceset_free(&fr);
    }
  }
}

/* The symmetries of the W x H box (all 8 when square). */
static int box_syms(int w, int h, int *syms) {
  int n = 0;
  for (int s = 0; s < 8; s++)
    if (w == h || s % 2 == 0) syms[n++] = s;
  return n;
}

/* Image of cell K of the W x H box under SYM. */
static int box_image(int w, int h, int sym, int k) {
  int ax, ay, bx, by, x, y;
  sym_apply(sym, 0, 0, &ax, &ay);
  sym_apply(sym, w - 1, h - 1, &bx, &by);
  sym_apply(sym, k % w, k / w, &x, &y);
  x -= ax < bx ? ax : bx;
  y -= ay < by ? ay : by;
  return y * w + x;
}

/* Mark cell K, and often its whole orbit under the box's symmetries, as C
 * (cells already marked are left alone). */
static void mark_orbit(region_t *r, int k, char c, int whole) {
  int syms[8], n = box_syms(r->w, r->h, syms);
  for (int i = 0; i < (whole ? n : 1); i++) {
    int q = box_image(r->w, r->h, syms[i], k);
    if (r->cells[q] == REGION_CELL) r->cells[q] = c;
  }
}

/* Draw piece I of PS in R with its letter (name of one character) at a
 * random free spot, and often its image under a random box symmetry too. */
static int draw_letter(region_t *r, const pieceset_t *ps, int i) {
  const piece_t *p = &ps->pieces[i];
  const shape_t *s = &p->orient[rndn(p->norient)];
  int w, h;
  shape_size(s, &w, &h);
  if (w > r->w || h > r->h) return 0;
  int x0 = rndn(r->w - w + 1), y0 = rndn(r->h - h + 1), syms[8], ns = box_syms(r->w, r->h, syms);
  int copy = rndn(2), sym = syms[rndn(ns)], drawn = 0;
  for (int pass = 0; pass < 1 + copy; pass++) {
    int ok = 1, cells[SHAPE_MAX_CELLS];
    for (int k = 0; k < s->n; k++) {
      int q = (y0 + s->c[k].y) * r->w + x0 + s->c[k].x;
      cells[k] = pass ? box_image(r->w, r->h, sym, q) : q;
      if (r->cells[cells[k]] != REGION_CELL) ok = 0;
    }
    if (!ok) break;
    for (int k = 0; k < s->n; k++) r->cells[cells[k]] = p->name[0];
    drawn++;
  }
  return drawn;
}

static void random_problems(int ncases, stats_t *st) {
  for (int it = 0; it < ncases; it++) {
    char desc[400], spec[200];
    pieceset_t ps;
    /* 0 free, 1 one-sided, 2 mixed, 3 fixed, 4 a whole one-sided set, 5 mirror pairs used once and
     * fillers used more often (the restricted piece is then one that reflections move) */
    int kind = rndn(6);
    if (kind == 3) {
      fixed_pieces(&ps, spec, sizeof spec);
      st->fixed_sets++;
    } else {
      if (kind == 4)
        snprintf(spec, sizeof spec, "%s",
                 rndn(2) ? "one-sided-trominoes,I1*2" : "one-sided-tetrominoes");
      else if (kind == 5)
        pair_pieces(spec, sizeof spec);
      else
        spec_pieces(kind, spec, sizeof spec);
      if (pieceset_parse(spec, &ps, NULL)) continue;
    }
    int area = pieceset_area(&ps), mode = rndn(4); /* 0 exact, 1 subset, 2 count-pieces, 3 sizes */
    if (kind == 5 && rndn(4)) mode = 0;            /* a piece used exactly once */
    if (area > 40) {
      pieceset_free(&ps);
      continue;
    }
    /* The pieces a tiling would use: all (exact), or a random part of them,
     * so that the region's area is one they can cover. */
    int cells = 0, used = 0, per_size[SHAPE_MAX_CELLS + 1] = {0};
    for (int i = 0; i < ps.n; i++)
      for (int c = 0; c < ps.copies[i]; c++)
        if (mode == 0 || rndn(3)) {
          cells += ps.pieces[i].shape.n;
          used++;
          per_size[ps.pieces[i].shape.n]++;
        }
    /* the region: a box with holes (often whole orbits, to keep symmetries) */
    int w = 2 + rndn(5), h = (cells + w - 1) / w;
    if (cells == 0 || h > 8 || w * h > 40) {
      pieceset_free(&ps);
      continue;
    }
    region_t r;
    region_rect(w, h, &r, NULL);
    int holes = w * h - cells, whole = rndn(2);
    for (int tries = 0; tries < 20 && holes > 0; tries++) {
      int before = region_area(&r), k = rndn(w * h);
      mark_orbit(&r, k, REGION_OUTSIDE, whole);
      holes -= before - region_area(&r);
      if (holes < 0) break; /* an orbit too many: the area is lost, tiling_new says so */
    }
    /* pieces given in place, blockers */
    int letters = 0;
    if (rndn(3) == 0)
      for (int i = 0; i < ps.n; i++)
        if (ps.pieces[i].name[1] == '\0' && rndn(2)) letters += draw_letter(&r, &ps, i);
    if (mode != 0 && rndn(5) == 0) mark_orbit(&r, rndn(w * h), '+', rndn(2));
    tiling_spec_t ts;
    tiling_spec_init(&ts);
    if (mode == 1) ts.subset = 1;
    if (mode == 2) {
      ts.subset = 1;
      ts.total_lo = used > 1 ? used - rndn(2) : used;
      ts.total_hi = used + rndn(2);
    }
    if (mode == 3) {
      for (int z = 1; z <= SHAPE_MAX_CELLS && ts.nsizes < TILING_MAX_SIZE_CLASSES; z++)
        if (per_size[z] || (z <= 5 && rndn(6) == 0)) {
          ts.sizes[ts.nsizes].size = z;
          ts.sizes[ts.nsizes].lo = per_size[z] ? per_size[z] - rndn(2) : 0;
          ts.sizes[ts.nsizes].hi = per_size[z] + rndn(2);
          ts.nsizes++;
        }
    }
    char *rt = region_to_text(&r, 0);
    snprintf(desc, sizeof desc, "case %d: %s, mode %d, region %dx%d\n%s", it, spec, mode, w, h,
             rt ? rt : "");
    free(rt);
    if (letters) st->with_letters++;
    check_problem(&ps, &r, &ts, desc, 2000000, st);
    pieceset_free(&ps);
    region_free(&r);
  }
}

int main(int argc, char **argv) {
  int ncases = argc > 1 ? atoi(argv[1]) : 3000;
  stats_t st = {0};
  named(&st);
  stats_t rs = {0};
  random_problems(ncases, &rs);
  printf("random problems: %d checked by brute force (%d with tilings), %d with a group beyond the "
         "identity, "
         "%d with tilings and an element that turns a piece into another, %d whose restricted "
         "piece some element "
         "moves, %d with pieces given in place, %d fixed sets\n",
         rs.brute, rs.nonzero, rs.larger_group, rs.moving, rs.moved_root, rs.with_letters,
         rs.fixed_sets);
  CHECK(rs.brute >= ncases / 4, "too few random problems checked: %d", rs.brute);
  CHECK(rs.nonzero >= ncases / 10, "too few random problems with tilings: %d", rs.nonzero);
  CHECK(rs.larger_group >= ncases / 10, "too few random problems with symmetry: %d",
        rs.larger_group);
  CHECK(rs.moving >= ncases / 50, "too few problems with tilings whose group moves pieces: %d",
        rs.moving);
  CHECK(rs.moved_root >= ncases / 100, "too few problems whose restricted piece moves: %d",
        rs.moved_root);
  printf("%s\n", failures ? "FAILED" : "ok");
  return failures ? 1 : 0;
}
