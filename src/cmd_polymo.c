/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* cmd_polymo.c: `polyx polymo`: printable Polymo sheets, checking game records and sheets,
 * simulated games, the best sheet. */
#include <config.h>

#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "games/game.h"
#include "games/polymo/draw.h"
#include "games/polymo/polymo.h"
#include "output/i18n.h"
#include "src/polyx.h"
#include "src/render_args.h"

/* The shared page options of the sheets (and --paper of the histograms). */
#define POLYMO_RENDER_OPTS \
  (RA_PAPER | RA_NUP | RA_NO_CROP | RA_BLEED | RA_DPI | RA_LANG | RA_LAYOUT | RA_INK | RA_TITLE)

static void usage(FILE *out) {
  fputs(_("Usage: polyx polymo ACTION [OPTION]... [FILE]\n"
          "Polymo, the dice-and-pencil polyomino game: sheets, rules, games, best sheet.\n"),
        out);
  /* TRANSLATORS: --help: keep the actions (sheet, check...), the options
     and their values as they are; keep the descriptions in their column. */
  fputs(_("\n"
          "Actions:\n"
          "  sheet             draw blank sheets to print (-o FILE)\n"
          "  check FILE        check a game record move by move, or a finished sheet\n"
          "                    drawn as text; print the sheets and scores\n"
          "  play              simulated games; score distribution per strategy and size\n"
          "  best              the best possible finished sheet, proved optimal\n"
          "  rules             list the rules checked, by the names messages use\n"),
        out);
  fputs(_("\n"
          "Options:\n"
          "  -n, --size=N          grid side 9 (default) or 8; play: a list such as 9,8\n"
          "  -o, --output=FILE     draw to FILE (.pdf, .svg, .png): sheet, check, best\n"
          "      --per-page=N      sheet size: 1 (default) an A5 sheet, 2 or 4 the\n"
          "                        smaller sheets that fit 2 or 4 on an A4 page (as\n"
          "                        many as fit go on a page)\n"
          "      --sheets=N        sheet: N sheets in all, a pad (default: one page)\n"),
        out);
  fputs(_("  -g, --games=N         play: games per strategy and size (default 100)\n"
          "  -s, --seed=S          play: seed of the first game (game i uses S+i;\n"
          "                        default 1)\n"
          "  -k, --players=K       play: 1 (default) to 5 players\n"
          "  -S, --strategy=LIST   play: random, greedy, lookahead, comma-separated\n"
          "                        (default greedy)\n"
          "  -P, --seats=LIST      play: one table, one strategy a player (2 to 5 of\n"
          "                        them, e.g. greedy,random): scores and wins per\n"
          "                        player and per strategy\n"
          "  -j, --jobs=N          play: threads, 0 to 64 (default 0: one per\n"
          "                        processor; the same output for any N)\n"
          "      --record=FILE     play: write the record of the first game to FILE\n"
          "      --histogram=FILE  play: draw the score distributions (.pdf, .png, .svg)\n"),
        out);
  fputs(_("      --draft           check -o: print the sheet of a record that breaks a\n"
          "                        rule, as it stood, the move's squares hatched and\n"
          "                        the rule named, DRAFT outside the cut (without it\n"
          "                        such a record prints nothing)\n"),
        out);
  fputs(_("\n"
          "Page options of the sheets drawn by sheet, check -o and best -o (the paper\n"
          "is A4 by default whatever the format; play takes --paper and --lang only,\n"
          "for --histogram; elsewhere they are refused). --lang is the language of\n"
          "the pages' words, whatever the locale:\n"),
        out);
  render_args_help(out, POLYMO_RENDER_OPTS | RA_PAPER_A4);
  fputs(_("  -h, --help            display this help and exit\n"), out);
  px_help_exit_status(out, 0, 3, 4, 64, 65, 66, 70, 73, 74, -1);
}

typedef struct opts {
  int sizes[2], nsizes;
  const char *output, *record, *histogram;
  render_opts_t ro; /* the shared page options */
  unsigned given;   /* the RA_ bits of those given */
  int per_page, players, sheets, jobs;
  uint64_t games, seed;
  int strat[POLYMO_NSTRATEGIES], nstrat;
  polymo_strategy_t seats[POLYMO_MAX_PLAYERS]; /* --seats: one strategy a seat */
  int nseats;
  int draft; /* --draft: check -o prints the sheet of a record that breaks a rule, marked */
} opts_t;

/* Draw COUNT sheets (0: a page full) showing S (NULL: blank) and SCORE (-1: none), each marked
 * as the draft DRAFT when not NULL; the exit status. */
static int draw_sheets(const opts_t *o, int n, const polymo_sheet_t *s, int score, int count,
                       const polymo_draft_t *draft) {
  polymo_page_opts_t po = {o->ro, o->per_page, draft};
  char err[256];
  render_status_t st = polymo_draw_sheets(o->output, &po, n, s, score, count, err, sizeof err);
  if (st != RENDER_OK) {
    px_error("polymo: %s", err);
    return px_exit_of_render(st);
  }
  return PX_EXIT_OK;
}

/* ---- sheet ---- */

static int do_sheet(const opts_t *o) {
  if (!o->output) {
    px_error(_("%s: -o FILE is required (%s)"), "polymo sheet", ".pdf, .svg, .png");
    px_usage_hint("polymo");
    return PX_EXIT_USAGE;
  }
  px_catch_interrupt(); /* Ctrl-C: the drawing stops at its next page, exit 3, no file */
  return draw_sheets(o, o->sizes[0], NULL, -1, o->sheets, NULL); /* 0: a page full */
}

/* ---- check ---- */

/* Report status ST of checking PATH (RES where) and return the exit status. */
static int status_exit(const char *path, polymo_status_t st, const polymo_check_result_t *res) {
  base_error_t e;
  if (st == POLYMO_ST_NOMEM)
    base_error_nomem(&e);
  else
    base_error_set(&e, res->line, res->col, "%s", res->msg);
  return px_check_verdict(path, st == POLYMO_ST_OK ? 0 : st == POLYMO_ST_RULE ? 1 : -1, NULL, &e);
}

/* Solo: "Je weniger Quadrate frei bleiben, desto besser": the empty squares
 * of the grid beside the minus points, which rank the game. */
static void print_empty(int n, const polymo_sheet_t *s) {
  /* TRANSLATORS: a solo game or a sheet: the squares of the grid never
     crossed; the minus points (printed before) are what ranks it. */
  printf(_("empty squares of the grid: %d (ranked by the minus points)\n"), polymo_empty(n, s));
}

/* "winner: player 2 (12 minus points)", or the tied players; a game not over has none yet. */
static void print_winners(const polymo_game_t *g) {
  if (!polymo_over(g)) {
    fputs(_("no winner yet: the game is not over\n"), stdout);
    return;
  }
  unsigned w = polymo_winners(g);
  int nw = 0, first = -1;
  for (int p = 0; p < g->nplayers; p++)
    if (w & (1u << p)) nw++, first = first < 0 ? p : first;
  fputs(nw == 1 ? _("winner: player") : _("winners (a tie): players"), stdout);
  for (int p = 0, k = 0; p < g->nplayers; p++)
    if (w & (1u << p)) printf("%s %d", k++ ? "," : "", p + 1);
  if (first < 0) return; /* polymo_winners names somebody whenever the game is over */
  int score = polymo_score(&g->sheet[first]);
  /* TRANSLATORS: after "winner: player 2": the winner's score. */
  printf(ngettext(" (%d minus point)\n", " (%d minus points)\n", (unsigned long)score), score);
}

/* --draft: the sheet of the record G broke a rule in (RES), as it stood before the move that broke
 * it (the sheet of that move's player, else player 1's), marked as a draft (polymo_draw_draft);
 * RC, the check's exit status, unless the drawing fails. The sheet gets the default bleed when
 * none is asked and the layout has one, so that "DRAFT" is printed past the cut. */
static int draw_draft(const opts_t *o, const polymo_game_t *g, const polymo_check_result_t *res,
                      int rc) {
  polymo_draft_t dr = {polymo_rule_name(res->rule), res->ncells, {0}};
  memcpy(dr.cells, res->cells, sizeof dr.cells);
  opts_t od = *o;
  if (od.ro.bleed < 0 && od.ro.layout != RENDER_LAYOUT_OFFICE) od.ro.bleed = RENDER_BLEED_DEFAULT;
  int p = res->player >= 1 && res->player <= g->nplayers ? res->player - 1 : 0;
  fflush(stdout);
  int dst = draw_sheets(&od, g->geo->n, &g->sheet[p], -1, 1, &dr);
  return dst != PX_EXIT_OK ? dst : rc;
}

static int check_record(const opts_t *o, const char *path, const char *text, size_t len,
                        const polymo_geo_t *g9, const polymo_geo_t *g8) {
  polymo_check_result_t res;
  polymo_game_t *g = malloc(sizeof *g);
  int rc = PX_EXIT_OK;
  if (!g) return PX_EXIT_SOFTWARE;
  polymo_status_t st = polymo_record_check(text, len, g9, g8, g, &res);
  if (st != POLYMO_ST_OK) {
    rc = status_exit(path, st, &res);
  } else {
    /* TRANSLATORS: the first line of a legal game record: "legal: 12 rounds, 3 players, game over".
     */
    printf(ngettext("legal: %d round", "legal: %d rounds", (unsigned long)g->round), g->round);
    printf(ngettext(", %d player", ", %d players", (unsigned long)g->nplayers), g->nplayers);
    fputs(polymo_over(g) ? _(", game over\n") : "\n", stdout);
    for (int p = 0; p < g->nplayers; p++) {
      int score = polymo_score(&g->sheet[p]);
      printf(ngettext("player %d: %d minus point\n", "player %d: %d minus points\n",
                      (unsigned long)score),
             p + 1, score);
      polymo_sheet_write(stdout, g->geo->n, &g->sheet[p]);
    }
    if (g->nplayers == 1) print_empty(g->geo->n, &g->sheet[0]);
    print_winners(g);
    if (o->output)
      rc = draw_sheets(o, g->geo->n, &g->sheet[0], polymo_score(&g->sheet[0]), 1, NULL);
  }
  if (st == POLYMO_ST_RULE && o->draft) rc = draw_draft(o, g, &res, rc);
  free(g);
  return rc;
}

static int check_sheet(const opts_t *o, const char *path, const char *text, size_t len,
                       const polymo_geo_t *g9, const polymo_geo_t *g8) {
  polymo_check_result_t res;
  polymo_sheet_t *s = malloc(sizeof *s);
  int n = 9, rc = PX_EXIT_OK;
  if (!s) return PX_EXIT_SOFTWARE;
  polymo_status_t st = polymo_sheet_read(text, len, g9, g8, s, &n, &res);
  if (st != POLYMO_ST_OK) {
    rc = status_exit(path, st, &res);
  } else {
    int score = polymo_score(s);
    printf(ngettext("legal sheet: %d minus point\n", "legal sheet: %d minus points\n",
                    (unsigned long)score),
           score);
    print_empty(n, s);
    if (o->output) rc = draw_sheets(o, n, s, polymo_score(s), 1, NULL);
  }
  free(s);
  return rc;
}

static int do_check(const opts_t *o, const char *path) {
  char *text;
  size_t len;
  int st = px_read_file(path, &text, &len);
  if (st != PX_EXIT_OK) return st;
  polymo_geo_t g9, g8;
  if (polymo_geo_init(&g9, 9) || polymo_geo_init(&g8, 8)) {
    free(text);
    px_error(_("out of memory"));
    return PX_EXIT_SOFTWARE;
  }
  int rc = polymo_is_record(text, len) ? check_record(o, path, text, len, &g9, &g8)
                                       : check_sheet(o, path, text, len, &g9, &g8);
  polymo_geo_free(&g9);
  polymo_geo_free(&g8);
  free(text);
  return rc;
}

/* ---- play ---- */

static int write_histograms(const opts_t *o, const char *path, int ncombo, char (*titles)[160],
                            polymo_summary_t *sum) {
  const char *tp[POLYMO_NSTRATEGIES * 2];
  const long *cp[POLYMO_NSTRATEGIES * 2];
  for (int i = 0; i < ncombo; i++) tp[i] = titles[i], cp[i] = sum[i].hist;
  char err[256];
  draw_status_t st = polymo_draw_histogram_page(path, o->ro.paper_w, o->ro.paper_h, o->ro.lang,
                                                ncombo, tp, cp, err, sizeof err);
  if (st == DRAW_OK) return PX_EXIT_OK;
  if (err[0]) px_error("%s", err);
  return st == DRAW_ERR_ARGS     ? PX_EXIT_USAGE
         : st == DRAW_ERR_CREATE ? PX_EXIT_CANTCREAT
         : st == DRAW_ERR_WRITE  ? PX_EXIT_IO
                                 : PX_EXIT_SOFTWARE;
}

/* The line over a table of the games on a SIZE grid: with -P, one game a seed, the players
 * playing the strategies SEATS; else a series a strategy of SEATS, every player playing it. */
static void print_heading(const opts_t *o, int size, const char *seats) {
  if (o->nseats)
    /* TRANSLATORS: the line over the tables of polymo play --seats: the grid's side twice, the
       games, the seeds of the first and last game, each player's strategy (kept as typed). */
    printf(ngettext("# %dx%d grid: %" PRIu64 " game, seeds %" PRIu64 "..%" PRIu64
                    "; players: %s\n",
                    "# %dx%d grid: %" PRIu64 " games, seeds %" PRIu64 "..%" PRIu64
                    "; players: %s\n",
                    (unsigned long)o->games),
           size, size, o->games, o->seed, o->seed + o->games - 1, seats);
  else
    /* TRANSLATORS: the line over the tables of polymo play --strategy: the grid's side twice,
       the games of each strategy, their seeds, the players, the strategies (kept as typed). */
    printf(ngettext("# %dx%d grid: %" PRIu64 " game a strategy, seeds %" PRIu64 "..%" PRIu64
                    "; players: %d, all playing one strategy (%s)\n",
                    "# %dx%d grid: %" PRIu64 " games a strategy, seeds %" PRIu64 "..%" PRIu64
                    "; players: %d, all playing one strategy (%s)\n",
                    (unsigned long)o->games),
           size, size, o->games, o->seed, o->seed + o->games - 1, o->players, seats);
}

/* The quantiles of the scores of strategy K's series (CTX: the summaries by strategy), the
 * columns Polymo adds to the strategy table of a size. */
#define QUANTILE_CELL(field)                                                            \
  static void field##_cell(const void *ctx, int k, char *buf, size_t size) {           \
    snprintf(buf, size, "%d", ((const polymo_summary_t *const *)ctx)[k]->field);        \
  }
QUANTILE_CELL(min)
QUANTILE_CELL(q10)
QUANTILE_CELL(q25)
QUANTILE_CELL(med)
QUANTILE_CELL(q75)
QUANTILE_CELL(max)
#undef QUANTILE_CELL
static const game_column_t quantile_cols[] = {{"min", min_cell}, {"q10", q10_cell},
                                              {"q25", q25_cell}, {"med", med_cell},
                                              {"q75", q75_cell}, {"max", max_cell}};

/* The table of the series of one size, one strategy each (SUM[k]: strategy o->strat[k]'s): the
 * tallies added up, a strategy played twice in the list counted once. */
static void print_strategies(const opts_t *o, int size, const polymo_summary_t *sum) {
  const polymo_summary_t *by[POLYMO_NSTRATEGIES] = {NULL};
  game_tally_t t;
  memset(&t, 0, sizeof t);
  char list[128] = "";
  for (int k = 0; k < o->nstrat; k++) {
    if (by[o->strat[k]]) continue;
    by[o->strat[k]] = &sum[k];
    game_tally_merge(&t, &sum[k].tally);
    snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", *list ? "," : "",
             polymo_strategy_name((polymo_strategy_t)o->strat[k]));
  }
  print_heading(o, size, list);
  game_table_t tab = {&polymo_game, o->players, GAME_TIES_SHARED, "minus", 6, quantile_cols, by};
  game_tally_print(stdout, &t, &tab);
}

/* One table of mixed strategies: figures per seat and per strategy. */
static int play_seats(const opts_t *o, FILE *rec) {
  for (int si = 0; si < o->nsizes; si++) {
    polymo_geo_t geo;
    polymo_summary_t *m = malloc(sizeof *m);
    if (!m || polymo_geo_init(&geo, o->sizes[si]) != 0) {
      free(m);
      px_error(_("out of memory"));
      return PX_EXIT_SOFTWARE;
    }
    int rc = polymo_series(px_group(), &geo, o->nseats, o->seats, o->seed, o->games, px_jobs(o->jobs, POLYMO_MAX_JOBS),
                    si == 0 ? rec : NULL, m);
    polymo_geo_free(&geo);
    if (px_interrupt_agree()) { /* every process, whichever the Ctrl-C reached */
      free(m);
      px_error(_("polymo: interrupted"));
      return PX_EXIT_BUDGET;
    }
    if (rc != 0) {
      free(m);
      px_error(_("out of memory"));
      return PX_EXIT_SOFTWARE;
    }
    char seats[128] = "";
    for (int p = 0; p < o->nseats; p++)
      snprintf(seats + strlen(seats), sizeof seats - strlen(seats), "%s%s", p ? "," : "",
               polymo_strategy_name(o->seats[p]));
    print_heading(o, o->sizes[si], seats);
    game_table_t tab = {&polymo_game, o->nseats, GAME_TIES_SHARED, "minus", 0, NULL, NULL};
    game_tally_print(stdout, &m->tally, &tab);
    free(m);
  }
  return PX_EXIT_OK;
}

static int do_play(const opts_t *o) {
  int rc = PX_EXIT_OK;
  int ncombo = o->nsizes * o->nstrat;
  polymo_summary_t *sum = calloc((size_t)ncombo, sizeof *sum);
  char(*titles)[160] = calloc((size_t)ncombo, sizeof *titles);
  if (!sum || !titles) {
    px_error(_("out of memory"));
    free(sum), free(titles);
    return PX_EXIT_SOFTWARE;
  }
  FILE *rec = NULL;
  px_out_t out;
  if (o->record && !(rec = px_out_open(&out, o->record))) {
    free(sum), free(titles);
    return PX_EXIT_CANTCREAT;
  }
  if (rec) game_provenance(rec, o->seed);
  /* Ctrl-C: no game starts after it (game_set_cancel), exit 3, no record and no figures. */
  px_catch_interrupt();
  if (o->nseats) {
    rc = play_seats(o, rec);
    if (rec) {
      int wrc = px_out_close(&out, rc != PX_EXIT_BUDGET);
      if (rc == PX_EXIT_OK) rc = wrc;
    }
    free(sum), free(titles);
    return rc;
  }
  int combo = 0;
  for (int si = 0; si < o->nsizes && rc == PX_EXIT_OK; si++) {
    polymo_geo_t geo;
    if (polymo_geo_init(&geo, o->sizes[si]) != 0) {
      rc = PX_EXIT_SOFTWARE;
      break;
    }
    for (int k = 0; k < o->nstrat; k++, combo++) {
      polymo_summary_t *m = &sum[combo];
      const char *name = polymo_strategy_name((polymo_strategy_t)o->strat[k]);
      polymo_strategy_t seat[POLYMO_MAX_PLAYERS];
      for (int p = 0; p < o->players; p++) seat[p] = (polymo_strategy_t)o->strat[k];
      int sr = polymo_series(px_group(), &geo, o->players, seat, o->seed, o->games,
                             px_jobs(o->jobs, POLYMO_MAX_JOBS), combo == 0 ? rec : NULL, m);
      if (px_interrupt_agree()) { /* every process, whichever the Ctrl-C reached */
        px_error(_("polymo: interrupted"));
        rc = PX_EXIT_BUDGET;
        break;
      }
      if (sr != 0) {
        px_error(_("out of memory"));
        rc = PX_EXIT_SOFTWARE;
        break;
      }
      char games[24], mean[24];
      snprintf(games, sizeof games, "%" PRIu64, o->games);
      i18n_decimal(o->ro.lang, mean, sizeof mean, m->mean, 1);
      /* TRANSLATORS: the title of a histogram on the page of `polyx polymo play
         --histogram`: the grid's side twice, a strategy (random, greedy or
         lookahead: kept as typed on the command line), the number of players,
         of games, the mean and the median score. */
      snprintf(titles[combo], sizeof titles[combo],
               i18n_page(o->ro.lang,
                         "%dx%d grid, strategy %s, players: %d, games: %s, mean %s, median %d"),
               o->sizes[si], o->sizes[si], name, o->players, games, mean, m->med);
    }
    polymo_geo_free(&geo);
    if (rc == PX_EXIT_OK) print_strategies(o, o->sizes[si], &sum[combo - o->nstrat]);
  }
  if (rec) {
    int wrc = px_out_close(&out, rc != PX_EXIT_BUDGET);
    if (rc == PX_EXIT_OK) rc = wrc;
  }
  /* Under mpirun, rank 0 alone writes the page. */
  if (rc == PX_EXIT_OK && o->histogram && dist_rank(px_group()) == 0)
    rc = write_histograms(o, o->histogram, ncombo, titles, sum);
  free(sum), free(titles);
  return rc;
}

/* ---- best ---- */

/* The search's nodes so far, on a terminal. */
static void best_progress(void *ctx, int blank, uint64_t nodes) {
  (void)ctx;
  char line[200];
  /* TRANSLATORS: a progress line, rewritten in place: the blank squares of the sheets
     tried, then the search's nodes so far. */
  char words[PX_WORDS];
  snprintf(line, sizeof line,
           ngettext("polymo best: %d blank square, %s", "polymo best: %d blank squares, %s",
                    (unsigned long)blank),
           blank, px_nodes_words(nodes, words));
  px_progress_line(line);
}

static int do_best(const opts_t *o) {
  polymo_geo_t geo;
  int n = o->sizes[0];
  if (polymo_geo_init(&geo, n) != 0) {
    px_error(_("out of memory"));
    return PX_EXIT_SOFTWARE;
  }
  polymo_sheet_t *s = malloc(sizeof *s);
  int minus = 0, rc = PX_EXIT_OK;
  char proof[256];
  uint64_t nodes = 0;
  clock_t t0 = clock();
  double w0 = px_now();
  int shown = px_progress_wanted();
  /* Ctrl-C: the searches stop, exit 3, nothing printed or drawn. */
  px_catch_interrupt();
  int br = s ? polymo_best(&geo, s, &minus, proof, &nodes, px_interrupt_flag(),
                           shown ? best_progress : NULL, NULL)
             : -1;
  if (br > 0 || (br == 0 && px_interrupted())) {
    px_progress_end();
    px_error(_("polymo: interrupted"));
    rc = PX_EXIT_BUDGET;
  } else if (br != 0) {
    px_progress_end();
    px_error(_("polymo best: the search failed (out of memory?)"));
    rc = PX_EXIT_SOFTWARE;
  } else {
    printf("# best %dx%d sheet: %d minus points\n# %s\n# %" PRIu64 " nodes, %.2f s\n", n, n, minus,
           proof, nodes, (double)(clock() - t0) / CLOCKS_PER_SEC);
    px_progress_end();
    polymo_sheet_write(stdout, n, s);
    if (o->output) rc = draw_sheets(o, n, s, minus, 1, NULL);
    if (rc == PX_EXIT_OK) {
      char what[4400];
      /* TRANSLATORS: the summary line: the grid's side (twice), the minus points, the file
         written (or "standard output"), seconds. */
      fprintf(stderr,
              ngettext("best %dx%d sheet, %d minus point: %s, %.0f s\n",
                       "best %dx%d sheet, %d minus points: %s, %.0f s\n", (unsigned long)minus),
              n, n, minus,
              o->output ? px_written(o->output, w0, what, sizeof what, NULL)
                        : _("standard output"),
              px_now() - w0);
    }
  }
  free(s);
  polymo_geo_free(&geo);
  return rc;
}

/* ---- options ---- */

static int bad_value(const char *opt, const char *arg) {
  px_error(_("polymo: invalid value '%s' for %s"), arg, opt);
  px_usage_hint("polymo");
  return PX_EXIT_USAGE;
}

/* "9", "8" or "9,8": the grid sizes. */
static int parse_sizes(const char *arg, opts_t *o) {
  o->nsizes = 0;
  for (const char *a = arg;; a += 2) {
    if ((a[0] != '8' && a[0] != '9') || o->nsizes == 2 || (a[1] != ',' && a[1] != '\0')) return -1;
    o->sizes[o->nsizes++] = a[0] - '0';
    if (a[1] == '\0') return 0;
  }
}

/* "random,greedy,...": the strategies, one series each. */
static int parse_strategies(const char *arg, opts_t *o) {
  char bad[64];
  o->nstrat = game_strategies(&polymo_game, arg, o->strat, POLYMO_NSTRATEGIES, bad, sizeof bad);
  return o->nstrat > 0 ? 0 : (o->nstrat = 0, -1);
}

/* "greedy,random,...": one strategy a seat, 2 to 5 seats. */
static int parse_seats(const char *arg, opts_t *o) {
  char bad[64];
  int k[POLYMO_MAX_PLAYERS];
  int n = game_strategies(&polymo_game, arg, k, POLYMO_MAX_PLAYERS, bad, sizeof bad);
  o->nseats = n > 0 ? n : 0;
  for (int p = 0; p < o->nseats; p++) o->seats[p] = (polymo_strategy_t)k[p];
  return o->nseats >= 2 ? 0 : -1;
}

/* The command's own options (the page options are render_args'). */
enum { O_PER_PAGE = 256, O_RECORD, O_HIST, O_SHEETS, O_DRAFT };

/* A number option OPT from LO to HI into the int *OUT: -1 to go on, else the exit status. */
static int int_arg(const char *opt, const char *arg, uint64_t lo, uint64_t hi, int *out) {
  uint64_t v;
  if (px_number_arg("polymo", opt, arg, lo, hi, &v)) return PX_EXIT_USAGE;
  *out = (int)v;
  return -1;
}

/* Option C with its argument ARG into the opts_t VO: -1 to go on, else the exit status. */
static int polymo_option(void *vo, int c, const char *arg) {
  opts_t *o = vo;
  switch (c) {
    case 'n': return parse_sizes(arg, o) != 0 ? bad_value("--size", arg) : -1;
    case 'o': o->output = arg; return -1;
    case O_PER_PAGE:
      if (strcmp(arg, "1") && strcmp(arg, "2") && strcmp(arg, "4"))
        return bad_value("--per-page", arg);
      o->per_page = arg[0] - '0';
      return -1;
    case O_SHEETS: return int_arg("--sheets", arg, 1, 10000, &o->sheets);
    case 'g':
      return px_number_arg("polymo", "--games", arg, 1, 100000000, &o->games) ? PX_EXIT_USAGE : -1;
    case 's':
      return px_number_arg("polymo", "--seed", arg, 0, UINT64_MAX, &o->seed) ? PX_EXIT_USAGE : -1;
    case 'k': return int_arg("--players", arg, 1, POLYMO_MAX_PLAYERS, &o->players);
    case 'S': return parse_strategies(arg, o) != 0 ? bad_value("--strategy", arg) : -1;
    case 'j': return px_jobs_arg("polymo", arg, POLYMO_MAX_JOBS, &o->jobs) ? PX_EXIT_USAGE : -1;
    case 'P': return parse_seats(arg, o) != 0 ? bad_value("--seats", arg) : -1;
    case O_RECORD: o->record = arg; return -1;
    case O_HIST: o->histogram = arg; return -1;
    case O_DRAFT: o->draft = 1; return -1;
    case 'h': usage(stdout); return PX_EXIT_OK;
    default: return -1; /* getopt_long returns no other code */
  }
}

/* Parse the options into *O; returns -1 when they are all read, else the exit status. */
static int parse_opts(int argc, char **argv, opts_t *op) {
  static const struct option own[] = {{"size", required_argument, NULL, 'n'},
                                      {"output", required_argument, NULL, 'o'},
                                      {"per-page", required_argument, NULL, O_PER_PAGE},
                                      {"sheets", required_argument, NULL, O_SHEETS},
                                      {"games", required_argument, NULL, 'g'},
                                      {"seed", required_argument, NULL, 's'},
                                      {"players", required_argument, NULL, 'k'},
                                      {"strategy", required_argument, NULL, 'S'},
                                      {"seats", required_argument, NULL, 'P'},
                                      {"jobs", required_argument, NULL, 'j'},
                                      {"record", required_argument, NULL, O_RECORD},
                                      {"histogram", required_argument, NULL, O_HIST},
                                      {"draft", no_argument, NULL, O_DRAFT},
                                      {"help", no_argument, NULL, 'h'}};
  opts_t o;
  memset(&o, 0, sizeof o);
  o.sizes[0] = 9, o.nsizes = 1;
  render_opts_init(&o.ro);
  o.per_page = 1, o.players = 1, o.games = 100, o.seed = 1, o.jobs = 0;
  o.strat[0] = POLYMO_GREEDY, o.nstrat = 1;
  const ra_parser_t p = {.cmd = "polymo",
                         .shortopts = "n:o:g:s:k:S:P:j:h",
                         .own = own,
                         .nown = (int)(sizeof own / sizeof *own),
                         .mask = POLYMO_RENDER_OPTS,
                         .option = polymo_option,
                         .ctx = &o};
  int st = render_args_parse(&p, argc, argv, &o.ro, &o.given);
  if (st < 0) *op = o;
  return st;
}

/* An option the action cannot honour is refused: page options need a
 * drawing, and the histograms of play take --paper and --lang only.
 * Returns -1 when all is well, else the exit status after an error line. */
static int page_opts_used(const opts_t *o, const char *act) {
  if (!o->given) return -1;
  int sheets = strcmp(act, "sheet") == 0 ||
               ((strcmp(act, "check") == 0 || strcmp(act, "best") == 0) && o->output);
  int hist = strcmp(act, "play") == 0 && o->histogram;
  unsigned bad = sheets ? 0 : hist ? o->given & ~(unsigned)(RA_PAPER | RA_LANG) : o->given;
  if (!bad) {
    if (hist && o->ro.paper_w == 0) {
      px_error(_("polymo play: --paper card: the histograms need a paper size"));
      px_usage_hint("polymo");
      return PX_EXIT_USAGE;
    }
    return -1;
  }
  unsigned bit = bad & ~(bad - 1);
  if (hist || strcmp(act, "play") == 0)
    px_error(_("polymo %s: --%s applies to drawn sheets (sheet, check -o, best -o); "
               "play --histogram takes --paper and --lang only"),
             act, render_args_name(bit));
  else
    px_error(_("polymo %s: --%s applies to drawn sheets (sheet, check -o, best -o)"), act,
             render_args_name(bit));
  px_usage_hint("polymo");
  return PX_EXIT_USAGE;
}

/* The outputs written after a long work (best's search, play's games) checked before it: their
 * format, that they can be created, and that best's sheet fits the paper. -1 when all is
 * well, else the exit status after an error line. */
static int outputs_ready(const opts_t *o, const char *act) {
  const char *path = !strcmp(act, "best") ? o->output : !strcmp(act, "play") ? o->histogram : NULL;
  if (!path) return -1;
  char err[600];
  if (draw_format_from(NULL, path) < 0) {
    snprintf(err, sizeof err, _("cannot tell the format of '%s': use .pdf, .svg or .png"), path);
    px_error("polymo %s: %s", act, err);
    px_usage_hint("polymo");
    return PX_EXIT_USAGE;
  }
  int rc = px_output_check("polymo", path);
  if (rc != PX_EXIT_OK) return rc;
  polymo_page_opts_t po = {o->ro, o->per_page, NULL};
  if (!strcmp(act, "best") && polymo_sheets_check(path, &po, err, sizeof err) != RENDER_OK) {
    px_error("polymo: %s", err);
    return PX_EXIT_USAGE;
  }
  return -1;
}

int cmd_polymo(int argc, char **argv) {
  opts_t o;
  int st = parse_opts(argc, argv, &o);
  if (st >= 0) return st;
  if (optind >= argc) {
    px_error(_("polymo: an action is required (sheet, check, play, best, rules)"));
    px_usage_hint("polymo");
    return PX_EXIT_USAGE;
  }
  const char *act = argv[optind++];
  int nargs = argc - optind;
  if (o.draft && (strcmp(act, "check") || !o.output)) {
    px_error(_("polymo %s: --draft prints the sheet of a record that breaks a rule, with check "
               "-o FILE"),
             act);
    px_usage_hint("polymo");
    return PX_EXIT_USAGE;
  }
  int st2 = page_opts_used(&o, act);
  if (st2 < 0) st2 = outputs_ready(&o, act);
  if (st2 >= 0) return st2;
  if (strcmp(act, "check") == 0) {
    if (nargs != 1) {
      px_error(_("polymo check: one FILE is required"));
      px_usage_hint("polymo");
      return PX_EXIT_USAGE;
    }
    return do_check(&o, argv[optind]);
  }
  if (nargs != 0) {
    px_error(_("polymo %s: unexpected argument '%s'"), act, argv[optind]);
    px_usage_hint("polymo");
    return PX_EXIT_USAGE;
  }
  /* Under mpirun, only the simulated games are spread over the processes. */
  if (strcmp(act, "play") != 0) {
    char what[80];
    snprintf(what, sizeof what, "polymo %.60s", act);
    int gs = px_group_refuse(what);
    if (gs >= 0) return gs;
  }
  char note[192] = "";
  o.ro.note = note;
  o.ro.notelen = sizeof note;
  px_note_pending("polymo", note);
  if (strcmp(act, "sheet") == 0) return render_args_noted("polymo", &o.ro, do_sheet(&o));
  if (strcmp(act, "play") == 0) return do_play(&o);
  if (strcmp(act, "best") == 0) return do_best(&o);
  if (strcmp(act, "rules") == 0) {
    for (int r = POLYMO_OK + 1; r < POLYMO_NRULES; r++)
      printf("%s\t%s\n", polymo_rule_name((polymo_rule_t)r), polymo_rule_text((polymo_rule_t)r));
    return PX_EXIT_OK;
  }
  px_error(_("polymo: unknown action '%s' (sheet, check, play, best, rules)"), act);
  px_usage_hint("polymo");
  return PX_EXIT_USAGE;
}
