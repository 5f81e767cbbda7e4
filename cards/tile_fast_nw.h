/* tile_fast_nw.h: the bitboard search of tile_fast.c for one board width; included once per NW. */
/* Expects NW (words per bitboard) and TF(name) (name with the NW suffix). */

typedef struct {
  uint64_t w[NW];
} TF(bb);

static inline TF(bb) TF(load)(const uint64_t *p) {
  TF(bb) r;
  for (int i = 0; i < NW; i++) r.w[i] = p[i];
  return r;
}
static inline int TF(disjoint)(const uint64_t *m, const TF(bb) *a) {
  uint64_t x = 0;
  for (int i = 0; i < NW; i++) x |= m[i] & a->w[i];
  return x == 0;
}
static inline int TF(is_zero)(const TF(bb) *a) {
  uint64_t x = 0;
  for (int i = 0; i < NW; i++) x |= a->w[i];
  return x == 0;
}
static inline int TF(popcount)(const TF(bb) *a) {
  int n = 0;
  for (int i = 0; i < NW; i++) n += __builtin_popcountll(a->w[i]);
  return n;
}
static inline int TF(lowest)(const TF(bb) *a) {
  for (int i = 0; i < NW; i++)
    if (a->w[i]) return i * 64 + __builtin_ctzll(a->w[i]);
  return -1;
}
/* Cells edge-adjacent to A (A itself not included unless adjacent), inside the box. */
static inline TF(bb) TF(nbr)(const tfast_t *f, const TF(bb) *a) {
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
static inline int TF(prune_ok)(const tfast_t *f, const tf_state_t *st,
                               const TF(bb) *filled, const uint64_t *m) {
#ifdef TF_NO_PRUNE
  return 1;
#endif
  TF(bb) empty, seeds, mm = TF(load)(m);
  for (int i = 0; i < NW; i++) empty.w[i] = f->region[i] & ~filled->w[i];
  seeds = TF(nbr)(f, &mm);
  for (int i = 0; i < NW; i++) seeds.w[i] &= empty.w[i];
  while (!TF(is_zero)(&seeds)) {
    int b = TF(lowest)(&seeds);
    TF(bb) comp;
    for (int i = 0; i < NW; i++) comp.w[i] = 0;
    comp.w[b >> 6] = (uint64_t)1 << (b & 63);
    for (;;) {
      TF(bb) n = TF(nbr)(f, &comp);
      uint64_t grew = 0;
      for (int i = 0; i < NW; i++) {
        uint64_t x = (comp.w[i] | n.w[i]) & empty.w[i];
        grew |= x ^ comp.w[i];
        comp.w[i] = x;
      }
      if (!grew) break;
    }
    int sz = TF(popcount)(&comp);
    if (sz < st->minsz || sz % st->gcd) return 0;
    for (int i = 0; i < NW; i++) seeds.w[i] &= ~comp.w[i];
  }
  return 1;
}

static void TF(search)(tf_state_t *st, const TF(bb) *filled, int depth);

/* Try placement K (mask words M) at DEPTH. */
static inline void TF(try)(tf_state_t *st, const TF(bb) *filled, int depth, int k) {
  const tfast_t *f = st->f;
  const uint64_t *m = f->masks + (size_t)k * NW;
  if (!TF(disjoint)(m, filled)) return;
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
  int p = f->kpiece[k];
  st->stack[depth] = f->kid[k];
  tf_use(st, p);
  if (TF(prune_ok)(f, st, &nf, m)) TF(search)(st, &nf, depth + 1);
  tf_unuse(st, p);
}

static void TF(search)(tf_state_t *st, const TF(bb) *filled, int depth) {
  const tfast_t *f = st->f;
  if (depth == st->collect_depth) {
    tf_collect(st, depth);
    return;
  }
  TF(bb) empty;
  for (int i = 0; i < NW; i++) empty.w[i] = f->region[i] & ~filled->w[i];
  if (TF(is_zero)(&empty)) {
    if (st->collect_depth >= 0) tf_collect(st, depth); /* a leaf above the cut is a task too */
    else tf_leaf(st, depth);
    return;
  }
  const int *list;
  int nlist;
  if (depth == 0 && f->root >= 0) {
    if (st->rem[f->root] <= 0) return;
    list = f->rootk;
    nlist = f->nroot;
  } else {
    int c = TF(lowest)(&empty);
    /* the pattern of blocked cells after c picks the list */
    int pos = c + 1, wi = pos >> 6, off = pos & 63;
    uint64_t v = (wi < NW ? filled->w[wi] | f->outside[wi] : ~(uint64_t)0) >> off;
    if (off) v |= (wi + 1 < NW ? filled->w[wi + 1] | f->outside[wi + 1] : ~(uint64_t)0) << (64 - off);
    size_t li = ((size_t)c << f->K) | (size_t)(v & (((uint64_t)1 << f->K) - 1));
    list = f->klist + f->lstart[li];
    nlist = f->lstart[li + 1] - f->lstart[li];
  }
  if (!st->randomize) {
    for (int i = 0; i < nlist; i++) {
      int k = list[i];
      if (!tf_avail(st, f->kpiece[k])) continue;
      TF(try)(st, filled, depth, k);
      if (st->stop || atomic_load_explicit(st->global_stop, memory_order_relaxed)) return;
    }
    return;
  }
  /* Random order: gather the candidates, shuffle them (Fisher-Yates). */
  int *buf = st->rbuf + (size_t)depth * f->maxcand, n = 0;
  for (int i = 0; i < nlist; i++) {
    int k = list[i];
    if (tf_avail(st, f->kpiece[k]) && TF(disjoint)(f->masks + (size_t)k * NW, filled)) buf[n++] = k;
  }
  for (int i = n - 1; i > 0; i--) {
    int j = (int)(tf_rand(&st->rng) % (uint64_t)(i + 1));
    int x = buf[i];
    buf[i] = buf[j];
    buf[j] = x;
  }
  for (int i = 0; i < n; i++) {
    TF(try)(st, filled, depth, buf[i]);
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
