/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* levels.c: puzzles by level (1-3) or by hand size, each re-proved unique, and their generation
 * IDs. */
#include <config.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/polyssimo/polyssimo.h"

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

void polyssimo_gen_req_init(polyssimo_gen_req_t *r) {
  r->w = POLYSSIMO_BOARD_W, r->h = POLYSSIMO_BOARD_H;
  r->pieces = POLYSSIMO_DEFAULT_PIECES;
  r->level = 2, r->hand = 0, r->tries = 2000;
  r->cancel = NULL;
}

uint64_t polyssimo_gen_seed(uint64_t seed, int level, int i) {
  return seed * 1000003ULL + (uint64_t)level * 1000 + (uint64_t)i;
}

polyssimo_gen_status_t polyssimo_gen_level(const polyssimo_gen_req_t *r, int level, uint64_t seed,
                                           polyssimo_generated_t *out, base_error_t *err) {
  polyssimo_gen_opts_t go = {r->w,      r->h,
                             r->pieces, r->hand ? r->hand : levels[level].k,
                             1,         r->hand ? 0 : levels[level].min_nodes,
                             r->tries,  seed,
                             r->cancel};
  memset(out, 0, sizeof *out);
  int g = polyssimo_puzzle_generate(&go, &out->p, &out->answer, &out->tries, &out->nodes, err);
  if (g < 0) return POLYSSIMO_GEN_BAD;
  if (g == 2) return POLYSSIMO_GEN_CANCELLED;
  if (g == 0) return POLYSSIMO_GEN_NONE;
  /* Uniqueness re-proved by the independent count. */
  long c = polyssimo_puzzle_count(&out->p, 0, NULL, 0, &out->own_nodes, err);
  if (c != 1) {
    base_error_set(err, 0, 0, "generated puzzle has %ld solutions by the second count", c);
    return POLYSSIMO_GEN_DISAGREE;
  }
  out->level = level, out->k = go.k, out->seed = seed, out->by_hand = r->hand != 0;
  return POLYSSIMO_GEN_OK;
}

void polyssimo_generated_free(polyssimo_generated_t *g) {
  polyssimo_puzzle_free(&g->p);
  free(g->answer);
  g->answer = NULL;
}

/* The fixed part of a packed puzzle; the cells and the answer follow. */
typedef struct packed {
  int w, h, level, k, tries, by_hand, has_cells, has_answer;
  uint64_t nodes, own_nodes, seed;
  char hand[sizeof((polyssimo_puzzle_t *)0)->hand];
} packed_t;

int polyssimo_generated_pack(const polyssimo_generated_t *g, unsigned char **buf, size_t *len) {
  packed_t h;
  memset(&h, 0, sizeof h);
  h.w = g->p.w, h.h = g->p.h, h.level = g->level, h.k = g->k, h.tries = g->tries,
  h.by_hand = g->by_hand, h.has_cells = g->p.cells != NULL, h.has_answer = g->answer != NULL;
  h.nodes = g->nodes, h.own_nodes = g->own_nodes, h.seed = g->seed;
  memcpy(h.hand, g->p.hand, sizeof h.hand);
  size_t cells = h.w > 0 && h.h > 0 ? (size_t)h.w * (size_t)h.h : 0;
  if (!cells) h.has_cells = h.has_answer = 0;
  size_t n = sizeof h + (size_t)(h.has_cells + h.has_answer) * cells;
  unsigned char *b = malloc(n);
  if (!b) return -1;
  memcpy(b, &h, sizeof h);
  size_t at = sizeof h;
  if (h.has_cells) memcpy(b + at, g->p.cells, cells), at += cells;
  if (h.has_answer) memcpy(b + at, g->answer, cells);
  *buf = b, *len = n;
  return 0;
}

int polyssimo_generated_unpack(const unsigned char *buf, size_t len, polyssimo_generated_t *g) {
  packed_t h;
  memset(g, 0, sizeof *g);
  if (len < sizeof h) return -1;
  memcpy(&h, buf, sizeof h);
  if (h.w < 0 || h.h < 0 || (h.w && h.h && (size_t)h.w * (size_t)h.h > POLYSSIMO_MAX_CELLS))
    return -1;
  size_t cells = h.w > 0 && h.h > 0 ? (size_t)h.w * (size_t)h.h : 0;
  int nc = (h.has_cells != 0) + (h.has_answer != 0);
  if (len != sizeof h + (size_t)nc * cells || h.hand[sizeof h.hand - 1]) return -1;
  if ((h.has_cells && !(g->p.cells = malloc(cells))) ||
      (h.has_answer && !(g->answer = malloc(cells)))) {
    polyssimo_generated_free(g);
    return -1;
  }
  size_t at = sizeof h;
  if (h.has_cells) memcpy(g->p.cells, buf + at, cells), at += cells;
  if (h.has_answer) memcpy(g->answer, buf + at, cells);
  g->p.w = h.w, g->p.h = h.h, g->level = h.level, g->k = h.k, g->tries = h.tries;
  g->by_hand = h.by_hand, g->nodes = h.nodes, g->own_nodes = h.own_nodes, g->seed = h.seed;
  memcpy(g->p.hand, h.hand, sizeof h.hand);
  return 0;
}

void polyssimo_gen_id(const polyssimo_generated_t *g, char *buf, size_t n) {
  if (g->by_hand)
    snprintf(buf, n, "polyssimo:%dx%d:K%d#%" PRIu64, g->p.w, g->p.h, g->k, g->seed);
  else
    snprintf(buf, n, "polyssimo:%dx%d:L%d#%" PRIu64, g->p.w, g->p.h, g->level, g->seed);
}

int polyssimo_gen_id_parse(const char *id, polyssimo_gen_req_t *r, uint64_t *seed) {
  int w, h, v, used = 0;
  char kind;
  if (sscanf(id, "polyssimo:%dx%d:%c%d#%n", &w, &h, &kind, &v, &used) != 4 || !used) return -1;
  if (w < 1 || h < 1 || (long long)w * h > POLYSSIMO_MAX_CELLS || base_parse_u64(id + used, seed) != 0)
    return -1;
  if (kind == 'L' && v >= 1 && v <= 3)
    r->level = v, r->hand = 0;
  else if (kind == 'K' && v >= 1 && v <= POLYSSIMO_MAX_PIECES)
    r->hand = v, r->level = 1;
  else
    return -1;
  r->w = w, r->h = h;
  return 0;
}
