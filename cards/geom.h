/* geom.h: cells, shapes and regions on the square grid (and, for Polymère later, the hex grid). */
#ifndef CARDS_GEOM_H
#define CARDS_GEOM_H

#include <stddef.h>
#include <stdint.h>

/* The lattice a shape lives on. Square cells: (x, y) = column, row, with y
 * growing downwards as on a printed page. Hex cells: axial coordinates
 * (q, r) stored in (x, y), pointy-top hexagons. */
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

/* Sort and translate S into normalised form. */
void shape_normalize(shape_t *s);
/* 1 when A and B (both normalised) are the same cell set, else 0. */
int shape_equal(const shape_t *a, const shape_t *b);
/* Apply symmetry SYM (0..7 on the square: 0-3 rotations by 90 degrees,
 * 4-7 the same after a reflection; 0..11 on the hex grid) and normalise. */
void shape_transform(const shape_t *s, int sym, shape_t *out);
/* The distinct orientations of S (rotations; and reflections unless
 * ONE_SIDED), normalised, in a fixed order, first the identity; returns
 * their number (1..SHAPE_MAX_SYMS). */
int shape_orientations(const shape_t *s, int one_sided, shape_t out[SHAPE_MAX_SYMS]);
/* 1 when the cells of S are edge-connected. */
int shape_connected(const shape_t *s);

/* A piece: a named shape and its orientations. */
typedef struct piece {
  char name[16];      /* "F", "I3", "H17", "F'" for a one-sided mirror... */
  shape_t shape;      /* normalised, the piece's reference orientation */
  int one_sided;      /* 1: may not be turned over */
  int norient;        /* number of distinct orientations */
  shape_t orient[SHAPE_MAX_SYMS];
} piece_t;

/* Fill in norient and orient[] from shape and one_sided. */
void piece_init_orientations(piece_t *p);

/* A multiset of pieces: piece i is available copies[i] times. */
typedef struct pieceset {
  int n;
  piece_t *pieces;
  int *copies;
} pieceset_t;

void pieceset_free(pieceset_t *set);
/* Total number of cells of the set, copies counted. */
int pieceset_area(const pieceset_t *set);

/* A region of the square grid to cover: W x H cells, row-major, row 0 at
 * the top. cells[y*w+x] is REGION_CELL ('.') for a cell to cover,
 * REGION_OUTSIDE ('#') for no cell, or a piece letter for a cell already
 * covered by that piece (pieces given in place). */
#define REGION_CELL '.'
#define REGION_OUTSIDE '#'
typedef struct region {
  int w, h;
  char *cells;
} region_t;

void region_free(region_t *r);
/* Number of cells to cover. */
int region_area(const region_t *r);

#endif
