/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* players.c: simulated Polyminix games between players of equal skill, played by the rules of
 * rules.c. */
#include <config.h>

#include "games/polyminix/polyminix.h"

#include <stdio.h>
#include <string.h>

#include "games/polyminix/internal.h"

#define SIM_MAX_TURNS 1000    /* a game longer than this is a bug, not a game */
#define PROB_SCALE    1000000 /* chances drawn as a whole number of millionths */

void polyminix_sim_opts_init(polyminix_sim_opts_t *o) {
  memset(o, 0, sizeof *o);
  o->players = POLYMINIX_MAX_PLAYERS;
  o->games = 1000;
  o->seed = 1;
  o->in_time = 0.5;
}

/* One turn of equal players: the die rolled, the finishers in a random
 * order (face 3: each in time by chance), face 5's first card colour at
 * random; face 6 set to face 2, the face that gives the turn player the
 * most points on average. */
static void random_turn(const polyminix_game_t *g, const polyminix_sim_opts_t *o, uint64_t *rng,
                        polyminix_turn_t *t) {
  memset(t, 0, sizeof *t);
  t->face = 1 + polyminix_rnd_below(rng, POLYMINIX_TURNO_FACES);
  t->set_face = t->face == POLYMINIX_TURNO_CHOOSE ? POLYMINIX_TURNO_PODIUM : t->face;
  int order[POLYMINIX_MAX_PLAYERS], n = 0;
  for (int i = 0; i < g->nplayers; i++)
    if (g->playing[i]) order[n++] = i;
  for (int i = n - 1; i > 0; i--) {
    int j = polyminix_rnd_below(rng, i + 1), x = order[i];
    order[i] = order[j];
    order[j] = x;
  }
  for (int i = 0; i < n; i++)
    if (t->set_face != POLYMINIX_TURNO_TIMED ||
        polyminix_rnd_below(rng, PROB_SCALE) < (int)(o->in_time * PROB_SCALE))
      t->who[t->n++] = order[i];
  t->level =
      t->set_face == POLYMINIX_TURNO_OWN_DECK ? polyminix_rnd_below(rng, 3) : POLYMINIX_LEVEL_NONE;
}

/* Play game number I to its end into ST; 0, or -1 when a rule refused a
 * turn (a bug) or the game did not end. */
static int play_one(const polyminix_sim_opts_t *o, int i, polyminix_sim_stats_t *st) {
  uint64_t rng =
      o->seed * POLYMINIX_STREAM_SEED_MUL ^ ((uint64_t)i + 1) * POLYMINIX_STREAM_INDEX_MUL;
  polyminix_game_t g;
  memset(&g, 0, sizeof g);
  g.nplayers = o->players;
  g.winner = -1;
  for (int p = 0; p < g.nplayers; p++) {
    g.playing[p] = 1;
    snprintf(g.names[p], sizeof g.names[p], "seat%d", p + 1);
  }
  int tied = 0;
  char why[200];
  while (g.winner < 0) {
    if (g.turns >= SIM_MAX_TURNS) return -1;
    polyminix_turn_t t;
    random_turn(&g, o, &rng, &t);
    st->faces[t.face - 1]++;
    if (polyminix_game_turn(&g, &t, why, sizeof why) != POLYMINIX_RULE_OK) return -1;
    if (g.winner < 0 && polyminix_game_tied(&g)) tied = 1;
  }
  st->games++;
  st->turns += (uint64_t)g.turns;
  st->ties += (uint64_t)tied;
  st->wins[g.winner]++;
  for (int p = 0; p < g.nplayers; p++) st->score[p] += (uint64_t)g.score[p];
  return 0;
}

int polyminix_simulate(const polyminix_sim_opts_t *o, polyminix_sim_stats_t *st) {
  memset(st, 0, sizeof *st);
  if (o->players < 2 || o->players > POLYMINIX_MAX_PLAYERS) return -1;
  for (int i = 0; i < o->games; i++)
    if (play_one(o, i, st) != 0) return -1;
  return 0;
}
