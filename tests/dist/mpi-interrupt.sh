#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# mpi-interrupt.sh: Ctrl-C under mpirun in the games' long phases (polyssimo book, polymere play,
# polymo play, polyssimo play, cards generate): SIGINT to every process, or to one of them only,
# stops them all; exit 3, one line "polyx: GAME: interrupted", no output file and no temporary.
. "$srcdir/lib.sh"
. "$srcdir/dist/dist-lib.sh"
need_mpi
[ -n "${POLYX_OVERRIDE:-}" ] && skip "signal timing under $POLYX_OVERRIDE"
# interrupt WHO GAME FILE ARGS...: polyx ARGS over 2 processes; SIGINT, once both are busy
# (busy_ranks), to the processes WHO (all, 0 or 1); it must end within 30 s, as said above.
interrupt() {
  who=$1 game=$2 file=$3; shift 3
  "$MPIRUN" -np 2 "$POLYX" "$@" >out 2>err &
  pid=$!
  busy_ranks $pid 2 >ranks.txt
  ranks=$(awk -v w="$who" 'w == "all" || $1 == w { print $2 }' ranks.txt)
  kill -INT $ranks
  wait_end $pid 300 "mpirun of '$*'"
  [ $st -eq 3 ] || { cat err >&2; fail "$* (SIGINT to $who): exit $st, want 3"; }
  [ "$(grep -c '^polyx: ' err)" -eq 1 ] || { cat err >&2; fail "$*: not one line of polyx"; }
  grep -q "^polyx: $game: interrupted\$" err || { cat err >&2; fail "$*: stderr lacks '$game: interrupted'"; }
  [ -e "$file" ] && fail "$* (SIGINT to $who): $file was written"
  ls -a | grep -q '\.tmp$' && fail "$* (SIGINT to $who): a temporary was left: $(ls -a)"
  return 0
}
for who in all 1; do
  interrupt $who polyssimo book.pdf polyssimo book --count 200 --seed 1 -o book.pdf
  interrupt $who polymere rec.txt polymere play --games 100000000 --players 4 --seed 1 --record rec.txt
  interrupt $who polymo rec.txt polymo play --games 100000000 --seed 1 --record rec.txt
  interrupt $who polyssimo rec.txt polyssimo play --games 100000000 --seed 1 --record rec.txt
  interrupt $who cards deck.txt cards generate -n 500 --seed 3 -o deck.txt
done
exit 0
