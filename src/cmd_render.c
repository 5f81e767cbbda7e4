/* cmd_render.c: `polyx render`, draw regions and tilings given as text to PDF, SVG, PNG (or a
 * trace). */
#include <config.h>

#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cards/tiling/region.h"
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

/* Parse FILE's text into figures, one per block of non-blank lines.
 * Returns an exit status. */
static int read_figures(const char *file, const char *caption, figures_t *fs) {
  size_t len;
  char *text;
  int st = px_read_file(file, &text, &len);
  if (st != PX_EXIT_OK) return st;
  if (memchr(text, '\0', len)) {
    size_t off = (size_t)((char *)memchr(text, '\0', len) - text);
    unsigned long line = 1, col = 1;
    for (size_t i = 0; i < off; i++) {
      if (text[i] == '\n') {
        line++;
        col = 1;
      } else
        col++;
    }
    px_error_at(file, line, col, _("bad character (NUL)"));
    free(text);
    return PX_EXIT_DATA;
  }
  const char *base = strrchr(file, '/');
  base = base ? base + 1 : file;
  if (strcmp(file, "-") == 0) base = "<stdin>";
  /* blocks: runs of lines that are not empty (a lone "\r" counts as empty) */
  size_t i = 0;
  unsigned long line = 1;
  int nblocks = 0, first = fs->n, rc = PX_EXIT_OK;
  while (i < len && rc == PX_EXIT_OK) {
    /* skip blank lines */
    size_t eol = i;
    while (eol < len && text[eol] != '\n') eol++;
    size_t l = eol - i;
    if (l == 0 || (l == 1 && text[i] == '\r')) {
      i = eol + 1;
      line++;
      continue;
    }
    size_t start = i;
    unsigned long start_line = line;
    while (i < len) {
      eol = i;
      while (eol < len && text[eol] != '\n') eol++;
      l = eol - i;
      if (l == 0 || (l == 1 && text[i] == '\r')) break;
      i = eol < len ? eol + 1 : eol;
      line++;
    }
    if (fs->n == fs->cap) {
      int nc = fs->cap ? 2 * fs->cap : 8;
      figure_t *nv = realloc(fs->v, (size_t)nc * sizeof *nv);
      if (!nv) {
        px_error(_("render: out of memory"));
        rc = PX_EXIT_SOFTWARE;
        break;
      }
      fs->v = nv;
      fs->cap = nc;
    }
    figure_t *f = &fs->v[fs->n];
    memset(f, 0, sizeof *f);
    cards_error_t cerr;
    memset(&cerr, 0, sizeof cerr);
    if (region_parse_text(text + start, i - start, &f->r, &cerr) != 0) {
      px_error_at(file, cerr.line ? start_line + cerr.line - 1 : start_line, cerr.col, "%s",
                  cerr.msg);
      rc = PX_EXIT_DATA;
      break;
    }
    fs->n++;
    nblocks++;
    if (caption) {
      f->caption = strdup(caption);
    } else {
      size_t cl = strlen(base) + 24;
      f->caption = malloc(cl);
      if (f->caption) {
        snprintf(f->caption, cl, "%s", base);
        sanitize_utf8(f->caption);
      }
    }
    if (!f->caption) {
      px_error(_("render: out of memory"));
      rc = PX_EXIT_SOFTWARE;
    }
  }
  if (rc == PX_EXIT_OK && nblocks == 0) {
    px_error_at(file, 1, 0, _("empty region"));
    rc = PX_EXIT_DATA;
  }
  /* several figures in one file: number them in the default captions */
  if (rc == PX_EXIT_OK && nblocks > 1 && !caption)
    for (int k = 0; k < nblocks; k++) {
      size_t cl = strlen(fs->v[first + k].caption) + 24;
      char *c = realloc(fs->v[first + k].caption, cl);
      if (!c) {
        px_error(_("render: out of memory"));
        rc = PX_EXIT_SOFTWARE;
        break;
      }
      snprintf(c + strlen(c), cl - strlen(c), " #%d", k + 1);
      fs->v[first + k].caption = c;
    }
  free(text);
  return rc;
}

int cmd_render(int argc, char **argv) {
  struct option longopts[32] = {{"output", required_argument, NULL, 'o'},
                                {"format", required_argument, NULL, 'f'},
                                {"caption", required_argument, NULL, OPT_CAPTION},
                                {"help", no_argument, NULL, 'h'}};
  int nlong = 4;
  if (render_args_table(RA_ALL & ~RA_CELL_MM, longopts, &nlong, 32) != 0) {
    px_error(_("render: internal error (option table)"));
    return PX_EXIT_SOFTWARE;
  }
  render_opts_t o;
  render_opts_init(&o);
  const char *out = NULL, *format = NULL, *caption = NULL;
  int c;
  while ((c = getopt_long(argc, argv, "o:f:h", longopts, NULL)) != -1) {
    switch (c) {
      case 'o': out = optarg; break;
      case 'f':
        if (draw_format_from(optarg, NULL) < 0) {
          px_error(_("render: --format: unknown format '%s' (pdf, svg, svgz, png, trace)"), optarg);
          px_usage_hint("render");
          return PX_EXIT_USAGE;
        }
        format = optarg;
        break;
      case OPT_CAPTION:
        if (!draw_utf8_valid(optarg)) {
          px_error(_("render: --caption: not valid UTF-8: '%s'"), optarg);
          px_usage_hint("render");
          return PX_EXIT_USAGE;
        }
        caption = optarg;
        break;
      case 'h': usage(stdout); return PX_EXIT_OK;
      default: {
        int r = render_args_apply("render", c, optarg, &o);
        if (r == 0) break;
        if (r > 0) px_usage_hint("render");
        return PX_EXIT_USAGE;
      }
    }
  }
  if (!out) {
    px_error(_("render: no output file (-o OUT.pdf|.svg|.png)"));
    px_usage_hint("render");
    return PX_EXIT_USAGE;
  }
  if (optind >= argc) {
    px_error(_("render: no input file"));
    px_usage_hint("render");
    return PX_EXIT_USAGE;
  }
  if (!format && draw_format_from(NULL, out) < 0) {
    px_error(_("render: cannot tell the format of '%s': use .pdf, .svg, .svgz, .png or --format"),
             out);
    px_usage_hint("render");
    return PX_EXIT_USAGE;
  }
  figures_t fs = {NULL, 0, 0};
  int rc = PX_EXIT_OK;
  for (int a = optind; a < argc && rc == PX_EXIT_OK; a++) rc = read_figures(argv[a], caption, &fs);

  /* letters to piece indices: the distinct characters in ASCII order, the
   * same colour for the same letter on every card */
  int index_of[256];
  char names_buf[256][2];
  const char *names[256];
  int npieces = 0;
  render_grid_t *grids = NULL;
  int **cells = NULL;
  if (rc == PX_EXIT_OK) {
    int seen[256] = {0};
    for (int k = 0; k < fs.n; k++)
      for (size_t j = 0; j < (size_t)fs.v[k].r.w * fs.v[k].r.h; j++)
        seen[(unsigned char)fs.v[k].r.cells[j]] = 1;
    for (int ch = 0; ch < 256; ch++) {
      index_of[ch] = -1;
      if (seen[ch] && ch != REGION_CELL && ch != REGION_OUTSIDE && ch != ' ') {
        names_buf[npieces][0] = (char)ch;
        names_buf[npieces][1] = '\0';
        names[npieces] = names_buf[npieces];
        index_of[ch] = npieces++;
      }
    }
    grids = calloc((size_t)fs.n, sizeof *grids);
    cells = calloc((size_t)fs.n, sizeof *cells);
    if (!grids || !cells) {
      px_error(_("render: out of memory"));
      rc = PX_EXIT_SOFTWARE;
    }
  }
  for (int k = 0; rc == PX_EXIT_OK && k < fs.n; k++) {
    const region_t *r = &fs.v[k].r;
    cells[k] = malloc((size_t)r->w * r->h * sizeof **cells);
    if (!cells[k]) {
      px_error(_("render: out of memory"));
      rc = PX_EXIT_SOFTWARE;
      break;
    }
    for (size_t j = 0; j < (size_t)r->w * r->h; j++) {
      unsigned char ch = (unsigned char)r->cells[j];
      cells[k][j] = ch == REGION_CELL                     ? RENDER_EMPTY
                    : (ch == REGION_OUTSIDE || ch == ' ') ? RENDER_OUTSIDE
                                                          : index_of[ch];
    }
    grids[k] = (render_grid_t){r->w, r->h, cells[k], npieces, names, fs.v[k].caption, NULL};
  }
  if (rc == PX_EXIT_OK) {
    char err[600];
    render_status_t st = render_grids_status(out, format, grids, fs.n, &o, err, sizeof err);
    if (st != RENDER_OK) {
      px_error("render: %s", err);
      rc = px_exit_of_render(st);
    }
  }
  for (int k = 0; k < fs.n; k++) {
    region_free(&fs.v[k].r);
    free(fs.v[k].caption);
    if (cells) free(cells[k]);
  }
  free(fs.v);
  free(cells);
  free(grids);
  return rc;
}
