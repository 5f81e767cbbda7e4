#!/bin/sh
# cards-print.sh: polyx cards print, kit, problems, scoresheet write PDFs of the expected pages; errors leave no file.
. "$srcdir/lib.sh"
d=$srcdir/data
command -v pdfinfo >/dev/null 2>&1 || skip "pdfinfo not installed"

# one card: front, back (side B), answers: 3 A4 pages
expect_status 0 "$POLYX" cards print "$d/cards-good.txt" -o deck.pdf
pdfinfo deck.pdf >info || fail "pdfinfo"
grep -Eq '^Pages: +3$' info || { cat info; fail "not 3 pages"; }
expect_status 0 "$POLYX" cards print --no-answers --paper card "$d/cards-good.txt" -o deck2.pdf
pdfinfo deck2.pdf >info
grep -Eq '^Pages: +2$' info || { cat info; fail "not 2 pages"; }
grep -Eq '^Page size: +419\.5[0-9]* x 595\.2[0-9]* pts' info || { cat info; fail "not an A5 card page"; }
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
expect_status 0 "$POLYX" cards kit --copies 8 -o kit8.pdf
pdfinfo kit8.pdf | grep -Eq '^Pages: +2$' || fail "8 kits on 2 pages"
expect_status 0 "$POLYX" cards scoresheet --lang fr -o score.pdf
pdfinfo score.pdf | grep -Eq '^Pages: +1$' || fail "score sheet"
expect_status 64 "$POLYX" cards scoresheet
exit 0
