/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* game.c: Polyminix as games/game.h sees it: its rules, players and game record checker (its
 * simulated players follow the rulebook's dice, not strategies). */
#include <config.h>

#include "games/game.h"

#include <string.h>

#include "base/intl.h"
#include "games/polyminix/polyminix.h"

static int check(const char *text, size_t len, game_result_t *res) {
  memset(res, 0, sizeof *res);
  polyminix_game_t g;
  polyminix_rule_t rule;
  res->status = polyminix_game_check(text, len, &g, &rule, &res->err);
  res->rule = res->status == 1 ? (int)rule : 0;
  res->moves = g.turns, res->nplayers = g.nplayers;
  for (int p = 0; p < g.nplayers; p++) res->scores[p] = g.score[p];
  res->winners = res->status == 0 && g.winner >= 0 ? 1u << g.winner : 0;
  return res->status;
}

static int simulate(const void *params, const int *seats, int nseats, uint64_t seed, FILE *record,
                    game_result_t *res) {
  (void)params, (void)seats, (void)record; /* equal players, no record */
  memset(res, 0, sizeof *res);
  polyminix_sim_opts_t o;
  polyminix_sim_opts_init(&o);
  o.players = nseats, o.games = 1, o.seed = seed;
  polyminix_sim_stats_t st;
  if (polyminix_simulate(&o, &st) != 0)
    return game_fail(res, -1, 0, 0, 0, _("polyminix: 2 to %d players"), POLYMINIX_MAX_PLAYERS);
  res->nplayers = nseats, res->moves = (int)st.turns;
  for (int p = 0; p < nseats; p++) {
    res->scores[p] = (long)st.score[p];
    if (st.wins[p]) res->winners |= 1u << p;
  }
  return 0;
}

const game_t polyminix_game = {
    .name = "polyminix",
    .nrules = POLYMINIX_NRULES,
    .rule_name = polyminix_rule_name,
    .nstrategies = 0,
    .strategy_name = NULL,
    .min_players = 2,
    .max_players = POLYMINIX_MAX_PLAYERS,
    .check = check,
    .simulate = simulate,
};
