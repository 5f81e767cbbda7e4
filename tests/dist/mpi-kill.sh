#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# mpi-kill.sh: a process of an mpirun count killed mid-run: the run fails with no count printed,
# and the same command with its checkpoint ends with the serial answer.
. "$srcdir/lib.sh"
. "$srcdir/dist/dist-lib.sh"
need_mpi
f=$top_srcdir/data/pentominoes-6x10.dlx
"$POLYX" solve --count --stats=profile -j2 "$f" >want 2>want.err || fail "serial count"
stats_of want.err >w.err
"$MPIRUN" -np 2 "$POLYX" solve --count --stats=profile -j1 --checkpoint=ck "$f" >out1 2>err1 &
pid=$!
wait_records ck 20
kill_rank1 $pid
[ -s out1 ] && fail "a count was printed by a run that lost a process"
# Resume over 3 processes, then alone: the serial answer.
mpi 3 solve --count --stats=profile -j1 --checkpoint=ck "$f" >got 2>got.err || { cat got.err >&2; fail "resume"; }
cmp -s got want || fail "resumed count $(cat got), want $(cat want)"
stats_of got.err >g.err
cmp -s g.err w.err || { diff w.err g.err >&2; fail "resumed statistics differ"; }
grep -Eq '^Parts: [0-9]+ \([1-9][0-9]* done by an earlier run\)' got.err || fail "nothing was resumed"
exit 0
