#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# solve-memo.sh: --count --memo gives the plain count (queens, colours, multiplicities,
# domino tilings too many for a plain count), names its engine, overflows loudly, and is refused
# where it cannot apply.
. "$srcdir/lib.sh"
d=$srcdir/data
gen=$builddir/dlx/gen-dlx

for inst in queens8-knuth.dlx:92 colors2.dlx:5 colors.dlx:1 two.dlx:2 nosol.dlx:0; do
  file=$d/${inst%:*} count=${inst##*:}
  expect_status 0 "$POLYX" solve --count --memo --stats "$file"
  [ "$(cat out)" = "$count" ] || fail "memo: $file: $(cat out) solutions, want $count"
  expect_stderr '^Engine: memo '
  # A table of one megabyte, and the same count.
  expect_status 0 "$POLYX" solve --count --memo=1 "$file"
  [ "$(cat out)" = "$count" ] || fail "memo=1: $file: $(cat out) solutions, want $count"
done
"$gen" langford 7 >l7.dlx || fail "gen-dlx langford 7"
expect_status 0 "$POLYX" solve --count --memo l7.dlx
[ "$(cat out)" = 52 ] || fail "Langford 7: $(cat out), want 52"

# Multiplicities where an option names no 1:1 item (Algorithm M's general
# case): memoised on sets of options, up to 1024 options; 7x7 0-1 matrices
# with two ones a line (OEIS A001499), by --memo and by the automatic choice.
expect_status 0 "$POLYX" solve --count --memo --stats "$d/mult.dlx"
[ "$(cat out)" = 3 ] || fail "mult.dlx: $(cat out) solutions, want 3"
expect_stderr '^Engine: memo '
awk 'BEGIN {
  for (i = 0; i < 7; i++) printf "2:2|r%d 2:2|c%d ", i, i
  print ""
  for (i = 0; i < 7; i++) for (j = 0; j < 7; j++) printf "r%d c%d\n", i, j
}' >m72.dlx
for memo in --memo ""; do
  # shellcheck disable=SC2086
  expect_status 0 "$POLYX" solve --count $memo --stats m72.dlx
  [ "$(cat out)" = 3110940 ] || fail "7x7 two ones a line $memo: $(cat out), want 3110940"
  expect_stderr '^Engine: memo '
done
# 1025 options: counted without memoisation. Two of 1025 options: C(1025,2).
awk 'BEGIN {
  printf "2|a"
  for (k = 0; k <= 1024; k++) printf " 0:1|p%d", k
  print ""
  for (k = 0; k <= 1024; k++) printf "a p%d\n", k
}' >wide.dlx
expect_status 0 "$POLYX" solve --count --memo --stats wide.dlx
[ "$(cat out)" = 524800 ] || fail "two of 1025: $(cat out), want 524800"
expect_stderr '^Engine: cells '

# Tetrominoes at most twice each in 4x5 (each option names cells, 1:1):
# memoised, the plain count.
"$POLYX" tile --pieces 'tetrominoes*2' --subset --region 4x5 --emit-dlx >t.dlx || fail "tile --emit-dlx"
expect_status 0 "$POLYX" solve --count t.dlx
plain=$(cat out)
expect_status 0 "$POLYX" solve --count --memo --stats t.dlx
[ "$(cat out)" = "$plain" ] || fail "tetrominoes: memo $(cat out), plain $plain"
expect_stderr '^Engine: memo '

# Domino tilings of 12x12, OEIS A004003: 53060477521960000, at once; of
# 14x14 (1.1e23) past 64 bits: status 3 and one line.
dominoes() {
  awk -v n="$1" 'BEGIN {
    for (r = 0; r < n; r++) for (c = 0; c < n; c++) printf "r%dc%d ", r, c
    print ""
    for (r = 0; r < n; r++) for (c = 0; c < n; c++) {
      if (c + 1 < n) printf "r%dc%d r%dc%d\n", r, c, r, c + 1
      if (r + 1 < n) printf "r%dc%d r%dc%d\n", r, c, r + 1, c
    }
  }'
}
dominoes 12 >d12.dlx
expect_status 0 "$POLYX" solve --count --memo d12.dlx
[ "$(cat out)" = 53060477521960000 ] || fail "12x12 dominoes: $(cat out)"
dominoes 14 >d14.dlx
expect_status 3 "$POLYX" solve --count --memo d14.dlx
expect_one_line_stderr
expect_stderr '^polyx: solve: the count does not fit in 64 bits'
[ ! -s out ] || fail "a count printed after an overflow"

# Refused where it cannot apply, and bad sizes.
for bad in "--memo" "--memo --count --max=3" "--memo --count --unique" "--memo --count --random" \
  "--memo=0 --count" "--memo=x --count" "--memo=16777217 --count"; do
  # shellcheck disable=SC2086
  expect_status 64 "$POLYX" solve $bad "$d/two.dlx"
  expect_stderr '^polyx: solve: '
done
exit 0
