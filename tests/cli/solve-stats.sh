#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# solve-stats.sh: --stats reports solutions, nodes, updates and time on stderr; --stats=profile the nodes per level.
. "$srcdir/lib.sh"
d=$srcdir/data

expect_status 0 "$POLYX" solve --count --stats "$d/queens5.dlx"
[ "$(cat out)" = 10 ] || fail "stdout must hold only the count"
expect_stderr '^\(25 options, 10\+18 items, 100 entries successfully read\)$'
expect_stderr '^Altogether 10 solutions, [0-9]+ nodes, [0-9]+ updates, [0-9.]+ s\.$'
grep -q Profile err && fail "profile without =profile"

expect_status 0 "$POLYX" solve --count --stats=profile "$d/queens5.dlx"
expect_stderr '^Profile:$'
expect_stderr '^  0: 1$'
# The nodes per level add up to the node count.
nodes=$(sed -n 's/^Altogether .* \([0-9]*\) nodes.*/\1/p' err)
sum=$(awk '/^ *[0-9]+: [0-9]+$/ {s += $2} END {print s}' err)
[ -n "$nodes" ] && [ "$nodes" = "$sum" ] || fail "profile sums to $sum, nodes $nodes"

expect_status 0 "$POLYX" solve --count --stats "$d/colors.dlx"
expect_stderr '^Altogether 1 solution, '

# Three numbers, three plurals: one option covering one item is 1 solution, 2 nodes, 1 update.
printf 'a |\na\n' >one.dlx
expect_status 0 "$POLYX" solve --stats one.dlx
expect_stderr '^Altogether 1 solution, 2 nodes, 1 update, [0-9.]* s\.$'

expect_status 64 "$POLYX" solve --stats=bogus "$d/queens5.dlx"
expect_stderr "invalid argument 'bogus' for --stats"
exit 0
