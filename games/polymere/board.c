/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* board.c: Polymère's hexagonal board in axial coordinates: placing tiles, the placement rules,
 * jokers kept completable, dead spaces, the text form. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "games/polymere/polymere.h"

const int polymere_dq[6] = {1, 1, 0, -1, -1, 0};
const int polymere_dr[6] = {-1, 0, 1, 1, 0, -1};

const char *polymere_rule_name(int r) {
  static const char *const names[POLYMERE_NRULES] = {
      "ok",   "occupied", "touch", "first", "match", "own-digit", "joker", "in-hand",
      "turn", "draw",     "pass",  "over",  "end",   "digits",    "deal"};
  return (unsigned)r < POLYMERE_NRULES ? names[r] : "?";
}

int polymere_board_init(polymere_board_t *b) {
  memset(b, 0, sizeof *b);
  b->cell = malloc(sizeof *b->cell * POLYMERE_SIDE * POLYMERE_SIDE);
  if (!b->cell) return -1;
  /* Every space empty and unmarked: one made so, then copied over the rest in doubling blocks
   * (a loop over the 65,536 spaces was most of the time of a short record's check). */
  size_t n = (size_t)POLYMERE_SIDE * POLYMERE_SIDE;
  memset(&b->cell[0], 0, sizeof b->cell[0]);
  b->cell[0].tile = -1;
  for (size_t k = 1; k < n; k *= 2) memcpy(b->cell + k, b->cell, (k < n - k ? k : n - k) * sizeof *b->cell);
  return 0;
}

void polymere_board_free(polymere_board_t *b) {
  free(b->cell);
  b->cell = NULL;
}

/* Only the spaces of the tiles placed hold a tile (every placement is listed in Q, R), and the
 * marks of polymere_board_frontier are older than its next stamp: emptying those spaces is
 * enough, not all 65,536 (a record, a board read or a game starts with a clear). */
void polymere_board_clear(polymere_board_t *b) {
  for (int i = 0; i < b->n; i++) {
    polymere_cell_t *c = polymere_board_at(b, b->q[i], b->r[i]);
    if (c) c->tile = -1;
  }
  b->n = 0;
  memset(b->used, 0, sizeof b->used);
}

polymere_cell_t *polymere_board_at(const polymere_board_t *b, int q, int r) {
  if (q <= -POLYMERE_OFF || q >= POLYMERE_OFF - 1 || r <= -POLYMERE_OFF || r >= POLYMERE_OFF - 1)
    return NULL;
  return &b->cell[(size_t)(q + POLYMERE_OFF) * POLYMERE_SIDE + (size_t)(r + POLYMERE_OFF)];
}

/* ---- jokers ---- */

/* The jokers of a board (at most 4, plus one being placed) with their
 * faces: a digit, 0 open to an empty space, or -1 an edge against another
 * joker (a digit to choose, the same on both sides). */
typedef struct jset {
  int n;
  int q[5], r[5];
  int face[5][6];
} jset_t;

static int joker_index(const jset_t *js, int q, int r) {
  for (int i = 0; i < js->n; i++)
    if (js->q[i] == q && js->r[i] == r) return i;
  return -1;
}

/* Choose the digits of the joker-joker edges so that every joker's digits
 * stay distinct; backtracking over at most 5 + 4 edges. */
static int jsolve(jset_t *js, int *mask) {
  for (int i = 0; i < js->n; i++)
    for (int e = 0; e < 6; e++) {
      if (js->face[i][e] != -1) continue;
      int j = joker_index(js, js->q[i] + polymere_dq[e], js->r[i] + polymere_dr[e]);
      int e2 = (e + 3) % 6;
      for (int v = 1; v <= 6; v++) {
        if ((mask[i] >> v & 1) || (mask[j] >> v & 1)) continue;
        js->face[i][e] = js->face[j][e2] = v;
        mask[i] |= 1 << v, mask[j] |= 1 << v;
        if (jsolve(js, mask)) return 1;
        mask[i] &= ~(1 << v), mask[j] &= ~(1 << v);
      }
      js->face[i][e] = js->face[j][e2] = -1;
      return 0;
    }
  return 1;
}

static int jset_ok(jset_t *js) {
  int mask[5] = {0};
  for (int i = 0; i < js->n; i++)
    for (int e = 0; e < 6; e++) {
      int v = js->face[i][e];
      if (v <= 0) continue;
      if (mask[i] >> v & 1) return 0;
      mask[i] |= 1 << v;
    }
  return jsolve(js, mask);
}

/* The jokers on B; (Q, R) when EXTRA is set too (a joker being placed). */
static void jset_collect(const polymere_board_t *b, jset_t *js, int extra, int eq, int er) {
  js->n = 0;
  for (int i = 0; i < b->n; i++) {
    const polymere_cell_t *c = polymere_board_at(b, b->q[i], b->r[i]);
    if (!c || !polymere_is_joker(c->tile)) continue;
    js->q[js->n] = b->q[i], js->r[js->n] = b->r[i];
    for (int e = 0; e < 6; e++) js->face[js->n][e] = c->face[e];
    js->n++;
  }
  if (extra) {
    js->q[js->n] = eq, js->r[js->n] = er;
    for (int e = 0; e < 6; e++) js->face[js->n][e] = 0;
    js->n++;
  }
  /* open edges against another joker become edges to choose */
  for (int i = 0; i < js->n; i++)
    for (int e = 0; e < 6; e++) {
      if (js->face[i][e] != 0) continue;
      int j = joker_index(js, js->q[i] + polymere_dq[e], js->r[i] + polymere_dr[e]);
      if (j >= 0) js->face[i][e] = -1;
    }
}

int polymere_board_jokers_ok(const polymere_board_t *b) {
  jset_t js;
  jset_collect(b, &js, 0, 0, 0);
  return jset_ok(&js);
}

/* ---- placing ---- */

static int has_digit(const int *digits, int nd, int v) {
  for (int i = 0; i < nd; i++)
    if (digits[i] == v) return 1;
  return 0;
}

polymere_rule_t polymere_board_check(const polymere_board_t *b, int t, int rot, int q, int r,
                                     const int *digits, int nd, int *touch) {
  *touch = 0;
  if (t < 0 || t >= POLYMERE_NTILES || rot < 0 || rot > 5)
    return POLYMERE_R_HAND; /* no such tile */
  const polymere_cell_t *c = polymere_board_at(b, q, r);
  if (!c) return POLYMERE_R_TOUCH;
  if (c->tile >= 0) return POLYMERE_R_OCCUPIED;
  if (b->n == 0) return q == 0 && r == 0 ? POLYMERE_OK : POLYMERE_R_FIRST;
  const polymere_cell_t *nb[6];
  int k = 0;
  for (int e = 0; e < 6; e++) {
    nb[e] = polymere_board_at(b, q + polymere_dq[e], r + polymere_dr[e]);
    if (nb[e] && nb[e]->tile < 0) nb[e] = NULL;
    k += nb[e] != NULL;
  }
  *touch = k;
  if (k == 0) return POLYMERE_R_TOUCH;
  if (!polymere_is_joker(t)) {
    int own = nd == 0, open = 0;
    for (int e = 0; e < 6; e++) {
      if (!nb[e]) continue;
      int m = polymere_tile_digit_at(t, rot, e), f = nb[e]->face[(e + 3) % 6];
      if (f && f != m) return POLYMERE_R_MATCH;
      if (!f) open = 1;
      if (has_digit(digits, nd, m)) own = 1;
    }
    if (!own) return POLYMERE_R_OWN;
    if (open) { /* fix the jokers' open edges we touch and see they stay possible */
      jset_t js;
      jset_collect(b, &js, 0, 0, 0);
      for (int e = 0; e < 6; e++) {
        if (!nb[e] || nb[e]->face[(e + 3) % 6]) continue;
        int j = joker_index(&js, q + polymere_dq[e], r + polymere_dr[e]);
        js.face[j][(e + 3) % 6] = polymere_tile_digit_at(t, rot, e);
      }
      if (!jset_ok(&js)) return POLYMERE_R_JOKER;
    }
    return POLYMERE_OK;
  }
  /* a joker: the digits it takes from its neighbours must be distinct,
   * one of them the player's, and every joker must stay possible */
  int mask = 0, own = nd == 0;
  for (int e = 0; e < 6; e++) {
    if (!nb[e]) continue;
    int f = nb[e]->face[(e + 3) % 6];
    if (!f) continue;
    if (mask >> f & 1) return POLYMERE_R_JOKER;
    mask |= 1 << f;
    if (has_digit(digits, nd, f)) own = 1;
  }
  jset_t js;
  jset_collect(b, &js, 1, q, r);
  int me = js.n - 1;
  for (int e = 0; e < 6; e++)
    if (nb[e] && nb[e]->face[(e + 3) % 6]) js.face[me][e] = nb[e]->face[(e + 3) % 6];
  if (!jset_ok(&js)) return POLYMERE_R_JOKER;
  if (own) return POLYMERE_OK;
  /* "cette règle concernant le joker continue à s'appliquer si l'on joue un
   * joker contre un joker": an edge against a joker is a digit still to
   * choose; the player's digit may be that one when the jokers stay possible */
  for (int e = 0; e < 6; e++) {
    if (!nb[e] || nb[e]->face[(e + 3) % 6] || !polymere_is_joker(nb[e]->tile)) continue;
    int j = joker_index(&js, q + polymere_dq[e], r + polymere_dr[e]);
    for (int i = 0; i < nd; i++) {
      jset_t try = js;
      try.face[me][e] = try.face[j][(e + 3) % 6] = digits[i];
      if (jset_ok(&try)) return POLYMERE_OK;
    }
  }
  return POLYMERE_R_OWN;
}

void polymere_board_place(polymere_board_t *b, int t, int rot, int q, int r) {
  polymere_cell_t *c = polymere_board_at(b, q, r);
  if (!c) return;
  c->tile = (int16_t)t;
  c->rot = (uint8_t)(polymere_is_joker(t) ? 0 : rot);
  for (int e = 0; e < 6; e++) {
    polymere_cell_t *n = polymere_board_at(b, q + polymere_dq[e], r + polymere_dr[e]);
    int o = (e + 3) % 6;
    if (polymere_is_joker(t)) {
      c->face[e] = n && n->tile >= 0 ? n->face[o] : 0;
    } else {
      c->face[e] = (uint8_t)polymere_tile_digit_at(t, rot, e);
      if (n && polymere_is_joker(n->tile) && n->face[o] == 0) n->face[o] = c->face[e];
    }
  }
  b->q[b->n] = (int16_t)q, b->r[b->n] = (int16_t)r;
  b->n++;
  b->used[t] = 1;
}

int polymere_board_frontier(polymere_board_t *b, int *q, int *r, int max) {
  if (b->n == 0) {
    if (max > 0) q[0] = 0, r[0] = 0;
    return 1;
  }
  if (++b->stamp == 0) { /* wrapped: clear the marks */
    for (size_t i = 0; i < (size_t)POLYMERE_SIDE * POLYMERE_SIDE; i++) b->cell[i].mark = 0;
    b->stamp = 1;
  }
  int n = 0;
  for (int i = 0; i < b->n; i++)
    for (int e = 0; e < 6; e++) {
      int nq = b->q[i] + polymere_dq[e], nr = b->r[i] + polymere_dr[e];
      polymere_cell_t *c = polymere_board_at(b, nq, nr);
      if (!c || c->tile >= 0 || c->mark == b->stamp) continue;
      c->mark = b->stamp;
      if (n < max) q[n] = nq, r[n] = nr;
      n++;
    }
  return n;
}

int polymere_board_dead(const polymere_board_t *b, int *q, int *r, int max) {
  int n = 0;
  for (int i = 0; i < b->n; i++)
    for (int e = 0; e < 6; e++) {
      int nq = b->q[i] + polymere_dq[e], nr = b->r[i] + polymere_dr[e];
      const polymere_cell_t *c = polymere_board_at(b, nq, nr);
      if (!c || c->tile >= 0) continue;
      int dup = 0, mask = 0, seen = 0;
      for (int k = 0; k < n && k < max; k++)
        if (q[k] == nq && r[k] == nr) seen = 1;
      if (seen) continue;
      for (int f = 0; f < 6; f++) {
        const polymere_cell_t *m = polymere_board_at(b, nq + polymere_dq[f], nr + polymere_dr[f]);
        if (!m || m->tile < 0) continue;
        int v = m->face[(f + 3) % 6];
        if (!v) continue;
        if (mask >> v & 1) dup = 1;
        mask |= 1 << v;
      }
      if (!dup) continue;
      if (n < max) q[n] = nq, r[n] = nr;
      n++;
    }
  return n;
}

void polymere_board_write(FILE *out, const polymere_board_t *b) {
  for (int i = 0; i < b->n; i++) {
    const polymere_cell_t *c = polymere_board_at(b, b->q[i], b->r[i]);
    if (!c) continue; /* never: the board lists the cells it holds */
    char name[8];
    if (polymere_is_joker(c->tile)) {
      char f[7];
      for (int e = 0; e < 6; e++) f[e] = c->face[e] ? (char)('0' + c->face[e]) : '.';
      f[6] = '\0';
      fprintf(out, "%d,%d J %s\n", b->q[i], b->r[i], f);
    } else {
      fprintf(out, "%d,%d %s r%d\n", b->q[i], b->r[i], polymere_tile_name(c->tile, name), c->rot);
    }
  }
}
