/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* moves.c: every legal move of a player, as a list. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "games/polymo/movegen.h"

struct list_ctx {
  const polymo_geo_t *geo;
  polymo_move_t **moves;
  int *cap, n;
};
static int visit_list(void *ctx, const polymo_move_t *m) {
  struct list_ctx *l = ctx;
  if (l->n >= *l->cap) {
    int nc = *l->cap ? 2 * *l->cap : 256;
    polymo_move_t *nm = realloc(*l->moves, (size_t)nc * sizeof *nm);
    if (!nm) return -1;
    *l->moves = nm, *l->cap = nc;
  }
  (*l->moves)[l->n] = *m;
  polymo_move_cells(l->geo, &(*l->moves)[l->n++]);
  return 0;
}

int polymo_moves(const polymo_game_t *g, int p, polymo_move_t **moves, int *cap) {
  struct list_ctx l = {g->geo, moves, cap, 0};
  int n = polymo_gen(g, p, visit_list, &l);
  if (n != 0) return n;
  if (*cap < 1) {
    polymo_move_t *nm = realloc(*moves, 16 * sizeof *nm);
    if (!nm) return -1;
    *moves = nm, *cap = 16;
  }
  int later = polymo_can_move_later(g, p);
  if (later < 0) return -1;
  memset(&(*moves)[0], 0, sizeof **moves);
  (*moves)[0].kind = later ? POLYMO_PASS : POLYMO_OUT;
  (*moves)[0].place = -1;
  (*moves)[0].grow = -1;
  return 1;
}
