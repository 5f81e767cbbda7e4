#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# cli-cards.sh: polyx cards, tile and solve speak the locale's language (help, messages, reports, plurals); English bytes when the catalog or the locale is missing.
. "$srcdir/lib.sh"
need_utf8_locale
good=$srcdir/data/cards-good.txt

# LANGUAGE=it: polyx cards --help in Italian, the options' column kept, the
# shared page options (render_args) in Italian too, nothing English left.
LC_ALL=$loc LANGUAGE=it "$POLYX" cards --help >out 2>err || fail "cards --help failed in Italian"
[ -s err ] && { cat err >&2; fail "cards --help wrote to stderr"; }
grep -q '^Uso: polyx cards generate' out && grep -q '^  oppure:  polyx cards verify' out \
  && grep -q 'riquadri' out && grep -q "^Stato d'uscita:" out || { cat out >&2; fail "LANGUAGE=it polyx cards --help is not Italian"; }
grep -Eq '^  -k, --kit=SPEC {8}il kit di polimini \(predefinito:$' out && grep -Eq '^ {24}F,I,L,N,P,T,U,Y,I4,' out \
  || fail "Italian cards --help lost the options' column or the kit"
grep -Eq 'Usage|Common options|display this help|Exit status|the seed|the kit' out && fail "Italian cards --help is partly English"

# LANGUAGE=de: tile and solve --help in German.
LC_ALL=$loc LANGUAGE=de "$POLYX" tile --help >out 2>err || fail "tile --help failed in German"
grep -q '^Aufruf: polyx tile' out && grep -q 'Lösung' out && grep -q '^Rückgabewert:' out \
  && grep -Eq '^  -r, --region=REGION {3}WxH \(ein Rechteck\)' out || { cat out >&2; fail "LANGUAGE=de polyx tile --help is not German"; }
grep -Eq 'Usage|display this help|Exit status|tilings' out && fail "German tile --help is partly English"
LC_ALL=$loc LANGUAGE=de "$POLYX" solve --help >out 2>err || fail "solve --help failed in German"
grep -q '^Aufruf: polyx solve' out && grep -q 'exakten Überdeckung' out && grep -q '^Rückgabewert:' out \
  || { cat out >&2; fail "LANGUAGE=de polyx solve --help is not German"; }
grep -Eq 'Usage|display this help|Exit status|solutions' out && fail "German solve --help is partly English"

# cards verify in French, with its plurals; the level names as on the pages.
LC_ALL=$loc LANGUAGE=fr "$POLYX" cards verify "$good" >out 2>err || { cat err >&2; fail "cards verify (fr)"; }
grep -q '^carte rect face A : juste, mesure [0-9.]*, niveau vert$' out && grep -q '^  cadre 2 .* valide, 12 pavages, ' out \
  && grep -q '^2 défis ; justes : 2, faux : 0$' out || { cat out >&2; fail "French cards verify"; }
# a box that fails: the library's reason in Czech, on one line
LC_ALL=$loc LANGUAGE=cs "$POLYX" cards verify "$srcdir/data/cards-bad-area.txt" >out 2>err
[ $? -eq 1 ] || fail "a bad box did not exit 1 in Czech"
grep -q 'karta rect strana A okénko 1: obsah nesouhlasí: dílky dávají 18 políček, obrazec jich má 20$' err \
  || { cat err >&2; fail "Czech reason of a failing box"; }
# the problem list in Czech, a usage error in German
LC_ALL=$loc LANGUAGE=cs "$POLYX" cards problems >out 2>err || fail "cards problems (cs)"
grep -q '^11  čtverec o straně 3  *možné$' out && grep -q '^21  obdélník o obvodu 10  *možné$' out \
  || { cat out >&2; fail "Czech problem list"; }
LC_ALL=$loc LANGUAGE=de "$POLYX" cards dance >out 2>err && fail "an unknown cards action succeeded"
grep -q "^polyx: cards: unbekannte Aktion „dance“" err || { cat err >&2; fail "German cards error"; }
# a game record in Italian
LC_ALL=$loc LANGUAGE=it "$POLYX" cards score "$srcdir/data/cards-game-tie.txt" >out 2>err || fail "cards score (it)"
grep -q ': 7 turni; Anna 13, Bruno 12, Carla 4; vince Anna$' out || { cat out >&2; fail "Italian cards score"; }

# tile and solve messages and reports, with their plurals (German, Czech).
LC_ALL=$loc LANGUAGE=de "$POLYX" tile --pieces pentominoes --region 3x20 --count --stats >out 2>err || fail "tile --stats (de)"
grep -q '^8$' out || fail "tile --count changed with the locale"
grep -q '^8 Lösungen ([0-9]* Blätter), [0-9]* Knoten, [0-9]* Teilaufgabe' err || { cat err >&2; fail "German tile --stats"; }
LC_ALL=$loc LANGUAGE=de "$POLYX" tile --pieces F --count >out 2>err && fail "tile without --region succeeded"
grep -q '^polyx: tile: --region ist erforderlich' err || { cat err >&2; fail "German tile usage error"; }
LC_ALL=$loc LANGUAGE=cs "$POLYX" solve --count --stats "$srcdir/data/queens5.dlx" >out 2>err || fail "solve --stats (cs)"
grep -Eq '^Celkem 10 řešení, [0-9]+ uzl(ů|y)?, [0-9]+ aktualizac(e|í), ' err || { cat err >&2; fail "Czech solve --stats"; }
LC_ALL=$loc LANGUAGE=it "$POLYX" solve --budget 5 "$srcdir/data/queens8-knuth.dlx" >out 2>err
[ $? -eq 3 ] || fail "solve --budget 5 did not exit 3"
grep -q '^polyx: solve: il budget di 5 aggiornamenti si è esaurito dopo 0 soluzioni' err || { cat err >&2; fail "Italian solve budget message"; }

# Polymere's count and solitaire reports in French.
LC_ALL=$loc LANGUAGE=fr "$POLYX" polymere solitaire --seed 2 --rings 2 >out 2>err || fail "polymere solitaire (fr)"
grep -q '^# première pièce [0-9]*, moteur dlx : ' out && grep -q '^37 pièces : 2 anneaux complets (19 pièces) et 18 dans l.anneau 3 ; ' out \
  || { cat out >&2; fail "French polymere solitaire"; }
grep -Eq 'tiles|full rings|first tile' out && fail "French polymere solitaire is partly English"
# a search the node budget stops exits 3 in every language (the status does not hang on the words)
for l in C fr cs; do
  LC_ALL=$loc LANGUAGE=$l "$POLYX" polymere solitaire --budget 1 --rings 3 >out 2>err
  st=$?
  [ $st -eq 3 ] || { cat out err >&2; fail "LANGUAGE=$l polymere solitaire --budget 1: exit $st, not 3"; }
done

# English bytes: C locale, a language without a catalog, no catalogs at all.
for cmd in "cards --help" "tile --help" "solve --help" "cards verify $good" "cards problems"; do
  LC_ALL=C $POLYX $cmd >en.txt 2>/dev/null
  for env in "LC_ALL=$loc LANGUAGE=xx" "LC_ALL=$loc LANGUAGE=de POLYX_LOCALEDIR=$tmp/none"; do
    env $env $POLYX $cmd >out 2>err || fail "$env: $cmd failed"
    # only the line naming the missing catalog (lang-missing.sh)
    grep -v "^polyx: warning: no catalog for language '\(xx\|de\)'" err >err2
    [ -s err2 ] && { cat err2 >&2; fail "$env: $cmd wrote to stderr"; }
    cmp -s out en.txt || fail "$env: $cmd is not the English one"
  done
done
exit 0
