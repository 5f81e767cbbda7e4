#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# cli-lang.sh: the command line speaks the locale's language (LANGUAGE=de...), and English when the catalog or the locale is missing.
. "$srcdir/lib.sh"
need_utf8_locale

# LANGUAGE=de: --help in German, status 0, nothing on stderr.
LC_ALL=$loc LANGUAGE=de "$POLYX" polymo --help >out 2>err || fail "polymo --help failed in German"
[ -s err ] && { cat err >&2; fail "polymo --help wrote to stderr"; }
grep -q '^Aufruf: polyx polymo ACTION' out || { cat out >&2; fail "LANGUAGE=de polyx polymo --help is not German"; }
grep -q 'Würfel-Mal-Spiel' out || fail "German --help lacks the rulebook's 'Würfel-Mal-Spiel'"
grep -q '^Aktionen:' out && grep -q '^Optionen:' out && grep -q '^Rückgabewert:' out || fail "German --help is partly English"
grep -Eq '^  -n, --size=N {10}' out || fail "German --help lost the options' column"

# Polyssimo and Polymere speak German too; the actions' and options' names stay.
LC_ALL=$loc LANGUAGE=de "$POLYX" polyssimo --help >out 2>err || fail "polyssimo --help failed in German"
[ -s err ] && { cat err >&2; fail "polyssimo --help wrote to stderr"; }
grep -q '^Aufruf: polyx polyssimo ACTION' out && grep -q '^Aktionen:' out && grep -q '^Optionen:' out \
  && grep -q '^Rückgabewert:' out && grep -q 'Spielbrett' out || { cat out >&2; fail "LANGUAGE=de polyx polyssimo --help is not German"; }
grep -Eq '^  -B, --board=WxH {7}das Spielbrett' out || fail "German polyssimo --help lost the options' column"
grep -q '^      --lang=LANG' out || fail "polyssimo --help lacks --lang"
grep -Eq 'Usage|Actions:|display this help|Exit status' out && fail "German polyssimo --help is partly English"
LC_ALL=$loc LANGUAGE=it "$POLYX" polymere --help >out 2>err || fail "polymere --help failed in Italian"
grep -q '^Uso: polyx polymere ACTION' out && grep -q 'tessere' out || { cat out >&2; fail "LANGUAGE=it polyx polymere --help is not Italian"; }
LC_ALL=$loc LANGUAGE=fr "$POLYX" polyssimo dance >out 2>err && fail "polyssimo: an unknown action succeeded"
grep -q "^polyx: polyssimo : action inconnue 'dance'" err || { cat err >&2; fail "French polyssimo error message"; }

# Polyssimo's reports: a puzzle's count (German), the board's tiling (Czech plural of 24).
LC_ALL=C "$POLYX" polyssimo puzzle --level 1 >pz.txt 2>/dev/null || fail "polyssimo puzzle"
LC_ALL=$loc LANGUAGE=de "$POLYX" polyssimo verify pz.txt >out 2>err || fail "polyssimo verify (de)"
grep -q '^1 Lösung (eigene Zählung, [0-9]* Knoten); Lösungsbibliothek: 1 ' out || { cat out >&2; fail "German polyssimo verify"; }
LC_ALL=$loc LANGUAGE=cs "$POLYX" polyssimo check >out 2>err || fail "polyssimo check (cs)"
grep -q '^24 kamenů pokrývá hrací desku 12x11$' err || { cat err >&2; fail "Czech plural of 24 pieces"; }

# Polyssimo's rule messages (cards/polyssimo) follow the locale; the rule's name stays.
printf 'polyssimo-record 1\nboard 5x2\npieces I*2\nplayers 2\ndraft 2 I\n' >ps.rec
LC_ALL=$loc LANGUAGE=de "$POLYX" polyssimo verify ps.rec >out 2>err && fail "a broken Polyssimo rule passed"
grep -q "ps.rec:5:1: Regel „draft-turn“ von Spieler 2 verletzt: die Teile werden reihum im Uhrzeigersinn gewählt" err || { cat err >&2; fail "German Polyssimo rule message"; }

# Polymere's check report in Italian.
LC_ALL=$loc LANGUAGE=it "$POLYX" polymere check "$top_srcdir/tests/games/polymere/data/chain.txt" >out 2>err || fail "polymere check (it)"
grep -q '^regolare: mosse: 6, tessere posate: 4' out && grep -q '^giocatore 1: 19 tessere in mano$' out || { cat out >&2; fail "Italian polymere check"; }

# Polymere's rule messages (cards/polymere) in French; the rule's name stays.
sed -n '1,14p' "$top_srcdir/tests/games/polymere/data/chain.txt" >pm.txt
echo '2 place 132546 5,5 r0' >>pm.txt
LC_ALL=$loc LANGUAGE=fr "$POLYX" polymere check pm.txt >out 2>err && fail "a broken Polymere rule passed"
grep -q "pm.txt:15:1: coup 4 \"2 place 132546 5,5 r0\" : règle 'turn' enfreinte : c'est au tour d'un autre joueur" err || { cat err >&2; fail "French Polymere rule message"; }

# Every catalog's --help, and a line of polyx's own help.
for pair in fr:'Commandes :' de:'Befehle:' it:'Comandi:' cs:'Příkazy:'; do
  l=${pair%%:*} word=${pair#*:}
  LC_ALL=$loc LANGUAGE=$l "$POLYX" --help >out 2>err || fail "polyx --help failed with LANGUAGE=$l"
  grep -q "^$word" out || { cat out >&2; fail "LANGUAGE=$l polyx --help lacks '$word'"; }
done

# Messages and their plurals.
LC_ALL=$loc LANGUAGE=de "$POLYX" polymo dance >out 2>err && fail "an unknown action succeeded"
grep -q "^polyx: polymo: unbekannte Aktion „dance“" err || { cat err >&2; fail "German error message"; }
grep -q "^polyx: „polyx polymo --help“ gibt weitere Informationen" err || fail "German usage hint"
LC_ALL=$loc LANGUAGE=cs "$POLYX" polymo check "$srcdir/data/polymo-example-21.txt" >out 2>err || fail "polymo check (cs)"
grep -q '^list podle pravidel: 21 trestných bodů$' out || { cat out >&2; fail "Czech plural of 21"; }
LC_ALL=$loc LANGUAGE=it "$POLYX" polymo check "$srcdir/data/polymo-example-verzichten.rec" >out 2>err || fail "polymo check (it)"
grep -q '^giocatore 1: 82 punti negativi$' out || { cat out >&2; fail "Italian record check"; }
grep -q '^ancora nessun vincitore' out || fail "Italian: no winner yet"
# The rules engine's messages (cards/polymo) follow the locale too; the rule's name stays.
sed 's/^1 declare a1$/1 declare a1\n2 R a5/' "$srcdir/data/polymo-example-verzichten.rec" >vz.txt
LC_ALL=$loc LANGUAGE=de "$POLYX" polymo check vz.txt >out 2>err && fail "a broken rule passed"
grep -q "vz.txt:16:3: Regel „taken“ verletzt: die Farbe wurde in dieser Runde schon gewählt" err || { cat err >&2; fail "German rule message"; }
LC_ALL=$loc LANGUAGE=fr "$POLYX" polymo rules >out 2>err || fail "polymo rules (fr)"
grep -q "^taken	la couleur a déjà été prise pendant ce tour$" out || { cat out >&2; fail "French rules list"; }

# Fallbacks to English: a language without a catalog, no catalogs at all and a locale that is
# not installed, after one line saying so (lang-missing.sh); the C locale (LANGUAGE ignored),
# silently (no language was asked for).
LC_ALL=C "$POLYX" polymo --help >en.txt 2>/dev/null || fail "polymo --help in C"
for env in "LC_ALL=$loc LANGUAGE=xx" "LC_ALL=$loc LANGUAGE=de POLYX_LOCALEDIR=$tmp/none" \
           "LC_ALL=C LANGUAGE=de" "LC_ALL=xx_YY.UTF-8 LANGUAGE=de"; do
  env $env "$POLYX" polymo --help >out 2>err || fail "$env: polymo --help failed"
  # (a shell wrapper of libtool's may warn of the missing locale: not polyx)
  grep -v 'warning: setlocale' err | grep -v "^polyx: warning: no catalog for language '\(xx\|de\)'" \
    | grep -v "^polyx: warning: the locale 'xx_YY.UTF-8' is not installed" >err2
  [ -s err2 ] && { cat err2 >&2; fail "$env: polymo --help wrote to stderr"; }
  cmp -s out en.txt || fail "$env: polymo --help is not the English one"
done

# --lang chooses the pages' language, never the command line's.
LC_ALL=$loc "$POLYX" polymo sheet --lang de >out 2>err && fail "sheet without -o succeeded"
grep -q '^polyx: polymo sheet: -o FILE is required' err || { cat err >&2; fail "--lang de changed a message's language"; }

# The locale changes words only: numbers and tables are the same bytes.
LC_ALL=C "$POLYX" polymo play --games 3 --seed 2 >c.txt || fail "play in C"
LC_ALL=$loc LANGUAGE=de "$POLYX" polymo play --games 3 --seed 2 >de.txt || fail "play in German"
# (The line over the table, starting with '#', is words: translated.)
grep -v '^#' c.txt >c-table.txt
grep -v '^#' de.txt >de-table.txt
[ -s c-table.txt ] || fail "polymo play: no table"
cmp -s c-table.txt de-table.txt || fail "polymo play: the figures differ with the locale"
exit 0
