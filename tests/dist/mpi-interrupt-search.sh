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
# interrupt WHO CMD ARGS...: polyx ARGS over 2 processes, SIGINT after 2 s to rank WHO only.
interrupt() {
  who=$1 cmd=$2; shift
  timeout -k 5 30 "$MPIRUN" -np 2 "$POLYX" "$@" >out 2>err &
  pid=$!
  sleep 2
  mpirun_pid=$(ps -o pid= --ppid $pid)
  victim=
  for c in $(ps -o pid= --ppid ${mpirun_pid:-0}); do
    r=$(tr '\0' '\n' <"/proc/$c/environ" 2>/dev/null | sed -n 's/^OMPI_COMM_WORLD_RANK=//p')
    [ "$r" = "$who" ] && victim=$c
  done
  [ -n "$victim" ] || { kill $pid; fail "$*: rank $who not found (ended early?)"; }
  kill -INT $victim
  wait $pid; st=$?
  [ $st -eq 124 ] || [ $st -eq 137 ] && fail "$* (SIGINT to rank $who): still running 28 s later"
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
