/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* pdf_post.h: what draw.c adds to the PDF cairo wrote (cairo has no API for these): each page's
 * TrimBox and BleedBox, black text and lines in DeviceGray, the cut contour in a spot colour
 * (output/ internal). */
#ifndef OUTPUT_PDF_POST_H
#define OUTPUT_PDF_POST_H

#include <cairo.h>
#include <stddef.h>

typedef struct pdf_post pdf_post_t;

/* The edits of a PDF whose pages are H mm high, none yet; NULL when out of memory. */
pdf_post_t *pdf_post_create(double h);

/* The next page of the PDF begins: its TRIM and BLEED boxes (x, y, w, h in mm from the page's
 * top-left) when BOXES is 1, none when 0. 0, or -1 when out of memory. */
int pdf_post_page(pdf_post_t *p, int boxes, const double trim[4], const double bleed[4]);

/* The current path of CR (a context on the PDF's surface, user units to points through its
 * matrix) added to the cut contour of the page last begun, in points from the page's
 * bottom-left, stroked LW user units wide; CR's path is cleared. 0, or -1 when out of memory or
 * no page begun. */
int pdf_post_cut_path(pdf_post_t *p, cairo_t *cr, double lw);

/* Edit the PDF *MEM (*MEMLEN bytes in a malloc'd buffer of *MEMCAP), the one cairo 1.16 writes
 * (one classic xref table with one subsection, uncompressed objects, one flat page tree, as many
 * pages as P was told of): /TrimBox and /BleedBox after each boxed page's /MediaBox, every
 * "0 0 0 rg" / "0 0 0 RG" of the content streams as "0 g" / "0 G", each page's cut contour as a
 * stream of its own stroked in a /Separation colour named CutContour, the cross-reference table
 * rewritten. On success *MEM is replaced by a new buffer (the old one freed) and NULL returned;
 * else nothing is changed and what is wrong is returned ("out of memory" when that): a PDF
 * other than expected is refused rather than written wrong. */
const char *pdf_post_apply(const pdf_post_t *p, unsigned char **mem, size_t *memlen,
                           size_t *memcap);

/* Free P (NULL is fine). */
void pdf_post_destroy(pdf_post_t *p);

#endif
