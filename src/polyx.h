/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* polyx.h: what the polyx subcommands share: exit statuses, error lines, number parsing. */
#ifndef POLYX_H
#define POLYX_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "gettext.h"

#include "base/error.h"
#include "base/text.h"
#include "dist/dist.h"
#include "output/afile.h"
#include "output/draw.h"
#include "output/render.h"

/* Messages of the command line, in the user's language (gettext; po/LL.po):
 * _("...") is translated where it stands, N_("...") marks a text of a table,
 * translated with _() where it is printed. The texts printed on pages are
 * not these: see output/i18n.h. */
#define _(msgid)  gettext(msgid)
#define N_(msgid) msgid

/* Exit statuses of every polyx command (documented in polyx(1)). */
enum {
  PX_EXIT_OK = 0,       /* success; --unique: exactly one solution */
  PX_EXIT_NONE = 1,     /* no solution (when solutions were asked for) */
  PX_EXIT_MANY = 2,     /* --unique: more than one solution */
  PX_EXIT_BUDGET = 3,   /* the work budget ran out or the search was interrupted before an answer */
  PX_EXIT_RULE = 4,     /* a checked game record breaks a rule (the message names it) */
  PX_EXIT_USAGE = 64,   /* bad command line */
  PX_EXIT_DATA = 65,    /* malformed input file, or an impossible request */
  PX_EXIT_NOINPUT = 66, /* an input file cannot be opened or read */
  PX_EXIT_SOFTWARE = 70,  /* out of memory or an internal error */
  PX_EXIT_CANTCREAT = 73, /* an output file cannot be created */
  PX_EXIT_IO = 74         /* a write failed (full disk, closed pipe, /dev/full) */
};

/* The last paragraph of every command's --help: a blank line, then "Exit status: 0 success, 1 no
 * solution, ..." for the statuses listed after OUT (PX_EXIT_* values, ended by -1), each in the
 * same words everywhere (README's list; the man page's EXIT STATUS section lists the same
 * statuses, which tests/cli/exit-status.sh checks), wrapped to 79 columns. */
void px_help_exit_status(FILE *out, ...);

/* "polyx: MESSAGE" on stderr, one line. */
void px_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* "polyx: FILE:LINE:COL: MESSAGE" (":COL" left out when COL is 0, ":LINE"
 * too when LINE is 0). FILE "-" is written as "<stdin>". */
void px_error_at(const char *file, unsigned long line, unsigned long col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* "polyx: CMD: try 'polyx CMD --help'" after a usage error message. */
void px_usage_hint(const char *cmd);

/* Parse a whole decimal number without sign into *OUT; 0 on success,
 * -1 on junk, overflow or an empty string. */
int px_parse_u64(const char *s, uint64_t *out);

/* Read all of PATH ("-": standard input) into a new buffer *TEXT of *LEN
 * bytes, NUL-terminated past *LEN (free() it). On failure writes one line
 * "polyx: PATH: cannot ..." and returns the status px_exit_of_cards() gives
 * (66 unreadable, 65 past the size limit, 70 out of memory); 0 on success. */
int px_read_file(const char *path, char **text, size_t *len);

/* A piece spec typed on the command line (option OPT): its "@FILE" items
 * are read now (pieceset_parse_files) and *OUT is an inline spec with the
 * same pieces, which the libraries take without opening any file (they
 * refuse "@FILE": data files and IDs never open files). Without '@', *OUT is
 * SPEC. Returns 0, or an exit status after one error line naming the file
 * and place. *OUT lives until exit. */
int px_pieces_arg(const char *opt, const char *spec, const char **out);

/* The one mapping from each layer's status to an exit status: the kind of
 * failure decides it, never the wording of a message. cards: data and
 * unknown names 65, a size limit 65, unreadable 66, no memory 70. render
 * and draw: cannot create 73, a write error 74, bad arguments 64, the rest
 * (memory, Cairo) 70. */
int px_exit_of_cards(const base_error_t *err);
/* The verdict of a game record a game checked (games/game.h's statuses: 0 legal, 1 a rule
 * broken, -1 malformed or out of memory; ERR says where and what): nothing for 0, else one line
 * "polyx: FILE:LINE:COL: MESSAGE" (with RULE, when not NULL, before the message: "rule RULE:
 * MESSAGE") and the exit status: 4 for a rule, and as px_exit_of_cards for the rest (65, 70 out of
 * memory). Every game's check goes through it. */
int px_check_verdict(const char *file, int status, const char *rule, const base_error_t *err);
int px_exit_of_render(render_status_t status);
int px_exit_of_draw(draw_status_t status);

/* A number option OPT (e.g. "--seed") of command CMD: ARG, a whole decimal
 * number from LO to HI, into *OUT. Returns 0, or PX_EXIT_USAGE after one
 * line "polyx: CMD: OPT: 'ARG' is not a number from LO to HI" (HI left out
 * when it is UINT64_MAX) and the hint. */
int px_number_arg(const char *cmd, const char *opt, const char *arg, uint64_t lo, uint64_t hi,
                  uint64_t *out);

/* A pick option OPT (e.g. "--cards") of command CMD: ARG, numbers and
 * ranges joined by commas ("3,7-9"), each from 1 to N (the things there
 * are, NOUN naming them in the plural: "cards", "puzzles"), into KEEP[0..N) (1: printed;
 * cleared first). Returns 0, or PX_EXIT_USAGE after one line "polyx: CMD:
 * OPT: ..." saying what is wrong and the hint. */
int px_pick_arg(const char *cmd, const char *opt, const char *arg, int n, const char *noun,
                unsigned char *keep);

/* --jobs, the same for every command: a number from 0 to MAX into *JOBS,
 * 0 (the default everywhere) meaning one thread per online processor;
 * results never depend on it. Returns 0, or PX_EXIT_USAGE after the error
 * line and the hint. px_jobs() turns 0 into the processor count (at most
 * MAX). */
int px_jobs_arg(const char *cmd, const char *arg, int max, int *jobs);
int px_jobs(int jobs, int max);

/* A text file the command writes (a game record, a deck): written to a
 * temporary beside PATH and renamed into place only when whole, so a full
 * disk, an error or an interrupted run never leaves PATH cut short or
 * emptied ("-": standard output). */
typedef struct px_out {
  afile_t f;
} px_out_t;
/* Open PATH; NULL after "polyx: cannot create 'PATH': reason" (exit status
 * PX_EXIT_CANTCREAT). */
FILE *px_out_open(px_out_t *o, const char *path);
/* When OK, flush and rename into place: 0, or PX_EXIT_IO after
 * "polyx: cannot write 'PATH': reason". When not OK, remove the temporary
 * and return 0. */
int px_out_close(px_out_t *o, int ok);
/* Before a long work whose output PATH is written at its end (a drawing, a
 * book): check that PATH can be created, by making its temporary and
 * removing it ("-", a device or a FIFO: nothing to check). PX_EXIT_OK, or
 * PX_EXIT_CANTCREAT after the message "CMD: cannot create 'PATH': why". */
int px_output_check(const char *cmd, const char *path);
/* A failed write to standard output has been reported (one line, with its
 * cause): drop what is left, so that close_stdout at exit does not report
 * it a second time. The exit status is the caller's (PX_EXIT_IO). */
void px_stdout_reported(void);

/* The process group of this run (dist/dist.h): under mpirun, the MPI
 * processes (opened by main); otherwise NULL, one process alone (dist_*
 * calls take NULL for it). On ranks other than 0, standard output goes to
 * /dev/null and px_error() prints nothing: rank 0 speaks for the group. */
dist_t *px_group(void);
/* Under mpirun with more than one process, a command or a form of it that
 * is not spread over processes (WHAT: e.g. "solve --max") is refused rather
 * than run once per process: returns PX_EXIT_USAGE after the message (rank
 * 0), or -1 when alone. */
int px_group_refuse(const char *what);

/* The failure ST of a search spread by dist/ (dist_search_run) for command
 * CMD, with --checkpoint CHECKPOINT (or NULL) and ERR, and libdlx's failure
 * DLX_ERR (NULL: none): one message and the exit status (65 a checkpoint
 * malformed or of another job, 74 one that cannot be read or written, 70
 * the rest). Not for DIST_OK, nor for DIST_EWORK without DLX_ERR (an
 * interrupt or a failed write, which the command reports itself). */
int px_spread_failed(const char *cmd, dist_status_t st, const char *dlx_err, const char *checkpoint,
                     const dist_error_t *err);

/* --checkpoint FILE given to command CMD with a form it cannot record
 * (FORMS: the options it excludes, e.g. "--max, --unique or --budget"):
 * the message, the hint, PX_EXIT_USAGE. */
int px_checkpoint_refuse(const char *cmd, const char *file, const char *forms);
/* --checkpoint=ARG of command CMD into *OUT: PX_EXIT_OK, or PX_EXIT_USAGE
 * after the message and the hint when ARG is empty (no file to name). */
int px_checkpoint_arg(const char *cmd, const char *arg, const char **out);
/* --stats of a search spread by dist/: the number of parts (and how many
 * came from the checkpoint), then, under mpirun, a line per process: the
 * parts it searched, their nodes and its threads' seconds. */
void px_spread_stats(size_t parts, size_t resumed, const uint64_t *rank_parts,
                     const uint64_t *rank_nodes, const double *rank_seconds);

/* An option --OPT of command CMD whose argument is optional (getopt_long's optional_argument),
 * just read without "=VALUE" (optarg NULL): when the next argument of ARGV is a value for it
 * (IS_VALUE says so, e.g. a number for --bleed) and does not begin with '-', it is taken as the
 * option's value, as users write "--bleed 0": optarg points to it and optind moves past it.
 * When it also names an existing file, which was meant is unclear: one line "polyx: CMD: 'V'
 * after --OPT is both its value and a file: write --OPT=V, or ./V for the file", the hint, and
 * PX_EXIT_USAGE. Otherwise nothing changes. Returns 0 or PX_EXIT_USAGE. */
int px_optional_value(const char *cmd, const char *opt, int argc, char **argv,
                      int (*is_value)(const char *));
/* IS_VALUE tests for px_optional_value: a decimal number (strtod reads all of S), a whole
 * decimal number without sign. */
int px_is_number(const char *s);
int px_is_whole(const char *s);

/* Nonzero when progress lines may be written to stderr (it is a terminal). */
int px_progress_wanted(void);
/* A count on a terminal: "polyx: WHAT DONE/TOTAL" rewritten in place on stderr, when
 * px_progress_wanted() and on rank 0 only; px_progress_end() clears it before the next line.
 * One call at a time (threads take a lock around it). */
void px_progress(const char *what, long done, long total);
/* The same for a line of the command's own ("polyx: LINE"), e.g. a count with no total. */
void px_progress_line(const char *line);
void px_progress_end(void);
/* NOTE (a buffer the page layer may fill, e.g. the size --layout office scaled the cards
 * to) is said as "polyx: CMD: NOTE" by px_written, before the summary line, then emptied. */
void px_note_pending(const char *cmd, char *note);
/* What a drawing command wrote to PATH, for its summary line, into BUF (LEN bytes): PATH
 * itself, or, when an SVG or PNG of several pages went to PATH-1.EXT, PATH-2.EXT...
 * (files written since the time T0, in seconds since the epoch), "PATH-1.EXT ... PATH-N.EXT".
 * *PAGES gets the number of files (1 for PATH itself) when PAGES is not NULL. Returns BUF.
 * Clears the progress line first (px_progress_end), then says the pending note. */
char *px_written(const char *path, double t0, char *buf, size_t len, int *pages);
/* The wall clock in seconds (for T0 above and the seconds of summary lines). */
double px_now(void);

/* Ctrl-C from now on only raises a flag, px_interrupted(), which also stops
 * every drawing at its next page (draw_set_cancel): for a command that then
 * says so and exits PX_EXIT_BUDGET, leaving no output. Without it, SIGINT
 * (as SIGTERM and SIGHUP always) removes the outputs' temporaries and ends
 * the program. */
void px_catch_interrupt(void);
int px_interrupted(void);
/* The flag itself, for the games' long loops to poll (their options' cancel). */
const volatile sig_atomic_t *px_interrupt_flag(void);
/* Under mpirun, every process's flag raised when any process's is (a Ctrl-C may reach only
 * some of them): a collective call, made by every process at the same point, after a phase
 * spread over the processes. Alone, the flag itself. Returns px_interrupted(). */
int px_interrupt_agree(void);
/* The same for a command's own Ctrl-C FLAG (solve, tile): raised on every process when
 * raised on any. Returns the flag. */
int px_flag_agree(volatile sig_atomic_t *flag);
/* N as ngettext's count (an unsigned long): past a million, a million and N's last six digits,
 * which decide every language's plural form. */
unsigned long px_plural(uint64_t n);
/* "N nodes" and "N updates" in the user's language, each with its own plural, into BUF (of
 * PX_WORDS bytes), for messages that hold several numbers; return BUF. */
#define PX_WORDS 64
const char *px_nodes_words(uint64_t nodes, char buf[PX_WORDS]);
const char *px_updates_words(uint64_t updates, char buf[PX_WORDS]);

/* Subcommands: each parses its own options (getopt_long) and returns an
 * exit status. ARGV[0] is the subcommand's name. */
int cmd_solve(int argc, char **argv);
int cmd_tile(int argc, char **argv);
int cmd_render(int argc, char **argv);
int cmd_cards(int argc, char **argv);
int cmd_polyssimo(int argc, char **argv);
int cmd_polymo(int argc, char **argv);
int cmd_polymere(int argc, char **argv);

#endif
