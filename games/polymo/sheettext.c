/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* sheettext.c: a sheet drawn as text (one letter a square): writing it, and reading and checking
 * one. */
#include <config.h>

#include <ctype.h>
#include <string.h>

#include "base/intl.h"
#include "games/polymo/internal.h"
#include "poly/geom.h"

void polymo_sheet_write(FILE *f, int n, const polymo_sheet_t *s) {
  for (int y = 0; y < n; y++) {
    for (int x = 0; x < n; x++) {
      int c = y * n + x;
      if (!s->color[c])
        fputc('.', f);
      else {
        char ch = polymo_color_letter(s->color[c]);
        fputc(s->figs[s->fig[c]].finished ? ch : tolower((unsigned char)ch), f);
      }
    }
    fputc('\n', f);
  }
}

/* The rows of a sheet drawn as text into ROWS, its side into *NP. Returns
 * 0, or 1 with a syntax error in RES. */
static int read_rows(const char *text, size_t len, char rows[POLYMO_MAX_N][POLYMO_MAX_N], int *np,
                     polymo_check_result_t *res) {
  int nrows = 0, n = 0;
  size_t pos = 0, ll;
  unsigned long lineno = 0;
  while (pos < len) {
    const char *line = base_next_line(text, len, &pos, &ll);
    lineno++;
    while (ll > 0 && (line[ll - 1] == '\r' || line[ll - 1] == ' ')) ll--;
    size_t b = 0; /* the one comment rule (base/text.h): the line's first word starts with # or ; */
    while (b < ll && (line[b] == ' ' || line[b] == '\t')) b++;
    if (b == ll || line[b] == '#' || line[b] == ';') continue;
    if (nrows == 0) {
      n = (int)ll;
      if (n != 8 && n != 9)
        return polymo_res_syntax(res, lineno, 1, _("a sheet is 8 or 9 squares wide"));
    }
    if ((int)ll != n) return polymo_res_syntax(res, lineno, 1, _("rows of different lengths"));
    if (nrows == n) return polymo_res_syntax(res, lineno, 1, _("more rows than columns"));
    for (int x = 0; x < n; x++) {
      if (line[x] != '.' && (!polymo_color_of(line[x]) || line[x] == '*'))
        return polymo_res_syntax(
            res, lineno, (unsigned long)x + 1,
            _("a square is '.' or a colour letter (Y R G B K, lower case: planned)"));
      rows[nrows][x] = line[x];
    }
    nrows++;
  }
  if (nrows != n || n == 0)
    return polymo_res_syntax(res, lineno ? lineno : 1, 1,
                             _("the sheet has fewer rows than columns"));
  *np = n;
  return 0;
}

/* Label the figure of cell C of the N x N sheet ROWS (the cells of the same
 * colour letter joined to it, either case) into S: 0, or 1 with RES filled
 * when it breaks rule 'join' or 'big'. */
static int label_figure(char rows[POLYMO_MAX_N][POLYMO_MAX_N], int n, int c,
                        const polymo_geo_t *geo, polymo_sheet_t *s, polymo_check_result_t *res) {
  int col = polymo_color_of(rows[c / n][c % n]), f = s->nfig++, stack[POLYMO_MAX_CELLS], sp = 0,
      cells[POLYMO_MAX_CELLS], nc = 0;
  int upper = 0, lower = 0;
  struct polymo_fig *fg = &s->figs[f];
  memset(fg, 0, sizeof *fg);
  fg->color = (uint8_t)col;
  s->fig[c] = (int16_t)f;
  stack[sp++] = c;
  while (sp > 0) {
    int a = stack[--sp];
    cells[nc++] = a;
    char ac = rows[a / n][a % n];
    if (isupper((unsigned char)ac))
      upper = 1;
    else
      lower = 1;
    s->color[a] = (uint8_t)col;
    base_bb_set(&fg->bb, a);
    base_bb_set(&s->occ, a);
    int ax = a % n, ay = a / n;
    static const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
    for (int d = 0; d < 4; d++) {
      int bx = ax + dx[d], by = ay + dy[d];
      if (bx < 0 || by < 0 || bx >= n || by >= n) continue;
      int b = by * n + bx;
      if (s->fig[b] < 0 && polymo_color_of(rows[by][bx]) == col)
        s->fig[b] = (int16_t)f, stack[sp++] = b;
    }
  }
  char sq[8];
  polymo_square_name(n, c, sq);
  if (upper && lower) {
    /* TRANSLATORS: keep the rule's name in quotes as it is (the man page
       lists the rules by these names), and the colour letter %c (Y R G B K). */
    snprintf(res->msg, sizeof res->msg,
             _("rule 'join' broken: two figures of colour %c touch at %s"),
             polymo_color_letter(col), sq);
    res->rule = POLYMO_R_JOIN, res->line = (unsigned long)(c / n) + 1,
    res->col = (unsigned long)(c % n) + 1;
    return 1;
  }
  if (nc > 5) {
    snprintf(res->msg, sizeof res->msg,
             _("rule 'big' broken: the %c figure at %s has %d squares (figures of one colour "
               "touching?)"),
             polymo_color_letter(col), sq, nc);
    res->rule = POLYMO_R_BIG, res->line = (unsigned long)(c / n) + 1,
    res->col = (unsigned long)(c % n) + 1;
    return 1;
  }
  fg->size = (uint8_t)nc;
  fg->shape = (int8_t)polymo_shape_of(geo, cells, nc);
  fg->finished = (uint8_t)upper;
  if (upper) s->crossed[fg->shape] = 1; /* one shape finished twice is crossed off once */
  return 0;
}

static int read_sheet(const char *text, size_t len, const polymo_geo_t *geo9,
                      const polymo_geo_t *geo8, polymo_sheet_t *s, int *np,
                      polymo_check_result_t *res) {
  memset(res, 0, sizeof *res);
  char rows[POLYMO_MAX_N][POLYMO_MAX_N];
  int n = 0;
  if (read_rows(text, len, rows, &n, res) != 0) return 1;
  const polymo_geo_t *geo = n == 9 ? geo9 : geo8;
  *np = n;
  polymo_sheet_init(s);
  /* label figures: same colour letter, either case */
  for (int c = 0; c < n * n; c++) {
    if (rows[c / n][c % n] == '.' || s->fig[c] >= 0) continue;
    if (label_figure(rows, n, c, geo, s, res) != 0) return 1;
  }
  if (s->nfig > 0 && s->fig[geo->xcell] < 0) {
    snprintf(res->msg, sizeof res->msg, _("rule 'first' broken: no figure covers the X"));
    res->rule = POLYMO_R_FIRST, res->line = (unsigned long)(geo->xcell / n) + 1;
    res->col = (unsigned long)(geo->xcell % n) + 1;
    return 1;
  }
  if (s->nfig > 0 && !s->figs[s->fig[geo->xcell]].finished) {
    snprintf(res->msg, sizeof res->msg,
             _("rule 'opening' broken: the figure on the X is not finished (the opening polyomino "
               "is crossed off at once)"));
    res->rule = POLYMO_R_OPENING, res->line = (unsigned long)(geo->xcell / n) + 1;
    res->col = (unsigned long)(geo->xcell % n) + 1;
    return 1;
  }
  s->started = s->nfig > 0;
  return 0;
}

polymo_status_t polymo_sheet_read(const char *text, size_t len, const polymo_geo_t *geo9,
                                  const polymo_geo_t *geo8, polymo_sheet_t *s, int *np,
                                  polymo_check_result_t *res) {
  if (read_sheet(text, len, geo9, geo8, s, np, res) == 0) return POLYMO_ST_OK;
  if (res->status == POLYMO_ST_OK)
    res->status = POLYMO_ST_RULE; /* the rule cases fill RES themselves */
  return res->status;
}
