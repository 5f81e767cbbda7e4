/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* game.c: Polymère as games/game.h sees it: its rules, strategies, players and record checker. */
#include <config.h>

#include "games/game.h"

#include <stdlib.h>
#include <string.h>

#include "base/intl.h"
#include "games/polymere/polymere.h"

static int check(const char *text, size_t len, game_result_t *res) {
  memset(res, 0, sizeof *res);
  polymere_game_t *g = calloc(1, sizeof *g);
  polymere_check_t r;
  int st = g ? polymere_record_check(text, len, g, &r) : -1;
  if (st < 0) {
    game_nomem(res);
  } else if (st > 0) {
    game_fail(res, r.syntax ? -1 : 1, (int)r.rule, r.line, r.col, "%s", r.msg);
    res->moves = r.move;
  } else {
    int rank[POLYMERE_MAX_PLAYERS];
    res->moves = g->moves, res->nplayers = g->nplayers;
    polymere_game_ranking(g, rank);
    for (int k = 0; k < g->nplayers; k++) res->scores[rank[k]] = k + 1; /* places */
    if (g->winner >= 0)
      res->winners = 1u << g->winner;
    else if (g->over)
      for (int k = 0, tied = polymere_game_ranking(g, rank); k < tied; k++)
        res->winners |= 1u << rank[k];
  }
  if (g) polymere_game_free(g);
  free(g);
  return res->status;
}

int polymere_play_one(int nplayers, int ndigits, const polymere_strategy_t *strat, uint64_t seed,
                      FILE *rec, polymere_sim_t *sim, game_result_t *res) {
  memset(res, 0, sizeof *res);
  if (polymere_simulate(nplayers, ndigits, strat, seed, rec, sim) != 0) return game_nomem(res);
  res->nplayers = nplayers, res->moves = sim->turns;
  for (int k = 0; k < nplayers; k++) res->scores[sim->rank[k]] = k + 1;
  /* The first out wins alone; a blocked game's first places tie (polymere_game_ranking). */
  for (int k = 0; k < sim->tied; k++) res->winners |= 1u << sim->rank[k];
  return 0;
}

static int simulate(const void *params, const int *seats, int nseats, uint64_t seed, FILE *record,
                    game_result_t *res) {
  memset(res, 0, sizeof *res);
  int nd = params ? *(const int *)params : nseats == 2 ? 2 : 1;
  polymere_strategy_t st[POLYMERE_MAX_PLAYERS];
  if (nseats < 2 || nseats > POLYMERE_MAX_PLAYERS || (nd > 1) != (nseats == 2) || nd > 3)
    return game_fail(res, -1, 0, 0, 0, _("polymere: 2 to %d players; two take 2 or 3 digits each"),
                     POLYMERE_MAX_PLAYERS);
  for (int p = 0; p < nseats; p++) st[p] = (polymere_strategy_t)(seats ? seats[p] : 0);
  polymere_sim_t sim;
  return polymere_play_one(nseats, nd, st, seed, record, &sim, res);
}

/* The series' tally counts every strategy. */
_Static_assert(POLYMERE_NSTRATEGIES <= GAME_MAX_STRATEGIES, "game_tally_t: strategies");

const game_t polymere_game = {
    .name = "polymere",
    .nrules = POLYMERE_NRULES,
    .rule_name = polymere_rule_name,
    .nstrategies = POLYMERE_NSTRATEGIES,
    .strategy_name = polymere_strategy_name,
    .min_players = 2,
    .max_players = POLYMERE_MAX_PLAYERS,
    .check = check,
    .simulate = simulate,
};
