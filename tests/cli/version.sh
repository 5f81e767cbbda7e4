#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# version.sh: --version in the GNU layout (program, package and version; the copyright; a blank
# line; "Written by"), -V the same, nothing on stderr; a write error exits 74 with one line.
. "$srcdir/lib.sh"

expect_status 0 "$POLYX" --version
[ -s err ] && { cat err >&2; fail "--version wrote to stderr"; }
head -n 1 out | grep -Eq '^polyx \(polyx\) [0-9]+\.[0-9]+(\.[0-9]+)?$' ||
  { cat out >&2; fail "first line is not 'polyx (polyx) VERSION'"; }
grep -Eq '^libdlx [0-9]+\.[0-9]+\.[0-9]+ \(LGPL-2\.1-or-later\)$' out || { cat out >&2; fail "no libdlx version line"; }
# libdlx's version is its own (configure.ac), the one libdlx.pc says.
pc=$(sed -n 's/^Version: //p' "$builddir/../dlx/libdlx.pc")
grep -qx "libdlx $pc (LGPL-2.1-or-later)" out || { cat out >&2; fail "libdlx's line is not libdlx.pc's version $pc"; }
grep -Eq '^Copyright \(C\) [0-9]{4} .+\.$' out || { cat out >&2; fail "no 'Copyright (C) YEAR HOLDER.' line"; }
grep -q '^License GPLv3+: GNU GPL version 3 or later' out || { cat out >&2; fail "no licence line"; }
tail -n 1 out | grep -Eq '^Written by .+\.$' || { cat out >&2; fail "last line is not 'Written by ...'"; }
[ -z "$(tail -n 2 out | head -n 1)" ] || { cat out >&2; fail "no blank line before 'Written by'"; }
cp out long
expect_status 0 "$POLYX" -V
cmp -s out long || fail "-V differs from --version"

if [ -c /dev/full ]; then
  "$POLYX" --version >/dev/full 2>err; st=$?
  [ "$st" -eq 74 ] || { cat err >&2; fail "--version >/dev/full exited $st, want 74"; }
  expect_one_line_stderr
  expect_stderr '^polyx: write error'
fi
exit 0
