/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* wrong_abi.c: an MPI module of another version of polyx (its table's abi differs), for
 * mpi-module.sh: polyx must refuse it before calling any of it. */
#include <config.h>

#include "dist/dist_mpi.h"

extern const dist_mpi_ops_t polyx_mpi_ops;
const dist_mpi_ops_t polyx_mpi_ops = {.abi = DIST_MPI_ABI + 1};
