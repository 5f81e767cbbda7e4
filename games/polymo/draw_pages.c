/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* draw_pages.c: whole Polymo pages: sheets laid out on paper (1, 2 or 4 a page) and the page of
 * score histograms. */
#include <config.h>

#include <math.h>
#include <stdio.h>

#include "games/polymo/draw.h"
#include "output/chart.h"
#include "output/i18n.h"
#include "base/intl.h"

struct sheet_ctx {
  int n;
  const char *lang;
  const polymo_sheet_t *s;
  int score;
  const polymo_draft_t *draft;
};

static void draw_front(draw_t *d, const render_card_t *card, void *ctx) {
  const struct sheet_ctx *c = ctx;
  polymo_draw_sheet(d, card->x, card->y, card->w, card->h, c->n, c->s, c->score, c->lang);
  if (c->draft) polymo_draw_draft(d, card, c->n, c->draft, c->lang);
}

/* The pages' settings of PO: the paper, and the sheet's size. */
static void sheets_opts(const polymo_page_opts_t *po, render_opts_t *ro) {
  *ro = po->page;
  if (ro->paper_w < 0 || ro->paper_h < 0) ro->paper_w = 210, ro->paper_h = 297;
  ro->sheets = 1;
  /* --per-page picks the sheet's size; as many as fit go on a page (one
   * A5 on A4, two smaller ones on A4 turned, four smallest) unless --nup
   * says otherwise */
  if (po->per_page == 1)
    ro->card_w = 148, ro->card_h = 210;
  else if (po->per_page == 2)
    ro->card_w = 128, ro->card_h = 182;
  else
    ro->card_w = 86, ro->card_h = 122;
}

render_status_t polymo_sheets_check(const char *path, const polymo_page_opts_t *po, char *err,
                                    size_t errlen) {
  render_opts_t ro;
  sheets_opts(po, &ro);
  return render_cards_check(path, NULL, 1, 0, &ro, err, errlen);
}

render_status_t polymo_draw_sheets(const char *path, const polymo_page_opts_t *po, int n,
                                   const polymo_sheet_t *s, int score, int count, char *err,
                                   size_t errlen) {
  render_opts_t ro;
  sheets_opts(po, &ro);
  err[0] = '\0';
  if (count <= 0) { /* a page full */
    int c, r;
    render_status_t st = render_page_grid(path, NULL, 10000, &ro, &c, &r, err, errlen);
    if (st != RENDER_OK) return st;
    count = c * r;
  }
  if (!ro.title) ro.title = "polyx polymo";
  struct sheet_ctx c = {n, ro.lang, s, score, po->draft};
  return render_cards(path, NULL, count, draw_front, NULL, NULL, &c, &ro, err, errlen);
}

draw_status_t polymo_draw_histogram_page(const char *path, double paper_w, double paper_h,
                                         const char *lang, int nseries, const char *const *titles,
                                         const long *const *counts, char *err, size_t errlen) {
  err[0] = '\0';
  int fmt = draw_format_from(NULL, path);
  if (fmt < 0) {
    char msg[600];
    snprintf(msg, sizeof msg, _("cannot tell the format of '%s': use .pdf, .svg or .png"), path);
    snprintf(err, errlen, "polymo: %s", msg);
    return DRAW_ERR_ARGS;
  }
  double pw = paper_w > 0 ? paper_w : 210, ph = paper_h > 0 ? paper_h : 297;
  if (pw < 100 || ph < 140) {
    snprintf(err, errlen,
             "polymo: a %gx%g mm page is too small for the histograms (100x140 at least)", pw, ph);
    return DRAW_ERR_ARGS;
  }
  draw_options_t dopt;
  draw_options_init(&dopt);
  dopt.dpi = 150;
  draw_t *d = draw_create((draw_format_t)fmt, path, pw, ph, &dopt);
  if (!d) return DRAW_ERR_NOMEM;
  const double page[4] = {0, 0, pw, ph};
  draw_set_boxes(d, page, page);
  /* TRANSLATORS: the title of the page of score histograms of simulated Polymo games. */
  const char *title = i18n_page(lang, "Polymo: minus points at the end of the game");
  draw_histogram_page(d, pw, ph, title, nseries, titles, counts, POLYMO_TOTAL + 1, 0, NULL);
  draw_status_t st = draw_finish(d);
  if (st != DRAW_OK) snprintf(err, errlen, "%s", draw_error_message(d));
  draw_destroy(d);
  return st;
}
