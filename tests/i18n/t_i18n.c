/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* t_i18n.c: the page-text reader of output/i18n.c on catalogs written here: both byte orders,
 * broken files, threads, plural forms by each catalog's Plural-Forms. */
#include <config.h>

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "output/i18n.h"
#include "output/render.h"

#include "tests/check.h"

/* A catalog's strings, originals sorted as msgfmt sorts them; the last is
 * a plural entry ("msgid\0msgid_plural", its forms NUL-separated), so the
 * lengths are given, not measured. */
#define S(lit)                                                                                     \
  { lit, sizeof lit - 1 }
typedef struct str {
  const char *s;
  size_t len;
} str_t;
static const str_t orig[] = {S(""),   S("Minus points"), S("Name"),
                             S("No"), S("Solution"),     S("cell\0cells")};
static str_t trans[] = {S("Content-Type: text/plain; charset=UTF-8\n"),
                        S("Minuspunkte"),
                        S(""),
                        S("Nr."),
                        S("L\xc3\xb6sung"),
                        S("pol\xc3\xad\xc4\x8dko\0pol\xc3\xad\xc4\x8dka\0pol\xc3\xad\xc4\x8d"
                          "ek")};
#define NSTR 6

static void put32(unsigned char *p, uint32_t v, int big) {
  for (int i = 0; i < 4; i++) p[big ? 3 - i : i] = (unsigned char)(v >> (8 * i));
}

/* Write a .mo file for LANG under DIR; BIG: big-endian words; BREAK: 0 a
 * good file, 1 a bad magic number, 3 cut
 * short. */
static int write_mo(const char *dir, const char *lang, int big, int brk) {
  static unsigned char buf[1 << 20];
  memset(buf, 0, sizeof buf);
  uint32_t otab = 28, ttab = otab + 8 * NSTR, pos = ttab + 8 * NSTR;
  put32(buf, 0x950412deu, big);
  put32(buf + 8, NSTR, big);
  put32(buf + 12, otab, big);
  put32(buf + 16, ttab, big);
  for (int i = 0; i < NSTR; i++) {
    for (int t = 0; t < 2; t++) {
      const str_t *s = t ? &trans[i] : &orig[i];
      if (pos + s->len + 1 > sizeof buf) return -1;
      put32(buf + (t ? ttab : otab) + 8 * i, (uint32_t)s->len, big);
      put32(buf + (t ? ttab : otab) + 8 * i + 4, pos, big);
      memcpy(buf + pos, s->s, s->len + 1);
      pos += (uint32_t)s->len + 1;
    }
  }
  if (brk == 1) buf[0] ^= 0xff;
  size_t size = brk == 3 ? pos - 3 : pos;
  char path[512];
  snprintf(path, sizeof path, "%s/%s", dir, lang);
  mkdir(path, 0700);
  snprintf(path, sizeof path, "%s/%s/LC_MESSAGES", dir, lang);
  mkdir(path, 0700);
  snprintf(path, sizeof path, "%s/%s/LC_MESSAGES/%s.mo", dir, lang, PACKAGE);
  FILE *f = fopen(path, "wb");
  if (!f) return -1;
  int ok = fwrite(buf, 1, size, f) == size;
  return fclose(f) == 0 && ok ? 0 : -1;
}

/* The forms of "cell" for 0, 1, 2, 3, 4, 5, 11, 21, 22, 101 by a catalog
 * whose header has PLURAL_FORMS (NULL: none), as the index of the form
 * (0 políčko, 1 políčka, 2 políček; -1 English: "cell" for 1, else
 * "cells"), checked in a child process: a catalog is read once a process. */
static const unsigned long plural_n[10] = {0, 1, 2, 3, 4, 5, 11, 21, 22, 101};
static void check_plurals(const char *plural_forms, const int want[10]) {
  static const char *const forms[3] = {"pol\xc3\xad\xc4\x8dko", "pol\xc3\xad\xc4\x8dka",
                                       ("pol\xc3\xad\xc4\x8d"
                                        "ek")};
  fflush(stdout);
  pid_t pid = fork();
  if (pid == 0) {
    char dir[] = "/tmp/t_i18n_pl.XXXXXX";
    static char header[400300];
    if (!mkdtemp(dir)) _exit(99);
    snprintf(header, sizeof header, "Content-Type: text/plain; charset=UTF-8\n%s%s%s",
             plural_forms ? "Plural-Forms: " : "", plural_forms ? plural_forms : "",
             plural_forms ? "\n" : "");
    trans[0].s = header, trans[0].len = strlen(header);
    setenv("POLYX_LOCALEDIR", dir, 1);
    int bad = write_mo(dir, "cs", 0, 0) != 0;
    for (int i = 0; i < 10 && !bad; i++) {
      const char *got = i18n_page_n("cs", "cell", "cells", plural_n[i]);
      const char *exp = want[i] >= 0 ? forms[want[i]] : plural_n[i] == 1 ? "cell" : "cells";
      if (strcmp(got, exp) != 0) {
        printf("Plural-Forms '%s', n = %lu: '%s', not '%s'\n", plural_forms ? plural_forms : "none",
               plural_n[i], got, exp);
        bad = 1;
      }
    }
    /* English, a language without a catalog: English forms */
    if (strcmp(i18n_page_n("en", "cell", "cells", 5), "cells") != 0 ||
        strcmp(i18n_page_n("fr", "cell", "cells", 1), "cell") != 0)
      bad = 1;
    char cmd[100];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0) bad = 1;
    fflush(stdout);
    _exit(bad);
  }
  int st = 0;
  CHECK(pid > 0 && waitpid(pid, &st, 0) == pid && WIFEXITED(st) && WEXITSTATUS(st) == 0,
        "plural forms by '%s'", plural_forms ? plural_forms : "no Plural-Forms");
}

static void *lookup_many(void *arg) {
  (void)arg;
  for (int i = 0; i < 2000; i++)
    if (strcmp(i18n_page("fr", "Minus points"), "Minuspunkte") != 0) return (void *)1;
  return NULL;
}

int main(void) {
  /* plural forms (first: a child process inherits the catalogs its parent
   * has read): Czech's three, French's and German's two, no header
   * (the English rule), and broken rules (English forms, no crash) */
  static const int czech[10] = {2, 0, 1, 1, 1, 2, 2, 2, 2, 2};
  check_plurals("nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;", czech);
  static const int french[10] = {0, 0, 1, 1, 1, 1, 1, 1, 1, 1};
  check_plurals("nplurals=2; plural=(n > 1);", french);
  static const int german[10] = {1, 0, 1, 1, 1, 1, 1, 1, 1, 1};
  check_plurals("nplurals=2; plural=(n != 1);", german);
  check_plurals(NULL, german);
  /* Polish-like, with % and ||: 1; 2-4 except 12-14; the rest */
  static const int polish[10] = {2, 0, 1, 1, 1, 2, 2, 2, 1, 2};
  check_plurals("nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 "
                ": 2);",
                polish);
  static const int english[10] = {-1, -1, -1, -1, -1, -1, -1, -1, -1, -1};
  check_plurals("nplurals=3; plural=(n==1 ? 0 :;", english); /* does not parse */
  check_plurals("nplurals=2; plural=n % 0;", english);       /* divides by zero */
  /* a form past nplurals: English for those n only */
  static const int past[10] = {-1, 0, -1, -1, -1, -1, -1, -1, -1, -1};
  check_plurals("nplurals=2; plural=(n==1) ? 0 : 2;", past);
  check_plurals(
      "nplurals=3; plural=((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((("
      "((((((((((n))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))));",
      english); /* nested past the depth limit */
  static char chain[400100] = "nplurals=2; plural=";
  for (size_t i = 0, l = strlen(chain); i < 200000; i++, l += 2) memcpy(chain + l, "n?", 3);
  strcat(chain, "0:1;");
  check_plurals(chain, english); /* 200000 nested ?: */

  char dir[] = "/tmp/t_i18n.XXXXXX";
  if (!mkdtemp(dir)) return 99;
  setenv("POLYX_LOCALEDIR", dir, 1);
  CHECK(strcmp(i18n_localedir(), dir) == 0, "POLYX_LOCALEDIR not used");
  /* fr: little-endian, good; de: big-endian, good; it: bad magic; cs: cut
   * short, its last string without its NUL. The catalogs are read on first
   * use, so every file is written before any lookup. */
  CHECK(write_mo(dir, "fr", 0, 0) == 0, "cannot write fr");
  CHECK(write_mo(dir, "de", 1, 0) == 0, "cannot write de");
  CHECK(write_mo(dir, "it", 0, 1) == 0, "cannot write it");
  CHECK(write_mo(dir, "cs", 0, 3) == 0, "cannot write cs");

  /* threads racing for the first read of a catalog */
  pthread_t t[4];
  for (int i = 0; i < 4; i++) CHECK(pthread_create(&t[i], NULL, lookup_many, NULL) == 0, "thread");
  for (int i = 0; i < 4; i++) {
    void *r = NULL;
    pthread_join(t[i], &r);
    CHECK(r == NULL, "thread %d saw a wrong translation", i);
  }

  CHECK(strcmp(i18n_page("fr", "No"), "Nr.") == 0, "fr: No");
  CHECK(strcmp(i18n_page("de", "Solution"), "L\xc3\xb6sung") == 0, "de (big-endian): Solution");
  CHECK(strcmp(i18n_page("de", "Minus points"), "Minuspunkte") == 0, "de: Minus points");
  CHECK(strcmp(render_label("de", RENDER_L_NO), "Nr.") == 0, "render_label reads the catalog");
  /* an empty translation, an unknown msgid, the header's empty msgid */
  CHECK(strcmp(i18n_page("fr", "Name"), "Name") == 0, "empty translation not English");
  CHECK(strcmp(i18n_page("fr", "Zebra"), "Zebra") == 0, "unknown msgid");
  CHECK(strcmp(i18n_page("fr", "Aardvark"), "Aardvark") == 0, "msgid before the first");
  CHECK(strcmp(i18n_page("fr", ""), "") == 0, "empty msgid");
  /* broken catalogs, unknown languages, English: the msgid, silently */
  CHECK(strcmp(i18n_page("it", "No"), "No") == 0, "bad magic not refused");
  CHECK(strcmp(i18n_page("cs", "No"), "No") == 0, "a file cut short not refused");
  CHECK(strcmp(i18n_page("xx", "No"), "No") == 0, "unknown language");
  CHECK(strcmp(i18n_page(NULL, "No"), "No") == 0, "NULL language");
  CHECK(strcmp(i18n_page("en", "No"), "No") == 0, "English");
  CHECK(i18n_lang_known("cs") && !i18n_lang_known("xx") && !i18n_lang_known(NULL),
        "i18n_lang_known");
  /* The same reader on a catalog's bytes (the fuzz harness's way in): the de file's and the
   * cut-short cs file's. */
  static const char *const files[2] = {"de", "cs"};
  for (int i = 0; i < 2; i++) {
    char path[100];
    static char mo[1 << 20];
    snprintf(path, sizeof path, "%s/%s/LC_MESSAGES/%s.mo", dir, files[i], PACKAGE);
    FILE *f = fopen(path, "rb");
    size_t n = f ? fread(mo, 1, sizeof mo, f) : 0;
    if (f) fclose(f);
    const char *out = NULL;
    int rc = i18n_catalog_lookup(mo, n, "Minus points", NULL, 1, &out);
    if (i == 0)
      CHECK(rc == 0 && out && strcmp(out, "Minuspunkte") == 0, "catalog bytes: %s", out);
    else
      CHECK(rc == -1 && out && strcmp(out, "Minus points") == 0, "cut-short bytes accepted");
  }
  /* ready: English always; fr's catalog reads; it's and cs's are broken; xx is unknown */
  CHECK(i18n_lang_ready("en") && i18n_lang_ready("fr"), "i18n_lang_ready: en, fr");
  CHECK(!i18n_lang_ready("it") && !i18n_lang_ready("cs") && !i18n_lang_ready("xx") &&
            !i18n_lang_ready(NULL),
        "i18n_lang_ready: a broken catalog, an unknown language");

  /* the decimal mark: "." translated in the catalog, else "." */
  char buf[32];
  CHECK(strcmp(i18n_decimal("en", buf, sizeof buf, 16.55, 1), "16.6") == 0 ||
            strcmp(buf, "16.5") == 0,
        "en decimal: %s", buf);
  CHECK(strcmp(i18n_decimal("de", buf, sizeof buf, 2.25, 2), "2.25") == 0,
        "no '.' in the catalog: %s", buf);

  char cmd[600];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
  if (system(cmd) != 0) printf("cannot remove %s\n", dir);
  return failures ? 1 : 0;
}
