/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* fuzz_piecefile.c: "@FILE" piece specs through the real open(): the first line is a spec put
 * before "@FILE" (no '@' of its own), the rest written to FILE; the set read is turned into an
 * inline spec (as px_pieces_arg does) that must parse again to as many pieces. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "poly/pieceset.h"
#include "tests/fuzz/fuzz.h"

static char path[512];

static void remove_file(void) {
  if (path[0]) unlink(path);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (!path[0]) {
    const char *dir = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : getenv("TMPDIR");
    snprintf(path, sizeof path, "%s/polyx-fuzz-pieces.%ld", dir ? dir : "/tmp", (long)getpid());
    atexit(remove_file);
  }
  const char *text = (const char *)data;
  const char *nl = memchr(text, '\n', size);
  size_t speclen = nl ? (size_t)(nl - text) : size;
  if (speclen >= 200 || memchr(text, '@', speclen) || memchr(text, '\0', speclen)) return 0;
  FILE *f = fopen(path, "wb");
  if (!f) return 0;
  size_t rest = nl ? size - speclen - 1 : 0;
  int bad = rest && fwrite(nl + 1, 1, rest, f) != rest;
  if (fclose(f) != 0 || bad) return 0;
  char spec[1024];
  snprintf(spec, sizeof spec, "%.*s%s@%s", (int)speclen, text, speclen ? "," : "", path);
  pieceset_t set;
  base_error_t err;
  if (pieceset_parse_files(spec, &set, &err) != 0) return 0;
  char *inline_spec = NULL;
  /* An empty set (an empty FILE) has no spec to write: "" is not one. */
  if (set.n > 0 && pieceset_to_spec(&set, &inline_spec, &err) == 0) {
    pieceset_t again;
    if (pieceset_parse(inline_spec, &again, &err) != 0) abort(); /* what px_pieces_arg relies on */
    if (again.n != set.n) abort();
    pieceset_free(&again);
  }
  free(inline_spec);
  pieceset_free(&set);
  return 0;
}
