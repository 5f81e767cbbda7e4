#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# solve-random.sh: --random --seed S gives one valid solution; the same seed gives the same bytes, seeds differ.
. "$srcdir/lib.sh"
d=$srcdir/data
awk -v n=8 -f "$d/queens.awk" >q8.dlx || fail awk   # 92 solutions

valid() { # a solution of 8-queens: 8 lines, each row and column once
  [ "$(grep -c . "$1")" -eq 8 ] || return 1
  for i in 0 1 2 3 4 5 6 7; do
    [ "$(grep -c "^r$i " "$1")" -eq 1 ] || return 1
    [ "$(grep -c " c$i " "$1")" -eq 1 ] || return 1
  done
}

expect_status 0 "$POLYX" solve --random --seed 1 q8.dlx
valid out || { cat out >&2; fail "seed 1: not a solution"; }
cp out s1
expect_status 0 "$POLYX" solve --random --seed 1 q8.dlx
cmp -s out s1 || fail "same seed, different output"

# Without --seed the seed is 0.
expect_status 0 "$POLYX" solve --random q8.dlx
cp out s0
expect_status 0 "$POLYX" solve --random --seed=0 q8.dlx
cmp -s out s0 || fail "--random is not --seed 0"

# Different seeds reach different solutions (92 to choose from).
distinct=$(for s in 2 3 4 5 6 7 8 9; do
  "$POLYX" solve -s $s q8.dlx | tr '\n' ' '; echo; done | sort -u | wc -l)
[ "$distinct" -ge 2 ] || fail "8 seeds gave only $distinct solution(s)"

# A random search still counts every solution.
expect_status 0 "$POLYX" solve --random --seed 7 --count q8.dlx
[ "$(cat out)" = 92 ] || fail "--random --count: '$(cat out)'"
exit 0
