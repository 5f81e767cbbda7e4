/* draw_card.c: the Polyminix deck in print: a challenge a side (six boxes, the figure), answer
 * pages. */
#include <config.h>

#include "cards/polyminix/draw.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cards/polyminix/draw_local.h"
#include "cards/tiling/pieceset.h"
#include "cards/tiling/region.h"
#include "output/draw.h"
#include "output/render.h"

typedef struct deck_ctx {
  const pmx_deck_t *deck;
  const pmxd_opts_t *o;
  const pieceset_t *kits;       /* per side: 2*card + side */
  const pmx_side_result_t *res; /* per side */
} deck_ctx_t;

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

/* Box 6 inside IX, IY, IW x IH: "N x" and a bar of the size for each distinct size. */
static void box_sizes(draw_t *d, const pmx_box_t *box, double ix, double iy, double iw, double ih) {
  int cnt[PMX_MAX_PIECE_CELLS + 1] = {0}, nd = 0;
  for (int i = 0; i < box->n; i++) cnt[box->sizes[i]]++;
  for (int z = PMX_MAX_PIECE_CELLS; z >= 1; z--) nd += cnt[z] > 0;
  double rowh = fmin(ih / (nd ? nd : 1), 7.0), cy = iy + (ih - rowh * nd) / 2;
  for (int z = PMX_MAX_PIECE_CELLS; z >= 1; z--) {
    if (!cnt[z]) continue;
    char t[16];
    snprintf(t, sizeof t, "%d \xC3\x97", cnt[z]);
    draw_set_color(d, DRAW_BLACK);
    draw_text(d, ix + 1, cy + rowh / 2, fmin(rowh * 0.6, 4), DRAW_LEFT | DRAW_MIDDLE | DRAW_BOLD,
              12, t);
    double cs = fmin(rowh * 0.6, (iw - 14) / z);
    shape_t bar = {GRID_SQUARE, z, {{0, 0}}};
    for (int k = 0; k < z; k++) bar.c[k] = (cell_t){(int16_t)k, 0};
    pmxd_shape(d, &bar, ix + 13, cy + (rowh - cs) / 2, cs, DRAW_GRID);
    cy += rowh;
  }
}

/* The kit pieces a box shows, in their kit colours, into SHV and COLV
 * (names not in the kit left out); their number. */
static int shown_shapes(const pieceset_t *kit, const pmx_box_t *box, const shape_t **shv,
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

/* A cross over a piece of SW x SHH cells of CS mm at (PX, PY): box 5. */
static void cross_out(draw_t *d, double px, double py, int sw, int shh, double cs) {
  draw_set_color(d, DRAW_BLACK);
  draw_set_line_width(d, 0.5);
  draw_segment(d, px - 0.5, py - 0.5, px + sw * cs + 0.5, py + shh * cs + 0.5);
  draw_segment(d, px - 0.5, py + shh * cs + 0.5, px + sw * cs + 0.5, py - 0.5);
  draw_stroke(d);
}

static void draw_box(draw_t *d, const deck_ctx_t *c, const pieceset_t *kit, const pmx_side_t *s,
                     int b, double x, double y, double w, double h) {
  const pmxd_opts_t *o = c->o;
  box_frame(d, b, x, y, w, h);
  const pmx_box_t *box = &s->box[b];
  double ix = x + 2, iy = y + 7, iw = w - 4, ih = h - 9;
  if (b == PMX_BOX_SIZES) {
    box_sizes(d, box, ix, iy, iw, ih);
    return;
  }
  const shape_t *shv[PMX_MAX_SHOWN];
  int colv[PMX_MAX_SHOWN];
  int n = shown_shapes(kit, box, shv, colv);
  double foot = (b == PMX_BOX_PLUS_K || b == PMX_BOX_PLUS_ANY) ? 6 : 0;
  if (b == PMX_BOX_ALL_BUT) {
    draw_set_color(d, DRAW_BLACK);
    draw_text(d, x + 7, y + 3.4, 2.6, DRAW_LEFT | DRAW_MIDDLE, w - 9, pmxd_label(o, PMXD_L_BOX5));
  }
  double pos[2 * PMX_MAX_SHOWN];
  double cs = pmxd_flow(shv, n, iw, ih - foot, 3.2, pos);
  for (int i = 0; i < n && cs > 0; i++) {
    int sw, shh;
    shape_size(shv[i], &sw, &shh);
    double px = ix + pos[2 * i], py = iy + pos[2 * i + 1];
    pmxd_shape(d, shv[i], px, py, cs, colv[i]);
    if (b == PMX_BOX_ALL_BUT) cross_out(d, px, py, sw, shh, cs);
  }
  if (b == PMX_BOX_PLUS_K) {
    draw_set_color(d, DRAW_BLACK);
    draw_text(d, ix, y + h - 3.2, 2.6, DRAW_LEFT | DRAW_MIDDLE, iw - 14,
              pmxd_label(o, PMXD_L_BOX3));
    for (int k = 0; k < box->k; k++) draw_circle(d, x + w - 4 - k * 4.5, y + h - 3.5, 1.6);
    draw_fill(d);
  }
  if (b == PMX_BOX_PLUS_ANY) {
    draw_set_color(d, DRAW_BLACK);
    draw_text(d, ix, y + h - 3.2, 2.6, DRAW_LEFT | DRAW_MIDDLE, iw, pmxd_label(o, PMXD_L_BOX4));
  }
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

static void draw_side(draw_t *d, const render_card_t *rc, deck_ctx_t *c, int si) {
  const pmxd_opts_t *o = c->o;
  const pmx_card_t *card = &c->deck->cards[si / 2];
  if (si % 2 >= card->nsides) {
    draw_set_color(d, DRAW_CARD);
    draw_rect(d, rc->x - rc->bleed, rc->y - rc->bleed, rc->w + 2 * rc->bleed,
              rc->h + 2 * rc->bleed);
    draw_fill(d);
    return;
  }
  const pmx_side_t *s = &card->side[si % 2];
  const pieceset_t *kit = &c->kits[si];
  int level = s->level >= 0 ? s->level : c->res[si].level;
  double x = rc->x, y = rc->y, w = rc->w, h = rc->h;
  /* in black and white a hatched background would hide the boxes: white,
   * with the level's name in the title line */
  int mono = draw_get_bw(d);
  draw_set_color(d, mono ? DRAW_WHITE : pmxd_level_color(level));
  draw_rect(d, x - rc->bleed, y - rc->bleed, w + 2 * rc->bleed, h + 2 * rc->bleed);
  draw_fill(d);
  /* title line */
  char buf[128];
  draw_set_color(d, DRAW_BLACK);
  draw_text(d, x + 6, y + 7, 5, DRAW_LEFT | DRAW_MIDDLE | DRAW_BOLD, 60,
            pmxd_label(o, PMXD_L_TITLE));
  if (mono && level >= 0)
    draw_text(d, x + w / 2, y + 7, 4, DRAW_CENTER | DRAW_MIDDLE | DRAW_BOLD, 40,
              pmxd_level_label(o, level));
  snprintf(buf, sizeof buf, "%s %s %c", render_label(o->lang, RENDER_L_NO), card->name,
           'A' + si % 2);
  draw_text(d, x + w - 6, y + 7, 4, DRAW_RIGHT | DRAW_MIDDLE | DRAW_BOLD, 50, buf);
  /* boxes: 1 2 5 on top, 3 4 6 below */
  double m = 5, gap = 3, bw = (w - 2 * m - 2 * gap) / 3, bh = 42;
  double top = y + 13, bot = y + h - 8 - bh;
  static const int top_boxes[3] = {PMX_BOX_SHOWN_A, PMX_BOX_SHOWN_B, PMX_BOX_ALL_BUT};
  static const int bot_boxes[3] = {PMX_BOX_PLUS_K, PMX_BOX_PLUS_ANY, PMX_BOX_SIZES};
  for (int i = 0; i < 3; i++) {
    draw_box(d, c, kit, s, top_boxes[i], x + m + i * (bw + gap), top, bw, bh);
    draw_box(d, c, kit, s, bot_boxes[i], x + m + i * (bw + gap), bot, bw, bh);
  }
  /* the figure at the pieces' size */
  double fy0 = top + bh + 3;
  side_figure(d, o, &s->fig, x, w, fy0, w - 2 * m, bot - 3 - fy0);
  /* the ID and seed at the foot */
  char *id = pmx_side_id(s);
  if (c->deck->has_seed)
    snprintf(buf, sizeof buf, "seed %llu \xC2\xB7 %s \xC2\xB7 %s %s%c",
             (unsigned long long)c->deck->seed, pmxd_level_label(o, level),
             render_label(o->lang, RENDER_L_NO), card->name, 'A' + si % 2);
  else
    snprintf(buf, sizeof buf, "%s \xC2\xB7 %s %s%c", pmxd_level_label(o, level),
             render_label(o->lang, RENDER_L_NO), card->name, 'A' + si % 2);
  draw_set_color(d, DRAW_BLACK);
  draw_text(d, x + m, y + h - 4.5, 2.2, DRAW_LEFT | DRAW_MIDDLE, 40, buf);
  if (id) draw_text(d, x + m + 42, y + h - 4.5, 1.6, DRAW_LEFT | DRAW_MIDDLE, w - 2 * m - 42, id);
  free(id);
}

static void deck_front(draw_t *d, const render_card_t *rc, void *vctx) {
  draw_side(d, rc, vctx, rc->index * 2);
}
static void deck_back(draw_t *d, const render_card_t *rc, void *vctx) {
  draw_side(d, rc, vctx, rc->index * 2 + 1);
}

static void deck_answer(draw_t *d, const render_card_t *rc, void *vctx) {
  deck_ctx_t *c = vctx;
  const pmx_card_t *card = &c->deck->cards[rc->index];
  draw_set_color(d, DRAW_WHITE);
  draw_rect(d, rc->x, rc->y, rc->w, rc->h);
  draw_fill(d);
  char buf[96];
  draw_set_color(d, DRAW_BLACK);
  snprintf(buf, sizeof buf, "%s \xC2\xB7 %s %s", pmxd_label(c->o, PMXD_L_ANSWERS),
           render_label(c->o->lang, RENDER_L_NO), card->name);
  draw_text(d, rc->x + 5, rc->y + 7, 4, DRAW_LEFT | DRAW_MIDDLE | DRAW_BOLD, rc->w - 10, buf);
  /* two sides x six boxes: 3 columns x 4 rows */
  double m = 5, top = rc->y + 12, cw = (rc->w - 2 * m) / 3, ch = (rc->h - 12 - m) / 4;
  for (int j = 0; j < card->nsides; j++) {
    int si = rc->index * 2 + j;
    const pmx_side_t *s = &card->side[j];
    for (int b = 0; b < PMX_NBOXES; b++) {
      int cell = j * 6 + b;
      double x = rc->x + m + (cell % 3) * cw, y = top + (cell / 3) * ch;
      snprintf(buf, sizeof buf, "%c%d", 'A' + j, b + 1);
      draw_set_color(d, DRAW_BLACK);
      draw_text(d, x + 1, y + 3, 3, DRAW_LEFT | DRAW_MIDDLE | DRAW_BOLD, 10, buf);
      pmxd_tiling(d, &s->fig, c->res[si].box[b].grid, &c->kits[si], x + 1, y + 6, cw - 2, ch - 8,
                  4.5);
    }
  }
}

int pmxd_print_deck(const char *path, const pmx_deck_t *deck, const pmx_answers_t *ans,
                    const pmxd_opts_t *o, char *err, size_t errlen) {
  deck_ctx_t c = {deck, o, ans->kits, ans->res};
  render_opts_t ro;
  pmxd_render_opts(o, PMXD_CARD_W, PMXD_CARD_H, path, &ro);
  ro.title = "polyx cards";
  return render_cards(path, NULL, deck->n, deck_front, deck_back, o->answers ? deck_answer : NULL,
                      &c, &ro, err, errlen);
}
