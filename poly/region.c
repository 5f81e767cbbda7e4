/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* region.c: regions to tile: rectangles, text drawings, silhouettes from grey images; holes,
 * components, symmetry. */
#include <config.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "base/intl.h"
#include "poly/region.h"

#define IDX(r, x, y) ((size_t)(y) * (size_t)(r)->w + (size_t)(x))

static int is_figure(char c) {
  return c != REGION_OUTSIDE;
}

void region_free(region_t *r) {
  free(r->cells);
  memset(r, 0, sizeof *r);
}

int region_area(const region_t *r) {
  int a = 0;
  for (size_t i = 0; i < (size_t)r->w * r->h; i++) a += r->cells[i] == REGION_CELL;
  return a;
}

int region_figure_area(const region_t *r) {
  int a = 0;
  for (size_t i = 0; i < (size_t)r->w * r->h; i++) a += is_figure(r->cells[i]);
  return a;
}

static int alloc_cells(region_t *out, int w, int h, char fill, base_error_t *err) {
  out->cells = malloc((size_t)w * h);
  if (!out->cells) {
    base_error_nomem(err);
    return -1;
  }
  memset(out->cells, fill, (size_t)w * h);
  out->w = w;
  out->h = h;
  return 0;
}

int region_rect(int w, int h, region_t *out, base_error_t *err) {
  memset(out, 0, sizeof *out);
  if (w < 1 || h < 1 || w > REGION_MAX_SIDE || h > REGION_MAX_SIDE) {
    base_error_set(err, 0, 0, _("bad rectangle %dx%d (sides 1..%d)"), w, h, REGION_MAX_SIDE);
    return -1;
  }
  return alloc_cells(out, w, h, REGION_CELL, err);
}

int region_is_size(const char *s) {
  size_t i = 0, a, b;
  while (s[i] >= '0' && s[i] <= '9') i++;
  a = i;
  if (a == 0 || (s[i] != 'x' && s[i] != 'X')) return 0;
  i++;
  b = i;
  while (s[i] >= '0' && s[i] <= '9') i++;
  return i > b && s[i] == '\0';
}

/* Parse digits at S[*I] into *V (capped); returns 0 when there were digits. */
static int parse_side(const char *s, size_t *i, long *v) {
  size_t st = *i;
  *v = 0;
  while (s[*i] >= '0' && s[*i] <= '9') {
    if (*v < 100000000) *v = *v * 10 + (s[*i] - '0');
    (*i)++;
  }
  return *i > st ? 0 : -1;
}

int region_parse_size(const char *s, region_t *out, base_error_t *err) {
  memset(out, 0, sizeof *out);
  size_t i = 0, hcol = 0;
  long w, h;
  if (parse_side(s, &i, &w) < 0 || (s[i] != 'x' && s[i] != 'X')) goto bad;
  hcol = ++i;
  if (parse_side(s, &i, &h) < 0 || s[i] != '\0') goto bad;
  if (w < 1 || w > REGION_MAX_SIDE) {
    base_error_set(err, 0, 1,
                   w < 1 ? _("region width must be at least 1") : _("region wider than %d"),
                   REGION_MAX_SIDE);
    return -1;
  }
  if (h < 1 || h > REGION_MAX_SIDE) {
    base_error_set(err, 0, hcol + 1,
                   h < 1 ? _("region height must be at least 1") : _("region taller than %d"),
                   REGION_MAX_SIDE);
    return -1;
  }
  return region_rect((int)w, (int)h, out, err);
bad:
  base_error_set(err, 0, i + 1, _("bad size '%s' (want WxH, e.g. 6x10)"), s);
  return -1;
}

int region_parse_text(const char *text, size_t len, region_t *out, base_error_t *err) {
  memset(out, 0, sizeof *out);
  /* First pass: check characters, find the size. */
  size_t pos = 0, w = 0;
  unsigned long line = 0, last_nonblank = 0;
  while (pos < len) {
    line++;
    size_t ll;
    const char *l = base_next_line(text, len, &pos, &ll);
    size_t end = 0;
    for (size_t x = 0; x < ll; x++) {
      unsigned char c = (unsigned char)l[x];
      if (c < 32 || c > 126) {
        base_error_set(err, line, x + 1, _("bad character in region (byte %u)"), c);
        return -1;
      }
      if (c != ' ') end = x + 1;
      if (c != ' ' && x >= REGION_MAX_SIDE) {
        base_error_set(err, line, x + 1, _("region wider than %d"), REGION_MAX_SIDE);
        return -1;
      }
    }
    if (end > 0) {
      if (line > REGION_MAX_SIDE) {
        base_error_set(err, line, 1, _("region taller than %d"), REGION_MAX_SIDE);
        return -1;
      }
      last_nonblank = line;
      if (end > w) w = end;
    }
  }
  if (w == 0) {
    base_error_set(err, 1, 0, _("empty region"));
    return -1;
  }
  if (alloc_cells(out, (int)w, (int)last_nonblank, REGION_OUTSIDE, err) < 0) return -1;
  pos = 0;
  for (unsigned long y = 0; y < last_nonblank; y++) {
    size_t ll;
    const char *l = base_next_line(text, len, &pos, &ll);
    for (size_t x = 0; x < ll && x < w; x++)
      if (l[x] != ' ') out->cells[y * w + x] = l[x];
  }
  if (region_figure_area(out) == 0) {
    region_free(out);
    base_error_set(err, 1, 0, _("empty region"));
    return -1;
  }
  return 0;
}

int region_read_file(const char *path, region_t *out, base_error_t *err) {
  memset(out, 0, sizeof *out);
  char *buf;
  size_t len;
  /* TRANSLATORS: completes "file too large for %s". */
  if (base_read_file(path, BASE_MAX_TEXT, N_("a region"), &buf, &len, err) < 0) return -1;
  int rc = region_parse_text(buf, len, out, err);
  free(buf);
  return rc;
}

char *region_to_text(const region_t *r, int flags) {
  size_t n = (size_t)r->h * ((size_t)r->w + 1) + 1, k = 0;
  char *s = malloc(n);
  if (!s) return NULL;
  for (int y = 0; y < r->h; y++) {
    size_t start = k;
    for (int x = 0; x < r->w; x++) {
      char c = r->cells[IDX(r, x, y)];
      s[k++] = (flags & REGION_WRITE_SPACES) && c == REGION_OUTSIDE ? ' ' : c;
    }
    if (flags & REGION_WRITE_SPACES)
      while (k > start && s[k - 1] == ' ') k--;
    s[k++] = '\n';
  }
  s[k] = '\0';
  return s;
}

int region_write_text(const region_t *r, FILE *f, int flags) {
  char *s = region_to_text(r, flags);
  if (!s) return -1;
  size_t n = strlen(s);
  int rc = fwrite(s, 1, n, f) == n && !ferror(f) ? 0 : -1;
  free(s);
  return rc;
}

int region_copy(const region_t *r, region_t *out, base_error_t *err) {
  memset(out, 0, sizeof *out);
  if (r->w == 0 || r->h == 0) return 0;
  if (alloc_cells(out, r->w, r->h, REGION_OUTSIDE, err) < 0) return -1;
  memcpy(out->cells, r->cells, (size_t)r->w * r->h);
  return 0;
}

/* Bounding box of the figure; 0 when empty. */
static int figure_box(const region_t *r, int *x0, int *y0, int *x1, int *y1) {
  *x0 = r->w, *y0 = r->h, *x1 = -1, *y1 = -1;
  for (int y = 0; y < r->h; y++)
    for (int x = 0; x < r->w; x++)
      if (is_figure(r->cells[IDX(r, x, y)])) {
        if (x < *x0) *x0 = x;
        if (x > *x1) *x1 = x;
        if (y < *y0) *y0 = y;
        if (y > *y1) *y1 = y;
      }
  return *x1 >= 0;
}

int region_crop(region_t *r) {
  int x0, y0, x1, y1;
  if (!figure_box(r, &x0, &y0, &x1, &y1)) return 0;
  int w = x1 - x0 + 1, h = y1 - y0 + 1;
  if (w == r->w && h == r->h) return 0;
  char *c = malloc((size_t)w * h);
  if (!c) return -1;
  for (int y = 0; y < h; y++) memcpy(c + (size_t)y * w, r->cells + IDX(r, x0, y0 + y), (size_t)w);
  free(r->cells);
  r->cells = c;
  r->w = w;
  r->h = h;
  return 0;
}

/* ---- Components and holes --------------------------------------------------- */

static int counted(const region_t *r, int which, size_t i) {
  if (which == REGION_OPEN) return r->cells[i] == REGION_CELL;
  if (which == REGION_LETTERS) return r->cells[i] != REGION_CELL && is_figure(r->cells[i]);
  return is_figure(r->cells[i]);
}

int region_label(const region_t *r, int which, int *labels) {
  size_t n = (size_t)r->w * r->h;
  int *queue = malloc((n ? n : 1) * sizeof *queue);
  if (!queue) return -1;
  for (size_t i = 0; i < n; i++) labels[i] = -1;
  int ncomp = 0;
  for (size_t i = 0; i < n; i++) {
    if (labels[i] >= 0 || !counted(r, which, i)) continue;
    size_t qh = 0, qt = 0;
    queue[qt++] = (int)i;
    labels[i] = ncomp;
    while (qh < qt) {
      int c = queue[qh++], x = c % r->w, y = c / r->w;
      static const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
      for (int d = 0; d < 4; d++) {
        int nx = x + dx[d], ny = y + dy[d];
        if (nx < 0 || ny < 0 || nx >= r->w || ny >= r->h) continue;
        size_t j = IDX(r, nx, ny);
        if (labels[j] < 0 && counted(r, which, j) &&
            (which != REGION_LETTERS || r->cells[j] == r->cells[c])) {
          labels[j] = ncomp;
          queue[qt++] = (int)j;
        }
      }
    }
    ncomp++;
  }
  free(queue);
  return ncomp;
}

int region_components(const region_t *r, int which) {
  size_t n = (size_t)r->w * r->h;
  int *labels = malloc((n ? n : 1) * sizeof *labels);
  if (!labels) return -1;
  int k = region_label(r, which, labels);
  free(labels);
  return k;
}

int region_holes(const region_t *r) {
  size_t n = (size_t)r->w * r->h;
  char *seen = calloc(n ? n : 1, 1);
  int *queue = malloc((n ? n : 1) * sizeof *queue);
  if (!seen || !queue) {
    free(seen);
    free(queue);
    return -1;
  }
  int holes = 0;
  for (size_t i = 0; i < n; i++) {
    if (seen[i] || is_figure(r->cells[i])) continue;
    size_t qh = 0, qt = 0;
    int border = 0;
    queue[qt++] = (int)i;
    seen[i] = 1;
    while (qh < qt) {
      int c = queue[qh++], x = c % r->w, y = c / r->w;
      if (x == 0 || y == 0 || x == r->w - 1 || y == r->h - 1) border = 1;
      for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
          int nx = x + dx, ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= r->w || ny >= r->h) continue;
          size_t j = IDX(r, nx, ny);
          if (!seen[j] && !is_figure(r->cells[j])) {
            seen[j] = 1;
            queue[qt++] = (int)j;
          }
        }
    }
    if (!border) holes++;
  }
  free(seen);
  free(queue);
  return holes;
}

/* ---- Symmetry ---------------------------------------------------------------- */

/* The map of region_sym_map for the figure box (X0, Y0, BW, BH). */
/* A symmetry SYM of a BW x BH box at (X0, Y0): the box's cells onto its own (sym_box_apply). */
typedef struct sym_box {
  int x0, y0, sym, mx, my;
  int xx, xy, yx, yy; /* the linear map of SYM: (x, y) goes to (xx x + xy y, yx x + yy y) */
} sym_box_t;

static sym_box_t sym_box(int x0, int y0, int bw, int bh, int sym) {
  sym_box_t b = {x0, y0, sym, 0, 0, 0, 0, 0, 0};
  cell_t ex = cell_transform(GRID_SQUARE, (cell_t){1, 0}, sym);
  cell_t ey = cell_transform(GRID_SQUARE, (cell_t){0, 1}, sym);
  b.xx = ex.x, b.yx = ex.y, b.xy = ey.x, b.yy = ey.y;
  int first = 1;
  int cx[2] = {0, bw - 1}, cy[2] = {0, bh - 1};
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++) {
      int tx = b.xx * cx[i] + b.xy * cy[j], ty = b.yx * cx[i] + b.yy * cy[j];
      if (first || tx < b.mx) b.mx = tx;
      if (first || ty < b.my) b.my = ty;
      first = 0;
    }
  return b;
}

/* (cell_transform of the square grid is linear: its images of the unit cells say it all) */
static void sym_box_apply(const sym_box_t *b, int x, int y, int *ox, int *oy) {
  int dx = x - b->x0, dy = y - b->y0;
  *ox = b->xx * dx + b->xy * dy - b->mx + b->x0;
  *oy = b->yx * dx + b->yy * dy - b->my + b->y0;
}

int region_sym_map(const region_t *r, int sym, int x, int y, int *ox, int *oy) {
  int x0, y0, x1, y1;
  if (!figure_box(r, &x0, &y0, &x1, &y1)) return -1;
  sym_box_t b = sym_box(x0, y0, x1 - x0 + 1, y1 - y0 + 1, sym);
  sym_box_apply(&b, x, y, ox, oy);
  return (*ox < 0 || *oy < 0 || *ox >= r->w || *oy >= r->h) ? -1 : 0;
}

int region_sym_table(const region_t *r, int sym, int *out) {
  int x0, y0, x1, y1;
  for (size_t k = 0; k < (size_t)r->w * r->h; k++) out[k] = -1;
  if (!figure_box(r, &x0, &y0, &x1, &y1)) return -1;
  sym_box_t b = sym_box(x0, y0, x1 - x0 + 1, y1 - y0 + 1, sym);
  for (int y = y0; y <= y1; y++)
    for (int x = x0; x <= x1; x++) {
      int ox, oy;
      sym_box_apply(&b, x, y, &ox, &oy);
      if (ox >= 0 && oy >= 0 && ox < r->w && oy < r->h) out[IDX(r, x, y)] = (int)IDX(r, ox, oy);
    }
  return 0;
}

static unsigned symmetries(const region_t *r, int strict) {
  int x0, y0, x1, y1;
  if (!figure_box(r, &x0, &y0, &x1, &y1)) return 0;
  int bw = x1 - x0 + 1, bh = y1 - y0 + 1;
  unsigned mask = 0;
  for (int s = 0; s < 8; s++) {
    if (s % 2 == 1 && bw != bh) continue; /* quarter turns swap the sides */
    sym_box_t b = sym_box(x0, y0, bw, bh, s);
    int ok = 1;
    for (int y = y0; y <= y1 && ok; y++)
      for (int x = x0; x <= x1 && ok; x++) {
        char c = r->cells[IDX(r, x, y)];
        if (!is_figure(c)) continue;
        int ox, oy;
        sym_box_apply(&b, x, y, &ox, &oy);
        char d = r->cells[IDX(r, ox, oy)];
        ok = strict ? d == c : is_figure(d);
      }
    if (ok) mask |= 1u << s;
  }
  return mask;
}

unsigned region_symmetries(const region_t *r) {
  return symmetries(r, 1);
}
unsigned region_shape_symmetries(const region_t *r) {
  return symmetries(r, 0);
}

/* ---- Silhouettes ---------------------------------------------------------------- */

#define DARK(g, stride, x, y) ((g)[(size_t)(y) * (stride) + (size_t)(x)] < 128)

/* Grid detection. Along each axis the boundaries of the figure fall in
 * three classes: rising edges (light to dark, going right or down),
 * falling edges, and the middles of thin light runs between dark pixels
 * (drawn grid lines, gaps between cells drawn as separate squares). For a
 * cell size S, each class may sit at its own small offset from the
 * multiples of S (a gap at the end of each cell moves the falling edges; a
 * heavy pen moves both edges outwards) but all of its members must share
 * it: that tells a true grid from a lucky one. */

/* A light run bounded by dark pixels on both sides, relative to the box,
 * and the number of lines it was seen in. */
typedef struct lrun {
  int start, len, count;
} lrun_t;

static int lrun_cmp(const void *pa, const void *pb) {
  const lrun_t *a = pa, *b = pb;
  if (a->len != b->len) return a->len < b->len ? -1 : 1;
  return (a->start > b->start) - (a->start < b->start);
}

/* One axis: RISE[p] / FALL[p] count the lines with a plain edge at p
 * (0..n) that does not bound a light run between dark pixels; RUNS the
 * distinct bounded light runs. */
typedef struct axis {
  int n;
  int *rise, *fall;
  lrun_t *runs;
  size_t nruns, cap;
  /* After axis_merge: the plain edges as (position, lines) points, and
   * RUNS, each sorted by lines, most first. A cell size S only looks at
   * points seen in S/4 lines or more, so a visit stops at the first one
   * below: the sizes, tried from the largest, cost in all about the
   * image's pixels rather than its side times its runs. */
  struct edgept *rises, *falls;
  size_t nrises, nfalls;
  /* Scratch for axis_fit: signed deviations and weights. */
  struct devw *dw;
} axis_t;

typedef struct devw {
  long dev; /* half pixels */
  long wt;  /* lines */
} devw_t;

typedef struct edgept {
  int pos, count;
} edgept_t;

/* By lines, most first; then by start or position (a total order). */
static int lrun_count_cmp(const void *pa, const void *pb) {
  const lrun_t *a = pa, *b = pb;
  if (a->count != b->count) return a->count > b->count ? -1 : 1;
  return lrun_cmp(pa, pb);
}

static int edgept_cmp(const void *pa, const void *pb) {
  const edgept_t *a = pa, *b = pb;
  if (a->count != b->count) return a->count > b->count ? -1 : 1;
  return (a->pos > b->pos) - (a->pos < b->pos);
}

/* The nonzero entries of COUNT[0..N] as points, most lines first. */
static edgept_t *edge_points(const int *count, int n, size_t *np) {
  size_t m = 0;
  for (int p = 0; p <= n; p++) m += count[p] > 0;
  *np = m;
  edgept_t *pts = malloc((m ? m : 1) * sizeof *pts);
  if (!pts) return NULL;
  m = 0;
  for (int p = 0; p <= n; p++)
    if (count[p] > 0) pts[m++] = (edgept_t){p, count[p]};
  qsort(pts, m, sizeof *pts, edgept_cmp);
  return pts;
}

/* The scan done: RUNS and the edge points sorted by lines (see axis_t). */
static int axis_sort(axis_t *a) {
  if (a->nruns) qsort(a->runs, a->nruns, sizeof *a->runs, lrun_count_cmp);
  a->rises = edge_points(a->rise, a->n, &a->nrises);
  a->falls = edge_points(a->fall, a->n, &a->nfalls);
  return a->rises && a->falls ? 0 : -1;
}

static void axis_merge(axis_t *a) {
  if (a->nruns == 0) return;
  qsort(a->runs, a->nruns, sizeof *a->runs, lrun_cmp);
  size_t m = 0;
  for (size_t i = 0; i < a->nruns; i++) {
    if (m > 0 && lrun_cmp(&a->runs[m - 1], &a->runs[i]) == 0)
      a->runs[m - 1].count += a->runs[i].count;
    else
      a->runs[m++] = a->runs[i];
  }
  a->nruns = m;
}

static int axis_add_run(axis_t *a, int start, int len) {
  if (a->nruns == a->cap) {
    /* Keep the list small: merge duplicates when it is full, and grow it
     * when that frees no more than half, so that each merge (a sort) pays
     * for as many additions as it sorts. */
    if (a->cap >= 4096) axis_merge(a);
    if (2 * a->nruns >= a->cap) {
      size_t nc = a->cap ? a->cap * 2 : 256;
      lrun_t *nr = realloc(a->runs, nc * sizeof *nr);
      if (!nr) return -1;
      a->runs = nr;
      a->cap = nc;
    }
  }
  a->runs[a->nruns].start = start;
  a->runs[a->nruns].len = len;
  a->runs[a->nruns].count = 1;
  a->nruns++;
  return 0;
}

/* Scan one line of N pixels (pixel i at G[i*STEP]) into A. */
static int axis_scan(axis_t *a, const unsigned char *g, size_t step, int n) {
  int prev = 0, last_dark_end = -1; /* outside the box is light */
  for (int i = 0; i <= n; i++) {
    int d = i < n ? g[(size_t)i * step] < 128 : 0;
    if (d && !prev) {
      if (last_dark_end >= 0) {
        if (axis_add_run(a, last_dark_end, i - last_dark_end) < 0) return -1;
      } else {
        a->rise[i]++;
      }
    }
    if (!d && prev) last_dark_end = i;
    prev = d;
  }
  if (last_dark_end >= 0) a->fall[last_dark_end]++;
  return 0;
}

static int axis_alloc(axis_t *a, int n) {
  memset(a, 0, sizeof *a);
  a->n = n;
  a->rise = calloc((size_t)n + 1, sizeof *a->rise);
  a->fall = calloc((size_t)n + 1, sizeof *a->fall);
  return a->rise && a->fall ? 0 : -1;
}

static void axis_free(axis_t *a) {
  free(a->rise);
  free(a->fall);
  free(a->runs);
  free(a->rises);
  free(a->falls);
  free(a->dw);
}

static int tol_of(int s) {
  return s < 6 ? 0 : (s / 16 > 1 ? s / 16 : 1);
}

/* Signed deviation of half-pixel position P2 from the nearest multiple of
 * S, in half pixels, in (-S, S]. */
static long dev_of(long p2, int s) {
  long m = p2 % (2L * s);
  return m > s ? m - 2L * s : m;
}

static int cmp_devw(const void *pa, const void *pb) {
  const devw_t *a = pa, *b = pb;
  return (a->dev > b->dev) - (a->dev < b->dev);
}

/* Weighted median of the deviations D[0..N) (sorts D). */
static long class_offset(devw_t *d, size_t n) {
  qsort(d, n, sizeof *d, cmp_devw);
  long total = 0, acc = 0;
  for (size_t i = 0; i < n; i++) total += d[i].wt;
  for (size_t i = 0; i < n; i++) {
    acc += d[i].wt;
    if (2 * acc >= total) return d[i].dev;
  }
  return 0;
}

/* Visit the boundary points of class CLS of A for cell size S that at
 * least THR lines see, as (P2, W): P2 the position in half pixels, W the
 * lines. Class 0: rises and the ends of wide light runs; 1: falls and the
 * starts of wide runs; 2: the middles of thin runs (S/4 or less). Stops at
 * the first VISIT that returns nonzero and returns that. */
typedef int (*point_fn)(void *ctx, long p2, long w);
static int axis_points(const axis_t *a, int cls, int s, int thr, point_fn visit, void *ctx) {
#define VISIT(p2, w)                                                                               \
  do {                                                                                             \
    int r_ = visit(ctx, (p2), (w));                                                                \
    if (r_) return r_;                                                                             \
  } while (0)
  /* Every list is sorted by lines, most first (axis_sort). */
  const edgept_t *pts = cls == 0 ? a->rises : cls == 1 ? a->falls : NULL;
  size_t npts = cls == 0 ? a->nrises : cls == 1 ? a->nfalls : 0;
  for (size_t i = 0; i < npts && pts[i].count >= thr; i++) VISIT(2L * pts[i].pos, pts[i].count);
  for (size_t i = 0; i < a->nruns && a->runs[i].count >= thr; i++) {
    const lrun_t *r = &a->runs[i];
    int thin = r->len <= s / 4;
    if (cls == 2 && thin) VISIT(2L * r->start + r->len, r->count);
    if (cls == 0 && !thin) VISIT(2L * (r->start + r->len), r->count);
    if (cls == 1 && !thin) VISIT(2L * r->start, r->count);
  }
#undef VISIT
  return 0;
}

typedef struct multiples {
  int s;
  long first; /* the multiple of S the first point is near, -1 before */
} multiples_t;

static int other_multiple(void *ctx, long p2, long w) {
  multiples_t *m = ctx;
  long k = (p2 + m->s) / (2L * m->s);
  if (m->first < 0) m->first = k;
  return k != m->first;
}

/* Members of class CLS of A (as in axis_fit) lie near at least two
 * different multiples of S. */
static int a_two_multiples(const axis_t *a, int cls, int s, int thr) {
  multiples_t m = {s, -1};
  return axis_points(a, cls, s, thr, other_multiple, &m);
}

/* Does cell size S fit axis A? THIN_ANYWHERE: either axis has thin light
 * runs for S (axis_has_thin). *ERR gets the weighted sum of residuals
 * (half pixels) after each class's offset. Boundaries seen in fewer than
 * S/4 lines are noise (anti-aliasing, ragged scans). */
static int axis_has_thin(const axis_t *a, int s) {
  int thr = s / 4 > 1 ? s / 4 : 1;
  for (size_t i = 0; i < a->nruns && a->runs[i].count >= thr; i++)
    if (a->runs[i].len <= s / 4) return 1;
  return 0;
}

typedef struct devs {
  devw_t *dw;
  size_t n;
  int s;
  long lim2;
} devs_t;

/* Record the deviation of P2 from the nearest multiple of S, weighted W;
 * 1 (reject the size) when it is beyond any offset. */
static int add_dev(void *ctx, long p2, long w) {
  devs_t *v = ctx;
  long d = dev_of(p2, v->s);
  if (d > v->lim2 || d < -v->lim2) return 1;
  v->dw[v->n].dev = d;
  v->dw[v->n].wt = w;
  v->n++;
  return 0;
}

static int axis_fit(axis_t *a, int s, int thin_anywhere, long *err) {
  int tol = tol_of(s), thr = s / 4 > 1 ? s / 4 : 1;
  long lim2 = 2L * (s / 4) + 2L * tol; /* quick reject: beyond any offset */
  size_t cap = 2 * ((size_t)a->n + 1) + 2 * a->nruns;
  if (!a->dw) {
    a->dw = malloc(cap * sizeof *a->dw);
    if (!a->dw) return -1;
  }
  size_t start[4], n = 0;
  *err = 0;
  for (int cls = 0; cls < 3; cls++) {
    start[cls] = n;
    devs_t dv = {a->dw, n, s, lim2};
    if (axis_points(a, cls, s, thr, add_dev, &dv)) return 0;
    n = dv.n;
  }
  start[3] = n;
  for (int cls = 0; cls < 3; cls++) {
    size_t k = start[cls], m = start[cls + 1] - start[cls];
    if (m == 0) continue;
    long off = class_offset(a->dw + k, m);
    if (off > 2L * (s / 4) || off < -2L * (s / 4)) return 0;
    /* An edge offset needs evidence: edges near two different multiples
     * of S, or thin light runs (drawn lines or gaps, which shift edges by
     * their width); else a plain rectangle would fit any size a little
     * smaller than its sides. Thin runs are evidence of themselves. */
    if (cls < 2 && !thin_anywhere && !a_two_multiples(a, cls, s, thr)) off = 0;
    for (size_t i = k; i < k + m; i++) {
      long r = a->dw[i].dev - off;
      if (r < 0) r = -r;
      if (r > 2L * tol) return 0;
      *err += r * a->dw[i].wt;
    }
  }
  return 1;
}

/* The cell size of the figure in BOX (BW x BH pixels, STRIDE): among the
 * sizes that fit both axes, the largest unless a smaller one above half
 * of it fits with smaller residuals. 1 when nothing larger fits; -1 on no
 * memory. */
static int detect_cell(const unsigned char *box, size_t stride, int bw, int bh) {
  axis_t ax, ay;
  int rc = axis_alloc(&ax, bw) | axis_alloc(&ay, bh), best = 1;
  for (int y = 0; y < bh && rc == 0; y++) rc = axis_scan(&ax, box + (size_t)y * stride, 1, bw);
  for (int x = 0; x < bw && rc == 0; x++) rc = axis_scan(&ay, box + x, stride, bh);
  if (rc == 0) {
    axis_merge(&ax);
    axis_merge(&ay);
    rc = axis_sort(&ax) | axis_sort(&ay);
  }
  if (rc == 0) {
    long best_err = -1;
    int smax = 0;
    /* With gaps drawn after each cell the figure is up to S/4 smaller
     * than its cells. */
    int cmax = bw < bh ? bw : bh;
    cmax += cmax / 3 + 1;
    for (int c = cmax; c > 1; c--) {
      if (smax && 2 * c <= smax) break;
      long ex, ey;
      int thin = axis_has_thin(&ax, c) || axis_has_thin(&ay, c);
      int fx = axis_fit(&ax, c, thin, &ex), fy = fx == 1 ? axis_fit(&ay, c, thin, &ey) : fx;
      if (fx < 0 || fy < 0) {
        rc = -1;
        break;
      }
      if (fx && fy) {
        if (!smax) smax = c;
        if (best_err < 0 || ex + ey < best_err) {
          best_err = ex + ey;
          best = c;
        }
      }
    }
  }
  axis_free(&ax);
  axis_free(&ay);
  return rc < 0 ? -1 : best;
}

/* Mark in FILL (pixel i at FILL[i*FSTEP]) the light pixels of one line of
 * N pixels of G (pixel i at G[i*GSTEP]) that lie in a light run of at most
 * MAXLEN pixels between dark ones. */
static void fill_thin(const unsigned char *g, size_t gstep, unsigned char *fill, size_t fstep,
                      int n, int maxlen) {
  int last_dark_end = -1, prev = 0;
  for (int i = 0; i < n; i++) {
    int d = g[(size_t)i * gstep] < 128;
    if (d && !prev && last_dark_end >= 0 && i - last_dark_end <= maxlen)
      for (int k = last_dark_end; k < i; k++) fill[(size_t)k * fstep] = 1;
    if (!d && prev) last_dark_end = i;
    prev = d;
  }
}

int region_from_grey(const unsigned char *grey, int w, int h, size_t stride, int cell_px,
                     region_t *out, int *cell_used, base_error_t *err) {
  memset(out, 0, sizeof *out);
  int x0 = w, y0 = h, x1 = -1, y1 = -1;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      if (DARK(grey, stride, x, y)) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
  if (x1 < 0) {
    base_error_set(err, 0, 0, _("no dark pixels in the image"));
    return -1;
  }
  int bw = x1 - x0 + 1, bh = y1 - y0 + 1;
  const unsigned char *box = grey + (size_t)y0 * stride + (size_t)x0;
  int s = cell_px;
  if (s <= 0) {
    s = detect_cell(box, stride, bw, bh);
    if (s < 0) {
      base_error_nomem(err);
      return -1;
    }
  }
  if (s < 1) s = 1; /* detect_cell never says less; a guard for the division */
  int nx = (bw + s / 2) / s, ny = (bh + s / 2) / s;
  if (nx < 1) nx = 1;
  if (ny < 1) ny = 1;
  if (nx > REGION_MAX_SIDE || ny > REGION_MAX_SIDE) {
    base_error_set(err, 0, 0,
                   nx > REGION_MAX_SIDE ? _("region wider than %d cells (cell size %d px)")
                                        : _("region taller than %d cells (cell size %d px)"),
                   REGION_MAX_SIDE, s);
    return -1;
  }
  /* Dark pixels plus thin light lines (drawn grid lines) inside the box. */
  unsigned char *fill = calloc((size_t)bw * bh, 1);
  if (!fill) {
    base_error_nomem(err);
    return -1;
  }
  for (int y = 0; y < bh; y++)
    fill_thin(box + (size_t)y * stride, 1, fill + (size_t)y * bw, 1, bw, s / 4);
  for (int x = 0; x < bw; x++) fill_thin(box + x, stride, fill + x, (size_t)bw, bh, s / 4);
  if (alloc_cells(out, nx, ny, REGION_OUTSIDE, err) < 0) {
    free(fill);
    return -1;
  }
  for (int j = 0; j < ny; j++)
    for (int i = 0; i < nx; i++) {
      /* The cell's pixels inside the image (those beyond the box are light). */
      long dark = 0, total = 0;
      for (int y = j * s; y < (j + 1) * s && y0 + y < h; y++)
        for (int x = i * s; x < (i + 1) * s && x0 + x < w; x++) {
          total++;
          if (x < bw && y < bh)
            dark += box[(size_t)y * stride + x] < 128 || fill[(size_t)y * bw + x];
        }
      if (total > 0 && 2 * dark > total) out->cells[(size_t)j * nx + i] = REGION_CELL;
    }
  free(fill);
  if (region_figure_area(out) == 0) {
    region_free(out);
    base_error_set(err, 0, 0, _("no grid cell of %d px is mostly dark"), s);
    return -1;
  }
  if (region_crop(out) < 0) {
    region_free(out);
    base_error_nomem(err);
    return -1;
  }
  if (cell_used) *cell_used = s;
  return 0;
}

/* The image reader's message MSG in the user's language: its fixed English
 * phrase (output/pngread.h: one of these) translated here, libpng's own
 * detail after ": " kept as it is. */
static void image_error(base_error_t *err, const char *msg) {
  static const char *const phrases[] = {N_("not a PNG file"), N_("bad PNG file"),
                                        N_("image too large"), N_("out of memory"),
                                        N_("cannot read")};
  const char *colon = strstr(msg, ": ");
  size_t wl = colon ? (size_t)(colon - msg) : strlen(msg);
  for (size_t i = 0; i < sizeof phrases / sizeof phrases[0]; i++)
    if (strlen(phrases[i]) == wl && strncmp(msg, phrases[i], wl) == 0) {
      base_error_set(err, 0, 0, "%s%s", _(phrases[i]), colon ? colon : "");
      return;
    }
  base_error_set(err, 0, 0, "%s", msg);
}

int region_load(const char *arg, int cell_px, region_image_reader_t reader, region_t *out,
                int *cell_used, base_error_t *err) {
  memset(out, 0, sizeof *out);
  if (cell_used) *cell_used = 0;
  if (region_is_size(arg)) return region_parse_size(arg, out, err);
  /* Read once, then sniff: a pipe or a FIFO cannot be opened twice. */
  char *buf;
  size_t len;
  /* TRANSLATORS: completes "file too large for %s". */
  if (base_read_file(arg, BASE_MAX_TEXT, N_("a region"), &buf, &len, err) < 0) return -1;
  int rc;
  if (len >= 8 && memcmp(buf, "\x89PNG\r\n\x1a\n", 8) == 0) {
    unsigned char *grey = NULL;
    int w, h;
    char msg[160];
    if (!reader) {
      base_error_set(err, 0, 0, _("PNG regions are not supported here"));
      rc = -1;
    } else if ((rc = reader(buf, len, &grey, &w, &h, msg, sizeof msg)) < 0) {
      if (rc == REGION_READER_ELIB)
        base_error_setc(err, BASE_E_LIBRARY, 0, 0, "%s", msg);
      else
        image_error(err, msg);
      rc = -1;
    } else {
      rc = region_from_grey(grey, w, h, (size_t)w, cell_px, out, cell_used, err);
      free(grey);
    }
  } else {
    rc = region_parse_text(buf, len, out, err);
  }
  free(buf);
  if (rc < 0) base_error_file(err, arg);
  return rc;
}
