#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# install.sh: polyx installed (make install under a temporary DESTDIR) is linked with neither MPI
# nor libxml2, runs alone, and under mpirun loads the module installed in $(pkglibdir): the
# default path it looks at is the installed one, and the installed module counts over 2 processes.
. "$srcdir/lib.sh"
top_builddir=$builddir/..
root=$tmp/root
${MAKE:-make} -s -C "$top_builddir" DESTDIR="$root" install >install.log 2>&1 ||
  { cat install.log >&2; fail "make install DESTDIR=$root"; }
exe=$(find "$root" -path '*/bin/polyx' | head -n 1)
[ -n "$exe" ] || fail "no bin/polyx installed"
# The installed libdlx (a shared build).
lib=$(find "$root" -name 'libdlx.so*' | head -n 1)
[ -n "$lib" ] && { LD_LIBRARY_PATH="${lib%/*}${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"; export LD_LIBRARY_PATH; }
expect_not_linked "$exe" 'libmpi|libopen-|libxml2|libcairo' 'MPI, libxml2 or Cairo'
q=$top_srcdir/data/queens8.dlx
expect_status 0 "$exe" solve --count "$q"
[ "$(cat out)" = 92 ] || fail "count $(cat out)"
# --burr opens libxml2 itself.
expect_status 0 "$exe" tile --burr "$top_srcdir/tests/data/burr-minmax.xmpuzzle" --count
[ "${POLYX_MPI:-no}" = yes ] || { rm -rf "$root"; exit 0; }
mod=$(find "$root" -name polyx-mpi.so | head -n 1)
[ -n "$mod" ] || fail "no polyx-mpi.so installed"
# Started by mpirun: the installed polyx looks for the module where it was installed (without
# DESTDIR), not in the build tree.
installed=${mod#"$root"}
if [ ! -e "$installed" ]; then
  OMPI_COMM_WORLD_SIZE=2 OMPI_COMM_WORLD_RANK=0 expect_status 70 "$exe" solve --count "$q"
  expect_stderr "^polyx: started by mpirun, but cannot load the MPI module $installed: "
fi
. "$srcdir/dist/dist-lib.sh"
need_mpi
POLYX_MPI_MODULE=$mod "$MPIRUN" -x POLYX_MPI_MODULE -x LD_LIBRARY_PATH -np 2 "$exe" solve --count \
  --stats "$q" >out 2>err || { cat err >&2; fail "the installed polyx under mpirun"; }
[ "$(cat out)" = 92 ] || fail "count over 2 processes $(cat out)"
grep -q '^Process 1: ' err || { cat err >&2; fail "no process 1 in --stats"; }
rm -rf "$root"
exit 0
