# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
## games/polymere/local.mk: Polymère, the hexagonal domino game: tiles, board, rules, records, players, counts, solitaire, drawing.
noinst_LIBRARIES += games/polymere/libpolymere.a
games_polymere_libpolymere_a_SOURCES =
# Each source file adds itself here with a line of its own:
games_polymere_libpolymere_a_SOURCES += games/polymere/polymere.h games/polymere/tile.c games/polymere/board.c
games_polymere_libpolymere_a_SOURCES += games/polymere/rules.c games/polymere/record.c
games_polymere_libpolymere_a_SOURCES += games/polymere/play.c games/polymere/verify.c games/polymere/count.c
games_polymere_libpolymere_a_SOURCES += games/polymere/solitaire.c games/polymere/series.c
games_polymere_libpolymere_a_SOURCES += games/polymere/draw.c games/polymere/draw.h
games_polymere_libpolymere_a_SOURCES += games/polymere/game.c
