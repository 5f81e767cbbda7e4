/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* geom.h: cells, shapes and regions on the square grid (and, for Polymère later, the hex grid). */
#ifndef POLY_GEOM_H
#define POLY_GEOM_H

#include <stddef.h>
#include <stdint.h>
#include "base/error.h"
#include "base/text.h"

/* The lattice a shape lives on. Square cells: (x, y) = column, row, with y
 * growing downwards as on a printed page. Hex cells: axial coordinates
 * (q, r) stored in (x, y), pointy-top hexagons; the six neighbours of (q, r)
 * are (q+-1, r), (q, r+-1), (q+1, r-1) and (q-1, r+1). */
typedef enum grid_kind { GRID_SQUARE = 0, GRID_HEX = 1 } grid_kind_t;

typedef struct cell {
  int16_t x, y;
} cell_t;

/* Largest piece the geometry handles (user pieces in files included). */
#define SHAPE_MAX_CELLS 64
/* Most symmetries of a lattice: 8 for the square, 12 for the hexagon. */
#define SHAPE_MAX_SYMS 12

/* A set of cells. Normalised form (shape_normalize): cells sorted by (y, x),
 * translated so that the smallest y and the smallest x are both 0. */
typedef struct shape {
  grid_kind_t grid;
  int n;
  cell_t c[SHAPE_MAX_CELLS];
} shape_t;

/* Number of symmetries of GRID: 8 (square) or 12 (hex). */
int shape_nsyms(grid_kind_t grid);
/* Sort and translate S into normalised form (duplicate cells are kept;
 * callers never make them). */
void shape_normalize(shape_t *s);
/* 1 when A and B (both normalised) are the same cell set, else 0. */
int shape_equal(const shape_t *a, const shape_t *b);
/* Total order on normalised shapes of the same grid, used for the canonical
 * order of catalogues: fewer cells first; then smaller height (rows); then
 * larger width; then the w x h bitmap read row by row, top row first, left
 * to right, as a binary number with the first cell most significant: the
 * LARGER number first (cells packed towards the top left come first).
 * Returns <0, 0, >0 like strcmp. */
int shape_compare(const shape_t *a, const shape_t *b);
/* Width (columns) and height (rows) of the bounding box of normalised S
 * (for hex shapes, of the (q, r) box). */
void shape_size(const shape_t *s, int *w, int *h);
/* Apply symmetry SYM and normalise. Square grid, SYM 0..7: 0-3 rotations by
 * k quarter turns clockwise as seen on the page ((x, y) -> (-y, x) once),
 * 4-7 the same rotations applied after the left-right mirror (x -> -x).
 * Hex grid, SYM 0..11: 0-5 rotations by k sixth turns ((q, r) -> (-r, q+r)
 * once), 6-11 the same after the mirror (q, r) -> (r, q). OUT may be S. */
void shape_transform(const shape_t *s, int sym, shape_t *out);
/* Map one cell by SYM as shape_transform does, without normalising. */
cell_t cell_transform(grid_kind_t grid, cell_t c, int sym);
/* Index of the inverse of SYM and of the composition "first A then B". */
int sym_inverse(grid_kind_t grid, int sym);
int sym_compose(grid_kind_t grid, int a, int b);
/* The distinct orientations of S (rotations; and reflections unless
 * ONE_SIDED), normalised, in a fixed order, first the identity; returns
 * their number (1..SHAPE_MAX_SYMS). The order is that of the first SYM
 * (0, 1, 2, ...) giving each orientation. */
int shape_orientations(const shape_t *s, int one_sided, shape_t out[SHAPE_MAX_SYMS]);
/* Bitmask of the symmetries SYM with shape_transform(S, SYM) == S (S
 * normalised); bit 0 is always set. */
unsigned shape_symmetries(const shape_t *s);
/* The canonical orientation of S: the smallest (shape_compare) of its
 * orientations, turning it over too unless ONE_SIDED. OUT may be S. */
void shape_canonical(const shape_t *s, int one_sided, shape_t *out);
/* S from a drawing: rows separated by '/', '#' a cell, any other character
 * none (".#./###" is the T tetromino); normalised. At most SHAPE_MAX_CELLS
 * cells are taken. */
void shape_from_art(const char *art, grid_kind_t grid, shape_t *s);
/* 1 when the cells of S are edge-connected (6-neighbour on the hex grid);
 * an empty shape is not connected. */
int shape_connected(const shape_t *s);
/* 1 when S (normalised) contains cell (X, Y). */
int shape_has(const shape_t *s, int x, int y);
/* Checkerboard colour balance of a square shape: (cells with x+y even) -
 * (cells with x+y odd) of normalised S. */
int shape_parity(const shape_t *s);

/* A piece: a named shape and its orientations. The orientations are as
 * many as the piece has (1 to 8 on the square grid, up to 12 on the hex
 * grid), in one malloc'd array that the piece owns: a piece in a pieceset_t
 * has them (pieceset_add fills them in, pieceset_free frees them); a piece
 * from polyomino_lookup or built by hand has none (norient 0, orient NULL)
 * until piece_init_orientations. Copying a piece_t by value shares the
 * array: use piece_copy for a copy that outlives the original. */
typedef struct piece {
  char name[16];   /* "F", "I3", "H17", "F'" for a one-sided mirror... */
  shape_t shape;   /* normalised, the piece's reference orientation */
  int one_sided;   /* 1: may not be turned over */
  int norient;     /* number of distinct orientations */
  shape_t *orient; /* norient orientations (read them with piece_orient) */
} piece_t;

/* Orientation K (0 <= K < P->norient) of P: orientation 0 is P->shape, the
 * others in the order of shape_orientations. */
static inline const shape_t *piece_orient(const piece_t *p, int k) {
  return &p->orient[k];
}
/* Fill in norient and orient from shape and one_sided (normalises shape;
 * orient[0] is shape), freeing the orientations P owned before. 0, or -1
 * when out of memory (P then has none). */
int piece_init_orientations(piece_t *p);
/* *DST = *SRC with orientations of its own: 0, or -1 when out of memory
 * (DST then has none). */
int piece_copy(piece_t *dst, const piece_t *src);
/* Free P's orientations (norient 0, orient NULL); the rest stays. */
void piece_free(piece_t *p);

/* A multiset of pieces: piece i is available copies[i] times. pieces and
 * copies are malloc'd arrays of n entries owned by the set, with room for
 * cap (0 when unknown: a set made elsewhere with exactly n). A zeroed
 * pieceset_t is a valid empty set. Declared here; the functions that build
 * sets are in poly/pieceset.h. */
typedef struct pieceset {
  int n;
  piece_t *pieces;
  int *copies;
  int cap;
} pieceset_t;

/* Free the arrays, the pieces' orientations included, and zero *SET (SET
 * may be an empty set). */
void pieceset_free(pieceset_t *set);
/* Total number of cells of the set, copies counted. */
int pieceset_area(const pieceset_t *set);

/* A region of the square grid to cover: W x H cells, row-major, row 0 at
 * the top. cells[y*w+x] is REGION_CELL ('.') for a cell to cover,
 * REGION_OUTSIDE ('#') for no cell, or a piece letter for a cell already
 * covered by that piece (pieces given in place). A piece letter is any
 * printable ASCII character other than ' ', '.' and '#'. cells is malloc'd
 * (w*h bytes, no terminator) and owned by the region; a zeroed region_t is
 * a valid empty region. Functions are in cards/region.h. */
#define REGION_CELL    '.'
#define REGION_OUTSIDE '#'
typedef struct region {
  int w, h;
  char *cells;
} region_t;

/* Free cells and zero *R. */
void region_free(region_t *r);
/* Number of cells to cover (REGION_CELL). */
int region_area(const region_t *r);

#endif
