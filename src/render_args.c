/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* render_args.c: one parser for the page and look options of every printer (polyx render, tile,
 * polymo, cards, polyssimo). */
#include <config.h>

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "base/text.h"
#include "output/i18n.h"
#include "src/polyx.h"
#include "src/render_args.h"

/* One shared option: its bit, name, argument kind and help lines. */
typedef struct ra_opt {
  unsigned bit;
  const char *name;
  int has_arg;
  const char *help;
} ra_opt_t;

static const ra_opt_t ra_opts[] = {
    {RA_PAPER, "paper", required_argument,
     N_("      --paper=PAPER     a4, a3, a5, letter, legal, tabloid, sra3 (320x450,\n"
        "                        a print shop's sheet), sra4, WxH in mm, or card\n"
        "                        (a page per card); default a4 for PDF, card for\n"
        "                        SVG and PNG\n")},
    {RA_CARD, "card", required_argument,
     N_("      --card=CARD       card size: poker (63x88, the default), bridge\n"
        "                        (57x89), tarot (70x120), polyminix or polymo\n"
        "                        (148x210, A5), polyssimo (88x88), polymere\n"
        "                        (80x80), square (70x70), or WxH in mm\n")},
    {RA_NUP, "nup", required_argument,
     N_("      --nup=CxR         C cards across and R down per page (default: as\n"
        "                        many as fit)\n")},
    {RA_NO_CROP, "no-crop-marks", no_argument,
     N_("      --no-crop-marks   leave out the crop marks (drawn outside the bleed,\n"
        "                        5 mm or more from the paper's edge)\n")},
    {RA_BLEED, "bleed", optional_argument,
     N_("      --bleed[=MM]      extend the card backgrounds MM past the cut (3\n"
        "                        when MM is left out; default 3 for cards coloured\n"
        "                        to their edges, else 0)\n")},
    {RA_BW, "bw", no_argument, N_("      --bw              black and white: greys and hatching\n")},
    {RA_DPI, "dpi", required_argument,
     N_("      --dpi=N           PNG resolution (default 300)\n")},
    {RA_LANG, "lang", required_argument,
     N_("      --lang=LANG       labels in en, fr, de, it or cs (default en)\n")},
    {RA_CELL, "cell", required_argument,
     N_("      --cell=MM         cell side in mm (default: as large as fits, at\n"
        "                        most 9)\n")},
    {RA_CELL_MM, "cell-mm", required_argument,
     N_("      --cell-mm=MM      cell side in mm (default: as large as fits, at\n"
        "                        most 9)\n")},
    {RA_NO_CAPTIONS, "no-captions", no_argument,
     N_("      --no-captions     no line at the foot of the cards\n")},
    {RA_NO_LETTERS, "no-letters", no_argument,
     N_("      --no-letters      no piece letters on the pieces\n")},
    {RA_ANSWERS, "answers", no_argument,
     N_("      --answers         puzzle cards show the empty figure; the pieces\n"
        "                        go on answer pages after them\n")},
    {RA_BACKS, "backs", no_argument,
     N_("      --backs           a page of card backs after each page of cards,\n"
        "                        placed for long-edge duplex printing\n")},
    {RA_AREA, "area", no_argument,
     N_("      --area            the number of cells in each card's corner\n")},
    {RA_TITLE, "title", required_argument,
     N_("      --title=TEXT      the page footer and PDF title\n")},
    {RA_LAYOUT, "layout", required_argument,
     N_("      --layout=LAYOUT   shop (the default: bleed and crop marks for a\n"
        "                        guillotine) or office (a desktop printer: no\n"
        "                        bleed, no marks, inside its margins, the cards\n"
        "                        scaled down when they must be, e.g. two A5\n"
        "                        cards on A4 or Letter)\n")},
    {RA_INK, "ink", required_argument,
     N_("      --ink=INK         full (the default: coloured grounds) or light\n"
        "                        (white grounds in a coloured frame)\n")},
    {RA_CUT, "cut-contour", no_argument,
     N_("      --cut-contour     the outlines of the pieces as a cut contour for\n"
        "                        a die-cutter or a cutting plotter (PDF: a spot\n"
        "                        colour named CutContour)\n")},
};
#define RA_N ((int)(sizeof ra_opts / sizeof ra_opts[0]))

int render_args_table(unsigned mask, struct option *table, int *n, int cap) {
  int k = *n;
  for (int i = 0; i < RA_N; i++) {
    if (!(mask & ra_opts[i].bit)) continue;
    if (k + 1 >= cap) return -1;
    table[k++] = (struct option){ra_opts[i].name, ra_opts[i].has_arg, NULL, RA_CODE0 + i};
  }
  if (k >= cap) return -1;
  table[k] = (struct option){NULL, 0, NULL, 0};
  *n = k;
  return 0;
}

void render_args_help(FILE *out, unsigned mask) {
  for (int i = 0; i < RA_N; i++) {
    if (!(mask & ra_opts[i].bit)) continue;
    if (ra_opts[i].bit == RA_PAPER && (mask & RA_PAPER_A4))
      fputs(_("      --paper=PAPER     a4 (the default, for every format), a3, a5,\n"
              "                        letter, legal, tabloid, sra3 (320x450, a print\n"
              "                        shop's sheet), sra4, WxH in mm, or card (a page\n"
              "                        per sheet)\n"),
            out);
    else
      fputs(_(ra_opts[i].help), out);
  }
}

unsigned render_args_bit(int code) {
  return code >= RA_CODE0 && code < RA_CODE0 + RA_N ? ra_opts[code - RA_CODE0].bit : 0;
}

int render_args_optional(int code) {
  unsigned bit = render_args_bit(code);
  return bit && ra_opts[code - RA_CODE0].has_arg == optional_argument;
}

const char *render_args_name(unsigned bit) {
  for (int i = 0; i < RA_N; i++)
    if (ra_opts[i].bit == bit) return ra_opts[i].name;
  return "?";
}

/* An error about --NAME: one line and the usage hint; returns -1. */
/* FMT (translated) names the command, the option and the value, in that
 * order; the usage hint follows. -1. */
static int ra_fail(const char *fmt, const char *cmd, const char *name, const char *arg) {
  px_error(fmt, cmd, name, arg);
  px_usage_hint(cmd);
  return -1;
}

/* A number in [LO, HI] into *OUT; -1 after an error line. */
static int ra_num(const char *cmd, const char *name, const char *s, double lo, double hi,
                  double *out) {
  char *end;
  errno = 0;
  double v = strtod(s, &end);
  if (end == s || *end || errno || !isfinite(v) || v < lo || v > hi) {
    px_error(_("%s: --%s: '%s' is not a number from %g to %g"), cmd, name, s, lo, hi);
    px_usage_hint(cmd);
    return -1;
  }
  *out = v;
  return 0;
}

/* The games' card sizes (documented in polyx-render(1)); output/ knows the
 * standard ones. Returns 0 and sets *W, *H, or -1. */
static int game_card_size(const char *name, double *w, double *h) {
  static const struct {
    const char *name;
    double w, h;
  } games[] = {
      /* the rulebook's "carte di grande formato", drawn A5 by polyx cards (PMXD_CARD_W) */
      {.name = "polyminix", .w = 148, .h = 210},
      {.name = "polymo", .w = 148, .h = 210}, /* an A5 sheet */
      {.name = "polyssimo", .w = 88, .h = 88},
      {.name = "polymere", .w = 80, .h = 80},
  };
  for (size_t i = 0; i < sizeof games / sizeof games[0]; i++)
    if (strcmp(name, games[i].name) == 0) {
      *w = games[i].w;
      *h = games[i].h;
      return 0;
    }
  return -1;
}

int render_args_apply(const char *cmd, int code, const char *arg, render_opts_t *o) {
  if (code < RA_CODE0 || code >= RA_CODE0 + RA_N) return 1;
  const ra_opt_t *op = &ra_opts[code - RA_CODE0];
  switch (op->bit) {
    case RA_PAPER:
      if (render_paper_size(arg, &o->paper_w, &o->paper_h) != 0)
        return ra_fail(
            _("%s: --%s: unknown paper '%s' (a4, a3, a5, letter, legal, tabloid, sra3, sra4, "
              "card, WxH)"),
            cmd, op->name, arg);
      return 0;
    case RA_CARD:
      if (game_card_size(arg, &o->card_w, &o->card_h) != 0 &&
          render_card_size(arg, &o->card_w, &o->card_h) != 0)
        return ra_fail(_("%s: --%s: unknown card '%s' (polyminix, poker, bridge, tarot, polymo, "
                         "polyssimo, polymere, square, WxH)"),
                       cmd, op->name, arg);
      return 0;
    case RA_NUP: {
      int cc, rr;
      char tail;
      if (sscanf(arg, "%dx%d%c", &cc, &rr, &tail) != 2 || cc < 1 || rr < 1 || cc > 50 || rr > 50) {
        px_error(_("%s: --nup: '%s' is not CxR (e.g. 3x3)"), cmd, arg);
        px_usage_hint(cmd);
        return -1;
      }
      o->cols = cc;
      o->rows = rr;
      return 0;
    }
    case RA_NO_CROP: o->crop_marks = 0; return 0; /* refused later where no marks are drawn */
    case RA_BLEED:
      if (!arg) {
        o->bleed = 3;
        return 0;
      }
      return ra_num(cmd, op->name, arg, 0, 20, &o->bleed);
    case RA_BW: o->bw = 1; return 0;
    case RA_DPI: return ra_num(cmd, op->name, arg, 10, 2400, &o->dpi);
    case RA_LANG:
      if (!render_lang_known(arg))
        return ra_fail(_("%s: --%s: unknown language '%s' (en, fr, de, it, cs)"), cmd, op->name,
                       arg);
      /* Never silent English: the pages would be, so say which file is missing. */
      if (!i18n_lang_ready(arg))
        /* TRANSLATORS: the command, the language, then the catalog's file. */
        px_error(_("%s: warning: --lang %s: no catalog %s/%s/LC_MESSAGES/%s.mo: pages in English"),
                 cmd, arg, i18n_localedir(), arg, PACKAGE);
      o->lang = arg;
      return 0;
    case RA_CELL:
    case RA_CELL_MM: return ra_num(cmd, op->name, arg, 0.5, 100, &o->cell_mm);
    case RA_NO_CAPTIONS: o->captions = 0; return 0;
    case RA_NO_LETTERS: o->letters = 0; return 0;
    case RA_ANSWERS: o->answers = 1; return 0;
    case RA_BACKS: o->backs = 1; return 0;
    case RA_AREA: o->area = 1; return 0;
    case RA_TITLE: { /* any text a card's title may be (cards --title) */
      base_error_t e;
      memset(&e, 0, sizeof e);
      if (base_text_line_check(arg, RA_TITLE_MAX, _("a title"), &e) != 0)
        return ra_fail("%s: --%s: %s", cmd, op->name, e.msg);
      o->title = arg;
      return 0;
    }
    case RA_LAYOUT:
      if (strcmp(arg, "shop") && strcmp(arg, "office"))
        return ra_fail(_("%s: --%s: unknown layout '%s' (shop, office)"), cmd, op->name, arg);
      o->layout = strcmp(arg, "office") == 0 ? RENDER_LAYOUT_OFFICE : RENDER_LAYOUT_SHOP;
      return 0;
    case RA_INK:
      if (strcmp(arg, "full") && strcmp(arg, "light"))
        return ra_fail(_("%s: --%s: unknown ink '%s' (full, light)"), cmd, op->name, arg);
      o->light = strcmp(arg, "light") == 0;
      return 0;
    case RA_CUT: o->cut_contour = 1; return 0;
  }
  return 1;
}

int render_args_parse(const ra_parser_t *p, int argc, char **argv, render_opts_t *ro,
                      unsigned *given) {
  int cap = p->nown + RA_N + 1, n = p->nown, st = -1, c;
  struct option *table = malloc(sizeof *table * (size_t)cap);
  if (!table) {
    px_error(_("%s: out of memory"), p->cmd);
    return PX_EXIT_SOFTWARE;
  }
  memcpy(table, p->own, sizeof *table * (size_t)p->nown);
  render_args_table(p->mask, table, &n, cap); /* cannot fail: room for every shared option */
  optind = 0;
  while (st < 0 && (c = getopt_long(argc, argv, p->shortopts, table, NULL)) != -1) {
    unsigned bit = render_args_bit(c);
    /* "--bleed 0" as users write it: the 0 is --bleed's, not a file (px_optional_value) */
    if (bit && ra_opts[c - RA_CODE0].has_arg == optional_argument &&
        px_optional_value(p->cmd, ra_opts[c - RA_CODE0].name, argc, argv, px_is_number) != 0) {
      st = PX_EXIT_USAGE;
      break;
    }
    /* the same for the command's own options with an optional argument ("--memo 100000") */
    if (!bit && c != '?' && optarg == NULL) {
      for (int k = 0; k < p->nown; k++)
        if (p->own[k].val == c && p->own[k].flag == NULL && p->own[k].has_arg == optional_argument) {
          ra_value_ok_t ok = p->value_ok ? p->value_ok(c) : NULL;
          if (px_optional_value(p->cmd, p->own[k].name, argc, argv, ok ? ok : px_is_number) != 0)
            st = PX_EXIT_USAGE;
          break;
        }
      if (st >= 0) break;
    }
    if (c == '?') { /* getopt_long said what is wrong */
      px_usage_hint(p->cmd);
      st = PX_EXIT_USAGE;
    } else if (!bit) {
      st = p->option(p->ctx, c, optarg);
    } else if (render_args_apply(p->cmd, c, optarg, ro) == 0) {
      if (given) *given |= bit;
    } else {
      st = PX_EXIT_USAGE; /* render_args_apply printed the line and the hint */
    }
  }
  free(table);
  return st;
}

int render_args_noted(const char *cmd, const render_opts_t *o, int st) {
  if (st == 0 && o && o->note && o->note[0]) px_error("%s: %s", cmd, o->note);
  return st;
}
