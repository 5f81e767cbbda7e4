/* t_i18n.c: the page-text reader of output/i18n.c on catalogs written here: both byte orders,
 * broken files, threads. */
#include <config.h>

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "output/i18n.h"
#include "output/render.h"

#include "tests/check.h"

/* A catalog's strings, originals sorted as msgfmt sorts them. */
static const char *const orig[] = {"", "Minus points", "Name", "No", "Solution"};
static const char *const trans[] = {"Content-Type: text/plain; charset=UTF-8\n", "Minuspunkte", "",
                                    "Nr.", "L\xc3\xb6sung"};
#define NSTR 5

static void put32(unsigned char *p, uint32_t v, int big) {
  for (int i = 0; i < 4; i++) p[big ? 3 - i : i] = (unsigned char)(v >> (8 * i));
}

/* Write a .mo file for LANG under DIR; BIG: big-endian words; BREAK: 0 a
 * good file, 1 a bad magic number, 3 cut
 * short. */
static int write_mo(const char *dir, const char *lang, int big, int brk) {
  unsigned char buf[1024];
  memset(buf, 0, sizeof buf);
  uint32_t otab = 28, ttab = otab + 8 * NSTR, pos = ttab + 8 * NSTR;
  put32(buf, 0x950412deu, big);
  put32(buf + 8, NSTR, big);
  put32(buf + 12, otab, big);
  put32(buf + 16, ttab, big);
  for (int i = 0; i < NSTR; i++) {
    for (int t = 0; t < 2; t++) {
      const char *s = t ? trans[i] : orig[i];
      uint32_t len = (uint32_t)strlen(s);
      put32(buf + (t ? ttab : otab) + 8 * i, len, big);
      put32(buf + (t ? ttab : otab) + 8 * i + 4, pos, big);
      memcpy(buf + pos, s, len + 1);
      pos += len + 1;
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

static void *lookup_many(void *arg) {
  (void)arg;
  for (int i = 0; i < 2000; i++)
    if (strcmp(i18n_page("fr", "Minus points"), "Minuspunkte") != 0) return (void *)1;
  return NULL;
}

int main(void) {
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
