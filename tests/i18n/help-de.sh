#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# help-de.sh: the German --help of every command keeps within 79 columns and quotes as German
# text does („…“, never ASCII '…'); a German message quotes the value it rejects the same way.
. "$srcdir/lib.sh"
need_utf8_locale

for cmd in "" solve tile render cards polymo polyssimo polymere; do
  # shellcheck disable=SC2086 # an empty $cmd is the top-level help
  LC_ALL=$loc LANGUAGE=de "$POLYX" $cmd --help >out 2>err || fail "polyx $cmd --help failed in German"
  [ -s err ] && { cat err >&2; fail "polyx $cmd --help wrote to stderr"; }
  grep -q '^Aufruf: polyx' out || { cat out >&2; fail "polyx $cmd --help is not German"; }
  # In a UTF-8 locale grep's '.' is one character, so 'ü' counts one column.
  LC_ALL=$loc grep -nE '^.{80}' out >long && { cat long >&2; fail "polyx $cmd --help (de): lines over 79 columns"; }
  grep -n "'" out >quotes && { cat quotes >&2; fail "polyx $cmd --help (de): ASCII quotes"; }
done

# A rejected value is quoted „…“; the engine named "fast" (a German word) is quoted too.
LC_ALL=$loc LANGUAGE=de "$POLYX" tile --pieces F --region 5x1 --engine quick >out 2>err && fail "an unknown engine was accepted"
grep -q '^polyx: tile: ungültiges Suchverfahren „quick“ (erwartet auto, fast oder dlx)$' err \
  || { cat err >&2; fail "German unknown engine message"; }
grep -q '^polyx: „polyx tile --help“ gibt weitere Informationen\.$' err || { cat err >&2; fail "German usage hint"; }
# The printing commands' shared page options speak German too (render_args.c).
LC_ALL=$loc LANGUAGE=de "$POLYX" polymo sheet --lang xx >out 2>err && fail "an unknown --lang was accepted"
grep -q '^polyx: polymo: --lang: unbekannte Sprache „xx“ (en, fr, de, it, cs)$' err \
  || { cat err >&2; fail "German unknown language message"; }
LC_ALL=$loc LANGUAGE=de "$POLYX" render --paper b9 >out 2>err && fail "an unknown --paper was accepted"
grep -q '^polyx: render: --paper: unbekanntes Papierformat „b9“' err \
  || { cat err >&2; fail "German unknown paper message"; }
exit 0
