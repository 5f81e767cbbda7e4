/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* endgame.c: exact best play from a placement position: alpha-beta for two players, max^n for three
 * or four. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "games/polyssimo/polyssimo.h"

/* ---- Endgame --------------------------------------------------------------- */

typedef struct eg_entry {
  uint64_t key[3], hands,
      extra;           /* extra: turn, stopped, order of last placements; 0 = empty slot */
  int8_t winner, flag; /* flag (alpha-beta): 1 exact, 2 lower bound, 3 upper bound */
  int16_t left[POLYSSIMO_MAX_PLAYERS];
  int16_t val; /* alpha-beta: value for player 1 */
  int move;
} eg_entry_t;

typedef struct eg_ctx {
  eg_entry_t *tab;
  size_t mask;
  uint64_t nodes, max_nodes;
  int aborted;
  int *movebuf; /* per depth: geo->nplace ints */
  int depth_cap;
} eg_ctx_t;

/* Position key beyond the bitboard: hands (pieces placed are known from
 * the cells? no: which piece went where matters for who holds what, so
 * the hands are hashed), whose turn, who stopped, and the order of the
 * players' last placements (the tie-break). */
static uint64_t eg_extra(const polyssimo_game_t *s) {
  uint64_t e = 1 | (uint64_t)s->turn << 1 | (uint64_t)s->stopped << 4;
  for (int p = 0; p < s->nplayers; p++) {
    int rank = 0;
    for (int q = 0; q < s->nplayers; q++)
      if (s->last_place[q] < s->last_place[p]) rank++;
    if (s->last_place[p] < 0) rank = 7;
    e |= (uint64_t)rank << (8 + 3 * p);
  }
  return e;
}

static uint64_t eg_hands(const polyssimo_game_t *s) {
  uint64_t h = 0;
  for (int p = 0; p < s->nplayers; p++) h ^= s->hand[p] * (0x9e3779b97f4a7c15ULL + 2 * (uint64_t)p);
  return h;
}

static int payoff(int winner, const int *left, int p) {
  return (winner == p ? 1000 : 0) - left[p];
}

/* Returns 0 on success (result in *E), -1 when aborted. */
static int eg_solve(eg_ctx_t *c, const polyssimo_game_t *s, int depth, eg_entry_t *res) {
  if (s->phase == POLYSSIMO_OVER) {
    res->winner = (int8_t)polyssimo_game_winner(s);
    for (int p = 0; p < POLYSSIMO_MAX_PLAYERS; p++)
      res->left[p] = (int16_t)(p < s->nplayers ? polyssimo_game_score(s, p) : 0);
    res->move = -1;
    return 0;
  }
  if (c->max_nodes && c->nodes >= c->max_nodes) return -1;
  c->nodes++;
  uint64_t extra = eg_extra(s), hands = eg_hands(s);
  uint64_t hsh = s->occ.w[0] * 0xff51afd7ed558ccdULL ^ s->occ.w[1] * 0xc4ceb9fe1a85ec53ULL ^
                 s->occ.w[2] * 0x2545f4914f6cdd1dULL ^ hands ^ extra * 0x9e3779b97f4a7c15ULL;
  hsh ^= hsh >> 29;
  size_t slot = (size_t)hsh & c->mask;
  for (size_t probe = 0; probe < 16; probe++) {
    eg_entry_t *e = &c->tab[(slot + probe) & c->mask];
    if (!e->extra) break;
    if (e->extra == extra && e->hands == hands && !memcmp(e->key, s->occ.w, sizeof e->key)) {
      *res = *e;
      return 0;
    }
  }
  if (depth >= c->depth_cap) return -1;
  int *moves = c->movebuf + (size_t)depth * (size_t)s->geo->nplace;
  int n = polyssimo_game_moves(s, moves);
  int me = s->turn;
  eg_entry_t best;
  memset(&best, 0, sizeof best);
  int have = 0;
  if (n == 0) {
    polyssimo_game_t t = *s;
    polyssimo_game_stop(&t, me);
    if (eg_solve(c, &t, depth + 1, &best) != 0) return -1;
    best.move = -1;
    have = 1;
  }
  for (int m = 0; m < n; m++) {
    polyssimo_game_t t = *s;
    polyssimo_game_place(&t, me, moves[m]);
    eg_entry_t r;
    if (eg_solve(c, &t, depth + 1, &r) != 0) return -1;
    int lb[POLYSSIMO_MAX_PLAYERS], lr[POLYSSIMO_MAX_PLAYERS];
    for (int p = 0; p < POLYSSIMO_MAX_PLAYERS; p++) lb[p] = best.left[p], lr[p] = r.left[p];
    if (!have || payoff(r.winner, lr, me) > payoff(best.winner, lb, me)) {
      best = r;
      best.move = moves[m];
      have = 1;
    }
  }
  memcpy(best.key, s->occ.w, sizeof best.key);
  best.hands = hands;
  best.extra = extra;
  for (size_t probe = 0; probe < 16; probe++) {
    eg_entry_t *e = &c->tab[(slot + probe) & c->mask];
    if (!e->extra || probe == 15) {
      *e = best;
      break;
    }
  }
  *res = best;
  return 0;
}

/* ---- Two players: alpha-beta on one number, from player 1's side:
 * +-1000 for a win or a loss, plus the squares player 2 has left minus
 * player 1's. Each player maximises their own side of it: winning first,
 * then the margin. */

#define AB_INF 30000

static int ab_leaf(const polyssimo_game_t *s) {
  return (polyssimo_game_winner(s) == 0 ? 1000 : -1000) + polyssimo_game_score(s, 1) -
         polyssimo_game_score(s, 0);
}

static eg_entry_t *ab_probe(eg_ctx_t *c, const polyssimo_game_t *s, uint64_t *extra,
                            uint64_t *hands, size_t *slot) {
  *extra = eg_extra(s), *hands = eg_hands(s);
  uint64_t hsh = s->occ.w[0] * 0xff51afd7ed558ccdULL ^ s->occ.w[1] * 0xc4ceb9fe1a85ec53ULL ^
                 s->occ.w[2] * 0x2545f4914f6cdd1dULL ^ *hands ^ *extra * 0x9e3779b97f4a7c15ULL;
  hsh ^= hsh >> 29;
  *slot = (size_t)hsh & c->mask;
  for (size_t probe = 0; probe < 8; probe++) {
    eg_entry_t *e = &c->tab[(*slot + probe) & c->mask];
    if (!e->extra) return NULL;
    if (e->extra == *extra && e->hands == *hands && !memcmp(e->key, s->occ.w, sizeof e->key))
      return e;
  }
  return NULL;
}

static void ab_store(eg_ctx_t *c, const polyssimo_game_t *s, uint64_t extra, uint64_t hands,
                     size_t slot, int val, int flag, int move) {
  eg_entry_t *dst = NULL;
  for (size_t probe = 0; probe < 8; probe++) {
    eg_entry_t *e = &c->tab[(slot + probe) & c->mask];
    if (!e->extra ||
        (e->extra == extra && e->hands == hands && !memcmp(e->key, s->occ.w, sizeof e->key))) {
      dst = e;
      break;
    }
  }
  if (!dst) dst = &c->tab[(slot + (extra & 7)) & c->mask]; /* replace one */
  memcpy(dst->key, s->occ.w, sizeof dst->key);
  dst->hands = hands, dst->extra = extra;
  dst->val = (int16_t)val, dst->flag = (int8_t)flag, dst->move = move;
}

/* Returns the value, or -AB_INF-1 when the budget ran out. */
static int ab_search(eg_ctx_t *c, const polyssimo_game_t *s, int alpha, int beta, int depth,
                     int *bestmove) {
  *bestmove = -1;
  if (s->phase == POLYSSIMO_OVER) return ab_leaf(s);
  if ((c->max_nodes && c->nodes >= c->max_nodes) || depth >= c->depth_cap) return -AB_INF - 1;
  c->nodes++;
  uint64_t extra, hands;
  size_t slot;
  eg_entry_t *e = ab_probe(c, s, &extra, &hands, &slot);
  int ttmove = -1;
  if (e) {
    ttmove = e->move;
    if (e->flag == 1) return *bestmove = e->move, e->val;
    if (e->flag == 2 && e->val > alpha) alpha = e->val;
    if (e->flag == 3 && e->val < beta) beta = e->val;
    if (alpha >= beta) return *bestmove = e->move, e->val;
  }
  int a0 = alpha, b0 = beta, maxing = s->turn == 0;
  int *moves = c->movebuf + (size_t)depth * (size_t)s->geo->nplace;
  int n = polyssimo_game_moves(s, moves), best = maxing ? -AB_INF : AB_INF, bm = -1;
  if (n == 0) {
    polyssimo_game_t t = *s;
    polyssimo_game_stop(&t, s->turn);
    int dummy;
    best = ab_search(c, &t, alpha, beta, depth + 1, &dummy);
    if (best == -AB_INF - 1) return best;
  } else {
    /* Order: the table's move, then bigger pieces first. */
    const polyssimo_geo_t *g = s->geo;
    for (int i = 1; i < n; i++) {
      int m = moves[i], j = i;
      while (j > 0 && g->size[g->place[moves[j - 1]].piece] < g->size[g->place[m].piece])
        moves[j] = moves[j - 1], j--;
      moves[j] = m;
    }
    for (int i = 0; i < n; i++)
      if (moves[i] == ttmove) {
        memmove(moves + 1, moves, sizeof *moves * (size_t)i);
        moves[0] = ttmove;
        break;
      }
    for (int i = 0; i < n; i++) {
      polyssimo_game_t t = *s;
      polyssimo_game_place(&t, s->turn, moves[i]);
      int dummy, v = ab_search(c, &t, alpha, beta, depth + 1, &dummy);
      if (v == -AB_INF - 1) return v;
      if (maxing ? v > best : v < best) best = v, bm = moves[i];
      if (maxing && v > alpha) alpha = v;
      if (!maxing && v < beta) beta = v;
      if (alpha >= beta) break;
    }
  }
  int flag = best <= a0 ? 3 : best >= b0 ? 2 : 1;
  ab_store(c, s, extra, hands, slot, best, flag, bm);
  *bestmove = bm;
  return best;
}

static int endgame_two(eg_ctx_t *c, const polyssimo_game_t *s, polyssimo_endgame_t *out) {
  int bm;
  int v = ab_search(c, s, -AB_INF, AB_INF, 0, &bm);
  if (v == -AB_INF - 1) return 0;
  out->move = bm;
  /* Follow a line of best play to the end for the squares left: at each
   * position a move whose exact value is V. */
  polyssimo_game_t t = *s;
  while (t.phase != POLYSSIMO_OVER) {
    int *moves = c->movebuf + (size_t)(c->depth_cap - 1) * (size_t)s->geo->nplace;
    int n = polyssimo_game_moves(&t, moves), found = 0;
    if (n == 0) {
      polyssimo_game_stop(&t, t.turn);
      continue;
    }
    for (int i = 0; i < n && !found; i++) {
      polyssimo_game_t u = t;
      polyssimo_game_place(&u, t.turn, moves[i]);
      int d, w = ab_search(c, &u, v - 1, v + 1, 0, &d);
      if (w == -AB_INF - 1) return 0;
      if (w == v) t = u, found = 1;
    }
    if (!found) return -1; /* cannot happen: some move keeps the value */
  }
  out->winner = polyssimo_game_winner(&t);
  for (int p = 0; p < POLYSSIMO_MAX_PLAYERS; p++)
    out->left[p] = p < t.nplayers ? polyssimo_game_score(&t, p) : 0;
  out->value = v;
  return 1;
}

int polyssimo_endgame_solve(const polyssimo_game_t *s, uint64_t max_nodes,
                            polyssimo_endgame_t *out) {
  memset(out, 0, sizeof *out);
  if (s->phase == POLYSSIMO_DRAFT) return -1;
  eg_ctx_t c;
  memset(&c, 0, sizeof c);
  /* Transposition table: 2^20 entries (64 MB) on a full board, far fewer
   * on small ones (tests solve many small endgames). */
  int bits = 10 + (s->geo->ncells / 10 < 10 ? s->geo->ncells / 10 : 10);
  while (max_nodes && bits > 10 && ((uint64_t)1 << (bits - 1)) > 2 * max_nodes) bits--;
  c.mask = ((size_t)1 << bits) - 1;
  c.tab = calloc(c.mask + 1, sizeof *c.tab);
  c.depth_cap = s->geo->npieces + POLYSSIMO_MAX_PLAYERS + 3;
  c.movebuf =
      malloc((size_t)c.depth_cap * (size_t)(s->geo->nplace ? s->geo->nplace : 1) * sizeof(int));
  c.max_nodes = max_nodes;
  if (!c.tab || !c.movebuf) {
    free(c.tab);
    free(c.movebuf);
    return -1;
  }
  if (s->nplayers == 2) {
    int r2 = endgame_two(&c, s, out);
    out->nodes = c.nodes;
    free(c.tab);
    free(c.movebuf);
    if (r2 == 1 && s->phase == POLYSSIMO_OVER) out->move = -1;
    return r2;
  }
  eg_entry_t r;
  int rc = eg_solve(&c, s, 0, &r);
  out->nodes = c.nodes;
  free(c.tab);
  free(c.movebuf);
  if (rc != 0) return 0;
  out->move = s->phase == POLYSSIMO_OVER ? -1 : r.move;
  out->winner = r.winner;
  for (int p = 0; p < POLYSSIMO_MAX_PLAYERS; p++) out->left[p] = r.left[p];
  return 1;
}
