#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# polyssimo-board.sh: the 24 Polyssimo pieces tile the 12x11 board; board and pieces print.
. "$srcdir/lib.sh"

# The default set: 12 pentominoes + 12 hexominoes, 132 squares.
expect_status 0 "$POLYX" polyssimo pieces
grep -q '^pieces: 24, squares: 132; board 12x11, squares: 132$' out || fail "pieces: $(head -1 out)"
[ "$(grep -c ' squares: 5 ' out)" -eq 12 ] || fail "not 12 pentominoes"
[ "$(grep -c ' squares: 6 ' out)" -eq 12 ] || fail "not 12 hexominoes"
grep -q '^X      X  squares: 5  orientations: 1  placements: 90$' out || fail "X: 90 placements on 12x11"

# check: one tiling, 11 rows of 12, each piece's letter on exactly its squares.
expect_status 0 "$POLYX" polyssimo check
cp out tiling.txt
[ "$(wc -l <tiling.txt)" -eq 11 ] || fail "check: not 11 rows"
awk 'length($0) != 12 { exit 1 }' tiling.txt || fail "check: a row is not 12 wide"
for l in F I L N P T U V W X Y Z; do
  [ "$(tr -cd "$l" <tiling.txt | wc -c)" -eq 5 ] || fail "check: $l not 5 squares"
done
# The hexominoes' letters skip i, l and o (look-alikes of the I beside them).
for l in a b c d e f g h j k m n; do
  [ "$(tr -cd "$l" <tiling.txt | wc -c)" -eq 6 ] || fail "check: $l not 6 squares"
done
grep -q 'legend: a=H1 b=H2 c=H4 d=H5 e=H6 f=H7 g=H9 h=H10 j=H11 k=H13 m=H14 n=H15$' err || fail "check: legend $(head -1 err)"
tr -d 'FILNPTUVWXYZabcdefghjkmn\n' <tiling.txt | grep -q . && fail "check: a letter outside the legend"
# The pieces list gives the same legend.
"$POLYX" polyssimo pieces | awk 'NR > 1 && $1 != $2 { printf "%s%s=%s", n++ ? " " : "", $2, $1 } END { print "" }' >legend.txt
grep -q '^a=H1 b=H2 c=H4 d=H5 e=H6 f=H7 g=H9 h=H10 j=H11 k=H13 m=H14 n=H15$' legend.txt || fail "pieces legend: $(cat legend.txt)"
# Each letter really is its piece: free F and hexomino a, put them back by count.
{ echo "polyssimo-puzzle 1"; echo "hand: F,H1"; tr 'Fa' '..' <tiling.txt; } >freed.txt
"$POLYX" polyssimo verify freed.txt >out 2>err; st=$?
[ "$st" -eq 0 ] || [ "$st" -eq 2 ] || fail "freed F and H1 do not fit back (status $st)"
# A seeded random tiling is another valid tiling.
expect_status 0 "$POLYX" polyssimo check --seed 7
[ "$(tr -d '\n' <out | wc -c)" -eq 132 ] || fail "check --seed: not 132 squares"
# Other sets: pentominoes tile 6x10; the five tetrominoes tile no rectangle.
expect_status 0 "$POLYX" polyssimo check --pieces pentominoes --board 6x10
expect_status 1 "$POLYX" polyssimo check --pieces tetrominoes --board 4x5
expect_stderr 'do not tile|parity|cannot'

# board: 11 rows of 12 cells.
expect_status 0 "$POLYX" polyssimo board
[ "$(grep -c '^\.\{12\}$' out)" -eq 11 ] || fail "board: not 11 rows of 12"

# Printable board and print-and-cut pieces.
expect_status 0 "$POLYX" polyssimo board -o board.pdf
expect_status 0 "$POLYX" polyssimo pieces -o pieces.pdf
expect_status 0 "$POLYX" polyssimo check -o tiling.png
# The hexominoes are striped black on white (polygons after the grid), the
# pentominoes not; the legend is printed on the page.
expect_status 0 "$POLYX" polyssimo check -o tiling.trace
grep -q 'a=H1 b=H2' tiling.trace || fail "check -o: no legend on the page"
expect_status 0 "$POLYX" polyssimo check --pieces pentominoes --board 6x10 -o pento.trace
np=$(grep -c "^close" pento.trace); nh=$(grep -c "^close" tiling.trace)
[ "$nh" -gt $((np + 72)) ] || fail "check -o: hexominoes not striped ($nh polygons, pentominoes alone $np)"
head -c 5 board.pdf | grep -q '%PDF-' || fail "board.pdf is not a PDF"
head -c 5 pieces.pdf | grep -q '%PDF-' || fail "pieces.pdf is not a PDF"
if command -v pdfinfo >/dev/null 2>&1; then
  pdfinfo pieces.pdf >info || fail "pdfinfo pieces.pdf"
  pages=$(awk '/^Pages:/ {print $2}' info)
  [ "$pages" -ge 2 ] || fail "pieces.pdf: $pages pages, want 2 or more (24 pieces at 15 mm)"
fi
exit 0
