/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* draw.c: the board, a tiling of it and the print-and-cut pieces, at the pieces' scale, through
 * output/. */
#include <config.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/polyssimo/draw.h"
#include "games/polyssimo/draw_internal.h"
#include "base/intl.h"
#include "output/draw.h"
#include "output/i18n.h"
#include "output/render.h"

void psd_opts_init(psd_opts_t *o) {
  render_opts_init(&o->page);
  o->card_given = 0;
  o->bw = 0;
  o->legend = NULL;
  o->lang = "en";
  o->draft = NULL;
}

void psd_legend(draw_t *d, const psd_opts_t *o, double x, double y, double size, double maxw) {
  if (!o->legend || !o->legend[0]) return;
  char buf[600];
  /* TRANSLATORS: the legend of the pieces' letters on a Polyssimo page ("a=H1 b=H2 ..."). */
  snprintf(buf, sizeof buf, i18n_page(o->lang, "Letters: %s"), o->legend);
  draw_set_color(d, DRAW_BLACK);
  draw_text(d, x, y, size, DRAW_CENTER, maxw, buf);
}

void psd_letters_init(psd_letters_t *l) {
  for (int c = 0; c < 128; c++) {
    l->buf[c][0] = (char)(c > ' ' && c < 127 ? c : '?');
    l->buf[c][1] = 0;
    l->names[c] = l->buf[c];
  }
}

void psd_render_defaults(const psd_opts_t *o, render_opts_t *ro, const char *title) {
  *ro = o->page;
  ro->bw = o->bw;
  ro->lang = o->lang;
  ro->title = o->page.title ? o->page.title : title; /* the user's --title first */
  ro->numbers = 0;
}

int psd_shelf_pack(const shape_t *const *shapes, const int *val, int n, int W, int y0, int *cells,
                   int H) {
  int x = 0, y = y0, shelf = 0;
  for (int i = 0; i < n; i++) {
    int sw, sh;
    shape_size(shapes[i], &sw, &sh);
    if (x > 0 && x + sw > W) y += shelf + 1, x = 0, shelf = 0;
    if (cells) {
      if (y + sh > H || sw > W) return -1;
      for (int c = 0; c < shapes[i]->n; c++)
        cells[(y + shapes[i]->c[c].y) * W + x + shapes[i]->c[c].x] = val[i];
    }
    if (sh > shelf) shelf = sh;
    x += sw + 1;
  }
  return y + shelf - y0;
}

const shape_t *psd_flat(const piece_t *p) {
  const shape_t *best = piece_orient(p, 0);
  int bw, bh;
  shape_size(best, &bw, &bh);
  for (int o = 1; o < p->norient; o++) {
    int w, h;
    shape_size(piece_orient(p, o), &w, &h);
    if (h < bh) best = piece_orient(p, o), bh = h;
  }
  return best;
}

/* ---- One grid at the pieces' scale (15 mm squares, less only when the
 * paper is too small), on a card of its own: the board, a tiling of it. */

typedef struct scale_ctx {
  render_grid_t g;
  double cell;
  int flags;
  const char *caption;
  const psd_opts_t *o;
} scale_ctx_t;

static void scale_card(draw_t *d, const render_card_t *c, void *vctx) {
  const scale_ctx_t *sc = vctx;
  psd_draw_grid(d, &sc->g, c->x + (c->w - sc->cell * sc->g.w) / 2, c->y + 5, sc->cell, sc->flags);
  draw_set_color(d, DRAW_BLACK);
  /* texts 3 mm or more inside the cut */
  draw_text(d, c->x + c->w / 2, c->y + c->h - 3.9, 3.0, DRAW_CENTER, c->w - 8,
            i18n_page(sc->o->lang, sc->caption));
  if (sc->flags & RENDER_GRID_LETTERS)
    psd_legend(d, sc->o, c->x + c->w / 2, c->y + c->h - 7.2, 2.6, c->w - 8);
}

/* Does RO's card fit some paper (the largest the layer takes)? When not,
 * what render_page_grid refuses is not the paper's size. */
static int fits_some_paper(const char *path, const render_opts_t *ro) {
  render_opts_t big = *ro;
  int cols, rows;
  if (big.paper_w == 0 && big.paper_h == 0) return 1;
  big.paper_w = big.paper_h = 5000;
  return render_page_grid(path, NULL, 1, &big, &cols, &rows, NULL, 0) == RENDER_OK;
}

/* The board's (or the tiling's) card: the grid at 15 mm squares, 5 mm
 * above it, 10 below for the caption and the legend. */
#define FULL_CELL 15.0

static render_status_t draw_full_scale(const char *path, const psd_opts_t *o, const int *cells,
                                       int w, int h, int flags, const char *caption,
                                       const char *title, char *err, size_t errlen) {
  render_opts_t ro;
  psd_render_defaults(o, &ro, title);
  ro.sheets = 1; /* the board is a sheet of its own */
  if (ro.cols > 1 || ro.rows > 1) {
    snprintf(err, errlen, _("--nup: the board is one sheet of its own"));
    return RENDER_ERR_ARGS;
  }
  double cell = FULL_CELL;
  ro.card_w = cell * w + 10, ro.card_h = cell * h + 15;
  ro.cols = ro.rows = 1;
  int cols, rows;
  if (render_page_grid(path, NULL, 1, &ro, &cols, &rows, err, errlen) != RENDER_OK) {
    if (!fits_some_paper(path, &ro)) return RENDER_ERR_ARGS; /* another reason: ERR says it */
    /* Never shrunk under the pieces: a board whose squares are smaller
     * than the pieces' is no board. */
    snprintf(err, errlen,
             "the %dx%d board at the pieces' scale (%g mm squares, a %gx%g mm sheet) does "
             "not fit the paper; choose a larger --paper (a4, letter, a3)",
             w, h, cell, ro.card_w, ro.card_h);
    return RENDER_ERR_ARGS;
  }
  psd_letters_t let;
  psd_letters_init(&let);
  scale_ctx_t sc = {{w, h, cells, 128, let.names, NULL, NULL}, cell, flags, caption, o};
  return render_cards(path, NULL, 1, scale_card, NULL, NULL, &sc, &ro, err, errlen);
}

static render_status_t no_memory(char *err, size_t errlen) {
  if (errlen) snprintf(err, errlen, "out of memory");
  return RENDER_ERR_NOMEM;
}

render_status_t psd_board(const char *path, const psd_opts_t *o, int w, int h, char *err,
                          size_t errlen) {
  int *cells = malloc(sizeof(int) * (size_t)w * h);
  if (!cells) return no_memory(err, errlen);
  for (int i = 0; i < w * h; i++) cells[i] = RENDER_EMPTY;
  render_status_t st = draw_full_scale(path, o, cells, w, h, 0, I18N_PAGE("Polyssimo Challenge"),
                                       "polyx polyssimo board", err, errlen);
  free(cells);
  return st;
}

render_status_t psd_tiling(const char *path, const psd_opts_t *o, const char *letters, int w, int h,
                           char *err, size_t errlen) {
  int *cells = malloc(sizeof(int) * (size_t)w * h);
  if (!cells) return no_memory(err, errlen);
  for (int i = 0; i < w * h; i++) cells[i] = (unsigned char)letters[i];
  render_status_t st =
      draw_full_scale(path, o, cells, w, h, RENDER_GRID_PIECES | RENDER_GRID_LETTERS,
                      I18N_PAGE("Polyssimo Challenge: the pieces tile the board"),
                      "polyx polyssimo check", err, errlen);
  free(cells);
  return st;
}

/* ---- Pieces sheets: the pieces packed on a lattice of half squares
 * (7.5 mm), so that they sit half a square apart (more when the bleed
 * needs it) rather than a whole one; fronts as packed, backs mirrored
 * left-right about the sheet's centre. */

#define PIECE_CELL 15.0
#define SUB        2 /* lattice steps a square */
#define STEP       (PIECE_CELL / SUB)
#define SHEET_PAD  1.0 /* mm between the outermost bleed and the trim */
#define SHEET_FOOT 9.0 /* mm under the pieces: the caption and the legend */

typedef struct placed {
  int piece;            /* index in G */
  const shape_t *shape; /* the orientation drawn */
  int sx, sy;           /* top-left corner, in lattice steps */
} placed_t;

typedef struct sheets_ctx {
  int sw, sh;      /* the sheet in lattice steps */
  int nsheets;     /* sheets used */
  placed_t *place; /* g->npieces entries, sheet by sheet */
  int *first;      /* nsheets + 1 entries: sheet k has place[first[k]..first[k+1]) */
  double pb;       /* the pieces' bleed, mm */
  const polyssimo_geo_t *g;
  psd_letters_t let;
  const psd_opts_t *o;
} sheets_ctx_t;

/* One piece at (X, Y) (its shape's top-left), MIRROR: flipped left-right:
 * its colour run PB mm past its outline (not for the striped pieces, white
 * at their sides), then the piece as render_draw_grid draws it. */
static void piece_draw(draw_t *d, const sheets_ctx_t *sc, const placed_t *p, double x, double y,
                       int mirror) {
  int w, h;
  shape_size(p->shape, &w, &h);
  int cells[SHAPE_MAX_CELLS * SHAPE_MAX_CELLS];
  if ((size_t)w * h > sizeof cells / sizeof cells[0]) return; /* cannot happen */
  for (int i = 0; i < w * h; i++) cells[i] = RENDER_OUTSIDE;
  int v = (unsigned char)sc->g->letter[p->piece];
  for (int c = 0; c < p->shape->n; c++) {
    int cx = p->shape->c[c].x, cy = p->shape->c[c].y;
    cells[cy * w + (mirror ? w - 1 - cx : cx)] = v;
  }
  double b = sc->pb, s = PIECE_CELL;
  if (b > 0 && p->shape->n < POLYSSIMO_BW_SIZE) {
    draw_set_color(d, DRAW_PIECE(v));
    for (int cy = 0; cy < h; cy++)
      for (int cx = 0; cx < w; cx++) {
        if (cells[cy * w + cx] != v) continue;
        int up = cy == 0 || cells[(cy - 1) * w + cx] != v;
        int down = cy == h - 1 || cells[(cy + 1) * w + cx] != v;
        int left = cx == 0 || cells[cy * w + cx - 1] != v;
        int right = cx == w - 1 || cells[cy * w + cx + 1] != v;
        double x0 = x + cx * s - (left ? b : 0), y0 = y + cy * s - (up ? b : 0);
        draw_rect(d, x0, y0, s + (left ? b : 0) + (right ? b : 0),
                  s + (up ? b : 0) + (down ? b : 0));
      }
    draw_fill(d);
  }
  render_grid_t g = {w, h, cells, 128, sc->let.names, NULL, NULL};
  psd_draw_grid(d, &g, x, y, s, RENDER_GRID_PIECES | RENDER_GRID_LETTERS);
}

static void sheet_draw(draw_t *d, const render_card_t *c, const sheets_ctx_t *sc, int mirror) {
  double x0 = c->x + (c->w - sc->sw * STEP) / 2, y0 = c->y + SHEET_PAD + sc->pb;
  for (int i = sc->first[c->index]; i < sc->first[c->index + 1]; i++) {
    const placed_t *p = &sc->place[i];
    int w, h;
    shape_size(p->shape, &w, &h);
    int sx = mirror ? sc->sw - p->sx - SUB * w : p->sx;
    piece_draw(d, sc, p, x0 + sx * STEP, y0 + p->sy * STEP, mirror);
  }
  draw_set_color(d, DRAW_BLACK);
  draw_text(
      d, c->x + c->w / 2, c->y + c->h - 3.8, 2.5, DRAW_CENTER, c->w - 8,
      i18n_page(sc->o->lang,
                mirror
                    ? I18N_PAGE("Polyssimo Challenge: backs of the pieces (print long-edge duplex)")
                    : I18N_PAGE("Polyssimo Challenge: cut out the pieces")));
  /* no legend of the letters: a player cutting the pieces out needs none (the answers have it) */
}
static void sheet_front(draw_t *d, const render_card_t *c, void *ctx) {
  sheet_draw(d, c, ctx, 0);
}
static void sheet_back(draw_t *d, const render_card_t *c, void *ctx) {
  sheet_draw(d, c, ctx, 1);
}

/* Does SHAPE fit at lattice (SX, SY) of a sheet whose taken steps (pieces
 * and the gap around them) are BUSY? */
static int fits_at(const unsigned char *busy, int sw, int sh, const shape_t *shape, int sx,
                   int sy) {
  for (int c = 0; c < shape->n; c++) {
    int x = sx + SUB * shape->c[c].x, y = sy + SUB * shape->c[c].y;
    if (x + SUB > sw || y + SUB > sh) return 0;
    for (int j = 0; j < SUB; j++)
      for (int i = 0; i < SUB; i++)
        if (busy[(size_t)(y + j) * sw + x + i]) return 0;
  }
  return 1;
}

/* Mark SHAPE at (SX, SY) and GAP steps around it (in x and y) taken. */
static void take(unsigned char *busy, int sw, int sh, const shape_t *shape, int sx, int sy,
                 int gap) {
  for (int c = 0; c < shape->n; c++) {
    int x = sx + SUB * shape->c[c].x, y = sy + SUB * shape->c[c].y;
    for (int j = y - gap; j < y + SUB + gap; j++)
      for (int i = x - gap; i < x + SUB + gap; i++)
        if (i >= 0 && j >= 0 && i < sw && j < sh) busy[(size_t)j * sw + i] = 1;
  }
}

/* First fit: the pieces largest first (then in G's order), each on the
 * first sheet where it fits, at the topmost then leftmost lattice point of
 * any orientation. Deterministic. Returns 0, or -1 when out of memory or a
 * piece fits no sheet (SC->nsheets is then 0). */
static int pack_sheets(const polyssimo_geo_t *g, sheets_ctx_t *sc, int gap) {
  int n = g->npieces, sw = sc->sw, sh = sc->sh;
  int *order = malloc(sizeof(int) * (size_t)(n ? n : 1));
  unsigned char *busy = calloc((size_t)(n ? n : 1) * (size_t)sw * sh, 1);
  int *sheet_of = malloc(sizeof(int) * (size_t)(n ? n : 1));
  placed_t *tmp = malloc(sizeof *tmp * (size_t)(n ? n : 1));
  int rc = order && busy && sheet_of && tmp ? 0 : -1;
  for (int i = 0; i < n; i++) order[i] = i;
  for (int i = 1; rc == 0 && i < n; i++) /* insertion sort: stable */
    for (int j = i; j > 0 && g->size[order[j]] > g->size[order[j - 1]]; j--) {
      int t = order[j];
      order[j] = order[j - 1], order[j - 1] = t;
    }
  int used = 0;
  for (int k = 0; rc == 0 && k < n; k++) {
    const piece_t *pc = &g->pieces[order[k]];
    int done = 0;
    for (int s = 0; s <= used && s < n && !done; s++) {
      unsigned char *b = busy + (size_t)s * sw * sh;
      for (int y = 0; y < sh && !done; y++)
        for (int x = 0; x < sw && !done; x++)
          for (int o = 0; o < pc->norient && !done; o++)
            if (fits_at(b, sw, sh, piece_orient(pc, o), x, y)) {
              take(b, sw, sh, piece_orient(pc, o), x, y, gap);
              tmp[k] = (placed_t){order[k], piece_orient(pc, o), x, y};
              sheet_of[k] = s;
              if (s == used) used++;
              done = 1;
            }
    }
    if (!done) rc = -1;
  }
  if (rc == 0) {
    sc->first = malloc(sizeof(int) * (size_t)(used + 1));
    if (!sc->first) rc = -1;
  }
  if (rc == 0) {
    int m = 0;
    for (int s = 0; s < used; s++) {
      sc->first[s] = m;
      for (int k = 0; k < n; k++)
        if (sheet_of[k] == s) sc->place[m++] = tmp[k];
    }
    sc->first[used] = m;
    sc->nsheets = used;
  }
  free(order);
  free(busy);
  free(sheet_of);
  free(tmp);
  return rc;
}

/* Does a sheet of SW x SH lattice steps (with the pieces' bleed PB) fit
 * RO's paper? (RO's card size is set to it.) */
static int sheet_fits(const char *path, render_opts_t *ro, double pb, int sw, int sh, char *err,
                      size_t errlen) {
  int cols, rows;
  ro->card_w = sw * STEP + 2 * (pb + SHEET_PAD);
  ro->card_h = sh * STEP + 2 * (pb + SHEET_PAD) + SHEET_FOOT;
  return render_page_grid(path, NULL, 1, ro, &cols, &rows, err, errlen) == RENDER_OK;
}

render_status_t psd_pieces(const char *path, const psd_opts_t *o, const polyssimo_geo_t *g,
                           int *nsheets, char *err, size_t errlen) {
  if (nsheets) *nsheets = 0;
  render_opts_t ro;
  psd_render_defaults(o, &ro, "polyx polyssimo pieces");
  ro.sheets = 1;
  if (ro.cols > 0 || ro.rows > 0) {
    snprintf(err, errlen, _("--nup: the pieces are packed on as few sheets as the paper takes"));
    return RENDER_ERR_ARGS;
  }
  /* The pieces are coloured to their outlines: their bleed (3 mm by
   * default) runs past each outline; the sheet itself is white. */
  double pb = ro.bleed >= 0 ? ro.bleed : RENDER_BLEED_DEFAULT;
  ro.bleed = 0, ro.edge = 0;
  /* Pieces GAP lattice steps apart: at least one, and twice the bleed. */
  int gap = (int)ceil(2 * pb / STEP - 1e-9);
  if (gap < 1) gap = 1;
  /* The largest sheet the paper takes, in lattice steps (SVG and PNG
   * without --paper: an A4 sheet a page). */
  int fmt = draw_format_from(NULL, path);
  if (ro.paper_w < 0 && fmt != DRAW_PDF && fmt != DRAW_TRACE) ro.paper_w = ro.paper_h = 0;
  /* The sheet is at least NEED x NEED squares: every piece fits it in its
   * squarest orientation. */
  int need = 1;
  for (int k = 0; k < g->npieces; k++) {
    int best = 1 << 30;
    for (int t = 0; t < g->pieces[k].norient; t++) {
      int w, h;
      shape_size(piece_orient(&g->pieces[k], t), &w, &h);
      if ((w > h ? w : h) < best) best = w > h ? w : h;
    }
    if (best > need) need = best;
  }
  int sw = SUB * need, sh = SUB * need;
  if (ro.paper_w == 0) { /* a page per sheet: an A4 sheet's worth */
    sw = SUB * 12 > sw ? SUB * 12 : sw;
    sh = SUB * 17 > sh ? SUB * 17 : sh;
  } else {
    if (!sheet_fits(path, &ro, pb, sw, sh, err, errlen)) {
      if (!fits_some_paper(path, &ro)) return RENDER_ERR_ARGS; /* another reason: ERR says it */
      char why[200];
      snprintf(why, sizeof why, "%s", err);
      snprintf(err, errlen, "the pieces at 15 mm squares do not fit the paper: %s", why);
      return RENDER_ERR_ARGS;
    }
    /* taller first: the paper stays upright, as long-edge duplex wants */
    while (sh < 2000 && sheet_fits(path, &ro, pb, sw, sh + 1, NULL, 0)) sh++;
    while (sw < 2000 && sheet_fits(path, &ro, pb, sw + 1, sh, NULL, 0)) sw++;
  }
  ro.card_w = sw * STEP + 2 * (pb + SHEET_PAD);
  ro.card_h = sh * STEP + 2 * (pb + SHEET_PAD) + SHEET_FOOT;
  ro.cols = ro.rows = 1;
  sheets_ctx_t sc;
  memset(&sc, 0, sizeof sc);
  sc.sw = sw, sc.sh = sh, sc.pb = pb, sc.g = g, sc.o = o;
  psd_letters_init(&sc.let);
  sc.place = malloc(sizeof *sc.place * (size_t)(g->npieces ? g->npieces : 1));
  if (!sc.place || pack_sheets(g, &sc, gap) != 0) {
    free(sc.place);
    free(sc.first);
    return no_memory(err, errlen);
  }
  render_status_t st =
      render_cards(path, NULL, sc.nsheets, sheet_front, sheet_back, NULL, &sc, &ro, err, errlen);
  if (nsheets && st == RENDER_OK) *nsheets = sc.nsheets;
  free(sc.place);
  free(sc.first);
  return st;
}
