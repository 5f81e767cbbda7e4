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

# The fast engine's tables stay within 96 MiB on a large board (15 sets of pentominoes in 30x30
# took 604 MB): under a 300 MB address-space limit it starts and runs out of budget, not memory.
# (Where the limit stops polyx from starting at all, as under AddressSanitizer, this is skipped.)
if (ulimit -v 300000 2>/dev/null && "$POLYX" --version >/dev/null 2>&1); then
  (ulimit -v 300000; exec "$POLYX" tile -p 'pentominoes*15' -r 30x30 --engine fast --budget 1000) >out 2>err; st=$?
  [ $st -eq 3 ] || { cat err >&2; fail "15 x pentominoes in 30x30 under 300 MB: exit $st, want 3"; }
fi
# --output on a region past render's bound (1,000,000 cells) is refused as render refuses it,
# before the search: render's one check, no file.
expect_status 65 "$POLYX" tile -p 'I2*10000' -r 1001x1000 -o big.pdf
expect_one_line_stderr
expect_stderr "^polyx: tile: --output: region '1001x1000': 1001x1000 cells: a drawing has at most 1000000\$"
awk 'BEGIN { for (y = 0; y < 1001; y++) { s = ""; for (x = 0; x < 1000; x++) s = s "."; print s } }' >big.txt
expect_status 65 "$POLYX" tile -p 'I2*10000' -r big.txt -o big.svg
expect_stderr "^polyx: tile: --output: region 'big.txt': 1000x1001 cells: a drawing has at most 1000000\$"
ls -a | grep -q 'big\.\(pdf\|svg\)' && fail "a drawing was written for a region past the bound"
# Without --output the same region goes on to the search (here: the pieces' area is wrong).
expect_status 65 "$POLYX" tile -p 'I2*10000' -r 1001x1000 --count
expect_stderr 'cells to cover but the pieces have'
exit 0
