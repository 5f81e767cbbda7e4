## cards/polymo/local.mk: Polymo sheets: the rules engine, records, players, the best sheet, drawing.
noinst_LIBRARIES += cards/polymo/libpolymo.a
cards_polymo_libpolymo_a_SOURCES =
# Each source file adds itself here with a line of its own:
cards_polymo_libpolymo_a_SOURCES += cards/polymo/polymo.h cards/polymo/internal.h cards/polymo/movegen.h
cards_polymo_libpolymo_a_SOURCES += cards/polymo/geo.c
cards_polymo_libpolymo_a_SOURCES += cards/polymo/rules.c
cards_polymo_libpolymo_a_SOURCES += cards/polymo/moves.c
cards_polymo_libpolymo_a_SOURCES += cards/polymo/record.c
cards_polymo_libpolymo_a_SOURCES += cards/polymo/sheettext.c
cards_polymo_libpolymo_a_SOURCES += cards/polymo/players.c
cards_polymo_libpolymo_a_SOURCES += cards/polymo/best.c
cards_polymo_libpolymo_a_SOURCES += cards/polymo/draw.h cards/polymo/draw.c
cards_polymo_libpolymo_a_SOURCES += cards/polymo/stats.c
cards_polymo_libpolymo_a_SOURCES += cards/polymo/draw_pages.c
