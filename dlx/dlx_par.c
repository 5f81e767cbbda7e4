/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Copyright (C) 2026 the polyx authors */
/* dlx_par.c: searching in parallel on a plan: counts added up, other searches committed in
 * order. */
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

/* ---- Searching in parallel, on a plan ------------------------------------ */

/* One part's results, kept until it is its turn (ordered searches). */
typedef struct slot {
  int state; /* SLOT_FREE, SLOT_RUNNING, SLOT_DONE */
  size_t k;
  int *buf; /* solutions: a count, then that many option ids */
  size_t len, cap;
  size_t limit; /* the most option ids it may keep */
  /* Or, with a format callback, the solutions' text (at most TLIMIT
   * bytes), made with FO's. */
  char *text;
  size_t tlen, tcap, tlimit;
  const dlx_search_opts_t *fo;
  int overflow; /* the buffer was full (or the format callback failed): the
                 * part is searched again in turn */
  int nomem;
  uint64_t nodes, updates, solutions;
  int max_level;
  dlx_end_t end;
  uint64_t *prof;
  size_t nprof, prof_cap;
  int *path; /* the part's path and DIV, copied when it was taken */
  int plen, pdiv;
  int sib; /* the next part of the plan is a sibling of this one (same
            * length, the same path but for the last step) */
  size_t pcap;
} slot_t;

#define SLOT_FREE    0
#define SLOT_RUNNING 1
#define SLOT_DONE    2

/* Option ids all the slots of an ordered search may keep: 32 MB (with a
 * format callback, as many bytes of text). */
#define SLOTS_MAX_INTS ((size_t)1 << 23)

/* A parallel search: the plan, its threads, and (ordered) the window of
 * parts searched ahead of their turn and the totals committed so far. */
typedef struct job {
  dlx_t *d;
  const dlx_search_opts_t *o; /* the caller's */
  dlx_plan_t *plan;           /* grows as parts are split (ordered, limited) */
  int ordered, limited;
  /* Ordered searches on the links engine without multiplicities: a worker
   * keeps the levels above a part's last one for its next part when that
   * is a sibling (part_go). */
  int hold;
  par_t par;
  /* Counting on the links engine: RUN_END[k], the end of the run of
   * siblings part K is in (parts of one length whose paths differ in
   * their last step only, consecutive in list order); NULL: parts one by
   * one. */
  size_t *run_end;
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
  /* Sizing runs (count_main): the run of its last part, what replaying
   * that part's path cost, and the updates below the paths of all its
   * parts so far. */
  size_t run;
  uint64_t replay, below, nbelow;
  /* Ordered searches (part_go): the length of the path whose levels but
   * the last the links still hold (0: none), and the engine's variant
   * that holds them. */
  int held;
  void (*held_fn)(srch_t *);
} worker_t;

/* Let go of the levels W's links hold for a run of siblings. */
static void part_release(worker_t *w) {
  srch_t *s = &w->s;
  if (!w->held) return;
  s->release = 1;
  s->resume = w->held - 1;
  s->keep = -1;
  s->end = DLX_END_EXHAUSTED;
  w->held_fn(s);
  s->release = 0;
  s->resume = -1;
  w->held = 0;
}

/* Search the part with PATH[0..LEN-1] and DIV with W's search, in an
 * ordered search. When W's links hold the levels of a sibling part (the
 * same path but for its last step) and this part's DIV is its last level,
 * those levels are not replayed; when the next part of the plan is a
 * sibling (SIB) and the job allows it, the levels above the last are kept
 * for it. Two threads take parts in turn, so each one's next part is most
 * often a sibling of its last: one item with 1,000 options, each a part,
 * no longer covers that item 1,000 times. */
static void part_go(worker_t *w, const int *path, int len, int div, int sib) {
  srch_t *s = &w->s;
  int resume = -1, keep = w->job->hold && sib && len >= 1 ? len - 1 : -1;
  void (*fn)(srch_t *) = w->job->hold ? xc_variant(s->d, s) : NULL;
  if (w->held) {
    if (fn == w->held_fn && len == w->held && div == len - 1 &&
        memcmp(s->choice, path, (size_t)(len - 1) * sizeof *path) == 0)
      resume = len - 1;
    else
      part_release(w);
  }
  if (resume < 0 && keep < 0)
    part_run_path(s, path, len, div);
  else
    part_run_held(s, path, len, div, resume, keep);
  w->held = keep >= 0 && s->end == DLX_END_EXHAUSTED && !s->nomem ? len : 0;
  w->held_fn = fn;
}

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

/* A run's replay (and undo) at most 1/RUN_SHARE of the search below
 * its parts: one item with 10,000 options, each a part of the plan, made
 * every part replay the cover of that item (40x the time of one thread). */
#define RUN_SHARE 32

/* How many parts from K, in K's run, W takes at once: one, or, once it has
 * replayed a path of this run, enough that what is searched below their
 * paths (at W's rate so far) is RUN_SHARE times that replay. */
static size_t run_take(const worker_t *w, const job_t *j, size_t k) {
  if (!j->run_end) return 1;
  size_t end = j->run_end[k], n = end - k;
  if (n <= 1 || w->run != end || w->nbelow == 0) return 1;
  uint64_t per = w->below / w->nbelow; /* updates below a path */
  uint64_t want = per ? (uint64_t)RUN_SHARE * w->replay / per + 1 : UINT64_MAX;
  return want < n ? (size_t)want : n;
}

/* Counting (no solution wanted, nothing stopping early): each thread
 * takes the next part (or the next parts of a run of siblings), searches
 * it and adds its counters. */
static void *count_main(void *arg) {
  worker_t *w = arg;
  srch_t *s = &w->s;
  job_t *j = w->job;
  for (;;) {
    size_t k = atomic_load(&j->par.next), c = 1;
    while (k < j->plan->nparts) {
      c = run_take(w, j, k);
      if (atomic_compare_exchange_weak(&j->par.next, &k, k + c)) break;
    }
    if (k >= j->plan->nparts) break;
    if (atomic_load(&j->d->cancel) || atomic_load(&j->par.stop)) {
      if (w->end == DLX_END_EXHAUSTED) w->end = DLX_END_CANCELLED;
      atomic_store(&j->par.stop, 1);
      break;
    }
    if (!w->caller) s->next_progress = UINT64_MAX;
    int stop = 0;
    for (size_t i = 0; i < c; i++) {
      const dlx_plan_t *pl = j->plan;
      size_t q = k + i;
      int len = pl->len[q];
      if (c > 1) /* siblings: the path above the last level is replayed once */
        part_run_held(s, pl->path + pl->start[q], len, pl->div[q], i > 0 ? len - 1 : -1,
                      i + 1 < c ? len - 1 : -1);
      else
        part_run(s, pl, q);
      if (j->run_end) {
        w->run = j->run_end[k];
        if (i == 0) w->replay = s->replay;
        w->below += s->updates - s->replay_counted;
        w->nbelow++;
      }
      prog_carry(s);
      w->nodes += s->nodes;
      w->updates += s->updates;
      w->solutions += s->solutions;
      if (s->max_level > w->max_level) w->max_level = s->max_level;
      if (!grow_zero(&w->prof, &w->prof_cap, prof_used(s)) ||
          !prof_add(&w->prof, &w->prof_cap, s->prof, prof_used(s)))
        w->nomem = 1; /* (the run goes on: its links must be restored) */
      atomic_fetch_add(&j->par.nodes, s->nodes);
      atomic_fetch_add(&j->par.updates, s->updates);
      atomic_fetch_add(&j->par.solutions, s->solutions);
      if (s->nomem) w->nomem = 1;
      if (s->end != DLX_END_EXHAUSTED) { /* (the part undid all of its path) */
        if (w->end == DLX_END_EXHAUSTED) w->end = s->end;
        stop = 1;
        break;
      }
    }
    if (w->nomem || stop) {
      atomic_store(&j->par.stop, 1);
      break;
    }
  }
  return NULL;
}

/* Searching a part ahead of its turn: its solutions are kept. (Called for
 * each solution: on millions of solutions of two options, a call of grow
 * and one of memcpy at each were most of its cost; the copy is a loop, and
 * the buffer grows in keep_grow, when it is full only.) */
XC_NOINLINE static int keep_grow(slot_t *sl, const int *options, int n);

static int keep_solution(void *ctx, const int *options, int n) {
  slot_t *sl = ctx;
  size_t len = sl->len, need = len + (size_t)n + 1;
  if (need > sl->cap) return keep_grow(sl, options, n);
  int *b = sl->buf + len;
  b[0] = n;
  for (int i = 0; i < n; i++) b[i + 1] = options[i];
  sl->len = need;
  return 0;
}

/* The same when SL's buffer is full: grown up to its limit, else the part
 * overflows (it is searched again in turn). */
XC_NOINLINE static int keep_grow(slot_t *sl, const int *options, int n) {
  size_t need = sl->len + (size_t)n + 1;
  if (need > sl->limit || !grow((void **)&sl->buf, sizeof *sl->buf, &sl->cap, need)) {
    sl->overflow = 1;
    return 1;
  }
  return keep_solution(sl, options, n);
}

/* The same with a format callback: the solution's text is kept. Where it
 * does not fit, or the callback fails, the part is searched again in turn
 * (where the calling thread formats). */
static int keep_text(void *ctx, const int *options, int n) {
  slot_t *sl = ctx;
  if (sl->tcap && text_format(sl->fo, options, n, &sl->text, &sl->tlen, &sl->tcap, sl->tlimit) == TEXT_OK)
    return 0;
  sl->overflow = 1;
  return 1;
}

/* ---- Solutions as text (dlx_search_opts_t.format) ------------------------- */

/* The text of solutions is given to on_text in blocks of about this many
 * bytes (or a part's text at once, when longer). */
#define TEXT_BLOCK 8192

int text_format(const dlx_search_opts_t *o, const int *options, int n, char **buf, size_t *len,
                size_t *cap, size_t limit) {
  for (;;) {
    size_t room = *cap - *len;
    size_t r = o->format(o->format_ctx, options, n, *buf + *len, room);
    if (r <= room) {
      *len += r;
      return TEXT_OK;
    }
    if (r == DLX_FORMAT_ERROR) return TEXT_ERROR;
    if (r > limit || *len > limit - r || !grow((void **)buf, 1, cap, *len + r)) return TEXT_FULL;
  }
}

int text_flush(text_sink_t *t) {
  if (t->stopped) return 1;
  size_t n = t->len;
  t->len = 0;
  if (n && t->o->on_text(t->o->text_ctx, t->buf, n)) t->stopped = 1;
  return t->stopped;
}

int text_solution(void *ctx, const int *options, int n) {
  text_sink_t *t = ctx;
  switch (text_format(t->o, options, n, &t->buf, &t->len, &t->cap, SIZE_MAX)) {
    case TEXT_OK: return t->len >= TEXT_BLOCK ? text_flush(t) : 0;
    case TEXT_FULL: t->nomem = 1; return 1;
    default: return 1;
  }
}

int text_put(text_sink_t *t, const char *text, size_t len) {
  if (t->stopped) return 1;
  if (t->len + len < TEXT_BLOCK) { /* (a small part's text joins the block) */
    if (!grow((void **)&t->buf, 1, &t->cap, t->len + len)) {
      t->nomem = 1;
      return 1;
    }
    if (len) memcpy(t->buf + t->len, text, len);
    t->len += len;
    return 0;
  }
  if (text_flush(t)) return 1;
  if (t->o->on_text(t->o->text_ctx, text, len)) t->stopped = 1;
  return t->stopped;
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
 * parts, where 256 a thread gave 1899): the --max half and budget
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
  part_release(w); /* (its planning search replays the whole path) */
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
  sl->sib = k + 1 < pl->nparts && pl->len[k + 1] == len && pl->div[k + 1] == len - 1;
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
  sl->len = sl->tlen = 0;
  sl->fo = &w->o;
  sl->overflow = sl->nomem = 0;
  /* (text_format writes after the buffer's start: it must have one) */
  if (w->o.format && sl->tcap == 0) grow((void **)&sl->text, 1, &sl->tcap, TEXT_BLOCK);
  w->o.solution_ctx = sl;
  s->o = &w->o;
  s->max_nodes = rn;
  s->max_updates = ru;
  s->max_sol = rs;
  if (!w->caller) s->next_progress = UINT64_MAX;
  part_go(w, sl->path, sl->plen, sl->pdiv, sl->sib);
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
  part_go(w, sl->path, sl->plen, sl->pdiv, sl->sib);
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
  if (o->format) { /* (the text in order, as its turn comes: on_text in the calling thread) */
    if (text_put(o->solution_ctx, sl->text, sl->tlen)) {
      total_add(t, sl->nodes, sl->updates, sl->solutions, sl->max_level, sl->prof, sl->nprof);
      t->end = DLX_END_CALLBACK;
      return 1;
    }
  } else if (o->on_solution) {
    uint64_t n = 0;
    /* (read once, not at each solution: a slot's fields may share a cache
     * line with the next slot's, which a worker writes at each solution) */
    const int *buf = sl->buf;
    size_t len = sl->len;
    for (size_t q = 0; q < len; q += (size_t)buf[q] + 1) {
      n++;
      if (o->on_solution(o->solution_ctx, buf + q + 1, buf[q])) {
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
    free(sl[i].text);
    free(sl[i].prof);
    free(sl[i].path);
  }
  free(sl);
}

dlx_status_t par_search(dlx_t *d, const dlx_search_opts_t *o, dlx_engine_t engine, int jobs,
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
   * the other threads waiting (simulated on the benchmark's instances from
   * their parts' times: 16 a thread gives 1.94-2.0 of 2 threads' ideal,
   * 4 a thread 1.88-2.0). */
  j.window = 16 * (size_t)jobs;
  j.hold = ordered && engine == DLX_ENGINE_LINKS && d->nbounded == 0;
  if (!ordered && engine == DLX_ENGINE_LINKS && d->nbounded == 0 && plan->nparts > 1) {
    size_t n = plan->nparts;
    j.run_end = malloc(n * sizeof *j.run_end);
    if (!j.run_end) st = DLX_ENOMEM;
    for (size_t k = n; j.run_end && k-- > 0;) {
      int len = plan->len[k];
      j.run_end[k] = k + 1 < n && len >= 1 && plan->len[k + 1] == len && plan->div[k + 1] == len - 1
                         ? j.run_end[k + 1]
                         : k + 1;
    }
  }
  j.lim_nodes = o->max_nodes ? o->max_nodes : UINT64_MAX;
  j.lim_updates = o->max_updates ? o->max_updates : UINT64_MAX;
  j.lim_sol = o->max_solutions ? o->max_solutions : UINT64_MAX;
  worker_t *w = calloc((size_t)jobs, sizeof *w);
  j.slots = ordered ? calloc(j.window, sizeof *j.slots) : NULL;
  if (!w || (ordered && !j.slots)) st = DLX_ENOMEM;
  for (size_t i = 0; j.slots && i < j.window; i++) {
    j.slots[i].limit = SLOTS_MAX_INTS / j.window;
    j.slots[i].tlimit = SLOTS_MAX_INTS * sizeof(int) / j.window;
  }
  for (int i = 0; i < jobs && st == DLX_OK; i++) {
    worker_t *x = &w[i];
    x->job = &j;
    x->caller = i == 0;
    x->end = DLX_END_EXHAUSTED;
    x->o = *o;
    x->o.on_solution = !o->on_solution ? NULL : o->format ? keep_text : keep_solution;
    st = srch_init(&x->s, d, &x->o, engine, (i > 0 ? OWN_STRUCT : 0) | OWN_PROF);
    x->s.par = &j.par;
    x->s.sorted = ordered;
  }
  total_t t;
  memset(&t, 0, sizeof t);
  t.end = DLX_END_EXHAUSTED;
  if (st == DLX_OK) {
    par_run(&j, w, jobs, &t);
    for (int i = 0; i < jobs; i++) part_release(&w[i]); /* (the caller's are the handle's links) */
    if (t.nomem) st = DLX_ENOMEM;
  }
  if (st == DLX_OK) st = par_result(d, &t, res);
  for (int i = 0; w && i < jobs; i++) {
    srch_fini(&w[i].s);
    free(w[i].prof);
  }
  slots_free(j.slots, j.window);
  free(j.run_end);
  free(w);
  free(t.prof);
  dlx_plan_free(plan);
  return st;
}
