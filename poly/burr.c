/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* burr.c: BurrTools puzzle files: a flat problem of the cube grid read as a tiling problem, and a
 * tiling problem with its tilings written as one (libxml2, opened at the first read, parses; zlib
 * inflates; burr.h says what is carried over and what is refused). */
#include <config.h>

#include <limits.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <zlib.h>

#include "base/dynlib.h"
#include "base/intl.h"
#include "base/text.h"
#include "poly/burr.h"
#include "poly/pieceset.h"
#include "poly/region.h"

/* The library burr_parse opens (config.h: libxml2's soname); a unit test builds this file with
 * another name to see the refusal. */
#ifndef BURR_XML_SONAME
#define BURR_XML_SONAME XML_SONAME
#endif

/* ---- libxml2, opened when first needed ---------------------------------------- */

/* polyx is not linked with libxml2: loading it (and the ICU and libstdc++
 * it brings) cost every start of polyx most of its instructions, for the
 * one option that reads XML. The functions this file calls, once loaded. */
typedef struct xml_api {
  xmlParserCtxtPtr (*new_parser_ctxt)(void);
  xmlDocPtr (*ctxt_read_memory)(xmlParserCtxtPtr, const char *, int, const char *, const char *,
                                int);
  xmlErrorPtr (*ctxt_get_last_error)(void *);
  xmlNodePtr (*doc_get_root_element)(const xmlDoc *);
  xmlChar *(*get_prop)(const xmlNode *, const xmlChar *);
  xmlChar *(*node_get_content)(const xmlNode *);
  long (*get_line_no)(const xmlNode *);
  void (*free_doc)(xmlDocPtr);
  void (*free_parser_ctxt)(xmlParserCtxtPtr);
  xmlFreeFunc free; /* xmlFree is a variable holding libxml2's free function */
} xml_api_t;

static const base_dynlib_sym_t xml_syms[] = {
    {"xmlNewParserCtxt", offsetof(xml_api_t, new_parser_ctxt), 0},
    {"xmlCtxtReadMemory", offsetof(xml_api_t, ctxt_read_memory), 0},
    {"xmlCtxtGetLastError", offsetof(xml_api_t, ctxt_get_last_error), 0},
    {"xmlDocGetRootElement", offsetof(xml_api_t, doc_get_root_element), 0},
    {"xmlGetProp", offsetof(xml_api_t, get_prop), 0},
    {"xmlNodeGetContent", offsetof(xml_api_t, node_get_content), 0},
    {"xmlGetLineNo", offsetof(xml_api_t, get_line_no), 0},
    {"xmlFreeDoc", offsetof(xml_api_t, free_doc), 0},
    {"xmlFreeParserCtxt", offsetof(xml_api_t, free_parser_ctxt), 0},
    {"xmlFree", offsetof(xml_api_t, free), 1},
};

/* Set once (base_dynlib_load), read only afterwards. */
static xml_api_t xml;
static base_dynlib_t xml_lib = BASE_DYNLIB_INIT(BURR_XML_SONAME, xml_syms, &xml);

/* libxml2's functions in XML: 0, or -1 with ERR set (BASE_E_LIBRARY). */
static int xml_open(base_error_t *err) {
  if (base_dynlib_load(&xml_lib) == 0) return 0;
  /* TRANSLATORS: the library's file name (libxml2.so.2), then the system's reason. */
  base_error_setc(err, BASE_E_LIBRARY, 0, 0, _("cannot load %s to read BurrTools files: %s"),
                  BURR_XML_SONAME, xml_lib.why);
  return -1;
}

/* zlib, opened alike (polyx is not linked with it): the three functions that inflate. */
#ifndef BURR_ZLIB_SONAME
#define BURR_ZLIB_SONAME ZLIB_SONAME
#endif

typedef struct z_api {
  __typeof__(inflateInit2_) *init2;
  __typeof__(inflate) *inflate;
  __typeof__(inflateEnd) *end;
} z_api_t;

static const base_dynlib_sym_t z_syms[] = {
    {"inflateInit2_", offsetof(z_api_t, init2), 0},
    {"inflate", offsetof(z_api_t, inflate), 0},
    {"inflateEnd", offsetof(z_api_t, end), 0},
};

/* Set once (base_dynlib_load), read only afterwards. */
static z_api_t zapi;
static base_dynlib_t z_lib = BASE_DYNLIB_INIT(BURR_ZLIB_SONAME, z_syms, &zapi);

/* Most copies of a piece in a problem (as pieceset.h's counts). */
#define BURR_MAX_COUNT 10000

/* ---- Bytes: gzip or plain ---------------------------------------------------- */

/* Inflate the gzip stream DATA[0..LEN) into a new buffer (NUL-terminated),
 * at most BURR_MAX_BYTES. 0, or -1 with ERR set. */
static int inflate_all(const unsigned char *data, size_t len, char **out, size_t *outlen,
                       base_error_t *err) {
  if (base_dynlib_load(&z_lib) != 0) {
    /* TRANSLATORS: the library's file name (libz.so.1), then the system's reason. */
    base_error_setc(err, BASE_E_LIBRARY, 0, 0, _("cannot load %s to read gzip'd files: %s"),
                    BURR_ZLIB_SONAME, z_lib.why);
    return -1;
  }
  z_stream zs;
  memset(&zs, 0, sizeof zs);
  if (zapi.init2(&zs, 16 + MAX_WBITS, ZLIB_VERSION, (int)sizeof(z_stream)) != Z_OK) {
    base_error_nomem(err);
    return -1;
  }
  size_t cap = 1 << 16, n = 0;
  char *buf = malloc(cap + 1);
  int rc = Z_OK;
  zs.next_in = (unsigned char *)(uintptr_t)data;
  zs.avail_in = (uInt)len; /* len <= BURR_MAX_BYTES fits */
  while (buf && rc != Z_STREAM_END) {
    if (n == cap) {
      if (cap >= BURR_MAX_BYTES) {
        zapi.end(&zs);
        free(buf);
        base_error_setc(err, BASE_E_LIMIT, 0, 0, _("inflated file larger than %zu bytes"),
                        BURR_MAX_BYTES);
        return -1;
      }
      cap = cap * 2 > BURR_MAX_BYTES ? BURR_MAX_BYTES : cap * 2;
      char *nb = realloc(buf, cap + 1);
      if (!nb) {
        free(buf);
        buf = NULL;
        break;
      }
      buf = nb;
    }
    zs.next_out = (unsigned char *)buf + n;
    zs.avail_out = (uInt)(cap - n);
    rc = zapi.inflate(&zs, Z_NO_FLUSH);
    n = cap - zs.avail_out;
    if (rc == Z_BUF_ERROR && zs.avail_in == 0) rc = Z_DATA_ERROR; /* cut short */
    if (rc != Z_OK && rc != Z_STREAM_END) {
      zapi.end(&zs);
      free(buf);
      if (rc == Z_MEM_ERROR) {
        base_error_nomem(err);
      } else {
        base_error_set(err, 0, 0, _("bad gzip data: %s"), zs.msg ? zs.msg : _("truncated"));
      }
      return -1;
    }
  }
  zapi.end(&zs);
  if (!buf) {
    base_error_nomem(err);
    return -1;
  }
  buf[n] = '\0';
  *out = buf;
  *outlen = n;
  return 0;
}

/* ---- XML helpers ------------------------------------------------------------- */

static int is_elem(const xmlNode *n, const char *name) {
  return n->type == XML_ELEMENT_NODE && strcmp((const char *)n->name, name) == 0;
}

static unsigned long line_of(const xmlNode *n) {
  long l = xml.get_line_no(n);
  return l > 0 ? (unsigned long)l : 0;
}

/* Attribute NAME of N as a number 0..MAX into *OUT: 1 when present, 0 when
 * absent, -1 (ERR set, at N's line) when not a number in range. */
static int attr_num(const xmlNode *n, const char *name, long max, long *out, base_error_t *err) {
  xmlChar *v = xml.get_prop(n, (const xmlChar *)name);
  if (!v) return 0;
  uint64_t u;
  int bad = base_parse_u64((const char *)v, &u) != 0 || u > (uint64_t)max;
  if (bad)
    base_error_set(err, line_of(n), 0, _("<%s>: bad value '%.40s' for '%s' (want 0 to %ld)"),
                   (const char *)n->name, (const char *)v, name, max);
  else
    *out = (long)u;
  xml.free(v);
  return bad ? -1 : 1;
}

/* ---- Shapes -------------------------------------------------------------------- */

/* A shape of the file, flattened: its cells in the plane of its layer. */
typedef struct flat {
  int w, h;            /* the box of its filled voxels in that plane */
  unsigned char *cell; /* w*h: 1 filled, 2 variable */
  int n;               /* filled and variable voxels */
  int nvar;            /* variable voxels */
  int coloured;        /* some voxel has a colour other than 0 */
} flat_t;

/* The box of the filled voxels of a shape: lowest and highest x, y, z. */
typedef struct vbox {
  long x0, y0, z0, x1, y1, z1;
} vbox_t;

/* The voxel text TEXT of shape ID (line LN) into ST (SX*SY*SZ states: 0 empty, 1 filled,
 * 2 variable), counting into *F and widening *B. 0, or -1 with ERR set. */
static int scan_voxels(const char *text, long sx, long sy, long sz, long id, unsigned long ln,
                       unsigned char *st, flat_t *f, vbox_t *b, base_error_t *err) {
  size_t nv = (size_t)(sx * sy * sz), k = 0;
  long colour = 0;
  for (const char *c = text; *c; c++) {
    if (*c == ' ' || *c == '\t' || *c == '\n' || *c == '\r') continue;
    if (*c >= '0' && *c <= '9') {
      colour = colour * 10 + (*c - '0');
      if (k == 0 || colour > 63) {
        base_error_set(err, ln, 0, _("shape %ld: bad colour in the voxels"), id);
        return -1;
      }
      if (colour) f->coloured = 1;
      continue;
    }
    if (*c != '#' && *c != '+' && *c != '_') {
      base_error_set(err, ln, 0, _("shape %ld: bad character '%c' in the voxels"), id,
                     (*c > ' ' && *c < 127) ? *c : '?');
      return -1;
    }
    if (k == nv) {
      base_error_set(err, ln, 0, _("shape %ld: more voxels than its size %ldx%ldx%ld"), id, sx, sy,
                     sz);
      return -1;
    }
    colour = 0;
    if (*c != '_') {
      long x = (long)(k % (size_t)sx), y = (long)(k / (size_t)sx % (size_t)sy),
           z = (long)(k / (size_t)sx / (size_t)sy);
      st[k] = *c == '+' ? 2 : 1;
      if (*c == '+') f->nvar++;
      f->n++;
      if (x < b->x0) b->x0 = x;
      if (x > b->x1) b->x1 = x;
      if (y < b->y0) b->y0 = y;
      if (y > b->y1) b->y1 = y;
      if (z < b->z0) b->z0 = z;
      if (z > b->z1) b->z1 = z;
    }
    k++;
  }
  if (k != nv) {
    base_error_set(err, ln, 0, _("shape %ld: %zu voxels for a size of %ldx%ldx%ld"), id, k, sx, sy,
                   sz);
    return -1;
  }
  return 0;
}

/* Whether the scanned shape ID (line LN; RESULT: the result shape) is one polyx can tile:
 * no variable voxel in a piece, some filled voxel, flat. 0, or -1 with ERR set. */
static int check_flat(const flat_t *f, const vbox_t *b, long id, int result, unsigned long ln,
                      base_error_t *err) {
  long ex = b->x1 - b->x0 + 1, ey = b->y1 - b->y0 + 1, ez = b->z1 - b->z0 + 1;
  if (f->nvar && !result) {
    base_error_set(err, ln, 0,
                   _("shape %ld: variable voxels ('+') in a piece have no equivalent in polyx"),
                   id);
    return -1;
  }
  if (f->n == 0) {
    base_error_set(err, ln, 0, _("shape %ld has no filled voxel"), id);
    return -1;
  }
  if (ez > 1 && ey > 1 && ex > 1) {
    base_error_set(err, ln, 0,
                   _("shape %ld is 3-D (%ldx%ldx%ld filled): polyx tiles flat problems only"), id,
                   ex, ey, ez);
    return -1;
  }
  if (result && ez > 1) {
    base_error_set(err, ln, 0,
                   _("result shape %ld is not flat in z (%ld layers): polyx tiles flat "
                     "problems only"),
                   id, ez);
    return -1;
  }
  return 0;
}

/* Voxel space N (id ID, for messages) into *F. RESULT: the result shape
 * (its messages say so). 0, or -1 with ERR set. */
static int read_voxels(const xmlNode *n, long id, int result, flat_t *f, base_error_t *err) {
  long sx = 0, sy = 0, sz = 0, type = 0;
  unsigned long ln = line_of(n);
  memset(f, 0, sizeof *f);
  if (attr_num(n, "x", REGION_MAX_SIDE, &sx, err) < 0 ||
      attr_num(n, "y", REGION_MAX_SIDE, &sy, err) < 0 ||
      attr_num(n, "z", REGION_MAX_SIDE, &sz, err) < 0 || attr_num(n, "type", 0, &type, err) < 0)
    return -1;
  if (sx < 1 || sy < 1 || sz < 1) {
    base_error_set(err, ln, 0, _("shape %ld: its size needs x, y and z of at least 1"), id);
    return -1;
  }
  if (sx * sy * sz > BURR_MAX_VOXELS) {
    base_error_setc(err, BASE_E_LIMIT, ln, 0, _("shape %ld: more than %ld voxels"), id,
                    (long)BURR_MAX_VOXELS);
    return -1;
  }
  size_t nv = (size_t)(sx * sy * sz);
  unsigned char *st = calloc(nv, 1);
  xmlChar *text = xml.node_get_content(n);
  if (!st || !text) {
    free(st);
    xml.free(text);
    base_error_nomem(err);
    return -1;
  }
  vbox_t b = {sx, sy, sz, -1, -1, -1};
  int rc = scan_voxels((const char *)text, sx, sy, sz, id, ln, st, f, &b, err);
  xml.free(text);
  if (rc == 0) rc = check_flat(f, &b, id, result, ln, err);
  if (rc) {
    free(st);
    return -1;
  }
  /* the plane: (x, y) when flat in z, else (x, z) or (y, z) */
  long ex = b.x1 - b.x0 + 1, ey = b.y1 - b.y0 + 1, ez = b.z1 - b.z0 + 1;
  int az = ez == 1 ? 2 : ey == 1 ? 1 : 0;
  f->w = (int)(az == 0 ? ey : ex);
  f->h = (int)(az == 2 ? ey : ez);
  f->cell = calloc((size_t)f->w * f->h, 1);
  if (!f->cell) {
    free(st);
    base_error_nomem(err);
    return -1;
  }
  for (long z = b.z0; z <= b.z1; z++)
    for (long y = b.y0; y <= b.y1; y++)
      for (long x = b.x0; x <= b.x1; x++)
        if (st[(size_t)(x + sx * (y + sy * z))]) {
          long u = az == 0 ? y - b.y0 : x - b.x0, v = az == 2 ? y - b.y0 : z - b.z0;
          f->cell[(size_t)v * f->w + u] = st[(size_t)(x + sx * (y + sy * z))];
        }
  free(st);
  return 0;
}

/* A name for shape ID: its own when a piece may carry it, else "S<id+1>"
 * (as BurrTools shows unnamed shapes). */
static void piece_name(const xmlNode *n, long id, char *out, size_t outsz) {
  xmlChar *v = xml.get_prop(n, (const xmlChar *)"name");
  int ok = v && v[0] && strlen((const char *)v) < 16;
  for (const xmlChar *c = v; ok && *c; c++)
    if (!((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9') ||
          *c == '-' || *c == '_'))
      ok = 0;
  char tmp[32];
  if (ok)
    snprintf(tmp, sizeof tmp, "%s", (const char *)v);
  else
    snprintf(tmp, sizeof tmp, "S%ld", id + 1);
  size_t k = strlen(tmp) < outsz ? strlen(tmp) : outsz - 1; /* ids are far below 10^14 */
  memcpy(out, tmp, k);
  out[k] = '\0';
  xml.free(v);
}

/* ---- The problem ----------------------------------------------------------------- */

typedef struct reader {
  const xmlNode **shape; /* the <voxel> elements, by id */
  long nshapes;
  burr_problem_t *out;
  base_error_t *err;
} reader_t;

/* Add shape ID (element at N for messages) between LO and HI times. */
static int add_piece(reader_t *rd, const xmlNode *n, long id, long lo, long hi) {
  flat_t f;
  if (read_voxels(rd->shape[id], id, 0, &f, rd->err)) return -1;
  if (f.n > SHAPE_MAX_CELLS) {
    free(f.cell);
    base_error_setc(rd->err, BASE_E_LIMIT, line_of(rd->shape[id]), 0,
                    _("shape %ld: more than %d cells"), id, SHAPE_MAX_CELLS);
    return -1;
  }
  piece_t p;
  memset(&p, 0, sizeof p);
  piece_name(rd->shape[id], id, p.name, sizeof p.name);
  p.shape.grid = GRID_SQUARE;
  for (int y = 0; y < f.h; y++)
    for (int x = 0; x < f.w; x++)
      if (f.cell[y * f.w + x]) p.shape.c[p.shape.n++] = (cell_t){(int16_t)x, (int16_t)y};
  free(f.cell);
  shape_normalize(&p.shape);
  burr_problem_t *o = rd->out;
  int before = o->set.n;
  int *nl = realloc(o->lo, (size_t)(before + 1) * sizeof *nl);
  if (!nl) {
    base_error_nomem(rd->err);
    return -1;
  }
  o->lo = nl;
  if (pieceset_add(&o->set, &p, (int)hi, rd->err)) {
    rd->err->line = line_of(n);
    return -1;
  }
  if (o->set.n > before) {
    o->lo[before] = (int)lo;
    return 0;
  }
  /* the same piece as an earlier one: the bounds add up */
  shape_t a, b;
  shape_canonical(&p.shape, 0, &a);
  for (int j = 0; j < o->set.n; j++) {
    shape_canonical(&o->set.pieces[j].shape, 0, &b);
    if (shape_equal(&a, &b)) o->lo[j] += (int)lo;
  }
  return 0;
}

/* 0 when ID (read at N) names a shape of the file, else -1 with ERR set. */
static int known_shape(const reader_t *rd, const xmlNode *n, long id) {
  if (id < rd->nshapes) return 0;
  base_error_setc(rd->err, BASE_E_UNKNOWN, line_of(n), 0,
                  _("unknown shape id %ld (the file has %ld shapes)"), id, rd->nshapes);
  return -1;
}

/* The <shapes> of a <problem>: its pieces. */
static int read_parts(reader_t *rd, const xmlNode *parts) {
  for (const xmlNode *n = parts->children; n; n = n->next) {
    if (!is_elem(n, "shape")) continue;
    long id = -1, count = 1, lo = -1, hi = -1;
    int has_id = attr_num(n, "id", LONG_MAX / 2, &id, rd->err);
    if (has_id < 0 || attr_num(n, "count", BURR_MAX_COUNT, &count, rd->err) < 0 ||
        attr_num(n, "min", BURR_MAX_COUNT, &lo, rd->err) < 0 ||
        attr_num(n, "max", BURR_MAX_COUNT, &hi, rd->err) < 0)
      return -1;
    if (!has_id) {
      base_error_set(rd->err, line_of(n), 0, _("<shape> without 'id'"));
      return -1;
    }
    if (known_shape(rd, n, id)) return -1;
    if ((lo >= 0) != (hi >= 0) || hi < lo) {
      base_error_set(rd->err, line_of(n), 0, _("<shape>: 'min' and 'max' go together, min <= max"));
      return -1;
    }
    if (lo < 0) lo = hi = count;
    if (hi > 0 && add_piece(rd, n, id, lo, hi)) return -1;
  }
  return 0;
}

/* The result F (shape RESULT of problem P) into rd->out: its region, its
 * optional cells, after the checks of colours and maxHoles. */
static int take_result(reader_t *rd, const xmlNode *p, long result, const flat_t *f) {
  /* colours bite only when both a piece and the result have some */
  if (f->coloured) {
    for (const xmlNode *n = p->children; n; n = n->next) {
      if (!is_elem(n, "shapes")) continue;
      for (const xmlNode *s = n->children; s; s = s->next) {
        long id = -1;
        flat_t g;
        if (!is_elem(s, "shape") || attr_num(s, "id", LONG_MAX / 2, &id, NULL) <= 0 ||
            id == result || id >= rd->nshapes || read_voxels(rd->shape[id], id, 0, &g, NULL))
          continue;
        free(g.cell);
        if (g.coloured) {
          base_error_set(rd->err, line_of(s), 0,
                         _("colour constraints (coloured voxels in shape %ld and in the result) "
                           "have no equivalent in polyx"),
                         id);
          return -1;
        }
      }
    }
  }
  region_t *r = &rd->out->region;
  r->w = f->w;
  r->h = f->h;
  r->cells = malloc((size_t)f->w * f->h);
  if (!r->cells) {
    base_error_nomem(rd->err);
    return -1;
  }
  for (size_t k = 0; k < (size_t)f->w * f->h; k++)
    r->cells[k] = f->cell[k] ? REGION_CELL : REGION_OUTSIDE;
  long holes = -1;
  if (f->nvar) {
    if (attr_num(p, "maxHoles", LONG_MAX / 2, &holes, rd->err) < 0) return -1;
    if (holes >= 0 && holes < f->nvar) {
      base_error_set(rd->err, line_of(p), 0,
                     _("maxHoles %ld: a bound on the variable voxels left empty has no "
                       "equivalent in polyx"),
                     holes);
      return -1;
    }
    rd->out->optional = malloc((size_t)f->w * f->h);
    if (!rd->out->optional) {
      base_error_nomem(rd->err);
      return -1;
    }
    for (size_t k = 0; k < (size_t)f->w * f->h; k++) rd->out->optional[k] = f->cell[k] == 2;
  }
  return 0;
}

/* Problem element P into rd->out. */
static int read_problem(reader_t *rd, const xmlNode *p) {
  long result = -1;
  const xmlNode *res_at = p;
  xmlChar *name = xml.get_prop(p, (const xmlChar *)"name");
  if (name) {
    size_t k = 0;
    for (const xmlChar *c = name; *c && k + 1 < sizeof rd->out->name; c++)
      rd->out->name[k++] = (*c >= ' ' && *c < 127) ? (char)*c : '?';
    rd->out->name[k] = '\0';
    xml.free(name);
  }
  for (const xmlNode *n = p->children; n; n = n->next) {
    if (is_elem(n, "shapes")) {
      if (read_parts(rd, n)) return -1;
    } else if (is_elem(n, "result")) {
      if (attr_num(n, "id", LONG_MAX / 2, &result, rd->err) < 0) return -1;
      res_at = n;
    }
  }
  if (result < 0) {
    base_error_set(rd->err, line_of(p), 0, _("the problem has no result shape"));
    return -1;
  }
  if (known_shape(rd, res_at, result)) return -1;
  if (rd->out->set.n == 0) {
    base_error_set(rd->err, line_of(p), 0, _("the problem has no piece"));
    return -1;
  }
  flat_t f;
  if (read_voxels(rd->shape[result], result, 1, &f, rd->err)) return -1;
  int rc = take_result(rd, p, result, &f);
  free(f.cell);
  for (int i = 0; rc == 0 && i < rd->out->set.n; i++)
    if (rd->out->lo[i] < rd->out->set.copies[i]) rd->out->ranged = 1;
  return rc;
}

void burr_problem_free(burr_problem_t *p) {
  pieceset_free(&p->set);
  region_free(&p->region);
  free(p->lo);
  free(p->optional);
  memset(p, 0, sizeof *p);
}

/* The whole document DOC. */
static int read_doc(const xmlDoc *doc, int index, burr_problem_t *out, base_error_t *err) {
  const xmlNode *root = xml.doc_get_root_element(doc);
  if (doc->intSubset || doc->extSubset) {
    base_error_set(err, 1, 0, _("a DOCTYPE has no place in a BurrTools file"));
    return -1;
  }
  if (!root || !is_elem(root, "puzzle")) {
    base_error_set(err, root ? line_of(root) : 1, 0, _("not a BurrTools puzzle (no <puzzle>)"));
    return -1;
  }
  long version = 2;
  if (attr_num(root, "version", 1000, &version, err) < 0) return -1;
  if (version != 2) {
    base_error_set(err, line_of(root), 0, _("BurrTools file version %ld (polyx reads version 2)"),
                   version);
    return -1;
  }
  const xmlNode *shapes = NULL, *problems = NULL;
  for (const xmlNode *n = root->children; n; n = n->next) {
    if (is_elem(n, "gridType")) {
      long type = 0;
      if (attr_num(n, "type", 1000, &type, err) < 0) return -1;
      if (type != 0) {
        base_error_set(err, line_of(n), 0,
                       _("grid type %ld: polyx reads the cube grid (type 0) only"), type);
        return -1;
      }
    } else if (is_elem(n, "shapes") && !shapes) {
      shapes = n;
    } else if (is_elem(n, "problems") && !problems) {
      problems = n;
    }
  }
  reader_t rd = {NULL, 0, out, err};
  long nprob = 0;
  const xmlNode *prob = NULL;
  for (const xmlNode *n = problems ? problems->children : NULL; n; n = n->next)
    if (is_elem(n, "problem") && ++nprob == index) prob = n;
  out->nproblems = (int)(nprob > INT_MAX ? INT_MAX : nprob);
  if (!prob) {
    if (nprob == 0)
      base_error_set(err, problems ? line_of(problems) : line_of(root), 0,
                     _("the file has no problem"));
    else
      base_error_set(err, line_of(problems), 0, _("no problem %d: the file has %ld"), index, nprob);
    return -1;
  }
  for (const xmlNode *n = shapes ? shapes->children : NULL; n; n = n->next)
    if (is_elem(n, "voxel")) rd.nshapes++;
  rd.shape = malloc((size_t)(rd.nshapes ? rd.nshapes : 1) * sizeof *rd.shape);
  if (!rd.shape) {
    base_error_nomem(err);
    return -1;
  }
  long k = 0;
  for (const xmlNode *n = shapes ? shapes->children : NULL; n; n = n->next)
    if (is_elem(n, "voxel")) rd.shape[k++] = n;
  int rc = read_problem(&rd, prob);
  free(rd.shape);
  return rc;
}

int burr_parse(const char *data, size_t len, int index, burr_problem_t *out, base_error_t *err) {
  memset(out, 0, sizeof *out);
  if (len > BURR_MAX_BYTES) {
    base_error_setc(err, BASE_E_LIMIT, 0, 0, _("file larger than %zu bytes"), BURR_MAX_BYTES);
    return -1;
  }
  char *inflated = NULL;
  if (len >= 2 && (unsigned char)data[0] == 0x1f && (unsigned char)data[1] == 0x8b) {
    if (inflate_all((const unsigned char *)data, len, &inflated, &len, err)) return -1;
    data = inflated;
  } else {
    size_t k = 0;
    while (k < len && (data[k] == ' ' || data[k] == '\t' || data[k] == '\n' || data[k] == '\r'))
      k++;
    if (k == len || data[k] != '<') {
      base_error_set(err, 1, 1, _("not a BurrTools file (neither gzip nor XML)"));
      return -1;
    }
  }
  if (xml_open(err)) {
    free(inflated);
    return -1;
  }
  xmlParserCtxtPtr ctxt = xml.new_parser_ctxt();
  if (!ctxt) {
    free(inflated);
    base_error_nomem(err);
    return -1;
  }
  /* No network, no entity substitution (no XML_PARSE_NOENT), no DTD
   * loading or validation, libxml2's limits kept (no XML_PARSE_HUGE). */
  xmlDocPtr doc = xml.ctxt_read_memory(ctxt, data, (int)len, NULL, NULL,
                                       XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
  int rc;
  if (!doc) {
    const xmlError *e = xml.ctxt_get_last_error(ctxt);
    char msg[160];
    snprintf(msg, sizeof msg, "%s", e && e->message ? e->message : "?");
    size_t m = strlen(msg);
    while (m && (msg[m - 1] == '\n' || msg[m - 1] == ' ')) msg[--m] = '\0';
    base_error_set(err, e && e->line > 0 ? (unsigned long)e->line : 0,
                   e && e->int2 > 0 ? (unsigned long)e->int2 : 0, _("bad XML: %s"), msg);
    rc = -1;
  } else {
    rc = read_doc(doc, index, out, err);
    xml.free_doc(doc);
  }
  xml.free_parser_ctxt(ctxt);
  free(inflated);
  if (rc) burr_problem_free(out);
  return rc;
}

int burr_read_file(const char *path, int index, burr_problem_t *out, base_error_t *err) {
  char *buf;
  size_t len;
  memset(out, 0, sizeof *out);
  if (base_read_file(path, BURR_MAX_BYTES, N_("a BurrTools file"), &buf, &len, err)) return -1;
  int rc = burr_parse(buf, len, index, out, err);
  free(buf);
  base_error_file(err, path);
  return rc;
}

/* ---- Writing ---------------------------------------------------------------------- */

/* The transformations of BurrTools' cube grid that keep the plane z = 0
 * (turning it over takes z to -z): their numbers, and the 2x2 matrix
 * (x' = a x + b y, y' = c x + d y) each applies in the plane. */
static const struct {
  int nr, a, b, c, d;
} flat_turns[8] = {{0, 1, 0, 0, 1},   {2, 1, 0, 0, -1}, {8, -1, 0, 0, 1},  {10, -1, 0, 0, -1},
                   {16, 0, -1, 1, 0}, {18, 0, 1, 1, 0}, {20, 0, 1, -1, 0}, {22, 0, -1, -1, 0}};

static void put_escaped(FILE *f, const char *s) {
  for (; *s; s++) switch (*s) {
      case '&': fputs("&amp;", f); break;
      case '<': fputs("&lt;", f); break;
      case '>': fputs("&gt;", f); break;
      case '"': fputs("&quot;", f); break;
      case '\'': fputs("&apos;", f); break;
      default: fputc(*s, f);
    }
}

static int cmp_cell(const void *a, const void *b) {
  const cell_t *p = a, *q = b;
  return p->y != q->y ? (p->y > q->y) - (p->y < q->y) : (p->x > q->x) - (p->x < q->x);
}

/* Placement ID of T as BurrTools places piece SHAPE (written at the
 * origin): "x y 0 nr". */
static void put_placement(FILE *f, const tiling_t *t, const shape_t *shape, int id) {
  cell_t want[SHAPE_MAX_CELLS], got[SHAPE_MAX_CELLS];
  int n = tiling_placement_cells(t, id, want);
  qsort(want, (size_t)n, sizeof *want, cmp_cell);
  for (int k = 0; k < 8; k++) {
    for (int j = 0; j < shape->n; j++) {
      int x = flat_turns[k].a * shape->c[j].x + flat_turns[k].b * shape->c[j].y;
      int y = flat_turns[k].c * shape->c[j].x + flat_turns[k].d * shape->c[j].y;
      got[j] = (cell_t){(int16_t)x, (int16_t)y};
    }
    int dx = want[0].x, dy = want[0].y;
    qsort(got, (size_t)shape->n, sizeof *got, cmp_cell);
    dx -= got[0].x;
    dy -= got[0].y;
    int same = shape->n == n;
    for (int j = 0; same && j < n; j++)
      same = got[j].x + dx == want[j].x && got[j].y + dy == want[j].y;
    if (same) {
      fprintf(f, "%d %d 0 %d", dx, dy, flat_turns[k].nr);
      return;
    }
  }
  fputs("x", f); /* cannot happen: every orientation is one of the eight */
}

int burr_write(FILE *f, const tiling_t *t, const tiling_spec_t *spec, const int *sols, int nt,
               int complete, base_error_t *err) {
  const pieceset_t *set = tiling_pieceset(t);
  const region_t *r = tiling_region(t);
  if (spec && (spec->nsizes || spec->total_lo >= 0)) {
    base_error_set(err, 0, 0,
                   _("size classes and a total number of pieces have no BurrTools equivalent"));
    return -1;
  }
  for (int i = 0; i < set->n; i++)
    if (set->pieces[i].one_sided && !(shape_symmetries(&set->pieces[i].shape) & 0xF0u)) {
      base_error_set(err, 0, 0, _("piece %s is one-sided: BurrTools turns every piece over"),
                     set->pieces[i].name);
      return -1;
    }
  fputs("<?xml version=\"1.0\"?>\n<puzzle version=\"2\">\n<gridType type=\"0\"/>\n<colors/>\n"
        "<shapes>\n",
        f);
  int nshape = 0;
  for (int i = 0; i < set->n; i++) {
    int lo, hi, w, h;
    tiling_piece_bounds(t, i, &lo, &hi);
    if (hi <= 0) continue;
    const shape_t *s = &set->pieces[i].shape;
    shape_size(s, &w, &h);
    fprintf(f, "<voxel x=\"%d\" y=\"%d\" z=\"1\" name=\"", w, h);
    put_escaped(f, set->pieces[i].name);
    fputs("\" type=\"0\">", f);
    for (int y = 0; y < h; y++)
      for (int x = 0; x < w; x++) fputc(shape_has(s, x, y) ? '#' : '_', f);
    fputs("</voxel>\n", f);
    nshape++;
  }
  const unsigned char *opt = tiling_optional(t);
  fprintf(f, "<voxel x=\"%d\" y=\"%d\" z=\"1\" name=\"result\" type=\"0\">", r->w, r->h);
  for (size_t k = 0; k < (size_t)r->w * r->h; k++)
    fputc(r->cells[k] != REGION_CELL ? '_' : opt && opt[k] ? '+' : '#', f);
  fputs("</voxel>\n</shapes>\n<problems>\n<problem name=\"polyx\"", f);
  if (nt > 0 && complete)
    fprintf(f, " state=\"2\" assemblies=\"%d\" solutions=\"0\" time=\"0\"", nt);
  else
    fprintf(f, " state=\"%d\"", nt > 0 ? 3 : 0);
  fputs(">\n<shapes>\n", f);
  for (int i = 0, id = 0; i < set->n; i++) {
    int lo, hi;
    tiling_piece_bounds(t, i, &lo, &hi);
    if (hi <= 0) continue;
    if (lo == hi)
      fprintf(f, "<shape id=\"%d\" count=\"%d\"/>\n", id, hi);
    else
      fprintf(f, "<shape id=\"%d\" min=\"%d\" max=\"%d\"/>\n", id, lo, hi);
    id++;
  }
  fprintf(f, "</shapes>\n<result id=\"%d\"/>\n<bitmap/>\n", nshape);
  if (nt > 0) {
    fputs("<solutions>\n", f);
    size_t off = 0;
    for (int s = 0; s < nt; s++) {
      int n = sols[off];
      const int *pl = sols + off + 1;
      fprintf(f, "<solution asmNum=\"%d\"><assembly>", s);
      int first = 1;
      for (int i = 0; i < set->n; i++) {
        int lo, hi, used = 0;
        tiling_piece_bounds(t, i, &lo, &hi);
        if (hi <= 0) continue;
        for (int k = 0; k < n; k++) {
          if (tiling_placement(t, pl[k])->piece != i || used == hi) continue;
          fputs(first ? "" : " ", f);
          put_placement(f, t, &set->pieces[i].shape, pl[k]);
          first = 0;
          used++;
        }
        for (; used < hi; used++, first = 0) fputs(first ? "x" : " x", f);
      }
      fputs("</assembly></solution>\n", f);
      off += (size_t)n + 1;
    }
    fputs("</solutions>\n", f);
  }
  fputs("</problem>\n</problems>\n<comment>written by polyx</comment>\n</puzzle>\n", f);
  if (ferror(f)) {
    base_error_set(err, 0, 0, _("write error"));
    return -1;
  }
  return 0;
}
