/* stats.c: series of simulated Polymo games, played on one or more threads, summarised: mean,
 * quantiles, histogram, seats. */
#include <config.h>

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "games/polymo/polymo.h"

static int cmp_int(const void *a, const void *b) {
  return *(const int *)a - *(const int *)b;
}

/* The work of one thread: games first, first + step, ... of the series. */
struct worker {
  const polymo_geo_t *geo;
  int nplayers;
  const polymo_strategy_t *seat;
  uint64_t seed, games, first, step;
  FILE *rec;   /* the record of game 0 (the thread that plays it) */
  int *scores; /* scores[i * nplayers + p] of game i */
  int rc, running;
  pthread_t tid;
};

static void *work(void *arg) {
  struct worker *w = arg;
  w->rc = 0;
  for (uint64_t i = w->first; i < w->games && w->rc == 0; i += w->step)
    w->rc = polymo_simulate(w->geo, w->nplayers, w->seat, w->seed + i,
                            w->scores + i * (uint64_t)w->nplayers, i == 0 ? w->rec : NULL);
  return NULL;
}

/* Summarise the scores of GAMES games of NPLAYERS in game order (the
 * same sums whatever the threads). ALL (games x nplayers) is sorted. */
static void summarise(int *all, uint64_t games, int nplayers, polymo_summary_t *out) {
  size_t na = (size_t)games * (size_t)nplayers;
  double sum = 0;
  for (uint64_t i = 0; i < games; i++) {
    const int *sc = all + i * (uint64_t)nplayers;
    int best = sc[0], nwin = 0;
    for (int p = 1; p < nplayers; p++)
      if (sc[p] < best) best = sc[p];
    for (int p = 0; p < nplayers; p++) nwin += sc[p] == best;
    for (int p = 0; p < nplayers; p++) {
      out->seat_mean[p] += sc[p];
      if (sc[p] == best) out->seat_wins[p] += 1.0 / nwin;
      sum += sc[p];
      out->hist[sc[p]]++;
    }
  }
  out->nscores = na;
  for (int p = 0; p < nplayers; p++) out->seat_mean[p] /= (double)games;
  if (na == 0) return;
  qsort(all, na, sizeof *all, cmp_int);
#define Q(f) all[(size_t)((double)(na - 1) * (f) + 0.5)]
  out->mean = sum / (double)na;
  out->min = all[0], out->max = all[na - 1];
  out->q10 = Q(0.1), out->q25 = Q(0.25), out->med = Q(0.5), out->q75 = Q(0.75);
#undef Q
}

int polymo_series(const polymo_geo_t *geo, int nplayers, const polymo_strategy_t *seat,
                  uint64_t seed, uint64_t games, int jobs, FILE *rec, polymo_summary_t *out) {
  memset(out, 0, sizeof *out);
  if (jobs < 1) jobs = 1;
  if ((uint64_t)jobs > games) jobs = games > 0 ? (int)games : 1;
  int *all = malloc((size_t)games * (size_t)nplayers * sizeof *all + 1);
  struct worker *w = calloc((size_t)jobs, sizeof *w);
  if (!all || !w) {
    free(all), free(w);
    return -1;
  }
  int rc = 0;
  for (int t = 0; t < jobs; t++) {
    w[t] = (struct worker){geo, nplayers, seat, seed, games, (uint64_t)t, (uint64_t)jobs,
                           rec, all,      0,    0,    0};
    if (t > 0) {
      w[t].running = pthread_create(&w[t].tid, NULL, work, &w[t]) == 0;
      if (!w[t].running) w[t].rc = -1; /* its games unplayed: the series fails */
    }
  }
  work(&w[0]); /* the first share, with game 0 and its record, on this thread */
  for (int t = 1; t < jobs; t++)
    if (w[t].running) pthread_join(w[t].tid, NULL);
  for (int t = 0; t < jobs; t++) rc |= w[t].rc;
  if (rc == 0) summarise(all, games, nplayers, out);
  free(all), free(w);
  return rc ? -1 : 0;
}

void polymo_summarise(int *scores, uint64_t games, int nplayers, polymo_summary_t *out) {
  memset(out, 0, sizeof *out);
  summarise(scores, games, nplayers, out);
}
