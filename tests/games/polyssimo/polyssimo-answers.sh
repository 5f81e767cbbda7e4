#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# polyssimo-answers.sh: a puzzle's answer sets the pieces placed apart from the ones the puzzle gave (those grey, DRAW_FADED, without letters; the placed ones coloured and lettered); the letters' legend only on answers.
. "$srcdir/lib.sh"
genid=$(grep -E '^polyssimo:[0-9]+x[0-9]+:L[0-9]#' "$srcdir/golden/ids/ids-0.2.txt" | head -1)
expect_status 0 "$POLYX" polyssimo puzzle --id "$genid" -o p.trace
# the puzzle's hand (the last field of its ID): the pieces to place
id=$(grep '^polyssimo:' out | head -1)
hand=$(printf '%s\n' "$id" | awk -F: '{ print $NF }' | tr ',' ' ')
nhand=$(printf '%s\n' $hand | grep -c .)
[ "$nhand" -ge 1 ] || fail "no hand in '$id'"
# page 1 the puzzle, page 2 its answer
awk '/^begin_page/ { p = $2 } /^color 10$/ { f[p]++ } /^text .*"Letters:/ { l[p]++ }
     END { exit !(f[1] == 0 && f[2] > 0 && l[1] == 0 && l[2] == 1) }' p.trace ||
  fail "the answer's given pieces not grey, or the legend not on the answer only"
# on the answer, one letter for each piece placed, none for the pieces given
# (a striped piece's letter is drawn again over its stripes: the letters counted once each)
letters=$(awk '/^begin_page/ { p = $2 } p == 2 && /^text .* "[A-Za-z]"$/ { print $NF }' p.trace |
  sort -u | grep -c .)
[ "$letters" -eq "$nhand" ] || fail "$letters letters on the answer, want $nhand (the pieces placed)"
exit 0
