## games/local.mk: one folder per game, each a convenience library with a local.mk of its own.
# The games come before the polyomino layer they use, so that static linking finds every symbol.
include games/polyminix/local.mk
include games/polymo/local.mk
include games/polyssimo/local.mk
include games/polymere/local.mk
GAMES_LIBS = games/polyminix/libpolyminix.a games/polymo/libpolymo.a \
  games/polyssimo/libpolyssimo.a games/polymere/libpolymere.a $(POLY_LIBS)
