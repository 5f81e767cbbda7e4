/* rules.c: Polymo's rules: a game, its rounds, and the move checker that names the rule a move breaks. */
#include <config.h>

#include <string.h>

#include "cards/polymo/movegen.h"

static const char *const rule_names[POLYMO_NRULES] = {
    "ok",    "off-grid", "used",  "count", "apart",     "first", "touch",     "join", "big",
    "taken", "joker",    "no-die", "no-figure", "twice", "turn", "not-stuck", "pass", "attach"};

const char *polymo_rule_name(polymo_rule_t r) { return (r >= 0 && r < POLYMO_NRULES) ? rule_names[r] : "?"; }


int polymo_ndice(int nplayers) { return nplayers <= 2 ? 2 : 4; }

void polymo_game_init(polymo_game_t *g, const polymo_geo_t *geo, int nplayers) {
  memset(g, 0, sizeof *g);
  g->geo = geo;
  g->nplayers = nplayers;
  for (int p = 0; p < nplayers; p++) polymo_sheet_init(&g->sheet[p]);
}

int polymo_to_move(const polymo_game_t *g, int p) {
  return p >= 0 && p < g->nplayers && !g->sheet[p].out && !g->moved[p] && g->round > 0;
}

polymo_rule_t polymo_round(polymo_game_t *g, const polymo_dice_t *dice) {
  if (g->round > 0)
    for (int p = 0; p < g->nplayers; p++)
      if (polymo_to_move(g, p)) return POLYMO_R_TURN;
  g->round++;
  g->dice = *dice;
  memset(g->die_taken, 0, sizeof g->die_taken);
  memset(g->color_taken, 0, sizeof g->color_taken);
  memset(g->moved, 0, sizeof g->moved);
  return POLYMO_OK;
}

int polymo_over(const polymo_game_t *g) {
  for (int p = 0; p < g->nplayers; p++)
    if (!g->sheet[p].out) return 0;
  return 1;
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
  if (joker) {
    if (shown(g, c)) return POLYMO_R_JOKER;
    if (free_die(g, c, 1) < 0) return POLYMO_R_NODIE;
  } else if (free_die(g, c, 0) < 0)
    return POLYMO_R_NODIE;
  return POLYMO_OK;
}

/* Rules of the squares of a cross of colour C (the squares as a bitboard
 * BB of N cells, already on the grid, distinct and connected); *GROW gets
 * the planned figure grown or -1. */
static polymo_rule_t squares_rule(const polymo_game_t *g, const polymo_sheet_t *s, int c, const polymo_bb_t *bb,
                                  const polymo_bb_t *nb, int nc, int *grow) {
  if (!s->started && !bb_has(bb, g->geo->xcell)) return POLYMO_R_FIRST;
  int touched = -1;
  for (int f = 0; f < s->nfig; f++) {
    const struct polymo_fig *fg = &s->figs[f];
    if (fg->color != c || !bb_meets(&fg->bb, nb)) continue;
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
static polymo_rule_t cells_rule(const polymo_game_t *g, const polymo_sheet_t *s, const polymo_move_t *m,
                                polymo_bb_t *bb, polymo_bb_t *nb) {
  int n = g->geo->n;
  memset(bb, 0, sizeof *bb);
  memset(nb, 0, sizeof *nb);
  for (int i = 0; i < m->ncells; i++)
    if (m->cells[i] < 0 || m->cells[i] >= n * n) return POLYMO_R_OFFGRID;
  for (int i = 0; i < m->ncells; i++) {
    if (bb_has(bb, m->cells[i]) || bb_has(&s->occ, m->cells[i])) return POLYMO_R_USED;
    bb_set(bb, m->cells[i]);
  }
  /* connected: flood from the first cell */
  int seen = 1, stack[5], sp = 0;
  polymo_bb_t vis = {{0, 0}};
  bb_set(&vis, m->cells[0]);
  stack[sp++] = m->cells[0];
  while (sp > 0) {
    int c = stack[--sp], cx = c % n, cy = c / n;
    static const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
    for (int d = 0; d < 4; d++) {
      int ax = cx + dx[d], ay = cy + dy[d];
      if (ax < 0 || ay < 0 || ax >= n || ay >= n) continue;
      int a = ay * n + ax;
      if (!bb_has(bb, a)) {
        bb_set(nb, a);
        continue;
      }
      if (bb_has(&vis, a)) continue;
      bb_set(&vis, a);
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

polymo_rule_t polymo_check(const polymo_game_t *g, int p, const polymo_move_t *m) {
  if (!polymo_to_move(g, p)) return POLYMO_R_TURN;
  const polymo_sheet_t *s = &g->sheet[p];
  switch (m->kind) {
  case POLYMO_CROSS: {
    polymo_rule_t r = polymo_color_rule(g, m->color, m->joker);
    if (r) return r;
    polymo_bb_t bb, nb;
    if (m->ncells < 1 || m->ncells > 5) return POLYMO_R_COUNT;
    r = cells_rule(g, s, m, &bb, &nb);
    if (r) return r;
    if (g->dice.number != POLYMO_STAR && m->ncells != g->dice.number) return POLYMO_R_COUNT;
    int grow = -1;
    r = squares_rule(g, s, m->color, &bb, &nb, m->ncells, &grow);
    if (r) return r;
    if (m->grow >= 0 && (m->grow >= g->geo->n * g->geo->n || grow < 0 || s->fig[m->grow] != grow))
      return POLYMO_R_ATTACH;
    return POLYMO_OK;
  }
  case POLYMO_DECLARE: {
    int c = m->ncells == 1 ? m->cells[0] : -1;
    if (c < 0 || c >= g->geo->n * g->geo->n) return POLYMO_R_OFFGRID;
    if (s->fig[c] < 0 || s->figs[s->fig[c]].finished) return POLYMO_R_NOFIG;
    if (s->crossed[s->figs[s->fig[c]].shape]) return POLYMO_R_TWICE;
    return POLYMO_OK;
  }
  case POLYMO_PASS:
  case POLYMO_OUT: {
    int any = polymo_gen(g, p, visit_first, NULL);
    if (any > 0) return POLYMO_R_STUCK;
    int opt = polymo_has_colour_option(g);
    if ((m->kind == POLYMO_PASS) == (opt != 0)) return POLYMO_R_PASS;
    return POLYMO_OK;
  }
  }
  return POLYMO_R_TURN;
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
    f->finished = 1;
    s->crossed[f->shape] = 1;
  } else if (m->kind == POLYMO_CROSS) {
    polymo_bb_t bb, nb;
    int grow = -1;
    cells_rule(g, s, m, &bb, &nb);
    squares_rule(g, s, m->color, &bb, &nb, m->ncells, &grow);
    int d = free_die(g, m->color, m->joker);
    g->die_taken[d] = 1;
    g->color_taken[m->color] = 1;
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
    bb_or(&f->bb, &bb);
    bb_or(&s->occ, &bb);
    f->size = (uint8_t)(f->size + m->ncells);
    f->shape = g->geo->place[polymo_place_find(g->geo, &f->bb)].shape;
    s->started = 1;
  }
  return POLYMO_OK;
}
