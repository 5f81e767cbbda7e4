#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# polyssimo-play.sh: self-play games replay through the checker; stronger players beat weaker ones; endgames.
. "$srcdir/lib.sh"

# greedy against random, the order of play turning: greedy wins most games.
expect_status 0 "$POLYX" polyssimo play --games 40 --seed 1 --seats greedy,random --record games.txt
grep -q '^# 40 games, .*; every game replayed through the checker (40 legal)$' out || fail "play: $(cat out)"
# The table's line of a strategy: strategy played wins win% squares.
g=$(awk '$1 == "greedy" && $2 == 40 { print $3 }' out)
[ -n "$g" ] && [ "$g" -ge 28 ] || fail "greedy won ${g:-?} of 40 against random (want >= 28)"
# The records written are legal, game by game.
expect_status 0 "$POLYX" polyssimo verify games.txt
[ "$(grep -c '^legal record: .* game over, player [12] wins' out)" -eq 40 ] || fail "verify games.txt: $(head -3 out)"
# Same seed, same statistics and records.
"$POLYX" polyssimo play --games 40 --seed 1 --seats greedy,random --record games2.txt >out2 2>/dev/null
cmp -s games.txt games2.txt || fail "same seed, different records"

# mc (Monte Carlo playouts) against greedy: mc wins more than half.
expect_status 0 "$POLYX" polyssimo play --games 16 --seed 2 --seats mc,greedy --playouts 8 --candidates 4
m=$(awk '$1 == "mc" && $2 == 16 { print $3 }' out)
[ -n "$m" ] && [ "$m" -ge 9 ] || fail "mc won ${m:-?} of 16 against greedy (want >= 9)"

# 3 and 4 players.
expect_status 0 "$POLYX" polyssimo play --games 6 --seed 3 --seats greedy,random,greedy,random
grep -Eq '^4 +[0-9]+ ' out || fail "4 players: no player 4"
grep -q '(6 legal)' out || fail "4 players: not all legal"

# A broken record names the rule and the line.
sed -n '1,/^# game 2/p' games.txt | sed '$d' >one.txt
expect_status 0 "$POLYX" polyssimo verify one.txt
awk '/^place / && !done { $2 = ($2 == 1 ? 2 : 1); done = 1 } { print }' one.txt >turn.txt
expect_status 4 "$POLYX" polyssimo verify turn.txt
expect_one_line_stderr
expect_stderr "turn.txt:[0-9]+:1: rule 'place-turn' broken"
sed 's/^result \([12]\)$/result 9/' one.txt >badres.txt
expect_status 65 "$POLYX" polyssimo verify badres.txt
# Endgame: the position four placements before the end of a game.
last=$(grep -n '^place ' one.txt | tail -4 | head -1 | cut -d: -f1)
head -n $((last - 1)) one.txt >eg.txt
expect_status 0 "$POLYX" polyssimo endgame eg.txt
grep -q '^to move: player [12]; best move: \(place\|stop\) ' out || fail "endgame: $(cat out)"
grep -q '^with best play: player [12] wins; squares left: [0-9]* [0-9]*$' out || fail "endgame result: $(cat out)"
# The best move is legal: append it and the record still checks.
sed -n 's/^.*best move: //p' out >>eg.txt
expect_status 0 "$POLYX" polyssimo verify eg.txt
# A draft in progress has no endgame.
head -n 8 one.txt >draft.txt
expect_status 65 "$POLYX" polyssimo endgame draft.txt
exit 0
