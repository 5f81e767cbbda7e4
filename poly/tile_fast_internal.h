/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* tile_fast_internal.h: what the tables of tile_fast_tables.c and the search of tile_fast.c share. */
#ifndef POLY_TILE_FAST_INTERNAL_H
#define POLY_TILE_FAST_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "poly/tile_fast.h"

/* Placements anchored at one cell, one piece: masks[begin..end-1]. */
typedef struct tf_group {
  int piece, begin, end;
} tf_group_t;

struct tfast {
  tfast_problem_t pb; /* pointers borrowed from the caller (tiling.c keeps them alive) */
  int nw, nbits, inner;
  int x0, y0, transposed;
  uint64_t region[16], not_last[16], not_first[16];
  int nk;            /* placements in the tables */
  uint64_t *masks;   /* nk * nw words */
  int *kid, *kpiece; /* per k: placement id, piece */
  int *kof;          /* per placement id: k, or -1 */
  int *cstart;       /* per bit: groups[cstart[b] .. cstart[b+1]-1] */
  tf_group_t *groups;
  int ngroups;
  int root, root_begin, root_end; /* root piece's groups */
  int *rootk, nroot;              /* root piece's placements (k indices) */
  int maxcand;                    /* most candidates at one node (random buffers) */
  /* Candidates at cell b when the K cells after b (in bit order) are
   * blocked as in pattern P: the groups wg[lstart[b << K | P] ..
   * lstart[(b << K | P) + 1] - 1], one per piece, of the placements
   * anchored at b that avoid those cells. Cuts most of the placements that
   * would not fit before looking at them. A group's entries e in
   * begin..end-1 are placement lk[e] with its mask copied at lm[e * nw]
   * (read in sequence). */
  int K;
  int *lstart, *lend, *lk; /* lend: per list, the end of its groups (lstart + 1: in order) */
  tf_group_t *wg;
  uint64_t *lm;
  uint64_t outside[16]; /* ~region over the nw words */
  int maxsize;
  /* Flood steps of the pocket check: a pocket still growing after this many
   * steps is left unchecked. The largest piece's size measured best (5% fewer
   * instructions than a full fill on the pentomino boxes). */
  int flood_steps;
  /* With one word and 64 pieces or fewer (tf1_walk): per list, the pieces
   * of its groups as bits. A list's groups are in the order of their
   * pieces: tf1_walk walks them to the groups of the pieces still
   * available, its bits in AVAIL & lpieces, and skips the others. */
  uint64_t *lpieces;
  /* While the lists are built on demand (tile_fast_lists.c): their state,
   * per list 1 + its place in lstart, lend and lpieces, 0 while not built
   * (LSLOT: those three are then in the order the lists were built), and
   * what they are built from: per placement k, the cells of the K bits
   * after its first bit (KWIN) and its group (KGROUP), per bit the cells
   * of its window outside the region (WOUT). */
  struct tf_lazy *lazy;
  uint16_t *lslot;
  uint16_t *kwin, *wout;
  int *kgroup;
  unsigned char *dead; /* while building: per placement, 1 when no tiling can use it */
  uint64_t *pmask;     /* while building: per active placement, its cells (nw words) */
};

/* The deepest search of tf1_run: a placement covers a cell at least. */
#define TF1_MAX_DEPTH 64

/* 1 when the search of PB on boards of NW words can be tf1_run's (one
 * word, the pieces bounded only by their own counts, at most 64 of them),
 * in search order and with no cut to collect. */
static inline int tf_one_word(const tfast_problem_t *pb, int nw) {
  return nw == 1 && pb->nclasses == 0 && pb->total_lo < 0 && !pb->reference && pb->npieces <= 64 &&
         pb->ncells <= TF1_MAX_DEPTH;
}

/* 1 when the pieces of PB that may be used (hi > 0) have one size (or
 * there are none): then tf1_run floods no pockets, lone cells being
 * nearly all it would find. */
static inline int tf_one_size(const tfast_problem_t *pb) {
  int size = 0;
  for (int p = 0; p < pb->npieces; p++)
    if (pb->hi[p] > 0) {
      if (size && pb->size[p] != size) return 0;
      size = pb->size[p];
    }
  return 1;
}

/* Build F's lists (K, lstart, lend, lk, lm, wg, lpieces) once its groups
 * are made: all of them, or when LAZY only their room, each list then
 * built when the search first asks for it (until then its lslot is 0).
 * -1 when out of memory. */
int tf_lists_new(tfast_t *f, int lazy);
/* The list LI, built now (F's lists on demand); returns its place in
 * lstart and lpieces. For the search on the thread that owns F only. */
size_t tf_list_build(tfast_t *f, size_t li);
/* Build the lists not built yet: the tables are then complete and
 * read-only (threads, plans). 0, or -1 when out of memory (F unchanged). */
int tf_lists_complete(tfast_t *f);
void tf_lists_free(tfast_t *f);

/* The greatest common divisor of A and B (0 and B: B). */
static inline int tf_gcd(int a, int b) {
  while (b) {
    int t = a % b;
    a = b;
    b = t;
  }
  return a;
}

#endif
