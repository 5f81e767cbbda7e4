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
# rank_of PID: the MPI rank of process PID (from its environment), or nothing.
rank_of() { tr '\0' '\n' <"/proc/$1/environ" 2>/dev/null | sed -n 's/^OMPI_COMM_WORLD_RANK=//p'; }
# busy_ranks PID N: wait (at most 2 minutes) until the N processes mpirun PID started have each run
# half a second of CPU time, past MPI's start and the command's set-up (where Ctrl-C still ends a
# process at once, status 130: a fixed wait of 2 s was too short on a loaded machine); then print
# "RANK PROCESS-ID", a line each. Fails when mpirun ended first or the time ran out.
busy_ranks() {
  busy=$(($(getconf CLK_TCK 2>/dev/null || echo 100) / 2)) tries=0
  while :; do
    list= seen=0 idle=0
    for c in $(ps -o pid= --ppid "$1"); do
      r=$(rank_of "$c")
      [ -n "$r" ] || continue
      seen=$((seen + 1))
      t=$(awk '{ print $14 + $15 }' "/proc/$c/stat" 2>/dev/null)
      [ "${t:-0}" -ge $busy ] || idle=1
      list="$list$r $c
"
    done
    if [ $seen -eq "$2" ] && [ $idle -eq 0 ]; then
      printf '%s' "$list"
      return 0
    fi
    tries=$((tries + 1))
    if [ $tries -gt 600 ] || ! kill -0 "$1" 2>/dev/null; then
      kill "$1" 2>/dev/null
      fail "no $2 busy processes under mpirun within 2 minutes (ended early?)"
    fi
    sleep 0.2
  done
}
# kill_rank1 PID: kill -9 rank 1 among the children of mpirun PID, wait (at most 30 s)
# for mpirun to end, and fail unless it ended with a failure.
kill_rank1() {
  victim=
  for c in $(ps -o pid= --ppid "$1"); do
    [ "$(rank_of "$c")" = 1 ] && victim=$c
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
