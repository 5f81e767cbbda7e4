/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* places.h: the one placement table of cards/: every orientation of every piece at every spot of a
 * board where it fits, built the same way for the tiling engines and for every game. */
#ifndef POLY_PLACES_H
#define POLY_PLACES_H

#include <stddef.h>

#include "poly/geom.h"
#include "poly/tiling.h"

/* The cells a placement may cover: NCELLS cells numbered 0..NCELLS-1, in
 * the order placements are anchored on (CELL_XY), and the number of the
 * cell at each position of the W x H box (CELL_AT[y * w + x], -1 for a
 * position no piece may cover). Owned by the caller. */
typedef struct tiling_board {
  int w, h, ncells;
  const cell_t *cell_xy;
  const int *cell_at;
  int ascending; /* cell numbers grow with y * w + x: set by tiling_board_rect and
                    tiling_board_order (0 only costs a sort per placement) */
} tiling_board_t;

/* Placements in the order they were added: placement p is place[p]
 * (piece, orientation, translation: tiling_place_t) and covers the cells
 * cell[start[p] .. start[p+1]-1] (board cell numbers, ascending), whose
 * coordinates are xy[start[p] .. start[p+1]-1]. A zeroed table is empty;
 * every array is malloc'd and owned by the table. */
typedef struct tiling_places {
  int n, cap;
  tiling_place_t *place;
  int *start; /* n + 1 entries once a placement is in */
  int *cell;
  cell_t *xy;
  size_t ncell, cap_cell;
} tiling_places_t;

/* The board of every cell of the W x H rectangle whose ALLOW[y * w + x] is
 * nonzero (every cell when ALLOW is NULL), numbered row by row (y * w + x
 * when all are allowed): XY and AT need room for W * H entries each. */
void tiling_board_rect(tiling_board_t *b, int w, int h, const unsigned char *allow, cell_t *xy,
                       int *at);

/* Set B's ascending flag from its cell_at. */
void tiling_board_order(tiling_board_t *b);

/* Room in T for NPLACE placements of NCELL cells in all, made ahead when their number is known
 * (tiling_places_add grows T as it goes, by copies): 0, or -1 when out of memory. */
int tiling_places_reserve(tiling_places_t *t, int nplace, size_t ncell);

/* Add the placements of orientation ORIENT (shape S, normalised) of piece
 * PIECE on B: S's first cell on each cell of B in B's order, kept when every
 * cell of S lands on a cell of B. So on a rectangle numbered row by row,
 * they come by translation row by row (y, then x). At most MAX placements
 * in T in all. Returns 0; -1 when out of memory; 1 when one more placement
 * would pass MAX (T holds the ones before). */
int tiling_places_add(tiling_places_t *t, const tiling_board_t *b, int piece, int orient,
                      const shape_t *s, int max);

/* Free the arrays of T and zero it. */
void tiling_places_free(tiling_places_t *t);

#endif
