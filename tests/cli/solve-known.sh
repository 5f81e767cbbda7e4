#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# solve-known.sh: polyx solve --count gives the counts known from mathematics or worked out by hand.
. "$srcdir/lib.sh"
d=$srcdir/data

check_count() { # FILE WANT
  expect_status 0 "$POLYX" solve --count "$1"
  [ "$(cat out)" = "$2" ] || fail "$1: counted '$(cat out)', want $2"
  [ -s err ] && { cat err >&2; fail "$1: unexpected stderr"; }
  return 0
}
check_count "$d/two.dlx" 2          # by hand: {a b, c}, {a, b c}
check_count "$d/nosol.dlx" 0        # b is in no option
check_count "$d/colors.dlx" 1       # Knuth's colour example: {q x:A, p r x:A y}
check_count "$d/colors2.dlx" 5      # listed in the file
check_count "$d/mult.dlx" 3         # multiplicities, listed in the file
check_count "$d/queens4.dlx" 2      # OEIS A000170
check_count "$d/queens5.dlx" 10
check_count "$d/queens8-knuth.dlx" 92   # as Knuth's queens-dlx writes it

# n-queens for n = 1..8 through secondary diagonal items (OEIS A000170).
n=1
for want in 1 0 0 2 10 4 40 92; do
  awk -v n=$n -f "$d/queens.awk" >q$n.dlx || fail "awk"
  check_count q$n.dlx $want
  n=$((n + 1))
done
exit 0
