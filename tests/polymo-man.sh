#!/bin/sh
# polymo-man.sh: every long option of 'polyx polymo --help' and every rule name is in polyx-polymo(1).
. "$srcdir/lib.sh"
page=$top_srcdir/man/polyx-polymo.1
[ -f "$page" ] || fail "$page missing"
"$POLYX" polymo --help >help || fail "'polyx polymo --help' failed"
opts=$(grep -o -- '--[a-z][a-z-]*' help | sort -u)
[ -n "$opts" ] || fail "no options in 'polyx polymo --help'"
for o in $opts; do
  esc=$(printf '%s' "$o" | sed 's/-/\\\\-/g')
  grep -q -e "$esc" -e "$o" "$page" || fail "$o of 'polyx polymo --help' is not in polyx-polymo.1"
done
for r in off-grid used count apart first touch join big taken joker no-die no-figure twice turn not-stuck pass attach; do
  esc=$(printf '%s' "$r" | sed 's/-/\\\\-/g')
  grep -q -e "^\.B $esc\$" "$page" || fail "rule $r is not described in polyx-polymo.1"
done
exit 0
