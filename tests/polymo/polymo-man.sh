#!/bin/sh
# polymo-man.sh: every rule name is described in polyx-polymo(1) (options: options-man.sh).
. "$srcdir/lib.sh"
page=$top_srcdir/man/polyx-polymo.1
[ -f "$page" ] || fail "$page missing"
for r in off-grid used count apart first touch join big taken joker no-die no-figure twice turn not-stuck pass attach; do
  esc=$(printf '%s' "$r" | sed 's/-/\\\\-/g')
  grep -q -e "^\.B $esc\$" "$page" || fail "rule $r is not described in polyx-polymo.1"
done
exit 0
