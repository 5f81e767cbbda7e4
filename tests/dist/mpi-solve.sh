#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# mpi-solve.sh: solve over mpirun -np 2 and 3: the serial count, statistics and solutions, byte for byte.
. "$srcdir/lib.sh"
. "$srcdir/dist/dist-lib.sh"
need_mpi
d=$top_srcdir/data
for p in queens8 colors multiplicity langford-12; do
  f=$d/$p.dlx
  "$POLYX" solve --count --stats=profile -j1 "$f" >want 2>want.err || fail "$p: serial count"
  "$POLYX" solve -j1 "$f" >want.sols; [ $? -le 1 ] || fail "$p: serial listing"
  stats_of want.err >w.err
  for n in 2 3; do
    mpi $n solve --count --stats=profile -j1 "$f" >got 2>got.err || { cat got.err >&2; fail "$p: -np $n count"; }
    cmp -s got want || fail "$p: -np $n: count $(cat got), want $(cat want)"
    stats_of got.err >g.err
    cmp -s g.err w.err || { diff w.err g.err >&2; fail "$p: -np $n: statistics differ"; }
    grep -q "^Process $((n - 1)): " got.err || fail "$p: -np $n: no line for process $((n - 1))"
    # threads in each process too: every process queues parts ahead for all of them
    mpi $n solve --count -j3 "$f" >got 2>got.err || { cat got.err >&2; fail "$p: -np $n -j3 count"; }
    cmp -s got want || fail "$p: -np $n -j3: count $(cat got), want $(cat want)"
    mpi $n solve -j2 "$f" >got.sols 2>got.err; [ $? -le 1 ] || { cat got.err >&2; fail "$p: -np $n listing"; }
    cmp -s got.sols want.sols || fail "$p: -np $n: solutions differ from the serial run's"
  done
done
# A count that libdlx's automatic engine memoises (domino tilings of 7x8): made so by process 0
# alone, with one process's statistics (parts would not be memoised).
"$POLYX" tile -p 'domino*28' -r 7x8 --emit-dlx >dominoes.dlx || fail "tile --emit-dlx"
"$POLYX" solve --count --stats=profile -j1 dominoes.dlx >want 2>want.err || fail "dominoes: serial count"
grep -q '^Engine: memo' want.err || { cat want.err >&2; fail "dominoes: the serial count is not memoised"; }
stats_of want.err >w.err
mpi 2 solve --count --stats=profile -j2 dominoes.dlx >got 2>got.err || { cat got.err >&2; fail "dominoes: -np 2 count"; }
cmp -s got want || fail "dominoes: -np 2: count $(cat got), want $(cat want)"
stats_of got.err >g.err
cmp -s g.err w.err || { diff w.err g.err >&2; fail "dominoes: -np 2: statistics differ"; }
grep -q '^Process 0: 0 parts, [1-9]' got.err || { cat got.err >&2; fail "dominoes: process 0 did not count alone"; }
# Standard input reaches rank 0 only: the problem goes to the others from it.
mpi 2 solve --count -j1 <"$d/queens8.dlx" >got 2>got.err || fail "stdin"
[ "$(cat got)" = 92 ] || fail "stdin: count $(cat got)"
# Errors: one line, from rank 0 only, the serial status.
printf 'a b\na c\n' >bad.dlx
"$MPIRUN" -np 2 "$POLYX" solve --count bad.dlx >out 2>err && fail "bad input accepted"
[ "$(grep -c '^polyx: bad.dlx:2' err)" -eq 1 ] || { cat err >&2; fail "not one error line"; }
# The forms that stop early, and commands that are not spread, are refused once.
"$MPIRUN" -np 2 "$POLYX" solve --unique "$d/queens8.dlx" >out 2>err && fail "--unique over mpirun accepted"
[ "$(grep -c '^polyx: solve --max, --unique' err)" -eq 1 ] || { cat err >&2; fail "--unique not refused once"; }
"$MPIRUN" -np 2 "$POLYX" polymo sheet -o x.pdf >out 2>err && fail "polymo over mpirun accepted"
[ "$(grep -c '^polyx: polymo sheet does not run over several processes' err)" -eq 1 ] || { cat err >&2; fail "polymo sheet not refused once"; }
"$MPIRUN" -np 2 "$POLYX" render --help >out 2>err && fail "render over mpirun accepted"
[ "$(grep -c '^polyx: render does not run over several processes' err)" -eq 1 ] || { cat err >&2; fail "render not refused once"; }
[ -e x.pdf ] && fail "a refused command wrote its output"
# Over one process (mpirun -np 1): the same as alone.
mpi 1 solve --count -j1 "$d/queens8.dlx" >got 2>got.err || fail "-np 1"
[ "$(cat got)" = 92 ] || fail "-np 1: count $(cat got)"
exit 0
