/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* t_dlx_stamp.c: the cells engine's doomed-commit test when its stamps wrap.
 *
 * Before a commit of an option of six primary items, the cells engine marks
 * the option's items with a new stamp and looks for an item whose options
 * all hit a marked item (dlx/dlx_cells.h, _doomed). The stamps are 32 bits:
 * when they wrap, every mark is cleared, else a mark left from 2^32 commits
 * before would read as the option's own. That happens only after hours of
 * search, so this program is built with libdlx's sources compiled in and
 * 8-bit stamps (tests/dlx/local.mk): they wrap every 255 commits, tens of
 * times on 3x20 and a thousand or more on the larger boards below (a node
 * is at least one commit). Counts by the cells engine must be
 * the known ones, twice on one handle with the same nodes: the twelve
 * pentominoes in 3x20 (8 tilings, the links engine's count too, which has
 * no stamps), 4x15 (1,472) and the 6x10 box with X in one quarter
 * (2,339).
 */
#include <config.h>

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "dlx/dlx.h"
#include "dlx/dlx_search.h"
#include "tests/check.h"
#include "tests/dlx/dlx_inst.h"

/* The stamps must be this small for the test to mean anything. */
_Static_assert(sizeof(cells_stamp_t) == 1, "t_dlx_stamp needs DLX_CELLS_STAMP_T=uint8_t");

static uint64_t count(dlx_t *d, dlx_engine_t engine, int jobs, uint64_t *nodes) {
  dlx_search_opts_t o;
  dlx_search_opts_init(&o);
  o.engine = engine;
  o.jobs = jobs;
  dlx_stats_t s;
  memset(&s, 0, sizeof s);
  if (dlx_search(d, &o, &s) != DLX_OK || s.end != DLX_END_EXHAUSTED) return UINT64_MAX;
  *nodes = s.nodes;
  return s.engine == engine ? s.solutions : UINT64_MAX - 1;
}

static void one(const char *what, int rows, int cols, int x_restricted, uint64_t want,
                int with_links) {
  inst_t in;
  inst_init(&in);
  if (x_restricted)
    inst_pentominoes_x(&in, rows, cols);
  else
    inst_pentominoes(&in, rows, cols);
  dlx_t *d = NULL;
  CHECK(inst_to_dlx(&in, &d) == DLX_OK, "%s: cannot build", what);
  if (d) {
    uint64_t nl = 0, nc = 0, nc2 = 0;
    uint64_t links = with_links ? count(d, DLX_ENGINE_LINKS, 1, &nl) : want;
    uint64_t cells = count(d, DLX_ENGINE_CELLS, 1, &nc);
    /* again on the same handle: the stamps go on from where they were */
    uint64_t again = count(d, DLX_ENGINE_CELLS, 1, &nc2);
    printf("%s: links %" PRIu64 ", cells %" PRIu64 " and %" PRIu64 " (want %" PRIu64
           "); cells nodes %" PRIu64 " and %" PRIu64 "\n",
           what, links, cells, again, want, nc, nc2);
    CHECK(links == want, "%s: links counted %" PRIu64, what, links);
    CHECK(cells == want, "%s: cells counted %" PRIu64 " with 8-bit stamps", what, cells);
    CHECK(again == want && nc2 == nc, "%s: a second search counted %" PRIu64, what, again);
    dlx_free(d);
  }
  inst_free(&in);
}

int main(void) {
  setvbuf(stdout, NULL, _IOLBF, 0);
  one("pentominoes 3x20", 3, 20, 0, 8, 1);
  one("pentominoes 4x15", 4, 15, 0, 1472, 0);
  one("pentominoes 6x10, X restricted", 6, 10, 1, 2339, 0);
  return failures != 0;
}
