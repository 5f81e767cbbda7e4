/* draw.h: printing Polyssimo through output/: the board, a tiling of it, print-and-cut pieces, the
 * puzzle book. */
#ifndef CARDS_POLYSSIMO_DRAW_H
#define CARDS_POLYSSIMO_DRAW_H

#include <stddef.h>

#include "cards/polyssimo/polyssimo.h"
#include "output/render.h"

/* Print settings. Sizes in millimetres. */
typedef struct psd_opts {
  double paper_w, paper_h; /* -1 x -1: the default (A4 for PDF; a page per
                              card for SVG and PNG); 0 x 0: a page per card */
  int bw;                  /* black and white (greys and hatching) */
  const char *legend;      /* the letters' legend ("a=H1 b=H2 ...", see
                              ps_geo_legend), printed on every card, or NULL */
  const char *lang;        /* the pages' language: "en" (default), "fr", "de",
                              "it", "cs" (output/i18n.h) */
} psd_opts_t;

/* -1 x -1 paper, colour, no legend, English. */
void psd_opts_init(psd_opts_t *o);

/* Each function writes PATH (format from its extension: .pdf, .svg, .png;
 * several pages in SVG or PNG: PATH-1.png ...) through a temporary file
 * renamed into place, and returns a render_status_t (RENDER_OK = 0) with a
 * one-line message in ERR (ERRLEN bytes). */

/* The empty W x H board at the pieces' scale (15 mm squares, less only
 * when the paper is too small). */
render_status_t psd_board(const char *path, const psd_opts_t *o, int w, int h, char *err,
                          size_t errlen);
/* A tiling of the W x H board, CELLS the letters of its pieces (W*H
 * characters), at the pieces' scale. */
render_status_t psd_tiling(const char *path, const psd_opts_t *o, const char *cells, int w, int h,
                           char *err, size_t errlen);
/* Print-and-cut sheets of G's pieces (15 mm squares), each sheet followed by
 * its back, mirrored, for long-edge duplex printing. */
render_status_t psd_pieces(const char *path, const psd_opts_t *o, const ps_geo_t *g, char *err,
                           size_t errlen);
/* The puzzle book: the N puzzles PS as cards (the board with its holes, the
 * hand below at the same scale, the generation ID as caption), then their
 * answers on pages of their own. TITLE: the page footer. */
render_status_t psd_book(const char *path, const psd_opts_t *o, const ps_generated_t *ps, int n,
                         const char *title, char *err, size_t errlen);

#endif
