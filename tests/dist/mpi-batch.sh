#!/bin/sh
# mpi-batch.sh: simulated Polymo games over mpirun -np 2 and 3: the serial run's figures, record and
# histogram page, byte for byte; only process 0 writes files.
. "$srcdir/lib.sh"
. "$srcdir/dist/dist-lib.sh"
need_mpi
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
exit 0
