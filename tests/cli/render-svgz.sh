#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# render-svgz.sh: .svgz pages are gzip-compressed SVG, much smaller, byte-identical run to run, and a failed write is reported.
. "$srcdir/lib.sh"
command -v gzip >/dev/null 2>&1 || skip "no gzip to read .svgz"
"$POLYX" tile --pieces pentominoes --region 6x10 --all --max 9 >tilings.txt 2>/dev/null ||
  fail "polyx tile --all failed"
expect_status 0 "$POLYX" render tilings.txt --paper a4 --bleed=0 -o page.svgz
expect_status 0 "$POLYX" render tilings.txt --paper a4 --bleed=0 -o page.svg
[ -f page.svgz ] || fail "no page.svgz (9 cards fit one A4 page)"
gzip -t page.svgz || fail "page.svgz is not gzip"
gzip -dc page.svgz >unzipped.svg
cmp unzipped.svg page.svg || fail "page.svgz does not hold the same SVG as page.svg"
head -c 5 unzipped.svg | grep -q '<?xml' || fail "page.svgz does not start as XML"
zs=$(wc -c <page.svgz); s=$(wc -c <page.svg)
[ "$zs" -lt 40000 ] || fail "9-card A4 page is $zs bytes as .svgz (want tens of KB)"
[ $((zs * 4)) -lt "$s" ] || fail ".svgz ($zs bytes) not much smaller than .svg ($s)"
expect_status 0 "$POLYX" render tilings.txt --paper a4 --bleed=0 -o again.svgz
cmp page.svgz again.svgz || fail "two runs give different .svgz bytes"
expect_status 74 "$POLYX" render tilings.txt --paper a4 --bleed=0 --format svgz -o /dev/full
expect_one_line_stderr
exit 0
