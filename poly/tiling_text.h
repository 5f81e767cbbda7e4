/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* tiling_text.h: a tiling written as text: a letter a piece, a grid of letters, a legend. */
#ifndef POLY_TILING_TEXT_H
#define POLY_TILING_TEXT_H

#include <stdint.h>
#include <stdio.h>

#include "poly/tiling.h"

/* 1 when C can name a piece in a region or a tiling: printable ASCII but ' ', '.' and '#'. */
static inline int tiling_text_is_letter(char c) {
  return c != REGION_CELL && c != REGION_OUTSIDE && c > ' ' && c < 127;
}

/* The letters of T's tilings. A piece keeps its one-character name when no other piece of the
 * set has it; the others take the first letters of a-z, A-Z that neither a piece nor a cell given
 * covered uses. Copies of a piece side by side are told apart by another letter. */
typedef struct tiling_text {
  const tiling_t *t;
  int w, h;
  char *piece_letter; /* per piece: its letter, or 0 (none left) */
  char used[128];     /* letters taken by pieces and pre-covered cells */
  int *grid;          /* placement index per cell of the tiling being written */
  char *letters;      /* per placement of that tiling */
  /* The legend written last, then the one being made: per piece, two words of the letters
   * (bits by character) that name it. */
  uint64_t *legend_sig;
} tiling_text_t;

/* Letters for T's tilings (T must outlive TX): 0, or -1 when out of memory (free TX anyway). */
int tiling_text_init(tiling_text_t *tx, const tiling_t *t);
void tiling_text_free(tiling_text_t *tx);

/* Write the tiling PLACE[0..N) to OUT, a row of the region a line ('.' a cell left empty, '#'
 * none, the region's own letter for a cell given covered), and before it, to LEGEND (may be
 * NULL), the line "legend: a=I3 b=L3" of the letters that are not their piece's one-character
 * name, when the last legend written does not already name them so (a new legend keeps the
 * last one's other letters). Returns 0, or -1 when OUT has an error. */
int tiling_text_write(tiling_text_t *tx, const int *place, int n, FILE *out, FILE *legend);

#endif
