/* players.c: simulated Polyminix games between players of equal skill, played by the rules of
 * rules.c. */
#include <config.h>

#include "games/polyminix/polyminix.h"

#include <stdio.h>
#include <string.h>

#include "games/polyminix/internal.h"

#define SIM_MAX_TURNS 1000    /* a game longer than this is a bug, not a game */
#define PROB_SCALE    1000000 /* chances drawn as a whole number of millionths */

void pmx_sim_opts_init(pmx_sim_opts_t *o) {
  memset(o, 0, sizeof *o);
  o->players = PMX_MAX_PLAYERS;
  o->games = 1000;
  o->seed = 1;
  o->in_time = 0.5;
}

/* One turn of equal players: the die rolled, the finishers in a random
 * order (face 3: each in time by chance), face 5's first card colour at
 * random; face 6 set to face 2, the face that gives the turn player the
 * most points on average. */
static void random_turn(const pmx_game_t *g, const pmx_sim_opts_t *o, uint64_t *rng,
                        pmx_turn_t *t) {
  memset(t, 0, sizeof *t);
  t->face = 1 + pmx_rnd_below(rng, PMX_TURNO_FACES);
  t->set_face = t->face == PMX_TURNO_CHOOSE ? PMX_TURNO_PODIUM : t->face;
  int order[PMX_MAX_PLAYERS], n = 0;
  for (int i = 0; i < g->nplayers; i++)
    if (g->playing[i]) order[n++] = i;
  for (int i = n - 1; i > 0; i--) {
    int j = pmx_rnd_below(rng, i + 1), x = order[i];
    order[i] = order[j];
    order[j] = x;
  }
  for (int i = 0; i < n; i++)
    if (t->set_face != PMX_TURNO_TIMED ||
        pmx_rnd_below(rng, PROB_SCALE) < (int)(o->in_time * PROB_SCALE))
      t->who[t->n++] = order[i];
  t->level = t->set_face == PMX_TURNO_OWN_DECK ? pmx_rnd_below(rng, 3) : PMX_LEVEL_NONE;
}

/* Play game number I to its end into ST; 0, or -1 when a rule refused a
 * turn (a bug) or the game did not end. */
static int play_one(const pmx_sim_opts_t *o, int i, pmx_sim_stats_t *st) {
  uint64_t rng = o->seed * PMX_STREAM_SEED_MUL ^ ((uint64_t)i + 1) * PMX_STREAM_INDEX_MUL;
  pmx_game_t g;
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
    pmx_turn_t t;
    random_turn(&g, o, &rng, &t);
    st->faces[t.face - 1]++;
    if (pmx_game_turn(&g, &t, why, sizeof why) != PMX_RULE_OK) return -1;
    if (g.winner < 0 && pmx_game_tied(&g)) tied = 1;
  }
  st->games++;
  st->turns += (uint64_t)g.turns;
  st->ties += (uint64_t)tied;
  st->wins[g.winner]++;
  for (int p = 0; p < g.nplayers; p++) st->score[p] += (uint64_t)g.score[p];
  return 0;
}

int pmx_simulate(const pmx_sim_opts_t *o, pmx_sim_stats_t *st) {
  memset(st, 0, sizeof *st);
  if (o->players < 2 || o->players > PMX_MAX_PLAYERS) return -1;
  for (int i = 0; i < o->games; i++)
    if (play_one(o, i, st) != 0) return -1;
  return 0;
}
