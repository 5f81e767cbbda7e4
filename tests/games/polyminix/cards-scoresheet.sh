#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# cards-scoresheet.sh: the score sheet prints the rulebook's six TURNO faces, in its order, and its end and tie rule, in each language.
. "$srcdir/lib.sh"
# the words of a trace, its lines of text joined (the long ones are wrapped)
words() { sed -n 's/^text .*"\(.*\)"$/\1/p' "$1" | tr '\n' ' '; }
expect_status 0 "$POLYX" cards scoresheet -o en.trace
words en.trace >en.txt
for t in 'The FIRST to complete the challenge scores 3 points' \
         'The FIRST scores 3 points, the SECOND 2, the THIRD 1; with four players the last' \
         'EVERYONE who completes the challenge before the time runs out scores 2 points' \
         'TWO CARDS in a row' 'Each player chooses their own deck' \
         'The turn player sets the TURNO die to the face they prefer' \
         'The first to reach or pass 12 points wins' 'of 12 or more together play further turns'; do
  grep -q "$t" en.txt || fail "no '$t'"
done
# the six faces in the rulebook's order: face 1 before face 6
a=$(grep -n 'The FIRST to complete' en.trace | cut -d: -f1); b=$(grep -n 'sets the TURNO die' en.trace | cut -d: -f1)
[ "$a" -lt "$b" ] || fail "faces out of order"
# the track goes past 12 for the tied players who play on: squares 13 to 18
for k in 12 13 18; do grep -q "^text .* \"$k\"\$" en.trace || fail "no square $k on the track"; done
# none of the rules of our own that the sheet printed before
grep -q 'moves another player back\|for each piece used\|Only the first to finish scores: 2' en.trace && fail "an old rule of our own"
# the Italian sheet in the rulebook's words
expect_status 0 "$POLYX" cards scoresheet --lang it -o it.trace
words it.trace >it.txt
grep -q 'Il GdT posiziona il dado TURNO sulla faccia che preferisce' it.txt || fail "Italian face 6"
grep -q 'Vince chi per primo raggiunge o supera 12 punti' it.txt || fail "Italian end"
for l in fr de cs; do
  expect_status 0 "$POLYX" cards scoresheet --lang $l -o $l.trace
  [ "$(grep -c '^text' $l.trace)" -ge 30 ] || fail "$l: too few texts"
  cmp -s en.trace $l.trace && fail "$l: the English sheet"
done
exit 0
