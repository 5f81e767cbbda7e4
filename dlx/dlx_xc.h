/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Copyright (C) 2026 the polyx authors */
/* dlx_xc.h: the Algorithm X / Algorithm C search loop, included by dlx.c once per variant.
 *
 * Before including, define XC_NAME (the function's name), XC_COLORS (1
 * when some option gives a colour to a secondary item: the inner loops then
 * skip purified nodes, as in Knuth's DLX2; 0 for plain exact cover, where
 * that test is compiled out), XC_RANDOM (1 for the slow variant: a
 * randomized search, or one with an update budget, kept exactly) and
 * XC_UNIFORM (1, plain exact cover only: hide options whole, see below);
 * XC_KLEN, when defined > 0, promises that every option has exactly that
 * many items (the loops over an option's nodes then have a fixed count).
 * The loop is DLX1's "forward / advance / backup / recover" written with
 * explicit stacks (choice[], and the shuffled option lists of a randomized
 * search), so depth is bounded by memory only.
 *
 * Hiding an option runs over its nodes first..last (each node knows the
 * first node of its option, and the spacer before it knows the last) rather
 * than around the ring from the node at hand as DLX1 does: the loop has one
 * data-dependent exit less, and its trip count, the option's size, is what
 * the branch predictor learns (about 15% faster on the 6x10 pentominoes).
 * Within one option every node is in a different item list, so the lists
 * change exactly as in DLX1 and nodes and updates are exactly DLX1's.
 *
 * With XC_UNIFORM the node of the option in the list being covered leaves
 * too, so the loop has no test at all; the covered item's list is then
 * empty, and its first option is kept in the header's FIRST field to walk
 * and restore it. Updates are still counted as DLX1 counts them (that
 * extra removal is not one of DLX1's). */

/* The parameters an instantiation leaves out: 0. */
#ifndef XC_COLORS
#define XC_COLORS 0
#endif
#ifndef XC_RANDOM
#define XC_RANDOM 0
#endif
#ifndef XC_UNIFORM
#define XC_UNIFORM 0
#endif
#ifndef XC_SHARED
#define XC_SHARED 0
#endif

/* The active primary items are kept densely in ACT[0..*NACT), APOS giving
 * each one's place (-1 for secondary items): removal swaps the item to the
 * end, so restoring it, always in reverse order, only grows *NACT again.
 * The MRV scan then reads an array instead of chasing a linked list. */
#ifndef XC_DEACTIVATE
#define XC_DEACTIVATE(c)                                                                           \
  do {                                                                                             \
    int p_ = apos[c];                                                                              \
    if (p_ >= 0) {                                                                                 \
      int n_ = --*nact, last_ = act[n_];                                                           \
      act[p_] = last_;                                                                             \
      apos[last_] = p_;                                                                            \
      act[n_] = (c);                                                                               \
      apos[c] = n_;                                                                                \
    }                                                                                              \
  } while (0)
#define XC_REACTIVATE(c)                                                                           \
  do {                                                                                             \
    (void)act;                                                                                     \
    if (apos[c] >= 0) ++*nact;                                                                     \
  } while (0)
#endif

/* The last node of the option whose first node is F: the spacer before
 * it knows, or, with XC_KLEN > 0 (every option has XC_KLEN items), it is
 * F + XC_KLEN - 1, which saves a load and makes the loops over an
 * option's nodes fixed-count (the compiler unrolls them). */
#ifndef XC_KLEN
#define XC_KLEN 0
#endif
#if XC_KLEN > 0
#define XC_LAST(f) ((f) + (XC_KLEN - 1))
#if defined __GNUC__ && !defined __clang__
#define XC_UNROLL _Pragma("GCC unroll 8")
#endif
#else
#define XC_LAST(f) (nd[(f)-1].down)
#endif
#ifndef XC_UNROLL
#define XC_UNROLL
#endif

#if !XC_UNIFORM
#if XC_COLORS
#define XC_SKIP(nn, rr) ((nn) == (rr) || col[nn] < 0)
#else
#define XC_SKIP(nn, rr) ((nn) == (rr))
#endif

/* Hide option RR: remove its nodes other than RR (and other than purified
 * ones) from their item lists. Returns the number of removals. */
static inline uint64_t XC_CAT(XC_NAME, _hide)(dlx_node_t *restrict nd, const int *restrict col,
                                              int rr) {
  int f = nd[rr].first, l = XC_LAST(f);
  uint64_t upd = 0;
  (void)col;
  XC_UNROLL
  for (int nn = f; nn <= l; nn++) {
    if (XC_SKIP(nn, rr)) continue;
    int uu = nd[nn].up, dd = nd[nn].down, cc = nd[nn].top;
    nd[uu].down = dd;
    nd[dd].up = uu;
    nd[cc].top--;
    upd++;
  }
  return upd;
}

static inline void XC_CAT(XC_NAME, _unhide)(dlx_node_t *restrict nd, const int *restrict col,
                                            int rr) {
  int f = nd[rr].first, l = XC_LAST(f);
  (void)col;
  XC_UNROLL
  for (int nn = f; nn <= l; nn++) {
    if (XC_SKIP(nn, rr)) continue;
    int uu = nd[nn].up, dd = nd[nn].down, cc = nd[nn].top;
    nd[uu].down = nn;
    nd[dd].up = nn;
    nd[cc].top++;
  }
}

/* Remove item C from the active list and hide every option in its list. */
static inline uint64_t XC_CAT(XC_NAME, _cover)(dlx_node_t *restrict nd, const int *restrict col,
                                               int *restrict act, int *restrict apos,
                                               int *restrict nact, int c) {
  uint64_t upd = 1; /* DLX1 counts the item's removal, even a secondary's */
  XC_DEACTIVATE(c);
  for (int rr = nd[c].down; rr != c; rr = nd[rr].down) upd += XC_CAT(XC_NAME, _hide)(nd, col, rr);
  return upd;
}

static inline void XC_CAT(XC_NAME, _uncover)(dlx_node_t *restrict nd, const int *restrict col,
                                             int *restrict act, int *restrict apos,
                                             int *restrict nact, int c) {
  /* Any order of the options restores the lists (Knuth, DLX1 notes). */
  for (int rr = nd[c].down; rr != c; rr = nd[rr].down) XC_CAT(XC_NAME, _unhide)(nd, col, rr);
  XC_REACTIVATE(c);
}
#define XC_FIRST(c) nd[c].down
#undef XC_SKIP

#else /* plain exact cover with options of five or more items */

/* Start loading the nodes of option NX, the one after the option being
 * hidden or restored (reading its FIRST brings that line in too), while
 * the current one's are relinked: options of five or more nodes span two
 * cache lines, and the loop would otherwise wait for each option in turn.
 * About 5% faster on the 6x10 pentominoes; slower on the 4-item options of
 * queens and Langford, hence only here. When NX is the header, its FIRST
 * is a valid node too. */
#if defined __GNUC__
#define XC_PREFETCH(nx)                                                                            \
  do {                                                                                             \
    int f_ = nd[nx].first;                                                                         \
    uintptr_t a_ = (uintptr_t)&nd[f_]; /* the next line may be past */                             \
    __builtin_prefetch((const void *)a_);                                                          \
    __builtin_prefetch((const void *)(a_ + 64));                                                   \
  } while (0)
#else
#define XC_PREFETCH(nx) ((void)0)
#endif

/* Hide option RR entirely: every node of it leaves its item list, the one
 * in the list being covered included, so the loop needs no test. Returns
 * the removals DLX1 would count, which leave RR itself in place. */
static inline uint64_t XC_CAT(XC_NAME, _hide)(dlx_node_t *restrict nd, const int *restrict col,
                                              int rr) {
  int f = nd[rr].first, l = XC_LAST(f);
  (void)col;
  XC_UNROLL
  for (int nn = f; nn <= l; nn++) {
    int uu = nd[nn].up, dd = nd[nn].down, cc = nd[nn].top;
    nd[uu].down = dd;
    nd[dd].up = uu;
    nd[cc].top--;
  }
  return (uint64_t)(l - f);
}

static inline void XC_CAT(XC_NAME, _unhide)(dlx_node_t *restrict nd, const int *restrict col,
                                            int rr) {
  int f = nd[rr].first, l = XC_LAST(f);
  (void)col;
  XC_UNROLL
  for (int nn = f; nn <= l; nn++) {
    int uu = nd[nn].up, dd = nd[nn].down, cc = nd[nn].top;
    nd[uu].down = nn;
    nd[dd].up = nn;
    nd[cc].top++;
  }
}

/* Cover item C: it leaves the active list and all its options are hidden,
 * which empties C's own list too. Its first option is kept in the header's
 * (otherwise unused) FIRST field: the removed nodes still link one to the
 * next, so the list can be walked, and restored, from there. */
static inline uint64_t XC_CAT(XC_NAME, _cover)(dlx_node_t *restrict nd, const int *restrict col,
                                               int *restrict act, int *restrict apos,
                                               int *restrict nact, int c) {
  uint64_t upd = 1; /* DLX1 counts the item's removal, even a secondary's */
  XC_DEACTIVATE(c);
  int first = nd[c].down;
  nd[c].first = first;
  for (int rr = first; rr != c; rr = nd[rr].down) {
    XC_PREFETCH(nd[rr].down);
    upd += XC_CAT(XC_NAME, _hide)(nd, col, rr);
  }
  return upd;
}

/* Restoring in the order of removal puts every list back (each relinked
 * node repairs the back link of the next one). */
static inline void XC_CAT(XC_NAME, _uncover)(dlx_node_t *restrict nd, const int *restrict col,
                                             int *restrict act, int *restrict apos,
                                             int *restrict nact, int c) {
  for (int rr = nd[c].first; rr != c; rr = nd[rr].down) {
    XC_PREFETCH(nd[rr].down);
    XC_CAT(XC_NAME, _unhide)(nd, col, rr);
  }
  nd[c].first = 0;
  XC_REACTIVATE(c);
}
#define XC_FIRST(c) nd[c].first
#undef XC_PREFETCH
#endif

#if XC_COLORS
/* Knuth's purify: keep the options that agree with node P's colour on its
 * item (marking them -1 so they are not purified again), hide the others. */
#if XC_SHARED
#define XC_LINKAGE DLX_INTERNAL
#else
#define XC_LINKAGE static
#endif
XC_LINKAGE uint64_t XC_CAT(XC_NAME, _purify)(dlx_node_t *restrict nd, int *restrict col, int p) {
  uint64_t upd = 0;
  int c = nd[p].top, x = col[p];
  for (int rr = nd[c].down; rr != c; rr = nd[rr].down) {
    if (col[rr] != x)
      upd += XC_CAT(XC_NAME, _hide)(nd, col, rr);
    else if (rr != p)
      col[rr] = -1;
  }
  return upd;
}

XC_LINKAGE void XC_CAT(XC_NAME, _unpurify)(dlx_node_t *restrict nd, int *restrict col, int p) {
  int c = nd[p].top, x = col[p];
  for (int rr = nd[c].up; rr != c; rr = nd[rr].up) {
    if (col[rr] < 0)
      col[rr] = x;
    else if (rr != p)
      XC_CAT(XC_NAME, _unhide)(nd, col, rr);
  }
}
#undef XC_LINKAGE

/* Cover or purify the item of node PP of a chosen option, and undo it. */
#define XC_COMMIT(pp)                                                                              \
  do {                                                                                             \
    if (col[pp] == 0)                                                                              \
      updates += XC_CAT(XC_NAME, _cover)(nd, col, act, apos, &nact, nd[pp].top);                   \
    else if (col[pp] > 0)                                                                          \
      updates += XC_CAT(XC_NAME, _purify)(nd, col, pp);                                            \
  } while (0)
#define XC_UNCOMMIT(pp)                                                                            \
  do {                                                                                             \
    if (col[pp] == 0)                                                                              \
      XC_CAT(XC_NAME, _uncover)(nd, col, act, apos, &nact, nd[pp].top);                            \
    else if (col[pp] > 0)                                                                          \
      XC_CAT(XC_NAME, _unpurify)(nd, col, pp);                                                     \
  } while (0)
#else
#define XC_COMMIT(pp)   (updates += XC_CAT(XC_NAME, _cover)(nd, col, act, apos, &nact, nd[pp].top))
#define XC_UNCOMMIT(pp) XC_CAT(XC_NAME, _uncover)(nd, col, act, apos, &nact, nd[pp].top)
#endif

XC_NOINLINE static void XC_NAME(srch_t *s) {
  dlx_node_t *restrict nd = s->nd;
  int *restrict col = s->col;
  int *restrict act = s->act;
  int *restrict apos = s->apos;
  int nact = s->nact;
  int *restrict choice = s->choice;
  uint64_t *restrict prof = s->prof;
  /* A part of a plan starts below the path choice[0..base-1]; a whole
   * search at the root. */
  const int base = s->base;
  int rb = base; /* the levels of the path replayed so far */
  /* The slow variant also serves searches with only an update budget. */
  const int rnd = XC_RANDOM ? s->randomize : 0;
  uint64_t nodes = 0, updates = 0;
  uint64_t next_event = s->next_event;
  const uint64_t max_updates = s->max_updates;
  int level = 0, maxl = 0, best = 0, cur = 0;
#if XC_RANDOM
  int cur_stop = 0;
#endif
  (void)col;

  if (s->release) { /* only undo what a run of siblings kept */
    rb = s->resume;
    XC_CAT(XC_NAME, _uncover)(nd, col, act, apos, &nact, nd[choice[rb]].top);
    goto done;
  }
  if (base > 0) {
    /* Replay the path: the covers and commits the serial search makes on
     * its way down. What earlier parts did (above level DIV, and the
     * cover at DIV) is done silently; the rest is counted, and budgeted,
     * as the serial search counts it. */
    const int dv = s->div;
    /* A run of siblings (dlx_par.c) may find the levels above RESUME as
     * the part before left them, and RESUME's item covered. */
    const int r0 = s->resume;
    uint64_t ru = 0; /* the replay's updates, counted or not */
    for (level = r0 < 0 ? 0 : r0; level < base; level++) {
      cur = choice[level];
      best = nd[cur].top;
      if (rnd) {
        srch_reseed(s, level, level ? choice[level - 1] : 0);
        s->pstart[level] = 0; /* no options kept: this level is not advanced */
        s->plen[level] = 0;
      }
      if (level > dv) { /* a node first entered by this part */
        nodes++;
        prof[level]++;
        maxl = level;
        SRCH_EVENTS(
            nodes >= next_event || updates > max_updates, level, prof,
            {
              rb = level;
              goto done;
            },
            next_event = s->next_event);
#if XC_RANDOM
        if (max_updates - updates < cost_cover(nd, col, best)) {
          s->end = DLX_END_BUDGET;
          rb = level;
          goto done;
        }
#endif
        uint64_t cu = XC_CAT(XC_NAME, _cover)(nd, col, act, apos, &nact, best);
        updates += cu;
        ru += cu;
      } else if (level != r0)
        ru += XC_CAT(XC_NAME, _cover)(nd, col, act, apos, &nact, best);
      uint64_t u0 = updates;
      int f = nd[cur].first, l = XC_LAST(f);
      for (int pp = f; pp <= l; pp++) {
        if (pp == cur) continue;
#if XC_RANDOM
        if (level >= dv && max_updates - updates < (col[pp] == 0  ? cost_cover(nd, col, nd[pp].top)
                                                    : col[pp] > 0 ? cost_purify(nd, col, pp)
                                                                  : 0)) {
          s->end = DLX_END_BUDGET;
          if (level > maxl) maxl = level;
          for (int qq = pp - 1; qq >= f; qq--)
            if (qq != cur) XC_UNCOMMIT(qq);
          XC_CAT(XC_NAME, _uncover)(nd, col, act, apos, &nact, best);
          rb = level;
          goto done;
        }
#endif
        XC_COMMIT(pp);
      }
      ru += updates - u0;
      if (level < dv) updates = u0;
    }
    s->replay = ru;
    s->replay_counted = updates; /* (counted from 0 on the way down) */
    maxl = level = base;
    if (nact == 0) { /* the part is a solution leaf: reached once counted */
      maxl = base - 1;
      nodes++;
      prof[level]++;
      SRCH_EVENTS(nodes >= next_event, level, prof, goto done, (void)0);
      maxl = base;
      s->nodes = nodes;
      s->updates = updates;
      s->max_level = maxl;
      srch_visit(s, level);
      goto done;
    }
  } else if (nact == 0) { /* no primary item: the empty set is the one solution */
    if (s->cut) {
      srch_record(s, choice, 0);
      return;
    }
    nodes = 1;
    prof[0] = 1;
    s->nodes = nodes;
    s->updates = updates;
    srch_visit(s, 0);
    return;
  }

forward:
#if XC_RANDOM
  /* Splitting the tree for a parallel search: a node at the cut level is
   * not searched but recorded (its path, choice[0..cut-1]) for a worker. */
  if (s->cut) {
    if (level == s->cut) {
      srch_record(s, choice, level);
      level--;
      cur = choice[level];
      best = nd[cur].top;
      goto recover;
    }
    s->pmark[level] = s->npre;
  }
#endif
  if (rnd) srch_reseed(s, level, level ? choice[level - 1] : 0);
  nodes++;
  prof[level]++;
  SRCH_EVENTS(nodes >= next_event || updates > max_updates, level, prof, goto unwind,
              next_event = s->next_event);
  /* Minimum remaining values; ties go to the leftmost item, or, when
   * randomizing, to a uniformly chosen one among the tied. */
  if (!rnd) {
    /* The leftmost of the shortest: the smallest (LEN, header) pair, as
     * DLX1's scan of its list (kept in header order) finds it. */
    uint64_t key = UINT64_MAX;
    for (int j = 0; j < nact; j++) {
      int k = act[j];
      uint64_t kk = (uint64_t)(uint32_t)nd[k].top << 32 | (uint32_t)k;
      key = kk < key ? kk : key;
    }
    best = (int)(uint32_t)key;
  } else
    best = srch_choose_random(s, nd, act, nact);
#if XC_RANDOM
  /* The slow variant keeps the update budget exactly: no cover starts
   * that would take the count past it. */
  if (max_updates - updates < cost_cover(nd, col, best)) {
    s->end = DLX_END_BUDGET;
    goto unwind;
  }
#endif
  updates += XC_CAT(XC_NAME, _cover)(nd, col, act, apos, &nact, best);
  if (rnd) {
    srch_shuffle(s, nd, XC_FIRST(best), best, level);
    cur = srch_next_random(s, level, best);
  } else
    cur = XC_FIRST(best);
  choice[level] = cur;

advance:
  if (cur == best) goto backup;
  {
    int f = nd[cur].first, l = XC_LAST(f);
    for (int pp = f; pp <= l; pp++) {
      if (pp == cur) continue;
#if XC_RANDOM
      if (max_updates - updates < (col[pp] == 0  ? cost_cover(nd, col, nd[pp].top)
                                   : col[pp] > 0 ? cost_purify(nd, col, pp)
                                                 : 0)) {
        s->end = DLX_END_BUDGET;
        cur_stop = pp;
        goto partial_stop;
      }
#endif
      XC_COMMIT(pp);
    }
  }
  if (nact == 0) {
#if XC_RANDOM
    if (s->cut) { /* planning: a solution leaf is a part */
      srch_record(s, choice, level + 1);
      goto recover;
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
        goto recover_stop;
      }
      next_event = s->next_event;
    }
    if (level + 1 > maxl) maxl = level + 1;
    s->nodes = nodes;
    s->updates = updates;
    s->max_level = maxl;
    if (srch_visit(s, level + 1)) goto recover_stop;
    goto recover;
  }
  if (++level > maxl) maxl = level;
  goto forward;

backup:
  XC_CAT(XC_NAME, _uncover)(nd, col, act, apos, &nact, best);
#if XC_RANDOM
  if (s->cut) srch_leave(s, choice, level);
#endif
  if (level == base) goto done;
  level--;
  cur = choice[level];
  best = nd[cur].top;
recover : {
  int f = nd[cur].first;
  for (int pp = XC_LAST(f); pp >= f; pp--)
    if (pp != cur) XC_UNCOMMIT(pp);
}
  if (rnd)
    cur = srch_next_random(s, level, best);
  else
    cur = nd[cur].down;
  choice[level] = cur;
  goto advance;

  /* Stopping early: undo every level, trying nothing more. */
#if XC_RANDOM
partial_stop: /* the budget stopped the commit of CUR before node CUR_STOP */
  for (int pp = cur_stop - 1; pp >= nd[cur].first; pp--)
    if (pp != cur) XC_UNCOMMIT(pp);
  XC_CAT(XC_NAME, _uncover)(nd, col, act, apos, &nact, best);
  goto unwind;
#endif
recover_stop:
  for (;;) {
    { /* F's scope ends before UNWIND, which the gotos above jump to */
      int f = nd[cur].first;
      for (int pp = XC_LAST(f); pp >= f; pp--)
        if (pp != cur) XC_UNCOMMIT(pp);
    }
    XC_CAT(XC_NAME, _uncover)(nd, col, act, apos, &nact, best);
  unwind:
    if (level == base) break;
    level--;
    cur = choice[level];
    best = nd[cur].top;
  }

done:
  /* A part undoes its path, leaving the links as built; or, in a run of
   * siblings that goes on, all but the cover of level KEEP's item and the
   * levels above it (a search that stopped undoes it all). */
  {
    const int keep = s->end == DLX_END_EXHAUSTED ? s->keep : -1;
    for (level = rb - 1; level >= 0; level--) {
      cur = choice[level];
      best = nd[cur].top;
      int f = nd[cur].first;
      for (int pp = XC_LAST(f); pp >= f; pp--)
        if (pp != cur) XC_UNCOMMIT(pp);
      if (level == keep) break;
      XC_CAT(XC_NAME, _uncover)(nd, col, act, apos, &nact, best);
    }
    s->nact = nact; /* (as it was, unless levels are kept) */
  }
  s->nodes = nodes;
  s->updates = updates;
  s->max_level = maxl;
}

#undef XC_FIRST
#undef XC_LAST
#undef XC_KLEN
#undef XC_UNROLL
#if XC_UNIFORM && XC_COLORS
#error "XC_UNIFORM is for plain exact cover only"
#endif
#undef XC_COMMIT
#undef XC_UNCOMMIT
/* This instantiation's parameters: the next one sets its own. */
#undef XC_NAME
#undef XC_COLORS
#undef XC_RANDOM
#undef XC_UNIFORM
#undef XC_SHARED
