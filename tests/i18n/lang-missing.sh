#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# lang-missing.sh: a language asked for (the locale's, or --lang's for the pages) whose catalog is
# not found is never silent English: one line on stderr names the language and the missing file,
# and the command still does its work, in English. English and the C locale ask for no catalog.
. "$srcdir/lib.sh"
need_utf8_locale
none=$tmp/none
warned() { # warned LANG: stderr is exactly the one warning about LANG's catalog
  [ "$(wc -l <err)" -eq 1 ] || { cat err >&2; fail "$1: not one line on stderr"; }
  grep -q "^polyx: warning: no catalog for language '$1' ($none/$1/LC_MESSAGES/polyx.mo): messages in English (set LANGUAGE=en for no warning)$" err \
    || { cat err >&2; fail "$1: the warning does not name the missing catalog"; }
}

# The locale's language: one line, then the English help, status 0.
LC_ALL=C "$POLYX" polymo --help >en.txt 2>/dev/null || fail "polymo --help in C"
for l in de fr it cs; do
  env LC_ALL=$loc LANGUAGE=$l POLYX_LOCALEDIR=$none "$POLYX" polymo --help >out 2>err \
    || fail "LANGUAGE=$l without catalogs: polymo --help failed"
  warned $l
  cmp -s out en.txt || fail "LANGUAGE=$l without catalogs: the help is not the English one"
done
# The first language of LANGUAGE is the one named; a language polyx has no catalog for too.
env LC_ALL=$loc LANGUAGE=es:fr POLYX_LOCALEDIR=$none "$POLYX" --help >out 2>err || fail "polyx --help"
warned es
# polyx --help, before any command, says it too.
env LC_ALL=$loc LANGUAGE=it POLYX_LOCALEDIR=$none "$POLYX" --help >out 2>err || fail "polyx --help (it)"
warned it
# A catalog found further down LANGUAGE is used: no warning.
if [ -f "$POLYX_LOCALEDIR/fr/LC_MESSAGES/polyx.mo" ]; then
  env LC_ALL=$loc LANGUAGE=es:fr "$POLYX" --help >out 2>err || fail "LANGUAGE=es:fr polyx --help"
  [ -s err ] && { cat err >&2; fail "LANGUAGE=es:fr: a warning although French was found"; }
  grep -q '^Commandes :' out || fail "LANGUAGE=es:fr: --help is not French"
fi
# A locale the system does not have (never generated): the C library stays in "C" and
# translates nothing; one line says so.
if ! locale -a 2>/dev/null | grep -qi '^it_ZZ'; then
  env -u LANGUAGE -u LC_ALL LANG=it_ZZ.UTF-8 "$POLYX" polymo --help >out 2>err || fail "LANG=it_ZZ.UTF-8"
  grep -v 'warning: setlocale' err >err2
  grep -q "^polyx: warning: the locale 'it_ZZ.UTF-8' is not installed on this system (see locale -a): messages in English (set LANGUAGE=en for no warning)$" err2 \
    || { cat err >&2; fail "LANG=it_ZZ.UTF-8: no line saying the locale is missing"; }
  [ "$(wc -l <err2)" -eq 1 ] || { cat err >&2; fail "LANG=it_ZZ.UTF-8: not one line"; }
fi
# English, and the C locale (which ignores LANGUAGE), ask for no catalog.
for env in "LC_ALL=$loc LANGUAGE=en" "LC_ALL=$loc LANGUAGE=en_GB:de" "LC_ALL=C LANGUAGE=de" \
           "LC_ALL=$loc LANGUAGE="; do
  env $env POLYX_LOCALEDIR=$none "$POLYX" polymo --help >out 2>err || fail "$env: polymo --help"
  grep -v 'warning: setlocale' err >err2
  [ -s err2 ] && { cat err2 >&2; fail "$env: a warning where English was asked for"; }
  cmp -s out en.txt || fail "$env: polymo --help is not the English one"
done

# A language polyx does not translate (Spanish): the line once a run, whatever the command does
# (pages in another language, several drawings), and LANGUAGE=en, which it names, silences it.
env LC_ALL=$loc LANGUAGE=es POLYX_LOCALEDIR=$none "$POLYX" cards scoresheet -o es.pdf >out 2>err \
  || { cat err >&2; fail "LANGUAGE=es: scoresheet"; }
warned es
env LC_ALL=$loc LANGUAGE=es POLYX_LOCALEDIR=$none "$POLYX" cards scoresheet --lang it -o es.pdf >out 2>err \
  || { cat err >&2; fail "LANGUAGE=es: scoresheet --lang it"; }
[ "$(grep -c "no catalog for language 'es'" err)" -eq 1 ] || { cat err >&2; fail "LANGUAGE=es: not once"; }
env LC_ALL=$loc LANGUAGE=en POLYX_LOCALEDIR=$none "$POLYX" cards scoresheet -o en.pdf >out 2>err \
  || { cat err >&2; fail "LANGUAGE=en: scoresheet"; }
[ -s err ] && { cat err >&2; fail "LANGUAGE=en: a warning"; }
if ! locale -a 2>/dev/null | grep -qi '^it_ZZ'; then
  env -u LC_ALL LANG=it_ZZ.UTF-8 LANGUAGE=en "$POLYX" polymo --help >out 2>err || fail "LANG=it_ZZ LANGUAGE=en"
  grep -v 'warning: setlocale' err >err2
  [ -s err2 ] && { cat err2 >&2; fail "LANG=it_ZZ.UTF-8 LANGUAGE=en: a warning"; }
fi

# --lang: the pages' catalog missing: one line naming it, English pages, status 0.
LC_ALL=C POLYX_LOCALEDIR=$none "$POLYX" cards scoresheet --lang it -o sheet.pdf >out 2>err \
  || { cat err >&2; fail "scoresheet --lang it without catalogs"; }
grep -q "^polyx: cards: warning: --lang it: no catalog $none/it/LC_MESSAGES/polyx.mo: pages in English$" err \
  || { cat err >&2; fail "--lang it without its catalog: no warning naming it"; }
[ "$(grep -c 'warning' err)" -eq 1 ] || { cat err >&2; fail "--lang it: more than one warning"; }
[ -s sheet.pdf ] || fail "--lang it without its catalog: no page"
# --lang en needs no catalog.
LC_ALL=C POLYX_LOCALEDIR=$none "$POLYX" cards scoresheet --lang en -o en.pdf >out 2>err || fail "--lang en"
grep -q warning err && { cat err >&2; fail "--lang en: a warning"; }
# With the catalogs, no warning.
LC_ALL=C "$POLYX" cards scoresheet --lang it -o it.pdf >out 2>err || fail "--lang it"
grep -q warning err && { cat err >&2; fail "--lang it with its catalog: a warning"; }
exit 0
