#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# build-locale.sh: the polyx of the build tree speaks every language with no variable set (the
# quick start leaves it there): messages in the locale's language, pages in --lang's.
. "$srcdir/lib.sh"
need_utf8_locale
[ -n "${POLYX_OVERRIDE:-}" ] && skip "the catalogs are found beside the build's own polyx"
[ -f "$builddir/../locale/polyx-build-locale" ] || fail "make left no catalogs in the build tree"
env -u POLYX_LOCALEDIR LC_ALL=$loc LANGUAGE=it "$POLYX" polymo --bogus >out 2>err
grep -q 'provare' err || { cat err >&2; fail "LANGUAGE=it: the message is not Italian"; }
env -u POLYX_LOCALEDIR LC_ALL=$loc LANGUAGE=fr "$POLYX" --help >out 2>&1
grep -q '^Utilisation' out || { head -3 out >&2; fail "LANGUAGE=fr: --help is not French"; }
# A page in Italian from --lang, with no variable: the score sheet's words.
env -u POLYX_LOCALEDIR "$POLYX" cards scoresheet --lang it -o sheet.pdf >out 2>err || { cat err >&2; fail "scoresheet --lang it"; }
pdftotext sheet.pdf - | grep -q 'Foglio segnapunti' || fail "cards scoresheet --lang it: the page is not Italian"
grep -q 'warning' err && { cat err >&2; fail "scoresheet --lang it: a catalog was reported missing"; }
# and in French, a page and --help's words, still with no variable.
env -u POLYX_LOCALEDIR "$POLYX" cards scoresheet --lang fr -o sheet-fr.pdf >out 2>err || { cat err >&2; fail "scoresheet --lang fr"; }
pdftotext sheet-fr.pdf - | grep -q 'Feuille de marque' || fail "cards scoresheet --lang fr: the page is not French"
env -u POLYX_LOCALEDIR LC_ALL=$loc LANGUAGE=fr "$POLYX" polymo --help >out 2>err
grep -q '^Options de mise en page' out || { head -3 out >&2; fail "LANGUAGE=fr: polymo --help is not French"; }
[ -s err ] && { cat err >&2; fail "LANGUAGE=fr: the build's catalog was reported missing"; }
exit 0
