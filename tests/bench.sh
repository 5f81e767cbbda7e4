#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# bench.sh: timings of polyx commands for `make bench`; prints figures, never fails for slowness.
: "${POLYX:=./src/polyx}"
srcdir=$(dirname "$0")
t() { # t LABEL CMD...: run CMD once, print its wall time
  label=$1; shift
  start=$(date +%s.%N)
  "$@" >/dev/null 2>bench.stats || echo "bench: $label failed" >&2
  end=$(date +%s.%N)
  printf '%-40s %8.3f s  %s\n' "$label" "$(echo "$end - $start" | awk "{print \$1 - \$3}")" "$(tr '\n' ' ' <bench.stats)"
}
# Each benchmark adds its lines below.
# libdlx through `polyx solve --count --stats --jobs 1` on data/, each engine (tests/dlx/bench_dlx, run
# before this script, prints the benchmark table with Knuth's programs beside; DLX1 on this kind of machine:
# 6x10 pentominoes 6.8 s, 3,637,261 nodes, 1,242,377,480 updates, SSXCC 4.4 s; 14 queens 1.0 s; Langford n=12 0.6 s).
for e in links cells; do
  t "solve 6x10 pentominoes, $e (9356)" "$POLYX" solve --count --stats --jobs 1 --engine $e "$srcdir/../data/pentominoes-6x10.dlx"
  t "solve 14 queens, $e (365596)" "$POLYX" solve --count --stats --jobs 1 --engine $e "$srcdir/../data/queens-14.dlx"
  t "solve Langford n=12, $e (216288)" "$POLYX" solve --count --stats --jobs 1 --engine $e "$srcdir/../data/langford-12.dlx"
done
# polyx tile (goals: 6x10 --distinct <= 0.25 s, raw < 1 s, --jobs 2 >= 1.7x; BurrTools 2.3 s for the 2339).
t "tile 6x10 pentominoes --distinct (2339)" "$POLYX" tile --pieces pentominoes --region 6x10 --count --distinct --stats
t "tile 6x10 pentominoes raw (9356)" "$POLYX" tile --pieces pentominoes --region 6x10 --count --stats
t "tile 6x10 pentominoes raw --jobs 2" "$POLYX" tile --pieces pentominoes --region 6x10 --count --stats --jobs 2
t "tile 5x12 pentominoes --distinct (1010)" "$POLYX" tile --pieces pentominoes --region 5x12 --count --distinct --stats
t "tile 4x15 pentominoes --distinct (368)" "$POLYX" tile --pieces pentominoes --region 4x15 --count --distinct --stats
t "tile 3x20 pentominoes --distinct (2)" "$POLYX" tile --pieces pentominoes --region 3x20 --count --distinct --stats
t "tile 8x8-centre pentominoes --distinct (65)" "$POLYX" tile --pieces pentominoes --region "$srcdir/data/tile-8x8-centre.txt" --count --distinct --stats
# Start-up of a small board in instructions (callgrind, repeatable on a busy machine; goal under 5 M
# beside loading the program, which `polyx --version` costs).
if command -v valgrind >/dev/null 2>&1; then
  lt=; [ -x ./libtool ] && lt="./libtool --mode=execute" # (a libtool wrapper in a shared build)
  ir() { $lt valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | sed -n 's/.*refs: *//p'; }
  printf '%-40s %s instructions (polyx --version %s)\n' "tile 3x20 --distinct, callgrind" \
    "$(ir "$POLYX" tile --pieces pentominoes --region 3x20 --count --distinct)" "$(ir "$POLYX" --version)"
fi
# polyx tile beside a specialised pentomino solver (sugyan/pentomino's OptimizedSolver, Rust, built
# outside the repository with a small driver: PENTOMINO_PEER=/path/to/pentomino-bench, called as
# `pentomino-bench BOARD [unique] small`, BOARD 6x10, 5x12, 4x15, 3x20 or 8x8-2x2, printing its count),
# in instructions (callgrind) and wall time; polyx first, the peer second.
if [ -n "${PENTOMINO_PEER:-}" ] && [ -x "$PENTOMINO_PEER" ] && command -v valgrind >/dev/null 2>&1; then
  # reps N CMD...: the wall seconds of N runs of CMD, timed inside one shell that runs the program
  # itself (libtool's wrapper replaced, its start left out), as the peer's, so that the two compare.
  reps() {
    # shellcheck disable=SC2016
    $lt sh -c 'n=$1; shift; s=$(date +%s.%N)
      while [ "$n" -gt 0 ]; do "$@" >/dev/null 2>&1; n=$((n - 1)); done
      e=$(date +%s.%N); echo "$e - $s" | awk "{printf \"%.3f\", \$1 - \$3}"' sh "$@"
  }
  for b in 6x10 5x12 4x15 3x20 8x8-2x2; do
    r=$b; [ $b = 8x8-2x2 ] && r=$srcdir/data/tile-8x8-centre.txt
    for mode in distinct all; do
      d=--distinct u=unique; [ $mode = all ] && d='' u=''
      printf '%-40s polyx %s, peer %s instructions\n' "tile $b pentominoes $mode vs peer" \
        "$(ir "$POLYX" tile --pieces pentominoes --region "$r" --count $d)" "$(ir "$PENTOMINO_PEER" $b $u small)"
      # (3x20 takes about 2 ms a run, most of it starting the program: more runs)
      n=20; [ $b = 3x20 ] && n=200
      printf '%-40s polyx %s s, peer %s s (wall, %d runs each)\n' "tile $b pentominoes $mode, time" \
        "$(reps $n "$POLYX" tile --pieces pentominoes --region "$r" --count $d)" "$(reps $n "$PENTOMINO_PEER" $b $u small)" $n
    done
  done
  # what starting costs beside the work: the pages first touched (page faults, the kernel's share)
  if [ -x /usr/bin/time ]; then
    pf() { $lt /usr/bin/time -f %R "$@" 2>&1 >/dev/null | tail -n 1; }
    printf '%-40s polyx %s, peer %s (polyx --version %s)\n' "tile 3x20 --distinct, page faults" \
      "$(pf "$POLYX" tile --pieces pentominoes --region 3x20 --count --distinct)" \
      "$(pf "$PENTOMINO_PEER" 3x20 unique small)" "$(pf "$POLYX" --version)"
  fi
  # CPU time of a 3x20 run (perf's task-clock, the process's own, mean of 200 runs): steadier than
  # the wall time above, which adds starting and reaping each process. polyx runs from the build
  # tree, with LD_LIBRARY_PATH: finding its libraries there costs it about 60 failed opens that an
  # installed polyx does not make (strace); the peer runs without.
  if command -v perf >/dev/null 2>&1 && perf stat -e task-clock true >/dev/null 2>&1; then
    cpu() { $lt perf stat -x, -r 200 -e task-clock "$@" 2>&1 >/dev/null | awk -F, '/task-clock/ { printf "%.3f", $1 }'; }
    for mode in distinct all; do
      d=--distinct u=unique; [ $mode = all ] && d='' u=''
      printf '%-40s polyx %s ms, peer %s ms (task-clock, mean of 200 runs)\n' "tile 3x20 pentominoes $mode, CPU" \
        "$(cpu "$POLYX" tile --pieces pentominoes --region 3x20 --count $d)" "$(cpu "$PENTOMINO_PEER" 3x20 $u small)"
    done
  fi
fi
t "tile 3x30 one-sided pentominoes --distinct (46)" "$POLYX" tile --pieces one-sided-pentominoes --region 30x3 --count --distinct --stats
t "tile 3x30 one-sided pentominoes raw (184)" "$POLYX" tile --pieces one-sided-pentominoes --region 30x3 --count --stats
t "tile 8x8-centre pentominoes raw (520)" "$POLYX" tile --pieces pentominoes --region "$srcdir/data/tile-8x8-centre.txt" --count --stats
t "tile 6x10 --distinct, dlx engine" "$POLYX" tile --pieces pentominoes --region 6x10 --count --distinct --stats --engine dlx
t "tile 12x11 polyssimo, first tiling" "$POLYX" tile --pieces polyssimo --region 12x11 --budget 20000000
if [ -x /usr/bin/time ]; then
  /usr/bin/time -f "tile 6x10 raw --jobs 2: max RSS %M kB" "$POLYX" tile --pieces pentominoes --region 6x10 --count --jobs 2 >/dev/null
fi
# render: a 100-page PDF of 900 pentomino tilings (goal: under 2 s), bytes per page of PDF and SVG
if "$POLYX" tile -p pentominoes -r 6x10 --all --max 900 >bench-tilings.txt 2>/dev/null; then
  t "render 100-page PDF (900 tilings)" "$POLYX" render bench-tilings.txt -o bench-render.pdf
  t "render 100 A4 SVG pages (900 tilings)" "$POLYX" render --paper a4 bench-tilings.txt -o bench-render.svg
  t "render 100 A4 PNG pages at 150 dpi" "$POLYX" render --paper a4 --dpi 150 bench-tilings.txt -o bench-render.png
  printf '%-40s %8d bytes a page (PDF), %d (SVG), %d (PNG 150 dpi)\n' "render file sizes" \
    $(($(wc -c <bench-render.pdf) / 100)) $(($(cat bench-render-*.svg | wc -c) / 100)) \
    $(($(cat bench-render-*.png | wc -c) / 100))
fi
rm -f bench-tilings.txt bench-render.pdf bench-render-*.svg bench-render-*.png
t "tile 6x10 raw, plain search (--all)" "$POLYX" tile --pieces pentominoes --region 6x10 --all --stats
t "tile 8x8 pentominoes+O4 --distinct (16146)" "$POLYX" tile --pieces pentominoes,O4 --region 8x8 --count --distinct --stats
t "tile 8x8 pentominoes+O4 --distinct --jobs 2" "$POLYX" tile --pieces pentominoes,O4 --region 8x8 --count --distinct --stats --jobs 2
# polyx polyssimo (goals: a book of 30 footprint puzzles at three levels < 60 s; 1000 greedy self-play games < 60 s).
t "polyssimo book, 30 puzzles, 3 levels" "$POLYX" polyssimo book --count 10 --seed 1 -o polyssimo-bench-book.pdf
t "polyssimo play 1000 games greedy,greedy" "$POLYX" polyssimo play --games 1000 --seed 1 --seats greedy,greedy --jobs 1
t "polyssimo play 1000 games greedy,random" "$POLYX" polyssimo play --games 1000 --seed 1 --seats greedy,random --jobs 1
t "polyssimo play 100 games mc,greedy" "$POLYX" polyssimo play --games 100 --seed 1 --seats mc,greedy --jobs 1
# games/game.c's runner: the same bytes on 2 threads, about twice as fast (goal >= 1.7x).
t "polyssimo play 100 games mc,greedy --jobs 2" "$POLYX" polyssimo play --games 100 --seed 1 --seats mc,greedy --jobs 2
t "polymere solitaire --rings 4 --seed 1" "$POLYX" polymere solitaire --rings 4 --seed 1
t "polymere play 1000 games --jobs 1" "$POLYX" polymere play --games 1000 --players 4 --seed 1 --jobs 1
t "polymere play 1000 games --jobs 2" "$POLYX" polymere play --games 1000 --players 4 --seed 1 --jobs 2
t "polymo play 300 games lookahead --jobs 1" "$POLYX" polymo play --games 300 --seed 1 --strategy lookahead --jobs 1
t "polymo play 300 games lookahead --jobs 2" "$POLYX" polymo play --games 300 --seed 1 --strategy lookahead --jobs 2
rm -f polyssimo-bench-book.pdf
# polyx cards (goals: a full 49-card deck generated, verified, answers and PDF in < 60 s; verify of a full deck < 10 s).
t "cards generate 49 cards (98 sides) -j 2" "$POLYX" cards generate --seed 1 --jobs 2 -o cards-bench-deck.txt
t "cards verify 49 cards" "$POLYX" cards verify -q cards-bench-deck.txt
t "cards print 49 cards + answers (PDF)" "$POLYX" cards print cards-bench-deck.txt -o cards-bench-deck.pdf
rm -f cards-bench-deck.txt cards-bench-deck.pdf
# render: CPU time of the 100-page PDF (the wall time above grows with the machine's load)
if [ -x /usr/bin/time ] && "$POLYX" tile -p pentominoes -r 6x10 --all --max 900 >bench-tilings.txt 2>/dev/null; then
  /usr/bin/time -f "render 100-page PDF: %U s user, %S s system, %M KB max RSS" "$POLYX" render bench-tilings.txt -o bench-render.pdf
fi
rm -f bench-tilings.txt bench-render.pdf
# polymo (goals: 10,000 solo greedy games under 10 s; best 9x9 under a minute)
t "polymo play 10000 solo greedy games" "$POLYX" polymo play --games 10000 --strategy greedy
t "polymo play 1000 solo lookahead games" "$POLYX" polymo play --games 1000 --strategy lookahead
t "polymo best 9x9 (8 minus points)" "$POLYX" polymo best --size 9
t "polymo best 8x8 (25 minus points)" "$POLYX" polymo best --size 8
# libdlx in parallel: the same three counts with two threads, engine auto (the nodes and updates of the
# engine it picks, as above; compare wall times).
t "solve 6x10 pentominoes --jobs 2" "$POLYX" solve --count --stats --jobs 2 "$srcdir/../data/pentominoes-6x10.dlx"
t "solve 14 queens --jobs 2" "$POLYX" solve --count --stats --jobs 2 "$srcdir/../data/queens-14.dlx"
t "solve Langford n=12 --jobs 2" "$POLYX" solve --count --stats --jobs 2 "$srcdir/../data/langford-12.dlx"
# A wide first level (tests/data/wide.awk): one item of 10,000 and 40,000 options (the threads are not
# worth starting: as fast as one), two items of 3,000 options each (8,997,000 solutions: split).
for w in "10000" "40000" "3000 -v y=1"; do
  awk -v n="$w" -f "$srcdir/data/wide.awk" >bench-wide.dlx
  t "solve wide n=$w --jobs 1" "$POLYX" solve --count --stats --jobs 1 bench-wide.dlx
  t "solve wide n=$w --jobs 2" "$POLYX" solve --count --stats --jobs 2 bench-wide.dlx
done
# The same in order (solutions listed, a random order, a limit): one item of 40,000 options, and the
# two items of 1,000 options (999,000 solutions; a thread keeps the first level for the next sibling).
for w in "40000" "1000 -v y=1"; do
  awk -v n="$w" -f "$srcdir/data/wide.awk" >bench-wide.dlx
  for j in 1 2; do
    t "solve wide n=$w listed --jobs $j" "$POLYX" solve --stats --jobs $j bench-wide.dlx
    t "solve wide n=$w --seed 1 --count --jobs $j" "$POLYX" solve --count --seed 1 --stats --jobs $j bench-wide.dlx
    t "solve wide n=$w --max 500000 --count --jobs $j" "$POLYX" solve --count --max 500000 --stats --jobs $j bench-wide.dlx
  done
done
# Listing millions of solutions (two items of 3,000 options: 8,997,000 solutions of two options, 200 MB
# of text): the threads hand the solutions to the printing thread in order; on two, at most 1.2x the CPU
# of one (compare with /usr/bin/time) and less wall time. And the 9,356 tilings of 6x10 listed.
awk -v n=3000 -v y=1 -f "$srcdir/data/wide.awk" >bench-wide.dlx
for j in 1 2; do
  t "solve wide n=3000 -v y=1 listed --jobs $j" "$POLYX" solve --stats --jobs $j bench-wide.dlx
done
for j in 1 2; do
  t "tile 6x10 pentominoes --all listed --jobs $j" "$POLYX" tile --pieces pentominoes --region 6x10 --all --stats --jobs $j
done
rm -f bench-wide.dlx
# Resource use on large legal inputs, each with the bound it must meet (figures only, never a failure):
# the fast engine's memory on a large board (its pattern lists at most 96 MiB: bound 150 MB of RSS;
# it took 604 MB), the PDF of render's largest figure (1,000,000 cells: bound 16 MB; a 4096x4096
# figure made 220 MB before render refused figures past the bound). Grid detection in PNG regions:
# tests/poly/bench_region, run before this script (linear in the pixels).
if [ -x /usr/bin/time ]; then
  /usr/bin/time -f "tile 15 x pentominoes 30x30, 100000 nodes: max RSS %M kB (bound 150000 kB)" \
    "$POLYX" tile -p 'pentominoes*15' -r 30x30 --budget 100000 2>&1 >/dev/null | tail -n 1
  awk 'BEGIN { for (y = 0; y < 1000; y++) { s = ""; for (x = 0; x < 500; x++) s = s substr("ABCDEFGH", (x + y) % 8 + 1, 1) substr("ABCDEFGH", (x + y) % 8 + 1, 1); print s } }' >bench-big.txt
  /usr/bin/time -f "render 1000x1000 dominoes: %e s, max RSS %M kB" "$POLYX" render bench-big.txt -o bench-big.pdf
  printf '%-40s %8d bytes (bound 16000000)\n' "render 1000x1000 dominoes, PDF" "$(wc -c <bench-big.pdf)"
  rm -f bench-big.txt bench-big.pdf
fi
# Over MPI processes: 2 processes of one thread against one; the parts per process.
# shellcheck disable=SC2097,SC2098 # (the script is given this shell's own srcdir)
srcdir=$srcdir POLYX=$POLYX MPIRUN=${MPIRUN:-mpirun} sh "$srcdir/dist/bench-mpi.sh"
