/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Copyright (C) 2026 the polyx authors */
/* dlx.c: libdlx's problems: status strings, messages, version, building a problem and looking at
 * it, the link checker. The engines and searches are in dlx_links.c, dlx_cells.c, dlx_bits.c,
 * dlx_m.c, dlx_memo.c, dlx_plan.c and dlx_par.c (dlx_search.h: how they fit together). */
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
#include "dlx/dlx_search.h"
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
    case DLX_EBUSY:
      return _("the problem is being searched: no change or new search from its callbacks");
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

const char *dlx_ngettext(const char *msgid, const char *msgid_plural, unsigned long n) {
#if ENABLE_NLS
  pthread_once(&domain_once, domain_bind);
  return dngettext(DLX_DOMAIN, msgid, msgid_plural, n);
#else
  return n == 1 ? msgid : msgid_plural;
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

uint32_t hash_str(const char *s) {
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
int grow(void **p, size_t size, size_t *cap, size_t need) {
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

int grow_int(void **p, size_t size, int *cap, size_t need) {
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
