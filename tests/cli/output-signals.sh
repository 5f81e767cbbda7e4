#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# output-signals.sh: Ctrl-C while drawing (render, tile -o after its search) or in the games' generators (cards, polyssimo, polymo, polymere) stops at once with exit 3; SIGINT or SIGTERM never leaves an output or its temporary behind.
. "$srcdir/lib.sh"
[ -n "${POLYX_OVERRIDE:-}" ] && skip "signal timing under $POLYX_OVERRIDE"
# signal_after_1s SIG CMD...: run CMD in the background, send it SIG after
# one second, fail unless it ends within 20 s; its status in $st.
signal_after_1s() {
  sig=$1; shift
  "$@" >out 2>err &
  pid=$!
  sleep 1
  kill -$sig $pid 2>/dev/null || fail "'$*' ended before SIG$sig"
  wait_end $pid 200 "'$*'"
}
# nothing_left NAME: neither NAME nor a temporary of it (.NAME.PID-N.tmp) exists.
nothing_left() {
  ls -a | grep -q "^\.$1\..*\.tmp$" && { ls -a >&2; fail "a temporary of $1 was left"; }
  [ -e "$1" ] && fail "$1 was written"
  return 0
}

# 40,000 figures: thousands of pages, far more than a second of drawing.
awk 'BEGIN { for (i = 0; i < 40000; i++) print "AAB\nACB\nCCB\n" }' >figs.txt
signal_after_1s INT "$POLYX" render -o figs.pdf figs.txt
[ $st -eq 3 ] || { cat err >&2; fail "render: exit $st after SIGINT, want 3"; }
expect_one_line_stderr
expect_stderr '^polyx: render: interrupted$'
nothing_left figs.pdf
signal_after_1s TERM "$POLYX" render -o figs.pdf figs.txt
[ $st -eq 143 ] || { cat err >&2; fail "render: exit $st after SIGTERM, want 143 (killed by it)"; }
nothing_left figs.pdf

# tile -o: the search (the 10,946 domino tilings of 2 x 20) ends at once;
# Ctrl-C while its tilings are drawn stops the drawing, exit 3, no file.
signal_after_1s INT "$POLYX" tile -p 'I2*20' -r 20x2 -a -o t.pdf
[ $st -eq 3 ] || { cat err >&2; fail "tile -o: exit $st after SIGINT while drawing, want 3"; }
expect_one_line_stderr
expect_stderr '^polyx: tile: interrupted'
nothing_left t.pdf
signal_after_1s TERM "$POLYX" tile -p 'I2*20' -r 20x2 -a -o t.pdf
[ $st -eq 143 ] || { cat err >&2; fail "tile -o: exit $st after SIGTERM, want 143"; }
nothing_left t.pdf

# interrupted_cleanly WHAT NAME...: the last command ended 3 on SIGINT with one line
# "polyx: WHAT: interrupted", nothing on standard output, and none of the NAMEs left.
interrupted_cleanly() {
  what=$1; shift
  [ $st -eq 3 ] || { cat err >&2; fail "$what: exit $st after SIGINT, want 3"; }
  expect_one_line_stderr
  expect_stderr "^polyx: $what: interrupted\$"
  [ -s out ] && { cat out >&2; fail "$what: printed something though interrupted"; }
  for f in "$@"; do nothing_left "$f"; done
  return 0
}

# The games' long phases stop on Ctrl-C too: the generators poll the flag of the handler.
signal_after_1s INT "$POLYX" cards generate -n 500 --seed 3 -o deck.txt
interrupted_cleanly cards deck.txt
signal_after_1s INT "$POLYX" polyssimo book --count 10 --seed 1 -o book.pdf
interrupted_cleanly polyssimo book.pdf
signal_after_1s INT "$POLYX" polymo best -o best.pdf
interrupted_cleanly polymo best.pdf
signal_after_1s INT "$POLYX" polymo sheet --sheets 5000 -o sheets.pdf
interrupted_cleanly polymo sheets.pdf
signal_after_1s INT "$POLYX" polymere play --games 100000000 --players 4 --seed 1 --record rec.txt
interrupted_cleanly polymere rec.txt
signal_after_1s INT "$POLYX" polyssimo play --games 100000000 --seed 1 --record rec.txt
interrupted_cleanly polyssimo rec.txt
signal_after_1s INT "$POLYX" polymo play --games 100000000 --seed 1 --record rec.txt
# (its table's first line goes out before the games)
[ $st -eq 3 ] || { cat err >&2; fail "polymo play: exit $st after SIGINT, want 3"; }
expect_one_line_stderr
expect_stderr '^polyx: polymo: interrupted$'
nothing_left rec.txt
signal_after_1s INT "$POLYX" polymere solitaire --rings 5 --seed 1 -o sol.pdf
# (the provenance line goes out first: standard output is a stream, not a file kept whole)
[ $st -eq 3 ] || { cat err >&2; fail "polymere solitaire: exit $st after SIGINT, want 3"; }
expect_one_line_stderr
expect_stderr '^polyx: polymere: interrupted$'
nothing_left sol.pdf

# A deck: its file is made before the generation; a signal removes it.
signal_after_1s TERM "$POLYX" cards generate -n 500 --seed 3 -o deck.txt
[ $st -eq 143 ] || { cat err >&2; fail "cards generate: exit $st after SIGTERM, want 143"; }
nothing_left deck.txt
exit 0
