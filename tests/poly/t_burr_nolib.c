/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* t_burr_nolib.c: poly/burr.c built to open a libxml2 that is not there (BURR_XML_SONAME): a
 * BurrTools read is refused with BASE_E_LIBRARY and one message naming the library, every time;
 * what is refused before any XML is read still is, as before. */
#include <config.h>
#include <stdio.h>
#include <string.h>
#include "poly/burr.h"

#include "tests/check.h"

static const char xml_text[] = "<?xml version=\"1.0\"?>\n<puzzle version=\"2\"></puzzle>\n";

int main(void) {
  for (int round = 0; round < 2; round++) {
    burr_problem_t p;
    base_error_t e;
    memset(&e, 0, sizeof e);
    int rc = burr_parse(xml_text, sizeof xml_text - 1, 1, &p, &e);
    CHECK(rc == -1, "round %d: parsed without libxml2", round);
    CHECK(e.code == BASE_E_LIBRARY, "round %d: code %d, want BASE_E_LIBRARY", round, (int)e.code);
    CHECK(strstr(e.msg, "cannot load libpolyx-no-such-xml.so.0 to read BurrTools files: ") == e.msg,
          "round %d: message '%s'", round, e.msg);
    /* dlerror's words follow, naming the library again. */
    CHECK(strstr(e.msg + 20, "libpolyx-no-such-xml.so.0") != NULL, "round %d: no dlerror in '%s'",
          round, e.msg);
    CHECK(e.line == 0 && e.col == 0, "round %d: a position %lu:%lu", round, e.line, e.col);
  }
  /* Not XML at all: said before libxml2 is needed. */
  burr_problem_t p;
  base_error_t e;
  memset(&e, 0, sizeof e);
  CHECK(burr_parse("hello", 5, 1, &p, &e) == -1 && e.code == BASE_E_DATA,
        "plain text: code %d '%s'", (int)e.code, e.msg);
  return failures != 0;
}
