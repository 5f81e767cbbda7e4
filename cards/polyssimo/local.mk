## cards/polyssimo/local.mk: Polyssimo Challenge: board and pieces, the rules and records, players, endgame, footprint puzzles, drawing.
noinst_LIBRARIES += cards/polyssimo/libpolyssimo.a
cards_polyssimo_libpolyssimo_a_SOURCES =
# Each source file adds itself here with a line of its own:
cards_polyssimo_libpolyssimo_a_SOURCES += cards/polyssimo/polyssimo.h cards/polyssimo/internal.h
cards_polyssimo_libpolyssimo_a_SOURCES += cards/polyssimo/geo.c
cards_polyssimo_libpolyssimo_a_SOURCES += cards/polyssimo/rules.c
cards_polyssimo_libpolyssimo_a_SOURCES += cards/polyssimo/record.c
cards_polyssimo_libpolyssimo_a_SOURCES += cards/polyssimo/players.c
cards_polyssimo_libpolyssimo_a_SOURCES += cards/polyssimo/selfplay.c
cards_polyssimo_libpolyssimo_a_SOURCES += cards/polyssimo/endgame.c
cards_polyssimo_libpolyssimo_a_SOURCES += cards/polyssimo/puzzle.c
cards_polyssimo_libpolyssimo_a_SOURCES += cards/polyssimo/count.c
cards_polyssimo_libpolyssimo_a_SOURCES += cards/polyssimo/generate.c
cards_polyssimo_libpolyssimo_a_SOURCES += cards/polyssimo/levels.c
cards_polyssimo_libpolyssimo_a_SOURCES += cards/polyssimo/check.c
cards_polyssimo_libpolyssimo_a_SOURCES += cards/polyssimo/draw.h cards/polyssimo/draw_internal.h
cards_polyssimo_libpolyssimo_a_SOURCES += cards/polyssimo/draw.c
cards_polyssimo_libpolyssimo_a_SOURCES += cards/polyssimo/draw_book.c
cards_polyssimo_libpolyssimo_a_SOURCES += cards/polyssimo/draw_stripes.c
