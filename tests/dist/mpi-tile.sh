#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# mpi-tile.sh: tile --count and --distinct over mpirun -np 2 and 3 (-j1, -j3): the serial count and
# --stats counters, on the fast engine's plan, and on libdlx's where only the dlx engine takes the region.
. "$srcdir/lib.sh"
. "$srcdir/dist/dist-lib.sh"
need_mpi
# 8x8 less the centre 2x2; two 4x4 blocks 37 columns apart (a box of 41x31 cells: dlx only).
printf '........\n........\n........\n...##...\n...##...\n........\n........\n........\n' >hole8
awk 'BEGIN { for (y = 0; y < 31; y++) { s = (y < 4) ? "...." : ""; if (y >= 27) s = sprintf("%41s", "....");
  print s } }' >far
# the counters, without the time, the number of tasks and the lines about processes; and without
# the nodes: the plan's cut is searched by the fast engine's general search, the rest (and a
# serial count) by its one-word search, which prunes otherwise (the same tilings and leaves)
tstats() { stats_of "$1" | sed -e 's/, [0-9]* tasks*, [0-9.]* s/, s/' -e 's/, [0-9]* nodes,/, nodes,/'; }
for args in "-p pentominoes -r 6x10" "-p pentominoes -r 5x12 -d" "-p pentominoes -r hole8 -d" \
  "-p pentominoes -r hole8" "-p L4*4 -r 4x4" "-p tetrominoes -r 4x5" "-p domino*16 -r far -d" \
  "-p pentominoes -r 5x12 -d --engine=dlx" "-p domino*16 -r far"; do
  # shellcheck disable=SC2086
  "$POLYX" tile $args --count --stats -j1 >want 2>want.err || fail "tile $args: serial count"
  tstats want.err >w.err
  for run in "2 -j1" "3 -j3" "2 -j3"; do
    # shellcheck disable=SC2086
    mpi ${run% *} tile $args ${run#* } --count --stats >got 2>got.err || { cat got.err >&2; fail "tile $args: -np $run"; }
    cmp -s got want || fail "tile $args: -np $run counts $(cat got), want $(cat want)"
    tstats got.err >g.err
    cmp -s g.err w.err || { diff w.err g.err >&2; fail "tile $args: -np $run: the counters differ"; }
    grep -q '^Process 1: ' got.err || { cat got.err >&2; fail "tile $args: -np $run: no line per process"; }
  done
done
# The fast engine's plan for the first, libdlx's for the last.
grep -q '^engine fast' got.err && fail "the 41x31 box went to the fast engine"
mpi 2 tile -p pentominoes -r 6x10 --count --stats -j1 >/dev/null 2>got.err || fail "6x10 --stats"
grep -q '^engine fast' got.err && grep -Eq ' [0-9]{3,} tasks' got.err || { cat got.err >&2; fail "6x10 not on the fast engine's plan"; }
exit 0
