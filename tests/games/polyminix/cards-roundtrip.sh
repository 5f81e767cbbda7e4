#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# cards-roundtrip.sh: a generated deck read back verifies; same seed, same bytes whatever --jobs; every side's ID verifies alone.
. "$srcdir/lib.sh"

expect_status 0 "$POLYX" cards generate -b 20000 --seed 11 --cards 2 --jobs 1 -o deck.txt
expect_status 0 "$POLYX" cards generate -b 20000 --seed 11 --cards 2 --jobs 2 -o deck2.txt
cmp deck.txt deck2.txt || fail "--jobs 2 changed the deck"
expect_status 0 "$POLYX" cards generate -b 20000 --seed 11 --cards 2 -o -
cmp deck.txt out || fail "stdout differs from the file"
expect_status 0 "$POLYX" cards generate -b 20000 --seed 12 --cards 2 -o deck3.txt
cmp -s deck.txt deck3.txt && fail "seeds 11 and 12 gave the same deck"
[ "$(grep -c '^card ' deck.txt)" -eq 2 ] || fail "not 2 cards"
[ "$(grep -c '^side ' deck.txt)" -eq 4 ] || fail "not 4 sides"
expect_status 0 "$POLYX" cards verify -b 20000 --jobs 1 deck.txt
grep -q '^4 challenges, 4 right, 0 wrong$' out || { cat out; fail "verify summary"; }
cp out verify1.txt
expect_status 0 "$POLYX" cards verify -b 20000 --jobs 3 deck.txt
cmp out verify1.txt || fail "verify --jobs 3 reports differently"
# each side's ID (written as a comment) verifies on its own
grep '^# id ' deck.txt | cut -c6- >ids
[ "$(wc -l <ids)" -eq 4 ] || fail "not 4 ids"
while read -r id; do
  expect_status 0 "$POLYX" cards verify -b 20000 -q "$id"
done <ids
# the deck written from IDs only reads back as the same sides
{ echo "card 1"; echo "side A"; sed -n 1p ids | sed 's/^/id /'; } >fromid.txt
expect_status 0 "$POLYX" cards verify -b 20000 fromid.txt
# --unique: boxes 1 and 2 of every side have exactly one tiling
expect_status 0 "$POLYX" cards generate -b 20000 --seed 3 --cards 1 --unique -o u.txt
expect_status 0 "$POLYX" cards verify -b 20000 u.txt
[ "$(grep -Ec '^  box [12] .* holds, 1 tiling \(unique\)' out)" -eq 4 ] || { cat out; fail "--unique"; }
# --figure: every side on the given figure
printf '......\n......\n......\n.....\n' >fig.txt
expect_status 0 "$POLYX" cards generate -b 20000 --seed 2 --cards 1 --figure fig.txt -o fg.txt
[ "$(grep -c '^# id polyminix:....../....../....../....._:' fg.txt)" -eq 2 ] || { cat fg.txt; fail "--figure"; }
expect_status 0 "$POLYX" cards verify -b 20000 fg.txt
printf '..\t.\n' >badfig.txt
expect_status 65 "$POLYX" cards generate -b 20000 --figure badfig.txt -o x.txt
expect_stderr 'badfig\.txt:1:3: bad character'
expect_one_line_stderr
[ ! -e x.txt ] || fail "a deck was written after an error"
expect_status 64 "$POLYX" cards generate -b 20000 --levels 1:x:1
expect_status 64 "$POLYX" cards generate -b 20000 --kit F,F
# another kit: recorded in the deck, used by verify
expect_status 0 "$POLYX" cards generate -b 20000 --kit pentominoes --cards 1 --seed 4 -o pk.txt
grep -q '^kit pentominoes$' pk.txt || fail "kit line"
grep -q 'I2\|I3\|L4' pk.txt && fail "pieces outside the kit"
expect_status 0 "$POLYX" cards verify -b 20000 pk.txt
grep '^# id ' pk.txt | sed -n 1p | cut -c6- >pkid
grep -q ';kit=pentominoes$' pkid || fail "the ID names the kit"
expect_status 0 "$POLYX" cards verify -b 20000 "$(cat pkid)"
# a full disk fails loudly
if [ -w /dev/full ]; then
  expect_status 74 "$POLYX" cards generate -b 20000 --cards 1 -o /dev/full
  expect_stderr "cannot write '/dev/full': "
fi
# levels by rank: 3 cards at 1:1:1 are green, yellow, red; the measure grows
expect_status 0 "$POLYX" cards generate -b 20000 --seed 4 --cards 3 -o lv.txt
[ "$(grep '^side' lv.txt | tr '\n' ' ')" = "side A green side B green side A yellow side B yellow side A red side B red " ] ||
  { grep '^side' lv.txt; fail "levels"; }
expect_status 0 "$POLYX" cards verify -b 20000 lv.txt
grep -o 'measure [0-9.]*' out | awk '{ if ($2 < last) exit 1; last = $2 }' || { cat out; fail "measure not increasing"; }
# The largest seed reads back (its deck verifies); one past it is refused with the range.
expect_status 0 "$POLYX" cards generate --seed 18446744073709551615 -n 1 -b 20000 -o max.txt
grep -q '^seed 18446744073709551615$' max.txt || fail "seed line of the largest seed"
expect_status 0 "$POLYX" cards verify --quiet -b 20000 max.txt
sed 's/^seed .*/seed 18446744073709551616/' max.txt >over.txt
expect_status 65 "$POLYX" cards verify over.txt
expect_stderr "^polyx: over\.txt:2:6: bad seed: a whole number from 0 to 18446744073709551615"
exit 0
