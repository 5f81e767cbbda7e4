/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* polyomino.h: enumeration of polyominoes of order 1..8 and the names people use for them. */
#ifndef POLY_POLYOMINO_H
#define POLY_POLYOMINO_H

#include "poly/geom.h"

/* Largest order enumerated and named. */
#define POLYO_MAX_ORDER 8

typedef enum polyo_kind {
  POLYO_FREE = 0,      /* up to rotation and reflection: 1,1,2,5,12,35,108,369 */
  POLYO_ONE_SIDED = 1, /* up to rotation only:          1,1,2,7,18,60,196,704 */
  POLYO_FIXED = 2      /* up to translation only:      1,2,6,19,63,216,760,2725 */
} polyo_kind_t;

/* Enumerate the polyominoes of ORDER (1..POLYO_MAX_ORDER) of KIND by growing
 * the fixed polyominoes of order n-1 one cell at a time (nothing is typed
 * in). *OUT receives a malloc'd array (caller frees) of the shapes, each in
 * its canonical orientation (shape_canonical: for FREE over all 8
 * symmetries, for ONE_SIDED over the 4 rotations, for FIXED the shape
 * itself), sorted by shape_compare: that is THE canonical order, and
 * index k (0-based) in the FREE list is the piece "P<n>-<k+1>".
 * Returns the count, or -1 (bad order, out of memory) with ERR filled. */
int polyomino_enumerate(int order, polyo_kind_t kind, shape_t **out, base_error_t *err);

/* Largest order polyform_enumerate takes (the counts grow about 4x per
 * order on the square grid, 4.5x on the hex grid). */
#define POLYFORM_MAX_ORDER 10
/* The same for GRID: GRID_SQUARE gives the polyominoes (up to order 10),
 * GRID_HEX the polyhexes (free 1,1,3,7,22,82,333; fixed 1,3,11,44,186,814,
 * 3652), with the 12 symmetries of the hexagon (shape_transform) for FREE
 * and its 6 rotations for ONE_SIDED. Same ordering rules. */
int polyform_enumerate(grid_kind_t grid, int order, polyo_kind_t kind, shape_t **out,
                       base_error_t *err);

/* ---- Names ---------------------------------------------------------------
 * Every free polyomino has one canonical name:
 *   order 1  "I1"                       (alias "monomino")
 *   order 2  "I2"                       (alias "domino")
 *   order 3  "I3", "L3"                 (alias "V3" for L3)
 *   order 4  "I4", "O4", "T4", "S4", "L4"
 *   order 5  "F", "I", "L", "N", "P", "T", "U", "V", "W", "X", "Y", "Z"
 *            (Conway's letters; aliases "F5", "I5", ... "Z5")
 *   order 6  "H1" .. "H35" in the canonical order (H1 is the 1x6 bar, H35
 *            a 3x3-box piece; see polyomino_enumerate)
 *   order 7, 8  "P7-1" .. "P7-108", "P8-1" .. "P8-369" (canonical order)
 * and "P<n>-<k>" is an alias of the k-th free n-omino for every n (so
 * "P6-12" is "H12", "P1-1" is "I1").
 * A trailing "'" names the mirror image (left-right reflection, sym 4) of a
 * chiral piece, as a ONE-SIDED piece: "F'", "L4'", "H7'". Aliases "Z4" for
 * "S4'" and "J4" for "L4'". A mirror of a piece that is its own mirror
 * image ("X'", "I4'") is an error. Names are case-sensitive: "f" is not F.
 * Reference orientations: the pentominoes, tetrominoes and trominoes are
 * drawn like their letters (F as .##/##./.#.); every other piece is in its
 * canonical orientation; a mirror "NAME'" is sym 4 of NAME's reference. */

/* Look NAME up; on success fill *OUT (name = the canonical name, e.g.
 * "domino" gives "I2" and "Z4" gives "S4'"; one_sided = 1 only for a mirror
 * name; no orientations: piece_init_orientations or pieceset_add
 * fills them in) and return 0; else -1 with ERR ("unknown
 * piece 'NAME'", column 1). */
int polyomino_lookup(const char *name, piece_t *out, base_error_t *err);
/* The enumerations polyomino_lookup_cached has made, by order (zeroed: none yet; free with
 * polyomino_cache_free). One per caller: not shared between threads. */
typedef struct polyomino_cache {
  shape_t *list[POLYO_MAX_ORDER + 1];
  int n[POLYO_MAX_ORDER + 1];
} polyomino_cache_t;
/* polyomino_lookup, enumerating each order once in CACHE (NULL: every time). */
int polyomino_lookup_cached(const char *name, polyomino_cache_t *cache, piece_t *out,
                            base_error_t *err);
void polyomino_cache_free(polyomino_cache_t *cache);

/* The canonical name of the polyomino S (square grid, 1..8 cells,
 * connected, any orientation) into NAME (16 bytes). With ONE_SIDED and a
 * chiral S that is a rotation of the mirror of the reference orientation,
 * the name gets the "'" (e.g. "F'"). Returns 0, or -1 when S is not a
 * polyomino of order 1..8. */
int polyomino_name(const shape_t *s, int one_sided, char name[16]);

/* The canonical names of the free polyominoes of ORDER in canonical order
 * would be "P<n>-<k>"; this gives the usual name of the K-th (1-based) one
 * into NAME. Returns 0, or -1 when out of range. */
int polyomino_name_by_index(int order, int k, char name[16]);

#endif
