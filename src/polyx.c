/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* polyx.c: the polyx command: global options and dispatch to the subcommands. */
#include <config.h>

#include "src/polyx.h"

#include <errno.h>
#include <inttypes.h>
#include <getopt.h>
#include <locale.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "closeout.h"
#include "exitfail.h"
#include "progname.h"
#include "base/error.h"
#include "base/text.h"
#include "games/game.h"
#include "poly/pieceset.h"
#include "dlx/dlx.h"
#include "output/i18n.h"

static const struct subcommand {
  const char *name;
  int (*run)(int argc, char **argv);
  const char *summary; /* NULL: another name of the command before it, not listed */
  int spreads;         /* may run over the processes of mpirun */
} subcommands[] = {
    {"solve", cmd_solve, N_("solve an exact-cover problem in Knuth's text format"), 1},
    {"tile", cmd_tile, N_("tile a region with polyominoes: find, count, list"), 1},
    {"render", cmd_render, N_("draw a region or a tiling given as text (PDF, SVG, PNG)"), 0},
    {"polyminix", cmd_cards, N_("Polyminix cards: generate, verify, print, check, score, play"),
     1},
    {"cards", cmd_cards, NULL, 1},
    {"polyssimo", cmd_polyssimo, N_("Polyssimo Challenge: footprint puzzles, board, game engine"),
     1},
    {"polymo", cmd_polymo, N_("Polymo: printable sheets, rule checks, simulated games, best sheet"),
     1},
    {"polymere", cmd_polymere,
     N_("Polymere: hex tiles, rule checks, games, counts, solitaire, set"), 1},
};
#define N_SUBCOMMANDS (sizeof subcommands / sizeof subcommands[0])

/* The process group under mpirun (NULL alone), and whether this rank keeps
 * quiet (ranks other than 0). */
static dist_t *group;
static int quiet_rank;

dist_t *px_group(void) {
  return group;
}

int px_group_refuse(const char *what) {
  if (dist_size(group) <= 1) return -1;
  /* TRANSLATORS: %s is a command or an option (e.g. "solve --max"); keep "mpirun". */
  px_error(_("%s does not run over several processes: run it without mpirun"), what);
  return PX_EXIT_USAGE;
}

int px_spread_failed(const char *cmd, dist_status_t st, const char *dlx_err, const char *checkpoint,
                     const dist_error_t *err) {
  switch (st) {
    case DIST_EDATA:
    case DIST_EOTHER: px_error_at(checkpoint, err->line, 0, "%s", err->msg); return PX_EXIT_DATA;
    case DIST_EIO: px_error("%s: %s", checkpoint, err->msg); return PX_EXIT_IO;
    case DIST_ECREATE: px_error("%s: %s", checkpoint, err->msg); return PX_EXIT_CANTCREAT;
    case DIST_ENOMEM:
      /* TRANSLATORS: %s is the command (solve, tile). */
      px_error(_("%s: out of memory"), cmd);
      return PX_EXIT_SOFTWARE;
    case DIST_OK:
    case DIST_EWORK:
    case DIST_EMPI:
    case DIST_ENOT_BUILT:
    case DIST_EMODULE: break;
  }
  /* TRANSLATORS: the command (solve, tile), then why the search failed. */
  px_error(_("%s: search failed: %s"), cmd, dlx_err ? dlx_err : dist_strerror(st));
  return PX_EXIT_SOFTWARE;
}

int px_checkpoint_refuse(const char *cmd, const char *file, const char *forms) {
  /* TRANSLATORS: the command (solve, tile), the file, then options (keep them as they are). */
  px_error(_("%s: --checkpoint '%s' needs --count, without %s"), cmd, file, forms);
  px_usage_hint(cmd);
  return PX_EXIT_USAGE;
}

int px_checkpoint_arg(const char *cmd, const char *arg, const char **out) {
  if (*arg == '\0') {
    /* TRANSLATORS: the command (solve, tile); keep --checkpoint as it is. */
    px_error(_("%s: --checkpoint needs a file name"), cmd);
    px_usage_hint(cmd);
    return PX_EXIT_USAGE;
  }
  *out = arg;
  return PX_EXIT_OK;
}

void px_spread_stats(size_t parts, size_t resumed, const uint64_t *rank_parts,
                     const uint64_t *rank_nodes, const double *rank_seconds) {
  fprintf(stderr, _("Parts: %zu (%zu done by an earlier run).\n"), parts, resumed);
  int size = dist_size(group);
  for (int r = 0; size > 1 && rank_parts && r < size; r++)
    /* TRANSLATORS: an MPI process's number, its parts, nodes and seconds. */
    fprintf(stderr, _("Process %d: %" PRIu64 " parts, %" PRIu64 " nodes, %.3f s searching.\n"), r,
            rank_parts[r], rank_nodes[r], rank_seconds[r]);
}

/* Run from the build tree (BUILD/src/polyx, or the libtool wrapper's
 * BUILD/src/.libs/polyx: the directory BUILD/locale holds the stamp
 * polyx-build-locale that make writes there): 1 with BUILD followed by WHAT
 * in OUT; 0 for an installed polyx. */
static int build_tree(char *out, size_t outsz, const char *what) {
  char exe[4096];
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 64);
  if (n <= 0) return 0;
  exe[n] = '\0';
  char *slash = strrchr(exe, '/');
  if (!slash) return 0;
  static const char *const up[] = {"/..", "/../.."};
  for (size_t i = 0; i < sizeof up / sizeof up[0]; i++) {
    char stamp[4300];
    snprintf(stamp, sizeof stamp, "%.*s%s/locale/polyx-build-locale", (int)(slash - exe), exe,
             up[i]);
    if (access(stamp, R_OK) == 0) {
      snprintf(out, outsz, "%.*s%s%s", (int)(slash - exe), exe, up[i], what);
      return 1;
    }
  }
  return 0;
}

/* The MPI module's file into OUT: $POLYX_MPI_MODULE when set, the build tree's when run from
 * there, else the one installed in PKGLIBDIR. */
static void mpi_module(char *out, size_t outsz) {
  const char *set = getenv("POLYX_MPI_MODULE");
  if (set && *set)
    snprintf(out, outsz, "%s", set);
  else if (!build_tree(out, outsz, "/dist/.libs/" DIST_MPI_MODULE))
    snprintf(out, outsz, "%s/%s", PKGLIBDIR, DIST_MPI_MODULE);
}

static void group_close(void) {
  dist_close(group);
  group = NULL;
}

/* Started by mpirun: open the group (MPI_Init) before any thread starts.
 * Returns -1 to go on, or an exit status. */
static int group_open(int *argc, char ***argv) {
  int rank, size;
  if (!dist_launched(&rank, &size)) return -1;
  char module[4300];
  mpi_module(module, sizeof module);
  dist_error_t err;
  dist_status_t st = dist_open(argc, argv, module, &group, &err);
  if (st == DIST_EMODULE) {
    /* Every process fails alike: rank 0 says it for all. */
    if (rank == 0)
      /* TRANSLATORS: the module's file name, then the system's reason. */
      px_error(_("started by mpirun, but cannot load the MPI module %s: %s"), module, err.msg);
    return PX_EXIT_SOFTWARE;
  }
  if (st == DIST_ENOT_BUILT) {
    /* Running the command once per process would do the work (and print
     * it) SIZE times over: refuse, once. */
    if (rank == 0)
      px_error(_("started by mpirun (processes: %d), but this polyx was built without MPI "
                 "(configure --with-mpi): run it without mpirun"),
               size);
    return PX_EXIT_USAGE;
  }
  if (st != DIST_OK) {
    px_error("%s", dist_strerror(st));
    return PX_EXIT_SOFTWARE;
  }
  atexit(group_close);
  if (dist_rank(group) != 0) {
    quiet_rank = 1;
    if (freopen("/dev/null", "w", stdout) == NULL) return PX_EXIT_IO;
  }
  return -1;
}

/* Write "polyx: " WHERE, then FMT with AP and a newline, on stderr in one
 * write: processes that share stderr (under mpirun) cannot cut the line. */
static void error_line(const char *where, const char *fmt, va_list ap)
    __attribute__((format(printf, 2, 0)));
static void error_line(const char *where, const char *fmt, va_list ap) {
  char small[1024];
  va_list aq;
  va_copy(aq, ap);
  int n = vsnprintf(small, sizeof small, fmt, aq);
  va_end(aq);
  size_t w = strlen(where), len = 7 + w + (size_t)(n > 0 ? n : 0) + 1;
  char *line = n >= 0 ? malloc(len + 1) : NULL;
  if (!line) { /* (in pieces, then) */
    fprintf(stderr, "polyx: %s", where);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    return;
  }
  memcpy(line, "polyx: ", 7);
  memcpy(line + 7, where, w);
  if ((size_t)n < sizeof small)
    memcpy(line + 7 + w, small, (size_t)n);
  else
    vsnprintf(line + 7 + w, (size_t)n + 1, fmt, ap);
  line[len - 1] = '\n';
  fwrite(line, 1, len, stderr);
  free(line);
}

void px_error(const char *fmt, ...) {
  va_list ap;
  if (quiet_rank) return;
  px_progress_end();
  fflush(stdout);
  va_start(ap, fmt);
  error_line("", fmt, ap);
  va_end(ap);
}

void px_error_at(const char *file, unsigned long line, unsigned long col, const char *fmt, ...) {
  va_list ap;
  if (quiet_rank) return;
  px_progress_end();
  fflush(stdout);
  const char *name = strcmp(file, "-") == 0 ? "<stdin>" : file;
  size_t room = strlen(name) + 48;
  char *where = malloc(room);
  if (where) {
    int k = snprintf(where, room, "%s", name);
    if (line > 0) {
      k += snprintf(where + k, room - (size_t)k, ":%lu", line);
      if (col > 0) k += snprintf(where + k, room - (size_t)k, ":%lu", col);
    }
    snprintf(where + k, room - (size_t)k, ": ");
  }
  va_start(ap, fmt);
  error_line(where ? where : "", fmt, ap);
  va_end(ap);
  free(where);
}

void px_usage_hint(const char *cmd) {
  if (quiet_rank) return;
  if (cmd)
    fprintf(stderr, _("polyx: try 'polyx %s --help'\n"), cmd);
  else
    fprintf(stderr, _("polyx: try 'polyx --help'\n"));
}

int px_parse_u64(const char *s, uint64_t *out) {
  return base_parse_u64(s, out);
}

int px_read_file(const char *path, char **text, size_t *len) {
  base_error_t e;
  /* TRANSLATORS: completes "file too large for %s". */
  if (base_read_file(path, BASE_MAX_TEXT, N_("polyx (at most 64 MiB)"), text, len, &e) == 0)
    return PX_EXIT_OK;
  px_error_at(path, 0, 0, "%s", e.msg);
  return px_exit_of_cards(&e);
}

/* Specs made by px_pieces_arg, freed at exit. */
static char *expanded_specs[8];
static int nexpanded;

static void free_expanded_specs(void) {
  while (nexpanded > 0) free(expanded_specs[--nexpanded]);
}

int px_pieces_arg(const char *opt, const char *spec, const char **out) {
  *out = spec;
  if (!strchr(spec, '@')) return PX_EXIT_OK;
  pieceset_t set;
  base_error_t e;
  memset(&e, 0, sizeof e);
  if (pieceset_parse_files(spec, &set, &e) != 0) {
    px_error_at(e.file[0] ? e.file : opt, e.line, e.col, "%s", e.msg);
    return px_exit_of_cards(&e);
  }
  char *inline_spec = NULL;
  int rc = pieceset_to_spec(&set, &inline_spec, &e);
  pieceset_free(&set);
  if (rc != 0 || nexpanded == (int)(sizeof expanded_specs / sizeof expanded_specs[0])) {
    free(inline_spec);
    px_error("%s: %s", opt, rc != 0 ? e.msg : _("too many piece specs with @FILE"));
    return rc != 0 ? px_exit_of_cards(&e) : PX_EXIT_USAGE;
  }
  if (nexpanded == 0) atexit(free_expanded_specs);
  expanded_specs[nexpanded++] = inline_spec;
  *out = inline_spec;
  return PX_EXIT_OK;
}

int px_exit_of_cards(const base_error_t *e) {
  switch (e->code) {
    case BASE_E_NOMEM:
    case BASE_E_LIBRARY: return PX_EXIT_SOFTWARE;
    case BASE_E_READ: return PX_EXIT_NOINPUT;
    case BASE_E_DATA:
    case BASE_E_UNKNOWN:
    case BASE_E_LIMIT: break;
  }
  return PX_EXIT_DATA;
}

int px_check_verdict(const char *file, int status, const char *rule, const base_error_t *err) {
  if (status == 0) return PX_EXIT_OK;
  if (status > 0 && rule)
    px_error_at(file, err->line, err->col, _("rule %s: %s"), rule, err->msg);
  else
    px_error_at(file, err->line, err->col, "%s", err->msg);
  return status > 0 ? PX_EXIT_RULE : px_exit_of_cards(err);
}

int px_exit_of_render(render_status_t st) {
  switch (st) {
    case RENDER_OK: return PX_EXIT_OK;
    case RENDER_ERR_CREATE: return PX_EXIT_CANTCREAT;
    case RENDER_ERR_WRITE: return PX_EXIT_IO;
    case RENDER_ERR_ARGS: return PX_EXIT_USAGE;
    case RENDER_ERR_NOMEM:
    case RENDER_ERR_OTHER: break;
    case RENDER_ERR_CANCELLED: return PX_EXIT_BUDGET;
  }
  return PX_EXIT_SOFTWARE;
}

int px_exit_of_draw(draw_status_t st) {
  switch (st) {
    case DRAW_OK: return PX_EXIT_OK;
    case DRAW_ERR_CREATE: return PX_EXIT_CANTCREAT;
    case DRAW_ERR_WRITE: return PX_EXIT_IO;
    case DRAW_ERR_ARGS: return PX_EXIT_USAGE;
    case DRAW_ERR_NOMEM:
    case DRAW_ERR_CAIRO: break;
    case DRAW_ERR_CANCELLED: return PX_EXIT_BUDGET;
  }
  return PX_EXIT_SOFTWARE;
}

int px_number_arg(const char *cmd, const char *opt, const char *arg, uint64_t lo, uint64_t hi,
                  uint64_t *out) {
  uint64_t v;
  if (px_parse_u64(arg, &v) == 0 && v >= lo && v <= hi) {
    *out = v;
    return PX_EXIT_OK;
  }
  if (hi == UINT64_MAX)
    /* TRANSLATORS: the command, the option, the value typed, the least value. */
    px_error(_("%s: %s: '%s' is not a whole number from %" PRIu64), cmd, opt, arg, lo);
  else
    px_error(_("%s: %s: '%s' is not a number from %" PRIu64 " to %" PRIu64), cmd, opt, arg, lo, hi);
  px_usage_hint(cmd);
  return PX_EXIT_USAGE;
}

/* One number of a pick list at *P (advanced past it), 1 to N: 0, else -1. */
static int pick_number(const char **p, int n, long *v) {
  char *end;
  if (**p < '0' || **p > '9') return -1;
  errno = 0;
  *v = strtol(*p, &end, 10);
  if (errno || *v < 1 || *v > n) return -1;
  *p = end;
  return 0;
}

/* The error of a pick list ARG, wrong at AT; PX_EXIT_USAGE. */
static int pick_bad(const char *cmd, const char *opt, const char *arg, const char *at, int n,
                    const char *noun) {
  size_t digits = strspn(at, "0123456789");
  if (digits && strtol(at, NULL, 10) != 0)
    /* TRANSLATORS: "cards: --cards: '3,12' names 12; the cards are numbered 1 to 10" */
    px_error(_("%s: %s: '%s' names %.*s; the %s are numbered 1 to %d"), cmd, opt, arg,
             (int)digits, at, noun, n);
  else
    px_error(_("%s: %s: '%s' is not a list of numbers and ranges (e.g. 3,7-9)"), cmd, opt, arg);
  px_usage_hint(cmd);
  return PX_EXIT_USAGE;
}

int px_pick_arg(const char *cmd, const char *opt, const char *arg, int n, const char *noun,
                unsigned char *keep) {
  memset(keep, 0, (size_t)n);
  for (const char *p = arg;;) {
    long a, b;
    const char *at = p;
    if (pick_number(&p, n, &a) != 0) return pick_bad(cmd, opt, arg, at, n, noun);
    b = a;
    if (*p == '-') {
      at = ++p;
      if (pick_number(&p, n, &b) != 0) return pick_bad(cmd, opt, arg, at, n, noun);
      if (b < a) return pick_bad(cmd, opt, arg, "", n, noun);
    }
    for (long i = a; i <= b; i++) keep[i - 1] = 1;
    if (*p == '\0') return PX_EXIT_OK;
    if (*p++ != ',') return pick_bad(cmd, opt, arg, "", n, noun);
  }
}

int px_jobs_arg(const char *cmd, const char *arg, int max, int *jobs) {
  uint64_t v;
  if (px_parse_u64(arg, &v) != 0 || v > (uint64_t)max) {
    px_error(_("%s: --jobs: '%s' is not a number from 0 to %d (0: one thread per processor)"), cmd,
             arg, max);
    px_usage_hint(cmd);
    return PX_EXIT_USAGE;
  }
  *jobs = (int)v;
  return PX_EXIT_OK;
}

int px_jobs(int jobs, int max) {
  if (jobs > 0) return jobs;
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n < 1 ? 1 : n > max ? max : (int)n;
}

/* A signal that ends the program (SIGTERM, SIGHUP, and SIGINT where the
 * command does not catch it) first removes the temporaries of every output
 * being written: records, drawings, decks (output/afile.h registers them;
 * the handler only calls unlink). */
static void on_fatal_signal(int sig) {
  afile_unlink_temporaries();
  signal(sig, SIG_DFL);
  raise(sig);
}

static void catch_fatal_signals(void) {
  static const int sigs[] = {SIGINT, SIGTERM, SIGHUP};
  for (size_t k = 0; k < sizeof sigs / sizeof sigs[0]; k++) {
    struct sigaction sa, old;
    /* A signal ignored (nohup, a shell's background job) stays ignored. */
    if (sigaction(sigs[k], NULL, &old) == 0 && old.sa_handler == SIG_DFL) {
      memset(&sa, 0, sizeof sa);
      sa.sa_handler = on_fatal_signal;
      sigemptyset(&sa.sa_mask);
      sigaction(sigs[k], &sa, NULL);
    }
  }
}

static volatile sig_atomic_t interrupted;

static void on_interrupt(int sig) {
  (void)sig;
  interrupted = 1;
}

void px_catch_interrupt(void) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_interrupt;
  sigemptyset(&sa.sa_mask);
  interrupted = 0;
  sigaction(SIGINT, &sa, NULL);
  draw_set_cancel(&interrupted);
}

int px_interrupted(void) {
  return interrupted != 0;
}

const volatile sig_atomic_t *px_interrupt_flag(void) {
  return &interrupted;
}

int px_flag_agree(volatile sig_atomic_t *flag) {
  if (px_group()) {
    int v = *flag != 0;
    if (dist_max_int(px_group(), &v) == DIST_OK && v) *flag = 1;
  }
  return *flag != 0;
}

unsigned long px_plural(uint64_t n) {
  return (unsigned long)(n > 1000000 ? 1000000 + n % 1000000 : n);
}

const char *px_nodes_words(uint64_t nodes, char buf[PX_WORDS]) {
  snprintf(buf, PX_WORDS, ngettext("%" PRIu64 " node", "%" PRIu64 " nodes", px_plural(nodes)),
           nodes);
  return buf;
}

const char *px_updates_words(uint64_t updates, char buf[PX_WORDS]) {
  snprintf(buf, PX_WORDS,
           ngettext("%" PRIu64 " update", "%" PRIu64 " updates", px_plural(updates)), updates);
  return buf;
}

int px_interrupt_agree(void) {
  return px_flag_agree(&interrupted);
}

FILE *px_out_open(px_out_t *o, const char *path) {
  char err[600];
  if (quiet_rank) {
    /* Under mpirun, rank 0 writes the file; the others write nowhere. */
    memset(o, 0, sizeof *o);
    o->f.fp = fopen("/dev/null", "w");
    if (o->f.fp == NULL) px_error("/dev/null: %s", strerror(errno));
    return o->f.fp;
  }
  if (afile_open(&o->f, path, err, sizeof err) != 0) {
    px_error("%s", err);
    return NULL;
  }
  return o->f.fp;
}

void px_stdout_reported(void) {
  /* The buffer and the error go with the old stream: close_stdout finds
   * nothing left to report. */
  if (!freopen("/dev/null", "w", stdout)) clearerr(stdout);
}

int px_output_check(const char *cmd, const char *path) {
  struct stat st;
  if (quiet_rank || strcmp(path, "-") == 0) return PX_EXIT_OK;
  /* A device or a FIFO is opened once, when written: a FIFO would wait here for its reader. */
  if (stat(path, &st) == 0 && !S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode)) return PX_EXIT_OK;
  afile_t f;
  char err[600];
  if (afile_open(&f, path, err, sizeof err) != 0) {
    px_error("%s: %s", cmd, err);
    return PX_EXIT_CANTCREAT;
  }
  afile_abort(&f);
  return PX_EXIT_OK;
}

int px_out_close(px_out_t *o, int ok) {
  char err[600];
  if (quiet_rank) {
    if (o->f.fp) fclose(o->f.fp);
    memset(o, 0, sizeof *o);
    return 0;
  }
  if (!ok) {
    afile_abort(&o->f);
    return 0;
  }
  if (afile_close(&o->f, err, sizeof err) != 0 || afile_commit(&o->f, err, sizeof err) != 0) {
    px_error("%s", err);
    afile_abort(&o->f);
    return PX_EXIT_IO;
  }
  return 0;
}

/* Whether the file descriptor FD of process PID is a terminal (Linux's /proc; 0 elsewhere). */
static int fd_of_is_tty(long pid, int fd) {
  char path[64], target[64];
  snprintf(path, sizeof path, "/proc/%ld/fd/%d", pid, fd);
  ssize_t n = readlink(path, target, sizeof target - 1);
  if (n <= 0) return 0;
  target[n] = '\0';
  return strncmp(target, "/dev/pts/", 9) == 0 || strncmp(target, "/dev/tty", 8) == 0;
}

int px_progress_wanted(void) {
  static int wanted = -1;
  if (wanted < 0) {
    wanted = isatty(STDERR_FILENO);
    /* Under mpirun a process's stderr is a pipe to the launcher, which passes
       the lines on: the progress is wanted when the launcher's own stderr is a
       terminal (rank 0 started on this machine by mpirun). */
    if (!wanted && group && dist_size(group) > 1) wanted = fd_of_is_tty((long)getppid(), 2);
  }
  return wanted;
}

static int progress_shown;

/* Every game's play series, counted on a terminal (game_set_progress): about a thousand
 * updates at most, the line cleared after the last game so that the figures print clean. */
static void series_progress(void *ctx, uint64_t done, uint64_t total) {
  (void)ctx;
  if (!px_progress_wanted()) return;
  uint64_t step = total / 1000 + 1;
  if (done % step == 0 || done == total)
    /* TRANSLATORS: a progress line's word, before "played/in all" (games 12/1000). */
    px_progress(_("games"), (long)done, (long)total);
  if (done == total) px_progress_end();
}

/* Every drawing's pages, counted on a terminal (draw_set_progress): a document of one
 * page says nothing; one that did not announce its pages counts from its second. */
static void page_progress(void *ctx, int page, int pages) {
  (void)ctx;
  char line[100];
  if (pages > 1)
    /* TRANSLATORS: a progress line, rewritten in place: the page being drawn, of how many. */
    snprintf(line, sizeof line, _("page %d/%d"), page, pages);
  else if (page > 1)
    /* TRANSLATORS: a progress line, rewritten in place: the page being drawn. */
    snprintf(line, sizeof line, _("page %d"), page);
  else
    return;
  px_progress_line(line);
}

void px_progress(const char *what, long done, long total) {
  char line[300];
  snprintf(line, sizeof line, "%s %ld/%ld", what, done, total);
  px_progress_line(line);
}

void px_progress_line(const char *line) {
  if (quiet_rank || !px_progress_wanted()) return;
  fprintf(stderr, "\rpolyx: %s ", line);
  fflush(stderr);
  progress_shown = 1;
}

void px_progress_end(void) {
  if (!progress_shown) return;
  fputs("\r\033[K", stderr);
  fflush(stderr);
  progress_shown = 0;
}

double px_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The page layer's note waiting for the summary line (px_note_pending). */
static const char *note_cmd;
static char *note_text;

void px_note_pending(const char *cmd, char *note) {
  note_cmd = cmd;
  note_text = note;
}

char *px_written(const char *path, double t0, char *buf, size_t len, int *pages) {
  px_progress_end(); /* the summary line that names them follows */
  if (note_text && note_text[0]) { /* the note before the summary: that is the last line */
    px_error("%s: %s", note_cmd, note_text);
    note_text[0] = '\0';
  }
  if (pages) *pages = 1;
  snprintf(buf, len, "%s", path);
  const char *dot = strrchr(path, '.'), *slash = strrchr(path, '/');
  if (!dot || (slash && dot < slash)) return buf;
  struct stat sb;
  if (stat(path, &sb) == 0 && (double)sb.st_mtime >= (double)(long)t0) return buf;
  int n = 0;
  for (int i = 1; i < 100000; i++) {
    char f[4200];
    snprintf(f, sizeof f, "%.*s-%d%s", (int)(dot - path), path, i, dot);
    if (stat(f, &sb) != 0 || (double)sb.st_mtime < (double)(long)t0) break;
    n = i;
  }
  if (n == 0) return buf;
  if (pages) *pages = n;
  snprintf(buf, len, "%.*s-1%s ... %.*s-%d%s", (int)(dot - path), path, dot, (int)(dot - path),
           path, n, dot);
  return buf;
}

/* Each exit status in the words of every command's --help. */
static const struct {
  int status;
  const char *words;
} exit_words[] = {
    {PX_EXIT_OK, N_("success")},
    {PX_EXIT_NONE, N_("no solution")},
    {PX_EXIT_MANY, N_("not unique")},
    {PX_EXIT_BUDGET, N_("budget ran out or interrupted")},
    {PX_EXIT_RULE, N_("a game record breaks a rule")},
    {PX_EXIT_USAGE, N_("usage error")},
    {PX_EXIT_DATA, N_("bad input data")},
    {PX_EXIT_NOINPUT, N_("input not readable")},
    {PX_EXIT_SOFTWARE, N_("internal error")},
    {PX_EXIT_CANTCREAT, N_("output not creatable")},
    {PX_EXIT_IO, N_("write error")},
};

/* The display width of the UTF-8 text S[0..N): one column a character. */
static size_t columns(const char *s, size_t n) {
  size_t c = 0;
  for (size_t i = 0; i < n; i++) c += ((unsigned char)s[i] & 0xC0) != 0x80;
  return c;
}

void px_help_exit_status(FILE *out, ...) {
  /* "N\001words": \001 a blank where no line breaks, so that a number keeps its words */
  char text[1024];
  size_t len = (size_t)snprintf(text, sizeof text, "%s", _("Exit status:"));
  va_list ap;
  va_start(ap, out);
  const char *sep = " ";
  for (int st = va_arg(ap, int); st >= 0 && len < sizeof text; st = va_arg(ap, int)) {
    for (size_t k = 0; k < sizeof exit_words / sizeof exit_words[0]; k++)
      if (exit_words[k].status == st)
        len += (size_t)snprintf(text + len, sizeof text - len, "%s%d\001%s", sep, st,
                                _(exit_words[k].words));
    sep = ", ";
  }
  va_end(ap);
  if (len < sizeof text - 1) text[len++] = '.', text[len] = '\0';
  fputc('\n', out);
  for (const char *line = text; *line;) { /* greedy, at blanks, 79 columns */
    const char *end = line + strcspn(line, " ");
    while (*end && columns(line, (size_t)(end + 1 + strcspn(end + 1, " ") - line)) <= 79)
      end += 1 + strcspn(end + 1, " ");
    for (const char *c = line; c < end; c++) fputc(*c == '\001' ? ' ' : *c, out);
    fputc('\n', out);
    line = *end ? end + 1 : end;
  }
}

static void usage(FILE *out) {
  fputs(_("Usage: polyx [--help] [--version] COMMAND [OPTION]... [ARG]...\n"
          "Generate, verify and print polyomino and tile puzzles.\n"),
        out);
  fputs(_("\nCommands:\n"), out);
  for (size_t i = 0; i < N_SUBCOMMANDS; i++)
    if (subcommands[i].summary)
      fprintf(out, "  %-8s %s\n", subcommands[i].name, _(subcommands[i].summary));
  /* TRANSLATORS: keep the options themselves (--help, --version) as they are. */
  fputs(_("\nOptions:\n"
          "  -h, --help     display this help and exit\n"
          "  -V, --version  output version information and exit\n"
          "\n'polyx COMMAND --help' describes each command.\n"),
        out);
  px_help_exit_status(out, 0, 1, 2, 3, 4, 64, 65, 66, 70, 73, 74, -1);
}

/* A polyx run from its build tree (src/polyx, or libtool's src/.libs/polyx) speaks every
 * language too: `make` compiles the catalogs into BUILD/locale (marked by a file
 * polyx-build-locale), and POLYX_LOCALEDIR, when the user has not set it, names that directory
 * for the command line, the pages (output/i18n.h) and the processes mpirun starts. An installed
 * polyx finds no such directory beside it and reads LOCALEDIR's. */
static void find_build_catalogs(void) {
  const char *set = getenv("POLYX_LOCALEDIR");
  if (set && *set) return;
  char dir[4200];
  if (build_tree(dir, sizeof dir, "/locale")) setenv("POLYX_LOCALEDIR", dir, 0);
}

int px_optional_value(const char *cmd, const char *opt, int argc, char **argv,
                      int (*is_value)(const char *)) {
  if (optarg || optind >= argc) return 0;
  const char *v = argv[optind];
  if (v[0] == '-' || !is_value(v)) return 0;
  if (access(v, F_OK) == 0) {
    /* TRANSLATORS: the command, the value, the option, the option and the value again, then
     * the value as a file name; keep --OPT=VALUE and ./VALUE as they are. */
    px_error(_("%s: '%s' after --%s is both its value and a file: write --%s=%s, or ./%s for "
               "the file"),
             cmd, v, opt, opt, v, v);
    px_usage_hint(cmd);
    return PX_EXIT_USAGE;
  }
  optarg = argv[optind++];
  return 0;
}

int px_is_number(const char *s) {
  char *end;
  if (!*s) return 0;
  (void)strtod(s, &end);
  return *end == '\0';
}

int px_is_whole(const char *s) {
  uint64_t v;
  return px_parse_u64(s, &v) == 0;
}

/* Never silent English: when the locale asks for a language (LANGUAGE's first, else the one
 * setlocale chose from LC_ALL, LC_MESSAGES or LANG) other than English and gettext found no
 * catalog of polyx for it (a found catalog answers "" with its header), one line says which
 * file is missing, once a run (main calls this once, rank 0 only), and how to ask for English
 * without the line: LANGUAGE=en, which silences both warnings below. The "C" locale asks for
 * none (glibc then ignores LANGUAGE). */
static void warn_missing_catalog(int locale_set) {
  int rank = 0;
  if (dist_launched(&rank, NULL) && rank != 0) return; /* rank 0 speaks for the group */
  const char *first = getenv("LANGUAGE");
  if (first && strncmp(first, "en", 2) == 0 && strchr(":_.@", first[2] ? first[2] : ':'))
    return; /* English asked for first: nothing is missing */
  if (!locale_set) {
    /* The environment names a locale the system does not have (LANG=fr_FR.UTF-8 on a machine
     * where it was never generated): the C library stays in "C", where nothing is translated. */
    const char *want = NULL;
    static const char *const vars[] = {"LC_ALL", "LC_MESSAGES", "LANG"};
    for (size_t i = 0; i < sizeof vars / sizeof vars[0] && !want; i++) {
      const char *v = getenv(vars[i]);
      if (v && *v) want = v;
    }
    if (want && strncmp(want, "en", 2) != 0 && strncmp(want, "C", 1) != 0 &&
        strcmp(want, "POSIX") != 0)
      /* Not marked for translation: in the "C" locale it would be English anyway. */
      px_error("warning: the locale '%s' is not installed on this system (see locale -a): "
               "messages in English (set LANGUAGE=en for no warning)",
               want);
    return;
  }
  const char *loc = setlocale(LC_MESSAGES, NULL);
  if (!loc || strcmp(loc, "C") == 0 || strcmp(loc, "POSIX") == 0) return;
  const char *list = getenv("LANGUAGE");
  if (!list || !*list) list = loc;
  char lang[32];
  size_t n = strcspn(list, ":_.@");
  if (n == 0 || n >= sizeof lang) return;
  memcpy(lang, list, n);
  lang[n] = '\0';
  if (strcmp(lang, "en") == 0 || strcmp(lang, "C") == 0 || strcmp(lang, "POSIX") == 0) return;
#if ENABLE_NLS
  static const char header[] = ""; /* a variable: xgettext reserves the empty msgid */
  if (*gettext(header) != '\0') return;
  /* Not marked for translation: it is only ever shown when no catalog was found. */
  px_error("warning: no catalog for language '%s' (%s/%s/LC_MESSAGES/%s.mo): messages in English "
           "(set LANGUAGE=en for no warning)",
           lang, i18n_localedir(), lang, PACKAGE);
#else
  px_error("warning: polyx was built without native language support (configure "
           "--disable-nls): messages in English, not '%s'",
           lang);
#endif
}

/* POLYX_NO_MAIN: the program without its main, for the option-parsing fuzz harness
 * (tests/fuzz/fuzz_args.c), which links the command line's code. */
#ifndef POLYX_NO_MAIN
int main(int argc, char **argv) {
  /* Messages all begin "polyx:", whatever path the command was run by. */
  set_program_name("polyx");
  /* The command line speaks the user's language (LANGUAGE, LC_ALL,
   * LC_MESSAGES, LANG), English when there is no catalog for it or the
   * locale is "C" (then LANGUAGE is ignored, as glibc does). The pages
   * take theirs from --lang (output/i18n.h), from the same directory. */
  /* Only the messages and the character set follow the locale: numbers are
   * read (strtod) and written (printf) the one way whatever it is, so that a
   * German locale neither refuses --bleed=1.5 nor changes an output byte. */
  int locale_set = setlocale(LC_MESSAGES, "") != NULL;
  setlocale(LC_CTYPE, "");
  find_build_catalogs();
  bindtextdomain(PACKAGE, i18n_localedir());
  textdomain(PACKAGE);
  /* libdlx's messages (its own domain, libdlx.mo) from the same directory. */
  dlx_set_localedir(i18n_localedir());
  warn_missing_catalog(locale_set);
  exit_failure = PX_EXIT_IO;
  atexit(close_stdout);

  static const struct option longopts[] = {
      {"help", no_argument, NULL, 'h'}, {"version", no_argument, NULL, 'V'}, {NULL, 0, NULL, 0}};
  /* '+' stops at the first non-option: the subcommand parses the rest. */
  int c;
  while ((c = getopt_long(argc, argv, "+hV", longopts, NULL)) != -1) {
    switch (c) {
      case 'h': usage(stdout); return PX_EXIT_OK;
      case 'V':
        /* The GNU layout (program, package, version; then copyright, licence and authors),
         * with the library the program runs against and its own licence. */
        printf("polyx (%s) %s\nlibdlx %s (LGPL-2.1-or-later)\n"
               "Copyright (C) 2026 the polyx developers.\n",
               PACKAGE_NAME, PACKAGE_VERSION, dlx_version());
        fputs(_("License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.\n"
                "This is free software: you are free to change and redistribute it.\n"
                "There is NO WARRANTY, to the extent permitted by law.\n"),
              stdout);
        putchar('\n');
        fputs(_("Written by the polyx developers.\n"), stdout);
        return PX_EXIT_OK;
      default: px_usage_hint(NULL); return PX_EXIT_USAGE;
    }
  }
  if (optind >= argc) {
    px_error(_("no command given"));
    px_usage_hint(NULL);
    return PX_EXIT_USAGE;
  }
  const char *name = argv[optind];
  int gs = group_open(&argc, &argv);
  if (gs >= 0) return gs;
  catch_fatal_signals();
  draw_set_progress(page_progress, NULL);
  game_set_progress(series_progress, NULL);
  game_set_cancel(px_interrupt_flag()); /* raised once a command catches Ctrl-C */
  for (size_t i = 0; i < N_SUBCOMMANDS; i++) {
    if (strcmp(name, subcommands[i].name) == 0) {
      /* Only the searches and the batch generation are spread over processes. */
      if (!subcommands[i].spreads) {
        gs = px_group_refuse(name);
        if (gs >= 0) return gs;
      }
      char **sub_argv = argv + optind;
      int sub_argc = argc - optind;
      /* getopt_long begins its messages with argv[0]: "polyx: polymo: unrecognized option",
       * like every other message of the command. */
      static char prefix[64];
      snprintf(prefix, sizeof prefix, "polyx: %s", subcommands[i].name);
      sub_argv[0] = prefix;
      optind = 0; /* reset getopt for the subcommand (GNU: 0 reinitialises) */
      return subcommands[i].run(sub_argc, sub_argv);
    }
  }
  px_error(_("unknown command '%s'"), name);
  px_usage_hint(NULL);
  return PX_EXIT_USAGE;
}
#endif
