/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* fuzz_grey.c: grid detection in PNG regions (region_from_grey) on raw grey pixels, past
 * libpng's checksums: the first byte gives the width (1 to 128), the second the cell size
 * (0: detected), the rest are the pixels, row by row. */
#include <config.h>

#include <stdlib.h>

#include "poly/region.h"
#include "tests/fuzz/fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 3) return 0;
  int w = 1 + data[0] % 128, cell = data[1] % 4 == 0 ? 0 : data[1] % 40;
  int h = (int)((size - 2) / (size_t)w);
  if (h < 1) return 0;
  region_t r;
  base_error_t err;
  int used = 0;
  if (region_from_grey(data + 2, w, h, (size_t)w, cell, &r, &used, &err) == 0) {
    if (used < 1 || r.w < 1 || r.h < 1 || region_figure_area(&r) < 1) abort();
    region_free(&r);
  }
  return 0;
}
