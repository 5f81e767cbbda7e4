/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* tile_fast_lists.c: the bitboard tiling search's candidate lists by the window after the first
 * empty cell: built all at once, or one at a time when the search first asks for it. */
#include <config.h>

#include "poly/tile_fast_internal.h"
#include "base/bits.h"

#include <stdlib.h>
#include <string.h>

/* Bits POS..POS+K-1 of the words W (NW of them), bits past the end read as 1. */
static uint32_t tf_window(const uint64_t *w, int nw, int pos, int k) {
  int wi = pos >> 6, off = pos & 63;
  uint64_t lo = wi < nw ? w[wi] : ~(uint64_t)0, v = lo >> off;
  if (off) v |= (wi + 1 < nw ? w[wi + 1] : ~(uint64_t)0) << (64 - off);
  return (uint32_t)(v & (((uint64_t)1 << k) - 1));
}

/* The window after bit b (bits b+1 .. b+K): which of its cells have a
 * neighbour up, down, in the column before and after, and which
 * neighbours lie past the window (unknown: maybe empty). */
typedef struct tf_lone {
  int on, inner;
  uint32_t full, has_up, has_down, unknown;
} tf_lone_t;

static void tf_lone_init(const tfast_t *f, int b, int K, tf_lone_t *lw) {
  memset(lw, 0, sizeof *lw);
  lw->inner = f->inner;
  lw->full = (uint32_t)(((uint64_t)1 << K) - 1);
  for (int j = 0; j < K; j++) {
    int x = b + 1 + j, r = x % f->inner;
    if (r != 0) lw->has_up |= 1u << j;
    if (r != f->inner - 1) {
      lw->has_down |= 1u << j;
      if (j + 1 >= K && x + 1 < f->nbits) lw->unknown |= 1u << j;
    }
    if (j + f->inner >= K && x + f->inner < f->nbits) lw->unknown |= 1u << j;
  }
}

/* 1 when BLOCKED (the window's covered cells, past the board included)
 * leaves an empty cell of the window with no neighbour that may be empty:
 * the cell before the window (b) is the placement's, those before it are
 * covered, the column before b's too. */
static inline int tf_lone(const tf_lone_t *lw, uint32_t blocked) {
  if (!lw->on) return 0;
  uint32_t e = ~blocked & lw->full;
  uint32_t nb = ((e << 1) & lw->has_up) | ((e >> 1) & lw->has_down) | (e << lw->inner) |
                (e >> lw->inner) | lw->unknown;
  return (e & ~nb) != 0;
}

#ifndef TF_MAX_K
#define TF_MAX_K 8
#endif
#if TF_MAX_K > 16
#error "TF_MAX_K: a window must fit in 16 bits (kwin)"
#endif
/* The most bytes the pattern lists take (tf_build_windows). */
#define TF_MAX_LIST_BYTES ((size_t)96 << 20)
/* The windows of the placements and of the region after each bit, at
 * TF_MAX_K bits, into f->kwin and f->wout (tf_windows_k keeps the first K
 * bits of each): a placement's window, bits b+1 .. b+TF_MAX_K after its
 * first bit b, has the cells outside the region cleared (bits past the
 * board included); and each placement's group (f->kgroup). -1 when out of
 * memory. */
static int tf_windows_of(tfast_t *f) {
  int nw = f->nw;
  size_t nk = (size_t)(f->nk ? f->nk : 1);
  f->kwin = malloc(nk * sizeof *f->kwin);
  f->kgroup = malloc(nk * sizeof *f->kgroup);
  f->wout = malloc((size_t)f->nbits * sizeof *f->wout);
  if (!f->kwin || !f->kgroup || !f->wout) return -1;
  for (int b = 0; b < f->nbits; b++) {
    uint32_t out = tf_window(f->outside, nw, b + 1, TF_MAX_K);
    f->wout[b] = (uint16_t)out;
    for (int g = f->cstart[b]; g < f->cstart[b + 1]; g++)
      for (int k = f->groups[g].begin; k < f->groups[g].end; k++) {
        f->kwin[k] = (uint16_t)(tf_window(f->masks + (size_t)k * nw, nw, b + 1, TF_MAX_K) & ~out);
        f->kgroup[k] = g;
      }
  }
  return 0;
}

/* The window size K of the pattern lists: as large as TF_MAX_K while the
 * lists stay under a few million entries and TF_MAX_LIST_BYTES: an entry
 * holds its placement's mask, NW words, so on a large board (15 sets of
 * pentominoes in 30x30: 15 words) the entries alone took 600 MB. A smaller
 * K only makes the lists longer to scan. *TOTAL: the entries at that K
 * before the lone cells are left out (the lists' room). The windows of
 * f->kwin and f->wout are cut to K bits. */
static int tf_windows_k(tfast_t *f, size_t *total_out) {
  int nw = f->nw, K = TF_MAX_K;
  /* the placements of the bits (the root piece's after them have no list) */
  int kend = f->cstart[f->nbits] < f->ngroups ? f->groups[f->cstart[f->nbits]].begin : f->nk;
  size_t total = 0;
  for (; K > 0; K--) {
    uint32_t full = (1u << K) - 1;
    total = 0;
    /* a window bit past the board is never in a mask: counted 0 */
    for (int k = 0; k < kend; k++) total += (size_t)1 << (K - base_popcount64(f->kwin[k] & full));
    size_t bytes = total * ((size_t)nw * sizeof *f->lm + sizeof *f->lk) +
                   ((size_t)f->nbits << K) * sizeof *f->lstart;
    if (total + ((size_t)f->nbits << K) <= (size_t)6 << 20 && bytes <= TF_MAX_LIST_BYTES) break;
  }
  uint16_t full = (uint16_t)((1u << K) - 1);
  for (int k = 0; k < kend; k++) f->kwin[k] &= full;
  for (int b = 0; b < f->nbits; b++) f->wout[b] &= full;
  *total_out = total;
  return K;
}

/* 1 when the lists leave out the placements that leave a lone cell: with
 * no monomino, a list leaves out the placements that leave an empty cell
 * of the window whose neighbours are all known to be covered (the cells
 * before b, the pattern's, the placement's, or outside the box): the
 * search would count them and prune them at once. */
static int tf_lone_test(const tfast_t *f) {
  if (f->pb.reference) return 0;
  for (int i = 0; i < f->pb.npieces; i++)
    if (f->pb.hi[i] > 0 && f->pb.size[i] < 2) return 0;
  return 1;
}

/* Bit B's placements: k = *KB .. *KB + n - 1; returns n. */
static inline int tf_bit_places(const tfast_t *f, int b, int *kb) {
  int g0 = f->cstart[b], g1 = f->cstart[b + 1];
  if (g0 == g1) {
    *kb = 0;
    return 0;
  }
  *kb = f->groups[g0].begin;
  return f->groups[g1 - 1].end - *kb;
}

/* Per window cell j, which of bit B's placements cover it: the bits of
 * COVER[j * W .. j * W + W - 1], placement kb + i at bit i. */
static void tf_cover(const tfast_t *f, int b, int W, uint64_t *cover) {
  int kb, n = tf_bit_places(f, b, &kb);
  const uint16_t *kwin = f->kwin + kb;
  memset(cover, 0, (size_t)f->K * (size_t)W * sizeof *cover);
  for (int i = 0; i < n; i++)
    for (uint32_t wk = kwin[i]; wk; wk &= wk - 1)
      cover[__builtin_ctz(wk) * W + (i >> 6)] |= (uint64_t)1 << (i & 63);
}

/* Word X of the set of N placements (all of them). */
static inline uint64_t tf_all(int n, int x) {
  int left = n - 64 * x;
  return left >= 64 ? ~(uint64_t)0 : left > 0 ? ((uint64_t)1 << left) - 1 : 0;
}

/* Where the lists are written: the next entry E and group Q. */
typedef struct tf_out {
  size_t e, q;
} tf_out_t;

/* The arrays of a list being written, in locals (the stores to the lists
 * could alias F's fields), its next entry *E and group *Q, the group of
 * its last entry (*LAST) and its pieces (*LP). */
typedef struct tf_dst {
  int *lk;
  uint64_t *lm;
  tf_group_t *wg;
} tf_dst_t;

/* Placement K (mask MK, NW words; group G of piece PIECE), the next
 * entry of the list: a group each time the placements' group changes. */
static inline void tf_list_add(tf_dst_t d, int k, const uint64_t *mk, int NW, int g, int piece,
                               size_t *e, size_t *q, int *last, uint64_t *lp) {
  d.lk[*e] = k;
  for (int j = 0; j < NW; j++) d.lm[*e * NW + j] = mk[j];
  ++*e;
  if (g == *last) {
    d.wg[*q - 1].end = (int)*e;
    return;
  }
  *last = g;
  d.wg[(*q)++] = (tf_group_t){piece, (int)*e - 1, (int)*e};
  *lp |= (uint64_t)1 << (piece & 63);
}

/* ---- Every list at once ---- */

#if defined __GNUC__
#define TF_INLINE inline __attribute__((always_inline))
#else
#define TF_INLINE inline
#endif

/* Lone-cell tables kept by tf_fill_bit: the test of every pattern of a
 * window depends only on the window's neighbours (tf_lone_t), the same for
 * most bits of a column position: computed once per distinct window. */
#define TF_LONE_CACHE 8

/* The scratch of tf_lists_fill, over the NP = 2^K patterns of a window
 * and the placements of a bit (at most maxcand, W words of bits): per
 * window cell the placements that cover it (COVER), per pattern those
 * that avoid its cells (AVOID[P * W ..]); whether a pattern leaves a lone
 * cell (LONE_OF, one of the cached tables CACHE; LONE: the test is on). */
typedef struct tf_fill {
  size_t np;
  int W;
  uint64_t *cover, *avoid;
  const unsigned char *lone_of;
  unsigned char *cache;
  tf_lone_t ckey[TF_LONE_CACHE];
  int ncache, cnext;
  int lone;
} tf_fill_t;

/* The lone-cell test of every pattern of the window LW into w->lone_of:
 * from the cache when a bit before had the same window. */
static void tf_fill_lone(tf_fill_t *w, const tf_lone_t *lw) {
  for (int i = 0; i < w->ncache; i++) {
    const tf_lone_t *c = &w->ckey[i];
    if (c->has_up == lw->has_up && c->has_down == lw->has_down && c->unknown == lw->unknown) {
      w->lone_of = w->cache + (size_t)i * w->np;
      return;
    }
  }
  int i = w->ncache < TF_LONE_CACHE ? w->ncache++ : w->cnext++ % TF_LONE_CACHE;
  unsigned char *t = w->cache + (size_t)i * w->np;
  w->ckey[i] = *lw;
  for (uint32_t P = 0; P < w->np; P++) t[P] = (unsigned char)tf_lone(lw, P);
  w->lone_of = t;
}

/* The lists of bit B's patterns not built yet (BUILT, NULL: none is), one
 * after the other, after OUT's entries and groups: a pattern's list holds
 * the placements of the bit (k = KB .. KB+N-1) that avoid its cells and
 * leave no lone cell, in their order, a group each time their group
 * changes. W and NW are w->W and f->nw, constants in the common case; the
 * values are in locals (the stores to the lists could alias F's fields). */
static TF_INLINE void tf_fill_lists(tfast_t *f, const tf_fill_t *w, int b, int kb, int n,
                                    const uint16_t *built, tf_out_t *out, const int W,
                                    const int NW) {
  size_t l0 = (size_t)b << f->K, np = w->np, e = out->e, q = out->q;
  const unsigned char *lone_of = w->lone_of;
  const uint16_t *kwin = f->kwin + kb;
  const int *kgroup = f->kgroup + kb, *kpiece = f->kpiece + kb;
  const uint64_t *cover = w->cover, *masks = f->masks + (size_t)kb * NW;
  uint64_t *avoid = w->avoid, *lpieces = f->lpieces ? f->lpieces + l0 : NULL;
  int *lstart = f->lstart + l0, *lend = f->lend + l0;
  tf_dst_t d = {f->lk, f->lm, f->wg};
  uint32_t wo = f->wout[b];
  for (int x = 0; x < W; x++) avoid[x] = tf_all(n, x);
  for (size_t P = 0; P < np; P++) {
    /* the placements that avoid P's cells: those of P without its lowest
     * cell that avoid that cell too */
    if (P)
      for (int x = 0; x < W; x++)
        avoid[P * W + x] =
            avoid[(P & (P - 1)) * W + x] & ~cover[__builtin_ctz((unsigned)P) * W + x];
    if (built && built[l0 + P]) continue;
    uint64_t lp = 0;
    int last = -1;
    lstart[P] = (int)q;
    for (int x = 0; x < W; x++)
      for (uint64_t a = avoid[P * W + x]; a; a &= a - 1) {
        int i = 64 * x + __builtin_ctzll(a);
        if (!lone_of[P | wo | kwin[i]])
          tf_list_add(d, kb + i, masks + (size_t)i * NW, NW, kgroup[i], kpiece[i], &e, &q, &last,
                      &lp);
      }
    lend[P] = (int)q;
    if (lpieces) lpieces[P] = lp;
  }
  out->e = e;
  out->q = q;
}

/* tf_fill_lists of bit B with its window's lone-cell test and cover. */
static void tf_fill_bit(tfast_t *f, tf_fill_t *w, int b, const uint16_t *built, tf_out_t *out) {
  int K = f->K, kb, n = tf_bit_places(f, b, &kb);
  size_t l0 = (size_t)b << K;
  if (w->lone) {
    tf_lone_t lw;
    tf_lone_init(f, b, K, &lw);
    lw.on = 1;
    tf_fill_lone(w, &lw);
  }
  /* none of the bit's lists built yet: no test */
  if (built) {
    unsigned any = 0;
    for (size_t i = l0; i < l0 + w->np; i++) any |= built[i];
    if (!any) built = NULL;
  }
  tf_cover(f, b, w->W, w->cover);
  if (w->W == 1 && f->nw == 1)
    tf_fill_lists(f, w, b, kb, n, built, out, 1, 1);
  else if (w->W == 1 && f->nw == 2)
    tf_fill_lists(f, w, b, kb, n, built, out, 1, 2);
  else if (w->W == 2 && f->nw == 1)
    tf_fill_lists(f, w, b, kb, n, built, out, 2, 1);
  else if (w->W == 2 && f->nw == 2)
    tf_fill_lists(f, w, b, kb, n, built, out, 2, 2);
  else
    tf_fill_lists(f, w, b, kb, n, built, out, w->W, f->nw);
}

/* P, reallocated to N elements of SZ bytes when smaller (kept when the
 * shrinking fails). */
static void *tf_shrink(void *p, size_t n, size_t sz) {
  void *q = realloc(p, (n ? n : 1) * sz);
  return q ? q : p;
}

/* The lazy lists' state (lists on demand, below): the entries and groups
 * used, the room; per bit, once a list of it is built, its window's
 * lone-cell test and COVER as tf_cover makes it (W words). */
struct tf_lazy {
  size_t n, ng, cap, nbuilt;
  int W, lone_on;
  unsigned char *covered;
  tf_lone_t *lone;
  uint64_t *cover;
};

static void tf_lazy_free(tfast_t *f) {
  if (!f->lazy) return;
  free(f->lazy->covered);
  free(f->lazy->lone);
  free(f->lazy->cover);
  free(f->lazy);
  f->lazy = NULL;
  free(f->lslot);
  f->lslot = NULL;
}

/* While the lists are built on demand, lstart, lend and lpieces are in
 * the order the lists were built (lslot gives a list's place): put them
 * in list order, each list built so far at its index, the others unset,
 * into arrays allocated by the caller (START of nl + 1, END and PIECES of
 * nl, PIECES NULL when F has none), which replace F's. */
static void tf_lists_in_order(tfast_t *f, int *start, int *end, uint64_t *pieces) {
  size_t nl = (size_t)f->nbits << f->K;
  for (size_t li = 0; li < nl; li++) {
    unsigned s = f->lslot[li];
    if (!s) continue;
    start[li] = f->lstart[s - 1];
    end[li] = f->lend[s - 1];
    if (pieces) pieces[li] = f->lpieces[s - 1];
  }
  free(f->lstart);
  free(f->lend);
  free(f->lpieces);
  f->lstart = start;
  f->lend = end;
  f->lpieces = pieces;
}

/* Build every list not built yet, bit by bit, pattern by pattern: in
 * order (lend = lstart + 1) when none was built before. The lists are then
 * complete and read-only; the windows are freed. -1 when out of memory
 * (F unchanged). */
static int tf_lists_fill(tfast_t *f) {
  struct tf_lazy *z = f->lazy;
  size_t cap = z->cap, nl = (size_t)f->nbits << f->K;
  tf_fill_t w = {0};
  w.np = (size_t)1 << f->K;
  w.W = f->maxcand > 0 ? (f->maxcand + 63) / 64 : 1;
  w.cover = malloc((size_t)f->K * (size_t)w.W * sizeof *w.cover);
  w.avoid = malloc(w.np * (size_t)w.W * sizeof *w.avoid);
  w.lone = tf_lone_test(f);
  w.cache = calloc(w.lone ? TF_LONE_CACHE * w.np : w.np, 1);
  int ok = w.cover && w.avoid && w.cache;
  if (ok && f->lslot) {
    /* the lists built on demand, in list order */
    int *start = malloc((nl + 1) * sizeof *start), *end = malloc(nl * sizeof *end);
    uint64_t *pieces = f->lpieces ? malloc(nl * sizeof *pieces) : NULL;
    ok = start && end && (pieces || !f->lpieces);
    if (ok)
      tf_lists_in_order(f, start, end, pieces);
    else
      free(start), free(end), free(pieces);
  }
  if (ok) {
    w.lone_of = w.cache; /* all zero: no lone-cell test */
    tf_out_t o = {z->n, z->ng};
    for (int b = 0; b < f->nbits; b++) tf_fill_bit(f, &w, b, f->lslot, &o);
    f->lstart[nl] = (int)o.q;
    /* the room left over, given back */
    if (o.e < cap) {
      f->lk = tf_shrink(f->lk, o.e, sizeof *f->lk);
      f->lm = tf_shrink(f->lm, o.e * (size_t)f->nw, sizeof *f->lm);
    }
    if (o.q < cap) f->wg = tf_shrink(f->wg, o.q, sizeof *f->wg);
    tf_lazy_free(f);
    free(f->kwin);
    free(f->kgroup);
    free(f->wout);
    f->kwin = f->wout = NULL;
    f->kgroup = NULL;
  }
  free(w.cover);
  free(w.avoid);
  free(w.cache);
  return ok ? 0 : -1;
}

/* ---- Lists on demand ----
 * A search of a few thousand nodes (the pentominoes in 3x20: 6,445) asks
 * for a few hundred of the lists (426 of 15,360): building them all cost
 * three times the search. While f->lazy is set, a list is built when the
 * search first asks for it (tf_list_build, from the calling thread's
 * search only), its entries and groups after those built before, its
 * start, end and pieces at the next place of lstart, lend and lpieces
 * (f->lslot[li]: 1 + that place, 0 while not built). Indexed by list, the
 * few hundred lists used would touch a page of each array for nearly
 * every bit (60 of the 209 page faults of the whole command on 3x20);
 * in the order built they touch a few. tf_lists_complete builds the
 * others before threads or a plan share the tables, and puts them in
 * list order. */

/* Build list LI = b << K | P: bit b's placements that avoid the cells of
 * pattern P and leave no lone cell; returns its place. Its entries fit
 * in the room: each list is built once and holds at most the entries that
 * tf_windows_k counted for it. */
size_t tf_list_build(tfast_t *f, size_t li) {
  struct tf_lazy *z = f->lazy;
  int K = f->K, W = z->W, b = (int)(li >> K), kb, n = tf_bit_places(f, b, &kb);
  uint32_t P = (uint32_t)li & (((uint32_t)1 << K) - 1), out = f->wout[b];
  uint64_t *cover = z->cover + (size_t)b * (size_t)K * (size_t)W;
  if (!z->covered[b]) {
    tf_cover(f, b, W, cover);
    tf_lone_init(f, b, K, &z->lone[b]);
    z->lone[b].on = z->lone_on;
    z->covered[b] = 1;
  }
  const tf_lone_t *lw = &z->lone[b];
  const uint16_t *kwin = f->kwin + kb;
  const int *kgroup = f->kgroup + kb, *kpiece = f->kpiece + kb;
  const uint64_t *masks = f->masks + kb; /* (one word) */
  tf_dst_t d = {f->lk, f->lm, f->wg};
  size_t e = z->n, q = z->ng;
  int last = -1;
  uint64_t lp = 0;
  size_t at = z->nbuilt++;
  f->lstart[at] = (int)q;
  for (int x = 0; x < W; x++) {
    uint64_t a = tf_all(n, x);
    for (uint32_t c = P; c; c &= c - 1) a &= ~cover[__builtin_ctz(c) * W + x];
    for (; a; a &= a - 1) {
      int i = 64 * x + __builtin_ctzll(a);
      if (!tf_lone(lw, P | out | kwin[i]))
        tf_list_add(d, kb + i, masks + i, 1, kgroup[i], kpiece[i], &e, &q, &last, &lp);
    }
  }
  z->n = e;
  z->ng = q;
  f->lend[at] = (int)q;
  f->lpieces[at] = lp;
  f->lslot[li] = (uint16_t)(at + 1);
  return at;
}

/* The lists' state on demand: none built. */
static int tf_lists_lazy(tfast_t *f) {
  size_t nl = (size_t)f->nbits << f->K;
  struct tf_lazy *z = f->lazy;
  z->W = f->maxcand > 0 ? (f->maxcand + 63) / 64 : 1;
  z->lone_on = tf_lone_test(f);
  f->lend = malloc(nl * sizeof *f->lend);
  f->lslot = calloc(nl, sizeof *f->lslot);
  z->covered = calloc((size_t)f->nbits, 1);
  z->lone = malloc((size_t)f->nbits * sizeof *z->lone);
  z->cover = malloc((size_t)f->nbits * (size_t)f->K * (size_t)z->W * sizeof *z->cover);
  return f->lend && f->lslot && z->covered && z->lone && z->cover ? 0 : -1;
}

int tf_lists_complete(tfast_t *f) {
  return f->lazy ? tf_lists_fill(f) : 0;
}

void tf_lists_free(tfast_t *f) {
  if (f->lend && (!f->lstart || f->lend != f->lstart + 1)) free(f->lend);
  free(f->lstart);
  free(f->lk);
  free(f->lm);
  free(f->wg);
  free(f->lpieces);
  tf_lazy_free(f);
  free(f->kwin);
  free(f->kgroup);
  free(f->wout);
}

int tf_lists_new(tfast_t *f, int lazy) {
  if (tf_windows_of(f)) return -1;
  size_t total;
  f->K = tf_windows_k(f, &total);
  size_t nl = (size_t)f->nbits << f->K, cap = total ? total : 1;
  f->lazy = calloc(1, sizeof *f->lazy);
  f->lstart = malloc((nl + 1) * sizeof *f->lstart);
  f->lk = malloc(cap * sizeof *f->lk);
  f->lm = malloc(cap * (size_t)f->nw * sizeof *f->lm);
  f->wg = malloc(cap * sizeof *f->wg);
  /* lpieces: tf1_walk's */
  if (f->nw == 1 && f->pb.npieces <= 64) f->lpieces = malloc(nl * sizeof *f->lpieces);
  if (!f->lazy || !f->lstart || !f->lk || !f->lm || !f->wg ||
      (f->nw == 1 && f->pb.npieces <= 64 && !f->lpieces))
    return -1;
  f->lazy->cap = cap;
  /* (lslot holds a list's place in 16 bits: one word and K <= 8 make 2^14 lists at most) */
  if (lazy && nl < UINT16_MAX) return tf_lists_lazy(f);
  f->lend = f->lstart + 1; /* in order */
  return tf_lists_fill(f);
}
