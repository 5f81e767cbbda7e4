/* pngread.h: read a PNG image (for silhouettes) into an 8-bit grey buffer. */
#ifndef OUTPUT_PNGREAD_H
#define OUTPUT_PNGREAD_H

#include <stddef.h>

/* Largest width or height accepted (pixels). */
#define PNGREAD_MAX_SIDE 20000
/* Largest number of pixels accepted (memory: about 3 bytes a pixel). */
#define PNGREAD_MAX_PIXELS 100000000

/* Read the PNG file PATH ("-" is stdin) with libpng: any colour type and
 * bit depth, converted to 8-bit luma (Rec. 601 weights) with the alpha
 * channel composited over white (transparent pixels are light). On success
 * *OUT is a malloc'd W*H buffer (row-major, stride W; caller frees), *W and
 * *H the size, and 0 is returned. On failure -1, *OUT NULL, and MSG (MSGSZ
 * bytes, may be NULL) receives a one-line reason ("cannot open: ...", "not a
 * PNG file", "image too large", a libpng error). */
int pngread_grey(const char *path, unsigned char **out, int *w, int *h, char *msg, size_t msgsz);

#endif
