/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* gen-dlx.c: writes the classic exact-cover instances of data/ in Knuth's format. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/dlx/dlx_inst.h"

static void usage(void) {
  fputs("usage: gen-dlx queens N | langford N | pentominoes ROWS COLS |"
        " pentominoes-x ROWS COLS | one-sided ROWS COLS | macmahon | sudoku4 |"
        " perm N | tetrominoes ROWS COLS LO HI\n"
        "Writes the instance in Knuth's DLX format on standard output.\n",
        stderr);
  exit(2);
}

static int arg(const char *s, int lo, int hi) {
  char *end;
  long v = strtol(s, &end, 10);
  if (*s == '\0' || *end != '\0' || v < lo || v > hi) usage();
  return (int)v;
}

int main(int argc, char **argv) {
  inst_t in;
  char comment[200];
  inst_init(&in);
  if (argc == 3 && strcmp(argv[1], "queens") == 0) {
    int n = arg(argv[2], 1, 64);
    inst_queens(&in, n);
    snprintf(comment, sizeof comment,
             "%d queens: rows r, columns c primary; diagonals a (i+j), "
             "b (i-j+%d) secondary (tests/gen-dlx queens %d)",
             n, n - 1, n);
  } else if (argc == 3 && strcmp(argv[1], "langford") == 0) {
    int n = arg(argv[2], 1, 64);
    inst_langford(&in, n);
    snprintf(comment, sizeof comment,
             "Langford pairs n=%d: numbers 1..%d, slots s0..s%d; option "
             "\"i sj sk\", k=j+i+1 (tests/gen-dlx langford %d)",
             n, n, 2 * n - 1, n);
  } else if (argc == 4 && strcmp(argv[1], "pentominoes") == 0) {
    int r = arg(argv[2], 1, 60), c = arg(argv[3], 1, 60);
    if (r * c != 60) usage();
    inst_pentominoes(&in, r, c);
    snprintf(comment, sizeof comment,
             "the 12 pentominoes packed in %dx%d: pieces, then cells "
             "named row and column in base 36 (tests/gen-dlx pentominoes "
             "%d %d)",
             r, c, r, c);
  } else if (argc == 4 && strcmp(argv[1], "pentominoes-x") == 0) {
    int r = arg(argv[2], 1, 60), c = arg(argv[3], 1, 60);
    if (r * c != 60) usage();
    inst_pentominoes_x(&in, r, c);
    snprintf(comment, sizeof comment,
             "the 12 pentominoes packed in %dx%d, the X's centre in the upper "
             "left quarter (tests/gen-dlx pentominoes-x %d %d)",
             r, c, r, c);
  } else if (argc == 4 && strcmp(argv[1], "one-sided") == 0) {
    int r = arg(argv[2], 1, 90), c = arg(argv[3], 1, 90);
    if (r * c != 90 || r > 36 || c > 36) usage();
    inst_pentominoes_one_sided(&in, r, c);
    snprintf(comment, sizeof comment,
             "the 18 one-sided pentominoes packed in %dx%d (tests/gen-dlx "
             "one-sided %d %d)",
             r, c, r, c);
  } else if (argc == 2 && strcmp(argv[1], "macmahon") == 0) {
    inst_macmahon(&in);
    snprintf(comment, sizeof comment,
             "MacMahon's 24 triangles in a hexagon, border a, piece bcd held "
             "(tests/gen-dlx macmahon)");
  } else if (argc == 2 && strcmp(argv[1], "sudoku4") == 0) {
    inst_sudoku4(&in);
    snprintf(comment, sizeof comment,
             "filled 4x4 sudokus: cells pRC, rows rRV, columns cCV, boxes bBV "
             "(tests/gen-dlx sudoku4)");
  } else if (argc == 3 && strcmp(argv[1], "perm") == 0) {
    int n = arg(argv[2], 1, 64);
    inst_perm(&in, n);
    snprintf(comment, sizeof comment, "permutations of %d: items aI, bJ (tests/gen-dlx perm %d)", n,
             n);
  } else if (argc == 6 && strcmp(argv[1], "tetrominoes") == 0) {
    int r = arg(argv[2], 1, 36), c = arg(argv[3], 1, 36);
    int lo = arg(argv[4], 0, 1000), hi = arg(argv[5], 1, 1000);
    if (lo > hi) usage();
    inst_tetrominoes(&in, r, c, (unsigned)lo, (unsigned)hi);
    snprintf(
        comment, sizeof comment,
        "the five tetrominoes, each %d:%d times, in %dx%d (tests/gen-dlx tetrominoes %d %d %d %d)",
        lo, hi, r, c, r, c, lo, hi);
  } else {
    usage();
  }
  inst_write(&in, stdout, comment);
  inst_free(&in);
  if (fflush(stdout) != 0 || ferror(stdout)) {
    perror("gen-dlx: stdout");
    return 1;
  }
  return 0;
}
