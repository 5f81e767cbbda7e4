/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* draw.c: drawing Polymo sheets and score histograms with the plain drawing calls of output/draw.h.
 */
#include <config.h>

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "games/polymo/draw.h"
#include "poly/polyomino.h"
#include "output/draw.h"
#include "output/i18n.h"

/* The drawing colour of game colour C. */
static int ink(int c) {
  switch (c) {
    case POLYMO_Y: return DRAW_PIECE(2);
    case POLYMO_R: return DRAW_PIECE(6);
    case POLYMO_G: return DRAW_PIECE(10);
    case POLYMO_B: return DRAW_PIECE(0);
    case POLYMO_K: return DRAW_TEXT_GREY;
    default: return DRAW_WHITE;
  }
}

static void cross_mark(draw_t *d, double x, double y, double s, double lw) {
  draw_set_line_width(d, lw);
  draw_segment(d, x + 0.2 * s, y + 0.2 * s, x + 0.8 * s, y + 0.8 * s);
  draw_segment(d, x + 0.8 * s, y + 0.2 * s, x + 0.2 * s, y + 0.8 * s);
  draw_stroke(d);
}

/* Where the grid of side N of a sheet drawn W mm wide at (X, Y) lies: its top-left corner
 * (*GX, *GY) and the side of a cell *CELL. */
static void grid_at(double x, double y, double w, int n, double *gx, double *gy, double *cell) {
  double u = w / 148.0;
  *cell = 11.2 * u * 9 / (n > 9 ? n : 9);
  if (n == 8) *cell = 11.2 * u * 9 / 8.5;
  *gx = x + (w - n * *cell) / 2, *gy = y + 29 * u;
}

/* The top of the score box of a sheet whose grid of side N, cells CELL mm, begins at GY (U: the
 * sheet's unit): under the grid, the title and the three rows of boxes of "My polyominoes". */
static double score_box_y(double gy, int n, double cell, double u) {
  double py = gy + n * cell + 8 * u;
  py += 2.5 * u;
  return py + 3 * (15 * u) + 4 * u;
}

/* The squares of sheet S (may be NULL) on the grid of N x N cells of side
 * CELL at (GX, GY), its lines, the figures' outlines and the X. */
static void draw_grid(draw_t *d, double gx, double gy, double cell, double u, int n,
                      const polymo_sheet_t *s) {
  for (int c = 0; c < n * n; c++) {
    double cx = gx + (c % n) * cell, cy = gy + (c / n) * cell;
    if (s && s->color[c]) {
      const struct polymo_fig *f = &s->figs[s->fig[c]];
      if (f->finished) {
        draw_set_color(d, ink(s->color[c]));
        draw_rect(d, cx, cy, cell, cell);
        draw_fill(d);
      } else {
        draw_set_color(d, ink(s->color[c]));
        cross_mark(d, cx, cy, cell, 0.8 * u);
      }
    }
  }
  draw_set_color(d, DRAW_BLACK);
  draw_set_line_width(d, 0.25 * u);
  for (int i = 1; i < n; i++) {
    draw_segment(d, gx + i * cell, gy, gx + i * cell, gy + n * cell);
    draw_segment(d, gx, gy + i * cell, gx + n * cell, gy + i * cell);
  }
  draw_stroke(d);
  /* figure outlines: thick where two squares of different figures meet */
  if (s) {
    draw_set_line_width(d, 0.7 * u);
    for (int c = 0; c < n * n; c++) {
      int cx = c % n, cy = c / n;
      if (cx + 1 < n && s->fig[c] != s->fig[c + 1] && (s->fig[c] >= 0 || s->fig[c + 1] >= 0))
        draw_segment(d, gx + (cx + 1) * cell, gy + cy * cell, gx + (cx + 1) * cell,
                     gy + (cy + 1) * cell);
      if (cy + 1 < n && s->fig[c] != s->fig[c + n] && (s->fig[c] >= 0 || s->fig[c + n] >= 0))
        draw_segment(d, gx + cx * cell, gy + (cy + 1) * cell, gx + (cx + 1) * cell,
                     gy + (cy + 1) * cell);
    }
    draw_stroke(d);
  }
  draw_set_line_width(d, 0.8 * u);
  draw_rect(d, gx, gy, n * cell, n * cell);
  draw_stroke(d);
  {
    int xc = (n == 9) ? 4 : 3;
    double cx = gx + xc * cell, cy = gy + xc * cell;
    if (!s || !s->color[xc * n + xc]) {
      draw_set_color(d, DRAW_BLACK);
      cross_mark(d, cx, cy, cell, 0.9 * u);
    } else {
      draw_set_color(d, DRAW_BLACK);
      draw_text(d, cx + cell / 2, cy + cell / 2, cell * 0.6, DRAW_CENTER | DRAW_MIDDLE | DRAW_BOLD,
                0, "X");
    }
  }
}

/* Box K of "My polyominoes" at (BX, BY), BW x BH, the piece drawn with
 * squares of side PC, struck out when S has crossed it off. */
static void draw_box(draw_t *d, int k, double bx, double by, double bw, double bh, double pc,
                     double u, const polymo_sheet_t *s) {
  piece_t p;
  if (polyomino_lookup(polymo_shape_names[k], &p, NULL) != 0) return;
  int pw, ph;
  shape_size(&p.shape, &pw, &ph);
  if (ph > pw) { /* lie the piece down: boxes are wider than tall */
    shape_transform(&p.shape, 1, &p.shape);
    shape_size(&p.shape, &pw, &ph);
  }
  double ox = bx + (bw - pw * pc) / 2, oy = by + (bh - 3 * u - ph * pc) / 2 + 0.8 * u;
  int crossed = s && s->crossed[k];
  int fillc = DRAW_EMPTY;
  if (crossed)
    for (int f = 0; f < s->nfig; f++)
      if (s->figs[f].finished && s->figs[f].shape == k) fillc = ink(s->figs[f].color);
  for (int i = 0; i < p.shape.n; i++) {
    double cx = ox + p.shape.c[i].x * pc, cy = oy + p.shape.c[i].y * pc;
    draw_set_color(d, fillc);
    draw_rect(d, cx, cy, pc, pc);
    draw_fill(d);
    draw_set_color(d, DRAW_BLACK);
    draw_set_line_width(d, 0.25 * u);
    draw_rect(d, cx, cy, pc, pc);
    draw_stroke(d);
  }
  char num[16];
  snprintf(num, sizeof num, "%d", p.shape.n);
  draw_set_color(d, DRAW_BLACK);
  draw_text(d, bx + 1.2 * u, by + bh - 1.2 * u, 2.8 * u, DRAW_LEFT, 0, num);
  draw_set_color(d, DRAW_BLACK);
  draw_set_line_width(d, 0.3 * u);
  draw_rect(d, bx, by, bw, bh);
  draw_stroke(d);
  if (crossed) {
    draw_set_line_width(d, 0.6 * u);
    draw_segment(d, bx + 1 * u, by + bh - 1 * u, bx + bw - 1 * u, by + 1 * u);
    draw_stroke(d);
  }
}

void polymo_draw_sheet(draw_t *d, double x, double y, double w, double h, int n,
                       const polymo_sheet_t *s, int score, const char *lang) {
  double u = w / 148.0, m = 7 * u;
  (void)h;
  draw_set_color(d, DRAW_WHITE);
  draw_rect(d, x, y, w, h);
  draw_fill(d);
  /* title and name line */
  draw_set_color(d, DRAW_BLACK);
  /* its top 3 mm or more inside the cut, on the smaller sheets too (ascent 0.93 em) */
  draw_text(d, x + w / 2, y + fmax(12 * u, 3.2 + 0.93 * 9 * u), 9 * u, DRAW_CENTER | DRAW_BOLD,
            w - 2 * m, "POLYMO");
  /* TRANSLATORS: Polymo sheet: the line where the player writes their name. */
  draw_text(d, x + m, y + 23 * u, 4.2 * u, DRAW_LEFT, 30 * u, i18n_page(lang, "Name"));
  draw_set_line_width(d, 0.3 * u);
  draw_segment(d, x + m + 22 * u, y + 23.5 * u, x + w - m, y + 23.5 * u);
  draw_stroke(d);
  /* the grid */
  double gx, gy, cell;
  grid_at(x, y, w, n, &gx, &gy, &cell);
  draw_grid(d, gx, gy, cell, u, n, s);
  /* my polyominoes: 3 rows of 7 boxes */
  double py = gy + n * cell + 8 * u;
  draw_set_color(d, DRAW_BLACK);
  /* TRANSLATORS: Polymo sheet: the 21 polyominoes a player crosses off (German "Meine Polyominos").
   */
  draw_text(d, x + m, py, 4.2 * u, DRAW_LEFT | DRAW_BOLD, w - 2 * m,
            i18n_page(lang, "My polyominoes"));
  double bw = (w - 2 * m) / 7, bh = 15 * u, pc = 2.9 * u;
  py += 2.5 * u;
  for (int k = 0; k < POLYMO_NSHAPES; k++)
    draw_box(d, k, x + m + (k % 7) * bw, py + (k / 7) * bh, bw, bh, pc, u, s);
  /* score box */
  double sy = score_box_y(gy, n, cell, u);
  draw_set_color(d, DRAW_BLACK);
  /* TRANSLATORS: Polymo sheet: the score box: the squares of the polyominoes not crossed off
     (German "Minuspunkte"). */
  const char *minus = i18n_page(lang, "Minus points");
  draw_text(d, x + w - m - 26 * u, sy + 6 * u, 4.2 * u, DRAW_RIGHT | DRAW_MIDDLE | DRAW_BOLD, 0,
            minus);
  draw_set_line_width(d, 0.6 * u);
  draw_rect(d, x + w - m - 24 * u, sy, 24 * u, 12 * u);
  draw_stroke(d);
  if (score >= 0) {
    char num[16];
    snprintf(num, sizeof num, "%d", score);
    draw_text(d, x + w - m - 12 * u, sy + 6 * u, 7 * u, DRAW_CENTER | DRAW_MIDDLE | DRAW_BOLD, 0,
              num);
  }
}

void polymo_draw_draft(draw_t *d, const render_card_t *c, int n, const polymo_draft_t *dr,
                       const char *lang) {
  double u = c->w / 148.0, m = 7 * u, gx, gy, cell;
  grid_at(c->x, c->y, c->w, n, &gx, &gy, &cell);
  /* the move's squares: a thick black outline inside each, hatched at 45 degrees (unlike the
     crosses of planned figures and the colours of finished ones) */
  draw_set_color(d, DRAW_BLACK);
  for (int i = 0; i < dr->ncells; i++) {
    if (dr->cells[i] < 0 || dr->cells[i] >= n * n) continue;
    double in = 0.6 * u, sz = cell - 2 * in; /* the square inside the cell, outlined */
    double cx = gx + (dr->cells[i] % n) * cell + in, cy = gy + (dr->cells[i] / n) * cell + in;
    draw_set_line_width(d, 1.0 * u);
    draw_rect(d, cx, cy, sz, sz);
    draw_stroke(d);
    draw_set_line_width(d, 0.3 * u);
    for (int k = 1; k < 4; k++) { /* three diagonals, bottom-left to top-right */
      double t = k * sz / 2;
      double x0 = t <= sz ? cx : cx + t - sz, y0 = t <= sz ? cy + t : cy + sz;
      double x1 = t <= sz ? cx + t : cx + sz, y1 = t <= sz ? cy : cy + t - sz;
      draw_segment(d, x0, y0, x1, y1);
    }
    draw_stroke(d);
  }
  /* TRANSLATORS: the mark on a draft card, outside the part that is cut out */
  const char *t = i18n_page(lang, "DRAFT");
  int outside = render_card_bleed_mark(d, c, t);
  /* the reason, at the left of the score box's row (its words, "Minus points", take the right
     half) */
  double sy = score_box_y(gy, n, cell, u), bw = 55 * u;
  char w[160];
  snprintf(w, sizeof w, "%s%s\xE2\x9C\x97 %s", outside ? "" : t, outside ? "" : " ", dr->why);
  draw_set_color(d, DRAW_BLACK);
  draw_rect(d, c->x + m, sy + 2 * u, bw, 8 * u);
  draw_fill(d);
  draw_set_color(d, DRAW_WHITE);
  draw_text(d, c->x + m + bw / 2, sy + 6 * u, 4.2 * u, DRAW_CENTER | DRAW_MIDDLE | DRAW_BOLD,
            bw - 2 * u, w);
  draw_set_color(d, DRAW_BLACK);
}
