# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
## tests/dlx/local.mk: libdlx's proof: known counts, a differential test against a brute-force
## solver, write/read round trips, API behaviour, the parallel search, the reader's errors.
# They need libdlx only (not cards/ or output/); tests/dlx/gen-dlx regenerates data/*.dlx.
DLX_TEST_LIBS = dlx/libdlx.la lib/libgnu.a $(LIBS)
DLX_INST = tests/dlx/dlx_inst.c tests/dlx/dlx_inst.h
check_PROGRAMS += tests/dlx/t_dlx_known tests/dlx/t_dlx_diff tests/dlx/t_dlx_roundtrip tests/dlx/t_dlx_api
check_PROGRAMS += tests/dlx/t_dlx_par tests/dlx/t_dlx_plan tests/dlx/t_dlx_io tests/dlx/gen-dlx
check_PROGRAMS += tests/dlx/t_dlx_bits tests/dlx/t_dlx_stamp
# libdlx's sources compiled in once more, with 8-bit stamps in the cells engine's doomed-commit test.
tests_dlx_t_dlx_stamp_SOURCES = tests/dlx/t_dlx_stamp.c $(DLX_INST) $(DLX_C_SOURCES)
tests_dlx_t_dlx_stamp_CPPFLAGS = $(AM_CPPFLAGS) -DDLX_CELLS_STAMP_T=uint8_t
tests_dlx_t_dlx_stamp_LDADD = lib/libgnu.a $(LTLIBINTL) $(LIBS)
tests_dlx_t_dlx_bits_SOURCES = tests/dlx/t_dlx_bits.c $(DLX_INST)
tests_dlx_t_dlx_bits_LDADD = $(DLX_TEST_LIBS)
tests_dlx_t_dlx_known_SOURCES = tests/dlx/t_dlx_known.c $(DLX_INST)
tests_dlx_t_dlx_known_LDADD = $(DLX_TEST_LIBS)
tests_dlx_t_dlx_diff_SOURCES = tests/dlx/t_dlx_diff.c $(DLX_INST)
tests_dlx_t_dlx_diff_LDADD = $(DLX_TEST_LIBS)
tests_dlx_t_dlx_roundtrip_SOURCES = tests/dlx/t_dlx_roundtrip.c $(DLX_INST)
tests_dlx_t_dlx_roundtrip_LDADD = $(DLX_TEST_LIBS)
tests_dlx_t_dlx_api_SOURCES = tests/dlx/t_dlx_api.c $(DLX_INST)
tests_dlx_t_dlx_api_LDADD = $(DLX_TEST_LIBS)
tests_dlx_t_dlx_par_SOURCES = tests/dlx/t_dlx_par.c $(DLX_INST)
tests_dlx_t_dlx_par_LDADD = $(DLX_TEST_LIBS)
tests_dlx_t_dlx_plan_SOURCES = tests/dlx/t_dlx_plan.c $(DLX_INST)
tests_dlx_t_dlx_plan_LDADD = $(DLX_TEST_LIBS)
tests_dlx_t_dlx_io_LDADD = $(TEST_LIBS)
tests_dlx_gen_dlx_SOURCES = tests/dlx/gen-dlx.c $(DLX_INST)
tests_dlx_gen_dlx_LDADD = $(DLX_TEST_LIBS)
TESTS += tests/dlx/t_dlx_known tests/dlx/t_dlx_diff tests/dlx/t_dlx_roundtrip tests/dlx/t_dlx_api
TESTS += tests/dlx/t_dlx_par tests/dlx/t_dlx_plan tests/dlx/t_dlx_io tests/dlx/t_dlx_data.sh
TESTS += tests/dlx/t_dlx_bits tests/dlx/t_dlx_stamp
EXTRA_DIST += tests/dlx/t_dlx_data.sh data/pentominoes-6x10.dlx data/queens-14.dlx data/langford-12.dlx
EXTRA_DIST += data/queens8.dlx data/colors.dlx data/multiplicity.dlx
EXTRA_DIST += tests/data/two.dlx tests/data/nosol.dlx tests/data/colors.dlx tests/data/colors2.dlx
EXTRA_DIST += tests/data/mult.dlx tests/data/queens4.dlx tests/data/queens5.dlx tests/data/queens.awk
EXTRA_DIST += tests/data/queens8-knuth.dlx
regen-dlx-data: tests/dlx/gen-dlx
	tests/dlx/gen-dlx pentominoes 6 10 >$(srcdir)/data/pentominoes-6x10.dlx
	tests/dlx/gen-dlx queens 14 >$(srcdir)/data/queens-14.dlx
	tests/dlx/gen-dlx langford 12 >$(srcdir)/data/langford-12.dlx
.PHONY: regen-dlx-data
BENCHMARKS += tests/dlx/bench_dlx tests/dlx/bench_par
EXTRA_PROGRAMS += tests/dlx/bench_dlx tests/dlx/bench_par
tests_dlx_bench_par_SOURCES = tests/dlx/bench_par.c $(DLX_INST)
tests_dlx_bench_par_LDADD = $(DLX_TEST_LIBS)
tests_dlx_bench_dlx_SOURCES = tests/dlx/bench_dlx.c $(DLX_INST)
tests_dlx_bench_dlx_LDADD = $(DLX_TEST_LIBS)

# libdlx's ABI: dlx/libdlx.abi records the exported interface (abidw of
# the shared library, its public headers only); tests/dlx/abi.sh compares a fresh
# build with it (abidiff). The library is compiled here once more as a plain
# shared object with debug information, straight from its sources, whatever
# configure said: CI builds --disable-shared and with sanitizers, and the check
# must run there too. Its soname is libtool's (libdlx.so.CURRENT-AGE).
DLX_ABI_SO = tests/dlx/abi/libdlx.so
ABIDW_FLAGS = --no-corpus-path --no-comp-dir-path --no-show-locs --no-elf-needed \
  --drop-undefined-syms --type-id-style hash \
  --header-file $(srcdir)/dlx/dlx.h --header-file dlx/dlx_version.h
DLX_ABI = tests/dlx/abi/libdlx.abi
check_DATA += $(DLX_ABI)
$(DLX_ABI_SO): $(dlx_libdlx_la_SOURCES) dlx/dlx_version.h config.h
	$(AM_V_GEN)$(MKDIR_P) tests/dlx/abi && \
	soname=libdlx.so.`echo $(DLX_LT_VERSION_INFO) | awk -F: '{print $$1 - $$3}'` && \
	$(CC) -shared -fPIC -g -O0 -o $@ -Wl,-soname,$$soname $(DEFS) $(DEFAULT_INCLUDES) \
	  $(AM_CPPFLAGS) $(CPPFLAGS) $(addprefix $(srcdir)/,$(DLX_C_SOURCES)) $(LTLIBINTL) $(LIBS)
# Its interface as abidw writes it (none without abigail-tools: the test skips).
$(DLX_ABI): $(DLX_ABI_SO)
	$(AM_V_GEN)if command -v abidw >/dev/null 2>&1; then \
	  abidw $(ABIDW_FLAGS) $(DLX_ABI_SO) >$@.tmp && mv $@.tmp $@; \
	else rm -f $@; : >$@.none; fi
# The one way dlx/libdlx.abi is made: after a change of the interface that is meant
# (the version raised in configure.ac), `make update-abi`, and commit it.
update-abi: $(DLX_ABI)
	cp $(DLX_ABI) $(srcdir)/dlx/libdlx.abi
.PHONY: update-abi
TESTS += tests/dlx/abi.sh
EXTRA_DIST += tests/dlx/abi.sh dlx/libdlx.abi
CLEANFILES += $(DLX_ABI_SO) $(DLX_ABI) $(DLX_ABI).none

# libdlx installed, used by a program of its own (tests/dlx/install.sh): under a
# temporary DESTDIR on make check, at the real prefix on make installcheck (and so
# in make distcheck). The test builds examples/dlx-count.c with the compiler and
# flags of the build (tests/dlx/cc.sh; a sanitizer build's libdlx.a needs them).
check_DATA += tests/dlx/cc.sh
tests/dlx/cc.sh: Makefile
	$(AM_V_GEN)$(MKDIR_P) tests/dlx && \
	{ echo "DLX_CC='$(CC)'"; echo "DLX_CFLAGS='$(CFLAGS)'"; echo "DLX_LDFLAGS='$(LDFLAGS)'"; } >$@
TESTS += tests/dlx/install.sh
EXTRA_DIST += tests/dlx/install.sh examples/dlx-count.c
CLEANFILES += tests/dlx/cc.sh
installcheck-local: tests/dlx/cc.sh
	$(AM_TESTS_ENVIRONMENT) DLX_INSTALLED=1 DLX_PKGCONFIGDIR='$(pkgconfigdir)' \
	  $(SHELL) $(srcdir)/tests/dlx/install.sh
