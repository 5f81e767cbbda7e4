/* dlx_xc.h: the Algorithm X / Algorithm C search loop, included by dlx.c once per variant.
 *
 * Before including, define XC_NAME (the function's name), XC_COLORS (1
 * when some option gives a colour to a secondary item: the inner loops then
 * skip purified nodes, as in Knuth's DLX2; 0 for plain exact cover, where
 * that test is compiled out) and XC_RANDOM (1 for the slow variant: a
 * randomized search, or one with an update budget, kept exactly). The loop is DLX1's "forward / advance /
 * backup / recover" written with explicit stacks (choice[], and the shuffled
 * option lists of a randomized search), so depth is bounded by memory only.
 */

#if XC_COLORS
#define XC_LIVE(q) (col[q] >= 0)
#else
#define XC_LIVE(q) 1
#endif

/* Remove item C from the active list and hide every option in its list. */
static inline uint64_t XC_CAT(XC_NAME, _cover)(dlx_node_t *restrict nd,
                                               const int *restrict col,
                                               int *restrict ll,
                                               int *restrict rl, int c)
{
  uint64_t upd = 1;
  int l = ll[c], r = rl[c];
  rl[l] = r;
  ll[r] = l;
  (void)col;
  for (int rr = nd[c].down; rr != c; rr = nd[rr].down) {
    for (int nn = rr + 1; nn != rr;) {
      int cc = nd[nn].top;
      if (cc <= 0) {
        nn = nd[nn].up;
        continue;
      }
      if (XC_LIVE(nn)) {
        int uu = nd[nn].up, dd = nd[nn].down;
        nd[uu].down = dd;
        nd[dd].up = uu;
        nd[cc].top--;
        upd++;
      }
      nn++;
    }
  }
  return upd;
}

static inline void XC_CAT(XC_NAME, _uncover)(dlx_node_t *restrict nd,
                                             const int *restrict col,
                                             int *restrict ll,
                                             int *restrict rl, int c)
{
  (void)col;
  for (int rr = nd[c].up; rr != c; rr = nd[rr].up) {
    for (int nn = rr - 1; nn != rr;) {
      int cc = nd[nn].top;
      if (cc <= 0) {
        nn = nd[nn].down;
        continue;
      }
      if (XC_LIVE(nn)) {
        int uu = nd[nn].up, dd = nd[nn].down;
        nd[uu].down = nn;
        nd[dd].up = nn;
        nd[cc].top++;
      }
      nn--;
    }
  }
  int l = ll[c], r = rl[c];
  rl[l] = c;
  ll[r] = c;
}

#if XC_COLORS
/* Knuth's purify: keep the options that agree with node P's colour on its
 * item (marking them -1 so they are not purified again), hide the others. */
static uint64_t XC_CAT(XC_NAME, _purify)(dlx_node_t *restrict nd,
                                         int *restrict col, int p)
{
  uint64_t upd = 0;
  int c = nd[p].top, x = col[p];
  for (int rr = nd[c].down; rr != c; rr = nd[rr].down) {
    if (col[rr] != x) {
      for (int nn = rr + 1; nn != rr;) {
        int cc = nd[nn].top;
        if (cc <= 0) {
          nn = nd[nn].up;
          continue;
        }
        if (col[nn] >= 0) {
          int uu = nd[nn].up, dd = nd[nn].down;
          nd[uu].down = dd;
          nd[dd].up = uu;
          nd[cc].top--;
          upd++;
        }
        nn++;
      }
    } else if (rr != p)
      col[rr] = -1;
  }
  return upd;
}

static void XC_CAT(XC_NAME, _unpurify)(dlx_node_t *restrict nd,
                                       int *restrict col, int p)
{
  int c = nd[p].top, x = col[p];
  for (int rr = nd[c].up; rr != c; rr = nd[rr].up) {
    if (col[rr] < 0)
      col[rr] = x;
    else if (rr != p) {
      for (int nn = rr - 1; nn != rr;) {
        int cc = nd[nn].top;
        if (cc <= 0) {
          nn = nd[nn].down;
          continue;
        }
        if (col[nn] >= 0) {
          int uu = nd[nn].up, dd = nd[nn].down;
          nd[uu].down = nn;
          nd[dd].up = nn;
          nd[cc].top++;
        }
        nn--;
      }
    }
  }
}
#endif

XC_NOINLINE static void XC_NAME(srch_t *s)
{
  dlx_t *d = s->d;
  dlx_node_t *restrict nd = d->nd;
  int *restrict col = d->ncolor;
  int *restrict ll = d->llink;
  int *restrict rl = d->rlink;
  int *restrict choice = s->choice;
  uint64_t *restrict prof = d->level_nodes;
  const int rnd = XC_RANDOM;
  uint64_t nodes = 0, updates = 0;
  uint64_t next_event = s->next_event;
  const uint64_t max_updates = s->max_updates;
  int level = 0, maxl = 0, best = 0, cur = 0;
#if XC_RANDOM
  int cur_stop = 0;
#endif
  (void)col;

  if (rl[0] == 0) { /* no primary item: the empty set is the one solution */
    nodes = 1;
    prof[0] = 1;
    s->nodes = nodes;
    s->updates = updates;
    srch_visit(s, 0);
    return;
  }

forward:
  nodes++;
  prof[level]++;
  if (nodes >= next_event || updates > max_updates) {
    s->nodes = nodes;
    s->updates = updates;
    s->max_level = maxl;
    if (srch_event(s, level)) {
      nodes--;
      prof[level]--;
      goto unwind;
    }
    next_event = s->next_event;
  }
  /* Minimum remaining values; ties go to the leftmost item, or, when
   * randomizing, to a uniformly chosen one among the tied. */
  if (!rnd) {
    int t = INT32_MAX;
    best = 0;
    for (int k = rl[0]; k != 0; k = rl[k]) {
      int len = nd[k].top;
      if (len < t) {
        best = k;
        t = len;
        if (len == 0)
          break;
      }
    }
  } else
    best = srch_choose_random(s, nd, rl);
#if XC_RANDOM
  /* The slow variant keeps the update budget exactly: no cover starts
   * that would take the count past it. */
  if (max_updates - updates < cost_cover(nd, col, best)) {
    s->end = DLX_END_BUDGET;
    goto unwind;
  }
#endif
  updates += XC_CAT(XC_NAME, _cover)(nd, col, ll, rl, best);
  if (rnd) {
    srch_shuffle(s, nd, best, level);
    cur = srch_next_random(s, level, best);
  } else
    cur = nd[best].down;
  choice[level] = cur;

advance:
  if (cur == best)
    goto backup;
  for (int pp = cur + 1; pp != cur;) {
    int cc = nd[pp].top;
    if (cc <= 0)
      pp = nd[pp].up;
    else {
#if XC_RANDOM
      if (max_updates - updates <
          (col[pp] == 0  ? cost_cover(nd, col, cc)
           : col[pp] > 0 ? cost_purify(nd, col, pp)
                         : 0)) {
        s->end = DLX_END_BUDGET;
        cur_stop = pp;
        goto partial_stop;
      }
#endif
#if XC_COLORS
      if (col[pp] == 0)
        updates += XC_CAT(XC_NAME, _cover)(nd, col, ll, rl, cc);
      else if (col[pp] > 0)
        updates += XC_CAT(XC_NAME, _purify)(nd, col, pp);
#else
      updates += XC_CAT(XC_NAME, _cover)(nd, col, ll, rl, cc);
#endif
      pp++;
    }
  }
  if (rl[0] == 0) {
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
    if (level + 1 > maxl)
      maxl = level + 1;
    s->nodes = nodes;
    s->updates = updates;
    s->max_level = maxl;
    if (srch_visit(s, level + 1))
      goto recover_stop;
    goto recover;
  }
  if (++level > maxl)
    maxl = level;
  goto forward;

backup:
  XC_CAT(XC_NAME, _uncover)(nd, col, ll, rl, best);
  if (level == 0)
    goto done;
  level--;
  cur = choice[level];
  best = nd[cur].top;
recover:
  for (int pp = cur - 1; pp != cur;) {
    int cc = nd[pp].top;
    if (cc <= 0)
      pp = nd[pp].down;
    else {
#if XC_COLORS
      if (col[pp] == 0)
        XC_CAT(XC_NAME, _uncover)(nd, col, ll, rl, cc);
      else if (col[pp] > 0)
        XC_CAT(XC_NAME, _unpurify)(nd, col, pp);
#else
      XC_CAT(XC_NAME, _uncover)(nd, col, ll, rl, cc);
#endif
      pp--;
    }
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
  for (int pp = cur_stop - 1; pp != cur;) {
    int cc = nd[pp].top;
    if (cc <= 0)
      pp = nd[pp].down;
    else {
      if (col[pp] == 0)
        XC_CAT(XC_NAME, _uncover)(nd, col, ll, rl, cc);
#if XC_COLORS
      else if (col[pp] > 0)
        XC_CAT(XC_NAME, _unpurify)(nd, col, pp);
#endif
      pp--;
    }
  }
  XC_CAT(XC_NAME, _uncover)(nd, col, ll, rl, best);
  goto unwind;
#endif
recover_stop:
  for (;;) {
    for (int pp = cur - 1; pp != cur;) {
      int cc = nd[pp].top;
      if (cc <= 0)
        pp = nd[pp].down;
      else {
#if XC_COLORS
        if (col[pp] == 0)
          XC_CAT(XC_NAME, _uncover)(nd, col, ll, rl, cc);
        else if (col[pp] > 0)
          XC_CAT(XC_NAME, _unpurify)(nd, col, pp);
#else
        XC_CAT(XC_NAME, _uncover)(nd, col, ll, rl, cc);
#endif
        pp--;
      }
    }
    XC_CAT(XC_NAME, _uncover)(nd, col, ll, rl, best);
  unwind:
    if (level == 0)
      break;
    level--;
    cur = choice[level];
    best = nd[cur].top;
  }

done:
  s->nodes = nodes;
  s->updates = updates;
  s->max_level = maxl;
}

#undef XC_LIVE
