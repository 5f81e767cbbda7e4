## cards/local.mk: the puzzle world: the polyomino layer (cards/tiling/) and one folder per game.
# Each folder is a convenience library of its own and has a local.mk; the games come before
# the tiling layer they use, so that static linking finds every symbol.
EXTRA_DIST += cards/rng.h cards/bits.h cards/intl.h
include cards/tiling/local.mk
include cards/polyminix/local.mk
include cards/polymo/local.mk
include cards/polyssimo/local.mk
include cards/polymere/local.mk
CARDS_LIBS = cards/polyminix/libpolyminix.a cards/polymo/libpolymo.a \
  cards/polyssimo/libpolyssimo.a cards/polymere/libpolymere.a cards/tiling/libtiling.a
