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
 * same sums whatever the threads): mean, quantiles, histogram. ALL (games x nplayers) is sorted. */
static void summarise(int *all, uint64_t games, int nplayers, polymo_summary_t *out) {
  size_t na = (size_t)games * (size_t)nplayers;
  double sum = 0;
  for (size_t k = 0; k < na; k++) sum += all[k], out->hist[all[k]]++;
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
  int seats[POLYMO_MAX_PLAYERS]; /* SEAT's strategies by number, for the tally */
  uint64_t seed;
  uint64_t games;
  FILE *rec;   /* the record of game 0 */
  int *scores; /* rank 0: scores[i * nplayers + p] of game i, allocated at the first game taken */
  game_tally_t *tally; /* rank 0: the games taken */
} series_t;

/* What the runner brings back of one game, before game 0's record. */
typedef struct outcome {
  long scores[POLYMO_MAX_PLAYERS];
  unsigned winners;
} outcome_t;

static int play(void *ctx, uint64_t i, struct dist_buf *out) {
  const series_t *s = ctx;
  char *rec = NULL;
  size_t reclen = 0;
  FILE *m = i == 0 && s->rec ? open_memstream(&rec, &reclen) : NULL;
  if (i == 0 && s->rec && !m) return 1;
  game_result_t res;
  int rc = polymo_play_one(s->geo, s->nplayers, s->seat, s->seed + i, m, &res);
  if (m && fclose(m) != 0) rc = -1;
  outcome_t oc;
  memset(&oc, 0, sizeof oc);
  memcpy(oc.scores, res.scores, sizeof oc.scores);
  oc.winners = res.winners;
  if (rc == 0) rc = game_out(out, &oc, sizeof oc);
  if (rc == 0 && rec) rc = game_out(out, rec, reclen);
  free(rec);
  return rc != 0;
}

static int take(void *ctx, uint64_t i, const unsigned char *bytes, size_t len) {
  series_t *s = ctx;
  outcome_t oc;
  size_t n = (size_t)s->nplayers * sizeof *s->scores;
  if (len < sizeof oc) return 1;
  memcpy(&oc, bytes, sizeof oc);
  /* Only rank 0 takes games: the others never hold the scores. */
  if (!s->scores && !(s->scores = malloc((size_t)s->games * n + 1))) return 1;
  for (int p = 0; p < s->nplayers; p++)
    s->scores[i * (uint64_t)s->nplayers + p] = (int)oc.scores[p];
  game_tally_add(s->tally, s->nplayers, s->seats, oc.scores, oc.winners, GAME_TIES_SHARED);
  if (len > sizeof oc && fwrite(bytes + sizeof oc, 1, len - sizeof oc, s->rec) != len - sizeof oc)
    return 1;
  return 0;
}

int polymo_series(struct dist *group, const polymo_geo_t *geo, int nplayers,
                  const polymo_strategy_t *seat, uint64_t seed, uint64_t games, int jobs,
                  FILE *rec, polymo_summary_t *out) {
  memset(out, 0, sizeof *out);
  if (games > SIZE_MAX / sizeof(int) / (size_t)nplayers) return -1;
  series_t s = {geo, nplayers, seat, {0}, seed, games, rec, NULL, &out->tally};
  for (int p = 0; p < nplayers; p++) s.seats[p] = (int)seat[p];
  game_series_t gs = {games, jobs, play, take, &s};
  int rc = game_series_run(group, &gs);
  if (rc == 0 && s.scores) summarise(s.scores, games, nplayers, out);
  free(s.scores);
  return rc ? -1 : 0;
}
