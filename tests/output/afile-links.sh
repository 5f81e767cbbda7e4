#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# afile-links.sh: an output named through a symbolic link replaces the file the link names, never
# the link; a link into /proc (as /dev/stdout is) and a dangling link are written in place. Renaming
# over /dev/stdout once replaced it with a regular file for every process of the machine.
. "$srcdir/lib.sh"
play() { "$POLYX" polymere play --games 1 --seed 1 --players 3 --record "$@"; }
play direct.txt >/dev/null || fail "play --record direct.txt"
echo old >real.txt
ln -s real.txt link.txt
play link.txt >/dev/null || fail "play --record link.txt"
[ -L link.txt ] || fail "--record through a link replaced the link"
cmp -s real.txt direct.txt || fail "--record through a link: the file it names is not the record"
ln -s /proc/self/fd/1 stdout-link
play stdout-link >captured.txt || fail "play --record stdout-link"
[ -L stdout-link ] || fail "--record through a link to /proc/self/fd/1 replaced the link"
grep -q '^polymere 1$' captured.txt || fail "--record through a link to /proc/self/fd/1: no record on standard output"
grep -q '^# 1 game, ' captured.txt || fail "--record through a link to /proc/self/fd/1: the summary is lost"
ln -s made.txt dangling
play dangling >/dev/null || fail "play --record dangling"
[ -L dangling ] || fail "--record through a dangling link replaced the link"
cmp -s made.txt direct.txt || fail "--record through a dangling link: not the record"
exit 0
