#!/bin/sh
# render-png.sh: polyx render's PNG and SVG: pixel size from the dpi, pHYs chunk read back, one file per page.
. "$srcdir/lib.sh"
printf 'AB\n' >ab.txt
expect_status 0 "$POLYX" render ab.txt -o ab.png
hex=$(od -An -tx1 -v -N 200 ab.png | tr -d ' \n')
case $hex in 89504e470d0a1a0a*) ;; *) fail "not a PNG signature";; esac
# IHDR: 63x88 mm at 300 dpi = 744 x 1039 pixels, 8-bit RGB
[ "$(echo "$hex" | cut -c25-52)" = "49484452000002e80000040f0802" ] || fail "IHDR is $(echo "$hex" | cut -c25-52), want 744x1039 RGB"
# pHYs: 300 dpi = 11811 pixels per metre (0x2e23), unit metre
echo "$hex" | grep -q '7048597300002e2300002e2301' || fail "no pHYs of 11811 px/m"
expect_status 0 "$POLYX" render --dpi 600 ab.txt -o ab600.png
hex=$(od -An -tx1 -v -N 200 ab600.png | tr -d ' \n')
echo "$hex" | grep -q '7048597300005c4600005c4601' || fail "no pHYs of 23622 px/m at 600 dpi"
[ "$(echo "$hex" | cut -c33-48)" = "000005d00000081f" ] || fail "600 dpi: not 1488x2079 pixels"
# Several figures: one file per page, numbered.
printf 'A\n\nB\n\nC\n' >abc.txt
expect_status 0 "$POLYX" render abc.txt -o p.png
for f in p-1.png p-2.png p-3.png; do [ -s "$f" ] || fail "$f missing"; done
[ ! -e p.png ] || fail "p.png written besides the numbered pages"
expect_status 0 "$POLYX" render abc.txt -o s.svg --paper a4 --nup 1x1
for f in s-1.svg s-2.svg s-3.svg; do grep -q '<svg' "$f" || fail "$f is not SVG"; done
expect_status 0 "$POLYX" render ab.txt -o one.svg
grep -q 'width="63mm" height="88mm"' one.svg || fail "SVG not 63x88 mm"
ls -a | grep -q '\.tmp$' && fail "temporary files left"
exit 0
