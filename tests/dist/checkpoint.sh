#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# checkpoint.sh: solve --count --checkpoint: same answer, resumed after kill -9, torn lines, refusals.
. "$srcdir/lib.sh"
. "$srcdir/dist/dist-lib.sh"
d=$top_srcdir/data
"$POLYX" solve --count --stats=profile -j1 "$d/pentominoes-6x10.dlx" >want 2>want.err || fail "serial count"
# A new checkpoint: the same count and counters, one record per part.
expect_status 0 "$POLYX" solve --count --stats=profile -j2 --checkpoint=ck "$d/pentominoes-6x10.dlx"
cmp -s out want || fail "count with a checkpoint differs"
stats_of err >got.err; stats_of want.err >w.err
cmp -s got.err w.err || { diff w.err got.err >&2; fail "statistics with a checkpoint differ"; }
parts=$(sed -n 's/^parts //p' ck)
[ "$(grep -c '^[0-9]' ck)" -eq "$parts" ] || fail "not one record per part"
# Run again: every part comes from the file, the same answer.
expect_status 0 "$POLYX" solve --count --stats -j1 --checkpoint=ck "$d/pentominoes-6x10.dlx"
cmp -s out want || fail "count from a complete checkpoint differs"
expect_stderr "^Parts: $parts \\($parts done by an earlier run\\)"
# Half the records, and a last line torn by a kill: the torn line is dropped
# (and cut off), the rest resumed, the same answer and counters.
head -n $((6 + parts / 2)) ck >half
tail -n 1 ck | cut -c1-12 | tr -d '\n' >>half
cp half ck2
expect_status 0 "$POLYX" solve --count --stats=profile -j2 --checkpoint=ck2 "$d/pentominoes-6x10.dlx"
cmp -s out want || fail "resumed count differs"
stats_of err >got.err; cmp -s got.err w.err || { diff w.err got.err >&2; fail "resumed statistics differ"; }
expect_stderr "^Parts: $parts \\($((parts / 2)) done by an earlier run\\)"
[ "$(grep -c '^[0-9]' ck2)" -eq "$parts" ] || fail "resumed checkpoint is not whole"
grep -Evq '^([0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+ [-0-9,]+ [0-9a-f]{8}|polyx-checkpoint 1|[a-z]+ .*)$' ck2 && fail "a torn line was kept"
# kill -9 of a single-process run, then resume: the same answer.
"$POLYX" solve --count --stats=profile -j1 --checkpoint=ck3 "$d/pentominoes-6x10.dlx" >out3 2>err3 &
pid=$!
wait_records ck3 20
kill -KILL $pid 2>/dev/null || fail "the run ended before it could be killed"
wait $pid
[ -s out3 ] && fail "a killed run printed a count"
expect_status 0 "$POLYX" solve --count --stats=profile -j2 --checkpoint=ck3 "$d/pentominoes-6x10.dlx"
cmp -s out want || fail "count resumed after kill -9 differs"
stats_of err >got.err; cmp -s got.err w.err || fail "statistics resumed after kill -9 differ"
# A checkpoint of another problem, of other options: refused with the reason, nothing changed.
cp ck keep
expect_status 65 "$POLYX" solve --count --checkpoint=ck "$d/queens8.dlx"
expect_one_line_stderr
expect_stderr "^polyx: ck:3: made for another job: problem 'fnv1a64:[0-9a-f]+', this run's is 'fnv1a64:[0-9a-f]+'$"
[ -s out ] && fail "a refused checkpoint printed a count"
cmp -s ck keep || fail "a refused checkpoint was changed"
expect_status 65 "$POLYX" solve --count --engine=links --checkpoint=ck "$d/pentominoes-6x10.dlx"
expect_stderr "^polyx: ck:4: made for another job: search 'engine auto', this run's is 'engine links'$"
sed 's/^version .*/version polyx 0.0.9 libdlx 0.0.9/' ck >ckv
expect_status 65 "$POLYX" solve --count --checkpoint=ckv "$d/pentominoes-6x10.dlx"
expect_stderr "^polyx: ckv:2: made for another job: version"
# Malformed files: FILE:LINE and what is wrong.
sed '9s/^\([0-9]*\) \([0-9]\)/\1 9\2/' ck >bad1
expect_status 65 "$POLYX" solve --count --checkpoint=bad1 "$d/pentominoes-6x10.dlx"
expect_one_line_stderr
expect_stderr "^polyx: bad1:9: the record's checksum does not match"
sed '10s/ [0-9a-f]*$//' ck >bad2
expect_status 65 "$POLYX" solve --count --checkpoint=bad2 "$d/pentominoes-6x10.dlx"
expect_stderr "^polyx: bad2:10: a record ends with its checksum"
it=$(sed -n "7s/ .*//p" ck); { head -n 8 ck; sed -n 7p ck; } >bad3
expect_status 65 "$POLYX" solve --count --checkpoint=bad3 "$d/pentominoes-6x10.dlx"
expect_stderr "^polyx: bad3:9: item $it is recorded twice"
printf 'not a checkpoint\n' >bad4
expect_status 65 "$POLYX" solve --count --checkpoint=bad4 "$d/pentominoes-6x10.dlx"
expect_stderr "^polyx: bad4:1: not a polyx checkpoint"
# A record whose checksum is right but whose counters do not add up.
line='0 0 150 67230 10 1,1,1'; crc=$(printf '%s' "$line" | gzip -c | tail -c8 | od -An -tx4 -N4 | tr -d ' ')
{ head -n 6 ck; printf '%s %s\n' "$line" "$crc"; } >bad5
expect_status 65 "$POLYX" solve --count --checkpoint=bad5 "$d/pentominoes-6x10.dlx"
expect_stderr "^polyx: bad5:7: malformed record of item 0"
# Usage: only with --count, not with the forms that stop early.
expect_status 64 "$POLYX" solve --checkpoint=x "$d/queens8.dlx"
expect_stderr "needs --count"
expect_status 64 "$POLYX" solve --count --max=3 --checkpoint=x "$d/queens8.dlx"
[ -e x ] && fail "a refused run made a checkpoint"
# One run at a time on a checkpoint: a second is refused while the first runs.
"$POLYX" solve --count -j1 --checkpoint=ck5 "$d/pentominoes-6x10.dlx" >out5 2>err5 &
pid=$!
wait_records ck5 5
expect_status 74 "$POLYX" solve --count --checkpoint=ck5 "$d/pentominoes-6x10.dlx"
expect_one_line_stderr
expect_stderr "^polyx: ck5: in use by another run"
wait $pid || fail "the first run failed"
cmp -s out5 want || fail "the first run's count differs"
# A checkpoint that cannot be created: 73, as every other output.
expect_status 73 "$POLYX" solve --count --checkpoint=/nonexistent/dir/ck "$d/queens8.dlx"
expect_one_line_stderr
# tile --count --checkpoint: the count of the fast engine, and again from the file alone.
tiles=$("$POLYX" tile -p 'domino*8' -r 4x4 --count) || fail "tile count"
expect_status 0 "$POLYX" tile -p 'domino*8' -r 4x4 --count --checkpoint=tk
[ "$(cat out)" = "$tiles" ] || fail "tile count with a checkpoint: $(cat out), want $tiles"
expect_status 0 "$POLYX" tile -p 'domino*8' -r 4x4 --count --stats --checkpoint=tk
[ "$(cat out)" = "$tiles" ] || fail "tile count from a checkpoint: $(cat out), want $tiles"
expect_stderr "^Parts: ([0-9]+) \\(\\1 done by an earlier run\\)"
expect_status 65 "$POLYX" tile -p 'domino*4' -r 4x2 --count --checkpoint=tk
expect_stderr "^polyx: tk:3: made for another job: problem"
# --distinct on the fast engine's plan: the distinct count, and again from the file.
dist=$("$POLYX" tile -p pentominoes -r 5x12 --count -d) || fail "tile distinct count"
expect_status 0 "$POLYX" tile -p pentominoes -r 5x12 --count -d --checkpoint=tk2
[ "$(cat out)" = "$dist" ] || fail "distinct count with a checkpoint: $(cat out), want $dist"
grep -qx 'search engine fast distinct' tk2 || fail "the checkpoint does not name the distinct search"
expect_status 0 "$POLYX" tile -p pentominoes -r 5x12 --count -d --stats --checkpoint=tk2
[ "$(cat out)" = "$dist" ] || fail "distinct count from a checkpoint: $(cat out), want $dist"
expect_stderr "^Parts: ([0-9]+) \\(\\1 done by an earlier run\\)"
# The plain count's file is not the distinct count's.
expect_status 65 "$POLYX" tile -p pentominoes -r 5x12 --count --checkpoint=tk2
expect_stderr "^polyx: tk2:3: made for another job: problem"
# --distinct where only libdlx takes the region (a box of 41x31 cells): refused, no file.
awk 'BEGIN { for (y = 0; y < 31; y++) { s = (y < 4) ? "...." : ""; if (y >= 27) s = sprintf("%41s", "....");
  print s } }' >far
expect_status 64 "$POLYX" tile -p 'domino*16' -r far --count -d --checkpoint=tk3
expect_one_line_stderr
expect_stderr "^polyx: tile: --checkpoint with --distinct needs the fast engine"
[ -e tk3 ] && fail "a refused tile run made a checkpoint"
# ... and its plain count on libdlx's plan, as before.
expect_status 0 "$POLYX" tile -p 'domino*16' -r far --count --checkpoint=tk3
[ "$(cat out)" = 1296 ] || fail "dlx count with a checkpoint: $(cat out), want 1296"
grep -q '^search engine auto' tk3 || fail "the dlx route's checkpoint changed"
exit 0
