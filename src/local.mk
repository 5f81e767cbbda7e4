# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
## src/local.mk: the polyx command and its subcommands.
bin_PROGRAMS += src/polyx
src_polyx_SOURCES = src/polyx.c src/polyx.h
# Each subcommand's file adds itself here with a line of its own:
src_polyx_SOURCES += src/cmd_solve.c
src_polyx_SOURCES += src/cmd_tile.c src/tile_args.c src/tile_args.h
src_polyx_SOURCES += src/tile_spread.c src/tile_spread.h
src_polyx_SOURCES += src/cmd_render.c
src_polyx_LDADD = $(DIST_LIBS) $(GAMES_LIBS) $(OUTPUT_LIBS) dlx/libdlx.la lib/libgnu.a \
  $(LIBINTL) $(LIBS)
src_polyx_SOURCES += src/cmd_polyssimo.c src/cmd_polyssimo.h src/cmd_polyssimo_book.c \
  src/cmd_polyssimo_play.c
src_polyx_SOURCES += src/cmd_cards.c src/cmd_cards.h src/cmd_cards_design.c src/cmd_cards_print.c
src_polyx_SOURCES += src/cmd_polymo.c
src_polyx_SOURCES += src/render_args.c src/render_args.h
src_polyx_SOURCES += src/cmd_polymere.c
