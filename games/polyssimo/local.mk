# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
## games/polyssimo/local.mk: Polyssimo Challenge: board and pieces, the rules and records, players, endgame, footprint puzzles, drawing.
noinst_LIBRARIES += games/polyssimo/libpolyssimo.a
games_polyssimo_libpolyssimo_a_SOURCES =
# Each source file adds itself here with a line of its own:
games_polyssimo_libpolyssimo_a_SOURCES += games/polyssimo/polyssimo.h games/polyssimo/internal.h
games_polyssimo_libpolyssimo_a_SOURCES += games/polyssimo/geo.c
games_polyssimo_libpolyssimo_a_SOURCES += games/polyssimo/rules.c
games_polyssimo_libpolyssimo_a_SOURCES += games/polyssimo/record.c
games_polyssimo_libpolyssimo_a_SOURCES += games/polyssimo/players.c
games_polyssimo_libpolyssimo_a_SOURCES += games/polyssimo/selfplay.c
games_polyssimo_libpolyssimo_a_SOURCES += games/polyssimo/endgame.c
games_polyssimo_libpolyssimo_a_SOURCES += games/polyssimo/puzzle.c
games_polyssimo_libpolyssimo_a_SOURCES += games/polyssimo/count.c
games_polyssimo_libpolyssimo_a_SOURCES += games/polyssimo/generate.c
games_polyssimo_libpolyssimo_a_SOURCES += games/polyssimo/levels.c
games_polyssimo_libpolyssimo_a_SOURCES += games/polyssimo/check.c
games_polyssimo_libpolyssimo_a_SOURCES += games/polyssimo/draw.h games/polyssimo/draw_internal.h
games_polyssimo_libpolyssimo_a_SOURCES += games/polyssimo/draw.c
games_polyssimo_libpolyssimo_a_SOURCES += games/polyssimo/draw_book.c
games_polyssimo_libpolyssimo_a_SOURCES += games/polyssimo/draw_stripes.c
games_polyssimo_libpolyssimo_a_SOURCES += games/polyssimo/game.c
