#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# options-man.sh: every long option of 'polyx --help' and of each command's --help is in its man
# page (polyx(1), polyx-COMMAND(1)), and every exit status of polyx.h is listed in polyx(1).
. "$srcdir/lib.sh"
man=$top_srcdir/man

# in_man PAGE HELP-ARGS...: each --option printed by 'polyx HELP-ARGS --help' appears in PAGE.
in_man() {
  page=$1; shift
  [ -f "$page" ] || fail "$page missing"
  "$POLYX" "$@" --help >help || fail "'polyx $* --help' failed"
  opts=$(grep -o -- '--[a-z][a-z0-9-]*' help | sort -u)
  [ -n "$opts" ] || fail "no options in 'polyx $* --help'"
  # roff writes a minus as \- ; read the page with plain minus signs.
  sed 's/\\-/-/g' "$page" >page.txt
  for o in $opts; do
    grep -q -e "$o" page.txt || fail "$o of 'polyx $* --help' is not in $(basename "$page")"
  done
}

in_man "$man/polyx.1"
commands=$("$POLYX" --help | awk '/^Commands:/ {on = 1; next} on && !NF {exit} on {print $1}')
[ -n "$commands" ] || fail "no commands in 'polyx --help'"
for c in $commands; do
  grep -q "^\\.B $c\$" "$man/polyx.1" || fail "command $c not in polyx.1 (as .B $c)"
  in_man "$man/polyx-$c.1" "$c"
done
for s in $(sed -n 's/^ *PX_EXIT_[A-Z]* = \([0-9]*\)[, ].*/\1/p' "$top_srcdir/src/polyx.h"); do
  grep -q "^\\.B $s\$" "$man/polyx.1" || fail "exit status $s not listed in polyx.1 (as .B $s)"
done
exit 0
