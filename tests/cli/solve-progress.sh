#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# solve-progress.sh: on a terminal a long search shows a progress line on stderr, rewritten with '\r' and erased at the end.
. "$srcdir/lib.sh"
d=$srcdir/data
command -v script >/dev/null 2>&1 || skip "no script(1) to give polyx a terminal"
command -v timeout >/dev/null 2>&1 || skip "no timeout(1)"
awk -v n=16 -f "$d/queens.awk" >q16.dlx   # 14,772,512 solutions: long enough
# script(1) runs polyx on a pseudo-terminal; timeout interrupts it after 2.5 s
# (progress starts after 1 s).
script -qec "timeout --preserve-status -s INT 2.5 \"$POLYX\" solve --count q16.dlx" /dev/null >tty.out 2>&1 </dev/null
st=$?
[ $st -eq 3 ] || { cat tty.out >&2; fail "exit $st, want 3 (interrupted)"; }
tr '\r' '\n' <tty.out >lines
grep -Eq '^[0-9]+ solutions, [0-9]+ nodes, [0-9]+ updates, [0-9]+ s *$' lines ||
  { od -c tty.out | head >&2; fail "no progress line"; }
# Erased before the final message: carriage return, then "erase to end of line".
grep -q "$(printf '\033\\[K')polyx: solve: interrupted after" tty.out ||
  { od -c tty.out | tail >&2; fail "progress not erased before the message"; }

# Not a terminal: no progress, only the final message.
timeout --preserve-status -s INT 1.5 "$POLYX" solve --count q16.dlx >out 2>err
st=$?
[ $st -eq 3 ] || { cat err >&2; fail "exit $st, want 3 (interrupted)"; }
expect_one_line_stderr
expect_stderr '^polyx: solve: interrupted after'
exit 0
