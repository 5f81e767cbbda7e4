/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* polyomino.c: generate polyominoes of order 1..8 (free, one-sided, fixed) in canonical order, and
 * name them. */
#include <config.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "base/intl.h"
#include "poly/polyomino.h"

/* The letter-named pieces, drawn as their letters (rows separated by '/').
 * These drawings only NAME pieces; the catalogue itself is generated. */
static const struct {
  const char *name, *art;
} lettered[] = {
    {"I1", "#"},          {"I2", "#/#"},        {"I3", "#/#/#"},      {"L3", "#./##"},
    {"I4", "#/#/#/#"},    {"O4", "##/##"},      {"T4", "###/.#."},    {"S4", ".##/##."},
    {"L4", "#./#./##"},   {"F", ".##/##./.#."}, {"I", "#/#/#/#/#"},   {"L", "#./#./#./##"},
    {"N", ".#/.#/##/#."}, {"P", "##/##/#."},    {"T", "###/.#./.#."}, {"U", "#.#/###"},
    {"V", "#../#../###"}, {"W", "#../##./.##"}, {"X", ".#./###/.#."}, {"Y", ".#/##/.#/.#"},
    {"Z", "##./.#./.##"},
};
#define NLETTERED (int)(sizeof lettered / sizeof lettered[0])

/* Aliases: NAME -> TARGET, MIRROR toggles the mirror image. */
static const struct {
  const char *alias, *target;
  int mirror;
} aliases[] = {
    {"monomino", "I1", 0}, {"domino", "I2", 0}, {"V3", "L3", 0}, {"Z4", "S4", 1}, {"J4", "L4", 1},
    {"F5", "F", 0},        {"I5", "I", 0},      {"L5", "L", 0},  {"N5", "N", 0},  {"P5", "P", 0},
    {"T5", "T", 0},        {"U5", "U", 0},      {"V5", "V", 0},  {"W5", "W", 0},  {"X5", "X", 0},
    {"Y5", "Y", 0},        {"Z5", "Z", 0},
};
#define NALIASES (int)(sizeof aliases / sizeof aliases[0])

static int cmp_shapes(const void *a, const void *b) {
  return shape_compare(a, b);
}

/* Sort and drop duplicates; returns the new count. */
static int sort_unique(shape_t *v, int n) {
  qsort(v, (size_t)n, sizeof *v, cmp_shapes);
  int m = 0;
  for (int i = 0; i < n; i++)
    if (m == 0 || !shape_equal(&v[m - 1], &v[i])) v[m++] = v[i];
  return m;
}

int polyomino_enumerate(int order, polyo_kind_t kind, shape_t **out, base_error_t *err) {
  *out = NULL;
  if (order < 1 || order > POLYO_MAX_ORDER) {
    base_error_set(err, 0, 0, _("polyomino order %d out of range 1..%d"), order, POLYO_MAX_ORDER);
    return -1;
  }
  return polyform_enumerate(GRID_SQUARE, order, kind, out, err);
}

int polyform_enumerate(grid_kind_t grid, int order, polyo_kind_t kind, shape_t **out,
                       base_error_t *err) {
  *out = NULL;
  if (order < 1 || order > POLYFORM_MAX_ORDER) {
    base_error_set(err, 0, 0, _("polyform order %d out of range 1..%d"), order, POLYFORM_MAX_ORDER);
    return -1;
  }
  /* Grow fixed polyominoes: every fixed (n+1)-omino is a fixed n-omino plus
   * one cell next to it (remove a leaf of a spanning tree). */
  shape_t *cur = malloc(sizeof *cur);
  int ncur = 1;
  if (!cur) goto nomem;
  cur[0].grid = grid;
  cur[0].n = 1;
  cur[0].c[0].x = cur[0].c[0].y = 0;
  for (int n = 1; n < order; n++) {
    int ndir = grid == GRID_HEX ? 6 : 4;
    /* Candidates pile up in NEXT; when it is full, duplicates are dropped
     * and it grows only if that freed too little (memory stays about twice
     * the number of distinct shapes). */
    size_t cap = (size_t)ncur * (size_t)n * (size_t)ndir;
    if (cap > 65536) cap = 65536;
    shape_t *next = malloc(cap * sizeof *next);
    if (!next) {
      free(cur);
      goto nomem;
    }
    size_t nn = 0;
    static const int dx[6] = {1, -1, 0, 0, 1, -1}, dy[6] = {0, 0, 1, -1, -1, 1};
    for (int i = 0; i < ncur; i++)
      for (int j = 0; j < cur[i].n; j++)
        for (int d = 0; d < ndir; d++) {
          int x = cur[i].c[j].x + dx[d], y = cur[i].c[j].y + dy[d];
          if (shape_has(&cur[i], x, y)) continue;
          if (nn == cap) {
            nn = (size_t)sort_unique(next, (int)nn);
            if (nn > cap / 2) {
              shape_t *bigger = realloc(next, 2 * cap * sizeof *next);
              if (!bigger) {
                free(next);
                free(cur);
                goto nomem;
              }
              next = bigger;
              cap *= 2;
            }
          }
          shape_t t = cur[i];
          t.c[t.n].x = (int16_t)x;
          t.c[t.n].y = (int16_t)y;
          t.n++;
          shape_normalize(&t);
          next[nn++] = t;
        }
    free(cur);
    cur = next;
    ncur = sort_unique(cur, (int)nn);
  }
  if (kind != POLYO_FIXED) {
    for (int i = 0; i < ncur; i++) shape_canonical(&cur[i], kind == POLYO_ONE_SIDED, &cur[i]);
  }
  ncur = sort_unique(cur, ncur);
  *out = cur;
  return ncur;
nomem:
  base_error_nomem(err);
  return -1;
}

/* Index (0-based) of free polyomino S in the canonical list LIST of N, or -1. */
static int find_free(const shape_t *list, int n, const shape_t *s) {
  shape_t c;
  shape_canonical(s, 0, &c);
  const shape_t *hit = bsearch(&c, list, (size_t)n, sizeof *list, cmp_shapes);
  return hit ? (int)(hit - list) : -1;
}

/* Letter name of free index K of ORDER, using LIST; NULL when none. */
static const char *letter_of(const shape_t *list, int n, int order, int k) {
  for (int i = 0; i < NLETTERED; i++) {
    shape_t s;
    shape_from_art(lettered[i].art, GRID_SQUARE, &s);
    if (s.n == order && find_free(list, n, &s) == k) return lettered[i].name;
  }
  return NULL;
}

static void base_name(const shape_t *list, int n, int order, int k, char name[16]) {
  const char *l = letter_of(list, n, order, k);
  if (l)
    snprintf(name, 16, "%s", l);
  else if (order == 6)
    snprintf(name, 16, "H%d", k + 1);
  else
    snprintf(name, 16, "P%d-%d", order, k + 1);
}

int polyomino_name_by_index(int order, int k, char name[16]) {
  shape_t *list;
  int n = polyomino_enumerate(order, POLYO_FREE, &list, NULL);
  if (n < 0) return -1;
  if (k < 1 || k > n) {
    free(list);
    return -1;
  }
  base_name(list, n, order, k - 1, name);
  free(list);
  return 0;
}

static int is_chiral(const shape_t *s) {
  return (shape_symmetries(s) & 0xF0u) == 0;
}

/* Reference orientation of free index K (0-based) of ORDER. */
static void reference(const shape_t *list, int n, int order, int k, shape_t *out) {
  const char *l = letter_of(list, n, order, k);
  for (int i = 0; l && i < NLETTERED; i++)
    if (strcmp(lettered[i].name, l) == 0) {
      shape_from_art(lettered[i].art, GRID_SQUARE, out);
      return;
    }
  *out = list[k];
}

int polyomino_name(const shape_t *s, int one_sided, char name[16]) {
  if (s->grid != GRID_SQUARE || s->n < 1 || s->n > POLYO_MAX_ORDER || !shape_connected(s))
    return -1;
  shape_t *list;
  int n = polyomino_enumerate(s->n, POLYO_FREE, &list, NULL);
  if (n < 0) return -1;
  int k = find_free(list, n, s);
  if (k < 0) {
    free(list);
    return -1;
  }
  base_name(list, n, s->n, k, name);
  if (one_sided && is_chiral(&list[k])) {
    shape_t ref, a, b;
    reference(list, n, s->n, k, &ref);
    shape_canonical(&ref, 1, &a);
    shape_canonical(s, 1, &b);
    if (!shape_equal(&a, &b)) {
      size_t len = strlen(name);
      if (len < 15) {
        name[len] = '\'';
        name[len + 1] = '\0';
      }
    }
  }
  free(list);
  return 0;
}

/* Parse "P<n>-<k>" or "H<k>" into ORDER and K (1-based); 0 when it is one. */
static int parse_numbered(const char *s, int *order, int *k) {
  char *end;
  if (s[0] == 'H' && s[1] >= '1' && s[1] <= '9') {
    long v = strtol(s + 1, &end, 10);
    if (*end || v < 1 || v > 35) return -1;
    *order = 6;
    *k = (int)v;
    return 0;
  }
  if (s[0] == 'P' && s[1] >= '1' && s[1] <= '9') {
    long o = strtol(s + 1, &end, 10);
    if (*end != '-' || o < 1 || o > POLYO_MAX_ORDER || !(end[1] >= '1' && end[1] <= '9')) return -1;
    long v = strtol(end + 1, &end, 10);
    if (*end || v < 1 || v > 100000) return -1;
    *order = (int)o;
    *k = (int)v;
    return 0;
  }
  return -1;
}

/* "unknown piece 'NAME'", column 1; returns -1. */
static int unknown_piece(const char *name, base_error_t *err) {
  base_error_setc(err, BASE_E_UNKNOWN, 0, 1, _("unknown piece '%s'"), name);
  return -1;
}

void polyomino_cache_free(polyomino_cache_t *cache) {
  for (int o = 0; o <= POLYO_MAX_ORDER; o++) {
    free(cache->list[o]);
    cache->list[o] = NULL;
    cache->n[o] = 0;
  }
}

int polyomino_lookup(const char *name, piece_t *out, base_error_t *err) {
  return polyomino_lookup_cached(name, NULL, out, err);
}

int polyomino_lookup_cached(const char *name, polyomino_cache_t *cache, piece_t *out,
                            base_error_t *err) {
  char base[32];
  size_t len = strlen(name);
  int mirror = 0;
  if (len == 0 || len >= sizeof base) return unknown_piece(name, err);
  memcpy(base, name, len + 1);
  while (len > 0 && base[len - 1] == '\'') {
    base[--len] = '\0';
    mirror ^= 1;
  }
  /* Several primes are not a name people write. */
  if (strlen(name) - len > 1 || len == 0) return unknown_piece(name, err);
  for (int i = 0; i < NALIASES; i++)
    if (strcmp(base, aliases[i].alias) == 0) {
      snprintf(base, sizeof base, "%s", aliases[i].target);
      mirror ^= aliases[i].mirror;
      break;
    }
  shape_t s;
  memset(out, 0, sizeof *out);
  int found = 0;
  for (int i = 0; i < NLETTERED && !found; i++)
    if (strcmp(base, lettered[i].name) == 0) {
      shape_from_art(lettered[i].art, GRID_SQUARE, &s);
      snprintf(out->name, sizeof out->name, "%s", lettered[i].name);
      found = 1;
    }
  if (!found) {
    int order, k;
    if (parse_numbered(base, &order, &k) < 0) return unknown_piece(name, err);
    shape_t *list;
    int n;
    if (cache && cache->list[order]) {
      list = cache->list[order], n = cache->n[order];
    } else {
      n = polyomino_enumerate(order, POLYO_FREE, &list, err);
      if (n < 0) return -1;
      if (cache) cache->list[order] = list, cache->n[order] = n;
    }
    if (k <= n) {
      reference(list, n, order, k - 1, &s);
      base_name(list, n, order, k - 1, out->name);
    }
    if (!cache) free(list);
    if (k > n) return unknown_piece(name, err);
  }
  if (mirror) {
    if (!is_chiral(&s)) {
      base_error_set(err, 0, 1, _("piece %s is its own mirror image: '%s' names nothing"),
                     out->name, name);
      return -1;
    }
    shape_transform(&s, 4, &s);
    size_t l = strlen(out->name);
    out->name[l] = '\'';
    out->name[l + 1] = '\0';
    out->one_sided = 1;
  }
  out->shape = s;
  shape_normalize(&out->shape);
  return 0;
}
