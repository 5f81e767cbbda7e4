/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Copyright (C) 2026 the polyx authors */
/* dlx_bits.h: the bitset search loop for Algorithms X and C on small problems, included by
 * dlx_bits.c once per variant.
 *
 * The representation (bits_t, built by bits_build() in dlx_bits.c) suits
 * problems of a few hundred options without multiplicities (queens,
 * Langford pairs, small tilings, MacMahon's triangles):
 *  - the live options are a set of W 64-bit words; item I's options are
 *    the mask OMASK[I], and CONF[O] is every option that clashes with
 *    option O (O included): that shares an item with it, but where both
 *    give a secondary item the same colour (bits_build_rows);
 *  - each primary item keeps its number of live options, LEN (uint16_t),
 *    BITS_INF once it is covered, so the choice of item is DLX1's scan
 *    of the active items over a short array: the smallest LEN, the
 *    leftmost on ties;
 *  - or, with at most 64 primary items and counts below 255 (the fast
 *    variants, BT_VEC), the counts in bytes, BT_VEC vectors of 16 (255,
 *    BITS_VEC_INF, once covered, and in the padding): the choice is the
 *    minimum of the vectors, then the first byte equal to it; each option
 *    a cover or a commit removes subtracts its vectors PV (a 1 for each
 *    primary item) from the counts, and a commit subtracts its option's
 *    once more, which takes their counts from 0 to 255;
 *  - the state of a level (live words, then LEN) is one slot of a stack:
 *    trying an option copies the level's slot into the next one and
 *    applies the option there, so nothing is ever undone; backing up is
 *    going back one slot.
 * Covering item C removes live & OMASK[C] from the live set; committing
 * option O removes live & CONF[O]; each removed option takes one from the
 * LEN of each of its primary items. The search visits the tree of DLX1
 * exactly (of DLX2 with colours: its purifications leave the same options
 * as CONF): the same item at every node, its options in input order (the
 * bits in increasing order), so nodes, level profile, solutions and their
 * order are DLX1's; and since DLX1 counts, for covering an item, one
 * update plus one for each other node of each option it hides (an option
 * of K items hides K-1 nodes), the updates are DLX1's too: each removed
 * option adds its K-1 (WGT), each covered item 1. (With colours DLX2 does
 * not count a hidden option's nodes in items already purified: those
 * updates are the links engine's, not these.)
 *
 * Counting only (no solution callback, no limit on solutions), a solution
 * leaf is counted in closed form, without making its state: committing
 * option O there costs WGT[O] plus the weight of the live options that
 * clash with it; and when every option has BT_P primary items and BT_P
 * are left, every live option of the chosen item C is a solution and
 * every option still live once C's are hidden clashes with all of them,
 * so the whole level is counted at once (nodes, the level's profile,
 * updates: 1 + 2 WGT(C's options) + their number times WGT(the rest)),
 * unless a node event (budget, progress, cancel) falls inside it.
 *
 * Parameters: BT_NAME; BT_P (> 0: every option has exactly BT_P primary
 * items, the loops over them have a fixed count, and with byte counts
 * every option the same WGT, b->wfix; else P taken from
 * b->pfix at run time); BT_W (> 0: the words of an option set, compiled
 * in, their loops unrolled); BT_VEC (> 0: byte counts in that many
 * vectors); BT_SLOW (1: randomized order, update
 * budgets kept exactly as the links engine keeps them (no cover begins that would pass the budget,
 * one item of an option at a time), splitting for a plan). Every variant replays a part's path
 * (s->base; its steps are option ids). */

/* The parameters an instantiation leaves out: 0. */
#ifndef BT_SLOW
#define BT_SLOW 0
#endif
#ifndef BT_W
#define BT_W 0
#endif

#ifndef BT_P
#define BT_P 0
#endif
#ifndef BT_VEC
#define BT_VEC 0
#endif
/* The words of an option set: BT_W when given (the byte-count variants), else
 * the structure's. */
#if defined BT_W && BT_W > 0
#define BT_NW BT_W
#else
#define BT_NW b->w
#endif
/* A level's counts: LEN (uint16_t each), or bytes (BT_VEC vectors of 16);
 * the item to branch on. */
#if BT_VEC
#define BT_CNT_T       uint8_t
#define BT_CHOOSE(cnt) bits_choose_vec(cnt, BT_VEC)
#else
#define BT_CNT_T       uint16_t
#define BT_CHOOSE(cnt) bits_choose(cnt, b->npad)
#endif
#ifndef BT_ALWAYS_INLINE
#if defined __GNUC__
#define BT_ALWAYS_INLINE __attribute__((always_inline))
#else
#define BT_ALWAYS_INLINE
#endif
#endif
/* The number of primary items of option O. */
#if BT_P > 0
#define BT_NPRIM(o) BT_P
#else
#define BT_NPRIM(o) (pf > 0 ? pf : b->pstart[(o) + 1] - b->pstart[o])
#endif
#if BT_P > 0 && defined __GNUC__ && !defined __clang__
#define BT_UNROLL _Pragma("GCC unroll 4")
#else
#define BT_UNROLL
#endif
/* The loops over the words of an option set, unrolled when compiled in. */
#if BT_W > 0 && defined __GNUC__ && !defined __clang__
#define BT_UNROLL_W _Pragma("GCC unroll 4")
#else
#define BT_UNROLL_W
#endif

/* Remove the options of mask M (live words, already known to be in M)
 * from the counts of their primary items; returns the updates DLX1 makes
 * hiding them. LEN counts are taken from in place; byte counts are SRC's
 * less each option's vectors PV, into DST, with option O's primary items
 * (O >= 0) marked covered; the options listed at *OUT when OUT is not
 * NULL. (The counts are kept in registers and each vector subtracted
 * from them: adding the vectors up first, GCC copies the sum at each
 * add, 13 queens 439.3 M instructions against 392.3 M.) */
#if BT_VEC
BT_ALWAYS_INLINE static inline uint64_t XC_CAT(BT_NAME, _drop)(const bits_t *restrict b,
                                                               uint8_t *dst, const uint8_t *src,
                                                               const uint64_t *restrict m, int o,
                                                               uint16_t *restrict *restrict out) {
  uint64_t upd = 0;
  const uint16_t *restrict wgt = b->wgt;
  const bv_t *restrict pv = b->pv;
  /* The counts less each option's vector in turn (only live options are
   * taken, so no byte goes below 0). */
  bv_t a0 = BV_LOADU(src), a1 = a0, a2 = a0, a3 = a0;
  if (BT_VEC > 1) a1 = BV_LOADU(src + 16);
  if (BT_VEC > 2) a2 = BV_LOADU(src + 32);
  if (BT_VEC > 3) a3 = BV_LOADU(src + 48);
  BT_UNROLL_W
  for (int w = 0; w < BT_NW; w++) {
    uint64_t x = m[w];
    const bv_t *restrict pw = pv + (size_t)w * 64 * BITS_VEC_MAX;
    const uint16_t *restrict ww = wgt + w * 64;
    while (x) {
      uint64_t r = (uint64_t)__builtin_ctzll(x);
      x &= x - 1;
      upd += BT_P > 0 ? 1 : ww[r]; /* (with BT_P, every option weighs WFIX) */
      (void)ww;
      if (out) *(*out)++ = (uint16_t)(w * 64 + (int)r);
      const bv_t *restrict p = pw + (size_t)r * BITS_VEC_MAX;
      a0 = BV_SUB(a0, p[0]);
      if (BT_VEC > 1) a1 = BV_SUB(a1, p[1]);
      if (BT_VEC > 2) a2 = BV_SUB(a2, p[2]);
      if (BT_VEC > 3) a3 = BV_SUB(a3, p[3]);
    }
  }
  if (o >= 0) {
    /* O's own items once more: their counts are 0 by now (every option
     * with one of them is gone), 255 (BITS_VEC_INF) after. */
    const bv_t *restrict p = pv + (size_t)o * BITS_VEC_MAX;
    a0 = BV_SUB(a0, p[0]);
    if (BT_VEC > 1) a1 = BV_SUB(a1, p[1]);
    if (BT_VEC > 2) a2 = BV_SUB(a2, p[2]);
    if (BT_VEC > 3) a3 = BV_SUB(a3, p[3]);
  }
  BV_STOREU(dst, a0);
  if (BT_VEC > 1) BV_STOREU(dst + 16, a1);
  if (BT_VEC > 2) BV_STOREU(dst + 32, a2);
  if (BT_VEC > 3) BV_STOREU(dst + 48, a3);
  (void)a1, (void)a2, (void)a3;
  if (BT_P > 0) upd *= (uint64_t)b->wfix;
  return upd;
}
#else
BT_ALWAYS_INLINE static inline uint64_t XC_CAT(BT_NAME, _drop)(const bits_t *restrict b,
                                                               BT_CNT_T *restrict len,
                                                               const uint64_t *restrict m) {
  uint64_t upd = 0;
  const int *restrict pstart = b->pstart;
  (void)pstart;
  const uint16_t *restrict pitem = b->pitem;
  (void)pitem;
  const uint16_t *restrict wgt = b->wgt;
  for (int w = 0; w < BT_NW; w++) {
    uint64_t x = m[w];
    while (x) {
      int r = w * 64 + __builtin_ctzll(x);
      x &= x - 1;
      upd += wgt[r];
#if BT_P > 0
      BT_UNROLL
      for (int k = 0; k < BT_P; k++) len[pitem[r * BT_P + k]]--;
#else
      for (int k = pstart[r]; k < pstart[r + 1]; k++) len[pitem[k]]--;
#endif
    }
  }
  return upd;
}
#endif

/* Cover item I (an item id) in the state LIVE/LEN: its live options leave.
 * Returns DLX1's updates for it. */
BT_ALWAYS_INLINE static inline uint64_t XC_CAT(BT_NAME, _cover_to)(const bits_t *restrict b,
                                                                   uint64_t *restrict live,
                                                                   BT_CNT_T *restrict len, int i,
                                                                   uint64_t *restrict m) {
  const uint64_t *restrict om = b->omask + (size_t)i * (size_t)BT_NW;
  for (int w = 0; w < BT_NW; w++) {
    m[w] = live[w] & om[w];
    live[w] &= ~om[w];
  }
#if BT_VEC
  return 1 + XC_CAT(BT_NAME, _drop)(b, len, len, m, -1, NULL);
#else
  return 1 + XC_CAT(BT_NAME, _drop)(b, len, m);
#endif
}

#if BT_VEC && !BT_SLOW
/* The same, listing the options of I it hides at *OUT (moved past them). */
BT_ALWAYS_INLINE static inline uint64_t XC_CAT(BT_NAME, _cover_list)(const bits_t *restrict b,
                                                                     uint64_t *restrict live,
                                                                     BT_CNT_T *restrict len, int i,
                                                                     uint16_t *restrict *out) {
  uint64_t m[BITS_MAX_WORDS];
  const uint64_t *restrict om = b->omask + (size_t)i * (size_t)BT_NW;
  for (int w = 0; w < BT_NW; w++) {
    m[w] = live[w] & om[w];
    live[w] &= ~om[w];
  }
  return 1 + XC_CAT(BT_NAME, _drop)(b, len, len, m, -1, out);
}
#endif

static inline uint64_t XC_CAT(BT_NAME, _cover)(const bits_t *restrict b, uint64_t *restrict live,
                                               BT_CNT_T *restrict len, int i) {
  uint64_t m[BITS_MAX_WORDS];
  return XC_CAT(BT_NAME, _cover_to)(b, live, len, i, m);
}

/* The updates covering item I would make in LIVE. */
static inline uint64_t XC_CAT(BT_NAME, _cost)(const bits_t *restrict b,
                                              const uint64_t *restrict live, int i) {
  uint64_t upd = 1;
  const uint64_t *restrict om = b->omask + (size_t)i * (size_t)BT_NW;
  for (int w = 0; w < BT_NW; w++) {
    uint64_t x = live[w] & om[w];
    while (x) {
      upd += b->wgt[w * 64 + __builtin_ctzll(x)];
      x &= x - 1;
    }
  }
  return upd;
}

/* DLX1's updates hiding the options of mask X (W words): the sum of their
 * WGT, or their number times WFIX when every option has the same. */
BT_ALWAYS_INLINE static inline uint64_t XC_CAT(BT_NAME, _weight)(const bits_t *restrict b,
                                                                 const uint64_t *restrict x) {
  uint64_t n = 0;
  if (b->wfix) {
    for (int w = 0; w < BT_NW; w++)
      for (uint64_t y = x[w]; y; y &= y - 1) n++;
    return n * b->wfix;
  }
  for (int w = 0; w < BT_NW; w++)
    for (uint64_t y = x[w]; y; y &= y - 1) n += b->wgt[w * 64 + __builtin_ctzll(y)];
  return n;
}

/* Commit option O (its branching item C already covered) in LIVE/LEN:
 * every option clashing with it leaves, its primary items are covered.
 * Without BT_SLOW all at once; with it one item at a time, in the
 * option's order, as the links engine covers them, stopping (returning 1,
 * the state then half done) before an item whose cover would take the
 * updates past MAX_UPDATES. */
BT_ALWAYS_INLINE static inline int
XC_CAT(BT_NAME, _commit)(const bits_t *restrict b, const uint64_t *restrict src,
                         uint64_t *restrict live, BT_CNT_T *restrict len, int o, int c,
                         uint64_t *restrict updates, uint64_t max_updates) {
  (void)c;
  (void)max_updates;
#if BT_SLOW
  if (max_updates != UINT64_MAX) { /* a budget: one item at a time */
    memcpy(live, src, b->slot * sizeof *live);
    for (int k = b->ostart[o]; k < b->ostart[o + 1]; k++) {
      int j = b->orow[k];
      if (j == c) continue;
      if (max_updates - *updates < XC_CAT(BT_NAME, _cost)(b, live, j)) return 1;
      *updates += XC_CAT(BT_NAME, _cover)(b, live, len, j);
    }
  } else
#endif
  {
    /* The next level's state: the live words without the clashing options,
     * the counts copied, then the clashing options dropped from them. */
    uint64_t m[BITS_MAX_WORDS];
    const uint64_t *restrict cf = b->conf + (size_t)o * (size_t)BT_NW;
    for (int w = 0; w < BT_NW; w++) {
      m[w] = src[w] & cf[w];
      live[w] = src[w] & ~cf[w];
    }
#if BT_VEC
    *updates += (uint64_t)b->wgt[o] +
                XC_CAT(BT_NAME, _drop)(b, len, (const uint8_t *)(src + BT_NW), m, o, NULL);
  }
#else
    bits_copy_len(len, (const uint16_t *)(src + BT_NW), b->npad);
    *updates += (uint64_t)b->wgt[o] + XC_CAT(BT_NAME, _drop)(b, len, m);
  }
#endif
#if BT_VEC
#elif BT_P > 0
  BT_UNROLL
  for (int k = 0; k < BT_P; k++) len[b->pitem[o * BT_P + k]] = BITS_INF;
#else
  for (int k = b->pstart[o]; k < b->pstart[o + 1]; k++) len[b->pitem[k]] = BITS_INF;
#endif
  return 0;
}

XC_NOINLINE static void BT_NAME(srch_t *s) {
  const bits_t *restrict b = s->bt;
  const int nw = BT_NW, np = b->np;
  /* The number of primary items of every option, or 0. */
  const int pf = BT_P > 0 ? BT_P : b->pfix;
  /* A level's slot: its state (live words, counts: BT_STATE words), the
   * options of its item not tried yet (NW words), its primary items not
   * covered, the item it covers; one size, compiled in when it can be. */
#if BT_VEC && defined BT_W && BT_W > 0
#define BT_STATE ((size_t)BT_W + BITS_VEC_WORDS)
#else
#define BT_STATE b->slot
#endif
  const size_t ss = BT_STATE + (size_t)nw + 2;
  uint64_t *restrict stk = b->stack;
  uint64_t *restrict cur = stk;
  int *restrict choice = s->choice;
  uint64_t *restrict prof = s->prof;
  const int base = s->base;
  const int rnd = BT_SLOW ? s->randomize : 0;
  /* Counting only, no limit on solutions: solution leaves need no state
   * of their own. */
  const int closed = !BT_SLOW && !s->o->on_solution && s->max_sol == UINT64_MAX;
  uint64_t nodes = 0, updates = 0;
  uint64_t next_event = s->next_event;
  const uint64_t max_updates = s->max_updates;
  int level = 0, maxl = 0;
  int o = -1; /* the option tried at LEVEL */
  (void)rnd;
  (void)closed;

#define BT_LIVE(l) (stk + (size_t)(l)*ss)
#define BT_LEN(l)  ((BT_CNT_T *)(stk + (size_t)(l)*ss + (size_t)nw))
#define BT_TODO(l) (stk + (size_t)(l)*ss + BT_STATE)
#define BT_LEFT(l) stk[(size_t)(l)*ss + BT_STATE + (size_t)nw]
#define BT_ITEM(l) stk[(size_t)(l)*ss + BT_STATE + (size_t)nw + 1]
  /* The root's state: every option live, each item's full count. */
  memcpy(BT_LIVE(0), BT_VEC ? b->vroot : b->root, BT_STATE * sizeof *stk);
  BT_LEFT(0) = (uint64_t)np;

  if (base > 0) {
    /* A part of a plan: replay the path, counting (and budgeting) only
     * what earlier parts did not: the nodes below level DIV, the cover
     * from below DIV, the commits from DIV on (as the links engine). */
    const int dv = s->div;
    for (level = 0; level < base; level++) {
      uint64_t *live = BT_LIVE(level);
      BT_CNT_T *len = BT_LEN(level);
      int c = -1;
#if BT_SLOW
      if (rnd) {
        srch_reseed(s, level, level ? choice[level - 1] : 0);
        s->pstart[level] = 0; /* no options kept: this level is not advanced */
        s->plen[level] = 0;
        c = bits_choose_random(s, b, len);
      } else
#endif
        c = BT_CHOOSE(len);
      c = b->pid[c];
      BT_ITEM(level) = (uint64_t)c;
      if (level > dv) {
        nodes++;
        prof[level]++;
        maxl = level;
        SRCH_EVENTS(nodes >= next_event || updates > max_updates, level, prof, goto done,
                    next_event = s->next_event);
#if BT_SLOW
        if (max_updates != UINT64_MAX &&
            max_updates - updates < XC_CAT(BT_NAME, _cost)(b, live, c)) {
          s->end = DLX_END_BUDGET;
          goto done;
        }
#endif
        updates += XC_CAT(BT_NAME, _cover)(b, live, len, c);
      } else
        (void)XC_CAT(BT_NAME, _cover)(b, live, len, c);
      uint64_t u0 = updates;
      o = choice[level];
      if (XC_CAT(BT_NAME, _commit)(b, live, BT_LIVE(level + 1), BT_LEN(level + 1), o, c, &updates,
                                   level >= dv ? max_updates : UINT64_MAX)) {
        s->end = DLX_END_BUDGET;
        if (level > maxl) maxl = level;
        goto done;
      }
      if (level < dv) updates = u0;
      BT_LEFT(level + 1) = BT_LEFT(level) - (uint64_t)BT_NPRIM(o);
    }
    maxl = level = base;
    if (BT_LEFT(level) == 0) { /* the part is a solution leaf: reached once counted */
      maxl = base - 1;
      nodes++;
      prof[level]++;
      SRCH_EVENTS(nodes >= next_event, level, prof, goto done, (void)0);
      maxl = base;
      s->nodes = nodes;
      s->updates = updates;
      s->max_level = maxl;
      bits_visit(s, level);
      goto done;
    }
  } else if (np == 0) { /* no primary item: the empty set is the one solution */
    if (s->cut) {
      srch_record(s, choice, 0);
      return;
    }
    nodes = 1;
    prof[0] = 1;
    s->nodes = nodes;
    s->updates = updates;
    bits_visit(s, 0);
    return;
  }

  cur = BT_LIVE(level); /* the slot of LEVEL, from here on */
#if BT_VEC && !BT_SLOW
  if (bits_vec_zero((const uint8_t *)(cur + nw), BT_VEC)) {
    /* The first node is a dead end (its item has no option: 1 update).
     * Every other node of the loop below has counts of 1 at least: a
     * commit leaving a 0 counts its dead end without going forward. */
    nodes++;
    prof[level]++;
    SRCH_EVENTS(nodes >= next_event, level, prof, goto done, next_event = s->next_event);
    updates++;
    goto done;
  }
#endif
forward:
#if BT_SLOW
  if (s->cut) {
    if (level == s->cut) {
      srch_record(s, choice, level);
      level--;
      cur -= ss;
      goto advance;
    }
    s->pmark[level] = s->npre;
  }
  if (rnd) srch_reseed(s, level, level ? choice[level - 1] : 0);
#endif
  nodes++;
  prof[level]++;
  SRCH_EVENTS(nodes >= next_event || (BT_SLOW && updates > max_updates), level, prof, goto done,
              next_event = s->next_event);
  {
    uint64_t *live = cur;
    BT_CNT_T *len = ((BT_CNT_T *)(cur + nw));
    int pc;
#if BT_VEC && !BT_SLOW
    /* No count is 0 here: the first 1, when there is one, is the choice,
     * and a forced move. */
    int forced = (pc = bits_vec_first_one(len, BT_VEC)) >= 0;
    if (!forced) pc = BT_CHOOSE(len);
#else
#if BT_SLOW
    if (rnd)
      pc = bits_choose_random(s, b, len);
    else
#endif
      pc = BT_CHOOSE(len);
#endif
    int c = b->pid[pc];
    cur[BT_STATE + (size_t)nw + 1] = (uint64_t)c;
#if BT_SLOW
    if (max_updates != UINT64_MAX && max_updates - updates < XC_CAT(BT_NAME, _cost)(b, live, c)) {
      s->end = DLX_END_BUDGET;
      goto done;
    }
#endif
    uint64_t *td = (cur + BT_STATE);
#if !BT_SLOW
    if (pf > 0 && cur[BT_STATE + (size_t)nw] == (uint64_t)pf && closed) {
      /* The last level in closed form, when counting: each live option of
       * C covers the BT_P items left, so each is a solution (a leaf of the
       * next level, as in DLX1); every option still live once C's are
       * hidden clashes with each of them, so committing one costs its WGT
       * plus their weight. */
      const uint64_t *restrict om = b->omask + (size_t)c * (size_t)nw;
      uint64_t rest[BITS_MAX_WORDS], n = 0;
      for (int w = 0; w < nw; w++) {
        td[w] = live[w] & om[w];
        rest[w] = live[w] & ~om[w];
        for (uint64_t y = td[w]; y; y &= y - 1) n++;
      }
      if (nodes + n < next_event) {
        uint64_t wt = XC_CAT(BT_NAME, _weight)(b, td);
        updates += 1 + 2 * wt + n * XC_CAT(BT_NAME, _weight)(b, rest);
        if (n) {
          nodes += n;
          prof[level + 1] += n;
          s->solutions += n;
          if (level + 1 > maxl) maxl = level + 1;
        }
        goto backup;
      }
    }
#endif
#if BT_VEC && !BT_SLOW
    if (forced) {
      /* A forced move: C has one option left, O, the only one to try.
       * Committing it from this level's state, C not covered first, hides
       * O there too (its WGT, and one from the counts of its items, C's
       * included), so the cover adds only its 1 here. */
      const uint64_t *restrict om = b->omask + (size_t)c * (size_t)nw;
      BT_UNROLL_W
      for (int w = 0; w < nw; w++) {
        uint64_t t = live[w] & om[w];
        if (t) {
          o = w * 64 + __builtin_ctzll(t);
          break;
        }
      }
      td[0] = td[1] = level > base ? (cur - ss)[BT_STATE + 1] : 0;
      updates++;
      goto commit;
    }
    {
      /* The options to try, listed in b->lst from the end of the level
       * above's (the lists of the levels of a path are apart: each level's
       * are gone from the levels below it): TD[0], the next, TD[1] its end. */
      uint64_t st = level > base ? (cur - ss)[BT_STATE + 1] : 0;
      uint16_t *e = b->lst + st;
      updates += XC_CAT(BT_NAME, _cover_list)(b, live, len, c, &e);
      td[0] = st;
      td[1] = (uint64_t)(e - b->lst);
    }
#else
    updates += XC_CAT(BT_NAME, _cover_to)(b, live, len, c, td);
#endif
#if BT_SLOW
    if (rnd) bits_shuffle(s, b, td, level);
#endif
  }

advance : {
  /* The next option of this level's item: the next of its list (byte
   * counts), the lowest bit left in TODO, or the next of the shuffled
   * ones. */
  o = -1;
#if BT_VEC && !BT_SLOW
  {
    uint64_t *td = (cur + BT_STATE);
    if (td[0] < td[1]) o = b->lst[td[0]++];
  }
#else
#if BT_SLOW
  if (rnd) {
    if (s->pidx[level] < s->plen[level]) o = s->perm[s->pstart[level] + (size_t)s->pidx[level]++];
  } else
#endif
  {
    uint64_t *td = (cur + BT_STATE);
    for (int w = 0; w < nw; w++)
      if (td[w]) {
        o = w * 64 + __builtin_ctzll(td[w]);
        td[w] &= td[w] - 1;
        break;
      }
  }
#endif
  if (o < 0) goto backup;
#if BT_VEC && !BT_SLOW
commit:
#endif
  choice[level] = o;
  int lf = (int)cur[BT_STATE + (size_t)nw] - BT_NPRIM(o);
#if !BT_SLOW
  if (pf > 0 && lf == pf && closed) {
    /* Two levels from the bottom in closed form, when counting: the next
     * level's node without its state. Committing O leaves the live options
     * LV, none with a covered item: each has the BT_P items left, so each
     * is in the set of whichever the next level takes (all have LV as
     * their set), and that level is the last one, counted as above (its
     * rest empty), unless a node event falls inside. */
    const uint64_t *restrict cf = b->conf + (size_t)o * (size_t)nw;
    uint64_t m[BITS_MAX_WORDS], lv[BITS_MAX_WORDS], n2 = 0;
    for (int w = 0; w < nw; w++) {
      m[w] = cur[w] & cf[w];
      lv[w] = cur[w] & ~cf[w];
      for (uint64_t y = lv[w]; y; y &= y - 1) n2++;
    }
    if (nodes + 1 + n2 < next_event) {
      updates += (uint64_t)b->wgt[o] + XC_CAT(BT_NAME, _weight)(b, m) + 1 +
                 2 * XC_CAT(BT_NAME, _weight)(b, lv);
      nodes += 1 + n2;
      prof[level + 1]++;
      if (level + 1 > maxl) maxl = level + 1;
      if (n2) {
        prof[level + 2] += n2;
        s->solutions += n2;
        if (level + 2 > maxl) maxl = level + 2;
      }
      goto advance;
    }
  }
#endif
#if !BT_SLOW
  if (BT_P == 0 && lf == 0 && closed) {
    /* A solution leaf in closed form, when counting: the updates of
     * committing O without making the next level's state. */
    const uint64_t *restrict cf = b->conf + (size_t)o * (size_t)nw;
    const uint64_t *restrict lv = cur;
    uint64_t m[BITS_MAX_WORDS];
    for (int w = 0; w < nw; w++) m[w] = lv[w] & cf[w];
    updates += (uint64_t)b->wgt[o] + XC_CAT(BT_NAME, _weight)(b, m);
    nodes++;
    prof[level + 1]++;
    if (nodes >= next_event) {
      s->nodes = nodes;
      s->updates = updates;
      s->max_level = maxl;
      if (srch_event(s, level + 1)) {
        nodes--;
        prof[level + 1]--;
        goto done;
      }
      next_event = s->next_event;
    }
    if (level + 1 > maxl) maxl = level + 1;
    s->solutions++;
    goto advance;
  }
#endif
  if (XC_CAT(BT_NAME, _commit)(b, cur, (cur + ss), ((BT_CNT_T *)(cur + ss + nw)), o,
                               (int)cur[BT_STATE + (size_t)nw + 1], &updates, max_updates)) {
    s->end = DLX_END_BUDGET; /* the budget stops the commit half done */
    goto done;
  }
  cur[ss + BT_STATE + (size_t)nw] = (uint64_t)lf;
  if (lf == 0) {
#if BT_SLOW
    if (s->cut) { /* planning: a solution leaf is a part */
      srch_record(s, choice, level + 1);
      goto advance;
    }
#endif
    /* A solution leaf counts as a node of the next level, as in DLX1. */
    nodes++;
    prof[level + 1]++;
    if (nodes >= next_event) {
      s->nodes = nodes;
      s->updates = updates;
      s->max_level = maxl;
      if (srch_event(s, level + 1)) {
        nodes--;
        prof[level + 1]--;
        goto done;
      }
      next_event = s->next_event;
    }
    if (level + 1 > maxl) maxl = level + 1;
    s->nodes = nodes;
    s->updates = updates;
    s->max_level = maxl;
    if (bits_visit(s, level + 1)) goto done;
    goto advance;
  }
#if BT_VEC && !BT_SLOW
  if (bits_vec_zero((const uint8_t *)(cur + ss + nw), BT_VEC)) {
    /* A dead end: an item of the next level has no option left, so its
     * node branches on one with none (the first 0 is the smallest count)
     * and covers it (1 update), without a state of its own. */
    if (level + 1 > maxl) maxl = level + 1;
    nodes++;
    prof[level + 1]++;
    SRCH_EVENTS(nodes >= next_event, level + 1, prof, goto done, next_event = s->next_event);
    updates++;
    goto advance;
  }
#endif
  if (++level > maxl) maxl = level;
  cur += ss;
  goto forward;
}

backup:
#if BT_SLOW
  if (s->cut) srch_leave(s, choice, level);
#endif
  if (level == base) goto done;
  level--;
  cur -= ss;
  goto advance;

done:
  s->nodes = nodes;
  s->updates = updates;
  s->max_level = maxl;
#undef BT_LIVE
#undef BT_LEN
#undef BT_TODO
#undef BT_LEFT
#undef BT_ITEM
#undef BT_STATE
}

#undef BT_P
#undef BT_W
#undef BT_NW
#undef BT_VEC
#undef BT_CNT_T
#undef BT_CHOOSE
#undef BT_UNROLL
#undef BT_UNROLL_W
#undef BT_NPRIM
/* This instantiation's parameters: the next one sets its own. */
#undef BT_NAME
#undef BT_SLOW
