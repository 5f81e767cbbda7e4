#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# cards-levels.sh: a Polyminix card is drawn in its level's colour (DRAW_SIGNAL_GREEN, _YELLOW, _RED: trace indices 7, 8, 9), white in black and white.
. "$srcdir/lib.sh"
d="$top_srcdir/tests/data"
for lv in green:7 yellow:8 red:9; do
  name=${lv%:*} idx=${lv#*:}
  sed "s/^side A green\$/side A $name/" "$d/cards-good.txt" >card.txt
  grep -q "^side A $name\$" card.txt || fail "could not make a $name card"
  expect_status 0 "$POLYX" cards print --no-answers card.txt -o c.trace
  # side A is the first card face: its first colour after begin_page
  first=$(awk '/^begin_page 1$/ { p = 1; next } p && /^color / { print $2; exit }' c.trace)
  [ "$first" = "$idx" ] || fail "side A $name: background colour $first, not $idx"
done
expect_status 0 "$POLYX" cards print --no-answers --bw card.txt -o bw.trace
grep -q '^color [789]$' bw.trace && fail "--bw: a level colour"
# level names in the language of the page (the rulebook's verde, giallo, rosso)
expect_status 0 "$POLYX" cards print --no-answers --bw --lang it card.txt -o it.trace
grep -q '"rosso"' it.trace || fail "--lang it: no 'rosso'"
grep -q 'red' it.trace && fail "--lang it: an English level name"
exit 0
