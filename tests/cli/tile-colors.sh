#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# tile-colors.sh: tile --output colours a piece by its place in the set, the same on every tiling (trace), and copies alike.
. "$srcdir/lib.sh"

# letter -> colour of the fill block whose rectangles hold the letter, for
# every card of a trace: prints "card letter colour" lines
colours() {
  awk '
    /^begin_page/ { page = $2 }
    /^color / { col = $2; nr = 0; next }
    /^rect / { if (col >= 16) { nr++; rx[nr] = $2; ry[nr] = $3; rw[nr] = $4; rh[nr] = $5 } next }
    /^fill$/ { if (col >= 16) for (i = 1; i <= nr; i++) { nb++; bx[nb] = rx[i]; by[nb] = ry[i]; bw[nb] = rw[i]; bh[nb] = rh[i]; bc[nb] = col } nr = 0; next }
    /^text / && $5 == 13 {
      x = $2; y = $3; s = $0; sub(/^[^"]*"/, "", s); sub(/"$/, "", s)
      for (i = nb; i >= 1; i--) if (x > bx[i] && x < bx[i] + bw[i] && y > by[i] && y < by[i] + bh[i]) { print page, s, bc[i]; break }
    }' "$1"
}

# six tilings of 5x4 with different subsets of the pentominoes, one card each
expect_status 0 "$POLYX" tile -p pentominoes -r 5x4 --subset --all --max 6 -o s.trace --nup 1x1
colours s.trace >map
[ "$(wc -l <map)" -eq 24 ] || { cat map >&2; fail "expected 24 letters (6 cards of 4 pieces), got $(wc -l <map)"; }
# one colour per letter over all the cards, and one letter per colour
n1=$(awk '{print $2, $3}' map | sort -u | wc -l)
n2=$(awk '{print $2}' map | sort -u | wc -l)
n3=$(awk '{print $3}' map | sort -u | wc -l)
[ "$n1" -eq "$n2" ] || { sort -k2 map >&2; fail "a piece changes colour from one tiling to another"; }
[ "$n2" -eq "$n3" ] || fail "two pieces share a colour"
# the colour is the piece's place in the set (F I L N P T U V W X Y Z):
# L is piece 2 (colour 16 + 2), Y piece 10
grep -q ' L 18$' map || fail "L is not colour 18: $(grep ' L ' map | head -1)"
grep -q ' Y 26$' map || fail "Y is not colour 26: $(grep ' Y ' map | head -1)"

# copies of one piece: the same colour, two letters (outlines apart)
expect_status 0 "$POLYX" tile -p 'L*4' -r 4x5 -o c.trace
colours c.trace >map
[ "$(wc -l <map)" -eq 4 ] || fail "four copies of L: $(wc -l <map) letters"
[ "$(awk '{print $3}' map | sort -u | wc -l)" -eq 1 ] || { cat map >&2; fail "copies of L in several colours"; }
exit 0
