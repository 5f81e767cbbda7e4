/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* dist.c: the process group (MPI under mpirun, through the module dist_mpi.h describes; one
 * process otherwise) and the ordered map over it. */
#include <config.h>

#include "dist/dist.h"
#include "dist/dist_mpi.h"
#include "dist/intl.h"
#include "base/pool.h"

#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

struct dist {
  int rank, size;
  const dist_mpi_ops_t *mpi; /* MPI's calls once MPI_Init was called, else NULL */
  void *module;              /* the module's handle (dlopen) */
};

const char *dist_strerror(dist_status_t st) {
  switch (st) {
    case DIST_OK: return _("success");
    case DIST_ENOMEM: return _("out of memory");
    case DIST_EMPI: return _("an MPI call failed");
    case DIST_ENOT_BUILT: return _("started by mpirun, but built without MPI");
    case DIST_EWORK: return _("the work failed");
    case DIST_EIO: return _("cannot read or write the checkpoint");
    case DIST_EDATA: return _("malformed checkpoint");
    case DIST_EOTHER: return _("the checkpoint belongs to another job");
    case DIST_ECREATE: return _("cannot create the checkpoint");
    case DIST_EMODULE: return _("cannot load the MPI module");
  }
  return _("unknown status");
}

/* A whole non-negative decimal number in the environment variable NAME, or -1. */
static long env_number(const char *name) {
  const char *s = getenv(name);
  if (s == NULL || *s < '0' || *s > '9') return -1;
  char *end;
  errno = 0;
  long v = strtol(s, &end, 10);
  return errno || *end ? -1 : v;
}

int dist_launched(int *rank, int *size) {
  long sz = env_number("OMPI_COMM_WORLD_SIZE");
  long rk = env_number("OMPI_COMM_WORLD_RANK");
  if (rk < 0) rk = env_number("PMIX_RANK");
  if (rk < 0) rk = env_number("PMI_RANK"); /* MPICH's Hydra */
  if (sz < 0) sz = env_number("PMI_SIZE");
  int launched = sz >= 0 || rk >= 0;
  if (rank) *rank = rk > 0 ? (int)rk : 0;
  if (size) *size = sz > 0 ? (int)sz : 1;
  return launched;
}

#ifdef HAVE_MPI
/* The module at PATH, its table into D; DIST_OK, or DIST_EMODULE with ERR saying why. */
static dist_status_t load_module(dist_t *d, const char *path, dist_error_t *err) {
  /* RTLD_GLOBAL: Open MPI's own components, which it opens in turn, need
   * libmpi's symbols. */
  d->module = dlopen(path, RTLD_NOW | RTLD_GLOBAL);
  const char *why = NULL;
  if (d->module == NULL) {
    why = dlerror();
  } else {
    const dist_mpi_ops_t *ops = dlsym(d->module, DIST_MPI_OPS_SYMBOL);
    if (ops == NULL)
      why = dlerror();
    else if (ops->abi != DIST_MPI_ABI)
      why = _("the module belongs to another version of polyx");
    else
      d->mpi = ops;
  }
  if (d->mpi) return DIST_OK;
  err->line = 0;
  snprintf(err->msg, sizeof err->msg, "%s", why && *why ? why : "?");
  if (d->module) dlclose(d->module);
  d->module = NULL;
  return DIST_EMODULE;
}
#endif

dist_status_t dist_open(int *argc, char ***argv, const char *module, dist_t **out,
                        dist_error_t *err) {
  *out = NULL;
  dist_t *d = calloc(1, sizeof *d);
  if (d == NULL) return DIST_ENOMEM;
  d->size = 1;
  if (dist_launched(NULL, NULL)) {
#ifdef HAVE_MPI
    dist_status_t st = load_module(d, module, err);
    if (st != DIST_OK) {
      free(d);
      return st;
    }
    if (d->mpi->init(argc, argv, &d->rank, &d->size) != 0) {
      /* The module stays loaded: MPI's libraries may still be in use. */
      free(d);
      return DIST_EMPI;
    }
#else
    (void)argc;
    (void)argv;
    (void)module;
    (void)err;
    free(d);
    return DIST_ENOT_BUILT;
#endif
  }
  *out = d;
  return DIST_OK;
}

int dist_rank(const dist_t *d) {
  return d ? d->rank : 0;
}

int dist_size(const dist_t *d) {
  return d ? d->size : 1;
}

void dist_close(dist_t *d) {
  if (d == NULL) return;
  /* The module stays loaded: MPI may have left threads or handlers behind. */
  if (d->mpi) d->mpi->finalize();
  free(d);
}

void dist_abort(dist_t *d, int status) {
  if (d && d->mpi) d->mpi->abort(status);
  exit(status);
}

/* MPI's calls when D spans more than one process, else NULL. */
static const dist_mpi_ops_t *group_mpi(const dist_t *d) {
  return d && d->mpi && d->size > 1 ? d->mpi : NULL;
}

dist_status_t dist_bcast_int(dist_t *d, int *value) {
  const dist_mpi_ops_t *mpi = group_mpi(d);
  if (mpi && mpi->bcast(value, sizeof *value) != 0) return DIST_EMPI;
  return DIST_OK;
}

dist_status_t dist_max_int(dist_t *d, int *value) {
  const dist_mpi_ops_t *mpi = group_mpi(d);
  if (mpi && mpi->max_int(value) != 0) return DIST_EMPI;
  return DIST_OK;
}

dist_status_t dist_gather_u64(dist_t *d, const uint64_t *mine, int n, uint64_t *all) {
  const dist_mpi_ops_t *mpi = group_mpi(d);
  if (mpi) return mpi->gather(mine, (size_t)n * sizeof *mine, all) == 0 ? DIST_OK : DIST_EMPI;
  memcpy(all, mine, (size_t)n * sizeof *mine);
  return DIST_OK;
}

dist_status_t dist_gather_work(dist_t *d, uint64_t worked, const uint64_t *t_nodes,
                               const uint64_t *t_usec, int threads, uint64_t **items,
                               uint64_t **nodes, double **seconds) {
  int size = dist_size(d), root = dist_rank(d) == 0;
  uint64_t mine[3] = {worked, 0, 0};
  for (int t = 0; t < threads; t++) {
    mine[1] += t_nodes[t];
    mine[2] += t_usec[t];
  }
  uint64_t *all = root ? calloc((size_t)size * 3, sizeof *all) : NULL;
  if (root && all == NULL) return DIST_ENOMEM;
  dist_status_t st = dist_gather_u64(d, mine, 3, all);
  if (st == DIST_OK && root) {
    *items = calloc((size_t)size, sizeof **items);
    *nodes = calloc((size_t)size, sizeof **nodes);
    *seconds = calloc((size_t)size, sizeof **seconds);
    if (!*items || !*nodes || !*seconds) {
      st = DIST_ENOMEM;
    } else {
      for (int r = 0; r < size; r++) {
        (*items)[r] = all[3 * r];
        (*nodes)[r] = all[3 * r + 1];
        (*seconds)[r] = (double)all[3 * r + 2] * 1e-6;
      }
    }
  }
  free(all);
  return st;
}

/* Bytes go in pieces of at most this many (an MPI count is an int). */
#define CHUNK ((size_t)1 << 30)

dist_status_t dist_bcast_bytes(dist_t *d, char **data, size_t *len) {
  const dist_mpi_ops_t *mpi = group_mpi(d);
  if (mpi) {
    unsigned long long n = d->rank == 0 ? (unsigned long long)*len : 0;
    if (mpi->bcast(&n, sizeof n) != 0) return DIST_EMPI;
    if (d->rank != 0) {
      *data = malloc((size_t)n + 1);
      /* Every rank must take part in the broadcasts that follow: a rank
       * without memory says so after them. */
    }
    int ok = d->rank == 0 || *data != NULL;
    char dummy[1];
    for (size_t off = 0; off < n; off += CHUNK) {
      size_t k = n - off < CHUNK ? n - off : CHUNK;
      char *p = ok ? *data + off : dummy;
      if (!ok) {
        /* Receive into a scratch buffer piece by piece. */
        p = malloc(k);
        if (p == NULL) return DIST_ENOMEM;
      }
      int rc = mpi->bcast(p, k);
      if (!ok) free(p);
      if (rc != 0) return DIST_EMPI;
    }
    if (!ok) return DIST_ENOMEM;
    if (d->rank != 0) {
      (*data)[n] = '\0';
      *len = (size_t)n;
    }
  }
  return DIST_OK;
}

int dist_buf_add(dist_buf_t *b, const void *bytes, size_t n) {
  if (n > b->cap - b->len) {
    size_t cap = b->cap ? b->cap : 256;
    while (cap - b->len < n) {
      if (cap > SIZE_MAX / 2) return -1;
      cap *= 2;
    }
    unsigned char *p = realloc(b->data, cap);
    if (p == NULL) return -1;
    b->data = p;
    b->cap = cap;
  }
  if (n) memcpy(b->data + b->len, bytes, n);
  b->len += n;
  return 0;
}

int dist_ints_collect(void *sink, const int *v, int n) {
  dist_ints_sink_t *k = sink;
  int32_t m = n;
  if (dist_buf_add(k->out, &m, sizeof m) != 0) k->failed = 1;
  for (int i = 0; i < n && !k->failed; i++) {
    int32_t x = v[i];
    if (dist_buf_add(k->out, &x, sizeof x) != 0) k->failed = 1;
  }
  return k->failed;
}

int dist_ints_each(const unsigned char *bytes, size_t len,
                   int (*fn)(void *ctx, const int *v, int n), void *ctx) {
  int *v = NULL, cap = 0, rc = 0;
  for (size_t pos = 0; pos < len && rc == 0;) {
    int32_t n;
    if (len - pos < sizeof n) {
      rc = DIST_INTS_BAD;
      break;
    }
    memcpy(&n, bytes + pos, sizeof n);
    pos += sizeof n;
    if (n < 0 || (size_t)n * sizeof(int32_t) > len - pos) {
      rc = DIST_INTS_BAD;
      break;
    }
    if (n > cap) {
      int *p = realloc(v, (size_t)n * sizeof *p);
      if (p == NULL) {
        rc = DIST_INTS_NOMEM;
        break;
      }
      v = p;
      cap = n;
    }
    for (int32_t i = 0; i < n; i++) {
      int32_t x;
      memcpy(&x, bytes + pos + (size_t)i * sizeof x, sizeof x);
      v[i] = x;
    }
    pos += (size_t)n * sizeof(int32_t);
    if (fn(ctx, v, n)) rc = DIST_INTS_STOPPED;
  }
  free(v);
  return rc;
}

/* ---- The map: work threads in each process ----------------------------- */

/* A finished item waiting for the calling thread (the courier). */
typedef struct result {
  size_t item;
  dist_buf_t buf;
  int code; /* nonzero: the work failed */
  struct result *next;
} result_t;

/* What a process's work threads share with its courier. */
typedef struct local {
  pthread_mutex_t mu;
  pthread_cond_t work_cv; /* an item was queued, or there will be no more */
  pthread_cond_t done_cv; /* a result is ready, or a thread ended */
  size_t *queue;          /* items to work, a ring of QCAP */
  size_t qcap, qhead, qlen;
  int no_more; /* no item will be queued any more */
  int stop;    /* a failure: stop working */
  int idle;    /* threads waiting for an item */
  int running; /* threads not yet ended */
  result_t *results, **results_tail;
  dist_map_t *m;
  size_t worked;
  base_pool_t pool; /* the work threads */
} local_t;

/* Items a process holds beyond the ones its THREADS search: enough that
 * its threads never wait while its courier or rank 0 sleeps (see
 * wait_result), few enough that the last items still balance. */
#define AHEAD(threads) (4 * (size_t)(threads) + 2)

/* Work thread THREAD of the process (base/pool.h): items from the queue until there are no more. */
static void work_thread(void *p, int thread) {
  local_t *l = p;
  pthread_mutex_lock(&l->mu);
  for (;;) {
    while (l->qlen == 0 && !l->no_more && !l->stop) {
      l->idle++;
      pthread_cond_signal(&l->done_cv); /* the courier may want to fetch more */
      pthread_cond_wait(&l->work_cv, &l->mu);
      l->idle--;
    }
    if (l->stop || l->qlen == 0) break;
    size_t item = l->queue[l->qhead];
    l->qhead = (l->qhead + 1) % l->qcap;
    l->qlen--;
    pthread_mutex_unlock(&l->mu);
    result_t *r = calloc(1, sizeof *r);
    int code = -1;
    if (r) {
      r->item = item;
      code = l->m->work(l->m->work_ctx, thread, item, &r->buf);
    }
    pthread_mutex_lock(&l->mu);
    if (r == NULL) {
      l->stop = 1;
      pthread_cond_broadcast(&l->work_cv);
      break;
    }
    r->code = code ? code : 0;
    *l->results_tail = r;
    l->results_tail = &r->next;
    l->worked++;
    pthread_cond_signal(&l->done_cv);
  }
  l->running--;
  pthread_cond_signal(&l->done_cv);
  pthread_mutex_unlock(&l->mu);
}

static void result_free(result_t *r) {
  if (r == NULL) return;
  free(r->buf.data);
  free(r);
}

/* Start M->threads work threads; DIST_OK or DIST_ENOMEM (none left running). */
static dist_status_t local_start(local_t *l, dist_map_t *m) {
  memset(l, 0, sizeof *l);
  l->m = m;
  l->qcap = AHEAD(m->threads) + 1; /* the most the courier or rank 0 queues */
  l->queue = malloc(l->qcap * sizeof *l->queue);
  if (l->queue == NULL) return DIST_ENOMEM;
  pthread_mutex_init(&l->mu, NULL);
  pthread_cond_init(&l->work_cv, NULL);
  pthread_cond_init(&l->done_cv, NULL);
  l->results_tail = &l->results;
  l->running = m->threads;
  int started = base_pool_start(&l->pool, m->threads, work_thread, l);
  if (started < m->threads) {
    pthread_mutex_lock(&l->mu);
    l->running -= m->threads - started;
    l->stop = 1;
    pthread_cond_broadcast(&l->work_cv);
    pthread_mutex_unlock(&l->mu);
    base_pool_join(&l->pool);
    free(l->queue);
    pthread_mutex_destroy(&l->mu);
    pthread_cond_destroy(&l->work_cv);
    pthread_cond_destroy(&l->done_cv);
    return DIST_ENOMEM;
  }
  return DIST_OK;
}

/* Join the threads and free what is left (results not taken are dropped). */
static void local_end(local_t *l) {
  pthread_mutex_lock(&l->mu);
  l->no_more = 1;
  pthread_cond_broadcast(&l->work_cv);
  pthread_mutex_unlock(&l->mu);
  base_pool_join(&l->pool);
  while (l->results) {
    result_t *r = l->results;
    l->results = r->next;
    result_free(r);
  }
  l->m->worked = l->worked;
  free(l->queue);
  pthread_mutex_destroy(&l->mu);
  pthread_cond_destroy(&l->work_cv);
  pthread_cond_destroy(&l->done_cv);
}

/* Under the lock: queue ITEM. */
static void local_push(local_t *l, size_t item) {
  l->queue[(l->qhead + l->qlen) % l->qcap] = item;
  l->qlen++;
  pthread_cond_signal(&l->work_cv);
}

/* Under the lock: the results so far, taken off the list. */
static result_t *local_take(local_t *l) {
  result_t *r = l->results;
  l->results = NULL;
  l->results_tail = &l->results;
  return r;
}

/* ---- Rank 0's side: hand-out, reordering, emission ---------------------- */

typedef struct coord {
  dist_map_t *m;
  size_t next;    /* next item to hand out */
  size_t to_emit; /* items to emit in all (not skipped) */
  size_t emitted;
  size_t emit_next;   /* ordered: the next item to emit */
  result_t **pending; /* ordered: results that came early, by item */
  int failed;         /* a failure: hand out nothing more */
  int code;           /* the first failure's code */
  dist_status_t status;
} coord_t;

/* The next item not skipped, or SIZE_MAX when none is left (or after a failure). */
static size_t coord_next(coord_t *c) {
  if (c->failed) return SIZE_MAX;
  while (c->next < c->m->items && c->m->skip && c->m->skip[c->next]) c->next++;
  return c->next < c->m->items ? c->next++ : SIZE_MAX;
}

static void coord_fail(coord_t *c, dist_status_t st, int code) {
  if (!c->failed) {
    c->failed = 1;
    c->status = st;
    c->code = code;
    c->m->stop = 1; /* this process's threads give up their items */
  }
}

static void coord_emit_one(coord_t *c, size_t item, const unsigned char *bytes, size_t len) {
  c->emitted++;
  if (c->failed || c->m->emit == NULL) return;
  int code = c->m->emit(c->m->emit_ctx, item, bytes, len);
  if (code) coord_fail(c, DIST_EWORK, code);
}

/* A finished item on rank 0 (the result is taken over). */
static void coord_arrive(coord_t *c, result_t *r) {
  if (r->code) {
    coord_fail(c, DIST_EWORK, r->code);
    c->emitted++;
    result_free(r);
    return;
  }
  if (!c->m->ordered) {
    coord_emit_one(c, r->item, r->buf.data, r->buf.len);
    result_free(r);
    return;
  }
  c->pending[r->item] = r;
  for (;;) {
    while (c->emit_next < c->m->items && c->m->skip && c->m->skip[c->emit_next]) c->emit_next++;
    if (c->emit_next >= c->m->items || c->pending[c->emit_next] == NULL) break;
    result_t *p = c->pending[c->emit_next];
    c->pending[c->emit_next++] = NULL;
    coord_emit_one(c, p->item, p->buf.data, p->buf.len);
    result_free(p);
  }
}

/* Idle waits grow from POLL_MIN to POLL_MAX microseconds while nothing
 * happens, and start again short when something does: waking every 100
 * µs took 5-15% of a core from the searching threads. */
#define POLL_MIN 50
#define POLL_MAX 4000

/* Under L's lock: wait for a result of this process's threads, at most
 * *US microseconds; *US doubles up to POLL_MAX for the next wait. */
static void wait_result(local_t *l, long *us) {
  if (l->results == NULL) {
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    ts.tv_nsec += *us * 1000L;
    if (ts.tv_nsec >= 1000000000L) {
      ts.tv_sec++;
      ts.tv_nsec -= 1000000000L;
    }
    pthread_cond_timedwait(&l->done_cv, &l->mu, &ts);
  }
  *us = *us * 2 > POLL_MAX ? POLL_MAX : *us * 2;
}

/* Under L's lock: keep the local queue as full as the threads need. */
static void coord_feed_local(coord_t *c, local_t *l) {
  while (l->qlen < AHEAD(l->m->threads)) {
    size_t item = coord_next(c);
    if (item == SIZE_MAX) {
      l->no_more = 1;
      pthread_cond_broadcast(&l->work_cv);
      break;
    }
    local_push(l, item);
  }
  if (c->failed) {
    l->stop = 1;
    pthread_cond_broadcast(&l->work_cv);
  }
}

/* Messages between rank 0 and the other ranks. */
enum {
  TAG_REQ = 1, /* worker → 0: give me an item (no payload) */
  TAG_ITEM,    /* 0 → worker: an item (uint64), or UINT64_MAX: no more */
  TAG_RES,     /* worker → 0: uint64 item, then the result's bytes */
  TAG_ERR,     /* worker → 0: uint64 item, int code: the work failed */
  TAG_FIN,     /* worker → 0: this worker has ended (no payload) */
  TAG_STOP,    /* 0 → worker: the map failed, give up the items in hand (no payload) */
  TAG_DONE     /* 0 → worker: every worker has ended; nothing more comes (no payload) */
};

/* Rank 0 receives one message over MPI if one is there; 1 when it did, 0 when none, -1 on MPI
 * failure. */
static int coord_poll_mpi(coord_t *c, const dist_mpi_ops_t *mpi, int *fins) {
  int flag = 0, source = 0, tag = 0;
  size_t count = 0;
  if (mpi->probe(DIST_MPI_ANY, DIST_MPI_ANY, &flag, &source, &tag, &count) != 0) return -1;
  if (!flag) return 0;
  unsigned char *buf = malloc(count > 0 ? count : 1);
  if (buf == NULL) {
    coord_fail(c, DIST_ENOMEM, 0);
    return -1;
  }
  if (mpi->recv(buf, count, source, tag, NULL) != 0) {
    free(buf);
    return -1;
  }
  int rc = 1;
  if (tag == TAG_REQ) {
    size_t item = coord_next(c);
    uint64_t v = item == SIZE_MAX ? UINT64_MAX : (uint64_t)item;
    if (mpi->send(&v, sizeof v, source, TAG_ITEM) != 0) rc = -1;
  } else if (tag == TAG_RES || tag == TAG_ERR) {
    uint64_t item;
    result_t *r = calloc(1, sizeof *r);
    if (r == NULL || count < sizeof item) {
      free(r);
      coord_fail(c, r ? DIST_EMPI : DIST_ENOMEM, 0);
      rc = -1;
    } else {
      memcpy(&item, buf, sizeof item);
      r->item = (size_t)item;
      if (tag == TAG_ERR) {
        int code = 1;
        if (count >= sizeof item + sizeof code)
          memcpy(&code, buf + sizeof item, sizeof code);
        r->code = code ? code : 1;
      } else if (dist_buf_add(&r->buf, buf + sizeof item, count - sizeof item) != 0) {
        r->code = -1;
      }
      if (r->item >= c->m->items) {
        result_free(r);
        coord_fail(c, DIST_EMPI, 0);
        rc = -1;
      } else {
        coord_arrive(c, r);
      }
    }
  } else if (tag == TAG_FIN) {
    (*fins)++;
  }
  free(buf);
  return rc;
}

/* A worker rank's courier and what it knows. */
typedef struct courier {
  local_t *l;
  const dist_mpi_ops_t *mpi;
  int outstanding; /* requests without an answer yet */
  int no_more;     /* rank 0 said there are no more items */
  int failed;      /* an item failed here: no more are taken */
  int *code;       /* the failed item's code */
} courier_t;

/* Sends rank 0 the result R: its bytes, or its failure. */
static dist_status_t send_result(courier_t *k, const result_t *r) {
  uint64_t item = r->item;
  int rc;
  if (r->code) {
    unsigned char msg[sizeof(uint64_t) + sizeof(int)];
    memcpy(msg, &item, sizeof item);
    memcpy(msg + sizeof item, &r->code, sizeof r->code);
    rc = k->mpi->send(msg, sizeof msg, 0, TAG_ERR);
    k->failed = 1;
    k->l->m->stop = 1; /* this process's other threads give up theirs */
    *k->code = r->code;
    return rc == 0 ? DIST_OK : DIST_EMPI;
  }
  /* The item's number in front of its bytes, in one message. */
  dist_buf_t msg = {0};
  if (dist_buf_add(&msg, &item, sizeof item) != 0 ||
      dist_buf_add(&msg, r->buf.data, r->buf.len) != 0 || msg.len > (size_t)INT32_MAX) {
    free(msg.data);
    k->failed = 1;
    return DIST_ENOMEM;
  }
  rc = k->mpi->send(msg.data, msg.len, 0, TAG_RES);
  free(msg.data);
  return rc == 0 ? DIST_OK : DIST_EMPI;
}

/* Sends the results RS (freed) until one send fails. */
static dist_status_t send_results(courier_t *k, result_t *rs) {
  dist_status_t st = DIST_OK;
  for (result_t *r = rs; r;) {
    result_t *next = r->next;
    if (st == DIST_OK) st = send_result(k, r);
    result_free(r);
    r = next;
  }
  return st;
}

/* Tells L's threads to stop. */
static void stop_threads(local_t *l) {
  pthread_mutex_lock(&l->mu);
  l->stop = 1;
  pthread_cond_broadcast(&l->work_cv);
  pthread_mutex_unlock(&l->mu);
}

/* Asks rank 0 for WANT more items. */
static dist_status_t request_items(courier_t *k, size_t want) {
  for (size_t i = 0; i < want; i++) {
    char z = 0;
    if (k->mpi->send(&z, 1, 0, TAG_REQ) != 0) return DIST_EMPI;
    k->outstanding++;
  }
  return DIST_OK;
}

/* Takes the items rank 0 has sent so far into the threads' queue (or its
 * word that there are no more); *GOT set when any came. */
static dist_status_t receive_items(courier_t *k, int *got) {
  local_t *l = k->l;
  while (k->outstanding > 0) {
    int flag = 0;
    if (k->mpi->probe(0, TAG_ITEM, &flag, NULL, NULL, NULL) != 0) return DIST_EMPI;
    if (!flag) break;
    uint64_t v;
    if (k->mpi->recv(&v, sizeof v, 0, TAG_ITEM, NULL) != 0) return DIST_EMPI;
    k->outstanding--;
    *got = 1;
    pthread_mutex_lock(&l->mu);
    if (v == UINT64_MAX) {
      k->no_more = 1;
      l->no_more = 1;
      pthread_cond_broadcast(&l->work_cv);
    } else if (!k->failed) {
      local_push(l, (size_t)v);
    }
    pthread_mutex_unlock(&l->mu);
  }
  return DIST_OK;
}

/* Takes rank 0's word that the map failed elsewhere, if it has come: the
 * threads give up their items (the map's stop flag) and take no more. */
static dist_status_t receive_stop(courier_t *k) {
  int flag = 0;
  if (k->mpi->probe(0, TAG_STOP, &flag, NULL, NULL, NULL) != 0) return DIST_EMPI;
  if (!flag) return DIST_OK;
  char z;
  if (k->mpi->recv(&z, 1, 0, TAG_STOP, NULL) != 0) return DIST_EMPI;
  k->l->m->stop = 1;
  k->failed = 1;
  stop_threads(k->l);
  return DIST_OK;
}

/* A worker rank's courier: ask rank 0 for items while threads can take
 * them, send the results back, end when rank 0 says there are no more;
 * then wait for rank 0's word that all have ended (a TAG_STOP sent before
 * rank 0 heard this worker's end is taken on the way). */
static dist_status_t worker_courier(local_t *l, const dist_mpi_ops_t *mpi, int *code) {
  courier_t k = {.l = l, .mpi = mpi, .code = code};
  long idle_us = POLL_MIN;
  for (;;) {
    pthread_mutex_lock(&l->mu);
    result_t *rs = local_take(l);
    int running = l->running, had = rs != NULL;
    size_t want = 0;
    if (!k.no_more && !k.failed && l->qlen + (size_t)k.outstanding < AHEAD(l->m->threads))
      want = AHEAD(l->m->threads) - l->qlen - (size_t)k.outstanding;
    pthread_mutex_unlock(&l->mu);
    dist_status_t st = send_results(&k, rs);
    if (st != DIST_OK) {
      /* Stop working; rank 0 sees the MPI failure or never hears from us:
       * mpirun ends the group when this process exits with an error. */
      stop_threads(l);
      return st;
    }
    if (k.failed && !k.no_more) stop_threads(l);
    int got = 0;
    if ((st = request_items(&k, want)) != DIST_OK || (st = receive_items(&k, &got)) != DIST_OK ||
        (!k.failed && (st = receive_stop(&k)) != DIST_OK))
      return st;
    if ((k.no_more || k.failed) && k.outstanding == 0 && running == 0) break;
    if (!got && !had) {
      /* Nothing happened: wait a little for a result (threads signal done_cv). */
      pthread_mutex_lock(&l->mu);
      wait_result(l, &idle_us);
      pthread_mutex_unlock(&l->mu);
    } else {
      idle_us = POLL_MIN;
    }
  }
  char z = 0;
  if (mpi->send(&z, 1, 0, TAG_FIN) != 0) return DIST_EMPI;
  for (;;) {
    int tag = 0;
    if (mpi->recv(&z, 1, 0, DIST_MPI_ANY, &tag) != 0) return DIST_EMPI;
    if (tag == TAG_DONE) break;
    if (tag == TAG_STOP) k.failed = 1;
  }
  return k.failed ? DIST_EWORK : DIST_OK;
}

/* Rank 0's courier: hands items to its own threads and to the other
 * ranks (SIZE in all, over MPI when not NULL), takes the results in and
 * emits them, until all are in and every rank has finished. Returns 1 when
 * MPI failed, else 0. */
static int coord_run(coord_t *c, local_t *l, const dist_mpi_ops_t *mpi, int size) {
  int fins = 0;
  int mpi_broken = 0;
  int stop_sent = 0; /* the workers were told of a failure */
  long idle_us = POLL_MIN;
  for (;;) {
    pthread_mutex_lock(&l->mu);
    coord_feed_local(c, l);
    result_t *rs = local_take(l);
    int running = l->running;
    pthread_mutex_unlock(&l->mu);
    int busy = rs != NULL;
    while (rs) {
      result_t *next = rs->next;
      rs->next = NULL;
      coord_arrive(c, rs);
      rs = next;
    }
    if (mpi && !mpi_broken) {
      int rc;
      while ((rc = coord_poll_mpi(c, mpi, &fins)) == 1) busy = 1;
      if (rc < 0) {
        coord_fail(c, DIST_EMPI, 0);
        mpi_broken = 1;
      }
    }
    /* A failure anywhere stops the items every rank has in hand. */
    if (mpi && !mpi_broken && c->failed && !stop_sent) {
      char z = 0;
      for (int r = 1; r < size && !mpi_broken; r++)
        if (mpi->send(&z, 1, r, TAG_STOP) != 0) mpi_broken = 1;
      stop_sent = 1;
    }
    int all_in = c->emitted == c->to_emit || c->failed;
    if (all_in && (fins == size - 1 || mpi_broken) && running == 0) break;
    if (!busy) {
      pthread_mutex_lock(&l->mu);
      if (size > 1)
        wait_result(l, &idle_us); /* and look at MPI again */
      else if (l->results == NULL && l->running > 0)
        pthread_cond_wait(&l->done_cv, &l->mu);
      pthread_mutex_unlock(&l->mu);
    } else {
      idle_us = POLL_MIN;
    }
  }
  char z = 0;
  for (int r = 1; mpi && r < size && !mpi_broken; r++)
    if (mpi->send(&z, 1, r, TAG_DONE) != 0) mpi_broken = 1;
  return mpi_broken;
}

dist_status_t dist_map_run(dist_t *d, dist_map_t *m, int *code) {
  *code = 0;
  m->worked = 0;
  m->stop = 0;
  if (m->threads < 1) m->threads = 1;
  int rank = dist_rank(d), size = dist_size(d);
  local_t l;
  dist_status_t st = local_start(&l, m);
  if (st != DIST_OK) {
    /* The others must not wait for this rank for ever. */
    if (size > 1) dist_abort(d, 70);
    return st;
  }
  const dist_mpi_ops_t *mpi = group_mpi(d);
  if (mpi && rank != 0) {
    st = worker_courier(&l, mpi, code);
    local_end(&l);
    return st;
  }
  coord_t c = {.m = m};
  for (size_t i = 0; i < m->items; i++)
    if (!(m->skip && m->skip[i])) c.to_emit++;
  if (m->ordered) {
    c.pending = calloc(m->items ? m->items : 1, sizeof *c.pending);
    if (c.pending == NULL) coord_fail(&c, DIST_ENOMEM, 0);
  }
  int mpi_broken = coord_run(&c, &l, mpi, size);
  local_end(&l);
  if (c.pending) {
    for (size_t i = 0; i < m->items; i++) result_free(c.pending[i]);
    free(c.pending);
  }
  if (mpi_broken) dist_abort(d, 70);
  *code = c.code;
  return c.failed ? c.status : DIST_OK;
}
