#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# tile-progress.sh: on a terminal a long tiling search shows a progress line on stderr, erased at the end.
. "$srcdir/lib.sh"
command -v script >/dev/null 2>&1 || skip "no script(1) to give polyx a terminal"
command -v timeout >/dev/null 2>&1 || skip "no timeout(1)"
# The 8x8 board with the square tetromino, by dlx: many seconds of search.
# script(1) runs polyx on a pseudo-terminal; timeout interrupts it after 6 s
# (progress starts after 1 s).
script -qec "timeout --preserve-status -s INT 6 \"$POLYX\" tile --pieces pentominoes,O4 --region 8x8 --count --engine dlx" /dev/null >tty.out 2>&1 </dev/null
st=$?
[ $st -eq 3 ] || { cat tty.out >&2; fail "exit $st, want 3 (interrupted)"; }
tr '\r' '\n' <tty.out >lines
grep -Eq '^[0-9]+ tilings, [0-9]+ nodes, [0-9]+ s *$' lines ||
  { od -c tty.out | head >&2; fail "no progress line"; }
grep -q "$(printf '\033\\[K')polyx: tile: interrupted after" tty.out ||
  { od -c tty.out | tail >&2; fail "progress not erased before the message"; }
exit 0
