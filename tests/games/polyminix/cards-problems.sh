#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# cards-problems.sh: the second game's 36 problems are each shown possible with one kit; the table and its answers print.
. "$srcdir/lib.sh"
expect_status 0 "$POLYX" cards problems -o problems.pdf
[ "$(grep -c ' possible$' out)" -eq 36 ] || { cat out; fail "not 36 problems possible"; }
grep -q '^16  square of side 8 ' out || fail "square of side 8 (the whole kit)"
grep -q '^54  area 26, perimeter 24 ' out || fail "area 26 perimeter 24"
command -v pdfinfo >/dev/null 2>&1 && { pdfinfo problems.pdf | grep -Eq '^Pages: +2$' || fail "2 pages"; }
# the rulebook's table did not survive: the page says the table is polyx's own
expect_status 0 "$POLYX" cards problems -o problems.trace
grep -q "This table is polyx's own" problems.trace || fail "no note on the table's origin"
# a kit that cannot do them all: every problem listed, the failures marked, exit 1
expect_status 1 "$POLYX" cards problems --kit F,I,L,N,P,T,U,V
[ "$(grep -c '^[1-6][1-6]  ' out)" -eq 36 ] || { cat out; fail "not all 36 problems listed"; }
grep -q '^66  area 64, perimeter 32 *NOT SHOWN POSSIBLE$' out || { cat out; fail "the last problem not marked"; }
grep -q ' possible$' out || fail "no problem possible"
expect_stderr '^polyx: cards: [0-9]+ of 36 problems not shown possible with this kit$'
expect_one_line_stderr
exit 0
