/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* internal.h: what the files of games/polymo/ share and nobody else sees: bitboard helpers, shape
 * sizes, colour rules. */
#ifndef GAMES_POLYMO_INTERNAL_H
#define GAMES_POLYMO_INTERNAL_H

#include "base/bits.h"
#include "games/polymo/polymo.h"

/* Squares of shape k (0..20), in list order. */
extern const int polymo_shape_size[POLYMO_NSHAPES];
/* The first MAX cells of B on G's grid into CELLS, in cell order; returns how many. */
int polymo_bb_cells(const polymo_geo_t *g, const polymo_bb_t *b, int *cells, int max);
/* An empty sheet. */
void polymo_sheet_init(polymo_sheet_t *s);

/* Whether player-independent colour C may be taken now (JOKER: through a
 * star die): POLYMO_OK or the rule broken. */
polymo_rule_t polymo_color_rule(const polymo_game_t *g, int c, int joker);
/* The pen of colour C for a declaration: a die showing C, else a free
 * star when no die shows C, else a free pen; *JOKER says whether a star. */
polymo_rule_t polymo_pen_rule(const polymo_game_t *g, int c, int *joker);
/* 1 when a free die still offers some colour. */
int polymo_has_colour_option(const polymo_game_t *g);

/* Fill RES with a syntax error at LINE:COL; returns 1. */
int polymo_res_syntax(polymo_check_result_t *res, unsigned long line, unsigned long col,
                      const char *msg);

#endif
