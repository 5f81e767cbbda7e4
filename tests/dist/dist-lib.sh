# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# dist-lib.sh: helpers of the dist/ tests (sourced after lib.sh).
# need_mpi: skip unless polyx was built with MPI and mpirun is there.
need_mpi() {
  [ "${POLYX_MPI:-no}" = yes ] || skip "polyx built without MPI (configure --with-mpi)"
  [ -n "${MPIRUN:-}" ] && [ -x "$MPIRUN" ] || skip "no mpirun"
  [ -n "${POLYX_OVERRIDE:-}" ] && skip "mpirun under $POLYX_OVERRIDE"
  # Open MPI's plug-ins are unloaded at MPI_Finalize and built without frame
  # pointers: only the slow unwinder reaches the frames in libmpi and
  # libopen-pal that tests/lsan.supp names (a sanitizer build; ignored otherwise).
  ASAN_OPTIONS="${ASAN_OPTIONS:-}:fast_unwind_on_malloc=0:malloc_context_size=40"
  export ASAN_OPTIONS
  return 0
}
# mpi N ARGS...: polyx ARGS over N processes.
mpi() { n=$1; shift; "$MPIRUN" -np "$n" "$POLYX" "$@"; }
# stats_of FILE: the --stats lines that must not depend on how the search ran
# (the time and the lines about parts and processes left out).
stats_of() { sed -e 's/, [0-9.]* s\././' -e '/^Parts:/d' -e '/^Process /d' "$1"; }
# wait_records FILE N: wait (at most 60 s) until checkpoint FILE has N records.
wait_records() {
  i=0
  while :; do
    k=$(grep -c '^[0-9]' "$1" 2>/dev/null); [ "${k:-0}" -ge "$2" ] && break
    i=$((i + 1)); [ $i -gt 600 ] && fail "no $2 records in $1 after 60 s"
    sleep 0.1
  done
}
# kill_rank1 PID: kill -9 rank 1 among the children of mpirun PID, wait (at most 30 s)
# for mpirun to end, and fail unless it ended with a failure.
kill_rank1() {
  victim=
  for c in $(ps -o pid= --ppid "$1"); do
    tr '\0' '\n' <"/proc/$c/environ" 2>/dev/null | grep -qx 'OMPI_COMM_WORLD_RANK=1' && victim=$c
  done
  [ -n "$victim" ] || { kill "$1"; fail "rank 1 not found"; }
  kill -KILL "$victim" || fail "rank 1 ended before it could be killed"
  i=0
  while kill -0 "$1" 2>/dev/null; do
    i=$((i + 1)); [ $i -gt 300 ] && { kill -KILL "$1"; fail "mpirun still running 30 s after a rank was killed"; }
    sleep 0.1
  done
  wait "$1" && fail "mpirun succeeded with a rank killed"
  return 0
}
