#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# render-pdf.sh: polyx render's PDF: page size and count (pdfinfo), pixels of a known cell, the card, the margin, the bleed and a crop mark (pdftoppm).
. "$srcdir/lib.sh"
command -v pdfinfo >/dev/null 2>&1 || skip "pdfinfo not installed"
command -v pdftoppm >/dev/null 2>&1 || skip "pdftoppm not installed"

# Two one-cell pieces A and I side by side. On A4, 3x3 without bleed, the
# first card's trim box is x 10.5..73.5, y 14.5..102.5 mm (10 mm kept clear
# at the edges for the crop marks, 4 at the foot for the footer); its 2x1
# figure has 9 mm cells, the top-left corner at (33, 55.5) mm: A is x
# 33..42, I x 42..51.
printf 'AI\n' >ab.txt
expect_status 0 "$POLYX" render --bleed=0 --nup 3x3 ab.txt -o ab.pdf
pdfinfo ab.pdf >info || fail "pdfinfo failed"
grep -Eq '^Page size: +595\.2[0-9]* x 841\.8[0-9]* pts' info || { cat info; fail "not an A4 page"; }
grep -Eq '^Pages: +1$' info || { cat info; fail "not 1 page"; }

# px FILE.ppm X Y: "R G B" of pixel (X, Y) of a binary PPM
px() {
  hdr=$(head -n 3 "$1" | wc -c)
  w=$(head -n 2 "$1" | tail -n 1 | cut -d' ' -f1)
  od -An -tu1 -j $((hdr + ($3 * w + $2) * 3)) -N 3 "$1" | awk '{print $1, $2, $3}'
}
# at MM_X MM_Y: the pixel of ab.ppm (150 dpi) at that place in millimetres
at() { px "$ppm" "$(awk -v m="$1" 'BEGIN{printf "%d", m*150/25.4}')" "$(awk -v m="$2" 'BEGIN{printf "%d", m*150/25.4}')"; }
# near WANT GOT: each channel within 3
near() {
  echo "$1 $2" | awk '{for (i = 1; i <= 3; i++) { d = $i - $(i+3); if (d < -3 || d > 3) exit 1 }}'
}
pdftoppm -r 150 -singlefile ab.pdf ab || fail "pdftoppm failed"
ppm=ab.ppm
got=$(at 35 58); near "119 170 221" "$got" || fail "cell A is '$got', want piece colour 0 (77AADD)"
got=$(at 49.5 57); near "238 136 102" "$got" || fail "cell I is '$got', want piece colour 1 (EE8866)"
got=$(at 46.5 60); v=${got%% *}; [ "$v" -lt 80 ] || fail "no letter I at the centre of its cell ('$got')"
got=$(at 20 80); near "251 248 241" "$got" || fail "card outside the figure is '$got', want the card colour"
got=$(at 5 150); near "255 255 255" "$got" || fail "page margin is '$got', want white"
# thick outline on the figure's left edge, x = 33 mm
got=$(at 33 61); v=${got%% *}; [ "$v" -lt 60 ] || fail "no outline at x=33 mm ('$got')"
# crop mark: the cut line x = 10.5 mm, above the cards (y 7.5..12.5 mm)
got=$(at 10.5 10); v=${got%% *}; [ "$v" -lt 200 ] || fail "no crop mark at (10.5, 10) mm ('$got')"
got=$(at 12.5 10); near "255 255 255" "$got" || fail "crop mark too wide ('$got')"
got=$(at 9 8); near "255 255 255" "$got" || fail "a mark where none belongs ('$got')"

# Black and white: white card, piece 0 in light grey.
expect_status 0 "$POLYX" render --bw --bleed=0 --nup 3x3 ab.txt -o bw.pdf
pdftoppm -r 150 -singlefile bw.pdf bw || fail "pdftoppm failed"
ppm=bw.ppm
got=$(at 34 56.5); near "240 240 240" "$got" || fail "bw cell A is '$got', want grey 240"
got=$(at 20 80); near "255 255 255" "$got" || fail "bw card is '$got', want white"

# Bleed 3 mm, the default: one card centred, its bleed box x 70.5..139.5,
# y 99.5..193.5 mm, its trim 3 mm inside; the title band runs into the
# bleed at the top; marks above the trim x = 73.5 from y 92.5 to 97.5.
expect_status 0 "$POLYX" render ab.txt -o bleed.pdf
pdftoppm -r 150 -singlefile bleed.pdf bleed || fail "pdftoppm failed"
ppm=bleed.ppm
got=$(at 72 150); near "251 248 241" "$got" || fail "bleed at x=72 mm is '$got', want the card colour"
got=$(at 69.5 150); near "255 255 255" "$got" || fail "past the bleed at x=69.5 mm is '$got', want white"
got=$(at 100 100.5); near "221 231 238" "$got" || fail "band in the top bleed is '$got', want DDE7EE"
got=$(at 73.5 95); v=${got%% *}; [ "$v" -lt 200 ] || fail "no crop mark at the trim x=73.5 mm ('$got')"
expect_status 0 "$POLYX" render --bleed=0 ab.txt -o nobleed.pdf
pdftoppm -r 150 -singlefile nobleed.pdf nobleed || fail "pdftoppm failed"
ppm=nobleed.ppm
got=$(at 72 150); near "255 255 255" "$got" || fail "--bleed=0: colour at x=72 mm ('$got')"
# Duplex: 2x2 cards with bleed (block x 36..174, y 52.5..240.5 mm); the
# back of card 0 (left column) is in the right column of page 2.
expect_status 0 "$POLYX" render --backs --nup 2x2 ab.txt -o backs.pdf
pdfinfo backs.pdf | grep -Eq '^Pages: +2$' || fail "card and back: not 2 pages"
pdftoppm -r 150 -f 2 -l 2 -singlefile backs.pdf back || fail "pdftoppm failed"
ppm=back.ppm
got=$(at 140 72); near "221 231 238" "$got" || fail "no back in the right column ('$got')"
got=$(at 106.5 72); near "221 231 238" "$got" || fail "the back's bleed is '$got'"
got=$(at 60 72); near "255 255 255" "$got" || fail "a back in the left column ('$got')"

# Page count: 10 figures, 8 a page (poker cards with bleed on A4 turned
# landscape: 4x2): 2 pages; with backs 4; with answers 6.
: >ten.txt
for i in 1 2 3 4 5 6 7 8 9 10; do printf 'AAB\nCBB\n\n' >>ten.txt; done
expect_status 0 "$POLYX" render ten.txt -o ten.pdf
pdfinfo ten.pdf | grep -Eq '^Pages: +2$' || fail "10 cards: not 2 pages"
expect_status 0 "$POLYX" render --backs --answers ten.txt -o ten.pdf
pdfinfo ten.pdf | grep -Eq '^Pages: +6$' || fail "10 cards, backs, answers: not 6 pages"
expect_status 0 "$POLYX" render --nup 2x2 ten.txt -o ten.pdf
pdfinfo ten.pdf | grep -Eq '^Pages: +3$' || fail "10 cards 2x2: not 3 pages"
# Letter and custom sizes, in points.
expect_status 0 "$POLYX" render --paper letter ab.txt -o l.pdf
pdfinfo l.pdf | grep -Eq '^Page size: +612 x 792 pts' || fail "not a Letter page"
expect_status 0 "$POLYX" render --paper 200x100 --card 50x70 ab.txt -o c.pdf
pdfinfo c.pdf | grep -Eq '^Page size: +566\.9[0-9]* x 283\.4[0-9]* pts' || fail "not a 200x100 mm page"
# Game card sizes are named by the command line (output/ knows only the standard ones).
expect_status 0 "$POLYX" render --paper card --card polymo --bleed=0 ab.txt -o g.pdf
pdfinfo g.pdf | grep -Eq '^Page size: +419\.5[0-9]* x 595\.2[0-9]* pts' || fail "--card polymo: not a 148x210 mm card page"
expect_status 0 "$POLYX" render --paper card --card tarot --bleed=0 ab.txt -o t.pdf
pdfinfo t.pdf | grep -Eq '^Page size: +198\.4[0-9]* x 340\.1[0-9]* pts' || fail "--card tarot: not a 70x120 mm card page"
expect_status 0 "$POLYX" render --paper card --bleed ab.txt -o k.pdf
pdfinfo k.pdf | grep -Eq '^Page size: +195\.5[0-9]* x 266\.4[0-9]* pts' || fail "not a 69x94 mm card page (63x88 + 3 mm bleed)"
# Fonts embedded, for print shops (pdffonts, when present).
if command -v pdffonts >/dev/null 2>&1; then
  pdffonts ab.pdf >fonts || fail "pdffonts failed"
  grep -Eq '^[A-Z]{6}\+DejaVuSans-Bold +TrueType +[A-Za-z]+ +yes' fonts || { cat fonts; fail "DejaVu Sans Bold not embedded"; }
  grep -Eq 'no +(yes|no) +(yes|no) +[0-9]' fonts && { cat fonts; fail "a font is not embedded"; }
fi
# Accents survive (pdftotext, when present).
if command -v pdftotext >/dev/null 2>&1; then
  expect_status 0 "$POLYX" render --lang cs --answers ab.txt -o cs.pdf
  pdftotext cs.pdf - | grep -q 'Řešení 1' || fail "no 'Řešení 1' in the Czech PDF"
  expect_status 0 "$POLYX" render --lang de --answers --caption 'Größe 2' ab.txt -o de.pdf
  pdftotext de.pdf - | grep -q 'Lösung 1' || fail "no 'Lösung 1' in the German PDF"
  pdftotext de.pdf - | grep -q 'Größe 2' || fail "caption with accents lost"
fi
exit 0
