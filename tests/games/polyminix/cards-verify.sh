#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# cards-verify.sh: polyx cards verify: a hand-made card holds (counts checked), deliberately faulty cards are rejected with the card, side and box named.
. "$srcdir/lib.sh"
d=$srcdir/data

expect_status 0 "$POLYX" cards verify "$d/cards-good.txt"
# distinct tilings of the 4x5 rectangle (as polyx tile --distinct counts them)
grep -Eq '^  box 1 P,U,Y,I3,I2 +holds, 10 tilings' out || { cat out; fail "box 1 count"; }
grep -Eq '^  box 2 I,L,P,I3,I2 +holds, 12 tilings' out || { cat out; fail "box 2 count"; }
grep -q '^2 challenges, 2 right, 0 wrong$' out || { cat out; fail "summary"; }
n=$("$POLYX" tile -p P,U,Y,I3,I2 -r 5x4 --count --distinct) || fail "tile"
[ "$n" = 10 ] || fail "polyx tile counts $n, not 10"

expect_status 1 "$POLYX" cards verify "$d/cards-bad-area.txt"
expect_stderr 'cards-bad-area\.txt:3: card rect side A box 1: area does not add up'
expect_status 1 "$POLYX" cards verify "$d/cards-bad-cover.txt"
expect_stderr 'card rect side A box 2: no choice of pieces'
expect_status 1 "$POLYX" cards verify "$d/cards-bad-kit.txt"
expect_stderr 'card rect side A box 5: piece X is not in the kit'
expect_status 1 "$POLYX" cards verify "$d/cards-bad-sizes.txt"
expect_stderr 'card rect side A box 6: area does not add up'
expect_one_line_stderr
expect_status 65 "$POLYX" cards verify "$d/cards-bad-syntax.txt"
expect_stderr 'cards-bad-syntax\.txt:4:8: box 1: unknown piece .Q.'
expect_one_line_stderr

# card text errors, with line and column
printf 'side B\n' >b.txt
expect_status 65 "$POLYX" cards verify b.txt
expect_stderr '^polyx: b\.txt:1:1: expected side A$'
printf 'card x\nside A\n..\nbox1 I2\n' >miss.txt
expect_status 65 "$POLYX" cards verify miss.txt
expect_stderr '^polyx: miss\.txt:4:1: side A has no box2 line$'
: >empty.txt
expect_status 65 "$POLYX" cards verify empty.txt
expect_stderr '^polyx: empty\.txt:1:1: no card$'
printf 'card x\n' >noside.txt
expect_status 65 "$POLYX" cards verify noside.txt
expect_stderr '^polyx: noside\.txt:1:1: card x has no side$'
printf 'card x\nside A\n..\nbox1 I2 I3\n' >blank.txt
expect_status 65 "$POLYX" cards verify blank.txt
expect_stderr '^polyx: blank\.txt:4:9: a box is one word'
# a bad box 3 or 4 word names its box once
printf 'card x\nside A\n..\nbox1 I2\nbox2 I2\nbox3 I2+4\n' >b3.txt
expect_status 65 "$POLYX" cards verify b3.txt
expect_stderr '^polyx: b3\.txt:6:9: box 3: K must be 1, 2 or 3$'
printf 'card x\nside A\n..\nbox1 I2\nbox2 I2\nbox3 I2+1\nbox4 I2\n' >b4.txt
expect_status 65 "$POLYX" cards verify b4.txt
expect_stderr "^polyx: b4\\.txt:7:8: box 4: needs a final '\\+'$"
printf 'card x\nfoo\n' >foo.txt
expect_status 65 "$POLYX" cards verify foo.txt
expect_stderr '^polyx: foo\.txt:2:1: unknown line'
expect_one_line_stderr
# comments: '#' as in every polyx format; ';' (older decks, as cards-good.txt) still read;
# a line of only '.' and '#' is a figure row, not a comment
head -n 1 "$d/cards-good.txt" | grep -q '^;' || fail "cards-good.txt no longer tests ';'"
sed 's/^;/#/' "$d/cards-good.txt" >hash.txt
printf '# the end\n  # indented\n' >>hash.txt
expect_status 0 "$POLYX" cards verify hash.txt
grep -q '^2 challenges, 2 right, 0 wrong$' out || { cat out; fail "# comments"; }
printf 'card x\nside A\n#..\n...\nbox1 P\nbox2 P\nbox3 I3+1\nbox4 I3+\nbox5 -F\nbox6 5\n' >row.txt
expect_status 0 "$POLYX" cards verify row.txt
grep -q '^  box 1 P  *holds, 1 tiling (unique)' out || { cat out; fail "'#..' is a row of the P figure"; }
# the one comment rule: a word that starts with '#' or ';' ends the line's words, after words too;
# a '#' inside a word is part of it; a figure row takes no comment
printf 'card x # first\nside A green ;old\n#..\n...\nbox1 P #p\nbox2 P\nbox3 I3+1\nbox4 I3+\nbox5 -F\nbox6 5\n' >after.txt
expect_status 0 "$POLYX" cards verify after.txt
grep -q '^1 challenge, 1 right, 0 wrong$' out || { cat out; fail "comments after words"; }
printf 'card x#1 y  # the name is x#1 y\n' >inword.txt
expect_status 65 "$POLYX" cards verify inword.txt
expect_stderr "^polyx: inword\.txt:1:1: card x#1 y has no side$"
printf 'card x\nside A\n  ..# # top\n' >rowcomment.txt
expect_status 65 "$POLYX" cards verify rowcomment.txt
expect_stderr "^polyx: rowcomment\\.txt:3:3: unknown line '\\.\\.#'"
# rows and boxes alone are one side
grep -v '^;\|^card\|^side\|^id' "$d/cards-good.txt" >one.txt
expect_status 0 "$POLYX" cards verify one.txt
grep -q '^1 challenge, 1 right, 0 wrong$' out || { cat out; fail "one side"; }
# an ID alone, and a broken ID
id='polyminix:...../...../...../.....:P,U,Y,I3,I2:I,L,P,I3,I2:P,U,Y+2:L,P+:-F,N:5,5,5,3,2'
expect_status 0 "$POLYX" cards verify "$id"
expect_status 1 "$POLYX" cards verify 'polyminix:...../...../...../.....:P,U,Y,I3,I2:I,L,P,I3,I2:P,U,Y+2:L,P+:-F,N:5,5,5,4'
expect_stderr 'box 6'
expect_status 65 "$POLYX" cards verify 'polyminix:..x:F:F:F+1:F+:-F:5'
expect_stderr 'bad character in the figure'
# a kit that lacks a piece shown
expect_status 1 "$POLYX" cards verify --kit pentominoes "$d/cards-good.txt"
expect_stderr 'box 1: piece I3 is not in the kit'
# usage errors
expect_status 64 "$POLYX" cards frobnicate
expect_status 64 "$POLYX" cards verify
expect_status 66 "$POLYX" cards verify no-such-file.txt
expect_status 0 "$POLYX" cards --help
grep -q 'polyx cards generate' out || fail "--help"
exit 0
