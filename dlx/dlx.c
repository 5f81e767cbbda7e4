/* dlx.c: the libdlx engines: building problems, searching them (Algorithms X, C, M; dancing links
 * and dancing cells), checking links.
 *
 * Where the algorithms come from: D. E. Knuth, The Art of Computer
 * Programming, Volume 4B, Section 7.2.2.1 "Dancing links", and his programs
 * DLX1 (Algorithm X), DLX2 (Algorithm C, colours by "purify"), DLX3 and MCC
 * (Algorithm M, multiplicities).
 *
 *  - Data layout as in DLX1 (dlx_internal.h): every node in one array of
 *    {up, down, top, first} addressed by 32-bit indices; item headers first
 *    (a header's top is its LEN), spacer nodes between options; a circular
 *    list of the active primary items (a secondary item is linked to
 *    itself). Node colours live in a parallel array read only by the
 *    coloured variants. The structure is built as items and options are
 *    added and kept between searches, together with the problem as given
 *    (names, bounds, options with their colours) for introspection.
 *  - Algorithms X and C (dlx_xc.h): choose the active primary item with
 *    the fewest options (MRV; leftmost on ties as DLX1 does, or a random one
 *    of the tied when randomizing; the active items are scanned from a
 *    dense array kept by the search, not from the linked list, which only
 *    Algorithm M uses), cover it, try its options one by one,
 *    covering (or, for a coloured secondary item, purifying) the other items
 *    of each. Compiled eight times (search_x, search_xu, search_x3,
 *    search_x4, search_xu6, search_c, search_xr, search_cr): with or
 *    without the colour tests in the inner loops; slow variants (xr, cr)
 *    for randomized or update-budgeted searches, so that plain exact cover
 *    pays for neither; for plain exact cover whose options average five
 *    items or more, one that hides an option whole, the node in the
 *    covered list included (xu; about 8% faster on the pentominoes, slower
 *    on 4-item options); and fixed-length loops for options all of 3, 4 or
 *    (hidden whole) 6 items (x3, x4, xu6), with no spacer load.
 *  - Algorithm M (search_m below), only when some primary item has bounds
 *    other than 1:1. Each primary item keeps BOUND (covers still allowed)
 *    and SLACK (hi - lo). Branch on the item of smallest branching degree
 *    LEN + 1 - max(BOUND - SLACK, 0); a branch either takes one more option
 *    (options tried before it at that level are "tweaked" out: hidden and
 *    unlinked, so every set of options is generated once), or, when the
 *    lower bound is met, leaves the item with no more options. When BOUND
 *    reaches 0 the item is covered, as in Algorithm X.
 *  - The search runs in place, iteratively (explicit stacks: depth is
 *    limited by memory only), and always backs out completely, also when
 *    stopped early, so the structure is exactly as built after every search
 *    (dlx_check verifies it).
 *  - Counters as in DLX1: a node is a node of the search tree (the root,
 *    and one for each option tried, solution leaves included); an update is
 *    one removal of an item from the active list or of a node from an
 *    item's list. On the 6x10 pentominoes (pieces, then cells row by row)
 *    this gives DLX1's 3,637,261 nodes and 1,242,377,480 updates exactly.
 *    Algorithm M finds a dead end (branching degree 0) without covering the
 *    item, so it reports one update less per dead end than X on the same
 *    exact-cover problem.
 *  - No global or static mutable data: separate handles in separate threads
 *    are independent; dlx_cancel() only sets an atomic flag, looked at every
 *    1024 nodes.
 *  - The sparse-set engine (dlx_cells.h, cells_* below; opts.engine), for
 *    Algorithms X and C: Knuth's SSXCC representation, built per search
 *    from the problem as given. It counts the same solutions; its nodes
 *    and updates are its own (dlx.h), and every count it reports depends
 *    only on the problem (not on how earlier branches ordered its sets),
 *    so its parallel search below gives its serial counters too.
 *  - Parallel counting (opts.jobs > 1, Algorithms X and C, no solution
 *    callback, limit, budget or randomness; dlx_search_par): the serial
 *    loop, cut at level CUT, records each path of CUT options instead of
 *    searching below it (CUT grows until there are 64 paths a thread); then
 *    worker threads, each with a copy of the links, take the paths from an
 *    atomic counter, replay one (the same covers and commits), search below
 *    it exactly as the serial loop would, and undo it. The top levels'
 *    counters come from the cut search, the rest from the workers: their
 *    sums are the serial search's, whatever the timing.
 */
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

/* ---- Status strings and version ------------------------------------------ */

const char *dlx_strerror(dlx_status_t status) {
  switch (status) {
    case DLX_OK: return "success";
    case DLX_ENOMEM: return "out of memory";
    case DLX_EINVAL: return "invalid argument";
    case DLX_ESTATE: return "items must be added before the first option";
    case DLX_EDUP_ITEM: return "duplicate item name";
    case DLX_EUNKNOWN_ITEM: return "unknown item";
    case DLX_EITEM_TWICE: return "item appears twice in one option";
    case DLX_ECOLOR_PRIMARY: return "colour given to a primary item";
    case DLX_EBOUNDS: return "bad multiplicity bounds";
    case DLX_EBOUNDS_SECONDARY: return "multiplicity bounds on a secondary item";
    case DLX_EEMPTY_OPTION: return "empty option";
    case DLX_ENO_PRIMARY: return "option has no primary item";
    case DLX_ENO_ITEMS: return "no items";
    case DLX_ESYNTAX: return "syntax error";
    case DLX_EBINARY: return "input is not text";
    case DLX_ELINE_TOO_LONG: return "line too long";
    case DLX_ETOO_BIG: return "problem too big";
    case DLX_EIO: return "input/output error";
    case DLX_EOVERFLOW: return "more solutions than a 64-bit count holds";
  }
  return "unknown error";
}

const char *dlx_version(void) {
  return PACKAGE_VERSION;
}

/* ---- Names and hashing ---------------------------------------------------- */

static int valid_name(const char *s) {
  if (!s || !*s) return 0;
  for (const unsigned char *p = (const unsigned char *)s; *p; p++)
    if (*p <= ' ' || *p == 0x7f || *p == ':' || *p == '|') return 0;
  return 1;
}

static uint32_t hash_str(const char *s) {
  uint32_t h = 2166136261u; /* FNV-1a */
  for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
    h ^= *p;
    h *= 16777619u;
  }
  return h;
}

/* Look NAME up in an open-addressing table of id+1 entries. */
static int hash_find(const int *tab, unsigned cap, char *const *names, const char *name) {
  if (cap == 0) return -1;
  unsigned mask = cap - 1, h = hash_str(name) & mask;
  for (;;) {
    int e = tab[h];
    if (e == 0) return -1;
    if (strcmp(names[e - 1], name) == 0) return e - 1;
    h = (h + 1) & mask;
  }
}

/* Make room for COUNT+1 entries (load at most 1/2) and insert id COUNT. */
static dlx_status_t hash_insert(int **tab, unsigned *cap, char *const *names, int count) {
  if ((size_t)(count + 1) * 2 > *cap) {
    unsigned ncap = *cap ? *cap * 2 : 64;
    if (ncap == 0 || ncap > UINT_MAX / 2) return DLX_ETOO_BIG;
    int *nt = calloc(ncap, sizeof *nt);
    if (!nt) return DLX_ENOMEM;
    for (int i = 0; i < count; i++) {
      unsigned h = hash_str(names[i]) & (ncap - 1);
      while (nt[h]) h = (h + 1) & (ncap - 1);
      nt[h] = i + 1;
    }
    free(*tab);
    *tab = nt;
    *cap = ncap;
  }
  unsigned h = hash_str(names[count]) & (*cap - 1);
  while ((*tab)[h]) h = (h + 1) & (*cap - 1);
  (*tab)[h] = count + 1;
  return DLX_OK;
}

static char *dup_str(const char *s) {
  size_t n = strlen(s) + 1;
  char *p = malloc(n);
  if (p) memcpy(p, s, n);
  return p;
}

/* Grow *P (elements of SIZE bytes, capacity *CAP) to hold at least NEED. */
static int grow(void **p, size_t size, size_t *cap, size_t need) {
  if (need <= *cap) return 1;
  size_t ncap = *cap ? *cap : 16;
  while (ncap < need) {
    if (ncap > SIZE_MAX / 2 / size) return 0;
    ncap *= 2;
  }
  void *np = realloc(*p, ncap * size);
  if (!np) return 0;
  *p = np;
  *cap = ncap;
  return 1;
}

static int grow_int(void **p, size_t size, int *cap, size_t need) {
  size_t c = (size_t)*cap;
  if (!grow(p, size, &c, need)) return 0;
  *cap = c > INT_MAX ? INT_MAX : (int)c;
  return 1;
}

/* ---- Building ------------------------------------------------------------- */

dlx_t *dlx_new(void) {
  dlx_t *d = calloc(1, sizeof *d);
  if (!d) return NULL;
  atomic_init(&d->cancel, 0);
  /* Index 0: the root of the active list (and an unused node). */
  d->nodes_cap = 64;
  d->nd = malloc(d->nodes_cap * sizeof *d->nd);
  d->ncolor = malloc(d->nodes_cap * sizeof *d->ncolor);
  d->links_cap = 64;
  d->llink = malloc(d->links_cap * sizeof *d->llink);
  d->rlink = malloc(d->links_cap * sizeof *d->rlink);
  d->opt_cap = 16;
  d->opt_start = malloc(d->opt_cap * sizeof *d->opt_start);
  if (!d->nd || !d->ncolor || !d->llink || !d->rlink || !d->opt_start) {
    dlx_free(d);
    return NULL;
  }
  d->nd[0].up = d->nd[0].down = 0;
  d->nd[0].top = d->nd[0].first = 0;
  d->ncolor[0] = 0;
  d->nnodes = 1;
  d->llink[0] = d->rlink[0] = 0;
  d->opt_start[0] = 0;
  return d;
}

void dlx_free(dlx_t *d) {
  if (!d) return;
  for (int i = 0; i < d->nitems; i++) free(d->item_name[i]);
  for (int i = 0; i < d->ncolors; i++) free(d->color_name[i]);
  free(d->item_name);
  free(d->item_lo);
  free(d->item_hi);
  free(d->item_prim);
  free(d->item_stamp);
  free(d->item_hash);
  free(d->color_name);
  free(d->color_hash);
  free(d->opt_start);
  free(d->elems);
  free(d->nd);
  free(d->ncolor);
  free(d->llink);
  free(d->rlink);
  free(d->level_nodes);
  free(d);
}

static dlx_status_t add_item(dlx_t *d, const char *name, int primary, unsigned lo, unsigned hi,
                             int *id) {
  if (!d) return DLX_EINVAL;
  if (d->noptions > 0 || d->nnodes > d->nitems + 1 || d->searching) return DLX_ESTATE;
  char autoname[32];
  if (!name) {
    snprintf(autoname, sizeof autoname, "#%d", d->nitems);
    name = autoname;
  } else if (!valid_name(name))
    return DLX_ESYNTAX;
  if (d->nitems >= INT_MAX / 4) return DLX_ETOO_BIG;
  if (hash_find(d->item_hash, d->item_hash_cap, d->item_name, name) >= 0) return DLX_EDUP_ITEM;
  int n = d->nitems;
  if (n + 1 > d->items_cap) {
    int cap = d->items_cap ? d->items_cap * 2 : 16;
    char **nm = realloc(d->item_name, cap * sizeof *nm);
    if (!nm) return DLX_ENOMEM;
    d->item_name = nm;
    unsigned *lo2 = realloc(d->item_lo, cap * sizeof *lo2);
    if (!lo2) return DLX_ENOMEM;
    d->item_lo = lo2;
    unsigned *hi2 = realloc(d->item_hi, cap * sizeof *hi2);
    if (!hi2) return DLX_ENOMEM;
    d->item_hi = hi2;
    unsigned char *pr = realloc(d->item_prim, cap * sizeof *pr);
    if (!pr) return DLX_ENOMEM;
    d->item_prim = pr;
    unsigned *st = realloc(d->item_stamp, cap * sizeof *st);
    if (!st) return DLX_ENOMEM;
    d->item_stamp = st;
    d->items_cap = cap;
  }
  /* Header node n+1 and list entry n+1. */
  if (n + 2 > d->links_cap) { /* both lists grow before the cap says so */
    int lc = d->links_cap;
    if (!grow_int((void **)&d->llink, sizeof *d->llink, &lc, (size_t)n + 2)) return DLX_ENOMEM;
    int *rl = realloc(d->rlink, (size_t)lc * sizeof *rl);
    if (!rl) return DLX_ENOMEM;
    d->rlink = rl;
    d->links_cap = lc;
  }
  if (d->nnodes + 1 > d->nodes_cap) {
    int cap = d->nodes_cap;
    if (!grow_int((void **)&d->nd, sizeof *d->nd, &cap, (size_t)d->nnodes + 1)) return DLX_ENOMEM;
    int *nc = realloc(d->ncolor, (size_t)cap * sizeof *nc);
    if (!nc) return DLX_ENOMEM;
    d->ncolor = nc;
    d->nodes_cap = cap;
  }
  char *copy = dup_str(name);
  if (!copy) return DLX_ENOMEM;
  d->item_name[n] = copy;
  dlx_status_t st = hash_insert(&d->item_hash, &d->item_hash_cap, d->item_name, n);
  if (st != DLX_OK) {
    free(copy);
    return st;
  }
  d->item_lo[n] = primary ? lo : 0;
  d->item_hi[n] = primary ? hi : 1;
  d->item_prim[n] = (unsigned char)primary;
  d->item_stamp[n] = 0;
  int h = n + 1;
  d->nd[h].up = d->nd[h].down = h;
  d->nd[h].top = d->nd[h].first = 0;
  d->ncolor[h] = 0;
  if (primary) {
    /* Append to the active list, after the last primary item. */
    int last = d->llink[0];
    d->llink[h] = last;
    d->rlink[h] = 0;
    d->rlink[last] = h;
    d->llink[0] = h;
    d->nprimary++;
    if (lo != 1 || hi != 1) d->nbounded++;
  } else
    d->llink[h] = d->rlink[h] = h;
  d->nnodes = h + 1;
  d->nitems = n + 1;
  if (id) *id = n;
  return DLX_OK;
}

dlx_status_t dlx_add_primary(dlx_t *d, const char *name, unsigned lo, unsigned hi, int *id) {
  if (!d) return DLX_EINVAL;
  if (hi == 0 || lo > hi || hi > DLX_MAX_MULTIPLICITY) return DLX_EBOUNDS;
  return add_item(d, name, 1, lo, hi, id);
}

dlx_status_t dlx_add_secondary(dlx_t *d, const char *name, int *id) {
  return add_item(d, name, 0, 0, 1, id);
}

dlx_status_t dlx_color(dlx_t *d, const char *name, int *color) {
  if (!d || !valid_name(name)) return d ? DLX_ESYNTAX : DLX_EINVAL;
  int c = hash_find(d->color_hash, d->color_hash_cap, d->color_name, name);
  if (c < 0) {
    if (d->ncolors >= INT_MAX / 4) return DLX_ETOO_BIG;
    if (!grow_int((void **)&d->color_name, sizeof *d->color_name, &d->colors_cap,
                  (size_t)d->ncolors + 1))
      return DLX_ENOMEM;
    char *copy = dup_str(name);
    if (!copy) return DLX_ENOMEM;
    d->color_name[d->ncolors] = copy;
    dlx_status_t st = hash_insert(&d->color_hash, &d->color_hash_cap, d->color_name, d->ncolors);
    if (st != DLX_OK) {
      free(copy);
      return st;
    }
    c = d->ncolors++;
  }
  if (color) *color = c + 1;
  return DLX_OK;
}

dlx_status_t dlx_add_option(dlx_t *d, const dlx_elem_t *elems, size_t n, int *id) {
  if (!d || (n > 0 && !elems)) return DLX_EINVAL;
  if (d->searching) return DLX_ESTATE; /* called from a callback of a running search */
  if (n == 0) return DLX_EEMPTY_OPTION;
  /* Validate first: nothing is changed by a rejected option. */
  if (++d->stamp == 0) {
    for (int i = 0; i < d->nitems; i++) d->item_stamp[i] = 0;
    d->stamp = 1;
  }
  unsigned stamp = d->stamp;
  int prim = 0;
  size_t ncol = 0;
  for (size_t k = 0; k < n; k++) {
    int it = elems[k].item;
    if (it < 0 || it >= d->nitems) return DLX_EUNKNOWN_ITEM;
    if (d->item_stamp[it] == stamp) return DLX_EITEM_TWICE;
    d->item_stamp[it] = stamp;
    if (elems[k].color != 0) {
      if (d->item_prim[it]) return DLX_ECOLOR_PRIMARY;
      if (elems[k].color < 0 || elems[k].color > d->ncolors) return DLX_EINVAL;
      ncol++;
    }
    if (d->item_prim[it]) prim = 1;
  }
  if (!prim) return DLX_ENO_PRIMARY;
  /* Room: N nodes, plus the first spacer, plus the spacer after. */
  if (d->noptions >= INT_MAX - 2 || n > (size_t)(INT_MAX / 2) ||
      (size_t)d->nnodes + n + 2 > (size_t)(INT_MAX / 2) || d->nelems + n > (size_t)(INT_MAX / 2))
    return DLX_ETOO_BIG;
  size_t need = (size_t)d->nnodes + n + 2;
  if (need > (size_t)d->nodes_cap) {
    int cap = d->nodes_cap;
    if (!grow_int((void **)&d->nd, sizeof *d->nd, &cap, need)) return DLX_ENOMEM;
    int *nc = realloc(d->ncolor, (size_t)cap * sizeof *nc);
    if (!nc) return DLX_ENOMEM;
    d->ncolor = nc;
    d->nodes_cap = cap;
  }
  if (!grow((void **)&d->elems, sizeof *d->elems, &d->elems_cap, d->nelems + n)) return DLX_ENOMEM;
  if (!grow_int((void **)&d->opt_start, sizeof *d->opt_start, &d->opt_cap, (size_t)d->noptions + 2))
    return DLX_ENOMEM;

  dlx_node_t *nd = d->nd;
  if (d->noptions == 0) { /* the first spacer */
    int sp = d->nnodes++;
    nd[sp].top = 0;
    nd[sp].up = 0;
    nd[sp].down = 0;
    nd[sp].first = 0;
    d->ncolor[sp] = 0;
  }
  int spacer = d->nnodes - 1, first = d->nnodes;
  for (size_t k = 0; k < n; k++) {
    int p = d->nnodes++;
    int h = elems[k].item + 1;
    int u = nd[h].up;
    nd[p].top = h;
    nd[p].first = first;
    nd[p].up = u;
    nd[p].down = h;
    nd[u].down = p;
    nd[h].up = p;
    nd[h].top++;
    d->ncolor[p] = elems[k].color;
    d->elems[d->nelems + k] = elems[k];
  }
  nd[spacer].down = d->nnodes - 1;
  int sp = d->nnodes++;
  nd[sp].top = -(d->noptions + 1);
  nd[sp].up = first;
  nd[sp].down = 0;
  nd[sp].first = 0;
  d->ncolor[sp] = 0;
  d->nelems += n;
  d->ncolored += ncol;
  d->noptions++;
  d->opt_start[d->noptions] = (int)d->nelems;
  if (id) *id = d->noptions - 1;
  return DLX_OK;
}

/* ---- Introspection -------------------------------------------------------- */

int dlx_item_count(const dlx_t *d) {
  return d ? d->nitems : 0;
}
int dlx_primary_count(const dlx_t *d) {
  return d ? d->nprimary : 0;
}
int dlx_option_count(const dlx_t *d) {
  return d ? d->noptions : 0;
}

const char *dlx_item_name(const dlx_t *d, int item) {
  if (!d || item < 0 || item >= d->nitems) return NULL;
  return d->item_name[item];
}

int dlx_item_find(const dlx_t *d, const char *name) {
  if (!d || !name) return -1;
  return hash_find(d->item_hash, d->item_hash_cap, d->item_name, name);
}

int dlx_item_is_primary(const dlx_t *d, int item) {
  if (!d || item < 0 || item >= d->nitems) return -1;
  return d->item_prim[item] ? 1 : 0;
}

void dlx_item_bounds(const dlx_t *d, int item, unsigned *lo, unsigned *hi) {
  unsigned l = 1, h = 1;
  if (d && item >= 0 && item < d->nitems) {
    l = d->item_lo[item];
    h = d->item_hi[item];
  }
  if (lo) *lo = l;
  if (hi) *hi = h;
}

const char *dlx_color_name(const dlx_t *d, int color) {
  if (!d || color < 1 || color > d->ncolors) return NULL;
  return d->color_name[color - 1];
}

int dlx_option_size(const dlx_t *d, int option) {
  if (!d || option < 0 || option >= d->noptions) return -1;
  return d->opt_start[option + 1] - d->opt_start[option];
}

dlx_elem_t dlx_option_elem(const dlx_t *d, int option, int k) {
  dlx_elem_t e = {-1, 0};
  if (!d || option < 0 || option >= d->noptions || k < 0 ||
      k >= d->opt_start[option + 1] - d->opt_start[option])
    return e;
  return d->elems[d->opt_start[option] + k];
}

/* ---- Searching ------------------------------------------------------------ */

/* xoshiro256** seeded by splitmix64: our own RNG, identical everywhere. */
typedef struct rng {
  uint64_t s[4];
} rng_t;

static uint64_t splitmix64(uint64_t *x) {
  uint64_t z = (*x += 0x9e3779b97f4a7c15u);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}

static void rng_seed(rng_t *r, uint64_t seed) {
  for (int i = 0; i < 4; i++) r->s[i] = splitmix64(&seed);
}

static inline uint64_t rotl(uint64_t x, int k) {
  return (x << k) | (x >> (64 - k));
}

static uint64_t rng_next(rng_t *r) {
  uint64_t *s = r->s;
  uint64_t res = rotl(s[1] * 5, 7) * 9, t = s[1] << 17;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl(s[3], 45);
  return res;
}

/* Uniform in [0, n), n >= 1 (rejection, so exactly uniform). */
static uint64_t rng_below(rng_t *r, uint64_t n) {
  uint64_t lim = UINT64_MAX - UINT64_MAX % n;
  uint64_t x;
  do x = rng_next(r);
  while (x >= lim);
  return x % n;
}

/* State of one search. */
typedef struct srch {
  dlx_t *d;
  const dlx_search_opts_t *o;
  uint64_t nodes, updates, solutions;
  int max_level;
  dlx_end_t end;
  uint64_t next_event; /* node count at which srch_event runs */
  uint64_t next_cancel, next_progress;
  uint64_t max_updates; /* UINT64_MAX when unlimited */
  int randomize;
  rng_t rng;
  int *choice; /* node chosen at each level */
  int choice_cap;
  int *sol; /* option ids of a solution */
  /* Randomized option order: the options of level L's item are
   * perm[pstart[L] .. pstart[L]+plen[L]), tried from index pidx[L]. */
  int *perm;
  size_t perm_cap;
  size_t *pstart;
  int *plen, *pidx;
  int nomem;
  /* Algorithm M: BOUND and SLACK by header index, the item branched on at
   * each level, and the capacity of the per-level arrays. */
  int *bound, *slack, *itm;
  int depth_cap;
  /* Algorithms X and C: the active primary items, densely. */
  int *act, *apos;
  int nact;
  /* The structure searched (the handle's, or a worker's copy), its node
   * colours, and the nodes-per-level counters. */
  dlx_node_t *nd;
  int *col;
  uint64_t *prof;
  /* Parallel search (X and C): a worker searches below the prefix
   * choice[0..base-1]; the splitting search records every path of length
   * CUT (> 0) in pre[0 .. npre*cut) instead of searching below it. */
  int base, cut;
  int *pre;
  size_t npre, pre_cap;
  struct par *par;  /* the parallel search this is a worker of, or NULL */
  struct cells *cl; /* the sparse-set structure searched, or NULL (links) */
} srch_t;

/* Shared by the workers of a parallel search. */
typedef struct par {
  atomic_size_t next; /* next subtree to take */
  atomic_int stop;    /* a worker stopped: the others stop too */
  /* Totals of the subtrees finished so far, for progress reports. */
  atomic_uint_least64_t nodes, updates, solutions;
} par_t;

#define CANCEL_EVERY 1024u /* nodes between two looks at the cancel flag */

/* Work out when srch_event must run next. */
static void srch_schedule(srch_t *s) {
  uint64_t n = s->next_cancel;
  if (s->next_progress < n) n = s->next_progress;
  if (s->o->max_nodes && s->o->max_nodes < n)
    n = s->o->max_nodes + 1; /* runs at the node that would exceed it */
  s->next_event = n;
}

/* Called at the start of a level when a node count threshold is reached
 * or the update budget is exceeded; S->nodes already counts the new node.
 * Returns nonzero to stop (S->end says why). */
static int srch_event(srch_t *s, int level) {
  const dlx_search_opts_t *o = s->o;
  (void)level;
  if (o->max_nodes && s->nodes > o->max_nodes) {
    s->end = DLX_END_BUDGET;
    return 1;
  }
  if (s->updates > s->max_updates) {
    s->end = DLX_END_BUDGET;
    return 1;
  }
  if (s->nodes >= s->next_cancel) {
    s->next_cancel = s->nodes + CANCEL_EVERY;
    if (atomic_load_explicit(&s->d->cancel, memory_order_relaxed)) {
      s->end = DLX_END_CANCELLED;
      return 1;
    }
    if (s->par && atomic_load_explicit(&s->par->stop, memory_order_relaxed)) {
      s->end = DLX_END_CANCELLED; /* dlx_search_par sorts out why */
      return 1;
    }
  }
  if (s->nodes >= s->next_progress) {
    s->next_progress = s->nodes + o->progress_nodes;
    if (o->on_progress) {
      dlx_stats_t st;
      memset(&st, 0, sizeof st);
      st.solutions = s->solutions;
      st.nodes = s->nodes;
      st.updates = s->updates;
      st.max_level = s->max_level;
      st.end = DLX_END_EXHAUSTED;
      st.level_nodes = s->prof;
      st.levels = s->max_level + 1;
      if (s->par) { /* this worker's subtree plus all finished ones */
        st.solutions += atomic_load(&s->par->solutions);
        st.nodes += atomic_load(&s->par->nodes);
        st.updates += atomic_load(&s->par->updates);
        st.level_nodes = NULL;
        st.levels = 0;
      }
      if (o->on_progress(o->progress_ctx, &st)) {
        s->end = DLX_END_CALLBACK;
        return 1;
      }
    }
  }
  srch_schedule(s);
  return 0;
}

/* Option id of node P (a non-spacer option node). */
static int option_of(const dlx_node_t *nd, int p) {
  while (nd[p].top > 0) p++;
  return -nd[p].top - 1;
}

/* Hand the K options of s->sol to the solution callback and apply the
 * solution limit: nonzero to stop (the end recorded). Both engines' visits
 * end here. */
static int deliver(srch_t *s, int k) {
  const dlx_search_opts_t *o = s->o;
  if (o->on_solution && o->on_solution(o->solution_ctx, s->sol, k)) {
    s->end = DLX_END_CALLBACK;
    return 1;
  }
  if (o->max_solutions && s->solutions >= o->max_solutions) {
    s->end = DLX_END_MAX;
    return 1;
  }
  return 0;
}

/* A solution made of the options chosen at levels 0..N-1 (entries that are
 * item headers, the "no more options" branches of Algorithm M, are
 * skipped). Returns nonzero to stop. */
static int srch_visit(srch_t *s, int n) {
  s->solutions++;
  int k = 0;
  if (s->o->on_solution) {
    const dlx_node_t *nd = s->nd;
    int nitems = s->d->nitems;
    for (int l = 0; l < n; l++)
      if (s->choice[l] > nitems) s->sol[k++] = option_of(nd, s->choice[l]);
  }
  return deliver(s, k);
}

/* Record the path choice[0..cut-1] for a worker of a parallel search. */
static void srch_prefix(srch_t *s, int cut) {
  if (!grow((void **)&s->pre, sizeof *s->pre, &s->pre_cap, (s->npre + 1) * (size_t)cut)) {
    s->nomem = 1;
    return;
  }
  memcpy(s->pre + s->npre * (size_t)cut, s->choice, (size_t)cut * sizeof *s->pre);
  s->npre++;
}

/* Randomized MRV: the shortest active primary list, ties at random. */
static int srch_choose_random(srch_t *s, const dlx_node_t *nd, const int *act, int nact) {
  int best = 0, t = INT_MAX;
  uint64_t ties = 0;
  for (int j = 0; j < nact; j++) {
    int k = act[j];
    int len = nd[k].top;
    if (len < t) {
      best = k;
      t = len;
      ties = 1;
    } else if (len == t) {
      ties++;
      if (rng_below(&s->rng, ties) == 0) best = k;
    }
  }
  return best;
}

/* Copy item C's list into the permutation buffer for LEVEL, shuffled.
 * The buffer was sized for the worst case before the search began. */
static void srch_shuffle(srch_t *s, const dlx_node_t *nd, int first, int c, int level) {
  size_t start = level ? s->pstart[level - 1] + (size_t)s->plen[level - 1] : 0;
  int n = 0;
  for (int p = first; p != c; p = nd[p].down) s->perm[start + n++] = p;
  for (int i = n - 1; i > 0; i--) {
    int j = (int)rng_below(&s->rng, (uint64_t)i + 1);
    int t = s->perm[start + i];
    s->perm[start + i] = s->perm[start + j];
    s->perm[start + j] = t;
  }
  s->pstart[level] = start;
  s->plen[level] = n;
  s->pidx[level] = 0;
}

static inline int srch_next_random(srch_t *s, int level, int c) {
  if (s->pidx[level] >= s->plen[level]) return c;
  return s->perm[s->pstart[level] + s->pidx[level]++];
}

/* Updates that hiding option P would make. */
static uint64_t cost_hide(const dlx_node_t *nd, const int *col, int p) {
  uint64_t n = 0;
  for (int nn = p + 1; nn != p;) {
    if (nd[nn].top <= 0) {
      nn = nd[nn].up;
      continue;
    }
    n += !col || col[nn] >= 0;
    nn++;
  }
  return n;
}

/* Updates that covering item C would make. */
static uint64_t cost_cover(const dlx_node_t *nd, const int *col, int c) {
  uint64_t n = 1;
  for (int rr = nd[c].down; rr != c; rr = nd[rr].down) n += cost_hide(nd, col, rr);
  return n;
}

/* Updates that purifying node P's item would make. */
static uint64_t cost_purify(const dlx_node_t *nd, const int *col, int p) {
  uint64_t n = 0;
  int c = nd[p].top, x = col[p];
  for (int rr = nd[c].down; rr != c; rr = nd[rr].down)
    if (col[rr] != x) n += cost_hide(nd, col, rr);
  return n;
}

#define XC_CAT2(a, b) a##b
#define XC_CAT(a, b)  XC_CAT2(a, b)

#if defined __GNUC__
#define XC_NOINLINE __attribute__((noinline))
#else
#define XC_NOINLINE
#endif

#define XC_NAME    search_x
#define XC_COLORS  0
#define XC_RANDOM  0
#define XC_UNIFORM 0
#include "dlx/dlx_xc.h"
#undef XC_NAME
#undef XC_COLORS
#undef XC_RANDOM
#undef XC_UNIFORM

#define XC_NAME    search_xu
#define XC_COLORS  0
#define XC_RANDOM  0
#define XC_UNIFORM 1
#include "dlx/dlx_xc.h"
#undef XC_NAME
#undef XC_COLORS
#undef XC_RANDOM
#undef XC_UNIFORM

/* Plain exact cover whose options all have 3 items (Langford pairs, queens). */
#define XC_NAME    search_x3
#define XC_COLORS  0
#define XC_RANDOM  0
#define XC_UNIFORM 0
#define XC_KLEN    3
#include "dlx/dlx_xc.h"
#undef XC_NAME
#undef XC_COLORS
#undef XC_RANDOM
#undef XC_UNIFORM

/* Plain exact cover whose options all have 4 items (Langford pairs, queens). */
#define XC_NAME    search_x4
#define XC_COLORS  0
#define XC_RANDOM  0
#define XC_UNIFORM 0
#define XC_KLEN    4
#include "dlx/dlx_xc.h"
#undef XC_NAME
#undef XC_COLORS
#undef XC_RANDOM
#undef XC_UNIFORM

/* Long options, all of 6 items (pentominoes: a piece and five cells). */
#define XC_NAME    search_xu6
#define XC_COLORS  0
#define XC_RANDOM  0
#define XC_UNIFORM 1
#define XC_KLEN    6
#include "dlx/dlx_xc.h"
#undef XC_NAME
#undef XC_COLORS
#undef XC_RANDOM
#undef XC_UNIFORM

#define XC_NAME    search_c
#define XC_COLORS  1
#define XC_RANDOM  0
#define XC_UNIFORM 0
#include "dlx/dlx_xc.h"
#undef XC_NAME
#undef XC_COLORS
#undef XC_RANDOM
#undef XC_UNIFORM

#define XC_NAME    search_xr
#define XC_COLORS  0
#define XC_RANDOM  1
#define XC_UNIFORM 0
#include "dlx/dlx_xc.h"
#undef XC_NAME
#undef XC_COLORS
#undef XC_RANDOM
#undef XC_UNIFORM

#define XC_NAME    search_cr
#define XC_COLORS  1
#define XC_RANDOM  1
#define XC_UNIFORM 0
#include "dlx/dlx_xc.h"
#undef XC_NAME
#undef XC_COLORS
#undef XC_RANDOM
#undef XC_UNIFORM

/* The number of items of every option when they all have the same, or 0. */
static int uniform_length(const dlx_t *d) {
  int k = d->noptions > 0 ? d->opt_start[1] - d->opt_start[0] : 0;
  for (int o = 1; o < d->noptions && k > 0; o++)
    if (d->opt_start[o + 1] - d->opt_start[o] != k) k = 0;
  return k;
}

/* ---- The sparse-set engine (dancing cells), Algorithms X and C ----------- */

/* One node of the sparse-set structure (dlx_cells.h). For an option's
 * node: ITM is its item's base in SET, LOC its place in that item's set,
 * FIRST the option's first node, CLR its colour. For the spacer before
 * option k: ITM -k (<= 0), LOC k, FIRST the option's last node. */
typedef struct cnode {
  int itm, loc, first, clr;
} cnode_t;

/* The structure of one sparse-set search, built from the problem as
 * given (cells_build): item k's set starts at SET[BASE[k]], primary
 * items first (in id order, so that comparing bases compares ids), then
 * the secondary ones from SECOND on. */
typedef struct cells {
  cnode_t *nd;
  int *set, *base;
  int *pitem, *sitem;
  int pact, sact, second;
  /* Per level: the node chosen, where its saved sizes start on STACK,
   * and the active counts they go with. */
  int *choice, *lpact, *lsact, *lsize;
  size_t *sbase;
  int *stack;
  size_t stack_cap;
  int *len0; /* each item's number of options, by id */
  int n, np, ns;
} cells_t;

static void cells_free(cells_t *c) {
  free(c->nd);
  free(c->set);
  free(c->base);
  free(c->pitem);
  free(c->sitem);
  free(c->choice);
  free(c->sbase);
  free(c->lpact);
  free(c->lsact);
  free(c->lsize);
  free(c->stack);
  free(c->len0);
  memset(c, 0, sizeof *c);
}

static int cells_grow_stack(cells_t *c, size_t need) {
  return grow((void **)&c->stack, sizeof *c->stack, &c->stack_cap, need);
}

/* The length to which cells_build pads every option (with nodes of an
 * item that is never active), so that a loop of fixed length can run over
 * an option's nodes, or 0: when the longest option has 3 to 6 items and
 * padding adds at most a quarter to the nodes. (MacMahon's triangles with
 * colours, options of 3 to 5 items: 25.2 G instructions, padded 21.7 G.) */
static int cells_pad(const dlx_t *d) {
  int kmax = 0;
  for (int o = 0; o < d->noptions; o++)
    if (d->opt_start[o + 1] - d->opt_start[o] > kmax) kmax = d->opt_start[o + 1] - d->opt_start[o];
  if (kmax < 3 || kmax > 6) return 0;
  size_t padded = (size_t)kmax * (size_t)d->noptions;
  return 4 * (padded - d->nelems) <= d->nelems ? kmax : 0;
}

/* Build the sparse-set structure of D's problem, every option in its
 * items' sets in input order. Returns 0 when memory runs out. */
static int cells_build(const dlx_t *d, cells_t *c) {
  int n = d->nitems, no = d->noptions, pad = cells_pad(d);
  size_t nn = pad ? (size_t)no * (size_t)(pad + 1) + 1 : d->nelems + (size_t)no + 1;
  size_t nlev = (size_t)d->nprimary + 2;
  memset(c, 0, sizeof *c);
  c->base = calloc((size_t)n + 1, sizeof *c->base);
  c->nd = malloc(nn * sizeof *c->nd);
  c->set = malloc((d->nelems + 2 * (size_t)n + 4) * sizeof *c->set);
  c->pitem = malloc(((size_t)d->nprimary + 1) * sizeof *c->pitem);
  c->sitem = malloc(((size_t)(n - d->nprimary) + 1) * sizeof *c->sitem);
  c->choice = malloc(nlev * sizeof *c->choice);
  c->sbase = malloc(nlev * sizeof *c->sbase);
  c->lpact = malloc(nlev * sizeof *c->lpact);
  c->lsact = calloc(nlev, sizeof *c->lsact);
  c->lsize = malloc(nlev * sizeof *c->lsize);
  c->len0 = malloc(((size_t)n + 1) * sizeof *c->len0);
  if (!c->len0 || !c->base || !c->nd || !c->set || !c->pitem || !c->sitem || !c->choice ||
      !c->sbase || !c->lpact || !c->lsact || !c->lsize ||
      !cells_grow_stack(c, 4 * ((size_t)n + 1))) {
    cells_free(c);
    return 0;
  }
  /* Item lengths first (in BASE), then the bases. */
  for (size_t e = 0; e < d->nelems; e++) c->base[d->elems[e].item]++;
  int x = 2, np = 0, ns = 0;
  for (int pass = 1; pass >= 0; pass--) {
    if (pass == 0) c->second = x;
    for (int k = 0; k < n; k++) {
      if (d->item_prim[k] != pass) continue;
      int len = c->base[k];
      c->base[k] = x;
      if (pass) {
        c->set[x - 2] = np;
        c->pitem[np++] = x;
      } else {
        c->set[x - 2] = ns;
        c->sitem[ns++] = x;
      }
      c->set[x - 1] = 0;
      x += len + 2;
    }
  }
  c->pact = c->np = np;
  c->sact = c->ns = ns;
  /* The item of the padding nodes: secondary, never active (its place is
   * past any count of active items), so every loop passes its nodes by. */
  int dummy = x + 2;
  c->set[dummy - 2] = INT_MAX;
  c->set[dummy - 1] = 0;
  int p = 0; /* the spacer before option o */
  for (int o = 0; o < no; o++) {
    int first = p + 1, len = d->opt_start[o + 1] - d->opt_start[o];
    int plen = pad ? pad : len;
    c->nd[p].itm = -o;
    c->nd[p].loc = o;
    c->nd[p].first = first + plen - 1;
    c->nd[p].clr = 0;
    for (int k = 0; k < len; k++) {
      dlx_elem_t e = d->elems[d->opt_start[o] + k];
      int b = c->base[e.item], q = first + k;
      c->nd[q].itm = b;
      c->nd[q].loc = b + c->set[b - 1];
      c->nd[q].first = first;
      c->nd[q].clr = e.color;
      c->set[b + c->set[b - 1]++] = q;
    }
    for (int k = len; k < plen; k++) {
      c->nd[first + k].itm = dummy;
      c->nd[first + k].loc = dummy;
      c->nd[first + k].first = first;
      c->nd[first + k].clr = 0;
    }
    p = first + plen;
  }
  c->nd[p].itm = -no;
  c->nd[p].loc = no;
  c->nd[p].first = 0;
  c->nd[p].clr = 0;
  c->n = n;
  for (int k = 0; k < n; k++) c->len0[k] = c->set[c->base[k] - 1];
  return 1;
}

/* Back to the state of the root: every item active with all its options
 * (the sets hold them all, in some order). */
static void cells_reset(cells_t *c) {
  for (int k = 0; k < c->n; k++) c->set[c->base[k] - 1] = c->len0[k];
  c->pact = c->np;
  c->sact = c->ns;
}

/* A solution of the sparse-set search: the options chosen at levels
 * 0..N-1. Returns nonzero to stop. */
static int cells_visit(srch_t *s, const cells_t *c, int n) {
  s->solutions++;
  if (s->o->on_solution)
    for (int l = 0; l < n; l++) s->sol[l] = c->nd[c->nd[c->choice[l]].first - 1].loc;
  return deliver(s, n);
}

/* Plain exact cover: primary items only. */
#define CL_NAME   cells_x
#define CL_SEC    0
#define CL_COLORS 0
#define CL_SLOW   0
#include "dlx/dlx_cells.h"
#undef CL_NAME
#undef CL_SEC
#undef CL_COLORS
#undef CL_SLOW

/* Fixed-length options (the loops over an option's nodes unrolled, no
 * spacer read): Langford pairs (3), pentominoes (6). */
#define CL_NAME   cells_x3
#define CL_SEC    0
#define CL_COLORS 0
#define CL_SLOW   0
#define CL_KLEN   3
#include "dlx/dlx_cells.h"
#undef CL_NAME
#undef CL_SEC
#undef CL_COLORS
#undef CL_SLOW

#define CL_NAME   cells_x6
#define CL_SEC    0
#define CL_COLORS 0
#define CL_SLOW   0
#define CL_KLEN   6
#include "dlx/dlx_cells.h"
#undef CL_NAME
#undef CL_SEC
#undef CL_COLORS
#undef CL_SLOW

/* Options of K items, or padded to K (cells_pad), with secondary items
 * (the padding's item is one), without or with colours. */
#define CL_NAME   cells_s3
#define CL_SEC    1
#define CL_COLORS 0
#define CL_SLOW   0
#define CL_KLEN   3
#include "dlx/dlx_cells.h"
#undef CL_NAME
#undef CL_SEC
#undef CL_COLORS
#undef CL_SLOW
#define CL_NAME   cells_s4
#define CL_SEC    1
#define CL_COLORS 0
#define CL_SLOW   0
#define CL_KLEN   4
#include "dlx/dlx_cells.h"
#undef CL_NAME
#undef CL_SEC
#undef CL_COLORS
#undef CL_SLOW
#define CL_NAME   cells_s5
#define CL_SEC    1
#define CL_COLORS 0
#define CL_SLOW   0
#define CL_KLEN   5
#include "dlx/dlx_cells.h"
#undef CL_NAME
#undef CL_SEC
#undef CL_COLORS
#undef CL_SLOW
#define CL_NAME   cells_s6
#define CL_SEC    1
#define CL_COLORS 0
#define CL_SLOW   0
#define CL_KLEN   6
#include "dlx/dlx_cells.h"
#undef CL_NAME
#undef CL_SEC
#undef CL_COLORS
#undef CL_SLOW
#define CL_NAME   cells_c3
#define CL_SEC    1
#define CL_COLORS 1
#define CL_SLOW   0
#define CL_KLEN   3
#include "dlx/dlx_cells.h"
#undef CL_NAME
#undef CL_SEC
#undef CL_COLORS
#undef CL_SLOW
#define CL_NAME   cells_c4
#define CL_SEC    1
#define CL_COLORS 1
#define CL_SLOW   0
#define CL_KLEN   4
#include "dlx/dlx_cells.h"
#undef CL_NAME
#undef CL_SEC
#undef CL_COLORS
#undef CL_SLOW
#define CL_NAME   cells_c5
#define CL_SEC    1
#define CL_COLORS 1
#define CL_SLOW   0
#define CL_KLEN   5
#include "dlx/dlx_cells.h"
#undef CL_NAME
#undef CL_SEC
#undef CL_COLORS
#undef CL_SLOW
#define CL_NAME   cells_c6
#define CL_SEC    1
#define CL_COLORS 1
#define CL_SLOW   0
#define CL_KLEN   6
#include "dlx/dlx_cells.h"
#undef CL_NAME
#undef CL_SEC
#undef CL_COLORS
#undef CL_SLOW

/* Secondary items, no colours. */
#define CL_NAME   cells_s
#define CL_SEC    1
#define CL_COLORS 0
#define CL_SLOW   0
#include "dlx/dlx_cells.h"
#undef CL_NAME
#undef CL_SEC
#undef CL_COLORS
#undef CL_SLOW

/* Colours. */
#define CL_NAME   cells_c
#define CL_SEC    1
#define CL_COLORS 1
#define CL_SLOW   0
#include "dlx/dlx_cells.h"
#undef CL_NAME
#undef CL_SEC
#undef CL_COLORS
#undef CL_SLOW

/* Everything, slowly: randomized, budgeted or splitting searches. */
#define CL_NAME   cells_r
#define CL_SEC    1
#define CL_COLORS 1
#define CL_SLOW   1
#include "dlx/dlx_cells.h"
#undef CL_NAME
#undef CL_SEC
#undef CL_COLORS
#undef CL_SLOW

/* The sparse-set loop that fits the problem and the search. */
static void (*cells_variant(const dlx_t *d, const srch_t *s))(srch_t *) {
  if (s->randomize || s->max_updates != UINT64_MAX || s->cut > 0) return cells_r;
  /* Options padded to K items (cells_pad): the loops of that length. */
  int k = cells_pad(d);
  if (d->ncolored)
    return k == 3 ? cells_c3 : k == 4 ? cells_c4 : k == 5 ? cells_c5 : k == 6 ? cells_c6 : cells_c;
  if (d->nprimary == d->nitems && uniform_length(d) == k && (k == 3 || k == 6))
    return k == 3 ? cells_x3 : cells_x6; /* no padding, no secondary item */
  if (k) return k == 3 ? cells_s3 : k == 4 ? cells_s4 : k == 5 ? cells_s5 : cells_s6;
  return d->nprimary < d->nitems ? cells_s : cells_x;
}

/* ---- Algorithm M ---------------------------------------------------------- */

static int ensure_levels(dlx_t *d, size_t n) {
  if (n > (size_t)INT_MAX) return 0;
  return grow_int((void **)&d->level_nodes, sizeof *d->level_nodes, &d->level_cap, n);
}

/* Hide option P (all its nodes but P itself) and undo it; colours as in
 * Knuth's DLX2: purified nodes (colour -1) stay where they are. COL is
 * NULL for a problem without colours: no colour to load for each node. The
 * nodes before P and after it in two loops, so that P needs no test. */
#define M_HIDE_RANGE(lo, hi)                                                                       \
  for (int nn = (lo); nn < (hi); nn++) {                                                           \
    if (col && col[nn] < 0) continue;                                                              \
    int uu = nd[nn].up, dd = nd[nn].down, cc = nd[nn].top;                                         \
    nd[uu].down = dd;                                                                              \
    nd[dd].up = uu;                                                                                \
    nd[cc].top--;                                                                                  \
    upd++;                                                                                         \
  }
#define M_UNHIDE_RANGE(lo, hi)                                                                     \
  for (int nn = (lo); nn < (hi); nn++) {                                                           \
    if (col && col[nn] < 0) continue;                                                              \
    int uu = nd[nn].up, dd = nd[nn].down, cc = nd[nn].top;                                         \
    nd[uu].down = nn;                                                                              \
    nd[dd].up = nn;                                                                                \
    nd[cc].top++;                                                                                  \
  }

static inline uint64_t m_hide(dlx_node_t *nd, const int *col, int p) {
  int f = nd[p].first, l = nd[f - 1].down;
  uint64_t upd = 0;
  M_HIDE_RANGE(f, p)
  M_HIDE_RANGE(p + 1, l + 1)
  return upd;
}

static inline void m_unhide(dlx_node_t *nd, const int *col, int p) {
  int f = nd[p].first, l = nd[f - 1].down;
  M_UNHIDE_RANGE(f, p)
  M_UNHIDE_RANGE(p + 1, l + 1)
}

/* Cover and uncover for Algorithm M, which keeps the linked active list. */
static uint64_t m_cover(dlx_node_t *nd, const int *col, int *ll, int *rl, int c) {
  uint64_t upd = 1;
  int l = ll[c], r = rl[c];
  rl[l] = r;
  ll[r] = l;
  for (int rr = nd[c].down; rr != c; rr = nd[rr].down) upd += m_hide(nd, col, rr);
  return upd;
}

static void m_uncover(dlx_node_t *nd, const int *col, int *ll, int *rl, int c) {
  for (int rr = nd[c].down; rr != c; rr = nd[rr].down) m_unhide(nd, col, rr);
  int l = ll[c], r = rl[c];
  rl[l] = c;
  ll[r] = c;
}

/* Updates that committing node P (an item of a chosen option other than
 * the one branched on) would make under Algorithm M. */
static uint64_t m_cost_commit(const srch_t *s, const dlx_node_t *nd, const int *col, int p) {
  int cc = nd[p].top;
  if (s->d->item_prim[cc - 1]) return s->bound[cc] == 1 ? cost_cover(nd, col, cc) : 0;
  if (!col || col[p] == 0) return cost_cover(nd, col, cc);
  if (col[p] > 0) return cost_purify(nd, col, p);
  return 0;
}

/* Make the per-level arrays hold at least N levels. */
static int srch_grow(srch_t *s, size_t n) {
  if (n <= (size_t)s->depth_cap) return 1;
  size_t cap = (size_t)s->depth_cap * 2;
  if (cap < n) cap = n;
  if (cap > (size_t)INT_MAX / 2) return 0;
  int *c = realloc(s->choice, cap * sizeof *c);
  if (!c) return 0;
  s->choice = c;
  c = realloc(s->sol, cap * sizeof *c);
  if (!c) return 0;
  s->sol = c;
  c = realloc(s->itm, cap * sizeof *c);
  if (!c) return 0;
  s->itm = c;
  c = realloc(s->plen, cap * sizeof *c);
  if (!c) return 0;
  s->plen = c;
  c = realloc(s->pidx, cap * sizeof *c);
  if (!c) return 0;
  s->pidx = c;
  size_t *z = realloc(s->pstart, cap * sizeof *z);
  if (!z) return 0;
  s->pstart = z;
  dlx_t *d = s->d;
  int old = d->level_cap;
  if (!ensure_levels(d, cap)) return 0;
  if (d->level_cap > old)
    memset(d->level_nodes + old, 0, (size_t)(d->level_cap - old) * sizeof *d->level_nodes);
  s->prof = d->level_nodes; /* it may have moved */
  s->depth_cap = (int)cap;
  return 1;
}

/* Copy item I's list into the option buffer for LEVEL (shuffled when
 * randomizing). */
static int m_snapshot(srch_t *s, const dlx_node_t *nd, int i, int level) {
  size_t start = level ? s->pstart[level - 1] + (size_t)s->plen[level - 1] : 0;
  size_t len = (size_t)nd[i].top;
  if (!grow((void **)&s->perm, sizeof *s->perm, &s->perm_cap, start + len + 1)) return 0;
  int n = 0;
  for (int p = nd[i].down; p != i; p = nd[p].down) s->perm[start + n++] = p;
  if (s->randomize)
    for (int k = n - 1; k > 0; k--) {
      int j = (int)rng_below(&s->rng, (uint64_t)k + 1);
      int t = s->perm[start + k];
      s->perm[start + k] = s->perm[start + j];
      s->perm[start + j] = t;
    }
  s->pstart[level] = start;
  s->plen[level] = n;
  s->pidx[level] = 0;
  return 1;
}

/* Undo the commits of option X's nodes that come before node STOP (STOP ==
 * X: all of them), right to left. */
static void m_uncommit(srch_t *s, dlx_node_t *nd, int *col, int *ll, int *rl, int x, int stop) {
  int *bound = s->bound;
  const unsigned char *prim = s->d->item_prim;
  for (int pp = stop - 1; pp != x;) {
    int cc = nd[pp].top;
    if (cc <= 0) {
      pp = nd[pp].down;
      continue;
    }
    if (prim[cc - 1]) {
      if (bound[cc] == 0) m_uncover(nd, col, ll, rl, cc);
      bound[cc]++;
    } else if (!col || col[pp] == 0)
      m_uncover(nd, col, ll, rl, cc);
    else if (col[pp] > 0)
      search_c_unpurify(nd, col, pp);
    pp--;
  }
}

/* Algorithm M (TAOCP 7.2.2.1), with multiplicities, colours, randomized
 * order and exact budgets, steps numbered as in the book. */
static void search_m(srch_t *s) {
  dlx_t *d = s->d;
  dlx_node_t *nd = d->nd;
  int *col = d->ncolored ? d->ncolor : NULL; /* NULL: no colour to look at */
  int *ll = d->llink, *rl = d->rlink;
  int *bound = s->bound, *slack = s->slack;
  const unsigned char *prim = d->item_prim;
  const uint64_t maxu = s->max_updates;
  const int budget = maxu != UINT64_MAX;
  int level = 0, i = 0, x = 0, maxl = 0;
  uint64_t nodes = 0, updates = 0;

m2: /* Enter level LEVEL. */
  if (level + 2 > s->depth_cap && !srch_grow(s, (size_t)level + 2)) {
    s->nomem = 1;
    goto m9;
  }
  nodes++;
  d->level_nodes[level]++;
  if (level > maxl) maxl = level;
  if (nodes >= s->next_event || updates > maxu) {
    s->nodes = nodes;
    s->updates = updates;
    s->max_level = maxl;
    if (srch_event(s, level)) {
      nodes--;
      d->level_nodes[level]--;
      goto m9;
    }
  }
  if (rl[0] == 0) {
    s->nodes = nodes;
    s->updates = updates;
    s->max_level = maxl;
    if (srch_visit(s, level)) goto m9;
    goto m9;
  }
  { /* M3: the item of smallest branching degree LEN + 1 - max(need, 0). */
    long t = LONG_MAX;
    uint64_t ties = 0;
    for (int k = rl[0]; k != 0; k = rl[k]) {
      long need = (long)bound[k] - slack[k];
      long th = (long)nd[k].top + 1 - (need > 0 ? need : 0);
      if (th < t) {
        t = th;
        i = k;
        ties = 1;
        if (th <= 0 && !s->randomize) break;
      } else if (th == t && s->randomize) {
        ties++;
        if (rng_below(&s->rng, ties) == 0) i = k;
      }
    }
    if (t <= 0) goto m9;
  }
  /* M4: prepare to branch on I. */
  if (bound[i] == 1) {
    if (budget && updates + cost_cover(nd, col, i) > maxu) {
      s->end = DLX_END_BUDGET;
      goto m9;
    }
    updates += m_cover(nd, col, ll, rl, i);
  }
  bound[i]--;
  s->itm[level] = i;
  if (!m_snapshot(s, nd, i, level)) {
    s->nomem = 1;
    goto m8;
  }

m5: /* Try the next way to use item I. */
  if (s->end != DLX_END_EXHAUSTED || s->nomem) goto m8;
  if (bound[i] == 0) { /* I is covered: its options, then maybe none */
    if (s->pidx[level] < s->plen[level]) {
      x = s->perm[s->pstart[level] + s->pidx[level]++];
      goto m6;
    }
    if (slack[i] == 0) goto m8;
    s->choice[level] = i; /* leave I with one cover fewer */
    level++;
    goto m2;
  }
  if ((long)nd[i].top <= (long)bound[i] - slack[i])
    goto m8; /* too few options left to reach the lower bound */
  if (s->pidx[level] < s->plen[level]) {
    x = s->perm[s->pstart[level] + s->pidx[level]];
    if (budget && updates + 1 + cost_hide(nd, col, x) > maxu) {
      s->end = DLX_END_BUDGET;
      goto m8;
    }
    s->pidx[level]++;
    /* Tweak X: hide it and take it out of I's list, for good at this level. */
    updates += m_hide(nd, col, x) + 1;
    int u = nd[x].up, dn = nd[x].down;
    nd[u].down = dn;
    nd[dn].up = u;
    nd[i].top--;
    goto m6;
  }
  if (budget && updates + 1 > maxu) {
    s->end = DLX_END_BUDGET;
    goto m8;
  }
  { /* No more options for I: take it out of the active list. */
    int l = ll[i], r = rl[i];
    rl[l] = r;
    ll[r] = l;
    updates++;
  }
  s->choice[level] = i;
  level++;
  goto m2;

m6: /* Commit the other items of option X. */
  s->choice[level] = x;
  for (int pp = x + 1; pp != x;) {
    int cc = nd[pp].top;
    if (cc <= 0) {
      pp = nd[pp].up;
      continue;
    }
    if (budget && updates + m_cost_commit(s, nd, col, pp) > maxu) {
      s->end = DLX_END_BUDGET;
      m_uncommit(s, nd, col, ll, rl, x, pp);
      goto m5;
    }
    if (prim[cc - 1]) {
      if (--bound[cc] == 0) updates += m_cover(nd, col, ll, rl, cc);
    } else if (!col || col[pp] == 0)
      updates += m_cover(nd, col, ll, rl, cc);
    else if (col[pp] > 0)
      updates += search_c_purify(nd, col, pp);
    pp++;
  }
  level++;
  goto m2;

m8: /* Restore item I. */
  if (bound[i] == 0)
    m_uncover(nd, col, ll, rl, i);
  else
    for (int k = s->pidx[level] - 1; k >= 0; k--) {
      int p = s->perm[s->pstart[level] + k];
      nd[nd[p].up].down = p;
      nd[nd[p].down].up = p;
      nd[i].top++;
      m_unhide(nd, col, p);
    }
  bound[i]++;

m9: /* Leave level LEVEL. */
  if (level == 0) goto done;
  level--;
  i = s->itm[level];
  x = s->choice[level];
  if (x == i) { /* the "no more options" branch */
    if (bound[i] != 0) {
      int l = ll[i], r = rl[i];
      rl[l] = i;
      ll[r] = i;
    }
    goto m8;
  }
  m_uncommit(s, nd, col, ll, rl, x, x);
  goto m5;

done:
  s->nodes = nodes;
  s->updates = updates;
  s->max_level = maxl;
}

/* Counting by memoised subproblems (opts.memo). */
#include "dlx/dlx_memo.h"

void dlx_search_opts_init_sized(dlx_search_opts_t *opts, size_t size) {
  if (opts && size >= DLX_OPTS_SIZE_V1) {
    memset(opts, 0, size < sizeof *opts ? size : sizeof *opts);
    opts->size = size;
  }
}

/* The loop for Algorithms X and C that fits the problem and options. */
static void (*xc_variant(const dlx_t *d, const srch_t *s))(srch_t *) {
  if (s->randomize || s->max_updates != UINT64_MAX || s->cut > 0)
    return d->ncolored ? search_cr : search_xr;
  if (d->ncolored) return search_c;
  /* Options all of one size K, a common case, let the loops over an
   * option's nodes run a fixed count. */
  int k = d->noptions > 0 ? d->opt_start[1] - d->opt_start[0] : 0;
  for (int o = 1; o < d->noptions && k > 0; o++)
    if (d->opt_start[o + 1] - d->opt_start[o] != k) k = 0;
  if (d->nelems >= 5 * (size_t)d->noptions)
    return k == 6 ? search_xu6 : search_xu; /* long options: hiding them whole pays */
  return k == 3 ? search_x3 : k == 4 ? search_x4 : search_x;
}

/* One worker of a parallel search: its own copy of the links (the main
 * thread's worker searches the handle's own), its own stacks and counters,
 * summed by dlx_search_par when all are done. */
typedef struct worker {
  srch_t s;
  void (*run)(srch_t *);
  const int *pre; /* the subtrees: NPRE paths of DEPTH nodes */
  size_t npre;
  int depth;
  int nact;
  uint64_t nodes, updates, solutions;
  int max_level;
  dlx_end_t end;
  int own;     /* s.nd is a copy to free */
  int caller;  /* the calling thread's worker */
  cells_t cl;  /* the sparse-set engine's own structure (s.cl) */
  int own_col; /* s.col is a copy to free */
  pthread_t thread;
  int started;
} worker_t;

static void *worker_main(void *arg) {
  worker_t *w = arg;
  srch_t *s = &w->s;
  par_t *par = s->par;
  const dlx_search_opts_t *o = s->o;
  /* Nodes until the next progress report (the calling thread's worker
   * only), carried from one subtree to the next. */
  uint64_t prog = o->on_progress && o->progress_nodes && w->caller ? o->progress_nodes : UINT64_MAX;
  for (;;) {
    size_t i = atomic_fetch_add(&par->next, 1);
    if (i >= w->npre) break;
    /* A stop between two subtrees: this one is left unsearched. */
    if (atomic_load(&s->d->cancel)) {
      if (w->end == DLX_END_EXHAUSTED) w->end = DLX_END_CANCELLED;
      atomic_store(&par->stop, 1);
      break;
    }
    if (atomic_load(&par->stop)) {
      if (w->end == DLX_END_EXHAUSTED)
        w->end = DLX_END_CANCELLED; /* dlx_search_par sorts out why */
      break;
    }
    memcpy(s->choice, w->pre + i * (size_t)w->depth, (size_t)w->depth * sizeof *s->choice);
    s->nodes = s->updates = s->solutions = 0;
    s->max_level = 0;
    s->end = DLX_END_EXHAUSTED;
    s->nact = w->nact;
    s->next_cancel = CANCEL_EVERY;
    s->next_progress = prog;
    srch_schedule(s);
    if (s->cl) cells_reset(s->cl); /* the worker replays the path from the root */
    w->run(s);
    if (prog != UINT64_MAX) prog = s->next_progress > s->nodes ? s->next_progress - s->nodes : 1;
    w->nodes += s->nodes;
    w->updates += s->updates;
    w->solutions += s->solutions;
    if (s->max_level > w->max_level) w->max_level = s->max_level;
    atomic_fetch_add(&par->nodes, s->nodes);
    atomic_fetch_add(&par->updates, s->updates);
    atomic_fetch_add(&par->solutions, s->solutions);
    if (s->end != DLX_END_EXHAUSTED) {
      if (w->end == DLX_END_EXHAUSTED) w->end = s->end;
      atomic_store(&par->stop, 1);
      break;
    }
  }
  return NULL;
}

static void worker_free(worker_t *w) {
  if (w->s.cl) cells_free(&w->cl);
  if (w->own) free(w->s.nd);
  if (w->own_col) free(w->s.col);
  free(w->s.act);
  free(w->s.apos);
  free(w->s.choice);
  free(w->s.prof);
}

/* Parallel Algorithm X or C for a plain count (S set up as for a serial
 * search, with no callback but progress, no budget, no randomness).
 * First the tree is split: a serial search of the top levels records
 * every path of length CUT, CUT growing until there are at least 64 paths
 * per job; its counters are the top levels' own. Then JOBS workers (the
 * calling thread one of them) take the subtrees under those paths in turn
 * from a shared counter, each below its path exactly as the serial search
 * does, so the summed counters equal the serial search's. */
static dlx_status_t dlx_search_par(dlx_t *d, srch_t *s, int jobs) {
  const int nlev = d->nprimary + 2;
  int cut = 0;
  if (jobs > DLX_MAX_JOBS) jobs = DLX_MAX_JOBS; /* no more splitting or memory for more */
  for (;;) {
    cut++;
    s->cut = cut;
    s->npre = 0;
    s->nodes = s->updates = s->solutions = 0;
    s->max_level = 0;
    s->end = DLX_END_EXHAUSTED;
    s->next_cancel = CANCEL_EVERY;
    srch_schedule(s);
    memset(d->level_nodes, 0, (size_t)d->level_cap * sizeof *d->level_nodes);
    if (s->cl) {
      cells_reset(s->cl);
      cells_variant(d, s)(s);
    } else
      xc_variant(d, s)(s);
    if (s->nomem) return DLX_ENOMEM;
    if (s->end != DLX_END_EXHAUSTED || s->npre == 0 || s->npre >= 64 * (size_t)jobs ||
        s->npre >= 65536 || cut >= d->nprimary || cut >= 64)
      break;
  }
  s->cut = 0;
  if (s->end != DLX_END_EXHAUSTED || s->npre == 0) return DLX_OK;

  par_t par;
  atomic_init(&par.next, 0);
  atomic_init(&par.stop, 0);
  atomic_init(&par.nodes, s->nodes);
  atomic_init(&par.updates, s->updates);
  atomic_init(&par.solutions, s->solutions);
  if ((size_t)jobs > s->npre) jobs = (int)s->npre;
  worker_t *w = calloc((size_t)jobs, sizeof *w);
  if (!w) return DLX_ENOMEM;
  dlx_status_t st = DLX_OK;
  size_t nn = (size_t)d->nnodes;
  for (int j = 0; j < jobs && st == DLX_OK; j++) {
    worker_t *x = &w[j];
    x->s = *s;
    x->s.par = &par;
    x->s.pre = NULL;
    x->s.perm = NULL;
    x->s.sol = NULL;
    x->s.pstart = NULL;
    x->s.plen = x->s.pidx = x->s.itm = NULL;
    x->s.act = x->s.apos = x->s.choice = x->s.col = NULL;
    x->s.prof = NULL;
    x->s.nd = NULL;
    x->s.cl = NULL;
    x->s.base = cut;
    x->pre = s->pre;
    x->npre = s->npre;
    x->depth = cut;
    x->nact = s->nact;
    x->end = DLX_END_EXHAUSTED;
    x->own = j > 0 && !s->cl;
    x->caller = j == 0;
    x->s.act = malloc(((size_t)d->nprimary + 1) * sizeof *x->s.act);
    x->s.apos = malloc(((size_t)d->nitems + 1) * sizeof *x->s.apos);
    x->s.choice = malloc((size_t)nlev * sizeof *x->s.choice);
    x->s.prof = calloc((size_t)nlev, sizeof *x->s.prof);
    if (s->cl) {
      x->s.nd = d->nd; /* not searched: the worker has its sparse sets */
      x->s.col = d->ncolor;
      if (cells_build(d, &x->cl))
        x->s.cl = &x->cl;
      else
        st = DLX_ENOMEM;
    } else if (x->own) {
      x->s.nd = malloc(nn * sizeof *x->s.nd);
      if (x->s.nd) memcpy(x->s.nd, d->nd, nn * sizeof *x->s.nd);
      if (d->ncolored) {
        x->s.col = malloc(nn * sizeof *x->s.col);
        x->own_col = 1;
        if (!x->s.col)
          st = DLX_ENOMEM;
        else
          memcpy(x->s.col, d->ncolor, nn * sizeof *x->s.col);
      } else
        x->s.col = d->ncolor; /* only read, by no variant a worker runs */
    } else {
      x->s.nd = d->nd;
      x->s.col = d->ncolor;
    }
    if (!x->s.act || !x->s.apos || !x->s.choice || !x->s.prof || !x->s.nd)
      st = DLX_ENOMEM;
    else {
      memcpy(x->s.act, s->act, ((size_t)d->nprimary + 1) * sizeof *x->s.act);
      memcpy(x->s.apos, s->apos, ((size_t)d->nitems + 1) * sizeof *x->s.apos);
    }
    x->run = s->cl ? cells_variant(d, &x->s) : xc_variant(d, &x->s);
  }
  if (st == DLX_OK)
    for (int j = 1; j < jobs; j++)
      w[j].started = pthread_create(&w[j].thread, NULL, worker_main, &w[j]) == 0;
  if (st == DLX_OK)
    worker_main(&w[0]); /* also takes the subtrees of threads that failed to start */
  for (int j = 1; j < jobs; j++)
    if (w[j].started) pthread_join(w[j].thread, NULL);
  if (st == DLX_OK) {
    int callback = 0, cancelled = 0;
    for (int j = 0; j < jobs; j++) {
      worker_t *x = &w[j];
      s->nodes += x->nodes;
      s->updates += x->updates;
      s->solutions += x->solutions;
      if (x->max_level > s->max_level) s->max_level = x->max_level;
      for (int l = 0; l < nlev; l++) d->level_nodes[l] += x->s.prof[l];
      callback |= x->end == DLX_END_CALLBACK;
      cancelled |= x->end == DLX_END_CANCELLED;
    }
    /* A stop asked by the progress callback makes the other workers stop
     * as if cancelled: the callback is the reason. */
    s->end = callback ? DLX_END_CALLBACK : cancelled ? DLX_END_CANCELLED : DLX_END_EXHAUSTED;
  }
  for (int j = 0; j < jobs; j++) worker_free(&w[j]);
  free(w);
  return st;
}

/* The engine DLX_ENGINE_AUTO means for D (a problem without
 * multiplicities), by measurement (libdlx(3), tests/bench.sh). */
static dlx_engine_t auto_engine(const dlx_t *d) {
  /* Instructions (callgrind) links / cells: 5x12 pentominoes with the X
   * restricted 4.19 G / 2.63 G, Langford n=11 345 M / 282 M, 12 queens
   * 316 M / 312 M, permutations of 8 41.0 M / 41.9 M; user time on
   * permutations of 10 0.21 s / 0.28 s: two-item options go to links. */
  return 2 * d->nelems >= 5 * (size_t)d->noptions ? DLX_ENGINE_CELLS : DLX_ENGINE_LINKS;
}

/* A search by the sparse-set engine (S set up as for the links engine's
 * Algorithms X and C), in JOBS threads when JOBS > 1. */
static dlx_status_t cells_search(dlx_t *d, srch_t *s, int jobs) {
  cells_t c;
  if (!cells_build(d, &c)) return DLX_ENOMEM;
  s->cl = &c;
  dlx_status_t st = DLX_OK;
  if (jobs > 1)
    st = dlx_search_par(d, s, jobs);
  else
    cells_variant(d, s)(s);
  s->cl = NULL;
  cells_free(&c);
  return st != DLX_OK ? st : s->nomem ? DLX_ENOMEM : DLX_OK;
}

dlx_status_t dlx_search_sized(dlx_t *d, const dlx_search_opts_t *opts, dlx_stats_t *stats,
                              size_t stats_size) {
  if (!d) return DLX_EINVAL;
  /* The caller's options as far as its layout goes; later fields keep
   * their defaults (see dlx.h). */
  dlx_search_opts_t full;
  dlx_search_opts_init(&full);
  if (opts) {
    if (opts->size < DLX_OPTS_SIZE_V1) return DLX_EINVAL; /* not made by dlx_search_opts_init() */
    memcpy(&full, opts, opts->size < sizeof full ? opts->size : sizeof full);
    full.size = sizeof full;
  }
  opts = &full;
  if (stats && stats_size < DLX_STATS_SIZE_V1) return DLX_EINVAL;
  if (opts->engine != DLX_ENGINE_AUTO && opts->engine != DLX_ENGINE_LINKS &&
      opts->engine != DLX_ENGINE_CELLS)
    return DLX_EINVAL;
  if (d->searching) return DLX_ESTATE; /* a callback may not search its own handle */
  atomic_store(&d->cancel, 0);

  srch_t s;
  memset(&s, 0, sizeof s);
  s.d = d;
  s.o = opts;
  s.end = DLX_END_EXHAUSTED;
  s.randomize = opts->randomize != 0;
  s.max_updates = opts->max_updates ? opts->max_updates : UINT64_MAX;
  s.next_cancel = CANCEL_EVERY;
  s.next_progress = opts->progress_nodes ? opts->progress_nodes : UINT64_MAX;
  srch_schedule(&s);
  if (s.randomize) rng_seed(&s.rng, opts->seed);

  /* Per-level arrays: Algorithms X and C go at most one level per primary
   * item (plus the solution leaf); Algorithm M grows them as it goes. */
  dlx_status_t st = DLX_OK;
  if (!ensure_levels(d, 1)) return DLX_ENOMEM;
  memset(d->level_nodes, 0, (size_t)d->level_cap * sizeof *d->level_nodes);
  s.perm_cap = (size_t)d->noptions + 1;
  s.perm = malloc(s.perm_cap * sizeof *s.perm);
  if (!s.perm || !srch_grow(&s, (size_t)d->nprimary + 2)) st = DLX_ENOMEM;
  if (st == DLX_OK && d->nbounded > 0) {
    size_t n = (size_t)d->nitems + 1;
    s.bound = malloc(n * sizeof *s.bound);
    s.slack = malloc(n * sizeof *s.slack);
    if (!s.bound || !s.slack)
      st = DLX_ENOMEM;
    else {
      s.bound[0] = s.slack[0] = 0;
      for (int k = 0; k < d->nitems; k++) {
        s.bound[k + 1] = (int)d->item_hi[k];
        s.slack[k + 1] = (int)(d->item_hi[k] - d->item_lo[k]);
      }
    }
  }
  if (st == DLX_OK && d->nbounded == 0) {
    s.act = malloc(((size_t)d->nprimary + 1) * sizeof *s.act);
    s.apos = malloc(((size_t)d->nitems + 1) * sizeof *s.apos);
    if (!s.act || !s.apos)
      st = DLX_ENOMEM;
    else {
      s.apos[0] = -1;
      for (int k = d->rlink[0]; k != 0; k = d->rlink[k]) {
        s.apos[k] = s.nact;
        s.act[s.nact++] = k;
      }
      for (int k = 1; k <= d->nitems; k++)
        if (!d->item_prim[k - 1]) s.apos[k] = -1;
    }
  }
  s.nd = d->nd;
  s.col = d->ncolor;
  s.prof = d->level_nodes;
  /* In parallel only what gives the serial search's answer and counters
   * whatever the threads' timing: counting without a solution callback,
   * solution limit, budget or randomness, by Algorithm X or C. */
  int par = opts->jobs > 1 && d->nbounded == 0 && !opts->on_solution && !opts->max_solutions &&
            !opts->max_nodes && !opts->max_updates && !s.randomize;
  dlx_engine_t engine = d->nbounded > 0                   ? DLX_ENGINE_LINKS
                        : opts->engine == DLX_ENGINE_AUTO ? auto_engine(d)
                                                          : opts->engine;
  int overflow = 0;
  if (opts->memo && memo_fits(d) && !opts->on_solution && !opts->max_solutions && !s.randomize)
    engine = DLX_ENGINE_MEMO;
  if (st == DLX_OK && engine == DLX_ENGINE_MEMO) {
    d->searching = 1;
    search_memo(&s, opts->memo, &overflow);
    d->searching = 0;
    st = s.nomem ? DLX_ENOMEM : overflow ? DLX_EOVERFLOW : DLX_OK;
  } else if (st == DLX_OK && engine == DLX_ENGINE_CELLS) {
    d->searching = 1;
    st = cells_search(d, &s, par ? opts->jobs : 1);
    d->searching = 0;
  } else if (st == DLX_OK) {
    d->searching = 1;
    if (d->nbounded > 0)
      search_m(&s);
    else if (par)
      st = dlx_search_par(d, &s, opts->jobs);
    else
      xc_variant(d, &s)(&s);
    d->searching = 0;
    if (s.nomem) st = DLX_ENOMEM;
  }
  free(s.choice);
  free(s.sol);
  free(s.itm);
  free(s.perm);
  free(s.pstart);
  free(s.plen);
  free(s.pidx);
  free(s.bound);
  free(s.slack);
  free(s.act);
  free(s.apos);
  free(s.pre);
  if (st != DLX_OK) return st;
  if (stats) {
    dlx_stats_t out;
    memset(&out, 0, sizeof out);
    out.solutions = s.solutions;
    out.nodes = s.nodes;
    out.updates = s.updates;
    out.max_level = s.max_level;
    out.end = s.end;
    out.level_nodes = d->level_nodes;
    out.levels = s.nodes ? s.max_level + 1 : 0;
    out.engine = engine;
    memcpy(stats, &out, stats_size < sizeof out ? stats_size : sizeof out);
  }
  return DLX_OK;
}

dlx_status_t dlx_count(dlx_t *d, uint64_t limit, uint64_t max_updates, uint64_t *count,
                       dlx_end_t *end) {
  dlx_search_opts_t o;
  dlx_stats_t st;
  dlx_search_opts_init(&o);
  o.max_solutions = limit;
  o.max_updates = max_updates;
  dlx_status_t r = dlx_search(d, &o, &st);
  if (r != DLX_OK) return r;
  if (count) *count = st.solutions;
  if (end) *end = st.end;
  return DLX_OK;
}

void dlx_cancel(dlx_t *d) {
  if (d) atomic_store(&d->cancel, 1);
}

/* ---- Checking ------------------------------------------------------------- */

dlx_status_t dlx_check(const dlx_t *d) {
  if (!d) return DLX_EINVAL;
  const dlx_node_t *nd = d->nd;
  int n = d->nitems;
  /* The active list: exactly the primary items, in id order. */
  int prev = 0, count = 0;
  for (int k = d->rlink[0]; k != 0; prev = k, k = d->rlink[k]) {
    if (k < 1 || k > n || d->llink[k] != prev || !d->item_prim[k - 1]) return DLX_EINVAL;
    if (prev != 0 && k <= prev) return DLX_EINVAL;
    if (++count > d->nprimary) return DLX_EINVAL;
  }
  if (d->llink[0] != prev || count != d->nprimary) return DLX_EINVAL;
  for (int k = 1; k <= n; k++)
    if (!d->item_prim[k - 1] && (d->llink[k] != k || d->rlink[k] != k)) return DLX_EINVAL;
  /* Each item's list: every node of the item, in node order, with LEN. */
  for (int h = 1; h <= n; h++) {
    int len = 0, q = h;
    for (int p = nd[h].down;; q = p, p = nd[p].down) {
      if (p < 0 || p >= d->nnodes || nd[p].up != q) return DLX_EINVAL;
      if (p == h) break;
      if (p <= n || nd[p].top != h || (q != h && p <= q)) return DLX_EINVAL;
      if (++len > d->noptions) return DLX_EINVAL;
    }
    if (nd[h].top != len) return DLX_EINVAL;
  }
  /* The options: nodes, spacers and colours agree with the problem. */
  if (d->noptions == 0) return d->nnodes == n + 1 ? DLX_OK : DLX_EINVAL;
  int sp = n + 1;
  if (nd[sp].top != 0) return DLX_EINVAL;
  size_t total = 0;
  for (int o = 0; o < d->noptions; o++) {
    int first = sp + 1, size = d->opt_start[o + 1] - d->opt_start[o];
    if (size <= 0 || nd[sp].down != first + size - 1) return DLX_EINVAL;
    for (int k = 0; k < size; k++) {
      dlx_elem_t e = d->elems[d->opt_start[o] + k];
      if (nd[first + k].top != e.item + 1 || nd[first + k].first != first ||
          d->ncolor[first + k] != e.color)
        return DLX_EINVAL;
    }
    sp = first + size;
    if (nd[sp].top != -(o + 1) || nd[sp].up != first || d->ncolor[sp] != 0) return DLX_EINVAL;
    total += (size_t)size;
  }
  if (sp != d->nnodes - 1 || total != d->nelems) return DLX_EINVAL;
  for (int h = 1; h <= n; h++)
    if (d->ncolor[h] != 0 || nd[h].first != 0) return DLX_EINVAL;
  return DLX_OK;
}
