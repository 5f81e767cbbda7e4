#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# solve-pipe.sh: a reader that closes the pipe early ends polyx quietly (SIGPIPE), as polyx(1) says;
# with SIGPIPE ignored, or on a full disk, the write error is reported once with status 74, on one
# thread as on two.
. "$srcdir/lib.sh"
# Every solution of 10 queens (724, ten lines each): far more than a pipe holds.
awk -v n=10 -f "$srcdir/data/queens.awk" >q10.dlx || fail "queens.awk"
"$POLYX" solve q10.dlx 2>err | head -1 >first
[ -s first ] || fail "no first line"
[ -s err ] && { cat err >&2; fail "polyx wrote on stderr when the pipe closed"; }
# SIGPIPE ignored (inherited from a parent that ignores it): EPIPE is a write error, 74.
st=$( (trap '' PIPE; "$POLYX" solve q10.dlx 2>err2; echo $? >st) | head -1 >/dev/null; cat st)
[ "$st" = 74 ] || { cat err2 >&2; fail "SIGPIPE ignored: exit $st, want 74"; }
[ "$(wc -l <err2)" -eq 1 ] || { cat err2 >&2; fail "SIGPIPE ignored: not one line on stderr"; }
grep -q '^polyx: .*[Bb]roken pipe' err2 || { cat err2 >&2; fail "SIGPIPE ignored: the reason is not given"; }
# On two threads, where the searching threads format the solutions and the calling one writes
# them: the same, and a full disk is one line with the reason, status 74.
LC_ALL=C awk -v n=1000 -v y=1 -f "$srcdir/data/wide.awk" >w.dlx || fail "wide.awk"
"$POLYX" solve --jobs 2 w.dlx 2>err | head -1 >first
[ "$(cat first)" = "x s0" ] || fail "--jobs 2: the first line is '$(cat first)'"
[ -s err ] && { cat err >&2; fail "--jobs 2: polyx wrote on stderr when the pipe closed"; }
st=$( (trap '' PIPE; "$POLYX" solve --jobs 2 w.dlx 2>err2; echo $? >st) | head -1 >/dev/null; cat st)
[ "$st" = 74 ] || { cat err2 >&2; fail "--jobs 2, SIGPIPE ignored: exit $st, want 74"; }
[ "$(wc -l <err2)" -eq 1 ] || { cat err2 >&2; fail "--jobs 2, SIGPIPE ignored: not one line on stderr"; }
grep -q '^polyx: .*[Bb]roken pipe' err2 || { cat err2 >&2; fail "--jobs 2: the reason is not given"; }
if [ -w /dev/full ]; then
  "$POLYX" solve --jobs 2 w.dlx >/dev/full 2>err3; st=$?
  [ "$st" = 74 ] || { cat err3 >&2; fail "--jobs 2 >/dev/full: exit $st, want 74"; }
  [ "$(wc -l <err3)" -eq 1 ] || { cat err3 >&2; fail "--jobs 2 >/dev/full: not one line on stderr"; }
  grep -q '^polyx: solve: cannot write the solutions: ' err3 || { cat err3 >&2; fail "--jobs 2 >/dev/full: no reason"; }
fi
exit 0
