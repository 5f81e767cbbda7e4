#!/bin/sh
# catalogs.sh: every catalog compiles (msgfmt --check), none has a message missing or fuzzy, every marking file is in POTFILES.in.
. "$srcdir/lib.sh"
po=$top_srcdir/po
command -v msgfmt >/dev/null 2>&1 && command -v msgcmp >/dev/null 2>&1 || skip "gettext's msgfmt and msgcmp are missing"
# po/polyx.pot is made from the sources by the build (po/ before the tests).
[ -f "$po/polyx.pot" ] || fail "po/polyx.pot is missing: run make first"
langs=$(sed -e 's/#.*//' "$po/LINGUAS")
[ -n "$langs" ] || fail "po/LINGUAS names no language"
for l in $langs; do
  [ -f "$po/$l.po" ] || fail "po/LINGUAS names $l, and po/$l.po is missing"
  msgfmt --check --statistics -o /dev/null "$po/$l.po" 2>stats || { cat stats >&2; fail "po/$l.po does not compile"; }
  if grep -Eq 'fuzzy|untranslated' stats; then cat stats >&2; fail "po/$l.po has fuzzy or untranslated messages"; fi
  # Every message of the sources is in the catalog, translated and not fuzzy.
  msgcmp "$po/$l.po" "$po/polyx.pot" 2>cmp || { cat cmp >&2; fail "po/$l.po lacks messages of the sources: make update-po, then translate"; }
done
# Every file that marks a string is read by xgettext.
cd "$top_srcdir" || exit 99
for f in $(grep -rlE '(^|[^A-Za-z0-9_])(_|N_|ngettext|i18n_page|I18N_PAGE)\(' --include='*.c' src output cards dlx dist); do
  grep -qx "$f" po/POTFILES.in || fail "$f marks strings for translation and is not in po/POTFILES.in"
done
for f in $(sed -e 's/#.*//' po/POTFILES.in); do
  [ -f "$f" ] || fail "po/POTFILES.in names $f, which does not exist"
done
exit 0
