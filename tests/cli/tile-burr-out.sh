#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# tile-burr-out.sh: polyx tile --emit-burr writes BurrTools files that read back to the same
# problem and counts; --all and --max add the tilings as assemblies.
. "$srcdir/lib.sh"
d="$srcdir/data"
count() {
  "$POLYX" tile --count "$@" >out 2>err || { st=$?; cat err >&2; fail "polyx tile --count $*: exit $st"; }
  cat out
}
# Pentominoes 6x10 out and back in: 2339 / 9356.
expect_status 0 "$POLYX" tile -p pentominoes -r 6x10 --emit-burr p.xmpuzzle
[ -s p.xmpuzzle ] || fail "nothing written"
[ "$(count --burr p.xmpuzzle -d)" = 2339 ] || fail "6x10 distinct: $(cat out)"
[ "$(count --burr p.xmpuzzle)" = 9356 ] || fail "6x10: $(cat out)"
# A region with holes.
expect_status 0 "$POLYX" tile -p pentominoes -r "$d/region-8x8-centre.txt" --emit-burr h.xmpuzzle
[ "$(count --burr h.xmpuzzle -d)" = 65 ] || fail "8x8 hole: $(cat out)"
# --subset: min 0; and BurrTools' own min/max and variable cells back and forth.
expect_status 0 "$POLYX" tile -p 'I4*2,O4*2,T4*2,S4*2,L4*2' --subset -r 4x6 --emit-burr s.xmpuzzle
grep -q 'min="0" max="2"' s.xmpuzzle || fail "--subset is not min 0 max 2"
[ "$(count --burr s.xmpuzzle)" = "$(count -p 'I4*2,O4*2,T4*2,S4*2,L4*2' --subset -r 4x6)" ] || fail "subset"
for f in minmax:2 variable:1 minmax:1; do
  file="$d/burr-${f%:*}.xmpuzzle" n=${f#*:}
  before=$(count --burr "$file" --problem "$n")
  expect_status 0 "$POLYX" tile --burr "$file" --problem "$n" --emit-burr back.xmpuzzle
  [ "$(count --burr back.xmpuzzle)" = "$before" ] || fail "$f round trip: $(cat out), want $before"
done
expect_status 0 "$POLYX" tile --burr "$d/burr-variable.xmpuzzle" --emit-burr v.xmpuzzle
grep -q '#+++\|++++' v.xmpuzzle || fail "variable cells not written as '+'"
# Tilings as assemblies: one per tiling, one placement per piece.
expect_status 0 "$POLYX" tile -p pentominoes -r 6x10 -d --all --emit-burr a.xmpuzzle
[ "$(grep -c '<assembly>' a.xmpuzzle)" = 2339 ] || fail "assemblies: $(grep -c '<assembly>' a.xmpuzzle)"
grep -q 'state="2" assemblies="2339"' a.xmpuzzle || fail "not marked solved"
[ "$(count --burr a.xmpuzzle -d)" = 2339 ] || fail "read back with its assemblies"
expect_status 0 "$POLYX" tile -p pentominoes -r 6x10 --max 3 --emit-burr m.xmpuzzle
[ "$(grep -c '<assembly>' m.xmpuzzle)" = 3 ] || fail "--max 3: $(grep -c '<assembly>' m.xmpuzzle)"
# Where BurrTools puts a piece: the cell its (unturned) origin voxel lands on, and one of its
# transformations. polyx's domino stands (1x2): standing as drawn, 0 0 0 0; lying, turned a
# quarter (transformation 16: (x, y) to (-y, x)), its origin voxel on the right, 1 0 0 16.
expect_status 0 "$POLYX" tile -p I2 -r 1x2 --all --emit-burr v2.xmpuzzle
grep -q '<voxel x="1" y="2" z="1" name="I2" type="0">##</voxel>' v2.xmpuzzle || fail "domino shape"
grep -q '<assembly>0 0 0 0</assembly>' v2.xmpuzzle || { cat v2.xmpuzzle >&2; fail "domino standing"; }
expect_status 0 "$POLYX" tile -p I2 -r 2x1 --all --emit-burr h2.xmpuzzle
grep -q '<assembly>1 0 0 16</assembly>' h2.xmpuzzle || { cat h2.xmpuzzle >&2; fail "domino lying"; }
# An unused copy is 'x'.
expect_status 0 "$POLYX" tile -p 'I2*2' --subset -r 1x2 --all --emit-burr x2.xmpuzzle
grep -q '<assembly>0 0 0 0 x</assembly>' x2.xmpuzzle || { cat x2.xmpuzzle >&2; fail "unused copy"; }
# What BurrTools cannot say is refused, in one line, and nothing is left behind.
expect_status 65 "$POLYX" tile -p '^F,I' -r 2x5 --emit-burr o.xmpuzzle
expect_one_line_stderr
expect_stderr "one-sided"
[ -e o.xmpuzzle ] && fail "a refused file was left"
expect_status 65 "$POLYX" tile -p pentominoes --sizes 5:2 -r 2x5 --emit-burr o.xmpuzzle
expect_one_line_stderr
expect_stderr "size classes"
[ "$(ls -A | grep -c '\.tmp$')" = 0 ] || fail "a temporary file was left"
# A directory that does not exist: 73.
expect_status 73 "$POLYX" tile -p I2 -r 2x1 --emit-burr no/such/dir/f.xmpuzzle
expect_one_line_stderr
# /dev/full: a write error, 74.
if [ -w /dev/full ]; then
  expect_status 74 "$POLYX" tile -p pentominoes -r 6x10 --emit-burr /dev/full
fi
exit 0
