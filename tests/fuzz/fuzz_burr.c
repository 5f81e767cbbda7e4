/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* fuzz_burr.c: BurrTools files (burr_parse: gzip, XML, shapes, problems), then what polyx makes of
 * a problem that reads: the tiling set-up and the file written back, read again. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "poly/burr.h"
#include "poly/tiling.h"
#include "tests/fuzz/fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  burr_problem_t bp;
  base_error_t err;
  /* the first two problems, as --problem 1 and 2 */
  for (int index = 1; index <= 2; index++) {
    if (burr_parse((const char *)data, size, index, &bp, &err) != 0) continue;
    tiling_spec_t spec;
    tiling_spec_init(&spec);
    if (bp.ranged) spec.piece_lo = bp.lo;
    spec.optional = bp.optional;
    tiling_t *t = NULL;
    tiling_error_t te;
    if (bp.region.w * bp.region.h <= 4096 &&
        tiling_new(&bp.set, &bp.region, &spec, &t, &te) == TILING_OK) {
      char *buf = NULL;
      size_t len = 0;
      FILE *f = open_memstream(&buf, &len);
      if (f) {
        int rc = burr_write(f, t, &spec, NULL, 0, 0, &err);
        fclose(f);
        burr_problem_t back;
        if (rc == 0 && burr_parse(buf, len, 1, &back, &err) == 0) burr_problem_free(&back);
        free(buf);
      }
      tiling_free(t);
    }
    burr_problem_free(&bp);
  }
  return 0;
}
