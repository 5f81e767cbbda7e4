## tests/polyssimo/local.mk: Polyssimo: puzzles and the game engine in C, the `polyx polyssimo` command.
check_PROGRAMS += tests/polyssimo/t_polyssimo
tests_polyssimo_t_polyssimo_LDADD = $(TEST_LIBS)
POLYSSIMO_SH = tests/polyssimo/polyssimo-board.sh tests/polyssimo/polyssimo-puzzle.sh
POLYSSIMO_SH += tests/polyssimo/polyssimo-play.sh tests/polyssimo/polyssimo-errors.sh tests/polyssimo/polyssimo-files.sh
POLYSSIMO_SH += tests/polyssimo/polyssimo-rules.sh
TESTS += tests/polyssimo/t_polyssimo $(POLYSSIMO_SH)
EXTRA_DIST += $(POLYSSIMO_SH)
EXTRA_DIST += tests/data/polyssimo-two.txt tests/data/polyssimo-none.txt tests/data/polyssimo-bad.txt
