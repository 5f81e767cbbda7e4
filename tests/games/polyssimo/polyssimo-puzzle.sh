#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# polyssimo-puzzle.sh: footprint puzzles are unique by two counts; verify catches two solutions; IDs round trip.
. "$srcdir/lib.sh"

# Generated puzzles at levels 1 and 2 (12x11) and on a 7x7 board: each
# re-verified from its text and from its ID by `verify`.
n=0
for args in "--level 1 --seed 1" "--level 1 --seed 2" "--level 2 --seed 3" "--board 7x7 --hand 4 --seed 4" \
            "--board 7x7 --hand 5 --seed 5"; do
  # shellcheck disable=SC2086
  expect_status 0 "$POLYX" polyssimo puzzle $args
  cp out p$n.txt
  sed -n 2p p$n.txt | grep -Eq '^# (level [123], )?[0-9]+ pieces to place' || fail "puzzle $args: no measures line"
  head -1 p$n.txt | grep -Eq '^# polyx [0-9.]+, libdlx [0-9.]+, seed [0-9]+$' || fail "puzzle $args: no provenance line"
  sed -n 3p p$n.txt | grep -q '^polyssimo-puzzle 1$' || fail "puzzle $args: no header"
  expect_status 0 "$POLYX" polyssimo verify p$n.txt
  grep -q '^1 solution (own count, [0-9]* nodes); tiling library: 1 ' out || fail "puzzle $args: $(cat out)"
  id=$(sed -n 's/^id: //p' p$n.txt)
  expect_status 0 "$POLYX" polyssimo verify "$id"
  grep -q '^1 solution' out || fail "verify by ID"
  # The answer printed with the puzzle is the solution verify shows.
  sed -n 's/^# answer$//;t;s/^# //p' p$n.txt | sed 1,2d >answer
  sed -n '/^solution 1$/,$p' out | sed 1d >shown
  cmp -s answer shown || fail "puzzle $args: answer differs from verify's solution"
  n=$((n + 1))
done
# The generation ID printed with a puzzle makes it again.
gid=$(sed -n '2s/.* draws\{0,1\}, //p' p2.txt)
case $gid in polyssimo:12x11:L2#*) ;; *) fail "no generation ID: $(head -1 p2.txt)";; esac
"$POLYX" polyssimo puzzle --id "$gid" >again 2>/dev/null || fail "puzzle --id $gid"
sed 1d again >again.body; sed 1d p2.txt >p2.body  # the provenance line names the seed given
cmp -s again.body p2.body || fail "puzzle --id $gid differs"
expect_status 0 "$POLYX" polyssimo verify "$gid"
grep -q '^1 solution' out || fail "verify $gid: $(head -1 out)"
gid=$(sed -n '2s/.* draws\{0,1\}, //p' p3.txt)
case $gid in polyssimo:7x7:K4#*) ;; *) fail "no generation ID: $(head -1 p3.txt)";; esac
expect_status 0 "$POLYX" polyssimo verify "$gid"
expect_status 65 "$POLYX" polyssimo verify 'polyssimo:7x7:Q4#1'
expect_stderr 'bad generation ID'
# Same seed, same puzzle.
"$POLYX" polyssimo puzzle --level 1 --seed 1 >again 2>/dev/null
cmp -s again p0.txt || fail "puzzle --seed 1 twice differs"

# A hand-made puzzle with two solutions is caught and both shown.
expect_status 2 "$POLYX" polyssimo verify "$srcdir/data/polyssimo-two.txt"
grep -q '^[0-9]* solutions' out || fail "two: $(head -1 out)"
grep -q '^solution 1$' out && grep -q '^solution 2$' out || fail "two: both solutions not shown"
# ... and one with none.
expect_status 1 "$POLYX" polyssimo verify "$srcdir/data/polyssimo-none.txt"
grep -q '^0 solutions' out || fail "none: $(head -1 out)"
# Bad puzzles: one line naming the file, line and column.
expect_status 65 "$POLYX" polyssimo verify "$srcdir/data/polyssimo-bad.txt"
expect_one_line_stderr
expect_stderr 'polyssimo-bad.txt:3:[0-9]+: bad character'
expect_status 65 "$POLYX" polyssimo verify 'polyssimo:3x2:.../..:I'
expect_stderr 'row 2'
printf 'polyssimo-puzzle 1\nhand: F,Q9\n.....\n' >badhand.txt
expect_status 65 "$POLYX" polyssimo verify badhand.txt
expect_stderr "unknown piece or set 'Q9'"

# A book at three levels: puzzles then answers.
expect_status 0 "$POLYX" polyssimo book --count 1 --seed 2 -o book.pdf
[ "$(grep -c '^polyssimo:' out)" -eq 3 ] || fail "book: not 3 puzzle IDs"
# the puzzles picked, in their order: the same IDs as the whole book's 2nd and 3rd
grep '^polyssimo:' out | sed -n 2,3p >ids23
expect_status 0 "$POLYX" polyssimo book --count 1 --seed 2 --puzzles 2-3 -o book23.pdf
grep '^polyssimo:' out | cmp - ids23 || fail "--puzzles 2-3: not the book's 2nd and 3rd"
expect_status 64 "$POLYX" polyssimo book --count 1 --puzzles 4 -o book4.pdf
expect_stderr "puzzles: '4' names 4; the puzzles are numbered 1 to 3"
expect_status 64 "$POLYX" polyssimo book --count 1 --puzzles 2,x -o book4.pdf
[ ! -e book4.pdf ] || fail "a file was left"
expect_status 64 "$POLYX" polyssimo board --puzzles 1
head -c 5 book.pdf | grep -q '%PDF-' || fail "book.pdf is not a PDF"
if command -v pdfinfo >/dev/null 2>&1; then
  pdfinfo book.pdf >/dev/null || fail "book.pdf unreadable"
fi
expect_status 0 "$POLYX" polyssimo puzzle --level 1 --count 2 -o puz.png
ls puz*.png >/dev/null 2>&1 || fail "no PNG written"
# Letters follow the legend of `polyssimo pieces` on boards, hands and
# answers: each hand piece's legend letter covers its squares in the answer.
"$POLYX" polyssimo pieces | awk 'NR > 1 { print $1, $2 }' >legend.txt
expect_status 0 "$POLYX" polyssimo puzzle --seed 9 --level 2 --count 3
awk '/^hand: / { print substr($0, 7) }' out | tr ',' '\n' >hand.txt
[ -s hand.txt ] || fail "puzzle: no hand"
sed -n 's/^# \([^ ]\{12\}\)$/\1/p' out >answers.txt
while read -r name; do
  l=$(awk -v n="$name" '$1 == n { print $2 }' legend.txt)
  [ -n "$l" ] || fail "no legend letter for $name"
  c=$(tr -cd "$l" <answers.txt | wc -c)
  [ "$c" -ge 5 ] || fail "hand piece $name: its letter $l not in the answers"
done <hand.txt
tr -d 'FILNPTUVWXYZabcdefghjkmn.#\n' <answers.txt | grep -q . && fail "a letter outside the legend in an answer"
# The book prints the legend on its cards.
expect_status 0 "$POLYX" polyssimo puzzle --seed 9 --level 1 -o legend.trace
grep -q 'Letters: a=H1 b=H2' legend.trace || fail "puzzle -o: no legend on the card"
# Comments: '#' as in every polyx format (the puzzle output above), and the
# old ';' still read; a board row may start with '#' (outside), and text
# after the board is an error either way.
sed 's/^# /; /' p0.txt >old.txt
expect_status 0 "$POLYX" polyssimo verify old.txt
grep -q '^1 solution' out || fail "';' comments: $(cat out)"
{ echo '# a comment before the header'; echo 'polyssimo-puzzle 1'; echo '#'; echo 'hand: I';
  echo '# between the header and the board'; echo '#.....#'; echo '#######'; echo '# after the board'; } >hash.txt
expect_status 0 "$POLYX" polyssimo verify hash.txt
grep -q '^1 solution' out || fail "'#' comments: $(cat out)"
{ cat hash.txt; echo 'XX'; } >after.txt
expect_status 65 "$POLYX" polyssimo verify after.txt
expect_one_line_stderr
expect_stderr '^polyx: after.txt:9:1: text after the board'
exit 0
