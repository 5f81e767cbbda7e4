#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# progress-tty.sh: the long commands count on a terminal (a pseudo-terminal from script(1)) and
# clear the count before their one summary line; without a terminal, stderr holds that line only.
. "$srcdir/lib.sh"
LC_ALL=C; export LC_ALL
command -v script >/dev/null 2>&1 || skip "no script(1) to give polyx a terminal"
# on_tty CMD: CMD on a pseudo-terminal, stdout to /dev/null; what the terminal showed in tty.txt
on_tty() {
  script -qec "$* >/dev/null" tty.txt >/dev/null 2>&1 </dev/null || { cat -v tty.txt >&2; fail "'$*' on a terminal"; }
}
# shows REGEX WHAT: the terminal showed REGEX
shows() { grep -Eq "$1" tty.txt || { cat -v tty.txt >&2; fail "$2"; }; }
# cleared SUMMARY: the count was cleared (carriage return, erase line) right before the summary
cleared() { tr -d '\r' <tty.txt | grep -q "$(printf '\033')\[K$1" || { cat -v tty.txt >&2; fail "no cleared line before '$1'"; }; }

# cards generate: the challenges made and the candidates tried, cleared before the summary.
on_tty "'$POLYX' cards generate --cards 2 --seed 3 -o deck.txt"
shows 'polyx: cards generate: [0-4]/4 challenges, [0-9]+ candidates' "cards generate: no progress"
cleared '2 cards, 4 challenges: deck\.txt'
expect_status 0 "$POLYX" cards generate --cards 2 --seed 3 -o deck.txt
expect_one_line_stderr
# cards print: the answers are solved first, side by side, then drawn.
on_tty "'$POLYX' cards print deck.txt -o deck.pdf"
shows 'polyx: cards print [1-4]/4' "cards print: no count of the answers solved"
cleared '2 cards: deck\.pdf'
expect_status 0 "$POLYX" cards print deck.txt -o deck.pdf
expect_one_line_stderr
# cards verify: the same count; its report is its standard output.
on_tty "'$POLYX' cards verify deck.txt"
shows 'polyx: cards verify 4/4' "cards verify: no count"
expect_status 0 "$POLYX" cards verify deck.txt
[ -s err ] && { cat err >&2; fail "cards verify off a terminal wrote to stderr"; }
# polymo best: the blank squares tried and the nodes.
on_tty "'$POLYX' polymo best --size 8"
shows 'polyx: polymo best: 0 blank squares, [0-9]+ nodes' "polymo best: no progress"
cleared 'best 8x8 sheet, 25 minus points: standard output'
expect_status 0 "$POLYX" polymo best --size 8
expect_one_line_stderr
expect_stderr '^best 8x8 sheet, 25 minus points: standard output, [0-9]+ s$'
# polymere solitaire: the searches of the next ring (a small budget: a few of them).
on_tty "'$POLYX' polymere solitaire --budget 20000"
shows 'polyx: polymere solitaire: the next ring with [0-9]+ tiles, [0-9]+ nodes' "polymere solitaire: no progress"
expect_status 0 "$POLYX" polymere solitaire --budget 20000
[ -s err ] && { cat err >&2; fail "polymere solitaire off a terminal wrote to stderr"; }
# tile -o of several PNG pages: the pages counted, the files named.
on_tty "'$POLYX' tile --pieces pentominoes --region 3x20 --all --distinct --dpi 20 --output t.png"
shows 'polyx: page 2/2' "tile -o: no count of the pages"
cleared '2 tilings drawn: t-1\.png \.\.\. t-2\.png'
expect_status 0 "$POLYX" tile --pieces pentominoes --region 3x20 --all --distinct --dpi 20 --output t.png
expect_one_line_stderr
expect_stderr '^2 tilings drawn: t-1\.png \.\.\. t-2\.png, [0-9]+ s$'
# play: every game's series counts its games (the one series runner), cleared before the figures.
for g in "polymo play --games 30 --players 2" "polymere play --games 30 --players 3" "polyssimo play --games 4"; do
  on_tty "'$POLYX' $g --seed 1"
  shows 'polyx: games 30/30|polyx: games 4/4' "$g: no count of the games"
  tr -d '\r' <tty.txt | grep -q "$(printf '\033')\[K" || { cat -v tty.txt >&2; fail "$g: the count not cleared"; }
  expect_status 0 "$POLYX" $g --seed 1
  [ -s err ] && { cat err >&2; fail "$g off a terminal wrote to stderr"; }
done
exit 0
