/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* replay.c: run one fuzz harness over corpus files and folders, without libFuzzer (the test suite's
 * replay). */
#include <config.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "tests/fuzz/fuzz.h"

static int replayed;

/* Feed the file PATH to the harness; 0, or -1 when it cannot be read. */
static int replay_file(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return -1;
  size_t cap = 1 << 12, n = 0;
  unsigned char *buf = malloc(cap);
  while (buf) {
    if (n == cap) {
      unsigned char *b2 = realloc(buf, cap * 2);
      if (!b2) break;
      buf = b2;
      cap *= 2;
    }
    size_t r = fread(buf + n, 1, cap - n, f);
    n += r;
    if (r == 0) break;
  }
  fclose(f);
  if (!buf) return -1;
  /* An exact-size copy, so that ASan sees a read past the input. */
  unsigned char *exact = malloc(n ? n : 1);
  if (!exact) {
    free(buf);
    return -1;
  }
  memcpy(exact, buf, n);
  free(buf);
  LLVMFuzzerTestOneInput(exact, n);
  free(exact);
  replayed++;
  return 0;
}

static int cmp_names(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Every regular file of the folder DIR, in name order. */
static int replay_dir(const char *dir) {
  DIR *d = opendir(dir);
  if (!d) return -1;
  char **names = NULL;
  size_t n = 0, cap = 0;
  struct dirent *e;
  int rc = 0;
  while ((e = readdir(d)) != NULL) {
    if (e->d_name[0] == '.') continue;
    if (n == cap) {
      cap = cap ? 2 * cap : 64;
      char **nn = realloc(names, cap * sizeof *names);
      if (!nn) {
        rc = -1;
        break;
      }
      names = nn;
    }
    size_t l = strlen(dir) + strlen(e->d_name) + 2;
    names[n] = malloc(l);
    if (!names[n]) {
      rc = -1;
      break;
    }
    snprintf(names[n++], l, "%s/%s", dir, e->d_name);
  }
  closedir(d);
  qsort(names, n, sizeof *names, cmp_names);
  for (size_t i = 0; i < n; i++) {
    if (rc == 0 && replay_file(names[i]) != 0) {
      fprintf(stderr, "replay: %s: cannot read\n", names[i]);
      rc = -1;
    }
    free(names[i]);
  }
  free(names);
  return rc;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s FILE|DIR...\n", argv[0]);
    return 2;
  }
  for (int i = 1; i < argc; i++) {
    struct stat st;
    int rc = stat(argv[i], &st) != 0 ? -1
             : S_ISDIR(st.st_mode)   ? replay_dir(argv[i])
                                     : replay_file(argv[i]);
    if (rc != 0) {
      fprintf(stderr, "replay: %s: cannot read\n", argv[i]);
      return 2;
    }
  }
  printf("replayed %d inputs\n", replayed);
  return 0;
}
