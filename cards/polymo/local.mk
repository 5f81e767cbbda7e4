## cards/polymo/local.mk: Polymo sheets: the rules engine, records, players, the best sheet, drawing.
noinst_LIBRARIES += cards/polymo/libpolymo.a
cards_polymo_libpolymo_a_SOURCES =
# Each source file adds itself here with a line of its own:
cards_polymo_libpolymo_a_SOURCES += cards/polymo/polymo.c cards/polymo/polymo.h
cards_polymo_libpolymo_a_SOURCES += cards/polymo/draw.c
