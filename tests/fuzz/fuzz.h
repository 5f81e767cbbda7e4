/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* fuzz.h: the one entry point of every fuzz harness (libFuzzer's), also called by replay.c. */
#ifndef TESTS_FUZZ_H
#define TESTS_FUZZ_H

#include <stddef.h>
#include <stdint.h>

/* Feed DATA[0..SIZE) to one reader of polyx; always returns 0. A harness
 * must not leak, crash or trip a sanitizer on any input. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#endif
