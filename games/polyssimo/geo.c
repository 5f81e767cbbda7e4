/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* geo.c: the board and the pieces as bitboards: every placement of every piece, display letters,
 * the RNG. */
#include <config.h>

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/polyssimo/internal.h"
#include "base/intl.h"
#include "games/polyssimo/polyssimo.h"
#include "base/rng.h"
#include "poly/pieceset.h"

/* ---- RNG ------------------------------------------------------------------ */

uint64_t polyssimo_rng_next(polyssimo_rng_t *r) {
  return base_rand(&r->s);
}

uint32_t polyssimo_rng_below(polyssimo_rng_t *r, uint32_t n) {
  return base_rand_below(&r->s, n);
}

/* ---- Geometry ------------------------------------------------------------- */

/* Display letters for pieces, after one-character names; none of them is
 * '.', '#', ' ', '/', ':' or ',' (the ID's separators), and none is one of
 * the look-alikes i, l, I, 1, o, O, 0 (the pentomino I stands beside
 * them on the same boards). */
static const char letter_pool[] =
    "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789@$%&*+=?!<>~^";

int polyssimo_letter_ok(char c) {
  return c > ' ' && c < 127 && c != '.' && c != '#' && c != '/' && c != ':' && c != ',' && c != ';';
}

/* Give each of N names a distinct letter (OUT), avoiding letters in TAKEN
 * (NUL-terminated, may be NULL). */
int polyssimo_assign_letters(int n, const char *const *names, const char *taken, char *out) {
  return polyssimo_assign_letters_pref(n, names, NULL, taken, out);
}

int polyssimo_assign_letters_pref(int n, const char *const *names, const char *pref,
                                  const char *taken, char *out) {
  char used[128] = {0};
  if (taken)
    for (const char *t = taken; *t; t++) used[(unsigned char)*t & 127] = 1;
  for (int i = 0; i < n; i++) {
    out[i] = 0;
    if (pref && pref[i]) {
      int dup = 0;
      for (int j = 0; j < i; j++) dup |= out[j] == pref[i];
      if (!dup && !used[(unsigned char)pref[i] & 127]) out[i] = pref[i];
      continue;
    }
    if (strlen(names[i]) != 1 || !polyssimo_letter_ok(names[i][0])) continue;
    int dup = 0;
    for (int j = 0; j < n; j++)
      if (j != i && strcmp(names[j], names[i]) == 0) dup = 1;
    if (!dup && !used[(unsigned char)names[i][0]]) out[i] = names[i][0];
  }
  for (int i = 0; i < n; i++)
    if (out[i]) used[(unsigned char)out[i]] = 1;
  const char *p = letter_pool;
  for (int i = 0; i < n; i++) {
    if (out[i]) continue;
    while (*p && used[(unsigned char)*p]) p++;
    if (!*p) return -1;
    out[i] = *p;
    used[(unsigned char)*p] = 1;
  }
  return 0;
}

void polyssimo_geo_free(polyssimo_geo_t *g) {
  for (int i = 0; g->pieces && i < g->npieces; i++) piece_free(&g->pieces[i]);
  free(g->pieces);
  free(g->size);
  free(g->letter);
  free(g->start);
  free(g->place);
  memset(g, 0, sizeof *g);
}

int polyssimo_places(const piece_t *pieces, int n, int w, int h, const unsigned char *allow,
                     int *start, tiling_places_t *pl) {
  cell_t xy[POLYSSIMO_MAX_CELLS];
  int at[POLYSSIMO_MAX_CELLS];
  tiling_board_t b;
  tiling_board_rect(&b, w, h, allow, xy, at);
  memset(pl, 0, sizeof *pl);
  for (int i = 0; i < n; i++) {
    start[i] = pl->n;
    for (int o = 0; o < pieces[i].norient; o++)
      if (tiling_places_add(pl, &b, i, o, piece_orient(&pieces[i], o), INT_MAX) != 0) {
        tiling_places_free(pl);
        return -1;
      }
  }
  start[n] = pl->n;
  return 0;
}

void polyssimo_place_from(const tiling_places_t *pl, int p, int w, polyssimo_place_t *out) {
  const tiling_place_t *tp = &pl->place[p];
  memset(out, 0, sizeof *out);
  for (int j = pl->start[p]; j < pl->start[p + 1]; j++)
    base_bb_set(&out->bb, pl->xy[j].y * w + pl->xy[j].x);
  out->piece = (int16_t)tp->piece, out->orient = (int16_t)tp->orient;
  out->x = (int16_t)tp->x, out->y = (int16_t)tp->y;
}

/* polyssimo_geo_init's failure for lack of memory: G freed, ERR set, -1. */
static int geo_nomem(polyssimo_geo_t *g, base_error_t *err) {
  polyssimo_geo_free(g);
  base_error_nomem(err);
  return -1;
}

/* The placements of one piece on a W x H board, in the order polyssimo_places makes them
 * (orientation, row, column), their piece index 0. */
struct polyssimo_piece_places {
  int w, h, one_sided;
  shape_t shape;
  polyssimo_place_t *place;
  int n;
};

void polyssimo_geo_cache_free(polyssimo_geo_cache_t *c) {
  polyomino_cache_free(&c->names);
  for (int i = 0; i < c->n; i++) free(c->v[i].place);
  free(c->v);
  memset(c, 0, sizeof *c);
}

/* The placements of piece P on G's board from CACHE, made and kept there the first time (C has
 * room for one more entry): the entry, or NULL when out of memory. */
static const struct polyssimo_piece_places *piece_places(polyssimo_geo_cache_t *c,
                                                         const polyssimo_geo_t *g,
                                                         const piece_t *p) {
  for (int i = 0; i < c->n; i++) {
    const struct polyssimo_piece_places *e = &c->v[i];
    if (e->w == g->w && e->h == g->h && e->one_sided == p->one_sided && shape_equal(&e->shape, &p->shape))
      return e;
  }
  int start[2]; /* room for the entry was made by cached_places */
  tiling_places_t pl = {0};
  if (polyssimo_places(p, 1, g->w, g->h, NULL, start, &pl) != 0) return NULL;
  struct polyssimo_piece_places *e = &c->v[c->n];
  e->place = malloc((size_t)(pl.n ? pl.n : 1) * sizeof *e->place);
  if (!e->place) {
    tiling_places_free(&pl);
    return NULL;
  }
  for (int k = 0; k < pl.n; k++) polyssimo_place_from(&pl, k, g->w, &e->place[k]);
  e->w = g->w, e->h = g->h, e->one_sided = p->one_sided, e->shape = p->shape, e->n = pl.n;
  tiling_places_free(&pl);
  c->n++;
  return e;
}

/* G's placements (pieces, board filled in) from CACHE: 0, or -1 out of memory. */
static int cached_places(polyssimo_geo_t *g, polyssimo_geo_cache_t *c) {
  /* Room for every piece's entry first, so that the entries found stay where they are while
   * the others are added; past its bound the cache starts again empty. */
  if (c->n + g->npieces > POLYSSIMO_CACHE_PLACES) {
    for (int i = 0; i < c->n; i++) free(c->v[i].place);
    c->n = 0;
  }
  if (c->n + g->npieces > c->cap) {
    int cap = c->n + g->npieces > 64 ? POLYSSIMO_CACHE_PLACES : 64;
    void *v = realloc(c->v, (size_t)cap * sizeof *c->v);
    if (!v) return -1;
    c->v = v, c->cap = cap;
  }
  const struct polyssimo_piece_places *e[POLYSSIMO_MAX_PIECES];
  int total = 0;
  for (int i = 0; i < g->npieces; i++) {
    if (!(e[i] = piece_places(c, g, &g->pieces[i]))) return -1;
    total += e[i]->n;
  }
  g->place = malloc((size_t)(total ? total : 1) * sizeof *g->place);
  if (!g->place) return -1;
  int k = 0;
  for (int i = 0; i < g->npieces; i++) {
    g->start[i] = k;
    for (int j = 0; j < e[i]->n; j++) {
      g->place[k] = e[i]->place[j];
      g->place[k++].piece = (int16_t)i;
    }
  }
  g->start[g->npieces] = k;
  g->nplace = k;
  return 0;
}

/* polyssimo_geo_init, the placements from CACHE when not NULL. */
static int geo_init(polyssimo_geo_t *g, const pieceset_t *set, int w, int h,
                    polyssimo_geo_cache_t *cache, base_error_t *err) {
  memset(g, 0, sizeof *g);
  int n = pieceset_count(set);
  if (n > POLYSSIMO_MAX_PIECES) {
    base_error_set(err, 0, 0, _("%d pieces: at most %d"), n, POLYSSIMO_MAX_PIECES);
    return -1;
  }
  if (w < 1 || h < 1 || w * h > POLYSSIMO_MAX_CELLS) {
    base_error_set(err, 0, 0, _("board %dx%d: at most %d cells"), w, h, POLYSSIMO_MAX_CELLS);
    return -1;
  }
  g->w = w, g->h = h, g->ncells = w * h, g->npieces = n;
  g->pieces = calloc(n ? n : 1, sizeof *g->pieces);
  g->size = calloc(n ? n : 1, sizeof *g->size);
  g->letter = calloc(n + 1, 1);
  g->start = calloc(n + 1, sizeof *g->start);
  if (!g->pieces || !g->size || !g->letter || !g->start) return geo_nomem(g, err);
  int k = 0;
  for (int i = 0; i < set->n; i++)
    for (int c = 0; c < set->copies[i]; c++)
      if (piece_copy(&g->pieces[k++], &set->pieces[i]) != 0) return geo_nomem(g, err);
  const char *names[POLYSSIMO_MAX_PIECES];
  for (int i = 0; i < n; i++) names[i] = g->pieces[i].name, g->size[i] = g->pieces[i].shape.n;
  if (polyssimo_assign_letters(n, names, NULL, g->letter) != 0) {
    base_error_set(err, 0, 0, _("too many pieces to letter"));
    polyssimo_geo_free(g);
    return -1;
  }
  if (cache) return cached_places(g, cache) == 0 ? 0 : geo_nomem(g, err);
  tiling_places_t pl = {0};
  if (polyssimo_places(g->pieces, n, w, h, NULL, g->start, &pl) != 0) return geo_nomem(g, err);
  g->nplace = pl.n;
  g->place = malloc((size_t)(pl.n ? pl.n : 1) * sizeof *g->place);
  if (!g->place) {
    tiling_places_free(&pl);
    return geo_nomem(g, err);
  }
  for (int p = 0; p < pl.n; p++) polyssimo_place_from(&pl, p, w, &g->place[p]);
  tiling_places_free(&pl);
  return 0;
}

int polyssimo_geo_init(polyssimo_geo_t *g, const pieceset_t *set, int w, int h, base_error_t *err) {
  return geo_init(g, set, w, h, NULL, err);
}

int polyssimo_geo_from_spec_cached(polyssimo_geo_t *g, const char *spec, int w, int h,
                                   polyssimo_geo_cache_t *cache, base_error_t *err) {
  pieceset_t set;
  memset(g, 0, sizeof *g);
  if (pieceset_parse_cached(spec, cache ? &cache->names : NULL, &set, err) != 0) return -1;
  int r = geo_init(g, &set, w, h, cache, err);
  pieceset_free(&set);
  return r;
}

int polyssimo_geo_from_spec(polyssimo_geo_t *g, const char *spec, int w, int h, base_error_t *err) {
  return polyssimo_geo_from_spec_cached(g, spec, w, h, NULL, err);
}

int polyssimo_geo_find(const polyssimo_geo_t *g, int piece, int orient, int x, int y) {
  if (piece < 0 || piece >= g->npieces || orient < 0 || orient >= g->pieces[piece].norient)
    return -2;
  for (int i = g->start[piece]; i < g->start[piece + 1]; i++) {
    const polyssimo_place_t *p = &g->place[i];
    if (p->orient == orient && p->x == x && p->y == y) return i;
  }
  return -1;
}

int polyssimo_geo_piece(const polyssimo_geo_t *g, const char *name, uint64_t used) {
  for (int i = 0; i < g->npieces; i++)
    if (!((used >> i) & 1) && strcmp(g->pieces[i].name, name) == 0) return i;
  return -1;
}

int polyssimo_geo_legend(const polyssimo_geo_t *g, char *buf, size_t n) {
  size_t k = 0;
  if (n) buf[0] = 0;
  for (int i = 0; i < g->npieces; i++) {
    if (strlen(g->pieces[i].name) == 1 && g->pieces[i].name[0] == g->letter[i]) continue;
    int w = snprintf(buf + k, k < n ? n - k : 0, "%s%c=%s", k ? " " : "", g->letter[i],
                     g->pieces[i].name);
    if (w < 0 || k + (size_t)w >= n) return -1;
    k += (size_t)w;
  }
  return (int)k;
}

int polyssimo_legend_letters(const char *spec, int n, const char *const *names, char *out) {
  polyssimo_geo_t g;
  pieceset_t set;
  memset(out, 0, (size_t)n);
  if (pieceset_parse(spec, &set, NULL) != 0) return -1;
  int k = pieceset_count(&set), m = 0;
  const char *all[POLYSSIMO_MAX_PIECES];
  char let[POLYSSIMO_MAX_PIECES];
  memset(&g, 0, sizeof g);
  if (k > POLYSSIMO_MAX_PIECES) return pieceset_free(&set), -1;
  for (int i = 0; i < set.n; i++)
    for (int c = 0; c < set.copies[i]; c++) all[m++] = set.pieces[i].name;
  int rc = polyssimo_assign_letters(m, all, NULL, let);
  if (rc == 0) {
    uint64_t used = 0;
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++)
        if (!((used >> j) & 1) && strcmp(all[j], names[i]) == 0) {
          used |= (uint64_t)1 << j;
          out[i] = let[j];
          break;
        }
  }
  pieceset_free(&set);
  return rc;
}
