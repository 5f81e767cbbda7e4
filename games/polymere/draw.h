/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* draw.h: drawing Polymère (boards, solitaire layouts, the printable set, the player aid,
 * histograms) through output/draw.h; apart from polymere.h so that the rules link without Cairo. */
#ifndef GAMES_POLYMERE_DRAW_H
#define GAMES_POLYMERE_DRAW_H

#include "games/polymere/polymere.h"
#include "output/draw.h"

/* How a tile looks: COLOURS 1 fills the triangle of each edge in its
 * digit's colour (greys and hatching in black and white). */
typedef struct polymere_look {
  int colours;
} polymere_look_t;

/* Draw N tiles T[i] at (Q[i], R[i]) in rotation ROT[i] (jokers: JF[i*6..]
 * the digits they stand for, shown small, or open edges when JF is NULL or
 * 0) fitted and centred in the box X, Y, W, H; DEAD[0..NDEAD-1] spaces
 * (DQ, DR) marked with a cross; a caption under it when CAPTION is not NULL. */
void polymere_draw_layout(draw_t *d, double x, double y, double w, double h, int n, const int *t,
                          const int *q, const int *r, const int *rot, const int *jf, int ndead,
                          const int *dq, const int *dr, const polymere_look_t *look,
                          const char *caption);

/* The printable set. */
typedef struct polymere_set_opts {
  double paper_w, paper_h; /* mm */
  double across;           /* the tile's width across flats, mm (default 40) */
  double bleed;            /* mm around each tile; < 0 (the default): 3 with
                              colours (coloured to the cut), else 0 (white
                              tiles: neighbours share their cut lines) */
  int crop_marks;          /* 1 (default): marks at the corners of the
                              honeycomb's trim box, outside its bleed and 5 mm
                              or more from the paper's edge; 0: none */
  int backs;               /* a mirrored page of backs after each page (long-edge duplex) */
  int bw, colours;
  const char *lang;  /* the player aid's language */
  const char *title; /* the pages' footer (before the tiles or "page i/n"), or NULL */
  int aids;          /* player-aid cards to add (default 6, one per player) */
  int cut_contour;   /* 1: each tile's cut line again as the cut contour (DRAW_CUT) */
} polymere_set_opts_t;
void polymere_set_opts_init(polymere_set_opts_t *o);
/* Settle O for drawing: the bleed resolved, and the paper turned when that
 * puts more tiles on a page (never with backs, which long-edge duplex wants
 * upright). Returns the tiles a page, 0 when none fits. */
int polymere_set_fit(polymere_set_opts_t *o);
/* Tiles that fit one page (O as it is), and pages the set takes (aid page
 * included). */
int polymere_set_per_page(const polymere_set_opts_t *o);
int polymere_set_pages(const polymere_set_opts_t *o);
/* Draw the set to D (created with the page size and polymere_set_pages pages,
 * after polymere_set_fit): the 124 tiles in id order in a honeycomb, each
 * hexagon's outline the cut line, TrimBox and BleedBox the honeycomb's,
 * crop marks, the footer; the backs when asked, then a page of player-aid
 * cards. */
void polymere_draw_set(draw_t *d, const polymere_set_opts_t *o);

/* A page of PW x PH mm of D (output/chart.h's histogram page, as every game's play draws it):
 * TITLE, then the series' chain lengths: all turns under ALL, then one chart per strategy
 * seated; the value axis named in LANG (output/i18n.h). */
void polymere_draw_series_page(draw_t *d, double pw, double ph, const char *title, const char *all,
                               const polymere_series_t *s, const char *lang);

#endif
