#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# seeds.sh: what a seed promises. Every file polyx writes from a seed names the versions and the
# seed that make it again ("# polyx V, libdlx V, seed S"), and a seed's products change only with
# a new minor version: small seeded products of every game are kept in golden/seeds/, made by the
# minor version their provenance line names. When one differs, either the change is a mistake or
# it is meant: then raise the minor version (configure.ac), say in NEWS which products' seeds
# changed, and make the goldens again with POLYX_REGEN_GOLDEN=1.
. "$srcdir/lib.sh"
gold=$srcdir/golden/seeds
ver=$("$POLYX" --version | sed -n '1s/.* \([0-9][0-9.]*\)$/\1/p')
dlxver=$("$POLYX" --version | sed -n 's/^libdlx \([0-9][0-9.]*\).*/\1/p')
[ -n "$ver" ] && [ -n "$dlxver" ] || fail "no polyx or libdlx version in polyx --version"
minor=${ver%.*}
# make NAME SEED CMD...: run CMD (it writes NAME), check its provenance line, keep the rest.
make_one() {
  name=$1 seed=$2; shift 2
  expect_status 0 "$@"
  [ -f "$name" ] || cp out "$name"
  line="# polyx $ver, libdlx $dlxver, seed $seed"
  grep -Fqx "$line" "$name" || { head -3 "$name" >&2; fail "$name: no line '$line'"; }
}
make_one deck.txt 7 "$POLYX" cards generate -n 2 --seed 7 -o deck.txt
make_one polymo.rec 2 "$POLYX" polymo play --games 3 --seed 2 --seats greedy,random --record polymo.rec
make_one polymere.rec 5 "$POLYX" polymere play --games 3 --seed 5 --players 3 --record polymere.rec
make_one polyssimo.rec 3 "$POLYX" polyssimo play --games 2 --seed 3 --seats greedy,random --record polyssimo.rec
make_one puzzles.txt 4 "$POLYX" polyssimo puzzle --level 1 -n 2 --seed 4
# The solitaire's first comment line holds times: its layout lines are what the seed makes.
make_one solitaire.txt 2 "$POLYX" polymere solitaire --seed 2 --rings 2
grep -v '^#' solitaire.txt >solitaire.tmp && mv solitaire.tmp solitaire.txt
sed -i "/^# polyx $ver, libdlx/d" solitaire.txt
for f in deck.txt polymo.rec polymere.rec polyssimo.rec puzzles.txt solitaire.txt; do
  if [ -n "${POLYX_REGEN_GOLDEN:-}" ]; then
    { echo "# made by polyx $ver"; grep -v "^# polyx $ver, libdlx " "$f"; } >"$gold/$f"
    continue
  fi
  [ -f "$gold/$f" ] || fail "golden/seeds/$f missing (POLYX_REGEN_GOLDEN=1 makes it)"
  gver=$(sed -n '1s/^# made by polyx \([0-9.]*\)$/\1/p' "$gold/$f")
  [ "${gver%.*}" = "$minor" ] ||
    fail "golden/seeds/$f was made by polyx $gver, this is $ver: a new minor version makes its seed goldens again (POLYX_REGEN_GOLDEN=1) and NEWS says which changed"
  grep -v "^# polyx $ver, libdlx " "$f" >got
  sed 1d "$gold/$f" | diff -u - got >diff.txt ||
    { head -30 diff.txt >&2; fail "$f: the seed's output changed within polyx $minor (a mistake, or a new minor version and a NEWS entry)"; }
done
exit 0
