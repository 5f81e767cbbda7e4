/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* i18n.c: page texts from the compiled gettext catalogs (.mo), read by a small reader of our own.
 */
#include <config.h>

#include "output/i18n.h"

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef LOCALEDIR
#define LOCALEDIR "/usr/local/share/locale"
#endif

/* Why not gettext() itself: it picks the language from the locale
 * (LC_MESSAGES, LANGUAGE), which is the user's and not --lang's, and a
 * program in the "C" locale gets no translation at all; switching locales
 * (uselocale) needs each language's locale installed, and setting LANGUAGE
 * is not thread-safe. A .mo file is a sorted table of strings: reading it
 * ourselves is short and depends on nothing but the file. */

static const char *const langs[] = {"en", "fr", "de", "it", "cs"};
#define NLANGS ((int)(sizeof langs / sizeof langs[0]))

/* A catalog larger than this is not ours: it is not read. */
#define MO_MAX_SIZE (16u << 20)

typedef struct catalog {
  int tried;         /* the file has been looked for */
  unsigned char *mo; /* the whole file, or NULL (missing, unreadable, bad) */
  size_t size;
  uint32_t n;    /* number of strings */
  uint32_t otab; /* offset of the originals' (length, offset) table */
  uint32_t ttab; /* of the translations' */
  int swap;      /* the file was written on a machine of the other byte order */
  int sorted;    /* originals in strcmp order (msgfmt's): binary search */
  /* The header's "plural=" expression (the catalog's Plural-Forms), NULL
   * when it has none: then the English rule, n != 1. */
  const char *plural;
  int nplurals;
} catalog_t;

/* One slot a language (English has none), filled once under the lock and
 * read-only afterwards: the only state of this module, so that every page
 * of every thread shares one copy of each catalog. */
static catalog_t catalogs[NLANGS];
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static int lang_index(const char *lang) {
  for (int i = 0; lang && i < NLANGS; i++)
    if (strcmp(lang, langs[i]) == 0) return i;
  return -1;
}

int i18n_lang_known(const char *lang) {
  return lang_index(lang) >= 0;
}

const char *i18n_localedir(void) {
  const char *d = getenv("POLYX_LOCALEDIR");
  return d && *d ? d : LOCALEDIR;
}

static uint32_t word(const catalog_t *c, size_t off) {
  const unsigned char *p = c->mo + off;
  uint32_t v = (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
  if (c->swap) v = (v >> 24) | ((v >> 8) & 0xff00u) | ((v << 8) & 0xff0000u) | (v << 24);
  return v;
}

/* String I of the table at TAB, or NULL when its entry points outside the
 * file or the string is not NUL-terminated; its length (which counts the
 * NULs between the forms of a plural entry) in *LEN when LEN is not NULL. */
static const char *entry_len(const catalog_t *c, uint32_t tab, uint32_t i, size_t *lenp) {
  size_t e = (size_t)tab + 8 * (size_t)i;
  uint32_t len = word(c, e), off = word(c, e + 4);
  if ((size_t)off >= c->size || (size_t)len >= c->size - off || c->mo[off + len] != '\0')
    return NULL;
  if (lenp) *lenp = len;
  return (const char *)c->mo + off;
}
static const char *entry(const catalog_t *c, uint32_t tab, uint32_t i) {
  return entry_len(c, tab, i, NULL);
}

/* ---- Plural-Forms: the catalog's own rule picks a form ----
 * The header says, e.g. for Czech, "nplurals=3; plural=(n==1) ? 0 : (n>=2
 * && n<=4) ? 1 : 2;": a C expression in n, which gettext evaluates and so do
 * we, by recursive descent over the grammar gettext accepts (?:, ||, &&,
 * == !=, < > <= >=, + -, * / %, !, parentheses, n and decimal numbers). */
typedef struct pexpr {
  const char *p;
  unsigned long n;
  int bad, depth;
} pexpr_t;

static void pskip(pexpr_t *e) {
  while (*e->p == ' ' || *e->p == '\t' || *e->p == '\n') e->p++;
}
static int peat(pexpr_t *e, const char *tok) {
  pskip(e);
  size_t l = strlen(tok);
  if (strncmp(e->p, tok, l) != 0) return 0;
  /* "<" is not the start of "<=", "!" not of "!=", "=" alone is no token */
  if (l == 1 && strchr("<>!", tok[0]) && e->p[1] == '=') return 0;
  e->p += l;
  return 1;
}
static unsigned long p_cond(pexpr_t *e);
static unsigned long p_unary(pexpr_t *e) {
  /* a catalog is not a stack overflow: nesting is capped */
  if (e->bad || ++e->depth > 64) {
    e->bad = 1;
    return 0;
  }
  unsigned long v = 0;
  pskip(e);
  if (peat(e, "!")) {
    v = !p_unary(e);
  } else if (peat(e, "(")) {
    v = p_cond(e);
    if (!peat(e, ")")) e->bad = 1;
  } else if (*e->p == 'n') {
    e->p++;
    v = e->n;
  } else if (*e->p >= '0' && *e->p <= '9') {
    while (*e->p >= '0' && *e->p <= '9') v = v * 10 + (unsigned long)(*e->p++ - '0');
  } else {
    e->bad = 1;
  }
  e->depth--;
  return v;
}
static unsigned long p_mul(pexpr_t *e) {
  unsigned long v = p_unary(e);
  for (;;) {
    if (peat(e, "*"))
      v *= p_unary(e);
    else if (peat(e, "/") || peat(e, "%")) {
      int mod = e->p[-1] == '%';
      unsigned long r = p_unary(e);
      if (r == 0)
        e->bad = 1;
      else
        v = mod ? v % r : v / r;
    } else
      return v;
  }
}
static unsigned long p_add(pexpr_t *e) {
  unsigned long v = p_mul(e);
  for (;;) {
    if (peat(e, "+"))
      v += p_mul(e);
    else if (peat(e, "-"))
      v -= p_mul(e);
    else
      return v;
  }
}
static unsigned long p_rel(pexpr_t *e) {
  unsigned long v = p_add(e);
  for (;;) {
    if (peat(e, "<="))
      v = v <= p_add(e);
    else if (peat(e, ">="))
      v = v >= p_add(e);
    else if (peat(e, "<"))
      v = v < p_add(e);
    else if (peat(e, ">"))
      v = v > p_add(e);
    else
      return v;
  }
}
static unsigned long p_eq(pexpr_t *e) {
  unsigned long v = p_rel(e);
  for (;;) {
    if (peat(e, "=="))
      v = v == p_rel(e);
    else if (peat(e, "!="))
      v = v != p_rel(e);
    else
      return v;
  }
}
static unsigned long p_and(pexpr_t *e) {
  unsigned long v = p_eq(e);
  while (peat(e, "&&")) {
    unsigned long r = p_eq(e);
    v = v && r;
  }
  return v;
}
static unsigned long p_or(pexpr_t *e) {
  unsigned long v = p_and(e);
  while (peat(e, "||")) {
    unsigned long r = p_and(e);
    v = v || r;
  }
  return v;
}
static unsigned long p_cond(pexpr_t *e) {
  /* "n ? n ? n ? ..." nests here, not in p_unary: counted too */
  if (e->bad || ++e->depth > 64) {
    e->bad = 1;
    return 0;
  }
  unsigned long v = p_or(e);
  if (!e->bad && peat(e, "?")) {
    unsigned long a = p_cond(e);
    if (!peat(e, ":")) e->bad = 1;
    unsigned long b = p_cond(e);
    v = v ? a : b;
  }
  e->depth--;
  return v;
}

/* The form of N by EXPR (up to ';' or the end of the line), or -1 when EXPR
 * does not read. */
static long plural_eval(const char *expr, unsigned long n) {
  pexpr_t e = {expr, n, 0, 0};
  unsigned long v = p_cond(&e);
  pskip(&e);
  if (e.bad || (*e.p != ';' && *e.p != '\0')) return -1;
  return v > 1000 ? -1 : (long)v;
}

/* The Plural-Forms of C's header (the translation of ""), into C. */
static void plural_header(catalog_t *c) {
  c->plural = NULL, c->nplurals = 0;
  for (uint32_t i = 0; i < c->n; i++) {
    if (*entry(c, c->otab, i) != '\0') continue;
    const char *h = entry(c, c->ttab, i), *pf = strstr(h, "Plural-Forms:");
    if (!pf) return;
    const char *np = strstr(pf, "nplurals="), *pl = strstr(pf, "plural=");
    /* "nplurals=" contains "plural=": the expression is the one after it */
    while (pl && pl > pf && pl[-1] == 'n') pl = strstr(pl + 1, "plural=");
    if (!np || !pl) return;
    int k = atoi(np + 9);
    if (k < 1 || k > 6) return;
    c->nplurals = k;
    c->plural = pl + 7;
    return;
  }
}

/* Check the header and every entry of C's file; 0 when it can be used. */
static int check(catalog_t *c) {
  if (c->size < 28) return -1;
  c->swap = 0;
  uint32_t magic = word(c, 0);
  if (magic == 0xde120495u)
    c->swap = 1;
  else if (magic != 0x950412deu)
    return -1;
  if ((word(c, 4) >> 16) > 1) return -1; /* a major revision we do not know */
  c->n = word(c, 8), c->otab = word(c, 12), c->ttab = word(c, 16);
  size_t tabsize = 8 * (size_t)c->n;
  if (c->otab > c->size || tabsize > c->size - c->otab || c->ttab > c->size ||
      tabsize > c->size - c->ttab)
    return -1;
  c->sorted = 1;
  const char *prev = NULL;
  for (uint32_t i = 0; i < c->n; i++) {
    const char *o = entry(c, c->otab, i);
    if (!o || !entry(c, c->ttab, i)) return -1;
    if (prev && strcmp(prev, o) >= 0) c->sorted = 0;
    prev = o;
  }
  return 0;
}

/* Read LANG's catalog into C; on any failure C stays empty. */
static void load(catalog_t *c, const char *lang) {
  const char *dir = i18n_localedir();
  size_t plen = strlen(dir) + strlen(lang) + 40;
  char *path = malloc(plen);
  if (!path) return;
  snprintf(path, plen, "%s/%s/LC_MESSAGES/%s.mo", dir, lang, PACKAGE);
  FILE *f = fopen(path, "rb");
  free(path);
  if (!f) return;
  size_t cap = 1 << 16, n = 0;
  unsigned char *buf = malloc(cap);
  int ok = buf != NULL;
  while (ok) {
    if (n == cap) {
      unsigned char *nb = cap < MO_MAX_SIZE ? realloc(buf, 2 * cap) : NULL;
      if (!nb) {
        ok = 0;
        break;
      }
      buf = nb, cap *= 2;
    }
    size_t r = fread(buf + n, 1, cap - n, f);
    n += r;
    if (r == 0) break;
  }
  if (ok && ferror(f)) ok = 0;
  fclose(f);
  if (!ok) {
    free(buf);
    return;
  }
  c->mo = buf, c->size = n;
  if (check(c) != 0) {
    free(buf);
    memset(c, 0, sizeof *c);
    return;
  }
  plural_header(c);
}

/* LANG's catalog, read on first use; NULL for English, an unknown
 * language or a catalog that cannot be used. */
static const catalog_t *catalog_of(const char *lang) {
  int li = lang_index(lang);
  if (li <= 0) return NULL;
  catalog_t *c = &catalogs[li];
  pthread_mutex_lock(&lock);
  if (!c->tried) {
    load(c, langs[li]);
    c->tried = 1;
  }
  pthread_mutex_unlock(&lock);
  return c->mo ? c : NULL;
}

/* The translation of MSGID in C (its length in *LEN), or NULL. A plural
 * entry's original is "msgid\0msgid_plural": strcmp stops at the NUL, so
 * it is found by its singular. */
static const char *lookup(const catalog_t *c, const char *msgid, size_t *len) {
  uint32_t lo = 0, hi = c->n;
  while (lo < hi) {
    uint32_t mid = c->sorted ? lo + (hi - lo) / 2 : lo;
    int cmp = strcmp(msgid, entry(c, c->otab, mid));
    if (cmp == 0) {
      const char *t = entry_len(c, c->ttab, mid, len);
      return *t ? t : NULL;
    }
    if (!c->sorted || cmp > 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  return NULL;
}

int i18n_lang_ready(const char *lang) {
  int li = lang_index(lang);
  return li == 0 || (li > 0 && catalog_of(lang) != NULL);
}

const char *i18n_page(const char *lang, const char *msgid) {
  if (!msgid || !*msgid) return msgid; /* the header's empty msgid */
  const catalog_t *c = catalog_of(lang);
  const char *t = c ? lookup(c, msgid, NULL) : NULL;
  return t ? t : msgid;
}

/* The form for N of MSGID (PLURAL) in C (NULL: none), or the English one. */
static const char *translate_n(const catalog_t *c, const char *msgid, const char *plural,
                               unsigned long n) {
  const char *en = n == 1 ? msgid : plural;
  size_t len = 0;
  const char *t = c ? lookup(c, msgid, &len) : NULL;
  if (!t) return en;
  long k = c->plural ? plural_eval(c->plural, n) : n != 1;
  if (k < 0 || (c->plural && k >= c->nplurals)) return en;
  /* form K: the K-th of the NUL-separated forms, all inside the entry */
  const char *f = t, *end = t + len;
  for (long i = 0; i < k; i++) {
    f += strlen(f) + 1;
    if (f > end) return en;
  }
  return *f ? f : en;
}

const char *i18n_page_n(const char *lang, const char *msgid, const char *plural, unsigned long n) {
  if (!msgid || !*msgid || !plural) return n == 1 ? msgid : plural;
  return translate_n(catalog_of(lang), msgid, plural, n);
}

int i18n_catalog_lookup(const void *buf, size_t len, const char *msgid, const char *plural,
                        unsigned long n, const char **out) {
  catalog_t c;
  memset(&c, 0, sizeof c);
  c.mo = (unsigned char *)buf; /* only read */
  c.size = len;
  *out = n == 1 || !plural ? msgid : plural;
  if (!buf || check(&c) != 0) return -1;
  plural_header(&c);
  if (msgid && *msgid) *out = plural ? translate_n(&c, msgid, plural, n) : lookup(&c, msgid, NULL);
  if (!*out) *out = msgid;
  return 0;
}

char *i18n_decimal(const char *lang, char *buf, size_t len, double value, int digits) {
  if (!buf || len == 0) return buf;
  /* printf writes "." (polyx leaves LC_NUMERIC at "C"), and the page's
   * language is not the locale's anyway: the mark is replaced here. */
  snprintf(buf, len, "%.*f", digits < 0 ? 0 : digits, value);
  /* TRANSLATORS: the decimal mark of numbers printed on pages ("12.5"): "." or ",". */
  const char *mark = i18n_page(lang, ".");
  char *dot = strchr(buf, '.');
  if (!dot || strcmp(mark, ".") == 0 || strlen(buf) + strlen(mark) >= len) return buf;
  memmove(dot + strlen(mark), dot + 1, strlen(dot + 1) + 1);
  memcpy(dot, mark, strlen(mark));
  return buf;
}
