#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# mpi-tile-kill.sh: a process of an mpirun tile --count on the fast engine's plan killed mid-run:
# mpirun fails (its status not 0), no count is printed, nothing hangs; run again with its
# checkpoint over 3 processes, it ends with the serial count and counters.
. "$srcdir/lib.sh"
. "$srcdir/dist/dist-lib.sh"
need_mpi
args="-p pentominoes,T4 -r 8x8"
# About 9 s of one core: long enough to be killed in the middle.
# shellcheck disable=SC2086
"$MPIRUN" -np 2 "$POLYX" tile $args --count -j1 --checkpoint=ck >out1 2>err1 &
pid=$!
wait_records ck 20
kill_rank1 $pid
[ -s out1 ] && fail "a count was printed by a run that lost a process: $(cat out1)"
# Resume over 3 processes: the serial count and counters (the serial run after, not to slow the first).
# shellcheck disable=SC2086
mpi 3 tile $args --count --stats -j1 --checkpoint=ck >got 2>got.err || { cat got.err >&2; fail "resume"; }
grep -Eq '^Parts: [0-9]+ \([1-9][0-9]* done by an earlier run\)' got.err || fail "nothing was resumed"
# shellcheck disable=SC2086
"$POLYX" tile $args --count --stats -j2 >want 2>want.err || fail "serial count"
cmp -s got want || fail "resumed count $(cat got), want $(cat want)"
tstats() { stats_of "$1" | sed -e 's/, [0-9]* tasks*, [0-9.]* s/, s/'; }
tstats want.err >w.err
tstats got.err >g.err
cmp -s g.err w.err || { diff w.err g.err >&2; fail "resumed counters differ"; }
exit 0
