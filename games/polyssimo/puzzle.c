/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* puzzle.c: footprint puzzles as text: the file format, the one-line ID, the hand's letters. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/polyssimo/internal.h"
#include "base/intl.h"
#include "games/polyssimo/polyssimo.h"
#include "poly/pieceset.h"
#include "poly/region.h"

/* ---- Footprint puzzles ---------------------------------------------------- */

void polyssimo_puzzle_free(polyssimo_puzzle_t *p) {
  free(p->cells);
  memset(p, 0, sizeof *p);
}

static int hand_ok(const char *s) {
  if (!*s) return 0;
  for (; *s; s++)
    if (*s <= ' ' || *s >= 127 || *s == ':') return 0;
  return 1;
}

static int parse_id(const char *text, size_t len, polyssimo_puzzle_t *p, base_error_t *err) {
  /* polyssimo:WxH:ROWS:HAND */
  while (len && (text[len - 1] == '\n' || text[len - 1] == '\r' || text[len - 1] == ' ')) len--;
  char *buf = malloc(len + 1);
  if (!buf) return base_error_nomem(err), -1;
  memcpy(buf, text, len);
  buf[len] = 0;
  char *f[4] = {buf, NULL, NULL, NULL};
  int nf = 1;
  for (char *q = buf; *q && nf < 4; q++)
    if (*q == ':') *q = 0, f[nf++] = q + 1;
  int w = 0, h = 0;
  char x;
  if (nf != 4 || sscanf(f[1], "%d%c%d", &w, &x, &h) != 3 || (x != 'x' && x != 'X') || w < 1 ||
      h < 1 || w * h > POLYSSIMO_MAX_CELLS) {
    base_error_set(err, 1, 1, _("bad puzzle ID (polyssimo:WxH:ROW/ROW/...:HAND, at most %d cells)"),
                   POLYSSIMO_MAX_CELLS);
    free(buf);
    return -1;
  }
  p->w = w, p->h = h;
  p->cells = malloc((size_t)w * h);
  if (!p->cells) return free(buf), base_error_nomem(err), -1;
  const char *r = f[2];
  for (int y = 0; y < h; y++) {
    for (int xx = 0; xx < w; xx++, r++) {
      if (*r == 0 || *r == '/' || !(polyssimo_letter_ok(*r) || *r == '.' || *r == '#')) {
        base_error_set(err, 1, (unsigned long)(r - buf) + 1, _("bad row %d in puzzle ID"), y + 1);
        goto bad;
      }
      p->cells[y * w + xx] = *r;
    }
    if (*r != (y + 1 < h ? '/' : 0)) {
      base_error_set(err, 1, (unsigned long)(r - buf) + 1,
                     _("row %d of the puzzle ID is not %d cells"), y + 1, w);
      goto bad;
    }
    r++;
  }
  if (!hand_ok(f[3]) || strlen(f[3]) >= sizeof p->hand) {
    base_error_set(err, 1, (unsigned long)(f[3] - buf) + 1, _("bad hand in puzzle ID"));
    goto bad;
  }
  strcpy(p->hand, f[3]);
  free(buf);
  return 0;
bad:
  free(buf);
  polyssimo_puzzle_free(p);
  return -1;
}

/* 1 when the line L (LL bytes) is a comment, by the one comment rule (base/text.h) where a board
 * row may start with '#': a ';' first, or a '#' first on a line that is no board row (a lone '#',
 * or a line with a blank: a board row holds none). */
static int is_comment(const char *l, size_t ll) {
  return ll && (l[0] == ';' ||
                (l[0] == '#' && (ll == 1 || memchr(l, ' ', ll) || memchr(l, '\t', ll))));
}

/* A "hand:" line L (LL bytes, line LINENO) into P->hand: 0 or -1 with ERR. */
static int hand_line(const char *l, size_t ll, unsigned long lineno, polyssimo_puzzle_t *p,
                     base_error_t *err) {
  size_t a = 5;
  while (a < ll && l[a] == ' ') a++;
  size_t b = ll;
  while (b > a && l[b - 1] == ' ') b--;
  if (b - a >= sizeof p->hand || b == a) {
    base_error_set(err, lineno, 6, _("bad hand line"));
    return -1;
  }
  memcpy(p->hand, l + a, b - a);
  p->hand[b - a] = 0;
  if (!hand_ok(p->hand)) {
    base_error_set(err, lineno, (unsigned long)a + 1, _("bad hand line"));
    return -1;
  }
  return 0;
}

/* The lines before the board: the first line, comments, "id:" and
 * "hand:". *POS ends at the board's first line, *LINENO on the line
 * before it. 0 or -1 with ERR. */
static int parse_head(const char *text, size_t len, size_t *pos, unsigned long *lineno,
                      polyssimo_puzzle_t *p, base_error_t *err) {
  int magic = 0;
  while (*pos < len) {
    size_t e = *pos;
    while (e < len && text[e] != '\n') e++;
    size_t ll = e - *pos;
    const char *l = text + *pos;
    if (ll && l[ll - 1] == '\r') ll--;
    if (!magic) {
      ++*lineno;
      if (ll && !is_comment(l, ll) && (ll != 18 || memcmp(l, "polyssimo-puzzle 1", 18) != 0)) {
        base_error_set(err, *lineno, 1,
                       _("not a polyssimo puzzle (first line 'polyssimo-puzzle 1')"));
        return -1;
      }
      magic = ll && !is_comment(l, ll);
    } else if (ll == 0 || is_comment(l, ll) || (ll >= 3 && !memcmp(l, "id:", 3))) {
      ++*lineno;
    } else if (ll >= 5 && !memcmp(l, "hand:", 5)) {
      ++*lineno;
      if (hand_line(l, ll, *lineno, p, err) != 0) return -1;
    } else {
      break; /* the board */
    }
    *pos = e + 1;
  }
  if (!magic) {
    base_error_set(err, 1, 0, _("empty puzzle"));
    return -1;
  }
  if (!p->hand[0]) {
    base_error_set(err, *lineno + 1, 1, _("no 'hand:' line before the board"));
    return -1;
  }
  return 0;
}

/* The end of the board that starts at POS: a blank line, a comment or the
 * end; only comments and blank lines may follow (-1 with ERR). */
static int board_end(const char *text, size_t len, size_t pos, unsigned long lineno, size_t *endp,
                     base_error_t *err) {
  size_t end = pos;
  while (end < len) {
    size_t e = end;
    while (e < len && text[e] != '\n') e++;
    size_t ll = e - end;
    if (ll && text[e - 1] == '\r') ll--;
    if (ll == 0 || is_comment(text + end, ll)) break;
    end = e < len ? e + 1 : e;
  }
  for (size_t q = end; q < len;) {
    size_t e = q;
    while (e < len && text[e] != '\n') e++;
    size_t ll = e - q, b = 0;
    while (b < ll && (text[q + b] == ' ' || text[q + b] == '\r')) b++;
    if (b < ll && !is_comment(text + q, ll)) {
      unsigned long ln = lineno + 1;
      for (size_t z = pos; z < q; z++) ln += text[z] == '\n';
      base_error_set(err, ln, 1, _("text after the board"));
      return -1;
    }
    q = e + 1;
  }
  *endp = end;
  return 0;
}

int polyssimo_puzzle_parse(const char *text, size_t len, polyssimo_puzzle_t *p, base_error_t *err) {
  memset(p, 0, sizeof *p);
  if (len >= 10 && !memcmp(text, "polyssimo:", 10)) return parse_id(text, len, p, err);
  size_t pos = 0, end;
  unsigned long lineno = 0;
  if (parse_head(text, len, &pos, &lineno, p, err) != 0) return -1;
  if (board_end(text, len, pos, lineno, &end, err) != 0) return -1;
  region_t r;
  base_error_t e2;
  if (pos >= end || region_parse_text(text + pos, end - pos, &r, &e2) != 0) {
    if (pos >= end)
      base_error_set(err, lineno + 1, 0, _("no board"));
    else
      base_error_setc(err, e2.code, e2.line + lineno, e2.col, "%s", e2.msg);
    return -1;
  }
  if (r.w * r.h > POLYSSIMO_MAX_CELLS) {
    base_error_set(err, lineno + 1, 0, _("board %dx%d: at most %d cells"), r.w, r.h,
                   POLYSSIMO_MAX_CELLS);
    region_free(&r);
    return -1;
  }
  for (int i = 0; i < r.w * r.h; i++)
    if (r.cells[i] != '.' && r.cells[i] != '#' && !polyssimo_letter_ok(r.cells[i])) {
      base_error_set(err, lineno + 1 + (unsigned long)(i / r.w), (unsigned long)(i % r.w) + 1,
                     _("character '%c' not allowed on a puzzle board"), r.cells[i]);
      region_free(&r);
      return -1;
    }
  p->w = r.w, p->h = r.h;
  p->cells = r.cells; /* ownership moves */
  return 0;
}

char *polyssimo_puzzle_id(const polyssimo_puzzle_t *p) {
  size_t n = 32 + (size_t)p->w * p->h + (size_t)p->h + strlen(p->hand);
  char *s = malloc(n);
  if (!s) return NULL;
  int k = snprintf(s, n, "polyssimo:%dx%d:", p->w, p->h);
  for (int y = 0; y < p->h; y++) {
    memcpy(s + k, p->cells + (size_t)y * p->w, (size_t)p->w);
    k += p->w;
    s[k++] = y + 1 < p->h ? '/' : ':';
  }
  strcpy(s + k, p->hand);
  return s;
}

int polyssimo_puzzle_write(const polyssimo_puzzle_t *p, FILE *f) {
  char *id = polyssimo_puzzle_id(p);
  if (!id) return -1;
  fprintf(f, "polyssimo-puzzle 1\nid: %s\nhand: %s\n", id, p->hand);
  free(id);
  for (int y = 0; y < p->h; y++) {
    fwrite(p->cells + (size_t)y * p->w, 1, (size_t)p->w, f);
    fputc('\n', f);
  }
  return ferror(f) ? -1 : 0;
}

int polyssimo_puzzle_hand_letters(const polyssimo_puzzle_t *p, char *out, base_error_t *err) {
  pieceset_t set;
  if (pieceset_parse(p->hand, &set, err) != 0) return -1;
  int k = pieceset_count(&set);
  if (k > POLYSSIMO_MAX_PIECES) {
    pieceset_free(&set);
    base_error_set(err, 0, 0, _("hand of %d pieces: at most %d"), k, POLYSSIMO_MAX_PIECES);
    return -1;
  }
  const char *names[POLYSSIMO_MAX_PIECES];
  int m = 0;
  for (int i = 0; i < set.n; i++)
    for (int c = 0; c < set.copies[i]; c++) names[m++] = set.pieces[i].name;
  char taken[POLYSSIMO_MAX_CELLS + 1];
  int t = 0;
  for (int i = 0; i < p->w * p->h; i++)
    if (p->cells[i] != '.' && p->cells[i] != '#' && !memchr(taken, p->cells[i], (size_t)t))
      taken[t++] = p->cells[i];
  taken[t] = 0;
  /* The letters of the polyssimo legend first (polyx polyssimo pieces),
   * so that a piece has the same letter on every page. */
  char pref[POLYSSIMO_MAX_PIECES];
  if (polyssimo_legend_letters(POLYSSIMO_DEFAULT_PIECES, k, names, pref) != 0)
    memset(pref, 0, sizeof pref);
  int rc = polyssimo_assign_letters_pref(k, names, pref, taken, out);
  pieceset_free(&set);
  if (rc != 0) {
    base_error_set(err, 0, 0, _("no letters left for the hand"));
    return -1;
  }
  return k;
}
