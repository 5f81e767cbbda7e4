# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
## tests/games/polymo/local.mk: Polymo: the rules engine in C, the `polyx polymo` command, the man page's rules.
check_PROGRAMS += tests/games/polymo/t_polymo
tests_games_polymo_t_polymo_LDADD = $(TEST_LIBS)
POLYMO_SH = tests/games/polymo/polymo-cli.sh tests/games/polymo/polymo-man.sh \
  tests/games/polymo/polymo-draft.sh
TESTS += tests/games/polymo/t_polymo $(POLYMO_SH)
EXTRA_DIST += $(POLYMO_SH) tests/data/polymo-best9.txt tests/data/polymo-example-21.txt \
  tests/data/polymo-example-verzichten.rec tests/data/polymo-issue29-seed1.rec
