#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# polymo-cli.sh: polyx polymo sheet, check, play and best on the command line.
. "$srcdir/lib.sh"
export LC_ALL=C

# sheet: one A4 page, 4 sheets a page on Letter, PNG, labels in French
expect_status 0 "$POLYX" polymo sheet -o s.pdf
pdfinfo s.pdf >info || fail "pdfinfo"
grep -Eq '^Pages: +1$' info || fail "sheet: not one page"
grep -Eq 'Page size: +595.* x 841' info || fail "sheet: not A4"
pdftotext s.pdf - | grep -q 'My polyominoes' || fail "sheet: no 'My polyominoes'"
pdftotext s.pdf - | grep -q 'Minus points' || fail "sheet: no score box label"
expect_status 0 "$POLYX" polymo sheet -o s4.pdf --per-page 4 --paper letter --size 8 --lang fr
pdfinfo s4.pdf | grep -Eq 'Page size: +612 x 792' || fail "sheet: not Letter"
pdftotext s4.pdf - | grep -c 'Mes polyominos' | grep -qx 4 || fail "sheet: not 4 French sheets"
expect_status 0 "$POLYX" polymo sheet -o pad.pdf --per-page 2 --sheets 7
pdfinfo pad.pdf | grep -Eq '^Pages: +4$' || fail "sheet: 7 sheets 2 a page are not 4 pages"
expect_status 0 "$POLYX" polymo sheet -o s.png --per-page 2
[ -s s.png ] || fail "no PNG"
expect_status 0 "$POLYX" polymo sheet -o s2.pdf
cmp -s s.pdf s2.pdf || fail "sheet: two runs differ"

# play: same seed, same games; the record replays through the rules engine
expect_status 0 "$POLYX" polymo play --games 20 --seed 7 --players 2 --strategy random,greedy --size 9,8 --histogram h.png --record r.txt
cp out play1
expect_status 0 "$POLYX" polymo play --games 20 --seed 7 --players 2 --strategy random,greedy --size 9,8
cmp -s out play1 || fail "play: same seed, other output"
expect_status 0 "$POLYX" polymo play --games 20 --seed 7 --players 2 --strategy random,greedy --size 9,8 --jobs 3 --histogram h3.png --record r3.txt
cmp -s out play1 || fail "play: --jobs 3 gives other figures"
cmp -s r.txt r3.txt || fail "play: --jobs 3 gives another record"
cmp -s h.png h3.png || fail "play: --jobs 3 gives another histogram"
expect_status 64 "$POLYX" polymo play --jobs 65
# One table a size: a line for each strategy (its minus points' quantiles last), one for each player.
[ "$(grep -c '^# [89]x[89] grid: 20 games a strategy, seeds 7..26; players: 2, all playing one strategy (random,greedy)$' play1)" -eq 2 ] || fail "play: not 2 tables"
[ "$(grep -cE '^(random|greedy) +40 +20\.0 +50\.0 +[0-9.]+( +[0-9]+){6}$' play1)" -eq 4 ] || fail "play: not 4 lines of figures"
[ "$(grep -cE '^[12] +[0-9]+\.[0-9] +[0-9.]+ +[0-9.]+$' play1)" -eq 4 ] || fail "play: not 4 lines of players"
[ -s h.png ] || fail "play: no histogram"
expect_status 0 "$POLYX" polymo check r.txt
grep -q '^legal: .*game over' out || fail "check: the simulated game is not legal and over"
grep -Eq '^(winner: player|winners \(a tie\): players) [0-9]' out || fail "check: no winner named"
sed -n 3p r.txt | grep -qx opening || fail "play: the record has no opening"
expect_status 0 "$POLYX" polymo play --games 1 --seed 3 --players 5 --strategy lookahead --record r5.txt
expect_status 0 "$POLYX" polymo check r5.txt -o r5.pdf
[ "$(grep -c '^player' out)" -eq 5 ] || fail "check: not 5 players"

# seats: one table, a strategy a player; wins per player and per strategy add up to 100 %
expect_status 0 "$POLYX" polymo play --games 20 --seed 5 --seats greedy,random,lookahead --record seats.txt
grep -Eq '^lookahead +20 ' out || fail "seats: no line for lookahead"
grep -Eq '^3 +[0-9]+\.[0-9] ' out || fail "seats: no line for player 3"
awk '$1 ~ /^[1-3]$/ && NF == 4 {s += $3; w += $2} END {exit !(s > 99.8 && s < 100.2 && w > 19.9 && w < 20.1)}' out || fail "seats: player wins do not add up to 100%"
awk '$1 ~ /^(greedy|random|lookahead)$/ {w += $3} END {exit !(w > 19.9 && w < 20.1)}' out || fail "seats: strategy wins do not add up to the games"
grep -Eq '^random +20 +[0-9]+\.[0-9] ' out || fail "seats: no line for the random strategy"
expect_status 0 "$POLYX" polymo check seats.txt
expect_status 0 "$POLYX" polymo play --games 20 --seed 5 --seats greedy,random,lookahead
cp out seats1
expect_status 0 "$POLYX" polymo play --games 20 --seed 5 --seats greedy,random,lookahead --jobs 2
cmp -s out seats1 || fail "seats: same seed, other output (--jobs 2)"
expect_status 64 "$POLYX" polymo play --seats greedy
expect_stderr "invalid value 'greedy' for --seats"
expect_status 64 "$POLYX" polymo play --seats greedy,clever

# the rulebook's examples: the sheet scoring 21 minus points, the Verzichten record
expect_status 0 "$POLYX" polymo check "$srcdir/data/polymo-example-21.txt"
grep -q '^legal sheet: 21 minus points' out || fail "the rulebook's example sheet does not score 21"
# solo: "je weniger Quadrate frei bleiben": the empty squares beside the minus points
grep -Eq '^empty squares of the grid: [0-9]+ \(ranked by the minus points\)$' out || fail "sheet: no empty squares"
expect_status 0 "$POLYX" polymo play --games 1 --seed 2 --players 1 --record solo.txt
expect_status 0 "$POLYX" polymo check solo.txt
grep -Eq '^empty squares of the grid: [0-9]+ \(ranked by the minus points\)$' out || fail "solo: no empty squares"
n=$(sed -n 's/^empty squares of the grid: \([0-9]*\).*/\1/p' out)
dots=$(sed -n '/^player 1:/,/^empty/p' out | grep -v ':' | tr -cd '.' | wc -c)
[ "$n" -eq "$dots" ] || fail "solo: $n empty squares, the sheet shows $dots"
expect_status 0 "$POLYX" polymo check r.txt
grep -q '^empty squares' out && fail "two players: empty squares printed"
expect_status 0 "$POLYX" polymo check "$srcdir/data/polymo-example-verzichten.rec"
grep -q '^player 1: 82 minus points' out || fail "Verzichten example: player 1 does not score 82"
grep -q '^no winner yet' out || fail "Verzichten example: a winner of a game not over"
sed 's/^1 declare a1$/1 declare a1\n2 R a5/' "$srcdir/data/polymo-example-verzichten.rec" >vz.txt
expect_status 4 "$POLYX" polymo check vz.txt
expect_stderr "vz.txt:16:3: rule 'taken' broken"
"$POLYX" polymo rules >/dev/null || fail "polymo rules"

# best: 8x8 proved at 25, and the stored 9x9 sheet is legal and scores 8
expect_status 0 "$POLYX" polymo best --size 8 -o b8.pdf
grep -q '^# best 8x8 sheet: 25 minus points' out || fail "best 8x8 is not 25"
grep -q 'optimal' out || fail "best: no proof line"
grep -v '^#' out >b8.txt
expect_status 0 "$POLYX" polymo check b8.txt
grep -q '^legal sheet: 25 minus points' out || fail "best 8x8 sheet does not check"
expect_status 0 "$POLYX" polymo check "$srcdir/data/polymo-best9.txt"
grep -q '^legal sheet: 8 minus points' out || fail "best 9x9 sheet does not check at 8"

# errors: one line, documented statuses
expect_status 64 "$POLYX" polymo
expect_status 64 "$POLYX" polymo dance
expect_stderr "unknown action 'dance'"
expect_status 64 "$POLYX" polymo sheet
expect_status 64 "$POLYX" polymo sheet -o x.pdf --size 7
expect_stderr "invalid value '7' for --size"
expect_status 64 "$POLYX" polymo play --strategy clever
expect_status 64 "$POLYX" polymo play --players 6
expect_status 64 "$POLYX" polymo sheet -o x.pdf --lang xx
expect_status 64 "$POLYX" polymo check
expect_status 66 "$POLYX" polymo check no-such-file
expect_one_line_stderr
printf 'polymo size=9 players=1\nopening\n1 Y e5\nround YR 1\n1 R e3\nround YR 1\n1 R e1\nround YR 1\n1 R e2\n' >j.txt
expect_status 4 "$POLYX" polymo check j.txt
expect_one_line_stderr
expect_stderr "j.txt:9:3: rule 'join' broken"
printf 'polymo size=9 players=1\nround YR 1\n1 Y e5\n' >old.txt
expect_status 4 "$POLYX" polymo check old.txt
expect_stderr "old.txt:2:1: rule 'opening' broken"
printf 'polymo size=9 players=1\nopening\n1 Q e5\n' >q.txt
expect_status 65 "$POLYX" polymo check q.txt
expect_stderr 'q.txt:3:3: '
printf '....Y....\n' >short.txt
expect_status 65 "$POLYX" polymo check short.txt
expect_status 73 "$POLYX" polymo sheet -o /no/such/dir/s.pdf
expect_status 73 "$POLYX" polymo play --games 1 --record /no/such/dir/r.txt
if [ -w /dev/full ]; then
  expect_status 74 "$POLYX" polymo play --games 1 --record /dev/full
  "$POLYX" polymo best --size 8 >/dev/full 2>err && fail "best >/dev/full succeeded"
fi
exit 0
