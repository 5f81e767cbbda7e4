#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# options-shared.sh: the printing commands read their options one way (render_args_parse): the same errors, the same hint, exit 64.
. "$srcdir/lib.sh"
printf 'AB\n' >ab.txt
# One command line per command, each with the place for a bad option (@).
for c in "render @ ab.txt -o x.pdf:render" "cards generate @:cards" "polymo sheet @ -o x.pdf:polymo" \
         "polyssimo @ board:polyssimo" "polymere @ set:polymere"; do
  line=${c%:*}; cmd=${c##*:}
  hint="^polyx: try 'polyx $cmd --help'\$"
  # A misspelt option: getopt_long's line, then the hint.
  expect_status 64 "$POLYX" ${line%@*} --bogus ${line#*@}
  expect_stderr "unrecognized option '--bogus'"
  [ "$(wc -l <err)" -eq 2 ] || { cat err >&2; fail "$cmd --bogus: not two lines"; }
  [ "$(tail -n 1 err | grep -c "$hint")" -eq 1 ] || { cat err >&2; fail "$cmd --bogus: no hint"; }
  # A shared page option with a bad value: the command's name, the option, the hint.
  expect_status 64 "$POLYX" ${line%@*} --lang=es ${line#*@}
  expect_stderr "^polyx: $cmd: --lang: unknown language 'es' \\(en, fr, de, it, cs\\)\$"
  [ "$(tail -n 1 err | grep -c "$hint")" -eq 1 ] || { cat err >&2; fail "$cmd --lang=es: no hint"; }
  # A shared option given well goes on to the command's own checks.
  expect_status 0 "$POLYX" ${line%@*} --help ${line#*@}
  grep -q -- '--lang=LANG' out || fail "$cmd --help: no --lang"
done
# The command's own number options: the same message everywhere.
for c in "cards generate --players=5:cards:--players:2 to 4" "polymo play --games=x:polymo:--games:1 to 100000000" \
         "polyssimo puzzle --level=4:polyssimo:--level:1 to 3" "polymere solitaire --rings=9:polymere:--rings:1 to 5"; do
  expect_status 64 "$POLYX" $(echo "$c" | cut -d: -f1)
  cmd=$(echo "$c" | cut -d: -f2); opt=$(echo "$c" | cut -d: -f3); range=$(echo "$c" | cut -d: -f4)
  expect_stderr "^polyx: $cmd: $opt: '[^']*' is not a number from $range\$"
  [ "$(tail -n 1 err | grep -c "^polyx: try 'polyx $cmd --help'\$")" -eq 1 ] || { cat err >&2; fail "$cmd $opt: no hint"; }
done
exit 0
