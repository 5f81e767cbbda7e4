/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* solitaire.c: Polymère's solitaire, the largest shape in complete rings around a first tile, by
 * libdlx with colours or by a direct search. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/intl.h"
#include "games/polymere/polymere.h"
#include "base/rng.h"
#include "dlx/dlx.h"

#define MAXR 7 /* rings 0..6 */
#define GRID (2 * MAXR + 1)
#define MAXC (1 + 3 * MAXR * (MAXR + 1))

typedef struct sol {
  int rings, nc;             /* cells within rings, nc = polymere_ring_cells(rings + 1) */
  int q[MAXC], r[MAXC];      /* spiral order: centre, ring 1, ring 2... */
  int idx[GRID][GRID];       /* (q, r) -> cell, or -1 */
  int tile[MAXC], rot[MAXC]; /* -1: empty */
  int jf[MAXC][6];
  unsigned char used[POLYMERE_NTILES];
  uint64_t nodes, budget;
  const volatile sig_atomic_t *cancel; /* polymere_solitaire's CANCEL */
} sol_t;

static int cancelled(const sol_t *s) {
  return s->cancel && *s->cancel;
}

/* libdlx's progress callback: stop the search when CTX (a sol_t) is cancelled. */
static int cancel_progress(void *ctx, const dlx_stats_t *stats) {
  (void)stats;
  return cancelled(ctx);
}

static int cell_at(const sol_t *s, int q, int r) {
  if (q < -MAXR || q > MAXR || r < -MAXR || r > MAXR) return -1;
  return s->idx[q + MAXR][r + MAXR];
}

static void spiral(sol_t *s, int rings) {
  memset(s->idx, -1, sizeof s->idx);
  s->rings = rings;
  int n = 0;
  s->q[n] = 0, s->r[n] = 0, n++;
  for (int k = 1; k <= rings + 1; k++) {
    int q = -k, r = 0;
    for (int i = 0; i < 6; i++)
      for (int j = 0; j < k; j++) {
        s->q[n] = q, s->r[n] = r, n++;
        q += polymere_dq[i], r += polymere_dr[i];
      }
  }
  s->nc = n;
  for (int i = 0; i < n; i++) s->idx[s->q[i] + MAXR][s->r[i] + MAXR] = i;
  for (int i = 0; i < n; i++) s->tile[i] = -1;
}

/* Digit a neighbour shows toward cell I across its edge E, 0 if none. */
static int facing(const sol_t *s, int i, int e) {
  int j = cell_at(s, s->q[i] + polymere_dq[e], s->r[i] + polymere_dr[e]);
  if (j < 0 || s->tile[j] < 0) return 0;
  int o = (e + 3) % 6;
  return polymere_is_joker(s->tile[j]) ? s->jf[j][o]
                                       : polymere_tile_digit_at(s->tile[j], s->rot[j], o);
}

/* ---- phase 1, direct: depth first in spiral order, with forward checking ---- */

/* 1 when some unused numbered tile fits cell I as its neighbours stand. */
static int has_candidate(const sol_t *s, int i) {
  int f[6], e0 = -1, mask = 0;
  for (int e = 0; e < 6; e++) {
    f[e] = facing(s, i, e);
    if (!f[e]) continue;
    if (mask >> f[e] & 1) return 0;
    mask |= 1 << f[e];
    if (e0 < 0) e0 = e;
  }
  if (e0 < 0) return 1;
  for (int u = 0; u < POLYMERE_NREAL; u++) {
    if (s->used[u]) continue;
    int rot = (e0 - polymere_tile_pos(u, f[e0]) + 6) % 6, ok = 1;
    for (int e = e0 + 1; e < 6 && ok; e++) ok = !f[e] || polymere_tile_digit_at(u, rot, e) == f[e];
    if (ok) return 1;
  }
  return 0;
}

static int dfs(sol_t *s, int i, int last, const int *order) {
  if (i > last) return 1;
  if ((s->budget && s->nodes >= s->budget) || cancelled(s)) return -1;
  int f[6], e0 = -1;
  for (int e = 0; e < 6; e++) {
    f[e] = facing(s, i, e);
    if (f[e] && e0 < 0) e0 = e;
  }
  for (int k = 0; k < POLYMERE_NREAL; k++) {
    int u = order[k];
    if (s->used[u]) continue;
    int rot = (e0 - polymere_tile_pos(u, f[e0]) + 6) % 6, ok = 1;
    for (int e = e0 + 1; e < 6 && ok; e++) ok = !f[e] || polymere_tile_digit_at(u, rot, e) == f[e];
    if (!ok) continue;
    s->nodes++;
    s->tile[i] = u, s->rot[i] = rot, s->used[u] = 1;
    /* forward checking: every empty neighbour within the rings keeps a tile */
    for (int e = 0; e < 6 && ok; e++) {
      int j = cell_at(s, s->q[i] + polymere_dq[e], s->r[i] + polymere_dr[e]);
      if (j > i && j <= last) ok = has_candidate(s, j);
    }
    int st = ok ? dfs(s, i + 1, last, order) : 0;
    if (st) return st;
    s->tile[i] = -1, s->used[u] = 0;
  }
  return 0;
}

/* ---- libdlx: cells primary, tiles secondary, edges coloured ---- */

typedef struct popt {
  int cell, tile, rot, jf[6];
} popt_t;

typedef struct pctx {
  sol_t *s;
  const popt_t *opt;
} pctx_t;

static int take(void *vc, const int *options, int n) {
  pctx_t *c = vc;
  for (int i = 0; i < n; i++) {
    const popt_t *o = &c->opt[options[i]];
    int t = o->tile;
    if (t < 0) continue;      /* a hole */
    if (polymere_is_joker(t)) /* the jokers are alike: the next unused one */
      for (t = POLYMERE_JOKER0; c->s->used[t]; t++) {
      }
    c->s->tile[o->cell] = t, c->s->rot[o->cell] = o->rot, c->s->used[t] = 1;
    memcpy(c->s->jf[o->cell], o->jf, sizeof o->jf);
  }
  return 1;
}

/* Edge item between cell I and its neighbour across E (both in CELLS), or -1. */
static int edge_item(const int *eitem, const sol_t *s, int i, int e) {
  int j = cell_at(s, s->q[i] + polymere_dq[e], s->r[i] + polymere_dr[e]);
  if (j < 0) return -1;
  return e < 3 ? eitem[i * 3 + e] : eitem[j * 3 + (e - 3)];
}

/* One libdlx search over cells FROM..TO: the problem, its items, and what
 * each option places. */
typedef struct phase {
  sol_t *s;
  int from, to;
  dlx_t *d;
  int *eitem, *citem; /* items of the edges (three a cell) and of the cells */
  int titem[POLYMERE_NTILES], col[7];
  int hitem, jitem; /* the primary items "holes" and "jokers", or -1 */
  int joker;        /* the joker tile the options place, or -1: no jokers */
  popt_t *opt;      /* what option k places */
  size_t cap, no;
} phase_t;

/* Sets PH up for cells FROM..TO, with the jokers when HOLES >= 0.
 * Returns 0, or -1 out of memory (PH is to be freed either way). */
static int phase_alloc(phase_t *ph, sol_t *s, int from, int to, int holes) {
  *ph = (phase_t){.s = s, .from = from, .to = to, .hitem = -1, .jitem = -1, .joker = -1};
  if (holes >= 0)
    for (int u = POLYMERE_JOKER0; u < POLYMERE_NTILES; u++)
      if (!s->used[u]) ph->joker = u;
  ph->cap = 1 << 16;
  ph->d = dlx_new();
  ph->eitem = malloc(sizeof *ph->eitem * (size_t)s->nc * 3);
  ph->citem = malloc(sizeof *ph->citem * (size_t)s->nc);
  ph->opt = malloc(sizeof *ph->opt * ph->cap);
  return ph->d && ph->eitem && ph->citem && ph->opt ? 0 : -1;
}

static void phase_free(phase_t *ph) {
  dlx_free(ph->d);
  free(ph->eitem), free(ph->citem), free(ph->opt);
}

/* The primary items: the cells; with HOLES > 0 "holes" HOLES:HOLES, with
 * HOLES >= 0 "jokers" 0:4. Returns 1, or 0 out of memory. */
static int add_primaries(phase_t *ph, int holes) {
  char name[24];
  int ok = 1;
  for (int i = ph->from; i <= ph->to; i++) {
    snprintf(name, sizeof name, "c%d,%d", ph->s->q[i], ph->s->r[i]);
    ok &= dlx_add_primary(ph->d, name, 1, 1, &ph->citem[i]) == DLX_OK;
  }
  if (holes > 0)
    ok &= dlx_add_primary(ph->d, "holes", (unsigned)holes, (unsigned)holes, &ph->hitem) == DLX_OK;
  if (holes >= 0) ok &= dlx_add_primary(ph->d, "jokers", 0, 4, &ph->jitem) == DLX_OK;
  return ok;
}

/* The secondary items: the unused numbered tiles, the edges between two
 * cells of the phase; and the colours, the digits 1..6. Returns 1, or 0
 * out of memory. */
static int add_secondaries(phase_t *ph) {
  const sol_t *s = ph->s;
  char name[24];
  int ok = 1;
  for (int u = 0; u < POLYMERE_NTILES && ok; u++) {
    ph->titem[u] = -1;
    if (s->used[u] || polymere_is_joker(u)) continue;
    snprintf(name, sizeof name, "t%d", u);
    ok = dlx_add_secondary(ph->d, name, &ph->titem[u]) == DLX_OK;
  }
  for (int i = 0; i < s->nc * 3; i++) ph->eitem[i] = -1;
  for (int i = ph->from; i <= ph->to && ok; i++)
    for (int e = 0; e < 3; e++) {
      int j = cell_at(s, s->q[i] + polymere_dq[e], s->r[i] + polymere_dr[e]);
      if (j < ph->from || j > ph->to) continue;
      snprintf(name, sizeof name, "e%d,%d/%d", s->q[i], s->r[i], e);
      ok &= dlx_add_secondary(ph->d, name, &ph->eitem[i * 3 + e]) == DLX_OK;
    }
  for (int v = 1; v <= 6; v++) {
    snprintf(name, sizeof name, "%d", v);
    ok &= dlx_color(ph->d, name, &ph->col[v]) == DLX_OK;
  }
  return ok;
}

/* Adds the option EL[0..N-1], which places *O. Returns 1, or 0 out of memory.
 * Inline: it runs once an option, millions of times in a long search. */
static inline int add_option(phase_t *ph, const dlx_elem_t *el, int n, const popt_t *o) {
  if (ph->no == ph->cap) {
    popt_t *o2 = realloc(ph->opt, sizeof *ph->opt * ph->cap * 2);
    if (!o2) return 0;
    ph->opt = o2, ph->cap *= 2;
  }
  ph->opt[ph->no++] = *o;
  return dlx_add_option(ph->d, el, (size_t)n, NULL) == DLX_OK;
}

/* What a cell of the phase sees around it. */
typedef struct view {
  int f[6];     /* the digit shown across each edge by tiles placed before the phase, or 0 */
  int inner[6]; /* 1: the neighbour across the edge is a cell of the phase */
  int fmask;    /* the digits of F, as bits */
  int dup;      /* 1: two neighbours show one digit (a dead space) */
} view_t;

static view_t cell_view(const phase_t *ph, int i) {
  const sol_t *s = ph->s;
  view_t w = {.fmask = 0};
  for (int e = 0; e < 6; e++) {
    int j = cell_at(s, s->q[i] + polymere_dq[e], s->r[i] + polymere_dr[e]);
    w.inner[e] = j >= ph->from && j <= ph->to;
    w.f[e] = facing(s, i, e);
    if (w.f[e] && (w.fmask >> w.f[e] & 1)) w.dup = 1;
    if (w.f[e]) w.fmask |= 1 << w.f[e];
  }
  return w;
}

/* The options of numbered tile U in cell I: each rotation that matches the
 * digits around, with the colours of its edges toward the phase's cells.
 * Returns 1, or 0 out of memory. */
static int add_tile_options(phase_t *ph, int i, int u, const view_t *w) {
  for (int rot = 0; rot < 6; rot++) {
    int fit = 1;
    for (int e = 0; e < 6 && fit; e++)
      fit = !w->f[e] || polymere_tile_digit_at(u, rot, e) == w->f[e];
    if (!fit) continue;
    dlx_elem_t el[8];
    int n = 0;
    el[n++] = (dlx_elem_t){ph->citem[i], 0};
    el[n++] = (dlx_elem_t){ph->titem[u], 0};
    for (int e = 0; e < 6; e++)
      if (w->inner[e])
        el[n++] = (dlx_elem_t){edge_item(ph->eitem, ph->s, i, e),
                               ph->col[polymere_tile_digit_at(u, rot, e)]};
    if (!add_option(ph, el, n, &(popt_t){i, u, rot, {0}})) return 0;
  }
  return 1;
}

/* Steps the digits V[0..N-1] (each 0..6) on like an odometer; 0 when they
 * have come round to all zeros. */
static int next_digits(int *v, int n) {
  int k = 0;
  while (k < n && ++v[k] > 6) v[k++] = 0;
  return k < n;
}

/* The digits shown around a joker in cell I that shows V[k] on edge
 * IE[k] toward the phase's cells: what it faces, then the smallest digits
 * left on its other edges (MASK: the digits used). */
static popt_t joker_faces(int i, int u, const view_t *w, const int *ie, const int *v, int ni,
                          int mask) {
  popt_t o = {i, u, 0, {0}};
  int rest = 1;
  for (int e = 0; e < 6; e++) o.jf[e] = w->f[e];
  for (int k = 0; k < ni; k++) o.jf[ie[k]] = v[k];
  for (int e = 0; e < 6; e++)
    if (!o.jf[e]) {
      while (mask >> rest & 1) rest++;
      o.jf[e] = rest, mask |= 1 << rest;
    }
  return o;
}

/* The options of joker U in cell I: every choice of distinct digits,
 * none of those it faces, on its edges toward the phase's cells.
 * Returns 1, or 0 out of memory. */
static int add_joker_options(phase_t *ph, int i, int u, const view_t *w) {
  int ie[6], ni = 0, v[6] = {0};
  for (int e = 0; e < 6; e++)
    if (w->inner[e]) ie[ni++] = e;
  do {
    int m = w->fmask, good = 1;
    for (int k = 0; k < ni && good; k++) {
      if (!v[k] || (m >> v[k] & 1)) good = 0;
      m |= 1 << v[k];
    }
    if (!good) continue;
    dlx_elem_t el[8];
    int n = 0;
    el[n++] = (dlx_elem_t){ph->citem[i], 0};
    el[n++] = (dlx_elem_t){ph->jitem, 0};
    for (int k = 0; k < ni; k++)
      el[n++] = (dlx_elem_t){edge_item(ph->eitem, ph->s, i, ie[k]), ph->col[v[k]]};
    popt_t o = joker_faces(i, u, w, ie, v, ni, m);
    if (!add_option(ph, el, n, &o)) return 0;
  } while (next_digits(v, ni));
  return 1;
}

/* The options of cell I: a hole (when holes are counted from HOLE_FROM on),
 * the unused numbered tiles, the joker. Returns 1, or 0 out of memory. */
static int add_cell_options(phase_t *ph, int i, int hole_from) {
  view_t w = cell_view(ph, i);
  if (ph->hitem >= 0 && i >= hole_from) {
    dlx_elem_t el[2] = {{ph->citem[i], 0}, {ph->hitem, 0}};
    if (!add_option(ph, el, 2, &(popt_t){i, -1, 0, {0}})) return 0;
  }
  for (int u = 0; u < POLYMERE_NTILES; u++) {
    if (ph->titem[u] < 0 && u != ph->joker) continue;
    if (!polymere_is_joker(u)) {
      if (!add_tile_options(ph, i, u, &w)) return 0;
    } else if (!w.dup && !add_joker_options(ph, i, u, &w)) {
      return 0;
    }
  }
  return 1;
}

/* Runs PH's search for one solution, placed in PH's cells. Returns 1
 * found, 0 none, -1 budget, -2 failure. */
static int phase_search(phase_t *ph, uint64_t seed) {
  pctx_t c = {ph->s, ph->opt};
  dlx_search_opts_t so;
  dlx_search_opts_init(&so);
  so.max_solutions = 1;
  so.max_nodes = ph->s->budget;
  so.randomize = 1, so.seed = seed;
  /* The outer ring (jokers 0:4, holes: Algorithm M) on dancing links: a
   * first solution drawn at random under a budget of nodes runs 1.7 times
   * as long on the sparse-set engine, which libdlx's automatic choice gives
   * multiplicities since 1.3.1 (seeds 1-6: 39.0 s against 67.6 s), and a
   * seed draws what it drew before. */
  if (ph->jitem >= 0) so.engine = DLX_ENGINE_LINKS;
  so.on_solution = take, so.solution_ctx = &c;
  so.on_progress = cancel_progress, so.progress_ctx = ph->s, so.progress_nodes = 10000;
  dlx_stats_t st;
  if (dlx_search(ph->d, &so, &st) != DLX_OK) return -2;
  ph->s->nodes += st.nodes;
  return st.solutions ? 1 : st.end == DLX_END_EXHAUSTED ? 0 : -1;
}

/* Search cells FROM..TO with libdlx: the cells are primary items, the
 * tiles secondary, the edges between cells of the phase coloured by their
 * digit. HOLES < 0: numbered tiles only, every cell filled (the full
 * rings). HOLES >= 0 (the outer ring): jokers too (a primary item
 * "jokers" 0:4 in every joker option, so the four are not told apart),
 * and exactly HOLES cells left empty among cells HOLE_FROM..TO (each has
 * an option "hole" that covers the primary item "holes" HOLES:HOLES;
 * Algorithm M). Returns 1 found, 0 none, -1 budget, -2 memory. */
/* Builds PH's problem for cells FROM..TO as dlx_phase says. Returns 1, or
 * 0 out of memory (PH is to be freed either way). */
static int phase_build(phase_t *ph, sol_t *s, int from, int to, int holes, int hole_from) {
  int ok = phase_alloc(ph, s, from, to, holes) == 0 && add_primaries(ph, holes) &&
           add_secondaries(ph);
  for (int i = from; i <= to && ok; i++) ok = add_cell_options(ph, i, hole_from);
  return ok;
}

static int dlx_phase(sol_t *s, int from, int to, int holes, int hole_from, uint64_t seed) {
  phase_t ph;
  int rc = phase_build(&ph, s, from, to, holes, hole_from) ? phase_search(&ph, seed) : -2;
  phase_free(&ph);
  return rc;
}

/* ---- the full rings, in restarts ---- */

/* The numbered tiles in an order drawn from SEED. */
static void shuffle_tiles(int *order, uint64_t seed) {
  for (int i = 0; i < POLYMERE_NREAL; i++) order[i] = i;
  for (int i = POLYMERE_NREAL - 1; i > 0; i--) {
    int j = (int)base_rand_below(&seed, (uint32_t)i + 1), x = order[i];
    order[i] = order[j], order[j] = x;
  }
}

/* One try at the full rings, cells 1..LAST, emptied first, choices
 * ordered by TSEED. With libdlx, PH is the problem, built at the first try
 * (*BUILT then 1): every try empties the same cells around the same first
 * tile, so the problem is the same (building it again was 60% of the
 * solitaire's instructions). Returns 1 found, 0 impossible, -1 budget, -2
 * memory. */
static int try_full_rings(sol_t *s, int last, polymere_engine_t engine, uint64_t tseed,
                          phase_t *ph, int *built) {
  for (int i = 1; i <= last; i++)
    if (s->tile[i] >= 0) s->used[s->tile[i]] = 0, s->tile[i] = -1;
  if (engine != POLYMERE_ENGINE_DIRECT) {
    if (!*built) {
      *built = 1;
      if (!phase_build(ph, s, 1, last, -1, 0)) return -2;
    }
    return phase_search(ph, tseed);
  }
  int order[POLYMERE_NREAL];
  shuffle_tiles(order, tseed);
  return dfs(s, 1, last, order);
}

/* Spaces of the next ring (cells FROM..) that must stay empty as the full
 * rings stand: dead ones (two neighbours show one digit), and those no
 * remaining numbered tile fits beyond what the 4 jokers can fill. */
static int next_ring_dead(const sol_t *s, int from) {
  int dead = 0, nofit = 0;
  for (int i = from; i < s->nc; i++) {
    int mask = 0, dup = 0;
    for (int e = 0; e < 6; e++) {
      int v = facing(s, i, e);
      if (v && (mask >> v & 1)) dup = 1;
      mask |= v ? 1 << v : 0;
    }
    if (dup)
      dead++;
    else if (!has_candidate(s, i))
      nofit++;
  }
  return dead + (nofit > 4 ? nofit - 4 : 0);
}

/* Puts back the layout KEEP (tile and rotation of cells 1..LAST). */
static void restore_layout(sol_t *s, int last, const int *keep) {
  for (int i = 1; i <= last; i++) {
    if (s->tile[i] >= 0) s->used[s->tile[i]] = 0;
    s->tile[i] = keep[2 * i], s->rot[i] = keep[2 * i + 1];
  }
  for (int i = 1; i <= last; i++) s->used[s->tile[i]] = 1;
}

/* What the restarts found besides the layout. */
typedef struct restarts {
  int tries;        /* tries made */
  int best_dead;    /* the fewest spaces of the next ring left dead, or 1 << 30 */
  double first_sec; /* seconds from T0 to the first full rings, or -1 */
} restarts_t;

/* The full rings, cells 1..LAST, in restarts: both searches have heavy
 * tails (a bad early choice costs millions of nodes), so each try gets a
 * small slice of BUDGET, a little larger every time, and a fresh order of
 * choices. A layout is kept only when the next ring has few spaces that
 * must stay empty (next_ring_dead): no more than the remaining tiles leave
 * empty anyway; else the search goes on and the layout with the fewest is
 * used when the budget ends. Returns 1 found (in S), 0 impossible, -1
 * budget, -2 memory; S's nodes are those of every try. */
static int full_rings(sol_t *s, int last, polymere_engine_t engine, uint64_t seed, uint64_t budget,
                      clock_t t0, restarts_t *r) {
  uint64_t total = budget ? budget : UINT64_MAX, spent = 0, rng = seed;
  int from0 = last + 1, nnext = s->nc - from0, left0 = POLYMERE_NTILES - (last + 1);
  int allowed = nnext - (left0 < nnext ? left0 : nnext), st = -1;
  *r = (restarts_t){0, 1 << 30, -1};
  int *keep = malloc(sizeof *keep * 2 * (size_t)(last + 1));
  if (!keep) return -2;
  phase_t ph;
  int built = 0;
  for (uint64_t slice = 20000; st == -1 && spent < total && !cancelled(s);
       slice += slice / 4, r->tries++) {
    uint64_t tseed = base_rand(&rng);
    s->budget = slice < total - spent ? slice : total - spent;
    s->nodes = 0;
    st = try_full_rings(s, last, engine, tseed, &ph, &built);
    spent += s->nodes;
    if (st == 0) break; /* exhausted: no full rings at all */
    if (st != 1) continue;
    if (r->first_sec < 0) r->first_sec = (double)(clock() - t0) / CLOCKS_PER_SEC;
    int dead = next_ring_dead(s, from0);
    if (dead < r->best_dead) {
      r->best_dead = dead;
      for (int i = 1; i <= last; i++) keep[2 * i] = s->tile[i], keep[2 * i + 1] = s->rot[i];
    }
    if (dead > allowed) st = -1; /* look for a better one */
  }
  if (st == -1 && r->best_dead < (1 << 30)) { /* the budget ended: the best layout found */
    restore_layout(s, last, keep);
    st = 1;
  }
  free(keep);
  if (built) phase_free(&ph);
  s->nodes = spent;
  return st;
}

/* ---- the next ring ---- */

/* OUT's sentence on the next ring: OUTER tiles in ring RINGS + 1 of NCELLS
 * spaces with LEFT tiles left; the searches for MAXT down to OUTER + 1
 * tiles were exhausted unless the budget stopped the one for BSTOP. */
static void describe_next_ring(polymere_solitaire_t *out, int rings, int left, int ncells, int maxt,
                               int bstop) {
  int outer = out->outer;
  if (outer == left)
    snprintf(out->how, sizeof out->how,
             _("every tile placed (%d in ring %d of %d spaces): the most possible"), outer,
             rings + 1, ncells);
  else if (outer == ncells)
    snprintf(out->how, sizeof out->how, _("ring %d is full too: more full rings are possible"),
             rings + 1);
  else if (!bstop)
    snprintf(out->how, sizeof out->how,
             _("%d tiles in ring %d: proved the most with these full rings (%d..%d exhausted by "
               "libdlx)"),
             outer, rings + 1, outer + 1, maxt);
  else
    snprintf(out->how, sizeof out->how,
             _("%d tiles in ring %d: not proved the most; the node budget stopped the search for "
               "%d tiles"),
             outer, rings + 1, bstop);
}

/* Phase 2: the next ring around RINGS full rings, the most tiles: exactly
 * M tiles for M from the most possible down; the first M found is the most
 * when every higher M was exhausted (not stopped by the budget). Sets
 * OUT's outer, proved and how. Returns 0, or -2 out of memory. */
static int next_ring(sol_t *s, int rings, uint64_t seed, polymere_solitaire_t *out,
                     polymere_progress_fn progress, void *ctx) {
  int last = polymere_ring_cells(rings) - 1;
  int from = last + 1, to = s->nc - 1, ncells = to - from + 1, left = POLYMERE_NTILES - (last + 1);
  int maxt = left < ncells ? left : ncells, bstop = 0;
  out->outer = 0;
  for (int m = maxt; m >= 0; m--) {
    if (progress) progress(ctx, m, s->nodes);
    int r2 = m == 0 ? 1 : dlx_phase(s, from, to, ncells - m, from, seed);
    if (r2 == -2) return -2;
    if (r2 == 1) {
      out->outer = m;
      break;
    }
    if (r2 < 0 && !bstop) bstop = m;
  }
  out->proved = !bstop;
  describe_next_ring(out, rings, left, ncells, maxt, bstop);
  return 0;
}

/* Copies S's tiles into OUT's layout. */
static void copy_layout(const sol_t *s, polymere_solitaire_t *out) {
  for (int i = 0; i < s->nc; i++) {
    if (s->tile[i] < 0) continue;
    int k = out->n++;
    out->t[k] = s->tile[i], out->q[k] = s->q[i], out->r[k] = s->r[i], out->rot[k] = s->rot[i];
    for (int e = 0; e < 6; e++)
      out->jf[k * 6 + e] = polymere_is_joker(s->tile[i]) ? s->jf[i][e] : 0;
  }
}

static int no_memory(sol_t *s, char *msg, size_t msglen) {
  free(s);
  snprintf(msg, msglen, _("out of memory"));
  return -1;
}

int polymere_solitaire(int first, int rings, polymere_engine_t engine, uint64_t seed,
                       uint64_t budget, const volatile sig_atomic_t *cancel,
                       polymere_solitaire_t *out, char *msg, size_t msglen,
                       polymere_progress_fn progress, void *ctx) {
  if (first < 0 || first >= POLYMERE_NREAL || rings < 1 || rings > 5) {
    snprintf(msg, msglen, _("rings 1 to 5 around a numbered tile"));
    return -1;
  }
  sol_t *s = calloc(1, sizeof *s);
  if (!s) return no_memory(s, msg, msglen);
  spiral(s, rings);
  s->cancel = cancel;
  s->tile[0] = first, s->rot[0] = 0, s->used[first] = 1;
  int last = polymere_ring_cells(rings) - 1;
  clock_t t0 = clock();
  memset(out, 0, sizeof *out);
  restarts_t r;
  int st = full_rings(s, last, engine, seed, budget, t0, &r);
  out->dead_next = r.best_dead < (1 << 30) ? r.best_dead : 0;
  out->sec_first = r.first_sec;
  s->budget = budget;
  if (st == -2) return no_memory(s, msg, msglen);
  if (cancelled(s)) {
    snprintf(msg, msglen, _("interrupted"));
    free(s);
    return 2;
  }
  if (st != 1) {
    out->nodes1 = s->nodes;
    out->sec1 = (double)(clock() - t0) / CLOCKS_PER_SEC;
    /* two whole sentences, so that a translation can order its words */
    snprintf(out->how, sizeof out->how,
             st == 0 ? _("%d full rings are impossible around this tile (tries: %d)")
                     : _("%d full rings not found within the node budget (tries: %d)"),
             rings, r.tries);
    out->budget_out = st != 0;
    free(s);
    return 1;
  }
  out->tries = r.tries;
  uint64_t n0 = s->nodes;
  out->sec1 = (double)(clock() - t0) / CLOCKS_PER_SEC;
  t0 = clock();
  if (next_ring(s, rings, seed, out, progress, ctx) == -2) return no_memory(s, msg, msglen);
  if (cancelled(s)) {
    snprintf(msg, msglen, _("interrupted"));
    free(s);
    return 2;
  }
  out->nodes1 = n0, out->nodes2 = s->nodes - n0;
  out->sec2 = (double)(clock() - t0) / CLOCKS_PER_SEC;
  out->full_rings = rings;
  copy_layout(s, out);
  free(s);
  if (polymere_verify_layout(out->n, out->t, out->q, out->r, out->rot, out->jf, msg, msglen) != 0)
    return -1;
  return 0;
}
