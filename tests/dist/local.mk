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
DIST_SH = tests/dist/not-built.sh tests/dist/checkpoint.sh tests/dist/mpi-solve.sh tests/dist/mpi-tile.sh tests/dist/mpi-kill.sh
TESTS += $(DIST_SH)
EXTRA_DIST += $(DIST_SH) tests/dist/dist-lib.sh
