## cards/tiling/local.mk: the polyomino layer: geometry, pieces, regions, the tiling engines. Knows no game.
noinst_LIBRARIES += cards/tiling/libtiling.a
cards_tiling_libtiling_a_SOURCES = cards/rng.h cards/bits.h
# Each source file adds itself here with a line of its own:
cards_tiling_libtiling_a_SOURCES += cards/tiling/geom.h cards/tiling/shape.c
cards_tiling_libtiling_a_SOURCES += cards/tiling/polyomino.c cards/tiling/polyomino.h
cards_tiling_libtiling_a_SOURCES += cards/tiling/pieceset.c cards/tiling/pieceset.h
cards_tiling_libtiling_a_SOURCES += cards/tiling/region.c cards/tiling/region.h
cards_tiling_libtiling_a_SOURCES += cards/tiling/places.c cards/tiling/places.h
cards_tiling_libtiling_a_SOURCES += cards/tiling/tiling.c cards/tiling/tiling.h cards/tiling/tiling_search.c cards/tiling/tiling_internal.h
cards_tiling_libtiling_a_SOURCES += cards/tiling/tile_fast.c cards/tiling/tile_fast.h cards/tiling/tile_fast_nw.h
