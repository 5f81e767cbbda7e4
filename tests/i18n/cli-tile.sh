#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# cli-tile.sh: the tiling layer's messages (pieces, regions, piece files) in the locale's language, with FILE:LINE:COL kept; English bytes without a catalog.
. "$srcdir/lib.sh"
need_utf8_locale
badregion=$srcdir/data/tile-bad-char.txt
# A piece file with a piece in two parts (line 2, column 3).
printf 'B:\n#.#\n' >apart.txt

# run LANG STATUS ARGS...: polyx ARGS in language LANG must exit STATUS with one line on stderr.
run() {
  l=$1 want=$2; shift 2
  LC_ALL=$loc LANGUAGE=$l "$POLYX" "$@" >out 2>err; got=$?
  [ "$got" -eq "$want" ] || { cat err >&2; fail "LANGUAGE=$l polyx $*: exit $got, want $want"; }
  expect_one_line_stderr
}

# French: an unknown piece, a malformed region file (FILE:LINE:COL), a bad count.
run fr 65 tile --pieces Q --region 3x3
grep -q "^polyx: tile : --pieces 'Q' : colonne 1 : pièce ou ensemble inconnu 'Q'$" err \
  || { cat err >&2; fail "French unknown piece"; }
run fr 65 tile --pieces X --region "$badregion"
grep -q "^polyx: .*tile-bad-char.txt:1:3: caractère invalide dans la région (octet 9)$" err \
  || { cat err >&2; fail "French malformed region file"; }
run fr 65 tile --pieces 'F*0' --region 3x3
grep -q "nombre invalide '0' (1\.\.[0-9]*)$" err || { cat err >&2; fail "French bad count"; }
# The problem's own messages (poly/tiling.c): an area no piece set covers.
run fr 65 tile --pieces F --region 2x2 --count
grep -q "^polyx: tile : la région a 4 cases à couvrir, mais les pièces en ont 5$" err \
  || { cat err >&2; fail "French area mismatch"; }
run cs 65 tile --pieces F --region 2x2 --count
grep -q "políček k pokrytí v oblasti: 4, dílky jich mají 5$" err || { cat err >&2; fail "Czech area mismatch"; }
# German: a malformed region file; a rectangle out of range.
run de 65 tile --pieces X --region "$badregion"
grep -q "^polyx: .*tile-bad-char.txt:1:3: unzulässiges Zeichen in der Region (Byte 9)$" err \
  || { cat err >&2; fail "German malformed region file"; }
run de 65 tile --pieces X --region 0x5
grep -q "die Breite der Region muss mindestens 1 sein$" err || { cat err >&2; fail "German region width"; }
# Czech: a piece file with a piece in two parts; an unknown piece.
run cs 65 tile --pieces @apart.txt --region 3x3
grep -q "^polyx: apart.txt:2:3: dílek „B“ není souvislý$" err || { cat err >&2; fail "Czech piece not connected"; }
run cs 65 tile --pieces pentominoes,Q --region 6x10
grep -q "neznámý dílek nebo neznámá sada „Q“$" err || { cat err >&2; fail "Czech unknown piece"; }
# Italian: polyx render reads regions through the same layer.
run it 65 render "$badregion" -o out.pdf
grep -q "tile-bad-char.txt:1:3: carattere non valido nella regione (byte 9)$" err \
  || { cat err >&2; fail "Italian render of a malformed region"; }

# German --stats: one plural a number (1 Blatt, 2 Knoten), and the legend in the locale's words.
LC_ALL=$loc LANGUAGE=de "$POLYX" tile --pieces I3 --region 3x1 --stats >out 2>err || fail "German --stats"
grep -q "^Legende: a=I3$" err || { cat err >&2; fail "German legend"; }
grep -q "1 Platzierung," err || { cat err >&2; fail "German: one placement"; }
grep -q "^1 Lösung (1 Blatt), 1 Knoten, 1 Teilaufgabe, " err || { cat err >&2; fail "German: one tiling"; }
LC_ALL=$loc LANGUAGE=cs "$POLYX" tile --pieces I3,L3 --region 3x2 --count --stats >out 2>err || fail "Czech --stats"
grep -q "^0 pokrytí (0 listů), 1 uzel, 1 dílčí úloha, " err || { cat err >&2; fail "Czech: plurals of --stats"; }
# (a search of more than a few thousand nodes on two threads: its tasks, many)
LC_ALL=$loc LANGUAGE=cs "$POLYX" tile --pieces pentominoes --region 4x15 --count -d --stats --jobs 2 >out 2>err \
  || fail "Czech --stats, two threads"
grep -q "^368 pokrytí ([0-9]* listů), [0-9]* uzlů, [0-9]* dílčích úloh, " err || { cat err >&2; fail "Czech: plurals of --stats (many)"; }

# English bytes: the C locale, a language without a catalog, no catalogs at all.
for args in "tile --pieces Q --region 3x3" "tile --pieces X --region $badregion" \
  "tile --pieces @apart.txt --region 3x3" "tile --pieces F*0 --region 3x3"; do
  LC_ALL=C $POLYX $args >/dev/null 2>en.txt
  for env in "LC_ALL=$loc LANGUAGE=xx" "LC_ALL=$loc LANGUAGE=fr POLYX_LOCALEDIR=$tmp/none"; do
    env $env $POLYX $args >/dev/null 2>err0
    # less the line naming the missing catalog (lang-missing.sh)
    grep -v "^polyx: warning: no catalog for language '\(xx\|fr\)'" err0 >err
    cmp -s err en.txt || { cat err en.txt >&2; fail "$env: $args: not the English message"; }
  done
done
grep -q "^polyx: tile: --pieces 'F\*0': column 3: bad count '0' (1\.\.[0-9]*)$" en.txt \
  || { cat en.txt >&2; fail "English bad count changed"; }
exit 0
