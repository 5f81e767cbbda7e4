/* dlx_bits.h: the bitset search loop for Algorithm X on small problems, included by dlx.c once per
 * variant.
 *
 * The representation (bits_t, built by bits_build() in dlx.c) suits
 * problems of a few hundred options without colours or multiplicities
 * (queens, Langford pairs, small tilings):
 *  - the live options are a set of W 64-bit words; item I's options are
 *    the mask OMASK[I], and CONF[O] is every option that shares an item
 *    with option O (O included);
 *  - each primary item keeps its number of live options, LEN (uint16_t),
 *    BITS_INF once it is covered, so the choice of item is DLX1's scan
 *    of the active items over a short array: the smallest LEN, the
 *    leftmost on ties;
 *  - the state of a level (live words, then LEN) is one slot of a stack:
 *    trying an option copies the level's slot into the next one and
 *    applies the option there, so nothing is ever undone; backing up is
 *    going back one slot.
 * Covering item C removes live & OMASK[C] from the live set; committing
 * option O removes live & CONF[O]; each removed option takes one from the
 * LEN of each of its primary items. The search visits the tree of DLX1
 * exactly: the same item at every node, its options in input order (the
 * bits in increasing order), so nodes, level profile, solutions and their
 * order are DLX1's; and since DLX1 counts, for covering an item, one
 * update plus one for each other node of each option it hides (an option
 * of K items hides K-1 nodes), the updates are DLX1's too: each removed
 * option adds its K-1 (WGT), each covered item 1.
 *
 * Parameters: BT_NAME; BT_P (> 0: every option has exactly BT_P primary
 * items, the loops over them have a fixed count); BT_SLOW (1: randomized order, update budgets kept
 * exactly as the links engine keeps them (no cover begins that would pass
 * the budget, one item of an option at a time), splitting for a plan).
 * Every variant replays a part's path (s->base; its steps are option
 * ids). */

#ifndef BT_P
#define BT_P 0
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
#define BT_NPRIM(o) (b->pstart[(o) + 1] - b->pstart[o])
#endif
#if BT_P > 0 && defined __GNUC__ && !defined __clang__
#define BT_UNROLL _Pragma("GCC unroll 4")
#else
#define BT_UNROLL
#endif

/* Remove the options of mask M (live words LIVE, already known to be in
 * M) from the LEN of their primary items; returns the updates DLX1 makes
 * hiding them. */
BT_ALWAYS_INLINE static inline uint64_t XC_CAT(BT_NAME, _drop)(const bits_t *restrict b,
                                                               uint16_t *restrict len,
                                                               const uint64_t *restrict m) {
  uint64_t upd = 0;
  const int *restrict pstart = b->pstart;
  (void)pstart;
  const uint16_t *restrict pitem = b->pitem;
  const uint16_t *restrict wgt = b->wgt;
  for (int w = 0; w < b->w; w++) {
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

/* Cover item I (an item id) in the state LIVE/LEN: its live options leave.
 * Returns DLX1's updates for it. */
BT_ALWAYS_INLINE static inline uint64_t XC_CAT(BT_NAME, _cover_to)(const bits_t *restrict b,
                                                                   uint64_t *restrict live,
                                                                   uint16_t *restrict len, int i,
                                                                   uint64_t *restrict m) {
  const uint64_t *restrict om = b->omask + (size_t)i * (size_t)b->w;
  for (int w = 0; w < b->w; w++) {
    m[w] = live[w] & om[w];
    live[w] &= ~om[w];
  }
  return 1 + XC_CAT(BT_NAME, _drop)(b, len, m);
}

static inline uint64_t XC_CAT(BT_NAME, _cover)(const bits_t *restrict b, uint64_t *restrict live,
                                               uint16_t *restrict len, int i) {
  uint64_t m[BITS_MAX_WORDS];
  return XC_CAT(BT_NAME, _cover_to)(b, live, len, i, m);
}

/* The updates covering item I would make in LIVE. */
static inline uint64_t XC_CAT(BT_NAME, _cost)(const bits_t *restrict b,
                                              const uint64_t *restrict live, int i) {
  uint64_t upd = 1;
  const uint64_t *restrict om = b->omask + (size_t)i * (size_t)b->w;
  for (int w = 0; w < b->w; w++) {
    uint64_t x = live[w] & om[w];
    while (x) {
      upd += b->wgt[w * 64 + __builtin_ctzll(x)];
      x &= x - 1;
    }
  }
  return upd;
}

/* Commit option O (its branching item C already covered) in LIVE/LEN:
 * every option clashing with it leaves, its primary items are covered.
 * Without BT_SLOW all at once; with it one item at a time, in the
 * option's order, as the links engine covers them, stopping (returning 1,
 * the state then half done) before an item whose cover would take the
 * updates past MAX_UPDATES. */
BT_ALWAYS_INLINE static inline int
XC_CAT(BT_NAME, _commit)(const bits_t *restrict b, const uint64_t *restrict src,
                         uint64_t *restrict live, uint16_t *restrict len, int o, int c,
                         uint64_t *restrict updates, uint64_t max_updates) {
  (void)c;
  (void)max_updates;
#if BT_SLOW
  if (max_updates != UINT64_MAX) { /* a budget: one item at a time */
    memcpy(live, src, b->slot * sizeof *live);
    for (int k = b->ostart[o]; k < b->ostart[o + 1]; k++) {
      int j = b->oitem[k];
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
    const uint64_t *restrict cf = b->conf + (size_t)o * (size_t)b->w;
    for (int w = 0; w < b->w; w++) {
      m[w] = src[w] & cf[w];
      live[w] = src[w] & ~cf[w];
    }
    bits_copy_len(len, (const uint16_t *)(src + b->w), b->npad);
    *updates += (uint64_t)b->wgt[o] + XC_CAT(BT_NAME, _drop)(b, len, m);
  }
#if BT_P > 0
  BT_UNROLL
  for (int k = 0; k < BT_P; k++) len[b->pitem[o * BT_P + k]] = BITS_INF;
#else
  for (int k = b->pstart[o]; k < b->pstart[o + 1]; k++) len[b->pitem[k]] = BITS_INF;
#endif
  return 0;
}

XC_NOINLINE static void BT_NAME(srch_t *s) {
  const bits_t *restrict b = s->bt;
  const int nw = b->w, np = b->np;
  const size_t ss = b->slot; /* words of one level's state */
  uint64_t *restrict stk = b->stack;
  uint64_t *restrict todo = b->todo;
  int *restrict item = b->item; /* item id covered at each level */
  int *restrict left = b->left; /* primary items not covered, per level */
  int *restrict choice = s->choice;
  uint64_t *restrict prof = s->prof;
  const int base = s->base;
  const int rnd = BT_SLOW ? s->randomize : 0;
  uint64_t nodes = 0, updates = 0;
  uint64_t next_event = s->next_event;
  const uint64_t max_updates = s->max_updates;
  int level = 0, maxl = 0;
  (void)rnd;

#define BT_LIVE(l) (stk + (size_t)(l)*ss)
#define BT_LEN(l)  ((uint16_t *)(stk + (size_t)(l)*ss + (size_t)nw))
#define BT_TODO(l) (todo + (size_t)(l) * (size_t)nw)
  /* The root's state: every option live, each item's full count. */
  memcpy(BT_LIVE(0), b->root, ss * sizeof *stk);
  left[0] = np;

  if (base > 0) {
    /* A part of a plan: replay the path, counting (and budgeting) only
     * what earlier parts did not: the nodes below level DIV, the cover
     * from below DIV, the commits from DIV on (as the links engine). */
    const int dv = s->div;
    for (level = 0; level < base; level++) {
      uint64_t *live = BT_LIVE(level);
      uint16_t *len = BT_LEN(level);
      int c = -1;
      if (rnd) {
        srch_reseed(s, level, level ? choice[level - 1] : 0);
        s->pstart[level] = 0; /* no options kept: this level is not advanced */
        s->plen[level] = 0;
        c = bits_choose_random(s, b, len);
      } else
        c = bits_choose(len, b->npad);
      c = b->pid[c];
      item[level] = c;
      if (level > dv) {
        nodes++;
        prof[level]++;
        maxl = level;
        if (nodes >= next_event || updates > max_updates) {
          s->nodes = nodes;
          s->updates = updates;
          s->max_level = maxl;
          if (srch_event(s, level)) {
            nodes--;
            prof[level]--;
            goto done;
          }
          next_event = s->next_event;
        }
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
      int o = choice[level];
      if (XC_CAT(BT_NAME, _commit)(b, live, BT_LIVE(level + 1), BT_LEN(level + 1), o, c, &updates,
                                   level >= dv ? max_updates : UINT64_MAX)) {
        s->end = DLX_END_BUDGET;
        if (level > maxl) maxl = level;
        goto done;
      }
      if (level < dv) updates = u0;
      left[level + 1] = left[level] - BT_NPRIM(o);
    }
    maxl = level = base;
    if (left[level] == 0) { /* the part is a solution leaf: reached once counted */
      maxl = base - 1;
      nodes++;
      prof[level]++;
      if (nodes >= next_event) {
        s->nodes = nodes;
        s->updates = updates;
        s->max_level = maxl;
        if (srch_event(s, level)) {
          nodes--;
          prof[level]--;
          goto done;
        }
      }
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

forward:
#if BT_SLOW
  if (s->cut) {
    if (level == s->cut) {
      srch_record(s, choice, level);
      level--;
      goto advance;
    }
    s->pmark[level] = s->npre;
  }
  if (rnd) srch_reseed(s, level, level ? choice[level - 1] : 0);
#endif
  nodes++;
  prof[level]++;
  if (nodes >= next_event || updates > max_updates) {
    s->nodes = nodes;
    s->updates = updates;
    s->max_level = maxl;
    if (srch_event(s, level)) {
      nodes--;
      prof[level]--;
      goto done;
    }
    next_event = s->next_event;
  }
  {
    uint64_t *live = BT_LIVE(level);
    uint16_t *len = BT_LEN(level);
    int pc;
#if BT_SLOW
    if (rnd)
      pc = bits_choose_random(s, b, len);
    else
#endif
      pc = bits_choose(len, b->npad);
    int c = b->pid[pc];
    item[level] = c;
#if BT_SLOW
    if (max_updates != UINT64_MAX && max_updates - updates < XC_CAT(BT_NAME, _cost)(b, live, c)) {
      s->end = DLX_END_BUDGET;
      goto done;
    }
#endif
    uint64_t *td = BT_TODO(level);
    updates += XC_CAT(BT_NAME, _cover_to)(b, live, len, c, td);
#if BT_SLOW
    if (rnd) bits_shuffle(s, b, td, level);
#endif
  }

advance : {
  /* The next option of this level's item: the lowest bit left in TODO, or
   * the next of the shuffled ones. */
  int o = -1;
#if BT_SLOW
  if (rnd) {
    if (s->pidx[level] < s->plen[level]) o = s->perm[s->pstart[level] + (size_t)s->pidx[level]++];
  } else
#endif
  {
    uint64_t *td = BT_TODO(level);
    for (int w = 0; w < nw; w++)
      if (td[w]) {
        o = w * 64 + __builtin_ctzll(td[w]);
        td[w] &= td[w] - 1;
        break;
      }
  }
  if (o < 0) goto backup;
  choice[level] = o;
  if (XC_CAT(BT_NAME, _commit)(b, BT_LIVE(level), BT_LIVE(level + 1), BT_LEN(level + 1), o,
                               item[level], &updates, max_updates)) {
    s->end = DLX_END_BUDGET; /* the budget stops the commit half done */
    goto done;
  }
  int lf = left[level] - BT_NPRIM(o);
  left[level + 1] = lf;
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
  if (++level > maxl) maxl = level;
  goto forward;
}

backup:
#if BT_SLOW
  if (s->cut) srch_leave(s, choice, level);
#endif
  if (level == base) goto done;
  level--;
  goto advance;

done:
  s->nodes = nodes;
  s->updates = updates;
  s->max_level = maxl;
#undef BT_LIVE
#undef BT_LEN
#undef BT_TODO
}

#undef BT_P
#undef BT_UNROLL
#undef BT_NPRIM
