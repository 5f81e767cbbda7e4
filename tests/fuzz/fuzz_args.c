/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* fuzz_args.c: the one option parser of the command line (render_args_parse, src/render_args.c)
 * through a made-up argv: the input's lines are the arguments (at most 24), every shared
 * option block taken, and two options of the command's own (one with an optional value, as
 * solve's --memo), as a command declares them. */
#include <config.h>

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "output/render.h"
#include "src/polyx.h"
#include "src/render_args.h"
#include "tests/fuzz/fuzz.h"

static int own(void *ctx, int code, const char *arg) {
  (void)ctx;
  if (code == 'o' && !arg) abort(); /* a required value is always there */
  return -1;
}

/* The parser's error lines are not the harness's: libFuzzer (which calls this first, and reads
 * its flags after it) is told to close the target's standard error; replay.c, which does not
 * call it, gets it pointed at /dev/null on the first input. */
static int fuzzing;
int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerInitialize(int *argc, char ***argv) {
  static char *args[256], mask[] = "-close_fd_mask=2";
  int n = 0;
  for (int i = 0; i < *argc && n < 254; i++) args[n++] = (*argv)[i];
  args[n++] = mask;
  args[n] = NULL;
  *argc = n, *argv = args;
  fuzzing = 1;
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static int quiet;
  if (!fuzzing && !quiet) {
    if (!freopen("/dev/null", "w", stderr)) abort();
    quiet = 1;
  }
  if (size > 4096 || memchr(data, '\0', size)) return 0; /* arguments are C strings */
  char *text = malloc(size + 1);
  if (!text) return 0;
  memcpy(text, data, size);
  text[size] = '\0';
  static char name[] = "fuzz";
  char *argv[26];
  int argc = 0;
  argv[argc++] = name;
  for (char *p = text; argc < 25;) {
    argv[argc++] = p;
    char *nl = strchr(p, '\n');
    if (!nl) break;
    *nl = '\0';
    p = nl + 1;
  }
  argv[argc] = NULL;
  static const struct option opts[] = {{"output", required_argument, NULL, 'o'},
                                       {"memo", optional_argument, NULL, 'm'}};
  ra_parser_t p = {"fuzz", "o:", opts, 2, RA_ALL, own, NULL, NULL};
  render_opts_t ro;
  render_opts_init(&ro);
  unsigned given = 0;
  int rc = render_args_parse(&p, argc, argv, &ro, &given);
  if (rc < 0 && (optind < 1 || optind > argc)) abort();
  free(text);
  return 0;
}
