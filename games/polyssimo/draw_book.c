/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* draw_book.c: the puzzle book: puzzle cards (the board with its holes, the hand below at the same
 * scale), then answers. */
#include <config.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/polyssimo/draw.h"
#include "games/polyssimo/draw_internal.h"
#include "poly/pieceset.h"
#include "output/draw.h"
#include "output/i18n.h"
#include "output/render.h"

typedef struct book_item {
  int bw, bh, *board, *answer; /* board cells as render values (letters as indices) */
  int nh;                      /* hand pieces */
  const shape_t *shp[POLYSSIMO_MAX_PIECES];
  int val[POLYSSIMO_MAX_PIECES];
  pieceset_t set; /* owns the shapes */
  char title[64], caption[400], atitle[64];
} book_item_t;

typedef struct book_ctx {
  book_item_t *items;
  const render_opts_t *ro;
  const psd_opts_t *o;
  double cap; /* room for the caption and the legend at the foot of an answer */
  psd_letters_t let;
} book_ctx_t;

static int *letters_to_cells(const char *src, int n) {
  int *c = malloc(sizeof(int) * (size_t)(n ? n : 1));
  if (!c) return NULL;
  for (int i = 0; i < n; i++)
    c[i] = src[i] == '.' ? RENDER_EMPTY : src[i] == '#' ? RENDER_OUTSIDE : (unsigned char)src[i];
  return c;
}

static int book_item_init(book_item_t *it, const polyssimo_generated_t *gp, int index,
                          const char *lang) {
  memset(it, 0, sizeof *it);
  const polyssimo_puzzle_t *p = &gp->p;
  char let[POLYSSIMO_MAX_PIECES];
  if (polyssimo_puzzle_hand_letters(p, let, NULL) < 0 ||
      pieceset_parse(p->hand, &it->set, NULL) != 0)
    return -1;
  for (int e = 0; e < it->set.n; e++)
    for (int c = 0; c < it->set.copies[e] && it->nh < POLYSSIMO_MAX_PIECES; c++, it->nh++)
      it->shp[it->nh] = psd_flat(&it->set.pieces[e]), it->val[it->nh] = (unsigned char)let[it->nh];
  it->bw = p->w, it->bh = p->h;
  it->board = letters_to_cells(p->cells, p->w * p->h);
  it->answer = gp->answer ? letters_to_cells(gp->answer, p->w * p->h) : NULL;
  if (gp->level == 0) { /* a user's own puzzle: no level, its puzzle ID */
    snprintf(it->title, sizeof it->title,
             /* TRANSLATORS: a user's own Polyssimo puzzle card's title: its number, the pieces in
                the hand (the plural of their count). */
             i18n_page_n(lang, "Puzzle %d \xc2\xb7 %d piece", "Puzzle %d \xc2\xb7 %d pieces",
                         (unsigned long)gp->k),
             index + 1, gp->k);
    char *id = polyssimo_puzzle_id(p);
    if (!id) return -1;
    snprintf(it->caption, sizeof it->caption, "%s", id);
    free(id);
  } else {
    polyssimo_gen_id(gp, it->caption, sizeof it->caption);
  }
  snprintf(it->atitle, sizeof it->atitle, i18n_page(lang, "Answer %d"), index + 1);
  if (gp->level == 0) return it->board && (it->answer || !gp->answer) ? 0 : -1;
  snprintf(it->title, sizeof it->title,
           /* TRANSLATORS: a Polyssimo puzzle card's title: its number, its level (1 to 3), the
              pieces in the hand (the plural of their count: Czech "4 kameny", "5 kamenů"). */
           i18n_page_n(lang, "Puzzle %d \xc2\xb7 level %d \xc2\xb7 %d piece",
                       "Puzzle %d \xc2\xb7 level %d \xc2\xb7 %d pieces", (unsigned long)gp->k),
           index + 1, gp->level, gp->k);
  return it->board && it->answer ? 0 : -1;
}

static void book_item_free(book_item_t *it) {
  free(it->board);
  free(it->answer);
  pieceset_free(&it->set);
}

#define BOOK_BAND 10.0 /* the title's band: its text 3 mm or more inside the cut */
#define BOOK_PAD  3.0
#define BOOK_CAP  7.0 /* the caption's room at the foot, its text 3 mm or more inside the cut */
#define BOOK_DRAFT 6.5 /* a draft's band under the title */

/* A draft's marks: "DRAFT" in the bleed, past the cut (without a bleed, in the band, 3 mm or more
 * inside the cut as every word); under the title a black band with the word saying why the puzzle
 * does not hold. */
static void book_draft(draw_t *d, const render_card_t *c, const book_ctx_t *ctx) {
  /* TRANSLATORS: the mark on a draft card, outside the part that is cut out */
  const char *t = i18n_page(ctx->o->lang, "DRAFT");
  if (!render_card_bleed_mark(d, c, t)) draw_set_color(d, DRAW_BLACK); /* black either way */
  double by = c->y + BOOK_BAND + 0.5;
  draw_rect(d, c->x + BOOK_PAD, by, c->w - 2 * BOOK_PAD, 5.2);
  draw_fill(d);
  char w[160];
  snprintf(w, sizeof w, "%s%s\xE2\x9C\x97 %s", c->bleed >= 2 ? "" : t, c->bleed >= 2 ? "" : " ",
           ctx->o->draft);
  draw_set_color(d, DRAW_WHITE);
  draw_text(d, c->x + c->w / 2, by + 2.7, 3.0, DRAW_CENTER | DRAW_MIDDLE | DRAW_BOLD,
            c->w - 2 * BOOK_PAD - 2, w);
  draw_set_color(d, DRAW_BLACK);
}

#define CAP_SIZE 2.1 /* the caption's text */
#define CAP_LINE 2.6 /* and its lines' spacing */
#define CAP_MAXL 6   /* its lines at most */

/* The caption CAP in lines that fit MAXW mm, broken only after a '/', a ':' or a ',' (between two
 * rows or parts of an ID, typed back as it was printed; mid-part only when a part alone is too
 * long): the lines' starts into AT, their count returned (at most CAP_MAXL, the last taking
 * the rest). */
static int caption_lines(const char *cap, double maxw, size_t at[CAP_MAXL]) {
  size_t len = strlen(cap), per = (size_t)(maxw / (CAP_SIZE * 0.6));
  if (per < 8) per = 8;
  int n = 0;
  size_t a = 0;
  while (n < CAP_MAXL) {
    at[n++] = a;
    if (len - a <= per || n == CAP_MAXL) break;
    size_t b = 0;
    for (size_t i = a + 1; i < a + per; i++)
      if (cap[i - 1] == '/' || cap[i - 1] == ':' || cap[i - 1] == ',') b = i;
    a = b ? b : a + per;
  }
  return n;
}

/* The caption's room beyond one line (mm). */
static double caption_extra(const render_card_t *c, const char *caption) {
  size_t at[CAP_MAXL];
  return (caption_lines(caption, c->w - 2 * BOOK_PAD - 2, at) - 1) * CAP_LINE;
}

/* The card's ground, its title band, the title and the caption (the ID, on as many lines as it
 * needs: legible, never shrunk to fit one); LEGEND: the letters' legend too (on answers, where a
 * player checks which piece is which; the puzzle's own face draws the hand's pieces, and needs
 * none). */
static void book_frame(draw_t *d, const render_card_t *c, const book_ctx_t *ctx, const char *title,
                       const char *caption, int legend) {
  render_card_ground(d, c, DRAW_CARD);
  render_card_band(d, c, BOOK_BAND, DRAW_BAND); /* light ink: the title on white in the frame */
  draw_set_color(d, DRAW_BLACK);
  draw_text(d, c->x + 4, c->y + BOOK_BAND / 2 + 0.6, 3.6, DRAW_LEFT | DRAW_MIDDLE | DRAW_BOLD,
            c->w - 8, title);
  draw_set_color(d, DRAW_BLACK);
  double maxw = c->w - 2 * BOOK_PAD - 2;
  size_t at[CAP_MAXL];
  int n = caption_lines(caption, maxw, at);
  for (int i = 0; i < n; i++) {
    char line[400];
    size_t len = (i + 1 < n ? at[i + 1] : strlen(caption)) - at[i];
    snprintf(line, sizeof line, "%.*s", (int)len, caption + at[i]);
    draw_text(d, c->x + c->w / 2, c->y + c->h - 3.8 - (n - 1 - i) * CAP_LINE, CAP_SIZE,
              DRAW_CENTER, maxw, line);
  }
  if (legend)
    psd_legend(d, ctx->o, c->x + c->w / 2, c->y + c->h - 6.8 - (n - 1) * CAP_LINE, 2.1, maxw);
}

/* The width (in cells) of the hand's strip that gives the largest cells
 * for the board and the strip below it in AW x AH mm; *SCALE the cell. */
static int best_strip(const book_item_t *it, double aw, double ah, double *scale) {
  int minw = it->bw;
  for (int i = 0; i < it->nh; i++) {
    int sw, sh;
    shape_size(it->shp[i], &sw, &sh);
    if (sw > minw) minw = sw;
  }
  double best = 0;
  int bestw = minw;
  for (int hw = minw; hw <= 3 * it->bw; hw++) {
    int hh = psd_shelf_pack(it->shp, it->val, it->nh, hw, 0, NULL, 0);
    int W = hw > it->bw ? hw : it->bw, H = it->bh + 1 + hh;
    double sc = fmin(aw / W, ah / H);
    if (sc > best + 1e-9) best = sc, bestw = hw;
  }
  *scale = best;
  return bestw;
}

static void book_front(draw_t *d, const render_card_t *c, void *vctx) {
  const book_ctx_t *ctx = vctx;
  const book_item_t *it = &ctx->items[c->index];
  book_frame(d, c, ctx, it->title, it->caption, 0);
  double dr = ctx->o->draft ? BOOK_DRAFT : 0;
  if (ctx->o->draft) book_draft(d, c, ctx);
  double aw = c->w - 2 * BOOK_PAD,
         ah = c->h - BOOK_BAND - BOOK_CAP - 2 * BOOK_PAD - dr - caption_extra(c, it->caption);
  double best;
  int bestw = best_strip(it, aw, ah, &best);
  double sc = fmin(best, 9.0);
  if (sc >= 0.5) sc = floor(sc * 4) / 4;
  int hh = psd_shelf_pack(it->shp, it->val, it->nh, bestw, 0, NULL, 0);
  int *strip = malloc(sizeof(int) * (size_t)bestw * (size_t)(hh > 0 ? hh : 1));
  if (!strip) {
    draw_set_error(d, DRAW_ERR_NOMEM, "out of memory");
    return;
  }
  for (int i = 0; i < bestw * hh; i++) strip[i] = RENDER_OUTSIDE;
  psd_shelf_pack(it->shp, it->val, it->nh, bestw, 0, strip, hh);
  double top = c->y + BOOK_BAND + dr + BOOK_PAD + (ah - (it->bh + 1 + hh) * sc) / 2;
  render_grid_t g = {it->bw, it->bh, it->board, 128, ctx->let.names, NULL, NULL};
  psd_draw_grid(d, &g, c->x + (c->w - it->bw * sc) / 2, top, sc,
                RENDER_GRID_PIECES | RENDER_GRID_LETTERS);
  render_grid_t h = {bestw, hh, strip, 128, ctx->let.names, NULL, NULL};
  if (hh > 0)
    psd_draw_grid(d, &h, c->x + (c->w - bestw * sc) / 2, top + (it->bh + 1) * sc, sc,
                  RENDER_GRID_PIECES | RENDER_GRID_LETTERS);
  free(strip);
}

static void book_answer(draw_t *d, const render_card_t *c, void *vctx) {
  const book_ctx_t *ctx = vctx;
  const book_item_t *it = &ctx->items[c->index];
  book_frame(d, c, ctx, it->atitle, it->caption, 1);
  double dr = ctx->o->draft ? BOOK_DRAFT : 0;
  if (ctx->o->draft) book_draft(d, c, ctx);
  double aw = c->w - 2 * BOOK_PAD,
         ah = c->h - BOOK_BAND - ctx->cap - 2 * BOOK_PAD - dr - caption_extra(c, it->caption);
  double sc = fmin(fmin(aw / it->bw, ah / it->bh), 9.0);
  if (sc >= 0.5) sc = floor(sc * 4) / 4;
  /* the pieces the puzzle gave grey, without letters: the ones placed stand out */
  int colors[128];
  for (int k = 0; k < 128; k++) colors[k] = k;
  for (int i = 0; i < it->bw * it->bh; i++)
    if (it->board[i] >= 0 && it->board[i] < 128) colors[it->board[i]] = RENDER_FADED;
  render_grid_t g = {it->bw, it->bh, it->answer, 128, ctx->let.names, NULL, colors};
  psd_draw_grid(d, &g, c->x + (c->w - it->bw * sc) / 2,
                c->y + BOOK_BAND + dr + BOOK_PAD + (ah - it->bh * sc) / 2, sc,
                RENDER_GRID_PIECES | RENDER_GRID_LETTERS);
}

/* The book's page settings. */
static void book_opts(const psd_opts_t *o, const char *title, render_opts_t *ro) {
  psd_render_defaults(o, ro, title);
  if (!o->card_given) ro->card_w = PSD_BOOK_W, ro->card_h = PSD_BOOK_H;
  ro->edge = 1; /* the background and the band reach the cut: 3 mm of bleed */
}

render_status_t psd_book_check(const char *path, const psd_opts_t *o, int n, char *err,
                               size_t errlen) {
  render_opts_t ro;
  book_opts(o, NULL, &ro);
  return render_cards_check(path, NULL, n, 1, &ro, err, errlen);
}

render_status_t psd_book(const char *path, const psd_opts_t *o, const polyssimo_generated_t *ps,
                         int n, const char *title, char *err, size_t errlen) {
  book_item_t *items = calloc((size_t)(n ? n : 1), sizeof *items);
  render_status_t st = items ? RENDER_OK : RENDER_ERR_NOMEM;
  int made = 0, answers = 1;
  for (; made < n && st == RENDER_OK; made++) {
    if (book_item_init(&items[made], &ps[made], made, o->lang) != 0) st = RENDER_ERR_NOMEM;
    if (!ps[made].answer) answers = 0;
  }
  if (st == RENDER_OK) {
    render_opts_t ro;
    char dtitle[160];
    if (o->draft && title) { /* the footer says it too */
      snprintf(dtitle, sizeof dtitle, "%s \xC2\xB7 %s", i18n_page(o->lang, "DRAFT"), title);
      title = dtitle;
    }
    book_opts(o, title, &ro);
    book_ctx_t ctx;
    ctx.items = items, ctx.ro = &ro, ctx.o = o;
    ctx.cap = o->legend && o->legend[0] ? BOOK_CAP + 3 : BOOK_CAP;
    psd_letters_init(&ctx.let);
    st = render_cards(path, NULL, n, book_front, NULL, answers ? book_answer : NULL, &ctx, &ro, err,
                      errlen);
  } else if (errlen) {
    snprintf(err, errlen, "out of memory");
  }
  for (int i = 0; i < made; i++) book_item_free(&items[i]);
  free(items);
  return st;
}
