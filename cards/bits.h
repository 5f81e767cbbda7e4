/* bits.h: bit counting for the bitboards of cards/ (tiling, Polymo, Polyminix kits). */
#ifndef CARDS_BITS_H
#define CARDS_BITS_H

#include <stdint.h>

/* Number of set bits of X. Portable arithmetic: without -mpopcnt the
 * builtin would be a libgcc call, slower than these few operations. */
static inline int cards_popcount64(uint64_t x) {
  x = x - ((x >> 1) & 0x5555555555555555ULL);
  x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
  return (int)((x * 0x0101010101010101ULL) >> 56);
}

#endif
