/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* draw.c: the drawing context: Cairo PDF/SVG, PNG through libpng, and a text trace of the calls. */
#include <config.h>

#include "output/draw.h"

#include <zlib.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "output/afile.h"
#include "output/draw_cairo.h"
#include "output/draw_zlib.h"
#include "output/pdf_post.h"
#include "output/pngread.h"

#define MM_PER_IN   25.4
#define PT_PER_MM   (72.0 / MM_PER_IN)
#define FONT_FAMILY "DejaVu Sans"
/* DejaVu Sans cap height is 0.729 em: half of it centres capitals. */
#define CAP_MIDDLE 0.3645

struct draw {
  draw_format_t fmt;
  draw_options_t o;
  draw_status_t st;
  char msg[512];
  double w, h; /* page size, mm */
  char *path;  /* the final path as given */
  int page;    /* pages begun so far */
  int in_page;
  afile_t file; /* the file being written */
  int file_open;
  afile_t *done; /* SVG/PNG pages written and closed, renamed at finish */
  int ndone;
  int wr_errno; /* errno of a failed write inside cairo's stream callback */
  int gz;       /* SVGZ: the SVG stream goes through zlib (gzip format) */
  int gz_open;  /* zs is initialised for the current page */
  z_stream zs;
  cairo_surface_t *surf;
  cairo_t *cr;
  int color;
  double lw;
  double base;  /* millimetres to device units (1 for SVG, PNG: dpi / 25.4, PDF: points) */
  double tf[3]; /* the transform of draw_set_transform: x, y, scale */
  int finished;
  /* PDF: cairo writes into this buffer; draw_finish() adds the page boxes
   * and writes it out (cairo has no API for TrimBox and BleedBox). */
  int membuf;
  unsigned char *mem;
  size_t memlen, memcap;
  int boxes;                   /* draw_set_boxes() was called */
  double trim[4], bleedbox[4]; /* x, y, w, h in mm from the top-left */
  pdf_post_t *post;            /* PDF: each page's boxes and cut contour (pdf_post.h) */
};

const char *draw_strerror(draw_status_t s) {
  switch (s) {
    case DRAW_OK: return "success";
    case DRAW_ERR_ARGS: return "invalid drawing argument";
    case DRAW_ERR_CREATE: return "cannot create output file";
    case DRAW_ERR_WRITE: return "write error";
    case DRAW_ERR_NOMEM: return "out of memory";
    case DRAW_ERR_CAIRO: return "drawing library error";
    case DRAW_ERR_CANCELLED: return "interrupted";
  }
  return "unknown error";
}

int draw_format_from(const char *name, const char *path) {
  static const char *const names[] = {"pdf", "svg", "png", "trace", "svgz"};
  const char *ext = name;
  if (!ext) {
    if (!path) return -1;
    const char *slash = strrchr(path, '/');
    const char *dot = strrchr(slash ? slash : path, '.');
    if (!dot) return -1;
    ext = dot + 1;
  }
  for (int i = 0; i < 5; i++) {
    const char *a = names[i], *b = ext;
    while (*a && (*b | 0x20) == *a) a++, b++;
    if (!*a && !*b) return i;
  }
  return -1;
}

/* ---- errors ---- */

static void fail(draw_t *d, draw_status_t st, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static void fail(draw_t *d, draw_status_t st, const char *fmt, ...) {
  if (d->st != DRAW_OK) return;
  d->st = st;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(d->msg, sizeof d->msg, fmt, ap);
  va_end(ap);
}

static const volatile sig_atomic_t *cancel_flag;

void draw_set_cancel(const volatile sig_atomic_t *flag) {
  cancel_flag = flag;
}

static void (*progress_fn)(void *ctx, int page, int pages);
static void *progress_ctx;

void draw_set_progress(void (*fn)(void *ctx, int page, int pages), void *ctx) {
  progress_fn = fn;
  progress_ctx = ctx;
}

/* Fail D when the cancel flag is up: 1 then, else 0. */
static int cancelled(draw_t *d) {
  if (!cancel_flag || !*cancel_flag) return 0;
  fail(d, DRAW_ERR_CANCELLED, "interrupted");
  return 1;
}

static int bad_num(double v) {
  return !isfinite(v) || fabs(v) > 1e6;
}

/* A cairo status becomes ours; a write error from our stream keeps errno. */
static void check_cairo(draw_t *d, cairo_status_t cs) {
  if (cs == CAIRO_STATUS_SUCCESS || d->st != DRAW_OK) return;
  if (cs == CAIRO_STATUS_WRITE_ERROR)
    fail(d, DRAW_ERR_WRITE, "cannot write '%s': %s", d->path,
         strerror(d->wr_errno ? d->wr_errno : EIO));
  else if (cs == CAIRO_STATUS_NO_MEMORY)
    fail(d, DRAW_ERR_NOMEM, "out of memory drawing '%s'", d->path);
  else
    fail(d, DRAW_ERR_CAIRO, "cairo: %s", draw_cairo.status_to_string(cs));
}

/* Push LEN bytes through the page's deflate stream (FLUSH: Z_NO_FLUSH or
 * Z_FINISH) into the file; 0 or -1 with d->wr_errno set. */
static int gz_push(draw_t *d, const unsigned char *data, unsigned int len, int flush) {
  unsigned char out[16384];
  d->zs.next_in = (unsigned char *)data;
  d->zs.avail_in = len;
  for (;;) {
    d->zs.next_out = out;
    d->zs.avail_out = sizeof out;
    int zr = draw_zlib.deflate(&d->zs, flush);
    if (zr == Z_STREAM_ERROR) {
      d->wr_errno = EIO;
      return -1;
    }
    size_t n = sizeof out - d->zs.avail_out;
    if (n && fwrite(out, 1, n, d->file.fp) != n) {
      d->wr_errno = errno ? errno : EIO;
      return -1;
    }
    if (flush == Z_FINISH ? zr == Z_STREAM_END : d->zs.avail_out != 0) return 0;
  }
}

/* End the page's gzip stream (SVGZ); a no-op otherwise. */
static void gz_end_page(draw_t *d) {
  if (!d->gz_open) return;
  if (d->file_open && d->file.fp && !d->wr_errno) gz_push(d, NULL, 0, Z_FINISH);
  draw_zlib.deflateEnd(&d->zs);
  d->gz_open = 0;
}

static cairo_status_t stream_write(void *closure, const unsigned char *data, unsigned int len) {
  draw_t *d = closure;
  if (d->membuf) {
    if (d->memlen + len + 1 > d->memcap) {
      size_t cap = d->memcap ? d->memcap : 65536;
      while (cap < d->memlen + len + 1) cap *= 2;
      unsigned char *m = realloc(d->mem, cap);
      if (!m) return CAIRO_STATUS_NO_MEMORY;
      d->mem = m;
      d->memcap = cap;
    }
    memcpy(d->mem + d->memlen, data, len);
    d->memlen += len;
    return CAIRO_STATUS_SUCCESS;
  }
  if (!d->file_open || !d->file.fp) return CAIRO_STATUS_WRITE_ERROR;
  if (d->gz_open)
    return gz_push(d, data, len, Z_NO_FLUSH) ? CAIRO_STATUS_WRITE_ERROR : CAIRO_STATUS_SUCCESS;
  if (len && fwrite(data, 1, len, d->file.fp) != len) {
    d->wr_errno = errno ? errno : EIO;
    return CAIRO_STATUS_WRITE_ERROR;
  }
  return CAIRO_STATUS_SUCCESS;
}

/* ---- files ---- */

/* PATH with "-P" before the extension for page P of N (N > 1): OUT-1.svg,
 * OUT-2.svg..., never padded, so that the names do not depend on how many
 * pages there are (a rerun with more pages writes over the same files). */
static char *page_path(const char *path, int p, int n) {
  size_t len = strlen(path);
  char *s = malloc(len + 24);
  if (!s) return NULL;
  if (n <= 1) {
    memcpy(s, path, len + 1);
    return s;
  }
  const char *slash = strrchr(path, '/');
  const char *dot = strrchr(slash ? slash : path, '.');
  if (!dot || dot == (slash ? slash + 1 : path)) dot = path + len;
  snprintf(s, len + 24, "%.*s-%d%s", (int)(dot - path), path, p, dot);
  return s;
}

static void open_file(draw_t *d, const char *path) {
  char err[sizeof d->msg];
  if (afile_open(&d->file, path, err, sizeof err) != 0) {
    fail(d, DRAW_ERR_CREATE, "%s", err);
    return;
  }
  d->file_open = 1;
}

/* Close the current file and keep it for the renames at finish. */
static void close_file_keep(draw_t *d) {
  if (!d->file_open) return;
  char err[sizeof d->msg];
  if (d->wr_errno) fail(d, DRAW_ERR_WRITE, "cannot write '%s': %s", d->path, strerror(d->wr_errno));
  if (d->st == DRAW_OK && afile_close(&d->file, err, sizeof err) != 0)
    fail(d, DRAW_ERR_WRITE, "%s", err);
  afile_t *nd = realloc(d->done, (size_t)(d->ndone + 1) * sizeof *nd);
  if (!nd) {
    afile_abort(&d->file);
    fail(d, DRAW_ERR_NOMEM, "out of memory");
  } else {
    d->done = nd;
    d->done[d->ndone++] = d->file;
  }
  d->file_open = 0;
  memset(&d->file, 0, sizeof d->file);
}

/* ---- trace output ---- */

static double z(double v) {
  return fabs(v) < 0.005 ? 0.0 : v;
}

static void tracef(draw_t *d, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void tracef(draw_t *d, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vfprintf(d->file.fp, fmt, ap);
  va_end(ap);
}

/* ---- creation ---- */

void draw_options_init(draw_options_t *o) {
  memset(o, 0, sizeof *o);
  o->dpi = 300;
  o->npages = 1;
  o->date = 0;
  const char *sde = getenv("SOURCE_DATE_EPOCH");
  if (sde && *sde) {
    char *end;
    errno = 0;
    long long v = strtoll(sde, &end, 10);
    if (!*end && errno == 0 && v >= 0 && v < 253402300800LL) o->date = v;
  }
}

static void setup_cr(draw_t *d, double scale) {
  d->base = scale;
  draw_cairo.scale(d->cr, scale, scale);
  draw_cairo.set_line_cap(d->cr, CAIRO_LINE_CAP_SQUARE);
  draw_cairo.set_line_join(d->cr, CAIRO_LINE_JOIN_MITER);
  cairo_font_options_t *fo = draw_cairo.font_options_create();
  /* Unhinted metrics: text is placed the same on every backend. */
  draw_cairo.font_options_set_hint_metrics(fo, CAIRO_HINT_METRICS_OFF);
  draw_cairo.font_options_set_hint_style(fo, CAIRO_HINT_STYLE_NONE);
  draw_cairo.set_font_options(d->cr, fo);
  draw_cairo.font_options_destroy(fo);
  check_cairo(d, draw_cairo.status(d->cr));
}

static int valid_utf8(const unsigned char *s);

draw_t *draw_create(draw_format_t format, const char *path, double w, double h,
                    const draw_options_t *opts) {
  draw_t *d = calloc(1, sizeof *d);
  if (!d) return NULL;
  if (opts)
    d->o = *opts;
  else
    draw_options_init(&d->o);
  d->o.title = NULL; /* not kept: the caller's string may go */
  d->fmt = format;
  if (format == DRAW_SVGZ) { /* drawn as SVG; only the bytes are compressed */
    d->fmt = DRAW_SVG;
    d->gz = 1;
  }
  d->w = w;
  d->h = h;
  d->color = DRAW_BLACK;
  d->lw = 0.25;
  d->path = strdup(path ? path : "");
  if (!d->path) {
    free(d);
    return NULL;
  }
  if ((unsigned)format > DRAW_SVGZ || !path || !*path) {
    fail(d, DRAW_ERR_ARGS, "unknown output format or empty path");
    return d;
  }
  if (bad_num(w) || bad_num(h) || w < 1 || h < 1 || w > 5000 || h > 5000) {
    fail(d, DRAW_ERR_ARGS, "page size %gx%g mm out of range", w, h);
    return d;
  }
  if (opts && opts->title && !valid_utf8((const unsigned char *)opts->title)) {
    fail(d, DRAW_ERR_ARGS, "the document title is not valid UTF-8");
    return d;
  }
  if (d->o.npages < 1) d->o.npages = 1;
  if (d->o.npages > 1 && (format == DRAW_SVG || format == DRAW_PNG) && strcmp(path, "-") == 0) {
    fail(d, DRAW_ERR_ARGS, "%d %s pages cannot all go to standard output (one file each)",
         d->o.npages, format == DRAW_SVG ? "SVG" : "PNG");
    return d;
  }
  if (format == DRAW_PNG) {
    if (!(d->o.dpi >= 10 && d->o.dpi <= 2400)) {
      fail(d, DRAW_ERR_ARGS, "resolution %g dpi out of range (10..2400)", d->o.dpi);
      return d;
    }
    double px = w / MM_PER_IN * d->o.dpi, py = h / MM_PER_IN * d->o.dpi;
    if (px * py > 4e8 || px > 32000 || py > 32000) {
      fail(d, DRAW_ERR_ARGS, "image of %.0fx%.0f pixels too large", px, py);
      return d;
    }
  }
  /* Cairo is loaded by the first drawing that needs it, before any file is created. */
  if (format != DRAW_TRACE && draw_cairo_load(d->msg, sizeof d->msg) != 0) {
    d->st = DRAW_ERR_CAIRO;
    return d;
  }
  /* and so are zlib (PDF's page boxes, SVGZ) and libpng (PNG pages) */
  if (((format == DRAW_PDF || format == DRAW_SVGZ) && draw_zlib_load(d->msg, sizeof d->msg)) ||
      (format == DRAW_PNG && pngread_load(d->msg, sizeof d->msg))) {
    d->st = DRAW_ERR_CAIRO;
    return d;
  }
  if (format == DRAW_TRACE) {
    open_file(d, path);
    if (d->st == DRAW_OK) tracef(d, "trace 1 page %.2f %.2f bw %d\n", w, h, d->o.bw ? 1 : 0);
  } else if (format == DRAW_PDF) {
    open_file(d, path);
    if (d->st != DRAW_OK) return d;
    d->membuf = 1;
    d->post = pdf_post_create(h);
    if (!d->post) {
      fail(d, DRAW_ERR_NOMEM, "out of memory");
      return d;
    }
    d->surf =
        draw_cairo.pdf_surface_create_for_stream(stream_write, d, w * PT_PER_MM, h * PT_PER_MM);
    check_cairo(d, draw_cairo.surface_status(d->surf));
    if (d->st != DRAW_OK) return d;
    /* A fixed creation date makes the same input give the same bytes. */
    char date[40];
    time_t t = (time_t)d->o.date;
    struct tm tm;
    gmtime_r(&t, &tm);
    strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", &tm);
    draw_cairo.pdf_surface_set_metadata(d->surf, CAIRO_PDF_METADATA_CREATE_DATE, date);
    draw_cairo.pdf_surface_set_metadata(d->surf, CAIRO_PDF_METADATA_MOD_DATE, date);
    draw_cairo.pdf_surface_set_metadata(d->surf, CAIRO_PDF_METADATA_CREATOR,
                                        "polyx " PACKAGE_VERSION);
    if (opts && opts->title)
      draw_cairo.pdf_surface_set_metadata(d->surf, CAIRO_PDF_METADATA_TITLE, opts->title);
    d->cr = draw_cairo.create(d->surf);
    setup_cr(d, PT_PER_MM);
  }
  /* SVG and PNG open one file per page in draw_begin_page(). */
  return d;
}

/* Open the file of the current page (one file a page for SVG and PNG);
 * -1 with the error set. */
static int open_page_file(draw_t *d) {
  char *p = page_path(d->path, d->page, d->o.npages);
  if (!p) {
    fail(d, DRAW_ERR_NOMEM, "out of memory");
    return -1;
  }
  open_file(d, p);
  free(p);
  return d->st != DRAW_OK ? -1 : 0;
}

void draw_begin_page(draw_t *d) {
  if (d->st != DRAW_OK || cancelled(d)) return;
  if (d->in_page) {
    fail(d, DRAW_ERR_ARGS, "page begun twice");
    return;
  }
  d->page++;
  d->in_page = 1;
  d->tf[0] = d->tf[1] = 0;
  d->tf[2] = 1;
  if (d->cr) { /* PDF: one context for every page; a transform ends with its page */
    draw_cairo.identity_matrix(d->cr);
    draw_cairo.scale(d->cr, d->base, d->base);
  }
  if (progress_fn) progress_fn(progress_ctx, d->page, d->o.npages);
  if (d->membuf) { /* PDF: remember this page's boxes */
    if (pdf_post_page(d->post, d->boxes, d->trim, d->bleedbox) != 0) {
      fail(d, DRAW_ERR_NOMEM, "out of memory");
      return;
    }
  }
  switch (d->fmt) {
    case DRAW_SVGZ: /* never: an SVGZ context draws as DRAW_SVG */ break;
    case DRAW_TRACE: tracef(d, "begin_page %d\n", d->page); break;
    case DRAW_PDF: break;
    case DRAW_SVG: {
      if (open_page_file(d)) return;
      if (d->gz) {
        /* gzip wrapping (15 + 16), best compression; zlib writes no time or
         * name in the header, so the same drawing gives the same bytes. */
        memset(&d->zs, 0, sizeof d->zs);
        if (DRAW_Z_DEFLATE_INIT2(&d->zs, 9, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY) != Z_OK) {
          fail(d, DRAW_ERR_NOMEM, "out of memory");
          return;
        }
        d->gz_open = 1;
      }
      /* Sizes in millimetres: user units are mm, as everywhere here. */
      d->surf = draw_cairo.svg_surface_create_for_stream(stream_write, d, d->w, d->h);
      check_cairo(d, draw_cairo.surface_status(d->surf));
      if (d->st != DRAW_OK) return;
      draw_cairo.svg_surface_set_document_unit(d->surf, CAIRO_SVG_UNIT_MM);
      d->cr = draw_cairo.create(d->surf);
      setup_cr(d, 1.0);
      break;
    }
    case DRAW_PNG: {
      if (open_page_file(d)) return;
      double s = d->o.dpi / MM_PER_IN;
      int pw = (int)lround(d->w * s), ph = (int)lround(d->h * s);
      d->surf = draw_cairo.image_surface_create(CAIRO_FORMAT_RGB24, pw, ph);
      check_cairo(d, draw_cairo.surface_status(d->surf));
      if (d->st != DRAW_OK) return;
      d->cr = draw_cairo.create(d->surf);
      draw_cairo.set_source_rgb(d->cr, 1, 1, 1);
      draw_cairo.paint(d->cr);
      setup_cr(d, s);
      break;
    }
  }
}

/* ---- PNG through libpng (cairo's writer has no pHYs) ---- */

static void write_png(draw_t *d) {
  draw_cairo.surface_flush(d->surf);
  int r = pngwrite_rgb24(d->file.fp, draw_cairo.image_surface_get_data(d->surf),
                         draw_cairo.image_surface_get_width(d->surf),
                         draw_cairo.image_surface_get_height(d->surf),
                         draw_cairo.image_surface_get_stride(d->surf), d->o.dpi);
  if (r == PNGWRITE_ENOMEM)
    fail(d, DRAW_ERR_NOMEM, "out of memory");
  else if (r == PNGWRITE_ELIBPNG)
    fail(d, DRAW_ERR_WRITE, "cannot write '%s': %s", d->path,
         strerror(ferror(d->file.fp) && errno ? errno : EIO));
  else if (r == PNGWRITE_EWRITE)
    fail(d, DRAW_ERR_WRITE, "cannot write '%s': %s", d->path, strerror(errno ? errno : EIO));
}

static void drop_cairo(draw_t *d) {
  if (d->cr) draw_cairo.destroy(d->cr);
  d->cr = NULL;
  if (d->surf) {
    draw_cairo.surface_finish(d->surf);
    if (d->fmt != DRAW_PNG) check_cairo(d, draw_cairo.surface_status(d->surf));
    draw_cairo.surface_destroy(d->surf);
  }
  d->surf = NULL;
}

void draw_end_page(draw_t *d) {
  if (d->st != DRAW_OK) return;
  if (!d->in_page) {
    fail(d, DRAW_ERR_ARGS, "page ended without being begun");
    return;
  }
  d->in_page = 0;
  switch (d->fmt) {
    case DRAW_SVGZ: /* never: an SVGZ context draws as DRAW_SVG */ break;
    case DRAW_TRACE: tracef(d, "end_page %d\n", d->page); break;
    case DRAW_PDF:
      draw_cairo.show_page(d->cr);
      check_cairo(d, draw_cairo.status(d->cr));
      break;
    case DRAW_SVG:
      check_cairo(d, draw_cairo.status(d->cr));
      drop_cairo(d);
      gz_end_page(d);
      close_file_keep(d);
      break;
    case DRAW_PNG:
      check_cairo(d, draw_cairo.status(d->cr));
      if (d->st == DRAW_OK) write_png(d);
      drop_cairo(d);
      close_file_keep(d);
      break;
  }
}

/* ---- state and paths ---- */

static int drawing(draw_t *d) {
  if (d->st != DRAW_OK) return 0;
  if (!d->in_page) {
    fail(d, DRAW_ERR_ARGS, "drawing outside a page");
    return 0;
  }
  return 1;
}

void draw_set_color(draw_t *d, int color) {
  if (!drawing(d)) return;
  if (color < 0) {
    fail(d, DRAW_ERR_ARGS, "negative colour index %d", color);
    return;
  }
  d->color = color;
  if (d->fmt == DRAW_TRACE) tracef(d, "color %d\n", color);
}

void draw_set_line_width(draw_t *d, double mm) {
  if (!drawing(d)) return;
  if (bad_num(mm) || mm < 0) {
    fail(d, DRAW_ERR_ARGS, "bad line width");
    return;
  }
  d->lw = mm;
  if (d->fmt == DRAW_TRACE) tracef(d, "width %.2f\n", z(mm));
}

void draw_set_transform(draw_t *d, double x, double y, double s) {
  if (!drawing(d)) return;
  if (bad_num(x) || bad_num(y) || bad_num(s) || !(s > 0)) {
    fail(d, DRAW_ERR_ARGS, "bad transform");
    return;
  }
  d->tf[0] = x;
  d->tf[1] = y;
  d->tf[2] = s;
  if (d->fmt == DRAW_TRACE) {
    tracef(d, "transform %.2f %.2f %.4f\n", z(x), z(y), s);
    return;
  }
  draw_cairo.identity_matrix(d->cr);
  draw_cairo.scale(d->cr, d->base, d->base);
  draw_cairo.translate(d->cr, x, y);
  draw_cairo.scale(d->cr, s, s);
}

/* One point of the path: traced as "WORD x y", or handed to Cairo's TO. */
static void path_point(draw_t *d, double x, double y, const char *word,
                       void (*to)(cairo_t *, double, double)) {
  if (!drawing(d)) return;
  if (bad_num(x) || bad_num(y)) {
    fail(d, DRAW_ERR_ARGS, "bad coordinate");
    return;
  }
  if (d->fmt == DRAW_TRACE)
    tracef(d, "%s %.2f %.2f\n", word, z(x), z(y));
  else
    to(d->cr, x, y);
}

void draw_move_to(draw_t *d, double x, double y) {
  path_point(d, x, y, "move", draw_cairo.move_to);
}

void draw_line_to(draw_t *d, double x, double y) {
  path_point(d, x, y, "line", draw_cairo.line_to);
}

void draw_close_path(draw_t *d) {
  if (!drawing(d)) return;
  if (d->fmt == DRAW_TRACE)
    tracef(d, "close\n");
  else
    draw_cairo.close_path(d->cr);
}

void draw_rect(draw_t *d, double x, double y, double w, double h) {
  if (!drawing(d)) return;
  if (bad_num(x) || bad_num(y) || bad_num(w) || bad_num(h)) {
    fail(d, DRAW_ERR_ARGS, "bad rectangle");
    return;
  }
  if (d->fmt == DRAW_TRACE)
    tracef(d, "rect %.2f %.2f %.2f %.2f\n", z(x), z(y), z(w), z(h));
  else
    draw_cairo.rectangle(d->cr, x, y, w, h);
}

void draw_circle(draw_t *d, double cx, double cy, double r) {
  if (!drawing(d)) return;
  if (bad_num(cx) || bad_num(cy) || bad_num(r) || r < 0) {
    fail(d, DRAW_ERR_ARGS, "bad circle");
    return;
  }
  if (d->fmt == DRAW_TRACE) {
    tracef(d, "circle %.2f %.2f %.2f\n", z(cx), z(cy), z(r));
  } else {
    draw_cairo.new_sub_path(d->cr);
    draw_cairo.arc(d->cr, cx, cy, r, 0, 2 * M_PI);
    draw_cairo.close_path(d->cr);
  }
}

void draw_polygon(draw_t *d, const double *xy, int n) {
  if (!drawing(d)) return;
  if (n < 2 || !xy) {
    fail(d, DRAW_ERR_ARGS, "polygon with %d points", n);
    return;
  }
  draw_move_to(d, xy[0], xy[1]);
  for (int i = 1; i < n; i++) draw_line_to(d, xy[2 * i], xy[2 * i + 1]);
  draw_close_path(d);
}

void draw_segment(draw_t *d, double x0, double y0, double x1, double y1) {
  draw_move_to(d, x0, y0);
  draw_line_to(d, x1, y1);
}

static void set_source(draw_t *d, int *hatch) {
  double rgb[3];
  draw_color_style(d->color, d->o.bw, rgb, hatch);
  draw_cairo.set_source_rgb(d->cr, rgb[0], rgb[1], rgb[2]);
}

/* Hatch lines over the clip, on a lattice fixed to the page so that the
 * cells of one piece continue each other's lines. */
static void hatch_clip(draw_t *d, int hatch) {
  cairo_t *cr = d->cr;
  double x1, y1, x2, y2;
  const double sp = 1.1;
  draw_cairo.clip_extents(cr, &x1, &y1, &x2, &y2);
  draw_cairo.set_source_rgb(cr, 0.2, 0.2, 0.2);
  draw_cairo.set_line_width(cr, 0.14);
  draw_cairo.set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
  if (hatch == DRAW_HATCH_SLASH || hatch == DRAW_HATCH_CROSS) {
    for (double k = floor((x1 + y1) / sp) * sp; k <= x2 + y2; k += sp) {
      draw_cairo.move_to(cr, k - y1, y1);
      draw_cairo.line_to(cr, k - y2, y2);
    }
  }
  if (hatch == DRAW_HATCH_BACKSLASH || hatch == DRAW_HATCH_CROSS) {
    for (double k = floor((x1 - y2) / sp) * sp; k <= x2 - y1; k += sp) {
      draw_cairo.move_to(cr, k + y1, y1);
      draw_cairo.line_to(cr, k + y2, y2);
    }
  }
  if (hatch == DRAW_HATCH_VERT) {
    for (double k = floor(x1 / sp) * sp; k <= x2; k += sp) {
      draw_cairo.move_to(cr, k, y1);
      draw_cairo.line_to(cr, k, y2);
    }
  }
  if (hatch == DRAW_HATCH_HORIZ) {
    for (double k = floor(y1 / sp) * sp; k <= y2; k += sp) {
      draw_cairo.move_to(cr, x1, k);
      draw_cairo.line_to(cr, x2, k);
    }
  }
  if (hatch == DRAW_HATCH_DOTS) {
    for (double y = floor(y1 / sp) * sp; y <= y2 + sp; y += sp)
      for (double x = floor(x1 / sp) * sp; x <= x2 + sp; x += sp) {
        draw_cairo.new_sub_path(cr);
        draw_cairo.arc(cr, x, y, 0.16, 0, 2 * M_PI);
      }
    draw_cairo.fill(cr);
  } else {
    draw_cairo.stroke(cr);
  }
}

void draw_fill(draw_t *d) {
  if (!drawing(d)) return;
  if (d->color == DRAW_CUT) {
    fail(d, DRAW_ERR_ARGS, "the cut contour is stroked, never filled");
    return;
  }
  if (d->fmt == DRAW_TRACE) {
    tracef(d, "fill\n");
    return;
  }
  int hatch;
  set_source(d, &hatch);
  if (hatch == DRAW_HATCH_NONE) {
    draw_cairo.fill(d->cr);
  } else {
    draw_cairo.fill_preserve(d->cr);
    draw_cairo.save(d->cr);
    draw_cairo.clip(d->cr);
    hatch_clip(d, hatch);
    draw_cairo.restore(d->cr);
  }
  check_cairo(d, draw_cairo.status(d->cr));
}

/* The current path as the cut contour of the page (PDF), stroked at the current width; the path
 * is cleared. */
static void cut_stroke(draw_t *d) {
  if (pdf_post_cut_path(d->post, d->cr, d->lw) != 0) fail(d, DRAW_ERR_NOMEM, "out of memory");
}

void draw_stroke(draw_t *d) {
  if (!drawing(d)) return;
  if (d->fmt == DRAW_TRACE) {
    tracef(d, "stroke\n");
    return;
  }
  if (d->fmt == DRAW_PDF && d->color == DRAW_CUT) { /* a spot colour: outside cairo */
    cut_stroke(d);
    return;
  }
  set_source(d, NULL);
  draw_cairo.set_line_width(d->cr, d->lw);
  draw_cairo.stroke(d->cr);
  check_cairo(d, draw_cairo.status(d->cr));
}

/* ---- text ---- */

static int valid_utf8(const unsigned char *s) {
  while (*s) {
    unsigned c = *s++;
    int n;
    uint32_t cp;
    if (c < 0x80)
      continue;
    else if ((c & 0xE0) == 0xC0) {
      n = 1;
      cp = c & 0x1F;
    } else if ((c & 0xF0) == 0xE0) {
      n = 2;
      cp = c & 0x0F;
    } else if ((c & 0xF8) == 0xF0) {
      n = 3;
      cp = c & 0x07;
    } else
      return 0;
    for (int i = 0; i < n; i++) {
      if ((*s & 0xC0) != 0x80) return 0;
      cp = (cp << 6) | (*s++ & 0x3F);
    }
    if ((n == 1 && cp < 0x80) || (n == 2 && cp < 0x800) || (n == 3 && cp < 0x10000) ||
        cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
      return 0;
  }
  return 1;
}

int draw_utf8_valid(const char *text) {
  return text && valid_utf8((const unsigned char *)text);
}

void draw_text(draw_t *d, double x, double y, double size, int flags, double maxw,
               const char *text) {
  if (!drawing(d)) return;
  if (!text || bad_num(x) || bad_num(y) || bad_num(size) || size <= 0 || bad_num(maxw)) {
    fail(d, DRAW_ERR_ARGS, "bad text arguments");
    return;
  }
  if (!valid_utf8((const unsigned char *)text)) {
    fail(d, DRAW_ERR_ARGS, "text is not valid UTF-8");
    return;
  }
  if (d->fmt == DRAW_TRACE) {
    tracef(d, "text %.2f %.2f %.2f %d %.2f \"", z(x), z(y), z(size), flags, z(maxw));
    for (const char *p = text; *p; p++) {
      if (*p == '"' || *p == '\\')
        tracef(d, "\\%c", *p);
      else if ((unsigned char)*p < 0x20)
        tracef(d, "\\x%02x", (unsigned char)*p);
      else
        fputc(*p, d->file.fp);
    }
    tracef(d, "\"\n");
    return;
  }
  cairo_t *cr = d->cr;
  draw_cairo.select_font_face(cr, FONT_FAMILY, CAIRO_FONT_SLANT_NORMAL,
                              (flags & DRAW_BOLD) ? CAIRO_FONT_WEIGHT_BOLD
                                                  : CAIRO_FONT_WEIGHT_NORMAL);
  draw_cairo.set_font_size(cr, size);
  cairo_text_extents_t te;
  draw_cairo.text_extents(cr, text, &te);
  if (maxw > 0 && te.x_advance > maxw) {
    size *= maxw / te.x_advance;
    draw_cairo.set_font_size(cr, size);
    draw_cairo.text_extents(cr, text, &te);
  }
  int align = flags & 3;
  double x0 = x - (align == DRAW_CENTER  ? te.x_advance / 2
                   : align == DRAW_RIGHT ? te.x_advance
                                         : 0);
  double y0 = y + ((flags & DRAW_MIDDLE) ? CAP_MIDDLE * size : 0);
  set_source(d, NULL);
  draw_cairo.new_path(cr);
  draw_cairo.move_to(cr, x0, y0);
  draw_cairo.show_text(cr, text);
  draw_cairo.new_path(cr);
  check_cairo(d, draw_cairo.status(cr));
}

/* ---- the end ---- */

void draw_set_error(draw_t *d, draw_status_t status, const char *message) {
  if (d && status != DRAW_OK) fail(d, status, "%s", message ? message : draw_strerror(status));
}

int draw_get_light(const draw_t *d) {
  return d->o.light;
}

int draw_get_bw(const draw_t *d) {
  return d && d->o.bw;
}

draw_status_t draw_status(const draw_t *d) {
  return d ? d->st : DRAW_ERR_NOMEM;
}

const char *draw_error_message(const draw_t *d) {
  if (!d) return "out of memory";
  return d->st == DRAW_OK ? "" : d->msg;
}

/* ---- page boxes ---- */

static int box_inside(const double in[4], const double out[4]) {
  const double e = 1e-6;
  return in[0] >= out[0] - e && in[1] >= out[1] - e && in[0] + in[2] <= out[0] + out[2] + e &&
         in[1] + in[3] <= out[1] + out[3] + e && in[2] > 0 && in[3] > 0;
}

void draw_set_boxes(draw_t *d, const double trim[4], const double bleed[4]) {
  if (d->st != DRAW_OK) return;
  if (d->in_page) {
    fail(d, DRAW_ERR_ARGS, "page boxes set inside a page");
    return;
  }
  for (int i = 0; i < 4; i++)
    if (bad_num(trim[i]) || bad_num(bleed[i])) {
      fail(d, DRAW_ERR_ARGS, "bad page box");
      return;
    }
  const double media[4] = {0, 0, d->w, d->h};
  if (!box_inside(trim, bleed) || !box_inside(bleed, media)) {
    fail(d, DRAW_ERR_ARGS, "page boxes not nested: trim %gx%g+%g+%g, bleed %gx%g+%g+%g, page %gx%g",
         trim[2], trim[3], trim[0], trim[1], bleed[2], bleed[3], bleed[0], bleed[1], d->w, d->h);
    return;
  }
  memcpy(d->trim, trim, sizeof d->trim);
  memcpy(d->bleedbox, bleed, sizeof d->bleedbox);
  d->boxes = 1;
  if (d->fmt == DRAW_TRACE)
    tracef(d, "boxes trim %.2f %.2f %.2f %.2f bleed %.2f %.2f %.2f %.2f\n", z(trim[0]), z(trim[1]),
           z(trim[2]), z(trim[3]), z(bleed[0]), z(bleed[1]), z(bleed[2]), z(bleed[3]));
}

/* Add the page boxes, black in DeviceGray and the cut contours to the PDF in d->mem
 * (pdf_post_apply). */
static void pdf_add_boxes(draw_t *d) {
  const char *why = pdf_post_apply(d->post, &d->mem, &d->memlen, &d->memcap);
  if (why && strcmp(why, "out of memory") == 0)
    fail(d, DRAW_ERR_NOMEM, "out of memory");
  else if (why)
    fail(d, DRAW_ERR_CAIRO, "cannot add the page boxes to '%s': %s", d->path, why);
}

/* Write the buffered PDF to its file (after adding the boxes). */
static void pdf_flush(draw_t *d) {
  if (!d->membuf) return;
  d->membuf = 0;
  if (d->st == DRAW_OK) pdf_add_boxes(d);
  if (d->st == DRAW_OK && d->memlen &&
      stream_write(d, d->mem, (unsigned int)d->memlen) != CAIRO_STATUS_SUCCESS)
    fail(d, DRAW_ERR_WRITE, "cannot write '%s': %s", d->path,
         strerror(d->wr_errno ? d->wr_errno : EIO));
  free(d->mem);
  d->mem = NULL;
  d->memlen = d->memcap = 0;
  pdf_post_destroy(d->post);
  d->post = NULL;
}

draw_status_t draw_finish(draw_t *d) {
  if (!d) return DRAW_ERR_NOMEM;
  if (d->finished) return d->st;
  d->finished = 1;
  if (d->st == DRAW_OK && d->in_page) fail(d, DRAW_ERR_ARGS, "document finished inside a page");
  if (d->st == DRAW_OK && d->page == 0) fail(d, DRAW_ERR_ARGS, "document without pages");
  if (d->fmt == DRAW_TRACE && d->st == DRAW_OK) tracef(d, "end\n");
  drop_cairo(d); /* PDF: writes the whole file now */
  pdf_flush(d);
  gz_end_page(d);
  /* cairo does not always report a failed stream write in its status */
  if (d->wr_errno) fail(d, DRAW_ERR_WRITE, "cannot write '%s': %s", d->path, strerror(d->wr_errno));
  cancelled(d); /* a Ctrl-C while the last page or the PDF was written: nothing kept */
  if (d->file_open) {
    char err[sizeof d->msg];
    if (d->st == DRAW_OK) {
      if (afile_commit(&d->file, err, sizeof err) != 0) fail(d, DRAW_ERR_WRITE, "%s", err);
    } else {
      afile_abort(&d->file);
    }
    d->file_open = 0;
  }
  /* Renamed only when every page was written. */
  for (int i = 0; i < d->ndone; i++) {
    char err[sizeof d->msg];
    if (d->st == DRAW_OK) {
      if (afile_commit(&d->done[i], err, sizeof err) != 0) fail(d, DRAW_ERR_WRITE, "%s", err);
    } else {
      afile_abort(&d->done[i]);
    }
  }
  free(d->done);
  d->done = NULL;
  d->ndone = 0;
  return d->st;
}

void draw_destroy(draw_t *d) {
  if (!d) return;
  if (!d->finished) {
    if (d->st == DRAW_OK) d->st = DRAW_ERR_ARGS; /* unfinished: leave nothing */
    drop_cairo(d);
    gz_end_page(d);
    free(d->mem);
    pdf_post_destroy(d->post);
    d->post = NULL;
    if (d->file_open) afile_abort(&d->file);
    for (int i = 0; i < d->ndone; i++) afile_abort(&d->done[i]);
    free(d->done);
  }
  free(d->path);
  free(d);
}
