/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* cmd_solve.c: `polyx solve`, the exact-cover solver on Knuth's text format (count, list, unique,
 * random, budget, stats). */
#include <config.h>

#include "src/polyx.h"
#include "src/render_args.h"

#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "dist/dist_search.h"
#include "dlx/dlx.h"

/* The handle being searched, for the SIGINT handler (dlx_cancel is safe to
 * call from a signal handler). The command line is the one place allowed a
 * global: a signal handler has no context pointer. */
static dlx_t *volatile solve_running;
static volatile sig_atomic_t solve_interrupted;

static void on_sigint(int sig) {
  (void)sig;
  solve_interrupted = 1;
  dlx_t *d = solve_running;
  if (d) dlx_cancel(d);
}

static void usage(FILE *out) {
  fputs(_("Usage: polyx solve [OPTION]... [FILE]\n"
          "Solve an exact-cover problem written in Knuth's DLX text format\n"
          "(items line, then one option per line; see polyx-solve(1)).\n"
          "With no FILE, or when FILE is -, read standard input.\n"
          "By default print every solution as its option lines, solutions\n"
          "separated by a blank line.\n"
          "\n"
          "  -c, --count          print only the number of solutions\n"
          "  -m, --max=N          stop after N solutions (0: no limit)\n"
          "  -u, --unique         stop after 2 solutions (overrides --max); exit 0 when\n"
          "                       there is exactly one, 1 when there is none, 2 when\n"
          "                       there are more\n"
          "  -r, --random         find a random solution (the first one of a randomised\n"
          "                       search; with --count or --max, search in random order)\n"
          "  -s, --seed=S         seed for --random (implies --random; default 0)\n"
          "  -b, --budget=N       give up after N updates (0: no budget); exit 3 when\n"
          "                       the budget runs out before the answer is known\n"
          "  -q, --quiet          print no solutions (the exit status still tells)\n"
          "  -j, --jobs=N         threads to search with (default 0: one per online\n"
          "                       processor), in every mode: the same output, exit\n"
          "                       status and statistics as one thread, sooner\n"
          "      --engine=E       search engine: auto (the default: the faster one for\n"
          "                       the problem), links (dancing links; nodes and updates\n"
          "                       as Knuth's DLX1 counts them), cells (sparse sets,\n"
          "                       as Knuth's SSXCC and SSMCC) or bits\n"
          "                       (bitsets, for up to 1024 options without\n"
          "                       multiplicities; nodes as DLX1's and DLX2's)\n"
          "      --stats[=profile]  print counts (solutions, nodes, updates, time) on\n"
          "                       standard error; with =profile, the nodes per level\n"
          "      --emit-dlx       write the problem back in Knuth's format and exit\n"
          "                       without solving\n"
          "  -h, --help           display this help and exit\n"
          "\n"
          "Progress is shown on standard error when it is a terminal and the search\n"
          "is long. Ctrl-C stops a search cleanly and reports the counts so far.\n"),
        out);
  /* Checkpoints and processes: a block of their own. */
  fputs(_("\nLong counts:\n"
          "      --checkpoint=FILE  with --count: record each finished part of the\n"
          "                       search in FILE as it ends; run again with the same\n"
          "                       FILE to go on from there after a stop or a crash\n"
          "Under mpirun (polyx built with MPI), --count and the listing of every\n"
          "solution are spread over the processes, each with --jobs threads: the\n"
          "same count, statistics and solutions in the same order.\n"),
        out);
  /* The memoised count: a block of its own. */
  fputs(_("\nCounting by memo:\n"
          "      --memo[=MB]      with --count: count by memoising subproblems (the\n"
          "                       states of the items) in a table of at most MB\n"
          "                       megabytes (default 512); one thread, one process;\n"
          "                       with multiplicities too, but where an option names\n"
          "                       no item of bounds 1:1 (the states then say which\n"
          "                       options are left) up to 1024 options only (else a\n"
          "                       plain count); a count past 2^64-1 exits 3\n"),
        out);
  px_help_exit_status(out, 0, 1, 2, 3, 64, 65, 66, 70, 73, 74, -1);
}

typedef struct {
  int show; /* stderr is a terminal: progress lines wanted */
  double start;
  double last;
  int shown; /* a progress line is on the terminal */
} progress_t;

static void progress_clear(progress_t *pr);

/* The printer of solutions. Each option's line is written once, by
 * dlx_write_option into a memory stream, the first time a solution has it;
 * a solution is then its lines copied into a buffer of our own, handed to
 * stdout a block at a time (each solution at once on a terminal). Writing
 * each solution through stdio took a lock per call once the search had
 * threads: listing 9 M solutions of two options each cost twice the CPU on
 * two threads as on one. On several threads (and not on a terminal),
 * libdlx's threads format their own solutions (format_solution: a line is
 * written by whichever thread first needs it) and hand the calling thread
 * finished text (on_text): moving each solution's option ids from the
 * searching core to the printing one cost more than formatting it. */
typedef struct chunk {
  struct chunk *prev;
  size_t used, cap;
  char data[]; /* lines: each its length (a size_t), then its bytes */
} chunk_t;

typedef struct {
  const dlx_t *dlx;
  progress_t *progress; /* a progress line to clear before printing */
  int print;            /* print each solution */
  int each;             /* hand each solution to stdout at once (a terminal) */
  uint64_t found;       /* solutions printed so far */
  /* Each option's line, NULL until written (printer_line): the threads of
   * a search format solutions at once, and read the lines written. */
  _Atomic(const char *) *line;
  atomic_flag writing; /* held while a line is written */
  FILE *lines;         /* where dlx_write_option writes (a memory stream) */
  char *text;
  size_t text_len;
  chunk_t *chunk; /* the lines, copied where they stay */
  char *buf;      /* solutions not yet handed to stdout */
  size_t len, cap;
  int write_failed;
  int texts; /* on_text has been called */
} printer_t;

/* Solutions are handed to stdout in blocks of about this many bytes. */
#define PRINT_BLOCK 8192

/* Hand P's buffer to stdout. 0, or 1 after setting P->write_failed. */
static int printer_flush(printer_t *p) {
  if (p->write_failed) return 1;
  if (p->len == 0) return 0;
  errno = 0;
  size_t n = p->len;
  p->len = 0;
  /* (glibc's fwrite may count a failed flush of its own buffer as written) */
  if (fwrite(p->buf, 1, n, stdout) != n || ferror(stdout)) {
    p->write_failed = errno ? errno : EIO;
    return 1;
  }
  if (p->each && fflush(stdout) != 0) {
    p->write_failed = errno ? errno : EIO;
    return 1;
  }
  return 0;
}

/* P's table of lines, before any search. 0, or ENOMEM. */
static int printer_init(printer_t *p) {
  int n = dlx_option_count(p->dlx);
  p->line = malloc((size_t)(n > 0 ? n : 1) * sizeof *p->line);
  if (p->line == NULL) return ENOMEM;
  for (int o = 0; o < n; o++) atomic_init(&p->line[o], NULL);
  atomic_flag_clear(&p->writing);
  return 0;
}

/* What P holds, freed (its buffer must have been flushed). */
static void printer_free(printer_t *p) {
  if (p->lines) fclose(p->lines);
  free(p->text);
  free((void *)p->line);
  for (chunk_t *c = p->chunk, *prev; c; c = prev) {
    prev = c->prev;
    free(c);
  }
  free(p->buf);
}

/* Option O's line (its length, a size_t, then its bytes), written the
 * first time: by one thread at a time (a spin on P->writing: the threads
 * are libdlx's, and a line is written once an option), published with an
 * atomic store that the readers' loads see whole. NULL when out of memory. */
static const char *printer_line(printer_t *p, int o) {
  const char *e = atomic_load_explicit(&p->line[o], memory_order_acquire);
  if (e) return e;
  while (atomic_flag_test_and_set_explicit(&p->writing, memory_order_acquire)) continue;
  e = atomic_load_explicit(&p->line[o], memory_order_relaxed);
  if (e == NULL && (p->lines || (p->lines = open_memstream(&p->text, &p->text_len)))) {
    size_t start = p->text_len;
    /* (a memory stream fails only for want of memory) */
    if (dlx_write_option(p->dlx, o, p->lines) == DLX_OK && fflush(p->lines) == 0) {
      size_t len = p->text_len - start, need = sizeof len + len;
      chunk_t *c = p->chunk;
      if (c == NULL || c->cap - c->used < need) {
        size_t cap = need > 65536 ? need : 65536;
        if ((c = malloc(sizeof *c + cap)) != NULL) {
          *c = (chunk_t){.prev = p->chunk, .cap = cap};
          p->chunk = c;
        }
      }
      if (c) {
        char *at = c->data + c->used;
        memcpy(at, &len, sizeof len);
        memcpy(at + sizeof len, p->text + start, len);
        c->used += need;
        atomic_store_explicit(&p->line[o], at, memory_order_release);
        e = at;
      }
    }
  }
  atomic_flag_clear_explicit(&p->writing, memory_order_release);
  return e;
}

/* Room for N more bytes in P's buffer. 0, or ENOMEM. */
static int printer_room(printer_t *p, size_t n) {
  if (p->len + n <= p->cap) return 0;
  size_t cap = p->cap ? p->cap : 2 * PRINT_BLOCK;
  while (cap < p->len + n) cap *= 2;
  char *b = realloc(p->buf, cap);
  if (b == NULL) return ENOMEM;
  p->buf = b;
  p->cap = cap;
  return 0;
}

static int cmp_int(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

/* The N option ids OPTIONS into S in increasing order: the order a
 * solution is printed in (the order of choice depends on the engine's
 * heuristics; input order is canonical). */
static inline void sort_options(const int *options, int n, int *s) {
  if (n > 32)
    qsort(memcpy(s, options, (size_t)n * sizeof *s), (size_t)n, sizeof *s, cmp_int);
  else /* (insertion: most solutions have few options) */
    for (int i = 0; i < n; i++) {
      int v = options[i], k = i;
      for (; k > 0 && s[k - 1] > v; k--) s[k] = s[k - 1];
      s[k] = v;
    }
}

/* libdlx's format callback, called from its threads at once: a solution's
 * text, a blank line (dropped before the first solution, on_text) then its
 * lines, at BUF. Also on_solution's. */
#define FORMAT_SMALL 64
static size_t format_solution(void *ctx, const int *options, int n, char *buf, size_t room) {
  printer_t *p = ctx;
  int small[FORMAT_SMALL], *s = small;
  if (n > FORMAT_SMALL && (s = malloc((size_t)n * sizeof *s)) == NULL)
    return DLX_FORMAT_ERROR; /* (solve_search reads it as out of memory) */
  sort_options(options, n, s);
  /* (the lines are copied while they fit: what is past ROOM does not count) */
  size_t need = 1;
  if (room) buf[0] = '\n';
  for (int i = 0; i < n && need != DLX_FORMAT_ERROR; i++) {
    const char *e = printer_line(p, s[i]);
    size_t len;
    if (e == NULL) {
      need = DLX_FORMAT_ERROR; /* (out of memory) */
      break;
    }
    memcpy(&len, e, sizeof len);
    if (need + len <= room) memcpy(buf + need, e + sizeof len, len);
    need += len;
  }
  if (s != small) free(s);
  return need;
}

/* libdlx's text callback: the solutions' text in order, from the calling
 * thread, handed to stdout as it comes (but the blank line before the
 * first solution). */
static int on_text(void *ctx, const char *text, size_t len) {
  printer_t *p = ctx;
  if (p->progress) progress_clear(p->progress);
  if (!p->texts) {
    p->texts = 1;
    text++;
    len--;
  }
  errno = 0;
  if (fwrite(text, 1, len, stdout) != len || ferror(stdout)) {
    p->write_failed = errno ? errno : EIO;
    return 1;
  }
  return 0;
}

/* Print one solution: its options in input order, as format_solution
 * writes them. */
static int on_solution(void *ctx, const int *options, int n) {
  printer_t *p = ctx;
  if (!p->print) return 0;
  if (p->progress && p->progress->shown) progress_clear(p->progress);
  size_t need;
  if (p->cap == 0 && printer_room(p, 1) != 0) goto nomem;
  need = format_solution(p, options, n, p->buf + p->len, p->cap - p->len);
  if (need == DLX_FORMAT_ERROR) goto nomem;
  if (need > p->cap - p->len) {
    if (printer_room(p, need) != 0) goto nomem;
    format_solution(p, options, n, p->buf + p->len, p->cap - p->len);
  }
  if (p->found++ == 0) /* (no blank line before the first solution) */
    memmove(p->buf + p->len, p->buf + p->len + 1, --need);
  p->len += need;
  return p->each || p->len >= PRINT_BLOCK ? printer_flush(p) : 0;
nomem:
  p->write_failed = ENOMEM;
  return 1;
}

static double now_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* A one-line progress report, rewritten in place with a carriage return;
 * only once the search has run for a second, and at most 4 times a second. */
static int on_progress(void *ctx, const dlx_stats_t *st) {
  progress_t *pr = ctx;
  /* An interrupt that came just before the search started, when
   * dlx_cancel() could not yet reach it, stops the search here. */
  if (solve_interrupted) return 1;
  if (!pr->show) return 0;
  double t = now_seconds();
  if (t - pr->start < 1.0 || t - pr->last < 0.25) return 0;
  pr->last = t;
  fputc('\r', stderr);
  char nodes[PX_WORDS], updates[PX_WORDS];
  px_nodes_words(st->nodes, nodes);
  px_updates_words(st->updates, updates);
  /* TRANSLATORS: the solutions so far, then "N nodes" and "N updates" (translated on their
     own), then the seconds; the line is rewritten in place, hence the blank at its end. */
  fprintf(stderr,
          ngettext("%" PRIu64 " solution, %s, %s, %.0f s ", "%" PRIu64 " solutions, %s, %s, %.0f s ",
                   px_plural(st->solutions)),
          st->solutions, nodes, updates, t - pr->start);
  fflush(stderr);
  pr->shown = 1;
  return 0;
}

static void progress_clear(progress_t *pr) {
  if (!pr->shown) return;
  fputs("\r\033[K", stderr);
  fflush(stderr);
  pr->shown = 0;
}

/* Parse a number option; on error say so and return -1. */
static int number_arg(const char *opt, const char *arg, uint64_t *out) {
  return px_number_arg("solve", opt, arg, 0, UINT64_MAX, out) == 0 ? 0 : -1;
}

static void print_stats(const dlx_t *dlx, const dlx_stats_t *st, double secs, int profile) {
  uint64_t entries = 0;
  int options = dlx_option_count(dlx);
  for (int o = 0; o < options; o++) entries += (uint64_t)dlx_option_size(dlx, o);
  int items = dlx_item_count(dlx), prim = dlx_primary_count(dlx);
  fprintf(stderr, _("(%d options, %d+%d items, %" PRIu64 " entries successfully read)\n"), options,
          prim, items - prim, entries);
  const char *how = "";
  switch (st->end) {
    case DLX_END_EXHAUSTED: how = ""; break;
    case DLX_END_MAX: how = _(" (stopped at the solution limit)"); break;
    case DLX_END_BUDGET: how = _(" (the budget ran out)"); break;
    case DLX_END_CALLBACK: how = _(" (stopped)"); break;
    case DLX_END_CANCELLED: how = _(" (interrupted)"); break;
  }
  char nodes[PX_WORDS], updates[PX_WORDS];
  px_nodes_words(st->nodes, nodes);
  px_updates_words(st->updates, updates);
  /* TRANSLATORS: the solutions, then "N nodes" and "N updates" (translated on their own), the
     seconds, and how the search ended (" (interrupted)"...) or nothing. */
  fprintf(stderr,
          ngettext("Altogether %" PRIu64 " solution, %s, %s, %.3f s%s.\n",
                   "Altogether %" PRIu64 " solutions, %s, %s, %.3f s%s.\n",
                   px_plural(st->solutions)),
          st->solutions, nodes, updates, secs, how);
  /* Nodes and updates mean what the engine counts (polyx-solve(1)); with
   * multiplicities, links counts as DLX3 and cells as none of Knuth's. */
  int mult = 0;
  for (int i = 0; i < dlx_item_count(dlx) && !mult; i++) {
    unsigned lo = 1, hi = 1;
    if (dlx_item_is_primary(dlx, i) == 1) dlx_item_bounds(dlx, i, &lo, &hi);
    mult = lo != 1 || hi != 1;
  }
  const char *cells = mult ? _("cells (sparse sets; with multiplicities, a node is a branch that "
                               "stands)")
                           : _("cells (sparse sets, as SSXCC counts)");
  const char *links = mult ? _("links (dancing links, as DLX3 counts)")
                           : _("links (dancing links, as DLX1 counts)");
  fprintf(stderr, _("Engine: %s.\n"),
          st->engine == DLX_ENGINE_CELLS  ? cells
          : st->engine == DLX_ENGINE_BITS ? _("bits (bitsets, as DLX1 counts)")
          : st->engine == DLX_ENGINE_MEMO ? _("memo (subproblems memoised)")
                                          : links);
  if (profile) {
    fprintf(stderr, _("Profile:\n"));
    for (int l = 0; l < st->levels; l++)
      fprintf(stderr, "%3d: %" PRIu64 "\n", l, st->level_nodes[l]);
  }
}

static int solve_main(int argc, char **argv);

/* Catch SIGINT. While the problem is read, without SA_RESTART: a read
 * blocked on a terminal or a pipe fails with EINTR and the command stops
 * at once. During the search, with SA_RESTART: writes of solutions go on,
 * and the search is cancelled through dlx_cancel(). */
static void catch_sigint(int restart, struct sigaction *old) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_sigint;
  sa.sa_flags = restart ? SA_RESTART : 0;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGINT, &sa, old);
}

/* SIGINT is caught for the whole command, so that an interrupt at any
 * time ends it with status 3 and a message. */
int cmd_solve(int argc, char **argv) {
  struct sigaction old_sa;
  solve_interrupted = 0;
  solve_running = NULL;
  catch_sigint(0, &old_sa);
  int status = solve_main(argc, argv);
  sigaction(SIGINT, &old_sa, NULL);
  return status;
}

/* What the command line asks for. */
typedef struct solve_opts {
  int count, unique, randomize, quiet, stats, emit, have_max, jobs;
  dlx_engine_t engine;
  uint64_t max, seed, budget;
  uint64_t memo; /* --memo: the table's cap in megabytes (0: no memo) */
  const char *file;
  const char *checkpoint; /* --checkpoint=FILE, or NULL */
} solve_opts_t;

enum { OPT_STATS = 256, OPT_EMIT, OPT_ENGINE, OPT_CHECKPOINT, OPT_MEMO };

/* --memo's default and largest tables, in megabytes. */
#define SOLVE_MEMO_DEFAULT 512
#define SOLVE_MEMO_MAX     (UINT64_C(1) << 24)

/* A usage error: the message, the hint, status 64. */
static int solve_usage_error(const char *fmt, const char *arg) {
  px_error(fmt, arg);
  px_usage_hint("solve");
  return PX_EXIT_USAGE;
}

/* Option C (argument OPTARG) into O: -1 to go on, else an exit status. */
static int solve_option(int c, solve_opts_t *o) {
  switch (c) {
    case 'c': o->count = 1; break;
    case 'm':
      if (number_arg("--max", optarg, &o->max) != 0) return PX_EXIT_USAGE;
      o->have_max = o->max != 0;
      break;
    case 'u': o->unique = 1; break;
    case 'r': o->randomize = 1; break;
    case 's':
      if (number_arg("--seed", optarg, &o->seed) != 0) return PX_EXIT_USAGE;
      o->randomize = 1;
      break;
    case 'b':
      if (number_arg("--budget", optarg, &o->budget) != 0) return PX_EXIT_USAGE;
      break;
    case 'q': o->quiet = 1; break;
    case 'j':
      if (px_jobs_arg("solve", optarg, DLX_MAX_JOBS, &o->jobs) != 0) return PX_EXIT_USAGE;
      break;
    case OPT_STATS:
      if (optarg == NULL)
        o->stats = 1;
      else if (strcmp(optarg, "profile") == 0)
        o->stats = 2;
      else
        return solve_usage_error(_("solve: invalid argument '%s' for --stats (want 'profile')"),
                                 optarg);
      break;
    case OPT_EMIT: o->emit = 1; break;
    case OPT_CHECKPOINT:
      if (px_checkpoint_arg("solve", optarg, &o->checkpoint)) return PX_EXIT_USAGE;
      break;
    case OPT_ENGINE:
      if (strcmp(optarg, "auto") == 0)
        o->engine = DLX_ENGINE_AUTO;
      else if (strcmp(optarg, "links") == 0)
        o->engine = DLX_ENGINE_LINKS;
      else if (strcmp(optarg, "cells") == 0)
        o->engine = DLX_ENGINE_CELLS;
      else if (strcmp(optarg, "bits") == 0)
        o->engine = DLX_ENGINE_BITS;
      else
        return solve_usage_error(
            _("solve: invalid argument '%s' for --engine (want auto, links, cells or bits)"),
            optarg);
      break;
    case OPT_MEMO:
      o->memo = SOLVE_MEMO_DEFAULT;
      if (optarg && px_number_arg("solve", "--memo", optarg, 1, SOLVE_MEMO_MAX, &o->memo) != 0)
        return PX_EXIT_USAGE;
      break;
    case 'h': usage(stdout); return PX_EXIT_OK;
    default: px_usage_hint("solve"); return PX_EXIT_USAGE;
  }
  return -1;
}

/* --stats's one value. */
static int is_profile(const char *s) {
  return strcmp(s, "profile") == 0;
}

/* solve_option for render_args_parse. */
static int solve_option_ctx(void *ctx, int c, const char *arg) {
  (void)arg; /* solve_option reads optarg */
  return solve_option(c, ctx);
}

/* "--memo 100000" and "--stats profile" as users write them (px_optional_value). */
static ra_value_ok_t solve_value_ok(int code) {
  return code == OPT_STATS ? is_profile : px_is_whole;
}

/* The command line into *O: -1 to go on, else an exit status. */
static int solve_parse(int argc, char **argv, solve_opts_t *o) {
  static const struct option longopts[] = {{"count", no_argument, NULL, 'c'},
                                           {"max", required_argument, NULL, 'm'},
                                           {"unique", no_argument, NULL, 'u'},
                                           {"random", no_argument, NULL, 'r'},
                                           {"seed", required_argument, NULL, 's'},
                                           {"budget", required_argument, NULL, 'b'},
                                           {"quiet", no_argument, NULL, 'q'},
                                           {"jobs", required_argument, NULL, 'j'},
                                           {"stats", optional_argument, NULL, OPT_STATS},
                                           {"emit-dlx", no_argument, NULL, OPT_EMIT},
                                           {"engine", required_argument, NULL, OPT_ENGINE},
                                           {"checkpoint", required_argument, NULL, OPT_CHECKPOINT},
                                           {"memo", optional_argument, NULL, OPT_MEMO},
                                           {"help", no_argument, NULL, 'h'},
                                           {NULL, 0, NULL, 0}};
  memset(o, 0, sizeof *o);
  o->engine = DLX_ENGINE_AUTO;
  const ra_parser_t p = {.cmd = "solve",
                         .shortopts = "cm:urs:b:qj:h",
                         .own = longopts,
                         .nown = (int)(sizeof longopts / sizeof *longopts) - 1,
                         .mask = 0,
                         .option = solve_option_ctx,
                         .ctx = o,
                         .value_ok = solve_value_ok};
  int pst = render_args_parse(&p, argc, argv, NULL, NULL);
  if (pst >= 0) return pst;
  if (argc - optind > 1) return solve_usage_error(_("solve: extra operand '%s'"), argv[optind + 1]);
  if (o->memo && (!o->count || o->randomize || o->unique || o->have_max))
    return solve_usage_error("solve: %s",
                             _("--memo counts all solutions: it wants --count, without --max, "
                               "--unique or --random"));
  if (o->memo && (o->checkpoint || px_group()))
    return solve_usage_error("solve: %s", _("--memo counts on one thread of one process: not with "
                                            "--checkpoint or under mpirun"));
  o->file = optind < argc ? argv[optind] : "-";
  if (o->checkpoint && (!o->count || o->unique || o->have_max || o->budget))
    return px_checkpoint_refuse("solve", o->checkpoint, "--max, --unique or --budget");
  /* Under mpirun, the forms that stop early stay on one process. */
  if (o->unique || o->have_max || o->budget || (o->randomize && !o->count)) {
    int st = px_group_refuse("solve --max, --unique, --budget, --random");
    if (st >= 0) return st;
  }
  return -1;
}

/* Under mpirun: rank 0 reads FILE (standard input reaches rank 0 only) and
 * every rank reads the problem from the same bytes. 0, or an exit status
 * (the same on every rank; rank 0 says why). */
static int solve_read_group(const char *file, dlx_t **dlx) {
  dist_t *g = px_group();
  char *text = NULL;
  size_t len = 0;
  int st = dist_rank(g) == 0 ? px_read_file(file, &text, &len) : PX_EXIT_OK;
  if (dist_bcast_int(g, &st) != DIST_OK) st = PX_EXIT_SOFTWARE;
  if (st == PX_EXIT_OK && dist_bcast_bytes(g, &text, &len) != DIST_OK) st = PX_EXIT_SOFTWARE;
  if (st != PX_EXIT_OK) {
    free(text);
    return st;
  }
  dlx_error_t err;
  dlx_status_t ds = dlx_read_buffer(text, len, dlx, &err);
  free(text);
  if (ds != DLX_OK) {
    px_error_at(file, err.line, err.col, "%s", err.msg[0] ? err.msg : dlx_strerror(ds));
    return ds == DLX_ENOMEM ? PX_EXIT_SOFTWARE : PX_EXIT_DATA;
  }
  return PX_EXIT_OK;
}

/* Read the problem of FILE into *DLX: 0, or an exit status after the message. */
static int solve_read(const char *file, dlx_t **dlx) {
  FILE *in = stdin;
  if (strcmp(file, "-") != 0) {
    in = fopen(file, "r");
    if (in == NULL && solve_interrupted) {
      px_error(_("solve: interrupted while opening '%s'"), file);
      return PX_EXIT_BUDGET;
    }
    if (in == NULL) {
      px_error("%s: %s", file, strerror(errno));
      return PX_EXIT_NOINPUT;
    }
  }
  dlx_error_t err;
  dlx_status_t st = dlx_read(in, dlx, &err);
  if (in != stdin) fclose(in);
  if (solve_interrupted) {
    if (st == DLX_OK) dlx_free(*dlx);
    *dlx = NULL;
    px_error(_("solve: interrupted while reading the problem"));
    return PX_EXIT_BUDGET;
  }
  if (st != DLX_OK) {
    px_error_at(file, err.line, err.col, "%s", err.msg[0] ? err.msg : dlx_strerror(st));
    return st == DLX_EIO ? PX_EXIT_NOINPUT : st == DLX_ENOMEM ? PX_EXIT_SOFTWARE : PX_EXIT_DATA;
  }
  return PX_EXIT_OK;
}

/* --emit-dlx: the problem written back. */
static int solve_emit(dlx_t *dlx) {
  dlx_status_t st = dlx_write(dlx, stdout);
  if (st == DLX_EIO || ferror(stdout))
    return PX_EXIT_IO; /* close_stdout() reports it, once, at exit */
  if (st != DLX_OK) {
    px_error(_("solve: cannot write the problem: %s"), dlx_strerror(st));
    return PX_EXIT_SOFTWARE;
  }
  return PX_EXIT_OK;
}

/* Search DLX as O says, printing through PRINTER; the statistics in *STT. */
static dlx_status_t solve_search(const solve_opts_t *o, dlx_t *dlx, printer_t *printer,
                                 progress_t *progress, dlx_stats_t *stt, double *secs) {
  dlx_search_opts_t opts;
  dlx_search_opts_init(&opts);
  if (o->unique)
    opts.max_solutions = 2;
  else if (o->have_max)
    opts.max_solutions = o->max;
  else if (o->randomize && !o->count)
    opts.max_solutions = 1;
  opts.max_updates = o->budget;
  opts.randomize = o->randomize;
  opts.seed = o->seed;
  /* A count, or a search printing nothing, needs no solution callback (a
   * search that hands solutions over commits the threads' parts in order,
   * which a count does not need). */
  opts.on_solution = o->count || o->quiet ? NULL : on_solution;
  opts.solution_ctx = printer;
  opts.jobs = px_jobs(o->jobs, DLX_MAX_JOBS); /* results do not depend on it */
  /* On threads, each formats its own solutions (see printer_t). */
  int text = opts.on_solution && opts.jobs > 1 && !printer->each;
  if (text) {
    opts.on_solution = NULL;
    opts.format = format_solution;
    opts.format_ctx = printer;
    opts.on_text = on_text;
    opts.text_ctx = printer;
  }
  opts.engine = o->engine;
  /* The cap in bytes (at most 2^44, which size_t holds on 64-bit hosts;
   * elsewhere the largest size_t). */
  opts.memo = o->memo > SIZE_MAX >> 20 ? SIZE_MAX : (size_t)(o->memo << 20);
  progress->show = px_progress_wanted();
  progress->start = progress->last = now_seconds();
  opts.on_progress = on_progress;
  opts.progress_ctx = progress;
  opts.progress_nodes = 1u << 16;
  double t0 = now_seconds();
  memset(stt, 0, sizeof *stt);
  dlx_status_t st = DLX_OK;
  solve_running = dlx;
  if (solve_interrupted)
    stt->end = DLX_END_CANCELLED; /* interrupted while reading: no search */
  else
    st = dlx_search(dlx, &opts, stt);
  solve_running = NULL;
  if (solve_interrupted && stt->end == DLX_END_CALLBACK) stt->end = DLX_END_CANCELLED;
  /* A stop that neither Ctrl-C nor a write asked for: format_solution's. */
  if (text && stt->end == DLX_END_CALLBACK && !solve_interrupted && !printer->write_failed)
    printer->write_failed = ENOMEM;
  *secs = now_seconds() - t0;
  progress_clear(progress);
  return st;
}

/* The search spread over the processes of mpirun and the parts of a
 * libdlx plan, or recorded in a checkpoint (dist/dist_search.h): the same
 * counters and solutions as solve_search. An exit status when it failed
 * (after the message), else -1 with the statistics in S. */
static int solve_spread(const solve_opts_t *o, dlx_t *dlx, printer_t *printer, dist_search_t *s,
                        double *secs) {
  dist_search_init(s, dlx);
  s->opts.engine = o->engine;
  s->opts.randomize = o->randomize;
  s->opts.seed = o->seed;
  s->threads = px_jobs(o->jobs, DLX_MAX_JOBS);
  s->on_solution = o->count || o->quiet ? NULL : on_solution;
  s->solution_ctx = printer;
  s->checkpoint = o->checkpoint;
  s->cancel = &solve_interrupted;
  s->try_memo = 1; /* as solve_search's dlx_search would */
  double t0 = now_seconds();
  dlx_status_t ds;
  dist_error_t err;
  dist_status_t st = dist_search_run(px_group(), s, &ds, &err);
  *secs = now_seconds() - t0;
  /* Every process, whichever the Ctrl-C reached: the failure the others saw is an interrupt. */
  px_flag_agree(&solve_interrupted);
  if (st == DIST_OK) return -1;
  if (st == DIST_EWORK && solve_interrupted) {
    s->stats.end = DLX_END_CANCELLED;
    return -1;
  }
  if (st == DIST_EWORK && printer->write_failed) return -1; /* solve_main reports it */
  return px_spread_failed("solve", st, ds != DLX_OK ? dlx_strerror(ds) : NULL, o->checkpoint, &err);
}

/* The count, the statistics and the exit status of a finished search. */
static int solve_report(const solve_opts_t *o, const dlx_t *dlx, const dlx_stats_t *stt,
                        double secs) {
  int stopped = stt->end == DLX_END_BUDGET || stt->end == DLX_END_CANCELLED;
  if (o->count && !stopped) {
    printf("%" PRIu64 "\n", stt->solutions);
    /* On a terminal, the count before the statistics. (Elsewhere the
     * flush is left to close_stdout(), which reports a failure with its
     * reason.) */
    if (o->stats && isatty(STDOUT_FILENO)) fflush(stdout);
  }
  if (o->stats) print_stats(dlx, stt, secs, o->stats == 2);
  if (stopped) {
    /* Three numbers, three plurals: the nodes and the updates in words of their own. */
    char nodes[PX_WORDS], updates[PX_WORDS];
    px_nodes_words(stt->nodes, nodes);
    px_updates_words(stt->updates, updates);
    /* --unique already has its answer once two solutions are found, but
     * then the search ends with DLX_END_MAX, not here. */
    if (stt->end == DLX_END_BUDGET) {
      /* Two numbers, two plurals: the budget's words first, then the rest. */
      char budget[128];
      /* TRANSLATORS: completes "solve: %s ran out after...". */
      snprintf(budget, sizeof budget,
               ngettext("the budget of %" PRIu64 " update", "the budget of %" PRIu64 " updates",
                        px_plural(o->budget)),
               o->budget);
      /* TRANSLATORS: %s is "the budget of N updates", then "N nodes", "N updates". */
      px_error(ngettext("solve: %s ran out after %" PRIu64 " solution (%s, %s)",
                        "solve: %s ran out after %" PRIu64 " solutions (%s, %s)",
                        px_plural(stt->solutions)),
               budget, stt->solutions, nodes, updates);
    } else
      /* TRANSLATORS: the %s are "N nodes" and "N updates". */
      px_error(ngettext("solve: interrupted after %" PRIu64 " solution (%s, %s)",
                        "solve: interrupted after %" PRIu64 " solutions (%s, %s)",
                        px_plural(stt->solutions)),
               stt->solutions, nodes, updates);
    return PX_EXIT_BUDGET;
  }
  int status = PX_EXIT_OK;
  if (o->unique)
    status = stt->solutions == 0 ? PX_EXIT_NONE : stt->solutions == 1 ? PX_EXIT_OK : PX_EXIT_MANY;
  else if (!o->count)
    status = stt->solutions == 0 ? PX_EXIT_NONE : PX_EXIT_OK;
  if (ferror(stdout)) status = PX_EXIT_IO; /* reported by close_stdout() at exit */
  return status;
}

static int solve_main(int argc, char **argv) {
  solve_opts_t o;
  int status = solve_parse(argc, argv, &o);
  if (status >= 0) return status;
  dlx_t *dlx = NULL;
  status = px_group() ? solve_read_group(o.file, &dlx) : solve_read(o.file, &dlx);
  if (status != PX_EXIT_OK) return status;
  catch_sigint(1, NULL);
  if (o.emit) {
    status = solve_emit(dlx);
    dlx_free(dlx);
    return status;
  }
  progress_t progress = {0};
  printer_t printer = {.dlx = dlx,
                       .print = !o.count && !o.quiet,
                       .each = isatty(STDOUT_FILENO),
                       .progress = &progress};
  if (printer.print && printer_init(&printer) != 0) {
    px_error(_("solve: out of memory"));
    printer_free(&printer);
    dlx_free(dlx);
    return PX_EXIT_SOFTWARE;
  }
  dlx_stats_t stt;
  double secs;
  dlx_status_t st = DLX_OK;
  dist_search_t spread;
  int spreading = px_group() || o.checkpoint;
  if (spreading) {
    status = solve_spread(&o, dlx, &printer, &spread, &secs);
    stt = spread.stats;
    if (dist_rank(px_group()) != 0) status = PX_EXIT_OK; /* rank 0 reports */
  } else {
    st = solve_search(&o, dlx, &printer, &progress, &stt, &secs);
  }
  printer_flush(&printer); /* the solutions it still holds */
  if (spreading && status >= 0) {
    /* the message is out, or this is not rank 0 */
  } else if (st == DLX_EOVERFLOW) {
    px_error(_("solve: the count does not fit in 64 bits (more than %" PRIu64 " solutions)"),
             UINT64_MAX);
    status = PX_EXIT_BUDGET;
  } else if (st != DLX_OK) {
    px_error(_("solve: search failed: %s"), dlx_strerror(st));
    status = PX_EXIT_SOFTWARE;
  } else if (printer.write_failed == ENOMEM) {
    px_error(_("solve: out of memory"));
    status = PX_EXIT_SOFTWARE;
  } else if (printer.write_failed) {
    /* One line with the cause: the solutions go to stdout in blocks, so
     * that close_stdout() finds none pending and could only say "write
     * error". */
    px_error(_("solve: cannot write the solutions: %s"), strerror(printer.write_failed));
    px_stdout_reported();
    status = PX_EXIT_IO;
  } else {
    status = solve_report(&o, dlx, &stt, secs);
    if (spreading && o.stats)
      px_spread_stats(spread.parts, spread.parts_resumed, spread.rank_parts, spread.rank_nodes,
                      spread.rank_seconds);
  }
  if (spreading) {
    dist_search_free(&spread);
    /* Every process ends with rank 0's status. */
    if (dist_bcast_int(px_group(), &status) != DIST_OK) status = PX_EXIT_SOFTWARE;
  }
  printer_free(&printer);
  dlx_free(dlx);
  return status;
}
