#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# t_dlx_data.sh: the benchmark instances in data/ are what tests/dlx/gen-dlx writes (so they can be regenerated).
. "$srcdir/lib.sh"
gen=$builddir/dlx/gen-dlx
[ -x "$gen" ] || fail "$gen not built"
check() { # check FILE ARGS...: data/FILE is the output of gen-dlx ARGS
  file=$1; shift
  "$gen" "$@" >got || fail "gen-dlx $* failed"
  cmp -s got "$top_srcdir/data/$file" ||
    fail "data/$file differs from 'tests/gen-dlx $*' (regenerate: make regen-dlx-data)"
}
check pentominoes-6x10.dlx pentominoes 6 10
check queens-14.dlx queens 14
check langford-12.dlx langford 12
# The 6x10 instance is Knuth's: 12 pieces + 60 cells, 2056 options.
[ "$(grep -v '^|' "$top_srcdir/data/pentominoes-6x10.dlx" | sed -n 1p | wc -w)" -eq 72 ] || fail "not 72 items"
[ "$(grep -v '^|' "$top_srcdir/data/pentominoes-6x10.dlx" | sed 1d | wc -l)" -eq 2056 ] || fail "not 2056 options"
# Bad arguments are refused.
expect_status 2 "$gen" pentominoes 7 10
expect_status 2 "$gen" queens 0
expect_status 2 "$gen" nonsense
echo "ok: data/*.dlx regenerate byte for byte"
