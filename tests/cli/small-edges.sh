#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# small-edges.sh: an empty Polymere board or piece file is bad data, "1 update" in the singular, a full disk named with its cause in one line, page names as the help says.
. "$srcdir/lib.sh"

# polymere board on an empty file (or comments only): 65, one line naming it.
: >empty.txt
expect_status 65 "$POLYX" polymere board empty.txt
expect_one_line_stderr
expect_stderr '^polyx: empty\.txt: '
printf '# nothing\n' >comment.txt
expect_status 65 "$POLYX" polymere board comment.txt

# A piece file (@FILE) that draws no piece: an error at the file, not an empty set found later.
expect_status 65 "$POLYX" tile -p @empty.txt -r 2x2 --count
expect_one_line_stderr
expect_stderr '^polyx: empty\.txt: no piece drawn in the file$'
printf '; a comment\n\n  \n' >semi.txt
expect_status 65 "$POLYX" tile -p 'I2,@semi.txt' -r 2x2 --count
expect_stderr '^polyx: semi\.txt: no piece drawn in the file$'

# A budget of 1: singular.
expect_status 3 "$POLYX" solve --count --budget=1 "$top_srcdir/data/queens8.dlx"
expect_stderr '^polyx: solve: the budget of 1 update ran out after 0 solutions \(1 node, 0 updates\)$'
expect_status 3 "$POLYX" tile -p pentominoes -r 6x10 -a --budget=1
expect_stderr '^polyx: tile: the budget of 1 node ran out after '

# A full disk: one line, with the cause, 74.
if [ -w /dev/full ]; then
  "$POLYX" tile -p pentominoes -r 6x10 >/dev/full 2>err; st=$?
  [ $st -eq 74 ] || { cat err >&2; fail "tile >/dev/full: exit $st, want 74"; }
  expect_one_line_stderr
  expect_stderr 'No space left on device'
  "$POLYX" cards generate -n 1 --seed 1 -o - >/dev/full 2>err; st=$?
  [ $st -eq 74 ] || { cat err >&2; fail "cards generate -o - >/dev/full: exit $st, want 74"; }
  expect_one_line_stderr
  expect_stderr 'No space left on device'
  printf 'AB\n' >ab.txt
  "$POLYX" render -f svg -o - ab.txt >/dev/full 2>err; st=$?
  [ $st -eq 74 ] || { cat err >&2; fail "render -o - >/dev/full: exit $st, want 74"; }
  expect_one_line_stderr
  expect_stderr 'No space left on device'
fi

# Pages of SVG: OUT-1.svg ... OUT-12.svg as --help says, never padded.
"$POLYX" render --help >help.txt
grep -q 'OUT-1\.svg, OUT-2\.svg' help.txt || fail "--help no longer names OUT-1.svg"
awk 'BEGIN { for (i = 0; i < 12; i++) print "AB\n" }' >twelve.txt
expect_status 0 "$POLYX" render --nup 1x1 -o p.svg twelve.txt
for k in 1 2 9 10 12; do [ -s p-$k.svg ] || { ls >&2; fail "p-$k.svg missing"; }; done
[ -e p-01.svg ] && fail "page names padded (p-01.svg)"
exit 0
