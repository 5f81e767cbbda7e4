#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# print-margins.sh: for the print shop: every word of every product 3 mm or more inside the cut (pdftotext -bbox against each page's TrimBox, a card a page where cards share a sheet); a card's ID broken only between two of its parts.
. "$srcdir/lib.sh"
command -v pdftotext >/dev/null 2>&1 || skip "pdftotext not installed"
command -v pdfinfo >/dev/null 2>&1 || skip "pdfinfo not installed"
# margins FILE: the words of FILE that lie inside a page's TrimBox (the page when it has none) but
# nearer its edge than 3 mm, one a line; words wholly past the cut (page footers) are not the
# product's. Status 1 when there is one.
margins() {
  pdfinfo -box -f 1 -l 99999 "$1" >box.txt || fail "pdfinfo -box $1"
  awk '/^Page +[0-9]+ size:/ { h[$2] = $6 }
       /^Page +[0-9]+ TrimBox:/ { print $2, $4, h[$2] - $7, $6, h[$2] - $5 }' box.txt >trim.txt
  pdftotext -bbox "$1" words.html 2>/dev/null || fail "pdftotext -bbox $1"
  awk -v file="$1" 'NR == FNR { x0[$1] = $2; y0[$1] = $3; x1[$1] = $4; y1[$1] = $5; next }
    /<page / { p++; match($0, /width="[^"]*"/); pw = substr($0, RSTART + 7, RLENGTH - 8) + 0
               match($0, /height="[^"]*"/); ph = substr($0, RSTART + 8, RLENGTH - 9) + 0
               if (!(p in x0)) { x0[p] = 0; y0[p] = 0; x1[p] = pw; y1[p] = ph } }
    /<word / { s = $0; sub(/^[^x]*xMin="/, "", s); gsub(/"[^0-9.-]*"?/, " ", s); split(s, b, " ")
      w = $0; sub(/.*">/, "", w); sub(/<.*/, "", w)
      if (b[3] < x0[p] || b[1] > x1[p] || b[4] < y0[p] || b[2] > y1[p]) next
      d = b[1] - x0[p]; if (x1[p] - b[3] < d) d = x1[p] - b[3]
      if (b[2] - y0[p] < d) d = b[2] - y0[p]; if (y1[p] - b[4] < d) d = y1[p] - b[4]
      d *= 25.4 / 72; n++
      if (d < 3 - 1e-6) { printf "%s page %d: %.2f mm from the cut: %s\n", file, p, d, w; bad++ } }
    END { if (!n) { print file ": no words"; bad++ } exit bad > 0 }' trim.txt words.html
}
gold=$srcdir/golden/ids/ids-0.2.txt
side=$(grep '^polyminix:' "$gold" | head -1)
genid=$(grep -E '^polyssimo:[0-9]+x[0-9]+:L[0-9]#' "$gold" | head -1)
printf 'AB\nCC\n' >r.txt
# The products, on pages of one card where cards share a sheet (the TrimBox is then the card's).
expect_status 0 "$POLYX" cards print "$side" --paper card -o side.pdf
expect_status 0 "$POLYX" cards print "$side" --paper card --ink light -o side-light.pdf
# Drafts: the DRAFT mark in the bleed, or inside the card without one.
expect_status 0 "$POLYX" cards print --draft --no-answers "$side" --paper card -o draft.pdf
expect_status 0 "$POLYX" cards print --draft --no-answers "$side" --paper card --bleed 0 -o draft0.pdf
expect_status 0 "$POLYX" cards kit -o kit.pdf
expect_status 0 "$POLYX" cards scoresheet -o score.pdf
expect_status 0 "$POLYX" cards problems -o problems.pdf
expect_status 0 "$POLYX" polymo sheet -o polymo.pdf
expect_status 0 "$POLYX" polymo sheet --per-page 4 --paper card -o polymo4.pdf
expect_status 0 "$POLYX" polyssimo puzzle --id "$genid" --paper card -o puzzle.pdf
# A user's puzzle that is not unique, printed as a draft (exit status 2: verify's verdict).
expect_status 2 "$POLYX" polyssimo verify --draft "$srcdir/data/polyssimo-two.txt" --paper card -o pdraft.pdf
expect_status 1 "$POLYX" polyssimo verify --draft "$srcdir/data/polyssimo-none.txt" --paper card --bleed 0 -o pdraft0.pdf
expect_status 0 "$POLYX" polyssimo board -o board.pdf
expect_status 0 "$POLYX" polyssimo pieces -o pieces.pdf
expect_status 0 "$POLYX" polymere set --backs -o set.pdf
expect_status 0 "$POLYX" render --paper card r.txt -o render.pdf
expect_status 0 "$POLYX" render --answers --paper card r.txt -o render-answers.pdf
: >near.txt
for f in side side-light draft draft0 kit score problems polymo polymo4 puzzle pdraft pdraft0 board pieces set render render-answers; do
  margins $f.pdf >>near.txt || true
done
[ ! -s near.txt ] || { cat near.txt >&2; fail "text nearer the cut than 3 mm"; }
# A card's ID on two lines is broken after a ':' or a ',' (retyped, it is the same ID).
expect_status 0 "$POLYX" cards print "$side" --paper card -o side.trace
grep '^text .*"polyminix:' side.trace >id.txt || fail "no ID on the card"
first=$(sed -n 1p id.txt | sed 's/.*"\(.*\)"$/\1/')
case $first in *: | *,) ;; *) fail "the ID broken inside a part: '$first'" ;; esac
second=$(grep -A1 '^text .*"polyminix:' side.trace | sed -n 2p | sed 's/.*"\(.*\)"$/\1/')
[ "$first$second" = "$side" ] || fail "the ID's two lines are not the ID: '$first' '$second'"
exit 0
