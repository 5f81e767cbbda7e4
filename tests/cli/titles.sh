#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# titles.sh: --title TEXT (any UTF-8 text, checked as cards --title is) on every product that prints a title: the Polyssimo book, puzzle and sheets, the Polymo sheet; the page footer and the PDF title.
. "$srcdir/lib.sh"
command -v pdftotext >/dev/null 2>&1 || skip "pdftotext not installed"
command -v pdfinfo >/dev/null 2>&1 || skip "pdfinfo not installed"
t='Classe de 5e B — énigmes'
# titled FILE: the title is the PDF's and every page's footer.
titled() {
  pdfinfo "$1" | grep -q "^Title: *$t\$" || fail "$1: the PDF title is not '$t'"
  pages=$(pdfinfo "$1" | awk '/^Pages:/ { print $2 }')
  [ "$(pdftotext "$1" - | grep -c "^$t · page [0-9]*/$pages\$")" -eq "$pages" ] || fail "$1: a footer without '$t'"
}
expect_status 0 "$POLYX" polyssimo book -n 1 --seed 1 --title "$t" -o book.pdf
titled book.pdf
expect_status 0 "$POLYX" polyssimo puzzle --seed 1 --title "$t" -o puzzle.pdf
titled puzzle.pdf
expect_status 0 "$POLYX" polyssimo board --title "$t" -o board.pdf
titled board.pdf
expect_status 0 "$POLYX" polymo sheet --title "$t" -o sheet.pdf
titled sheet.pdf
# The title's checker is cards': blanks at the ends, control characters, bytes that are not
# UTF-8, a word that starts a comment and a title of 128 bytes or more are usage errors, no file.
long=$(printf '%0128d' 0)
for bad in ' lead' "$(printf 'a\tb')" "$(printf 'caf\351')" 'a #b' "$long"; do
  for cmd in "polyssimo book -n 1" "polymo sheet"; do
    expect_status 64 "$POLYX" $cmd --title "$bad" -o bad.pdf
    expect_stderr "^polyx: (polyssimo|polymo): --title: a title "
    [ ! -e bad.pdf ] || fail "$cmd --title '$bad': a file written"
  done
  expect_status 64 "$POLYX" cards print --title "$bad" x.txt -o bad.pdf
  expect_stderr "^polyx: cards: --title: a title "
done
# Where nothing is drawn, --title is refused.
expect_status 64 "$POLYX" polyssimo play --title "$t"
expect_stderr "polyssimo play: .-title applies to"
exit 0
