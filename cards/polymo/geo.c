/* geo.c: Polymo's sheet geometry: shape names, colour letters, every placement of 1..5 squares,
 * scores. */
#include <config.h>

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "cards/polymo/internal.h"
#include "cards/tiling/polyomino.h"

const char *const polymo_shape_names[POLYMO_NSHAPES] = {"I1", "I2", "I3", "L3", "I4", "O4", "T4",
                                                        "S4", "L4", "F",  "I",  "L",  "N",  "P",
                                                        "T",  "U",  "V",  "W",  "X",  "Y",  "Z"};

static const char color_letters[] = "?YRGBK*";

char polymo_color_letter(int c) {
  return (c >= 0 && c <= POLYMO_STAR) ? color_letters[c] : '?';
}

int polymo_color_of(int ch) {
  switch (toupper(ch)) {
    case 'Y': return POLYMO_Y;
    case 'R': return POLYMO_R;
    case 'G': return POLYMO_G;
    case 'B': return POLYMO_B;
    case 'K': return POLYMO_K;
    case '*': return POLYMO_STAR;
    default: return 0;
  }
}

static uint64_t bb_hash(const polymo_bb_t *b) {
  uint64_t z = b->w[0] ^ (b->w[1] * 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/* ---- geometry ---- */

static int shape_index(const polymo_geo_t *g, const shape_t *s) {
  shape_t c;
  shape_canonical(s, 0, &c);
  for (int k = 0; k < POLYMO_NSHAPES; k++)
    if (shape_equal(&c, &g->shapes[k])) return k;
  return -1;
}

/* The placements of the fixed polyominoes FIXED[1..5] (NF[s] of size s)
 * on G's board, grouped by size, with their cells, bitboards, neighbours
 * and border counts: 0, or -1 when out of memory. */
static int add_places(polymo_geo_t *g, shape_t *const fixed[6], const int nf[6]) {
  int n = g->n, total = 0;
  for (int s = 1; s <= 5; s++)
    for (int i = 0; i < nf[s]; i++) {
      int w, h;
      shape_size(&fixed[s][i], &w, &h);
      if (w <= n && h <= n) total += (n - w + 1) * (n - h + 1);
    }
  g->place = calloc((size_t)total, sizeof *g->place);
  if (!g->place) return -1;
  for (int s = 1; s <= 5; s++) {
    g->start[s] = g->nplace;
    for (int i = 0; i < nf[s]; i++) {
      const shape_t *sh = &fixed[s][i];
      int w, h, k = shape_index(g, sh);
      shape_size(sh, &w, &h);
      for (int y = 0; y + h <= n; y++)
        for (int x = 0; x + w <= n; x++) {
          struct polymo_place *pl = &g->place[g->nplace++];
          pl->size = (int8_t)s;
          pl->shape = (int8_t)k;
          for (int j = 0; j < s; j++) {
            int c = (y + sh->c[j].y) * n + x + sh->c[j].x;
            pl->cells[j] = (uint8_t)c;
            cards_bb_set(&pl->bb, c);
          }
          for (int j = 0; j < s; j++) {
            int cx = pl->cells[j] % n, cy = pl->cells[j] / n;
            static const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
            for (int d = 0; d < 4; d++) {
              int ax = cx + dx[d], ay = cy + dy[d];
              if (ax < 0 || ay < 0 || ax >= n || ay >= n) {
                pl->border++;
                continue;
              }
              if (!cards_bb_has(&pl->bb, ay * n + ax)) cards_bb_set(&pl->nb, ay * n + ax);
            }
          }
        }
    }
  }
  g->start[6] = g->nplace;
  return 0;
}

/* The open-addressing table from a placement's bitboard to its index: 0,
 * or -1 when out of memory. */
static int add_hash(polymo_geo_t *g) {
  int hs = 1;
  while (hs < 4 * g->nplace) hs *= 2;
  g->hmask = hs - 1;
  g->hash = malloc((size_t)hs * sizeof *g->hash);
  if (!g->hash) return -1;
  for (int i = 0; i < hs; i++) g->hash[i] = -1;
  for (int i = 0; i < g->nplace; i++) {
    uint64_t h = bb_hash(&g->place[i].bb);
    int k = (int)(h & (uint64_t)g->hmask);
    while (g->hash[k] >= 0) k = (k + 1) & g->hmask;
    g->hash[k] = i;
  }
  return 0;
}

int polymo_geo_init(polymo_geo_t *g, int n) {
  memset(g, 0, sizeof *g);
  if (n != 8 && n != 9) return -1;
  g->n = n;
  g->xcell = (n == 9) ? 4 * 9 + 4 : 3 * 8 + 3;
  for (int k = 0; k < POLYMO_NSHAPES; k++) {
    piece_t p;
    if (polyomino_lookup(polymo_shape_names[k], &p, NULL) != 0) return -1;
    shape_canonical(&p.shape, 0, &g->shapes[k]);
  }
  shape_t *fixed[6] = {0};
  int nf[6] = {0}, rc = 0;
  for (int s = 1; s <= 5 && rc == 0; s++) {
    nf[s] = polyomino_enumerate(s, POLYO_FIXED, &fixed[s], NULL);
    if (nf[s] < 0) rc = -1;
  }
  if (rc == 0) rc = add_places(g, fixed, nf);
  for (int s = 1; s <= 5; s++) free(fixed[s]);
  if (rc == 0) rc = add_hash(g);
  if (rc != 0) {
    free(g->place);
    g->place = NULL;
  }
  return rc;
}

void polymo_geo_free(polymo_geo_t *g) {
  free(g->place);
  free(g->hash);
  g->place = NULL;
  g->hash = NULL;
}

int polymo_place_find(const polymo_geo_t *g, const polymo_bb_t *bb) {
  int k = (int)(bb_hash(bb) & (uint64_t)g->hmask);
  while (g->hash[k] >= 0) {
    const polymo_bb_t *b = &g->place[g->hash[k]].bb;
    if (b->w[0] == bb->w[0] && b->w[1] == bb->w[1]) return g->hash[k];
    k = (k + 1) & g->hmask;
  }
  return -1;
}

int polymo_shape_of(const polymo_geo_t *g, const int *cells, int nc) {
  if (nc < 1 || nc > 5) return -1;
  shape_t s;
  memset(&s, 0, sizeof s);
  s.grid = GRID_SQUARE;
  s.n = nc;
  for (int i = 0; i < nc; i++)
    s.c[i].x = (int16_t)(cells[i] % g->n), s.c[i].y = (int16_t)(cells[i] / g->n);
  if (!shape_connected(&s)) return -1;
  shape_normalize(&s);
  return shape_index(g, &s);
}

int polymo_bb_cells(const polymo_geo_t *g, const polymo_bb_t *b, int *cells, int max) {
  int k = 0;
  for (int c = 0; c < g->n * g->n && k < max; c++)
    if (cards_bb_has(b, c)) cells[k++] = c;
  return k;
}

const int polymo_shape_size[POLYMO_NSHAPES] = {1, 2, 3, 3, 4, 4, 4, 4, 4, 5, 5,
                                               5, 5, 5, 5, 5, 5, 5, 5, 5, 5};

int polymo_score(const polymo_sheet_t *s) {
  int m = 0;
  for (int k = 0; k < POLYMO_NSHAPES; k++)
    if (!s->crossed[k]) m += polymo_shape_size[k];
  return m;
}

void polymo_sheet_init(polymo_sheet_t *s) {
  memset(s, 0, sizeof *s);
  for (int i = 0; i < POLYMO_MAX_CELLS; i++) s->fig[i] = -1;
}
