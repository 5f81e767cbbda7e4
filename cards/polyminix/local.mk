## cards/polyminix/local.mk: Polyminix challenge cards: the kit, the cards, verification, generation, drawing.
noinst_LIBRARIES += cards/polyminix/libpolyminix.a
cards_polyminix_libpolyminix_a_SOURCES =
# Each source file adds itself here with a line of its own:
cards_polyminix_libpolyminix_a_SOURCES += cards/polyminix/polyminix.c cards/polyminix/polyminix.h
cards_polyminix_libpolyminix_a_SOURCES += cards/polyminix/draw.c cards/polyminix/draw.h
