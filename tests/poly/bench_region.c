/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* bench_region.c: `make bench`: grid detection in a PNG region (region_from_grey) on
 * grey images of 2,000, 4,000 and 8,000 pixels a side: random noise (many short runs),
 * sparse noise (long runs of every length) and a figure of 20-pixel
 * cells with drawn grid lines.
 *
 * The bound it must meet: linear in the pixels, that is CPU time at most 6 times larger
 * for twice the side (4 times the pixels, with room for the sorts' logarithm and the
 * caches). It prints the CPU seconds and the ratios and says when a ratio is beyond
 * the bound; it never fails (timings on a busy machine mean little). The images the
 * command line reads are capped at 100 million pixels, 20,000 a side (output/pngread.h).
 */
#include <config.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/rng.h"
#include "poly/region.h"

static double cpu(void) {
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* A grey image of N x N: KIND 0 random black and white, 1 random with one pixel in 16
 * dark (long light runs of every length at every place: the most distinct runs), 2 cells
 * of 20 px, light lines of 2 px between them, a few cells left out. */
static unsigned char *image(int kind, int n) {
  unsigned char *g = malloc((size_t)n * n);
  if (!g) return NULL;
  uint64_t st = 1;
  for (int y = 0; y < n; y++)
    for (int x = 0; x < n; x++) {
      int dark;
      if (kind == 0)
        dark = base_rand(&st) >> 63;
      else if (kind == 1)
        dark = base_rand(&st) >> 60 == 0;
      else
        dark = x % 20 >= 2 && y % 20 >= 2 && ((x / 20) * 7 + (y / 20) * 3) % 5 != 0;
      g[(size_t)y * n + x] = dark ? 0 : 255;
    }
  return g;
}

int main(void) {
  static const char *const kinds[] = {"random", "sparse random", "20 px grid"};
  for (int k = 0; k < 3; k++) {
    double prev = 0;
    for (int n = 2000; n <= 8000; n *= 2) {
      unsigned char *g = image(k, n);
      if (!g) {
        printf("bench_region: no memory for %d x %d\n", n, n);
        return 0;
      }
      region_t r;
      base_error_t e;
      int used = 0;
      double t0 = cpu();
      int rc = region_from_grey(g, n, n, (size_t)n, 0, &r, &used, &e);
      double t = cpu() - t0;
      if (rc == 0) region_free(&r);
      free(g);
      char ratio[64] = "";
      if (prev > 0.01)
        snprintf(ratio, sizeof ratio, ", %.1fx the half side (bound 6x)%s", t / prev,
                 t / prev > 6 ? ": BEYOND THE BOUND" : "");
      char label[64];
      snprintf(label, sizeof label, "grid detection, %s %dx%d", kinds[k], n, n);
      printf("%-40s %8.3f s CPU (cell %d)%s\n", label, t, rc == 0 ? used : 0, ratio);
      prev = t;
    }
  }
  return 0;
}
