/* draw_pages.c: whole Polymo pages: sheets laid out on paper (1, 2 or 4 a page) and the page of score histograms. */
#include <config.h>

#include <stdio.h>

#include "cards/polymo/draw.h"
#include "output/i18n.h"

struct sheet_ctx {
  int n;
  const char *lang;
  const polymo_sheet_t *s;
  int score;
};

static void draw_front(draw_t *d, const render_card_t *card, void *ctx) {
  const struct sheet_ctx *c = ctx;
  polymo_draw_sheet(d, card->x, card->y, card->w, card->h, c->n, c->s, c->score, c->lang);
}

render_status_t polymo_draw_sheets(const char *path, const polymo_page_opts_t *po, int n, const polymo_sheet_t *s,
                                   int score, int count, char *err, size_t errlen) {
  render_opts_t ro;
  render_opts_init(&ro);
  double pw, ph;
  if (render_paper_size(po->paper, &pw, &ph) != 0) {
    snprintf(err, errlen, "polymo: unknown paper '%s' (a4 or letter)", po->paper);
    return RENDER_ERR_ARGS;
  }
  int per = po->per_page;
  if (per == 1) ro.card_w = 148, ro.card_h = 210, ro.cols = 1, ro.rows = 1;
  else if (per == 2) ro.card_w = 128, ro.card_h = 182, ro.cols = 2, ro.rows = 1, ro.paper_w = ph, ro.paper_h = pw;
  else ro.card_w = 86, ro.card_h = 122, ro.cols = 2, ro.rows = 2;
  if (per != 2) ro.paper_w = pw, ro.paper_h = ph;
  ro.lang = po->lang;
  ro.title = "polyx polymo";
  struct sheet_ctx c = {n, po->lang, s, score};
  return render_cards(path, NULL, count, draw_front, NULL, NULL, &c, &ro, err, errlen);
}

draw_status_t polymo_draw_histogram_page(const char *path, const char *lang, int nseries, const char *const *titles,
                                         const long *const *counts, char *err, size_t errlen) {
  err[0] = '\0';
  int fmt = draw_format_from(NULL, path);
  if (fmt < 0) {
    snprintf(err, errlen, "polymo: %s: unknown output format (use .pdf, .png or .svg)", path);
    return DRAW_ERR_ARGS;
  }
  draw_options_t dopt;
  draw_options_init(&dopt);
  dopt.dpi = 150;
  draw_t *d = draw_create((draw_format_t)fmt, path, 210, 297, &dopt);
  if (!d) return DRAW_ERR_NOMEM;
  draw_begin_page(d);
  draw_set_color(d, DRAW_BLACK);
  /* TRANSLATORS: the title of the page of score histograms of simulated Polymo games. */
  draw_text(d, 105, 16, 6, DRAW_CENTER | DRAW_BOLD, 190, i18n_page(lang, "Polymo: minus points at the end of the game"));
  double ph = nseries > 3 ? 255 : 85.0 * nseries;
  polymo_draw_histograms(d, 12, 24, 186, ph, nseries, titles, counts);
  draw_end_page(d);
  draw_status_t st = draw_finish(d);
  if (st != DRAW_OK) snprintf(err, errlen, "%s", draw_error_message(d));
  draw_destroy(d);
  return st;
}
