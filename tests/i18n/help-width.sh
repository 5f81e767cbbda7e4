#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# help-width.sh: the --help of every command keeps within 79 columns in every language polyx
# speaks (English, and each catalog), so that a help reads whole in an 80-column terminal.
. "$srcdir/lib.sh"
need_utf8_locale

for lang in en fr de it cs; do
  for cmd in "" solve tile render cards polymo polyssimo polymere; do
    # shellcheck disable=SC2086 # an empty $cmd is the top-level help
    LC_ALL=$loc LANGUAGE=$lang "$POLYX" $cmd --help >out 2>err || fail "polyx $cmd --help failed ($lang)"
    [ -s err ] && { cat err >&2; fail "polyx $cmd --help wrote to stderr ($lang)"; }
    # In a UTF-8 locale grep's '.' is one character, so 'é' counts one column.
    LC_ALL=$loc grep -nE '^.{80}' out >long && { cat long >&2; fail "polyx $cmd --help ($lang): lines over 79 columns"; }
  done
done
exit 0
