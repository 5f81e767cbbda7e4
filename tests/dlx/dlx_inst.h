/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* dlx_inst.h: exact-cover instances held apart from libdlx, for the tests,
 * the benchmark and the data generator.
 *
 * An inst_t is a plain description of a problem (items with bounds, colour
 * names, options as lists of item/colour pairs). It can be written in
 * Knuth's text format without libdlx (inst_write), loaded into a libdlx
 * handle through the public API (inst_to_dlx), and checked against a set of
 * options (inst_valid): the brute-force solver of the tests and the check of
 * every reported solution both rest on that one function, written from the
 * definition of a solution and nothing else.
 *
 * Ids match libdlx's when the instance is loaded with inst_to_dlx: items
 * and options in the order they were added, colours from 1.
 * Every allocation failure aborts the program (these are test tools).
 */
#ifndef DLX_INST_H
#define DLX_INST_H

#include <stdint.h>
#include <stdio.h>

#include "dlx/dlx.h"

typedef struct inst_item {
  char *name;
  int primary;     /* 1 primary, 0 secondary */
  unsigned lo, hi; /* bounds of a primary item (1:1 for exact cover) */
} inst_item_t;

typedef struct inst {
  int nitems, nprimary;
  inst_item_t *items;
  int ncolors;
  char **colors; /* colors[c-1] is the name of colour c */
  int nopts;
  int *start; /* option o is elems start[o]..start[o+1]-1 */
  int nelems;
  int *item, *color; /* per element: item id, colour (0 = none) */
  int caps[4];       /* capacities of items, colors, options, elems */
} inst_t;

void inst_init(inst_t *in);
void inst_free(inst_t *in);

/* Add an item; returns its id. NAME is copied. */
int inst_primary(inst_t *in, const char *name, unsigned lo, unsigned hi);
int inst_secondary(inst_t *in, const char *name);
/* Id of the colour named NAME (>= 1), added when new. */
int inst_color(inst_t *in, const char *name);
/* Id of the item named NAME, or -1. */
int inst_find(const inst_t *in, const char *name);
/* Add an option of N elements (ITEMS[k], COLORS[k]); COLORS may be NULL
 * (no colours). Returns its id. No check is made: the caller builds valid
 * options (or deliberately invalid ones for the error tests). */
int inst_option(inst_t *in, int n, const int *items, const int *colors);
/* Add an option from item names separated by blanks, "name:colour" for a
 * colour; aborts on an unknown name. Returns its id. */
int inst_option_str(inst_t *in, const char *text);

/* Write IN in Knuth's format, independently of libdlx's writer: one item
 * line (primaries, "lo:hi|name" when not 1:1, then "|" and secondaries when
 * there are any), then one option a line. COMMENT, when not NULL, is
 * written first as a "| " comment line. */
void inst_write(const inst_t *in, FILE *out, const char *comment);

/* Load IN into a new libdlx handle through the API. Items are added in id
 * order; on any error the handle is freed, *OUT is NULL and the status is
 * returned. */
dlx_status_t inst_to_dlx(const inst_t *in, dlx_t **out);

/* Is the set of options SEL[0..n-1] (distinct ids) a solution of IN?
 * Straight from the definition: every primary item covered between lo and
 * hi times; every secondary item either named by at most one chosen option,
 * or named only with a colour and then all with the same colour. */
int inst_valid(const inst_t *in, const int *sel, int n);

/* Knuth-style generators (names as in his DLX programs). Each fills an
 * empty instance. */
/* n queens: rows r0.. and columns c0.. primary, diagonals a0.. (i+j) and
 * b0.. (i-j+n-1) secondary; one option "ri cj a(i+j) b(i-j+n-1)" a square. */
void inst_queens(inst_t *in, int n);
/* Langford pairs: items 1..n and slots s0..s(2n-1); options
 * "i sj sk" with k = j+i+1. Counts both a pairing and its reversal. */
void inst_langford(inst_t *in, int n);
/* Pentominoes F I L N P T U V W X Y Z packed into ROWS x COLS (60 cells):
 * one item per piece, one per cell named by two base-36 digits (row then
 * column); one option per placement of each distinct orientation. */
void inst_pentominoes(inst_t *in, int rows, int cols);
/* The same with the X's centre in the upper left quarter (a quarter of
 * the packings of a box with no X centre on an axis: 2339 for 6x10). */
void inst_pentominoes_x(inst_t *in, int rows, int cols);
/* The 18 one-sided pentominoes (rotations only; the mirror images of F L
 * N P Y Z are the pieces f l n p y z) packed into ROWS x COLS (90 cells). */
void inst_pentominoes_one_sided(inst_t *in, int rows, int cols);
/* MacMahon's 24 triangles (four colours a b c d on the edges, all up to
 * rotation) in the hexagon of side 2, the border all 'a', edges matching:
 * pieces and cells primary, interior edges secondary with colours; piece
 * bcd held in one triangle, unturned. INST_MACMAHON_SOLUTIONS packings
 * (Knuth's SSXCC agrees). */
void inst_macmahon(inst_t *in);
#define INST_MACMAHON_SOLUTIONS 228236
/* The five free tetrominoes (I O T S L) in ROWS x COLS, each piece an item
 * of bounds LO:HI (multiplicities: Algorithm M), then the cells. */
void inst_tetrominoes(inst_t *in, int rows, int cols, unsigned lo, unsigned hi);
/* Filled 4x4 sudokus: cells pRC, rows rRV, columns cCV, boxes bBV. */
void inst_sudoku4(inst_t *in);
/* Permutations of n: items aI and bJ, one option "aI bJ" per pair. */
void inst_perm(inst_t *in, int n);

/* A small random instance drawn from RNG: up to 6 primary items, 4
 * secondary ones and 14 options of up to 4 items, or with INST_LARGER up
 * to 10 primary items, 5 secondary ones and INST_RANDOM_MAX_OPTS options of
 * up to 5 items. FLAGS chooses what it may contain: secondary items, colours
 * on them, multiplicity bounds lo:hi (lo from 0) on primary items, and odd
 * names (any printable ASCII but ':' and '|', up to 40 characters) for the
 * reader. Half of the instances get a planted solution of the exact-cover
 * kind so that counts are often nonzero. */
enum { INST_SECONDARY = 1, INST_COLORS = 2, INST_BOUNDS = 4, INST_NAMES = 8, INST_LARGER = 16 };
#define INST_RANDOM_MAX_OPTS 40
void inst_random(inst_t *in, uint64_t *rng, int flags);

/* splitmix64, the tests' own seeded generator. */
uint64_t inst_rand(uint64_t *state);
/* Uniform in 0..n-1 (n >= 1). */
unsigned inst_below(uint64_t *state, unsigned n);

/* The benchmark instances, shared by bench_dlx and bench_par:
 * what each is, how to make it, its count of solutions, whether it has
 * colours or bounds (multiplicities), and whether bench_par times it
 * (the domino tilings, 13 million solutions, are bench_dlx's only). */
typedef struct inst_bench {
  const char *what;
  void (*gen)(inst_t *);
  uint64_t solutions;
  int colours, bounds, par;
} inst_bench_t;
extern const inst_bench_t inst_bench[];
extern const size_t inst_bench_count;

#endif /* DLX_INST_H */
