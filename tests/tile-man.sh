#!/bin/sh
# tile-man.sh: every long option printed by 'polyx tile --help' is in polyx-tile(1).
. "$srcdir/lib.sh"
page=$top_srcdir/man/polyx-tile.1
[ -f "$page" ] || fail "$page missing"
"$POLYX" tile --help >help || fail "'polyx tile --help' failed"
opts=$(grep -o -- '--[a-z][a-z-]*' help | sort -u)
[ -n "$opts" ] || fail "no options in 'polyx tile --help'"
for o in $opts; do
  esc=$(printf '%s' "$o" | sed 's/-/\\\\-/g')
  grep -q -e "$esc" -e "$o" "$page" || fail "$o of 'polyx tile --help' is not in polyx-tile.1"
done
exit 0
