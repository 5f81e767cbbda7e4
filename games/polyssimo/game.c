/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* game.c: Polyssimo as games/game.h sees it: its rules, strategies, players and record checker. */
#include <config.h>

#include "games/game.h"

#include <string.h>

#include "base/intl.h"
#include "games/polyssimo/polyssimo.h"

static int check(const char *text, size_t len, game_result_t *res) {
  memset(res, 0, sizeof *res);
  polyssimo_geo_t g;
  polyssimo_game_t s;
  polyssimo_rule_t rule;
  res->status = polyssimo_record_check(text, len, &g, &s, &rule, &res->err);
  res->rule = res->status == 1 ? (int)rule : 0;
  if (res->status == 0) {
    res->moves = s.nmoves, res->nplayers = s.nplayers;
    for (int p = 0; p < s.nplayers; p++) res->scores[p] = polyssimo_game_score(&s, p);
    int w = polyssimo_game_winner(&s);
    res->winners = w >= 0 ? 1u << w : 0;
  }
  polyssimo_geo_free(&g);
  return res->status;
}

int polyssimo_play_one(const polyssimo_geo_t *g, int nplayers, const polyssimo_strategy_t *st,
                       const polyssimo_mc_opts_t *mc, const polyssimo_rules_t *rules, uint64_t seed,
                       FILE *out, polyssimo_game_t *final, game_result_t *res) {
  memset(res, 0, sizeof *res);
  int w = polyssimo_play_game_rules(g, nplayers, st, mc, rules, seed, final, out);
  res->nplayers = nplayers;
  if (w < 0) return w; /* *FINAL is not written */
  res->moves = final->nmoves;
  for (int p = 0; p < nplayers; p++) res->scores[p] = polyssimo_game_score(final, p);
  res->winners = 1u << w;
  return w;
}

static int simulate(const void *params, const int *seats, int nseats, uint64_t seed, FILE *record,
                    game_result_t *res) {
  memset(res, 0, sizeof *res);
  polyssimo_geo_t own;
  const polyssimo_geo_t *g = params;
  polyssimo_strategy_t st[POLYSSIMO_MAX_PLAYERS];
  if (nseats < 2 || nseats > POLYSSIMO_MAX_PLAYERS)
    return game_fail(res, -1, 0, 0, 0, _("polyssimo: 2 to %d players"), POLYSSIMO_MAX_PLAYERS);
  if (!g && polyssimo_geo_from_spec(&own, POLYSSIMO_DEFAULT_PIECES, POLYSSIMO_BOARD_W,
                                    POLYSSIMO_BOARD_H, &res->err) != 0)
    return res->status = -1;
  for (int p = 0; p < nseats; p++) st[p] = (polyssimo_strategy_t)(seats ? seats[p] : 0);
  polyssimo_game_t s;
  polyssimo_play_one(g ? g : &own, nseats, st, NULL, NULL, seed, record, &s, res);
  if (!g) polyssimo_geo_free(&own);
  return 0;
}

/* The series' tally counts every strategy. */
_Static_assert(POLYSSIMO_NSTRATEGIES <= GAME_MAX_STRATEGIES, "game_tally_t: strategies");

const game_t polyssimo_game = {
    .name = "polyssimo",
    .nrules = POLYSSIMO_RULE_COUNT,
    .rule_name = polyssimo_rule_name,
    .nstrategies = POLYSSIMO_NSTRATEGIES,
    .strategy_name = polyssimo_strategy_name,
    .min_players = 2,
    .max_players = POLYSSIMO_MAX_PLAYERS,
    .check = check,
    .simulate = simulate,
};
