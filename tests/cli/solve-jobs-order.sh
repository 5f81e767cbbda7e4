#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# solve-jobs-order.sh: every mode of `polyx solve` (printing, --max, --unique, --budget, --random, --stats) gives the same bytes and exit status with --jobs 1, 2, 3 and 8, for every engine, with colours and multiplicities.
. "$srcdir/lib.sh"
gen=$builddir/dlx/gen-dlx
"$gen" queens 9 >q9.dlx || fail "gen-dlx queens 9"       # 352 solutions
"$gen" langford 8 >l8.dlx || fail "gen-dlx langford 8"   # 300
"$gen" pentominoes 3 20 >p320.dlx || fail "gen-dlx pentominoes 3 20"
# Algorithm M: a 3x6 box of monominoes (two to four) and dominoes.
awk 'BEGIN { R = 3; C = 6; printf "2:4|m 0:9|d"
  for (r = 0; r < R; r++) for (c = 0; c < C; c++) printf " x%d%d", r, c; print ""
  for (r = 0; r < R; r++) for (c = 0; c < C; c++) {
    print "m x" r c
    if (c + 1 < C) print "d x" r c " x" r c + 1
    if (r + 1 < R) print "d x" r c " x" r + 1 c } }' >m36.dlx || fail awk

# run NAME ARGS...: polyx solve ARGS with each --jobs; stdout, exit status
# and stderr (times taken out) must be those of --jobs 1.
run() {
  name=$1; shift
  "$POLYX" solve --jobs 1 "$@" >one.out 2>one.err; st1=$?
  sed -E 's/, [0-9.]+ s( |\.|$)/,\1/' one.err >one.e
  for j in 2 3 8; do
    "$POLYX" solve --jobs $j "$@" >par.out 2>par.err; st=$?
    [ $st -eq $st1 ] || fail "$name, $*: --jobs $j exits $st, one thread $st1"
    cmp -s one.out par.out || fail "$name, $*: --jobs $j prints other bytes"
    sed -E 's/, [0-9.]+ s( |\.|$)/,\1/' par.err >par.e
    cmp -s one.e par.e || fail "$name, $*: --jobs $j: stderr '$(cat par.e)', one thread '$(cat one.e)'"
  done
}

for f in q9.dlx l8.dlx p320.dlx m36.dlx "$top_srcdir/data/colors.dlx" \
         "$top_srcdir/tests/data/colors2.dlx"; do
  for e in links cells; do
    case $f in m36.dlx) [ $e = cells ] && continue ;; esac
    run "$f, $e" --engine=$e "$f"
    run "$f, $e" --engine=$e --stats=profile --max 7 "$f"
    run "$f, $e" --engine=$e --max 1 "$f"
    run "$f, $e" --engine=$e --unique "$f"
    for b in 300 40000; do
      run "$f, $e" --engine=$e --stats=profile --budget $b "$f"
      run "$f, $e" --engine=$e --count --stats --budget $b "$f"
    done
    run "$f, $e" --engine=$e --random --seed 3 "$f"
    run "$f, $e" --engine=$e --random --seed 11 --max 5 "$f"
    run "$f, $e" --engine=$e --random --seed 5 --count --stats=profile "$f"
  done
done
# The checks above can fail: a budget that stops elsewhere is seen.
"$POLYX" solve --jobs 1 --budget 40000 q9.dlx >one.out 2>one.err
"$POLYX" solve --jobs 2 --budget 40001 q9.dlx >par.out 2>par.err
cmp -s one.err par.err && fail "budgets 40000 and 40001 stop at the same place"
exit 0
