/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Copyright (C) 2026 the polyx authors */
/* dlx_cells.h: the sparse-set ("dancing cells") search loop for Algorithms X and C, included by
 * dlx.c once per variant.
 *
 * The representation is Knuth's in SSXCC (TAOCP 7.2.2.1, "dancing
 * cells"), built per search by cells_build() in dlx.c (cells_t):
 *  - item X (a base index into SET) keeps its active options as a sparse
 *    set: SET[X .. X+size) are option nodes, size = SET[X-1]; a node knows
 *    its place there (LOC), so an option leaves a set by swapping it with
 *    the set's last element and shrinking the size by one;
 *  - the active primary items are a sparse set PITEM[0..pact), the
 *    active secondary ones SITEM[0..sact), SET[X-2] giving an item's
 *    place in its array; an item leaves by the same swap;
 *  - an option's nodes are contiguous (FIRST .. the spacer before it says
 *    the last), so hiding an option runs over an array.
 * Undoing is restoring sizes: what leaves a set goes past its end, and
 * nothing there moves again while the removal stands. So each branching
 * level saves the sizes of the active items (after hiding its item's
 * options) on a stack and restores them before its next option; a level
 * whose item has one option left (a forced move) saves nothing: it has no
 * next option. As in SSXCC, an option that would leave an active primary
 * item without options is abandoned while it is being committed, without
 * entering the next level, so nodes count only options that survive their
 * commit (about a third of DLX1's nodes on the pentominoes).
 *
 * Branching: the active primary item with the fewest options, the one
 * added first on ties (SSXCC's rule for sizes above 1; it takes forced
 * moves from a stack, we by the same minimum). The choice depends only on
 * the sets, not on their order, so every count (nodes, updates, level
 * profile) is a function of the problem alone, whatever the threads; the
 * order in which options
 * are tried, and so the order of solutions, depends on how earlier
 * branches permuted the sets: fixed for a problem, but not input order.
 *
 * Counters: a node is a level entered (the root, each option that
 * survives its commit, solution leaves included); an update is one item
 * leaving the active items or one option leaving an item's set, counted
 * only for commits that stand (an abandoned commit's count would depend on
 * the order of the sets, which a parallel worker, starting from a fresh
 * structure, does not share). SSXCC also counts abandoned work, so its
 * updates are a little higher; its nodes differ only where its stack of
 * forced moves takes them in another order than the minimum.
 *
 * Parameters: CL_NAME; CL_SEC (1: the problem has secondary items);
 * CL_COLORS (1: some secondary item has a colour; implies CL_SEC);
 * CL_SLOW (1: randomized order, update budgets kept exactly, splitting for
 * a parallel search); CL_DOOM (> 0, with CL_KLEN and primary items only:
 * each commit first looks for an item of at most CL_DOOM options that it
 * would leave without any, _doomed). Every variant replays a worker's
 * prefix (s->base).
 */

/* The parameters an instantiation leaves out: 0. */
#ifndef CL_SEC
#define CL_SEC 0
#endif
#ifndef CL_COLORS
#define CL_COLORS 0
#endif
#ifndef CL_SLOW
#define CL_SLOW 0
#endif

#ifndef CL_KLEN
#define CL_KLEN 0
#endif
#ifndef CL_DOOM
#define CL_DOOM 0
#endif
#if CL_DOOM && (CL_SEC || CL_KLEN < 2)
#error "CL_DOOM: fixed-length options of primary items only"
#endif
#ifndef CL_ALWAYS_INLINE
#if defined __GNUC__
#define CL_ALWAYS_INLINE __attribute__((always_inline))
#else
#define CL_ALWAYS_INLINE
#endif
#endif
#ifndef CL_UNLIKELY
#if defined __GNUC__
#define CL_UNLIKELY(x) __builtin_expect((x), 0)
#else
#define CL_UNLIKELY(x) (x)
#endif
#endif
#if CL_KLEN > 0
#define CL_LAST(f) ((f) + (CL_KLEN - 1))
#if defined __GNUC__ && !defined __clang__
#define CL_UNROLL _Pragma("GCC unroll 8")
#endif
#else
#define CL_LAST(f) (fst[(f)-1])
#endif
#ifndef CL_UNROLL
#define CL_UNROLL
#endif

/* Hide every option of item X's set (those not of colour COLOR when COLOR
 * is nonzero) from the sets of the items it names that were active before
 * this level's choice (primary items always are; secondary ones when their
 * place is below SOACT). X's set is run from its end, so that the option's
 * own node leaves X's set too without a test (a swap with itself, or with
 * an option kept for its colour, already seen): X's size is then what it
 * keeps, and the level remembers its own item's size. Those removals are
 * not counted as updates (SSXCC makes none). With CHECK, stop (returning
 * 1) before an active primary item (place below PACT) would lose its last
 * option (the updates counted so far are then meaningless: the caller
 * drops the whole commit's). */
/* Take node N (at P) out of its item's set, swapped with the set's last
 * node, unless its item is secondary and was purified at an earlier level
 * (place at or above SOACT: then one update fewer in *U). With CHECK,
 * return 1 instead, changing nothing, when the item is an active primary
 * one (place below PACT) and N its last option. Indices are unsigned and
 * pointer-sized: no sign extension (every one is >= 0). */
CL_ALWAYS_INLINE static inline int XC_CAT(CL_NAME, _out)(cnode_t *restrict nd, int *restrict set,
                                                         cnode_t *p, size_t n, int check, int pact,
                                                         int soact, int second, uint64_t *u) {
  size_t uu = (uint32_t)p->itm;
  int *su = set + uu; /* not restrict: set[vv] may be su[ss] */
  (void)soact;
  (void)second;
  (void)u;
#if CL_SEC
  if (uu >= (unsigned)second && su[-2] >= soact) {
    --*u;
    return 0;
  }
#endif
  size_t ss = (size_t)(uint32_t)su[-1] - 1;
  if (CL_UNLIKELY(ss == 0) && check && (!CL_SEC || uu < (unsigned)second) && su[-2] < pact)
    return 1;
  size_t t = uu + ss, vv = (uint32_t)p->loc, last = (uint32_t)set[t];
  p->loc = (int)t;
  su[-1] = (int)ss;
  set[t] = (int)n;
  set[vv] = (int)last;
  nd[last].loc = (int)vv; /* not restrict: nd[last] may be *p */
  return 0;
}

/* Hide every option of item X's set (those not of colour COLOR when COLOR
 * is nonzero) from the sets of the items it names that were active before
 * this level's choice (primary items always are; secondary ones when their
 * place is below SOACT). X's set is run from its end, so that the option's
 * own node leaves X's set too without a test (a swap with itself, or with
 * an option kept for its colour, already seen): X's size is then what it
 * keeps, and the level remembers its own item's size. Without a colour
 * those swaps with itself change nothing but X's size, which ends at 0:
 * with options of fixed length, the option's own node is passed by (the
 * others taken in the same order) and X's size set at the end (4% less
 * time on the pentominoes, 11% on Langford pairs). Those removals
 * are not counted as updates (SSXCC makes none). With CHECK, stop
 * (returning 1) before an active primary item (place below PACT) would
 * lose its last option (the updates counted so far are then meaningless:
 * the caller drops the whole commit's; the level restores X's size). */
CL_ALWAYS_INLINE static inline int
XC_CAT(CL_NAME, _hide)(cnode_t *restrict nd, const int *restrict fst, const int *restrict clr,
                       int *restrict set, int x, int color, int check, int pact, int soact,
                       int second, uint64_t *restrict upd) {
  uint64_t u = *upd;
  (void)clr;
  (void)color;
#if CL_KLEN > 1
  if (!CL_COLORS || !color) {
    for (size_t rr = (size_t)x + (uint32_t)set[x - 1]; rr-- > (size_t)x;) {
      /* Options are laid out every CL_KLEN + 1 nodes from 1: where that
       * is a power of 2, the option's first node costs no load (6% on
       * Langford pairs; a division by 7 costs more than the load). */
      size_t tt = (uint32_t)set[rr];
      size_t f = (CL_KLEN & (CL_KLEN + 1)) == 0 ? tt - (tt - 1) % (CL_KLEN + 1) : (uint32_t)fst[tt];
#if defined __GNUC__
      if (rr > (size_t)x) __builtin_prefetch(nd + fst[set[rr - 1]], 1);
#endif
      CL_UNROLL
      for (size_t i = 0; i < CL_KLEN - 1; i++) {
        size_t n = f + i + (f + i >= tt);
        if (XC_CAT(CL_NAME, _out)(nd, set, nd + n, n, check, pact, soact, second, &u)) return 1;
      }
      u += CL_KLEN - 1;
    }
    set[x - 1] = 0;
    *upd = u;
    return 0;
  }
#endif
  for (unsigned rr = (unsigned)(x + set[x - 1]); rr-- > (unsigned)x;) {
    unsigned tt = (unsigned)set[rr];
#if CL_COLORS
    if (color && clr[tt] == color) continue;
#endif
    unsigned f = (unsigned)fst[tt], len = (unsigned)CL_LAST(f) - f + 1;
    cnode_t *p = nd + f;
#if defined __GNUC__
    /* The next option's nodes, to be written: on their way while this
     * one's are hidden (3 to 7% on the pentominoes and MacMahon's). */
    if (rr > (unsigned)x) __builtin_prefetch(nd + fst[set[rr - 1]], 1);
#endif
    CL_UNROLL
    for (unsigned k = 0; k < len; k++, p++)
      if (XC_CAT(CL_NAME, _out)(nd, set, p, f + k, check, pact, soact, second, &u)) return 1;
    u += (uint64_t)len - 1; /* not the option's own node in X */
  }
  *upd = u;
  return 0;
}

/* The second half of committing NODE, whose option's first node is F:
 * the options that clash with it leave the other items' sets (PACT: the
 * active primary items once NODE's have left them; OSACT: the active
 * secondary ones before); CHECK as for _hide. */
CL_ALWAYS_INLINE static inline int
XC_CAT(CL_NAME, _clash)(cnode_t *restrict nd, const int *restrict fst, const int *restrict clr,
                        int *restrict set, int pact, int osact, int second, int node, int f,
                        int check, uint64_t *restrict upd) {
  uint64_t updates = *upd;
  int l = CL_LAST(f);
  int len = l - f + 1;
  CL_UNROLL
  for (int k = 1; k < len; k++) {
    int nn = node + k;
    if (nn > l) nn -= len;
    int uu = nd[nn].itm, r;
#if CL_SEC
    if (uu >= second) {
      if (set[uu - 2] >= osact) continue; /* purified already, with this colour */
      r = XC_CAT(CL_NAME, _hide)(nd, fst, clr, set, uu, CL_COLORS ? clr[nn] : 0, check, pact, osact,
                                 second, &updates);
    } else
#endif
      r = XC_CAT(CL_NAME, _hide)(nd, fst, clr, set, uu, 0, check, pact, osact, second, &updates);
    if (r) return 1;
  }
  *upd = updates;
  return 0;
}

/* Commit option NODE (chosen for its item, already covered): its other
 * items leave the active sets, then (with HIDE; else _clash does it) the
 * options that clash with it leave the other items' sets. Returns 1 when
 * some active primary item would be left without options (the commit is
 * then abandoned half done; the caller restores the level's sizes). */
CL_ALWAYS_INLINE static inline int
XC_CAT(CL_NAME, _commit)(cnode_t *restrict nd, const int *restrict fst, const int *restrict clr,
                         int *restrict set, int *restrict pitem, int *restrict pactp,
                         int *restrict sitem, int *restrict sactp, int second, int node,
                         uint64_t *restrict upd, int hide) {
  int pact = *pactp, sact = *sactp, osact = sact;
  uint64_t updates = *upd;
  int f = fst[node], l = CL_LAST(f);
  (void)sitem;
  (void)osact;
  int len = l - f + 1;
  /* First the option's other items leave the active sets (from the node
   * after NODE on, as below: no test of which node is NODE)... */
  CL_UNROLL
  for (int k = 1; k < len; k++) {
    int nn = node + k;
    if (nn > l) nn -= len;
    int uu = nd[nn].itm;
#if CL_SEC
    if (uu >= second) {
      int p = set[uu - 2];
      if (p < sact) {
        int q = --sact, y = sitem[q];
        sitem[p] = y;
        set[y - 2] = p;
        sitem[q] = uu;
        set[uu - 2] = q;
        updates++;
      }
      continue;
    }
#endif
    int p = set[uu - 2], q = --pact, y = pitem[q];
    pitem[p] = y;
    set[y - 2] = p;
    pitem[q] = uu;
    set[uu - 2] = q;
    updates++;
  }
  *pactp = pact;
  *sactp = sact;
  /* ...then the options that clash with it leave the other sets, the
   * items after the branching one first (as SSXCC: a dead end tends to
   * show sooner than when the option's first item, often a piece with
   * many options, comes first). */
  if (hide && XC_CAT(CL_NAME, _clash)(nd, fst, clr, set, pact, osact, second, node, f, 1, &updates))
    return 1;
  *upd = updates;
  return 0;
}

#if CL_DOOM
/* Whether committing option NODE (its other items already out of the
 * active ones: PACT left) would leave an active primary item without
 * options, as far as a look at the items of at most CL_DOOM options
 * tells: such an item each of whose options shares an item with NODE
 * (NODE's items are marked STAMP in MARK, by base, here). Nothing moves:
 * a commit found doomed is abandoned as _clash with CHECK would abandon
 * it, at a fraction of the cost (on the 6x10 pentominoes two commits in
 * three are abandoned, after moving some 40 options each, where one that
 * stands moves 90); one let through is committed with CHECK, which finds
 * the others. So the nodes, updates and sets are those without the test. */
CL_ALWAYS_INLINE static inline int
XC_CAT(CL_NAME, _doomed)(const cnode_t *restrict nd, const int *restrict fst,
                         const int *restrict set, const int *restrict pitem, int pact,
                         cells_stamp_t *restrict mark, cells_stamp_t stamp, int node) {
  size_t f = (uint32_t)fst[node];
  CL_UNROLL
  for (size_t i = 0; i < CL_KLEN; i++) mark[(uint32_t)nd[f + i].itm] = stamp;
  for (int j = 0; j < pact; j++) {
    size_t z = (uint32_t)pitem[j], sz = (uint32_t)set[z - 1];
    /* (SZ is never 0: an item the level's cover left without options
     * had the same options as the level's item, so it is one of NODE's.) */
    if (sz > CL_DOOM) continue;
    size_t rr = z;
    for (; rr < z + sz; rr++) {
      size_t tt = (uint32_t)set[rr];
      size_t g = (CL_KLEN & (CL_KLEN + 1)) == 0 ? tt - (tt - 1) % (CL_KLEN + 1) : (uint32_t)fst[tt];
      int hit = 0;
      CL_UNROLL
      for (size_t i = 0; i < CL_KLEN; i++) hit |= mark[(uint32_t)nd[g + i].itm] == stamp;
      if (!hit) break;
    }
    if (rr == z + sz) return 1;
  }
  return 0;
}
#endif

XC_NOINLINE static void CL_NAME(srch_t *s) {
  cells_t *cl = s->cl;
  cnode_t *restrict nd = cl->nd;
  const int *restrict fst = cl->fst;
  const int *restrict clr = cl->clr;
  int *restrict set = cl->set;
  int *restrict pitem = cl->pitem;
  int pact = cl->pact;
  int *restrict sitem = cl->sitem;
#if CL_SEC
  int sact = cl->sact;
  const int second = cl->second;
#else
  int sact = 0; /* no secondary items */
  const int second = INT_MAX;
#endif
  int *restrict choice = cl->choice;
  clevel_t *restrict lev = cl->lev;
  int *restrict stack = cl->stack;
#if CL_DOOM
  cells_stamp_t *restrict mark = cl->mark;
  cells_stamp_t stamp = cl->stamp;
#endif
  size_t sp = 0;
  uint64_t *restrict prof = s->prof;
  const int base = s->base;
  const int rnd = CL_SLOW ? s->randomize : 0;
  uint64_t nodes = 0, updates = 0;
  uint64_t next_event = s->next_event;
  const uint64_t max_updates = s->max_updates;
  int level = 0, maxl = 0, best = 0, cur = 0, t = 0, node = 0;
  uint64_t u0 = 0;
  (void)rnd;
  (void)sact;
  (void)max_updates;

  if (base > 0) {
    /* A part of a plan: replay the path choice[0..base-1] from the root,
     * counting (and budgeting) only what earlier parts did not: the nodes
     * below level DIV and the commits from DIV on. */
    const int dv = s->div;
    memcpy(choice, s->choice, (size_t)base * sizeof *choice);
    for (level = 0; level < base; level++) {
      node = choice[level];
      best = nd[node].itm;
      if (rnd) srch_reseed(s, level, level ? choice[level - 1] : 0);
      if (level > dv) {
        nodes++;
        prof[level]++;
        maxl = level;
        SRCH_EVENTS(nodes >= next_event || updates > max_updates, level, prof, goto done,
                    next_event = s->next_event);
      }
      int p = set[best - 2], q = --pact, y = pitem[q];
      pitem[p] = y;
      set[y - 2] = p;
      pitem[q] = best;
      set[best - 2] = q;
      u0 = updates;
      updates++;
      XC_CAT(CL_NAME, _hide)(nd, fst, clr, set, best, 0, 0, pact, sact, second, &updates);
      if (level <= dv) updates = u0;
#if CL_SLOW
      else if (updates > max_updates) {
        updates = u0;
        s->end = DLX_END_BUDGET;
        goto done;
      }
#endif
      u0 = updates;
#if CL_DOOM
      /* In two steps as below (one _commit, 1.8% more instructions in
       * the loop on the pentominoes: GCC's registers). */
      (void)XC_CAT(CL_NAME, _commit)(nd, fst, clr, set, pitem, &pact, sitem, &sact, second, node,
                                     &updates, 0);
      if (XC_CAT(CL_NAME, _clash)(nd, fst, clr, set, pact, sact, second, node, fst[node], 1,
                                  &updates))
#else
      if (XC_CAT(CL_NAME, _commit)(nd, fst, clr, set, pitem, &pact, sitem, &sact, second, node,
                                   &updates, 1))
#endif
        goto done; /* cannot be: the planning search committed it */
      if (level < dv) updates = u0;
#if CL_SLOW
      else if (updates > max_updates) {
        updates = u0;
        s->end = DLX_END_BUDGET;
        if (level > maxl) maxl = level;
        goto done;
      }
#endif
    }
    maxl = level = base;
  }

forward:
#if CL_SLOW
  /* Splitting the tree for a parallel search: a node at the cut level is
   * recorded (its path), not searched. */
  if (s->cut) {
    if (level == s->cut) {
      srch_record(s, choice, level);
      goto backup;
    }
    s->pmark[level] = s->npre;
  }
  if (rnd) srch_reseed(s, level, level ? choice[level - 1] : 0);
#endif
  nodes++;
  prof[level]++;
  SRCH_EVENTS(nodes >= next_event || updates > max_updates, level, prof, goto done,
              next_event = s->next_event);
  if (pact == 0) {
#if CL_SLOW
    if (s->cut) goto backup; /* planning: recorded as a part on the way up */
#endif
    s->nodes = nodes;
    s->updates = updates;
    s->max_level = maxl;
    if (cells_visit(s, cl, level)) goto done;
    goto backup;
  }
  /* The active primary item with the fewest options, the first added on
   * ties; or, randomizing, a uniformly chosen one of the tied. */
  if (!rnd) {
    uint64_t key = UINT64_MAX;
    for (int j = 0; j < pact; j++) {
      size_t x = (uint32_t)pitem[j];
      uint64_t k = (uint64_t)(uint32_t)set[x - 1] << 32 | x;
      key = k < key ? k : key;
    }
    best = (int)(uint32_t)key;
    t = (int)(key >> 32);
  } else {
    /* Whatever the order of PITEM: the tied item of smallest hash. */
    uint64_t r = rng_next(&s->lrng[level]), bh = 0;
    int hashed = 0;
    t = INT_MAX;
    for (int j = 0; j < pact; j++) {
      int x = pitem[j], sz = set[x - 1];
      if (sz < t) { /* hashed only when a tie comes */
        t = sz;
        best = x;
        hashed = 0;
      } else if (sz == t) {
        if (!hashed) bh = mix64((uint64_t)(uint32_t)best ^ r), hashed = 1;
        uint64_t h = mix64((uint64_t)(uint32_t)x ^ r);
        if (h < bh) best = x, bh = h;
      }
    }
  }
  if (t == 0) goto backup; /* an item no option covers (only at the root) */
  if (s->sorted && t > 1) {
    /* Input order (the order of the nodes), whatever the sets' history. */
    for (int a = best + 1; a < best + t; a++) {
      int v = set[a], b = a;
      for (; b > best && set[b - 1] > v; b--) {
        set[b] = set[b - 1];
        nd[set[b]].loc = b;
      }
      set[b] = v;
      nd[v].loc = b;
    }
  }
  lev[level].size = t;
  {
    int p = set[best - 2], q = --pact, y = pitem[q];
    pitem[p] = y;
    set[y - 2] = p;
    pitem[q] = best;
    set[best - 2] = q;
  }
  u0 = updates;
  updates++;
  XC_CAT(CL_NAME, _hide)(nd, fst, clr, set, best, 0, 0, pact, sact, second, &updates);
#if CL_SLOW
  if (updates > max_updates) {
    updates = u0; /* the budget stops the search before this cover */
    s->end = DLX_END_BUDGET;
    goto done;
  }
#endif
  if (t > 1) {
    /* Save the active sizes for the options after the first. */
    lev[level].sbase = sp;
    lev[level].pact = pact;
#if CL_SEC
    lev[level].sact = sact;
    int *st = cells_save_sizes(cl, &sp, pitem, pact, sitem, sact, set);
#else
    int *st = cells_save_sizes(cl, &sp, pitem, pact, sitem, 0, set);
#endif
    if (!st) {
      s->nomem = 1;
      goto done;
    }
    stack = st;
  }
  cur = best;

advance:
#if CL_SLOW
  if (rnd) {
    /* The next option at random among those not tried yet: the item's
     * set does not change below this level, so they are cur..end. */
    int end = best + lev[level].size;
    int r = cur + (int)rng_below(&s->lrng[level], (uint64_t)(end - cur));
    int a = set[cur], b = set[r];
    set[cur] = b;
    set[r] = a;
    nd[b].loc = cur;
    nd[a].loc = r;
  }
#endif
  node = set[cur];
  choice[level] = node;
  u0 = updates;
#if CL_DOOM
  (void)XC_CAT(CL_NAME, _commit)(nd, fst, clr, set, pitem, &pact, sitem, &sact, second, node,
                                 &updates, 0);
  if (CL_UNLIKELY(++stamp == 0)) {
    memset(cl->mark, 0, cl->nmark * sizeof *cl->mark);
    stamp = 1;
  }
  if (XC_CAT(CL_NAME, _doomed)(nd, fst, set, pitem, pact, mark, stamp, node) ||
      XC_CAT(CL_NAME, _clash)(nd, fst, clr, set, pact, sact, second, node, fst[node], 1,
                              &updates)) {
    updates = u0; /* an abandoned commit counts no updates */
    goto abort;
  }
#else
  if (XC_CAT(CL_NAME, _commit)(nd, fst, clr, set, pitem, &pact, sitem, &sact, second, node,
                               &updates, 1)) {
    updates = u0; /* an abandoned commit counts no updates */
    goto abort;
  }
#endif
#if CL_SLOW
  if (updates > max_updates) {
    updates = u0; /* the budget stops the search before this commit */
    s->end = DLX_END_BUDGET;
    goto done;
  }
#endif
  if (++level > maxl) maxl = level;
  goto forward;

backup:
#if CL_SLOW
  if (s->cut) srch_leave(s, choice, level);
#endif
  if (level == base) goto done;
  level--;
  node = choice[level];
  best = nd[node].itm;
  cur = nd[node].loc;
abort:
  if (cur + 1 >= best + lev[level].size) goto backup;
  {
    /* Back to the sizes after this level's item was covered. */
    size_t b = lev[level].sbase;
    pact = lev[level].pact;
#if CL_SEC
    sact = lev[level].sact;
#endif
    size_t e = b + 2 * ((size_t)pact + (size_t)sact);
    for (size_t k = b; k < e; k += 2) set[stack[k] - 1] = stack[k + 1];
    sp = e;
  }
  cur++;
  goto advance;

done:
#if CL_DOOM
  cl->stamp = stamp;
#endif
  s->nodes = nodes;
  s->updates = updates;
  s->max_level = maxl;
}

#undef CL_LAST
#undef CL_UNROLL
#undef CL_KLEN
#undef CL_DOOM
/* This instantiation's parameters: the next one sets its own. */
#undef CL_NAME
#undef CL_SEC
#undef CL_COLORS
#undef CL_SLOW
