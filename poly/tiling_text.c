/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* tiling_text.c: a tiling written as text with a letter a piece, and its legend. */
#include <config.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/intl.h"
#include "poly/tiling_text.h"

static const char letter_pool[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

int tiling_text_init(tiling_text_t *p, const tiling_t *t) {
  memset(p, 0, sizeof *p);
  p->t = t;
  tiling_region_size(t, &p->w, &p->h);
  const pieceset_t *set = tiling_pieceset(t);
  const region_t *r = tiling_region(t);
  int n = tiling_max_pieces(t);
  p->piece_letter = calloc((size_t)set->n + 1, 1);
  p->grid = malloc((size_t)p->w * p->h * sizeof *p->grid);
  p->letters = malloc((size_t)n + 1);
  p->legend_sig = calloc(4 * ((size_t)set->n + 1), sizeof *p->legend_sig);
  if (!p->piece_letter || !p->grid || !p->letters || !p->legend_sig) return -1;
  for (size_t k = 0; k < (size_t)p->w * p->h; k++)
    if (tiling_text_is_letter(r->cells[k])) p->used[(unsigned char)r->cells[k]] = 1;
  /* one-character names used once keep their letter */
  for (int i = 0; i < set->n; i++) {
    const char *nm = set->pieces[i].name;
    if (nm[0] && !nm[1] && tiling_text_is_letter(nm[0])) {
      int dup = 0;
      for (int j = 0; j < set->n; j++)
        if (j != i && strcmp(set->pieces[j].name, nm) == 0) dup = 1;
      if (!dup) {
        p->piece_letter[i] = nm[0];
        p->used[(unsigned char)nm[0]] = 1;
      }
    }
  }
  for (int i = 0; i < set->n; i++) {
    if (p->piece_letter[i]) continue;
    for (const char *c = letter_pool; *c; c++)
      if (!p->used[(unsigned char)*c]) {
        p->piece_letter[i] = *c;
        p->used[(unsigned char)*c] = 1;
        break;
      }
  }
  return 0;
}

void tiling_text_free(tiling_text_t *p) {
  free(p->piece_letter);
  free(p->grid);
  free(p->letters);
  free(p->legend_sig);
  memset(p, 0, sizeof *p);
}

/* The letter of each placement: its piece's, unless a neighbour already has
 * it (copies side by side, or a pre-covered cell of that letter); then a
 * letter no piece uses and no neighbour has. */
static void assign_letters(tiling_text_t *p, const int *place, int n) {
  const region_t *r = tiling_region(p->t);
  int w = p->w, h = p->h;
  tiling_solution_grid(p->t, place, n, p->grid);
  for (int k = 0; k < n; k++) p->letters[k] = 0;
  for (int k = 0; k < n; k++) {
    const tiling_place_t *pl = tiling_placement(p->t, place[k]);
    char want = p->piece_letter[pl->piece];
    char near[128];
    memset(near, 0, sizeof near);
    cell_t cells[SHAPE_MAX_CELLS];
    int nc = tiling_placement_cells(p->t, place[k], cells);
    for (int j = 0; j < nc; j++) {
      static const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
      for (int d = 0; d < 4; d++) {
        int x = cells[j].x + dx[d], y = cells[j].y + dy[d];
        if (x < 0 || y < 0 || x >= w || y >= h) continue;
        int g = p->grid[(size_t)y * w + x];
        if (g == k) continue;
        if (g >= 0) {
          char c = p->letters[g] ? p->letters[g]
                                 : p->piece_letter[tiling_placement(p->t, place[g])->piece];
          if (p->letters[g] || g < k) near[(unsigned char)c] = 1;
          /* a later copy of the same piece will move if it must: mark only assigned ones */
        } else if (g == TILING_GRID_PRECOVERED) {
          near[(unsigned char)r->cells[(size_t)y * w + x]] = 1;
        }
      }
    }
    char c = want;
    if (!c || near[(unsigned char)c]) {
      c = 0;
      for (const char *q = letter_pool; *q && !c; q++)
        if (!p->used[(unsigned char)*q] && !near[(unsigned char)*q]) c = *q;
      for (const char *q = letter_pool; *q && !c; q++)
        if (!near[(unsigned char)*q]) c = *q;
      if (!c) c = '?';
    }
    p->letters[k] = c;
  }
}

/* " c=NAME" to OUT when C is among the letters MINE (two words, a bit a character) names NAME by;
 * "legend:" first (*ANY). */
static void legend_pair(FILE *out, const uint64_t *mine, unsigned char c, const char *name,
                        int *any) {
  if (!(mine[c >> 6] >> (c & 63) & 1)) return;
  fprintf(out, "%s %c=%s", *any ? "" : _("legend:"), c, name);
  *any = 1;
}

/* "legend: a=I3 b=L3" to OUT: the letters that are not their piece's one-character name, pieces
 * in the order of the set, a piece's letters in the pool's order (then the others'). The legend
 * holds until the next: a tiling whose letters it already names as they are writes none, and a
 * new legend keeps the letters of the last that this tiling does not use (a listing of many
 * tilings of copies of one piece writes a few lines, not one before each tiling). */
static void print_legend(tiling_text_t *p, const int *place, int n, FILE *out) {
  const pieceset_t *set = tiling_pieceset(p->t);
  size_t nw = 2 * (size_t)set->n;
  uint64_t *last = p->legend_sig, *now = last + nw, used[2] = {0, 0};
  memset(now, 0, nw * sizeof *now);
  for (int k = 0; k < n; k++) {
    int i = tiling_placement(p->t, place[k])->piece;
    const char *nm = set->pieces[i].name;
    unsigned char c = (unsigned char)p->letters[k];
    if (nm[0] == (char)c && !nm[1]) continue;
    now[2 * i + (c >> 6)] |= (uint64_t)1 << (c & 63);
    used[c >> 6] |= (uint64_t)1 << (c & 63);
  }
  for (size_t w = 0; w < nw; w++) now[w] |= last[w] & ~used[w & 1];
  if (memcmp(now, last, nw * sizeof *now) == 0) return;
  memcpy(last, now, nw * sizeof *now);
  int any = 0;
  for (int i = 0; i < set->n; i++) {
    const uint64_t *mine = now + 2 * i;
    for (const char *q = letter_pool; *q; q++)
      legend_pair(out, mine, (unsigned char)*q, set->pieces[i].name, &any);
    for (int c = 1; c < 128; c++)
      if (!strchr(letter_pool, c)) legend_pair(out, mine, (unsigned char)c, set->pieces[i].name, &any);
  }
  if (any) fputc('\n', out);
}

int tiling_text_write(tiling_text_t *p, const int *place, int n, FILE *out, FILE *legend) {
  const region_t *r = tiling_region(p->t);
  assign_letters(p, place, n);
  if (legend) print_legend(p, place, n, legend);
  for (int y = 0; y < p->h; y++) {
    for (int x = 0; x < p->w; x++) {
      int g = p->grid[(size_t)y * p->w + x];
      putc(g >= 0                        ? p->letters[g]
           : g == TILING_GRID_PRECOVERED ? r->cells[(size_t)y * p->w + x]
           : g == TILING_GRID_EMPTY      ? '.'
                                         : REGION_OUTSIDE,
           out);
    }
    putc('\n', out);
  }
  return ferror(out) ? -1 : 0;
}
