/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Copyright (C) 2026 the polyx authors */
/* dlx_plan.c: setting a search up and running it (dlx_search), plans and their parts. */
#include <config.h>

#include <limits.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/dlx.h"
#include "dlx/dlx_internal.h"
#include "dlx/dlx_search.h"

void dlx_search_opts_init_sized(dlx_search_opts_t *opts, size_t size) {
  if (opts && size >= DLX_OPTS_SIZE_V1) {
    memset(opts, 0, size < sizeof *opts ? size : sizeof *opts);
    opts->size = size;
  }
}

/* ---- Setting a search up; parts and plans --------------------------------- */

static dlx_engine_t links_or_cells(const dlx_t *d);

/* The options up to which DLX_ENGINE_AUTO takes the bitset engine when it
 * fits, without colours (measured: dlx_search(3)); with colours, all that
 * it takes (BITS_MAX_OPTIONS): a purification there is one mask, where
 * links and cells walk the item's options (user time, --count -j1, bits /
 * cells: MacMahon's triangles, 925 options, 1.10 s / 2.21 s; the first
 * ring around a Polymere tile, 714 options, 0.61 s / 4.88 s). */
#define BITS_AUTO_OPTIONS 512

/* The engine DLX_ENGINE_AUTO means for D (a problem without
 * multiplicities), by measurement (dlx_search(3), tests/bench.sh). */
static dlx_engine_t auto_engine(const dlx_t *d) {
  if (bits_fits(d) && (d->noptions <= BITS_AUTO_OPTIONS || d->ncolored > 0)) return DLX_ENGINE_BITS;
  return links_or_cells(d);
}

/* 1 when the cells engine would need far more memory than the links for
 * D: it saves the size of every active item at every level (about depth x
 * items / 2 ints, the depth near nprimary x noptions / nelems), where the
 * links take 16 bytes a node (nelems + noptions + nitems). A 140 x 140
 * domino tiling: about 380 MB against 4 MB (measured: 769 MB against 13 MB,
 * and the links faster). Small problems (under 64 MiB) are never moved. */
static int cells_too_big(const dlx_t *d) {
  if (d->nelems == 0) return 0;
  double depth = (double)d->nprimary * (double)d->noptions / (double)d->nelems;
  double cells = depth * (double)d->nitems / 2 * sizeof(int);
  double links = ((double)d->nelems + d->noptions + d->nitems) * sizeof(dlx_node_t);
  return cells > (double)(64u << 20) && cells > 16 * links;
}

/* The engine DLX_ENGINE_AUTO means for D among links and cells. */
static dlx_engine_t links_or_cells(const dlx_t *d) {
  if (cells_too_big(d)) return DLX_ENGINE_LINKS;
  /* Instructions (callgrind) links / cells: 5x12 pentominoes with the X
   * restricted 4.19 G / 2.63 G, Langford n=11 345 M / 282 M, 12 queens
   * 316 M / 312 M, permutations of 8 41.0 M / 41.9 M; user time on
   * permutations of 10 0.21 s / 0.28 s: two-item options go to links. */
  return 2 * d->nelems >= 5 * (size_t)d->noptions ? DLX_ENGINE_CELLS : DLX_ENGINE_LINKS;
}

/* The engine DLX_ENGINE_AUTO means for D with multiplicities: cells,
 * faster on every instance measured (callgrind, solve --count -j1, links
 * / cells: tetrominoes 2:3 in 6x8 40.6 G / 24.4 G, 0:3 in 5x8
 * 5.63 G / 3.44 G, 1:3 in 4x10 3.48 G / 2.13 G; 7x7 0-1 matrices with
 * two ones a line, two-item options, 5.68 G / 3.55 G; rooks on 8x8, 0:1,
 * 1.32 G / 0.99 G). In user time too, two-item options included (unlike
 * X and C): links take 1.14 times cells' time on those 7x7 matrices, 1.16
 * on 6x9 ones (3:3 rows, 2:2 columns), 1.22 on rooks on 9x9 (0:1), 1.19
 * on 6x6 with 1:2 a line. */
static dlx_engine_t m_auto_engine(const dlx_t *d) {
  return cells_too_big(d) ? DLX_ENGINE_LINKS : DLX_ENGINE_CELLS;
}

/* The engine that searches D under O: multiplicities go to the links or
 * the cells (the bits take none). */
static dlx_engine_t engine_of(const dlx_t *d, const dlx_search_opts_t *o) {
  if (d->nbounded > 0)
    return o->engine == DLX_ENGINE_LINKS || o->engine == DLX_ENGINE_CELLS ? o->engine
                                                                          : m_auto_engine(d);
  if (o->engine == DLX_ENGINE_BITS && !bits_fits(d)) return links_or_cells(d);
  return o->engine == DLX_ENGINE_AUTO ? auto_engine(d) : o->engine;
}

/* A search that enumerates, stops early or randomizes: its order of
 * visit matters, and must depend on the path only (srch_t.sorted). */
static int ordered_search(const dlx_search_opts_t *o) {
  return o->on_solution || o->max_solutions || o->max_nodes || o->max_updates || o->randomize;
}

/* Set S up to search D under O (complete and checked) with ENGINE.
 * Without OWN_STRUCT it searches the handle's links; the sparse-set
 * engine always builds its own sets. On failure S may be half set up:
 * srch_fini() frees it either way. */
/* A worker's own copy of the links (and of the colours and the active
 * list when the problem has them). */
static dlx_status_t srch_copy_links(srch_t *s, const dlx_t *d) {
  size_t nn = (size_t)d->nnodes, ni = (size_t)d->nitems + 1;
  s->nd = malloc(nn * sizeof *s->nd);
  if (!s->nd) return DLX_ENOMEM;
  memcpy(s->nd, d->nd, nn * sizeof *s->nd);
  if (d->ncolored) {
    s->col = malloc(nn * sizeof *s->col);
    if (!s->col) return DLX_ENOMEM;
    memcpy(s->col, d->ncolor, nn * sizeof *s->col);
  }
  if (d->nbounded) {
    s->ll = malloc(ni * sizeof *s->ll);
    s->rl = malloc(ni * sizeof *s->rl);
    if (!s->ll || !s->rl) return DLX_ENOMEM;
    memcpy(s->ll, d->llink, ni * sizeof *s->ll);
    memcpy(s->rl, d->rlink, ni * sizeof *s->rl);
  }
  return DLX_OK;
}

/* The structure of the bitset or the sparse-set engine for S (the serial
 * caller's kept sparse sets when OWN is 0 and they are current). */
static dlx_status_t srch_engine(srch_t *s, dlx_t *d, dlx_engine_t engine, int own) {
  if (engine == DLX_ENGINE_BITS) {
    s->bt = malloc(sizeof *s->bt);
    if (!s->bt) return DLX_ENOMEM;
    if (!bits_build(d, s->bt)) {
      free(s->bt);
      s->bt = NULL;
      return DLX_ENOMEM;
    }
  }
  if (engine == DLX_ENGINE_CELLS && own == 0 && d->cells_cache && d->cells_gen == d->gen) {
    /* the serial caller's engine, built by an earlier search of this problem */
    s->cl = d->cells_cache;
    d->cells_cache = NULL;
    s->cl_keep = 1;
  } else if (engine == DLX_ENGINE_CELLS) {
    s->cl_keep = own == 0;
    s->cl = malloc(sizeof *s->cl);
    if (!s->cl) return DLX_ENOMEM;
    if (!cells_build(d, s->cl)) {
      free(s->cl);
      s->cl = NULL;
      return DLX_ENOMEM;
    }
  }
  /* Algorithm M's levels are not bounded by the primary items. */
  if (s->cl && !srch_grow(s, (size_t)s->cl->nlev)) return DLX_ENOMEM;
  return DLX_OK;
}

dlx_status_t srch_init(srch_t *s, dlx_t *d, const dlx_search_opts_t *o, dlx_engine_t engine,
                       int own) {
  memset(s, 0, sizeof *s);
  s->d = d;
  s->o = o;
  s->end = DLX_END_EXHAUSTED;
  s->randomize = o->randomize != 0;
  s->max_updates = o->max_updates ? o->max_updates : UINT64_MAX;
  s->max_nodes = o->max_nodes ? o->max_nodes : UINT64_MAX;
  s->max_sol = o->max_solutions ? o->max_solutions : UINT64_MAX;
  s->next_cancel = CANCEL_EVERY;
  s->next_progress = o->progress_nodes ? o->progress_nodes : UINT64_MAX;
  s->div = -1;
  s->resume = s->keep = -1;
  s->klen = uniform_length(d);
  srch_schedule(s);
  s->own_prof = (own & OWN_PROF) != 0;
  s->nd = d->nd;
  s->col = d->ncolor;
  s->ll = d->llink;
  s->rl = d->rlink;
  if (!s->own_prof) {
    if (!ensure_levels(d, 1)) return DLX_ENOMEM;
    memset(d->level_nodes, 0, (size_t)d->level_cap * sizeof *d->level_nodes);
    s->prof = d->level_nodes;
  }
  s->perm_cap = (size_t)d->noptions + 1;
  s->perm = malloc(s->perm_cap * sizeof *s->perm);
  if (!s->perm || !srch_grow(s, (size_t)d->nprimary + 2)) return DLX_ENOMEM;
  if ((own & OWN_STRUCT) && engine == DLX_ENGINE_LINKS && srch_copy_links(s, d) != DLX_OK)
    return DLX_ENOMEM;
  if (d->nbounded > 0) {
    size_t n = (size_t)d->nitems + 1;
    s->bound = malloc(n * sizeof *s->bound);
    s->slack = malloc(n * sizeof *s->slack);
    if (!s->bound || !s->slack) return DLX_ENOMEM;
    s->bound[0] = s->slack[0] = 0;
    for (int k = 0; k < d->nitems; k++) {
      s->bound[k + 1] = (int)d->item_hi[k];
      s->slack[k + 1] = (int)(d->item_hi[k] - d->item_lo[k]);
    }
  } else {
    s->act = malloc(((size_t)d->nprimary + 1) * sizeof *s->act);
    s->apos = malloc(((size_t)d->nitems + 1) * sizeof *s->apos);
    if (!s->act || !s->apos) return DLX_ENOMEM;
    s->apos[0] = -1;
    for (int k = d->rlink[0]; k != 0; k = d->rlink[k]) {
      s->apos[k] = s->nact;
      s->act[s->nact++] = k;
    }
    for (int k = 1; k <= d->nitems; k++)
      if (!d->item_prim[k - 1]) s->apos[k] = -1;
  }
  return srch_engine(s, d, engine, own);
}

void srch_fini(srch_t *s) {
  dlx_t *d = s->d;
  if (!d) return; /* never set up */
  free(s->choice);
  free(s->sol);
  free(s->itm);
  free(s->perm);
  free(s->pstart);
  free(s->plen);
  free(s->pidx);
  free(s->pmark);
  free(s->ph);
  free(s->lrng);
  free(s->bound);
  free(s->slack);
  free(s->act);
  free(s->apos);
  free(s->pre);
  if (s->own_prof) free(s->prof);
  if (s->nd != d->nd) free(s->nd);
  if (s->col != d->ncolor) free(s->col);
  if (s->ll != d->llink) free(s->ll);
  if (s->rl != d->rlink) free(s->rl);
  if (s->bt) {
    bits_free(s->bt);
    free(s->bt);
  }
  if (s->cl && s->cl_keep && !d->searching) {
    /* kept for the next serial search of the same problem */
    cells_cache_drop(d);
    d->cells_cache = s->cl;
    d->cells_gen = d->gen;
  } else if (s->cl) {
    cells_free(s->cl);
    free(s->cl);
  }
  memset(s, 0, sizeof *s);
}

/* Run the search S is set up for, from its counters' zero. */
static void srch_run(srch_t *s) {
  dlx_t *d = s->d;
  s->nodes = s->updates = s->solutions = 0;
  s->max_level = 0;
  s->end = DLX_END_EXHAUSTED;
  s->next_cancel = CANCEL_EVERY;
  srch_schedule(s);
  memset(s->prof, 0, (size_t)s->depth_cap * sizeof *s->prof);
  if (s->bt)
    bits_variant(s)(s);
  else if (s->cl) {
    cells_reset(d, s->cl);
    cells_variant(d, s)(s);
  } else if (d->nbounded > 0)
    search_m(s);
  else
    xc_variant(d, s)(s);
}

/* The version of the rules that decide the parts of a plan and the order
 * of a search (branching, random streams, sorted sets): changed whenever
 * a library would cut or branch differently, so that plan ids differ. */
#define DLX_SEARCH_RULES 1u

static uint64_t hash_mix(uint64_t h, uint64_t v) {
  return mix64(h ^ mix64(v + 0x9e3779b97f4a7c15u));
}

static uint64_t hash_name(uint64_t h, const char *s) {
  return hash_mix(h, ((uint64_t)hash_str(s) << 32) ^ strlen(s));
}

/* A fingerprint of D's problem: items (names, kinds, bounds), colours,
 * options with their colours, in order. */
static uint64_t problem_hash_of(const dlx_t *d);
/* The same, computed once per version of the problem (struct dlx). */
static uint64_t problem_hash(dlx_t *d) {
  if (d->hash_gen != d->gen + 1) {
    d->hash = problem_hash_of(d);
    d->hash_gen = d->gen + 1;
  }
  return d->hash;
}
static uint64_t problem_hash_of(const dlx_t *d) {
  uint64_t h = hash_mix(0x243f6a8885a308d3u, (uint64_t)d->nitems);
  for (int k = 0; k < d->nitems; k++) {
    h = hash_name(h, d->item_name[k]);
    h = hash_mix(h,
                 (uint64_t)d->item_prim[k] << 62 ^ (uint64_t)d->item_lo[k] << 31 ^ d->item_hi[k]);
  }
  h = hash_mix(h, (uint64_t)d->ncolors);
  for (int c = 0; c < d->ncolors; c++) h = hash_name(h, d->color_name[c]);
  h = hash_mix(h, (uint64_t)d->noptions);
  for (int o = 0; o < d->noptions; o++) {
    h = hash_mix(h, (uint64_t)(d->opt_start[o + 1] - d->opt_start[o]));
    for (int e = d->opt_start[o]; e < d->opt_start[o + 1]; e++)
      h = hash_mix(h, (uint64_t)(uint32_t)d->elems[e].item << 32 | (uint32_t)d->elems[e].color);
  }
  return h;
}

void dlx_plan_free(dlx_plan_t *p) {
  if (!p) return;
  free(p->start);
  free(p->len);
  free(p->div);
  free(p->path);
  free(p->steps);
  free(p->ref);
  free(p);
}

/* Fill plan P (its arrays allocated for S's parts) from the planning
 * search S of D: the parts' paths, steps and DIVs, the fingerprints. */
static void plan_fill(dlx_plan_t *p, const srch_t *s, dlx_t *d) {
  size_t q = 0, at = 0;
  for (size_t k = 0; k < p->nparts; k++) {
    int len = s->pre[q++];
    p->start[k] = at;
    p->len[k] = len;
    memcpy(p->path + at, s->pre + q, (size_t)len * sizeof *p->path);
    for (int l = 0; l < len; l++) {
      int v = s->pre[q + (size_t)l];
      if (s->bt)
        p->steps[at + (size_t)l] = v; /* option ids already */
      else if (s->cl)                 /* a node, or -(item+1) under Algorithm M */
        p->steps[at + (size_t)l] = v < 0 ? v : s->cl->nd[s->cl->fst[v] - 1].loc;
      else
        p->steps[at + (size_t)l] = v > d->nitems ? option_of(d->nd, v) : -v;
    }
    /* The first level where the path leaves the previous part's. */
    int dv = -1;
    if (k > 0) {
      const int *a = p->path + p->start[k - 1], *b = p->path + at;
      int m = len < p->len[k - 1] ? len : p->len[k - 1];
      for (dv = 0; dv < m && a[dv] == b[dv]; dv++) continue;
    }
    p->div[k] = dv;
    q += (size_t)len;
    at += (size_t)len;
  }
  p->problem = problem_hash(d);
  uint64_t h = hash_mix(p->problem, DLX_SEARCH_RULES);
  h = hash_mix(h, (uint64_t)p->engine << 1 | (uint64_t)p->randomize);
  h = hash_mix(h, p->seed);
  h = hash_mix(h, (uint64_t)p->nparts);
  for (size_t k = 0; k < p->nparts; k++) {
    h = hash_mix(h, (uint64_t)p->len[k]);
    for (int l = 0; l < p->len[k]; l++)
      h = hash_mix(h, (uint64_t)(uint32_t)p->path[p->start[k] + (size_t)l]);
  }
  p->id = h;
}

/* The plan of D under O (complete and checked) for ENGINE: top searches
 * cut ever deeper until there are MIN_PARTS parts, or the cut is below
 * every leaf, or at level 64. */
dlx_status_t plan_make(dlx_t *d, const dlx_search_opts_t *o, dlx_engine_t engine, size_t min_parts,
                       dlx_plan_t **out) {
  *out = NULL;
  dlx_search_opts_t po;
  dlx_search_opts_init(&po);
  po.randomize = o->randomize;
  po.seed = o->seed;
  po.engine = engine;
  srch_t s;
  dlx_status_t st = srch_init(&s, d, &po, engine, OWN_PROF);
  s.nocancel = 1;
  s.sorted = 1;
  for (int cut = 1; st == DLX_OK; cut++) {
    s.cut = cut;
    s.npre = s.pre_len = 0;
    srch_run(&s);
    if (s.nomem) {
      st = DLX_ENOMEM;
      break;
    }
    int deeper = 0; /* some part is at the cut: a deeper one splits more */
    for (size_t q = 0; q < s.pre_len; q += (size_t)s.pre[q] + 1) deeper |= s.pre[q] == cut;
    if (s.npre >= min_parts || !deeper || cut >= 64) break;
  }
  dlx_plan_t *p = NULL;
  if (st == DLX_OK && !(p = calloc(1, sizeof *p))) st = DLX_ENOMEM;
  if (st == DLX_OK) {
    size_t n = s.npre, np = s.pre_len - n;
    p->engine = engine;
    p->randomize = o->randomize != 0;
    p->seed = p->randomize ? o->seed : 0;
    p->nparts = p->cap = n;
    p->path_used = np;
    p->path_cap = np + 1;
    p->start = malloc(n * sizeof *p->start);
    p->len = malloc(n * sizeof *p->len);
    p->div = malloc(n * sizeof *p->div);
    p->path = malloc((np + 1) * sizeof *p->path);
    p->steps = malloc((np + 1) * sizeof *p->steps);
    if (!p->start || !p->len || !p->div || !p->path || !p->steps) st = DLX_ENOMEM;
  }
  if (st == DLX_OK) {
    plan_fill(p, &s, d);
    *out = p;
  } else
    dlx_plan_free(p);
  srch_fini(&s);
  return st;
}

/* Search the part of a plan with path PATH[0..LEN-1] and DIV with S (set
 * up for the plan's engine and problem): the counters, at absolute levels,
 * in S. */
void part_run_path(srch_t *s, const int *path, int len, int div) {
  if (!srch_grow(s, (size_t)len + 2)) {
    s->nomem = 1;
    return;
  }
  memcpy(s->choice, path, (size_t)len * sizeof *s->choice);
  s->base = len;
  s->div = div;
  srch_run(s);
  s->base = 0;
  s->div = -1;
}

/* Search the part with PATH[0..LEN-1] and DIV with S as one of a run of
 * siblings (links engine): RESUME and KEEP as srch_t says (-1: none). */
void part_run_held(srch_t *s, const int *path, int len, int div, int resume, int keep) {
  s->resume = resume;
  s->keep = keep;
  s->replay = s->replay_counted = 0;
  part_run_path(s, path, len, div);
  s->resume = s->keep = -1;
}

/* Search part K of PL with S. */
void part_run(srch_t *s, const dlx_plan_t *pl, size_t k) {
  part_run_path(s, pl->path + pl->start[k], pl->len[k], pl->div[k]);
}

/* The updates a count on several threads first spends on one (a fraction
 * of a millisecond): a shorter search is not split. (2^18 cost 4.5% of the
 * instructions of 3x20 pentominoes on 2 threads, 0.1 s; one item with
 * 40,000 options takes 40,001.) */
#define PROBE_UPDATES ((uint64_t)1 << 16)
/* The automatic engine's memoised count (auto_memo): its table's most bytes, and the states
 * stored by the time its trial decides (dlx_memo.c, MEMO_PROBE_HITS). */
#define DLX_AUTO_MEMO_BYTES ((size_t)256 << 20)
#define DLX_AUTO_MEMO_PROBE 2048

/* Options as the caller's layout gives them, completed with defaults. */
static dlx_status_t full_opts(const dlx_search_opts_t *opts, dlx_search_opts_t *full) {
  dlx_search_opts_init(full);
  if (opts) {
    if (opts->size < DLX_OPTS_SIZE_V1) return DLX_EINVAL; /* not made by dlx_search_opts_init() */
    memcpy(full, opts, opts->size < sizeof *full ? opts->size : sizeof *full);
    full->size = sizeof *full;
  }
  if (full->engine != DLX_ENGINE_AUTO && full->engine != DLX_ENGINE_LINKS &&
      full->engine != DLX_ENGINE_CELLS && full->engine != DLX_ENGINE_BITS)
    return DLX_EINVAL;
  /* Text wants both of its callbacks, and no on_solution. */
  if ((full->format || full->on_text) && (!full->format || !full->on_text || full->on_solution))
    return DLX_EINVAL;
  return DLX_OK;
}

/* A search of O with a format callback: its solutions go to T (and on to
 * O's on_text) through on_solution. DLX_OK or DLX_ENOMEM. */
static dlx_status_t text_begin(dlx_search_opts_t *o, text_sink_t *t) {
  memset(t, 0, sizeof *t);
  t->o = o;
  if (!o->format) return DLX_OK;
  o->on_solution = text_solution;
  o->solution_ctx = t;
  /* (text_format writes after the buffer's start: it must have one) */
  return grow((void **)&t->buf, 1, &t->cap, 16384) ? DLX_OK : DLX_ENOMEM;
}

/* The end of a search of S (status ST) with T: what T still holds given
 * to on_text (which may stop it: DLX_END_CALLBACK); the status. */
static dlx_status_t text_end(text_sink_t *t, srch_t *s, dlx_status_t st) {
  if (!t->o->format) return st;
  int stopped = t->stopped;
  if (st == DLX_OK && !t->nomem && text_flush(t) && !stopped) s->end = DLX_END_CALLBACK;
  free(t->buf);
  return st == DLX_OK && t->nomem ? DLX_ENOMEM : st;
}

/* The arguments every search takes: the caller's options as far as its layout goes into *FULL
 * (later fields keep their defaults, see dlx.h), a statistics layout libdlx knows, and a handle
 * not searching already (a callback may not search its own handle). */
static dlx_status_t search_args(const dlx_t *d, const dlx_search_opts_t *opts,
                                dlx_search_opts_t *full, const dlx_stats_t *stats,
                                size_t stats_size) {
  dlx_status_t st = full_opts(opts, full);
  if (st != DLX_OK) return st;
  if (stats && stats_size < DLX_STATS_SIZE_V1) return DLX_EINVAL;
  return d->searching ? DLX_EBUSY : DLX_OK;
}

dlx_status_t dlx_plan_new(dlx_t *d, const dlx_search_opts_t *opts, size_t min_parts,
                          dlx_plan_t **plan) {
  if (plan) *plan = NULL;
  if (!d || !plan || min_parts == 0) return DLX_EINVAL;
  dlx_search_opts_t full;
  dlx_status_t st = search_args(d, opts, &full, NULL, 0);
  if (st != DLX_OK) return st;
  d->searching = 1;
  st = plan_make(d, &full, engine_of(d, &full), min_parts, plan);
  d->searching = 0;
  return st;
}

size_t dlx_plan_parts(const dlx_plan_t *p) {
  return p ? p->nparts : 0;
}

dlx_status_t dlx_plan_prefix(const dlx_plan_t *p, size_t k, const int **steps, int *n) {
  if (!p || !steps || !n) return DLX_EINVAL;
  if (k >= p->nparts) return DLX_EPLAN;
  *steps = p->steps + p->start[k];
  *n = p->len[k];
  return DLX_OK;
}

uint64_t dlx_plan_id(const dlx_plan_t *p) {
  return p ? p->id : 0;
}

/* Store S's counters in the caller's STATS (as far as STATS_SIZE goes). */
static void stats_out(dlx_t *d, const srch_t *s, dlx_engine_t engine, dlx_stats_t *stats,
                      size_t stats_size) {
  if (!stats) return;
  dlx_stats_t out;
  memset(&out, 0, sizeof out);
  out.solutions = s->solutions;
  out.nodes = s->nodes;
  out.updates = s->updates;
  out.max_level = s->max_level;
  out.end = s->end;
  out.level_nodes = d->level_nodes;
  out.levels = s->nodes ? s->max_level + 1 : 0;
  out.engine = engine;
  memcpy(stats, &out, stats_size < sizeof out ? stats_size : sizeof out);
}

dlx_status_t dlx_plan_search_sized(dlx_t *d, const dlx_plan_t *p, size_t k,
                                   const dlx_search_opts_t *opts, dlx_stats_t *stats,
                                   size_t stats_size) {
  if (!d || !p) return DLX_EINVAL;
  dlx_search_opts_t full;
  dlx_status_t st = search_args(d, opts, &full, stats, stats_size);
  if (st != DLX_OK) return st;
  dlx_engine_t engine = engine_of(d, &full);
  if (k >= p->nparts || engine != p->engine || (full.randomize != 0) != p->randomize ||
      (p->randomize && full.seed != p->seed) || problem_hash(d) != p->problem)
    return DLX_EPLAN;
  text_sink_t sink;
  if (text_begin(&full, &sink) != DLX_OK) return DLX_ENOMEM;
  atomic_store(&d->cancel, 0);
  srch_t s;
  d->searching = 1;
  st = srch_init(&s, d, &full, engine, 0);
  /* A count's parts add up whatever the order below their paths, as the
   * threads' do (par_search): the unsorted sets are faster. */
  s.sorted = ordered_search(&full);
  if (st == DLX_OK) part_run(&s, p, k);
  if (st == DLX_OK && s.nomem) st = DLX_ENOMEM;
  st = text_end(&sink, &s, st);
  d->searching = 0;
  if (st == DLX_OK) stats_out(d, &s, engine, stats, stats_size);
  srch_fini(&s);
  return st;
}

/* Whether dlx_search tries D's search under O (complete) memoised first: the automatic
 * engine's count, no memo asked, no solution given (nor as text), no limit, no random order, no
 * budget (the memoised search may pass an update budget by a node's work), and a problem it
 * takes. */
static int auto_memo_fits(const dlx_t *d, const dlx_search_opts_t *o) {
  return o->engine == DLX_ENGINE_AUTO && !o->memo && !o->on_solution && !o->format &&
         !o->max_solutions && !o->randomize && !o->max_updates && !o->max_nodes && memo_fits(d);
}

/* The automatic engine's count: memoised when it pays, that is
 * when a trial of the memoised search finds enough of its states again (search_memo's PROBE);
 * the trial then goes on to the end, in S, with its status in *ST: returns 1. Returns 0 when the
 * trial was given up (S freed). */
static int auto_memo(dlx_t *d, const dlx_search_opts_t *opts, srch_t *s, dlx_status_t *st) {
  int overflow = 0, gave_up = 0;
  *st = srch_init(s, d, opts, DLX_ENGINE_LINKS, 0);
  if (*st == DLX_OK) search_memo(s, DLX_AUTO_MEMO_BYTES, DLX_AUTO_MEMO_PROBE, &overflow, &gave_up);
  if (*st == DLX_OK && gave_up && !s->nomem) {
    srch_fini(s);
    return 0;
  }
  if (*st == DLX_OK) *st = s->nomem ? DLX_ENOMEM : overflow ? DLX_EOVERFLOW : DLX_OK;
  return 1;
}

dlx_status_t dlx_search_sized(dlx_t *d, const dlx_search_opts_t *opts, dlx_stats_t *stats,
                              size_t stats_size) {
  if (!d) return DLX_EINVAL;
  dlx_search_opts_t full;
  dlx_status_t st = search_args(d, opts, &full, stats, stats_size);
  if (st != DLX_OK) return st;
  opts = &full;
  text_sink_t sink;
  if (text_begin(&full, &sink) != DLX_OK) return DLX_ENOMEM;
  atomic_store(&d->cancel, 0);
  dlx_engine_t engine = engine_of(d, opts);
  /* The memoised count: a plain count (budgets allowed), on one thread. */
  if (opts->memo && memo_fits(d) && !opts->on_solution && !opts->max_solutions && !opts->randomize)
    engine = DLX_ENGINE_MEMO;
  int jobs = opts->jobs > DLX_MAX_JOBS ? DLX_MAX_JOBS : opts->jobs;
  if (engine == DLX_ENGINE_MEMO) jobs = 1;
  int ordered = ordered_search(opts);
  srch_t s;
  d->searching = 1;
  if (auto_memo_fits(d, opts)) {
    if (auto_memo(d, opts, &s, &st)) {
      d->searching = 0;
      if (st == DLX_OK) stats_out(d, &s, DLX_ENGINE_MEMO, stats, stats_size);
      srch_fini(&s);
      return st;
    }
  }
  int serial = jobs <= 1;
  /* An ordered search's probe: the same tree (engine, randomize, seed),
   * nothing delivered, no limit. */
  dlx_search_opts_t po = *opts;
  po.on_solution = NULL;
  po.on_progress = NULL;
  po.max_solutions = po.max_nodes = po.max_updates = 0;
  if (jobs > 1 && engine != DLX_ENGINE_MEMO && d->nbounded == 0 &&
      (engine == DLX_ENGINE_LINKS || engine == DLX_ENGINE_CELLS)) {
    /* A search that one thread finishes in PROBE_UPDATES is not worth a
     * plan (planning alone can cost as much, and every part replays its
     * path: one item with 10,000 options of one item each made a plan of
     * 10,000 parts, each covering that item again, 200 times one thread's
     * instructions when listing): tried first on one thread, as a count.
     * A count that ends is the answer; any other search is then made on
     * one thread (at most twice a search of PROBE_UPDATES). A probe that
     * does not end is dropped and the search made in parallel. */
    st = srch_init(&s, d, ordered ? &po : opts, engine, 0);
    if (st == DLX_OK) {
      s.probe = 1;
      s.max_updates = PROBE_UPDATES;
      s.next_progress = UINT64_MAX;
      srch_run(&s);
      if (s.nomem) st = DLX_ENOMEM;
    }
    serial = st != DLX_OK || s.end != DLX_END_BUDGET;
    if (!serial || (ordered && st == DLX_OK)) srch_fini(&s);
    if (serial && ordered && st == DLX_OK) jobs = 1; /* searched again below, in order */
  }
  if (engine == DLX_ENGINE_MEMO) {
    int overflow = 0, gave_up = 0;
    st = srch_init(&s, d, opts, DLX_ENGINE_LINKS, 0);
    if (st == DLX_OK) search_memo(&s, opts->memo, 0, &overflow, &gave_up);
    if (st == DLX_OK) st = s.nomem ? DLX_ENOMEM : overflow ? DLX_EOVERFLOW : DLX_OK;
  } else if (!serial) {
    memset(&s, 0, sizeof s);
    st = par_search(d, opts, engine, jobs, ordered, &s);
  } else if (jobs <= 1) {
    st = srch_init(&s, d, opts, engine, 0);
    s.sorted = ordered;
    if (st == DLX_OK) srch_run(&s);
    if (st == DLX_OK && s.nomem) st = DLX_ENOMEM;
  }
  st = text_end(&sink, &s, st);
  d->searching = 0;
  if (st == DLX_OK) stats_out(d, &s, engine, stats, stats_size);
  if (serial) srch_fini(&s);
  return st;
}

dlx_status_t dlx_try_memo_sized(dlx_t *d, const dlx_search_opts_t *opts, int *kept,
                                dlx_stats_t *stats, size_t stats_size) {
  if (!d || !kept) return DLX_EINVAL;
  *kept = 0;
  dlx_search_opts_t full;
  dlx_status_t st = search_args(d, opts, &full, stats, stats_size);
  if (st != DLX_OK) return st;
  if (!auto_memo_fits(d, &full)) return DLX_OK;
  atomic_store(&d->cancel, 0);
  srch_t s;
  d->searching = 1;
  *kept = auto_memo(d, &full, &s, &st);
  d->searching = 0;
  if (*kept) {
    if (st == DLX_OK) stats_out(d, &s, DLX_ENGINE_MEMO, stats, stats_size);
    srch_fini(&s);
  }
  return st;
}

dlx_status_t dlx_count(dlx_t *d, uint64_t limit, uint64_t max_updates, uint64_t *count,
                       dlx_end_t *end) {
  dlx_search_opts_t o;
  dlx_stats_t st;
  dlx_search_opts_init(&o);
  o.max_solutions = limit;
  o.max_updates = max_updates;
  dlx_status_t r = dlx_search(d, &o, &st);
  if (r != DLX_OK) return r;
  if (count) *count = st.solutions;
  if (end) *end = st.end;
  return DLX_OK;
}

void dlx_cancel(dlx_t *d) {
  if (d) atomic_store(&d->cancel, 1);
}
