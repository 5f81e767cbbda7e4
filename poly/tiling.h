/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* tiling.h: tiling a region with a set of pieces, as a library for the games and `polyx tile`.
 *
 * A tiling problem is built once from a pieceset, a region and a choice of
 * pieces (tiling_spec_t), then searched any number of times with either
 * engine: libdlx (exact cover, any problem) or the specialised bitboard
 * search of tile_fast.h (square-grid regions whose bounding box has at most
 * TILING_FAST_MAX_BITS cells). Both engines give the same solutions.
 *
 * Choice of pieces. Piece i of the set may be used between lo_i and hi_i
 * times; on top of that, optional constraints on the number of pieces of
 * each size and on the total number of pieces. All combine:
 *   - default: piece i exactly copies[i] times (lo_i = hi_i = copies[i]);
 *   - subset: piece i at most copies[i] times (lo_i = 0);
 *   - sizes: exactly (or between lo and hi) so many pieces of each listed
 *     size, pieces of unlisted sizes unused; implies subset for each piece;
 *   - total: the number of pieces used, between total_lo and total_hi.
 * Copies of one piece are indistinguishable: swapping two copies is not a
 * new tiling.
 *
 * Pre-covered cells: a letter in the region marks a cell already covered.
 * Each edge-connected group of one letter whose shape is an orientation of
 * a piece of the set with that one-character name uses up one copy of that
 * piece (the piece was given in place); other letters just block cells.
 *
 * Distinct tilings (spec.distinct): solutions are counted and listed up to
 * the symmetries of the problem, as the literature counts them. The group
 * of the problem is made of the symmetries of the region (rotations and
 * reflections mapping the region, its pre-covered letters included, onto
 * itself) that map the multiset of allowed pieces onto itself: every
 * allowed piece (one that the spec lets be used at all, after the pieces
 * given in place) onto an allowed piece whose orientations are the images
 * of its own orientations, with the same bounds (copies, subset, size
 * class). Free pieces always qualify, so with free pieces the group is the
 * region's; a reflection turns one-sided F into one-sided F', so it
 * belongs to the group when the set holds F' as often as F (the full
 * one-sided set, "^F,^F'"), and not for "^F" alone; a piece allowed one
 * orientation only (one orientation: a fixed piece) keeps only the
 * elements that map that shape onto an allowed shape of the set. The
 * image of a tiling under an element moves every placement and turns
 * each piece into its image piece.
 *
 * The symmetry is broken in the search: a piece used exactly once (the
 * root) is chosen and only one placement per orbit of its placements
 * under the elements mapping that piece onto itself is kept (the "X in
 * one quarter" trick); a solution found is kept only when it is the least
 * (canonical-form order) of its images that the restricted search also
 * finds: its images under the stabiliser of its root placement, and,
 * when some element moves the root piece (F onto F'), the images that put
 * the root piece on a kept placement. When no piece is used exactly once
 * for sure (subset, sizes and copies modes), every solution is kept only
 * when it is the least of its images under the whole group.
 *
 * No global state: separate tiling_t handles may be used from separate
 * threads; one handle searches with up to `jobs` threads of its own.
 */
#ifndef POLY_TILING_H
#define POLY_TILING_H

#include <stdint.h>
#include <stdio.h>

#include "poly/geom.h"

/* The most threads one search uses. */
#define TILING_MAX_JOBS 64

#ifdef __cplusplus
extern "C" {
#endif

typedef enum tiling_status {
  TILING_OK = 0,
  TILING_ENOMEM,    /* out of memory */
  TILING_EINVAL,    /* bad argument (NULL, negative counts, hex grid...) */
  TILING_EEMPTY,    /* the region has no cell to cover */
  TILING_EAREA,     /* no choice of pieces allowed by the spec covers the area */
  TILING_ESIZES,    /* the size constraints ask for pieces the set lacks */
  TILING_ETOO_BIG,  /* too many cells or placements for the engines */
  TILING_EENGINE,   /* the fast engine was asked for a problem it cannot take */
  TILING_ECANCELLED /* spec.cancelled stopped tiling_new */
} tiling_status_t;

const char *tiling_strerror(tiling_status_t st);

/* Number of pieces of one size: between lo and hi (inclusive). */
typedef struct tiling_size_count {
  int size, lo, hi;
} tiling_size_count_t;

#define TILING_MAX_SIZE_CLASSES 16

typedef struct tiling_spec {
  int subset; /* nonzero: each piece at most copies[i] times */
  /* Total number of pieces used: between total_lo and total_hi; both -1
   * (tiling_spec_init) for no constraint. */
  int total_lo, total_hi;
  /* Size classes; nsizes 0 for none. With classes, pieces of sizes not
   * listed are not used and each piece is used at most copies[i] times. */
  int nsizes;
  tiling_size_count_t sizes[TILING_MAX_SIZE_CLASSES];
  int distinct; /* nonzero: up to the symmetries of the problem (below) */
  /* Per piece of the set handed to tiling_new, or NULL: piece i is used at
   * least piece_lo[i] times (at most its copies, as ever), whatever subset
   * says (a BurrTools problem's min/max counts). Read by tiling_new only. */
  const int *piece_lo;
  /* Per cell of the region (w*h, row-major), or NULL: nonzero makes a
   * cell to cover ('.') optional, one the tiling may leave uncovered
   * (BurrTools' variable voxels). Optional cells are secondary items of the
   * exact cover: only the dlx engine searches such problems (auto chooses
   * it; fast is TILING_EENGINE), the parity check is skipped, and the group
   * of the problem keeps only the symmetries mapping optional cells onto
   * optional cells. Read by tiling_new only. */
  const unsigned char *optional;
  /* Polled by tiling_new between steps of its set-up (each at most a few
   * tens of millions of simple operations: well under a second); nonzero
   * stops it with TILING_ECANCELLED. NULL (tiling_spec_init): never. The
   * search is stopped through tiling_search_opts_t.on_progress. */
  int (*cancelled)(void *ctx);
  void *cancel_ctx;
  /* Nonzero: the fast engine searches as polyx 0.2.0 first did (no dead placements left out
   * of its tables, no lone-cell lists, no one-word search), so that its node counts stay
   * those that measures published from them (a Polyminix card's level) were made with. The
   * same tilings either way. 0 (tiling_spec_init): the fastest search. */
  int reference;
} tiling_spec_t;

void tiling_spec_init(tiling_spec_t *spec);

/* Most placements (piece, orientation, position) a problem may have, and
 * most positions tiling_new tries to find them (orientations of the
 * usable pieces times cells to cover). */
#define TILING_MAX_PLACEMENTS 5000000
#define TILING_MAX_CANDIDATES 1000000000

/* Details of a failed tiling_new() for the user: a one-line message. */
typedef struct tiling_error {
  char msg[200];
} tiling_error_t;

/* The kind of failure a status is, for a caller that reports it as a base_error_t: BASE_E_NOMEM
 * for TILING_ENOMEM, BASE_E_DATA for the others. */
base_errcode_t tiling_errcode(tiling_status_t st);

typedef struct tiling tiling_t;

/* Build the problem. SET and REGION are copied (the caller keeps
 * ownership). On success *OUT is a new handle (free with tiling_free). On
 * failure *OUT is NULL and ERR, when not NULL, holds a message such as
 * "the region has 61 cells but the pieces cover 60". A problem that passes
 * the area checks but fails the checkerboard-parity check (exact modes)
 * is built all the same: tiling_impossible() says so and every search
 * returns no solution at once.
 * Bounded set-up: the area check makes at most 3e8 steps with the number
 * of pieces counted (beyond, that number is checked only from the sizes,
 * and a table of more than 5e7 entries is not checked at all: the search
 * answers); the parity check follows at most 2e7 imbalances and makes at
 * most 3e8 steps (else the search answers); a problem sure to have more
 * than TILING_MAX_PLACEMENTS placements (counted before any is made, from
 * the positions where a piece's whole box lies on cells to cover), or with
 * more than TILING_MAX_CANDIDATES positions to try, is refused at once
 * with TILING_ETOO_BIG. spec.cancelled is polled between the steps. */
tiling_status_t tiling_new(const pieceset_t *set, const region_t *region, const tiling_spec_t *spec,
                           tiling_t **out, tiling_error_t *err);
void tiling_free(tiling_t *t);

/* Nonzero when the problem was shown impossible before any search (by the
 * checkerboard-parity check); REASON, when not NULL, gets a static
 * one-line explanation. */
int tiling_impossible(const tiling_t *t, const char **reason);

/* ---- Placements -------------------------------------------------------- */

/* A placement: piece index (into the set), orientation index (into
 * piece_orient) and the translation: the orientation's normalised cell
 * (cx, cy) lands on region cell (x + cx, y + cy). */
typedef struct tiling_place {
  int piece, orient, x, y;
} tiling_place_t;

/* Number of placements of the problem (all pieces, orientations and
 * positions that fit; pre-covered cells excluded). Placement ids are
 * 0..tiling_placement_count()-1. */
int tiling_placement_count(const tiling_t *t);
/* Placement ID (NULL for a bad id); owned by the handle. */
const tiling_place_t *tiling_placement(const tiling_t *t, int id);
/* Cells of placement ID in region coordinates into OUT (room for
 * SHAPE_MAX_CELLS); returns their number, or -1 for a bad id. */
int tiling_placement_cells(const tiling_t *t, int id, cell_t *out);

/* The region's width and height (as given) and the piece set (as copied,
 * with copies[] after pre-covered pieces were taken out). */
void tiling_region_size(const tiling_t *t, int *w, int *h);
const pieceset_t *tiling_pieceset(const tiling_t *t);
/* The optional cells of T (w*h, nonzero optional), owned by T, or NULL
 * when it has none. */
const unsigned char *tiling_optional(const tiling_t *t);
/* The bounds of piece I of tiling_pieceset(T): used between *LO and *HI
 * times (0 and 0 for a bad I). */
void tiling_piece_bounds(const tiling_t *t, int i, int *lo, int *hi);
/* The region as given (cells[] with '.', '#' and letters), owned by T. */
const region_t *tiling_region(const tiling_t *t);

/* Fill GRID (w*h ints, row-major) for the solution made of placements
 * PLACE[0..N-1]: the index k of the placement covering each cell,
 * TILING_GRID_OUTSIDE for no cell, TILING_GRID_PRECOVERED for a cell given
 * covered, TILING_GRID_EMPTY for a cell left uncovered (only for partial
 * solutions). */
#define TILING_GRID_OUTSIDE    (-3)
#define TILING_GRID_PRECOVERED (-2)
#define TILING_GRID_EMPTY      (-1)
void tiling_solution_grid(const tiling_t *t, const int *place, int n, int *grid);

/* ---- Symmetry --------------------------------------------------------------- */

/* Order of the group of the problem (1..8), used by --distinct and by
 * counting by orbits. */
int tiling_symmetry_order(const tiling_t *t);
/* Element K (0 .. order-1) of that group as a square symmetry SYM 0..7
 * (numbered as in shape_transform; element 0 is the identity, 0), or -1
 * for a bad K. */
int tiling_symmetry_element(const tiling_t *t, int k);
/* Name of square symmetry SYM: "identity", "rot90", "rot180", "rot270"
 * (quarter turns clockwise on the page), "flip-lr" (left and right
 * swapped), "flip-anti" (over the diagonal from bottom left to top
 * right), "flip-tb" (top and bottom swapped), "flip-diag" (over the
 * diagonal from top left to bottom right); "?" outside 0..7. Static. */
const char *tiling_sym_name(int sym);
/* How symmetry is broken: "none" (not distinct, or trivial group),
 * "piece NAME" (one piece's placements restricted to orbit
 * representatives), or "canonical" (each solution checked). Static or
 * owned by T. */
const char *tiling_symmetry_method(const tiling_t *t);

/* ---- Searching ----------------------------------------------------------- */

typedef enum tiling_engine {
  TILING_ENGINE_AUTO = 0, /* fast when it can take the problem, else dlx */
  TILING_ENGINE_DLX,
  TILING_ENGINE_FAST
} tiling_engine_t;

/* Largest bounding box (cells) the fast engine takes. */
#define TILING_FAST_MAX_BITS 1024

typedef enum tiling_end {
  TILING_END_EXHAUSTED = 0, /* every solution visited: counts exact */
  TILING_END_MAX,           /* stopped after max_solutions */
  TILING_END_BUDGET,        /* node budget ran out */
  TILING_END_CALLBACK,      /* a callback asked to stop */
} tiling_end_t;

typedef struct tiling_search_opts {
  tiling_engine_t engine;
  uint64_t max_solutions; /* 0: all */
  /* Work budget in nodes (placements tried); 0: none. Deterministic. A
   * budget makes the search run in one thread (so that where it stops
   * does not depend on scheduling). */
  uint64_t max_nodes;
  int randomize; /* nonzero: try placements in an order drawn from SEED */
  uint64_t seed;
  /* Threads (fast engine only; <= 1: one; at most TILING_MAX_JOBS are
   * used). Solutions reach on_solution in the same order whatever JOBS is,
   * from the calling thread. */
  int jobs;
  /* With jobs > 1, a search of a few thousand nodes runs on the calling
   * thread (no plan, no threads: tasks 1 and the nodes of one thread in the
   * result); nonzero SPLIT splits it all the same (tests). */
  int split;
  /* Each solution: the ids of its placements (N of them), owned by the
   * search. Return nonzero to stop (TILING_END_CALLBACK). May be NULL. */
  int (*on_solution)(void *ctx, const int *place, int n);
  void *solution_ctx;
  /* Called about every progress_nodes nodes from the calling thread (for
   * jobs > 1 when a subtree finishes) with the work so far, and while the
   * dlx engine builds its problem (every 65536 placements, 0 nodes);
   * return nonzero to stop (TILING_END_CALLBACK). */
  int (*on_progress)(void *ctx, uint64_t nodes, uint64_t solutions);
  void *progress_ctx;
  uint64_t progress_nodes;
  /* Nonzero: never count by orbits (see tiling_search). */
  int no_orbits;
} tiling_search_opts_t;

void tiling_search_opts_init(tiling_search_opts_t *opts);

typedef struct tiling_result {
  uint64_t solutions; /* kept solutions (distinct ones under spec.distinct) */
  uint64_t raw;       /* leaves reached before the symmetry filter */
  uint64_t nodes;     /* placements tried */
  tiling_end_t end;
  tiling_engine_t engine; /* the engine that ran */
  int tasks;              /* subtrees the search was split into (jobs > 1) */
  int orbits;             /* 1: counted by orbits (see tiling_search) */
} tiling_result_t;

/* Search. OPTS may be NULL (count all, auto engine). The handle is not
 * changed: it may be searched again (one search at a time per handle).
 * Counting by orbits: a plain count (not distinct, no callback, no limit,
 * not random) with the fast engine on a region with symmetries, when a
 * piece is used exactly once, searches only the tilings whose copy of that
 * piece is at a representative placement (as spec.distinct does) and adds
 * |G| / |stabiliser| for each distinct tiling found: the same count, about
 * |G| times faster. res.raw then counts the leaves of that search. Returns TILING_OK whenever the
 * search ran (whatever its end), TILING_EENGINE when the fast engine was
 * forced on a problem it cannot take, TILING_ENOMEM. */
tiling_status_t tiling_search(tiling_t *t, const tiling_search_opts_t *opts, tiling_result_t *res);

/* Convenience: count up to LIMIT (0: all) with a node budget (0: none). */
tiling_status_t tiling_count(tiling_t *t, uint64_t limit, uint64_t max_nodes, uint64_t *count,
                             tiling_end_t *end);

/* Find one tiling (the first in search order, or a random one when
 * RANDOMIZE): its placement ids are stored in PLACE (room for
 * tiling_max_pieces() ids) and their number in *N. Returns 1 when found,
 * 0 when there is none, -1 when the budget ran out first or on error. */
int tiling_find(tiling_t *t, int randomize, uint64_t seed, uint64_t max_nodes, int *place, int *n);
/* Most placements a solution can have (the region's area). */
int tiling_max_pieces(const tiling_t *t);

/* ---- Plans: one fast search cut into tasks --------------------------------- */

/* A search of the fast engine cut into tasks that may be searched apart,
 * in any order, by any process or thread (dist/ spreads them over
 * processes): task i is the subtree under the i-th prefix of placements
 * at the cut. Deterministic: the same problem and options give the same
 * plan in every process. Task 0's nodes include the nodes above the cut,
 * so that the tasks' counters (solutions, raw, nodes) add up to those of
 * tiling_search with the same options, and the tasks' solutions in task
 * order are tiling_search's in its order. */
typedef struct tiling_plan tiling_plan_t;

/* Plan the search of T with OPTS (NULL: count all) in MIN_TASKS tasks or
 * more (fewer when the tree has fewer subtrees above depth 8; none when the
 * problem was shown impossible). Of OPTS only these count: engine (AUTO
 * or FAST), on_solution being set (the plan lists the tilings: every task
 * then passes its own to tiling_plan_search's callback; a plan that only
 * counts may count by orbits as tiling_search does) and no_orbits; a
 * limit, a budget or a random order is TILING_EINVAL. TILING_EENGINE when
 * the fast engine cannot take the problem or OPTS asks for the dlx engine
 * (tiling_search would search it with libdlx), TILING_ENOMEM. *OUT is
 * NULL on failure; free the plan with tiling_plan_free before T. */
tiling_status_t tiling_plan_new(tiling_t *t, const tiling_search_opts_t *opts, size_t min_tasks,
                                tiling_plan_t **out);
size_t tiling_plan_tasks(const tiling_plan_t *p);
/* 1 when the plan counts by orbits (see tiling_search). */
int tiling_plan_orbits(const tiling_plan_t *p);
/* A hash of the plan's cut (the tasks' prefixes and how they are counted):
 * a checkpoint records it. */
uint64_t tiling_plan_id(const tiling_plan_t *p);
/* Search task TASK (0 .. tiling_plan_tasks()-1) in the calling thread:
 * its counters into RES (engine FAST, tasks 1, orbits as the plan); when
 * the plan lists, OPTS->on_solution gets each of the task's tilings in
 * order (nonzero stops: TILING_END_CALLBACK); OPTS->on_progress is called
 * every OPTS->progress_nodes nodes (nonzero stops). Other fields of OPTS
 * are ignored; OPTS NULL counts with no progress (a plan that lists then
 * only counts the task's tilings). Separate tasks may be searched at the same time from
 * separate threads. TILING_EINVAL for a bad task, TILING_ENOMEM. */
tiling_status_t tiling_plan_search(const tiling_plan_t *p, size_t task,
                                   const tiling_search_opts_t *opts, tiling_result_t *res);
void tiling_plan_free(tiling_plan_t *p);

/* Write the problem in Knuth's text format (libdlx's dlx_write): one
 * primary item per cell, one item per piece, and items for size classes
 * and the total where the spec has them; the symmetry restriction of
 * spec.distinct is included (a canonical-form filter is not). Returns 0,
 * or -1 on a write error or out of memory. */
int tiling_write_dlx(tiling_t *t, FILE *out);

/* A solution of the problem tiling_write_dlx writes, found by another
 * search of it (libdlx's plan over processes, say): the ids of its N
 * options as placement ids into PLACE (room for N). Returns 1 when
 * tiling_search keeps that solution, 0 when spec.distinct's canonical
 * filter drops it (libdlx's problem has the restriction of the chosen
 * piece, not the filter), -1 for a bad option id or out of memory.
 * Thread-safe once the problem is written (or after a first call). */
int tiling_dlx_solution(tiling_t *t, const int *options, int n, int *place);

#ifdef __cplusplus
}
#endif
#endif
