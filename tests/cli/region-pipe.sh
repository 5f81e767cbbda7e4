#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# region-pipe.sh: a region (or a figure) from a pipe or a FIFO is read once: the same region as from a file, no hang.
. "$srcdir/lib.sh"
command -v timeout >/dev/null 2>&1 || skip "no timeout"
mkfifo fifo || skip "no mkfifo"
printf '.....\n.....\n.....\n.....\n' >r.txt
expect_status 0 "$POLYX" tile -p 'I4*5' -r r.txt --count
[ "$(cat out)" = 3 ] || fail "from a file: $(cat out), want 3"

# A pipe named by a path (/dev/stdin, as bash's <(...) gives /dev/fd/N):
# opened once, so nothing is lost to a first look at its signature.
if [ -r /dev/stdin ]; then
  cat r.txt | timeout 20 "$POLYX" tile -p 'I4*5' -r /dev/stdin --count >out 2>err; st=$?
  [ $st -eq 0 ] || { cat err >&2; fail "from a pipe: exit $st, want 0"; }
  [ "$(cat out)" = 3 ] || fail "from a pipe: $(cat out), want 3"
fi

# A named FIFO: read once, no hang.
cat r.txt >fifo &
timeout 20 "$POLYX" tile -p 'I4*5' -r fifo --count >out 2>err; st=$?
wait
[ $st -eq 124 ] && fail "a FIFO as the region hangs"
[ $st -eq 0 ] || { cat err >&2; fail "from a FIFO: exit $st, want 0"; }
[ "$(cat out)" = 3 ] || fail "from a FIFO: $(cat out), want 3"

# Longer than a stdio buffer (6,000 bytes): not one byte lost. A column of
# 3,000 cells has one tiling by 600 I5; a cell lost is "area 2,999" (65).
awk 'BEGIN { for (i = 0; i < 3000; i++) print "." }' >col.txt
cat col.txt >fifo &
timeout 60 "$POLYX" tile -p 'I5*600' -r fifo --count >out 2>err; st=$?
wait
[ $st -eq 0 ] || { cat err >&2; fail "6,000 bytes from a FIFO: exit $st, want 0"; }
[ "$(cat out)" = 1 ] || fail "6,000 bytes from a FIFO: $(cat out) tilings, want 1"
if [ -r /dev/stdin ]; then
  cat col.txt | timeout 60 "$POLYX" tile -p 'I5*600' -r /dev/stdin --count >out 2>err; st=$?
  [ $st -eq 0 ] || { cat err >&2; fail "6,000 bytes from a pipe: exit $st, want 0"; }
  [ "$(cat out)" = 1 ] || fail "6,000 bytes from a pipe: $(cat out) tilings, want 1"
fi

# A PNG through a FIFO is still a PNG (the signature sniffed in memory).
png=$srcdir/data/tile-box-6x10.png
cat "$png" >fifo &
timeout 20 "$POLYX" tile -p 'I5*12' -r fifo --cell 10 --count >out 2>err; st=$?
wait
[ $st -eq 0 ] || { cat err >&2; fail "a PNG from a FIFO: exit $st, want 0"; }
"$POLYX" tile -p 'I5*12' -r "$png" --cell 10 --count >want 2>&1 || fail "the PNG from its file"
cmp -s out want || fail "a PNG from a FIFO: $(cat out), from its file $(cat want)"

# cards generate --figure reads its figure once too.
cat r.txt >fifo &
timeout 60 "$POLYX" cards generate -n 1 --seed 1 --figure fifo -o deck.txt >out 2>err; st=$?
wait
[ $st -eq 124 ] && fail "a FIFO as --figure hangs"
[ $st -eq 0 ] || { cat err >&2; fail "--figure from a FIFO: exit $st, want 0"; }
exit 0
