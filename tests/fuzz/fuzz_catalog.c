/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* fuzz_catalog.c: the reader of compiled gettext catalogs (.mo) that translates the pages
 * (output/i18n.c), on the bytes of a catalog: its header and tables, its Plural-Forms
 * expression, and look-ups of a plain and a plural message. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "output/i18n.h"
#include "tests/fuzz/fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static const unsigned long ns[] = {0, 1, 2, 5, 22, 101, 1000001};
  const char *out;
  if (i18n_catalog_lookup(data, size, "card", NULL, 1, &out) != 0) return 0;
  if (!out) abort();
  (void)strlen(out);
  for (size_t i = 0; i < sizeof ns / sizeof ns[0]; i++) {
    if (i18n_catalog_lookup(data, size, "%d card", "%d cards", ns[i], &out) != 0 || !out) abort();
    (void)strlen(out);
  }
  return 0;
}
