/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* fuzz_region.c: region text (region_parse_text), then holes, components and symmetries of what it
 * read. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "poly/region.h"
#include "tests/fuzz/fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  region_t r;
  base_error_t err;
  if (region_parse_text((const char *)data, size, &r, &err) != 0) return 0;
  region_holes(&r);
  region_components(&r, 0);
  region_symmetries(&r);
  region_free(&r);
  return 0;
}
