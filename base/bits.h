/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* bits.h: bit counting and the one bitboard (set of cells) of cards/: tiling, Polymo, Polyssimo. */
#ifndef BASE_BITS_H
#define BASE_BITS_H

#include <stdint.h>

/* Number of set bits of X. Portable arithmetic: without -mpopcnt the
 * builtin would be a libgcc call, slower than these few operations. */
static inline int base_popcount64(uint64_t x) {
  x = x - ((x >> 1) & 0x5555555555555555ULL);
  x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
  return (int)((x * 0x0101010101010101ULL) >> 56);
}

/* ---- Bitboards -----------------------------------------------------------
 * A set of cells numbered from 0: cell I is bit I & 63 of word I >> 6. A
 * bitboard is a struct whose one member is the array of its words,
 *     typedef struct polymo_bb { uint64_t w[2]; } polymo_bb_t;
 * sized for the board (Polymo's 9 x 9 sheet: 2 words, Polyssimo's 12 x 11
 * board: 3, the fast tiler's box: 1 to 16), and every bitboard of cards/
 * is read and written through the macros below, whatever its width: the
 * width is a constant of the type, so what is compiled is the word-by-word
 * code one would write for that width. The base_words_* functions are the same
 * operations on a bare array of NW words (masks packed in one array), NW
 * at most BASE_BB_MAX_WORDS. */

/* Words of a bitboard B (a pointer to one). */
#define BASE_BB_NW(b) ((int)(sizeof(b)->w / sizeof(b)->w[0]))
/* The most words a bitboard has (1024 cells: the fast tiler's largest box). */
#define BASE_BB_MAX_WORDS 16

/* OP(i) for every word index i < BASE_BB_MAX_WORDS. The operations are
 * written word by word, each word behind a test "i < nw" that the constant
 * width folds away, rather than as loops: with a loop, even of two rounds
 * or a dead one past the width, gcc 12 -O2 made Polymo's greedy player run
 * 4.6% more instructions and Polyssimo's 41% more (callgrind). */
#define BASE_BB_EACH_WORD(OP)                                                                      \
  OP(0)                                                                                            \
  OP(1) OP(2) OP(3) OP(4) OP(5) OP(6) OP(7) OP(8) OP(9) OP(10) OP(11) OP(12) OP(13) OP(14) OP(15)

static inline void base_words_set(uint64_t *w, int i) {
  w[i >> 6] |= (uint64_t)1 << (i & 63);
}
static inline int base_words_has(const uint64_t *w, int i) {
  return (int)((w[i >> 6] >> (i & 63)) & 1);
}
/* 1 when A and B share a cell. */
static inline int base_words_meet(const uint64_t *a, const uint64_t *b, int nw) {
  uint64_t x = 0;
#define BASE_OP_(i)                                                                                \
  if (i < nw) x |= a[i] & b[i];
  BASE_BB_EACH_WORD(BASE_OP_)
#undef BASE_OP_
  return x != 0;
}
/* 1 when every cell of A is in B. */
static inline int base_words_subset(const uint64_t *a, const uint64_t *b, int nw) {
  uint64_t x = 0;
#define BASE_OP_(i)                                                                                \
  if (i < nw) x |= a[i] & ~b[i];
  BASE_BB_EACH_WORD(BASE_OP_)
#undef BASE_OP_
  return x == 0;
}
static inline void base_words_or(uint64_t *a, const uint64_t *b, int nw) {
#define BASE_OP_(i)                                                                                \
  if (i < nw) a[i] |= b[i];
  BASE_BB_EACH_WORD(BASE_OP_)
#undef BASE_OP_
}
static inline int base_words_empty(const uint64_t *a, int nw) {
  uint64_t x = 0;
#define BASE_OP_(i)                                                                                \
  if (i < nw) x |= a[i];
  BASE_BB_EACH_WORD(BASE_OP_)
#undef BASE_OP_
  return x == 0;
}
static inline int base_words_count(const uint64_t *a, int nw) {
  int n = 0;
#define BASE_OP_(i)                                                                                \
  if (i < nw) n += base_popcount64(a[i]);
  BASE_BB_EACH_WORD(BASE_OP_)
#undef BASE_OP_
  return n;
}
/* The lowest cell of A, or -1 when A is empty. */
static inline int base_words_lowest(const uint64_t *a, int nw) {
#define BASE_OP_(i)                                                                                \
  if (i < nw && a[i]) return i * 64 + __builtin_ctzll(a[i]);
  BASE_BB_EACH_WORD(BASE_OP_)
#undef BASE_OP_
  return -1;
}

/* The operations on bitboards B, A (pointers; A and B of one type). */
#define BASE_BB_SAME(a, b)                                                                         \
  ((void)sizeof(char[sizeof(a)->w == sizeof(b)->w && BASE_BB_NW(a) <= BASE_BB_MAX_WORDS ? 1 : -1]))
#define base_bb_set(b, i)    base_words_set((b)->w, (i))
#define base_bb_has(b, i)    base_words_has((b)->w, (i))
#define base_bb_meets(a, b)  (BASE_BB_SAME(a, b), base_words_meet((a)->w, (b)->w, BASE_BB_NW(a)))
#define base_bb_subset(a, b) (BASE_BB_SAME(a, b), base_words_subset((a)->w, (b)->w, BASE_BB_NW(a)))
#define base_bb_or(a, b)     (BASE_BB_SAME(a, b), base_words_or((a)->w, (b)->w, BASE_BB_NW(a)))
#define base_bb_empty(b)     base_words_empty((b)->w, BASE_BB_NW(b))
#define base_bb_count(b)     base_words_count((b)->w, BASE_BB_NW(b))
#define base_bb_lowest(b)    base_words_lowest((b)->w, BASE_BB_NW(b))

#endif
