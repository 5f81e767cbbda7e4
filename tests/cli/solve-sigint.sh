#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# solve-sigint.sh: SIGINT cancels a search cleanly (counts so far on stderr, exit 3, no partial count), or a read.
. "$srcdir/lib.sh"
d=$srcdir/data
awk -v n=18 -f "$d/queens.awk" >q18.dlx   # 666,090,624 solutions: far too long to finish

# One thread here (solve-jobs.sh interrupts a parallel search); it must
# stop promptly.
interrupt_after_1s "$POLYX" solve --count --jobs 1 q18.dlx
[ $st -eq 3 ] || { cat err >&2; fail "exit $st after SIGINT, want 3"; }
expect_one_line_stderr
expect_stderr '^polyx: solve: interrupted after [0-9]+ solutions? \([0-9]+ nodes, [0-9]+ updates\)$'
[ -s out ] && fail "a partial count was printed"

# While the problem is still being read (from a FIFO that this shell keeps
# open): the read is interrupted at once.
mkfifo fifo || skip "no mkfifo"
"$POLYX" solve --count fifo >out 2>err &
pid=$!
exec 3>fifo
printf 'a b\na\n' >&3
sleep 1
kill -INT $pid 2>/dev/null || fail "polyx ended before the signal"
wait $pid; st=$?
exec 3>&-
[ $st -eq 3 ] || { cat err >&2; fail "exit $st after SIGINT while reading, want 3"; }
expect_one_line_stderr
expect_stderr '^polyx: solve: interrupted while reading the problem$'
exit 0
