#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# checkpoint-files.sh: --checkpoint on devices, FIFOs, huge or uncreatable files and an empty name: one line naming the file, at once.
. "$srcdir/lib.sh"
command -v timeout >/dev/null 2>&1 || skip "no timeout"
q=$top_srcdir/data/queens8.dlx
# run ARGS...: polyx ARGS, at most 20 s; its status in $st.
run() { timeout 20 "$POLYX" "$@" >out 2>err; st=$?; [ $st -eq 124 ] && fail "'$*' hangs"; }

# No file name: a usage error.
run solve --count --checkpoint= "$q"
[ $st -eq 64 ] || { cat err >&2; fail "--checkpoint= exited $st, want 64"; }
expect_stderr '^polyx: solve: --checkpoint needs a file name$'
run tile -p 'I4*5' -r 5x4 --count --checkpoint=
[ $st -eq 64 ] || { cat err >&2; fail "tile --checkpoint= exited $st, want 64"; }

# Devices are not checkpoints: refused before any read (/dev/zero would
# never end), with the name, 65.
for dev in /dev/zero /dev/null; do
  [ -c $dev ] || continue
  run solve --count --checkpoint=$dev "$q"
  [ $st -eq 65 ] || { cat err >&2; fail "--checkpoint=$dev exited $st, want 65"; }
  expect_one_line_stderr
  expect_stderr "^polyx: $dev: not a regular file"
done
# A FIFO: refused, not waited on.
mkfifo fifo || skip "no mkfifo"
run solve --count --checkpoint=fifo "$q"
[ $st -eq 65 ] || { cat err >&2; fail "--checkpoint=fifo exited $st, want 65"; }
expect_one_line_stderr
expect_stderr "^polyx: fifo: not a regular file"
run tile -p 'I4*5' -r 5x4 --count --checkpoint=fifo
[ $st -eq 65 ] || { cat err >&2; fail "tile --checkpoint=fifo exited $st, want 65"; }
expect_stderr "^polyx: fifo: not a regular file"

# Larger than the limit (a sparse file of 2 GiB): refused unread.
if truncate -s 2G big 2>/dev/null; then
  run solve --count --checkpoint=big "$q"
  [ $st -eq 65 ] || { cat err >&2; fail "a 2 GiB checkpoint exited $st, want 65"; }
  expect_one_line_stderr
  expect_stderr "^polyx: big: larger than 1024 MiB"
fi

# A checkpoint that cannot be created: 73, as every other output.
run solve --count --checkpoint=no-such-dir/ck "$q"
[ $st -eq 73 ] || { cat err >&2; fail "an uncreatable checkpoint exited $st, want 73"; }
expect_one_line_stderr
expect_stderr "^polyx: no-such-dir/ck: cannot create"
run tile -p 'I4*5' -r 5x4 --count --checkpoint=no-such-dir/ck
[ $st -eq 73 ] || { cat err >&2; fail "tile: an uncreatable checkpoint exited $st, want 73"; }
[ -s out ] && fail "a failed run printed a count"
exit 0
