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
 * file or the string is not NUL-terminated. */
static const char *entry(const catalog_t *c, uint32_t tab, uint32_t i) {
  size_t e = (size_t)tab + 8 * (size_t)i;
  uint32_t len = word(c, e), off = word(c, e + 4);
  if ((size_t)off >= c->size || (size_t)len >= c->size - off || c->mo[off + len] != '\0')
    return NULL;
  return (const char *)c->mo + off;
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
  }
}

const char *i18n_page(const char *lang, const char *msgid) {
  int li = lang_index(lang);
  if (li <= 0 || !msgid || !*msgid)
    return msgid; /* English, unknown, or the header's empty msgid */
  catalog_t *c = &catalogs[li];
  pthread_mutex_lock(&lock);
  if (!c->tried) {
    load(c, langs[li]);
    c->tried = 1;
  }
  pthread_mutex_unlock(&lock);
  if (!c->mo) return msgid;
  uint32_t lo = 0, hi = c->n;
  while (lo < hi) {
    uint32_t mid = c->sorted ? lo + (hi - lo) / 2 : lo;
    int cmp = strcmp(msgid, entry(c, c->otab, mid));
    if (cmp == 0) {
      const char *t = entry(c, c->ttab, mid);
      return *t ? t : msgid;
    }
    if (!c->sorted || cmp > 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  return msgid;
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
