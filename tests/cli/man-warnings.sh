#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# man-warnings.sh: every man page renders without a single warning of groff (-ww, tables through
# tbl, 78 columns as man draws them on an 80-column terminal), holds no control character (a
# stray ^L reads "2INR"), and a page that is only ".so OTHER" names a page of man/.
. "$srcdir/lib.sh"
command -v groff >/dev/null 2>&1 || skip "no groff"
man=$top_srcdir/man
n=0
for page in "$man"/*.1 "$man"/*.3; do
  name=$(basename "$page")
  if grep -q '^\.so ' "$page"; then
    target=$(sed -n 's/^\.so man[0-9]\///p' "$page")
    [ -f "$man/$target" ] || fail "$name: .so names '$target', not a page of man/"
    continue
  fi
  LC_ALL=C tr -d '\t\n' <"$page" | LC_ALL=C grep -q '[[:cntrl:]]' && fail "$name holds a control character"
  LC_ALL=C groff -t -ww -z -Tutf8 -man -rLL=78n -rLT=78n "$page" >/dev/null 2>err
  [ -s err ] && { cat err >&2; fail "groff warns about $name"; }
  n=$((n + 1))
done
[ $n -ge 9 ] || fail "only $n man pages rendered"
exit 0
