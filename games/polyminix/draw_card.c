/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* draw_card.c: the Polyminix deck in print: a challenge a side (six boxes, the figure), answer
 * pages. */
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
#include "output/draw.h"
#include "output/i18n.h"
#include "output/render.h"

typedef struct deck_ctx {
  const polyminix_deck_t *deck;
  const pmxd_opts_t *o;
  const pieceset_t *kits;             /* per side: 2*card + side */
  const polyminix_side_result_t *res; /* per side */
} deck_ctx_t;

/* A draft's word for a box that does not hold (BR), in O's language. */
static const char *draft_word(const pmxd_opts_t *o, const polyminix_box_result_t *br, char *buf,
                              size_t n, int area) {
  if (br->cells > 0) {
    /* TRANSLATORS: a draft card's box whose pieces make 29 cells for a figure of 36 */
    snprintf(buf, n, i18n_page(o->lang, "%d\xE2\x89\xA0%d cells"), br->cells, area);
    return buf;
  }
  switch (br->verdict) {
    /* TRANSLATORS: a draft card's box: the search ran out of budget */
    case POLYMINIX_UNKNOWN: return i18n_page(o->lang, "unsettled");
    /* TRANSLATORS: a draft card's box: a piece not in the kit, shown twice... */
    case POLYMINIX_INVALID: return i18n_page(o->lang, "bad box");
    /* TRANSLATORS: a draft card's box: no choice of pieces it allows covers the figure */
    default: return i18n_page(o->lang, "no tiling");
  }
}

/* A draft's mark over box B at (X, Y, W, H) that does not hold: a thick
 * frame and WORD in a black band at the box's top, beside its number (box
 * 5, whose top says "all but", at its foot). */
static void draft_box(draw_t *d, int b, const char *word, double x, double y, double w,
                      double h) {
  draw_set_color(d, DRAW_BLACK);
  draw_set_line_width(d, 1.2);
  draw_rect(d, x + 0.6, y + 0.6, w - 1.2, h - 1.2);
  draw_stroke(d);
  double by = b == POLYMINIX_BOX_ALL_BUT ? y + h - 5.8 : y + 0.6, bx = x + 7;
  if (b == POLYMINIX_BOX_ALL_BUT) bx = x + 0.6;
  draw_rect(d, bx, by, x + w - 0.6 - bx, 5.2);
  draw_fill(d);
  char t[96];
  snprintf(t, sizeof t, "\xE2\x9C\x97 %s", word);
  draw_set_color(d, DRAW_WHITE);
  draw_text(d, bx + 1, by + 2.7, 3.0, DRAW_LEFT | DRAW_MIDDLE | DRAW_BOLD, x + w - bx - 3, t);
}

/* "DRAFT" outside the trim of card RC: in its bleed; without one, in the gap between the
 * title's line and the top boxes, 3 mm or more inside the cut as every mark (a print shop's
 * margin), where no text of the card runs. */
static void draft_mark(draw_t *d, const render_card_t *rc, const pmxd_opts_t *o) {
  /* TRANSLATORS: the mark on a draft card, outside the part that is cut out */
  const char *t = i18n_page(o->lang, "DRAFT");
  if (render_card_bleed_mark(d, rc, t)) return;
  draw_set_color(d, DRAW_BLACK);
  draw_text(d, rc->x + rc->w / 2, rc->y + 10.8, 2.0, DRAW_CENTER | DRAW_MIDDLE | DRAW_BOLD, 0, t);
}

/* The frame of a box and its number in a black disc. */
static void box_frame(draw_t *d, int b, double x, double y, double w, double h) {
  draw_set_color(d, DRAW_WHITE);
  draw_rect(d, x, y, w, h);
  draw_fill(d);
  draw_set_color(d, DRAW_BLACK);
  draw_set_line_width(d, 0.4);
  draw_rect(d, x, y, w, h);
  draw_stroke(d);
  char num[16];
  snprintf(num, sizeof num, "%d", b + 1);
  draw_circle(d, x + 3.2, y + 3.2, 2.3);
  draw_fill(d);
  draw_set_color(d, DRAW_WHITE);
  draw_text(d, x + 3.2, y + 3.3, 3.0, DRAW_CENTER | DRAW_MIDDLE | DRAW_BOLD, 0, num);
}

/* Box 6 inside IX, IY, IW x IH: "N x (Z) cells" for each distinct size Z:
 * the size a number in a circle, never a bar of cells that reads as a piece. */
static void box_sizes(draw_t *d, const pmxd_opts_t *o, const polyminix_box_t *box, double ix,
                      double iy, double iw, double ih) {
  int cnt[POLYMINIX_MAX_PIECE_CELLS + 1] = {0}, nd = 0;
  for (int i = 0; i < box->n; i++) cnt[box->sizes[i]]++;
  for (int z = POLYMINIX_MAX_PIECE_CELLS; z >= 1; z--) nd += cnt[z] > 0;
  double rowh = fmin(ih / (nd ? nd : 1), 8.0), cy = iy + (ih - rowh * nd) / 2;
  for (int z = POLYMINIX_MAX_PIECE_CELLS; z >= 1; z--) {
    if (!cnt[z]) continue;
    char t[16];
    double fs = fmin(rowh * 0.6, 4), r = fmin(rowh * 0.45, 3.2), mid = cy + rowh / 2;
    snprintf(t, sizeof t, "%d \xC3\x97", cnt[z]);
    draw_set_color(d, DRAW_BLACK);
    draw_text(d, ix + 1, mid, fs, DRAW_LEFT | DRAW_MIDDLE | DRAW_BOLD, 12, t);
    double cx = ix + 13 + r;
    draw_set_color(d, DRAW_WHITE);
    draw_circle(d, cx, mid, r);
    draw_fill(d);
    draw_set_color(d, DRAW_BLACK);
    draw_set_line_width(d, 0.35);
    draw_circle(d, cx, mid, r);
    draw_stroke(d);
    snprintf(t, sizeof t, "%d", z);
    draw_text(d, cx, mid, fs, DRAW_CENTER | DRAW_MIDDLE | DRAW_BOLD, 2 * r, t);
    /* TRANSLATORS: card box 6, after a piece size in a circle: "2 x (5) cells", two pieces
       of five cells. */
    draw_text(d, cx + r + 1.5, mid, fs * 0.8, DRAW_LEFT | DRAW_MIDDLE, iw - (cx + r + 1.5 - ix),
              i18n_page_n(o->lang, "cell", "cells", (unsigned long)z));
    cy += rowh;
  }
}

/* The kit pieces a box shows, in their kit colours, into SHV and COLV
 * (names not in the kit left out); their number. */
static int shown_shapes(const pieceset_t *kit, const polyminix_box_t *box, const shape_t **shv,
                        int *colv) {
  int n = 0;
  for (int i = 0; i < box->n; i++) {
    int ki = pieceset_find(kit, box->names[i]);
    if (ki < 0) continue;
    shv[n] = &kit->pieces[ki].shape;
    colv[n++] = DRAW_PIECE(ki);
  }
  return n;
}

/* A cross over a piece of SW x SHH cells of CS mm at (PX, PY): box 5. Square whatever the
 * piece's shape (a cross stretched to a straight piece's box would be two near-vertical
 * lines): as wide as the piece's narrow side, 1.5 cells at least (a quarter cell past a
 * straight piece's sides: two crosses never meet in the 0.6 cell between two pictures), never
 * longer than its long side. */
static void cross_out(draw_t *d, double px, double py, int sw, int shh, double cs) {
  int lo = sw < shh ? sw : shh, hi = sw < shh ? shh : sw;
  double half = (lo >= 2 ? lo : hi < 1.5 ? hi : 1.5) * cs / 2;
  double cx = px + sw * cs / 2, cy = py + shh * cs / 2;
  draw_set_color(d, DRAW_BLACK);
  draw_set_line_width(d, 0.5);
  draw_segment(d, cx - half, cy - half, cx + half, cy + half);
  draw_segment(d, cx - half, cy + half, cx + half, cy - half);
  draw_stroke(d);
}

static void draw_box(draw_t *d, const deck_ctx_t *c, const pieceset_t *kit,
                     const polyminix_side_t *s, int b, double x, double y, double w, double h) {
  const pmxd_opts_t *o = c->o;
  box_frame(d, b, x, y, w, h);
  const polyminix_box_t *box = &s->box[b];
  double ix = x + 2, iy = y + 7, iw = w - 4, ih = h - 9;
  if (b == POLYMINIX_BOX_SIZES) {
    box_sizes(d, o, box, ix, iy, iw, ih);
    return;
  }
  const shape_t *shv[POLYMINIX_MAX_SHOWN];
  int colv[POLYMINIX_MAX_SHOWN];
  int n = shown_shapes(kit, box, shv, colv);
  double foot = (b == POLYMINIX_BOX_PLUS_K || b == POLYMINIX_BOX_PLUS_ANY) ? 6 : 0;
  if (b == POLYMINIX_BOX_ALL_BUT) {
    draw_set_color(d, DRAW_BLACK);
    draw_text(d, x + 7, y + 3.4, 2.6, DRAW_LEFT | DRAW_MIDDLE, w - 9, pmxd_label(o, PMXD_L_BOX5));
  }
  double pos[2 * POLYMINIX_MAX_SHOWN];
  double cs = pmxd_flow(shv, n, iw, ih - foot, 3.2, pos);
  for (int i = 0; i < n && cs > 0; i++) {
    int sw, shh;
    shape_size(shv[i], &sw, &shh);
    double px = ix + pos[2 * i], py = iy + pos[2 * i + 1];
    pmxd_shape(d, shv[i], px, py, cs, colv[i]);
    if (b == POLYMINIX_BOX_ALL_BUT) cross_out(d, px, py, sw, shh, cs);
  }
  if (b == POLYMINIX_BOX_PLUS_K) {
    draw_set_color(d, DRAW_BLACK);
    char kt[64];
    snprintf(kt, sizeof kt, "%s %d", pmxd_label(o, PMXD_L_BOX3), box->k); /* the count written */
    draw_text(d, ix, y + h - 3.2, 2.6, DRAW_LEFT | DRAW_MIDDLE | DRAW_BOLD, iw - 14, kt);
    for (int k = 0; k < box->k; k++) draw_circle(d, x + w - 4 - k * 4.5, y + h - 3.5, 1.6);
    draw_fill(d);
  }
  if (b == POLYMINIX_BOX_PLUS_ANY) {
    draw_set_color(d, DRAW_BLACK);
    draw_text(d, ix, y + h - 3.2, 2.6, DRAW_LEFT | DRAW_MIDDLE, iw, pmxd_label(o, PMXD_L_BOX4));
  }
}

/* Box B of side SI, marked when it does not hold on a draft. */
static void side_box(draw_t *d, const deck_ctx_t *c, int si, int b, double x, double y, double w,
                     double h) {
  const polyminix_side_t *s = &c->deck->cards[si / 2].side[si % 2];
  draw_box(d, c, &c->kits[si], s, b, x, y, w, h);
  const polyminix_box_result_t *br = &c->res[si].box[b];
  if (!c->o->draft || (br->verdict == POLYMINIX_HOLDS && br->grid)) return;
  char buf[64];
  draft_box(d, b, draft_word(c->o, br, buf, sizeof buf, region_area(&s->fig)), x, y, w, h);
}

/* Figure F of a side drawn at the pieces' size (smaller only when it would
 * not fit FW x FH), centred across the card of X, W and down from FY0, its
 * area written on the cell nearest its centre of mass. */
static void side_figure(draw_t *d, const pmxd_opts_t *o, const region_t *f, double x, double w,
                        double fy0, double fw, double fh) {
  char buf[16];
  double cell = o->cell_mm;
  if (f->w * cell > fw || f->h * cell > fh) cell = fmin(fw / f->w, fh / f->h);
  int *cells = malloc((size_t)f->w * f->h * sizeof *cells);
  if (cells) {
    for (int k = 0; k < f->w * f->h; k++)
      cells[k] = f->cells[k] == REGION_CELL ? RENDER_EMPTY : RENDER_OUTSIDE;
    render_grid_t g = {f->w, f->h, cells, 0, NULL, NULL, NULL};
    double gx = x + (w - f->w * cell) / 2, gy = fy0 + (fh - f->h * cell) / 2;
    render_draw_grid(d, &g, gx, gy, cell, 0);
    /* the area in the figure: on the cell nearest the centre of mass */
    double sx = 0, sy = 0;
    int n = 0;
    for (int yy = 0; yy < f->h; yy++)
      for (int xx = 0; xx < f->w; xx++)
        if (f->cells[yy * f->w + xx] == REGION_CELL) sx += xx, sy += yy, n++;
    int bx = 0, by = 0;
    double bd = 1e9;
    for (int yy = 0; yy < f->h; yy++)
      for (int xx = 0; xx < f->w; xx++)
        if (f->cells[yy * f->w + xx] == REGION_CELL) {
          double dd = (xx - sx / n) * (xx - sx / n) + (yy - sy / n) * (yy - sy / n);
          if (dd < bd) bd = dd, bx = xx, by = yy;
        }
    snprintf(buf, sizeof buf, "%d", n);
    draw_set_color(d, DRAW_TEXT_GREY);
    draw_text(d, gx + (bx + 0.5) * cell, gy + (by + 0.5) * cell, cell * 0.6,
              DRAW_CENTER | DRAW_MIDDLE | DRAW_BOLD, cell * 0.95, buf);
    free(cells);
  }
}

/* Where the ID of LEN bytes breaks into two lines: after the ':' (else the ',') nearest its
 * middle, so that no piece name is cut; the middle when it has neither. */
static size_t id_break(const char *id, size_t len) {
  size_t best = 0, mid = len / 2;
  for (int pass = 0; pass < 2 && !best; pass++)
    for (size_t i = 1; i + 1 < len; i++)
      if (id[i] == (pass ? ',' : ':') &&
          (!best || (i + 1 > mid ? i + 1 - mid : mid - i - 1) < (best > mid ? best - mid : mid - best)))
        best = i + 1;
  return best ? best : mid;
}

static void draw_side(draw_t *d, const render_card_t *rc, deck_ctx_t *c, int si) {
  const pmxd_opts_t *o = c->o;
  const polyminix_card_t *card = &c->deck->cards[si / 2];
  if (si % 2 >= card->nsides) {
    render_card_ground(d, rc, DRAW_CARD);
    return;
  }
  const polyminix_side_t *s = &card->side[si % 2];
  int level = s->level >= 0 ? s->level : c->res[si].level;
  double x = rc->x, y = rc->y, w = rc->w, h = rc->h;
  /* in black and white a hatched background would hide the boxes: white,
   * with the level's name in the title line */
  int mono = draw_get_bw(d);
  render_card_ground(d, rc, mono ? DRAW_WHITE : pmxd_level_color(level));
  /* title line */
  char buf[192];
  draw_set_color(d, DRAW_BLACK);
  const char *title = o->title && o->title[0]           ? o->title
                      : c->deck->title[0] ? c->deck->title
                                          : pmxd_label(o, PMXD_L_TITLE);
  /* the title up to the level's name (black and white) or the card's number */
  draw_text(d, x + 6, y + 7, 5, DRAW_LEFT | DRAW_MIDDLE | DRAW_BOLD,
            mono ? 60 : card->name[0] ? 76 : w - 12, title);
  if (mono && level >= 0)
    draw_text(d, x + w / 2, y + 7, 4, DRAW_CENTER | DRAW_MIDDLE | DRAW_BOLD, 40,
              pmxd_level_label(o, level));
  /* the card's number or name and its side; nothing for a side given by its ID */
  if (card->name[0]) {
    snprintf(buf, sizeof buf, "%s %s %c", render_label(o->lang, RENDER_L_NO), card->name,
             'A' + si % 2);
    draw_text(d, x + w - 6, y + 7, 4, DRAW_RIGHT | DRAW_MIDDLE | DRAW_BOLD, 50, buf);
  }
  /* boxes: 1 2 5 on top, 3 4 6 below */
  /* the foot keeps 9 mm for the ID's two lines, their text 3 mm or more inside the cut */
  double m = 5, gap = 3, bw = (w - 2 * m - 2 * gap) / 3, bh = 41;
  double top = y + 13, bot = y + h - 9 - bh;
  static const int top_boxes[3] = {POLYMINIX_BOX_SHOWN_A, POLYMINIX_BOX_SHOWN_B,
                                   POLYMINIX_BOX_ALL_BUT};
  static const int bot_boxes[3] = {POLYMINIX_BOX_PLUS_K, POLYMINIX_BOX_PLUS_ANY,
                                   POLYMINIX_BOX_SIZES};
  for (int i = 0; i < 3; i++) {
    side_box(d, c, si, top_boxes[i], x + m + i * (bw + gap), top, bw, bh);
    side_box(d, c, si, bot_boxes[i], x + m + i * (bw + gap), bot, bw, bh);
  }
  /* the figure at the pieces' size */
  double fy0 = top + bh + 3;
  side_figure(d, o, &s->fig, x, w, fy0, w - 2 * m, bot - 3 - fy0);
  /* the ID and seed at the foot */
  char *id = polyminix_side_id(s);
  if (c->deck->has_seed) {
    char sd[64];
    /* TRANSLATORS: the card's footer: the seed the deck was drawn from ("seed 1 - green - No
       1A"), as the deck's text and `polyx cards generate --seed` name it. */
    snprintf(sd, sizeof sd, i18n_page(o->lang, "seed %llu"), (unsigned long long)c->deck->seed);
    snprintf(buf, sizeof buf, "%s \xC2\xB7 %s", sd, pmxd_level_label(o, level));
  } else
    snprintf(buf, sizeof buf, "%s", pmxd_level_label(o, level));
  if (card->name[0]) {
    size_t l = strlen(buf);
    snprintf(buf + l, sizeof buf - l, " \xC2\xB7 %s %s%c", render_label(o->lang, RENDER_L_NO),
             card->name, 'A' + si % 2);
  }
  draw_set_color(d, DRAW_BLACK);
  draw_text(d, x + m, y + h - 5.6, 2.6, DRAW_LEFT | DRAW_MIDDLE, 44, buf);
  /* the ID at 2.3 mm (6.5 pt), on two lines when it needs them: legible,
   * never shrunk to a few points to fit one line; broken only between two of
   * its parts (at a ':' or a ','), never inside a piece's name, so that it
   * is typed back as it was printed */
  if (id) {
    double idw = w - 2 * m - 46, fs = 2.3;
    size_t len = strlen(id), per = (size_t)(idw / (fs * 0.6));
    if (len <= per) {
      draw_text(d, x + m + 46, y + h - 5.2, fs, DRAW_LEFT | DRAW_MIDDLE, idw, id);
    } else {
      char line[256];
      size_t a = id_break(id, len);
      if (a >= sizeof line) a = sizeof line - 1;
      memcpy(line, id, a);
      line[a] = '\0';
      draw_text(d, x + m + 46, y + h - 7.4, fs, DRAW_LEFT | DRAW_MIDDLE, idw, line);
      draw_text(d, x + m + 46, y + h - 4.6, fs, DRAW_LEFT | DRAW_MIDDLE, idw, id + a);
    }
  }
  free(id);
  if (o->draft) draft_mark(d, rc, o);
}

static void deck_front(draw_t *d, const render_card_t *rc, void *vctx) {
  draw_side(d, rc, vctx, rc->index * 2);
}
static void deck_back(draw_t *d, const render_card_t *rc, void *vctx) {
  draw_side(d, rc, vctx, rc->index * 2 + 1);
}

static void deck_answer(draw_t *d, const render_card_t *rc, void *vctx) {
  deck_ctx_t *c = vctx;
  const polyminix_card_t *card = &c->deck->cards[rc->index];
  draw_set_color(d, DRAW_WHITE);
  draw_rect(d, rc->x, rc->y, rc->w, rc->h);
  draw_fill(d);
  char buf[96];
  draw_set_color(d, DRAW_BLACK);
  if (card->name[0])
    snprintf(buf, sizeof buf, "%s \xC2\xB7 %s %s", pmxd_label(c->o, PMXD_L_ANSWERS),
             render_label(c->o->lang, RENDER_L_NO), card->name);
  else
    snprintf(buf, sizeof buf, "%s", pmxd_label(c->o, PMXD_L_ANSWERS));
  draw_text(d, rc->x + 5, rc->y + 7, 4, DRAW_LEFT | DRAW_MIDDLE | DRAW_BOLD, rc->w - 10, buf);
  /* two sides x six boxes: 3 columns x 4 rows, each side's boxes where the
   * card has them (1 2 5 on top, 3 4 6 below) */
  static const int place[POLYMINIX_NBOXES] = {0, 1, 3, 4, 2, 5};
  double m = 5, top = rc->y + 12, cw = (rc->w - 2 * m) / 3, ch = (rc->h - 12 - m) / 4;
  for (int j = 0; j < card->nsides; j++) {
    int si = rc->index * 2 + j;
    const polyminix_side_t *s = &card->side[j];
    for (int b = 0; b < POLYMINIX_NBOXES; b++) {
      int cell = j * 6 + place[b];
      double x = rc->x + m + (cell % 3) * cw, y = top + (cell / 3) * ch;
      const polyminix_box_result_t *br = &c->res[si].box[b];
      char word[64];
      if (br->grid)
        snprintf(buf, sizeof buf, "%c%d", 'A' + j, b + 1);
      else /* a draft's box that does not hold: its reason, no answer */
        snprintf(buf, sizeof buf, "%c%d \xE2\x9C\x97 %s", 'A' + j, b + 1,
                 draft_word(c->o, br, word, sizeof word, region_area(&s->fig)));
      draw_set_color(d, DRAW_BLACK);
      draw_text(d, x + 1, y + 2.4, 2.6, DRAW_LEFT | DRAW_MIDDLE | DRAW_BOLD,
                br->grid ? 10 : cw - 2, buf);
      pmxd_tiling(d, &s->fig, c->res[si].box[b].grid, &c->kits[si], x + 1, y + 4.4, cw - 2,
                  ch - 5.4, 4.5);
    }
  }
}

/* The deck's page settings into *RO, and the --cell-mm every figure must fit at: 0, or
 * RENDER_ERR_ARGS with the message in ERR. */
static int print_plan(const char *path, const polyminix_deck_t *deck, const pmxd_opts_t *o,
                      render_opts_t *ro, char *err, size_t errlen);

int pmxd_print_check(const char *path, const polyminix_deck_t *deck, const pmxd_opts_t *o,
                     char *err, size_t errlen) {
  render_opts_t ro;
  int st = print_plan(path, deck, o, &ro, err, errlen);
  if (st != RENDER_OK) return st;
  return render_cards_check(path, NULL, deck->n, o->answers, &ro, err, errlen);
}

int pmxd_print_deck(const char *path, const polyminix_deck_t *deck, const polyminix_answers_t *ans,
                    const pmxd_opts_t *o, char *err, size_t errlen) {
  deck_ctx_t c = {deck, o, ans->kits, ans->res};
  render_opts_t ro;
  int st = print_plan(path, deck, o, &ro, err, errlen);
  if (st != RENDER_OK) return st;
  /* no blank back pages when no card has a side B (sides given by their IDs) */
  int backs = 0;
  for (int i = 0; i < deck->n; i++) backs |= deck->cards[i].nsides > 1;
  return render_cards(path, NULL, deck->n, deck_front, backs ? deck_back : NULL,
                      o->answers ? deck_answer : NULL, &c, &ro, err, errlen);
}

static int print_plan(const char *path, const polyminix_deck_t *deck, const pmxd_opts_t *o,
                      render_opts_t *out, char *err, size_t errlen) {
  render_opts_t ro;
  pmxd_render_opts(o, PMXD_CARD_W, PMXD_CARD_H, path, &ro);
  /* TRANSLATORS: the page footer of a draft deck */
  ro.title = o->draft ? i18n_page(o->lang, "DRAFT \xC2\xB7 polyx cards") : "polyx cards";
  ro.edge = 1; /* coloured to the edge: 3 mm of bleed unless --bleed says otherwise */
  /* answers on cards of their own: 4 on an A4 page (a page per card when
   * the card is the page) */
  if (ro.answer_w <= 0 && ro.paper_w > 0) {
    ro.answer_w = PMXD_ANSWER_W;
    ro.answer_h = PMXD_ANSWER_H;
  }
  /* a --cell-mm the figure does not fit at is refused, never shrunk */
  if (o->cell_exact)
    for (int i = 0; i < deck->n; i++)
      for (int j = 0; j < deck->cards[i].nsides; j++) {
        const region_t *f = &deck->cards[i].side[j].fig;
        if (f->w * o->cell_mm > PMXD_FIG_W + 1e-9 || f->h * o->cell_mm > PMXD_FIG_H + 1e-9) {
          snprintf(err, errlen,
                   _("--cell-mm %g: card %s%c's figure (%dx%d cells) would be %gx%g mm, and a card "
                     "has room for %gx%g mm"),
                   o->cell_mm, deck->cards[i].name, 'A' + j, f->w, f->h, f->w * o->cell_mm,
                   f->h * o->cell_mm, PMXD_FIG_W, PMXD_FIG_H);
          return RENDER_ERR_ARGS;
        }
      }
  *out = ro;
  return RENDER_OK;
}
