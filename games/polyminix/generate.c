/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* generate.c: generating a Polyminix challenge: a figure grown from kit pieces, six boxes from
 * random tilings. */
#include <config.h>

#include "games/polyminix/polyminix.h"

#include <stdlib.h>
#include <string.h>

#include "games/polyminix/internal.h"
#include "base/rng.h"
#include "poly/pieceset.h"
#include "poly/region.h"
#include "poly/tiling.h"

/* ---- generation ---- */

void polyminix_gen_opts_init(polyminix_gen_opts_t *o) {
  memset(o, 0, sizeof *o);
  o->area_lo = 20;
  o->area_hi = 40;
  o->max_w = 12;
  o->max_h = 10;
  o->budget = 200000;
  o->level = POLYMINIX_LEVEL_NONE;
}

#define CANVAS     48  /* the square a figure grows in, room for any bounding box */
#define GROW_TRIES 40  /* random places tried for each piece after the first */
#define GROW_GUARD 200 /* random cells looked at for one of the figure */

/* A figure growing on a canvas: its cells and bounding box. */
typedef struct canvas {
  char c[CANVAS][CANVAS];
  int have, x0, y0, x1, y1;
} canvas_t;

/* A random place for piece PC next to the figure: its orientation *OI and
 * offset (*PX, *PY) (the first piece near the centre). Returns 0, or -1
 * when the try found no empty neighbour. */
static int random_place(const canvas_t *cv, const piece_t *pc, uint64_t *rng, int *oi, int *px,
                        int *py) {
  *oi = polyminix_rnd_below(rng, pc->norient);
  const shape_t *sh = &pc->orient[*oi];
  if (!cv->have) {
    *px = CANVAS / 2 - 2;
    *py = CANVAS / 2 - 2;
    return 0;
  }
  /* a random empty neighbour of the figure, a random cell of the piece on it */
  int cx, cy, guard = 0;
  do {
    cx = cv->x0 + polyminix_rnd_below(rng, cv->x1 - cv->x0 + 1);
    cy = cv->y0 + polyminix_rnd_below(rng, cv->y1 - cv->y0 + 1);
  } while (!cv->c[cy][cx] && ++guard < GROW_GUARD);
  if (!cv->c[cy][cx]) return -1;
  static const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
  int d = polyminix_rnd_below(rng, 4);
  int nx = cx + dx[d], ny = cy + dy[d];
  if (cv->c[ny][nx]) return -1;
  int c = polyminix_rnd_below(rng, sh->n);
  *px = nx - sh->c[c].x;
  *py = ny - sh->c[c].y;
  return 0;
}

/* How many edges SH at (PX, PY) shares with the figure, or -1 when it
 * overlaps, leaves the canvas or makes the figure too large for O. */
static int touching(const canvas_t *cv, const shape_t *sh, int px, int py,
                    const polyminix_gen_opts_t *o) {
  int touch = 0, nx0 = cv->x0, ny0 = cv->y0, nx1 = cv->x1, ny1 = cv->y1;
  for (int k = 0; k < sh->n; k++) {
    int x = px + sh->c[k].x, y = py + sh->c[k].y;
    if (x < 1 || y < 1 || x >= CANVAS - 1 || y >= CANVAS - 1 || cv->c[y][x]) return -1;
    touch += (cv->c[y][x + 1] != 0) + (cv->c[y][x - 1] != 0) + (cv->c[y + 1][x] != 0) +
             (cv->c[y - 1][x] != 0);
    if (x < nx0) nx0 = x;
    if (x > nx1) nx1 = x;
    if (y < ny0) ny0 = y;
    if (y > ny1) ny1 = y;
  }
  int w = nx1 - nx0 + 1, h = ny1 - ny0 + 1;
  if (!((w <= o->max_w && h <= o->max_h) || (w <= o->max_h && h <= o->max_w))) return -1;
  if (cv->have && touch == 0) return -1;
  return touch;
}

/* Put SH at (PX, PY) on the canvas. */
static void stamp(canvas_t *cv, const shape_t *sh, int px, int py) {
  for (int k = 0; k < sh->n; k++) {
    int x = px + sh->c[k].x, y = py + sh->c[k].y;
    cv->c[y][x] = 1;
    if (x < cv->x0) cv->x0 = x;
    if (x > cv->x1) cv->x1 = x;
    if (y < cv->y0) cv->y0 = y;
    if (y > cv->y1) cv->y1 = y;
  }
  cv->have += sh->n;
}

/* Place piece PC where it touches the figure most, out of a few random
 * tries; 1 when it was placed. */
static int place_piece(canvas_t *cv, const piece_t *pc, uint64_t *rng,
                       const polyminix_gen_opts_t *o) {
  int best = -1, bo = 0, bx = 0, by = 0;
  for (int tries = 0; tries < (cv->have ? GROW_TRIES : 1); tries++) {
    int oi, px, py;
    if (random_place(cv, pc, rng, &oi, &px, &py) != 0) continue;
    int touch = touching(cv, &pc->orient[oi], px, py, o);
    if (touch > best) {
      best = touch;
      bo = oi;
      bx = px;
      by = py;
    }
  }
  if (best < 0) return 0;
  stamp(cv, &pc->orient[bo], bx, by);
  return 1;
}

/* The canvas's figure as a region, lain down when it is taller than wide
 * (cards are portrait, boxes take height). */
static int canvas_region(const canvas_t *cv, region_t *out) {
  int w = cv->x1 - cv->x0 + 1, h = cv->y1 - cv->y0 + 1;
  int turn = h > w;
  if (region_rect(turn ? h : w, turn ? w : h, out, NULL) != 0) return -1;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      char c = cv->c[cv->y0 + y][cv->x0 + x] ? REGION_CELL : REGION_OUTSIDE;
      if (turn)
        out->cells[(size_t)x * out->w + (h - 1 - y)] = c;
      else
        out->cells[(size_t)y * out->w + x] = c;
    }
  return 0;
}

uint32_t polyminix_grow_figure(const pieceset_t *kit, uint64_t *rng, int area,
                               const polyminix_gen_opts_t *o, region_t *out) {
  canvas_t cv;
  memset(&cv, 0, sizeof cv);
  cv.x0 = cv.y0 = CANVAS;
  cv.x1 = cv.y1 = -1;
  int order[POLYMINIX_MAX_KIT];
  for (int i = 0; i < kit->n; i++) order[i] = i;
  for (int i = kit->n - 1; i > 0; i--) {
    int j = polyminix_rnd_below(rng, i + 1), t = order[i];
    order[i] = order[j];
    order[j] = t;
  }
  uint32_t used = 0;
  for (int q = 0; q < kit->n && cv.have < area; q++) {
    const piece_t *pc = &kit->pieces[order[q]];
    if (cv.have + pc->shape.n > area) continue;
    if (place_piece(&cv, pc, rng, o)) used |= 1u << order[q];
  }
  if (cv.have != area) return 0;
  if (canvas_region(&cv, out) != 0) return 0;
  return used;
}

/* A random tiling of FIG by kit pieces outside EXCLUDE (each at most once):
 * the mask of the pieces used, 0 when none was found within BUDGET. */
static uint32_t random_tiling(const pieceset_t *kit, const region_t *fig, uint32_t exclude,
                              uint64_t *rng, uint64_t budget) {
  uint32_t all = kit->n >= 32 ? 0xffffffffu : (1u << kit->n) - 1;
  pieceset_t set;
  if (polyminix_set_from_mask(kit, all & ~exclude, &set) != 0) return 0;
  tiling_spec_t spec;
  tiling_spec_init(&spec);
  spec.reference = 1; /* the levels are measured in its nodes */
  spec.subset = 1;
  tiling_t *t = NULL;
  uint32_t used = 0;
  if (tiling_new(&set, fig, &spec, &t, NULL) == TILING_OK) {
    int *place = malloc((size_t)tiling_max_pieces(t) * sizeof *place);
    int n = 0;
    if (place && tiling_find(t, 1, base_rand(rng), budget, place, &n) == 1) {
      const pieceset_t *ts = tiling_pieceset(t);
      for (int k = 0; k < n; k++) {
        int ki = pieceset_find(kit, ts->pieces[tiling_placement(t, place[k])->piece].name);
        if (ki >= 0) used |= 1u << ki;
      }
    }
    free(place);
    tiling_free(t);
  }
  pieceset_free(&set);
  return used;
}

static void box_from_mask(const pieceset_t *kit, uint32_t m, polyminix_box_t *box) {
  memset(box, 0, sizeof *box);
  for (int i = 0; i < kit->n && box->n < POLYMINIX_MAX_SHOWN; i++)
    if (m >> i & 1u) snprintf(box->names[box->n++], 16, "%s", kit->pieces[i].name);
}

/* M without J of its pieces chosen at random. */
static uint32_t drop_random(const pieceset_t *kit, uint32_t m, int j, uint64_t *rng) {
  while (j-- > 0) {
    int c = polyminix_popcount32(m), pick = polyminix_rnd_below(rng, c);
    for (int i = 0; i < kit->n; i++)
      if (m >> i & 1u && pick-- == 0) {
        m &= ~(1u << i);
        break;
      }
  }
  return m;
}

/* Number of distinct tilings of FIG by exactly the pieces of MASK, counted up
 * to 2 (2 also when the budget runs out first). */
static int count_upto2(const pieceset_t *kit, const region_t *fig, uint32_t mask, uint64_t budget) {
  pieceset_t set;
  if (polyminix_set_from_mask(kit, mask, &set) != 0) return 2;
  tiling_spec_t spec;
  tiling_spec_init(&spec);
  spec.reference = 1; /* the levels are measured in its nodes */
  spec.distinct = 1;
  tiling_t *t = NULL;
  int r = 0;
  if (tiling_new(&set, fig, &spec, &t, NULL) == TILING_OK) {
    uint64_t n = 0;
    tiling_end_t end;
    if (tiling_impossible(t, NULL))
      r = 0;
    else if (tiling_count(t, 2, budget, &n, &end) != TILING_OK || end == TILING_END_BUDGET)
      r = 2;
    else
      r = n >= 2 ? 2 : (int)n;
    tiling_free(t);
  }
  pieceset_free(&set);
  return r;
}

#define TILING_BUDGET        20000 /* nodes of each random tiling */
#define FIGURE_TILING_FACTOR 10    /* a given figure's first tiling gets ten times as many */
#define BOX_TRIES            4     /* random tilings tried for boxes 2 and 5 */
#define EXCLUDE_MIN          2     /* box 5 excludes 2 to 4 pieces */
#define EXCLUDE_MAX          4

/* How many others boxes 3 and 4 may ask for beside the rest of the tiling M:
 * fewer than its pieces, at most POLYMINIX_MAX_OTHERS. */
static int others_max(uint32_t m) {
  int n = polyminix_popcount32(m) - 1;
  return n < POLYMINIX_MAX_OTHERS ? n : POLYMINIX_MAX_OTHERS;
}

/* The figure of a side into OUT->fig and a first tiling of it into *A (0:
 * none, the side is rejected): o->figure, or a figure grown from the kit
 * with an area drawn from o->area_lo..o->area_hi, without holes. Returns
 * 1, 0 when no area is possible (nothing made), -1 out of memory. */
static int side_figure(const pieceset_t *kit, const polyminix_gen_opts_t *o, uint64_t *rng,
                       polyminix_side_t *out, uint32_t *a) {
  if (o->figure) {
    if (region_copy(o->figure, &out->fig, NULL) != 0) return -1;
    *a = random_tiling(kit, &out->fig, 0, rng, TILING_BUDGET * FIGURE_TILING_FACTOR);
    return 1;
  }
  int lo = o->area_lo, hi = o->area_hi;
  if (hi > pieceset_area(kit)) hi = pieceset_area(kit);
  if (lo > hi) return 0;
  int area = lo + polyminix_rnd_below(rng, hi - lo + 1);
  *a = polyminix_grow_figure(kit, rng, area, o, &out->fig);
  if (*a && region_holes(&out->fig) > 0) *a = 0;
  return 1;
}

/* Box 2: another set of pieces that tiles the figure, box 1's (A) less one
 * piece (unique too with o->unique). Returns 1, or 0 when none is found. */
static int box_other_set(const pieceset_t *kit, const polyminix_gen_opts_t *o, uint32_t a,
                         uint64_t *rng, polyminix_side_t *out) {
  uint32_t b = 0;
  for (int t = 0; t < BOX_TRIES && !b; t++) {
    b = random_tiling(kit, &out->fig, drop_random(kit, a, polyminix_popcount32(a) - 1, rng), rng,
                      TILING_BUDGET);
    if (b && o->unique && count_upto2(kit, &out->fig, b, o->budget) != 1) b = 0;
  }
  if (!b || b == a) return 0;
  box_from_mask(kit, b, &out->box[POLYMINIX_BOX_SHOWN_B]);
  return 1;
}

/* Boxes 3 and 4: the pieces of a new tiling less some of them (1 up to
 * others_max) into BOX. Returns how many were left out, or 0 when the
 * tiling has fewer than two pieces. */
static int box_less_some(const pieceset_t *kit, const region_t *fig, uint64_t *rng,
                         polyminix_box_t *box) {
  uint32_t c = random_tiling(kit, fig, 0, rng, TILING_BUDGET);
  if (polyminix_popcount32(c) < 2) return 0;
  int k = 1 + polyminix_rnd_below(rng, others_max(c));
  box_from_mask(kit, drop_random(kit, c, k, rng), box);
  return k;
}

/* Box 5: 2..4 pieces left out that some tiling does without. Returns 1,
 * or 0 when none is found. */
static int box_all_but(const pieceset_t *kit, uint64_t *rng, polyminix_side_t *out) {
  uint32_t all = kit->n >= 32 ? 0xffffffffu : (1u << kit->n) - 1;
  int area = region_area(&out->fig);
  for (int t = 0; t < BOX_TRIES; t++) {
    int excluded = EXCLUDE_MIN + polyminix_rnd_below(rng, EXCLUDE_MAX - EXCLUDE_MIN + 1);
    uint32_t ex = drop_random(kit, all, kit->n - excluded, rng);
    if (polyminix_mask_area(kit, all & ~ex) < area) continue;
    if (random_tiling(kit, &out->fig, ex, rng, TILING_BUDGET)) {
      box_from_mask(kit, ex, &out->box[POLYMINIX_BOX_ALL_BUT]);
      return 1;
    }
  }
  return 0;
}

/* Box 6: the sizes of a tiling's pieces, largest first. Returns 1, or 0
 * when no tiling is found. */
static int box_sizes(const pieceset_t *kit, uint64_t *rng, polyminix_side_t *out) {
  uint32_t f = random_tiling(kit, &out->fig, 0, rng, TILING_BUDGET);
  if (!f) return 0;
  polyminix_box_t *six = &out->box[POLYMINIX_BOX_SIZES];
  for (int z = POLYMINIX_MAX_PIECE_CELLS; z >= 1; z--)
    for (int i = 0; i < kit->n; i++)
      if (f >> i & 1u && kit->pieces[i].shape.n == z && six->n < POLYMINIX_MAX_SHOWN)
        six->sizes[six->n++] = z;
  return 1;
}

/* The six boxes of a side whose figure has the tiling A (box 1). Returns
 * 1, or 0 when the side is to be rejected. */
static int side_boxes(const pieceset_t *kit, const polyminix_gen_opts_t *o, uint32_t a,
                      uint64_t *rng, polyminix_side_t *out) {
  if (!a) return 0;
  if (o->unique && count_upto2(kit, &out->fig, a, o->budget) != 1) return 0;
  box_from_mask(kit, a, &out->box[POLYMINIX_BOX_SHOWN_A]);
  /* the designer's boxes stay as given; the others are proposed */
  const polyminix_box_t *const *keep = o->keep;
  if (!keep[POLYMINIX_BOX_SHOWN_B] && !box_other_set(kit, o, a, rng, out)) return 0;
  if (!keep[POLYMINIX_BOX_PLUS_K]) {
    int k = box_less_some(kit, &out->fig, rng, &out->box[POLYMINIX_BOX_PLUS_K]);
    if (!k) return 0;
    out->box[POLYMINIX_BOX_PLUS_K].k = k;
  }
  if (!keep[POLYMINIX_BOX_PLUS_ANY] &&
      !box_less_some(kit, &out->fig, rng, &out->box[POLYMINIX_BOX_PLUS_ANY]))
    return 0;
  if ((!keep[POLYMINIX_BOX_ALL_BUT] && !box_all_but(kit, rng, out)) ||
      (!keep[POLYMINIX_BOX_SIZES] && !box_sizes(kit, rng, out)))
    return 0;
  for (int b = 0; b < POLYMINIX_NBOXES; b++)
    if (keep[b]) out->box[b] = *keep[b];
  return 1;
}

/* The proof: every box of OUT verified by counting, not by construction;
 * the level set, the counts into *RES when not NULL. Returns 1, 0 when
 * the side is to be rejected, -1 out of memory. */
static int side_proof(const pieceset_t *kit, const polyminix_gen_opts_t *o, polyminix_side_t *out,
                      polyminix_side_result_t *res) {
  polyminix_side_result_t r;
  if (polyminix_verify_side(kit, out, o->budget, POLYMINIX_COUNT_ONLY, &r) != 0) return -1;
  /* a draft keeps the designer's boxes as they are: only the proposed ones must hold */
  int right = r.right;
  if (o->draft) {
    right = 1;
    for (int b = 0; b < POLYMINIX_NBOXES; b++)
      if (!o->keep[b] && r.box[b].verdict != POLYMINIX_HOLDS) right = 0;
  }
  if (!right ||
      (o->unique &&
       (r.box[0].count != 1 || !r.box[0].exact || r.box[1].count != 1 || !r.box[1].exact)) ||
      (o->level >= 0 && r.level != o->level)) {
    polyminix_side_result_free(&r);
    return 0;
  }
  out->level = r.level;
  if (res)
    *res = r;
  else
    polyminix_side_result_free(&r);
  return 1;
}

int polyminix_generate_side(const pieceset_t *kit, uint64_t seed, uint64_t index,
                            const polyminix_gen_opts_t *o, polyminix_side_t *out,
                            polyminix_side_result_t *res) {
  uint64_t rng = seed * POLYMINIX_STREAM_SEED_MUL ^ (index + 1) * POLYMINIX_STREAM_INDEX_MUL;
  base_rand(&rng);
  memset(out, 0, sizeof *out);
  out->level = POLYMINIX_LEVEL_NONE;
  if (kit->n > POLYMINIX_MAX_KIT || kit->n < 2) return 0;
  uint32_t a = 0;
  int st = side_figure(kit, o, &rng, out, &a);
  if (st <= 0) return st;
  st = side_boxes(kit, o, a, &rng, out);
  if (st) st = side_proof(kit, o, out, res);
  if (st <= 0) polyminix_side_free(out);
  return st;
}

int polyminix_design_side(const pieceset_t *kit, uint64_t seed, int side,
                          const polyminix_gen_opts_t *o, polyminix_side_t *out) {
  for (uint64_t t = 0; t < POLYMINIX_DESIGN_TRIES; t++) {
    int st = polyminix_generate_side(kit, seed, 2 * t + (uint64_t)side, o, out, NULL);
    if (st != 0) return st;
  }
  return 0;
}
