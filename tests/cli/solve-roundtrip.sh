#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# solve-roundtrip.sh: --emit-dlx writes the problem in Knuth's format; read back it has the same counts and writes the same text.
. "$srcdir/lib.sh"
d=$srcdir/data

# The exact text for a problem with bounds, secondary items and colours.
printf '| bounds and colours\n 2|a   0:1|b c 1:1|d 3:5|e | x  y\n\ta b x:red\nc d e\ne y:2 x:red\nd e\na e\n' >m.dlx
expect_status 0 "$POLYX" solve --emit-dlx m.dlx
printf '2|a 0:1|b c d 3:5|e | x y\na b x:red\nc d e\ne y:2 x:red\nd e\na e\n' >want
cmp -s out want || { diff out want >&2; fail "--emit-dlx text"; }

awk -v n=7 -f "$d/queens.awk" >q7.dlx
for f in "$d/two.dlx" "$d/colors.dlx" "$d/colors2.dlx" "$d/mult.dlx" "$d/nosol.dlx" \
         q7.dlx m.dlx; do
  "$POLYX" solve --emit-dlx "$f" >once.dlx || fail "$f: --emit-dlx failed"
  "$POLYX" solve --emit-dlx once.dlx >twice.dlx || fail "$f: reading back failed"
  cmp -s once.dlx twice.dlx || fail "$f: second round differs"
  a=$("$POLYX" solve --count "$f") || fail "$f: count"
  b=$("$POLYX" solve --count once.dlx) || fail "$f: count after round trip"
  [ "$a" = "$b" ] || fail "$f: $a solutions, $b after round trip"
  # The same solutions, printed the same way.
  "$POLYX" solve "$f" >s1; "$POLYX" solve once.dlx >s2
  cmp -s s1 s2 || fail "$f: solutions differ after round trip"
done
# The bundled examples: written and read back, the same text.
for f in "$top_srcdir"/data/*.dlx; do
  [ -f "$f" ] || continue
  "$POLYX" solve --emit-dlx "$f" >once.dlx || fail "$f: --emit-dlx failed"
  "$POLYX" solve --emit-dlx once.dlx >twice.dlx || fail "$f: reading back failed"
  cmp -s once.dlx twice.dlx || fail "$f: second round differs"
  # Nothing lost but comments and blanks: the same options, line by line.
  [ "$(grep -c . once.dlx)" -eq "$(grep -v '^[[:blank:]]*|' "$f" | grep -c '[^[:blank:]]')" ] ||
    fail "$f: a different number of lines after writing"
done
exit 0
