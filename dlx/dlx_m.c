/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Copyright (C) 2026 the polyx authors */
/* dlx_m.c: Algorithm M on dancing links (Knuth's DLX3/MCC: multiplicities). */
#include <config.h>

#include <limits.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/dlx.h"
#include "dlx/dlx_internal.h"
#include "dlx/dlx_search.h"

/* ---- Algorithm M ---------------------------------------------------------- */

int ensure_levels(dlx_t *d, size_t n) {
  if (n > (size_t)INT_MAX) return 0;
  return grow_int((void **)&d->level_nodes, sizeof *d->level_nodes, &d->level_cap, n);
}

/* Hide option P (all its nodes but P itself) and undo it; colours as in
 * Knuth's DLX2: purified nodes (colour -1) stay where they are. COL is
 * NULL for a problem without colours: no colour to load for each node. The
 * nodes before P and after it in two loops, so that P needs no test. */
#define M_HIDE_RANGE(lo, hi)                                                                       \
  for (int nn = (lo); nn < (hi); nn++) {                                                           \
    if (col && col[nn] < 0) continue;                                                              \
    int uu = nd[nn].up, dd = nd[nn].down, cc = nd[nn].top;                                         \
    nd[uu].down = dd;                                                                              \
    nd[dd].up = uu;                                                                                \
    nd[cc].top--;                                                                                  \
    upd++;                                                                                         \
  }
#define M_UNHIDE_RANGE(lo, hi)                                                                     \
  for (int nn = (lo); nn < (hi); nn++) {                                                           \
    if (col && col[nn] < 0) continue;                                                              \
    int uu = nd[nn].up, dd = nd[nn].down, cc = nd[nn].top;                                         \
    nd[uu].down = nn;                                                                              \
    nd[dd].up = nn;                                                                                \
    nd[cc].top++;                                                                                  \
  }

static inline uint64_t m_hide(dlx_node_t *nd, const int *col, int p) {
  int f = nd[p].first, l = nd[f - 1].down;
  uint64_t upd = 0;
  M_HIDE_RANGE(f, p)
  M_HIDE_RANGE(p + 1, l + 1)
  return upd;
}

static inline void m_unhide(dlx_node_t *nd, const int *col, int p) {
  int f = nd[p].first, l = nd[f - 1].down;
  M_UNHIDE_RANGE(f, p)
  M_UNHIDE_RANGE(p + 1, l + 1)
}

/* Cover and uncover for Algorithm M, which keeps the linked active list. */
uint64_t m_cover(dlx_node_t *nd, const int *col, int *ll, int *rl, int c) {
  uint64_t upd = 1;
  int l = ll[c], r = rl[c];
  rl[l] = r;
  ll[r] = l;
  for (int rr = nd[c].down; rr != c; rr = nd[rr].down) upd += m_hide(nd, col, rr);
  return upd;
}

void m_uncover(dlx_node_t *nd, const int *col, int *ll, int *rl, int c) {
  for (int rr = nd[c].down; rr != c; rr = nd[rr].down) m_unhide(nd, col, rr);
  int l = ll[c], r = rl[c];
  rl[l] = c;
  ll[r] = c;
}

/* Updates that committing node P (an item of a chosen option other than
 * the one branched on) would make under Algorithm M. */
static uint64_t m_cost_commit(const srch_t *s, const dlx_node_t *nd, const int *col, int p) {
  int cc = nd[p].top;
  if (s->d->item_prim[cc - 1]) return s->bound[cc] == 1 ? cost_cover(nd, col, cc) : 0;
  if (!col || col[p] == 0) return cost_cover(nd, col, cc);
  if (col[p] > 0) return cost_purify(nd, col, p);
  return 0;
}

/* Make the per-level arrays hold at least N levels. */
int srch_grow(srch_t *s, size_t n) {
  if (n <= (size_t)s->depth_cap) return 1;
  size_t cap = (size_t)s->depth_cap * 2;
  if (cap < n) cap = n;
  if (cap > (size_t)INT_MAX / 2) return 0;
  int *c = realloc(s->choice, cap * sizeof *c);
  if (!c) return 0;
  s->choice = c;
  c = realloc(s->sol, cap * sizeof *c);
  if (!c) return 0;
  s->sol = c;
  c = realloc(s->itm, cap * sizeof *c);
  if (!c) return 0;
  s->itm = c;
  c = realloc(s->plen, cap * sizeof *c);
  if (!c) return 0;
  s->plen = c;
  c = realloc(s->pidx, cap * sizeof *c);
  if (!c) return 0;
  s->pidx = c;
  size_t *z = realloc(s->pstart, cap * sizeof *z);
  if (!z) return 0;
  s->pstart = z;
  z = realloc(s->pmark, cap * sizeof *z);
  if (!z) return 0;
  s->pmark = z;
  uint64_t *h = realloc(s->ph, cap * sizeof *h);
  if (!h) return 0;
  s->ph = h;
  rng_t *r = realloc(s->lrng, cap * sizeof *r);
  if (!r) return 0;
  s->lrng = r;
  if (s->own_prof) {
    if (cap > s->prof_cap) {
      h = realloc(s->prof, cap * sizeof *h);
      if (!h) return 0;
      memset(h + s->prof_cap, 0, (cap - s->prof_cap) * sizeof *h);
      s->prof = h;
      s->prof_cap = cap;
    }
  } else {
    dlx_t *d = s->d;
    int old = d->level_cap;
    if (!ensure_levels(d, cap)) return 0;
    if (d->level_cap > old)
      memset(d->level_nodes + old, 0, (size_t)(d->level_cap - old) * sizeof *d->level_nodes);
    s->prof = d->level_nodes; /* it may have moved */
  }
  s->depth_cap = (int)cap;
  return 1;
}

/* Copy item I's list into the option buffer for LEVEL (shuffled when
 * randomizing). */
static int m_snapshot(srch_t *s, const dlx_node_t *nd, int i, int level) {
  size_t start = level ? s->pstart[level - 1] + (size_t)s->plen[level - 1] : 0;
  size_t len = (size_t)nd[i].top;
  if (!grow((void **)&s->perm, sizeof *s->perm, &s->perm_cap, start + len + 1)) return 0;
  int n = 0;
  for (int p = nd[i].down; p != i; p = nd[p].down) s->perm[start + n++] = p;
  if (s->randomize)
    for (int k = n - 1; k > 0; k--) {
      int j = (int)rng_below(&s->rng, (uint64_t)k + 1);
      int t = s->perm[start + k];
      s->perm[start + k] = s->perm[start + j];
      s->perm[start + j] = t;
    }
  s->pstart[level] = start;
  s->plen[level] = n;
  s->pidx[level] = 0;
  return 1;
}

/* Undo the commits of option X's nodes that come before node STOP (STOP ==
 * X: all of them), right to left. */
static void m_uncommit(srch_t *s, dlx_node_t *nd, int *col, int *ll, int *rl, int x, int stop) {
  int *bound = s->bound;
  const unsigned char *prim = s->d->item_prim;
  for (int pp = stop - 1; pp != x;) {
    int cc = nd[pp].top;
    if (cc <= 0) {
      pp = nd[pp].down;
      continue;
    }
    if (prim[cc - 1]) {
      if (bound[cc] == 0) m_uncover(nd, col, ll, rl, cc);
      bound[cc]++;
    } else if (!col || col[pp] == 0)
      m_uncover(nd, col, ll, rl, cc);
    else if (col[pp] > 0)
      search_c_unpurify(nd, col, pp);
    pp--;
  }
}

/* Algorithm M (TAOCP 7.2.2.1), with multiplicities, colours, randomized
 * order and exact budgets, steps numbered as in the book. */
/* A part of a plan (s->base > 0) follows the path s->choice[0..base-1]
 * (a step that is item I's header is the branch that leaves I), counting
 * only what earlier parts did not (PART_QUIET), then searches below it and
 * goes back up without trying anything else (UNWIND). Planning (s->cut)
 * records parts instead of searching below level CUT. */
void search_m(srch_t *s) {
  dlx_t *d = s->d;
  dlx_node_t *nd = s->nd;
  int *col = s->d->ncolored ? s->col : NULL; /* NULL: no colour to look at */
  int *ll = s->ll, *rl = s->rl;
  int *bound = s->bound, *slack = s->slack;
  const unsigned char *prim = d->item_prim;
  const uint64_t maxu = s->max_updates;
  const int base = s->base, dv = s->div;
  int level = 0, i = 0, x = 0, maxl = 0, unwind = 0, budget = maxu != UINT64_MAX;
  uint64_t nodes = 0, updates = 0, u0 = 0;
#define PART_QUIET(l) ((l) < base && (l) < dv) /* a choice an earlier part counted */

m2: /* Enter level LEVEL. */
  if (level + 2 > s->depth_cap && !srch_grow(s, (size_t)level + 2)) {
    s->nomem = 1;
    goto m9;
  }
  if (s->cut) {
    if (level == s->cut) {
      srch_record(s, s->choice, level);
      goto m9;
    }
    s->pmark[level] = s->npre;
  }
  if (s->randomize) srch_reseed(s, level, level ? s->choice[level - 1] : 0);
  if (level > maxl) maxl = level;
  budget = maxu != UINT64_MAX;
  if (level < base && level <= dv) goto m3; /* entered by an earlier part */
  nodes++;
  s->prof[level]++;
  SRCH_EVENTS(nodes >= s->next_event || updates > maxu, level, s->prof, goto m9, (void)0);
m3:
  if (rl[0] == 0) {
    if (s->cut) goto m9; /* planning: recorded as a part on the way up */
    s->nodes = nodes;
    s->updates = updates;
    s->max_level = maxl;
    if (srch_visit(s, level)) goto m9;
    goto m9;
  }
  { /* M3: the item of smallest branching degree LEN + 1 - max(need, 0). */
    long t = LONG_MAX;
    uint64_t ties = 0;
    for (int k = rl[0]; k != 0; k = rl[k]) {
      long need = (long)bound[k] - slack[k];
      long th = (long)nd[k].top + 1 - (need > 0 ? need : 0);
      if (th < t) {
        t = th;
        i = k;
        ties = 1;
        if (th <= 0 && !s->randomize) break;
      } else if (th == t && s->randomize) {
        ties++;
        if (rng_below(&s->rng, ties) == 0) i = k;
      }
    }
    if (t <= 0) goto m9;
  }
  /* M4: prepare to branch on I. */
  if (bound[i] == 1) {
    if (level < base && level <= dv)
      (void)m_cover(nd, col, ll, rl, i);
    else {
      if (budget && updates + cost_cover(nd, col, i) > maxu) {
        s->end = DLX_END_BUDGET;
        goto m9;
      }
      updates += m_cover(nd, col, ll, rl, i);
    }
  }
  bound[i]--;
  s->itm[level] = i;
  if (!m_snapshot(s, nd, i, level)) {
    s->nomem = 1;
    goto m8;
  }

m5: /* Try the next way to use item I. */
  if (s->end != DLX_END_EXHAUSTED || s->nomem || unwind) goto m8;
  if (level < base) {
    /* A part's path: the step S->choice[level]. The options before it
     * were tried, and tweaked out when I is not covered, by earlier
     * parts: silently. */
    int t = s->choice[level], *pl = s->perm + s->pstart[level];
    while (s->pidx[level] < s->plen[level] && pl[s->pidx[level]] != t) {
      int p = pl[s->pidx[level]++];
      if (bound[i] != 0) {
        m_hide(nd, col, p);
        nd[nd[p].up].down = nd[p].down;
        nd[nd[p].down].up = nd[p].up;
        nd[i].top--;
      }
    }
    budget = maxu != UINT64_MAX && !PART_QUIET(level);
    u0 = updates;
    if (t == i && bound[i] == 0) {
      level++;
      goto m2;
    }
  }
  if (bound[i] == 0) { /* I is covered: its options, then maybe none */
    if (s->pidx[level] < s->plen[level]) {
      x = s->perm[s->pstart[level] + s->pidx[level]++];
      goto m6;
    }
    if (slack[i] == 0) goto m8;
    s->choice[level] = i; /* leave I with one cover fewer */
    level++;
    goto m2;
  }
  if ((long)nd[i].top <= (long)bound[i] - slack[i])
    goto m8; /* too few options left to reach the lower bound */
  if (s->pidx[level] < s->plen[level]) {
    x = s->perm[s->pstart[level] + s->pidx[level]];
    if (budget && updates + 1 + cost_hide(nd, col, x) > maxu) {
      s->end = DLX_END_BUDGET;
      goto m8;
    }
    s->pidx[level]++;
    /* Tweak X: hide it and take it out of I's list, for good at this level. */
    updates += m_hide(nd, col, x) + 1;
    int u = nd[x].up, dn = nd[x].down;
    nd[u].down = dn;
    nd[dn].up = u;
    nd[i].top--;
    if (PART_QUIET(level)) updates = u0;
    goto m6;
  }
  if (budget && updates + 1 > maxu) {
    s->end = DLX_END_BUDGET;
    goto m8;
  }
  { /* No more options for I: take it out of the active list. */
    int l = ll[i], r = rl[i];
    rl[l] = r;
    ll[r] = l;
    if (!PART_QUIET(level)) updates++;
  }
  s->choice[level] = i;
  level++;
  goto m2;

m6: /* Commit the other items of option X. */
  s->choice[level] = x;
  u0 = updates;
  for (int pp = x + 1; pp != x;) {
    int cc = nd[pp].top;
    if (cc <= 0) {
      pp = nd[pp].up;
      continue;
    }
    if (budget && updates + m_cost_commit(s, nd, col, pp) > maxu) {
      s->end = DLX_END_BUDGET;
      m_uncommit(s, nd, col, ll, rl, x, pp);
      goto m5;
    }
    if (prim[cc - 1]) {
      if (--bound[cc] == 0) updates += m_cover(nd, col, ll, rl, cc);
    } else if (!col || col[pp] == 0)
      updates += m_cover(nd, col, ll, rl, cc);
    else if (col[pp] > 0)
      updates += search_c_purify(nd, col, pp);
    pp++;
  }
  if (PART_QUIET(level)) updates = u0;
  level++;
  goto m2;

m8: /* Restore item I. */
  if (bound[i] == 0)
    m_uncover(nd, col, ll, rl, i);
  else
    for (int k = s->pidx[level] - 1; k >= 0; k--) {
      int p = s->perm[s->pstart[level] + k];
      nd[nd[p].up].down = p;
      nd[nd[p].down].up = p;
      nd[i].top++;
      m_unhide(nd, col, p);
    }
  bound[i]++;

m9: /* Leave level LEVEL. */
  if (s->cut) srch_leave(s, s->choice, level);
  if (level <= base && base > 0) unwind = 1; /* the part is searched */
  if (level == 0) goto done;
  level--;
  i = s->itm[level];
  x = s->choice[level];
  if (x == i) { /* the "no more options" branch */
    if (bound[i] != 0) {
      int l = ll[i], r = rl[i];
      rl[l] = i;
      ll[r] = i;
    }
    goto m8;
  }
  m_uncommit(s, nd, col, ll, rl, x, x);
  goto m5;

done:
  s->nodes = nodes;
  s->updates = updates;
  s->max_level = maxl;
#undef PART_QUIET
}
