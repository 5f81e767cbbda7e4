/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* tiling_search.c: searching a tiling problem: the canonical-form filter of distinct tilings, the
 * dlx and fast engines behind one API, counting and finding. */
#include <config.h>

#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "poly/region.h"
#include "poly/tiling_internal.h"

/* ---- Canonical-form filter -------------------------------------------------- */

/* Code of cell C of a tiling given as placement-per-cell PL and
 * piece-per-cell PC, seen through INV (the cell of the tiling at each cell
 * of its image, NULL: the tiling itself) with pieces turned by PERM: the
 * piece (-1: left empty), and whether the right and lower neighbours are
 * in the same placement. Distinct tilings have distinct codes. */
static inline int cell_code(const tiling_t *t, const int *pl, const int *pc, const int *inv,
                            const int *perm, int c) {
  int a = inv ? inv[c] : c, p = pc[a], v = (p >= 0 && perm ? perm[p] : p) * 4;
  int r = t->cell_nb[2 * c], d = t->cell_nb[2 * c + 1];
  if (r >= 0 && pl[inv ? inv[r] : r] == pl[a]) v |= 1;
  if (d >= 0 && pl[inv ? inv[d] : d] == pl[a]) v |= 2;
  return v;
}

/* Under the group elements in MASK: -1 when some image of the solution is
 * less than it, else how many of them (identity included when in MASK)
 * map it onto itself. The image under g moves each cell by g and turns
 * each piece i into perm[g][i]; the codes are compared cell by cell, up
 * to the first that differs. */
static int canon_check(const tiling_t *t, const int *place, int n, unsigned mask) {
  enum { SMALL = 256 };
  int nc = t->ncells, small[2 * SMALL];
  int *buf = nc <= SMALL ? small : malloc((size_t)nc * 2 * sizeof *buf);
  if (!buf) return -1;
  int *pl = buf, *pc = buf + nc;
  if (t->nfixed < nc) /* optional cells left empty (the solution covers the others) */
    for (int c = 0; c < nc; c++) pl[c] = pc[c] = -1;
  for (int k = 0; k < n; k++) {
    int q = place[k], piece = t->pl.place[q].piece;
    for (int j = t->pl.start[q]; j < t->pl.start[q + 1]; j++) {
      pl[t->pl.cell[j]] = q;
      pc[t->pl.cell[j]] = piece;
    }
  }
  int fixed = 0;
  for (int g = 0; g < t->nsym; g++) {
    if (!(mask & (1u << g))) continue;
    if (g == 0) {
      fixed++;
      continue;
    }
    const int *inv = t->syminv + (size_t)g * nc, *perm = t->perm + (size_t)g * t->set.n;
    int c = 0, v = 0, v2 = 0;
    for (; c < nc; c++) {
      v = cell_code(t, pl, pc, NULL, NULL, c);
      v2 = cell_code(t, pl, pc, inv, perm, c);
      if (v2 != v) break;
    }
    if (c == nc)
      fixed++;
    else if (v2 < v) {
      fixed = -1;
      break;
    }
  }
  if (buf != small) free(buf);
  return fixed;
}

/* The elements g whose image of the solution the restricted search finds
 * too (bit 0, the identity, always). */
static unsigned solution_lands(const tiling_t *t, const int *place, int n) {
  unsigned m = 0;
  for (int k = 0; k < n; k++) m |= t->lands[place[k]];
  return m;
}

/* Thread-safe filter of the symmetry breaking: 1 keeps the solution, 0
 * drops it. With a restricted piece, a solution is kept when it is the
 * least of its images that the search finds (exactly one per orbit). */
static int tiling_keep(void *ctx, const int *place, int n) {
  const tiling_t *t = ctx;
  if (!t->spec.distinct) return 1;
  if (t->canonical) return canon_check(t, place, n, (1u << t->nsym) - 1) >= 0;
  if (t->root < 0) return 1;
  unsigned m = solution_lands(t, place, n);
  return (m & ~1u) ? canon_check(t, place, n, m) >= 0 : 1;
}

/* Counting by orbits: the kept solution of each orbit stands for |G| /
 * |its stabiliser| solutions (its stabiliser lies among its lands). */
static int tiling_keep_orbit(void *ctx, const int *place, int n) {
  const tiling_t *t = ctx;
  unsigned m = solution_lands(t, place, n);
  if (!(m & ~1u)) return t->nsym;
  int fixed = canon_check(t, place, n, m);
  return fixed <= 0 ? 0 : t->nsym / fixed;
}

static int needs_filter(const tiling_t *t) {
  if (!t->spec.distinct) return 0;
  if (t->canonical) return 1;
  if (t->root < 0) return 0;
  for (int p = 0; p < t->pl.n; p++)
    if (t->active[p] && (t->lands[p] & ~1u)) return 1;
  return 0;
}

/* ---- The dlx engine ------------------------------------------------------------ */

static int name_ok(const char *s) {
  if (!*s) return 0;
  for (; *s; s++)
    if (*s <= ' ' || *s == ':' || *s == '|' || (unsigned char)*s >= 127) return 0;
  return 1;
}

static dlx_status_t add_named(dlx_t *d, const char *name, int primary, unsigned lo, unsigned hi,
                              int *id) {
  const char *nm = (name_ok(name) && dlx_item_find(d, name) < 0) ? name : NULL;
  return primary ? dlx_add_primary(d, nm, lo, hi, id) : dlx_add_secondary(d, nm, id);
}

/* The items of the exact-cover problem in D: one per cell (CITEM), one per
 * piece (PITEM: primary with its bounds, secondary when it may be used at
 * most once), one per size class (CLSITEM) and the total (*TOTITEM, -1 when
 * none). Returns 0, or -1 when out of memory. */
static int dlx_items(const tiling_t *t, dlx_t *d, int *citem, int *pitem, int *clsitem,
                     int *totitem) {
  char name[64];
  for (int c = 0; c < t->nfixed; c++) {
    snprintf(name, sizeof name, "r%dc%d", t->cell_xy[c].y, t->cell_xy[c].x);
    if (add_named(d, name, 1, 1, 1, &citem[c])) return -1;
  }
  int np = t->set.n;
  for (int i = 0; i < np; i++) {
    pitem[i] = -1;
    if (t->hi[i] <= 0) continue;
    if (t->lo[i] == 0 && t->hi[i] == 1) continue; /* secondary, below */
    if (add_named(d, t->set.pieces[i].name, 1, (unsigned)t->lo[i], (unsigned)t->hi[i], &pitem[i]))
      return -1;
  }
  for (int c = 0; c < t->nclasses; c++) {
    snprintf(name, sizeof name, "size%d", t->class_size[c]);
    if (add_named(d, name, 1, (unsigned)t->class_lo[c],
                  (unsigned)(t->class_hi[c] > 0 ? t->class_hi[c] : 1), &clsitem[c]))
      return -1;
  }
  if (t->total_lo >= 0 && add_named(d, "total", 1, (unsigned)t->total_lo,
                                    (unsigned)(t->total_hi > 0 ? t->total_hi : 1), totitem))
    return -1;
  for (int i = 0; i < np; i++)
    if (t->hi[i] > 0 && pitem[i] < 0 && add_named(d, t->set.pieces[i].name, 0, 0, 0, &pitem[i]))
      return -1;
  for (int c = t->nfixed; c < t->ncells; c++) { /* optional cells: secondary */
    snprintf(name, sizeof name, "r%dc%d", t->cell_xy[c].y, t->cell_xy[c].x);
    if (add_named(d, name, 0, 0, 0, &citem[c])) return -1;
  }
  return 0;
}

/* The options of D: one per active placement a class or total allows,
 * recorded in t->opt_place. Returns 0, -1 (no memory) or -2 (stopped by
 * O's on_progress). */
static int dlx_options(tiling_t *t, dlx_t *d, const tiling_search_opts_t *o, const int *citem,
                       const int *pitem, const int *clsitem, int totitem) {
  dlx_elem_t el[SHAPE_MAX_CELLS + 3];
  int nopt = 0;
  for (int p = 0; p < t->pl.n; p++) {
    if (p % 65536 == 65535 && o && o->on_progress && o->progress_nodes &&
        o->on_progress(o->progress_ctx, 0, 0))
      return -2;
    if (!t->active[p]) continue;
    int pc = t->pl.place[p].piece, n = 0;
    /* a class or total of hi 0 forbids the piece: leave the option out */
    if (t->cls[pc] >= 0 && t->class_hi[t->cls[pc]] == 0) continue;
    if (t->total_lo >= 0 && t->total_hi == 0) continue;
    for (int j = t->pl.start[p]; j < t->pl.start[p + 1]; j++)
      el[n++] = (dlx_elem_t){citem[t->pl.cell[j]], 0};
    el[n++] = (dlx_elem_t){pitem[pc], 0};
    if (t->cls[pc] >= 0) el[n++] = (dlx_elem_t){clsitem[t->cls[pc]], 0};
    if (totitem >= 0) el[n++] = (dlx_elem_t){totitem, 0};
    if (dlx_add_option(d, el, (size_t)n, NULL)) return -1;
    t->opt_place[nopt++] = p;
  }
  return 0;
}

/* Build the exact-cover problem (once). O, when not NULL, has its
 * on_progress called every 65536 options with no work done: nonzero stops
 * the build (-2: nothing kept, the next search starts again). Returns 0,
 * -1 (no memory) or -2. */
static int build_dlx(tiling_t *t, const tiling_search_opts_t *o) {
  if (t->dlx) return 0;
  dlx_t *d = dlx_new();
  if (!d) return -1;
  int np = t->set.n;
  int *pitem = malloc((size_t)(np ? np : 1) * sizeof *pitem);
  int *citem = malloc((size_t)t->ncells * sizeof *citem);
  int clsitem[TILING_MAX_SIZE_CLASSES], totitem = -1;
  t->opt_place = malloc((size_t)(t->pl.n ? t->pl.n : 1) * sizeof *t->opt_place);
  int rc = -1;
  if (pitem && citem && t->opt_place && !dlx_items(t, d, citem, pitem, clsitem, &totitem))
    rc = dlx_options(t, d, o, citem, pitem, clsitem, totitem);
  free(pitem);
  free(citem);
  if (rc) {
    free(t->opt_place);
    t->opt_place = NULL;
    dlx_free(d);
    return rc;
  }
  t->dlx = d;
  return 0;
}

int tiling_write_dlx(tiling_t *t, FILE *out) {
  if (build_dlx(t, NULL)) return -1;
  return dlx_write(t->dlx, out) == DLX_OK ? 0 : -1;
}

int tiling_dlx_solution(tiling_t *t, const int *options, int n, int *place) {
  if (!t || build_dlx(t, NULL)) return -1;
  int nopt = dlx_option_count(t->dlx);
  for (int k = 0; k < n; k++) {
    if (options[k] < 0 || options[k] >= nopt) return -1;
    place[k] = t->opt_place[options[k]];
  }
  return !needs_filter(t) || tiling_keep(t, place, n) ? 1 : 0;
}

typedef struct dlx_bridge {
  tiling_t *t;
  const tiling_search_opts_t *o;
  int filter;
  int *ids;
  uint64_t kept, raw;
  int end;
} dlx_bridge_t;

static int bridge_solution(void *ctx, const int *options, int n) {
  dlx_bridge_t *b = ctx;
  for (int k = 0; k < n; k++) b->ids[k] = b->t->opt_place[options[k]];
  b->raw++;
  if (b->filter && !tiling_keep(b->t, b->ids, n)) return 0;
  b->kept++;
  if (b->o->on_solution && b->o->on_solution(b->o->solution_ctx, b->ids, n)) {
    b->end = TILING_END_CALLBACK;
    return 1;
  }
  if (b->o->max_solutions && b->kept >= b->o->max_solutions) {
    b->end = TILING_END_MAX;
    return 1;
  }
  return 0;
}

static int bridge_progress(void *ctx, const dlx_stats_t *s) {
  dlx_bridge_t *b = ctx;
  if (b->o->on_progress(b->o->progress_ctx, s->nodes, b->kept)) {
    b->end = TILING_END_CALLBACK;
    return 1;
  }
  return 0;
}

static tiling_status_t search_dlx(tiling_t *t, const tiling_search_opts_t *o,
                                  tiling_result_t *res) {
  int built = build_dlx(t, o);
  if (built == -2) { /* stopped by on_progress before any node */
    res->engine = TILING_ENGINE_DLX;
    res->end = TILING_END_CALLBACK;
    return TILING_OK;
  }
  if (built) return TILING_ENOMEM;
  dlx_bridge_t b = {t, o, needs_filter(t), NULL, 0, 0, 0};
  b.ids = malloc(((size_t)t->ncells + 4) * sizeof *b.ids);
  if (!b.ids) return TILING_ENOMEM;
  dlx_search_opts_t so;
  dlx_search_opts_init(&so);
  so.max_nodes = o->max_nodes;
  /* libdlx searches in parallel in every mode with the serial order and
   * counters (solutions come back in order to the canonical filter). */
  so.jobs = o->jobs;
  so.randomize = o->randomize;
  so.seed = o->seed;
  so.on_solution = bridge_solution;
  so.solution_ctx = &b;
  if (o->on_progress && o->progress_nodes) {
    so.on_progress = bridge_progress;
    so.progress_ctx = &b;
    so.progress_nodes = o->progress_nodes;
  }
  dlx_stats_t ds;
  dlx_status_t st = dlx_search(t->dlx, &so, &ds);
  free(b.ids);
  if (st != DLX_OK) return st == DLX_ENOMEM ? TILING_ENOMEM : TILING_EINVAL;
  res->solutions = b.kept;
  res->raw = b.raw;
  res->nodes = ds.nodes;
  res->engine = TILING_ENGINE_DLX;
  res->tasks = 1;
  if (b.end)
    res->end = (tiling_end_t)b.end;
  else if (ds.end == DLX_END_BUDGET)
    res->end = TILING_END_BUDGET;
  else if (ds.end == DLX_END_EXHAUSTED)
    res->end = TILING_END_EXHAUSTED;
  else
    res->end = TILING_END_CALLBACK;
  return TILING_OK;
}

/* ---- The fast engine ------------------------------------------------------------ */

static int build_fast(tiling_t *t, int orbit) {
  if (t->fast_too_big || (orbit ? t->fast_orbit != NULL : t->fast != NULL)) return 0;
  const tfast_problem_t pb = {
      .ncells = t->ncells,
      .cells = t->cell_xy,
      .npieces = t->set.n,
      .size = t->size,
      .lo = t->lo,
      .hi = t->hi,
      .cls = t->cls,
      .nclasses = t->nclasses,
      .class_lo = t->class_lo,
      .class_hi = t->class_hi,
      .total_lo = t->total_lo,
      .total_hi = t->total_hi,
      .nplace = t->pl.n,
      .place = t->pl.place,
      .place_start = t->pl.start,
      .place_cells = t->pl.xy,
      .active = orbit ? t->rep_active : t->active,
      .root_piece = orbit ? t->orbit_root : t->root,
      .reference = t->spec.reference,
  };
  int too_big = 0;
  tfast_t *f = tfast_new(&pb, &too_big);
  if (orbit)
    t->fast_orbit = f;
  else
    t->fast = f;
  if (!f) {
    if (too_big)
      t->fast_too_big = 1;
    else
      return -1;
  }
  return 0;
}

/* A plain count on a symmetric region: count the representatives, each
 * weighted by the size of its orbit. */
static int orbit_count(const tiling_t *t, const tiling_search_opts_t *o) {
  return !t->spec.distinct && t->orbit_root >= 0 && t->nsym > 1 && !o->on_solution &&
         !o->max_solutions && !o->randomize && !o->no_orbits;
}

static tiling_status_t search_fast(tiling_t *t, const tiling_search_opts_t *o,
                                   tiling_result_t *res) {
  int orbit = orbit_count(t, o);
  if (orbit && build_fast(t, 1)) return TILING_ENOMEM;
  if (orbit && !t->fast_orbit) orbit = 0;
  tfast_opts_t fo;
  memset(&fo, 0, sizeof fo);
  fo.max_solutions = o->max_solutions;
  fo.max_nodes = o->max_nodes;
  fo.randomize = o->randomize;
  fo.seed = o->seed;
  fo.jobs = o->jobs;
  fo.split = o->split;
  if (orbit) {
    fo.keep = tiling_keep_orbit;
    fo.keep_ctx = t;
  } else if (needs_filter(t)) {
    fo.keep = tiling_keep;
    fo.keep_ctx = t;
  }
  fo.on_solution = o->on_solution;
  fo.solution_ctx = o->solution_ctx;
  fo.on_progress = o->on_progress;
  fo.progress_ctx = o->progress_ctx;
  fo.progress_nodes = o->progress_nodes;
  tfast_result_t fr;
  if (tfast_run(orbit ? t->fast_orbit : t->fast, &fo, &fr)) return TILING_ENOMEM;
  res->orbits = orbit;
  res->solutions = fr.solutions;
  res->raw = fr.raw;
  res->nodes = fr.nodes;
  res->end = (tiling_end_t)fr.end;
  res->engine = TILING_ENGINE_FAST;
  res->tasks = fr.tasks;
  return TILING_OK;
}

tiling_status_t tiling_search(tiling_t *t, const tiling_search_opts_t *opts, tiling_result_t *res) {
  tiling_search_opts_t defo;
  tiling_result_t dres;
  if (!opts) {
    tiling_search_opts_init(&defo);
    opts = &defo;
  }
  if (!res) res = &dres;
  memset(res, 0, sizeof *res);
  if (!t) return TILING_EINVAL;
  tiling_engine_t e = opts->engine;
  if (e != TILING_ENGINE_DLX) {
    /* a count by orbits needs only the engine of the representatives (the
     * same box: the same answer to whether it fits) */
    int orbit = orbit_count(t, opts);
    if (orbit && build_fast(t, 1)) return TILING_ENOMEM;
    if (!(orbit && t->fast_orbit) && build_fast(t, 0)) return TILING_ENOMEM;
    if (!t->fast && !(orbit && t->fast_orbit)) {
      if (e == TILING_ENGINE_FAST) return TILING_EENGINE;
      e = TILING_ENGINE_DLX;
    } else {
      e = TILING_ENGINE_FAST;
    }
  }
  res->engine = e;
  if (t->impossible) {
    res->end = TILING_END_EXHAUSTED;
    return TILING_OK;
  }
  return e == TILING_ENGINE_FAST ? search_fast(t, opts, res) : search_dlx(t, opts, res);
}

tiling_status_t tiling_count(tiling_t *t, uint64_t limit, uint64_t max_nodes, uint64_t *count,
                             tiling_end_t *end) {
  tiling_search_opts_t o;
  tiling_search_opts_init(&o);
  o.max_solutions = limit;
  o.max_nodes = max_nodes;
  tiling_result_t r;
  tiling_status_t st = tiling_search(t, &o, &r);
  if (count) *count = r.solutions;
  if (end) *end = r.end;
  return st;
}

typedef struct find_ctx {
  int *place, *n;
} find_ctx_t;

static int find_cb(void *ctx, const int *place, int n) {
  find_ctx_t *f = ctx;
  memcpy(f->place, place, (size_t)n * sizeof *place);
  *f->n = n;
  return 1;
}

int tiling_find(tiling_t *t, int randomize, uint64_t seed, uint64_t max_nodes, int *place, int *n) {
  find_ctx_t fc = {place, n};
  tiling_search_opts_t o;
  tiling_search_opts_init(&o);
  o.randomize = randomize;
  o.seed = seed;
  o.max_nodes = max_nodes;
  o.max_solutions = 1;
  o.on_solution = find_cb;
  o.solution_ctx = &fc;
  tiling_result_t r;
  *n = 0;
  if (tiling_search(t, &o, &r) != TILING_OK) return -1;
  if (r.solutions > 0) return 1;
  return r.end == TILING_END_EXHAUSTED ? 0 : -1;
}

/* ---- Plans ----------------------------------------------------------------------- */

struct tiling_plan {
  tiling_t *t;
  tfast_plan_t *fp;
  int orbit, filter, lists;
};

tiling_status_t tiling_plan_new(tiling_t *t, const tiling_search_opts_t *opts, size_t min_tasks,
                                tiling_plan_t **out) {
  tiling_search_opts_t defo;
  if (!opts) {
    tiling_search_opts_init(&defo);
    opts = &defo;
  }
  *out = NULL;
  if (!t || opts->max_solutions || opts->max_nodes || opts->randomize) return TILING_EINVAL;
  if (opts->engine == TILING_ENGINE_DLX) return TILING_EENGINE;
  if (build_fast(t, 0)) return TILING_ENOMEM;
  if (!t->fast) return TILING_EENGINE;
  tiling_plan_t *p = calloc(1, sizeof *p);
  if (!p) return TILING_ENOMEM;
  p->t = t;
  p->lists = opts->on_solution != NULL;
  /* the choice of search_fast */
  p->orbit = !t->impossible && !t->spec.distinct && t->orbit_root >= 0 && t->nsym > 1 &&
             !p->lists && !opts->no_orbits;
  if (p->orbit && build_fast(t, 1)) {
    free(p);
    return TILING_ENOMEM;
  }
  if (p->orbit && !t->fast_orbit) p->orbit = 0;
  p->filter = !p->orbit && needs_filter(t);
  if (!t->impossible) {
    int want = min_tasks > INT_MAX / 2 ? INT_MAX / 2 : (int)min_tasks;
    if (tfast_plan_new(p->orbit ? t->fast_orbit : t->fast, want, &p->fp)) {
      free(p);
      return TILING_ENOMEM;
    }
  }
  *out = p;
  return TILING_OK;
}

size_t tiling_plan_tasks(const tiling_plan_t *p) {
  return p->fp ? (size_t)tfast_plan_tasks(p->fp) : 0;
}

int tiling_plan_orbits(const tiling_plan_t *p) {
  return p->orbit;
}

uint64_t tiling_plan_id(const tiling_plan_t *p) {
  uint64_t h = p->fp ? tfast_plan_id(p->fp) : 0;
  return h ^ ((uint64_t)(p->orbit | p->filter << 1 | p->lists << 2) * 0x9e3779b97f4a7c15u);
}

tiling_status_t tiling_plan_search(const tiling_plan_t *p, size_t task,
                                   const tiling_search_opts_t *opts, tiling_result_t *res) {
  static const tiling_search_opts_t none;
  if (!opts) opts = &none;
  memset(res, 0, sizeof *res);
  res->engine = TILING_ENGINE_FAST;
  res->orbits = p->orbit;
  if (task >= tiling_plan_tasks(p)) return TILING_EINVAL;
  tfast_opts_t fo;
  memset(&fo, 0, sizeof fo);
  if (p->orbit || p->filter) {
    fo.keep = p->orbit ? tiling_keep_orbit : tiling_keep;
    fo.keep_ctx = p->t;
  }
  if (p->lists) {
    fo.on_solution = opts->on_solution;
    fo.solution_ctx = opts->solution_ctx;
  }
  fo.on_progress = opts->on_progress;
  fo.progress_ctx = opts->progress_ctx;
  fo.progress_nodes = opts->on_progress ? opts->progress_nodes : 0;
  tfast_result_t fr;
  if (tfast_plan_run(p->fp, (int)task, &fo, &fr)) return TILING_ENOMEM;
  res->solutions = fr.solutions;
  res->raw = fr.raw;
  res->nodes = fr.nodes + (task == 0 ? tfast_plan_nodes(p->fp) : 0);
  res->end = (tiling_end_t)fr.end;
  res->tasks = 1;
  return TILING_OK;
}

void tiling_plan_free(tiling_plan_t *p) {
  if (!p) return;
  tfast_plan_free(p->fp);
  free(p);
}
