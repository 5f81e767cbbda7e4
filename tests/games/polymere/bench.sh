#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# bench.sh: Polymère's timings for `make bench` (goals: five full rings < 10 s from any first tile, 1000 four-player
# games < 30 s, the printable set < 5 s); prints figures, never fails for slowness.
: "${POLYX:=./src/polyx}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/polymere-bench.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.3f", b - a }'; }

for engine in dlx direct; do
  worst=0 sum=0 found=0 outer="" kept=0
  for seed in $(seq 1 20); do
    "$POLYX" polymere solitaire --seed "$seed" --engine $engine --budget 300000 >"$tmp/sol" 2>&1
    s=$(sed -n 's/^# first tile [1-6]*, engine [a-z]*: first full rings \([0-9.]*\) s.*/\1/p' "$tmp/sol")
    k=$(sed -n 's/^# .*full rings kept \([0-9.]*\) s.*/\1/p' "$tmp/sol")
    kept=$(awk -v a="${kept:-0}" -v b="${k:-0}" 'BEGIN { print (b > a ? b : a) }')
    n=$(sed -n 's/^\([0-9]*\) tiles: 5 full rings.*/\1/p' "$tmp/sol")
    [ -n "$n" ] && found=$((found + 1)) && outer="$outer $((n - 91))"
    worst=$(awk -v a="$worst" -v b="${s:-0}" 'BEGIN { print (b > a ? b : a) }')
    sum=$(awk -v a="$sum" -v b="${s:-0}" 'BEGIN { print a + b }')
  done
  printf 'polymere solitaire, 5 full rings, engine %-6s  %d/20 first tiles, mean %.3f s, worst %.3f s (goal < 10 s);\n' \
    "$engine" "$found" "$(awk -v a="$sum" 'BEGIN { print a / 20 }')" "$worst"
  printf '  with at most 3 forced holes in ring 6: worst %.3f s; ring 6 then holds:%s\n' "$kept" "$outer"
done

t0=$(now)
"$POLYX" polymere play --games 1000 --players 4 --seed 1 >"$tmp/play" || echo "bench: play failed" >&2
printf 'polymere play, 1000 four-player games (replayed)  %s s (goal < 30 s)\n' "$(since "$t0")"
t0=$(now)
"$POLYX" polymere set -o "$tmp/set.pdf" --colours --backs >/dev/null || echo "bench: set failed" >&2
printf 'polymere set, 124 tiles + backs + aid, A4 PDF   %s s (goal < 5 s)\n' "$(since "$t0")"
t0=$(now)
"$POLYX" polymere count ring 123456 >"$tmp/ring" || echo "bench: count failed" >&2
printf 'polymere count ring 123456 (dlx + direct)      %s s: %s\n' "$(since "$t0")" "$(cut -d' ' -f1 "$tmp/ring")"
