/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* fuzz_polymere.c: Polymère game records (polymere_record_check) and boards (polymere_board_read).
 */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "games/polymere/polymere.h"
#include "tests/fuzz/fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  const char *text = (const char *)data;
  polymere_check_t res;
  polymere_game_t *g = calloc(1, sizeof *g);
  if (g) {
    polymere_record_check(text, size, g, &res);
    polymere_game_free(g);
    free(g);
  }
  polymere_board_t b;
  if (polymere_board_init(&b) == 0) {
    polymere_board_read(text, size, &b, &res);
    polymere_board_free(&b);
  }
  return 0;
}
