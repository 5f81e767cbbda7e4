/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* fuzz_pieces.c: piece specs (first line, as in data files: no @FILE) and piece drawings (the
 * rest). */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "poly/pieceset.h"
#include "tests/fuzz/fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  const char *text = (const char *)data;
  const char *nl = memchr(text, '\n', size);
  size_t speclen = nl ? (size_t)(nl - text) : size;
  if (speclen < 256) {
    char spec[256];
    memcpy(spec, text, speclen);
    spec[speclen] = '\0';
    pieceset_t s;
    base_error_t err;
    if (strlen(spec) == speclen && pieceset_parse(spec, &s, &err) == 0) pieceset_free(&s);
  }
  if (nl) {
    pieceset_t art = {0};
    base_error_t err;
    pieceset_read_art(nl + 1, size - speclen - 1, &art, &err);
    pieceset_free(&art);
  }
  return 0;
}
