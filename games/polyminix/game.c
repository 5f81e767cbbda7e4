/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* game.c: Polyminix as games/game.h sees it: its rules, players and game record checker (its
 * simulated players follow the rulebook's dice, not strategies). */
#include <config.h>

#include "games/game.h"

#include <string.h>

#include "games/polyminix/polyminix.h"

static const char *rule_name(int r) { return polyminix_rule_name((polyminix_rule_t)r); }

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

const game_t polyminix_game = {
    .name = "polyminix",
    .nrules = POLYMINIX_NRULES,
    .rule_name = rule_name,
    .nstrategies = 0,
    .strategy_name = NULL,
    .min_players = 2,
    .max_players = POLYMINIX_MAX_PLAYERS,
    .check = check,
};
