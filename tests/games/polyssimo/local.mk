# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
## tests/games/polyssimo/local.mk: Polyssimo: puzzles and the game engine in C, the `polyx polyssimo` command.
check_PROGRAMS += tests/games/polyssimo/t_polyssimo
tests_games_polyssimo_t_polyssimo_LDADD = $(TEST_LIBS)
POLYSSIMO_SH = tests/games/polyssimo/polyssimo-board.sh tests/games/polyssimo/polyssimo-puzzle.sh
POLYSSIMO_SH += tests/games/polyssimo/polyssimo-answers.sh
POLYSSIMO_SH += tests/games/polyssimo/polyssimo-play.sh tests/games/polyssimo/polyssimo-errors.sh tests/games/polyssimo/polyssimo-files.sh
POLYSSIMO_SH += tests/games/polyssimo/polyssimo-rules.sh tests/games/polyssimo/polyssimo-draft.sh
TESTS += tests/games/polyssimo/t_polyssimo $(POLYSSIMO_SH)
EXTRA_DIST += $(POLYSSIMO_SH)
EXTRA_DIST += tests/data/polyssimo-two.txt tests/data/polyssimo-none.txt tests/data/polyssimo-bad.txt
