/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* fuzz_dlxrun.c: libdlx's searches on small problems in Knuth's text format: every engine,
 * threads, plans, memoised counts and the round trip through the text format (what --emit-dlx
 * writes), each checked against a serial count on dancing links. The first byte picks the
 * threads (1 or 2) and the plan's parts; the rest is the problem. A problem whose serial count
 * does not end within a small budget is only searched under that budget (work per input stays
 * small: these harnesses must run a thousand inputs a second). */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/dlx.h"
#include "tests/fuzz/fuzz.h"

#define BUDGET 2000 /* nodes of the reference count */

/* A count of D with ENGINE on JOBS threads (MEMO bytes of table, 0 none): its solutions, or
 * UINT64_MAX when the search failed or did not end. */
static uint64_t count(dlx_t *d, dlx_engine_t engine, int jobs, size_t memo, uint64_t max_nodes) {
  dlx_search_opts_t o;
  dlx_search_opts_init(&o);
  o.engine = engine, o.jobs = jobs, o.memo = memo, o.max_nodes = max_nodes;
  dlx_stats_t st;
  if (dlx_search(d, &o, &st) != DLX_OK || st.end != DLX_END_EXHAUSTED) return UINT64_MAX;
  return st.solutions;
}

/* D as text (malloc'd, *LEN), or NULL. */
static char *text_of(const dlx_t *d, size_t *len) {
  char *buf = NULL;
  FILE *f = open_memstream(&buf, len);
  if (!f) return NULL;
  int bad = dlx_write(d, f) != DLX_OK;
  if (fclose(f) != 0 || bad) {
    free(buf);
    return NULL;
  }
  return buf;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1) return 0;
  int cfg = data[0];
  dlx_t *d = NULL;
  dlx_error_t err;
  if (dlx_read_buffer((const char *)data + 1, size - 1, &d, &err) != DLX_OK) return 0;
  if (dlx_check(d) != DLX_OK) abort();
  /* The reference: a serial count on dancing links within the budget. */
  dlx_search_opts_t o;
  dlx_search_opts_init(&o);
  o.engine = DLX_ENGINE_LINKS, o.max_nodes = BUDGET;
  dlx_stats_t ref;
  if (dlx_search(d, &o, &ref) != DLX_OK) abort();
  /* The first byte: bit 0 two threads, bits 1-2 the engine, bit 3 a memoised count too, bits
   * 4-7 the plan's parts less one. One engine an input keeps the work small. */
  static const dlx_engine_t engines[] = {DLX_ENGINE_AUTO, DLX_ENGINE_CELLS, DLX_ENGINE_BITS,
                                         DLX_ENGINE_LINKS};
  int jobs = cfg & 1 ? 2 : 1;
  dlx_engine_t engine = engines[(cfg >> 1) & 3];
  if (ref.end != DLX_END_EXHAUSTED) {
    /* Too big to finish here: the engine under the budget, for crashes only. */
    count(d, engine, jobs, 0, BUDGET);
    dlx_free(d);
    return 0;
  }
  uint64_t n = ref.solutions;
  /* The engine, serial or on threads, and a memoised count agree with the reference (an
   * engine that does not take the problem, as bitsets with colours, is not compared). */
  uint64_t c = count(d, engine, jobs, 0, 0);
  if (c != UINT64_MAX && c != n) abort();
  if (cfg & 8) {
    uint64_t m = count(d, DLX_ENGINE_AUTO, 1, 1 << 16, 0);
    if (m != UINT64_MAX && m != n) abort();
  }
  /* A plan's parts add up to the serial count, nodes included. */
  dlx_plan_t *plan = NULL;
  o.max_nodes = 0;
  if (dlx_plan_new(d, &o, 1 + (size_t)(cfg >> 4), &plan) == DLX_OK) {
    uint64_t sum = 0, nodes = 0;
    for (size_t k = 0; k < dlx_plan_parts(plan); k++) {
      dlx_stats_t st;
      if (dlx_plan_search(d, plan, k, &o, &st) != DLX_OK) abort();
      sum += st.solutions, nodes += st.nodes;
    }
    if (sum != n || nodes != ref.nodes) abort();
    dlx_plan_free(plan);
  }
  /* The text written reads back as the same problem: the same text again, the same count. */
  size_t len, len2;
  char *t = text_of(d, &len);
  if (t) {
    dlx_t *d2 = NULL;
    if (dlx_read_buffer(t, len, &d2, &err) != DLX_OK) abort();
    char *t2 = text_of(d2, &len2);
    if (t2 && (len2 != len || memcmp(t, t2, len) != 0)) abort();
    if (count(d2, DLX_ENGINE_LINKS, 1, 0, 0) != n) abort();
    free(t2);
    dlx_free(d2);
    free(t);
  }
  dlx_free(d);
  return 0;
}
