/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* draw_sheets.c: the Polyminix sheets: kits to cut out, the second game's problem table, the score
 * sheet. */
#include <config.h>

#include "games/polyminix/draw.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/intl.h"
#include "games/polyminix/draw_internal.h"
#include "poly/pieceset.h"
#include "poly/region.h"
#include "poly/tiling.h"
#include "output/draw.h"
#include "output/render.h"

/* The sheet's size for the problem table and the score sheet, drawn for
 * A4 down from the top: A4, or the paper asked for when it is at least
 * SHEET_MIN_W x SHEET_MIN_H (Letter, A3, SRA3...). 1, or 0 with the reason
 * in ERR. */
#define SHEET_MIN_W 200.0
#define SHEET_MIN_H 275.0
static int sheet_paper(const pmxd_opts_t *o, double *pw, double *ph, char *err, size_t errlen) {
  *pw = 210;
  *ph = 297;
  if (o->paper_w <= 0) return 1;
  if (o->paper_w < SHEET_MIN_W || o->paper_h < SHEET_MIN_H) {
    snprintf(err, errlen, _("--paper %.0fx%.0f: this sheet needs a page of %.0fx%.0f mm or more"),
             o->paper_w, o->paper_h, SHEET_MIN_W, SHEET_MIN_H);
    return 0;
  }
  *pw = o->paper_w;
  *ph = o->paper_h;
  return 1;
}

/* 0 when O asks for several sheets a page (--nup), which a sheet that is
 * its own page cannot honour: the reason in ERR; else 1. */
static int one_a_page(const pmxd_opts_t *o, char *err, size_t errlen) {
  if (!o->page || (o->page->cols <= 0 && o->page->rows <= 0)) return 1;
  snprintf(err, errlen, _("--nup %dx%d: each sheet is a page of its own"), o->page->cols,
           o->page->rows);
  return 0;
}

/* ---- the kit ---- */

typedef struct kit_ctx {
  const pieceset_t *kit;
  const pmxd_opts_t *o;
  const region_t *rect;
  const int *grid; /* a tiling of RECT by the kit */
  int copies, per_page, cols;
} kit_ctx_t;

/* A kit sheet's margins and the gap between kits, in mm. */
#define KIT_SIDE 10.0
#define KIT_TOP  22.0
#define KIT_FOOT 15.0
#define KIT_GAP  8.0

static void kit_page(draw_t *d, const render_card_t *rc, void *vctx) {
  kit_ctx_t *k = vctx;
  const pmxd_opts_t *o = k->o;
  double cell = o->cell_mm;
  draw_set_color(d, DRAW_WHITE);
  draw_rect(d, rc->x, rc->y, rc->w, rc->h);
  draw_fill(d);
  draw_set_color(d, DRAW_BLACK);
  draw_text(d, rc->x + 10, rc->y + 12, 5, DRAW_LEFT | DRAW_MIDDLE | DRAW_BOLD, rc->w - 20,
            pmxd_label(o, PMXD_L_KIT));
  int first = rc->index * k->per_page;
  double bw = k->rect->w * cell, bh = k->rect->h * cell;
  /* the kits' grid centred across the sheet */
  double x0 = rc->x + (rc->w - (k->cols * (bw + KIT_GAP) - KIT_GAP)) / 2;
  for (int i = 0; i < k->per_page && first + i < k->copies; i++) {
    double x = x0 + (i % k->cols) * (bw + KIT_GAP),
           y = rc->y + KIT_TOP + (i / k->cols) * (bh + KIT_GAP);
    pmxd_tiling(d, k->rect, k->grid, k->kit, x, y, bw, bh, cell);
    if (o->page && o->page->cut_contour) { /* the pieces' outlines, for a die-cutter */
      int *cells = malloc((size_t)k->rect->w * k->rect->h * sizeof *cells);
      if (!cells) {
        draw_set_error(d, DRAW_ERR_NOMEM, "out of memory");
        return;
      }
      for (int c = 0; c < k->rect->w * k->rect->h; c++)
        cells[c] = k->grid[c] >= 0 ? k->grid[c] : RENDER_OUTSIDE;
      render_grid_t g = {k->rect->w, k->rect->h, cells, k->kit->n, NULL, NULL, NULL};
      render_grid_cut(d, &g, x, y, cell);
      free(cells);
    }
  }
}

/* How many kits of BW x BH mm a sheet of PW x PH holds: *COLS x *ROWS. */
static int kit_grid(double pw, double ph, double bw, double bh, int *cols, int *rows) {
  *cols = (int)floor((pw - 2 * KIT_SIDE + KIT_GAP) / (bw + KIT_GAP));
  *rows = (int)floor((ph - KIT_TOP - KIT_FOOT + KIT_GAP) / (bh + KIT_GAP));
  if (*cols < 0) *cols = 0;
  if (*rows < 0) *rows = 0;
  return *cols * *rows;
}

int pmxd_print_kit(const char *path, const pieceset_t *kit, const region_t *rect, const int *grid,
                   int copies, const pmxd_opts_t *o, char *err, size_t errlen) {
  kit_ctx_t k = {kit, o, rect, grid, copies, 0, 0};
  if (!one_a_page(o, err, errlen)) return RENDER_ERR_ARGS;
  double bw = k.rect->w * o->cell_mm, bh = k.rect->h * o->cell_mm;
  /* the sheet is the page: A4 or the paper asked for, upright or turned,
   * whichever takes fewer sheets (upright on a tie) */
  double pw = 210, ph = 297;
  if (o->paper_w > 0) {
    pw = o->paper_w;
    ph = o->paper_h;
  }
  int cols, rows, tc, tr;
  int up = kit_grid(pw, ph, bw, bh, &cols, &rows), turned = kit_grid(ph, pw, bw, bh, &tc, &tr);
  if (up == 0 && turned == 0) {
    snprintf(err, errlen, _("a kit of %.0fx%.0f mm does not fit on a %.0fx%.0f mm page"), bw, bh,
             pw, ph);
    return RENDER_ERR_ARGS;
  }
  /* no count asked: a full page (four kits, one a player, or more) */
  if (copies <= 0) copies = k.copies = (up > turned ? up : turned) > 4 ? (up > turned ? up : turned) : 4;
  if (up == 0 || (turned > 0 && (copies + turned - 1) / turned < (copies + up - 1) / up)) {
    double t = pw;
    pw = ph;
    ph = t;
    cols = tc;
    rows = tr;
  }
  k.cols = cols;
  k.per_page = cols * rows;
  render_opts_t ro;
  pmxd_render_opts(o, pw, ph, path, &ro);
  ro.paper_w = ro.paper_h = 0; /* the sheet is the page */
  int pages = (copies + k.per_page - 1) / k.per_page;
  return render_cards(path, NULL, pages, kit_page, NULL, NULL, &k, &ro, err, errlen);
}

/* ---- the problem table ---- */

typedef struct prob_ctx {
  const pieceset_t *kit;
  const polyminix_problem_t *pr;
  const pmxd_opts_t *o;
} prob_ctx_t;

static void problem_text(const pmxd_opts_t *o, const polyminix_problem_t *p, char *buf, size_t n) {
  static const int keys[4] = {PMXD_L_SQUARE, PMXD_L_RECT, PMXD_L_SYM, PMXD_L_AP};
  snprintf(buf, n, pmxd_label(o, keys[p->kind]), p->a, p->b);
}

/* The text of a problem in its cell at (X, Y), CW x CH: two lines, cut
 * after the first comma or at the middle space. */
static void problem_cell(draw_t *d, double x, double y, double cw, double ch, const char *text) {
  char a[96], b2[96] = "";
  snprintf(a, sizeof a, "%s", text);
  char *cut = strchr(a, ',');
  if (!cut) {
    cut = strrchr(a, ' ');
    if (cut && cut - a > 0) { /* a number alone stays with its words */
      char *prev = cut;
      *prev = '\0';
      char *p2 = strrchr(a, ' ');
      *prev = ' ';
      if (p2) cut = p2;
    }
  } else
    cut++;
  if (cut) {
    snprintf(b2, sizeof b2, "%s", cut + (*cut == ' '));
    *cut = '\0';
  }
  draw_text(d, x + cw / 2, y + ch / 2 - 2.5, 3.2, DRAW_CENTER | DRAW_MIDDLE, cw - 2, a);
  draw_text(d, x + cw / 2, y + ch / 2 + 2.5, 3.2, DRAW_CENTER | DRAW_MIDDLE, cw - 2, b2);
}

/* The largest cell at which F (turned a quarter when TURN) fits W x H. */
static double fit_cell(const region_t *f, int turn, double w, double h) {
  int fw = turn ? f->h : f->w, fh = turn ? f->w : f->h;
  return fmin(w / fw, h / fh);
}

/* Problem I's answer in W x H at (X, Y) with cells of CELL mm, turned a
 * quarter when it fits the box better that way. */
static void answer_tiling(draw_t *d, const prob_ctx_t *c, int i, double x, double y, double w,
                          double h, double cell) {
  const region_t *f = &c->pr[i].fig;
  if (fit_cell(f, 1, w, h) <= fit_cell(f, 0, w, h) + 1e-9) {
    pmxd_tiling(d, f, c->pr[i].grid, c->kit, x, y, w, h, cell);
    return;
  }
  int *tg = malloc((size_t)f->w * f->h * sizeof *tg);
  if (!tg) return;
  for (int yy = 0; yy < f->h; yy++)
    for (int xx = 0; xx < f->w; xx++) tg[xx * f->h + yy] = c->pr[i].grid[yy * f->w + xx];
  region_t t = {f->h, f->w, NULL}; /* the grid says which cells are in */
  pmxd_tiling(d, &t, tg, c->kit, x, y, w, h, cell);
  free(tg);
}

static void prob_page(draw_t *d, const render_card_t *rc, void *vctx) {
  prob_ctx_t *c = vctx;
  const pmxd_opts_t *o = c->o;
  draw_set_color(d, DRAW_WHITE);
  draw_rect(d, rc->x, rc->y, rc->w, rc->h);
  draw_fill(d);
  draw_set_color(d, DRAW_BLACK);
  double m = 12, top = rc->y + 30;
  draw_text(d, rc->x + rc->w / 2, rc->y + 16, 5.5, DRAW_CENTER | DRAW_MIDDLE | DRAW_BOLD,
            rc->w - 2 * m,
            rc->index == 0 ? pmxd_label(o, PMXD_L_PROBLEMS) : pmxd_label(o, PMXD_L_ANSWERS));
  double hw = 10, cw = (rc->w - 2 * m - hw) / 6,
         ch = rc->index == 0 ? 34 : (rc->h - 30 - 15 - hw) / 6;
  char buf[96];
  draw_set_line_width(d, 0.3);
  for (int i = 0; i < 6; i++) {
    snprintf(buf, sizeof buf, "%d", i + 1);
    draw_set_color(d, DRAW_BAND);
    draw_rect(d, rc->x + m + hw + i * cw, top, cw, hw);
    draw_rect(d, rc->x + m, top + hw + i * ch, hw, ch);
    draw_fill(d);
    draw_set_color(d, DRAW_BLACK);
    draw_text(d, rc->x + m + hw + (i + 0.5) * cw, top + hw / 2, 5,
              DRAW_CENTER | DRAW_MIDDLE | DRAW_BOLD, 0, buf);
    draw_text(d, rc->x + m + hw / 2, top + hw + (i + 0.5) * ch, 5,
              DRAW_CENTER | DRAW_MIDDLE | DRAW_BOLD, 0, buf);
  }
  /* one scale for every answer (each figure turned when that lets it be
   * larger): no answer a strip a few mm tall beside a large one */
  double scale = 4;
  for (int i = 0; i < POLYMINIX_NPROBLEMS && rc->index != 0; i++)
    if (c->pr[i].solved) {
      const region_t *f = &c->pr[i].fig;
      double up = fit_cell(f, 0, cw - 3, ch - 7), turned = fit_cell(f, 1, cw - 3, ch - 7);
      scale = fmin(scale, fmax(up, turned));
    }
  for (int i = 0; i < POLYMINIX_NPROBLEMS; i++) {
    double x = rc->x + m + hw + (i % 6) * cw, y = top + hw + (i / 6) * ch;
    draw_set_color(d, DRAW_BLACK);
    draw_rect(d, x, y, cw, ch);
    draw_stroke(d);
    problem_text(o, &c->pr[i], buf, sizeof buf);
    if (rc->index == 0) {
      problem_cell(d, x, y, cw, ch, buf);
    } else {
      draw_text(d, x + cw / 2, y + 3, 2.2, DRAW_CENTER | DRAW_MIDDLE, cw - 2, buf);
      if (c->pr[i].solved) answer_tiling(d, c, i, x + 1.5, y + 5.5, cw - 3, ch - 7, scale);
    }
  }
  /* the rulebook's table did not survive its transcription: say whose this one is */
  if (rc->index == 0)
    pmxd_text_wrapped(d, rc->x + m, top + hw + 6 * ch + 8, 3.2, DRAW_LEFT | DRAW_MIDDLE,
                      rc->w - 2 * m, 4, 3, pmxd_label(o, PMXD_L_TABLE_NOTE));
}

int pmxd_print_problems(const char *path, const pieceset_t *kit,
                        const polyminix_problem_t pr[POLYMINIX_NPROBLEMS], const pmxd_opts_t *o,
                        char *err, size_t errlen) {
  prob_ctx_t c = {kit, pr, o};
  render_opts_t ro;
  double pw, ph;
  if (!sheet_paper(o, &pw, &ph, err, errlen) || !one_a_page(o, err, errlen)) return RENDER_ERR_ARGS;
  pmxd_render_opts(o, pw, ph, path, &ro);
  ro.paper_w = ro.paper_h = 0;
  return render_cards(path, NULL, 2, prob_page, NULL, NULL, &c, &ro, err, errlen);
}

/* ---- the score sheet ---- */

/* The six faces of the TURNO die from TY down, in the rulebook's words and
 * order, then the end of the game and the tie rule. The die's symbols did
 * not survive the rulebook's transcription: the faces are numbered. */
static void score_turno(draw_t *d, const pmxd_opts_t *o, double x0, double ty, double w) {
  /* every text 3.6 mm (10 pt) or more: a child reads it */
  const double ds = 10, lineh = 4.4, step = 19, dx = x0 + 15, tw = w - 30 - ds - 5;
  draw_set_color(d, DRAW_BLACK);
  draw_text(d, dx, ty, 5, DRAW_LEFT | DRAW_MIDDLE | DRAW_BOLD, w - 30, pmxd_label(o, PMXD_L_TURNO));
  for (int f = 0; f < POLYMINIX_TURNO_FACES; f++) {
    double y = ty + 11 + f * step;
    char num[16];
    snprintf(num, sizeof num, "%d", f + 1);
    draw_set_color(d, DRAW_BLACK);
    draw_set_line_width(d, 0.5);
    draw_rect(d, dx, y - ds / 2, ds, ds);
    draw_stroke(d);
    draw_text(d, dx + ds / 2, y, 5, DRAW_CENTER | DRAW_MIDDLE | DRAW_BOLD, 0, num);
    pmxd_text_wrapped(d, dx + ds + 5, y - lineh, 3.6, DRAW_LEFT | DRAW_MIDDLE, tw, lineh, 3,
                      pmxd_label(o, PMXD_L_T1 + f));
  }
  double ey = ty + 11 + POLYMINIX_TURNO_FACES * step;
  pmxd_text_wrapped(d, dx, ey, 3.6, DRAW_LEFT | DRAW_MIDDLE | DRAW_BOLD, w - 30, 4.4, 3,
                    pmxd_label(o, PMXD_L_END));
  pmxd_text_wrapped(d, dx, ey + 14, 3.6, DRAW_LEFT | DRAW_MIDDLE, w - 30, 4.4, 2,
                    pmxd_label(o, PMXD_L_TURNO_NOTE));
}

/* The squares of the score track: the goal, 12, and two rows past it: the rulebook sets no
 * end to the turns of players tied at 12 or more, and a turn scores 3 points at most, so 24
 * holds a tie settled in up to four more turns. */
#define SCORE_TRACK 24

static void score_page(draw_t *d, const render_card_t *rc, void *vctx) {
  const pmxd_opts_t *o = vctx;
  double x0 = rc->x, y0 = rc->y, w = rc->w;
  draw_set_color(d, DRAW_WHITE);
  draw_rect(d, x0, y0, w, rc->h);
  draw_fill(d);
  draw_set_color(d, DRAW_BLACK);
  draw_text(d, x0 + w / 2, y0 + 18, 7, DRAW_CENTER | DRAW_MIDDLE | DRAW_BOLD, w - 20,
            pmxd_label(o, PMXD_L_SCORE));
  /* the track: four start squares, then 1..24 in a snake: 12 wins, and the
   * rows past it for players tied at 12 or more, who play on ("i giocatori a
   * pari merito svolgono un ulteriore turno di gioco") */
  double s = 16, m = (w - 7 * s) / 2, ty = y0 + 35;
  char buf[16];
  for (int p = 0; p < 4; p++) {
    draw_set_color(d, DRAW_PIECE(p));
    draw_rect(d, m + p * s * 1.0 + (7 * s - 4 * s) / 2, ty, s, s);
    draw_fill(d);
    draw_set_color(d, DRAW_BLACK);
    draw_set_line_width(d, 0.6);
    draw_rect(d, m + p * s + (7 * s - 4 * s) / 2, ty, s, s);
    draw_stroke(d);
  }
  draw_text(d, x0 + w / 2, ty + s + 5, 4, DRAW_CENTER | DRAW_MIDDLE | DRAW_BOLD, 0,
            pmxd_label(o, PMXD_L_START));
  double ry = ty + s + 12;
  for (int k = 1; k <= SCORE_TRACK; k++) {
    int row = (k - 1) / 6, col = (k - 1) % 6;
    if (row % 2 == 1) col = 5 - col; /* snake */
    double x = m + s / 2 + col * s, y = ry + row * s;
    draw_set_color(d, k == POLYMINIX_GOAL ? DRAW_BAND : DRAW_WHITE);
    draw_rect(d, x, y, s, s);
    draw_fill(d);
    draw_set_color(d, DRAW_BLACK);
    draw_set_line_width(d, 0.6);
    draw_rect(d, x, y, s, s);
    draw_stroke(d);
    snprintf(buf, sizeof buf, "%d", k);
    draw_text(d, x + s / 2, y + s / 2, 7, DRAW_CENTER | DRAW_MIDDLE | DRAW_BOLD, 0, buf);
  }
  score_turno(d, o, x0, ry + SCORE_TRACK / 6 * s + 12, w);
}

int pmxd_print_scoresheet(const char *path, const pmxd_opts_t *o, char *err, size_t errlen) {
  render_opts_t ro;
  double pw, ph;
  if (!sheet_paper(o, &pw, &ph, err, errlen) || !one_a_page(o, err, errlen)) return RENDER_ERR_ARGS;
  pmxd_render_opts(o, pw, ph, path, &ro);
  ro.paper_w = ro.paper_h = 0;
  return render_cards(path, NULL, 1, score_page, NULL, NULL, (void *)o, &ro, err, errlen);
}
