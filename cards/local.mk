## cards/local.mk: the puzzle world (geometry, pieces, regions, tiling, games); a convenience library.
noinst_LIBRARIES += cards/libcards.a
cards_libcards_a_SOURCES =
# Each source file of cards/ adds itself here with a line of its own:
