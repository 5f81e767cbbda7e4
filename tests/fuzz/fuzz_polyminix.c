/* fuzz_polyminix.c: Polyminix card text (pmx_deck_parse, written back and read again), answers
 * (pmx_answer_check) and game records (pmx_game_check). */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/polyminix/polyminix.h"
#include "tests/fuzz/fuzz.h"

/* The deck written by pmx_deck_write reads back. */
static void round_trip(const pmx_deck_t *deck) {
  char *buf = NULL;
  size_t n = 0;
  FILE *f = open_memstream(&buf, &n);
  if (!f) return;
  int rc = pmx_deck_write(deck, f);
  if (fclose(f) != 0 || rc != 0) {
    free(buf);
    return;
  }
  pmx_deck_t again;
  cards_error_t err;
  memset(&again, 0, sizeof again);
  if (pmx_deck_parse(buf, n, &again, &err) != 0) abort(); /* written, but unreadable */
  pmx_deck_free(&again);
  free(buf);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  const char *text = (const char *)data;
  cards_error_t err;
  pmx_deck_t deck;
  memset(&deck, 0, sizeof deck);
  if (pmx_deck_parse(text, size, &deck, &err) == 0) round_trip(&deck);
  pmx_deck_free(&deck);
  pmx_answer_t a;
  pmx_rule_t rule;
  memset(&a, 0, sizeof a);
  pmx_answer_check(text, size, NULL, &a, &rule, &err);
  pmx_answer_free(&a);
  pmx_game_t *g = malloc(sizeof *g);
  if (g) {
    pmx_game_check(text, size, g, &rule, &err);
    free(g);
  }
  return 0;
}
