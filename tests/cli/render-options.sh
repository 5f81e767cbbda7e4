#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# render-options.sh: every shared page option each printer on the page layer takes (render, tile, polymo, cards, polyssimo, polymere set) (as its --help lists it) changes the output, or is refused with a reason (exit 64) - never silently ignored.
. "$srcdir/lib.sh"
LC_ALL=C; export LC_ALL
SOURCE_DATE_EPOCH=0; export SOURCE_DATE_EPOCH

# value NAME: a value for option --NAME that should make a difference
value() {
  case $1 in
    paper) echo "--paper=a3" ;;
    card) echo "--card=bridge" ;;
    nup) echo "--nup=${NUP:-1x1}" ;;
    no-crop-marks) echo "--no-crop-marks" ;;
    bleed) echo "--bleed=5" ;;
    bw) echo "--bw" ;;
    dpi) echo "--dpi=150" ;;
    lang) echo "--lang=de" ;;
    cell) echo "--cell=4" ;;
    cell-mm) echo "--cell-mm=4" ;;
    no-captions) echo "--no-captions" ;;
    no-letters) echo "--no-letters" ;;
    answers) echo "--answers" ;;
    backs) echo "--backs" ;;
    area) echo "--area" ;;
    title) echo "--title=Test" ;;
    *) return 1 ;;
  esac
}
SHARED="paper card nup no-crop-marks bleed bw dpi lang cell cell-mm no-captions no-letters answers backs area title"

# try NAME HELPCMD -- CMD...: for each shared option HELPCMD's --help lists,
# run CMD (which writes out.pdf) with it added; compare with CMD alone.
try() {
  name=$1; shift
  helpcmd=$1; shift
  [ "$1" = "--" ] && shift
  "$POLYX" $helpcmd --help >help.txt || fail "$helpcmd --help"
  expect_status 0 "$@" -o base.pdf
  n=0
  for o in $SHARED; do
    # the command takes the shared option when its --help has the shared
    # option's line (tile has a --cell of its own, for instance)
    line=$(grep -Eh -- "^      --$o([=[ ]|\$)" shared.txt | head -n 1)
    [ -n "$line" ] || fail "--$o: no shared help line"
    grep -qxF -- "$line" help.txt || continue
    v=$(value "$o") || fail "no test value for --$o"
    rm -f new.pdf
    "$@" "$v" -o new.pdf >out 2>err; st=$?
    if [ "$st" -eq 64 ]; then
      [ "$(wc -l <err)" -eq 1 ] || { cat err >&2; fail "$name $v: refused without one line of reason"; }
      [ ! -e new.pdf ] || fail "$name $v: refused but new.pdf written"
      echo "$name $v: refused: $(cat err)"
    elif [ "$st" -eq 0 ]; then
      cmp -s base.pdf new.pdf && fail "$name $v: accepted and changed nothing"
      echo "$name $v: changes the output"
    else
      cat err >&2; fail "$name $v: exit status $st"
    fi
    n=$((n + 1))
  done
  [ "$n" -ge 2 ] || fail "$name: only $n shared options found in its --help"
}

# the shared options' help lines, as render and tile print them
"$POLYX" render --help >shared.txt
"$POLYX" tile --help >>shared.txt
printf 'AB\nCB\n\nA.\nAA\n' >two.txt
try render render -- "$POLYX" render two.txt
try tile tile -- "$POLYX" tile -p pentominoes -r 6x10 -a -m 2
try "polymo sheet" polymo -- "$POLYX" polymo sheet --per-page 4
# one sheet: --nup 1x1 is the default layout, 2x2 puts it in a corner
NUP=2x2 try "polymo check" polymo -- "$POLYX" polymo check "$srcdir/data/polymo-best9.txt" --per-page 4
# (polymo best -o draws through the same function as check -o)

# play --histogram takes --paper and --lang only; the other page options are refused
expect_status 0 "$POLYX" polymo play -g 10 --histogram h0.pdf
expect_status 0 "$POLYX" polymo play -g 10 --histogram h1.pdf --paper letter
cmp -s h0.pdf h1.pdf && fail "play --histogram --paper letter changed nothing"
expect_status 0 "$POLYX" polymo play -g 10 --histogram h3.pdf --lang de
cmp -s h0.pdf h3.pdf && fail "play --histogram --lang de changed nothing"
for v in --nup=1x1 --no-crop-marks --bleed=5 --dpi=150; do
  expect_status 64 "$POLYX" polymo play -g 10 --histogram h2.pdf "$v"
  o=${v%%=*}; expect_stderr "polymo play: $o applies to drawn sheets"
  expect_stderr "takes --paper and --lang only"
done
# page options where nothing is drawn: refused
expect_status 64 "$POLYX" polymo play -g 10 --paper a3
expect_status 64 "$POLYX" polymo check "$srcdir/data/polymo-best9.txt" --bleed=3
expect_status 64 "$POLYX" polymo rules --nup 2x2
# polyx cards print, kit, problems, scoresheet (their --help lists the shared options)
NUP=2x1 try "cards print" cards -- "$POLYX" cards print "$srcdir/data/cards-good.txt"
try "cards kit" cards -- "$POLYX" cards kit
try "cards scoresheet" cards -- "$POLYX" cards scoresheet
# polyssimo: the board and the pieces' sheets are a page each (--card and
# --nup refused), the book takes every page option
try "polyssimo board" polyssimo -- "$POLYX" polyssimo board
try "polyssimo pieces" polyssimo -- "$POLYX" polyssimo pieces
try "polyssimo book" polyssimo -- "$POLYX" polyssimo book -n 1
expect_status 64 "$POLYX" polyssimo board --nup 2x1 -o x.pdf
expect_stderr "polyssimo board: --nup applies to the puzzle book's cards"
expect_one_line_stderr
expect_status 64 "$POLYX" polyssimo pieces --card poker -o x.pdf
expect_stderr "polyssimo pieces: --card applies to the puzzle book's cards"
# a paper too small for the board's 15 mm squares: refused, never shrunk
expect_status 64 "$POLYX" polyssimo board --paper a5 -o x.pdf
expect_stderr "the 12x11 board at the pieces' scale \\(15 mm squares, a 190x180 mm sheet\\) does not fit"
expect_one_line_stderr
[ ! -e x.pdf ] || fail "polyssimo board --paper a5: x.pdf written"
# page options where nothing is drawn: refused
expect_status 64 "$POLYX" polyssimo play -g 1 --paper a3
expect_stderr "polyssimo play: --paper applies to drawn pages"
expect_status 64 "$POLYX" polyssimo board --bw
expect_status 64 "$POLYX" polyssimo puzzle --lang de
# polymere set (coloured: --bw makes greys of the colours)
try "polymere set" polymere -- "$POLYX" polymere set --colours --aids 1
exit 0
