#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# cards-play.sh: simulated games of equal players by the rulebook's rules: the same seed gives the same figures; the win rates add up; each player wins about its share.
. "$srcdir/lib.sh"
expect_status 0 "$POLYX" cards play --games 400 --seed 3
cp out a
expect_status 0 "$POLYX" cards play --games 400 --seed 3
cmp a out || fail "same seed, other figures"
grep -q '^400 games, 4 players of equal skill, seed 3' out || { cat out; fail "header"; }
[ "$(grep -c '^player [1-4]: wins' out)" -eq 4 ] || { cat out; fail "not 4 players"; }
sum=$(sed -n 's/^player [0-9]: wins \([0-9.]*\)%.*/\1/p' out | awk '{ s += $1 } END { printf "%.0f", s }')
[ "$sum" = 100 ] || { cat out; fail "win rates add up to $sum%"; }
# equal players: every player wins 15% to 35% of 400 games
sed -n 's/^player [0-9]: wins \([0-9.]*\)%.*/\1/p' out | awk '$1 < 15 || $1 > 35 { exit 1 }' || { cat out; fail "a player far from 25%"; }
# a game ends in about 8 turns (the equal-players model: 8.4 on 2000 games)
t=$(sed -n 's/^mean turns \([0-9.]*\),.*/\1/p' out)
awk -v t="$t" 'BEGIN { exit !(t > 7 && t < 10) }' || fail "mean turns $t"
expect_status 0 "$POLYX" cards play --games 200 --players 2 --seed 3
grep -q '^player 2: ' out && ! grep -q '^player 3: ' out || { cat out; fail "2 players"; }
expect_status 64 "$POLYX" cards play --players 5
expect_stderr "^polyx: cards: --players: '5' is not a number from 2 to 4$"
expect_status 64 "$POLYX" cards play --games 0
exit 0
