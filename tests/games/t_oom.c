/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* t_oom.c: out of memory inside a nested parse is reported as out of memory (exit 70), in every
 * game that allocates while it reads: each reader runs with its Nth allocation failing, for every N until it needs no more. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/text.h"
#include "games/polyminix/polyminix.h"
#include "games/polyssimo/polyssimo.h"
#include "games/polymere/polymere.h"
#include "tests/check.h"

/* The allocations of our own code go through these (the test links with -Wl,--wrap): the
 * FAIL_AT-th one fails, and ALLOCS counts them. */
void *__real_malloc(size_t n);
void *__real_calloc(size_t n, size_t m);
void *__real_realloc(void *p, size_t n);
static long allocs, fail_at;
static int next_fails(void) {
  return ++allocs == fail_at;
}
void *__wrap_malloc(size_t n);
void *__wrap_malloc(size_t n) {
  return next_fails() ? NULL : __real_malloc(n);
}
void *__wrap_calloc(size_t n, size_t m);
void *__wrap_calloc(size_t n, size_t m) {
  return next_fails() ? NULL : __real_calloc(n, m);
}
void *__wrap_realloc(void *p, size_t n);
void *__wrap_realloc(void *p, size_t n) {
  return next_fails() ? NULL : __real_realloc(p, n);
}

/* What one reader said: 0 read, 1 refused as bad data or a broken rule, 2 out of memory. */
typedef int (*reader_fn)(const char *text, size_t len);

static int deck(const char *t, size_t n) {
  polyminix_deck_t d;
  base_error_t e;
  memset(&d, 0, sizeof d);
  int rc = polyminix_deck_parse(t, n, &d, &e);
  polyminix_deck_free(&d);
  return rc == 0 ? 0 : e.code == BASE_E_NOMEM ? 2 : 1;
}

static int puzzle(const char *t, size_t n) {
  polyssimo_puzzle_t p;
  base_error_t e;
  memset(&p, 0, sizeof p);
  int rc = polyssimo_puzzle_parse(t, n, &p, &e);
  polyssimo_puzzle_free(&p);
  return rc == 0 ? 0 : e.code == BASE_E_NOMEM ? 2 : 1;
}

static int ps_record(const char *t, size_t n) {
  polyssimo_geo_t g;
  polyssimo_game_t s;
  polyssimo_rule_t rule;
  base_error_t e;
  memset(&g, 0, sizeof g);
  int rc = polyssimo_record_check(t, n, &g, &s, &rule, &e);
  polyssimo_geo_free(&g);
  return rc == 0 || rc == 1 ? (rc == 0 ? 0 : 1) : e.code == BASE_E_NOMEM ? 2 : 1;
}

static int pm_record(const char *t, size_t n) {
  polymere_game_t g;
  polymere_check_t res;
  memset(&g, 0, sizeof g);
  int rc = polymere_record_check(t, n, &g, &res);
  polymere_game_free(&g);
  return rc < 0 ? 2 : rc;
}

/* Run READ on FILE (under $srcdir) with every allocation failing in turn: whenever the failure
 * was injected, READ must say out of memory. */
static void each_failure(const char *name, reader_fn read, const char *file) {
  const char *dir = getenv("srcdir");
  char path[1024];
  snprintf(path, sizeof path, "%s/%s", dir ? dir : "tests", file);
  char *text;
  size_t len;
  base_error_t e;
  fail_at = 0;
  if (base_read_file(path, BASE_MAX_TEXT, "a test", &text, &len, &e) != 0) {
    CHECK(0, "%s: cannot read %s: %s", name, path, e.msg);
    return;
  }
  allocs = 0;
  int clean = read(text, len);
  long needed = allocs;
  CHECK(clean != 2, "%s: out of memory with no failure injected", name);
  CHECK(needed > 0, "%s: no allocation to fail: the test tests nothing", name);
  for (long k = 1; k <= needed; k++) {
    allocs = 0, fail_at = k;
    int got = read(text, len);
    if (allocs >= k && got != 2)
      CHECK(0, "%s: allocation %ld of %ld failed, the reader said %s", name, k, needed,
            got == 0 ? "nothing" : "bad data");
  }
  fail_at = 0;
  free(text);
}

int main(void) {
  /* Polymo's record and sheet readers allocate nothing (the geometry is built before them). */
  each_failure("polyminix deck", deck, "fuzz/corpus/polyminix/deck-seed3.txt");
  each_failure("polyssimo puzzle", puzzle, "fuzz/corpus/polyssimo/puzzle-l2.txt");
  each_failure("polyssimo record", ps_record, "fuzz/corpus/polyssimo/three.rec");
  each_failure("polymere record", pm_record, "games/polymere/data/chain.txt");
  return failures ? 1 : 0;
}
