/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* generate.c: footprint puzzle generation: a random tiling, a cluster of its pieces taken out, kept
 * when unique. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/polyssimo/internal.h"
#include "base/intl.h"
#include "games/polyssimo/polyssimo.h"
#include "poly/pieceset.h"
#include "poly/region.h"
#include "poly/tiling.h"

/* Letters for the placements of a tiling: each piece's letter in the
 * legend of the set SPEC (polyssimo_geo_init's), as every page shows them. */
static int tiling_letters(tiling_t *t, const char *spec, const int *place, int n, char *out) {
  const pieceset_t *set = tiling_pieceset(t);
  const char *names[POLYSSIMO_MAX_PIECES];
  char pref[POLYSSIMO_MAX_PIECES];
  if (n > POLYSSIMO_MAX_PIECES) return -1;
  for (int k = 0; k < n; k++) names[k] = set->pieces[tiling_placement(t, place[k])->piece].name;
  if (polyssimo_legend_letters(spec, n, names, pref) != 0) return -1;
  return polyssimo_assign_letters_pref(n, names, pref, NULL, out);
}

/* One generation run: the tiling engine, the current tiling and its letters. */
typedef struct gen_ctx {
  const polyssimo_gen_opts_t *o;
  tiling_t *t;
  int *place, *grid, n, ncells;
  char letters[POLYSSIMO_MAX_PIECES];
  polyssimo_rng_t rng;
} gen_ctx_t;

/* Draw a new random tiling: 1 done, 0 this draw failed (budget), -1 error. */
static int new_tiling(gen_ctx_t *c, base_error_t *err) {
  int f = tiling_find(c->t, 1, polyssimo_rng_next(&c->rng), 2000000, c->place, &c->n);
  if (f != 1) {
    if (f != 0) return 0;
    base_error_set(err, 0, 0, _("the pieces do not tile the %dx%d board"), c->o->w, c->o->h);
    return -1;
  }
  if (c->n > POLYSSIMO_MAX_PIECES ||
      tiling_letters(c->t, c->o->spec, c->place, c->n, c->letters) != 0) {
    base_error_set(err, 0, 0, _("too many pieces"));
    return -1;
  }
  tiling_solution_grid(c->t, c->place, c->n, c->grid);
  return 1;
}

/* 1 when piece Q of the tiling touches (by an edge) a piece marked in IN. */
static int touches(const gen_ctx_t *c, const int *in, int q) {
  const int *grid = c->grid;
  int w = c->o->w, h = c->o->h;
  for (int i = 0; i < c->ncells; i++) {
    if (grid[i] != q) continue;
    int x = i % w, y = i / w;
    if ((x > 0 && grid[i - 1] >= 0 && in[grid[i - 1]]) ||
        (x + 1 < w && grid[i + 1] >= 0 && in[grid[i + 1]]) ||
        (y > 0 && grid[i - w] >= 0 && in[grid[i - w]]) ||
        (y + 1 < h && grid[i + w] >= 0 && in[grid[i + w]]))
      return 1;
  }
  return 0;
}

/* The hand: K pieces of the tiling marked in IN, an edge-connected cluster
 * when asked. Returns the pieces chosen (fewer than K: none could grow it). */
static int pick_hand(gen_ctx_t *c, int *in) {
  int chosen = 1;
  in[polyssimo_rng_below(&c->rng, (uint32_t)c->n)] = 1;
  while (chosen < c->o->k) {
    int cand[POLYSSIMO_MAX_PIECES], nc = 0;
    for (int q = 0; q < c->n; q++)
      if (!in[q] && (!c->o->cluster || touches(c, in, q))) cand[nc++] = q;
    if (!nc) break;
    in[cand[polyssimo_rng_below(&c->rng, (uint32_t)nc)]] = 1;
    chosen++;
  }
  return chosen;
}

/* The puzzle of the current tiling with the pieces in IN taken out into
 * the hand. -1 when out of memory. */
static int make_candidate(const gen_ctx_t *c, const int *in, polyssimo_puzzle_t *cand) {
  memset(cand, 0, sizeof *cand);
  cand->w = c->o->w, cand->h = c->o->h;
  cand->cells = malloc((size_t)c->ncells);
  if (!cand->cells) return -1;
  for (int i = 0; i < c->ncells; i++) {
    int q = c->grid[i];
    cand->cells[i] = q >= 0 ? (in[q] ? '.' : c->letters[q]) : '#';
  }
  size_t hl = 0;
  for (int q = 0; q < c->n; q++) {
    if (!in[q]) continue;
    const char *nm = tiling_pieceset(c->t)->pieces[tiling_placement(c->t, c->place[q])->piece].name;
    hl += (size_t)snprintf(cand->hand + hl, sizeof cand->hand - hl, "%s%s", hl ? "," : "", nm);
  }
  return 0;
}

/* Keep CAND when unique with enough effort: 1 kept (*ANSWER, *NODES),
 * 0 not, -1 when the two counts disagree. */
static int judge(const gen_ctx_t *c, const polyssimo_puzzle_t *cand, char **answer, uint64_t *nodes,
                 base_error_t *err) {
  uint64_t nd = 0;
  base_error_t e2;
  long cnt = polyssimo_puzzle_count_tiling(cand, 2, &nd, &e2);
  if (cnt != 1 || nd < c->o->min_nodes) return 0;
  /* The answer shows the hand's pieces with the letters a solver would
   * get from polyssimo_puzzle_hand_letters, so answers and verify agree:
   * re-derive them by the independent count. */
  char *sol[1] = {NULL};
  uint64_t n2;
  long c2 = polyssimo_puzzle_count(cand, 2, sol, 1, &n2, &e2);
  if (c2 == 1 && sol[0]) {
    *answer = sol[0];
    *nodes = nd;
    return 1;
  }
  free(sol[0]);
  base_error_set(err, 0, 0, _("the two counts disagree (tiling library 1, own count %ld)"), c2);
  return -1;
}

/* The draws of polyssimo_puzzle_generate. */
static int draw_puzzles(gen_ctx_t *c, polyssimo_puzzle_t *p, char **answer, int *tries,
                        uint64_t *nodes, base_error_t *err) {
  int have = 0;
  while (*tries < c->o->max_tries) {
    if (c->o->cancel && *c->o->cancel) return 2;
    (*tries)++;
    if (!have || *tries % 8 == 1) {
      int f = new_tiling(c, err);
      if (f < 0) return -1;
      if (f == 0) continue;
      have = 1;
    }
    if (c->o->k < 1 || c->o->k > c->n) {
      base_error_set(err, 0, 0, _("cannot take %d pieces out of a tiling of %d"), c->o->k, c->n);
      return -1;
    }
    int in[POLYSSIMO_MAX_PIECES] = {0};
    if (pick_hand(c, in) < c->o->k) continue;
    polyssimo_puzzle_t cand;
    if (make_candidate(c, in, &cand) != 0) {
      polyssimo_puzzle_free(&cand);
      base_error_nomem(err);
      return -1;
    }
    int j = judge(c, &cand, answer, nodes, err);
    if (j == 1) {
      *p = cand;
      return 1;
    }
    polyssimo_puzzle_free(&cand);
    if (j < 0) return -1;
  }
  return 0;
}

int polyssimo_puzzle_generate(const polyssimo_gen_opts_t *o, polyssimo_puzzle_t *p, char **answer,
                              int *tries, uint64_t *nodes, base_error_t *err) {
  memset(p, 0, sizeof *p);
  *answer = NULL;
  *tries = 0;
  *nodes = 0;
  if (o->w < 1 || o->h < 1 || o->w * o->h > POLYSSIMO_MAX_CELLS) {
    base_error_set(err, 0, 0, _("board %dx%d: at most %d cells"), o->w, o->h, POLYSSIMO_MAX_CELLS);
    return -1;
  }
  pieceset_t set;
  if (pieceset_parse(o->spec, &set, err) != 0) return -1;
  region_t r;
  if (region_rect(o->w, o->h, &r, err) != 0) {
    pieceset_free(&set);
    return -1;
  }
  tiling_spec_t spec;
  tiling_spec_init(&spec);
  if (pieceset_area(&set) != o->w * o->h) spec.subset = 1;
  tiling_error_t te;
  int rc = -1;
  gen_ctx_t c;
  memset(&c, 0, sizeof c);
  c.o = o, c.ncells = o->w * o->h;
  c.rng.s = o->seed ^ 0x5a17c0de5a17c0deULL;
  tiling_status_t ts = tiling_new(&set, &r, &spec, &c.t, &te);
  if (ts != TILING_OK) {
    base_error_setc(err, tiling_errcode(ts), 0, 0, "%s", te.msg);
    goto out;
  }
  c.place = malloc((size_t)tiling_max_pieces(c.t) * sizeof *c.place);
  c.grid = malloc((size_t)c.ncells * sizeof *c.grid);
  if (!c.place || !c.grid) {
    base_error_nomem(err);
    goto out;
  }
  rc = draw_puzzles(&c, p, answer, tries, nodes, err);
out:
  free(c.place);
  free(c.grid);
  tiling_free(c.t);
  region_free(&r);
  pieceset_free(&set);
  return rc;
}
