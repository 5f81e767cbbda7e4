# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
## dist/local.mk: libdist, spreading work over processes (MPI) and checkpoints.
noinst_LIBRARIES += dist/libdist.a
dist_libdist_a_SOURCES = dist/dist.c dist/checkpoint.c dist/search.c dist/dist.h dist/dist_search.h dist/intl.h
dist_libdist_a_CFLAGS = $(AM_CFLAGS) $(MPI_CFLAGS)
# What a program linking libdist needs besides it (MPI's libraries when built with it).
DIST_LIBS = dist/libdist.a $(BASE_LIBS) $(MPI_LIBS)
