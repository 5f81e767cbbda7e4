#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# solve-engine.sh: --engine links and bits give DLX1's own nodes and updates (DLX2's nodes with colours), cells and auto the same counts (multiplicities too); --stats names the engine.
. "$srcdir/lib.sh"
d=$srcdir/data
gen=$builddir/dlx/gen-dlx

# Knuth's DLX1 on queens8-knuth.dlx: 92 solutions, 1049 nodes, 16680
# updates; DLX2 on colors2.dlx: 5 solutions, 9 nodes, 27 updates.
expect_status 0 "$POLYX" solve --count --stats --engine=links "$d/queens8-knuth.dlx"
[ "$(cat out)" = 92 ] || fail "links: $(cat out) solutions, want 92"
expect_stderr '^Altogether 92 solutions, 1049 nodes, 16680 updates, '
expect_stderr '^Engine: links '
expect_status 0 "$POLYX" solve --count --stats --engine=links "$d/colors2.dlx"
expect_stderr '^Altogether 5 solutions, 9 nodes, 27 updates, '

# The sparse-set engine: the same counts (its nodes are the options that
# survive their commit: fewer than DLX1's).
for inst in queens8-knuth.dlx:92 colors2.dlx:5 colors.dlx:1 two.dlx:2 nosol.dlx:0; do
  file=$d/${inst%:*} count=${inst##*:}
  expect_status 0 "$POLYX" solve --count --stats --engine=cells "$file"
  [ "$(cat out)" = "$count" ] || fail "cells: $file: $(cat out) solutions, want $count"
  expect_stderr '^Engine: cells '
  expect_status 0 "$POLYX" solve --count --engine=auto "$file"
  [ "$(cat out)" = "$count" ] || fail "auto: $file: $(cat out) solutions, want $count"
done
expect_status 0 "$POLYX" solve --count --stats --engine=cells "$d/queens8-knuth.dlx"
expect_stderr '^Altogether 92 solutions, 857 nodes, '

# Every solution printed by either engine, as the same set of lines.
"$gen" queens 6 >q6.dlx || fail "gen-dlx queens 6"
"$POLYX" solve --engine=links q6.dlx | sort >a || fail "links, printing"
"$POLYX" solve --engine=cells q6.dlx | sort >b || fail "cells, printing"
cmp a b || fail "the engines print different solutions"

# The bitset engine: DLX1's own nodes and updates; with colours DLX2's
# nodes and order of solutions (its updates are DLX1's count of the
# options hidden); auto takes bits for a small problem, coloured or not.
expect_status 0 "$POLYX" solve --count --stats --engine=bits "$d/queens8-knuth.dlx"
[ "$(cat out)" = 92 ] || fail "bits: $(cat out) solutions, want 92"
expect_stderr '^Altogether 92 solutions, 1049 nodes, 16680 updates, '
expect_stderr '^Engine: bits '
expect_status 0 "$POLYX" solve --count --stats "$d/queens8-knuth.dlx"
expect_stderr '^Engine: bits '
for e in bits auto; do
  expect_status 0 "$POLYX" solve --count --stats --engine=$e "$d/colors2.dlx"
  [ "$(cat out)" = 5 ] || fail "$e, colours: $(cat out) solutions, want 5"
  expect_stderr '^Altogether 5 solutions, 9 nodes, 41 updates, '
  expect_stderr '^Engine: bits '
done
"$POLYX" solve --engine=links "$d/colors2.dlx" >cl || fail "links, printing colours"
"$POLYX" solve --engine=bits "$d/colors2.dlx" >cb || fail "bits, printing colours"
cmp cl cb || fail "bits prints the solutions of a coloured problem in another order than links"
"$POLYX" solve --engine=bits q6.dlx | sort >c || fail "bits, printing"
cmp a c || fail "bits prints other solutions than links"
"$POLYX" solve --engine=links q6.dlx >a || fail "links, printing"
"$POLYX" solve --engine=bits q6.dlx >c || fail "bits, printing"
cmp a c || fail "bits prints the solutions in another order than links"

# Multiplicities: links and cells (as SSMCC) both search them, auto takes
# cells; cells prints the links engine's solutions in its order, on one
# thread or two.
for e in links cells; do
  expect_status 0 "$POLYX" solve --count --stats --engine=$e "$d/mult.dlx"
  [ "$(cat out)" = 3 ] || fail "mult.dlx, $e: $(cat out) solutions, want 3"
  expect_stderr "^Engine: $e "
done
expect_status 0 "$POLYX" solve --count --stats "$d/mult.dlx"
expect_stderr '^Engine: cells '
# The engine line says how each counts: with multiplicities, links as DLX3,
# cells as none of Knuth's programs; without, cells as SSXCC.
expect_stderr 'with multiplicities, a node is a branch that stands'
expect_status 0 "$POLYX" solve --count --stats --engine=links "$d/mult.dlx"
expect_stderr '^Engine: links \(dancing links, as DLX3 counts\)'
expect_status 0 "$POLYX" solve --count --stats --engine=cells "$d/queens5.dlx"
expect_stderr '^Engine: cells \(sparse sets, as SSXCC counts\)'
"$gen" tetrominoes 4 5 0 2 >t45.dlx || fail "gen-dlx tetrominoes"
expect_status 0 "$POLYX" solve --count --engine=cells t45.dlx
[ "$(cat out)" = 270 ] || fail "tetrominoes 0:2 in 4x5, cells: $(cat out) solutions, want 270"
"$POLYX" solve --engine=links -j1 t45.dlx >a || fail "links, printing tetrominoes"
"$POLYX" solve --engine=cells -j1 t45.dlx >b || fail "cells, printing tetrominoes"
cmp a b || fail "cells prints the tetrominoes' solutions otherwise than links"
"$POLYX" solve --engine=cells -j2 t45.dlx >c || fail "cells, 2 threads, printing tetrominoes"
cmp a c || fail "cells on 2 threads prints the tetrominoes' solutions otherwise than links"

expect_status 64 "$POLYX" solve --engine=bogus "$d/two.dlx"
expect_stderr "invalid argument 'bogus' for --engine \\(want auto, links, cells or bits\\)"
exit 0
