#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# abi.sh: libdlx's exported interface is the one recorded in dlx/libdlx.abi (abidiff): a change that
# breaks it without a new soname fails; one that only adds (functions, members at the end of
# dlx_search_opts_t or dlx_stats_t) passes with a note (record it).
. "$srcdir/lib.sh"
new=$builddir/dlx/abi/libdlx.abi
old=$top_srcdir/dlx/libdlx.abi
command -v abidiff >/dev/null 2>&1 || skip "abidiff missing (Debian's abigail-tools)"
[ -s "$new" ] || skip "no $new (abidw missing when make check built it)"
[ -f "$old" ] || fail "dlx/libdlx.abi is missing"
soname() { sed -n "s/.*<abi-corpus [^>]*soname='\([^']*\)'.*/\1/p" "$1" | head -n 1; }
# The two structures that grow (dlx.h: a caller passes the size of its layout) may gain members at
# their end: compatible, to be recorded; a member anywhere else, or removed, breaks the interface.
cat >grow.supp <<'EOF'
[suppress_type]
  type_kind = struct
  name_regexp = ^dlx_(search_opts|stats)$
  has_data_member_inserted_at = end
  has_size_change = yes
EOF
# dlx_t is opaque (dlx.h declares struct dlx, dlx_internal.h defines it): the layout of struct dlx
# and of the engines' structures it points to is private, free to change in any version.
cat >opaque.supp <<'EOF'
[suppress_type]
  type_kind = struct
  name = dlx
EOF
abidiff --suppressions grow.supp --suppressions opaque.supp "$old" "$new" >diff.txt 2>&1; st=$?
abidiff --suppressions opaque.supp "$old" "$new" >all.txt 2>&1; all=$?
# abidiff's status: bit 1 an error of its own, bit 2 a usage error, 4 a change, 8 an incompatible
# one; but a changed return or parameter type is only a "change" to it: its summary lines decide.
[ $((st & 3)) -eq 0 ] || { cat diff.txt >&2; fail "abidiff failed (status $st)"; }
broken=no
grep 'summary:' diff.txt | grep -Eq '(^|[^0-9(])[1-9][0-9]* (Removed|Changed)' && broken=yes
[ $((st & 8)) -ne 0 ] && broken=yes
if [ $broken = yes ]; then
  cat diff.txt >&2
  [ "$(soname "$old")" != "$(soname "$new")" ] ||
    fail "libdlx's ABI is broken and its soname is still $(soname "$new"): restore the interface, or raise libdlx's major version in configure.ac (then make update-abi)"
  echo "note: an incompatible interface under the new soname $(soname "$new"): record it (make update-abi)"
elif [ $((st & 4)) -ne 0 ] || [ $((all & 4)) -ne 0 ]; then
  cat all.txt
  echo "note: libdlx's interface grew (compatibly): record it in dlx/libdlx.abi (make update-abi) with a new minor version"
fi
exit 0
