/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* t_dlx_roundtrip.c: instances written in Knuth's format by libdlx read back to the same problem
 * and counts.
 *
 * For random instances of every kind (odd names up to 40 characters,
 * bounds, colours): dlx_write, then dlx_read_buffer, gives the same items,
 * bounds, options and colour names, the same number of solutions, and
 * written again the same bytes. The text of the test's own writer (which
 * does not use libdlx) reads back to the same problem too, and so do the
 * known instances (queens, Langford, pentominoes) through dlx_read.
 * Usage: t_dlx_roundtrip [SEED [COUNT]].
 */
#include <config.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/dlx.h"
#include "tests/check.h"
#include "tests/dlx/dlx_inst.h"

/* What dlx_write writes of D (or, when D is NULL, the test's own writer
 * of IN), as a malloc'd string; *LEN its length. NULL on a write error. */
static char *capture(const dlx_t *d, const inst_t *in, size_t *len) {
  FILE *f = tmpfile();
  if (!f) {
    perror("tmpfile");
    exit(99);
  }
  if (d) {
    if (dlx_write(d, f) != DLX_OK) {
      fclose(f);
      return NULL;
    }
  } else {
    inst_write(in, f, "written by the test's own writer");
  }
  long n = ftell(f);
  char *buf = malloc((size_t)n + 1);
  if (!buf || n < 0) abort();
  rewind(f);
  if (fread(buf, 1, (size_t)n, f) != (size_t)n) abort();
  buf[n] = '\0';
  fclose(f);
  *len = (size_t)n;
  return buf;
}

/* Does handle D hold the problem IN (same items in order, same bounds,
 * same options with the same colour names)? WHY gets the first difference. */
static int same_problem(const dlx_t *d, const inst_t *in, char *why, size_t size) {
  if (dlx_item_count(d) != in->nitems || dlx_primary_count(d) != in->nprimary ||
      dlx_option_count(d) != in->nopts) {
    snprintf(why, size, "%d items, %d primary, %d options; want %d, %d, %d", dlx_item_count(d),
             dlx_primary_count(d), dlx_option_count(d), in->nitems, in->nprimary, in->nopts);
    return 0;
  }
  for (int i = 0; i < in->nitems; i++) {
    const char *name = dlx_item_name(d, i);
    unsigned lo = 0, hi = 0;
    dlx_item_bounds(d, i, &lo, &hi);
    if (!name || strcmp(name, in->items[i].name) != 0 ||
        dlx_item_is_primary(d, i) != in->items[i].primary ||
        dlx_item_find(d, in->items[i].name) != i ||
        (in->items[i].primary && (lo != in->items[i].lo || hi != in->items[i].hi))) {
      snprintf(why, size, "item %d is %s%s %u:%u, want %s%s %u:%u", i, name ? name : "(null)",
               dlx_item_is_primary(d, i) ? "" : " (secondary)", lo, hi, in->items[i].name,
               in->items[i].primary ? "" : " (secondary)", in->items[i].lo, in->items[i].hi);
      return 0;
    }
  }
  for (int o = 0; o < in->nopts; o++) {
    int n = in->start[o + 1] - in->start[o];
    if (dlx_option_size(d, o) != n) {
      snprintf(why, size, "option %d has %d elements, want %d", o, dlx_option_size(d, o), n);
      return 0;
    }
    for (int k = 0; k < n; k++) {
      dlx_elem_t e = dlx_option_elem(d, o, k);
      int want_item = in->item[in->start[o] + k];
      int want_color = in->color[in->start[o] + k];
      const char *cn = e.color ? dlx_color_name(d, e.color) : NULL;
      if (e.item != want_item || (e.color == 0) != (want_color == 0) ||
          (want_color && (!cn || strcmp(cn, in->colors[want_color - 1]) != 0))) {
        snprintf(why, size, "option %d element %d differs", o, k);
        return 0;
      }
    }
  }
  return 1;
}

static uint64_t count(dlx_t *d) {
  dlx_stats_t s;
  if (dlx_search(d, NULL, &s) != DLX_OK || s.end != DLX_END_EXHAUSTED) return UINT64_MAX;
  return s.solutions;
}

/* Whether A and B have the same number of solutions, both searched to the
 * end; if not, says why in WHY. */
static int same_count(dlx_t *a, dlx_t *b, char *why, size_t n) {
  uint64_t c1 = count(a), c2 = count(b);
  if (c1 != c2 || c1 == UINT64_MAX) {
    snprintf(why, n, "%" PRIu64 " solutions, %" PRIu64 " after the round trip", c1, c2);
    return 0;
  }
  return 1;
}

static void fail(uint64_t seed, const char *what, const char *why, const char *text) {
  failures++;
  if (failures > 10) return;
  printf("FAIL: %s (seed %" PRIu64 "): %s\n", what, seed, why);
  if (text) printf("---- the text:\n%s----\n", text);
}

/* The whole round trip for one instance. */
static void trip(inst_t *in, uint64_t seed, const char *what) {
  char why[300];
  dlx_t *d = NULL, *back = NULL, *own = NULL;
  char *text = NULL, *again = NULL, *owntext = NULL;
  size_t len = 0, len2 = 0, ownlen = 0;
  dlx_error_t err;
  dlx_status_t st = inst_to_dlx(in, &d);
  if (st != DLX_OK) {
    fail(seed, what, dlx_strerror(st), NULL);
    goto out;
  }
  text = capture(d, in, &len);
  if (!text) {
    fail(seed, what, "dlx_write failed", NULL);
    goto out;
  }
  memset(&err, 0, sizeof err);
  st = dlx_read_buffer(text, len, &back, &err);
  if (st != DLX_OK) {
    snprintf(why, sizeof why, "reading dlx_write's text: %s at %lu:%lu: %s", dlx_strerror(st),
             err.line, err.col, err.msg);
    fail(seed, what, why, text);
    goto out;
  }
  if (!same_problem(back, in, why, sizeof why)) {
    fail(seed, what, why, text);
    goto out;
  }
  again = capture(back, in, &len2);
  if (!again || len2 != len || memcmp(text, again, len) != 0) {
    fail(seed, what, "written again, the text differs", text);
    if (again && failures <= 10) printf("---- written again:\n%s----\n", again);
    goto out;
  }
  /* The option lines are what dlx_write_option writes, one after another. */
  {
    FILE *f = tmpfile();
    if (!f) exit(99);
    int ok = 1;
    for (int o = 0; o < in->nopts && ok; o++) ok = dlx_write_option(back, o, f) == DLX_OK;
    long n = ftell(f);
    char *opts = malloc(n > 0 ? (size_t)n + 1 : 1);
    if (!opts) abort();
    rewind(f);
    if (n < 0 || fread(opts, 1, (size_t)n, f) != (size_t)n) ok = 0;
    fclose(f);
    opts[ok ? n : 0] = '\0';
    /* The text's option lines: the non-comment lines after the first. */
    char *want = malloc(len + 1);
    if (!want) abort();
    size_t w = 0;
    int first = 1;
    for (const char *p = text; *p;) {
      const char *nl = strchr(p, '\n');
      size_t l = nl ? (size_t)(nl - p) + 1 : strlen(p);
      const char *q = p + strspn(p, " \t");
      if (*q != '|' && *q != '\n' && *q != '\0') {
        if (!first) memcpy(want + w, p, l), w += l;
        first = 0;
      }
      p += l;
    }
    want[w] = '\0';
    ok = ok && strcmp(opts, want) == 0;
    free(opts);
    free(want);
    if (!ok) {
      fail(seed, what, "dlx_write_option differs from dlx_write's lines", text);
      goto out;
    }
  }
  if (!same_count(d, back, why, sizeof why)) {
    fail(seed, what, why, text);
    goto out;
  }
  /* The test's own writer, read by libdlx, gives the same problem. */
  owntext = capture(NULL, in, &ownlen);
  st = dlx_read_buffer(owntext, ownlen, &own, &err);
  if (st != DLX_OK) {
    snprintf(why, sizeof why, "reading the test's text: %s at %lu:%lu: %s", dlx_strerror(st),
             err.line, err.col, err.msg);
    fail(seed, what, why, owntext);
    goto out;
  }
  if (!same_problem(own, in, why, sizeof why)) {
    fail(seed, what, why, owntext);
    goto out;
  }
out:
  dlx_free(d);
  dlx_free(back);
  dlx_free(own);
  free(text);
  free(again);
  free(owntext);
  inst_free(in);
}

int main(int argc, char **argv) {
  uint64_t seed0 = 777;
  long n = 1000;
  setvbuf(stdout, NULL, _IOLBF, 0);
  if (argc > 1) seed0 = strtoull(argv[1], NULL, 10);
  if (argc > 2) n = strtol(argv[2], NULL, 10);
  static const int flags[] = {0,
                              INST_SECONDARY,
                              INST_SECONDARY | INST_COLORS,
                              INST_BOUNDS,
                              INST_SECONDARY | INST_COLORS | INST_BOUNDS,
                              INST_SECONDARY | INST_COLORS | INST_BOUNDS | INST_NAMES,
                              INST_NAMES};
  int nflags = (int)(sizeof flags / sizeof flags[0]);
  inst_t in;
  for (long k = 0; k < n; k++) {
    uint64_t seed = seed0 + (uint64_t)k, rng = seed;
    inst_init(&in);
    inst_random(&in, &rng, flags[k % nflags]);
    trip(&in, seed, "random instance");
  }
  printf("%s: %ld random instances written, read back, counted, written "
         "again (seeds %" PRIu64 "..%" PRIu64 ")\n",
         failures ? "FAIL" : "ok", n, seed0, seed0 + (uint64_t)n - 1);
  int before = failures;
  inst_init(&in), inst_queens(&in, 6), trip(&in, 0, "6 queens");
  inst_init(&in), inst_langford(&in, 4), trip(&in, 0, "Langford 4");
  inst_init(&in), inst_sudoku4(&in), trip(&in, 0, "4x4 sudoku");
  inst_init(&in), inst_pentominoes(&in, 3, 20), trip(&in, 0, "3x20");
  printf("%s: queens, Langford, sudoku and pentomino instances round trip\n",
         failures == before ? "ok" : "FAIL");
  if (failures) printf("%d failure(s)\n", failures);
  return failures ? 1 : 0;
}
