#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# spdx.sh: every file under version control that can carry a comment starts with an SPDX line
# (libdlx and its example LGPL-2.1-or-later, the rest GPL-3.0-or-later) and a copyright line;
# the licence texts are in the tree.
. "$srcdir/lib.sh"
cd "$top_srcdir" || exit 99
[ -f COPYING ] && grep -q 'GNU GENERAL PUBLIC LICENSE' COPYING || fail "COPYING is not the GPL"
[ -f COPYING.LIB ] && grep -q 'GNU LESSER GENERAL PUBLIC LICENSE' COPYING.LIB || fail "COPYING.LIB is not the LGPL"
command -v git >/dev/null 2>&1 && git rev-parse --is-inside-work-tree >/dev/null 2>&1 ||
  skip "not a git checkout: the files under version control are not known"
bad=0
for f in $(git ls-files | grep -v '^tests/fuzz/corpus/'); do
  [ -f "$f" ] || continue
  case "$f" in
    *.c | *.h | *.h.in | *.sh | *.mk | *.am | *.ac | *.supp | *.awk | *.po | *.1 | *.3 | */Makevars | \
      */LINGUAS | */POTFILES.in | *.pc.in | .gitignore | .clang-format | bootstrap | quickstart | .ci/run | scripts/*) ;;
    *) continue ;;
  esac
  case "$f" in dlx/* | examples/*) want=LGPL-2.1-or-later ;; *) want=GPL-3.0-or-later ;; esac
  head -n 4 "$f" | grep -q "SPDX-License-Identifier: $want" || { echo "$f: no SPDX line for $want" >&2; bad=1; }
  head -n 5 "$f" | grep -q 'Copyright (C) [0-9]* the polyx authors' || { echo "$f: no copyright line" >&2; bad=1; }
done
[ "$bad" -eq 0 ] || fail "files without their licence line"
exit 0
