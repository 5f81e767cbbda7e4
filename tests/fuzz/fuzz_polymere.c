/* fuzz_polymere.c: Polymère game records (pm_record_check) and boards (pm_board_read). */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "games/polymere/polymere.h"
#include "tests/fuzz/fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  const char *text = (const char *)data;
  pm_check_t res;
  pm_game_t *g = calloc(1, sizeof *g);
  if (g) {
    pm_record_check(text, size, g, &res);
    pm_game_free(g);
    free(g);
  }
  pm_board_t b;
  if (pm_board_init(&b) == 0) {
    pm_board_read(text, size, &b, &res);
    pm_board_free(&b);
  }
  return 0;
}
