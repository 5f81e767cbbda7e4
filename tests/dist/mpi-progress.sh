#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# mpi-progress.sh: polyssimo book over mpirun on a terminal: process 0 counts the puzzles as they
# come back (the launcher's stderr is the terminal), then its one summary line; off a terminal,
# the summary line only.
. "$srcdir/lib.sh"
. "$srcdir/dist/dist-lib.sh"
need_mpi
command -v script >/dev/null 2>&1 || skip "no script(1) to give mpirun a terminal"
script -qec "'$MPIRUN' -np 2 '$POLYX' polyssimo book --count 1 --seed 2 -o b.pdf >/dev/null" tty.txt \
  >/dev/null 2>&1 </dev/null || { cat -v tty.txt >&2; fail "book over mpirun on a terminal"; }
grep -q 'polyx: polyssimo book [1-3]/3' tty.txt || { cat -v tty.txt >&2; fail "no count of the puzzles"; }
grep -q '3 puzzles, each unique by two counts: b\.pdf' tty.txt || { cat -v tty.txt >&2; fail "no summary"; }
mpi 2 polyssimo book --count 1 --seed 2 -o b.pdf >out 2>err || { cat err >&2; fail "book over mpirun"; }
expect_one_line_stderr
expect_stderr '^3 puzzles, each unique by two counts: b\.pdf, [0-9]+ s$'
exit 0
