#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# tile-burr.sh: polyx tile --burr reads BurrTools files (hand-made ones in tests/data, gzip'd or
# not) with the counts the literature and polyx's own --pieces/--region problems give.
. "$srcdir/lib.sh"
d="$srcdir/data"
count() { # count ARGS...: the number polyx tile --count prints
  "$POLYX" tile --count "$@" >out 2>err || { st=$?; cat err >&2; fail "polyx tile --count $*: exit $st"; }
  cat out
}
# Pentominoes in 6x10: 2339 distinct, 9356 in all (as BurrTools counts: 2339 assemblies).
[ "$(count --burr "$d/burr-pentominoes.xmpuzzle" -d)" = 2339 ] || fail "6x10 distinct: $(cat out)"
[ "$(count --burr "$d/burr-pentominoes.xmpuzzle")" = 9356 ] || fail "6x10 all: $(cat out)"
# Gzip'd as BurrTools saves it: the same.
gzip -c "$d/burr-pentominoes.xmpuzzle" >p.xmpuzzle
[ "$(count --burr p.xmpuzzle --problem 1 -d)" = 2339 ] || fail "gzip: $(cat out)"
# Problem 2: 8x8 less its 2x2 centre, a region with a hole: 65 distinct, 520 in all.
[ "$(count --burr p.xmpuzzle --problem 2 -d)" = 65 ] || fail "8x8 hole distinct: $(cat out)"
[ "$(count --burr p.xmpuzzle --problem 2)" = 520 ] || fail "8x8 hole: $(cat out)"
# min/max: tetrominoes each 0..2 is --subset on two of each.
want=$(count -p 'I4*2,O4*2,T4*2,S4*2,L4*2' --subset -r 4x6)
[ "$(count --burr "$d/burr-minmax.xmpuzzle")" = "$want" ] || fail "min/max 0..2: $(cat out), want $want"
[ "$want" -gt 0 ] || fail "min/max: no tiling at all"
# I4 once or twice, O4 once, L4 twice, in 4x5 (20 cells): I4 twice.
want=$(count -p 'I4*2,O4,L4*2' -r 4x5)
[ "$(count --burr "$d/burr-minmax.xmpuzzle" --problem 2)" = "$want" ] || fail "min 1 max 2: $(cat out), want $want"
[ "$want" -gt 0 ] || fail "min 1 max 2: no tiling at all"
# Variable cells: 4x4 to cover and a row of 4 that may stay empty; I4 O4 T4 L4 and a domino
# (18 cells) cover two of the four: the sum over the six pairs of exact tilings.
sum=0
for pair in '..##' '.#.#' '.##.' '#..#' '#.#.' '##..'; do
  printf '....\n....\n....\n....\n%s\n' "$pair" >r.txt
  n=$(count -p I4,O4,T4,L4,I2 -r r.txt)
  sum=$((sum + n))
done
[ "$sum" -gt 0 ] || fail "variable: no tiling at all"
[ "$(count --burr "$d/burr-variable.xmpuzzle")" = "$sum" ] || fail "variable cells: $(cat out), want $sum"
# Distinct tilings are BurrTools' assemblies: burrTxt (BurrTools at dbbe94d of
# mbrown1413/BurrTools-notes) finds 150, 14 and 15 on these three problems.
[ "$(count --burr "$d/burr-minmax.xmpuzzle" -d)" = 150 ] || fail "min/max distinct: $(cat out)"
[ "$(count --burr "$d/burr-minmax.xmpuzzle" --problem 2 -d)" = 14 ] || fail "min 1 distinct: $(cat out)"
[ "$(count --burr "$d/burr-variable.xmpuzzle" -d)" = 15 ] || fail "variable distinct: $(cat out)"
# Variable cells: the dlx engine, and the group keeps only what maps them onto themselves
# (4x5 less its last row's certainty: flip-lr alone).
expect_status 0 "$POLYX" tile --burr "$d/burr-variable.xmpuzzle" --count -d --stats
expect_stderr '^engine dlx, .*symmetry group of order 2 \(identity, flip-lr\)'
expect_status 64 "$POLYX" tile --burr "$d/burr-variable.xmpuzzle" --count --engine fast
expect_one_line_stderr
expect_stderr 'fast engine cannot take cells that may stay empty'
# Distinct tilings with cells left empty: the same pieces in a 6x4 box whose middle 2x2 must be
# covered, the rest variable (group of order 4). L4 maps onto itself under no symmetry, so no
# tiling does: the distinct ones are a quarter of all. Then a 4x6 box all variable.
for r in '6 4 ++++++++##++++##++++++++' '4 6 ++++++++++++++++++++++++'; do
  set -- $r
  sed "s|x=\"4\" y=\"5\" z=\"1\" name=\"variable\" type=\"0\">[^<]*<|x=\"$1\" y=\"$2\" z=\"1\" name=\"variable\" type=\"0\">$3<|" \
    "$d/burr-variable.xmpuzzle" >box.xmpuzzle
  grep -q "x=\"$1\" y=\"$2\"" box.xmpuzzle || fail "box.xmpuzzle not made"
  all=$(count --burr box.xmpuzzle)
  [ "$all" -gt 0 ] || fail "$1x$2 variable: no tiling at all"
  [ "$(count --burr box.xmpuzzle -d)" = $((all / 4)) ] || fail "$1x$2 variable distinct: $(cat out), want $((all / 4))"
done
# It prints, proves unique and draws like any tile problem.
expect_status 0 "$POLYX" tile --burr "$d/burr-pentominoes.xmpuzzle"
[ "$(wc -l <out)" -eq 10 ] || fail "a tiling of 6x10 is 10 lines"
expect_status 2 "$POLYX" tile --burr "$d/burr-pentominoes.xmpuzzle" --unique
expect_status 0 "$POLYX" tile --burr "$d/burr-variable.xmpuzzle" --max 1 -o v.svg
[ -s v.svg ] || fail "no drawing"
exit 0
