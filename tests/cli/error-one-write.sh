#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# error-one-write.sh: an error line goes to stderr in one write, so that processes sharing stderr
# (mpirun's) cannot cut it; seen with "polyx: " and the rest of a line split by mpirun's banner.
. "$srcdir/lib.sh"
command -v strace >/dev/null 2>&1 || skip "no strace"
strace -o probe.log true 2>/dev/null || skip "strace cannot trace here"
# (LeakSanitizer cannot run under ptrace: it would add lines of its own)
ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
export ASAN_OPTIONS
for args in "tile --pieces X --region $PWD/no-such.png --count" "solve $PWD/no-such.dlx"; do
  # shellcheck disable=SC2086
  strace -f -s 512 -e trace=write -o trace.log "$POLYX" $args >/dev/null 2>err
  [ -s err ] || fail "$args: no message"
  n=$(grep -c 'write(2, ' trace.log)
  [ "$n" -eq 1 ] || { cat trace.log >&2; fail "$args: the message took $n writes"; }
  grep -q 'write(2, "polyx: .*no-such' trace.log || { cat trace.log >&2; fail "$args: not one line"; }
done
exit 0
