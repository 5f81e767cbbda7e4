#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# mpi-module.sh: polyx is not linked with MPI; under mpirun it loads the module polyx-mpi.so
# (found in the build tree here). When the module cannot be loaded, rank 0 says so in one line
# (the file and the system's reason) and every process ends with status 70; alone, polyx never
# looks for it.
. "$srcdir/lib.sh"
[ "${POLYX_MPI:-no}" = yes ] || skip "polyx built without MPI (configure --with-mpi)"
q=$top_srcdir/data/queens8.dlx
expect_not_linked "$(built_polyx)" 'libmpi|libopen-|libxml2' 'MPI or libxml2'
missing=$PWD/no-such-dir/polyx-mpi.so
# Started by mpirun (its variables), with a module that is not there: refused before MPI_Init.
OMPI_COMM_WORLD_SIZE=2 OMPI_COMM_WORLD_RANK=0 POLYX_MPI_MODULE=$missing \
  expect_status 70 "$POLYX" solve --count "$q"
expect_one_line_stderr
expect_stderr "^polyx: started by mpirun, but cannot load the MPI module $missing: .*no-such-dir"
[ -s out ] && fail "a count was printed"
# The other ranks say nothing.
OMPI_COMM_WORLD_SIZE=2 OMPI_COMM_WORLD_RANK=1 POLYX_MPI_MODULE=$missing \
  expect_status 70 "$POLYX" solve --count "$q"
[ -s err ] && fail "rank 1 wrote on stderr"
# A file that is not the module.
OMPI_COMM_WORLD_SIZE=1 OMPI_COMM_WORLD_RANK=0 POLYX_MPI_MODULE=$q \
  expect_status 70 "$POLYX" solve --count "$q"
expect_one_line_stderr
expect_stderr "^polyx: started by mpirun, but cannot load the MPI module $q: "
# A module of another version of polyx (tests/dist/wrong_abi.c): refused before any call.
wrong=$builddir/dist/wrong-abi.so
[ -f "$wrong" ] || fail "$wrong was not built"
OMPI_COMM_WORLD_SIZE=1 OMPI_COMM_WORLD_RANK=0 POLYX_MPI_MODULE=$wrong \
  expect_status 70 "$POLYX" solve --count "$q"
expect_one_line_stderr
expect_stderr "^polyx: started by mpirun, but cannot load the MPI module $wrong: the module belongs to another version of polyx\$"
# Alone, the variable is not even looked at.
POLYX_MPI_MODULE=$missing expect_status 0 "$POLYX" solve --count "$q"
[ "$(cat out)" = 92 ] || fail "count $(cat out)"
# Under mpirun itself: the module of the build tree, and the missing one.
. "$srcdir/dist/dist-lib.sh"
need_mpi
"$MPIRUN" -np 2 "$POLYX" solve --count "$q" >out 2>err || { cat err >&2; fail "mpirun: $?"; }
[ "$(cat out)" = 92 ] || fail "count over 2 processes: $(cat out)"
POLYX_MPI_MODULE=$missing "$MPIRUN" -x POLYX_MPI_MODULE -np 2 "$POLYX" solve --count "$q" >out 2>err \
  && fail "mpirun succeeded without the module"
[ "$(grep -c '^polyx: ' err)" -eq 1 ] || { cat err >&2; fail "not one line from polyx"; }
expect_stderr "^polyx: started by mpirun, but cannot load the MPI module $missing: "
exit 0
