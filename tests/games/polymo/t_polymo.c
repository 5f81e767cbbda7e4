/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* t_polymo.c: Polymo rules engine: every rule with a legal and an illegal record, scores, sheet
 * checks, simulated games replayed, determinism. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/polymo/polymo.h"
#include "tests/check.h"

static polymo_geo_t g9, g8;

/* Check record TEXT: WANT is POLYMO_OK or the rule the last move breaks. */
static void rec(const char *name, const char *text, polymo_rule_t want) {
  polymo_game_t *g = malloc(sizeof *g);
  polymo_check_result_t res;
  polymo_status_t rc = polymo_record_check(text, strlen(text), &g9, &g8, g, &res);
  int ok = want == POLYMO_OK ? rc == POLYMO_ST_OK
                             : (rc == POLYMO_ST_RULE && res.status == rc && res.rule == want);
  printf("%s: %-28s want %-10s got %s%s%s\n", ok ? "ok  " : "FAIL", name, polymo_rule_name(want),
         rc == 0                  ? "legal"
         : rc == POLYMO_ST_SYNTAX ? "syntax error: "
                                  : polymo_rule_name(res.rule),
         rc == POLYMO_ST_SYNTAX ? res.msg : "", "");
  if (!ok) failures++;
  free(g);
}

#define H1 "polymo size=9 players=1\n"
#define H2 "polymo size=9 players=2\n"
#define H3 "polymo size=9 players=3\n"
/* Openings: a monomino on the X (e5), yellow for player 1, red for player 2. */
#define O1 H1 "opening\n1 Y e5\n"
#define O2 H2 "opening\n1 Y e5\n2 R e5\n"

/* Every rule with a legal and an illegal record (the man page's table names these). */
static void rules(void) {
  rec("off-grid legal", O1 "round YR 2\n1 R a1 a2\n", POLYMO_OK);
  rec("off-grid illegal", O1 "round YR 2\n1 R i1 j1\n", POLYMO_R_OFFGRID);
  rec("off-grid illegal row", O1 "round YR 2\n1 R a9 a10\n", POLYMO_R_OFFGRID);
  rec("used legal", O1 "round YR 2\n1 R a1 a2\nround YR 2\n1 Y c1 c2\n", POLYMO_OK);
  rec("used illegal", O1 "round YR 1\n1 R e5\n", POLYMO_R_USED);
  rec("used illegal twice listed", O1 "round YR 2\n1 R a1 a1\n", POLYMO_R_USED);
  rec("count legal", O1 "round YR 3\n1 R a1 a2 a3\n", POLYMO_OK);
  rec("count illegal", O1 "round YR 3\n1 R a1 a2\n", POLYMO_R_COUNT);
  rec("count legal star chosen", O2 "round YR *2\n1 R a1 a2\n2 Y a1 a2\n", POLYMO_OK);
  rec("count illegal star chosen", O2 "round YR *2\n1 R a1 a2 a3\n", POLYMO_R_COUNT);
  rec("count illegal star for all", O2 "round YR *\n1 R a1 a2\n2 Y a1 a2 a3\n", POLYMO_R_COUNT);
  rec("apart legal", O1 "round YR 3\n1 R a1 a2 a3\n", POLYMO_OK);
  rec("apart illegal", O1 "round YR 3\n1 R a1 a3 a4\n", POLYMO_R_APART);
  rec("first legal", H1 "opening\n1 G d5 e5 f5 e4 e6\n", POLYMO_OK);
  rec("first illegal", H1 "opening\n1 G a1 a2\n", POLYMO_R_FIRST);
  rec("opening legal done at once", O1 "round YR 1\n1 R a1 done\n", POLYMO_OK);
  rec("opening illegal no opening", H1 "round YR 1\n1 Y e5\n", POLYMO_R_OPENING);
  rec("opening illegal declare", H1 "opening\n1 declare e5\n", POLYMO_R_OPENING);
  rec("opening illegal twice", O1 "opening\n", POLYMO_R_OPENING);
  rec("opening illegal joker", H1 "opening\n1 *Y e5\n", POLYMO_R_OPENING);
  rec("taken legal opening", O2, POLYMO_OK);
  rec("taken illegal opening", H2 "opening\n1 Y e5\n2 Y e5\n", POLYMO_R_TAKEN);
  rec("touch legal", O1 "round YR 1\n1 R e4\n", POLYMO_OK);
  rec("touch legal corner", O1 "round YR 1\n1 Y d4\n", POLYMO_OK);
  rec("touch illegal", O1 "round YR 1\n1 Y e4\n", POLYMO_R_TOUCH);
  rec("join legal", O1 "round YR 1\n1 R a1\nround YR 1\n1 R a3\nround YR 1\n1 Y a2\n", POLYMO_OK);
  rec("join legal grow", O1 "round YR 1\n1 R a1\nround YR 1\n1 R a3\nround YR 1\n1 R b1\n",
      POLYMO_OK);
  rec("join illegal", O1 "round YR 1\n1 R a1\nround YR 1\n1 R a3\nround YR 1\n1 R a2\n",
      POLYMO_R_JOIN);
  rec("big legal", O1 "round YR 5\n1 R a1 a2 a3 a4 a5\nround YR 1\n1 Y a6\n", POLYMO_OK);
  rec("big illegal", O1 "round YR 5\n1 R a1 a2 a3 a4 a5\nround YR 1\n1 R a6\n", POLYMO_R_BIG);
  rec("taken legal", O2 "round YR 1\n1 Y a1\n2 R a1\n", POLYMO_OK);
  rec("taken illegal", O2 "round YY 1\n1 Y a1\n2 Y a1\n", POLYMO_R_TAKEN);
  rec("taken illegal two jokers one colour", O2 "round ** 1\n1 *G a1\n2 *G a1\n", POLYMO_R_TAKEN);
  rec("taken legal two jokers two colours", O2 "round ** 1\n1 *G a1\n2 *B a1\n", POLYMO_OK);
  rec("joker legal", O1 "round Y* 1\n1 *G a1\n", POLYMO_OK);
  rec("joker illegal", O1 "round Y* 1\n1 *Y a1\n", POLYMO_R_JOKER);
  rec("joker illegal other die taken", O2 "round R* 1\n1 R a1\n2 *R a1\n", POLYMO_R_TAKEN);
  rec("joker illegal shown", O2 "round R* 1\n1 *R a1\n", POLYMO_R_JOKER);
  rec("no-die legal", O1 "round YR 1\n1 R a1\n", POLYMO_OK);
  rec("no-die illegal", O1 "round YR 1\n1 G a1\n", POLYMO_R_NODIE);
  rec("no-die illegal other free", O2 "round YR 1\n1 Y a1\n2 G a1\n", POLYMO_R_NODIE);
  rec("no-die legal free pen", O2 "round YY 1\n1 Y a1\n2 G a1\n", POLYMO_OK);
  rec("no-die legal free pen 3",
      H3 "opening\n1 Y e5\n2 R e5\n3 G e5\nround YRYR 1\n1 Y a1\n2 R a1\n3 B a1\n", POLYMO_OK);
  rec("not-stuck illegal pass", O2 "round YY 1\n1 Y a1\n2 pass\n", POLYMO_R_STUCK);
  rec("no-figure legal", O1 "round YR 1\n1 R a1\nround YR 1\n1 declare a1\n", POLYMO_OK);
  rec("no-figure illegal", O1 "round YR 1\n1 R a1\nround YR 1\n1 declare c1\n", POLYMO_R_NOFIG);
  rec("no-figure illegal finished", O1 "round YR 1\n1 declare e5\n", POLYMO_R_NOFIG);
  rec("declare legal pen", O2 "round YR 1\n1 R a1\n2 Y a1\nround RG 1\n2 G c1\n1 declare a1\n",
      POLYMO_OK);
  rec("declare legal joker pen", O1 "round YR 1\n1 R a1\nround Y* 1\n1 declare a1\n", POLYMO_OK);
  rec("declare illegal no pen", O1 "round YR 1\n1 R a1\nround YG 1\n1 declare a1\n",
      POLYMO_R_NODIE);
  rec("declare illegal pen taken",
      O2 "round YR 1\n1 R a1\n2 Y a1\nround RG 1\n2 R c1\n1 declare a1\n", POLYMO_R_TAKEN);
  rec("declare uses the pen",
      H3 "opening\n1 Y e5\n2 R e5\n3 G e5\nround YRGB 1\n1 R a1\n2 Y a1\n3 G a1\nround YRGB 1\n2 Y "
         "c1\n3 G c1\n1 B c1\n"
         "round YRGB 1\n3 G e1\n1 Y g1\n2 B e1\nround YRGB 1\n1 declare a1\n2 R g1\n",
      POLYMO_R_TAKEN);
  rec("shape twice legal", O1 "round YR 1\n1 R a1\nround YR 1\n1 declare a1\n", POLYMO_OK);
  rec("shape twice legal done", O1 "round YR 1\n1 R a1 done\nround YR 1\n1 R c1 done\n", POLYMO_OK);
  rec("turn legal", O2 "round YR 1\n1 Y a1\n2 R a1\nround YR 1\n2 Y c1\n1 R c1\n", POLYMO_OK);
  rec("turn illegal missing", O2 "round YR 1\n1 Y a1\nround YR 1\n", POLYMO_R_TURN);
  rec("turn illegal missing at end", O2 "round YR 1\n1 Y a1\n", POLYMO_R_TURN);
  rec("turn illegal twice", O1 "round YR 1\n1 R a1\n1 Y c1\n", POLYMO_R_TURN);
  rec("turn illegal opening missing", H2 "opening\n1 Y e5\nround YR 1\n", POLYMO_R_TURN);
  rec("order legal", O2 "round YR 1\n1 Y a1\n2 R a1\n", POLYMO_OK);
  rec("order illegal", O2 "round YR 1\n2 R a1\n", POLYMO_R_ORDER);
  rec("order illegal round 2", O2 "round YR 1\n1 Y a1\n2 R a1\nround YR 1\n1 R c1\n",
      POLYMO_R_ORDER);
  rec("order illegal opening", H2 "opening\n2 R e5\n", POLYMO_R_ORDER);
  rec("attach legal", O1 "round YR 1\n1 R a1\nround YR 1\n1 R a2 +a1\n", POLYMO_OK);
  rec("attach illegal", O1 "round YR 1\n1 R a1\nround YR 1\n1 R a3 +a1\n", POLYMO_R_ATTACH);
  rec("attach illegal colour", O1 "round YR 1\n1 R a1\nround YR 1\n1 Y a2 +a1\n", POLYMO_R_ATTACH);
  rec("attach illegal empty", O1 "round YR 1\n1 R a1\nround YR 1\n1 R a2 +c1\n", POLYMO_R_ATTACH);
  rec("not-stuck illegal out", O1 "round YR 1\n1 out\n", POLYMO_R_STUCK);
  rec("not-stuck illegal out with a declaration left", O1 "round YR 1\n1 R a1\nround YR 5\n1 out\n",
      POLYMO_R_STUCK);
}

/* The rulebook's second reading: the record of `polymo play --games 1 --seed 1 --players 3` before the rulebook's
 * "keine Quadrate mehr": player 2 went out in round 22 with one roll unusable, while a later
 * roll (round 23's free blue die) fits the empty d8-e9 block: rule not-out. */
static void out_for_good(void) {
  const char *path = "data/polymo-issue29-seed1.rec";
  char full[512];
  const char *sd = getenv("srcdir");
  snprintf(full, sizeof full, "%s/%s", sd ? sd : ".", path);
  FILE *f = fopen(full, "rb");
  char *text = malloc(1 << 16);
  size_t n = f && text ? fread(text, 1, (1 << 16) - 1, f) : 0;
  if (f) fclose(f);
  if (!n) {
    printf("FAIL: cannot read %s\n", full);
    failures++;
    free(text);
    return;
  }
  text[n] = 0;
  polymo_game_t *g = malloc(sizeof *g);
  polymo_check_result_t res;
  polymo_status_t rc = polymo_record_check(text, n, &g9, &g8, g, &res);
  int ok = rc == POLYMO_ST_RULE && res.rule == POLYMO_R_NOTOUT && res.line == 92;
  printf("%s: seed 1, 3 players, round 22: player 2 out too early: want not-out at line 92, got "
         "%s at line %lu\n",
         ok ? "ok  " : "FAIL", rc == POLYMO_ST_OK ? "legal" : polymo_rule_name(res.rule), res.line);
  if (!ok) failures++;
  free(g), free(text);
}

/* "der im Uhrzeigersinn nächste Spieler wird jetzt zum aktiven Spieler": the next
 * player clockwise still in, not the seat of the round's number. */
static void active_player(void) {
  polymo_game_t *g = malloc(sizeof *g);
  polymo_dice_t d = {2, {POLYMO_Y, POLYMO_R}, 1, 0};
  polymo_game_init(g, &g9, 3);
  polymo_opening(g);
  int act[6], ok = 1;
  for (int r = 0; r < 6; r++) {
    for (int p = 0; p < 3; p++) g->moved[p] = 1; /* the round played */
    if (r == 1) g->sheet[1].out = 1;             /* player 2 out after round 1 */
    ok &= polymo_round(g, &d) == POLYMO_OK;
    act[r] = g->active + 1;
  }
  /* players 1, 3, 1, 3...; round r mod 3 gave 1, 3, 3, 1, 3, 3 */
  ok &= act[0] == 1 && act[1] == 3 && act[2] == 1 && act[3] == 3 && act[4] == 1 && act[5] == 3;
  printf("%s: active players with player 2 out: %d %d %d %d %d %d (want 1 3 1 3 1 3)\n",
         ok ? "ok  " : "FAIL", act[0], act[1], act[2], act[3], act[4], act[5]);
  if (!ok) failures++;
  free(g);
}

/* Scores after legal records: finishing at the cross, the same shape twice. */
static void scores(void) {
  static const struct {
    const char *name, *text;
    int score;
  } t[] = {
      {"opening crosses off at once", O1, 88},
      {"opening pentomino", H1 "opening\n1 G d5 e5 f5 e4 e6\n", 84},
      {"done crosses off", O1 "round YR 2\n1 R a1 a2 done\n", 86},
      {"planned counts nothing", O1 "round YR 2\n1 R a1 a2\n", 88},
      {"declared crosses off", O1 "round YR 2\n1 R a1 a2\nround YR 2\n1 declare a1\n", 86},
      {"same shape crossed off once", O1 "round YR 1\n1 R a1 done\n", 88},
  };
  for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
    polymo_game_t *g = malloc(sizeof *g);
    polymo_check_result_t res;
    polymo_status_t rc = polymo_record_check(t[i].text, strlen(t[i].text), &g9, &g8, g, &res);
    int got = rc == 0 ? polymo_score(&g->sheet[0]) : -1;
    int ok = got == t[i].score;
    printf("%s: score %-30s want %d got %d %s\n", ok ? "ok  " : "FAIL", t[i].name, t[i].score, got,
           rc ? res.msg : "");
    if (!ok) failures++;
    free(g);
  }
}

static void syntax_errors(void) {
  static const char *bad[] = {
      "",
      "polymo size=7 players=1\n",
      "polymo size=9 players=6\n",
      "polymo size=9\n",
      H1 "1 Y e5\n",
      H1 "opening 1\n",
      O1 "round YR *6\n",
      O1 "round YR **\n",
      O1 "round YR 1\n1 R a1 done +a2\n",
      H1 "round YRGB 1\n",
      H1 "round YX 1\n",
      H1 "round YR 6\n",
      O1 "round YR 1\n1 e5\n",
      O1 "round YR 1\n1 Y\n",
      O1 "round YR 1\n1 Y E5\n",
      O1 "round YR 1\n2 Y e5\n",
      O1 "round YR 1\n1 declare\n",
      H1 "round RY* 1\n",
  };
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    polymo_game_t *g = malloc(sizeof *g);
    polymo_check_result_t res;
    polymo_status_t rc = polymo_record_check(bad[i], strlen(bad[i]), &g9, &g8, g, &res);
    int ok = rc == POLYMO_ST_SYNTAX && res.status == rc && res.line >= 1;
    printf("%s: syntax error %zu: %lu:%lu %s\n", ok ? "ok  " : "FAIL", i, res.line, res.col,
           res.msg);
    if (!ok) failures++;
    free(g);
  }
}

static void sheet(const char *name, const char *text, polymo_rule_t want, int score) {
  polymo_sheet_t *s = malloc(sizeof *s);
  polymo_check_result_t res;
  int n = 0;
  polymo_status_t rc = polymo_sheet_read(text, strlen(text), &g9, &g8, s, &n, &res);
  int ok = want == POLYMO_OK ? (rc == 0 && polymo_score(s) == score)
                             : (rc == POLYMO_ST_RULE && res.rule == want);
  printf("%s: sheet %-22s want %s got %s (%s) score %d\n", ok ? "ok  " : "FAIL", name,
         polymo_rule_name(want), rc == 0 ? "legal" : polymo_rule_name(res.rule), res.msg,
         rc == 0 ? polymo_score(s) : -1);
  if (!ok) failures++;
  free(s);
}

static void sheets(void) {
  /* X (5) over the centre, a red I4 and a green I1 */
  const char *x = ".........\n.........\n.........\n....Y....\n...YYY.RG\n....Y..R.\n.......R.\n..."
                  "....R.\n.........\n";
  sheet("legal", x, POLYMO_OK, 89 - 5 - 4 - 1);
  sheet("planned counts nothing",
        ".........\n.........\n.........\n....Y....\n...YYY.rG\n....Y..r.\n.......r.\n.......r.\n.."
        ".......\n",
        POLYMO_OK, 89 - 5 - 1);
  sheet("join",
        ".........\n.........\n.........\n....Y....\n...YYY.RG\n....Y..r.\n.......R.\n.......R.\n.."
        ".......\n",
        POLYMO_R_JOIN, 0);
  sheet("big",
        ".........\n.........\n.........\n....Y....\n...YYYYRG\n....Y..R.\n.......R.\n.......R.\n.."
        ".......\n",
        POLYMO_R_BIG, 0);
  sheet("same shape twice",
        ".........\n.........\n.........\n....Y....\n...YYY.RG\n....Y..R.\n.......R.\n.......R.\nG."
        ".......\n",
        POLYMO_OK, 89 - 5 - 4 - 1);
  sheet("opening planned",
        ".........\n.........\n.........\n....y....\n...yyy.RG\n....y..R.\n.......R.\n.......R.\n.."
        ".......\n",
        POLYMO_R_OPENING, 0);
  sheet("first",
        ".........\n.........\n.........\n.........\n.......RG\n.......R.\n.......R.\n.......R.\n.."
        ".......\n",
        POLYMO_R_FIRST, 0);
}

/* The winners: the fewest minus points, every tied player. */
static void winners(void) {
  polymo_game_t *g = malloc(sizeof *g);
  polymo_game_init(g, &g9, 3);
  g->sheet[1].crossed[20] = 1; /* player 2: 84 */
  g->sheet[2].crossed[0] = 1;  /* player 3: 88 */
  unsigned w1 = polymo_winners(g);
  g->sheet[2].crossed[9] = 1; /* player 3: 83 */
  unsigned w2 = polymo_winners(g);
  g->sheet[1].crossed[0] = 1; /* player 2: 83, a tie */
  unsigned w3 = polymo_winners(g);
  int ok = w1 == 2u && w2 == 4u && w3 == 6u;
  printf("%s: winners %x %x %x (want 2 4 6)\n", ok ? "ok  " : "FAIL", w1, w2, w3);
  if (!ok) failures++;
  free(g);
}

/* A simulated record A (LEN bytes) with a pass: up to its first pass it is legal; that pass
 * made an out breaks not-out; its last out made a pass breaks pass. Returns 1. */
static int sit_out(const char *a, size_t len) {
  char *t = malloc(len + 1);
  const char *q = strstr(a, " pass\n"), *last = NULL;
  for (const char *o = a; (o = strstr(o, " out\n")); o++) last = o;
  size_t cut = (size_t)(q - a) + 6;
  memcpy(t, a, cut), t[cut] = 0;
  polymo_game_t *g = malloc(sizeof *g);
  polymo_check_result_t res;
  int ok = polymo_record_check(t, cut, &g9, &g8, g, &res) == POLYMO_ST_OK;
  memcpy(t + (q - a), " out\n", 6);
  ok &= polymo_record_check(t, cut - 1, &g9, &g8, g, &res) == POLYMO_ST_RULE &&
        res.rule == POLYMO_R_NOTOUT;
  memcpy(t, a, len), t[len] = 0;
  size_t at = (size_t)(last - a);
  char *u = malloc(len + 2);
  memcpy(u, a, at), memcpy(u + at, " pass\n", 6), memcpy(u + at + 6, a + at + 5, len - at - 5);
  ok &= polymo_record_check(u, len + 1, &g9, &g8, g, &res) == POLYMO_ST_RULE &&
        res.rule == POLYMO_R_PASS;
  printf("%s: a round sat out: legal; out there: not-out; a pass for good: pass\n",
         ok ? "ok  " : "FAIL");
  if (!ok) failures++;
  free(g), free(t), free(u);
  return 1;
}

/* Simulated games: replayed through the rules engine, same seed same game. */
static void simulated(void) {
  int outs = 0, passes = 0, pass_checked = 0, dones = 0, games = 0, bad = 0, nondet = 0;
  for (int st = 0; st <= POLYMO_NSTRATEGIES; st++) /* the last: a mixed table */
    for (int np = 1; np <= 5; np++)
      for (int size = 8; size <= 9; size++)
        for (uint64_t seed = 1; seed <= (st == POLYMO_GREEDY || st == POLYMO_RANDOM ? 2u : 1u);
             seed++) {
          const polymo_geo_t *geo = size == 9 ? &g9 : &g8;
          FILE *f = tmpfile(), *f2 = tmpfile();
          int sc[POLYMO_MAX_PLAYERS], sc2[POLYMO_MAX_PLAYERS];
          polymo_strategy_t seat[POLYMO_MAX_PLAYERS];
          for (int p = 0; p < np; p++)
            seat[p] = st < POLYMO_NSTRATEGIES ? (polymo_strategy_t)st : (polymo_strategy_t)(p % 3);
          if (!f || !f2 || polymo_simulate(geo, np, seat, seed, sc, f) != 0 ||
              polymo_simulate(geo, np, seat, seed, sc2, f2) != 0) {
            failures++;
            return;
          }
          long len = ftell(f), len2 = ftell(f2);
          char *a = malloc((size_t)len + 1), *b = malloc((size_t)len2 + 1);
          rewind(f), rewind(f2);
          size_t ra = fread(a, 1, (size_t)len, f), rb = fread(b, 1, (size_t)len2, f2);
          a[ra] = b[rb] = 0;
          if (ra != rb || memcmp(a, b, ra) != 0 || memcmp(sc, sc2, sizeof(int) * (size_t)np) != 0)
            nondet++;
          polymo_game_t *g = malloc(sizeof *g);
          polymo_check_result_t res;
          if (polymo_record_check(a, ra, &g9, &g8, g, &res) != 0) {
            printf("FAIL: %s %d players %dx%d seed %d: line %lu: %s\n",
                   polymo_strategy_name((polymo_strategy_t)st), np, size, size, (int)seed, res.line,
                   res.msg);
            bad++;
          } else {
            if (!polymo_over(g)) bad++;
            for (int p = 0; p < np; p++)
              if (polymo_score(&g->sheet[p]) != sc[p]) bad++;
          }
          for (char *q = a; (q = strstr(q, " out\n")); q++) outs++;
          for (char *q = a; (q = strstr(q, " pass\n")); q++) passes++;
          if (!pass_checked && strstr(a, " pass\n")) pass_checked = sit_out(a, ra);
          for (char *q = a; (q = strstr(q, " done\n")); q++) dones++;
          games++;
          free(g), free(a), free(b);
          fclose(f), fclose(f2);
        }
  int ok = bad == 0 && nondet == 0 && outs > 0 && passes > 0 && pass_checked && dones > 0;
  printf("%s: %d simulated games replayed: %d rejected, %d not reproducible; %d legal outs, %d "
         "rounds sat out, %d figures done at the cross\n",
         ok ? "ok  " : "FAIL", games, bad, nondet, outs, passes, dones);
  if (!ok) failures++;
}

int main(void) {
  if (polymo_geo_init(&g9, 9) || polymo_geo_init(&g8, 8)) return 1;
  /* geometry: placements of free shapes on 9x9 and the 21 shapes */
  int cnt[POLYMO_NSHAPES] = {0};
  for (int i = 0; i < g9.nplace; i++) cnt[g9.place[i].shape]++;
  int allseen = 1;
  for (int k = 0; k < POLYMO_NSHAPES; k++) allseen &= cnt[k] > 0;
  /* fixed polyominoes 1,2,6,19,63: on 9x9 the monomino has 81 placements, the X 49 */
  int ok = allseen && cnt[0] == 81 && cnt[18] == 49 && cnt[1] == 2 * 72;
  printf("%s: %d placements on 9x9, I1 %d, I2 %d, X %d\n", ok ? "ok  " : "FAIL", g9.nplace, cnt[0],
         cnt[1], cnt[18]);
  if (!ok) failures++;
  rules();
  out_for_good();
  active_player();
  scores();
  winners();
  syntax_errors();
  sheets();
  simulated();
  polymo_geo_free(&g9);
  polymo_geo_free(&g8);
  printf("%s\n", failures ? "FAILED" : "all passed");
  return failures ? 1 : 0;
}
