/* selfplay.c: many self-play games with seats rotated or fixed, each replayed through the checker,
 * and their statistics. */
#include <config.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/polyssimo/polyssimo.h"

/* Add the result of one game (winner W, the final position FIN, the
 * strategies by seat SEAT) to the statistics. */
static void tally(polyssimo_play_stats_t *o, int n, const polyssimo_strategy_t *seat, int w,
                  const polyssimo_game_t *fin) {
  o->seat_wins[w]++;
  o->strat_wins[seat[w]]++;
  o->strat_seat_wins[seat[w]][w]++;
  for (int p = 0; p < n; p++) {
    o->seat_left[p] += (uint64_t)fin->left[p];
    o->strat_games[seat[p]]++;
    o->strat_seat_games[seat[p]][p]++;
    o->strat_left[seat[p]] += (uint64_t)fin->left[p];
  }
}

/* Replay the record MEM through the checker: 0 when it is legal and ends
 * with winner W, else -1 with the reason in O. */
static int replay(const polyssimo_geo_t *g, const char *mem, size_t memlen, int w, uint64_t gm,
                  polyssimo_play_stats_t *o) {
  polyssimo_geo_t g2;
  polyssimo_game_t s2;
  polyssimo_rule_t rule;
  base_error_t e;
  int cr = polyssimo_record_check_known(mem, memlen, g, &g2, &s2, &rule, &e);
  int bad = cr != 0 || s2.phase != POLYSSIMO_OVER || polyssimo_game_winner(&s2) != w;
  polyssimo_geo_free(&g2);
  if (!bad) return 0;
  o->failed_game = gm + 1;
  o->fail_line = e.line;
  snprintf(o->fail_msg, sizeof o->fail_msg, "%s", cr ? e.msg : "wrong end");
  return -1;
}

polyssimo_play_status_t polyssimo_play_many(const polyssimo_geo_t *g, int n,
                                            const polyssimo_strategy_t *st,
                                            const polyssimo_play_opts_t *po, FILE *rec,
                                            polyssimo_play_stats_t *o) {
  memset(o, 0, sizeof *o);
  for (uint64_t gm = 0; gm < po->games; gm++) {
    polyssimo_strategy_t seat[POLYSSIMO_MAX_PLAYERS];
    int rot = po->fixed_seats ? 0 : (int)(gm % (uint64_t)n);
    for (int p = 0; p < n; p++) seat[p] = st[(p + rot) % n];
    char *mem = NULL;
    size_t memlen = 0;
    FILE *m = open_memstream(&mem, &memlen);
    if (!m) return POLYSSIMO_PLAY_NOMEM;
    polyssimo_game_t fin;
    polyssimo_rules_t rules;
    memset(&rules, 0, sizeof rules);
    rules.scoring = po->scoring;
    for (int p = 0; p < n; p++) rules.handicap[p] = po->handicap[(p + rot) % n];
    int w = polyssimo_play_game_rules(g, n, seat, &po->mc, &rules, po->seed * 0x100000001b3ULL + gm,
                                      &fin, m);
    fclose(m);
    if (w < 0) {
      o->failed_game = gm + 1;
      free(mem);
      return POLYSSIMO_PLAY_INTERNAL;
    }
    /* Every game replays through the checker. */
    int bad = replay(g, mem, memlen, w, gm, o);
    if (!bad) o->replayed++;
    if (rec) {
      fprintf(rec, "# game %" PRIu64 "\n", gm + 1);
      fwrite(mem, 1, memlen, rec);
      fputc('\n', rec);
    }
    free(mem);
    if (bad) return POLYSSIMO_PLAY_CHECKER;
    tally(o, n, seat, w, &fin);
    o->games++;
  }
  return POLYSSIMO_PLAY_OK;
}
