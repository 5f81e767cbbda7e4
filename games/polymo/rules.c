/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* rules.c: Polymo's rules: a game, its rounds, and the move checker that names the rule a move
 * breaks. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "base/intl.h"
#include "games/polymo/movegen.h"

/* Each rule: its name in messages and the man page, and what it asks. */
static const struct {
  const char *name, *text;
} rules[POLYMO_NRULES] = {
    [POLYMO_OK] = {"ok", ""},
    [POLYMO_R_OFFGRID] = {"off-grid", N_("a square off the grid")},
    [POLYMO_R_USED] = {"used", N_("a square already crossed")},
    [POLYMO_R_COUNT] =
        {"count", N_("not as many squares as the number die shows (or the active player chose)")},
    [POLYMO_R_APART] = {"apart", N_("the squares are not adjacent to each other")},
    [POLYMO_R_FIRST] = {"first", N_("the opening polyomino does not cover the X")},
    [POLYMO_R_TOUCH] = {"touch", N_("touches a finished figure of the same colour side by side")},
    [POLYMO_R_JOIN] = {"join", N_("joins two planned figures of the same colour")},
    [POLYMO_R_BIG] = {"big", N_("a figure of more than 5 squares")},
    [POLYMO_R_TAKEN] = {"taken", N_("the colour was already taken this round")},
    [POLYMO_R_JOKER] = {"joker", N_("a joker used for a colour that another die shows")},
    [POLYMO_R_NODIE] = {"no-die",
                        N_("no free die gives that colour, and a free die still offers another")},
    [POLYMO_R_NOFIG] = {"no-figure", N_("the square is not in a planned figure")},
    [POLYMO_R_TURN] =
        {"turn", N_("not this player's turn (out, already moved, or a player missed the round)")},
    [POLYMO_R_STUCK] = {"not-stuck", N_("the player has a legal move")},
    [POLYMO_R_PASS] = {"pass", N_("no roll can give the player a move any more: the player is "
                                  "out, not sitting a round out")},
    [POLYMO_R_ATTACH] = {"attach", N_("the squares do not touch the planned figure named to grow")},
    [POLYMO_R_ORDER] = {"order", N_("the active player moves first, then the others clockwise")},
    [POLYMO_R_OPENING] = {"opening",
                          N_("the game opens with every player colouring a polyomino on the X")},
    [POLYMO_R_NOTOUT] = {"not-out", N_("a later roll can still give the player a move: the player "
                                       "sits this round out (pass) and is not out")},
};

const char *polymo_rule_name(int r) {
  return (r >= 0 && r < POLYMO_NRULES) ? rules[r].name : "?";
}
const char *polymo_rule_text(polymo_rule_t r) {
  return (r > POLYMO_OK && r < POLYMO_NRULES) ? _(rules[r].text) : "";
}

int polymo_ndice(int nplayers) {
  return nplayers <= 2 ? 2 : 4;
}

void polymo_game_init(polymo_game_t *g, const polymo_geo_t *geo, int nplayers) {
  memset(g, 0, sizeof *g);
  g->geo = geo;
  g->nplayers = nplayers;
  for (int p = 0; p < nplayers; p++) polymo_sheet_init(&g->sheet[p]);
}

int polymo_next(const polymo_game_t *g) {
  if (!g->opening && g->round == 0) return -1;
  for (int k = 0; k < g->nplayers; k++) {
    int q = (g->active + k) % g->nplayers;
    if (!g->sheet[q].out && !g->moved[q]) return q;
  }
  return -1;
}

int polymo_to_move(const polymo_game_t *g, int p) {
  return p >= 0 && p == polymo_next(g);
}

static void new_turns(polymo_game_t *g) {
  memset(g->die_taken, 0, sizeof g->die_taken);
  memset(g->color_taken, 0, sizeof g->color_taken);
  memset(g->moved, 0, sizeof g->moved);
}

polymo_rule_t polymo_opening(polymo_game_t *g) {
  if (g->opening || g->round > 0) return POLYMO_R_OPENING;
  g->opening = 1;
  g->active = 0;
  memset(&g->dice, 0, sizeof g->dice);
  new_turns(g);
  return POLYMO_OK;
}

polymo_rule_t polymo_round(polymo_game_t *g, const polymo_dice_t *dice) {
  if (!g->opening && g->round == 0) return POLYMO_R_OPENING;
  if (polymo_next(g) >= 0) return POLYMO_R_TURN;
  g->opening = 0;
  g->round++;
  g->dice = *dice;
  g->number = dice->number != POLYMO_STAR ? dice->number : dice->chosen;
  /* the active player: the first player in round 1, then "der im Uhrzeigersinn
   * nächste Spieler", the next one clockwise still in the game */
  g->active = g->round == 1 ? 0 : (g->active + 1) % g->nplayers;
  for (int k = 0; k < g->nplayers && g->sheet[g->active].out; k++)
    g->active = (g->active + 1) % g->nplayers;
  new_turns(g);
  return POLYMO_OK;
}

int polymo_over(const polymo_game_t *g) {
  for (int p = 0; p < g->nplayers; p++)
    if (!g->sheet[p].out) return 0;
  return 1;
}

unsigned polymo_winners(const polymo_game_t *g) {
  int best = POLYMO_TOTAL + 1;
  unsigned w = 0;
  for (int p = 0; p < g->nplayers; p++) {
    int s = polymo_score(&g->sheet[p]);
    if (s < best) best = s, w = 0;
    if (s == best) w |= 1u << p;
  }
  return w;
}

static int shown(const polymo_game_t *g, int c) {
  for (int i = 0; i < g->dice.ndice; i++)
    if (g->dice.face[i] == c) return 1;
  return 0;
}

/* The free die giving colour C (JOKER: a star), or -1. */
static int free_die(const polymo_game_t *g, int c, int joker) {
  for (int i = 0; i < g->dice.ndice; i++)
    if (!g->die_taken[i] && g->dice.face[i] == (joker ? POLYMO_STAR : c)) return i;
  return -1;
}

polymo_rule_t polymo_color_rule(const polymo_game_t *g, int c, int joker) {
  if (c < 1 || c > POLYMO_NCOLORS) return POLYMO_R_NODIE;
  if (g->color_taken[c]) return POLYMO_R_TAKEN;
  if (g->opening) return joker ? POLYMO_R_OPENING : POLYMO_OK; /* any pen no other player took */
  if (joker) {
    if (shown(g, c)) return POLYMO_R_JOKER;
    if (free_die(g, c, 1) < 0) return POLYMO_R_NODIE;
  } else if (free_die(g, c, 0) < 0 && polymo_has_colour_option(g))
    return POLYMO_R_NODIE; /* else a free pen: every rolled colour is taken */
  return POLYMO_OK;
}

/* The pen of colour C for a declaration: a die showing C, else a free
 * star when no die shows C, else a free pen. *JOKER says which. */
polymo_rule_t polymo_pen_rule(const polymo_game_t *g, int c, int *joker) {
  *joker = 0;
  polymo_rule_t r = polymo_color_rule(g, c, 0);
  if (r == POLYMO_R_NODIE && !shown(g, c) && polymo_color_rule(g, c, 1) == POLYMO_OK)
    *joker = 1, r = POLYMO_OK;
  return r;
}

/* Take colour C (JOKER: through a star die): the die, or every die showing C. */
static void take_pen(polymo_game_t *g, int c, int joker) {
  if (!g->opening) {
    if (joker)
      g->die_taken[free_die(g, c, 1)] = 1;
    else
      for (int i = 0; i < g->dice.ndice; i++)
        if (g->dice.face[i] == c) g->die_taken[i] = 1;
  }
  g->color_taken[c] = 1;
}

/* Rules of the squares of a cross of colour C (the squares as a bitboard
 * BB of N cells, already on the grid, distinct and connected); *GROW gets
 * the planned figure grown or -1. */
static polymo_rule_t squares_rule(const polymo_game_t *g, const polymo_sheet_t *s, int c,
                                  const polymo_bb_t *bb, const polymo_bb_t *nb, int nc, int *grow) {
  if (g->opening && !base_bb_has(bb, g->geo->xcell)) return POLYMO_R_FIRST;
  int touched = -1;
  for (int f = 0; f < s->nfig; f++) {
    const struct polymo_fig *fg = &s->figs[f];
    if (fg->color != c || !base_bb_meets(&fg->bb, nb)) continue;
    if (fg->finished) return POLYMO_R_TOUCH;
    if (touched >= 0) return POLYMO_R_JOIN;
    touched = f;
  }
  int size = nc + (touched >= 0 ? s->figs[touched].size : 0);
  if (size > 5) return POLYMO_R_BIG;
  if (grow) *grow = touched;
  return POLYMO_OK;
}

/* Bitboards of the move's cells and neighbours; rules off-grid, used,
 * apart. */
static polymo_rule_t cells_rule(const polymo_game_t *g, const polymo_sheet_t *s,
                                const polymo_move_t *m, polymo_bb_t *bb, polymo_bb_t *nb) {
  int n = g->geo->n;
  memset(bb, 0, sizeof *bb);
  memset(nb, 0, sizeof *nb);
  for (int i = 0; i < m->ncells; i++)
    if (m->cells[i] < 0 || m->cells[i] >= n * n) return POLYMO_R_OFFGRID;
  for (int i = 0; i < m->ncells; i++) {
    if (base_bb_has(bb, m->cells[i]) || base_bb_has(&s->occ, m->cells[i])) return POLYMO_R_USED;
    base_bb_set(bb, m->cells[i]);
  }
  /* connected: flood from the first cell */
  int seen = 1, stack[5], sp = 0;
  polymo_bb_t vis = {{0, 0}};
  base_bb_set(&vis, m->cells[0]);
  stack[sp++] = m->cells[0];
  while (sp > 0) {
    int c = stack[--sp], cx = c % n, cy = c / n;
    static const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
    for (int d = 0; d < 4; d++) {
      int ax = cx + dx[d], ay = cy + dy[d];
      if (ax < 0 || ay < 0 || ax >= n || ay >= n) continue;
      int a = ay * n + ax;
      if (!base_bb_has(bb, a)) {
        base_bb_set(nb, a);
        continue;
      }
      if (base_bb_has(&vis, a)) continue;
      base_bb_set(&vis, a);
      stack[sp++] = a;
      seen++;
    }
  }
  if (seen != m->ncells) return POLYMO_R_APART;
  return POLYMO_OK;
}

int polymo_has_colour_option(const polymo_game_t *g) {
  for (int i = 0; i < g->dice.ndice; i++) {
    if (g->die_taken[i]) continue;
    int f = g->dice.face[i];
    if (f != POLYMO_STAR) {
      if (!g->color_taken[f]) return 1;
    } else
      for (int c = 1; c <= POLYMO_NCOLORS; c++)
        if (!shown(g, c) && !g->color_taken[c]) return 1;
  }
  return 0;
}

static int visit_first(void *ctx, const polymo_move_t *m) {
  (void)ctx, (void)m;
  return 1;
}

static polymo_rule_t cross_rule(const polymo_game_t *g, const polymo_sheet_t *s,
                                const polymo_move_t *m) {
  polymo_rule_t r = polymo_color_rule(g, m->color, m->joker);
  if (r) return r;
  polymo_bb_t bb, nb;
  if (m->ncells < 1 || m->ncells > 5) return POLYMO_R_COUNT;
  r = cells_rule(g, s, m, &bb, &nb);
  if (r) return r;
  if (!g->opening && g->number && m->ncells != g->number) return POLYMO_R_COUNT;
  int grow = -1;
  r = squares_rule(g, s, m->color, &bb, &nb, m->ncells, &grow);
  if (r) return r;
  if (m->grow >= 0 && (m->grow >= g->geo->n * g->geo->n || grow < 0 || s->fig[m->grow] != grow))
    return POLYMO_R_ATTACH;
  return POLYMO_OK;
}

int polymo_can_move_later(const polymo_game_t *g, int p) {
  /* The most generous roll: P active, every colour die a star (any pen, as a
   * joker), the number a star (any of 1..5). A move there is a move some roll
   * gives; none there, none in any roll. */
  polymo_game_t *h = malloc(sizeof *h);
  if (!h) return -1;
  *h = *g;
  h->opening = 0;
  h->active = p;
  h->number = 0;
  memset(&h->dice, 0, sizeof h->dice);
  h->dice.ndice = POLYMO_MAX_DICE;
  for (int i = 0; i < POLYMO_MAX_DICE; i++) h->dice.face[i] = POLYMO_STAR;
  h->dice.number = POLYMO_STAR;
  new_turns(h);
  int r = polymo_gen(h, p, visit_first, NULL) > 0;
  free(h);
  return r;
}

polymo_rule_t polymo_check(const polymo_game_t *g, int p, const polymo_move_t *m) {
  if (p < 0 || p >= g->nplayers || g->sheet[p].out || g->moved[p] || polymo_next(g) < 0)
    return POLYMO_R_TURN;
  if (!polymo_to_move(g, p)) return POLYMO_R_ORDER;
  const polymo_sheet_t *s = &g->sheet[p];
  if (g->opening && m->kind != POLYMO_CROSS) return POLYMO_R_OPENING;
  switch (m->kind) {
    case POLYMO_CROSS: return cross_rule(g, s, m);
    case POLYMO_DECLARE: {
      int c = m->ncells == 1 ? m->cells[0] : -1, joker;
      if (c < 0 || c >= g->geo->n * g->geo->n) return POLYMO_R_OFFGRID;
      if (s->fig[c] < 0 || s->figs[s->fig[c]].finished) return POLYMO_R_NOFIG;
      return polymo_pen_rule(g, s->figs[s->fig[c]].color, &joker);
    }
    case POLYMO_PASS:
    case POLYMO_OUT: {
      if (polymo_gen(g, p, visit_first, NULL) > 0) return POLYMO_R_STUCK;
      int later = polymo_can_move_later(g, p);
      if (later < 0) return POLYMO_R_TURN; /* no memory: refuse rather than guess */
      if (m->kind == POLYMO_PASS) return later ? POLYMO_OK : POLYMO_R_PASS;
      return later ? POLYMO_R_NOTOUT : POLYMO_OK;
    }
  }
  return POLYMO_R_TURN;
}

/* Colour figure F of sheet S and cross its polyomino off (once). */
static void finish(polymo_sheet_t *s, struct polymo_fig *f) {
  f->finished = 1;
  s->crossed[f->shape] = 1;
}

static void play_cross(polymo_game_t *g, polymo_sheet_t *s, const polymo_move_t *m) {
  polymo_bb_t bb, nb;
  int grow = -1;
  cells_rule(g, s, m, &bb, &nb);
  squares_rule(g, s, m->color, &bb, &nb, m->ncells, &grow);
  take_pen(g, m->color, m->joker);
  if (!g->opening && !g->number)
    g->number = m->ncells; /* a star: the first cross shows the number chosen */
  if (grow < 0) {
    grow = s->nfig++;
    memset(&s->figs[grow], 0, sizeof s->figs[grow]);
    s->figs[grow].color = (uint8_t)m->color;
  }
  struct polymo_fig *f = &s->figs[grow];
  for (int i = 0; i < m->ncells; i++) {
    s->color[m->cells[i]] = (uint8_t)m->color;
    s->fig[m->cells[i]] = (int16_t)grow;
  }
  base_bb_or(&f->bb, &bb);
  base_bb_or(&s->occ, &bb);
  f->size = (uint8_t)(f->size + m->ncells);
  f->shape = g->geo->place[polymo_place_find(g->geo, &f->bb)].shape;
  s->started = 1;
  if (m->done || g->opening) finish(s, f);
}

polymo_rule_t polymo_play(polymo_game_t *g, int p, const polymo_move_t *m) {
  polymo_rule_t r = polymo_check(g, p, m);
  if (r) return r;
  polymo_sheet_t *s = &g->sheet[p];
  g->moved[p] = 1;
  if (m->kind == POLYMO_OUT) {
    s->out = 1;
  } else if (m->kind == POLYMO_DECLARE) {
    struct polymo_fig *f = &s->figs[s->fig[m->cells[0]]];
    int joker;
    polymo_pen_rule(g, f->color, &joker);
    take_pen(g, f->color, joker);
    finish(s, f);
  } else if (m->kind == POLYMO_CROSS) {
    play_cross(g, s, m);
  }
  return POLYMO_OK;
}
