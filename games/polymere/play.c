/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* play.c: simulated Polymère players (random, greedy for the longest chains, blocker) and whole
 * simulated games written as records. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "games/polymere/polymere.h"
#include "base/rng.h"

const char *polymere_strategy_name(int s) {
  static const char *const names[POLYMERE_NSTRATEGIES] = {"random", "greedy", "blocker"};
  return (unsigned)s < POLYMERE_NSTRATEGIES ? names[s] : "?";
}

typedef struct mv {
  int16_t t, q, r;
  int8_t rot, touch;
} mv_t;

#define MAXMOVES 8192

/* Every legal placement of seat S: the spaces are read once, the tiles of
 * the hand tried against them (the rotation follows from one fixed edge). */
static int legal_moves(polymere_game_t *g, int s, mv_t *mv, int max) {
  polymere_board_t *b = &g->board;
  int fq[POLYMERE_NTILES * 6], fr[POLYMERE_NTILES * 6];
  int nf = polymere_board_frontier(b, fq, fr, POLYMERE_NTILES * 6);
  int hand[POLYMERE_NTILES], nh = 0, joker = -1;
  for (int t = 0; t < POLYMERE_NTILES; t++)
    if (g->hand[s][t]) {
      if (polymere_is_joker(t)) {
        if (joker < 0) joker = t; /* jokers are all alike */
      } else {
        hand[nh++] = t;
      }
    }
  const int *dg = g->digit[s];
  int nd = g->ndigits, n = 0;
  for (int i = 0; i < nf && n < max; i++) {
    int q = fq[i], r = fr[i], pat[6], touch = 0, open = 0, mask = 0, dup = 0, own = 0, e0 = -1;
    for (int e = 0; e < 6; e++) {
      const polymere_cell_t *c = polymere_board_at(b, q + polymere_dq[e], r + polymere_dr[e]);
      pat[e] = 0;
      if (!c || c->tile < 0) continue;
      touch++;
      int f = c->face[(e + 3) % 6];
      if (!f) {
        open = 1;
        continue;
      }
      pat[e] = f;
      if (e0 < 0) e0 = e;
      if (mask >> f & 1) dup = 1;
      mask |= 1 << f;
      for (int k = 0; k < nd; k++) own |= dg[k] == f;
    }
    if (b->n == 0) { /* the first tile: any tile, any rotation (rotation 0) */
      for (int k = 0; k < nh && n < max; k++) mv[n++] = (mv_t){(int16_t)hand[k], 0, 0, 0, 0};
      if (joker >= 0 && n < max) mv[n++] = (mv_t){(int16_t)joker, 0, 0, 0, 0};
      return n;
    }
    if (open) { /* next to a joker's open edge: the full check */
      for (int k = 0; k < nh && n < max; k++) {
        int tc;
        unsigned m = polymere_fits(b, hand[k], q, r, dg, nd, &tc);
        for (int rot = 0; rot < 6 && n < max; rot++)
          if (m >> rot & 1)
            mv[n++] = (mv_t){(int16_t)hand[k], (int16_t)q, (int16_t)r, (int8_t)rot, (int8_t)tc};
      }
      int tc;
      if (joker >= 0 && n < max && polymere_fits(b, joker, q, r, dg, nd, &tc))
        mv[n++] = (mv_t){(int16_t)joker, (int16_t)q, (int16_t)r, 0, (int8_t)tc};
      continue;
    }
    if (dup || !own) continue;
    for (int k = 0; k < nh && n < max; k++) {
      int t = hand[k], rot = (e0 - polymere_tile_pos(t, pat[e0]) + 6) % 6, ok = 1;
      for (int e = e0 + 1; e < 6 && ok; e++)
        if (pat[e] && polymere_tile_digit_at(t, rot, e) != pat[e]) ok = 0;
      if (ok) mv[n++] = (mv_t){(int16_t)t, (int16_t)q, (int16_t)r, (int8_t)rot, (int8_t)touch};
    }
    if (joker >= 0 && n < max)
      mv[n++] = (mv_t){(int16_t)joker, (int16_t)q, (int16_t)r, 0, (int8_t)touch};
  }
  return n;
}

/* Blocker's score of a move: dead spaces it makes, open edges it leaves to
 * the others' digits (bad) and to its own (good), and chains (a little). */
static int block_score(const polymere_game_t *g, int s, const mv_t *m) {
  const polymere_board_t *b = &g->board;
  if (polymere_is_joker(m->t)) return -100; /* keeps its jokers for when nothing else fits */
  int score = 10 * (m->touch - 1);          /* chains still count most: tempo wins games */
  for (int e = 0; e < 6; e++) {
    int nq = m->q + polymere_dq[e], nr = m->r + polymere_dr[e];
    const polymere_cell_t *c = polymere_board_at(b, nq, nr);
    if (!c || c->tile >= 0) continue;
    int v = polymere_tile_digit_at(m->t, m->rot, e), mask = 1 << v, dup = 0, wasdup = 0, was = 0;
    for (int f = 0; f < 6; f++) {
      const polymere_cell_t *x = polymere_board_at(b, nq + polymere_dq[f], nr + polymere_dr[f]);
      if (!x || x->tile < 0 || !x->face[(f + 3) % 6]) continue;
      int w = x->face[(f + 3) % 6];
      if (was >> w & 1) wasdup = 1;
      was |= 1 << w;
      if (mask >> w & 1) dup = 1;
      mask |= 1 << w;
    }
    if (dup && !wasdup) {
      score += 6; /* a new dead space */
      continue;
    }
    int mine = 0;
    for (int k = 0; k < g->ndigits; k++) mine |= g->digit[s][k] == v;
    score += mine ? 1 : -3;
  }
  return score;
}

static int choose(const polymere_game_t *g, int s, polymere_strategy_t st, const mv_t *mv, int n,
                  uint64_t *rng) {
  if (st == POLYMERE_RANDOM) return (int)base_rand_below(rng, (uint32_t)n);
  int best = -1000000, nbest = 0, pick = 0;
  for (int i = 0; i < n; i++) {
    int sc = st == POLYMERE_GREEDY ? 10 * mv[i].touch - (polymere_is_joker(mv[i].t) ? 5 : 0)
                                   : block_score(g, s, &mv[i]);
    if (sc > best) best = sc, nbest = 0;
    if (sc == best && base_rand_below(rng, (uint32_t)++nbest) == 0)
      pick = i; /* uniform among the best */
  }
  return pick;
}

int polymere_simulate(int nplayers, int ndigits, const polymere_strategy_t *strat, uint64_t seed,
                      FILE *rec, polymere_sim_t *out) {
  polymere_game_t *g = calloc(1, sizeof *g);
  mv_t *mv = malloc(sizeof *mv * MAXMOVES);
  if (!g || !mv || polymere_board_init(&g->board) != 0) {
    if (g) polymere_game_free(g);
    free(g), free(mv);
    return -1;
  }
  uint64_t rng = seed ^ 0x706f6c796d657265ULL; /* "polymere" */
  int digits[18], order[POLYMERE_NTILES];
  polymere_roll_digits(&rng, nplayers, ndigits, digits);
  polymere_deal_seed(seed, order);
  polymere_game_start(g, nplayers, ndigits, digits, order);
  if (rec) {
    fprintf(rec, "polymere 1\n# simulated game, seed %llu:", (unsigned long long)seed);
    for (int s = 0; s < nplayers; s++) fprintf(rec, " %s", polymere_strategy_name(strat[s]));
    fprintf(rec, "\nplayers %d\ndigits", nplayers);
    for (int s = 0; s < nplayers; s++)
      for (int k = 0; k < ndigits; k++)
        fprintf(rec, "%c%d", k ? ',' : ' ', digits[s * ndigits + k]);
    fprintf(rec, "\ndeal seed %llu\n", (unsigned long long)seed);
  }
  int blocked = 0;
  while (!g->over) {
    int s = g->seat;
    int n = legal_moves(g, s, mv, MAXMOVES);
    if (n == 0) {
      if (g->in_chain) {
        int due = polymere_game_draw_due(g);
        if (rec) fprintf(rec, "%d draw %d\n", s + 1, due);
        polymere_game_draw(g, due);
      } else {
        if (rec) fprintf(rec, "%d pass\n", s + 1);
        polymere_game_pass(g);
        if (g->passes_in_row >= nplayers - g->nout) { /* a round without a move: nobody can */
          blocked = 1;
          g->over = 1;
          if (rec) fprintf(rec, "end\n");
        }
      }
      continue;
    }
    const mv_t *m = &mv[choose(g, s, strat[s], mv, n, &rng)];
    if (rec) {
      char name[8];
      if (polymere_is_joker(m->t))
        fprintf(rec, "%d place J %d,%d\n", s + 1, m->q, m->r);
      else
        fprintf(rec, "%d place %s %d,%d r%d\n", s + 1, polymere_tile_name(m->t, name), m->q, m->r,
                m->rot);
    }
    int touch;
    if (polymere_game_place(g, m->t, m->rot, m->q, m->r, &touch) != POLYMERE_OK)
      abort(); /* a move generator bug */
  }
  if (out) {
    memset(out, 0, sizeof *out);
    int rank[POLYMERE_MAX_PLAYERS];
    out->tied = polymere_game_ranking(g, rank);
    out->winner = rank[0];
    memcpy(out->rank, rank, sizeof out->rank);
    out->blocked = blocked;
    out->turns = g->turns;
    out->placed = g->board.n;
    out->drawn = g->drawn;
    memcpy(out->chain_hist, g->chain_hist, sizeof out->chain_hist);
    memcpy(out->seat_chains, g->seat_chains, sizeof out->seat_chains);
  }
  polymere_game_free(g);
  free(g), free(mv);
  return 0;
}
