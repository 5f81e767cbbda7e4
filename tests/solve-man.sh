#!/bin/sh
# solve-man.sh: every long option printed by 'polyx --help' and 'polyx solve --help' is in polyx(1) and polyx-solve(1).
. "$srcdir/lib.sh"
man=$top_srcdir/man

check() { # MANPAGE HELP-ARGS...
  page=$1; shift
  [ -f "$page" ] || fail "$page missing"
  "$POLYX" "$@" --help >help || fail "'polyx $* --help' failed"
  opts=$(grep -o -- '--[a-z][a-z-]*' help | sort -u)
  [ -n "$opts" ] || fail "no options in 'polyx $* --help'"
  for o in $opts; do
    # roff writes a minus as \- ; accept both spellings.
    esc=$(printf '%s' "$o" | sed 's/-/\\\\-/g')
    grep -q -e "$esc" -e "$o" "$page" || fail "$o of 'polyx $* --help' is not in $(basename "$page")"
  done
}
check "$man/polyx.1"
check "$man/polyx-solve.1" solve
# Each subcommand is named in polyx(1), each exit status of polyx.h too.
for c in $("$POLYX" --help | awk '/^Commands:/ {on = 1; next} on && !NF {exit} on {print $1}'); do
  grep -q "^\\.B $c\$" "$man/polyx.1" || fail "command $c not in polyx.1 (as .B $c)"
done
for s in 0 1 2 3 64 65 66 70 73 74; do
  grep -q "^\\.B $s\$" "$man/polyx.1" || fail "exit status $s not listed in polyx.1 (as .B $s)"
done
# libdlx(3) names every public function of dlx.h.
for fn in $(grep -o '^[a-z_ *]*dlx_[a-z_]*(' "$top_srcdir/dlx/dlx.h" | sed 's/.*\(dlx_[a-z_]*\)(/\1/'); do
  grep -q "$fn" "$man/libdlx.3" || fail "$fn not in libdlx.3"
done
exit 0
