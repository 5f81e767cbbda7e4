/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* fuzz_dlx.c: Knuth's text format (dlx_read_buffer), then a write and a short bounded search of
 * what it read. */
#include <config.h>

#include <stdio.h>

#include "dlx/dlx.h"
#include "tests/fuzz/fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  dlx_t *d = NULL;
  dlx_error_t err;
  if (dlx_read_buffer((const char *)data, size, &d, &err) != DLX_OK) return 0;
  FILE *null = fopen("/dev/null", "w");
  if (null) {
    dlx_write(d, null);
    fclose(null);
  }
  dlx_search_opts_t o;
  dlx_search_opts_init(&o);
  o.max_nodes = 2000; /* every kind of problem, a bounded amount of search */
  dlx_stats_t st;
  dlx_search(d, &o, &st);
  dlx_free(d);
  return 0;
}
