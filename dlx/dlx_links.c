/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Copyright (C) 2026 the polyx authors */
/* dlx_links.c: the dancing-links engine, Algorithms X and C (dlx_xc.h instantiated for each
 * kind of problem and search). */
#include <config.h>

#include <limits.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/dlx.h"
#include "dlx/dlx_internal.h"
#include "dlx/dlx_search.h"

#define XC_NAME search_x
#include "dlx/dlx_xc.h"

#define XC_NAME    search_xu
#define XC_UNIFORM 1
#include "dlx/dlx_xc.h"

/* Plain exact cover whose options all have 3 items (Langford pairs, queens). */
#define XC_NAME search_x3
#define XC_KLEN 3
#include "dlx/dlx_xc.h"

/* Plain exact cover whose options all have 4 items (Langford pairs, queens). */
#define XC_NAME search_x4
#define XC_KLEN 4
#include "dlx/dlx_xc.h"

/* Long options, all of 6 items (pentominoes: a piece and five cells). */
#define XC_NAME    search_xu6
#define XC_UNIFORM 1
#define XC_KLEN    6
#include "dlx/dlx_xc.h"

/* Colours (Algorithm C); its purify serves Algorithm M and the memoised count
 * too (XC_SHARED: not static). */
#define XC_NAME   search_c
#define XC_COLORS 1
#define XC_SHARED 1
#include "dlx/dlx_xc.h"

#define XC_NAME   search_xr
#define XC_RANDOM 1
#include "dlx/dlx_xc.h"

#define XC_NAME   search_cr
#define XC_COLORS 1
#define XC_RANDOM 1
#include "dlx/dlx_xc.h"

/* The number of items of every option when they all have the same, or 0. */
int uniform_length(const dlx_t *d) {
  int k = d->noptions > 0 ? d->opt_start[1] - d->opt_start[0] : 0;
  for (int o = 1; o < d->noptions && k > 0; o++)
    if (d->opt_start[o + 1] - d->opt_start[o] != k) k = 0;
  return k;
}

/* The loop for Algorithms X and C that fits the problem and options. */
void (*xc_variant(const dlx_t *d, const srch_t *s))(srch_t *) {
  if (s->randomize || (s->max_updates != UINT64_MAX && !s->probe) || s->cut > 0)
    return d->ncolored ? search_cr : search_xr;
  if (d->ncolored) return search_c;
  /* Options all of one size K, a common case, let the loops over an
   * option's nodes run a fixed count. */
  /* What they buy (callgrind, solve --count -j1 --engine links, against
   * search_x/search_xu alone; libdlx 1.4): xu6 21% on the pentominoes of
   * 3x20, x4 11% on 12 queens, x3 14% on Langford pairs n=12. */
  int k = s->klen;
  if (d->nelems >= 5 * (size_t)d->noptions)
    return k == 6 ? search_xu6 : search_xu; /* long options: hiding them whole pays */
  return k == 3 ? search_x3 : k == 4 ? search_x4 : search_x;
}
