#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# cut-contour.sh: --cut-contour: the kit's pieces, the Polymère tiles and die outlined in a separation colour named CutContour (a content stream after cairo's on each page), a PDF that still reads cleanly; refused where there is nothing to cut or no PDF.
. "$srcdir/lib.sh"
command -v pdfinfo >/dev/null 2>&1 || skip "pdfinfo not installed"
# clean FILE: pdfinfo and pdftoppm read FILE without a complaint (a wrong offset in the
# cross-reference table is a "Syntax Error")
clean() {
  pdfinfo "$1" >info.txt 2>&1 || { cat info.txt >&2; fail "$1: pdfinfo"; }
  if command -v pdftoppm >/dev/null 2>&1; then
    pdftoppm -r 10 -png "$1" page >>info.txt 2>&1 || fail "$1: pdftoppm"
  fi
  ! grep -qi 'error' info.txt || { cat info.txt >&2; fail "$1: read with errors"; }
}
# xref FILE: every in-use entry of the last xref table points at "N 0 obj" of its own number
xref() {
  LC_ALL=C awk 'BEGIN { RS = "\n" } { print }' "$1" >/dev/null
  sx=$(tail -c 40 "$1" | awk '/^[0-9]+$/ { n = $1 } END { print n }')
  tail -c +"$((sx + 1))" "$1" | awk '
    NR == 1 { if ($0 != "xref") exit 1; next }
    /^trailer/ { exit }
    NF == 2 { obj = $1; next }
    $3 == "n" { print obj, $1 + 0 } { obj++ }' >ent.txt || fail "$1: no xref table at startxref"
  while read -r n off; do
    [ "$(tail -c +"$((off + 1))" "$1" | head -c 30 | head -1)" = "$n 0 obj" ] ||
      fail "$1: object $n is not at $off"
  done <ent.txt
}
expect_status 0 "$POLYX" cards kit --cut-contour -o kit.pdf
clean kit.pdf
xref kit.pdf
grep -aq '/Separation /CutContour /DeviceCMYK' kit.pdf || fail "kit: no CutContour colour space"
[ "$(grep -ac '^/CutContour CS 1 SCN' kit.pdf)" -eq "$(pdfinfo kit.pdf | awk '/^Pages:/ { print $2 }')" ] ||
  fail "kit: not a cut contour on every page"
grep -aq '/ColorSpace << /CutContour' kit.pdf || fail "kit: the page's resources lack the colour space"
# the contour's strokes: as many as the pieces' sides in runs, in points, each a segment
[ "$(grep -ac '^[0-9.]* [0-9.]* m$' kit.pdf)" -ge 100 ] || fail "kit: too few cut segments"
# without the option, no cut contour at all (the same file as before)
expect_status 0 "$POLYX" cards kit -o plain.pdf
clean plain.pdf
! grep -aq CutContour plain.pdf || fail "a cut contour nobody asked for"
# the Polymère set: each tile's hexagon
expect_status 0 "$POLYX" polymere set --cut-contour -o set.pdf
clean set.pdf
xref set.pdf
tiles=$(grep -ac '^[0-9.]* [0-9.]* m$' set.pdf)
[ "$tiles" -eq 125 ] || fail "set: $tiles outlines in the cut contour, want 125 (124 hexagons, the die)"
# the die's net (the last page): one closed outline of 28 corners, 14 of the net and 2 a tab
pdfinfo set.pdf | grep -q '^Pages: *7$' || fail "set: not 5 pages of tiles, the aid's and the die's"
expect_status 0 "$POLYX" polymere set --cut-contour -o set.trace
awk '/^begin_page/ { p = $2 } /^color/ { c = $2 } p == 7 && c == 11 && /^line / { n++ }
     END { exit n != 27 }' set.trace || fail "set: the die's net is not cut along its outline"
# the trace: strokes in colour 11 (DRAW_CUT), never a fill
expect_status 0 "$POLYX" cards kit --cut-contour -o kit.trace
grep -q '^color 11$' kit.trace || fail "trace: no cut contour"
awk '/^color/ { c = $2 } /^fill/ && c == 11 { exit 1 }' kit.trace || fail "trace: the cut contour filled"
# refused where nothing is cut, or where the format has no spot colour
expect_status 64 "$POLYX" cards scoresheet --cut-contour -o s.pdf
expect_stderr "has no pieces to cut out: --cut-contour is the kit's"
expect_status 64 "$POLYX" cards kit --cut-contour -o kit.svg
expect_stderr "cut-contour needs a PDF"
expect_status 64 "$POLYX" polymere set --cut-contour -o set.png
expect_stderr "cut-contour needs a PDF"
expect_status 64 "$POLYX" polymere solitaire --cut-contour -o sol.pdf
expect_stderr "applies to the printable set only"
exit 0
