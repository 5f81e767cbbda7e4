/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* fuzz_polyssimo.c: Polyssimo game records (polyssimo_record_check_known, the default geometry
 * built once, the placements of other pieces and boards kept in a cache from one input to the
 * next) and puzzles (polyssimo_puzzle_parse, and its ID read back). */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "games/polyssimo/polyssimo.h"
#include "tests/fuzz/fuzz.h"

static polyssimo_geo_t known;
static int have_known;
static polyssimo_geo_cache_t cache;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (!have_known) {
    if (polyssimo_geo_from_spec(&known, POLYSSIMO_DEFAULT_PIECES, 12, 11, NULL) != 0) abort();
    have_known = 1;
  }
  const char *text = (const char *)data;
  base_error_t err;
  if (size >= 16 && memmem(text, size, "polyssimo-record", 16)) {
    polyssimo_geo_t g;
    polyssimo_game_t *s = malloc(sizeof *s);
    polyssimo_rule_t rule;
    if (!s) return 0;
    memset(&g, 0, sizeof g);
    polyssimo_record_check_known(text, size, &known, &cache, &g, s, &rule, &err);
    polyssimo_geo_free(&g);
    free(s);
  } else {
    polyssimo_puzzle_t p;
    memset(&p, 0, sizeof p);
    if (polyssimo_puzzle_parse(text, size, &p, &err) == 0) {
      /* Its ID reads back as the same puzzle. */
      char *id = polyssimo_puzzle_id(&p);
      if (id) {
        polyssimo_puzzle_t q;
        memset(&q, 0, sizeof q);
        if (polyssimo_puzzle_parse(id, strlen(id), &q, &err) != 0) abort();
        polyssimo_puzzle_free(&q);
        free(id);
      }
    }
    polyssimo_puzzle_free(&p);
  }
  return 0;
}
