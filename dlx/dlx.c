/* dlx.c: the libdlx engines: building problems, searching them (Algorithms X, C, M; dancing links,
 * dancing cells and bitsets), checking links.
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
 *    from the problem as given; for Algorithm M (dlx_mcells.h, mcells_*),
 *    SSMCC's sets with each item's bound beside its set, walking
 *    search_m's tree less the branches that cannot be completed. It counts the same solutions; its
 * nodes and updates are its own (dlx.h), and every count it reports depends only on the problem
 * (not on how earlier branches ordered its sets), so its parallel search below gives its serial
 * counters too.
 *  - The bitset engine (dlx_bits.h, bits_* below), for Algorithm X on at
 *    most BITS_MAX_OPTIONS options: live options as 64-bit words, each
 *    primary item's count of live options in a uint16_t array (or, up to
 *    64 primary items, sliced into bit planes), one state per level
 *    copied forward (nothing undone); counting, the last level in closed
 *    form. It makes DLX1's choices in
 *    DLX1's order, so its nodes, updates and solutions are the links
 *    engine's; the automatic choice takes it up to BITS_AUTO_OPTIONS.
 *  - Plans and parallel searches (dlx_plan_*, opts.jobs > 1): a planning
 *    search (the slow variants, CUT > 0) records the path to every node
 *    at level CUT and to every node above it with no part below (a
 *    solution, a dead end), CUT growing until there are enough parts. A
 *    part's search replays its path (the same covers and commits) and
 *    counts the nodes and updates of the path from the first level where
 *    it leaves the previous part's path (DIV): every node belongs to one
 *    part, so counters add up, the parts' solutions in order are the
 *    serial order, and a budget stops a part exactly where the serial
 *    search stops. For that, the order of a search may depend on the path
 *    only: random choices come from a hash of the path (srch_reseed), and
 *    the sparse-set engine sorts an item's options when it branches
 *    (srch_t.sorted). A count adds the parts up in any order; any other
 *    search commits them in order in the calling thread (par_search).
 */
#include <config.h>

#include <limits.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "dlx/dlx.h"
#include "dlx/dlx_internal.h"
#include "dlx/dlx_names.h"
#include "dlx/intl.h"

/* ---- Status strings and version ------------------------------------------ */

const char *dlx_strerror(dlx_status_t status) {
  switch (status) {
    case DLX_OK: return _("success");
    case DLX_ENOMEM: return _("out of memory");
    case DLX_EINVAL: return _("invalid argument");
    case DLX_ESTATE: return _("items must be added before the first option");
    case DLX_EDUP_ITEM: return _("duplicate item name");
    case DLX_EUNKNOWN_ITEM: return _("unknown item");
    case DLX_EITEM_TWICE: return _("item appears twice in one option");
    case DLX_ECOLOR_PRIMARY: return _("colour given to a primary item");
    case DLX_EBOUNDS: return _("bad multiplicity bounds");
    case DLX_EBOUNDS_SECONDARY: return _("multiplicity bounds on a secondary item");
    case DLX_EEMPTY_OPTION: return _("empty option");
    case DLX_ENO_PRIMARY: return _("option has no primary item");
    case DLX_ENO_ITEMS: return _("no items");
    case DLX_ESYNTAX: return _("syntax error");
    case DLX_EBINARY: return _("input is not text");
    case DLX_ELINE_TOO_LONG: return _("line too long");
    case DLX_ETOO_BIG: return _("problem too big");
    case DLX_EIO: return _("input/output error");
    case DLX_EPLAN: return _("plan made for another problem or other options");
    case DLX_EOVERFLOW: return _("more solutions than a 64-bit count holds");
    case DLX_EBUSY: return _("the problem is being searched: no change or new search from its callbacks");
  }
  return _("unknown error");
}

/* ---- Messages: libdlx's own text domain ----------------------------------- */

#ifndef LOCALEDIR
#define LOCALEDIR "/usr/local/share/locale"
#endif

#if ENABLE_NLS
/* The domain is bound to the configured LOCALEDIR once, by whichever thread
 * asks first; dlx_set_localedir() binds it again afterwards. */
static pthread_once_t domain_once = PTHREAD_ONCE_INIT;

static void domain_bind(void) {
  bindtextdomain(DLX_DOMAIN, LOCALEDIR);
}
#endif

const char *dlx_gettext(const char *msgid) {
#if ENABLE_NLS
  pthread_once(&domain_once, domain_bind);
  return dgettext(DLX_DOMAIN, msgid);
#else
  return msgid;
#endif
}

dlx_status_t dlx_set_localedir(const char *dir) {
  if (!dir) return DLX_EINVAL;
#if ENABLE_NLS
  pthread_once(&domain_once, domain_bind);
  if (!bindtextdomain(DLX_DOMAIN, dir)) return DLX_ENOMEM;
#endif
  return DLX_OK;
}

const char *dlx_version(void) {
  return DLX_VERSION_STRING;
}

int dlx_version_number(void) {
  return DLX_VERSION_NUMBER;
}

/* ---- Names and hashing ---------------------------------------------------- */

static int valid_name(const char *s) {
  if (!s || !*s) return 0;
  for (const unsigned char *p = (const unsigned char *)s; *p; p++)
    if (*p <= ' ' || *p == 0x7f || *p == ':' || *p == '|') return 0;
  return 1;
}

/* FNV-1a of NAME[0..LEN). */
static uint32_t hash_len(const char *name, size_t len) {
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < len; i++) {
    h ^= (unsigned char)name[i];
    h *= 16777619u;
  }
  return h;
}

static uint32_t hash_str(const char *s) {
  return hash_len(s, strlen(s));
}

/* Look NAME[0..LEN) up in an open-addressing table of id+1 entries (the
 * reader looks names up inside its lines, where they end with no NUL). */
static int hash_find(const int *tab, unsigned cap, char *const *names, const char *name,
                     size_t len) {
  if (cap == 0) return -1;
  unsigned mask = cap - 1, h = hash_len(name, len) & mask;
  for (;;) {
    int e = tab[h];
    if (e == 0) return -1;
    if (strncmp(names[e - 1], name, len) == 0 && names[e - 1][len] == '\0') return e - 1;
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

static void cells_cache_drop(dlx_t *d);

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
  cells_cache_drop(d);
  free(d);
}

/* Room for NEED nodes (and their colours). Returns 0 when memory runs out. */
static int grow_nodes(dlx_t *d, size_t need) {
  if (need <= (size_t)d->nodes_cap) return 1;
  int cap = d->nodes_cap;
  if (!grow_int((void **)&d->nd, sizeof *d->nd, &cap, need)) return 0;
  int *nc = realloc(d->ncolor, (size_t)cap * sizeof *nc);
  if (!nc) return 0;
  d->ncolor = nc;
  d->nodes_cap = cap;
  return 1;
}

/* Twice the room for items (16 at first). Returns 0 when memory runs out. */
static int grow_items(dlx_t *d) {
  int cap = d->items_cap ? d->items_cap * 2 : 16;
  char **nm = realloc(d->item_name, cap * sizeof *nm);
  if (!nm) return 0;
  d->item_name = nm;
  unsigned *lo2 = realloc(d->item_lo, cap * sizeof *lo2);
  if (!lo2) return 0;
  d->item_lo = lo2;
  unsigned *hi2 = realloc(d->item_hi, cap * sizeof *hi2);
  if (!hi2) return 0;
  d->item_hi = hi2;
  unsigned char *pr = realloc(d->item_prim, cap * sizeof *pr);
  if (!pr) return 0;
  d->item_prim = pr;
  unsigned *st = realloc(d->item_stamp, cap * sizeof *st);
  if (!st) return 0;
  d->item_stamp = st;
  d->items_cap = cap;
  return 1;
}

static dlx_status_t add_item(dlx_t *d, const char *name, int primary, unsigned lo, unsigned hi,
                             int *id) {
  if (!d) return DLX_EINVAL;
  if (d->searching) return DLX_EBUSY; /* called from a callback of a running search */
  if (d->noptions > 0 || d->nnodes > d->nitems + 1) return DLX_ESTATE;
  d->gen++;
  char autoname[32];
  if (!name) {
    snprintf(autoname, sizeof autoname, "#%d", d->nitems);
    name = autoname;
  } else if (!valid_name(name))
    return DLX_ESYNTAX;
  if (d->nitems >= INT_MAX / 4) return DLX_ETOO_BIG;
  if (hash_find(d->item_hash, d->item_hash_cap, d->item_name, name, strlen(name)) >= 0)
    return DLX_EDUP_ITEM;
  int n = d->nitems;
  if (n + 1 > d->items_cap && !grow_items(d)) return DLX_ENOMEM;
  /* Header node n+1 and list entry n+1. */
  if (n + 2 > d->links_cap) { /* both lists grow before the cap says so */
    int lc = d->links_cap;
    if (!grow_int((void **)&d->llink, sizeof *d->llink, &lc, (size_t)n + 2)) return DLX_ENOMEM;
    int *rl = realloc(d->rlink, (size_t)lc * sizeof *rl);
    if (!rl) return DLX_ENOMEM;
    d->rlink = rl;
    d->links_cap = lc;
  }
  if (!grow_nodes(d, (size_t)d->nnodes + 1)) return DLX_ENOMEM;
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
  int c = hash_find(d->color_hash, d->color_hash_cap, d->color_name, name, strlen(name));
  if (c < 0) {
    if (d->searching) return DLX_EBUSY; /* a new colour changes the problem's fingerprint */
    if (d->ncolors >= INT_MAX / 4) return DLX_ETOO_BIG;
    d->gen++;
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
  if (d->searching) return DLX_EBUSY; /* called from a callback of a running search */
  if (n == 0) return DLX_EEMPTY_OPTION;
  d->gen++;
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
  if (!grow_nodes(d, need)) return DLX_ENOMEM;
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
  return hash_find(d->item_hash, d->item_hash_cap, d->item_name, name, strlen(name));
}

int dlx_item_find_len(const dlx_t *d, const char *name, size_t len) {
  if (!d || !name) return -1;
  return hash_find(d->item_hash, d->item_hash_cap, d->item_name, name, len);
}

int dlx_color_find_len(const dlx_t *d, const char *name, size_t len) {
  if (!d || !name) return -1;
  int c = hash_find(d->color_hash, d->color_hash_cap, d->color_name, name, len);
  return c < 0 ? -1 : c + 1;
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

/* Our own RNG, identical everywhere: splitmix64 (Steele, Lea and Flood,
 * 2014). A randomized search gives each node its own stream, seeded from
 * the path to it (srch_reseed), so seeding must cost nothing: one word of
 * state. (xoshiro256** seeded by four splitmix64 steps cost 8% of a
 * randomized count of Langford pairs n=11.) */
typedef struct rng {
  uint64_t s;
} rng_t;

static uint64_t splitmix64(uint64_t *x) {
  uint64_t z = (*x += 0x9e3779b97f4a7c15u);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}

static void rng_seed(rng_t *r, uint64_t seed) {
  r->s = seed;
}

static uint64_t rng_next(rng_t *r) {
  return splitmix64(&r->s);
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
  /* Limits, UINT64_MAX when none: the options', or, for a part of a
   * parallel search, what is left of them when the part comes. */
  uint64_t max_updates, max_nodes, max_sol;
  int randomize;
  rng_t rng;
  /* Randomizing: PH[L] hashes the path to the node at level L (from the
   * seed and the choices above it), and seeds the stream of that node's
   * choices, so that they do not depend on the rest of the tree (the
   * sparse-set engine keeps each level's stream in LRNG[L]). */
  uint64_t *ph;
  rng_t *lrng;
  /* The sparse-set engine tries an item's options in input order (sorted
   * when it branches) rather than in the order its sets happen to be in:
   * every search that enumerates, stops early or randomizes, so that the
   * order depends on the path only. */
  int sorted;
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
  /* A part of a plan (dlx_plan_*): the search replays the path
   * choice[0..base-1] and searches below it; the nodes and updates of the
   * path at levels above DIV were counted by earlier parts (DIV -1: none),
   * those of the choice at level DIV and below by this one. */
  int base, div;
  /* Planning (CUT > 0): a node at level CUT is not searched but recorded,
   * and so is a node above it with no recorded part below it (a solution,
   * a dead end); PMARK[L] is NPRE when level L was entered. The paths go
   * to PRE as a length followed by the choices. */
  int cut;
  int *pre;
  size_t npre, pre_len, pre_cap;
  size_t *pmark;
  struct par *par;  /* the parallel search this is a worker of, or NULL */
  struct cells *cl; /* the sparse-set structure searched, or NULL (links) */
  struct bits *bt;  /* the bitset structure searched, or NULL */
  int cl_keep;      /* give CL to the handle's cache when done (serial caller) */
  /* Algorithm M's active list (the handle's, or a worker's copy). */
  int *ll, *rl;
  /* PROF is the search's own array of PROF_CAP counters (not the
   * handle's level_nodes). */
  int own_prof;
  size_t prof_cap;
  int nocancel; /* planning: dlx_cancel() is not looked at */
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
  if (s->max_nodes < n) n = s->max_nodes + 1; /* runs at the node that would exceed it */
  s->next_event = n;
}

/* Called at the start of a level when a node count threshold is reached
 * or the update budget is exceeded; S->nodes already counts the new node.
 * Returns nonzero to stop (S->end says why). */
static int srch_event(srch_t *s, int level) {
  const dlx_search_opts_t *o = s->o;
  (void)level;
  if (s->nodes > s->max_nodes) {
    s->end = DLX_END_BUDGET;
    return 1;
  }
  if (s->updates > s->max_updates) {
    s->end = DLX_END_BUDGET;
    return 1;
  }
  if (s->nodes >= s->next_cancel) {
    s->next_cancel = s->nodes + CANCEL_EVERY;
    if (!s->nocancel && atomic_load_explicit(&s->d->cancel, memory_order_relaxed)) {
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

/* The events of a node of an engine's loop at LEVEL, when DUE (the node
 * counted in NODES and PROF[LEVEL]): the loop's counters NODES, UPDATES
 * and MAXL stored in S for srch_event; when it stops the search, the node
 * is taken back and ON_STOP runs (it leaves the loop); otherwise AFTER
 * (the loop's copy of the next event, or nothing). */
#define SRCH_EVENTS(due, level, prof, on_stop, after)                                              \
  do {                                                                                             \
    if (due) {                                                                                     \
      s->nodes = nodes;                                                                            \
      s->updates = updates;                                                                        \
      s->max_level = maxl;                                                                         \
      if (srch_event(s, level)) {                                                                  \
        nodes--;                                                                                   \
        (prof)[level]--;                                                                           \
        on_stop;                                                                                   \
      }                                                                                            \
      after;                                                                                       \
    }                                                                                              \
  } while (0)

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
  if (s->solutions >= s->max_sol) {
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

/* Planning: record the path PATH[0..LEN-1] as the next part. */
static void srch_record(srch_t *s, const int *path, int len) {
  if (!grow((void **)&s->pre, sizeof *s->pre, &s->pre_cap, s->pre_len + (size_t)len + 1)) {
    s->nomem = 1;
    return;
  }
  s->pre[s->pre_len++] = len;
  memcpy(s->pre + s->pre_len, path, (size_t)len * sizeof *s->pre);
  s->pre_len += (size_t)len;
  s->npre++;
}

/* Planning: leaving the node at LEVEL (its path PATH[0..LEVEL-1]); a node
 * above the cut with no part below it is a part of its own. */
static inline void srch_leave(srch_t *s, const int *path, int level) {
  /* (a part split below its path: the levels above it are not the plan's) */
  if (level < s->cut && level >= s->base && s->npre == s->pmark[level]) srch_record(s, path, level);
}

static uint64_t mix64(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}

/* Randomizing: the stream of the node at LEVEL, whose parent chose PREV
 * (ignored at the root), from the seed and the path alone. */
static void srch_reseed(srch_t *s, int level, int prev) {
  uint64_t h =
      level == 0 ? mix64(s->o->seed ^ 0x6a09e667f3bcc909u)
                 : mix64(s->ph[level - 1] ^ mix64((uint64_t)(uint32_t)prev + 0x9e3779b97f4a7c15u));
  s->ph[level] = h;
  rng_seed(&s->rng, h);
  s->lrng[level] = s->rng;
}

/* Randomized MRV: the shortest active primary list, ties at random; the
 * pick depends on the set of tied items, not on the order they are kept
 * in (which depends on the search's history): the tied item with the
 * smallest hash of its index and one draw from the node's stream. */
static int srch_choose_random(srch_t *s, const dlx_node_t *nd, const int *act, int nact) {
  int best = 0, t = INT_MAX, hashed = 0;
  uint64_t r = rng_next(&s->rng), bh = 0;
  for (int j = 0; j < nact; j++) {
    int k = act[j];
    int len = nd[k].top;
    if (len < t) { /* hashed only when a tie comes */
      best = k;
      t = len;
      hashed = 0;
    } else if (len == t) {
      if (!hashed) bh = mix64((uint64_t)(uint32_t)best ^ r), hashed = 1;
      uint64_t h = mix64((uint64_t)(uint32_t)k ^ r);
      if (h < bh) best = k, bh = h;
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
  /* Algorithm M (dlx_mcells.h; NULL otherwise): four words before each
   * item's set instead of two (SET[X-4] BOUND, SET[X-3] NEED); per level
   * the item branched on and whether its branch is its last; item ids by
   * base in SET. */
  int *litm, *llast, *id;
  int nlev; /* the levels the per-level arrays hold */
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
  free(c->litm);
  free(c->llast);
  free(c->id);
  memset(c, 0, sizeof *c);
}

static int cells_grow_stack(cells_t *c, size_t need) {
  return grow((void **)&c->stack, sizeof *c->stack, &c->stack_cap, need);
}

/* Save the sizes of the active items PITEM[0..PACT) and SITEM[0..SACT)
 * (item x's is SET[x - 1]) as pairs on C's stack from *SP, growing it, for
 * a level to restore when it tries its next option (dlx_cells.h,
 * dlx_mcells.h): the stack, NULL when out of memory. */
static inline int *cells_save_sizes(cells_t *c, size_t *sp, const int *pitem, int pact,
                                    const int *sitem, int sact, const int *set) {
  size_t k = *sp;
  size_t need = k + 2 * ((size_t)pact + (size_t)sact);
  if (need > c->stack_cap && !cells_grow_stack(c, need)) return NULL;
  int *restrict stack = c->stack;
  for (int j = 0; j < pact; j++) {
    int x = pitem[j];
    stack[k++] = x;
    stack[k++] = set[x - 1];
  }
  for (int j = 0; j < sact; j++) {
    int x = sitem[j];
    stack[k++] = x;
    stack[k++] = set[x - 1];
  }
  *sp = k;
  return stack;
}

/* The length to which cells_build pads every option (with nodes of an
 * item that is never active), so that a loop of fixed length can run over
 * an option's nodes, or 0: when the longest option has 3 to 6 items and
 * padding adds at most a quarter to the nodes. (MacMahon's triangles with
 * colours, options of 3 to 5 items: 25.2 G instructions, padded 21.7 G.) */
static int cells_pad(const dlx_t *d) {
  if (d->nbounded) return 0; /* dlx_mcells.h: no fixed-length loops */
  int kmax = 0;
  for (int o = 0; o < d->noptions; o++)
    if (d->opt_start[o + 1] - d->opt_start[o] > kmax) kmax = d->opt_start[o + 1] - d->opt_start[o];
  if (kmax < 3 || kmax > 6) return 0;
  size_t padded = (size_t)kmax * (size_t)d->noptions;
  return 4 * (padded - d->nelems) <= d->nelems ? kmax : 0;
}

/* The words before each item's set: its place and size; with
 * multiplicities also its BOUND and NEED (dlx_mcells.h). */
static int cells_hdr(const dlx_t *d) {
  return d->nbounded ? 4 : 2;
}

/* The levels a sparse-set search may reach, plus two: a level covers a
 * primary item under Algorithms X and C; under M each takes an option or
 * leaves an item, and lowers some item's bound. */
static size_t cells_levels(const dlx_t *d) {
  if (!d->nbounded) return (size_t)d->nprimary + 2;
  size_t sum = 0, cap = (size_t)d->noptions + (size_t)d->nprimary;
  for (int k = 0; k < d->nitems && sum < cap; k++)
    if (d->item_prim[k]) sum += d->item_hi[k];
  return (sum < cap ? sum : cap) + 2;
}

/* The arrays of C for D's problem with NN nodes (cells_build), or 0 (C
 * freed) when memory runs out. */
static int cells_alloc(const dlx_t *d, cells_t *c, size_t nn) {
  int n = d->nitems, hdr = cells_hdr(d);
  size_t nlev = cells_levels(d), nset = d->nelems + (size_t)hdr * ((size_t)n + 2);
  memset(c, 0, sizeof *c);
  c->nlev = (int)nlev;
  if (d->nbounded) {
    c->litm = malloc(nlev * sizeof *c->litm);
    c->llast = malloc(nlev * sizeof *c->llast);
    c->id = malloc(nset * sizeof *c->id);
    if (!c->litm || !c->llast || !c->id) {
      cells_free(c);
      return 0;
    }
  }
  c->base = calloc((size_t)n + 1, sizeof *c->base);
  c->nd = malloc(nn * sizeof *c->nd);
  c->set = malloc(nset * sizeof *c->set);
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
  return 1;
}

static void cells_bounds(const dlx_t *d, cells_t *c);

/* Build the sparse-set structure of D's problem, every option in its
 * items' sets in input order. Returns 0 when memory runs out. */
static int cells_build(const dlx_t *d, cells_t *c) {
  int n = d->nitems, no = d->noptions, pad = cells_pad(d), hdr = cells_hdr(d);
  size_t nn = pad ? (size_t)no * (size_t)(pad + 1) + 1 : d->nelems + (size_t)no + 1;
  if (!cells_alloc(d, c, nn)) return 0;
  /* Item lengths first (in BASE), then the bases. */
  for (size_t e = 0; e < d->nelems; e++) c->base[d->elems[e].item]++;
  int x = hdr, np = 0, ns = 0;
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
      if (c->id) c->id[x] = k;
      x += len + hdr;
    }
  }
  c->pact = c->np = np;
  c->sact = c->ns = ns;
  /* The item of the padding nodes: secondary, never active (its place is
   * past any count of active items), so every loop passes its nodes by. */
  int dummy = x + hdr;
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
  cells_bounds(d, c);
  return 1;
}

/* Algorithm M: every item's BOUND and NEED as at the root (a secondary
 * item needs none: -1). */
static void cells_bounds(const dlx_t *d, cells_t *c) {
  if (!c->id) return;
  for (int k = 0; k < c->n; k++) {
    int *su = c->set + c->base[k];
    su[-4] = d->item_prim[k] ? (int)d->item_hi[k] : 1;
    su[-3] = d->item_prim[k] ? (int)d->item_lo[k] : -1;
  }
}

/* Back to the state of the root: every item active with all its options
 * (the sets hold them all, in some order). */
static void cells_reset(const dlx_t *d, cells_t *c) {
  for (int k = 0; k < c->n; k++) c->set[c->base[k] - 1] = c->len0[k];
  c->pact = c->np;
  c->sact = c->ns;
  cells_bounds(d, c);
}

/* The handle's kept sparse-set engine (see struct dlx): freed. */
static void cells_cache_drop(dlx_t *d) {
  if (d->cells_cache) {
    cells_free(d->cells_cache);
    free(d->cells_cache);
    d->cells_cache = NULL;
  }
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

/* A solution of the sparse-set search for Algorithm M: the options
 * chosen at levels 0..N-1 (a step that leaves an item is none). Returns
 * nonzero to stop. */
static int mcells_visit(srch_t *s, const cells_t *c, int n) {
  s->solutions++;
  int k = 0;
  if (s->o->on_solution)
    for (int l = 0; l < n; l++)
      if (c->choice[l] > 0) s->sol[k++] = c->nd[c->nd[c->choice[l]].first - 1].loc;
  return deliver(s, k);
}

/* Algorithm M on the sparse sets: primary items only (options of any
 * length, or all of K items: 4, 5, 6, as polyominoes of 3 to 5 cells with
 * their piece), with secondary items, with colours, and slowly
 * (randomized, budgeted or splitting searches). */
#define MC_NAME   mcells_x
#define MC_SEC    0
#define MC_COLORS 0
#define MC_SLOW   0
#include "dlx/dlx_mcells.h"
#undef MC_NAME
#define MC_NAME mcells_x4
#define MC_KLEN 4
#include "dlx/dlx_mcells.h"
#undef MC_NAME
#define MC_NAME mcells_x5
#define MC_KLEN 5
#include "dlx/dlx_mcells.h"
#undef MC_NAME
#define MC_NAME mcells_x6
#define MC_KLEN 6
#include "dlx/dlx_mcells.h"
#undef MC_NAME
#undef MC_SEC
#define MC_NAME mcells_s
#define MC_SEC  1
#include "dlx/dlx_mcells.h"
#undef MC_NAME
#undef MC_COLORS
#define MC_NAME   mcells_c
#define MC_COLORS 1
#include "dlx/dlx_mcells.h"
#undef MC_NAME
#undef MC_SLOW
#define MC_NAME mcells_r
#define MC_SLOW 1
#include "dlx/dlx_mcells.h"
#undef MC_NAME
#undef MC_SEC
#undef MC_COLORS
#undef MC_SLOW

/* The sparse-set loop that fits the problem and the search. */
static void (*cells_variant(const dlx_t *d, const srch_t *s))(srch_t *) {
  if (d->nbounded) {
    if (s->randomize || s->max_updates != UINT64_MAX || s->cut > 0) return mcells_r;
    if (d->ncolored) return mcells_c;
    if (d->nprimary < d->nitems) return mcells_s;
    int k = uniform_length(d);
    return k == 4 ? mcells_x4 : k == 5 ? mcells_x5 : k == 6 ? mcells_x6 : mcells_x;
  }
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

/* ---- The bitset engine, Algorithm X on small problems ------------------- */

/* Options the bitset engine takes (more: the links or cells engine), and
 * the words of a set of them. */
#define BITS_MAX_OPTIONS 1024
#define BITS_MAX_WORDS   (BITS_MAX_OPTIONS / 64)
#define BITS_INF         0x7fff /* the LEN of a covered primary item (and of padding) */
/* Primary items it takes: a level's state holds a count for each, and the
 * choice of item scans them all (4096: 8 KB a level, at most 1026 levels). */
#define BITS_MAX_PRIMARY 4096
/* Up to 64 primary items and counts up to 127, the fast variants keep the
 * counts sliced: the uncovered items and 7 planes, 8 words a level. */
#define BITS_SLICE_WORDS 8

/* The structure of one bitset search (dlx_bits.h), built from the problem
 * as given: masks and option tables (read only), and the search's own
 * stack of level states. */
typedef struct bits {
  int w, np, no;         /* words of an option set, primary items, options */
  int npad;              /* NP rounded up to a multiple of 8 */
  int pfix;              /* the number of primary items of every option, or 0 */
  int wfix;              /* the WGT of every option, or 0 */
  size_t slot;           /* words of one level's state: W live words, then NPAD uint16_t */
  uint64_t *omask;       /* item id I's options: omask[I*W ..] */
  uint64_t *conf;        /* option O's clashing options (O included): conf[O*W ..] */
  int *ostart, *oitem;   /* option O's items (ids) oitem[ostart[O] .. ostart[O+1]) */
  int *pstart;           /* its primary items (their indices) pitem[pstart[O] ..) */
  uint16_t *pitem, *wgt; /* WGT[O]: its items but one (DLX1's updates hiding it) */
  int *pid;              /* primary index -> item id */
  uint64_t *root;        /* the root's state (one slot) */
  /* Up to 64 primary items, the fast variants keep the counts sliced
   * (dlx_bits.h): NB planes; PM[O], option O's primary items as a mask;
   * SROOT, the root's state so. */
  int nb;
  uint64_t *pm, *sroot;
  uint64_t *ibit;  /* item id I's primary item as a mask (0: secondary) */
  uint64_t *stack; /* per level: the state, the options not tried yet, the
                    * primary items not covered, the item covered (dlx_bits.h) */
} bits_t;

/* Whether the bitset engine can search D: Algorithm X (no colours, no
 * multiplicities), at most BITS_MAX_OPTIONS options and BITS_MAX_PRIMARY
 * primary items. */
static int bits_fits(const dlx_t *d) {
  return d->ncolored == 0 && d->nbounded == 0 && d->noptions <= BITS_MAX_OPTIONS &&
         d->nitems <= 65535 && d->nprimary <= BITS_MAX_PRIMARY;
}

static void bits_free(bits_t *b) {
  free(b->omask);
  free(b->conf);
  free(b->ostart);
  free(b->oitem);
  free(b->pstart);
  free(b->pitem);
  free(b->wgt);
  free(b->pid);
  free(b->root);
  free(b->pm);
  free(b->ibit);
  free(b->sroot);
  free(b->stack);
  memset(b, 0, sizeof *b);
}

/* The sliced root of B (up to 64 primary items; LEN, the root's counts),
 * and the stack of NLEV levels, each slot holding either form of the
 * counts. Returns 0 when memory runs out. */
static int bits_build_slice(bits_t *b, const uint16_t *len, size_t nlev) {
  int most = 1;
  for (int i = 0; i < b->np; i++) most = len[i] > most ? len[i] : most;
  if (b->np <= 64 && most < 1 << (BITS_SLICE_WORDS - 1)) {
    while (most >> b->nb) b->nb++;
    size_t old = b->slot;
    if (b->slot < (size_t)b->w + BITS_SLICE_WORDS) b->slot = (size_t)b->w + BITS_SLICE_WORDS;
    b->sroot = calloc(b->slot, sizeof *b->sroot);
    if (!b->sroot) return 0;
    memcpy(b->sroot, b->root, (size_t)b->w * sizeof *b->sroot);
    uint64_t *cnt = b->sroot + b->w;
    for (int i = 0; i < b->np; i++) {
      cnt[0] |= (uint64_t)1 << i;
      for (int k = 0; k < b->nb; k++) cnt[1 + k] |= (uint64_t)(len[i] >> k & 1) << i;
    }
    if (b->slot > old) { /* every variant copies a whole state from its root */
      uint64_t *r = realloc(b->root, b->slot * sizeof *r);
      if (!r) return 0;
      memset(r + old, 0, (b->slot - old) * sizeof *r);
      b->root = r;
    }
  }
  b->stack = calloc(nlev * (b->slot + (size_t)b->w + 2), sizeof *b->stack);
  return b->stack != NULL;
}

/* Build the bitset structure of D's problem (bits_fits). Returns 0 when
 * memory runs out. */
static int bits_build(const dlx_t *d, bits_t *b) {
  int ni = d->nitems, no = d->noptions, w = (no + 63) / 64, np = d->nprimary;
  if (w == 0) w = 1;
  /* The sliced variants have 2 or 4 words compiled in: pad to them. */
  if (np <= 64 && w <= 4) w = w <= 2 ? 2 : 4;
  /* Each level takes an option and covers a primary item at least. */
  size_t nlev = (size_t)(np < no ? np : no) + 2;
  memset(b, 0, sizeof *b);
  b->w = w;
  b->np = np;
  b->no = no;
  b->npad = (np + 7) / 8 * 8;
  b->slot = (size_t)w + (size_t)b->npad / 4;
  int *pidx = malloc(((size_t)ni + 1) * sizeof *pidx); /* item id -> primary index or -1 */
  b->omask = calloc((size_t)(ni + 1) * (size_t)w, sizeof *b->omask);
  b->conf = calloc((size_t)no * (size_t)w + 1, sizeof *b->conf);
  b->ostart = malloc(((size_t)no + 1) * sizeof *b->ostart);
  b->oitem = malloc((d->nelems + 1) * sizeof *b->oitem);
  b->pstart = malloc(((size_t)no + 1) * sizeof *b->pstart);
  b->pitem = malloc((d->nelems + 1) * sizeof *b->pitem);
  b->wgt = malloc(((size_t)no + 1) * sizeof *b->wgt);
  b->pid = malloc(((size_t)np + 1) * sizeof *b->pid);
  b->root = calloc(b->slot, sizeof *b->root);
  b->pm = calloc((size_t)no + 1, sizeof *b->pm);
  b->ibit = calloc((size_t)ni + 1, sizeof *b->ibit);
  if (!pidx || !b->omask || !b->conf || !b->ostart || !b->oitem || !b->pstart || !b->pitem ||
      !b->wgt || !b->pid || !b->root || !b->pm || !b->ibit) {
    free(pidx);
    bits_free(b);
    return 0;
  }
  for (int k = 0, j = 0; k < ni; k++) {
    pidx[k] = d->item_prim[k] ? j : -1;
    if (d->item_prim[k] && j < 64) b->ibit[k] = (uint64_t)1 << j;
    if (d->item_prim[k]) b->pid[j++] = k;
  }
  uint16_t *len = (uint16_t *)(b->root + w);
  for (int k = np; k < b->npad; k++) len[k] = BITS_INF;
  int e = 0, q = 0;
  for (int o = 0; o < no; o++) {
    b->ostart[o] = e;
    b->pstart[o] = q;
    b->wgt[o] = (uint16_t)(d->opt_start[o + 1] - d->opt_start[o] - 1);
    b->root[o / 64] |= (uint64_t)1 << (o % 64);
    for (int k = d->opt_start[o]; k < d->opt_start[o + 1]; k++) {
      int it = d->elems[k].item;
      b->oitem[e++] = it;
      b->omask[(size_t)it * (size_t)w + (size_t)(o / 64)] |= (uint64_t)1 << (o % 64);
      if (pidx[it] >= 0) {
        b->pitem[q++] = (uint16_t)pidx[it];
        len[pidx[it]]++;
        if (np <= 64) b->pm[o] |= (uint64_t)1 << pidx[it];
      }
    }
  }
  b->ostart[no] = e;
  b->pstart[no] = q;
  b->pfix = no > 0 ? b->pstart[1] : 0;
  for (int o = 1; o <= no && b->pfix > 0; o++)
    if (b->pstart[o] - b->pstart[o - 1] != b->pfix) b->pfix = 0;
  b->wfix = no > 0 ? b->wgt[0] : 0;
  for (int o = 1; o < no && b->wfix > 0; o++)
    if (b->wgt[o] != b->wfix) b->wfix = 0;
  if (!bits_build_slice(b, len, nlev)) {
    free(pidx);
    bits_free(b);
    return 0;
  }
  for (int o = 0; o < no; o++)
    for (int k = b->ostart[o]; k < b->ostart[o + 1]; k++)
      for (int x = 0; x < w; x++)
        b->conf[(size_t)o * (size_t)w + (size_t)x] |=
            b->omask[(size_t)b->oitem[k] * (size_t)w + (size_t)x];
  free(pidx);
  return 1;
}

/* The primary item (index) to branch on: the fewest live options, the
 * leftmost on ties, as DLX1 (covered items and the padding up to NPAD, a
 * multiple of 8, have BITS_INF). */
static inline int bits_choose(const uint16_t *restrict len, int npad) {
#ifdef __SSE2__
  /* The minimum of all (signed 16-bit lanes, 8 at a time), then the first
   * lane that holds it. */
  __m128i m = _mm_set1_epi16(BITS_INF);
  for (int i = 0; i < npad; i += 8) m = _mm_min_epi16(m, _mm_loadu_si128((const void *)(len + i)));
  m = _mm_min_epi16(m, _mm_srli_si128(m, 8));
  m = _mm_min_epi16(m, _mm_srli_si128(m, 4));
  m = _mm_min_epi16(m, _mm_srli_si128(m, 2));
  m = _mm_set1_epi16((short)_mm_cvtsi128_si32(m));
  for (int i = 0;; i += 8) {
    int z = _mm_movemask_epi8(_mm_cmpeq_epi16(m, _mm_loadu_si128((const void *)(len + i))));
    if (z) return i + __builtin_ctz((unsigned)z) / 2;
  }
#else
  uint32_t key = UINT32_MAX;
  for (int i = 0; i < npad; i++) {
    uint32_t k = (uint32_t)len[i] << 16 | (uint32_t)i;
    key = k < key ? k : key;
  }
  return (int)(key & 0xffffu);
#endif
}

/* The same with sliced counts (CNT: the uncovered items, then NB planes):
 * keep, plane by plane from the top, the candidates whose bit is 0 there
 * when there are any; the lowest left is the leftmost of the fewest. */
static inline int bits_choose_slice(const uint64_t *restrict cnt, int nb) {
  uint64_t cand = cnt[0];
  for (int k = nb; k >= 1; k--) {
    uint64_t z = cand & ~cnt[k];
    cand = z ? z : cand;
  }
  return __builtin_ctzll(cand);
}

/* Copy sliced counts (BITS_SLICE_WORDS words) of one level to the next. */
static inline void bits_copy_slice(uint64_t *restrict dst, const uint64_t *restrict src) {
#ifdef __SSE2__
  __m128i a = _mm_loadu_si128((const void *)src), b = _mm_loadu_si128((const void *)(src + 2));
  __m128i c = _mm_loadu_si128((const void *)(src + 4)),
          d = _mm_loadu_si128((const void *)(src + 6));
  _mm_storeu_si128((void *)dst, a);
  _mm_storeu_si128((void *)(dst + 2), b);
  _mm_storeu_si128((void *)(dst + 4), c);
  _mm_storeu_si128((void *)(dst + 6), d);
#else
  memcpy(dst, src, BITS_SLICE_WORDS * sizeof *dst);
#endif
}

/* Copy the counts of one level to the next (NPAD, a multiple of 8). */
static inline void bits_copy_len(uint16_t *restrict dst, const uint16_t *restrict src, int npad) {
#ifdef __SSE2__
  for (int i = 0; i < npad; i += 8) {
    __m128i v = _mm_loadu_si128((const void *)(src + i));
#ifdef __GNUC__
    __asm__("" : "+x"(v)); /* a plain copy loop would become a call to memcpy */
#endif
    _mm_storeu_si128((void *)(dst + i), v);
  }
#else
  memcpy(dst, src, (size_t)npad * sizeof *dst);
#endif
}

/* Randomizing: the fewest live options, ties by the smallest hash of the
 * item's header index and one draw from the node's stream (as the links
 * engine's srch_choose_random). */
static int bits_choose_random(srch_t *s, const bits_t *b, const uint16_t *len) {
  int best = 0, hashed = 0;
  unsigned t = UINT_MAX;
  uint64_t r = rng_next(&s->rng), bh = 0;
  for (int i = 0; i < b->np; i++) {
    if (len[i] < t) {
      best = i;
      t = len[i];
      hashed = 0;
    } else if (len[i] == t) {
      if (!hashed) bh = mix64((uint64_t)(uint32_t)(b->pid[best] + 1) ^ r), hashed = 1;
      uint64_t h = mix64((uint64_t)(uint32_t)(b->pid[i] + 1) ^ r);
      if (h < bh) best = i, bh = h;
    }
  }
  return best;
}

/* Randomizing: the options of TD (the level's item's, in input order)
 * into the permutation buffer for LEVEL, shuffled. */
static void bits_shuffle(srch_t *s, const bits_t *b, const uint64_t *td, int level) {
  size_t start = level ? s->pstart[level - 1] + (size_t)s->plen[level - 1] : 0;
  int n = 0;
  for (int w = 0; w < b->w; w++)
    for (uint64_t x = td[w]; x; x &= x - 1)
      s->perm[start + (size_t)n++] = w * 64 + __builtin_ctzll(x);
  for (int i = n - 1; i > 0; i--) {
    int j = (int)rng_below(&s->rng, (uint64_t)i + 1);
    int t = s->perm[start + (size_t)i];
    s->perm[start + (size_t)i] = s->perm[start + (size_t)j];
    s->perm[start + (size_t)j] = t;
  }
  s->pstart[level] = start;
  s->plen[level] = n;
  s->pidx[level] = 0;
}

/* A solution of the bitset search: the options chosen at levels 0..N-1
 * (option ids already). Returns nonzero to stop. */
static int bits_visit(srch_t *s, int n) {
  s->solutions++;
  if (s->o->on_solution) memcpy(s->sol, s->choice, (size_t)n * sizeof *s->sol);
  return deliver(s, n);
}

#define BT_NAME bits_x
#define BT_SLOW 0
#include "dlx/dlx_bits.h"
#undef BT_NAME
#undef BT_SLOW

/* Options of 2 or 3 primary items each (queens, Langford pairs). */
#define BT_NAME bits_x2
#define BT_SLOW 0
#define BT_P    2
#include "dlx/dlx_bits.h"
#undef BT_NAME
#undef BT_SLOW

#define BT_NAME bits_x3
#define BT_SLOW 0
#define BT_P    3
#include "dlx/dlx_bits.h"
#undef BT_NAME
#undef BT_SLOW

/* Up to 64 primary items: the counts sliced (BITS_SLICE_WORDS); the words of
 * an option set compiled in (2, 4) or not (0); every option's primary items
 * compiled in (2, 3) or not (0). */
#define BT_NAME  bits_s_w2
#define BT_SLOW  0
#define BT_SLICE 1
#define BT_W     2
#include "dlx/dlx_bits.h"
#undef BT_NAME
#undef BT_SLOW

#define BT_NAME  bits_s2_w2
#define BT_SLOW  0
#define BT_SLICE 1
#define BT_P     2
#define BT_W     2
#include "dlx/dlx_bits.h"
#undef BT_NAME
#undef BT_SLOW

#define BT_NAME  bits_s3_w2
#define BT_SLOW  0
#define BT_SLICE 1
#define BT_P     3
#define BT_W     2
#include "dlx/dlx_bits.h"
#undef BT_NAME
#undef BT_SLOW

#define BT_NAME  bits_s_w4
#define BT_SLOW  0
#define BT_SLICE 1
#define BT_W     4
#include "dlx/dlx_bits.h"
#undef BT_NAME
#undef BT_SLOW

#define BT_NAME  bits_s2_w4
#define BT_SLOW  0
#define BT_SLICE 1
#define BT_P     2
#define BT_W     4
#include "dlx/dlx_bits.h"
#undef BT_NAME
#undef BT_SLOW

#define BT_NAME  bits_s3_w4
#define BT_SLOW  0
#define BT_SLICE 1
#define BT_P     3
#define BT_W     4
#include "dlx/dlx_bits.h"
#undef BT_NAME
#undef BT_SLOW

#define BT_NAME  bits_s
#define BT_SLOW  0
#define BT_SLICE 1
#include "dlx/dlx_bits.h"
#undef BT_NAME
#undef BT_SLOW

#define BT_NAME  bits_s2
#define BT_SLOW  0
#define BT_SLICE 1
#define BT_P     2
#include "dlx/dlx_bits.h"
#undef BT_NAME
#undef BT_SLOW

#define BT_NAME  bits_s3
#define BT_SLOW  0
#define BT_SLICE 1
#define BT_P     3
#include "dlx/dlx_bits.h"
#undef BT_NAME
#undef BT_SLOW

/* Randomized, update-budgeted, planning. */
#define BT_NAME bits_r
#define BT_SLOW 1
#include "dlx/dlx_bits.h"
#undef BT_NAME
#undef BT_SLOW

static void (*bits_variant(const srch_t *s))(srch_t *) {
  if (s->randomize || s->max_updates != UINT64_MAX || s->cut > 0) return bits_r;
  if (s->bt->sroot) {
    static void (*const sliced[3][3])(srch_t *) = {{bits_s_w2, bits_s2_w2, bits_s3_w2},
                                                   {bits_s_w4, bits_s2_w4, bits_s3_w4},
                                                   {bits_s, bits_s2, bits_s3}};
    int p = s->bt->pfix == 2 ? 1 : s->bt->pfix == 3 ? 2 : 0;
    return sliced[s->bt->w == 2 ? 0 : s->bt->w == 4 ? 1 : 2][p];
  }
  return s->bt->pfix == 2 ? bits_x2 : s->bt->pfix == 3 ? bits_x3 : bits_x;
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
  z = realloc(s->pmark, cap * sizeof *z);
  if (!z) return 0;
  s->pmark = z;
  uint64_t *h = realloc(s->ph, cap * sizeof *h);
  if (!h) return 0;
  s->ph = h;
  rng_t *r = realloc(s->lrng, cap * sizeof *r);
  if (!r) return 0;
  s->lrng = r;
  if (s->own_prof) {
    if (cap > s->prof_cap) {
      h = realloc(s->prof, cap * sizeof *h);
      if (!h) return 0;
      memset(h + s->prof_cap, 0, (cap - s->prof_cap) * sizeof *h);
      s->prof = h;
      s->prof_cap = cap;
    }
  } else {
    dlx_t *d = s->d;
    int old = d->level_cap;
    if (!ensure_levels(d, cap)) return 0;
    if (d->level_cap > old)
      memset(d->level_nodes + old, 0, (size_t)(d->level_cap - old) * sizeof *d->level_nodes);
    s->prof = d->level_nodes; /* it may have moved */
  }
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
/* A part of a plan (s->base > 0) follows the path s->choice[0..base-1]
 * (a step that is item I's header is the branch that leaves I), counting
 * only what earlier parts did not (PART_QUIET), then searches below it and
 * goes back up without trying anything else (UNWIND). Planning (s->cut)
 * records parts instead of searching below level CUT. */
static void search_m(srch_t *s) {
  dlx_t *d = s->d;
  dlx_node_t *nd = s->nd;
  int *col = s->d->ncolored ? s->col : NULL; /* NULL: no colour to look at */
  int *ll = s->ll, *rl = s->rl;
  int *bound = s->bound, *slack = s->slack;
  const unsigned char *prim = d->item_prim;
  const uint64_t maxu = s->max_updates;
  const int base = s->base, dv = s->div;
  int level = 0, i = 0, x = 0, maxl = 0, unwind = 0, budget = maxu != UINT64_MAX;
  uint64_t nodes = 0, updates = 0, u0 = 0;
#define PART_QUIET(l) ((l) < base && (l) < dv) /* a choice an earlier part counted */

m2: /* Enter level LEVEL. */
  if (level + 2 > s->depth_cap && !srch_grow(s, (size_t)level + 2)) {
    s->nomem = 1;
    goto m9;
  }
  if (s->cut) {
    if (level == s->cut) {
      srch_record(s, s->choice, level);
      goto m9;
    }
    s->pmark[level] = s->npre;
  }
  if (s->randomize) srch_reseed(s, level, level ? s->choice[level - 1] : 0);
  if (level > maxl) maxl = level;
  budget = maxu != UINT64_MAX;
  if (level < base && level <= dv) goto m3; /* entered by an earlier part */
  nodes++;
  s->prof[level]++;
  SRCH_EVENTS(nodes >= s->next_event || updates > maxu, level, s->prof, goto m9, (void)0);
m3:
  if (rl[0] == 0) {
    if (s->cut) goto m9; /* planning: recorded as a part on the way up */
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
    if (level < base && level <= dv)
      (void)m_cover(nd, col, ll, rl, i);
    else {
      if (budget && updates + cost_cover(nd, col, i) > maxu) {
        s->end = DLX_END_BUDGET;
        goto m9;
      }
      updates += m_cover(nd, col, ll, rl, i);
    }
  }
  bound[i]--;
  s->itm[level] = i;
  if (!m_snapshot(s, nd, i, level)) {
    s->nomem = 1;
    goto m8;
  }

m5: /* Try the next way to use item I. */
  if (s->end != DLX_END_EXHAUSTED || s->nomem || unwind) goto m8;
  if (level < base) {
    /* A part's path: the step S->choice[level]. The options before it
     * were tried, and tweaked out when I is not covered, by earlier
     * parts: silently. */
    int t = s->choice[level], *pl = s->perm + s->pstart[level];
    while (s->pidx[level] < s->plen[level] && pl[s->pidx[level]] != t) {
      int p = pl[s->pidx[level]++];
      if (bound[i] != 0) {
        m_hide(nd, col, p);
        nd[nd[p].up].down = nd[p].down;
        nd[nd[p].down].up = nd[p].up;
        nd[i].top--;
      }
    }
    budget = maxu != UINT64_MAX && !PART_QUIET(level);
    u0 = updates;
    if (t == i && bound[i] == 0) {
      level++;
      goto m2;
    }
  }
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
    if (PART_QUIET(level)) updates = u0;
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
    if (!PART_QUIET(level)) updates++;
  }
  s->choice[level] = i;
  level++;
  goto m2;

m6: /* Commit the other items of option X. */
  s->choice[level] = x;
  u0 = updates;
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
  if (PART_QUIET(level)) updates = u0;
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
  if (s->cut) srch_leave(s, s->choice, level);
  if (level <= base && base > 0) unwind = 1; /* the part is searched */
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
#undef PART_QUIET
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

/* ---- Setting a search up; parts and plans --------------------------------- */

static dlx_engine_t links_or_cells(const dlx_t *d);

/* The options up to which DLX_ENGINE_AUTO takes the bitset engine when it
 * fits (measured: libdlx(3)). */
#define BITS_AUTO_OPTIONS 512

/* The engine DLX_ENGINE_AUTO means for D (a problem without
 * multiplicities), by measurement (libdlx(3), tests/bench.sh). */
static dlx_engine_t auto_engine(const dlx_t *d) {
  if (bits_fits(d) && d->noptions <= BITS_AUTO_OPTIONS) return DLX_ENGINE_BITS;
  return links_or_cells(d);
}

/* The engine DLX_ENGINE_AUTO means for D among links and cells. */
static dlx_engine_t links_or_cells(const dlx_t *d) {
  /* Instructions (callgrind) links / cells: 5x12 pentominoes with the X
   * restricted 4.19 G / 2.63 G, Langford n=11 345 M / 282 M, 12 queens
   * 316 M / 312 M, permutations of 8 41.0 M / 41.9 M; user time on
   * permutations of 10 0.21 s / 0.28 s: two-item options go to links. */
  return 2 * d->nelems >= 5 * (size_t)d->noptions ? DLX_ENGINE_CELLS : DLX_ENGINE_LINKS;
}

/* The engine DLX_ENGINE_AUTO means for D with multiplicities: cells,
 * faster on every instance measured (callgrind, solve --count -j1, links
 * / cells: tetrominoes 2:3 in 6x8 40.6 G / 24.4 G, 0:3 in 5x8
 * 5.63 G / 3.44 G, 1:3 in 4x10 3.48 G / 2.13 G; 7x7 0-1 matrices with
 * two ones a line, two-item options, 5.71 G / 4.47 G; rooks on 8x8, 0:1,
 * 1.32 G / 0.99 G). */
static dlx_engine_t m_auto_engine(const dlx_t *d) {
  (void)d;
  return DLX_ENGINE_CELLS;
}

/* The engine that searches D under O: multiplicities go to the links or
 * the cells (the bits take none). */
static dlx_engine_t engine_of(const dlx_t *d, const dlx_search_opts_t *o) {
  if (d->nbounded > 0)
    return o->engine == DLX_ENGINE_LINKS || o->engine == DLX_ENGINE_CELLS ? o->engine
                                                                          : m_auto_engine(d);
  if (o->engine == DLX_ENGINE_BITS && !bits_fits(d)) return links_or_cells(d);
  return o->engine == DLX_ENGINE_AUTO ? auto_engine(d) : o->engine;
}

/* A search that enumerates, stops early or randomizes: its order of
 * visit matters, and must depend on the path only (srch_t.sorted). */
static int ordered_search(const dlx_search_opts_t *o) {
  return o->on_solution || o->max_solutions || o->max_nodes || o->max_updates || o->randomize;
}

#define OWN_STRUCT 1 /* a copy of the links (colours, active list) of its own */
#define OWN_PROF   2 /* level counters of its own, not the handle's */

/* Set S up to search D under O (complete and checked) with ENGINE.
 * Without OWN_STRUCT it searches the handle's links; the sparse-set
 * engine always builds its own sets. On failure S may be half set up:
 * srch_fini() frees it either way. */
/* A worker's own copy of the links (and of the colours and the active
 * list when the problem has them). */
static dlx_status_t srch_copy_links(srch_t *s, const dlx_t *d) {
  size_t nn = (size_t)d->nnodes, ni = (size_t)d->nitems + 1;
  s->nd = malloc(nn * sizeof *s->nd);
  if (!s->nd) return DLX_ENOMEM;
  memcpy(s->nd, d->nd, nn * sizeof *s->nd);
  if (d->ncolored) {
    s->col = malloc(nn * sizeof *s->col);
    if (!s->col) return DLX_ENOMEM;
    memcpy(s->col, d->ncolor, nn * sizeof *s->col);
  }
  if (d->nbounded) {
    s->ll = malloc(ni * sizeof *s->ll);
    s->rl = malloc(ni * sizeof *s->rl);
    if (!s->ll || !s->rl) return DLX_ENOMEM;
    memcpy(s->ll, d->llink, ni * sizeof *s->ll);
    memcpy(s->rl, d->rlink, ni * sizeof *s->rl);
  }
  return DLX_OK;
}

/* The structure of the bitset or the sparse-set engine for S (the serial
 * caller's kept sparse sets when OWN is 0 and they are current). */
static dlx_status_t srch_engine(srch_t *s, dlx_t *d, dlx_engine_t engine, int own) {
  if (engine == DLX_ENGINE_BITS) {
    s->bt = malloc(sizeof *s->bt);
    if (!s->bt) return DLX_ENOMEM;
    if (!bits_build(d, s->bt)) {
      free(s->bt);
      s->bt = NULL;
      return DLX_ENOMEM;
    }
  }
  if (engine == DLX_ENGINE_CELLS && own == 0 && d->cells_cache && d->cells_gen == d->gen) {
    /* the serial caller's engine, built by an earlier search of this problem */
    s->cl = d->cells_cache;
    d->cells_cache = NULL;
    s->cl_keep = 1;
  } else if (engine == DLX_ENGINE_CELLS) {
    s->cl_keep = own == 0;
    s->cl = malloc(sizeof *s->cl);
    if (!s->cl) return DLX_ENOMEM;
    if (!cells_build(d, s->cl)) {
      free(s->cl);
      s->cl = NULL;
      return DLX_ENOMEM;
    }
  }
  /* Algorithm M's levels are not bounded by the primary items. */
  if (s->cl && !srch_grow(s, (size_t)s->cl->nlev)) return DLX_ENOMEM;
  return DLX_OK;
}

static dlx_status_t srch_init(srch_t *s, dlx_t *d, const dlx_search_opts_t *o, dlx_engine_t engine,
                              int own) {
  memset(s, 0, sizeof *s);
  s->d = d;
  s->o = o;
  s->end = DLX_END_EXHAUSTED;
  s->randomize = o->randomize != 0;
  s->max_updates = o->max_updates ? o->max_updates : UINT64_MAX;
  s->max_nodes = o->max_nodes ? o->max_nodes : UINT64_MAX;
  s->max_sol = o->max_solutions ? o->max_solutions : UINT64_MAX;
  s->next_cancel = CANCEL_EVERY;
  s->next_progress = o->progress_nodes ? o->progress_nodes : UINT64_MAX;
  s->div = -1;
  srch_schedule(s);
  s->own_prof = (own & OWN_PROF) != 0;
  s->nd = d->nd;
  s->col = d->ncolor;
  s->ll = d->llink;
  s->rl = d->rlink;
  if (!s->own_prof) {
    if (!ensure_levels(d, 1)) return DLX_ENOMEM;
    memset(d->level_nodes, 0, (size_t)d->level_cap * sizeof *d->level_nodes);
    s->prof = d->level_nodes;
  }
  s->perm_cap = (size_t)d->noptions + 1;
  s->perm = malloc(s->perm_cap * sizeof *s->perm);
  if (!s->perm || !srch_grow(s, (size_t)d->nprimary + 2)) return DLX_ENOMEM;
  if ((own & OWN_STRUCT) && engine == DLX_ENGINE_LINKS && srch_copy_links(s, d) != DLX_OK)
    return DLX_ENOMEM;
  if (d->nbounded > 0) {
    size_t n = (size_t)d->nitems + 1;
    s->bound = malloc(n * sizeof *s->bound);
    s->slack = malloc(n * sizeof *s->slack);
    if (!s->bound || !s->slack) return DLX_ENOMEM;
    s->bound[0] = s->slack[0] = 0;
    for (int k = 0; k < d->nitems; k++) {
      s->bound[k + 1] = (int)d->item_hi[k];
      s->slack[k + 1] = (int)(d->item_hi[k] - d->item_lo[k]);
    }
  } else {
    s->act = malloc(((size_t)d->nprimary + 1) * sizeof *s->act);
    s->apos = malloc(((size_t)d->nitems + 1) * sizeof *s->apos);
    if (!s->act || !s->apos) return DLX_ENOMEM;
    s->apos[0] = -1;
    for (int k = d->rlink[0]; k != 0; k = d->rlink[k]) {
      s->apos[k] = s->nact;
      s->act[s->nact++] = k;
    }
    for (int k = 1; k <= d->nitems; k++)
      if (!d->item_prim[k - 1]) s->apos[k] = -1;
  }
  return srch_engine(s, d, engine, own);
}

static void srch_fini(srch_t *s) {
  dlx_t *d = s->d;
  if (!d) return; /* never set up */
  free(s->choice);
  free(s->sol);
  free(s->itm);
  free(s->perm);
  free(s->pstart);
  free(s->plen);
  free(s->pidx);
  free(s->pmark);
  free(s->ph);
  free(s->lrng);
  free(s->bound);
  free(s->slack);
  free(s->act);
  free(s->apos);
  free(s->pre);
  if (s->own_prof) free(s->prof);
  if (s->nd != d->nd) free(s->nd);
  if (s->col != d->ncolor) free(s->col);
  if (s->ll != d->llink) free(s->ll);
  if (s->rl != d->rlink) free(s->rl);
  if (s->bt) {
    bits_free(s->bt);
    free(s->bt);
  }
  if (s->cl && s->cl_keep && !d->searching) {
    /* kept for the next serial search of the same problem */
    cells_cache_drop(d);
    d->cells_cache = s->cl;
    d->cells_gen = d->gen;
  } else if (s->cl) {
    cells_free(s->cl);
    free(s->cl);
  }
  memset(s, 0, sizeof *s);
}

/* Run the search S is set up for, from its counters' zero. */
static void srch_run(srch_t *s) {
  dlx_t *d = s->d;
  s->nodes = s->updates = s->solutions = 0;
  s->max_level = 0;
  s->end = DLX_END_EXHAUSTED;
  s->next_cancel = CANCEL_EVERY;
  srch_schedule(s);
  memset(s->prof, 0, (size_t)s->depth_cap * sizeof *s->prof);
  if (s->bt)
    bits_variant(s)(s);
  else if (s->cl) {
    cells_reset(d, s->cl);
    cells_variant(d, s)(s);
  } else if (d->nbounded > 0)
    search_m(s);
  else
    xc_variant(d, s)(s);
}

struct dlx_plan {
  dlx_engine_t engine; /* the engine that searches (never AUTO) */
  int randomize;
  uint64_t seed;
  size_t nparts;
  size_t *start; /* part k: path[start[k] .. start[k] + len[k]) */
  int *len, *div;
  int *path;  /* the engine's nodes */
  int *steps; /* the same as option ids, or -(item+1) */
  uint64_t problem, id;
  /* A parallel search's own plan grows: a part split in its turn is
   * replaced by the parts below it (plan_insert), whose paths go to the end
   * of PATH (no STEPS: such a plan is never handed out). CAP parts fit in
   * the arrays, PATH_CAP nodes in PATH, of which PATH_USED are used; REF[k]
   * is how many splits part k comes from (NULL: none yet). */
  size_t cap, path_used, path_cap;
  int *ref;
};

/* The version of the rules that decide the parts of a plan and the order
 * of a search (branching, random streams, sorted sets): changed whenever
 * a library would cut or branch differently, so that plan ids differ. */
#define DLX_SEARCH_RULES 1u

static uint64_t hash_mix(uint64_t h, uint64_t v) {
  return mix64(h ^ mix64(v + 0x9e3779b97f4a7c15u));
}

static uint64_t hash_name(uint64_t h, const char *s) {
  return hash_mix(h, ((uint64_t)hash_str(s) << 32) ^ strlen(s));
}

/* A fingerprint of D's problem: items (names, kinds, bounds), colours,
 * options with their colours, in order. */
static uint64_t problem_hash_of(const dlx_t *d);
/* The same, computed once per version of the problem (struct dlx). */
static uint64_t problem_hash(dlx_t *d) {
  if (d->hash_gen != d->gen + 1) {
    d->hash = problem_hash_of(d);
    d->hash_gen = d->gen + 1;
  }
  return d->hash;
}
static uint64_t problem_hash_of(const dlx_t *d) {
  uint64_t h = hash_mix(0x243f6a8885a308d3u, (uint64_t)d->nitems);
  for (int k = 0; k < d->nitems; k++) {
    h = hash_name(h, d->item_name[k]);
    h = hash_mix(h,
                 (uint64_t)d->item_prim[k] << 62 ^ (uint64_t)d->item_lo[k] << 31 ^ d->item_hi[k]);
  }
  h = hash_mix(h, (uint64_t)d->ncolors);
  for (int c = 0; c < d->ncolors; c++) h = hash_name(h, d->color_name[c]);
  h = hash_mix(h, (uint64_t)d->noptions);
  for (int o = 0; o < d->noptions; o++) {
    h = hash_mix(h, (uint64_t)(d->opt_start[o + 1] - d->opt_start[o]));
    for (int e = d->opt_start[o]; e < d->opt_start[o + 1]; e++)
      h = hash_mix(h, (uint64_t)(uint32_t)d->elems[e].item << 32 | (uint32_t)d->elems[e].color);
  }
  return h;
}

void dlx_plan_free(dlx_plan_t *p) {
  if (!p) return;
  free(p->start);
  free(p->len);
  free(p->div);
  free(p->path);
  free(p->steps);
  free(p->ref);
  free(p);
}

/* Fill plan P (its arrays allocated for S's parts) from the planning
 * search S of D: the parts' paths, steps and DIVs, the fingerprints. */
static void plan_fill(dlx_plan_t *p, const srch_t *s, dlx_t *d) {
  size_t q = 0, at = 0;
  for (size_t k = 0; k < p->nparts; k++) {
    int len = s->pre[q++];
    p->start[k] = at;
    p->len[k] = len;
    memcpy(p->path + at, s->pre + q, (size_t)len * sizeof *p->path);
    for (int l = 0; l < len; l++) {
      int v = s->pre[q + (size_t)l];
      if (s->bt)
        p->steps[at + (size_t)l] = v; /* option ids already */
      else if (s->cl)                 /* a node, or -(item+1) under Algorithm M */
        p->steps[at + (size_t)l] = v < 0 ? v : s->cl->nd[s->cl->nd[v].first - 1].loc;
      else
        p->steps[at + (size_t)l] = v > d->nitems ? option_of(d->nd, v) : -v;
    }
    /* The first level where the path leaves the previous part's. */
    int dv = -1;
    if (k > 0) {
      const int *a = p->path + p->start[k - 1], *b = p->path + at;
      int m = len < p->len[k - 1] ? len : p->len[k - 1];
      for (dv = 0; dv < m && a[dv] == b[dv]; dv++) continue;
    }
    p->div[k] = dv;
    q += (size_t)len;
    at += (size_t)len;
  }
  p->problem = problem_hash(d);
  uint64_t h = hash_mix(p->problem, DLX_SEARCH_RULES);
  h = hash_mix(h, (uint64_t)p->engine << 1 | (uint64_t)p->randomize);
  h = hash_mix(h, p->seed);
  h = hash_mix(h, (uint64_t)p->nparts);
  for (size_t k = 0; k < p->nparts; k++) {
    h = hash_mix(h, (uint64_t)p->len[k]);
    for (int l = 0; l < p->len[k]; l++)
      h = hash_mix(h, (uint64_t)(uint32_t)p->path[p->start[k] + (size_t)l]);
  }
  p->id = h;
}

/* The plan of D under O (complete and checked) for ENGINE: top searches
 * cut ever deeper until there are MIN_PARTS parts, or the cut is below
 * every leaf, or at level 64. */
static dlx_status_t plan_make(dlx_t *d, const dlx_search_opts_t *o, dlx_engine_t engine,
                              size_t min_parts, dlx_plan_t **out) {
  *out = NULL;
  dlx_search_opts_t po;
  dlx_search_opts_init(&po);
  po.randomize = o->randomize;
  po.seed = o->seed;
  po.engine = engine;
  srch_t s;
  dlx_status_t st = srch_init(&s, d, &po, engine, OWN_PROF);
  s.nocancel = 1;
  s.sorted = 1;
  for (int cut = 1; st == DLX_OK; cut++) {
    s.cut = cut;
    s.npre = s.pre_len = 0;
    srch_run(&s);
    if (s.nomem) {
      st = DLX_ENOMEM;
      break;
    }
    int deeper = 0; /* some part is at the cut: a deeper one splits more */
    for (size_t q = 0; q < s.pre_len; q += (size_t)s.pre[q] + 1) deeper |= s.pre[q] == cut;
    if (s.npre >= min_parts || !deeper || cut >= 64) break;
  }
  dlx_plan_t *p = NULL;
  if (st == DLX_OK && !(p = calloc(1, sizeof *p))) st = DLX_ENOMEM;
  if (st == DLX_OK) {
    size_t n = s.npre, np = s.pre_len - n;
    p->engine = engine;
    p->randomize = o->randomize != 0;
    p->seed = p->randomize ? o->seed : 0;
    p->nparts = p->cap = n;
    p->path_used = np;
    p->path_cap = np + 1;
    p->start = malloc(n * sizeof *p->start);
    p->len = malloc(n * sizeof *p->len);
    p->div = malloc(n * sizeof *p->div);
    p->path = malloc((np + 1) * sizeof *p->path);
    p->steps = malloc((np + 1) * sizeof *p->steps);
    if (!p->start || !p->len || !p->div || !p->path || !p->steps) st = DLX_ENOMEM;
  }
  if (st == DLX_OK) {
    plan_fill(p, &s, d);
    *out = p;
  } else
    dlx_plan_free(p);
  srch_fini(&s);
  return st;
}

/* Search the part of a plan with path PATH[0..LEN-1] and DIV with S (set
 * up for the plan's engine and problem): the counters, at absolute levels,
 * in S. */
static void part_run_path(srch_t *s, const int *path, int len, int div) {
  if (!srch_grow(s, (size_t)len + 2)) {
    s->nomem = 1;
    return;
  }
  memcpy(s->choice, path, (size_t)len * sizeof *s->choice);
  s->base = len;
  s->div = div;
  srch_run(s);
  s->base = 0;
  s->div = -1;
}

/* Search part K of PL with S. */
static void part_run(srch_t *s, const dlx_plan_t *pl, size_t k) {
  part_run_path(s, pl->path + pl->start[k], pl->len[k], pl->div[k]);
}

/* Options as the caller's layout gives them, completed with defaults. */
static dlx_status_t full_opts(const dlx_search_opts_t *opts, dlx_search_opts_t *full) {
  dlx_search_opts_init(full);
  if (opts) {
    if (opts->size < DLX_OPTS_SIZE_V1) return DLX_EINVAL; /* not made by dlx_search_opts_init() */
    memcpy(full, opts, opts->size < sizeof *full ? opts->size : sizeof *full);
    full->size = sizeof *full;
  }
  if (full->engine != DLX_ENGINE_AUTO && full->engine != DLX_ENGINE_LINKS &&
      full->engine != DLX_ENGINE_CELLS && full->engine != DLX_ENGINE_BITS)
    return DLX_EINVAL;
  return DLX_OK;
}

dlx_status_t dlx_plan_new(dlx_t *d, const dlx_search_opts_t *opts, size_t min_parts,
                          dlx_plan_t **plan) {
  if (plan) *plan = NULL;
  if (!d || !plan || min_parts == 0) return DLX_EINVAL;
  dlx_search_opts_t full;
  dlx_status_t st = full_opts(opts, &full);
  if (st != DLX_OK) return st;
  if (d->searching) return DLX_EBUSY;
  d->searching = 1;
  st = plan_make(d, &full, engine_of(d, &full), min_parts, plan);
  d->searching = 0;
  return st;
}

size_t dlx_plan_parts(const dlx_plan_t *p) {
  return p ? p->nparts : 0;
}

dlx_status_t dlx_plan_prefix(const dlx_plan_t *p, size_t k, const int **steps, int *n) {
  if (!p || !steps || !n) return DLX_EINVAL;
  if (k >= p->nparts) return DLX_EPLAN;
  *steps = p->steps + p->start[k];
  *n = p->len[k];
  return DLX_OK;
}

uint64_t dlx_plan_id(const dlx_plan_t *p) {
  return p ? p->id : 0;
}

/* Store S's counters in the caller's STATS (as far as STATS_SIZE goes). */
static void stats_out(dlx_t *d, const srch_t *s, dlx_engine_t engine, dlx_stats_t *stats,
                      size_t stats_size) {
  if (!stats) return;
  dlx_stats_t out;
  memset(&out, 0, sizeof out);
  out.solutions = s->solutions;
  out.nodes = s->nodes;
  out.updates = s->updates;
  out.max_level = s->max_level;
  out.end = s->end;
  out.level_nodes = d->level_nodes;
  out.levels = s->nodes ? s->max_level + 1 : 0;
  out.engine = engine;
  memcpy(stats, &out, stats_size < sizeof out ? stats_size : sizeof out);
}

dlx_status_t dlx_plan_search_sized(dlx_t *d, const dlx_plan_t *p, size_t k,
                                   const dlx_search_opts_t *opts, dlx_stats_t *stats,
                                   size_t stats_size) {
  if (!d || !p) return DLX_EINVAL;
  dlx_search_opts_t full;
  dlx_status_t st = full_opts(opts, &full);
  if (st != DLX_OK) return st;
  if (stats && stats_size < DLX_STATS_SIZE_V1) return DLX_EINVAL;
  if (d->searching) return DLX_EBUSY;
  dlx_engine_t engine = engine_of(d, &full);
  if (k >= p->nparts || engine != p->engine || (full.randomize != 0) != p->randomize ||
      (p->randomize && full.seed != p->seed) || problem_hash(d) != p->problem)
    return DLX_EPLAN;
  atomic_store(&d->cancel, 0);
  srch_t s;
  d->searching = 1;
  st = srch_init(&s, d, &full, engine, 0);
  /* A count's parts add up whatever the order below their paths, as the
   * threads' do (par_search): the unsorted sets are faster. */
  s.sorted = ordered_search(&full);
  if (st == DLX_OK) part_run(&s, p, k);
  if (st == DLX_OK && s.nomem) st = DLX_ENOMEM;
  d->searching = 0;
  if (st == DLX_OK) stats_out(d, &s, engine, stats, stats_size);
  srch_fini(&s);
  return st;
}

/* ---- Searching in parallel, on a plan ------------------------------------ */

/* One part's results, kept until it is its turn (ordered searches). */
typedef struct slot {
  int state; /* SLOT_FREE, SLOT_RUNNING, SLOT_DONE */
  size_t k;
  int *buf; /* solutions: a count, then that many option ids */
  size_t len, cap;
  size_t limit; /* the most option ids it may keep */
  int overflow; /* the buffer was full: the part is searched again in turn */
  int nomem;
  uint64_t nodes, updates, solutions;
  int max_level;
  dlx_end_t end;
  uint64_t *prof;
  size_t nprof, prof_cap;
  int *path; /* the part's path and DIV, copied when it was taken */
  int plen, pdiv;
  size_t pcap;
} slot_t;

#define SLOT_FREE    0
#define SLOT_RUNNING 1
#define SLOT_DONE    2

/* Option ids all the slots of an ordered search may keep: 32 MB. */
#define SLOTS_MAX_INTS ((size_t)1 << 23)

/* A parallel search: the plan, its threads, and (ordered) the window of
 * parts searched ahead of their turn and the totals committed so far. */
typedef struct job {
  dlx_t *d;
  const dlx_search_opts_t *o; /* the caller's */
  dlx_plan_t *plan;           /* grows as parts are split (ordered, limited) */
  int ordered, limited;
  par_t par;
  /* Ordered searches. */
  pthread_mutex_t mu;
  pthread_cond_t cv_work, cv_done;
  size_t next, committed, window;
  int stopped;
  slot_t *slots;
  /* The first part searched ahead that a limit stopped: the search stops
   * in it or before, so no part after it is taken (SIZE_MAX: none yet). */
  size_t stop_at;
  uint64_t lim_nodes, lim_updates, lim_sol; /* UINT64_MAX: none */
  uint64_t t_nodes, t_updates, t_sol;       /* committed */
} job_t;

typedef struct worker {
  srch_t s;
  job_t *job;
  dlx_search_opts_t o; /* the options of the parts it searches ahead */
  int caller;
  uint64_t nodes, updates, solutions; /* counting: its parts' sums */
  int max_level, nomem;
  dlx_end_t end;
  uint64_t *prof;
  size_t prof_cap;
  pthread_t thread;
  int started;
} worker_t;

/* Add the N counters of SRC to *DST (capacity *CAP), growing it. */
static int prof_add(uint64_t **dst, size_t *cap, const uint64_t *src, size_t n) {
  if (!grow((void **)dst, sizeof **dst, cap, n)) return 0;
  for (size_t l = 0; l < n; l++) (*dst)[l] += src[l];
  return 1;
}

/* The levels of S's profile in use after a search. */
static size_t prof_used(const srch_t *s) {
  return s->nodes ? (size_t)s->max_level + 1 : 0;
}

static int grow_zero(uint64_t **p, size_t *cap, size_t need) {
  size_t old = *cap;
  if (!grow((void **)p, sizeof **p, cap, need)) return 0;
  if (*cap > old) memset(*p + old, 0, (*cap - old) * sizeof **p);
  return 1;
}

/* After a part, the next progress report comes as many nodes later as it
 * would have (the counters start from 0 in each part). */
static void prog_carry(srch_t *s) {
  if (s->next_progress != UINT64_MAX)
    s->next_progress = s->next_progress > s->nodes ? s->next_progress - s->nodes : 1;
}

/* Counting (no solution wanted, nothing stopping early): each thread
 * takes the next part, searches it and adds its counters. */
static void *count_main(void *arg) {
  worker_t *w = arg;
  srch_t *s = &w->s;
  job_t *j = w->job;
  for (;;) {
    size_t k = atomic_fetch_add(&j->par.next, 1);
    if (k >= j->plan->nparts) break;
    if (atomic_load(&j->d->cancel) || atomic_load(&j->par.stop)) {
      if (w->end == DLX_END_EXHAUSTED) w->end = DLX_END_CANCELLED;
      atomic_store(&j->par.stop, 1);
      break;
    }
    if (!w->caller) s->next_progress = UINT64_MAX;
    part_run(s, j->plan, k);
    prog_carry(s);
    w->nodes += s->nodes;
    w->updates += s->updates;
    w->solutions += s->solutions;
    if (s->max_level > w->max_level) w->max_level = s->max_level;
    if (!grow_zero(&w->prof, &w->prof_cap, prof_used(s)) ||
        !prof_add(&w->prof, &w->prof_cap, s->prof, prof_used(s)))
      s->nomem = 1;
    atomic_fetch_add(&j->par.nodes, s->nodes);
    atomic_fetch_add(&j->par.updates, s->updates);
    atomic_fetch_add(&j->par.solutions, s->solutions);
    if (s->nomem) {
      w->nomem = 1;
      atomic_store(&j->par.stop, 1);
      break;
    }
    if (s->end != DLX_END_EXHAUSTED) {
      if (w->end == DLX_END_EXHAUSTED) w->end = s->end;
      atomic_store(&j->par.stop, 1);
      break;
    }
  }
  return NULL;
}

/* Searching a part ahead of its turn: its solutions are kept. */
static int keep_solution(void *ctx, const int *options, int n) {
  slot_t *sl = ctx;
  if (sl->len + (size_t)n + 1 > sl->limit ||
      !grow((void **)&sl->buf, sizeof *sl->buf, &sl->cap, sl->len + (size_t)n + 1)) {
    sl->overflow = 1;
    return 1;
  }
  sl->buf[sl->len++] = n;
  if (n > 0) memcpy(sl->buf + sl->len, options, (size_t)n * sizeof *options);
  sl->len += (size_t)n;
  return 0;
}

/* What is left of a limit L (UINT64_MAX: none) after T. */
static uint64_t left(uint64_t l, uint64_t t) {
  return l == UINT64_MAX ? UINT64_MAX : l - t;
}

/* Splitting parts near the end of a limited search (ordered, with a solution
 * limit or a budget). The plan stays coarse, 64 parts a thread, since
 * planning is serial and every part replays its path; but the part where
 * the search stops is searched again in turn (or split then: part_resplit)
 * and whatever is searched ahead past it is lost, so that part must be
 * small. A part taken when what is left of a limit (after the parts
 * committed and those searched ahead) is at most 1/8 of it is replaced by
 * the parts below it, and one of those, taken when at most 1/64 is left, by
 * the parts below it, and so on. 6x10 with X restricted on 2 threads (390
 * parts, where 256 a thread gave 1899): issue 15's --max half and budget
 * half, 1.69x and 1.72x before, 1.91x simulated from the parts' times. */
#define SPLIT_DEPTH 3 /* splits at most below a part of the first plan */
/* Splitting pays only while a part is a fair share of the search: while
 * fewer than SPLIT_BEFORE parts are committed (Langford 12, 882 parts, took
 * 5% more instructions on 2 threads with --max half, for nothing). */
#define SPLIT_BEFORE 256
#define SPLIT_MIN    8 /* parts wanted below a split part */
#define SPLIT_LEVELS 4 /* levels below it at most */

/* Make room in PL for N parts, and for ADD more nodes of paths. */
static int plan_reserve(dlx_plan_t *pl, size_t n, size_t add) {
  if (!pl->ref && !(pl->ref = calloc(pl->cap, sizeof *pl->ref))) return 0;
  if (n > pl->cap) {
    size_t cap = pl->cap * 2 > n ? pl->cap * 2 : n;
    size_t *st = realloc(pl->start, cap * sizeof *st);
    if (!st) return 0;
    pl->start = st;
    int **arr[3] = {&pl->len, &pl->div, &pl->ref};
    for (int i = 0; i < 3; i++) {
      int *a = realloc(*arr[i], cap * sizeof *a);
      if (!a) return 0;
      *arr[i] = a;
    }
    pl->cap = cap;
  }
  return grow((void **)&pl->path, sizeof *pl->path, &pl->path_cap, pl->path_used + add);
}

/* Replace part K of PL by the N > 1 parts below it in PRE (PRE_LEN ints, as
 * a planning search records them: a length, then the path). Each one's DIV
 * is where it leaves the one before, as plan_fill has it; the first's is
 * part K's. 0 when out of memory (PL is the same plan then). */
static int plan_insert(dlx_plan_t *pl, size_t k, const int *pre, size_t n, size_t pre_len) {
  if (!plan_reserve(pl, pl->nparts + n - 1, pre_len)) return 0;
  int div0 = pl->div[k], ref = pl->ref[k] + 1;
  size_t tail = pl->nparts - k - 1;
  memmove(pl->start + k + n, pl->start + k + 1, tail * sizeof *pl->start);
  memmove(pl->len + k + n, pl->len + k + 1, tail * sizeof *pl->len);
  memmove(pl->div + k + n, pl->div + k + 1, tail * sizeof *pl->div);
  memmove(pl->ref + k + n, pl->ref + k + 1, tail * sizeof *pl->ref);
  const int *prev = NULL;
  int plen = 0;
  for (size_t i = 0, q = 0; i < n; i++) {
    int len = pre[q++], dv = div0;
    int *path = pl->path + pl->path_used;
    memcpy(path, pre + q, (size_t)len * sizeof *path);
    q += (size_t)len;
    if (i > 0)
      for (dv = 0; dv < len && dv < plen && prev[dv] == path[dv]; dv++) continue;
    pl->start[k + i] = pl->path_used;
    pl->len[k + i] = len;
    pl->div[k + i] = dv;
    pl->ref[k + i] = ref;
    pl->path_used += (size_t)len;
    prev = path;
    plen = len;
  }
  pl->nparts += n - 1;
  return 1;
}

/* Split part K of W's job's plan with W's search: a planning search below
 * its path, cut ever deeper until SPLIT_MIN parts or SPLIT_LEVELS levels.
 * Called locked, so that no other thread reads the plan meanwhile. Out of
 * memory, the part stays whole. */
static void part_split(worker_t *w, size_t k) {
  job_t *j = w->job;
  dlx_plan_t *pl = j->plan;
  srch_t *s = &w->s;
  dlx_search_opts_t po = *j->o; /* the same branching, no callback */
  po.on_solution = NULL;
  po.on_progress = NULL;
  uint64_t next_progress = s->next_progress;
  s->o = &po;
  s->max_nodes = s->max_updates = s->max_sol = UINT64_MAX;
  s->next_progress = UINT64_MAX;
  s->par = NULL;
  s->nocancel = 1;
  int len = pl->len[k];
  for (int cut = len + 1; cut <= len + SPLIT_LEVELS; cut++) {
    s->cut = cut;
    s->npre = s->pre_len = 0;
    part_run(s, pl, k);
    if (s->nomem || s->end != DLX_END_EXHAUSTED) {
      s->npre = 0;
      break;
    }
    int deeper = 0; /* some part is at the cut: a deeper one splits more */
    for (size_t q = 0; q < s->pre_len; q += (size_t)s->pre[q] + 1) deeper |= s->pre[q] == cut;
    if (s->npre >= SPLIT_MIN || !deeper) break;
  }
  s->cut = 0;
  s->nomem = 0;
  s->o = &w->o;
  s->par = &j->par;
  s->nocancel = 0;
  s->next_progress = next_progress;
  if (s->npre > 1) plan_insert(pl, k, s->pre, s->npre, s->pre_len);
}

/* Whether a limit L (UINT64_MAX: none) of which USED is spent has at most
 * L >> SHIFT left. */
static int limit_near(uint64_t l, uint64_t used, int shift) {
  return l != UINT64_MAX && (used >= l || l - used <= l >> shift);
}

/* Whether a part split R times is to be split again when taken now
 * (locked): what is left of a limit, after the parts committed and those
 * searched ahead, is at most 1/8^(R+1) of it. */
static int part_near(const job_t *j, int r) {
  uint64_t n = j->t_nodes, u = j->t_updates, sol = j->t_sol;
  for (size_t i = 0; i < j->window; i++) {
    const slot_t *x = &j->slots[i];
    if (x->state != SLOT_DONE || x->k < j->committed) continue;
    n += x->nodes;
    u += x->updates;
    sol += x->solutions;
  }
  int sh = 3 * (r + 1);
  return limit_near(j->lim_nodes, n, sh) || limit_near(j->lim_updates, u, sh) ||
         limit_near(j->lim_sol, sol, sh);
}

/* Take part K (J->next, locked) into slot SL for W: split it first when
 * the search may stop near it, then copy its path. 0 when out of memory. */
static int part_take(worker_t *w, slot_t *sl, size_t k) {
  job_t *j = w->job;
  const dlx_plan_t *pl = j->plan;
  int ref = pl->ref ? pl->ref[k] : 0;
  if (j->limited && ref < SPLIT_DEPTH && j->committed < SPLIT_BEFORE && part_near(j, ref))
    part_split(w, k);
  sl->k = k;
  sl->state = SLOT_RUNNING;
  sl->nomem = 0;
  int len = pl->len[k];
  if (!grow((void **)&sl->path, sizeof *sl->path, &sl->pcap, (size_t)len + 1)) return 0;
  memcpy(sl->path, pl->path + pl->start[k], (size_t)len * sizeof *sl->path);
  sl->plen = len;
  sl->pdiv = pl->div[k];
  return 1;
}

/* A part searched ahead is done (locked): one that a limit stopped is the
 * last that may be needed. */
static void part_done(job_t *j, slot_t *sl) {
  sl->state = SLOT_DONE;
  if ((sl->end == DLX_END_MAX || sl->end == DLX_END_BUDGET) && !sl->overflow && sl->k < j->stop_at)
    j->stop_at = sl->k;
  pthread_cond_broadcast(&j->cv_done);
}

/* Search the part in slot SL ahead of its turn, with the limits left when
 * it was taken (at least those left in its turn). Called unlocked. */
static void part_ahead(worker_t *w, slot_t *sl, uint64_t rn, uint64_t ru, uint64_t rs) {
  srch_t *s = &w->s;
  sl->len = 0;
  sl->overflow = sl->nomem = 0;
  w->o.solution_ctx = sl;
  s->o = &w->o;
  s->max_nodes = rn;
  s->max_updates = ru;
  s->max_sol = rs;
  if (!w->caller) s->next_progress = UINT64_MAX;
  part_run_path(s, sl->path, sl->plen, sl->pdiv);
  sl->nodes = s->nodes;
  sl->updates = s->updates;
  sl->solutions = s->solutions;
  sl->max_level = s->max_level;
  sl->end = s->end;
  sl->nomem = s->nomem;
  sl->nprof = prof_used(s);
  if (!grow((void **)&sl->prof, sizeof *sl->prof, &sl->prof_cap, sl->nprof + 1))
    sl->nomem = 1;
  else
    memcpy(sl->prof, s->prof, sl->nprof * sizeof *sl->prof);
}

static void *ordered_main(void *arg) {
  worker_t *w = arg;
  job_t *j = w->job;
  pthread_mutex_lock(&j->mu);
  for (;;) {
    /* (no part to take: wait, the part where the search stops may be
     * split again, part_resplit) */
    while (!j->stopped && (j->next >= j->plan->nparts || j->next > j->stop_at ||
                           j->next >= j->committed + j->window))
      pthread_cond_wait(&j->cv_work, &j->mu);
    if (j->stopped) break;
    size_t k = j->next;
    slot_t *sl = &j->slots[k % j->window];
    int ok = part_take(w, sl, k);
    j->next = k + 1;
    uint64_t rn = left(j->lim_nodes, j->t_nodes), ru = left(j->lim_updates, j->t_updates),
             rs = left(j->lim_sol, j->t_sol);
    pthread_mutex_unlock(&j->mu);
    if (ok)
      part_ahead(w, sl, rn, ru, rs);
    else
      sl->nomem = 1;
    pthread_mutex_lock(&j->mu);
    part_done(j, sl);
  }
  pthread_mutex_unlock(&j->mu);
  return NULL;
}

/* Skipping the solutions of a part already delivered from its slot, when
 * it is searched again in turn. */
typedef struct redo {
  const dlx_search_opts_t *o;
  uint64_t skip; /* solutions to pass over */
  int stop;      /* and stop at the last of them (the caller's callback did) */
} redo_t;

static int redo_solution(void *ctx, const int *options, int n) {
  redo_t *r = ctx;
  if (r->skip) {
    r->skip--;
    return r->skip == 0 && r->stop;
  }
  return r->o->on_solution(r->o->solution_ctx, options, n);
}

/* The totals of an ordered search, committed part by part. */
typedef struct total {
  uint64_t nodes, updates, solutions;
  int max_level;
  dlx_end_t end;
  uint64_t *prof;
  size_t prof_cap;
  int nomem;
} total_t;

static void total_add(total_t *t, uint64_t nodes, uint64_t updates, uint64_t solutions, int maxl,
                      const uint64_t *prof, size_t nprof) {
  t->nodes += nodes;
  t->updates += updates;
  t->solutions += solutions;
  if (maxl > t->max_level) t->max_level = maxl;
  if (!grow_zero(&t->prof, &t->prof_cap, nprof) || !prof_add(&t->prof, &t->prof_cap, prof, nprof))
    t->nomem = 1;
}

/* Search the part in slot SL in its turn in the calling thread's worker W,
 * delivering to the caller's callback (passing over SKIP solutions already
 * delivered, stopping at the last of them when STOP), with the exact limits
 * left. */
static void part_in_turn(worker_t *w, total_t *t, const slot_t *sl, uint64_t skip, int stop) {
  job_t *j = w->job;
  srch_t *s = &w->s;
  dlx_search_opts_t o = *j->o;
  redo_t r = {j->o, skip, stop};
  if (skip) {
    o.on_solution = redo_solution;
    o.solution_ctx = &r;
  }
  s->o = &o;
  s->max_nodes = left(j->lim_nodes, t->nodes);
  s->max_updates = left(j->lim_updates, t->updates);
  s->max_sol = left(j->lim_sol, t->solutions);
  part_run_path(s, sl->path, sl->plen, sl->pdiv);
  s->o = &w->o;
  if (s->nomem) t->nomem = 1;
  total_add(t, s->nodes, s->updates, s->solutions, s->max_level, s->prof, prof_used(s));
  t->end = s->end;
}

#define RESPLIT_DEPTH 6 /* splits at most below a part of the first plan */

/* The part in slot SL (J->committed), searched ahead, is where the search
 * stops: no part after it is needed. Rather than search it again alone, the
 * parts after it are dropped (those being searched stopped), it is split,
 * and the search goes on in parallel from the first part below it. 0 when
 * it is not split (then it is searched again in turn). Called unlocked. */
static int part_resplit(worker_t *w, slot_t *sl) {
  job_t *j = w->job;
  size_t k = sl->k;
  if (j->committed >= SPLIT_BEFORE) return 0;
  pthread_mutex_lock(&j->mu); /* (the plan's arrays move when a worker splits) */
  if (j->plan->ref && j->plan->ref[k] >= RESPLIT_DEPTH) {
    pthread_mutex_unlock(&j->mu);
    return 0;
  }
  j->stop_at = k; /* nothing more is taken */
  atomic_store(&j->par.stop, 1);
  for (;;) {
    int running = 0;
    for (size_t i = 0; i < j->window; i++) running |= j->slots[i].state == SLOT_RUNNING;
    if (!running) break;
    pthread_cond_wait(&j->cv_done, &j->mu);
  }
  atomic_store(&j->par.stop, 0);
  for (size_t i = 0; i < j->window; i++)
    if (&j->slots[i] != sl) j->slots[i].state = SLOT_FREE;
  j->plan->nparts = k + 1;
  part_split(w, k);
  int split = j->plan->nparts > k + 1;
  j->next = split ? k : k + 1;
  if (split) {
    sl->state = SLOT_FREE;
    j->stop_at = SIZE_MAX;
    pthread_cond_broadcast(&j->cv_work);
  }
  pthread_mutex_unlock(&j->mu);
  return split;
}

/* Commit the part in slot SL, searched ahead: deliver its solutions when
 * it ended as it would have in its turn, else split it (part_resplit) or
 * search it again in turn. 0 when it was split, not committed. */
static int part_commit(worker_t *w, total_t *t, slot_t *sl) {
  job_t *j = w->job;
  if (sl->nomem) {
    t->nomem = 1;
    return 1;
  }
  if (sl->end == DLX_END_CANCELLED && !sl->overflow) { /* dlx_cancel() */
    total_add(t, sl->nodes, sl->updates, sl->solutions, sl->max_level, sl->prof, sl->nprof);
    t->end = DLX_END_CANCELLED;
    return 1;
  }
  int in_turn = sl->end == DLX_END_EXHAUSTED && !sl->overflow &&
                sl->nodes <= left(j->lim_nodes, t->nodes) &&
                sl->updates <= left(j->lim_updates, t->updates) &&
                sl->solutions < left(j->lim_sol, t->solutions);
  if (!in_turn) {
    int stops = sl->end == DLX_END_EXHAUSTED || sl->end == DLX_END_MAX || sl->end == DLX_END_BUDGET;
    if (!sl->overflow && stops && part_resplit(w, sl)) return 0;
    part_in_turn(w, t, sl, 0, 0);
    return 1;
  }
  const dlx_search_opts_t *o = j->o;
  if (o->on_solution) {
    uint64_t n = 0;
    for (size_t q = 0; q < sl->len; q += (size_t)sl->buf[q] + 1) {
      n++;
      if (o->on_solution(o->solution_ctx, sl->buf + q + 1, sl->buf[q])) {
        part_in_turn(w, t, sl, n, 1); /* for the counters where it stopped */
        return 1;
      }
    }
  }
  total_add(t, sl->nodes, sl->updates, sl->solutions, sl->max_level, sl->prof, sl->nprof);
  return 1;
}

/* The calling thread of an ordered search: commits the parts in order,
 * and searches parts itself (in turn when it can) while waiting. */
static void ordered_caller(worker_t *w, total_t *t) {
  job_t *j = w->job;
  pthread_mutex_lock(&j->mu);
  while (j->committed < j->plan->nparts && t->end == DLX_END_EXHAUSTED && !t->nomem) {
    if (atomic_load(&j->d->cancel)) { /* between parts too */
      t->end = DLX_END_CANCELLED;
      break;
    }
    slot_t *sl = &j->slots[j->committed % j->window];
    int ready = sl->state == SLOT_DONE && sl->k == j->committed;
    if (!ready && (j->next >= j->plan->nparts || j->next >= j->committed + j->window ||
                   j->next > j->stop_at)) {
      pthread_cond_wait(&j->cv_done, &j->mu);
      continue;
    }
    int turn = 0, ok = 1, done = 1;
    if (!ready) {
      size_t k = j->next;
      turn = k == j->committed;
      sl = &j->slots[k % j->window];
      ok = part_take(w, sl, k);
      j->next = k + 1;
    }
    uint64_t rn = left(j->lim_nodes, j->t_nodes), ru = left(j->lim_updates, j->t_updates),
             rs = left(j->lim_sol, j->t_sol);
    pthread_mutex_unlock(&j->mu);
    if (ready)
      done = part_commit(w, t, sl);
    else if (!ok)
      t->nomem = sl->nomem = 1;
    else if (turn)
      part_in_turn(w, t, sl, 0, 0);
    else {
      part_ahead(w, sl, rn, ru, rs);
      /* The progress callback asked to stop (only it, or a full buffer,
       * stops a part searched ahead with a callback). */
      if (sl->end == DLX_END_CALLBACK && !sl->overflow) t->end = DLX_END_CALLBACK;
    }
    prog_carry(&w->s);
    atomic_store(&j->par.nodes, t->nodes);
    atomic_store(&j->par.updates, t->updates);
    atomic_store(&j->par.solutions, t->solutions);
    pthread_mutex_lock(&j->mu);
    if ((ready && done) || turn) {
      sl->state = SLOT_FREE;
      j->committed++;
      j->t_nodes = t->nodes;
      j->t_updates = t->updates;
      j->t_sol = t->solutions;
      pthread_cond_broadcast(&j->cv_work);
    } else if (!ready)
      part_done(j, sl);
  }
  j->stopped = 1;
  pthread_cond_broadcast(&j->cv_work);
  pthread_mutex_unlock(&j->mu);
  atomic_store(&j->par.stop, 1);
}

/* Search D under O in JOBS threads (JOBS > 1), on a plan of 64 parts a
 * thread: a count adds up the parts' counters in any order; an ordered
 * search (ORDERED: solutions wanted, a limit, a budget, randomness)
 * commits them in order, so that its solutions, their order, where it
 * stops and every counter are the serial search's. */
/* Run the workers W[0..JOBS) of J (W[0] in the calling thread) to the
 * end, their totals in T. */
static void par_run(job_t *j, worker_t *w, int jobs, total_t *t) {
  int ordered = j->ordered;
  if (ordered) {
    pthread_mutex_init(&j->mu, NULL);
    pthread_cond_init(&j->cv_work, NULL);
    pthread_cond_init(&j->cv_done, NULL);
  }
  for (int i = 1; i < jobs; i++)
    w[i].started =
        pthread_create(&w[i].thread, NULL, ordered ? ordered_main : count_main, &w[i]) == 0;
  if (ordered)
    ordered_caller(&w[0], t);
  else
    count_main(&w[0]);
  for (int i = 1; i < jobs; i++)
    if (w[i].started) pthread_join(w[i].thread, NULL);
  if (ordered) {
    pthread_mutex_destroy(&j->mu);
    pthread_cond_destroy(&j->cv_work);
    pthread_cond_destroy(&j->cv_done);
    return;
  }
  int callback = 0, cancelled = 0;
  for (int i = 0; i < jobs; i++) {
    worker_t *x = &w[i];
    total_add(t, x->nodes, x->updates, x->solutions, x->max_level, x->prof, x->prof_cap);
    t->nomem |= x->nomem;
    callback |= x->end == DLX_END_CALLBACK;
    cancelled |= x->end == DLX_END_CANCELLED;
  }
  /* A stop asked by the progress callback makes the other workers stop as
   * if cancelled: the callback is the reason. */
  t->end = callback ? DLX_END_CALLBACK : cancelled ? DLX_END_CANCELLED : DLX_END_EXHAUSTED;
}

/* A parallel search's totals T in RES, its profile in D's level_nodes. */
static dlx_status_t par_result(dlx_t *d, const total_t *t, srch_t *res) {
  size_t nl = t->nodes ? (size_t)t->max_level + 1 : 0;
  if (!ensure_levels(d, nl + 1)) return DLX_ENOMEM;
  memset(d->level_nodes, 0, (size_t)d->level_cap * sizeof *d->level_nodes);
  if (nl) memcpy(d->level_nodes, t->prof, nl * sizeof *t->prof);
  res->nodes = t->nodes;
  res->updates = t->updates;
  res->solutions = t->solutions;
  res->max_level = t->max_level;
  res->end = t->end;
  return DLX_OK;
}

/* Free the N slots SL (NULL: none) and what they hold. */
static void slots_free(slot_t *sl, size_t n) {
  for (size_t i = 0; sl && i < n; i++) {
    free(sl[i].buf);
    free(sl[i].prof);
    free(sl[i].path);
  }
  free(sl);
}

static dlx_status_t par_search(dlx_t *d, const dlx_search_opts_t *o, dlx_engine_t engine, int jobs,
                               int ordered, srch_t *res) {
  dlx_plan_t *plan = NULL;
  /* Parts per thread: few, since planning is serial and each part replays
   * its path (6x10 with X restricted, 0.5 s: 64 a thread gives 1.94x on 2
   * threads, 256 gives 1.79x). A search that a limit may stop splits the
   * parts it takes near the stop instead (part_take). */
  int limited = o->max_solutions || o->max_nodes || o->max_updates;
  size_t want = 64 * (size_t)jobs;
  dlx_status_t st = plan_make(d, o, engine, want < 65536 ? want : 65536, &plan);
  if (st != DLX_OK) return st;
  if ((size_t)jobs > plan->nparts) jobs = (int)plan->nparts;
  job_t j;
  memset(&j, 0, sizeof j);
  j.d = d;
  j.o = o;
  j.plan = plan;
  j.ordered = ordered;
  j.limited = ordered && limited;
  j.stop_at = SIZE_MAX;
  atomic_init(&j.par.next, 0);
  atomic_init(&j.par.stop, 0);
  atomic_init(&j.par.nodes, 0);
  atomic_init(&j.par.updates, 0);
  atomic_init(&j.par.solutions, 0);
  /* Parts searched ahead: enough that a long part in turn does not leave
   * the other threads waiting (simulated on issue 15's instances from
   * their parts' times: 16 a thread gives 1.94-2.0 of 2 threads' ideal,
   * 4 a thread 1.88-2.0). */
  j.window = 16 * (size_t)jobs;
  j.lim_nodes = o->max_nodes ? o->max_nodes : UINT64_MAX;
  j.lim_updates = o->max_updates ? o->max_updates : UINT64_MAX;
  j.lim_sol = o->max_solutions ? o->max_solutions : UINT64_MAX;
  worker_t *w = calloc((size_t)jobs, sizeof *w);
  j.slots = ordered ? calloc(j.window, sizeof *j.slots) : NULL;
  if (!w || (ordered && !j.slots)) st = DLX_ENOMEM;
  for (size_t i = 0; j.slots && i < j.window; i++) j.slots[i].limit = SLOTS_MAX_INTS / j.window;
  for (int i = 0; i < jobs && st == DLX_OK; i++) {
    worker_t *x = &w[i];
    x->job = &j;
    x->caller = i == 0;
    x->end = DLX_END_EXHAUSTED;
    x->o = *o;
    x->o.on_solution = o->on_solution ? keep_solution : NULL;
    st = srch_init(&x->s, d, &x->o, engine, (i > 0 ? OWN_STRUCT : 0) | OWN_PROF);
    x->s.par = &j.par;
    x->s.sorted = ordered;
  }
  total_t t;
  memset(&t, 0, sizeof t);
  t.end = DLX_END_EXHAUSTED;
  if (st == DLX_OK) {
    par_run(&j, w, jobs, &t);
    if (t.nomem) st = DLX_ENOMEM;
  }
  if (st == DLX_OK) st = par_result(d, &t, res);
  for (int i = 0; w && i < jobs; i++) {
    srch_fini(&w[i].s);
    free(w[i].prof);
  }
  slots_free(j.slots, j.window);
  free(w);
  free(t.prof);
  dlx_plan_free(plan);
  return st;
}

dlx_status_t dlx_search_sized(dlx_t *d, const dlx_search_opts_t *opts, dlx_stats_t *stats,
                              size_t stats_size) {
  if (!d) return DLX_EINVAL;
  /* The caller's options as far as its layout goes; later fields keep
   * their defaults (see dlx.h). */
  dlx_search_opts_t full;
  dlx_status_t st = full_opts(opts, &full);
  if (st != DLX_OK) return st;
  opts = &full;
  if (stats && stats_size < DLX_STATS_SIZE_V1) return DLX_EINVAL;
  if (d->searching) return DLX_EBUSY; /* a callback may not search its own handle */
  atomic_store(&d->cancel, 0);
  dlx_engine_t engine = engine_of(d, opts);
  /* The memoised count: a plain count (budgets allowed), on one thread. */
  if (opts->memo && memo_fits(d) && !opts->on_solution && !opts->max_solutions && !opts->randomize)
    engine = DLX_ENGINE_MEMO;
  int jobs = opts->jobs > DLX_MAX_JOBS ? DLX_MAX_JOBS : opts->jobs;
  if (engine == DLX_ENGINE_MEMO) jobs = 1;
  int ordered = ordered_search(opts);
  srch_t s;
  d->searching = 1;
  if (engine == DLX_ENGINE_MEMO) {
    int overflow = 0;
    st = srch_init(&s, d, opts, DLX_ENGINE_LINKS, 0);
    if (st == DLX_OK) search_memo(&s, opts->memo, &overflow);
    if (st == DLX_OK) st = s.nomem ? DLX_ENOMEM : overflow ? DLX_EOVERFLOW : DLX_OK;
  } else if (jobs > 1) {
    memset(&s, 0, sizeof s);
    st = par_search(d, opts, engine, jobs, ordered, &s);
  } else {
    st = srch_init(&s, d, opts, engine, 0);
    s.sorted = ordered;
    if (st == DLX_OK) srch_run(&s);
    if (st == DLX_OK && s.nomem) st = DLX_ENOMEM;
  }
  d->searching = 0;
  if (st == DLX_OK) stats_out(d, &s, engine, stats, stats_size);
  if (jobs <= 1) srch_fini(&s);
  return st;
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
