/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* tile_fast_nw.h: the bitboard search of tile_fast.c for one board width; included once per NW. */
/* Expects NW (words per bitboard) and TF(name) (name with the NW suffix). */

/* A bitboard of NW words (base/bits.h). */
typedef struct {
  uint64_t w[NW];
} TF(bb);

static inline TF(bb) TF(load)(const uint64_t *p) {
  TF(bb) r;
  for (int i = 0; i < NW; i++) r.w[i] = p[i];
  return r;
}
/* Cells edge-adjacent to A (A itself not included unless adjacent), inside the box. */
static inline TF(bb) TF(nbr)(const tfast_t *f, const TF(bb) * a) {
  TF(bb) r;
  const int k = f->inner;
  const uint64_t *nl = f->not_last, *nf = f->not_first;
  for (int i = 0; i < NW; i++) {
    uint64_t up = (a->w[i] & nl[i]) << 1;
    if (i > 0) up |= (a->w[i - 1] & nl[i - 1]) >> 63;
    uint64_t dn = (a->w[i] & nf[i]) >> 1;
    if (i < NW - 1) dn |= (a->w[i + 1] & nf[i + 1]) << 63;
    uint64_t l = a->w[i] << k;
    if (i > 0) l |= a->w[i - 1] >> (64 - k);
    uint64_t rr = a->w[i] >> k;
    if (i < NW - 1) rr |= a->w[i + 1] << (64 - k);
    r.w[i] = up | dn | l | rr;
  }
  return r;
}

/* Every empty component next to the placement M can still be filled. */
static inline int TF(prune_ok)(const tfast_t *f, const tf_state_t *st, const TF(bb) * filled,
                               const uint64_t *m) {
#ifdef TF_NO_PRUNE
  return 1;
#endif
  TF(bb) empty, seeds, mm = TF(load)(m);
  for (int i = 0; i < NW; i++) empty.w[i] = f->region[i] & ~filled->w[i];
  seeds = TF(nbr)(f, &mm);
  for (int i = 0; i < NW; i++) seeds.w[i] &= empty.w[i];
  while (!base_bb_empty(&seeds)) {
    int b = base_bb_lowest(&seeds);
    TF(bb) comp;
    for (int i = 0; i < NW; i++) comp.w[i] = 0;
    comp.w[b >> 6] = (uint64_t)1 << (b & 63);
    int closed = 0;
    for (int it = 0; it < st->steps; it++) {
      TF(bb) n = TF(nbr)(f, &comp);
      uint64_t grew = 0;
      for (int i = 0; i < NW; i++) {
        uint64_t x = (comp.w[i] | n.w[i]) & empty.w[i];
        grew |= x ^ comp.w[i];
        comp.w[i] = x;
      }
      if (!grew) {
        closed = 1;
        break;
      }
    }
    if (!closed) { /* a wide pocket: not checked (pruning only saves work; see flood_steps) */
      for (int i = 0; i < NW; i++) seeds.w[i] &= ~comp.w[i];
      continue;
    }
    int sz = base_bb_count(&comp);
    if (sz < st->minsz || sz % st->gcd) return 0;
    for (int i = 0; i < NW; i++) seeds.w[i] &= ~comp.w[i];
  }
  return 1;
}

static void TF(search)(tf_state_t *st, const TF(bb) * filled, int depth);

/* Try placement K (mask words M, piece P) at DEPTH; M fits. */
static inline void TF(try)(tf_state_t *st, const TF(bb) * filled, int depth, int k,
                           const uint64_t *m, int p) {
  const tfast_t *f = st->f;
  st->nodes++;
  if (st->max_nodes && st->nodes > st->max_nodes) {
    st->nodes--;
    st->stop = TILING_END_BUDGET;
    return;
  }
  if (st->progress && st->nodes >= st->next_progress) {
    st->next_progress = st->nodes + st->o->progress_nodes;
    if (st->o->on_progress(st->o->progress_ctx, st->nodes, st->solutions)) {
      st->stop = TILING_END_CALLBACK;
      return;
    }
  }
  TF(bb) nf;
  for (int i = 0; i < NW; i++) nf.w[i] = filled->w[i] | m[i];
  st->stack[depth] = f->kid[k];
  tf_use(st, p);
  if (TF(prune_ok)(f, st, &nf, m)) TF(search)(st, &nf, depth + 1);
  tf_unuse(st, p);
}

static void TF(search)(tf_state_t *st, const TF(bb) * filled, int depth) {
  const tfast_t *f = st->f;
  if (depth == st->collect_depth) {
    tf_collect(st, depth);
    return;
  }
  TF(bb) empty;
  for (int i = 0; i < NW; i++) empty.w[i] = f->region[i] & ~filled->w[i];
  if (base_bb_empty(&empty)) {
    if (st->collect_depth >= 0)
      tf_collect(st, depth); /* a leaf above the cut is a task too */
    else
      tf_leaf(st, depth);
    return;
  }
  if (depth == 0 && f->root >= 0) {
    /* the root piece's placements, in their own list */
    if (st->rem[f->root] <= 0) return;
    int *buf = st->randomize ? st->rbuf : NULL, n = 0;
    for (int i = 0; i < f->nroot; i++) {
      int k = f->rootk[i];
      const uint64_t *m = f->masks + (size_t)k * NW;
      if (base_words_meet(m, filled->w, NW)) continue;
      if (buf)
        buf[n++] = k;
      else
        TF(try)(st, filled, depth, k, m, f->root);
      if (st->stop || atomic_load_explicit(st->global_stop, memory_order_relaxed)) return;
    }
    if (buf) {
      tf_shuffle(&st->rng, buf, n);
      for (int i = 0; i < n; i++) {
        TF(try)(st, filled, depth, buf[i], f->masks + (size_t)buf[i] * NW, f->root);
        if (st->stop || atomic_load_explicit(st->global_stop, memory_order_relaxed)) return;
      }
    }
    return;
  }
  int c = base_bb_lowest(&empty);
  /* the pattern of blocked cells after c picks the list */
  int pos = c + 1, wi = pos >> 6, off = pos & 63;
  uint64_t v = (wi < NW ? filled->w[wi] | f->outside[wi] : ~(uint64_t)0) >> off;
  if (off) v |= (wi + 1 < NW ? filled->w[wi + 1] | f->outside[wi + 1] : ~(uint64_t)0) << (64 - off);
  size_t li = ((size_t)c << f->K) | (size_t)(v & (((uint64_t)1 << f->K) - 1));
  /* (lists on demand, one word only, may lie out of order: lend) */
  int g0 = f->lstart[li], g1 = NW == 1 ? f->lend[li] : f->lstart[li + 1];
  if (!st->randomize) {
    for (int g = g0; g < g1; g++) {
      const tf_group_t *gr = &f->wg[g];
      int p = gr->piece;
      if (!tf_avail(st, p)) continue;
      const uint64_t *m = f->lm + (size_t)gr->begin * NW;
      for (int e = gr->begin; e < gr->end; e++, m += NW) {
        if (base_words_meet(m, filled->w, NW)) continue;
        TF(try)(st, filled, depth, f->lk[e], m, p);
        if (st->stop || atomic_load_explicit(st->global_stop, memory_order_relaxed)) return;
      }
    }
    return;
  }
  /* Random order: gather the candidates, shuffle them (Fisher-Yates). */
  int *buf = st->rbuf + (size_t)depth * f->maxcand, n = 0;
  for (int g = g0; g < g1; g++) {
    const tf_group_t *gr = &f->wg[g];
    if (!tf_avail(st, gr->piece)) continue;
    for (int e = gr->begin; e < gr->end; e++)
      if (!base_words_meet(f->lm + (size_t)e * NW, filled->w, NW)) buf[n++] = f->lk[e];
  }
  tf_shuffle(&st->rng, buf, n);
  for (int i = 0; i < n; i++) {
    int k = buf[i];
    TF(try)(st, filled, depth, k, f->masks + (size_t)k * NW, f->kpiece[k]);
    if (st->stop || atomic_load_explicit(st->global_stop, memory_order_relaxed)) return;
  }
}

/* Run from the placements PREFIX[0..NPRE-1] (already checked to fit). */
static void TF(run)(tf_state_t *st, const int *prefix, int npre) {
  const tfast_t *f = st->f;
  TF(bb) filled;
  for (int i = 0; i < NW; i++) filled.w[i] = 0;
  for (int d = 0; d < npre; d++) {
    int k = f->kof[prefix[d]];
    const uint64_t *m = f->masks + (size_t)k * NW;
    for (int i = 0; i < NW; i++) filled.w[i] |= m[i];
    st->stack[d] = prefix[d];
    tf_use(st, f->kpiece[k]);
  }
  TF(search)(st, &filled, npre);
  for (int d = npre - 1; d >= 0; d--) tf_unuse(st, f->kpiece[f->kof[prefix[d]]]);
}

#undef NW
#undef TF
