/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Copyright (C) 2026 the polyx authors */
/* dlx_search.h: private to libdlx: the state of a search and what its parts share (dlx_search.c,
 * the engines dlx_links.c, dlx_cells.c, dlx_bits.c, dlx_m.c, dlx_memo.c; dlx_plan.c, dlx_par.c).
 *
 * Where the algorithms come from: D. E. Knuth, The Art of Computer
 * Programming, Volume 4B, Section 7.2.2.1 "Dancing links", and his programs
 * DLX1 (Algorithm X), DLX2 (Algorithm C, colours by "purify"), DLX3 and MCC
 * (Algorithm M, multiplicities).
 *
 *  - Data layout as in DLX1 (dlx_internal.h): every node in one array of
 *    {up, down, top, first} addressed by 32-bit indices; item headers first
 *    (a header's top is its LEN), spacer nodes between options; a circular
 *    list of the active primary items (a secondary item is linked to
 *    itself). Node colours live in a parallel array read only by the
 *    coloured variants. The structure is built as items and options are
 *    added and kept between searches, together with the problem as given
 *    (names, bounds, options with their colours) for introspection.
 *  - Algorithms X and C (dlx_xc.h): choose the active primary item with
 *    the fewest options (MRV; leftmost on ties as DLX1 does, or a random one
 *    of the tied when randomizing; the active items are scanned from a
 *    dense array kept by the search, not from the linked list, which only
 *    Algorithm M uses), cover it, try its options one by one,
 *    covering (or, for a coloured secondary item, purifying) the other items
 *    of each. Compiled eight times (search_x, search_xu, search_x3,
 *    search_x4, search_xu6, search_c, search_xr, search_cr): with or
 *    without the colour tests in the inner loops; slow variants (xr, cr)
 *    for randomized or update-budgeted searches, so that plain exact cover
 *    pays for neither; for plain exact cover whose options average five
 *    items or more, one that hides an option whole, the node in the
 *    covered list included (xu; about 8% faster on the pentominoes, slower
 *    on 4-item options); and fixed-length loops for options all of 3, 4 or
 *    (hidden whole) 6 items (x3, x4, xu6), with no spacer load.
 *  - Algorithm M (search_m below), only when some primary item has bounds
 *    other than 1:1. Each primary item keeps BOUND (covers still allowed)
 *    and SLACK (hi - lo). Branch on the item of smallest branching degree
 *    LEN + 1 - max(BOUND - SLACK, 0); a branch either takes one more option
 *    (options tried before it at that level are "tweaked" out: hidden and
 *    unlinked, so every set of options is generated once), or, when the
 *    lower bound is met, leaves the item with no more options. When BOUND
 *    reaches 0 the item is covered, as in Algorithm X.
 *  - The search runs in place, iteratively (explicit stacks: depth is
 *    limited by memory only), and always backs out completely, also when
 *    stopped early, so the structure is exactly as built after every search
 *    (dlx_check verifies it).
 *  - Counters as in DLX1: a node is a node of the search tree (the root,
 *    and one for each option tried, solution leaves included); an update is
 *    one removal of an item from the active list or of a node from an
 *    item's list. On the 6x10 pentominoes (pieces, then cells row by row)
 *    this gives DLX1's 3,637,261 nodes and 1,242,377,480 updates exactly.
 *    Algorithm M finds a dead end (branching degree 0) without covering the
 *    item, so it reports one update less per dead end than X on the same
 *    exact-cover problem.
 *  - No global or static mutable data: separate handles in separate threads
 *    are independent; dlx_cancel() only sets an atomic flag, looked at every
 *    1024 nodes.
 *  - The sparse-set engine (dlx_cells.h, cells_* below; opts.engine), for
 *    Algorithms X and C: Knuth's SSXCC representation, built per search
 *    from the problem as given; for Algorithm M (dlx_mcells.h, mcells_*),
 *    SSMCC's sets with each item's bound beside its set, walking
 *    search_m's tree less the branches that cannot be completed. It counts the same solutions; its
 * nodes and updates are its own (dlx.h), and every count it reports depends only on the problem
 * (not on how earlier branches ordered its sets), so its parallel search below gives its serial
 * counters too.
 *  - The bitset engine (dlx_bits.h, bits_* below), for Algorithms X and C
 *    on at most BITS_MAX_OPTIONS options: live options as 64-bit words,
 *    each primary item's count of live options in a uint16_t array (or,
 *    up to 64 primary items, in bytes, in SSE2 vectors), one state per
 *    level copied forward (nothing undone), a colour's clashes one more
 *    mask; counting, the last level in closed form. It makes DLX1's
 *    choices in DLX1's order, so its nodes, updates and solutions are the links
 *    engine's (with colours, all but the updates); the automatic choice
 *    takes it up to BITS_AUTO_OPTIONS, with colours up to BITS_MAX_OPTIONS.
 *  - Plans and parallel searches (dlx_plan_*, opts.jobs > 1): a planning
 *    search (the slow variants, CUT > 0) records the path to every node
 *    at level CUT and to every node above it with no part below (a
 *    solution, a dead end), CUT growing until there are enough parts. A
 *    part's search replays its path (the same covers and commits) and
 *    counts the nodes and updates of the path from the first level where
 *    it leaves the previous part's path (DIV): every node belongs to one
 *    part, so counters add up, the parts' solutions in order are the
 *    serial order, and a budget stops a part exactly where the serial
 *    search stops. For that, the order of a search may depend on the path
 *    only: random choices come from a hash of the path (srch_reseed), and
 *    the sparse-set engine sorts an item's options when it branches
 *    (srch_t.sorted). A count adds the parts up in any order; any other
 *    search commits them in order in the calling thread (par_search).
 *    A count first runs PROBE_UPDATES on one thread (a shorter search is
 *    not split), and on the links engine a thread takes runs of sibling
 *    parts at once, replaying their common path once (srch_t.resume,
 *    keep), as many as keep that replay a small share of the search.
 */
#ifndef DLX_SEARCH_H
#define DLX_SEARCH_H

#include <limits.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "dlx/dlx.h"
#include "dlx/dlx_internal.h"
#include "dlx/dlx_names.h"

/* ---- Searching ------------------------------------------------------------ */

/* Our own RNG, identical everywhere: splitmix64 (Steele, Lea and Flood,
 * 2014). A randomized search gives each node its own stream, seeded from
 * the path to it (srch_reseed), so seeding must cost nothing: one word of
 * state. (xoshiro256** seeded by four splitmix64 steps cost 8% of a
 * randomized count of Langford pairs n=11.) */
typedef struct rng {
  uint64_t s;
} rng_t;

static inline uint64_t splitmix64(uint64_t *x) {
  uint64_t z = (*x += 0x9e3779b97f4a7c15u);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}

static inline void rng_seed(rng_t *r, uint64_t seed) {
  r->s = seed;
}

static inline uint64_t rng_next(rng_t *r) {
  return splitmix64(&r->s);
}

/* Uniform in [0, n), n >= 1 (rejection, so exactly uniform). */
static inline uint64_t rng_below(rng_t *r, uint64_t n) {
  uint64_t lim = UINT64_MAX - UINT64_MAX % n;
  uint64_t x;
  do x = rng_next(r);
  while (x >= lim);
  return x % n;
}

/* State of one search. */
typedef struct srch {
  dlx_t *d;
  const dlx_search_opts_t *o;
  uint64_t nodes, updates, solutions;
  int max_level;
  dlx_end_t end;
  uint64_t next_event; /* node count at which srch_event runs */
  uint64_t next_cancel, next_progress;
  /* Limits, UINT64_MAX when none: the options', or, for a part of a
   * parallel search, what is left of them when the part comes. */
  uint64_t max_updates, max_nodes, max_sol;
  int randomize;
  rng_t rng;
  /* Randomizing: PH[L] hashes the path to the node at level L (from the
   * seed and the choices above it), and seeds the stream of that node's
   * choices, so that they do not depend on the rest of the tree (the
   * sparse-set engine keeps each level's stream in LRNG[L]). */
  uint64_t *ph;
  rng_t *lrng;
  /* The sparse-set engine tries an item's options in input order (sorted
   * when it branches) rather than in the order its sets happen to be in:
   * every search that enumerates, stops early or randomizes, so that the
   * order depends on the path only. */
  int sorted;
  int *choice; /* node chosen at each level */
  int choice_cap;
  int *sol; /* option ids of a solution */
  /* Randomized option order: the options of level L's item are
   * perm[pstart[L] .. pstart[L]+plen[L]), tried from index pidx[L]. */
  int *perm;
  size_t perm_cap;
  size_t *pstart;
  int *plen, *pidx;
  int nomem;
  /* Algorithm M: BOUND and SLACK by header index, the item branched on at
   * each level, and the capacity of the per-level arrays. */
  int *bound, *slack, *itm;
  int depth_cap;
  /* Algorithms X and C: the active primary items, densely. */
  int *act, *apos;
  int nact;
  /* The structure searched (the handle's, or a worker's copy), its node
   * colours, and the nodes-per-level counters. */
  dlx_node_t *nd;
  int *col;
  uint64_t *prof;
  /* A part of a plan (dlx_plan_*): the search replays the path
   * choice[0..base-1] and searches below it; the nodes and updates of the
   * path at levels above DIV were counted by earlier parts (DIV -1: none),
   * those of the choice at level DIV and below by this one. */
  int base, div;
  /* A run of a plan's sibling parts (links engine, counts: dlx_par.c):
   * RESUME, when >= 0, says that levels above it are covered and committed
   * as the part before left them, and RESUME's item covered; KEEP, when >=
   * 0, that the part leaves them so (undoing only what is below, and the
   * commit at KEEP). REPLAY is what replaying the path cost in updates,
   * counted or not, REPLAY_COUNTED those counted in UPDATES. */
  int resume, keep;
  uint64_t replay, replay_counted;
  /* Nonzero: the search only lets go of what a run kept (the levels above
   * RESUME committed, RESUME's item covered, the path in CHOICE), leaving
   * the links as built (links engine, ordered searches: dlx_par.c). */
  int release;
  /* A probe (dlx_search_sized): MAX_UPDATES stops it roughly, at a node,
   * without the exact (slow) variants a budget takes. */
  int probe;
  /* The items of every option when they all have as many, else 0
   * (uniform_length, once per search rather than once per part). */
  int klen;
  /* Planning (CUT > 0): a node at level CUT is not searched but recorded,
   * and so is a node above it with no recorded part below it (a solution,
   * a dead end); PMARK[L] is NPRE when level L was entered. The paths go
   * to PRE as a length followed by the choices. */
  int cut;
  int *pre;
  size_t npre, pre_len, pre_cap;
  size_t *pmark;
  struct par *par;  /* the parallel search this is a worker of, or NULL */
  struct cells *cl; /* the sparse-set structure searched, or NULL (links) */
  struct bits *bt;  /* the bitset structure searched, or NULL */
  int cl_keep;      /* give CL to the handle's cache when done (serial caller) */
  /* Algorithm M's active list (the handle's, or a worker's copy). */
  int *ll, *rl;
  /* PROF is the search's own array of PROF_CAP counters (not the
   * handle's level_nodes). */
  int own_prof;
  size_t prof_cap;
  int nocancel; /* planning: dlx_cancel() is not looked at */
} srch_t;

/* Shared by the workers of a parallel search. */
typedef struct par {
  atomic_size_t next; /* next subtree to take */
  atomic_int stop;    /* a worker stopped: the others stop too */
  /* Totals of the subtrees finished so far, for progress reports. */
  atomic_uint_least64_t nodes, updates, solutions;
} par_t;

#define CANCEL_EVERY 1024u /* nodes between two looks at the cancel flag */

/* Work out when srch_event must run next. */
DLX_INTERNAL void srch_schedule(srch_t *s);

/* Called at the start of a level when a node count threshold is reached
 * or the update budget is exceeded; S->nodes already counts the new node.
 * Returns nonzero to stop (S->end says why). */
DLX_INTERNAL int srch_event(srch_t *s, int level);

/* The events of a node of an engine's loop at LEVEL, when DUE (the node
 * counted in NODES and PROF[LEVEL]): the loop's counters NODES, UPDATES
 * and MAXL stored in S for srch_event; when it stops the search, the node
 * is taken back and ON_STOP runs (it leaves the loop); otherwise AFTER
 * (the loop's copy of the next event, or nothing). */
#define SRCH_EVENTS(due, level, prof, on_stop, after)                                              \
  do {                                                                                             \
    if (due) {                                                                                     \
      s->nodes = nodes;                                                                            \
      s->updates = updates;                                                                        \
      s->max_level = maxl;                                                                         \
      if (srch_event(s, level)) {                                                                  \
        nodes--;                                                                                   \
        (prof)[level]--;                                                                           \
        on_stop;                                                                                   \
      }                                                                                            \
      after;                                                                                       \
    }                                                                                              \
  } while (0)

/* Option id of node P (a non-spacer option node). */
static inline int option_of(const dlx_node_t *nd, int p) {
  while (nd[p].top > 0) p++;
  return -nd[p].top - 1;
}

/* Hand the K options of s->sol to the solution callback and apply the
 * solution limit: nonzero to stop (the end recorded). Both engines' visits
 * end here. */
static inline int deliver(srch_t *s, int k) {
  const dlx_search_opts_t *o = s->o;
  if (o->on_solution && o->on_solution(o->solution_ctx, s->sol, k)) {
    s->end = DLX_END_CALLBACK;
    return 1;
  }
  if (s->solutions >= s->max_sol) {
    s->end = DLX_END_MAX;
    return 1;
  }
  return 0;
}

/* A solution made of the options chosen at levels 0..N-1 (entries that are
 * item headers, the "no more options" branches of Algorithm M, are
 * skipped). Returns nonzero to stop. */
DLX_INTERNAL int srch_visit(srch_t *s, int n);

/* Planning: record the path PATH[0..LEN-1] as the next part. */
DLX_INTERNAL void srch_record(srch_t *s, const int *path, int len);

/* Planning: leaving the node at LEVEL (its path PATH[0..LEVEL-1]); a node
 * above the cut with no part below it is a part of its own. */
static inline void srch_leave(srch_t *s, const int *path, int level) {
  /* (a part split below its path: the levels above it are not the plan's) */
  if (level < s->cut && level >= s->base && s->npre == s->pmark[level]) srch_record(s, path, level);
}

static inline uint64_t mix64(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}

/* Randomizing: the stream of the node at LEVEL, whose parent chose PREV
 * (ignored at the root), from the seed and the path alone. */
DLX_INTERNAL void srch_reseed(srch_t *s, int level, int prev);

/* Randomized MRV: the shortest active primary list, ties at random; the
 * pick depends on the set of tied items, not on the order they are kept
 * in (which depends on the search's history): the tied item with the
 * smallest hash of its index and one draw from the node's stream. */
DLX_INTERNAL int srch_choose_random(srch_t *s, const dlx_node_t *nd, const int *act, int nact);

/* Copy item C's list into the permutation buffer for LEVEL, shuffled.
 * The buffer was sized for the worst case before the search began. */
DLX_INTERNAL void srch_shuffle(srch_t *s, const dlx_node_t *nd, int first, int c, int level);

static inline int srch_next_random(srch_t *s, int level, int c) {
  if (s->pidx[level] >= s->plen[level]) return c;
  return s->perm[s->pstart[level] + s->pidx[level]++];
}

/* Updates that hiding option P would make. */
static inline uint64_t cost_hide(const dlx_node_t *nd, const int *col, int p) {
  uint64_t n = 0;
  for (int nn = p + 1; nn != p;) {
    if (nd[nn].top <= 0) {
      nn = nd[nn].up;
      continue;
    }
    n += !col || col[nn] >= 0;
    nn++;
  }
  return n;
}

/* Updates that covering item C would make. */
DLX_INTERNAL uint64_t cost_cover(const dlx_node_t *nd, const int *col, int c);

/* Updates that purifying node P's item would make. */
DLX_INTERNAL uint64_t cost_purify(const dlx_node_t *nd, const int *col, int p);

/* The rows of D's options as sets of W words, for the searches on sets of
 * options (the bitset engine, the memoised general Algorithm M): row I
 * (I < nitems) the options that name item I, row nitems empty, then a row
 * for each colour X of a secondary item S, the options that give S another
 * colour or none. *ROWS gets them (malloc'd, *NROWS rows); EROW[K], for
 * each element K of the options (d->elems), the row that choosing its
 * option removes: its item's, or for a colour given to a secondary item
 * the colour's. The options that clash with option O (that share a
 * primary item or an uncoloured secondary item with it, or give a
 * secondary item another colour, or one a colour and the other none) are
 * then the union of its elements' rows: a set of options is a solution of
 * Algorithm C exactly when it covers every primary item and no two of its
 * options clash. Returns 0 when memory runs out. */
DLX_INTERNAL int opt_rows(const dlx_t *d, int w, uint64_t **rows, int *nrows, int *erow);

#define XC_CAT2(a, b) a##b
#define XC_CAT(a, b)  XC_CAT2(a, b)

#if defined __GNUC__
#define XC_NOINLINE __attribute__((noinline))
#else
#define XC_NOINLINE
#endif

/* ---- The sparse-set engine (dancing cells), Algorithms X and C ----------- */

/* One node of the sparse-set structure (dlx_cells.h). For an option's
 * node: ITM is its item's base in SET, LOC its place in that item's set.
 * For the spacer before option k: ITM -k (<= 0), LOC k. Eight bytes: the
 * loops that hide options read and write nothing else (the option's first
 * node and the node's colour are in cells_t's FST and CLR). */
typedef struct cnode {
  int itm, loc;
} cnode_t;

/* What a level of a sparse-set search keeps: where its saved sizes start
 * on the stack, the active counts they go with, the number of options of
 * its item (Algorithm M: -1 while the item stays active) and, under M, the
 * item branched on and whether its branch is its last. In one array, so
 * that the search keeps one pointer in a register for all of them (the
 * 7x7 0-1 matrices: 4% fewer instructions than six arrays). */
typedef struct clevel {
  size_t sbase;
  int pact, sact, size, itm, last;
} clevel_t;

/* The structure of one sparse-set search, built from the problem as
 * given (cells_build): item k's set starts at SET[BASE[k]], primary
 * items first (in id order, so that comparing bases compares ids), then
 * the secondary ones from SECOND on. */
/* The stamps of the doomed-commit test (below): 32 bits, the marks all
 * cleared when they wrap; tests/dlx/t_dlx_stamp builds the engine with
 * 8-bit stamps to see them wrap many times in a small search. */
#ifndef DLX_CELLS_STAMP_T
#define DLX_CELLS_STAMP_T uint32_t
#endif
typedef DLX_CELLS_STAMP_T cells_stamp_t;

typedef struct cells {
  cnode_t *nd;
  /* Per node: FST the first node of its option (for the spacer before an
   * option, the option's last node), CLR its colour (0: none). */
  int *fst, *clr;
  int *set, *base;
  int *pitem, *sitem;
  int pact, sact, second;
  /* Per level: the node chosen, and what the level keeps. */
  int *choice;
  clevel_t *lev;
  int *stack;
  size_t stack_cap;
  int *len0; /* each item's number of options, by id */
  int n, np, ns;
  /* Algorithm M (dlx_mcells.h; NULL otherwise): four words before each
   * item's set instead of two (SET[X-4] BOUND, SET[X-3] NEED); item ids
   * by base in SET. */
  int *id;
  int nlev; /* the levels the per-level arrays hold */
  /* The test of doomed commits (dlx_cells.h, CL_DOOM): per item, by its
   * base in SET, STAMP while it is an item of the option being committed;
   * NMARK entries. */
  cells_stamp_t *mark;
  size_t nmark;
  cells_stamp_t stamp;
} cells_t;

/* ---- The bitset engine, Algorithms X and C on small problems ------------ */

/* Options the bitset engine takes (more: the links or cells engine), and
 * the words of a set of them. */
#define BITS_MAX_OPTIONS 1024
#define BITS_MAX_WORDS   (BITS_MAX_OPTIONS / 64)
#define BITS_INF         0x7fff /* the LEN of a covered primary item (and of padding) */
/* Primary items it takes: a level's state holds a count for each, and the
 * choice of item scans them all (4096: 8 KB a level, at most 1026 levels). */
#define BITS_MAX_PRIMARY 4096
/* Up to 64 primary items and counts up to 254, the fast variants keep the
 * counts in bytes (BITS_VEC_INF: covered, or padding), in 16-byte vectors,
 * BITS_VEC_WORDS words a level. */
#define BITS_VEC_MAX   4
#define BITS_VEC_WORDS (BITS_VEC_MAX * 2)
#define BITS_VEC_INF   0xff

/* The structure of one bitset search (dlx_bits.h), built from the problem
 * as given: masks and option tables (read only), and the search's own
 * stack of level states. */
typedef struct bits {
  int w, np, no;         /* words of an option set, primary items, options */
  int npad;              /* NP rounded up to a multiple of 8 */
  int pfix;              /* the number of primary items of every option, or 0 */
  int wfix;              /* the WGT of every option, or 0 */
  size_t slot;           /* words of one level's state: W live words, then NPAD uint16_t */
  uint64_t *omask;       /* rows of options: item id I's options omask[I*W ..], then a
                          * row for each colour X of a secondary item S: the options
                          * that give S another colour or none (bits_build_rows) */
  uint64_t *conf;        /* option O's clashing options (O included): conf[O*W ..] */
  int *ostart, *orow;    /* the rows option O's elements remove, orow[ostart[O] ..
                          * ostart[O+1]): the item's own, or its colour's */
  int *pstart;           /* its primary items (their indices) pitem[pstart[O] ..) */
  uint16_t *pitem, *wgt; /* WGT[O]: its items but one (DLX1's updates hiding it) */
  int *pid;              /* primary index -> item id */
  uint64_t *root;        /* the root's state (one slot) */
  /* Up to 64 primary items, the fast variants keep the counts in bytes
   * (dlx_bits.h): NV 16-byte vectors of them; PV, 16-byte aligned, option
   * O's primary items as byte vectors (1 for each, BITS_VEC_MAX vectors
   * an option); VROOT, the root's state so; LST, room for the options
   * to try at each level of a path (they are apart: NO at most). */
  int nv;
  void *pv;
  uint64_t *vroot;
  uint16_t *lst;
  uint64_t *stack; /* per level: the state, the options not tried yet, the
                    * primary items not covered, the item covered (dlx_bits.h) */
} bits_t;

struct dlx_plan {
  dlx_engine_t engine; /* the engine that searches (never AUTO) */
  int randomize;
  uint64_t seed;
  size_t nparts;
  size_t *start; /* part k: path[start[k] .. start[k] + len[k]) */
  int *len, *div;
  int *path;  /* the engine's nodes */
  int *steps; /* the same as option ids, or -(item+1) */
  uint64_t problem, id;
  /* A parallel search's own plan grows: a part split in its turn is
   * replaced by the parts below it (plan_insert), whose paths go to the end
   * of PATH (no STEPS: such a plan is never handed out). CAP parts fit in
   * the arrays, PATH_CAP nodes in PATH, of which PATH_USED are used; REF[k]
   * is how many splits part k comes from (NULL: none yet). */
  size_t cap, path_used, path_cap;
  int *ref;
};

/* ---- Shared by building (dlx.c) */
DLX_INTERNAL uint32_t hash_str(const char *s);
DLX_INTERNAL int grow(void **p, size_t size, size_t *cap, size_t need);
DLX_INTERNAL int grow_int(void **p, size_t size, int *cap, size_t need);

/* ---- Shared by the links engine (dlx_links.c) */
DLX_INTERNAL uint64_t search_c_purify(dlx_node_t *restrict nd, int *restrict col, int p);
DLX_INTERNAL void search_c_unpurify(dlx_node_t *restrict nd, int *restrict col, int p);
DLX_INTERNAL int uniform_length(const dlx_t *d);
DLX_INTERNAL void (*xc_variant(const dlx_t *d, const srch_t *s))(srch_t *);

/* ---- Shared by the cells engine (dlx_cells.c) */
DLX_INTERNAL void cells_free(cells_t *c);
DLX_INTERNAL int cells_build(const dlx_t *d, cells_t *c);
DLX_INTERNAL void cells_reset(const dlx_t *d, cells_t *c);
DLX_INTERNAL void cells_cache_drop(dlx_t *d);
DLX_INTERNAL void (*cells_variant(const dlx_t *d, const srch_t *s))(srch_t *);

/* ---- Shared by the bits engine (dlx_bits.c) */
DLX_INTERNAL int bits_fits(const dlx_t *d);
DLX_INTERNAL void bits_free(bits_t *b);
DLX_INTERNAL int bits_build(const dlx_t *d, bits_t *b);
DLX_INTERNAL void (*bits_variant(const srch_t *s))(srch_t *);

/* ---- Shared by Algorithm M on links (dlx_m.c) */
DLX_INTERNAL int ensure_levels(dlx_t *d, size_t n);
DLX_INTERNAL uint64_t m_cover(dlx_node_t *nd, const int *col, int *ll, int *rl, int c);
DLX_INTERNAL void m_uncover(dlx_node_t *nd, const int *col, int *ll, int *rl, int c);
DLX_INTERNAL int srch_grow(srch_t *s, size_t n);
DLX_INTERNAL void search_m(srch_t *s);

/* ---- Shared by setting searches up, plans (dlx_plan.c) */
/* srch_init's OWN: what a search (a worker of a parallel one) has of its own. */
#define OWN_STRUCT 1 /* a copy of the links (colours, active list) of its own */
#define OWN_PROF   2 /* level counters of its own, not the handle's */
DLX_INTERNAL dlx_status_t srch_init(srch_t *s, dlx_t *d, const dlx_search_opts_t *o,
                                    dlx_engine_t engine, int own);
DLX_INTERNAL void srch_fini(srch_t *s);
DLX_INTERNAL dlx_status_t plan_make(dlx_t *d, const dlx_search_opts_t *o, dlx_engine_t engine,
                                    size_t min_parts, dlx_plan_t **out);
DLX_INTERNAL void part_run_path(srch_t *s, const int *path, int len, int div);
DLX_INTERNAL void part_run(srch_t *s, const dlx_plan_t *pl, size_t k);
DLX_INTERNAL void part_run_held(srch_t *s, const int *path, int len, int div, int resume, int keep);

/* ---- Shared by the parallel search (dlx_par.c) */
DLX_INTERNAL dlx_status_t par_search(dlx_t *d, const dlx_search_opts_t *o, dlx_engine_t engine,
                                     int jobs, int ordered, srch_t *res);

/* Solutions as text (dlx_search_opts_t.format and on_text): the calling
 * thread's buffer of text not yet given to on_text. A search with format
 * runs with on_solution = text_solution and solution_ctx = the sink. */
typedef struct text_sink {
  const dlx_search_opts_t *o; /* the caller's: format, on_text, their contexts */
  char *buf;
  size_t len, cap;
  int stopped; /* on_text asked to stop: it is not called again */
  int nomem;
} text_sink_t;
DLX_INTERNAL int text_solution(void *ctx, const int *options, int n);
/* Give LEN bytes of finished text after what T holds. Nonzero: on_text
 * asked to stop (or no memory: T->nomem). */
DLX_INTERNAL int text_put(text_sink_t *t, const char *text, size_t len);
/* Give what T holds to on_text. Nonzero: on_text asked to stop. */
DLX_INTERNAL int text_flush(text_sink_t *t);
/* Format a solution after *LEN bytes of *BUF (capacity *CAP, grown up to
 * LIMIT bytes): TEXT_OK, or TEXT_ERROR (format failed), TEXT_FULL (past
 * LIMIT or out of memory). */
#define TEXT_OK    0
#define TEXT_ERROR 1
#define TEXT_FULL  2
DLX_INTERNAL int text_format(const dlx_search_opts_t *o, const int *options, int n, char **buf,
                             size_t *len, size_t *cap, size_t limit);

/* ---- Shared by the memoised count (dlx_memo.c) */
DLX_INTERNAL int memo_fits(const dlx_t *d);
DLX_INTERNAL void search_memo(srch_t *s, size_t cap, size_t probe, int *overflow, int *gave_up);

#endif /* DLX_SEARCH_H */
