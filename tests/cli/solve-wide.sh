#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# solve-wide.sh: a first level of thousands of options counts, lists and stops right on several threads, with the output and statistics of one (the plan's runs of sibling parts, dlx_par.c).
. "$srcdir/lib.sh"
wide=$srcdir/data/wide.awk
# One item, 10,000 options (short enough that the threads are not started),
# then two items of 1,000 options each (999,000 solutions: split in parts).
LC_ALL=C awk -v n=10000 -f "$wide" >w.dlx || fail "wide.awk n=10000"
LC_ALL=C awk -v n=1000 -v y=1 -f "$wide" >v.dlx || fail "wide.awk n=1000 y=1"
LC_ALL=C awk -v n=150 -v y=1 -f "$wide" >s.dlx || fail "wide.awk n=150 y=1"
for f in w.dlx:10000 v.dlx:999000 s.dlx:22350; do
  file=${f%:*} want=${f##*:}
  for e in links cells; do
    "$POLYX" solve --count --stats=profile --jobs 1 --engine $e "$file" >one 2>one.stats ||
      fail "$file, $e, 1 thread"
    [ "$(cat one)" = "$want" ] || fail "$file, $e: $(cat one) solutions, want $want"
    sed 's/, [0-9.]* s\.$//' one.stats >a
    for j in 2 3 0; do
      "$POLYX" solve --count --stats=profile --jobs $j --engine $e "$file" >par 2>par.stats ||
        fail "$file, $e, --jobs $j"
      [ "$(cat par)" = "$want" ] || fail "$file, $e, --jobs $j: $(cat par) solutions, want $want"
      sed 's/, [0-9.]* s\.$//' par.stats >b
      cmp a b || fail "$file, $e, --jobs $j: statistics differ: $(cat b) / $(cat a)"
    done
  done
done
# In order (listing, a random order, a limit, a budget): the same output and statistics on
# 2 threads as on one, v.dlx split in parts whose threads keep the first level for the next sibling.
for f in w.dlx v.dlx; do
  for a in "" "--seed 3" "--max 4567" "--count --seed 2" "--count --budget 100000"; do
    "$POLYX" solve $a --stats --jobs 1 "$f" >one 2>one.stats || [ $? -eq 3 ] || fail "$f $a, 1 thread"
    "$POLYX" solve $a --stats --jobs 2 "$f" >par 2>par.stats || [ $? -eq 3 ] || fail "$f $a, --jobs 2"
    cmp one par || fail "$f $a: the output differs on 2 threads"
    sed 's/, [0-9.]* s\b//' one.stats >a
    sed 's/, [0-9.]* s\b//' par.stats >b
    cmp a b || fail "$f $a: statistics differ on 2 threads: $(cat b) / $(cat a)"
  done
done
exit 0
