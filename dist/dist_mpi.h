/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* dist_mpi.h: the MPI calls of dist.c, behind one table of functions (internal to dist/).
 *
 * The table lives in a loadable module (dist/dist_mpi.c, installed as
 * $(pkglibdir)/polyx-mpi.so) that dist_open loads only when the process was
 * started by mpirun: polyx itself is not linked with MPI, whose libraries
 * cost every plain start most of its instructions in the dynamic loader.
 *
 * Everything travels as bytes between ranks of the world communicator, one
 * machine's byte order (the ranks run the same binary). Every function but
 * abort returns 0, or -1 when MPI failed (errors return, they do not end
 * the process). Counts are at most INT_MAX bytes. Only the thread that
 * called init calls the others (MPI_THREAD_FUNNELED).
 */
#ifndef DIST_MPI_H
#define DIST_MPI_H

#include <stddef.h>

/* The module's table, found by this name (dlsym); DIST_MPI_ABI grows when it changes. */
#define DIST_MPI_OPS_SYMBOL "polyx_mpi_ops"
#define DIST_MPI_ABI 1
/* Any source or tag in probe and recv. */
#define DIST_MPI_ANY (-1)

typedef struct dist_mpi_ops {
  int abi; /* DIST_MPI_ABI */
  /* MPI_Init_thread (FUNNELED), errors returned; this rank and the number of ranks. */
  int (*init)(int *argc, char ***argv, int *rank, int *size);
  void (*finalize)(void);
  /* End every rank with STATUS. */
  void (*abort)(int status);
  /* Rank 0's LEN bytes at BUF to every rank (collective). */
  int (*bcast)(void *buf, size_t len);
  /* The largest of the ranks' *VALUE, to every rank (collective). */
  int (*max_int)(int *value);
  /* Each rank's LEN bytes MINE into ALL on rank 0, rank by rank (collective). */
  int (*gather)(const void *mine, size_t len, void *all);
  int (*send)(const void *buf, size_t len, int dest, int tag);
  /* Whether a message from SOURCE with TAG (or DIST_MPI_ANY) is waiting: *FLAG; when it is,
   * its source, tag and length in bytes (each pointer may be NULL). */
  int (*probe)(int source, int tag, int *flag, int *source_out, int *tag_out, size_t *len_out);
  /* Receive one message of at most LEN bytes from SOURCE with TAG (or DIST_MPI_ANY), waiting
   * for it; its tag into *TAG_OUT (may be NULL). */
  int (*recv)(void *buf, size_t len, int source, int tag, int *tag_out);
} dist_mpi_ops_t;

#endif
