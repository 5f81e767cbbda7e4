#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# png-nolib.sh: polyx is not linked with libpng nor zlib; it opens them (config.h's PNG_SONAME
# and ZLIB_SONAME) when it first reads or writes a PNG, compresses a PDF or SVGZ page or reads
# a gzip'd BurrTools file. A library that cannot be loaded (here a file of that name that is no
# library, first on LD_LIBRARY_PATH) ends such a command with status 70 and one line naming a
# library that could not be loaded, no file written; the rest runs as before.
. "$srcdir/lib.sh"
top_builddir=$builddir/..
expect_not_linked "$(built_polyx)" 'libpng|libz\.' 'libpng or zlib'
png=$(sed -n 's/^#define PNG_SONAME "\(.*\)"$/\1/p' "$top_builddir/config.h")
z=$(sed -n 's/^#define ZLIB_SONAME "\(.*\)"$/\1/p' "$top_builddir/config.h")
[ -n "$png" ] && [ -n "$z" ] || fail "no PNG_SONAME or ZLIB_SONAME in $top_builddir/config.h"
"$POLYX" tile -p 'I4*5' -r 4x5 >t.txt || fail "tile"
cp "$srcdir/data/tile-box-6x10.png" box.png
cp "$srcdir/data/burr-pentominoes.xmpuzzle" p.xmpuzzle
ld=${LD_LIBRARY_PATH:-}
# nolib LIB: LIB (a soname) made unloadable for the commands that follow.
nolib() {
  rm -rf lib && mkdir lib && echo 'not a library' >"lib/$1"
  LD_LIBRARY_PATH=$tmp/lib${ld:+:$ld}
  export LD_LIBRARY_PATH
}
# refused OUT CMD...: CMD (writing OUT, or - for none) ends with 70, one line, OUT not written.
refused() {
  out=$1; shift
  expect_status 70 "$POLYX" "$@"
  expect_one_line_stderr
  expect_stderr "^polyx: .*cannot load lib.*: .*lib"
  [ "$out" != - ] && ls | grep -q "^$out" && fail "'$*' left $(ls | grep "^$out")"
  return 0
}
nolib "$png"
refused - tile -p pentominoes -r box.png --count
expect_stderr "cannot load $png to read and write PNG images"
refused c.pdf cards design --figure box.png -o c.pdf
refused r.png render t.txt -o r.png
expect_status 0 "$POLYX" tile -p pentominoes -r 3x20 --count
[ "$(cat out)" = 8 ] || fail "count $(cat out)"
expect_status 0 "$POLYX" render -f trace t.txt -o r.trace
nolib "$z"
refused - tile --burr p.xmpuzzle --count

refused r.pdf render t.txt -o r.pdf
refused r.svgz render -f svgz t.txt -o r.svgz
refused - tile -p pentominoes -r box.png --count
expect_status 0 "$POLYX" tile -p pentominoes -r 3x20 --count
[ "$(cat out)" = 8 ] || fail "count $(cat out)"
exit 0
