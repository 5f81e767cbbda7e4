/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* draw_internal.h: what the drawing files of games/polyminix/ share: labels, colours, piece pictures,
 * page set-up. */
#ifndef GAMES_POLYMINIX_DRAW_INTERNAL_H
#define GAMES_POLYMINIX_DRAW_INTERNAL_H

#include "games/polyminix/draw.h"
#include "output/draw.h"
#include "output/render.h"

/* The words on the pages, one per key, in each language of --lang. */
typedef enum pmxd_label_key {
  PMXD_L_TITLE,
  PMXD_L_BOX3,
  PMXD_L_BOX4,
  PMXD_L_BOX5,
  PMXD_L_ANSWERS,
  PMXD_L_KIT,
  PMXD_L_PROBLEMS,
  PMXD_L_SQUARE,
  PMXD_L_RECT,
  PMXD_L_SYM,
  PMXD_L_AP,
  PMXD_L_SCORE,
  PMXD_L_START,
  PMXD_L_TURNO,
  PMXD_L_T1,
  PMXD_L_T2,
  PMXD_L_T3,
  PMXD_L_T4,
  PMXD_L_T5,
  PMXD_L_T6,
  PMXD_L_GREEN,
  PMXD_L_YELLOW,
  PMXD_L_RED,        /* the level names */
  PMXD_L_END,        /* the end of the game and the tie rule */
  PMXD_L_TURNO_NOTE, /* how the faces on the sheet match the die */
  PMXD_L_TABLE_NOTE, /* the problem table is polyx's own */
  PMXD_L_NL          /* the number of keys */
} pmxd_label_key_t;
/* The label K in O's language (English for an unknown one). */
const char *pmxd_label(const pmxd_opts_t *o, int k);
/* The name of LEVEL in O's language ("-" for none). */
const char *pmxd_level_label(const pmxd_opts_t *o, int level);
/* TEXT of SIZE mm wrapped at blanks into lines of at most MAXW mm (by an
 * estimate of its width), left-aligned from (X, Y), lines LINEH apart: the
 * number of lines drawn (at most MAXLINES; the last one shrunk to fit). */
int pmxd_text_wrapped(draw_t *d, double x, double y, double size, int flags, double maxw,
                      double lineh, int maxlines, const char *text);

/* The level's colour: output/'s green, yellow and red (DRAW_CARD for none). */
int pmxd_level_color(int level);
/* Draw shape SH (normalised) with cells of S mm at (X, Y) in colour COL. */
void pmxd_shape(draw_t *d, const shape_t *sh, double x, double y, double s, int col);
/* Lay out N shapes left to right in rows inside W x H: the cell size (0 when
 * they do not fit), each shape's position written to POS (2 per shape). */
double pmxd_flow(const shape_t *const *sh, int n, double w, double h, double smax, double *pos);
/* A tiling GRID (kit indices, -1 outside; NULL: the empty figure F) drawn
 * centred in W x H at (X, Y), cells at most CMAX mm. */
void pmxd_tiling(draw_t *d, const region_t *f, const int *grid, const pieceset_t *kit, double x,
                 double y, double w, double h, double cmax);
/* The render options of pages of CW x CHH mm written to PATH under O. */
int pmxd_render_opts(const pmxd_opts_t *o, double cw, double chh, const char *path,
                     render_opts_t *ro);

#endif
