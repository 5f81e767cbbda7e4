/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* movegen.h: the move generator, inlined into each caller so that its visitor is inlined too (the
 * players' hot loop). */
#ifndef GAMES_POLYMO_MOVEGEN_H
#define GAMES_POLYMO_MOVEGEN_H

#include <string.h>

#include "games/polymo/internal.h"

typedef int (*visit_fn)(void *ctx, const polymo_move_t *m);

/* Visit the crosses and declarations of P; VISIT returns 0 to go on, 1 to
 * stop, -1 on error. Returns the number visited, or -1. */
static inline __attribute__((always_inline)) int polymo_gen(const polymo_game_t *g, int p,
                                                            visit_fn visit, void *ctx) {
  const polymo_sheet_t *s = &g->sheet[p];
  const polymo_geo_t *geo = g->geo;
  int cnt = 0;
#define PUSH(mv)                                                                                   \
  do {                                                                                             \
    int vr_ = visit(ctx, &(mv));                                                                   \
    cnt++;                                                                                         \
    if (vr_) return vr_ < 0 ? -1 : cnt;                                                            \
  } while (0)
  /* declarations: any planned figure whose pen the player may take */
  for (int f = 0; f < s->nfig && !g->opening; f++) {
    const struct polymo_fig *fg = &s->figs[f];
    int joker;
    if (fg->finished || polymo_pen_rule(g, fg->color, &joker) != POLYMO_OK) continue;
    polymo_move_t m;
    memset(&m, 0, sizeof m);
    m.kind = POLYMO_DECLARE;
    m.place = -1;
    m.grow = -1;
    m.ncells = 1;
    polymo_bb_cells(geo, &fg->bb, m.cells, 1);
    PUSH(m);
  }
  /* colour options */
  enum { POLYMO_NOPT = POLYMO_NCOLORS + 1 };
  int opt_c[POLYMO_NOPT], opt_j[POLYMO_NOPT], nopt = 0;
  for (int c = 1; c <= POLYMO_NCOLORS; c++) {
    if (polymo_color_rule(g, c, 0) == POLYMO_OK)
      opt_c[nopt] = c, opt_j[nopt++] = 0;
    else if (polymo_color_rule(g, c, 1) == POLYMO_OK)
      opt_c[nopt] = c, opt_j[nopt++] = 1;
  }
  int nlo = (g->opening || !g->number) ? 1 : g->number, nhi = (g->opening || !g->number) ? 5 : nlo;
  polymo_bb_t fin[POLYMO_NOPT];
  int npl[POLYMO_NOPT], plf[POLYMO_NOPT][POLYMO_MAX_FIGS];
  for (int o = 0; o < nopt; o++) {
    int c = opt_c[o];
    fin[o].w[0] = fin[o].w[1] = 0;
    npl[o] = 0;
    for (int f = 0; f < s->nfig; f++) {
      if (s->figs[f].color != c) continue;
      if (s->figs[f].finished)
        base_bb_or(&fin[o], &s->figs[f].bb);
      else
        plf[o][npl[o]++] = f;
    }
  }
  for (int nn = nlo; nn <= nhi && nopt > 0; nn++) {
    for (int i = geo->start[nn]; i < geo->start[nn + 1]; i++) {
      const struct polymo_place *pl = &geo->place[i];
      if (base_bb_meets(&pl->bb, &s->occ)) continue;
      if (g->opening && !base_bb_has(&pl->bb, geo->xcell)) continue;
      int touches = base_bb_meets(&pl->nb, &s->occ);
      for (int o = 0; o < nopt; o++) {
        int touched = -1, bad = 0;
        if (touches) {
          if (base_bb_meets(&pl->nb, &fin[o])) continue;
          for (int k = 0; k < npl[o]; k++)
            if (base_bb_meets(&pl->nb, &s->figs[plf[o][k]].bb)) {
              if (touched >= 0) {
                bad = 1;
                break;
              }
              touched = plf[o][k];
            }
          if (bad || (touched >= 0 && s->figs[touched].size + nn > 5)) continue;
        }
        polymo_move_t m;
        m.kind = POLYMO_CROSS;
        m.grow = -1; /* the record writer finds it */
        m.color = opt_c[o];
        m.joker = opt_j[o];
        m.place = i;
        m.ncells = nn; /* cells[] left for polymo_move_cells(): most moves are only valued */
        m.done = 0;    /* the opening figure is finished by the rules anyway */
        PUSH(m);
        if (g->opening) continue;
        /* the same cross completing its figure, when that crosses a polyomino off */
        int shape = pl->shape;
        if (touched >= 0) {
          polymo_bb_t u = s->figs[touched].bb;
          base_bb_or(&u, &pl->bb);
          shape = geo->place[polymo_place_find(geo, &u)].shape;
        }
        if (s->crossed[shape]) continue;
        m.done = 1;
        PUSH(m);
      }
    }
  }
#undef PUSH
  return cnt;
}

/* Fill the cells of a cross made by gen() from its placement. */
static inline void polymo_move_cells(const polymo_geo_t *geo, polymo_move_t *m) {
  if (m->kind != POLYMO_CROSS || m->place < 0) return;
  for (int j = 0; j < m->ncells; j++) m->cells[j] = geo->place[m->place].cells[j];
}

#endif
