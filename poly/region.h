/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* region.h: regions of the square grid to tile: rectangles, text drawings, silhouettes; holes,
 * components, symmetry. */
#ifndef POLY_REGION_H
#define POLY_REGION_H

#include <stdio.h>
#include "poly/geom.h"

/* Largest width and height of a region. */
#define REGION_MAX_SIDE 4096

/* ---- Text format ------------------------------------------------------------
 * One line per row, top row first. '.' is a cell to cover, '#' and ' ' are
 * outside, any other printable ASCII character is a cell already covered by
 * the piece it names (so a tiling printed as letters is a region too).
 * Lines shorter than the longest are padded with outside; a "\r" before
 * "\n" is ignored; trailing blank lines (and a missing final newline) are
 * ignored; other blank lines are rows of outside. Errors, with the 1-based
 * line and column: "bad character" (tab, control, non-ASCII), "region wider
 * than 4096" / "region taller than 4096", "empty region" (no cell at all;
 * line 1, col 0). */

/* A W x H rectangle of cells to cover (1..REGION_MAX_SIDE each). */
int region_rect(int w, int h, region_t *out, base_error_t *err);
/* 1 when S looks like a size "WxH" (digits 'x' digits; 'X' accepted), else
 * 0. Such a string is a size, never a file name. */
int region_is_size(const char *s);
/* Parse "WxH" into a rectangle; errors (line 0, col = offset): "bad size",
 * "region wider/taller than 4096", zero sides. */
int region_parse_size(const char *s, region_t *out, base_error_t *err);
/* Parse LEN bytes of TEXT in the text format. The region keeps the full
 * grid of the text (no cropping). Returns 0 or -1. */
int region_parse_text(const char *text, size_t len, region_t *out, base_error_t *err);
/* Read the text file PATH ("-" is stdin). I/O errors: line 0, err->file
 * set to PATH ("cannot open: strerror"). Returns 0 or -1. */
int region_read_file(const char *path, region_t *out, base_error_t *err);

/* Flags of region_write_text. */
#define REGION_WRITE_SPACES 1 /* outside as ' ', trailing blanks dropped */
/* Write R in the text format (outside as '#' unless REGION_WRITE_SPACES),
 * one '\n' after each row. Returns 0, or -1 when a write fails. */
int region_write_text(const region_t *r, FILE *f, int flags);
/* The same text in a malloc'd NUL-terminated string (NULL on no memory). */
char *region_to_text(const region_t *r, int flags);

/* ---- Silhouettes ----------------------------------------------------------
 * GREY: W x H pixels (row-major, STRIDE bytes per row), 0 black .. 255
 * white, alpha already folded in (output/pngread.h gives this). Dark pixels
 * (< 128) are the figure. The grid starts at the top-left corner of the
 * bounding box of the dark pixels. The cell size is CELL_PX when > 0,
 * otherwise detected from the boundaries along rows and columns, in three
 * classes: rising edges (light to dark), falling edges, and the middles of
 * thin light runs (at most S/4 pixels between dark ones: drawn grid lines,
 * or gaps when cells are drawn as separate squares). A size S fits when
 * every class lies at one common offset (at most S/4) from the multiples of
 * S, within max(1, S/16) pixels (0 below 6 px); boundaries seen in fewer
 * than S/4 lines are ignored as noise (anti-aliasing). An edge offset needs
 * evidence (edges at two multiples, or thin runs somewhere), so a plain
 * rectangle has no other boundaries than its sides and its detected cell
 * is the largest common divisor of its sides: give CELL_PX for such
 * figures. The largest fitting S wins, unless a smaller one above half of
 * it fits with smaller residuals; 1 px when nothing larger fits. A grid
 * cell is a region cell when more than half of its pixels (those inside
 * the image) are dark (thin light runs of at most S/4
 * pixels between dark ones counted as dark). *CELL_USED (may be NULL)
 * receives the cell size used. The region is the bounding box of the
 * figure in cells. Errors: "no dark pixels in the image", "no grid cell of
 * S px is mostly dark", "region wider/taller than 4096 cells". */
int region_from_grey(const unsigned char *grey, int w, int h, size_t stride, int cell_px,
                     region_t *out, int *cell_used, base_error_t *err);

/* ---- Loading a region named on a command line -------------------------------
 * The reader of images, from memory: output/pngread.h's pngread_grey_memory
 * has this type (cards/ itself never links libpng). */
typedef int (*region_image_reader_t)(const void *buf, size_t len, unsigned char **grey, int *w,
                                     int *h, char *msg, size_t msgsz);
/* What a reader returns when its library cannot be loaded (MSG then in the user's language):
 * region_load's error is then BASE_E_LIBRARY. */
#define REGION_READER_ELIB (-3)
/* ARG is "WxH" (region_is_size: a rectangle), or a file ("-": stdin), read
 * once, whole, into memory (at most BASE_MAX_TEXT bytes, so that a pipe or
 * a FIFO gives the same region as a file), then sniffed: bytes starting
 * with the PNG signature are decoded with READER and region_from_grey(CELL_PX);
 * any other bytes are read as text. *CELL_USED (may be NULL) gets the cell
 * size of a silhouette, 0 otherwise. Errors in a file have err->file = ARG
 * (text: with line/col; I/O and image errors: line 0; BASE_E_READ when it
 * cannot be opened or read); errors in "WxH" have err->file "" and the
 * column in ARG. READER NULL makes a PNG file an error ("PNG regions are not
 * supported here"). */
int region_load(const char *arg, int cell_px, region_image_reader_t reader, region_t *out,
                int *cell_used, base_error_t *err);

/* ---- Analysis ---------------------------------------------------------------
 * The FIGURE is the cells that are not outside ('.' and pre-covered). */

/* Which cells count for region_components/region_label. */
#define REGION_FIGURE 0 /* every non-outside cell */
#define REGION_OPEN   1 /* only the cells to cover ('.') */
#define REGION_LETTERS                                                                             \
  2 /* pre-covered cells, joined only to cells of the same                                         \
     * letter: the pieces of a printed tiling */

/* Number of edge-connected components of the figure (WHICH = REGION_FIGURE),
 * of the cells to cover (REGION_OPEN), or of same-letter groups
 * (REGION_LETTERS). */
int region_components(const region_t *r, int which);
/* The same, writing into LABELS (w*h ints) the component number 0..n-1 of
 * each counted cell (numbered in row-major order of their first cell) and
 * -1 elsewhere. Returns n, or -1 on no memory. */
int region_label(const region_t *r, int which, int *labels);
/* Number of holes: connected components of outside cells that do not reach
 * the border of the grid (outside cells connected through edges AND
 * corners, so two figure cells touching at a corner do not close a hole). */
int region_holes(const region_t *r);
/* Bitmask of the square symmetries SYM (0..7, numbered as in
 * shape_transform) that map the figure onto itself, up to translation,
 * with every '.' cell onto a '.' cell and every pre-covered cell onto a
 * cell with the same letter. Bit 0 is always set (0 for an empty figure).
 * Popcount is the order of the symmetry group: 6x10 -> 4 (bits 0,2,4,6),
 * 8x8 -> 8. */
unsigned region_symmetries(const region_t *r);
/* The same, looking only at the shape of the figure (letters and '.' alike). */
unsigned region_shape_symmetries(const region_t *r);
/* Image of cell (X, Y) of R under SYM applied to the figure and translated
 * back onto its bounding box (the map region_symmetries tests). Returns 0
 * and sets *OX, *OY when the image lies inside the grid, else -1 (only when
 * SYM is not a symmetry of a non-square bounding box). */
int region_sym_map(const region_t *r, int sym, int x, int y, int *ox, int *oy);
/* The same map for every cell at once: OUT (R->w * R->h ints) receives at
 * y*w+x the index y'*w+x' of the image of (x, y), or -1 where that cell is
 * outside the figure's bounding box or its image outside the grid. Returns
 * 0, or -1 for an empty figure (OUT all -1). */
int region_sym_table(const region_t *r, int sym, int *out);

/* Deep copy of R into *OUT. Returns 0 or -1 (no memory). */
int region_copy(const region_t *r, region_t *out, base_error_t *err);
/* Shrink R to the bounding box of its figure (no-op when empty). Returns 0,
 * or -1 on no memory (R unchanged). */
int region_crop(region_t *r);
/* Number of non-outside cells (cells to cover and pre-covered). */
int region_figure_area(const region_t *r);
/* The cell at (X, Y), or REGION_OUTSIDE when outside the grid. */
static inline char region_at(const region_t *r, int x, int y) {
  return (x < 0 || y < 0 || x >= r->w || y >= r->h) ? REGION_OUTSIDE
                                                    : r->cells[(size_t)y * r->w + x];
}

#endif
