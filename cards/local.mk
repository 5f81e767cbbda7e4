## cards/local.mk: the puzzle world (geometry, pieces, regions, tiling, games); a convenience library.
noinst_LIBRARIES += cards/libcards.a
cards_libcards_a_SOURCES =
# Each source file of cards/ adds itself here with a line of its own:
cards_libcards_a_SOURCES += cards/geom.h cards/shape.c
cards_libcards_a_SOURCES += cards/polyomino.c cards/polyomino.h
cards_libcards_a_SOURCES += cards/pieceset.c cards/pieceset.h
cards_libcards_a_SOURCES += cards/region.c cards/region.h
cards_libcards_a_SOURCES += cards/tiling.c cards/tiling.h cards/tile_fast.c cards/tile_fast.h cards/tile_fast_nw.h
cards_libcards_a_SOURCES += cards/polyminix.c cards/polyminix.h
cards_libcards_a_SOURCES += cards/polyssimo.c cards/polyssimo.h
cards_libcards_a_SOURCES += cards/polyminix_draw.c cards/polyminix_draw.h
cards_libcards_a_SOURCES += cards/polymo.c cards/polymo.h cards/polymo_draw.c
cards_libcards_a_SOURCES += cards/rng.h
cards_libcards_a_SOURCES += cards/bits.h
