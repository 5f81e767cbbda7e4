/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* t_dlx_intl.c: libdlx's messages in a program of its own: English when the program sets no
 * locale (whatever LANGUAGE says), the locale's language once it calls setlocale, from libdlx's own
 * catalogs (domain libdlx) and no domain of the program's. */
#include <config.h>

#include "dlx/dlx.h"
#include "tests/check.h"

#include <locale.h>
#include <stdlib.h>
#include <string.h>
#if ENABLE_NLS
#include <libintl.h>
#endif

/* The message dlx_read_buffer gives for TEXT, in *ERR. */
static void read_bad(const char *text, dlx_error_t *err) {
  dlx_t *d = NULL;
  dlx_status_t st = dlx_read_buffer(text, strlen(text), &d, err);
  CHECK(st != DLX_OK && d == NULL, "'%s' was accepted", text);
  dlx_free(d);
}

int main(void) {
  static const char bad[] = "a b\na c\n";
  dlx_error_t err;
  /* The environment asks for French; a program that never called
   * setlocale runs in the "C" locale and gets English. */
  setenv("LANGUAGE", "fr", 1);
  read_bad(bad, &err);
  CHECK(strcmp(err.msg, "unknown item 'c'") == 0, "no setlocale: '%s'", err.msg);
  CHECK(strcmp(dlx_strerror(DLX_EUNKNOWN_ITEM), "unknown item") == 0, "no setlocale: '%s'",
        dlx_strerror(DLX_EUNKNOWN_ITEM));
#if ENABLE_NLS
  /* The catalogs compiled for the tests (POLYX_LOCALEDIR), in a UTF-8
   * locale in which glibc honours LANGUAGE. */
  const char *dir = getenv("POLYX_LOCALEDIR");
  const char *locs[] = {"C.UTF-8", "C.utf8", "en_US.UTF-8"};
  int have = 0;
  for (size_t i = 0; i < sizeof locs / sizeof locs[0] && !have; i++)
    have = setlocale(LC_ALL, locs[i]) != NULL;
  if (dir == NULL || !have) {
    printf("SKIP: the French half (no POLYX_LOCALEDIR or no UTF-8 locale)\n");
    return failures != 0;
  }
  /* libdlx looks in its configured LOCALEDIR (installed or not: no check);
   * pointed at the catalogs of the build: French, though the program binds
   * no domain of its own, and polyx's catalogs are not looked at. */
  CHECK(dlx_set_localedir(dir) == DLX_OK, "dlx_set_localedir");
  CHECK(dlx_set_localedir(NULL) == DLX_EINVAL, "dlx_set_localedir(NULL)");
  /* polyx's domain bound to nowhere: libdlx must not need it. */
  bindtextdomain(PACKAGE, "/nonexistent");
  read_bad(bad, &err);
  CHECK(strcmp(err.msg, "élément inconnu 'c'") == 0, "bound, LANGUAGE=fr: '%s'", err.msg);
  CHECK(strcmp(dlx_strerror(DLX_EUNKNOWN_ITEM), "élément inconnu") == 0, "bound, LANGUAGE=fr: '%s'",
        dlx_strerror(DLX_EUNKNOWN_ITEM));
  /* Back in the "C" locale: English again. */
  setlocale(LC_ALL, "C");
  read_bad(bad, &err);
  CHECK(strcmp(err.msg, "unknown item 'c'") == 0, "C locale again: '%s'", err.msg);
#endif
  return failures != 0;
}
