/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* tiling_internal.h: the layout of a tiling problem, shared by its set-up (tiling.c) and its search
 * (tiling_search.c). */
#ifndef POLY_TILING_INTERNAL_H
#define POLY_TILING_INTERNAL_H

#include "poly/places.h"
#include "poly/tile_fast.h"
#include "poly/tiling.h"
#include "dlx/dlx.h"

struct tiling {
  region_t region; /* copy, as given */
  pieceset_t set;  /* copy, copies[] less the pieces given in place */
  tiling_spec_t spec;
  int ncells;      /* cells to cover (optional ones included) */
  int nfixed;      /* cells 0 .. nfixed-1 must be covered, the others may stay empty */
  unsigned char *optional; /* w*h, nonzero: an optional cell (NULL: none) */
  cell_t *cell_xy; /* per cell index: coordinates, in fill order */
  int *cell_at;    /* per grid position: cell index or -1 */
  int *size, *lo, *hi, *cls;
  int nclasses;
  int class_lo[TILING_MAX_SIZE_CLASSES], class_hi[TILING_MAX_SIZE_CLASSES];
  int class_size[TILING_MAX_SIZE_CLASSES];
  int total_lo, total_hi;
  /* Placements: the shared table (places.h) on the region's cells. */
  tiling_places_t pl;
  unsigned char *active;
  /* Symmetry. */
  int nsym; /* group order */
  int syms[8];
  int *symmap;    /* nsym * ncells: image cell index of cell i under syms[g] */
  int *syminv;    /* nsym * ncells: the cell that syms[g] maps onto cell i */
  int *cell_nb;   /* 2 * ncells: the right and the lower neighbour of cell i, or -1 */
  int *perm;      /* nsym * set.n: image piece of piece i under syms[g] */
  int *pfirst;    /* set.n + 1: placements of piece i are pfirst[i] .. pfirst[i+1]-1 */
  int root;       /* piece placed first (restricted under distinct), or -1 */
  int orbit_root; /* not distinct: the piece restricted when counting by orbits, or -1 */
  unsigned char
      *rep_active; /* per placement: 0 for a non-representative placement of the restricted piece */
  unsigned char *lands; /* per placement: bitmask over g of the elements mapping it onto a root
                           representative */
  int canonical;        /* 1: filter every solution under the whole group */
  char method[40];
  const char *impossible;
  int maxpieces;
  /* Engines, built on first use. */
  dlx_t *dlx;
  int *opt_place; /* per dlx option: placement id */
  tfast_t *fast;
  tfast_t *fast_orbit; /* restricted to orbit representatives, for raw counts by orbits */
  int fast_too_big;
};

/* The problem's group and its symmetry breaking (tiling_sym.c), once the placements are made:
 * T's group, root, orbit_root, rep_active, lands, canonical and method. 0, -1 (out of memory)
 * or -2 (cancelled). */
int tiling_setup_symmetry(tiling_t *t);
/* Nonzero when the caller asked tiling_new to stop (spec.cancelled). */
int tiling_cancelled(const tiling_t *t);

#endif
