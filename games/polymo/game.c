/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* game.c: Polymo as games/game.h sees it: its rules, strategies, players and record checker. */
#include <config.h>

#include "games/game.h"

#include <stdlib.h>
#include <string.h>

#include "base/intl.h"
#include "games/polymo/polymo.h"

static int check(const char *text, size_t len, game_result_t *res) {
  memset(res, 0, sizeof *res);
  polymo_geo_t g9, g8;
  polymo_game_t *g = malloc(sizeof *g);
  int geo = g && polymo_geo_init(&g9, 9) == 0 ? polymo_geo_init(&g8, 8) == 0 ? 2 : 1 : 0;
  polymo_check_result_t r;
  polymo_status_t st = geo == 2 ? polymo_record_check(text, len, &g9, &g8, g, &r) : POLYMO_ST_NOMEM;
  if (st == POLYMO_ST_OK) {
    res->moves = g->round, res->nplayers = g->nplayers;
    for (int p = 0; p < g->nplayers; p++) res->scores[p] = polymo_score(&g->sheet[p]);
    res->winners = polymo_over(g) ? polymo_winners(g) : 0;
  } else if (st == POLYMO_ST_NOMEM) {
    game_nomem(res);
  } else {
    game_fail(res, st == POLYMO_ST_RULE ? 1 : -1, (int)r.rule, r.line, r.col, "%s", r.msg);
  }
  if (geo) polymo_geo_free(&g9);
  if (geo == 2) polymo_geo_free(&g8);
  free(g);
  return res->status;
}

int polymo_play_one(const polymo_geo_t *geo, int nplayers, const polymo_strategy_t *seat,
                    uint64_t seed, FILE *rec, game_result_t *res) {
  memset(res, 0, sizeof *res);
  int scores[POLYMO_MAX_PLAYERS];
  if (polymo_simulate(geo, nplayers, seat, seed, scores, rec) != 0) return game_nomem(res);
  res->nplayers = nplayers;
  for (int p = 0; p < nplayers; p++) res->scores[p] = scores[p];
  res->winners = game_fewest(res->scores, nplayers);
  return 0;
}

static int simulate(const void *params, const int *seats, int nseats, uint64_t seed, FILE *record,
                    game_result_t *res) {
  memset(res, 0, sizeof *res);
  int n = params ? *(const int *)params : 9;
  polymo_strategy_t seat[POLYMO_MAX_PLAYERS];
  polymo_geo_t geo;
  if (nseats < 1 || nseats > POLYMO_MAX_PLAYERS || (n != 8 && n != 9))
    return game_fail(res, -1, 0, 0, 0, _("polymo: 1 to %d players on a grid of 8 or 9"),
                     POLYMO_MAX_PLAYERS);
  for (int p = 0; p < nseats; p++) seat[p] = (polymo_strategy_t)(seats ? seats[p] : 0);
  if (polymo_geo_init(&geo, n) != 0) return game_nomem(res);
  polymo_play_one(&geo, nseats, seat, seed, record, res);
  polymo_geo_free(&geo);
  return res->status;
}

/* The series' tally counts every strategy. */
_Static_assert(POLYMO_NSTRATEGIES <= GAME_MAX_STRATEGIES, "game_tally_t: strategies");

const game_t polymo_game = {
    .name = "polymo",
    .nrules = POLYMO_NRULES,
    .rule_name = polymo_rule_name,
    .nstrategies = POLYMO_NSTRATEGIES,
    .strategy_name = polymo_strategy_name,
    .min_players = 1,
    .max_players = POLYMO_MAX_PLAYERS,
    .check = check,
    .simulate = simulate,
};
