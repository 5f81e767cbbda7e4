#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# render-errors.sh: polyx render on bad input, bad options and failed writes: one line, the documented status, no file left.
. "$srcdir/lib.sh"
printf 'AB\n' >ab.txt
# A full disk: 74, for every format.
if [ -c /dev/full ]; then
  for f in pdf svg png trace; do
    expect_status 74 "$POLYX" render -f $f ab.txt -o /dev/full
    expect_one_line_stderr
    expect_stderr "^polyx: render: cannot write '/dev/full': No space left"
  done
  [ -c /dev/full ] || fail "/dev/full is no longer a device"
fi
# A missing directory: 73, nothing created.
expect_status 73 "$POLYX" render ab.txt -o no-dir/x.pdf
expect_one_line_stderr
expect_stderr "^polyx: render: cannot create 'no-dir/x.pdf': No such file or directory"
[ ! -e no-dir ] || fail "no-dir created"
# An existing file is left as it was when rendering fails.
echo keep >old.pdf
expect_status 64 "$POLYX" render --nup 4x4 ab.txt -o old.pdf
expect_one_line_stderr
expect_stderr "do not fit on a 210x297 mm page"
[ "$(cat old.pdf)" = keep ] || fail "old.pdf changed by a failed render"
# Bad text: FILE:LINE:COL, 65; in the second figure of a file, the file's line.
printf 'AB\n\nA.\n.\tB\n' >bad.txt
expect_status 65 "$POLYX" render bad.txt -o out.pdf
expect_one_line_stderr
expect_stderr "^polyx: bad.txt:4:2: "
printf '\n\n' >empty.txt
expect_status 65 "$POLYX" render empty.txt -o out.pdf
expect_one_line_stderr
expect_stderr "^polyx: empty.txt:1: empty region"
[ ! -e out.pdf ] || fail "out.pdf written despite bad input"
# Unreadable input: 66.
expect_status 66 "$POLYX" render missing.txt -o out.pdf
expect_one_line_stderr
expect_stderr "^polyx: missing.txt: cannot open: No such file"
# Usage errors: 64.
expect_status 64 "$POLYX" render ab.txt
expect_stderr "^polyx: render: -o FILE is required"
expect_status 64 "$POLYX" render -o x.pdf
expect_stderr "no input file"
expect_status 64 "$POLYX" render ab.txt -o x.jpg
expect_stderr "cannot tell the format"
for bad in --paper=b7 --card=huge --nup=0x3 --dpi=5 --dpi=abc --lang=es --cell=-1 --bleed=30 --format=gif; do
  expect_status 64 "$POLYX" render "$bad" ab.txt -o x.pdf
  expect_stderr "^polyx: render: "
done
# Input from standard input, caption with UTF-8.
expect_status 0 sh -c "printf 'AB\n' | \"$POLYX\" render --caption 'Défi n°1' -f trace - -o x.trace"
grep -q '"Défi n°1"' x.trace || fail "caption not in the trace"
# A file name that is not UTF-8 still makes a caption; a --caption that is
# not UTF-8 is a usage error.
printf 'AB\n' >"$(printf 'caf\351.txt')"
expect_status 0 "$POLYX" render -f trace "$(printf 'caf\351.txt')" -o latin.trace
grep -q '"caf?.txt"$' latin.trace || fail "caption of a Latin-1 file name not sanitised"
expect_status 64 "$POLYX" render --caption "$(printf 'caf\351')" ab.txt -o x.pdf
expect_stderr "^polyx: render: --caption: not valid UTF-8"
# The same for --title (the PDF's title and the page footers): bad input, not an internal error.
expect_status 64 "$POLYX" render --title "$(printf 'caf\351')" ab.txt -o x.pdf
expect_stderr "^polyx: render: --title: a title is not UTF-8 text$"
[ -e x.pdf ] && fail "a PDF was written with a bad title"
expect_status 64 "$POLYX" tile --pieces I2 --region 2x1 -o t.pdf --title "$(printf '\377')"
expect_stderr "^polyx: tile: --title: a title is not UTF-8 text$"
# Standard output: one PNG page goes there; several cannot.
expect_status 0 sh -c "\"$POLYX\" render -f png ab.txt -o - >std.png"
[ "$(od -An -c -N 4 std.png | tr -d ' ')" = "211PNG" ] || fail "no PNG on standard output"
printf 'A\n\nB\n' >two.txt
expect_status 64 "$POLYX" render -f png two.txt -o -
expect_one_line_stderr
expect_stderr "cannot all go to standard output"
# A figure of more than 1,000,000 cells is refused at once (a 4096x4096 one made 220 MB of PDF).
awk 'BEGIN { for (y = 0; y < 1001; y++) { s = ""; for (x = 0; x < 1000; x++) s = s "."; print s } }' >big.txt
printf '\n' >>big.txt; cat ab.txt >>big.txt
expect_status 65 "$POLYX" render ab.txt big.txt -o big.pdf
expect_one_line_stderr
expect_stderr '^polyx: big\.txt: figure 1: 1000x1001 cells: a drawing has at most 1000000$'
[ -e big.pdf ] && fail "a PDF was written for a figure past the bound"
ls -a | grep -q '\.tmp$' && fail "temporary files left"
exit 0
