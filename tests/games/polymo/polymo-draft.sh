#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# polymo-draft.sh: polymo check -o --draft: a record with a broken move prints the sheet as it
# stood, the move's squares marked, the rule's name and DRAFT past the cut; without --draft
# nothing is printed; a legal record prints the same sheet with or without it.
. "$srcdir/lib.sh"
cat >good.txt <<'REC'
polymo size=9 players=2
opening
1 G e1 e2 e3 e4 e5
2 Y e1 e2 e3 e4 e5
round GK 2
1 G a1 b1
2 K c1 d1
REC
# player 2 crosses e5 again: rule 'used', line 7
sed 's/^2 K c1 d1$/2 K c1 e5/' good.txt >bad.txt
expect_status 4 "$POLYX" polymo check bad.txt -o bad.pdf
expect_stderr "bad.txt:7:3: rule 'used' broken"
[ ! -e bad.pdf ] || fail "a broken record printed without --draft"
expect_status 4 "$POLYX" polymo check --draft bad.txt -o bad.trace
expect_stderr "bad.txt:7:3: rule 'used' broken"
# the move's two squares (c1 and e5) outlined, each with three hatching diagonals
[ "$(grep -A1 '^width 1.00$' bad.trace | grep -c '^rect .* 10.00 10.00$')" -eq 2 ] ||
  fail "draft: the move's two squares not outlined"
grep -q '^text .*"✗ used"$' bad.trace || fail "draft: the rule's name is not on the sheet"
[ "$(grep -c '^text .*"DRAFT"$' bad.trace)" -eq 3 ] || fail "draft: DRAFT not in the bleed"
grep -q '^boxes trim .* bleed ' bad.trace || fail "draft: no boxes"
# player 2's sheet (the move's player): its yellow opening (colour 18), not player 1's green (26)
grep -q '^color 18$' bad.trace || fail "draft: not player 2's sheet"
! grep -q '^color 26$' bad.trace || fail "draft: player 1's sheet"
if command -v pdftotext >/dev/null 2>&1; then
  expect_status 4 "$POLYX" polymo check --draft bad.txt -o bad.pdf
  pdftotext bad.pdf bad.txt.out || fail "pdftotext"
  grep -q 'used' bad.txt.out || fail "draft PDF: no reason"
  grep -qi 'draft' bad.txt.out || fail "draft PDF: no DRAFT"
  # the office layout has no bleed: DRAFT before the reason, inside the sheet
  expect_status 4 "$POLYX" polymo check --draft --layout office bad.txt -o office.pdf
  pdftotext office.pdf office.txt || fail "pdftotext"
  grep -q 'DRAFT ✗ used' office.txt || fail "draft without bleed: no DRAFT in the band"
fi
# a legal record: the same sheet with or without --draft
expect_status 0 "$POLYX" polymo check good.txt -o good.trace
expect_status 0 "$POLYX" polymo check --draft good.txt -o good-draft.trace
cmp -s good.trace good-draft.trace || fail "--draft changed a legal record's sheet"
expect_status 0 "$POLYX" polymo check good.txt -o good.pdf
expect_status 0 "$POLYX" polymo check --draft good.txt -o good-draft.pdf
cmp -s good.pdf good-draft.pdf || fail "--draft changed a legal record's PDF"
# a record that cannot be read is never drawn
sed 's/^2 K c1 d1$/2 K c1 zz/' good.txt >syntax.txt
expect_status 65 "$POLYX" polymo check --draft syntax.txt -o syntax.pdf
[ ! -e syntax.pdf ] || fail "an unreadable record drawn"
# --draft is check -o's only
expect_status 64 "$POLYX" polymo check --draft good.txt
expect_stderr "polymo check: --draft prints the sheet of a record that breaks a rule, with check -o FILE"
expect_status 64 "$POLYX" polymo sheet --draft -o s.pdf
exit 0
