/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* count.c: exact Polymère counts by libdlx with colours (first ring around a tile, tiles fitting a
 * space), direct counts beside them, --emit-dlx. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/intl.h"
#include "games/polymere/polymere.h"
#include "dlx/dlx.h"

/* Option id -> what it places. */
typedef struct opt {
  int space, tile, rot;
} opt_t;

typedef struct ctx {
  const opt_t *opt;
  int centre; /* -1: none */
  const int *pattern;
  uint64_t count;
  int failed;
  char *msg;
  size_t msglen;
} ctx_t;

static int on_ring(void *vc, const int *options, int n) {
  ctx_t *c = vc;
  int t[7], q[7], r[7], rot[7], k = 0;
  t[k] = c->centre, q[k] = 0, r[k] = 0, rot[k] = 0, k++;
  for (int i = 0; i < n; i++) {
    const opt_t *o = &c->opt[options[i]];
    t[k] = o->tile, q[k] = polymere_dq[o->space], r[k] = polymere_dr[o->space], rot[k] = o->rot,
    k++;
  }
  if (k != 7 || polymere_verify_layout(k, t, q, r, rot, NULL, c->msg, c->msglen) != 0) {
    if (k != 7) snprintf(c->msg, c->msglen, _("a ring solution with %d tiles"), k - 1);
    c->failed = 1;
    return 1;
  }
  c->count++;
  return 0;
}

static int fail(char *msg, size_t len, const char *what) {
  snprintf(msg, len, "%s", what);
  return -1;
}

/* Search D, handing each solution to CB with C; *COUNT the solutions C
 * kept. 0, or -1 with C's message set. */
static int count_search(dlx_t *d, ctx_t *c, int (*cb)(void *, const int *, int), uint64_t *count) {
  dlx_search_opts_t so;
  dlx_search_opts_init(&so);
  so.on_solution = cb, so.solution_ctx = c;
  int rc = 0;
  if (dlx_search(d, &so, NULL) != DLX_OK)
    rc = fail(c->msg, c->msglen, _("out of memory"));
  else if (c->failed)
    rc = -1;
  *count = c->count;
  return rc;
}

int polymere_count_ring(int centre, FILE *emit, uint64_t *count, char *msg, size_t msglen) {
  dlx_t *d = dlx_new();
  opt_t *opt = malloc(sizeof *opt * 6 * POLYMERE_NREAL);
  if (!d || !opt) {
    dlx_free(d), free(opt);
    return fail(msg, msglen, _("out of memory"));
  }
  int sp[6], ti[POLYMERE_NREAL], ed[6], col[7];
  char name[16];
  int ok = 1;
  for (int i = 0; i < 6; i++) {
    snprintf(name, sizeof name, "s%d", i);
    ok &= dlx_add_primary(d, name, 1, 1, &sp[i]) == DLX_OK;
  }
  for (int u = 0; u < POLYMERE_NREAL; u++) {
    ti[u] = -1;
    if (u == centre) continue;
    char tn[8];
    snprintf(name, sizeof name, "t%s", polymere_tile_name(u, tn));
    ok &= dlx_add_secondary(d, name, &ti[u]) == DLX_OK;
  }
  for (int i = 0; i < 6; i++) { /* the edge between space i and space i+1 */
    snprintf(name, sizeof name, "e%d%d", i, (i + 1) % 6);
    ok &= dlx_add_secondary(d, name, &ed[i]) == DLX_OK;
  }
  for (int v = 1; v <= 6; v++) {
    snprintf(name, sizeof name, "%d", v);
    ok &= dlx_color(d, name, &col[v]) == DLX_OK;
  }
  int no = 0;
  for (int i = 0; i < 6 && ok; i++) {
    int want = polymere_tile_digit(centre, i); /* centre's edge i faces space i's edge i+3 */
    for (int u = 0; u < POLYMERE_NREAL && ok; u++) {
      if (u == centre) continue;
      int rot = ((i + 3) - polymere_tile_pos(u, want) + 12) % 6;
      /* space i's edge i+2 touches space i+1; its edge i+4 touches space i-1 */
      dlx_elem_t el[4] = {{sp[i], 0},
                          {ti[u], 0},
                          {ed[i], col[polymere_tile_digit_at(u, rot, (i + 2) % 6)]},
                          {ed[(i + 5) % 6], col[polymere_tile_digit_at(u, rot, (i + 4) % 6)]}};
      ok &= dlx_add_option(d, el, 4, NULL) == DLX_OK;
      opt[no++] = (opt_t){i, u, rot};
    }
  }
  int rc = 0;
  if (!ok)
    rc = fail(msg, msglen, _("building the exact-cover problem failed"));
  else if (emit) {
    fprintf(emit, "| Polymere: the first ring around tile %s at 0,0 rotation 0\n",
            polymere_tile_name(centre, name));
    if (dlx_write(d, emit) != DLX_OK) rc = fail(msg, msglen, _("write error"));
  } else {
    ctx_t c = {opt, centre, NULL, 0, 0, msg, msglen};
    rc = count_search(d, &c, on_ring, count);
  }
  dlx_free(d);
  free(opt);
  return rc;
}

static void ring_dfs(int centre, int i, int *tile, int *rot, unsigned char *used, uint64_t *n) {
  if (i == 6) {
    if (polymere_tile_digit_at(tile[5], rot[5], 1) == polymere_tile_digit_at(tile[0], rot[0], 4))
      (*n)++;
    return;
  }
  int want = polymere_tile_digit(centre, i);
  for (int u = 0; u < POLYMERE_NREAL; u++) {
    if (used[u]) continue;
    int ro = ((i + 3) - polymere_tile_pos(u, want) + 12) % 6;
    if (i > 0 && polymere_tile_digit_at(u, ro, (i + 4) % 6) !=
                     polymere_tile_digit_at(tile[i - 1], rot[i - 1], (i + 1) % 6))
      continue;
    tile[i] = u, rot[i] = ro, used[u] = 1;
    ring_dfs(centre, i + 1, tile, rot, used, n);
    used[u] = 0;
  }
}

uint64_t polymere_count_ring_direct(int centre) {
  int tile[6], rot[6];
  unsigned char used[POLYMERE_NREAL] = {0};
  used[centre] = 1;
  uint64_t n = 0;
  ring_dfs(centre, 0, tile, rot, used, &n);
  return n;
}

static int on_space(void *vc, const int *options, int n) {
  ctx_t *c = vc;
  for (int i = 0; i < n; i++) {
    const opt_t *o = &c->opt[options[i]];
    if (o->tile < 0) continue;  /* the option of the fixed edges */
    for (int e = 0; e < 6; e++) /* the witness, edge by edge, from the tile table */
      if (c->pattern[e] && polymere_tile_digit(o->tile, e - o->rot) != c->pattern[e]) {
        snprintf(c->msg, c->msglen, _("witness tile %d rotation %d does not fit edge %d"), o->tile,
                 o->rot, e);
        c->failed = 1;
        return 1;
      }
  }
  c->count++;
  return 0;
}

int polymere_count_space(const int pattern[6], FILE *emit, uint64_t *count, char *msg,
                         size_t msglen) {
  int fixed = 0;
  for (int e = 0; e < 6; e++) fixed += pattern[e] != 0;
  if (!fixed) return fail(msg, msglen, _("at least one edge must be fixed"));
  dlx_t *d = dlx_new();
  opt_t *opt = malloc(sizeof *opt * (6 * POLYMERE_NREAL + 1));
  if (!d || !opt) {
    dlx_free(d), free(opt);
    return fail(msg, msglen, _("out of memory"));
  }
  int space, given, ed[6], col[7], ok = 1;
  char name[16];
  ok &= dlx_add_primary(d, "space", 1, 1, &space) == DLX_OK;
  ok &= dlx_add_primary(d, "given", 1, 1, &given) == DLX_OK;
  for (int e = 0; e < 6; e++) {
    snprintf(name, sizeof name, "e%d", e);
    ok &= dlx_add_secondary(d, name, &ed[e]) == DLX_OK;
  }
  for (int v = 1; v <= 6; v++) {
    snprintf(name, sizeof name, "%d", v);
    ok &= dlx_color(d, name, &col[v]) == DLX_OK;
  }
  dlx_elem_t el[7];
  int n = 0, no = 0;
  el[n++] = (dlx_elem_t){given, 0};
  for (int e = 0; e < 6; e++)
    if (pattern[e]) el[n++] = (dlx_elem_t){ed[e], col[pattern[e]]};
  ok &= dlx_add_option(d, el, (size_t)n, NULL) == DLX_OK;
  opt[no++] = (opt_t){-1, -1, 0};
  /* with an edge fixed a tile fits in one rotation at most: placements are tiles */
  for (int u = 0; u < POLYMERE_NREAL && ok; u++)
    for (int rot = 0; rot < 6 && ok; rot++) {
      el[0] = (dlx_elem_t){space, 0};
      for (int e = 0; e < 6; e++)
        el[1 + e] = (dlx_elem_t){ed[e], col[polymere_tile_digit_at(u, rot, e)]};
      ok &= dlx_add_option(d, el, 7, NULL) == DLX_OK;
      opt[no++] = (opt_t){0, u, rot};
    }
  int rc = 0;
  if (!ok)
    rc = fail(msg, msglen, _("building the exact-cover problem failed"));
  else if (emit) {
    fprintf(emit, "| Polymere: numbered tiles fitting a space with edges");
    for (int e = 0; e < 6; e++) fprintf(emit, " %c", pattern[e] ? '0' + pattern[e] : '.');
    fprintf(emit, "\n");
    if (dlx_write(d, emit) != DLX_OK) rc = fail(msg, msglen, _("write error"));
  } else {
    ctx_t c = {opt, -1, pattern, 0, 0, msg, msglen};
    rc = count_search(d, &c, on_space, count);
  }
  dlx_free(d);
  free(opt);
  return rc;
}

uint64_t polymere_count_space_direct(const int pattern[6]) {
  uint64_t n = 0;
  for (int u = 0; u < POLYMERE_NREAL; u++) {
    int fits = 0;
    for (int rot = 0; rot < 6 && !fits; rot++) {
      int ok = 1;
      for (int e = 0; e < 6 && ok; e++)
        ok = !pattern[e] || polymere_tile_digit_at(u, rot, e) == pattern[e];
      fits = ok;
    }
    n += (uint64_t)fits;
  }
  return n;
}

int polymere_space_parse(const char *s, size_t len, int pattern[6], int *free_edges, int *dup) {
  int seen = 0;
  *free_edges = 0, *dup = 0;
  if (len != 6) return 1;
  for (int e = 0; e < 6; e++) {
    char c = s[e];
    if (c == '.' || c == '?') {
      pattern[e] = 0, ++*free_edges;
    } else if (c >= '1' && c <= '6') {
      pattern[e] = c - '0';
      if (seen >> pattern[e] & 1) *dup = 1;
      seen |= 1 << pattern[e];
    } else {
      return 1;
    }
  }
  return *free_edges == 6 ? 2 : 0;
}
