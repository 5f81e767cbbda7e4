/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* tiling.c: setting up a tiling problem: placements, feasibility checks, the group of the problem
 * and what the problem tells about itself (its group and symmetry breaking: tiling_sym.c; its
 * search: tiling_search.c).
 */
#include <config.h>

#include "poly/tiling.h"
#include "poly/region.h"

#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "base/intl.h"
#include "poly/tiling_internal.h"

base_errcode_t tiling_errcode(tiling_status_t st) {
  return st == TILING_ENOMEM ? BASE_E_NOMEM : BASE_E_DATA;
}

const char *tiling_strerror(tiling_status_t st) {
  switch (st) {
    case TILING_OK: return _("success");
    case TILING_ENOMEM: return _("out of memory");
    case TILING_EINVAL: return _("invalid argument");
    case TILING_EEMPTY: return _("the region has no cell to cover");
    case TILING_EAREA: return _("no choice of pieces covers the region's area");
    case TILING_ESIZES: return _("the set lacks the pieces the sizes ask for");
    case TILING_ETOO_BIG: return _("problem too big");
    case TILING_EENGINE: return _("the fast engine cannot take this problem");
    case TILING_ECANCELLED: return _("interrupted");
  }
  return _("unknown error");
}

void tiling_spec_init(tiling_spec_t *spec) {
  memset(spec, 0, sizeof *spec);
  spec->total_lo = spec->total_hi = -1;
}

void tiling_search_opts_init(tiling_search_opts_t *o) {
  memset(o, 0, sizeof *o);
}

static void set_err(tiling_error_t *err, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static void set_err(tiling_error_t *err, const char *fmt, ...) {
  if (!err) return;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(err->msg, sizeof err->msg, fmt, ap);
  va_end(ap);
}

void tiling_free(tiling_t *t) {
  if (!t) return;
  free(t->region.cells);
  pieceset_free(&t->set);
  free(t->cell_xy);
  free(t->cell_at);
  free(t->optional);
  free(t->size);
  free(t->lo);
  free(t->hi);
  free(t->cls);
  tiling_places_free(&t->pl);
  free(t->active);
  free(t->symmap);
  free(t->syminv);
  free(t->cell_nb);
  free(t->lands);
  free(t->perm);
  free(t->pfirst);
  free(t->rep_active);
  tfast_free(t->fast_orbit);
  dlx_free(t->dlx);
  free(t->opt_place);
  tfast_free(t->fast);
  free(t);
}

static char at(const region_t *r, int x, int y) {
  if (x < 0 || y < 0 || x >= r->w || y >= r->h) return REGION_OUTSIDE;
  return r->cells[(size_t)y * r->w + x];
}

static int is_letter_cell(char c) {
  return c != REGION_CELL && c != REGION_OUTSIDE && c != ' ';
}

/* Give up the pieces drawn in place: each group of one letter shaped like a piece of that name. */
static int take_precovered(tiling_t *t) {
  const region_t *r = &t->region;
  size_t n = (size_t)r->w * r->h;
  unsigned char *seen = calloc(n ? n : 1, 1);
  int *q = malloc((n ? n : 1) * sizeof *q);
  if (!seen || !q) {
    free(seen);
    free(q);
    return -1;
  }
  for (size_t s = 0; s < n; s++) {
    char ch = r->cells[s];
    if (seen[s] || !is_letter_cell(ch)) continue;
    /* flood the group */
    size_t head = 0, tail = 0;
    q[tail++] = (int)s;
    seen[s] = 1;
    shape_t sh;
    memset(&sh, 0, sizeof sh);
    sh.grid = GRID_SQUARE;
    int toobig = 0;
    while (head < tail) {
      int c = q[head++];
      int x = c % r->w, y = c / r->w;
      if (sh.n < SHAPE_MAX_CELLS) {
        sh.c[sh.n].x = (int16_t)x;
        sh.c[sh.n].y = (int16_t)y;
        sh.n++;
      } else {
        toobig = 1;
      }
      static const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
      for (int d = 0; d < 4; d++) {
        int nx = x + dx[d], ny = y + dy[d];
        if (at(r, nx, ny) != ch) continue;
        size_t k = (size_t)ny * r->w + nx;
        if (!seen[k]) {
          seen[k] = 1;
          q[tail++] = (int)k;
        }
      }
    }
    if (toobig) continue;
    shape_normalize(&sh);
    for (int i = 0; i < t->set.n; i++) {
      const piece_t *p = &t->set.pieces[i];
      if (p->name[0] != ch || p->name[1] != '\0' || t->set.copies[i] <= 0) continue;
      for (int o = 0; o < p->norient; o++)
        if (shape_equal(piece_orient(p, o), &sh)) {
          t->set.copies[i]--;
          o = p->norient;
        }
    }
  }
  free(seen);
  free(q);
  return 0;
}

int tiling_cancelled(const tiling_t *t) {
  return t->spec.cancelled && t->spec.cancelled(t->spec.cancel_ctx);
}

/* Bounded repetition along one line of a table: OUT[start + i*step] = 1
 * when some IN[start + j*step] with j in [i - khi, i - klo] is set, for i
 * in 0..len-1 (a sliding count of the set entries in the window, so the
 * cost is the line's length, whatever the bounds). */
static void window_or(const unsigned char *in, unsigned char *out, size_t start, size_t step,
                      long len, long klo, long khi) {
  long count = 0;
  for (long i = 0; i < len; i++) {
    if (klo <= khi && i - klo >= 0 && in[start + (size_t)(i - klo) * step]) count++;
    if (klo <= khi && i - khi - 1 >= 0 && in[start + (size_t)(i - khi - 1) * step]) count--;
    out[start + (size_t)i * step] = count > 0;
  }
}

/* Most entries of the area check's table, and most steps (groups x
 * entries) it makes; beyond, the number of pieces and then the area are
 * checked only from the sums of the bounds (a necessary condition), and the
 * search answers the rest. */
#define AREA_MAX_STATES ((size_t)50 * 1000 * 1000)
#define AREA_MAX_WORK   3e8

/* Group GI of the area check (a piece, or a size class): its size and how
 * many of it a choice may use. */
static void area_group(const tiling_t *t, int gi, int area, int *s, int *klo, int *khi) {
  if (t->nclasses) {
    int avail = 0;
    for (int i = 0; i < t->set.n; i++)
      if (t->cls[i] == gi) avail += t->hi[i];
    *s = t->class_size[gi];
    *klo = t->class_lo[gi];
    *khi = t->class_hi[gi] < avail ? t->class_hi[gi] : avail;
  } else {
    *s = t->size[gi];
    *klo = t->lo[gi];
    *khi = t->hi[gi];
  }
  if (*khi > area) *khi = area;
}

/* The sums of the bounds allow AREA cells (and the number of pieces). */
static int area_rough(const tiling_t *t, int area, int groups) {
  double cells_lo = 0, cells_hi = 0, pieces_lo = 0, pieces_hi = 0;
  int size_lo = INT_MAX, size_hi = 0;
  for (int gi = 0; gi < groups; gi++) {
    int s, klo, khi;
    area_group(t, gi, area, &s, &klo, &khi);
    if (klo > khi) return 0;
    cells_lo += (double)klo * s;
    cells_hi += (double)khi * s;
    pieces_lo += klo;
    pieces_hi += khi;
    if (khi > 0 && s < size_lo) size_lo = s;
    if (khi > 0 && s > size_hi) size_hi = s;
  }
  if (cells_lo > area || cells_hi < area) return 0;
  if (t->total_lo < 0) return 1;
  return pieces_lo <= t->total_hi && pieces_hi >= t->total_lo &&
         (double)t->total_hi * size_hi >= area && (double)t->total_lo * size_lo <= area;
}

/* Can some choice allowed by the bounds cover AREA cells (with the total
 * number of pieces in range)? A DP over (pieces used, area), or over the
 * area alone when that table is too big, each group added along the lines
 * of its step. Returns 1 (or when too big to check), 0, or -1 when
 * cancelled. */
static int area_feasible(const tiling_t *t, int area) {
  int groups = t->nclasses ? t->nclasses : t->set.n;
  if (!area_rough(t, area, groups)) return 0;
  int use_count = t->total_lo >= 0;
  int maxc = use_count ? (t->total_hi < area ? t->total_hi : area) : 0;
  size_t row = (size_t)area + 1, states = (size_t)(maxc + 1) * row;
  if (use_count && (states > AREA_MAX_STATES || (double)groups * (double)states > AREA_MAX_WORK)) {
    use_count = 0; /* the number of pieces: the rough check only */
    states = row;
  }
  if (states > AREA_MAX_STATES || (double)groups * (double)states > AREA_MAX_WORK) return 1;
  unsigned char *cur = calloc(states, 1), *nxt = calloc(states, 1);
  if (!cur || !nxt) {
    free(cur);
    free(nxt);
    return 1;
  }
  cur[0] = 1;
  int ok = 1;
  for (int gi = 0; gi < groups; gi++) {
    if (tiling_cancelled(t)) {
      ok = -1;
      break;
    }
    int s, klo, khi;
    area_group(t, gi, area, &s, &klo, &khi);
    if (use_count) { /* lines (c + k, a + k*s) */
      for (int c0 = 0; c0 <= maxc; c0++)
        for (int a0 = 0; a0 <= area && (c0 == 0 || a0 < s); a0++) {
          long len = 1 + ((maxc - c0) < (area - a0) / s ? (maxc - c0) : (area - a0) / s);
          window_or(cur, nxt, (size_t)c0 * row + (size_t)a0, row + (size_t)s, len, klo, khi);
        }
    } else { /* lines a + k*s */
      for (int r = 0; r < s && r <= area; r++)
        window_or(cur, nxt, (size_t)r, (size_t)s, 1 + (area - r) / s, klo, khi);
    }
    unsigned char *sw = cur;
    cur = nxt;
    nxt = sw;
  }
  if (ok >= 0) {
    ok = 0;
    if (use_count) {
      for (int c = t->total_lo; c <= maxc; c++)
        if (cur[(size_t)c * row + area]) ok = 1;
    } else {
      ok = cur[area];
    }
  }
  free(cur);
  free(nxt);
  return ok;
}

/* Largest range of colour imbalances the parity check follows. */
#define PARITY_MAX_RANGE (20 * 1000 * 1000)
/* Most steps of the parity check (pieces x range); beyond, the search answers. */
#define PARITY_MAX_WORK 3e8

static int piece_imbalance(const shape_t *s) {
  int d = 0;
  for (int k = 0; k < s->n; k++) d += ((s->c[k].x + s->c[k].y) & 1) ? -1 : 1;
  return abs(d);
}

/* Checkerboard parity for exact choices: signs s_j of the copies' colour
 * imbalances d_j must add up to the region's imbalance. The K copies of a
 * piece of imbalance d add (2j - K) d, j = 0..K: nxt[v] is the OR of
 * cur[v + Kd - 2jd], a window along the lines of step 2d through v + Kd
 * (the tables are twice as long as the range, the upper half zero, so
 * that the window may start past the end). Returns 1 (or when too big to
 * check), 0, or -1 when cancelled. */
static int parity_feasible(const tiling_t *t) {
  int D = 0;
  for (int i = 0; i < t->ncells; i++) D += ((t->cell_xy[i].x + t->cell_xy[i].y) & 1) ? -1 : 1;
  long sum = 0;
  for (int i = 0; i < t->set.n; i++)
    sum += (long)piece_imbalance(&t->set.pieces[i].shape) * t->hi[i];
  if (abs(D) > sum) return 0;
  if (2 * sum + 1 > PARITY_MAX_RANGE) return 1;
  size_t range = (size_t)(2 * sum + 1);
  double work = 0;
  for (int i = 0; i < t->set.n; i++)
    if (piece_imbalance(&t->set.pieces[i].shape) && t->hi[i]) work += 3.0 * (double)range;
  if (work > PARITY_MAX_WORK) return 1;
  unsigned char *cur = calloc(2 * range, 1), *nxt = calloc(2 * range, 1),
                *tmp = calloc(2 * range, 1);
  int ok = 1;
  if (!cur || !nxt || !tmp) goto done;
  cur[sum] = 1;
  for (int i = 0; i < t->set.n; i++) {
    long d = piece_imbalance(&t->set.pieces[i].shape), k = t->hi[i];
    if (d == 0 || k == 0) continue;
    if (tiling_cancelled(t)) {
      ok = -1;
      goto done;
    }
    size_t step = (size_t)(2 * d), shift = (size_t)(k * d),
           len = range + shift; /* tmp[u] for u < len */
    for (size_t r = 0; r < step && r < len; r++)
      window_or(cur, tmp, r, step, 1 + (long)((len - 1 - r) / step), 0, k);
    for (size_t v = 0; v < range; v++) nxt[v] = tmp[v + shift];
    unsigned char *sw = cur;
    cur = nxt;
    nxt = sw;
  }
  ok = cur[sum + D];
done:
  free(cur);
  free(nxt);
  free(tmp);
  return ok;
}

/* Number the cells to cover in fill order: along the shorter side of their
 * box (cell_xy, cell_at). */
static tiling_status_t order_cells(tiling_t *t, tiling_error_t *err) {
  const region_t *region = &t->region;
  size_t ng = (size_t)region->w * region->h;
  int x0 = INT_MAX, y0 = INT_MAX, x1 = INT_MIN, y1 = INT_MIN;
  for (int y = 0; y < region->h; y++)
    for (int x = 0; x < region->w; x++)
      if (at(region, x, y) == REGION_CELL) {
        t->ncells++;
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
  if (t->ncells == 0) {
    set_err(err, _("the region has no cell to cover"));
    return TILING_EEMPTY;
  }
  t->cell_xy = malloc((size_t)t->ncells * sizeof *t->cell_xy);
  if (!t->cell_xy) return TILING_ENOMEM;
  for (size_t k = 0; k < ng; k++) t->cell_at[k] = -1;
  int rows_inner = (y1 - y0) <= (x1 - x0); /* columns are short: run down each column */
  int n = 0;
  int outer_n = rows_inner ? x1 - x0 + 1 : y1 - y0 + 1,
      inner_n = rows_inner ? y1 - y0 + 1 : x1 - x0 + 1;
  for (int pass = 0; pass < (t->optional ? 2 : 1); pass++) /* to cover, then optional */
    for (int o = 0; o < outer_n; o++)
      for (int i = 0; i < inner_n; i++) {
        int x = rows_inner ? x0 + o : x0 + i, y = rows_inner ? y0 + i : y0 + o;
        size_t k = (size_t)y * region->w + x;
        if (at(region, x, y) != REGION_CELL || (t->optional && t->optional[k]) != pass) continue;
        t->cell_at[k] = n;
        t->cell_xy[n].x = (int16_t)x;
        t->cell_xy[n].y = (int16_t)y;
        n++;
        if (!pass) t->nfixed = n;
      }
  t->maxpieces = t->ncells;
  return TILING_OK;
}

/* Bounds per piece, size classes, total, from t->spec and the copies left. */
static tiling_status_t set_bounds(tiling_t *t, tiling_error_t *err) {
  const tiling_spec_t *spec = &t->spec;
  t->nclasses = spec->nsizes;
  for (int c = 0; c < spec->nsizes; c++) {
    const tiling_size_count_t *sc = &spec->sizes[c];
    if (sc->size < 1 || sc->size > SHAPE_MAX_CELLS || sc->lo < 0 || sc->hi < sc->lo) {
      set_err(err, _("bad size class %d:%d"), sc->size, sc->lo);
      return TILING_EINVAL;
    }
    for (int d = 0; d < c; d++)
      if (spec->sizes[d].size == sc->size) {
        set_err(err, _("size %d given twice"), sc->size);
        return TILING_EINVAL;
      }
    t->class_size[c] = sc->size;
    t->class_lo[c] = sc->lo;
    t->class_hi[c] = sc->hi;
  }
  for (int i = 0; i < t->set.n; i++) {
    t->size[i] = t->set.pieces[i].shape.n;
    t->hi[i] = t->set.copies[i];
    t->lo[i] = (spec->subset || spec->nsizes) ? 0 : t->set.copies[i];
    if (spec->piece_lo && !spec->nsizes)
      t->lo[i] = spec->piece_lo[i] < 0                    ? 0
                 : spec->piece_lo[i] > t->set.copies[i] ? t->set.copies[i]
                                                        : spec->piece_lo[i];
    t->cls[i] = -1;
    if (spec->nsizes) {
      for (int c = 0; c < spec->nsizes; c++)
        if (spec->sizes[c].size == t->size[i]) t->cls[i] = c;
      if (t->cls[i] < 0) t->hi[i] = 0;
    }
  }
  t->total_lo = spec->total_lo;
  t->total_hi = spec->total_hi;
  if ((t->total_lo >= 0) != (t->total_hi >= 0) || t->total_hi < t->total_lo) {
    set_err(err, _("bad total number of pieces"));
    return TILING_EINVAL;
  }
  for (int c = 0; c < t->nclasses; c++) {
    int avail = 0;
    for (int i = 0; i < t->set.n; i++)
      if (t->cls[i] == c) avail += t->hi[i];
    if (avail < t->class_lo[c]) {
      set_err(err, _("%d pieces of size %d asked for, the set has %d"), t->class_lo[c],
              t->class_size[c], avail);
      return TILING_ESIZES;
    }
  }
  return TILING_OK;
}

/* The area check (an error) and, for exact choices, the parity check
 * (t->impossible). */
static tiling_status_t check_feasible(tiling_t *t, tiling_error_t *err) {
  if (t->nfixed < t->ncells) { /* optional cells: the areas within reach, no parity */
    long lo = 0, hi = 0;
    for (int i = 0; i < t->set.n; i++) {
      lo += (long)t->size[i] * t->lo[i];
      hi += (long)t->size[i] * t->hi[i];
    }
    if (hi < t->nfixed || lo > t->ncells) {
      set_err(err, _("no choice of pieces allowed covers the region's %d cells (and at most %d "
                     "optional ones)"),
              t->nfixed, t->ncells - t->nfixed);
      return TILING_EAREA;
    }
    return TILING_OK;
  }
  int feasible = area_feasible(t, t->ncells), exact = 1;
  if (feasible < 0) {
    set_err(err, _("interrupted"));
    return TILING_ECANCELLED;
  }
  if (!feasible) {
    long area = 0;
    for (int i = 0; i < t->set.n; i++) area += (long)t->size[i] * t->hi[i];
    if (!t->spec.subset && !t->spec.nsizes && t->total_lo < 0)
      set_err(err, _("the region has %d cells to cover but the pieces have %ld"), t->ncells, area);
    else
      set_err(err, _("no choice of pieces allowed covers the region's %d cells"), t->ncells);
    return TILING_EAREA;
  }
  for (int i = 0; i < t->set.n; i++)
    if (t->lo[i] != t->hi[i]) exact = 0;
  int parity = exact ? parity_feasible(t) : 1;
  if (parity < 0) {
    set_err(err, _("interrupted"));
    return TILING_ECANCELLED;
  }
  if (!parity)
    t->impossible = "checkerboard colouring: the pieces cannot balance the region's colours";
  return TILING_OK;
}

/* Most placements whose room placement_floor_check makes ahead. */
#define PLACES_AHEAD 65536

/* Refuse early a problem sure to have more than TILING_MAX_PLACEMENTS
 * placements: for each orientation, the positions where its whole
 * bounding box lies on cells to cover are placements (counted per box size
 * with a table of partial sums), before any is made. Makes room for the
 * placements when there can be few. */
static tiling_status_t placement_floor_check(tiling_t *t, tiling_error_t *err) {
  const region_t *r = &t->region;
  double upper = 0, cells = 0;
  for (int i = 0; i < t->set.n; i++)
    for (int o = 0; t->hi[i] > 0 && o < t->set.pieces[i].norient; o++) {
      int w, h;
      shape_size(piece_orient(&t->set.pieces[i], o), &w, &h);
      double at = w <= r->w && h <= r->h ? (double)(r->w - w + 1) * (r->h - h + 1) : 0;
      upper += at;
      cells += at * t->set.pieces[i].shape.n;
    }
  /* At most UPPER placements: room made for them at once when that is small (a rectangle
   * has that many), rather than grown by copies; only a memory error is an error here. */
  if (upper <= PLACES_AHEAD && cells <= 8 * PLACES_AHEAD &&
      tiling_places_reserve(&t->pl, (int)upper + 1, (size_t)cells) != 0)
    return TILING_ENOMEM;
  if (upper <= TILING_MAX_PLACEMENTS) return TILING_OK; /* cannot be too many */
  size_t W = (size_t)r->w + 1;
  int32_t *sum = calloc(W * ((size_t)r->h + 1), sizeof *sum);
  double *fits = malloc(sizeof *fits * (SHAPE_MAX_CELLS + 1) * (SHAPE_MAX_CELLS + 1));
  if (!sum || !fits) {
    free(sum);
    free(fits);
    return TILING_OK; /* no floor: the generation below still stops at the cap */
  }
  for (int k = 0; k < (SHAPE_MAX_CELLS + 1) * (SHAPE_MAX_CELLS + 1); k++) fits[k] = -1;
  for (int y = 0; y < r->h; y++)
    for (int x = 0; x < r->w; x++)
      sum[(y + 1) * W + x + 1] = sum[y * W + x + 1] + sum[(y + 1) * W + x] - sum[y * W + x] +
                                 (r->cells[(size_t)y * r->w + x] == REGION_CELL);
  double floor = 0;
  tiling_status_t st = TILING_OK;
  for (int i = 0; i < t->set.n && st == TILING_OK && floor <= TILING_MAX_PLACEMENTS; i++)
    for (int o = 0; t->hi[i] > 0 && o < t->set.pieces[i].norient && floor <= TILING_MAX_PLACEMENTS;
         o++) {
      int w, h;
      shape_size(piece_orient(&t->set.pieces[i], o), &w, &h);
      if (w > r->w || h > r->h || w > SHAPE_MAX_CELLS || h > SHAPE_MAX_CELLS) continue;
      double *f = &fits[w * (SHAPE_MAX_CELLS + 1) + h];
      if (*f < 0) {
        if (tiling_cancelled(t)) {
          set_err(err, _("interrupted"));
          st = TILING_ECANCELLED;
          break;
        }
        *f = 0;
        for (int y = 0; y + h <= r->h; y++)
          for (int x = 0; x + w <= r->w; x++)
            *f += sum[(y + h) * W + x + w] - sum[y * W + x + w] - sum[(y + h) * W + x] +
                      sum[y * W + x] ==
                  w * h;
      }
      floor += *f;
    }
  if (st == TILING_OK && floor > TILING_MAX_PLACEMENTS) {
    set_err(err,
            _("at least %.0f placements, more than %d: the region is too large for these pieces"),
            floor, TILING_MAX_PLACEMENTS);
    st = TILING_ETOO_BIG;
  }
  free(sum);
  free(fits);
  return st;
}

/* Placements: every orientation of every usable piece at every position.
 * More than TILING_MAX_CANDIDATES positions to try is refused first. */
static tiling_status_t make_placements(tiling_t *t, tiling_error_t *err) {
  const region_t *region = &t->region;
  double candidates = 0;
  for (int i = 0; i < t->set.n; i++)
    if (t->hi[i] > 0) candidates += (double)t->set.pieces[i].norient * t->ncells;
  if (candidates > TILING_MAX_CANDIDATES) {
    set_err(
        err,
        _("%.0f positions to try for %d cells, more than %.0f: the region is too large for these "
          "pieces"),
        candidates, t->ncells, (double)TILING_MAX_CANDIDATES);
    return TILING_ETOO_BIG;
  }
  tiling_board_t b = {.w = region->w,
                      .h = region->h,
                      .ncells = t->ncells,
                      .cell_xy = t->cell_xy,
                      .cell_at = t->cell_at};
  tiling_board_order(&b);
  for (int i = 0; i < t->set.n; i++) {
    if (t->hi[i] <= 0) continue;
    const piece_t *p = &t->set.pieces[i];
    for (int o = 0; o < p->norient; o++) {
      if (tiling_cancelled(t)) {
        set_err(err, _("interrupted"));
        return TILING_ECANCELLED;
      }
      int r = tiling_places_add(&t->pl, &b, i, o, piece_orient(p, o), TILING_MAX_PLACEMENTS);
      if (r > 0) {
        set_err(err, _("more than %d placements: the region is too large for these pieces"),
                TILING_MAX_PLACEMENTS);
        return TILING_ETOO_BIG;
      }
      if (r < 0) return TILING_ENOMEM;
    }
  }
  return TILING_OK;
}

/* Copy SET and REGION into T with the per-piece arrays allocated; -1 when
 * out of memory. */
static int tiling_copy_inputs(tiling_t *t, const pieceset_t *set, const region_t *region) {
  t->region.w = region->w;
  t->region.h = region->h;
  size_t ng = (size_t)region->w * region->h;
  t->region.cells = malloc(ng);
  t->set.n = set->n;
  t->set.pieces = calloc((size_t)(set->n ? set->n : 1), sizeof *t->set.pieces);
  t->set.copies = malloc((size_t)(set->n ? set->n : 1) * sizeof *t->set.copies);
  int np = set->n ? set->n : 1;
  t->size = calloc((size_t)np, sizeof(int));
  t->lo = calloc((size_t)np, sizeof(int));
  t->hi = calloc((size_t)np, sizeof(int));
  t->cls = calloc((size_t)np, sizeof(int));
  t->cell_at = malloc(ng * sizeof *t->cell_at);
  if (!t->region.cells || !t->set.pieces || !t->set.copies || !t->size || !t->lo || !t->hi ||
      !t->cls || !t->cell_at)
    return -1;
  memcpy(t->region.cells, region->cells, ng);
  if (t->spec.optional) {
    size_t k = 0;
    while (k < ng && !(t->spec.optional[k] && region->cells[k] == REGION_CELL)) k++;
    if (k < ng) { /* some optional cell: the fast engine cannot take the problem */
      t->optional = malloc(ng);
      if (!t->optional) return -1;
      for (k = 0; k < ng; k++)
        t->optional[k] = t->spec.optional[k] && region->cells[k] == REGION_CELL;
      t->fast_too_big = 1;
    }
  }
  if (set->n) {
    for (int i = 0; i < set->n; i++)
      if (piece_copy(&t->set.pieces[i], &set->pieces[i]) != 0) return -1;
    memcpy(t->set.copies, set->copies, (size_t)set->n * sizeof *set->copies);
  }
  return 0;
}

/* Everything tiling_new makes of T's copied inputs: cells, bounds, the
 * feasibility checks, placements by piece, symmetry. An error of memory
 * comes back as TILING_ENOMEM with no message (the caller writes it). */
static tiling_status_t tiling_setup(tiling_t *t, tiling_error_t *err) {
  if (take_precovered(t)) return TILING_ENOMEM;
  tiling_status_t st = order_cells(t, err);
  if (st == TILING_OK) st = set_bounds(t, err);
  if (st == TILING_OK) st = check_feasible(t, err);
  if (st == TILING_OK) st = placement_floor_check(t, err);
  if (st == TILING_OK) st = make_placements(t, err);
  if (st != TILING_OK) return st;
  int n = t->set.n;
  t->active = malloc((size_t)(t->pl.n ? t->pl.n : 1));
  t->pfirst = calloc((size_t)n + 1, sizeof *t->pfirst);
  if (!t->active || !t->pfirst) return TILING_ENOMEM;
  for (int p = 0; p < t->pl.n; p++)
    t->pfirst[t->pl.place[p].piece + 1]++; /* placements come piece by piece */
  for (int i = 0; i < n; i++) t->pfirst[i + 1] += t->pfirst[i];
  memset(t->active, 1, (size_t)(t->pl.n ? t->pl.n : 1));
  int sr = tiling_setup_symmetry(t);
  if (sr == -2) {
    set_err(err, _("interrupted"));
    return TILING_ECANCELLED;
  }
  return sr ? TILING_ENOMEM : TILING_OK;
}

tiling_status_t tiling_new(const pieceset_t *set, const region_t *region, const tiling_spec_t *spec,
                           tiling_t **out, tiling_error_t *err) {
  *out = NULL;
  if (err) err->msg[0] = '\0';
  if (!set || !region || region->w <= 0 || region->h <= 0 || !region->cells || set->n < 0) {
    set_err(err, _("invalid argument"));
    return TILING_EINVAL;
  }
  tiling_spec_t defspec;
  if (!spec) {
    tiling_spec_init(&defspec);
    spec = &defspec;
  }
  if (spec->nsizes < 0 || spec->nsizes > TILING_MAX_SIZE_CLASSES) {
    set_err(err, _("too many size classes"));
    return TILING_EINVAL;
  }
  for (int i = 0; i < set->n; i++)
    if (set->pieces[i].shape.grid != GRID_SQUARE || set->copies[i] < 0 ||
        set->pieces[i].shape.n < 1) {
      set_err(err, _("piece %s: not a square-grid piece"), set->pieces[i].name);
      return TILING_EINVAL;
    }
  tiling_t *t = calloc(1, sizeof *t);
  if (!t) return TILING_ENOMEM;
  t->spec = *spec;
  tiling_status_t st = tiling_copy_inputs(t, set, region) ? TILING_ENOMEM : tiling_setup(t, err);
  t->spec.piece_lo = NULL; /* the caller's arrays: read during the set-up only */
  t->spec.optional = NULL;
  if (st != TILING_OK) {
    if (st == TILING_ENOMEM) set_err(err, _("out of memory"));
    tiling_free(t);
    return st;
  }
  *out = t;
  return TILING_OK;
}

int tiling_impossible(const tiling_t *t, const char **reason) {
  if (reason) *reason = t->impossible;
  return t->impossible != NULL;
}

int tiling_placement_count(const tiling_t *t) {
  return t->pl.n;
}
const tiling_place_t *tiling_placement(const tiling_t *t, int id) {
  return id >= 0 && id < t->pl.n ? &t->pl.place[id] : NULL;
}
int tiling_placement_cells(const tiling_t *t, int id, cell_t *out) {
  if (id < 0 || id >= t->pl.n) return -1;
  int n = t->pl.start[id + 1] - t->pl.start[id];
  memcpy(out, t->pl.xy + t->pl.start[id], (size_t)n * sizeof *out);
  return n;
}
void tiling_region_size(const tiling_t *t, int *w, int *h) {
  *w = t->region.w;
  *h = t->region.h;
}
const pieceset_t *tiling_pieceset(const tiling_t *t) {
  return &t->set;
}
const unsigned char *tiling_optional(const tiling_t *t) {
  return t->optional;
}
void tiling_piece_bounds(const tiling_t *t, int i, int *lo, int *hi) {
  int ok = i >= 0 && i < t->set.n;
  *lo = ok ? t->lo[i] : 0;
  *hi = ok ? t->hi[i] : 0;
}
const region_t *tiling_region(const tiling_t *t) {
  return &t->region;
}
int tiling_symmetry_order(const tiling_t *t) {
  return t->nsym;
}
int tiling_symmetry_element(const tiling_t *t, int k) {
  return k >= 0 && k < t->nsym ? t->syms[k] : -1;
}
const char *tiling_symmetry_method(const tiling_t *t) {
  return t->method;
}
int tiling_max_pieces(const tiling_t *t) {
  return t->maxpieces;
}

void tiling_solution_grid(const tiling_t *t, const int *place, int n, int *grid) {
  const region_t *r = &t->region;
  for (int y = 0; y < r->h; y++)
    for (int x = 0; x < r->w; x++) {
      char c = at(r, x, y);
      grid[(size_t)y * r->w + x] = c == REGION_CELL    ? TILING_GRID_EMPTY
                                   : is_letter_cell(c) ? TILING_GRID_PRECOVERED
                                                       : TILING_GRID_OUTSIDE;
    }
  for (int k = 0; k < n; k++) {
    int p = place[k];
    if (p < 0 || p >= t->pl.n) continue;
    for (int j = t->pl.start[p]; j < t->pl.start[p + 1]; j++)
      grid[(size_t)t->pl.xy[j].y * r->w + t->pl.xy[j].x] = k;
  }
}
