# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# lib.sh: shared helpers for the shell tests; sourced with ". "$srcdir/lib.sh"".
# Each test gets a scratch directory, removed at exit.
set -u
: "${POLYX:?POLYX not set (run through make check)}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/polyx-test.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 99

fail() { echo "FAIL: $*" >&2; exit 1; }
skip() { echo "SKIP: $*" >&2; exit 77; }
# expect_status N CMD...: run CMD, fail unless it exits with status N.
expect_status() {
  want=$1; shift
  "$@" >out 2>err; got=$?
  [ "$got" -eq "$want" ] || { cat err >&2; fail "'$*' exited $got, want $want"; }
}
# expect_stderr REGEX: the last command's stderr matches REGEX (extended).
expect_stderr() { grep -Eq "$1" err || { cat err >&2; fail "stderr lacks /$1/"; }; }
# expect_one_line_stderr: the last command wrote exactly one line to stderr.
expect_one_line_stderr() { [ "$(wc -l <err)" -eq 1 ] || { cat err >&2; fail "stderr is not one line"; }; }
# built_polyx: the build tree's polyx binary (libtool's own, behind the wrapper script of a
# shared build).
built_polyx() {
  if [ -x "$builddir/../src/.libs/polyx" ]; then echo "$builddir/../src/.libs/polyx"; else echo "$builddir/../src/polyx"; fi
}
# expect_not_linked EXE REGEX WHAT: EXE needs no library whose name matches REGEX (readelf -d;
# nothing is checked without readelf): a library polyx opens only when it needs it.
expect_not_linked() {
  command -v readelf >/dev/null || return 0
  readelf -d "$1" >elf || fail "readelf $1"
  grep -E "NEEDED.*($2)" elf && fail "$1 is linked with $3"
  return 0
}
# interrupt_after_1s CMD...: run CMD in the background with stdout in 'out' and
# stderr in 'err', send it SIGINT after one second, fail unless it exits within
# 10 s; its exit status is left in $st.
# wait_end PID TENTHS WHAT: wait for background job PID to end, killing it and failing
# ("WHAT ...") after TENTHS tenths of a second; its status in $st.
wait_end() {
  i=0
  while kill -0 "$1" 2>/dev/null; do
    i=$((i + 1)); [ $i -gt "$2" ] && { kill -KILL "$1"; fail "$3 still runs $(($2 / 10)) s after the signal"; }
    sleep 0.1
  done
  wait "$1"; st=$?
}
interrupt_after_1s() {
  # Under a wrapper such as valgrind (make check-valgrind) one second is spent
  # starting up: the timing this checks means nothing there.
  [ -n "${POLYX_OVERRIDE:-}" ] && skip "SIGINT timing under $POLYX_OVERRIDE"
  "$@" >out 2>err &
  pid=$!
  sleep 1
  kill -INT $pid 2>/dev/null || fail "'$*' ended before the signal"
  wait_end $pid 100 "'$*'"
}
# need_utf8_locale: set LOC to a UTF-8 locale, or skip. glibc ignores
# LANGUAGE in the "C" locale, so the translation tests need another one;
# C.UTF-8 is built into Debian 12's C library, en_US.UTF-8 needs locale-gen.
need_utf8_locale() {
  loc=
  for l in C.UTF-8 C.utf8 en_US.UTF-8; do
    if [ "$(LC_ALL=$l locale charmap 2>&1)" = UTF-8 ]; then loc=$l; break; fi
  done
  [ -n "$loc" ] || skip "no UTF-8 locale (C.UTF-8 or en_US.UTF-8) for LANGUAGE to take effect"
}
