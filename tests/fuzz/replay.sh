#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# replay.sh: every fuzz corpus (seeds and every input that ever found a bug) replayed through its
# harness under the suite's sanitizers; no clang or libFuzzer needed.
. "$srcdir/lib.sh"
n=0
for h in $FUZZ_HARNESSES; do
  "$builddir/fuzz/replay_$h" "$srcdir/fuzz/corpus/$h" >out 2>err || { cat err >&2; fail "replay of $h"; }
  [ -s err ] && { cat err >&2; fail "replay of $h wrote on stderr"; }
  got=$(sed -n 's/^replayed \([0-9]*\) inputs$/\1/p' out)
  [ "${got:-0}" -gt 0 ] || fail "$h: no input replayed"
  echo "$h: $got inputs"
  n=$((n + 1))
done
[ "$n" -ge 4 ] || fail "only $n harnesses"
exit 0
