/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* t_text.c: base/text's words of a line (blanks, the '#' comment, columns) and bounded integers. */
#include <config.h>

#include <limits.h>
#include <string.h>

#include "base/text.h"
#include "tests/check.h"

static void test_words(void) {
  base_word_t w[4];
  const char *l = "  place\t1,2 r3\r# a comment";
  int n = base_words(l, strlen(l), w, 4);
  CHECK(n == 3, "%d words", n);
  CHECK(n == 3 && base_word_is(&w[0], "place") && w[0].col == 3, "word 1 at %lu", w[0].col);
  CHECK(n == 3 && base_word_is(&w[1], "1,2") && w[1].col == 9, "word 2 at %lu", w[1].col);
  CHECK(n == 3 && base_word_is(&w[2], "r3") && w[2].col == 13, "word 3 at %lu", w[2].col);
  CHECK(base_words("a#b c", 5, w, 4) == 2 && base_word_is(&w[0], "a#b"),
        "'#' inside a word is part of it");
  CHECK(base_words("a #b c", 6, w, 4) == 1 && base_word_is(&w[0], "a"), "a '#' word ends the line");
  CHECK(base_words("a ;b c", 6, w, 4) == 1, "a ';' word ends the line (the old comment)");
  CHECK(base_words("a;b", 3, w, 4) == 1 && w[0].len == 3, "';' inside a word is part of it");
  CHECK(base_words("# x", 3, w, 4) == 0, "a comment line has no words");
  CHECK(base_words("#x", 2, w, 4) == 0 && base_words(";x", 2, w, 4) == 0,
        "a comment needs no blank after its character");
  char cut[] = "ab  cd#e # f";
  CHECK(base_words_cut(cut, strlen(cut), w, 4) == 2 && strcmp(w[0].s, "ab") == 0 &&
            strcmp(w[1].s, "cd#e") == 0 && w[1].col == 5,
        "base_words_cut ends each word with a NUL");
  CHECK(base_words("", 0, w, 4) == 0, "an empty line has no words");
  CHECK(base_words("a b c d e", 9, w, 4) == 5 && base_word_is(&w[3], "d"), "more than MAX");
  CHECK(base_words("a b c d", 7, w, 4) == 4, "MAX exactly");
  CHECK(!base_word_is(&w[0], "ab") && !base_word_is(&w[0], ""), "word_is compares lengths");
}

static long num(const char *s, long min, long max, int *rc) {
  base_word_t w = {s, strlen(s), 1};
  long v = -7;
  *rc = base_word_int(&w, min, max, &v);
  return v;
}

static void test_ints(void) {
  int rc;
  CHECK(num("42", 0, 99, &rc) == 42 && rc == 0, "42");
  CHECK(num("-5", -9, 9, &rc) == -5 && rc == 0, "-5");
  num("-5", 0, 9, &rc);
  CHECK(rc == -1, "a sign where MIN is not negative");
  num("100", 0, 99, &rc);
  CHECK(rc == -1, "past MAX");
  num("-10", -9, 9, &rc);
  CHECK(rc == -1, "past MIN");
  CHECK(num("x", 0, 9, &rc) == -7 && rc == -1, "junk leaves *OUT untouched");
  num("", 0, 9, &rc);
  CHECK(rc == -1, "empty");
  num("-", -9, 9, &rc);
  CHECK(rc == -1, "a lone sign");
  num("1a", 0, 99, &rc);
  CHECK(rc == -1, "trailing junk");
  CHECK(num("9223372036854775807", LONG_MIN, LONG_MAX, &rc) == LONG_MAX && rc == 0, "LONG_MAX");
  CHECK(num("-9223372036854775808", LONG_MIN, LONG_MAX, &rc) == LONG_MIN && rc == 0, "LONG_MIN");
  num("9223372036854775808", LONG_MIN, LONG_MAX, &rc);
  CHECK(rc == -1, "past LONG_MAX: refused, no overflow");
  num("99999999999999999999999", 0, 5, &rc);
  CHECK(rc == -1, "many digits");
}

int main(void) {
  test_words();
  test_ints();
  if (failures) printf("%d failures\n", failures);
  return failures ? 1 : 0;
}
