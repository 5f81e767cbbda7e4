#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# cards-rules.sh: every rule of the Polyminix rulebook in polyx-cards(1)'s table, a legal and an illegal case each (polyx cards check, polyx cards score).
. "$srcdir/lib.sh"
d=$srcdir/data
id='polyminix:...../...../...../.....:P,U,Y,I3,I2:I,L,P,I3,I2:P,U,Y+2:L,P+:-F,N:5,5,5,3,2'
# answer NAME BOX ROW...: an answer to the hand-made card's side A
answer() { n=$1 b=$2; shift 2; { echo "id $id"; echo "box $b"; for r in "$@"; do echo "$r"; done; } >"$n"; }
# legal FILE / illegal RULE FILE REGEX: check an answer
legal() { expect_status 0 "$POLYX" cards check "$1"; grep -q "keeps every rule" out || fail "$1: no verdict"; }
illegal() {
  expect_status 4 "$POLYX" cards check "$2"
  expect_stderr "^polyx: $2:[0-9]+:[0-9]+: rule $1: $3"
  expect_one_line_stderr
}
answer ok1 1 'I3 I3 I3 I2 I2' 'P P U U U' 'P P U Y U' 'P Y Y Y Y'
# the rulebook's own examples
expect_status 0 "$POLYX" cards check "$d/cards-answer-box6.txt" "$d/cards-answer-box3.txt"
[ "$(grep -c 'keeps every rule' out)" -eq 2 ] || { cat out; fail "rulebook examples"; }

# cover: the pieces cover the figure, none sticks out
legal ok1
answer gap 1 'I3 I3 I3 I2 I2' 'P P U U U' 'P P U Y U' 'P Y Y Y .'
illegal cover gap 'a cell of the figure is left uncovered'
printf 'id polyminix:..._:I3:I3:I3+1:I3+:-F:3\nbox 1\nI3 I3 I3 I2\n' >out1
illegal cover out1 'I2 sticks out of the figure'
# piece: kit pieces, turned or flipped, once each
answer x 1 'I3 I3 I3 I2 I2' 'P P U U U' 'P P U Y U' 'P Y Y Y X'
illegal piece x 'X is not a piece of the kit'
printf 'id polyminix:....:I4:I4:I4+1:I4+:-F:4\nbox 1\nI2 I2 I2 I2\n' >twice
illegal piece twice 'I2 used 2 times'
answer shape 1 'I3 I3 I2 I3 I2' 'P P U U U' 'P P U Y U' 'P Y Y Y Y'
illegal piece shape 'the cells marked I3 are not the I3 piece'
# box1, box2: all and only the pieces shown
answer l3 1 'P P U U L3' 'P P U L3 L3' 'P Y U U I2' 'Y Y Y Y I2'
illegal box1 l3 'I3 is shown but not used'
printf 'id polyminix:.....:I2:I2:I2+1:I2+:-F:2\nbox 1\nI2 I2 I3 I3 I3\n' >only1
illegal box1 only1 'I3 is not shown: only the pieces shown are used'
answer ok2 2 'I I I I I' 'L L L L I3' 'L P P I2 I3' 'P P P I2 I3'
legal ok2
answer bad2 2 'I3 I3 I3 I2 I2' 'P P U U U' 'P P U Y U' 'P Y Y Y Y'
illegal box2 bad2 'I is shown but not used'
# box3: the pieces shown plus exactly K others
cp "$d/cards-answer-box3.txt" ok3; legal ok3
answer bad3 3 'I4 I4 I4 I4 I3' 'Y Y Y Y I3' 'P P Y L3 I3' 'P P P L3 L3'
illegal box3 bad3 'U is shown but not used'
printf 'id polyminix:.........:I2:I2:I2+1:I2+:-F:2\nbox 3\nI2 I2 I3 I3 I3 I4 I4 I4 I4\n' >bad3k
illegal box3 bad3k '2 other pieces used, the box asks for exactly 1'
# box4: the pieces shown plus 1 to 3 others
answer ok4 4 'I3 L L L L' 'I3 N N N L' 'I3 P P N N' 'P P P I2 I2'
legal ok4
answer bad4 4 'I2 Y Y Y Y' 'I2 L3 Y P P' 'L3 L3 P P P' 'I I I I I'
illegal box4 bad4 'L is shown but not used'
printf 'id polyminix:..:I2:I2:I2+1:I2+:-F:2\nbox 4\nI2 I2\n' >bad4k
illegal box4 bad4k '0 other pieces used, the box asks for 1 to 3'
# box5: any pieces but those shown
answer ok5 5 'I3 I3 I3 I2 I2' 'P P U U U' 'P P U Y U' 'P Y Y Y Y'
legal ok5
answer bad5 5 'I3 L L L L' 'I3 N N N L' 'I3 P P N N' 'P P P I2 I2'
illegal box5 bad5 'N is used: the box excludes it'
# box6: as many pieces as shown, of the sizes shown
cp "$d/cards-answer-box6.txt" ok6; legal ok6
answer bad6 6 'I4 I4 I4 I4 I3' 'Y Y Y Y I3' 'P P Y L3 I3' 'P P P L3 L3'
illegal box6 bad6 '0 pieces of 2 cells used, the box shows 1'
# problem: Game 2's answers, a figure composed of the kit's pieces
printf 'problem square 3\nP P L4\nP P L4\nP L4 L4\n' >sq3; legal sq3
grep -q 'problem: the answer keeps every rule' out || fail "sq3: not a problem's verdict"
printf 'problem square 3\nP P L4 L4\nP P L4 .\nP . L4 .\n' >sq3x
illegal problem sq3x 'not a square of side 3'
printf 'problem rectangle 12\nI3 I3 I3 L3\nI2 I2 L3 L3\n' >rect12; legal rect12
printf 'problem rectangle 14\nI3 I3 I3 L3\nI2 I2 L3 L3\n' >rect14
illegal problem rect14 'a rectangle of perimeter 12, not 14'
printf 'problem symmetric 10\n. U . U .\n. U U U .\nI I I I I\n' >sym; legal sym
printf 'problem symmetric 10\nU . U . .\nU U U . .\nI I I I I\n' >symx
illegal problem symx 'the figure has no mirror axis'
printf 'problem area 9 perimeter 12\nP P L4\nP P L4\nP L4 L4\n' >ap; legal ap
printf 'problem area 9 perimeter 14\nP P L4\nP P L4\nP L4 L4\n' >apx
illegal problem apx 'area 9 and perimeter 12, not 9 and 14'
printf 'problem rectangle 12\nI3 I3 I3 . L3\nI2 I2 . L3 L3\n' >apart
illegal problem apart 'the pieces do not make one figure'
printf 'problem square 2\nI2 I2\nI2 I2\n' >sq2twice
illegal piece sq2twice 'I2 used 2 times'
printf 'problem circle 3\nI3 I3 I3\n' >pbad
expect_status 65 "$POLYX" cards check pbad
expect_stderr "^polyx: pbad:1:9: 'problem square L'"
# answers: bad text
printf 'id %s\nbox 7\n' "$id" >b7
expect_status 65 "$POLYX" cards check b7
expect_stderr '^polyx: b7:2:5: .box N.'
answer short 1 'I3 I3 I3 I2 I2' 'P P U U U' 'P P U Y U' 'P Y Y Y'
expect_status 65 "$POLYX" cards check short
expect_stderr '^polyx: short:6:[0-9]+: 4 cells in the row, the figure is 5 wide'
answer q 1 'I3 I3 I3 I2 I2' 'P P U U U' 'P P U Y U' 'P Y Y Y Q9'
expect_status 65 "$POLYX" cards check q
expect_stderr "^polyx: q:6:9: unknown piece 'Q9'"
expect_one_line_stderr

# game: score FILE must keep every rule; bad FILE RULE REGEX must break RULE
game() { n=$1; shift; printf '%s\n' "$@" >"$n"; }
good() { expect_status 0 "$POLYX" cards score "$1"; }
bad() {
  expect_status 4 "$POLYX" cards score "$1"
  expect_stderr "^polyx: $1:[0-9]+:[0-9]+: rule $2: $3"
  expect_one_line_stderr
}
# turno1: the first to finish scores 3, the others nothing
game t1 'players A B C' 'turn 1 B A' 'score 0 3 0'; good t1
# comments: a word that starts with '#' or ';', after words too; every error names its column
game t1c '# a game' 'players A B C # three' '  turn 1 B A ;first' 'score 0 3 0 #after'; good t1c
game t1n 'players A B C' 'turn 1 B A' '  score 0 3 x0'
expect_status 65 "$POLYX" cards score t1n
expect_stderr '^polyx: t1n:3:13: a score is a number$'
game t1x 'players A B C' 'turn 1 B A' 'score 2 3 0'; bad t1x turno1 'A has 0 points, not 2'
# turno2: 3, 2, 1; of four, the last scores nothing
game t2 'players A B C D' 'turn 2 B A C D' 'score 2 3 1 0'; good t2
game t2x 'players A B C D' 'turn 2 B A C D' 'score 2 3 1 1'; bad t2x turno2 'D has 0 points, not 1'
# turno3: everyone in time scores 2
game t3 'players A B C' 'turn 3 A C' 'score 2 0 2'; good t3
game t3x 'players A B C' 'turn 3 A C' 'score 3 0 0'; bad t3x turno3 'A has 2 points, not 3'
# turno4: two cards in a row, the first scores 3
game t4 'players A B C' 'turn 4 C A' 'score 0 0 3'; good t4
game t4x 'players A B C' 'turn 4 C A' 'score 2 0 3'; bad t4x turno4 'A has 0 points, not 2'
# turno5: each their own deck, the first scores 3/2/1 by red/yellow/green
game t5 'players A B C' 'turn 5 B:yellow A' 'score 0 2 0' 'turn 5 C:red' 'score 0 2 3' 'turn 5 A:green' 'score 1 2 3'; good t5
game t5x 'players A B C' 'turn 5 B A'; bad t5x turno5 "face 5: the first's card colour"
# turno6: the turn player sets the die to the face they prefer
game t6 'players A B C' 'turn 6 2 A B C' 'score 3 2 1'; good t6
game t6x 'players A B C' 'turn 6 6 A'; bad t6x turno6 'face 6: the turn player sets the die to one of the faces 1 to 5'
# end: the first to reach or pass 12 wins; the game is over
game e 'players A B' 'turn 1 A' 'turn 1 A' 'turn 1 A' 'turn 1 A'; good e
grep -q '; A wins$' out || { cat out; fail "A wins"; }
game ex 'players A B' 'turn 1 A' 'turn 1 A' 'turn 1 A' 'turn 1 A' 'turn 1 B'; bad ex end 'A has won with 12 points'
# tie: tied at 12 or more, the tied alone play on (the rulebook's example)
cp "$d/cards-game-tie.txt" tie; good tie
grep -q 'Anna 13, Bruno 12, Carla 4; Anna wins$' out || { cat out; fail "the tie played out"; }
head -n 9 "$d/cards-game-tie.txt" >tied; good tied
grep -q 'tied at 12 or more, playing on alone: Anna Bruno$' out || { cat out; fail "tied"; }
{ cat tied; echo 'turn 1 Carla'; } >tiex; bad tiex tie 'Carla does not play this turn'
game all 'players A B' 'turn 3 A B' 'turn 3 A B' 'turn 3 A B' 'turn 3 A B' 'turn 3 A B' 'turn 3 A B'; good all
grep -q 'A 12, B 12; tied at 12 or more, playing on alone: A B$' out || { cat out; fail "both tied"; }
# players: 2 to 4
game p2 'players A B'; good p2
game p5 'players A B C D E'; bad p5 players '5 players: the game is for 2 to 4'
# game2: Game 2 has no cards, so no TURNO face 4 (two cards) or 5 (each their own deck)
game g2 'game 2' 'players A B' 'turn 1 A' 'turn 3 A B' 'turn 6 2 B A' 'score 7 5'; good g2
game g2x 'game 2' 'players A B' 'turn 1 A' 'turn 4 B'; bad g2x game2 'Game 2 has no cards'
game g2y 'game 2' 'players A B' 'turn 6 5 B:red'; bad g2y game2 'Game 2 has no cards'
game g1 'game 1' 'players A B' 'turn 4 B'; good g1
game g3 'game 3' 'players A B'
expect_status 65 "$POLYX" cards score g3
expect_stderr "^polyx: g3:1:1: 'game 1' or 'game 2'"
# games: bad text
game gx 'players A B' 'turn 7 A'
expect_status 65 "$POLYX" cards score gx
expect_stderr '^polyx: gx:2:6: .turn FACE.'
game gy 'players A B' 'turn 1 Z'
expect_status 65 "$POLYX" cards score gy
expect_stderr "^polyx: gy:2:8: 'Z' is not a player"
expect_one_line_stderr
printf '# nothing\n' >noplayers
expect_status 65 "$POLYX" cards score noplayers
expect_stderr '^polyx: noplayers:1:1: no players line$'
printf 'box 2\n' >noid
expect_status 65 "$POLYX" cards check noid
expect_stderr '^polyx: noid:1:1: no id line$'
expect_status 64 "$POLYX" cards score
expect_status 66 "$POLYX" cards check no-such-answer.txt
exit 0
