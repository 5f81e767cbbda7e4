/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* t_dlx_io.c: libdlx's text reader and writer: the same verdict (status, line, column, message)
 * from a buffer and a stream, writing. */
#include <config.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/dlx.h"

#include "tests/check.h"

typedef struct {
  const char *text;
  size_t len; /* 0: strlen(text) */
  dlx_status_t status;
  unsigned long line, col;
} case_t;

#define T(s, st, l, c)                                                                             \
  { s, sizeof s - 1, st, l, c }
static const case_t cases[] = {
    T("a b\na b\nb\na\n", DLX_OK, 0, 0),
    T("| c\n  a\t2|b 0:3|c | x y\r\na b x:1\r\nb c y:2 x:1\n", DLX_OK, 0, 0),
    T("a b\na c\n", DLX_EUNKNOWN_ITEM, 2, 3),
    T("a b\nb a b\n", DLX_EITEM_TWICE, 2, 5),
    T("a b a\n", DLX_EDUP_ITEM, 1, 5),
    T("a | x\na:r x\n", DLX_ECOLOR_PRIMARY, 2, 2),
    T("3:2|a\n", DLX_EBOUNDS, 1, 1),
    T("0|a\n", DLX_EBOUNDS, 1, 1),
    T("z|a\n", DLX_EBOUNDS, 1, 1),
    T("a | 2|x\n", DLX_EBOUNDS_SECONDARY, 1, 5),
    T("a\n :\n", DLX_EEMPTY_OPTION, 2, 2),
    T("a | x\nx\n", DLX_ENO_PRIMARY, 2, 1),
    T("a | x | y\n", DLX_ESYNTAX, 1, 7),
    T("a\na|\n", DLX_ESYNTAX, 2, 2),
    T("", DLX_ENO_ITEMS, 1, 1),
    T("| c\n\n", DLX_ENO_ITEMS, 3, 1),
    T("| c", DLX_ENO_ITEMS, 1, 4),
    T("a\n\0\n", DLX_EBINARY, 2, 1),
    T("a \xC3(\n", DLX_EBINARY, 1, 3),
    T("a\x1B\n", DLX_EBINARY, 1, 2),
};

static FILE *stream_of(const char *text, size_t len) {
  if (len == 0) return fopen("/dev/null", "r");
  return fmemopen((void *)text, len, "r");
}

/* Read TEXT both ways; both verdicts must agree with each other and WANT. */
static void check_case(const char *what, const char *text, size_t len, dlx_status_t want,
                       unsigned long line, unsigned long col) {
  dlx_t *a = NULL, *b = NULL;
  dlx_error_t ea, eb;
  dlx_status_t sa = dlx_read_buffer(text, len, &a, &ea);
  FILE *f = stream_of(text, len);
  if (f == NULL) {
    printf("SKIP %s: no stream\n", what);
    dlx_free(a);
    return;
  }
  dlx_status_t sb = dlx_read(f, &b, &eb);
  fclose(f);
  CHECK(sa == want, "%s: buffer status %s, want %s (%s)", what, dlx_strerror(sa),
        dlx_strerror(want), ea.msg);
  CHECK(sb == want, "%s: stream status %s, want %s (%s)", what, dlx_strerror(sb),
        dlx_strerror(want), eb.msg);
  if (want != DLX_OK) {
    CHECK(a == NULL && b == NULL, "%s: a handle on failure", what);
    CHECK(ea.line == line && ea.col == col, "%s: buffer at %lu:%lu, want %lu:%lu", what, ea.line,
          ea.col, line, col);
    CHECK(eb.line == line && eb.col == col, "%s: stream at %lu:%lu, want %lu:%lu", what, eb.line,
          eb.col, line, col);
    CHECK(strcmp(ea.msg, eb.msg) == 0, "%s: messages differ: '%s' / '%s'", what, ea.msg, eb.msg);
    CHECK(ea.msg[0] != '\0' && strchr(ea.msg, '\n') == NULL, "%s: message empty or not one line",
          what);
  } else {
    CHECK(a && b && dlx_option_count(a) == dlx_option_count(b), "%s: different problems", what);
  }
  printf("ok %s: %s at %lu:%lu %s\n", what, dlx_strerror(sa), ea.line, ea.col,
         sa == DLX_OK ? "" : ea.msg);
  dlx_free(a);
  dlx_free(b);
}

/* Write a problem to memory. */
static char *write_text(const dlx_t *d, size_t *len, dlx_status_t *st) {
  char *buf = NULL;
  FILE *f = open_memstream(&buf, len);
  if (f == NULL) return NULL;
  *st = dlx_write(d, f);
  fclose(f);
  return buf;
}

/* Names that are prefixes of one another stay apart: the reader looks them
 * up by pointer and length inside its lines. "abn" and "a", and the colours
 * "rak" and "r", hash to the same slot of the first table (64 slots, FNV-1a),
 * so looking up the shorter name meets the longer one first. */
static void check_prefix_names(void) {
  static const char text[] = "abn a ab | xy x\na x:rak\nab xy:r\nabn x:r xy:rak\nabn x:rak\n";
  dlx_t *d;
  dlx_error_t err;
  dlx_status_t st = dlx_read_buffer(text, sizeof text - 1, &d, &err);
  CHECK(st == DLX_OK, "prefix names: read: %s", err.msg);
  if (st != DLX_OK) return;
  CHECK(dlx_item_count(d) == 5 && dlx_item_find(d, "a") == 1 && dlx_item_find(d, "ab") == 2,
        "prefix names: items");
  size_t len;
  char *out = write_text(d, &len, &st);
  CHECK(st == DLX_OK && out && strcmp(out, text) == 0, "prefix names: got '%s'",
        out ? out : "(null)");
  free(out);
  dlx_free(d);
}

static void check_write(void) {
  /* Written, read back, written again: the same text. */
  static const char text[] = "| bounds and colours\n 2|a 0:1|b c 1:1|d 3:5|e | x y\n\ta b x:red\n"
                             "c d e\ne y:2 x:red\nd e\n";
  static const char want[] = "2|a 0:1|b c d 3:5|e | x y\na b x:red\nc d e\ne y:2 x:red\nd e\n";
  dlx_t *d;
  dlx_error_t err;
  dlx_status_t st = dlx_read_buffer(text, sizeof text - 1, &d, &err);
  CHECK(st == DLX_OK, "write: read: %s", err.msg);
  if (st != DLX_OK) return;
  size_t len;
  char *out = write_text(d, &len, &st);
  CHECK(st == DLX_OK && out && strcmp(out, want) == 0, "write: got '%s'", out ? out : "(null)");
  dlx_t *d2;
  st = dlx_read_buffer(out, len, &d2, &err);
  CHECK(st == DLX_OK, "write: read back: %s", err.msg);
  if (st == DLX_OK) {
    size_t len2;
    char *out2 = write_text(d2, &len2, &st);
    CHECK(out2 && len2 == len && memcmp(out, out2, len) == 0, "write: second round differs");
    free(out2);
    dlx_free(d2);
  }
  free(out);

  /* One option line, with colours. */
  char *buf = NULL;
  size_t blen;
  FILE *f = open_memstream(&buf, &blen);
  st = dlx_write_option(d, 2, f);
  fclose(f);
  CHECK(st == DLX_OK && strcmp(buf, "e y:2 x:red\n") == 0, "write_option: '%s'", buf);
  free(buf);
  CHECK(dlx_write_option(d, 99, stdout) == DLX_EINVAL, "write_option: bad id");

  /* A stream that fails: DLX_EIO. */
  f = fopen("/dev/full", "w");
  if (f) {
    setvbuf(f, NULL, _IONBF, 0);
    CHECK(dlx_write(d, f) == DLX_EIO, "write to /dev/full: not DLX_EIO");
    fclose(f);
  }
  dlx_free(d);

  /* A primary item after a secondary one has no text form. */
  d = dlx_new();
  dlx_add_secondary(d, "s", NULL);
  dlx_add_primary(d, "p", 1, 1, NULL);
  f = fopen("/dev/null", "w");
  CHECK(dlx_write(d, f) == DLX_EINVAL, "write: primary after secondary accepted");
  fclose(f);
  dlx_free(d);
  printf("ok writing\n");
}

/* splitmix64: the tests' own seeded generator. */
static uint64_t rng_state = 20261126;
static uint64_t rng(void) {
  uint64_t z = (rng_state += 0x9E3779B97F4A7C15u);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
  return z ^ (z >> 31);
}

/* Mutate valid texts at random (bytes that matter to the format, and any
 * byte): the buffer and the stream reader must agree on every verdict,
 * every error must have a place and a one-line message, and every text
 * that reads must write, read back and write the same. */
static void fuzz(int rounds) {
  static const char *seeds[] = {
      "| c\n2|a 0:3|b c | x y\na b x:1\nb c y:2 x:1\na c\n",
      "p q r | x y\np q x y:A\np r x:A y\np x:B\nq x:A\nr y:B\n",
      "a b c\na b\nc\na\nb c\n",
  };
  static const char alphabet[] = "ab|:x \t\n\r2:0|";
  char buf[256];
  int ok = 0, bad = 0;
  for (int r = 0; r < rounds; r++) {
    const char *seed = seeds[rng() % 3];
    size_t n = strlen(seed);
    memcpy(buf, seed, n);
    int edits = 1 + (int)(rng() % 4);
    for (int e = 0; e < edits; e++) {
      size_t at = (size_t)(rng() % (n + 1));
      int kind = (int)(rng() % 3);
      char c = rng() % 8 == 0 ? (char)(rng() % 256) : alphabet[rng() % (sizeof alphabet - 1)];
      if (kind == 0 && n + 1 < sizeof buf) { /* insert */
        memmove(buf + at + 1, buf + at, n - at);
        buf[at] = c;
        n++;
      } else if (kind == 1 && at < n) { /* replace */
        buf[at] = c;
      } else if (at < n) { /* delete */
        memmove(buf + at, buf + at + 1, n - at - 1);
        n--;
      }
    }
    dlx_t *a = NULL, *b = NULL;
    dlx_error_t ea, eb;
    dlx_status_t sa = dlx_read_buffer(buf, n, &a, &ea);
    FILE *f = stream_of(buf, n);
    if (f == NULL) {
      dlx_free(a);
      continue;
    }
    dlx_status_t sb = dlx_read(f, &b, &eb);
    fclose(f);
    CHECK(sa == sb, "fuzz %d: buffer %s, stream %s", r, dlx_strerror(sa), dlx_strerror(sb));
    if (sa != DLX_OK && sa == sb) {
      bad++;
      CHECK(ea.line == eb.line && ea.col == eb.col && strcmp(ea.msg, eb.msg) == 0,
            "fuzz %d: verdicts differ: %lu:%lu %s / %lu:%lu %s", r, ea.line, ea.col, ea.msg,
            eb.line, eb.col, eb.msg);
      CHECK(ea.line >= 1 && ea.col >= 1 && ea.msg[0] && !strchr(ea.msg, '\n'),
            "fuzz %d: error without a place or message: %lu:%lu '%s'", r, ea.line, ea.col, ea.msg);
    }
    if (sa == DLX_OK) {
      ok++;
      size_t l1, l2;
      dlx_status_t st;
      char *t1 = write_text(a, &l1, &st);
      dlx_t *c = NULL;
      CHECK(t1 && st == DLX_OK && dlx_read_buffer(t1, l1, &c, &ea) == DLX_OK,
            "fuzz %d: written text does not read back: %s", r, ea.msg);
      if (c) {
        char *t2 = write_text(c, &l2, &st);
        CHECK(t2 && l1 == l2 && memcmp(t1, t2, l1) == 0, "fuzz %d: second round differs", r);
        CHECK(dlx_item_count(c) == dlx_item_count(a) && dlx_option_count(c) == dlx_option_count(a),
              "fuzz %d: sizes differ after writing", r);
        free(t2);
        dlx_free(c);
      }
      free(t1);
    }
    dlx_free(a);
    dlx_free(b);
  }
  printf("ok fuzz: %d texts, %d read, %d refused\n", rounds, ok, bad);
}

int main(void) {
  char what[32];
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    snprintf(what, sizeof what, "case %zu", i);
    check_case(what, cases[i].text, cases[i].len, cases[i].status, cases[i].line, cases[i].col);
  }
  /* Long lines: exactly DLX_MAX_LINE bytes is fine, one more is not. */
  size_t n = (size_t)DLX_MAX_LINE;
  char *big = malloc(n + 8);
  if (big == NULL) return 99;
  memcpy(big, "a\n", 2);
  memset(big + 2, 'a', n + 1);
  big[2] = '|'; /* a comment line of exactly DLX_MAX_LINE bytes */
  big[2 + n] = '\n';
  check_case("line of DLX_MAX_LINE bytes", big, n + 3, DLX_OK, 0, 0);
  big[2 + n] = 'a';
  big[3 + n] = '\n';
  check_case("line of DLX_MAX_LINE+1 bytes", big, n + 4, DLX_ELINE_TOO_LONG, 2, n + 1);
  check_case("long last line without newline", big, n + 3, DLX_ELINE_TOO_LONG, 2, n + 1);
  /* A UTF-8 sequence cut by the limit: still "too long". */
  memcpy(big + n,
         "\xC3\xA9\xC3\xA9"
         "aa\n",
         7);
  check_case("long line of UTF-8", big, n + 7, DLX_ELINE_TOO_LONG, 2, n + 1);
  big[10] = '\0'; /* binary beats too long */
  check_case("long line with a NUL", big, n + 4, DLX_EBINARY, 2, 9);
  free(big);

  dlx_t *d = (dlx_t *)1;
  CHECK(dlx_read(NULL, &d, NULL) == DLX_EINVAL && d == NULL, "dlx_read(NULL)");
  CHECK(dlx_read_buffer(NULL, 3, &d, NULL) == DLX_EINVAL, "dlx_read_buffer(NULL, 3)");
  CHECK(dlx_read_buffer("a\na\n", 4, &d, NULL) == DLX_OK && d, "no error struct");
  dlx_free(d);

  check_write();
  check_prefix_names();
  fuzz(3000);
  if (failures) printf("%d failure(s)\n", failures);
  return failures ? 1 : 0;
}
