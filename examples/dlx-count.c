/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Copyright (C) 2026 the polyx authors */
/* dlx-count.c: the example of libdlx(3): count the solutions of an exact-cover problem written in
 * Knuth's format, as a program of its own links libdlx (pkg-config --cflags --libs libdlx). */
#include <dlx.h>
#include <locale.h>
#include <stdio.h>

int main(int argc, char **argv) {
  /* libdlx's messages in the user's language (its own catalogs, domain
   * "libdlx"); without this call they stay in English. */
  setlocale(LC_ALL, "");
  if (argc != 2) {
    fprintf(stderr, "usage: dlx-count FILE.dlx\n");
    return 64;
  }
  /* The library run with must be at least the one compiled against. */
  if (dlx_version_number() < DLX_VERSION_NUMBER) {
    fprintf(stderr, "dlx-count: libdlx %s is older than %s\n", dlx_version(), DLX_VERSION_STRING);
    return 70;
  }
  FILE *in = fopen(argv[1], "r");
  if (in == NULL) {
    perror(argv[1]);
    return 66;
  }
  dlx_t *d;
  dlx_error_t err;
  dlx_status_t st = dlx_read(in, &d, &err);
  fclose(in);
  if (st != DLX_OK) {
    fprintf(stderr, "dlx-count: %s:%lu:%lu: %s\n", argv[1], err.line, err.col, err.msg);
    return 65;
  }
  uint64_t n;
  dlx_end_t end;
  st = dlx_count(d, 0, 0, &n, &end);
  dlx_free(d);
  if (st != DLX_OK) {
    fprintf(stderr, "dlx-count: %s\n", dlx_strerror(st));
    return 70;
  }
  printf("%llu\n", (unsigned long long)n);
  return 0;
}
