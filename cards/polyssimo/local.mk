## cards/polyssimo/local.mk: Polyssimo Challenge: board and pieces, footprint puzzles, the game engine, players.
noinst_LIBRARIES += cards/polyssimo/libpolyssimo.a
cards_polyssimo_libpolyssimo_a_SOURCES =
# Each source file adds itself here with a line of its own:
cards_polyssimo_libpolyssimo_a_SOURCES += cards/polyssimo/polyssimo.c cards/polyssimo/polyssimo.h
