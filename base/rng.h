/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* rng.h: the one seeded random generator of cards/ and its tests (splitmix64): the same seed gives
 * the same numbers on every machine. */
#ifndef BASE_RNG_H
#define BASE_RNG_H

#include <stdint.h>

/* The next number of the sequence in *STATE (Steele, Lea and Flood's
 * splitmix64); any starting state is fine, the seed itself included. */
static inline uint64_t base_rand(uint64_t *state) {
  uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/* Uniform in 0..N-1 (N >= 1) by multiply-shift of the high half: no
 * division, bias below 2^-32. */
static inline uint32_t base_rand_below(uint64_t *state, uint32_t n) {
  return (uint32_t)(((base_rand(state) >> 32) * (uint64_t)n) >> 32);
}

#endif
