## tests/polymere/local.mk: Polymère's tests (the rules, chains, jokers, counts, solitaire, the command line).
check_PROGRAMS += tests/polymere/t_polymere
tests_polymere_t_polymere_LDADD = $(TEST_LIBS)
TESTS += tests/polymere/t_polymere
TESTS += tests/polymere/cli.sh tests/polymere/errors.sh
EXTRA_DIST += tests/polymere/cli.sh tests/polymere/errors.sh tests/polymere/data/chain.txt
