/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* text.c: reading whole files within a limit, lines, words (the one comment rule) and decimal
 * numbers. */
#include <config.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "base/intl.h"
#include "base/text.h"

int base_parse_u64(const char *s, uint64_t *out) {
  uint64_t v = 0;
  if (s == NULL || *s == '\0') return -1;
  for (; *s; s++) {
    if (*s < '0' || *s > '9') return -1;
    unsigned d = (unsigned)(*s - '0');
    if (v > (UINT64_MAX - d) / 10) return -1;
    v = v * 10 + d;
  }
  *out = v;
  return 0;
}

const char *base_next_line(const char *text, size_t len, size_t *pos, size_t *linelen) {
  const char *l = text + *pos;
  const char *nl = memchr(l, '\n', len - *pos);
  size_t ll = nl ? (size_t)(nl - l) : len - *pos;
  *pos += ll + (nl ? 1 : 0);
  if (ll > 0 && l[ll - 1] == '\r') ll--;
  *linelen = ll;
  return l;
}

int base_read_file(const char *path, size_t maxlen, const char *what, char **buf, size_t *len,
                   base_error_t *err) {
  *buf = NULL;
  *len = 0;
  FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
  if (!f) {
    base_error_setc(err, BASE_E_READ, 0, 0, _("cannot open: %s"), strerror(errno));
    base_error_file(err, path);
    return -1;
  }
  size_t cap = 4096, n = 0;
  char *b = malloc(cap);
  int rc = b ? 0 : -1, nomem = !b;
  while (rc == 0) {
    if (n + 1 >= cap) {
      if (cap > maxlen) {
        /* TRANSLATORS: %s is what the file was read for ("a region", "pieces"...), translated
           on its own. */
        base_error_setc(err, BASE_E_LIMIT, 0, 0, _("file too large for %s"), _(what));
        rc = -1;
        break;
      }
      char *nb = realloc(b, cap * 2);
      if (!nb) {
        rc = -1, nomem = 1;
        break;
      }
      b = nb;
      cap *= 2;
    }
    size_t r = fread(b + n, 1, cap - 1 - n, f);
    n += r;
    if (r == 0) break;
  }
  if (nomem) {
    base_error_nomem(err);
  } else if (rc == 0 && ferror(f)) {
    base_error_setc(err, BASE_E_READ, 0, 0, _("cannot read: %s"), strerror(errno));
    rc = -1;
  } else if (rc == 0 && n > maxlen) {
    base_error_setc(err, BASE_E_LIMIT, 0, 0, _("file too large for %s"), _(what));
    rc = -1;
  }
  if (f != stdin) fclose(f);
  if (rc < 0) {
    free(b);
    base_error_file(err, path);
    return -1;
  }
  b[n] = '\0';
  *buf = b;
  *len = n;
  return 0;
}

int base_words(const char *line, size_t len, base_word_t *w, int max) {
  int n = 0;
  size_t i = 0;
  for (;;) {
    while (i < len && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) i++;
    if (i >= len || line[i] == '#' || line[i] == ';') return n; /* a comment */
    size_t j = i;
    while (j < len && line[j] != ' ' && line[j] != '\t' && line[j] != '\r') j++;
    if (n == max) return max + 1;
    w[n++] = (base_word_t){line + i, j - i, (unsigned long)i + 1};
    i = j;
  }
}

int base_words_cut(char *line, size_t len, base_word_t *w, int max) {
  int n = base_words(line, len, w, max);
  for (int k = 0; k < n && k < max; k++) line[w[k].col - 1 + w[k].len] = '\0';
  return n;
}

int base_word_is(const base_word_t *w, const char *s) {
  size_t n = strlen(s);
  return w->len == n && memcmp(w->s, s, n) == 0;
}

int base_word_int(const base_word_t *w, long min, long max, long *out) {
  size_t i = 0;
  int neg = 0;
  if (w->len > 0 && w->s[0] == '-' && min < 0) neg = 1, i = 1;
  if (i == w->len) return -1;
  /* the magnitude may not pass LIM: the number never overflows */
  unsigned long lim = neg ? (unsigned long)(-(min + 1)) + 1u : max < 0 ? 0u : (unsigned long)max;
  unsigned long v = 0;
  for (; i < w->len; i++) {
    if (w->s[i] < '0' || w->s[i] > '9') return -1;
    unsigned d = (unsigned)(w->s[i] - '0');
    if (d > lim || v > (lim - d) / 10) return -1;
    v = v * 10 + d;
  }
  long r = neg ? (v == 0 ? 0 : -(long)(v - 1) - 1) : (long)v;
  if (r < min || r > max) return -1;
  *out = r;
  return 0;
}

/* The length of the UTF-8 sequence at S (1 to 4), or 0 when it is not one. */
static int utf8_len(const unsigned char *s) {
  int n = s[0] < 0x80 ? 1 : s[0] >= 0xC2 && s[0] <= 0xDF ? 2 : s[0] >= 0xE0 && s[0] <= 0xEF ? 3
                          : s[0] >= 0xF0 && s[0] <= 0xF4                            ? 4
                                                                                      : 0;
  for (int i = 1; i < n; i++)
    if ((s[i] & 0xC0) != 0x80) return 0;
  if ((n == 3 && s[0] == 0xE0 && s[1] < 0xA0) || (n == 3 && s[0] == 0xED && s[1] >= 0xA0) ||
      (n == 4 && s[0] == 0xF0 && s[1] < 0x90) || (n == 4 && s[0] == 0xF4 && s[1] >= 0x90))
    return 0; /* overlong, surrogate or past U+10FFFF */
  return n;
}

int base_text_line_check(const char *text, size_t max, const char *what, base_error_t *err) {
  size_t n = strlen(text);
  if (n == 0 || text[0] == ' ' || text[0] == '\t' || text[n - 1] == ' ' || text[n - 1] == '\t') {
    base_error_set(err, 0, 1, _("%s is empty or has a blank at either end"), what);
    return -1;
  }
  if (n >= max) {
    base_error_set(err, 0, max, _("%s is at most %zu bytes"), what, max - 1);
    return -1;
  }
  for (size_t i = 0; i < n;) {
    if ((text[i] == '#' || text[i] == ';') && (i == 0 || text[i - 1] == ' ' || text[i - 1] == '\t')) {
      /* such a word starts a comment in the card text: the name would not read back */
      base_error_set(err, 0, i + 1, _("%s has a word that starts with '%c' (a comment)"), what,
                     text[i]);
      return -1;
    }
    int k = utf8_len((const unsigned char *)text + i);
    if (k == 0 || (unsigned char)text[i] < ' ' || text[i] == 0x7f) {
      base_error_set(err, 0, i + 1, k ? _("%s has a control character")
                                      : _("%s is not UTF-8 text"), what);
      return -1;
    }
    i += (size_t)k;
  }
  return 0;
}
