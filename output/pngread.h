/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* pngread.h: read a PNG image (for silhouettes) into an 8-bit grey buffer; write one. */
#ifndef OUTPUT_PNGREAD_H
#define OUTPUT_PNGREAD_H

#include <stddef.h>
#include <stdio.h>

/* Largest width or height accepted (pixels). */
#define PNGREAD_MAX_SIDE 20000
/* Largest number of pixels accepted (memory: about 3 bytes a pixel). */
#define PNGREAD_MAX_PIXELS 100000000

/* What pngread_grey returns when PATH cannot be opened or read (other
 * failures return -1). */
#define PNGREAD_EREAD (-2)
/* What pngread_grey and pngread_grey_memory return when libpng cannot be loaded (MSG then holds
 * pngread_load's line, already in the user's language); poly/region.h's REGION_READER_ELIB. */
#define PNGREAD_ELIB (-3)

/* Load libpng (polyx is not linked with it; the first call, for the whole process, any thread;
 * every function below calls it): 0, or -1 with one line in MSG[0..MSGSZ) (may be NULL) in the
 * user's language, naming the library (config.h's PNG_SONAME) and the system's reason. */
int pngread_load(char *msg, size_t msgsz);

/* Read the PNG file PATH ("-" is stdin) with libpng: any colour type and
 * bit depth, converted to 8-bit luma (Rec. 601 weights) with the alpha
 * channel composited over white (transparent pixels are light). On success
 * *OUT is a malloc'd W*H buffer (row-major, stride W; caller frees), *W and
 * *H the size, and 0 is returned. On failure PNGREAD_EREAD (cannot open or
 * read), PNGREAD_ELIB (no libpng) or -1 (not a PNG, too large, damaged), *OUT NULL, and MSG (MSGSZ
 * bytes, may be NULL) receives a one-line reason: one of the fixed English
 * phrases "cannot open", "cannot read", "not a PNG file", "bad PNG file",
 * "image too large", "out of memory", then possibly ": " and a detail
 * (strerror, libpng's message). The caller translates the phrase
 * (poly/region.c does); output/ itself has no catalog. */
int pngread_grey(const char *path, unsigned char **out, int *w, int *h, char *msg, size_t msgsz);
/* The same from the LEN bytes at BUF. */
int pngread_grey_memory(const void *buf, size_t len, unsigned char **out, int *w, int *h, char *msg,
                        size_t msgsz);

/* Pixel layouts for pngwrite_image. */
typedef enum pngwrite_format {
  PNGWRITE_RGBA8, /* 4 bytes a pixel, straight alpha */
  PNGWRITE_GREY16 /* one uint16_t a pixel (native byte order), linear */
} pngwrite_format_t;

/* Write a W x H image of PIXELS (rows packed, no padding) to PATH with
 * libpng, for silhouettes made by programs and for the tests. Returns 0,
 * or -1 with a one-line reason in MSG (MSGSZ bytes, may be NULL; pngread_load's when libpng
 * cannot be loaded). */
int pngwrite_image(const char *path, int w, int h, pngwrite_format_t format, const void *pixels,
                   char *msg, size_t msgsz);

/* What pngwrite_rgb24 returns when it fails. */
#define PNGWRITE_ENOMEM  (-1) /* out of memory */
#define PNGWRITE_ELIBPNG (-2) /* libpng gave up (a write failed on the way), or is not loaded */
#define PNGWRITE_EWRITE  (-3) /* written, but the stream has an error */

/* Write the W x H pixels of DATA (rows STRIDE bytes apart, each pixel a native uint32_t
 * 0x00RRGGBB: cairo's RGB24) to FP as an 8-bit RGB PNG of DPI dots an inch (its pHYs). Returns 0,
 * or one of the PNGWRITE_E codes (errno as the failed write left it). */
int pngwrite_rgb24(FILE *fp, const unsigned char *data, int w, int h, int stride, double dpi);

#endif
