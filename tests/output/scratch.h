/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* scratch.h: the scratch directory of a C unit test that checks which files a drawing leaves. */
#ifndef TESTS_OUTPUT_SCRATCH_H
#define TESTS_OUTPUT_SCRATCH_H

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Make a new directory NAME.XXXXXX under $TMPDIR (or /tmp) into DIR[0..N): 0, or -1 (said). */
static int scratch_make(char *dir, size_t n, const char *name) {
  const char *t = getenv("TMPDIR");
  snprintf(dir, n, "%s/%s.XXXXXX", t && *t ? t : "/tmp", name);
  if (mkdtemp(dir)) return 0;
  perror("mkdtemp");
  return -1;
}

/* Entries in DIR besides . and .., or -1. */
static int scratch_entries(const char *dir) {
  int n = 0;
  DIR *d = opendir(dir);
  if (!d) return -1;
  for (struct dirent *e; (e = readdir(d));)
    if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) n++;
  closedir(d);
  return n;
}

#endif
