/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* t_region.c: regions: rectangles, text parsing and its errors, writing, holes, components,
 * symmetry, silhouettes (grey buffers and PNG files). */
#include <config.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "poly/figures.h"
#include "poly/region.h"
#include "output/pngread.h"

#include "base/rng.h"
#include "tests/check.h"

static int popcount(unsigned m) {
  int n = 0;
  for (; m; m &= m - 1) n++;
  return n;
}

static int parse(const char *txt, region_t *r) {
  base_error_t e;
  memset(&e, 0, sizeof e);
  int rc = region_parse_text(txt, strlen(txt), r, &e);
  CHECK(rc == 0, "region rejected: %lu:%lu: %s\n%s", e.line, e.col, e.msg, txt);
  return rc;
}

static void bad(const char *txt, size_t len, unsigned long line, unsigned long col,
                const char *msg) {
  region_t r;
  base_error_t e;
  memset(&e, 0, sizeof e);
  int rc = region_parse_text(txt, len, &r, &e);
  CHECK(rc < 0, "bad region accepted: %.40s", txt);
  if (rc == 0) {
    region_free(&r);
    return;
  }
  CHECK(r.cells == NULL, "failed parse left cells");
  CHECK(e.line == line && e.col == col && strstr(e.msg, msg), "error %lu:%lu %s, want %lu:%lu %s",
        e.line, e.col, e.msg, line, col, msg);
}

static void test_text(void) {
  region_t r;
  if (parse(".\n...\n\n\n", &r) == 0) {
    CHECK(r.w == 3 && r.h == 2 && region_area(&r) == 4, "ragged: %dx%d area %d", r.w, r.h,
          region_area(&r));
    CHECK(r.cells[1] == REGION_OUTSIDE && r.cells[2] == REGION_OUTSIDE, "padding");
    region_free(&r);
  }
  if (parse(".\n\n.", &r) == 0) {
    CHECK(r.w == 1 && r.h == 3 && region_area(&r) == 2 && region_components(&r, REGION_FIGURE) == 2,
          "inner blank line");
    region_free(&r);
  }
  if (parse("# .\r\n...\r\n", &r) == 0) {
    CHECK(r.w == 3 && r.h == 2 && region_area(&r) == 4, "CRLF and space: %dx%d area %d", r.w, r.h,
          region_area(&r));
    region_free(&r);
  }
  if (parse("AAB\n.B.\n", &r) == 0) {
    CHECK(region_area(&r) == 2 && region_figure_area(&r) == 6, "letters: area %d", region_area(&r));
    CHECK(r.cells[0] == 'A' && r.cells[2] == 'B', "letters kept");
    region_free(&r);
  }
  /* Round trip, both writing styles. */
  const char *txt = "##..\n#.A.\n....\n";
  if (parse(txt, &r) == 0) {
    char *s = region_to_text(&r, 0);
    CHECK(s && strcmp(s, txt) == 0, "write: %s", s ? s : "(null)");
    free(s);
    s = region_to_text(&r, REGION_WRITE_SPACES);
    CHECK(s && strcmp(s, "  ..\n .A.\n....\n") == 0, "write spaces: '%s'", s ? s : "(null)");
    region_t r2;
    if (s && parse(s, &r2) == 0) {
      CHECK(r2.w == r.w && r2.h == r.h && memcmp(r.cells, r2.cells, (size_t)r.w * r.h) == 0,
            "spaces round trip");
      region_free(&r2);
    }
    free(s);
    region_free(&r);
  }
  /* Errors with positions. */
  bad("..\n.\t.\n", 6, 2, 2, "bad character");
  bad("..\n.\x01.\n", 6, 2, 2, "bad character");
  bad(".\xc3\xa9\n", 4, 1, 2, "bad character");
  bad("..\n.\0.\n", 6, 2, 2, "bad character");
  bad("", 0, 1, 0, "empty region");
  bad("\n\n  \n", 5, 1, 0, "empty region");
  bad("###\n# #\n", 8, 1, 0, "empty region");
  size_t n = 4097 + 10;
  char *big = malloc(n * 3);
  memset(big, '.', 4097);
  big[4097] = '\n';
  bad(big, 4098, 1, 4097, "wider than 4096");
  memset(big, '#', 4096);
  big[4096] = '.';
  bad(big, 4098, 1, 4097, "wider than 4096");
  /* 4096 wide with trailing blanks is fine. */
  memset(big, '.', 4096);
  memset(big + 4096, ' ', 10);
  big[4106] = '\n';
  CHECK(region_parse_text(big, 4107, &r, NULL) == 0 && r.w == 4096 && r.h == 1, "4096 wide");
  region_free(&r);
  for (int i = 0; i < 4097; i++) big[2 * i] = '.', big[2 * i + 1] = '\n';
  bad(big, 2 * 4097, 4097, 1, "taller than 4096");
  CHECK(region_parse_text(big, 2 * 4096, &r, NULL) == 0 && r.w == 1 && r.h == 4096, "4096 tall");
  region_free(&r);
  free(big);
  printf("checked region text format and its errors\n");
}

static void test_sizes(void) {
  region_t r;
  base_error_t e;
  CHECK(region_is_size("6x10") && region_is_size("6X10") && !region_is_size("6x10.txt") &&
            !region_is_size("x10") && !region_is_size("6x") && !region_is_size("a.txt"),
        "region_is_size");
  CHECK(region_parse_size("6x10", &r, &e) == 0 && r.w == 6 && r.h == 10 && region_area(&r) == 60,
        "6x10");
  region_free(&r);
  CHECK(region_parse_size("0x5", &r, &e) < 0 && e.col == 1, "0x5: %lu %s", e.col, e.msg);
  CHECK(region_parse_size("5x0", &r, &e) < 0 && e.col == 3, "5x0: %lu %s", e.col, e.msg);
  CHECK(region_parse_size("4097x1", &r, &e) < 0 && strstr(e.msg, "wider"), "4097x1");
  CHECK(region_parse_size("1x99999999999", &r, &e) < 0 && strstr(e.msg, "taller"), "huge");
  CHECK(region_parse_size("5x", &r, &e) < 0 && e.col == 3 && strstr(e.msg, "bad size"), "5x: %lu",
        e.col);
  CHECK(region_parse_size("5y5", &r, &e) < 0 && e.col == 2, "5y5: %lu", e.col);
  CHECK(region_rect(0, 3, &r, &e) < 0, "rect 0x3");
  printf("checked sizes\n");
}

static void check_shape(const char *name, const char *txt, int holes, int comps, int nsym) {
  region_t r;
  if (parse(txt, &r)) return;
  int h = region_holes(&r), c = region_components(&r, REGION_FIGURE);
  unsigned m = region_symmetries(&r);
  CHECK(h == holes, "%s: %d holes, want %d", name, h, holes);
  CHECK(c == comps, "%s: %d components, want %d", name, c, comps);
  CHECK(popcount(m) == nsym && (m & 1), "%s: symmetries %#x, want %d", name, m, nsym);
  /* Every symmetry maps the figure onto itself through region_sym_map. */
  for (int s = 0; s < 8; s++) {
    if (!(m >> s & 1)) continue;
    for (int y = 0; y < r.h; y++)
      for (int x = 0; x < r.w; x++) {
        if (region_at(&r, x, y) == REGION_OUTSIDE) continue;
        int ox, oy;
        CHECK(region_sym_map(&r, s, x, y, &ox, &oy) == 0 &&
                  region_at(&r, ox, oy) == region_at(&r, x, y),
              "%s: sym %d maps (%d,%d) badly", name, s, x, y);
      }
  }
  region_free(&r);
}

static void test_analysis(void) {
  region_t r;
  region_rect(6, 10, &r, NULL);
  unsigned m = region_symmetries(&r);
  CHECK(m == 0x55u, "6x10 symmetries %#x, want 0x55 (identity, half turn, two mirrors)", m);
  CHECK(region_holes(&r) == 0 && region_components(&r, REGION_FIGURE) == 1,
        "6x10 holes/components");
  region_free(&r);
  region_rect(8, 8, &r, NULL);
  CHECK(region_symmetries(&r) == 0xFFu, "8x8 symmetries");
  r.cells[3 * 8 + 3] = r.cells[3 * 8 + 4] = r.cells[4 * 8 + 3] = r.cells[4 * 8 + 4] =
      REGION_OUTSIDE;
  CHECK(region_symmetries(&r) == 0xFFu, "8x8 minus centre symmetries %#x", region_symmetries(&r));
  CHECK(region_holes(&r) == 1 && region_area(&r) == 60, "8x8 minus centre: %d holes",
        region_holes(&r));
  region_free(&r);
  check_shape("L tromino", ".\n..\n", 0, 1, 2);
  check_shape("L tetromino", ".\n.\n..\n", 0, 1, 1);
  check_shape("plus", "#.#\n...\n#.#\n", 0, 1, 8);
  check_shape("ring", "...\n.#.\n...\n", 1, 1, 8);
  check_shape("two holes", ".....\n.#.#.\n.....\n", 2, 1, 4);
  check_shape("corner leak", "#...\n.##.\n.##.\n....\n", 0, 1, 2);
  check_shape("diagonal", ".#\n#.\n", 0, 2, 4);
  check_shape("two rectangles", "..#..\n..#..\n", 0, 2, 4);
  check_shape("unequal rectangles", "..#...\n..#...\n", 0, 2, 2);
  check_shape("framed", "#####\n#...#\n#...#\n#####\n", 0, 1, 4);
  check_shape("S tetromino", "#..\n..#\n", 0, 1, 2);
  check_shape("letter kept", "...\n.A.\n...\n", 0, 1, 8);
  check_shape("letter breaks", "A..\n", 0, 1, 2);
  check_shape("two letters", "A.B\n", 0, 1, 2);
  check_shape("hole in a hole", ".......\n.#####.\n.#...#.\n.#.#.#.\n.#...#.\n.#####.\n.......\n",
              2, 2, 8);
  if (parse("A.B\n", &r) == 0) {
    CHECK(popcount(region_shape_symmetries(&r)) == 4, "shape symmetries of A.B");
    region_free(&r);
  }
  if (parse("..A..\n", &r) == 0) {
    CHECK(region_components(&r, REGION_FIGURE) == 1 && region_components(&r, REGION_OPEN) == 2,
          "open components");
    int lab[5];
    CHECK(region_label(&r, REGION_OPEN, lab) == 2 && lab[0] == 0 && lab[1] == 0 && lab[2] == -1 &&
              lab[3] == 1,
          "labels");
    region_free(&r);
  }
  if (parse("AAB\nCAB\nCC.\n#A.\n", &r) == 0) {
    int lab[12];
    CHECK(region_label(&r, REGION_LETTERS, lab) == 4 && lab[0] == lab[4] && lab[2] == lab[5] &&
              lab[3] == lab[6] && lab[10] != lab[0] && lab[8] == -1 && lab[9] == -1,
          "letter groups");
    region_free(&r);
  }
  /* Cropping and copying. */
  if (parse("####\n#..#\n#.##\n", &r) == 0) {
    region_t c;
    CHECK(region_copy(&r, &c, NULL) == 0 && region_crop(&c) == 0 && c.w == 2 && c.h == 2 &&
              region_area(&c) == 3,
          "crop");
    region_free(&c);
    region_free(&r);
  }
  printf("checked holes, components and symmetries\n");
}

/* ---- Silhouettes ---- */

static uint64_t rng_state = 12345;
static uint64_t rng(void) {
  return base_rand(&rng_state);
}

static int draw_gap, draw_pen;

/* WANT_CELL -1 in grey_case: any cell size, as long as the figure is right. */

/* Draw region R at C px per cell, MARGIN px of white around, grid lines of
 * LINE px (light, centred on the boundaries between two cells), and, with
 * JITTER, the pixels on the outer edges of the figure randomly dark or
 * light (as anti-aliasing does). Returns a malloc'd grey buffer. */
static unsigned char *draw(const region_t *r, int c, int margin, int line, int jitter, int *w,
                           int *h) {
  *w = r->w * c + 2 * margin;
  *h = r->h * c + 2 * margin;
  unsigned char *g = malloc((size_t)*w * *h);
  memset(g, 255, (size_t)*w * *h);
  for (int y = 0; y < r->h * c; y++)
    for (int x = 0; x < r->w * c; x++) {
      int cx = x / c, cy = y / c, fx = x % c, fy = y % c;
      if (region_at(r, cx, cy) == REGION_OUTSIDE) continue;
      int v = 0;
      /* Grid line pixels: within line/2 of an inner boundary. */
      if (line > 0) {
        int lo = line / 2, hi = line - lo;
        if ((fx < hi && region_at(r, cx - 1, cy) != REGION_OUTSIDE) ||
            (fx >= c - lo && region_at(r, cx + 1, cy) != REGION_OUTSIDE) ||
            (fy < hi && region_at(r, cx, cy - 1) != REGION_OUTSIDE) ||
            (fy >= c - lo && region_at(r, cx, cy + 1) != REGION_OUTSIDE))
          v = 230;
      }
      if (jitter && ((fx == 0 && region_at(r, cx - 1, cy) == REGION_OUTSIDE) ||
                     (fx == c - 1 && region_at(r, cx + 1, cy) == REGION_OUTSIDE) ||
                     (fy == 0 && region_at(r, cx, cy - 1) == REGION_OUTSIDE) ||
                     (fy == c - 1 && region_at(r, cx, cy + 1) == REGION_OUTSIDE)))
        v = (int)(rng() % 256);
      /* Cells drawn as separate squares: the last GAP pixels light. */
      if (draw_gap && (fx >= c - draw_gap || fy >= c - draw_gap)) v = 255;
      g[(size_t)(y + margin) * *w + x + margin] = (unsigned char)v;
    }
  /* A heavy pen: dark grows by PEN pixels on every side. */
  for (int k = 0; k < draw_pen; k++) {
    unsigned char *o = malloc((size_t)*w * *h);
    memcpy(o, g, (size_t)*w * *h);
    for (int y = 0; y < *h; y++)
      for (int x = 0; x < *w; x++) {
        int dark = 0;
        for (int d = 0; d < 5; d++) {
          int nx = x + (d == 1) - (d == 2), ny = y + (d == 3) - (d == 4);
          if (nx >= 0 && ny >= 0 && nx < *w && ny < *h && o[(size_t)ny * *w + nx] < 128) dark = 1;
        }
        if (dark) g[(size_t)y * *w + x] = 0;
      }
    free(o);
  }
  return g;
}

static int same_figure(const region_t *a, const region_t *b) {
  region_t ca, cb;
  region_copy(a, &ca, NULL);
  region_copy(b, &cb, NULL);
  region_crop(&ca);
  region_crop(&cb);
  int eq = ca.w == cb.w && ca.h == cb.h;
  for (int i = 0; eq && i < ca.w * ca.h; i++)
    eq = (ca.cells[i] == REGION_OUTSIDE) == (cb.cells[i] == REGION_OUTSIDE);
  region_free(&ca);
  region_free(&cb);
  return eq;
}

static void grey_case(const char *name, const char *txt, int c, int margin, int line, int jitter,
                      int cell_px, int want_cell) {
  region_t r, got;
  if (parse(txt, &r)) return;
  int w, h, used = 0;
  unsigned char *g = draw(&r, c, margin, line, jitter, &w, &h);
  base_error_t e;
  memset(&e, 0, sizeof e);
  int rc = region_from_grey(g, w, h, (size_t)w, cell_px, &got, &used, &e);
  CHECK(rc == 0, "%s: rejected: %s", name, e.msg);
  if (rc == 0) {
    CHECK(want_cell < 0 || used == want_cell, "%s: cell %d px, want %d", name, used, want_cell);
    if (want_cell == c || want_cell < 0) {
      CHECK(same_figure(&r, &got), "%s: wrong figure", name);
      if (!same_figure(&r, &got)) region_write_text(&got, stdout, 0);
    }
    region_free(&got);
  }
  free(g);
  region_free(&r);
}

static const char *F_SHAPE = ".##\n##.\n#..\n.#.\n";
static const char *BOARD = "...#....\n........\n.##..##.\n........\n....#...\n";

static void test_grey(void) {
  grey_case("F 20px", F_SHAPE, 20, 7, 0, 0, 0, 20);
  grey_case("F 20px jitter", F_SHAPE, 20, 3, 0, 1, 0, 20);
  grey_case("F 20px grid lines", F_SHAPE, 20, 0, 2, 0, 0, 20);
  grey_case("F 20px grid lines jitter", F_SHAPE, 20, 5, 3, 1, 0, 20);
  grey_case("board 16px", BOARD, 16, 4, 0, 0, 0, 16);
  grey_case("board 16px lines", BOARD, 16, 4, 1, 1, 0, 16);
  grey_case("board 9px", BOARD, 9, 1, 0, 0, 0, 9);
  grey_case("board 1px", BOARD, 1, 2, 0, 0, 0, 1);
  grey_case("board 37px jitter lines", BOARD, 37, 10, 4, 1, 0, 37);
  /* Cells drawn as separate squares with light gaps, and a heavy pen. */
  draw_gap = 2;
  grey_case("F 20px gaps 2", F_SHAPE, 20, 5, 0, 0, 0, 20);
  draw_gap = 4;
  grey_case("F 20px gaps 4", F_SHAPE, 20, 5, 0, 1, 0, 20);
  grey_case("board 16px gaps 4", BOARD, 16, 5, 0, 0, 0, 16);
  grey_case("bar 20px gaps 4", "....\n", 20, 5, 0, 0, 0, 20);
  draw_gap = 2;
  grey_case("domino 20px gaps 2", ".\n.\n", 20, 5, 0, 0, 0, -1);
  grey_case("monomino 20px gaps 2", ".\n", 20, 5, 0, 0, 0, -1);
  draw_gap = 0;
  draw_pen = 2;
  grey_case("F 20px pen 2", F_SHAPE, 20, 5, 0, 0, 0, 20);
  grey_case("board 24px pen 2", BOARD, 24, 5, 0, 0, 0, 24);
  draw_pen = 0;
  /* A plain rectangle is ambiguous: the coarsest grid is found unless the
   * cell size is given; with grid lines the cells show. */
  grey_case("6x10 plain",
            "......\n......\n......\n......\n......\n......\n......\n......\n......\n......\n", 10,
            5, 0, 0, 0, 20);
  grey_case("6x10 given",
            "......\n......\n......\n......\n......\n......\n......\n......\n......\n......\n", 10,
            5, 0, 0, 10, 10);
  grey_case("6x10 lines",
            "......\n......\n......\n......\n......\n......\n......\n......\n......\n......\n", 12,
            5, 2, 0, 0, 12);
  /* Errors. */
  unsigned char white[16];
  memset(white, 255, sizeof white);
  region_t r;
  base_error_t e;
  CHECK(region_from_grey(white, 4, 4, 4, 0, &r, NULL, &e) < 0 && strstr(e.msg, "no dark"),
        "white image: %s", e.msg);
  unsigned char dot[16];
  memset(dot, 255, sizeof dot);
  dot[5] = 0;
  CHECK(region_from_grey(dot, 4, 4, 4, 3, &r, NULL, &e) < 0 && strstr(e.msg, "mostly dark"),
        "dot: %s", e.msg);
  CHECK(region_from_grey(dot, 4, 4, 4, 0, &r, NULL, &e) == 0 && r.w == 1 && r.h == 1, "single dot");
  region_free(&r);
  printf("checked silhouettes from grey pixels\n");
}

/* Write a PNG of the F drawn black on a TRANSPARENT black background (so a
 * reader that ignores alpha sees all black), read it back. */
static void test_png(void) {
  region_t r, got;
  if (parse(BOARD, &r)) return;
  int w, h;
  unsigned char *g = draw(&r, 12, 6, 2, 0, &w, &h);
  unsigned char *rgba = malloc((size_t)w * h * 4);
  for (int i = 0; i < w * h; i++) {
    rgba[4 * i] = rgba[4 * i + 1] = rgba[4 * i + 2] = g[i] < 128 ? 10 : 0;
    rgba[4 * i + 3] = g[i] < 128 ? 255 : (g[i] == 255 ? 0 : 40);
  }
  const char *path = "t_region-tmp.png";
  unsigned char *grey;
  int gw, gh;
  char msg[200];
  CHECK(pngwrite_image(path, w, h, PNGWRITE_RGBA8, rgba, msg, sizeof msg) == 0, "writing %s: %s",
        path, msg);
  CHECK(pngread_grey(path, &grey, &gw, &gh, msg, sizeof msg) == 0, "pngread: %s", msg);
  if (grey) {
    CHECK(gw == w && gh == h, "png size %dx%d", gw, gh);
    CHECK(grey[0] == 255, "transparent pixel reads %d, want 255 (white)", grey[0]);
    int used;
    base_error_t e;
    CHECK(region_from_grey(grey, gw, gh, (size_t)gw, 0, &got, &used, &e) == 0 && used == 12 &&
              same_figure(&r, &got),
          "png silhouette: cell %d", used);
    region_free(&got);
    free(grey);
  }
  /* A grey 16-bit PNG without alpha. */
  uint16_t *y16 = malloc((size_t)w * h * 2);
  for (int i = 0; i < w * h; i++) y16[i] = g[i] < 128 ? 0 : 65535;
  CHECK(pngwrite_image(path, w, h, PNGWRITE_GREY16, y16, msg, sizeof msg) == 0,
        "writing 16-bit %s: %s", path, msg);
  CHECK(pngread_grey(path, &grey, &gw, &gh, msg, sizeof msg) == 0, "pngread 16-bit: %s", msg);
  if (grey) {
    int used;
    CHECK(region_from_grey(grey, gw, gh, (size_t)gw, 0, &got, &used, NULL) == 0 && used == 12 &&
              same_figure(&r, &got),
          "16-bit png silhouette: cell %d", used);
    region_free(&got);
    free(grey);
  }
  free(y16);
  /* The same file through region_load, with and without an image reader. */
  int used = -1;
  base_error_t e;
  CHECK(region_load(path, 0, pngread_grey_memory, &got, &used, &e) == 0 && used == 12 &&
            same_figure(&r, &got),
        "region_load png: %s", e.msg);
  region_free(&got);
  CHECK(region_load(path, 0, NULL, &got, &used, &e) < 0 && strcmp(e.file, path) == 0 &&
            strstr(e.msg, "PNG"),
        "region_load png without reader: %s", e.msg);
  /* Errors. */
  FILE *f = fopen(path, "w");
  fputs("not a png at all\n", f);
  fclose(f);
  CHECK(pngread_grey(path, &grey, &gw, &gh, msg, sizeof msg) < 0 && grey == NULL &&
            strstr(msg, "not a PNG"),
        "text file: %s", msg);
  f = fopen(path, "wb");
  fwrite("\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0", 1, 18, f);
  fclose(f);
  CHECK(pngread_grey(path, &grey, &gw, &gh, msg, sizeof msg) < 0 && grey == NULL,
        "truncated png accepted");
  CHECK(pngread_grey("/nonexistent/x.png", &grey, &gw, &gh, msg, sizeof msg) < 0 &&
            strstr(msg, "cannot open"),
        "missing: %s", msg);
  remove(path);
  free(rgba);
  free(g);
  region_free(&r);
  printf("checked PNG silhouettes\n");
}

static void test_load(const char *dir) {
  region_t r;
  base_error_t e;
  char path[512];
  int used = -1;
  CHECK(region_load("6x10", 0, pngread_grey_memory, &r, &used, &e) == 0 && r.w == 6 && r.h == 10 &&
            used == 0,
        "load 6x10");
  region_free(&r);
  memset(&e, 0, sizeof e);
  CHECK(region_load("6x0", 0, pngread_grey_memory, &r, &used, &e) < 0 && e.file[0] == 0 &&
            e.col == 3,
        "load 6x0");
  snprintf(path, sizeof path, "%s/data/region-8x8-centre.txt", dir);
  CHECK(region_load(path, 0, pngread_grey_memory, &r, &used, &e) == 0 && region_area(&r) == 60 &&
            region_holes(&r) == 1 && region_symmetries(&r) == 0xFFu,
        "load %s: %s", path, e.msg);
  region_free(&r);
  snprintf(path, sizeof path, "%s/data/region-bad.txt", dir);
  memset(&e, 0, sizeof e);
  CHECK(region_load(path, 0, pngread_grey_memory, &r, &used, &e) < 0 && strcmp(e.file, path) == 0 &&
            e.line == 3 && e.col == 3 && strstr(e.msg, "bad character"),
        "load bad: %s:%lu:%lu: %s", e.file, e.line, e.col, e.msg);
  memset(&e, 0, sizeof e);
  CHECK(region_load("/nonexistent/r.txt", 0, pngread_grey_memory, &r, &used, &e) < 0 &&
            strcmp(e.file, "/nonexistent/r.txt") == 0 && strstr(e.msg, "cannot open"),
        "load missing: %s", e.msg);
  printf("checked region_load\n");
}

/* Random junk: never a crash; errors carry a message and a position. */
static void test_junk(void) {
  static const char alpha[] = "..##  AB\n\n\r\tx9";
  char buf[80];
  for (int iter = 0; iter < 3000; iter++) {
    int n = (int)(rng() % 80);
    for (int i = 0; i < n; i++) buf[i] = alpha[rng() % (sizeof alpha - 1)];
    region_t r;
    base_error_t e;
    memset(&e, 0, sizeof e);
    if (region_parse_text(buf, (size_t)n, &r, &e) == 0) {
      CHECK(r.w >= 1 && r.h >= 1 && region_figure_area(&r) > 0, "junk region empty");
      region_holes(&r);
      region_components(&r, REGION_LETTERS);
      unsigned m = region_symmetries(&r);
      CHECK(m & 1, "identity missing");
      char *t = region_to_text(&r, 0);
      region_t r2;
      CHECK(t && region_parse_text(t, strlen(t), &r2, NULL) == 0 && r2.w == r.w && r2.h == r.h &&
                memcmp(r.cells, r2.cells, (size_t)r.w * r.h) == 0,
            "junk round trip");
      region_free(&r2);
      free(t);
      region_free(&r);
    } else {
      CHECK(e.msg[0] && e.line >= 1, "junk error without position: %s", e.msg);
    }
    /* Junk pixels. */
    unsigned char px[64];
    for (int i = 0; i < 64; i++) px[i] = (unsigned char)(rng() & 1 ? 0 : 255);
    if (region_from_grey(px, 8, 8, 8, (int)(rng() % 4), &r, NULL, &e) == 0) region_free(&r);
  }
  printf("checked junk regions\n");
}

/* A file of several figures: blocks, captions, the positions of errors. */
static void test_figures(void) {
  poly_figures_t fs = {NULL, 0, 0};
  base_error_t e;
  memset(&e, 0, sizeof e);
  static const char two[] = "AAB\nCBB\n\r\n\n.....\n.#.#.\n";
  CHECK(poly_figures_parse(two, sizeof two - 1, "dir/t\xffo.txt", NULL, &fs, &e) == 0, "two: %s",
        e.msg);
  CHECK(fs.n == 2 && fs.v[0].r.w == 3 && fs.v[0].r.h == 2 && fs.v[1].r.w == 5, "two: %d figures",
        fs.n);
  CHECK(fs.n == 2 && !strcmp(fs.v[0].caption, "t?o.txt #1") && !strcmp(fs.v[1].caption, "t?o.txt #2"),
        "captions '%s' '%s'", fs.n ? fs.v[0].caption : "", fs.n > 1 ? fs.v[1].caption : "");
  /* one more file, captioned: no number; "-" is <stdin> */
  CHECK(poly_figures_parse("..\n", 3, "-", "mine", &fs, &e) == 0 && fs.n == 3 &&
            !strcmp(fs.v[2].caption, "mine"),
        "caption given");
  CHECK(poly_figures_parse("..\n", 3, "-", NULL, &fs, &e) == 0 && fs.n == 4 &&
            !strcmp(fs.v[3].caption, "<stdin>"),
        "stdin");
  poly_figures_free(&fs);
  CHECK(fs.n == 0 && fs.v == NULL, "free");
  /* errors: at the line of the file, not of the block */
  static const char third[] = "..\n\n..\n\n.\x01.\n";
  CHECK(poly_figures_parse(third, sizeof third - 1, "f", NULL, &fs, &e) < 0 && e.line == 5 &&
            e.code == BASE_E_DATA,
        "bad third block: %lu:%lu %s", e.line, e.col, e.msg);
  poly_figures_free(&fs);
  static const char nul[] = "..\n.\0.\n";
  CHECK(poly_figures_parse(nul, sizeof nul - 1, "f", NULL, &fs, &e) < 0 && e.line == 2 &&
            e.col == 2 && strstr(e.msg, "NUL"),
        "NUL: %lu:%lu %s", e.line, e.col, e.msg);
  CHECK(poly_figures_parse("\n\n", 2, "f", NULL, &fs, &e) < 0 && e.line == 1 && e.col == 0 &&
            strstr(e.msg, "empty region"),
        "empty: %lu:%lu %s", e.line, e.col, e.msg);
  poly_figures_free(&fs);
}

int main(void) {
  const char *srcdir = getenv("srcdir");
  test_load(srcdir ? srcdir : "tests");
  test_text();
  test_sizes();
  test_analysis();
  test_grey();
  test_png();
  test_junk();
  test_figures();
  if (failures) printf("%d failures\n", failures);
  return failures ? 1 : 0;
}
