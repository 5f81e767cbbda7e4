/* draw.c: the board, a tiling of it and the print-and-cut pieces, at the pieces' scale, through
 * output/. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cards/polyssimo/draw.h"
#include "cards/polyssimo/draw_internal.h"
#include "output/draw.h"
#include "output/i18n.h"
#include "output/render.h"

void psd_opts_init(psd_opts_t *o) {
  o->paper_w = o->paper_h = -1;
  o->bw = 0;
  o->legend = NULL;
  o->lang = "en";
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
  render_opts_init(ro);
  if (o->paper_w >= 0) ro->paper_w = o->paper_w, ro->paper_h = o->paper_h;
  ro->bw = o->bw;
  ro->lang = o->lang;
  ro->title = title;
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
  const shape_t *best = &p->orient[0];
  int bw, bh;
  shape_size(best, &bw, &bh);
  for (int o = 1; o < p->norient; o++) {
    int w, h;
    shape_size(&p->orient[o], &w, &h);
    if (h < bh) best = &p->orient[o], bh = h;
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
  draw_set_color(d, DRAW_TEXT_GREY);
  draw_text(d, c->x + c->w / 2, c->y + c->h - 3, 3.0, DRAW_CENTER, c->w - 6,
            i18n_page(sc->o->lang, sc->caption));
  if (sc->flags & RENDER_GRID_LETTERS)
    psd_legend(d, sc->o, c->x + c->w / 2, c->y + c->h - 7, 2.6, c->w - 6);
}

static render_status_t draw_full_scale(const char *path, const psd_opts_t *o, const int *cells,
                                       int w, int h, int flags, const char *caption,
                                       const char *title, char *err, size_t errlen) {
  render_opts_t ro;
  psd_render_defaults(o, &ro, title);
  double cell = 15.0;
  double pw = ro.paper_w < 0 ? 210 : ro.paper_w,
         ph = ro.paper_h < 0 ? 297 : ro.paper_h; /* auto: A4 */
  if (pw > 0 && (pw - 30) / w < cell) cell = (pw - 30) / w;
  if (ph > 0 && (ph - 45) / h < cell) cell = (ph - 45) / h;
  if (cell < 1) cell = 1;
  ro.card_w = cell * w + 10, ro.card_h = cell * h + 15;
  ro.cols = ro.rows = 1;
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

/* ---- Pieces sheets: fronts as packed, backs mirrored left-right. */

typedef struct sheets_ctx {
  int w, h, n;
  int *cells; /* n sheets of w*h */
  psd_letters_t let;
  const psd_opts_t *o;
} sheets_ctx_t;

static void sheet_draw(draw_t *d, const render_card_t *c, const sheets_ctx_t *sc, int mirror) {
  const int *src = sc->cells + (size_t)c->index * sc->w * sc->h;
  int *cells = malloc(sizeof(int) * (size_t)sc->w * sc->h);
  if (!cells) {
    draw_set_error(d, DRAW_ERR_NOMEM, "out of memory");
    return;
  }
  for (int y = 0; y < sc->h; y++)
    for (int x = 0; x < sc->w; x++)
      cells[y * sc->w + x] = src[y * sc->w + (mirror ? sc->w - 1 - x : x)];
  render_grid_t g = {sc->w, sc->h, cells, 128, sc->let.names, NULL, NULL};
  psd_draw_grid(d, &g, c->x + (c->w - 15.0 * sc->w) / 2, c->y + 3, 15.0,
                RENDER_GRID_PIECES | RENDER_GRID_LETTERS);
  draw_set_color(d, DRAW_TEXT_GREY);
  draw_text(
      d, c->x + c->w / 2, c->y + c->h - 2.2, 2.5, DRAW_CENTER, c->w - 6,
      i18n_page(sc->o->lang,
                mirror
                    ? I18N_PAGE("Polyssimo Challenge: backs of the pieces (print long-edge duplex)")
                    : I18N_PAGE("Polyssimo Challenge: cut out the pieces")));
  if (!mirror) psd_legend(d, sc->o, c->x + c->w / 2, c->y + c->h - 6, 2.6, c->w - 6);
  free(cells);
}
static void sheet_front(draw_t *d, const render_card_t *c, void *ctx) {
  sheet_draw(d, c, ctx, 0);
}
static void sheet_back(draw_t *d, const render_card_t *c, void *ctx) {
  sheet_draw(d, c, ctx, 1);
}

/* Pack G's pieces on sheets of SC->w x SC->h cells, as many as needed. */
static void pack_sheets(const ps_geo_t *g, sheets_ctx_t *sc) {
  int W = sc->w, H = sc->h, i = 0;
  while (i < g->npieces) {
    int *cells = sc->cells + (size_t)sc->n * W * H;
    for (int c = 0; c < W * H; c++) cells[c] = RENDER_OUTSIDE;
    const shape_t *shp[PS_MAX_PIECES];
    int val[PS_MAX_PIECES], n = 0;
    while (i + n < g->npieces) {
      shp[n] = psd_flat(&g->pieces[i + n]);
      val[n] = (unsigned char)g->letter[i + n];
      if (psd_shelf_pack(shp, val, n + 1, W, 0, NULL, H) > H) break;
      n++;
    }
    if (n == 0) n = 1; /* cannot happen: W and H fit every piece */
    psd_shelf_pack(shp, val, n, W, 0, cells, H);
    sc->n++;
    i += n;
  }
}

render_status_t psd_pieces(const char *path, const psd_opts_t *o, const ps_geo_t *g, char *err,
                           size_t errlen) {
  /* 12 cells across (or the widest piece), so that a piece cut out has its
   * colour on both faces (it may be turned over). */
  int W = 12, H = 17;
  for (int k = 0; k < g->npieces; k++) {
    int sw, sh;
    shape_size(psd_flat(&g->pieces[k]), &sw, &sh);
    if (sw > W) W = sw;
    if (sh > H) H = sh;
  }
  sheets_ctx_t sc;
  memset(&sc, 0, sizeof sc);
  sc.w = W, sc.h = H, sc.o = o;
  psd_letters_init(&sc.let);
  sc.cells = malloc(sizeof(int) * (size_t)W * H * (size_t)(g->npieces + 1));
  if (!sc.cells) return no_memory(err, errlen);
  pack_sheets(g, &sc);
  render_opts_t ro;
  psd_render_defaults(o, &ro, "polyx polyssimo pieces");
  ro.card_w = 15.0 * W + 6, ro.card_h = 15.0 * H + 12;
  ro.cols = ro.rows = 1;
  render_status_t st =
      render_cards(path, NULL, sc.n, sheet_front, sheet_back, NULL, &sc, &ro, err, errlen);
  free(sc.cells);
  return st;
}
