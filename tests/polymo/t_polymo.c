/* t_polymo.c: Polymo rules engine: every rule with a legal and an illegal move, sheet checks, simulated games replayed, determinism. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cards/polymo/polymo.h"

static int fails = 0;
static polymo_geo_t g9, g8;

/* Check record TEXT: WANT is POLYMO_OK or the rule the last move breaks. */
static void rec(const char *name, const char *text, polymo_rule_t want) {
  polymo_game_t *g = malloc(sizeof *g);
  polymo_check_result_t res;
  int rc = polymo_record_check(text, strlen(text), &g9, &g8, g, &res);
  int ok = want == POLYMO_OK ? rc == 0 : (rc == 1 && !res.syntax && res.rule == want);
  printf("%s: %-28s want %-10s got %s%s%s\n", ok ? "ok  " : "FAIL", name, polymo_rule_name(want),
         rc == 0 ? "legal" : res.syntax ? "syntax error: " : polymo_rule_name(res.rule), res.syntax ? res.msg : "",
         "");
  if (!ok) fails++;
  free(g);
}

#define H1 "polymo size=9 players=1\n"
#define H2 "polymo size=9 players=2\n"

static void rules(void) {
  rec("off-grid legal", H1 "round YR 2\n1 Y e5 d5\n", POLYMO_OK);
  rec("off-grid illegal", H1 "round YR 2\n1 Y e5 j5\n", POLYMO_R_OFFGRID);
  rec("off-grid illegal row", H1 "round YR 2\n1 Y e9 e10\n", POLYMO_R_OFFGRID);
  rec("used legal", H1 "round YR 2\n1 Y e5 d5\nround YR 2\n1 R c5 b5\n", POLYMO_OK);
  rec("used illegal", H1 "round YR 2\n1 Y e5 d5\nround YR 2\n1 R d5 c5\n", POLYMO_R_USED);
  rec("used illegal twice listed", H1 "round YR 2\n1 Y e5 e5\n", POLYMO_R_USED);
  rec("count legal star", H1 "round YR *\n1 Y e5 e4\n", POLYMO_OK);
  rec("count illegal", H1 "round YR 3\n1 Y e5 e4\n", POLYMO_R_COUNT);
  rec("apart legal", H1 "round YR 3\n1 Y e5 e4 e3\n", POLYMO_OK);
  rec("apart illegal", H1 "round YR 3\n1 Y e5 e3 e2\n", POLYMO_R_APART);
  rec("first legal", H1 "round YR 3\n1 Y d5 e5 f5\n", POLYMO_OK);
  rec("first illegal", H1 "round YR 3\n1 Y a1 a2 a3\n", POLYMO_R_FIRST);
  rec("touch legal", H1 "round YR 1\n1 Y e5\nround YR 1\n1 declare e5\nround YR 1\n1 R e4\n", POLYMO_OK);
  rec("touch legal corner", H1 "round YR 1\n1 Y e5\nround YR 1\n1 declare e5\nround YR 1\n1 Y d4\n", POLYMO_OK);
  rec("touch illegal", H1 "round YR 1\n1 Y e5\nround YR 1\n1 declare e5\nround YR 1\n1 Y e4\n", POLYMO_R_TOUCH);
  rec("join legal", H1 "round YR 1\n1 Y e5\nround YR 1\n1 Y e3\nround YR 1\n1 R e4\n", POLYMO_OK);
  rec("join legal grow", H1 "round YR 1\n1 Y e5\nround YR 1\n1 Y e3\nround YR 1\n1 Y f5\n", POLYMO_OK);
  rec("join illegal", H1 "round YR 1\n1 Y e5\nround YR 1\n1 Y e3\nround YR 1\n1 Y e4\n", POLYMO_R_JOIN);
  rec("big legal", H1 "round YR 5\n1 Y e5 e4 e3 e2 e1\nround YR 1\n1 R e6\n", POLYMO_OK);
  rec("big illegal", H1 "round YR 5\n1 Y e5 e4 e3 e2 e1\nround YR 1\n1 Y e6\n", POLYMO_R_BIG);
  rec("taken legal", H2 "round YR 1\n1 Y e5\n2 R e5\n", POLYMO_OK);
  rec("taken illegal", H2 "round YY 1\n1 Y e5\n2 Y e5\n", POLYMO_R_TAKEN);
  rec("taken illegal joker", H2 "round Y* 1\n1 *R e5\n2 *R e5\n", POLYMO_R_TAKEN);
  rec("joker legal", H1 "round Y* 1\n1 *G e5\n", POLYMO_OK);
  rec("joker illegal", H1 "round Y* 1\n1 *Y e5\n", POLYMO_R_JOKER);
  rec("joker illegal other die", H2 "round R* 1\n1 R e5\n2 *R e5\n", POLYMO_R_TAKEN);
  rec("joker illegal taken die", H2 "round RY 1\n1 R e5\n2 *G e5\n", POLYMO_R_NODIE);
  rec("no-die legal", H1 "round YR 1\n1 R e5\n", POLYMO_OK);
  rec("no-die illegal", H1 "round YR 1\n1 G e5\n", POLYMO_R_NODIE);
  rec("no-figure legal", H1 "round YR 1\n1 Y e5\nround YR 1\n1 declare e5\n", POLYMO_OK);
  rec("no-figure illegal", H1 "round YR 1\n1 Y e5\nround YR 1\n1 declare e1\n", POLYMO_R_NOFIG);
  rec("no-figure illegal finished",
      H1 "round YR 1\n1 Y e5\nround YR 1\n1 declare e5\nround YR 1\n1 declare e5\n", POLYMO_R_NOFIG);
  rec("twice legal", H1 "round YR 1\n1 Y e5\nround YR 1\n1 declare e5\nround YR 2\n1 R a1 a2\nround YR 1\n1 declare a1\n",
      POLYMO_OK);
  rec("twice illegal", H1 "round YR 1\n1 Y e5\nround YR 1\n1 declare e5\nround YR 1\n1 R a1\nround YR 1\n1 declare a1\n",
      POLYMO_R_TWICE);
  rec("turn legal", H2 "round YR 1\n2 R e5\n1 Y e5\nround YR 1\n1 Y a1\n2 R a1\n", POLYMO_OK);
  rec("turn illegal missing", H2 "round YR 1\n1 Y e5\nround YR 1\n", POLYMO_R_TURN);
  rec("turn illegal missing at end", H2 "round YR 1\n1 Y e5\n", POLYMO_R_TURN);
  rec("turn illegal twice", H2 "round YR 1\n1 Y e5\n1 R d5\n", POLYMO_R_TURN);
  rec("attach legal", H1 "round YR 1\n1 Y e5\nround YR 1\n1 Y e4 +e5\n", POLYMO_OK);
  rec("attach illegal", H1 "round YR 1\n1 Y e5\nround YR 1\n1 Y e3 +e5\n", POLYMO_R_ATTACH);
  rec("attach illegal colour", H1 "round YR 1\n1 Y e5\nround YR 1\n1 R e4 +e5\n", POLYMO_R_ATTACH);
  rec("attach illegal empty", H1 "round YR 1\n1 Y e5\nround YR 1\n1 Y e4 +a1\n", POLYMO_R_ATTACH);
  rec("pass legal", H2 "round YY 1\n1 Y e5\n2 pass\n", POLYMO_OK);
  rec("pass illegal (out)", H2 "round YY 1\n1 Y e5\n2 out\n", POLYMO_R_PASS);
  rec("not-stuck illegal out", H1 "round YR 1\n1 out\n", POLYMO_R_STUCK);
  rec("not-stuck illegal pass", H1 "round YR 1\n1 pass\n", POLYMO_R_STUCK);
  rec("not-stuck illegal declare left",
      H2 "round YR 1\n1 Y e5\n2 R e5\nround YY 1\n1 Y a1\n2 pass\n", POLYMO_R_STUCK);
}

static void syntax_errors(void) {
  static const char *bad[] = {
      "",
      "polymo size=7 players=1\n",
      "polymo size=9 players=6\n",
      "polymo size=9\n",
      H1 "1 Y e5\n",
      H1 "round YRGB 1\n",
      H1 "round YX 1\n",
      H1 "round YR 6\n",
      H1 "round YR 1\n1 e5\n",
      H1 "round YR 1\n1 Y\n",
      H1 "round YR 1\n1 Y E5\n",
      H1 "round YR 1\n2 Y e5\n",
      H1 "round YR 1\n1 declare\n",
      H1 "round RY* 1\n",
  };
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    polymo_game_t *g = malloc(sizeof *g);
    polymo_check_result_t res;
    int rc = polymo_record_check(bad[i], strlen(bad[i]), &g9, &g8, g, &res);
    int ok = rc == 1 && res.syntax && res.line >= 1;
    printf("%s: syntax error %zu: %lu:%lu %s\n", ok ? "ok  " : "FAIL", i, res.line, res.col, res.msg);
    if (!ok) fails++;
    free(g);
  }
}

static void sheet(const char *name, const char *text, polymo_rule_t want, int score) {
  polymo_sheet_t *s = malloc(sizeof *s);
  polymo_check_result_t res;
  int n = 0;
  int rc = polymo_sheet_read(text, strlen(text), &g9, &g8, s, &n, &res);
  int ok = want == POLYMO_OK ? (rc == 0 && polymo_score(s) == score) : (rc == 1 && !res.syntax && res.rule == want);
  printf("%s: sheet %-22s want %s got %s (%s) score %d\n", ok ? "ok  " : "FAIL", name, polymo_rule_name(want),
         rc == 0 ? "legal" : polymo_rule_name(res.rule), res.msg, rc == 0 ? polymo_score(s) : -1);
  if (!ok) fails++;
  free(s);
}

static void sheets(void) {
  /* X (5) over the centre, a red I4 and a green I1 */
  const char *x = ".........\n.........\n.........\n....Y....\n...YYY.RG\n....Y..R.\n.......R.\n.......R.\n.........\n";
  sheet("legal", x, POLYMO_OK, 89 - 5 - 4 - 1);
  sheet("planned counts nothing", ".........\n.........\n.........\n....y....\n...yyy.RG\n....y..R.\n.......R.\n.......R.\n.........\n",
        POLYMO_OK, 89 - 4 - 1);
  sheet("join", ".........\n.........\n.........\n....Y....\n...YYY.RG\n....Y..r.\n.......R.\n.......R.\n.........\n",
        POLYMO_R_JOIN, 0);
  sheet("big", ".........\n.........\n.........\n....Y....\n...YYYYRG\n....Y..R.\n.......R.\n.......R.\n.........\n",
        POLYMO_R_BIG, 0);
  sheet("twice", ".........\n.........\n.........\n....Y....\n...YYY.RG\n....Y..R.\n.......R.\n.......R.\nG........\n",
        POLYMO_R_TWICE, 0);
  sheet("first", ".........\n.........\n.........\n.........\n.......RG\n.......R.\n.......R.\n.......R.\n.........\n",
        POLYMO_R_FIRST, 0);
}

/* Simulated games: replayed through the rules engine, same seed same game. */
static void simulated(void) {
  int outs = 0, passes = 0, games = 0, bad = 0, nondet = 0;
  for (int st = 0; st < POLYMO_NSTRATEGIES; st++)
    for (int np = 1; np <= 5; np++)
      for (int size = 8; size <= 9; size++)
        for (uint64_t seed = 1; seed <= (st == POLYMO_LOOKAHEAD ? 1u : 2u); seed++) {
          const polymo_geo_t *geo = size == 9 ? &g9 : &g8;
          FILE *f = tmpfile(), *f2 = tmpfile();
          int sc[POLYMO_MAX_PLAYERS], sc2[POLYMO_MAX_PLAYERS];
          if (!f || !f2 || polymo_simulate(geo, np, (polymo_strategy_t)st, seed, sc, f) != 0 ||
              polymo_simulate(geo, np, (polymo_strategy_t)st, seed, sc2, f2) != 0) {
            fails++;
            return;
          }
          long len = ftell(f), len2 = ftell(f2);
          char *a = malloc((size_t)len + 1), *b = malloc((size_t)len2 + 1);
          rewind(f), rewind(f2);
          size_t ra = fread(a, 1, (size_t)len, f), rb = fread(b, 1, (size_t)len2, f2);
          a[ra] = b[rb] = 0;
          if (ra != rb || memcmp(a, b, ra) != 0 || memcmp(sc, sc2, sizeof(int) * (size_t)np) != 0) nondet++;
          polymo_game_t *g = malloc(sizeof *g);
          polymo_check_result_t res;
          if (polymo_record_check(a, ra, &g9, &g8, g, &res) != 0) {
            printf("FAIL: %s %d players %dx%d seed %d: line %lu: %s\n", polymo_strategy_name((polymo_strategy_t)st),
                   np, size, size, (int)seed, res.line, res.msg);
            bad++;
          } else {
            if (!polymo_over(g)) bad++;
            for (int p = 0; p < np; p++)
              if (polymo_score(&g->sheet[p]) != sc[p]) bad++;
          }
          for (char *q = a; (q = strstr(q, " out\n")); q++) outs++;
          for (char *q = a; (q = strstr(q, " pass\n")); q++) passes++;
          games++;
          free(g), free(a), free(b);
          fclose(f), fclose(f2);
        }
  int ok = bad == 0 && nondet == 0 && outs > 0 && passes > 0;
  printf("%s: %d simulated games replayed: %d rejected, %d not reproducible; %d legal outs, %d legal passes\n",
         ok ? "ok  " : "FAIL", games, bad, nondet, outs, passes);
  if (!ok) fails++;
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
  printf("%s: %d placements on 9x9, I1 %d, I2 %d, X %d\n", ok ? "ok  " : "FAIL", g9.nplace, cnt[0], cnt[1], cnt[18]);
  if (!ok) fails++;
  rules();
  syntax_errors();
  sheets();
  simulated();
  polymo_geo_free(&g9);
  polymo_geo_free(&g8);
  printf("%s\n", fails ? "FAILED" : "all passed");
  return fails ? 1 : 0;
}
