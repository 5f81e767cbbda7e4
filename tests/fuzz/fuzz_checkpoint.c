/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* fuzz_checkpoint.c: the checkpoint reader through the real open(): the input written to a file,
 * opened by dist_ckpt_open (header, records, torn last line cut off), a record added, closed. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dist/dist.h"
#include "tests/fuzz/fuzz.h"

static char path[512];

static void remove_file(void) {
  if (path[0]) unlink(path);
}

/* A result is a count: digits only, as solve's records begin. */
static int check(void *ctx, size_t item, const char *result) {
  (void)ctx;
  (void)item;
  return *result && strspn(result, "0123456789") == strlen(result) ? 0 : 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (!path[0]) {
    /* tmpfs when there is one: dist_ckpt_close syncs the file every run. */
    const char *dir = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : getenv("TMPDIR");
    snprintf(path, sizeof path, "%s/polyx-fuzz-checkpoint.%ld", dir ? dir : "/tmp", (long)getpid());
    atexit(remove_file);
  }
  FILE *f = fopen(path, "wb");
  if (!f) return 0;
  int bad = fwrite(data, 1, size, f) != size;
  if (fclose(f) != 0 || bad) return 0;
  static const dist_ckpt_key_t keys[] = {{"version", "polyx fuzz"}, {"parts", "16"}};
  dist_ckpt_t *c = NULL;
  dist_error_t err;
  if (dist_ckpt_open(path, keys, 2, 16, check, NULL, &c, &err) == DIST_OK) {
    const unsigned char *done = dist_ckpt_done(c);
    size_t n = dist_ckpt_done_count(c), seen = 0;
    for (size_t i = 0; i < 16; i++) {
      if (done[i] && !dist_ckpt_result(c, i)) abort(); /* a done item has its result */
      seen += done[i] != 0;
    }
    if (seen != n) abort();
    for (size_t i = 0; i < 16; i++)
      if (!done[i]) {
        dist_ckpt_add(c, i, "7", &err);
        break;
      }
    dist_ckpt_close(c, &err);
  }
  return 0;
}
