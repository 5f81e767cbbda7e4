#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# cards-design.sh: the designer's loop: drafts, a figure per side, a level, kept boxes, names and
# titles in UTF-8, one card made and printed (design), picking cards and printing side IDs alone.
. "$srcdir/lib.sh"
d=$srcdir/data
command -v pdfinfo >/dev/null 2>&1 || skip "pdfinfo not installed"
pages() { pdfinfo "$1" | sed -n 's/^Pages: *//p'; }
ID='polyminix:...../...../...../.....:P,U,Y,I3,I2:I,L,P,I3,I2:P,U,Y+2:L,P+:-F,N:5,5,5,3,2'

# ---- drafts: without --draft verification is the gate, and its message says --draft
expect_status 1 "$POLYX" cards print "$d/cards-bad-area.txt" -o bad.pdf
expect_stderr 'card rect side A box 1: area does not add up.*--draft'
[ ! -e bad.pdf ] || fail "a file was left"
expect_status 0 "$POLYX" cards print --draft "$d/cards-bad-area.txt" -o draft.pdf
expect_stderr 'a draft: 1 box does not hold'
[ "$(pages draft.pdf)" = 3 ] || fail "draft: not 3 pages"
if command -v pdftotext >/dev/null 2>&1; then
  pdftotext -f 1 -l 1 draft.pdf front.txt
  grep -q '18≠20 cells' front.txt || fail "box 1's reason is not on the card"
  # DRAFT three times in the bleed above the card, once in the page footer
  [ "$(grep -o 'DRAFT' front.txt | wc -l)" -ge 4 ] || { cat front.txt; fail "no DRAFT marks in the bleed"; }
  pdftotext -f 3 -l 3 draft.pdf ans.txt
  grep -q 'A1 .* 18≠20 cells' ans.txt || fail "the answers do not say box A1 has none"
  # a right card printed as a draft carries the mark but no box marked
  expect_status 0 "$POLYX" cards print --draft --no-answers "$d/cards-good.txt" -o gooddraft.pdf
  pdftotext gooddraft.pdf g.txt
  grep -q DRAFT g.txt || fail "no DRAFT mark on a right card"
  grep -q '✗' g.txt && fail "a right card's box marked"
fi
# no bleed: the mark under the title's line (print-margins.sh: 3 mm or more inside the cut)
expect_status 0 "$POLYX" cards print --draft --paper card --bleed 0 "$d/cards-bad-area.txt" -o d0.pdf
if command -v pdftotext >/dev/null 2>&1; then
  pdftotext -f 1 -l 1 d0.pdf d0.txt
  grep -q DRAFT d0.txt || fail "no DRAFT on a card page without bleed"
fi
expect_status 64 "$POLYX" cards verify --draft "$d/cards-good.txt"
expect_stderr 'verify prints no card: --draft'

# ---- picking: side IDs each a card of their own, any number of them
expect_status 0 "$POLYX" cards print "$ID" -o id1.pdf
[ "$(pages id1.pdf)" = 2 ] || fail "one ID: not 2 pages (front, answers), no blank back"
expect_status 0 "$POLYX" cards print "$ID" "$ID" "$ID" -o id3.pdf
[ "$(pages id3.pdf)" = 4 ] || fail "three IDs: not 4 pages"
if command -v pdftotext >/dev/null 2>&1; then
  pdftotext -f 1 -l 1 id1.pdf id.txt
  grep -q 'Polyminix' id.txt || fail "no title"
  grep -q 'No id' id.txt && fail "an ID's card titled 'No id'"
fi
expect_status 0 "$POLYX" cards verify "$ID" "$ID"
# chosen cards of a deck, by position: card 3 (bad-area) is left out, so the rest prints
expect_status 0 "$POLYX" cards print --no-answers --cards 1,2 "$d/cards-good.txt" "$ID" "$d/cards-bad-area.txt" -o pick.pdf
[ "$(pages pick.pdf)" = 4 ] || fail "--cards 1,2: not 4 pages (2 fronts, 2 backs)"
expect_status 1 "$POLYX" cards print --no-answers --cards 3 "$d/cards-good.txt" "$ID" "$d/cards-bad-area.txt" -o p3.pdf
expect_stderr 'card rect side A box 1'
expect_status 64 "$POLYX" cards print --cards 4 "$d/cards-good.txt" "$ID" "$d/cards-bad-area.txt" -o p4.pdf
expect_stderr "cards: --cards: '4' names 4; the cards are numbered 1 to 3"
for bad in 0 x 3-2 1, 1-; do
  expect_status 64 "$POLYX" cards print --cards "$bad" "$d/cards-good.txt" -o pb.pdf
  [ "$(grep -c '^polyx: cards: --cards' err)" = 1 ] || { cat err; fail "--cards $bad: no one-line error"; }
done
[ ! -e pb.pdf ] && [ ! -e p4.pdf ] || fail "a file was left"

# ---- titles and names in UTF-8
expect_status 0 "$POLYX" cards print --title "Classe 3B · Città" --no-answers "$d/cards-good.txt" -o t.pdf
if command -v pdftotext >/dev/null 2>&1; then
  pdftotext -f 1 -l 1 t.pdf t.txt
  grep -q 'Classe 3B · Città' t.txt || fail "--title not on the card"
fi
expect_status 64 "$POLYX" cards print --title "" "$d/cards-good.txt" -o t2.pdf
expect_status 64 "$POLYX" cards print --title "$(printf 'a\377b')" "$d/cards-good.txt" -o t2.pdf
expect_stderr 'not UTF-8'
expect_status 64 "$POLYX" cards print --title " lead" "$d/cards-good.txt" -o t2.pdf
expect_status 64 "$POLYX" cards kit --title X -o k.pdf
# a card text with names of several words and a title, read back the same
sed -e 's/^card rect$/title La classe de Mme Müller\ncard La carte n° 1 de Zoé/' "$d/cards-good.txt" >named.txt
expect_status 0 "$POLYX" cards verify named.txt
grep -q '^card La carte n° 1 de Zoé side A: right' out || { cat out; fail "a name with blanks not read whole"; }
printf 'card\nside A\n.\n' >noname.txt
expect_status 65 "$POLYX" cards verify noname.txt
expect_stderr 'noname.txt:1:.*name'
printf 'card a\377b\n' >badname.txt
expect_status 65 "$POLYX" cards verify badname.txt
expect_stderr "badname.txt:1:7: a card's name is not UTF-8"

# ---- a figure per side, a level, kept boxes, a name: generate and design make the same card
printf '.....\n.....\n.....\n.....\n' >rect.txt
printf '....\n....\n....\n....\n' >square.txt
expect_status 0 "$POLYX" cards generate --figure-a rect.txt --figure-b square.txt --level 1 \
  --box A1=P,U,Y,I3,I2 --box B6=5,5,3,3 --name "Ma carte à moi" --title "Classe 3B" -o card.txt
grep -q '^title Classe 3B$' card.txt || fail "no title line"
grep -q '^card Ma carte à moi$' card.txt || fail "no name line"
[ "$(grep -c '^side [AB] green$' card.txt)" = 2 ] || fail "not two green sides"
[ "$(grep -c '^box1 P,U,Y,I3,I2$' card.txt)" = 1 ] || fail "box A1 not kept"
[ "$(grep -c '^box6 5,5,3,3$' card.txt)" = 1 ] || fail "box 6 not kept on side B"
expect_status 0 "$POLYX" cards verify card.txt
expect_status 0 "$POLYX" cards design --figure-a rect.txt --figure-b square.txt --level 1 \
  --box A1=P,U,Y,I3,I2 --box B6=5,5,3,3 --name "Ma carte à moi" --title "Classe 3B" -o card.pdf
cmp out card.txt || fail "design's card text differs from generate's"
expect_status 0 "$POLYX" cards print card.txt -o again.pdf
cmp card.pdf again.pdf || fail "design's PDF differs from print of its card text"
expect_status 0 "$POLYX" cards design --figure-a rect.txt --figure-b square.txt --level 1 \
  --box A1=P,U,Y,I3,I2 --box B6=5,5,3,3 --name "Ma carte à moi" --title "Classe 3B" --jobs 2 -o j2.pdf
cmp card.pdf j2.pdf || fail "design --jobs 2 differs"
# --figure: both sides; --figure-a alone: a card of one side, no blank back
expect_status 0 "$POLYX" cards design --figure rect.txt --no-answers -o both.pdf
[ "$(grep -c '^side' out)" = 2 ] || fail "--figure: not two sides"
expect_status 0 "$POLYX" cards design --figure-a rect.txt --no-answers -o one.pdf
[ "$(grep -c '^side' out)" = 1 ] || fail "--figure-a alone: not one side"
[ "$(pages one.pdf)" = 1 ] || fail "a card of one side: not 1 page"
# a kept box that does not hold on the figure is named
expect_status 1 "$POLYX" cards design --figure rect.txt --box 1=F,I,L -o no.pdf
expect_stderr 'side A box 1 as given: area does not add up'
[ ! -e no.pdf ] || fail "a file was left"
# a draft of the design: the kept box as given, marked, the others proposed and holding
expect_status 0 "$POLYX" cards design --draft --figure-a rect.txt --box 1=F,I,L,P -o dd.pdf
[ "$(grep -c '^box1 F,I,L,P$' out)" = 1 ] || fail "design --draft: box 1 not kept"
expect_stderr 'a draft: 1 box does not hold'
if command -v pdftotext >/dev/null 2>&1; then
  pdftotext -f 1 -l 1 dd.pdf dd.txt
  grep -q '✗ no tiling' dd.txt || fail "design --draft: box 1 not marked"
fi
# the kept boxes are checked once, before any candidate: one that covers no figure is named at once
expect_status 1 "$POLYX" cards generate --figure rect.txt --box B1=F,I,L,P -o no.txt
expect_stderr 'side B box 1 as given: no choice of pieces'
expect_one_line_stderr
[ ! -e no.txt ] || fail "a file was left"
# a piece not in the kit (a card's box names any piece; verification judges it)
expect_status 1 "$POLYX" cards design --figure rect.txt --box 5=-X -o no.pdf
expect_stderr 'box 5 as given: piece X is not in the kit'
expect_status 64 "$POLYX" cards design --figure rect.txt --cards 2 -o no.pdf
expect_status 64 "$POLYX" cards generate --figure-a rect.txt --cards 2
# bad input of each new option
expect_status 64 "$POLYX" cards generate --figure rect.txt --level 4
expect_stderr "level: '4'"
expect_status 64 "$POLYX" cards generate --level 2
expect_stderr 'give --figure'
expect_status 64 "$POLYX" cards generate --figure rect.txt --box 7=F
expect_status 64 "$POLYX" cards generate --figure rect.txt --box C1=F
expect_status 64 "$POLYX" cards generate --figure rect.txt --box 1=Q,Z
expect_stderr "box 1"
expect_status 64 "$POLYX" cards generate --figure-b square.txt
expect_stderr 'side B needs a side A'
expect_status 64 "$POLYX" cards generate --figure rect.txt --figure-a rect.txt
expect_status 64 "$POLYX" cards generate --name "x"
expect_status 64 "$POLYX" cards generate --figure rect.txt --name "$(printf 'a\tb')"
expect_status 64 "$POLYX" cards print --name x "$d/cards-good.txt" -o n.pdf
expect_status 64 "$POLYX" cards design -o x.pdf
expect_stderr 'design: no figure'
expect_status 64 "$POLYX" cards design --figure rect.txt
expect_stderr 'o FILE is required'
expect_status 66 "$POLYX" cards design --figure nosuch.txt -o x.pdf
# the card text cannot be written: nothing printed either
if [ -w /dev/full ]; then
  "$POLYX" cards design --figure rect.txt -o full.pdf >/dev/full 2>err; st=$?
  [ "$st" = 74 ] || fail "design to a full standard output exited $st, want 74"
  expect_one_line_stderr
  [ ! -e full.pdf ] || fail "a PDF was written without its card text"
fi
[ ! -e x.pdf ] || fail "a file was left"
# The usage errors without an action or with an unknown one name every action, design too.
expect_status 64 "$POLYX" cards
expect_stderr '^polyx: cards: no action \(generate, design, verify, print, kit, problems, scoresheet, check, score, play\)$'
expect_status 64 "$POLYX" cards desing
expect_stderr "^polyx: cards: unknown action 'desing' \\(generate, design, verify, print, kit, problems, scoresheet, check, score, play\\)$"
exit 0
