#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# outputs-first.sh: an output that cannot be created fails at once (73, one line naming it once), before a long generation.
. "$srcdir/lib.sh"
command -v timeout >/dev/null 2>&1 || skip "no timeout"
# run ARGS...: polyx ARGS, at most 20 s (the generations asked for take minutes); status in $st.
run() { timeout 20 "$POLYX" "$@" >out 2>err; st=$?; [ $st -eq 124 ] && fail "'$*' worked before it checked its output"; }

run cards generate -n 500 --seed 1 -o no-such-dir/deck.txt
[ $st -eq 73 ] || { cat err >&2; fail "cards generate: exit $st, want 73"; }
expect_one_line_stderr
expect_stderr "^polyx: cards: cannot create 'no-such-dir/deck.txt': No such file or directory$"
[ -e no-such-dir ] && fail "no-such-dir made"

run polyssimo book -n 200 --seed 1 -o no-such-dir/b.pdf
[ $st -eq 73 ] || { cat err >&2; fail "polyssimo book: exit $st, want 73"; }
expect_one_line_stderr
expect_stderr "^polyx: polyssimo: cannot create 'no-such-dir/b.pdf': No such file or directory$"
# The book needs -o: said before the generation too.
run polyssimo book -n 200 --seed 1
[ $st -eq 64 ] || { cat err >&2; fail "polyssimo book without -o: exit $st, want 64"; }
expect_stderr 'o FILE is required'
[ -s out ] && fail "a refused book printed puzzles"
exit 0
