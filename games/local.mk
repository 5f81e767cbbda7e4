# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
## games/local.mk: one folder per game, each a convenience library with a local.mk of its own.
# The games come before the polyomino layer they use, so that static linking finds every symbol.
include games/polyminix/local.mk
include games/polymo/local.mk
include games/polyssimo/local.mk
include games/polymere/local.mk
# What every game shares (games/game.h): the runner of series of games, over dist/.
noinst_LIBRARIES += games/libgame.a
games_libgame_a_SOURCES = games/game.h games/game.c
GAMES_LIBS = games/polyminix/libpolyminix.a games/polymo/libpolymo.a \
  games/polyssimo/libpolyssimo.a games/polymere/libpolymere.a games/libgame.a $(DIST_LIBS) \
  $(POLY_LIBS)
