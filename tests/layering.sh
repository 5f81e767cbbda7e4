#!/bin/sh
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
  check output '^output/' 'output/ knows no game and no engine'
  check cards '^(cards/[a-z_]+\.h|gettext\.h)$' 'cards/*.h are the shared helpers only (cards/intl.h: gnulib gettext.h)'
  check cards/tiling '^(cards/tiling/|cards/[a-z_]+\.h$|dlx/dlx\.h$)' 'the tiling layer knows no game and no drawing'
  for g in cards/*/; do
    g=${g%/}; name=${g#cards/}
    [ "$name" = tiling ] && continue
    # A game knows its own folder, the tiling layer, the shared helpers and libdlx;
    # only its drawing files (draw*) may use output/'s drawing interface.
    for f in $(find "$g" -maxdepth 1 -name '*.[ch]'); do
      case "${f##*/}" in draw*|*_draw.[ch]) allow='^(output/draw\.h|output/render\.h|output/i18n\.h)$' ;; *) allow='^$' ;; esac
      sed -n 's/^[ \t]*#[ \t]*include[ \t]*"\([^"]*\)".*/\1/p' "$f" | while read -r inc; do
        echo "$inc" | grep -Eq "^($g/|cards/tiling/|cards/[a-z_]+\.h$|dlx/dlx\.h$)" && continue
        echo "$inc" | grep -Eq "$allow" && continue
        echo "$f: includes \"$inc\": a game knows its folder, cards/tiling/, libdlx, and output/ in draw* files only"
      done
    done
  done
  check dist '^(dist/|dlx/dlx\.h$|gettext\.h$)' 'dist/ knows libdlx only: no game, no drawing (gettext.h: gnulib)'
  check src '^(src/|cards/|output/|dist/dist(_search)?\.h$|dlx/dlx\.h$|[a-z_-]+\.h$)' 'src/ uses the libraries through their headers'
  sys dlx 'cairo|png\.h|zlib\.h' 'libdlx draws nothing'
  sys dist 'cairo|png\.h|zlib\.h' 'dist/ draws nothing'
  # MPI is dist/'s business alone.
  sys src 'mpi\.h' 'src/ calls MPI only through dist/'
  sys cards 'mpi\.h' 'the games call MPI only through dist/'
  sys dlx 'mpi\.h' 'libdlx knows nothing of processes'
  sys cards 'cairo|png\.h|zlib\.h' 'nothing in cards/ includes Cairo, libpng or zlib'
  sys src 'cairo|png\.h|zlib\.h|pthread\.h' 'src/ draws nothing and runs no threads of its own'
} >"$tmp/layering.txt"
if [ -s "$tmp/layering.txt" ]; then cat "$tmp/layering.txt" >&2; fail "$(wc -l <"$tmp/layering.txt") wrong includes"; fi
exit 0
