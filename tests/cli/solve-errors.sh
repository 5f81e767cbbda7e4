#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# solve-errors.sh: every kind of malformed input gets one line "polyx: FILE:LINE:COL: message" and exit 65, nothing on stdout.
. "$srcdir/lib.sh"

# bad NAME PRINTF-TEXT LINE:COL REGEX: the file NAME.dlx holding the text is refused at LINE:COL.
bad() {
  printf "$2" >"$1.dlx" || fail "printf $1"
  expect_status 65 "$POLYX" solve "$1.dlx"
  expect_one_line_stderr
  expect_stderr "^polyx: $1\\.dlx:$3: $4"
  [ -s out ] && fail "$1: stdout not empty"
  return 0
}

bad unknown        'a b\na b\na c\n'               3:3  "unknown item 'c'"
bad twice          'a b\nb a b\n'                  2:5  "item 'b' appears twice in one option \\(first at column 1\\)"
bad twice-sec      'a | x\na x:1 x:1\n'            2:7  "item 'x' appears twice"
bad dup-item       'a b c b\n'                     1:7  "item 'b' appears twice in the item line"
bad dup-prim-sec   'a b | a\n'                     1:7  "item 'a' appears twice in the item line"
bad color-primary  'a | x\na:red x\n'              2:2  "colour 'red' on primary item 'a'"
bad lo-gt-hi       'a 3:2|b\n'                     1:3  "lower bound 3 exceeds upper bound 2 for item 'b'"
bad hi-zero        '0|a\n'                         1:1  "upper bound 0 for item 'a'"
bad hi-zero2       '0:0|a\n'                       1:1  "upper bound 0 for item 'a'"
bad bounds-junk    'x:2|a\n'                       1:1  "bad multiplicity bounds 'x:2' for item 'a'"
bad bounds-junk2   '1:|a\n'                        1:1  "bad multiplicity bounds '1:' for item 'a'"
bad bounds-huge    '99999999999|a\n'               1:1  "multiplicity bound too large in '99999999999' for item 'a' \\(at most 536870911\\)"
bad bounds-big     '2147483648|a\n'                1:1  "multiplicity bound too large in '2147483648' for item 'a' \\(at most 536870911\\)"
bad bounds-big2    '1:536870912|a\n'               1:1  "multiplicity bound too large in '1:536870912'"
bad bounds-sec     'a | 2|x\n'                     1:5  "multiplicity bounds on secondary item 'x'"
bad bounds-noname  'a 2|\n'                        1:5  "missing item name after '2\\|'"
bad colon-in-item  'a b:c\n'                       1:4  "':' in item name 'b:c'"
bad empty-option   'a\n  :\n'                      2:3  "empty option: ':' names no item"
bad empty-option2  'a | x\n:red\n'                 2:1  "empty option: ':red' names no item"
bad no-name        'a | x\na :red\n'               2:3  "missing item name before ':red'"
bad no-colour      'a | x\na x:\n'                 2:5  "missing colour after 'x:'"
bad two-colons     'a | x\na x:b:c\n'              2:6  "second ':' in 'x:b:c'"
bad no-primary     'a | x y\na x\nx y:1\n'         3:1  "option has no primary item"
bad two-bars       'a | x | y\n'                   1:7  "second '\\|' in the item line \\(first at column 3\\)"
bad two-bars-glued 'a |x |y\n'                     1:6  "second '\\|' in the item line"
bad bar-in-option  'a b\na b|c\n'                  2:4  "stray '\\|' in option item 'b\\|c'"
bad bar-in-name    'a 2|b|c\n'                     1:6  "stray '\\|' in '2\\|b\\|c'"
bad empty          ''                              1:1  "no items"
bad only-comments  '| a comment\n\n   | another\n' 4:1  "no items: the input is empty or has only comments"
bad comment-no-nl  '| a comment'                   1:12 "no items"
bad nul            'a b\na\000b\n'                 2:2  "not a text file: NUL byte"
bad bad-utf8       'a b\n\377\n'                   2:1  "not a text file: invalid UTF-8"
bad cut-utf8       'a \303\n'                      1:3  "not a text file: invalid UTF-8"
bad overlong-utf8  'a \300\257\n'                  1:3  "not a text file: invalid UTF-8"
bad surrogate      'a \355\240\200\n'              1:3  "not a text file: invalid UTF-8"
bad control        'a\001 b\n'                     1:2  "not a text file: control character"
bad escape         'a b\na \033[m\n'               2:3  "not a text file: control character"
bad delete         'a b\n\177\n'                   2:1  "not a text file: control character"
bad lone-cr        'a\rb\n'                        1:2  "not a text file: carriage return inside a line"
bad binary-comment '| comment \002\na\n'           1:11 "not a text file"

# A line longer than DLX_MAX_LINE (1 MiB) bytes, in a file and on a pipe.
awk 'BEGIN { printf "a "; for (i = 0; i < 1100000; i += 100) printf "%0100d", 0; printf "\n" }' >long.dlx
expect_status 65 "$POLYX" solve long.dlx
expect_one_line_stderr
expect_stderr '^polyx: long\.dlx:1:1048577: line longer than 1048576 bytes$'
expect_status 65 sh -c '"$POLYX" solve - <long.dlx'
expect_stderr '^polyx: <stdin>:1:1048577: line longer than 1048576 bytes$'
# A binary file with no newline at all: refused as binary, not read whole.
head -c 3000000 /dev/zero >zeros.dlx
expect_status 65 "$POLYX" solve zeros.dlx
expect_stderr '^polyx: zeros\.dlx:1:1: not a text file: NUL byte'

# Accepted: CRLF line ends, tabs, a UTF-8 byte-order mark, UTF-8 names, long names.
printf 'a\tb | x\r\n| comment\r\na x:1\r\nb\tx:1\r\n' >crlf.dlx
expect_status 0 "$POLYX" solve --count crlf.dlx
[ "$(cat out)" = 1 ] || fail "CRLF file: count '$(cat out)'"
printf '\357\273\277caf\303\251 b\ncaf\303\251 b\n' >bom.dlx
expect_status 0 "$POLYX" solve bom.dlx
printf 'caf\303\251 b\n' >want
cmp -s out want || fail "BOM + UTF-8 names"
long=$(awk 'BEGIN { for (i = 0; i < 300; i++) printf "x"; }')
printf '%s b\n%s b\n' "$long" "$long" >longname.dlx
expect_status 0 "$POLYX" solve longname.dlx
[ "$(cat out)" = "$long b" ] || fail "long names"

# Errors through standard input name <stdin>.
printf 'a b\na c\n' | "$POLYX" solve - >out 2>err && fail "stdin: accepted a bad file"
expect_stderr "^polyx: <stdin>:2:3: unknown item 'c'$"
exit 0
