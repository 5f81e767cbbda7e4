# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
## dist/local.mk: libdist, spreading work over processes (MPI) and checkpoints.
noinst_LIBRARIES += dist/libdist.a
dist_libdist_a_SOURCES = dist/dist.c dist/checkpoint.c dist/search.c dist/dist.h dist/dist_search.h \
  dist/dist_mpi.h dist/intl.h
# What a program linking libdist needs besides it: not MPI, which dist.c loads (the module below).
DIST_LIBS = dist/libdist.a $(BASE_LIBS)

# The MPI module, polyx-mpi.so: the only part of polyx linked with MPI's libraries, loaded by
# dist_open only under mpirun (dist/dist_mpi.h), found in the build tree's dist/.libs/ or in
# $(pkglibdir) (src/polyx.c).
if HAVE_MPI
if SHARED_MODULES
pkglib_LTLIBRARIES += dist/polyx-mpi.la
dist_polyx_mpi_la_SOURCES = dist/dist_mpi.c dist/dist_mpi.h
dist_polyx_mpi_la_CFLAGS = $(AM_CFLAGS) $(MPI_CFLAGS)
dist_polyx_mpi_la_LDFLAGS = -module -avoid-version -shared
dist_polyx_mpi_la_LIBADD = $(MPI_LIBS)
else
# configure --disable-shared (the sanitizer builds): libtool makes no shared object then, so the
# module is built by hand at the place libtool would have put it.
DIST_MPI_SO = dist/.libs/polyx-mpi.so
$(DIST_MPI_SO): $(top_srcdir)/dist/dist_mpi.c $(top_srcdir)/dist/dist_mpi.h config.h
	$(AM_V_CCLD)$(MKDIR_P) dist/.libs && $(CC) $(DEFS) $(DEFAULT_INCLUDES) $(AM_CPPFLAGS) $(CPPFLAGS) \
	  $(MPI_CFLAGS) $(AM_CFLAGS) $(CFLAGS) -fPIC -shared $(LDFLAGS) -o $@ \
	  $(top_srcdir)/dist/dist_mpi.c $(MPI_LIBS)
endif
endif
# The hand-built module (DIST_MPI_SO, empty otherwise): built, installed, removed.
all-local: $(DIST_MPI_SO)
install-exec-local: install-dist-mpi
install-dist-mpi: $(DIST_MPI_SO)
	@if test -n '$(DIST_MPI_SO)'; then \
	  $(MKDIR_P) '$(DESTDIR)$(pkglibdir)' && \
	  $(INSTALL_PROGRAM) $(DIST_MPI_SO) '$(DESTDIR)$(pkglibdir)/polyx-mpi.so'; \
	fi
uninstall-local: uninstall-dist-mpi
uninstall-dist-mpi:
	@if test -n '$(DIST_MPI_SO)'; then rm -f '$(DESTDIR)$(pkglibdir)/polyx-mpi.so'; fi
clean-local: clean-dist-mpi
clean-dist-mpi:
	-rm -f dist/.libs/polyx-mpi.so
.PHONY: install-dist-mpi uninstall-dist-mpi clean-dist-mpi
# In every tarball, whatever this build's configuration.
EXTRA_DIST += dist/dist_mpi.c
