/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* figures.c: a file of several figures, one to a block of lines that are not blank. */
#include <config.h>

#include "poly/figures.h"

#include <stdlib.h>
#include <string.h>

#include "base/intl.h"

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

/* When TEXT (LEN bytes) holds a NUL byte: ERR at its place, and 1; else 0. */
static int nul_error(const char *text, size_t len, base_error_t *err) {
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
  base_error_set(err, line, col, _("bad character (NUL)"));
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
static int figures_grow(poly_figures_t *fs) {
  if (fs->n < fs->cap) return 0;
  int nc = fs->cap ? 2 * fs->cap : 8;
  poly_figure_t *nv = realloc(fs->v, (size_t)nc * sizeof *nv);
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

/* The figure of the block of TEXT (N bytes) from line LINE appended to FS,
 * captioned CAPTION or BASE: 0, or -1 with ERR. */
static int add_figure(poly_figures_t *fs, const char *text, size_t n, unsigned long line,
                      const char *caption, const char *base, base_error_t *err) {
  if (figures_grow(fs) != 0) {
    base_error_nomem(err);
    return -1;
  }
  poly_figure_t *f = &fs->v[fs->n];
  memset(f, 0, sizeof *f);
  base_error_t cerr;
  memset(&cerr, 0, sizeof cerr);
  if (region_parse_text(text, n, &f->r, &cerr) != 0) {
    if (err) {
      *err = cerr;
      err->line = cerr.line ? line + cerr.line - 1 : line;
    }
    return -1;
  }
  fs->n++;
  f->caption = figure_caption(caption, base);
  if (!f->caption) {
    base_error_nomem(err);
    return -1;
  }
  return 0;
}

/* Several figures in one file: " #1", " #2"... after the captions of
 * figures FIRST.. of FS: 0, or -1 out of memory. */
static int number_captions(poly_figures_t *fs, int first, base_error_t *err) {
  for (int k = 0; first + k < fs->n; k++) {
    size_t cl = strlen(fs->v[first + k].caption) + 24;
    char *c = realloc(fs->v[first + k].caption, cl);
    if (!c) {
      base_error_nomem(err);
      return -1;
    }
    snprintf(c + strlen(c), cl - strlen(c), " #%d", k + 1);
    fs->v[first + k].caption = c;
  }
  return 0;
}

int poly_figures_parse(const char *text, size_t len, const char *name, const char *caption,
                       poly_figures_t *fs, base_error_t *err) {
  if (nul_error(text, len, err)) return -1;
  const char *base = strrchr(name, '/');
  base = base ? base + 1 : name;
  if (strcmp(name, "-") == 0) base = "<stdin>";
  size_t i = 0, start;
  unsigned long line = 1, start_line;
  int first = fs->n;
  while (next_block(text, len, &i, &line, &start, &start_line))
    if (add_figure(fs, text + start, i - start, start_line, caption, base, err) != 0) return -1;
  if (fs->n == first) {
    base_error_set(err, 1, 0, _("empty region"));
    return -1;
  }
  if (fs->n - first > 1 && !caption) return number_captions(fs, first, err);
  return 0;
}

void poly_figures_free(poly_figures_t *fs) {
  for (int k = 0; k < fs->n; k++) {
    region_free(&fs->v[k].r);
    free(fs->v[k].caption);
  }
  free(fs->v);
  *fs = (poly_figures_t){NULL, 0, 0};
}
