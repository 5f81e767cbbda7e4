/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* count.c: counting a footprint puzzle's solutions twice: our own bitboard search and the tiling
 * library. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "base/intl.h"
#include "games/polyssimo/internal.h"
#include "games/polyssimo/polyssimo.h"
#include "poly/pieceset.h"
#include "poly/region.h"
#include "poly/tiling.h"

/* The independent counter: exact covers by "the free hole cell with the
 * fewest placements left", packings (hand smaller than the holes) by "one
 * piece after the other". */
typedef struct pk_ctx {
  int w, h, nent;
  int remaining[POLYSSIMO_MAX_PIECES]; /* copies left per set entry */
  polyssimo_place_t *pl;               /* placements inside the holes */
  int npl;
  int *first_start; /* exact: placements covering each cell, ncells+1 */
  int *by_cell;
  int *ent_start; /* packing: placements by entry */
  polyssimo_bb_t holes;
  int exact;
  long count, limit;
  uint64_t nodes;
  int chosen[POLYSSIMO_MAX_PIECES], nchosen;
  char **sol;
  int nsol;
  const char *letters; /* per copy: entry e copy c -> letters[ent_first[e] + c] */
  int ent_first[POLYSSIMO_MAX_PIECES];
  int ent_copies[POLYSSIMO_MAX_PIECES];
  const char *base;
} pk_ctx_t;

static void pk_record(pk_ctx_t *c) {
  if (c->count >= c->nsol || !c->sol) return;
  char *out = malloc((size_t)c->w * c->h);
  if (!out) return;
  memcpy(out, c->base, (size_t)c->w * c->h);
  int used[POLYSSIMO_MAX_PIECES] = {0};
  for (int k = 0; k < c->nchosen; k++) {
    const polyssimo_place_t *p = &c->pl[c->chosen[k]];
    char L = c->letters[c->ent_first[p->piece] + used[p->piece]++];
    for (int i = 0; i < c->w * c->h; i++)
      if (base_bb_has(&p->bb, i)) out[i] = L;
  }
  c->sol[c->count] = out;
}

static int pk_usable(const pk_ctx_t *c, int id, const polyssimo_bb_t *used) {
  return c->remaining[c->pl[id].piece] && !base_bb_meets(&c->pl[id].bb, used);
}

/* Exact cover: branch on the free hole cell with the fewest placements
 * left that cover it (first_start/by_cell: the placements covering each
 * cell). */
static void pk_exact(pk_ctx_t *c, polyssimo_bb_t *used, int left) {
  if (c->limit && c->count >= c->limit) return;
  if (left == 0) {
    pk_record(c);
    c->count++;
    return;
  }
  int bestcell = -1, bestn = 1 << 30;
  for (int k = 0; k < 3 && bestn > 1; k++) {
    uint64_t v = c->holes.w[k] & ~used->w[k];
    while (v && bestn > 1) {
      int cell = k * 64 + __builtin_ctzll(v);
      v &= v - 1;
      int n = 0;
      for (int j = c->first_start[cell]; j < c->first_start[cell + 1] && n < bestn; j++)
        n += pk_usable(c, c->by_cell[j], used);
      if (n < bestn) bestn = n, bestcell = cell;
    }
  }
  if (bestcell < 0 || bestn == 0) return;
  for (int j = c->first_start[bestcell]; j < c->first_start[bestcell + 1]; j++) {
    int id = c->by_cell[j];
    if (!pk_usable(c, id, used)) continue;
    const polyssimo_place_t *p = &c->pl[id];
    c->nodes++;
    polyssimo_bb_t u2 = *used;
    base_bb_or(&u2, &p->bb);
    c->remaining[p->piece]--;
    c->chosen[c->nchosen++] = id;
    pk_exact(c, &u2, left - 1);
    c->nchosen--;
    c->remaining[p->piece]++;
    if (c->limit && c->count >= c->limit) return;
  }
}

/* Packing: entry E, copy number (placements of successive copies in
 * increasing order, from MINJ). */
static void pk_pack(pk_ctx_t *c, polyssimo_bb_t *used, int e, int minj) {
  if (c->limit && c->count >= c->limit) return;
  while (e < c->nent && c->remaining[e] == 0) e++, minj = 0;
  if (e == c->nent) {
    pk_record(c);
    c->count++;
    return;
  }
  if (minj == 0) minj = c->ent_start[e];
  for (int j = minj; j < c->ent_start[e + 1]; j++) {
    if (base_bb_meets(&c->pl[j].bb, used)) continue;
    c->nodes++;
    polyssimo_bb_t u2 = *used;
    base_bb_or(&u2, &c->pl[j].bb);
    c->remaining[e]--;
    c->chosen[c->nchosen++] = j;
    pk_pack(c, &u2, e, c->remaining[e] ? j + 1 : 0);
    c->nchosen--;
    c->remaining[e]++;
    if (c->limit && c->count >= c->limit) return;
  }
}

/* The placements of SET's pieces that lie inside the holes, by entry (the
 * shared table's order). -1 when out of memory. */
static int hole_placements(pk_ctx_t *c, const pieceset_t *set) {
  unsigned char allow[POLYSSIMO_MAX_CELLS];
  for (int k = 0; k < c->w * c->h; k++) allow[k] = (unsigned char)base_bb_has(&c->holes, k);
  tiling_places_t pl;
  if (polyssimo_places(set->pieces, set->n, c->w, c->h, allow, c->ent_start, &pl) != 0) return -1;
  for (int p = 0; p < pl.n; p++) polyssimo_place_from(&pl, p, c->w, &c->pl[p]);
  c->npl = pl.n;
  tiling_places_free(&pl);
  return 0;
}

/* The placements by the cells they cover (first_start, by_cell). -1 when
 * out of memory. */
static int index_by_cell(pk_ctx_t *c, int ncells) {
  free(c->by_cell);
  c->by_cell = malloc(sizeof(int) * (size_t)(c->npl ? c->npl : 1) * SHAPE_MAX_CELLS);
  int *fill = calloc((size_t)ncells + 1, sizeof(int));
  if (!fill || !c->by_cell) {
    free(fill);
    return -1;
  }
  for (int j = 0; j < c->npl; j++)
    for (int i = 0; i < ncells; i++)
      if (base_bb_has(&c->pl[j].bb, i)) c->first_start[i + 1]++;
  for (int i = 0; i < ncells; i++) c->first_start[i + 1] += c->first_start[i];
  for (int j = 0; j < c->npl; j++)
    for (int i = 0; i < ncells; i++)
      if (base_bb_has(&c->pl[j].bb, i)) c->by_cell[c->first_start[i] + fill[i]++] = j;
  free(fill);
  return 0;
}

long polyssimo_puzzle_count(const polyssimo_puzzle_t *p, long limit, char **sol, int nsol,
                            uint64_t *nodes, base_error_t *err) {
  pieceset_t set;
  if (nodes) *nodes = 0;
  if (p->w * p->h > POLYSSIMO_MAX_CELLS) return base_error_set(err, 0, 0, _("board too big")), -1;
  char letters[POLYSSIMO_MAX_PIECES + 1];
  if (polyssimo_puzzle_hand_letters(p, letters, err) < 0) return -1;
  if (pieceset_parse(p->hand, &set, err) != 0) return -1;
  pk_ctx_t c;
  memset(&c, 0, sizeof c);
  c.w = p->w, c.h = p->h, c.nent = set.n, c.limit = limit, c.sol = sol, c.nsol = nsol;
  c.letters = letters, c.base = p->cells;
  int ncells = p->w * p->h, holes_area = 0, hand_area = pieceset_area(&set), k = 0;
  for (int i = 0; i < ncells; i++)
    if (p->cells[i] == '.') base_bb_set(&c.holes, i), holes_area++;
  for (int e = 0; e < set.n; e++) {
    c.remaining[e] = set.copies[e];
    c.ent_first[e] = k;
    k += set.copies[e];
  }
  long result = -1;
  int cap = 0;
  polyssimo_bb_t used;
  memset(&used, 0, sizeof used);
  c.exact = holes_area == hand_area;
  if (hand_area > holes_area) {
    result = 0; /* cannot fit */
    goto done;
  }
  /* Placements inside the holes, grouped by entry. */
  for (int e = 0; e < set.n; e++) cap += set.pieces[e].norient * ncells;
  c.pl = malloc((size_t)(cap ? cap : 1) * sizeof *c.pl);
  c.ent_start = malloc((size_t)(set.n + 1) * sizeof(int));
  c.first_start = calloc((size_t)ncells + 2, sizeof(int));
  c.by_cell = malloc((size_t)(cap ? cap : 1) * sizeof(int));
  if (!c.pl || !c.ent_start || !c.first_start || !c.by_cell) {
    base_error_nomem(err);
    goto done;
  }
  if (hole_placements(&c, &set) != 0) {
    base_error_nomem(err);
    goto done;
  }
  if (c.exact) {
    if (index_by_cell(&c, ncells) != 0) {
      base_error_nomem(err);
      goto done;
    }
    pk_exact(&c, &used, k);
  } else {
    pk_pack(&c, &used, 0, 0);
  }
  result = c.count;
done:
  if (nodes) *nodes = c.nodes;
  free(c.pl);
  free(c.ent_start);
  free(c.first_start);
  free(c.by_cell);
  pieceset_free(&set);
  return result;
}

/* polyssimo_puzzle_count_tiling's search of SET on region R. */
static long count_tiling(const pieceset_t *set, const region_t *r, long limit, uint64_t *nodes,
                         base_error_t *err) {
  tiling_spec_t spec;
  tiling_spec_init(&spec);
  spec.reference = 1; /* the puzzle's text gives the search's nodes: the same from a seed */
  tiling_t *t = NULL;
  tiling_error_t te;
  tiling_status_t st = tiling_new(set, r, &spec, &t, &te);
  if (st != TILING_OK) {
    if (st != TILING_EAREA) base_error_setc(err, tiling_errcode(st), 0, 0, "%s", te.msg);
    return st == TILING_EAREA ? -2 : -1;
  }
  long result = -1;
  tiling_search_opts_t o;
  tiling_search_opts_init(&o);
  o.max_solutions = (uint64_t)(limit > 0 ? limit : 0);
  tiling_result_t res;
  if (tiling_search(t, &o, &res) == TILING_OK) {
    result = (long)res.solutions;
    if (nodes) *nodes = res.nodes;
  } else {
    base_error_set(err, 0, 0, _("tiling search failed"));
  }
  tiling_free(t);
  return result;
}

long polyssimo_puzzle_count_tiling(const polyssimo_puzzle_t *p, long limit, uint64_t *nodes,
                                   base_error_t *err) {
  pieceset_t set;
  if (nodes) *nodes = 0;
  if (pieceset_parse(p->hand, &set, err) != 0) return -1;
  region_t r;
  if (region_rect(p->w, p->h, &r, err) != 0) {
    pieceset_free(&set);
    return -1;
  }
  int holes = 0;
  for (int i = 0; i < p->w * p->h; i++) {
    r.cells[i] = p->cells[i] == '.' ? REGION_CELL : REGION_OUTSIDE;
    holes += p->cells[i] == '.';
  }
  long result = holes != pieceset_area(&set) ? -2 : count_tiling(&set, &r, limit, nodes, err);
  region_free(&r);
  pieceset_free(&set);
  return result;
}
