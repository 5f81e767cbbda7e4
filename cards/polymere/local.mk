## cards/polymere/local.mk: Polymère, the hexagonal domino game: tiles, board, rules, records, players, counts, solitaire, drawing.
noinst_LIBRARIES += cards/polymere/libpolymere.a
cards_polymere_libpolymere_a_SOURCES =
# Each source file adds itself here with a line of its own:
cards_polymere_libpolymere_a_SOURCES += cards/polymere/polymere.h cards/polymere/tile.c cards/polymere/board.c
cards_polymere_libpolymere_a_SOURCES += cards/polymere/rules.c cards/polymere/record.c
cards_polymere_libpolymere_a_SOURCES += cards/polymere/play.c cards/polymere/verify.c cards/polymere/count.c
cards_polymere_libpolymere_a_SOURCES += cards/polymere/solitaire.c
cards_polymere_libpolymere_a_SOURCES += cards/polymere/draw.c cards/polymere/polymere_draw.h
