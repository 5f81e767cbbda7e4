/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* t_pieces.c: polyomino counts, names, orientations, hex symmetries, named sets and spec parsing.
 */
#include <config.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "poly/pieceset.h"
#include "poly/polyomino.h"

#include "tests/check.h"

static void test_counts(void) {
  static const int want[3][9] = {
      {0, 1, 1, 2, 5, 12, 35, 108, 369},
      {0, 1, 1, 2, 7, 18, 60, 196, 704},
      {0, 1, 2, 6, 19, 63, 216, 760, 2725},
  };
  static const char *kind[3] = {"free", "one-sided", "fixed"};
  for (int k = 0; k < 3; k++)
    for (int o = 1; o <= 8; o++) {
      shape_t *l;
      int n = polyomino_enumerate(o, (polyo_kind_t)k, &l, NULL);
      CHECK(n == want[k][o], "%s polyominoes of order %d: %d, want %d", kind[k], o, n, want[k][o]);
      /* Sorted strictly, all connected, all canonical. */
      for (int i = 0; i < n; i++) {
        CHECK(shape_connected(&l[i]) && l[i].n == o, "%s order %d #%d not a polyomino", kind[k], o,
              i);
        if (i)
          CHECK(shape_compare(&l[i - 1], &l[i]) < 0, "%s order %d not sorted at %d", kind[k], o, i);
        if (k < 2) {
          shape_t c;
          shape_canonical(&l[i], k == 1, &c);
          CHECK(shape_equal(&c, &l[i]), "%s order %d #%d not canonical", kind[k], o, i);
        }
      }
      free(l);
    }
  printf("checked polyomino counts (free, one-sided, fixed) of orders 1..8\n");
  /* Polyhexes (OEIS A000228, A006535, A001207): a check of the 12
   * symmetries of the hex grid and of its neighbourhood. */
  static const int hex[3][7] = {
      {0, 1, 1, 3, 7, 22, 82},
      {0, 1, 1, 3, 10, 33, 147},
      {0, 1, 3, 11, 44, 186, 814},
  };
  for (int k = 0; k < 3; k++)
    for (int o = 1; o <= 6; o++) {
      shape_t *l;
      int n = polyform_enumerate(GRID_HEX, o, (polyo_kind_t)k, &l, NULL);
      CHECK(n == hex[k][o], "%s polyhexes of order %d: %d, want %d", kind[k], o, n, hex[k][o]);
      for (int i = 0; i < n; i++)
        CHECK(l[i].grid == GRID_HEX && shape_connected(&l[i]), "polyhex %d/%d", o, i);
      free(l);
    }
  shape_t *l9;
  int n9 = polyform_enumerate(GRID_SQUARE, 9, POLYO_FREE, &l9, NULL);
  CHECK(n9 == 1285, "free nonominoes: %d, want 1285", n9);
  free(l9);
  printf("checked polyhex counts of orders 1..6 and the 1285 free nonominoes\n");
  CHECK(polyomino_enumerate(0, POLYO_FREE, &(shape_t *){0}, NULL) < 0, "order 0 accepted");
  CHECK(polyomino_enumerate(9, POLYO_FREE, &(shape_t *){0}, NULL) < 0, "order 9 accepted");
}

static int norient(const char *name, int one_sided) {
  piece_t p;
  if (polyomino_lookup(name, &p, NULL) < 0) return -1;
  p.one_sided = one_sided;
  if (piece_init_orientations(&p) != 0) return -1;
  int n = p.norient;
  piece_free(&p);
  return n;
}

static void test_orientations(void) {
  static const struct {
    const char *n;
    int free_, os;
  } t[] = {
      {"F", 8, 4},  {"X", 1, 1},  {"I", 2, 2},  {"N", 8, 4},   {"L", 8, 4},  {"P", 8, 4},
      {"T", 4, 4},  {"U", 4, 4},  {"V", 4, 4},  {"W", 4, 4},   {"Y", 8, 4},  {"Z", 4, 2},
      {"O4", 1, 1}, {"S4", 4, 2}, {"L4", 8, 4}, {"T4", 4, 4},  {"I4", 2, 2}, {"I1", 1, 1},
      {"I2", 2, 2}, {"L3", 4, 4}, {"H1", 2, 2}, {"H13", 2, 2},
  };
  for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
    int a = norient(t[i].n, 0), b = norient(t[i].n, 1);
    CHECK(a == t[i].free_, "%s: %d orientations, want %d", t[i].n, a, t[i].free_);
    CHECK(b == t[i].os, "%s one-sided: %d orientations, want %d", t[i].n, b, t[i].os);
  }
  /* Sum of free orientations of the 12 pentominoes is the 63 fixed ones. */
  int sum = 0;
  const char *pent = "FILNPTUVWXYZ";
  for (int i = 0; pent[i]; i++) {
    char nm[2] = {pent[i], 0};
    sum += norient(nm, 0);
  }
  CHECK(sum == 63, "pentomino orientations sum %d, want 63", sum);
  /* Orientations: first is the reference, all distinct. */
  piece_t p;
  polyomino_lookup("F", &p, NULL);
  CHECK(p.norient == 0 && p.orient == NULL, "lookup gave F orientations");
  CHECK(piece_init_orientations(&p) == 0, "F orientations: no memory");
  CHECK(shape_equal(piece_orient(&p, 0), &p.shape), "orient[0] is not the reference");
  for (int i = 0; i < p.norient; i++)
    for (int j = i + 1; j < p.norient; j++)
      CHECK(!shape_equal(piece_orient(&p, i), piece_orient(&p, j)),
            "F orientations %d and %d equal", i, j);
  /* A copy owns its orientations: they outlive the original. */
  piece_t q;
  CHECK(piece_copy(&q, &p) == 0 && q.norient == 8 && q.orient != p.orient, "F copy");
  piece_free(&p);
  CHECK(p.norient == 0 && p.orient == NULL, "F freed");
  CHECK(shape_equal(piece_orient(&q, 0), &q.shape), "copy's orient[0] is not the reference");
  piece_free(&q);
  printf("checked orientation counts\n");
}

static void test_names(void) {
  /* Letters: each pentomino letter is a distinct free pentomino, all 12. */
  shape_t *l;
  int n = polyomino_enumerate(5, POLYO_FREE, &l, NULL);
  int seen[12] = {0};
  const char *pent = "FILNPTUVWXYZ";
  for (int i = 0; pent[i]; i++) {
    char nm[2] = {pent[i], 0};
    piece_t p;
    CHECK(polyomino_lookup(nm, &p, NULL) == 0, "lookup %s", nm);
    CHECK(strcmp(p.name, nm) == 0, "name of %s is %s", nm, p.name);
    shape_t c;
    shape_canonical(&p.shape, 0, &c);
    for (int k = 0; k < n; k++)
      if (shape_equal(&c, &l[k])) seen[k]++;
  }
  for (int k = 0; k < n; k++) CHECK(seen[k] == 1, "pentomino %d named %d times", k, seen[k]);
  free(l);
  /* Shapes of a few letters. */
  shape_t s;
  piece_t p;
  shape_from_art(".#./###/.#.", GRID_SQUARE, &s);
  char nm[16];
  CHECK(polyomino_name(&s, 0, nm) == 0 && strcmp(nm, "X") == 0, "plus sign is %s", nm);
  shape_from_art("##./.#./.##", GRID_SQUARE, &s);
  CHECK(polyomino_name(&s, 0, nm) == 0 && strcmp(nm, "Z") == 0, "Z shape is %s", nm);
  CHECK(polyomino_name(&s, 1, nm) == 0 && strcmp(nm, "Z") == 0, "one-sided Z shape is %s", nm);
  shape_from_art(".##/.#./##.", GRID_SQUARE, &s);
  CHECK(polyomino_name(&s, 1, nm) == 0 && strcmp(nm, "Z'") == 0, "mirrored Z shape is %s", nm);
  CHECK(polyomino_name(&s, 0, nm) == 0 && strcmp(nm, "Z") == 0, "free mirrored Z shape is %s", nm);
  shape_from_art("######", GRID_SQUARE, &s);
  CHECK(polyomino_name(&s, 0, nm) == 0 && strcmp(nm, "H1") == 0, "1x6 bar is %s, want H1", nm);
  shape_from_art("###/###", GRID_SQUARE, &s);
  CHECK(polyomino_name(&s, 0, nm) == 0 && strcmp(nm, "H13") == 0, "2x3 rectangle is %s, want H13",
        nm);
  shape_from_art("##./.##/##.", GRID_SQUARE, &s);
  CHECK(polyomino_name(&s, 0, nm) == 0 && strcmp(nm, "H35") == 0, "##./.##/##. is %s, want H35",
        nm);
  shape_from_art("#.#/###", GRID_SQUARE, &s);
  CHECK(polyomino_name(&s, 0, nm) == 0 && strcmp(nm, "U") == 0, "U is %s", nm);
  shape_from_art("#######", GRID_SQUARE, &s);
  CHECK(polyomino_name(&s, 0, nm) == 0 && strcmp(nm, "P7-1") == 0, "1x7 bar is %s", nm);
  shape_from_art("####/####", GRID_SQUARE, &s);
  CHECK(polyomino_name(&s, 0, nm) == 0 && strncmp(nm, "P8-", 3) == 0, "2x4 is %s", nm);
  shape_from_art("#.#", GRID_SQUARE, &s);
  CHECK(polyomino_name(&s, 0, nm) < 0, "disconnected shape got a name");
  /* Aliases and canonical names. */
  static const struct {
    const char *in, *out;
    int os;
  } al[] = {
      {"monomino", "I1", 0}, {"domino", "I2", 0}, {"V3", "L3", 0},  {"Z4", "S4'", 1},
      {"J4", "L4'", 1},      {"F5", "F", 0},      {"P5-1", "I", 0}, {"P6-1", "H1", 0},
      {"P6-35", "H35", 0},   {"P1-1", "I1", 0},   {"F'", "F'", 1},  {"L4'", "L4'", 1},
      {"H7'", "H7'", 1},     {"S4'", "S4'", 1},   {"Z4'", "S4", 0}, {"P8-369", "P8-369", 0},
  };
  for (size_t i = 0; i < sizeof al / sizeof al[0]; i++) {
    CHECK(polyomino_lookup(al[i].in, &p, NULL) == 0, "lookup %s failed", al[i].in);
    CHECK(strcmp(p.name, al[i].out) == 0 && p.one_sided == al[i].os, "%s is %s (one-sided %d)",
          al[i].in, p.name, p.one_sided);
  }
  /* The mirror is the reflection of the reference. */
  piece_t f, fm;
  polyomino_lookup("F", &f, NULL);
  polyomino_lookup("F'", &fm, NULL);
  shape_transform(&f.shape, 4, &s);
  CHECK(shape_equal(&s, &fm.shape), "F' is not F mirrored");
  shape_t a, b;
  shape_canonical(&f.shape, 1, &a);
  shape_canonical(&fm.shape, 1, &b);
  CHECK(!shape_equal(&a, &b), "F and F' one-sided equal");
  /* Bad names. */
  static const char *bad[] = {"f",   "X'", "I4'", "H36", "H0",   "P9-1",   "P5-13",
                              "P5-", "Q",  "",    "F''", "H01x", "P7-109", "O4'"};
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    base_error_t e;
    memset(&e, 0, sizeof e);
    CHECK(polyomino_lookup(bad[i], &p, &e) < 0 && e.msg[0], "bad name '%s' accepted", bad[i]);
  }
  for (int k = 1; k <= 35; k++) {
    char want[16];
    snprintf(want, sizeof want, "H%d", k);
    CHECK(polyomino_name_by_index(6, k, nm) == 0 && strcmp(nm, want) == 0, "hexomino %d is %s", k,
          nm);
  }
  printf("checked names, aliases and mirrors\n");
}

static void test_hex(void) {
  /* A hexagon of 7 cells (centre and its six neighbours): 12 symmetries. */
  shape_t h = {GRID_HEX, 7, {{0, 0}, {1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, -1}, {-1, 1}}};
  shape_normalize(&h);
  unsigned m = shape_symmetries(&h);
  CHECK(m == 0xFFFu, "hexagon symmetries %#x, want 0xfff", m);
  CHECK(shape_connected(&h), "hexagon not connected");
  shape_t o[SHAPE_MAX_SYMS];
  CHECK(shape_orientations(&h, 0, o) == 1, "hexagon orientations");
  /* Hex domino: 3 orientations, free or one-sided. */
  shape_t d = {GRID_HEX, 2, {{0, 0}, {1, 0}}};
  shape_normalize(&d);
  CHECK(shape_orientations(&d, 0, o) == 3, "hex domino orientations %d, want 3",
        shape_orientations(&d, 0, o));
  CHECK(shape_orientations(&d, 1, o) == 3, "hex domino one-sided orientations");
  /* The cells (0,0),(1,1) are not neighbours on the hex grid, (1,-1) are. */
  shape_t nd = {GRID_HEX, 2, {{0, 0}, {1, 1}}};
  shape_normalize(&nd);
  CHECK(!shape_connected(&nd), "hex (0,0),(1,1) connected");
  shape_t yd = {GRID_HEX, 2, {{0, 0}, {1, -1}}};
  shape_normalize(&yd);
  CHECK(shape_connected(&yd), "hex (0,0),(1,-1) not connected");
  /* Hex trominoes: 3 free (line, bent, triangle) - 2 orientations classes
   * checked: the triangle has 2 orientations, the straight line 3, the
   * bent one 6. Free hex polyominoes (polyhexes) of order 1..4: 1,1,3,7. */
  shape_t tri = {GRID_HEX, 3, {{0, 0}, {1, 0}, {0, 1}}};
  shape_normalize(&tri);
  CHECK(shape_orientations(&tri, 0, o) == 2, "hex triangle orientations %d",
        shape_orientations(&tri, 0, o));
  shape_t line = {GRID_HEX, 3, {{0, 0}, {1, 0}, {2, 0}}};
  shape_normalize(&line);
  CHECK(shape_orientations(&line, 0, o) == 3, "hex line orientations");
  shape_t bent = {GRID_HEX, 3, {{0, 0}, {1, 0}, {1, 1}}};
  shape_normalize(&bent);
  CHECK(shape_orientations(&bent, 0, o) == 6, "hex bent tromino orientations %d",
        shape_orientations(&bent, 0, o));
  /* Rotations are of order 6; composition and inverse are consistent. */
  for (int g = 0; g < 2; g++) {
    int ns = shape_nsyms((grid_kind_t)g);
    for (int a = 0; a < ns; a++) {
      CHECK(sym_compose((grid_kind_t)g, a, sym_inverse((grid_kind_t)g, a)) == 0, "inverse %d/%d", g,
            a);
      for (int b = 0; b < ns; b++) {
        cell_t c = {3, -2};
        cell_t x = cell_transform((grid_kind_t)g, cell_transform((grid_kind_t)g, c, a), b);
        cell_t y = cell_transform((grid_kind_t)g, c, sym_compose((grid_kind_t)g, a, b));
        CHECK(x.x == y.x && x.y == y.y, "compose %d %d %d", g, a, b);
      }
    }
  }
  /* Square: sym 1 is a clockwise quarter turn on the page: right -> down. */
  cell_t r = cell_transform(GRID_SQUARE, (cell_t){1, 0}, 1);
  CHECK(r.x == 0 && r.y == 1, "quarter turn maps (1,0) to (%d,%d)", r.x, r.y);
  printf("checked hex symmetries\n");
}

static void set_ok(const char *spec, int npieces, int nentries, int area) {
  pieceset_t s;
  base_error_t e;
  memset(&e, 0, sizeof e);
  int rc = pieceset_parse(spec, &s, &e);
  CHECK(rc == 0, "spec '%s' rejected: %s", spec, e.msg);
  if (rc) return;
  CHECK(pieceset_count(&s) == npieces, "spec '%s': %d pieces, want %d", spec, pieceset_count(&s),
        npieces);
  CHECK(s.n == nentries, "spec '%s': %d entries, want %d", spec, s.n, nentries);
  CHECK(pieceset_area(&s) == area, "spec '%s': area %d, want %d", spec, pieceset_area(&s), area);
  pieceset_free(&s);
}

static void set_bad(const char *spec, unsigned long col, const char *msgpart) {
  pieceset_t s;
  base_error_t e;
  memset(&e, 0, sizeof e);
  int rc = pieceset_parse(spec, &s, &e);
  CHECK(rc < 0, "bad spec '%s' accepted", spec);
  if (rc == 0) {
    pieceset_free(&s);
    return;
  }
  CHECK(s.n == 0 && s.pieces == NULL, "failed parse left pieces");
  CHECK(e.line == 0 && e.col == col, "spec '%s': error at %lu:%lu, want col %lu (%s)", spec, e.line,
        e.col, col, e.msg);
  CHECK(strstr(e.msg, msgpart) != NULL, "spec '%s': message '%s' lacks '%s'", spec, e.msg, msgpart);
}

static void test_sets(void) {
  set_ok("pentominoes", 12, 12, 60);
  set_ok("tetrominoes", 5, 5, 20);
  set_ok("trominoes", 2, 2, 6);
  set_ok("hexominoes", 35, 35, 210);
  set_ok("heptominoes", 108, 108, 756);
  set_ok("octominoes", 369, 369, 2952);
  /* All 21 free polyominoes of orders 1..5 have 1+2+2*3+5*4+12*5 = 89 cells. */
  set_ok("polymo", 21, 21, 89);
  set_ok("polyssimo", 24, 24, 132);
  set_ok("polyminix", 15, 15, 64);
  set_ok("one-sided-pentominoes", 18, 18, 90);
  set_ok("one-sided-tetrominoes", 7, 7, 28);
  set_ok("one-sided-hexominoes", 60, 60, 360);
  set_ok("one-sided-trominoes", 2, 2, 6);
  set_ok("monomino,domino", 2, 2, 3);
  set_ok("F*3", 3, 1, 15);
  set_ok("3*F", 3, 1, 15);
  set_ok(" F , F , X ", 3, 2, 15);
  set_ok("pentominoes,X", 13, 12, 65);
  set_ok("2*pentominoes", 24, 12, 120);
  set_ok("pentominoes*2,I4*4", 28, 13, 136);
  set_ok("F,F'", 2, 2, 10);
  set_ok("^F", 1, 1, 5);
  set_ok("one-sided-F", 2, 2, 10);
  set_ok("one-sided-X", 1, 1, 5);
  set_ok("S4',Z4", 2, 1, 8);
  set_ok("domino,I2,P2-1", 3, 1, 6);
  set_ok("H1,H35,P7-1*2", 4, 3, 26);
  set_ok("I1*10000", 10000, 1, 10000);
  /* Inline pieces. */
  set_ok("bar=####", 1, 1, 4);
  set_ok("pentominoes,hook=#../###*2", 14, 13, 68);
  set_ok("2*hook=#../###,hook=###/#..", 3, 1, 12);
  set_bad("hook=#../###,hook=.#./###", 14, "two different");
  set_ok("big=################################################################", 1, 1, 64);
  set_bad("bar=#.#", 7, "not connected");
  set_bad("bar=#/./#", 9, "not connected");
  set_bad("bar=#x", 6, "bad character");
  set_bad("=##", 1, "bad piece name");
  set_bad("a b=##", 1, "bad piece name");
  /* "#" starts a comment in a piece file: a name cannot start with it (it could not be written back) */
  set_bad("#a=##", 1, "bad piece name");
  set_ok("a#=##", 1, 1, 2);
  set_bad("F,bar=", 7, "no cells");
  set_bad("F,F=##", 3, "two different");
  set_bad("big=#################################################################", 69,
          "more than 64");
  pieceset_t s;
  pieceset_parse("^hook=#../###", &s, NULL);
  CHECK(s.n == 1 && s.pieces[0].one_sided && s.pieces[0].norient == 4 &&
            strcmp(s.pieces[0].name, "hook") == 0,
        "one-sided inline piece");
  pieceset_free(&s);
  /* One-sided sets: pieces are one-sided and mirrors have primes. */
  pieceset_parse("one-sided-pentominoes", &s, NULL);
  int nprime = 0, allos = 1;
  for (int i = 0; i < s.n; i++) {
    nprime += strchr(s.pieces[i].name, '\'') != NULL;
    allos &= s.pieces[i].one_sided;
  }
  CHECK(nprime == 6 && allos, "one-sided pentominoes: %d primes, all one-sided %d", nprime, allos);
  CHECK(pieceset_find(&s, "F'") >= 0 && pieceset_find(&s, "X'") < 0, "one-sided F'/X'");
  pieceset_free(&s);
  /* Polyssimo's hexominoes have equal black and white cells. */
  pieceset_parse("polyssimo", &s, NULL);
  for (int i = 0; i < s.n; i++)
    if (s.pieces[i].shape.n == 6)
      CHECK(shape_parity(&s.pieces[i].shape) == 0, "%s unbalanced", s.pieces[i].name);
  pieceset_free(&s);
  /* Polymo: every piece of orders 1..5 once. */
  pieceset_parse("polymo", &s, NULL);
  int byorder[6] = {0};
  for (int i = 0; i < s.n; i++) byorder[s.pieces[i].shape.n]++;
  CHECK(byorder[1] == 1 && byorder[2] == 1 && byorder[3] == 2 && byorder[4] == 5 &&
            byorder[5] == 12,
        "polymo orders");
  pieceset_free(&s);
  /* Overriding polyminix. */
  pieceset_def_t defs[] = {{"polyminix", "pentominoes,I4"}, {"mine", "X*2"}, {NULL, NULL}};
  CHECK(pieceset_parse_defs("polyminix,mine", defs, &s, NULL) == 0 && pieceset_area(&s) == 74,
        "defs");
  pieceset_free(&s);
  pieceset_def_t loop[] = {{"loop", "F,loop"}, {"bad", "F,Q"}, {NULL, NULL}};
  base_error_t le;
  memset(&le, 0, sizeof le);
  CHECK(pieceset_parse_defs("X,loop", loop, &s, &le) < 0 && le.col == 3 &&
            strstr(le.msg, "too deeply"),
        "self-referencing set: %lu %s", le.col, le.msg);
  memset(&le, 0, sizeof le);
  CHECK(pieceset_parse_defs("X, bad", loop, &s, &le) < 0 && le.col == 4 &&
            strstr(le.msg, "in set 'bad'") && strstr(le.msg, "'Q'"),
        "error inside a set: %lu %s", le.col, le.msg);
  CHECK(strcmp(pieceset_named_spec("polyminix"), PIECESET_POLYMINIX_DEFAULT) == 0, "named spec");
  CHECK(pieceset_named_spec("nonsense") == NULL, "named spec of nonsense");
  /* Errors with their columns. */
  set_bad("pentominoes,Q", 13, "unknown piece or set 'Q'");
  set_bad("F,,X", 3, "empty item");
  set_bad("", 1, "empty item");
  set_bad("F*0", 3, "bad count");
  set_bad("F*x", 3, "bad count");
  set_bad("0*F", 1, "bad count");
  set_bad("F*10001", 3, "bad count");
  set_bad("X'", 1, "own mirror");
  set_bad("F, one-sided-Q", 4, "unknown piece or set");
  set_bad("f", 1, "unknown");
  set_bad("@", 1, "command line only");
  set_bad("F,@/etc/passwd", 3, "command line only");
  set_bad("*F", 2, "bad count");
  set_bad("F*", 3, "bad count");
  set_bad("^F,F", 4, "two different pieces");
  set_bad("2*@", 3, "command line only");
  {
    pieceset_t files;
    base_error_t e;
    CHECK(pieceset_parse_files("2*@", &files, &e) < 0 && e.col == 3 &&
              strstr(e.msg, "missing file name"),
          "command-line spec '2*@': %lu %s", e.col, e.msg);
  }
  printf("checked named sets and spec parsing\n");
}

/* pieceset_to_spec reads back to the same set. */
static void roundtrip(const char *spec) {
  pieceset_t a, b;
  base_error_t e;
  memset(&e, 0, sizeof e);
  if (pieceset_parse(spec, &a, &e) < 0) {
    CHECK(0, "round trip: '%s' rejected: %s", spec, e.msg);
    return;
  }
  char *out = NULL;
  CHECK(pieceset_to_spec(&a, &out, &e) == 0, "to_spec '%s': %s", spec, e.msg);
  if (out) {
    memset(&e, 0, sizeof e);
    int rc = pieceset_parse(out, &b, &e);
    CHECK(rc == 0, "reparse '%s' -> '%s': %lu %s", spec, out, e.col, e.msg);
    if (rc == 0) {
      int same = a.n == b.n;
      for (int i = 0; same && i < a.n; i++) {
        shape_t ca, cb;
        shape_canonical(&a.pieces[i].shape, a.pieces[i].one_sided, &ca);
        shape_canonical(&b.pieces[i].shape, b.pieces[i].one_sided, &cb);
        same = shape_equal(&ca, &cb) && a.copies[i] == b.copies[i] &&
               a.pieces[i].one_sided == b.pieces[i].one_sided &&
               strcmp(a.pieces[i].name, b.pieces[i].name) == 0;
      }
      CHECK(same, "round trip '%s' -> '%s' differs", spec, out);
      pieceset_free(&b);
    }
    free(out);
  }
  pieceset_free(&a);
}

static void test_to_spec(void) {
  roundtrip("pentominoes");
  roundtrip("one-sided-pentominoes");
  roundtrip("polymo*2");
  roundtrip("hexominoes,P7-5,P8-300*3");
  roundtrip("^F,L4',Z4,domino*3,J4");
  roundtrip("bar=####,hook=#../###*2,^z=##./.##,one-sided-F");
  roundtrip("I1*10000,I1*10000,I1*10000,I2*3");
  /* a name that starts with a digit is a name, not a leading count (found by fuzz_piecefile) */
  roundtrip("3q=##/##*2,12=#*3,X");
  roundtrip("2*3q=##/##");
  pieceset_t s;
  char *out;
  pieceset_parse("^F,L4',Z4,domino*3,hook=#../###", &s, NULL);
  CHECK(pieceset_to_spec(&s, &out, NULL) == 0 && strcmp(out, "^F,L4',S4',I2*3,hook=#/###") == 0,
        "to_spec: %s", out);
  free(out);
  pieceset_free(&s);
  /* A mirrored user piece keeps its "'" through a one-sided set of defs. */
  pieceset_def_t defs[] = {{"mine", "bar=##./.##"}, {NULL, NULL}};
  CHECK(pieceset_parse_defs("one-sided-mine", defs, &s, NULL) == 0 && s.n == 2 &&
            pieceset_find(&s, "bar'") == 1,
        "one-sided user set");
  CHECK(pieceset_to_spec(&s, &out, NULL) == 0 && strcmp(out, "^bar=##/.##,^bar'=.##/##") == 0,
        "to_spec: %s", out);
  free(out);
  pieceset_free(&s);
  printf("checked pieceset_to_spec round trips\n");
}

static void test_art(void) {
  pieceset_t s = {0};
  base_error_t e;
  const char *txt = "; my pieces\n"
                    "bar: x2\n"
                    "####\n"
                    "\n"
                    "\n"
                    "hook: one-sided\n"
                    "X..\n"
                    "XXX\r\n"
                    "   \n"
                    " ##\n"
                    "## \n"
                    ".#.\n";
  memset(&e, 0, sizeof e);
  CHECK(pieceset_read_art(txt, strlen(txt), &s, &e) == 0, "art rejected: %lu:%lu %s", e.line, e.col,
        e.msg);
  CHECK(s.n == 3 && pieceset_count(&s) == 4 && pieceset_area(&s) == 8 + 4 + 5, "art: %d entries",
        s.n);
  if (s.n == 3) {
    CHECK(strcmp(s.pieces[0].name, "bar") == 0 && s.copies[0] == 2 && s.pieces[0].norient == 2,
          "bar");
    CHECK(strcmp(s.pieces[1].name, "hook") == 0 && s.pieces[1].one_sided &&
              s.pieces[1].norient == 4,
          "hook");
    char nm[16];
    CHECK(strcmp(s.pieces[2].name, "piece3") == 0, "unnamed piece is %s", s.pieces[2].name);
    CHECK(polyomino_name(&s.pieces[2].shape, 0, nm) == 0 && strcmp(nm, "F") == 0, "drawn F is %s",
          nm);
  }
  /* Round trip through pieceset_write_art. */
  char *buf = NULL;
  size_t blen = 0;
  FILE *f = open_memstream(&buf, &blen);
  CHECK(pieceset_write_art(&s, f) == 0, "write art");
  fclose(f);
  pieceset_t s2 = {0};
  CHECK(pieceset_read_art(buf, blen, &s2, &e) == 0, "reread art: %s", e.msg);
  CHECK(s2.n == s.n && pieceset_area(&s2) == pieceset_area(&s), "art round trip");
  for (int i = 0; i < s.n && i < s2.n; i++)
    CHECK(shape_equal(&s.pieces[i].shape, &s2.pieces[i].shape) && s.copies[i] == s2.copies[i] &&
              s.pieces[i].one_sided == s2.pieces[i].one_sided &&
              !strcmp(s.pieces[i].name, s2.pieces[i].name),
          "art round trip piece %d", i);
  free(buf);
  pieceset_free(&s2);
  pieceset_free(&s);
  /* Errors, with line and column. */
  static const struct {
    const char *txt;
    unsigned long line, col;
    const char *msg;
  } bad[] = {
      {"a:\n##\n\n#.#\n", 4, 3, "not connected"},
      {"a:\n#.\n.#\n", 3, 2, "not connected"},
      {"a:\nX#\tX\n", 2, 3, "bad character"},
      {"a:\n##\n.:\n", 3, 2, "':' inside"},
      {"\n\nlong name: \n#\n", 3, 1, "bad piece name"},
      {"a: x0\n#\n", 1, 4, "bad word"},
      {"a: twice\n#\n", 1, 4, "bad word"},
      {"a:\n\n#\n", 1, 1, "no drawing"},
      {"a:", 1, 1, "no drawing"},
      {"a:\n##\n\na:\n###\n", 4, 1, "two different"},
      {"a:\nX\xc3\xa9\n", 2, 2, "bad character"},
      {"F'':\n#\n", 1, 1, "bad piece name"},
      {"'F:\n#\n", 1, 1, "bad piece name"},
      {"a=b:\n#\n", 1, 1, "bad piece name"},
  };
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    pieceset_t t = {0};
    memset(&e, 0, sizeof e);
    int rc = pieceset_read_art(bad[i].txt, strlen(bad[i].txt), &t, &e);
    CHECK(rc < 0, "bad art %zu accepted", i);
    CHECK(e.line == bad[i].line && e.col == bad[i].col && strstr(e.msg, bad[i].msg),
          "bad art %zu: %lu:%lu %s, want %lu:%lu %s", i, e.line, e.col, e.msg, bad[i].line,
          bad[i].col, bad[i].msg);
    pieceset_free(&t);
  }
  /* 65 cells is too many; 64 in a row is fine. */
  char big[200];
  strcpy(big, "a:\n");
  for (int i = 0; i < 65; i++) strcat(big, "#");
  strcat(big, "\n");
  memset(&e, 0, sizeof e);
  CHECK(pieceset_read_art(big, strlen(big), &s, &e) < 0 && e.line == 2 && e.col == 65,
        "65 cells: %s", e.msg);
  pieceset_free(&s);
  big[3 + 64] = '\n';
  big[3 + 65] = '\0';
  CHECK(pieceset_read_art(big, strlen(big), &s, &e) == 0 && s.n == 1 && s.pieces[0].shape.n == 64,
        "64 cells");
  pieceset_free(&s);
  printf("checked piece files\n");
}

/* The one comment rule in piece files (base/text.h): '#' or ';' words start a comment, alone or
 * after words; a row of '#', '.' and blanks only is a drawing, never a comment. */
static void test_art_comments(void) {
  const char *txt = "# my pieces\n"
                    "; the old comment character\n"
                    "   ; indented\n"
                    "bar: x2   # two bars\n"
                    "####\n"
                    "# a comment inside a piece does not end it\n"
                    "\n"
                    "hook: one-sided ;mirror it yourself\n"
                    "X..  # the hook's top\n"
                    "X;X  ;';' inside a word is a cell\n"
                    "\n"
                    "#comment\n"
                    "# #\n"
                    "###\n";
  pieceset_t s = {0};
  base_error_t e;
  memset(&e, 0, sizeof e);
  CHECK(pieceset_read_art(txt, strlen(txt), &s, &e) == 0, "commented art rejected: %lu:%lu %s",
        e.line, e.col, e.msg);
  CHECK(s.n == 3 && s.copies[0] == 2 && s.pieces[0].shape.n == 4 && s.pieces[1].one_sided &&
            s.pieces[1].shape.n == 4 && strcmp(s.pieces[2].name, "piece3") == 0 &&
            s.pieces[2].shape.n == 5,
        "commented art: %d pieces", s.n);
  pieceset_free(&s);
  /* Errors still name the line and column of what is wrong, comments or not. */
  static const struct {
    const char *txt;
    unsigned long line, col;
  } bad[] = {
      {"# c\na: x0 # no\n#\n", 2, 4},
      {"a: ; c\n#\n; c\n\n# a comment\n#.#\n", 6, 3},
      {"# #\n", 1, 3}, /* a grid row, not a comment: two cells apart */
      {"a:\nX # only X\n#.#\n", 3, 3},
      {"# c\n#comment: a header in a comment\n", 0, 0},
  };
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    pieceset_t t = {0};
    memset(&e, 0, sizeof e);
    int rc = pieceset_read_art(bad[i].txt, strlen(bad[i].txt), &t, &e);
    if (bad[i].line == 0)
      CHECK(rc == 0 && t.n == 0, "comments only %zu: %d pieces", i, t.n);
    else
      CHECK(rc < 0 && e.line == bad[i].line && e.col == bad[i].col,
            "commented bad art %zu: %lu:%lu %s, want %lu:%lu", i, e.line, e.col, e.msg,
            bad[i].line, bad[i].col);
    pieceset_free(&t);
  }
  printf("checked comments in piece files\n");
}

static void test_art_files(const char *dir) {
  char spec[600], path[512];
  pieceset_t s;
  base_error_t e;
  snprintf(path, sizeof path, "%s/data/pieces-good.txt", dir);
  snprintf(spec, sizeof spec, "pentominoes,@%s", path);
  memset(&e, 0, sizeof e);
  CHECK(pieceset_parse(spec, &s, &e) < 0 && strstr(e.msg, "command line only") && e.file[0] == 0,
        "a data spec opened @file: %s", e.msg);
  pieceset_free(&s);
  CHECK(pieceset_parse_files(spec, &s, &e) == 0, "@file rejected: %s:%lu:%lu: %s", e.file, e.line,
        e.col, e.msg);
  CHECK(pieceset_area(&s) == 60 + 9 + 2 * 4, "@file area %d", pieceset_area(&s));
  pieceset_free(&s);
  snprintf(spec, sizeof spec, "2*@%s", path);
  CHECK(pieceset_parse_files(spec, &s, &e) == 0 && pieceset_area(&s) == 2 * 17, "2*@file");
  pieceset_free(&s);
  snprintf(path, sizeof path, "%s/data/pieces-bad.txt", dir);
  snprintf(spec, sizeof spec, "F,@%s", path);
  memset(&e, 0, sizeof e);
  CHECK(pieceset_parse_files(spec, &s, &e) < 0, "bad @file accepted");
  CHECK(strcmp(e.file, path) == 0 && e.line == 7 && e.col == 3 && strstr(e.msg, "not connected"),
        "bad @file error %s:%lu:%lu: %s", e.file, e.line, e.col, e.msg);
  memset(&e, 0, sizeof e);
  CHECK(pieceset_parse_files("F,@/nonexistent/x.txt", &s, &e) < 0 &&
            strcmp(e.file, "/nonexistent/x.txt") == 0 && strstr(e.msg, "cannot open") &&
            e.code == BASE_E_READ,
        "missing @file: %s: %s", e.file, e.msg);
  printf("checked @FILE specs\n");
}

/* Random junk from a small alphabet: never a crash, always 0 or -1 with a
 * message and a sane position (ASan/UBSan watch the rest). */
static void test_junk(void) {
  uint64_t st = 42;
  static const char alpha[] = "FILNPTUVWXYZH1234567890*,^@'-:; \n.#xone-sidedpentominoesP";
  char buf[64];
  for (int iter = 0; iter < 3000; iter++) {
    int len = 0;
    st += 0x9E3779B97F4A7C15ull;
    uint64_t z = st;
    int n = (int)(z % 40);
    for (int i = 0; i < n; i++) {
      z = (z ^ (z >> 31)) * 0xBF58476D1CE4E5B9ull + (uint64_t)i;
      char c = alpha[(z >> 33) % (sizeof alpha - 1)];
      if (c == '@' && iter % 2) c = 'F'; /* keep file names rare */
      buf[len++] = c;
    }
    buf[len] = 0;
    pieceset_t s;
    base_error_t e;
    memset(&e, 0, sizeof e);
    if (strchr(buf, '@') == NULL || strchr(buf, '@')[1] == 0) {
      int rc = pieceset_parse(buf, &s, &e);
      if (rc == 0)
        pieceset_free(&s);
      else
        CHECK(e.msg[0] && e.col >= 1 && e.col <= (unsigned long)len + 1,
              "junk spec '%s': col %lu %s", buf, e.col, e.msg);
    }
    pieceset_t t = {0};
    memset(&e, 0, sizeof e);
    int rc = pieceset_read_art(buf, (size_t)len, &t, &e);
    CHECK(rc == 0 || (e.msg[0] && e.line >= 1), "junk art: no message");
    pieceset_free(&t);
  }
  printf("checked junk specs and piece files\n");
}

int main(void) {
  const char *srcdir = getenv("srcdir");
  test_counts();
  test_orientations();
  test_names();
  test_hex();
  test_sets();
  test_art();
  test_art_comments();
  test_to_spec();
  test_art_files(srcdir ? srcdir : "tests");
  test_junk();
  if (failures) printf("%d failures\n", failures);
  return failures ? 1 : 0;
}
