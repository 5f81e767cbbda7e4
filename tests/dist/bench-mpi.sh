#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# bench-mpi.sh: `make bench`'s figures over MPI: solve --count and tile --count over 2 MPI
# processes of one thread against one process of one thread (goal: 1.8x or more on 2 cores), and
# how the parts spread.
# Wall times mean something only on an otherwise idle machine; prints figures, never fails.
: "${POLYX:=./src/polyx}"
srcdir=${srcdir:-$(dirname "$0")/..}
MPIRUN=${MPIRUN:-mpirun}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1
export OMPI_MCA_btl_tcp_if_include=lo OMPI_MCA_oob_tcp_if_include=lo
command -v "$MPIRUN" >/dev/null 2>&1 || { echo "bench-mpi: no mpirun: skipped"; exit 0; }
if ! "$MPIRUN" -np 2 "$POLYX" solve --count -j1 "$srcdir/../data/queens8.dlx" >/dev/null 2>&1; then
  echo "bench-mpi: polyx built without MPI: skipped"
  exit 0
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/polyx-bench.XXXXXX") || exit 0
trap 'rm -rf "$tmp"' EXIT
awk -v n=15 -f "$srcdir/data/queens.awk" >"$tmp/queens-15.dlx"
# 16 queens: 25 s serially, long enough that mpirun's start (0.3 s) hardly counts.
awk -v n=16 -f "$srcdir/data/queens.awk" >"$tmp/queens-16.dlx"
now() { date +%s.%N; }
for f in "$srcdir/../data/pentominoes-6x10.dlx" "$srcdir/../data/langford-12.dlx" "$tmp/queens-15.dlx" "$tmp/queens-16.dlx"; do
  name=$(basename "$f" .dlx)
  t0=$(now); "$POLYX" solve --count --jobs 1 "$f" >"$tmp/one" 2>/dev/null; t1=$(now)
  "$MPIRUN" -np 2 "$POLYX" solve --count --stats --jobs 1 "$f" >"$tmp/two" 2>"$tmp/two.err"; t2=$(now)
  "$MPIRUN" -np 1 "$POLYX" solve --count --jobs 1 "$f" >/dev/null 2>&1; t3=$(now)
  cmp -s "$tmp/one" "$tmp/two" || echo "bench-mpi: $name: the counts differ!"
  awk -v n="$name" -v a="$t0" -v b="$t1" -v c="$t2" -v d="$t3" 'BEGIN {
    one = b - a; two = c - b; np1 = d - c
    printf "mpi %-18s 1 process %7.3f s, mpirun -np 2 %7.3f s: %.2fx (mpirun -np 1: %.3f s)\n", n, one, two, one / two, np1 }'
  sed -n 's/^Process /  process /p' "$tmp/two.err"
done
# tile --count on the fast engine's tasks: 2 processes of one thread against one.
# Pentominoes with L4 in 8x8: about 8 s of one core; with two dominoes: about 50 s (8,946,360 tilings).
for args in "-p pentominoes,L4 -r 8x8" "-p pentominoes,domino*2 -r 8x8"; do
  name=$(echo "$args" | sed -e 's/-p //' -e 's/ -r /-/')
  # shellcheck disable=SC2086
  { t0=$(now); "$POLYX" tile $args --count --jobs 1 >"$tmp/one" 2>/dev/null; t1=$(now)
    "$MPIRUN" -np 2 "$POLYX" tile $args --count --stats --jobs 1 >"$tmp/two" 2>"$tmp/two.err"; t2=$(now); }
  cmp -s "$tmp/one" "$tmp/two" || echo "bench-mpi: tile $name: the counts differ!"
  awk -v n="tile $name" -v a="$t0" -v b="$t1" -v c="$t2" 'BEGIN {
    one = b - a; two = c - b
    printf "mpi %-28s 1 process %7.3f s, mpirun -np 2 %7.3f s: %.2fx\n", n, one, two, one / two }'
  sed -n -e 's/^Parts: \([0-9]*\).*/  \1 tasks/p' -e 's/^Process /  process /p' "$tmp/two.err"
done
exit 0
