#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# tile-distinct.sh: --distinct counts up to the group of the problem, and --stats and the man page name it.
. "$srcdir/lib.sh"

count() { # count WANT ARGS...
  cwant=$1; shift
  expect_status 0 "$POLYX" tile "$@" --count
  [ "$(cat out)" = "$cwant" ] || fail "tile $*: $(cat out), want $cwant"
}
# The literature: the 18 one-sided pentominoes tile 3x30 in 184 ways, 46 up to symmetry
# (a mirror image turns F into F', also in the set, so reflections count).
count 184 --pieces one-sided-pentominoes --region 30x3
count 46 --pieces one-sided-pentominoes --region 30x3 --distinct
count 46 --pieces one-sided-pentominoes --region 3x30 --distinct --jobs 2
expect_status 0 "$POLYX" tile --pieces one-sided-pentominoes --region 30x3 --count --distinct --stats
expect_stderr '^engine fast, [0-9]+ placements, symmetry group of order 4 \(identity, rot180, flip-lr, flip-tb\), symmetry breaking: piece '
# F with F': reflections belong; F alone or F twice with one F': rotations only.
count 16 --pieces "^F,^F',I1*10" --region 5x4 --distinct
count 38 --pieces "^F,^F',I1*15" --region 5x5 --distinct
expect_status 0 "$POLYX" tile --pieces "^F,^F',I1*15" --region 5x5 --count --distinct --stats
expect_stderr 'symmetry group of order 8 \(identity, rot90, rot180, rot270, flip-lr, flip-anti, flip-tb, flip-diag\)'
count 1 --pieces "^F,I1*4" --region 3x3 --distinct
expect_status 0 "$POLYX" tile --pieces "^F,I1*4" --region 3x3 --count --distinct --stats
expect_stderr 'symmetry group of order 4 \(identity, rot90, rot180, rot270\)'
count 32 --pieces "^F*2,^F',I1*10" --region 5x5 --distinct
count 9 --pieces "F,^N,^N',I1*5" --region 5x4 --distinct
# Plain counts use the group too (counted by orbits): the same numbers.
count 292 --pieces "^F,^F',I1*15" --region 5x5
count 292 --pieces "^F,^F',I1*15" --region 5x5 --engine dlx
# Free pieces: the region's group, as before.
count 2339 --pieces pentominoes --region 6x10 --distinct
expect_status 0 "$POLYX" tile --pieces pentominoes --region 6x10 --count --distinct --stats
expect_stderr 'symmetry group of order 4 \(identity, rot180, flip-lr, flip-tb\), symmetry breaking: piece X'
# A piece given in place: the pieces left decide (F given, F' left alone: no reflection).
printf '.FF..FF.\nFF....FF\n.F....F.\n' >twof.txt
expect_status 0 "$POLYX" tile --pieces "^F,^L4,^L4',I2*3,I1*4" --subset --region twof.txt --count --distinct --stats
expect_stderr 'order 2 \(identity, flip-lr\)'
[ "$(cat out)" = 8 ] || fail "two F's, F' absent: $(cat out)"
expect_status 0 "$POLYX" tile --pieces "^F,^F',^L4,^L4',I2*3,I1*4" --subset --region twof.txt --count --distinct --stats
expect_stderr 'order 1 \(identity\)'
[ "$(cat out)" = 16 ] || fail "two F's, F' left: $(cat out)"
# The man page defines distinct with these examples.
grep -q '^\.SH DISTINCT TILINGS' "$srcdir/../man/polyx-tile.1" || fail "man page: no DISTINCT TILINGS"
grep -q '46 distinct' "$srcdir/../man/polyx-tile.1" || fail "man page: no 3x30 example"
exit 0
