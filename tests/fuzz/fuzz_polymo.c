/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* fuzz_polymo.c: Polymo game records and finished sheets (polymo_record_check, polymo_sheet_read).
 */
#include <config.h>

#include <stdlib.h>

#include "games/polymo/polymo.h"
#include "tests/fuzz/fuzz.h"

/* The two sheet geometries, built once: every input is checked against them. */
static polymo_geo_t geo9, geo8;
static int have_geo;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (!have_geo) {
    if (polymo_geo_init(&geo9, 9) != 0 || polymo_geo_init(&geo8, 8) != 0) abort();
    have_geo = 1;
  }
  const char *text = (const char *)data;
  polymo_check_result_t res;
  if (polymo_is_record(text, size)) {
    polymo_game_t *g = malloc(sizeof *g);
    if (!g) return 0;
    polymo_record_check(text, size, &geo9, &geo8, g, &res);
    free(g);
  } else {
    polymo_sheet_t *s = malloc(sizeof *s);
    int n;
    if (!s) return 0;
    polymo_sheet_read(text, size, &geo9, &geo8, s, &n, &res);
    free(s);
  }
  return 0;
}
