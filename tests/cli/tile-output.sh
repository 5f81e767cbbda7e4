#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# tile-output.sh: polyx tile --output draws tilings through the renderer (PDF, PNG), errors as documented.
. "$srcdir/lib.sh"

expect_status 0 "$POLYX" tile --pieces pentominoes --region 6x10 --output t.pdf
[ -s out ] && fail "--output also printed letters"
head -c 5 t.pdf | grep -q '%PDF-' || fail "t.pdf is not a PDF"
expect_status 0 "$POLYX" tile --pieces pentominoes --region 3x20 --all --distinct --output t.png
# two tilings: one PNG per card (t-1.png, t-2.png)
for f in t-1.png t-2.png; do
  head -c 4 $f | od -c | grep -q 'P   N   G' || fail "$f is not a PNG"
done
# the same tilings, the same bytes (with any --jobs)
SOURCE_DATE_EPOCH=0; export SOURCE_DATE_EPOCH
expect_status 0 "$POLYX" tile --pieces pentominoes --region 4x15 --distinct --all --output a.pdf
expect_status 0 "$POLYX" tile --pieces pentominoes --region 4x15 --distinct --all --output b.pdf --jobs 2
cmp -s a.pdf b.pdf || fail "--jobs 2 draws another PDF"
# errors: a directory that does not exist (73, no file left), --output with --count (64)
expect_status 73 "$POLYX" tile --pieces pentominoes --region 6x10 --output no-such-dir/t.pdf
expect_one_line_stderr
expect_status 64 "$POLYX" tile --pieces pentominoes --region 6x10 --output t.pdf --count
# no tiling: nothing drawn, exit 1
rm -f none.pdf
expect_status 1 "$POLYX" tile --pieces tetrominoes --region 4x5 --output none.pdf
[ -e none.pdf ] && fail "a drawing without a tiling"
exit 0
