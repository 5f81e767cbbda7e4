#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# play-jobs.sh: every game's play runs on games/game.c's series runner: the figures, the records
# and the histograms are the same bytes for --jobs 1, 2 and 3.
. "$srcdir/lib.sh"
same() { # same WHAT FILE1 FILE2
  cmp -s "$2" "$3" || { diff "$2" "$3" >&2; fail "$1: --jobs changes $2"; }
}
for j in 1 2 3; do
  expect_status 0 "$POLYX" polymere play --games 40 --seed 5 --players 3 --jobs $j --record pm$j.txt --histogram pm$j.svg
  mv out pm$j.out
  expect_status 0 "$POLYX" polyssimo play --games 12 --seed 3 --seats greedy,random --jobs $j --record ps$j.txt
  mv out ps$j.out
  expect_status 0 "$POLYX" polymo play --games 20 --seed 2 --seats greedy,random --jobs $j --record po$j.txt
  mv out po$j.out
done
for j in 2 3; do
  for f in pm%.out pm%.txt pm%.svg ps%.out ps%.txt po%.out po%.txt; do
    a=$(echo $f | sed "s/%/1/"); b=$(echo $f | sed "s/%/$j/")
    same "play" "$a" "$b"
  done
done
# Twelve games make twelve records, in game order.
[ "$(grep -c '^# game ' ps2.txt)" -eq 12 ] || fail "polyssimo play --jobs 2: not 12 records"
grep '^# game ' ps3.txt | awk '{ if ($3 != NR) exit 1 }' || fail "polyssimo play --jobs 3: records out of order"
expect_status 64 "$POLYX" polymere play --jobs 65
expect_stderr "jobs: .65. is not"
expect_status 64 "$POLYX" polyssimo play --jobs x
# One vocabulary: --players K is a number, --seats LIST the strategies; a list given to polyssimo's
# --players is its old spelling of --seats: the same games, and one line saying so.
expect_status 0 "$POLYX" polyssimo play --games 12 --seed 3 --players greedy,random --jobs 2 --record old.txt
cmp -s old.txt ps1.txt || fail "polyssimo play --players LIST: not the games of --seats LIST"
expect_one_line_stderr
expect_stderr "now --seats greedy,random"
expect_status 0 "$POLYX" polyssimo play --games 4 --seed 3 --seats greedy,random --players 3
grep -q '^# 4 games, 3 players (greedy,random,greedy)' out || fail "polyssimo play --players 3: the seats do not take the strategies in turn"
expect_status 64 "$POLYX" polyssimo play --players 2 --seats greedy,random,mc
exit 0
