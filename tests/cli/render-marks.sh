#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# render-marks.sh: pixels of every printer's pages (render, tile, polymo, cards, polyssimo, polymere set) (pdftoppm): nothing within 5 mm of the paper's edge, nothing in the 1.5 mm round the bleed box, crop marks between (or none with --no-crop-marks), and colour in the bleed.
. "$srcdir/lib.sh"
command -v pdfinfo >/dev/null 2>&1 || skip "pdfinfo not installed"
command -v pdftoppm >/dev/null 2>&1 || skip "pdftoppm not installed"
LC_ALL=C; export LC_ALL

# pagecheck FILE PAGE MARKS: page PAGE of FILE at 50 dpi in grey. Fails
# when a pixel lying wholly within 5 mm of the paper's edge, or wholly in
# the 1.5 mm round the bleed box (where crop marks would touch the cards),
# is not white; MARKS=1: some dark pixel (a crop mark) above the bleed
# box, MARKS=0: none there.
pagecheck() {
  pdfinfo -box -f "$2" -l "$2" "$1" | grep -E '^Page +[0-9]+ (MediaBox|BleedBox):' >bb.txt ||
    fail "$1: no boxes"
  pdftoppm -gray -r 50 -f "$2" -l "$2" -singlefile "$1" pg || fail "pdftoppm $1"
  hdr=$(head -n 3 pg.pgm | wc -c)
  set -- "$1" "$2" "$3" $(head -n 2 pg.pgm | tail -n 1)
  od -An -tu1 -v -j "$hdr" pg.pgm | awk -v f="$1" -v marks="$3" -v W="$4" -v H="$5" '
    BEGIN {
      while ((getline line < "bb.txt") > 0) {
        split(line, a, /[ \t]+/)
        if (line ~ /MediaBox/) { ph = a[7] * 25.4 / 72; pw = a[6] * 25.4 / 72 }
        else { bx0 = a[4] * 25.4 / 72; bx1 = a[6] * 25.4 / 72; by1u = a[5]; by0u = a[7] }
      }
      by0 = ph - by0u * 25.4 / 72; by1 = ph - by1u * 25.4 / 72
      k = 25.4 / 50; i = 0
    }
    {
      for (j = 1; j <= NF; j++) {
        x = i % W; y = int(i / W); i++
        v = $j; x0 = x * k; x1 = x0 + k; y0 = y * k; y1 = y0 + k
        # wholly within 5 mm of an edge
        if (x1 <= 5 || y1 <= 5 || x0 >= pw - 5 || y0 >= ph - 5) { if (v < 250) edge++; continue }
        # wholly outside the bleed box, wholly within 1.5 mm of it
        out = x1 <= bx0 || x0 >= bx1 || y1 <= by0 || y0 >= by1
        near = x0 >= bx0 - 1.5 && x1 <= bx1 + 1.5 && y0 >= by0 - 1.5 && y1 <= by1 + 1.5
        if (out && near) { if (v < 250) ring++; continue }
        if (out && y1 <= by0 - 1.5 && v < 128) dark++
      }
    }
    END {
      if (edge) { print f ": " edge " pixels printed within 5 mm of the edge" > "/dev/stderr"; exit 1 }
      if (ring) { print f ": " ring " pixels printed next to the bleed box" > "/dev/stderr"; exit 1 }
      if (marks == 1 && !dark) { print f ": no crop marks above the cards" > "/dev/stderr"; exit 1 }
      if (marks == 0 && dark) { print f ": marks above the cards with --no-crop-marks" > "/dev/stderr"; exit 1 }
    }' || fail "$1 page $2"
}
# colour_at FILE XMM YMM: "R G B" of page 1 at that place (100 dpi)
colour_at() {
  pdftoppm -r 100 -f 1 -l 1 -singlefile "$1" col || fail "pdftoppm $1"
  hdr=$(head -n 3 col.ppm | wc -c)
  w=$(head -n 2 col.ppm | tail -n 1 | cut -d' ' -f1)
  x=$(awk -v m="$2" 'BEGIN{printf "%d", m*100/25.4}'); y=$(awk -v m="$3" 'BEGIN{printf "%d", m*100/25.4}')
  od -An -tu1 -j $((hdr + (y * w + x) * 3)) -N 3 col.ppm | awk '{print $1, $2, $3}'
}
white() { [ "$1" = "255 255 255" ]; }

: >ten.txt
for i in 1 2 3 4 5 6 7 8 9 10; do printf 'AAB\nCBB\n\n' >>ten.txt; done

# polyx render: A4 turned, 4x2 with bleed; the backs mirrored; SRA3; marks off
expect_status 0 "$POLYX" render --backs ten.txt -o r.pdf
pagecheck r.pdf 1 1
pagecheck r.pdf 2 1
expect_status 0 "$POLYX" render --paper sra3 ten.txt -o r3.pdf
pagecheck r3.pdf 1 1
expect_status 0 "$POLYX" render --paper letter --no-crop-marks ten.txt -o rn.pdf
pagecheck rn.pdf 1 0
# the card colour and the title band run into the bleed: the first card of
# the A4 page turned (block from x 10.5, y 10 mm) has its trim at x 13.5, y 13
got=$(colour_at r.pdf 12 50); white "$got" && fail "render: no colour in the left bleed ($got)"
got=$(colour_at r.pdf 30 11); white "$got" && fail "render: no band in the top bleed ($got)"
got=$(colour_at r.pdf 9 50); white "$got" || fail "render: colour past the bleed ($got)"

# polyx tile -o: 6 tilings on A4
expect_status 0 "$POLYX" tile -p pentominoes -r 6x10 -a -m 6 -o t.pdf
pagecheck t.pdf 1 1
got=$(colour_at t.pdf 37 80); white "$got" && fail "tile: no colour in the left bleed ($got)"

# polymo: sheets 1, 2 and 4 a page, a bleed, A3, the histograms' page
expect_status 0 "$POLYX" polymo sheet -o s1.pdf
pagecheck s1.pdf 1 1
expect_status 0 "$POLYX" polymo sheet --per-page 2 -o s2.pdf
pagecheck s2.pdf 1 1
expect_status 0 "$POLYX" polymo sheet --per-page 4 --bleed -o s4.pdf
pagecheck s4.pdf 1 1
expect_status 0 "$POLYX" polymo sheet --paper a3 -o s5.pdf
pagecheck s5.pdf 1 1
expect_status 0 "$POLYX" polymo check "$srcdir/data/polymo-best9.txt" --no-crop-marks -o c.pdf
pagecheck c.pdf 1 0
expect_status 0 "$POLYX" polymo play -g 20 --histogram h.pdf
pdftoppm -gray -r 50 -singlefile h.pdf hg || fail "pdftoppm h.pdf"
# polyx cards print: the A5 card centred on A4, its colour runs 3 mm into
# the bleed (trim from x 31), and no further; marks off with --no-crop-marks
expect_status 0 "$POLYX" cards print "$srcdir/data/cards-good.txt" -o p.pdf
pagecheck p.pdf 1 1
pagecheck p.pdf 2 1
pagecheck p.pdf 3 1
got=$(colour_at p.pdf 29.5 150); white "$got" && fail "cards print: no colour in the left bleed ($got)"
got=$(colour_at p.pdf 26.5 150); white "$got" || fail "cards print: colour past the bleed ($got)"
expect_status 0 "$POLYX" cards print --no-crop-marks --paper a3 --nup 2x1 "$srcdir/data/cards-good.txt" -o pn.pdf
pagecheck pn.pdf 1 0
# polyssimo: the board (one sheet, marks), the book's cards (colour and band
# into the bleed: the first card's trim from x 14, y 23.5 on A4), the
# pieces' sheet and its back (a piece's colour runs 3 mm past its outline:
# the lone I's outline at x 15, its bleed from 12)
expect_status 0 "$POLYX" polyssimo board -o yb.pdf
pagecheck yb.pdf 1 1
expect_status 0 "$POLYX" polyssimo board --no-crop-marks --paper letter -o ybn.pdf
pagecheck ybn.pdf 1 0
expect_status 0 "$POLYX" polyssimo book -n 1 -o yk.pdf
pagecheck yk.pdf 1 1
pagecheck yk.pdf 2 1
got=$(colour_at yk.pdf 12.5 60); white "$got" && fail "polyssimo book: no colour in the left bleed ($got)"
got=$(colour_at yk.pdf 30 22); white "$got" && fail "polyssimo book: no band in the top bleed ($got)"
got=$(colour_at yk.pdf 9.5 60); white "$got" || fail "polyssimo book: colour past the bleed ($got)"
expect_status 0 "$POLYX" polyssimo pieces -o yp.pdf
pagecheck yp.pdf 1 1
pagecheck yp.pdf 2 1
expect_status 0 "$POLYX" polyssimo pieces --pieces I -o yi.pdf
got=$(colour_at yi.pdf 13.5 50); white "$got" && fail "polyssimo pieces: no colour in the piece's bleed ($got)"
got=$(colour_at yi.pdf 11.5 50); white "$got" || fail "polyssimo pieces: colour past the piece's bleed ($got)"
expect_status 0 "$POLYX" polyssimo pieces --pieces I --bleed=0 -o yi0.pdf
# (no bleed: the sheet grows by the 2 x 3 mm, the I's outline at x 11.25)
got=$(colour_at yi0.pdf 10.5 50); white "$got" || fail "polyssimo pieces --bleed=0: colour past the outline ($got)"
# polymere set: the honeycomb's marks at its corners, the backs, none with
# --no-crop-marks; coloured tiles run 3 mm past their cut (the first
# tile's left flat: cut at x 16, bleed from 13, at y 47)
expect_status 0 "$POLYX" polymere set --backs -o ys.pdf
pagecheck ys.pdf 1 1
pagecheck ys.pdf 2 1
expect_status 0 "$POLYX" polymere set --no-crop-marks -o ysn.pdf
pagecheck ysn.pdf 1 0
expect_status 0 "$POLYX" polymere set --colours -o ysc.pdf
pagecheck ysc.pdf 1 1
got=$(colour_at ysc.pdf 14.5 47); white "$got" && fail "polymere set --colours: no colour in the bleed ($got)"
got=$(colour_at ysc.pdf 11.5 47); white "$got" || fail "polymere set --colours: colour past the bleed ($got)"
exit 0
