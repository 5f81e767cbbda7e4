/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* model.c: the Polyminix model: levels, kits, what a card's name and a deck's title may be,
 * picking cards, the small helpers the folder shares (masks of kit pieces). */
#include <config.h>

#include "games/polyminix/polyminix.h"

#include <stdlib.h>
#include <string.h>

#include "base/intl.h"
#include "base/bits.h"
#include "games/polyminix/internal.h"
#include "base/rng.h"
#include "poly/pieceset.h"
#include "poly/polyomino.h"
#include "poly/region.h"

const char *polyminix_level_name(int level) {
  static const char *const names[] = {
      [POLYMINIX_GREEN] = "green", [POLYMINIX_YELLOW] = "yellow", [POLYMINIX_RED] = "red"};
  return level >= POLYMINIX_GREEN && level <= POLYMINIX_RED ? names[level] : "-";
}

int polyminix_level_of(double m) {
  return m < POLYMINIX_T_YELLOW ? POLYMINIX_GREEN
         : m < POLYMINIX_T_RED  ? POLYMINIX_YELLOW
                                : POLYMINIX_RED;
}

int polyminix_level_parse(const char *w) {
  for (int i = POLYMINIX_GREEN; i <= POLYMINIX_RED; i++)
    if (strcmp(w, polyminix_level_name(i)) == 0) return i;
  return -2;
}

void polyminix_side_free(polyminix_side_t *s) {
  region_free(&s->fig);
}

void polyminix_deck_free(polyminix_deck_t *d) {
  for (int i = 0; i < d->n; i++)
    for (int j = 0; j < d->cards[i].nsides; j++) polyminix_side_free(&d->cards[i].side[j]);
  free(d->cards);
  memset(d, 0, sizeof *d);
}

int polyminix_text_check(const char *text, int name, base_error_t *err) {
  return base_text_line_check(text, name ? POLYMINIX_NAME_MAX : POLYMINIX_TITLE_MAX,
                              name ? _("a card's name") : _("a title"), err);
}

void polyminix_deck_pick(polyminix_deck_t *d, const unsigned char *keep) {
  int n = 0;
  for (int i = 0; i < d->n; i++)
    if (keep[i])
      d->cards[n++] = d->cards[i];
    else
      for (int j = 0; j < d->cards[i].nsides; j++) polyminix_side_free(&d->cards[i].side[j]);
  d->n = n;
}

int polyminix_kit_parse(const char *spec, pieceset_t *set, base_error_t *err) {
  if (!spec || !*spec) spec = PIECESET_POLYMINIX_DEFAULT;
  if (pieceset_parse(spec, set, err) != 0) return -1;
  if (set->n > POLYMINIX_MAX_KIT) {
    base_error_set(err, 0, 1, _("a kit has at most %d pieces"), POLYMINIX_MAX_KIT);
    pieceset_free(set);
    return -1;
  }
  for (int i = 0; i < set->n; i++) {
    /* A polyomino of 1 to 8 cells: what polyomino_name names, without enumerating its order
     * for each piece (the name itself is not wanted). */
    const shape_t *sh = &set->pieces[i].shape;
    if (set->copies[i] != 1 || set->pieces[i].one_sided || sh->grid != GRID_SQUARE || sh->n < 1 ||
        sh->n > POLYO_MAX_ORDER || !shape_connected(sh)) {
      base_error_set(
          err, 0, 1,
          _("kit piece '%s': a kit holds distinct free polyominoes of 1 to 8 cells, once each"),
          set->pieces[i].name);
      pieceset_free(set);
      return -1;
    }
  }
  return 0;
}

/* Index of the kit piece with the shape named NAME, or -1. */
int polyminix_kit_index(const pieceset_t *kit, const char *name) {
  piece_t p;
  if (polyomino_lookup(name, &p, NULL) != 0) return -1;
  shape_t a, b;
  shape_canonical(&p.shape, 0, &a);
  for (int i = 0; i < kit->n; i++) {
    shape_canonical(&kit->pieces[i].shape, 0, &b);
    if (shape_equal(&a, &b)) return i;
  }
  return -1;
}

int polyminix_set_from_mask(const pieceset_t *kit, uint32_t mask, pieceset_t *out) {
  memset(out, 0, sizeof *out);
  for (int i = 0; i < kit->n; i++)
    if (mask >> i & 1u)
      if (pieceset_add(out, &kit->pieces[i], 1, NULL) != 0) {
        pieceset_free(out);
        return -1;
      }
  return 0;
}

int polyminix_mask_area(const pieceset_t *kit, uint32_t m) {
  int a = 0;
  for (int i = 0; i < kit->n; i++)
    if (m >> i & 1u) a += kit->pieces[i].shape.n;
  return a;
}

void polyminix_figure_prepare(region_t *fig) {
  region_crop(fig);
  /* pre-covered letters count as cells of the figure */
  for (int k = 0; k < fig->w * fig->h; k++)
    if (fig->cells[k] != REGION_OUTSIDE) fig->cells[k] = REGION_CELL;
}
