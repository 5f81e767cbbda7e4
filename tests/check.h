/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* check.h: the one assertion macro of the C unit tests: count a failure, say where, go on. */
#ifndef TESTS_CHECK_H
#define TESTS_CHECK_H

#include <stdio.h>

/* Failures so far in this test program; main returns nonzero when any. */
static int failures;

/* CHECK(COND, FMT, ...): when COND is false, print "FAIL file:line: " and
 * the message, and count the failure. */
#define CHECK(cond, ...)                                                                           \
  do {                                                                                             \
    if (!(cond)) {                                                                                 \
      failures++;                                                                                  \
      printf("FAIL %s:%d: ", __FILE__, __LINE__);                                                  \
      printf(__VA_ARGS__);                                                                         \
      printf("\n");                                                                                \
    }                                                                                              \
  } while (0)

#endif
