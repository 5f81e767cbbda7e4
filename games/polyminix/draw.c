/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* draw.c: what every Polyminix page shares: print settings, level colours, piece pictures, tilings,
 * page set-up. */
#include <config.h>

#include "games/polyminix/draw.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/polyminix/draw_internal.h"
#include "poly/pieceset.h"
#include "poly/region.h"
#include "output/draw.h"
#include "output/render.h"

void pmxd_opts_init(pmxd_opts_t *o) {
  memset(o, 0, sizeof *o);
  o->cell_mm = PMXD_CELL_MM;
  o->paper_w = o->paper_h = -1;
  o->lang = "en";
  o->answers = 1;
}

/* The level's colour: output/'s green, yellow and red. */
int pmxd_level_color(int level) {
  static const int col[3] = {[POLYMINIX_GREEN] = DRAW_SIGNAL_GREEN,
                             [POLYMINIX_YELLOW] = DRAW_SIGNAL_YELLOW,
                             [POLYMINIX_RED] = DRAW_SIGNAL_RED};
  return level >= POLYMINIX_GREEN && level <= POLYMINIX_RED ? col[level] : DRAW_CARD;
}

/* ---- small piece pictures ---- */

/* Draw shape SH (normalised) with cells of S mm at (X, Y) in colour COL. */
void pmxd_shape(draw_t *d, const shape_t *sh, double x, double y, double s, int col) {
  draw_set_color(d, col);
  for (int k = 0; k < sh->n; k++) draw_rect(d, x + sh->c[k].x * s, y + sh->c[k].y * s, s, s);
  draw_fill(d);
  draw_set_color(d, DRAW_BLACK);
  draw_set_line_width(d, s * 0.08);
  for (int k = 0; k < sh->n; k++) draw_rect(d, x + sh->c[k].x * s, y + sh->c[k].y * s, s, s);
  draw_stroke(d);
}

/* Lay out N shapes left to right in rows inside W x H: the cell size, and
 * each shape's position, written to POS (2 per shape). */
double pmxd_flow(const shape_t *const *sh, int n, double w, double h, double smax, double *pos) {
  int row[POLYMINIX_MAX_SHOWN];
  double roww[POLYMINIX_MAX_SHOWN];
  for (double s = smax; s > 0.6; s *= 0.93) {
    double x = 0, y = 0, rowh = 0;
    int ok = 1, r = 0;
    for (int i = 0; i < n && ok; i++) {
      int sw, shh;
      shape_size(sh[i], &sw, &shh);
      if (x > 0 && x + sw * s > w) {
        x = 0;
        y += rowh + s * 0.6;
        rowh = 0;
        r++;
      }
      if (sw * s > w) ok = 0;
      pos[2 * i] = x;
      pos[2 * i + 1] = y;
      row[i] = r;
      roww[r] = x + sw * s;
      x += sw * s + s * 0.6;
      if (shh * s > rowh) rowh = shh * s;
    }
    if (ok && y + rowh <= h) {
      /* each row centred across, the block centred down */
      double off = (h - (y + rowh)) / 2;
      for (int i = 0; i < n; i++) {
        pos[2 * i] += (w - roww[row[i]]) / 2;
        pos[2 * i + 1] += off;
      }
      return s;
    }
  }
  return 0;
}

/* A tiling grid (kit indices) drawn in W x H at (X, Y), each piece named on it (down to
 * render_draw_grid's smallest cell for letters, 2.5 mm: on the deck's answer cards too, where
 * pieces that look alike on paper, Y and I4, U and T, are told apart by their names). */
void pmxd_tiling(draw_t *d, const region_t *f, const int *grid, const pieceset_t *kit, double x,
                 double y, double w, double h, double cmax) {
  double cell = fmin(cmax, fmin(w / f->w, h / f->h));
  int *cells = malloc((size_t)f->w * f->h * sizeof *cells);
  if (!cells) return;
  const char *names[POLYMINIX_MAX_KIT];
  for (int i = 0; i < kit->n; i++) names[i] = kit->pieces[i].name;
  for (int k = 0; k < f->w * f->h; k++)
    cells[k] = grid ? (grid[k] >= 0 ? grid[k] : RENDER_OUTSIDE)
                    : (f->cells[k] == REGION_CELL ? RENDER_EMPTY : RENDER_OUTSIDE);
  render_grid_t g = {f->w, f->h, cells, kit->n, names, NULL, NULL};
  render_draw_grid(d, &g, x + (w - f->w * cell) / 2, y + (h - f->h * cell) / 2, cell,
                   RENDER_GRID_PIECES | RENDER_GRID_LETTERS);
  free(cells);
}

int pmxd_render_opts(const pmxd_opts_t *o, double cw, double chh, const char *path,
                     render_opts_t *ro) {
  if (o->page)
    *ro = *o->page;
  else
    render_opts_init(ro);
  ro->card_w = cw;
  ro->card_h = chh;
  ro->lang = o->lang;
  ro->bw = o->bw;
  if (o->paper_w >= 0) {
    /* the paper asked for: render_cards refuses it when the card does not fit */
    ro->paper_w = o->paper_w;
    ro->paper_h = o->paper_h;
  } else {
    int fmt = draw_format_from(NULL, path);
    ro->paper_w = ro->paper_h = (fmt == DRAW_PNG || fmt == DRAW_SVG) ? 0 : -1;
    if (ro->paper_w < 0) {
      ro->paper_w = 210;
      ro->paper_h = 297;
    }
    /* the default A4 too small for the card: a page per card */
    if (ro->paper_w > 0 && (ro->paper_w < cw + 20 || ro->paper_h < chh + 26))
      ro->paper_w = ro->paper_h = 0;
  }
  return 0;
}

/* Width of TEXT[0..N) at SIZE mm, estimated: DejaVu Sans letters average
 * a little over half an em. */
static double text_width(const char *text, size_t n, double size) {
  size_t chars = 0;
  for (size_t i = 0; i < n; i++) chars += ((unsigned char)text[i] & 0xC0) != 0x80;
  return (double)chars * size * 0.56;
}

int pmxd_text_wrapped(draw_t *d, double x, double y, double size, int flags, double maxw,
                      double lineh, int maxlines, const char *text) {
  char line[512];
  int lines = 0;
  const char *p = text;
  while (*p && lines < maxlines) {
    size_t n = strlen(p), cut = n;
    if (lines < maxlines - 1 && text_width(p, n, size) > maxw) {
      /* the last blank before the line is full */
      cut = 0;
      for (size_t i = 1; i < n; i++)
        if (p[i] == ' ' && text_width(p, i, size) <= maxw) cut = i;
      if (cut == 0) cut = n;
    }
    if (cut >= sizeof line) cut = sizeof line - 1;
    memcpy(line, p, cut);
    line[cut] = '\0';
    draw_text(d, x, y + lines * lineh, size, flags, maxw, line);
    lines++;
    p += cut;
    while (*p == ' ') p++;
  }
  return lines;
}
