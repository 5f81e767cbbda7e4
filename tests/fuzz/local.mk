# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
## tests/fuzz/local.mk: a libFuzzer harness per reader. `make check` replays their corpora under the
## suite's sanitizers (gcc is enough); `make fuzz` (configure --enable-fuzzing, CC=clang) builds the
## fuzzers; scripts/fuzz MINUTES runs them all.
# Each harness adds its name here and its two programs below.
FUZZ_HARNESSES = dlx region pieces png polymo polyssimo polyminix polymere burr checkpoint piecefile dlxrun catalog grey polycount args
AM_TESTS_ENVIRONMENT += FUZZ_HARNESSES='$(FUZZ_HARNESSES)'; export FUZZ_HARNESSES;
TESTS += tests/fuzz/replay.sh
EXTRA_DIST += tests/fuzz/replay.sh tests/fuzz/fuzz.h tests/fuzz/corpus
FUZZ_REPLAY = tests/fuzz/replay.c tests/fuzz/fuzz.h
check_PROGRAMS += tests/fuzz/replay_dlx tests/fuzz/replay_region tests/fuzz/replay_pieces tests/fuzz/replay_png
check_PROGRAMS += tests/fuzz/replay_polymo tests/fuzz/replay_polyssimo tests/fuzz/replay_polyminix tests/fuzz/replay_polymere
check_PROGRAMS += tests/fuzz/replay_burr tests/fuzz/replay_checkpoint tests/fuzz/replay_piecefile
check_PROGRAMS += tests/fuzz/replay_dlxrun tests/fuzz/replay_catalog tests/fuzz/replay_grey tests/fuzz/replay_polycount
check_PROGRAMS += tests/fuzz/replay_args
# The option parser is the command line's: its code without main (POLYX_NO_MAIN), and what it uses.
FUZZ_ARGS_SRC = tests/fuzz/fuzz_args.c src/polyx.c src/cmd_solve.c src/cmd_tile.c src/tile_args.c \
  src/tile_spread.c src/cmd_render.c src/cmd_polyssimo.c src/cmd_polyssimo_book.c \
  src/cmd_polyssimo_play.c src/cmd_cards.c src/cmd_cards_design.c \
  src/cmd_cards_print.c src/cmd_polymo.c \
  src/render_args.c src/cmd_polymere.c
tests_fuzz_replay_args_SOURCES = $(FUZZ_ARGS_SRC) $(FUZZ_REPLAY)
tests_fuzz_replay_args_CPPFLAGS = $(AM_CPPFLAGS) -DPOLYX_NO_MAIN
# (main's own helpers are left unused there)
tests_fuzz_replay_args_CFLAGS = $(AM_CFLAGS) -Wno-unused-function
tests_fuzz_replay_args_LDADD = $(DIST_LIBS) $(TEST_LIBS)
tests_fuzz_replay_dlxrun_SOURCES = tests/fuzz/fuzz_dlxrun.c $(FUZZ_REPLAY)
tests_fuzz_replay_dlxrun_LDADD = $(TEST_LIBS)
tests_fuzz_replay_catalog_SOURCES = tests/fuzz/fuzz_catalog.c $(FUZZ_REPLAY)
tests_fuzz_replay_catalog_LDADD = $(TEST_LIBS)
tests_fuzz_replay_grey_SOURCES = tests/fuzz/fuzz_grey.c $(FUZZ_REPLAY)
tests_fuzz_replay_grey_LDADD = $(TEST_LIBS)
tests_fuzz_replay_polycount_SOURCES = tests/fuzz/fuzz_polycount.c $(FUZZ_REPLAY)
tests_fuzz_replay_polycount_LDADD = $(TEST_LIBS)
tests_fuzz_replay_checkpoint_SOURCES = tests/fuzz/fuzz_checkpoint.c $(FUZZ_REPLAY)
tests_fuzz_replay_checkpoint_LDADD = $(TEST_LIBS)
tests_fuzz_replay_piecefile_SOURCES = tests/fuzz/fuzz_piecefile.c $(FUZZ_REPLAY)
tests_fuzz_replay_piecefile_LDADD = $(TEST_LIBS)
tests_fuzz_replay_burr_SOURCES = tests/fuzz/fuzz_burr.c $(FUZZ_REPLAY)
tests_fuzz_replay_burr_LDADD = $(TEST_LIBS)
tests_fuzz_replay_dlx_SOURCES = tests/fuzz/fuzz_dlx.c $(FUZZ_REPLAY)
tests_fuzz_replay_dlx_LDADD = $(TEST_LIBS)
tests_fuzz_replay_region_SOURCES = tests/fuzz/fuzz_region.c $(FUZZ_REPLAY)
tests_fuzz_replay_region_LDADD = $(TEST_LIBS)
tests_fuzz_replay_pieces_SOURCES = tests/fuzz/fuzz_pieces.c $(FUZZ_REPLAY)
tests_fuzz_replay_pieces_LDADD = $(TEST_LIBS)
tests_fuzz_replay_png_SOURCES = tests/fuzz/fuzz_png.c $(FUZZ_REPLAY)
tests_fuzz_replay_png_LDADD = $(TEST_LIBS)
tests_fuzz_replay_polymo_SOURCES = tests/fuzz/fuzz_polymo.c $(FUZZ_REPLAY)
tests_fuzz_replay_polymo_LDADD = $(TEST_LIBS)
tests_fuzz_replay_polyssimo_SOURCES = tests/fuzz/fuzz_polyssimo.c $(FUZZ_REPLAY)
tests_fuzz_replay_polyssimo_LDADD = $(TEST_LIBS)
tests_fuzz_replay_polyminix_SOURCES = tests/fuzz/fuzz_polyminix.c $(FUZZ_REPLAY)
tests_fuzz_replay_polyminix_LDADD = $(TEST_LIBS)
tests_fuzz_replay_polymere_SOURCES = tests/fuzz/fuzz_polymere.c $(FUZZ_REPLAY)
tests_fuzz_replay_polymere_LDADD = $(TEST_LIBS)

# The fuzzers proper: the same harnesses linked with libFuzzer's main, and gnulib's libgnu
# last (clang's configuration may replace fcntl, which dist/checkpoint.c calls).
FUZZ_LIBS = $(GAMES_LIBS) $(OUTPUT_LIBS) dlx/libdlx.la $(PNG_LIBS) $(ZLIB_LIBS) \
  lib/libgnu.a $(LIBS)
FUZZERS = tests/fuzz/fuzz_dlx tests/fuzz/fuzz_region tests/fuzz/fuzz_pieces tests/fuzz/fuzz_png tests/fuzz/fuzz_polymo tests/fuzz/fuzz_polyssimo tests/fuzz/fuzz_polyminix tests/fuzz/fuzz_polymere tests/fuzz/fuzz_burr tests/fuzz/fuzz_checkpoint tests/fuzz/fuzz_piecefile \
  tests/fuzz/fuzz_dlxrun tests/fuzz/fuzz_catalog tests/fuzz/fuzz_grey tests/fuzz/fuzz_polycount \
  tests/fuzz/fuzz_args
EXTRA_PROGRAMS += $(FUZZERS)
CLEANFILES += $(FUZZERS)
tests_fuzz_fuzz_dlx_SOURCES = tests/fuzz/fuzz_dlx.c tests/fuzz/fuzz.h
tests_fuzz_fuzz_dlx_LDADD = $(FUZZ_LIBS)
tests_fuzz_fuzz_dlx_LDFLAGS = -fsanitize=fuzzer
tests_fuzz_fuzz_region_SOURCES = tests/fuzz/fuzz_region.c tests/fuzz/fuzz.h
tests_fuzz_fuzz_region_LDADD = $(FUZZ_LIBS)
tests_fuzz_fuzz_region_LDFLAGS = -fsanitize=fuzzer
tests_fuzz_fuzz_pieces_SOURCES = tests/fuzz/fuzz_pieces.c tests/fuzz/fuzz.h
tests_fuzz_fuzz_pieces_LDADD = $(FUZZ_LIBS)
tests_fuzz_fuzz_pieces_LDFLAGS = -fsanitize=fuzzer
tests_fuzz_fuzz_png_SOURCES = tests/fuzz/fuzz_png.c tests/fuzz/fuzz.h
tests_fuzz_fuzz_png_LDADD = $(FUZZ_LIBS)
tests_fuzz_fuzz_png_LDFLAGS = -fsanitize=fuzzer
tests_fuzz_fuzz_polymo_SOURCES = tests/fuzz/fuzz_polymo.c tests/fuzz/fuzz.h
tests_fuzz_fuzz_polymo_LDADD = $(FUZZ_LIBS)
tests_fuzz_fuzz_polymo_LDFLAGS = -fsanitize=fuzzer
tests_fuzz_fuzz_polyssimo_SOURCES = tests/fuzz/fuzz_polyssimo.c tests/fuzz/fuzz.h
tests_fuzz_fuzz_polyssimo_LDADD = $(FUZZ_LIBS)
tests_fuzz_fuzz_polyssimo_LDFLAGS = -fsanitize=fuzzer
tests_fuzz_fuzz_polyminix_SOURCES = tests/fuzz/fuzz_polyminix.c tests/fuzz/fuzz.h
tests_fuzz_fuzz_polyminix_LDADD = $(FUZZ_LIBS)
tests_fuzz_fuzz_polyminix_LDFLAGS = -fsanitize=fuzzer
tests_fuzz_fuzz_polymere_SOURCES = tests/fuzz/fuzz_polymere.c tests/fuzz/fuzz.h
tests_fuzz_fuzz_polymere_LDADD = $(FUZZ_LIBS)
tests_fuzz_fuzz_polymere_LDFLAGS = -fsanitize=fuzzer
tests_fuzz_fuzz_burr_SOURCES = tests/fuzz/fuzz_burr.c tests/fuzz/fuzz.h
tests_fuzz_fuzz_burr_LDADD = $(FUZZ_LIBS)
tests_fuzz_fuzz_burr_LDFLAGS = -fsanitize=fuzzer
tests_fuzz_fuzz_checkpoint_SOURCES = tests/fuzz/fuzz_checkpoint.c tests/fuzz/fuzz.h
tests_fuzz_fuzz_checkpoint_LDADD = $(FUZZ_LIBS)
tests_fuzz_fuzz_checkpoint_LDFLAGS = -fsanitize=fuzzer
tests_fuzz_fuzz_piecefile_SOURCES = tests/fuzz/fuzz_piecefile.c tests/fuzz/fuzz.h
tests_fuzz_fuzz_piecefile_LDADD = $(FUZZ_LIBS)
tests_fuzz_fuzz_piecefile_LDFLAGS = -fsanitize=fuzzer
tests_fuzz_fuzz_dlxrun_SOURCES = tests/fuzz/fuzz_dlxrun.c tests/fuzz/fuzz.h
tests_fuzz_fuzz_dlxrun_LDADD = $(FUZZ_LIBS)
tests_fuzz_fuzz_dlxrun_LDFLAGS = -fsanitize=fuzzer
tests_fuzz_fuzz_catalog_SOURCES = tests/fuzz/fuzz_catalog.c tests/fuzz/fuzz.h
tests_fuzz_fuzz_catalog_LDADD = $(FUZZ_LIBS)
tests_fuzz_fuzz_catalog_LDFLAGS = -fsanitize=fuzzer
tests_fuzz_fuzz_grey_SOURCES = tests/fuzz/fuzz_grey.c tests/fuzz/fuzz.h
tests_fuzz_fuzz_grey_LDADD = $(FUZZ_LIBS)
tests_fuzz_fuzz_grey_LDFLAGS = -fsanitize=fuzzer
tests_fuzz_fuzz_polycount_SOURCES = tests/fuzz/fuzz_polycount.c tests/fuzz/fuzz.h
tests_fuzz_fuzz_polycount_LDADD = $(FUZZ_LIBS)
tests_fuzz_fuzz_polycount_LDFLAGS = -fsanitize=fuzzer
tests_fuzz_fuzz_args_SOURCES = $(FUZZ_ARGS_SRC) tests/fuzz/fuzz.h
tests_fuzz_fuzz_args_CPPFLAGS = $(AM_CPPFLAGS) -DPOLYX_NO_MAIN
tests_fuzz_fuzz_args_CFLAGS = $(AM_CFLAGS) -Wno-unused-function
tests_fuzz_fuzz_args_LDADD = $(DIST_LIBS) $(FUZZ_LIBS)
tests_fuzz_fuzz_args_LDFLAGS = -fsanitize=fuzzer
# gnulib's generated headers (BUILT_SOURCES, lib/fcntl.h among them) first: in a fresh build
# directory the fuzzers' libraries would otherwise compile before them.
fuzz: $(BUILT_SOURCES)
	@test "x$(ENABLE_FUZZING)" = xyes || { echo "make fuzz: configure with CC=clang --enable-fuzzing (or run scripts/fuzz)" >&2; exit 1; }
	$(MAKE) $(AM_MAKEFLAGS) $(FUZZERS)
.PHONY: fuzz
