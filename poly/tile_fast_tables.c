/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* tile_fast_tables.c: the bitboard tiling search's tables, built once a problem: the
 * placements' masks grouped by first cell (the candidate lists by the window after it:
 * tile_fast_lists.c). */
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

void tfast_free(tfast_t *f) {
  if (!f) return;
  free(f->masks);
  free(f->kid);
  free(f->kpiece);
  free(f->kof);
  free(f->cstart);
  free(f->groups);
  free(f->rootk);
  tf_lists_free(f);
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
 * dead test, the sort and the tables; the others' left unset, never read). */
static void tf_place_masks(tfast_t *f, const tfast_problem_t *pb) {
  /* (the layout in locals: the stores to the masks could alias F) */
  int nw = f->nw, x0 = f->x0, y0 = f->y0, inner = f->inner;
  int sx = f->transposed ? 1 : inner, sy = f->transposed ? inner : 1;
  const int *start = pb->place_start;
  const cell_t *cells = pb->place_cells;
  const unsigned char *active = pb->active;
  uint64_t *pmask = f->pmask;
  const tiling_place_t *pl = pb->place;
  for (int p = 0, q = -1; p < pb->nplace; p++) {
    if (!active[p]) continue;
    uint64_t *m = pmask + (size_t)p * nw;
    /* On one word, a placement of the same piece and orientation as the
     * last one is its translate: its mask, shifted (bits are linear in x
     * and y inside the box). */
    if (nw == 1 && q >= 0 && pl[q].piece == pl[p].piece && pl[q].orient == pl[p].orient) {
      int d = (pl[p].x - pl[q].x) * sx + (pl[p].y - pl[q].y) * sy;
      m[0] = d >= 0 ? pmask[q] << d : pmask[q] >> -d;
      q = p;
      continue;
    }
    q = p;
    for (int i = 0; i < nw; i++) m[i] = 0;
    for (int j = start[p]; j < start[p + 1]; j++) {
      int b = (cells[j].x - x0) * sx + (cells[j].y - y0) * sy;
      m[b >> 6] |= (uint64_t)1 << (b & 63);
    }
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

/* The board of one word, as tf_dead sees it, in locals. */
typedef struct tf_dead1 {
  uint64_t nl, nf, region;
  int inner, steps, minsz, gcd;
} tf_dead1_t;

/* tf_dead on a board of one word (M: the placement's cells). */
static inline int tf_dead1(const tf_dead1_t *d, uint64_t m) {
  uint64_t nl = d->nl, nf = d->nf, e = d->region & ~m;
  int k = d->inner;
#define TF_NBR1(a) ((((a) & nl) << 1) | (((a) & nf) >> 1) | ((a) << k) | ((a) >> k))
  uint64_t sd = TF_NBR1(m) & e;
  while (sd) {
    uint64_t c = sd & -sd, x;
    int it = 0;
    for (; it < d->steps; it++, c = x)
      if ((x = (c | TF_NBR1(c)) & e) == c) break;
    sd &= ~c;
    int sz = base_popcount64(c);
    if (it < d->steps && (sz < d->minsz || sz % d->gcd)) return 1;
  }
#undef TF_NBR1
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
  if (test && f->nw == 1) {
    tf_dead1_t d = {f->not_last[0], f->not_first[0], f->region[0], f->inner, f->flood_steps,
                    minsz, gcd};
    for (int p = 0; p < pb->nplace; p++) {
      dead[p] = pb->active[p] && tf_dead1(&d, f->pmask[p]);
      n += pb->active[p] && !dead[p];
    }
    return n;
  }
  for (int p = 0; p < pb->nplace; p++) {
    dead[p] = pb->active[p] && test && tf_dead(f, f->pmask + (size_t)p * f->nw, minsz, gcd);
    n += pb->active[p] && !dead[p];
  }
  return n;
}

/* The sort keys of the N active placements into TMP: the first bit each
 * covers (the root piece's after every bit: they have a list of their own),
 * its piece, its id, in that order; kof[] of every placement -1. SK: room
 * for N keys, scratch. Sorted by counting, by piece then by bit (stable, the ids
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
    int lo = f->nw == 1 ? (f->pmask[p] ? __builtin_ctzll(f->pmask[p]) : -1)
                        : base_words_lowest(f->pmask + (size_t)p * f->nw, f->nw);
    tmp[k].bit = pb->place[p].piece == f->root ? f->nbits : lo;
    tmp[k].piece = pb->place[p].piece;
    tmp[k].id = p;
    cnt[tmp[k].piece + 1]++;
    k++;
  }
  /* by piece into SK, then by bit back into TMP */
  for (int i = 0; i < np; i++) cnt[i + 1] += cnt[i];
  for (int i = 0; i < n; i++) sk[cnt[tmp[i].piece]++] = tmp[i];
  memset(cnt, 0, ((size_t)(np > nb ? np : nb) + 1) * sizeof *cnt);
  for (int i = 0; i < n; i++) cnt[sk[i].bit + 1]++;
  for (int i = 0; i < nb; i++) cnt[i + 1] += cnt[i];
  for (int i = 0; i < n; i++) tmp[cnt[sk[i].bit]++] = sk[i];
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
    if (f->nw == 1)
      f->masks[k] = f->pmask[p];
    else
      for (int i = 0; i < f->nw; i++)
        f->masks[(size_t)k * f->nw + i] = f->pmask[(size_t)p * f->nw + i];
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
  tf_fill_groups(f, pb, sk + n1, n);
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
  f->pmask = malloc((size_t)(pb->nplace ? pb->nplace : 1) * (size_t)f->nw * sizeof *f->pmask);
  if (!f->dead || !f->pmask) {
    tfast_free(f);
    return NULL;
  }
  tf_place_masks(f, pb);
  int n = tf_mark_dead(f, pb, f->dead);
  /* lists on demand when the search can start on the calling thread (tf1_run) */
  int rc = tf_build_tables(f, pb, n) || tf_lists_new(f, tf_one_word(pb, f->nw));
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
