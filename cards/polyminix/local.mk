## cards/polyminix/local.mk: Polyminix challenge cards: the kit, the cards, verification, generation, drawing.
noinst_LIBRARIES += cards/polyminix/libpolyminix.a
cards_polyminix_libpolyminix_a_SOURCES =
# Each source file adds itself here with a line of its own:
cards_polyminix_libpolyminix_a_SOURCES += cards/polyminix/polyminix.h cards/polyminix/internal.h
cards_polyminix_libpolyminix_a_SOURCES += cards/polyminix/model.c
cards_polyminix_libpolyminix_a_SOURCES += cards/polyminix/words.c
cards_polyminix_libpolyminix_a_SOURCES += cards/polyminix/text.c
cards_polyminix_libpolyminix_a_SOURCES += cards/polyminix/rules.c
cards_polyminix_libpolyminix_a_SOURCES += cards/polyminix/records.c
cards_polyminix_libpolyminix_a_SOURCES += cards/polyminix/verify.c
cards_polyminix_libpolyminix_a_SOURCES += cards/polyminix/generate.c
cards_polyminix_libpolyminix_a_SOURCES += cards/polyminix/problems.c
cards_polyminix_libpolyminix_a_SOURCES += cards/polyminix/players.c
cards_polyminix_libpolyminix_a_SOURCES += cards/polyminix/deck.c
cards_polyminix_libpolyminix_a_SOURCES += cards/polyminix/draw.h cards/polyminix/draw_local.h
cards_polyminix_libpolyminix_a_SOURCES += cards/polyminix/draw.c
cards_polyminix_libpolyminix_a_SOURCES += cards/polyminix/draw_labels.c
cards_polyminix_libpolyminix_a_SOURCES += cards/polyminix/draw_card.c
cards_polyminix_libpolyminix_a_SOURCES += cards/polyminix/draw_sheets.c
