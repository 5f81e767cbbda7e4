#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# solve-budget.sh: --budget N stops after N updates: exit 3 and a message when the answer is not known yet.
. "$srcdir/lib.sh"
d=$srcdir/data
awk -v n=8 -f "$d/queens.awk" >q8.dlx || fail awk

expect_status 3 "$POLYX" solve --count --budget 100 q8.dlx
[ -s out ] && fail "a partial count was printed"
expect_one_line_stderr
expect_stderr '^polyx: solve: the budget of 100 updates ran out'

expect_status 3 "$POLYX" solve --unique -b 50 q8.dlx
expect_status 3 "$POLYX" solve --budget 10 q8.dlx

# A budget large enough changes nothing.
expect_status 0 "$POLYX" solve --count --budget 100000000 q8.dlx
[ "$(cat out)" = 92 ] || fail "large budget: '$(cat out)'"
# 0 means no budget; the last one given wins.
expect_status 0 "$POLYX" solve --count --budget 10 --budget 0 q8.dlx
[ "$(cat out)" = 92 ] || fail "--budget 0: '$(cat out)'"
# An answer found within the budget: --unique stops at 2 solutions.
expect_status 2 "$POLYX" solve --unique --quiet --budget 100000000 q8.dlx
exit 0
