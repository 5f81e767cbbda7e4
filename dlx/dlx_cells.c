/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Copyright (C) 2026 the polyx authors */
/* dlx_cells.c: the sparse-set engine (dancing cells), Algorithms X and C (dlx_cells.h) and M
 * (dlx_mcells.h). */
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

void cells_free(cells_t *c) {
  free(c->nd);
  free(c->fst);
  free(c->clr);
  free(c->set);
  free(c->base);
  free(c->pitem);
  free(c->sitem);
  free(c->choice);
  free(c->lev);
  free(c->stack);
  free(c->len0);
  free(c->id);
  free(c->mark);
  memset(c, 0, sizeof *c);
}

static int cells_grow_stack(cells_t *c, size_t need) {
  return grow((void **)&c->stack, sizeof *c->stack, &c->stack_cap, need);
}

/* Save the sizes of the active items PITEM[0..PACT) and SITEM[0..SACT)
 * (item x's is SET[x - 1]) as pairs on C's stack from *SP, growing it, for
 * a level to restore when it tries its next option (dlx_cells.h,
 * dlx_mcells.h): the stack, NULL when out of memory. */
static inline int *cells_save_sizes(cells_t *c, size_t *sp, const int *pitem, int pact,
                                    const int *sitem, int sact, const int *set) {
  size_t k = *sp;
  size_t need = k + 2 * ((size_t)pact + (size_t)sact);
  if (need > c->stack_cap && !cells_grow_stack(c, need)) return NULL;
  int *restrict stack = c->stack;
  for (int j = 0; j < pact; j++) {
    int x = pitem[j];
    stack[k++] = x;
    stack[k++] = set[x - 1];
  }
  for (int j = 0; j < sact; j++) {
    int x = sitem[j];
    stack[k++] = x;
    stack[k++] = set[x - 1];
  }
  *sp = k;
  return stack;
}

/* The length to which cells_build pads every option (with nodes of an
 * item that is never active), so that a loop of fixed length can run over
 * an option's nodes, or 0: when the longest option has 3 to 6 items and
 * padding adds at most a quarter to the nodes. (MacMahon's triangles with
 * colours, options of 3 to 5 items: 25.2 G instructions, padded 21.7 G.) */
static int cells_pad(const dlx_t *d) {
  if (d->nbounded) return 0; /* dlx_mcells.h: no fixed-length loops */
  int kmax = 0;
  for (int o = 0; o < d->noptions; o++)
    if (d->opt_start[o + 1] - d->opt_start[o] > kmax) kmax = d->opt_start[o + 1] - d->opt_start[o];
  if (kmax < 3 || kmax > 6) return 0;
  size_t padded = (size_t)kmax * (size_t)d->noptions;
  return 4 * (padded - d->nelems) <= d->nelems ? kmax : 0;
}

/* The words before each item's set: its place and size; with
 * multiplicities also its BOUND and NEED (dlx_mcells.h). */
static int cells_hdr(const dlx_t *d) {
  return d->nbounded ? 4 : 2;
}

/* The levels a sparse-set search may reach, plus two: a level covers a
 * primary item under Algorithms X and C; under M each takes an option or
 * leaves an item, and lowers some item's bound. */
static size_t cells_levels(const dlx_t *d) {
  if (!d->nbounded) return (size_t)d->nprimary + 2;
  size_t sum = 0, cap = (size_t)d->noptions + (size_t)d->nprimary;
  for (int k = 0; k < d->nitems && sum < cap; k++)
    if (d->item_prim[k]) sum += d->item_hi[k];
  return (sum < cap ? sum : cap) + 2;
}

/* The arrays of C for D's problem with NN nodes (cells_build), or 0 (C
 * freed) when memory runs out. */
static int cells_alloc(const dlx_t *d, cells_t *c, size_t nn) {
  int n = d->nitems, hdr = cells_hdr(d);
  size_t nlev = cells_levels(d), nset = d->nelems + (size_t)hdr * ((size_t)n + 2);
  memset(c, 0, sizeof *c);
  c->nlev = (int)nlev;
  if (d->nbounded) {
    c->id = malloc(nset * sizeof *c->id);
    if (!c->id) {
      cells_free(c);
      return 0;
    }
  }
  c->base = calloc((size_t)n + 1, sizeof *c->base);
  c->nd = malloc(nn * sizeof *c->nd);
  c->fst = malloc(nn * sizeof *c->fst);
  c->clr = malloc(nn * sizeof *c->clr);
  c->set = malloc(nset * sizeof *c->set);
  c->pitem = malloc(((size_t)d->nprimary + 1) * sizeof *c->pitem);
  c->sitem = malloc(((size_t)(n - d->nprimary) + 1) * sizeof *c->sitem);
  c->choice = malloc(nlev * sizeof *c->choice);
  c->lev = calloc(nlev, sizeof *c->lev);
  c->len0 = malloc(((size_t)n + 1) * sizeof *c->len0);
  c->mark = calloc(nset, sizeof *c->mark);
  c->nmark = nset;
  if (!c->len0 || !c->base || !c->nd || !c->fst || !c->clr || !c->set || !c->pitem || !c->sitem ||
      !c->choice || !c->lev || !c->mark ||
      !cells_grow_stack(c, 4 * ((size_t)n + 1))) {
    cells_free(c);
    return 0;
  }
  return 1;
}

static void cells_bounds(const dlx_t *d, cells_t *c);

/* Build the sparse-set structure of D's problem, every option in its
 * items' sets in input order. Returns 0 when memory runs out. */
int cells_build(const dlx_t *d, cells_t *c) {
  int n = d->nitems, no = d->noptions, pad = cells_pad(d), hdr = cells_hdr(d);
  size_t nn = pad ? (size_t)no * (size_t)(pad + 1) + 1 : d->nelems + (size_t)no + 1;
  if (!cells_alloc(d, c, nn)) return 0;
  /* Item lengths first (in BASE), then the bases. */
  for (size_t e = 0; e < d->nelems; e++) c->base[d->elems[e].item]++;
  int x = hdr, np = 0, ns = 0;
  for (int pass = 1; pass >= 0; pass--) {
    if (pass == 0) c->second = x;
    for (int k = 0; k < n; k++) {
      if (d->item_prim[k] != pass) continue;
      int len = c->base[k];
      c->base[k] = x;
      if (pass) {
        c->set[x - 2] = np;
        c->pitem[np++] = x;
      } else {
        c->set[x - 2] = ns;
        c->sitem[ns++] = x;
      }
      c->set[x - 1] = 0;
      if (c->id) c->id[x] = k;
      x += len + hdr;
    }
  }
  c->pact = c->np = np;
  c->sact = c->ns = ns;
  /* The item of the padding nodes: secondary, never active (its place is
   * past any count of active items), so every loop passes its nodes by. */
  int dummy = x + hdr;
  c->set[dummy - 2] = INT_MAX;
  c->set[dummy - 1] = 0;
  int p = 0; /* the spacer before option o */
  for (int o = 0; o < no; o++) {
    int first = p + 1, len = d->opt_start[o + 1] - d->opt_start[o];
    int plen = pad ? pad : len;
    c->nd[p].itm = -o;
    c->nd[p].loc = o;
    c->fst[p] = first + plen - 1;
    c->clr[p] = 0;
    for (int k = 0; k < len; k++) {
      dlx_elem_t e = d->elems[d->opt_start[o] + k];
      int b = c->base[e.item], q = first + k;
      c->nd[q].itm = b;
      c->nd[q].loc = b + c->set[b - 1];
      c->fst[q] = first;
      c->clr[q] = e.color;
      c->set[b + c->set[b - 1]++] = q;
    }
    for (int k = len; k < plen; k++) {
      c->nd[first + k].itm = dummy;
      c->nd[first + k].loc = dummy;
      c->fst[first + k] = first;
      c->clr[first + k] = 0;
    }
    p = first + plen;
  }
  c->nd[p].itm = -no;
  c->nd[p].loc = no;
  c->fst[p] = 0;
  c->clr[p] = 0;
  c->n = n;
  for (int k = 0; k < n; k++) c->len0[k] = c->set[c->base[k] - 1];
  cells_bounds(d, c);
  return 1;
}

/* Algorithm M: every item's BOUND and NEED as at the root (a secondary
 * item needs none: -1). */
static void cells_bounds(const dlx_t *d, cells_t *c) {
  if (!c->id) return;
  for (int k = 0; k < c->n; k++) {
    int *su = c->set + c->base[k];
    su[-4] = d->item_prim[k] ? (int)d->item_hi[k] : 1;
    su[-3] = d->item_prim[k] ? (int)d->item_lo[k] : -1;
  }
}

/* Back to the state of the root: every item active with all its options
 * (the sets hold them all, in some order). */
void cells_reset(const dlx_t *d, cells_t *c) {
  for (int k = 0; k < c->n; k++) c->set[c->base[k] - 1] = c->len0[k];
  c->pact = c->np;
  c->sact = c->ns;
  cells_bounds(d, c);
}

/* The handle's kept sparse-set engine (see struct dlx): freed. */
void cells_cache_drop(dlx_t *d) {
  if (d->cells_cache) {
    cells_free(d->cells_cache);
    free(d->cells_cache);
    d->cells_cache = NULL;
  }
}

/* A solution of the sparse-set search: the options chosen at levels
 * 0..N-1. Returns nonzero to stop. */
static int cells_visit(srch_t *s, const cells_t *c, int n) {
  s->solutions++;
  if (s->o->on_solution)
    for (int l = 0; l < n; l++) s->sol[l] = c->nd[c->fst[c->choice[l]] - 1].loc;
  return deliver(s, n);
}

/* Plain exact cover: primary items only. */
#define CL_NAME cells_x
#include "dlx/dlx_cells.h"

/* Fixed-length options (the loops over an option's nodes unrolled, no
 * spacer read): Langford pairs (3), pentominoes (6). */
#define CL_NAME cells_x3
#define CL_KLEN 3
#include "dlx/dlx_cells.h"

/* Pentominoes: doomed commits found first (_doomed). Callgrind, solve --count -j1, 6x10 with
 * the X restricted: 5.86 G without, 4.16 G looking at items of up to 16 options (9: 4.84 G; 30:
 * 4.00 G, but more time). Not for Langford pairs (three items): 260.7 M would become 381.9 M. */
#define CL_NAME cells_x6
#define CL_KLEN 6
#define CL_DOOM 16
#include "dlx/dlx_cells.h"

/* Options of K items, or padded to K (cells_pad), with secondary items
 * (the padding's item is one), without or with colours. */
#define CL_NAME cells_s3
#define CL_SEC  1
#define CL_KLEN 3
#include "dlx/dlx_cells.h"
#define CL_NAME cells_s4
#define CL_SEC  1
#define CL_KLEN 4
#include "dlx/dlx_cells.h"
#define CL_NAME cells_s5
#define CL_SEC  1
#define CL_KLEN 5
#include "dlx/dlx_cells.h"
#define CL_NAME cells_s6
#define CL_SEC  1
#define CL_KLEN 6
#include "dlx/dlx_cells.h"
#define CL_NAME   cells_c3
#define CL_SEC    1
#define CL_COLORS 1
#define CL_KLEN   3
#include "dlx/dlx_cells.h"
#define CL_NAME   cells_c4
#define CL_SEC    1
#define CL_COLORS 1
#define CL_KLEN   4
#include "dlx/dlx_cells.h"
#define CL_NAME   cells_c5
#define CL_SEC    1
#define CL_COLORS 1
#define CL_KLEN   5
#include "dlx/dlx_cells.h"
#define CL_NAME   cells_c6
#define CL_SEC    1
#define CL_COLORS 1
#define CL_KLEN   6
#include "dlx/dlx_cells.h"

/* Secondary items, no colours. */
#define CL_NAME cells_s
#define CL_SEC  1
#include "dlx/dlx_cells.h"

/* Colours. */
#define CL_NAME   cells_c
#define CL_SEC    1
#define CL_COLORS 1
#include "dlx/dlx_cells.h"

/* Everything, slowly: randomized, budgeted or splitting searches. */
#define CL_NAME   cells_r
#define CL_SEC    1
#define CL_COLORS 1
#define CL_SLOW   1
#include "dlx/dlx_cells.h"

/* A solution of the sparse-set search for Algorithm M: the options
 * chosen at levels 0..N-1 (a step that leaves an item is none). Returns
 * nonzero to stop. */
static int mcells_visit(srch_t *s, const cells_t *c, int n) {
  s->solutions++;
  int k = 0;
  if (s->o->on_solution)
    for (int l = 0; l < n; l++)
      if (c->choice[l] > 0) s->sol[k++] = c->nd[c->fst[c->choice[l]] - 1].loc;
  return deliver(s, k);
}

/* Algorithm M on the sparse sets: primary items only (options of any
 * length, or all of K items: 2, as the cells of a 0-1 matrix with bounded
 * line sums; 4, 5, 6, as polyominoes of 3 to 5 cells with their piece),
 * with secondary items, with colours, and slowly (randomized, budgeted or
 * splitting searches). */
#define MC_NAME mcells_x
#include "dlx/dlx_mcells.h"
#define MC_NAME mcells_x2
#define MC_KLEN 2
#include "dlx/dlx_mcells.h"
#define MC_NAME mcells_x4
#define MC_KLEN 4
#include "dlx/dlx_mcells.h"
#define MC_NAME mcells_x5
#define MC_KLEN 5
#include "dlx/dlx_mcells.h"
#define MC_NAME mcells_x6
#define MC_KLEN 6
#include "dlx/dlx_mcells.h"
#define MC_NAME mcells_s
#define MC_SEC  1
#include "dlx/dlx_mcells.h"
#define MC_NAME   mcells_c
#define MC_SEC    1
#define MC_COLORS 1
#include "dlx/dlx_mcells.h"
#define MC_NAME   mcells_r
#define MC_SEC    1
#define MC_COLORS 1
#define MC_SLOW   1
#include "dlx/dlx_mcells.h"

/* The sparse-set loop that fits the problem and the search. */
void (*cells_variant(const dlx_t *d, const srch_t *s))(srch_t *) {
  if (d->nbounded) {
    if (s->randomize || s->max_updates != UINT64_MAX || s->cut > 0) return mcells_r;
    if (d->ncolored) return mcells_c;
    if (d->nprimary < d->nitems) return mcells_s;
    int k = s->klen;
    /* (against mcells_x, callgrind: mcells_x5 17% on tetrominoes 0:3 in
     * 4x8; mcells_x2 16% on 7x7 0-1 matrices of two ones a line) */
    if (k == 2) return mcells_x2;
    return k == 4 ? mcells_x4 : k == 5 ? mcells_x5 : k == 6 ? mcells_x6 : mcells_x;
  }
  if (s->randomize || (s->max_updates != UINT64_MAX && !s->probe) || s->cut > 0) return cells_r;
  /* Options padded to K items (cells_pad): the loops of that length (against
   * no padding and cells_x/cells_s, callgrind, libdlx 1.4: 20% on the
   * pentominoes of 3x20, 13% on 12 queens, 20% on Langford pairs n=12). */
  int k = cells_pad(d);
  if (d->ncolored)
    return k == 3 ? cells_c3 : k == 4 ? cells_c4 : k == 5 ? cells_c5 : k == 6 ? cells_c6 : cells_c;
  if (d->nprimary == d->nitems && s->klen == k && (k == 3 || k == 6))
    return k == 3 ? cells_x3 : cells_x6; /* no padding, no secondary item */
  if (k) return k == 3 ? cells_s3 : k == 4 ? cells_s4 : k == 5 ? cells_s5 : cells_s6;
  return d->nprimary < d->nitems ? cells_s : cells_x;
}
