#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# cards-pages.sh: Polyminix pages (cards print, problems, scoresheet, kit) in the language of --lang, whatever the locale: the rulebooks' words, no English left (pdftotext); Czech plurals of 1, 2 and 5 cells; English without a catalog.
. "$srcdir/lib.sh"
command -v pdftotext >/dev/null 2>&1 || skip "pdftotext (poppler-utils) is missing"
# A card with a seed (the footer) whose box 6 asks for pieces of 5, 2 and 1
# cells: "5 políček", "2 políčka", "1 políčko".
cat >deck.txt <<'END'
seed 7
kit F,I,L,N,P,T,U,Y,I4,L4,T4,S4,I3,L3,I2,I1
card 1
side A
....
....
box1 P,I2,I1
box2 L,I3
box3 P,I2+1
box4 P+
box5 -F,N
box6 5,2,1
END
# print L: the deck with its answers, the problem table, the score sheet and
# the kit in language L, their text in pages-L.txt.
print() {
  "$POLYX" cards print deck.txt --lang "$1" -o "deck-$1.pdf" 2>err || { cat err >&2; fail "cards print --lang $1"; }
  "$POLYX" cards problems --lang "$1" -o "problems-$1.pdf" >/dev/null 2>err || { cat err >&2; fail "cards problems --lang $1"; }
  "$POLYX" cards scoresheet --lang "$1" -o "score-$1.pdf" 2>err || { cat err >&2; fail "cards scoresheet --lang $1"; }
  "$POLYX" cards kit --lang "$1" -o "kit-$1.pdf" 2>err || { cat err >&2; fail "cards kit --lang $1"; }
  [ -s err ] && { cat err >&2; fail "--lang $1 wrote to stderr"; }
  for f in deck problems score kit; do pdftotext "$f-$1.pdf" - || fail "pdftotext $f-$1.pdf"; done >"pages-$1.txt"
}
# The English words of these pages (Polyminix, TURNO and PROVA are names, the same everywhere).
english='seed|green|yellow|red|exactly|others|all|but|cells?|Answers|Kit|cut|along|thick|lines|Compose|figure|roll|two|dice|row|column|square|side|rectangle|perimeter|symmetric|area|Score|sheet|start|how|points|are|given|FIRST|scores|others|nothing|EVERYONE|CARDS|deck|wins|table|rulebook|page|No'
print en
for w in 'seed 7 · green · No 1A' '+ exactly 1' '+ 1 to 3 others' 'all but' 'cells' 'Answers' \
         'Kit: cut along the thick lines' 'Compose a figure' 'square of side 3' 'Score sheet' 'TURNO: how points are given'; do
  grep -q "$w" pages-en.txt || fail "the English pages lack '$w': the word list is out of date"
done
# L|the words that are the same in L and in English|phrases L's pages show...
# (the rulebooks' words: défi, Aufgabe, prova, úloha; foglio segnapunti...).
for spec in "fr|points rectangle figure Kit page|série 7 · vert · N° 1A|Feuille de marque|Composez une figure|réussit le défi" \
            "de|Start Kit|Serie 7 · grün · Nr. 1A|Wertungsblatt|Legeteile: entlang|die Aufgabe" \
            "it|area figure Kit|serie 7 · verde · N. 1A|Foglio segnapunti|Componi una figura|completa la PROVA" \
            "cs|start|série 7 · zelená · Č. 1A|Bodovací arch|Složte obrazec|kdo úlohu splní"; do
  l=${spec%%|*}
  rest=${spec#*|}
  same=$(echo "${rest%%|*}" | tr ' ' '|')
  LANGUAGE= LC_ALL=C print "$l"
  echo "${rest#*|}" | tr '|' '\n' | while read -r want; do
    grep -q "$want" "pages-$l.txt" || { cat "pages-$l.txt" >&2; fail "--lang $l: '$want' not on the pages"; }
  done || exit 1
  left=$(grep -Eow "$english" "pages-$l.txt" | grep -Evx "$same" | sort -u | tr '\n' ' ')
  [ -z "$left" ] || fail "--lang $l: English words left on the pages: $left"
done
# Czech plurals on a page, by the catalog's Plural-Forms: 5 políček, 2 políčka, 1 políčko
# (box 6 writes each size in a circle, then the word).
tr '\n' ' ' <pages-cs.txt | grep -q '5 *políček.*2 *políčka.*1 *políčko ' || { cat pages-cs.txt >&2; fail "Czech plurals of 5, 2 and 1 cells"; }
tr '\n' ' ' <pages-de.txt | grep -q '5 *Felder.*2 *Felder.*1 *Feld ' || fail "German plural and singular of cells"
tr '\n' ' ' <pages-en.txt | grep -q '5 *cells.*2 *cells.*1 *cell ' || fail "English plural and singular of cells"

# The pages' language is --lang's, not the locale's.
for loc in C.UTF-8 C.utf8; do
  if [ "$(LC_ALL=$loc locale charmap 2>&1)" = UTF-8 ]; then
    LC_ALL=$loc LANGUAGE=de "$POLYX" cards scoresheet --lang it -o loc.pdf || fail "score sheet in a German locale"
    pdftotext loc.pdf - | grep -q 'Foglio segnapunti' || fail "LANGUAGE=de changed the pages of --lang it"
    break
  fi
done
# No catalog: English pages, status 0, one line naming the catalog missing.
POLYX_LOCALEDIR=$tmp/none "$POLYX" cards print deck.txt --lang cs -o none.pdf >out 2>err || fail "print without catalogs"
grep -q "^polyx: cards: warning: --lang cs: no catalog $tmp/none/cs/LC_MESSAGES/polyx.mo: pages in English$" err \
  || { cat err >&2; fail "a missing catalog was not reported"; }
pdftotext none.pdf - | grep -q 'seed 7 · green · No 1A' || fail "no catalog: the card is not in English"
exit 0
