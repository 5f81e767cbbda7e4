#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# render-trace.sh: polyx render's drawing calls for a file of two figures (a tiling with letters, a region with a hole) match the golden trace.
. "$srcdir/lib.sh"
cat >two.txt <<'T'
AAB
CBB
CCD
##D

.....
.#.#.
.....
T
expect_status 0 "$POLYX" render --area --title 'golden' -f trace two.txt -o got.trace
if [ -n "${POLYX_REGEN_GOLDEN:-}" ]; then cp got.trace "$srcdir/golden/render-cli.trace"; fi
diff -u "$srcdir/golden/render-cli.trace" got.trace >diff.txt || { head -40 diff.txt >&2; fail "trace differs from golden/render-cli.trace"; }
# the letters map to piece indices in ASCII order: A 0, B 1, C 2, D 3
grep -q '^color 19$' got.trace || fail "piece D (index 3) not drawn in colour 19"
grep -q '"D"$' got.trace || fail "letter D missing"
grep -q '"two.txt #2"$' got.trace || fail "caption of the second figure missing"
# with --answers a puzzle card names the pieces to lay on its figure; a figure without pieces names none
expect_status 0 "$POLYX" render --answers -f trace two.txt -o ans.trace
[ "$(grep -c '"Pieces: A B C D"$' ans.trace)" = 2 ] || fail "the tiling's puzzle and answer cards do not name A B C D"
[ "$(grep -c '"Pieces:' ans.trace)" = 2 ] || fail "the region without pieces names pieces"
exit 0
