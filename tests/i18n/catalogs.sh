#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# catalogs.sh: every catalog compiles (msgfmt --check), none has a message missing or fuzzy, every marking file is in POTFILES.in.
# Two po directories: po/ (polyx, domain polyx) and dlx/po/ (libdlx, domain libdlx).
. "$srcdir/lib.sh"
command -v msgfmt >/dev/null 2>&1 && command -v msgcmp >/dev/null 2>&1 || skip "gettext's msgfmt and msgcmp are missing"
# check_po DIR DOMAIN: DIR's catalogs against DIR/DOMAIN.pot.
check_po() {
  po=$top_srcdir/$1
  # The .pot is made from the sources by the build (po dirs before the tests).
  [ -f "$po/$2.pot" ] || fail "$1/$2.pot is missing: run make first"
  langs=$(sed -e 's/#.*//' "$po/LINGUAS")
  [ -n "$langs" ] || fail "$1/LINGUAS names no language"
  for l in $langs; do
    [ -f "$po/$l.po" ] || fail "$1/LINGUAS names $l, and $1/$l.po is missing"
    msgfmt --check --statistics -o /dev/null "$po/$l.po" 2>stats || { cat stats >&2; fail "$1/$l.po does not compile"; }
    if grep -Eq 'fuzzy|untranslated' stats; then cat stats >&2; fail "$1/$l.po has fuzzy or untranslated messages"; fi
    # Every message of the sources is in the catalog, translated and not fuzzy.
    msgcmp "$po/$l.po" "$po/$2.pot" 2>cmp || { cat cmp >&2; fail "$1/$l.po lacks messages of the sources: make update-po, then translate"; }
  done
}
check_po po polyx
check_po dlx/po libdlx
# Every file that marks a string is read by xgettext: libdlx's by dlx/po's, the others' by po's.
cd "$top_srcdir" || exit 99
for f in $(grep -rlE '(^|[^A-Za-z0-9_])(_|N_|ngettext|i18n_page|I18N_PAGE)\(' --include='*.c' src output cards dlx dist); do
  case $f in dlx/*) list=dlx/po/POTFILES.in ;; *) list=po/POTFILES.in ;; esac
  grep -qx "$f" $list || fail "$f marks strings for translation and is not in $list"
done
for list in po/POTFILES.in dlx/po/POTFILES.in; do
  for f in $(sed -e 's/#.*//' $list); do
    [ -f "$f" ] || fail "$list names $f, which does not exist"
  done
done
exit 0
