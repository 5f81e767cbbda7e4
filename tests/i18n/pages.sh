#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# pages.sh: pages printed with --lang L (Polymo, polyx render, the Polyssimo book, the Polymere set) have no English words left (pdftotext), whatever the locale; a missing catalog prints English after a line naming it.
. "$srcdir/lib.sh"
command -v pdftotext >/dev/null 2>&1 || skip "pdftotext (poppler-utils) is missing"
printf '..AB\n.AAB\nCCCB\n' >fig.txt
# print L: a Polymo sheet, a Polymo histogram page, a polyx render page with
# answers and areas, all in language L, their text in pages-L.txt.
print() {
  "$POLYX" polymo sheet --lang "$1" -o "sheet-$1.pdf" 2>err || { cat err >&2; fail "polymo sheet --lang $1"; }
  "$POLYX" polymo play --games 4 --lang "$1" --histogram "hist-$1.pdf" >/dev/null 2>err || { cat err >&2; fail "polymo play --lang $1"; }
  "$POLYX" render --lang "$1" --answers --area fig.txt -o "render-$1.pdf" 2>err || { cat err >&2; fail "render --lang $1"; }
  [ -s err ] && { cat err >&2; fail "--lang $1 wrote to stderr"; }
  for f in sheet hist render; do pdftotext "$f-$1.pdf" - || fail "pdftotext $f-$1.pdf"; done >"pages-$1.txt"
}
# The English words of the pages' texts (the title "POLYMO", the footer's
# "polyx polymo" and the strategies' option names are kept in every language).
english='Name|My|polyominoes|Minus|points|Solution|Puzzle|cells|page|No|grid|strategy|players|games|mean|median|end|game'
print en
for w in Name 'My polyominoes' 'Minus points' Solution cells page No grid median 'end of the game'; do
  grep -q "$w" pages-en.txt || fail "the English pages lack '$w': the word list is out of date"
done
# L, the words that are the same in L and in English, a phrase L's pages show.
for spec in "fr|Solution|page|points|Mes polyominos" "de|Name|Meine Polyominos" \
            "it|Polymo: punti negativi a fine partita" "cs|Moje polymina"; do
  l=${spec%%|*}
  want=${spec##*|}
  same=$(echo "$spec" | awk -F'|' '{for (i = 2; i < NF; i++) printf "%s%s", (i > 2 ? "|" : ""), $i}')
  LANGUAGE= LC_ALL=C print "$l"
  grep -q "$want" "pages-$l.txt" || { cat "pages-$l.txt" >&2; fail "--lang $l: '$want' not on the pages"; }
  left=$(grep -Eow "$english" "pages-$l.txt" | { if [ -n "$same" ]; then grep -Evx "$same"; else cat; fi } | sort -u | tr '\n' ' ')
  [ -z "$left" ] || fail "--lang $l: English words left on the pages: $left"
done
grep -q 'Řešení 1' pages-cs.txt && grep -q '12 políček' pages-cs.txt || fail "--lang cs: answer card or area"
grep -Eq 'media [0-9]+,[0-9]' pages-it.txt || fail "--lang it: the mean without a decimal comma"
# The area takes the plural form of the page's language: 1 cell; Czech 1 / 2-4 / 5+.
printf 'A\n\nBBB\n' >small.txt
for spec in "en|1 cell$|3 cells" "cs|1 políčko|3 políčka"; do
  l=${spec%%|*}; rest=${spec#*|}; one=${rest%%|*}; three=${rest#*|}
  "$POLYX" render --lang "$l" --area small.txt -o "small-$l.pdf" 2>err || { cat err >&2; fail "render --area --lang $l"; }
  pdftotext "small-$l.pdf" "small-$l.txt" || fail "pdftotext small-$l.pdf"
  grep -q "$one" "small-$l.txt" && grep -q "$three" "small-$l.txt" || { cat "small-$l.txt" >&2; fail "--lang $l: area not '$one' and '$three'"; }
done

# Polyssimo's puzzle book (a puzzle, its answer) and Polymere's set (its
# player aid and the tiles' footers), in each language.
games() {
  "$POLYX" polyssimo puzzle -n 1 --lang "$1" -o "book-$1.pdf" >/dev/null 2>err || { cat err >&2; fail "polyssimo puzzle --lang $1"; }
  "$POLYX" polymere set --lang "$1" -o "set-$1.pdf" >/dev/null 2>err || { cat err >&2; fail "polymere set --lang $1"; }
  for f in book set; do pdftotext "$f-$1.pdf" - || fail "pdftotext $f-$1.pdf"; done >"games-$1.txt"
}
gwords='Puzzle|level|pieces|Answer|Letters|player|aid|tile|tiles|cut|along|hexagons|digit|edge|wins|turn|stop'
games en
for w in Puzzle level pieces Answer Letters 'player aid' tiles 'cut along the hexagons' digit wins; do
  grep -q "$w" games-en.txt || fail "the English book and set lack '$w': the word list is out of date"
done
for spec in "fr|Casse-tête 1|aide de jeu" "de|Rätsel 1|Spielhilfe" "it|Rompicapo 1|tessera" \
            "cs|Hlavolam 1|pomůcka pro hráče"; do
  l=${spec%%|*} rest=${spec#*|}
  LANGUAGE= LC_ALL=C games "$l"
  for want in "${rest%%|*}" "${rest#*|}"; do
    grep -q "$want" "games-$l.txt" || { cat "games-$l.txt" >&2; fail "--lang $l: '$want' not in the book or set"; }
  done
  left=$(grep -Eow "$gwords" "games-$l.txt" | sort -u | tr '\n' ' ')
  [ -z "$left" ] || fail "--lang $l: English words left in the book or set: $left"
done

# The pages' language is --lang's, not the locale's.
for l in C.UTF-8 C.utf8; do
  if [ "$(LC_ALL=$l locale charmap 2>&1)" = UTF-8 ]; then
    LC_ALL=$l LANGUAGE=de "$POLYX" polymo sheet --lang fr -o loc.pdf || fail "sheet in a German locale"
    pdftotext loc.pdf - | grep -q 'Mes polyominos' || fail "LANGUAGE=de changed the pages of --lang fr"
    break
  fi
done

# No catalog: English pages, status 0, nothing said.
POLYX_LOCALEDIR=$tmp/none "$POLYX" polymo sheet --lang de -o none.pdf >out 2>err || fail "sheet without catalogs"
grep -q "^polyx: polymo: warning: --lang de: no catalog $tmp/none/de/LC_MESSAGES/polyx.mo: pages in English$" err \
  || { cat err >&2; fail "a missing catalog was not reported"; }
pdftotext none.pdf - | grep -q 'My polyominoes' || fail "no catalog: the sheet is not in English"
exit 0
