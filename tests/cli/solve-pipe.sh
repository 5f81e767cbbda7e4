#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# solve-pipe.sh: a reader that closes the pipe early ends polyx quietly (SIGPIPE), as polyx(1) says;
# with SIGPIPE ignored, the write error is reported once with status 74.
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
exit 0
