/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* t_polyssimo.c: Polyssimo rules (each with a legal and an illegal move), records, endgame, puzzle
 * counts. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "poly/pieceset.h"
#include "games/polyssimo/polyssimo.h"
#include "poly/region.h"
#include "poly/tiling.h"

#include "tests/check.h"

static void geo(polyssimo_geo_t *g, const char *spec, int w, int h) {
  base_error_t e;
  if (polyssimo_geo_from_spec(g, spec, w, h, &e) != 0) {
    printf("FAIL: geometry %s %dx%d: %s\n", spec, w, h, e.msg);
    exit(1);
  }
}

/* Draft every piece in order: player (k mod n) takes piece k. */
static void draft_all(polyssimo_game_t *s) {
  for (int k = 0; k < s->geo->npieces; k++) {
    polyssimo_rule_t r = polyssimo_game_draft(s, s->turn, k);
    CHECK(r == POLYSSIMO_RULE_NONE, "draft of piece %d: %s", k, polyssimo_rule_name(r));
  }
}

static void test_board(void) {
  polyssimo_geo_t g;
  geo(&g, POLYSSIMO_DEFAULT_PIECES, POLYSSIMO_BOARD_W, POLYSSIMO_BOARD_H);
  int area = 0, pent = 0, hex = 0;
  for (int i = 0; i < g.npieces; i++) {
    area += g.size[i];
    pent += g.size[i] == 5, hex += g.size[i] == 6;
  }
  printf("polyssimo set: %d pieces (%d pentominoes, %d hexominoes), %d squares, %d placements on "
         "12x11\n",
         g.npieces, pent, hex, area, g.nplace);
  CHECK(g.npieces == 24 && pent == 12 && hex == 12 && area == 132,
        "the set is 12 + 12 pieces, 132 squares");
  /* The X pentomino has one orientation and (12-2)*(11-2) = 90 places. */
  int x = polyssimo_geo_piece(&g, "X", 0);
  CHECK(x >= 0 && g.start[x + 1] - g.start[x] == 90, "X has 90 placements");
  /* letters distinct */
  for (int i = 0; i < g.npieces; i++)
    for (int j = i + 1; j < g.npieces; j++)
      CHECK(g.letter[i] != g.letter[j], "letters %d %d distinct", i, j);
  polyssimo_geo_free(&g);
}

static void test_draft_rules(void) {
  polyssimo_geo_t g;
  polyssimo_game_t s;
  geo(&g, POLYSSIMO_DEFAULT_PIECES, 12, 11);
  polyssimo_game_init(&s, &g, 3);
  int F = polyssimo_geo_piece(&g, "F", 0), I = polyssimo_geo_piece(&g, "I", 0),
      L = polyssimo_geo_piece(&g, "L", 0);
  /* draft-turn */
  CHECK(polyssimo_game_draft(&s, 1, F) == POLYSSIMO_RULE_DRAFT_TURN,
        "player 2 may not draft first");
  CHECK(polyssimo_game_draft(&s, 0, F) == POLYSSIMO_RULE_NONE, "player 1 drafts first");
  CHECK(polyssimo_game_draft(&s, 0, I) == POLYSSIMO_RULE_DRAFT_TURN,
        "player 1 may not draft twice");
  /* draft-piece */
  CHECK(polyssimo_game_draft(&s, 1, F) == POLYSSIMO_RULE_DRAFT_PIECE, "F is gone");
  CHECK(polyssimo_game_draft(&s, 1, I) == POLYSSIMO_RULE_NONE, "I is in the pool");
  /* draft-first */
  int id = g.start[L];
  CHECK(polyssimo_game_place(&s, 2, id) == POLYSSIMO_RULE_DRAFT_FIRST,
        "no placement during the draft");
  CHECK(polyssimo_game_stop(&s, 2) == POLYSSIMO_RULE_DRAFT_FIRST, "no stop during the draft");
  CHECK(polyssimo_game_draft(&s, 2, L) == POLYSSIMO_RULE_NONE, "player 3 drafts L");
  CHECK(s.turn == 0, "clockwise: back to player 1");
  polyssimo_geo_free(&g);
  printf("draft rules checked\n");
}

static void test_place_rules(void) {
  polyssimo_geo_t g;
  polyssimo_game_t s;
  geo(&g, POLYSSIMO_DEFAULT_PIECES, 12, 11);
  polyssimo_game_init(&s, &g, 3);
  draft_all(&s);
  /* 24 pieces, 3 players: player 3 drafts last and places first. */
  CHECK(s.phase == POLYSSIMO_PLACE && s.turn == 2 && s.last_drafter == 2, "player 3 places first");
  CHECK(polyssimo_game_draft(&s, 2, 0) == POLYSSIMO_RULE_DRAFT_PIECE,
        "no draft after the pool is empty");
  int p3 = 2, p1 = 0; /* piece 2 belongs to player 3 (k mod 3), piece 0 to player 1 */
  /* place-turn */
  CHECK(polyssimo_game_place(&s, 0, g.start[p1]) == POLYSSIMO_RULE_PLACE_TURN,
        "player 1 may not place first");
  /* hand */
  CHECK(polyssimo_game_place(&s, 2, g.start[p1]) == POLYSSIMO_RULE_HAND,
        "player 3 may not place player 1's piece");
  /* inside */
  CHECK(polyssimo_game_place_at(&s, 2, p3, 0, 11, 10) == POLYSSIMO_RULE_INSIDE,
        "a piece off the board");
  CHECK(polyssimo_game_place_at(&s, 2, p3, 0, -1, 0) == POLYSSIMO_RULE_INSIDE,
        "a piece off the left edge");
  const polyssimo_place_t *a = &g.place[g.start[p3]];
  CHECK(polyssimo_game_place_at(&s, 2, p3, a->orient, a->x, a->y) == POLYSSIMO_RULE_NONE,
        "player 3 places at the corner");
  /* anticlockwise: player 2 next */
  CHECK(s.turn == 1, "anticlockwise: player 2 next, not %d", s.turn + 1);
  CHECK(polyssimo_game_place(&s, 0, g.start[p1]) == POLYSSIMO_RULE_PLACE_TURN,
        "player 1 out of turn");
  /* overlap: player 2's piece 1 at the same corner */
  int p2 = 1;
  int ov = -1, ok = -1;
  for (int j = g.start[p2]; j < g.start[p2 + 1]; j++) {
    if (base_bb_meets(&g.place[j].bb, &s.occ) && ov < 0) ov = j;
    if (!base_bb_meets(&g.place[j].bb, &s.occ) && ok < 0) ok = j;
  }
  CHECK(polyssimo_game_place(&s, 1, ov) == POLYSSIMO_RULE_OVERLAP, "overlap");
  /* stop */
  CHECK(polyssimo_game_stop(&s, 1) == POLYSSIMO_RULE_STOP, "player 2 can place: may not stop");
  CHECK(polyssimo_game_place(&s, 1, ok) == POLYSSIMO_RULE_NONE, "player 2 places elsewhere");
  CHECK(s.turn == 0, "then player 1");
  polyssimo_geo_free(&g);
  printf("placement rules checked\n");
}

/* Small boards where players run out of room. */
static void test_stop_end_result(void) {
  polyssimo_geo_t g;
  polyssimo_game_t s;
  /* 5x1 board, pieces I and X: X never fits. */
  geo(&g, "X,I", 5, 1);
  polyssimo_game_init(&s, &g, 2);
  int X = polyssimo_geo_piece(&g, "X", 0), I = polyssimo_geo_piece(&g, "I", 0);
  CHECK(polyssimo_game_draft(&s, 0, X) == POLYSSIMO_RULE_NONE &&
            polyssimo_game_draft(&s, 1, I) == POLYSSIMO_RULE_NONE,
        "draft");
  CHECK(s.turn == 1, "player 2 drafted last, places first");
  CHECK(polyssimo_game_stop(&s, 1) == POLYSSIMO_RULE_STOP, "player 2 can place I");
  CHECK(polyssimo_game_place(&s, 1, g.start[I]) == POLYSSIMO_RULE_NONE, "I placed");
  CHECK(!polyssimo_game_can_place(&s, 0), "X cannot be placed");
  CHECK(polyssimo_game_place(&s, 0, g.start[X]) != POLYSSIMO_RULE_NONE ||
            g.start[X] == g.start[X + 1],
        "X has no place at all");
  CHECK(polyssimo_game_stop(&s, 0) == POLYSSIMO_RULE_NONE, "player 1 stops");
  CHECK(polyssimo_game_stop(&s, 1) == POLYSSIMO_RULE_NONE, "player 2 (empty hand) stops");
  CHECK(s.phase == POLYSSIMO_OVER, "game over");
  CHECK(polyssimo_game_stop(&s, 0) == POLYSSIMO_RULE_OVER, "no move after the end");
  CHECK(polyssimo_game_winner(&s) == 1 && s.left[0] == 5 && s.left[1] == 0,
        "player 2 wins with 0 squares left");
  polyssimo_geo_free(&g);

  /* Tie: 5x2, two I's; both place; the last to place wins. */
  geo(&g, "I*2", 5, 2);
  polyssimo_game_init(&s, &g, 2);
  draft_all(&s);
  CHECK(s.turn == 1, "player 2 first");
  int m[64];
  int n = polyssimo_game_moves(&s, m);
  CHECK(n == 2, "an I fits in 2 ways on the empty 5x2 (one per row), got %d", n);
  CHECK(polyssimo_game_place(&s, 1, m[0]) == POLYSSIMO_RULE_NONE, "p2 places");
  n = polyssimo_game_moves(&s, m);
  CHECK(n == 1 && polyssimo_game_place(&s, 0, m[0]) == POLYSSIMO_RULE_NONE, "p1 places");
  CHECK(polyssimo_game_stop(&s, 1) == POLYSSIMO_RULE_NONE &&
            polyssimo_game_stop(&s, 0) == POLYSSIMO_RULE_NONE,
        "both stop");
  CHECK(polyssimo_game_winner(&s) == 0, "tie 0-0: player 1 placed last and wins");
  polyssimo_geo_free(&g);
  printf("stop, end and result rules checked\n");
}

struct rec_case {
  const char *text;
  int want; /* 0 legal, 1 rule broken, -1 format error */
  polyssimo_rule_t rule;
  unsigned long line;
};

static void test_records(void) {
  static const char head[] = "polyssimo-record 1\nboard 5x2\npieces I*2\nplayers 2 a,b\n";
  /* I orientations: 0 upright (the reference), 1 lying (the quarter turn). */
  const struct rec_case cases[] = {
      {"draft 1 I\ndraft 2 I\nplace 2 I 1 0 0\nplace 1 I 1 0 1\nstop 2\nstop 1\nresult 1\n", 0,
       POLYSSIMO_RULE_NONE, 0},
      {"draft 2 I\n", 1, POLYSSIMO_RULE_DRAFT_TURN, 5},
      {"draft 1 I\ndraft 2 I\ndraft 1 I\n", 1, POLYSSIMO_RULE_DRAFT_PIECE, 7},
      {"draft 1 I\nplace 1 I 1 0 0\n", 1, POLYSSIMO_RULE_DRAFT_FIRST, 6},
      {"draft 1 I\ndraft 2 I\nplace 1 I 1 0 0\n", 1, POLYSSIMO_RULE_PLACE_TURN, 7},
      {"draft 1 I\ndraft 2 I\nplace 2 I 0 1 0\n", 1, POLYSSIMO_RULE_INSIDE, 7},
      {"draft 1 I\ndraft 2 I\nplace 2 I 1 0 0\nplace 1 I 1 0 0\n", 1, POLYSSIMO_RULE_OVERLAP, 8},
      {"draft 1 I\ndraft 2 I\nstop 2\n", 1, POLYSSIMO_RULE_STOP, 7},
      {"draft 1 I\ndraft 2 I\nplace 2 I 1 0 0\nplace 1 I 1 0 1\nstop 2\nstop 1\nstop 1\n", 1,
       POLYSSIMO_RULE_OVER, 11},
      {"draft 1 I\ndraft 2 I\nplace 2 I 1 0 0\nplace 1 I 1 0 1\nstop 2\nstop 1\nresult 2\n", 1,
       POLYSSIMO_RULE_RESULT, 11},
      {"draft 1 I\ndraft 2 I\nplace 2 I 1 0 0\nplace 1 I 1 0 1\nplace 2 I 1 0 1\n", 1,
       POLYSSIMO_RULE_HAND, 9},
      {"draft 1 Q\n", -1, POLYSSIMO_RULE_NONE, 5},
      {"draft 3 I\n", -1, POLYSSIMO_RULE_NONE, 5},
      {"draft 1 I\ndraft 2 I\nplace 2 I 5 0 0\n", -1, POLYSSIMO_RULE_NONE, 7},
      {"jump 1\n", -1, POLYSSIMO_RULE_NONE, 5},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    char text[1024];
    snprintf(text, sizeof text, "%s%s", head, cases[i].text);
    polyssimo_geo_t g;
    polyssimo_game_t s;
    polyssimo_rule_t r;
    base_error_t e;
    memset(&e, 0, sizeof e);
    int rc = polyssimo_record_check(text, strlen(text), &g, &s, &r, &e);
    CHECK(rc == cases[i].want && r == cases[i].rule && (rc == 0 || e.line == cases[i].line),
          "record case %zu: rc %d rule %s line %lu (%s); want rc %d rule %s line %lu", i, rc,
          polyssimo_rule_name(r), e.line, e.msg, cases[i].want, polyssimo_rule_name(cases[i].rule),
          cases[i].line);
    if (rc == 1)
      CHECK(strstr(e.msg, polyssimo_rule_name(r)) != NULL, "message names the rule: %s", e.msg);
    polyssimo_geo_free(&g);
  }
  printf("%zu records checked (one legal, every rule broken once, format errors)\n",
         sizeof cases / sizeof cases[0]);
}

/* Self-play games replay through the checker, for each strategy. */
static void test_selfplay(void) {
  polyssimo_geo_t g;
  geo(&g, POLYSSIMO_DEFAULT_PIECES, 12, 11);
  polyssimo_mc_opts_t mc = {3, 4};
  int games = 0;
  for (int n = 2; n <= 4; n++)
    for (int k = 0; k < 3; k++) {
      polyssimo_strategy_t st[4] = {(polyssimo_strategy_t)k, (polyssimo_strategy_t)((k + 1) % 3),
                                    (polyssimo_strategy_t)((k + 2) % 3), POLYSSIMO_GREEDY};
      char *buf = NULL;
      size_t len = 0;
      FILE *m = open_memstream(&buf, &len);
      polyssimo_game_t fin;
      int w = polyssimo_play_game(&g, n, st, &mc, (uint64_t)(n * 10 + k), &fin, m);
      fclose(m);
      polyssimo_geo_t g2;
      polyssimo_game_t s2;
      polyssimo_rule_t r;
      base_error_t e;
      int rc = polyssimo_record_check(buf, len, &g2, &s2, &r, &e);
      CHECK(w >= 0 && rc == 0 && s2.phase == POLYSSIMO_OVER && polyssimo_game_winner(&s2) == w,
            "game %d players strategy %d replays (rc %d: %s)", n, k, rc, rc ? e.msg : "");
      /* Squares left are what the hands hold. */
      for (int p = 0; p < n; p++) {
        int sq = 0;
        for (int i = 0; i < g.npieces; i++)
          if ((s2.hand[p] >> i) & 1) sq += g.size[i];
        CHECK(sq == s2.left[p], "left[%d] %d = hand %d", p, s2.left[p], sq);
      }
      polyssimo_geo_free(&g2);
      free(buf);
      games++;
    }
  polyssimo_geo_free(&g);
  printf("%d self-play games (2-4 players, every strategy) replayed through the checker\n", games);
}

/* Endgame: the value of the solver's move, re-solved from the position it
 * leads to, is the value of the position; no other move is better for the
 * player to move; the line of best play ends as the value says (2
 * players: +-1000 for player 1's win or loss plus the margin in squares). */
static void test_endgame(void) {
  polyssimo_geo_t g;
  /* A 5x3 board, two players, six pieces of 2 to 4 squares (20 > 15). */
  geo(&g, "L4,T4,I3,L3,I2,O4", 5, 3);
  int solved = 0;
  for (uint64_t seed = 1; seed <= 12; seed++) {
    polyssimo_game_t s;
    polyssimo_rng_t rng = {seed};
    polyssimo_game_init(&s, &g, 2);
    while (s.phase == POLYSSIMO_DRAFT) {
      int isp;
      polyssimo_game_draft(&s, s.turn, polyssimo_choose(&s, POLYSSIMO_RANDOM, NULL, &rng, &isp));
    }
    polyssimo_endgame_t eg;
    int r = polyssimo_endgame_solve(&s, 0, &eg);
    CHECK(r == 1, "endgame solved");
    if (r != 1) continue;
    int v = (eg.winner == 0 ? 1000 : -1000) + eg.left[1] - eg.left[0];
    CHECK(v == eg.value, "the line of best play ends with the value (%d, %d)", v, eg.value);
    int me = s.turn, sign = me == 0 ? 1 : -1;
    int mv[512];
    int n = polyssimo_game_moves(&s, mv);
    int best = -100000, seen = 0;
    for (int i = 0; i < n; i++) {
      polyssimo_game_t t = s;
      polyssimo_game_place(&t, me, mv[i]);
      polyssimo_endgame_t e2;
      CHECK(polyssimo_endgame_solve(&t, 0, &e2) == 1, "child solved");
      if (sign * e2.value > best) best = sign * e2.value;
      if (mv[i] == eg.move) {
        seen = 1;
        CHECK(e2.value == eg.value, "the best move keeps the value");
      }
    }
    CHECK(n == 0 || (seen && best == sign * eg.value),
          "no move is better than the solver's (%d vs %d)", sign * eg.value, best);
    CHECK(n > 0 || eg.move == -1, "no move: stop");
    solved++;
  }
  polyssimo_geo_free(&g);
  /* Three players: max^n gives a finished line too. */
  geo(&g, "L4,T4,I3,L3,I2,O4", 5, 3);
  polyssimo_game_t s;
  polyssimo_game_init(&s, &g, 3);
  draft_all(&s);
  polyssimo_endgame_t eg;
  CHECK(polyssimo_endgame_solve(&s, 0, &eg) == 1 && eg.winner >= 0 && eg.winner < 3,
        "3-player endgame");
  CHECK(polyssimo_endgame_solve(&s, 3, &eg) == 0, "a budget of 3 positions runs out");
  polyssimo_geo_free(&g);
  printf("%d endgames solved and cross-checked move by move; 3 players too\n", solved);
}

static void test_puzzle_counts(void) {
  /* A 5x2 hole with hand L,L: two copies of L tile the 2x5 box in 2 ways
   * (copies are not told apart); both counters must say so. */
  const char *txt = "polyssimo-puzzle 1\nhand: L,L\n#####\n.....\n.....\n#####\n";
  polyssimo_puzzle_t p;
  base_error_t e;
  CHECK(polyssimo_puzzle_parse(txt, strlen(txt), &p, &e) == 0, "parse: %s", e.msg);
  uint64_t n1, n2;
  long a = polyssimo_puzzle_count(&p, 0, NULL, 0, &n1, &e),
       b = polyssimo_puzzle_count_tiling(&p, 0, &n2, &e);
  printf("2x5 with L,L: own count %ld, tiling library %ld\n", a, b);
  CHECK(a == 2 && b == 2, "L,L in 2x5: 2 ways by both counts");
  char *id = polyssimo_puzzle_id(&p);
  polyssimo_puzzle_t q;
  CHECK(id && polyssimo_puzzle_parse(id, strlen(id), &q, &e) == 0 && q.w == p.w && q.h == p.h &&
            !memcmp(q.cells, p.cells, (size_t)p.w * p.h) && !strcmp(q.hand, p.hand),
        "ID round trip");
  free(id);
  polyssimo_puzzle_free(&q);
  polyssimo_puzzle_free(&p);
  /* Packing: one I in a 6x1 hole fits in 2 ways (hand smaller). */
  const char *t2 = "polyssimo-puzzle 1\nhand: I\n......\n";
  CHECK(polyssimo_puzzle_parse(t2, strlen(t2), &p, &e) == 0, "parse packing");
  CHECK(polyssimo_puzzle_count(&p, 0, NULL, 0, &n1, &e) == 2, "I in 6x1: 2 ways");
  CHECK(polyssimo_puzzle_count_tiling(&p, 0, &n1, &e) == -2, "tiling library: areas differ");
  polyssimo_puzzle_free(&p);
  /* Generated puzzles: unique by both counts, on 12x11 and 7x7. */
  for (int i = 0; i < 6; i++) {
    polyssimo_gen_opts_t o = {
        i < 3 ? 12 : 7, i < 3 ? 11 : 7, POLYSSIMO_DEFAULT_PIECES, 3 + i % 3, 1, 0, 500,
        (uint64_t)i, NULL};
    char *ans;
    int tries;
    uint64_t nodes;
    int r = polyssimo_puzzle_generate(&o, &p, &ans, &tries, &nodes, &e);
    CHECK(r == 1, "generate %d: %d %s", i, r, r < 0 ? e.msg : "");
    if (r != 1) continue;
    long c1 = polyssimo_puzzle_count(&p, 0, NULL, 0, &n1, &e),
         c2 = polyssimo_puzzle_count_tiling(&p, 0, &n2, &e);
    CHECK(c1 == 1 && c2 == 1, "generated puzzle %d unique (%ld, %ld)", i, c1, c2);
    polyssimo_puzzle_free(&p);
    free(ans);
  }
  printf("puzzle counts checked\n");
}

/* The game's own placements agree with the tiling library's, and the
 * two puzzle counters agree on many random small puzzles (unique or not):
 * random tilings of small boards by pentominoes and tetrominoes, k pieces
 * taken out. */
static void test_differential(void) {
  polyssimo_geo_t g;
  geo(&g, POLYSSIMO_DEFAULT_PIECES, 12, 11);
  pieceset_t set;
  base_error_t e;
  region_t r;
  tiling_t *t = NULL;
  tiling_spec_t spec;
  tiling_error_t te;
  tiling_spec_init(&spec);
  if (pieceset_parse(POLYSSIMO_DEFAULT_PIECES, &set, &e) || region_rect(12, 11, &r, &e) ||
      tiling_new(&set, &r, &spec, &t, &te) != TILING_OK) {
    printf("FAIL: tiling problem\n");
    exit(1);
  }
  CHECK(tiling_placement_count(t) == g.nplace, "placements: game %d, tiling library %d", g.nplace,
        tiling_placement_count(t));
  printf("placements on 12x11: %d by both\n", g.nplace);
  tiling_free(t);
  region_free(&r);
  pieceset_free(&set);
  polyssimo_geo_free(&g);

  static const struct {
    int w, h;
    const char *spec;
  } boards[] = {
      {6, 4, "L4*6"},
      {6, 5, "pentominoes"},
      {5, 5, "pentominoes"},
      {4, 5, "tetrominoes*2"},
  };
  int cases = 0, multi = 0;
  polyssimo_rng_t rng = {99};
  for (int b = 0; b < 4; b++) {
    if (pieceset_parse(boards[b].spec, &set, &e) || region_rect(boards[b].w, boards[b].h, &r, &e))
      exit(1);
    tiling_spec_init(&spec);
    spec.subset = 1;
    if (tiling_new(&set, &r, &spec, &t, &te) != TILING_OK) {
      printf("FAIL: %s\n", te.msg);
      exit(1);
    }
    int place[64], n, grid[64];
    for (int rep = 0; rep < 15; rep++) {
      if (tiling_find(t, 1, polyssimo_rng_next(&rng), 1000000, place, &n) != 1) continue;
      tiling_solution_grid(t, place, n, grid);
      int k = 1 + (int)polyssimo_rng_below(&rng, (uint32_t)n);
      int out[64] = {0};
      for (int i = 0; i < k; i++) out[polyssimo_rng_below(&rng, (uint32_t)n)] = 1;
      polyssimo_puzzle_t p;
      memset(&p, 0, sizeof p);
      p.w = boards[b].w, p.h = boards[b].h;
      p.cells = malloc((size_t)p.w * p.h);
      size_t hl = 0;
      for (int q = 0; q < n; q++)
        if (out[q])
          hl += (size_t)snprintf(
              p.hand + hl, sizeof p.hand - hl, "%s%s", hl ? "," : "",
              tiling_pieceset(t)->pieces[tiling_placement(t, place[q])->piece].name);
      for (int i = 0; i < p.w * p.h; i++) p.cells[i] = out[grid[i]] ? '.' : 'A';
      uint64_t n1, n2;
      long c1 = polyssimo_puzzle_count(&p, 0, NULL, 0, &n1, &e),
           c2 = polyssimo_puzzle_count_tiling(&p, 0, &n2, &e);
      CHECK(c1 == c2 && c1 >= 1, "random puzzle %s on %dx%d hand %s: own %ld, tiling %ld",
            boards[b].spec, p.w, p.h, p.hand, c1, c2);
      multi += c1 > 1;
      cases++;
      polyssimo_puzzle_free(&p);
    }
    tiling_free(t);
    region_free(&r);
    pieceset_free(&set);
  }
  printf("%d random small puzzles: both counts agree (%d with several solutions)\n", cases, multi);
}

/* A generated puzzle packed to bytes (to pass between processes) comes back the same; damaged
 * bytes are refused. */
static void test_pack(void) {
  polyssimo_gen_req_t r;
  polyssimo_gen_req_init(&r);
  polyssimo_generated_t g, back;
  base_error_t e;
  CHECK(polyssimo_gen_level(&r, 1, polyssimo_gen_seed(3, 1, 0), &g, &e) == POLYSSIMO_GEN_OK,
        "a level-1 puzzle");
  unsigned char *b = NULL;
  size_t n = 0;
  CHECK(polyssimo_generated_pack(&g, &b, &n) == 0, "packed");
  CHECK(b && polyssimo_generated_unpack(b, n, &back) == 0, "unpacked");
  char *id1 = polyssimo_puzzle_id(&g.p), *id2 = polyssimo_puzzle_id(&back.p);
  char gid1[96], gid2[96];
  polyssimo_gen_id(&g, gid1, sizeof gid1), polyssimo_gen_id(&back, gid2, sizeof gid2);
  size_t cells = (size_t)g.p.w * (size_t)g.p.h;
  CHECK(id1 && id2 && !strcmp(id1, id2) && !strcmp(gid1, gid2) && back.nodes == g.nodes &&
            back.own_nodes == g.own_nodes && back.tries == g.tries && back.k == g.k &&
            back.answer && !memcmp(back.answer, g.answer, cells),
        "the same puzzle back (%s, %s)", gid1, gid2);
  free(id1), free(id2);
  polyssimo_generated_free(&back);
  CHECK(b && polyssimo_generated_unpack(b, n - 1, &back) != 0, "a short buffer refused");
  free(b);
  polyssimo_generated_free(&g);
}

/* Geometries built through a cache (one kept across specs and boards, as the fuzz harness
 * does) are those built without one: the same pieces, letters and placements in the same
 * order; a spec's error is the same; and a cache of at most POLYSSIMO_CACHE_PLACES entries
 * starting again gives the same geometries. */
static void test_geo_cache(void) {
  static const struct {
    const char *spec;
    int w, h;
  } cases[] = {{POLYSSIMO_DEFAULT_PIECES, 12, 11}, {"F,I,L,N,P", 12, 11}, {"F,I,L,N,P", 6, 5},
               {"L,L,H3,H3,F'", 7, 7},             {"H1,H2,H35,I,X", 121, 1}, {"H1,H2,H35,I,X", 12, 11},
               {"pentominoes", 10, 6},             {POLYSSIMO_DEFAULT_PIECES, 12, 11}};
  polyssimo_geo_cache_t c;
  memset(&c, 0, sizeof c);
  for (int round = 0; round < 2; round++)
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
      polyssimo_geo_t a, b;
      geo(&a, cases[k].spec, cases[k].w, cases[k].h);
      base_error_t e;
      int rc = polyssimo_geo_from_spec_cached(&b, cases[k].spec, cases[k].w, cases[k].h, &c, &e);
      CHECK(rc == 0, "cached geometry %s %dx%d: %s", cases[k].spec, cases[k].w, cases[k].h,
            rc ? e.msg : "");
      if (rc == 0) {
        int same = a.npieces == b.npieces && a.nplace == b.nplace &&
                   !memcmp(a.start, b.start, (size_t)(a.npieces + 1) * sizeof *a.start) &&
                   !strcmp(a.letter, b.letter);
        for (int i = 0; same && i < a.npieces; i++)
          same = !strcmp(a.pieces[i].name, b.pieces[i].name) && a.size[i] == b.size[i];
        for (int p = 0; same && p < a.nplace; p++)
          same = !memcmp(&a.place[p].bb, &b.place[p].bb, sizeof a.place[p].bb) &&
                 a.place[p].piece == b.place[p].piece && a.place[p].orient == b.place[p].orient &&
                 a.place[p].x == b.place[p].x && a.place[p].y == b.place[p].y;
        CHECK(same, "cached geometry of %s on %dx%d (round %d) differs", cases[k].spec,
              cases[k].w, cases[k].h, round + 1);
        polyssimo_geo_free(&b);
      }
      polyssimo_geo_free(&a);
    }
  /* Boards enough to pass the cache's bound: it starts again, the geometries stay right. */
  for (int w = 1; w <= 40; w++) {
    polyssimo_geo_t b;
    base_error_t e;
    CHECK(polyssimo_geo_from_spec_cached(&b, POLYSSIMO_DEFAULT_PIECES, w, 4, &c, &e) == 0,
          "cached geometry on %dx4", w);
    CHECK(c.n <= POLYSSIMO_CACHE_PLACES, "the cache holds %d entries", c.n);
    polyssimo_geo_free(&b);
  }
  polyssimo_geo_t a, b;
  base_error_t e1, e2;
  CHECK(polyssimo_geo_from_spec(&a, "F,H36,I", 12, 11, &e1) != 0 &&
            polyssimo_geo_from_spec_cached(&b, "F,H36,I", 12, 11, &c, &e2) != 0 &&
            !strcmp(e1.msg, e2.msg) && e1.col == e2.col,
        "an unknown piece is the same error through the cache");
  polyssimo_geo_free(&a);
  polyssimo_geo_free(&b);
  polyssimo_geo_cache_free(&c);
  CHECK(c.n == 0 && c.v == NULL, "a cache freed is empty");
}

int main(void) {
  test_board();
  test_geo_cache();
  test_draft_rules();
  test_place_rules();
  test_stop_end_result();
  test_records();
  test_selfplay();
  test_endgame();
  test_puzzle_counts();
  test_differential();
  test_pack();
  if (failures) {
    printf("%d failures\n", failures);
    return 1;
  }
  printf("all polyssimo checks passed\n");
  return 0;
}
