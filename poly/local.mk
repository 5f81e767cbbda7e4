# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
## poly/local.mk: the polyomino layer: geometry, pieces, regions, the tiling engines. Knows no game.
noinst_LIBRARIES += poly/libpoly.a
poly_libpoly_a_SOURCES =
# Each source file adds itself here with a line of its own:
poly_libpoly_a_SOURCES += poly/geom.h poly/shape.c
poly_libpoly_a_SOURCES += poly/polyomino.c poly/polyomino.h
poly_libpoly_a_SOURCES += poly/pieceset.c poly/pieceset.h
poly_libpoly_a_SOURCES += poly/region.c poly/region.h
poly_libpoly_a_SOURCES += poly/places.c poly/places.h
poly_libpoly_a_SOURCES += poly/tiling.c poly/tiling.h poly/tiling_search.c poly/tiling_internal.h \
  poly/tiling_sym.c
poly_libpoly_a_SOURCES += poly/tile_fast.c poly/tile_fast.h poly/tile_fast_nw.h poly/tile_fast_one.h \
  poly/tile_fast_internal.h poly/tile_fast_tables.c poly/tile_fast_lists.c
poly_libpoly_a_SOURCES += poly/burr.c poly/burr.h
# libxml2's headers for poly/burr.c (BurrTools files).
poly_libpoly_a_CPPFLAGS = $(AM_CPPFLAGS) $(XML_CFLAGS)
POLY_LIBS = poly/libpoly.a $(BASE_LIBS)
poly_libpoly_a_SOURCES += poly/tiling_text.c poly/tiling_text.h
poly_libpoly_a_SOURCES += poly/figures.c poly/figures.h
