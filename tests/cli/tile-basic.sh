#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# tile-basic.sh: polyx tile finds, counts and lists tilings with the counts of the literature.
. "$srcdir/lib.sh"

# A tiling of the 6x10 box: 10 rows of 6 letters, each pentomino 5 times.
expect_status 0 "$POLYX" tile --pieces pentominoes --region 6x10
[ "$(wc -l <out)" -eq 10 ] || fail "6x10: not 10 rows"
[ "$(tr -d '\n' <out | wc -c)" -eq 60 ] || fail "6x10: not 60 cells"
for l in F I L N P T U V W X Y Z; do
  [ "$(tr -cd "$l" <out | wc -c)" -eq 5 ] || fail "6x10: piece $l not 5 cells"
done
# It reads back as a region: free the X and tile the hole with an X.
tr X . <out >hole.txt
expect_status 0 "$POLYX" tile --pieces X --region hole.txt --count
[ "$(cat out)" = 1 ] || fail "read back: $(cat out)"

# Counts from the literature.
count() { # count WANT ARGS...
  cwant=$1; shift
  expect_status 0 "$POLYX" tile "$@" --count
  [ "$(cat out)" = "$cwant" ] || fail "tile $*: $(cat out), want $cwant"
}
count 8 --pieces pentominoes --region 3x20
count 2 --pieces pentominoes --region 20x3 --distinct
count 368 --pieces pentominoes --region 4x15 --distinct
count 1010 --pieces pentominoes --region 5x12 --distinct
count 65 --pieces pentominoes --region "$srcdir/data/tile-8x8-centre.txt" --distinct
count 8 --pieces pentominoes --region 3x20 --engine dlx
count 2 --pieces pentominoes --region 3x20 --distinct --engine dlx
# A PNG silhouette: a black 60x100-pixel box, 10-pixel cells.
count 2339 --pieces pentominoes --region "$srcdir/data/tile-box-6x10.png" --cell 10 --distinct
# The five tetrominoes tile no rectangle (parity, no search).
count 0 --pieces tetrominoes --region 4x5
# Dominoes: 2x3 has 3 tilings, 4x4 has 36, 9 up to the symmetries of the square.
count 3 --pieces 'I2*3' --region 2x3
count 36 --pieces 'domino*8' --region 4x4
count 9 --pieces 'domino*8' --region 4x4 --distinct
# Choices of pieces: subset, total number, sizes.
count 2 --pieces 'I2,I1*2' --subset --region 1x2
count 4 --pieces 'I1*4,I2*2' --subset --count-pieces 3 --region 2x2
count 3 --pieces 'I2*5,I1*3' --sizes 2:3 --region 2x3
count 4 --pieces 'I2*5,I1*3' --sizes 2:1,1:2 --region 2x2

# --all lists every tiling, a blank line between two; the same with --jobs 2
# and with either engine (same set).
expect_status 0 "$POLYX" tile --pieces pentominoes --region 3x20 --all
[ "$(grep -c '^$' out)" -eq 7 ] || fail "--all 3x20: not 8 tilings"
expect_status 0 "$POLYX" tile --pieces pentominoes --region 5x12 --distinct --all
mv out all1
expect_status 0 "$POLYX" tile --pieces pentominoes --region 5x12 --distinct --all --jobs 2
cmp -s all1 out || fail "--jobs 2 changes the output"
[ "$(grep -c '^$' all1)" -eq 1009 ] || fail "--all --distinct 5x12: not 1010 tilings"
# A search of a few thousand nodes runs on one thread whatever --jobs says (no plan, one task, the
# nodes of --jobs 1), its tilings held back and printed in the same order; a larger one is split.
for args in "--all" "--max 3" "--distinct --all" "--count --stats" "--count --distinct --stats"; do
  # shellcheck disable=SC2086
  "$POLYX" tile --pieces pentominoes --region 3x20 $args --jobs 1 >one 2>one.err || fail "3x20 $args --jobs 1"
  # shellcheck disable=SC2086
  "$POLYX" tile --pieces pentominoes --region 3x20 $args --jobs 2 >two 2>two.err || fail "3x20 $args --jobs 2"
  cmp -s one two || fail "3x20 $args: --jobs 2 prints other tilings"
  sed 's/, [0-9.]* s$//' one.err >one.s
  sed 's/, [0-9.]* s$//' two.err >two.s
  cmp -s one.s two.s || { diff one.s two.s >&2; fail "3x20 $args: --jobs 2 other counters"; }
done
grep -q ', 6445 nodes, 1 task$' two.s || { cat two.s >&2; fail "3x20 --jobs 2: not one task"; }
expect_status 0 "$POLYX" tile --pieces pentominoes --region 4x15 --count --distinct --stats --jobs 2
expect_stderr '^368 tilings \([0-9]+ leaves\), [0-9]+ nodes, [0-9]{3,} tasks, '
# A split search counts the nodes of the search on one thread: the cut above its tasks is pruned as
# they are (one size of pieces: lone cells only), whether it counts, counts by orbits or lists.
for args in "--pieces pentominoes --region 6x10 --count" "--pieces pentominoes --region 4x15 --all" \
  "--pieces tetrominoes*2,domino --region 7x6 --count"; do
  # shellcheck disable=SC2086
  "$POLYX" tile $args --stats --jobs 1 2>one.err >/dev/null || fail "$args --jobs 1"
  # shellcheck disable=SC2086
  "$POLYX" tile $args --stats --jobs 2 2>two.err >/dev/null || fail "$args --jobs 2"
  sed -n 's/^\([0-9]* tilings ([0-9]* leaves), [0-9]* nodes\), .*/\1/p' one.err >one.s
  sed -n 's/^\([0-9]* tilings ([0-9]* leaves), [0-9]* nodes\), .*/\1/p' two.err >two.s
  [ -s one.s ] && cmp -s one.s two.s || { cat one.err two.err >&2; fail "$args: --jobs 2 counts other nodes"; }
  grep -Eq ', [0-9]{3,} tasks, ' two.err || { cat two.err >&2; fail "$args --jobs 2: not split"; }
done

# --unique answers with the exit status.
expect_status 0 "$POLYX" tile --pieces X --region "$srcdir/data/tile-plus.txt" --unique
[ "$(tr -cd X <out | wc -c)" -eq 5 ] || fail "--unique: the tiling is not printed"
expect_status 2 "$POLYX" tile --pieces pentominoes --region 3x20 --unique
expect_status 1 "$POLYX" tile --pieces tetrominoes --region 4x5 --unique

# --random: the same seed gives the same tiling.
expect_status 0 "$POLYX" tile --pieces pentominoes --region 6x10 --random --seed 7
mv out r1
expect_status 0 "$POLYX" tile --pieces pentominoes --region 6x10 --random --seed 7
cmp -s r1 out || fail "--seed 7 twice gives two tilings"

# --emit-dlx: the problem in Knuth's format gives the same count to polyx solve.
expect_status 0 "$POLYX" tile --pieces pentominoes --region 3x20 --emit-dlx
"$POLYX" solve --count <out >n 2>err || fail "polyx solve on --emit-dlx failed"
[ "$(cat n)" = 8 ] || fail "--emit-dlx | solve --count: $(cat n)"

# Copies side by side get letters of their own: in a domino tiling every cell
# has exactly one neighbour with its letter (its other half).
for seed in 1 2 3; do
  expect_status 0 "$POLYX" tile --pieces 'domino*30' --region 6x10 --random --seed $seed
  awk '{ row[NR] = $0 }
    END { for (y = 1; y <= NR; y++) for (x = 1; x <= length(row[y]); x++) {
      c = substr(row[y], x, 1); n = 0
      if (x > 1 && substr(row[y], x - 1, 1) == c) n++
      if (substr(row[y], x + 1, 1) == c) n++
      if (y > 1 && substr(row[y - 1], x, 1) == c) n++
      if (y < NR && substr(row[y + 1], x, 1) == c) n++
      if (n != 1) bad++ }
      exit bad > 0 }' out || { cat out >&2; fail "domino tiling: letters do not separate the pieces"; }
  expect_stderr "^legend: "
done

# Pieces given in place are not placed again: keep the X of a tiling, free the rest.
expect_status 0 "$POLYX" tile --pieces pentominoes --region 6x10
tr FILNPTUVWYZ ........... <out >given.txt
expect_status 0 "$POLYX" tile --pieces pentominoes --region given.txt
[ "$(tr -cd X <out | wc -c)" -eq 5 ] || fail "given X: not kept"
cmp -s given.txt out && fail "given X: nothing placed"
# The dlx engine on threads: the serial output in every mode (listing up to
# symmetry, a random tiling, a budget that stops the search).
for mode in "--all --distinct" "--random --seed 5" "--count --budget 100000"; do
  # shellcheck disable=SC2086
  "$POLYX" tile --engine dlx --pieces pentominoes --region 5x12 $mode --jobs 1 >dlx1 2>&1
  # shellcheck disable=SC2086
  "$POLYX" tile --engine dlx --pieces pentominoes --region 5x12 $mode --jobs 3 >dlx3 2>&1
  cmp -s dlx1 dlx3 || fail "tile --engine dlx $mode: --jobs 3 differs from --jobs 1"
done
# A legend holds until the next: a listing of 2,000 domino tilings writes a few legends, not one
# per tiling, and every letter of every tiling is named by the last legend before it.
"$POLYX" tile --pieces 'domino*30' --region 6x10 --all --max 2000 >legends 2>&1 ||
  fail "tile --all of dominoes failed"
awk '/^legend:/ { n++; delete named; for (i = 2; i <= NF; i++) named[substr($i, 1, 1)] = 1; next }
  /^$/ { next }
  { for (x = 1; x <= length($0); x++) if (!(substr($0, x, 1) in named)) bad++ ; rows++ }
  END { if (bad || rows != 20000 || n < 1 || n > 10) { print n " legends, " rows " rows, " bad " unnamed" > "/dev/stderr"; exit 1 } }' \
  legends || fail "tile --all: the legends do not name the letters, or repeat"

exit 0
