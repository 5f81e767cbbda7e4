/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Copyright (C) 2026 the polyx authors */
/* dlx_memo.c: counting by memoised subproblems (opts.memo).
 *
 * The remaining problem below a node of an exact-cover search depends only
 * on the state of the items, not on the options that led there: an option
 * is still available exactly when none of its items is covered and every
 * coloured secondary item it names is free or has its colour. So the
 * number of ways to finish is a function of that state, and two branches
 * that reach the same state (two placements filling the same cells with
 * the same pieces, say) need only one search below it. This is the idea of
 * "Dancing with Decision Diagrams" (M. Nishino, N. Yasuda, S. Minato,
 * M. Nagata, AAAI 2017), without building the diagram: each state searched
 * to the end is stored with its count in a hash table, and looked up on
 * every node before its item is covered.
 *
 * The search is the links engine's Algorithm X or C on the handle's own
 * structure (m_cover, the purify of search_c), branching on the active
 * EXACT item (primary, 1:1) of fewest options, the leftmost on ties. The
 * state is a key of words kept up to date as items are covered: one bit
 * per item (covered, primary or secondary), and one 32-bit word for every
 * secondary item that some option colours (its colour, 0: free) and for
 * every primary item with other bounds than 1:1 (the covers it has had).
 *
 * Multiplicities: when every option names an exact item, a set of options
 * is a solution exactly when it covers each exact item once, every other
 * primary item within its bounds, and the secondary items as usual; the
 * search branches on exact items only (each solution is then found once,
 * through the option that covers that item), an item that reaches its
 * upper bound is covered (its other options hidden), and where no exact
 * item is left the leaf counts when every lower bound is met (no option is
 * left to add: each names a covered exact item). A chosen option can never
 * be chosen again for the same reason, so the state above still says what
 * remains. Problems with an option without an exact item (Algorithm M's
 * general case) are not memoised (memo_fits). A state is stored only when its
 * whole subtree was searched, with the exact count; the table never holds
 * more than the memory the caller allows (opts.memo bytes): once full, the
 * states found later are searched as usual and not stored, which costs
 * time and never changes an answer. Keys are compared whole (no
 * fingerprints), so a hit is never a collision. Where states are rarely
 * met twice (queens: one look-up in 480 finds its state; MacMahon's
 * colours: none), the table only costs time and memory: once 2^16 states
 * are stored (and at every fourfold after), a hit rate below 1/32 turns
 * the table off and the search goes on as the links engine's.
 *
 * Counters: a node is a level entered (the root, each option tried,
 * solution leaves and states found in the table included); an update is
 * as in the links engine. level_nodes is kept; max_level is the deepest
 * level entered. Budgets: the node budget stops the search exactly as
 * elsewhere; the update budget is looked at as each node is entered (the
 * search may pass it by the work of one node). A count larger than
 * UINT64_MAX stops the search with DLX_EOVERFLOW: with memoisation a count
 * can grow far faster than the nodes visited.
 */

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

/* The table of solved states: open addressing on 32-bit entry numbers
 * (0: empty), entries of KW key words and one count word in one array. */
enum { MEMO_EXACT = 1, MEMO_BOUNDED = 2 };

/* The hit rate below which the table is given up (memo_store). */
#define MEMO_MIN_HITS 32
/* The automatic engine's trial (search_memo's PROBE): given up when fewer than one state in
 * MEMO_PROBE_EARLY_HITS is found again by the time MEMO_PROBE_EARLY are stored, or fewer than
 * one in MEMO_PROBE_HITS by the time PROBE are. Measured on the benchmark rows (found again
 * at 256 and at 2,048 states stored): domino tilings 34 % and 40 %, tetrominoes with
 * multiplicities 18 % and 35 % (memoised in 0.4 of the time of the best plain engine),
 * Langford pairs 4 % and 10 %, the pentominoes 4 % and 4 % (memoised, 4 and 1.7 times
 * slower), queens and MacMahon's triangles none. The early look keeps the trial short where
 * states hardly come back. */
#define MEMO_PROBE_EARLY 256
#define MEMO_PROBE_EARLY_HITS 16
#define MEMO_PROBE_HITS 5

typedef struct memo {
  int kw;              /* words of a key */
  int nbits;           /* words of the covered-items bitset (then the 32-bit words) */
  int *cslot;          /* by header: index of the item's word in the key, or -1 */
  int *rem;            /* by header, bounded primary items: covers still allowed */
  int *need;           /* by header, bounded primary items: lower bound still unmet */
  int *hi;             /* by header, bounded primary items: the upper bound */
  unsigned char *kind; /* by header: MEMO_EXACT, MEMO_BOUNDED or 0 (secondary) */
  int unmet;           /* bounded items below their lower bound */
  uint64_t *key;       /* the current state */
  uint64_t *ent;       /* entries: key words, then the count */
  size_t nent;         /* entries stored */
  size_t ent_cap;      /* entries allocated */
  size_t ent_max;      /* entries the memory cap allows */
  uint32_t *slot;      /* entry number + 1, or 0 */
  size_t nslot;        /* a power of two, at least twice the entries */
  uint64_t hits;       /* states found in the table */
  int full;            /* the cap was reached: no more entries */
  int off;             /* states are rarely found again: no more look-ups */
  size_t check_at;     /* entries at which the hit rate is looked at next */
  size_t probe;        /* the automatic engine's trial: entries at which it decides, or 0 */
  int gave_up;         /* the trial found too few states again: the search stops */
  int kept;            /* the trial found enough: the search goes on (and reports progress) */
} memo_t;

static uint64_t memo_hash(const uint64_t *k, int n) {
  uint64_t h = 0x9e3779b97f4a7c15u;
  for (int i = 0; i < n; i++) {
    h ^= k[i];
    h *= 0xbf58476d1ce4e5b9u;
    h ^= h >> 31;
  }
  return h ^ (h >> 29);
}

/* The count stored for the current key, or UINT64_MAX when it is not
 * there (UINT64_MAX itself is never stored: such a count overflows). */
static uint64_t memo_find(const memo_t *m, uint64_t h) {
  if (m->nent == 0) return UINT64_MAX;
  size_t mask = m->nslot - 1, kw = (size_t)m->kw;
  for (size_t i = (size_t)h & mask;; i = (i + 1) & mask) {
    uint32_t e = m->slot[i];
    if (e == 0) return UINT64_MAX;
    const uint64_t *x = m->ent + (size_t)(e - 1) * (kw + 1);
    if (memcmp(x, m->key, kw * sizeof *x) == 0) return x[kw];
  }
}

/* Put entry E (its key already in place) into the slots. */
static void memo_place(memo_t *m, uint32_t e, uint64_t h) {
  size_t mask = m->nslot - 1;
  size_t i = (size_t)h & mask;
  while (m->slot[i] != 0) i = (i + 1) & mask;
  m->slot[i] = e + 1;
}

/* Store COUNT for the current key (hash H), when the memory allows. */
static void memo_store(memo_t *m, uint64_t h, uint64_t count) {
  size_t kw = (size_t)m->kw;
  if (m->full) return;
  if (m->nent >= m->ent_max) {
    m->full = 1;
    return;
  }
  if (m->nent == m->ent_cap) { /* grow the entries, then the slots */
    size_t cap = m->ent_cap ? m->ent_cap * 2 : 1024;
    if (cap > m->ent_max) cap = m->ent_max;
    uint64_t *ne = realloc(m->ent, cap * (kw + 1) * sizeof *ne);
    if (!ne) {
      m->full = 1; /* less memory than allowed: search on without storing */
      return;
    }
    m->ent = ne;
    m->ent_cap = cap;
  }
  if (2 * (m->nent + 1) > m->nslot) {
    size_t ns = m->nslot ? m->nslot * 2 : 2048;
    uint32_t *sl = calloc(ns, sizeof *sl);
    if (!sl) {
      m->full = 1;
      return;
    }
    free(m->slot);
    m->slot = sl;
    m->nslot = ns;
    for (size_t e = 0; e < m->nent; e++)
      memo_place(m, (uint32_t)e, memo_hash(m->ent + e * (kw + 1), m->kw));
  }
  uint64_t *x = m->ent + m->nent * (kw + 1);
  memcpy(x, m->key, kw * sizeof *x);
  x[kw] = count;
  memo_place(m, (uint32_t)m->nent, h);
  m->nent++;
  if (m->probe && ((m->nent == MEMO_PROBE_EARLY && m->hits * MEMO_PROBE_EARLY_HITS < m->nent) ||
                   (m->nent == m->probe && m->hits * MEMO_PROBE_HITS < m->nent)))
    m->gave_up = 1;
  else if (m->nent == m->probe)
    m->kept = 1;
  /* Where fewer than one state in MEMO_MIN_HITS is met again (queens,
   * colours), the table only costs time: stop using it. Looked at after
   * 2^16 entries, then at every fourfold. */
  if (m->nent >= m->check_at) {
    if (m->hits * MEMO_MIN_HITS < m->nent) m->off = 1;
    m->check_at *= 4;
  }
}

static void memo_free(memo_t *m) {
  free(m->cslot);
  free(m->rem);
  free(m->need);
  free(m->hi);
  free(m->kind);
  free(m->key);
  free(m->ent);
  free(m->slot);
}

/* Whether D's problem can be memoised: every option names an exact item
 * (always so without multiplicities). */
int memo_fits(const dlx_t *d) {
  if (d->nbounded == 0) return 1;
  for (int o = 0; o < d->noptions; o++) {
    int ok = 0;
    for (int k = d->opt_start[o]; k < d->opt_start[o + 1] && !ok; k++) {
      int it = d->elems[k].item;
      ok = d->item_prim[it] && d->item_lo[it] == 1 && d->item_hi[it] == 1;
    }
    if (!ok) return 0;
  }
  return 1;
}

/* Set up the key layout and the cap of D's table (CAP bytes). */
static int memo_init(memo_t *m, const dlx_t *d, size_t cap) {
  memset(m, 0, sizeof *m);
  int n = d->nitems;
  m->cslot = malloc(((size_t)n + 1) * sizeof *m->cslot);
  m->rem = calloc((size_t)n + 1, sizeof *m->rem);
  m->need = calloc((size_t)n + 1, sizeof *m->need);
  m->hi = calloc((size_t)n + 1, sizeof *m->hi);
  m->kind = calloc((size_t)n + 1, 1);
  if (!m->cslot || !m->rem || !m->need || !m->hi || !m->kind) return 0;
  int nw = 0;
  for (int c = 0; c <= n; c++) m->cslot[c] = -1;
  for (int c = 1; c <= n; c++) {
    if (!d->item_prim[c - 1]) continue;
    unsigned lo = d->item_lo[c - 1], hi = d->item_hi[c - 1];
    if (lo == 1 && hi == 1) {
      m->kind[c] = MEMO_EXACT;
      continue;
    }
    m->kind[c] = MEMO_BOUNDED;
    m->cslot[c] = nw++;
    m->rem[c] = m->hi[c] = (int)hi;
    m->need[c] = (int)lo;
    m->unmet += lo > 0;
  }
  for (int p = n + 1; p < d->nnodes; p++)
    if (d->nd[p].top > 0 && d->ncolor[p] > 0 && m->cslot[d->nd[p].top] < 0)
      m->cslot[d->nd[p].top] = nw++;
  m->check_at = (size_t)1 << 16;
  m->nbits = (n + 1 + 63) / 64; /* bit c for header c */
  m->kw = m->nbits + (nw + 1) / 2;
  m->key = calloc((size_t)m->kw, sizeof *m->key);
  if (!m->key) return 0;
  /* An entry's words and up to four slots (at most half the slots are
   * used, and their number is a power of two). */
  size_t per = ((size_t)m->kw + 1) * sizeof(uint64_t) + 4 * sizeof(uint32_t);
  m->ent_max = cap / per;
  if (m->ent_max > (size_t)UINT32_MAX / 4) m->ent_max = (size_t)UINT32_MAX / 4;
  return 1;
}

static inline void memo_bit(memo_t *m, int c) {
  m->key[c >> 6] ^= (uint64_t)1 << (c & 63);
}

static inline void memo_color(memo_t *m, int c, int color) {
  int k = m->cslot[c];
  uint64_t *w = m->key + m->nbits + (k >> 1);
  int sh = (k & 1) * 32;
  *w = (*w & ~((uint64_t)UINT32_MAX << sh)) | (uint64_t)(uint32_t)color << sh;
}

/* Commit the items of option X other than the one at X (cover, or purify
 * a coloured secondary item), keeping the key; the updates made. */
static uint64_t memo_commit(memo_t *m, dlx_node_t *nd, int *col, int *ll, int *rl, int x) {
  uint64_t upd = 0;
  for (int pp = x + 1; pp != x;) {
    int cc = nd[pp].top;
    if (cc <= 0) {
      pp = nd[pp].up;
      continue;
    }
    if (m->kind[cc] == MEMO_BOUNDED) { /* not covered: this option is there */
      int r = --m->rem[cc];
      memo_color(m, cc, m->hi[cc] - r);
      if (m->need[cc]-- == 1) m->unmet--;
      if (r == 0) upd += m_cover(nd, col, ll, rl, cc);
    } else if (!col || col[pp] == 0) {
      upd += m_cover(nd, col, ll, rl, cc);
      memo_bit(m, cc);
    } else if (col[pp] > 0) {
      upd += search_c_purify(nd, col, pp);
      memo_color(m, cc, col[pp]);
    }
    pp++;
  }
  return upd;
}

static void memo_uncommit(memo_t *m, dlx_node_t *nd, int *col, int *ll, int *rl, int x) {
  for (int pp = x - 1; pp != x;) {
    int cc = nd[pp].top;
    if (cc <= 0) {
      pp = nd[pp].down;
      continue;
    }
    if (m->kind[cc] == MEMO_BOUNDED) {
      if (m->rem[cc]++ == 0) m_uncover(nd, col, ll, rl, cc);
      if (++m->need[cc] == 1) m->unmet++;
      memo_color(m, cc, m->hi[cc] - m->rem[cc]);
    } else if (!col || col[pp] == 0) {
      m_uncover(nd, col, ll, rl, cc);
      memo_bit(m, cc);
    } else if (col[pp] > 0) {
      search_c_unpurify(nd, col, pp);
      memo_color(m, cc, 0);
    }
    pp--;
  }
}

/* Count the solutions of S's problem (Algorithms X and C) with a table
 * of at most CAP bytes. Sets s->nomem, or *OVERFLOW when the count does
 * not fit 64 bits. With PROBE, stops once PROBE states are stored when
 * fewer than one in MEMO_PROBE_HITS was found again (*GAVE_UP: S's counters
 * are then those of the trial, to be thrown away). */
void search_memo(srch_t *s, size_t cap, size_t probe, int *overflow, int *gave_up) {
  dlx_t *d = s->d;
  dlx_node_t *nd = d->nd;
  int *col = d->ncolored ? d->ncolor : NULL;
  int *ll = d->llink, *rl = d->rlink;
  uint64_t *prof = s->prof;
  const uint64_t maxu = s->max_updates;
  size_t levels = (size_t)d->nprimary + 2;
  int *itm = malloc(levels * sizeof *itm);
  uint64_t *sum = malloc(levels * sizeof *sum);
  uint64_t *hsh = malloc(levels * sizeof *hsh);
  int level = 0, maxl = 0, stop = 0;
  uint64_t nodes = 0, updates = 0, result = 0;
  memo_t m;
  /* A trial reports no progress until it is kept: one given up is searched again. */
  uint64_t progress_at = s->next_progress;
  if (!memo_init(&m, d, cap) || !itm || !sum || !hsh) {
    s->nomem = 1;
    goto out;
  }
  m.probe = probe;
  if (probe) {
    s->next_progress = UINT64_MAX;
    srch_schedule(s);
  }

enter: /* The state at LEVEL is m.key. */
  nodes++;
  prof[level]++;
  if (level > maxl) maxl = level;
  SRCH_EVENTS(
      nodes >= s->next_event || updates > maxu, level, prof,
      {
        stop = 1;
        result = 0;
        goto leave;
      },
      (void)0);
  {
    int best = 0, len = INT_MAX;
    for (int k = rl[0]; k != 0; k = rl[k])
      if (nd[k].top < len && m.kind[k] == MEMO_EXACT) {
        len = nd[k].top;
        best = k;
        if (len == 0) break;
      }
    if (best == 0) { /* every exact item covered: no option left to add */
      result = m.unmet == 0;
      goto leave;
    }
    uint64_t h = 0;
    if (!m.off) {
      h = memo_hash(m.key, m.kw);
      result = memo_find(&m, h);
      if (result != UINT64_MAX) {
        m.hits++;
        goto leave;
      }
    }
    if (len == 0) {
      result = 0; /* found again at once: not worth a place in the table */
      goto leave;
    }
    hsh[level] = h;
    itm[level] = best;
    sum[level] = 0;
    updates += m_cover(nd, col, ll, rl, best);
    memo_bit(&m, best);
    s->choice[level] = nd[best].down;
  }

next : /* Try the option s->choice[level] of item itm[level]. */
{
  int i = itm[level], x = s->choice[level];
  if (x == i || stop) { /* every option tried (or stopping) */
    m_uncover(nd, col, ll, rl, i);
    memo_bit(&m, i);
    result = sum[level];
    if (!stop && !m.off) memo_store(&m, hsh[level], result);
    if (m.gave_up) stop = 1;
    if (m.kept == 1) {
      m.kept = 2;
      s->next_progress = progress_at;
      srch_schedule(s);
    }
    goto leave;
  }
  updates += memo_commit(&m, nd, col, ll, rl, x);
  level++;
  goto enter;
}

leave: /* The subproblem at LEVEL has RESULT solutions. */
  if (level == 0) goto done;
  level--;
  {
    int x = s->choice[level];
    if (sum[level] > UINT64_MAX - 1 - result) { /* UINT64_MAX means "not stored" */
      *overflow = 1;
      stop = 1;
    } else
      sum[level] += result;
    memo_uncommit(&m, nd, col, ll, rl, x);
    s->choice[level] = nd[x].down;
  }
  goto next;

done:
  /* A trial that ends before it decides is kept only when it would have been: at least
   * MEMO_PROBE_EARLY states stored, one in MEMO_PROBE_HITS found again (a small search counts
   * as the other engines do, whose statistics a spread count gives). */
  if (probe && !stop && !m.kept && (m.nent < MEMO_PROBE_EARLY || m.hits * MEMO_PROBE_HITS < m.nent))
    m.gave_up = 1;
  /* Stopped early, RESULT is the solutions of the subtrees searched to
   * the end: a lower bound, as the other engines report. */
  s->solutions = result;
  s->nodes = nodes;
  s->updates = updates;
  s->max_level = maxl;
out:
  *gave_up = m.gave_up;
  memo_free(&m);
  free(itm);
  free(sum);
  free(hsh);
}
