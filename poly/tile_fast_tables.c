/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* tile_fast_tables.c: the bitboard tiling search's tables, built once a problem: the
 * placements' masks grouped by first cell, and the candidate lists by the window after it. */
#include <config.h>

#include "poly/tile_fast_internal.h"
#include "base/bits.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "poly/tiling.h"

static inline int tf_bit(const tfast_t *f, cell_t c) {
  int x = c.x - f->x0, y = c.y - f->y0;
  return f->transposed ? y * f->inner + x : x * f->inner + y;
}

typedef struct tf_sortk {
  int bit, piece, id;
} tf_sortk_t;

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
#if TF_MAX_K > 15
#error "TF_MAX_K: a pattern and TF_NEW_GROUP must fit in 16 bits (tf_wbuild_t.acc)"
#endif
/* In tf_wbuild_t.acc: the placement starts a group of the pattern's list. */
#define TF_NEW_GROUP 0x8000u
/* The most bytes the pattern lists take (tf_build_windows). */
#define TF_MAX_LIST_BYTES ((size_t)96 << 20)
/* The window size K of the pattern lists: as large as TF_MAX_K while the
 * lists stay under a few million entries and TF_MAX_LIST_BYTES: an entry
 * holds its placement's mask, NW words, so on a large board (15 sets of
 * pentominoes in 30x30: 15 words) the entries alone took 600 MB. A smaller
 * K only makes the lists longer to scan. *TOTAL: the entries at that K
 * before the lone cells are left out (the lists' room). */
static int tf_windows_k(const tfast_t *f, size_t *total_out) {
  int nw = f->nw;
  int K = TF_MAX_K;
  size_t total = 0;
  for (; K > 0; K--) {
    total = 0;
    for (int b = 0; b < f->nbits; b++) {
      /* a window bit past the board is never in a mask: count it 0 */
      uint32_t in = ~tf_window(f->outside, nw, b + 1, K);
      for (int g = f->cstart[b]; g < f->cstart[b + 1]; g++)
        for (int k = f->groups[g].begin; k < f->groups[g].end; k++) {
          uint32_t win = tf_window(f->masks + (size_t)k * nw, nw, b + 1, K);
          total += (size_t)1 << (K - base_popcount64(win & in));
        }
    }
    size_t bytes = total * ((size_t)nw * sizeof *f->lm + sizeof *f->lk) +
                   ((size_t)f->nbits << K) * sizeof *f->lstart;
    if (total + ((size_t)f->nbits << K) <= (size_t)6 << 20 && bytes <= TF_MAX_LIST_BYTES) break;
  }
  *total_out = total;
  return K;
}

/* Lone-cell tables kept by tf_windows_bit: the test of every pattern of a
 * window depends only on the window's neighbours (tf_lone_t), the same for
 * most bits of a column position: computed once per distinct window. */
#define TF_LONE_CACHE 8

/* The scratch of tf_build_windows, over the NP = 2^K patterns of a window:
 * entries N and groups NG placed so far, the patterns whose lists take
 * each placement of the bit (ACC, NACC: found once by the count), per
 * pattern its entries and groups counted (ECNT, GCNT), the next free entry
 * and group (EPOS, GPOS), the last group seen by the count and by the
 * placing (LASTC: groups grow from bit to bit, never reset), and
 * whether it leaves a lone cell (LONE_OF, one of the cached tables CACHE;
 * LONE: the test is on). */
typedef struct tf_wbuild {
  size_t n, ng, np;
  uint32_t full;
  uint16_t *acc; /* the patterns each placement of the bit goes to (nacc[k] of them), TF_NEW_GROUP */
  int *nacc;
  uint32_t *ecnt, *gcnt;
  size_t *epos, *gpos;
  int *lastc;
  const unsigned char *lone_of;
  unsigned char *cache;
  tf_lone_t ckey[TF_LONE_CACHE];
  int ncache, cnext;
  int lone;
} tf_wbuild_t;

/* Count, for each pattern of bit B's window (OUT: its cells outside the
 * region), the placements and groups of its list. */
static void tf_windows_count(const tfast_t *f, tf_wbuild_t *w, int b, uint32_t out) {
  int nw = f->nw;
  const unsigned char *lone_of = w->lone_of;
  uint32_t *ecnt = w->ecnt, *gcnt = w->gcnt;
  int *lastg = w->lastc;
  uint16_t *acc = w->acc;
  memset(ecnt, 0, 2 * w->np * sizeof *ecnt);
  for (int g = f->cstart[b]; g < f->cstart[b + 1]; g++)
    for (int k = f->groups[g].begin; k < f->groups[g].end; k++) {
      uint32_t wk = tf_window(f->masks + (size_t)k * nw, nw, b + 1, f->K) & ~out;
      uint32_t c = ~wk & w->full;
      uint16_t *a0 = acc;
      for (uint32_t P = c;; P = (P - 1) & c) {
        if (!lone_of[P | out | wk]) {
          ecnt[P]++;
          if (lastg[P] != g) {
            lastg[P] = g;
            gcnt[P]++;
            *acc++ = (uint16_t)(P | TF_NEW_GROUP);
          } else {
            *acc++ = (uint16_t)P;
          }
        }
        if (P == 0) break;
      }
      w->nacc[k] = (int)(acc - a0);
    }
}

/* Place bit B's placements in the lists of the patterns they avoid, at the
 * positions EPOS and GPOS that tf_windows_bit set (lpieces too when kept). */
static void tf_windows_place(tfast_t *f, tf_wbuild_t *w, int b) {
  int nw = f->nw;
  size_t *epos = w->epos, *gpos = w->gpos;
  tf_group_t *wg = f->wg;
  uint64_t *lp = f->lpieces ? f->lpieces + ((size_t)b << f->K) : NULL;
  int *lk = f->lk;
  uint64_t *lm = f->lm;
  const uint16_t *acc = w->acc;
  for (int g = f->cstart[b]; g < f->cstart[b + 1]; g++) {
    int piece = f->groups[g].piece;
    for (int k = f->groups[g].begin; k < f->groups[g].end; k++) {
      const uint64_t *mk = f->masks + (size_t)k * nw;
      for (const uint16_t *a1 = acc + w->nacc[k]; acc < a1; acc++) {
        uint32_t P = *acc & ~(uint32_t)TF_NEW_GROUP;
        size_t at = epos[P]++;
        lk[at] = k;
        if (nw == 1)
          lm[at] = mk[0];
        else
          memcpy(lm + at * (size_t)nw, mk, (size_t)nw * sizeof *lm);
        if (*acc & TF_NEW_GROUP) {
          size_t q = gpos[P]++;
          wg[q] = (tf_group_t){piece, (int)at, (int)at + 1};
          if (lp) lp[P] |= (uint64_t)1 << piece;
        } else {
          size_t q = gpos[P] - 1;
          wg[q].end = (int)at + 1;
        }
      }
    }
  }
}

/* The lone-cell test of every pattern of the window LW into w->lone_of:
 * from the cache when a bit before had the same window. */
static void tf_windows_lone(tf_wbuild_t *w, const tf_lone_t *lw) {
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

/* The lists of bit B's patterns: counted, then filled in the room made
 * for them. */
static void tf_windows_bit(tfast_t *f, tf_wbuild_t *w, int b) {
  int K = f->K;
  uint32_t out = tf_window(f->outside, f->nw, b + 1, K);
  if (w->lone) {
    tf_lone_t lw;
    tf_lone_init(f, b, K, &lw);
    lw.on = 1;
    tf_windows_lone(w, &lw);
  }
  tf_windows_count(f, w, b, out);
  size_t e = w->n, q = w->ng;
  int *ls = f->lstart + ((size_t)b << K);
  for (size_t P = 0; P < w->np; P++) {
    ls[P] = (int)q;
    w->epos[P] = e;
    w->gpos[P] = q;
    e += w->ecnt[P];
    q += w->gcnt[P];
  }
  tf_windows_place(f, w, b);
  w->n = e;
  w->ng = q;
}

/* P, reallocated to N elements of SZ bytes when smaller (kept when the
 * shrinking fails). */
static void *tf_shrink(void *p, size_t n, size_t sz) {
  void *q = realloc(p, (n ? n : 1) * sz);
  return q ? q : p;
}

static int tf_build_windows(tfast_t *f) {
  size_t total;
  int K = tf_windows_k(f, &total);
  f->K = K;
  size_t nl = (size_t)f->nbits << K;
  size_t cap = total ? total : 1;
  /* Built bit by bit from each placement's window, computed once: the
   * placement goes to the list of every pattern P it avoids (the subsets of
   * the window's complement), counted first, then placed; the lists of
   * (b, P) keep the groups' order and, in a group, the placements'. The
   * room is the count before lone cells are left out (tf_windows_k): no
   * list is moved while it grows. */
  tf_wbuild_t w = {0};
  w.np = (size_t)1 << K;
  w.full = (uint32_t)(w.np - 1);
  f->lstart = malloc((nl + 1) * sizeof *f->lstart);
  w.nacc = malloc((size_t)(f->nk ? f->nk : 1) * sizeof *w.nacc);
  /* a bit's placements are at most maxcand, each in at most NP lists */
  w.acc = malloc(((size_t)f->maxcand + 1) * w.np * sizeof *w.acc);
  w.ecnt = malloc(2 * w.np * sizeof *w.ecnt);
  w.epos = malloc(2 * w.np * sizeof *w.epos);
  w.lastc = malloc(w.np * sizeof *w.lastc);
  f->lk = malloc(cap * sizeof *f->lk);
  f->lm = malloc(cap * (size_t)f->nw * sizeof *f->lm);
  f->wg = malloc(cap * sizeof *f->wg);
  int one = f->nw == 1 && f->pb.npieces <= 64; /* lpieces: tf1_walk's */
  if (one) f->lpieces = calloc(nl, sizeof *f->lpieces);
  /* Lone cells: with no monomino, a list leaves out the placements that
   * leave an empty cell of the window whose neighbours are all known to be
   * covered (the cells before b, the pattern's, the placement's, or outside
   * the box): the search would count them and prune them at once. */
  w.lone = !f->pb.reference;
  for (int i = 0; i < f->pb.npieces; i++)
    if (f->pb.hi[i] > 0 && f->pb.size[i] < 2) w.lone = 0;
  w.cache = calloc(w.lone ? TF_LONE_CACHE * w.np : w.np, 1);
  int ok = f->lstart && w.nacc && w.acc && w.ecnt && w.epos && w.lastc && f->lk && f->lm && f->wg &&
           (!one || f->lpieces) && w.cache;
  if (ok) {
    w.gcnt = w.ecnt + w.np;
    w.gpos = w.epos + w.np;
    for (size_t P = 0; P < w.np; P++) w.lastc[P] = -1;
    w.lone_of = w.cache; /* all zero: no lone-cell test */
    for (int b = 0; b < f->nbits; b++) tf_windows_bit(f, &w, b);
    f->lstart[nl] = (int)w.ng;
    /* the room left over, given back */
    if (w.n < cap) {
      f->lk = tf_shrink(f->lk, w.n, sizeof *f->lk);
      f->lm = tf_shrink(f->lm, w.n * (size_t)f->nw, sizeof *f->lm);
    }
    if (w.ng < cap) f->wg = tf_shrink(f->wg, w.ng, sizeof *f->wg);
  }
  free(w.nacc);
  free(w.acc);
  free(w.ecnt);
  free(w.epos);
  free(w.lastc);
  free(w.cache);
  return ok ? 0 : -1;
}

void tfast_free(tfast_t *f) {
  if (!f) return;
  free(f->masks);
  free(f->kid);
  free(f->kpiece);
  free(f->kof);
  free(f->cstart);
  free(f->groups);
  free(f->lstart);
  free(f->rootk);
  free(f->lk);
  free(f->lm);
  free(f->wg);
  free(f->lpieces);
  free(f->dead);
  free(f->pmask);
  free(f);
}

/* The problem's bounding box into *BOX (minx, miny, width, height); 1 when
 * the engine cannot take the problem (no cells, a box past
 * TILING_FAST_MAX_BITS, a piece of no cells or more than SHAPE_MAX_CELLS). */
static int tf_bbox(const tfast_problem_t *pb, int *minx, int *miny, long *bw, long *bh) {
  if (pb->ncells <= 0) return 1;
  int x0 = INT_MAX, y0 = INT_MAX, x1 = INT_MIN, y1 = INT_MIN;
  for (int i = 0; i < pb->ncells; i++) {
    if (pb->cells[i].x < x0) x0 = pb->cells[i].x;
    if (pb->cells[i].x > x1) x1 = pb->cells[i].x;
    if (pb->cells[i].y < y0) y0 = pb->cells[i].y;
    if (pb->cells[i].y > y1) y1 = pb->cells[i].y;
  }
  *minx = x0;
  *miny = y0;
  *bw = x1 - x0 + 1;
  *bh = y1 - y0 + 1;
  if (*bw * *bh > TILING_FAST_MAX_BITS) return 1;
  for (int p = 0; p < pb->npieces; p++)
    if (pb->size[p] < 1 || pb->size[p] > SHAPE_MAX_CELLS) return 1;
  return 0;
}

/* Lay the box out in bits, column by column along its shorter side, and
 * mark the region's cells and the bits that have a neighbour above or below
 * in the same column. */
static void tf_layout(tfast_t *f, int minx, int miny, long bw, long bh) {
  const tfast_problem_t *pb = &f->pb;
  f->x0 = minx;
  f->y0 = miny;
  /* Fill along the shorter side: the front of the search stays short. */
  f->transposed = bh > bw;
  f->inner = (int)(f->transposed ? bw : bh);
  f->nbits = (int)(bw * bh);
  int words = (f->nbits + 63) / 64;
  f->nw = words <= 1 ? 1 : words <= 2 ? 2 : words <= 4 ? 4 : words <= 8 ? 8 : 16;
  for (int b = 0; b < f->nbits; b++) {
    int in = b % f->inner;
    if (in != f->inner - 1) base_words_set(f->not_last, b);
    if (in != 0) base_words_set(f->not_first, b);
  }
  for (int i = 0; i < pb->ncells; i++) {
    base_words_set(f->region, tf_bit(f, pb->cells[i]));
  }
  for (int i = 0; i < f->nw; i++) f->outside[i] = ~f->region[i];
  f->root = pb->root_piece;
  for (int p = 0; p < pb->npieces; p++)
    if (pb->size[p] > f->maxsize) f->maxsize = pb->size[p];
  f->flood_steps = f->maxsize < 3 ? 3 : f->maxsize;
}

/* f->pmask: each active placement's cells as bits (computed once for the
 * dead test, the sort and the tables). */
static void tf_place_masks(tfast_t *f, const tfast_problem_t *pb) {
  for (int p = 0; p < pb->nplace; p++) {
    if (!pb->active[p]) continue;
    uint64_t *m = f->pmask + (size_t)p * f->nw;
    for (int j = pb->place_start[p]; j < pb->place_start[p + 1]; j++)
      base_words_set(m, tf_bit(f, pb->place_cells[j]));
  }
}

/* R = the cells edge-adjacent to A inside the box (as nbr_NW, any width). */
static void tf_nbr_words(const tfast_t *f, const uint64_t *a, uint64_t *r) {
  int nw = f->nw, k = f->inner;
  for (int i = 0; i < nw; i++) {
    uint64_t up = (a[i] & f->not_last[i]) << 1, dn = (a[i] & f->not_first[i]) >> 1;
    if (i > 0) up |= (a[i - 1] & f->not_last[i - 1]) >> 63;
    if (i < nw - 1) dn |= (a[i + 1] & f->not_first[i + 1]) << 63;
    uint64_t l = a[i] << k, rr = a[i] >> k;
    if (i > 0) l |= a[i - 1] >> (64 - k);
    if (i < nw - 1) rr |= a[i + 1] << (64 - k);
    r[i] = up | dn | l | rr;
  }
}

/* 1 when placement P leaves next to it, on the empty board, a pocket that
 * no set of the pieces can fill (smaller than the smallest piece, or not a
 * multiple of the gcd of the sizes: MINSZ, GCD): no tiling uses it, and
 * the search would only try it to prune it (a piece in a corner that cuts
 * a cell off). Pockets closed within a few flood steps only. */
static int tf_dead(const tfast_t *f, const uint64_t *m, int minsz, int gcd) {
  uint64_t empty[16], seeds[16], comp[16], n[16];
  int nw = f->nw;
  if (nw == 1) { /* the same in one word, without the loops over words */
    uint64_t nl = f->not_last[0], nf = f->not_first[0], e = f->region[0] & ~m[0];
    int k = f->inner;
#define TF_NBR1(a) ((((a) & nl) << 1) | (((a) & nf) >> 1) | ((a) << k) | ((a) >> k))
    uint64_t sd = TF_NBR1(m[0]) & e;
    while (sd) {
      uint64_t c = sd & -sd;
      int closed = 0;
      for (int it = 0; it < f->flood_steps && !closed; it++) {
        uint64_t x = (c | TF_NBR1(c)) & e;
        closed = x == c;
        c = x;
      }
      sd &= ~c;
      int sz = base_popcount64(c);
      if (closed && (sz < minsz || sz % gcd)) return 1;
    }
#undef TF_NBR1
    return 0;
  }
  tf_nbr_words(f, m, seeds);
  for (int i = 0; i < nw; i++) {
    empty[i] = f->region[i] & ~m[i];
    seeds[i] &= empty[i];
  }
  while (!base_words_empty(seeds, nw)) {
    int b = base_words_lowest(seeds, nw), closed = 0;
    memset(comp, 0, sizeof comp);
    base_words_set(comp, b);
    for (int it = 0; it < f->flood_steps && !closed; it++) {
      tf_nbr_words(f, comp, n);
      closed = 1;
      for (int i = 0; i < nw; i++) {
        uint64_t x = (comp[i] | n[i]) & empty[i];
        if (x != comp[i]) closed = 0;
        comp[i] = x;
      }
    }
    for (int i = 0; i < nw; i++) seeds[i] &= ~comp[i];
    int sz = base_words_count(comp, nw);
    if (closed && (sz < minsz || sz % gcd)) return 1;
  }
  return 0;
}

/* Mark in DEAD the active placements that tf_dead rules out (their masks
 * in f->pmask); returns how many active placements are left. */
static int tf_mark_dead(const tfast_t *f, const tfast_problem_t *pb, unsigned char *dead) {
  int minsz = INT_MAX, gcd = 0, n = 0;
  for (int i = 0; i < pb->npieces; i++)
    if (pb->hi[i] > 0) {
      if (pb->size[i] < minsz) minsz = pb->size[i];
      gcd = tf_gcd(gcd, pb->size[i]);
    }
  /* Boards of one or two words only: on larger ones (polyssimo in 12x11,
   * four words) the test cost a tenth of a first tiling's search. */
  int test = minsz > 1 && f->nw <= 2 && !pb->reference;
  for (int p = 0; p < pb->nplace; p++) {
    dead[p] = pb->active[p] && test && tf_dead(f, f->pmask + (size_t)p * f->nw, minsz, gcd);
    n += pb->active[p] && !dead[p];
  }
  return n;
}

/* The sort keys of the N active placements into SK: the first bit each
 * covers (the root piece's after every bit: they have a list of their own),
 * its piece, its id, in that order; kof[] of every placement -1. TMP: room
 * for N keys. Sorted by counting, by piece then by bit (stable, the ids
 * taken in order): linear, where qsort was a tenth of a small board's
 * set-up. */
static int tf_sort_keys(tfast_t *f, const tfast_problem_t *pb, tf_sortk_t *sk, tf_sortk_t *tmp,
                        int n) {
  int np = pb->npieces, nb = f->nbits + 1;
  int *cnt = calloc((size_t)(np > nb ? np : nb) + 1, sizeof *cnt);
  if (!cnt) return -1;
  int k = 0;
  for (int p = 0; p < pb->nplace; p++) {
    f->kof[p] = -1;
    if (!pb->active[p] || f->dead[p]) continue;
    int lo = base_words_lowest(f->pmask + (size_t)p * f->nw, f->nw);
    tmp[k].bit = pb->place[p].piece == f->root ? f->nbits : lo;
    tmp[k].piece = pb->place[p].piece;
    tmp[k].id = p;
    cnt[tmp[k].piece + 1]++;
    k++;
  }
  /* by piece into SK, then by bit back into TMP, copied to SK */
  for (int i = 0; i < np; i++) cnt[i + 1] += cnt[i];
  for (int i = 0; i < n; i++) sk[cnt[tmp[i].piece]++] = tmp[i];
  memset(cnt, 0, ((size_t)(np > nb ? np : nb) + 1) * sizeof *cnt);
  for (int i = 0; i < n; i++) cnt[sk[i].bit + 1]++;
  for (int i = 0; i < nb; i++) cnt[i + 1] += cnt[i];
  for (int i = 0; i < n; i++) tmp[cnt[sk[i].bit]++] = sk[i];
  if (n) memcpy(sk, tmp, (size_t)n * sizeof *sk);
  free(cnt);
  return 0;
}

/* The placements' masks in sorted order, grouped by (first bit, piece):
 * groups[cstart[b] .. cstart[b+1]-1] are bit b's, the root piece's last. */
static void tf_fill_groups(tfast_t *f, const tfast_problem_t *pb, const tf_sortk_t *sk, int n) {
  f->nk = n;
  int g = -1, bit = 0;
  for (int k = 0; k < n; k++) {
    int p = sk[k].id;
    f->kid[k] = p;
    f->kpiece[k] = sk[k].piece;
    f->kof[p] = k;
    memcpy(f->masks + (size_t)k * f->nw, f->pmask + (size_t)p * f->nw, (size_t)f->nw * sizeof *f->masks);
    if (g < 0 || sk[k].bit != sk[k - 1].bit || sk[k].piece != sk[k - 1].piece) {
      g++;
      f->groups[g].piece = sk[k].piece;
      f->groups[g].begin = k;
      /* groups of bits bit..sk[k].bit-1 are empty: they start here */
      while (bit <= sk[k].bit) f->cstart[bit++] = g;
    }
    f->groups[g].end = k + 1;
  }
  f->ngroups = g + 1;
  while (bit <= f->nbits + 1) f->cstart[bit++] = f->ngroups;
  f->root_begin = f->cstart[f->nbits];
  f->root_end = f->cstart[f->nbits + 1];
}

/* The root piece's placements (k indices) and the most candidates at one
 * node (the placements of one bit's groups: the random buffers' size). */
static void tf_roots_and_candidates(tfast_t *f) {
  for (int g = f->root_begin; g < f->root_end; g++)
    for (int k = f->groups[g].begin; k < f->groups[g].end; k++) f->rootk[f->nroot++] = k;
  for (int b = 0; b <= f->nbits; b++) {
    int c = 0;
    for (int g = f->cstart[b]; g < f->cstart[b + 1]; g++)
      c += f->groups[g].end - f->groups[g].begin;
    if (c > f->maxcand) f->maxcand = c;
  }
}

/* The placement tables of F for the N active placements of PB. */
static int tf_build_tables(tfast_t *f, const tfast_problem_t *pb, int n) {
  size_t n1 = (size_t)(n ? n : 1);
  tf_sortk_t *sk = malloc(2 * n1 * sizeof *sk);
  f->masks = calloc(n1 * (size_t)f->nw, sizeof *f->masks);
  f->kid = malloc(n1 * sizeof *f->kid);
  f->kpiece = malloc(n1 * sizeof *f->kpiece);
  f->kof = malloc((size_t)(pb->nplace ? pb->nplace : 1) * sizeof *f->kof);
  f->cstart = calloc((size_t)f->nbits + 2, sizeof *f->cstart);
  f->groups = malloc(n1 * sizeof *f->groups);
  f->rootk = malloc(n1 * sizeof *f->rootk);
  if (!sk || !f->masks || !f->kid || !f->kpiece || !f->kof || !f->cstart || !f->groups ||
      !f->rootk) {
    free(sk);
    return -1;
  }
  if (tf_sort_keys(f, pb, sk, sk + n1, n)) {
    free(sk);
    return -1;
  }
  tf_fill_groups(f, pb, sk, n);
  free(sk);
  tf_roots_and_candidates(f);
  return 0;
}

tfast_t *tfast_new(const tfast_problem_t *pb, int *too_big) {
  int minx, miny;
  long bw, bh;
  *too_big = tf_bbox(pb, &minx, &miny, &bw, &bh);
  if (*too_big) return NULL;
  tfast_t *f = calloc(1, sizeof *f);
  if (!f) return NULL;
  f->pb = *pb;
  tf_layout(f, minx, miny, bw, bh);
  f->dead = malloc((size_t)(pb->nplace ? pb->nplace : 1));
  f->pmask = calloc((size_t)(pb->nplace ? pb->nplace : 1) * (size_t)f->nw, sizeof *f->pmask);
  if (!f->dead || !f->pmask) {
    tfast_free(f);
    return NULL;
  }
  tf_place_masks(f, pb);
  int n = tf_mark_dead(f, pb, f->dead);
  int rc = tf_build_tables(f, pb, n) || tf_build_windows(f);
  free(f->dead);
  f->dead = NULL;
  free(f->pmask);
  f->pmask = NULL;
  if (rc) {
    tfast_free(f);
    return NULL;
  }
  return f;
}
