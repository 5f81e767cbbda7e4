#!/bin/sh
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
# libdlx through `polyx solve --count --stats` on data/ (Knuth's DLX1 on this kind of machine: 6x10 pentominoes
# 6.8 s, 3,637,261 nodes, 1,242,377,480 updates, SSXCC 4.4 s; 14 queens 1.0 s; Langford n=12 0.6 s).
t "solve 6x10 pentominoes (9356; DLX1 6.8 s)" "$POLYX" solve --count --stats "$srcdir/../data/pentominoes-6x10.dlx"
t "solve 14 queens (365596; DLX1 1.0 s)" "$POLYX" solve --count --stats "$srcdir/../data/queens-14.dlx"
t "solve Langford n=12 (216288; DLX1 0.6 s)" "$POLYX" solve --count --stats "$srcdir/../data/langford-12.dlx"
