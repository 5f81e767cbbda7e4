/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* t_dlx_known.c: libdlx counts known from mathematics, and small cases worked out by hand. */
#include <config.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/dlx.h"
#include "tests/check.h"
#include "tests/dlx/dlx_inst.h"

/* Collects every solution to check it against the definition. */
struct collect {
  const inst_t *in;
  uint64_t seen, invalid;
};

/* The links engine's counters on the instance (searched first). */
static uint64_t links_nodes, links_updates;

/* Has some primary item of IN bounds other than 1:1? */
static int in_bounded(const inst_t *in) {
  for (int i = 0; i < in->nitems; i++)
    if (in->items[i].primary && (in->items[i].lo != 1 || in->items[i].hi != 1)) return 1;
  return 0;
}

/* Does some option of IN give an item a colour? */
static int in_colored(const inst_t *in) {
  for (int e = 0; e < in->start[in->nopts]; e++)
    if (in->color[e] != 0) return 1;
  return 0;
}

static int on_solution(void *ctx, const int *options, int n) {
  struct collect *c = ctx;
  c->seen++;
  if (!inst_valid(c->in, options, n)) c->invalid++;
  return 0;
}

/* Search D with ENGINE and compare with WANT. When VERIFY, every reported
 * solution is also checked against the definition. */
static void expect_engine(const char *what, const inst_t *in, dlx_t *d, dlx_engine_t engine,
                          uint64_t want, int verify) {
  dlx_search_opts_t o;
  dlx_search_opts_init(&o);
  o.engine = engine;
  struct collect c = {in, 0, 0};
  if (verify) {
    o.on_solution = on_solution;
    o.solution_ctx = &c;
  }
  dlx_stats_t s;
  memset(&s, 0, sizeof s);
  dlx_status_t st = dlx_search(d, &o, &s);
  int ok = st == DLX_OK && s.end == DLX_END_EXHAUSTED && s.solutions == want;
  if (verify && (c.seen != s.solutions || c.invalid)) ok = 0;
  if (dlx_check(d) != DLX_OK) ok = 0, printf("  dlx_check failed after the search\n");
  /* Multiplicities go to links or cells, as asked (bits falls back). */
  dlx_engine_t ran = engine;
  /* Bitsets take Algorithms X and C up to 1024 options; links or cells the
   * rest. */
  int bits_fit = !in_bounded(in) && in->nopts <= 1024;
  if (engine == DLX_ENGINE_BITS && !bits_fit) {
    ran = DLX_ENGINE_AUTO;
    if (s.engine == DLX_ENGINE_BITS) ok = 0, printf("  searched by bits, which does not fit\n");
  }
  if (s.engine != ran && ran != DLX_ENGINE_AUTO) {
    ok = 0;
    printf("  searched by engine %d, not %d\n", (int)s.engine, (int)ran);
  }
  /* Bitsets count as DLX1 does: the links engine's nodes and updates
   * (with colours its nodes; updates are DLX1's count of the options
   * hidden, where links skips the purified nodes as DLX2 does). */
  if (engine == DLX_ENGINE_LINKS) links_nodes = s.nodes, links_updates = s.updates;
  if (s.engine == DLX_ENGINE_BITS &&
      (s.nodes != links_nodes || (!in_colored(in) && s.updates != links_updates))) {
    ok = 0;
    printf("  bits: %" PRIu64 " nodes, %" PRIu64 " updates; links %" PRIu64 ", %" PRIu64 "\n",
           s.nodes, s.updates, links_nodes, links_updates);
  }
  /* The randomized loop and the budgeted loop (a budget too large to
   * matter) are other code paths: the same count; the budgeted one also
   * the same nodes and updates when searched by the same engine (the
   * automatic one counts memoised when that pays, but lists with another).
   * Skipped on the long searches. */
  if (s.updates < 50000000) {
    dlx_stats_t r;
    dlx_search_opts_init(&o);
    o.engine = engine;
    o.randomize = 1;
    o.seed = s.nodes;
    memset(&r, 0, sizeof r);
    if (dlx_search(d, &o, &r) != DLX_OK || r.solutions != want || r.end != DLX_END_EXHAUSTED) {
      ok = 0;
      printf("  randomized: %" PRIu64 " solutions, end %d\n", r.solutions, (int)r.end);
    }
    dlx_search_opts_init(&o);
    o.engine = engine;
    o.max_updates = UINT64_MAX - 1;
    o.max_nodes = UINT64_MAX - 1;
    memset(&r, 0, sizeof r);
    if (dlx_search(d, &o, &r) != DLX_OK || r.solutions != want || r.end != DLX_END_EXHAUSTED ||
        (r.engine == s.engine && (r.nodes != s.nodes || r.updates != s.updates))) {
      ok = 0;
      printf("  with a huge budget: %" PRIu64 " solutions, %" PRIu64 " nodes, %" PRIu64
             " updates, end %d\n",
             r.solutions, r.nodes, r.updates, (int)r.end);
    }
  }
  static const char *const names[] = {"auto", "links", "cells", "memo", "bits"};
  printf("%s: %s, %s engine: %" PRIu64 " solutions (want %" PRIu64 "), %" PRIu64 " nodes, %" PRIu64
         " updates%s%s\n",
         ok ? "ok" : "FAIL", what, names[engine], s.solutions, want, s.nodes, s.updates,
         verify ? ", each one checked" : "",
         s.updates < 50000000 ? "; randomized and budgeted too" : "");
  if (st != DLX_OK) printf("  dlx_search: %s\n", dlx_strerror(st));
  if (s.end != DLX_END_EXHAUSTED)
    printf("  search ended with %d, not DLX_END_EXHAUSTED\n", (int)s.end);
  if (verify && c.invalid)
    printf("  %" PRIu64 " reported solutions are not solutions\n", c.invalid);
  if (verify && c.seen != s.solutions) printf("  callback saw %" PRIu64 " solutions\n", c.seen);
  failures += !ok;
}

/* Does a memoised count take IN: every option names a primary item of
 * bounds 1:1, or (Algorithm M's general case) it has at most 1024 options? */
static int in_memo_fits(const inst_t *in) {
  if (in->nopts <= 1024) return 1;
  for (int o = 0; o < in->nopts; o++) {
    int ok = 0;
    for (int e = in->start[o]; e < in->start[o + 1]; e++) {
      const inst_item_t *it = &in->items[in->item[e]];
      ok |= it->primary && it->lo == 1 && it->hi == 1;
    }
    if (!ok) return 0;
  }
  return 1;
}

/* The nodes a memoised count here may take: where it would not be memoised (the code broken),
 * the counts of 2^63 stop there and fail rather than run for ever. */
#define MEMO_MAX_NODES ((uint64_t)1 << 26)

/* Count D by memoisation (a 64 MB table, at most MEMO_MAX_NODES nodes) into S. */
static dlx_status_t memo_count(dlx_t *d, dlx_stats_t *s) {
  dlx_search_opts_t o;
  dlx_search_opts_init(&o);
  o.memo = (size_t)64 << 20;
  o.max_nodes = MEMO_MAX_NODES;
  return dlx_search(d, &o, s);
}

/* Count D by memoisation and compare with WANT; the
 * problem must be intact afterwards. */
static void expect_memo(const char *what, const inst_t *in, dlx_t *d, uint64_t want) {
  dlx_stats_t s;
  dlx_status_t st = memo_count(d, &s);
  dlx_engine_t ran = in_memo_fits(in) ? DLX_ENGINE_MEMO : DLX_ENGINE_LINKS;
  int ok = st == DLX_OK && s.end == DLX_END_EXHAUSTED && s.solutions == want &&
           (s.engine == ran || (ran == DLX_ENGINE_LINKS && s.engine == DLX_ENGINE_CELLS)) &&
           dlx_check(d) == DLX_OK;
  printf("%s: %s, memo: %" PRIu64 " solutions (want %" PRIu64 "), %" PRIu64 " nodes, engine %d\n",
         ok ? "ok" : "FAIL", what, s.solutions, want, s.nodes, (int)s.engine);
  failures += !ok;
}

/* Count D by memoisation: DLX_EOVERFLOW (WHY: how many there are), the problem intact. */
static void expect_memo_overflow(const char *what, dlx_t *d, const char *why) {
  dlx_stats_t s;
  dlx_status_t st = memo_count(d, &s);
  int ok = st == DLX_EOVERFLOW && dlx_check(d) == DLX_OK;
  printf("%s: %s, memo: status %d (want DLX_EOVERFLOW: %s)\n", ok ? "ok" : "FAIL", what, (int)st,
         why);
  failures += !ok;
}

struct progress_calls {
  int calls;
  uint64_t last;
};

static int count_progress(void *ctx, const dlx_stats_t *st) {
  struct progress_calls *p = ctx;
  p->calls++;
  p->last = st->nodes;
  return 0;
}

/* A solution as no text at all, and a sink for it. */
static size_t format_none(void *ctx, const int *options, int n, char *buf, size_t room) {
  (void)ctx, (void)options, (void)n, (void)buf, (void)room;
  return 0;
}

static int text_none(void *ctx, const char *text, size_t len) {
  (void)ctx, (void)text, (void)len;
  return 0;
}

/* The automatic engine's count of IN (no limit, no budget): memoised (MEMO) when the trial finds
 * enough states again, else the engine ENGINE, whose nodes it then gives; progress is reported
 * for the search kept only (about every 100 of its nodes, never going back). */
static void expect_auto_count(const char *what, inst_t *in, uint64_t want, int memo,
                              dlx_engine_t engine) {
  dlx_t *d = NULL;
  if (inst_to_dlx(in, &d) != DLX_OK) abort();
  dlx_search_opts_t o;
  dlx_stats_t s, e;
  dlx_search_opts_init(&o);
  o.engine = engine;
  memset(&e, 0, sizeof e);
  int ok = dlx_search(d, &o, &e) == DLX_OK && e.solutions == want;
  dlx_search_opts_init(&o);
  struct progress_calls pc = {0, 0};
  o.on_progress = count_progress;
  o.progress_ctx = &pc;
  o.progress_nodes = 100;
  memset(&s, 0, sizeof s);
  ok &= dlx_search(d, &o, &s) == DLX_OK && s.solutions == want && dlx_check(d) == DLX_OK;
  ok &= memo ? s.engine == DLX_ENGINE_MEMO
             : s.engine == engine && s.nodes == e.nodes && s.updates == e.updates;
  ok &= (uint64_t)pc.calls <= s.nodes / 100 + 1 && pc.last <= s.nodes;
  /* The trial alone (dlx_try_memo): kept with dlx_search's count and statistics, or not. */
  int kept = -1;
  dlx_stats_t t;
  memset(&t, 0, sizeof t);
  ok &= dlx_try_memo(d, &o, &kept, &t) == DLX_OK && kept == memo;
  if (memo) ok &= t.solutions == want && t.nodes == s.nodes && t.updates == s.updates &&
                  t.engine == DLX_ENGINE_MEMO;
  /* Solutions asked as text (format) are listed, never counted memoised. */
  o.format = format_none;
  o.on_text = text_none;
  kept = -1;
  ok &= dlx_try_memo(d, &o, &kept, &t) == DLX_OK && kept == 0;
  o.format = NULL;
  o.on_text = NULL;
  printf("%s: %s, automatic count: %" PRIu64 " solutions (want %" PRIu64 "), engine %d, %" PRIu64
         " nodes (engine %d alone: %" PRIu64 "), %d progress calls\n",
         ok ? "ok" : "FAIL", what, s.solutions, want, (int)s.engine, s.nodes, (int)engine,
         e.nodes, pc.calls);
  failures += !ok;
  dlx_free(d);
  inst_free(in);
}

/* Domino tilings of a ROWS x COLS board: cells as primary items, one
 * option per pair of neighbouring cells. */
static void dominoes(inst_t *in, int rows, int cols) {
  char name[32];
  inst_init(in);
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++) {
      snprintf(name, sizeof name, "r%dc%d", r, c);
      inst_primary(in, name, 1, 1);
    }
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++) {
      int a = r * cols + c, it[2] = {a, a + 1};
      if (c + 1 < cols) inst_option(in, 2, it, NULL);
      it[1] = a + cols;
      if (r + 1 < rows) inst_option(in, 2, it, NULL);
    }
}

/* Search IN through the API with each engine (links, cells, bits and the
 * automatic choice) and compare with WANT; then count it by memoisation. */
static void expect(const char *what, inst_t *in, uint64_t want, int verify) {
  dlx_t *d = NULL;
  dlx_status_t st = inst_to_dlx(in, &d);
  if (st != DLX_OK) {
    printf("FAIL: %s: building the problem: %s\n", what, dlx_strerror(st));
    failures++;
    inst_free(in);
    return;
  }
  expect_engine(what, in, d, DLX_ENGINE_LINKS, want, verify);
  expect_engine(what, in, d, DLX_ENGINE_CELLS, want, verify);
  /* Bitsets where they fit (elsewhere the search would repeat another
   * engine's; t_dlx_api checks where it goes). */
  int bits_fit = !in_bounded(in) && in->nopts <= 1024;
  if (bits_fit) expect_engine(what, in, d, DLX_ENGINE_BITS, want, verify);
  expect_engine(what, in, d, DLX_ENGINE_AUTO, want, verify);
  expect_memo(what, in, d, want);
  dlx_free(d);
  inst_free(in);
}

/* A small instance from an item line (items separated by blanks, "lo:hi|x"
 * for bounds, a lone "|" before the secondary items) and option lines. */
static void hand(inst_t *in, const char *items, const char *const *opts) {
  inst_init(in);
  char buf[256];
  snprintf(buf, sizeof buf, "%s", items);
  int secondary = 0;
  for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) {
    unsigned lo = 1, hi = 1;
    char *bar = strchr(tok, '|');
    if (strcmp(tok, "|") == 0) {
      secondary = 1;
      continue;
    }
    if (bar) {
      if (sscanf(tok, "%u:%u|", &lo, &hi) != 2) sscanf(tok, "%u|", &lo), hi = lo;
      tok = bar + 1;
    }
    if (secondary)
      inst_secondary(in, tok);
    else
      inst_primary(in, tok, lo, hi);
  }
  for (; *opts; opts++) inst_option_str(in, *opts);
}

static uint64_t factorial(int n) {
  return n <= 1 ? 1 : (uint64_t)n * factorial(n - 1);
}

int main(void) {
  inst_t in;
  char what[64];
  setvbuf(stdout, NULL, _IOLBF, 0);

  /* n queens, OEIS A000170, with the diagonals as secondary items. */
  static const uint64_t queens[13] = {0, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200};
  for (int n = 1; n <= 12; n++) {
    inst_init(&in);
    inst_queens(&in, n);
    snprintf(what, sizeof what, "%d queens", n);
    expect(what, &in, queens[n], n <= 8);
  }

  /* n queens as Knuth's QUEENS-DLX writes them: the diagonals of one
   * square left out, so the corner options have 3 items and the others 4
   * (the cells engine then pads options to 4: its fixed-length loops with
   * padding nodes). */
  for (int n = 1; n <= 10; n++) {
    inst_init(&in);
    for (int i = 0; i < 2 * n; i++) {
      snprintf(what, sizeof what, "%c%d", i < n ? 'r' : 'c', i % n);
      inst_primary(&in, what, 1, 1);
    }
    int diag[2][64];
    for (int k = 0; k < 2 * n - 1; k++)
      for (int t = 0; t < 2; t++) {
        diag[t][k] = -1;
        if (k == 0 || k == 2 * n - 2) continue; /* one square only */
        snprintf(what, sizeof what, "%c%d", t ? 'b' : 'a', k);
        diag[t][k] = inst_secondary(&in, what);
      }
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) {
        int it[4] = {i, n + j, diag[0][i + j], diag[1][i - j + n - 1]}, m = 2;
        if (it[2] >= 0) it[m++] = it[2];
        if (it[3] >= 0) it[m++] = it[3];
        inst_option(&in, m, it, NULL);
      }
    snprintf(what, sizeof what, "%d queens, Knuth's diagonals", n);
    expect(what, &in, n <= 12 ? queens[n] : 0, n <= 8);
  }

  /* Langford pairs: L(3)=1, L(4)=1, L(7)=26, L(8)=150 up to reversal. */
  static const struct {
    int n;
    uint64_t want;
  } langford[] = {{1, 0}, {2, 0}, {3, 2}, {4, 2}, {5, 0}, {6, 0}, {7, 52}, {8, 300}};
  for (size_t k = 0; k < sizeof langford / sizeof langford[0]; k++) {
    inst_init(&in);
    inst_langford(&in, langford[k].n);
    snprintf(what, sizeof what, "Langford pairs n=%d", langford[k].n);
    expect(what, &in, langford[k].want, 1);
  }

  /* The 288 filled 4x4 sudokus. */
  inst_init(&in);
  inst_sudoku4(&in);
  expect("filled 4x4 sudokus", &in, 288, 1);

  /* Permutations: the n x n bipartite matchings are the n! permutations. */
  for (int n = 1; n <= 7; n++) {
    inst_init(&in);
    inst_perm(&in, n);
    snprintf(what, sizeof what, "permutations of %d", n);
    expect(what, &in, factorial(n), n <= 6);
  }

  /* Pentominoes in boxes (raw counts: each packing times its 4 symmetries,
   * as no piece is held fixed): 3x20 has 2 packings, 4x15 368, 5x12 1010.
   * The generator must give Knuth's 2056 options for 6x10. */
  inst_init(&in);
  inst_pentominoes(&in, 6, 10);
  if (in.nopts != 2056 || in.nitems != 72) {
    printf("FAIL: 6x10 pentominoes: %d items, %d options (want 72, 2056)\n", in.nitems, in.nopts);
    failures++;
  } else {
    printf("ok: 6x10 pentominoes: 72 items, 2056 options\n");
  }
  inst_free(&in);
  inst_init(&in);
  inst_pentominoes(&in, 3, 20);
  expect("3x20 pentominoes", &in, 8, 1);
  /* 4x15 takes some 280 million updates: about 2 s optimised, too long
   * under the sanitizers (CI runs the suite that way). DLX_TESTS_LONG=1
   * adds 5x12 and 6x10 (the benchmark counts 6x10 too). */
#if defined __SANITIZE_ADDRESS__ || defined __SANITIZE_UNDEFINED__
  int sanitized = 1;
#else
  int sanitized = 0;
#endif
  const char *env = getenv("DLX_TESTS_LONG");
  int longer = env && *env && strcmp(env, "0") != 0;
  if (!sanitized || longer) {
    inst_init(&in);
    inst_pentominoes(&in, 4, 15);
    expect("4x15 pentominoes", &in, 1472, 1);
  } else {
    printf("skipped: 4x15 pentominoes under the sanitizers "
           "(DLX_TESTS_LONG=1 runs it)\n");
  }
  if (longer) {
    inst_init(&in);
    inst_pentominoes(&in, 5, 12);
    expect("5x12 pentominoes", &in, 4040, 0);
    inst_init(&in);
    inst_pentominoes(&in, 6, 10);
    expect("6x10 pentominoes", &in, 9356, 0);
  }

  /* ---- Colours, worked out by hand ---- */

  /* Knuth's example (TAOCP 7.2.2.1 (49)): primary p q r, secondary x y.
   * r is covered by "p r x:A y" or by "r y:B".
   *  - "p r x:A y": q must come from "q x:A" ("p q x y:A" repeats p);
   *    x is A in both, y used once: a solution.
   *  - "r y:B": p from "p q x y:A" (y:A clashes with y:B) or "p x:B", then
   *    q only from "q x:A" (x:A clashes with x:B). None.
   * Exactly 1. */
  static const char *const knuth[] = {"p q x y:A", "p r x:A y", "p x:B", "q x:A", "r y:B", NULL};
  hand(&in, "p q r | x y", knuth);
  expect("colours: Knuth's example (49)", &in, 1, 1);

  /* An uncoloured secondary item is exclusive: a b | s with "a s", "b s",
   * "a", "b". Pairs covering a and b once: {a s, b s} (s twice: no),
   * {a s, b}, {a, b s}, {a, b}. 3. */
  static const char *const excl[] = {"a s", "b s", "a", "b", NULL};
  hand(&in, "a b | s", excl);
  expect("secondary item, no colour", &in, 3, 1);

  /* The same with colours: "a s:X", "b s:X", "a s:Y", "b". a from "a s:X"
   * or "a s:Y", b from "b s:X" or "b":
   *   a s:X + b s:X  (agree)       ok
   *   a s:X + b                    ok
   *   a s:Y + b s:X  (Y vs X)      no
   *   a s:Y + b                    ok
   * 3. */
  static const char *const agree[] = {"a s:X", "b s:X", "a s:Y", "b", NULL};
  hand(&in, "a b | s", agree);
  expect("colours must agree", &in, 3, 1);

  /* Coloured and uncoloured uses do not mix: "a s:X", "b s". The only
   * way to cover a and b uses both: s coloured and uncoloured. 0. */
  static const char *const mix[] = {"a s:X", "b s", NULL};
  hand(&in, "a b | s", mix);
  expect("colour against no colour", &in, 0, 1);

  /* Many options sharing one colour: items a b c d | s, options "a s:X",
   * "b s:X", "c s:X", "d s:X", and "a s:Y". Either all four X options (1),
   * or "a s:Y" with b, c, d whose s:X clashes (0). 1. */
  static const char *const many[] = {"a s:X", "b s:X", "c s:X", "d s:X", "a s:Y", NULL};
  hand(&in, "a b c d | s", many);
  expect("one colour shared by four options", &in, 1, 1);

  /* ---- Multiplicities with known counts ---- */

  /* n x n 0-1 matrices with k ones in every row and column: items rI and
   * cJ with bounds k:k, one option "rI cJ" per cell. k = 2 is OEIS A001499
   * (n = 1..7: 0, 1, 6, 90, 2040, 67950, 3110940), k = 3 is A001501
   * (n = 3..6: 1, 24, 2040, 297200). */
  static const struct {
    int n, k;
    uint64_t want;
  } regular[] = {{1, 2, 0}, {2, 2, 1},  {3, 2, 6},    {4, 2, 90},      {5, 2, 2040},  {6, 2, 67950},
                 {3, 3, 1}, {4, 3, 24}, {5, 3, 2040}, {7, 2, 3110940}, {6, 3, 297200}};
  for (size_t k = 0; k < sizeof regular / sizeof regular[0]; k++) {
    inst_init(&in);
    int n = regular[k].n;
    for (int i = 0; i < 2 * n; i++) {
      snprintf(what, sizeof what, "%c%d", i < n ? 'r' : 'c', i % n);
      inst_primary(&in, what, (unsigned)regular[k].k, (unsigned)regular[k].k);
    }
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) {
        int it[2] = {i, n + j};
        inst_option(&in, 2, it, NULL);
      }
    snprintf(what, sizeof what, "%dx%d 0-1 matrices, %d ones a line", n, n, regular[k].k);
    expect(what, &in, regular[k].want, n <= 5);
  }

  /* Non-attacking rooks in any number on an n x n board (partial
   * permutations), rows and columns with bounds 0:1 (lo = 0: the empty
   * board counts): sum over k of C(n,k)^2 k!, OEIS A002720 (n = 1..7: 2, 7,
   * 34, 209, 1546, 13327, 130922). */
  static const uint64_t rooks[8] = {1, 2, 7, 34, 209, 1546, 13327, 130922};
  for (int n = 1; n <= 7; n++) {
    inst_init(&in);
    for (int i = 0; i < 2 * n; i++) {
      snprintf(what, sizeof what, "%c%d", i < n ? 'r' : 'c', i % n);
      inst_primary(&in, what, 0, 1);
    }
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) {
        int it[2] = {i, n + j};
        inst_option(&in, 2, it, NULL);
      }
    snprintf(what, sizeof what, "rooks on %dx%d, rows and columns 0:1", n, n);
    expect(what, &in, rooks[n], n <= 5);
  }

  /* ---- Multiplicities, worked out by hand ---- */

  /* p with bounds 2:3 and four options "p": choose 2 or 3 of 4,
   * C(4,2) + C(4,3) = 6 + 4 = 10. */
  static const char *const p4[] = {"p", "p", "p", "p", NULL};
  hand(&in, "2:3|p", p4);
  expect("multiplicity 2:3 of four", &in, 10, 1);

  /* "3|p" means 3:3: C(4,3) = 4. */
  hand(&in, "3|p", p4);
  expect("multiplicity 3 of four", &in, 4, 1);

  /* Bounds above what the options can give: 5:5 of four options: 0. */
  hand(&in, "5:5|p", p4);
  expect("multiplicity 5 of four", &in, 0, 1);

  /* lo = 0: a (1:1), p (0:2); options "a", "a p", "p", "p".
   * With "a": p from the two "p" options, 0, 1 or 2 of them: 1+2+1 = 4.
   * With "a p": p already once, at most one more: 1+2 = 3. Total 7. */
  static const char *const zero[] = {"a", "a p", "p", "p", NULL};
  hand(&in, "a 0:2|p", zero);
  expect("multiplicity 0:2 beside an exact item", &in, 7, 1);

  /* Only lo = 0 items: the empty set is a solution. p (0:1), options
   * "p", "p": {}, {1}, {2} = 3. */
  static const char *const empty[] = {"p", "p", NULL};
  hand(&in, "0:1|p", empty);
  expect("multiplicity 0:1 (the empty set counts)", &in, 3, 1);

  /* Two bounded items: p (1:2), q (2:2); options "p q", "p q", "q",
   * "p". q needs exactly 2 of {o1, o2, o3}:
   *   {o1,o2}: p twice already; "p" would make 3 > 2: 1 way.
   *   {o1,o3}, {o2,o3}: p once; "p" optional (1 or 2): 2 ways each.
   * 1 + 2 + 2 = 5. */
  static const char *const two[] = {"p q", "p q", "q", "p", NULL};
  hand(&in, "1:2|p 2|q", two);
  expect("two bounded items", &in, 5, 1);

  /* Multiplicities and colours: p (2:2) | x; options "p x:A", "p x:A",
   * "p x:B", "p x". Two of four: only {1,2} agrees (A, A); any pair with
   * "p x" uses x uncoloured beside another use; A/B clash. 1. */
  static const char *const pc[] = {"p x:A", "p x:A", "p x:B", "p x", NULL};
  hand(&in, "2|p | x", pc);
  expect("multiplicity with colours", &in, 1, 1);

  /* 2:2 of "p x:A" (three copies) and "p x:B": C(3,2) = 3, and no pair
   * with the B option agrees. 3. */
  static const char *const pc3[] = {"p x:A", "p x:A", "p x:A", "p x:B", NULL};
  hand(&in, "2|p | x", pc3);
  expect("multiplicity with one shared colour", &in, 3, 1);

  /* A strip of 20 cells tiled with squares and K dominoes: C(20-K, K) ways
   * (F(21) = 10946 with any number of dominoes, 0:20). Multiplicities on the
   * pieces' items, every option names a cell: memoised too. */
  for (int k = 1; k <= 11; k++) {
    inst_init(&in);
    int n = 20;
    for (int c = 0; c < n; c++) {
      snprintf(what, sizeof what, "c%d", c);
      inst_primary(&in, what, 1, 1);
    }
    int sq = inst_primary(&in, "square", 0, (unsigned)n);
    int dom = k <= 10 ? inst_primary(&in, "domino", (unsigned)k, (unsigned)k)
                      : inst_primary(&in, "domino", 0, (unsigned)n);
    for (int c = 0; c < n; c++) {
      int it[3] = {sq, c, c + 1};
      inst_option(&in, 2, it, NULL);
      it[0] = dom;
      if (c + 1 < n) inst_option(&in, 3, it, NULL);
    }
    uint64_t want = 1; /* C(n-k, k) */
    for (int j = 0; j < k && k <= 10; j++) want = want * (uint64_t)(n - k - j) / (uint64_t)(j + 1);
    if (k > 10) want = 10946;
    if (k > 10)
      snprintf(what, sizeof what, "strip of %d, squares and dominoes", n);
    else
      snprintf(what, sizeof what, "strip of %d, %d dominoes", n, k);
    expect(what, &in, want, k == 3);
  }

  /* Domino tilings of 2n x 2n boards, OEIS A004003 (Kasteleyn; Temperley
   * and Fisher): every engine to 6x6, then memoisation only, to 12x12
   * (5.3e16 tilings, found from about 74,000 states); 14x14 has
   * 1.12e23, past a 64-bit count: DLX_EOVERFLOW. */
  static const uint64_t a004003[] = {1, 2, 36, 6728, 12988816, 258584046368u, 53060477521960000u};
  for (int n = 1; n <= 3; n++) {
    dominoes(&in, 2 * n, 2 * n);
    snprintf(what, sizeof what, "domino tilings %dx%d", 2 * n, 2 * n);
    expect(what, &in, a004003[n], n <= 2);
  }
  /* The automatic engine counts memoised where states come back (domino tilings: 40 % of them
   * at 2,048 stored), not where they hardly do (queens; Langford pairs: 10 %). */
  dominoes(&in, 8, 8);
  expect_auto_count("domino tilings 8x8", &in, a004003[4], 1, DLX_ENGINE_BITS);
  inst_init(&in);
  inst_queens(&in, 11);
  expect_auto_count("11 queens", &in, 2680, 0, DLX_ENGINE_BITS);
  inst_init(&in);
  inst_langford(&in, 11);
  expect_auto_count("Langford pairs n=11", &in, 35584, 0, DLX_ENGINE_BITS);
  for (int n = 4; n <= 7; n++) {
    dominoes(&in, 2 * n, 2 * n);
    dlx_t *d = NULL;
    if (inst_to_dlx(&in, &d) != DLX_OK) abort();
    snprintf(what, sizeof what, "domino tilings %dx%d", 2 * n, 2 * n);
    if (n <= 6)
      expect_memo(what, &in, d, a004003[n]);
    else
      expect_memo_overflow(what, d, "1.12e23 tilings");
    dlx_free(d);
    inst_free(&in);
  }

  /* Algorithm M's general case memoised (every option's items bounded): the 0-1 matrices and
   * the rooks above, by the automatic choice too; any set of N options "p" under bounds 0:N, one
   * of 2^N (2^63 still fits in 64 bits, 2^64 does not); two of 1024 options (memoised) and of
   * 1025 (too many options for the sets: a plain count). */
  inst_init(&in);
  for (int i = 0; i < 14; i++) {
    snprintf(what, sizeof what, "%c%d", i < 7 ? 'r' : 'c', i % 7);
    inst_primary(&in, what, 2, 2);
  }
  for (int i = 0; i < 49; i++) {
    int it[2] = {i / 7, 7 + i % 7};
    inst_option(&in, 2, it, NULL);
  }
  expect_auto_count("7x7 0-1 matrices, 2 ones a line", &in, 3110940, 1, DLX_ENGINE_CELLS);
  for (int n = 63; n <= 64; n++) {
    inst_init(&in);
    inst_primary(&in, "p", 0, (unsigned)n);
    int p = 0;
    for (int k = 0; k < n; k++) inst_option(&in, 1, &p, NULL);
    dlx_t *d = NULL;
    if (inst_to_dlx(&in, &d) != DLX_OK) abort();
    snprintf(what, sizeof what, "any set of %d options", n);
    if (n == 63)
      expect_memo(what, &in, d, (uint64_t)1 << 63);
    else
      expect_memo_overflow(what, d, "2^64 sets");
    dlx_free(d);
    inst_free(&in);
  }
  for (int n = 1024; n <= 1025; n++) {
    inst_init(&in);
    inst_primary(&in, "p", 2, 2);
    int p = 0;
    for (int k = 0; k < n; k++) inst_option(&in, 1, &p, NULL);
    dlx_t *d = NULL;
    if (inst_to_dlx(&in, &d) != DLX_OK) abort();
    snprintf(what, sizeof what, "two of %d options", n);
    expect_memo(what, &in, d, (uint64_t)n * (uint64_t)(n - 1) / 2);
    dlx_free(d);
    inst_free(&in);
  }

  if (failures) printf("%d check(s) failed\n", failures);
  return failures ? 1 : 0;
}
