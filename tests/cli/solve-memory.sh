#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# solve-memory.sh: a problem too big for the memory allowed is refused cleanly (one line, exit 70), never a crash (skipped under sanitizers).
. "$srcdir/lib.sh"
d=$srcdir/data
limit=40000   # KiB of virtual memory
# Sanitizer builds reserve terabytes of shadow memory and cannot run under a ulimit.
(ulimit -v $limit && "$POLYX" solve --count "$d/queens5.dlx") >/dev/null 2>&1 ||
  skip "polyx cannot run under ulimit -v $limit (sanitizer build?)"
awk -v n=800 -f "$d/queens.awk" >big.dlx || fail awk   # 640,000 options, 13 MB
# --budget 1: should the memory suffice after all, fail at once rather than search 800 queens.
(ulimit -v $limit && exec "$POLYX" solve --count --budget 1 big.dlx) >out 2>err; st=$?
[ $st -eq 70 ] || { cat err >&2; fail "exit $st, want 70"; }
expect_one_line_stderr
expect_stderr '^polyx: big\.dlx(:[0-9]+:[0-9]+)?: .*out of memory'
[ -s out ] && fail "stdout not empty"
# The same through a pipe.
(ulimit -v $limit && exec "$POLYX" solve --count --budget 1 - <big.dlx) >out 2>err; st=$?
[ $st -eq 70 ] || { cat err >&2; fail "stdin: exit $st, want 70"; }
expect_stderr '^polyx: <stdin>(:[0-9]+:[0-9]+)?: .*out of memory'
exit 0
