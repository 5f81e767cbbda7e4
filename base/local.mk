# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
## base/local.mk: what every layer shares and nothing of ours: the error type, the text reader,
## the seeded RNG, the bitboard, the gettext macros, the thread pool, libraries opened when needed.
noinst_LIBRARIES += base/libbase.a
base_libbase_a_SOURCES = base/rng.h base/bits.h base/intl.h
base_libbase_a_SOURCES += base/error.h base/error.c
base_libbase_a_SOURCES += base/text.h base/text.c
base_libbase_a_SOURCES += base/pool.h base/pool.c
base_libbase_a_SOURCES += base/dynlib.h base/dynlib.c
BASE_LIBS = base/libbase.a
