#!/bin/sh
# mpi-tile.sh: tile --count over mpirun -np 2 and 3 (libdlx's plan): the count of the serial fast engine.
. "$srcdir/lib.sh"
. "$srcdir/dist/dist-lib.sh"
need_mpi
for args in "-p domino*8 -r 4x4" "-p pentominoes -r 3x20" "-p L4*4 -r 4x4" "-p tetrominoes -r 4x5"; do
  # shellcheck disable=SC2086
  want=$("$POLYX" tile $args --count) || fail "tile $args: serial count"
  for n in 2 3; do
    # shellcheck disable=SC2086
    got=$(mpi $n tile $args --count -j1 2>err) || { cat err >&2; fail "tile $args: -np $n"; }
    [ "$got" = "$want" ] || fail "tile $args: -np $n counts $got, want $want"
  done
done
# The forms that are not spread are refused once.
"$MPIRUN" -np 2 "$POLYX" tile -p 'domino*8' -r 4x4 --all >out 2>err && fail "tile --all over mpirun accepted"
[ "$(grep -c '^polyx: tile --all' err)" -eq 1 ] || { cat err >&2; fail "tile --all not refused once"; }
[ -s out ] && fail "a refused tile printed tilings"
exit 0
