#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# render-png.sh: polyx render's PNG and SVG: pixel size from the dpi, pHYs chunk read back, one file per page.
. "$srcdir/lib.sh"
printf 'AB\n' >ab.txt
expect_status 0 "$POLYX" render ab.txt -o ab.png
hex=$(od -An -tx1 -v -N 200 ab.png | tr -d ' \n')
case $hex in 89504e470d0a1a0a*) ;; *) fail "not a PNG signature";; esac
# IHDR: 63x88 mm and 3 mm of bleed at 300 dpi = 815 x 1110 pixels, 8-bit RGB
[ "$(echo "$hex" | cut -c25-52)" = "494844520000032f000004560802" ] || fail "IHDR is $(echo "$hex" | cut -c25-52), want 815x1110 RGB"
# pHYs: 300 dpi = 11811 pixels per metre (0x2e23), unit metre
echo "$hex" | grep -q '7048597300002e2300002e2301' || fail "no pHYs of 11811 px/m"
expect_status 0 "$POLYX" render --dpi 600 ab.txt -o ab600.png
hex=$(od -An -tx1 -v -N 200 ab600.png | tr -d ' \n')
echo "$hex" | grep -q '7048597300005c4600005c4601' || fail "no pHYs of 23622 px/m at 600 dpi"
[ "$(echo "$hex" | cut -c33-48)" = "0000065e000008ac" ] || fail "600 dpi: not 1630x2220 pixels"
expect_status 0 "$POLYX" render --bleed=0 ab.txt -o ab0.png
hex=$(od -An -tx1 -v -N 200 ab0.png | tr -d ' \n')
[ "$(echo "$hex" | cut -c33-48)" = "000002e80000040f" ] || fail "--bleed=0: not 744x1039 pixels"
# Several figures: one file per page, numbered.
printf 'A\n\nB\n\nC\n' >abc.txt
expect_status 0 "$POLYX" render abc.txt -o p.png
for f in p-1.png p-2.png p-3.png; do [ -s "$f" ] || fail "$f missing"; done
[ ! -e p.png ] || fail "p.png written besides the numbered pages"
expect_status 0 "$POLYX" render abc.txt -o s.svg --paper a4 --nup 1x1
for f in s-1.svg s-2.svg s-3.svg; do grep -q '<svg' "$f" || fail "$f is not SVG"; done
expect_status 0 "$POLYX" render ab.txt -o one.svg
grep -q 'width="69mm" height="94mm"' one.svg || fail "SVG not 69x94 mm (63x88 and 3 mm of bleed)"
ls -a | grep -q '\.tmp$' && fail "temporary files left"
exit 0
