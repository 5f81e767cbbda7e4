/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* fuzz_polyminix.c: Polyminix card text (polyminix_deck_parse, written back and read again),
 * answers (polyminix_answer_check) and game records (polyminix_game_check). */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/polyminix/polyminix.h"
#include "tests/fuzz/fuzz.h"

/* The deck written by polyminix_deck_write reads back. */
static void round_trip(const polyminix_deck_t *deck) {
  char *buf = NULL;
  size_t n = 0;
  FILE *f = open_memstream(&buf, &n);
  if (!f) return;
  int rc = polyminix_deck_write(deck, f);
  if (fclose(f) != 0 || rc != 0) {
    free(buf);
    return;
  }
  polyminix_deck_t again;
  base_error_t err;
  memset(&again, 0, sizeof again);
  if (polyminix_deck_parse(buf, n, &again, &err) != 0) abort(); /* written, but unreadable */
  polyminix_deck_free(&again);
  free(buf);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  const char *text = (const char *)data;
  base_error_t err;
  polyminix_deck_t deck;
  memset(&deck, 0, sizeof deck);
  if (polyminix_deck_parse(text, size, &deck, &err) == 0) round_trip(&deck);
  polyminix_deck_free(&deck);
  polyminix_answer_t a;
  polyminix_rule_t rule;
  memset(&a, 0, sizeof a);
  polyminix_answer_check(text, size, NULL, &a, &rule, &err);
  polyminix_answer_free(&a);
  polyminix_game_t *g = malloc(sizeof *g);
  if (g) {
    polyminix_game_check(text, size, g, &rule, &err);
    free(g);
  }
  return 0;
}
