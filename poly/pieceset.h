/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* pieceset.h: multisets of pieces: named sets, spec strings, pieces drawn in text files. */
#ifndef POLY_PIECESET_H
#define POLY_PIECESET_H

#include <stdio.h>
#include "poly/geom.h"
#include "poly/polyomino.h"

/* ---- Spec strings --------------------------------------------------------
 * A spec is a comma-separated list of items (blanks around items ignored):
 *   NAME           a piece by name (cards/polyomino.h: "F", "L4'", "H12",
 *                  "domino", ...) or a named set (below)
 *   NAME*K, K*NAME K copies (K = 1..10000) of the piece, or of each piece
 *                  of the set
 *   ^ITEM          the piece(s) of ITEM may not be turned over (one-sided);
 *                  '^' comes first: "^F*2", "^2*F"
 *   @FILE          the pieces drawn in FILE (format below); FILE is the
 *                  rest of the item, so it cannot contain ','
 *   NAME=ART       an inline piece: rows of '#' (cell) and '.' (empty)
 *                  separated by '/', e.g. "bar=####", "hook=#../###";
 *                  NAME as in piece files (no '=' either)'
 * Named sets (their built-in specs, pieceset_named_spec):
 *   monomino, domino    the single piece
 *   trominoes           I3,L3                                   2 /  6 cells
 *   tetrominoes         I4,O4,T4,S4,L4                          5 / 20
 *   pentominoes         F,I,L,N,P,T,U,V,W,X,Y,Z                12 / 60
 *   hexominoes          H1..H35                                35 / 210
 *   heptominoes, octominoes  P7-1..P7-108, P8-1..P8-369 (generated;
 *                       pieceset_named_spec gives NULL for these two)
 *   polymo              I1,I2,trominoes,tetrominoes,pentominoes 21 / 89
 *   polyssimo           pentominoes + 12 hexominoes            24 / 132
 *                       (PIECESET_POLYSSIMO_HEXOMINOES: the first twelve
 *                       hexominoes of the canonical order with as many
 *                       black as white cells on a checkerboard, so parity
 *                       never rules out a 12x11 or 11x12 board; the
 *                       tiling library finds a 12x11 tiling at once)
 *   polyminix           PIECESET_POLYMINIX_DEFAULT              15 / 64
 *                       (the Polyminix kit; which 8 pentominoes and 4
 *                       tetrominoes the real box holds is not known to us:
 *                       a documented default, overridable with defs)
 *   one-sided-SET       for any set above (or any piece: one-sided-F is F
 *                       and F'): every piece one-sided, plus the
 *                       mirror "NAME'" of each chiral piece
 *                       (one-sided-pentominoes: 18 pieces; one-sided-
 *                       tetrominoes 7; one-sided-hexominoes 60)
 * A piece given several times (same shape, same one-sidedness) is one
 * entry with the copies added up, under its first name; one name for two
 * different pieces (other shape, or free and one-sided) is an error.
 *
 * ---- Piece files (@FILE, pieceset_read_art) -------------------------------
 * Plain text. Lines starting with ';' are comments. Pieces are separated by
 * one or more blank lines (lines of blanks only). A piece is:
 *   an optional header line "NAME:" optionally followed by words
 *     "one-sided" and/or "xK" (K copies, 1..10000), e.g. "bar: one-sided x2"
 *     (NAME: 1..15 characters, no blanks, none of , * : ^ @ ; = and
 *     ' only as the last of at least two characters) - a
 *     header is recognised by its ':';
 *   then rows of the drawing: '.' and ' ' are empty, every other printable
 *     character is a cell ('#', 'X', letters...).
 * A piece without header is named "piece<k>" (k = its 1-based position in
 * the file). At most SHAPE_MAX_CELLS cells, edge-connected.
 * Errors (line/col in the file): bad character, header without drawing,
 * disconnected piece (position of a cell not joined to the first), too many
 * cells, bad count, bad name. */

/* Documented defaults of the game sets. */
#define PIECESET_POLYMINIX_DEFAULT    "F,I,L,N,P,T,U,Y,I4,L4,T4,S4,I3,L3,I2"
#define PIECESET_POLYSSIMO_HEXOMINOES "H1,H2,H4,H5,H6,H7,H9,H10,H11,H13,H14,H15"

/* An extra or overriding named set for pieceset_parse_defs. */
typedef struct pieceset_def {
  const char *name; /* e.g. "polyminix" */
  const char *spec; /* a spec string; may use built-in sets and other defs
                     * (nested at most 4 deep) */
} pieceset_def_t;

/* Parse SPEC into *OUT (which the function initialises; on failure *OUT is
 * left empty). Errors: "unknown piece or set 'NAME'" (BASE_E_UNKNOWN),
 * "bad count", "empty item". A spec error has line 0 and col = 1-based
 * offset of the item in SPEC. An "@FILE" item is refused: a spec read from
 * a data file or an ID never opens another file. Returns 0 or -1. */
int pieceset_parse(const char *spec, pieceset_t *out, base_error_t *err);
/* The same, the enumerations of numbered pieces (H1, P7-12...) kept in CACHE (zeroed at first;
 * freed with polyomino_cache_free) for the caller's next specs. */
int pieceset_parse_cached(const char *spec, polyomino_cache_t *cache, pieceset_t *out,
                          base_error_t *err);
/* The same for a spec the user typed on the command line, where "@FILE"
 * items read pieces drawn in FILE (relative names from the current
 * directory); errors in FILE come with err->file set to FILE and the
 * file's line/col. */
int pieceset_parse_files(const char *spec, pieceset_t *out, base_error_t *err);
/* pieceset_parse() with DEFS (array ended by a {NULL, NULL} entry; may be
 * NULL) consulted before the built-in sets. */
int pieceset_parse_defs(const char *spec, const pieceset_def_t *defs, pieceset_t *out,
                        base_error_t *err);
/* The built-in spec of named set NAME ("pentominoes" -> "F,I,L,..."; the
 * polyssimo spec lists its hexominoes), or NULL. Static storage. */
const char *pieceset_named_spec(const char *name);

/* Append COPIES copies of P (shape normalised and orientations filled in by
 * this function), merging with an entry of the same shape and one-sidedness.
 * Returns 0, or -1 (out of memory, or the name is already used by another
 * shape: "piece name 'N' used for two different shapes"). */
int pieceset_add(pieceset_t *set, const piece_t *p, int copies, base_error_t *err);
/* Append the pieces drawn in TEXT (LEN bytes) in the piece-file format.
 * Line/col in ERR refer to TEXT. Returns 0 or -1. */
int pieceset_read_art(const char *text, size_t len, pieceset_t *set, base_error_t *err);
/* The same from the file PATH ("-" is stdin); a file that draws no piece
 * (empty, blank or only comments) is an error, "no piece drawn in the
 * file"; err->file is set to PATH on any error. */
int pieceset_read_art_file(const char *path, pieceset_t *set, base_error_t *err);
/* Write SET in the piece-file format (one header and drawing per entry,
 * reference orientation, '#' cells). Returns 0, or -1 on a write error. */
int pieceset_write_art(const pieceset_t *set, FILE *f);

/* A spec string (malloc'd, caller frees) that pieceset_parse reads back
 * to the same set: same entries in the same order, names, copies,
 * one-sidedness and shapes (a catalogue piece comes back in its reference
 * orientation). Pieces named by the catalogue are written by name ("F",
 * "^F" for a one-sided F, "L4'"), others inline. Returns 0, or -1 (hex
 * pieces, a name that a spec cannot carry, out of memory). */
int pieceset_to_spec(const pieceset_t *set, char **out, base_error_t *err);

/* Number of distinct pieces counting copies (sum of copies[]). */
int pieceset_count(const pieceset_t *set);
/* Index of the piece named NAME in SET, or -1. */
int pieceset_find(const pieceset_t *set, const char *name);

#endif
