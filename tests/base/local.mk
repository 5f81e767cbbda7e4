# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
## tests/base/local.mk: the support layer: the words of a line, bounded integers, the threads.
check_PROGRAMS += tests/base/t_text
tests_base_t_text_LDADD = $(TEST_LIBS)
TESTS += tests/base/t_text
check_PROGRAMS += tests/base/t_pool
tests_base_t_pool_LDADD = $(TEST_LIBS)
TESTS += tests/base/t_pool
