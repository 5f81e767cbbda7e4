#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# checks-first.sh: what a long command writes at its end (a drawing, a histogram) is checked before
# the work: its format, that it can be created, that its cards fit the paper. The work would have
# printed on standard output (the sheet, the puzzles' IDs, the table of games); nothing is.
. "$srcdir/lib.sh"
LC_ALL=C; export LC_ALL
# refused STATUS REGEX ARGS...: polyx ARGS exits STATUS with one line matching REGEX, stdout empty
refused() {
  want=$1 re=$2; shift 2
  expect_status "$want" "$POLYX" "$@"
  grep -v '^polyx: try ' err >err2 && mv err2 err
  expect_one_line_stderr
  expect_stderr "$re"
  [ -s out ] && { cat out >&2; fail "'$*': the work was done before the refusal"; }
  return 0
}
refused 73 "^polyx: polymo: cannot create 'no-dir/b\.pdf'" polymo best -o no-dir/b.pdf
refused 64 "^polyx: polymo best: cannot tell the format of 'b\.jpg'" polymo best -o b.jpg
refused 64 '^polyx: polymo: 1x1 sheets of 148x210 mm do not fit on a 40x40 mm page.*--paper a4 fits them; --layout office scales them to fit a desktop printer$' \
  polymo best -o b.pdf --paper 40x40
[ -e b.pdf ] && fail "polymo best: a page left behind"
refused 73 "^polyx: polymo: cannot create 'no-dir/h\.pdf'" polymo play --games 50 --histogram no-dir/h.pdf
refused 64 "^polyx: polymo play: cannot tell the format of 'h\.jpg'" polymo play --games 50 --histogram h.jpg
refused 73 "^polyx: polymere: cannot create 'no-dir/h\.pdf'" polymere play --games 20 --histogram no-dir/h.pdf
refused 64 "^polyx: polymere: cannot tell the format of 'h\.jpg'" polymere play --games 20 --histogram h.jpg
refused 73 "^polyx: polymere: cannot create 'no-dir/s\.pdf'" polymere solitaire -o no-dir/s.pdf
refused 64 "^polyx: polymere: cannot tell the format of 's\.jpg'" polymere solitaire -o s.jpg
refused 64 '^polyx: b\.pdf: 1x1 cards of 88x120 mm with their bleed do not fit on a 60x60 mm page.*--paper a5 fits them; --layout office scales them to fit a desktop printer$' \
  polyssimo book --count 1 -o b.pdf --paper 60x60
refused 64 '^polyx: b\.pdf: 9x9 cards of 88x120 mm' polyssimo book --count 1 -o b.pdf --nup 9x9
refused 64 '^polyx: p\.pdf: 1x1 cards of 88x120 mm' polyssimo puzzle -o p.pdf --paper 60x60
# tile: the drawing and the BurrTools file of the tilings found, checked before the search.
refused 73 "^polyx: tile: cannot create 'no-dir/t\.pdf'" tile -p pentominoes -r 6x10 --all -o no-dir/t.pdf
refused 64 '^polyx: tile: 1x1 cards of 63x88 mm with their bleed do not fit on a 30x30 mm page' \
  tile -p pentominoes -r 6x10 --all -o t.pdf --paper 30x30
refused 73 "^polyx: tile: cannot create 'no-dir/x\.xmpuzzle'" \
  tile -p pentominoes -r 6x10 --all --emit-burr no-dir/x.xmpuzzle
[ -e t.pdf ] && fail "tile: a page left behind"
# cards print: refused before the answers are solved (on a terminal, no count of them).
"$POLYX" cards generate --cards 2 --seed 3 -o deck.txt 2>/dev/null || fail "cards generate"
refused 64 '^polyx: cards: 1x1 cards of 148x210 mm with their bleed do not fit on a 50x50 mm page' \
  cards print deck.txt -o d.pdf --paper 50x50
refused 73 "^polyx: cards: cannot create 'no-dir/d\.pdf'" cards print deck.txt -o no-dir/d.pdf
refused 64 "^polyx: cards: --cell-mm 30: card 1A's figure" cards print deck.txt -o d.pdf --cell-mm 30
if command -v script >/dev/null 2>&1; then
  script -qec "'$POLYX' cards print deck.txt -o d.pdf --paper 50x50" tty.txt >/dev/null 2>&1 </dev/null
  grep -q 'do not fit' tty.txt || { cat -v tty.txt >&2; fail "cards print on a terminal: no refusal"; }
  grep -q 'cards print [0-9]' tty.txt && { cat -v tty.txt >&2; fail "cards print: answers solved before the paper was checked"; }
fi
[ -e d.pdf ] && fail "cards print: a page left behind"
# An output of no known format: one wording in every command.
for c in "tile -p pentominoes -r 6x10 -o x.jpg" "polymere set -o x.jpg" "polymo best -o x.jpg" \
         "cards print deck.txt -o x.jpg" "polyssimo book --count 1 -o x.jpg" "polymo sheet -o x.jpg"; do
  expect_status 64 "$POLYX" $c
  expect_stderr "^polyx: [a-z ]+: cannot tell the format of 'x\.jpg': use \.pdf, \.svg(, \.svgz)? or \.png$"
done
exit 0
