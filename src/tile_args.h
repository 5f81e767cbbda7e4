/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* tile_args.h: `polyx tile`'s command line, parsed (src/tile_args.c) for cmd_tile.c. */
#ifndef TILE_ARGS_H
#define TILE_ARGS_H

#include <stdint.h>

#include "poly/region.h"
#include "poly/tiling.h"
#include "output/render.h"
#include "src/render_args.h"

/* The drawing options of polyx tile --output (--cell is the PNG region's
 * pixel size here, so the cell side in mm is --cell-mm). */
#define TILE_RENDER_OPTS (RA_ALL & ~RA_CELL & ~RA_CUT)

/* What the command line asks for. */
typedef struct tile_opts {
  const char *pieces, *region, *output;
  const char *sizes, *npieces; /* as typed, for the cards' captions */
  const char *checkpoint;      /* --checkpoint=FILE, or NULL */
  const char *burr, *emit_burr; /* --burr=FILE, --emit-burr=FILE (BurrTools), or NULL */
  uint64_t problem;             /* --problem=N of --burr (1-based) */
  int count, all, unique, randomize, stats, emit, njobs;
  uint64_t seed, max, budget, cell;
  tiling_spec_t spec;
  tiling_engine_t engine;
  render_opts_t ro;
} tile_opts_t;

/* The command line into *O: -1 to go on, else an exit status (its
 * message written; --help printed, status 0). */
int tile_parse(int argc, char **argv, tile_opts_t *o);

/* Read REGION (a WxH size, a PNG silhouette of CELL_PX-pixel cells, 0:
 * detected, or a text file) into *R; returns an exit status, its message
 * written. */
int tile_load_region(const char *arg, int cell_px, region_t *r);

#endif /* TILE_ARGS_H */
