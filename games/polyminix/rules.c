/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* rules.c: the Polyminix rules, named: a box's pieces before any search, an answer to a box, a turn
 * and a game. */
#include <config.h>

#include "games/polyminix/polyminix.h"

#include <stdio.h>
#include <string.h>

#include "base/intl.h"
#include "games/polyminix/internal.h"
#include "poly/polyomino.h"
#include "poly/region.h"

/* Boxes 1 to 5: the pieces shown are kit pieces, once each; their mask. */
static uint32_t shown_pieces(const pieceset_t *kit, const polyminix_box_t *box,
                             polyminix_box_result_t *br) {
  uint32_t shown = 0;
  for (int i = 0; i < box->n && br->verdict == POLYMINIX_HOLDS; i++) {
    int ki = polyminix_kit_index(kit, box->names[i]);
    if (ki < 0) {
      br->verdict = POLYMINIX_INVALID;
      snprintf(br->reason, sizeof br->reason, _("piece %s is not in the kit"), box->names[i]);
    } else if (shown >> ki & 1u) {
      br->verdict = POLYMINIX_INVALID;
      snprintf(br->reason, sizeof br->reason, _("piece %s shown twice"), box->names[i]);
    } else {
      shown |= 1u << ki;
    }
  }
  return shown;
}

/* Box 6: the kit has the pieces of the sizes shown, and they make the area. */
static void sizes_admit(const pieceset_t *kit, const polyminix_box_t *box, int area,
                        polyminix_box_result_t *br) {
  int have[POLYMINIX_SIZE_SLOTS] = {0}, want[POLYMINIX_SIZE_SLOTS] = {0}, tot = 0;
  for (int i = 0; i < kit->n; i++)
    if (kit->pieces[i].shape.n <= POLYMINIX_MAX_PIECE_CELLS) have[kit->pieces[i].shape.n]++;
  for (int i = 0; i < box->n; i++) want[box->sizes[i]]++, tot += box->sizes[i];
  for (int z = 1; z <= POLYMINIX_MAX_PIECE_CELLS; z++)
    if (want[z] > have[z]) {
      br->verdict = POLYMINIX_INVALID;
      snprintf(br->reason, sizeof br->reason, _("%d pieces of %d cells asked, the kit has %d"),
               want[z], z, have[z]);
      return;
    }
  if (tot != area) {
    br->verdict = POLYMINIX_FAILS;
    br->cells = tot;
    snprintf(br->reason, sizeof br->reason,
             _("area does not add up: the sizes make %d cells, the figure has %d"), tot, area);
  }
}

uint32_t polyminix_box_admit(const pieceset_t *kit, const polyminix_side_t *s, int b,
                             polyminix_box_result_t *br) {
  const polyminix_box_t *box = &s->box[b];
  int area = region_area(&s->fig);
  uint32_t shown = 0;
  br->verdict = POLYMINIX_HOLDS;
  if (b != POLYMINIX_BOX_SIZES) shown = shown_pieces(kit, box, br);
  if (br->verdict == POLYMINIX_HOLDS && b == POLYMINIX_BOX_SIZES) sizes_admit(kit, box, area, br);
  if (br->verdict == POLYMINIX_HOLDS &&
      (b == POLYMINIX_BOX_SHOWN_A || b == POLYMINIX_BOX_SHOWN_B)) {
    int a = polyminix_mask_area(kit, shown);
    if (a != area) {
      br->verdict = POLYMINIX_FAILS;
      br->cells = a;
      snprintf(br->reason, sizeof br->reason,
               _("area does not add up: the pieces make %d cells, the figure has %d"), a, area);
    }
  }
  if (br->verdict == POLYMINIX_HOLDS &&
      (b == POLYMINIX_BOX_PLUS_K || b == POLYMINIX_BOX_PLUS_ANY) &&
      polyminix_popcount32(shown) + (b == POLYMINIX_BOX_PLUS_K ? box->k : 1) > kit->n) {
    br->verdict = POLYMINIX_INVALID;
    snprintf(br->reason, sizeof br->reason, _("the kit has too few other pieces"));
  }
  if (br->verdict == POLYMINIX_HOLDS && b == POLYMINIX_BOX_ALL_BUT &&
      polyminix_popcount32(shown) >= kit->n) {
    br->verdict = POLYMINIX_INVALID;
    snprintf(br->reason, sizeof br->reason, _("every piece of the kit is excluded"));
  }
  return shown;
}

const char *polyminix_rule_name(int r) {
  static const char *const names[POLYMINIX_NRULES] = {
      [POLYMINIX_RULE_OK] = "ok",         [POLYMINIX_RULE_COVER] = "cover",
      [POLYMINIX_RULE_PIECE] = "piece",   [POLYMINIX_RULE_BOX1] = "box1",
      [POLYMINIX_RULE_BOX2] = "box2",     [POLYMINIX_RULE_BOX3] = "box3",
      [POLYMINIX_RULE_BOX4] = "box4",     [POLYMINIX_RULE_BOX5] = "box5",
      [POLYMINIX_RULE_BOX6] = "box6",     [POLYMINIX_RULE_TURNO1] = "turno1",
      [POLYMINIX_RULE_TURNO2] = "turno2", [POLYMINIX_RULE_TURNO3] = "turno3",
      [POLYMINIX_RULE_TURNO4] = "turno4", [POLYMINIX_RULE_TURNO5] = "turno5",
      [POLYMINIX_RULE_TURNO6] = "turno6", [POLYMINIX_RULE_END] = "end",
      [POLYMINIX_RULE_TIE] = "tie",       [POLYMINIX_RULE_PLAYERS] = "players",
      [POLYMINIX_RULE_GAME2] = "game2",   [POLYMINIX_RULE_PROBLEM] = "problem"};
  return r >= 0 && r < POLYMINIX_NRULES ? names[r] : "?";
}

/* ---- an answer ---- */

/* Rule "cover": a piece on every cell of the figure and on no other;
 * the pieces used (USED) and their cells counted (CNT). */
static polyminix_rule_t check_cover(const pieceset_t *kit, const region_t *f, const int *grid,
                                    uint32_t *used, int *cnt, int *cell, char *why, size_t n) {
  for (int k = 0; k < f->w * f->h; k++) {
    int v = grid[k], in = f->cells[k] == REGION_CELL;
    *cell = k;
    if (v == POLYMINIX_CELL_FOREIGN || v >= kit->n) {
      snprintf(why, n, _("a piece that is not in the kit"));
      return POLYMINIX_RULE_PIECE;
    }
    if (in && v < 0) {
      snprintf(why, n, _("a cell of the figure is left uncovered"));
      return POLYMINIX_RULE_COVER;
    }
    if (!in && v >= 0) {
      snprintf(why, n, _("%s sticks out of the figure"), kit->pieces[v].name);
      return POLYMINIX_RULE_COVER;
    }
    if (v >= 0) {
      *used |= 1u << v;
      cnt[v]++;
    }
  }
  *cell = -1;
  return POLYMINIX_RULE_OK;
}

/* Rule "piece": the cells of each kit piece used make that piece, turned
 * or flipped, once. */
static polyminix_rule_t check_pieces(const pieceset_t *kit, const region_t *f, const int *grid,
                                     uint32_t used, const int *cnt, int *cell, char *why,
                                     size_t n) {
  for (int i = 0; i < kit->n; i++) {
    if (!(used >> i & 1u)) continue;
    const piece_t *pc = &kit->pieces[i];
    for (*cell = 0; grid[*cell] != i; (*cell)++) {
    }
    if (cnt[i] != pc->shape.n) {
      if (cnt[i] % pc->shape.n == 0)
        snprintf(why, n, _("%s used %d times: a kit holds one of each piece"), pc->name,
                 cnt[i] / pc->shape.n);
      else
        snprintf(why, n, _("%d cells marked %s: the piece has %d"), cnt[i], pc->name, pc->shape.n);
      return POLYMINIX_RULE_PIECE;
    }
    shape_t sh = {GRID_SQUARE, 0, {{0, 0}}};
    for (int y = 0; y < f->h; y++)
      for (int x = 0; x < f->w; x++)
        if (grid[y * f->w + x] == i) sh.c[sh.n++] = (cell_t){(int16_t)x, (int16_t)y};
    shape_normalize(&sh);
    int ok = 0;
    for (int o = 0; o < 8 && !ok; o++) {
      shape_t t;
      shape_transform(&pc->shape, o, &t);
      ok = shape_equal(&t, &sh);
    }
    if (!ok) {
      snprintf(why, n, _("the cells marked %s are not the %s piece, turned or flipped"), pc->name,
               pc->name);
      return POLYMINIX_RULE_PIECE;
    }
  }
  *cell = -1;
  return POLYMINIX_RULE_OK;
}

/* The first kit piece of mask M, by name. */
static const char *first_name(const pieceset_t *kit, uint32_t m) {
  for (int i = 0; i < kit->n; i++)
    if (m >> i & 1u) return kit->pieces[i].name;
  return "?";
}

/* Box 6: the pieces used have the sizes shown. */
static int sizes_match(const pieceset_t *kit, const polyminix_box_t *box, uint32_t used, char *why,
                       size_t n) {
  int want[POLYMINIX_SIZE_SLOTS] = {0};
  for (int i = 0; i < box->n; i++) want[box->sizes[i]]++;
  for (int i = 0; i < kit->n; i++)
    if (used >> i & 1u) want[kit->pieces[i].shape.n]--;
  for (int z = 1; z < POLYMINIX_SIZE_SLOTS; z++)
    if (want[z]) {
      int asked = 0;
      for (int i = 0; i < box->n; i++) asked += box->sizes[i] == z;
      int used_z = asked - want[z];
      snprintf(why, n,
               dngettext(PACKAGE, "%d piece of %d cells used, the box shows %d",
                         "%d pieces of %d cells used, the box shows %d", (unsigned long)used_z),
               used_z, z, asked);
      return 0;
    }
  return 1;
}

/* Rules "box1".."box6": the choice of pieces USED is the one box B allows. */
static polyminix_rule_t check_choice(const pieceset_t *kit, const polyminix_box_t *box, int b,
                                     uint32_t used, char *why, size_t n) {
  polyminix_rule_t rule = (polyminix_rule_t)(POLYMINIX_RULE_BOX1 + b);
  uint32_t shown = 0;
  for (int i = 0; b != POLYMINIX_BOX_SIZES && i < box->n; i++) {
    int ki = polyminix_kit_index(kit, box->names[i]);
    if (ki < 0) {
      snprintf(why, n, _("the box shows %s, which is not in the kit"), box->names[i]);
      return rule;
    }
    shown |= 1u << ki;
  }
  int extra = polyminix_popcount32(used & ~shown);
  uint32_t missing = shown & ~used;
  if (b == POLYMINIX_BOX_SIZES)
    return sizes_match(kit, box, used, why, n) ? POLYMINIX_RULE_OK : rule;
  if (b == POLYMINIX_BOX_ALL_BUT) {
    if (!(used & shown)) return POLYMINIX_RULE_OK;
    snprintf(why, n, _("%s is used: the box excludes it"), first_name(kit, used & shown));
    return rule;
  }
  if (missing) {
    snprintf(why, n, _("%s is shown but not used: every piece shown is used"),
             first_name(kit, missing));
    return rule;
  }
  int lo = b == POLYMINIX_BOX_PLUS_K ? box->k : b == POLYMINIX_BOX_PLUS_ANY ? 1 : 0;
  int hi = b == POLYMINIX_BOX_PLUS_K     ? box->k
           : b == POLYMINIX_BOX_PLUS_ANY ? POLYMINIX_MAX_OTHERS
                                         : 0;
  if (extra >= lo && extra <= hi) return POLYMINIX_RULE_OK;
  if (hi == 0)
    snprintf(why, n, _("%s is not shown: only the pieces shown are used"),
             first_name(kit, used & ~shown));
  else if (lo == hi)
    snprintf(why, n,
             dngettext(PACKAGE, "%d other piece used, the box asks for exactly %d",
                       "%d other pieces used, the box asks for exactly %d", (unsigned long)extra),
             extra, lo);
  else
    snprintf(why, n,
             dngettext(PACKAGE, "%d other piece used, the box asks for %d to %d",
                       "%d other pieces used, the box asks for %d to %d", (unsigned long)extra),
             extra, lo, hi);
  return rule;
}

polyminix_rule_t polyminix_check_answer(const pieceset_t *kit, const polyminix_side_t *s, int b,
                                        const int *grid, int *cell, char *why, size_t n) {
  uint32_t used = 0;
  int cnt[POLYMINIX_MAX_KIT] = {0};
  polyminix_rule_t r = check_cover(kit, &s->fig, grid, &used, cnt, cell, why, n);
  if (r == POLYMINIX_RULE_OK) r = check_pieces(kit, &s->fig, grid, used, cnt, cell, why, n);
  if (r == POLYMINIX_RULE_OK) r = check_choice(kit, &s->box[b], b, used, why, n);
  return r;
}

/* Rule "problem": the figure FIG (its cells those covered) is what problem
 * KIND A B asks. */
static polyminix_rule_t problem_shape(const region_t *f, int kind, int a, int b, char *why,
                                      size_t n) {
  int area = region_area(f), per = polyminix_perimeter(f);
  if (region_components(f, REGION_FIGURE) != 1) {
    snprintf(why, n, _("the pieces do not make one figure: they must touch side by side"));
    return POLYMINIX_RULE_PROBLEM;
  }
  switch (kind) {
    case POLYMINIX_PROBLEM_SQUARE:
      if (f->w == a && f->h == a && area == a * a) return POLYMINIX_RULE_OK;
      snprintf(why, n, _("not a square of side %d"), a);
      return POLYMINIX_RULE_PROBLEM;
    case POLYMINIX_PROBLEM_RECTANGLE:
      if (area == f->w * f->h && 2 * (f->w + f->h) == a) return POLYMINIX_RULE_OK;
      if (area != f->w * f->h)
        snprintf(why, n, _("not a rectangle"));
      else
        snprintf(why, n, _("a rectangle of perimeter %d, not %d"), 2 * (f->w + f->h), a);
      return POLYMINIX_RULE_PROBLEM;
    case POLYMINIX_PROBLEM_SYMMETRIC:
      if (area != a) {
        snprintf(why, n, _("area %d, not %d"), area, a);
        return POLYMINIX_RULE_PROBLEM;
      }
      if (region_shape_symmetries(f) & 0xf0u) return POLYMINIX_RULE_OK; /* 4-7: mirrors */
      snprintf(why, n, _("the figure has no mirror axis"));
      return POLYMINIX_RULE_PROBLEM;
    default:
      if (area == a && per == b) return POLYMINIX_RULE_OK;
      snprintf(why, n, _("area %d and perimeter %d, not %d and %d"), area, per, a, b);
      return POLYMINIX_RULE_PROBLEM;
  }
}

polyminix_rule_t polyminix_check_problem(const pieceset_t *kit, const region_t *fig, int kind,
                                         int a, int b, const int *grid, int *cell, char *why,
                                         size_t n) {
  uint32_t used = 0;
  int cnt[POLYMINIX_MAX_KIT] = {0};
  polyminix_rule_t r = check_cover(kit, fig, grid, &used, cnt, cell, why, n);
  if (r == POLYMINIX_RULE_OK) r = check_pieces(kit, fig, grid, used, cnt, cell, why, n);
  if (r == POLYMINIX_RULE_OK) *cell = -1, r = problem_shape(fig, kind, a, b, why, n);
  return r;
}

int polyminix_check_grid(const pieceset_t *kit, const polyminix_side_t *s, int bi,
                         const int *grid) {
  int cell;
  char why[160];
  return polyminix_check_answer(kit, s, bi, grid, &cell, why, sizeof why) == POLYMINIX_RULE_OK;
}

/* ---- a turn, a game ---- */

/* The player NAMEd in G, or -1. */
static int player_index(const polyminix_game_t *g, int who) {
  return who >= 0 && who < g->nplayers ? who : -1;
}

polyminix_rule_t polyminix_turn_points(const polyminix_game_t *g, const polyminix_turn_t *t,
                                       int points[POLYMINIX_MAX_PLAYERS], char *why, size_t n) {
  memset(points, 0, POLYMINIX_MAX_PLAYERS * sizeof *points);
  if (t->face < 1 || t->face > POLYMINIX_TURNO_FACES) {
    snprintf(why, n, _("the TURNO die has faces 1 to %d"), POLYMINIX_TURNO_FACES);
    return POLYMINIX_RULE_TURNO6;
  }
  if (t->face == POLYMINIX_TURNO_CHOOSE &&
      (t->set_face < 1 || t->set_face >= POLYMINIX_TURNO_CHOOSE)) {
    snprintf(why, n, _("face 6: the turn player sets the die to one of the faces 1 to 5"));
    return POLYMINIX_RULE_TURNO6;
  }
  int face = t->face == POLYMINIX_TURNO_CHOOSE ? t->set_face : t->face;
  if (g->game == 2 && (face == POLYMINIX_TURNO_TWO_CARDS || face == POLYMINIX_TURNO_OWN_DECK)) {
    /* "Il GdT decide la modalità del turno di gioco, scegliendone una tra" four faces: the two
     * that need cards (two cards in a row; each their own deck) are not among them */
    snprintf(why, n, _("Game 2 has no cards: the turn player chooses face 1, 2, 3 or 6, not %d"),
             face);
    return POLYMINIX_RULE_GAME2;
  }
  polyminix_rule_t rule = (polyminix_rule_t)(POLYMINIX_RULE_TURNO1 + face - 1);
  for (int k = 0; k < t->n; k++) {
    int p = player_index(g, t->who[k]);
    if (p < 0 || !g->playing[p]) {
      snprintf(why, n, _("%s does not play this turn"),
               p < 0 ? _("an unknown player") : g->names[p]);
      return g->winner < 0 && p >= 0 ? POLYMINIX_RULE_TIE : POLYMINIX_RULE_END;
    }
    for (int q = 0; q < k; q++)
      if (t->who[q] == p) {
        snprintf(why, n, _("%s is named twice"), g->names[p]);
        return rule;
      }
  }
  if (face == POLYMINIX_TURNO_OWN_DECK && t->n > 0 && t->level == POLYMINIX_LEVEL_NONE) {
    snprintf(why, n, _("face 5: the first's card colour (red 3, yellow 2, green 1) is not given"));
    return rule;
  }
  for (int k = 0; k < t->n; k++) {
    int p = t->who[k], pts = 0;
    switch (face) {
      case POLYMINIX_TURNO_FIRST:
      case POLYMINIX_TURNO_TWO_CARDS: pts = k == 0 ? 3 : 0; break;
      case POLYMINIX_TURNO_PODIUM:
        pts = k < 3 ? 3 - k : 0;
        break; /* of four, the last (fourth) scores nothing */
      case POLYMINIX_TURNO_TIMED: pts = 2; break;
      default: pts = k == 0 ? 1 + t->level : 0; break; /* green 1, yellow 2, red 3 */
    }
    points[p] = pts;
  }
  return POLYMINIX_RULE_OK;
}

int polyminix_game_tied(const polyminix_game_t *g) {
  if (g->winner >= 0) return 0;
  for (int i = 0; i < g->nplayers; i++)
    if (g->playing[i] && g->score[i] >= POLYMINIX_GOAL) return 1;
  return 0;
}

polyminix_rule_t polyminix_game_turn(polyminix_game_t *g, const polyminix_turn_t *t, char *why,
                                     size_t n) {
  if (g->winner >= 0) {
    snprintf(why, n, _("%s has won with %d points: the game is over"), g->names[g->winner],
             g->score[g->winner]);
    return POLYMINIX_RULE_END;
  }
  int points[POLYMINIX_MAX_PLAYERS];
  polyminix_rule_t r = polyminix_turn_points(g, t, points, why, n);
  if (r != POLYMINIX_RULE_OK) return r;
  int best = -1;
  for (int i = 0; i < g->nplayers; i++) {
    g->score[i] += points[i];
    if (g->playing[i] && (best < 0 || g->score[i] > g->score[best])) best = i;
  }
  g->turns++;
  if (best < 0 || g->score[best] < POLYMINIX_GOAL)
    return POLYMINIX_RULE_OK; /* nobody left to lead */
  /* at the goal: one leader wins; players tied at the top play on alone */
  int tied = 0;
  for (int i = 0; i < g->nplayers; i++) {
    g->playing[i] = g->playing[i] && g->score[i] == g->score[best];
    tied += g->playing[i];
  }
  if (tied == 1) g->winner = best;
  return POLYMINIX_RULE_OK;
}

void polyminix_side_result_recheck(const pieceset_t *kit, const polyminix_side_t *s,
                                   polyminix_side_result_t *r) {
  for (int b = 0; b < POLYMINIX_NBOXES; b++)
    if (r->box[b].grid && !polyminix_check_grid(kit, s, b, r->box[b].grid)) {
      r->box[b].verdict = POLYMINIX_FAILS;
      snprintf(r->box[b].reason, sizeof r->box[b].reason,
               _("internal error: the tiling found does not check"));
      r->right = 0;
    }
}
