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
# abidiff takes two members of one type swapped (solutions and nodes of dlx_stats_t, say) for a
# harmless renaming, yet a program built before would read one for the other: every member of the
# public structures keeps its name and offset.
layout() {
  awk '/<class-decl / { s = $0; sub(/.*class-decl name=\047/, "", s); sub(/\047.*/, "", s)
         cur = s ~ /^dlx_(elem|stats|search_opts|error)$/ ? s : "" }
       /<\/class-decl>/ { cur = "" }
       cur != "" && /<data-member / { o = $0; sub(/.*layout-offset-in-bits=\047/, "", o); sub(/\047.*/, "", o) }
       cur != "" && /<var-decl / { n = $0; sub(/.*var-decl name=\047/, "", n); sub(/\047.*/, "", n)
         print cur "." n " at bit " o }' "$1" | LC_ALL=C sort -u
}
layout "$old" >layout-old.txt
layout "$new" >layout-new.txt
[ -s layout-old.txt ] || fail "no member of libdlx's public structures found in $old"
LC_ALL=C comm -23 layout-old.txt layout-new.txt >moved.txt
if [ -s moved.txt ]; then
  sed 's/^/member moved or gone: /' moved.txt >>diff.txt
  broken=yes
fi
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
