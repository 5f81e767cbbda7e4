/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* game.c: the one runner of series of simulated games: dist/'s ordered map over threads and
 * processes. */
#include <config.h>

#include "games/game.h"
#include "dist/dist.h"
#include "dlx/dlx.h"

#include <inttypes.h>
#include <stdarg.h>
#include <string.h>

int game_provenance(FILE *f, uint64_t seed) {
  fprintf(f, "# polyx %s, libdlx %s, seed %" PRIu64 "\n", PACKAGE_VERSION, dlx_version(), seed);
  return ferror(f) ? -1 : 0;
}

int game_out(struct dist_buf *out, const void *bytes, size_t n) {
  return dist_buf_add(out, bytes, n) == 0 ? 0 : -1;
}

typedef struct run {
  const game_series_t *s;
  int stopped; /* rank 0: PLAY or TAKE stopped the series */
} run_t;

static const volatile sig_atomic_t *cancel_flag;

void game_set_cancel(const volatile sig_atomic_t *flag) {
  cancel_flag = flag;
}

static int run_work(void *ctx, int thread, size_t item, dist_buf_t *out) {
  (void)thread;
  const run_t *r = ctx;
  if (cancel_flag && *cancel_flag) return 1; /* no game starts after a Ctrl-C */
  return r->s->play(r->s->ctx, (uint64_t)item, out);
}

static game_progress_fn progress_fn;
static void *progress_ctx;

void game_set_progress(game_progress_fn fn, void *ctx) {
  progress_fn = fn, progress_ctx = ctx;
}

static int run_emit(void *ctx, size_t item, const unsigned char *bytes, size_t len) {
  run_t *r = ctx;
  int rc = r->s->take(r->s->ctx, (uint64_t)item, bytes, len);
  if (rc) r->stopped = 1;
  else if (progress_fn) progress_fn(progress_ctx, (uint64_t)item + 1, r->s->games);
  return rc;
}

int game_series_run(struct dist *group, const game_series_t *s) {
  run_t r = {s, 0};
  dist_map_t m = {.items = (size_t)s->games,
                  .threads = s->jobs < 1               ? 1
                             : s->jobs > GAME_MAX_JOBS ? GAME_MAX_JOBS
                                                       : s->jobs,
                  .ordered = 1,
                  .work = run_work,
                  .work_ctx = &r,
                  .emit = run_emit,
                  .emit_ctx = &r};
  if ((uint64_t)m.threads > s->games) m.threads = s->games > 0 ? (int)s->games : 1;
  int code = 0;
  dist_status_t st = dist_map_run(group, &m, &code);
  /* What rank 0 saw is every rank's answer. */
  int rc = st == DIST_OK ? 0 : r.stopped || st == DIST_EWORK ? 1 : -1;
  if (dist_size(group) > 1 && dist_bcast_int(group, &rc) != DIST_OK) rc = -1;
  return rc;
}

int game_fail(game_result_t *res, int status, int rule, unsigned long line, unsigned long col,
              const char *fmt, ...) {
  char msg[sizeof res->err.msg];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  base_error_set(&res->err, line, col, "%s", msg);
  res->rule = status == 1 ? rule : 0;
  return res->status = status;
}

int game_nomem(game_result_t *res) {
  base_error_nomem(&res->err);
  return res->status = -1;
}

int game_strategy(const game_t *g, const char *name) {
  for (int k = 0; k < g->nstrategies; k++)
    if (strcmp(name, g->strategy_name(k)) == 0) return k;
  return -1;
}

int game_strategies(const game_t *g, const char *list, int *out, int max, char *bad,
                    size_t badlen) {
  int n = 0;
  for (const char *p = list; *p;) {
    size_t len = strcspn(p, ",");
    if (len > 0) {
      char name[64];
      snprintf(name, sizeof name, "%.*s", (int)(len < sizeof name ? len : sizeof name - 1), p);
      int k = len < sizeof name ? game_strategy(g, name) : -1;
      if (k < 0 || n == max) {
        snprintf(bad, badlen, "%.*s", (int)len, p);
        return k < 0 ? -1 : -2;
      }
      out[n++] = k;
    }
    p += len + (p[len] == ',');
  }
  return n;
}

unsigned game_fewest(const long *scores, int n) {
  unsigned w = 0;
  long best = n > 0 ? scores[0] : 0;
  for (int p = 1; p < n; p++) best = scores[p] < best ? scores[p] : best;
  for (int p = 0; p < n; p++)
    if (scores[p] == best) w |= 1u << p;
  return w;
}

void game_tally_add(game_tally_t *t, int nplayers, const int *seats, const long *scores,
                    unsigned winners, game_ties_t ties) {
  int nwin = 0;
  for (int p = 0; p < nplayers; p++) nwin += (winners >> p) & 1;
  double share = nwin == 0 || (ties == GAME_TIES_LOSE && nwin > 1) ? 0 : 1.0 / nwin;
  t->games++;
  for (int p = 0; p < nplayers; p++) {
    int k = seats[p];
    int won = share > 0 && ((winners >> p) & 1);
    t->seated[k]++, t->strat_seated[k][p]++;
    t->score[k] += (double)scores[p], t->seat_score[p] += (double)scores[p];
    if (won) t->won[k] += share, t->seat_won[p] += share, t->strat_won[k][p] += share;
  }
}

void game_tally_merge(game_tally_t *sum, const game_tally_t *part) {
  sum->games += part->games;
  for (int k = 0; k < GAME_MAX_STRATEGIES; k++) {
    sum->seated[k] += part->seated[k], sum->won[k] += part->won[k];
    sum->score[k] += part->score[k];
    for (int p = 0; p < GAME_MAX_PLAYERS; p++)
      sum->strat_seated[k][p] += part->strat_seated[k][p],
          sum->strat_won[k][p] += part->strat_won[k][p];
  }
  for (int p = 0; p < GAME_MAX_PLAYERS; p++)
    sum->seat_won[p] += part->seat_won[p], sum->seat_score[p] += part->seat_score[p];
}

/* A count of wins: whole unless a tie shares a win. */
static void wins(char *buf, size_t size, double w, game_ties_t ties) {
  snprintf(buf, size, ties == GAME_TIES_SHARED ? "%.1f" : "%.0f", w);
}

int game_tally_print(FILE *f, const game_tally_t *t, const game_table_t *tab) {
  char w[32], cell[32];
  fprintf(f, "%-10s %8s %8s %8s %8s", "strategy", "played", "wins", "win%", tab->score);
  for (int c = 0; c < tab->ncolumns; c++) fprintf(f, " %8s", tab->columns[c].head);
  fputc('\n', f);
  for (int k = 0; k < tab->game->nstrategies && k < GAME_MAX_STRATEGIES; k++) {
    if (!t->seated[k]) continue;
    double n = (double)t->seated[k];
    wins(w, sizeof w, t->won[k], tab->ties);
    fprintf(f, "%-10s %8" PRIu64 " %8s %8.1f %8.2f", tab->game->strategy_name(k), t->seated[k], w,
            100.0 * t->won[k] / n, t->score[k] / n);
    for (int c = 0; c < tab->ncolumns; c++) {
      tab->columns[c].cell(tab->ctx, k, cell, sizeof cell);
      fprintf(f, " %8s", cell);
    }
    fputc('\n', f);
  }
  fprintf(f, "%-10s %8s %8s %8s\n", "player", "wins", "win%", tab->score);
  double g = t->games ? (double)t->games : 1.0;
  for (int p = 0; p < tab->nplayers && p < GAME_MAX_PLAYERS; p++) {
    wins(w, sizeof w, t->seat_won[p], tab->ties);
    fprintf(f, "%-10d %8s %8.1f %8.2f\n", p + 1, w, 100.0 * t->seat_won[p] / g,
            t->seat_score[p] / g);
  }
  return ferror(f) ? -1 : 0;
}
