/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* burr.h: BurrTools puzzle files (.xmpuzzle, gzip'd or plain XML): flat problems of the cube grid
 * read as tiling problems, and tiling problems (with their tilings) written back.
 *
 * What is read. A file holds shapes (voxel spaces) and problems; a problem
 * names its pieces (shape ids with a count, or min and max) and its result
 * shape. polyx takes one problem whose result and pieces are flat: each
 * shape's filled voxels lie in one layer (the result in one z layer; a
 * piece in one layer across any axis, for BurrTools turns pieces in space,
 * so a flat piece may always be turned over: every piece is free). The
 * result's '#' voxels are the cells to cover, its '+' (variable) voxels
 * cells that may stay empty. Refused, with the line of the element at fault
 * (never approximated): another grid type than 0 (cubes), a 3-D shape, a
 * result not flat in z, variable voxels in a piece, a maxHoles bound that
 * can bite (fewer than the variable voxels), colour constraints that can
 * bite (coloured voxels in both a piece and the result of the problem), an
 * unknown shape id, a count past 10000, a piece of more than SHAPE_MAX_CELLS cells, a
 * problem index out of range. Ignored as having no effect on which
 * assemblies exist: colours of one side only, the palette, piece groups
 * (they matter to disassembly), names and weights, hotspots, solutions,
 * comments, the solver's saved state.
 *
 * Hostile input: the compressed file and its inflated text are each capped
 * at BURR_MAX_BYTES (BASE_E_LIMIT); the XML is parsed without network
 * access, without entity substitution, without loading any DTD and within
 * libxml2's default limits on depth and size (no XML_PARSE_HUGE); a file
 * with a DOCTYPE is refused; voxel spaces are capped at REGION_MAX_SIDE a
 * side and BURR_MAX_VOXELS voxels.
 */
#ifndef POLY_BURR_H
#define POLY_BURR_H

#include <stdio.h>

#include "poly/geom.h"
#include "poly/tiling.h"

/* Most bytes of a file, compressed or inflated. */
#define BURR_MAX_BYTES ((size_t)64 << 20)
/* Most voxels of one shape. */
#define BURR_MAX_VOXELS (1L << 24)

/* One problem of a file, as a tiling problem. */
typedef struct burr_problem {
  pieceset_t set;          /* the pieces (free), copies[i] the most of piece i */
  int *lo;                 /* set.n entries: the least of piece i */
  int ranged;              /* 1 when some lo[i] < copies[i] */
  region_t region;         /* the result: '.' to cover, '#' outside */
  unsigned char *optional; /* region.w*region.h, nonzero: a variable voxel, a '.'
                            * cell that may stay empty (tiling_spec_t.optional);
                            * NULL when there is none */
  int nproblems;           /* problems in the file */
  char name[64];           /* the problem's name (printable ASCII), or "" */
} burr_problem_t;

/* Parse problem INDEX (1-based) of the LEN bytes of DATA (gzip'd or plain
 * XML) into *OUT. Errors: line and column in the XML text (column 0 when
 * libxml2 gives none: for elements it knows only lines), code BASE_E_DATA,
 * BASE_E_LIMIT (past a cap), BASE_E_UNKNOWN (an unknown shape id),
 * BASE_E_NOMEM. Returns 0, or -1 with *OUT empty. */
int burr_parse(const char *data, size_t len, int index, burr_problem_t *out, base_error_t *err);
/* The same from file PATH ("-": standard input); err->file is PATH;
 * BASE_E_READ when it cannot be read. */
int burr_read_file(const char *path, int index, burr_problem_t *out, base_error_t *err);
void burr_problem_free(burr_problem_t *p);

/* Write the problem of T to F as a BurrTools puzzle (plain XML, which
 * BurrTools opens as it opens its gzip'd files): the pieces with their
 * bounds, the region's cells to cover as the result (cells given covered
 * and outside as empty voxels, optional cells as variable ones), and the NT tilings of SOLS as
 * assemblies (SOLS: per tiling its number of placements, then its placement ids; NULL when NT is
 * 0). COMPLETE: the tilings are all there are (the problem is marked solved). SPEC is the spec T
 * was built with. Refused (BASE_E_DATA, nothing written): a one-sided piece that is not its own
 * mirror image (BurrTools turns every piece over), size classes or a total
 * number of pieces (no equivalent). Returns 0, or -1 (ERR set; a write
 * error: "write error", BASE_E_READ is not used). */
int burr_write(FILE *f, const tiling_t *t, const tiling_spec_t *spec, const int *sols, int nt,
               int complete, base_error_t *err);

#endif
