/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* t_oom.c: out of memory inside a nested parse is reported as out of memory (exit 70), in every
 * game that allocates while it reads: each reader runs with its Nth allocation failing, for every N
 * until it needs no more; and every game's table of games/game.h (rules, strategies, one result
 * shape). */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/text.h"
#include "games/game.h"
#include "games/polyminix/polyminix.h"
#include "games/polyssimo/polyssimo.h"
#include "games/polymere/polymere.h"
#include "tests/check.h"

/* The allocations of our own code go through these (the test links with -Wl,--wrap): the
 * FAIL_AT-th one fails, and ALLOCS counts them. */
void *__real_malloc(size_t n);
void *__real_calloc(size_t n, size_t m);
void *__real_realloc(void *p, size_t n);
static long allocs, fail_at;
static int next_fails(void) {
  return ++allocs == fail_at;
}
void *__wrap_malloc(size_t n);
void *__wrap_malloc(size_t n) {
  return next_fails() ? NULL : __real_malloc(n);
}
void *__wrap_calloc(size_t n, size_t m);
void *__wrap_calloc(size_t n, size_t m) {
  return next_fails() ? NULL : __real_calloc(n, m);
}
void *__wrap_realloc(void *p, size_t n);
void *__wrap_realloc(void *p, size_t n) {
  return next_fails() ? NULL : __real_realloc(p, n);
}

/* What one reader said: 0 read, 1 refused as bad data or a broken rule, 2 out of memory. */
typedef int (*reader_fn)(const char *text, size_t len);

static int deck(const char *t, size_t n) {
  polyminix_deck_t d;
  base_error_t e;
  memset(&d, 0, sizeof d);
  int rc = polyminix_deck_parse(t, n, &d, &e);
  polyminix_deck_free(&d);
  return rc == 0 ? 0 : e.code == BASE_E_NOMEM ? 2 : 1;
}

static int puzzle(const char *t, size_t n) {
  polyssimo_puzzle_t p;
  base_error_t e;
  memset(&p, 0, sizeof p);
  int rc = polyssimo_puzzle_parse(t, n, &p, &e);
  polyssimo_puzzle_free(&p);
  return rc == 0 ? 0 : e.code == BASE_E_NOMEM ? 2 : 1;
}

static int ps_record(const char *t, size_t n) {
  polyssimo_geo_t g;
  polyssimo_game_t s;
  polyssimo_rule_t rule;
  base_error_t e;
  memset(&g, 0, sizeof g);
  int rc = polyssimo_record_check(t, n, &g, &s, &rule, &e);
  polyssimo_geo_free(&g);
  return rc == 0 || rc == 1 ? (rc == 0 ? 0 : 1) : e.code == BASE_E_NOMEM ? 2 : 1;
}

static int pm_record(const char *t, size_t n) {
  polymere_game_t g;
  polymere_check_t res;
  memset(&g, 0, sizeof g);
  int rc = polymere_record_check(t, n, &g, &res);
  polymere_game_free(&g);
  return rc < 0 ? 2 : rc;
}

/* A record through the game interface (games/game.h): one result shape for every game. */
static int through(const game_t *g, const char *t, size_t n) {
  game_result_t r;
  int st = g->check(t, n, &r);
  CHECK(st == r.status, "%s: check returns %d, its result says %d", g->name, st, r.status);
  return st >= 0 ? st : r.err.code == BASE_E_NOMEM ? 2 : 1;
}
static int polymo_check(const char *t, size_t n) {
  return through(&polymo_game, t, n);
}
static int polyssimo_check(const char *t, size_t n) {
  return through(&polyssimo_game, t, n);
}
static int polymere_check(const char *t, size_t n) {
  return through(&polymere_game, t, n);
}

/* Every game's table: named rules, strategies found by name, a list of them read in order. */
static void tables(void) {
  const game_t *games[] = {&polyminix_game, &polymo_game, &polyssimo_game, &polymere_game};
  for (int i = 0; i < 4; i++) {
    const game_t *g = games[i];
    CHECK(g->name && g->nrules > 1 && g->check, "game %d: a name, rules and a checker", i);
    for (int r = 1; r < g->nrules; r++)
      CHECK(g->rule_name(r) && *g->rule_name(r), "%s: rule %d has no name", g->name, r);
    for (int k = 0; k < g->nstrategies; k++)
      CHECK(game_strategy(g, g->strategy_name(k)) == k, "%s: strategy %d", g->name, k);
    CHECK(g->min_players >= 1 && g->max_players <= GAME_MAX_PLAYERS, "%s: players", g->name);
  }
  int k[3];
  char bad[16];
  CHECK(game_strategies(&polymo_game, "greedy,,random", k, 3, bad, sizeof bad) == 2 &&
            k[0] == game_strategy(&polymo_game, "greedy"),
        "a list of strategies, an empty name skipped");
  CHECK(game_strategies(&polymo_game, "greedy,clever", k, 3, bad, sizeof bad) == -1 &&
            strcmp(bad, "clever") == 0,
        "an unknown strategy named");
  CHECK(game_strategies(&polymo_game, "greedy,random,greedy,random", k, 3, bad, sizeof bad) == -2 &&
            strcmp(bad, "random") == 0,
        "the first strategy past MAX named");
  for (int i = 0; i < 4; i++) { /* simulate: pure in its arguments, a game that ends */
    const game_t *g = games[i];
    game_result_t a, b;
    char *ra = NULL, *rb = NULL;
    size_t la = 0, lb = 0;
    FILE *fa = open_memstream(&ra, &la), *fb = open_memstream(&rb, &lb);
    int n = g->min_players > 2 ? g->min_players : 2;
    int sa = g->simulate(NULL, NULL, n, 7, fa, &a), sb = g->simulate(NULL, NULL, n, 7, fb, &b);
    fclose(fa), fclose(fb);
    CHECK(sa == 0 && sb == 0 && a.winners != 0 && a.nplayers == n, "%s: simulate (%d, %s)", g->name,
          sa, a.err.msg);
    CHECK(memcmp(&a, &b, sizeof a) == 0 && la == lb && (la == 0 || memcmp(ra, rb, la) == 0),
          "%s: the same arguments, the same game", g->name);
    if (la > 0) { /* the record it wrote checks, to the same scores */
      game_result_t c;
      CHECK(g->check(ra, la, &c) == 0 && c.winners == a.winners, "%s: its record checks (%s)",
            g->name, c.err.msg);
    }
    free(ra), free(rb);
    CHECK(g->simulate(NULL, NULL, g->max_players + 1, 7, NULL, &a) == -1, "%s: too many players",
          g->name);
  }
  const char *tie = "players A B C\nturn 1 B A\nscore 0 3 0\nturn 1 C\nscore 0 3 3\n";
  game_result_t r;
  CHECK(polyminix_game.check(tie, strlen(tie), &r) == 0 && r.nplayers == 3 && r.scores[2] == 3 &&
            r.moves == 2 && r.winners == 0,
        "polyminix: a legal game, its scores (%d %ld)", r.status, r.scores[2]);
  const char *bad2 = "polyssimo-record 1\nplayers 2\n draft 1 P\n draft 1 Y\n";
  CHECK(polyssimo_game.check(bad2, strlen(bad2), &r) == 1 && r.err.line == 4 && r.err.col == 2 &&
            strcmp(polyssimo_game.rule_name(r.rule), "draft-turn") == 0,
        "polyssimo: the rule broken, named, and where (%lu:%lu)", r.err.line, r.err.col);
}

/* A game's own column of the summary table: "x" and the strategy's number. */
static void extra_cell(const void *ctx, int k, char *buf, size_t size) {
  (void)ctx;
  snprintf(buf, size, "x%d", k);
}

/* The one tally of every game's series: a tie shared or won by nobody, seats and strategies,
 * parts merged to the same sums; the fewest points; names out of range. */
static void tally(void) {
  const long sc[3] = {4, 2, 2};
  CHECK(game_fewest(sc, 3) == 6u && game_fewest(sc, 1) == 1u, "the fewest points, ties too");
  game_tally_t a, b, sum;
  memset(&a, 0, sizeof a), memset(&b, 0, sizeof b), memset(&sum, 0, sizeof sum);
  const int seats[3] = {0, 1, 1};
  game_tally_add(&a, 3, seats, sc, game_fewest(sc, 3), GAME_TIES_SHARED);
  CHECK(a.games == 1 && a.seated[0] == 1 && a.seated[1] == 2 && a.won[0] == 0 && a.won[1] == 1 &&
            a.seat_won[1] == 0.5 && a.seat_won[2] == 0.5 && a.strat_won[1][2] == 0.5 &&
            a.score[1] == 4 && a.seat_score[0] == 4 && a.strat_seated[1][1] == 1,
        "a tie shared: half a win each (%g %g)", a.won[1], a.seat_won[1]);
  game_tally_add(&b, 3, seats, sc, game_fewest(sc, 3), GAME_TIES_LOSE);
  CHECK(b.won[1] == 0 && b.seat_won[1] == 0 && b.seated[1] == 2, "a tie won by nobody");
  game_tally_add(&b, 3, seats, sc, 1u, GAME_TIES_LOSE);
  CHECK(b.won[0] == 1 && b.seat_won[0] == 1 && b.strat_won[0][0] == 1 && b.games == 2,
        "one winner wins");
  game_tally_merge(&sum, &a), game_tally_merge(&sum, &b);
  CHECK(sum.games == 3 && sum.seated[1] == 6 && sum.won[0] == 1 && sum.won[1] == 1 &&
            sum.seat_score[2] == 6 && sum.strat_seated[1][2] == 3,
        "parts merged");
  CHECK(strcmp(polymere_game.rule_name(-1), "?") == 0 &&
            strcmp(polymere_game.strategy_name(-1), "?") == 0 &&
            strcmp(polymo_game.strategy_name(99), "?") == 0 &&
            strcmp(polyssimo_game.rule_name(-2), "?") == 0 &&
            strcmp(polyminix_game.rule_name(-1), "?") == 0,
        "a number out of range names no rule or strategy");
  game_result_t r;
  memset(&r, 0, sizeof r);
  CHECK(game_fail(&r, 1, 3, 4, 5, "rule %s", "x") == 1 && r.rule == 3 && r.err.line == 4 &&
            r.err.col == 5 && strcmp(r.err.msg, "rule x") == 0,
        "a rule broken, where and why");
  CHECK(game_fail(&r, -1, 3, 0, 0, "bad") == -1 && r.rule == 0 && game_nomem(&r) == -1 &&
            r.err.code == BASE_E_NOMEM,
        "malformed: no rule; out of memory");
  /* The one summary table: strategies played, then the players; a shared tie's half win. */
  char *text = NULL;
  size_t len = 0;
  FILE *m = open_memstream(&text, &len);
  static const game_column_t cols[] = {{"extra", extra_cell}};
  game_table_t tab = {&polymo_game, 3, GAME_TIES_SHARED, "minus", 1, cols, NULL};
  CHECK(m && game_tally_print(m, &a, &tab) == 0 && fclose(m) == 0, "the table printed");
  const char *want = "strategy     played     wins     win%    minus    extra\n"
                     "random            1      0.0      0.0     4.00       x0\n"
                     "greedy            2      1.0     50.0     2.00       x1\n"
                     "player         wins     win%    minus\n"
                     "1               0.0      0.0     4.00\n"
                     "2               0.5     50.0     2.00\n"
                     "3               0.5     50.0     2.00\n";
  CHECK(text && strcmp(text, want) == 0, "the table:\n%s", text ? text : "");
  free(text);
  /* Whole wins when a tie wins nothing; no column of the game's own. */
  text = NULL, m = open_memstream(&text, &len);
  game_table_t lose = {&polymere_game, 3, GAME_TIES_LOSE, "place", 0, NULL, NULL};
  CHECK(m && game_tally_print(m, &b, &lose) == 0 && fclose(m) == 0 && text &&
            strstr(text, "\nrandom            2        1     50.0     4.00\n") &&
            strstr(text, "\n1                 1     50.0     4.00\n"),
        "whole wins:\n%s", text ? text : "");
  free(text);
}

/* Run READ on FILE (under $srcdir) with every allocation failing in turn: whenever the failure
 * was injected, READ must say out of memory. */
static void each_failure(const char *name, reader_fn read, const char *file) {
  const char *dir = getenv("srcdir");
  char path[1024];
  snprintf(path, sizeof path, "%s/%s", dir ? dir : "tests", file);
  char *text;
  size_t len;
  base_error_t e;
  fail_at = 0;
  if (base_read_file(path, BASE_MAX_TEXT, "a test", &text, &len, &e) != 0) {
    CHECK(0, "%s: cannot read %s: %s", name, path, e.msg);
    return;
  }
  allocs = 0;
  int clean = read(text, len);
  long needed = allocs;
  CHECK(clean != 2, "%s: out of memory with no failure injected", name);
  CHECK(needed > 0, "%s: no allocation to fail: the test tests nothing", name);
  for (long k = 1; k <= needed; k++) {
    allocs = 0, fail_at = k;
    int got = read(text, len);
    if (allocs >= k && got != 2)
      CHECK(0, "%s: allocation %ld of %ld failed, the reader said %s", name, k, needed,
            got == 0 ? "nothing" : "bad data");
  }
  fail_at = 0;
  free(text);
}

int main(void) {
  /* Polymo's record and sheet readers allocate nothing (the geometry is built before them). */
  each_failure("polyminix deck", deck, "fuzz/corpus/polyminix/deck-seed3.txt");
  each_failure("polyssimo puzzle", puzzle, "fuzz/corpus/polyssimo/puzzle-l2.txt");
  each_failure("polyssimo record", ps_record, "fuzz/corpus/polyssimo/three.rec");
  each_failure("polymere record", pm_record, "games/polymere/data/chain.txt");
  each_failure("polymo game_t check", polymo_check, "data/polymo-example-verzichten.rec");
  each_failure("polyssimo game_t check", polyssimo_check, "fuzz/corpus/polyssimo/three.rec");
  each_failure("polymere game_t check", polymere_check, "games/polymere/data/chain.txt");
  tables();
  tally();
  return failures ? 1 : 0;
}
