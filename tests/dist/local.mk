# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
## tests/dist/local.mk: dist/: checkpoints (always) and searches over mpirun (when built with MPI).
if HAVE_MPI
POLYX_MPI = yes
else
POLYX_MPI = no
endif
# The MPI tests run on this machine only: loopback, more processes than
# cores allowed, and as root in CI containers (Open MPI refuses root unless told).
AM_TESTS_ENVIRONMENT += \
  POLYX_MPI=$(POLYX_MPI); export POLYX_MPI; MPIRUN='$(MPIRUN)'; export MPIRUN; \
  OMPI_ALLOW_RUN_AS_ROOT=1; export OMPI_ALLOW_RUN_AS_ROOT; \
  OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1; export OMPI_ALLOW_RUN_AS_ROOT_CONFIRM; \
  OMPI_MCA_rmaps_base_oversubscribe=1; export OMPI_MCA_rmaps_base_oversubscribe; \
  OMPI_MCA_btl_tcp_if_include=lo; export OMPI_MCA_btl_tcp_if_include; \
  OMPI_MCA_oob_tcp_if_include=lo; export OMPI_MCA_oob_tcp_if_include;
DIST_SH = tests/dist/not-built.sh tests/dist/mpi-module.sh tests/dist/install.sh tests/dist/checkpoint.sh tests/dist/checkpoint-files.sh tests/dist/mpi-solve.sh tests/dist/mpi-tile.sh tests/dist/mpi-tile-list.sh tests/dist/mpi-tile-kill.sh tests/dist/mpi-batch.sh tests/dist/mpi-kill.sh tests/dist/mpi-progress.sh tests/dist/mpi-interrupt.sh tests/dist/mpi-interrupt-search.sh
TESTS += $(DIST_SH)
# A module of another version (mpi-module.sh), built by hand as dist/local.mk builds the module
# under --disable-shared: a shared object whatever the configuration.
if HAVE_MPI
DIST_WRONG_ABI = tests/dist/wrong-abi.so
check_DATA += $(DIST_WRONG_ABI)
$(DIST_WRONG_ABI): $(top_srcdir)/tests/dist/wrong_abi.c $(top_srcdir)/dist/dist_mpi.h config.h
	$(AM_V_CCLD)$(MKDIR_P) tests/dist && $(CC) $(DEFS) $(DEFAULT_INCLUDES) $(AM_CPPFLAGS) \
	  $(CPPFLAGS) $(AM_CFLAGS) $(CFLAGS) -fPIC -shared $(LDFLAGS) -o $@ \
	  $(top_srcdir)/tests/dist/wrong_abi.c
CLEANFILES += $(DIST_WRONG_ABI)
endif
EXTRA_DIST += tests/dist/wrong_abi.c
EXTRA_DIST += $(DIST_SH) tests/dist/dist-lib.sh
# Figures (not tests): the speed-up over processes and the balance, and the size of a count too
# long to run from a sample of its parts (scripts/dist-simulate reads both).
EXTRA_PROGRAMS += tests/dist/sample_parts
tests_dist_sample_parts_SOURCES = tests/dist/sample_parts.c
tests_dist_sample_parts_LDADD = dlx/libdlx.la lib/libgnu.a $(LIBS)
EXTRA_DIST += tests/dist/bench-mpi.sh scripts/dist-simulate
bench: tests/dist/sample_parts
CLEANFILES += tests/dist/sample_parts
