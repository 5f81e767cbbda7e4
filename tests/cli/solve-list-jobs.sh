#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# solve-list-jobs.sh: long listings (millions of solutions, a part whose solutions overflow what a thread may keep ahead, colours, multiplicities, --max, --seed) are the same bytes on several threads as on one.
. "$srcdir/lib.sh"
# Two items of 1,500 options each: 2,248,500 solutions in 1,500 parts.
LC_ALL=C awk -v n=1500 -v y=1 -f "$srcdir/data/wide.awk" >w.dlx || fail "wide.awk"
# x with 200 options: the 101st, "x t100", has n(n-1) solutions below it (89,700 of three
# options, more than a thread keeps for a part searched ahead: it is searched again in turn), the
# others "x y tK" n each. c=1: y and z on one colour of the secondary items (n*n below x t100);
# mult=1: z wanted twice.
cat >gen.awk <<'EOT'
BEGIN {
  printf "x y %sz |", mult ? "2|" : ""
  for (j = 0; j < 200; j++) printf " t%d", j
  for (j = 0; j < n; j++) printf " s%d", j
  printf "\n"
  for (j = 0; j < 200; j++) if (j == 100) printf "x t%d\n", j; else printf "x y t%d\n", j
  for (j = 0; j < n; j++) printf "y s%d%s\n", j, c ? ":a" : ""
  for (j = 0; j < n; j++) printf "z s%d%s\n", j, c ? ":a" : ""
}
EOT
LC_ALL=C awk -v n=300 -f gen.awk >u.dlx || fail "gen.awk"
LC_ALL=C awk -v n=300 -v c=1 -f gen.awk >c.dlx || fail "gen.awk c=1"
LC_ALL=C awk -v n=60 -v mult=1 -f gen.awk >m.dlx || fail "gen.awk mult=1"
for f in w.dlx:2248500 u.dlx:149400 c.dlx:149700 m.dlx:454890; do
  file=${f%:*} want=${f##*:}
  for e in links cells; do
    "$POLYX" solve --jobs 1 --engine $e "$file" >one || fail "$file, $e, 1 thread"
    n=$(grep -c '^$' one)
    [ $((n + 1)) -eq "$want" ] || fail "$file, $e: $((n + 1)) solutions listed, want $want"
    [ $file != c.dlx ] || grep -q '^z s299:a$' one || fail "$file, $e: the colours are not listed"
    for j in 2 3; do
      [ $file = w.dlx ] && [ $j = 3 ] && continue
      "$POLYX" solve --jobs $j --engine $e "$file" >par || fail "$file, $e, --jobs $j"
      cmp -s one par || fail "$file, $e: --jobs $j lists other bytes"
    done
  done
done
# Stopped at a limit, and in a seeded order: the same first solutions whatever --jobs.
for f in u.dlx c.dlx m.dlx; do
  for opt in "--max 100000" "--seed 3 --max 40000"; do
    "$POLYX" solve --jobs 1 $opt "$f" >one || fail "$f, $opt, 1 thread"
    for j in 2 3; do
      "$POLYX" solve --jobs $j $opt "$f" >par || fail "$f, $opt, --jobs $j"
      cmp -s one par || fail "$f, $opt: --jobs $j lists other bytes"
    done
  done
done
exit 0
