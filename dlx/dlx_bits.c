/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Copyright (C) 2026 the polyx authors */
/* dlx_bits.c: the bitset engine, Algorithms X and C on small problems (dlx_bits.h). */
#include <config.h>

#include <limits.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "dlx/dlx.h"
#include "dlx/dlx_internal.h"
#include "dlx/dlx_search.h"

/* 16 bytes of byte counts (BT_VEC), subtracted byte by byte modulo 256:
 * with SSE2 a vector register; else two words, each byte's borrow kept
 * from the next one (the high bits set first, then put right). */
#ifdef __SSE2__
typedef __m128i bv_t;
#define BV_SUB(a, b)    _mm_sub_epi8(a, b)
#define BV_LOADU(p)     _mm_loadu_si128((const void *)(p))
#define BV_STOREU(p, v) _mm_storeu_si128((void *)(p), v)
#else
typedef struct {
  uint64_t q[2];
} bv_t;
static inline bv_t bv_sub(bv_t a, bv_t b) {
  const uint64_t h = 0x8080808080808080u;
  for (int i = 0; i < 2; i++) a.q[i] = ((a.q[i] | h) - (b.q[i] & ~h)) ^ ((a.q[i] ^ ~b.q[i]) & h);
  return a;
}
static inline bv_t bv_loadu(const uint8_t *p) {
  bv_t v;
  memcpy(&v, p, sizeof v);
  return v;
}
#define BV_SUB(a, b)    bv_sub(a, b)
#define BV_LOADU(p)     bv_loadu(p)
#define BV_STOREU(p, v) memcpy(p, &(v), sizeof(bv_t))
#endif

/* Whether the bitset engine can search D: Algorithm X or C (no
 * multiplicities), at most BITS_MAX_OPTIONS options and BITS_MAX_PRIMARY
 * primary items. */
int bits_fits(const dlx_t *d) {
  return d->nbounded == 0 && d->noptions <= BITS_MAX_OPTIONS && d->nitems <= 65535 &&
         d->nprimary <= BITS_MAX_PRIMARY;
}

void bits_free(bits_t *b) {
  free(b->omask);
  free(b->conf);
  free(b->ostart);
  free(b->orow);
  free(b->pstart);
  free(b->pitem);
  free(b->wgt);
  free(b->pid);
  free(b->root);
  free(b->pv);
  free(b->vroot);
  free(b->lst);
  free(b->stack);
  memset(b, 0, sizeof *b);
}

/* The byte counts of B (up to 64 primary items, counts up to 254; LEN,
 * the root's counts): the root's state VROOT and each option's vectors
 * PV; then the stack of NLEV levels, each slot holding either form of the
 * counts. Returns 0 when memory runs out. */
static int bits_build_vec(const dlx_t *d, bits_t *b, const uint16_t *len, const int *pidx,
                          size_t nlev) {
  int most = 0;
  for (int i = 0; i < b->np; i++) most = len[i] > most ? len[i] : most;
  if (b->np <= 16 * BITS_VEC_MAX && most < BITS_VEC_INF) {
    b->nv = b->np <= 16 ? 1 : (b->np + 15) / 16;
    size_t old = b->slot;
    if (b->slot < (size_t)b->w + BITS_VEC_WORDS) b->slot = (size_t)b->w + BITS_VEC_WORDS;
    b->vroot = calloc(b->slot, sizeof *b->vroot);
    size_t pvsize = ((size_t)b->no + 1) * 16 * BITS_VEC_MAX;
    uint8_t *pv = b->pv = aligned_alloc(16, pvsize);
    b->lst = malloc(((size_t)b->no + 1) * sizeof *b->lst);
    if (!b->vroot || !pv || !b->lst) return 0;
    memset(pv, 0, pvsize);
    memcpy(b->vroot, b->root, (size_t)b->w * sizeof *b->vroot);
    uint8_t *cnt = (uint8_t *)(b->vroot + b->w);
    memset(cnt, BITS_VEC_INF, 16 * BITS_VEC_MAX);
    for (int i = 0; i < b->np; i++) cnt[i] = (uint8_t)len[i];
    for (int o = 0; o < b->no; o++)
      for (int k = d->opt_start[o]; k < d->opt_start[o + 1]; k++)
        if (pidx[d->elems[k].item] >= 0)
          pv[(size_t)o * 16 * BITS_VEC_MAX + (size_t)pidx[d->elems[k].item]]++;
    if (b->slot > old) { /* every variant copies a whole state from its root */
      uint64_t *r = realloc(b->root, b->slot * sizeof *r);
      if (!r) return 0;
      memset(r + old, 0, (b->slot - old) * sizeof *r);
      b->root = r;
    }
  }
  b->stack = calloc(nlev * (b->slot + (size_t)b->w + 2), sizeof *b->stack);
  return b->stack != NULL;
}

/* The rows of options (opt_rows: OMASK, each item's options, then a row
 * for each colour of a secondary item; OROW, the row each element removes)
 * and the clash masks CONF, the union of an option's rows: committing an
 * option removes its live clashing options, as DLX2's covers and
 * purifications remove them, and a budgeted commit (dlx_bits.h) covers its
 * rows one at a time. Returns 0 when memory runs out. */
static int bits_build_rows(const dlx_t *d, bits_t *b) {
  int no = b->no, w = b->w, nrow;
  if (!opt_rows(d, w, &b->omask, &nrow, b->orow)) return 0;
  for (int o = 0; o < no; o++) {
    uint64_t *c = b->conf + (size_t)o * (size_t)w;
    for (int k = d->opt_start[o]; k < d->opt_start[o + 1]; k++) {
      const uint64_t *m = b->omask + (size_t)b->orow[k] * (size_t)w;
      for (int y = 0; y < w; y++) c[y] |= m[y];
    }
  }
  return 1;
}

/* Build the bitset structure of D's problem (bits_fits). Returns 0 when
 * memory runs out. */
int bits_build(const dlx_t *d, bits_t *b) {
  int ni = d->nitems, no = d->noptions, w = (no + 63) / 64, np = d->nprimary;
  if (w == 0) w = 1;
  /* The byte-count variants have 2 or 4 words compiled in: pad to them. */
  if (np <= 64 && w <= 4) w = w <= 2 ? 2 : 4;
  /* Each level takes an option and covers a primary item at least. */
  size_t nlev = (size_t)(np < no ? np : no) + 2;
  memset(b, 0, sizeof *b);
  b->w = w;
  b->np = np;
  b->no = no;
  b->npad = (np + 7) / 8 * 8;
  b->slot = (size_t)w + (size_t)b->npad / 4;
  int *pidx = malloc(((size_t)ni + 1) * sizeof *pidx); /* item id -> primary index or -1 */
  b->conf = calloc((size_t)no * (size_t)w + 1, sizeof *b->conf);
  b->ostart = malloc(((size_t)no + 1) * sizeof *b->ostart);
  b->orow = malloc((d->nelems + 1) * sizeof *b->orow);
  b->pstart = malloc(((size_t)no + 1) * sizeof *b->pstart);
  b->pitem = malloc((d->nelems + 1) * sizeof *b->pitem);
  b->wgt = malloc(((size_t)no + 1) * sizeof *b->wgt);
  b->pid = malloc(((size_t)np + 1) * sizeof *b->pid);
  b->root = calloc(b->slot, sizeof *b->root);
  if (!pidx || !b->conf || !b->ostart || !b->orow || !b->pstart || !b->pitem || !b->wgt ||
      !b->pid || !b->root) {
    free(pidx);
    bits_free(b);
    return 0;
  }
  for (int k = 0, j = 0; k < ni; k++) {
    pidx[k] = d->item_prim[k] ? j : -1;
    if (d->item_prim[k]) b->pid[j++] = k;
  }
  uint16_t *len = (uint16_t *)(b->root + w);
  for (int k = np; k < b->npad; k++) len[k] = BITS_INF;
  int e = 0, q = 0;
  for (int o = 0; o < no; o++) {
    b->ostart[o] = e;
    b->pstart[o] = q;
    b->wgt[o] = (uint16_t)(d->opt_start[o + 1] - d->opt_start[o] - 1);
    b->root[o / 64] |= (uint64_t)1 << (o % 64);
    for (int k = d->opt_start[o]; k < d->opt_start[o + 1]; k++) {
      int it = d->elems[k].item;
      e++;
      if (pidx[it] >= 0) {
        b->pitem[q++] = (uint16_t)pidx[it];
        len[pidx[it]]++;
      }
    }
  }
  b->ostart[no] = e;
  b->pstart[no] = q;
  b->pfix = no > 0 ? b->pstart[1] : 0;
  for (int o = 1; o <= no && b->pfix > 0; o++)
    if (b->pstart[o] - b->pstart[o - 1] != b->pfix) b->pfix = 0;
  b->wfix = no > 0 ? b->wgt[0] : 0;
  for (int o = 1; o < no && b->wfix > 0; o++)
    if (b->wgt[o] != b->wfix) b->wfix = 0;
  if (!bits_build_vec(d, b, len, pidx, nlev)) {
    free(pidx);
    bits_free(b);
    return 0;
  }
  int ok = bits_build_rows(d, b);
  free(pidx);
  if (!ok) bits_free(b);
  return ok;
}

/* The primary item (index) to branch on: the fewest live options, the
 * leftmost on ties, as DLX1 (covered items and the padding up to NPAD, a
 * multiple of 8, have BITS_INF). */
static inline int bits_choose(const uint16_t *restrict len, int npad) {
#ifdef __SSE2__
  /* The minimum of all (signed 16-bit lanes, 8 at a time), then the first
   * lane that holds it. */
  __m128i m = _mm_set1_epi16(BITS_INF);
  for (int i = 0; i < npad; i += 8) m = _mm_min_epi16(m, _mm_loadu_si128((const void *)(len + i)));
  m = _mm_min_epi16(m, _mm_srli_si128(m, 8));
  m = _mm_min_epi16(m, _mm_srli_si128(m, 4));
  m = _mm_min_epi16(m, _mm_srli_si128(m, 2));
  m = _mm_set1_epi16((short)_mm_cvtsi128_si32(m));
  for (int i = 0;; i += 8) {
    int z = _mm_movemask_epi8(_mm_cmpeq_epi16(m, _mm_loadu_si128((const void *)(len + i))));
    if (z) return i + __builtin_ctz((unsigned)z) / 2;
  }
#else
  uint32_t key = UINT32_MAX;
  for (int i = 0; i < npad; i++) {
    uint32_t k = (uint32_t)len[i] << 16 | (uint32_t)i;
    key = k < key ? k : key;
  }
  return (int)(key & 0xffffu);
#endif
}

/* The same with byte counts (CNT: NV vectors of 16, covered items and
 * padding BITS_VEC_INF): the smallest, the leftmost of those. */
static inline int bits_choose_vec(const uint8_t *restrict cnt, int nv) {
#ifdef __SSE2__
  __m128i v0 = _mm_loadu_si128((const void *)cnt), v1 = v0, v2 = v0, v3 = v0;
  __m128i m = v0;
  if (nv > 1) m = _mm_min_epu8(m, v1 = _mm_loadu_si128((const void *)(cnt + 16)));
  if (nv > 2) m = _mm_min_epu8(m, v2 = _mm_loadu_si128((const void *)(cnt + 32)));
  if (nv > 3) m = _mm_min_epu8(m, v3 = _mm_loadu_si128((const void *)(cnt + 48)));
  m = _mm_min_epu8(m, _mm_srli_si128(m, 8));
  m = _mm_min_epu8(m, _mm_srli_si128(m, 4));
  m = _mm_min_epu8(m, _mm_srli_si128(m, 2));
  m = _mm_min_epu8(m, _mm_srli_si128(m, 1));
  m = _mm_unpacklo_epi8(m, m);
  m = _mm_shufflelo_epi16(m, 0);
  m = _mm_shuffle_epi32(m, 0);
  uint64_t z = (uint64_t)(unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(v0, m));
  if (nv > 1) z |= (uint64_t)(unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(v1, m)) << 16;
  if (nv > 2) z |= (uint64_t)(unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(v2, m)) << 32;
  if (nv > 3) z |= (uint64_t)(unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(v3, m)) << 48;
  return __builtin_ctzll(z);
#else
  int best = 0;
  for (int i = 1; i < 16 * nv; i++)
    if (cnt[i] < cnt[best]) best = i;
  return best;
#endif
}

/* Whether byte counts CNT (NV vectors) have a 0: an uncovered item with
 * no option left. */
static inline int bits_vec_zero(const uint8_t *restrict cnt, int nv) {
#ifdef __SSE2__
  __m128i z = _mm_setzero_si128();
  __m128i e = _mm_cmpeq_epi8(_mm_loadu_si128((const void *)cnt), z);
  if (nv > 1) e = _mm_or_si128(e, _mm_cmpeq_epi8(_mm_loadu_si128((const void *)(cnt + 16)), z));
  if (nv > 2) e = _mm_or_si128(e, _mm_cmpeq_epi8(_mm_loadu_si128((const void *)(cnt + 32)), z));
  if (nv > 3) e = _mm_or_si128(e, _mm_cmpeq_epi8(_mm_loadu_si128((const void *)(cnt + 48)), z));
  return _mm_movemask_epi8(e) != 0;
#else
  return memchr(cnt, 0, 16 * (size_t)nv) != NULL;
#endif
}

/* The first byte of CNT (NV vectors) equal to 1, or -1. */
static inline int bits_vec_first_one(const uint8_t *restrict cnt, int nv) {
#ifdef __SSE2__
  __m128i one = _mm_set1_epi8(1);
  uint64_t z = (uint64_t)(unsigned)_mm_movemask_epi8(
      _mm_cmpeq_epi8(_mm_loadu_si128((const void *)cnt), one));
  if (nv > 1)
    z |= (uint64_t)(unsigned)_mm_movemask_epi8(
             _mm_cmpeq_epi8(_mm_loadu_si128((const void *)(cnt + 16)), one))
         << 16;
  if (nv > 2)
    z |= (uint64_t)(unsigned)_mm_movemask_epi8(
             _mm_cmpeq_epi8(_mm_loadu_si128((const void *)(cnt + 32)), one))
         << 32;
  if (nv > 3)
    z |= (uint64_t)(unsigned)_mm_movemask_epi8(
             _mm_cmpeq_epi8(_mm_loadu_si128((const void *)(cnt + 48)), one))
         << 48;
  return z ? __builtin_ctzll(z) : -1;
#else
  const uint8_t *p = memchr(cnt, 1, 16 * (size_t)nv);
  return p ? (int)(p - cnt) : -1;
#endif
}

/* Copy the counts of one level to the next (NPAD, a multiple of 8). */
static inline void bits_copy_len(uint16_t *restrict dst, const uint16_t *restrict src, int npad) {
#ifdef __SSE2__
  for (int i = 0; i < npad; i += 8) {
    __m128i v = _mm_loadu_si128((const void *)(src + i));
#ifdef __GNUC__
    __asm__("" : "+x"(v)); /* a plain copy loop would become a call to memcpy */
#endif
    _mm_storeu_si128((void *)(dst + i), v);
  }
#else
  memcpy(dst, src, (size_t)npad * sizeof *dst);
#endif
}

/* Randomizing: the fewest live options, ties by the smallest hash of the
 * item's header index and one draw from the node's stream (as the links
 * engine's srch_choose_random). */
static int bits_choose_random(srch_t *s, const bits_t *b, const uint16_t *len) {
  int best = 0, hashed = 0;
  unsigned t = UINT_MAX;
  uint64_t r = rng_next(&s->rng), bh = 0;
  for (int i = 0; i < b->np; i++) {
    if (len[i] < t) {
      best = i;
      t = len[i];
      hashed = 0;
    } else if (len[i] == t) {
      if (!hashed) bh = mix64((uint64_t)(uint32_t)(b->pid[best] + 1) ^ r), hashed = 1;
      uint64_t h = mix64((uint64_t)(uint32_t)(b->pid[i] + 1) ^ r);
      if (h < bh) best = i, bh = h;
    }
  }
  return best;
}

/* Randomizing: the options of TD (the level's item's, in input order)
 * into the permutation buffer for LEVEL, shuffled. */
static void bits_shuffle(srch_t *s, const bits_t *b, const uint64_t *td, int level) {
  size_t start = level ? s->pstart[level - 1] + (size_t)s->plen[level - 1] : 0;
  int n = 0;
  for (int w = 0; w < b->w; w++)
    for (uint64_t x = td[w]; x; x &= x - 1)
      s->perm[start + (size_t)n++] = w * 64 + __builtin_ctzll(x);
  for (int i = n - 1; i > 0; i--) {
    int j = (int)rng_below(&s->rng, (uint64_t)i + 1);
    int t = s->perm[start + (size_t)i];
    s->perm[start + (size_t)i] = s->perm[start + (size_t)j];
    s->perm[start + (size_t)j] = t;
  }
  s->pstart[level] = start;
  s->plen[level] = n;
  s->pidx[level] = 0;
}

/* A solution of the bitset search: the options chosen at levels 0..N-1
 * (option ids already). Returns nonzero to stop. */
static int bits_visit(srch_t *s, int n) {
  s->solutions++;
  if (s->o->on_solution) memcpy(s->sol, s->choice, (size_t)n * sizeof *s->sol);
  return deliver(s, n);
}

#define BT_NAME bits_x
#include "dlx/dlx_bits.h"

/* Options of 2 or 3 primary items each (queens, Langford pairs). */
#define BT_NAME bits_x2
#define BT_P    2
#include "dlx/dlx_bits.h"

#define BT_NAME bits_x3
#define BT_P    3
#include "dlx/dlx_bits.h"

/* Up to 64 primary items: the counts in bytes (BITS_VEC_WORDS), in V
 * vectors of 16 compiled in (2, 3, 4: up to 32, 48, 64 primary items); the
 * words of an option set compiled in (2, 4) or not (0); every option's
 * primary items compiled in (2, 3) or not (0). The generic one (0, 0, 4)
 * takes any; the others, rows of BITS_VTAB, the problems they fit (the
 * queens: 2 primary items an option, 16 queens at most 256 options and 32
 * items; Langford pairs: 3, up to n = 13). */
#define BV_INST(w, p, v) XC_CAT(XC_CAT(XC_CAT(bits_v_w, w), XC_CAT(_p, p)), XC_CAT(_v, v))
#define BV_LIST(X)                                                                                 \
  X(2, 0, 2) X(2, 0, 4) X(4, 0, 2) X(4, 0, 4) X(2, 2, 2) X(2, 3, 2) X(4, 2, 2) X(4, 3, 3)
#define BT_NAME BV_INST(0, 0, 4)
#define BT_VEC  4
#include "dlx/dlx_bits.h"

#define BT_NAME BV_INST(2, 0, 2)
#define BT_VEC  2
#define BT_W    2
#include "dlx/dlx_bits.h"

#define BT_NAME BV_INST(2, 0, 4)
#define BT_VEC  4
#define BT_W    2
#include "dlx/dlx_bits.h"

#define BT_NAME BV_INST(4, 0, 2)
#define BT_VEC  2
#define BT_W    4
#include "dlx/dlx_bits.h"

#define BT_NAME BV_INST(4, 0, 4)
#define BT_VEC  4
#define BT_W    4
#include "dlx/dlx_bits.h"

#define BT_NAME BV_INST(2, 2, 2)
#define BT_VEC  2
#define BT_W    2
#define BT_P    2
#include "dlx/dlx_bits.h"

#define BT_NAME BV_INST(2, 3, 2)
#define BT_VEC  2
#define BT_W    2
#define BT_P    3
#include "dlx/dlx_bits.h"

#define BT_NAME BV_INST(4, 2, 2)
#define BT_VEC  2
#define BT_W    4
#define BT_P    2
#include "dlx/dlx_bits.h"

#define BT_NAME BV_INST(4, 3, 3)
#define BT_VEC  3
#define BT_W    4
#define BT_P    3
#include "dlx/dlx_bits.h"

/* The variants with some parameter compiled in: words W, primary items P
 * of every option (0: any; else every option has the same WGT too),
 * vectors V. */
static const struct {
  int w, p, v;
  void (*fn)(srch_t *);
} bits_vtab[] = {
#define BV_ROW(w, p, v) {w, p, v, BV_INST(w, p, v)},
    BV_LIST(BV_ROW)
#undef BV_ROW
};

/* Randomized, update-budgeted, planning. */
#define BT_NAME bits_r
#define BT_SLOW 1
#include "dlx/dlx_bits.h"

void (*bits_variant(const srch_t *s))(srch_t *) {
  if (s->randomize || s->max_updates != UINT64_MAX || s->cut > 0) return bits_r;
  if (s->bt->vroot) {
    /* The fewest vectors that hold the counts, then P compiled in: the
     * fixed W against the generic one, callgrind on 13 queens: 24%; V = 2
     * against 4: 17%; P: 2%. */
    const bits_t *b = s->bt;
    void (*best)(srch_t *) = BV_INST(0, 0, 4);
    int bv = BITS_VEC_MAX + 1;
    for (size_t k = 0; k < sizeof bits_vtab / sizeof *bits_vtab; k++) {
      int v = bits_vtab[k].v, p = bits_vtab[k].p;
      if (bits_vtab[k].w == b->w && ((p == b->pfix && b->wfix > 0) || p == 0) && v >= b->nv &&
          (v < bv || (v == bv && p)))
        best = bits_vtab[k].fn, bv = v;
    }
    return best;
  }
  return s->bt->pfix == 2 ? bits_x2 : s->bt->pfix == 3 ? bits_x3 : bits_x;
}
