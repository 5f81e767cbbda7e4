## cards/polymere/local.mk: Polymère, the hexagonal domino game (added to cards/libcards.a).
cards_libcards_a_SOURCES += cards/polymere/polymere.h cards/polymere/tile.c cards/polymere/board.c
cards_libcards_a_SOURCES += cards/polymere/rules.c cards/polymere/record.c
cards_libcards_a_SOURCES += cards/polymere/play.c cards/polymere/verify.c cards/polymere/count.c cards/polymere/solitaire.c
cards_libcards_a_SOURCES += cards/polymere/draw.c cards/polymere/polymere_draw.h
