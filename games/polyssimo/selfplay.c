/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* selfplay.c: many self-play games with seats rotated or fixed, each replayed through the checker,
 * and their statistics. */
#include <config.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/game.h"
#include "games/polyssimo/polyssimo.h"

/* Add the result of one game (winner W, the squares LEFT to each seat at the end, the
 * strategies by seat SEAT) to the statistics. */
static void tally(polyssimo_play_stats_t *o, int n, const polyssimo_strategy_t *seat, int w,
                  const int *left) {
  int seats[POLYSSIMO_MAX_PLAYERS];
  long score[POLYSSIMO_MAX_PLAYERS];
  for (int p = 0; p < n; p++) seats[p] = (int)seat[p], score[p] = left[p];
  game_tally_add(&o->tally, n, seats, score, 1u << w, GAME_TIES_LOSE);
}

/* Replay the record MEM through the checker: 0 when it is legal and ends
 * with winner W, else -1 with the reason in O. */
static int replay(const polyssimo_geo_t *g, const char *mem, size_t memlen, int w, uint64_t gm,
                  polyssimo_play_stats_t *o) {
  polyssimo_geo_t g2;
  polyssimo_game_t s2;
  polyssimo_rule_t rule;
  base_error_t e;
  int cr = polyssimo_record_check_known(mem, memlen, g, NULL, &g2, &s2, &rule, &e);
  int bad = cr != 0 || s2.phase != POLYSSIMO_OVER || polyssimo_game_winner(&s2) != w;
  polyssimo_geo_free(&g2);
  if (!bad) return 0;
  o->failed_game = gm + 1;
  o->fail_line = e.line;
  snprintf(o->fail_msg, sizeof o->fail_msg, "%s", cr ? e.msg : "wrong end");
  return -1;
}

/* What game.c's runner brings back of one game, before its record. */
typedef struct outcome {
  int status; /* POLYSSIMO_PLAY_OK, _INTERNAL (a player broke a rule), _CHECKER (no replay) */
  int winner;
  int left[POLYSSIMO_MAX_PLAYERS];
  unsigned long fail_line;
  char fail_msg[200];
} outcome_t;

typedef struct series {
  const polyssimo_geo_t *g;
  int n;
  const polyssimo_strategy_t *st;
  const polyssimo_play_opts_t *po;
  FILE *rec;
  polyssimo_play_stats_t *o;     /* rank 0: the statistics so far */
  polyssimo_play_status_t status; /* rank 0: the first game that failed, in order */
} series_t;

/* The seats of game GM: the strategies rotated by GM places unless they keep their seats. */
static int rotation(const series_t *s, uint64_t gm, polyssimo_strategy_t *seat) {
  int rot = s->po->fixed_seats ? 0 : (int)(gm % (uint64_t)s->n);
  for (int p = 0; p < s->n; p++) seat[p] = s->st[(p + rot) % s->n];
  return rot;
}

static int play(void *ctx, uint64_t gm, struct dist_buf *out) {
  const series_t *s = ctx;
  const polyssimo_play_opts_t *po = s->po;
  polyssimo_strategy_t seat[POLYSSIMO_MAX_PLAYERS] = {0};
  int rot = rotation(s, gm, seat);
  char *mem = NULL;
  size_t memlen = 0;
  FILE *m = open_memstream(&mem, &memlen);
  if (!m) return 1;
  polyssimo_game_t fin;
  polyssimo_rules_t rules;
  memset(&rules, 0, sizeof rules);
  rules.scoring = po->scoring;
  for (int p = 0; p < s->n; p++) rules.handicap[p] = po->handicap[(p + rot) % s->n];
  game_result_t res;
  int w = polyssimo_play_one(s->g, s->n, seat, &po->mc, &rules, po->seed * 0x100000001b3ULL + gm,
                             m, &fin, &res);
  int rc = fclose(m) != 0;
  outcome_t oc;
  memset(&oc, 0, sizeof oc);
  oc.winner = w;
  if (w < 0) {
    oc.status = POLYSSIMO_PLAY_INTERNAL;
  } else {
    /* Every game replays through the checker. */
    polyssimo_play_stats_t why;
    if (replay(s->g, mem, memlen, w, gm, &why) != 0) {
      oc.status = POLYSSIMO_PLAY_CHECKER;
      oc.fail_line = why.fail_line;
      memcpy(oc.fail_msg, why.fail_msg, sizeof oc.fail_msg);
    }
    memcpy(oc.left, fin.left, sizeof oc.left);
  }
  rc = rc || game_out(out, &oc, sizeof oc) != 0 || game_out(out, mem, memlen) != 0;
  free(mem);
  return rc;
}

static int take(void *ctx, uint64_t gm, const unsigned char *bytes, size_t len) {
  series_t *s = ctx;
  polyssimo_play_stats_t *o = s->o;
  outcome_t oc;
  if (len < sizeof oc) return 1;
  memcpy(&oc, bytes, sizeof oc);
  if (oc.status == POLYSSIMO_PLAY_INTERNAL) {
    o->failed_game = gm + 1;
    s->status = POLYSSIMO_PLAY_INTERNAL;
    return 1;
  }
  if (oc.status == POLYSSIMO_PLAY_OK) o->replayed++;
  if (s->rec) {
    fprintf(s->rec, "# game %" PRIu64 "\n", gm + 1);
    fwrite(bytes + sizeof oc, 1, len - sizeof oc, s->rec);
    fputc('\n', s->rec);
  }
  if (oc.status == POLYSSIMO_PLAY_CHECKER) {
    o->failed_game = gm + 1;
    o->fail_line = oc.fail_line;
    memcpy(o->fail_msg, oc.fail_msg, sizeof o->fail_msg);
    s->status = POLYSSIMO_PLAY_CHECKER;
    return 1;
  }
  polyssimo_strategy_t seat[POLYSSIMO_MAX_PLAYERS] = {0};
  rotation(s, gm, seat);
  tally(o, s->n, seat, oc.winner, oc.left);
  return 0;
}

polyssimo_play_status_t polyssimo_play_many(struct dist *group, int jobs,
                                            const polyssimo_geo_t *g, int n,
                                            const polyssimo_strategy_t *st,
                                            const polyssimo_play_opts_t *po, FILE *rec,
                                            polyssimo_play_stats_t *o) {
  memset(o, 0, sizeof *o);
  series_t s = {g, n, st, po, rec, o, POLYSSIMO_PLAY_OK};
  game_series_t gs = {po->games, jobs, play, take, &s};
  int rc = game_series_run(group, &gs);
  return s.status != POLYSSIMO_PLAY_OK ? s.status
         : rc != 0                    ? POLYSSIMO_PLAY_NOMEM
                                      : POLYSSIMO_PLAY_OK;
}
