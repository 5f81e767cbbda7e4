#!/bin/sh
# cards-man.sh: every long option of 'polyx cards --help' is documented in polyx-cards(1), and the reverse.
. "$srcdir/lib.sh"
man=$top_srcdir/man/polyx-cards.1
[ -r "$man" ] || skip "no man page"
expect_status 0 "$POLYX" cards --help
grep -Eo -- '--[a-z][a-z-]*' out | sort -u >help.opts
sed 's/\\-/-/g' "$man" | grep -Eo -- '--[a-z][a-z-]*' | sort -u >man.opts
[ -s help.opts ] || fail "no options in --help"
comm -23 help.opts man.opts >missing
[ ! -s missing ] || { cat missing; fail "options in --help but not in the man page"; }
comm -13 help.opts man.opts >extra
[ ! -s extra ] || { cat extra; fail "options in the man page but not in --help"; }
exit 0
