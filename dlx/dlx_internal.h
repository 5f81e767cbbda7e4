/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Copyright (C) 2026 the polyx authors */
/* dlx_internal.h: private layout of a libdlx handle, shared by dlx.c and its search templates. */
#ifndef DLX_INTERNAL_H
#define DLX_INTERNAL_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "dlx/dlx.h"

/* The sizes of the first published layouts of the growing structures (libdlx
 * 1.0, libtool current 1): a caller's structure is never smaller. Fields
 * added later go after these and get their defaults for older callers. */
#define DLX_OPTS_SIZE_V1  (offsetof(dlx_search_opts_t, jobs) + sizeof(int))
#define DLX_STATS_SIZE_V1 (offsetof(dlx_stats_t, levels) + sizeof(int))

/* One node of the dancing-links structure (Knuth's DLX1 layout, 32-bit
 * indices). Index 0 is the root of the active primary list; indices
 * 1..nitems are the item headers (item id k has header k+1, and a header's
 * TOP field holds the item's LEN); then come the option nodes, with a
 * spacer node (TOP <= 0) before each option and after the last one. A
 * spacer's UP is the first node of the option before it, its DOWN the last
 * node of the option after it; the spacer after option k has TOP -(k+1).
 * Up, down and top of a node sit together: hiding a node touches all three;
 * FIRST lets a hide run over an option's nodes in order (16-byte nodes). */
typedef struct dlx_node {
  int up, down, top;
  int first; /* first node of the option (0 for headers and spacers) */
} dlx_node_t;

struct dlx {
  /* Items as built. */
  int nitems, nprimary, items_cap;
  char **item_name;
  unsigned *item_lo, *item_hi;
  unsigned char *item_prim;
  unsigned *item_stamp; /* duplicate detection inside one option */
  unsigned stamp;
  int *item_hash;         /* open addressing, id+1, 0 = empty */
  unsigned item_hash_cap; /* power of two */
  int nbounded;           /* primary items whose bounds are not 1:1 */

  /* Colours. */
  int ncolors, colors_cap;
  char **color_name;
  int *color_hash;
  unsigned color_hash_cap;

  /* Options as built: option k is elems[opt_start[k] .. opt_start[k+1]). */
  int noptions, opt_cap;
  int *opt_start;
  dlx_elem_t *elems;
  size_t nelems, elems_cap;
  size_t ncolored; /* elements that carry a colour */

  /* The dancing-links structure, kept built between searches. */
  dlx_node_t *nd;
  int *ncolor;           /* colour of each node (0 none, -1 purified) */
  int nnodes, nodes_cap; /* nodes used (including index 0) */
  int *llink, *rlink;    /* active-item list: 0 root, 1..nitems */
  int links_cap;

  /* Search results owned by the handle. */
  uint64_t *level_nodes;
  int level_cap;

  atomic_int cancel;
  int searching; /* a search is running: no changes, no nested search */

  /* Kept between the searches of the serial caller (dlx_plan_search() is
   * called once a part, thousands of times): the problem's fingerprint and
   * a built sparse-set engine, each valid while GEN, bumped by every change
   * of the problem, is the one they were made at. */
  unsigned long gen;
  unsigned long hash_gen;  /* GEN + 1 when HASH is the fingerprint of GEN */
  unsigned long cells_gen; /* the GEN CELLS_CACHE was built at */
  uint64_t hash;
  struct cells *cells_cache;
};

#endif /* DLX_INTERNAL_H */
