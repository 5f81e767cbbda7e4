#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# solve-unique.sh: --unique exits 0 for exactly one solution, 1 for none, 2 for more; prints what it found unless --quiet.
. "$srcdir/lib.sh"
d=$srcdir/data

expect_status 0 "$POLYX" solve --unique "$d/colors.dlx"
printf 'p r x:A y\nq x:A\n' >want
cmp -s out want || fail "--unique on a unique problem: wrong output"

expect_status 1 "$POLYX" solve --unique "$d/nosol.dlx"
[ -s out ] && fail "--unique, no solution: output not empty"

expect_status 2 "$POLYX" solve --unique "$d/queens5.dlx"
# It stops at the second solution: two solutions printed.
[ "$(grep -c '^$' out)" -eq 1 ] || fail "--unique, many: want 2 solutions printed"

expect_status 2 "$POLYX" solve -u -q "$d/two.dlx"
[ -s out ] && fail "--unique --quiet printed"
expect_status 0 "$POLYX" solve -uq "$d/colors.dlx"
[ -s out ] && fail "-uq printed"

# --unique with --count: the count stops at 2, the status says which.
expect_status 2 "$POLYX" solve --unique --count "$d/queens5.dlx"
[ "$(cat out)" = 2 ] || fail "--unique --count: '$(cat out)'"
exit 0
