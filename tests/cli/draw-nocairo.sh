#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# draw-nocairo.sh: polyx is not linked with Cairo; it opens it (config.h's CAIRO_SONAME) when it
# first draws a PDF, SVG or PNG page. A Cairo that cannot be loaded (here a file of that name
# that is no library, first on LD_LIBRARY_PATH) ends each drawing command with status 70 and
# one line naming the library and the system's reason, no file written; what draws nothing, and
# the text trace, run as before.
. "$srcdir/lib.sh"
top_builddir=$builddir/..
expect_not_linked "$(built_polyx)" libcairo Cairo
soname=$(sed -n 's/^#define CAIRO_SONAME "\(.*\)"$/\1/p' "$top_builddir/config.h")
[ -n "$soname" ] || fail "no CAIRO_SONAME in $top_builddir/config.h"
mkdir lib && echo 'not a library' >"lib/$soname"
LD_LIBRARY_PATH=$tmp/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export LD_LIBRARY_PATH
"$POLYX" tile -p 'I4*5' -r 4x5 >t.txt || fail "tile without drawing"
# nocairo OUT CMD...: CMD (writing OUT) ends with 70, one line, OUT not written.
nocairo() {
  out=$1; shift
  expect_status 70 "$POLYX" "$@"
  expect_one_line_stderr
  expect_stderr "^polyx: .*cannot load $soname to draw PDF, SVG and PNG pages: .*$soname"
  [ -e "$out" ] && fail "'$*' wrote $out"
  ls | grep -q "^$out" && fail "'$*' left $(ls | grep "^$out")"
  return 0
}
nocairo r.pdf render t.txt -o r.pdf
nocairo r.svg render t.txt -o r.svg
nocairo r.png render t.txt -o r.png
nocairo r.svgz render -f svgz t.txt -o r.svgz
nocairo t.pdf tile -p 'I4*5' -r 4x5 -o t.pdf
nocairo c.pdf cards scoresheet -o c.pdf
nocairo s.pdf polymo sheet -o s.pdf
nocairo b.pdf polyssimo board -o b.pdf
nocairo x.png polymere set -o x.png
# Without a drawing: as before.
expect_status 0 "$POLYX" tile -p pentominoes -r 3x20 --count
[ "$(cat out)" = 8 ] || fail "count $(cat out)"
expect_status 0 "$POLYX" render -f trace t.txt -o r.trace
head -1 r.trace | grep -q '^trace 1 page' || fail "no trace"
exit 0
