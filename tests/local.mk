## tests/local.mk: the test suite (`make check`) and the benchmarks (`make bench`).
# Shell tests see the built tree through these variables.
AM_TESTS_ENVIRONMENT = \
  LC_ALL=C; export LC_ALL; \
  POLYX=$(abs_top_builddir)/src/polyx; export POLYX; \
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
TEST_LIBS = cards/libcards.a output/liboutput.a dlx/libdlx.la lib/libgnu.a \
  $(CAIRO_LIBS) $(PNG_LIBS) $(ZLIB_LIBS) $(LIBS)

# Benchmarks: built and run by `make bench`, never by `make check`.
# Each benchmark adds its program with `BENCHMARKS += tests/bench_x` and `EXTRA_PROGRAMS += tests/bench_x`
# (not BENCH_PROGRAMS: automake would take that for an install directory).
EXTRA_PROGRAMS =
bench: $(BENCHMARKS) src/polyx
	@for b in $(BENCHMARKS); do ./$$b || exit 1; done
	@$(SHELL) $(srcdir)/tests/bench.sh
.PHONY: bench
EXTRA_DIST += tests/bench.sh
CLEANFILES += $(BENCHMARKS)

# Each test adds itself below with lines of its own (TESTS += ..., check_PROGRAMS += ...).
# libdlx's proof (dlxtests): known counts, differential test against a brute-force solver,
# write/read round trips, API behaviour; tests/gen-dlx regenerates data/*.dlx.
# They need libdlx only (not cards/ or output/).
DLX_TEST_LIBS = dlx/libdlx.la lib/libgnu.a $(LIBS)
check_PROGRAMS += tests/t_dlx_known tests/t_dlx_diff tests/t_dlx_roundtrip tests/t_dlx_api tests/gen-dlx
tests_t_dlx_known_SOURCES = tests/t_dlx_known.c tests/dlx_inst.c tests/dlx_inst.h
tests_t_dlx_known_LDADD = $(DLX_TEST_LIBS)
tests_t_dlx_diff_SOURCES = tests/t_dlx_diff.c tests/dlx_inst.c tests/dlx_inst.h
tests_t_dlx_diff_LDADD = $(DLX_TEST_LIBS)
tests_t_dlx_roundtrip_SOURCES = tests/t_dlx_roundtrip.c tests/dlx_inst.c tests/dlx_inst.h
tests_t_dlx_roundtrip_LDADD = $(DLX_TEST_LIBS)
tests_t_dlx_api_SOURCES = tests/t_dlx_api.c tests/dlx_inst.c tests/dlx_inst.h
tests_t_dlx_api_LDADD = $(DLX_TEST_LIBS)
tests_gen_dlx_SOURCES = tests/gen-dlx.c tests/dlx_inst.c tests/dlx_inst.h
tests_gen_dlx_LDADD = $(DLX_TEST_LIBS)
TESTS += tests/t_dlx_known tests/t_dlx_diff tests/t_dlx_roundtrip tests/t_dlx_api tests/t_dlx_data.sh
EXTRA_DIST += tests/t_dlx_data.sh data/pentominoes-6x10.dlx data/queens-14.dlx data/langford-12.dlx
regen-dlx-data: tests/gen-dlx
	tests/gen-dlx pentominoes 6 10 >$(srcdir)/data/pentominoes-6x10.dlx
	tests/gen-dlx queens 14 >$(srcdir)/data/queens-14.dlx
	tests/gen-dlx langford 12 >$(srcdir)/data/langford-12.dlx
.PHONY: regen-dlx-data
BENCHMARKS += tests/bench_dlx
EXTRA_PROGRAMS += tests/bench_dlx
tests_bench_dlx_SOURCES = tests/bench_dlx.c
tests_bench_dlx_CPPFLAGS = $(AM_CPPFLAGS) -DDLX_DATADIR='"$(abs_top_srcdir)/data"'
tests_bench_dlx_LDADD = $(DLX_TEST_LIBS)
TESTS += tests/solve-known.sh tests/solve-output.sh tests/solve-count.sh tests/solve-unique.sh
TESTS += tests/solve-random.sh tests/solve-budget.sh tests/solve-stats.sh tests/solve-errors.sh
TESTS += tests/solve-usage.sh tests/solve-roundtrip.sh tests/solve-man.sh tests/solve-sigint.sh
EXTRA_DIST += tests/solve-known.sh tests/solve-output.sh tests/solve-count.sh tests/solve-unique.sh
EXTRA_DIST += tests/solve-random.sh tests/solve-budget.sh tests/solve-stats.sh tests/solve-errors.sh
EXTRA_DIST += tests/solve-usage.sh tests/solve-roundtrip.sh tests/solve-man.sh tests/solve-sigint.sh
EXTRA_DIST += tests/data/two.dlx tests/data/nosol.dlx tests/data/colors.dlx tests/data/colors2.dlx
EXTRA_DIST += tests/data/mult.dlx tests/data/queens4.dlx tests/data/queens5.dlx tests/data/queens.awk
EXTRA_DIST += data/queens8.dlx data/colors.dlx data/multiplicity.dlx
check_PROGRAMS += tests/t_pieces
tests_t_pieces_LDADD = $(TEST_LIBS)
TESTS += tests/t_pieces
EXTRA_DIST += tests/data/pieces-good.txt tests/data/pieces-bad.txt
check_PROGRAMS += tests/t_region
tests_t_region_LDADD = $(TEST_LIBS)
TESTS += tests/t_region
check_PROGRAMS += tests/t_tiling
tests_t_tiling_LDADD = $(TEST_LIBS)
TESTS += tests/t_tiling
TESTS += tests/tile-basic.sh tests/tile-errors.sh
EXTRA_DIST += tests/tile-basic.sh tests/tile-errors.sh tests/data/tile-8x8-centre.txt tests/data/tile-plus.txt tests/data/tile-bad-char.txt
check_PROGRAMS += tests/t_draw
tests_t_draw_LDADD = $(TEST_LIBS)
TESTS += tests/t_draw
EXTRA_DIST += tests/golden/tiling-a4.trace tests/golden/region-card.trace tests/golden/nup-backs-answers-cs.trace tests/golden/tiling-bw-card.trace tests/golden/hex-tile.trace
EXTRA_DIST += tests/data/region-8x8-centre.txt tests/data/region-bad.txt
TESTS += tests/render-pdf.sh tests/render-png.sh tests/render-repro.sh tests/render-errors.sh
EXTRA_DIST += tests/render-pdf.sh tests/render-png.sh tests/render-repro.sh tests/render-errors.sh
TESTS += tests/solve-memory.sh
EXTRA_DIST += tests/solve-memory.sh
TESTS += tests/solve-progress.sh
EXTRA_DIST += tests/solve-progress.sh
TESTS += tests/render-trace.sh
EXTRA_DIST += tests/render-trace.sh tests/golden/render-cli.trace
TESTS += tests/tile-output.sh
EXTRA_DIST += tests/tile-output.sh
check_PROGRAMS += tests/t_dlx_io
tests_t_dlx_io_LDADD = $(TEST_LIBS)
TESTS += tests/t_dlx_io
check_PROGRAMS += tests/t_polyssimo
tests_t_polyssimo_LDADD = $(TEST_LIBS)
TESTS += tests/t_polyssimo tests/polyssimo-board.sh tests/polyssimo-puzzle.sh tests/polyssimo-play.sh tests/polyssimo-errors.sh
EXTRA_DIST += tests/polyssimo-board.sh tests/polyssimo-puzzle.sh tests/polyssimo-play.sh tests/polyssimo-errors.sh
EXTRA_DIST += tests/data/polyssimo-two.txt tests/data/polyssimo-none.txt tests/data/polyssimo-bad.txt
check_PROGRAMS += tests/t_polyminix
tests_t_polyminix_LDADD = $(TEST_LIBS)
TESTS += tests/t_polyminix tests/cards-verify.sh tests/cards-roundtrip.sh tests/cards-print.sh tests/cards-problems.sh
EXTRA_DIST += tests/cards-verify.sh tests/cards-roundtrip.sh tests/cards-print.sh tests/cards-problems.sh
EXTRA_DIST += tests/data/cards-good.txt tests/data/cards-bad-area.txt tests/data/cards-bad-cover.txt tests/data/cards-bad-kit.txt tests/data/cards-bad-sizes.txt tests/data/cards-bad-syntax.txt
EXTRA_DIST += tests/data/queens8-knuth.dlx
EXTRA_DIST += tests/data/tile-box-6x10.png
TESTS += tests/tile-progress.sh
EXTRA_DIST += tests/tile-progress.sh
check_PROGRAMS += tests/t_polymo
tests_t_polymo_LDADD = $(TEST_LIBS)
TESTS += tests/t_polymo
TESTS += tests/polymo-cli.sh
EXTRA_DIST += tests/polymo-cli.sh tests/data/polymo-best9.txt
TESTS += tests/polymo-man.sh
EXTRA_DIST += tests/polymo-man.sh
TESTS += tests/options-man.sh
EXTRA_DIST += tests/options-man.sh
check_PROGRAMS += tests/t_dlx_par
tests_t_dlx_par_SOURCES = tests/t_dlx_par.c tests/dlx_inst.c tests/dlx_inst.h
tests_t_dlx_par_LDADD = $(DLX_TEST_LIBS)
TESTS += tests/t_dlx_par tests/solve-jobs.sh
EXTRA_DIST += tests/check.h
EXTRA_DIST += tests/solve-jobs.sh
TESTS += tests/tile-render-opts.sh
EXTRA_DIST += tests/tile-render-opts.sh
TESTS += tests/tile-colors.sh
EXTRA_DIST += tests/tile-colors.sh
TESTS += tests/cards-levels.sh
EXTRA_DIST += tests/cards-levels.sh
TESTS += tests/render-svgz.sh
EXTRA_DIST += tests/render-svgz.sh
include tests/polymere/local.mk
