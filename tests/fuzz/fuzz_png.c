/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* fuzz_png.c: PNG silhouettes (pngread_grey_memory), then the grid detection of region_from_grey.
 */
#include <config.h>

#include <stdlib.h>

#include "poly/region.h"
#include "output/pngread.h"
#include "tests/fuzz/fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  unsigned char *grey;
  int w, h;
  if (pngread_grey_memory(data, size, &grey, &w, &h, NULL, 0) != 0) return 0;
  if ((long)w * h <= 1 << 20) { /* the grid detection of small images only: fast runs */
    region_t r;
    base_error_t err;
    int cell = 0;
    if (region_from_grey(grey, w, h, (size_t)w, 0, &r, &cell, &err) == 0) region_free(&r);
  }
  free(grey);
  return 0;
}
