/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* render.c: page layout (N-up cards, crop marks, bleed, duplex backs, answer pages) and the
 * cards of figures; the grids themselves are drawn by render_grid.c. */
#include <config.h>

#include "output/render.h"

#include "output/i18n.h"
#include "base/intl.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- sizes, labels ---- */

void render_opts_init(render_opts_t *o) {
  memset(o, 0, sizeof *o);
  o->paper_w = o->paper_h = -1; /* auto: A4 for PDF and trace, card for SVG and PNG */
  o->card_w = 63;
  o->card_h = 88;
  o->crop_marks = -1;
  o->bleed = RENDER_BLEED_AUTO;
  o->lang = "en";
  o->captions = 1;
  o->letters = 1;
  o->numbers = 1;
  o->date = -1;
}

/* "WxH" in millimetres, both in 1..5000. */
static int parse_wxh(const char *s, double *w, double *h) {
  char *end;
  double a = strtod(s, &end);
  if (end == s || (*end != 'x' && *end != 'X')) return -1;
  const char *t = end + 1;
  double b = strtod(t, &end);
  if (end == t || *end) return -1;
  if (!(a >= 1 && a <= 5000 && b >= 1 && b <= 5000)) return -1;
  *w = a;
  *h = b;
  return 0;
}

static int lookup_size(const char *name, const char *const *names, const double *sizes, double *w,
                       double *h) {
  for (int i = 0; names[i]; i++)
    if (strcmp(name, names[i]) == 0) {
      *w = sizes[2 * i];
      *h = sizes[2 * i + 1];
      return 0;
    }
  return parse_wxh(name, w, h);
}

int render_paper_size(const char *name, double *w, double *h) {
  static const char *const names[] = {"a4",      "a3",   "a5",   "letter", "legal",
                                      "tabloid", "sra3", "sra4", "card",   NULL};
  static const double sizes[] = {210,   297,   297,   420, 148, 210, 215.9, 279.4, 215.9,
                                 355.6, 279.4, 431.8, 320, 450, 225, 320,   0,     0};
  return name ? lookup_size(name, names, sizes, w, h) : -1;
}

int render_card_size(const char *name, double *w, double *h) {
  static const char *const names[] = {"poker", "bridge", "tarot", "square", NULL};
  static const double sizes[] = {63, 88, 57, 89, 70, 120, 70, 70};
  return name ? lookup_size(name, names, sizes, w, h) : -1;
}

/* The labels' English texts: the catalogs (po/LL.po) translate them. */
static const char *const labels[RENDER_L_COUNT] = {
    [RENDER_L_SOLUTION] = I18N_PAGE("Solution"),
    /* TRANSLATORS: a puzzle card, as opposed to its solution. */
    [RENDER_L_PUZZLE] = I18N_PAGE("Puzzle"),
    /* TRANSLATORS: in the page footer: "page 2/5". */
    [RENDER_L_PAGE] = I18N_PAGE("page"),
    /* TRANSLATORS: the short sign before a card's number: "No 12" (French "N°", German "Nr."). */
    [RENDER_L_NO] = I18N_PAGE("No"),
    /* TRANSLATORS: on a puzzle card, before the names of the pieces to use: "Pieces: F I L N" */
    [RENDER_L_PIECES] = I18N_PAGE("Pieces:"),
};

int render_lang_known(const char *lang) {
  return i18n_lang_known(lang);
}

const char *render_label(const char *lang, render_label_t key) {
  if ((unsigned)key >= RENDER_L_COUNT) return "";
  return i18n_page(lang, labels[key]);
}

/* ---- page layout ---- */

typedef struct layout {
  double pw, ph; /* page */
  int cols, rows;
  double bx, by;  /* top-left of the block of cards (bleed included) */
  double fw, fh;  /* one card's footprint: trim + 2 bleed */
  double bleed;   /* the bleed in use (RENDER_BLEED_AUTO resolved) */
  double cw, ch;  /* one card's trim size */
  int card_pages; /* 1: a page is one card */
  int marks;
  double mark_x, mark_y; /* lengths of the crop marks left/right and top/bottom */
  double footer_y;       /* baseline of the footer, 0 for none */
  double scale;          /* the cards drawn at this scale (office layout), else 1 */
  double gap;            /* room between two cards (office layout), else 0 */
} layout_t;

#define SAFE     RENDER_SAFE   /* nothing printed nearer the paper's edge (desktop printers) */
#define FOOTER   RENDER_FOOTER /* the footer's band above the safe margin */
#define MARK_GAP 2.0           /* crop marks start this far outside the bleed */
#define MARK_LEN 5.0           /* and are this long, */
#define MARK_MIN 3.0           /* or at least this long where the paper is short */

#define MARK_W 0.2 /* their width: square caps reach MARK_W / 2 further */

/* Crop marks as long as MARK_LEN, shorter where the paper's safe margin
 * is near: their caps stay SAFE mm or more from the edge. */
static void mark_lengths(layout_t *L) {
  L->mark_x = fmin(MARK_LEN, L->bx - MARK_GAP - SAFE - MARK_W);
  L->mark_y = fmin(MARK_LEN, L->by - MARK_GAP - SAFE - MARK_W);
}

/* Fewer cards than a sheet holds (and no --nup): the block shrinks to
 * them, centred. */
static void shrink_to(layout_t *L, int n, const render_opts_t *o) {
  if (o->cols > 0 || o->rows > 0 || n >= L->cols * L->rows) return;
  if (n < L->cols) L->cols = n;
  int rows = (n + L->cols - 1) / L->cols;
  L->by += (L->rows - rows) * L->fh / 2;
  L->rows = rows;
  L->bx = (L->pw - L->cols * L->fw + L->gap) / 2;
  if (L->marks) mark_lengths(L);
}

double render_bleed_of(const render_opts_t *o) {
  if (o->bleed >= 0) return o->bleed;
  return o->edge ? RENDER_BLEED_DEFAULT : 0;
}

/* The card size, the bleed and --dpi checked against the format FMT:
 * RENDER_OK, or RENDER_ERR_ARGS with ERR. */
static render_status_t check_card(const render_opts_t *o, int fmt, double b, char *err,
                                  size_t errlen) {
  double cw = o->card_w, ch = o->card_h;
  if (!(cw >= 5 && ch >= 5 && cw <= 5000 && ch <= 5000)) {
    snprintf(err, errlen, "card size %gx%g mm out of range", cw, ch);
    return RENDER_ERR_ARGS;
  }
  if (!(b >= 0 && b <= 20)) {
    snprintf(err, errlen, "bleed %g mm out of range (0..20)", b);
    return RENDER_ERR_ARGS;
  }
  if (o->dpi > 0 && fmt != DRAW_PNG) {
    snprintf(err, errlen, "--dpi applies to PNG output only");
    return RENDER_ERR_ARGS;
  }
  return RENDER_OK;
}

/* Pages of one card each (no paper size): L's page is the card and its
 * bleed. RENDER_OK, or RENDER_ERR_ARGS with ERR for the options that need
 * a paper. */
static render_status_t card_pages(const render_opts_t *o, layout_t *L, char *err, size_t errlen) {
  if (o->cols > 1 || o->rows > 1) {
    snprintf(err, errlen, "--nup %dx%d needs a paper size: each page is one card",
             o->cols > 0 ? o->cols : 1, o->rows > 0 ? o->rows : 1);
    return RENDER_ERR_ARGS;
  }
  if (o->crop_marks == 0) {
    snprintf(err, errlen,
             "--no-crop-marks: pages of one card have no crop marks (the page is the bleed box)");
    return RENDER_ERR_ARGS;
  }
  L->card_pages = 1;
  L->pw = L->fw;
  L->ph = L->fh;
  L->cols = L->rows = 1;
  return RENDER_OK;
}

/* How many cards of L's footprint a page holds, SIDE mm kept clear at each
 * edge: columns, rows, rows with the footer's band, and whether the paper
 * is turned. */
typedef struct fit {
  int c, r, rf, turned;
} fit_t;

/* The paper PW x PH as it is, or turned (when TURN_OK) if that takes fewer
 * sheets for the N cards (or only then holds the --nup asked for). */
static fit_t best_fit(const render_opts_t *o, const layout_t *L, double pw, double ph, double side,
                      int n, int turn_ok) {
  fit_t f = {0, 0, 0, 0};
  for (int t = 0; t < (turn_ok ? 2 : 1); t++) {
    double w = t ? ph : pw, h = t ? pw : ph;
    int c = (int)floor((w - 2 * side) / L->fw + 1e-9),
        r = (int)floor((h - 2 * side) / L->fh + 1e-9);
    int rf = (int)floor((h - 2 * side - FOOTER) / L->fh + 1e-9);
    int fits = c >= (o->cols > 0 ? o->cols : 1) && r >= (o->rows > 0 ? o->rows : 1);
    int per = (o->cols > 0 ? o->cols : c) * (o->rows > 0 ? o->rows : r);
    int best = (o->cols > 0 ? o->cols : f.c) * (o->rows > 0 ? o->rows : f.r);
    int best_fits = f.c >= (o->cols > 0 ? o->cols : 1) && f.r >= (o->rows > 0 ? o->rows : 1);
    if (t == 0 || (fits && (!best_fits || (n + per - 1) / per < (n + best - 1) / best)))
      f = (fit_t){c, r, rf, t};
  }
  return f;
}

/* The scale at which C x R cards of CW x CH mm fit a W x H page in the
 * office layout (at most 1). */
static double office_scale(double w, double h, int c, int r, double cw, double ch) {
  double sw = (w - 2 * SAFE - (c - 1) * RENDER_OFFICE_GAP) / (c * cw);
  double sh = (h - 2 * SAFE - FOOTER - (r - 1) * RENDER_OFFICE_GAP) / (r * ch);
  return fmin(1.0, fmin(sw, sh));
}

render_status_t render_office_settle(const render_opts_t *o, double *bleed, int *crop_marks,
                                     char *err, size_t errlen) {
  if (o->layout != RENDER_LAYOUT_OFFICE) return RENDER_OK;
  if (o->bleed > 0) {
    snprintf(err, errlen, _("--layout office prints no bleed: leave out --bleed"));
    return RENDER_ERR_ARGS;
  }
  *bleed = 0;
  *crop_marks = 0;
  return RENDER_OK;
}

/* The office layout of N cards on the PW x PH paper into L (card size set). */
static render_status_t office_layout(const render_opts_t *o, int n, int turn_ok, double pw,
                                    double ph, layout_t *L, char *err, size_t errlen) {
  double cw = L->cw, ch = L->ch;
  render_status_t st = render_office_settle(o, &L->bleed, &L->marks, err, errlen);
  if (st != RENDER_OK) return st;
  int bc = 0, br = 0, bt = 0;
  double bs = 0;
  for (int t = 0; t < (turn_ok ? 2 : 1); t++) {
    double w = t ? ph : pw, h = t ? pw : ph;
    if (o->cols > 0 || o->rows > 0) {
      int c = o->cols > 0 ? o->cols : 1, r = o->rows > 0 ? o->rows : 1;
      double s = office_scale(w, h, c, r, cw, ch);
      if (s > bs + 1e-9) bc = c, br = r, bt = t, bs = s;
      continue;
    }
    for (int c = 1; c <= 50; c++)
      for (int r = 1; r <= 50; r++) {
        double s = office_scale(w, h, c, r, cw, ch);
        if (s < RENDER_OFFICE_MIN_SCALE - 1e-9 && !(c == 1 && r == 1)) continue;
        int per = c * r, best = bc * br;
        int sheets = (n + per - 1) / per, bsheets = best ? (n + best - 1) / best : 0;
        /* fewer sheets; then the larger scale; then fewer empty places */
        if (!best || sheets < bsheets || (sheets == bsheets && s > bs + 1e-9))
          bc = c, br = r, bt = t, bs = s;
      }
  }
  if (!(bs * cw >= 5 && bs * ch >= 5)) {
    snprintf(err, errlen,
             o->sheets ? _("%dx%d sheets of %gx%g mm cannot be printed on a %gx%g mm page")
                       : _("%dx%d cards of %gx%g mm cannot be printed on a %gx%g mm page"),
             o->cols > 0 ? o->cols : 1, o->rows > 0 ? o->rows : 1, cw, ch, pw, ph);
    return RENDER_ERR_ARGS;
  }
  L->pw = bt ? ph : pw;
  L->ph = bt ? pw : ph;
  L->cols = bc;
  L->rows = br;
  L->scale = bs;
  L->gap = RENDER_OFFICE_GAP;
  L->fw = cw * bs + L->gap;
  L->fh = ch * bs + L->gap;
  L->bx = (L->pw - bc * L->fw + L->gap) / 2;
  L->by = SAFE + (L->ph - 2 * SAFE - FOOTER - (br * L->fh - L->gap)) / 2;
  L->footer_y = L->ph - SAFE - 0.8;
  if (o->note && o->notelen && bs < 1 - 1e-9)
      /* TRANSLATORS: said on stderr: the size the cards are printed at, the percentage of
         their size, the cards a sheet. */
      snprintf(o->note, o->notelen,
               o->sheets ? _("sheets scaled to %.0fx%.0f mm (%.0f%%), %d a page, to fit inside "
                             "the printer's margins")
                         : _("cards scaled to %.0fx%.0f mm (%.0f%%), %d a sheet, to fit "
                             "inside the printer's margins"),
               cw * bs, ch * bs, 100 * bs, bc * br);
  return RENDER_OK;
}

static render_status_t make_layout(const render_opts_t *o, int fmt, int n, int turn_ok, layout_t *L,
                                   char *err, size_t errlen) {
  memset(L, 0, sizeof *L);
  L->scale = 1;
  double pw = o->paper_w, ph = o->paper_h;
  if (pw < 0 || ph < 0) {
    if (fmt == DRAW_SVG || fmt == DRAW_PNG)
      pw = ph = 0;
    else {
      pw = 210;
      ph = 297;
    }
  }
  double cw = o->card_w, ch = o->card_h, b = render_bleed_of(o);
  render_status_t st = check_card(o, fmt, b, err, errlen);
  if (st != RENDER_OK) return st;
  L->bleed = b;
  L->cw = cw;
  L->ch = ch;
  L->fw = cw + 2 * b;
  L->fh = ch + 2 * b;
  if (pw == 0 && ph == 0) {
    if (o->layout == RENDER_LAYOUT_OFFICE) {
      snprintf(err, errlen, _("--layout office needs a paper (--paper a4, letter...)"));
      return RENDER_ERR_ARGS;
    }
    return card_pages(o, L, err, errlen);
  }
  if (!(pw >= 10 && ph >= 10 && pw <= 5000 && ph <= 5000)) {
    snprintf(err, errlen, "paper size %gx%g mm out of range", pw, ph);
    return RENDER_ERR_ARGS;
  }
  if (o->layout == RENDER_LAYOUT_OFFICE) return office_layout(o, n, turn_ok, pw, ph, L, err, errlen);
  L->marks = o->crop_marks != 0;
  /* Each side keeps SAFE mm clear, and room for marks of MARK_MIN mm
   * outside the bleed; the footer takes a band at the foot when the cards
   * leave room for it. */
  double side = SAFE + (L->marks ? MARK_GAP + MARK_MIN : 0);
  fit_t f = best_fit(o, L, pw, ph, side, n, turn_ok);
  if (f.turned) {
    double t = pw;
    pw = ph;
    ph = t;
  }
  L->pw = pw;
  L->ph = ph;
  double ah = ph - 2 * side;
  L->cols = o->cols > 0 ? o->cols : f.c;
  L->rows = o->rows > 0 ? o->rows : f.r;
  if (L->cols < 1 || L->rows < 1 || L->cols > f.c || L->rows > f.r) {
    /* The fix when there is one: the first standard paper, smallest first, the same cards
     * fit on (either way up when the layout may turn the paper). */
    static const char *const bigger[] = {"a5",   "a4", "letter",  "legal",
                                         "sra4", "a3", "tabloid", "sra3"};
    char fix[192] = "";
    for (size_t i = 0; i < sizeof bigger / sizeof bigger[0] && !fix[0]; i++) {
      double bw, bh;
      if (render_paper_size(bigger[i], &bw, &bh) != 0 || bw * bh <= pw * ph) continue;
      fit_t g = best_fit(o, L, bw, bh, side, n, 1);
      if (g.c >= (o->cols > 0 ? o->cols : 1) && g.r >= (o->rows > 0 ? o->rows : 1))
        /* TRANSLATORS: the fix of the error before it; keep --paper and the paper's name. */
        snprintf(fix, sizeof fix, _(": --paper %s fits them"), bigger[i]);
    }
    /* and for a desktop printer, the layout that scales the cards into its margins */
    size_t fl = strlen(fix);
    /* TRANSLATORS: the fix of the error before it (after another fix or none); keep --layout
       office. */
    snprintf(fix + fl, sizeof fix - fl, fl ? _("; --layout office scales them to fit a desktop "
                                               "printer")
                                           : _(": --layout office scales them to fit a desktop "
                                               "printer"));
    /* TRANSLATORS: columns x rows of cards, their size, " with their bleed" or nothing, the
     * paper's size, the margin, " for crop marks" or nothing, then the fix (or nothing). */
    snprintf(err, errlen,
             o->sheets ? _("%dx%d sheets of %gx%g mm%s do not fit on a %gx%g mm page, "
                           "either way up (%g mm kept clear at the edges%s)%s")
                       : _("%dx%d cards of %gx%g mm%s do not fit on a %gx%g mm page, "
                           "either way up (%g mm kept clear at the edges%s)%s"),
             L->cols < 1 ? 1 : L->cols, L->rows < 1 ? 1 : L->rows, cw, ch,
             b > 0 ? _(" with their bleed") : "", pw, ph, side,
             L->marks ? _(" for crop marks") : "", fix);
    return RENDER_ERR_ARGS;
  }
  double foot = L->rows <= f.rf ? FOOTER : 0;
  L->bx = (pw - L->cols * L->fw) / 2;
  L->by = side + (ah - foot - L->rows * L->fh) / 2;
  if (L->marks) mark_lengths(L);
  L->footer_y = foot > 0 ? ph - SAFE - 0.8 : 0;
  return RENDER_OK;
}

static void crop_marks(draw_t *d, const layout_t *L) {
  double b = L->bleed;
  double top = L->by, bot = L->by + L->rows * L->fh;
  double left = L->bx, right = L->bx + L->cols * L->fw;
  draw_set_color(d, DRAW_BLACK);
  draw_set_line_width(d, MARK_W);
  double last = -1e9;
  for (int c = 0; c < L->cols; c++) {
    double xs[2] = {L->bx + c * L->fw + b, L->bx + c * L->fw + b + L->cw};
    for (int i = 0; i < 2; i++) {
      if (fabs(xs[i] - last) < 1e-6) continue;
      last = xs[i];
      draw_segment(d, xs[i], top - MARK_GAP - L->mark_y, xs[i], top - MARK_GAP);
      draw_segment(d, xs[i], bot + MARK_GAP, xs[i], bot + MARK_GAP + L->mark_y);
    }
  }
  last = -1e9;
  for (int r = 0; r < L->rows; r++) {
    double ys[2] = {L->by + r * L->fh + b, L->by + r * L->fh + b + L->ch};
    for (int i = 0; i < 2; i++) {
      if (fabs(ys[i] - last) < 1e-6) continue;
      last = ys[i];
      draw_segment(d, left - MARK_GAP - L->mark_x, ys[i], left - MARK_GAP, ys[i]);
      draw_segment(d, right + MARK_GAP, ys[i], right + MARK_GAP + L->mark_x, ys[i]);
    }
  }
  draw_stroke(d);
}

void render_footer(draw_t *d, double pw, double ph, const char *title, const char *lang, int page,
                   int npages) {
  const char *pg = render_label(lang, RENDER_L_PAGE);
  if (!title) title = "";
  size_t n = strlen(title) + 64; /* never cut: a cut could split a UTF-8 sequence */
  char *buf = malloc(n);
  if (!buf) {
    draw_set_error(d, DRAW_ERR_NOMEM, "out of memory");
    return;
  }
  if (*title)
    snprintf(buf, n, "%s \xC2\xB7 %s %d/%d", title, pg, page, npages);
  else
    snprintf(buf, n, "%s %d/%d", pg, page, npages);
  draw_set_color(d, DRAW_TEXT_GREY);
  /* below the bottom crop marks, which end FOOTER mm higher */
  draw_text(d, pw / 2, ph - SAFE - 0.8, 2.4, DRAW_CENTER, pw - 4 * SAFE, buf);
  free(buf);
}

static void footer(draw_t *d, const layout_t *L, const render_opts_t *o, int page, int npages) {
  if (L->card_pages || L->footer_y <= 0) return;
  render_footer(d, L->pw, L->ph, o->title, o->lang, page, npages);
}

void render_crop_marks(draw_t *d, double pw, double ph, const double trim[4],
                       const double bleed[4]) {
  double xs[2] = {trim[0], trim[0] + trim[2]}, ys[2] = {trim[1], trim[1] + trim[3]};
  double top = bleed[1] - MARK_GAP, bot = bleed[1] + bleed[3] + MARK_GAP;
  double left = bleed[0] - MARK_GAP, right = bleed[0] + bleed[2] + MARK_GAP;
  double ly_top = fmin(MARK_LEN, top - SAFE - MARK_W),
         ly_bot = fmin(MARK_LEN, ph - SAFE - MARK_W - bot);
  double lx_left = fmin(MARK_LEN, left - SAFE - MARK_W),
         lx_right = fmin(MARK_LEN, pw - SAFE - MARK_W - right);
  draw_set_color(d, DRAW_BLACK);
  draw_set_line_width(d, MARK_W);
  for (int i = 0; i < 2; i++) {
    if (ly_top > 0) draw_segment(d, xs[i], top - ly_top, xs[i], top);
    if (ly_bot > 0) draw_segment(d, xs[i], bot, xs[i], bot + ly_bot);
    if (lx_left > 0) draw_segment(d, left - lx_left, ys[i], left, ys[i]);
    if (lx_right > 0) draw_segment(d, right, ys[i], right + lx_right, ys[i]);
  }
  draw_stroke(d);
}

/* The format of the output: FORMAT, or PATH's extension. -1 with ERR when
 * neither tells. */
static int output_format(const char *format, const char *path, char *err, size_t errlen) {
  int fmt = draw_format_from(format, path);
  if (fmt >= 0) return fmt;
  if (format)
    snprintf(err, errlen, "unknown output format '%s' (pdf, svg, svgz, png, trace)", format);
  else
    /* the one wording of the commands for an output of no known format */
    snprintf(err, errlen, _("cannot tell the format of '%s': use .pdf, .svg, .svgz or .png"),
             path ? path : "");
  return -1;
}

render_status_t render_page_grid(const char *path, const char *format, int n,
                                 const render_opts_t *opts, int *cols, int *rows, char *err,
                                 size_t errlen) {
  char dummy[8];
  if (!err || errlen == 0) {
    err = dummy;
    errlen = sizeof dummy;
  }
  err[0] = '\0';
  int fmt = output_format(format, path, err, errlen);
  if (fmt < 0) return RENDER_ERR_ARGS;
  layout_t L;
  render_status_t st = make_layout(opts, fmt, n > 0 ? n : 1, 1, &L, err, errlen);
  if (st != RENDER_OK) return st;
  *cols = L.cols;
  *rows = L.rows;
  return RENDER_OK;
}

/* The layout of the answer cards into *LA: their own size and grid when
 * asked, on the same paper as L the same way up; else L's. */
static render_status_t answer_layout(const render_opts_t *opts, int fmt, int n, const layout_t *L,
                                     layout_t *La, char *err, size_t errlen) {
  *La = *L;
  if (!(opts->answer_w > 0 || opts->answer_cols > 0 || opts->answer_rows > 0)) return RENDER_OK;
  render_opts_t ao = *opts;
  if (opts->answer_w > 0) ao.card_w = opts->answer_w, ao.card_h = opts->answer_h;
  ao.cols = opts->answer_cols;
  ao.note = NULL; /* the note is about the cards */
  ao.rows = opts->answer_rows;
  if (L->card_pages) {
    snprintf(err, errlen, "answer cards of their own size or grid need a paper size");
    return RENDER_ERR_ARGS;
  }
  ao.paper_w = L->pw;
  ao.paper_h = L->ph;
  render_status_t st = make_layout(&ao, fmt, n, 0, La, err, errlen);
  if (st != RENDER_OK) return st;
  shrink_to(La, n, &ao);
  return RENDER_OK;
}

/* What render_cards draws: N cards, their faces, the page options. */
typedef struct cards_job {
  int n;
  render_card_fn front, back, answer;
  void *ctx;
  const render_opts_t *opts;
  int npages, page; /* pages in all, pages begun */
} cards_job_t;

/* One page: the cards of sheet SHEET laid out by P, face SD drawn by FN;
 * then the crop marks and the footer. */
static void draw_sheet_page(draw_t *d, cards_job_t *job, const layout_t *P, int sheet,
                            render_side_t sd, render_card_fn fn) {
  int per = P->cols * P->rows;
  draw_begin_page(d);
  job->page++;
  for (int i = 0; i < per; i++) {
    int idx = sheet * per + i;
    if (idx >= job->n) break;
    int c = i % P->cols, r = i / P->cols;
    if (sd == RENDER_BACK) c = P->cols - 1 - c; /* long-edge duplex */
    render_card_t card = {
        idx,   sd,      P->bx + c * P->fw + P->bleed, P->by + r * P->fh + P->bleed, P->cw,
        P->ch, P->bleed};
    if (P->scale != 1) { /* the card drawn at its size, scaled onto the page */
      draw_set_transform(d, card.x, card.y, P->scale);
      card.x = card.y = 0;
    }
    fn(d, &card, job->ctx);
    if (P->scale != 1) draw_set_transform(d, 0, 0, 1);
  }
  if (!P->card_pages && P->marks) crop_marks(d, P);
  footer(d, P, job->opts, job->page, job->npages);
  draw_end_page(d);
}

/* The sheets of fronts (each followed by its back with BACKS) or, with
 * ANSWERS, of answers, laid out by P. */
static void draw_pass(draw_t *d, cards_job_t *job, const layout_t *P, int answers) {
  /* The same boxes on every page of a pass: the whole block of cards (a
   * short last sheet is cut like the others). */
  double bleedbox[4] = {P->bx, P->by, P->cols * P->fw, P->rows * P->fh};
  double trim[4] = {P->bx + P->bleed, P->by + P->bleed, P->cols * P->fw - 2 * P->bleed - P->gap,
                    P->rows * P->fh - 2 * P->bleed - P->gap};
  if (P->gap > 0) memcpy(bleedbox, trim, sizeof trim);
  draw_set_boxes(d, trim, bleedbox);
  int per = P->cols * P->rows, sheets = (job->n + per - 1) / per;
  for (int sheet = 0; sheet < sheets && draw_status(d) == DRAW_OK; sheet++) {
    if (answers) {
      draw_sheet_page(d, job, P, sheet, RENDER_ANSWER, job->answer);
      continue;
    }
    draw_sheet_page(d, job, P, sheet, RENDER_FRONT, job->front);
    if (job->back) draw_sheet_page(d, job, P, sheet, RENDER_BACK, job->back);
  }
}

/* The render status of a drawing's status DS. */
static render_status_t render_status_of(draw_status_t ds) {
  return ds == DRAW_OK              ? RENDER_OK
         : ds == DRAW_ERR_CREATE    ? RENDER_ERR_CREATE
         : ds == DRAW_ERR_WRITE     ? RENDER_ERR_WRITE
         : ds == DRAW_ERR_NOMEM     ? RENDER_ERR_NOMEM
         : ds == DRAW_ERR_ARGS      ? RENDER_ERR_ARGS
         : ds == DRAW_ERR_CANCELLED ? RENDER_ERR_CANCELLED
                                    : RENDER_ERR_OTHER;
}

/* Draws the pages of JOB laid out by L (the answers by LA) to PATH in
 * format FMT. */
static render_status_t draw_job(const char *path, int fmt, cards_job_t *job, const layout_t *L,
                                const layout_t *La, char *err, size_t errlen) {
  const render_opts_t *opts = job->opts;
  draw_options_t dopt;
  draw_options_init(&dopt);
  dopt.dpi = opts->dpi > 0 ? opts->dpi : 300;
  dopt.bw = opts->bw;
  dopt.npages = job->npages;
  if (opts->date >= 0) dopt.date = opts->date;
  dopt.title = opts->title;
  dopt.light = opts->light;
  draw_t *d = draw_create((draw_format_t)fmt, path, L->pw, L->ph, &dopt);
  if (!d) {
    snprintf(err, errlen, "out of memory");
    return RENDER_ERR_NOMEM;
  }
  draw_pass(d, job, L, 0);
  if (job->answer && draw_status(d) == DRAW_OK) draw_pass(d, job, La, 1);
  draw_status_t ds = draw_finish(d);
  if (ds != DRAW_OK) snprintf(err, errlen, "%s", draw_error_message(d));
  draw_destroy(d);
  return render_status_of(ds);
}

/* What render_cards checks before it draws: the format, the language, the pages of fronts
 * (*L) and of answers (*LA, when ANSWERS); *FMT the format. */
static render_status_t cards_plan(const char *path, const char *format, int n, int answers,
                                  const render_opts_t *opts, int *fmt, layout_t *L, layout_t *La,
                                  char *err, size_t errlen) {
  *fmt = output_format(format, path, err, errlen);
  if (*fmt < 0) return RENDER_ERR_ARGS;
  if (n < 1) {
    snprintf(err, errlen, "nothing to draw");
    return RENDER_ERR_ARGS;
  }
  if (opts->lang && !render_lang_known(opts->lang)) {
    snprintf(err, errlen, "unknown language '%s' (en, fr, de, it, cs)", opts->lang);
    return RENDER_ERR_ARGS;
  }
  render_status_t st = make_layout(opts, *fmt, n, 1, L, err, errlen);
  if (st != RENDER_OK) return st;
  shrink_to(L, n, opts);
  *La = *L;
  if (answers && (st = answer_layout(opts, *fmt, n, L, La, err, errlen)) != RENDER_OK) return st;
  return RENDER_OK;
}

int render_size_ok(int w, int h, char *err, size_t errlen) {
  if ((long long)w * h <= RENDER_MAX_CELLS) return 1;
  if (err && errlen)
    snprintf(err, errlen, _("%dx%d cells: a drawing has at most %d"), w, h, RENDER_MAX_CELLS);
  return 0;
}

render_status_t render_cards_check(const char *path, const char *format, int n, int answers,
                                   const render_opts_t *opts, char *err, size_t errlen) {
  char dummy[8];
  if (!err || errlen == 0) err = dummy, errlen = sizeof dummy;
  err[0] = '\0';
  render_opts_t def;
  if (!opts) render_opts_init(&def), opts = &def;
  int fmt;
  layout_t L, La;
  return cards_plan(path, format, n, answers, opts, &fmt, &L, &La, err, errlen);
}

render_status_t render_cards(const char *path, const char *format, int n, render_card_fn front,
                             render_card_fn back, render_card_fn answer, void *ctx,
                             const render_opts_t *opts, char *err, size_t errlen) {
  char dummy[8];
  if (!err || errlen == 0) {
    err = dummy;
    errlen = sizeof dummy;
  }
  err[0] = '\0';
  render_opts_t def;
  if (!opts) {
    render_opts_init(&def);
    opts = &def;
  }
  int fmt;
  layout_t L, La;
  if (!front) n = 0; /* nothing to draw */
  render_status_t st = cards_plan(path, format, n, answer != NULL, opts, &fmt, &L, &La, err, errlen);
  if (st != RENDER_OK) return st;
  int aper = La.cols * La.rows, asheets = (n + aper - 1) / aper;
  int per = L.cols * L.rows;
  int nsheets = (n + per - 1) / per;
  cards_job_t job = {n, front, back, answer, ctx, opts, 0, 0};
  job.npages = nsheets * (back ? 2 : 1) + (answer ? asheets : 0);
  return draw_job(path, fmt, &job, &L, &La, err, errlen);
}

/* ---- render_grids: one grid per card ---- */

typedef struct grids_ctx {
  const render_grid_t *grids;
  const render_opts_t *o;
  int answers;
} grids_ctx_t;

#define BAND     9.0 /* title band height: its text 3 mm or more inside the cut */
#define PAD      3.0 /* space around the figure */
#define CAPTION  6.0 /* room for the caption at the foot, its text 3 mm or more inside the cut */
#define CELL_MAX 9.0
#define PIECES   5.0 /* room for the pieces to use, with --answers */

int render_card_bleed_mark(draw_t *d, const render_card_t *c, const char *text) {
  if (c->bleed < 2) return 0;
  draw_set_color(d, DRAW_BLACK);
  for (int k = 0; k < 3; k++)
    draw_text(d, c->x + c->w * (k + 0.5) / 3, c->y - c->bleed / 2, c->bleed * 0.7,
              DRAW_CENTER | DRAW_MIDDLE | DRAW_BOLD, 0, text);
  return 1;
}

void render_card_ground(draw_t *d, const render_card_t *c, int color) {
  double b = c->bleed, x = c->x - b, y = c->y - b, w = c->w + 2 * b, h = c->h + 2 * b;
  int light = draw_get_light(d);
  draw_set_color(d, light ? DRAW_WHITE : color);
  draw_rect(d, x, y, w, h);
  draw_fill(d);
  if (!light) return;
  double f = RENDER_FRAME + b;
  draw_set_color(d, color);
  draw_rect(d, x, y, w, f);
  draw_rect(d, x, y + h - f, w, f);
  draw_rect(d, x, y + f, f, h - 2 * f);
  draw_rect(d, x + w - f, y + f, f, h - 2 * f);
  draw_fill(d);
}

void render_card_band(draw_t *d, const render_card_t *c, double band, int color) {
  if (draw_get_light(d)) return;
  draw_set_color(d, color);
  draw_rect(d, c->x - c->bleed, c->y - c->bleed, c->w + 2 * c->bleed, band + c->bleed);
  draw_fill(d);
}

static void card_background(draw_t *d, const render_card_t *c, int color) {
  render_card_ground(d, c, color);
}

/* The bounding box of the figure's cells. */
static void figure_box(const render_grid_t *g, int *x0, int *y0, int *x1, int *y1, int *area) {
  *x0 = g->w;
  *y0 = g->h;
  *x1 = *y1 = -1;
  *area = 0;
  for (int y = 0; y < g->h; y++)
    for (int x = 0; x < g->w; x++)
      if (g->cells[(size_t)y * g->w + x] != RENDER_OUTSIDE) {
        if (x < *x0) *x0 = x;
        if (x > *x1) *x1 = x;
        if (y < *y0) *y0 = y;
        if (y > *y1) *y1 = y;
        ++*area;
      }
}

/* The room for the figure on a card of W x H mm: under the title band,
 * over the caption, inside the padding. */
static void figure_room(const render_opts_t *o, const render_grid_t *g, double w, double h,
                        double *aw, double *ah) {
  double band = h >= 40 ? BAND : 0;
  double cap = (o->captions && g->caption && *g->caption) ? CAPTION : 0;
  *aw = w - 2 * PAD;
  *ah = h - band - cap - (o->answers && g->names ? PIECES : 0) - 2 * PAD;
}

/* The pieces G's cells use, by name in piece order, "×n" after a name that
 * n pieces share ("F I L N" or "L3×4"), into BUF (N bytes). */
static void pieces_used(const render_grid_t *g, char *buf, size_t n) {
  size_t len = 0;
  buf[0] = '\0';
  for (int k = 0; k < g->npieces; k++) {
    int used = 0, first = 1, count = 0;
    for (size_t j = 0; j < (size_t)g->w * g->h && !used; j++) used = g->cells[j] == k;
    if (!used || !g->names[k]) continue;
    /* a name listed once, where its first piece used comes */
    for (int q = 0; q < g->npieces; q++) {
      if (!g->names[q] || strcmp(g->names[q], g->names[k]) != 0) continue;
      int uq = 0;
      for (size_t j = 0; j < (size_t)g->w * g->h && !uq; j++) uq = g->cells[j] == q;
      if (uq && q < k) first = 0;
      count += uq;
    }
    if (!first) continue;
    int w = count > 1 ? snprintf(buf + len, n - len, "%s%s\xC3\x97%d", len ? " " : "", g->names[k],
                                 count)
                      : snprintf(buf + len, n - len, "%s%s", len ? " " : "", g->names[k]);
    if (w < 0 || (size_t)w >= n - len) { /* too many to list: cut at the last whole name */
      buf[len] = '\0';
      return;
    }
    len += (size_t)w;
  }
}

/* The title band of card C, BAND mm high, into the bleed at the top and
 * sides: the card's number (or the answer's) on the left, with o->area
 * the figure's AREA on the right. */
static void title_band(draw_t *d, const render_card_t *c, const render_opts_t *o, double band,
                       int area) {
  char buf[64];
  render_card_band(d, c, band, DRAW_BAND);
  draw_set_color(d, DRAW_BLACK);
  if (c->side == RENDER_ANSWER || o->numbers) {
    render_label_t what = c->side == RENDER_ANSWER ? RENDER_L_SOLUTION : RENDER_L_NO;
    snprintf(buf, sizeof buf, "%s %d", render_label(o->lang, what), c->index + 1);
    draw_text(d, c->x + 4, c->y + band / 2 + 0.8, 3.6, DRAW_LEFT | DRAW_MIDDLE | DRAW_BOLD,
              c->w / 2, buf);
  }
  if (o->area) {
    /* "1 cell", "12 cells": the plural form of the page's language. */
    snprintf(buf, sizeof buf, "%d %s", area,
             i18n_page_n(o->lang, "cell", "cells", (unsigned long)area));
    draw_text(d, c->x + c->w - 4, c->y + band / 2 + 0.8, 3.0, DRAW_RIGHT | DRAW_MIDDLE,
              c->w / 2 - 6, buf);
  }
}

/* The side of a cell for a figure of FW x FH cells in AW x AH mm, and
 * whether to turn it a quarter (*TURN). */
static double cell_side(const render_opts_t *o, int fw, int fh, double aw, double ah, int *turn) {
  if (o->cell_mm > 0) { /* as asked (render_grids_status checked that it fits) */
    double s = o->cell_mm;
    *turn = !(fw * s <= aw + 1e-9 && fh * s <= ah + 1e-9);
    return s;
  }
  /* Turn the figure a quarter when that makes its cells clearly larger. */
  double s_up = fmin(fmin(aw / fw, ah / fh), CELL_MAX),
         s_turn = fmin(fmin(aw / fh, ah / fw), CELL_MAX);
  *turn = s_turn > 1.1 * s_up;
  double s = *turn ? s_turn : s_up;
  /* Cell sides in quarter millimetres and corners in eighths are exact in
   * binary: vector files then print short numbers (SVG a third smaller). */
  if (s >= 0.5) s = floor(s * 4) / 4;
  return s;
}

/* The cells of G0 from (BX0, BY0), FW x FH of them, turned a quarter
 * clockwise with TURN, in a new array; NULL when out of memory. */
static int *crop_cells(const render_grid_t *g0, int bx0, int by0, int fw, int fh, int turn) {
  int gw = turn ? fh : fw, gh = turn ? fw : fh;
  int *cells = malloc((size_t)gw * gh * sizeof *cells);
  if (!cells) return NULL;
  for (int y = 0; y < gh; y++)
    for (int x = 0; x < gw; x++) {
      /* turned clockwise: new (x, y) comes from old (y, fh-1-x) */
      int ox = turn ? y : x, oy = turn ? fh - 1 - x : y;
      cells[(size_t)y * gw + x] = g0->cells[(size_t)(by0 + oy) * g0->w + (bx0 + ox)];
    }
  return cells;
}

static void grid_card(draw_t *d, const render_card_t *c, void *vctx) {
  const grids_ctx_t *ctx = vctx;
  const render_opts_t *o = ctx->o;
  const render_grid_t *g0 = &ctx->grids[c->index];
  /* light ink: the band's colour as the frame, so that the card still shows it */
  card_background(d, c, draw_get_light(d) ? DRAW_BAND : DRAW_CARD);
  double band = c->h >= 40 ? BAND : 0; /* as figure_room() says */
  int bx0, by0, bx1, by1, area;
  figure_box(g0, &bx0, &by0, &bx1, &by1, &area);
  if (band > 0) title_band(d, c, o, band, area);
  double cap = (o->captions && g0->caption && *g0->caption) ? CAPTION : 0;
  if (cap > 0) {
    draw_set_color(d, DRAW_BLACK);
    draw_text(d, c->x + c->w / 2, c->y + c->h - 3.7, 2.0, DRAW_CENTER, c->w - 2 * PAD - 1,
              g0->caption);
  }
  if (bx1 < 0) return; /* no cell at all */
  if (ctx->answers && g0->names) {
    /* the pieces to use, under the figure: the puzzle card says what to lay on it */
    char list[1024], line[1100];
    pieces_used(g0, list, sizeof list);
    if (list[0]) {
      snprintf(line, sizeof line, "%s %s", render_label(o->lang, RENDER_L_PIECES), list);
      draw_set_color(d, DRAW_BLACK);
      draw_text(d, c->x + c->w / 2, c->y + c->h - cap - PIECES / 2 - 0.5, 2.6,
                DRAW_CENTER | DRAW_MIDDLE, c->w - 2 * PAD, line);
    }
  }
  int fw = bx1 - bx0 + 1, fh = by1 - by0 + 1;
  double aw, ah;
  figure_room(o, g0, c->w, c->h, &aw, &ah);
  if (aw <= 1 || ah <= 1) return;
  int turn;
  double s = cell_side(o, fw, fh, aw, ah, &turn);
  /* The cropped (and maybe turned) copy of the grid. */
  render_grid_t g = *g0;
  g.w = turn ? fh : fw;
  g.h = turn ? fw : fh;
  int *cells = crop_cells(g0, bx0, by0, fw, fh, turn);
  if (!cells) {
    draw_set_error(d, DRAW_ERR_NOMEM, "out of memory");
    return;
  }
  g.cells = cells;
  double x0 = round((c->x + (c->w - g.w * s) / 2) * 8) / 8;
  double y0 = round((c->y + band + PAD + (ah - g.h * s) / 2) * 8) / 8;
  int flags = 0;
  if (!ctx->answers || c->side == RENDER_ANSWER) {
    flags |= RENDER_GRID_PIECES;
    if (o->letters) flags |= RENDER_GRID_LETTERS;
  }
  render_draw_grid(d, &g, x0, y0, s, flags);
  free(cells);
}

/* A back: the band colour, a frame, an X pentomino in the piece colours. */
static void grid_back(draw_t *d, const render_card_t *c, void *vctx) {
  (void)vctx;
  card_background(d, c, DRAW_BAND);
  double m = fmin(c->w, c->h) * 0.07;
  draw_set_color(d, DRAW_BLACK);
  draw_set_line_width(d, 0.5);
  draw_rect(d, c->x + m, c->y + m, c->w - 2 * m, c->h - 2 * m);
  draw_stroke(d);
  double s = fmin(c->w, c->h) / 6;
  double cx = c->x + c->w / 2, cy = c->y + c->h / 2;
  static const int px[5] = {1, 0, 1, 2, 1}, py[5] = {0, 1, 1, 1, 2};
  for (int i = 0; i < 5; i++) {
    draw_rect(d, cx + (px[i] - 1.5) * s, cy + (py[i] - 1.5) * s, s, s);
    draw_set_color(d, DRAW_PIECE(i));
    draw_fill(d);
  }
  draw_set_color(d, DRAW_BLACK);
  draw_set_line_width(d, 0.6);
  for (int i = 0; i < 5; i++) draw_rect(d, cx + (px[i] - 1.5) * s, cy + (py[i] - 1.5) * s, s, s);
  draw_stroke(d);
}

render_status_t render_grids_status(const char *path, const char *format,
                                    const render_grid_t *grids, int n, const render_opts_t *opts,
                                    char *err, size_t errlen) {
  char dummy[8];
  if (!err || errlen == 0) {
    err = dummy;
    errlen = sizeof dummy;
  }
  err[0] = '\0';
  render_opts_t def;
  if (!opts) {
    render_opts_init(&def);
    opts = &def;
  }
  if (!grids || n < 1) {
    snprintf(err, errlen, "nothing to draw");
    return RENDER_ERR_ARGS;
  }
  for (int i = 0; i < n; i++) {
    const render_grid_t *g = &grids[i];
    if (g->w < 1 || g->h < 1 || g->w > 4096 || g->h > 4096 || !g->cells || g->npieces < 0) {
      snprintf(err, errlen, "grid %d: bad size %dx%d", i + 1, g->w, g->h);
      return RENDER_ERR_ARGS;
    }
    if (g->colors)
      for (int k = 0; k < g->npieces; k++)
        if (g->colors[k] < 0) {
          snprintf(err, errlen, "grid %d: piece %d has colour %d", i + 1, k, g->colors[k]);
          return RENDER_ERR_ARGS;
        }
    for (size_t j = 0; j < (size_t)g->w * g->h; j++)
      if (g->cells[j] < RENDER_OUTSIDE || g->cells[j] >= g->npieces) {
        snprintf(err, errlen, "grid %d: cell %zu has piece %d of %d", i + 1, j, g->cells[j],
                 g->npieces);
        return RENDER_ERR_ARGS;
      }
  }
  if (opts->cell_mm > 0) /* a cell size is honoured or refused, never shrunk */
    for (int i = 0; i < n; i++) {
      int bx0, by0, bx1, by1, area;
      figure_box(&grids[i], &bx0, &by0, &bx1, &by1, &area);
      if (bx1 < 0) continue;
      int fw = bx1 - bx0 + 1, fh = by1 - by0 + 1;
      double aw, ah, s = opts->cell_mm;
      figure_room(opts, &grids[i], opts->card_w, opts->card_h, &aw, &ah);
      if (!((fw * s <= aw + 1e-9 && fh * s <= ah + 1e-9) ||
            (fh * s <= aw + 1e-9 && fw * s <= ah + 1e-9))) {
        double most = fmax(fmin(aw / fw, ah / fh), fmin(aw / fh, ah / fw));
        snprintf(err, errlen,
                 "figure %d (%dx%d cells) does not fit a %gx%g mm card with %g mm "
                 "cells (at most %.2f mm)",
                 i + 1, fw, fh, opts->card_w, opts->card_h, s, floor(most * 100) / 100);
        return RENDER_ERR_ARGS;
      }
    }
  /* The cards' backgrounds and title bands reach their edges. */
  render_opts_t o2 = *opts;
  o2.edge = 1;
  opts = &o2;
  grids_ctx_t ctx = {grids, opts, opts->answers};
  return render_cards(path, format, n, grid_card, opts->backs ? grid_back : NULL,
                      opts->answers ? grid_card : NULL, &ctx, opts, err, errlen);
}

int render_grids(const char *path, const char *format, const render_grid_t *grids, int n,
                 const render_opts_t *opts, char *err, size_t errlen) {
  return render_grids_status(path, format, grids, n, opts, err, errlen) == RENDER_OK ? 0 : -1;
}
