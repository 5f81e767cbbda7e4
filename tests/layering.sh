#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# layering.sh: who may include whom (doc/architecture.md); a wrong #include fails the suite.
. "$srcdir/lib.sh"
cd "$top_srcdir" || exit 99
bad=0
# check DIR PATTERN WHAT: every project header included by a file of DIR matches PATTERN.
check() {
  for f in $(find "$1" -maxdepth 1 -name '*.[ch]'); do
    sed -n 's/^[ \t]*#[ \t]*include[ \t]*"\([^"]*\)".*/\1/p' "$f" | while read -r inc; do
      case "$inc" in *.h) ;; *) continue ;; esac
      echo "$inc" | grep -Eq "$2" || echo "$f: includes \"$inc\": $3"
    done
  done
}
# sys DIR PATTERN WHAT: no file of DIR (and below) includes a system header matching PATTERN.
sys() {
  grep -rEn "^[ \t]*#[ \t]*include[ \t]*<($2)" --include='*.[ch]' "$1" | while IFS= read -r l; do echo "$l: $3"; done
}
{
  check dlx '^(dlx/|gettext\.h$)' 'dlx/ knows only itself (dlx/intl.h: gnulib gettext.h)'
  check output '^(output/|base/(intl|dynlib)\.h$)' 'output/ knows no game and no engine (base/intl.h: its messages in the user'"'"'s language; base/dynlib.h: Cairo opened when first needed)'
  check base '^(base/|gettext\.h$)' 'base/ knows nothing of ours (base/intl.h: gnulib gettext.h)'
  check poly '^(poly/|base/|dlx/dlx\.h$)' 'the polyomino layer knows no game and no drawing'
  check games '^(games/game\.h|dist/dist\.h|dlx/dlx\.h|base/error\.h)$' 'games/game.h is the game interface (its results carry base/'"'"'s error); games/game.c runs series over dist/, names libdlx'"'"'s version and knows no game'
  for g in games/*/; do
    g=${g%/}
    # A game knows its own folder, the polyomino layer, base/ and libdlx;
    # only its drawing files (draw*) may use output/'s drawing interface.
    for f in $(find "$g" -maxdepth 1 -name '*.[ch]'); do
      case "${f##*/}" in draw*|*_draw.[ch]) allow='^(output/draw\.h|output/render\.h|output/i18n\.h|output/chart\.h)$' ;; *) allow='^$' ;; esac
      sed -n 's/^[ \t]*#[ \t]*include[ \t]*"\([^"]*\)".*/\1/p' "$f" | while read -r inc; do
        echo "$inc" | grep -Eq "^($g/|games/game\.h$|poly/|base/|dlx/dlx\.h$)" && continue
        echo "$inc" | grep -Eq "$allow" && continue
        echo "$f: includes \"$inc\": a game knows its folder, games/game.h, poly/, base/, libdlx, and output/ (draw.h, render.h, i18n.h, chart.h) in draw* files only"
      done
    done
  done
  check dist '^(dist/|dlx/dlx\.h$|base/pool\.h$|gettext\.h$)' 'dist/ knows libdlx and base/'"'"'s threads (base/pool.h) only: no game, no drawing (gettext.h: gnulib)'
  check src '^(src/|base/|poly/|games/|output/|dist/dist(_search)?\.h$|dlx/dlx\.h$|[a-z_-]+\.h$)' 'src/ uses the libraries through their headers'
  sys dlx 'cairo|png\.h|zlib\.h' 'libdlx draws nothing'
  sys dist 'cairo|png\.h|zlib\.h' 'dist/ draws nothing'
  # MPI is dist/'s business alone.
  sys src 'mpi\.h' 'src/ calls MPI only through dist/'
  sys games 'mpi\.h' 'the games call MPI only through dist/'
  sys poly 'mpi\.h' 'the polyomino layer calls MPI only through dist/'
  sys base 'mpi\.h' 'base/ knows nothing of processes'
  sys dlx 'mpi\.h' 'libdlx knows nothing of processes'
  sys games 'cairo|png\.h|zlib\.h' 'nothing in games/ includes Cairo, libpng or zlib'
  sys poly 'cairo|png\.h' 'nothing in poly/ includes Cairo or libpng'
  # zlib and libxml2 in poly/: BurrTools files (poly/burr.c), nowhere else.
  sys poly 'zlib\.h|libxml/' 'poly/burr.c alone reads gzip and XML' | grep -v '^poly/burr\.c:'
  sys base 'cairo|png\.h|zlib\.h' 'base/ draws nothing'
  sys src 'cairo|png\.h|zlib\.h|pthread\.h' 'src/ draws nothing and runs no threads of its own'
} >"$tmp/layering.txt"
if [ -s "$tmp/layering.txt" ]; then cat "$tmp/layering.txt" >&2; fail "$(wc -l <"$tmp/layering.txt") wrong includes"; fi
exit 0
