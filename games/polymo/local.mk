# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
## games/polymo/local.mk: Polymo sheets: the rules engine, records, players, the best sheet, drawing.
noinst_LIBRARIES += games/polymo/libpolymo.a
games_polymo_libpolymo_a_SOURCES =
# Each source file adds itself here with a line of its own:
games_polymo_libpolymo_a_SOURCES += games/polymo/polymo.h games/polymo/internal.h games/polymo/movegen.h
games_polymo_libpolymo_a_SOURCES += games/polymo/geo.c
games_polymo_libpolymo_a_SOURCES += games/polymo/rules.c
games_polymo_libpolymo_a_SOURCES += games/polymo/moves.c
games_polymo_libpolymo_a_SOURCES += games/polymo/record.c
games_polymo_libpolymo_a_SOURCES += games/polymo/sheettext.c
games_polymo_libpolymo_a_SOURCES += games/polymo/players.c
games_polymo_libpolymo_a_SOURCES += games/polymo/best.c
games_polymo_libpolymo_a_SOURCES += games/polymo/draw.h games/polymo/draw.c
games_polymo_libpolymo_a_SOURCES += games/polymo/stats.c
games_polymo_libpolymo_a_SOURCES += games/polymo/draw_pages.c
games_polymo_libpolymo_a_SOURCES += games/polymo/game.c
