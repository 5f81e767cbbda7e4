#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# solve-count.sh: --count prints one decimal number; --max N stops after N solutions; the last repeated option wins.
. "$srcdir/lib.sh"
d=$srcdir/data
awk -v n=6 -f "$d/queens.awk" >q6.dlx || fail awk   # 4 solutions

expect_status 0 "$POLYX" solve --count q6.dlx
[ "$(cat out)" = 4 ] || fail "--count: '$(cat out)'"
[ "$(wc -l <out)" -eq 1 ] || fail "--count: not one line"

# No solution is still a count: exit 0, prints 0.
expect_status 0 "$POLYX" solve -c "$d/nosol.dlx"
[ "$(cat out)" = 0 ] || fail "--count on nosol: '$(cat out)'"

# --max with --count.
expect_status 0 "$POLYX" solve --count --max 3 q6.dlx
[ "$(cat out)" = 3 ] || fail "--count --max 3: '$(cat out)'"
expect_status 0 "$POLYX" solve --count --max=10 q6.dlx
[ "$(cat out)" = 4 ] || fail "--count --max 10: '$(cat out)'"
expect_status 0 "$POLYX" solve --count -m 0 q6.dlx   # 0: no limit
[ "$(cat out)" = 4 ] || fail "--max 0: '$(cat out)'"

# The last of a repeated option wins.
expect_status 0 "$POLYX" solve --count --max 1 --max 2 q6.dlx
[ "$(cat out)" = 2 ] || fail "--max 1 --max 2: '$(cat out)'"

# --max when printing: N solutions, N-1 blank lines.
expect_status 0 "$POLYX" solve --max 2 q6.dlx
[ "$(grep -c '^$' out)" -eq 1 ] || fail "--max 2: want 2 solutions"
[ "$(grep -c . out)" -eq 12 ] || fail "--max 2: want 12 option lines"
expect_status 0 "$POLYX" solve -m1 q6.dlx
[ "$(grep -c '^$' out)" -eq 0 ] && [ "$(grep -c . out)" -eq 6 ] || fail "-m1: want 1 solution"
exit 0
