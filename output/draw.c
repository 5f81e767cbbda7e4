/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* draw.c: the drawing context: Cairo PDF/SVG, PNG through libpng, and a text trace of the calls. */
#include <config.h>

#include "output/draw.h"

#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <zlib.h>
#include <errno.h>
#include <math.h>
#include <png.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "output/afile.h"

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
  double base;     /* millimetres to device units (1 for SVG, PNG: dpi / 25.4, PDF: points) */
  double tf[3];    /* the transform of draw_set_transform: x, y, scale */
  int finished;
  /* PDF: cairo writes into this buffer; draw_finish() adds the page boxes
   * and writes it out (cairo has no API for TrimBox and BleedBox). */
  int membuf;
  unsigned char *mem;
  size_t memlen, memcap;
  int boxes;                   /* draw_set_boxes() was called */
  double trim[4], bleedbox[4]; /* x, y, w, h in mm from the top-left */
  double (*pbox)[8];           /* each page's trim and bleed boxes (PDF) */
  char **cut;                  /* PDF: each page's cut contour, PDF operators (pdf_cut_edits) */
  size_t *cutlen, *cutcap;
  int ncut;                    /* pages in CUT (0: no cut contour at all) */
  char *pbox_set;              /* 1 where the page has boxes */
  int npbox;
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

/* ---- colours ---- */

static void hex_rgb(uint32_t c, double rgb[3]) {
  rgb[0] = ((c >> 16) & 255) / 255.0;
  rgb[1] = ((c >> 8) & 255) / 255.0;
  rgb[2] = (c & 255) / 255.0;
}

void draw_color_style(int color, int bw, double rgb[3], int *hatch) {
  /* Twelve colours of Paul Tol's light, pale, muted and bright schemes and
   * Okabe-Ito's, picked by a search that maximised the smallest CIELAB
   * distance between two of them for normal vision and simulated
   * deuteranopia, protanopia and tritanopia (Machado 2009): 11.8 at worst.
   * Twelve more (for the 15 to 24 pieces of Polyminix kits, Polymo sheets,
   * Polyssimo sets) chosen greedily on a 15-step sRGB grid, each the
   * farthest by that measure from those before and from white, among the
   * colours with a contrast of 6 or more with black and a chroma (max - min
   * channel) of at most 190 out of 255, so none is neon: 10.4 at worst over
   * all 24 and the four visions (24 equally distinct hues do not exist:
   * the first twelve stay the farthest apart). Ordered so that each prefix
   * is as spread as possible. */
  static const uint32_t pieces[DRAW_NPIECE_COLORS] = {
      0x77AADD, 0xEE8866, 0xF0E442, 0xCCEEFF, 0xFFAABB, 0xCC79A7, 0xEE6677, 0xCCBB44,
      0x999933, 0xEEEEBB, 0x44BB99, 0xBBCCEE, 0xB469FF, 0x96FF87, 0x8787E1, 0x2DE187,
      0xB4FF69, 0x78964B, 0xE169C3, 0xB4C30F, 0xB4A5FF, 0xFFA569, 0xD2A5C3, 0x96E1D2};
  static const double greys[4] = {0.94, 0.82, 0.70, 0.60};
  int h = DRAW_HATCH_NONE;
  uint32_t c;
  switch (color) {
    case DRAW_WHITE: c = 0xFFFFFF; break;
    case DRAW_BLACK: c = 0x000000; break;
    case DRAW_GRID: c = bw ? 0x808080 : 0x7A7A7A; break;
    case DRAW_TEXT_GREY: c = 0x555555; break;
    case DRAW_CARD: c = bw ? 0xFFFFFF : 0xFBF8F1; break;
    case DRAW_BAND: c = bw ? 0xE6E6E6 : 0xDDE7EE; break;
    case DRAW_EMPTY: c = 0xFFFFFF; break;
    case DRAW_SIGNAL_GREEN: c = bw ? 0xF2F2F2 : 0x7FCC8A; break;
    case DRAW_SIGNAL_YELLOW: c = bw ? 0xDDDDDD : 0xF5D94E; break;
    case DRAW_SIGNAL_RED: c = bw ? 0xC8C8C8 : 0xEE7766; break;
    case DRAW_CUT: c = 0xFF00FF; break;
    case DRAW_FADED: c = bw ? 0x707070 : 0xB0B0B0; break;
    default:
      if (color >= DRAW_PIECE0) {
        int k = color - DRAW_PIECE0;
        if (bw) {
          /* (k mod 7, (k div 7 + k mod 7) mod 4) is one-to-one for k < 28. */
          h = k % 7;
          double g = greys[(k / 7 + k % 7) % 4];
          rgb[0] = rgb[1] = rgb[2] = g;
          if (hatch) *hatch = h;
          return;
        }
        c = pieces[k % DRAW_NPIECE_COLORS];
      } else {
        c = 0xFF00FF; /* an unassigned index shows up loudly */
      }
  }
  hex_rgb(c, rgb);
  if (hatch) *hatch = h;
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
    fail(d, DRAW_ERR_CAIRO, "cairo: %s", cairo_status_to_string(cs));
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
    int zr = deflate(&d->zs, flush);
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
  deflateEnd(&d->zs);
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
  cairo_scale(d->cr, scale, scale);
  cairo_set_line_cap(d->cr, CAIRO_LINE_CAP_SQUARE);
  cairo_set_line_join(d->cr, CAIRO_LINE_JOIN_MITER);
  cairo_font_options_t *fo = cairo_font_options_create();
  /* Unhinted metrics: text is placed the same on every backend. */
  cairo_font_options_set_hint_metrics(fo, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style(fo, CAIRO_HINT_STYLE_NONE);
  cairo_set_font_options(d->cr, fo);
  cairo_font_options_destroy(fo);
  check_cairo(d, cairo_status(d->cr));
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
  if (format == DRAW_TRACE) {
    open_file(d, path);
    if (d->st == DRAW_OK) tracef(d, "trace 1 page %.2f %.2f bw %d\n", w, h, d->o.bw ? 1 : 0);
  } else if (format == DRAW_PDF) {
    open_file(d, path);
    if (d->st != DRAW_OK) return d;
    d->membuf = 1;
    d->surf = cairo_pdf_surface_create_for_stream(stream_write, d, w * PT_PER_MM, h * PT_PER_MM);
    check_cairo(d, cairo_surface_status(d->surf));
    if (d->st != DRAW_OK) return d;
    /* A fixed creation date makes the same input give the same bytes. */
    char date[40];
    time_t t = (time_t)d->o.date;
    struct tm tm;
    gmtime_r(&t, &tm);
    strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", &tm);
    cairo_pdf_surface_set_metadata(d->surf, CAIRO_PDF_METADATA_CREATE_DATE, date);
    cairo_pdf_surface_set_metadata(d->surf, CAIRO_PDF_METADATA_MOD_DATE, date);
    cairo_pdf_surface_set_metadata(d->surf, CAIRO_PDF_METADATA_CREATOR, "polyx " PACKAGE_VERSION);
    if (opts && opts->title)
      cairo_pdf_surface_set_metadata(d->surf, CAIRO_PDF_METADATA_TITLE, opts->title);
    d->cr = cairo_create(d->surf);
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
    cairo_identity_matrix(d->cr);
    cairo_scale(d->cr, d->base, d->base);
  }
  if (progress_fn) progress_fn(progress_ctx, d->page, d->o.npages);
  if (d->membuf) { /* PDF: remember this page's boxes */
    double(*nb)[8] = realloc(d->pbox, (size_t)d->page * sizeof *nb);
    char *ns = nb ? realloc(d->pbox_set, (size_t)d->page) : NULL;
    if (nb) d->pbox = nb;
    if (!nb || !ns) {
      fail(d, DRAW_ERR_NOMEM, "out of memory");
      return;
    }
    d->pbox_set = ns;
    d->npbox = d->page;
    memcpy(d->pbox[d->page - 1], d->trim, sizeof d->trim);
    memcpy(d->pbox[d->page - 1] + 4, d->bleedbox, sizeof d->bleedbox);
    d->pbox_set[d->page - 1] = (char)d->boxes;
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
        if (deflateInit2(&d->zs, 9, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY) != Z_OK) {
          fail(d, DRAW_ERR_NOMEM, "out of memory");
          return;
        }
        d->gz_open = 1;
      }
      /* Sizes in millimetres: user units are mm, as everywhere here. */
      d->surf = cairo_svg_surface_create_for_stream(stream_write, d, d->w, d->h);
      check_cairo(d, cairo_surface_status(d->surf));
      if (d->st != DRAW_OK) return;
      cairo_svg_surface_set_document_unit(d->surf, CAIRO_SVG_UNIT_MM);
      d->cr = cairo_create(d->surf);
      setup_cr(d, 1.0);
      break;
    }
    case DRAW_PNG: {
      if (open_page_file(d)) return;
      double s = d->o.dpi / MM_PER_IN;
      int pw = (int)lround(d->w * s), ph = (int)lround(d->h * s);
      d->surf = cairo_image_surface_create(CAIRO_FORMAT_RGB24, pw, ph);
      check_cairo(d, cairo_surface_status(d->surf));
      if (d->st != DRAW_OK) return;
      d->cr = cairo_create(d->surf);
      cairo_set_source_rgb(d->cr, 1, 1, 1);
      cairo_paint(d->cr);
      setup_cr(d, s);
      break;
    }
  }
}

/* ---- PNG through libpng (cairo's writer has no pHYs) ---- */

static void png_err(png_structp png, png_const_charp msg) {
  (void)msg;
  png_longjmp(png, 1);
}
static void png_warn(png_structp png, png_const_charp msg) {
  (void)png;
  (void)msg;
}

static void write_png(draw_t *d) {
  cairo_surface_flush(d->surf);
  int w = cairo_image_surface_get_width(d->surf);
  int h = cairo_image_surface_get_height(d->surf);
  int stride = cairo_image_surface_get_stride(d->surf);
  const unsigned char *data = cairo_image_surface_get_data(d->surf);
  unsigned char *row = malloc((size_t)w * 3);
  if (!row || !data) {
    free(row);
    fail(d, DRAW_ERR_NOMEM, "out of memory");
    return;
  }
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, png_err, png_warn);
  png_infop info = png ? png_create_info_struct(png) : NULL;
  if (!png || !info) {
    png_destroy_write_struct(&png, &info);
    free(row);
    fail(d, DRAW_ERR_NOMEM, "out of memory");
    return;
  }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    free(row);
    fail(d, DRAW_ERR_WRITE, "cannot write '%s': %s", d->path,
         strerror(ferror(d->file.fp) && errno ? errno : EIO));
    return;
  }
  png_init_io(png, d->file.fp);
  /* Flat colours: the Up filter alone compresses them as well as the
   * adaptive choice of filters, in 60% of the time. */
  png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_UP);
  png_set_compression_level(png, 6);
  png_set_IHDR(png, info, (png_uint_32)w, (png_uint_32)h, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_uint_32 ppm = (png_uint_32)lround(d->o.dpi / 0.0254);
  png_set_pHYs(png, info, ppm, ppm, PNG_RESOLUTION_METER);
  png_write_info(png, info);
  for (int y = 0; y < h; y++) {
    const uint32_t *src = (const uint32_t *)(const void *)(data + (size_t)y * (size_t)stride);
    for (int x = 0; x < w; x++) {
      uint32_t p = src[x];
      row[3 * x] = (unsigned char)(p >> 16);
      row[3 * x + 1] = (unsigned char)(p >> 8);
      row[3 * x + 2] = (unsigned char)p;
    }
    png_write_row(png, row);
  }
  png_write_end(png, info);
  png_destroy_write_struct(&png, &info);
  free(row);
  if (ferror(d->file.fp))
    fail(d, DRAW_ERR_WRITE, "cannot write '%s': %s", d->path, strerror(errno ? errno : EIO));
}

static void drop_cairo(draw_t *d) {
  if (d->cr) cairo_destroy(d->cr);
  d->cr = NULL;
  if (d->surf) {
    cairo_surface_finish(d->surf);
    if (d->fmt != DRAW_PNG) check_cairo(d, cairo_surface_status(d->surf));
    cairo_surface_destroy(d->surf);
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
      cairo_show_page(d->cr);
      check_cairo(d, cairo_status(d->cr));
      break;
    case DRAW_SVG:
      check_cairo(d, cairo_status(d->cr));
      drop_cairo(d);
      gz_end_page(d);
      close_file_keep(d);
      break;
    case DRAW_PNG:
      check_cairo(d, cairo_status(d->cr));
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
  cairo_identity_matrix(d->cr);
  cairo_scale(d->cr, d->base, d->base);
  cairo_translate(d->cr, x, y);
  cairo_scale(d->cr, s, s);
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
  path_point(d, x, y, "move", cairo_move_to);
}

void draw_line_to(draw_t *d, double x, double y) {
  path_point(d, x, y, "line", cairo_line_to);
}

void draw_close_path(draw_t *d) {
  if (!drawing(d)) return;
  if (d->fmt == DRAW_TRACE)
    tracef(d, "close\n");
  else
    cairo_close_path(d->cr);
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
    cairo_rectangle(d->cr, x, y, w, h);
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
    cairo_new_sub_path(d->cr);
    cairo_arc(d->cr, cx, cy, r, 0, 2 * M_PI);
    cairo_close_path(d->cr);
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
  cairo_set_source_rgb(d->cr, rgb[0], rgb[1], rgb[2]);
}

/* Hatch lines over the clip, on a lattice fixed to the page so that the
 * cells of one piece continue each other's lines. */
static void hatch_clip(draw_t *d, int hatch) {
  cairo_t *cr = d->cr;
  double x1, y1, x2, y2;
  const double sp = 1.1;
  cairo_clip_extents(cr, &x1, &y1, &x2, &y2);
  cairo_set_source_rgb(cr, 0.2, 0.2, 0.2);
  cairo_set_line_width(cr, 0.14);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
  if (hatch == DRAW_HATCH_SLASH || hatch == DRAW_HATCH_CROSS) {
    for (double k = floor((x1 + y1) / sp) * sp; k <= x2 + y2; k += sp) {
      cairo_move_to(cr, k - y1, y1);
      cairo_line_to(cr, k - y2, y2);
    }
  }
  if (hatch == DRAW_HATCH_BACKSLASH || hatch == DRAW_HATCH_CROSS) {
    for (double k = floor((x1 - y2) / sp) * sp; k <= x2 - y1; k += sp) {
      cairo_move_to(cr, k + y1, y1);
      cairo_line_to(cr, k + y2, y2);
    }
  }
  if (hatch == DRAW_HATCH_VERT) {
    for (double k = floor(x1 / sp) * sp; k <= x2; k += sp) {
      cairo_move_to(cr, k, y1);
      cairo_line_to(cr, k, y2);
    }
  }
  if (hatch == DRAW_HATCH_HORIZ) {
    for (double k = floor(y1 / sp) * sp; k <= y2; k += sp) {
      cairo_move_to(cr, x1, k);
      cairo_line_to(cr, x2, k);
    }
  }
  if (hatch == DRAW_HATCH_DOTS) {
    for (double y = floor(y1 / sp) * sp; y <= y2 + sp; y += sp)
      for (double x = floor(x1 / sp) * sp; x <= x2 + sp; x += sp) {
        cairo_new_sub_path(cr);
        cairo_arc(cr, x, y, 0.16, 0, 2 * M_PI);
      }
    cairo_fill(cr);
  } else {
    cairo_stroke(cr);
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
    cairo_fill(d->cr);
  } else {
    cairo_fill_preserve(d->cr);
    cairo_save(d->cr);
    cairo_clip(d->cr);
    hatch_clip(d, hatch);
    cairo_restore(d->cr);
  }
  check_cairo(d, cairo_status(d->cr));
}

/* Append printf FMT to the cut contour of the current page; -1 when out of memory. */
static int cut_add(draw_t *d, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int cut_add(draw_t *d, const char *fmt, ...) {
  int k = d->page - 1;
  if (k >= d->ncut) {
    char **c = realloc(d->cut, (size_t)d->page * sizeof *c);
    if (c) d->cut = c;
    size_t *l = c ? realloc(d->cutlen, (size_t)d->page * sizeof *l) : NULL;
    if (l) d->cutlen = l;
    size_t *p = l ? realloc(d->cutcap, (size_t)d->page * sizeof *p) : NULL;
    if (!p) return -1;
    d->cutcap = p;
    for (int i = d->ncut; i < d->page; i++) d->cut[i] = NULL, d->cutlen[i] = d->cutcap[i] = 0;
    d->ncut = d->page;
  }
  va_list ap;
  va_start(ap, fmt);
  char tmp[128];
  int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
  va_end(ap);
  if (n < 0 || (size_t)n >= sizeof tmp) return -1;
  if (d->cutlen[k] + (size_t)n + 1 > d->cutcap[k]) {
    size_t nc = (d->cutlen[k] + (size_t)n + 1) * 2;
    char *g = realloc(d->cut[k], nc);
    if (!g) return -1;
    d->cut[k] = g;
    d->cutcap[k] = nc;
  }
  memcpy(d->cut[k] + d->cutlen[k], tmp, (size_t)n + 1);
  d->cutlen[k] += (size_t)n;
  return 0;
}

/* The current path as the cut contour of the page (PDF): in points from the page's bottom-left
 * corner, stroked at the current width; the path is cleared. */
static void cut_stroke(draw_t *d) {
  cairo_path_t *p = cairo_copy_path(d->cr);
  if (!p || p->status != CAIRO_STATUS_SUCCESS) {
    if (p) cairo_path_destroy(p);
    fail(d, DRAW_ERR_NOMEM, "out of memory");
    return;
  }
  double hpt = d->h * PT_PER_MM, wx = d->lw, wy = 0;
  cairo_user_to_device_distance(d->cr, &wx, &wy);
  int bad = cut_add(d, "%.3f w\n", sqrt(wx * wx + wy * wy));
  for (int i = 0; i < p->num_data && !bad; i += p->data[i].header.length) {
    cairo_path_data_t *e = &p->data[i];
    double pt[6];
    int np = e->header.type == CAIRO_PATH_CURVE_TO                                    ? 3
             : e->header.type == CAIRO_PATH_MOVE_TO || e->header.type == CAIRO_PATH_LINE_TO ? 1
                                                                                     : 0;
    for (int j = 0; j < np; j++) {
      double px = e[j + 1].point.x, py = e[j + 1].point.y;
      cairo_user_to_device(d->cr, &px, &py);
      pt[2 * j] = px, pt[2 * j + 1] = hpt - py;
    }
    int next = i + e->header.length; /* cairo ends a closed subpath with a move: no use here */
    if (e->header.type == CAIRO_PATH_MOVE_TO &&
        (next >= p->num_data || p->data[next].header.type == CAIRO_PATH_MOVE_TO))
      continue;
    switch (e->header.type) {
      case CAIRO_PATH_MOVE_TO: bad = cut_add(d, "%.3f %.3f m\n", pt[0], pt[1]); break;
      case CAIRO_PATH_LINE_TO: bad = cut_add(d, "%.3f %.3f l\n", pt[0], pt[1]); break;
      case CAIRO_PATH_CURVE_TO:
        bad = cut_add(d, "%.3f %.3f %.3f %.3f %.3f %.3f c\n", pt[0], pt[1], pt[2], pt[3], pt[4],
                      pt[5]);
        break;
      case CAIRO_PATH_CLOSE_PATH: bad = cut_add(d, "h\n"); break;
    }
  }
  if (!bad) bad = cut_add(d, "S\n");
  cairo_path_destroy(p);
  cairo_new_path(d->cr);
  if (bad) fail(d, DRAW_ERR_NOMEM, "out of memory");
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
  cairo_set_line_width(d->cr, d->lw);
  cairo_stroke(d->cr);
  check_cairo(d, cairo_status(d->cr));
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
  cairo_select_font_face(cr, FONT_FAMILY, CAIRO_FONT_SLANT_NORMAL,
                         (flags & DRAW_BOLD) ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size(cr, size);
  cairo_text_extents_t te;
  cairo_text_extents(cr, text, &te);
  if (maxw > 0 && te.x_advance > maxw) {
    size *= maxw / te.x_advance;
    cairo_set_font_size(cr, size);
    cairo_text_extents(cr, text, &te);
  }
  int align = flags & 3;
  double x0 = x - (align == DRAW_CENTER  ? te.x_advance / 2
                   : align == DRAW_RIGHT ? te.x_advance
                                         : 0);
  double y0 = y + ((flags & DRAW_MIDDLE) ? CAP_MIDDLE * size : 0);
  set_source(d, NULL);
  cairo_new_path(cr);
  cairo_move_to(cr, x0, y0);
  cairo_show_text(cr, text);
  cairo_new_path(cr);
  check_cairo(d, cairo_status(cr));
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

/* B as a PDF rectangle "[ llx lly urx ury ]" in points, y up. */
static int pdf_rect(char *buf, size_t n, const draw_t *d, const double b[4]) {
  return snprintf(buf, n, "[ %.3f %.3f %.3f %.3f ]", b[0] * PT_PER_MM,
                  (d->h - b[1] - b[3]) * PT_PER_MM, (b[0] + b[2]) * PT_PER_MM,
                  (d->h - b[1]) * PT_PER_MM);
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
static const char *pdf_box_insertions(const draw_t *d, const unsigned char *m, const pdf_xref_t *x,
                                      const unsigned long *kids, long nkids, pdf_ins_t *ins,
                                      size_t *nins) {
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
    if (!d->pbox_set[k]) continue;
    const unsigned char *mb = mem_find(m, off, oend, "/MediaBox [");
    const unsigned char *close = mb ? memchr(mb, ']', oend - (size_t)(mb - m)) : NULL;
    if (!close) return "page without /MediaBox";
    char r1[80], r2[80];
    pdf_rect(r1, sizeof r1, d, d->pbox[k]);
    pdf_rect(r2, sizeof r2, d, d->pbox[k] + 4);
    pdf_ins_t *in = &ins[(*nins)++];
    in->pos = (size_t)(close - m) + 1;
    in->del = 0;
    in->seq = *nins;
    in->heap = NULL;
    in->len = (size_t)snprintf(in->buf, sizeof in->buf, "\n   /TrimBox %s\n   /BleedBox %s", r1,
                               r2);
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
 * xref offset moved by the bytes edited before it, and a new startxref: d->mem replaced. -1
 * when out of memory. */
static int pdf_rewrite(draw_t *d, const unsigned char *m, size_t len, const pdf_xref_t *x,
                       const pdf_ins_t *ins, size_t nins) {
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
  free(d->mem);
  d->mem = out;
  d->memlen = nsx + (size_t)tail;
  d->memcap = olen + 40;
  return 0;
}

/* The cut contour: a /Separation colour named CutContour (what cutting plotters and die-cut
 * workflows read; 100% magenta as its alternate), the strokes drawn in DRAW_CUT. Cairo has no
 * spot colours, so they never reach cairo: draw_stroke() writes them as PDF operators, in
 * points, one text a page (d->cut), and pdf_cut_edits() adds to each page that has one a
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

/* The edits that add the cut contours of d->cut to the pages KIDS[0..NKIDS) of M (xref X) into
 * *INS; NULL, or what is wrong (a page or resources cairo did not write as expected), or
 * "out of memory". */
static const char *pdf_cut_edits(draw_t *d, const unsigned char *m, const pdf_xref_t *x,
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
#define OBJS_ADD(...)                                                                             \
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
  for (long k = 0; k < nkids && k < d->ncut && !why; k++) {
    if (!d->cut[k] || !d->cutlen[k]) continue;
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
    size_t slen = strlen(head) + d->cutlen[k] + strlen(tail);
    rel[nobj++] = olen;
    OBJS_ADD("%lu 0 obj\n<< /Length %zu >>\nstream\n%s%s%s\nendstream\nendobj\n", obj, slen, head,
             d->cut[k], tail);
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
      if (pdf_edit(ins, nins, cap, x->ent + 20 * x->count, 0, ent, (size_t)n)) why = "out of memory";
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
    if (inflateInit(&zs) != Z_OK) {
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
      zr = inflate(&zs, Z_NO_FLUSH);
      olen = ocap - zs.avail_out;
    }
    inflateEnd(&zs);
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
    uLongf zlen = compressBound((uLong)w);
    unsigned char *z = malloc(zlen);
    if (!z || compress2(z, &zlen, plain, (uLong)w, 9) != Z_OK) {
      free(z);
      free(plain);
      return "out of memory";
    }
    free(plain);
    char num[32];
    int n = snprintf(num, sizeof num, "%lu", (unsigned long)zlen);
    const char *why = NULL;
    if (pdf_edit(ins, nins, cap, data, (size_t)len, (const char *)z, (size_t)zlen) ||
        pdf_edit(ins, nins, cap, (size_t)(lp - (const char *)m), (size_t)(le - lp), num,
                 (size_t)n))
      why = "out of memory";
    free(z);
    if (why) return why;
  }
  return NULL;
}

/* Add /TrimBox and /BleedBox after the /MediaBox of every page object of
 * the PDF in d->mem (each page the boxes it was begun with), black in
 * DeviceGray (pdf_gray_edits) and the cut contours (pdf_cut_edits), and
 * rewrite the cross-reference table. Cairo
 * 1.16 writes one classic xref table with one subsection, uncompressed
 * objects and one flat page tree; anything else is refused rather than
 * written wrong. */
static void pdf_add_boxes(draw_t *d) {
  const unsigned char *m = d->mem;
  pdf_xref_t x;
  const char *why = pdf_find_xref(m, d->memlen, &x);
  if (why) {
    fail(d, DRAW_ERR_CAIRO, "cannot add the page boxes to '%s': %s", d->path, why);
    return;
  }
  size_t cap = x.count + 16, nins = 0;
  pdf_ins_t *ins = malloc(cap * sizeof *ins);
  unsigned long *kids = malloc((size_t)(d->npbox ? d->npbox : 1) * sizeof *kids);
  int nomem = !ins || !kids;
  if (!nomem) {
    long nkids = pdf_kids(m, x.xoff, kids, d->npbox);
    why = nkids != d->npbox ? "unexpected page tree"
                            : pdf_box_insertions(d, m, &x, kids, nkids, ins, &nins);
    if (!why) why = pdf_gray_edits(m, &x, kids, nkids, &ins, &nins, &cap);
    if (!why && d->ncut) why = pdf_cut_edits(d, m, &x, kids, nkids, &ins, &nins, &cap);
    if (why && strcmp(why, "out of memory") == 0) nomem = 1;
  }
  if (!nomem && !why) {
    qsort(ins, nins, sizeof *ins, cmp_ins);
    nomem = pdf_rewrite(d, m, d->memlen, &x, ins, nins) != 0;
  }
  if (ins) pdf_edits_free(ins, nins);
  free(kids);
  if (nomem)
    fail(d, DRAW_ERR_NOMEM, "out of memory");
  else if (why)
    fail(d, DRAW_ERR_CAIRO, "cannot add the page boxes to '%s': %s", d->path, why);
}

static void cut_free(draw_t *d) {
  for (int k = 0; k < d->ncut; k++) free(d->cut[k]);
  free(d->cut);
  free(d->cutlen);
  free(d->cutcap);
  d->cut = NULL;
  d->cutlen = d->cutcap = NULL;
  d->ncut = 0;
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
  free(d->pbox);
  free(d->pbox_set);
  d->pbox = NULL;
  d->pbox_set = NULL;
  cut_free(d);
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
    free(d->pbox);
    free(d->pbox_set);
    cut_free(d);
    if (d->file_open) afile_abort(&d->file);
    for (int i = 0; i < d->ndone; i++) afile_abort(&d->done[i]);
    free(d->done);
  }
  free(d->path);
  free(d);
}
