#!/bin/sh
# cards-roundtrip.sh: a generated deck read back verifies; same seed, same bytes whatever --jobs; every side's ID verifies alone.
. "$srcdir/lib.sh"

expect_status 0 "$POLYX" cards generate --seed 11 --cards 2 -o deck.txt
expect_status 0 "$POLYX" cards generate --seed 11 --cards 2 --jobs 2 -o deck2.txt
cmp deck.txt deck2.txt || fail "--jobs 2 changed the deck"
expect_status 0 "$POLYX" cards generate --seed 11 --cards 2 -o -
cmp deck.txt out || fail "stdout differs from the file"
expect_status 0 "$POLYX" cards generate --seed 12 --cards 2 -o deck3.txt
cmp -s deck.txt deck3.txt && fail "seeds 11 and 12 gave the same deck"
[ "$(grep -c '^card ' deck.txt)" -eq 2 ] || fail "not 2 cards"
[ "$(grep -c '^side ' deck.txt)" -eq 4 ] || fail "not 4 sides"
# levels: green card first, red last (1:1:1 of 2 cards: 0 green, 0 yellow, 2 red? no: 0,0,2)
expect_status 0 "$POLYX" cards verify deck.txt
grep -q '^4 challenges, 4 right, 0 wrong$' out || { cat out; fail "verify summary"; }
# each side's ID (written as a comment) verifies on its own
grep '^; id ' deck.txt | cut -c6- >ids
[ "$(wc -l <ids)" -eq 4 ] || fail "not 4 ids"
while read -r id; do
  expect_status 0 "$POLYX" cards verify -q "$id"
done <ids
# the deck written from IDs only reads back as the same sides
{ echo "card 1"; echo "side A"; sed -n 1p ids | sed 's/^/id /'; } >fromid.txt
expect_status 0 "$POLYX" cards verify fromid.txt
exit 0
