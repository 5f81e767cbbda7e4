#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# records-whole.sh: a game record written by 'play --record' is whole or absent: a full disk is
# status 74 with the reason, and a run ended by a signal leaves an existing file as it was and no temporary.
. "$srcdir/lib.sh"
for game in polyssimo polymere polymo; do
  if [ -c /dev/full ]; then
    expect_status 74 "$POLYX" $game play -g 2 --record /dev/full
    expect_stderr "^polyx: cannot write '/dev/full': No space left on device"
  fi
  expect_status 73 "$POLYX" $game play -g 2 --record /no/such/dir/r.rec
  expect_stderr "^polyx: cannot create '/no/such/dir/r\\.rec'"
  # Stopped by a signal (SIGTERM: a background job of a script ignores SIGINT).
  echo keep >keep.rec
  "$POLYX" $game play -g 100000000 --record keep.rec >out 2>err &
  pid=$!
  sleep 1
  kill -TERM $pid 2>/dev/null || fail "$game: ended before the signal"
  wait $pid
  [ "$(cat keep.rec)" = keep ] || fail "$game: an interrupted run changed keep.rec"
  ls -a | grep -q '\.tmp$' && fail "$game: temporary left: $(ls -a)"
  expect_status 0 "$POLYX" $game play -g 1 --record whole.rec
  [ -s whole.rec ] || fail "$game: no record written"
done
exit 0
