## tests/tiling/local.mk: the polyomino layer: piece catalogues and specs, regions, the tiling engines,
## the bitboard of cards/bits.h, the shared placement table.
check_PROGRAMS += tests/tiling/t_pieces tests/tiling/t_region tests/tiling/t_tiling tests/tiling/t_distinct tests/tiling/t_setup tests/tiling/t_bits \
                  tests/tiling/t_places
tests_tiling_t_pieces_LDADD = $(TEST_LIBS)
tests_tiling_t_region_LDADD = $(TEST_LIBS)
tests_tiling_t_tiling_LDADD = $(TEST_LIBS)
tests_tiling_t_distinct_LDADD = $(TEST_LIBS)
tests_tiling_t_setup_LDADD = $(TEST_LIBS)
tests_tiling_t_bits_LDADD = $(TEST_LIBS)
tests_tiling_t_places_LDADD = $(TEST_LIBS)
TESTS += tests/tiling/t_pieces tests/tiling/t_region tests/tiling/t_tiling tests/tiling/t_distinct tests/tiling/t_setup \
         tests/tiling/t_bits tests/tiling/t_places
EXTRA_DIST += tests/data/pieces-good.txt tests/data/pieces-bad.txt
EXTRA_DIST += tests/data/region-8x8-centre.txt tests/data/region-bad.txt
