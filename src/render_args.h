/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* render_args.h: the page and look options (--paper, --nup, --bw, --lang...) shared by the drawing
 * commands. */
#ifndef SRC_RENDER_ARGS_H
#define SRC_RENDER_ARGS_H

#include <getopt.h>
#include <stdio.h>

#include "output/render.h"

/* Which of the shared options a command takes (a mask of these bits). */
enum {
  RA_PAPER = 1 << 0,        /* --paper=PAPER */
  RA_CARD = 1 << 1,         /* --card=CARD */
  RA_NUP = 1 << 2,          /* --nup=CxR */
  RA_NO_CROP = 1 << 3,      /* --no-crop-marks */
  RA_BLEED = 1 << 4,        /* --bleed[=MM] */
  RA_BW = 1 << 5,           /* --bw */
  RA_DPI = 1 << 6,          /* --dpi=N */
  RA_LANG = 1 << 7,         /* --lang=LANG */
  RA_CELL = 1 << 8,         /* --cell=MM (polyx render) */
  RA_CELL_MM = 1 << 9,      /* --cell-mm=MM: the same, where --cell means something else */
  RA_NO_CAPTIONS = 1 << 10, /* --no-captions */
  RA_NO_LETTERS = 1 << 11,  /* --no-letters */
  RA_ANSWERS = 1 << 12,     /* --answers */
  RA_BACKS = 1 << 13,       /* --backs */
  RA_AREA = 1 << 14,        /* --area (a flag: the cell count in the corner) */
  RA_TITLE = 1 << 15,       /* --title=TEXT (base_text_line_check, RA_TITLE_MAX) */
  RA_LAYOUT = 1 << 16,      /* --layout=shop|office */
  RA_INK = 1 << 17,         /* --ink=full|light */
  RA_CUT = 1 << 18,         /* --cut-contour */
  RA_PAGE = RA_PAPER | RA_CARD | RA_NUP | RA_NO_CROP | RA_BLEED, /* page layout */
  RA_ALL = (1 << 19) - 1,
  /* Not an option: with RA_PAPER, --help says the paper is A4 by default for every format
   * (Polymo's sheets), not "card for SVG and PNG". */
  RA_PAPER_A4 = 1 << 19
};

/* Bytes of a --title, with its NUL: as many as a deck's title (POLYMINIX_TITLE_MAX). */
#define RA_TITLE_MAX 128

/* getopt_long codes of these options: RA_CODE0 and up, clear of any
 * command's own codes (which stay below RA_CODE0). */
#define RA_CODE0 0x4000

/* Append the getopt_long entries of the options in MASK to TABLE, which
 * holds *N entries and has room for CAP (the shared options are at most 19,
 * plus the terminating zero entry that is always written after them).
 * Returns 0, or -1 when CAP is too small. */
int render_args_table(unsigned mask, struct option *table, int *n, int cap);

/* Print the --help lines of the options in MASK to OUT, in one fixed order,
 * with the same words in every command. */
void render_args_help(FILE *out, unsigned mask);

/* When CODE (from getopt_long) is one of the shared options, apply it with
 * its argument ARG (NULL when none) to O and return 0, or print
 * "polyx: CMD: --OPT: what is wrong" and the usage hint and return -1 (the
 * caller exits with PX_EXIT_USAGE). Returns 1 when CODE is not a shared
 * option. ARG is kept by pointer (--lang, --title): it must outlive O. */
int render_args_apply(const char *cmd, int code, const char *arg, render_opts_t *o);

/* The RA_ bit of CODE (from getopt_long), or 0 when CODE is not a shared
 * option: for a command that must refuse an option it cannot honour in
 * the action asked (e.g. --nup where nothing is drawn). */
unsigned render_args_bit(int code);

/* 1 when CODE (from getopt_long) is a shared option whose argument is optional (--bleed[=MM]):
 * its value may follow as the next argument (px_optional_value, with px_is_number). */
int render_args_optional(int code);

/* The --long name of the shared option BIT, for error messages. */
const char *render_args_name(unsigned bit);

/* What a following argument must look like to be taken as the value of an option whose
 * argument is optional ("--memo 100000"): 1 when VALUE is one. */
typedef int (*ra_value_ok_t)(const char *value);

/* A command's option loop: the one way every command reads its options (solve and tile
 * included), its own and the shared ones of MASK (0: none) in one getopt_long table. */
typedef struct ra_parser {
  const char *cmd;          /* the command, for messages: "polymo" */
  const char *shortopts;    /* getopt_long's short options */
  const struct option *own; /* the command's own options, codes below RA_CODE0 */
  int nown;                 /* entries in OWN (no terminating zero entry needed) */
  unsigned mask;            /* the shared options the command takes */
  /* One of the command's own options: CODE and its argument ARG (NULL when
   * none) into CTX. Returns -1 to go on, else an exit status (after the
   * error line, or --help printed). */
  int (*option)(void *ctx, int code, const char *arg);
  void *ctx;
  /* For the command's own options whose argument is optional: what a following argument must
   * look like to be taken as CODE's value (NULL, or NULL returned: a number, px_is_number). */
  ra_value_ok_t (*value_ok)(int code);
} ra_parser_t;

/* Reads the options of ARGV (getopt_long from the start: optind reset; GNU
 * order, so options may follow operands): the shared ones through
 * render_args_apply into *RO, their RA_ bits into *GIVEN (when not NULL),
 * the command's own through P->option. Returns -1 when all are read
 * (optind at the first operand), else an exit status: PX_EXIT_USAGE after
 * getopt_long's message or an option's error line and the usage hint,
 * PX_EXIT_SOFTWARE when the table cannot be made (out of memory), or what
 * P->option returned. */
int render_args_parse(const ra_parser_t *p, int argc, char **argv, render_opts_t *ro,
                      unsigned *given); /* RO may be NULL when P->mask is 0 */

/* A command's printing status ST, after saying on stderr what the page layer noted in
 * O->note when ST is 0 (the size --layout office scaled the cards to): "polyx: CMD: NOTE". */
int render_args_noted(const char *cmd, const render_opts_t *o, int st);

#endif
