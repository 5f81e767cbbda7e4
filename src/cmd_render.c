/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* cmd_render.c: `polyx render`, draw regions and tilings given as text to PDF, SVG, PNG (or a
 * trace). */
#include <config.h>

#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "poly/region.h"
#include "output/render.h"
#include "src/polyx.h"
#include "src/render_args.h"

/* The shared options polyx render takes after --caption in its --help. */
#define RENDER_LATE_OPTS                                                                           \
  (RA_NO_CAPTIONS | RA_NO_LETTERS | RA_ANSWERS | RA_BACKS | RA_AREA | RA_TITLE)

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
  fputs(_("\n"
          "Exit status: 0 success, 64 usage error (bad option, cards that do not fit\n"
          "the page), 65 bad input text, 66 input not readable, 70 internal error,\n"
          "73 output not creatable, 74 write error.\n"),
        out);
}

enum { OPT_CAPTION = 256 };

/* The figures read so far. */
typedef struct figure {
  region_t r;
  char *caption;
} figure_t;

typedef struct figures {
  figure_t *v;
  int n, cap;
} figures_t;

/* Replace the bytes of S that are not valid UTF-8 (or are control
 * characters) by '?': a file name makes a caption whatever its encoding. */
static void sanitize_utf8(char *s) {
  unsigned char *p = (unsigned char *)s;
  while (*p) {
    int n = *p < 0x80             ? 0
            : (*p & 0xE0) == 0xC0 ? 1
            : (*p & 0xF0) == 0xE0 ? 2
            : (*p & 0xF8) == 0xF0 ? 3
                                  : -1;
    int ok = n >= 0 && !(n == 1 && *p < 0xC2) && !(n == 3 && *p > 0xF4);
    for (int i = 1; ok && i <= n; i++)
      if ((p[i] & 0xC0) != 0x80) ok = 0;
    /* overlong 3- and 4-byte forms, surrogates */
    if (ok && n == 2 && ((*p == 0xE0 && p[1] < 0xA0) || (*p == 0xED && p[1] >= 0xA0))) ok = 0;
    if (ok && n == 3 && ((*p == 0xF0 && p[1] < 0x90) || (*p == 0xF4 && p[1] >= 0x90))) ok = 0;
    if (!ok || *p < 0x20 || *p == 0x7F) {
      *p++ = '?';
      continue;
    }
    p += n + 1;
  }
}

/* When TEXT (LEN bytes, read from FILE) holds a NUL byte: the error line
 * at its place, and 1; else 0. */
static int nul_error(const char *file, const char *text, size_t len) {
  const char *nul = memchr(text, '\0', len);
  if (!nul) return 0;
  unsigned long line = 1, col = 1;
  for (const char *p = text; p < nul; p++) {
    if (*p == '\n') {
      line++;
      col = 1;
    } else
      col++;
  }
  px_error_at(file, line, col, _("bad character (NUL)"));
  return 1;
}

/* 1 when the line of TEXT (LEN bytes) at I is blank (a lone "\r" counts as
 * blank); its end (the '\n', or LEN) into *EOL. */
static int blank_line(const char *text, size_t len, size_t i, size_t *eol) {
  size_t e = i;
  while (e < len && text[e] != '\n') e++;
  *eol = e;
  return e == i || (e - i == 1 && text[i] == '\r');
}

/* The next block of TEXT (LEN bytes) from *I: a run of lines that are not
 * blank, past the blank lines before it. Its start into *START and
 * *START_LINE; *I and *LINE move past it. Returns 0 when none is left. */
static int next_block(const char *text, size_t len, size_t *i, unsigned long *line, size_t *start,
                      unsigned long *start_line) {
  size_t eol;
  while (*i < len && blank_line(text, len, *i, &eol)) *i = eol + 1, ++*line;
  if (*i >= len) return 0;
  *start = *i, *start_line = *line;
  while (*i < len && !blank_line(text, len, *i, &eol)) {
    *i = eol < len ? eol + 1 : eol;
    ++*line;
  }
  return 1;
}

/* Room for one more figure in FS: 0, or -1 out of memory. */
static int figures_grow(figures_t *fs) {
  if (fs->n < fs->cap) return 0;
  int nc = fs->cap ? 2 * fs->cap : 8;
  figure_t *nv = realloc(fs->v, (size_t)nc * sizeof *nv);
  if (!nv) return -1;
  fs->v = nv;
  fs->cap = nc;
  return 0;
}

/* The caption of a figure: CAPTION, or the file name BASE made valid
 * UTF-8, with room for a number. NULL when out of memory. */
static char *figure_caption(const char *caption, const char *base) {
  if (caption) return strdup(caption);
  size_t cl = strlen(base) + 24;
  char *c = malloc(cl);
  if (c) {
    snprintf(c, cl, "%s", base);
    sanitize_utf8(c);
  }
  return c;
}

/* The figure of the block of TEXT (N bytes) from line LINE of FILE appended
 * to FS, captioned CAPTION or BASE. Returns an exit status. */
static int add_figure(figures_t *fs, const char *file, const char *text, size_t n,
                      unsigned long line, const char *caption, const char *base) {
  if (figures_grow(fs) != 0) {
    px_error(_("render: out of memory"));
    return PX_EXIT_SOFTWARE;
  }
  figure_t *f = &fs->v[fs->n];
  memset(f, 0, sizeof *f);
  base_error_t cerr;
  memset(&cerr, 0, sizeof cerr);
  if (region_parse_text(text, n, &f->r, &cerr) != 0) {
    px_error_at(file, cerr.line ? line + cerr.line - 1 : line, cerr.col, "%s", cerr.msg);
    return PX_EXIT_DATA;
  }
  fs->n++;
  f->caption = figure_caption(caption, base);
  if (!f->caption) {
    px_error(_("render: out of memory"));
    return PX_EXIT_SOFTWARE;
  }
  return PX_EXIT_OK;
}

/* Several figures in one file: " #1", " #2"... after the captions of
 * figures FIRST.. of FS. Returns an exit status. */
static int number_captions(figures_t *fs, int first) {
  for (int k = 0; first + k < fs->n; k++) {
    size_t cl = strlen(fs->v[first + k].caption) + 24;
    char *c = realloc(fs->v[first + k].caption, cl);
    if (!c) {
      px_error(_("render: out of memory"));
      return PX_EXIT_SOFTWARE;
    }
    snprintf(c + strlen(c), cl - strlen(c), " #%d", k + 1);
    fs->v[first + k].caption = c;
  }
  return PX_EXIT_OK;
}

/* Parse FILE's text into figures, one per block of non-blank lines.
 * Returns an exit status. */
static int read_figures(const char *file, const char *caption, figures_t *fs) {
  size_t len;
  char *text;
  int st = px_read_file(file, &text, &len);
  if (st != PX_EXIT_OK) return st;
  if (nul_error(file, text, len)) {
    free(text);
    return PX_EXIT_DATA;
  }
  const char *base = strrchr(file, '/');
  base = base ? base + 1 : file;
  if (strcmp(file, "-") == 0) base = "<stdin>";
  size_t i = 0, start;
  unsigned long line = 1, start_line;
  int first = fs->n, rc = PX_EXIT_OK;
  while (rc == PX_EXIT_OK && next_block(text, len, &i, &line, &start, &start_line))
    rc = add_figure(fs, file, text + start, i - start, start_line, caption, base);
  if (rc == PX_EXIT_OK && fs->n == first) {
    px_error_at(file, 1, 0, _("empty region"));
    rc = PX_EXIT_DATA;
  }
  if (rc == PX_EXIT_OK && fs->n - first > 1 && !caption) rc = number_captions(fs, first);
  free(text);
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
                         .mask = RA_ALL & ~RA_CELL_MM,
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

static void name_pieces(const figures_t *fs, pieces_t *p) {
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
static render_grid_t figure_grid(const figure_t *f, const pieces_t *p, int **cells) {
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
static int draw_figures(const figures_t *fs, const render_cmd_t *r, const render_opts_t *o) {
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
    if (st != RENDER_OK) {
      px_error("render: %s", err);
      rc = px_exit_of_render(st);
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
  figures_t fs = {NULL, 0, 0};
  rc = PX_EXIT_OK;
  for (int a = optind; a < argc && rc == PX_EXIT_OK; a++)
    rc = read_figures(argv[a], r.caption, &fs);
  if (rc == PX_EXIT_OK) rc = draw_figures(&fs, &r, &o);
  for (int k = 0; k < fs.n; k++) {
    region_free(&fs.v[k].r);
    free(fs.v[k].caption);
  }
  free(fs.v);
  return rc;
}
