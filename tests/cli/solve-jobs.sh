#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# solve-jobs.sh: `polyx solve --count --jobs N` gives the count and statistics of one thread; bad --jobs values are usage errors.
. "$srcdir/lib.sh"
gen=$builddir/dlx/gen-dlx
# Small instances (the suite runs under sanitizers): 10 queens (724),
# Langford n=8 (300 counted raw), 3x20 pentominoes (8 raw), colours.
"$gen" queens 10 >q10.dlx || fail "gen-dlx queens 10"
"$gen" langford 8 >l8.dlx || fail "gen-dlx langford 8"
"$gen" pentominoes 3 20 >p320.dlx || fail "gen-dlx pentominoes 3 20"
for f in q10.dlx:724 l8.dlx:300 p320.dlx:8 "$top_srcdir/data/colors.dlx":; do
  file=${f%:*} want=${f##*:}
  "$POLYX" solve --count --stats=profile "$file" >one 2>one.stats || fail "$file, 1 thread"
  [ -z "$want" ] || [ "$(cat one)" = "$want" ] || fail "$file: $(cat one) solutions, want $want"
  for j in 2 3 0; do
    "$POLYX" solve --count --stats=profile --jobs $j "$file" >par 2>par.stats ||
      fail "$file, --jobs $j"
    cmp one par || fail "$file: --jobs $j counts $(cat par), one thread $(cat one)"
    # The statistics (nodes per level included) without the time.
    sed 's/, [0-9.]* s\.$//' one.stats >a
    sed 's/, [0-9.]* s\.$//' par.stats >b
    cmp a b || fail "$file: --jobs $j statistics differ: $(cat b) / $(cat a)"
  done
done
# Printing solutions on several threads: the same output (solve-jobs-order.sh checks every mode).
"$POLYX" solve q10.dlx >one || fail "queens 10, printing"
"$POLYX" solve --jobs 2 q10.dlx >par || fail "queens 10, printing, --jobs 2"
cmp one par || fail "queens 10: --jobs 2 prints other solutions"
# SIGINT stops every thread: exit 3, the counts so far, no partial count.
awk -v n=18 -f "$srcdir/data/queens.awk" >q18.dlx # far too long to finish
interrupt_after_1s "$POLYX" solve --count --jobs 2 q18.dlx
[ $st -eq 3 ] || { cat err >&2; fail "--jobs 2: exit $st after SIGINT, want 3"; }
expect_one_line_stderr
expect_stderr '^polyx: solve: interrupted after [0-9]+ solutions? \([0-9]+ nodes, [0-9]+ updates\)$'
[ -s out ] && fail "--jobs 2: a partial count was printed after SIGINT"
# Bad values.
for bad in -1 x 1025 ''; do
  "$POLYX" solve --count --jobs "$bad" q10.dlx >out 2>err
  [ $? -eq 64 ] || fail "--jobs '$bad' does not exit with 64"
  grep -q "^polyx: solve: --jobs: '$bad' is not a number from 0 to 1024" err || fail "--jobs '$bad': $(cat err)"
done
exit 0
