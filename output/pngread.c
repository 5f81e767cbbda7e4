/* pngread.c: read a PNG file into an 8-bit grey buffer (alpha composited over white), for silhouettes. */
#include <config.h>
#include <errno.h>
#include <png.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "output/pngread.h"

static void set_msg(char *msg, size_t msgsz, const char *what, const char *detail) {
  if (msg && msgsz) snprintf(msg, msgsz, "%s%s%s", what, detail ? ": " : "", detail ? detail : "");
}

int pngread_grey(const char *path, unsigned char **out, int *w, int *h, char *msg, size_t msgsz) {
  *out = NULL;
  *w = *h = 0;
  FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
  if (!f) {
    set_msg(msg, msgsz, "cannot open", strerror(errno));
    return -1;
  }
  unsigned char sig[8];
  size_t got = fread(sig, 1, sizeof sig, f);
  if (got != sizeof sig || png_sig_cmp(sig, 0, sizeof sig) != 0) {
    set_msg(msg, msgsz, ferror(f) ? "cannot read" : "not a PNG file", ferror(f) ? strerror(errno) : NULL);
    if (f != stdin) fclose(f);
    return -1;
  }
  /* The simplified API reads from the start of the stream: we already ate
   * the signature, so hand the file back by rewinding when possible, and
   * otherwise (a pipe) read the whole stream into memory. */
  unsigned char *mem = NULL;
  size_t memlen = 0;
  if (fseek(f, 0, SEEK_SET) != 0) {
    size_t cap = 1 << 16;
    mem = malloc(cap);
    if (!mem) goto nomem;
    memcpy(mem, sig, sizeof sig);
    memlen = sizeof sig;
    for (;;) {
      if (memlen == cap) {
        unsigned char *m2 = realloc(mem, cap * 2);
        if (!m2) goto nomem;
        mem = m2;
        cap *= 2;
      }
      size_t r = fread(mem + memlen, 1, cap - memlen, f);
      memlen += r;
      if (r == 0) break;
    }
  }
  png_image img;
  memset(&img, 0, sizeof img);
  img.version = PNG_IMAGE_VERSION;
  int ok = mem ? png_image_begin_read_from_memory(&img, mem, memlen)
               : png_image_begin_read_from_stdio(&img, f);
  if (!ok) {
    set_msg(msg, msgsz, "bad PNG file", img.message);
    goto fail;
  }
  if (img.width == 0 || img.height == 0 || img.width > PNGREAD_MAX_SIDE || img.height > PNGREAD_MAX_SIDE ||
      (uint64_t)img.width * img.height > PNGREAD_MAX_PIXELS) {
    set_msg(msg, msgsz, "image too large", NULL);
    png_image_free(&img);
    goto fail;
  }
  img.format = PNG_FORMAT_GA; /* 8-bit sRGB grey and straight alpha */
  size_t n = (size_t)img.width * img.height;
  unsigned char *ga = malloc(n * 2);
  if (!ga) {
    png_image_free(&img);
    goto nomem;
  }
  if (!png_image_finish_read(&img, NULL, ga, 0, NULL)) {
    set_msg(msg, msgsz, "bad PNG file", img.message);
    free(ga);
    goto fail;
  }
  /* Fold alpha in over white, in place: transparent reads as light. */
  for (size_t i = 0; i < n; i++) {
    unsigned g = ga[2 * i], a = ga[2 * i + 1];
    ga[i] = (unsigned char)((g * a + 255u * (255u - a) + 127u) / 255u);
  }
  unsigned char *grey = realloc(ga, n);
  *out = grey ? grey : ga;
  *w = (int)img.width;
  *h = (int)img.height;
  free(mem);
  if (f != stdin) fclose(f);
  return 0;
nomem:
  set_msg(msg, msgsz, "out of memory", NULL);
fail:
  free(mem);
  if (f != stdin) fclose(f);
  return -1;
}

int pngwrite_image(const char *path, int w, int h, pngwrite_format_t format,
                   const void *pixels, char *msg, size_t msgsz) {
  if (w < 1 || h < 1 || w > PNGREAD_MAX_SIDE || h > PNGREAD_MAX_SIDE || !pixels || !path) {
    if (msg && msgsz) snprintf(msg, msgsz, "bad image size or arguments");
    return -1;
  }
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
