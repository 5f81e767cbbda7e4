/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* pngread.c: read a PNG file into an 8-bit grey buffer (alpha composited over white), for
 * silhouettes; write PNGs (the pages drawn, images for the tests). */
#include <config.h>
#include <errno.h>
#include <math.h>
#include <png.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "output/pngread.h"

#include "base/dynlib.h"
#include "base/intl.h"

/* The library opened (config.h: libpng's soname); a test may build this file with another name. */
#ifndef PNGREAD_SONAME
#define PNGREAD_SONAME PNG_SONAME
#endif

/* polyx is not linked with libpng (nor zlib, which it brings): loading them cost every start of
 * polyx a tenth of a small tiling's instructions, for the commands that read or write PNG. The
 * functions this file calls, looked up when first needed; below, each name stands for its
 * pointer, so that the calls (and png_jmpbuf) read as libpng's own. */
#define PNG_FUNCTIONS(X)                                                                           \
  X(png_sig_cmp)                                                                                   \
  X(png_image_begin_read_from_memory)                                                              \
  X(png_image_begin_read_from_stdio)                                                               \
  X(png_image_finish_read)                                                                         \
  X(png_image_write_to_file)                                                                       \
  X(png_image_free)                                                                                \
  X(png_create_write_struct)                                                                       \
  X(png_create_info_struct)                                                                        \
  X(png_destroy_write_struct)                                                                      \
  X(png_set_longjmp_fn)                                                                            \
  X(png_longjmp)                                                                                   \
  X(png_init_io)                                                                                   \
  X(png_set_filter)                                                                                \
  X(png_set_compression_level)                                                                     \
  X(png_set_IHDR)                                                                                  \
  X(png_set_pHYs)                                                                                  \
  X(png_write_info)                                                                                \
  X(png_write_row)                                                                                 \
  X(png_write_end)

typedef struct png_api {
#define PNG_MEMBER(f) __typeof__(f) *f;
  PNG_FUNCTIONS(PNG_MEMBER)
#undef PNG_MEMBER
} png_api_t;

/* Set once (base_dynlib_load), read only afterwards. */
static png_api_t png_api;

static const base_dynlib_sym_t png_syms[] = {
#define PNG_SYM(f) {#f, offsetof(png_api_t, f), 0},
    PNG_FUNCTIONS(PNG_SYM)
#undef PNG_SYM
};

static base_dynlib_t png_lib = BASE_DYNLIB_INIT(PNGREAD_SONAME, png_syms, &png_api);

int pngread_load(char *msg, size_t msgsz) {
  if (base_dynlib_load(&png_lib) == 0) return 0;
  /* TRANSLATORS: the library's file name (libpng16.so.16), then the system's reason. */
  if (msg && msgsz)
    snprintf(msg, msgsz, _("cannot load %s to read and write PNG images: %s"), PNGREAD_SONAME,
             png_lib.why);
  return -1;
}

#define png_sig_cmp                      png_api.png_sig_cmp
#define png_image_begin_read_from_memory png_api.png_image_begin_read_from_memory
#define png_image_begin_read_from_stdio  png_api.png_image_begin_read_from_stdio
#define png_image_finish_read            png_api.png_image_finish_read
#define png_image_write_to_file          png_api.png_image_write_to_file
#define png_image_free                   png_api.png_image_free
#define png_create_write_struct          png_api.png_create_write_struct
#define png_create_info_struct           png_api.png_create_info_struct
#define png_destroy_write_struct         png_api.png_destroy_write_struct
#define png_set_longjmp_fn               png_api.png_set_longjmp_fn
#define png_longjmp                      png_api.png_longjmp
#define png_init_io                      png_api.png_init_io
#define png_set_filter                   png_api.png_set_filter
#define png_set_compression_level        png_api.png_set_compression_level
#define png_set_IHDR                     png_api.png_set_IHDR
#define png_set_pHYs                     png_api.png_set_pHYs
#define png_write_info                   png_api.png_write_info
#define png_write_row                    png_api.png_write_row
#define png_write_end                    png_api.png_write_end

static void set_msg(char *msg, size_t msgsz, const char *what, const char *detail) {
  if (msg && msgsz) snprintf(msg, msgsz, "%s%s%s", what, detail ? ": " : "", detail ? detail : "");
}

/* The rest of a read once IMG has begun (OK: png_image_begin_read_*
 * succeeded): size limits, 8-bit grey and alpha, alpha over white. */
static int decode(png_image *img, int ok, unsigned char **out, int *w, int *h, char *msg,
                  size_t msgsz) {
  if (!ok) {
    set_msg(msg, msgsz, "bad PNG file", img->message);
    return -1;
  }
  if (img->width == 0 || img->height == 0 || img->width > PNGREAD_MAX_SIDE ||
      img->height > PNGREAD_MAX_SIDE || (uint64_t)img->width * img->height > PNGREAD_MAX_PIXELS) {
    set_msg(msg, msgsz, "image too large", NULL);
    png_image_free(img);
    return -1;
  }
  img->format = PNG_FORMAT_GA; /* 8-bit sRGB grey and straight alpha */
  size_t n = (size_t)img->width * img->height;
  unsigned char *ga = malloc(n * 2);
  if (!ga) {
    png_image_free(img);
    set_msg(msg, msgsz, "out of memory", NULL);
    return -1;
  }
  if (!png_image_finish_read(img, NULL, ga, 0, NULL)) {
    set_msg(msg, msgsz, "bad PNG file", img->message);
    free(ga);
    return -1;
  }
  /* Fold alpha in over white, in place: transparent reads as light. */
  for (size_t i = 0; i < n; i++) {
    unsigned g = ga[2 * i], a = ga[2 * i + 1];
    ga[i] = (unsigned char)((g * a + 255u * (255u - a) + 127u) / 255u);
  }
  unsigned char *grey = realloc(ga, n);
  *out = grey ? grey : ga;
  *w = (int)img->width;
  *h = (int)img->height;
  return 0;
}

/* The whole stream F, the signature SIG (8 bytes, already read) first, in
 * a new buffer of *LEN bytes; NULL when out of memory. */
static unsigned char *read_stream(FILE *f, const unsigned char *sig, size_t *len) {
  size_t cap = 1 << 16, n = 8;
  unsigned char *mem = malloc(cap);
  if (!mem) return NULL;
  memcpy(mem, sig, n);
  for (;;) {
    if (n == cap) {
      unsigned char *m2 = realloc(mem, cap * 2);
      if (!m2) {
        free(mem);
        return NULL;
      }
      mem = m2;
      cap *= 2;
    }
    size_t r = fread(mem + n, 1, cap - n, f);
    n += r;
    if (r == 0) break;
  }
  *len = n;
  return mem;
}

/* Decode the PNG in MEM (LEN bytes) when not NULL, else in F from its start. */
static int decode_from(FILE *f, const unsigned char *mem, size_t len, unsigned char **out, int *w,
                       int *h, char *msg, size_t msgsz) {
  png_image img;
  memset(&img, 0, sizeof img);
  img.version = PNG_IMAGE_VERSION;
  int ok = mem ? png_image_begin_read_from_memory(&img, mem, len)
               : png_image_begin_read_from_stdio(&img, f);
  return decode(&img, ok, out, w, h, msg, msgsz);
}

int pngread_grey(const char *path, unsigned char **out, int *w, int *h, char *msg, size_t msgsz) {
  *out = NULL;
  *w = *h = 0;
  if (pngread_load(msg, msgsz)) return PNGREAD_ELIB;
  FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
  if (!f) {
    set_msg(msg, msgsz, "cannot open", strerror(errno));
    return PNGREAD_EREAD;
  }
  unsigned char sig[8];
  size_t got = fread(sig, 1, sizeof sig, f);
  if (got != sizeof sig || png_sig_cmp(sig, 0, sizeof sig) != 0) {
    int rerr = ferror(f);
    set_msg(msg, msgsz, rerr ? "cannot read" : "not a PNG file", rerr ? strerror(errno) : NULL);
    if (f != stdin) fclose(f);
    return rerr ? PNGREAD_EREAD : -1;
  }
  /* The simplified API reads from the start of the stream: we already ate
   * the signature, so hand the file back by rewinding when possible, and
   * otherwise (a pipe) read the whole stream into memory. */
  unsigned char *mem = NULL;
  size_t memlen = 0;
  int rc = -1;
  if (fseek(f, 0, SEEK_SET) != 0 && !(mem = read_stream(f, sig, &memlen)))
    set_msg(msg, msgsz, "out of memory", NULL);
  else
    rc = decode_from(f, mem, memlen, out, w, h, msg, msgsz);
  free(mem);
  if (f != stdin) fclose(f);
  return rc;
}

int pngread_grey_memory(const void *buf, size_t len, unsigned char **out, int *w, int *h, char *msg,
                        size_t msgsz) {
  *out = NULL;
  *w = *h = 0;
  if (pngread_load(msg, msgsz)) return PNGREAD_ELIB;
  if (len < 8 || png_sig_cmp(buf, 0, 8) != 0) {
    set_msg(msg, msgsz, "not a PNG file", NULL);
    return -1;
  }
  png_image img;
  memset(&img, 0, sizeof img);
  img.version = PNG_IMAGE_VERSION;
  return decode(&img, png_image_begin_read_from_memory(&img, buf, len), out, w, h, msg, msgsz);
}

int pngwrite_image(const char *path, int w, int h, pngwrite_format_t format, const void *pixels,
                   char *msg, size_t msgsz) {
  if (w < 1 || h < 1 || w > PNGREAD_MAX_SIDE || h > PNGREAD_MAX_SIDE || !pixels || !path) {
    if (msg && msgsz) snprintf(msg, msgsz, "bad image size or arguments");
    return -1;
  }
  if (pngread_load(msg, msgsz)) return -1;
  png_image img;
  memset(&img, 0, sizeof img);
  img.version = PNG_IMAGE_VERSION;
  img.width = (png_uint_32)w;
  img.height = (png_uint_32)h;
  img.format = format == PNGWRITE_GREY16 ? PNG_FORMAT_LINEAR_Y : PNG_FORMAT_RGBA;
  if (!png_image_write_to_file(&img, path, 0, pixels, 0, NULL)) {
    if (msg && msgsz) snprintf(msg, msgsz, "%s", img.message);
    png_image_free(&img);
    return -1;
  }
  return 0;
}

static void png_err(png_structp png, png_const_charp msg) {
  (void)msg;
  png_longjmp(png, 1);
}
static void png_warn(png_structp png, png_const_charp msg) {
  (void)png;
  (void)msg;
}

int pngwrite_rgb24(FILE *fp, const unsigned char *data, int w, int h, int stride, double dpi) {
  if (pngread_load(NULL, 0)) return PNGWRITE_ELIBPNG; /* (draw_new loaded it) */
  unsigned char *row = malloc((size_t)w * 3);
  if (!row || !data) {
    free(row);
    return PNGWRITE_ENOMEM;
  }
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, png_err, png_warn);
  png_infop info = png ? png_create_info_struct(png) : NULL;
  if (!png || !info) {
    png_destroy_write_struct(&png, &info);
    free(row);
    return PNGWRITE_ENOMEM;
  }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    free(row);
    return PNGWRITE_ELIBPNG;
  }
  png_init_io(png, fp);
  /* Flat colours: the Up filter alone compresses them as well as the
   * adaptive choice of filters, in 60% of the time. */
  png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_UP);
  png_set_compression_level(png, 6);
  png_set_IHDR(png, info, (png_uint_32)w, (png_uint_32)h, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_uint_32 ppm = (png_uint_32)lround(dpi / 0.0254);
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
  return ferror(fp) ? PNGWRITE_EWRITE : 0;
}
