/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* cmd_polymere.c: `polyx polymere`: Polymère's tiles, game records checked, simulated games, exact
 * counts, the solitaire, the printable set. */
#include <config.h>

#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "games/game.h"
#include "games/polymere/polymere.h"
#include "base/rng.h"
#include "games/polymere/draw.h"
#include "dist/dist.h"
#include "output/draw.h"
#include "output/i18n.h"
#include "output/render.h"
#include "src/polyx.h"
#include "src/render_args.h"

/* The page options: --paper, --bw and --lang for every drawing; the
 * others for the set only. */
#define POLYMERE_RENDER_OPTS                                                                       \
  (RA_PAPER | RA_NO_CROP | RA_BLEED | RA_BW | RA_LANG | RA_BACKS | RA_TITLE | RA_LAYOUT | RA_INK | \
   RA_CUT)
/* ... of which the set's only */
#define POLYMERE_SET_ONLY                                                                          \
  (RA_NO_CROP | RA_BLEED | RA_BACKS | RA_TITLE | RA_LAYOUT | RA_INK | RA_CUT)

static void usage(FILE *out) {
  fputs(_("Usage: polyx polymere ACTION [OPTION]... [ARG]...\n"
          "Polymere, dominoes on hexagons: tiles, rules, games, counts, solitaire, set.\n"),
        out);
  /* TRANSLATORS: keep the actions' names (tiles, check...), "ring", "space" and the options in
     English: they are typed as they are; keep the descriptions in their column. */
  fputs(_("\n"
          "Actions:\n"
          "  tiles             list the 120 numbered tiles and their mirror images\n"
          "  check FILE        check a game record move by move; print the outcome\n"
          "  board FILE        read a board (the text form of check --board), check it,\n"
          "                    print it back with its dead spaces\n"
          "  play              simulated games: win rates, game length, chain lengths\n"
          "  count ring TILE   ways to complete the first ring around TILE\n"
          "  count space EDGES tiles that fit a space (EDGES: 6 of 1-6 or '.',\n"
          "                    from edge 0)\n"
          "  solitaire         the largest shape in complete rings around a first tile\n"
          "  set               the 124 tiles ready to cut, and the player aid (-o FILE)\n"),
        out);
  /* TRANSLATORS: keep the strategies' names (random, greedy, blocker) and the engines' (dlx,
     direct, both) in English: they are typed as they are. */
  fputs(_("\n"
          "Options:\n"
          "  -o, --output=FILE     draw to FILE (.pdf, .png, .svg): check, board,\n"
          "                        solitaire, set\n"
          "      --board           check: print the board, one tile a line\n"
          "  -g, --games=N         play: games (default 100)\n"
          "  -s, --seed=S          play: seed of the first game (game i uses S+i);\n"
          "                        solitaire: seed of the first tile and choices\n"
          "                        (default 1)\n"
          "  -k, --players=K       play: 2 to 6 players (default 4)\n"
          "  -d, --digits=N        play: digits a player: 1 with 3 to 6 players, 2 or 3\n"
          "                        with two (default 1; 2 with two players)\n"
          "  -P, --seats=LIST      play: random, greedy, blocker, comma-separated, at\n"
          "                        one table in this order of play, one player each\n"
          "                        unless --players says (default\n"
          "                        random,greedy,blocker)\n"
          "      --record=FILE     play: write the record of the first game to FILE\n"
          "      --histogram=FILE  play: draw the chain lengths, all and per strategy\n"
          "      --first=TILE      solitaire: the first tile (default: drawn from --seed)\n"
          "      --rings=N         solitaire: full rings, 1 to 5 (default 5)\n"
          "      --engine=E        solitaire: dlx (default), direct or both\n"
          "      --budget=N        solitaire: nodes a search (default 2000000)\n"
          "      --emit-dlx        count: write the exact-cover problem, do not count\n"
          "      --size=MM         set: tile width across flats (default 40; 15 to 150)\n"
          "      --colours         set, check, board, solitaire: a colour per digit\n"
          "      --aids=N          set: player-aid cards (default 6)\n"),
        out);
  fputs(_("  -j, --jobs=N          play: threads, 0 to 64 (default 0: one per\n"
          "                        processor; the same output for any N)\n"),
        out);
  render_args_help(out, POLYMERE_RENDER_OPTS);
  fputs(_("  -h, --help            display this help and exit\n"), out);
  px_help_exit_status(out, 0, 1, 3, 4, 64, 65, 66, 70, 73, 74, -1);
}

typedef struct opts {
  const char *output, *record, *histogram, *strategies;
  int board, players, digits, rings, engine, emit, colours, aids, first, jobs;
  int players_given, seats_given; /* play: --players, --seats (not --strategy) given */
  uint64_t games, seed, budget;
  double size;
  render_opts_t ra;
} opts_t;

static int draw_status_exit(draw_t *d) {
  draw_status_t st = draw_finish(d);
  int rc = PX_EXIT_OK;
  if (st != DRAW_OK) {
    px_error("%s", draw_error_message(d));
    rc = px_exit_of_draw(st);
  }
  draw_destroy(d);
  return rc;
}

/* Open a one-page drawing of the paper size for OUTPUT, or report. */
/* PATH's drawing format, or -1 after the error line. */
static int format_of(const char *path) {
  int fmt = draw_format_from(NULL, path);
  if (fmt < 0) {
    char msg[600];
    snprintf(msg, sizeof msg, _("cannot tell the format of '%s': use .pdf, .svg or .png"), path);
    px_error("polymere: %s", msg);
  }
  return fmt;
}

/* A drawing made after a long work (solitaire's search, play's games) checked before it: its
 * format, and that it can be created. PX_EXIT_OK, or the exit status after the error line. */
static int output_ready(const char *path) {
  if (format_of(path) < 0) return PX_EXIT_USAGE;
  return px_output_check("polymere", path);
}

static draw_t *open_drawing(const opts_t *o, const char *path, int pages, int *rc) {
  int fmt = format_of(path);
  if (fmt < 0) {
    *rc = PX_EXIT_USAGE;
    return NULL;
  }
  draw_options_t dopt;
  draw_options_init(&dopt);
  dopt.bw = o->ra.bw, dopt.npages = pages, dopt.dpi = 150;
  dopt.light = o->ra.light;
  dopt.title = o->ra.title ? o->ra.title : "polyx polymere"; /* --title: the set's only */
  double w = o->ra.paper_w > 0 ? o->ra.paper_w : 210, h = o->ra.paper_h > 0 ? o->ra.paper_h : 297;
  draw_t *d = draw_create((draw_format_t)fmt, path, w, h, &dopt);
  if (!d) {
    px_error(_("out of memory"));
    *rc = PX_EXIT_SOFTWARE;
  }
  return d;
}

/* The pages' language: --lang, English by default. */
static const char *page_lang(const opts_t *o) {
  return o->ra.lang ? o->ra.lang : "en";
}

/* TRANSLATORS: a caption printed under a Polymere board: the tiles laid, the spaces where no
   tile can go (crossed out on the drawing). No plural forms on pages: "tiles: %d" is fine. */
#define DEAD_CAPTION I18N_PAGE("%d tiles, %d dead spaces (crossed)")

static int draw_one_layout(const opts_t *o, int n, const int *t, const int *q, const int *r,
                           const int *rot, const int *jf, int ndead, const int *dq, const int *dr,
                           const char *caption) {
  int rc = PX_EXIT_OK;
  draw_t *d = open_drawing(o, o->output, 1, &rc);
  if (!d) return rc;
  double w = o->ra.paper_w > 0 ? o->ra.paper_w : 210, h = o->ra.paper_h > 0 ? o->ra.paper_h : 297;
  polymere_look_t look = {o->colours};
  draw_begin_page(d);
  polymere_draw_layout(d, 10, 10, w - 20, h - 20, n, t, q, r, rot, jf, ndead, dq, dr, &look,
                       caption);
  draw_end_page(d);
  return draw_status_exit(d);
}

/* ---- tiles ---- */

static int do_tiles(void) {
  char a[8], b[8];
  for (int t = 0; t < POLYMERE_NREAL; t++)
    printf("%3d %s mirror %s\n", t, polymere_tile_name(t, a),
           polymere_tile_name(polymere_tile_mirror(t), b));
  printf("# 120 numbered tiles, 4 jokers (J)\n");
  return PX_EXIT_OK;
}

/* ---- check ---- */

static int do_check(const opts_t *o, const char *path) {
  char *text;
  size_t len;
  int rc = px_read_file(path, &text, &len);
  if (rc != PX_EXIT_OK) return rc;
  polymere_game_t *g = calloc(1, sizeof *g);
  polymere_check_t res;
  if (!g) {
    free(text);
    px_error(_("out of memory"));
    return PX_EXIT_SOFTWARE;
  }
  int st = polymere_record_check(text, len, g, &res);
  free(text);
  if (st != 0) {
    base_error_t e;
    if (st < 0)
      base_error_nomem(&e);
    else
      base_error_set(&e, res.line, res.col, "%s", res.msg);
    rc = px_check_verdict(path, st < 0 || res.syntax ? -1 : 1, NULL, &e);
  } else {
    /* With --board, standard output holds the board alone, which polymere board reads back;
     * the report goes to standard error. */
    FILE *rep = o->board ? stderr : stdout;
    int rank[POLYMERE_MAX_PLAYERS], tied = polymere_game_ranking(g, rank);
    /* TRANSLATORS: four counts, each after its word ("moves: %d"), so that no plural is needed. */
    fprintf(rep, _("legal: moves: %d, tiles placed: %d, turns: %d, tiles drawn for debts: %ld\n"),
            g->moves, g->board.n, g->turns, g->drawn);
    if (g->winner >= 0 && g->over)
      fprintf(rep, _("game over: player %d wins (first out)\n"), g->winner + 1);
    else if (g->winner >= 0)
      /* TRANSLATORS: Polymère: the first out has won; the others may play on for the places. */
      fprintf(rep, _("player %d wins (first out); the others may play on for the places\n"),
              g->winner + 1);
    else if (g->over) {
      int left = g->nhand[rank[0]];
      /* TRANSLATORS: followed by the players' numbers, then " win(s) with %d tile(s) left". */
      fputs(tied > 1 ? _("game over: nobody can play; players")
                     : _("game over: nobody can play; player"),
            rep);
      for (int i = 0; i < tied; i++) fprintf(rep, " %d", rank[i] + 1);
      if (tied > 1)
        fprintf(
            rep,
            ngettext(" win with %d tile left\n", " win with %d tiles left\n", (unsigned long)left),
            left);
      else
        fprintf(rep,
                ngettext(" wins with %d tile left\n", " wins with %d tiles left\n",
                         (unsigned long)left),
                left);
    } else {
      fprintf(rep, _("game not over: player %d to play"), g->seat + 1);
      if (g->in_chain)
        fprintf(rep, ngettext(", %d tile owed\n", ", %d tiles owed\n", (unsigned long)g->owed),
                g->owed);
      else
        fputc('\n', rep);
    }
    if (g->nout > 0) {
      /* TRANSLATORS: Polymère: every player, from the first place to the last. */
      fputs(_("places, first to last: players"), rep);
      for (int i = 0; i < g->nplayers; i++) fprintf(rep, " %d", rank[i] + 1);
      fputc('\n', rep);
    }
    for (int s = 0; s < g->nplayers; s++)
      fprintf(rep,
              ngettext("player %d: %d tile in hand\n", "player %d: %d tiles in hand\n",
                       (unsigned long)g->nhand[s]),
              s + 1, g->nhand[s]);
    int dq[POLYMERE_NTILES * 6], dr[POLYMERE_NTILES * 6];
    int nd = polymere_board_dead(&g->board, dq, dr, POLYMERE_NTILES * 6);
    fprintf(rep, _("dead spaces: %d"), nd);
    for (int i = 0; i < nd; i++) fprintf(rep, " %d,%d", dq[i], dr[i]);
    fprintf(rep, "\n");
    if (o->board) polymere_board_write(stdout, &g->board);
    if (o->output) {
      int n = g->board.n, t[POLYMERE_NTILES], q[POLYMERE_NTILES], r[POLYMERE_NTILES],
          rot[POLYMERE_NTILES], jf[POLYMERE_NTILES * 6];
      for (int i = 0; i < n; i++) {
        const polymere_cell_t *c = polymere_board_at(&g->board, g->board.q[i], g->board.r[i]);
        t[i] = c->tile, q[i] = g->board.q[i], r[i] = g->board.r[i], rot[i] = c->rot;
        for (int e = 0; e < 6; e++) jf[i * 6 + e] = c->face[e];
      }
      char cap[128];
      snprintf(cap, sizeof cap, i18n_page(page_lang(o), DEAD_CAPTION), n, nd);
      rc = draw_one_layout(o, n, t, q, r, rot, jf, nd, dq, dr, cap);
    }
  }
  polymere_game_free(g);
  free(g);
  return rc;
}

/* ---- board ---- */

static int do_board(const opts_t *o, const char *path) {
  char *text;
  size_t len;
  int rc = px_read_file(path, &text, &len);
  if (rc != PX_EXIT_OK) return rc;
  polymere_board_t b;
  polymere_check_t res;
  if (polymere_board_init(&b) != 0) {
    free(text);
    px_error(_("out of memory"));
    return PX_EXIT_SOFTWARE;
  }
  if (polymere_board_read(text, len, &b, &res) != 0) {
    px_error_at(path, res.line, res.col, "%s", res.msg);
    rc = res.syntax ? PX_EXIT_DATA : PX_EXIT_RULE;
  } else if (b.n == 0) {
    /* As every other reader: an input with nothing in it is bad data. */
    px_error_at(path, 0, 0, _("no tile: an empty board"));
    rc = PX_EXIT_DATA;
  } else {
    int dq[POLYMERE_NTILES * 6], dr[POLYMERE_NTILES * 6];
    int nd = polymere_board_dead(&b, dq, dr, POLYMERE_NTILES * 6);
    /* TRANSLATORS: two counts, each after its word, so that no plural is needed; the dead
       spaces' coordinates follow. */
    printf(_("# a possible board: tiles: %d, every touching edge equal, every joker possible; "
             "dead spaces (%d):"),
           b.n, nd);
    for (int i = 0; i < nd; i++) printf(" %d,%d", dq[i], dr[i]);
    printf("\n");
    polymere_board_write(stdout, &b);
    if (o->output) {
      int n = b.n, t[POLYMERE_NTILES], q[POLYMERE_NTILES], r[POLYMERE_NTILES], rot[POLYMERE_NTILES],
          jf[POLYMERE_NTILES * 6];
      for (int i = 0; i < n; i++) {
        const polymere_cell_t *c = polymere_board_at(&b, b.q[i], b.r[i]);
        t[i] = c->tile, q[i] = b.q[i], r[i] = b.r[i], rot[i] = c->rot;
        for (int e = 0; e < 6; e++) jf[i * 6 + e] = c->face[e];
      }
      char cap[96];
      snprintf(cap, sizeof cap, i18n_page(page_lang(o), DEAD_CAPTION), n, nd);
      rc = draw_one_layout(o, n, t, q, r, rot, jf, nd, dq, dr, cap);
    }
  }
  polymere_board_free(&b);
  free(text);
  return rc;
}

/* Polymère's columns of the strategy table: the mean of the chains (tiles placed in a turn that
 * placed any) of strategy K, and its longest. */
static void chain_stats(const polymere_series_t *sr, int k, long *nt, long *sum, long *lo) {
  *nt = *sum = *lo = 0;
  for (int c = 1; c <= POLYMERE_NTILES; c++)
    *nt += sr->shist[k][c], *sum += sr->shist[k][c] * c, *lo = sr->shist[k][c] ? c : *lo;
}
static void chain_cell(const void *ctx, int k, char *buf, size_t size) {
  long nt, sum, lo;
  chain_stats(ctx, k, &nt, &sum, &lo);
  snprintf(buf, size, "%.2f", nt ? (double)sum / (double)nt : 0.0);
}
static void longest_cell(const void *ctx, int k, char *buf, size_t size) {
  long nt, sum, lo;
  chain_stats(ctx, k, &nt, &sum, &lo);
  snprintf(buf, size, "%ld", lo);
}

/* The figures of a series as a table, and its chain lengths drawn to --histogram. */
static int print_series(const opts_t *o, int np, int nd, const polymere_series_t *sr) {
  double g = (double)o->games;
  /* Two counts, two plurals: the games', then the digits'. */
  printf(ngettext("# %" PRIu64 " game", "# %" PRIu64 " games", (unsigned long)o->games), o->games);
  /* TRANSLATORS: follows "# N games". */
  printf(ngettext(", %d players, %d digit each, seeds %" PRIu64 "..%" PRIu64
                  "; every game replayed through the checker (%ld legal)\n",
                  ", %d players, %d digits each, seeds %" PRIu64 "..%" PRIu64
                  "; every game replayed through the checker (%ld legal)\n",
                  (unsigned long)nd),
         np, nd, o->seed, o->seed + o->games - 1, sr->replayed);
  static const game_column_t cols[] = {{"chain", chain_cell}, {"longest", longest_cell}};
  game_table_t tab = {&polymere_game, np, GAME_TIES_LOSE, "place", 2, cols, sr};
  game_tally_print(stdout, &sr->tally, &tab);
  long nturn = 0, sumchain = 0;
  for (int k = 1; k <= sr->maxchain; k++) nturn += sr->hist[k], sumchain += sr->hist[k] * k;
  printf(_("game length: %.1f turns, %.1f tiles placed, %.1f drawn for debts; %ld blocked (nobody "
           "could play)\n"),
         (double)sr->turns / g, (double)sr->placed / g, (double)sr->drawn / g, sr->blocked);
  printf(_("chain length (tiles placed in a turn that placed any): mean %.2f, longest %ld\n"),
         nturn ? (double)sumchain / (double)nturn : 0.0, sr->maxchain);
  printf("%-10s %10s\n", "chain", "turns");
  for (int k = 1; k <= sr->maxchain; k++) printf("%-10d %10ld\n", k, sr->hist[k]);
  /* Under mpirun, rank 0 alone draws the page. */
  if (!o->histogram || dist_rank(px_group()) != 0) return PX_EXIT_OK;
  int rc;
  draw_t *d = open_drawing(o, o->histogram, 1, &rc);
  if (!d) return rc;
  char title[160];
  snprintf(title, sizeof title,
           /* TRANSLATORS: a histogram's title; the strategies' names (greedy, random...) keep
              their English, as typed after --players. */
           i18n_page(o->ra.lang ? o->ra.lang : "en",
                     "Polym\xc3\xa8re: tiles placed a turn; games: %llu, players: %d (%s)"),
           (unsigned long long)o->games, np, o->strategies);
  polymere_draw_series_page(d, o->ra.paper_w > 0 ? o->ra.paper_w : 210,
                            o->ra.paper_h > 0 ? o->ra.paper_h : 297, title, o->strategies, sr,
                            o->ra.lang ? o->ra.lang : "en");
  return draw_status_exit(d);
}

/* ---- play ---- */

static int do_play(const opts_t *o) {
  polymere_strategy_t list[16];
  int k[16];
  char name[64];
  int nl = game_strategies(&polymere_game, o->strategies, k, 16, name, sizeof name);
  int bad = nl < 0;
  if (bad) nl = 0;
  for (int i = 0; i < nl; i++) list[i] = (polymere_strategy_t)k[i];
  if (bad || nl == 0) {
    if (o->seats_given)
      px_error(_("polymere: invalid value '%s' for --seats (random, greedy, blocker)"),
               o->strategies);
    else
      px_error(_("polymere: invalid value '%s' for --strategy (random, greedy, blocker)"),
               o->strategies);
    if (bad) px_usage_hint("polymere");
    return PX_EXIT_USAGE;
  }
  /* --seats alone: one player a strategy. */
  if (o->seats_given && !o->players_given && (nl < 2 || nl > POLYMERE_MAX_PLAYERS)) {
    px_error(_("polymere: --seats: 2 to 6 players"));
    px_usage_hint("polymere");
    return PX_EXIT_USAGE;
  }
  int np = o->seats_given && !o->players_given ? nl : o->players;
  int nd = o->digits ? o->digits : np == 2 ? 2 : 1;
  if ((nd > 1) != (np == 2)) {
    px_error(_("polymere: --digits %d: two players take 2 or 3 digits each, more players 1"), nd);
    px_usage_hint("polymere");
    return PX_EXIT_USAGE;
  }
  FILE *rec = NULL;
  px_out_t out;
  /* the histogram drawn after the games can be written: known before them */
  if (o->histogram) {
    int hc = output_ready(o->histogram);
    if (hc != PX_EXIT_OK) return hc;
  }
  if (o->record && !(rec = px_out_open(&out, o->record))) return PX_EXIT_CANTCREAT;
  if (rec) game_provenance(rec, o->seed);
  polymere_series_opts_t so = {.players = np,
                               .digits = nd,
                               .strategies = list,
                               .nstrategies = nl,
                               .seed = o->seed,
                               .games = o->games};
  /* Ctrl-C: no game starts after it, exit 3, no record and no figures (under mpirun too,
   * whichever processes it reached) */
  px_catch_interrupt();
  so.cancel = px_interrupt_flag();
  polymere_series_t *sr = malloc(sizeof *sr);
  polymere_series_status_t sst =
      sr ? polymere_series(px_group(), px_jobs(o->jobs, GAME_MAX_JOBS), &so, rec, sr)
         : POLYMERE_SERIES_NOMEM;
  if (px_interrupt_agree()) sst = POLYMERE_SERIES_CANCELLED;
  int rc = PX_EXIT_OK;
  if (sst == POLYMERE_SERIES_CANCELLED) {
    px_error(_("polymere: interrupted"));
    rc = PX_EXIT_BUDGET;
  } else if (sst == POLYMERE_SERIES_NOMEM) {
    px_error(_("out of memory"));
    rc = PX_EXIT_SOFTWARE;
  } else if (sst == POLYMERE_SERIES_CHECKER) {
    px_error(
        _("polymere: internal error: simulated game %" PRIu64 " does not replay: line %lu: %s"),
        sr->failed_seed, sr->fail_line, sr->fail_msg);
    rc = PX_EXIT_SOFTWARE;
  }
  if (rec) {
    int wrc = px_out_close(&out, sst != POLYMERE_SERIES_CANCELLED);
    if (rc == PX_EXIT_OK) rc = wrc;
  }
  if (rc == PX_EXIT_OK) rc = print_series(o, np, nd, sr);
  free(sr);
  return rc;
}

/* ---- count ---- */

static int parse_tile_arg(const char *s) {
  int t = polymere_tile_parse(s, strlen(s), NULL);
  return polymere_is_joker(t) ? -1 : t;
}

/* count ring TILE: the ways to complete the first ring around it (EMIT:
 * write the exact-cover problem there instead). Returns an exit status. */
static int count_ring(const char *tile, FILE *emit) {
  char msg[256];
  uint64_t n = 0;
  int t = parse_tile_arg(tile);
  if (t < 0) {
    px_error(_("polymere count: '%s' is not a numbered tile (six digits starting with 1)"), tile);
    return PX_EXIT_DATA;
  }
  if (polymere_count_ring(t, emit, &n, msg, sizeof msg) != 0) {
    px_error(_("polymere count: %s"), msg);
    return PX_EXIT_SOFTWARE;
  }
  if (emit) return PX_EXIT_OK;
  uint64_t direct = polymere_count_ring_direct(t);
  printf(_("%" PRIu64 " ways to complete the first ring around %s (libdlx with colours, every "
           "witness checked edge by edge; direct search: %" PRIu64 ")\n"),
         n, tile, direct);
  if (direct != n) {
    px_error(_("polymere count: internal error: the two counts differ"));
    return PX_EXIT_SOFTWARE;
  }
  return PX_EXIT_OK;
}

/* The six edges of a space, EDGES (1-6, or '.' or '?' open), into PAT (0
 * open); the open edges into *FREE_EDGES, 1 into *DUP when a digit is there
 * twice. Returns 0, or an exit status after the error line. */
static int parse_space(const char *edges, int *pat, int *free_edges, int *dup) {
  int st = polymere_space_parse(edges, strlen(edges), pat, free_edges, dup);
  if (st == 1)
    px_error(_("polymere count: '%s': six edges expected, each 1-6 or '.'"), edges);
  else if (st == 2)
    px_error(_("polymere count: '%s': at least one edge must be fixed"), edges);
  return st ? PX_EXIT_DATA : 0;
}

/* count space EDGES: the tiles that fit it (EMIT: write the exact-cover
 * problem there instead). Returns an exit status. */
static int count_space(const char *edges, FILE *emit) {
  char msg[256];
  uint64_t n = 0;
  int pat[6], free_edges, dup;
  int st = parse_space(edges, pat, &free_edges, &dup);
  if (st != 0) return st;
  if (polymere_count_space(pat, emit, &n, msg, sizeof msg) != 0) {
    px_error(_("polymere count: %s"), msg);
    return PX_EXIT_SOFTWARE;
  }
  if (emit) return PX_EXIT_OK;
  uint64_t direct = polymere_count_space_direct(pat);
  printf(ngettext("%" PRIu64 " tile fits %s (libdlx with colours, every witness checked; "
                  "direct: %" PRIu64 ")",
                  "%" PRIu64 " tiles fit %s (libdlx with colours, every witness checked; "
                  "direct: %" PRIu64 ")",
                  (unsigned long)n),
         n, edges, direct);
  if (!dup) {
    uint64_t f = 1;
    for (int k = 2; k <= free_edges && free_edges < 6; k++) f *= (uint64_t)k;
    printf(_("; %d open edges: %d! = %" PRIu64), free_edges, free_edges, f);
  } else {
    printf("%s", _("; a digit twice: a dead space"));
  }
  printf("\n");
  if (direct != n) {
    px_error(_("polymere count: internal error: the two counts differ"));
    return PX_EXIT_SOFTWARE;
  }
  return PX_EXIT_OK;
}

static int do_count(const opts_t *o, int nargs, char **args) {
  if (nargs != 2 || (strcmp(args[0], "ring") && strcmp(args[0], "space"))) {
    px_error(_("polymere count: 'ring TILE' or 'space EDGES' expected"));
    px_usage_hint("polymere");
    return PX_EXIT_USAGE;
  }
  FILE *emit = o->emit ? stdout : NULL;
  return args[0][0] == 'r' ? count_ring(args[1], emit) : count_space(args[1], emit);
}

/* ---- solitaire ---- */

/* The next ring's searches, on a terminal. */
static void solitaire_progress(void *ctx, int tiles, uint64_t nodes) {
  (void)ctx;
  char line[200];
  /* TRANSLATORS: a progress line, rewritten in place: the tiles the search tries to place in
     the ring after the full ones, then the search's nodes so far. */
  char words[PX_WORDS];
  snprintf(line, sizeof line,
           ngettext("polymere solitaire: the next ring with %d tile, %s",
                    "polymere solitaire: the next ring with %d tiles, %s", (unsigned long)tiles),
           tiles, px_nodes_words(nodes, words));
  px_progress_line(line);
}

static int do_solitaire(const opts_t *o) {
  if (o->output) { /* the drawing of the shape found: checked before the search */
    int rc = output_ready(o->output);
    if (rc != PX_EXIT_OK) return rc;
  }
  int first = o->first;
  if (first < 0) {
    uint64_t st = o->seed;
    first = (int)base_rand_below(&st, POLYMERE_NREAL);
  }
  polymere_solitaire_t *s = malloc(sizeof *s);
  if (!s) {
    px_error(_("out of memory"));
    return PX_EXIT_SOFTWARE;
  }
  char msg[256], name[8];
  int rc = PX_EXIT_OK;
  game_provenance(stdout, o->seed);
  px_catch_interrupt(); /* Ctrl-C: the searches stop, exit 3, no layout and no file */
  for (int pass = 0; pass < 2; pass++) {
    polymere_engine_t eng = o->engine == 2 ? (polymere_engine_t)pass : (polymere_engine_t)o->engine;
    if (o->engine != 2 && pass == 1) break;
    int st = polymere_solitaire(first, o->rings, eng, o->seed, o->budget, px_interrupt_flag(), s,
                                msg, sizeof msg,
                                px_progress_wanted() ? solitaire_progress : NULL, NULL);
    px_progress_end();
    if (st == 2 || px_interrupted()) {
      px_error(_("polymere: interrupted"));
      free(s);
      return PX_EXIT_BUDGET;
    }
    if (st < 0) {
      px_error(_("polymere solitaire: %s"), msg);
      free(s);
      return PX_EXIT_SOFTWARE;
    }
    /* "-": no full rings were found (the search ran out first). */
    char first_s[32] = "-";
    if (s->sec_first >= 0) snprintf(first_s, sizeof first_s, "%.2f s", s->sec_first);
    printf(ngettext("# first tile %s, engine %s: first full rings %s; full rings kept %.2f s, "
                    "%" PRIu64 " nodes, %d try, %d forced holes in the next ring; next ring "
                    "(libdlx) %.2f s, %" PRIu64 " nodes\n",
                    "# first tile %s, engine %s: first full rings %s; full rings kept %.2f s, "
                    "%" PRIu64 " nodes, %d tries, %d forced holes in the next ring; next ring "
                    "(libdlx) %.2f s, %" PRIu64 " nodes\n",
                    (unsigned long)s->tries),
           polymere_tile_name(first, name), eng == POLYMERE_ENGINE_DLX ? "dlx" : "direct", first_s,
           s->sec1, s->nodes1, s->tries, s->dead_next, s->sec2, s->nodes2);
    if (st == 1) {
      printf("%s\n", s->how);
      rc = s->budget_out ? PX_EXIT_BUDGET : PX_EXIT_NONE;
      continue;
    }
    printf(ngettext("%d tiles: %d full ring (%d tiles) and %d in ring %d; %s\n",
                    "%d tiles: %d full rings (%d tiles) and %d in ring %d; %s\n",
                    (unsigned long)s->full_rings),
           s->n, s->full_rings, polymere_ring_cells(s->full_rings), s->outer, s->full_rings + 1,
           s->how);
    if (s->full_rings == 5)
      printf(_("five full rings are the most: a sixth needs %d tiles, the game has 124\n"),
             polymere_ring_cells(6));
    printf("%s", _("checked edge by edge by the independent checker: no tile twice, every edge "
                   "equal, jokers possible\n"));
  }
  if (rc == PX_EXIT_OK) {
    for (int i = 0; i < s->n; i++) {
      if (polymere_is_joker(s->t[i])) {
        printf("%d,%d J ", s->q[i], s->r[i]);
        for (int e = 0; e < 6; e++) putchar('0' + s->jf[i * 6 + e]);
        putchar('\n');
      } else {
        printf("%d,%d %s r%d\n", s->q[i], s->r[i], polymere_tile_name(s->t[i], name), s->rot[i]);
      }
    }
    if (o->output) {
      char cap[200];
      snprintf(cap, sizeof cap,
               /* TRANSLATORS: a caption printed on a page: the tiles laid, the complete rings,
                  the first tile (its digits). No plural forms on pages: "tiles: %d" is fine. */
               i18n_page(page_lang(o), "Polymere solitaire: %d tiles, %d full rings around %s"),
               s->n, s->full_rings, polymere_tile_name(first, name));
      rc = draw_one_layout(o, s->n, s->t, s->q, s->r, s->rot, s->jf, 0, NULL, NULL, cap);
    }
  }
  free(s);
  return rc;
}

/* ---- set ---- */

static int do_set(const opts_t *o) {
  double t0 = px_now();
  if (!o->output) {
    px_error(_("%s: -o FILE is required (%s)"), "polymere set", ".pdf, .svg, .png");
    px_usage_hint("polymere");
    return PX_EXIT_USAGE;
  }
  if (o->ra.cut_contour && draw_format_from(NULL, o->output) != DRAW_PDF &&
      draw_format_from(NULL, o->output) != DRAW_TRACE) {
    px_error(_("polymere set: --cut-contour needs a PDF (a spot colour): '%s' is not one"),
             o->output);
    px_usage_hint("polymere");
    return PX_EXIT_USAGE;
  }
  polymere_set_opts_t so;
  polymere_set_opts_init(&so);
  if (o->ra.paper_w == 0) {
    px_error(_("polymere set: --paper card: the set needs a paper size"));
    return PX_EXIT_USAGE;
  }
  if (o->ra.paper_w > 0) so.paper_w = o->ra.paper_w, so.paper_h = o->ra.paper_h;
  so.across = o->size;
  so.bleed = o->ra.bleed; /* RENDER_BLEED_AUTO: 3 mm with --colours, else none */
  so.crop_marks = o->ra.crop_marks != 0;
  char err[200];
  if (render_office_settle(&o->ra, &so.bleed, &so.crop_marks, err, sizeof err) != RENDER_OK) {
    px_error("polymere set: %s", err);
    px_usage_hint("polymere");
    return PX_EXIT_USAGE;
  }
  so.title = o->ra.title ? o->ra.title : "polyx polymere set";
  so.backs = o->ra.backs, so.bw = o->ra.bw, so.colours = o->colours,
  so.lang = o->ra.lang ? o->ra.lang : "en";
  so.aids = o->aids;
  so.cut_contour = o->ra.cut_contour;
  if (polymere_set_fit(&so) < 1) {
    px_error(_("polymere set: a %.0f mm tile does not fit the page"), so.across);
    return PX_EXIT_USAGE;
  }
  int rc = PX_EXIT_OK, pages = polymere_set_pages(&so);
  opts_t o2 = *o;
  o2.ra.paper_w = so.paper_w, o2.ra.paper_h = so.paper_h;
  px_catch_interrupt(); /* Ctrl-C: the drawing stops at its next page, exit 3, no file */
  draw_t *d = open_drawing(&o2, o->output, pages, &rc);
  if (!d) return rc;
  polymere_draw_set(d, &so);
  rc = draw_status_exit(d);
  if (rc == PX_EXIT_OK) {
    int per = polymere_set_per_page(&so);
    double r = so.across / 1.7320508075688772, area = 1.5 * 1.7320508075688772 * r * r;
    int tile_pages = (POLYMERE_NTILES + per - 1) / per;
    unsigned long np = (unsigned long)tile_pages;
    /* The summary line, on stderr as every command's: what was written, then the set. */
    char what[4400];
    fprintf(stderr, "%s: ", px_written(o->output, t0, what, sizeof what, NULL));
    fprintf(stderr,
            so.backs
                ? ngettext("124 tiles %.0f mm across flats, %d a page on %d page (each with its "
                           "backs), then the player aid; %.0f%% of the tile pages is tiles\n",
                           "124 tiles %.0f mm across flats, %d a page on %d pages (each with its "
                           "backs), then the player aid; %.0f%% of the tile pages is tiles\n",
                           np)
                : ngettext("124 tiles %.0f mm across flats, %d a page on %d page, then the player "
                           "aid; %.0f%% of the tile pages is tiles\n",
                           "124 tiles %.0f mm across flats, %d a page on %d pages, then the "
                           "player aid; %.0f%% of the tile pages is tiles\n",
                           np),
            so.across, per, tile_pages,
            100.0 * POLYMERE_NTILES * area / (tile_pages * so.paper_w * so.paper_h));
  }
  return rc;
}

/* ---- options ---- */

static int bad_value(const char *opt, const char *arg) {
  px_error(_("polymere: invalid value '%s' for %s"), arg, opt);
  px_usage_hint("polymere");
  return PX_EXIT_USAGE;
}

/* The command's options, after the page options of render_args. */
enum {
  O_BOARD = 256,
  O_RECORD,
  O_HIST,
  O_FIRST,
  O_RINGS,
  O_ENGINE,
  O_BUDGET,
  O_EMIT,
  O_SIZE,
  O_COLOURS,
  O_AIDS
};

/* Option C with its argument ARG into the opts_t VO: -1 to go on, else an
 * exit status (--help: printed, status 0). */
static int polymere_option(void *vo, int c, const char *arg) {
  opts_t *o = vo;
  uint64_t v;
  switch (c) {
    case 'o': o->output = arg; break;
    case O_BOARD: o->board = 1; break;
    case 'g':
      if (px_number_arg("polymere", "--games", arg, 1, 100000000, &v)) return PX_EXIT_USAGE;
      o->games = v;
      break;
    case 's':
      if (px_number_arg("polymere", "--seed", arg, 0, UINT64_MAX, &v)) return PX_EXIT_USAGE;
      o->seed = v;
      break;
    case 'k':
      if (px_number_arg("polymere", "--players", arg, 2, POLYMERE_MAX_PLAYERS, &v))
        return PX_EXIT_USAGE;
      o->players = (int)v, o->players_given = 1;
      break;
    case 'd':
      if (px_number_arg("polymere", "--digits", arg, 1, 3, &v)) return PX_EXIT_USAGE;
      o->digits = (int)v;
      break;
    case 'S':
      px_error(_("polymere: --strategy is now --seats (the old spelling goes in a later version)"));
      o->strategies = arg, o->seats_given = 0;
      break;
    case 'P': o->strategies = arg, o->seats_given = 1; break;
    case 'j':
      if (px_jobs_arg("polymere", arg, GAME_MAX_JOBS, &o->jobs)) return PX_EXIT_USAGE;
      break;
    case O_RECORD: o->record = arg; break;
    case O_HIST: o->histogram = arg; break;
    case O_FIRST:
      if ((o->first = parse_tile_arg(arg)) < 0) return bad_value("--first", arg);
      break;
    case O_RINGS:
      if (px_number_arg("polymere", "--rings", arg, 1, 5, &v)) return PX_EXIT_USAGE;
      o->rings = (int)v;
      break;
    case O_ENGINE:
      if (!strcmp(arg, "dlx"))
        o->engine = 0;
      else if (!strcmp(arg, "direct"))
        o->engine = 1;
      else if (!strcmp(arg, "both"))
        o->engine = 2;
      else
        return bad_value("--engine", arg);
      break;
    case O_BUDGET:
      if (px_number_arg("polymere", "--budget", arg, 1, UINT64_MAX, &v)) return PX_EXIT_USAGE;
      o->budget = v;
      break;
    case O_EMIT: o->emit = 1; break;
    case O_SIZE: {
      char *end;
      errno = 0;
      double mm = strtod(arg, &end);
      if (errno || end == arg || *end || !(mm >= 15 && mm <= 150)) return bad_value("--size", arg);
      o->size = mm;
      break;
    }
    case O_COLOURS: o->colours = 1; break;
    case O_AIDS:
      if (px_number_arg("polymere", "--aids", arg, 0, 100, &v)) return PX_EXIT_USAGE;
      o->aids = (int)v;
      break;
    case 'h': usage(stdout); return ferror(stdout) ? PX_EXIT_IO : PX_EXIT_OK;
    default: break; /* getopt_long returns no other code */
  }
  return -1;
}

/* The command line up to its action into *O (defaults first), the page
 * options given into *GIVEN: -1 to go on (optind at the action), else an
 * exit status. */
static int polymere_parse(int argc, char **argv, opts_t *o, unsigned *given) {
  static const struct option own[] = {
      {"output", required_argument, NULL, 'o'},       {"board", no_argument, NULL, O_BOARD},
      {"games", required_argument, NULL, 'g'},        {"seed", required_argument, NULL, 's'},
      {"players", required_argument, NULL, 'k'},      {"digits", required_argument, NULL, 'd'},
      {"strategy", required_argument, NULL, 'S'},     {"record", required_argument, NULL, O_RECORD},
      {"histogram", required_argument, NULL, O_HIST}, {"first", required_argument, NULL, O_FIRST},
      {"rings", required_argument, NULL, O_RINGS},    {"engine", required_argument, NULL, O_ENGINE},
      {"budget", required_argument, NULL, O_BUDGET},  {"emit-dlx", no_argument, NULL, O_EMIT},
      {"size", required_argument, NULL, O_SIZE},      {"colours", no_argument, NULL, O_COLOURS},
      {"aids", required_argument, NULL, O_AIDS},      {"jobs", required_argument, NULL, 'j'},
      {"seats", required_argument, NULL, 'P'},        {"help", no_argument, NULL, 'h'}};
  memset(o, 0, sizeof *o);
  render_opts_init(&o->ra);
  o->ra.lang = "en";
  o->players = 4, o->games = 100, o->seed = 1, o->rings = 5, o->first = -1, o->budget = 2000000,
  o->size = 40, o->aids = 6;
  o->strategies = "random,greedy,blocker";
  /* getopt_long prefixes its messages with argv[0]: make them read like
   * every other message of the command. */
  static char prefix[] = "polyx: polymere";
  argv[0] = prefix;
  const ra_parser_t p = {.cmd = "polymere",
                         .shortopts = "o:g:s:k:d:S:P:j:h",
                         .own = own,
                         .nown = (int)(sizeof own / sizeof *own),
                         .mask = POLYMERE_RENDER_OPTS,
                         .option = polymere_option,
                         .ctx = o};
  return render_args_parse(&p, argc, argv, &o->ra, given);
}

int cmd_polymere(int argc, char **argv) {
  opts_t o;
  unsigned given = 0; /* the RA_ bits of the page options given */
  int st = polymere_parse(argc, argv, &o, &given);
  if (st >= 0) return st;
  if (optind >= argc) {
    px_error(
        _("polymere: an action is required (tiles, check, board, play, count, solitaire, set)"));
    px_usage_hint("polymere");
    return PX_EXIT_USAGE;
  }
  const char *act = argv[optind++];
  /* The set's page options are the set's only: refused elsewhere. */
  unsigned bad = strcmp(act, "set") ? given & (unsigned)POLYMERE_SET_ONLY : 0;
  if (bad) {
    /* TRANSLATORS: %s is an action (check, board, solitaire...), then an option's name. */
    px_error(_("polymere %s: --%s applies to the printable set only (set)"), act,
             render_args_name(bad & ~(bad - 1)));
    return PX_EXIT_USAGE; /* one line: the reason, not a misspelt option */
  }
  /* Under mpirun, only the simulated games are spread over the processes. */
  if (strcmp(act, "play") != 0) {
    char what[80];
    snprintf(what, sizeof what, "polymere %.60s", act);
    int gs = px_group_refuse(what);
    if (gs >= 0) return gs;
  }
  int nargs = argc - optind;
  if (strcmp(act, "check") == 0) {
    if (nargs != 1) {
      px_error(_("polymere check: one FILE is required"));
      px_usage_hint("polymere");
      return PX_EXIT_USAGE;
    }
    return do_check(&o, argv[optind]);
  }
  if (strcmp(act, "board") == 0) {
    if (nargs != 1) {
      px_error(_("polymere board: one FILE is required"));
      px_usage_hint("polymere");
      return PX_EXIT_USAGE;
    }
    return do_board(&o, argv[optind]);
  }
  if (strcmp(act, "count") == 0) return do_count(&o, nargs, argv + optind);
  if (nargs != 0) {
    px_error(_("polymere %s: unexpected argument '%s'"), act, argv[optind]);
    px_usage_hint("polymere");
    return PX_EXIT_USAGE;
  }
  if (strcmp(act, "tiles") == 0) return do_tiles();
  if (strcmp(act, "play") == 0) return do_play(&o);
  if (strcmp(act, "solitaire") == 0) return do_solitaire(&o);
  if (strcmp(act, "set") == 0) return do_set(&o);
  px_error(_("polymere: unknown action '%s' (tiles, check, board, play, count, solitaire, set)"),
           act);
  px_usage_hint("polymere");
  return PX_EXIT_USAGE;
}
