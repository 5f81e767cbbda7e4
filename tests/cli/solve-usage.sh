#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# solve-usage.sh: command-line errors exit 64 with a hint, an unreadable file 66, a write error 74; stdin as '-' or no FILE.
. "$srcdir/lib.sh"
d=$srcdir/data

expect_status 0 "$POLYX" solve --help
grep -q '^Usage: polyx solve' out || fail "--help: no usage line"

# Bad options and numbers: a message naming the problem, then the hint.
for args in "--bogus" "-Z" "--max" "--max x" "--max -1" "--max 1x" \
            "--seed abc" "--budget 99999999999999999999999" "--stats=x" \
            "--count=3"; do
  expect_status 64 "$POLYX" solve $args "$d/two.dlx"
  expect_stderr "^polyx: try 'polyx solve --help'$"
  [ "$(wc -l <err)" -eq 2 ] || { cat err >&2; fail "'$args': want a message and a hint"; }
  [ -s out ] && fail "'$args': stdout not empty"
done
expect_status 64 "$POLYX" solve --bogus "$d/two.dlx"
expect_stderr "^polyx: solve: unrecognized option '--bogus'$"
expect_status 64 "$POLYX" solve --max x "$d/two.dlx"
expect_stderr "^polyx: solve: --max: 'x' is not a whole number from 0$"
expect_status 64 "$POLYX" solve "$d/two.dlx" "$d/two.dlx"
expect_stderr "extra operand"

# Files that cannot be read: 66.
expect_status 66 "$POLYX" solve does-not-exist.dlx
expect_one_line_stderr
expect_stderr '^polyx: does-not-exist\.dlx: No such file or directory$'
mkdir adir
expect_status 66 "$POLYX" solve adir
expect_one_line_stderr
expect_stderr '^polyx: adir'
if [ "$(id -u)" -ne 0 ]; then
  printf 'a\na\n' >locked.dlx; chmod 000 locked.dlx
  expect_status 66 "$POLYX" solve locked.dlx
  expect_stderr 'Permission denied'
fi

# Standard input, as '-' or with no FILE.
expect_status 0 sh -c '"$POLYX" solve --count - <"$0"' "$d/queens5.dlx"
[ "$(cat out)" = 10 ] || fail "stdin '-': '$(cat out)'"
expect_status 0 sh -c '"$POLYX" solve --count <"$0"' "$d/queens5.dlx"
[ "$(cat out)" = 10 ] || fail "stdin: '$(cat out)'"

# Write errors fail loudly: solutions, counts, --emit-dlx and --help.
if [ -w /dev/full ]; then
  for args in "" "--count" "--emit-dlx" "--help" "--unique"; do
    "$POLYX" solve $args "$d/colors.dlx" >/dev/full 2>err; st=$?
    [ $st -eq 74 ] || { cat err >&2; fail "'$args' >/dev/full exited $st, want 74"; }
    expect_stderr 'polyx: .*(write error|No space left on device)'
  done
  # A long output, more than any stdio buffer.
  awk -v n=8 -f "$d/queens.awk" >q8.dlx
  "$POLYX" solve q8.dlx >/dev/full 2>err; st=$?
  [ $st -eq 74 ] || fail "long output >/dev/full exited $st, want 74"
  [ "$(wc -l <err)" -eq 1 ] || { cat err >&2; fail "long output >/dev/full: want one line on stderr"; }
fi
exit 0
