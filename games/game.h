/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* game.h: what every game shares: the one runner of series of simulated games, on threads and
 * MPI processes, with the same bytes whatever their number. */
#ifndef GAMES_GAME_H
#define GAMES_GAME_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* dist/dist.h's group of processes (NULL: this process alone) and its byte buffer; a game needs
 * no more of dist/ than these two names. */
struct dist;
struct dist_buf;

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
