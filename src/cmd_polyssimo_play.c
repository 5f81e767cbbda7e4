/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* cmd_polyssimo_play.c: `polyx polyssimo play` and `endgame`: self-play between computer players
 * and best play from a game record's position. */
#include <config.h>

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "src/cmd_polyssimo.h"
#include "games/game.h"
#include "output/i18n.h"
#include "src/polyx.h"

/* ---- play ------------------------------------------------------------------- */

/* --seats into ST[0..*N), taken in turn for --players K seats when K is given. */
static int parse_seats(const psc_opts_t *o, polyssimo_strategy_t *st, int *n) {
  char tok[128];
  int picked[POLYSSIMO_MAX_PLAYERS];
  *n = game_strategies(&polyssimo_game, o->seats, picked, POLYSSIMO_MAX_PLAYERS, tok, sizeof tok);
  if (*n < 0) {
    if (*n == -1)
      px_error(_("polyssimo: --seats: unknown strategy '%s' (random, greedy, mc)"), tok);
    else
      px_error(_("polyssimo: --seats: at most 4 players (%s)"), tok);
    px_usage_hint("polyssimo");
    return PX_EXIT_USAGE;
  }
  for (int p = 0; p < *n; p++) st[p] = (polyssimo_strategy_t)picked[p];
  if (o->nplayers && *n > o->nplayers) {
    px_error(_("polyssimo: --seats: %d strategies for %d players"), *n, o->nplayers);
    px_usage_hint("polyssimo");
    return PX_EXIT_USAGE;
  }
  for (int k = *n; k > 0 && k < o->nplayers; k++) st[k] = st[k % *n];
  if (*n > 0 && o->nplayers) *n = o->nplayers;
  if (*n < 2) {
    px_error(_("polyssimo: --seats: 2 to 4 players"));
    px_usage_hint("polyssimo");
    return PX_EXIT_USAGE;
  }
  return 0;
}

/* --handicap LIST: one number per seat of --seats (missing: 0). */
static int parse_handicap(const psc_opts_t *o, int n, int *hc) {
  char buf[128];
  int k = 0;
  if (!o->handicap) return 0;
  snprintf(buf, sizeof buf, "%s", o->handicap);
  for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
    uint64_t v;
    if (k == n || px_parse_u64(tok, &v) != 0 || v > POLYSSIMO_MAX_PIECES) {
      px_error(_("polyssimo: --handicap: "
                 "'%s': up to %d numbers (black-and-white pieces per strategy) expected"),
               o->handicap, n);
      px_usage_hint("polyssimo");
      return PX_EXIT_USAGE;
    }
    hc[k++] = (int)v;
  }
  return 0;
}

static void print_stats(const psc_opts_t *o, int n, const polyssimo_strategy_t *st,
                        const polyssimo_play_stats_t *t) {
  char seats[128] = "";
  for (int p = 0; p < n; p++)
    snprintf(seats + strlen(seats), sizeof seats - strlen(seats), "%s%s", p ? "," : "",
             polyssimo_strategy_name(st[p]));
  /* TRANSLATORS: the line over the tables of polyssimo play; the second %s is "fixed" or
     "rotated" (the order of play); the last number counts the games that were legal. */
  printf(ngettext("# %" PRIu64 " game, %d players (%s), seed %" PRIu64
                  ", order of play %s; every game replayed through the checker (%" PRIu64
                  " legal)\n",
                  "# %" PRIu64 " games, %d players (%s), seed %" PRIu64
                  ", order of play %s; every game replayed through the checker (%" PRIu64
                  " legal)\n",
                  (unsigned long)o->games),
         o->games, n, seats, o->seed,
         /* TRANSLATORS: the order of play of self-play games: each strategy keeps its turn. */
         o->fixed_seats
             ? _("fixed")
             /* TRANSLATORS: the order of play of self-play games: it turns from game to game. */
             : _("rotated"),
         t->replayed);
  /* The score: the squares each player has left at the end, whatever --scoring decides. */
  game_table_t tab = {&polyssimo_game, n, GAME_TIES_LOSE, "squares", 0, NULL, NULL};
  game_tally_print(stdout, &t->tally, &tab);
}

int psc_play(const psc_opts_t *o) {
  polyssimo_strategy_t st[POLYSSIMO_MAX_PLAYERS];
  int n;
  int rc = parse_seats(o, st, &n);
  if (rc) return rc;
  polyssimo_geo_t g;
  rc = psc_geo(o, &g);
  if (rc) return rc;
  FILE *rec = NULL;
  px_out_t out;
  if (o->record && !(rec = px_out_open(&out, o->record))) {
    polyssimo_geo_free(&g);
    return PX_EXIT_CANTCREAT;
  }
  if (rec) game_provenance(rec, o->seed);
  polyssimo_play_opts_t po;
  memset(&po, 0, sizeof po);
  po.games = o->games, po.seed = o->seed, po.fixed_seats = o->fixed_seats, po.mc = o->mc;
  po.scoring = o->scoring;
  if ((rc = parse_handicap(o, n, po.handicap)) != 0) {
    if (rec) px_out_close(&out, 0);
    return polyssimo_geo_free(&g), rc;
  }
  polyssimo_game_t probe;
  polyssimo_rules_t rules;
  memset(&rules, 0, sizeof rules);
  rules.scoring = po.scoring;
  memcpy(rules.handicap, po.handicap, sizeof rules.handicap);
  polyssimo_game_init(&probe, &g, n);
  if (polyssimo_game_set_rules(&probe, &rules) != 0) {
    px_error(_("polyssimo: --handicap: "
               "'%s': more black-and-white pieces than a player drafts or than the game has"),
             o->handicap);
    polyssimo_geo_free(&g);
    if (rec) px_out_close(&out, 0);
    return PX_EXIT_USAGE;
  }
  polyssimo_play_stats_t t;
  /* Ctrl-C: no game starts after it (game_set_cancel), exit 3, no record and no figures. */
  px_catch_interrupt();
  polyssimo_play_status_t ps =
      polyssimo_play_many(px_group(), px_jobs(o->jobs, GAME_MAX_JOBS), &g, n, st, &po, rec, &t);
  if (px_interrupt_agree()) { /* every process, whichever the Ctrl-C reached */
    px_error(_("polyssimo: interrupted"));
    rc = PX_EXIT_BUDGET;
  } else if (ps == POLYSSIMO_PLAY_INTERNAL)
    px_error(_("polyssimo: internal error in game %" PRIu64), t.failed_game);
  if (ps == POLYSSIMO_PLAY_CHECKER)
    px_error(_("polyssimo: game %" PRIu64 " fails the checker: line %lu: %s"), t.failed_game,
             t.fail_line, t.fail_msg);
  if (ps != POLYSSIMO_PLAY_OK && !rc) rc = PX_EXIT_SOFTWARE;
  if (rec) {
    /* Records of games that failed are kept: they show the bug; an interrupted run keeps none. */
    int wrc = px_out_close(&out, rc != PX_EXIT_BUDGET);
    if (!rc) rc = wrc;
  }
  if (!rc) print_stats(o, n, st, &t);
  polyssimo_geo_free(&g);
  if (!rc && ferror(stdout)) rc = PX_EXIT_IO;
  return rc;
}

/* ---- endgame ---------------------------------------------------------------- */

static void print_endgame(const polyssimo_geo_t *g, const polyssimo_game_t *s,
                          const polyssimo_endgame_t *eg) {
  if (s->phase == POLYSSIMO_OVER)
    printf("%s\n", _("game over"));
  else if (eg->move < 0)
    /* TRANSLATORS: "stop %d" is a move of a game record: keep "stop". */
    printf(_("to move: player %d; best move: stop %d\n"), s->turn + 1, s->turn + 1);
  else {
    const polyssimo_place_t *pl = &g->place[eg->move];
    /* TRANSLATORS: "place %d %s %d %d %d" is a move of a game record: keep "place". */
    printf(_("to move: player %d; best move: place %d %s %d %d %d\n"), s->turn + 1, s->turn + 1,
           g->pieces[pl->piece].name, pl->orient, pl->x, pl->y);
  }
  printf(s->scoring == POLYSSIMO_SCORE_PIECES ? _("with best play: player %d wins; pieces left:")
                                              : _("with best play: player %d wins; squares left:"),
         eg->winner + 1);
  for (int p = 0; p < s->nplayers; p++) printf(" %d", eg->left[p]);
  printf("\n");
}

int psc_endgame(const psc_opts_t *o, const char *file) {
  char *text;
  size_t len;
  int st = px_read_file(file, &text, &len);
  if (st != PX_EXIT_OK) return st;
  polyssimo_geo_t g;
  polyssimo_game_t s;
  polyssimo_rule_t rule;
  base_error_t e;
  int r = polyssimo_record_check(text, len, &g, &s, &rule, &e);
  free(text);
  if (r != 0) {
    polyssimo_geo_free(&g);
    return px_check_verdict(file, r, NULL, &e);
  }
  if (s.phase == POLYSSIMO_DRAFT) {
    px_error_at(file, 0, 0, _("the draft is not over: no endgame to solve"));
    polyssimo_geo_free(&g);
    return PX_EXIT_DATA;
  }
  polyssimo_endgame_t eg;
  double t0 = psc_now();
  int sr = polyssimo_endgame_solve(&s, o->budget, &eg);
  int rc = 0;
  if (sr < 0)
    rc = PX_EXIT_SOFTWARE;
  else if (sr == 0) {
    px_error(_("polyssimo: endgame: budget of %" PRIu64 " positions ran out"), o->budget);
    rc = PX_EXIT_BUDGET;
  } else {
    print_endgame(&g, &s, &eg);
    fprintf(stderr,
            ngettext("%" PRIu64 " position, %.2f s\n", "%" PRIu64 " positions, %.2f s\n",
                     (unsigned long)eg.nodes),
            eg.nodes, psc_now() - t0);
  }
  polyssimo_geo_free(&g);
  if (!rc && ferror(stdout)) rc = PX_EXIT_IO;
  return rc;
}
