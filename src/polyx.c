/* polyx.c: the polyx command: global options and dispatch to the subcommands. */
#include <config.h>

#include "src/polyx.h"

#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "closeout.h"
#include "exitfail.h"
#include "progname.h"
#include "cards/geom.h"
#include "dlx/dlx.h"

static const struct subcommand {
  const char *name;
  int (*run)(int argc, char **argv);
  const char *summary;
} subcommands[] = {
  {"solve", cmd_solve, "solve an exact-cover problem in Knuth's text format"},
  {"tile", cmd_tile, "tile a region with polyominoes: find, count, list"},
  {"render", cmd_render, "draw a region or a tiling given as text (PDF, SVG, PNG)"},
  {"cards", cmd_cards, "Polyminix challenge cards: generate, verify, print"},
  {"polyssimo", cmd_polyssimo, "Polyssimo Challenge: footprint puzzles, board, game engine"},
  {"polymo", cmd_polymo, "Polymo: printable sheets, rules checking, simulated games, best sheet"},
  {"polymere", cmd_polymere, "Polymere: hexagonal tiles, rules checking, simulated games, counts, solitaire, set"},
};
#define N_SUBCOMMANDS (sizeof subcommands / sizeof subcommands[0])

void px_error(const char *fmt, ...) {
  va_list ap;
  fflush(stdout);
  fprintf(stderr, "polyx: ");
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
}

void px_error_at(const char *file, unsigned long line, unsigned long col,
                 const char *fmt, ...) {
  va_list ap;
  fflush(stdout);
  fprintf(stderr, "polyx: %s", strcmp(file, "-") == 0 ? "<stdin>" : file);
  if (line > 0) {
    fprintf(stderr, ":%lu", line);
    if (col > 0) fprintf(stderr, ":%lu", col);
  }
  fputs(": ", stderr);
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
}

void px_usage_hint(const char *cmd) {
  if (cmd)
    fprintf(stderr, "polyx: try 'polyx %s --help'\n", cmd);
  else
    fprintf(stderr, "polyx: try 'polyx --help'\n");
}

int px_parse_u64(const char *s, uint64_t *out) {
  uint64_t v = 0;
  if (s == NULL || *s == '\0') return -1;
  for (; *s; s++) {
    if (*s < '0' || *s > '9') return -1;
    unsigned d = (unsigned)(*s - '0');
    if (v > (UINT64_MAX - d) / 10) return -1;
    v = v * 10 + d;
  }
  *out = v;
  return 0;
}

int px_read_file(const char *path, char **text, size_t *len) {
  cards_error_t e;
  /* Inputs are text a person wrote or polyx printed: 1 GiB is far past any. */
  if (cards_read_file(path, (size_t)1 << 30, "polyx", text, len, &e) == 0) return PX_EXIT_OK;
  px_error_at(path, 0, 0, "%s", e.msg);
  return strcmp(e.msg, "out of memory") == 0 ? PX_EXIT_SOFTWARE : PX_EXIT_NOINPUT;
}

int px_progress_wanted(void) { return isatty(STDERR_FILENO); }

static void usage(FILE *out) {
  fprintf(out,
          "Usage: polyx [--help] [--version] COMMAND [OPTION]... [ARG]...\n"
          "Generate, verify and print polyomino and tile puzzles.\n\n"
          "Commands:\n");
  for (size_t i = 0; i < N_SUBCOMMANDS; i++)
    fprintf(out, "  %-8s %s\n", subcommands[i].name, subcommands[i].summary);
  fprintf(out,
          "\nOptions:\n"
          "  -h, --help     display this help and exit\n"
          "  -V, --version  output version information and exit\n"
          "\n'polyx COMMAND --help' describes each command.\n"
          "Exit status: 0 success, 1 no solution, 2 not unique, 3 budget ran out,\n"
          "4 a game record breaks a rule, 64 usage error, 65 bad input\n"
          "data, 66 input not readable, 70 internal error, 73 output not creatable,\n"
          "74 write error.\n");
}

int main(int argc, char **argv) {
  /* Messages all begin "polyx:", whatever path the command was run by. */
  set_program_name("polyx");
  exit_failure = PX_EXIT_IO;
  atexit(close_stdout);

  static const struct option longopts[] = {
      {"help", no_argument, NULL, 'h'},
      {"version", no_argument, NULL, 'V'},
      {NULL, 0, NULL, 0}};
  /* '+' stops at the first non-option: the subcommand parses the rest. */
  int c;
  while ((c = getopt_long(argc, argv, "+hV", longopts, NULL)) != -1) {
    switch (c) {
      case 'h':
        usage(stdout);
        return PX_EXIT_OK;
      case 'V':
        printf("polyx %s (libdlx %s)\n", PACKAGE_VERSION, dlx_version());
        return PX_EXIT_OK;
      default:
        px_usage_hint(NULL);
        return PX_EXIT_USAGE;
    }
  }
  if (optind >= argc) {
    px_error("no command given");
    px_usage_hint(NULL);
    return PX_EXIT_USAGE;
  }
  const char *name = argv[optind];
  for (size_t i = 0; i < N_SUBCOMMANDS; i++) {
    if (strcmp(name, subcommands[i].name) == 0) {
      char **sub_argv = argv + optind;
      int sub_argc = argc - optind;
      optind = 0; /* reset getopt for the subcommand (GNU: 0 reinitialises) */
      return subcommands[i].run(sub_argc, sub_argv);
    }
  }
  px_error("unknown command '%s'", name);
  px_usage_hint(NULL);
  return PX_EXIT_USAGE;
}
