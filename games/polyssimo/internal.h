/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* internal.h: helpers shared by the files of games/polyssimo/, not part of the game's public face.
 */
#ifndef GAMES_POLYSSIMO_INTERNAL_H
#define GAMES_POLYSSIMO_INTERNAL_H

#include "games/polyssimo/polyssimo.h"
#include "poly/places.h"

/* 1 when C may be a piece's display letter: printable, and none of '.',
 * '#', ' ', '/', ':', ',' or ';' (the formats' separators). */
int polyssimo_letter_ok(char c);
/* Give each of N names a distinct letter (OUT): a piece's one-character
 * name when no other piece has it and it is not in TAKEN (NUL-terminated,
 * may be NULL), else the next free letter of a fixed pool. -1 when the
 * pool runs out. */
int polyssimo_assign_letters(int n, const char *const *names, const char *taken, char *out);
/* The same, trying first PREF[i] (when PREF is not NULL and PREF[i] is not
 * 0) for name I, if it is free. */
int polyssimo_assign_letters_pref(int n, const char *const *names, const char *pref,
                                  const char *taken, char *out);
/* The letters of the N pieces NAMES as the legend of the set SPEC gives
 * them (copies in order; 0 for a name not in SPEC) into OUT. 0 or -1. */
int polyssimo_legend_letters(const char *spec, int n, const char *const *names, char *out);

/* The placements of the N pieces PIECES on the W x H board, on the cells
 * whose ALLOW[y * w + x] is nonzero (all when NULL), in the shared table
 * *PL (places.h; free it with tiling_places_free): by piece, orientation,
 * then translation row by row; START (N + 1 entries) gets where each
 * piece's placements begin. 0, or -1 when out of memory (*PL empty). */
int polyssimo_places(const piece_t *pieces, int n, int w, int h, const unsigned char *allow,
                     int *start, tiling_places_t *pl);
/* Placement P of PL on a board W cells wide as the game's record: its
 * cells as a bitboard, piece, orientation and translation. */
void polyssimo_place_from(const tiling_places_t *pl, int p, int w, polyssimo_place_t *out);

#endif
