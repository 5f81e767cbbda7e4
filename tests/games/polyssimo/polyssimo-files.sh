#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# polyssimo-files.sh: a record or a puzzle never opens a file it names ('@FILE' is for the command
# line only), and --pieces on the command line still reads piece drawings from @FILE.
. "$srcdir/lib.sh"
"$POLYX" polyssimo play -g 1 --record r.rec >/dev/null || fail "play"
sed 's|^pieces .*|pieces F,@/etc/passwd|' r.rec >bad.rec
expect_status 65 "$POLYX" polyssimo verify bad.rec
expect_one_line_stderr
expect_stderr "^polyx: bad\\.rec:5:10: pieces: '@FILE' is for the command line only"
grep -q root err && fail "a line of /etc/passwd was echoed"
# A FIFO named in a record is never opened (the check would block forever).
mkfifo fifo || skip "no mkfifo"
sed 's|^pieces .*|pieces @fifo|' r.rec >fifo.rec
"$POLYX" polyssimo verify fifo.rec >out 2>err &
pid=$!
i=0
while kill -0 $pid 2>/dev/null; do
  i=$((i + 1)); [ $i -gt 100 ] && { kill -KILL $pid; fail "verify blocked on a FIFO named in a record"; }
  sleep 0.1
done
wait $pid; [ $? -eq 65 ] || fail "FIFO record: not status 65"
# The command line may name piece files.
printf 'bar:\n###\n\nhook:\n##\n.#\n' >p.txt
expect_status 0 "$POLYX" polyssimo pieces -p 'F,@p.txt' -B 4x4
grep -q '^bar ' out || fail "--pieces @p.txt: no piece 'bar'"
expect_status 66 "$POLYX" polyssimo pieces -p 'F,@missing.txt'
expect_stderr "^polyx: missing\\.txt: cannot open"
exit 0
