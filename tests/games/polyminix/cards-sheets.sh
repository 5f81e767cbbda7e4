#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# cards-sheets.sh: what a child checks and reads: answer cards name the pieces, box 5's cross is square on every piece, the kit fills its page, the score sheet's text is 10 pt or more and its track runs past 12 for tied players (traces of the drawings).
. "$srcdir/lib.sh"
side=$(grep '^polyminix:' "$srcdir/golden/ids/ids-0.2.txt" | head -1)
expect_status 0 "$POLYX" cards print "$side" -o side.trace
# box 5's crosses: every diagonal stroke at 0.5 mm is as wide as it is high (never two
# near-vertical lines over a straight piece)
awk '/^width/ { w = $2 } /^move/ { x = $2; y = $3 }
     /^line/ && w == "0.50" { dx = $2 - x; dy = $3 - y; if (dx < 0) dx = -dx; if (dy < 0) dy = -dy
       if (dx > 0.01 && dy > 0.01) { n++; if (dx - dy > 0.02 || dy - dx > 0.02) bad++ } }
     END { exit !(n > 0 && !bad) }' side.trace || fail "box 5's cross is not square"
# the answer card (the pages after the card's sides): the pieces named on the tilings
awk '/^text .*"Answers/ { a = 1 } a && /^text .*"(F|I|L|N|P|T|U|Y|I4|L4|T4|S4|I3|L3|I2)"$/ { n++ }
     END { exit !(n >= 20) }' side.trace || fail "the answer card does not name the pieces"
# the kit: a full A4 page, six kits of 15 pieces (each named once)
expect_status 0 "$POLYX" cards kit -o kit.trace
[ "$(grep -c '^text .*"Y"$' kit.trace)" -eq 6 ] || fail "not six kits on the page"
[ "$(grep -c '^begin_page' kit.trace)" -eq 1 ] || fail "the kit takes more than a page"
# the score sheet: every text 3.53 mm (10 pt) or more, the track to 24
expect_status 0 "$POLYX" cards scoresheet -o score.trace
awk '/^text/ && $4 < 3.53 { print; bad++ } END { exit bad > 0 }' score.trace >small.txt ||
  { cat small.txt >&2; fail "score sheet text under 10 pt"; }
for k in 12 13 18 19 24; do
  grep -q "^text .*\"$k\"$" score.trace || fail "the score track lacks $k"
done
exit 0
