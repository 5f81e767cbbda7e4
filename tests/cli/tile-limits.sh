#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# tile-limits.sh: hopeless tile requests are refused at once, with a reason.
. "$srcdir/lib.sh"

# Sure to have more than 5000000 placements: refused before any is made (was 10-30 s).
refused_fast() { # refused_fast REGEX ARGS...: exit 65 within 30 s (a sanitized build on a busy machine), REGEX on stderr
  rregex=$1; shift
  start=$(date +%s)
  expect_status 65 "$POLYX" tile "$@"
  end=$(date +%s)
  [ $((end - start)) -le 30 ] || fail "tile $*: $((end - start)) s to refuse"
  expect_stderr "$rregex"
  expect_one_line_stderr
}
refused_fast '^polyx: tile: at least [0-9]+ placements, more than 5000000: the region is too large for these pieces$' \
  --pieces 'octominoes*10000' --subset --region 256x256 --count --budget 1000
refused_fast 'at least [0-9]+ placements' --pieces 'octominoes*10000' --subset --region 4096x4096 --count --budget 1000
# No choice of pieces covers the area: the sums of the bounds tell at once.
refused_fast "^polyx: tile: no choice of pieces allowed covers the region's 16777216 cells$" \
  --pieces 'I1*10000,I2*10000' --subset --region 4096x4096 --count
refused_fast "no choice of pieces allowed covers" --pieces 'octominoes*10000' --subset --count-pieces 100:200 \
  --region 64x64 --count
exit 0
