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
static void tally(ps_play_stats_t *o, int n, const ps_strategy_t *seat, int w,
                  const ps_game_t *fin) {
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
static int replay(const ps_geo_t *g, const char *mem, size_t memlen, int w, uint64_t gm,
                  ps_play_stats_t *o) {
  ps_geo_t g2;
  ps_game_t s2;
  ps_rule_t rule;
  cards_error_t e;
  int cr = ps_record_check_known(mem, memlen, g, &g2, &s2, &rule, &e);
  int bad = cr != 0 || s2.phase != PS_OVER || ps_game_winner(&s2) != w;
  ps_geo_free(&g2);
  if (!bad) return 0;
  o->failed_game = gm + 1;
  o->fail_line = e.line;
  snprintf(o->fail_msg, sizeof o->fail_msg, "%s", cr ? e.msg : "wrong end");
  return -1;
}

ps_play_status_t ps_play_many(const ps_geo_t *g, int n, const ps_strategy_t *st,
                              const ps_play_opts_t *po, FILE *rec, ps_play_stats_t *o) {
  memset(o, 0, sizeof *o);
  for (uint64_t gm = 0; gm < po->games; gm++) {
    ps_strategy_t seat[PS_MAX_PLAYERS];
    int rot = po->fixed_seats ? 0 : (int)(gm % (uint64_t)n);
    for (int p = 0; p < n; p++) seat[p] = st[(p + rot) % n];
    char *mem = NULL;
    size_t memlen = 0;
    FILE *m = open_memstream(&mem, &memlen);
    if (!m) return PS_PLAY_NOMEM;
    ps_game_t fin;
    ps_rules_t rules;
    memset(&rules, 0, sizeof rules);
    rules.scoring = po->scoring;
    for (int p = 0; p < n; p++) rules.handicap[p] = po->handicap[(p + rot) % n];
    int w =
        ps_play_game_rules(g, n, seat, &po->mc, &rules, po->seed * 0x100000001b3ULL + gm, &fin, m);
    fclose(m);
    if (w < 0) {
      o->failed_game = gm + 1;
      free(mem);
      return PS_PLAY_INTERNAL;
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
    if (bad) return PS_PLAY_CHECKER;
    tally(o, n, seat, w, &fin);
    o->games++;
  }
  return PS_PLAY_OK;
}
