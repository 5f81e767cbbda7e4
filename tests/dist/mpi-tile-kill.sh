#!/bin/sh
# mpi-tile-kill.sh: a process of an mpirun tile --count on the fast engine killed mid-run: mpirun
# fails (its status not 0), no count is printed, and nothing hangs.
. "$srcdir/lib.sh"
. "$srcdir/dist/dist-lib.sh"
need_mpi
# About 9 s of one core: long enough to be killed in the middle.
"$MPIRUN" -np 2 "$POLYX" tile -p pentominoes,T4 -r 8x8 --count -j1 >out1 2>err1 &
pid=$!
# Rank 1 among mpirun's children, once it runs.
victim=
i=0
while [ -z "$victim" ]; do
  for c in $(ps -o pid= --ppid $pid); do
    tr '\0' '\n' <"/proc/$c/environ" 2>/dev/null | grep -qx 'OMPI_COMM_WORLD_RANK=1' && victim=$c
  done
  i=$((i + 1)); [ $i -gt 300 ] && { kill $pid; fail "rank 1 not found"; }
  sleep 0.1
done
sleep 1
kill -KILL "$victim" || fail "rank 1 ended before it could be killed"
i=0
while kill -0 $pid 2>/dev/null; do
  i=$((i + 1)); [ $i -gt 300 ] && { kill -KILL $pid; fail "mpirun still running 30 s after a rank was killed"; }
  sleep 0.1
done
wait $pid && fail "mpirun succeeded with a rank killed"
[ -s out1 ] && fail "a count was printed by a run that lost a process: $(cat out1)"
exit 0
