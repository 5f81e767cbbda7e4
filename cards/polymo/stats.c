/* stats.c: series of simulated Polymo games summarised: mean, quantiles, histogram. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "cards/polymo/polymo.h"

static int cmp_int(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

int polymo_series(const polymo_geo_t *geo, int nplayers, const polymo_strategy_t *seat, uint64_t seed,
                  uint64_t games, FILE *rec, polymo_summary_t *out) {
  memset(out, 0, sizeof *out);
  int *all = malloc((size_t)games * (size_t)nplayers * sizeof *all);
  if (!all) return -1;
  size_t na = 0;
  double sum = 0;
  for (uint64_t i = 0; i < games; i++) {
    int sc[POLYMO_MAX_PLAYERS];
    if (polymo_simulate(geo, nplayers, seat, seed + i, sc, i == 0 ? rec : NULL) != 0) {
      free(all);
      return -1;
    }
    int best = sc[0], nwin = 0;
    for (int p = 1; p < nplayers; p++)
      if (sc[p] < best) best = sc[p];
    for (int p = 0; p < nplayers; p++) nwin += sc[p] == best;
    for (int p = 0; p < nplayers; p++) {
      out->seat_mean[p] += sc[p];
      if (sc[p] == best) out->seat_wins[p] += 1.0 / nwin;
      all[na++] = sc[p];
      sum += sc[p];
      out->hist[sc[p]]++;
    }
  }
  out->nscores = na;
  for (int p = 0; p < nplayers; p++) out->seat_mean[p] /= (double)games;
  if (na > 0) {
    qsort(all, na, sizeof *all, cmp_int);
#define Q(f) all[(size_t)((double)(na - 1) * (f) + 0.5)]
    out->mean = sum / (double)na;
    out->min = all[0], out->max = all[na - 1];
    out->q10 = Q(0.1), out->q25 = Q(0.25), out->med = Q(0.5), out->q75 = Q(0.75);
#undef Q
  }
  free(all);
  return 0;
}
