/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* t_draw.c: the drawing layer: golden traces of each thing drawn, palette properties, clean
 * failures. */
#include <config.h>

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include "output/chart.h"
#include "output/draw.h"
#include "output/render.h"

#include "tests/check.h"

static char tmpdir[256];

static char *slurp(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  size_t cap = 4096, n = 0;
  char *buf = malloc(cap + 1);
  size_t r;
  while (buf && (r = fread(buf + n, 1, cap - n, f)) > 0) {
    n += r;
    if (n == cap) {
      char *nb = realloc(buf, 2 * cap + 1);
      if (!nb) {
        free(buf);
        buf = NULL;
        break;
      }
      buf = nb;
      cap *= 2;
    }
  }
  fclose(f);
  if (buf) buf[n] = '\0';
  if (len) *len = n;
  return buf;
}

/* Compare the trace at PATH with tests/golden/NAME.trace (or write the
 * golden file when POLYX_REGEN_GOLDEN is set). */
static void golden(const char *name, const char *path) {
  const char *srcdir = getenv("srcdir");
  char gpath[512];
  snprintf(gpath, sizeof gpath, "%s/golden/%s.trace", srcdir ? srcdir : "tests", name);
  size_t n;
  char *got = slurp(path, &n);
  CHECK(got != NULL, "%s: no trace written", name);
  if (!got) return;
  if (getenv("POLYX_REGEN_GOLDEN")) {
    FILE *f = fopen(gpath, "wb");
    CHECK(f && fwrite(got, 1, n, f) == n && fclose(f) == 0, "cannot write %s", gpath);
    printf("regenerated %s\n", gpath);
    free(got);
    return;
  }
  size_t gn;
  char *want = slurp(gpath, &gn);
  CHECK(want != NULL, "%s: golden file %s missing", name, gpath);
  if (want) {
    int same = gn == n && memcmp(want, got, n) == 0;
    if (!same) {
      /* the first differing line helps */
      size_t i = 0, line = 1;
      while (i < n && i < gn && got[i] == want[i]) line += got[i++] == '\n';
      CHECK(0, "%s: trace differs from %s at line %zu", name, gpath, line);
    } else {
      printf("ok golden %s (%zu bytes)\n", name, n);
    }
  }
  free(want);
  free(got);
}

/* A 6x10 pentomino tiling (a known solution) as piece indices. */
static const char *const tiling6x10[] = {"FIIIIILVVV", "FFFLLLLZZV", "YFNNNUUUZV",
                                         "YNNWTUXUZZ", "YYWWTXXXPP", "YWWTTTXPPP"};
static const char *const pent_names[] = {"F", "I", "L", "N", "P", "T",
                                         "U", "V", "W", "X", "Y", "Z"};

static void grid_from_letters(const char *const *rows, int h, int *cells, int *w) {
  *w = (int)strlen(rows[0]);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < *w; x++) {
      char ch = rows[y][x];
      int v = RENDER_OUTSIDE;
      if (ch == '.') v = RENDER_EMPTY;
      for (int k = 0; k < 12; k++)
        if (pent_names[k][0] == ch) v = k;
      cells[y * *w + x] = v;
    }
}

static int file_exists(const char *p) {
  struct stat st;
  return stat(p, &st) == 0;
}

/* Number of entries in tmpdir besides . and .. */
static int dir_entries(void) {
  DIR *dir = opendir(tmpdir);
  int n = 0;
  struct dirent *e;
  while (dir && (e = readdir(dir)))
    if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) n++;
  if (dir) closedir(dir);
  return n;
}

static void clean_dir(void) {
  DIR *dir = opendir(tmpdir);
  struct dirent *e;
  char p[600];
  while (dir && (e = readdir(dir)))
    if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) {
      snprintf(p, sizeof p, "%s/%s", tmpdir, e->d_name);
      unlink(p);
    }
  if (dir) closedir(dir);
}

/* sRGB (0..1) to linear and back. */
static double to_lin(double c) {
  return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
}
static double from_lin(double v) {
  v = v < 0 ? 0 : v > 1 ? 1 : v;
  return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055;
}
/* Colour-blind view of RGB: Machado, Oliveira, Fernandes 2009 matrices at
 * severity 1 (0 = normal vision, 1 deuteranopia, 2 protanopia, 3 tritanopia). */
static void cvd(const double in[3], int kind, double out[3]) {
  static const double m[3][3][3] = {{{0.367322, 0.860646, -0.227968},
                                     {0.280085, 0.672501, 0.047413},
                                     {-0.011820, 0.042940, 0.968881}},
                                    {{0.152286, 1.052583, -0.204868},
                                     {0.114503, 0.786281, 0.099216},
                                     {-0.003882, -0.048116, 1.051998}},
                                    {{1.255528, -0.076749, -0.178779},
                                     {-0.078411, 0.930809, 0.147602},
                                     {0.004733, 0.691367, 0.303900}}};
  if (kind == 0) {
    memcpy(out, in, 3 * sizeof *out);
    return;
  }
  double l[3] = {to_lin(in[0]), to_lin(in[1]), to_lin(in[2])};
  for (int i = 0; i < 3; i++)
    out[i] =
        from_lin(m[kind - 1][i][0] * l[0] + m[kind - 1][i][1] * l[1] + m[kind - 1][i][2] * l[2]);
}
static void to_lab(const double rgb[3], double lab[3]) {
  double r = to_lin(rgb[0]), g = to_lin(rgb[1]), b = to_lin(rgb[2]);
  double xyz[3] = {(0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
                   0.2126 * r + 0.7152 * g + 0.0722 * b,
                   (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883};
  for (int i = 0; i < 3; i++)
    xyz[i] = xyz[i] > 0.008856 ? cbrt(xyz[i]) : 7.787 * xyz[i] + 16.0 / 116;
  lab[0] = 116 * xyz[1] - 16;
  lab[1] = 500 * (xyz[0] - xyz[1]);
  lab[2] = 200 * (xyz[1] - xyz[2]);
}

static void test_palette(void) {
  /* Any two piece colours stay 10 CIELAB units apart for normal vision and
   * simulated deuteranopia, protanopia and tritanopia. */
  double worst = 1e9;
  for (int kind = 0; kind < 4; kind++)
    for (int i = 0; i < DRAW_NPIECE_COLORS; i++)
      for (int j = 0; j < i; j++) {
        double a[3], b[3], sa[3], sb[3], la[3], lb[3];
        draw_color_style(DRAW_PIECE(i), 0, a, NULL);
        draw_color_style(DRAW_PIECE(j), 0, b, NULL);
        cvd(a, kind, sa);
        cvd(b, kind, sb);
        to_lab(sa, la);
        to_lab(sb, lb);
        double dist = sqrt((la[0] - lb[0]) * (la[0] - lb[0]) + (la[1] - lb[1]) * (la[1] - lb[1]) +
                           (la[2] - lb[2]) * (la[2] - lb[2]));
        if (dist < worst) worst = dist;
        CHECK(dist >= 10, "piece colours %d and %d: distance %.1f for vision %d", i, j, dist, kind);
      }
  printf("ok palette: smallest distance between two piece colours %.1f (normal and 3 colour "
         "blindnesses)\n",
         worst);
  double a[3], b[3];
  int h, h2;
  for (int i = 0; i < DRAW_NPIECE_COLORS; i++) {
    draw_color_style(DRAW_PIECE(i), 0, a, &h);
    CHECK(h == DRAW_HATCH_NONE, "colour piece %d hatched", i);
    /* WCAG contrast with black letters at least 4.5 */
    double lin[3];
    for (int c = 0; c < 3; c++)
      lin[c] = a[c] <= 0.03928 ? a[c] / 12.92 : pow((a[c] + 0.055) / 1.055, 2.4);
    double L = 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2];
    CHECK((L + 0.05) / 0.05 >= 6, "piece colour %d: contrast with black %.2f", i,
          (L + 0.05) / 0.05);
    for (int j = 0; j < i; j++) {
      draw_color_style(DRAW_PIECE(j), 0, b, NULL);
      CHECK(fabs(a[0] - b[0]) + fabs(a[1] - b[1]) + fabs(a[2] - b[2]) > 0.1,
            "piece colours %d and %d too close", i, j);
    }
  }
  CHECK(DRAW_NPIECE_COLORS >= 24, "only %d piece colours (Polyssimo has 24 pieces)",
        DRAW_NPIECE_COLORS);
  draw_color_style(DRAW_PIECE(DRAW_NPIECE_COLORS), 0, a, NULL);
  draw_color_style(DRAW_PIECE(0), 0, b, NULL);
  CHECK(a[0] == b[0] && a[1] == b[1] && a[2] == b[2], "palette does not cycle after %d",
        DRAW_NPIECE_COLORS);
  /* level colours: green, yellow, red (the channel that leads), readable
   * with black text, grey in black and white */
  static const int lv[3] = {DRAW_SIGNAL_GREEN, DRAW_SIGNAL_YELLOW, DRAW_SIGNAL_RED};
  for (int i = 0; i < 3; i++) {
    draw_color_style(lv[i], 0, a, &h);
    double lin[3];
    for (int c = 0; c < 3; c++)
      lin[c] = a[c] <= 0.03928 ? a[c] / 12.92 : pow((a[c] + 0.055) / 1.055, 2.4);
    double L = 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2];
    CHECK((L + 0.05) / 0.05 >= 7, "level colour %d: contrast with black %.2f", i,
          (L + 0.05) / 0.05);
    int ok = i == 0   ? a[1] > a[0] + 0.2 && a[1] > a[2] + 0.2
             : i == 1 ? a[0] > a[2] + 0.4 && a[1] > a[2] + 0.4
                      : a[0] > a[1] + 0.3 && a[0] > a[2] + 0.3;
    CHECK(ok, "level colour %d (%.2f %.2f %.2f) is not %s", i, a[0], a[1], a[2],
          i == 0   ? "green"
          : i == 1 ? "yellow"
                   : "red");
    draw_color_style(lv[i], 1, a, &h);
    CHECK(a[0] == a[1] && a[1] == a[2] && a[0] >= 0.75, "bw level colour %d not a light grey", i);
  }
  for (int i = 0; i < DRAW_NPIECE_STYLES_BW; i++) {
    draw_color_style(DRAW_PIECE(i), 1, a, &h);
    CHECK(a[0] == a[1] && a[1] == a[2], "bw piece %d not grey", i);
    CHECK(a[0] >= 0.6, "bw piece %d too dark for letters", i);
    for (int j = 0; j < i; j++) {
      draw_color_style(DRAW_PIECE(j), 1, b, &h2);
      CHECK(h != h2 || a[0] != b[0], "bw pieces %d and %d look the same", i, j);
    }
  }
  printf(
      "ok palette: %d colours (contrast >= 6 with black), %d distinct bw styles, level colours\n",
      DRAW_NPIECE_COLORS, DRAW_NPIECE_STYLES_BW);
}

static void test_sizes_labels(void) {
  double w, h;
  CHECK(render_paper_size("a4", &w, &h) == 0 && w == 210 && h == 297, "a4");
  CHECK(render_paper_size("letter", &w, &h) == 0 && fabs(w - 215.9) < 1e-9 &&
            fabs(h - 279.4) < 1e-9,
        "letter");
  CHECK(render_paper_size("200x150.5", &w, &h) == 0 && w == 200 && h == 150.5, "custom paper");
  CHECK(render_paper_size("a9", &w, &h) == -1, "unknown paper accepted");
  CHECK(render_paper_size("0x10", &w, &h) == -1, "zero paper accepted");
  CHECK(render_card_size("poker", &w, &h) == 0 && w == 63 && h == 88, "poker card");
  CHECK(render_card_size("polyminix", &w, &h) != 0, "output/ knows no game's card");
  CHECK(render_card_size("tarot", &w, &h) == 0 && w == 70 && h == 120, "tarot card");
  CHECK(strcmp(render_label("cs", RENDER_L_SOLUTION), "\xC5\x98"
                                                      "e\xC5\xA1"
                                                      "en\xC3\xAD") == 0,
        "cs label");
  CHECK(strcmp(render_label("de", RENDER_L_SOLUTION), "L\xC3\xB6sung") == 0, "de label");
  CHECK(strcmp(render_label("xx", RENDER_L_PAGE), "page") == 0, "fallback label");
  CHECK(draw_format_from(NULL, "a/b.PDF") == DRAW_PDF, "format from .PDF");
  CHECK(draw_format_from(NULL, "a.b/c") == -1, "format from a dir with a dot");
  CHECK(draw_format_from("svg", "x.pdf") == DRAW_SVG, "format name wins");
  printf("ok sizes, labels, formats\n");
}

static void path_in(char *buf, size_t n, const char *name) {
  snprintf(buf, n, "%s/%s", tmpdir, name);
}

static void test_golden(void) {
  int cells[60], w;
  grid_from_letters(tiling6x10, 6, cells, &w);
  render_grid_t g = {w, 6, cells, 12, pent_names, "polyx:6x10#42", NULL};
  render_opts_t o;
  char p[600], err[256];

  /* one tiling on an A4 page: fills, three line weights, letters, caption, crop marks, footer */
  render_opts_init(&o);
  o.title = "polyx tile 6x10";
  path_in(p, sizeof p, "t.trace");
  CHECK(render_grids(p, NULL, &g, 1, &o, err, sizeof err) == 0, "tiling: %s", err);
  golden("tiling-a4", p);

  /* a region with empty cells, outside cells and a hole: the figure only */
  static const char *const reg[] = {"..#.....", "........", "...##...",
                                    "...##...", "........", ".......#"};
  int rc[48];
  for (int y = 0; y < 6; y++)
    for (int x = 0; x < 8; x++) rc[y * 8 + x] = reg[y][x] == '.' ? RENDER_EMPTY : RENDER_OUTSIDE;
  render_grid_t r = {8, 6, rc, 0, NULL, NULL, NULL};
  render_opts_init(&o);
  o.paper_w = o.paper_h = 0; /* one card per page */
  o.area = 1;
  CHECK(render_grids(p, "trace", &r, 1, &o, err, sizeof err) == 0, "region: %s", err);
  golden("region-card", p);

  /* 3 cards 2-up with bleed, backs for duplex, answers after, Czech labels */
  render_grid_t three[3] = {g, g, g};
  three[1].caption = "polyx:6x10#43";
  three[2].caption = NULL;
  render_opts_init(&o);
  o.cols = 2;
  o.rows = 1;
  o.bleed = 3;
  o.backs = 1;
  o.answers = 1;
  o.area = 1;
  o.lang = "cs";
  o.title = "Polyminix \xE2\x80\x94 test";
  CHECK(render_grids(p, "trace", three, 3, &o, err, sizeof err) == 0, "nup: %s", err);
  golden("nup-backs-answers-cs", p);

  /* black and white: letters on white discs */
  render_opts_init(&o);
  o.paper_w = o.paper_h = 0;
  o.bw = 1;
  CHECK(render_grids(p, "trace", &g, 1, &o, err, sizeof err) == 0, "bw: %s", err);
  golden("tiling-bw-card", p);

  /* a hexagon, filled then outlined, with a number by one edge (games draw their tiles so) */
  draw_t *d = draw_create(DRAW_TRACE, p, 60, 60, NULL);
  draw_begin_page(d);
  static const double hex[12] = {30, 10, 47.32, 20, 47.32, 40, 30, 50, 12.68, 40, 12.68, 20};
  draw_set_color(d, DRAW_PIECE(3));
  draw_polygon(d, hex, 6);
  draw_fill(d);
  draw_set_color(d, DRAW_BLACK);
  draw_set_line_width(d, 0.8);
  draw_polygon(d, hex, 6);
  draw_stroke(d);
  draw_text(d, 40.5, 19.9, 6, DRAW_CENTER | DRAW_MIDDLE | DRAW_BOLD, 0, "1");
  draw_set_color(d, DRAW_BLACK);
  draw_text(d, 30, 58, 3, DRAW_CENTER, 50, "Polym\xC3\xA8re \"tile\"");
  draw_circle(d, 5, 5, 2);
  draw_fill(d);
  draw_end_page(d);
  CHECK(draw_finish(d) == DRAW_OK, "hex: %s", draw_error_message(d));
  draw_destroy(d);
  golden("hex-tile", p);

  /* the histogram page every game's play --histogram draws: two series on one value axis (values
     1 to 6, a value more on each side of those counted), one bar scale, a label under them */
  static const long all[6] = {0, 7, 3, 0, 1, 0}, one[6] = {0, 2, 3, 0, 0, 0};
  const long *counts[2] = {all, one};
  const char *titles[2] = {"all", "greedy"};
  d = draw_create(DRAW_TRACE, p, 210, 297, NULL);
  draw_histogram_page(d, 210, 297, "Histogram", 2, titles, counts, 6, 1, "tiles a turn");
  CHECK(draw_finish(d) == DRAW_OK, "histogram: %s", draw_error_message(d));
  draw_destroy(d);
  golden("histogram-page", p);
  clean_dir();
}

static void test_failures(void) {
  int cells[60], w;
  grid_from_letters(tiling6x10, 6, cells, &w);
  render_grid_t g = {w, 6, cells, 12, pent_names, "polyx:6x10#42", NULL};
  char p[600], err[256];
  render_status_t st;

  snprintf(p, sizeof p, "%s/no-such-dir/x.pdf", tmpdir);
  st = render_grids_status(p, NULL, &g, 1, NULL, err, sizeof err);
  CHECK(st == RENDER_ERR_CREATE, "missing directory: status %d", (int)st);
  CHECK(strstr(err, "No such file or directory") != NULL, "missing directory message: %s", err);
  CHECK(dir_entries() == 0, "missing directory left files");

  if (file_exists("/dev/full")) {
    const char *fmts[] = {"pdf", "svg", "png", "trace"};
    for (int i = 0; i < 4; i++) {
      st = render_grids_status("/dev/full", fmts[i], &g, 1, NULL, err, sizeof err);
      CHECK(st == RENDER_ERR_WRITE, "/dev/full %s: status %d (%s)", fmts[i], (int)st, err);
      CHECK(strstr(err, "No space left") != NULL, "/dev/full %s message: %s", fmts[i], err);
    }
    struct stat sb;
    CHECK(stat("/dev/full", &sb) == 0 && S_ISCHR(sb.st_mode), "/dev/full is no longer a device!");
  }

  path_in(p, sizeof p, "x.pdf");
  render_opts_t o;
  render_opts_init(&o);
  o.card_w = 300;
  st = render_grids_status(p, NULL, &g, 1, &o, err, sizeof err);
  CHECK(st == RENDER_ERR_ARGS && strstr(err, "do not fit"), "big card: %d %s", (int)st, err);
  render_opts_init(&o);
  o.lang = "xx";
  st = render_grids_status(p, NULL, &g, 1, &o, err, sizeof err);
  CHECK(st == RENDER_ERR_ARGS && strstr(err, "language"), "bad lang: %d %s", (int)st, err);
  path_in(p, sizeof p, "x.jpg");
  st = render_grids_status(p, NULL, &g, 1, NULL, err, sizeof err);
  CHECK(st == RENDER_ERR_ARGS && strstr(err, "format"), "bad format: %d %s", (int)st, err);
  path_in(p, sizeof p, "x.pdf");
  render_grid_t bad = g;
  bad.caption = "bad \xC3\x28 utf8";
  st = render_grids_status(p, NULL, &bad, 1, NULL, err, sizeof err);
  CHECK(st == RENDER_ERR_ARGS && strstr(err, "UTF-8"), "bad utf-8: %d %s", (int)st, err);
  bad = g;
  bad.npieces = 5;
  st = render_grids_status(p, NULL, &bad, 1, NULL, err, sizeof err);
  CHECK(st == RENDER_ERR_ARGS, "piece out of range accepted");
  CHECK(dir_entries() == 0, "failed renders left files");

  /* several SVG pages: one file each, numbered */
  render_grid_t three[3] = {g, g, g};
  path_in(p, sizeof p, "multi.svg");
  CHECK(render_grids(p, NULL, three, 3, NULL, err, sizeof err) == 0, "svg pages: %s", err);
  path_in(p, sizeof p, "multi-1.svg");
  CHECK(file_exists(p), "multi-1.svg missing");
  path_in(p, sizeof p, "multi-3.svg");
  CHECK(file_exists(p), "multi-3.svg missing");
  CHECK(dir_entries() == 3, "svg pages: %d files, want 3", dir_entries());
  clean_dir();

  /* drawing errors are sticky and leave no file */
  path_in(p, sizeof p, "sticky.pdf");
  draw_t *d = draw_create(DRAW_PDF, p, 100, 100, NULL);
  draw_begin_page(d);
  draw_set_line_width(d, (double)NAN);
  draw_rect(d, 0, 0, 10, 10);
  draw_fill(d);
  draw_end_page(d);
  CHECK(draw_status(d) == DRAW_ERR_ARGS, "NaN width not caught");
  CHECK(draw_finish(d) == DRAW_ERR_ARGS, "finish lost the error");
  draw_destroy(d);
  CHECK(!file_exists(p) && dir_entries() == 0, "failed drawing left a file");
  printf("ok failures: missing dir, /dev/full, bad options, no files left\n");
}

/* The PDF's boxes: /TrimBox and /BleedBox in every page dictionary, and a
 * cross-reference table whose every offset still points at its object
 * after the rewrite (what a strict reader checks; poppler would repair a
 * broken table silently). */
/* The last place of NEEDLE in the N bytes at HAY (binary safe), or NULL;
 * *COUNT (when not NULL) gets the number of places. */
static const char *mem_last(const char *hay, size_t n, const char *needle, int *count) {
  size_t k = strlen(needle);
  const char *last = NULL;
  int c = 0;
  for (size_t i = 0; i + k <= n; i++)
    if (hay[i] == needle[0] && memcmp(hay + i, needle, k) == 0) last = hay + i, c++;
  if (count) *count = c;
  return last;
}

/* Finish D (written to P, WHAT naming the test) and read the file back: its bytes (*N of
 * them, the caller frees), or NULL after a failed check. */
static char *finish_slurp(draw_t *d, const char *p, const char *what, size_t *n) {
  CHECK(draw_finish(d) == DRAW_OK, "%s: %s", what, draw_error_message(d));
  draw_destroy(d);
  char *pdf = slurp(p, n);
  CHECK(pdf != NULL, "%s: no PDF", what);
  return pdf;
}

/* The in-use entries of PDF's last xref table (every subsection) that do not point at "K 0 obj"
 * of their own number K; *OBJS the entries seen; -1 when there is no table at startxref. */
static int xref_bad(const char *pdf, size_t n, int *objs) {
  const char *sx = mem_last(pdf, n, "startxref", NULL);
  unsigned long xo = sx ? strtoul(sx + 9, NULL, 10) : n;
  *objs = 0;
  if (xo >= n || strncmp(pdf + xo, "xref\n", 5) != 0) return -1;
  int bad = 0;
  const char *e = pdf + xo + 5;
  unsigned long first, count;
  int used;
  while (*e != 't' && sscanf(e, "%lu %lu\n%n", &first, &count, &used) == 2) {
    e += used;
    for (unsigned long k = 0; k < count; k++, e += 20) {
      if (e[17] != 'n') continue;
      char want[32];
      int wl = snprintf(want, sizeof want, "%lu 0 obj", first + k);
      unsigned long off = strtoul(e, NULL, 10);
      (*objs)++;
      if (off >= n || strncmp(pdf + off, want, (size_t)wl) != 0) bad++;
    }
  }
  return *e == 't' ? bad : -1;
}

static void test_pdf_boxes(void) {
  char p[600];
  path_in(p, sizeof p, "boxes.pdf");
  draw_t *d = draw_create(DRAW_PDF, p, 210, 297, NULL);
  const double trim[4] = {20, 30, 170, 230}, bleed[4] = {17, 27, 176, 236};
  draw_set_boxes(d, trim, bleed);
  for (int i = 0; i < 3; i++) {
    draw_begin_page(d);
    draw_set_color(d, DRAW_PIECE(i));
    draw_rect(d, 17, 27, 176, 236);
    draw_fill(d);
    draw_text(d, 100, 100, 5, DRAW_CENTER, 0, "Trim");
    draw_end_page(d);
  }
  size_t n;
  char *pdf = finish_slurp(d, p, "boxes", &n);
  if (!pdf) return;
  int objs, bad = xref_bad(pdf, n, &objs);
  CHECK(bad == 0 && objs > 5, "boxes: %d of %d xref offsets wrong", bad, objs);
  /* the boxes in points, y up: trim x 20..190 mm, y (297-260)..(297-30) */
  int pages = 0;
  mem_last(pdf, n, "/TrimBox [ 56.693 104.882 538.583 756.850 ]", &pages);
  CHECK(pages == 3, "boxes: %d pages with the TrimBox, want 3", pages);
  mem_last(pdf, n, "/BleedBox [ 48.189 96.378 547.087 765.354 ]", &pages);
  CHECK(pages == 3, "boxes: %d pages with the BleedBox, want 3", pages);
  free(pdf);

  /* boxes not nested, or set too late: argument errors, no file */
  d = draw_create(DRAW_PDF, p, 210, 297, NULL);
  draw_set_boxes(d, bleed, trim);
  CHECK(draw_status(d) == DRAW_ERR_ARGS, "boxes: trim outside bleed accepted");
  draw_destroy(d);
  const double out[4] = {-1, 0, 100, 100};
  d = draw_create(DRAW_PDF, p, 210, 297, NULL);
  draw_set_boxes(d, out, out);
  CHECK(draw_status(d) == DRAW_ERR_ARGS, "boxes: a bleed box off the page accepted");
  draw_destroy(d);
  d = draw_create(DRAW_TRACE, p, 210, 297, NULL);
  draw_begin_page(d);
  draw_set_boxes(d, trim, bleed);
  CHECK(draw_status(d) == DRAW_ERR_ARGS, "boxes: set inside a page accepted");
  draw_destroy(d);
  clean_dir();
  printf("ok pdf boxes: TrimBox, BleedBox on 3 pages, xref offsets exact\n");
}

/* Black in DeviceGray, the cut contour as a separation colour: the PDF's page content streams
 * inflated hold "0 g" and "0 G" for black, never cairo's "0 0 0 rg"; the cut contour's stream
 * is CutContour's, and the xref offsets stay exact. */
static void test_pdf_ink(void) {
  char p[600];
  path_in(p, sizeof p, "ink.pdf");
  draw_t *d = draw_create(DRAW_PDF, p, 100, 100, NULL);
  for (int i = 0; i < 2; i++) {
    draw_begin_page(d);
    draw_set_color(d, DRAW_BLACK);
    draw_text(d, 50, 20, 5, DRAW_CENTER, 0, "black");
    draw_set_line_width(d, 0.5);
    draw_rect(d, 10, 30, 80, 40);
    draw_stroke(d);
    draw_set_color(d, DRAW_TEXT_GREY);
    draw_text(d, 50, 80, 3, DRAW_CENTER, 0, "grey");
    draw_set_transform(d, 10, 10, 0.5);
    draw_set_color(d, DRAW_CUT);
    draw_set_line_width(d, 0.1);
    draw_rect(d, 0, 0, 20, 20);
    draw_stroke(d);
    draw_set_transform(d, 0, 0, 1);
    draw_end_page(d);
  }
  size_t n;
  char *pdf = finish_slurp(d, p, "ink", &n);
  if (!pdf) return;
  int flate = 0, rgb_black = 0, gray_black = 0;
  for (const char *s = pdf; (s = memmem(s, n - (size_t)(s - pdf), "stream\n", 7)) != NULL;) {
    const char *start = s + 7, *end = memmem(start, n - (size_t)(start - pdf), "endstream", 9);
    if (!end) break;
    int fl = memmem(pdf, (size_t)(s - pdf), "FlateDecode", 11) != NULL; /* any, before */
    uLongf plen = 1 << 20;
    unsigned char *plain = malloc(plen);
    if (plain && fl && uncompress(plain, &plen, (const unsigned char *)start,
                                  (uLong)(end - start)) == Z_OK) {
      flate++;
      if (memmem(plain, plen, "0 0 0 rg", 8) || memmem(plain, plen, "0 0 0 RG", 8)) rgb_black++;
      if (memmem(plain, plen, "0 g", 3) && memmem(plain, plen, "0 G", 3)) gray_black++;
    }
    free(plain);
    s = end + 9; /* past "endstream", which ends in "stream" too */
  }
  CHECK(flate >= 2 && rgb_black == 0 && gray_black >= 2,
        "ink: %d streams, %d with RGB black, %d with gray black", flate, rgb_black, gray_black);
  int pages = 0;
  mem_last(pdf, n, "/CutContour CS 1 SCN", &pages);
  CHECK(pages == 2, "ink: %d cut contours, want one a page", pages);
  CHECK(memmem(pdf, n, "/Separation /CutContour /DeviceCMYK", 35) != NULL, "ink: no separation");
  /* the cut square: 20 mm at scale 0.5 from (10, 10) mm, in points from the bottom left */
  const char *cc = memmem(pdf, n, "/CutContour CS 1 SCN 0 J 0 j\n", 29);
  double w = 0, x = 0, y = 0;
  CHECK(cc && sscanf(cc + 29, "%lf w\n%lf %lf m", &w, &x, &y) == 3 && fabs(w - 0.1417) < 0.01 &&
            fabs(x - 28.346) < 0.01 && fabs(y - 255.118) < 0.01,
        "ink: the cut contour misplaced: %g w %g %g m", w, x, y);
  int objs, bad = xref_bad(pdf, n, &objs);
  CHECK(bad == 0 && objs > 8, "ink: %d of %d xref offsets wrong", bad, objs);
  free(pdf);
  /* a fill in the cut contour's colour is an argument error */
  d = draw_create(DRAW_TRACE, p, 100, 100, NULL);
  draw_begin_page(d);
  draw_set_color(d, DRAW_CUT);
  draw_rect(d, 0, 0, 10, 10);
  draw_fill(d);
  CHECK(draw_status(d) == DRAW_ERR_ARGS, "ink: a filled cut contour accepted");
  draw_destroy(d);
  clean_dir();
  printf("ok pdf ink: black in DeviceGray, the cut contour a separation, xref exact\n");
}

/* Layout rules: marks 5 mm or more from the paper's edge and outside the
 * bleed, sizes honoured or refused, on every paper named. */
static void test_layout_rules(void) {
  int cells[60], w;
  grid_from_letters(tiling6x10, 6, cells, &w);
  render_grid_t g[12];
  for (int i = 0; i < 12; i++) g[i] = (render_grid_t){w, 6, cells, 12, pent_names, "c", NULL};
  static const char *const papers[] = {"a4",    "a3",      "a5",   "letter",
                                       "legal", "tabloid", "sra3", "sra4"};
  static const char *const cards[] = {"poker", "bridge", "tarot", "square", "148x210", "88x88"};
  char p[600], err[256];
  path_in(p, sizeof p, "l.trace");
  int tried = 0;
  for (size_t pi = 0; pi < sizeof papers / sizeof *papers; pi++)
    for (size_t ci = 0; ci < sizeof cards / sizeof *cards; ci++)
      for (int bl = 0; bl <= 5; bl += 3) {
        render_opts_t o;
        render_opts_init(&o);
        CHECK(render_paper_size(papers[pi], &o.paper_w, &o.paper_h) == 0, "paper %s", papers[pi]);
        if (render_card_size(cards[ci], &o.card_w, &o.card_h) != 0) continue;
        o.bleed = bl;
        if (render_grids(p, "trace", g, 12, &o, err, sizeof err) != 0) {
          CHECK(strstr(err, "do not fit") != NULL, "%s %s: %s", papers[pi], cards[ci], err);
          continue;
        }
        tried++;
        /* the trace: page size, then every segment (crop marks) */
        FILE *f = fopen(p, "r");
        char line[512];
        double pw = 0, ph = 0, tb[4] = {0}, bb[4] = {0};
        int marks = 0, bad = 0;
        while (f && fgets(line, sizeof line, f)) {
          double x0, y0, x1, y1;
          if (sscanf(line, "trace 1 page %lf %lf", &pw, &ph) == 2) continue;
          if (sscanf(line, "boxes trim %lf %lf %lf %lf bleed %lf %lf %lf %lf", &tb[0], &tb[1],
                     &tb[2], &tb[3], &bb[0], &bb[1], &bb[2], &bb[3]) == 8)
            continue;
          if (strncmp(line, "width 0.20", 10) == 0) marks = 1; /* the crop marks follow */
          if (marks && sscanf(line, "move %lf %lf", &x0, &y0) == 2) {
            if (!fgets(line, sizeof line, f) || sscanf(line, "line %lf %lf", &x1, &y1) != 2) break;
            double lo_x = fmin(x0, x1), hi_x = fmax(x0, x1), lo_y = fmin(y0, y1),
                   hi_y = fmax(y0, y1);
            if (lo_x < 5 - 1e-6 || lo_y < 5 - 1e-6 || hi_x > pw - 5 + 1e-6 || hi_y > ph - 5 + 1e-6)
              bad++;
            /* outside the bleed box, 2 mm clear */
            int inside_x = hi_x > bb[0] - 2 + 1e-6 && lo_x < bb[0] + bb[2] + 2 - 1e-6;
            int inside_y = hi_y > bb[1] - 2 + 1e-6 && lo_y < bb[1] + bb[3] + 2 - 1e-6;
            if (inside_x && inside_y) bad++;
          }
          if (strncmp(line, "end_page", 8) == 0) marks = 0;
        }
        if (f) fclose(f);
        CHECK(bad == 0, "%s %s bleed %d: %d crop marks too near the edge or the bleed", papers[pi],
              cards[ci], bl, bad);
        CHECK(tb[0] >= bb[0] && tb[1] >= bb[1] && tb[0] + tb[2] <= bb[0] + bb[2] + 1e-6 &&
                  bb[0] >= 5 - 1e-6 && bb[1] >= 5 - 1e-6 && bb[0] + bb[2] <= pw - 5 + 1e-6 &&
                  bb[1] + bb[3] <= ph - 5 + 1e-6 && fabs(bb[2] - tb[2] - 2 * bl) < 1e-6,
              "%s %s bleed %d: boxes trim %g %g %g %g bleed %g %g %g %g", papers[pi], cards[ci], bl,
              tb[0], tb[1], tb[2], tb[3], bb[0], bb[1], bb[2], bb[3]);
      }
  CHECK(tried > 60, "only %d layouts fit", tried);

  /* --cell: honoured (not capped at 9 mm) or refused with the largest */
  render_opts_t o;
  render_opts_init(&o);
  o.paper_w = o.paper_h = 0;
  o.card_w = 148;
  o.card_h = 210;
  o.cell_mm = 12;
  CHECK(render_grids(p, "trace", g, 1, &o, err, sizeof err) == 0, "cell 12 on A5: %s", err);
  char *t = slurp(p, NULL);
  CHECK(t && strstr(t, " 12.00 12.00\n"), "cell 12: no 12 mm cells");
  free(t);
  o.cell_mm = 30;
  CHECK(render_grids(p, "trace", g, 1, &o, err, sizeof err) != 0 && strstr(err, "does not fit") &&
            strstr(err, "at most"),
        "cell 30 on A5: '%s'", err);
  /* --dpi outside PNG, --nup on card pages: refused */
  render_opts_init(&o);
  o.dpi = 150;
  CHECK(render_grids(p, "trace", g, 1, &o, err, sizeof err) != 0 && strstr(err, "PNG"), "dpi: '%s'",
        err);
  render_opts_init(&o);
  o.paper_w = o.paper_h = 0;
  o.cols = 2;
  o.rows = 1;
  CHECK(render_grids(p, "trace", g, 1, &o, err, sizeof err) != 0 && strstr(err, "--nup"),
        "nup: '%s'", err);
  render_opts_init(&o);
  o.paper_w = o.paper_h = 0;
  o.crop_marks = 0;
  CHECK(render_grids(p, "trace", g, 1, &o, err, sizeof err) != 0,
        "no crop marks on card pages accepted");

  /* answer cards of their own size: 6 A5 cards 2 a page on A3 turned, then
   * their A6 answers 3 a page, the same way up, with boxes of their own */
  render_opts_init(&o);
  o.paper_w = 297;
  o.paper_h = 420;
  o.card_w = 148;
  o.card_h = 210;
  o.answer_w = 105;
  o.answer_h = 148;
  o.answers = 1;
  render_grid_t six[6] = {g[0], g[1], g[2], g[3], g[4], g[5]};
  CHECK(render_grids(p, "trace", six, 6, &o, err, sizeof err) == 0, "answers A6: %s", err);
  t = slurp(p, NULL);
  CHECK(t && strstr(t, "trace 1 page 420.00 297.00 ") == t, "answers A6: not A3 turned");
  CHECK(t && strstr(t, "boxes trim 59.00 41.50 302.00 210.00 bleed 56.00 38.50 308.00 "
                       "216.00\nbegin_page 1\n"),
        "answers A6: fronts' boxes");
  CHECK(t && strstr(t, "boxes trim 46.50 72.50 327.00 148.00 bleed 43.50 69.50 333.00 "
                       "154.00\nbegin_page 4\n"),
        "answers A6: answers' boxes");
  CHECK(t && strstr(t, "begin_page 5\n") && !strstr(t, "begin_page 6\n"),
        "answers A6: not 5 pages");
  free(t);
  path_in(p, sizeof p, "a.pdf");
  CHECK(render_grids(p, NULL, six, 6, &o, err, sizeof err) == 0, "answers A6 pdf: %s", err);
  size_t n;
  t = slurp(p, &n);
  int k1 = 0, k2 = 0;
  if (t) {
    mem_last(t, n, "/TrimBox [ 167.244 128.976 1023.307 724.252 ]", &k1);
    mem_last(t, n, "/TrimBox [ 131.811 216.850 1058.740 636.378 ]", &k2);
  }
  CHECK(k1 == 3 && k2 == 2,
        "answers A6 pdf: %d pages with the fronts' TrimBox, %d with the answers'", k1, k2);
  free(t);
  clean_dir();
  printf("ok layout rules: %d paper, card and bleed combinations; answer cards of their own size\n",
         tried);
}

int main(void) {
  const char *t = getenv("TMPDIR");
  snprintf(tmpdir, sizeof tmpdir, "%s/t_draw.XXXXXX", t && *t ? t : "/tmp");
  if (!mkdtemp(tmpdir)) {
    perror("mkdtemp");
    return 99;
  }
  test_palette();
  test_sizes_labels();
  test_golden();
  test_failures();
  test_pdf_boxes();
  test_pdf_ink();
  test_layout_rules();
  clean_dir();
  rmdir(tmpdir);
  printf("%s\n", failures ? "FAILED" : "all passed");
  return failures ? 1 : 0;
}
