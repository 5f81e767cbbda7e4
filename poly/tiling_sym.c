/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* tiling_sym.c: the group of a tiling problem (the symmetries of its region that map its pieces
 * onto pieces), the images of placements under it, and its symmetry breaking: the orbit
 * representatives of a root piece's placements and the lands each may take (tiling.c calls
 * tiling_setup_symmetry once the placements are made).
 */
#include <config.h>

#include "poly/tiling.h"
#include "poly/region.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "poly/tiling_internal.h"

/* Index of the placements by piece and cell set, for symmetry images: a
 * placement's signature is the XOR of its cells' keys, so an image's
 * signature needs no sorting of its cells; a hash table of open addressing
 * per piece over signatures finds it, its cells compared to be sure. Only
 * the pieces whose images are asked for get a table (index_piece): those
 * choose_root weighs, the root among them. */
typedef struct place_index {
  uint64_t *key;        /* per cell */
  uint64_t *sig;        /* per placement */
  int **slot;           /* per piece: its table (placement ids plus 1, 0 empty), or NULL */
  size_t *mask;         /* per piece: its table's size less 1 */
  unsigned *stamp, tag; /* per cell: the image that holds it (image_find's check) */
} place_index_t;

/* A cell's key: splitmix64 of its number (fixed: the index is the same on every run). */
static uint64_t cell_key(uint64_t c) {
  uint64_t z = (c + 1) * 0x9e3779b97f4a7c15u;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}

static size_t index_hash(uint64_t sig) {
  return (size_t)(sig ^ (sig >> 29));
}

static int index_build(const tiling_t *t, place_index_t *ix) {
  size_t n = (size_t)t->pl.n, np = (size_t)t->set.n + 1;
  ix->key = malloc(((size_t)t->ncells + 1) * sizeof *ix->key);
  ix->sig = malloc((n ? n : 1) * sizeof *ix->sig);
  ix->slot = calloc(np, sizeof *ix->slot);
  ix->mask = malloc(np * sizeof *ix->mask);
  ix->stamp = calloc((size_t)t->ncells + 1, sizeof *ix->stamp);
  ix->tag = 0;
  if (!ix->key || !ix->sig || !ix->slot || !ix->mask || !ix->stamp) return -1;
  for (int c = 0; c < t->ncells; c++) ix->key[c] = cell_key((uint64_t)c);
  return 0;
}

/* The table of PIECE, made when first asked for: 0, or -1 when out of memory. */
static int index_piece(const tiling_t *t, place_index_t *ix, int piece) {
  if (ix->slot[piece]) return 0;
  size_t cap = 16, n = (size_t)(t->pfirst[piece + 1] - t->pfirst[piece]);
  while (cap < 2 * n) cap *= 2;
  int *slot = ix->slot[piece] = calloc(cap, sizeof *slot);
  if (!slot) return -1;
  ix->mask[piece] = cap - 1;
  for (int p = t->pfirst[piece]; p < t->pfirst[piece + 1]; p++) {
    uint64_t sg = 0;
    for (int j = t->pl.start[p]; j < t->pl.start[p + 1]; j++) sg ^= ix->key[t->pl.cell[j]];
    ix->sig[p] = sg;
    size_t h = index_hash(sg) & (cap - 1);
    while (slot[h]) h = (h + 1) & (cap - 1);
    slot[h] = p + 1;
  }
  return 0;
}

static void index_free(const tiling_t *t, place_index_t *ix) {
  for (int i = 0; ix->slot && i <= t->set.n; i++) free(ix->slot[i]);
  free(ix->key);
  free(ix->sig);
  free(ix->slot);
  free(ix->mask);
  free(ix->stamp);
}

/* The placement of PIECE (its table made) that is the image of placement P
 * under group element G, or -1. */
static int image_find(const tiling_t *t, place_index_t *ix, int piece, int p, int g) {
  const int *map = t->symmap + (size_t)g * t->ncells;
  int s = t->pl.start[p], n = t->pl.start[p + 1] - s;
  uint64_t sg = 0;
  if (++ix->tag == 0) { /* wrapped: clear the stamps */
    memset(ix->stamp, 0, (size_t)t->ncells * sizeof *ix->stamp);
    ix->tag = 1;
  }
  for (int i = 0; i < n; i++) {
    int c = map[t->pl.cell[s + i]];
    ix->stamp[c] = ix->tag;
    sg ^= ix->key[c];
  }
  const int *slot = ix->slot[piece]; /* (index_piece made it) */
  size_t mask = ix->mask[piece];
  for (size_t h = index_hash(sg) & mask; slot[h]; h = (h + 1) & mask) {
    int q = slot[h] - 1, qs = t->pl.start[q];
    if (ix->sig[q] != sg || t->pl.start[q + 1] - qs != n) continue;
    /* every cell of q in the image (as many distinct cells: the same set) */
    int j = 0;
    while (j < n && ix->stamp[t->pl.cell[qs + j]] == ix->tag) j++;
    if (j == n) return q;
  }
  return -1;
}

/* ---- The group of the problem ------------------------------------------------
 * A symmetry of the region (letters kept) belongs to the group when it maps
 * the multiset of allowed pieces onto itself: each allowed piece onto an
 * allowed piece whose orientations are the images of its own, with the same
 * bounds. It then maps tilings onto tilings, piece i onto piece perm[g][i]. */

static const char *const sym_names[8] = {"identity", "rot90",     "rot180",  "rot270",
                                         "flip-lr",  "flip-anti", "flip-tb", "flip-diag"};

const char *tiling_sym_name(int sym) {
  return sym >= 0 && sym < 8 ? sym_names[sym] : "?";
}

/* May piece I be used at all (the spec and the pieces given in place allowing)? */
static int piece_allowed(const tiling_t *t, int i) {
  if (t->hi[i] <= 0) return 0;
  if (t->cls[i] >= 0 && t->class_hi[t->cls[i]] == 0) return 0;
  return !(t->total_lo >= 0 && t->total_hi == 0);
}

/* The least (shape_compare) image under SYM of the orientations of P: the
 * key under which orientation sets are looked up. */
static void least_image(const piece_t *p, int sym, shape_t *out) {
  if (p->norient <= 0)
    shape_transform(&p->shape, sym, out); /* no orientation: no placement either */
  for (int o = 0; o < p->norient; o++) {
    shape_t img;
    shape_transform(piece_orient(p, o), sym, &img);
    if (o == 0 || shape_compare(&img, out) < 0) *out = img;
  }
}

/* 1 when SYM maps the orientations of A onto those of B (as sets). */
static int orients_map(const piece_t *a, int sym, const piece_t *b) {
  if (a->norient != b->norient || a->shape.n != b->shape.n) return 0;
  for (int o = 0; o < a->norient; o++) {
    shape_t img;
    int found = 0;
    shape_transform(piece_orient(a, o), sym, &img);
    for (int k = 0; k < b->norient && !found; k++) found = shape_equal(&img, piece_orient(b, k));
    if (!found) return 0;
  }
  return 1;
}

/* 1 when the orientations of P are all the distinct images of its first
 * one under its grid's symmetries (a free piece's, as piece_init_orientations
 * makes them): every symmetry then maps them onto themselves, which
 * orients_map (P, sym, P) would find at the cost of all their images. A
 * piece given with fewer orientations is not. */
static int full_orbit(const piece_t *p) {
  int ns = shape_nsyms(p->shape.grid), stab = 0;
  if (p->norient <= 0) return 0;
  for (int s = 0; s < ns; s++) { /* every image among the orientations: the orbit in them */
    shape_t img;
    shape_transform(piece_orient(p, 0), s, &img);
    int k = 0;
    while (k < p->norient && !shape_equal(&img, piece_orient(p, k))) k++;
    if (k == p->norient) return 0;
    stab += k == 0;
  }
  return p->norient * stab == ns; /* as many (distinct) as the orbit holds: no other */
}

typedef struct piece_key {
  shape_t key;
  int piece;
} piece_key_t;

static int key_cmp(const void *pa, const void *pb) {
  const piece_key_t *a = pa, *b = pb;
  int c = shape_compare(&a->key, &b->key);
  return c ? c : (a->piece > b->piece) - (a->piece < b->piece);
}

/* What piece_perm needs: scratch, the pieces whose orientations every
 * symmetry keeps (full_orbit), and the allowed pieces sorted by least
 * orientation (built when first needed: nkeys -1 until then). */
typedef struct perm_ctx {
  unsigned char *taken, *full;
  piece_key_t *keys;
  int nkeys;
} perm_ctx_t;

static void perm_keys(const tiling_t *t, perm_ctx_t *cx) {
  cx->nkeys = 0;
  for (int i = 0; i < t->set.n; i++)
    if (piece_allowed(t, i)) {
      least_image(&t->set.pieces[i], 0, &cx->keys[cx->nkeys].key);
      cx->keys[cx->nkeys++].piece = i;
    }
  qsort(cx->keys, (size_t)cx->nkeys, sizeof *cx->keys, key_cmp);
}

/* The permutation of the pieces by SYM into PERM (identity on pieces not
 * allowed). Returns 0, or -1 when SYM does not map the
 * allowed pieces onto themselves. A piece mapped onto its own orientations
 * stays itself, so that the codes of the canonical-form check are those
 * of the plain group when no piece moves. */
static int piece_perm(const tiling_t *t, int sym, perm_ctx_t *cx, int *perm) {
  unsigned char *taken = cx->taken;
  int n = t->set.n;
  for (int i = 0; i < n; i++) perm[i] = i;
  if (sym == 0) return 0;
  memset(taken, 0, n > 0 ? (size_t)n : 1);
  for (int i = 0; i < n; i++) {
    const piece_t *a = &t->set.pieces[i];
    if (!piece_allowed(t, i)) continue;
    int found = -1;
    if (!taken[i] && (cx->full[i] || orients_map(a, sym, a))) found = i;
    if (found < 0) {
      if (cx->nkeys < 0) perm_keys(t, cx);
      const piece_key_t *keys = cx->keys;
      int nkeys = cx->nkeys;
      piece_key_t want;
      least_image(a, sym, &want.key);
      want.piece = -1;
      int lo = 0, hi = nkeys;
      while (lo < hi) { /* the first key not below WANT */
        int mid = lo + (hi - lo) / 2;
        if (key_cmp(&keys[mid], &want) < 0)
          lo = mid + 1;
        else
          hi = mid;
      }
      for (int e = lo; e < nkeys && found < 0 && shape_equal(&keys[e].key, &want.key); e++) {
        int j = keys[e].piece;
        if (!taken[j] && t->lo[j] == t->lo[i] && t->hi[j] == t->hi[i] &&
            orients_map(a, sym, &t->set.pieces[j]))
          found = j;
      }
    }
    if (found < 0) return -1;
    taken[found] = 1;
    perm[i] = found;
  }
  return 0;
}

/* The group of the problem: t->syms, t->perm, t->symmap, t->syminv and
 * t->cell_nb. */
static int problem_group(tiling_t *t) {
  const region_t *r = &t->region;
  int n = t->set.n, st = -1;
  unsigned symmask = region_symmetries(r);
  piece_key_t *keys = malloc((size_t)(n ? n : 1) * sizeof *keys);
  unsigned char *taken = malloc((size_t)(n ? n : 1)), *full = calloc((size_t)(n ? n : 1), 1);
  perm_ctx_t cx = {taken, full, keys, -1};
  int *img = malloc((size_t)r->w * r->h * sizeof *img);
  t->perm = malloc((size_t)8 * (n ? n : 1) * sizeof *t->perm);
  t->symmap = malloc((size_t)8 * t->ncells * sizeof *t->symmap);
  t->syminv = malloc((size_t)8 * (t->ncells ? t->ncells : 1) * sizeof *t->syminv);
  t->cell_nb = malloc((size_t)2 * (t->ncells ? t->ncells : 1) * sizeof *t->cell_nb);
  if (!keys || !taken || !full || !img || !t->perm || !t->symmap || !t->syminv || !t->cell_nb)
    goto done;
  for (int c = 0; c < t->ncells; c++) {
    int x = t->cell_xy[c].x, y = t->cell_xy[c].y;
    t->cell_nb[2 * c] = x + 1 < r->w ? t->cell_at[(size_t)y * r->w + x + 1] : -1;
    t->cell_nb[2 * c + 1] = y + 1 < r->h ? t->cell_at[(size_t)(y + 1) * r->w + x] : -1;
  }
  for (int i = 0; symmask > 1 && i < n; i++)
    full[i] = piece_allowed(t, i) && full_orbit(&t->set.pieces[i]);
  t->nsym = 0;
  for (int s = 0; s < 8; s++) {
    if (!(symmask >> s & 1)) continue;
    if (piece_perm(t, s, &cx, t->perm + (size_t)t->nsym * n)) continue;
    region_sym_table(r, s, img);
    int keeps = 1; /* optional cells onto optional cells */
    for (size_t k = 0; t->optional && k < (size_t)r->w * r->h; k++)
      if (r->cells[k] == REGION_CELL && img[k] >= 0 && !t->optional[k] != !t->optional[img[k]])
        keeps = 0;
    if (!keeps) continue;
    int *map = t->symmap + (size_t)t->nsym * t->ncells;
    for (size_t k = 0; k < (size_t)r->w * r->h; k++)
      if (r->cells[k] == REGION_CELL && img[k] >= 0) map[t->cell_at[k]] = t->cell_at[img[k]];
    int *inv = t->syminv + (size_t)t->nsym * t->ncells;
    for (int c = 0; c < t->ncells; c++) inv[map[c]] = c;
    t->syms[t->nsym++] = s;
  }
  st = 0;
done:
  free(keys);
  free(taken);
  free(full);
  free(img);
  return st;
}

/* Orbit representatives of the placements of PIECE under the group
 * elements in H (bitmask over g): the first of each orbit in placement
 * order. Clears REP (when not NULL) for the others; MARK is scratch (zero
 * on the piece's placements on entry). Returns the number of orbits. */
static int orbit_reps(const tiling_t *t, place_index_t *ix, int piece, unsigned h,
                      unsigned char *mark, unsigned char *rep) {
  int reps = 0;
  for (int p = t->pfirst[piece]; p < t->pfirst[piece + 1]; p++) {
    if (mark[p]) continue;
    reps++;
    mark[p] = 1;
    for (int g = 1; g < t->nsym; g++) {
      if (!(h >> g & 1)) continue;
      int q = image_find(t, ix, piece, p, g);
      if (q >= 0 && !mark[q]) {
        mark[q] = 1;
        if (rep) rep[q] = 0;
      }
    }
  }
  return reps;
}

/* Bitmask over g of the elements that map piece I onto itself. */
static unsigned piece_stabiliser(const tiling_t *t, int i) {
  unsigned h = 0;
  for (int g = 0; g < t->nsym; g++)
    if (t->perm[(size_t)g * t->set.n + i] == i) h |= 1u << g;
  return h;
}

static int popcount8(unsigned m) {
  int c = 0;
  for (; m; m &= m - 1) c++;
  return c;
}

/* A piece choose_root weighs: its number, the fewest orbits its placements
 * can make (as many as an orbit holds at most: its stabiliser's order), that
 * order, and its stabiliser. */
typedef struct root_cand {
  int piece, least, nh;
  unsigned h;
} root_cand_t;

static int cand_cmp(const void *pa, const void *pb) {
  const root_cand_t *a = pa, *b = pb;
  if (a->least != b->least) return a->least < b->least ? -1 : 1;
  return (a->piece > b->piece) - (a->piece < b->piece);
}

/* The piece to restrict: used exactly once, fewest orbits of placements
 * under the elements that keep it (then the most such elements, then the
 * first); -1 when no piece is used exactly once, -2 when cancelled, -3
 * when out of memory. The pieces are weighed by their least possible
 * number of orbits, and a piece whose least cannot beat the best so far is
 * not counted: the same choice as counting every piece's orbits. */
static int choose_root(const tiling_t *t, place_index_t *ix, unsigned char *mark) {
  root_cand_t *c = malloc((size_t)(t->set.n ? t->set.n : 1) * sizeof *c);
  if (!c) return -3;
  int nc = 0;
  for (int i = 0; i < t->set.n; i++) {
    if (t->lo[i] != 1 || t->hi[i] != 1 || !piece_allowed(t, i)) continue;
    unsigned h = piece_stabiliser(t, i);
    int nh = popcount8(h), np = t->pfirst[i + 1] - t->pfirst[i];
    c[nc++] = (root_cand_t){i, (np + nh - 1) / nh, nh, h};
  }
  qsort(c, (size_t)nc, sizeof *c, cand_cmp);
  int best = -1, best_reps = INT_MAX, best_h = 0;
  for (int k = 0; k < nc; k++) {
    int i = c[k].piece, nh = c[k].nh;
    /* (least, -nh, i) after (best_reps, -best_h, best): it cannot win */
    if (c[k].least > best_reps ||
        (c[k].least == best_reps && (nh < best_h || (nh == best_h && i > best))))
      continue;
    if (tiling_cancelled(t)) {
      free(c);
      return -2;
    }
    if (index_piece(t, ix, i)) {
      free(c);
      return -3;
    }
    memset(mark + t->pfirst[i], 0, (size_t)(t->pfirst[i + 1] - t->pfirst[i]));
    int reps = orbit_reps(t, ix, i, c[k].h, mark, NULL);
    if (reps < best_reps || (reps == best_reps && (nh > best_h || (nh == best_h && i < best)))) {
      best_reps = reps;
      best_h = nh;
      best = i;
    }
  }
  free(c);
  return best;
}

/* t->lands[p]: the elements g that map placement p onto a representative
 * placement of ROOT (rep_active). For a solution, the OR of its
 * placements' masks is the set of g whose image of it the restricted
 * search also finds: the images its canonical-form check must weigh. */
static int compute_lands(tiling_t *t, place_index_t *ix, int root) {
  int n = t->set.n;
  for (int j = 0; j < n; j++) {
    unsigned onto = 0; /* the elements that map piece j onto ROOT: only its placements land */
    for (int g = 0; g < t->nsym; g++)
      if (t->perm[(size_t)g * n + j] == root) onto |= 1u << g;
    if (!onto) continue;
    if (tiling_cancelled(t)) return -2;
    for (int p = t->pfirst[j]; p < t->pfirst[j + 1]; p++)
      for (int g = 0; g < t->nsym; g++) {
        if (!(onto >> g & 1)) continue;
        int q = image_find(t, ix, root, p, g);
        if (q >= 0 && t->rep_active[q]) t->lands[p] |= (unsigned char)(1u << g);
      }
  }
  return 0;
}

/* The piece used exactly once with the fewest placements (or -1): without
 * symmetry to break, the fast engine still starts with it (as DLX would by
 * its smallest-item rule): about a third less work on the 6x10 box. */
static int plain_root(const tiling_t *t) {
  int best = -1, bestn = INT_MAX;
  for (int i = 0; i < t->set.n; i++) {
    int cnt = t->pfirst[i + 1] - t->pfirst[i];
    if (t->lo[i] == 1 && t->hi[i] == 1 && cnt < bestn) {
      bestn = cnt;
      best = i;
    }
  }
  return best;
}

/* Returns 0, -1 (no memory) or -2 (cancelled). */
int tiling_setup_symmetry(tiling_t *t) {
  if (problem_group(t)) return -1;
  t->root = -1;
  t->orbit_root = -1;
  t->canonical = 0;
  snprintf(t->method, sizeof t->method, "none");
  size_t np1 = (size_t)(t->pl.n ? t->pl.n : 1);
  t->lands = calloc(np1, 1);
  t->rep_active = malloc(np1);
  if (!t->lands || !t->rep_active) return -1;
  memset(t->rep_active, 1, np1);
  int best = -1;
  if (t->nsym > 1) {
    place_index_t ix = {NULL, NULL, NULL, NULL, NULL, 0};
    unsigned char *mark = calloc(np1, 1);
    int rc = !mark || index_build(t, &ix) ? -1 : 0;
    if (!rc) best = choose_root(t, &ix, mark);
    if (best == -2 || best == -3) rc = best == -2 ? -2 : -1;
    if (!rc && best >= 0) {
      memset(mark, 0, np1);
      orbit_reps(t, &ix, best, piece_stabiliser(t, best), mark, t->rep_active);
      rc = compute_lands(t, &ix, best);
    }
    free(mark);
    index_free(t, &ix);
    if (rc) return rc;
  }
  if (t->spec.distinct && t->nsym > 1) {
    if (best >= 0) {
      t->root = best;
      memcpy(t->active, t->rep_active, np1);
      snprintf(t->method, sizeof t->method, "piece %s", t->set.pieces[best].name);
    } else {
      t->canonical = 1;
      snprintf(t->method, sizeof t->method, "canonical");
    }
  } else {
    t->root = plain_root(t);
    t->orbit_root = best;
  }
  return 0;
}
