# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
## tests/output/local.mk: the drawing layer: golden traces, palette, layout, clean failures.
check_PROGRAMS += tests/output/t_draw
tests_output_t_draw_LDADD = $(TEST_LIBS)
TESTS += tests/output/t_draw
EXTRA_DIST += tests/golden/tiling-a4.trace tests/golden/region-card.trace tests/golden/nup-backs-answers-cs.trace
EXTRA_DIST += tests/golden/tiling-bw-card.trace tests/golden/hex-tile.trace tests/golden/histogram-page.trace
# Outputs named through symbolic links (output/afile.c).
TESTS += tests/output/afile-links.sh
EXTRA_DIST += tests/output/afile-links.sh
# A Cairo that cannot be loaded: output/draw_cairo.c built with a soname that does not exist.
check_PROGRAMS += tests/output/t_draw_nolib
tests_output_t_draw_nolib_SOURCES = tests/output/t_draw_nolib.c tests/output/scratch.h \
  output/draw_cairo.c
tests_output_t_draw_nolib_CPPFLAGS = $(AM_CPPFLAGS) $(CAIRO_CFLAGS) \
  -DDRAW_CAIRO_SONAME='"libpolyx-no-such-cairo.so.0"'
tests_output_t_draw_nolib_LDADD = $(TEST_LIBS)
TESTS += tests/output/t_draw_nolib
# A zlib and a libpng that cannot be loaded: output/draw_zlib.c and output/pngread.c built with
# sonames that do not exist.
check_PROGRAMS += tests/output/t_zlib_nolib
tests_output_t_zlib_nolib_SOURCES = tests/output/t_zlib_nolib.c tests/output/scratch.h \
  output/draw_zlib.c output/pngread.c
tests_output_t_zlib_nolib_CPPFLAGS = $(AM_CPPFLAGS) $(CAIRO_CFLAGS) $(PNG_CFLAGS) \
  -DDRAW_ZLIB_SONAME='"libpolyx-no-such-z.so.0"' -DPNGREAD_SONAME='"libpolyx-no-such-png.so.0"'
tests_output_t_zlib_nolib_LDADD = $(TEST_LIBS)
TESTS += tests/output/t_zlib_nolib
