# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
## tests/games/polyminix/local.mk: Polyminix: the model and verification in C, the `polyx cards` command.
check_PROGRAMS += tests/games/polyminix/t_polyminix
tests_games_polyminix_t_polyminix_LDADD = $(TEST_LIBS)
POLYMINIX_SH = tests/games/polyminix/cards-verify.sh tests/games/polyminix/cards-roundtrip.sh tests/games/polyminix/cards-print.sh
POLYMINIX_SH += tests/games/polyminix/cards-problems.sh tests/games/polyminix/cards-levels.sh tests/games/polyminix/cards-rules.sh tests/games/polyminix/cards-scoresheet.sh tests/games/polyminix/cards-play.sh tests/games/polyminix/cards-design.sh
TESTS += tests/games/polyminix/t_polyminix $(POLYMINIX_SH)
EXTRA_DIST += $(POLYMINIX_SH)
EXTRA_DIST += tests/data/cards-good.txt tests/data/cards-bad-area.txt tests/data/cards-bad-cover.txt
EXTRA_DIST += tests/data/cards-bad-kit.txt tests/data/cards-bad-sizes.txt tests/data/cards-bad-syntax.txt
EXTRA_DIST += tests/data/cards-answer-box3.txt tests/data/cards-answer-box6.txt tests/data/cards-game-tie.txt
