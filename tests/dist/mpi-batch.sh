#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# mpi-batch.sh: simulated Polymo and Polymere games, Polyssimo puzzles and books, and Polyminix
# decks over mpirun -np 2 and 3: the serial run's figures, records, IDs, pages and decks, byte for
# byte; only process 0 writes files.
. "$srcdir/lib.sh"
. "$srcdir/dist/dist-lib.sh"
need_mpi
SOURCE_DATE_EPOCH=1700000000; export SOURCE_DATE_EPOCH
"$POLYX" polymo play --games 30 -k 2 -S random,greedy -j1 --record r.rec --histogram h.pdf >want \
  || fail "serial series"
"$POLYX" polymo play --games 20 -P greedy,random -j1 >want.seats || fail "serial seats"
for n in 2 3; do
  mkdir np$n
  (cd np$n && mpi $n polymo play --games 30 -k 2 -S random,greedy -j1 --record r.rec --histogram h.pdf >got 2>err) \
    || { cat np$n/err >&2; fail "-np $n series"; }
  cmp -s np$n/got want || { diff want np$n/got >&2; fail "-np $n: figures differ"; }
  cmp -s np$n/r.rec r.rec || fail "-np $n: the record of game 0 differs"
  cmp -s np$n/h.pdf h.pdf || fail "-np $n: the histogram page differs"
  [ "$(ls np$n | wc -l)" -eq 4 ] || { ls -a np$n >&2; fail "-np $n: files other than the outputs"; }
  mpi $n polymo play --games 20 -P greedy,random -j2 >got.seats 2>err || { cat err >&2; fail "-np $n seats"; }
  cmp -s got.seats want.seats || fail "-np $n: the table of seats differs"
done
# Polymere: game i from seed S+i, played wherever; rank 0 merges in game order.
mkdir pm
(cd pm && "$POLYX" polymere play --games 40 -k 3 -s 7 --record r.rec --histogram h.pdf >want) \
  || fail "serial polymere play"
for n in 2 3; do
  mkdir pm/np$n
  (cd pm/np$n && mpi $n polymere play --games 40 -k 3 -s 7 --record r.rec --histogram h.pdf >got 2>err) \
    || { cat pm/np$n/err >&2; fail "-np $n polymere play"; }
  cmp -s pm/np$n/got pm/want || { diff pm/want pm/np$n/got >&2; fail "-np $n: polymere figures differ"; }
  cmp -s pm/np$n/r.rec pm/r.rec || fail "-np $n: the polymere record of game 0 differs"
  cmp -s pm/np$n/h.pdf pm/h.pdf || fail "-np $n: the polymere histogram page differs"
  [ "$(ls pm/np$n | wc -l)" -eq 4 ] || { ls -a pm/np$n >&2; fail "-np $n: polymere: files other than the outputs"; }
done
# Polyssimo: puzzle i of the book from its own seed, made wherever; rank 0 prints and draws them.
mkdir ps
(cd ps && "$POLYX" polyssimo book -n 2 -s 3 -o b.pdf >want 2>/dev/null) || fail "serial polyssimo book"
"$POLYX" polyssimo puzzle -n 3 -s 5 >ps/want.puzzle 2>/dev/null || fail "serial polyssimo puzzle"
for n in 2 3; do
  mkdir ps/np$n
  (cd ps/np$n && mpi $n polyssimo book -n 2 -s 3 -o b.pdf >got 2>err) \
    || { cat ps/np$n/err >&2; fail "-np $n polyssimo book"; }
  cmp -s ps/np$n/got ps/want || { diff ps/want ps/np$n/got >&2; fail "-np $n: the book's IDs differ"; }
  cmp -s ps/np$n/b.pdf ps/b.pdf || fail "-np $n: the book's PDF differs"
  [ "$(ls ps/np$n | wc -l)" -eq 3 ] || { ls -a ps/np$n >&2; fail "-np $n: polyssimo: files other than the outputs"; }
  mpi $n polyssimo puzzle -n 3 -s 5 >got.puzzle 2>err || { cat err >&2; fail "-np $n polyssimo puzzle"; }
  cmp -s got.puzzle ps/want.puzzle || fail "-np $n: the puzzles differ"
  # A puzzle that cannot be made stops the run as it does alone: its message, status 3, nothing printed.
  mpi $n polyssimo puzzle -n 2 -s 3 --level 3 --tries 1 >got.none 2>err && fail "-np $n: no puzzle, yet success"
  grep -q 'no puzzle with a unique solution after 1 tries (seed 3003009)' err || { cat err >&2; fail "-np $n: no reason"; }
  [ -s got.none ] && fail "-np $n: puzzles printed after a failure"
done
# Polyminix: the deck is the first 2N challenges of the stream, whoever makes the candidates.
mkdir pmx
printf '......\n......\n......\n.....\n' >pmx/fig.txt
(cd pmx && "$POLYX" cards generate -b 20000 --seed 11 --cards 4 -j1 -o d.txt \
  && "$POLYX" cards generate -b 20000 --seed 2 --cards 2 --figure fig.txt -j2 -o f.txt \
  && { "$POLYX" cards generate -b 200 --seed 3 --cards 1 --unique --area 40:40 -j1 -o g.txt 2>g.err; [ $? -eq 1 ]; }) \
  || fail "serial cards generate"
for n in 2 3; do
  mkdir pmx/np$n
  (cd pmx/np$n && mpi $n cards generate -b 20000 --seed 11 --cards 4 -j1 -o d.txt 2>err) \
    || { cat pmx/np$n/err >&2; fail "-np $n cards generate"; }
  cmp -s pmx/np$n/d.txt pmx/d.txt || { diff pmx/d.txt pmx/np$n/d.txt >&2; fail "-np $n: the deck differs"; }
  (cd pmx/np$n && mpi $n cards generate -b 20000 --seed 2 --cards 2 --figure ../fig.txt -j2 -o f.txt 2>err) \
    || { cat pmx/np$n/err >&2; fail "-np $n cards generate --figure"; }
  cmp -s pmx/np$n/f.txt pmx/f.txt || fail "-np $n: the deck on a figure differs"
  [ "$(ls pmx/np$n | wc -l)" -eq 3 ] || { ls -a pmx/np$n >&2; fail "-np $n: cards: files other than the outputs"; }
  # Giving up: the same candidates looked at, the same message, exit status 1, no deck.
  (cd pmx/np$n && mpi $n cards generate -b 200 --seed 3 --cards 1 --unique --area 40:40 -j1 -o g.txt 2>g.err)
  [ $? -ne 0 ] || fail "-np $n: cards generate gave up, yet success"
  head -1 pmx/np$n/g.err | cmp -s - pmx/g.err || { cat pmx/np$n/g.err >&2; fail "-np $n: not the serial giving up"; }
  [ -e pmx/np$n/g.txt ] && fail "-np $n: a deck written after giving up"
done
mpi 2 cards kit >out 2>err && fail "cards kit under mpirun accepted"
grep -q 'cards kit does not run over several processes' err || { cat err >&2; fail "cards kit: no reason"; }
mpi 2 polyssimo board -o x.pdf >out 2>err && fail "polyssimo board under mpirun accepted"
grep -q 'polyssimo board does not run over several processes' err || { cat err >&2; fail "polyssimo board: no reason"; }
[ -e x.pdf ] && fail "polyssimo board under mpirun drew its page"
# The other actions are not spread: refused once, not run once per process.
mpi 2 polymere tiles >out 2>err && fail "polymere tiles under mpirun accepted"
grep -q 'polymere tiles does not run over several processes' err || { cat err >&2; fail "polymere tiles: no reason"; }
[ -s out ] && fail "polymere tiles under mpirun printed tiles"
exit 0
