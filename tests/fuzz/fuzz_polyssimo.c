/* fuzz_polyssimo.c: Polyssimo game records (ps_record_check_known, the default geometry built once)
 * and puzzles (ps_puzzle_parse, and its ID read back). */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "games/polyssimo/polyssimo.h"
#include "tests/fuzz/fuzz.h"

static ps_geo_t known;
static int have_known;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (!have_known) {
    if (ps_geo_from_spec(&known, PS_DEFAULT_PIECES, 12, 11, NULL) != 0) abort();
    have_known = 1;
  }
  const char *text = (const char *)data;
  cards_error_t err;
  if (size >= 16 && memmem(text, size, "polyssimo-record", 16)) {
    ps_geo_t g;
    ps_game_t *s = malloc(sizeof *s);
    ps_rule_t rule;
    if (!s) return 0;
    memset(&g, 0, sizeof g);
    ps_record_check_known(text, size, &known, &g, s, &rule, &err);
    ps_geo_free(&g);
    free(s);
  } else {
    ps_puzzle_t p;
    memset(&p, 0, sizeof p);
    if (ps_puzzle_parse(text, size, &p, &err) == 0) {
      /* Its ID reads back as the same puzzle. */
      char *id = ps_puzzle_id(&p);
      if (id) {
        ps_puzzle_t q;
        memset(&q, 0, sizeof q);
        if (ps_puzzle_parse(id, strlen(id), &q, &err) != 0) abort();
        ps_puzzle_free(&q);
        free(id);
      }
    }
    ps_puzzle_free(&p);
  }
  return 0;
}
