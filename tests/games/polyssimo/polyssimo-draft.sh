#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# polyssimo-draft.sh: a user's own puzzle prints with `verify -o`: a unique one as a card and its answer; one that is not unique or has no solution only with --draft, marked with the reason and DRAFT (its answer only when it has a solution); a bad -o refused before any work.
. "$srcdir/lib.sh"
command -v pdftotext >/dev/null 2>&1 || skip "pdftotext not installed"
two=$srcdir/data/polyssimo-two.txt
none=$srcdir/data/polyssimo-none.txt
printf 'polyssimo-puzzle 1\nhand: I\n#######\n#.....#\n#######\n' >one.txt
# A unique puzzle: its card (the puzzle ID as caption) and its answer, no draft mark.
expect_status 0 "$POLYX" polyssimo verify one.txt --paper card -o one.pdf
grep -q '^1 solution' out || fail "verify -o: the count is no longer shown"
pdftotext one.pdf one.txt.out || fail "pdftotext one.pdf"
grep -q 'polyssimo:7x3:' one.txt.out || fail "the card does not show the puzzle's ID"
grep -q 'Answer 1' one.txt.out || fail "a unique puzzle's answer is not printed"
! grep -q 'DRAFT' one.txt.out || fail "a unique puzzle marked as a draft"
# Not unique: refused without --draft, its status as verify's, no file, and --draft suggested.
expect_status 2 "$POLYX" polyssimo verify "$two" -o two.pdf
[ ! -e two.pdf ] || fail "a puzzle that is not unique printed without --draft"
grep -q -- '--draft' err || fail "the refusal does not suggest --draft"
expect_status 1 "$POLYX" polyssimo verify "$none" -o none.pdf
[ ! -e none.pdf ] || fail "a puzzle without solution printed without --draft"
# With --draft: the card marked with the reason and DRAFT (in the bleed, past the cut).
expect_status 2 "$POLYX" polyssimo verify --draft "$two" --paper card -o two.pdf
pdftotext two.pdf two.txt.out || fail "pdftotext two.pdf"
grep -q 'not unique' two.txt.out || fail "the draft does not say why (not unique)"
grep -q 'DRAFT' two.txt.out || fail "no DRAFT mark"
grep -q 'Answer 1' two.txt.out || fail "a draft with solutions lost its first one"
expect_status 1 "$POLYX" polyssimo verify --draft "$none" --paper card --bleed 0 -o none.pdf
pdftotext none.pdf none.txt.out || fail "pdftotext none.pdf"
grep -q 'no solution' none.txt.out || fail "the draft does not say why (no solution)"
grep -q 'DRAFT' none.txt.out || fail "no DRAFT mark without a bleed"
! grep -q 'Answer' none.txt.out || fail "an answer printed for a puzzle without solution"
# --draft only with verify -o; a bad -o refused before the count (nothing on standard output).
expect_status 64 "$POLYX" polyssimo verify --draft "$two"
expect_status 64 "$POLYX" polyssimo verify one.txt -o one.xyz
[ ! -s out ] || fail "a bad -o refused only after the count"
expect_status 73 "$POLYX" polyssimo verify one.txt -o no/such/dir/one.pdf
[ ! -s out ] || fail "an -o that cannot be written refused only after the count"
# -o prints puzzles, not game records: refused, no file.
expect_status 0 "$POLYX" polyssimo play -g 1 --record rec.txt
expect_status 64 "$POLYX" polyssimo verify rec.txt -o rec.pdf
[ ! -e rec.pdf ] || fail "verify -o of a game record wrote a file"
# A 12x11 puzzle's ID runs over several lines, broken only between two of its parts: joined, it
# is the puzzle's ID, typed back as printed.
genid=$(grep -E '^polyssimo:[0-9]+x[0-9]+:L[0-9]#' "$srcdir/golden/ids/ids-0.2.txt" | head -1)
expect_status 0 "$POLYX" polyssimo puzzle --id "$genid"
grep -v '^#' out >big.txt
expect_status 0 "$POLYX" polyssimo verify big.txt --paper card -o big.pdf
expect_status 0 "$POLYX" polyssimo puzzle --id "$genid" -o big-book.pdf
id=$(grep '^polyssimo:' out | head -1)
[ -n "$id" ] || fail "no puzzle ID"
expect_status 0 "$POLYX" polyssimo verify big.txt --paper card -o big.trace
# the caption's lines: the text lines from the ID's first to the first page's end, at its size
awk '/^text .*"polyssimo:/ { on = 1 } on && /^text / && $4 == "2.10" { print } /^page|^end/ && on { exit }' \
  big.trace | sed 's/.*"\(.*\)"$/\1/' >lines.txt
[ "$(wc -l <lines.txt)" -ge 2 ] || fail "a 12x11 puzzle's ID on one line (shrunk to fit)"
[ "$(tr -d '\n' <lines.txt)" = "$id" ] || fail "the card's ID, its lines joined, is not the puzzle's ($id)"
! grep -v "[/:,]$" lines.txt | sed "$ d" | grep -q . || fail "the ID broken inside a part"
exit 0
