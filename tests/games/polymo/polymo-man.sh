#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# polymo-man.sh: every rule the checker names (polyx polymo rules) is in polyx-polymo(1): in the
# rule table and described by name (options: options-man.sh).
. "$srcdir/lib.sh"
page=$top_srcdir/man/polyx-polymo.1
[ -f "$page" ] || fail "$page missing"
"$POLYX" polymo rules >rules.txt || fail "polyx polymo rules failed"
[ "$(wc -l <rules.txt)" -ge 10 ] || fail "polyx polymo rules lists fewer than 10 rules"
sed -n '/^\.TS$/,/^\.TE$/p' "$page" >table.txt
[ -s table.txt ] || fail "no rule table (.TS ... .TE) in polyx-polymo.1"
for r in $(cut -f1 rules.txt); do
  esc=$(printf '%s' "$r" | sed 's/-/\\\\-/g')
  grep -q -e "^\.B $esc\$" "$page" || fail "rule $r is not described in polyx-polymo.1"
  grep -q -e "\\\\fB$esc\\\\fR" table.txt || fail "rule $r is not in the rule table of polyx-polymo.1"
done
exit 0
