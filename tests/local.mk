# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
## tests/local.mk: the test suite (`make check`) and the benchmarks (`make bench`).
# Shell tests see the built tree through these variables.
AM_TESTS_ENVIRONMENT = \
  LC_ALL=C; export LC_ALL; \
  POLYX=$${POLYX_OVERRIDE:-$(abs_top_builddir)/src/polyx}; export POLYX; \
  POLYX_LOCALEDIR=$(abs_top_builddir)/tests/i18n/locale; export POLYX_LOCALEDIR; \
  LANGUAGE=; export LANGUAGE; \
  srcdir=$(abs_top_srcdir)/tests; export srcdir; \
  top_srcdir=$(abs_top_srcdir); export top_srcdir; \
  builddir=$(abs_top_builddir)/tests; export builddir; \
  ASAN_OPTIONS=detect_leaks=1:abort_on_error=0; export ASAN_OPTIONS; \
  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1; export UBSAN_OPTIONS; \
  LSAN_OPTIONS=suppressions=$(abs_top_srcdir)/tests/lsan.supp:print_suppressions=0; export LSAN_OPTIONS;
TEST_EXTENSIONS = .sh
SH_LOG_COMPILER = $(SHELL)
EXTRA_DIST += tests/lib.sh tests/lsan.supp

# Unit tests in C link the libraries directly.
TEST_LIBS = $(GAMES_LIBS) $(OUTPUT_LIBS) dlx/libdlx.la lib/libgnu.a \
  $(PNG_LIBS) $(ZLIB_LIBS) $(LIBINTL) $(LIBS)

# Benchmarks: built and run by `make bench`, never by `make check`.
# Each benchmark adds its program with `BENCHMARKS += tests/bench_x` and `EXTRA_PROGRAMS += tests/bench_x`
# (not BENCH_PROGRAMS: automake would take that for an install directory).
EXTRA_PROGRAMS =
bench: $(BENCHMARKS) src/polyx
	@for b in $(BENCHMARKS); do ./$$b || exit 1; done
	@$(SHELL) $(srcdir)/tests/bench.sh
.PHONY: bench
EXTRA_DIST += tests/bench.sh tests/check.h
CLEANFILES += $(BENCHMARKS)

# Each folder's tests are in tests/FOLDER/local.mk; the shell tests find lib.sh,
# data/ and golden/ at the top of tests/ through $srcdir.
# The layering of the tree is a test of its own: a wrong #include fails `make check`.
TESTS += tests/layering.sh
# Every file names its licence (SPDX), and the licence texts are in the tree.
TESTS += tests/spdx.sh
EXTRA_DIST += tests/spdx.sh
EXTRA_DIST += tests/layering.sh
include tests/base/local.mk
include tests/dlx/local.mk
include tests/poly/local.mk
include tests/output/local.mk
include tests/games/polyminix/local.mk
include tests/games/polymo/local.mk
include tests/games/polyssimo/local.mk
include tests/cli/local.mk
include tests/fuzz/local.mk
include tests/games/polymere/local.mk
include tests/i18n/local.mk
include tests/dist/local.mk
# games/game.c, the series runner every game's play uses.
TESTS += tests/games/play-jobs.sh
EXTRA_DIST += tests/games/play-jobs.sh
# Out of memory inside every game's readers: each allocation of our code failed in turn.
check_PROGRAMS += tests/games/t_oom
tests_games_t_oom_LDADD = $(TEST_LIBS)
tests_games_t_oom_LDFLAGS = -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc
TESTS += tests/games/t_oom
# What a seed promises: the provenance line, and seeded products kept per minor version.
TESTS += tests/games/seeds.sh
EXTRA_DIST += tests/games/seeds.sh tests/golden/seeds/deck.txt tests/golden/seeds/polymo.rec \
  tests/golden/seeds/polymere.rec tests/golden/seeds/polyssimo.rec tests/golden/seeds/puzzles.txt \
  tests/golden/seeds/solitaire.txt
# IDs of every version read, counted and drawn the same by every later one.
TESTS += tests/games/ids.sh
EXTRA_DIST += tests/games/ids.sh tests/golden/ids/ids-0.2.txt tests/golden/ids/verify-0.2.txt \
  tests/golden/ids/sides-0.2.trace tests/golden/ids/polyssimo-0.2.txt
