/* render.h: draw grids of cells (regions, tilings) to PDF, SVG, PNG or a text trace. */
#ifndef OUTPUT_RENDER_H
#define OUTPUT_RENDER_H

#include <stddef.h>

/* Values of render_grid_t.cells besides piece indices. */
#define RENDER_OUTSIDE (-2) /* no cell: paper */
#define RENDER_EMPTY (-1)   /* a cell of the figure not covered by any piece */

/* One drawing: a W x H grid, row 0 at the top. cells[y*w+x] is
 * RENDER_OUTSIDE, RENDER_EMPTY or a piece index k in 0..npieces-1, drawn
 * in piece k's colour with the label names[k] (answer keys). Neighbouring
 * cells with the same index belong to the same piece: no inner line is
 * drawn between them. */
typedef struct render_grid {
  int w, h;
  const int *cells;
  int npieces;
  const char *const *names;
  const char *caption; /* a line under the drawing (the puzzle's ID), or NULL */
} render_grid_t;

/* Page and look settings; render_opts_init() gives the documented
 * defaults. Fields are added by output/ as it grows. */
typedef struct render_opts render_opts_t;

/* Write the N grids to PATH, one per card, cards laid out N-up on pages.
 * FORMAT is "pdf", "svg", "png" or "trace", or NULL to take it from PATH's
 * extension. The file is written to a temporary name and renamed into
 * place: on any failure no file is left at PATH. Returns 0, or -1 with a
 * one-line message in ERR (ERRLEN bytes). */
int render_grids(const char *path, const char *format,
                 const render_grid_t *grids, int n, const render_opts_t *opts,
                 char *err, size_t errlen);

#endif
