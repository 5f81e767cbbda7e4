#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# ids.sh: an ID printed on a card or in a book reads the same in every later version. The IDs a
# version wrote (golden/ids/ids-MINOR.txt: Polyminix sides, Polyssimo puzzles, Polyssimo
# generation IDs) are kept for good; each later version must verify them with the same counts and
# draw them with the same calls (the drawing layer's text trace). A layout change that is meant
# redraws the traces (POLYX_REGEN_GOLDEN=1): never the IDs, and never the counts.
. "$srcdir/lib.sh"
gold=$srcdir/golden/ids
n=0
for list in "$gold"/ids-*.txt; do
  v=${list##*/ids-}; v=${v%.txt}
  grep -v '^#' "$list" >ids
  grep '^polyminix:' ids >sides
  grep -E '^polyssimo:[0-9]+x[0-9]+:[^L]' ids >puzzles
  grep -E '^polyssimo:[0-9]+x[0-9]+:L[0-9]#' ids >genids
  # Polyminix: the boxes' counts, and the drawing of every side.
  # shellcheck disable=SC2046
  expect_status 0 "$POLYX" cards verify $(cat sides)
  cp out "verify-$v.txt"
  : >"sides-$v.trace"
  while read -r id; do
    expect_status 0 "$POLYX" cards print "$id" -o side.trace
    cat side.trace >>"sides-$v.trace"
  done <sides
  # Polyssimo: a puzzle ID's solutions, and a generation ID's puzzle made again.
  : >"polyssimo-$v.txt"
  while read -r id; do
    expect_status 0 "$POLYX" polyssimo verify "$id"
    cat out >>"polyssimo-$v.txt"
  done <puzzles
  while read -r id; do
    expect_status 0 "$POLYX" polyssimo puzzle --id "$id"
    # the puzzle and its answer; the comment line of measures is wording, not the ID's content
    grep -Ev '^# (polyx |level |[0-9]+ pieces to place)' out >>"polyssimo-$v.txt"
  done <genids
  # Search effort is the engines' own business: node counts are not part of what an ID promises.
  for f in "verify-$v.txt" "polyssimo-$v.txt"; do
    sed -E 's/[0-9]+ nodes/N nodes/g; s/nodes [0-9]+/nodes N/g; s/own count [0-9]+/own count N/g' "$f" >f.tmp
    mv f.tmp "$f"
  done
  for f in "verify-$v.txt" "sides-$v.trace" "polyssimo-$v.txt"; do
    case $f in *.trace) [ -z "${POLYX_REGEN_GOLDEN:-}" ] || cp "$f" "$gold/$f" ;; esac
    [ -z "${POLYX_REGEN_GOLDEN:-}" ] || [ -f "$gold/$f" ] || cp "$f" "$gold/$f"
    diff -u "$gold/$f" "$f" >diff.txt ||
      { head -30 diff.txt >&2; fail "the IDs of polyx $v no longer read or draw the same: $f"; }
  done
  n=$((n + $(wc -l <ids)))
done
[ "$n" -ge 8 ] || fail "only $n IDs kept in golden/ids"
exit 0
