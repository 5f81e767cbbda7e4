/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* t_bits.c: the bitboard of base/bits.h against a plain array of cells, at every width polyx uses.
 */
#include <config.h>

#include <stdint.h>
#include <string.h>

#include "base/bits.h"
#include "base/rng.h"
#include "tests/check.h"

typedef struct bb1 {
  uint64_t w[1];
} bb1_t;
typedef struct bb2 {
  uint64_t w[2];
} bb2_t;
typedef struct bb3 {
  uint64_t w[3];
} bb3_t;
typedef struct bb16 {
  uint64_t w[16];
} bb16_t;

/* A random set of the NCELLS cells into IN (one byte a cell), DENSITY
 * cells in 8 on average (0: empty). */
static void random_cells(uint64_t *rng, unsigned char *in, int ncells, int density) {
  for (int i = 0; i < ncells; i++) in[i] = base_rand_below(rng, 8) < (uint32_t)density;
}

/* Every operation on bitboards A and B of type T against the cell arrays,
 * ROUNDS random pairs, several densities (so that empty, disjoint, nested
 * and overlapping sets all come up). */
#define CHECK_WIDTH(T, ROUNDS)                                                                     \
  do {                                                                                             \
    enum { NC = (int)sizeof(((T *)0)->w) * 8 };                                                    \
    unsigned char ca[NC], cb[NC];                                                                  \
    for (int round = 0; round < (ROUNDS); round++) {                                               \
      random_cells(&rng, ca, NC, round % 9);                                                       \
      random_cells(&rng, cb, NC, (round / 9) % 9);                                                 \
      if (round % 5 == 0)                                                                          \
        for (int i = 0; i < NC; i++) cb[i] |= ca[i]; /* A inside B */                              \
      T a, b, u;                                                                                   \
      memset(&a, 0, sizeof a);                                                                     \
      memset(&b, 0, sizeof b);                                                                     \
      for (int i = 0; i < NC; i++) {                                                               \
        if (ca[i]) base_bb_set(&a, i);                                                             \
        if (cb[i]) base_bb_set(&b, i);                                                             \
      }                                                                                            \
      int meet = 0, sub = 1, na = 0, low = -1;                                                     \
      for (int i = 0; i < NC; i++) {                                                               \
        meet |= ca[i] && cb[i];                                                                    \
        sub &= !ca[i] || cb[i];                                                                    \
        na += ca[i];                                                                               \
        if (ca[i] && low < 0) low = i;                                                             \
        CHECK(base_bb_has(&a, i) == ca[i], #T ": has cell %d", i);                                 \
      }                                                                                            \
      CHECK(base_bb_meets(&a, &b) == meet, #T ": meets %d, want %d", base_bb_meets(&a, &b), meet); \
      CHECK(base_bb_subset(&a, &b) == sub, #T ": subset %d, want %d", base_bb_subset(&a, &b),      \
            sub);                                                                                  \
      CHECK(base_bb_count(&a) == na, #T ": count %d, want %d", base_bb_count(&a), na);             \
      CHECK(base_bb_empty(&a) == (na == 0), #T ": empty with %d cells", na);                       \
      CHECK(base_bb_lowest(&a) == low, #T ": lowest %d, want %d", base_bb_lowest(&a), low);        \
      u = a;                                                                                       \
      base_bb_or(&u, &b);                                                                          \
      for (int i = 0; i < NC; i++)                                                                 \
        CHECK(base_bb_has(&u, i) == (ca[i] || cb[i]), #T ": or, cell %d", i);                      \
    }                                                                                              \
  } while (0)

int main(void) {
  uint64_t rng = 19;
  CHECK_WIDTH(bb1_t, 400);
  CHECK_WIDTH(bb2_t, 400);
  CHECK_WIDTH(bb3_t, 400);
  CHECK_WIDTH(bb16_t, 200);
  /* the words of a bare array: the fast tiler's packed masks */
  uint64_t m[4] = {0, 0, 0, (uint64_t)1 << 63}, f[4] = {0, 0, 0, 0};
  CHECK(!base_words_meet(m, f, 4) && base_words_lowest(m, 4) == 255 && base_words_count(m, 4) == 1,
        "bare words: cell 255");
  base_words_set(f, 255);
  CHECK(base_words_meet(m, f, 4) && base_words_subset(m, f, 4) && !base_words_meet(m, f, 3),
        "bare words: the last word counts only within NW");
  return failures != 0;
}
