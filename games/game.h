/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* game.h: what every game shares: the narrow interface each game fills in (a game_t: its name,
 * its named rules, its strategies and player limits, a record checker with one result shape), and
 * the one runner of series of simulated games, on threads and MPI processes, with the same bytes
 * whatever their number. A game's own products (deck, sheet, book, set, solitaire, best, counts)
 * stay its own, outside this interface. */
#ifndef GAMES_GAME_H
#define GAMES_GAME_H

#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "base/error.h"

/* dist/dist.h's group of processes (NULL: this process alone) and its byte buffer; a game needs
 * no more of dist/ than these two names. */
struct dist;
struct dist_buf;

/* The most players any game seats. */
#define GAME_MAX_PLAYERS 6

/* What checking a record found, the same shape for every game. */
typedef struct game_result {
  int status;       /* 0 legal, 1 a rule is broken (RULE), -1 the record is malformed or
                       memory ran out (ERR's code says which: BASE_E_NOMEM) */
  int rule;         /* the rule broken: its number in the game's table (1 to nrules - 1), 0 none */
  base_error_t err; /* where and what (status 1 or -1): line, column, one-line message */
  int moves;        /* moves (turns, rounds) read and played, up to the one that broke a rule */
  int nplayers;     /* players of the record (0 when not read) */
  long scores[GAME_MAX_PLAYERS]; /* each player's score as the game counts it (status 0):
                                    Polyminix points, Polymo minus points, Polyssimo squares
                                    (or pieces) left, Polymère places (1 the first) */
  unsigned winners;              /* bit p: player p (0-based) has won; 0: the game is not over */
} game_result_t;

/* A game, as every command that runs any game sees it: a table with designated initializers in
 * each game's folder (games/GAME/game.c). */
typedef struct game {
  const char *name;                   /* as on the command line: "polymo" */
  int nrules;                         /* rules 1 to nrules - 1 (0 is "no rule broken") */
  const char *(*rule_name)(int rule); /* the name messages print and the man page's RULES
                                         table lists */
  int nstrategies;                    /* simulated players' strategies 0 to nstrategies - 1 */
  const char *(*strategy_name)(int strategy);
  int min_players, max_players; /* a game's table seats this many */
  /* Check the record TEXT (LEN bytes) move by move into *RES; returns RES->status. */
  int (*check)(const char *text, size_t len, game_result_t *res);
  /* Play one game of NSEATS players (min_players to max_players; player p plays strategy
   * SEATS[p], or the first strategy when SEATS is NULL) from SEED under PARAMS (the game's own,
   * NULL for its defaults: Polymo a const int * grid side, Polymère a const int * digits a
   * player, Polyssimo a const polyssimo_geo_t *; Polyminix none), writing its record to RECORD
   * when not NULL (the games that write one); *RES gets the moves, scores and winners (status
   * 0), or status -1 with ERR (no memory, parameters that cannot hold). Pure in its arguments:
   * the same arguments give the same game on any thread. Returns RES->status. */
  int (*simulate)(const void *params, const int *seats, int nseats, uint64_t seed, FILE *record,
                  game_result_t *res);
} game_t;

/* RES for a game that cannot be played or a record that does not check: STATUS 1 (rule RULE
 * broken) or -1 (malformed, or parameters that cannot hold), at LINE:COL (0 for none), FMT's
 * message in RES->err. Returns STATUS, for a game's check and simulate to return. */
int game_fail(game_result_t *res, int status, int rule, unsigned long line, unsigned long col,
              const char *fmt, ...) __attribute__((format(printf, 6, 7)));
/* RES out of memory (status -1, RES->err's code BASE_E_NOMEM). Returns -1. */
int game_nomem(game_result_t *res);

/* The four games. */
extern const game_t polyminix_game, polymo_game, polyssimo_game, polymere_game;

/* The strategy of G named NAME: its number, or -1. */
int game_strategy(const game_t *g, const char *name);

/* The comma-separated strategy names of LIST into OUT[0..MAX) (empty names skipped): their
 * number; or -1 at an unknown name, -2 at a name past MAX, with *BAD (BADLEN bytes) that name. */
int game_strategies(const game_t *g, const char *list, int *out, int max, char *bad, size_t badlen);

/* The players of N with the fewest SCORES, ties too (bit p: player p): who wins a game won by
 * the fewest points (Polymo's minus points). */
unsigned game_fewest(const long *scores, int n);

/* The most strategies any game names. */
#define GAME_MAX_STRATEGIES 4

/* What every game's series adds up, the same for every game: each strategy's seats, wins and
 * scores, each seat's wins and scores, each strategy's seats and wins in each seat. A game's own
 * figures (Polymo's quantiles, Polymère's chains and lengths) stay in its own summary beside it.
 * Counts and integer scores are summed exactly (doubles hold them up to 2^53), so the figures are
 * the same bytes whatever the order the parts are merged in. */
typedef struct game_tally {
  uint64_t games;                        /* games added */
  uint64_t seated[GAME_MAX_STRATEGIES];  /* seats each strategy took */
  double won[GAME_MAX_STRATEGIES];       /* games each strategy won (see game_ties_t) */
  double score[GAME_MAX_STRATEGIES];     /* the scores each strategy made, summed */
  double seat_won[GAME_MAX_PLAYERS];     /* games won by the player in each seat */
  double seat_score[GAME_MAX_PLAYERS];   /* their scores, summed */
  uint64_t strat_seated[GAME_MAX_STRATEGIES][GAME_MAX_PLAYERS]; /* strategy k in seat p */
  double strat_won[GAME_MAX_STRATEGIES][GAME_MAX_PLAYERS];      /* and its wins there */
} game_tally_t;

/* How a game shared by several winners counts: a tie of t players counts 1/t a winner (Polymo),
 * or a tie wins nothing (Polymère: places decide). */
typedef enum game_ties { GAME_TIES_SHARED, GAME_TIES_LOSE } game_ties_t;

/* Add one game of NPLAYERS to T: player p played strategy SEATS[p], scored SCORES[p] (what the
 * game's summary averages), and won when bit p of WINNERS is set. */
void game_tally_add(game_tally_t *t, int nplayers, const int *seats, const long *scores,
                    unsigned winners, game_ties_t ties);
/* Add PART's games into SUM. */
void game_tally_merge(game_tally_t *sum, const game_tally_t *part);

/* A column a game adds to the strategy table of game_tally_print, after the score: its heading
 * (8 characters at most, printed as it is) and CELL, which writes strategy K's figure into BUF
 * (SIZE bytes) from CTX, the game's own summary. */
typedef struct game_column {
  const char *head;
  void (*cell)(const void *ctx, int k, char *buf, size_t size);
} game_column_t;

/* How game_tally_print shows a game's tally. */
typedef struct game_table {
  const game_t *game;   /* the strategies' names */
  int nplayers;         /* rows of the player table */
  game_ties_t ties;     /* GAME_TIES_SHARED: wins to one decimal (a tie shares a win) */
  const char *score;    /* the score's heading: "minus", "place", "squares" */
  int ncolumns;         /* the game's own columns, after the score (0 for none) */
  const game_column_t *columns;
  const void *ctx;      /* what the columns' CELL reads */
} game_table_t;

/* The summary table of every game's play series, on F: a table of the strategies played
 * ("strategy played wins win% SCORE" and the game's columns: the seats each took, the games it
 * won, the share of its seats that won, its mean score), then one of the player positions
 * ("player wins win% SCORE": each seat's wins, share of the games, mean score). The headings are
 * words of the table, not translated. Returns 0, or -1 when F's stream has failed. */
int game_tally_print(FILE *f, const game_tally_t *t, const game_table_t *tab);

/* The most threads a series uses in one process (callers choose up to it). */
#define GAME_MAX_JOBS 64

/* A series of GAMES games. PLAY plays game I (0-based) on any thread of any process and appends
 * what the game wants to keep of it to OUT with game_out (the game's own bytes: scores, a
 * histogram, the record); it must depend on I and the series' arguments only, never on which
 * thread or process plays it. TAKE receives those bytes on rank 0's calling thread, in game
 * order, whatever the number of threads and processes: so the figures it adds up are byte for
 * byte those of a serial run. Either may return nonzero to stop the series there (TAKE is then
 * called for no later game). */
typedef struct game_series {
  uint64_t games;
  int jobs; /* threads in each process: 1 or more (GAME_MAX_JOBS at most) */
  int (*play)(void *ctx, uint64_t game, struct dist_buf *out);
  int (*take)(void *ctx, uint64_t game, const unsigned char *bytes, size_t len);
  void *ctx;
} game_series_t;

/* Progress of every series this process runs: FN(CTX, games taken, games in all) on rank 0's
 * calling thread after each game is taken, in game order, the last call with DONE = TOTAL.
 * Process-wide, like output/'s draw_set_progress: the program sets it once, before any series
 * (NULL: none). */
typedef void (*game_progress_fn)(void *ctx, uint64_t done, uint64_t total);
void game_set_progress(game_progress_fn fn, void *ctx);

/* A flag that stops every series this process runs (nonzero: no game starts after it, the
 * series returns 1 as when PLAY stops it; a signal handler may raise it). Process-wide like the
 * progress: set once, before any series (NULL: none). */
void game_set_cancel(const volatile sig_atomic_t *flag);

/* Append N bytes to OUT (from PLAY): 0, or -1 when out of memory. */
int game_out(struct dist_buf *out, const void *bytes, size_t n);

/* Run S over GROUP (NULL: this process alone). Returns 0 when every game was played and taken;
 * 1 when PLAY or TAKE stopped the series; -1 when out of memory, a thread could not start or the
 * processes could not talk. On ranks other than 0, TAKE is never called: only rank 0 has the
 * figures, and the return value is rank 0's. */
int game_series_run(struct dist *group, const game_series_t *s);

/* The provenance line every file made from a seed starts with (after its format's first line
 * when it has one): "# polyx VERSION, libdlx VERSION, seed SEED". The same versions and seed
 * make the same file again, byte for byte (NEWS says which products' seeds a new minor version
 * changed). Returns 0, or -1 when F's stream has failed. */
int game_provenance(FILE *f, uint64_t seed);
#endif
