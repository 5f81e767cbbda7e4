/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* players.c: simulated Polymo players (random, greedy, lookahead) and whole games played by them.
 */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "base/bits.h"
#include "games/polymo/movegen.h"
#include "base/rng.h"

typedef struct rng {
  uint64_t s;
} rng_t;
static int rng_below(rng_t *r, int n) {
  return (int)base_rand_below(&r->s, (uint32_t)n);
}

const char *polymo_strategy_name(int s) {
  static const char *const names[] = {"random", "greedy", "lookahead"};
  return (s >= 0 && s < POLYMO_NSTRATEGIES) ? names[s] : "?";
}

/* held[k]: shape k crossed off, or the shape of a planned figure (holder[k]
 * that figure, -1 for crossed). */
static void holders(const polymo_sheet_t *s, int holder[POLYMO_NSHAPES]) {
  for (int k = 0; k < POLYMO_NSHAPES; k++) holder[k] = s->crossed[k] ? -1 : -2;
  for (int f = 0; f < s->nfig; f++)
    if (!s->figs[f].finished && holder[s->figs[f].shape] == -2) holder[s->figs[f].shape] = f;
}

/* Greedy value of M (x16, with a packing tie-break). */

/* PLAN[c]: the squares of the planned figures of colour c. */
static void plans(const polymo_sheet_t *s, polymo_bb_t plan[POLYMO_NCOLORS + 1]) {
  memset(plan, 0, (POLYMO_NCOLORS + 1) * sizeof *plan);
  for (int f = 0; f < s->nfig; f++)
    if (!s->figs[f].finished) base_bb_or(&plan[s->figs[f].color], &s->figs[f].bb);
}

static inline __attribute__((always_inline)) int
greedy_value(const polymo_game_t *g, const polymo_sheet_t *s, const polymo_move_t *m,
             const int holder[POLYMO_NSHAPES], const polymo_bb_t plan[POLYMO_NCOLORS + 1]) {
  const polymo_geo_t *geo = g->geo;
  int n = geo->n;
  if (m->kind ==
      POLYMO_DECLARE) /* worth it when it crosses a polyomino off; last of all when not */
    return s->crossed[s->figs[s->fig[m->cells[0]]].shape] ? -4096 : 1;
  if (m->kind != POLYMO_CROSS) return 0;
  /* the figure grown, if any */
  polymo_bb_t nb = {{0, 0}}, bb = {{0, 0}};
  int pack = 0;
  if (m->place >= 0) {
    const struct polymo_place *pl = &geo->place[m->place];
    bb = pl->bb, nb = pl->nb;
    pack = pl->border + base_popcount64(nb.w[0] & s->occ.w[0]) +
           base_popcount64(nb.w[1] & s->occ.w[1]);
  } else {
    for (int i = 0; i < m->ncells; i++) base_bb_set(&bb, m->cells[i]);
    for (int i = 0; i < m->ncells; i++) {
      int cx = m->cells[i] % n, cy = m->cells[i] / n;
      static const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
      for (int d = 0; d < 4; d++) {
        int ax = cx + dx[d], ay = cy + dy[d];
        if (ax < 0 || ay < 0 || ax >= n || ay >= n) {
          pack++;
          continue;
        }
        int a = ay * n + ax;
        if (base_bb_has(&bb, a)) continue;
        if (base_bb_has(&s->occ, a)) pack++;
        base_bb_set(&nb, a);
      }
    }
  }
  int grow = -1;
  {
    /* the planned figure of this colour touched: one of its squares */
    uint64_t t0 = nb.w[0] & plan[m->color].w[0], t1 = nb.w[1] & plan[m->color].w[1];
    if (t0)
      grow = s->fig[__builtin_ctzll(t0)];
    else if (t1)
      grow = s->fig[64 + __builtin_ctzll(t1)];
  }
  int nc = m->ncells, k1;
  if (grow >= 0) {
    polymo_bb_t u = s->figs[grow].bb;
    base_bb_or(&u, &bb);
    nc += s->figs[grow].size;
    k1 = geo->place[polymo_place_find(geo, &u)].shape;
  } else {
    k1 = m->place >= 0 ? geo->place[m->place].shape : geo->place[polymo_place_find(geo, &bb)].shape;
  }
  int v;
  int h = holder[k1];
  v = (h == -2 || (grow >= 0 && h == grow)) ? 10 * nc : -3 * nc;
  if (grow >= 0) {
    int s0 = s->figs[grow].size, k0 = s->figs[grow].shape;
    v -= (holder[k0] == grow) ? 10 * s0 : -3 * s0;
  }
  /* finishing at once saves a declaration later, but stops the figure
   * growing: worth it for 4 and 5 squares of a polyomino still wanted */
  if (m->done) v += (h == -2 || (grow >= 0 && h == grow)) && nc >= 4 ? 2 * nc : -2 * nc;
  return v * 16 + pack;
}

/* Squares of the shapes still wanted that fit somewhere in the empty
 * squares (colours ignored): the room left for the rest of the game. */
static int fit_potential(const polymo_geo_t *geo, const polymo_sheet_t *s) {
  int holder[POLYMO_NSHAPES], fits[POLYMO_NSHAPES] = {0}, v = 0;
  holders(s, holder);
  for (int i = 0; i < geo->nplace; i++) {
    const struct polymo_place *pl = &geo->place[i];
    if (holder[pl->shape] != -2 || fits[pl->shape]) continue;
    if (!base_bb_meets(&pl->bb, &s->occ)) fits[pl->shape] = 1;
  }
  for (int k = 0; k < POLYMO_NSHAPES; k++)
    if (fits[k]) v += polymo_shape_size[k];
  return v;
}

struct greedy_ctx {
  const polymo_game_t *g;
  const polymo_sheet_t *s;
  rng_t *r;
  int holder[POLYMO_NSHAPES];
  polymo_bb_t plan[POLYMO_NCOLORS + 1];
  int bestv, ties, found;
  int last_place, last_done,
      last_v; /* a placement touching nothing is worth the same in every colour */
  polymo_move_t best;
};
static inline __attribute__((always_inline)) int visit_greedy(void *ctx, const polymo_move_t *m) {
  struct greedy_ctx *c = ctx;
  int v;
  if (m->place >= 0 && m->place == c->last_place && m->done == c->last_done)
    v = c->last_v;
  else {
    v = greedy_value(c->g, c->s, m, c->holder, c->plan);
    c->last_place = (m->place >= 0 && !base_bb_meets(&c->g->geo->place[m->place].nb, &c->s->occ))
                        ? m->place
                        : -1;
    c->last_done = m->done;
    c->last_v = v;
  }
  if (!c->found || v > c->bestv)
    c->best = *m, c->bestv = v, c->ties = 1, c->found = 1;
  else if (v == c->bestv && rng_below(c->r, ++c->ties) == 0)
    c->best = *m;
  return 0;
}

static int choose(const polymo_game_t *g, int p, polymo_strategy_t st, const polymo_move_t *mv,
                  int nm, rng_t *r) {
  if (nm == 1 || st == POLYMO_RANDOM) return rng_below(r, nm);
  const polymo_sheet_t *s = &g->sheet[p];
  int holder[POLYMO_NSHAPES];
  polymo_bb_t plan[POLYMO_NCOLORS + 1];
  holders(s, holder);
  plans(s, plan);
  int best = -1, bestv = 0, ties = 0;
  if (st == POLYMO_GREEDY) {
    for (int i = 0; i < nm; i++) {
      int v = greedy_value(g, s, &mv[i], holder, plan);
      if (best < 0 || v > bestv)
        best = i, bestv = v, ties = 1;
      else if (v == bestv && rng_below(r, ++ties) == 0)
        best = i;
    }
    return best;
  }
  /* lookahead: the 8 best greedy moves, each played on a copy of the sheet
   * and valued with the room it leaves for the shapes still wanted */
  enum { K = 8 };
  int top[K], topv[K], nt = 0;
  for (int i = 0; i < nm; i++) {
    int v = greedy_value(g, s, &mv[i], holder, plan);
    if (nt < K)
      top[nt] = i, topv[nt++] = v;
    else {
      int w = 0;
      for (int j = 1; j < K; j++)
        if (topv[j] < topv[w]) w = j;
      if (v > topv[w]) top[w] = i, topv[w] = v;
    }
  }
  polymo_game_t *copy = malloc(sizeof *copy);
  if (!copy) return top[0];
  for (int j = 0; j < nt; j++) {
    *copy = *g;
    polymo_play(copy, p, &mv[top[j]]);
    int v = topv[j] / 16 * 4 + fit_potential(g->geo, &copy->sheet[p]) * 2;
    v = v * 16 + topv[j] % 16;
    if (best < 0 || v > bestv) best = top[j], bestv = v;
  }
  free(copy);
  return best;
}

/* Roll NDICE colour dice and the number die. */
static void roll(rng_t *r, int ndice, polymo_dice_t *d) {
  static const int colour_faces[POLYMO_DIE_FACES] = {POLYMO_Y, POLYMO_R, POLYMO_G,
                                                     POLYMO_B, POLYMO_K, POLYMO_STAR};
  static const int number_faces[POLYMO_DIE_FACES] = {1, 2, 3, 4, 5, POLYMO_STAR};
  memset(d, 0, sizeof *d);
  d->ndice = ndice;
  for (int i = 0; i < ndice; i++) d->face[i] = colour_faces[rng_below(r, POLYMO_DIE_FACES)];
  d->number = number_faces[rng_below(r, POLYMO_DIE_FACES)];
}

/* A simulated table: the game, the players' strategies, the move list. */
struct table {
  polymo_game_t *g;
  const polymo_strategy_t *seat;
  rng_t r;
  polymo_move_t *mv;
  int cap;
  FILE *rec;
};

/* The move of player P by its strategy into T->mv[*I]. Returns 0 or -1. */
static int pick(struct table *t, int p, int *i) {
  polymo_game_t *g = t->g;
  polymo_strategy_t st = t->seat[p];
  int nm = 0;
  *i = 0;
  if (st == POLYMO_GREEDY) {
    /* value the moves as they are generated: no list */
    struct greedy_ctx gc;
    gc.g = g, gc.s = &g->sheet[p], gc.r = &t->r, gc.bestv = 0, gc.ties = 0, gc.found = 0,
    gc.last_place = -1;
    gc.last_done = 0, gc.last_v = 0;
    holders(gc.s, gc.holder);
    plans(gc.s, gc.plan);
    nm = polymo_gen(g, p, visit_greedy, &gc);
    if (nm > 0) {
      if (t->cap < 1) {
        polymo_move_t *m1 = malloc(16 * sizeof *m1);
        if (!m1) return -1;
        t->mv = m1, t->cap = 16;
      }
      t->mv[0] = gc.best;
      polymo_move_cells(g->geo, &t->mv[0]);
    }
  }
  if (nm == 0) {
    nm = polymo_moves(g, p, &t->mv, &t->cap);
    if (nm < 0) return -1;
    *i = choose(g, p, st, t->mv, nm, &t->r);
  }
  return 0;
}

/* Play the move T->mv[I] of P and write it down. Returns 0 or -1. */
static int play(struct table *t, int p, int i) {
  if (polymo_play(t->g, p, &t->mv[i]) != POLYMO_OK)
    return -1; /* cannot happen: the generator lists legal moves */
  if (t->rec) polymo_record_move(t->rec, t->g->geo->n, p, &t->mv[i], &t->g->sheet[p]);
  return 0;
}

/* One round: the active player moves first; on a star the number is the
 * one their cross shows, or one drawn for them when they do not cross. */
static int round_of(struct table *t) {
  polymo_game_t *g = t->g;
  polymo_dice_t d;
  roll(&t->r, polymo_ndice(g->nplayers), &d);
  polymo_round(g, &d);
  int p = polymo_next(g), i;
  if (pick(t, p, &i) != 0) return -1;
  if (d.number == POLYMO_STAR) {
    const polymo_move_t *m = &t->mv[i];
    d.chosen = m->kind == POLYMO_CROSS ? m->ncells : 1 + rng_below(&t->r, 5);
    g->dice.chosen = g->number = d.chosen;
  }
  if (t->rec) polymo_record_round(t->rec, &d);
  if (play(t, p, i) != 0) return -1;
  while ((p = polymo_next(g)) >= 0)
    if (pick(t, p, &i) != 0 || play(t, p, i) != 0) return -1;
  return 0;
}

int polymo_simulate(const polymo_geo_t *geo, int nplayers, const polymo_strategy_t *seat,
                    uint64_t seed, int *scores, FILE *rec) {
  struct table t = {malloc(sizeof *t.g), seat, {seed}, NULL, 0, rec};
  int rc = 0, p, i;
  if (!t.g) return -1;
  polymo_game_init(t.g, geo, nplayers);
  if (rec) polymo_record_header(rec, geo->n, nplayers);
  polymo_opening(t.g);
  if (rec) polymo_record_opening(rec);
  while ((p = polymo_next(t.g)) >= 0)
    if (pick(&t, p, &i) != 0 || play(&t, p, i) != 0) {
      rc = -1;
      goto done;
    }
  while (!polymo_over(t.g))
    if (round_of(&t) != 0) {
      rc = -1;
      goto done;
    }
  for (p = 0; p < nplayers; p++) scores[p] = polymo_score(&t.g->sheet[p]);
done:
  free(t.mv);
  free(t.g);
  return rc;
}
