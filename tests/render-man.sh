#!/bin/sh
# render-man.sh: every option of 'polyx render --help' is described in polyx-render(1).
. "$srcdir/lib.sh"
man="$top_srcdir/man/polyx-render.1"
[ -r "$man" ] || fail "no $man"
expect_status 0 "$POLYX" render --help
grep -q '^Usage: polyx render' out || fail "--help lacks a usage line"
sed 's/\\-/-/g' "$man" >man.txt
for opt in $(grep -Eo -- '--[a-z][a-z-]*' out | sort -u); do
  grep -q -- "$opt" man.txt || fail "$opt in --help but not in the man page"
done
exit 0
