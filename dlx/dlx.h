/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Copyright (C) 2026 the polyx authors */
/* dlx.h: libdlx, exact cover with dancing links (Knuth's Algorithms X, C, M).
 *
 * Vocabulary (Knuth, TAOCP 7.2.2.1): a problem has ITEMS and OPTIONS. Each
 * option is a set of items. A solution is a set of options such that
 *   - every PRIMARY item is covered exactly once, or, when it carries
 *     multiplicity bounds lo:hi, between lo and hi times (Algorithm M);
 *   - every SECONDARY item is covered at most once, or, where options give
 *     it a COLOUR, by any number of options that all give it the same
 *     colour (Algorithm C). An option that names a secondary item without a
 *     colour covers it exclusively.
 *
 * The library knows nothing of files beyond its own text-format reader,
 * nothing of polyominoes, games or drawing.
 *
 * Threads (what the code allows, and no more):
 *   - There is no global mutable state (but gettext's binding of the
 *     "libdlx" text domain, made once, thread-safely): separate handles
 *     may be used from separate threads at once, and so may the functions
 *     that take no handle (dlx_strerror, dlx_version, dlx_read...).
 *   - One handle (dlx_t) is used by one thread at a time: no two calls on
 *     it may overlap, even two that only read it (a search moves its links
 *     and fills its caches in place), with one exception: dlx_cancel(),
 *     which may be called at any time, from any thread or a signal handler.
 *   - A search with JOBS > 1 runs threads of its own on copies of the
 *     structure; its callbacks (on_solution, on_progress, on_text) are all
 *     called from the thread that called dlx_search(), one at a time, but
 *     for the format callback (libdlx 1.5), called from any of its
 *     threads, maybe at once.
 *   - From inside a callback, the handle being searched may be looked at
 *     (dlx_item_*, dlx_option_*, dlx_color_name, dlx_write*) but not
 *     changed, searched again or planned: those calls return DLX_EBUSY
 *     (dlx_check() would see a search half done).
 *   - A plan (dlx_plan_t) is only read once made: many threads may search
 *     parts of one plan at once, each on a handle of its own holding the
 *     problem; dlx_plan_free() must not overlap them.
 *   - dlx_set_localedir() may be called at any time from any thread.
 *
 * Identifiers: items are numbered 0..dlx_item_count()-1 in the order they
 * were added, primary and secondary items in one sequence; options are
 * numbered 0..dlx_option_count()-1 in the order they were added. Colours
 * are small positive integers handed out by dlx_color(); 0 means "no
 * colour".
 */
#ifndef DLX_H
#define DLX_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* DLX_VERSION_MAJOR, _MINOR, _MICRO, _NUMBER, _STRING and DLX_VERSION_ENCODE:
 * the version of this header (installed beside it). */
#include <dlx_version.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Status codes. Every function that can fail returns one; dlx_strerror()
 * gives a short description (no trailing newline or period), in the
 * language of the locale's messages when the program called setlocale and
 * libdlx's own catalogs (text domain "libdlx", installed with the library)
 * have it, in English otherwise. Codes are only ever added at the end: a
 * code's number never changes. */
typedef enum dlx_status {
  DLX_OK = 0,
  DLX_ENOMEM,            /* out of memory */
  DLX_EINVAL,            /* an argument is out of range (NULL handle, bad id,
                            options not made by dlx_search_opts_init...) */
  DLX_ESTATE,            /* an item added after the first option (until
                            libdlx 1.3.1 also what DLX_EBUSY now says) */
  DLX_EDUP_ITEM,         /* two items with the same name */
  DLX_EUNKNOWN_ITEM,     /* an option names an item that does not exist */
  DLX_EITEM_TWICE,       /* an option names the same item twice */
  DLX_ECOLOR_PRIMARY,    /* a colour given to a primary item */
  DLX_EBOUNDS,           /* bad multiplicity bounds (lo > hi, hi == 0, junk) */
  DLX_EBOUNDS_SECONDARY, /* multiplicity bounds on a secondary item */
  DLX_EEMPTY_OPTION,     /* an option with no items */
  DLX_ENO_PRIMARY,       /* an option with no primary item */
  DLX_ENO_ITEMS,         /* no item line / no items */
  DLX_ESYNTAX,           /* malformed text (stray '|', bad name, bad colour) */
  DLX_EBINARY,           /* bytes that are not text (NUL, invalid UTF-8, control) */
  DLX_ELINE_TOO_LONG,    /* a line longer than DLX_MAX_LINE bytes */
  DLX_ETOO_BIG,          /* more items, options or nodes than the engine can index */
  DLX_EIO,               /* a read or write error on the stream */
  DLX_EPLAN,             /* added in libdlx 1.2: a plan used with another
                            problem, other search options, or a part number
                            out of range (dlx_plan_search) */
  DLX_EOVERFLOW,         /* (libdlx 1.2) a memoised count (opts.memo) larger
                            than UINT64_MAX */
  DLX_EBUSY              /* added in libdlx 1.4: the handle is being searched
                            (a change, a new colour, a search or a plan asked
                            from a callback of its own search) */
} dlx_status_t;
/* (A search stopped by dlx_cancel() is no error: dlx_search() returns
 * DLX_OK and the statistics say DLX_END_CANCELLED.) */

/* The most threads one search uses. */
#define DLX_MAX_JOBS 1024

/* Largest multiplicity bound a primary item may have. */
#define DLX_MAX_MULTIPLICITY 536870911u /* INT_MAX / 4 */

/* Longest line the text reader accepts, in bytes (not counting '\n'). */
#define DLX_MAX_LINE (1L << 20)

const char *dlx_strerror(dlx_status_t status);

/* The version of the library the program runs with, "MAJOR.MINOR.MICRO"
 * (DLX_VERSION_STRING of the library's own build, e.g. "1.4.0"), and the
 * same as a number (DLX_VERSION_ENCODE: 10400; dlx_version_number() added
 * in libdlx 1.4). Compare with DLX_VERSION_NUMBER, the header's. */
const char *dlx_version(void);
int dlx_version_number(void);

/* Added in libdlx 1.4: look for libdlx's message catalogs
 * (DIR/LL/LC_MESSAGES/libdlx.mo) in DIR instead of the directory the
 * library was configured with (its LOCALEDIR, where `make install` puts
 * them), e.g. for a program run from its build tree. The library binds its
 * domain to LOCALEDIR by itself (once, at its first message): a program
 * need not call this. DIR is copied. Errors: DLX_EINVAL (NULL DIR),
 * DLX_ENOMEM. Without NLS it does nothing and returns DLX_OK. */
dlx_status_t dlx_set_localedir(const char *dir);

typedef struct dlx dlx_t;

/* ---- Building a problem ------------------------------------------------ */

/* A new, empty problem. Returns NULL only when memory is exhausted.
 * Free with dlx_free(), which accepts NULL. */
dlx_t *dlx_new(void);
void dlx_free(dlx_t *dlx);

/* Add a primary item covered between LO and HI times (LO = HI = 1 for plain
 * exact cover; 0 <= LO <= HI, 1 <= HI <= DLX_MAX_MULTIPLICITY, else
 * DLX_EBOUNDS). NAME is copied; it must be a
 * non-empty string of printable non-blank characters without ':' or '|'
 * (any length). NAME may be NULL: the item is then named "#N" with N its
 * id. Items must all be added before the first option (DLX_ESTATE); none may be
 * added during a search of the handle (DLX_EBUSY).
 * On success stores the item's id in *ID when ID is not NULL. */
dlx_status_t dlx_add_primary(dlx_t *dlx, const char *name, unsigned lo, unsigned hi, int *id);

/* Add a secondary item (covered at most once, or consistently coloured). */
dlx_status_t dlx_add_secondary(dlx_t *dlx, const char *name, int *id);

/* Intern a colour name (same rules as item names) and store its number
 * (>= 1) in *COLOR. The same name always gives the same number. A new
 * name during a search of the handle is refused (DLX_EBUSY). */
dlx_status_t dlx_color(dlx_t *dlx, const char *name, int *color);

/* One element of an option: an item id and a colour (0 = none; colours
 * are only allowed on secondary items). */
typedef struct dlx_elem {
  int item;
  int color;
} dlx_elem_t;

/* Add an option made of the N elements. Errors: DLX_EEMPTY_OPTION when
 * N == 0, DLX_EUNKNOWN_ITEM, DLX_EITEM_TWICE, DLX_ECOLOR_PRIMARY,
 * DLX_ENO_PRIMARY (an option must cover at least one primary item),
 * DLX_EBUSY (during a search of the handle).
 * On success stores the option's id in *ID when ID is not NULL. */
dlx_status_t dlx_add_option(dlx_t *dlx, const dlx_elem_t *elems, size_t n, int *id);

/* ---- Looking at a problem ---------------------------------------------- */

int dlx_item_count(const dlx_t *dlx);
int dlx_primary_count(const dlx_t *dlx);
int dlx_option_count(const dlx_t *dlx);
/* Name of item I (owned by the handle), or NULL for a bad id. */
const char *dlx_item_name(const dlx_t *dlx, int item);
/* Item id for NAME, or -1. */
int dlx_item_find(const dlx_t *dlx, const char *name);
/* 1 for a primary item, 0 for a secondary one, -1 for a bad id. */
int dlx_item_is_primary(const dlx_t *dlx, int item);
/* Multiplicity bounds of a primary item (1:1 unless set). */
void dlx_item_bounds(const dlx_t *dlx, int item, unsigned *lo, unsigned *hi);
/* Name of colour C (>= 1), owned by the handle, or NULL. */
const char *dlx_color_name(const dlx_t *dlx, int color);
/* Number of elements of option O, or -1 for a bad id. */
int dlx_option_size(const dlx_t *dlx, int option);
/* The K-th element of option O, in the order it was added. */
dlx_elem_t dlx_option_elem(const dlx_t *dlx, int option, int k);

/* ---- Searching ----------------------------------------------------------- */

/* How a search ended. */
typedef enum dlx_end {
  DLX_END_EXHAUSTED = 0, /* every solution was visited: counts are exact */
  DLX_END_MAX,           /* stopped after max_solutions solutions */
  DLX_END_BUDGET,        /* the work budget ran out */
  DLX_END_CALLBACK,      /* a callback asked to stop */
  DLX_END_CANCELLED      /* dlx_cancel() was called */
} dlx_end_t;

/* The search engines (dlx_search_opts_t.engine, dlx_stats_t.engine).
 *  - DLX_ENGINE_LINKS: dancing links, Knuth's DLX1/DLX2/DLX3 (Algorithms
 *    X, C, M). Branches on the leftmost item of fewest options and tries
 *    its options in input order, so on a problem read in Knuth's format
 *    its nodes and updates are DLX1's exactly, and solutions come in
 *    DLX1's order; with colours its nodes are DLX2's (DLX2 counts the
 *    updates of purifying its own way).
 *  - DLX_ENGINE_CELLS: sparse sets ("dancing cells"), Knuth's SSXCC
 *    (Algorithms X and C) and SSMCC (Algorithm M, with colours too). The
 *    same branching rule, but an option that leaves some item without
 *    options (under M: with fewer than it still needs) is dropped while
 *    it is being committed, and counts no node; an update is one item
 *    leaving the active items or one option leaving an item's set, in a
 *    commit that stands (under M, also an option tried at a level leaving
 *    the sets for the level's next branches, as part of its branch). A
 *    search that enumerates, stops early or randomizes tries an item's
 *    options in input order (sorted when it branches), so its solutions
 *    come in the links engine's order, whatever JOBS (a plain count keeps
 *    whatever order its sets are in, but under M, where the order decides
 *    the tree, always takes input order).
 *  - DLX_ENGINE_BITS (added in libdlx 1.3): bitsets, for Algorithms X
 *    and C (colours since libdlx 1.5) on at most 1024 options and 4096
 *    primary items (no multiplicities; any other problem is searched by
 *    cells or links, as AUTO chooses between them).
 *    The live options are 64-bit words, each primary item's count of live
 *    options a short array; it visits DLX1's tree (DLX2's with colours),
 *    so nodes, updates (counted as DLX1 makes them), level_nodes, the
 *    order of solutions and where a node budget stops are the links
 *    engine's; with colours, the updates are DLX1's count of the options
 *    hidden, where links skips the purified nodes as DLX2 does.
 *  - DLX_ENGINE_AUTO (the default): whichever is faster for the problem,
 *    as measured (dlx_search(3)): bits for the problems it takes of at most
 *    512 options (queens, Langford pairs, small tilings), and with colours
 *    of at most 1024 (MacMahon's triangles); otherwise cells
 *    when options have 2.5 items or more on average (polyominoes,
 *    colours), links for shorter options; cells for multiplicities.
 *    Since libdlx 1.5, a count (no on_solution, max_solutions,
 *    randomize or budget; memo 0) is first tried memoised (a table of at most
 *    256 MiB): the trial goes on to the end when it finds enough of its
 *    states again (1 in 16 by 256 stored, 1 in 5 by 2,048: domino
 *    tilings, pieces used several times), and is thrown away otherwise
 *    (queens, Langford pairs, distinct pentominoes: 0.1-0.3 % of the
 *    search), its progress never reported; stats.engine says which
 *    (dlx_try_memo() makes the trial alone).
 * The counts of solutions are the same whatever the engine. */
typedef enum dlx_engine {
  DLX_ENGINE_AUTO = 0,
  DLX_ENGINE_LINKS = 1,
  DLX_ENGINE_CELLS = 2,
  /* Added in libdlx 1.2, in dlx_stats_t.engine only (refused in the
   * options): the count was memoised (dlx_search_opts_t.memo). */
  DLX_ENGINE_MEMO = 3,
  /* Added in libdlx 1.3: bitsets, for small problems (see above). */
  DLX_ENGINE_BITS = 4
} dlx_engine_t;

/* Growing without breaking programs. The two structures below may gain
 * fields at their end in later versions of the library (never in the
 * middle). A program tells the library which layout it was compiled with:
 * dlx_search_opts_init() stores sizeof(dlx_search_opts_t) in the options,
 * and dlx_search() is a macro that passes sizeof(dlx_stats_t). The library
 * reads the options and writes the statistics only as far as the caller's
 * layout goes, and gives the fields a program does not know their
 * defaults. Bindings from other languages call the *_sized functions with
 * the sizes of the layout they declare. */

/* Counters, in Knuth's sense: a NODE is an option tried at some level of
 * the search tree; an UPDATE is one removal of a node from an item's list
 * (what DLX1 prints as "updates"). */
typedef struct dlx_stats {
  uint64_t solutions;
  uint64_t nodes;
  uint64_t updates;
  int max_level; /* deepest level reached */
  dlx_end_t end;
  /* Nodes per level: level_nodes[0..levels-1], owned by the handle, valid
   * until the next search or dlx_free(). */
  const uint64_t *level_nodes;
  int levels;
  /* Added in libdlx 1.1: the engine that searched (DLX_ENGINE_LINKS,
   * DLX_ENGINE_CELLS, DLX_ENGINE_BITS or DLX_ENGINE_MEMO); the counters
   * above are in its sense. */
  dlx_engine_t engine;
} dlx_stats_t;

typedef struct dlx_search_opts {
  /* The size of this structure as the program knows it; set by
   * dlx_search_opts_init(). Options not made by it are refused (DLX_EINVAL). */
  size_t size;
  /* Stop after this many solutions (0: no limit). 2 answers "unique?". */
  uint64_t max_solutions;
  /* Deterministic work budgets (0: unlimited). The search stops with
   * DLX_END_BUDGET as soon as either counter would exceed its budget. */
  uint64_t max_nodes;
  uint64_t max_updates;
  /* Nonzero: break ties among best items at random and try options in a
   * random order, from SEED. The same seed on the same problem visits the
   * same solutions in the same order on every machine and whatever JOBS:
   * the choices at a node come from the seed and the path to it only.
   * What a seed gives is stable within a library version (it changed in
   * 1.2), not across versions. */
  int randomize;
  uint64_t seed;
  /* Called for each solution with the ids of its options, in the order
   * they were chosen; N options. Return nonzero to stop the search
   * (DLX_END_CALLBACK). May be NULL (count only). */
  int (*on_solution)(void *ctx, const int *options, int n);
  void *solution_ctx;
  /* Called about every PROGRESS_NODES nodes (0: never) with the current
   * counters (end is meaningless there). Return nonzero to stop. */
  int (*on_progress)(void *ctx, const dlx_stats_t *stats);
  void *progress_ctx;
  uint64_t progress_nodes;
  /* Threads to search with (0 or 1: serial, in the calling thread; at
   * most DLX_MAX_JOBS). Every kind of search uses them: the tree is cut by
   * a plan (below; 64 parts a thread) whose parts the threads (the calling
   * one and JOBS-1 new ones, each with its own copy of the links or its
   * own sparse sets) search in turn; a search with a limit or a budget
   * replaces a part it takes near where it may stop by the parts below
   * it, so that the last part is small, and splits the part where it
   * stops rather than search it again alone. A count adds the parts'
   * counters up;
   * any other search commits the parts in order in the calling thread:
   * solutions of parts searched ahead are kept (at most 16*JOBS parts
   * ahead, 32 MB of option ids, or of text (format, below), in all, else
   * the part is searched again in turn) and given to on_solution (or
   * on_text) from the calling thread in the serial order; limits and budgets are applied there (a part that would cross
   * one is searched again with exactly what is left). So solutions, their
   * order, the end and every counter (nodes, updates, max_level,
   * level_nodes) are the serial search's. dlx_cancel() stops every
   * thread. on_progress is called from the calling thread only, with the
   * totals of the parts committed (counting: finished) and of its current
   * one (level_nodes NULL, levels 0 there); returning nonzero stops the
   * search (the counters are then partial and depend on timing). */
  int jobs;
  /* Added in libdlx 1.1: the engine (DLX_ENGINE_AUTO by default; see
   * dlx_engine_t). DLX_ENGINE_LINKS reproduces DLX1's nodes and updates.
   * A value outside the enumeration is refused (DLX_EINVAL). */
  dlx_engine_t engine;
  /* Added in libdlx 1.2: nonzero to count by memoising subproblems, in a
   * table of at most MEMO bytes (0, the default: no memoisation, but see
   * DLX_ENGINE_AUTO). The
   * remaining problem below a node depends only on the state of the items
   * (which are covered; the colour of each coloured secondary item), so
   * the count of each state searched to the end is kept and a branch
   * reaching a known state adds it without searching ("Dancing with
   * Decision Diagrams", Nishino et al., AAAI 2017). The count is the
   * same; the search can be much shorter when many partial solutions
   * cover the same items (polyominoes filling the same cells), and is a
   * little longer otherwise (the table costs time and memory; it is given
   * up when fewer than 1 state in 32 is found again). A full table is
   * never an error: later states are searched as usual. Used only
   * for a count: no on_solution, max_solutions, randomize; with
   * multiplicities when every option names a primary item of bounds 1:1
   * (the state then holds each bounded item's covers), or else (since
   * libdlx 1.5) up to 1024 options (the state is then the set of options
   * still available with each bounded item's covers); otherwise MEMO is
   * ignored. Serial
   * (JOBS is ignored), engine ignored; stats.engine is DLX_ENGINE_MEMO.
   * Nodes count the states entered, found in the table or not; the update
   * budget is looked at as each node is entered (the search may pass it by
   * one node's work); the node budget is exact. A count above UINT64_MAX
   * fails with DLX_EOVERFLOW. */
  size_t memo;
  /* Added in libdlx 1.5: the solutions as text, made in the threads that
   * find them (for a listing on JOBS > 1 threads, what then crosses from
   * thread to thread is finished bytes, not option ids). Set both FORMAT
   * and ON_TEXT, and leave on_solution NULL (DLX_EINVAL otherwise).
   *
   * FORMAT is called for each solution found, with the ids of its options
   * in the order they were chosen (as on_solution), from whichever of the
   * search's threads found it, possibly at the same time in several
   * threads: it must be safe to call so (it may read the handle through
   * dlx_option_*, dlx_item_*, dlx_color_name, but keep nothing of its own
   * unlocked). It writes the solution's text, any bytes, at BUF, which has
   * room for ROOM bytes, and returns how many it wrote (0 to ROOM); or
   * returns more than ROOM, having written nothing that counts, to be
   * called again with at least that much room; or DLX_FORMAT_ERROR to stop
   * the search (DLX_END_CALLBACK) at that solution, as on_solution
   * returning nonzero would: the text of the solutions before it is given
   * to ON_TEXT. It may be called more than once for one solution (a part
   * searched ahead is searched again in turn when its text does not fit,
   * and where a FORMAT failed): it must write the same bytes each time.
   *
   * ON_TEXT is called from the thread that called dlx_search(), one call
   * at a time, with the text of the solutions in the serial order: LEN
   * bytes at TEXT (valid during the call only), a whole number of
   * solutions, in blocks of a few kilobytes or of a part of the plan. The
   * concatenation of the blocks is the same whatever JOBS. Return nonzero
   * to stop the search (DLX_END_CALLBACK; the counters then depend on how
   * the text was cut into blocks: they count at least the solutions
   * given). With dlx_plan_search(), the same for the part alone. */
  size_t (*format)(void *ctx, const int *options, int n, char *buf, size_t room);
  void *format_ctx;
  int (*on_text)(void *ctx, const char *text, size_t len);
  void *text_ctx;
} dlx_search_opts_t;

/* What dlx_search_opts_t.format returns to stop the search (libdlx 1.5). */
#define DLX_FORMAT_ERROR ((size_t)-1)

/* Set the options to their defaults: all solutions, no budget, no
 * callbacks, one thread; SIZE is the size of the caller's structure
 * (dlx_search_opts_init() passes it). */
void dlx_search_opts_init_sized(dlx_search_opts_t *opts, size_t size);
#define dlx_search_opts_init(opts) dlx_search_opts_init_sized((opts), sizeof(dlx_search_opts_t))

/* Search. OPTS may be NULL (count all). STATS, when not NULL, receives the
 * counters and how the search ended, as far as STATS_SIZE bytes go
 * (dlx_search() passes sizeof(dlx_stats_t)). The problem is left
 * unchanged: the same handle may be searched again. Returns DLX_OK
 * whenever the search ran, whatever its end; DLX_ENOMEM, DLX_EINVAL (no
 * handle, options not from dlx_search_opts_init(), a STATS_SIZE smaller
 * than the first version's structure) or DLX_EBUSY (called from a
 * callback of a search of the same handle; DLX_ESTATE before libdlx 1.4)
 * otherwise. */
dlx_status_t dlx_search_sized(dlx_t *dlx, const dlx_search_opts_t *opts, dlx_stats_t *stats,
                              size_t stats_size);
#define dlx_search(dlx, opts, stats) dlx_search_sized((dlx), (opts), (stats), sizeof(dlx_stats_t))

/* Added in libdlx 1.5: the memoised count that dlx_search tries first with the automatic engine
 * (see dlx_engine_t), alone. When OPTS ask for such a count (engine DLX_ENGINE_AUTO, memo 0,
 * no on_solution, max_solutions, randomize, max_updates or max_nodes) and the trial passes,
 * *KEPT is 1 and STATS hold the count and statistics that dlx_search would give (engine
 * DLX_ENGINE_MEMO); otherwise *KEPT is 0, STATS are untouched and the caller searches as it
 * will. For a program that spreads a count over the parts of a plan (which are never
 * memoised), so that it gives the same statistics as dlx_search. Returns as dlx_search
 * (DLX_OK when the trial is given up). dlx_try_memo() passes sizeof(dlx_stats_t). */
dlx_status_t dlx_try_memo_sized(dlx_t *dlx, const dlx_search_opts_t *opts, int *kept,
                                dlx_stats_t *stats, size_t stats_size);
#define dlx_try_memo(dlx, opts, kept, stats) \
  dlx_try_memo_sized((dlx), (opts), (kept), (stats), sizeof(dlx_stats_t))

/* Convenience: count solutions up to LIMIT (0: all), with an update budget
 * (0: none). *COUNT receives the count; *END how the search ended. */
dlx_status_t dlx_count(dlx_t *dlx, uint64_t limit, uint64_t max_updates, uint64_t *count,
                       dlx_end_t *end);

/* Ask a running search on DLX to stop soon (DLX_END_CANCELLED). Safe to
 * call from another thread or a signal handler. The request is cleared
 * when the next search starts. */
void dlx_cancel(dlx_t *dlx);

/* Debug walker: checks that every link of the search structure is
 * consistent (as it is between searches). Returns DLX_OK or DLX_EINVAL. */
dlx_status_t dlx_check(const dlx_t *dlx);

/* ---- Plans: one search cut into independent parts ------------------------
 *
 * Added in libdlx 1.2. A plan cuts the search tree of a problem, under
 * given search options, into PARTS: the top levels are searched (with the
 * branching of the serial search under those options: engine, randomize,
 * seed) until there are at least MIN_PARTS subtrees or leaves, and each
 * one is recorded by the path of choices that leads to it. Part k can then
 * be searched alone, in any thread or any process holding the same
 * problem, and:
 *   - every node of the tree belongs to exactly one part (a node above the
 *     cut to the first part whose path goes through it), so the sums over
 *     the parts of solutions, nodes, updates and level_nodes[l] are the
 *     serial search's, and max_level is the largest part's;
 *   - the solutions of parts 0, 1, 2... in that order are the serial
 *     search's, in the serial order;
 *   - a part searched with a budget or a solution limit stops exactly where
 *     the serial search would if it had come to that part with that much
 *     budget left.
 * This holds for every engine and for Algorithms X, C and M. A plan is
 * deterministic: the same problem, options and MIN_PARTS give the same
 * parts on every machine and with every version that has the same
 * dlx_plan_id(). dlx_search() with JOBS > 1 is built on plans. */
typedef struct dlx_plan dlx_plan_t;

/* Make a plan of at least MIN_PARTS parts (fewer when the tree has fewer
 * subtrees and leaves above level 64; at least 1) for searching DLX under
 * OPTS (NULL: the defaults). Only the options that decide the branching
 * count (engine, randomize, seed); limits, budgets, callbacks and jobs are
 * ignored. On success *PLAN receives a new plan, owned by the caller
 * (dlx_plan_free); it does not refer to DLX, which may be changed or freed
 * afterwards. Errors: DLX_EINVAL (NULL DLX or PLAN, options not from
 * dlx_search_opts_init, MIN_PARTS 0, a bad engine), DLX_EBUSY (called
 * from a callback of a search of DLX), DLX_ENOMEM; *PLAN is then NULL.
 * The planning search is short (the top levels only) and does not look at
 * dlx_cancel(). */
dlx_status_t dlx_plan_new(dlx_t *dlx, const dlx_search_opts_t *opts, size_t min_parts,
                          dlx_plan_t **plan);
void dlx_plan_free(dlx_plan_t *plan);

/* The number of parts (>= 1; 0 for a NULL plan). */
size_t dlx_plan_parts(const dlx_plan_t *plan);

/* The path to part K: *N steps, in *STEPS (owned by the plan, valid until
 * dlx_plan_free), from the root down. A step is an option id (>= 0), the
 * option chosen at that level, or, under Algorithm M only, -(I+1) for
 * "item I takes no more options" (Knuth's branch that leaves an item with
 * what it has). Another process makes the same plan with dlx_plan_new()
 * (deterministic; dlx_plan_id() tells it is the same) and searches part K
 * by its number; the path says in the problem's own terms which part that
 * is (for logs and checkpoints). DLX_EINVAL for a NULL plan or argument, DLX_EPLAN for K out of
 * range. */
dlx_status_t dlx_plan_prefix(const dlx_plan_t *plan, size_t k, const int **steps, int *n);

/* A 64-bit fingerprint of what the parts depend on: the problem (items and
 * their bounds, primary or secondary, options with their colours, names of
 * items and colours), the options that decide the branching (the engine
 * that searches, randomize and seed), every part's path, and the version
 * of the search's rules (which changes whenever a library version would
 * cut or branch differently). Two plans with the same id have the same
 * parts with the same counters; a checkpoint written under one id must be
 * refused under another. 0 for a NULL plan. */
uint64_t dlx_plan_id(const dlx_plan_t *plan);

/* Search part K of PLAN on the handle DLX (any handle holding the same
 * problem as the one planned, DLX_EPLAN otherwise), under OPTS: the same
 * engine, randomize and seed as the plan's (DLX_EPLAN otherwise); its
 * solution callback, limit, budgets, progress callback and dlx_cancel()
 * apply to this part alone, in the calling thread (JOBS is ignored).
 * STATS receives the part's counters, at absolute levels (level_nodes[l]
 * counts the part's nodes at level l of the whole tree, owned by DLX as
 * for dlx_search). Separate handles may search parts of one plan in
 * separate threads at once: the plan is only read. Errors as dlx_search,
 * plus DLX_EPLAN. */
dlx_status_t dlx_plan_search_sized(dlx_t *dlx, const dlx_plan_t *plan, size_t k,
                                   const dlx_search_opts_t *opts, dlx_stats_t *stats,
                                   size_t stats_size);
#define dlx_plan_search(dlx, plan, k, opts, stats)                                                 \
  dlx_plan_search_sized((dlx), (plan), (k), (opts), (stats), sizeof(dlx_stats_t))

/* ---- Knuth's text format ------------------------------------------------ */

/* Where a reader error happened, 1-based; 0 when not tied to a place. */
typedef struct dlx_error {
  unsigned long line;
  unsigned long col;
  char msg[200]; /* what is wrong, one line, no trailing newline; in the
                    locale's language as dlx_strerror()'s, cut (at a whole
                    UTF-8 character) if a translation is longer */
} dlx_error_t;

/* Read a problem in the format of Knuth's DLX1/DLX2/DLX3/SSXCC programs:
 *   - lines whose first non-blank character is '|' are comments;
 *   - the first other line lists the items: primary items, then optionally
 *     '|' and secondary items; a primary item may be written "lo:hi|name"
 *     or "n|name" (n:n) for multiplicity bounds;
 *   - each following non-comment line is one option: item names separated
 *     by blanks, a secondary item optionally followed by ":colour".
 * Names may be longer than Knuth's 8 characters. On success *OUT receives
 * a new handle. On failure *OUT is NULL and ERR (when not NULL) says where
 * and what. */
dlx_status_t dlx_read(FILE *in, dlx_t **out, dlx_error_t *err);
/* The same from a memory buffer of LEN bytes. */
dlx_status_t dlx_read_buffer(const char *buf, size_t len, dlx_t **out, dlx_error_t *err);

/* Write the problem in the same format (read back, it gives the same
 * problem: same items, bounds, options, in the same order). */
dlx_status_t dlx_write(const dlx_t *dlx, FILE *out);

/* Write option O as one line in that format (items, with ":colour" where
 * coloured), followed by '\n'. */
dlx_status_t dlx_write_option(const dlx_t *dlx, int option, FILE *out);

#ifdef __cplusplus
}
#endif
#endif /* DLX_H */
