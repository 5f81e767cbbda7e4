#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# mpi-interrupt-search.sh: Ctrl-C under mpirun in a spread search (tile --count, solve --count)
# that reached one process only: every process stops at once, not after the part it has in hand;
# exit 3, the one line "interrupted after ...", nothing on stdout. mpirun runs under timeout,
# so that a hang fails the test instead of hanging the suite.
. "$srcdir/lib.sh"
. "$srcdir/dist/dist-lib.sh"
need_mpi
[ -n "${POLYX_OVERRIDE:-}" ] && skip "signal timing under $POLYX_OVERRIDE"
command -v timeout >/dev/null || skip "no timeout(1)"
# Two pentomino sets in 10x12: a count of hours, whose parts each run far longer than this test.
"$POLYX" tile -p 'pentominoes*2' -r 10x12 --emit-dlx >p.dlx || fail "--emit-dlx"
# interrupt WHO CMD ARGS...: polyx ARGS over 2 processes, SIGINT to rank WHO only once both are
# busy (busy_ranks); it must end within 30 s.
interrupt() {
  who=$1 cmd=$2; shift
  timeout -k 5 180 "$MPIRUN" -np 2 "$POLYX" "$@" >out 2>err &
  pid=$!
  mpirun_pid=
  while [ -z "$mpirun_pid" ] && kill -0 $pid 2>/dev/null; do
    mpirun_pid=$(ps -o pid= --ppid $pid | tr -d " ")
    [ -n "$mpirun_pid" ] || sleep 0.1
  done
  busy_ranks "${mpirun_pid:-0}" 2 >ranks.txt
  victim=$(awk -v w="$who" '$1 == w { print $2 }' ranks.txt)
  [ -n "$victim" ] || { kill $pid; fail "$*: rank $who not found (ended early?)"; }
  kill -INT $victim
  wait_end $pid 300 "mpirun of '$*'"
  [ $st -eq 124 ] || [ $st -eq 137 ] && fail "$* (SIGINT to rank $who): still running"
  [ $st -eq 3 ] || { cat err >&2; fail "$* (SIGINT to rank $who): exit $st, want 3"; }
  [ "$(grep -c '^polyx: ' err)" -eq 1 ] || { cat err >&2; fail "$*: not one line of polyx"; }
  grep -q "^polyx: $cmd: interrupted after " err || { cat err >&2; fail "$*: stderr lacks '$cmd: interrupted'"; }
  [ -s out ] && fail "$* (SIGINT to rank $who): output written: $(cat out)"
  return 0
}
# Rank 1 stopped, rank 0 told through the results; rank 0 stopped, rank 1 told by rank 0.
interrupt 1 tile -p 'pentominoes*2' -r 10x12 --count
interrupt 0 tile -p 'pentominoes*2' -r 10x12 --count
interrupt 1 solve --count p.dlx
exit 0
