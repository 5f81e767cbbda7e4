#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# tile-errors.sh: polyx tile on bad input: one clear line on stderr and the documented exit status.
. "$srcdir/lib.sh"

# Unknown piece: 65, the name in the message.
expect_status 65 "$POLYX" tile --pieces pentominoes,Q --region 6x10
expect_one_line_stderr
expect_stderr "^polyx: .*unknown piece or set 'Q'"
# A region file that does not parse: FILE:LINE:COL.
expect_status 65 "$POLYX" tile --pieces X --region "$srcdir/data/tile-bad-char.txt"
expect_one_line_stderr
expect_stderr "^polyx: .*tile-bad-char.txt:1:3: "
# A region file that does not exist: 66.
expect_status 66 "$POLYX" tile --pieces X --region no-such-file.txt
expect_one_line_stderr
expect_stderr "^polyx: no-such-file.txt: cannot open"
# A bad size.
expect_status 65 "$POLYX" tile --pieces X --region 0x5
expect_one_line_stderr
# The area no choice of pieces matches: 65 before any search.
expect_status 65 "$POLYX" tile --pieces pentominoes --region 7x9
expect_one_line_stderr
expect_stderr "63 cells .* 60"
expect_status 65 "$POLYX" tile --pieces 'I2*3' --subset --region 7x1
expect_one_line_stderr
expect_status 65 "$POLYX" tile --pieces 'I2*3' --sizes 2:4 --region 2x4
expect_one_line_stderr
expect_stderr "4 pieces of size 2"
expect_status 65 "$POLYX" tile --pieces 'I1*9' --count-pieces 3 --region 2x2
expect_one_line_stderr
# Parity: the five tetrominoes in 4x5 have no tiling, said without a search.
expect_status 1 "$POLYX" tile --pieces tetrominoes --region 4x5 --stats
expect_stderr "checkerboard"
expect_status 0 "$POLYX" tile --pieces tetrominoes --region 4x5 --count
[ "$(cat out)" = 0 ] || fail "tetrominoes count: $(cat out)"
# No tiling at all (not for parity): exit 1, nothing printed.
expect_status 1 "$POLYX" tile --pieces O4 --region 4x1
[ -s out ] && fail "no tiling printed something"
# The budget runs out: 3.
expect_status 3 "$POLYX" tile --pieces pentominoes --region 6x10 --count --budget 1000
expect_one_line_stderr
expect_stderr "budget"
# Ctrl-C: a clean stop, a line on stderr, exit 3 (dlx on 8x8 with the square takes long).
"$POLYX" tile --pieces pentominoes,O4 --region 8x8 --count --engine dlx >out 2>err &
pid=$!
sleep 1
kill -INT $pid
wait $pid; st=$?
[ "$st" -eq 3 ] || fail "SIGINT: exit $st, want 3"
expect_one_line_stderr
expect_stderr "interrupted after"
# Usage errors: 64.
expect_status 64 "$POLYX" tile --region 6x10
expect_status 64 "$POLYX" tile --pieces X
expect_status 64 "$POLYX" tile --pieces X --region 3x3 --jobs 65
expect_stderr "tile: --jobs: .65. is not a number from 0 to 64"
expect_status 0 "$POLYX" tile --pieces pentominoes --region 6x10 --count --distinct --jobs 0
[ "$(cat out)" = 2339 ] || fail "--jobs 0 (every processor): $(cat out)"
expect_status 64 "$POLYX" tile --pieces X --region 3x3 --engine slow
expect_status 64 "$POLYX" tile --pieces X --region 3x3 --sizes 5
expect_status 64 "$POLYX" tile --pieces X --region 3x3 --count-pieces x
expect_status 64 "$POLYX" tile --pieces X --region 3x3 --count --all
expect_status 64 "$POLYX" tile --pieces X --region 3x3 extra
expect_status 64 "$POLYX" tile --pieces X --region 3x3 --bogus
# The fast engine forced on a region too big for it.
expect_status 64 "$POLYX" tile --pieces 'I1*1100' --region 1100x1 --engine fast --count
expect_one_line_stderr
# A write error: 74.
if [ -w /dev/full ]; then
  "$POLYX" tile --pieces pentominoes --region 6x10 >/dev/full 2>err; st=$?
  [ "$st" -eq 74 ] || fail "/dev/full: exit $st"
  [ "$(wc -l <err)" -eq 1 ] || fail "/dev/full: not one line on stderr"
  # A listing smaller than stdout's buffer (written only at the end) says why too.
  for what in "--all" "--max 1"; do
    "$POLYX" tile --pieces pentominoes --region 3x20 $what >/dev/full 2>err; st=$?
    [ "$st" -eq 74 ] || fail "/dev/full, 3x20 $what: exit $st"
    expect_stderr '^polyx: tile: cannot write the tilings: .'
    [ "$(wc -l <err)" -eq 1 ] || fail "/dev/full, 3x20 $what: not one line on stderr"
  done
fi
exit 0
