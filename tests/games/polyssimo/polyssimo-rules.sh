#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# polyssimo-rules.sh: every rule of the rulebook, a legal and an illegal record each (man page table: RULES).
. "$srcdir/lib.sh"

# legal NAME: the record in NAME.rec checks (status 0). broken NAME RULE LINE: it breaks RULE at LINE.
legal() { expect_status 0 "$POLYX" polyssimo verify "$1.rec"; }
broken() {
  expect_status 4 "$POLYX" polyssimo verify "$1.rec"
  expect_one_line_stderr
  expect_stderr "^polyx: $1.rec:$3:1: rule '$2' broken"
}
# rec NAME LINES...: write a record on a 5x2 board with two I pentominoes, players 2.
rec() { n=$1; shift; { printf 'polyssimo-record 1\nboard 5x2\npieces I*2\nplayers 2\n'; printf '%s\n' "$@"; } >"$n.rec"; }

# The tie rule (rulebook, "Winning"): both place everything, 0 squares each; the last to place wins.
rec tie 'draft 1 I' 'draft 2 I' 'place 2 I 1 0 0' 'place 1 I 1 0 1' 'stop 2' 'stop 1' 'result 1'
legal tie
grep -q 'game over, player 1 wins; squares left: 0 0' out || fail "tie: $(cat out)"
rec tie-bad 'draft 1 I' 'draft 2 I' 'place 2 I 1 0 0' 'place 1 I 1 0 1' 'stop 2' 'stop 1' 'result 2'
broken tie-bad result 11

# Phase 1, draft: clockwise, the youngest (player 1) first.
rec draft-ok 'draft 1 I' 'draft 2 I'
legal draft-ok
grep -q 'placement in progress' out || fail "draft-ok: $(cat out)"
rec draft-2first 'draft 2 I'
broken draft-2first draft-turn 5
rec draft-twice 'draft 1 I' 'draft 1 I'
broken draft-twice draft-turn 6
# three players: 1, 2, 3, then 1 again
{ printf 'polyssimo-record 1\nboard 12x11\npieces F,I,L,N,P,T\nplayers 3\n'
  printf 'draft 1 F\ndraft 2 I\ndraft 3 L\ndraft 1 N\ndraft 2 P\ndraft 3 T\n'; } >draft3.rec
legal draft3
sed 's/^draft 3 L$/draft 1 L/' draft3.rec >draft3-bad.rec
broken draft3-bad draft-turn 7
# only a piece still in the centre is drafted (pieces I,L: one I)
{ printf 'polyssimo-record 1\nboard 5x2\npieces I,L\nplayers 2\ndraft 1 I\ndraft 2 I\n'; } >draft-gone.rec
broken draft-gone draft-piece 6
# every piece is drafted before any is placed
rec draft-first 'draft 1 I' 'place 2 I 1 0 0'
broken draft-first draft-first 6

# Phase 2, placement: anticlockwise, the last to choose places first (3 players: 3, then 2, then 1).
cp draft3.rec place3.rec
printf 'place 3 L 0 0 0\nplace 2 I 0 5 0\nplace 1 F 0 8 0\n' >>place3.rec
legal place3
cp draft3.rec place3-first.rec
printf 'place 1 F 0 8 0\n' >>place3-first.rec
broken place3-first place-turn 11
cp draft3.rec place3-clockwise.rec
printf 'place 3 L 0 0 0\nplace 1 F 0 8 0\n' >>place3-clockwise.rec
broken place3-clockwise place-turn 12
# a piece of one's own hand, inside the board, overlapping nothing
rec hand 'draft 1 I' 'draft 2 I' 'place 2 I 1 0 0' 'place 1 I 1 0 0'
broken hand overlap 8
{ printf 'polyssimo-record 1\nboard 5x2\npieces I,L\nplayers 2\ndraft 1 I\ndraft 2 L\nplace 2 I 1 0 0\n'; } >hand-not-own.rec
broken hand-not-own hand 7
rec inside 'draft 1 I' 'draft 2 I' 'place 2 I 1 1 0'
broken inside inside 7
rec inside-ok 'draft 1 I' 'draft 2 I' 'place 2 I 1 0 1'
legal inside-ok
# a player who cannot place stops, and only then; a stopped player is skipped.
rec stop-early 'draft 1 I' 'draft 2 I' 'stop 2'
broken stop-early stop 7
{ printf 'polyssimo-record 1\nboard 5x2\npieces I,L\nplayers 2\ndraft 1 I\ndraft 2 L\n'
  printf 'place 2 L 1 0 0\nstop 1\nstop 2\nresult 2\n'; } >stop-ok.rec
legal stop-ok
grep -q 'game over, player 2 wins; squares left: 5 0' out || fail "stop-ok: $(cat out)"
# no move once everyone has stopped
sed 's/^result 2$/place 1 I 1 0 1/' stop-ok.rec >over.rec
broken over over 10

# Winning: English rulebook, fewest squares; Czech rulebook (scoring pieces), fewest pieces.
# Player 1 ends with I2 and I1 (3 squares, 2 pieces), player 2 with the I pentomino (5 squares, 1 piece).
{ printf 'polyssimo-record 1\nboard 4x1\npieces I3,I,I2,I1*2\nplayers 2\n'
  printf 'draft 1 I3\ndraft 2 I\ndraft 1 I2\ndraft 2 I1\ndraft 1 I1\n'
  printf 'place 1 I3 1 0 0\nplace 2 I1 0 3 0\nstop 1\nstop 2\n'; } >score.rec
cp score.rec squares.rec; echo 'result 1' >>squares.rec
legal squares
grep -q 'player 1 wins; squares left: 3 5$' out || fail "squares: $(cat out)"
cp score.rec squares-bad.rec; echo 'result 2' >>squares-bad.rec
broken squares-bad result 14
sed 's/^players 2$/players 2\nscoring pieces/' score.rec >pieces.rec; echo 'result 2' >>pieces.rec
legal pieces
grep -q 'player 2 wins; squares left: 3 5; pieces left: 2 1$' out || fail "pieces: $(cat out)"
sed 's/^players 2$/players 2\nscoring pieces/' score.rec >pieces-bad.rec; echo 'result 1' >>pieces-bad.rec
broken pieces-bad result 15
sed 's/^players 2$/players 2\nscoring cubes/' score.rec >scoring-word.rec
expect_status 65 "$POLYX" polyssimo verify scoring-word.rec
expect_one_line_stderr
expect_stderr '^polyx: scoring-word.rec:5:9: scoring:'

# Handicap (rulebook NB): the stronger player drafts at least N black-and-white pieces.
hc() { n=$1; shift; { printf 'polyssimo-record 1\npieces I,L,H1,H2\nplayers 2\nhandicap 1 2\n'; printf '%s\n' "$@"; } >"$n.rec"; }
hc hc-ok 'draft 1 H1' 'draft 2 I' 'draft 1 H2' 'draft 2 L'
legal hc-ok
hc hc-colour 'draft 1 I'
broken hc-colour handicap 5
hc hc-taken 'draft 1 H1' 'draft 2 H2'
broken hc-taken handicap 6
hc hc-too-many 'draft 1 H1'
sed -i 's/^handicap 1 2$/handicap 1 3/' hc-too-many.rec
expect_status 65 "$POLYX" polyssimo verify hc-too-many.rec
expect_one_line_stderr
expect_stderr '^polyx: hc-too-many.rec:4:12: handicap:'
# In play, the handicapped strategy's games are legal and it drafts enough black-and-white pieces.
expect_status 0 "$POLYX" polyssimo play --games 6 --seed 4 --seats greedy,random,random --handicap 5 --record hc.rec
grep -q 'every game replayed through the checker (6 legal)' out || fail "handicap play: $(cat out)"
[ "$(grep -c '^handicap [123] 5$' hc.rec)" -eq 6 ] || fail "handicap play: records lack the handicap line"
expect_status 0 "$POLYX" polyssimo verify hc.rec
expect_status 64 "$POLYX" polyssimo play --seats greedy,random --handicap 13
expect_stderr '^polyx: polyssimo: --handicap: '
expect_status 64 "$POLYX" polyssimo play --seats greedy,random --handicap 1,2,3
expect_status 64 "$POLYX" polyssimo play --scoring cubes
expect_stderr "scoring"
# scoring by pieces in play: the records say so and check.
expect_status 0 "$POLYX" polyssimo play --games 4 --seed 1 --scoring pieces --record sp.rec
[ "$(grep -c '^scoring pieces$' sp.rec)" -eq 4 ] || fail "scoring pieces: records lack the line"
expect_status 0 "$POLYX" polyssimo verify sp.rec
grep -q 'pieces left' out || fail "scoring pieces verify: $(head -2 out)"

# Several records in one file: each is checked with its own board and pieces
# (the geometry is built once and reused only by records that share it).
cat tie.rec stop-ok.rec tie.rec squares.rec >several.rec
expect_status 0 "$POLYX" polyssimo verify several.rec
[ "$(grep -c '^legal record: .* game over' out)" -eq 4 ] || fail "several records: $(cat out)"
cat tie.rec tie-bad.rec >several-bad.rec
broken several-bad result 22

# Every rule name of the messages appears in the man page's table.
sed 's/\\-/-/g' "$top_srcdir/man/polyx-polyssimo.1" >man.txt
for r in draft-turn draft-piece draft-first place-turn hand inside overlap stop over result handicap; do
  grep -q "$(printf '\t')$r" man.txt || fail "man page's RULES table lacks rule $r"
done
exit 0
