/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* cmd_cards.h: what the files of `polyx cards` share (src/ internal): the options as parsed, the
 * loading of decks and kits, and the actions each file holds. */
#ifndef SRC_CMD_CARDS_H
#define SRC_CMD_CARDS_H

#include <stdint.h>

#include "games/polyminix/polyminix.h"
#include "output/render.h"
#include "poly/pieceset.h"

enum { MAX_FIGURES = 64 };                                        /* --figure options */
enum { MAX_CARDS = 10000, MAX_COPIES = 12, MAX_GAMES = 1000000 }; /* --cards, --copies, --games */
/* The problem table searches get this many times the nodes of a box. */
enum { PROBLEM_BUDGET_FACTOR = 20 };

typedef struct cards_opts {
  const char *kit, *out;
  uint64_t budget, seed;
  int cards, lv[3], unique, jobs, quiet, bw, answers, copies, games, players;
  int area_lo, area_hi;
  const char *figures[MAX_FIGURES];
  int nfigures;
  double cell_mm, paper_w, paper_h;
  const char *lang;
  int draft;               /* print: a draft, the boxes that do not hold marked */
  const char *title;       /* print, generate: the cards' title */
  const char *cards_arg;   /* --cards as given: generate a number, print a pick */
  const char *pick;        /* print: the cards to print ("3,7-9"), NULL all */
  const char *fig_side[2]; /* --figure-a, --figure-b */
  int level;               /* --level: POLYMINIX_LEVEL_NONE, or the level asked for */
  const char *name;        /* generate: the card's name */
  polyminix_box_t box[2][POLYMINIX_NBOXES]; /* generate, design: the boxes the designer */
  int kept[2][POLYMINIX_NBOXES];            /* keeps, side A and B (--box) */
  const render_opts_t *page;                /* the shared page options, as parsed */
  unsigned given;                           /* RA_ bits of the shared options given */
} cards_opts_t;

/* cmd_cards.c: read FILE (or an ID: a card of its own, one side, named IDNAME) into DECK; the kit
 * of --kit into *KIT; the kit of side S (its own spec, else the command line's); the sides solved
 * so far on a terminal (CTX: the command's name). Each returns an exit status. */
int cards_load(const char *arg, polyminix_deck_t *deck, const char *idname);
int cards_kit(const cards_opts_t *o, pieceset_t *kit);
int cards_side_kit(const polyminix_side_t *s, const cards_opts_t *o, pieceset_t *kit,
                   const char *file);
void cards_sides_progress(void *ctx, int done, int total);

/* cmd_cards_design.c: 1 when O asks for one card of its own (--figure-a, --box, --name); the
 * card O designs, its boxes verified, into DECK; the action generate. */
int cards_one_card(const cards_opts_t *o);
int cards_design_card(const cards_opts_t *o, const pieceset_t *kit, polyminix_deck_t *deck);
int cards_generate(const cards_opts_t *o);

/* cmd_cards_print.c: DECK printed to O's output (T0: when the command began); the actions print,
 * design, kit, problems and scoresheet. Exit statuses. */
int cards_print_deck(const cards_opts_t *o, const polyminix_deck_t *deck, double t0);
int cards_print(const cards_opts_t *o, int argc, char **argv);
int cards_design(const cards_opts_t *o);
int cards_print_kit(const cards_opts_t *o);
int cards_problems(const cards_opts_t *o);
int cards_scoresheet(const cards_opts_t *o);

#endif
