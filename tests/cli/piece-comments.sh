#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# piece-comments.sh: a piece file (@FILE) takes the one comment rule: a word starting with '#' or
# ';' starts a comment, alone on its line or after words; a row of '#' and '.' is a drawing.
. "$srcdir/lib.sh"

# The same pieces with comments of every kind, and without: the same tilings.
cat >notes.txt <<'PIECES'
# my pieces, drawn by hand
; the old comment character, still read
bar: x2   # two of them
####
# a comment line inside a piece does not end it
####

hook: one-sided ;drawn as it is played
X..   # its top
XXX

#an F
.##
##.
.#.
PIECES
# The bar is a 2x4 block: the comment between its rows leaves it one piece.
printf 'bar: x2\n####\n####\n\nhook: one-sided\nX..\nXXX\n\n.##\n##.\n.#.\n' >plain.txt
expect_status 0 "$POLYX" tile -p @plain.txt,I1*5 -r 5x6
mv out plain.out
mv err plain.err
expect_status 0 "$POLYX" tile -p @notes.txt,I1*5 -r 5x6
cmp -s out plain.out || { diff plain.out out >&2; fail "comments change the tiling"; }
cmp -s err plain.err || { diff plain.err err >&2; fail "comments change the pieces"; }
expect_stderr '^legend: a=bar b=hook c=piece3 d=I1 '

# Errors still name FILE:LINE:COL past comments.
printf '# c\nL: x0 # no\n#\n' >bad.txt
expect_status 65 "$POLYX" tile -p @bad.txt -r 2x2 --count
expect_one_line_stderr
expect_stderr "^polyx: bad\\.txt:2:4: bad word 'x0' in piece header"
printf '; c\nL:  # c\n# #\n' >apart.txt
expect_status 65 "$POLYX" tile -p @apart.txt -r 2x2 --count
expect_stderr "^polyx: apart\\.txt:3:3: piece 'L' is not connected"
# A file of comments draws no piece.
printf '# one\n  ; two\n#three: not a header\n' >none.txt
expect_status 65 "$POLYX" tile -p @none.txt -r 2x2 --count
expect_stderr '^polyx: none\.txt: no piece drawn in the file$'
exit 0
