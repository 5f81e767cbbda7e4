#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# docs-versions.sh: the examples of the man pages and the README that show a
# seeded file's or a checkpoint's version line ("polyx 0.2.0, libdlx 1.5.0")
# name the versions this polyx reports with --version, so a new libdlx does
# not leave an old example behind.
. "$srcdir/lib.sh"
"$POLYX" --version >ver || fail "--version failed"
px=$(sed -n '1s/^polyx (polyx) //p' ver)
dx=$(sed -n 's/^libdlx \([0-9][0-9.]*\) .*/\1/p' ver)
[ -n "$px" ] && [ -n "$dx" ] || fail "no versions in --version: $(cat ver)"
n=0
for f in "$top_srcdir"/man/*.1 "$top_srcdir"/man/*.3 "$top_srcdir/README.md"; do
  # A pair of versions, whatever separates them: "polyx 0.2.0, libdlx 1.5.0"
  # in a seeded file, "polyx 0.2.0 libdlx 1.5.0" in a checkpoint.
  sed 's/\\-/-/g' "$f" | grep -o 'polyx [0-9][0-9.]*[0-9],\{0,1\} libdlx [0-9][0-9.]*[0-9]' >pairs || continue
  while read -r _ p _ d; do
    p=${p%,}
    [ "$p" = "$px" ] || fail "$(basename "$f"): example names polyx $p, this is $px"
    [ "$d" = "$dx" ] || fail "$(basename "$f"): example names libdlx $d, this is $dx"
    n=$((n + 1))
  done <pairs
done
[ $n -ge 3 ] || fail "only $n version examples found in the man pages and the README"
exit 0
