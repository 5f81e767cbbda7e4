#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# tile-burr-errors.sh: polyx tile --burr on bad BurrTools files: one line 'polyx: FILE:LINE: what'
# and 65 (bad data) or 66 (unreadable); what cannot be carried over is refused, never approximated.
. "$srcdir/lib.sh"
# bad NAME STATUS REGEX [OPTIONS...]: tile --burr NAME.xmpuzzle fails with STATUS, one line.
bad() {
  f=$1.xmpuzzle st=$2 re=$3; shift 3
  expect_status "$st" "$POLYX" tile --burr "$f" --count "$@"
  expect_one_line_stderr
  expect_stderr "$re"
}
# puzzle NAME GRIDTYPE SHAPES PROBLEMS: a file of one's own.
puzzle() {
  printf '<?xml version="1.0"?>\n<puzzle version="2">\n<gridType type="%s"/>\n<shapes>\n%s\n</shapes>\n<problems>\n%s\n</problems>\n</puzzle>\n' \
    "$2" "$3" "$4" >"$1.xmpuzzle"
}
dom='<voxel x="2" y="1" z="1" type="0">##</voxel>'
box='<voxel x="2" y="2" z="1" type="0">####</voxel>'
two='<problem><shapes><shape id="0" count="2"/></shapes><result id="1"/></problem>'
puzzle good 0 "$dom
$box" "$two"
expect_status 0 "$POLYX" tile --burr good.xmpuzzle --count
[ "$(cat out)" = 2 ] || fail "two dominoes in 2x2: $(cat out)"
# Unreadable: 66.
bad no-such-file 66 '^polyx: no-such-file.xmpuzzle: '
# Neither gzip nor XML.
printf 'hello\n' >text.xmpuzzle
bad text 65 '^polyx: text.xmpuzzle:1:1: not a BurrTools file'
# gzip cut short.
gzip -c good.xmpuzzle | head -c 40 >cut.xmpuzzle
bad cut 65 '^polyx: cut.xmpuzzle: bad gzip data'
# Bad XML: libxml2's line and column.
printf '<?xml version="1.0"?>\n<puzzle version="2">\n<shapes>\n</puzzle>\n' >xml.xmpuzzle
bad xml 65 '^polyx: xml.xmpuzzle:5:[0-9]+: bad XML'
# Not a puzzle; another version.
printf '<?xml version="1.0"?>\n<tiling/>\n' >root.xmpuzzle
bad root 65 '^polyx: root.xmpuzzle:2: not a BurrTools puzzle'
# Entities: a DOCTYPE is refused (and nothing is expanded on the way).
printf '<?xml version="1.0"?>\n<!DOCTYPE puzzle [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>\n<puzzle version="2">&b;</puzzle>\n' >dtd.xmpuzzle
bad dtd 65 'DOCTYPE'
printf '<?xml version="1.0"?>\n<!DOCTYPE puzzle SYSTEM "http://example.invalid/x.dtd">\n<puzzle version="2"/>\n' >ext.xmpuzzle
bad ext 65 'DOCTYPE'
# Deep nesting: libxml2's own limit (no XML_PARSE_HUGE).
{ printf '<?xml version="1.0"?>\n<puzzle version="2">'
  i=0; while [ $i -lt 300 ]; do printf '<a>'; i=$((i + 1)); done; printf '</puzzle>\n'; } >deep.xmpuzzle
bad deep 65 '^polyx: deep.xmpuzzle:2:[0-9]+: bad XML: Excessive depth'
# A gzip bomb: 80 MB of zeros in 78 kB stops at 64 MiB inflated.
head -c 80000000 /dev/zero | gzip -c >bomb.xmpuzzle
bad bomb 65 '^polyx: bomb.xmpuzzle: inflated file larger than 67108864 bytes'
# Another grid type: the line of <gridType>.
puzzle grid 2 "$dom
$box" "$two"
bad grid 65 '^polyx: grid.xmpuzzle:3: grid type 2'
# A 3-D shape.
puzzle cube 0 "$dom
<voxel x=\"2\" y=\"2\" z=\"2\" type=\"0\">########</voxel>" \
  '<problem><shapes><shape id="0" count="4"/></shapes><result id="1"/></problem>'
bad cube 65 '^polyx: cube.xmpuzzle:6: shape 1 is 3-D'
# A result standing up (flat in y, not in z).
puzzle stand 0 "$dom
<voxel x=\"2\" y=\"1\" z=\"2\" type=\"0\">####</voxel>" "$two"
bad stand 65 'result shape 1 is not flat in z'
# An unknown piece id.
puzzle id 0 "$dom
$box" '<problem><shapes><shape id="7" count="2"/></shapes><result id="1"/></problem>'
bad id 65 '^polyx: id.xmpuzzle:9: unknown shape id 7'
# A problem index out of range.
bad good 65 '^polyx: good.xmpuzzle:[0-9]+: no problem 2: the file has 1' --problem 2
# Too many voxels in a space; a bad character; min without max.
puzzle many 0 '<voxel x="2" y="1" z="1" type="0">###</voxel>' "$two"
bad many 65 'more voxels than its size'
puzzle char 0 '<voxel x="2" y="1" z="1" type="0">#*</voxel>' "$two"
bad char 65 "bad character '\\*'"
puzzle minmax 0 "$dom
$box" '<problem><shapes><shape id="0" min="2"/></shapes><result id="1"/></problem>'
bad minmax 65 "'min' and 'max' go together"
# A size past the caps.
puzzle huge 0 '<voxel x="5000" y="1" z="1" type="0">#</voxel>' "$two"
bad huge 65 "bad value '5000' for 'x'"
# Colours on both sides: constraints polyx has no equivalent for.
puzzle colour 0 '<voxel x="2" y="1" z="1" type="0">#1#</voxel>
<voxel x="2" y="2" z="1" type="0">#2###</voxel>' \
  '<problem><shapes><shape id="0" count="2"/></shapes><result id="1"/><bitmap><pair piece="1" result="2"/></bitmap></problem>'
bad colour 65 'colour constraints .* no equivalent'
# Colours on the result only constrain nothing: read.
puzzle colour1 0 "$dom
<voxel x=\"2\" y=\"2\" z=\"1\" type=\"0\">#2###</voxel>" "$two"
expect_status 0 "$POLYX" tile --burr colour1.xmpuzzle --count
# Variable voxels in a piece; a maxHoles that bites.
puzzle varpiece 0 '<voxel x="2" y="1" z="1" type="0">#+</voxel>
<voxel x="2" y="2" z="1" type="0">####</voxel>' "$two"
bad varpiece 65 "variable voxels .* in a piece"
puzzle holes 0 "$dom
<voxel x=\"2\" y=\"3\" z=\"1\" type=\"0\">####++</voxel>" \
  '<problem maxHoles="1"><shapes><shape id="0" count="2"/></shapes><result id="1"/></problem>'
bad holes 65 'maxHoles 1'
# No result, no problem at all.
puzzle nores 0 "$dom" '<problem><shapes><shape id="0" count="2"/></shapes></problem>'
bad nores 65 'no result shape'
puzzle noprob 0 "$dom" ''
bad noprob 65 'the file has no problem'
# Usage: --burr with --pieces, --problem without --burr, 0.
expect_status 64 "$POLYX" tile --burr good.xmpuzzle -p X --count
expect_status 64 "$POLYX" tile -p X -r 3x3 --problem 1
expect_status 64 "$POLYX" tile --burr good.xmpuzzle --problem 0
exit 0
