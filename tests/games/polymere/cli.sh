#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# cli.sh: polyx polymere on the command line: tiles, check, play, count, solitaire, set; outputs and determinism.
. "$srcdir/lib.sh"
export LC_ALL=C
data=$top_srcdir/tests/games/polymere/data

# tiles: 120, starting with 1, all distinct
expect_status 0 "$POLYX" polymere tiles
[ "$(grep -c ' mirror ' out)" -eq 120 ] || fail "tiles: not 120 lines"
[ "$(awk '/ mirror /{print $2}' out | sort -u | grep -c '^1[2-6]\{5\}$')" -eq 120 ] || fail "tiles: not 120 distinct texts"

# check: a legal record with a chain, a draw and a joker; the board, dead spaces, a drawing
expect_status 0 "$POLYX" polymere check --board "$data/chain.txt" -o board.pdf
# (with --board, the report goes to stderr and stdout is the board alone)
grep -q '^legal: moves: 6, tiles placed: 4, turns: 4, tiles drawn for debts: 2$' err || { cat err; fail "check: legal summary"; }
grep -q '^game not over: player 2 to play' err || fail "check: whose turn"
grep -q '^dead spaces: 1 1,-1$' err || { cat err; fail "check: the dead space 1,-1"; }
grep -q '^0,1 J 6...13$' out || fail "check --board: no joker line"
grep -qv '^-*[0-9]*,-*[0-9]* ' out && { cat out; fail "check --board: more than the board on stdout"; }
pdfinfo board.pdf >/dev/null 2>&1 || fail "check -o: no PDF"

# board: the text form of check --board reads back to the same lines
sed -n '/^-*[0-9]*,-*[0-9]* /p' out >board.txt
expect_status 0 "$POLYX" polymere board board.txt -o b.png --colours
grep -q '^# a possible board: tiles: 4,.*dead spaces (1): 1,-1$' out || { cat out; fail "board: summary"; }
tail -n +2 out | cmp -s - board.txt || fail "board: not read back to the same text"
[ -s b.png ] || fail "board -o: no PNG"
# the drawing as a golden trace (drawing calls, not pixels)
expect_status 0 "$POLYX" polymere board board.txt -o b.trace
cmp -s b.trace "$top_srcdir/tests/games/polymere/golden/chain-board.trace" || fail "board -o b.trace: not the golden trace"

# play: same seed, same bytes; the record replays; the histogram is drawn
expect_status 0 "$POLYX" polymere play --games 30 --seed 5 --record r.txt --histogram h.pdf
cp out play1
grep -q 'every game replayed through the checker (30 legal)' play1 || fail "play: not every game replayed"
for s in random greedy blocker; do grep -Eq "^$s +[0-9]+ +[0-9]+ +[0-9.]+ +[1-6][.][0-9]+ +[0-9.]+ +[0-9]+$" play1 || fail "play: no line for $s"; done
# the players' table: wins, their share and the mean place of each place in the order of play
[ "$(grep -cE '^[1-4] +[0-9]+ +[0-9.]+ +[1-4][.][0-9]{2}$' play1)" -eq 4 ] || fail "play: not 4 lines of players"
awk '$1 ~ /^[1-4]$/ && NF == 4 { w += $2 } END { exit !(w <= 30) }' play1 || fail "play: more wins than games"
# the places played on after the first out: the record names them all
expect_status 0 "$POLYX" polymere check r.txt
grep -Eq '^places, first to last: players [1-4] [1-4] [1-4] [1-4]$' out || { cat out; fail "check: no places"; }
# the greedy player is the one that makes the longest chains
awk '$1 == "greedy" { g = $6 } $1 == "random" { r = $6 } END { exit !(g > r) }' play1 || fail "play: greedy chains no longer than random"
expect_status 0 "$POLYX" polymere play --games 30 --seed 5
cmp -s out play1 || fail "play: same seed, other output"
expect_status 0 "$POLYX" polymere check r.txt
grep -q '^game over' out || fail "play: the record's game is not over"
expect_status 0 "$POLYX" polymere check --board r.txt
sed -n '/^-*[0-9]*,-*[0-9]* /p' out >rb.txt
expect_status 0 "$POLYX" polymere board rb.txt
tail -n +2 out | cmp -s - rb.txt || fail "board: a played board is not read back the same"
pdfinfo h.pdf >/dev/null 2>&1 || fail "play: no histogram"
for k in 2 3 5 6; do
  expect_status 0 "$POLYX" polymere play --games 5 --players $k
  grep -q '(5 legal)' out || fail "play: $k players"
done
expect_status 0 "$POLYX" polymere play --games 5 --players 2 --digits 3 --seats greedy,blocker
grep -q '2 players, 3 digits each' out || fail "play: the three-digit variant"

# count: the rulebook's n! facts, --emit-dlx readable by polyx solve
expect_status 0 "$POLYX" polymere count space 12....
grep -q '^24 tiles fit 12.... .*direct: 24' out || fail "count space: 4 open edges"
expect_status 0 "$POLYX" polymere count space 1234..
grep -q '^2 tiles' out || fail "count space: 2 open edges"
expect_status 0 "$POLYX" polymere count space 1.1...
grep -q '^0 tiles.*dead space' out || fail "count space: a digit twice"
expect_status 0 "$POLYX" polymere count space 123... --emit-dlx
cp out space.dlx
expect_status 0 "$POLYX" solve --count space.dlx
grep -q '^6$' out || { cat out; fail "count space --emit-dlx: polyx solve does not count 6"; }
expect_status 0 "$POLYX" polymere count ring 123456 --emit-dlx
grep -q '^s0 s1 s2 s3 s4 s5 |' out || fail "count ring --emit-dlx: items"

# solitaire: two rings by both engines, drawn; five rings
expect_status 0 "$POLYX" polymere solitaire --rings 2 --first 135264 --engine both -o sol.png
[ "$(grep -c 'checked edge by edge' out)" -eq 2 ] || fail "solitaire: not checked twice"
[ -s sol.png ] || fail "solitaire: no PNG"
expect_status 0 "$POLYX" polymere solitaire --seed 4
grep -q ': 5 full rings (91 tiles) and' out || fail "solitaire: five full rings"
expect_status 3 "$POLYX" polymere solitaire --seed 4 --budget 10

# set: A4, A3, Letter, backs, black and white, the aid in French. White
# tiles share their cut lines: 28 an A4 page with crop marks, 5 pages and
# the aid (were 21 a page, 6 pages); 32 and 4 pages without marks.
expect_status 0 "$POLYX" polymere set -o set.pdf
pdfinfo set.pdf >info
grep -Eq '^Pages: +7$' info || { cat info; fail "set: A4 is not 5 pages, the aid and the die"; }
# the die the rulebook lists ("un dé à six faces"), a net to cut and fold
pdftotext -f 7 -l 7 set.pdf - | grep -q 'Polymère: the die' || fail "set: no die net on the last page"
pdftotext -f 7 -l 7 set.pdf - | grep -q 'Any six-sided die will do' || fail "set: the die page says no die will do"
grep -q ' 28 a page on 5 pages' err || fail "set: not 28 a page: $(cat err)"
expect_status 0 "$POLYX" polymere set --no-crop-marks -o nm.pdf
grep -q ' 32 a page on 4 pages' err || fail "set --no-crop-marks: not 32 a page: $(cat err)"
# coloured to the cut: 3 mm of bleed, 21 a page as before
expect_status 0 "$POLYX" polymere set --colours -o col.pdf
grep -q ' 21 a page on 6 pages' err || fail "set --colours: not 21 a page: $(cat err)"
# the set's page options are the set's: refused elsewhere
expect_status 64 "$POLYX" polymere solitaire --no-crop-marks
expect_stderr 'polymere solitaire: --no-crop-marks applies to the printable set only'
expect_status 64 "$POLYX" polymere play --bleed=2
expect_stderr 'polymere play: --bleed applies to the printable set only'
expect_status 64 "$POLYX" polymere set --paper card -o c.pdf
expect_stderr 'the set needs a paper size'
grep -Eq 'Page size: +595.* x 841' info || fail "set: not A4"
expect_status 0 "$POLYX" polymere set -o a3.pdf --paper a3 --backs --colours
grep -Eq '^Pages: +8$' "$(pdfinfo a3.pdf >i3; echo i3)" || { cat i3; fail "set: A3 with backs"; }
expect_status 0 "$POLYX" polymere set -o l.pdf --paper letter --bw --colours --bleed=0
pdfinfo l.pdf | grep -Eq 'Page size: +612 x 792' || fail "set: not Letter"
expect_status 0 "$POLYX" polymere set -o fr.pdf --lang fr --aids 2
pdftotext fr.pdf - | grep -q 'aide de jeu' || fail "set: the aid is not in French"
pdftotext fr.pdf - | grep -q 'Polymère : le dé' || fail "set: the die is not in French"
expect_status 0 "$POLYX" polymere set -o set2.pdf
cmp -s set.pdf set2.pdf || fail "set: two runs differ"
exit 0
