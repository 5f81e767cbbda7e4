#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# polyssimo-errors.sh: usage errors and bad input give one line and a documented status.
. "$srcdir/lib.sh"

expect_status 64 "$POLYX" polyssimo
expect_stderr 'no action'
expect_status 64 "$POLYX" polyssimo dance
expect_stderr "unknown action 'dance'"
expect_status 64 "$POLYX" polyssimo verify
expect_status 64 "$POLYX" polyssimo board extra
expect_status 64 "$POLYX" polyssimo puzzle --level 4
expect_stderr "^polyx: polyssimo: --level: '4' is not a number from 1 to 3$"
expect_status 64 "$POLYX" polyssimo board -B 0x0
expect_stderr "^polyx: polyssimo: --board: '0x0': WxH with at most 192 cells expected$"
expect_stderr "^polyx: try 'polyx polyssimo --help'$"
expect_status 64 "$POLYX" polyssimo board --board 20x20
expect_stderr 'at most 192 cells'
expect_status 64 "$POLYX" polyssimo play --seats greedy,clever
expect_stderr "unknown strategy 'clever'"
expect_status 64 "$POLYX" polyssimo play --seats greedy
expect_status 64 "$POLYX" polyssimo board -o x.pdf --paper b9
expect_status 65 "$POLYX" polyssimo pieces --pieces F,Q
expect_one_line_stderr
expect_stderr "unknown piece or set 'Q'"
expect_status 66 "$POLYX" polyssimo verify no-such-file
expect_one_line_stderr
expect_status 66 "$POLYX" polyssimo endgame no-such-file
printf 'polyssimo-record 2\n' >r.txt
expect_status 65 "$POLYX" polyssimo verify r.txt
printf 'polyssimo-record 1\nplayers 5\n' >r.txt
expect_status 65 "$POLYX" polyssimo verify r.txt
expect_stderr 'r.txt:2:9: players: 2 to 4'
# Every error of a record names its exact column, indented lines and comments included.
printf 'polyssimo-record 1\n  players 2 # two\n  draft 1 P extra\n' >r.txt
expect_status 65 "$POLYX" polyssimo verify r.txt
expect_stderr "r.txt:3:13: malformed 'draft' line"
printf 'polyssimo-record 1\nplayers 2\ndraft 1 P\ndraft 2 Y\nplace 1 P 0 x 3\n' >r.txt
expect_status 65 "$POLYX" polyssimo verify r.txt
expect_stderr "r.txt:5:13: malformed 'place' line"
printf 'polyssimo-record 1\nplayers 2\n\tboard 9x9 1 2 3 4 5 6\n' >r.txt
expect_status 65 "$POLYX" polyssimo verify r.txt
expect_stderr 'r.txt:3:22: too many words'
printf 'polyssimo-record 1\nplayers 2\ndraft 1 P\n   board 9x9\n' >r.txt
expect_status 65 "$POLYX" polyssimo verify r.txt
expect_stderr "r.txt:4:4: 'board' after the first move"
printf 'polyssimo-record 1\nplayers 2\n draft 1 P\n draft 1 Y\n' >r.txt
expect_status 4 "$POLYX" polyssimo verify r.txt
expect_stderr "r.txt:4:2: rule '"
printf 'polyssimo-record 1 ; written by hand\nplayers 2 #two\n; a comment\ndraft 1 P\n' >r.txt
expect_status 0 "$POLYX" polyssimo verify r.txt
expect_status 73 "$POLYX" polyssimo board -o /no/such/dir/b.pdf
if [ -c /dev/full ]; then
  "$POLYX" polyssimo --help >/dev/full 2>err; st=$?
  [ "$st" -eq 74 ] || fail "--help >/dev/full: status $st, want 74"
  "$POLYX" polyssimo pieces >/dev/full 2>err; st=$?
  [ "$st" -eq 74 ] || fail "pieces >/dev/full: status $st, want 74"
  expect_one_line_stderr
fi
# --help is the single source of the options: the man page names each one.
"$POLYX" polyssimo --help >help || fail "--help"
sed 's/\\-/-/g' "$top_srcdir/man/polyx-polyssimo.1" >man.txt
for o in $(grep -Eo -- '--[a-z][a-z-]*' help | sort -u); do
  grep -q -- "$o" man.txt || fail "man page lacks $o"
done
exit 0
