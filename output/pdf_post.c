/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* pdf_post.c: the edits made to the PDF cairo wrote: page boxes, black in DeviceGray, the cut
 * contour in a spot colour (output/ internal). */
#include <config.h>

#include "output/pdf_post.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "output/draw_cairo.h"
#include "output/draw_zlib.h"

#define PT_PER_MM (72.0 / 25.4)

struct pdf_post {
  double h;          /* page height, mm */
  int npbox;         /* pages begun */
  double (*pbox)[8]; /* each page's trim and bleed boxes */
  char *pbox_set;    /* 1 where the page has boxes */
  char **cut;        /* each page's cut contour, PDF operators (pdf_cut_edits) */
  size_t *cutlen, *cutcap;
  int anycut; /* 1 when a page has a cut contour */
};

pdf_post_t *pdf_post_create(double h) {
  pdf_post_t *p = calloc(1, sizeof *p);
  if (p) p->h = h;
  return p;
}

void pdf_post_destroy(pdf_post_t *p) {
  if (!p) return;
  for (int k = 0; k < p->npbox; k++) free(p->cut[k]);
  free(p->cut);
  free(p->cutlen);
  free(p->cutcap);
  free(p->pbox);
  free(p->pbox_set);
  free(p);
}

int pdf_post_page(pdf_post_t *p, int boxes, const double trim[4], const double bleed[4]) {
  size_t n = (size_t)p->npbox + 1;
  double(*nb)[8] = realloc(p->pbox, n * sizeof *nb);
  if (nb) p->pbox = nb;
  char *ns = nb ? realloc(p->pbox_set, n) : NULL;
  if (ns) p->pbox_set = ns;
  char **c = ns ? realloc(p->cut, n * sizeof *c) : NULL;
  if (c) p->cut = c;
  size_t *l = c ? realloc(p->cutlen, n * sizeof *l) : NULL;
  if (l) p->cutlen = l;
  size_t *cp = l ? realloc(p->cutcap, n * sizeof *cp) : NULL;
  if (!cp) return -1;
  p->cutcap = cp;
  int k = p->npbox++;
  memcpy(p->pbox[k], trim, 4 * sizeof *trim);
  memcpy(p->pbox[k] + 4, bleed, 4 * sizeof *bleed);
  p->pbox_set[k] = (char)boxes;
  p->cut[k] = NULL, p->cutlen[k] = p->cutcap[k] = 0;
  return 0;
}

/* Append printf FMT to the cut contour of the page last begun; -1 when out of memory. */
static int cut_add(pdf_post_t *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int cut_add(pdf_post_t *p, const char *fmt, ...) {
  int k = p->npbox - 1;
  if (k < 0) return -1;
  va_list ap;
  va_start(ap, fmt);
  char tmp[128];
  int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
  va_end(ap);
  if (n < 0 || (size_t)n >= sizeof tmp) return -1;
  if (p->cutlen[k] + (size_t)n + 1 > p->cutcap[k]) {
    size_t nc = (p->cutlen[k] + (size_t)n + 1) * 2;
    char *g = realloc(p->cut[k], nc);
    if (!g) return -1;
    p->cut[k] = g;
    p->cutcap[k] = nc;
  }
  memcpy(p->cut[k] + p->cutlen[k], tmp, (size_t)n + 1);
  p->cutlen[k] += (size_t)n;
  p->anycut = 1;
  return 0;
}

int pdf_post_cut_path(pdf_post_t *p, cairo_t *cr, double lw) {
  cairo_path_t *path = draw_cairo.copy_path(cr);
  if (!path || path->status != CAIRO_STATUS_SUCCESS) {
    if (path) draw_cairo.path_destroy(path);
    return -1;
  }
  double hpt = p->h * PT_PER_MM, wx = lw, wy = 0;
  draw_cairo.user_to_device_distance(cr, &wx, &wy);
  int bad = cut_add(p, "%.3f w\n", sqrt(wx * wx + wy * wy));
  for (int i = 0; i < path->num_data && !bad; i += path->data[i].header.length) {
    cairo_path_data_t *e = &path->data[i];
    double pt[6];
    int np = e->header.type == CAIRO_PATH_CURVE_TO                                          ? 3
             : e->header.type == CAIRO_PATH_MOVE_TO || e->header.type == CAIRO_PATH_LINE_TO ? 1
                                                                                            : 0;
    for (int j = 0; j < np; j++) {
      double px = e[j + 1].point.x, py = e[j + 1].point.y;
      draw_cairo.user_to_device(cr, &px, &py);
      pt[2 * j] = px, pt[2 * j + 1] = hpt - py;
    }
    int next = i + e->header.length; /* cairo ends a closed subpath with a move: no use here */
    if (e->header.type == CAIRO_PATH_MOVE_TO &&
        (next >= path->num_data || path->data[next].header.type == CAIRO_PATH_MOVE_TO))
      continue;
    switch (e->header.type) {
      case CAIRO_PATH_MOVE_TO: bad = cut_add(p, "%.3f %.3f m\n", pt[0], pt[1]); break;
      case CAIRO_PATH_LINE_TO: bad = cut_add(p, "%.3f %.3f l\n", pt[0], pt[1]); break;
      case CAIRO_PATH_CURVE_TO:
        bad = cut_add(p, "%.3f %.3f %.3f %.3f %.3f %.3f c\n", pt[0], pt[1], pt[2], pt[3], pt[4],
                      pt[5]);
        break;
      case CAIRO_PATH_CLOSE_PATH: bad = cut_add(p, "h\n"); break;
    }
  }
  if (!bad) bad = cut_add(p, "S\n");
  draw_cairo.path_destroy(path);
  draw_cairo.new_path(cr);
  return bad ? -1 : 0;
}

/* B as a PDF rectangle "[ llx lly urx ury ]" in points, y up. */
static int pdf_rect(char *buf, size_t n, const pdf_post_t *p, const double b[4]) {
  return snprintf(buf, n, "[ %.3f %.3f %.3f %.3f ]", b[0] * PT_PER_MM,
                  (p->h - b[1] - b[3]) * PT_PER_MM, (b[0] + b[2]) * PT_PER_MM,
                  (p->h - b[1]) * PT_PER_MM);
}

/* Find the NUL-free pattern PAT in M[FROM..TO). */
static const unsigned char *mem_find(const unsigned char *m, size_t from, size_t to,
                                     const char *pat) {
  size_t k = strlen(pat);
  for (size_t i = from; i + k <= to; i++)
    if (m[i] == (unsigned char)pat[0] && memcmp(m + i, pat, k) == 0) return m + i;
  return NULL;
}

/* One edit of the PDF: DEL bytes at offset POS replaced by the LEN bytes of its text (BUF, or
 * HEAP, malloc'd, for the longer ones: edits are moved by realloc and qsort, so never a pointer
 * into themselves); SEQ keeps edits at one offset in the order made. */
typedef struct pdf_ins {
  size_t pos, del, seq;
  size_t len;
  char *heap;
  char buf[200];
} pdf_ins_t;

static const char *pdf_text(const pdf_ins_t *in) {
  return in->heap ? in->heap : in->buf;
}

static int cmp_ins(const void *a, const void *b) {
  const pdf_ins_t *p = a, *q = b;
  if (p->pos != q->pos) return p->pos < q->pos ? -1 : 1;
  return p->seq < q->seq ? -1 : p->seq > q->seq;
}

/* The object numbers of the /Kids of the page tree, in page order, into
 * KIDS (room for MAX); their number, or -1 when the tree is not one flat
 * /Pages node (what cairo 1.16 writes). */
static long pdf_kids(const unsigned char *m, size_t len, unsigned long *kids, long max) {
  const unsigned char *t = mem_find(m, 0, len, "/Type /Pages");
  if (!t || mem_find(m, (size_t)(t - m) + 1, len, "/Type /Pages")) return -1;
  const unsigned char *k = mem_find(m, (size_t)(t - m), len, "/Kids [");
  if (!k) return -1;
  const char *p = (const char *)k + 7;
  long n = 0;
  for (;;) {
    while (*p == ' ' || *p == '\n' || *p == '\r') p++;
    if (*p == ']') return n;
    char *end;
    unsigned long obj = strtoul(p, &end, 10);
    if (end == p || strncmp(end, " 0 R", 4) != 0 || n >= max) return -1;
    kids[n++] = obj;
    p = end + 4;
  }
}

/* Where a PDF's cross-reference table is: the last startxref at SX, the
 * table at XOFF, its COUNT entries of 20 bytes from ENT. */
typedef struct pdf_xref {
  size_t sx, ent;
  unsigned long long xoff;
  unsigned long count;
} pdf_xref_t;

/* Find the one classic xref table of M[0..LEN) into *X; NULL, or what is
 * wrong. */
static const char *pdf_find_xref(const unsigned char *m, size_t len, pdf_xref_t *x) {
  /* startxref: the last one in the file */
  size_t sx = (size_t)-1;
  for (size_t i = len > 64 ? len - 64 : 0; i + 9 <= len; i++)
    if (memcmp(m + i, "startxref", 9) == 0) sx = i;
  if (sx == (size_t)-1) return "no startxref";
  char *end;
  unsigned long long xoff = strtoull((const char *)m + sx + 9, &end, 10);
  if (xoff >= sx || memcmp(m + xoff, "xref\n", 5) != 0) return "no xref table";
  unsigned long first, count;
  int used;
  if (sscanf((const char *)m + xoff + 5, "%lu %lu\n%n", &first, &count, &used) != 2 || first != 0)
    return "unexpected xref subsection";
  size_t ent = xoff + 5 + (size_t)used;
  if (ent + 20 * count > len || memcmp(m + ent + 20 * count, "trailer", 7) != 0)
    return "unexpected xref table";
  *x = (pdf_xref_t){.sx = sx, .ent = ent, .xoff = xoff, .count = count};
  return NULL;
}

/* The insertions of the boxes into INS (room for X->count), one after the
 * /MediaBox of each page that has boxes, the pages found through the xref
 * table and matched with the NKIDS objects KIDS of the page tree; NULL, or
 * what is wrong. */
static const char *pdf_box_insertions(const pdf_post_t *p, const unsigned char *m,
                                      const pdf_xref_t *x, const unsigned long *kids, long nkids,
                                      pdf_ins_t *ins, size_t *nins) {
  long npages = 0;
  for (unsigned long i = 0; i < x->count; i++) {
    const unsigned char *e = m + x->ent + 20 * i;
    if (e[17] != 'n') continue;
    size_t off = strtoull((const char *)e, NULL, 10);
    if (off >= x->xoff) return "bad xref entry";
    const unsigned char *eo = mem_find(m, off, x->xoff, "endobj");
    if (!eo) return "object without endobj";
    size_t oend = (size_t)(eo - m);
    const unsigned char *t = mem_find(m, off, oend, "/Type /Page");
    /* a page, not the page tree (/Pages) */
    if (!t || t[11] == 's') continue;
    long k = 0;
    while (k < nkids && kids[k] != i) k++;
    if (k == nkids) return "a page outside the page tree";
    npages++;
    if (!p->pbox_set[k]) continue;
    const unsigned char *mb = mem_find(m, off, oend, "/MediaBox [");
    const unsigned char *close = mb ? memchr(mb, ']', oend - (size_t)(mb - m)) : NULL;
    if (!close) return "page without /MediaBox";
    char r1[80], r2[80];
    pdf_rect(r1, sizeof r1, p, p->pbox[k]);
    pdf_rect(r2, sizeof r2, p, p->pbox[k] + 4);
    pdf_ins_t *in = &ins[(*nins)++];
    in->pos = (size_t)(close - m) + 1;
    in->del = 0;
    in->seq = *nins;
    in->heap = NULL;
    in->len =
        (size_t)snprintf(in->buf, sizeof in->buf, "\n   /TrimBox %s\n   /BleedBox %s", r1, r2);
  }
  return npages != nkids ? "pages missing" : NULL;
}

/* The bytes the edits INS[0..NINS) (sorted) add before offset OFF (an edit at OFF included:
 * what is inserted there comes before what stood there). */
static long long pdf_shift(const pdf_ins_t *ins, size_t nins, size_t off) {
  long long shift = 0;
  for (size_t k = 0; k < nins && ins[k].pos <= off; k++)
    shift += (long long)ins[k].len - (long long)ins[k].del;
  return shift;
}

/* M[0..LEN) with the NINS edits INS (sorted, none inside the xref table's entries) made, every
 * xref offset moved by the bytes edited before it, and a new startxref: *MEM (LEN bytes, its
 * buffer) replaced by a new buffer of *MEMLEN bytes, room for *MEMCAP. -1
 * when out of memory. */
static int pdf_rewrite(unsigned char **mem, size_t *memlen, size_t *memcap, size_t len,
                       const pdf_xref_t *x, const pdf_ins_t *ins, size_t nins) {
  const unsigned char *m = *mem;
  size_t olen = (size_t)((long long)len + pdf_shift(ins, nins, len));
  unsigned char *out = malloc(olen + 40); /* room for a longer startxref number */
  if (!out) return -1;
  size_t from = 0, o = 0;
  for (size_t k = 0; k < nins; k++) {
    memcpy(out + o, m + from, ins[k].pos - from);
    o += ins[k].pos - from;
    memcpy(out + o, pdf_text(&ins[k]), ins[k].len);
    o += ins[k].len;
    from = ins[k].pos + ins[k].del;
  }
  memcpy(out + o, m + from, len - from);
  size_t nent = (size_t)((long long)x->ent + pdf_shift(ins, nins, x->ent));
  for (unsigned long i = 0; i < x->count; i++) {
    unsigned char *e = out + nent + 20 * i;
    if (e[17] != 'n') continue;
    size_t off = strtoull((const char *)e, NULL, 10);
    char num[24];
    snprintf(num, sizeof num, "%010zu", (size_t)((long long)off + pdf_shift(ins, nins, off)));
    memcpy(e, num, 10);
  }
  /* the new startxref, written over the old number and what follows */
  size_t nsx = (size_t)((long long)x->sx + pdf_shift(ins, nins, x->sx));
  int tail = snprintf((char *)out + nsx, olen + 40 - nsx, "startxref\n%llu\n%%%%EOF\n",
                      (unsigned long long)((long long)x->xoff + pdf_shift(ins, nins, x->xoff)));
  free(*mem);
  *mem = out;
  *memlen = nsx + (size_t)tail;
  *memcap = olen + 40;
  return 0;
}

/* The cut contour: a /Separation colour named CutContour (what cutting plotters and die-cut
 * workflows read; 100% magenta as its alternate), the strokes drawn in DRAW_CUT. Cairo has no
 * spot colours, so they never reach cairo: draw_stroke() writes them as PDF operators, in
 * points, one text a page (p->cut), and pdf_cut_edits() adds to each page that has one a
 * content stream of its own, after cairo's (whose graphics state a "q" before it and a "Q"
 * after it close), and the colour space to the page's resources. */
#define PDF_CUT_CS                                                                                 \
  "[ /Separation /CutContour /DeviceCMYK\n"                                                        \
  "  << /FunctionType 2 /Domain [ 0 1 ] /C0 [ 0 0 0 0 ] /C1 [ 0 1 0 0 ] /N 1 >> ]"

/* Append an edit to *INS (*NINS of them): at POS, DEL bytes replaced by TEXT (copied). -1 when
 * out of memory. */
static int pdf_edit(pdf_ins_t **ins, size_t *nins, size_t *cap, size_t pos, size_t del,
                    const char *text, size_t len) {
  if (*nins == *cap) {
    size_t nc = *cap ? 2 * *cap : 16;
    pdf_ins_t *n = realloc(*ins, nc * sizeof *n);
    if (!n) return -1;
    *ins = n;
    *cap = nc;
  }
  pdf_ins_t *in = &(*ins)[*nins];
  in->pos = pos, in->del = del, in->len = len, in->seq = *nins;
  in->heap = NULL;
  if (len >= sizeof in->buf && !(in->heap = malloc(len))) return -1;
  memcpy(in->heap ? in->heap : in->buf, text, len);
  (*nins)++;
  return 0;
}

static void pdf_edits_free(pdf_ins_t *ins, size_t nins) {
  for (size_t k = 0; k < nins; k++) free(ins[k].heap);
  free(ins);
}

/* The offset of object OBJ through the xref table X of M; 0 when it has none. */
static size_t pdf_obj_offset(const unsigned char *m, const pdf_xref_t *x, unsigned long obj) {
  if (obj >= x->count) return 0;
  const unsigned char *e = m + x->ent + 20 * obj;
  return e[17] == 'n' ? (size_t)strtoull((const char *)e, NULL, 10) : 0;
}

/* "KEY N 0 R" inside M[FROM..TO): N, and where "N 0 R" begins (*AT) and ends (*END); 0 when
 * not there. */
static unsigned long pdf_ref(const unsigned char *m, size_t from, size_t to, const char *key,
                             size_t *at, size_t *end) {
  const unsigned char *k = mem_find(m, from, to, key);
  if (!k) return 0;
  const char *p = (const char *)k + strlen(key);
  while (*p == ' ') p++;
  char *e;
  unsigned long n = strtoul(p, &e, 10);
  if (e == p || strncmp(e, " 0 R", 4) != 0) return 0;
  *at = (size_t)(p - (const char *)m);
  *end = (size_t)(e + 4 - (const char *)m);
  return n;
}

/* The edits that add the cut contours of p->cut to the pages KIDS[0..NKIDS) of M (xref X) into
 * *INS; NULL, or what is wrong (a page or resources cairo did not write as expected), or
 * "out of memory". */
static const char *pdf_cut_edits(const pdf_post_t *p, const unsigned char *m, const pdf_xref_t *x,
                                 const unsigned long *kids, long nkids, pdf_ins_t **ins,
                                 size_t *nins, size_t *cap) {
  unsigned long next = x->count; /* the new objects: the colour space, "q", then a stream a page */
  unsigned long cs = next++, qobj = next++;
  char buf[256], *objs = NULL;
  size_t olen = 0, ocap = 0;
  size_t *rel = calloc((size_t)nkids + 2, sizeof *rel); /* each new object's offset in OBJS */
  size_t *res = calloc((size_t)nkids + 1, sizeof *res); /* resources already given the space */
  size_t nres = 0;
  const char *why = NULL;
  if (!rel || !res) why = "out of memory";
    /* OBJS grows by the text of printf FMT */
#define OBJS_ADD(...)                                                                              \
  do {                                                                                             \
    int n_ = snprintf(NULL, 0, __VA_ARGS__);                                                       \
    if (olen + (size_t)n_ + 1 > ocap) {                                                            \
      size_t nc_ = (olen + (size_t)n_ + 1) * 2;                                                    \
      char *g_ = realloc(objs, nc_);                                                               \
      if (!g_) {                                                                                   \
        why = "out of memory";                                                                     \
        break;                                                                                     \
      }                                                                                            \
      objs = g_, ocap = nc_;                                                                       \
    }                                                                                              \
    snprintf(objs + olen, ocap - olen, __VA_ARGS__);                                               \
    olen += (size_t)n_;                                                                            \
  } while (0)
  if (!why) {
    rel[0] = olen;
    OBJS_ADD("%lu 0 obj\n%s\nendobj\n", cs, PDF_CUT_CS);
  }
  if (!why) {
    rel[1] = olen;
    OBJS_ADD("%lu 0 obj\n<< /Length 2 >>\nstream\nq\n\nendstream\nendobj\n", qobj);
  }
  int nobj = 2;
  for (long k = 0; k < nkids && k < p->npbox && !why; k++) {
    if (!p->cut[k] || !p->cutlen[k]) continue;
    size_t off = pdf_obj_offset(m, x, kids[k]);
    const unsigned char *eo = off ? mem_find(m, off, x->xoff, "endobj") : NULL;
    if (!eo) {
      why = "a page without its object";
      break;
    }
    size_t oend = (size_t)(eo - m), at, end, rat, rend;
    unsigned long contents = pdf_ref(m, off, oend, "/Contents", &at, &end);
    unsigned long resources = pdf_ref(m, off, oend, "/Resources", &rat, &rend);
    size_t roff = resources ? pdf_obj_offset(m, x, resources) : 0;
    const unsigned char *ro = roff ? mem_find(m, roff, x->xoff, "<<") : NULL;
    const unsigned char *re = roff ? mem_find(m, roff, x->xoff, "endobj") : NULL;
    if (!contents || !ro || !re || ro > re) {
      why = "a page whose contents or resources are not one object each";
      break;
    }
    unsigned long obj = next++;
    int n = snprintf(buf, sizeof buf, "[ %lu 0 R ", qobj);
    if (pdf_edit(ins, nins, cap, at, 0, buf, (size_t)n)) why = "out of memory";
    n = snprintf(buf, sizeof buf, " %lu 0 R ]", obj);
    if (!why && pdf_edit(ins, nins, cap, end, 0, buf, (size_t)n)) why = "out of memory";
    size_t r = 0;
    while (r < nres && res[r] != roff) r++;
    if (!why && r == nres) { /* the page's resources: the colour space added once */
      if (mem_find(m, roff, (size_t)(re - m), "/ColorSpace")) {
        why = "resources with a colour space already";
        break;
      }
      res[nres++] = roff;
      n = snprintf(buf, sizeof buf, "\n   /ColorSpace << /CutContour %lu 0 R >>", cs);
      if (pdf_edit(ins, nins, cap, (size_t)(ro - m) + 2, 0, buf, (size_t)n)) why = "out of memory";
    }
    if (why) break;
    static const char head[] = "Q\nq\n/CutContour CS 1 SCN 0 J 0 j\n", tail[] = "Q\n";
    size_t slen = strlen(head) + p->cutlen[k] + strlen(tail);
    rel[nobj++] = olen;
    OBJS_ADD("%lu 0 obj\n<< /Length %zu >>\nstream\n%s%s%s\nendstream\nendobj\n", obj, slen, head,
             p->cut[k], tail);
  }
#undef OBJS_ADD
  if (!why) {
    /* the new objects before the xref table; their entries, a subsection after the old ones;
       the trailer's /Size */
    if (pdf_edit(ins, nins, cap, x->xoff, 0, objs, olen)) why = "out of memory";
  }
  if (!why) {
    /* where the objects land: the xref table's offset after every edit before it */
    qsort(*ins, *nins, sizeof **ins, cmp_ins);
    long long base = (long long)x->xoff + pdf_shift(*ins, *nins, x->xoff) - (long long)olen;
    size_t elen = (size_t)nobj * 20 + 32;
    char *ent = malloc(elen);
    if (!ent) {
      why = "out of memory";
    } else {
      int n = snprintf(ent, elen, "%lu %d\n", x->count, nobj);
      for (int j = 0; j < nobj; j++)
        n += snprintf(ent + n, elen - (size_t)n, "%010lld 00000 n \n", base + (long long)rel[j]);
      if (pdf_edit(ins, nins, cap, x->ent + 20 * x->count, 0, ent, (size_t)n))
        why = "out of memory";
      free(ent);
    }
    const unsigned char *sz = mem_find(m, x->ent + 20 * x->count, x->sx, "/Size ");
    if (!why && !sz) why = "a trailer without /Size";
    if (!why) {
      size_t at = (size_t)(sz - m) + 6, e = at;
      while (m[e] >= '0' && m[e] <= '9') e++;
      int n = snprintf(buf, sizeof buf, "%lu", x->count + (unsigned long)nobj);
      if (pdf_edit(ins, nins, cap, at, e - at, buf, (size_t)n)) why = "out of memory";
    }
  }
  free(objs);
  free(rel);
  free(res);
  return why;
}

/* Black text and lines in DeviceGray: cairo writes every colour in DeviceRGB, so its black is
 * "0 0 0 rg", which a print shop's conversion to CMYK may turn into a rich black of four inks
 * (blurred at 6 pt when the plates are not in register). Each page's content stream is
 * inflated, every "0 0 0 rg" and "0 0 0 RG" becomes "0 g" and "0 G" (black ink only),
 * and the stream is deflated again; the edits into *INS. NULL, or what is wrong. */
static const char *pdf_gray_edits(const unsigned char *m, const pdf_xref_t *x,
                                  const unsigned long *kids, long nkids, pdf_ins_t **ins,
                                  size_t *nins, size_t *cap) {
  for (long k = 0; k < nkids; k++) {
    size_t off = pdf_obj_offset(m, x, kids[k]), at, end;
    const unsigned char *eo = off ? mem_find(m, off, x->xoff, "endobj") : NULL;
    unsigned long c = eo ? pdf_ref(m, off, (size_t)(eo - m), "/Contents", &at, &end) : 0;
    size_t coff = c ? pdf_obj_offset(m, x, c) : 0;
    const unsigned char *ce = coff ? mem_find(m, coff, x->xoff, "endobj") : NULL;
    if (!ce) return "a page without its contents";
    size_t cend = (size_t)(ce - m), lat, lend;
    if (!mem_find(m, coff, cend, "/FlateDecode")) continue; /* not cairo's: left as it is */
    unsigned long lobj = pdf_ref(m, coff, cend, "/Length", &lat, &lend);
    size_t loff = lobj ? pdf_obj_offset(m, x, lobj) : 0;
    const unsigned char *st = mem_find(m, coff, cend, "stream\n");
    if (!loff || !st) continue;
    const char *lp = (const char *)m + loff;
    lp = strstr(lp, "obj");
    if (!lp) return "a stream's length without its object";
    lp += 3;
    while (*lp == ' ' || *lp == '\n' || *lp == '\r') lp++;
    char *le;
    unsigned long long len = strtoull(lp, &le, 10);
    size_t data = (size_t)(st - m) + 7;
    if (le == lp || data + len > cend) return "a stream's length out of its object";
    /* inflate */
    size_t ocap = (size_t)len * 4 + 4096, olen = 0;
    unsigned char *plain = malloc(ocap);
    if (!plain) return "out of memory";
    z_stream zs;
    memset(&zs, 0, sizeof zs);
    if (DRAW_Z_INFLATE_INIT(&zs) != Z_OK) {
      free(plain);
      return "out of memory";
    }
    zs.next_in = (unsigned char *)m + data;
    zs.avail_in = (uInt)len;
    int zr = Z_OK;
    while (zr == Z_OK) {
      if (olen == ocap) {
        unsigned char *g = realloc(plain, ocap * 2);
        if (!g) break;
        plain = g, ocap *= 2;
      }
      zs.next_out = plain + olen;
      zs.avail_out = (uInt)(ocap - olen);
      zr = draw_zlib.inflate(&zs, Z_NO_FLUSH);
      olen = ocap - zs.avail_out;
    }
    draw_zlib.inflateEnd(&zs);
    if (zr != Z_STREAM_END) {
      free(plain);
      return zr == Z_OK ? "out of memory" : "a content stream that does not inflate";
    }
    /* the black operators, as whole tokens, rewritten in place (never longer) */
    size_t w = 0;
    int changed = 0;
    for (size_t r = 0; r < olen;) {
      int tok = (r == 0 || plain[r - 1] == ' ' || plain[r - 1] == '\n') && r + 8 <= olen &&
                memcmp(plain + r, "0 0 0 ", 6) == 0 &&
                (plain[r + 6] == 'r' || plain[r + 6] == 'R') &&
                plain[r + 7] == (plain[r + 6] == 'r' ? 'g' : 'G') &&
                (r + 8 == olen || plain[r + 8] == ' ' || plain[r + 8] == '\n');
      if (tok) {
        plain[w++] = '0', plain[w++] = ' ', plain[w++] = plain[r + 6] == 'r' ? 'g' : 'G';
        r += 8;
        changed = 1;
      } else {
        plain[w++] = plain[r++];
      }
    }
    if (!changed) {
      free(plain);
      continue;
    }
    uLongf zlen = draw_zlib.compressBound((uLong)w);
    unsigned char *z = malloc(zlen);
    if (!z || draw_zlib.compress2(z, &zlen, plain, (uLong)w, 9) != Z_OK) {
      free(z);
      free(plain);
      return "out of memory";
    }
    free(plain);
    char num[32];
    int n = snprintf(num, sizeof num, "%lu", (unsigned long)zlen);
    const char *why = NULL;
    if (pdf_edit(ins, nins, cap, data, (size_t)len, (const char *)z, (size_t)zlen) ||
        pdf_edit(ins, nins, cap, (size_t)(lp - (const char *)m), (size_t)(le - lp), num, (size_t)n))
      why = "out of memory";
    free(z);
    if (why) return why;
  }
  return NULL;
}

const char *pdf_post_apply(const pdf_post_t *p, unsigned char **mem, size_t *memlen,
                           size_t *memcap) {
  const unsigned char *m = *mem;
  pdf_xref_t x;
  char zmsg[200]; /* (draw_new loaded zlib before any PDF was drawn) */
  if (draw_zlib_load(zmsg, sizeof zmsg)) return "zlib cannot be loaded";
  const char *why = pdf_find_xref(m, *memlen, &x);
  if (why) return why;
  size_t cap = x.count + 16, nins = 0;
  pdf_ins_t *ins = malloc(cap * sizeof *ins);
  unsigned long *kids = malloc((size_t)(p->npbox ? p->npbox : 1) * sizeof *kids);
  int nomem = !ins || !kids;
  if (!nomem) {
    long nkids = pdf_kids(m, x.xoff, kids, p->npbox);
    why = nkids != p->npbox ? "unexpected page tree"
                            : pdf_box_insertions(p, m, &x, kids, nkids, ins, &nins);
    if (!why) why = pdf_gray_edits(m, &x, kids, nkids, &ins, &nins, &cap);
    if (!why && p->anycut) why = pdf_cut_edits(p, m, &x, kids, nkids, &ins, &nins, &cap);
    if (why && strcmp(why, "out of memory") == 0) nomem = 1;
  }
  if (!nomem && !why) {
    qsort(ins, nins, sizeof *ins, cmp_ins);
    nomem = pdf_rewrite(mem, memlen, memcap, *memlen, &x, ins, nins) != 0;
  }
  if (ins) pdf_edits_free(ins, nins);
  free(kids);
  return nomem ? "out of memory" : why;
}
