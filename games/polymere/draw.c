/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* draw.c: drawing Polymère with the plain calls of output/draw.h: tiles and boards, solitaire
 * layouts, the printable set with backs, the player aid, histograms. */
#include <config.h>

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "games/polymere/draw.h"
#include "output/chart.h"
#include "output/i18n.h"
#include "output/render.h"

#define SQRT3 1.7320508075688772

/* Vertex I (0..5) of a pointy-top hexagon of circumradius R: vertex I
 * begins edge I (edge 0 runs from the top vertex to the upper right one). */
static void vertex(double cx, double cy, double r, int i, double *x, double *y) {
  double a = (-90.0 + 60.0 * i) * M_PI / 180.0;
  *x = cx + r * cos(a), *y = cy + r * sin(a);
}

static void hex_path(draw_t *d, double cx, double cy, double r) {
  double xy[12];
  for (int i = 0; i < 6; i++) vertex(cx, cy, r, i, &xy[2 * i], &xy[2 * i + 1]);
  draw_polygon(d, xy, 6);
}

/* One tile at (CX, CY), circumradius R (the cut line), its fill reaching
 * RB >= R (the bleed). FACE[e]: the digit on edge e, 0 none; JOKER: a
 * joker (fixed digits small, a J in the middle). INSET: the black border
 * drawn inside the cut (the printable set: no ink past the cut but the
 * bleed's), else centred on it (boards, where neighbours share it). */
static void tile(draw_t *d, double cx, double cy, double r, double rb, const int face[6], int joker,
                 const polymere_look_t *look, int inset) {
  draw_set_color(d, joker ? DRAW_EMPTY : DRAW_WHITE);
  hex_path(d, cx, cy, rb);
  draw_fill(d);
  if (look && look->colours && !joker) {
    /* light ink: each digit's colour in a band along its edge (to 0.82 R from the centre),
       the middle white; else the whole sixth of the tile */
    double ri = draw_get_light(d) ? r * 0.82 : 0;
    for (int e = 0; e < 6; e++) {
      if (!face[e]) continue;
      double xy[8];
      vertex(cx, cy, rb, e, &xy[0], &xy[1]);
      vertex(cx, cy, rb, e + 1, &xy[2], &xy[3]);
      vertex(cx, cy, ri, e + 1, &xy[4], &xy[5]);
      vertex(cx, cy, ri, e, &xy[6], &xy[7]);
      draw_set_color(d, DRAW_PIECE(face[e] - 1));
      draw_polygon(d, xy, 4);
      draw_fill(d);
    }
  }
  draw_set_color(d, DRAW_BLACK);
  draw_set_line_width(d, r * 0.03);
  hex_path(d, cx, cy, inset ? r - r * 0.015 * 2 / SQRT3 : r); /* half the width across the flat */
  draw_stroke(d);
  double ap = r * SQRT3 / 2;
  for (int e = 0; e < 6; e++) {
    if (!face[e]) continue;
    double a = (-60.0 + 60.0 * e) * M_PI / 180.0; /* the outward normal of edge e */
    char buf[4];
    snprintf(buf, sizeof buf, "%d", face[e]);
    double size = joker ? r * 0.26 : r * 0.42, k = joker ? 0.72 : 0.64;
    if (look && look->colours &&
        !joker) { /* a white disc under the digit keeps it legible on any colour */
      draw_set_color(d, DRAW_WHITE);
      draw_circle(d, cx + k * ap * cos(a), cy + k * ap * sin(a), size * 0.48);
      draw_fill(d);
      draw_set_color(d, DRAW_BLACK);
    }
    draw_text(d, cx + k * ap * cos(a), cy + k * ap * sin(a), size,
              DRAW_CENTER | DRAW_MIDDLE | DRAW_BOLD, 0, buf);
  }
  if (joker) draw_text(d, cx, cy, r * 0.5, DRAW_CENTER | DRAW_MIDDLE | DRAW_BOLD, 0, "J");
}

void polymere_draw_layout(draw_t *d, double x, double y, double w, double h, int n, const int *t,
                          const int *q, const int *r, const int *rot, const int *jf, int ndead,
                          const int *dq, const int *dr, const polymere_look_t *look,
                          const char *caption) {
  double minx = 1e9, maxx = -1e9, miny = 1e9, maxy = -1e9;
  for (int i = 0; i < n + ndead; i++) {
    int qq = i < n ? q[i] : dq[i - n], rr = i < n ? r[i] : dr[i - n];
    double px = SQRT3 * (qq + rr / 2.0), py = 1.5 * rr;
    if (px < minx) minx = px;
    if (px > maxx) maxx = px;
    if (py < miny) miny = py;
    if (py > maxy) maxy = py;
  }
  if (n + ndead == 0) minx = maxx = miny = maxy = 0;
  double capx = caption ? 8 : 0;
  double R = fmin(w / (maxx - minx + SQRT3), (h - capx) / (maxy - miny + 2));
  if (R > 25) R = 25;
  double ox = x + w / 2 - R * (minx + maxx) / 2, oy = y + (h - capx) / 2 - R * (miny + maxy) / 2;
  for (int i = 0; i < n; i++) {
    double cx = ox + R * SQRT3 * (q[i] + r[i] / 2.0), cy = oy + R * 1.5 * r[i];
    int face[6];
    for (int e = 0; e < 6; e++)
      face[e] = polymere_is_joker(t[i]) ? (jf ? jf[i * 6 + e] : 0)
                                        : polymere_tile_digit_at(t[i], rot[i], e);
    tile(d, cx, cy, R, R, face, polymere_is_joker(t[i]), look, 0);
  }
  for (int i = 0; i < ndead; i++) { /* a dead space: outlined and crossed */
    double cx = ox + R * SQRT3 * (dq[i] + dr[i] / 2.0), cy = oy + R * 1.5 * dr[i];
    draw_set_color(d, DRAW_SIGNAL_RED);
    hex_path(d, cx, cy, R * 0.92);
    draw_fill(d);
    draw_set_color(d, DRAW_BLACK);
    draw_set_line_width(d, R * 0.05);
    draw_segment(d, cx - R * 0.4, cy - R * 0.4, cx + R * 0.4, cy + R * 0.4);
    draw_segment(d, cx - R * 0.4, cy + R * 0.4, cx + R * 0.4, cy - R * 0.4);
    draw_stroke(d);
  }
  if (caption) {
    draw_set_color(d, DRAW_BLACK);
    draw_text(d, x + w / 2, y + h - 2, 4, DRAW_CENTER, w, caption);
  }
}

/* ---- the printable set ---- */

void polymere_set_opts_init(polymere_set_opts_t *o) {
  memset(o, 0, sizeof *o);
  o->paper_w = 210, o->paper_h = 297;
  o->across = 40, o->bleed = -1;
  o->crop_marks = 1;
  o->lang = "en";
  o->aids = 6;
}

#define MARGIN 8.0 /* around the player-aid cards */

/* The honeycomb of a page: rows of pointy-top hexagons whose bleed
 * hexagons touch (with no bleed, whose cut lines are shared), every other
 * row shifted half a tile, centred in the room the page layer leaves (5 mm
 * at the edges, 5 more for crop marks, the footer's band). */
typedef struct honeycomb {
  double px, py;       /* centre to centre along a row, row to row */
  double r, rb;        /* circumradius of the cut and of the bleed hexagon */
  int rows, even, odd; /* rows; tiles in rows 0, 2... and in rows 1, 3... */
  double x0, y0;       /* the centre of the first tile */
  double trim[4], bleed[4];
} honeycomb_t;

static double set_bleed(const polymere_set_opts_t *o) {
  return o->bleed >= 0 ? o->bleed : o->colours ? 3.0 : 0.0;
}

/* The honeycomb of O's page; returns the tiles it holds. */
static int honeycomb(const polymere_set_opts_t *o, honeycomb_t *h) {
  memset(h, 0, sizeof *h);
  double b = set_bleed(o);
  h->px = o->across + 2 * b;
  h->r = o->across / SQRT3;
  h->rb = h->px / SQRT3;
  h->py = 1.5 * h->rb;
  double side = RENDER_SAFE + (o->crop_marks ? RENDER_MARK_ROOM - RENDER_SAFE : 0);
  double aw = o->paper_w - 2 * side, ah = o->paper_h - 2 * side - RENDER_FOOTER;
  if (aw < h->px || ah < 2 * h->rb) return 0;
  h->rows = 1 + (int)floor((ah - 2 * h->rb) / h->py + 1e-9);
  h->even = (int)floor(aw / h->px + 1e-9);
  h->odd = h->rows > 1 ? (int)floor((aw - h->px / 2) / h->px + 1e-9) : 0;
  double w = h->odd == h->even ? h->even * h->px + h->px / 2 : h->even * h->px;
  double ht = 2 * h->rb + (h->rows - 1) * h->py;
  double bx = (o->paper_w - w) / 2, by = side + (ah - ht) / 2;
  h->x0 = bx + h->px / 2, h->y0 = by + h->rb;
  h->bleed[0] = bx, h->bleed[1] = by, h->bleed[2] = w, h->bleed[3] = ht;
  /* the cut hexagons: b inside across the flats, 2b/sqrt(3) at the points */
  double dy = h->rb - h->r;
  h->trim[0] = bx + b, h->trim[1] = by + dy, h->trim[2] = w - 2 * b, h->trim[3] = ht - 2 * dy;
  return (h->rows + 1) / 2 * h->even + h->rows / 2 * h->odd;
}

/* The centre of tile K of a page of H. */
static void honeycomb_at(const honeycomb_t *h, int k, double *x, double *y) {
  int row = 0;
  for (;;) {
    int cols = row % 2 ? h->odd : h->even;
    if (k < cols) break;
    k -= cols;
    row++;
  }
  *x = h->x0 + k * h->px + (row % 2 ? h->px / 2 : 0);
  *y = h->y0 + row * h->py;
}

int polymere_set_per_page(const polymere_set_opts_t *o) {
  honeycomb_t h;
  return honeycomb(o, &h);
}

int polymere_set_fit(polymere_set_opts_t *o) {
  o->bleed = set_bleed(o);
  int per = polymere_set_per_page(o);
  if (!o->backs) {
    polymere_set_opts_t t = *o;
    t.paper_w = o->paper_h, t.paper_h = o->paper_w;
    int tper = polymere_set_per_page(&t);
    if (tper > 0 &&
        (per < 1 || (POLYMERE_NTILES + tper - 1) / tper < (POLYMERE_NTILES + per - 1) / per)) {
      *o = t;
      per = tper;
    }
  }
  return per;
}

int polymere_set_pages(const polymere_set_opts_t *o) {
  int per = polymere_set_per_page(o);
  if (per < 1) return 0;
  int tp = (POLYMERE_NTILES + per - 1) / per;
  return tp * (o->backs ? 2 : 1) + (o->aids > 0 ? 1 : 0) + 1; /* + the die */
}

/* The player aid, in English (the catalogs translate each line where it is drawn). */
static const char *const aid_en[] = {
    I18N_PAGE("Polymère: player aid"),
    I18N_PAGE("Place a tile so that its edge with your digit touches, and every edge it touches "
              "shows the "
              "same digit."),
    I18N_PAGE("Touch one edge: your turn ends. Touch k edges: you owe k-1 more tiles; each tile "
              "placed pays "
              "one and adds its own."),
    I18N_PAGE("You may stop at any time: draw one tile for each tile owed."),
    I18N_PAGE(
        "A joker goes only where a numbered tile could go; it must never carry a digit twice."),
    I18N_PAGE("A space whose neighbours show a digit twice is dead."),
    I18N_PAGE("First out wins; the others may play on for the places. When nobody can play, "
              "fewest tiles wins."),
    I18N_PAGE("Two players: two digits each (variant: three)."),
    NULL};

/* TEXT wrapped to lines of about MAXW mm at SIZE mm (DejaVu Sans averages
 * some 0.55 em a character); returns the y after the last line. */
static double wrap(draw_t *d, double x, double y, double size, double maxw, const char *text) {
  int perline = (int)(maxw / (0.55 * size));
  char line[256];
  const char *p = text;
  while (*p) {
    size_t n = 0, last = 0, chars = 0;
    while (p[n] && chars < (size_t)perline) {
      if (p[n] == ' ') last = n;
      if (((unsigned char)p[n] & 0xc0) != 0x80) chars++;
      n++;
    }
    if (p[n] && last > 0) n = last;
    if (n >= sizeof line) n = sizeof line - 1;
    memcpy(line, p, n);
    line[n] = '\0';
    draw_text(d, x, y, size, DRAW_LEFT, maxw, line);
    y += size * 1.25;
    p += n;
    while (*p == ' ') p++;
  }
  return y;
}

static void aid_card(draw_t *d, double x, double y, double w, double h, const char *lang) {
  const char *const *t = aid_en;
  draw_set_color(d, DRAW_GRID);
  draw_set_line_width(d, 0.2);
  draw_rect(d, x, y, w, h);
  draw_stroke(d);
  draw_set_color(d, DRAW_BLACK);
  draw_text(d, x + 4, y + 8, 5, DRAW_LEFT | DRAW_BOLD, w - 8, i18n_page(lang, t[0]));
  double yy = y + 15;
  for (int i = 1; t[i]; i++) yy = wrap(d, x + 4, yy, 2.9, w - 8, i18n_page(lang, t[i])) + 0.8;
}

/* Face V (1..6) of the die: a square of side S at X, Y with its pips. */
static void die_face(draw_t *d, double x, double y, double s, int v) {
  /* pips on a 3 x 3 grid, row by row: which of the nine each face shows */
  static const unsigned short pips[7] = {0, 0x010, 0x101, 0x111, 0x145, 0x155, 0x16d};
  draw_set_color(d, DRAW_WHITE);
  draw_rect(d, x, y, s, s);
  draw_fill(d);
  draw_set_color(d, DRAW_BLACK);
  for (int k = 0; k < 9; k++)
    if (pips[v] >> k & 1) {
      draw_circle(d, x + s * (0.25 + 0.25 * (k % 3)), y + s * (0.25 + 0.25 * (k / 3)), s * 0.08);
      draw_fill(d);
    }
  draw_set_line_width(d, 0.3);
  draw_rect(d, x, y, s, s);
  draw_stroke(d);
}

/* The two outer corners of a glue tab of depth T on the edge (X0, Y0)-(X1, Y1) of the net, outside
 * it (to the right of the edge's direction, y growing downwards), into XY[0..3]. */
static void die_tab_corners(double x0, double y0, double x1, double y1, double t, double xy[4]) {
  double dx = x1 - x0, dy = y1 - y0, nx = -dy / (fabs(dx) + fabs(dy)) * t,
         ny = dx / (fabs(dx) + fabs(dy)) * t;
  xy[0] = x0 + 0.25 * dx + nx, xy[1] = y0 + 0.25 * dy + ny;
  xy[2] = x1 - 0.25 * dx + nx, xy[3] = y1 - 0.25 * dy + ny;
}

/* A glue tab of depth T on the edge (X0, Y0)-(X1, Y1) of the net (die_tab_corners). */
static void die_tab(draw_t *d, double x0, double y0, double x1, double y1, double t) {
  double xy[8] = {x0, y0, 0, 0, 0, 0, x1, y1};
  die_tab_corners(x0, y0, x1, y1, t, xy + 2);
  draw_set_color(d, DRAW_TEXT_GREY);
  draw_set_line_width(d, 0.2);
  draw_polygon(d, xy, 4);
  draw_stroke(d);
}

/* The die the rulebook lists among the components ("un dé à six faces"), as
 * a net to cut out and fold: a row of four faces, one above and one below
 * the second; opposite faces add up to 7. */
static void die_page(draw_t *d, const polymere_set_opts_t *o) {
  const double s = 30, t = 7;
  double x = (o->paper_w - 4 * s) / 2, y = (o->paper_h - 3 * s) / 2;
  /* The net's outline, corner by corner in faces' sides from its top-left (X, Y), the tabs on
   * its right-hand side: 1 where the side from that corner carries a glue tab, one for each
   * pair of sides that meet when folded (seven). */
  static const struct {
    signed char cx, cy, tab;
  } net[14] = {{1, 1, 1}, {0, 1, 0}, {0, 2, 1}, {1, 2, 0}, {1, 3, 0}, {2, 3, 0}, {2, 2, 1},
               {3, 2, 1}, {4, 2, 1}, {4, 1, 1}, {3, 1, 1}, {2, 1, 0}, {2, 0, 0}, {1, 0, 0}};
  static const int row[4] = {2, 1, 5, 6};
  for (int i = 0; i < 4; i++) die_face(d, x + i * s, y + s, s, row[i]);
  die_face(d, x + s, y, s, 3);
  die_face(d, x + s, y + 2 * s, s, 4);
  double cut[2 * (14 + 2 * 7)];
  int n = 0;
  for (int i = 0; i < 14; i++) {
    double x0 = x + net[i].cx * s, y0 = y + net[i].cy * s;
    double x1 = x + net[(i + 1) % 14].cx * s, y1 = y + net[(i + 1) % 14].cy * s;
    cut[2 * n] = x0, cut[2 * n + 1] = y0, n++;
    if (!net[i].tab) continue;
    die_tab(d, x0, y0, x1, y1, t);
    die_tab_corners(x0, y0, x1, y1, t, cut + 2 * n);
    n += 2;
  }
  if (o->cut_contour) { /* the net's outline, tabs included, for a die-cutter or a plotter */
    draw_set_color(d, DRAW_CUT);
    draw_set_line_width(d, 0.1);
    draw_polygon(d, cut, n);
    draw_stroke(d);
  }
  draw_set_color(d, DRAW_BLACK);
  draw_text(d, o->paper_w / 2, y - 20, 5, DRAW_CENTER | DRAW_BOLD, o->paper_w - 40,
            i18n_page(o->lang, "Polymère: the die"));
  wrap(d, 30, y + 3 * s + 20, 3.5, o->paper_w - 60,
       i18n_page(o->lang, "Cut along the outline, fold along the lines between the faces and "
                          "glue the grey tabs inside. Any six-sided die will do as well."));
}

void polymere_draw_set(draw_t *d, const polymere_set_opts_t *o) {
  honeycomb_t h;
  int per = honeycomb(o, &h);
  if (per < 1) return;
  double r = h.r, rb = h.rb;
  polymere_look_t look = {o->colours};
  int pages = (POLYMERE_NTILES + per - 1) / per, page = 0, npages = polymere_set_pages(o);
  draw_set_boxes(d, h.trim, h.bleed);
  for (int p = 0; p < pages; p++) {
    draw_begin_page(d);
    for (int k = 0; k < per && p * per + k < POLYMERE_NTILES; k++) {
      int t = p * per + k, face[6] = {0};
      double x, y;
      honeycomb_at(&h, k, &x, &y);
      for (int e = 0; e < 6 && !polymere_is_joker(t); e++) face[e] = polymere_tile_digit(t, e);
      tile(d, x, y, r, rb, face, 0, &look, 1);
      if (polymere_is_joker(t)) { /* a blank joker: only a small star so the front is known */
        draw_set_color(d, DRAW_TEXT_GREY);
        draw_text(d, x, y, r * 0.3, DRAW_CENTER | DRAW_MIDDLE, 0, "\xe2\x98\x85");
      }
      draw_set_color(d, DRAW_TEXT_GREY); /* the cut line, inside the cut */
      draw_set_line_width(d, 0.15);
      hex_path(d, x, y, r - 0.075 * 2 / SQRT3);
      draw_stroke(d);
    }
    if (o->cut_contour) { /* each tile's cut, for a die-cutter or a cutting plotter */
      draw_set_color(d, DRAW_CUT);
      draw_set_line_width(d, 0.1);
      for (int k = 0; k < per && p * per + k < POLYMERE_NTILES; k++) {
        double x, y;
        honeycomb_at(&h, k, &x, &y);
        hex_path(d, x, y, r);
      }
      draw_stroke(d);
    }
    if (o->crop_marks) render_crop_marks(d, o->paper_w, o->paper_h, h.trim, h.bleed);
    char foot[640];
    snprintf(foot, sizeof foot,
             /* TRANSLATORS: the footer of a page of the Polymère set: its title ("polyx polymere
                set", the command that printed it, or the user's --title), then the tiles on the
                page. */
             i18n_page(o->lang, "%s: tiles %d-%d of 124, cut along the hexagons"),
             o->title ? o->title : "polyx polymere set", p * per + 1,
             p * per + per < POLYMERE_NTILES ? p * per + per : POLYMERE_NTILES);
    render_footer(d, o->paper_w, o->paper_h, foot, o->lang, ++page, npages);
    draw_end_page(d);
    if (o->backs) { /* mirrored left-right for long-edge duplex */
      draw_begin_page(d);
      for (int k = 0; k < per && p * per + k < POLYMERE_NTILES; k++) {
        double x, y;
        honeycomb_at(&h, k, &x, &y);
        x = o->paper_w - x;
        draw_set_color(d, DRAW_BAND);
        hex_path(d, x, y, rb);
        draw_fill(d);
        if (draw_get_light(d)) { /* light ink: white inside a frame of RENDER_FRAME mm */
          draw_set_color(d, DRAW_WHITE);
          hex_path(d, x, y, r - RENDER_FRAME * 2 / SQRT3);
          draw_fill(d);
        }
        draw_set_color(d, DRAW_BLACK);
        /* 4 mm or more inside the tile's cut (the flats are r sqrt(3) apart) */
        draw_text(d, x, y, r * 0.28, DRAW_CENTER | DRAW_MIDDLE | DRAW_BOLD, r * SQRT3 - 8,
                  "Polymère");
      }
      if (o->crop_marks) render_crop_marks(d, o->paper_w, o->paper_h, h.trim, h.bleed);
      render_footer(d, o->paper_w, o->paper_h, o->title, o->lang, ++page, npages);
      draw_end_page(d);
    }
  }
  if (o->aids > 0) {
    double page_box[4] = {0, 0, o->paper_w, o->paper_h};
    draw_set_boxes(d, page_box, page_box);
    draw_begin_page(d);
    double w = (o->paper_w - 2 * MARGIN) / 2, hh = 80;
    int rows = (int)((o->paper_h - 2 * MARGIN) / hh);
    for (int i = 0; i < o->aids && i < 2 * rows; i++)
      aid_card(d, MARGIN + (i % 2) * w, MARGIN + (i / 2) * hh, w, hh, o->lang);
    draw_end_page(d);
  }
  double page_box[4] = {0, 0, o->paper_w, o->paper_h};
  draw_set_boxes(d, page_box, page_box);
  draw_begin_page(d);
  die_page(d, o);
  draw_end_page(d);
}

void polymere_draw_series_page(draw_t *d, double pw, double ph, const char *title, const char *all,
                               const polymere_series_t *s, const char *lang) {
  const char *titles[1 + POLYMERE_NSTRATEGIES];
  const long *counts[1 + POLYMERE_NSTRATEGIES];
  int n = 0;
  titles[n] = all, counts[n++] = s->hist + 1;
  for (int k = 0; k < POLYMERE_NSTRATEGIES; k++) /* one chart a strategy seated */
    if (s->tally.seated[k])
      titles[n] = polymere_strategy_name((polymere_strategy_t)k), counts[n++] = s->shist[k] + 1;
  draw_histogram_page(d, pw, ph, title, n, titles, counts, (int)s->maxchain, 1,
                      i18n_page(lang, "tiles placed in one turn (turns that placed any)"));
}
