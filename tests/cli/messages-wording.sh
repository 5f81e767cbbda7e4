#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# messages-wording.sh: one wording for one error in every command (-o missing, getopt's own
# messages begin "polyx: COMMAND:"); the page-fit error names the paper that fits, in the
# user's language, and calls game sheets sheets; --card polyminix is the size of the cards
# polyx polyminix prints (A5); the helps say one thing about the paper (polymo) and list --jobs
# where it applies (cards).
. "$srcdir/lib.sh"
LC_ALL=C; export LC_ALL
SOURCE_DATE_EPOCH=0; export SOURCE_DATE_EPOCH
printf 'XX.\n.XX\n' >r.txt

# -o missing: the same line whoever draws.
for cmd in "render r.txt|render" "cards print $srcdir/data/cards-good.txt|cards print" \
           "polymo sheet|polymo sheet" "polyssimo book|polyssimo book" "polymere set|polymere set"; do
  args=${cmd%%|*} name=${cmd#*|}
  expect_status 64 $POLYX $args
  expect_stderr "^polyx: $name: -o FILE is required \(\.pdf, \.svg, \.png\)$"
done

# getopt's own messages: "polyx: COMMAND: ...", for every command.
for c in render tile solve cards polyminix polymo polyssimo polymere; do
  act=; case $c in cards|polyminix) act=generate ;; esac
  expect_status 64 "$POLYX" $c $act --bogus-option
  expect_stderr "^polyx: $c${act:+ $act}: unrecognized option '--bogus-option'"
  grep -v "^polyx: $c${act:+ $act}: \|^polyx: .*--help" err >other
  [ -s other ] && { cat err >&2; fail "$c --bogus-option: a line without 'polyx: $c:'"; }
done

# The page-fit error says which paper fits, in the user's language.
expect_status 64 "$POLYX" render --card polyminix --paper a5 r.txt -o x.pdf
expect_stderr "do not fit on a 148x210 mm page.*: --paper a4 fits them; --layout office scales them to fit a desktop printer$"
expect_status 64 "$POLYX" render --card polyminix --nup 2x1 r.txt -o x.pdf
expect_stderr "^polyx: .*2x1 cards of 148x210 mm with their bleed do not fit on a 210x297 mm page.*--paper a3 fits them; --layout office scales them to fit a desktop printer$"
# Game sheets are called sheets, not cards (Polymo's sheets, Polyssimo's pieces).
expect_status 64 "$POLYX" polymo sheet --paper 100x100 -o x.pdf
expect_stderr "^polyx: polymo: 1x1 sheets of 148x210 mm do not fit on a 100x100 mm page, .*--paper a4 fits them"
expect_status 0 "$POLYX" polymo sheet --paper 100x100 --layout office -o x.pdf
expect_stderr "^polyx: polymo: sheets scaled to 61x86 mm \\(41%\\), 1 a page, to fit inside the printer's margins$"
expect_status 64 "$POLYX" polyssimo pieces --paper 60x60 -o x.pdf
expect_stderr "the pieces at 15 mm squares do not fit the paper: 1x1 sheets of "
# No paper of the list holds them: only the desktop printer's layout is offered.
expect_status 64 "$POLYX" render --card polyminix --nup 2x2 r.txt -o x.pdf
expect_stderr "for crop marks\): --layout office scales them to fit a desktop printer$"
need_utf8_locale
LC_ALL=$loc LANGUAGE=fr "$POLYX" render --card polyminix --paper a5 r.txt -o x.pdf >out 2>err
grep -Eq "ne tiennent pas sur une page de 148x210 mm.* : --paper a4 les contient( ?;|$)" err \
  || { cat err >&2; fail "the page-fit error is not French"; }

# --card polyminix is an A5 card, as the Polyminix cards are printed.
expect_status 0 "$POLYX" render --card polyminix r.txt -o pmx.pdf
expect_status 0 "$POLYX" render --card 148x210 r.txt -o a5.pdf
cmp -s pmx.pdf a5.pdf || fail "--card polyminix is not 148x210"

# polymo's paper is A4 for every format: its help says nothing else.
LC_ALL=C "$POLYX" polymo --help >help.txt
grep -q 'card for' help.txt && fail "polymo --help says card for SVG and PNG"
grep -q 'a4 (the default, for every format)' help.txt || fail "polymo --help: --paper's default"
# cards: --jobs among the common options, print takes IDs and SVG.
LC_ALL=C "$POLYX" cards --help >help.txt
sed -n '/^Common options:/,/^generate:/p' help.txt | grep -q -- '--jobs' || fail "cards --help: --jobs not common"
grep -q 'print \[OPTION\]\.\.\. FILE|ID\.\.\. -o OUT\.pdf|\.svg|\.png' help.txt || fail "cards --help: print's usage"
exit 0
