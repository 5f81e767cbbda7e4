/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* players.c: the computer players (random, greedy, Monte Carlo) and one whole game between them. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "games/polyssimo/polyssimo.h"

/* ---- Computer players ---------------------------------------------------- */

static const char *const strategy_names[POLYSSIMO_NSTRATEGIES] = {"random", "greedy", "mc"};
const char *polyssimo_strategy_name(int st) {
  return (unsigned)st < POLYSSIMO_NSTRATEGIES ? strategy_names[st] : "?";
}
int polyssimo_strategy_parse(const char *name) {
  for (int i = 0; i < POLYSSIMO_NSTRATEGIES; i++)
    if (!strcmp(name, strategy_names[i])) return i;
  return -1;
}

/* A random fitting placement of the player to move (pieces in random
 * order, each scanned from a random start), or -1. Not uniform; cheap. */
static int quick_random_move(const polyssimo_game_t *s, polyssimo_rng_t *rng) {
  const polyssimo_geo_t *g = s->geo;
  int pcs[POLYSSIMO_MAX_PIECES], n = 0;
  uint64_t h = s->hand[s->turn];
  while (h) {
    pcs[n++] = __builtin_ctzll(h);
    h &= h - 1;
  }
  for (int k = n; k > 0; k--) {
    int j = (int)polyssimo_rng_below(rng, (uint32_t)k);
    int i = pcs[j];
    pcs[j] = pcs[k - 1];
    int a = g->start[i], m = g->start[i + 1] - a;
    if (m <= 0) continue;
    int off = (int)polyssimo_rng_below(rng, (uint32_t)m);
    for (int t = 0; t < m; t++) {
      int id = a + (off + t) % m;
      if (!base_bb_meets(&g->place[id].bb, &s->occ)) return id;
    }
  }
  return -1;
}

static int perimeter(const shape_t *sh) {
  int adj = 0;
  for (int i = 0; i < sh->n; i++)
    for (int j = i + 1; j < sh->n; j++) {
      int dx = abs(sh->c[i].x - sh->c[j].x), dy = abs(sh->c[i].y - sh->c[j].y);
      if (dx + dy == 1) adj++;
    }
  return 4 * sh->n - 2 * adj;
}

/* Greedy draft: the smallest, most compact piece (random among equals). */
static int greedy_draft(const polyssimo_game_t *s, polyssimo_rng_t *rng) {
  const polyssimo_geo_t *g = s->geo;
  int best = -1, bestkey = 0, ties = 0;
  for (int i = 0; i < g->npieces; i++) {
    if (!polyssimo_game_draft_legal(s, s->turn, i)) continue;
    int key = g->size[i] * 1000 + perimeter(&g->pieces[i].shape);
    if (best < 0 || key < bestkey)
      best = i, bestkey = key, ties = 1;
    else if (key == bestkey && polyssimo_rng_below(rng, (uint32_t)++ties) == 0)
      best = i;
  }
  return best;
}

/* What the greedy player knows of a position: up to NW pairwise disjoint
 * fitting placements per piece (a move that misses one of them leaves the
 * piece placeable without a rescan), and the mover's footprints: places
 * that fit one of the mover's pieces and that no fitting placement of an
 * opponent's piece touches. A piece with a footprint is safe: keep it for
 * last, and do not fill its footprint with another piece. */
enum { NW = 4 };
typedef struct greedy_view {
  int me, nopp, owner[POLYSSIMO_MAX_PIECES];
  int witness[POLYSSIMO_MAX_PIECES][NW], nwit[POLYSSIMO_MAX_PIECES];
  int foot[POLYSSIMO_MAX_PIECES][NW], nfoot[POLYSSIMO_MAX_PIECES];
  uint64_t live, own_live;
  polyssimo_bb_t blocked; /* covered, or within an opponent's reach */
} greedy_view_t;

/* Up to NW disjoint placements of piece I missing TAKEN into OUT. */
static int disjoint_fits(const polyssimo_geo_t *g, int i, polyssimo_bb_t taken, int *out) {
  int k = 0;
  for (int j = g->start[i]; j < g->start[i + 1] && k < NW; j++)
    if (!base_bb_meets(&g->place[j].bb, &taken)) {
      out[k++] = j;
      base_bb_or(&taken, &g->place[j].bb);
    }
  return k;
}

static void greedy_view(const polyssimo_game_t *s, greedy_view_t *v) {
  const polyssimo_geo_t *g = s->geo;
  v->me = s->turn, v->live = 0, v->nopp = 0;
  for (int p = 0; p < s->nplayers; p++) {
    if (p != v->me && !((s->stopped >> p) & 1)) v->nopp++;
    uint64_t h = s->hand[p];
    while (h) {
      int i = __builtin_ctzll(h);
      h &= h - 1;
      v->owner[i] = p;
      v->nwit[i] = disjoint_fits(g, i, s->occ, v->witness[i]);
      if (v->nwit[i]) v->live |= (uint64_t)1 << i;
    }
  }
  if (v->nopp == 0) v->nopp = 1;
  polyssimo_bb_t opp_reach; /* the squares opponents can still cover */
  memset(&opp_reach, 0, sizeof opp_reach);
  for (int p = 0; p < s->nplayers; p++) {
    if (p == v->me || ((s->stopped >> p) & 1)) continue;
    uint64_t h = s->hand[p] & v->live;
    while (h) {
      int i = __builtin_ctzll(h);
      h &= h - 1;
      for (int j = g->start[i]; j < g->start[i + 1]; j++)
        if (!base_bb_meets(&g->place[j].bb, &s->occ)) base_bb_or(&opp_reach, &g->place[j].bb);
    }
  }
  v->blocked = s->occ;
  base_bb_or(&v->blocked, &opp_reach);
  v->own_live = s->hand[v->me] & v->live;
  uint64_t h = v->own_live;
  while (h) {
    int i = __builtin_ctzll(h);
    h &= h - 1;
    v->nfoot[i] = disjoint_fits(g, i, v->blocked, v->foot[i]);
  }
}

/* The squares of the mover's own (*OWN) and the opponents' (*OPP) live
 * pieces that no longer fit after move MV. */
static void lost_after(const polyssimo_game_t *s, const greedy_view_t *v,
                       const polyssimo_place_t *mv, double *own, double *opp) {
  const polyssimo_geo_t *g = s->geo;
  polyssimo_bb_t occ2 = s->occ;
  base_bb_or(&occ2, &mv->bb);
  *own = 0, *opp = 0;
  uint64_t l = v->live & ~((uint64_t)1 << mv->piece);
  while (l) {
    int i = __builtin_ctzll(l);
    l &= l - 1;
    int fits = 0;
    for (int k = 0; k < v->nwit[i] && !fits; k++)
      fits = !base_bb_meets(&g->place[v->witness[i][k]].bb, &mv->bb);
    if (fits) continue;
    for (int j = g->start[i]; j < g->start[i + 1]; j++)
      if (!base_bb_meets(&g->place[j].bb, &occ2)) {
        fits = 1;
        break;
      }
    if (fits) continue;
    if (v->owner[i] == v->me)
      *own += g->size[i];
    else if (!((s->stopped >> v->owner[i]) & 1))
      *opp += g->size[i];
  }
}

/* The squares of the mover's pieces with a footprint still after MV. */
static double safe_after(const polyssimo_game_t *s, const greedy_view_t *v,
                         const polyssimo_place_t *mv) {
  const polyssimo_geo_t *g = s->geo;
  double safe = 0;
  uint64_t h = v->own_live & ~((uint64_t)1 << mv->piece);
  while (h) {
    int i = __builtin_ctzll(h);
    h &= h - 1;
    if (!v->nfoot[i]) continue;
    int ok = 0;
    for (int k = 0; k < v->nfoot[i] && !ok; k++)
      ok = !base_bb_meets(&g->place[v->foot[i][k]].bb, &mv->bb);
    if (!ok) {
      polyssimo_bb_t b2 = v->blocked;
      base_bb_or(&b2, &mv->bb);
      for (int j = g->start[i]; j < g->start[i + 1] && !ok; j++)
        ok = !base_bb_meets(&g->place[j].bb, &b2);
    }
    if (ok) safe += g->size[i];
  }
  return safe;
}

/* Greedy evaluation of the moves of the player to move: squares of the
 * opponents' pieces that no longer fit (averaged over opponents) minus
 * the mover's own, plus the mover's pieces kept safe in footprints, plus
 * a little for a big piece placed now. Fills SCORE for MOVES[0..N-1]. */
#ifndef FOOTPRINT_WEIGHT
#define FOOTPRINT_WEIGHT 0.6
#endif
static void greedy_scores(const polyssimo_game_t *s, const int *moves, int n, double *score) {
  const polyssimo_geo_t *g = s->geo;
  greedy_view_t v;
  greedy_view(s, &v);
  for (int m = 0; m < n; m++) {
    const polyssimo_place_t *mv = &g->place[moves[m]];
    double own, opp;
    lost_after(s, &v, mv, &own, &opp);
    double safe = safe_after(s, &v, mv);
    score[m] = opp / v.nopp - own + FOOTPRINT_WEIGHT * safe + 0.1 * g->size[mv->piece];
  }
}

/* The mc player tries an exact endgame search (two players) when it has at
 * most this many moves, within this many positions. */
#define POLYSSIMO_MC_ENDGAME_MOVES  40
#define POLYSSIMO_MC_ENDGAME_BUDGET 5000

static int random_playout_winner(polyssimo_game_t *t, polyssimo_rng_t *rng) {
  while (t->phase == POLYSSIMO_PLACE) {
    int id = quick_random_move(t, rng);
    if (id < 0)
      polyssimo_game_stop(t, t->turn);
    else
      polyssimo_game_place(t, t->turn, id);
  }
  return polyssimo_game_winner(t);
}

/* Monte Carlo: the best CANDIDATES of the N MOVES by the greedy SCORE
 * (random among equals: shuffle first, then a stable partial selection),
 * each judged by PLAYOUTS random playouts. */
static int mc_choose(const polyssimo_game_t *s, int *moves, double *score, int n,
                     const polyssimo_mc_opts_t *mc, polyssimo_rng_t *rng) {
  int best = -1;
  int K = mc && mc->candidates > 0 ? mc->candidates : 8;
  int P = mc && mc->playouts > 0 ? mc->playouts : 24;
  for (int m = n - 1; m > 0; m--) {
    int j = (int)polyssimo_rng_below(rng, (uint32_t)(m + 1));
    int tm = moves[m];
    double ts = score[m];
    moves[m] = moves[j], score[m] = score[j];
    moves[j] = tm, score[j] = ts;
  }
  if (K > n) K = n;
  for (int k = 0; k < K; k++) {
    int b = k;
    for (int m = k + 1; m < n; m++)
      if (score[m] > score[b]) b = m;
    int tm = moves[k];
    double ts = score[k];
    moves[k] = moves[b], score[k] = score[b];
    moves[b] = tm, score[b] = ts;
  }
  double bestv = -1e18;
  int me = s->turn;
  for (int k = 0; k < K; k++) {
    double v = 0;
    for (int p = 0; p < P; p++) {
      polyssimo_game_t t = *s;
      polyssimo_game_place(&t, me, moves[k]);
      int w = random_playout_winner(&t, rng);
      v += (w == me ? 1000.0 : 0.0) - polyssimo_game_score(&t, me);
    }
    v += score[k] * 0.01; /* greedy view breaks ties */
    if (v > bestv) bestv = v, best = moves[k];
  }
  return best;
}

int polyssimo_choose(const polyssimo_game_t *s, polyssimo_strategy_t st,
                     const polyssimo_mc_opts_t *mc, polyssimo_rng_t *rng, int *is_place) {
  const polyssimo_geo_t *g = s->geo;
  *is_place = 0;
  if (s->phase == POLYSSIMO_DRAFT) {
    if (st == POLYSSIMO_RANDOM) {
      uint64_t legal = 0;
      for (int i = 0; i < g->npieces; i++)
        if (polyssimo_game_draft_legal(s, s->turn, i)) legal |= (uint64_t)1 << i;
      int c = __builtin_popcountll(legal), k = (int)polyssimo_rng_below(rng, (uint32_t)c);
      uint64_t p = legal;
      while (k--) p &= p - 1;
      return __builtin_ctzll(p);
    }
    return greedy_draft(s, rng);
  }
  if (s->phase != POLYSSIMO_PLACE) return -1;
  *is_place = 1;
  if (st == POLYSSIMO_RANDOM) return quick_random_move(s, rng);
  int *moves = malloc((size_t)(g->nplace ? g->nplace : 1) * sizeof *moves);
  double *score = malloc((size_t)(g->nplace ? g->nplace : 1) * sizeof *score);
  int best = -1, n = 0;
  if (!moves || !score) goto out;
  n = polyssimo_game_moves(s, moves);
  if (n == 0) goto out;
  greedy_scores(s, moves, n, score);
  if (st == POLYSSIMO_GREEDY || n == 1) {
    int ties = 0;
    for (int m = 0; m < n; m++) {
      if (best < 0 || score[m] > score[best])
        best = m, ties = 1;
      else if (score[m] == score[best] && polyssimo_rng_below(rng, (uint32_t)++ties) == 0)
        best = m;
    }
    best = moves[best];
    goto out;
  }
  /* Two players near the end: exact play when a small search settles it. */
  if (s->nplayers == 2 && n <= POLYSSIMO_MC_ENDGAME_MOVES) {
    polyssimo_endgame_t eg;
    if (polyssimo_endgame_solve(s, POLYSSIMO_MC_ENDGAME_BUDGET, &eg) == 1 && eg.move >= 0) {
      best = eg.move;
      goto out;
    }
  }
  best = mc_choose(s, moves, score, n, mc, rng);
out:
  free(moves);
  free(score);
  return best;
}

int polyssimo_play_game(const polyssimo_geo_t *g, int nplayers, const polyssimo_strategy_t *st,
                        const polyssimo_mc_opts_t *mc, uint64_t seed, polyssimo_game_t *final,
                        FILE *out) {
  return polyssimo_play_game_rules(g, nplayers, st, mc, NULL, seed, final, out);
}

int polyssimo_play_game_rules(const polyssimo_geo_t *g, int nplayers,
                              const polyssimo_strategy_t *st, const polyssimo_mc_opts_t *mc,
                              const polyssimo_rules_t *rules, uint64_t seed,
                              polyssimo_game_t *final, FILE *out) {
  polyssimo_game_t s;
  polyssimo_rng_t rng = {seed};
  if (polyssimo_game_init(&s, g, nplayers) != 0) return -1;
  if (rules && polyssimo_game_set_rules(&s, rules) != 0) return -1;
  if (out) {
    char names[128] = "";
    for (int p = 0; p < nplayers; p++) {
      strcat(names, p ? "," : "");
      strcat(names, polyssimo_strategy_name(st[p]));
    }
    polyssimo_record_header(out, g, nplayers, names);
    polyssimo_record_rules(out, &s);
  }
  while (s.phase != POLYSSIMO_OVER) {
    int is_place, p = s.turn;
    int mv = polyssimo_choose(&s, st[p], mc, &rng, &is_place);
    if (!is_place) {
      if (mv < 0 || polyssimo_game_draft(&s, p, mv) != POLYSSIMO_RULE_NONE) return -1;
      if (out) fprintf(out, "draft %d %s\n", p + 1, g->pieces[mv].name);
    } else if (mv < 0) {
      if (polyssimo_game_stop(&s, p) != POLYSSIMO_RULE_NONE) return -1;
      if (out) fprintf(out, "stop %d\n", p + 1);
    } else {
      if (polyssimo_game_place(&s, p, mv) != POLYSSIMO_RULE_NONE) return -1;
      const polyssimo_place_t *pl = &g->place[mv];
      if (out)
        fprintf(out, "place %d %s %d %d %d\n", p + 1, g->pieces[pl->piece].name, pl->orient, pl->x,
                pl->y);
    }
  }
  int w = polyssimo_game_winner(&s);
  if (out) fprintf(out, "result %d\n", w + 1);
  if (final) *final = s;
  return w;
}
