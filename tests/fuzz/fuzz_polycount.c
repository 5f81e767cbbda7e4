/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* fuzz_polycount.c: the arguments of `polymere count` (a tile, polymere_tile_parse, read back
 * from its name; the edges of a space, polymere_space_parse, then counted by libdlx and by the
 * direct search, which must agree) and Polyssimo's generation IDs (polyssimo_gen_id_parse,
 * parsed only: generating a puzzle takes a tenth of a second, too long for a fuzzer). */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "games/polymere/polymere.h"
#include "games/polyssimo/polyssimo.h"
#include "tests/fuzz/fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  const char *s = (const char *)data;
  if (size > 0 && memchr(s, '\0', size)) return 0; /* arguments are C strings */
  char *arg = malloc(size + 1);
  if (!arg) return 0;
  memcpy(arg, s, size);
  arg[size] = '\0';
  /* A generation ID. */
  polyssimo_gen_req_t r;
  polyssimo_gen_req_init(&r);
  uint64_t seed;
  if (polyssimo_gen_id_parse(arg, &r, &seed) == 0 &&
      (r.w < 1 || r.h < 1 || (r.hand == 0 && (r.level < 1 || r.level > 3))))
    abort();
  /* A tile: its name reads back as the same tile. */
  int t = polymere_tile_parse(s, size, NULL);
  if (t >= 0) {
    char name[8];
    polymere_tile_name(t, name);
    if (polymere_tile_parse(name, strlen(name), NULL) != t) abort();
  }
  /* A space: the two counts agree. */
  int pat[6], free_edges, dup;
  if (polymere_space_parse(s, size, pat, &free_edges, &dup) == 0) {
    uint64_t n = 0;
    char msg[256];
    if (polymere_count_space(pat, NULL, &n, msg, sizeof msg) != 0) abort();
    if (n != polymere_count_space_direct(pat)) abort();
  }
  free(arg);
  return 0;
}
