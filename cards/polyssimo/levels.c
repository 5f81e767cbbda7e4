/* levels.c: puzzles by level (1-3) or by hand size, each re-proved unique, and their generation
 * IDs. */
#include <config.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cards/polyssimo/polyssimo.h"

/* Levels (documented in polyssimo(1)): pieces to place, taken as an
 * edge-connected cluster, and the least search effort (tiling nodes to
 * prove uniqueness) accepted. */
static const struct {
  int k;
  uint64_t min_nodes;
} levels[4] = {
    {0, 0},
    {4, 0},
    {8, 100},
    {12, 2000},
};

void ps_gen_req_init(ps_gen_req_t *r) {
  r->w = PS_BOARD_W, r->h = PS_BOARD_H;
  r->pieces = PS_DEFAULT_PIECES;
  r->level = 2, r->hand = 0, r->tries = 2000;
}

uint64_t ps_gen_seed(uint64_t seed, int level, int i) {
  return seed * 1000003ULL + (uint64_t)level * 1000 + (uint64_t)i;
}

ps_gen_status_t ps_gen_level(const ps_gen_req_t *r, int level, uint64_t seed, ps_generated_t *out,
                             cards_error_t *err) {
  ps_gen_opts_t go = {r->w,      r->h,
                      r->pieces, r->hand ? r->hand : levels[level].k,
                      1,         r->hand ? 0 : levels[level].min_nodes,
                      r->tries,  seed};
  memset(out, 0, sizeof *out);
  int g = ps_puzzle_generate(&go, &out->p, &out->answer, &out->tries, &out->nodes, err);
  if (g < 0) return PS_GEN_BAD;
  if (g == 0) return PS_GEN_NONE;
  /* Uniqueness re-proved by the independent count. */
  long c = ps_puzzle_count(&out->p, 0, NULL, 0, &out->own_nodes, err);
  if (c != 1) {
    cards_error_set(err, 0, 0, "generated puzzle has %ld solutions by the second count", c);
    return PS_GEN_DISAGREE;
  }
  out->level = level, out->k = go.k, out->seed = seed, out->by_hand = r->hand != 0;
  return PS_GEN_OK;
}

void ps_generated_free(ps_generated_t *g) {
  ps_puzzle_free(&g->p);
  free(g->answer);
  g->answer = NULL;
}

void ps_gen_id(const ps_generated_t *g, char *buf, size_t n) {
  if (g->by_hand)
    snprintf(buf, n, "polyssimo:%dx%d:K%d#%" PRIu64, g->p.w, g->p.h, g->k, g->seed);
  else
    snprintf(buf, n, "polyssimo:%dx%d:L%d#%" PRIu64, g->p.w, g->p.h, g->level, g->seed);
}

int ps_gen_id_parse(const char *id, ps_gen_req_t *r, uint64_t *seed) {
  int w, h, v, used = 0;
  char kind;
  if (sscanf(id, "polyssimo:%dx%d:%c%d#%n", &w, &h, &kind, &v, &used) != 4 || !used) return -1;
  if (w < 1 || h < 1 || w * h > PS_MAX_CELLS || cards_parse_u64(id + used, seed) != 0) return -1;
  if (kind == 'L' && v >= 1 && v <= 3)
    r->level = v, r->hand = 0;
  else if (kind == 'K' && v >= 1 && v <= PS_MAX_PIECES)
    r->hand = v, r->level = 1;
  else
    return -1;
  r->w = w, r->h = h;
  return 0;
}
