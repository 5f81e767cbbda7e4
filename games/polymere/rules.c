/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* rules.c: a Polymère game move by move: the deal, turns, chains of obligations, draws owed, the
 * end and the winner. */
#include <config.h>

#include <string.h>

#include "games/polymere/polymere.h"
#include "base/rng.h"

int polymere_hand_size(int nplayers) {
  return nplayers >= 5 ? 15 : 20;
}

void polymere_deal_seed(uint64_t seed, int order[POLYMERE_NTILES]) {
  uint64_t st = seed;
  for (int i = 0; i < POLYMERE_NTILES; i++) order[i] = i;
  for (int i = POLYMERE_NTILES - 1; i > 0; i--) {
    int j = (int)base_rand_below(&st, (uint32_t)i + 1);
    int x = order[i];
    order[i] = order[j], order[j] = x;
  }
}

void polymere_roll_digits(uint64_t *rng, int nplayers, int ndigits, int *digits) {
  int taken = 0, low[POLYMERE_MAX_PLAYERS], d[POLYMERE_MAX_PLAYERS][3];
  for (int s = 0; s < nplayers; s++) {
    for (int k = 0; k < ndigits; k++) {
      int v;
      do v = 1 + (int)base_rand_below(rng, 6); /* roll again a digit already taken */
      while (taken >> v & 1);
      taken |= 1 << v;
      d[s][k] = v;
    }
    for (int a = 0; a < ndigits; a++) /* a player's digits in increasing order */
      for (int c = a + 1; c < ndigits; c++)
        if (d[s][c] < d[s][a]) {
          int x = d[s][a];
          d[s][a] = d[s][c], d[s][c] = x;
        }
    low[s] = d[s][0];
  }
  /* seats in increasing order of the (lowest) digit, as the rulebook advises */
  int idx[POLYMERE_MAX_PLAYERS];
  for (int s = 0; s < nplayers; s++) idx[s] = s;
  for (int a = 0; a < nplayers; a++)
    for (int c = a + 1; c < nplayers; c++)
      if (low[idx[c]] < low[idx[a]]) {
        int x = idx[a];
        idx[a] = idx[c], idx[c] = x;
      }
  for (int s = 0; s < nplayers; s++)
    for (int k = 0; k < ndigits; k++) digits[s * ndigits + k] = d[idx[s]][k];
}

polymere_rule_t polymere_game_start(polymere_game_t *g, int nplayers, int ndigits,
                                    const int *digits, const int order[POLYMERE_NTILES]) {
  polymere_board_t keep = g->board;
  memset(g, 0, sizeof *g);
  g->board = keep;
  polymere_board_clear(&g->board);
  g->nplayers = nplayers, g->ndigits = ndigits;
  g->winner = -1;
  /* two players roll two digits each (three in the variant); more, one */
  if (nplayers < 2 || nplayers > POLYMERE_MAX_PLAYERS || ndigits < 1 || ndigits > 3 ||
      (nplayers == 2 ? ndigits == 1 : ndigits != 1))
    return POLYMERE_R_DIGITS;
  int seen = 0, low = 7;
  for (int i = 0; i < nplayers * ndigits; i++) {
    int v = digits[i];
    if (v < 1 || v > 6 || (seen >> v & 1)) return POLYMERE_R_DIGITS;
    seen |= 1 << v;
    if (v < low) low = v;
    g->digit[i / ndigits][i % ndigits] = v;
  }
  int first_low = 0;
  for (int k = 0; k < ndigits; k++)
    if (g->digit[0][k] == low) first_low = 1;
  if (!first_low) return POLYMERE_R_DIGITS;
  unsigned char have[POLYMERE_NTILES] = {0};
  for (int i = 0; i < POLYMERE_NTILES; i++) {
    if (order[i] < 0 || order[i] >= POLYMERE_NTILES || have[order[i]]) return POLYMERE_R_DEAL;
    have[order[i]] = 1;
  }
  int h = polymere_hand_size(nplayers), i = 0;
  for (int s = 0; s < nplayers; s++)
    for (int k = 0; k < h; k++, i++) g->hand[s][order[i]] = 1, g->nhand[s]++;
  for (g->npile = 0; i < POLYMERE_NTILES; i++) g->pile[g->npile++] = order[i];
  return POLYMERE_OK;
}

void polymere_game_free(polymere_game_t *g) {
  polymere_board_free(&g->board);
}

static void end_turn(polymere_game_t *g) {
  g->chain_hist[g->placed_turn]++;
  g->seat_chains[g->seat][g->placed_turn]++;
  g->turns++;
  g->owed = 0, g->in_chain = 0, g->placed_turn = 0;
  if (g->over) return;
  do /* the next seat clockwise still in */
    g->seat = (g->seat + 1) % g->nplayers;
  while (g->place[g->seat]);
}

/* Seat S has placed its last tile: its place; the first out wins, and the
 * game is over when one seat is left in. */
static void go_out(polymere_game_t *g, int s) {
  g->place[s] = ++g->nout;
  if (g->nout == 1) g->winner = s;
  if (g->nplayers - g->nout <= 1) g->over = 1;
}

unsigned polymere_fits(const polymere_board_t *b, int t, int q, int r, const int *digits, int nd,
                       int *touch) {
  int k = 0;
  if (polymere_is_joker(t))
    return polymere_board_check(b, t, 0, q, r, digits, nd, touch) == POLYMERE_OK ? 1u : 0u;
  /* the rotation is fixed by any fixed touching edge */
  for (int e = 0; e < 6; e++) {
    const polymere_cell_t *n = polymere_board_at(b, q + polymere_dq[e], r + polymere_dr[e]);
    if (!n || n->tile < 0 || !n->face[(e + 3) % 6]) continue;
    int rot = (e - polymere_tile_pos(t, n->face[(e + 3) % 6]) + 6) % 6;
    return polymere_board_check(b, t, rot, q, r, digits, nd, touch) == POLYMERE_OK ? 1u << rot : 0u;
  }
  unsigned m = 0;
  for (int rot = 0; rot < 6; rot++)
    if (polymere_board_check(b, t, rot, q, r, digits, nd, &k) == POLYMERE_OK) m |= 1u << rot;
  *touch = k;
  return m;
}

polymere_rule_t polymere_game_place(polymere_game_t *g, int t, int rot, int q, int r, int *touch) {
  *touch = 0;
  if (g->over) return POLYMERE_R_OVER;
  int s = g->seat;
  if (t < 0 || t >= POLYMERE_NTILES || !g->hand[s][t]) return POLYMERE_R_HAND;
  if (g->board.n == 0 && (q != 0 || r != 0)) return POLYMERE_R_FIRST;
  polymere_rule_t rule =
      polymere_board_check(&g->board, t, rot, q, r, g->digit[s], g->ndigits, touch);
  if (rule != POLYMERE_OK) return rule;
  polymere_board_place(&g->board, t, rot, q, r);
  g->hand[s][t] = 0, g->nhand[s]--;
  g->moves++, g->placed_turn++;
  if (!g->in_chain)
    g->owed = *touch > 0 ? *touch - 1 : 0;
  else
    g->owed += *touch - 2; /* pays one tile owed, adds its own */
  g->passes_in_row = 0;
  if (g->nhand[s] == 0 && g->owed == 0) {
    go_out(g, s);
    end_turn(g);
  } else if (g->owed > 0) {
    g->in_chain = 1;
  } else {
    end_turn(g);
  }
  return POLYMERE_OK;
}

int polymere_game_draw_due(const polymere_game_t *g) {
  int left = g->npile - g->pile_top;
  return g->owed < left ? g->owed : left;
}

polymere_rule_t polymere_game_draw(polymere_game_t *g, int n) {
  if (g->over) return POLYMERE_R_OVER;
  if (g->owed == 0 || n != polymere_game_draw_due(g)) return POLYMERE_R_DRAW;
  int s = g->seat;
  for (int i = 0; i < n; i++) {
    int t = g->pile[g->pile_top++];
    g->hand[s][t] = 1, g->nhand[s]++;
  }
  g->drawn += n;
  g->moves++;
  g->passes_in_row = 0;
  if (g->nhand[s] == 0) go_out(g, s); /* owed, but nothing left to draw */
  end_turn(g);
  return POLYMERE_OK;
}

polymere_rule_t polymere_game_pass(polymere_game_t *g) {
  if (g->over) return POLYMERE_R_OVER;
  if (g->in_chain) return POLYMERE_R_PASS;
  if (g->board.n == 0) return POLYMERE_R_FIRST;
  g->passes_in_row++;
  g->moves++;
  end_turn(g);
  return POLYMERE_OK;
}

int polymere_game_can_play(polymere_game_t *g, int s) {
  int fq[POLYMERE_NTILES * 6], fr[POLYMERE_NTILES * 6], touch;
  int nf = polymere_board_frontier(&g->board, fq, fr, POLYMERE_NTILES * 6);
  for (int t = 0; t < POLYMERE_NTILES; t++) {
    if (!g->hand[s][t]) continue;
    for (int i = 0; i < nf; i++)
      if (polymere_fits(&g->board, t, fq[i], fr[i], g->digit[s], g->ndigits, &touch)) return 1;
  }
  return 0;
}

int polymere_game_ranking(const polymere_game_t *g, int rank[POLYMERE_MAX_PLAYERS]) {
  int n = 0;
  for (int k = 1; k <= g->nout; k++) /* the seats out, in the order they went out */
    for (int s = 0; s < g->nplayers; s++)
      if (g->place[s] == k) rank[n++] = s;
  int out = n;
  for (int s = 0; s < g->nplayers; s++)
    if (!g->place[s]) rank[n++] = s;
  for (int a = out; a < n; a++) /* stable: fewest tiles, then seat order */
    for (int c = a + 1; c < n; c++)
      if (g->nhand[rank[c]] < g->nhand[rank[a]]) {
        int x = rank[c];
        for (int k = c; k > a; k--) rank[k] = rank[k - 1];
        rank[a] = x;
      }
  if (g->winner >= 0) return 1;
  int tied = 1;
  while (tied < n && g->nhand[rank[tied]] == g->nhand[rank[0]]) tied++;
  return tied;
}

int polymere_chain_owed(const int *touch, int n) {
  if (n <= 0) return 0;
  int owed = touch[0] - 1;
  for (int i = 1; i < n; i++) {
    if (owed <= 0) return -1;
    owed += touch[i] - 2;
  }
  return owed;
}
