/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Copyright (C) 2026 the polyx authors */
/* dlx_io.c: Knuth's DLX1/DLX2/DLX3/SSXCC text format, read and written, through the public dlx.h
 * API only. */
#include <config.h>

#include "dlx/dlx.h"
#include "dlx/dlx_names.h"
#include "dlx/intl.h"

#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* ---- Error reports -------------------------------------------------------- */

static void set_err(dlx_error_t *err, unsigned long line, unsigned long col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static void set_err(dlx_error_t *err, unsigned long line, unsigned long col, const char *fmt, ...) {
  if (err == NULL) return;
  err->line = line;
  err->col = col;
  va_list ap;
  va_start(ap, fmt);
  int len = vsnprintf(err->msg, sizeof err->msg, fmt, ap);
  va_end(ap);
  /* A translation may be longer than msg: never end on half a UTF-8
   * sequence (a lead byte whose continuation bytes were cut is dropped). */
  if (len >= (int)sizeof err->msg) {
    size_t k = sizeof err->msg - 1, j = k;
    while (j > 0 && ((unsigned char)err->msg[j - 1] & 0xC0) == 0x80) j--;
    if (j > 0) {
      unsigned c = (unsigned char)err->msg[j - 1];
      size_t need = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
      if (k - (j - 1) < need) err->msg[j - 1] = '\0';
    }
  }
}

/* Quote at most 40 bytes of a token into OUT for a message: names may be
 * long, and a message is one line of at most sizeof msg bytes. The bytes
 * were checked to be text, so the result is printable (a UTF-8 sequence
 * cut in the middle is avoided by backing up to a lead byte). */
static const char *tok(char out[64], const char *s, size_t n) {
  if (n <= 40) {
    memcpy(out, s, n);
    out[n] = '\0';
    return out;
  }
  size_t k = 36;
  while (k > 0 && ((unsigned char)s[k] & 0xC0) == 0x80) k--;
  memcpy(out, s, k);
  memcpy(out + k, "...", 4);
  return out;
}

/* ---- Lines ---------------------------------------------------------------- */

/* Where lines come from: a memory buffer (lines point into it) or a stream
 * read in blocks into a line buffer that never grows past DLX_MAX_LINE + 1
 * bytes, so a huge line or a binary file is refused before it is slurped. */
typedef struct {
  /* buffer source */
  const char *buf;
  size_t len, pos;
  /* stream source */
  FILE *in;
  char *block;
  size_t bpos, blen;
  int eof;
  char *line;
  size_t line_cap;
  /* both */
  unsigned long lineno;
  int last_had_newline; /* the last line read ended with '\n' */
  unsigned long last_len;
} source_t;

#define BLOCK_SIZE 65536

enum { LINE_OK, LINE_EOF, LINE_TOO_LONG, LINE_NOMEM, LINE_IOERR };

/* Append N bytes to the stream line buffer, refusing to go past the limit. */
static int line_append(source_t *src, size_t *n, const char *p, size_t k) {
  size_t limit = (size_t)DLX_MAX_LINE + 1; /* one byte more shows "too long" */
  if (*n + k > limit) k = limit - *n;
  if (k == 0) return *n > (size_t)DLX_MAX_LINE ? LINE_TOO_LONG : LINE_OK;
  if (*n + k > src->line_cap) {
    size_t cap = src->line_cap ? src->line_cap : 256;
    while (cap < *n + k) cap *= 2;
    if (cap > limit) cap = limit;
    char *nl = realloc(src->line, cap);
    if (nl == NULL) return LINE_NOMEM;
    src->line = nl;
    src->line_cap = cap;
  }
  memcpy(src->line + *n, p, k);
  *n += k;
  return *n > (size_t)DLX_MAX_LINE ? LINE_TOO_LONG : LINE_OK;
}

/* The next line, without its '\n', in *P (N bytes). On LINE_TOO_LONG, *P
 * and *N hold the first DLX_MAX_LINE + 1 bytes of the line. */
static int next_line(source_t *src, const char **p, size_t *n) {
  if (src->in == NULL) {
    if (src->pos >= src->len) return LINE_EOF;
    const char *s = src->buf + src->pos;
    size_t rest = src->len - src->pos;
    const char *nl = memchr(s, '\n', rest);
    size_t k = nl ? (size_t)(nl - s) : rest;
    src->lineno++;
    src->last_had_newline = nl != NULL;
    src->last_len = k;
    src->pos += k + (nl != NULL);
    *p = s;
    *n = k;
    return k > (size_t)DLX_MAX_LINE ? LINE_TOO_LONG : LINE_OK;
  }
  size_t len = 0;
  int started = 0;
  for (;;) {
    if (src->bpos >= src->blen) {
      if (src->eof) break;
      src->blen = fread(src->block, 1, BLOCK_SIZE, src->in);
      src->bpos = 0;
      if (src->blen < BLOCK_SIZE) {
        if (ferror(src->in)) return LINE_IOERR;
        src->eof = 1;
      }
      if (src->blen == 0) break;
    }
    started = 1;
    const char *s = src->block + src->bpos;
    size_t rest = src->blen - src->bpos;
    const char *nl = memchr(s, '\n', rest);
    size_t k = nl ? (size_t)(nl - s) : rest;
    int r = line_append(src, &len, s, k);
    if (r == LINE_NOMEM) return r;
    if (r == LINE_TOO_LONG) {
      src->lineno++;
      *p = src->line ? src->line : "";
      *n = len;
      return r;
    }
    src->bpos += k;
    if (nl) {
      src->bpos++;
      src->lineno++;
      src->last_had_newline = 1;
      src->last_len = len;
      *p = src->line ? src->line : "";
      *n = len;
      return LINE_OK;
    }
  }
  if (!started || len == 0) return LINE_EOF; /* nothing after the last '\n' */
  src->lineno++;
  src->last_had_newline = 0;
  src->last_len = len;
  *p = src->line ? src->line : "";
  *n = len;
  return LINE_OK;
}

/* Check that the N bytes at S are text: UTF-8 without NUL or control
 * characters other than tab. Returns the offset of the first bad byte and
 * a reason in *WHY, or N when all is well. */
static size_t check_text(const char *s, size_t n, const char **why) {
  const unsigned char *u = (const unsigned char *)s;
  size_t i = 0;
  while (i < n) {
    unsigned c = u[i];
    if (c < 0x80) {
      if (c == '\t' || (c >= 0x20 && c != 0x7F)) {
        i++;
        continue;
      }
      if (c == 0)
        *why = N_("NUL byte");
      else if (c == '\r')
        *why = N_("carriage return inside a line");
      else
        *why = N_("control character");
      return i;
    }
    /* Multi-byte UTF-8: lead byte, then continuation bytes in ranges that
     * exclude overlong forms, surrogates and code points past U+10FFFF. */
    size_t need;
    unsigned lo = 0x80, hi = 0xBF;
    if (c >= 0xC2 && c <= 0xDF)
      need = 1;
    else if (c == 0xE0)
      need = 2, lo = 0xA0;
    else if (c >= 0xE1 && c <= 0xEC)
      need = 2;
    else if (c == 0xED)
      need = 2, hi = 0x9F;
    else if (c >= 0xEE && c <= 0xEF)
      need = 2;
    else if (c == 0xF0)
      need = 3, lo = 0x90;
    else if (c >= 0xF1 && c <= 0xF3)
      need = 3;
    else if (c == 0xF4)
      need = 3, hi = 0x8F;
    else {
      *why = N_("invalid UTF-8");
      return i;
    }
    if (i + need >= n) { /* the sequence is cut by the end of the line */
      *why = N_("invalid UTF-8");
      return i;
    }
    if (u[i + 1] < lo || u[i + 1] > hi) {
      *why = N_("invalid UTF-8");
      return i;
    }
    for (size_t k = 2; k <= need; k++) {
      if ((u[i + k] & 0xC0) != 0x80) {
        *why = N_("invalid UTF-8");
        return i;
      }
    }
    /* U+0080..U+009F are C1 control characters. */
    if (c == 0xC2 && u[i + 1] < 0xA0) {
      *why = N_("control character");
      return i;
    }
    i += need + 1;
  }
  return n;
}

/* ---- The reader ----------------------------------------------------------- */

typedef struct {
  dlx_t *dlx;
  dlx_error_t *err;
  int have_items;
  /* per-option scratch */
  dlx_elem_t *elems;
  unsigned long *cols;
  size_t elems_cap;
  /* for "item twice in one option": the last option line (its number)
   * that named each item, and where */
  unsigned long *seen_line;
  unsigned long *seen_col;
  size_t seen_cap;
} reader_t;

static int is_blank(char c) {
  return c == ' ' || c == '\t';
}

/* What the builder was asked to add when it refused (whole sentences for
 * the translators, not a word put in front of a status). */
typedef enum { ADDING_ITEM, ADDING_COLOUR, ADDING_OPTION } adding_t;

/* A message for a status that the builder returned where the reader did
 * not expect one (memory, sizes, or a name the engine refuses); NAME[0..N)
 * the item's or colour's name. */
static dlx_status_t builder_error(reader_t *r, dlx_status_t st, unsigned long line,
                                  unsigned long col, adding_t what, const char *name, size_t n) {
  char q[64];
  if (st == DLX_ENOMEM)
    set_err(r->err, line, col, _("out of memory (the problem is too big)"));
  else if (st == DLX_ETOO_BIG)
    set_err(r->err, line, col, _("too many items, options or nodes for the engine"));
  else if (what == ADDING_ITEM)
    set_err(r->err, line, col, _("cannot add item '%s': %s"), tok(q, name, n), dlx_strerror(st));
  else if (what == ADDING_COLOUR)
    set_err(r->err, line, col, _("bad colour '%s': %s"), tok(q, name, n), dlx_strerror(st));
  else
    set_err(r->err, line, col, _("cannot add option: %s"), dlx_strerror(st));
  return st;
}

/* Parse a multiplicity bound S[0..N) into *V: 0, -1 (junk, empty) or -2
 * (a number past DLX_MAX_MULTIPLICITY, however many digits it has). */
static int parse_bound(const char *s, size_t n, unsigned *v) {
  unsigned long x = 0;
  int big = 0;
  if (n == 0) return -1;
  for (size_t i = 0; i < n; i++) {
    if (s[i] < '0' || s[i] > '9') return -1;
    if (!big) x = x * 10 + (unsigned long)(s[i] - '0');
    if (x > DLX_MAX_MULTIPLICITY) big = 1;
  }
  if (big) return -2;
  *v = (unsigned)x;
  return 0;
}

/* Copy S[0..N) into a NUL-terminated scratch string (names may be long). */
static char *dupn(const char *s, size_t n) {
  char *d = malloc(n + 1);
  if (d) {
    memcpy(d, s, n);
    d[n] = '\0';
  }
  return d;
}

/* One name of the item line at S[0..N), column COL, bounds LO:HI (1:1 when
 * none were written), in the secondary part or not. */
static dlx_status_t add_item(reader_t *r, unsigned long line, unsigned long col, const char *s,
                             size_t n, int secondary, unsigned lo, unsigned hi) {
  char q[64];
  const char *colon = memchr(s, ':', n);
  if (colon) {
    set_err(
        r->err, line, col + (unsigned long)(colon - s),
        _("':' in item name '%s' (colours belong on option lines; bounds are written lo:hi|name)"),
        tok(q, s, n));
    return DLX_ESYNTAX;
  }
  if (dlx_item_find_len(r->dlx, s, n) >= 0) {
    set_err(r->err, line, col, _("item '%s' appears twice in the item line"), tok(q, s, n));
    return DLX_EDUP_ITEM;
  }
  char *name = dupn(s, n);
  if (name == NULL) return builder_error(r, DLX_ENOMEM, line, col, ADDING_ITEM, NULL, 0);
  int id;
  dlx_status_t st =
      secondary ? dlx_add_secondary(r->dlx, name, &id) : dlx_add_primary(r->dlx, name, lo, hi, &id);
  free(name);
  if (st == DLX_EBOUNDS) {
    set_err(r->err, line, col, _("bad multiplicity bounds %u:%u for item '%s'"), lo, hi,
            tok(q, s, n));
    return st;
  }
  if (st != DLX_OK) return builder_error(r, st, line, col, ADDING_ITEM, s, n);
  return DLX_OK;
}

/* The next blank-separated token of S[0..N) from *I: its start in *START,
 * *I moved past it; returns its length, 0 at the end of the line. */
static size_t next_token(const char *s, size_t n, size_t *i, size_t *start) {
  while (*i < n && is_blank(s[*i])) ++*i;
  *start = *i;
  while (*i < n && !is_blank(s[*i])) ++*i;
  return *i - *start;
}

/* The bounds T[0..BN) of "lo:hi|name" or "n|name" (NAME[0..NN) the item,
 * for messages; COL the token's column) into *LO and *HI. */
static dlx_status_t parse_bounds(reader_t *r, unsigned long line, unsigned long col, const char *t,
                                 size_t bn, const char *name, size_t nn, unsigned *lo,
                                 unsigned *hi) {
  char q[64], qb[64];
  const char *colon = memchr(t, ':', bn);
  int bad;
  if (colon) {
    size_t ln = (size_t)(colon - t);
    int b1 = parse_bound(t, ln, lo), b2 = parse_bound(colon + 1, bn - ln - 1, hi);
    bad = b1 == -1 || b2 == -1 ? -1 : b1 ? b1 : b2;
  } else {
    bad = parse_bound(t, bn, hi);
    *lo = *hi;
  }
  if (bad == -2) {
    set_err(r->err, line, col, _("multiplicity bound too large in '%s' for item '%s' (at most %u)"),
            tok(qb, t, bn), tok(q, name, nn), DLX_MAX_MULTIPLICITY);
    return DLX_EBOUNDS;
  }
  if (bad) {
    set_err(r->err, line, col,
            _("bad multiplicity bounds '%s' for item '%s' (write lo:hi|name or n|name)"),
            tok(qb, t, bn), tok(q, name, nn));
    return DLX_EBOUNDS;
  }
  if (*hi == 0) {
    set_err(r->err, line, col, _("upper bound 0 for item '%s' (it must be at least 1)"),
            tok(q, name, nn));
    return DLX_EBOUNDS;
  }
  if (*lo > *hi) {
    set_err(r->err, line, col, _("lower bound %u exceeds upper bound %u for item '%s'"), *lo, *hi,
            tok(q, name, nn));
    return DLX_EBOUNDS;
  }
  return DLX_OK;
}

/* An item with bounds, T[0..TN) = "lo:hi|name" or "n|name" (BAR its '|'),
 * at column COL of the item line. */
static dlx_status_t parse_bounded_item(reader_t *r, unsigned long line, unsigned long col,
                                       const char *t, size_t tn, const char *bar, int secondary) {
  char q[64];
  size_t bn = (size_t)(bar - t);
  const char *name = bar + 1;
  size_t nn = tn - bn - 1;
  unsigned long ncol = col + bn + 1;
  const char *bar2 = memchr(name, '|', nn);
  if (bar2) {
    set_err(r->err, line, ncol + (unsigned long)(bar2 - name), _("stray '|' in '%s'"),
            tok(q, t, tn));
    return DLX_ESYNTAX;
  }
  if (nn == 0) {
    set_err(r->err, line, ncol, _("missing item name after '%s'"), tok(q, t, tn));
    return DLX_ESYNTAX;
  }
  if (secondary) {
    set_err(r->err, line, col,
            _("multiplicity bounds on secondary item '%s' (only primary items take lo:hi|name)"),
            tok(q, name, nn));
    return DLX_EBOUNDS_SECONDARY;
  }
  unsigned lo = 1, hi = 1;
  dlx_status_t st = parse_bounds(r, line, col, t, bn, name, nn, &lo, &hi);
  if (st != DLX_OK) return st;
  return add_item(r, line, ncol, name, nn, 0, lo, hi);
}

static dlx_status_t parse_item_line(reader_t *r, unsigned long line, const char *s, size_t n,
                                    size_t i) {
  int secondary = 0;
  unsigned long bar_col = 0;
  size_t start, tn;
  while ((tn = next_token(s, n, &i, &start)) > 0) {
    const char *t = s + start;
    unsigned long col = start + 1;
    if (t[0] == '|') {
      /* The separator; Knuth also accepts it glued to the next name. */
      if (secondary) {
        set_err(r->err, line, col, _("second '|' in the item line (first at column %lu)"), bar_col);
        return DLX_ESYNTAX;
      }
      secondary = 1;
      bar_col = col;
      t++, tn--, col++;
      if (tn == 0) continue;
      if (t[0] == '|') {
        set_err(r->err, line, col, _("second '|' in the item line (first at column %lu)"), bar_col);
        return DLX_ESYNTAX;
      }
    }
    const char *bar = memchr(t, '|', tn);
    dlx_status_t st = bar ? parse_bounded_item(r, line, col, t, tn, bar, secondary)
                          : add_item(r, line, col, t, tn, secondary, 1, 1);
    if (st != DLX_OK) return st;
  }
  if (dlx_primary_count(r->dlx) == 0) {
    /* Unreachable from text (a line starting with '|' is a comment), but
     * say it plainly if the builder disagrees. */
    set_err(r->err, line, 1, _("the item line has no primary item"));
    return DLX_ENO_ITEMS;
  }
  return DLX_OK;
}

static int grow_elems(reader_t *r, size_t need) {
  if (need <= r->elems_cap) return 0;
  size_t cap = r->elems_cap ? 2 * r->elems_cap : 16;
  while (cap < need) cap *= 2;
  dlx_elem_t *e = realloc(r->elems, cap * sizeof *e);
  if (e == NULL) return -1;
  r->elems = e;
  unsigned long *c = realloc(r->cols, cap * sizeof *c);
  if (c == NULL) return -1;
  r->cols = c;
  r->elems_cap = cap;
  return 0;
}

static int grow_seen(reader_t *r) {
  size_t need = (size_t)dlx_item_count(r->dlx);
  if (need <= r->seen_cap) return 0;
  unsigned long *a = calloc(need, sizeof *a);
  unsigned long *b = calloc(need, sizeof *b);
  if (a == NULL || b == NULL) {
    free(a);
    free(b);
    return -1;
  }
  free(r->seen_line);
  free(r->seen_col);
  r->seen_line = a;
  r->seen_col = b;
  r->seen_cap = need;
  return 0;
}

/* A token T[0..TN) of option line S[0..N) with no name before its ':': an
 * empty option when no token of the line has a name, else a malformed
 * element. */
static dlx_status_t nameless_element(reader_t *r, unsigned long line, unsigned long col,
                                     const char *s, size_t n, const char *t, size_t tn) {
  char q[64];
  int named = 0;
  for (size_t j = 0; j < n && !named;) {
    while (j < n && is_blank(s[j])) j++;
    if (j < n && s[j] != ':') named = 1;
    while (j < n && !is_blank(s[j])) j++;
  }
  if (!named) {
    set_err(r->err, line, col, _("empty option: '%s' names no item"), tok(q, t, tn));
    return DLX_EEMPTY_OPTION;
  }
  set_err(r->err, line, col, _("missing item name before '%s'"), tok(q, t, tn));
  return DLX_ESYNTAX;
}

/* The colour of element T[0..TN) = "item:colour" (NN the item's length,
 * ITEM its index, COL the element's column) into *COLOR, named on first
 * use. */
static dlx_status_t parse_color(reader_t *r, unsigned long line, unsigned long col, const char *t,
                                size_t tn, size_t nn, int item, int *color) {
  char q[64], qc[64];
  const char *c = t + nn + 1;
  size_t cn = tn - nn - 1;
  unsigned long ccol = col + nn + 1;
  if (cn == 0) {
    set_err(r->err, line, ccol, _("missing colour after '%s'"), tok(q, t, tn));
    return DLX_ESYNTAX;
  }
  const char *c2 = memchr(c, ':', cn);
  if (c2) {
    set_err(r->err, line, ccol + (unsigned long)(c2 - c), _("second ':' in '%s'"), tok(q, t, tn));
    return DLX_ESYNTAX;
  }
  if (dlx_item_is_primary(r->dlx, item) == 1) {
    set_err(r->err, line, ccol - 1,
            _("colour '%s' on primary item '%s' (only secondary items take colours)"),
            tok(qc, c, cn), tok(q, t, nn));
    return DLX_ECOLOR_PRIMARY;
  }
  *color = dlx_color_find_len(r->dlx, c, cn);
  if (*color >= 0) return DLX_OK;
  char *cname = dupn(c, cn);
  if (cname == NULL) return builder_error(r, DLX_ENOMEM, line, ccol, ADDING_ITEM, NULL, 0);
  dlx_status_t st = dlx_color(r->dlx, cname, color);
  free(cname);
  if (st != DLX_OK) return builder_error(r, st, line, ccol, ADDING_COLOUR, c, cn);
  return DLX_OK;
}

/* Element K of the option on line S[0..N): T[0..TN) at column COL, "item"
 * or "item:colour", into r->elems[K]. */
static dlx_status_t parse_element(reader_t *r, unsigned long line, unsigned long col, const char *s,
                                  size_t n, const char *t, size_t tn, size_t k) {
  char q[64];
  const char *bar = memchr(t, '|', tn);
  if (bar) {
    set_err(r->err, line, col + (unsigned long)(bar - t),
            _("stray '|' in option item '%s' ('|' belongs only in the item line)"), tok(q, t, tn));
    return DLX_ESYNTAX;
  }
  const char *colon = memchr(t, ':', tn);
  size_t nn = colon ? (size_t)(colon - t) : tn;
  if (nn == 0) return nameless_element(r, line, col, s, n, t, tn);
  int item = dlx_item_find_len(r->dlx, t, nn);
  if (item < 0) {
    set_err(r->err, line, col, _("unknown item '%s'"), tok(q, t, nn));
    return DLX_EUNKNOWN_ITEM;
  }
  int color = 0;
  if (colon) {
    dlx_status_t st = parse_color(r, line, col, t, tn, nn, item, &color);
    if (st != DLX_OK) return st;
  }
  if (r->seen_line[item] == line) {
    set_err(r->err, line, col, _("item '%s' appears twice in one option (first at column %lu)"),
            tok(q, t, nn), r->seen_col[item]);
    return DLX_EITEM_TWICE;
  }
  r->seen_line[item] = line;
  r->seen_col[item] = col;
  if (grow_elems(r, k + 1) != 0)
    return builder_error(r, DLX_ENOMEM, line, col, ADDING_ITEM, NULL, 0);
  r->elems[k].item = item;
  r->elems[k].color = color;
  r->cols[k] = col;
  return DLX_OK;
}

static dlx_status_t parse_option(reader_t *r, unsigned long line, const char *s, size_t n,
                                 size_t i) {
  size_t k = 0;
  int primaries = 0;
  size_t start, tn;
  while ((tn = next_token(s, n, &i, &start)) > 0) {
    dlx_status_t st = parse_element(r, line, start + 1, s, n, s + start, tn, k);
    if (st != DLX_OK) return st;
    if (dlx_item_is_primary(r->dlx, r->elems[k].item) == 1) primaries++;
    k++;
  }
  if (k == 0) {
    set_err(r->err, line, 1, _("empty option"));
    return DLX_EEMPTY_OPTION;
  }
  if (primaries == 0) {
    set_err(r->err, line, r->cols[0],
            _("option has no primary item (it must cover at least one item before the '|' of the "
              "item line)"));
    return DLX_ENO_PRIMARY;
  }
  dlx_status_t st = dlx_add_option(r->dlx, r->elems, k, NULL);
  if (st != DLX_OK) return builder_error(r, st, line, r->cols[0], ADDING_OPTION, NULL, 0);
  return DLX_OK;
}

/* One line of input: check it is text, skip blanks and comments, and hand
 * it to the item-line or the option parser. */
static dlx_status_t parse_line(reader_t *r, unsigned long line, const char *s, size_t n) {
  unsigned long off = 0;
  if (line == 1 && n >= 3 && memcmp(s, "\xEF\xBB\xBF", 3) == 0) {
    /* A UTF-8 byte-order mark: skip it, keep columns counting bytes. */
    off = 3;
  }
  if (n > 0 && s[n - 1] == '\r') n--; /* CRLF line ends */
  const char *why = "";
  size_t bad = check_text(s + off, n - off, &why);
  if (bad < n - off) {
    set_err(r->err, line, off + bad + 1, _("not a text file: %s (byte 0x%02X)"), _(why),
            (unsigned)(unsigned char)s[off + bad]);
    return DLX_EBINARY;
  }
  size_t i = off;
  while (i < n && is_blank(s[i])) i++;
  if (i == n || s[i] == '|') return DLX_OK; /* blank line or comment */
  if (!r->have_items) {
    dlx_status_t st = parse_item_line(r, line, s, n, i);
    if (st != DLX_OK) return st;
    r->have_items = 1;
    if (grow_seen(r) != 0) return builder_error(r, DLX_ENOMEM, line, 1, ADDING_ITEM, NULL, 0);
    return DLX_OK;
  }
  return parse_option(r, line, s, n, i);
}

static void reader_free(reader_t *r) {
  free(r->elems);
  free(r->cols);
  free(r->seen_line);
  free(r->seen_col);
}

static dlx_status_t read_source(source_t *src, dlx_t **out, dlx_error_t *err) {
  reader_t r;
  memset(&r, 0, sizeof r);
  r.err = err;
  *out = NULL;
  if (err) {
    err->line = err->col = 0;
    err->msg[0] = '\0';
  }
  dlx_status_t st = DLX_OK;
  r.dlx = dlx_new();
  if (r.dlx == NULL) {
    set_err(err, 0, 0, _("out of memory"));
    st = DLX_ENOMEM;
    goto done;
  }
  for (;;) {
    const char *p;
    size_t n;
    int lr = next_line(src, &p, &n);
    if (lr == LINE_EOF) break;
    if (lr == LINE_IOERR) {
      set_err(err, src->lineno + 1, 0, _("read error: %s"), strerror(errno));
      st = DLX_EIO;
      goto done;
    }
    if (lr == LINE_NOMEM) {
      set_err(err, src->lineno + 1, 0, _("out of memory reading a line"));
      st = DLX_ENOMEM;
      goto done;
    }
    if (lr == LINE_TOO_LONG) {
      /* Bytes that are not text say more than the length does. */
      /* Only the first DLX_MAX_LINE + 1 bytes count (a stream has no
       * more); a UTF-8 sequence cut by that limit is not an error. */
      const char *why = "";
      size_t have = (size_t)DLX_MAX_LINE + 1;
      if (n < have) have = n;
      size_t bad = check_text(p, have, &why);
      if (bad < have && !(bad + 4 > have && strcmp(why, "invalid UTF-8") == 0)) {
        set_err(err, src->lineno, bad + 1, _("not a text file: %s (byte 0x%02X)"), _(why),
                (unsigned)(unsigned char)p[bad]);
        st = DLX_EBINARY;
      } else {
        set_err(err, src->lineno, (unsigned long)DLX_MAX_LINE + 1,
                dlx_ngettext("line longer than %ld byte", "line longer than %ld bytes",
                             (unsigned long)DLX_MAX_LINE),
                (long)DLX_MAX_LINE);
        st = DLX_ELINE_TOO_LONG;
      }
      goto done;
    }
    st = parse_line(&r, src->lineno, p, n);
    if (st != DLX_OK) goto done;
  }
  if (!r.have_items) {
    unsigned long line = src->lineno, col;
    if (line == 0)
      line = 1, col = 1;
    else if (src->last_had_newline)
      line++, col = 1;
    else
      col = src->last_len + 1;
    set_err(err, line, col, _("no items: the input is empty or has only comments and blank lines"));
    st = DLX_ENO_ITEMS;
    goto done;
  }
done:
  reader_free(&r);
  if (st != DLX_OK) {
    dlx_free(r.dlx);
    return st;
  }
  *out = r.dlx;
  return DLX_OK;
}

dlx_status_t dlx_read_buffer(const char *buf, size_t len, dlx_t **out, dlx_error_t *err) {
  if (out == NULL || (buf == NULL && len > 0)) {
    set_err(err, 0, 0, _("invalid argument"));
    return DLX_EINVAL;
  }
  source_t src;
  memset(&src, 0, sizeof src);
  src.buf = buf;
  src.len = len;
  return read_source(&src, out, err);
}

dlx_status_t dlx_read(FILE *in, dlx_t **out, dlx_error_t *err) {
  if (out == NULL || in == NULL) {
    if (out) *out = NULL;
    set_err(err, 0, 0, _("invalid argument"));
    return DLX_EINVAL;
  }
  source_t src;
  memset(&src, 0, sizeof src);
  src.in = in;
  src.block = malloc(BLOCK_SIZE);
  if (src.block == NULL) {
    *out = NULL;
    set_err(err, 0, 0, _("out of memory"));
    return DLX_ENOMEM;
  }
  dlx_status_t st = read_source(&src, out, err);
  free(src.block);
  free(src.line);
  return st;
}

/* ---- The writer ----------------------------------------------------------- */

dlx_status_t dlx_write_option(const dlx_t *dlx, int option, FILE *out) {
  if (dlx == NULL || out == NULL) return DLX_EINVAL;
  int size = dlx_option_size(dlx, option);
  if (size < 0) return DLX_EINVAL;
  for (int k = 0; k < size; k++) {
    dlx_elem_t e = dlx_option_elem(dlx, option, k);
    const char *name = dlx_item_name(dlx, e.item);
    if (name == NULL) return DLX_EINVAL;
    if (k > 0) putc(' ', out);
    fputs(name, out);
    if (e.color > 0) {
      const char *c = dlx_color_name(dlx, e.color);
      if (c == NULL) return DLX_EINVAL;
      putc(':', out);
      fputs(c, out);
    }
  }
  putc('\n', out);
  return ferror(out) ? DLX_EIO : DLX_OK;
}

dlx_status_t dlx_write(const dlx_t *dlx, FILE *out) {
  if (dlx == NULL || out == NULL) return DLX_EINVAL;
  int items = dlx_item_count(dlx);
  /* An item line without a primary item would start with '|' and read
   * back as a comment: such a problem has no text form. */
  if (dlx_primary_count(dlx) <= 0) return DLX_EINVAL;
  int bar = 0, first = 1;
  for (int i = 0; i < items; i++) {
    const char *name = dlx_item_name(dlx, i);
    if (name == NULL) return DLX_EINVAL;
    /* A first item named from U+FEFF would start the file with what the
     * reader skips as a byte-order mark: a blank before it keeps it a name. */
    if (first && strncmp(name, "\xEF\xBB\xBF", 3) == 0) putc(' ', out);
    if (!first) putc(' ', out);
    first = 0;
    if (dlx_item_is_primary(dlx, i) == 1) {
      if (bar) return DLX_EINVAL; /* primaries after secondaries: cannot be written */
      unsigned lo = 1, hi = 1;
      dlx_item_bounds(dlx, i, &lo, &hi);
      if (lo == hi && hi != 1)
        fprintf(out, "%u|", hi);
      else if (lo != hi)
        fprintf(out, "%u:%u|", lo, hi);
    } else if (!bar) {
      fputs("| ", out);
      bar = 1;
    }
    fputs(name, out);
  }
  putc('\n', out);
  if (ferror(out)) return DLX_EIO;
  int options = dlx_option_count(dlx);
  for (int o = 0; o < options; o++) {
    dlx_status_t st = dlx_write_option(dlx, o, out);
    if (st != DLX_OK) return st;
  }
  return ferror(out) ? DLX_EIO : DLX_OK;
}
