#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# exit-status.sh: every command's --help ends with the exit-status paragraph, in the same words
# everywhere (those of 'polyx --help', which lists them all), and its man page's EXIT STATUS
# section lists the same statuses.
. "$srcdir/lib.sh"
man=$top_srcdir/man

# statuses_of FILE: the "N words" items of the last paragraph of a --help, one a line.
statuses_of() {
  awk 'BEGIN { RS = "" } { p = $0 } END { print p }' "$1" | tr '\n' ' ' |
    sed 's/^Exit status: //; s/\. *$//; s/, \([0-9]\)/\n\1/g'
}
# man_statuses PAGE: the statuses PAGE's EXIT STATUS section lists (".TP" then the number).
man_statuses() {
  sed -n '/^\.SH "\{0,1\}EXIT STATUS/,/^\.SH/p' "$1" |
    awk '/^\.TP/ { tp = 1; next } tp { tp = 0; sub(/^\.B /, ""); split($0, a, " "); print a[1] }'
}

"$POLYX" --help >help || fail "polyx --help"
awk 'BEGIN { RS = "" } { p = $0 } END { print p }' help | grep -q '^Exit status: 0 ' ||
  fail "polyx --help does not end with the exit statuses"
statuses_of help >all
[ "$(cut -d' ' -f1 all | tr '\n' ' ')" = "0 1 2 3 4 64 65 66 70 73 74 " ] ||
  fail "polyx --help lists $(cut -d' ' -f1 all | tr '\n' ' ')"
[ "$(man_statuses "$man/polyx.1" | tr '\n' ' ')" = "0 1 2 3 4 64 65 66 70 73 74 " ] ||
  fail "polyx(1) lists other statuses"

for cmd in solve tile render cards polymo polyssimo polymere; do
  page=$man/polyx-$cmd.1
  [ "$cmd" = cards ] && page=$man/polyx-polyminix.1
  "$POLYX" $cmd --help >help || fail "polyx $cmd --help"
  awk 'BEGIN { RS = "" } { p = $0 } END { print p }' help | grep -q '^Exit status: 0 ' ||
    fail "polyx $cmd --help does not end with the exit statuses"
  statuses_of help >mine
  while IFS= read -r item; do
    grep -Fxq -- "$item" all || fail "polyx $cmd --help: '$item' is not in polyx --help's words"
  done <mine
  [ "$(cut -d' ' -f1 mine | tr '\n' ' ')" = "$(man_statuses "$page" | tr '\n' ' ')" ] ||
    fail "polyx $cmd --help lists $(cut -d' ' -f1 mine | tr '\n' ' '), $(basename "$page") $(man_statuses "$page" | tr '\n' ' ')"
done
exit 0
