#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# render-boxes.sh: every printer on the page layer (render, tile -o, polymo sheet, check -o, best -o, play --histogram, cards print, kit, problems, scoresheet, polyssimo board, check -o, pieces, book, polymere set) writes TrimBox inside BleedBox inside MediaBox on every page, of the sizes in mm its cards make.
. "$srcdir/lib.sh"
command -v pdfinfo >/dev/null 2>&1 || skip "pdfinfo not installed"
LC_ALL=C; export LC_ALL

# boxes FILE: one line a page, "MW MH TW TH BW BH" in mm to one decimal
# (media, trim and bleed widths and heights), after checking that on every
# page TrimBox is inside BleedBox, inside MediaBox
boxes() {
  pdfinfo -box -f 1 -l 9999 "$1" >box.txt 2>&1 || { cat box.txt >&2; fail "pdfinfo -box $1"; }
  awk -v f="$1" '
    function mm(v) { return sprintf("%.1f", v * 25.4 / 72) }
    $1 == "Page" { k = $3; sub(/:$/, "", k); p = $2; x0[k] = $4; y0[k] = $5; x1[k] = $6; y1[k] = $7 }
    $1 == "Page" && k == "ArtBox" {
      e = 0.01
      if (x0["TrimBox"] < x0["BleedBox"] - e || y0["TrimBox"] < y0["BleedBox"] - e ||
          x1["TrimBox"] > x1["BleedBox"] + e || y1["TrimBox"] > y1["BleedBox"] + e ||
          x0["BleedBox"] < x0["MediaBox"] - e || y0["BleedBox"] < y0["MediaBox"] - e ||
          x1["BleedBox"] > x1["MediaBox"] + e || y1["BleedBox"] > y1["MediaBox"] + e) {
        print f ": page " p ": boxes not nested" > "/dev/stderr"; bad = 1
      }
      print mm(x1["MediaBox"] - x0["MediaBox"]), mm(y1["MediaBox"] - y0["MediaBox"]),
            mm(x1["TrimBox"] - x0["TrimBox"]), mm(y1["TrimBox"] - y0["TrimBox"]),
            mm(x1["BleedBox"] - x0["BleedBox"]), mm(y1["BleedBox"] - y0["BleedBox"])
    }
    END { exit bad }' box.txt >boxes.txt || fail "$1: boxes not nested"
  [ -s boxes.txt ] || fail "$1: no page boxes"
}
# expect_boxes FILE "MW MH TW TH BW BH": every page has these sizes
expect_boxes() {
  boxes "$1"
  sort -u boxes.txt >u.txt
  [ "$(cat u.txt)" = "$2" ] || fail "$1: boxes $(tr '\n' ';' <u.txt), want $2"
}

printf 'AI\n' >ab.txt
: >ten.txt
for i in 1 2 3 4 5 6 7 8 9 10; do printf 'AAB\nCBB\n\n' >>ten.txt; done
cat ten.txt ten.txt >twenty.txt

# polyx render: poker cards (63x88), 3 mm of bleed by default
expect_status 0 "$POLYX" render ab.txt -o r1.pdf
expect_boxes r1.pdf "210.0 297.0 63.0 88.0 69.0 94.0"
expect_status 0 "$POLYX" render --bleed=0 --nup 3x3 ab.txt -o r2.pdf
expect_boxes r2.pdf "210.0 297.0 189.0 264.0 189.0 264.0"
# ten cards on A4 turned landscape, 4x2 with bleed: trim 4*69-6 x 2*94-6
expect_status 0 "$POLYX" render --backs --answers ten.txt -o r3.pdf
expect_boxes r3.pdf "297.0 210.0 270.0 182.0 276.0 188.0"
# SRA3, the print shop's sheet: 20 cards, 4x4 on 320x450 (6x3 turned would
# take as many sheets)
expect_status 0 "$POLYX" render --paper sra3 twenty.txt -o r4.pdf
expect_boxes r4.pdf "320.0 450.0 270.0 370.0 276.0 376.0"
expect_status 0 "$POLYX" render --paper a3 --card polymo --bleed=5 ab.txt -o r5.pdf
expect_boxes r5.pdf "297.0 420.0 148.0 210.0 158.0 220.0"
expect_status 0 "$POLYX" render --paper letter ab.txt -o r6.pdf
expect_boxes r6.pdf "215.9 279.4 63.0 88.0 69.0 94.0"
# a page per card: the page is the bleed box
expect_status 0 "$POLYX" render --paper card ab.txt -o r7.pdf
expect_boxes r7.pdf "69.0 94.0 63.0 88.0 69.0 94.0"

# polyx tile -o: the same layer
expect_status 0 "$POLYX" tile -p pentominoes -r 6x10 -o t1.pdf
expect_boxes t1.pdf "210.0 297.0 63.0 88.0 69.0 94.0"
expect_status 0 "$POLYX" tile -p pentominoes -r 6x10 -a -m 9 --paper sra3 --card bridge -o t2.pdf
expect_boxes t2.pdf "320.0 450.0 246.0 279.0 252.0 285.0"

# polymo sheet: 1, 2 (A4 turned) or 4 sheets a page; white edges, no bleed
expect_status 0 "$POLYX" polymo sheet -o s1.pdf
expect_boxes s1.pdf "210.0 297.0 148.0 210.0 148.0 210.0"
expect_status 0 "$POLYX" polymo sheet --per-page 2 -o s2.pdf
expect_boxes s2.pdf "297.0 210.0 256.0 182.0 256.0 182.0"
expect_status 0 "$POLYX" polymo sheet --per-page 4 --sheets 6 -o s4.pdf
expect_boxes s4.pdf "210.0 297.0 172.0 244.0 172.0 244.0"
expect_status 0 "$POLYX" polymo sheet --bleed -o s5.pdf
expect_boxes s5.pdf "210.0 297.0 148.0 210.0 154.0 216.0"
expect_status 0 "$POLYX" polymo sheet --paper a3 --sheets 2 -o s6.pdf
expect_boxes s6.pdf "420.0 297.0 296.0 210.0 296.0 210.0"
expect_status 0 "$POLYX" polymo sheet --paper letter -o s7.pdf
expect_boxes s7.pdf "215.9 279.4 148.0 210.0 148.0 210.0"
expect_status 0 "$POLYX" polymo sheet --paper sra3 --per-page 4 --sheets 9 -o s8.pdf
expect_boxes s8.pdf "320.0 450.0 258.0 366.0 258.0 366.0"
expect_status 0 "$POLYX" polymo sheet --paper card --bleed=2 -o s9.pdf
expect_boxes s9.pdf "152.0 214.0 148.0 210.0 152.0 214.0"
# polymo check -o and best -o draw one sheet the same way (one sheet: the
# paper stays upright)
expect_status 0 "$POLYX" polymo check "$srcdir/data/polymo-best9.txt" -o c1.pdf
expect_boxes c1.pdf "210.0 297.0 148.0 210.0 148.0 210.0"
expect_status 0 "$POLYX" polymo best --per-page 2 -o b1.pdf
expect_boxes b1.pdf "210.0 297.0 128.0 182.0 128.0 182.0"
# play --histogram: a page of its own, the boxes are the page
expect_status 0 "$POLYX" polymo play -g 20 --histogram h1.pdf
expect_boxes h1.pdf "210.0 297.0 210.0 297.0 210.0 297.0"
expect_status 0 "$POLYX" polymo play -g 20 --paper letter --histogram h2.pdf
expect_boxes h2.pdf "215.9 279.4 215.9 279.4 215.9 279.4"
# polyx cards print: A5 cards coloured to the edge, 3 mm of bleed by
# default; the answers on cards of their own (88x120), 4 to an A4 page;
# 2 cards on A3 turned; SRA3 with a 5 mm bleed
cg="$srcdir/data/cards-good.txt"
expect_status 0 "$POLYX" cards print "$cg" -o p1.pdf
boxes p1.pdf
[ "$(tr '\n' ';' <boxes.txt)" = "210.0 297.0 148.0 210.0 154.0 216.0;210.0 297.0 148.0 210.0 154.0 216.0;210.0 297.0 88.0 120.0 94.0 126.0;" ] ||
  fail "p1.pdf: boxes $(tr '\n' ';' <boxes.txt)"
expect_status 0 "$POLYX" cards print --no-answers --paper a3 --nup 2x1 "$cg" "$cg" -o p2.pdf
expect_boxes p2.pdf "420.0 297.0 302.0 210.0 308.0 216.0"
expect_status 0 "$POLYX" cards print --no-answers --paper sra3 --bleed=5 "$cg" -o p3.pdf
expect_boxes p3.pdf "320.0 450.0 148.0 210.0 158.0 220.0"
expect_status 0 "$POLYX" cards print --no-answers --paper letter "$cg" -o p4.pdf
expect_boxes p4.pdf "215.9 279.4 148.0 210.0 154.0 216.0"
# kit, problems, score sheet: white sheets, the page is the sheet
expect_status 0 "$POLYX" cards kit --copies 6 -o k1.pdf
expect_boxes k1.pdf "210.0 297.0 210.0 297.0 210.0 297.0"
# a full page by default: six kits on Letter turned (four upright)
expect_status 0 "$POLYX" cards kit --paper letter -o k2.pdf
expect_boxes k2.pdf "279.4 215.9 279.4 215.9 279.4 215.9"
expect_status 0 "$POLYX" cards problems -o pr.pdf >/dev/null
expect_boxes pr.pdf "210.0 297.0 210.0 297.0 210.0 297.0"
expect_status 0 "$POLYX" cards scoresheet -o sc.pdf
expect_boxes sc.pdf "210.0 297.0 210.0 297.0 210.0 297.0"
expect_status 0 "$POLYX" cards scoresheet --paper letter -o sc2.pdf
expect_boxes sc2.pdf "215.9 279.4 215.9 279.4 215.9 279.4"
expect_status 0 "$POLYX" cards problems --paper letter -o pr2.pdf >/dev/null
expect_boxes pr2.pdf "215.9 279.4 215.9 279.4 215.9 279.4"
# polyssimo board and check -o: one sheet at the pieces' scale (15 mm
# squares), white margins: no bleed unless asked
expect_status 0 "$POLYX" polyssimo board -o yb1.pdf
expect_boxes yb1.pdf "210.0 297.0 190.0 180.0 190.0 180.0"
expect_status 0 "$POLYX" polyssimo board --paper letter --bleed=2 -o yb2.pdf
expect_boxes yb2.pdf "215.9 279.4 190.0 180.0 194.0 184.0"
expect_status 0 "$POLYX" polyssimo check --paper letter -o yc.pdf
expect_boxes yc.pdf "215.9 279.4 190.0 180.0 190.0 180.0"
# the book: 88x120 cards coloured to the edge, 3 mm of bleed, 2x2 on A4 and
# Letter (3 puzzles and their answers: 2 pages), 3x3 on SRA3
expect_status 0 "$POLYX" polyssimo book -n 1 -o yk1.pdf
expect_boxes yk1.pdf "210.0 297.0 182.0 246.0 188.0 252.0"
[ "$(wc -l <boxes.txt)" -eq 2 ] || fail "yk1.pdf: $(wc -l <boxes.txt) pages, want 2"
expect_status 0 "$POLYX" polyssimo book -n 1 --paper letter -o yk2.pdf
expect_boxes yk2.pdf "215.9 279.4 182.0 246.0 188.0 252.0"
expect_status 0 "$POLYX" polyssimo book -n 3 --paper sra3 -o yk3.pdf
expect_boxes yk3.pdf "320.0 450.0 276.0 372.0 282.0 378.0"
# the pieces: sheets as large as the paper, the pieces' bleed inside them;
# 24 pieces on 2 A4 sheets and their backs (were 3), 1 A3 sheet
expect_status 0 "$POLYX" polyssimo pieces -o yp1.pdf
expect_boxes yp1.pdf "210.0 297.0 188.0 272.0 188.0 272.0"
[ "$(wc -l <boxes.txt)" -eq 4 ] || fail "yp1.pdf: $(wc -l <boxes.txt) pages, want 4"
expect_status 0 "$POLYX" polyssimo pieces --paper a3 -o yp2.pdf
expect_boxes yp2.pdf "297.0 420.0 270.5 399.5 270.5 399.5"
[ "$(wc -l <boxes.txt)" -eq 2 ] || fail "yp2.pdf: $(wc -l <boxes.txt) pages, want 2"
expect_status 0 "$POLYX" polyssimo pieces --paper letter -o yp3.pdf
boxes yp3.pdf
[ "$(wc -l <boxes.txt)" -eq 4 ] || fail "yp3.pdf: $(wc -l <boxes.txt) pages, want 4"
# polymere set: white tiles share their cut lines (trim = bleed box, the
# honeycomb's), the aid page and the die net's page are the page; coloured
# tiles get 3 mm of bleed (2 mm / sqrt 3 more at the hexagons' points)
expect_status 0 "$POLYX" polymere set -o ys1.pdf
boxes ys1.pdf
[ "$(tr '\n' ';' <boxes.txt)" = "210.0 297.0 180.0 254.0 180.0 254.0;210.0 297.0 180.0 254.0 180.0 254.0;210.0 297.0 180.0 254.0 180.0 254.0;210.0 297.0 180.0 254.0 180.0 254.0;210.0 297.0 180.0 254.0 180.0 254.0;210.0 297.0 210.0 297.0 210.0 297.0;210.0 297.0 210.0 297.0 210.0 297.0;" ] ||
  fail "ys1.pdf: boxes $(tr '\n' ';' <boxes.txt)"
expect_status 0 "$POLYX" polymere set --colours --paper a3 --aids 0 -o ys2.pdf
expect_boxes ys2.pdf "297.0 420.0 270.0 364.9 276.0 371.8
297.0 420.0 297.0 420.0 297.0 420.0"
exit 0
