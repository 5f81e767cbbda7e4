## tests/polymere/local.mk: Polymère's tests (the rules, chains, jokers, counts, solitaire, the command line).
check_PROGRAMS += tests/polymere/t_polymere
tests_polymere_t_polymere_LDADD = $(TEST_LIBS)
TESTS += tests/polymere/t_polymere
TESTS += tests/polymere/cli.sh tests/polymere/errors.sh
EXTRA_DIST += tests/polymere/cli.sh tests/polymere/errors.sh tests/polymere/data/chain.txt
EXTRA_DIST += tests/polymere/golden/chain-board.trace
# `make bench` runs Polymère's timings too (before tests/bench.sh).
bench: bench-polymere
bench-polymere: src/polyx
	@POLYX=./src/polyx $(SHELL) $(srcdir)/tests/polymere/bench.sh
.PHONY: bench-polymere
EXTRA_DIST += tests/polymere/bench.sh
