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
