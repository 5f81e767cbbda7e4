/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* dist.h: spreading work over processes (MPI) and recording finished work in checkpoints.
 *
 * The layer between the command line and the engines when one machine is
 * not enough: a run started by `mpirun -np N polyx ...` is N processes
 * (ranks 0..N-1); rank 0 hands out the items of a job one at a time as
 * processes ask for them (fast and slow items balance), each process works
 * its items with its own threads, and the results come back to rank 0,
 * which passes them on in item order (or as they arrive), so that what is
 * printed does not depend on the number of processes. Without mpirun, or in
 * a build without MPI, the same calls run every item in this process.
 *
 * dist/ knows libdlx (dist_search.h) and nothing of games, drawing or the
 * command line; it prints nothing: every failure comes back as a status.
 *
 * MPI itself is process-wide: one dist_t per process, opened before any
 * other thread starts and closed at the end. Only the thread that opened it
 * makes MPI calls (MPI_THREAD_FUNNELED): the work threads never do.
 */
#ifndef DIST_H
#define DIST_H

#include <signal.h>
#include <stddef.h>
#include <stdint.h>

typedef enum dist_status {
  DIST_OK = 0,
  DIST_ENOMEM,     /* out of memory */
  DIST_EMPI,       /* an MPI call failed (a process died, the network broke) */
  DIST_ENOT_BUILT, /* started by mpirun, but this polyx was built without MPI */
  DIST_EWORK,      /* a work or emit function failed: the map stopped (its code is kept) */
  DIST_EIO,        /* a checkpoint could not be read or written */
  DIST_EDATA,      /* a checkpoint is malformed (dist_error_t says where) */
  DIST_EOTHER,     /* a checkpoint belongs to another problem, options or version */
  DIST_ECREATE,    /* a checkpoint cannot be opened or created (a missing folder, no right) */
  DIST_EMODULE     /* started by mpirun, but the MPI module cannot be loaded */
} dist_status_t;

/* A short description of STATUS in the user's language (no newline, no period). */
const char *dist_strerror(dist_status_t status);

/* Where a checkpoint is wrong: LINE is 1-based, 0 when not tied to a line. */
typedef struct dist_error {
  unsigned long line;
  char msg[240];
} dist_error_t;

/* ---- Processes ------------------------------------------------------------ */

/* Nonzero when this process was started by mpirun (Open MPI sets
 * OMPI_COMM_WORLD_SIZE, PMIx sets PMIX_RANK), whether or not MPI is built
 * in; *RANK and *SIZE (when not NULL) receive what the environment says
 * (0 and 1 when it says nothing). Reads the environment only. */
int dist_launched(int *rank, int *size);

typedef struct dist dist_t;

/* The MPI module's file name (installed in $(pkglibdir)). */
#define DIST_MPI_MODULE "polyx-mpi.so"

/* Open the process group. Started by mpirun and built with MPI: the MPI
 * module at MODULE (polyx-mpi.so, the only part of polyx linked with MPI)
 * is loaded, then MPI_Init (FUNNELED) and the world communicator; when it
 * cannot be loaded, DIST_EMODULE with ERR->msg saying why (dlerror's
 * words). Otherwise one process alone (rank 0 of 1, nothing loaded, no MPI
 * call at all, so plain runs pay nothing). Started by mpirun in a build
 * without MPI: DIST_ENOT_BUILT (running the work once per process would
 * print it N times). *OUT is NULL on failure. */
dist_status_t dist_open(int *argc, char ***argv, const char *module, dist_t **out,
                        dist_error_t *err);
int dist_rank(const dist_t *d);
int dist_size(const dist_t *d);
/* End the group (MPI_Finalize) and free D; accepts NULL. */
void dist_close(dist_t *d);
/* End every process of the group at once with STATUS (MPI_Abort); alone, exit(STATUS). */
void dist_abort(dist_t *d, int status) __attribute__((noreturn));

/* Rank 0's *VALUE to every rank (collective: every rank calls it). */
dist_status_t dist_bcast_int(dist_t *d, int *value);
/* Rank 0's bytes to every rank (collective). On rank 0, *DATA and *LEN are
 * read; elsewhere *DATA receives a new buffer of *LEN bytes, NUL-terminated
 * past *LEN (free() it). */
dist_status_t dist_bcast_bytes(dist_t *d, char **data, size_t *len);
/* The largest of the ranks' *VALUE, to every rank (collective). */
dist_status_t dist_max_int(dist_t *d, int *value);
/* Each rank's N numbers MINE into ALL on rank 0 (size * N entries, rank by
 * rank; ALL may be NULL elsewhere). Collective. */
dist_status_t dist_gather_u64(dist_t *d, const uint64_t *mine, int n, uint64_t *all);
/* What each rank worked on, gathered on rank 0 for --stats (collective):
 * WORKED items, and the sums over its THREADS threads of T_NODES and T_USEC
 * (microseconds). On rank 0, *ITEMS, *NODES and *SECONDS receive new arrays
 * of one entry a rank (free() them); elsewhere they are left alone. */
dist_status_t dist_gather_work(dist_t *d, uint64_t worked, const uint64_t *t_nodes,
                               const uint64_t *t_usec, int threads, uint64_t **items,
                               uint64_t **nodes, double **seconds);

/* ---- The ordered map ------------------------------------------------------ */

/* The bytes one item's work produces (append with dist_buf_add). */
typedef struct dist_buf {
  unsigned char *data;
  size_t len, cap;
} dist_buf_t;
/* Append N bytes; 0, or -1 when memory is exhausted. */
int dist_buf_add(dist_buf_t *b, const void *bytes, size_t n);

/* Lists of ints (solutions: options or placements) in an item's bytes,
 * each as its length then its values, 32-bit in the machine's order.
 * dist_ints_collect is a solution callback: it appends the list to
 * SINK's buffer and returns nonzero (stop) once memory is exhausted. */
typedef struct dist_ints_sink {
  dist_buf_t *out;
  int failed;
} dist_ints_sink_t;
int dist_ints_collect(void *sink, const int *v, int n);
/* Each list in BYTES (LEN of them), in order, to FN until it returns
 * nonzero: 0 when all went, DIST_INTS_STOPPED when FN stopped,
 * DIST_INTS_BAD when the bytes are malformed, DIST_INTS_NOMEM. */
enum { DIST_INTS_STOPPED = 1, DIST_INTS_BAD = -1, DIST_INTS_NOMEM = -2 };
int dist_ints_each(const unsigned char *bytes, size_t len,
                   int (*fn)(void *ctx, const int *v, int n), void *ctx);

/* Work on ITEM in work thread THREAD (0..threads-1: the index of per-thread
 * state in CTX), appending its result to OUT. Returns 0, or a nonzero code
 * that stops the map (dist_map then returns DIST_EWORK and that code).
 * Called on every rank, from the map's own threads. */
typedef int (*dist_work_fn)(void *ctx, int thread, size_t item, dist_buf_t *out);
/* Receive ITEM's result on rank 0, from the thread that called dist_map.
 * Returns 0, or a nonzero code that stops the map. */
typedef int (*dist_emit_fn)(void *ctx, size_t item, const unsigned char *bytes, size_t len);

typedef struct dist_map {
  size_t items;              /* items 0..items-1 */
  int threads;               /* work threads in each process (1 or more) */
  int ordered;               /* nonzero: emit in item order; 0: as results arrive */
  const unsigned char *skip; /* rank 0: items not to do (skip[i] nonzero), or NULL */
  dist_work_fn work;
  void *work_ctx;
  dist_emit_fn emit; /* rank 0 only; may be NULL */
  void *emit_ctx;
  /* Set by dist_map on every rank: how many items this process worked. */
  size_t worked;
  /* Set by dist_map on every rank once the map has failed on any rank (an
   * item's code, a signal's cancel on one process only): a work function
   * should poll it during a long item and give up (return nonzero), so
   * that no process goes on searching an item whose result is dropped. */
  volatile sig_atomic_t stop;
} dist_map_t;

/* Work every item (but the skipped ones) once over all the processes of D,
 * and emit each result on rank 0. Collective: every rank calls it with the
 * same ITEMS, THREADS and ORDERED. Returns DIST_OK on every rank when all
 * is done; DIST_EWORK with *CODE the first failing function's code (on rank
 * 0; other ranks see DIST_EWORK with *CODE 0 when they stopped because of
 * another's failure); DIST_ENOMEM; DIST_EMPI. Results emitted before a
 * failure stay emitted. */
dist_status_t dist_map_run(dist_t *d, dist_map_t *m, int *code);

/* ---- Checkpoints ------------------------------------------------------------ */

/* A checkpoint: a text file recording which items of a job are done and
 * their results (one line of text each, chosen by the caller), appended as
 * they finish. Format (polyx(1), "CHECKPOINTS"):
 *     polyx-checkpoint 1
 *     KEY VALUE         one line per key of the job's identity
 *     ITEM RESULT CRC   one line per finished item, in the order they finished
 * CRC is the CRC-32 of "ITEM RESULT" in 8 hexadecimal digits. A record is
 * written with one write() and flushed; a run killed while writing leaves at
 * most a last line without its newline, which the next run drops (and cuts
 * off) before it appends. Any other damaged line is an error. */
typedef struct dist_ckpt dist_ckpt_t;

/* The largest checkpoint read: 1 GiB, past a job of ten million items (a
 * record is a few dozen bytes). */
#define DIST_CKPT_MAX ((size_t)1 << 30)

/* The identity of a job: NKEYS keys and values (printable, no blank in a
 * key, no newline anywhere), e.g. {"problem", "fnv64:..."}, {"items", "4213"}. */
typedef struct dist_ckpt_key {
  const char *key;
  const char *value;
} dist_ckpt_key_t;

/* Open PATH for a job of ITEMS items with identity KEYS. A new file is
 * created with the header. An existing one is read: its identity must be
 * KEYS exactly (else DIST_EOTHER, ERR naming the key that differs and both
 * values), its records well formed, each item at most once (else DIST_EDATA,
 * ERR's line saying where); the items done are then known. DIST_ECREATE
 * when PATH cannot be opened or created; DIST_EDATA (line 0) when it is not
 * a regular file (a FIFO, a device: never read, so never waited on) or is
 * larger than DIST_CKPT_MAX bytes; DIST_EIO when the file cannot be read or
 * cut, or another process holds it open (an exclusive flock lasts until
 * dist_ckpt_close; ERR says why). */
/* CHECK (when not NULL) validates each record's RESULT: 0 when well formed,
 * nonzero otherwise (DIST_EDATA at that line). */
dist_status_t dist_ckpt_open(const char *path, const dist_ckpt_key_t *keys, int nkeys, size_t items,
                             int (*check)(void *ctx, size_t item, const char *result),
                             void *check_ctx, dist_ckpt_t **out, dist_error_t *err);
/* The identity of a spread search, as both of polyx's searches write it: the versions, a
 * 64-bit FNV-1a hash of the problem's text, how it is searched, the plan's id and how many
 * items (ITEMS_KEY: "parts" of a libdlx plan, "tasks" of a tiling plan) it is cut into. */
typedef struct dist_job {
  const char *version; /* "polyx 0.1.0 libdlx 1.3.1" */
  const char *problem; /* the problem as text, PROBLEM_LEN bytes (hashed) */
  size_t problem_len;
  const char *search; /* "engine cells" */
  uint64_t plan_id;
  const char *items_key;
} dist_job_t;
/* dist_ckpt_open with JOB's keys, in that order, for ITEMS items. */
dist_status_t dist_ckpt_open_job(const char *path, const dist_job_t *job, size_t items,
                                 int (*check)(void *ctx, size_t item, const char *result),
                                 void *check_ctx, dist_ckpt_t **out, dist_error_t *err);
/* Items done so far: done[i] is nonzero for a recorded item (ITEMS entries). */
const unsigned char *dist_ckpt_done(const dist_ckpt_t *c);
size_t dist_ckpt_done_count(const dist_ckpt_t *c);
/* The RESULT text recorded for ITEM (owned by C), or NULL when not done. */
const char *dist_ckpt_result(const dist_ckpt_t *c, size_t item);
/* Record ITEM as done with RESULT (one line of printable text, no newline):
 * appended and flushed to the kernel before returning, so that a killed
 * process loses nothing it returned from. DIST_EIO (ERR says why). */
dist_status_t dist_ckpt_add(dist_ckpt_t *c, size_t item, const char *result, dist_error_t *err);
/* Close (fsync first); DIST_EIO when that fails. Accepts NULL. */
dist_status_t dist_ckpt_close(dist_ckpt_t *c, dist_error_t *err);

/* CRC-32 (IEEE 802.3) of N bytes, as zlib's crc32(0, ...). */
uint32_t dist_crc32(const void *bytes, size_t n);

#endif
