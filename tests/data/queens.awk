# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# queens.awk: n-queens in Knuth's format (rows, columns primary; diagonals secondary). awk -v n=N
BEGIN {
  printf "| %d queens: rows r, columns c (primary); diagonals a, b (secondary)\n", n
  line = ""
  for (i = 0; i < n; i++) line = line " r" i
  for (j = 0; j < n; j++) line = line " c" j
  line = line " |"
  for (k = 0; k < 2 * n - 1; k++) line = line " a" k
  for (k = 0; k < 2 * n - 1; k++) line = line " b" k
  print substr(line, 2)
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      printf "r%d c%d a%d b%d\n", i, j, i + j, i - j + n - 1
}
