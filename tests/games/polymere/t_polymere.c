/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* t_polymere.c: Polymère: the 120 tiles, the n! facts, every rule with a legal and an illegal move,
 * the rulebook's chains and jokers, simulated games replayed. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/polymere/polymere.h"
#include "tests/check.h"

/* ---- tiles ---- */

static void tiles(void) {
  static unsigned char seen[6 * 6 * 6 * 6 * 6 * 6];
  int orders = 0, selfmirror = 0, pairs = 0;
  for (int t = 0; t < POLYMERE_NREAL; t++) {
    char name[8];
    polymere_tile_name(t, name);
    CHECK(polymere_tile_parse(name, 6, NULL) == t, "tile %d: text '%s' does not read back", t,
          name);
    CHECK(name[0] == '1', "tile %d: text '%s' does not start with 1", t, name);
    for (int rot = 0; rot < 6; rot++) {
      int e[6], code = 0, r2 = -1;
      for (int k = 0; k < 6; k++)
        e[k] = polymere_tile_digit_at(t, rot, k), code = code * 6 + e[k] - 1;
      if (!seen[code]) orders++;
      seen[code] = 1;
      CHECK(polymere_tile_from_edges(e, &r2) == t && r2 == rot,
            "tile %d rot %d: edges do not give it back", t, rot);
      for (int d = 1; d <= 6; d++)
        CHECK(polymere_tile_digit_at(t, rot, (polymere_tile_pos(t, d) + rot) % 6) == d,
              "tile %d: position of %d", t, d);
    }
    int m = polymere_tile_mirror(t);
    if (m == t) selfmirror++;
    if (m > t) pairs++;
    CHECK(polymere_tile_mirror(m) == t, "mirror of the mirror of %d", t);
  }
  CHECK(orders == 720, "the 120 tiles in 6 rotations give %d edge orders, not 720", orders);
  CHECK(selfmirror == 0, "%d tiles are their own mirror image", selfmirror);
  CHECK(pairs == 60, "%d mirror pairs, not 60", pairs);
  CHECK(polymere_tile_parse("J", 1, NULL) == POLYMERE_JOKER0 && polymere_is_joker(123) &&
            !polymere_is_joker(119),
        "jokers");
  CHECK(polymere_tile_parse("123455", 6, NULL) < 0 && polymere_tile_parse("234561", 6, NULL) < 0 &&
            polymere_tile_parse("12345", 5, NULL) < 0,
        "bad tile texts accepted");
  int bad[6] = {1, 2, 3, 4, 5, 5};
  CHECK(polymere_tile_from_edges(bad, NULL) < 0, "edges with a digit twice give a tile");
}

/* ---- the rulebook's n! facts, by libdlx and directly ---- */

static void facts(void) {
  static const char *pat[] = {"1.....", "12....", "123...", "1234..", "12345.",
                              "123456", ".5.3.1", "1.1...", "66...."};
  static const uint64_t want[] = {120, 24, 6, 2, 1, 1, 6, 0, 0};
  for (int i = 0; i < 9; i++) {
    int p[6];
    for (int e = 0; e < 6; e++) p[e] = pat[i][e] == '.' ? 0 : pat[i][e] - '0';
    uint64_t n = 99;
    char msg[200];
    CHECK(polymere_count_space(p, NULL, &n, msg, sizeof msg) == 0, "count space %s: %s", pat[i],
          msg);
    CHECK(n == want[i], "space %s: %llu tiles by libdlx, want %llu", pat[i], (unsigned long long)n,
          (unsigned long long)want[i]);
    CHECK(polymere_count_space_direct(p) == want[i], "space %s: direct count", pat[i]);
  }
  /* differential: libdlx against the direct count on random patterns */
  uint64_t st = 12345;
  for (int k = 0; k < 300; k++) {
    int p[6], fixed = 0;
    for (int e = 0; e < 6; e++) {
      st = st * 6364136223846793005ULL + 1442695040888963407ULL;
      p[e] = (int)((st >> 33) % 9); /* 0..6, open more often */
      if (p[e] > 6) p[e] = 0;
      fixed += p[e] != 0;
    }
    if (!fixed) continue;
    uint64_t n = 0;
    char msg[200];
    CHECK(polymere_count_space(p, NULL, &n, msg, sizeof msg) == 0 &&
              n == polymere_count_space_direct(p),
          "random space %d%d%d%d%d%d: libdlx %llu, direct %llu", p[0], p[1], p[2], p[3], p[4], p[5],
          (unsigned long long)n, (unsigned long long)polymere_count_space_direct(p));
  }
}

/* ---- boards by hand ---- */

/* Put the tile whose edges 0..5 show E ("342156") at (Q, R), unchecked. */
static void put(polymere_board_t *b, const char *e, int q, int r) {
  int d[6], rot;
  for (int k = 0; k < 6; k++) d[k] = e[k] - '0';
  int t = polymere_tile_from_edges(d, &rot);
  polymere_board_place(b, t, rot, q, r);
}

/* The check of a tile laid showing E at (Q, R) for a player without the
 * own-digit rule (ND 0) or with digit OWN. */
static polymere_rule_t try_tile(const polymere_board_t *b, const char *e, int q, int r, int own) {
  int d[6], rot, touch;
  for (int k = 0; k < 6; k++) d[k] = e[k] - '0';
  int t = polymere_tile_from_edges(d, &rot);
  return polymere_board_check(b, t, rot, q, r, &own, own ? 1 : 0, &touch);
}

static polymere_rule_t try_joker(const polymere_board_t *b, int q, int r, int own) {
  int touch;
  return polymere_board_check(b, 121, 0, q, r, &own, own ? 1 : 0, &touch);
}

/* The rulebook's joker: touching four tiles it shows 1, 3, 5, 6; only 4
 * and 2 remain for its open edges 4 and 5. */
static void joker_board(polymere_board_t *b) {
  polymere_board_clear(b);
  put(b, "342156", 1, -1); /* shows 1 to the joker, 2 to its neighbour */
  put(b, "156432", 1, 0);  /* 3 to the joker */
  put(b, "413625", 0, 1);  /* 5 */
  put(b, "621345", -1, 1); /* 6 */
  polymere_board_place(b, POLYMERE_JOKER0, 0, 0, 0);
}

static void jokers(void) {
  polymere_board_t b;
  if (polymere_board_init(&b) != 0) abort();
  joker_board(&b);
  const polymere_cell_t *j = polymere_board_at(&b, 0, 0);
  CHECK(j->face[0] == 1 && j->face[1] == 3 && j->face[2] == 5 && j->face[3] == 6 && !j->face[4] &&
            !j->face[5],
        "the joker's fixed edges are 1 3 5 6 and two open ones");
  CHECK(polymere_board_jokers_ok(&b), "the joker is possible");
  /* a tile against the joker's open edge 4 (from -1,0, its edge 1), also touching 5 on -1,1 */
  CHECK(try_tile(&b, "125346", -1, 0, 0) == POLYMERE_OK, "joker: 2 on its open edge is legal");
  CHECK(try_tile(&b, "145236", -1, 0, 0) == POLYMERE_OK, "joker: 4 on its open edge is legal");
  CHECK(try_tile(&b, "135246", -1, 0, 0) == POLYMERE_R_JOKER,
        "joker: 3 on its open edge makes it impossible");
  CHECK(try_tile(&b, "165234", -1, 0, 0) == POLYMERE_R_JOKER,
        "joker: 6 on its open edge makes it impossible");
  put(&b, "125346", -1, 0);
  CHECK(polymere_board_at(&b, 0, 0)->face[4] == 2,
        "the joker's edge 4 is fixed to 2 by its neighbour");
  /* now only 4 is left for edge 5: a tile at 0,-1 touches the joker with its edge 2, 1,-1 with its
   * edge 1 (5 there) and -1,0 with its edge 3 (1 there) */
  CHECK(try_tile(&b, "352146", 0, -1, 0) == POLYMERE_R_JOKER,
        "joker: 2 again on its other open edge");
  CHECK(try_tile(&b, "354126", 0, -1, 0) == POLYMERE_OK,
        "joker: 4, the digit left, on its other open edge");
  /* the joker against a joker, several completions open */
  joker_board(&b);
  CHECK(try_joker(&b, -1, 0, 0) == POLYMERE_OK,
        "joker against joker: legal, the edge between them 2 or 4");
  polymere_board_place(&b, 121, 0, -1, 0);
  CHECK(polymere_board_jokers_ok(&b), "two jokers, completions open");
  /* 0,-1 touches 1,-1 (edge 1 must show 5), the first joker (edge 2) and the second (edge 3) */
  CHECK(try_tile(&b, "652134", 0, -1, 0) == POLYMERE_OK,
        "joker pair: 2 on the first (so 4 between), 1 on the second");
  CHECK(try_tile(&b, "652413", 0, -1, 0) == POLYMERE_R_JOKER,
        "joker pair: 2 then 4 on the second: 4 twice on it");
  CHECK(try_tile(&b, "654213", 0, -1, 0) == POLYMERE_R_JOKER,
        "joker pair: 4 on the first, 2 on the second: 2 twice");
  CHECK(try_tile(&b, "654312", 0, -1, 0) == POLYMERE_OK,
        "joker pair: 4 on the first (so 2 between), 3 on the second");
  CHECK(try_tile(&b, "653412", 0, -1, 0) == POLYMERE_R_JOKER, "joker pair: 3 on the first joker");
  /* the second joker cannot go where its own digits leave nothing for the edge between them */
  joker_board(&b);
  put(&b, "246135", -2, 1); /* shows 2 to -1,0 and 4 to -1,1 */
  put(&b, "146235", -2, 0); /* shows 4 to -1,0 and 6 to -2,1 */
  CHECK(try_joker(&b, -1, 0, 0) == POLYMERE_R_JOKER, "joker against joker with no completion left");
  CHECK(try_joker(&b, -1, 0, 4) == POLYMERE_R_JOKER, "(with an own digit too)");
  /* a joker where the digits it would take are distinct: legal with the digit, own-digit without */
  polymere_board_clear(&b);
  put(&b, "123456", 0, 0);
  CHECK(try_joker(&b, 1, 0, 2) == POLYMERE_OK, "joker showing the player's digit 2");
  CHECK(try_joker(&b, 1, 0, 3) == POLYMERE_R_OWN, "joker without the player's digit");
  /* "un joker contre un joker": a joker at 2,0 touches only the joker at 1,0, whose
   * edge towards it is still open: any digit the first joker does not carry yet may go there */
  polymere_board_place(&b, POLYMERE_JOKER0, 0, 1, 0); /* takes 2 from 0,0 */
  CHECK(try_joker(&b, 2, 0, 1) == POLYMERE_OK, "joker against joker: the player's 1 between");
  CHECK(try_joker(&b, 2, 0, 2) == POLYMERE_R_OWN,
        "joker against joker: 2 is fixed on the first joker already, not between");
  polymere_board_clear(&b);
  put(&b, "123456", 0, 0);
  put(&b, "345621", 1, 0); /* shows 2 to 0,0 (edge 4) and 1 to 1,-1 (edge 5): 1,-1 sees 1 twice */
  CHECK(try_joker(&b, 1, -1, 1) == POLYMERE_R_JOKER, "joker in a dead space (1 twice)");
  int dq[8], dr[8];
  int nd = polymere_board_dead(&b, dq, dr, 8);
  CHECK(nd == 1 && dq[0] == 1 && dr[0] == -1, "dead space 1,-1 found (%d)", nd);
  polymere_board_free(&b);
}

/* ---- the rulebook's chains (player "1": sequences A; B,A; B,E,A; B,C,A,D; B,C,D,E,A) ---- */

static const struct {
  const char *name;
  int q, r;
} sp[] = {{"A", 3, 0}, {"B", 1, -1}, {"C", 1, 0}, {"D", -1, 0}, {"E", 0, 0}};

static void chain(const char *seq, const char *const *tiles, const int *rots, const int *want_owed,
                  int want_draw) {
  polymere_game_t *g = calloc(1, sizeof *g);
  if (!g || polymere_board_init(&g->board) != 0) abort();
  int order[POLYMERE_NTILES], digits[3] = {1, 2, 3};
  for (int i = 0; i < POLYMERE_NTILES; i++) order[i] = i;
  CHECK(polymere_game_start(g, 3, 1, digits, order) == POLYMERE_OK, "start");
  /* the tiles already on the table (found to allow every sequence) */
  static const struct {
    const char *t;
    int rot, q, r;
  } ex[] = {{"126354", 5, 0, 1},
            {"145263", 3, 2, -1},
            {"162534", 1, 2, 0},
            {"154326", 2, 1, -2},
            {"156324", 1, -2, 0}};
  for (int s = 0; s < 3; s++) memset(g->hand[s], 0, sizeof g->hand[s]), g->nhand[s] = 0;
  for (int i = 0; i < 5; i++)
    polymere_board_place(&g->board, polymere_tile_parse(ex[i].t, 6, NULL), ex[i].rot, ex[i].q,
                         ex[i].r);
  int n = (int)strlen(seq), touch[8];
  for (int i = 0; i < n; i++)
    g->hand[0][polymere_tile_parse(tiles[i], strlen(tiles[i]), NULL)] = 1, g->nhand[0]++;
  g->hand[0][0] = 1, g->nhand[0]++; /* one more, so the hand is not emptied */
  for (int i = 0; i < n; i++) {
    int k = 0;
    while (sp[k].name[0] != seq[i]) k++;
    polymere_rule_t r =
        polymere_game_place(g, polymere_tile_parse(tiles[i], strlen(tiles[i]), NULL), rots[i],
                            sp[k].q, sp[k].r, &touch[i]);
    CHECK(r == POLYMERE_OK, "chain %s: tile %d at %s: rule %s", seq, i + 1, sp[k].name,
          polymere_rule_name(r));
    CHECK(g->owed == want_owed[i], "chain %s: after %c %d owed, want %d", seq, seq[i], g->owed,
          want_owed[i]);
    CHECK((g->seat == 0) == (want_owed[i] > 0 || i + 1 < n), "chain %s: after %c the turn %s", seq,
          seq[i], g->seat == 0 ? "goes on" : "ended");
  }
  CHECK(polymere_chain_owed(touch, n) == (want_draw ? want_draw : 0),
        "chain %s: polymere_chain_owed", seq);
  if (want_draw) {
    CHECK(polymere_game_pass(g) == POLYMERE_R_PASS, "chain %s: a pass while owing", seq);
    CHECK(polymere_game_draw(g, want_draw + 1) == POLYMERE_R_DRAW, "chain %s: drawing one too many",
          seq);
    CHECK(polymere_game_draw(g, want_draw - 1) == POLYMERE_R_DRAW, "chain %s: drawing one too few",
          seq);
    int before = g->nhand[0];
    CHECK(polymere_game_draw(g, want_draw) == POLYMERE_OK, "chain %s: drawing %d", seq, want_draw);
    CHECK(g->nhand[0] == before + want_draw && g->seat == 1, "chain %s: drew %d, turn over", seq,
          want_draw);
  }
  CHECK(g->board.n == 5 + n, "chain %s: %d placed", seq, g->board.n - 5);
  polymere_game_free(g);
  free(g);
}

static void chains(void) {
  /* A: one edge, the turn ends */
  chain("A", (const char *const[]){"126453"}, (const int[]){4}, (const int[]){0}, 0);
  /* B touches two edges: one more; A ends it */
  chain("BA", (const char *const[]){"124563", "134256"}, (const int[]){5, 4}, (const int[]){1, 0},
        0);
  /* B, E (two edges again: one more), A */
  chain("BEA", (const char *const[]){"134265", "125364", "153246"}, (const int[]){5, 2, 4},
        (const int[]){1, 1, 0}, 0);
  /* B, C (four edges: three more), A, D: one left to draw */
  chain("BCAD", (const char *const[]){"124365", "156243", "132465", "142563"},
        (const int[]){5, 0, 4, 4}, (const int[]){1, 3, 2, 1}, 1);
  /* B, C, D, E (four edges: two more gained), A: five placed, three drawn */
  chain("BCDEA", (const char *const[]){"124635", "153246", "136254", "152634", "126435"},
        (const int[]){5, 0, 4, 2, 4}, (const int[]){1, 3, 2, 4, 3}, 3);
  /* the rulebook's joker: without the tile that gives three more, player 1 plays a joker at C: the
   * same count */
  chain("BC", (const char *const[]){"124365", "J"}, (const int[]){5, 0}, (const int[]){1, 3}, 3);
  int t1[] = {1}, t2[] = {2, 1}, t3[] = {2, 2, 1}, t4[] = {2, 4, 1, 1}, t5[] = {2, 4, 1, 4, 1},
      t6[] = {1, 3};
  CHECK(polymere_chain_owed(t1, 1) == 0 && polymere_chain_owed(t2, 2) == 0 &&
            polymere_chain_owed(t3, 3) == 0,
        "owed A, BA, BEA");
  CHECK(polymere_chain_owed(t4, 4) == 1 && polymere_chain_owed(t5, 5) == 3, "owed BCAD 1, BCDEA 3");
  CHECK(polymere_chain_owed(t6, 2) == -1, "no tile after a turn that ended");
}

/* ---- records: every rule through the checker ---- */

static char text[16384];

/* A record of NP players with DIGITS, a listed deal whose hands start
 * with H1 and H2 (tile texts separated by spaces), then MOVES. */
static const char *mkrec(int np, const char *digits, const char *h1, const char *h2,
                         const char *moves) {
  unsigned char used[POLYMERE_NTILES] = {0};
  int hand[POLYMERE_MAX_PLAYERS][POLYMERE_NTILES], nh[POLYMERE_MAX_PLAYERS] = {0};
  const char *hs[2] = {h1, h2};
  for (int s = 0; s < 2; s++)
    for (const char *p = hs[s]; p && *p;) {
      while (*p == ' ') p++;
      size_t l = strcspn(p, " ");
      if (!l) break;
      int t = polymere_tile_parse(p, l, used);
      used[t] = 1, hand[s][nh[s]++] = t;
      p += l;
    }
  int next = 0, hsz = polymere_hand_size(np);
  size_t o =
      (size_t)snprintf(text, sizeof text, "polymere 1\nplayers %d\ndigits %s\ndeal\n", np, digits);
  for (int s = 0; s < np; s++) {
    while (nh[s] < hsz) {
      while (used[next]) next++;
      used[next] = 1, hand[s][nh[s]++] = next;
    }
    o += (size_t)snprintf(text + o, sizeof text - o, "hand %d", s + 1);
    for (int k = 0; k < nh[s]; k++) {
      char nm[8];
      o += (size_t)snprintf(text + o, sizeof text - o, " %s", polymere_tile_name(hand[s][k], nm));
    }
    o += (size_t)snprintf(text + o, sizeof text - o, "\n");
  }
  o += (size_t)snprintf(text + o, sizeof text - o, "pile");
  for (int t = 0; t < POLYMERE_NTILES; t++)
    if (!used[t]) {
      char nm[8];
      o += (size_t)snprintf(text + o, sizeof text - o, " %s", polymere_tile_name(t, nm));
    }
  snprintf(text + o, sizeof text - o, "\n%s", moves);
  return text;
}

/* WANT: POLYMERE_OK, a rule, or -1 for a syntax error. */
static void expect(const char *name, const char *rec, int want) {
  polymere_game_t *g = calloc(1, sizeof *g);
  polymere_check_t res;
  int rc = polymere_record_check(rec, strlen(rec), g, &res);
  int got = rc == 0 ? POLYMERE_OK : res.syntax ? -1 : (int)res.rule;
  CHECK(got == want, "%s: want %s, got %s (%s)", name,
        want < 0 ? "syntax" : polymere_rule_name((polymere_rule_t)want),
        got < 0 ? "syntax" : polymere_rule_name((polymere_rule_t)got), res.msg);
  polymere_game_free(g);
  free(g);
}

static void records(void) {
  /* first tile */
  expect("first legal", mkrec(3, "1 2 3", "123456", "", "1 place 123456 0,0 r0\n"), POLYMERE_OK);
  expect("first off 0,0", mkrec(3, "1 2 3", "123456", "", "1 place 123456 1,0 r0\n"),
         POLYMERE_R_FIRST);
  expect("first: a pass", mkrec(3, "1 2 3", "123456", "", "1 pass\n"), POLYMERE_R_FIRST);
  expect("in-hand", mkrec(3, "1 2 3", "123456", "123465", "1 place 123465 0,0 r0\n"),
         POLYMERE_R_HAND);
  expect("turn", mkrec(3, "1 2 3", "123456", "", "2 place 123456 0,0 r0\n"), POLYMERE_R_TURN);
  /* centre 123456 r0 shows 2 on its edge 1: a tile at 1,0 shows it on its edge 4 */
  const char *base = "1 place 123456 0,0 r0\n";
  char m[512];
  snprintf(m, sizeof m, "%s2 place 124356 1,0 r3\n", base);
  expect("match legal", mkrec(3, "1 2 3", "123456", "124356", m), POLYMERE_OK);
  snprintf(m, sizeof m, "%s2 place 124356 1,0 r0\n", base);
  expect("match", mkrec(3, "1 2 3", "123456", "124356", m), POLYMERE_R_MATCH);
  snprintf(m, sizeof m, "%s2 place 124356 0,0 r0\n", base);
  expect("occupied", mkrec(3, "1 2 3", "123456", "124356", m), POLYMERE_R_OCCUPIED);
  snprintf(m, sizeof m, "%s2 place 124356 5,5 r0\n", base);
  expect("touch", mkrec(3, "1 2 3", "123456", "124356", m), POLYMERE_R_TOUCH);
  /* seat 2 has digit 3: the space 1,0 shows only a 2 */
  snprintf(m, sizeof m, "%s2 place 124356 1,0 r3\n", base);
  expect("own-digit", mkrec(3, "1 3 4", "123456", "124356", m), POLYMERE_R_OWN);
  snprintf(m, sizeof m, "%s2 place 134256 0,1 r4\n",
           base); /* its edge 5 shows 3, as the centre's edge 2 */
  expect("own-digit legal", mkrec(3, "1 3 4", "123456", "134256", m), POLYMERE_OK);
  /* two players, two digits each: seat 2 plays its second digit */
  snprintf(m, sizeof m, "%s2 place 124356 1,0 r3\n", base);
  expect("two digits", mkrec(2, "1,3 2,4", "123456", "124356", m), POLYMERE_OK);
  expect("three digits", mkrec(2, "1,3,5 2,4,6", "123456", "124356", m), POLYMERE_OK);
  expect("digits: two players one digit", mkrec(2, "1 2", "123456", "124356", m),
         POLYMERE_R_DIGITS);
  expect("digits twice", mkrec(3, "1 2 2", "", "", ""), POLYMERE_R_DIGITS);
  expect("digits: seat 1 not the lowest", mkrec(3, "2 1 3", "", "", ""), POLYMERE_R_DIGITS);
  /* pass, draw, chains: seat 2 (digit 2) at 1,0 then 1,-1 touching the centre (1) and 1,0 */
  snprintf(m, sizeof m, "%s2 pass\n3 pass\n1 pass\n", base);
  expect("pass legal", mkrec(3, "1 2 3", "123456", "", m), POLYMERE_OK);
  /* 345621 at 1,0 shows 2 to the centre and 1 to 1,-1: then 1,-1 shows 1 twice (dead) */
  snprintf(m, sizeof m, "%s2 place 134562 1,0 r5\n1 place J 1,-1\n", base);
  expect("joker in a dead space", mkrec(2, "1,3 2,4", "123456 J", "134562", m), POLYMERE_R_JOKER);
  snprintf(m, sizeof m, "%s2 place 134562 1,0 r5\n1 place J 0,1\n", base); /* takes 3 and 6 */
  expect("joker legal", mkrec(2, "1,3 2,4", "123456 J", "134562", m), POLYMERE_OK);
  expect("joker not in hand", mkrec(2, "1,3 2,4", "123456", "134562", m), POLYMERE_R_HAND);
  snprintf(m, sizeof m, "%s2 place 134562 1,0 r5\n1 place J -1,1\n", base); /* takes only 4 */
  expect("joker without the player's digit", mkrec(2, "1,3 2,4", "123456 J", "134562", m),
         POLYMERE_R_OWN);
  /* a chain: seat 2 places at 1,-1 (touching 2 edges: owes 1), then must place or draw */
  /* 1,-1 touches the centre's edge 0 (1) with its edge 3, and 1,0's edge 5 with its edge 2 */
  snprintf(m, sizeof m, "%s2 place 124356 1,0 r3\n3 pass\n", base); /* 1,0 shows ... on edge 5 */
  expect("pass legal 2", mkrec(3, "1 2 3", "123456", "124356", m), POLYMERE_OK);
  /* a joker against a joker keeps the own-digit rule the way a numbered tile does */
  static const char jj[] = "polymere 1\nplayers 2\ndigits 1,3,5 2,4,6\ndeal seed 3\n"
                           "1 place 123546 0,0 r0\n2 place J 1,0\n";
  snprintf(m, sizeof m, "%s1 place J 2,0\n", jj);
  expect("own-digit legal: a joker against a joker", m, POLYMERE_OK);
  snprintf(m, sizeof m, "%s1 place 142365 2,0 r4\n", jj);
  expect("own-digit legal: a tile against a joker", m, POLYMERE_OK);
  expect("end: with a first tile to place", mkrec(3, "1 2 3", "123456", "", "end\n1 pass\n"),
         POLYMERE_R_END);
  /* deal faults */
  expect("deal: a tile twice", "polymere 1\nplayers 3\ndigits 1 2 3\ndeal\nhand 1 123456 123456\n",
         POLYMERE_R_DEAL);
  /* syntax */
  expect("syntax: header", "polymer 1\n", -1);
  expect("syntax: version", "polymere 2\n", -1);
  expect("syntax: players", "polymere 1\nplayers 9\n", -1);
  expect("syntax: tile", mkrec(3, "1 2 3", "123456", "", "1 place 12345 0,0 r0\n"), -1);
  expect("syntax: rotation", mkrec(3, "1 2 3", "123456", "", "1 place 123456 0,0 r6\n"), -1);
  expect("syntax: position", mkrec(3, "1 2 3", "123456", "", "1 place 123456 0;0 r0\n"), -1);
  expect("syntax: verb", mkrec(3, "1 2 3", "123456", "", "1 put 123456 0,0 r0\n"), -1);
  expect("syntax: seat", mkrec(3, "1 2 3", "123456", "", "4 pass\n"), -1);
  expect("seed deal", "polymere 1\nplayers 4\ndigits 1 2 3 4\ndeal seed 5\n", POLYMERE_OK);
}

/* A chain in a record: seat 1 (digit 1) places at 0,0; seat 2 (digit 2) at 1,0 showing 2 to it and
 * 6 on its edge 5; seat 3 (digit 6)... built from the chain board above instead: seat 1 owes and
 * draws. */
static void record_chain(void) {
  /* 1 place 123456 0,0; 2 (digit 2) place at 1,0 (edge 4 = 2, edge 5 = 3); 3 (digit 3) pass;
   * 1 (digit 1) place at 1,-1: touches the centre's edge 0 (1) and 1,0's edge 5 (3) -> owes 1 */
  char m[512];
  int e10[6] = {1, 4, 5, 6, 2, 3}, r10, e1m1[6] = {2, 4, 3, 1, 5, 6}, r1m1;
  int t10 = polymere_tile_from_edges(e10, &r10), t1m1 = polymere_tile_from_edges(e1m1, &r1m1);
  char n10[8], n1m1[8];
  polymere_tile_name(t10, n10), polymere_tile_name(t1m1, n1m1);
  char h1[32];
  snprintf(h1, sizeof h1, "123456 %s", n1m1);
  const char *pile_top = NULL;
  (void)pile_top;
  snprintf(m, sizeof m,
           "1 place 123456 0,0 r0\n2 place %s 1,0 r%d\n3 pass\n1 place %s 1,-1 r%d\n1 draw 1\n",
           n10, r10, n1m1, r1m1);
  expect("chain: owes one, draws one", mkrec(3, "1 2 3", h1, n10, m), POLYMERE_OK);
  snprintf(m, sizeof m,
           "1 place 123456 0,0 r0\n2 place %s 1,0 r%d\n3 pass\n1 place %s 1,-1 r%d\n1 draw 2\n",
           n10, r10, n1m1, r1m1);
  expect("draw: two while owing one", mkrec(3, "1 2 3", h1, n10, m), POLYMERE_R_DRAW);
  snprintf(m, sizeof m,
           "1 place 123456 0,0 r0\n2 place %s 1,0 r%d\n3 pass\n1 place %s 1,-1 r%d\n1 pass\n", n10,
           r10, n1m1, r1m1);
  expect("pass while owing", mkrec(3, "1 2 3", h1, n10, m), POLYMERE_R_PASS);
  snprintf(m, sizeof m,
           "1 place 123456 0,0 r0\n2 place %s 1,0 r%d\n3 pass\n1 place %s 1,-1 r%d\n2 pass\n", n10,
           r10, n1m1, r1m1);
  expect("turn: seat 1 still owes", mkrec(3, "1 2 3", h1, n10, m), POLYMERE_R_TURN);
  snprintf(m, sizeof m, "1 place 123456 0,0 r0\n2 draw 1\n");
  expect("draw: nothing owed", mkrec(3, "1 2 3", "123456", "", m), POLYMERE_R_DRAW);
  /* the end: "end" while a player can still play */
  expect("end while seat 1 can play", mkrec(3, "1 2 3", "123456", "", "end\n"), POLYMERE_R_END);
}

/* ---- simulated games replay through the checker, and the same seed gives the same game ---- */

static void simulated(void) {
  static const int cfg[][2] = {{2, 2}, {2, 3}, {3, 1}, {4, 1}, {5, 1}, {6, 1}};
  for (int c = 0; c < 6; c++)
    for (uint64_t seed = 1; seed <= 8; seed++) {
      polymere_strategy_t st[6];
      for (int s = 0; s < 6; s++) st[s] = (polymere_strategy_t)((s + seed) % POLYMERE_NSTRATEGIES);
      char *a = NULL, *b = NULL;
      size_t la = 0, lb = 0;
      FILE *fa = open_memstream(&a, &la), *fb = open_memstream(&b, &lb);
      polymere_sim_t sa, sb;
      CHECK(polymere_simulate(cfg[c][0], cfg[c][1], st, seed, fa, &sa) == 0, "simulate");
      CHECK(polymere_simulate(cfg[c][0], cfg[c][1], st, seed, fb, &sb) == 0, "simulate");
      fclose(fa), fclose(fb);
      CHECK(la == lb && memcmp(a, b, la) == 0, "%d players seed %llu: two runs differ", cfg[c][0],
            (unsigned long long)seed);
      polymere_game_t *g = calloc(1, sizeof *g);
      polymere_check_t res;
      int rc = polymere_record_check(a, la, g, &res);
      CHECK(rc == 0, "%d players, %d digits, seed %llu: the record does not replay: line %lu: %s",
            cfg[c][0], cfg[c][1], (unsigned long long)seed, res.line, res.msg);
      int rank[6];
      if (rc == 0) {
        polymere_game_ranking(g, rank);
        CHECK(g->over && rank[0] == sa.winner, "replay: other winner");
      }
      polymere_game_free(g);
      free(g), free(a), free(b);
    }
}

/* "il est alors possible de continuer la partie pour déterminer le deuxième, le
 * troisième, etc.": a simulated game plays on after the first out; its record may stop, or say
 * "end", after the first out; the seat out has no more turns; nothing after the end ("over"). */
static void places(void) {
  polymere_strategy_t st[4] = {POLYMERE_GREEDY, POLYMERE_GREEDY, POLYMERE_GREEDY, POLYMERE_GREEDY};
  char *a = NULL;
  size_t la = 0;
  FILE *f = open_memstream(&a, &la);
  polymere_sim_t sim;
  CHECK(polymere_simulate(4, 1, st, 2, f, &sim) == 0 && !sim.blocked, "simulate a game won");
  fclose(f);
  polymere_game_t *g = calloc(1, sizeof *g);
  polymere_check_t res;
  CHECK(polymere_record_check(a, la, g, &res) == 0 && g->over && g->nout == 3,
        "played on: three seats out, the last left in (%d out)", g->nout);
  polymere_game_free(g);
  /* the record cut where the first seat is out and no chain is under way */
  size_t cut = 0;
  int first = -1;
  for (size_t i = 0; i < la && first < 0; i++) {
    if (a[i] != '\n') continue;
    memset(g, 0, sizeof *g);
    if (polymere_record_check(a, i + 1, g, &res) == 0 && g->nout == 1 && !g->in_chain)
      cut = i + 1, first = g->winner;
    polymere_game_free(g);
  }
  CHECK(first >= 0 && cut < la, "a record goes on after the first out");
  char *b = malloc(cut + 64);
  memcpy(b, a, cut);
  memset(g, 0, sizeof *g);
  CHECK(polymere_record_check(b, cut, g, &res) == 0 && !g->over && g->winner == first,
        "stopped at the first out: legal, the winner known, not over");
  polymere_game_free(g);
  int n = snprintf(b + cut, 64, "end\n");
  memset(g, 0, sizeof *g);
  CHECK(polymere_record_check(b, cut + (size_t)n, g, &res) == 0 && g->over,
        "'end' after the first out: the places unplayed (%s)", res.msg);
  polymere_game_free(g);
  n = snprintf(b + cut, 64, "%d pass\n", first + 1);
  memset(g, 0, sizeof *g);
  CHECK(polymere_record_check(b, cut + (size_t)n, g, &res) == 1 && res.rule == POLYMERE_R_TURN,
        "the seat out has no more turns");
  polymere_game_free(g);
  /* a move after the game is over (every seat placed but one) breaks rule "over" */
  char *c = malloc(la + 16);
  memcpy(c, a, la);
  snprintf(c + la, 16, "%d pass\n", (sim.winner + 1) % 4 + 1);
  expect("over: a pass after the end", c, POLYMERE_R_OVER);
  free(g), free(a), free(b), free(c);
}

/* Records with random damage (bytes changed, dropped or repeated): the
 * checker answers 0 or 1 and says where, never crashes (run under ASan). */
static void damaged(void) {
  polymere_strategy_t st[3] = {POLYMERE_RANDOM, POLYMERE_GREEDY, POLYMERE_BLOCKER};
  char *a = NULL;
  size_t la = 0;
  FILE *f = open_memstream(&a, &la);
  polymere_sim_t sim;
  polymere_simulate(3, 1, st, 11, f, &sim);
  fclose(f);
  char *b = malloc(la + 64);
  static const char alphabet[] = "0123456789 ,-rJ\n#placedrwsend\t\x01\xff";
  uint64_t rng = 99;
  int rejected = 0;
  for (int k = 0; k < 400; k++) {
    memcpy(b, a, la);
    size_t lb = la;
    for (int m = 0; m < 1 + k % 4; m++) {
      rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
      size_t at = (size_t)(rng >> 33) % lb;
      int op = (int)(rng >> 20) % 3;
      char ch = alphabet[(rng >> 40) % (sizeof alphabet - 1)];
      if (op == 0)
        b[at] = ch;
      else if (op == 1 && lb > 1)
        memmove(b + at, b + at + 1, lb - at - 1), lb--;
      else if (lb < la + 60)
        memmove(b + at + 1, b + at, lb - at), b[at] = ch, lb++;
    }
    polymere_game_t *g = calloc(1, sizeof *g);
    polymere_check_t res;
    int rc = polymere_record_check(b, lb, g, &res);
    CHECK(rc == 0 || (rc == 1 && res.line >= 1 && res.msg[0]), "damaged record %d: rc %d, line %lu",
          k, rc, res.line);
    rejected += rc == 1;
    polymere_game_free(g);
    free(g);
  }
  CHECK(rejected > 200, "only %d of 400 damaged records rejected", rejected);
  free(a), free(b);
}

/* A game that ends blocked: nobody can place, the fewest tiles win (seed 87, three players, a tie).
 */
static void blocked(void) {
  polymere_strategy_t st[3] = {POLYMERE_RANDOM, POLYMERE_GREEDY, POLYMERE_BLOCKER};
  char *a = NULL;
  size_t la = 0;
  FILE *f = open_memstream(&a, &la);
  polymere_sim_t sim;
  CHECK(polymere_simulate(3, 1, st, 87, f, &sim) == 0, "simulate");
  fclose(f);
  CHECK(sim.blocked == 1 && sim.tied == 2, "seed 87: blocked %d, tied %d", sim.blocked, sim.tied);
  CHECK(la > 4 && memcmp(a + la - 4, "end\n", 4) == 0, "seed 87: the record ends with 'end'");
  polymere_game_t *g = calloc(1, sizeof *g);
  polymere_check_t res;
  CHECK(polymere_record_check(a, la, g, &res) == 0, "blocked game: %s", res.msg);
  int rank[6];
  CHECK(g->over && g->winner < 0 && polymere_game_ranking(g, rank) == 2,
        "blocked: over, no one out, two tied");
  for (int s = 0; s < 3; s++)
    CHECK(!polymere_game_can_play(g, s), "blocked: seat %d can play", s + 1);
  polymere_game_free(g);
  free(g), free(a);
}

/* ---- the independent checker ---- */

static void verifier(void) {
  char msg[200];
  int t[3] = {0, 1, POLYMERE_JOKER0}, q[3] = {0, 1, 0}, r[3] = {0, 0, 1}, rot[3] = {0, 0, 0};
  /* tile 0 is 123456: its edge 1 shows 2; tile 1 (123465) at 1,0 must show 2 on its edge 4 */
  rot[1] = (4 - polymere_tile_pos(1, 2) + 6) % 6;
  CHECK(polymere_verify_layout(2, t, q, r, rot, NULL, msg, sizeof msg) == 0, "a good pair: %s",
        msg);
  rot[1] = (rot[1] + 1) % 6;
  CHECK(polymere_verify_layout(2, t, q, r, rot, NULL, msg, sizeof msg) != 0, "a bad edge accepted");
  rot[1] = (rot[1] + 5) % 6;
  t[1] = 0;
  CHECK(polymere_verify_layout(2, t, q, r, rot, NULL, msg, sizeof msg) != 0,
        "a tile twice accepted");
  t[1] = 1, q[1] = 0;
  CHECK(polymere_verify_layout(2, t, q, r, rot, NULL, msg, sizeof msg) != 0,
        "two tiles in one place accepted");
  q[1] = 1;
  int jf[18] = {0};
  /* the joker at 0,1 touches 1,0 (its edge 0 against that tile's edge 3) and 0,0 (its edge 5
   * against edge 2) */
  int a = polymere_tile_digit_at(1, rot[1], 3), c = polymere_tile_digit_at(0, 0, 2),
      m = 1 << a | 1 << c, v = 1;
  jf[12 + 0] = a, jf[12 + 5] = c;
  for (int e = 1; e < 5; e++) {
    while (m >> v & 1) v++;
    jf[12 + e] = v, m |= 1 << v;
  }
  CHECK(a != c && polymere_verify_layout(3, t, q, r, rot, jf, msg, sizeof msg) == 0,
        "a possible joker: %s", msg);
  jf[12 + 0] = c, jf[12 + 5] = a;
  CHECK(polymere_verify_layout(3, t, q, r, rot, jf, msg, sizeof msg) != 0,
        "a joker against its neighbours accepted");
  jf[12 + 0] = a, jf[12 + 5] = c;
  jf[12 + 1] = jf[12 + 0];
  CHECK(polymere_verify_layout(3, t, q, r, rot, jf, msg, sizeof msg) != 0,
        "an impossible joker accepted");
}

static void solitaire(void) {
  polymere_solitaire_t *s = malloc(sizeof *s);
  char msg[200];
  for (int e = 0; e < 2; e++) {
    int rc = polymere_solitaire(5, 2, (polymere_engine_t)e, 3, 1000000, NULL, s, msg, sizeof msg,
                                NULL, NULL);
    CHECK(rc == 0, "two rings, engine %d: %d %s", e, rc, msg);
    if (rc == 0) {
      CHECK(s->full_rings == 2 && s->outer >= 1 && s->outer <= 18 && s->n == 19 + s->outer,
            "two rings and %d: %d", s->outer, s->n);
      CHECK(polymere_verify_layout(s->n, s->t, s->q, s->r, s->rot, s->jf, msg, sizeof msg) == 0,
            "layout: %s", msg);
      s->rot[3] = (s->rot[3] + 1) % 6;
      CHECK(polymere_verify_layout(s->n, s->t, s->q, s->r, s->rot, s->jf, msg, sizeof msg) != 0,
            "a turned tile passes");
    }
  }
  int rc = polymere_solitaire(0, 5, POLYMERE_ENGINE_DLX, 1, 100000, NULL, s, msg, sizeof msg, NULL,
                              NULL);
  CHECK(rc == 0 && s->full_rings == 5 && s->n >= 91 + 20, "five rings: %d (%s)", s->n, msg);
  free(s);
}

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  tiles();
  facts();
  jokers();
  chains();
  records();
  record_chain();
  simulated();
  blocked();
  damaged();
  places();
  verifier();
  solitaire();
  if (failures) printf("%d failures\n", failures);
  return failures != 0;
}
