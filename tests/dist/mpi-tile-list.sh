#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# mpi-tile-list.sh: tile --all (and --distinct --all) over mpirun -np 2 and 3, on the fast engine's
# plan and on libdlx's: the serial listing's bytes, standard error included; the forms that stop
# early are refused once with exit 64.
. "$srcdir/lib.sh"
. "$srcdir/dist/dist-lib.sh"
need_mpi
printf '........\n........\n........\n...##...\n...##...\n........\n........\n........\n' >hole8
# two 4x4 blocks 37 columns apart (a box of 41x31 cells: only the dlx engine takes it)
awk 'BEGIN { for (y = 0; y < 31; y++) { s = (y < 4) ? "...." : ""; if (y >= 27) s = sprintf("%41s", "....");
  print s } }' >far
for args in "-p pentominoes -r 6x10" "-p pentominoes -r 5x12 -d" "-p pentominoes -r hole8 -d" \
  "-p L3*2,I3*2 -r 4x3" "-p tetrominoes -r 4x5" "-p domino*16 -r far" "-p domino*16 -r far -d" \
  "-p pentominoes -r 5x12 -d --engine=dlx"; do
  # shellcheck disable=SC2086
  "$POLYX" tile $args --all -j1 >want 2>want.err || fail "tile $args: serial listing"
  for run in "2 -j1" "3 -j3"; do
    # shellcheck disable=SC2086
    mpi ${run% *} tile $args ${run#* } --all >got 2>got.err || { cat got.err >&2; fail "tile $args: -np $run"; }
    cmp -s got want || fail "tile $args --all: -np $run lists other bytes"
    cmp -s got.err want.err || { diff want.err got.err >&2; fail "tile $args --all: -np $run: stderr differs"; }
  done
done
# --all --output: process 0 alone draws, the serial file's bytes.
"$POLYX" tile -p pentominoes -r 3x20 --all -o want.pdf || fail "serial drawing"
mpi 3 tile -p pentominoes -r 3x20 --all -o got.pdf -j1 2>err || { cat err >&2; fail "drawing over mpirun"; }
cmp -s got.pdf want.pdf || fail "the drawing over mpirun differs"
# Refused under mpirun: one line, exit 64, nothing printed.
for form in "--unique" "--all --max 3" "--count --budget 100" "--all --random" ""; do
  # shellcheck disable=SC2086
  mpi 2 tile -p pentominoes -r 6x10 $form >out 2>err; st=$?
  [ $st -eq 64 ] || { cat err >&2; fail "tile $form over mpirun exited $st, want 64"; }
  [ "$(grep -c '^polyx: tile' err)" -eq 1 ] || { cat err >&2; fail "tile $form not refused once"; }
  grep -q 'run it without mpirun' err || { cat err >&2; fail "tile $form: no reason"; }
  [ -s out ] && fail "a refused tile $form printed"
done
# --engine=fast where the fast engine cannot go: refused as alone, not sent to libdlx.
mpi 2 tile -p 'domino*16' -r far --count --engine=fast >out 2>err; st=$?
[ $st -eq 64 ] || { cat err >&2; fail "--engine=fast on a 41x31 box over mpirun exited $st, want 64"; }
[ "$(grep -c '^polyx: tile: the fast engine cannot take this region' err)" -eq 1 ] ||
  { cat err >&2; fail "--engine=fast on a 41x31 box: not refused once"; }
[ -s out ] && fail "a refused --engine=fast count printed"
exit 0
