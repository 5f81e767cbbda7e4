/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* tile_fast_one.h: the one-word search of tile_fast.c (tf1_run); included once, after the
 * searches of tile_fast_nw.h. */

/* ---- One word, plain counts: the common case (boxes of 64 cells or fewer) ----
 * The search of tile_fast_nw.h for NW 1 when every piece is bounded only
 * by its own count (no size classes, no total) and there are at most 64
 * pieces, in search order, with no cut to collect (a plan's cut is
 * run_1's): the board, the pieces still available (a bit each) and the
 * tables in locals and arguments, one check for the budget, the progress
 * and the other threads' stop, and a whole-board test for lone cells
 * before the pockets' flood (left out when the pieces have one size). */

/* The constants of the search, read once. */
typedef struct tf_one {
  uint64_t region, outside, nl, nf;
  int inner, K;
  uint64_t kmask;
  const int *lstart, *lk;
  const tf_group_t *wg;
  const uint64_t *lpieces;
  const uint64_t *lm;
  int steps;
  uint64_t once; /* pieces used at most once: no count kept */
  int all_once;  /* every piece */
  uint64_t by_size[SHAPE_MAX_CELLS + 1];   /* per size: its pieces */
  int smin, smax; /* the sizes of by_size's pieces lie in smin .. smax */
  const int *psize;
  int one_size; /* the pieces have one size (then steps is 1) */
  int mode;     /* ONCE (0: any, 1: all_once, 2: and one_size), + 3: lists built on demand */
  const uint16_t *slot; /* lists on demand: 1 + a list's place, 0 while not built (lslot) */
} tf_one_t;

static inline uint64_t tf1_nbr(const tf_one_t *c, uint64_t a) {
  return ((a & c->nl) << 1) | ((a & c->nf) >> 1) | (a << c->inner) | (a >> c->inner);
}

/* The pockets of up to c->steps flood steps around the placement M can
 * still be filled (as prune_ok_1; lone cells are tf1_start's). */
static int tf1_pockets_ok(const tf_one_t *c, const tf_state_t *st, uint64_t empty, uint64_t m) {
  uint64_t seeds = tf1_nbr(c, m) & empty;
  while (seeds) {
    uint64_t comp = seeds & -seeds;
    int closed = 0;
    for (int it = 0; it < c->steps; it++) {
      uint64_t x = (comp | tf1_nbr(c, comp)) & empty;
      if (x == comp) {
        closed = 1;
        break;
      }
      comp = x;
    }
    seeds &= ~comp;
    if (!closed) continue;
    int sz = base_popcount64(comp);
    if (sz < st->minsz || sz % st->gcd) return 0;
  }
  return 1;
}

/* The walks of tf1_walk, one per mode: ONCE 0 (any), 1 (once), 2 (once1),
 * and the same with the lists built on demand (lazy). */
#define TF1_WALK_DECL(name)                                                                    \
  static int name(tf_state_t *st, const tf_one_t *c, uint64_t filled, uint64_t avail, int depth, \
                  size_t li, uint64_t todo)
TF1_WALK_DECL(tf1_walk_any);
TF1_WALK_DECL(tf1_walk_once);
TF1_WALK_DECL(tf1_walk_once1);
TF1_WALK_DECL(tf1_walk_any_lazy);
TF1_WALK_DECL(tf1_walk_once_lazy);
TF1_WALK_DECL(tf1_walk_once1_lazy);
static int tf1_next_sizes(tf_state_t *st, const tf_one_t *c, uint64_t nf, uint64_t m,
                          uint64_t avail, int depth);
static int tf1_leaf(tf_state_t *st, const tf_one_t *c, uint64_t avail, int depth);

/* How often (in nodes) a search in a worker thread looks at the other
 * threads' stop. */
#define TF1_STOP_NODES 4096

/* The budget, the progress or the other threads' stop is due (st->nodes
 * just reached st->next_check): 1 to stop. */
static int tf1_check(tf_state_t *st) {
  if (st->max_nodes && st->nodes > st->max_nodes) {
    st->nodes--;
    st->stop = TILING_END_BUDGET;
    return 1;
  }
  if (st->progress && st->nodes >= st->next_progress) {
    st->next_progress = st->nodes + st->o->progress_nodes;
    if (st->o->on_progress(st->o->progress_ctx, st->nodes, st->solutions)) {
      st->stop = TILING_END_CALLBACK;
      return 1;
    }
  }
  if (atomic_load_explicit(st->global_stop, memory_order_relaxed)) return 1;
  uint64_t n = st->nodes + TF1_STOP_NODES;
  if (st->progress && st->next_progress < n) n = st->next_progress;
  if (st->max_nodes && st->max_nodes + 1 < n) n = st->max_nodes + 1;
  st->next_check = n;
  return 0;
}

/* minsz and gcd of the sizes that pieces of AVAIL have. */
static void tf1_sizes(tf_state_t *st, const tf_one_t *c, uint64_t avail) {
  st->minsz = INT_MAX;
  st->gcd = 0;
  for (int s = c->smin; s <= c->smax; s++)
    if (avail & c->by_size[s]) {
      if (st->minsz == INT_MAX) st->minsz = s;
      st->gcd = tf_gcd(st->gcd, s);
    }
  if (st->gcd == 0) st->gcd = 1;
}

#if defined __GNUC__
#define TF1_INLINE   inline __attribute__((always_inline))
#define TF1_NOINLINE __attribute__((noinline))
#else
#define TF1_INLINE inline
#define TF1_NOINLINE
#endif

/* The pieces left (of AVAIL) that can start the node FILLED, EMPTY its
 * empty cells (not 0), with the list of its first empty cell in *LIP (its
 * place when LAZY, the lists built on demand); 0
 * when there are none, or when, after placement M (PRUNE), a pocket
 * cannot be filled: first any empty cell with no empty neighbour (one
 * test over the whole board: only M can have made one), then
 * tf1_pockets_ok (never with one size, ONCE 2). The list's test comes
 * first: it is cheaper and fails more often (no piece left to start the
 * cell: nearly half of the nodes on the pentomino boxes), and such a node
 * costs no call. */
static TF1_INLINE uint64_t tf1_start(tf_state_t *st, const tf_one_t *c, uint64_t filled,
                                     uint64_t empty, uint64_t avail, uint64_t m, size_t *lip,
                                     const int PRUNE, const int ONCE, const int LAZY) {
  int b = __builtin_ctzll(empty);
  /* the pattern of blocked cells after b picks the list (past bit 63 read
   * as empty: a placement whose first cell is bit 63 is in every list of
   * bit 63, none having a cell after it) */
  uint64_t v = ((filled | c->outside) >> b) >> 1;
  size_t li = ((size_t)b << c->K) | (size_t)(v & c->kmask);
  /* (on demand: the lists are at their places, in the order built) */
  if (LAZY) {
    size_t s = c->slot[li];
    li = s ? s - 1 : tf_list_build(st->grow, li);
  }
  uint64_t todo = avail & c->lpieces[li];
  if (!todo) return 0;
#ifndef TF_NO_PRUNE
  if (PRUNE && st->minsz > 1 && (empty & ~tf1_nbr(c, empty))) return 0;
  if (PRUNE && ONCE != 2 && c->steps > 1 && !tf1_pockets_ok(c, st, empty, m)) return 0;
#else
  (void)st, (void)m;
#endif
  *lip = li;
  return todo;
}

/* The node FILLED, AVAIL at DEPTH (EMPTY: the region's cells not in
 * FILLED), after placement M when PRUNE: fill its first empty cell every
 * way (ONCE: every piece is used at most once, rem[] is not kept; 2: and
 * the pieces have one size, the twelve pentominoes' case; LAZY: the lists
 * are built on demand). 1 to stop. */
static TF1_INLINE int tf1_enter(tf_state_t *st, const tf_one_t *c, uint64_t filled,
                                uint64_t empty, uint64_t avail, int depth, uint64_t m,
                                const int PRUNE, const int ONCE, const int LAZY) {
  if (!empty) return tf1_leaf(st, c, avail, depth);
  size_t li = 0;
  uint64_t todo = tf1_start(st, c, filled, empty, avail, m, &li, PRUNE, ONCE, LAZY);
  if (!todo) return 0;
  if (LAZY)
    return ONCE == 2 ? tf1_walk_once1_lazy(st, c, filled, avail, depth, li, todo)
           : ONCE   ? tf1_walk_once_lazy(st, c, filled, avail, depth, li, todo)
                    : tf1_walk_any_lazy(st, c, filled, avail, depth, li, todo);
  return ONCE == 2 ? tf1_walk_once1(st, c, filled, avail, depth, li, todo)
         : ONCE   ? tf1_walk_once(st, c, filled, avail, depth, li, todo)
                  : tf1_walk_any(st, c, filled, avail, depth, li, todo);
}

/* The node after placement M on FILLED (NF = FILLED | M), AVAIL the pieces
 * left. 1 to stop. */
static TF1_INLINE int tf1_next(tf_state_t *st, const tf_one_t *c, uint64_t nf, uint64_t m,
                               uint64_t avail, int depth, const int ONCE, const int LAZY) {
  return tf1_enter(st, c, nf, c->region & ~nf, avail, depth, m, 1, ONCE, LAZY);
}

/* R = CALL(ONCE, LAZY), a macro, with the search's mode c->mode (ONCE + 3
 * * LAZY) as constants: the entries into the walks off the hot loop. */
#define TF1_BY_MODE(r, c, CALL)           \
  switch ((c)->mode) {                    \
    case 0: r = CALL(0, 0); break;        \
    case 1: r = CALL(1, 0); break;        \
    case 2: r = CALL(2, 0); break;        \
    case 3: r = CALL(0, 1); break;        \
    case 4: r = CALL(1, 1); break;        \
    default: r = CALL(2, 1); break;       \
  }

/* tf1_next in the lazy modes (c->mode 3 to 5). */
static TF1_NOINLINE int tf1_next_lazy(tf_state_t *st, const tf_one_t *c, uint64_t nf, uint64_t m,
                                      uint64_t avail, int depth) {
  return c->mode == 3   ? tf1_next(st, c, nf, m, avail, depth, 0, 1)
         : c->mode == 5 ? tf1_next(st, c, nf, m, avail, depth, 2, 1)
                        : tf1_next(st, c, nf, m, avail, depth, 1, 1);
}

/* tf1_next when AVAIL has lost the last piece of a size: the bounds of the
 * pockets change below. */
static int tf1_next_sizes(tf_state_t *st, const tf_one_t *c, uint64_t nf, uint64_t m,
                          uint64_t avail, int depth) {
  int minsz = st->minsz, gcd = st->gcd, r;
  tf1_sizes(st, c, avail);
  /* (the lazy modes apart: inlined beside the others, the common ones
   * cost 2% more on the tetrominoes and domino in 7x6) */
  if (c->mode >= 3)
    r = tf1_next_lazy(st, c, nf, m, avail, depth);
  else
    r = !c->all_once  ? tf1_next(st, c, nf, m, avail, depth, 0, 0)
        : c->one_size ? tf1_next(st, c, nf, m, avail, depth, 2, 0)
                      : tf1_next(st, c, nf, m, avail, depth, 1, 0);
  st->minsz = minsz;
  st->gcd = gcd;
  return r;
}

/* Placement K (mask M, piece P) at DEPTH on FILLED; M fits and is counted.
 * 1 to stop. */
static TF1_INLINE int tf1_child(tf_state_t *st, const tf_one_t *c, uint64_t filled,
                                uint64_t avail, int depth, int k, uint64_t m, int p,
                                const int ONCE, const int LAZY) {
  uint64_t bit = (uint64_t)1 << p, na = avail;
  int r;
  st->stack[depth] = k;
  if (ONCE || (c->once & bit) || --st->rem[p] == 0) na ^= bit;
  /* (one size: the pieces left are all of P's) */
  if (ONCE == 2 ? na != 0 : (na & c->by_size[c->psize[p]]) != 0)
    r = tf1_next(st, c, filled | m, m, na, depth + 1, ONCE, LAZY);
  else
    r = tf1_next_sizes(st, c, filled | m, m, na, depth + 1);
  if (!ONCE && !(c->once & bit)) st->rem[p]++;
  return r;
}

/* A full board: the bounds of the pieces used once come from AVAIL (rem[]
 * counts only the others), the stack's k indices become placement ids.
 * 1 to stop. */
static int tf1_leaf(tf_state_t *st, const tf_one_t *c, uint64_t avail, int depth) {
  const tfast_t *f = st->f;
  const tfast_problem_t *pb = &f->pb;
  for (int p = 0; p < pb->npieces; p++) {
    int used = (c->once >> p) & 1 ? !((avail >> p) & 1) && pb->hi[p] > 0 : pb->hi[p] - st->rem[p];
    if (used < pb->lo[p]) return 0;
  }
  int ks[TF1_MAX_DEPTH];
  for (int d = 0; d < depth; d++) {
    ks[d] = st->stack[d];
    st->stack[d] = f->kid[ks[d]];
  }
  tf_record(st, depth);
  for (int d = 0; d < depth; d++) st->stack[d] = ks[d];
  return st->stop;
}

/* The root piece's placements, in their own list. 1 to stop. */
static int tf1_root(tf_state_t *st, const tf_one_t *c, uint64_t filled, uint64_t avail) {
  const tfast_t *f = st->f;
  if (!((avail >> f->root) & 1)) return 0;
  for (int i = 0; i < f->nroot; i++) {
    int k = f->rootk[i];
    uint64_t m = f->masks[k];
    if (m & filled) continue;
    if (++st->nodes >= st->next_check && tf1_check(st)) return 1;
    int r;
#define TF1_CHILD(ONCE, LAZY) tf1_child(st, c, filled, avail, 0, k, m, f->root, ONCE, LAZY)
    TF1_BY_MODE(r, c, TF1_CHILD)
#undef TF1_CHILD
    if (r) return 1;
  }
  return 0;
}

/* The node FILLED, AVAIL at DEPTH, its list LI, TODO the pieces left that
 * have a group in it (not 0), and the nodes below it: the groups of those
 * pieces only, in order (most of a list's pieces are used: 4.7 groups a
 * node, 1.2 of them left, on 6x10). The nodes below are walked in a loop,
 * not by calls: at each level a frame keeps the parent's board, pieces,
 * group, entry and piece placed (a call cost about 35 instructions, a
 * fifth of a node's); the rare child where the last piece of a size goes
 * (tf1_next_sizes) and the leaves are calls. 1 to stop. */
static TF1_INLINE int tf1_walk(tf_state_t *st, const tf_one_t *c, uint64_t filled,
                               uint64_t avail, int depth, size_t li, uint64_t todo,
                               const int ONCE, const int LAZY) {
  struct {
    uint64_t filled, avail, todo;
    const tf_group_t *gr;
    int e, p;
  } fr[TF1_MAX_DEPTH];
  int top = 0, e, p;
  /* (in locals: the stores to st's counts could alias c's fields) */
  const uint64_t *lm = c->lm;
  uint64_t region = c->region;
  const int *lk = c->lk, *lstart = c->lstart;
  const tf_group_t *wg = c->wg;
  int *stack = st->stack;
  const tf_group_t *gr = wg + lstart[li];
  for (;;) {
    /* the next group of the node */
    p = __builtin_ctzll(todo);
    while (gr->piece != p) gr++;
    todo &= todo - 1;
    e = gr->begin;
    for (;;) {
      for (; e < gr->end; e++) {
        uint64_t m = lm[e];
        if (m & filled) continue;
        if (++st->nodes >= st->next_check && tf1_check(st)) goto stop;
        uint64_t bit = (uint64_t)1 << p, na = avail, nf = filled | m;
        stack[depth] = lk[e];
        if (ONCE || (c->once & bit) || --st->rem[p] == 0) na ^= bit;
        uint64_t empty = region & ~nf, t2 = 0;
        int r = 0;
        /* (one size: the pieces left are all of P's) */
        if (!(ONCE == 2 ? na != 0 : (na & c->by_size[c->psize[p]]) != 0))
          r = tf1_next_sizes(st, c, nf, m, na, depth + 1);
        else if (!empty)
          r = tf1_leaf(st, c, na, depth + 1);
        else if ((t2 = tf1_start(st, c, nf, empty, na, m, &li, 1, ONCE, LAZY)) != 0) {
          /* down to the child */
          fr[top].filled = filled, fr[top].avail = avail, fr[top].todo = todo;
          fr[top].gr = gr, fr[top].e = e, fr[top].p = p;
          top++;
          filled = nf, avail = na, todo = t2, depth++;
          gr = wg + lstart[li];
          goto next_node;
        }
        if (!ONCE && !(c->once & bit)) st->rem[p]++;
        if (r) goto stop;
      }
      if (todo) {
        gr++;
        break;
      }
      /* the node is done: up to the parent, after its entry E */
      if (!top) return 0;
      top--;
      filled = fr[top].filled, avail = fr[top].avail, todo = fr[top].todo;
      gr = fr[top].gr, e = fr[top].e + 1, p = fr[top].p;
      depth--;
      if (!ONCE && !((c->once >> p) & 1)) st->rem[p]++;
    }
  next_node:;
  }
stop:
  while (top) {
    top--;
    p = fr[top].p;
    if (!ONCE && !((c->once >> p) & 1)) st->rem[p]++;
  }
  return 1;
}

/* The walks, one per mode (ONCE, LAZY as constants). */
#define TF1_WALK_DEF(name, ONCE, LAZY) \
  TF1_WALK_DECL(name) { return tf1_walk(st, c, filled, avail, depth, li, todo, ONCE, LAZY); }
TF1_WALK_DEF(tf1_walk_any, 0, 0)
TF1_WALK_DEF(tf1_walk_once, 1, 0)
TF1_WALK_DEF(tf1_walk_once1, 2, 0)
TF1_WALK_DEF(tf1_walk_any_lazy, 0, 1)
TF1_WALK_DEF(tf1_walk_once_lazy, 1, 1)
TF1_WALK_DEF(tf1_walk_once1_lazy, 2, 1)
#undef TF1_WALK_DEF

/* Run from the placements PREFIX[0..NPRE-1] (already checked to fit). */
static void tf1_run(tf_state_t *st, const int *prefix, int npre) {
  const tfast_t *f = st->f;
  const tfast_problem_t *pb = &f->pb;
  tf_one_t c = {f->region[0], f->outside[0], f->not_last[0], f->not_first[0], f->inner, f->K,
                ((uint64_t)1 << f->K) - 1, f->lstart, f->lk, f->wg, f->lpieces, f->lm, f->flood_steps,
                0, 0, {0}, SHAPE_MAX_CELLS, 0, pb->size, 0, 0, f->lslot};
  uint64_t avail = 0, filled = 0;
  for (int p = 0; p < pb->npieces; p++) {
    if (pb->hi[p] <= 1) c.once |= (uint64_t)1 << p;
    if (pb->hi[p] > 0) {
      avail |= (uint64_t)1 << p;
      c.by_size[pb->size[p]] |= (uint64_t)1 << p;
      if (pb->size[p] < c.smin) c.smin = pb->size[p];
      if (pb->size[p] > c.smax) c.smax = pb->size[p];
    }
  }
  c.all_once = pb->npieces == 64 ? c.once == ~(uint64_t)0 : c.once == ((uint64_t)1 << pb->npieces) - 1;
  /* Pieces of one size: the lone cells are nearly all the pockets the
   * flood finds (the twelve pentominoes in 6x10: 7% more nodes, 30% fewer
   * instructions without it); of several sizes, the flood pays. */
  if (c.smin >= c.smax) c.steps = 1, c.one_size = 1; /* (tf_one_size) */
  c.mode = (c.all_once ? 1 + c.one_size : 0) + (st->grow ? 3 : 0);
  for (int d = 0; d < npre; d++) {
    int k = f->kof[prefix[d]], p = f->kpiece[k];
    filled |= f->masks[k];
    st->stack[d] = k;
    if ((c.once >> p) & 1 || --st->rem[p] == 0) avail &= ~((uint64_t)1 << p);
  }
  tf1_sizes(st, &c, avail);
  st->next_check = 0;
  int r = 0;
  if (tf1_check(st))
    ;
  else if (npre == 0 && f->root >= 0 && (f->region[0] & ~filled)) /* the root piece first */
    tf1_root(st, &c, filled, avail);
  else {
#define TF1_ENTER(ONCE, LAZY) \
  tf1_enter(st, &c, filled, c.region & ~filled, avail, npre, 0, 0, ONCE, LAZY)
    TF1_BY_MODE(r, &c, TF1_ENTER)
#undef TF1_ENTER
  }
  (void)r;
  for (int d = npre - 1; d >= 0; d--) {
    int p = f->kpiece[f->kof[prefix[d]]];
    if (!((c.once >> p) & 1)) st->rem[p]++;
  }
}
