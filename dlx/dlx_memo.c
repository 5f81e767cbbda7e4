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
 * remains.
 *
 * Algorithm M's general case (some option names no exact item): there the
 * state of the items does not say what remains, for an option tried at an
 * item and backed out of must not be chosen again below the later
 * branches. So the search runs on sets of options (search_memo_m, at most
 * MEMO_M_OPTIONS options, else not memoised: memo_fits): the set of the
 * options still available (not chosen, not left out, not hidden by an
 * item at its upper bound nor by a secondary item another chosen option
 * uses otherwise: two options clash when they name a secondary item and
 * do not both give it the same colour, which a set per option says). The
 * count below a node depends on that set and, for each primary item, on
 * what it still needs and may take; the key is the set and, for each item
 * of upper bound 2 or more that 2 or more options name, the pair (lower
 * bound still unmet, min(covers still allowed, its options available)).
 * Every other item's pair follows from the set: a node where some item
 * needs more than its options available counts 0 before its key is made
 * (so an item with no option left needs nothing), and an item of upper
 * bound 1 (or of one option) with an option available has had none. The
 * secondary items need no field (the set says which options are left, and
 * the clashes among them never change). Each solution is found once: the
 * node branches on the item below its lower bound with the fewest
 * branches (the first of its options available that a solution takes:
 * with LEN of them and NEED still needed, only the first LEN - NEED + 1
 * can be), the leftmost on ties, each branch leaving out the options tried
 * before it; where every lower bound is met, the node counts the set that
 * adds nothing and branches on each option available as the first added,
 * those before it left out. (The 7x7 0-1 matrices with two ones in each
 * row and column, 3,110,940 of them: 75,505 nodes, where the plain
 * Algorithm M takes 9 million.)
 *
 * A state is stored only when its whole subtree was searched, with the
 * exact count; the table never holds
 * more than the memory the caller allows (opts.memo bytes): once full, the
 * states found later are searched as usual and not stored, which costs
 * time and never changes an answer. Keys are compared whole (no
 * fingerprints), so a hit is never a collision. Where states are rarely
 * met twice (queens: one look-up in 480 finds its state; MacMahon's
 * colours: none), the table only costs time and memory: once 2^16 states
 * are stored (and at every fourfold after), a hit rate below 1/32 turns
 * the table off and the search goes on without it (on the links, as the
 * links engine's).
 *
 * Counters: a node is a level entered (the root, each option tried,
 * solution leaves and states found in the table included); an update is
 * as in the links engine, and on sets of options an option hidden (left
 * out of a branch's set by the option chosen). level_nodes is kept;
 * max_level is the deepest level entered. Budgets: the node budget stops the search exactly as
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
/* The most options of Algorithm M's general case (sets of options of 16 words). */
#define MEMO_M_OPTIONS 1024

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

static inline uint64_t memo_hash(const uint64_t *k, int n) {
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
static inline uint64_t memo_find(const memo_t *m, uint64_t h) {
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

/* Whether every option of D names an exact item (always so without
 * multiplicities): the search on the links. */
static int memo_exact(const dlx_t *d) {
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

/* Whether D's problem can be memoised: on the links (memo_exact), or on
 * option sets of at most MEMO_M_OPTIONS (Algorithm M's general case). */
int memo_fits(const dlx_t *d) {
  return memo_exact(d) || d->noptions <= MEMO_M_OPTIONS;
}

/* Set up a table of keys of KW words in at most CAP bytes. */
static int memo_table(memo_t *m, int kw, size_t cap) {
  m->check_at = (size_t)1 << 16;
  m->kw = kw;
  m->key = calloc((size_t)m->kw, sizeof *m->key);
  if (!m->key) return 0;
  /* An entry's words and up to four slots (at most half the slots are
   * used, and their number is a power of two). */
  size_t per = ((size_t)m->kw + 1) * sizeof(uint64_t) + 4 * sizeof(uint32_t);
  m->ent_max = cap / per;
  if (m->ent_max > (size_t)UINT32_MAX / 4) m->ent_max = (size_t)UINT32_MAX / 4;
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
  m->nbits = (n + 1 + 63) / 64; /* bit c for header c */
  return memo_table(m, m->nbits + (nw + 1) / 2, cap);
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

/* A node entered at LEVEL by either search below: counted, and the events looked at (a stop
 * leaves with RESULT 0). */
#define MEMO_ENTER()                                                                               \
  do {                                                                                             \
    nodes++;                                                                                       \
    prof[level]++;                                                                                 \
    if (level > maxl) maxl = level;                                                                \
    SRCH_EVENTS(                                                                                   \
        nodes >= s->next_event || updates > maxu, level, prof,                                     \
        {                                                                                          \
          stop = 1;                                                                                \
          result = 0;                                                                              \
          goto leave;                                                                              \
        },                                                                                         \
        (void)0);                                                                                  \
  } while (0)

/* The start of a search of S with M, a trial when PROBE (see search_memo): it reports no
 * progress until it is kept (one given up is searched again). */
static void memo_begin(memo_t *m, srch_t *s, size_t probe) {
  m->probe = probe;
  if (probe) {
    s->next_progress = UINT64_MAX;
    srch_schedule(s);
  }
}

/* The count stored for M's current key (its hash in *H), or UINT64_MAX when it is not there or
 * the table is off. */
static inline uint64_t memo_look(memo_t *m, uint64_t *h) {
  *h = 0;
  if (m->off) return UINT64_MAX;
  *h = memo_hash(m->key, m->kw);
  uint64_t r = memo_find(m, *h);
  if (r != UINT64_MAX) m->hits++;
  return r;
}

/* Add R to *SUM; 0 when the sum would not fit (UINT64_MAX means "not stored"). */
static inline int memo_add(uint64_t *sum, uint64_t r) {
  if (*sum > UINT64_MAX - 1 - r) return 0;
  *sum += r;
  return 1;
}

/* After a state's count was stored (or not): nonzero when the trial gave up (the search
 * stops); the trial kept, S's progress reports go on from PROGRESS_AT. */
static int memo_decided(memo_t *m, srch_t *s, uint64_t progress_at) {
  if (m->kept == 1) {
    m->kept = 2;
    s->next_progress = progress_at;
    srch_schedule(s);
  }
  return m->gave_up;
}

/* The end of a search of S (STOP: stopped early), its counters stored in S (RESULT solutions,
 * NODES, UPDATES, MAXL the deepest level): a trial (PROBE) that ends before it decides is
 * kept only when it would have been: at least MEMO_PROBE_EARLY states stored, one in
 * MEMO_PROBE_HITS found again (a small search counts as the other engines do, whose statistics a
 * spread count gives). Stopped early, the count is that of the subtrees searched to the end: a
 * lower bound, as the other engines report. */
static void memo_end(memo_t *m, srch_t *s, size_t probe, int stop, uint64_t result, uint64_t nodes,
                     uint64_t updates, int maxl) {
  if (probe && !stop && !m->kept &&
      (m->nent < MEMO_PROBE_EARLY || m->hits * MEMO_PROBE_HITS < m->nent))
    m->gave_up = 1;
  s->solutions = result;
  s->nodes = nodes;
  s->updates = updates;
  s->max_level = maxl;
}

/* Count the solutions of S's problem (Algorithms X and C, and M where
 * every option names an exact item) on the links. */
static void search_memo_x(srch_t *s, size_t cap, size_t probe, int *overflow, int *gave_up) {
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
  memo_begin(&m, s, probe);

enter: /* The state at LEVEL is m.key. */
  MEMO_ENTER();
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
    uint64_t h;
    result = memo_look(&m, &h);
    if (result != UINT64_MAX) goto leave;
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
    if (memo_decided(&m, s, progress_at)) stop = 1;
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
    if (!memo_add(&sum[level], result)) *overflow = stop = 1;
    memo_uncommit(&m, nd, col, ll, rl, x);
    s->choice[level] = nd[x].down;
  }
  goto next;

done:
  memo_end(&m, s, probe, stop, result, nodes, updates, maxl);
out:
  *gave_up = m.gave_up;
  memo_free(&m);
  free(itm);
  free(sum);
  free(hsh);
}

/* ---- Algorithm M's general case, on sets of options ---------------------- */

typedef struct memo_m {
  int nw;             /* words of a set of options */
  int np;             /* primary items */
  int *lo, *hi;       /* by primary item: its bounds */
  int *cnt;           /* by primary item: the options chosen that name it */
  int *fw;            /* by primary item: the key word of its field, or -1 (none) */
  int *fsh;           /* by primary item: the shift of its field */
  int *fmul;          /* by primary item: 1 + the options that name it */
  int *ostart, *opri; /* the primary items of option o: opri[ostart[o] .. ostart[o + 1]) */
  uint64_t *om;       /* by primary item, a set: the options that name it */
  uint64_t *clash;    /* by option, a set: the options its secondary items exclude */
  uint64_t *keys;     /* by level: the key of its state (m.key is the latest one's) */
  uint64_t *av;       /* by level, a set: the options still available */
  uint64_t *cand;     /* by level, a set: the options of the chosen item still to try */
} memo_m_t;

/* The options in word X of a set (without the popcnt instruction, GCC's builtin calls a
 * function of twice the work). */
static inline int memo_pop(uint64_t x) {
#ifdef __POPCNT__
  return __builtin_popcountll(x);
#else
  x -= (x >> 1) & 0x5555555555555555u;
  x = (x & 0x3333333333333333u) + ((x >> 2) & 0x3333333333333333u);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fu;
  return (int)((x * 0x0101010101010101u) >> 56);
#endif
}

static void memo_m_free(memo_m_t *g) {
  free(g->lo);
  free(g->hi);
  free(g->cnt);
  free(g->fw);
  free(g->fsh);
  free(g->fmul);
  free(g->ostart);
  free(g->opri);
  free(g->om);
  free(g->clash);
  free(g->keys);
  free(g->av);
  free(g->cand);
}

/* Set up G for D (LEVELS levels) and M's table of at most CAP bytes, its keys laid out: the set
 * of options available, then a field for each primary item of upper bound 2 or more that 2 or
 * more options name (see search_memo_m). */
static int memo_m_init(memo_m_t *g, memo_t *m, const dlx_t *d, size_t cap, size_t levels) {
  memset(g, 0, sizeof *g);
  memset(m, 0, sizeof *m);
  int no = d->noptions, ni = d->nitems, np = d->nprimary, nw = (no + 63) / 64 + (no == 0);
  size_t w = (size_t)nw;
  g->nw = nw;
  g->np = np;
  int *pidx = malloc(((size_t)ni + 1) * sizeof *pidx);
  int *erow = malloc((d->nelems + 1) * sizeof *erow), nrows;
  uint64_t *rows = NULL; /* opt_rows */
  g->lo = malloc(((size_t)np + 1) * sizeof *g->lo);
  g->hi = malloc(((size_t)np + 1) * sizeof *g->hi);
  g->cnt = calloc((size_t)np + 1, sizeof *g->cnt);
  g->fw = malloc(((size_t)np + 1) * sizeof *g->fw);
  g->fsh = calloc((size_t)np + 1, sizeof *g->fsh);
  g->fmul = calloc((size_t)np + 1, sizeof *g->fmul);
  g->ostart = malloc(((size_t)no + 1) * sizeof *g->ostart);
  g->opri = malloc((d->nelems + 1) * sizeof *g->opri);
  g->om = calloc(((size_t)np + 1) * w, sizeof *g->om);
  g->clash = calloc(((size_t)no + 1) * w, sizeof *g->clash);
  g->av = calloc(levels * w, sizeof *g->av);
  g->cand = calloc(levels * w, sizeof *g->cand);
  int ok = pidx && erow && g->lo && g->hi && g->cnt && g->fw && g->fsh && g->fmul && g->ostart &&
           g->opri && g->om && g->clash && g->av && g->cand;
  if (ok) {
    for (int it = 0, p = 0; it < ni; it++) {
      pidx[it] = d->item_prim[it] ? p++ : -1;
      if (pidx[it] >= 0) {
        g->lo[pidx[it]] = (int)d->item_lo[it];
        g->hi[pidx[it]] = (int)d->item_hi[it];
      }
    }
    int n = 0;
    for (int o = 0; o < no; o++) {
      g->ostart[o] = n;
      g->av[o / 64] |= (uint64_t)1 << (o % 64);
      for (int k = d->opt_start[o]; k < d->opt_start[o + 1]; k++) {
        int it = d->elems[k].item, p = pidx[it];
        if (p < 0) continue;
        g->opri[n++] = p;
        g->om[(size_t)p * w + (size_t)o / 64] |= (uint64_t)1 << (o % 64);
        g->fmul[p]++;
      }
    }
    g->ostart[no] = n;
    /* Two options that name a secondary item exclude each other unless both give it the same
     * colour: the rows of the option's secondary elements, less the option. */
    ok = opt_rows(d, nw, &rows, &nrows, erow);
    for (int o = 0; ok && o < no; o++) {
      uint64_t *c = g->clash + (size_t)o * w;
      for (int k = d->opt_start[o]; k < d->opt_start[o + 1]; k++)
        if (pidx[d->elems[k].item] < 0)
          for (size_t y = 0; y < w; y++) c[y] |= rows[(size_t)erow[k] * w + y];
      c[o / 64] &= ~((uint64_t)1 << (o % 64));
    }
  }
  if (ok) {
    /* The fields, none across two words. */
    int bits = 0;
    for (int p = 0; p < np; p++) {
      g->fw[p] = -1;
      if (g->hi[p] < 2 || g->fmul[p] < 2) continue;
      int f = ++g->fmul[p], width = 64 - __builtin_clzll((uint64_t)f * (uint64_t)f - 1);
      if (bits % 64 + width > 64) bits += 64 - bits % 64;
      g->fw[p] = nw + bits / 64;
      g->fsh[p] = bits % 64;
      bits += width;
    }
    ok = memo_table(m, nw + (bits + 63) / 64, cap);
    g->keys = ok ? malloc(levels * (size_t)m->kw * sizeof *g->keys) : NULL;
    ok = g->keys != NULL;
  }
  free(pidx);
  free(erow);
  free(rows);
  return ok;
}

/* Count the solutions of S's problem (Algorithm M's general case: some option names no exact
 * item) on sets of options. */
static void search_memo_m(srch_t *s, size_t cap, size_t probe, int *overflow, int *gave_up) {
  dlx_t *d = s->d;
  const uint64_t maxu = s->max_updates;
  size_t levels = (size_t)d->noptions + 2; /* each level below the root chooses an option */
  int *tries = malloc(levels * sizeof *tries), *opt = malloc(levels * sizeof *opt);
  uint64_t *sum = malloc(levels * sizeof *sum);
  uint64_t *hsh = malloc(levels * sizeof *hsh);
  int level = 0, maxl = 0, stop = 0;
  uint64_t nodes = 0, updates = 0, result = 0;
  memo_m_t g;
  memo_t m;
  uint64_t progress_at = s->next_progress;
  int ok =
      memo_m_init(&g, &m, d, cap, levels) && srch_grow(s, levels) && tries && opt && sum && hsh;
  uint64_t *prof = s->prof; /* srch_grow may have moved it */
  const int nw = g.nw, np = g.np;
  const size_t w = (size_t)nw;
  if (!ok) {
    s->nomem = 1;
    goto out;
  }
  memo_begin(&m, s, probe);

enter: /* The options available at LEVEL are g.av[LEVEL]; the covers, g.cnt. */
  MEMO_ENTER();
  {
    const uint64_t *a = g.av + (size_t)level * w;
    uint64_t *key = m.key;
    memset(key + nw, 0, (size_t)(m.kw - nw) * sizeof *key);
    /* The item below its lower bound with the fewest branches (options that can be the first of
     * those it still needs), the first on ties. */
    int best = -1, branches = INT_MAX;
    for (int p = 0; p < np; p++) {
      int c = g.cnt[p], need = g.lo[p] - c;
      if (c == g.hi[p] || (need <= 0 && g.fw[p] < 0)) continue;
      const uint64_t *om = g.om + (size_t)p * w;
      int len = 0;
      for (int k = 0; k < nw; k++) len += memo_pop(a[k] & om[k]);
      if (need > 0) {
        if (len < need) { /* too few options left for it */
          result = 0;
          goto leave;
        }
        if (len - need + 1 < branches) {
          branches = len - need + 1;
          best = p;
        }
      } else
        need = 0;
      if (g.fw[p] >= 0 && len > 0) {
        int room = g.hi[p] - c;
        key[g.fw[p]] |= (uint64_t)(need * g.fmul[p] + (room < len ? room : len)) << g.fsh[p];
      }
    }
    if (best < 0) { /* every lower bound met: any set of the options left that fits */
      int any = 0;
      for (int k = 0; k < nw; k++) any |= a[k] != 0;
      if (!any) {
        result = 1;
        goto leave;
      }
    }
    memcpy(key, a, w * sizeof *key);
    uint64_t h;
    result = memo_look(&m, &h);
    if (result != UINT64_MAX) goto leave;
    hsh[level] = h;
    memcpy(g.keys + (size_t)level * (size_t)m.kw, m.key, (size_t)m.kw * sizeof *m.key);
    uint64_t *c = g.cand + (size_t)level * w;
    if (best >= 0) {
      const uint64_t *om = g.om + (size_t)best * w;
      for (int k = 0; k < nw; k++) c[k] = a[k] & om[k];
      tries[level] = branches;
      sum[level] = 0;
    } else {
      memcpy(c, a, w * sizeof *c);
      tries[level] = INT_MAX;
      sum[level] = 1; /* the set with none of them */
    }
  }

next : /* Try the first option of g.cand[LEVEL] with those tried before it left out. */
{
  uint64_t *a = g.av + (size_t)level * w, *c = g.cand + (size_t)level * w;
  int k = 0;
  while (k < nw && c[k] == 0) k++;
  if (k == nw || tries[level] == 0 || stop) {
    result = sum[level];
    if (!stop && !m.off) {
      memcpy(m.key, g.keys + (size_t)level * (size_t)m.kw, (size_t)m.kw * sizeof *m.key);
      memo_store(&m, hsh[level], result);
    }
    if (memo_decided(&m, s, progress_at)) stop = 1;
    goto leave;
  }
  uint64_t bit = c[k] & -c[k];
  int o = k * 64 + __builtin_ctzll(bit);
  c[k] ^= bit;
  a[k] ^= bit; /* left out of the later branches */
  tries[level]--;
  uint64_t *b = a + w;
  const uint64_t *x = g.clash + (size_t)o * w;
  for (int j = 0; j < nw; j++) b[j] = a[j] & ~x[j];
  for (int j = g.ostart[o]; j < g.ostart[o + 1]; j++) {
    int p = g.opri[j];
    if (++g.cnt[p] == g.hi[p]) {
      const uint64_t *om = g.om + (size_t)p * w;
      for (int i = 0; i < nw; i++) b[i] &= ~om[i];
    }
  }
  for (int j = 0; j < nw; j++) updates += (uint64_t)memo_pop(a[j] & ~b[j]);
  opt[level] = o;
  level++;
  goto enter;
}

leave: /* The subproblem at LEVEL has RESULT solutions. */
  if (level == 0) goto done;
  level--;
  if (!memo_add(&sum[level], result)) *overflow = stop = 1;
  for (int j = g.ostart[opt[level]]; j < g.ostart[opt[level] + 1]; j++) g.cnt[g.opri[j]]--;
  goto next;

done:
  memo_end(&m, s, probe, stop, result, nodes, updates, maxl);
out:
  *gave_up = m.gave_up;
  memo_free(&m);
  memo_m_free(&g);
  free(tries);
  free(opt);
  free(sum);
  free(hsh);
}

/* Count the solutions of S's problem with a table of at most CAP bytes. Sets s->nomem, or
 * *OVERFLOW when the count does not fit 64 bits. With PROBE, stops once PROBE states are stored
 * when fewer than one in MEMO_PROBE_HITS was found again (*GAVE_UP: S's counters are then those
 * of the trial, to be thrown away). */
void search_memo(srch_t *s, size_t cap, size_t probe, int *overflow, int *gave_up) {
  if (memo_exact(s->d))
    search_memo_x(s, cap, probe, overflow, gave_up);
  else
    search_memo_m(s, cap, probe, overflow, gave_up);
}
