#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# input-limits.sh: an endless or oversized input is refused by every reader after at most 64 MiB,
# with one line naming the file and status 65 (polyx(1)); an unreadable one is 66.
. "$srcdir/lib.sh"
for cmd in "render -o z.pdf" "cards verify" "polymo check" "polyssimo verify" "tile --pieces I2 --count --region"; do
  # shellcheck disable=SC2086
  expect_status 65 "$POLYX" $cmd /dev/zero
  expect_one_line_stderr
  expect_stderr "^polyx: /dev/zero: file too large"
done
[ -e z.pdf ] && fail "render left a file"
for cmd in "render -o z.pdf" "cards verify" "polymo check" "polyssimo verify" "tile --pieces I2 --count --region"; do
  # shellcheck disable=SC2086
  expect_status 66 "$POLYX" $cmd /nonexistent/input.txt
  expect_stderr "^polyx: /nonexistent/input\.txt: cannot open"
done
exit 0
