#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# render-repro.sh: polyx render gives byte-identical PDF, SVG and PNG on two runs; SOURCE_DATE_EPOCH sets the PDF date.
. "$srcdir/lib.sh"
cat >t.txt <<'T'
FIIIIILVVV
FFFLLLLZZV
YFNNNUUUZV
YNNWTUXUZZ
YYWWTXXXPP
YWWTTTXPPP

..#..
.....
T
unset SOURCE_DATE_EPOCH
for ext in pdf svg png; do
  expect_status 0 "$POLYX" render --answers --backs --paper a4 t.txt -o a.$ext
  expect_status 0 "$POLYX" render --answers --backs --paper a4 t.txt -o b.$ext
  if [ "$ext" = pdf ]; then cmp a.pdf b.pdf || fail "two PDFs differ"
  else for i in 1 2 3; do cmp a-$i.$ext b-$i.$ext || fail "two $ext page $i differ"; done; fi
done
SOURCE_DATE_EPOCH=1700000000 "$POLYX" render t.txt -o d.pdf || fail "render with SOURCE_DATE_EPOCH"
cmp -s a.pdf d.pdf && fail "SOURCE_DATE_EPOCH ignored"
if command -v pdfinfo >/dev/null 2>&1; then
  pdfinfo d.pdf | grep -q 'CreationDate:.*2023' || fail "PDF date is not 2023 (SOURCE_DATE_EPOCH=1700000000)"
  pdfinfo a.pdf | grep -q 'CreationDate:.*1970' || fail "PDF date is not 1970 without SOURCE_DATE_EPOCH"
fi
exit 0
