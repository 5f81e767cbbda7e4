/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* stats.c: series of simulated Polymo games, played by game.c's runner, summarised: mean,
 * quantiles, histogram, seats. */
#include <config.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/game.h"
#include "games/polymo/polymo.h"

static int cmp_int(const void *a, const void *b) {
  return *(const int *)a - *(const int *)b;
}

/* Summarise the scores of GAMES games of NPLAYERS in game order (the
 * same sums whatever the threads). ALL (games x nplayers) is sorted. */
static void summarise(int *all, uint64_t games, int nplayers, const polymo_strategy_t *seat,
                      polymo_summary_t *out) {
  size_t na = (size_t)games * (size_t)nplayers;
  double sum = 0;
  int seats[POLYMO_MAX_PLAYERS];
  for (int p = 0; p < nplayers; p++) seats[p] = (int)seat[p];
  for (uint64_t i = 0; i < games; i++) {
    const int *sc = all + i * (uint64_t)nplayers;
    long score[POLYMO_MAX_PLAYERS];
    unsigned winners = 0;
    int best = sc[0];
    for (int p = 1; p < nplayers; p++)
      if (sc[p] < best) best = sc[p];
    for (int p = 0; p < nplayers; p++) {
      score[p] = sc[p];
      if (sc[p] == best) winners |= 1u << p; /* the fewest minus points, ties too */
      sum += sc[p];
      out->hist[sc[p]]++;
    }
    game_tally_add(&out->tally, nplayers, seats, score, winners, GAME_TIES_SHARED);
  }
  out->nscores = na;
  if (na == 0) return;
  qsort(all, na, sizeof *all, cmp_int);
#define Q(f) all[(size_t)((double)(na - 1) * (f) + 0.5)]
  out->mean = sum / (double)na;
  out->min = all[0], out->max = all[na - 1];
  out->q10 = Q(0.1), out->q25 = Q(0.25), out->med = Q(0.5), out->q75 = Q(0.75);
#undef Q
}

/* A series on game.c's runner: game i's scores (and game 0's record) come back in game order. */
typedef struct series {
  const polymo_geo_t *geo;
  int nplayers;
  const polymo_strategy_t *seat;
  uint64_t seed;
  uint64_t games;
  FILE *rec;   /* the record of game 0 */
  int *scores; /* rank 0: scores[i * nplayers + p] of game i, allocated at the first game taken */
} series_t;

static int play(void *ctx, uint64_t i, struct dist_buf *out) {
  const series_t *s = ctx;
  int sc[POLYMO_MAX_PLAYERS];
  char *rec = NULL;
  size_t reclen = 0;
  FILE *m = i == 0 && s->rec ? open_memstream(&rec, &reclen) : NULL;
  if (i == 0 && s->rec && !m) return 1;
  int rc = polymo_simulate(s->geo, s->nplayers, s->seat, s->seed + i, sc, m);
  if (m && fclose(m) != 0) rc = -1;
  if (rc == 0) rc = game_out(out, sc, (size_t)s->nplayers * sizeof *sc);
  if (rc == 0 && rec) rc = game_out(out, rec, reclen);
  free(rec);
  return rc != 0;
}

static int take(void *ctx, uint64_t i, const unsigned char *bytes, size_t len) {
  series_t *s = ctx;
  size_t n = (size_t)s->nplayers * sizeof *s->scores;
  if (len < n) return 1;
  /* Only rank 0 takes games: the others never hold the scores. */
  if (!s->scores && !(s->scores = malloc((size_t)s->games * n + 1))) return 1;
  memcpy(s->scores + i * (uint64_t)s->nplayers, bytes, n);
  if (len > n && fwrite(bytes + n, 1, len - n, s->rec) != len - n) return 1;
  return 0;
}

int polymo_series(struct dist *group, const polymo_geo_t *geo, int nplayers,
                  const polymo_strategy_t *seat, uint64_t seed, uint64_t games, int jobs,
                  FILE *rec, polymo_summary_t *out) {
  memset(out, 0, sizeof *out);
  if (games > SIZE_MAX / sizeof(int) / (size_t)nplayers) return -1;
  series_t s = {geo, nplayers, seat, seed, games, rec, NULL};
  game_series_t gs = {games, jobs, play, take, &s};
  int rc = game_series_run(group, &gs);
  if (rc == 0 && s.scores) summarise(s.scores, games, nplayers, seat, out);
  free(s.scores);
  return rc ? -1 : 0;
}
