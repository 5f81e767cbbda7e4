/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* cmd_polyssimo.c: `polyx polyssimo`: options, the library's calls (games/polyssimo/) and printing.
 */
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

typedef struct opts {
  const char *pieces;
  int w, h;
  uint64_t seed;
  int level, hand, count, tries;
  const char *output, *record;
  render_opts_t ro; /* the page options (render_args) */
  unsigned given;   /* the RA_ bits of those given */
  int fixed_seats;
  int jobs;    /* play: threads (0: one a processor) */
  int from_id; /* puzzle --id: seed (and board, level) from a generation ID */
  uint64_t id_seed;
  uint64_t games, budget;
  char seats[128]; /* play: the strategies, one a seat, seated in turn */
  int nplayers;    /* play: --players K (0: one a strategy of seats) */
  polyssimo_mc_opts_t mc;
  polyssimo_scoring_t scoring;
  const char *handicap;     /* --handicap LIST, or NULL */
  int budget_set, seed_set; /* --budget, --seed given */
  int verbose;              /* --verbose: book, puzzle -o: each puzzle's search figures */
  const char *pick;         /* --puzzles: book, puzzle: the puzzles kept ("3,7-9"), NULL all */
  int draft;                /* --draft: verify -o prints a puzzle that does not hold, marked */
} opts_t;

static int num(const char *opt, const char *arg, uint64_t lo, uint64_t hi, uint64_t *out) {
  return px_number_arg("polyssimo", opt, arg, lo, hi, out);
}

static double now_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int geo_from_opts(const opts_t *o, polyssimo_geo_t *g) {
  base_error_t e;
  if (polyssimo_geo_from_spec(g, o->pieces, o->w, o->h, &e) != 0) {
    px_error_at(e.file[0] ? e.file : "--pieces", e.line, e.col, "%s", e.msg);
    return PX_EXIT_DATA;
  }
  return 0;
}

/* ---- Drawing: games/polyssimo/draw.h ---------------------------------------- */

/* LEGEND: room for the letters' legend of G (NULL: none). */
static void draw_opts(const opts_t *o, const polyssimo_geo_t *g, char *legend, size_t n,
                      psd_opts_t *d) {
  psd_opts_init(d);
  d->page = o->ro;
  d->card_given = (o->given & RA_CARD) != 0;
  d->bw = o->ro.bw;
  d->lang = o->ro.lang;
  if (g && polyssimo_geo_legend(g, legend, n) > 0) d->legend = legend;
}

/* The exit status of a drawing, its message printed. */
static int drawn(const opts_t *o, render_status_t st, const char *err) {
  if (st == RENDER_OK) return 0;
  if (st == RENDER_ERR_CREATE || st == RENDER_ERR_WRITE)
    px_error("polyssimo: %s", err); /* the message names the file */
  else
    px_error("%s: %s", o->output, err);
  return px_exit_of_render(st);
}

/* ---- board, pieces, check ------------------------------------------------- */

static int act_board(const opts_t *o) {
  if (!o->output) {
    for (int y = 0; y < o->h; y++) {
      for (int x = 0; x < o->w; x++) putchar('.');
      putchar('\n');
    }
    return ferror(stdout) ? PX_EXIT_IO : 0;
  }
  psd_opts_t d;
  draw_opts(o, NULL, NULL, 0, &d);
  char err[256];
  return drawn(o, psd_board(o->output, &d, o->w, o->h, err, sizeof err), err);
}

static int act_pieces(const opts_t *o) {
  polyssimo_geo_t g;
  int rc = geo_from_opts(o, &g);
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
  draw_opts(o, &g, legend, sizeof legend, &d);
  char err[256];
  int nsheets;
  rc = drawn(o, psd_pieces(o->output, &d, &g, &nsheets, err, sizeof err), err);
  if (rc == PX_EXIT_OK)
    fprintf(stderr,
            ngettext("%d pieces on %d sheet (each followed by its back)\n",
                     "%d pieces on %d sheets (each followed by its back)\n", nsheets),
            g.npieces, nsheets);
  polyssimo_geo_free(&g);
  return rc;
}

static int act_check(const opts_t *o, int randomize) {
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
    draw_opts(o, &g, legend, sizeof legend, &d);
    char err[256];
    rc = drawn(o, psd_tiling(o->output, &d, cells, o->w, o->h, err, sizeof err), err);
  }
  free(cells);
  polyssimo_geo_free(&g);
  if (rc == PX_EXIT_OK && ferror(stdout)) rc = PX_EXIT_IO;
  return rc;
}

/* ---- Puzzles ----------------------------------------------------------------- */

static void gen_req(const opts_t *o, polyssimo_gen_req_t *r) {
  polyssimo_gen_req_init(r);
  r->w = o->w, r->h = o->h, r->pieces = o->pieces;
  r->level = o->level, r->hand = o->hand, r->tries = o->tries;
  /* Ctrl-C (when caught: act_puzzle) stops the generation before its next draw. */
  r->cancel = px_interrupt_flag();
}

/* Generate one puzzle (games/polyssimo/levels.c); an exit status. */
/* The exit status of puzzle generation ST from SEED (OUT: its tries), after its message. */
static int gen_report(polyssimo_gen_status_t st, const base_error_t *e, uint64_t seed,
                      const polyssimo_generated_t *out) {
  switch (st) {
    case POLYSSIMO_GEN_OK: return 0;
    case POLYSSIMO_GEN_BAD:
      px_error_at(e->file[0] ? e->file : "--pieces", e->line, e->col, "%s", e->msg);
      return PX_EXIT_DATA;
    case POLYSSIMO_GEN_CANCELLED: px_error(_("polyssimo: interrupted")); return PX_EXIT_BUDGET;
    case POLYSSIMO_GEN_NONE:
      px_error(_("polyssimo: no puzzle with a unique solution after %d tries (seed %" PRIu64 ")"),
               out->tries, seed);
      return PX_EXIT_BUDGET;
    default: px_error(_("polyssimo: internal error: %s"), e->msg); return PX_EXIT_SOFTWARE;
  }
}

static int gen_one(const opts_t *o, int level, uint64_t seed, polyssimo_generated_t *out) {
  polyssimo_gen_req_t r;
  base_error_t e;
  gen_req(o, &r);
  return gen_report(polyssimo_gen_level(&r, level, seed, out, &e), &e, seed, out);
}

/* Parse a generation ID into O (board, level or hand) and *SEED. */
static int parse_gen_id(const char *id, opts_t *o, uint64_t *seed) {
  polyssimo_gen_req_t r;
  gen_req(o, &r);
  if (polyssimo_gen_id_parse(id, &r, seed) != 0) return -1;
  o->w = r.w, o->h = r.h, o->level = r.level, o->hand = r.hand;
  return 0;
}

static void print_puzzle(const opts_t *o, int book, const polyssimo_generated_t *g, int last) {
  char gid[96];
  polyssimo_gen_id(g, gid, sizeof gid);
  if (book || o->output) {
    /* The drawn puzzles' IDs, one a line (polyssimo verify reads them back); their search
     * figures only when asked. */
    char *id = polyssimo_puzzle_id(&g->p);
    if (o->verbose)
      printf("level %d pieces %d nodes %" PRIu64 " own-nodes %" PRIu64 " tries %d %s %s\n",
             g->level, g->k, g->nodes, g->own_nodes, g->tries, gid, id ? id : "?");
    else
      printf("%s\n", id ? id : "?");
    free(id);
    return;
  }
  char lv[32] = "";
  if (!o->hand) snprintf(lv, sizeof lv, "level %d, ", g->level);
  printf("# %s%d pieces to place, search nodes %" PRIu64 " (own count %" PRIu64 "), %d %s, %s\n",
         lv, g->k, g->nodes, g->own_nodes, g->tries, g->tries == 1 ? "draw" : "draws", gid);
  polyssimo_puzzle_write(&g->p, stdout);
  printf("# answer\n");
  for (int y = 0; y < g->p.h; y++) printf("# %.*s\n", g->p.w, g->answer + (size_t)y * g->p.w);
  if (!last) putchar('\n');
}

/* Puzzle I of a run (0-based, PER a level): its level and seed. */
static int puzzle_level(const opts_t *o, int book, int per, size_t i, uint64_t *seed) {
  int level = book ? (int)(i / (size_t)per) + 1 : o->level;
  int j = (int)(i % (size_t)per);
  *seed = o->from_id ? o->id_seed + (uint64_t)j : polyssimo_gen_seed(o->seed, level, j);
  return level;
}

/* The puzzles over the processes of mpirun (dist_map_run): puzzle i made
 * from its own seed by whichever process asks (polyssimo_gen_level), sent back
 * packed, and kept by rank 0 in order; the first that fails, in order,
 * stops the run with the serial run's message. Alone, one after the other. */
typedef struct gen_ctx {
  const opts_t *o;
  int book, per, total;
  polyssimo_generated_t *ps; /* rank 0: the puzzles made, in order */
  int made, rc;              /* rank 0 */
} gen_ctx_t;

static int gen_work(void *ctx, int thread, size_t i, dist_buf_t *out) {
  (void)thread;
  const gen_ctx_t *c = ctx;
  uint64_t seed;
  int level = puzzle_level(c->o, c->book, c->per, i, &seed);
  polyssimo_gen_req_t r;
  base_error_t e;
  polyssimo_generated_t g;
  gen_req(c->o, &r);
  memset(&e, 0, sizeof e);
  int st = (int)polyssimo_gen_level(&r, level, seed, &g, &e);
  unsigned char *b = NULL;
  size_t n = 0;
  int rc = polyssimo_generated_pack(&g, &b, &n) != 0 || dist_buf_add(out, &st, sizeof st) != 0 ||
           dist_buf_add(out, &e, sizeof e) != 0 || dist_buf_add(out, b, n) != 0;
  free(b);
  polyssimo_generated_free(&g);
  return rc;
}

static int gen_emit(void *ctx, size_t i, const unsigned char *bytes, size_t len) {
  gen_ctx_t *c = ctx;
  int st;
  base_error_t e;
  polyssimo_generated_t *g = &c->ps[c->made];
  if (len < sizeof st + sizeof e ||
      polyssimo_generated_unpack(bytes + sizeof st + sizeof e, len - sizeof st - sizeof e, g) !=
          0) {
    c->rc = PX_EXIT_SOFTWARE;
    return 1;
  }
  memcpy(&st, bytes, sizeof st);
  memcpy(&e, bytes + sizeof st, sizeof e);
  uint64_t seed;
  puzzle_level(c->o, c->book, c->per, i, &seed);
  c->rc = gen_report((polyssimo_gen_status_t)st, &e, seed, g);
  if (c->rc) {
    polyssimo_generated_free(g);
    return 1;
  }
  c->made++;
  /* rank 0 counts the puzzles as they come back, in order */
  px_progress(c->book ? "polyssimo book" : "polyssimo puzzle", c->made, c->total);
  return 0;
}

/* Make the TOTAL puzzles into PS (*MADE of them): 0, or the exit status. */
static int gen_all(const opts_t *o, int book, int per, int total, polyssimo_generated_t *ps,
                   int *made) {
  dist_t *grp = px_group();
  *made = 0;
  if (dist_size(grp) <= 1) {
    for (int i = 0; i < total; i++) {
      uint64_t seed;
      int level = puzzle_level(o, book, per, (size_t)i, &seed);
      px_progress(book ? "polyssimo book" : "polyssimo puzzle", i, total);
      int rc = gen_one(o, level, seed, &ps[i]);
      if (rc) {
        px_progress_end();
        polyssimo_generated_free(&ps[i]);
        return rc;
      }
      ++*made;
    }
    px_progress_end();
    return 0;
  }
  gen_ctx_t c = {o, book, per, total, ps, 0, 0};
  dist_map_t m = {.items = (size_t)total,
                  .threads = 1,
                  .ordered = 1,
                  .work = gen_work,
                  .work_ctx = &c,
                  .emit = gen_emit,
                  .emit_ctx = &c};
  int code = 0;
  dist_status_t st = dist_map_run(grp, &m, &code);
  px_progress_end();
  *made = c.made;
  int rc = c.rc;
  /* A map stopped by a Ctrl-C that reached any process is no failure (every process asks). */
  int intr = st != DIST_EMPI ? px_interrupt_agree() : px_interrupted();
  if (!rc && st != DIST_OK && intr) {
    px_error(_("polyssimo: interrupted"));
    rc = PX_EXIT_BUDGET;
  } else if (!rc && st != DIST_OK) {
    px_error(_("out of memory"));
    rc = PX_EXIT_SOFTWARE;
  }
  /* Every process ends with rank 0's status (the others only know that the map stopped). */
  if (st != DIST_EMPI && dist_bcast_int(grp, &rc) != DIST_OK && !rc) rc = PX_EXIT_SOFTWARE;
  return rc;
}

static int act_puzzle(const opts_t *o, int book) {
  int per = o->count ? o->count : (book ? 10 : 1);
  int nlev = book ? 3 : 1, total = per * nlev;
  polyssimo_generated_t *ps = calloc((size_t)total, sizeof *ps);
  unsigned char *keep = calloc((size_t)total, 1);
  if (!ps || !keep) {
    free(ps);
    free(keep);
    return PX_EXIT_SOFTWARE;
  }
  int made = 0;
  int rc = PX_EXIT_OK;
  /* the puzzles picked, checked before the work */
  if (o->pick && (rc = px_pick_arg("polyssimo", "--puzzles", o->pick, total, _("puzzles"),
                                   keep)) != PX_EXIT_OK) {
    free(ps);
    free(keep);
    return rc;
  }
  /* The output can be written: known before the generation, not after it (a book without -o
   * was refused with the options). */
  if (o->output) rc = px_output_check("polyssimo", o->output);
  if (!rc && o->output) { /* and the cards (and their answers) fit the paper */
    psd_opts_t d;
    char legend[600], err[600];
    draw_opts(o, NULL, legend, sizeof legend, &d);
    rc = drawn(o, psd_book_check(o->output, &d, total, err, sizeof err), err);
  }
  if (px_group()) { /* every process stops when rank 0 cannot write */
    int bad = rc;
    if (dist_max_int(px_group(), &bad) != DIST_OK || bad) rc = bad ? bad : PX_EXIT_SOFTWARE;
  }
  if (rc) {
    free(ps);
    free(keep);
    return rc;
  }
  double t0 = now_seconds(), wall0 = px_now();
  /* Ctrl-C: the generation stops before its next draw, the drawing at its next page; exit 3,
   * no file and no puzzle printed (under mpirun too, whichever processes it reached). */
  px_catch_interrupt();
  rc = gen_all(o, book, per, total, ps, &made);
  if (px_interrupt_agree() && !rc) {
    px_error(_("polyssimo: interrupted"));
    rc = PX_EXIT_BUDGET;
  }
  if (!rc && o->pick) { /* only the puzzles picked, in their order */
    int n = 0;
    for (int i = 0; i < made; i++)
      if (keep[i])
        ps[n++] = ps[i];
      else
        polyssimo_generated_free(&ps[i]);
    made = n;
  }
  free(keep);
  /* Under mpirun, rank 0 alone prints and draws the puzzles. */
  if (!rc && dist_rank(px_group()) == 0) {
    game_provenance(stdout, o->from_id ? o->id_seed : o->seed);
    for (int i = 0; i < made; i++) print_puzzle(o, book, &ps[i], i + 1 == made);
    fflush(stdout); /* the puzzles before the summary on a terminal */
    if (!o->output)
      fprintf(stderr,
              ngettext("%d puzzle, unique by two counts, %.2f s\n",
                       "%d puzzles, each unique by two counts, %.2f s\n", made),
              made, now_seconds() - t0);
    if (o->output) {
      psd_opts_t d;
      char legend[600];
      polyssimo_geo_t g;
      int have = polyssimo_geo_from_spec(&g, o->pieces, o->w, o->h, NULL) == 0;
      draw_opts(o, have ? &g : NULL, legend, sizeof legend, &d);
      if (have) polyssimo_geo_free(&g);
      char err[256];
      render_status_t st =
          psd_book(o->output, &d, ps, made,
                   book ? "polyx polyssimo book" : "polyx polyssimo puzzle", err, sizeof err);
      rc = drawn(o, st, err);
      if (!rc) {
        char what[4400];
        /* TRANSLATORS: the summary line: puzzles, the file(s) written, seconds. */
        fprintf(stderr,
                ngettext("%d puzzle, unique by two counts: %s, %.0f s\n",
                         "%d puzzles, each unique by two counts: %s, %.0f s\n", made),
                made, px_written(o->output, wall0, what, sizeof what, NULL), now_seconds() - t0);
      }
    }
  }
  for (int i = 0; i < made; i++) polyssimo_generated_free(&ps[i]);
  free(ps);
  if (!rc && ferror(stdout)) rc = PX_EXIT_IO;
  return rc;
}

/* ---- verify ------------------------------------------------------------------ */

/* Check one record; CACHE holds the geometry of the first record built
 * (*CACHED), which later records on the same board with the same pieces
 * reuse instead of building it again. */
static int verify_one(const char *file, const char *text, size_t len, unsigned long line0,
                      polyssimo_geo_t *cache, int *cached) {
  polyssimo_geo_t g;
  polyssimo_game_t s;
  polyssimo_rule_t rule;
  base_error_t e;
  int r = polyssimo_record_check_known(text, len, *cached ? cache : NULL, NULL, &g, &s, &rule, &e);
  int rc;
  if (e.line) e.line += line0;
  if (r != 0) {
    rc = px_check_verdict(file, r, NULL, &e);
  } else {
    printf(ngettext("legal record: %d move, %s", "legal record: %d moves, %s", s.nmoves), s.nmoves,
           s.phase == POLYSSIMO_DRAFT   ? _("draft in progress")
           : s.phase == POLYSSIMO_PLACE ? _("placement in progress")
                                        : _("game over"));
    if (s.phase == POLYSSIMO_OVER) printf(_(", player %d wins"), polyssimo_game_winner(&s) + 1);
    printf("%s", _("; squares left:"));
    for (int p = 0; p < s.nplayers; p++) printf(" %d", s.left[p]);
    if (s.scoring == POLYSSIMO_SCORE_PIECES) {
      printf("%s", _("; pieces left:"));
      for (int p = 0; p < s.nplayers; p++) printf(" %d", polyssimo_game_score(&s, p));
    }
    printf("\n");
    rc = 0;
  }
  if (!*cached && g.place) {
    *cache = g; /* S is done with: it pointed to G */
    *cached = 1;
  } else {
    polyssimo_geo_free(&g);
  }
  return rc;
}

/* Each record of the file on its own; the first failure's status. */
static int verify_records(const char *file, const char *text, size_t len) {
  size_t a = 0;
  unsigned long line0 = 0;
  int rc = 0, cached = 0;
  polyssimo_geo_t cache;
  for (;;) {
    size_t b = polyssimo_record_next(text, len, a);
    int r = verify_one(file, text + a, b - a, line0, &cache, &cached);
    if (r && !rc) rc = r;
    if (b >= len) break;
    for (size_t i = a; i < b; i++) line0 += text[i] == '\n';
    a = b;
  }
  if (cached) polyssimo_geo_free(&cache);
  return rc;
}

/* The text of a puzzle given by ARG: a generation ID (made again), a
 * puzzle ID or a file; *FILE names it in messages. An exit status. */
static int verify_text(const opts_t *o, const char *arg, char **text, size_t *len,
                       const char **file) {
  *file = arg;
  if (!strncmp(arg, "polyssimo:", 10) && strchr(arg, '#')) {
    opts_t o2 = *o;
    uint64_t seed;
    polyssimo_generated_t gp;
    if (parse_gen_id(arg, &o2, &seed) != 0) {
      px_error_at("ID", 0, 0,
                  "bad generation ID '%s' (polyssimo:WxH:L<1-3>#SEED or K<pieces>#SEED)", arg);
      return PX_EXIT_DATA;
    }
    int rc = gen_one(&o2, o2.level, seed, &gp);
    if (rc) return polyssimo_generated_free(&gp), rc;
    *text = polyssimo_puzzle_id(&gp.p);
    polyssimo_generated_free(&gp);
    *file = "ID";
  } else if (!strncmp(arg, "polyssimo:", 10)) {
    *text = strdup(arg);
    *file = "ID";
  } else {
    return px_read_file(arg, text, len);
  }
  if (!*text) return PX_EXIT_SOFTWARE;
  *len = strlen(*text);
  return 0;
}

/* Print P's card through the book's drawing (its answer SOL when not NULL); WHY: NULL, or a
 * draft's word. An exit status. */
static int verify_print(const opts_t *o, const polyssimo_puzzle_t *p, char *sol, const char *why) {
  polyssimo_generated_t gp;
  memset(&gp, 0, sizeof gp);
  gp.p = *p; /* borrowed: not freed here */
  gp.answer = sol;
  gp.level = 0; /* a user's own puzzle: its card shows its puzzle ID */
  char let[POLYSSIMO_MAX_PIECES];
  gp.k = polyssimo_puzzle_hand_letters(p, let, NULL);
  if (gp.k < 0) gp.k = 0;
  psd_opts_t d;
  char legend[600], err[600];
  polyssimo_geo_t g;
  int have = polyssimo_geo_from_spec(&g, o->pieces, p->w, p->h, NULL) == 0;
  draw_opts(o, have ? &g : NULL, legend, sizeof legend, &d);
  if (have) polyssimo_geo_free(&g);
  d.draft = why;
  return drawn(o, psd_book(o->output, &d, &gp, 1, "polyx polyssimo verify", err, sizeof err),
               err);
}

/* Count the puzzle's solutions both ways and print them; with -o, draw its card (a puzzle that
 * does not hold only as a --draft). */
static int verify_puzzle(const opts_t *o, const char *file, const polyssimo_puzzle_t *p) {
  base_error_t e;
  char *sol[2] = {NULL, NULL};
  uint64_t nodes = 0, tnodes = 0;
  long c = polyssimo_puzzle_count(p, 0, sol, 2, &nodes, &e);
  if (c < 0) {
    px_error_at(e.file[0] ? e.file : file, e.line, e.col, _("hand: %s"), e.msg);
    return PX_EXIT_DATA;
  }
  long t = polyssimo_puzzle_count_tiling(p, 0, &tnodes, &e);
  printf(ngettext("%ld solution (own count, %" PRIu64 " nodes)",
                  "%ld solutions (own count, %" PRIu64 " nodes)", (unsigned long)c),
         c, nodes);
  if (t >= 0)
    printf(_("; tiling library: %ld (%" PRIu64 " nodes)"), t, tnodes);
  else
    printf("%s", _("; tiling library: not applicable (hand smaller than the holes)"));
  printf("\n");
  int rc = c == 1 ? 0 : c == 0 ? PX_EXIT_NONE : PX_EXIT_MANY;
  if (t >= 0 && t != c) {
    px_error(_("polyssimo: internal error: the two counts disagree (%ld and %ld)"), c, t);
    rc = PX_EXIT_SOFTWARE;
  }
  for (int k = 0; k < 2 && k < c; k++) {
    if (!sol[k]) continue;
    printf(_("\nsolution %d\n"), k + 1);
    for (int y = 0; y < p->h; y++) printf("%.*s\n", p->w, sol[k] + (size_t)y * p->w);
  }
  if (o->output && rc != PX_EXIT_SOFTWARE) {
    char why[64] = "";
    if (c == 0) /* TRANSLATORS: a draft puzzle card's reason: it has no solution */
      snprintf(why, sizeof why, "%s", i18n_page(o->ro.lang, "no solution"));
    else if (c >= 2) /* TRANSLATORS: a draft puzzle card's reason: 2 or more solutions */
      snprintf(why, sizeof why, "%s", i18n_page(o->ro.lang, "not unique"));
    if (rc && !o->draft) {
      px_error(_("polyssimo verify: %s: not printed (%s); --draft prints it marked as a draft"),
               o->output, c == 0 ? _("no solution") : _("not unique"));
    } else {
      fflush(stdout);
      int dr = verify_print(o, p, c >= 1 ? sol[0] : NULL, rc ? why : NULL);
      if (dr) rc = dr;
    }
  }
  free(sol[0]);
  free(sol[1]);
  return rc;
}

static int act_verify(const opts_t *o, const char *arg) {
  char *text = NULL;
  size_t len = 0;
  const char *file;
  /* the output can be written and the card fits the paper: known before the count */
  int rc = o->output ? px_output_check("polyssimo", o->output) : 0;
  if (!rc && o->output) {
    psd_opts_t d;
    char legend[600], err[600];
    draw_opts(o, NULL, legend, sizeof legend, &d);
    rc = drawn(o, psd_book_check(o->output, &d, 1, err, sizeof err), err);
  }
  if (rc) return rc;
  rc = verify_text(o, arg, &text, &len, &file);
  if (rc) return rc;
  size_t a = 0; /* the first line that is not blank or a '#' comment */
  while (a < len && (text[a] == '#' || text[a] == '\n' || text[a] == ' ')) {
    while (a < len && text[a] != '\n') a++;
    a++;
  }
  if (a < len && len - a >= 16 && !memcmp(text + a, "polyssimo-record", 16)) {
    if (o->output) {
      px_error(_("polyssimo verify: -o prints a puzzle, not a game record"));
      free(text);
      return PX_EXIT_USAGE;
    }
    rc = verify_records(file, text, len);
    free(text);
    return rc;
  }
  polyssimo_puzzle_t p;
  base_error_t e;
  if (polyssimo_puzzle_parse(text, len, &p, &e) != 0) {
    px_error_at(e.file[0] ? e.file : file, e.line, e.col, "%s", e.msg);
    free(text);
    return PX_EXIT_DATA;
  }
  free(text);
  rc = verify_puzzle(o, file, &p);
  polyssimo_puzzle_free(&p);
  if (rc == PX_EXIT_DATA || !ferror(stdout)) return rc;
  return PX_EXIT_IO;
}

/* ---- play ------------------------------------------------------------------- */

/* --seats into ST[0..*N), taken in turn for --players K seats when K is given. */
static int parse_seats(const opts_t *o, polyssimo_strategy_t *st, int *n) {
  char tok[128];
  int picked[POLYSSIMO_MAX_PLAYERS];
  *n = game_strategies(&polyssimo_game, o->seats, picked, POLYSSIMO_MAX_PLAYERS, tok, sizeof tok);
  if (*n < 0) {
    if (*n == -1)
      px_error(_("polyssimo: --seats: unknown strategy '%s' (random, greedy, mc)"), tok);
    else
      px_error(_("polyssimo: --seats: at most 4 players (%s)"), tok);
    px_usage_hint("polyssimo");
    return PX_EXIT_USAGE;
  }
  for (int p = 0; p < *n; p++) st[p] = (polyssimo_strategy_t)picked[p];
  if (o->nplayers && *n > o->nplayers) {
    px_error(_("polyssimo: --seats: %d strategies for %d players"), *n, o->nplayers);
    px_usage_hint("polyssimo");
    return PX_EXIT_USAGE;
  }
  for (int k = *n; k > 0 && k < o->nplayers; k++) st[k] = st[k % *n];
  if (*n > 0 && o->nplayers) *n = o->nplayers;
  if (*n < 2) {
    px_error(_("polyssimo: --seats: 2 to 4 players"));
    px_usage_hint("polyssimo");
    return PX_EXIT_USAGE;
  }
  return 0;
}

/* --handicap LIST: one number per seat of --seats (missing: 0). */
static int parse_handicap(const opts_t *o, int n, int *hc) {
  char buf[128];
  int k = 0;
  if (!o->handicap) return 0;
  snprintf(buf, sizeof buf, "%s", o->handicap);
  for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
    uint64_t v;
    if (k == n || px_parse_u64(tok, &v) != 0 || v > POLYSSIMO_MAX_PIECES) {
      px_error(_("polyssimo: --handicap: "
                 "'%s': up to %d numbers (black-and-white pieces per strategy) expected"),
               o->handicap, n);
      px_usage_hint("polyssimo");
      return PX_EXIT_USAGE;
    }
    hc[k++] = (int)v;
  }
  return 0;
}

static void print_stats(const opts_t *o, int n, const polyssimo_strategy_t *st,
                        const polyssimo_play_stats_t *t) {
  char seats[128] = "";
  for (int p = 0; p < n; p++)
    snprintf(seats + strlen(seats), sizeof seats - strlen(seats), "%s%s", p ? "," : "",
             polyssimo_strategy_name(st[p]));
  /* TRANSLATORS: the line over the tables of polyssimo play; the second %s is "fixed" or
     "rotated" (the order of play); the last number counts the games that were legal. */
  printf(ngettext("# %" PRIu64 " game, %d players (%s), seed %" PRIu64
                  ", order of play %s; every game replayed through the checker (%" PRIu64
                  " legal)\n",
                  "# %" PRIu64 " games, %d players (%s), seed %" PRIu64
                  ", order of play %s; every game replayed through the checker (%" PRIu64
                  " legal)\n",
                  (unsigned long)o->games),
         o->games, n, seats, o->seed,
         /* TRANSLATORS: the order of play of self-play games: each strategy keeps its turn. */
         o->fixed_seats
             ? _("fixed")
             /* TRANSLATORS: the order of play of self-play games: it turns from game to game. */
             : _("rotated"),
         t->replayed);
  /* The score: the squares each player has left at the end, whatever --scoring decides. */
  game_table_t tab = {&polyssimo_game, n, GAME_TIES_LOSE, "squares", 0, NULL, NULL};
  game_tally_print(stdout, &t->tally, &tab);
}

static int act_play(const opts_t *o) {
  polyssimo_strategy_t st[POLYSSIMO_MAX_PLAYERS];
  int n;
  int rc = parse_seats(o, st, &n);
  if (rc) return rc;
  polyssimo_geo_t g;
  rc = geo_from_opts(o, &g);
  if (rc) return rc;
  FILE *rec = NULL;
  px_out_t out;
  if (o->record && !(rec = px_out_open(&out, o->record))) {
    polyssimo_geo_free(&g);
    return PX_EXIT_CANTCREAT;
  }
  if (rec) game_provenance(rec, o->seed);
  polyssimo_play_opts_t po;
  memset(&po, 0, sizeof po);
  po.games = o->games, po.seed = o->seed, po.fixed_seats = o->fixed_seats, po.mc = o->mc;
  po.scoring = o->scoring;
  if ((rc = parse_handicap(o, n, po.handicap)) != 0) {
    if (rec) px_out_close(&out, 0);
    return polyssimo_geo_free(&g), rc;
  }
  polyssimo_game_t probe;
  polyssimo_rules_t rules;
  memset(&rules, 0, sizeof rules);
  rules.scoring = po.scoring;
  memcpy(rules.handicap, po.handicap, sizeof rules.handicap);
  polyssimo_game_init(&probe, &g, n);
  if (polyssimo_game_set_rules(&probe, &rules) != 0) {
    px_error(_("polyssimo: --handicap: "
               "'%s': more black-and-white pieces than a player drafts or than the game has"),
             o->handicap);
    polyssimo_geo_free(&g);
    if (rec) px_out_close(&out, 0);
    return PX_EXIT_USAGE;
  }
  polyssimo_play_stats_t t;
  /* Ctrl-C: no game starts after it (game_set_cancel), exit 3, no record and no figures. */
  px_catch_interrupt();
  polyssimo_play_status_t ps =
      polyssimo_play_many(px_group(), px_jobs(o->jobs, GAME_MAX_JOBS), &g, n, st, &po, rec, &t);
  if (px_interrupt_agree()) { /* every process, whichever the Ctrl-C reached */
    px_error(_("polyssimo: interrupted"));
    rc = PX_EXIT_BUDGET;
  } else if (ps == POLYSSIMO_PLAY_INTERNAL)
    px_error(_("polyssimo: internal error in game %" PRIu64), t.failed_game);
  if (ps == POLYSSIMO_PLAY_CHECKER)
    px_error(_("polyssimo: game %" PRIu64 " fails the checker: line %lu: %s"), t.failed_game,
             t.fail_line, t.fail_msg);
  if (ps != POLYSSIMO_PLAY_OK && !rc) rc = PX_EXIT_SOFTWARE;
  if (rec) {
    /* Records of games that failed are kept: they show the bug; an interrupted run keeps none. */
    int wrc = px_out_close(&out, rc != PX_EXIT_BUDGET);
    if (!rc) rc = wrc;
  }
  if (!rc) print_stats(o, n, st, &t);
  polyssimo_geo_free(&g);
  if (!rc && ferror(stdout)) rc = PX_EXIT_IO;
  return rc;
}

/* ---- endgame ---------------------------------------------------------------- */

static void print_endgame(const polyssimo_geo_t *g, const polyssimo_game_t *s,
                          const polyssimo_endgame_t *eg) {
  if (s->phase == POLYSSIMO_OVER)
    printf("%s\n", _("game over"));
  else if (eg->move < 0)
    /* TRANSLATORS: "stop %d" is a move of a game record: keep "stop". */
    printf(_("to move: player %d; best move: stop %d\n"), s->turn + 1, s->turn + 1);
  else {
    const polyssimo_place_t *pl = &g->place[eg->move];
    /* TRANSLATORS: "place %d %s %d %d %d" is a move of a game record: keep "place". */
    printf(_("to move: player %d; best move: place %d %s %d %d %d\n"), s->turn + 1, s->turn + 1,
           g->pieces[pl->piece].name, pl->orient, pl->x, pl->y);
  }
  printf(s->scoring == POLYSSIMO_SCORE_PIECES ? _("with best play: player %d wins; pieces left:")
                                              : _("with best play: player %d wins; squares left:"),
         eg->winner + 1);
  for (int p = 0; p < s->nplayers; p++) printf(" %d", eg->left[p]);
  printf("\n");
}

static int act_endgame(const opts_t *o, const char *file) {
  char *text;
  size_t len;
  int st = px_read_file(file, &text, &len);
  if (st != PX_EXIT_OK) return st;
  polyssimo_geo_t g;
  polyssimo_game_t s;
  polyssimo_rule_t rule;
  base_error_t e;
  int r = polyssimo_record_check(text, len, &g, &s, &rule, &e);
  free(text);
  if (r != 0) {
    polyssimo_geo_free(&g);
    return px_check_verdict(file, r, NULL, &e);
  }
  if (s.phase == POLYSSIMO_DRAFT) {
    px_error_at(file, 0, 0, _("the draft is not over: no endgame to solve"));
    polyssimo_geo_free(&g);
    return PX_EXIT_DATA;
  }
  polyssimo_endgame_t eg;
  double t0 = now_seconds();
  int sr = polyssimo_endgame_solve(&s, o->budget, &eg);
  int rc = 0;
  if (sr < 0)
    rc = PX_EXIT_SOFTWARE;
  else if (sr == 0) {
    px_error(_("polyssimo: endgame: budget of %" PRIu64 " positions ran out"), o->budget);
    rc = PX_EXIT_BUDGET;
  } else {
    print_endgame(&g, &s, &eg);
    fprintf(stderr,
            ngettext("%" PRIu64 " position, %.2f s\n", "%" PRIu64 " positions, %.2f s\n",
                     (unsigned long)eg.nodes),
            eg.nodes, now_seconds() - t0);
  }
  polyssimo_geo_free(&g);
  if (!rc && ferror(stdout)) rc = PX_EXIT_IO;
  return rc;
}

/* ---- dispatch ----------------------------------------------------------------- */

/* The defaults of the options (--help). */
static void opts_init(opts_t *o) {
  memset(o, 0, sizeof *o);
  render_opts_init(&o->ro);
  o->pieces = POLYSSIMO_DEFAULT_PIECES;
  o->w = POLYSSIMO_BOARD_W, o->h = POLYSSIMO_BOARD_H;
  o->seed = 1, o->level = 2, o->tries = 2000, o->games = 100, o->budget = 0;
  snprintf(o->seats, sizeof o->seats, "greedy,random");
  o->mc.candidates = 8, o->mc.playouts = 24;
}

/* --board WxH into O: -1 to go on, else the exit status. */
static int board_arg(const char *arg, opts_t *o) {
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
static int id_arg(const char *arg, opts_t *o) {
  if (parse_gen_id(arg, o, &o->id_seed) != 0) {
    px_error(_("polyssimo: bad generation ID '%s' (polyssimo:WxH:L<1-3>#SEED or K<pieces>#SEED)"),
             arg);
    px_usage_hint("polyssimo");
    return PX_EXIT_USAGE;
  }
  o->from_id = 1;
  return -1;
}

/* --scoring HOW into O: -1 to go on, else the exit status. */
static int scoring_arg(const char *arg, opts_t *o) {
  if (strcmp(arg, "squares") && strcmp(arg, "pieces")) {
    px_error(_("polyssimo: --scoring: 'squares' or 'pieces' expected, not '%s'"), arg);
    px_usage_hint("polyssimo");
    return PX_EXIT_USAGE;
  }
  o->scoring = strcmp(arg, "pieces") ? POLYSSIMO_SCORE_SQUARES : POLYSSIMO_SCORE_PIECES;
  return -1;
}

/* --seats LIST into O (checked when the games start): -1 to go on, else the exit status. */
static int seats_arg(const char *arg, opts_t *o) {
  if (strlen(arg) >= sizeof o->seats) {
    px_error(_("polyssimo: --seats too long"));
    return PX_EXIT_USAGE;
  }
  strcpy(o->seats, arg);
  return -1;
}

/* --players K, the number of players; a list of strategies there is the old spelling of
 * --seats, taken with a notice. -1 to go on, else the exit status. */
static int players_arg(const char *arg, opts_t *o) {
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

/* Option C with its argument ARG into the opts_t VO: -1 to go on, else the
 * exit status (--help, a usage error). */
static int polyssimo_option(void *vo, int c, const char *arg) {
  opts_t *o = vo;
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
static int parse_options(int argc, char **argv, opts_t *o) {
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
static int page_opts_used(const opts_t *o, const char *act) {
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
  opts_t o;
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
  if (!strcmp(act, "puzzle")) return render_args_noted("polyssimo", &o.ro, act_puzzle(&o, 0));
  if (!strcmp(act, "book")) return render_args_noted("polyssimo", &o.ro, act_puzzle(&o, 1));
  if (!strcmp(act, "verify"))
    return render_args_noted("polyssimo", &o.ro, act_verify(&o, argv[optind]));
  if (!strcmp(act, "play")) return act_play(&o);
  if (!strcmp(act, "endgame")) {
    if (!o.budget_set) o.budget = 20000000;
    return act_endgame(&o, argv[optind]);
  }
  px_error(_("polyssimo: unknown action '%s'"), act);
  px_usage_hint("polyssimo");
  return PX_EXIT_USAGE;
}
