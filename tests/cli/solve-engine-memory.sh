#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# solve-engine-memory.sh: auto does not choose the cells engine where it would need far more memory than links (depth x items): a large domino tiling goes to links, a small one stays on cells.
. "$srcdir/lib.sh"
# 120 x 120 dominoes (a piece item with multiplicity 7,200, so auto would
# say cells): 14,401 items thousands of levels deep, well over 100 MB of
# saved sizes with cells against 2 MB of links: links.
"$POLYX" tile -p 'I2*7200' -r 120x120 --emit-dlx >big.dlx || fail "tile --emit-dlx"
expect_status 0 "$POLYX" solve --max=1 --quiet -j1 --stats big.dlx
expect_stderr '^Engine: links '
# The same problem 10 x 10: small, so cells as before.
"$POLYX" tile -p 'I2*50' -r 10x10 --emit-dlx >small.dlx || fail "tile --emit-dlx"
expect_status 0 "$POLYX" solve --max=1 --quiet -j1 --stats small.dlx
expect_stderr '^Engine: cells '
exit 0
