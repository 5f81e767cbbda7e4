/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* pieceset.c: multisets of pieces: named sets, spec strings, pieces drawn in text files. */
#include <config.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "base/intl.h"
#include "poly/pieceset.h"
#include "poly/polyomino.h"

#define MAX_COPIES       10000
#define MAX_TOTAL_COPIES 1000000
#define MAX_DEPTH        4

static const struct {
  const char *name, *spec;
} builtin[] = {
    {"monomino", "I1"},
    {"domino", "I2"},
    {"trominoes", "I3,L3"},
    {"tetrominoes", "I4,O4,T4,S4,L4"},
    {"pentominoes", "F,I,L,N,P,T,U,V,W,X,Y,Z"},
    {"hexominoes", "H1,H2,H3,H4,H5,H6,H7,H8,H9,H10,H11,H12,H13,H14,H15,H16,H17,H18,"
                   "H19,H20,H21,H22,H23,H24,H25,H26,H27,H28,H29,H30,H31,H32,H33,H34,H35"},
    {"polymo", "I1,I2,trominoes,tetrominoes,pentominoes"},
    {"polyssimo", "pentominoes," PIECESET_POLYSSIMO_HEXOMINOES},
    {"polyminix", PIECESET_POLYMINIX_DEFAULT},
};
#define NBUILTIN (int)(sizeof builtin / sizeof builtin[0])

/* Sets computed by enumeration: all free polyominoes of an order. */
static const struct {
  const char *name;
  int order;
} enumerated[] = {
    {"heptominoes", 7},
    {"octominoes", 8},
};
#define NENUMERATED (int)(sizeof enumerated / sizeof enumerated[0])

#define ONE_SIDED_PREFIX "one-sided-"

void pieceset_free(pieceset_t *set) {
  for (int i = 0; set->pieces && i < set->n; i++) piece_free(&set->pieces[i]);
  free(set->pieces);
  free(set->copies);
  memset(set, 0, sizeof *set);
}

int pieceset_area(const pieceset_t *set) {
  int a = 0;
  for (int i = 0; i < set->n; i++) a += set->pieces[i].shape.n * set->copies[i];
  return a;
}

int pieceset_count(const pieceset_t *set) {
  int c = 0;
  for (int i = 0; i < set->n; i++) c += set->copies[i];
  return c;
}

int pieceset_find(const pieceset_t *set, const char *name) {
  for (int i = 0; i < set->n; i++)
    if (strcmp(set->pieces[i].name, name) == 0) return i;
  return -1;
}

const char *pieceset_named_spec(const char *name) {
  for (int i = 0; i < NBUILTIN; i++)
    if (strcmp(builtin[i].name, name) == 0) return builtin[i].spec;
  return NULL;
}

/* A (in the set) is the piece B (normalised): B is one of A's orientations (those the
 * one-sidedness allows), which is cheaper than comparing canonical forms (a set of 24
 * pieces computed 300 of them); a piece without its orientations is compared by its
 * canonical form. */
static int same_piece(const piece_t *a, const piece_t *b) {
  if (a->one_sided != b->one_sided || a->shape.grid != b->shape.grid || a->shape.n != b->shape.n)
    return 0;
  if (a->norient > 0) {
    for (int k = 0; k < a->norient; k++)
      if (shape_equal(piece_orient(a, k), &b->shape)) return 1;
    return 0;
  }
  shape_t ca, cb;
  shape_canonical(&a->shape, a->one_sided, &ca);
  shape_canonical(&b->shape, b->one_sided, &cb);
  return shape_equal(&ca, &cb);
}

/* pieceset_add; KEEP_ORIENT: P's orientations are its own (a piece of
 * another set, its one-sidedness unchanged): copied, not computed again. */
static int add_piece(pieceset_t *set, const piece_t *p, int copies, int keep_orient,
                     base_error_t *err) {
  piece_t q = *p;
  q.orient = NULL; /* P's own, if any: Q gets its own below */
  q.norient = 0;
  shape_normalize(&q.shape);
  for (int i = 0; i < set->n; i++) {
    if (same_piece(&set->pieces[i], &q)) {
      if (set->copies[i] > MAX_TOTAL_COPIES - copies) {
        base_error_set(err, 0, 0, _("too many copies of piece '%s'"), q.name);
        return -1;
      }
      set->copies[i] += copies;
      return 0;
    }
    if (strcmp(set->pieces[i].name, q.name) == 0) {
      base_error_set(err, 0, 0, _("piece name '%s' used for two different pieces"), q.name);
      return -1;
    }
  }
  if (set->n >= set->cap) { /* room doubled: a catalogue is not copied once a piece */
    int cap = set->n < 8 ? 8 : 2 * set->n;
    piece_t *np = realloc(set->pieces, (size_t)cap * sizeof *np);
    if (np) set->pieces = np;
    int *nc = np ? realloc(set->copies, (size_t)cap * sizeof *nc) : NULL;
    if (nc) {
      set->copies = nc;
      set->cap = cap;
    }
  }
  if (set->n >= set->cap ||
      (keep_orient && p->norient > 0 ? piece_copy(&q, p) : piece_init_orientations(&q))) {
    base_error_nomem(err);
    return -1;
  }
  set->pieces[set->n] = q;
  set->copies[set->n] = copies;
  set->n++;
  return 0;
}

int pieceset_add(pieceset_t *set, const piece_t *p, int copies, base_error_t *err) {
  return add_piece(set, p, copies, 0, err);
}

static int is_chiral(const shape_t *s) {
  unsigned refl = s->grid == GRID_HEX ? 0xFC0u : 0xF0u;
  return (shape_symmetries(s) & refl) == 0;
}

/* Add the pieces of SRC to SET, each K times; ONE_SIDED forces every piece
 * one-sided; MIRRORS also adds the mirror image of each chiral piece. */
static int add_all(pieceset_t *set, const pieceset_t *src, int k, int one_sided, int mirrors,
                   base_error_t *err) {
  for (int i = 0; i < src->n; i++) {
    piece_t p = src->pieces[i];
    long c = (long)src->copies[i] * k;
    if (c > MAX_TOTAL_COPIES) {
      base_error_set(err, 0, 0, _("too many copies of piece '%s'"), p.name);
      return -1;
    }
    int keep = p.one_sided || !(one_sided || mirrors);
    if (one_sided || mirrors) p.one_sided = 1;
    if (add_piece(set, &p, (int)c, keep, err) < 0) return -1;
    if (mirrors && is_chiral(&p.shape)) {
      piece_t m = p;
      size_t len = strlen(m.name);
      if (len > 0 && m.name[len - 1] == '\'')
        m.name[len - 1] = '\0';
      else if (len < sizeof m.name - 1) {
        m.name[len] = '\'';
        m.name[len + 1] = '\0';
      }
      shape_transform(&p.shape, m.shape.grid == GRID_HEX ? 6 : 4, &m.shape);
      if (pieceset_add(set, &m, (int)c, err) < 0) return -1;
    }
  }
  return 0;
}

/* FILES: 1 when "@FILE" items may open files (a spec from the command
 * line), 0 when they are refused (a spec from a data file or an ID). */
static int parse_spec(const char *spec, const pieceset_def_t *defs, int files, int depth,
                      polyomino_cache_t *cache, pieceset_t *out, base_error_t *err);

/* Parse a count K (1..MAX_COPIES) from S[0..LEN). */
static int parse_count(const char *s, size_t len, int *k) {
  if (len == 0 || len > 6) return -1;
  long v = 0;
  for (size_t i = 0; i < len; i++) {
    if (s[i] < '0' || s[i] > '9') return -1;
    v = v * 10 + (s[i] - '0');
  }
  if (v < 1 || v > MAX_COPIES) return -1;
  *k = (int)v;
  return 0;
}

static int name_ok(const char *s, size_t len);

/* Index of the first cell of S (in its order) not edge-joined to cell 0,
 * or -1 when S is connected. */
static int first_unjoined(const shape_t *s) {
  int seen[SHAPE_MAX_CELLS] = {0}, stack[SHAPE_MAX_CELLS], sp = 0;
  seen[0] = 1;
  stack[sp++] = 0;
  while (sp) {
    int i = stack[--sp];
    for (int j = 0; j < s->n; j++) {
      int dx = abs(s->c[i].x - s->c[j].x), dy = abs(s->c[i].y - s->c[j].y);
      if (!seen[j] && dx + dy == 1) {
        seen[j] = 1;
        stack[sp++] = j;
      }
    }
  }
  for (int j = 0; j < s->n; j++)
    if (!seen[j]) return j;
  return -1;
}

/* An inline piece "NAME=ART" (S[0..LEN), '=' at EQ, at column COL): rows of
 * '#' (cell) and '.' (empty) separated by '/'. */
static int parse_inline(const char *s, size_t len, const char *eq, unsigned long col, int k,
                        int one_sided, pieceset_t *set, base_error_t *err) {
  size_t nl = (size_t)(eq - s);
  if (!name_ok(s, nl)) {
    base_error_set(err, 0, col,
                   /* TRANSLATORS: keep the characters a name may not hold as they are. */
                   _("bad piece name '%.*s' (1..15 characters, no blanks or , * : ^ @ ; =, no # first)"),
                   (int)nl, s);
    return -1;
  }
  piece_t p;
  memset(&p, 0, sizeof p);
  memcpy(p.name, s, nl);
  p.shape.grid = GRID_SQUARE;
  p.one_sided = one_sided;
  int x = 0, y = 0;
  unsigned long ccol[SHAPE_MAX_CELLS];
  for (size_t i = nl + 1; i < len; i++) {
    unsigned long c = col + (unsigned long)i;
    if (s[i] == '/') {
      y++;
      x = 0;
      continue;
    }
    if (s[i] != '#' && s[i] != '.') {
      base_error_set(err, 0, c, _("bad character '%c' in inline piece (use '#', '.' and '/')"),
                     s[i]);
      return -1;
    }
    if (s[i] == '#') {
      if (p.shape.n >= SHAPE_MAX_CELLS) {
        base_error_set(err, 0, c, _("piece '%s' has more than %d cells"), p.name, SHAPE_MAX_CELLS);
        return -1;
      }
      if (x > 30000 || y > 30000) {
        base_error_set(err, 0, c, _("inline piece too large"));
        return -1;
      }
      ccol[p.shape.n] = c;
      p.shape.c[p.shape.n].x = (int16_t)x;
      p.shape.c[p.shape.n].y = (int16_t)y;
      p.shape.n++;
    }
    x++;
  }
  if (p.shape.n == 0) {
    base_error_set(err, 0, col + nl + 1, _("inline piece '%s' has no cells"), p.name);
    return -1;
  }
  int j = first_unjoined(&p.shape);
  if (j >= 0) {
    base_error_set(err, 0, ccol[j], _("piece '%s' is not connected"), p.name);
    return -1;
  }
  if (pieceset_add(set, &p, k, err) < 0) {
    if (err) err->col = col;
    return -1;
  }
  return 0;
}

/* "@FILE" (S[0..LEN), S[0] == '@'): the pieces drawn in FILE, K copies each. */
static int parse_item_file(const char *s, size_t len, unsigned long col, int k, int one_sided,
                           pieceset_t *set, base_error_t *err) {
  char path[4096];
  if (len - 1 == 0 || len - 1 >= sizeof path) {
    base_error_set(err, 0, col,
                   len == 1 ? _("missing file name after '@'") : _("file name too long"));
    return -1;
  }
  memcpy(path, s + 1, len - 1);
  path[len - 1] = '\0';
  pieceset_t tmp = {0};
  if (pieceset_read_art_file(path, &tmp, err) < 0) {
    pieceset_free(&tmp);
    return -1;
  }
  int rc = add_all(set, &tmp, k, one_sided, 0, err);
  pieceset_free(&tmp);
  if (rc < 0 && err) err->line = 0, err->col = col;
  return rc;
}

/* A trailing "*K2" of S[0..*LEN): multiplies *K by K2 and cuts it off *LEN. */
static int parse_trailing_count(const char *s, size_t *len, unsigned long col, int *k,
                                base_error_t *err) {
  const char *last = NULL;
  for (size_t i = 0; i < *len; i++)
    if (s[i] == '*') last = s + i;
  if (!last) return 0;
  int k2;
  size_t clen = *len - (size_t)(last - s) - 1;
  if (parse_count(last + 1, clen, &k2) < 0) {
    base_error_set(err, 0, col + (unsigned long)(last - s) + 1, _("bad count '%.*s' (1..%d)"),
                   (int)clen, last + 1, MAX_COPIES);
    return -1;
  }
  if ((long)*k * k2 > MAX_COPIES) {
    base_error_set(err, 0, col, _("too many copies"));
    return -1;
  }
  *k *= k2;
  *len = (size_t)(last - s);
  return 0;
}

/* The free polyominoes of ORDER into OUT, named "P<n>-<k>" in canonical
 * order (orders 7 and 8 have no letter names). */
static int enumerated_set(int order, pieceset_t *out, base_error_t *err) {
  shape_t *list;
  int n = polyomino_enumerate(order, POLYO_FREE, &list, err);
  if (n < 0) return -1;
  int rc = 0;
  for (int i = 0; i < n && rc == 0; i++) {
    piece_t p;
    memset(&p, 0, sizeof p);
    snprintf(p.name, sizeof p.name, "P%d-%d", order, i + 1);
    p.shape = list[i];
    rc = pieceset_add(out, &p, 1, err);
  }
  free(list);
  return rc;
}

/* The set SETNAME, when it names one (user definitions first, then the
 * built-in and the enumerated sets), K copies of each piece into SET; 1
 * when SETNAME names no set. */
static int parse_item_set(const char *setname, unsigned long col, int k, int one_sided, int mirrors,
                          const pieceset_def_t *defs, int files, int depth,
                          polyomino_cache_t *cache, pieceset_t *set, base_error_t *err) {
  const char *sub = NULL;
  for (int i = 0; defs && defs[i].name && !sub; i++)
    if (strcmp(defs[i].name, setname) == 0) sub = defs[i].spec;
  if (!sub) sub = pieceset_named_spec(setname);
  int order = 0;
  for (int i = 0; i < NENUMERATED && !sub && !order; i++)
    if (strcmp(enumerated[i].name, setname) == 0) order = enumerated[i].order;
  if (!sub && !order) return 1;
  pieceset_t tmp = {0};
  int rc;
  if (sub) {
    if (depth >= MAX_DEPTH) {
      base_error_set(err, 0, col, _("piece sets nested too deeply at '%s'"), setname);
      return -1;
    }
    rc = parse_spec(sub, defs, files, depth + 1, cache, &tmp, err);
    if (rc < 0 && err) {
      char m[sizeof err->msg];
      memcpy(m, err->msg, sizeof m);
      base_error_setc(err, err->code, 0, col, _("in set '%s': %s"), setname, m);
    }
  } else {
    rc = enumerated_set(order, &tmp, err);
  }
  if (rc == 0) rc = add_all(set, &tmp, k, one_sided, mirrors, err);
  pieceset_free(&tmp);
  if (rc < 0 && err && !err->file[0]) err->line = 0, err->col = col;
  return rc;
}

/* The piece NAME (SETNAME: NAME less the one-sided prefix when MIRRORS), K
 * copies into SET. */
static int parse_item_piece(polyomino_cache_t *cache, const char *name, const char *setname,
                            unsigned long col, int k,
                            int one_sided, int mirrors, pieceset_t *set, base_error_t *err) {
  piece_t p;
  if (mirrors && polyomino_lookup_cached(setname, cache, &p, NULL) == 0) {
    /* "one-sided-F": F and F', both one-sided. */
    pieceset_t tmp = {0};
    int rc = pieceset_add(&tmp, &p, 1, err);
    if (rc == 0) rc = add_all(set, &tmp, k, 1, 1, err);
    pieceset_free(&tmp);
    if (rc < 0 && err) err->col = col;
    return rc;
  }
  if (polyomino_lookup_cached(name, cache, &p, err) < 0) {
    if (err && err->code == BASE_E_UNKNOWN)
      base_error_setc(err, BASE_E_UNKNOWN, 0, col, _("unknown piece or set '%s'"), name);
    else if (err)
      err->col = col;
    return -1;
  }
  if (one_sided) p.one_sided = 1;
  if (pieceset_add(set, &p, k, err) < 0) {
    if (err) err->col = col;
    return -1;
  }
  return 0;
}

/* One item of a spec, S[0..LEN), at 1-based column COL of the spec:
 * [^][K*](@FILE | NAME=ART | SET | PIECE)[*K]. */
static int parse_item(const char *s, size_t len, unsigned long col, const pieceset_def_t *defs,
                      int files, int depth, polyomino_cache_t *cache, pieceset_t *set,
                      base_error_t *err) {
  int k = 1, one_sided = 0;
  if (len == 0) {
    base_error_set(err, 0, col, _("empty item in piece list"));
    return -1;
  }
  if (s[0] == '^') {
    one_sided = 1;
    s++, len--, col++;
  }
  /* Leading "K*": digits only before the star ("3q=##*2" is a piece named 3q, twice). */
  const char *star = memchr(s, '*', len);
  size_t digits = 0;
  while (star && s + digits < star && s[digits] >= '0' && s[digits] <= '9') digits++;
  if (star && star > s && s + digits == star) {
    if (parse_count(s, (size_t)(star - s), &k) < 0) {
      base_error_set(err, 0, col, _("bad count '%.*s' (1..%d)"), (int)(star - s), s, MAX_COPIES);
      return -1;
    }
    col += (unsigned long)(star - s) + 1;
    len -= (size_t)(star - s) + 1;
    s = star + 1;
  }
  if (len > 0 && s[0] == '@') {
    if (files) return parse_item_file(s, len, col, k, one_sided, set, err);
    base_error_set(
        err, 0, col,
        _("'@FILE' is for the command line only: a data file or an ID never opens another file"));
    return -1;
  }
  if (parse_trailing_count(s, &len, col, &k, err) < 0) return -1;
  const char *eq = memchr(s, '=', len);
  if (eq) return parse_inline(s, len, eq, col, k, one_sided, set, err);
  char name[64];
  if (len == 0 || len >= sizeof name) {
    base_error_set(err, 0, col, len ? _("name too long") : _("missing piece name"));
    return -1;
  }
  memcpy(name, s, len);
  name[len] = '\0';
  int mirrors = 0;
  const char *setname = name;
  if (strncmp(name, ONE_SIDED_PREFIX, strlen(ONE_SIDED_PREFIX)) == 0) {
    mirrors = 1;
    setname = name + strlen(ONE_SIDED_PREFIX);
  }
  int rc =
      parse_item_set(setname, col, k, one_sided, mirrors, defs, files, depth, cache, set, err);
  if (rc <= 0) return rc;
  return parse_item_piece(cache, name, setname, col, k, one_sided, mirrors, set, err);
}

static int parse_spec(const char *spec, const pieceset_def_t *defs, int files, int depth,
                      polyomino_cache_t *cache, pieceset_t *out, base_error_t *err) {
  const char *p = spec;
  for (;;) {
    const char *end = strchr(p, ',');
    if (!end) end = p + strlen(p);
    const char *a = p, *b = end;
    while (a < b && (*a == ' ' || *a == '\t')) a++;
    while (b > a && (b[-1] == ' ' || b[-1] == '\t')) b--;
    if (parse_item(a, (size_t)(b - a), (unsigned long)(a - spec) + 1, defs, files, depth, cache,
                   out, err) < 0)
      return -1;
    if (!*end) break;
    p = end + 1;
  }
  return 0;
}

static int parse_top(const char *spec, const pieceset_def_t *defs, int files,
                     polyomino_cache_t *kept, pieceset_t *out, base_error_t *err) {
  memset(out, 0, sizeof *out);
  /* Each numbered piece ("6-12") is found in its order's enumeration: made once a spec (the
   * 35 hexominoes of Polyssimo's set made it 35 times), or once for all the specs a caller
   * parses with its KEPT cache. */
  polyomino_cache_t own;
  memset(&own, 0, sizeof own);
  int rc = parse_spec(spec, defs, files, 0, kept ? kept : &own, out, err);
  polyomino_cache_free(&own);
  if (rc < 0) {
    pieceset_free(out);
    return -1;
  }
  return 0;
}

int pieceset_parse(const char *spec, pieceset_t *out, base_error_t *err) {
  return parse_top(spec, NULL, 0, NULL, out, err);
}

int pieceset_parse_cached(const char *spec, polyomino_cache_t *cache, pieceset_t *out,
                          base_error_t *err) {
  return parse_top(spec, NULL, 0, cache, out, err);
}

int pieceset_parse_files(const char *spec, pieceset_t *out, base_error_t *err) {
  return parse_top(spec, NULL, 1, NULL, out, err);
}

int pieceset_parse_defs(const char *spec, const pieceset_def_t *defs, pieceset_t *out,
                        base_error_t *err) {
  return parse_top(spec, defs, 0, NULL, out, err);
}

/* ---- Piece files ------------------------------------------------------------ */

static int name_ok(const char *s, size_t len) {
  if (len == 0 || len > 15) return 0;
  /* "#" starts a comment in a piece file (base/text.h), so a name written there must not. */
  if (s[0] == '#') return 0;
  /* A final "'" (a mirror image's name) is fine after at least one character. */
  if (len >= 2 && s[len - 1] == '\'' && s[len - 2] != '\'') len--;
  for (size_t i = 0; i < len; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c <= ' ' || c >= 127 || strchr(",*:'^@;=", c)) return 0;
  }
  return 1;
}

typedef struct art_block {
  int active, has_header, one_sided, copies, index;
  unsigned long line; /* line of its first line */
  char name[16];
  shape_t s;
  unsigned long cl[SHAPE_MAX_CELLS], cc[SHAPE_MAX_CELLS]; /* positions of the cells */
} art_block_t;

static int finish_block(art_block_t *b, pieceset_t *set, base_error_t *err) {
  if (!b->active) return 0;
  b->active = 0;
  if (b->s.n == 0) {
    base_error_set(err, b->line, 1, _("piece '%s' has no drawing"), b->name);
    return -1;
  }
  /* Report the first cell not joined to the first cell. */
  shape_t t = b->s;
  int j = first_unjoined(&t);
  if (j >= 0) {
    base_error_set(err, b->cl[j], b->cc[j], _("piece '%s' is not connected"), b->name);
    return -1;
  }
  piece_t p;
  memset(&p, 0, sizeof p);
  snprintf(p.name, sizeof p.name, "%s", b->name);
  p.shape = t;
  p.one_sided = b->one_sided;
  if (pieceset_add(set, &p, b->copies, err) < 0) {
    if (err) err->line = b->line, err->col = 1;
    return -1;
  }
  return 0;
}

/* Parse a header line L (LEN bytes) at line LINE into B. */
static int parse_header(const char *l, size_t len, unsigned long line, art_block_t *b,
                        base_error_t *err) {
  const char *colon = memchr(l, ':', len);
  size_t i = 0;
  while (i < len && l[i] == ' ') i++;
  size_t ns = i, ne = (size_t)(colon - l);
  while (ne > ns && l[ne - 1] == ' ') ne--;
  if (!name_ok(l + ns, ne - ns)) {
    base_error_set(err, line, ns + 1,
                   /* TRANSLATORS: keep the characters a name may not hold as they are. */
                   _("bad piece name '%.*s' (1..15 characters, no blanks or , * : ^ @ ; =, no # first)"),
                   (int)(ne - ns), l + ns);
    return -1;
  }
  memcpy(b->name, l + ns, ne - ns);
  b->name[ne - ns] = '\0';
  i = (size_t)(colon - l) + 1;
  for (;;) {
    while (i < len && (l[i] == ' ' || l[i] == '\t')) i++;
    if (i >= len) break;
    size_t ws = i;
    while (i < len && l[i] != ' ' && l[i] != '\t') i++;
    const char *w = l + ws;
    size_t wl = i - ws;
    if (wl == 9 && memcmp(w, "one-sided", 9) == 0)
      b->one_sided = 1;
    else if (wl >= 2 && w[0] == 'x' && parse_count(w + 1, wl - 1, &b->copies) == 0)
      ;
    else {
      base_error_set(
          err, line, ws + 1,
          /* TRANSLATORS: "one-sided" and "xK" are the words of the file format: keep them. */
          _("bad word '%.*s' in piece header (one-sided, xK with K 1..%d)"), (int)wl, w,
          MAX_COPIES);
      return -1;
    }
  }
  return 0;
}

/* The part of line L (LEN bytes) of a piece file that is not a comment, under the one comment rule
 * of base/text.h: a drawing row of '#', '.' and blanks only is a grid row, taken whole (its '#'
 * are cells); any other line ends where a word starting with '#' or ';' starts a comment. Returns
 * the length of what comes before the comment (0: the line is a comment). */
static size_t art_content(const char *l, size_t len) {
  size_t end = 0;
  while (end < len && (l[end] == '#' || l[end] == '.' || l[end] == ' ')) end++;
  if (end == len) return len;
  end = 0;
  base_word_t w[1];
  while (base_words(l + end, len - end, w, 1) > 0) end += w[0].col - 1 + w[0].len;
  return end;
}

int pieceset_read_art(const char *text, size_t len, pieceset_t *set, base_error_t *err) {
  art_block_t b;
  memset(&b, 0, sizeof b);
  int count = 0, row = 0;
  unsigned long line = 0;
  size_t pos = 0;
  while (pos < len) {
    line++;
    size_t ll;
    const char *l = base_next_line(text, len, &pos, &ll);
    size_t k = 0;
    while (k < ll && (l[k] == ' ' || l[k] == '\t')) k++;
    if (k == ll) {
      if (finish_block(&b, set, err) < 0) return -1;
      continue;
    }
    /* A comment line is skipped, inside a piece too; a comment after a header or a row ends it. */
    if ((ll = art_content(l, ll)) == 0) continue;
    if (!b.active) {
      memset(&b, 0, sizeof b);
      b.active = 1;
      b.copies = 1;
      b.line = line;
      b.s.grid = GRID_SQUARE;
      b.index = ++count;
      row = 0;
      if (memchr(l, ':', ll)) {
        b.has_header = 1;
        if (parse_header(l, ll, line, &b, err) < 0) return -1;
        continue;
      }
      snprintf(b.name, sizeof b.name, "piece%u", (unsigned)b.index); /* at most 10 digits: fits */
    }
    for (size_t x = 0; x < ll; x++) {
      unsigned char c = (unsigned char)l[x];
      if (c == '.' || c == ' ') continue;
      if (c == ':') {
        base_error_set(
            err, line, x + 1,
            /* TRANSLATORS: keep "NAME:" (a header of the file format). */
            _("':' inside a drawing (a header \"NAME:\" must be the first line of a piece)"));
        return -1;
      }
      if (c < 33 || c > 126) {
        base_error_set(err, line, x + 1, _("bad character in piece drawing (byte %u)"), c);
        return -1;
      }
      if (b.s.n >= SHAPE_MAX_CELLS) {
        base_error_set(err, line, x + 1, _("piece '%s' has more than %d cells"), b.name,
                       SHAPE_MAX_CELLS);
        return -1;
      }
      if (x > 30000 || row > 30000) {
        base_error_set(err, line, x + 1, _("piece drawing too large"));
        return -1;
      }
      b.cl[b.s.n] = line;
      b.cc[b.s.n] = x + 1;
      b.s.c[b.s.n].x = (int16_t)x;
      b.s.c[b.s.n].y = (int16_t)row;
      b.s.n++;
    }
    row++;
  }
  return finish_block(&b, set, err);
}

int pieceset_read_art_file(const char *path, pieceset_t *set, base_error_t *err) {
  char *buf;
  size_t len;
  /* TRANSLATORS: completes "file too large for %s". */
  if (base_read_file(path, BASE_MAX_TEXT, N_("pieces"), &buf, &len, err) < 0) return -1;
  int before = set->n;
  int rc = pieceset_read_art(buf, len, set, err);
  free(buf);
  /* An empty file (or one of comments) is a mistake here, not an empty set:
   * say so at the file rather than let the command find no pieces later. */
  if (rc == 0 && set->n == before) {
    base_error_set(err, 0, 0, _("no piece drawn in the file"));
    rc = -1;
  }
  if (rc < 0) base_error_file(err, path);
  return rc;
}

int pieceset_write_art(const pieceset_t *set, FILE *f) {
  for (int i = 0; i < set->n; i++) {
    const piece_t *p = &set->pieces[i];
    int w, h;
    shape_size(&p->shape, &w, &h);
    if (i > 0) fputc('\n', f);
    fprintf(f, "%s:%s", p->name, p->one_sided ? " one-sided" : "");
    if (set->copies[i] > 1) fprintf(f, " x%d", set->copies[i]);
    fputc('\n', f);
    for (int y = 0; y < h; y++) {
      int last = -1;
      for (int x = 0; x < w; x++)
        if (shape_has(&p->shape, x, y)) last = x;
      for (int x = 0; x <= last; x++) fputc(shape_has(&p->shape, x, y) ? '#' : '.', f);
      fputc('\n', f);
    }
  }
  return ferror(f) ? -1 : 0;
}

/* ---- Writing a set back as a spec ------------------------------------------ */

typedef struct sbuf {
  char *s;
  size_t len, cap;
  int oom;
} sbuf_t;

static void sb_add(sbuf_t *b, const char *t, size_t n) {
  if (b->oom) return;
  if (b->len + n + 1 > b->cap) {
    size_t nc = b->cap ? b->cap : 256;
    while (b->len + n + 1 > nc) nc *= 2;
    char *ns = realloc(b->s, nc);
    if (!ns) {
      b->oom = 1;
      return;
    }
    b->s = ns;
    b->cap = nc;
  }
  memcpy(b->s + b->len, t, n);
  b->len += n;
  b->s[b->len] = '\0';
}

static void sb_str(sbuf_t *b, const char *t) {
  sb_add(b, t, strlen(t));
}

int pieceset_to_spec(const pieceset_t *set, char **out, base_error_t *err) {
  sbuf_t b = {0};
  *out = NULL;
  sb_str(&b, "");
  for (int i = 0; i < set->n; i++) {
    const piece_t *p = &set->pieces[i];
    if (p->shape.grid != GRID_SQUARE) {
      base_error_set(err, 0, 0, _("piece '%s' is not on the square grid: no spec for it"), p->name);
      free(b.s);
      return -1;
    }
    /* The item for one copy: a catalogue name when it names this piece. */
    /* A connected piece spans at most SHAPE_MAX_CELLS rows and columns. */
    char item[(SHAPE_MAX_CELLS + 1) * SHAPE_MAX_CELLS + 64];
    piece_t q;
    shape_t cp, cq;
    int by_name = 0;
    if (polyomino_lookup(p->name, &q, NULL) == 0 && (!q.one_sided || p->one_sided)) {
      shape_canonical(&p->shape, p->one_sided, &cp);
      shape_canonical(&q.shape, p->one_sided, &cq);
      by_name = shape_equal(&cp, &cq) && (q.one_sided || strchr(p->name, '\'') == NULL);
    }
    if (by_name) {
      snprintf(item, sizeof item, "%s%s", p->one_sided && !q.one_sided ? "^" : "", p->name);
    } else {
      if (!name_ok(p->name, strlen(p->name))) {
        base_error_set(err, 0, 0, _("piece name '%s' cannot be written in a spec"), p->name);
        free(b.s);
        return -1;
      }
      int w, h;
      shape_size(&p->shape, &w, &h);
      size_t k = (size_t)snprintf(item, sizeof item, "%s%s=", p->one_sided ? "^" : "", p->name);
      for (int y = 0; y < h; y++) {
        int last = -1;
        for (int x = 0; x < w; x++)
          if (shape_has(&p->shape, x, y)) last = x;
        if (y > 0) item[k++] = '/';
        for (int x = 0; x <= last; x++) item[k++] = shape_has(&p->shape, x, y) ? '#' : '.';
      }
      item[k] = '\0';
    }
    /* Copies, in items of at most MAX_COPIES (parsing adds them up). */
    for (int left = set->copies[i]; left > 0; left -= MAX_COPIES) {
      int c = left > MAX_COPIES ? MAX_COPIES : left;
      if (b.len) sb_str(&b, ",");
      sb_str(&b, item);
      if (c > 1) {
        char num[24];
        snprintf(num, sizeof num, "*%d", c);
        sb_str(&b, num);
      }
    }
  }
  if (b.oom) {
    free(b.s);
    base_error_nomem(err);
    return -1;
  }
  *out = b.s;
  return 0;
}
