# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
## tests/games/polymere/local.mk: Polymère's tests (the rules, chains, jokers, counts, solitaire, the command line).
check_PROGRAMS += tests/games/polymere/t_polymere
tests_games_polymere_t_polymere_LDADD = $(TEST_LIBS)
TESTS += tests/games/polymere/t_polymere
TESTS += tests/games/polymere/cli.sh tests/games/polymere/errors.sh
EXTRA_DIST += tests/games/polymere/cli.sh tests/games/polymere/errors.sh tests/games/polymere/data/chain.txt
EXTRA_DIST += tests/games/polymere/golden/chain-board.trace
# `make bench` runs Polymère's timings too (before tests/bench.sh).
bench: bench-polymere
bench-polymere: src/polyx
	@POLYX=./src/polyx $(SHELL) $(srcdir)/tests/games/polymere/bench.sh
.PHONY: bench-polymere
EXTRA_DIST += tests/games/polymere/bench.sh
