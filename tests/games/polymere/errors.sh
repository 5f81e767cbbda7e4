#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# errors.sh: polyx polymere on bad input: usage errors (64), malformed records (65, FILE:LINE:COL), broken rules (4,
# naming the rule and the move), unreadable files (66), outputs not creatable (73), write errors on /dev/full (74).
. "$srcdir/lib.sh"
export LC_ALL=C
data=$top_srcdir/tests/games/polymere/data

# usage errors: a message naming the command, then the hint
for args in "" "bogus" "--bogus tiles" "play --players 7" "play --players 1" "play --players 2 --digits 1" \
    "play --players 4 --digits 2" "play --seats random,clever" "play --strategy random,clever" "play --games 0" "play --seed x" \
    "solitaire --rings 6" "solitaire --first 12345" "solitaire --first J" "solitaire --engine fast" \
    "solitaire --budget 0" "set" "set -o x.pdf --size 5" "set -o x.pdf --paper b17" "set -o x.pdf --lang xx" \
    "check" "check a b" "board" "count" "count ring" "count cube 123456" "tiles extra" "play --histogram h.xyz --games 1"; do
  # shellcheck disable=SC2086
  expect_status 64 "$POLYX" polymere $args
  head -1 err | grep -q '^polyx: polymere' || { cat err; fail "'$args': first line is not 'polyx: polymere...'"; }
done

# Number options speak as every command's do.
expect_status 64 "$POLYX" polymere play --players 9
expect_stderr "^polyx: polymere: --players: '9' is not a number from 2 to 6$"

# bad data on the command line: one line, 65
for args in "count space 12" "count space 1234567" "count space 12345x" "count space ......" "count ring J" \
    "count ring 123455" "count ring 654321"; do
  # shellcheck disable=SC2086
  expect_status 65 "$POLYX" polymere $args
  expect_one_line_stderr
  expect_stderr '^polyx: polymere count: '
done

# malformed records: FILE:LINE:COL, one line, 65
bad() { # bad NAME LINE:COL TEXT: the record TEXT is malformed at LINE:COL
  printf '%b' "$3" >"$1.txt"
  expect_status 65 "$POLYX" polymere check "$1.txt"
  expect_one_line_stderr
  expect_stderr "^polyx: $1.txt:$2: "
}
bad empty 1:1 ''
bad header 1:1 'polymer 1\n'
bad version 1:10 'polymere 2\n'
bad players 2:9 'polymere 1\nplayers 7\n'
bad digits 3:12 'polymere 1\nplayers 3\ndigits 1 2 x\n'
bad digitcount 3:1 'polymere 1\nplayers 3\ndigits 1 2\n'
bad order 2:1 'polymere 1\ndigits 1 2 3\n'
bad seed 4:11 'polymere 1\nplayers 3\ndigits 1 2 3\ndeal seed x1\n'
bad nodeal 4:1 'polymere 1\nplayers 3\ndigits 1 2 3\n1 pass\n'
bad verb 5:3 'polymere 1\nplayers 3\ndigits 1 2 3\ndeal seed 1\n1 jump\n'
bad tile 5:9 'polymere 1\nplayers 3\ndigits 1 2 3\ndeal seed 1\n1 place 12345 0,0 r0\n'
bad pos 5:16 'polymere 1\nplayers 3\ndigits 1 2 3\ndeal seed 1\n1 place 123456 0;0 r0\n'
bad rot 5:20 'polymere 1\nplayers 3\ndigits 1 2 3\ndeal seed 1\n1 place 123456 0,0 r7\n'
bad player 5:1 'polymere 1\nplayers 3\ndigits 1 2 3\ndeal seed 1\n9 pass\n'
bad draw 5:8 'polymere 1\nplayers 3\ndigits 1 2 3\ndeal seed 1\n1 draw x\n'
bad byte 5:3 'polymere 1\nplayers 3\ndigits 1 2 3\ndeal seed 1\n1 \001pass\n'
bad unknown 4:1 'polymere 1\nplayers 3\ndigits 1 2 3\nshuffle\n'
bad nopile 5:1 'polymere 1\nplayers 2\ndigits 1,2 3,4\ndeal\n1 pass\n'

# broken rules: 4, naming the rule and the move
rule() { # rule NAME RULE MOVES: the record from seed 1 breaks RULE
  printf 'polymere 1\nplayers 3\ndigits 1 2 3\ndeal seed 1\n%b' "$3" >"$1.txt"
  expect_status 4 "$POLYX" polymere check "$1.txt"
  expect_one_line_stderr
  expect_stderr "^polyx: $1.txt:[0-9]+:[0-9]+: move [0-9]+ \".*\": rule '$2' broken: "
}
# seed 1 deals 3 players; the first tile of seat 1's hand
first=$("$POLYX" polymere play --games 1 --seed 1 --players 3 --record /dev/stdout | sed -n 's/^1 place \([1-6]*\) 0,0 r0$/\1/p' | head -1)
rule turn turn "2 pass\n"
rule firstpos first "1 place $first 3,3 r0\n"
rule firstpass first "1 pass\n"
rule drawnone draw "1 draw 1\n"
rule endearly end "end\n"
printf 'polymere 1\nplayers 3\ndigits 2 1 3\ndeal seed 1\n' >low.txt
expect_status 4 "$POLYX" polymere check low.txt
expect_stderr "rule 'digits' broken"
printf 'polymere 1\nplayers 3\ndigits 1 2 3\ndeal\nhand 1 123456\n' >short.txt
expect_status 4 "$POLYX" polymere check short.txt
expect_stderr "^polyx: short.txt:5:1: rule 'deal' broken"
# the first simulated game, cut after its first tile, then a tile not in the hand
if [ -n "$first" ]; then
  printf 'polymere 1\nplayers 3\ndigits 1 2 3\ndeal seed 1\n1 place %s 0,0 r0\n2 place %s 1,0 r0\n' "$first" "$first" >twice.txt
  expect_status 4 "$POLYX" polymere check twice.txt
  expect_stderr "move 2 \"2 place $first 1,0 r0\": rule 'in-hand' broken"
fi
cp "$data/chain.txt" c.txt && printf '3 pass\n' >>c.txt
expect_status 4 "$POLYX" polymere check c.txt
expect_stderr "^polyx: c.txt:[0-9]+:1: move 7 \"3 pass\": rule 'turn' broken"

# boards: malformed (65), impossible (4)
printf '0,0 123456\n' >b1.txt
expect_status 65 "$POLYX" polymere board b1.txt
expect_stderr '^polyx: b1.txt:1:1: '
printf '0,0 123456 r0\n1,0 123456 r1\n' >b2.txt
expect_status 4 "$POLYX" polymere board b2.txt
expect_stderr "^polyx: b2.txt:2:5: rule 'in-hand' broken"
printf '0,0 123456 r0\n1,0 124356 r0\n' >b3.txt
expect_status 4 "$POLYX" polymere board b3.txt
expect_stderr "^polyx: b3.txt:2:1: rule 'match' broken"
printf '0,0 J 1.1...\n' >b4.txt
expect_status 4 "$POLYX" polymere board b4.txt
expect_stderr "rule 'joker' broken"
printf '0,0 123456 r0\n1,0 J 2.....\n' >b5.txt
expect_status 4 "$POLYX" polymere board b5.txt
expect_stderr "^polyx: b5.txt:2:1: rule 'joker' broken"
printf '0,0 123456 r0\n0,0 123465 r0\n' >b6.txt
expect_status 4 "$POLYX" polymere board b6.txt
expect_stderr "rule 'occupied' broken"

# unreadable input: 66
expect_status 66 "$POLYX" polymere check does-not-exist.txt
expect_one_line_stderr
expect_stderr '^polyx: does-not-exist.txt: '
expect_status 66 "$POLYX" polymere check .
expect_one_line_stderr

# outputs that cannot be created: 73
expect_status 73 "$POLYX" polymere set -o no/such/dir/set.pdf
expect_one_line_stderr
expect_status 73 "$POLYX" polymere play --games 1 --record no/such/dir/r.txt
expect_one_line_stderr
[ ! -e no ] || fail "something was created"

# write errors: 74 (standard output and drawings on /dev/full)
[ -w /dev/full ] || skip "no /dev/full"
expect_status 74 sh -c '"$0" polymere tiles >/dev/full' "$POLYX"
expect_one_line_stderr
expect_status 74 sh -c '"$0" polymere play --games 3 >/dev/full' "$POLYX"
expect_status 74 sh -c '"$0" polymere check "$1" >/dev/full' "$POLYX" "$data/chain.txt"
expect_status 74 sh -c '"$0" polymere count space 12.... >/dev/full' "$POLYX"
ln -s /dev/full full.pdf
expect_status 74 "$POLYX" polymere set -o full.pdf
expect_one_line_stderr
expect_status 74 "$POLYX" polymere play --games 1 --histogram full.pdf
expect_status 74 "$POLYX" polymere play --games 1 --record /dev/full
exit 0
