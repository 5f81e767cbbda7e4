/* solitaire.c: Polymère's solitaire, the largest shape in complete rings around a first tile, by
 * libdlx with colours or by a direct search. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cards/intl.h"
#include "cards/polymere/polymere.h"
#include "cards/rng.h"
#include "dlx/dlx.h"

#define MAXR 7 /* rings 0..6 */
#define GRID (2 * MAXR + 1)
#define MAXC (1 + 3 * MAXR * (MAXR + 1))

typedef struct sol {
  int rings, nc;             /* cells within rings, nc = pm_ring_cells(rings + 1) */
  int q[MAXC], r[MAXC];      /* spiral order: centre, ring 1, ring 2... */
  int idx[GRID][GRID];       /* (q, r) -> cell, or -1 */
  int tile[MAXC], rot[MAXC]; /* -1: empty */
  int jf[MAXC][6];
  unsigned char used[PM_NTILES];
  uint64_t nodes, budget;
} sol_t;

static int cell_at(const sol_t *s, int q, int r) {
  if (q < -MAXR || q > MAXR || r < -MAXR || r > MAXR) return -1;
  return s->idx[q + MAXR][r + MAXR];
}

static void spiral(sol_t *s, int rings) {
  memset(s->idx, -1, sizeof s->idx);
  s->rings = rings;
  int n = 0;
  s->q[n] = 0, s->r[n] = 0, n++;
  for (int k = 1; k <= rings + 1; k++) {
    int q = -k, r = 0;
    for (int i = 0; i < 6; i++)
      for (int j = 0; j < k; j++) {
        s->q[n] = q, s->r[n] = r, n++;
        q += pm_dq[i], r += pm_dr[i];
      }
  }
  s->nc = n;
  for (int i = 0; i < n; i++) s->idx[s->q[i] + MAXR][s->r[i] + MAXR] = i;
  for (int i = 0; i < n; i++) s->tile[i] = -1;
}

/* Digit a neighbour shows toward cell I across its edge E, 0 if none. */
static int facing(const sol_t *s, int i, int e) {
  int j = cell_at(s, s->q[i] + pm_dq[e], s->r[i] + pm_dr[e]);
  if (j < 0 || s->tile[j] < 0) return 0;
  int o = (e + 3) % 6;
  return pm_is_joker(s->tile[j]) ? s->jf[j][o] : pm_tile_digit_at(s->tile[j], s->rot[j], o);
}

/* ---- phase 1, direct: depth first in spiral order, with forward checking ---- */

/* 1 when some unused numbered tile fits cell I as its neighbours stand. */
static int has_candidate(const sol_t *s, int i) {
  int f[6], e0 = -1, mask = 0;
  for (int e = 0; e < 6; e++) {
    f[e] = facing(s, i, e);
    if (!f[e]) continue;
    if (mask >> f[e] & 1) return 0;
    mask |= 1 << f[e];
    if (e0 < 0) e0 = e;
  }
  if (e0 < 0) return 1;
  for (int u = 0; u < PM_NREAL; u++) {
    if (s->used[u]) continue;
    int rot = (e0 - pm_tile_pos(u, f[e0]) + 6) % 6, ok = 1;
    for (int e = e0 + 1; e < 6 && ok; e++) ok = !f[e] || pm_tile_digit_at(u, rot, e) == f[e];
    if (ok) return 1;
  }
  return 0;
}

static int dfs(sol_t *s, int i, int last, const int *order) {
  if (i > last) return 1;
  if (s->budget && s->nodes >= s->budget) return -1;
  int f[6], e0 = -1;
  for (int e = 0; e < 6; e++) {
    f[e] = facing(s, i, e);
    if (f[e] && e0 < 0) e0 = e;
  }
  for (int k = 0; k < PM_NREAL; k++) {
    int u = order[k];
    if (s->used[u]) continue;
    int rot = (e0 - pm_tile_pos(u, f[e0]) + 6) % 6, ok = 1;
    for (int e = e0 + 1; e < 6 && ok; e++) ok = !f[e] || pm_tile_digit_at(u, rot, e) == f[e];
    if (!ok) continue;
    s->nodes++;
    s->tile[i] = u, s->rot[i] = rot, s->used[u] = 1;
    /* forward checking: every empty neighbour within the rings keeps a tile */
    for (int e = 0; e < 6 && ok; e++) {
      int j = cell_at(s, s->q[i] + pm_dq[e], s->r[i] + pm_dr[e]);
      if (j > i && j <= last) ok = has_candidate(s, j);
    }
    int st = ok ? dfs(s, i + 1, last, order) : 0;
    if (st) return st;
    s->tile[i] = -1, s->used[u] = 0;
  }
  return 0;
}

/* ---- phase 1, libdlx: cells primary, tiles secondary, edges coloured ---- */

typedef struct popt {
  int cell, tile, rot, jf[6];
} popt_t;

typedef struct pctx {
  sol_t *s;
  const popt_t *opt;
} pctx_t;

static int take(void *vc, const int *options, int n) {
  pctx_t *c = vc;
  for (int i = 0; i < n; i++) {
    const popt_t *o = &c->opt[options[i]];
    int t = o->tile;
    if (t < 0) continue; /* a hole */
    if (pm_is_joker(t))  /* the jokers are alike: the next unused one */
      for (t = PM_JOKER0; c->s->used[t]; t++) {
      }
    c->s->tile[o->cell] = t, c->s->rot[o->cell] = o->rot, c->s->used[t] = 1;
    memcpy(c->s->jf[o->cell], o->jf, sizeof o->jf);
  }
  return 1;
}

/* Edge item between cell I and its neighbour across E (both in CELLS), or -1. */
static int edge_item(const int *eitem, const sol_t *s, int i, int e) {
  int j = cell_at(s, s->q[i] + pm_dq[e], s->r[i] + pm_dr[e]);
  if (j < 0) return -1;
  return e < 3 ? eitem[i * 3 + e] : eitem[j * 3 + (e - 3)];
}

/* Search cells FROM..TO with libdlx: the cells are primary items, the
 * tiles secondary, the edges between cells of the phase coloured by their
 * digit. HOLES < 0: numbered tiles only, every cell filled (the full
 * rings). HOLES >= 0 (the outer ring): jokers too (a primary item
 * "jokers" 0:4 in every joker option, so the four are not told apart),
 * and exactly HOLES cells left empty among cells HOLE_FROM..TO (each has
 * an option "hole" that covers the primary item "holes" HOLES:HOLES;
 * Algorithm M). Returns 1
 * found, 0 none, -1 budget, -2 memory. */
static int dlx_phase(sol_t *s, int from, int to, int holes, int hole_from, uint64_t seed) {
  int alltiles = holes >= 0;
  dlx_t *d = dlx_new();
  int *eitem = malloc(sizeof *eitem * (size_t)s->nc * 3);
  int *citem = malloc(sizeof *citem * (size_t)s->nc);
  size_t cap = 1 << 16, no = 0;
  popt_t *opt = malloc(sizeof *opt * cap);
  int rc = -2;
  if (!d || !eitem || !citem || !opt) goto out;
  int titem[PM_NTILES], col[7], ok = 1;
  char name[24];
  for (int i = from; i <= to; i++) {
    snprintf(name, sizeof name, "c%d,%d", s->q[i], s->r[i]);
    ok &= dlx_add_primary(d, name, 1, 1, &citem[i]) == DLX_OK;
  }
  int hitem = -1, jitem = -1;
  if (alltiles && holes > 0)
    ok &= dlx_add_primary(d, "holes", (unsigned)holes, (unsigned)holes, &hitem) == DLX_OK;
  if (alltiles) ok &= dlx_add_primary(d, "jokers", 0, 4, &jitem) == DLX_OK;
  for (int u = 0; u < PM_NTILES && ok; u++) {
    titem[u] = -1;
    if (s->used[u] || pm_is_joker(u)) continue;
    snprintf(name, sizeof name, "t%d", u);
    ok &= dlx_add_secondary(d, name, &titem[u]) == DLX_OK;
  }
  for (int i = 0; i < s->nc * 3; i++) eitem[i] = -1;
  for (int i = from; i <= to && ok; i++)
    for (int e = 0; e < 3; e++) {
      int j = cell_at(s, s->q[i] + pm_dq[e], s->r[i] + pm_dr[e]);
      if (j < from || j > to) continue;
      snprintf(name, sizeof name, "e%d,%d:%d", s->q[i], s->r[i], e);
      for (char *p = name; *p; p++)
        if (*p == ':') *p = '/';
      ok &= dlx_add_secondary(d, name, &eitem[i * 3 + e]) == DLX_OK;
    }
  for (int v = 1; v <= 6; v++) {
    snprintf(name, sizeof name, "%d", v);
    ok &= dlx_color(d, name, &col[v]) == DLX_OK;
  }
  for (int i = from; i <= to && ok; i++) {
    int f[6], fmask = 0, dup = 0, inner[6];
    for (int e = 0; e < 6; e++) {
      int j = cell_at(s, s->q[i] + pm_dq[e], s->r[i] + pm_dr[e]);
      inner[e] = j >= from && j <= to;
      f[e] = facing(s, i, e); /* tiles placed before this phase */
      if (f[e] && (fmask >> f[e] & 1)) dup = 1;
      if (f[e]) fmask |= 1 << f[e];
    }
    if (hitem >= 0 && i >= hole_from) {
      dlx_elem_t el[2] = {{citem[i], 0}, {hitem, 0}};
      if (no == cap) {
        popt_t *o2 = realloc(opt, sizeof *opt * cap * 2);
        if (!o2) goto out;
        opt = o2, cap *= 2;
      }
      ok &= dlx_add_option(d, el, 2, NULL) == DLX_OK;
      opt[no++] = (popt_t){i, -1, 0, {0}};
    }
    int joker = -1;
    for (int u = PM_JOKER0; u < PM_NTILES; u++)
      if (alltiles && !s->used[u]) joker = u;
    for (int u = 0; u < PM_NTILES && ok; u++) {
      if (titem[u] < 0 && u != joker) continue;
      if (!pm_is_joker(u)) {
        for (int rot = 0; rot < 6 && ok; rot++) {
          int fit = 1;
          for (int e = 0; e < 6 && fit; e++) fit = !f[e] || pm_tile_digit_at(u, rot, e) == f[e];
          if (!fit) continue;
          dlx_elem_t el[8];
          int n = 0;
          el[n++] = (dlx_elem_t){citem[i], 0};
          el[n++] = (dlx_elem_t){titem[u], 0};
          for (int e = 0; e < 6; e++)
            if (inner[e])
              el[n++] = (dlx_elem_t){edge_item(eitem, s, i, e), col[pm_tile_digit_at(u, rot, e)]};
          if (no == cap) {
            popt_t *o2 = realloc(opt, sizeof *opt * cap * 2);
            if (!o2) goto out;
            opt = o2, cap *= 2;
          }
          ok &= dlx_add_option(d, el, (size_t)n, NULL) == DLX_OK;
          opt[no++] = (popt_t){i, u, rot, {0}};
        }
      } else if (!dup) {
        /* a joker: every completion of its open edges toward this phase's cells */
        int ie[6], ni = 0;
        for (int e = 0; e < 6; e++)
          if (inner[e]) ie[ni++] = e;
        int v[6] = {0};
        for (;;) {
          int m = fmask, good = 1;
          for (int k = 0; k < ni && good; k++) {
            if (!v[k] || (m >> v[k] & 1)) good = 0;
            m |= 1 << v[k];
          }
          if (good) {
            popt_t o = {i, u, 0, {0}};
            int rest = 1;
            for (int e = 0; e < 6; e++) o.jf[e] = f[e];
            for (int k = 0; k < ni; k++) o.jf[ie[k]] = v[k];
            for (int e = 0; e < 6; e++)
              if (!o.jf[e]) {
                while (m >> rest & 1) rest++;
                o.jf[e] = rest, m |= 1 << rest;
              }
            dlx_elem_t el[8];
            int n = 0;
            el[n++] = (dlx_elem_t){citem[i], 0};
            el[n++] = (dlx_elem_t){jitem, 0};
            for (int k = 0; k < ni; k++)
              el[n++] = (dlx_elem_t){edge_item(eitem, s, i, ie[k]), col[v[k]]};
            if (no == cap) {
              popt_t *o2 = realloc(opt, sizeof *opt * cap * 2);
              if (!o2) goto out;
              opt = o2, cap *= 2;
            }
            ok &= dlx_add_option(d, el, (size_t)n, NULL) == DLX_OK;
            opt[no++] = o;
          }
          int k = 0; /* next assignment, like an odometer over 0..6 */
          while (k < ni && ++v[k] > 6) v[k++] = 0;
          if (k == ni) break;
        }
      }
    }
  }
  if (!ok) goto out;
  pctx_t c = {s, opt};
  dlx_search_opts_t so;
  dlx_search_opts_init(&so);
  so.max_solutions = 1;
  so.max_nodes = s->budget;
  so.randomize = 1, so.seed = seed;
  so.on_solution = take, so.solution_ctx = &c;
  dlx_stats_t st;
  if (dlx_search(d, &so, &st) != DLX_OK) goto out;
  s->nodes += st.nodes;
  rc = st.solutions ? 1 : st.end == DLX_END_EXHAUSTED ? 0 : -1;
out:
  dlx_free(d);
  free(eitem), free(citem), free(opt);
  return rc;
}

int pm_solitaire(int first, int rings, pm_engine_t engine, uint64_t seed, uint64_t budget,
                 pm_solitaire_t *out, char *msg, size_t msglen) {
  if (first < 0 || first >= PM_NREAL || rings < 1 || rings > 5) {
    snprintf(msg, msglen, _("rings 1 to 5 around a numbered tile"));
    return -1;
  }
  sol_t *s = calloc(1, sizeof *s);
  if (!s) {
    snprintf(msg, msglen, _("out of memory"));
    return -1;
  }
  spiral(s, rings);
  s->budget = budget;
  s->tile[0] = first, s->rot[0] = 0, s->used[first] = 1;
  int last = pm_ring_cells(rings) - 1, st;
  clock_t t0 = clock();
  memset(out, 0, sizeof *out);
  /* Restarts: both searches have heavy tails (a bad early choice costs
   * millions of nodes), so each try gets a small slice of the budget, a
   * little larger every time, and a fresh order of choices. A layout is
   * kept only when the next ring has few spaces that must stay empty (dead
   * ones: two full-ring tiles show one digit there; and those that no
   * remaining numbered tile fits, beyond four for the jokers): no more than
   * the remaining tiles leave empty anyway; else the search goes on and
   * the layout with the fewest is used when the budget ends. */
  uint64_t total = budget ? budget : UINT64_MAX, spent = 0, rng = seed;
  int from0 = last + 1, nnext = s->nc - from0, left0 = PM_NTILES - (last + 1);
  int allowed = nnext - (left0 < nnext ? left0 : nnext), best_dead = 1 << 30;
  int *keep = malloc(sizeof *keep * 2 * (size_t)(last + 1));
  if (!keep) {
    free(s);
    snprintf(msg, msglen, _("out of memory"));
    return -1;
  }
  st = -1;
  int tries = 0;
  double first_sec = -1;
  for (uint64_t slice = 20000; st == -1 && spent < total; slice += slice / 4, tries++) {
    uint64_t tseed = cards_rand(&rng);
    s->budget = slice < total - spent ? slice : total - spent;
    s->nodes = 0;
    for (int i = 1; i <= last; i++)
      if (s->tile[i] >= 0) s->used[s->tile[i]] = 0, s->tile[i] = -1;
    if (engine == PM_ENGINE_DIRECT) {
      int order[PM_NREAL];
      uint64_t r2 = tseed;
      for (int i = 0; i < PM_NREAL; i++) order[i] = i;
      for (int i = PM_NREAL - 1; i > 0; i--) {
        int j = (int)cards_rand_below(&r2, (uint32_t)i + 1), x = order[i];
        order[i] = order[j], order[j] = x;
      }
      st = dfs(s, 1, last, order);
    } else {
      st = dlx_phase(s, 1, last, -1, 0, tseed);
    }
    spent += s->nodes;
    if (st == 0) break; /* exhausted: no full rings at all */
    if (st == 1) {
      if (first_sec < 0) first_sec = (double)(clock() - t0) / CLOCKS_PER_SEC;
      /* spaces of the next ring that must stay empty: dead ones, and those
       * no remaining numbered tile fits beyond what the 4 jokers can fill */
      int dead = 0, nofit = 0;
      for (int i = from0; i < s->nc; i++) {
        int mask = 0, dup = 0;
        for (int e = 0; e < 6; e++) {
          int v = facing(s, i, e);
          if (v && (mask >> v & 1)) dup = 1;
          mask |= v ? 1 << v : 0;
        }
        if (dup)
          dead++;
        else if (!has_candidate(s, i))
          nofit++;
      }
      dead += nofit > 4 ? nofit - 4 : 0;
      if (dead < best_dead) {
        best_dead = dead;
        for (int i = 1; i <= last; i++) keep[2 * i] = s->tile[i], keep[2 * i + 1] = s->rot[i];
      }
      if (dead > allowed) st = -1; /* look for a better one */
    }
  }
  if (st == -1 && best_dead < (1 << 30)) { /* the budget ended: the best layout found */
    for (int i = 1; i <= last; i++) {
      if (s->tile[i] >= 0) s->used[s->tile[i]] = 0;
      s->tile[i] = keep[2 * i], s->rot[i] = keep[2 * i + 1];
    }
    for (int i = 1; i <= last; i++) s->used[s->tile[i]] = 1;
    st = 1;
  }
  free(keep);
  out->dead_next = best_dead < (1 << 30) ? best_dead : 0;
  out->sec_first = first_sec;
  s->nodes = spent;
  s->budget = budget;
  if (st == -2) {
    free(s);
    snprintf(msg, msglen, _("out of memory"));
    return -1;
  }
  if (st != 1) {
    out->nodes1 = s->nodes;
    out->sec1 = (double)(clock() - t0) / CLOCKS_PER_SEC;
    /* two whole sentences, so that a translation can order its words */
    snprintf(out->how, sizeof out->how,
             st == 0 ? _("%d full rings are impossible around this tile (tries: %d)")
                     : _("%d full rings not found within the node budget (tries: %d)"),
             rings, tries);
    out->budget_out = st != 0;
    free(s);
    return 1;
  }
  /* phase 2: the next ring, the most tiles: exactly M tiles for M from the
   * most possible down; the first M found is the most when every higher M
   * was exhausted (not stopped by the budget) */
  int from = last + 1, to = s->nc - 1, ncells = to - from + 1, left = PM_NTILES - (last + 1);
  int maxt = left < ncells ? left : ncells, outer = 0, bstop = 0, proved = 0;
  out->tries = tries;
  uint64_t n0 = s->nodes;
  out->sec1 = (double)(clock() - t0) / CLOCKS_PER_SEC;
  t0 = clock();
  for (int m = maxt; m >= 0; m--) {
    int r2 = m == 0 ? 1 : dlx_phase(s, from, to, ncells - m, from, seed);
    if (r2 == -2) {
      free(s);
      snprintf(msg, msglen, _("out of memory"));
      return -1;
    }
    if (r2 == 1) {
      outer = m;
      break;
    }
    if (r2 < 0 && !bstop) bstop = m;
  }
  proved = !bstop;
  if (outer == left)
    snprintf(out->how, sizeof out->how,
             _("every tile placed (%d in ring %d of %d spaces): the most possible"), outer,
             rings + 1, ncells);
  else if (outer == ncells)
    snprintf(out->how, sizeof out->how, _("ring %d is full too: more full rings are possible"),
             rings + 1);
  else if (proved)
    snprintf(out->how, sizeof out->how,
             _("%d tiles in ring %d: proved the most with these full rings (%d..%d exhausted by "
               "libdlx)"),
             outer, rings + 1, outer + 1, maxt);
  else
    snprintf(out->how, sizeof out->how,
             _("%d tiles in ring %d: not proved the most; the node budget stopped the search for "
               "%d tiles"),
             outer, rings + 1, bstop);
  out->nodes1 = n0, out->nodes2 = s->nodes - n0;
  out->sec2 = (double)(clock() - t0) / CLOCKS_PER_SEC;
  out->full_rings = rings, out->outer = outer, out->proved = proved;
  for (int i = 0; i < s->nc; i++) {
    if (s->tile[i] < 0) continue;
    int k = out->n++;
    out->t[k] = s->tile[i], out->q[k] = s->q[i], out->r[k] = s->r[i], out->rot[k] = s->rot[i];
    for (int e = 0; e < 6; e++) out->jf[k * 6 + e] = pm_is_joker(s->tile[i]) ? s->jf[i][e] : 0;
  }
  free(s);
  if (pm_verify_layout(out->n, out->t, out->q, out->r, out->rot, out->jf, msg, msglen) != 0)
    return -1;
  return 0;
}
