# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
## tests/poly/local.mk: the polyomino layer: piece catalogues and specs, regions, the tiling engines,
## the bitboard of base/bits.h, the shared placement table.
check_PROGRAMS += tests/poly/t_pieces tests/poly/t_region tests/poly/t_tiling tests/poly/t_distinct tests/poly/t_setup tests/poly/t_bits \
                  tests/poly/t_places
tests_poly_t_pieces_LDADD = $(TEST_LIBS)
tests_poly_t_region_LDADD = $(TEST_LIBS)
tests_poly_t_tiling_LDADD = $(TEST_LIBS)
tests_poly_t_distinct_LDADD = $(TEST_LIBS)
tests_poly_t_setup_LDADD = $(TEST_LIBS)
tests_poly_t_bits_LDADD = $(TEST_LIBS)
tests_poly_t_places_LDADD = $(TEST_LIBS)
TESTS += tests/poly/t_pieces tests/poly/t_region tests/poly/t_tiling tests/poly/t_distinct tests/poly/t_setup \
         tests/poly/t_bits tests/poly/t_places
# poly/burr.c built to open a libxml2 that is not there: the refusal when it cannot be loaded.
check_PROGRAMS += tests/poly/t_burr_nolib
tests_poly_t_burr_nolib_SOURCES = tests/poly/t_burr_nolib.c poly/burr.c
tests_poly_t_burr_nolib_CPPFLAGS = $(AM_CPPFLAGS) $(XML_CFLAGS) \
  -DBURR_XML_SONAME='"libpolyx-no-such-xml.so.0"'
tests_poly_t_burr_nolib_LDADD = $(TEST_LIBS)
TESTS += tests/poly/t_burr_nolib
EXTRA_DIST += tests/data/pieces-good.txt tests/data/pieces-bad.txt
EXTRA_DIST += tests/data/region-8x8-centre.txt tests/data/region-bad.txt
# Grid detection in PNG regions: linear in the pixels (`make bench` only).
BENCHMARKS += tests/poly/bench_region
EXTRA_PROGRAMS += tests/poly/bench_region
tests_poly_bench_region_LDADD = $(TEST_LIBS)
