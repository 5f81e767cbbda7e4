/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* cmd_render.c: `polyx render`, draw regions and tilings given as text to PDF, SVG, PNG (or a
 * trace). */
#include <config.h>

#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "poly/figures.h"
#include "output/render.h"
#include "src/polyx.h"
#include "src/render_args.h"

/* The shared options polyx render takes after --caption in its --help. */
#define RENDER_LATE_OPTS                                                                           \
  (RA_NO_CAPTIONS | RA_NO_LETTERS | RA_ANSWERS | RA_BACKS | RA_AREA | RA_TITLE | RA_LAYOUT | RA_INK)

static void usage(FILE *out) {
  fputs(_("Usage: polyx render [OPTION]... FILE... -o OUT.pdf|OUT.svg|OUT.png\n"
          "Draw the regions and tilings of the text FILEs ('-' standard input), as\n"
          "'polyx tile' prints them, one card each: '.' a cell to cover, '#' or\n"
          "blank outside, any other character a cell of the piece it names. A blank\n"
          "line separates two figures of one file.\n"
          "\n"),
        out);
  /* TRANSLATORS: --help: keep the options, their arguments in capitals and
     the formats as they are; keep the descriptions in the same column. */
  fputs(_("  -o, --output=OUT      the file to write (required); several SVG or PNG\n"
          "                        pages go to OUT-1.svg, OUT-2.svg...\n"
          "  -f, --format=FMT      pdf, svg, svgz, png or trace (default: OUT's extension)\n"),
        out);
  render_args_help(out, RA_PAGE | RA_BW | RA_DPI | RA_LANG | RA_CELL);
  fputs(_("      --caption=TEXT    the line at the foot of every card (default: the\n"
          "                        file name, and the figure's number in the file)\n"),
        out);
  render_args_help(out, RENDER_LATE_OPTS);
  fputs(_("  -h, --help            display this help and exit\n"), out);
  fputs(_("\n"
          "The same input gives byte-identical files; the PDF's date is\n"
          "$SOURCE_DATE_EPOCH, or 1970-01-01 when it is not set.\n"),
        out);
  px_help_exit_status(out, 0, 3, 64, 65, 66, 70, 73, 74, -1);
}

enum { OPT_CAPTION = 256 };

/* Read FILE's figures into FS (poly/figures.h). Returns an exit status. */
static int read_figures(const char *file, const char *caption, poly_figures_t *fs) {
  size_t len;
  char *text;
  int st = px_read_file(file, &text, &len);
  if (st != PX_EXIT_OK) return st;
  base_error_t err;
  memset(&err, 0, sizeof err);
  int rc = PX_EXIT_OK, before = fs->n;
  if (poly_figures_parse(text, len, file, caption, fs, &err) != 0) {
    if (err.code == BASE_E_NOMEM) {
      px_error(_("render: out of memory"));
      rc = PX_EXIT_SOFTWARE;
    } else {
      px_error_at(file, err.line, err.col, "%s", err.msg);
      rc = PX_EXIT_DATA;
    }
  }
  free(text);
  /* A bound on the drawing: past it the cells are too small to print and the file grows
   * past tens of megabytes (about 7 bytes of PDF a cell). */
  for (int k = before; rc == PX_EXIT_OK && k < fs->n; k++) {
    const region_t *r = &fs->v[k].r;
    char why[200];
    if (!render_size_ok(r->w, r->h, why, sizeof why)) {
      /* TRANSLATORS: the figure's number in its file, then why it is not drawn. */
      px_error_at(file, 0, 0, _("figure %d: %s"), k - before + 1, why);
      rc = PX_EXIT_DATA;
    }
  }
  return rc;
}

/* What polyx render's own options set. */
typedef struct render_cmd {
  const char *out, *format, *caption;
} render_cmd_t;

/* Option C with its argument ARG into the render_cmd_t VR: -1 to go on,
 * else the exit status. */
static int render_option(void *vr, int c, const char *arg) {
  render_cmd_t *r = vr;
  switch (c) {
    case 'o': r->out = arg; return -1;
    case 'f':
      if (draw_format_from(arg, NULL) < 0) {
        px_error(_("render: --format: unknown format '%s' (pdf, svg, svgz, png, trace)"), arg);
        px_usage_hint("render");
        return PX_EXIT_USAGE;
      }
      r->format = arg;
      return -1;
    case OPT_CAPTION:
      if (!draw_utf8_valid(arg)) {
        px_error(_("render: --caption: not valid UTF-8: '%s'"), arg);
        px_usage_hint("render");
        return PX_EXIT_USAGE;
      }
      r->caption = arg;
      return -1;
    case 'h': usage(stdout); return PX_EXIT_OK;
    default: return -1; /* getopt_long returns no other code */
  }
}

/* The options into *R and *O, then the check that an output, an input and
 * a format are given: -1 to go on (optind at the first input), else the
 * exit status. */
static int render_parse(int argc, char **argv, render_cmd_t *r, render_opts_t *o) {
  static const struct option own[] = {{"output", required_argument, NULL, 'o'},
                                      {"format", required_argument, NULL, 'f'},
                                      {"caption", required_argument, NULL, OPT_CAPTION},
                                      {"help", no_argument, NULL, 'h'}};
  render_opts_init(o);
  *r = (render_cmd_t){NULL, NULL, NULL};
  const ra_parser_t p = {.cmd = "render",
                         .shortopts = "o:f:h",
                         .own = own,
                         .nown = (int)(sizeof own / sizeof *own),
                         .mask = RA_ALL & ~RA_CELL_MM & ~RA_CUT,
                         .option = render_option,
                         .ctx = r};
  int st = render_args_parse(&p, argc, argv, o, NULL);
  if (st >= 0) return st;
  if (!r->out) {
    px_error(_("%s: -o FILE is required (%s)"), "render", ".pdf, .svg, .png");
    px_usage_hint("render");
    return PX_EXIT_USAGE;
  }
  if (optind >= argc) {
    px_error(_("render: no input file"));
    px_usage_hint("render");
    return PX_EXIT_USAGE;
  }
  if (!r->format && draw_format_from(NULL, r->out) < 0) {
    px_error(_("render: cannot tell the format of '%s': use .pdf, .svg, .svgz, .png or --format"),
             r->out);
    px_usage_hint("render");
    return PX_EXIT_USAGE;
  }
  return -1;
}

/* The pieces of the figures: the distinct letters in ASCII order, the same
 * colour for the same letter on every card. */
typedef struct pieces {
  int index_of[256]; /* a letter's piece, or -1 */
  char buf[256][2];
  const char *names[256];
  int n;
} pieces_t;

static void name_pieces(const poly_figures_t *fs, pieces_t *p) {
  int seen[256] = {0};
  for (int k = 0; k < fs->n; k++)
    for (size_t j = 0; j < (size_t)fs->v[k].r.w * fs->v[k].r.h; j++)
      seen[(unsigned char)fs->v[k].r.cells[j]] = 1;
  p->n = 0;
  for (int ch = 0; ch < 256; ch++) {
    p->index_of[ch] = -1;
    if (seen[ch] && ch != REGION_CELL && ch != REGION_OUTSIDE && ch != ' ') {
      p->buf[p->n][0] = (char)ch;
      p->buf[p->n][1] = '\0';
      p->names[p->n] = p->buf[p->n];
      p->index_of[ch] = p->n++;
    }
  }
}

/* The grid of figure F's region, its cells into a new array *CELLS (NULL
 * when out of memory). */
static render_grid_t figure_grid(const poly_figure_t *f, const pieces_t *p, int **cells) {
  const region_t *r = &f->r;
  *cells = malloc((size_t)r->w * r->h * sizeof **cells);
  if (*cells)
    for (size_t j = 0; j < (size_t)r->w * r->h; j++) {
      unsigned char ch = (unsigned char)r->cells[j];
      (*cells)[j] = ch == REGION_CELL                     ? RENDER_EMPTY
                    : (ch == REGION_OUTSIDE || ch == ' ') ? RENDER_OUTSIDE
                                                          : p->index_of[ch];
    }
  return (render_grid_t){r->w, r->h, *cells, p->n, p->names, f->caption, NULL};
}

/* Draw the figures FS to R's output, one card each. Returns an exit status. */
static int draw_figures(const poly_figures_t *fs, const render_cmd_t *r, const render_opts_t *o) {
  pieces_t p;
  name_pieces(fs, &p);
  render_grid_t *grids = calloc((size_t)fs->n, sizeof *grids);
  int **cells = calloc((size_t)fs->n, sizeof *cells), rc = PX_EXIT_OK;
  if (!grids || !cells) {
    px_error(_("render: out of memory"));
    rc = PX_EXIT_SOFTWARE;
  }
  for (int k = 0; rc == PX_EXIT_OK && k < fs->n; k++) {
    grids[k] = figure_grid(&fs->v[k], &p, &cells[k]);
    if (!cells[k]) {
      px_error(_("render: out of memory"));
      rc = PX_EXIT_SOFTWARE;
    }
  }
  if (rc == PX_EXIT_OK) {
    char err[600];
    double t0 = px_now();
    render_status_t st = render_grids_status(r->out, r->format, grids, fs->n, o, err, sizeof err);
    if (st == RENDER_ERR_CANCELLED) {
      px_error(_("render: interrupted"));
      rc = PX_EXIT_BUDGET;
    } else if (st != RENDER_OK) {
      px_error("render: %s", err);
      rc = px_exit_of_render(st);
      if (st == RENDER_ERR_WRITE && strcmp(r->out, "-") == 0) px_stdout_reported();
    } else {
      /* Pages of a PNG or SVG go to files of their own: say which. */
      char what[4400];
      int pages = 1;
      px_written(r->out, t0, what, sizeof what, &pages);
      if (pages > 1)
        /* TRANSLATORS: the summary line of a drawing of several pages: the figures, the files. */
        fprintf(stderr, ngettext("%d figure: %s\n", "%d figures: %s\n", (unsigned long)fs->n),
                fs->n, what);
    }
  }
  for (int k = 0; cells && k < fs->n; k++) free(cells[k]);
  free(cells);
  free(grids);
  return rc;
}

int cmd_render(int argc, char **argv) {
  render_cmd_t r;
  render_opts_t o;
  int rc = render_parse(argc, argv, &r, &o);
  if (rc >= 0) return rc;
  /* Ctrl-C: the drawing stops at its next page, exit 3, no file left. */
  px_catch_interrupt();
  poly_figures_t fs = {NULL, 0, 0};
  rc = PX_EXIT_OK;
  for (int a = optind; a < argc && rc == PX_EXIT_OK; a++)
    rc = read_figures(argv[a], r.caption, &fs);
  if (rc == PX_EXIT_OK && px_interrupted()) {
    px_error(_("render: interrupted"));
    rc = PX_EXIT_BUDGET;
  }
  char note[192] = "";
  o.note = note;
  o.notelen = sizeof note;
  px_note_pending("render", note);
  if (rc == PX_EXIT_OK) rc = render_args_noted("render", &o, draw_figures(&fs, &r, &o));
  poly_figures_free(&fs);
  return rc;
}
