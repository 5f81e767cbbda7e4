/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Copyright (C) 2026 the polyx authors */
/* dlx_mcells.h: the sparse-set ("dancing cells") search loop for Algorithm M (multiplicities), as
 * Knuth's SSMCC, included by dlx.c once per variant.
 *
 * The sets are those of dlx_cells.h (cells_build, cells_t), with two more
 * words before each item's set: SET[X-4] is the item's BOUND (covers still
 * allowed) and SET[X-3] its NEED (BOUND - SLACK: covers still required, at
 * most 0 when the lower bound is met; -1 for a secondary item), so that a
 * removal compares the new size with NEED in the same cache line.
 *
 * The tree is Algorithm M's, as the links engine (search_m) walks it:
 * branch on the active primary item I of smallest degree
 * SIZE + 1 - max(NEED, 0), the smallest id on ties; BOUND(I) drops by one;
 *  - when it reaches 0, I is covered (it leaves the active items and its
 *    options leave the other items' sets), and each of its options is a
 *    branch, then, when its lower bound is met already, the branch that
 *    leaves it with none;
 *  - otherwise I stays active, and its options are tried in input order
 *    (or at random): the option X tried leaves every set it is in ("is
 *    tweaked") for good at this level, then its other items are committed;
 *    the options stop when I keeps no more options than it needs; when it
 *    keeps none and needs none, the last branch leaves it.
 * Committing an option lowers the BOUND (and NEED) of its other primary
 * items, covers those whose BOUND reaches 0, covers or purifies its
 * secondary items. As in SSMCC, a commit that would leave an active
 * primary item with fewer options than it needs is abandoned on the spot,
 * without entering the next level; and after a tweak that leaves some
 * item of X short (a sibling could not be completed) or I with no more
 * options than it needs, X is the level's last branch.
 * So the solutions are the links engine's, in its order when the search
 * is ordered (s->sorted: a covered item's options sorted; an active one's
 * are always taken smallest node first, since the order decides what is
 * tweaked, so every count depends on the problem only).
 *
 * Undoing: each branch saves the sizes of the active items (after its
 * tweak, so the tweak stands for the next branches) unless it is the last
 * one; BOUND and NEED are given back item by item (the committed option's
 * items when a branch ends, I's when the level ends).
 *
 * Counters: a node is a level entered; an update is one item leaving the
 * active items or one option leaving the set of an item other than the one
 * being covered, in a step that stands (an abandoned branch, tweak
 * included, counts none).
 *
 * Parameters: MC_NAME; MC_SEC (1: the problem has secondary items);
 * MC_COLORS (1: some secondary item has a colour; implies MC_SEC); MC_KLEN
 * (K > 0: every option has K items, the loops over them unrolled); MC_SLOW (1: randomized order,
 * update budgets kept exactly, splitting for a parallel search). Every variant replays a worker's
 * prefix (s->base): a step is the node of the option taken, or -(item+1) for the branch that leaves
 * the item with no more options.
 */

/* The parameters an instantiation leaves out: 0. */
#ifndef MC_SEC
#define MC_SEC 0
#endif
#ifndef MC_COLORS
#define MC_COLORS 0
#endif
#ifndef MC_SLOW
#define MC_SLOW 0
#endif

#ifndef MC_KLEN
#define MC_KLEN 0
#endif
#if MC_KLEN > 0
#define MC_LAST(f) ((f) + (MC_KLEN - 1))
#if defined __GNUC__ && !defined __clang__
#define MC_UNROLL _Pragma("GCC unroll 8")
#endif
#else
#define MC_LAST(f) (fst[(f)-1])
#endif
#ifndef MC_UNROLL
#define MC_UNROLL
#endif
#if MC_SEC
#define MC_PURIFIED(uu, act) ((uu) >= (unsigned)second && set[(uu)-2] >= (act))
#else
#define MC_PURIFIED(uu, act) 0
#endif

/* Take node NN out of item UU's set (swapped with the set's last), SHORT
 * or'ed with whether UU keeps fewer options than it needs (compared before
 * the stores: read after them, the size costs time, 0.3 s to 0.33 s on the
 * 7x7 0-1 matrices, 2.5 s to 2.8 s on tetrominoes 2:3 in 6x8). NN and UU
 * are unsigned and pointer-sized, and so are the indices here, as in
 * dlx_cells.h: no sign extension (7x7 0-1 matrices 3.07 G to 3.01 G
 * instructions, 7% less time; tetrominoes 6% fewer instructions). */
#define MC_OUT(nn_, uu_, short_)                                                                   \
  do {                                                                                             \
    int *su_ = set + (uu_), s1_ = su_[-1] - 1;                                                     \
    size_t ss_ = (uint32_t)s1_, vv_ = (uint32_t)nd[nn_].loc, last_ = (uint32_t)su_[ss_];           \
    (short_) |= s1_ < su_[-3];                                                                     \
    su_[-1] = s1_;                                                                                 \
    su_[ss_] = (int)(nn_);                                                                         \
    set[vv_] = (int)last_;                                                                         \
    nd[nn_].loc = (int)((uu_) + ss_);                                                              \
    nd[last_].loc = (int)vv_;                                                                      \
  } while (0)

/* Hide every option of item X's set (those not of colour COLOR when COLOR
 * is nonzero) from the sets of its items, X's own included (run from its
 * end, so that X's set keeps its order past its new size), but not from
 * secondary items purified before this commit (place at or above SOACT).
 * With CHECK, stop (returning 1) once an option has left an item with
 * fewer options than it needs. */
CL_ALWAYS_INLINE static inline int
XC_CAT(MC_NAME, _hide)(cnode_t *restrict nd, const int *restrict fst, const int *restrict clr,
                       int *restrict set, int x, int color, int check, int soact, int second,
                       uint64_t *restrict upd) {
  uint64_t u = *upd;
  (void)color;
  (void)soact;
  (void)second;
#if MC_KLEN > 1 && !MC_SEC
  /* Options of fixed length, primary items only: the option's own node
   * in X is passed by (the others taken in the same order; its removal
   * would be a swap with itself, X being run from its end, and X is
   * covered: nothing reads its size until the level that saved it
   * restores it), and X's size set at the end. */
  for (size_t rr = (size_t)x + (uint32_t)set[x - 1]; rr-- > (size_t)x;) {
    size_t tt = (uint32_t)set[rr], f = (uint32_t)fst[tt];
    int short_ = 0;
    MC_UNROLL
    for (size_t k = 0; k < MC_KLEN - 1; k++) {
      size_t nn = f + k + (f + k >= tt), uu = (uint32_t)nd[nn].itm;
      MC_OUT(nn, uu, short_);
    }
    u += MC_KLEN - 1;
    if (CL_UNLIKELY(short_) && check) {
      *upd = u;
      return 1;
    }
  }
  set[x - 1] = 0;
  *upd = u;
  return 0;
#else
  for (int rr = x + set[x - 1] - 1; rr >= x; rr--) {
    int tt = set[rr];
#if MC_COLORS
    if (color && clr[tt] == color) continue;
#endif
    int f = fst[tt], l = MC_LAST(f), short_ = 0;
    MC_UNROLL
    for (int nn = f; nn <= l; nn++) {
      size_t uu = (uint32_t)nd[nn].itm;
      if (MC_PURIFIED(uu, soact)) continue; /* purified at an earlier level */
      MC_OUT(nn, uu, short_);
#if MC_SEC
      u++;
#endif
    }
#if MC_SEC
    u--; /* not the option's own node in X */
#else
    u += (uint64_t)(l - f); /* every node but the option's own in X */
#endif
    /* An item left short: stop after the option, which is out of every
     * set (the caller restores the sizes). */
    if (CL_UNLIKELY(short_) && check) {
      *upd = u;
      return 1;
    }
  }
  *upd = u;
  return 0;
#endif
}

/* Commit option NODE (taken for its item, which is dealt with): its other
 * primary items lose one cover (leaving the active items at 0), its active
 * secondary items leave them; then the options that clash leave the sets.
 * Returns 1 when an active item would keep fewer options than it needs
 * (the commit is abandoned half done: BOUND and NEED stay lowered, as
 * mc_unbound expects; the caller restores the sizes). */
CL_ALWAYS_INLINE static inline int
XC_CAT(MC_NAME, _commit)(cnode_t *restrict nd, const int *restrict fst, const int *restrict clr,
                         int *restrict set, int *restrict pitem, int *restrict pactp,
                         int *restrict sitem, int *restrict sactp, int second, int node,
                         uint64_t *restrict upd) {
  int pact = *pactp, sact = *sactp, osact = sact;
  uint64_t updates = *upd;
  int f = fst[node], l = MC_LAST(f);
  (void)sitem;
  (void)osact;
  MC_UNROLL
  for (int nn = f; nn <= l; nn++) {
    if (nn == node) continue;
    int uu = nd[nn].itm, *su = set + uu;
#if MC_SEC
    if (uu >= second) {
      int p = su[-2];
      if (p < sact) {
        int q = --sact, y = sitem[q];
        sitem[p] = y;
        set[y - 2] = p;
        sitem[q] = uu;
        su[-2] = q;
        updates++;
      }
      continue;
    }
#endif
    su[-3]--;
    if (--su[-4] == 0) {
      int p = su[-2], q = --pact, y = pitem[q];
      pitem[p] = y;
      set[y - 2] = p;
      pitem[q] = uu;
      su[-2] = q;
      updates++;
    }
  }
  *pactp = pact;
  *sactp = sact;
  int len = l - f + 1;
  MC_UNROLL
  for (int k = 1; k < len; k++) {
    int nn = node + k;
    if (nn > l) nn -= len;
    int uu = nd[nn].itm, r = 0;
#if MC_SEC
    if (uu >= second) {
      if (set[uu - 2] >= osact) continue; /* purified already, with this colour */
      r = XC_CAT(MC_NAME, _hide)(nd, fst, clr, set, uu, MC_COLORS ? clr[nn] : 0, 1, osact, second,
                                 &updates);
    } else
#endif
        if (set[uu - 4] == 0)
      r = XC_CAT(MC_NAME, _hide)(nd, fst, clr, set, uu, 0, 1, osact, second, &updates);
    if (r) return 1;
  }
  *upd = updates;
  return 0;
}

/* Tweak option NODE: it leaves the set of every item it is in (but
 * purified secondary items'). Returns 1 when some item keeps fewer options
 * than it needs (then no later branch of the level can succeed). */
CL_ALWAYS_INLINE static inline int XC_CAT(MC_NAME, _tweak)(cnode_t *restrict nd,
                                                           const int *restrict fst,
                                                           int *restrict set, int sact, int second,
                                                           int node, uint64_t *restrict upd) {
  int f = fst[node], l = MC_LAST(f), short_ = 0;
  uint64_t u = *upd;
  (void)sact;
  (void)second;
  MC_UNROLL
  for (int nn = f; nn <= l; nn++) {
    size_t uu = (uint32_t)nd[nn].itm;
    if (MC_PURIFIED(uu, sact)) continue;
    MC_OUT(nn, uu, short_);
    u++;
  }
  *upd = u;
  return short_;
}

/* Give back a cover to each primary item of NODE's option but NODE's. */
CL_ALWAYS_INLINE static inline void XC_CAT(MC_NAME, _unbound)(const cnode_t *restrict nd,
                                                              const int *restrict fst,
                                                              int *restrict set, int second,
                                                              int node) {
  int f = fst[node], l = MC_LAST(f);
  MC_UNROLL
  for (int nn = f; nn <= l; nn++) {
    int uu = nd[nn].itm;
    if (nn == node || uu >= second) continue;
    set[uu - 4]++;
    set[uu - 3]++;
  }
}

/* The next option to try among the active item I's: the smallest node,
 * or (randomizing) the one of smallest hash with a draw R. */
CL_ALWAYS_INLINE static inline int XC_CAT(MC_NAME, _pick)(const int *restrict set, int i, int rnd,
                                                          uint64_t r) {
  int sz = set[i - 1], best = INT_MAX;
  (void)rnd;
  (void)r;
#if MC_SLOW
  if (rnd) {
    uint64_t bh = UINT64_MAX;
    for (int k = 0; k < sz; k++) {
      uint64_t h = mix64((uint64_t)(uint32_t)set[i + k] ^ r);
      if (h < bh) bh = h, best = set[i + k];
    }
    return best;
  }
#endif
  for (int k = 0; k < sz; k++) best = set[i + k] < best ? set[i + k] : best;
  return best;
}

XC_NOINLINE static void MC_NAME(srch_t *s) {
  cells_t *cl = s->cl;
  cnode_t *restrict nd = cl->nd;
  const int *restrict fst = cl->fst;
  const int *restrict clr = cl->clr;
  int *restrict set = cl->set;
  int *restrict pitem = cl->pitem;
  int *restrict sitem = cl->sitem;
  int pact = cl->pact, sact = cl->sact;
  const int second = cl->second;
  const int *restrict ibase = cl->base;
  int *restrict choice = cl->choice;
  clevel_t *restrict lev = cl->lev;
  int *restrict stack = cl->stack;
  size_t sp = 0;
  uint64_t *restrict prof = s->prof;
  const int base = s->base;
  const int rnd = MC_SLOW ? s->randomize : 0;
  uint64_t nodes = 0, updates = 0, u0 = 0;
  uint64_t next_event = s->next_event;
  const uint64_t max_updates = s->max_updates;
  int level = 0, maxl = 0, i = 0, t = 0, cur = 0, node = 0;
  const int count_only = !s->o->on_solution; /* (the 7x7 0-1 matrices: 2% of the instructions) */
  (void)max_updates;

  if (base > 0) {
    /* A part of a plan: replay the path choice[0..base-1] from the root,
     * counting (and budgeting) only what earlier parts did not: the nodes
     * below level DIV and the steps from DIV on; the options tried before
     * a step are tweaked silently. */
    const int dv = s->div;
    memcpy(choice, s->choice, (size_t)base * sizeof *choice);
    for (level = 0; level < base; level++) {
      node = choice[level];
      i = node > 0 ? nd[node].itm : ibase[-node - 1];
      if (rnd) srch_reseed(s, level, level ? choice[level - 1] : 0);
      if (level > dv) {
        nodes++;
        prof[level]++;
        maxl = level;
        SRCH_EVENTS(nodes >= next_event || updates > max_updates, level, prof, goto done,
                    next_event = s->next_event);
      }
      uint64_t r = rnd ? rng_next(&s->lrng[level]) : 0; /* the draw of the item's choice */
      (void)r;
      u0 = updates;
      set[i - 4]--;
      set[i - 3]--;
      if (set[i - 4] == 0) {
        int p = set[i - 2], q = --pact, y = pitem[q];
        pitem[p] = y;
        set[y - 2] = p;
        pitem[q] = i;
        set[i - 2] = q;
        updates++;
        XC_CAT(MC_NAME, _hide)(nd, fst, clr, set, i, 0, 0, sact, second, &updates);
      }
      if (level <= dv) updates = u0;
#if MC_SLOW
      else if (updates > max_updates) {
        updates = u0;
        s->end = DLX_END_BUDGET;
        goto done;
      }
#endif
      if (set[i - 4] > 0) /* the options tried before the step: tweaked */
        for (;;) {
          int x = set[i - 1]
                      ? XC_CAT(MC_NAME, _pick)(set, i, rnd, rnd ? rng_next(&s->lrng[level]) : 0)
                      : 0;
          if (x == node || x == 0) break;
          uint64_t quiet = 0;
          XC_CAT(MC_NAME, _tweak)(nd, fst, set, sact, second, x, &quiet);
        }
      u0 = updates;
      if (node < 0) { /* the branch that leaves I */
        if (set[i - 4] > 0) {
          int p = set[i - 2], q = --pact, y = pitem[q];
          pitem[p] = y;
          set[y - 2] = p;
          pitem[q] = i;
          set[i - 2] = q;
          updates++;
        }
      } else {
        if (set[i - 4] > 0) XC_CAT(MC_NAME, _tweak)(nd, fst, set, sact, second, node, &updates);
        if (XC_CAT(MC_NAME, _commit)(nd, fst, clr, set, pitem, &pact, sitem, &sact, second, node,
                                     &updates))
          goto done; /* cannot be: the planning search committed it */
      }
      if (level < dv) updates = u0;
#if MC_SLOW
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
#if MC_SLOW
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
#if MC_SLOW
    if (s->cut) goto backup; /* planning: recorded as a part on the way up */
#endif
    if (count_only && s->solutions + 1 < s->max_sol) {
      s->solutions++; /* nothing to deliver, no limit reached */
      goto backup;
    }
    s->nodes = nodes;
    s->updates = updates;
    s->max_level = maxl;
    if (mcells_visit(s, cl, level)) goto done;
    goto backup;
  }
  /* The active primary item of smallest degree SIZE + 1 - max(NEED, 0)
   * (0 for any item that cannot be completed), the smallest on ties; or,
   * randomizing, the tied one of smallest hash. */
  if (!rnd) {
    /* The degree less 1, unclamped (an item that cannot be completed has
     * a negative one: any such item gives up the node as 0 did), as an
     * unsigned key in the signed order, then the item. */
    uint64_t key = UINT64_MAX;
    for (int j = 0; j < pact; j++) {
      int x = pitem[j], need = set[x - 3];
      uint32_t th = (uint32_t)set[x - 1] - (uint32_t)(need > 0 ? need : 0);
      uint64_t k = (uint64_t)(th ^ 0x80000000u) << 32 | (uint32_t)x;
      key = k < key ? k : key;
    }
    i = (int)(uint32_t)key;
    t = (int)((uint32_t)(key >> 32) ^ 0x80000000u) + 1;
    if (t < 0) t = 0;
  } else {
    uint64_t r = rng_next(&s->lrng[level]), bh = 0;
    int hashed = 0;
    t = INT_MAX;
    for (int j = 0; j < pact; j++) {
      int x = pitem[j], need = set[x - 3], th = set[x - 1] + 1 - (need > 0 ? need : 0);
      th = th > 0 ? th : 0;
      if (th < t) {
        t = th;
        i = x;
        hashed = 0;
      } else if (th == t) {
        if (!hashed) bh = mix64((uint64_t)(uint32_t)i ^ r), hashed = 1;
        uint64_t h = mix64((uint64_t)(uint32_t)x ^ r);
        if (h < bh) i = x, bh = h;
      }
    }
  }
  if (t == 0) goto backup; /* an item that cannot be completed */
  lev[level].itm = i;
  lev[level].sbase = sp;
  set[i - 4]--;
  set[i - 3]--;
  if (set[i - 4] > 0) {
    lev[level].size = -1; /* I stays active: its options are tweaked */
    goto advance_active;
  }
  /* I is covered: its options stay at SET[I .. I+T) in the order they
   * had, and are the branches, then maybe the branch that leaves it. */
  t = set[i - 1];
  {
    int p = set[i - 2], q = --pact, y = pitem[q];
    pitem[p] = y;
    set[y - 2] = p;
    pitem[q] = i;
    set[i - 2] = q;
  }
  u0 = updates;
  updates++;
  XC_CAT(MC_NAME, _hide)(nd, fst, clr, set, i, 0, 0, sact, second, &updates);
#if MC_SLOW
  if (updates > max_updates) {
    updates = u0; /* the budget stops the search before this cover */
    s->end = DLX_END_BUDGET;
    goto done;
  }
#endif
  if (s->sorted && t > 1) {
    /* Input order (the order of the nodes), whatever the sets' history. */
    for (int a = i + 1; a < i + t; a++) {
      int v = set[a], b = a;
      for (; b > i && set[b - 1] > v; b--) {
        set[b] = set[b - 1];
        nd[set[b]].loc = b;
      }
      set[b] = v;
      nd[v].loc = b;
    }
  }
  lev[level].size = t;
  lev[level].last = t + (set[i - 3] < 0) <= 1;
  if (!lev[level].last) {
    lev[level].pact = pact;
    lev[level].sact = sact;
    int *st = cells_save_sizes(cl, &sp, pitem, pact, sitem, sact, set);
    if (!st) {
      s->nomem = 1;
      goto done;
    }
    stack = st;
  }
  cur = i;

advance_covered:
  if (cur >= i + lev[level].size) {
    /* The branch that leaves I (covered) with no more covers. */
    choice[level] = -1 - cl->id[i];
    if (++level > maxl) maxl = level;
    goto forward;
  }
#if MC_SLOW
  if (rnd) {
    int end = i + lev[level].size;
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
  if (XC_CAT(MC_NAME, _commit)(nd, fst, clr, set, pitem, &pact, sitem, &sact, second, node,
                               &updates)) {
    updates = u0; /* an abandoned commit counts no updates */
    goto abort;
  }
#if MC_SLOW
  if (updates > max_updates) {
    updates = u0; /* the budget stops the search before this commit */
    s->end = DLX_END_BUDGET;
    goto done;
  }
#endif
  if (++level > maxl) maxl = level;
  goto forward;

advance_active : {
  int sz = set[i - 1], need = set[i - 3];
  if (sz <= need) goto leave; /* too few options left to meet the lower bound */
  if (sz == 0) {
    /* No option left and none needed: the branch that leaves I. */
#if MC_SLOW
    if (updates + 1 > max_updates) {
      s->end = DLX_END_BUDGET;
      goto done;
    }
#endif
    int p = set[i - 2], q = --pact, y = pitem[q];
    pitem[p] = y;
    set[y - 2] = p;
    pitem[q] = i;
    set[i - 2] = q;
    updates++;
    choice[level] = -1 - cl->id[i];
    lev[level].last = 1;
    if (++level > maxl) maxl = level;
    goto forward;
  }
  node = XC_CAT(MC_NAME, _pick)(set, i, rnd, rnd ? rng_next(&s->lrng[level]) : 0);
  choice[level] = node;
  u0 = updates;
  int last = XC_CAT(MC_NAME, _tweak)(nd, fst, set, sact, second, node, &updates);
  last |= set[i - 1] <= set[i - 3];
  lev[level].last = last;
  if (!last) {
    /* Save the sizes after the tweak, which stands for the next branches. */
    sp = lev[level].sbase;
    lev[level].pact = pact;
    lev[level].sact = sact;
    int *st = cells_save_sizes(cl, &sp, pitem, pact, sitem, sact, set);
    if (!st) {
      s->nomem = 1;
      goto done;
    }
    stack = st;
  }
  if (XC_CAT(MC_NAME, _commit)(nd, fst, clr, set, pitem, &pact, sitem, &sact, second, node,
                               &updates)) {
    updates = u0;
    goto abort;
  }
#if MC_SLOW
  if (updates > max_updates) {
    updates = u0;
    s->end = DLX_END_BUDGET;
    goto done;
  }
#endif
  if (++level > maxl) maxl = level;
  goto forward;
}

backup:
#if MC_SLOW
  if (s->cut) srch_leave(s, choice, level);
#endif
  if (level == base) goto done;
  level--;
  node = choice[level];
  i = lev[level].itm;
  if (node < 0) goto leave; /* the level's last branch */
abort:
  XC_CAT(MC_NAME, _unbound)(nd, fst, set, second, node);
  if (lev[level].last) goto leave;
  {
    /* Back to the sizes saved for this level's next branch. */
    size_t b = lev[level].sbase;
    pact = lev[level].pact;
    sact = lev[level].sact;
    size_t e = b + 2 * ((size_t)pact + (size_t)sact);
    for (size_t k = b; k < e; k += 2) set[stack[k] - 1] = stack[k + 1];
    sp = e;
  }
  if (lev[level].size < 0) goto advance_active;
  cur = nd[node].loc + 1;
  if (cur >= i + lev[level].size && set[i - 3] >= 0) goto leave;
  goto advance_covered;

leave:
  /* The level is done: I gets its cover back (the sizes are restored by
   * the level above that branches next). */
  set[i - 4]++;
  set[i - 3]++;
  goto backup;

done:
  s->nodes = nodes;
  s->updates = updates;
  s->max_level = maxl;
}

#undef MC_OUT
#undef MC_LAST
#undef MC_UNROLL
#undef MC_KLEN
#undef MC_PURIFIED
/* This instantiation's parameters: the next one sets its own. */
#undef MC_NAME
#undef MC_SEC
#undef MC_COLORS
#undef MC_SLOW
