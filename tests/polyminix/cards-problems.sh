#!/bin/sh
# cards-problems.sh: the second game's 36 problems are each shown possible with one kit; the table and its answers print.
. "$srcdir/lib.sh"
expect_status 0 "$POLYX" cards problems -o problems.pdf
[ "$(grep -c ' possible$' out)" -eq 36 ] || { cat out; fail "not 36 problems possible"; }
grep -q '^16  square of side 8 ' out || fail "square of side 8 (the whole kit)"
grep -q '^54  area 26, perimeter 24 ' out || fail "area 26 perimeter 24"
command -v pdfinfo >/dev/null 2>&1 && { pdfinfo problems.pdf | grep -Eq '^Pages: +2$' || fail "2 pages"; }
exit 0
