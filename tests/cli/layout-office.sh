#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# layout-office.sh: --layout office (two A5 cards on A4 or Letter, scaled into a desktop printer's margins) and --ink light.
. "$srcdir/lib.sh"
printf 'AB\nCC\n\nA.\nAA\n' >two.txt
# Two A5 cards on A4 without bleed or marks are refused by the shop layout: the error proposes the office one.
expect_status 64 "$POLYX" render --card polyminix --nup 2x1 --no-crop-marks --bleed 0 two.txt -o x.pdf
expect_one_line_stderr
expect_stderr "do not fit on a 210x297 mm page.*[:;] --layout office scales them to fit a desktop printer$"
# The office layout: one sheet, A4 turned, the cards scaled and said so, no crop marks, no bleed.
for paper in a4 letter; do
  expect_status 0 "$POLYX" render --card polyminix --layout office --paper $paper two.txt -f trace -o o.trace
  expect_one_line_stderr
  expect_stderr "^polyx: render: cards scaled to [0-9]+x[0-9]+ mm \([89][0-9]%\), 2 a sheet, to fit inside the printer's margins$"
  [ "$(grep -c '^begin_page' o.trace)" -eq 1 ] || fail "$paper: two A5 cards take more than one sheet"
  [ "$(grep -c '^transform [0-9.]* [0-9.]* 0\.[89]' o.trace)" -eq 2 ] || fail "$paper: cards not scaled"
done
# On A4: 138x196 mm cards (93%), both inside the 5 mm margins of the turned 297x210 page.
"$POLYX" render --card polyminix --layout office two.txt -f trace -o o.trace 2>err || fail "office a4"
expect_stderr "138x196 mm \(93%\)"
head -1 o.trace | grep -q '^trace 1 page 297.00 210.00' || fail "A4 not turned: $(head -1 o.trace)"
awk '/^transform/ && $4 != 1 { x = $2; y = $3; s = $4;
       if (x < 5 || y < 5 || x + 148 * s > 292 || y + 210 * s > 205) bad = 1 }
     END { exit bad }' o.trace || fail "a card runs into the printer's margin"
grep -q '^boxes .* bleed' o.trace && ! awk '/^boxes/ { if ($3 != $8 || $4 != $9 || $5 != $10 || $6 != $11) bad = 1 } END { exit bad }' o.trace && fail "office pages have a bleed"
# The summary line is the last line on stderr, after the note: cards print, render of several pages.
"$POLYX" cards generate --cards 2 --seed 3 -o deck.txt 2>/dev/null || fail "cards generate"
expect_status 0 "$POLYX" cards print deck.txt --layout office -o d.pdf
[ "$(wc -l <err)" -eq 2 ] && head -1 err | grep -q 'cards scaled to' && tail -1 err | grep -q '^2 cards: d\.pdf, ' ||
  { cat err >&2; fail "cards print: the note after the summary line"; }
{ cat two.txt; printf '\nA\n\nAA\n'; } >four.txt
expect_status 0 "$POLYX" render --card polyminix --layout office --paper a4 four.txt -o r.png
[ "$(wc -l <err)" -eq 2 ] && head -1 err | grep -q 'cards scaled to' && tail -1 err | grep -q '^4 figures: r-1\.png \.\.\. r-2\.png$' ||
  { cat err >&2; fail "render: the note after the summary line"; }
# Cards that fit at their size are not scaled, and nothing is said.
expect_status 0 "$POLYX" render --layout office two.txt -f trace -o p.trace
[ ! -s err ] || fail "a note for unscaled cards: $(cat err)"
grep -q '^transform' p.trace && fail "poker cards scaled on A4"
# Pages of one card have no printer's margins; bad values are usage errors.
expect_status 64 "$POLYX" render --layout office --paper card two.txt -o x.pdf
expect_stderr "layout office needs a paper"
expect_status 64 "$POLYX" render --layout office --bleed 3 two.txt -o x.pdf
expect_stderr "layout office prints no bleed"
expect_status 64 "$POLYX" render --layout wide two.txt -o x.pdf
expect_stderr "unknown layout 'wide' \(shop, office\)"
expect_status 64 "$POLYX" render --ink pale two.txt -o x.pdf
expect_stderr "unknown ink 'pale' \(full, light\)"
[ ! -e x.pdf ] || fail "x.pdf written"
# Light ink: the card's ground white, its colour only in a 2 mm frame (four bands).
expect_status 0 "$POLYX" render --ink light --no-crop-marks --bleed 0 two.txt -f trace -o l.trace
awk '/^begin_page/ { p = 1 } p && /^color/ { c = $2 } p && /^rect/ { n++; if (n == 1 && c != 0) bad = 1 }
     p && /^fill/ { exit } END { exit bad }' l.trace || fail "light ink: the ground is not white"
grep -q '^rect [0-9.]* [0-9.]* 63.00 2.00$' l.trace || fail "light ink: no 2 mm frame"
expect_status 0 "$POLYX" render --no-crop-marks --bleed 0 two.txt -f trace -o f.trace
grep -q '^rect [0-9.]* [0-9.]* 63.00 2.00$' f.trace && fail "full ink has a frame"
# ... and no coloured title band: nothing filled in the band's colour (5) but the frame's four
# sides, the frame in the band's colour so that the card still shows it
awk '/^color/ { c = $2 } c == 5 && /^rect/ && !($4 == 63.00 && $5 == 2.00 || $4 == 2.00) { bad = 1 }
     END { exit bad }' l.trace || fail "light ink: a full colour title band"
grep -A1 '^color 5$' l.trace | grep -q '^rect [0-9.]* [0-9.]* 63.00 2.00$' ||
  fail "light ink: the frame is not in the band's colour"
grep -A1 '^color 5$' f.trace | grep -q '^rect [0-9.]* [0-9.]* 63.00 9.00$' || fail "full ink: no title band"
# The Polymère set in the office layout: no bleed, no crop marks (what --bleed 0 --no-crop-marks
# draw), 32 coloured tiles an A4 page instead of 21; a bleed asked for is refused.
expect_status 0 "$POLYX" polymere set --colours --layout office -o so.trace
expect_stderr "32 a page on 4 pages"
expect_status 0 "$POLYX" polymere set --colours --bleed 0 --no-crop-marks -o sn.trace
cmp -s so.trace sn.trace || fail "polymere set --layout office: not the set without bleed and marks"
expect_status 64 "$POLYX" polymere set --colours --layout office --bleed 3 -o x.pdf
expect_stderr "polymere set: --layout office prints no bleed: leave out --bleed"
[ ! -e x.pdf ] || fail "x.pdf written"
# ... and its title, any UTF-8 text: the footers and the PDF's title; the set's only
title="Classe de CM2 — «Écureuils»"
expect_status 0 "$POLYX" polymere set --layout office --backs --title "$title" -o st.trace
grep -q "^text .*\"$title: tiles 1-32 of 124" st.trace || fail "polymere set --title: not in the tiles' footer"
grep -q "^text .*\"$title · page 2/" st.trace || fail "polymere set --title: not in the backs' footer"
if command -v pdfinfo >/dev/null 2>&1; then
  expect_status 0 "$POLYX" polymere set --title "$title" -o st.pdf
  pdfinfo st.pdf | grep -q "^Title: *$title\$" || fail "polymere set --title: not the PDF's title"
fi
expect_status 64 "$POLYX" polymere board --title x -o b.pdf x.txt
expect_stderr "polymere board: --title applies to the printable set only"
# Every coloured product takes --layout and --ink.
"$POLYX" cards --help | grep -q -- '--ink=INK' || fail "cards --help lacks --ink"
"$POLYX" render --help | grep -q -- '--ink=INK' || fail "render --help lacks --ink"
"$POLYX" render --help | grep -q -- '--layout=LAYOUT' || fail "render --help lacks --layout"
"$POLYX" polyssimo --help | grep -q -- '--layout=LAYOUT' || fail "polyssimo --help lacks --layout"
"$POLYX" polymo --help | grep -q -- '--ink=INK' || fail "polymo --help lacks --ink"
"$POLYX" polymere --help | grep -q -- '--ink=INK' || fail "polymere --help lacks --ink"
"$POLYX" polymere --help | grep -q -- '--layout=LAYOUT' || fail "polymere --help lacks --layout"
"$POLYX" polymere --help | grep -q -- '--title=TEXT' || fail "polymere --help lacks --title"
exit 0
