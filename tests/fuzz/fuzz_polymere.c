/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* fuzz_polymere.c: Polymère game records (polymere_record_check) and boards (polymere_board_read).
 * The game and the board (a megabyte each) are made once and reused by every input, as
 * polymere_record_check allows: a fresh megabyte an input was most of the work. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "games/polymere/polymere.h"
#include "tests/fuzz/fuzz.h"

static polymere_game_t *g;
static polymere_board_t b;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  const char *text = (const char *)data;
  polymere_check_t res;
  if (!g && (!(g = calloc(1, sizeof *g)) || polymere_board_init(&b) != 0)) abort();
  polymere_record_check(text, size, g, &res);
  polymere_board_read(text, size, &b, &res);
  return 0;
}
