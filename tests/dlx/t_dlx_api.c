/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* t_dlx_api.c: libdlx's API behaves as dlx.h promises (errors, budgets, seeds, callbacks, cancel,
 * threads). */
#include <config.h>

#include <inttypes.h>
#include <stddef.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "dlx/dlx.h"
#include "tests/check.h"
#include "tests/dlx/dlx_inst.h"

static void section(const char *what, int before) {
  printf("%s: %s\n", failures == before ? "ok" : "FAIL", what);
}

static dlx_t *make(void (*gen)(inst_t *, int), int n) {
  inst_t in;
  inst_init(&in);
  gen(&in, n);
  dlx_t *d = NULL;
  dlx_status_t st = inst_to_dlx(&in, &d);
  inst_free(&in);
  if (st != DLX_OK) {
    printf("FAIL: building a problem: %s\n", dlx_strerror(st));
    exit(1);
  }
  return d;
}

static void pentominoes(inst_t *in, int rows) {
  inst_pentominoes(in, rows, 60 / rows);
}

static dlx_status_t search(dlx_t *d, const dlx_search_opts_t *o, dlx_stats_t *s) {
  memset(s, 0, sizeof *s);
  return dlx_search(d, o, s);
}

/* ---- Errors of the building calls ---------------------------------------- */

static void test_errors(void) {
  int before = failures, id = -1, x = -1, y = -1, s = -1, red = 0;
  for (int st = DLX_OK; st <= DLX_EBUSY; st++) {
    const char *m = dlx_strerror((dlx_status_t)st);
    CHECK(m && *m && m[strlen(m) - 1] != '\n' && m[strlen(m) - 1] != '.',
          "dlx_strerror(%d) = \"%s\"", st, m ? m : "(null)");
    /* every code has its own words, none the catch-all's */
    CHECK(m && strcmp(m, dlx_strerror((dlx_status_t)(DLX_EBUSY + 1))) != 0,
          "dlx_strerror(%d) is the unknown code's", st);
  }
  /* Codes only grow: the numbers of libdlx 1.3.1 stay, 1.4's come after. */
  CHECK(DLX_EIO == 17 && DLX_EPLAN == 18 && DLX_EOVERFLOW == 19 && DLX_EBUSY == 20,
        "status numbers moved");
  /* One version, the header's and the library's alike. */
  char v[32];
  snprintf(v, sizeof v, "%d.%d.%d", DLX_VERSION_MAJOR, DLX_VERSION_MINOR, DLX_VERSION_MICRO);
  CHECK(dlx_version() && strcmp(dlx_version(), v) == 0 && strcmp(DLX_VERSION_STRING, v) == 0,
        "versions disagree: dlx_version() %s, macros %s, DLX_VERSION_STRING %s", dlx_version(), v,
        DLX_VERSION_STRING);
  CHECK(dlx_version_number() == DLX_VERSION_NUMBER &&
            DLX_VERSION_NUMBER ==
                DLX_VERSION_ENCODE(DLX_VERSION_MAJOR, DLX_VERSION_MINOR, DLX_VERSION_MICRO) &&
            DLX_VERSION_ENCODE(1, 4, 0) == 10400 && DLX_VERSION_NUMBER >= 10400,
        "version numbers disagree: %d, %d", dlx_version_number(), DLX_VERSION_NUMBER);

  dlx_t *d = dlx_new();
  CHECK(d != NULL, "dlx_new");
  CHECK(dlx_check(d) == DLX_OK, "dlx_check on an empty problem");
  CHECK(dlx_add_primary(d, "x", 1, 1, &x) == DLX_OK && x == 0, "x");
  CHECK(dlx_add_primary(d, "y", 1, 1, &y) == DLX_OK && y == 1, "y");
  CHECK(dlx_add_primary(d, "x", 1, 1, &id) == DLX_EDUP_ITEM, "same name twice");
  CHECK(dlx_add_secondary(d, "y", &id) == DLX_EDUP_ITEM,
        "a secondary item named like a primary one");
  CHECK(dlx_add_primary(d, "b", 2, 1, &id) == DLX_EBOUNDS, "lo > hi");
  CHECK(dlx_add_primary(d, "c", 0, 0, &id) == DLX_EBOUNDS, "hi == 0");
  /* Names: non-empty, printable, no blank, ':' or '|'. */
  static const char *const bad[] = {"", "a b", "a:b", "a|b", "a\tb", "\n", "a\001"};
  for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++)
    CHECK(dlx_add_primary(d, bad[k], 1, 1, &id) != DLX_OK, "bad name %zu accepted", k);
  CHECK(dlx_add_primary(d, "a-rather-long-item-name-longer-than-eight", 1, 1, &id) == DLX_OK &&
            id == 2,
        "a long name");
  CHECK(dlx_add_primary(d, NULL, 0, 3, &id) == DLX_OK && id == 3, "an unnamed item");
  CHECK(dlx_item_name(d, 3) && strcmp(dlx_item_name(d, 3), "#3") == 0,
        "unnamed item is \"%s\", want #3", dlx_item_name(d, 3) ? dlx_item_name(d, 3) : "(null)");
  CHECK(dlx_add_secondary(d, "s", &s) == DLX_OK && s == 4, "s");
  CHECK(dlx_item_count(d) == 5 && dlx_primary_count(d) == 4, "%d items, %d primary",
        dlx_item_count(d), dlx_primary_count(d));
  CHECK(dlx_item_find(d, "s") == 4 && dlx_item_find(d, "nope") == -1, "dlx_item_find");
  CHECK(dlx_item_is_primary(d, 0) == 1 && dlx_item_is_primary(d, 4) == 0 &&
            dlx_item_is_primary(d, 5) == -1 && dlx_item_is_primary(d, -1) == -1,
        "dlx_item_is_primary");
  CHECK(dlx_item_name(d, 5) == NULL && dlx_item_name(d, -1) == NULL, "name of a bad id");
  unsigned lo = 9, hi = 9;
  dlx_item_bounds(d, 3, &lo, &hi);
  CHECK(lo == 0 && hi == 3, "bounds %u:%u, want 0:3", lo, hi);
  dlx_item_bounds(d, 0, &lo, &hi);
  CHECK(lo == 1 && hi == 1, "bounds %u:%u, want 1:1", lo, hi);

  CHECK(dlx_color(d, "red", &red) == DLX_OK && red >= 1, "colour");
  int again = 0, blue = 0;
  CHECK(dlx_color(d, "red", &again) == DLX_OK && again == red,
        "the same colour name gives the same number");
  CHECK(dlx_color(d, "blue", &blue) == DLX_OK && blue >= 1 && blue != red, "a second colour");
  CHECK(dlx_color_name(d, red) && strcmp(dlx_color_name(d, red), "red") == 0, "colour name");
  CHECK(dlx_color(d, "a:b", &again) != DLX_OK, "a colour name with ':'");

  dlx_elem_t e[4];
  CHECK(dlx_add_option(d, e, 0, &id) == DLX_EEMPTY_OPTION, "empty option");
  e[0] = (dlx_elem_t){x, 0}, e[1] = (dlx_elem_t){7, 0};
  CHECK(dlx_add_option(d, e, 2, &id) == DLX_EUNKNOWN_ITEM, "item 7");
  e[1] = (dlx_elem_t){-1, 0};
  CHECK(dlx_add_option(d, e, 2, &id) == DLX_EUNKNOWN_ITEM, "item -1");
  e[1] = (dlx_elem_t){x, 0};
  CHECK(dlx_add_option(d, e, 2, &id) == DLX_EITEM_TWICE, "x twice");
  e[1] = (dlx_elem_t){s, red}, e[2] = (dlx_elem_t){s, blue};
  CHECK(dlx_add_option(d, e, 3, &id) == DLX_EITEM_TWICE, "s twice with two colours");
  e[1] = (dlx_elem_t){y, red};
  CHECK(dlx_add_option(d, e, 2, &id) == DLX_ECOLOR_PRIMARY, "colour on a primary item");
  e[1] = (dlx_elem_t){s, 99};
  CHECK(dlx_add_option(d, e, 2, &id) != DLX_OK, "colour 99 never made");
  e[0] = (dlx_elem_t){s, red};
  CHECK(dlx_add_option(d, e, 1, &id) == DLX_ENO_PRIMARY, "an option of secondary items only");
  CHECK(dlx_add_option(NULL, e, 1, &id) == DLX_EINVAL, "NULL handle");
  CHECK(dlx_option_count(d) == 0, "failed options were added: %d", dlx_option_count(d));

  /* Now good options: x y; x s:red; y s:red; y s. */
  e[0] = (dlx_elem_t){x, 0}, e[1] = (dlx_elem_t){y, 0};
  CHECK(dlx_add_option(d, e, 2, &id) == DLX_OK && id == 0, "x y");
  e[1] = (dlx_elem_t){s, red};
  CHECK(dlx_add_option(d, e, 2, &id) == DLX_OK && id == 1, "x s:red");
  e[0] = (dlx_elem_t){y, 0};
  CHECK(dlx_add_option(d, e, 2, &id) == DLX_OK && id == 2, "y s:red");
  e[1] = (dlx_elem_t){s, 0};
  CHECK(dlx_add_option(d, e, 2, &id) == DLX_OK && id == 3, "y s");
  CHECK(dlx_option_count(d) == 4 && dlx_option_size(d, 1) == 2 && dlx_option_size(d, 4) == -1 &&
            dlx_option_size(d, -1) == -1,
        "option count and sizes");
  dlx_elem_t got = dlx_option_elem(d, 1, 1);
  CHECK(got.item == s && got.color == red, "element (%d, %d)", got.item, got.color);
  /* Items after options. */
  CHECK(dlx_add_primary(d, "late", 1, 1, &id) == DLX_ESTATE, "a primary item after options");
  CHECK(dlx_add_secondary(d, "late2", &id) == DLX_ESTATE, "a secondary item after options");
  CHECK(dlx_item_count(d) == 5, "late items were added");
  CHECK(dlx_check(d) == DLX_OK, "dlx_check");
  dlx_free(d);
  uint64_t n = 99;
  dlx_end_t end;
  dlx_free(NULL);

  /* The same without the uncovered item: x y | s with 0:3 #3 gone.
   * x y; x s:red; y s:red; y s. Solutions covering x and y once:
   * {x y}, {x s:red, y s:red}, {x s:red, y s} (s:red with s: no). 2. */
  d = dlx_new();
  dlx_add_primary(d, "x", 1, 1, &x);
  dlx_add_primary(d, "y", 1, 1, &y);
  dlx_add_secondary(d, "s", &s);
  dlx_color(d, "red", &red);
  dlx_elem_t o1[] = {{x, 0}, {y, 0}}, o2[] = {{x, 0}, {s, red}}, o3[] = {{y, 0}, {s, red}},
             o4[] = {{y, 0}, {s, 0}};
  dlx_add_option(d, o1, 2, NULL);
  dlx_add_option(d, o2, 2, NULL);
  dlx_add_option(d, o3, 2, NULL);
  dlx_add_option(d, o4, 2, NULL);
  CHECK(dlx_count(d, 0, 0, &n, &end) == DLX_OK && n == 2, "count %" PRIu64, n);
  CHECK(dlx_count(d, 1, 0, &n, &end) == DLX_OK && n == 1 && end == DLX_END_MAX,
        "limit 1: %" PRIu64 " end %d", n, (int)end);
  dlx_free(d);

  /* Searching NULL or a problem without items. */
  dlx_stats_t st;
  CHECK(dlx_search(NULL, NULL, &st) == DLX_EINVAL, "search NULL");
  d = dlx_new();
  dlx_status_t r = dlx_search(d, NULL, &st);
  CHECK(r == DLX_OK || r == DLX_EINVAL || r == DLX_ENO_ITEMS, "search of an empty problem: %s",
        dlx_strerror(r));
  dlx_free(d);
  section("errors of dlx_add_*, names, colours, ids", before);
}

/* ---- Budgets, repeat searches, profile ----------------------------------- */

static void test_budgets(void) {
  int before = failures;
  dlx_t *d = make(inst_queens, 10);
  dlx_search_opts_t o;
  dlx_stats_t a, b, full;
  CHECK(dlx_check(d) == DLX_OK, "check before");
  CHECK(search(d, NULL, &full) == DLX_OK && full.solutions == 724 && full.end == DLX_END_EXHAUSTED,
        "10 queens: %" PRIu64, full.solutions);
  CHECK(search(d, NULL, &b) == DLX_OK && b.solutions == full.solutions && b.nodes == full.nodes &&
            b.updates == full.updates,
        "a second search differs: %" PRIu64 " nodes vs %" PRIu64, b.nodes, full.nodes);
  CHECK(dlx_search(d, NULL, NULL) == DLX_OK, "NULL opts and stats");
  uint64_t sum = 0;
  for (int l = 0; l < full.levels; l++) sum += full.level_nodes[l];
  CHECK(full.levels > 0 && sum == full.nodes, "level profile sums to %" PRIu64 ", nodes %" PRIu64,
        sum, full.nodes);
  CHECK(full.max_level >= 10 - 1 && full.max_level <= 10 + 1, "max_level %d on 10 queens",
        full.max_level);
  CHECK(full.nodes > 0 && full.updates > full.nodes, "counters %" PRIu64 " %" PRIu64, full.nodes,
        full.updates);

  /* Node budget: stops early, deterministically, within the budget. */
  dlx_search_opts_init(&o);
  o.max_nodes = full.nodes / 3;
  CHECK(search(d, &o, &a) == DLX_OK && a.end == DLX_END_BUDGET && a.nodes <= o.max_nodes &&
            a.solutions < full.solutions,
        "node budget: end %d, %" PRIu64 " nodes", (int)a.end, a.nodes);
  CHECK(search(d, &o, &b) == DLX_OK && b.end == a.end && b.nodes == a.nodes &&
            b.updates == a.updates && b.solutions == a.solutions,
        "node budget is not deterministic");
  /* Update budget. */
  dlx_search_opts_init(&o);
  o.max_updates = full.updates / 2;
  CHECK(search(d, &o, &a) == DLX_OK && a.end == DLX_END_BUDGET && a.updates <= o.max_updates,
        "update budget: end %d, %" PRIu64 " updates", (int)a.end, a.updates);
  CHECK(search(d, &o, &b) == DLX_OK && b.end == a.end && b.nodes == a.nodes &&
            b.updates == a.updates && b.solutions == a.solutions,
        "update budget is not deterministic");
  /* A budget just large enough changes nothing. */
  dlx_search_opts_init(&o);
  o.max_nodes = full.nodes;
  o.max_updates = full.updates;
  CHECK(search(d, &o, &a) == DLX_OK && a.end == DLX_END_EXHAUSTED && a.solutions == full.solutions,
        "an exact budget: end %d", (int)a.end);
  uint64_t n;
  dlx_end_t end;
  CHECK(dlx_count(d, 0, full.updates / 4, &n, &end) == DLX_OK && end == DLX_END_BUDGET && n < 724,
        "dlx_count with a budget");
  CHECK(dlx_check(d) == DLX_OK, "check after budget stops");
  CHECK(search(d, NULL, &b) == DLX_OK && b.solutions == 724 && b.nodes == full.nodes,
        "a full search after budget stops");
  dlx_free(d);
  section("budgets stop deterministically; repeat searches agree; "
          "level profile sums to nodes",
          before);
}

/* ---- Callbacks ------------------------------------------------------------ */

struct stopper {
  int calls, stop_at;
  dlx_t *cancel; /* when set, cancel this handle at stop_at instead */
};

static int stop_solution(void *ctx, const int *opts, int n) {
  struct stopper *s = ctx;
  (void)opts, (void)n;
  return ++s->calls == s->stop_at;
}

static int stop_progress(void *ctx, const dlx_stats_t *st) {
  struct stopper *s = ctx;
  (void)st;
  if (++s->calls != s->stop_at) return 0;
  if (s->cancel) {
    dlx_cancel(s->cancel);
    return 0;
  }
  return 1;
}

static void test_callbacks(void) {
  int before = failures;
  dlx_t *d = make(inst_queens, 8);
  dlx_search_opts_t o;
  dlx_stats_t st;
  struct stopper s = {0, 5, NULL};
  dlx_search_opts_init(&o);
  o.on_solution = stop_solution;
  o.solution_ctx = &s;
  CHECK(search(d, &o, &st) == DLX_OK && st.end == DLX_END_CALLBACK && s.calls == 5 &&
            st.solutions == 5,
        "stop at the 5th solution: end "
        "%d, %d calls, %" PRIu64 " solutions",
        (int)st.end, s.calls, st.solutions);
  CHECK(dlx_check(d) == DLX_OK, "check after a callback stop");

  dlx_search_opts_init(&o);
  s = (struct stopper){0, 3, NULL};
  o.on_progress = stop_progress;
  o.progress_ctx = &s;
  o.progress_nodes = 10;
  CHECK(search(d, &o, &st) == DLX_OK && st.end == DLX_END_CALLBACK && s.calls == 3 &&
            st.solutions < 92,
        "progress stop: end %d, %d calls", (int)st.end, s.calls);

  /* Progress is called about every progress_nodes nodes. */
  s = (struct stopper){0, -1, NULL};
  CHECK(search(d, &o, &st) == DLX_OK && st.end == DLX_END_EXHAUSTED && st.solutions == 92,
        "progress that never stops");
  CHECK(s.calls > 0 && (uint64_t)s.calls <= st.nodes / 10 + 1 &&
            (uint64_t)s.calls >= st.nodes / 10 / 4,
        "%d progress calls for %" PRIu64 " nodes every 10", s.calls, st.nodes);

  dlx_free(d);

  /* dlx_cancel from inside the search (same thread). "Stop soon": the
   * engine may look at the request only every few thousand nodes, so the
   * problem is 12 queens (over 300,000 nodes). */
  d = make(inst_queens, 12);
  s = (struct stopper){0, 2, d};
  CHECK(search(d, &o, &st) == DLX_OK && st.end == DLX_END_CANCELLED && st.solutions < 14200,
        "cancel from a progress callback: end %d", (int)st.end);
  CHECK(dlx_check(d) == DLX_OK, "check after cancel");
  /* The request is cleared when the next search starts. */
  CHECK(search(d, NULL, &st) == DLX_OK && st.end == DLX_END_EXHAUSTED && st.solutions == 14200,
        "a search after a cancel: end %d, %" PRIu64, (int)st.end, st.solutions);
  /* A cancel before the search starts is forgotten too. */
  dlx_cancel(d);
  CHECK(search(d, NULL, &st) == DLX_OK && st.end == DLX_END_EXHAUSTED && st.solutions == 14200,
        "a cancel before a search: end %d", (int)st.end);
  dlx_free(d);
  section("callback and progress stops, cancel from a callback", before);
}

/* The growing structures (dlx.h): a program built with an older, smaller
 * layout gets only what fits; options not made by dlx_search_opts_init()
 * are refused; a newer, larger layout is read as far as the library knows. */
static void test_layouts(void) {
  int before = failures;
  dlx_t *d = make(inst_queens, 6);
  dlx_search_opts_t o;
  memset(&o, 0, sizeof o);
  CHECK(dlx_search(d, &o, NULL) == DLX_EINVAL, "options of size 0 were taken");
  dlx_search_opts_init(&o);
  CHECK(o.size == sizeof o, "init stored size %zu", o.size);
  /* Statistics of the first layout, followed by a guard the library must not touch. */
  unsigned char buf[sizeof(dlx_stats_t) + 64];
  size_t v1 = offsetof(dlx_stats_t, levels) + sizeof(int);
  memset(buf, 0xA5, sizeof buf);
  CHECK(dlx_search_sized(d, &o, (dlx_stats_t *)(void *)buf, v1) == DLX_OK, "v1 statistics");
  dlx_stats_t got;
  memcpy(&got, buf, sizeof got);
  CHECK(got.solutions == 4 && got.levels > 0, "v1 statistics: %" PRIu64 " solutions",
        got.solutions);
  int untouched = 1;
  for (size_t i = v1; i < sizeof buf; i++) untouched &= buf[i] == 0xA5;
  CHECK(untouched, "the library wrote past the caller's statistics");
  CHECK(dlx_search_sized(d, &o, &got, v1 - 1) == DLX_EINVAL, "statistics smaller than v1 taken");
  /* A newer program: a larger options structure, its extra field unknown here. */
  struct {
    dlx_search_opts_t o;
    uint64_t later;
  } big;
  memset(&big, 0, sizeof big);
  dlx_search_opts_init_sized(&big.o, sizeof big);
  big.later = 12345;
  big.o.max_solutions = 1;
  CHECK(big.o.size == sizeof big, "init_sized stored %zu", big.o.size);
  CHECK(dlx_search(d, &big.o, &got) == DLX_OK && got.solutions == 1 && got.end == DLX_END_MAX,
        "a larger options structure: %" PRIu64 " solutions", got.solutions);
  dlx_free(d);
  section("structure layouts: older and newer programs", before);
}

/* The engine field (libdlx 1.1): values outside the enumeration refused;
 * an older program's options (without the field) get the automatic
 * choice, whatever lies past their end; the statistics say which engine
 * searched; multiplicities go to links or cells as asked (cells for
 * auto, links or cells, as auto would choose, when bits is asked). */
static void test_engines(void) {
  int before = failures;
  dlx_t *d = make(inst_queens, 6);
  dlx_search_opts_t o;
  dlx_stats_t st;
  dlx_search_opts_init(&o);
  CHECK(o.engine == DLX_ENGINE_AUTO, "default engine %d", (int)o.engine);
  o.engine = (dlx_engine_t)3;
  CHECK(dlx_search(d, &o, &st) == DLX_EINVAL, "engine 3 taken");
  o.engine = (dlx_engine_t)5;
  CHECK(dlx_search(d, &o, &st) == DLX_EINVAL, "engine 5 taken");
  o.engine = (dlx_engine_t)-1;
  CHECK(dlx_search(d, &o, &st) == DLX_EINVAL, "engine -1 taken");
  static const dlx_engine_t want[] = {DLX_ENGINE_LINKS, DLX_ENGINE_CELLS, DLX_ENGINE_BITS};
  for (int k = 0; k < 3; k++) {
    o.engine = want[k];
    memset(&st, 0, sizeof st);
    CHECK(dlx_search(d, &o, &st) == DLX_OK && st.solutions == 4 && st.engine == want[k],
          "engine %d: %" PRIu64 " solutions, searched by %d", (int)want[k], st.solutions,
          (int)st.engine);
  }
  /* The automatic choice: bitsets for a small problem without
   * multiplicities (at most 512 options), with a limit or not (a count is
   * tried memoised first, but so small a search is not kept). */
  o.engine = DLX_ENGINE_AUTO;
  o.max_solutions = 100;
  CHECK(dlx_search(d, &o, &st) == DLX_OK && st.solutions == 4 && st.engine == DLX_ENGINE_BITS,
        "auto on a small problem: searched by %d", (int)st.engine);
  o.max_solutions = 0;
  CHECK(dlx_search(d, &o, &st) == DLX_OK && st.solutions == 4 && st.engine == DLX_ENGINE_BITS,
        "auto count of a small problem: searched by %d", (int)st.engine);
  /* The memoised count alone (dlx_try_memo): refused without KEPT, not tried when a limit
   * asks for another search, given up on so small a problem. */
  int kept = -1;
  dlx_search_opts_init(&o);
  CHECK(dlx_try_memo(d, &o, NULL, &st) == DLX_EINVAL, "dlx_try_memo without kept");
  o.max_solutions = 3;
  CHECK(dlx_try_memo(d, &o, &kept, &st) == DLX_OK && kept == 0, "dlx_try_memo with a limit: %d",
        kept);
  o.max_solutions = 0;
  CHECK(dlx_try_memo(d, &o, &kept, &st) == DLX_OK && kept == 0, "dlx_try_memo, small: %d", kept);
  /* An older program: options of the first layout, then garbage. */
  union {
    dlx_search_opts_t o;
    unsigned char b[sizeof(dlx_search_opts_t) + 16];
  } old;
  size_t v1 = offsetof(dlx_search_opts_t, jobs) + sizeof(int);
  memset(&old, 0xA5, sizeof old);
  dlx_search_opts_init_sized(&old.o, v1);
  CHECK(dlx_search(d, &old.o, &st) == DLX_OK && st.solutions == 4,
        "first-layout options with garbage after them");
  dlx_free(d);
  /* Multiplicities: links or cells as asked; auto and bits take cells. */
  d = dlx_new();
  int p;
  CHECK(dlx_add_primary(d, "p", 2, 3, &p) == DLX_OK, "p 2:3");
  dlx_elem_t e = {p, 0};
  for (int k = 0; k < 4; k++) CHECK(dlx_add_option(d, &e, 1, NULL) == DLX_OK, "option p");
  dlx_search_opts_init(&o);
  static const dlx_engine_t asked[] = {DLX_ENGINE_LINKS, DLX_ENGINE_CELLS, DLX_ENGINE_BITS,
                                       DLX_ENGINE_AUTO};
  static const dlx_engine_t got[] = {DLX_ENGINE_LINKS, DLX_ENGINE_CELLS, DLX_ENGINE_CELLS,
                                     DLX_ENGINE_CELLS};
  for (int k = 0; k < 4; k++) {
    o.engine = asked[k];
    CHECK(dlx_search(d, &o, &st) == DLX_OK && st.solutions == 10 && st.engine == got[k],
          "multiplicities with engine %d asked: %" PRIu64 " solutions, engine %d", (int)asked[k],
          st.solutions, (int)st.engine);
  }
  dlx_free(d);
  /* Colours (libdlx 1.5): bitsets take them, and auto chooses bits for
   * them up to 1024 options (not only 512); above, neither does. */
  d = dlx_new();
  int q, x, red;
  CHECK(dlx_add_primary(d, "q", 1, 1, &q) == DLX_OK && dlx_add_secondary(d, "x", &x) == DLX_OK &&
            dlx_color(d, "red", &red) == DLX_OK,
        "q | x, colour red");
  dlx_elem_t ce[2] = {{q, 0}, {x, red}};
  for (int k = 0; k < 1024; k++) CHECK(dlx_add_option(d, ce, 2, NULL) == DLX_OK, "option q x:red");
  for (int k = 0; k < 2; k++) {
    o.engine = k ? DLX_ENGINE_AUTO : DLX_ENGINE_BITS;
    o.max_solutions = 2000; /* not a count: no memoised trial */
    CHECK(dlx_search(d, &o, &st) == DLX_OK && st.solutions == 1024 && st.engine == DLX_ENGINE_BITS,
          "colours, 1024 options, engine %d asked: %" PRIu64 " solutions, engine %d", (int)o.engine,
          st.solutions, (int)st.engine);
  }
  CHECK(dlx_add_option(d, ce, 2, NULL) == DLX_OK, "option q x:red");
  for (int k = 0; k < 2; k++) {
    o.engine = k ? DLX_ENGINE_AUTO : DLX_ENGINE_BITS;
    CHECK(dlx_search(d, &o, &st) == DLX_OK && st.solutions == 1025 && st.engine != DLX_ENGINE_BITS,
          "colours, 1025 options, engine %d asked: %" PRIu64 " solutions, engine %d", (int)o.engine,
          st.solutions, (int)st.engine);
  }
  dlx_free(d);
  /* Without colours, auto keeps to 512 options. */
  d = dlx_new();
  CHECK(dlx_add_primary(d, "q", 1, 1, &q) == DLX_OK, "q");
  for (int k = 0; k < 513; k++) CHECK(dlx_add_option(d, ce, 1, NULL) == DLX_OK, "option q");
  o.engine = DLX_ENGINE_AUTO;
  CHECK(dlx_search(d, &o, &st) == DLX_OK && st.solutions == 513 && st.engine != DLX_ENGINE_BITS,
        "513 options without colours, auto: engine %d", (int)st.engine);
  o.max_solutions = 0;
  dlx_free(d);
  /* Many primary items and few options: not bitsets (a level would hold
   * a count for each item), whatever is asked. */
  d = dlx_new();
  int many[5000];
  for (int k = 0; k < 5000; k++) CHECK(dlx_add_primary(d, NULL, 1, 1, &many[k]) == DLX_OK, "item");
  dlx_elem_t half[2500];
  for (int h = 0; h < 2; h++) {
    for (int k = 0; k < 2500; k++) half[k] = (dlx_elem_t){many[h * 2500 + k], 0};
    CHECK(dlx_add_option(d, half, 2500, NULL) == DLX_OK, "half of the items");
  }
  for (int k = 0; k < 2; k++) {
    o.engine = k ? DLX_ENGINE_BITS : DLX_ENGINE_AUTO;
    CHECK(dlx_search(d, &o, &st) == DLX_OK && st.solutions == 1 && st.engine != DLX_ENGINE_BITS,
          "5000 primary items, %s: %" PRIu64 " solutions, engine %d", k ? "bits" : "auto",
          st.solutions, (int)st.engine);
  }
  dlx_free(d);
  section("engines: links, cells, the automatic choice", before);
}

/* A callback that tries to change, search or plan its own handle: refused
 * (DLX_EBUSY, for a change and for a nested search alike; DLX_ESTATE
 * before libdlx 1.4), and the search goes on unharmed. */
struct meddler {
  dlx_t *d;
  int calls;
  dlx_status_t add, primary, nested, color, plan, part;
  dlx_plan_t *pl;
};

static int meddle(void *ctx, const int *opts, int n) {
  struct meddler *m = ctx;
  (void)opts, (void)n;
  if (m->calls++ == 0) {
    dlx_elem_t e = {0, 0};
    int id;
    m->add = dlx_add_option(m->d, &e, 1, &id);
    m->primary = dlx_add_primary(m->d, "meddling", 1, 1, &id);
    m->nested = dlx_search(m->d, NULL, NULL);
    int c;
    m->color = dlx_color(m->d, "meddling", &c);
    dlx_plan_t *p = NULL;
    m->plan = dlx_plan_new(m->d, NULL, 4, &p);
    dlx_plan_free(p);
    m->part = dlx_plan_search(m->d, m->pl, 0, NULL, NULL);
  }
  return 0;
}

static void test_meddling(void) {
  int before = failures;
  dlx_t *d = make(inst_queens, 8);
  struct meddler m = {d, 0, DLX_OK, DLX_OK, DLX_OK, DLX_OK, DLX_OK, DLX_OK, NULL};
  CHECK(dlx_plan_new(d, NULL, 4, &m.pl) == DLX_OK, "a plan of the queens");
  dlx_search_opts_t o;
  dlx_stats_t st;
  dlx_search_opts_init(&o);
  o.on_solution = meddle;
  o.solution_ctx = &m;
  CHECK(search(d, &o, &st) == DLX_OK && st.solutions == 92 && m.calls == 92,
        "a meddling callback: %" PRIu64 " solutions", st.solutions);
  CHECK(m.add == DLX_EBUSY && m.primary == DLX_EBUSY && m.nested == DLX_EBUSY &&
            m.color == DLX_EBUSY && m.plan == DLX_EBUSY && m.part == DLX_EBUSY,
        "changes or a search from inside a callback were allowed: %s, %s, %s, %s, %s, %s",
        dlx_strerror(m.add), dlx_strerror(m.primary), dlx_strerror(m.nested), dlx_strerror(m.color),
        dlx_strerror(m.plan), dlx_strerror(m.part));
  dlx_plan_free(m.pl);
  /* Outside a search, an item after an option is still the state's fault. */
  int id;
  CHECK(dlx_add_secondary(d, "late", &id) == DLX_ESTATE, "an item after the options");
  CHECK(dlx_option_count(d) == 64 && dlx_item_count(d) == 46,
        "the problem changed: %d options, %d items", dlx_option_count(d), dlx_item_count(d));
  CHECK(dlx_check(d) == DLX_OK && search(d, NULL, &st) == DLX_OK && st.solutions == 92,
        "after a meddling callback");
  dlx_free(d);
  section("a callback cannot change or search its own handle", before);
}

/* Rooks in any number on an N x N board: rows and columns with bounds 0:1,
 * so the search runs Algorithm M (A002720: 17,572,114 for n = 9). */
static void rooks(inst_t *in, int n) {
  char name[16];
  for (int i = 0; i < 2 * n; i++) {
    snprintf(name, sizeof name, "%c%d", i < n ? 'r' : 'c', i % n);
    inst_primary(in, name, 0, 1);
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      int it[2] = {i, n + j};
      inst_option(in, 2, it, NULL);
    }
}

/* The same stops in Algorithm M. */
static void test_callbacks_m(void) {
  int before = failures;
  dlx_t *d = make(rooks, 9);
  dlx_search_opts_t o;
  dlx_stats_t st, st2;
  struct stopper s = {0, 5, NULL};
  dlx_search_opts_init(&o);
  o.on_solution = stop_solution;
  o.solution_ctx = &s;
  CHECK(search(d, &o, &st) == DLX_OK && st.end == DLX_END_CALLBACK && s.calls == 5 &&
            st.solutions == 5,
        "M: stop at the 5th solution: "
        "end %d, %d calls, %" PRIu64 " solutions",
        (int)st.end, s.calls, st.solutions);
  CHECK(dlx_check(d) == DLX_OK, "M: check after a callback stop");
  dlx_search_opts_init(&o);
  s = (struct stopper){0, 3, NULL};
  o.on_progress = stop_progress;
  o.progress_ctx = &s;
  o.progress_nodes = 1000;
  CHECK(search(d, &o, &st) == DLX_OK && st.end == DLX_END_CALLBACK && s.calls == 3,
        "M: progress stop: end %d, %d calls", (int)st.end, s.calls);
  s = (struct stopper){0, 2, d};
  CHECK(search(d, &o, &st) == DLX_OK && st.end == DLX_END_CANCELLED,
        "M: cancel from a progress callback: end %d", (int)st.end);
  CHECK(dlx_check(d) == DLX_OK, "M: check after a cancel");
  dlx_search_opts_init(&o);
  o.max_updates = 100000;
  CHECK(search(d, &o, &st) == DLX_OK && st.end == DLX_END_BUDGET && st.updates <= 100000 &&
            search(d, &o, &st2) == DLX_OK && st2.nodes == st.nodes && st2.updates == st.updates &&
            st2.solutions == st.solutions,
        "M: update budget: end %d, %" PRIu64 " updates", (int)st.end, st.updates);
  dlx_free(d);
  d = make(rooks, 6);
  CHECK(search(d, NULL, &st) == DLX_OK && st.solutions == 13327 && st.end == DLX_END_EXHAUSTED,
        "M: rooks 6x6 after all that: %" PRIu64, st.solutions);
  dlx_free(d);
  section("Algorithm M: callback, progress, cancel and budget stops", before);
}

/* ---- Seeds ----------------------------------------------------------------- */

struct first {
  int opts[64], n;
};

static int keep_first(void *ctx, const int *opts, int n) {
  struct first *f = ctx;
  f->n = n < 64 ? n : 64;
  memcpy(f->opts, opts, (size_t)f->n * sizeof *opts);
  return 1;
}

static int cmp_int(const void *a, const void *b) {
  return *(const int *)a - *(const int *)b;
}

static void first_solution(dlx_t *d, uint64_t seed, struct first *f) {
  dlx_search_opts_t o;
  dlx_stats_t st;
  dlx_search_opts_init(&o);
  o.randomize = 1;
  o.seed = seed;
  o.max_solutions = 1;
  o.on_solution = keep_first;
  o.solution_ctx = f;
  f->n = 0;
  CHECK(search(d, &o, &st) == DLX_OK && st.solutions == 1 && f->n > 0,
        "random first solution, seed %" PRIu64, seed);
  qsort(f->opts, (size_t)f->n, sizeof *f->opts, cmp_int);
}

static void test_seeds(void) {
  int before = failures;
  dlx_t *d = make(inst_queens, 10);
  struct first a, b;
  int differ = 0;
  for (uint64_t seed = 1; seed <= 16; seed++) {
    first_solution(d, seed, &a);
    first_solution(d, seed, &b);
    CHECK(a.n == b.n && memcmp(a.opts, b.opts, (size_t)a.n * sizeof(int)) == 0,
          "seed %" PRIu64 " gives two first solutions", seed);
    struct first c;
    first_solution(d, seed + 1000, &c);
    differ += c.n != a.n || memcmp(a.opts, c.opts, (size_t)a.n * sizeof(int)) != 0;
  }
  CHECK(differ >= 8,
        "only %d of 16 seed pairs give different solutions "
        "among 724",
        differ);
  /* A randomized full count is the same count. */
  dlx_search_opts_t o;
  dlx_stats_t st;
  dlx_search_opts_init(&o);
  o.randomize = 1;
  o.seed = 42;
  CHECK(search(d, &o, &st) == DLX_OK && st.solutions == 724, "randomized count %" PRIu64,
        st.solutions);
  dlx_free(d);
  section("same seed, same first solution; other seeds, others", before);
}

/* ---- Threads --------------------------------------------------------------- */

struct job {
  dlx_t *d;
  dlx_search_opts_t o;
  dlx_stats_t st;
  atomic_int started, done;
};

static int note_started(void *ctx, const dlx_stats_t *st) {
  struct job *j = ctx;
  (void)st;
  atomic_store(&j->started, 1);
  return 0;
}

static void *run_job(void *arg) {
  struct job *j = arg;
  memset(&j->st, 0, sizeof j->st);
  dlx_search(j->d, &j->o, &j->st);
  atomic_store(&j->done, 1);
  return NULL;
}

static void nap(long ms) {
  struct timespec t = {ms / 1000, (ms % 1000) * 1000000L};
  nanosleep(&t, NULL);
}

static void test_threads(void) {
  int before = failures;
  /* Two handles searched at once. */
  struct job j[2];
  memset(j, 0, sizeof j);
  j[0].d = make(pentominoes, 3);  /* 3x20: 8 */
  j[1].d = make(inst_queens, 10); /* 724 */
  pthread_t t[2];
  for (int k = 0; k < 2; k++) {
    dlx_search_opts_init(&j[k].o);
    CHECK(pthread_create(&t[k], NULL, run_job, &j[k]) == 0, "thread");
  }
  for (int k = 0; k < 2; k++) pthread_join(t[k], NULL);
  CHECK(j[0].st.solutions == 8 && j[1].st.solutions == 724,
        "two threads counted %" PRIu64 " and %" PRIu64, j[0].st.solutions, j[1].st.solutions);
  for (int k = 0; k < 2; k++) dlx_free(j[k].d);

  /* dlx_cancel from another thread stops a search that would take hours:
   * 20 queens. Wait until it runs (first progress call), then cancel. */
  struct job c;
  memset(&c, 0, sizeof c);
  c.d = make(inst_queens, 20);
  dlx_search_opts_init(&c.o);
  c.o.on_progress = note_started;
  c.o.progress_ctx = &c;
  c.o.progress_nodes = 1000;
  pthread_t tc;
  CHECK(pthread_create(&tc, NULL, run_job, &c) == 0, "thread");
  for (int w = 0; w < 30000 && !atomic_load(&c.started); w++) nap(1);
  CHECK(atomic_load(&c.started), "the search never reported progress");
  nap(50);
  dlx_cancel(c.d);
  int w = 0;
  while (!atomic_load(&c.done) && w++ < 20000) nap(1);
  if (!atomic_load(&c.done)) {
    printf("FAIL: dlx_cancel did not stop the search within 20 s\n");
    exit(1); /* the thread still runs: leave at once */
  }
  pthread_join(tc, NULL);
  CHECK(c.st.end == DLX_END_CANCELLED, "end %d after a cancel", (int)c.st.end);
  CHECK(dlx_check(c.d) == DLX_OK, "dlx_check after a cancel");
  /* Still usable: a budgeted search runs and stops on its budget. */
  dlx_search_opts_t o;
  dlx_search_opts_init(&o);
  o.max_nodes = 5000;
  dlx_stats_t st;
  CHECK(search(c.d, &o, &st) == DLX_OK && st.end == DLX_END_BUDGET,
        "a search after a cancel from another thread: end %d", (int)st.end);
  dlx_free(c.d);
  section("two handles in two threads; dlx_cancel from another thread", before);
}

/* ---- Solutions as text (libdlx 1.5) --------------------------------------- */

typedef struct api_text {
  char buf[1 << 18];
  size_t len, calls;
  size_t pad;     /* each solution's text is padded with this many dots */
  int fail_at;    /* format fails at this call (0: never) */
  atomic_int fmt; /* format calls */
} api_text_t;

/* A solution as its option ids in the order chosen, then PAD dots. */
static size_t api_format(void *ctx, const int *options, int n, char *buf, size_t room) {
  api_text_t *t = ctx;
  if (atomic_fetch_add(&t->fmt, 1) + 1 == t->fail_at) return DLX_FORMAT_ERROR;
  char line[256];
  size_t len = 0;
  for (int i = 0; i < n && len < 200; i++) len += (size_t)sprintf(line + len, " %d", options[i]);
  size_t need = len + t->pad + 1;
  if (need > room) return need;
  memcpy(buf, line, len);
  memset(buf + len, '.', t->pad);
  buf[need - 1] = '\n';
  return need;
}

static int api_on_text(void *ctx, const char *text, size_t len) {
  api_text_t *t = ctx;
  t->calls++;
  if (t->len + len > sizeof t->buf) return 1;
  memcpy(t->buf + t->len, text, len);
  t->len += len;
  return 0;
}

static int api_on_solution(void *ctx, const int *options, int n) {
  api_text_t *t = ctx;
  char b[256];
  size_t len = api_format(t, options, n, b, sizeof b);
  memcpy(t->buf + t->len, b, len);
  t->len += len;
  return 0;
}

/* format and on_text: both or neither, and not with on_solution; an older
 * program's options (libdlx 1.4's layout) with garbage after them; the
 * text of a serial search the on_solution's; a solution longer than the
 * buffer; a format callback failing (DLX_END_CALLBACK, the solutions before
 * it given); on_text stopping; a plan's parts, whose texts make the whole. */
static void test_text(void) {
  int before = failures;
  dlx_t *d = make(inst_queens, 6);
  static api_text_t ref, t;
  dlx_search_opts_t o;
  dlx_stats_t st;
  dlx_search_opts_init(&o);
  o.format = api_format;
  o.format_ctx = &t;
  CHECK(dlx_search(d, &o, &st) == DLX_EINVAL, "format without on_text taken");
  o.format = NULL;
  o.on_text = api_on_text;
  o.text_ctx = &t;
  CHECK(dlx_search(d, &o, &st) == DLX_EINVAL, "on_text without format taken");
  o.format = api_format;
  o.on_solution = api_on_solution;
  CHECK(dlx_search(d, &o, &st) == DLX_EINVAL, "format with on_solution taken");
  o.on_solution = NULL;
  union {
    dlx_search_opts_t o;
    unsigned char b[sizeof(dlx_search_opts_t) + 16];
  } old;
  memset(&old, 0xA5, sizeof old);
  dlx_search_opts_init_sized(&old.o, offsetof(dlx_search_opts_t, format));
  CHECK(dlx_search(d, &old.o, &st) == DLX_OK && st.solutions == 4,
        "libdlx 1.4's options with garbage after them");
  dlx_search_opts_t so;
  dlx_search_opts_init(&so);
  so.on_solution = api_on_solution;
  so.solution_ctx = &ref;
  CHECK(dlx_search(d, &so, &st) == DLX_OK && st.solutions == 4, "on_solution");
  CHECK(dlx_search(d, &o, &st) == DLX_OK && st.solutions == 4 && st.end == DLX_END_EXHAUSTED,
        "format: %" PRIu64 " solutions", st.solutions);
  CHECK(t.len == ref.len && memcmp(t.buf, ref.buf, t.len) == 0 && t.calls == 1,
        "format: %zu bytes in %zu calls, want %zu in one", t.len, t.calls, ref.len);
  memset(&t, 0, sizeof t);
  t.pad = 40000; /* more than the buffer it is first given */
  CHECK(dlx_search(d, &o, &st) == DLX_OK && st.solutions == 4 && t.len == 4 * 40000 + ref.len &&
            t.buf[40000 + strcspn(ref.buf, "\n")] == '\n',
        "long solutions: %zu bytes", t.len);
  memset(&t, 0, sizeof t);
  t.fail_at = 3;
  CHECK(dlx_search(d, &o, &st) == DLX_OK && st.end == DLX_END_CALLBACK && st.solutions == 3,
        "format failing at the 3rd solution: end %d after %" PRIu64, (int)st.end, st.solutions);
  size_t two = (size_t)(strchr(strchr(ref.buf, '\n') + 1, '\n') + 1 - ref.buf);
  CHECK(t.len == two && memcmp(t.buf, ref.buf, two) == 0, "format failing: %zu bytes given, want %zu",
        t.len, two);
  memset(&t, 0, sizeof t);
  t.pad = sizeof t.buf; /* on_text refuses the second block */
  CHECK(dlx_search(d, &o, &st) == DLX_OK && st.end == DLX_END_CALLBACK && t.calls == 1,
        "on_text stopping: end %d, %zu calls", (int)st.end, t.calls);
  dlx_plan_t *plan = NULL;
  CHECK(dlx_plan_new(d, NULL, 8, &plan) == DLX_OK, "plan");
  memset(&t, 0, sizeof t);
  for (size_t k = 0; plan && k < dlx_plan_parts(plan); k++)
    CHECK(dlx_plan_search(d, plan, k, &o, NULL) == DLX_OK, "part %zu", k);
  CHECK(t.len == ref.len && memcmp(t.buf, ref.buf, t.len) == 0, "the parts' texts: %zu bytes",
        t.len);
  dlx_plan_free(plan);
  dlx_free(d);
  section("solutions as text", before);
}

int main(void) {
  setvbuf(stdout, NULL, _IOLBF, 0);
  test_errors();
  test_budgets();
  test_callbacks();
  test_callbacks_m();
  test_meddling();
  test_layouts();
  test_engines();
  test_seeds();
  test_threads();
  test_text();
  if (failures) printf("%d check(s) failed\n", failures);
  return failures ? 1 : 0;
}
