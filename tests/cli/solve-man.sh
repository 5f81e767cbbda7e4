#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# solve-man.sh: libdlx(3) names every public function of dlx.h (the command pages: options-man.sh).
. "$srcdir/lib.sh"
man=$top_srcdir/man

# libdlx(3) names every public function of dlx.h.
for fn in $(grep -o '^[a-z_ *]*dlx_[a-z_]*(' "$top_srcdir/dlx/dlx.h" | sed 's/.*\(dlx_[a-z_]*\)(/\1/'); do
  grep -q "$fn" "$man/libdlx.3" || fail "$fn not in libdlx.3"
done
exit 0
