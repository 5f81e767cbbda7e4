/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* dist_mpi.c: the loadable module polyx-mpi: dist_mpi.h's table over MPI (the only file that
 * calls MPI). */
#include <config.h>

#include <limits.h>
#include <mpi.h>

#include "dist/dist_mpi.h"

static int ok(int rc) {
  return rc == MPI_SUCCESS ? 0 : -1;
}

static int mpi_init(int *argc, char ***argv, int *rank, int *size) {
  int provided = 0;
  if (MPI_Init_thread(argc, argv, MPI_THREAD_FUNNELED, &provided) != MPI_SUCCESS) return -1;
  /* Errors come back as statuses rather than ending the process at once. */
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
  MPI_Comm_rank(MPI_COMM_WORLD, rank);
  MPI_Comm_size(MPI_COMM_WORLD, size);
  return 0;
}

static void mpi_finalize(void) {
  MPI_Finalize();
}

static void mpi_abort(int status) {
  MPI_Abort(MPI_COMM_WORLD, status);
}

static int mpi_bcast(void *buf, size_t len) {
  if (len > INT_MAX) return -1;
  return ok(MPI_Bcast(buf, (int)len, MPI_BYTE, 0, MPI_COMM_WORLD));
}

static int mpi_max_int(int *value) {
  return ok(MPI_Allreduce(MPI_IN_PLACE, value, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD));
}

static int mpi_gather(const void *mine, size_t len, void *all) {
  if (len > INT_MAX) return -1;
  return ok(MPI_Gather(mine, (int)len, MPI_BYTE, all, (int)len, MPI_BYTE, 0, MPI_COMM_WORLD));
}

static int mpi_send(const void *buf, size_t len, int dest, int tag) {
  if (len > INT_MAX) return -1;
  return ok(MPI_Send(buf, (int)len, MPI_BYTE, dest, tag, MPI_COMM_WORLD));
}

static int mpi_probe(int source, int tag, int *flag, int *source_out, int *tag_out,
                     size_t *len_out) {
  MPI_Status ms;
  *flag = 0;
  if (MPI_Iprobe(source == DIST_MPI_ANY ? MPI_ANY_SOURCE : source,
                 tag == DIST_MPI_ANY ? MPI_ANY_TAG : tag, MPI_COMM_WORLD, flag,
                 &ms) != MPI_SUCCESS)
    return -1;
  if (!*flag) return 0;
  int count = 0;
  if (MPI_Get_count(&ms, MPI_BYTE, &count) != MPI_SUCCESS || count < 0) return -1;
  if (source_out) *source_out = ms.MPI_SOURCE;
  if (tag_out) *tag_out = ms.MPI_TAG;
  if (len_out) *len_out = (size_t)count;
  return 0;
}

static int mpi_recv(void *buf, size_t len, int source, int tag, int *tag_out) {
  MPI_Status ms;
  if (len > INT_MAX) return -1;
  if (MPI_Recv(buf, (int)len, MPI_BYTE, source == DIST_MPI_ANY ? MPI_ANY_SOURCE : source,
               tag == DIST_MPI_ANY ? MPI_ANY_TAG : tag, MPI_COMM_WORLD, &ms) != MPI_SUCCESS)
    return -1;
  if (tag_out) *tag_out = ms.MPI_TAG;
  return 0;
}

/* The one symbol dist.c looks up. */
extern const dist_mpi_ops_t polyx_mpi_ops;
const dist_mpi_ops_t polyx_mpi_ops = {
    .abi = DIST_MPI_ABI,
    .init = mpi_init,
    .finalize = mpi_finalize,
    .abort = mpi_abort,
    .bcast = mpi_bcast,
    .max_int = mpi_max_int,
    .gather = mpi_gather,
    .send = mpi_send,
    .probe = mpi_probe,
    .recv = mpi_recv,
};
