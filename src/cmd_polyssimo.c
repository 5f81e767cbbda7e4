/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* cmd_polyssimo.c: `polyx polyssimo`: options, the actions board, pieces and check, and the
 * helpers the other actions share (puzzles: cmd_polyssimo_book.c; games: cmd_polyssimo_play.c). */
#include <config.h>

#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "games/polyssimo/draw.h"
#include "games/game.h"
#include "games/polyssimo/polyssimo.h"
#include "poly/region.h"
#include "dist/dist.h"
#include "output/i18n.h"
#include "output/render.h"
#include "src/polyx.h"
#include "src/render_args.h"
#include "src/cmd_polyssimo.h"

/* The page options of the printers (board, pieces, check, puzzle -o, book). */
#define POLYSSIMO_RENDER_OPTS                                                                      \
  (RA_PAPER | RA_CARD | RA_NUP | RA_NO_CROP | RA_BLEED | RA_BW | RA_DPI | RA_LANG | RA_LAYOUT |   \
   RA_INK | RA_TITLE)

static void usage(FILE *out) {
  fputs(_("Usage: polyx polyssimo ACTION [OPTION]... [FILE]\n"
          "Polyssimo Challenge: the 12x11 board and 24 pieces, footprint puzzles,\n"
          "the game engine.\n"),
        out);
  /* TRANSLATORS: keep the actions' names (board, pieces...) and the options in English: they
     are typed as they are; keep the descriptions in their column. */
  fputs(_("\n"
          "Actions:\n"
          "  board             print the empty board (draw it with -o)\n"
          "  pieces            list the pieces (draw print-and-cut sheets with -o)\n"
          "  check             find a tiling of the board by all the pieces and print it\n"
          "  puzzle            generate footprint puzzles (text; a book with -o)\n"
          "  book              puzzles at levels 1, 2 and 3, then answers (-o FILE)\n"
          "  verify FILE|ID    count the solutions of a puzzle (both shown when two;\n"
          "                    a puzzle ID or a generation ID),\n"
          "                    or check a game record move by move; with -o,\n"
          "                    print the puzzle's card (and its answer when unique)\n"
          "  play              self-play games between computer players, statistics\n"
          "  endgame FILE      best play from the position a game record reaches\n"),
        out);
  fputs(_("\n"
          "Options:\n"
          "  -p, --pieces=SPEC     the pieces (default polyssimo: 12 pentominoes and\n"
          "                        12 hexominoes; any polyx tile piece spec)\n"
          "  -B, --board=WxH       the board (default 12x11; at most 192 cells)\n"
          "  -s, --seed=S          seed of generation and self-play (default 1)\n"
          "  -l, --level=L         puzzle level 1, 2 or 3 (default 2)\n"
          "  -k, --hand=K          puzzle: pieces to place (overrides the level's)\n"
          "  -n, --count=N         puzzle: N puzzles; book: N per level (default 1;\n"
          "                        book 10)\n"
          "      --id=GENID        puzzle: make the puzzle of a generation ID again\n"
          "                        (polyssimo:WxH:L<level>#SEED, as printed)\n"
          "      --tries=N         puzzle: draws per puzzle before giving up\n"
          "                        (default 2000)\n"
          "  -o, --output=FILE     draw to FILE (.pdf, .svg, .png)\n"),
        out);
  fputs(_("      --verbose         book, puzzle -o: each puzzle's search figures on\n"
          "                        standard output, not only its ID\n"),
        out);
  fputs(_("      --draft           verify -o: print a puzzle that is not unique or has\n"
          "                        no solution, marked as a draft with the reason\n"),
        out);
  fputs(_("      --puzzles=LIST    book, puzzle: keep only these puzzles, by position\n"
          "                        (e.g. 3,7-9: the levels of a book one after another)\n"),
        out);
  render_args_help(out, POLYSSIMO_RENDER_OPTS);
  /* TRANSLATORS: keep the strategies' names (random, greedy, mc) and "squares", "pieces" in
     English: they are typed after --players and --scoring. */
  fputs(_("  -g, --games=N         play: number of games (default 100)\n"
          "  -P, --seats=LIST      play: one strategy a player, 2 to 4 of random,\n"
          "                        greedy, mc (default greedy,random)\n"
          "      --players=K       play: K players (2 to 4), taking the strategies of\n"
          "                        --seats in turn (default: one a strategy)\n"
          "      --scoring=HOW     play: the winner has the fewest squares (default;\n"
          "                        English rulebook) or pieces (Czech) left\n"
          "      --handicap=LIST   play: black-and-white pieces each player of --seats\n"
          "                        must draft at least (e.g. 7,0)\n"
          "      --fixed-seats     play: keep the order of play of --seats (default:\n"
          "                        turn it from game to game)\n"
          "      --record=FILE     play: write every game's record to FILE\n"
          "      --playouts=N      mc player: random playouts per candidate (24)\n"
          "      --candidates=N    mc player: candidate moves (8)\n"
          "  -b, --budget=N        endgame: give up after N positions (default 20000000)\n"),
        out);
  fputs(_("  -j, --jobs=N          play: threads, 0 to 64 (default 0: one per\n"
          "                        processor; the same output for any N)\n"),
        out);
  fputs(_("  -h, --help            display this help and exit\n"), out);
  px_help_exit_status(out, 0, 1, 2, 3, 4, 64, 65, 66, 70, 73, 74, -1);
}

static int num(const char *opt, const char *arg, uint64_t lo, uint64_t hi, uint64_t *out) {
  return px_number_arg("polyssimo", opt, arg, lo, hi, out);
}

double psc_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int psc_geo(const psc_opts_t *o, polyssimo_geo_t *g) {
  base_error_t e;
  if (polyssimo_geo_from_spec(g, o->pieces, o->w, o->h, &e) != 0) {
    px_error_at(e.file[0] ? e.file : "--pieces", e.line, e.col, "%s", e.msg);
    return PX_EXIT_DATA;
  }
  return 0;
}

/* ---- Drawing: games/polyssimo/draw.h ---------------------------------------- */

/* LEGEND: room for the letters' legend of G (NULL: none). */
void psc_draw_opts(const psc_opts_t *o, const polyssimo_geo_t *g, char *legend, size_t n,
                   psd_opts_t *d) {
  psd_opts_init(d);
  d->page = o->ro;
  d->card_given = (o->given & RA_CARD) != 0;
  d->bw = o->ro.bw;
  d->lang = o->ro.lang;
  if (g && polyssimo_geo_legend(g, legend, n) > 0) d->legend = legend;
}

/* The exit status of a drawing, its message printed. */
int psc_drawn(const psc_opts_t *o, render_status_t st, const char *err) {
  if (st == RENDER_OK) return 0;
  if (st == RENDER_ERR_CREATE || st == RENDER_ERR_WRITE)
    px_error("polyssimo: %s", err); /* the message names the file */
  else
    px_error("%s: %s", o->output, err);
  return px_exit_of_render(st);
}

/* ---- board, pieces, check ------------------------------------------------- */

static int act_board(const psc_opts_t *o) {
  if (!o->output) {
    for (int y = 0; y < o->h; y++) {
      for (int x = 0; x < o->w; x++) putchar('.');
      putchar('\n');
    }
    return ferror(stdout) ? PX_EXIT_IO : 0;
  }
  psd_opts_t d;
  psc_draw_opts(o, NULL, NULL, 0, &d);
  char err[256];
  return psc_drawn(o, psd_board(o->output, &d, o->w, o->h, err, sizeof err), err);
}

static int act_pieces(const psc_opts_t *o) {
  polyssimo_geo_t g;
  int rc = psc_geo(o, &g);
  if (rc) return rc;
  if (!o->output) {
    int area = 0;
    for (int i = 0; i < g.npieces; i++) area += g.size[i];
    /* TRANSLATORS: counts after their words, so that no plural is needed. */
    printf(_("pieces: %d, squares: %d; board %dx%d, squares: %d\n"), g.npieces, area, g.w, g.h,
           g.ncells);
    for (int i = 0; i < g.npieces; i++) {
      /* TRANSLATORS: a line of a table: the piece's name, its letter, then three counts, each
         after its word. */
      printf(_("%-6s %c  squares: %d  orientations: %d  placements: %d\n"), g.pieces[i].name,
             g.letter[i], g.size[i], g.pieces[i].norient, g.start[i + 1] - g.start[i]);
    }
    polyssimo_geo_free(&g);
    return ferror(stdout) ? PX_EXIT_IO : 0;
  }
  psd_opts_t d;
  char legend[600];
  psc_draw_opts(o, &g, legend, sizeof legend, &d);
  char err[256];
  int nsheets;
  rc = psc_drawn(o, psd_pieces(o->output, &d, &g, &nsheets, err, sizeof err), err);
  if (rc == PX_EXIT_OK)
    fprintf(stderr,
            ngettext("%d pieces on %d sheet (each followed by its back)\n",
                     "%d pieces on %d sheets (each followed by its back)\n", nsheets),
            g.npieces, nsheets);
  polyssimo_geo_free(&g);
  return rc;
}

static int act_check(const psc_opts_t *o, int randomize) {
  polyssimo_geo_t g;
  char *cells;
  int n;
  base_error_t e;
  polyssimo_check_status_t st = polyssimo_board_tiling(o->pieces, o->w, o->h, randomize, o->seed,
                                                       o->budget, &g, &cells, &n, &e);
  int rc = PX_EXIT_OK;
  switch (st) {
    case POLYSSIMO_CHECK_FOUND: break;
    case POLYSSIMO_CHECK_SPEC:
      px_error_at(e.file[0] ? e.file : "--pieces", e.line, e.col, "%s", e.msg);
      return PX_EXIT_DATA;
    case POLYSSIMO_CHECK_SETUP: px_error(_("polyssimo: check: %s"), e.msg); return PX_EXIT_NONE;
    case POLYSSIMO_CHECK_GEO: px_error(_("polyssimo: %s"), e.msg); return PX_EXIT_DATA;
    case POLYSSIMO_CHECK_NONE:
      px_error(_("polyssimo: check: the pieces do not tile the %dx%d board"), o->w, o->h);
      return PX_EXIT_NONE;
    case POLYSSIMO_CHECK_BUDGET:
      px_error(_("polyssimo: check: the budget ran out before a tiling was found"));
      return PX_EXIT_BUDGET;
    default: return PX_EXIT_SOFTWARE;
  }
  for (int y = 0; y < o->h; y++) printf("%.*s\n", o->w, cells + (size_t)y * o->w);
  fputs(_("legend:"), stderr);
  for (int i = 0; i < g.npieces; i++)
    if (strlen(g.pieces[i].name) != 1 || g.pieces[i].name[0] != g.letter[i])
      fprintf(stderr, " %c=%s", g.letter[i], g.pieces[i].name);
  fputc('\n', stderr);
  fprintf(stderr,
          ngettext("%d piece tiles the %dx%d board\n", "%d pieces tile the %dx%d board\n", n), n,
          o->w, o->h);
  if (o->output) {
    psd_opts_t d;
    char legend[600];
    psc_draw_opts(o, &g, legend, sizeof legend, &d);
    char err[256];
    rc = psc_drawn(o, psd_tiling(o->output, &d, cells, o->w, o->h, err, sizeof err), err);
  }
  free(cells);
  polyssimo_geo_free(&g);
  if (rc == PX_EXIT_OK && ferror(stdout)) rc = PX_EXIT_IO;
  return rc;
}

/* ---- dispatch ----------------------------------------------------------------- */

/* The defaults of the options (--help). */
static void opts_init(psc_opts_t *o) {
  memset(o, 0, sizeof *o);
  render_opts_init(&o->ro);
  o->pieces = POLYSSIMO_DEFAULT_PIECES;
  o->w = POLYSSIMO_BOARD_W, o->h = POLYSSIMO_BOARD_H;
  o->seed = 1, o->level = 2, o->tries = 2000, o->games = 100, o->budget = 0;
  snprintf(o->seats, sizeof o->seats, "greedy,random");
  o->mc.candidates = 8, o->mc.playouts = 24;
}

/* --board WxH into O: -1 to go on, else the exit status. */
static int board_arg(const char *arg, psc_opts_t *o) {
  region_t r;
  base_error_t e;
  if (region_parse_size(arg, &r, &e) != 0 || r.w * r.h > POLYSSIMO_MAX_CELLS) {
    if (r.cells) region_free(&r);
    px_error(_("polyssimo: --board: '%s': WxH with at most %d cells expected"), arg,
             POLYSSIMO_MAX_CELLS);
    px_usage_hint("polyssimo");
    return PX_EXIT_USAGE;
  }
  o->w = r.w, o->h = r.h;
  region_free(&r);
  return -1;
}

/* --id GENID into O: -1 to go on, else the exit status. */
static int id_arg(const char *arg, psc_opts_t *o) {
  if (psc_parse_gen_id(arg, o, &o->id_seed) != 0) {
    px_error(_("polyssimo: bad generation ID '%s' (polyssimo:WxH:L<1-3>#SEED or K<pieces>#SEED)"),
             arg);
    px_usage_hint("polyssimo");
    return PX_EXIT_USAGE;
  }
  o->from_id = 1;
  return -1;
}

/* --scoring HOW into O: -1 to go on, else the exit status. */
static int scoring_arg(const char *arg, psc_opts_t *o) {
  if (strcmp(arg, "squares") && strcmp(arg, "pieces")) {
    px_error(_("polyssimo: --scoring: 'squares' or 'pieces' expected, not '%s'"), arg);
    px_usage_hint("polyssimo");
    return PX_EXIT_USAGE;
  }
  o->scoring = strcmp(arg, "pieces") ? POLYSSIMO_SCORE_SQUARES : POLYSSIMO_SCORE_PIECES;
  return -1;
}

/* --seats LIST into O (checked when the games start): -1 to go on, else the exit status. */
static int seats_arg(const char *arg, psc_opts_t *o) {
  if (strlen(arg) >= sizeof o->seats) {
    px_error(_("polyssimo: --seats too long"));
    return PX_EXIT_USAGE;
  }
  strcpy(o->seats, arg);
  return -1;
}

/* --players K, the number of players; a list of strategies there is the old spelling of
 * --seats, taken with a notice. -1 to go on, else the exit status. */
static int players_arg(const char *arg, psc_opts_t *o) {
  uint64_t v;
  if (arg[0] >= '0' && arg[0] <= '9') {
    if (num("--players", arg, 2, POLYSSIMO_MAX_PLAYERS, &v)) return PX_EXIT_USAGE;
    o->nplayers = (int)v;
    return -1;
  }
  px_error(_("polyssimo: --players %s: a list of strategies is now --seats %s (the old spelling "
             "goes in a later version)"),
           arg, arg);
  return seats_arg(arg, o);
}

/* A number option OPT from LO to HI into the int *OUT: -1 to go on, else the exit status. */
static int int_arg(const char *opt, const char *arg, uint64_t lo, uint64_t hi, int *out) {
  uint64_t v;
  if (num(opt, arg, lo, hi, &v)) return PX_EXIT_USAGE;
  *out = (int)v;
  return -1;
}

/* The command's own options (the page options are render_args'). */
enum {
  O_TRIES = 1,
  O_FIXED_SEATS = 4,
  O_RECORD,
  O_PLAYOUTS,
  O_CANDIDATES,
  O_ID,
  O_SCORING,
  O_HANDICAP,
  O_JOBS,
  O_PLAYERS,
  O_VERBOSE,
  O_PUZZLES,
  O_DRAFT
};

/* Option C with its argument ARG into the psc_opts_t VO: -1 to go on, else the
 * exit status (--help, a usage error). */
static int polyssimo_option(void *vo, int c, const char *arg) {
  psc_opts_t *o = vo;
  switch (c) {
    case 'p': {
      int rc = px_pieces_arg("--pieces", arg, &o->pieces);
      return rc != PX_EXIT_OK ? rc : -1;
    }
    case 'B': return board_arg(arg, o);
    case 's':
      if (num("--seed", arg, 0, UINT64_MAX, &o->seed)) return PX_EXIT_USAGE;
      o->seed_set = 1;
      return -1;
    case 'l': return int_arg("--level", arg, 1, 3, &o->level);
    case 'k': return int_arg("--hand", arg, 1, POLYSSIMO_MAX_PIECES, &o->hand);
    case 'n': return int_arg("--count", arg, 1, 10000, &o->count);
    case O_TRIES: return int_arg("--tries", arg, 1, 100000000, &o->tries);
    case 'o': o->output = arg; return -1;
    case 'g': return num("--games", arg, 0, 100000000, &o->games) ? PX_EXIT_USAGE : -1;
    case 'P': return seats_arg(arg, o);
    case O_PLAYERS: return players_arg(arg, o);
    case O_FIXED_SEATS: o->fixed_seats = 1; return -1;
    case O_RECORD: o->record = arg; return -1;
    case O_PLAYOUTS: return int_arg("--playouts", arg, 1, 100000, &o->mc.playouts);
    case O_CANDIDATES: return int_arg("--candidates", arg, 1, 100000, &o->mc.candidates);
    case 'b':
      if (num("--budget", arg, 1, UINT64_MAX, &o->budget)) return PX_EXIT_USAGE;
      o->budget_set = 1;
      return -1;
    case O_ID: return id_arg(arg, o);
    case O_SCORING: return scoring_arg(arg, o);
    case O_HANDICAP: o->handicap = arg; return -1;
    case O_VERBOSE: o->verbose = 1; return -1;
    case O_PUZZLES: o->pick = arg; return -1;
    case O_DRAFT: o->draft = 1; return -1;
    case 'j': return px_jobs_arg("polyssimo", arg, GAME_MAX_JOBS, &o->jobs) ? PX_EXIT_USAGE : -1;
    case 'h': usage(stdout); return ferror(stdout) ? PX_EXIT_IO : PX_EXIT_OK;
    default: return -1; /* getopt_long returns no other code */
  }
}

/* Parse the options into O: -1 to go on, else the exit status (--help,
 * a usage error). */
static int parse_options(int argc, char **argv, psc_opts_t *o) {
  static const struct option own[] = {
      {"pieces", required_argument, NULL, 'p'},
      {"board", required_argument, NULL, 'B'},
      {"seed", required_argument, NULL, 's'},
      {"level", required_argument, NULL, 'l'},
      {"hand", required_argument, NULL, 'k'},
      {"count", required_argument, NULL, 'n'},
      {"tries", required_argument, NULL, O_TRIES},
      {"output", required_argument, NULL, 'o'},
      {"games", required_argument, NULL, 'g'},
      {"players", required_argument, NULL, O_PLAYERS},
      {"seats", required_argument, NULL, 'P'},
      {"fixed-seats", no_argument, NULL, O_FIXED_SEATS},
      {"record", required_argument, NULL, O_RECORD},
      {"playouts", required_argument, NULL, O_PLAYOUTS},
      {"candidates", required_argument, NULL, O_CANDIDATES},
      {"budget", required_argument, NULL, 'b'},
      {"help", no_argument, NULL, 'h'},
      {"id", required_argument, NULL, O_ID},
      {"scoring", required_argument, NULL, O_SCORING},
      {"handicap", required_argument, NULL, O_HANDICAP},
      {"jobs", required_argument, NULL, 'j'},
      {"verbose", no_argument, NULL, O_VERBOSE},
      {"puzzles", required_argument, NULL, O_PUZZLES},
      {"draft", no_argument, NULL, O_DRAFT},
  };
  opts_init(o);
  const ra_parser_t p = {.cmd = "polyssimo",
                         .shortopts = "p:B:s:l:k:n:o:g:P:b:j:h",
                         .own = own,
                         .nown = (int)(sizeof own / sizeof *own),
                         .mask = POLYSSIMO_RENDER_OPTS,
                         .option = polyssimo_option,
                         .ctx = o};
  return render_args_parse(&p, argc, argv, &o->ro, &o->given);
}

/* An option the action cannot honour is refused: the page options need a
 * drawing (board, pieces, check or puzzle with -o, book), and --card and
 * --nup the book's cards (the board and the pieces' sheets are a page
 * each). Returns -1 when all is well, else the exit status after an error
 * line. */
static int page_opts_used(const psc_opts_t *o, const char *act) {
  if (!o->given) return -1;
  int book = !strcmp(act, "book") ||
             ((!strcmp(act, "puzzle") || !strcmp(act, "verify")) && o->output);
  int sheet =
      o->output && (!strcmp(act, "board") || !strcmp(act, "pieces") || !strcmp(act, "check"));
  unsigned bad =
      book ? 0 : sheet ? o->given & (unsigned)(RA_CARD | RA_NUP | RA_LAYOUT) : o->given;
  if (!bad && (o->given & RA_DPI) && o->output && draw_format_from(NULL, o->output) != DRAW_PNG) {
    /* before the puzzles are made: said at once */
    px_error(_("polyssimo %s: --dpi applies to PNG output only"), act);
    return PX_EXIT_USAGE;
  }
  if (!bad) return -1;
  unsigned bit = bad & ~(bad - 1);
  if (sheet) /* TRANSLATORS: %s is an action (board, pieces, check), then an option's name. */
    px_error(_("polyssimo %s: --%s applies to the puzzle book's cards (book, puzzle -o); "
               "the board and the pieces' sheets are a page each"),
             act, render_args_name(bit));
  else
    px_error(_("polyssimo %s: --%s applies to drawn pages (board, pieces, check, puzzle or "
               "verify with -o, book)"),
             act, render_args_name(bit));
  return PX_EXIT_USAGE; /* one line: the reason, not a misspelt option */
}

int cmd_polyssimo(int argc, char **argv) {
  psc_opts_t o;
  int st = parse_options(argc, argv, &o);
  if (st >= 0) return st;
  if (optind >= argc) {
    px_error(_("polyssimo: no action (board, pieces, check, puzzle, book, verify, play, endgame)"));
    px_usage_hint("polyssimo");
    return PX_EXIT_USAGE;
  }
  const char *act = argv[optind++];
  st = page_opts_used(&o, act);
  if (st >= 0) return st;
  if (o.draft && (strcmp(act, "verify") || !o.output)) {
    px_error(_("polyssimo %s: --draft prints a puzzle with verify -o FILE"), act);
    px_usage_hint("polyssimo");
    return PX_EXIT_USAGE;
  }
  if (o.pick && strcmp(act, "puzzle") && strcmp(act, "book")) {
    px_error(_("polyssimo %s: --puzzles picks puzzles of book and puzzle"), act);
    px_usage_hint("polyssimo");
    return PX_EXIT_USAGE;
  }
  int nargs = argc - optind;
  int wants_file = !strcmp(act, "verify") || !strcmp(act, "endgame");
  if (wants_file ? nargs != 1 : nargs != 0) {
    px_error(_("polyssimo: %s: %s"), act, wants_file ? "one FILE expected" : "unexpected argument");
    px_usage_hint("polyssimo");
    return PX_EXIT_USAGE;
  }
  /* Under mpirun, only the puzzles (puzzle, book) and the games (play) are spread over the
     processes. */
  if (strcmp(act, "puzzle") && strcmp(act, "book") && strcmp(act, "play")) {
    char what[80];
    snprintf(what, sizeof what, "polyssimo %.60s", act);
    int gs = px_group_refuse(what);
    if (gs >= 0) return gs;
  }
  if (!strcmp(act, "board")) return act_board(&o);
  if (!strcmp(act, "pieces")) return act_pieces(&o);
  if (!strcmp(act, "check")) {
    if (!o.budget_set) o.budget = 20000000;
    return act_check(&o, o.seed_set);
  }
  /* Every argument is checked before the minutes of work. */
  if (!strcmp(act, "book") && !o.output) {
    /* TRANSLATORS: the command, then the formats; keep "-o FILE". */
    px_error(_("%s: -o FILE is required (%s)"), "polyssimo book", ".pdf, .svg, .png");
    px_usage_hint("polyssimo");
    return PX_EXIT_USAGE;
  }
  /* and the output's format too, before the puzzles are made (not after, when drawing) */
  if (o.output && draw_format_from(NULL, o.output) < 0 &&
      (!strcmp(act, "book") || !strcmp(act, "puzzle") || !strcmp(act, "board") ||
       !strcmp(act, "pieces") || !strcmp(act, "check") || !strcmp(act, "verify"))) {
    char msg[600];
    snprintf(msg, sizeof msg, _("cannot tell the format of '%s': use .pdf, .svg or .png"),
             o.output);
    px_error("polyssimo %s: %s", act, msg);
    px_usage_hint("polyssimo");
    return PX_EXIT_USAGE;
  }
  char note[192] = "";
  o.ro.note = note;
  o.ro.notelen = sizeof note;
  px_note_pending("polyssimo", note);
  if (!strcmp(act, "puzzle")) return render_args_noted("polyssimo", &o.ro, psc_puzzle(&o, 0));
  if (!strcmp(act, "book")) return render_args_noted("polyssimo", &o.ro, psc_puzzle(&o, 1));
  if (!strcmp(act, "verify"))
    return render_args_noted("polyssimo", &o.ro, psc_verify(&o, argv[optind]));
  if (!strcmp(act, "play")) return psc_play(&o);
  if (!strcmp(act, "endgame")) {
    if (!o.budget_set) o.budget = 20000000;
    return psc_endgame(&o, argv[optind]);
  }
  px_error(_("polyssimo: unknown action '%s'"), act);
  px_usage_hint("polyssimo");
  return PX_EXIT_USAGE;
}
