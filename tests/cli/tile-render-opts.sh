#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# tile-render-opts.sh: polyx tile --output takes the page options of polyx render (--paper, --nup, --bw, --lang...), with the same errors.
. "$srcdir/lib.sh"
command -v pdfinfo >/dev/null 2>&1 || skip "no pdfinfo"

# --paper letter: 612 x 792 points; --paper a5: 420 x 595
expect_status 0 "$POLYX" tile -p pentominoes -r 6x10 -o l.pdf --paper letter
pdfinfo l.pdf >info || fail "pdfinfo l.pdf"
grep -q 'Page size: *612 x 792 pts' info || fail "--paper letter: $(grep 'Page size' info)"
expect_status 0 "$POLYX" tile -p pentominoes -r 6x10 -o a.pdf --paper a5
pdfinfo a.pdf >info
grep -q 'Page size: *419.5[0-9]* x 595.2[0-9]* pts' info || fail "--paper a5: $(grep 'Page size' info)"
# --nup 1x1: the 2 tilings of 3x20 on 2 pages; default A4 N-up: 1 page
expect_status 0 "$POLYX" tile -p pentominoes -r 3x20 -a -d -o n.pdf --nup 1x1
pdfinfo n.pdf | grep -q '^Pages: *2$' || fail "--nup 1x1: not 2 pages"
expect_status 0 "$POLYX" tile -p pentominoes -r 3x20 -a -d -o n.pdf
pdfinfo n.pdf | grep -q '^Pages: *1$' || fail "default: not 1 page"

# the trace: --bw in its header, --lang's label in the title band, the
# caption says how to make the card again, --no-captions removes it
expect_status 0 "$POLYX" tile -p pentominoes -r 6x10 -o t.trace --bw --lang de
head -1 t.trace | grep -q ' bw 1$' || fail "--bw: $(head -1 t.trace)"
grep -q '"Nr\. 1"' t.trace || fail "--lang de: no 'Nr. 1'"
grep -q '"polyx tile -p pentominoes -r 6x10"' t.trace || fail "no caption"
expect_status 0 "$POLYX" tile -p pentominoes -r 6x10 -o c.trace
head -1 c.trace | grep -q ' bw 0$' || fail "colour trace: $(head -1 c.trace)"
grep -q '"No 1"' c.trace || fail "--lang en: no 'No 1'"
expect_status 0 "$POLYX" tile -p pentominoes -r 5x4 --subset -a -m 2 -s 7 -o sub.trace
grep -q '"polyx tile -p pentominoes -r 5x4 --subset -s 7 #2"' sub.trace || fail "caption of a --subset tiling: $(grep '"polyx' sub.trace)"
expect_status 0 "$POLYX" tile -p pentominoes -r 6x10 -o nc.trace --no-captions
grep -q '"polyx tile' nc.trace && fail "--no-captions: a caption"
# --cell-mm 4: pentomino letters sized from a 4 mm cell, not the 9 mm default
expect_status 0 "$POLYX" tile -p pentominoes -r 6x10 -o s.trace --cell-mm 4
grep -c '^rect ' s.trace >/dev/null
grep -q '^text [0-9.]* [0-9.]* 2\.20 ' s.trace || fail "--cell-mm 4: letters not 2.2 mm"

# errors: the same words as polyx render, exit 64, nothing written
rm -f e.pdf
expect_status 64 "$POLYX" tile -p pentominoes -r 6x10 -o e.pdf --paper b7
grep -q "polyx: tile: --paper: unknown paper 'b7'" err || fail "paper error: $(cat err)"
expect_status 64 "$POLYX" tile -p pentominoes -r 6x10 -o e.pdf --lang xx
grep -q "polyx: tile: --lang: unknown language 'xx'" err || fail "lang error: $(cat err)"
expect_status 64 "$POLYX" tile -p pentominoes -r 6x10 -o e.pdf --dpi 5
expect_status 64 "$POLYX" tile -p pentominoes -r 6x10 -o e.pdf --nup 0x3
[ -e e.pdf ] && fail "a file after a usage error"
exit 0
