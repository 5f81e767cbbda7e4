#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# not-built.sh: a polyx built without MPI, started by mpirun (its variables in the environment),
# refuses once (rank 0) with status 64 instead of running the work once per process.
. "$srcdir/lib.sh"
[ "${POLYX_MPI:-no}" = no ] || skip "polyx built with MPI (this checks a build without it)"
q=$top_srcdir/data/queens8.dlx
OMPI_COMM_WORLD_SIZE=2 OMPI_COMM_WORLD_RANK=0 expect_status 64 "$POLYX" solve --count "$q"
expect_one_line_stderr
expect_stderr "^polyx: started by mpirun \\(processes: 2\\), but this polyx was built without MPI"
[ -s out ] && fail "a count was printed"
# The other ranks say nothing; PMIx's variable alone is enough to tell.
PMIX_RANK=1 expect_status 64 "$POLYX" solve --count "$q"
[ -s err ] && fail "rank 1 wrote on stderr"
[ -s out ] && fail "rank 1 printed a count"
# Alone, the same binary counts.
expect_status 0 "$POLYX" solve --count "$q"
[ "$(cat out)" = 92 ] || fail "count $(cat out)"
exit 0
