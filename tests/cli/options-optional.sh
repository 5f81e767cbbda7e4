#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# options-optional.sh: an option whose value may be left out takes it after a space as well as
# after '=' ("--bleed 0" is "--bleed=0", not a file named 0); a value that is also a file is
# refused with the two spellings to choose from; every such option of src/ is in polyx(1).
. "$srcdir/lib.sh"
LC_ALL=C; export LC_ALL
SOURCE_DATE_EPOCH=0; export SOURCE_DATE_EPOCH
printf 'XX.\n.XX\n' >r.txt

# --bleed VALUE and --bleed=VALUE draw the same bytes; alone, it is --bleed=3.
for v in 0 5 1.5; do
  expect_status 0 "$POLYX" render --bleed "$v" r.txt -o sp.pdf
  expect_status 0 "$POLYX" render --bleed="$v" r.txt -o eq.pdf
  cmp -s sp.pdf eq.pdf || fail "render: --bleed $v is not --bleed=$v"
done
expect_status 0 "$POLYX" render --bleed r.txt -o none.pdf
expect_status 0 "$POLYX" render --bleed=3 r.txt -o three.pdf
cmp -s none.pdf three.pdf || fail "render: --bleed before a file is not --bleed=3"
expect_status 0 "$POLYX" render --bleed=0 r.txt -o zero.pdf
cmp -s none.pdf zero.pdf && fail "render: --bleed 0 and --bleed differ in nothing (test is blind)"
# Through tile's own option loop, and with the operand first (GNU order).
expect_status 0 "$POLYX" tile --pieces I2*2 --region 2x2 -o t1.pdf --bleed 0
expect_status 0 "$POLYX" tile --pieces I2*2 --region 2x2 -o t2.pdf --bleed=0
cmp -s t1.pdf t2.pdf || fail "tile: --bleed 0 is not --bleed=0"
# A value out of range says so, not "cannot open".
expect_status 64 "$POLYX" render --bleed 50 r.txt -o x.pdf
expect_stderr "^polyx: render: --bleed: '50' is not a number from 0 to 20"
# A value that is also a file: no guess.
echo XX >0
expect_status 64 "$POLYX" render --bleed 0 r.txt -o x.pdf
expect_stderr "^polyx: render: '0' after --bleed is both its value and a file: write --bleed=0, or \./0 for the file$"
[ -e x.pdf ] && fail "render: an ambiguous --bleed wrote a file"
rm 0

# solve --stats profile, --memo N.
"$POLYX" solve --count --stats=profile "$srcdir/data/queens5.dlx" >eq.txt 2>eq.err || fail "solve --stats=profile"
"$POLYX" solve --count --stats profile "$srcdir/data/queens5.dlx" >sp.txt 2>sp.err || fail "solve --stats profile"
cmp -s eq.txt sp.txt || fail "solve: --stats profile counts otherwise"
[ "$(wc -l <sp.err)" -eq "$(wc -l <eq.err)" ] || fail "solve: --stats profile is not --stats=profile"
expect_status 0 "$POLYX" solve --count --memo 64 "$srcdir/data/queens5.dlx"
cmp -s out eq.txt || fail "solve --memo 64: another count"

# Every optional_argument option of src/ is named in polyx(1)'s paragraph on them.
sed 's/\\-/-/g' "$top_srcdir/man/polyx.1" >page.txt
for o in $(cat "$top_srcdir"/src/*.c | tr -d ' \n' | grep -o '"[a-z-]*",optional_argument' | sed 's/"\([a-z-]*\)".*/\1/' | sort -u); do
  grep -Eq -e "--$o ?\[=" page.txt || fail "--$o takes an optional value: polyx(1) does not list it"
done
exit 0
