/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Copyright (C) 2026 the polyx authors */
/* dlx_search.c: what every engine's search shares: events (budgets, cancel, progress), visits,
 * the planning record, the random choices, DLX1's update counts, the clashes of options as rows
 * of sets. */
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
#include "dlx/dlx_search.h"

void srch_schedule(srch_t *s) {
  uint64_t n = s->next_cancel;
  if (s->next_progress < n) n = s->next_progress;
  if (s->max_nodes < n) n = s->max_nodes + 1; /* runs at the node that would exceed it */
  s->next_event = n;
}

int srch_event(srch_t *s, int level) {
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

int srch_visit(srch_t *s, int n) {
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

void srch_record(srch_t *s, const int *path, int len) {
  if (!grow((void **)&s->pre, sizeof *s->pre, &s->pre_cap, s->pre_len + (size_t)len + 1)) {
    s->nomem = 1;
    return;
  }
  s->pre[s->pre_len++] = len;
  memcpy(s->pre + s->pre_len, path, (size_t)len * sizeof *s->pre);
  s->pre_len += (size_t)len;
  s->npre++;
}

void srch_reseed(srch_t *s, int level, int prev) {
  uint64_t h =
      level == 0 ? mix64(s->o->seed ^ 0x6a09e667f3bcc909u)
                 : mix64(s->ph[level - 1] ^ mix64((uint64_t)(uint32_t)prev + 0x9e3779b97f4a7c15u));
  s->ph[level] = h;
  rng_seed(&s->rng, h);
  s->lrng[level] = s->rng;
}

int srch_choose_random(srch_t *s, const dlx_node_t *nd, const int *act, int nact) {
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

void srch_shuffle(srch_t *s, const dlx_node_t *nd, int first, int c, int level) {
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

uint64_t cost_cover(const dlx_node_t *nd, const int *col, int c) {
  uint64_t n = 1;
  for (int rr = nd[c].down; rr != c; rr = nd[rr].down) n += cost_hide(nd, col, rr);
  return n;
}

uint64_t cost_purify(const dlx_node_t *nd, const int *col, int p) {
  uint64_t n = 0;
  int c = nd[p].top, x = col[p];
  for (int rr = nd[c].down; rr != c; rr = nd[rr].down)
    if (col[rr] != x) n += cost_hide(nd, col, rr);
  return n;
}

int opt_rows(const dlx_t *d, int w, uint64_t **rows, int *nrows, int *erow) {
  int no = d->noptions, ni = d->nitems, nrow = ni + 1;
  /* Each secondary item's options and their colours, in option order; then
   * the distinct colours of each, its rows RSTART[S] .. with their colours
   * RCOL. */
  int *cstart = calloc((size_t)ni + 2, sizeof *cstart);
  int *rstart = malloc(((size_t)ni + 1) * sizeof *rstart);
  int *copt = malloc((d->nelems + 1) * sizeof *copt);
  int *ccol = malloc((d->nelems + 1) * sizeof *ccol);
  int *rcol = malloc((d->ncolored + 1) * sizeof *rcol);
  uint64_t *m = NULL;
  int ok = cstart && rstart && copt && ccol && rcol;
  for (size_t k = 0; ok && k < d->nelems; k++) cstart[d->elems[k].item + 2]++;
  for (int i = 0; ok && i < ni; i++) cstart[i + 2] += cstart[i + 1];
  for (int o = 0; ok && o < no; o++)
    for (int k = d->opt_start[o]; k < d->opt_start[o + 1]; k++) {
      int at = cstart[d->elems[k].item + 1]++;
      copt[at] = o, ccol[at] = d->elems[k].color;
    }
  for (int i = 0; ok && i < ni; i++) {
    rstart[i] = nrow;
    for (int at = cstart[i]; at < cstart[i + 1]; at++) {
      int x = ccol[at], r = rstart[i];
      if (x == 0 || d->item_prim[i]) continue;
      while (r < nrow && rcol[r - ni - 1] != x) r++;
      if (r == nrow) rcol[nrow++ - ni - 1] = x;
    }
  }
  if (ok) m = calloc((size_t)nrow * (size_t)w, sizeof *m);
  if (m) {
    for (int i = 0; i < ni; i++)
      for (int at = cstart[i]; at < cstart[i + 1]; at++) {
        uint64_t bit = (uint64_t)1 << (copt[at] % 64);
        m[(size_t)i * (size_t)w + (size_t)(copt[at] / 64)] |= bit;
        for (int r = rstart[i]; r < (i + 1 < ni ? rstart[i + 1] : nrow); r++)
          if (ccol[at] != rcol[r - ni - 1])
            m[(size_t)r * (size_t)w + (size_t)(copt[at] / 64)] |= bit;
      }
    for (size_t k = 0; k < d->nelems; k++) {
      int it = d->elems[k].item, x = d->elems[k].color, r = it;
      if (x != 0 && !d->item_prim[it])
        for (r = rstart[it]; rcol[r - ni - 1] != x; r++) continue;
      erow[k] = r;
    }
  }
  free(cstart), free(rstart), free(copt), free(ccol), free(rcol);
  *rows = m;
  *nrows = nrow;
  return m != NULL;
}
