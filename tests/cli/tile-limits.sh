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
exit 0
