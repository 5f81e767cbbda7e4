/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* dlx_inst.c: plain exact-cover instances for the libdlx tests and benchmark. */
#include <config.h>

#include "tests/dlx/dlx_inst.h"

#include <stdlib.h>
#include <string.h>

static void *xgrow(void *p, int *cap, int need, size_t size) {
  if (need <= *cap) return p;
  int c = *cap ? *cap : 16;
  while (c < need) c *= 2;
  p = realloc(p, (size_t)c * size);
  if (!p) {
    fputs("dlx_inst: out of memory\n", stderr);
    abort();
  }
  *cap = c;
  return p;
}

static char *xstrdup(const char *s) {
  size_t n = strlen(s) + 1;
  char *d = malloc(n);
  if (!d) {
    fputs("dlx_inst: out of memory\n", stderr);
    abort();
  }
  return memcpy(d, s, n);
}

void inst_init(inst_t *in) {
  memset(in, 0, sizeof *in);
  in->start = xgrow(NULL, &in->caps[2], 1, sizeof *in->start);
  in->start[0] = 0;
}

void inst_free(inst_t *in) {
  for (int i = 0; i < in->nitems; i++) free(in->items[i].name);
  for (int c = 0; c < in->ncolors; c++) free(in->colors[c]);
  free(in->items);
  free(in->colors);
  free(in->start);
  free(in->item);
  free(in->color);
  memset(in, 0, sizeof *in);
}

static int add_item(inst_t *in, const char *name, int primary, unsigned lo, unsigned hi) {
  in->items = xgrow(in->items, &in->caps[0], in->nitems + 1, sizeof *in->items);
  inst_item_t *it = &in->items[in->nitems];
  it->name = xstrdup(name);
  it->primary = primary;
  it->lo = lo;
  it->hi = hi;
  in->nprimary += primary;
  return in->nitems++;
}

int inst_primary(inst_t *in, const char *name, unsigned lo, unsigned hi) {
  return add_item(in, name, 1, lo, hi);
}

int inst_secondary(inst_t *in, const char *name) {
  return add_item(in, name, 0, 1, 1);
}

int inst_color(inst_t *in, const char *name) {
  for (int c = 0; c < in->ncolors; c++)
    if (strcmp(in->colors[c], name) == 0) return c + 1;
  in->colors = xgrow(in->colors, &in->caps[1], in->ncolors + 1, sizeof *in->colors);
  in->colors[in->ncolors++] = xstrdup(name);
  return in->ncolors;
}

int inst_find(const inst_t *in, const char *name) {
  for (int i = 0; i < in->nitems; i++)
    if (strcmp(in->items[i].name, name) == 0) return i;
  return -1;
}

int inst_option(inst_t *in, int n, const int *items, const int *colors) {
  int e = in->nelems, old = in->caps[3];
  in->item = xgrow(in->item, &in->caps[3], e + n + 1, sizeof *in->item);
  if (in->caps[3] != old || !in->color) {
    /* item and color grow together, to the same capacity */
    in->color = realloc(in->color, (size_t)in->caps[3] * sizeof *in->color);
    if (!in->color) {
      fputs("dlx_inst: out of memory\n", stderr);
      abort();
    }
  }
  for (int k = 0; k < n; k++) {
    in->item[e + k] = items[k];
    in->color[e + k] = colors ? colors[k] : 0;
  }
  in->nelems = e + n;
  in->start = xgrow(in->start, &in->caps[2], in->nopts + 2, sizeof *in->start);
  in->start[++in->nopts] = in->nelems;
  return in->nopts - 1;
}

int inst_option_str(inst_t *in, const char *text) {
  int items[256], colors[256], n = 0;
  char buf[256];
  const char *p = text;
  while (*p) {
    while (*p == ' ') p++;
    if (!*p) break;
    size_t len = strcspn(p, " ");
    if (len >= sizeof buf || n == 256) {
      fprintf(stderr, "dlx_inst: option too long: %s\n", text);
      abort();
    }
    memcpy(buf, p, len);
    buf[len] = '\0';
    p += len;
    char *colon = strchr(buf, ':');
    colors[n] = 0;
    if (colon) {
      *colon = '\0';
      colors[n] = inst_color(in, colon + 1);
    }
    items[n] = inst_find(in, buf);
    if (items[n] < 0) {
      fprintf(stderr, "dlx_inst: unknown item %s in: %s\n", buf, text);
      abort();
    }
    n++;
  }
  return inst_option(in, n, items, colors);
}

void inst_write(const inst_t *in, FILE *out, const char *comment) {
  if (comment) fprintf(out, "| %s\n", comment);
  const char *sep = "";
  for (int i = 0; i < in->nitems; i++) {
    const inst_item_t *it = &in->items[i];
    if (!it->primary) continue;
    if (it->lo == 1 && it->hi == 1)
      fprintf(out, "%s%s", sep, it->name);
    else
      fprintf(out, "%s%u:%u|%s", sep, it->lo, it->hi, it->name);
    sep = " ";
  }
  if (in->nprimary < in->nitems) {
    fputs(" |", out);
    for (int i = 0; i < in->nitems; i++)
      if (!in->items[i].primary) fprintf(out, " %s", in->items[i].name);
  }
  fputc('\n', out);
  for (int o = 0; o < in->nopts; o++) {
    for (int e = in->start[o]; e < in->start[o + 1]; e++) {
      fprintf(out, "%s%s", e > in->start[o] ? " " : "", in->items[in->item[e]].name);
      if (in->color[e]) fprintf(out, ":%s", in->colors[in->color[e] - 1]);
    }
    fputc('\n', out);
  }
}

dlx_status_t inst_to_dlx(const inst_t *in, dlx_t **out) {
  *out = NULL;
  dlx_t *d = dlx_new();
  if (!d) return DLX_ENOMEM;
  dlx_status_t st = DLX_OK;
  for (int i = 0; i < in->nitems && st == DLX_OK; i++) {
    const inst_item_t *it = &in->items[i];
    int id = -1;
    st = it->primary ? dlx_add_primary(d, it->name, it->lo, it->hi, &id)
                     : dlx_add_secondary(d, it->name, &id);
    if (st == DLX_OK && id != i) st = DLX_EINVAL;
  }
  for (int c = 0; c < in->ncolors && st == DLX_OK; c++) {
    int id = 0;
    st = dlx_color(d, in->colors[c], &id);
    if (st == DLX_OK && id != c + 1) st = DLX_EINVAL;
  }
  dlx_elem_t buf[512];
  for (int o = 0; o < in->nopts && st == DLX_OK; o++) {
    int n = in->start[o + 1] - in->start[o];
    if (n > 512) return dlx_free(d), DLX_EINVAL;
    for (int k = 0; k < n; k++) {
      buf[k].item = in->item[in->start[o] + k];
      buf[k].color = in->color[in->start[o] + k];
    }
    int id = -1;
    st = dlx_add_option(d, buf, (size_t)n, &id);
    if (st == DLX_OK && id != o) st = DLX_EINVAL;
  }
  if (st != DLX_OK) {
    dlx_free(d);
    return st;
  }
  *out = d;
  return DLX_OK;
}

int inst_valid(const inst_t *in, const int *sel, int n) {
  /* uses[i]: how many chosen options name item i; col[i]: the colour seen
   * (-1 once an uncoloured use is seen). */
  int *uses = calloc((size_t)in->nitems + 1, sizeof *uses);
  int *col = calloc((size_t)in->nitems + 1, sizeof *col);
  int ok = uses && col;
  for (int s = 0; ok && s < n; s++) {
    int o = sel[s];
    if (o < 0 || o >= in->nopts) ok = 0;
    for (int t = 0; ok && t < s; t++)
      if (sel[t] == o) ok = 0; /* an option twice */
    for (int e = ok ? in->start[o] : 0; ok && e < in->start[o + 1]; e++) {
      int i = in->item[e], c = in->color[e];
      uses[i]++;
      if (in->items[i].primary) continue;
      if (c == 0) {
        if (uses[i] > 1) ok = 0; /* an uncoloured use shared with an earlier option */
        col[i] = -1;
      } else if (uses[i] == 1) {
        col[i] = c;
      } else if (col[i] != c) {
        ok = 0; /* an earlier uncoloured use (-1) or another colour */
      }
    }
  }
  for (int i = 0; ok && i < in->nitems; i++)
    if (in->items[i].primary &&
        ((unsigned)uses[i] < in->items[i].lo || (unsigned)uses[i] > in->items[i].hi))
      ok = 0;
  free(uses);
  free(col);
  return ok;
}

/* ---- Generators ---------------------------------------------------------- */

void inst_queens(inst_t *in, int n) {
  char name[32];
  for (int i = 0; i < n; i++) snprintf(name, sizeof name, "r%d", i), inst_primary(in, name, 1, 1);
  for (int j = 0; j < n; j++) snprintf(name, sizeof name, "c%d", j), inst_primary(in, name, 1, 1);
  for (int d = 0; d < 2 * n - 1; d++)
    snprintf(name, sizeof name, "a%d", d), inst_secondary(in, name);
  for (int d = 0; d < 2 * n - 1; d++)
    snprintf(name, sizeof name, "b%d", d), inst_secondary(in, name);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      int it[4] = {i, n + j, 2 * n + i + j, 2 * n + (2 * n - 1) + i - j + n - 1};
      inst_option(in, 4, it, NULL);
    }
}

void inst_langford(inst_t *in, int n) {
  char name[32];
  for (int i = 1; i <= n; i++) snprintf(name, sizeof name, "%d", i), inst_primary(in, name, 1, 1);
  for (int j = 0; j < 2 * n; j++)
    snprintf(name, sizeof name, "s%d", j), inst_primary(in, name, 1, 1);
  for (int i = 1; i <= n; i++)
    for (int j = 0; j + i + 1 < 2 * n; j++) {
      int it[3] = {i - 1, n + j, n + j + i + 1};
      inst_option(in, 3, it, NULL);
    }
}

/* The twelve pentominoes, each as five (row, column) cells. */
static const struct {
  char name;
  int cell[5][2];
} pentomino[12] = {
    {'F', {{0, 1}, {0, 2}, {1, 0}, {1, 1}, {2, 1}}},
    {'I', {{0, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}}},
    {'L', {{0, 0}, {1, 0}, {2, 0}, {3, 0}, {3, 1}}},
    {'N', {{0, 0}, {0, 1}, {1, 1}, {1, 2}, {1, 3}}},
    {'P', {{0, 0}, {0, 1}, {1, 0}, {1, 1}, {2, 0}}},
    {'T', {{0, 0}, {0, 1}, {0, 2}, {1, 1}, {2, 1}}},
    {'U', {{0, 0}, {0, 2}, {1, 0}, {1, 1}, {1, 2}}},
    {'V', {{0, 0}, {1, 0}, {2, 0}, {2, 1}, {2, 2}}},
    {'W', {{0, 0}, {1, 0}, {1, 1}, {2, 1}, {2, 2}}},
    {'X', {{0, 1}, {1, 0}, {1, 1}, {1, 2}, {2, 1}}},
    {'Y', {{0, 0}, {0, 1}, {0, 2}, {0, 3}, {1, 1}}},
    {'Z', {{0, 0}, {0, 1}, {1, 1}, {2, 1}, {2, 2}}},
};

static int cmp_cell(const void *a, const void *b) {
  const int *x = a, *y = b;
  return x[0] != y[0] ? x[0] - y[0] : x[1] - y[1];
}

/* Normalise a shape: translate to row 0 / column 0 and sort its cells. */
static void normalise(int c[5][2]) {
  int r0 = c[0][0], c0 = c[0][1];
  for (int k = 1; k < 5; k++) {
    if (c[k][0] < r0) r0 = c[k][0];
    if (c[k][1] < c0) c0 = c[k][1];
  }
  for (int k = 0; k < 5; k++) c[k][0] -= r0, c[k][1] -= c0;
  qsort(c, 5, sizeof c[0], cmp_cell);
}

static char digit36(int v) {
  return (char)(v < 10 ? '0' + v : 'a' + v - 10);
}

/* The pentominoes in ROWS x COLS. KIND 0: the twelve free pieces; 1: the
 * same with the X's centre in the upper left quarter (strictly, so that
 * each packing of a box without X on an axis is counted once); 2: the
 * eighteen one-sided pieces (rotations only; the mirror image of a chiral
 * piece is another piece, named in lower case). */
static void pentominoes(inst_t *in, int rows, int cols, int kind) {
  char name[8];
  int piece[18], mirror[18], npieces = 0;
  for (int p = 0; p < 12; p++) {
    piece[npieces] = p, mirror[npieces++] = 0;
    name[0] = pentomino[p].name, name[1] = '\0';
    inst_primary(in, name, 1, 1);
  }
  if (kind == 2)
    for (int p = 0; p < 12; p++) {
      char n = pentomino[p].name;
      if (strchr("FLNPYZ", n) == NULL) continue;
      piece[npieces] = p, mirror[npieces++] = 1;
      name[0] = (char)(n - 'A' + 'a'), name[1] = '\0';
      inst_primary(in, name, 1, 1);
    }
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++) {
      name[0] = digit36(r), name[1] = digit36(c), name[2] = '\0';
      inst_primary(in, name, 1, 1);
    }
  for (int q = 0; q < npieces; q++) {
    int p = piece[q];
    int seen[8][5][2], nseen = 0;
    for (int t = 0; t < 8; t++) {
      /* One-sided: rotations only (an even number of the three
       * reflections below), of the piece or of its mirror image. */
      int odd = (t & 1) ^ (t >> 1 & 1) ^ (t >> 2 & 1);
      if (kind == 2 && odd != mirror[q]) continue;
      int s[5][2];
      for (int k = 0; k < 5; k++) {
        int r = pentomino[p].cell[k][0], c = pentomino[p].cell[k][1];
        if (t & 1) {
          int x = r;
          r = c;
          c = x;
        }                  /* transpose */
        if (t & 2) r = -r; /* flip rows */
        if (t & 4) c = -c; /* flip columns */
        s[k][0] = r, s[k][1] = c;
      }
      normalise(s);
      int dup = 0;
      for (int u = 0; u < nseen && !dup; u++) dup = memcmp(seen[u], s, sizeof s) == 0;
      if (dup) continue;
      memcpy(seen[nseen++], s, sizeof s);
      for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++) {
          int it[6], fits = 1;
          it[0] = q;
          for (int k = 0; k < 5 && fits; k++) {
            int rr = r + s[k][0], cc = c + s[k][1];
            fits = rr < rows && cc < cols;
            it[k + 1] = npieces + rr * cols + cc;
          }
          /* The X's centre is its third cell (sorted). */
          if (fits && kind == 1 && pentomino[p].name == 'X')
            fits = 2 * (r + s[2][0]) < rows - 1 && 2 * (c + s[2][1]) < cols - 1;
          if (fits) inst_option(in, 6, it, NULL);
        }
    }
  }
}

void inst_pentominoes(inst_t *in, int rows, int cols) {
  pentominoes(in, rows, cols, 0);
}

void inst_pentominoes_x(inst_t *in, int rows, int cols) {
  pentominoes(in, rows, cols, 1);
}

void inst_pentominoes_one_sided(inst_t *in, int rows, int cols) {
  pentominoes(in, rows, cols, 2);
}

/* The five free tetrominoes, each as four (row, column) cells. */
static const struct {
  char name;
  int cell[4][2];
} tetromino[5] = {
    {'I', {{0, 0}, {1, 0}, {2, 0}, {3, 0}}}, {'O', {{0, 0}, {0, 1}, {1, 0}, {1, 1}}},
    {'T', {{0, 0}, {0, 1}, {0, 2}, {1, 1}}}, {'S', {{0, 1}, {0, 2}, {1, 0}, {1, 1}}},
    {'L', {{0, 0}, {1, 0}, {2, 0}, {2, 1}}},
};

void inst_tetrominoes(inst_t *in, int rows, int cols, unsigned lo, unsigned hi) {
  char name[8];
  for (int p = 0; p < 5; p++) {
    name[0] = tetromino[p].name, name[1] = '\0';
    inst_primary(in, name, lo, hi);
  }
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++) {
      name[0] = digit36(r), name[1] = digit36(c), name[2] = '\0';
      inst_primary(in, name, 1, 1);
    }
  for (int p = 0; p < 5; p++) {
    int seen[8][4][2], nseen = 0;
    for (int t = 0; t < 8; t++) {
      /* normalise() sorts five cells: the fifth repeats the first, and is
       * dropped after sorting (it may land anywhere). */
      int sh[5][2], q[4][2], nq = 0;
      for (int k = 0; k < 5; k++) {
        int r0 = tetromino[p].cell[k % 4][0], c0 = tetromino[p].cell[k % 4][1];
        if (t & 1) {
          int x = r0;
          r0 = c0;
          c0 = x;
        }
        if (t & 2) r0 = -r0;
        if (t & 4) c0 = -c0;
        sh[k][0] = r0, sh[k][1] = c0;
      }
      normalise(sh);
      for (int k = 0; k < 5; k++)
        if (k == 0 || sh[k][0] != sh[k - 1][0] || sh[k][1] != sh[k - 1][1])
          q[nq][0] = sh[k][0], q[nq][1] = sh[k][1], nq++;
      int dup = 0;
      for (int u = 0; u < nseen && !dup; u++) dup = memcmp(seen[u], q, sizeof q) == 0;
      if (dup) continue;
      memcpy(seen[nseen++], q, sizeof q);
      for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++) {
          int it[5], fits = 1;
          it[0] = p;
          for (int k = 0; k < 4 && fits; k++) {
            int rr = r + q[k][0], cc = c + q[k][1];
            fits = rr < rows && cc < cols;
            it[k + 1] = 5 + rr * cols + cc;
          }
          if (fits) inst_option(in, 5, it, NULL);
        }
    }
  }
}

void inst_sudoku4(inst_t *in) {
  char name[32];
  static const char kind[4] = {'p', 'r', 'c', 'b'};
  for (int k = 0; k < 4; k++)
    for (int x = 0; x < 4; x++)
      for (int y = 0; y < 4; y++) {
        snprintf(name, sizeof name, "%c%d%d", kind[k], x, y + (k > 0));
        inst_primary(in, name, 1, 1);
      }
  for (int r = 0; r < 4; r++)
    for (int c = 0; c < 4; c++)
      for (int v = 0; v < 4; v++) {
        int b = (r / 2) * 2 + c / 2;
        int it[4] = {r * 4 + c, 16 + r * 4 + v, 32 + c * 4 + v, 48 + b * 4 + v};
        inst_option(in, 4, it, NULL);
      }
}

void inst_perm(inst_t *in, int n) {
  char name[32];
  for (int i = 0; i < n; i++) snprintf(name, sizeof name, "a%d", i), inst_primary(in, name, 1, 1);
  for (int j = 0; j < n; j++) snprintf(name, sizeof name, "b%d", j), inst_primary(in, name, 1, 1);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      int it[2] = {i, n + j};
      inst_option(in, 2, it, NULL);
    }
}

uint64_t inst_rand(uint64_t *state) {
  uint64_t z = (*state += 0x9e3779b97f4a7c15u);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}

unsigned inst_below(uint64_t *state, unsigned n) {
  return (unsigned)(inst_rand(state) % n);
}

/* A fresh random name: "prefix" + number, or odd printable characters. */
static void random_name(inst_t *in, uint64_t *rng, int odd, char prefix, int k, char *buf,
                        size_t size, int is_color) {
  for (;;) {
    if (!odd) {
      snprintf(buf, size, "%c%d", prefix, k);
    } else {
      size_t len = 1 + inst_below(rng, inst_below(rng, 4) ? 6 : 40);
      if (len >= size) len = size - 1;
      for (size_t j = 0; j < len; j++) {
        char ch;
        do ch = (char)(0x21 + inst_below(rng, 0x7e - 0x21 + 1));
        while (ch == ':' || ch == '|');
        buf[j] = ch;
      }
      buf[len] = '\0';
    }
    int taken = 0;
    if (is_color) {
      for (int c = 0; c < in->ncolors && !taken; c++) taken = strcmp(in->colors[c], buf) == 0;
    } else {
      taken = inst_find(in, buf) >= 0;
    }
    if (!taken) return;
  }
}

void inst_random(inst_t *in, uint64_t *rng, int flags) {
  char name[48];
  int odd = (flags & INST_NAMES) != 0;
  int larger = (flags & INST_LARGER) != 0;
  int np = 1 + (int)inst_below(rng, larger ? 10 : 6);
  int ns = (flags & INST_SECONDARY) ? 1 + (int)inst_below(rng, larger ? 5 : 4) : 0;
  int nc = (flags & INST_COLORS) ? 1 + (int)inst_below(rng, 3) : 0;
  for (int i = 0; i < np; i++) {
    unsigned lo = 1, hi = 1;
    if ((flags & INST_BOUNDS) && inst_below(rng, 2)) {
      lo = inst_below(rng, 3);
      hi = lo + inst_below(rng, larger ? 2 : 3);
      if (hi == 0) hi = 1;
    }
    random_name(in, rng, odd, 'p', i, name, sizeof name, 0);
    inst_primary(in, name, lo, hi);
  }
  for (int i = 0; i < ns; i++) {
    random_name(in, rng, odd, 's', i, name, sizeof name, 0);
    inst_secondary(in, name);
  }
  /* Colours are interned in a random order, not in order of use. */
  for (int c = 0; c < nc; c++) {
    random_name(in, rng, odd, 'C', c, name, sizeof name, 1);
    inst_color(in, name);
  }
  int nopts =
      larger ? 10 + (int)inst_below(rng, INST_RANDOM_MAX_OPTS - 9) : 1 + (int)inst_below(rng, 14);
  int maxsize = larger ? 5 : 4;
  int items[16], colors[16];
  /* A planted partition of the primary items, blocks of 1 to 3. */
  if (inst_below(rng, 2)) {
    int perm[16];
    for (int i = 0; i < np; i++) perm[i] = i;
    for (int i = np - 1; i > 0; i--) {
      int j = (int)inst_below(rng, (unsigned)i + 1), t = perm[i];
      perm[i] = perm[j], perm[j] = t;
    }
    for (int i = 0; i < np && in->nopts < nopts;) {
      int n = 1 + (int)inst_below(rng, 3);
      if (n > np - i) n = np - i;
      for (int k = 0; k < n; k++) items[k] = perm[i + k], colors[k] = 0;
      inst_option(in, n, items, colors);
      i += n;
    }
  }
  while (in->nopts < nopts) {
    int total = np + ns;
    int n = 1 + (int)inst_below(rng, (unsigned)(total < maxsize ? total : maxsize));
    items[0] = (int)inst_below(rng, (unsigned)np); /* one primary at least */
    colors[0] = 0;
    for (int k = 1; k < n; k++) {
      int it, dup;
      do {
        it = (int)inst_below(rng, (unsigned)total);
        dup = 0;
        for (int j = 0; j < k; j++) dup |= items[j] == it;
      } while (dup);
      items[k] = it;
      colors[k] = 0;
      if (it >= np && nc && inst_below(rng, 4)) colors[k] = 1 + (int)inst_below(rng, (unsigned)nc);
    }
    /* Shuffle so that the primary item is not always first. */
    for (int k = n - 1; k > 0; k--) {
      int j = (int)inst_below(rng, (unsigned)k + 1);
      int t = items[k];
      items[k] = items[j];
      items[j] = t;
      t = colors[k];
      colors[k] = colors[j];
      colors[j] = t;
    }
    inst_option(in, n, items, colors);
  }
}

/* ---- MacMahon's triangles ------------------------------------------------
 * Points of the triangular lattice are (i, j), i and j counting steps along
 * two directions 60 degrees apart; the hexagon of side 2 around (0, 0) is
 * the 24 unit triangles whose corners are all within hexagonal distance 2.
 * Triangle (x, y) "up" has corners (x, y), (x+1, y), (x, y+1); "down" has
 * (x+1, y), (x+1, y+1), (x, y+1); both listed counterclockwise, and edge k
 * joins corner k to corner k+1. A piece gives its edges colours in
 * counterclockwise order; placing it turns it (it may not be flipped). */

static int hexdist(int i, int j) {
  int a = i < 0 ? -i : i, b = j < 0 ? -j : j, c = i + j < 0 ? -(i + j) : i + j;
  return a > b ? (a > c ? a : c) : (b > c ? b : c);
}

/* Corners of triangle (x, y, down) counterclockwise. */
static void tri_corners(int x, int y, int down, int v[3][2]) {
  static const int up_c[3][2] = {{0, 0}, {1, 0}, {0, 1}};
  static const int down_c[3][2] = {{1, 0}, {1, 1}, {0, 1}};
  for (int k = 0; k < 3; k++) {
    v[k][0] = x + (down ? down_c[k][0] : up_c[k][0]);
    v[k][1] = y + (down ? down_c[k][1] : up_c[k][1]);
  }
}

static int in_hexagon(int x, int y, int down) {
  int v[3][2];
  tri_corners(x, y, down, v);
  for (int k = 0; k < 3; k++)
    if (hexdist(v[k][0], v[k][1]) > 2) return 0;
  return 1;
}

/* Is the edge from P to Q on the hexagon's border (in one triangle only)? */
static int border_edge(const int p[2], const int q[2]) {
  int n = 0;
  for (int x = -3; x <= 2; x++)
    for (int y = -3; y <= 2; y++)
      for (int down = 0; down < 2; down++) {
        if (!in_hexagon(x, y, down)) continue;
        int v[3][2];
        tri_corners(x, y, down, v);
        int hp = 0, hq = 0;
        for (int k = 0; k < 3; k++) {
          hp |= v[k][0] == p[0] && v[k][1] == p[1];
          hq |= v[k][0] == q[0] && v[k][1] == q[1];
        }
        n += hp && hq;
      }
  return n == 1;
}

static void edge_name(char *buf, size_t n, const int p[2], const int q[2]) {
  const int *a = p, *b = q;
  if (p[0] > q[0] || (p[0] == q[0] && p[1] > q[1])) a = q, b = p;
  (void)n; /* coordinates are -2..2: one digit each */
  buf[0] = 'e';
  buf[1] = (char)('0' + a[0] + 2), buf[2] = (char)('0' + a[1] + 2);
  buf[3] = (char)('0' + b[0] + 2), buf[4] = (char)('0' + b[1] + 2);
  buf[5] = '\0';
}

void inst_macmahon(inst_t *in) {
  /* The 24 pieces: colour triples up to rotation, the smallest rotation
   * as the name. */
  char piece[24][4];
  int npieces = 0;
  for (int c = 0; c < 64; c++) {
    char s[4] = {(char)('a' + c / 16), (char)('a' + c / 4 % 4), (char)('a' + c % 4), '\0'};
    char r1[4] = {s[1], s[2], s[0], '\0'}, r2[4] = {s[2], s[0], s[1], '\0'};
    if (strcmp(s, r1) <= 0 && strcmp(s, r2) <= 0) memcpy(piece[npieces++], s, 4);
  }
  char name[32];
  for (int p = 0; p < npieces; p++) inst_primary(in, piece[p], 1, 1);
  int cells[24][3], ncells = 0;
  for (int x = -3; x <= 2; x++)
    for (int y = -3; y <= 2; y++)
      for (int down = 0; down < 2; down++)
        if (in_hexagon(x, y, down)) {
          name[0] = down ? 'd' : 'u';
          name[1] = (char)('0' + x + 3), name[2] = (char)('0' + y + 3);
          name[3] = '\0';
          inst_primary(in, name, 1, 1);
          cells[ncells][0] = x, cells[ncells][1] = y;
          cells[ncells++][2] = down;
        }
  /* Interior edges are secondary items, coloured by the pieces on them. */
  for (int t = 0; t < ncells; t++) {
    int v[3][2];
    tri_corners(cells[t][0], cells[t][1], cells[t][2], v);
    for (int k = 0; k < 3; k++) {
      if (border_edge(v[k], v[(k + 1) % 3])) continue;
      edge_name(name, sizeof name, v[k], v[(k + 1) % 3]);
      if (inst_find(in, name) < 0) inst_secondary(in, name);
    }
  }
  for (int c = 0; c < 4; c++) {
    char cn[2] = {(char)('a' + c), '\0'};
    inst_color(in, cn);
  }
  /* Piece "bcd" is held in the down triangle at (0, 0), unturned (so
   * that the hexagon's symmetries do not multiply the count, and the
   * search takes seconds, not a minute). */
  for (int p = 0; p < npieces; p++)
    for (int t = 0; t < ncells; t++) {
      if (strcmp(piece[p], "bcd") == 0 &&
          !(cells[t][0] == 0 && cells[t][1] == 0 && cells[t][2] == 1))
        continue;
      int v[3][2];
      tri_corners(cells[t][0], cells[t][1], cells[t][2], v);
      int held = strcmp(piece[p], "bcd") == 0;
      for (int r = 0; r < (held ? 1 : 3); r++) {
        if (r > 0 && piece[p][r] == piece[p][0] && piece[p][(r + 1) % 3] == piece[p][1])
          continue; /* the same placement as turn 0 */
        int it[5], col[5], n = 0, fits = 1;
        it[n] = p, col[n++] = 0;
        it[n] = npieces + t, col[n++] = 0;
        for (int k = 0; k < 3 && fits; k++) {
          int colour = piece[p][(k + r) % 3] - 'a' + 1;
          if (border_edge(v[k], v[(k + 1) % 3])) {
            fits = colour == 1; /* the border is all 'a' */
            continue;
          }
          edge_name(name, sizeof name, v[k], v[(k + 1) % 3]);
          it[n] = inst_find(in, name), col[n++] = colour;
        }
        if (fits) inst_option(in, n, it, col);
      }
    }
}

/* ---- The benchmark instances (bench_dlx, bench_par) ---- */

static void gen_p610(inst_t *in) {
  inst_pentominoes(in, 6, 10);
}
static void gen_x610(inst_t *in) {
  inst_pentominoes_x(in, 6, 10);
}
static void gen_q14(inst_t *in) {
  inst_queens(in, 14);
}
static void gen_l12(inst_t *in) {
  inst_langford(in, 12);
}
static void gen_o330(inst_t *in) {
  inst_pentominoes_one_sided(in, 3, 30);
}
static void gen_mac(inst_t *in) {
  inst_macmahon(in);
}
static void gen_t23(inst_t *in) {
  inst_tetrominoes(in, 6, 8, 2, 3);
}
static void gen_t03(inst_t *in) {
  inst_tetrominoes(in, 6, 8, 0, 3);
}
static void gen_dom(inst_t *in) {
  char name[8];
  for (int k = 0; k < 64; k++) {
    snprintf(name, sizeof name, "%c%c", 'a' + k / 8, '1' + k % 8);
    inst_primary(in, name, 1, 1);
  }
  for (int k = 0; k < 64; k++) {
    int it[2] = {k, k + 1};
    if (k % 8 < 7) inst_option(in, 2, it, NULL);
    it[1] = k + 8;
    if (k < 56) inst_option(in, 2, it, NULL);
  }
}
/* 7x7 0-1 matrices with two ones in every row and column (OEIS
 * A001499): Algorithm M on options of two items. */
static void gen_m72(inst_t *in) {
  char name[8];
  for (int i = 0; i < 14; i++) {
    snprintf(name, sizeof name, "%c%d", i < 7 ? 'r' : 'c', i % 7);
    inst_primary(in, name, 2, 2);
  }
  for (int k = 0; k < 49; k++) {
    int it[2] = {k / 7, 7 + k % 7};
    inst_option(in, 2, it, NULL);
  }
}

/* More small Algorithm X instances, where the bitset engine and the
 * automatic choice decide (bench_dlx only). */
static void gen_q13(inst_t *in) {
  inst_queens(in, 13);
}
static void gen_q15(inst_t *in) {
  inst_queens(in, 15);
}
static void gen_l11(inst_t *in) {
  inst_langford(in, 11);
}
static void gen_dom78(inst_t *in) {
  char name[8];
  for (int k = 0; k < 56; k++) {
    snprintf(name, sizeof name, "%c%c", 'a' + k / 8, '1' + k % 8);
    inst_primary(in, name, 1, 1);
  }
  for (int k = 0; k < 56; k++) {
    int it[2] = {k, k + 1};
    if (k % 8 < 7) inst_option(in, 2, it, NULL);
    it[1] = k + 8;
    if (k < 48) inst_option(in, 2, it, NULL);
  }
}

const inst_bench_t inst_bench[] = {
    {"6x10 pentominoes, raw", gen_p610, 9356, 0, 0, 1},
    {"6x10, X restricted", gen_x610, 2339, 0, 0, 1},
    {"14 queens", gen_q14, 365596, 0, 0, 1},
    {"Langford pairs n=12", gen_l12, 216288, 0, 0, 1},
    {"one-sided pentominoes 3x30", gen_o330, 184, 0, 0, 1},
    {"MacMahon triangles, colours", gen_mac, INST_MACMAHON_SOLUTIONS, 1, 0, 1},
    /* Algorithm M: each of the five tetrominoes 2 or 3 times in 6x8;
     * each at most 3 times (polyx tile -p 'tetrominoes*3' --subset). */
    {"tetrominoes 2:3 each, 6x8 (multiplicities)", gen_t23, 420976, 0, 1, 1},
    {"tetrominoes x3 --subset, 6x8 (0:3 each)", gen_t03, 679836, 0, 1, 1},
    /* Where memoisation shines: OEIS A004003. */
    {"domino tilings of 8x8", gen_dom, 12988816, 0, 0, 0},
    /* OEIS A000170 (13, 15 queens), A014552 (Langford n=11, both mirror
     * images), A099390 (domino tilings of 7x8). */
    {"13 queens", gen_q13, 73712, 0, 0, 0},
    {"15 queens", gen_q15, 2279184, 0, 0, 0},
    {"Langford pairs n=11", gen_l11, 35584, 0, 0, 0},
    {"domino tilings of 7x8", gen_dom78, 1292697, 0, 0, 0},
    /* Algorithm M on two-item options (not in the table). */
    {"7x7 0-1 matrices, two ones a line (2:2 each)", gen_m72, 3110940, 0, 1, 0},
};
const size_t inst_bench_count = sizeof inst_bench / sizeof inst_bench[0];
