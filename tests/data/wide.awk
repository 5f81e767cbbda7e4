# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# wide.awk: a problem whose first branching item has N options, in Knuth's format. awk -v n=N
# gives item x alone, its options x by itself or x with a secondary item (N solutions);
# awk -v n=N -v y=1 adds item y, both with N options "x sK" and "y sK" over secondary items
# s0..sN-1 (N(N-1) solutions: the first level as wide, with a search below each option).
BEGIN {
  if (y) {
    printf "| x and y, %d options each over secondary items s0..s%d\n", n, n - 1
    printf "x y |"
    for (k = 0; k < n; k++) printf " s%d", k
    printf "\n"
    for (k = 0; k < n; k++) printf "x s%d\n", k
    for (k = 0; k < n; k++) printf "y s%d\n", k
  } else {
    printf "| one item x, %d options: x alone, or x with a secondary item\n", n
    printf "x |"
    for (k = 0; k < n; k += 2) printf " s%d", k
    printf "\n"
    for (k = 0; k < n; k++) if (k % 2) print "x"; else printf "x s%d\n", k
  }
}
