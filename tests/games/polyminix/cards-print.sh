#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# cards-print.sh: polyx cards print, kit, problems, scoresheet write PDFs of the expected pages; errors leave no file.
. "$srcdir/lib.sh"
d=$srcdir/data
command -v pdfinfo >/dev/null 2>&1 || skip "pdfinfo not installed"

# one card: front, back (side B), answers: 3 A4 pages
expect_status 0 "$POLYX" cards print "$d/cards-good.txt" -o deck.pdf
pdfinfo deck.pdf >info || fail "pdfinfo"
grep -Eq '^Pages: +3$' info || { cat info; fail "not 3 pages"; }
expect_status 0 "$POLYX" cards print --no-answers --paper card --bleed=0 "$d/cards-good.txt" -o deck2.pdf
pdfinfo deck2.pdf >info
grep -Eq '^Pages: +2$' info || { cat info; fail "not 2 pages"; }
grep -Eq '^Page size: +419\.5[0-9]* x 595\.2[0-9]* pts' info || { cat info; fail "not an A5 card page"; }
# with the default 3 mm of bleed, a card page is the A5 card and its bleed
expect_status 0 "$POLYX" cards print --no-answers --paper card "$d/cards-good.txt" -o deck3.pdf
pdfinfo deck3.pdf | grep -Eq '^Page size: +436\.5[0-9]* x 612\.2[0-9]* pts' || fail "not 154x216"
# the front of a green card is green: a pixel of the card's margin (the A5
# card is centred on A4 at x 31..179, y 40.5..250.5 mm)
if command -v pdftoppm >/dev/null 2>&1; then
  pdftoppm -r 50 -f 1 -l 1 -singlefile deck.pdf front || fail "pdftoppm"
  hdr=$(head -n 3 front.ppm | wc -c)
  w=$(head -n 2 front.ppm | tail -n 1 | cut -d' ' -f1)
  x=$((33 * 50 * 10 / 254)); y=$((150 * 50 * 10 / 254))
  rgb=$(od -An -tu1 -j $((hdr + (y * w + x) * 3)) -N 3 front.ppm)
  echo "$rgb" | awk '{ exit !($2 > $1 + 40 && $2 > 120) }' || fail "card margin is '$rgb', not green"
fi
# byte-identical twice
expect_status 0 "$POLYX" cards print --jobs 1 "$d/cards-good.txt" -o again.pdf
cmp deck.pdf again.pdf || fail "two prints differ"
expect_status 0 "$POLYX" cards print --jobs 2 "$d/cards-good.txt" -o jobs.pdf
cmp deck.pdf jobs.pdf || fail "print --jobs 2 differs"
# a faulty card is not printed
expect_status 1 "$POLYX" cards print "$d/cards-bad-cover.txt" -o bad.pdf
expect_stderr 'card rect side A box 2'
[ ! -e bad.pdf ] || fail "a file was left"
# PNG: one file per page
expect_status 0 "$POLYX" cards print --no-answers "$d/cards-good.txt" -o card.png
[ -s card-1.png ] && [ -s card-2.png ] || fail "PNG pages"

expect_status 0 "$POLYX" cards kit -o kit.pdf
pdfinfo kit.pdf | grep -Eq '^Pages: +1$' || fail "kit pages"
# six kits on one A4 sheet, as few sheets as they fit on
expect_status 0 "$POLYX" cards kit --copies 6 -o kit6.pdf
pdfinfo kit6.pdf | grep -Eq '^Pages: +1$' || fail "6 kits not on 1 page"
expect_status 0 "$POLYX" cards kit --copies 8 -o kit8.pdf
pdfinfo kit8.pdf | grep -Eq '^Pages: +2$' || fail "8 kits on 2 pages"
expect_status 0 "$POLYX" cards scoresheet --lang fr -o score.pdf
pdfinfo score.pdf | grep -Eq '^Pages: +1$' || fail "score sheet"
expect_status 64 "$POLYX" cards scoresheet
# what a printer cannot honour is refused with a reason, never ignored
expect_status 64 "$POLYX" cards print --paper 100x150 "$d/cards-good.txt" -o small.pdf
expect_stderr 'do not fit on a 100x150 mm page'
[ ! -e small.pdf ] || fail "a file was left"
expect_status 64 "$POLYX" cards print --cell-mm 40 "$d/cards-good.txt" -o big.pdf
expect_stderr 'a card has room for 138x99 mm'
expect_status 0 "$POLYX" cards print --cell-mm 12 "$d/cards-good.txt" -o c12.pdf
cmp -s deck.pdf c12.pdf && fail "--cell-mm 12 changed nothing"
expect_status 64 "$POLYX" cards scoresheet --paper a5 -o sl.pdf
expect_stderr 'this sheet needs a page of 200x275 mm or more'
expect_status 64 "$POLYX" cards scoresheet --cell-mm 12 -o sc.pdf
expect_status 64 "$POLYX" cards verify --bleed=3 "$d/cards-good.txt"
expect_stderr 'verify draws no page: --bleed cannot be honoured'
# 2 A5 cards on A3, their answers on cards of their own
expect_status 0 "$POLYX" cards print --paper a3 --nup 2x1 "$d/cards-good.txt" "$d/cards-good.txt" -o a3.pdf
pdfinfo a3.pdf | grep -Eq '^Pages: +3$' || fail "2 cards on A3: not 3 pages"
exit 0
