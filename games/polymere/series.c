/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* series.c: a series of simulated Polymère games, each replayed through the checker, summed into
 * win rates, lengths and chain histograms. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/game.h"
#include "games/polymere/polymere.h"

/* Sum a game (its simulation SIM and result RES; seat s played ST[s]) into OUT. */
static void add_game(const polymere_sim_t *sim, const game_result_t *res, int np,
                     const polymere_strategy_t *st, polymere_series_t *out) {
  int seats[POLYMERE_MAX_PLAYERS];
  for (int s = 0; s < np; s++) seats[s] = (int)st[s];
  game_tally_add(&out->tally, np, seats, res->scores, res->winners, GAME_TIES_LOSE);
  out->turns += sim->turns, out->placed += sim->placed, out->drawn += sim->drawn,
      out->blocked += sim->blocked;
  for (int k = 1; k <= POLYMERE_NTILES; k++) {
    out->hist[k] += sim->chain_hist[k];
    for (int s = 0; s < np; s++) out->shist[st[s]][k] += sim->seat_chains[s][k];
    if (sim->chain_hist[k] && k > out->maxchain) out->maxchain = k;
  }
}

/* Replay the record MEM of a game through the checker: 0 when it is legal
 * and ends with SIM's winner, else -1 with OUT's failure fields set. */
static int replay(const char *mem, size_t memlen, const polymere_sim_t *sim, uint64_t seed,
                  polymere_game_t *chk, polymere_series_t *out) {
  polymere_check_t res;
  memset(chk, 0, sizeof *chk);
  int cst = polymere_record_check(mem, memlen, chk, &res);
  int rank[POLYMERE_MAX_PLAYERS];
  int ok = cst == 0 && chk->over;
  if (ok) polymere_game_ranking(chk, rank);
  for (int i = 0; ok && i < chk->nplayers; i++) ok = rank[i] == sim->rank[i];
  polymere_game_free(chk);
  if (ok) return 0;
  out->failed_seed = seed;
  out->fail_line = res.line;
  snprintf(out->fail_msg, sizeof out->fail_msg, "%s", cst ? res.msg : "another outcome");
  return -1;
}

/* Game I of O's series alone (seed O->seed + I, the strategies seated in turn, the record
 * replayed through the checker): its figures in *OUT (cleared first); its record to REC when not
 * NULL. POLYMERE_SERIES_CHECKER with OUT's failure fields when it does not replay. */
static polymere_series_status_t polymere_series_game(const polymere_series_opts_t *o, uint64_t i,
                                              FILE *rec, polymere_series_t *out) {
  memset(out, 0, sizeof *out);
  polymere_strategy_t seat[POLYMERE_MAX_PLAYERS];
  for (int s = 0; s < o->players; s++) /* every strategy in every seat in turn */
    seat[s] = o->strategies[(s + i) % (uint64_t)o->nstrategies];
  polymere_game_t *chk = calloc(1, sizeof *chk);
  char *mem = NULL;
  size_t memlen = 0;
  FILE *m = chk ? open_memstream(&mem, &memlen) : NULL;
  polymere_sim_t sim;
  game_result_t res;
  int bad = !m || polymere_play_one(o->players, o->digits, seat, o->seed + i, m, &sim, &res) != 0;
  if ((m && fclose(m) != 0) || bad) {
    free(mem);
    free(chk);
    return POLYMERE_SERIES_NOMEM;
  }
  polymere_series_status_t st = POLYMERE_SERIES_OK;
  if (replay(mem, memlen, &sim, o->seed + i, chk, out) != 0)
    st = POLYMERE_SERIES_CHECKER;
  else
    out->replayed++;
  if (rec) fwrite(mem, 1, memlen, rec);
  free(mem);
  free(chk);
  add_game(&sim, &res, o->players, seat, out);
  return st;
}

/* Add PART (games after SUM's) into SUM: counts summed, the longest chain kept. */
static void polymere_series_merge(polymere_series_t *sum, const polymere_series_t *part) {
  game_tally_merge(&sum->tally, &part->tally);
  for (int k = 0; k < POLYMERE_NSTRATEGIES; k++)
    for (int c = 0; c <= POLYMERE_NTILES; c++) sum->shist[k][c] += part->shist[k][c];
  for (int c = 0; c <= POLYMERE_NTILES; c++) sum->hist[c] += part->hist[c];
  sum->turns += part->turns, sum->placed += part->placed, sum->drawn += part->drawn,
      sum->blocked += part->blocked, sum->replayed += part->replayed;
  if (part->maxchain > sum->maxchain) sum->maxchain = part->maxchain;
}

/* A series on game.c's runner: game i's figures (and game 0's record) come back in game order,
 * merged as they come. */
typedef struct series {
  const polymere_series_opts_t *o;
  FILE *rec;
  polymere_series_t *sum, *part; /* rank 0: the sum so far, and a game's figures */
  polymere_series_status_t st;   /* rank 0: the first game that failed, in order */
} series_t;

static int play(void *ctx, uint64_t i, struct dist_buf *out) {
  const series_t *s = ctx;
  if (s->o->cancel && *s->o->cancel) return 1; /* the series stops before this game */
  polymere_series_t *g = malloc(sizeof *g);
  char *rec = NULL;
  size_t reclen = 0;
  FILE *m = i == 0 && s->rec ? open_memstream(&rec, &reclen) : NULL;
  int rc = !g || (i == 0 && s->rec && !m);
  polymere_series_status_t st = POLYMERE_SERIES_NOMEM;
  if (!rc) st = polymere_series_game(s->o, i, m, g);
  if (m && fclose(m) != 0) rc = 1;
  int st32 = (int)st;
  rc = rc || st == POLYMERE_SERIES_NOMEM || game_out(out, &st32, sizeof st32) != 0 ||
       game_out(out, g, sizeof *g) != 0 || (rec && game_out(out, rec, reclen) != 0);
  free(g);
  free(rec);
  return rc;
}

static int take(void *ctx, uint64_t i, const unsigned char *bytes, size_t len) {
  (void)i;
  series_t *s = ctx;
  int st32;
  if (len < sizeof st32 + sizeof *s->part) return 1;
  memcpy(&st32, bytes, sizeof st32);
  memcpy(s->part, bytes + sizeof st32, sizeof *s->part);
  polymere_series_merge(s->sum, s->part);
  size_t head = sizeof st32 + sizeof *s->part;
  if (len > head && fwrite(bytes + head, 1, len - head, s->rec) != len - head) return 1;
  if (st32 == POLYMERE_SERIES_OK) return 0;
  /* A game that does not replay ends the series there. */
  s->st = (polymere_series_status_t)st32;
  s->sum->failed_seed = s->part->failed_seed, s->sum->fail_line = s->part->fail_line;
  memcpy(s->sum->fail_msg, s->part->fail_msg, sizeof s->sum->fail_msg);
  return 1;
}

polymere_series_status_t polymere_series(struct dist *group, int jobs,
                                         const polymere_series_opts_t *o, FILE *rec,
                                         polymere_series_t *out) {
  memset(out, 0, sizeof *out);
  series_t s = {o, rec, out, malloc(sizeof *s.part), POLYMERE_SERIES_OK};
  if (!s.part) return POLYMERE_SERIES_NOMEM;
  game_series_t gs = {o->games, jobs, play, take, &s};
  int rc = game_series_run(group, &gs);
  free(s.part);
  if (o->cancel && *o->cancel) return POLYMERE_SERIES_CANCELLED;
  return s.st != POLYMERE_SERIES_OK ? s.st : rc != 0 ? POLYMERE_SERIES_NOMEM : POLYMERE_SERIES_OK;
}
