#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# summary-lines.sh: the commands that run for seconds end with one line on stderr saying what
# they wrote (cards generate, cards print, polyssimo book, polymere set; a PNG of several pages
# names its files), keep machine-readable lines to what was asked, and check -o before the work.
. "$srcdir/lib.sh"
LC_ALL=C; export LC_ALL

# polyssimo book: no -o is refused at once, before any puzzle is made.
expect_status 64 "$POLYX" polyssimo book --count 50
[ -s out ] && fail "book without -o printed puzzles"
expect_stderr "^polyx: polyssimo book: -o FILE is required \(\.pdf, \.svg, \.png\)$"
# An output of no known format: refused as soon, nothing on stdout.
expect_status 64 "$POLYX" polyssimo book --count 50 -o book.jpg
[ -s out ] && fail "book -o book.jpg printed puzzles"
expect_stderr "^polyx: polyssimo book: cannot tell the format of 'book\.jpg'"
# With -o: the provenance line then the IDs on stdout, one a line (polyssimo verify reads them
# back), and one summary line.
expect_status 0 "$POLYX" polyssimo book --count 1 --seed 2 -o book.pdf
head -1 out | grep -Eq '^# polyx [0-9.]+, libdlx [0-9.]+, seed 2$' || { cat out >&2; fail "book: no provenance line"; }
sed -i 1d out
[ "$(wc -l <out)" -eq 3 ] || { cat out >&2; fail "book: not 3 lines on stdout"; }
grep -qv '^polyssimo:' out && { cat out >&2; fail "book: stdout holds more than the IDs"; }
expect_one_line_stderr
expect_stderr "^3 puzzles, each unique by two counts: book\.pdf, [0-9]+ s$"
"$POLYX" polyssimo verify "$(head -1 out)" >/dev/null 2>&1 || fail "book: its first ID does not verify"
# On a terminal (script(1) gives one), a count while the puzzles are made, cleared after.
if command -v script >/dev/null 2>&1; then
  script -qec "'$POLYX' polyssimo book --count 1 --seed 2 -o tty.pdf" tty.txt >/dev/null 2>&1 \
    || fail "book on a terminal"
  grep -q 'polyx: polyssimo book [0-2]/3' tty.txt || { cat -v tty.txt >&2; fail "book: no progress on a terminal"; }
  grep -q '3 puzzles, each unique by two counts: tty\.pdf' tty.txt || fail "book on a terminal: no summary"
fi
# --verbose: the search figures too.
expect_status 0 "$POLYX" polyssimo book --count 1 --seed 2 --verbose -o book.pdf
[ "$(grep -c '^level [123] pieces [0-9]* nodes' out)" -eq 3 ] || { cat out >&2; fail "book --verbose: no figures"; }

# cards generate: the deck, then one line saying what was written.
expect_status 0 "$POLYX" cards generate --cards 2 --seed 3 -o deck.txt
expect_one_line_stderr
expect_stderr "^2 cards, 4 challenges: deck\.txt, [0-9]+ s$"
expect_status 0 "$POLYX" cards generate --cards 1 --seed 3
expect_stderr "^1 card, 2 challenges: standard output, [0-9]+ s$"
# cards print: to a PDF, and to PNG pages, each file named.
expect_status 0 "$POLYX" cards print deck.txt -o deck.pdf
expect_one_line_stderr
expect_stderr "^2 cards: deck\.pdf, [0-9]+ s$"
expect_status 0 "$POLYX" cards print deck.txt --dpi 20 -o card.png
expect_one_line_stderr
n=$(ls card-*.png | wc -l)
[ "$n" -ge 2 ] || fail "cards print to PNG: not several pages ($n)"
expect_stderr "^2 cards: card-1\.png \.\.\. card-$n\.png, [0-9]+ s$"

# render: one file says nothing; PNG pages, their files.
printf 'XX.\n.XX\n\nX\n\nXXX\n' >figs.txt
expect_status 0 "$POLYX" render figs.txt -o figs.pdf
[ -s err ] && { cat err >&2; fail "render to one file said something"; }
expect_status 0 "$POLYX" render figs.txt -o fig.png
expect_one_line_stderr
expect_stderr "^3 figures: fig-1\.png \.\.\. fig-3\.png$"

# polymere set: one line naming the file.
expect_status 0 "$POLYX" polymere set -o set.pdf
[ -s out ] && { cat out >&2; fail "polymere set wrote to stdout"; }
expect_one_line_stderr
expect_stderr "^set\.pdf: 124 tiles "

# polymere check --board writes the board alone on stdout, which polymere board reads back.
expect_status 0 "$POLYX" polymere check --board "$top_srcdir/tests/games/polymere/data/chain.txt"
grep -q '^legal: ' err || { cat err >&2; fail "check --board: the report is not on stderr"; }
grep -q '^legal: ' out && fail "check --board: the report is mixed into the board"
cp out board.txt
expect_status 0 "$POLYX" polymere board board.txt
exit 0
