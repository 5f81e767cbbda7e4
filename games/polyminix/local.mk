# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
## games/polyminix/local.mk: Polyminix challenge cards: the kit, the cards, verification, generation, drawing.
noinst_LIBRARIES += games/polyminix/libpolyminix.a
games_polyminix_libpolyminix_a_SOURCES =
# Each source file adds itself here with a line of its own:
games_polyminix_libpolyminix_a_SOURCES += games/polyminix/polyminix.h games/polyminix/internal.h
games_polyminix_libpolyminix_a_SOURCES += games/polyminix/model.c
games_polyminix_libpolyminix_a_SOURCES += games/polyminix/words.c
games_polyminix_libpolyminix_a_SOURCES += games/polyminix/text.c
games_polyminix_libpolyminix_a_SOURCES += games/polyminix/rules.c
games_polyminix_libpolyminix_a_SOURCES += games/polyminix/record.c
games_polyminix_libpolyminix_a_SOURCES += games/polyminix/verify.c
games_polyminix_libpolyminix_a_SOURCES += games/polyminix/generate.c
games_polyminix_libpolyminix_a_SOURCES += games/polyminix/problems.c
games_polyminix_libpolyminix_a_SOURCES += games/polyminix/players.c
games_polyminix_libpolyminix_a_SOURCES += games/polyminix/deck.c
games_polyminix_libpolyminix_a_SOURCES += games/polyminix/draw.h games/polyminix/draw_internal.h
games_polyminix_libpolyminix_a_SOURCES += games/polyminix/draw.c
games_polyminix_libpolyminix_a_SOURCES += games/polyminix/draw_labels.c
games_polyminix_libpolyminix_a_SOURCES += games/polyminix/draw_card.c
games_polyminix_libpolyminix_a_SOURCES += games/polyminix/draw_sheets.c
games_polyminix_libpolyminix_a_SOURCES += games/polyminix/game.c
