/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* draw_zlib.h: zlib's functions, looked up when the first PDF or SVGZ drawing is made (draw.c and
 * pdf_post.c call them through draw_zlib). polyx is not linked with zlib (nor with libpng, which
 * brings it: output/pngread.c): loading them cost every start of polyx a tenth of a small tiling's
 * instructions, for the commands that draw. zlib's header still gives the types. */
#ifndef OUTPUT_DRAW_ZLIB_H
#define OUTPUT_DRAW_ZLIB_H

#include <stddef.h>

#include <zlib.h>

/* Every zlib function polyx's drawing calls (deflateInit2 and inflateInit are macros over
 * deflateInit2_ and inflateInit_: DRAW_Z_DEFLATE_INIT2 and DRAW_Z_INFLATE_INIT below). */
#define DRAW_ZLIB_FUNCTIONS(X)                                                                     \
  X(deflateInit2_)                                                                                 \
  X(deflate)                                                                                       \
  X(deflateEnd)                                                                                    \
  X(inflateInit_)                                                                                  \
  X(inflate)                                                                                       \
  X(inflateEnd)                                                                                    \
  X(compressBound)                                                                                 \
  X(compress2)

/* A pointer to each, of the type zlib's header declares: draw_zlib.deflate(&zs, Z_FINISH). */
typedef struct draw_zlib_api {
#define DRAW_ZLIB_MEMBER(f) __typeof__(f) *f;
  DRAW_ZLIB_FUNCTIONS(DRAW_ZLIB_MEMBER)
#undef DRAW_ZLIB_MEMBER
} draw_zlib_api_t;

/* Set by the first successful draw_zlib_load, read only afterwards. */
extern draw_zlib_api_t draw_zlib;

/* zlib's deflateInit2 and inflateInit through the table. */
#define DRAW_Z_DEFLATE_INIT2(strm, level, method, bits, mem, strategy)                             \
  draw_zlib.deflateInit2_((strm), (level), (method), (bits), (mem), (strategy), ZLIB_VERSION,      \
                          (int)sizeof(z_stream))
#define DRAW_Z_INFLATE_INIT(strm)                                                                  \
  draw_zlib.inflateInit_((strm), ZLIB_VERSION, (int)sizeof(z_stream))

/* Load zlib (the first call, for the whole process; any thread): 0, then draw_zlib is complete;
 * or -1 with one line in MSG[0..MSGLEN) in the user's language, naming the library (config.h's
 * ZLIB_SONAME) and the system's reason. Every later call gives the same answer. */
int draw_zlib_load(char *msg, size_t msglen);

#endif
