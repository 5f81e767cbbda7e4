#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# solve-output.sh: polyx solve prints each solution as its option lines (input order), a blank line between solutions.
. "$srcdir/lib.sh"
d=$srcdir/data

# A unique solution: exactly its two option lines, colours as written.
expect_status 0 "$POLYX" solve "$d/colors.dlx"
printf 'p r x:A y\nq x:A\n' >want
cmp -s out want || { cat out >&2; fail "colors.dlx: wrong output"; }
[ -s err ] && fail "stderr not empty"

# Two solutions, in either order, separated by one blank line.
expect_status 0 "$POLYX" solve "$d/two.dlx"
printf 'a b\nc\n\na\nb c\n' >want1
printf 'a\nb c\n\na b\nc\n' >want2
cmp -s out want1 || cmp -s out want2 || { cat out >&2; fail "two.dlx: wrong output"; }

# Multiplicities: three solutions, each a set of option lines.
expect_status 0 "$POLYX" solve "$d/mult.dlx"
[ "$(grep -c '^$' out)" -eq 2 ] || fail "mult.dlx: want 3 solutions separated by 2 blank lines"
awk 'BEGIN{RS=""; FS="\n"} {s=""; for(i=1;i<=NF;i++) s=s $i ";"; print s}' out | sort >got
printf '%s\n' 'a b;a c;' 'a;a b;c;' 'a;a c;' >want
cmp -s got want || { cat got >&2; fail "mult.dlx: wrong solutions"; }

# No solution: nothing printed, exit 1.
expect_status 1 "$POLYX" solve "$d/nosol.dlx"
[ -s out ] && fail "nosol.dlx: output not empty"

# --quiet prints nothing but keeps the status.
expect_status 0 "$POLYX" solve --quiet "$d/two.dlx"
[ -s out ] && fail "--quiet printed"

# Every printed 4-queens solution covers each row and column once.
expect_status 0 "$POLYX" solve "$d/queens4.dlx"
[ "$(grep -c . out)" -eq 8 ] || fail "queens4: want 8 option lines"
awk 'BEGIN{RS=""} {for (i=0;i<4;i++) if (!($0 ~ ("r" i " ")) || !($0 ~ ("c" i " "))) bad=1} END{exit bad}' out ||
  fail "queens4: a solution misses a row or column"
exit 0
