/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* cmd_polyssimo.h: what the files of `polyx polyssimo` share (src/ internal): the options as
 * parsed, the helpers of cmd_polyssimo.c and the actions each file holds (psc_: the polyssimo
 * command's, apart from the library's polyssimo_). */
#ifndef SRC_CMD_POLYSSIMO_H
#define SRC_CMD_POLYSSIMO_H

#include <stddef.h>
#include <stdint.h>

#include "games/polyssimo/draw.h"
#include "games/polyssimo/polyssimo.h"
#include "output/render.h"

typedef struct psc_opts {
  const char *pieces;
  int w, h;
  uint64_t seed;
  int level, hand, count, tries;
  const char *output, *record;
  render_opts_t ro; /* the page options (render_args) */
  unsigned given;   /* the RA_ bits of those given */
  int fixed_seats;
  int jobs;    /* play: threads (0: one a processor) */
  int from_id; /* puzzle --id: seed (and board, level) from a generation ID */
  uint64_t id_seed;
  uint64_t games, budget;
  char seats[128]; /* play: the strategies, one a seat, seated in turn */
  int nplayers;    /* play: --players K (0: one a strategy of seats) */
  polyssimo_mc_opts_t mc;
  polyssimo_scoring_t scoring;
  const char *handicap;     /* --handicap LIST, or NULL */
  int budget_set, seed_set; /* --budget, --seed given */
  int verbose;              /* --verbose: book, puzzle -o: each puzzle's search figures */
  const char *pick;         /* --puzzles: book, puzzle: the puzzles kept ("3,7-9"), NULL all */
  int draft;                /* --draft: verify -o prints a puzzle that does not hold, marked */
} psc_opts_t;

/* cmd_polyssimo.c: the monotonic clock in seconds; the geometry of O's board and pieces into G
 * (an exit status, the error printed); the drawing options of O for G into D (LEGEND: room for
 * G's letters' legend, N bytes); the exit status of a drawing, its message printed. */
double psc_now(void);
int psc_geo(const psc_opts_t *o, polyssimo_geo_t *g);
void psc_draw_opts(const psc_opts_t *o, const polyssimo_geo_t *g, char *legend, size_t n,
                   psd_opts_t *d);
int psc_drawn(const psc_opts_t *o, render_status_t st, const char *err);

/* cmd_polyssimo_book.c: a generation ID into O (board, level) and *SEED; the actions puzzle
 * (BOOK: book) and verify. Exit statuses. */
int psc_parse_gen_id(const char *id, psc_opts_t *o, uint64_t *seed);
int psc_puzzle(const psc_opts_t *o, int book);
int psc_verify(const psc_opts_t *o, const char *arg);

/* cmd_polyssimo_play.c: the actions play and endgame. Exit statuses. */
int psc_play(const psc_opts_t *o);
int psc_endgame(const psc_opts_t *o, const char *file);

#endif
