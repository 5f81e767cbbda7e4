/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* cmd_cards_print.c: `polyx cards print`, design, kit, problems, scoresheet: the pages drawn. */
#include <config.h>

#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "poly/pieceset.h"
#include "games/polyminix/polyminix.h"
#include "games/polyminix/draw.h"
#include "poly/region.h"
#include "dist/dist.h"
#include "output/afile.h"
#include "output/pngread.h"
#include "output/render.h"
#include "src/cmd_cards.h"
#include "src/polyx.h"
#include "src/render_args.h"

/* The command's name for the progress line. */
static char print_what[] = "cards print";

/* ---- print, kit, problems, scoresheet ---- */

static int draw_rc(int st, const char *msg) {
  if (st == 0) return PX_EXIT_OK;
  px_error(_("cards: %s"), msg);
  return px_exit_of_render((render_status_t)st);
}

static void draw_opts(const cards_opts_t *o, pmxd_opts_t *d) {
  pmxd_opts_init(d);
  if (o->cell_mm > 0) d->cell_mm = o->cell_mm;
  d->cell_exact = o->cell_mm > 0;
  d->page = o->page;
  d->paper_w = o->paper_w;
  d->paper_h = o->paper_h;
  d->lang = o->lang;
  d->bw = o->bw;
  d->answers = o->answers;
  d->draft = o->draft;
  d->title = o->title;
}

/* Print DECK (read or made since T0) as O says; an exit status. */
int cards_print_deck(const cards_opts_t *o, const polyminix_deck_t *deck, double t0) {
  /* every answer solved, checked and solved again before anything is drawn
   * (a draft prints the boxes that do not hold, marked); Ctrl-C stops the solving or the
   * drawing, exit 3, no file left */
  px_catch_interrupt();
  char err[600] = "";
  pmxd_opts_t d;
  draw_opts(o, &d);
  /* the output checked before the answers are solved: its format, that the cards and the
   * answers fit the paper, that it can be created */
  int pre = pmxd_print_check(o->out, deck, &d, err, sizeof err);
  pre = pre != RENDER_OK ? draw_rc(pre, err) : px_output_check("cards", o->out);
  if (pre != PX_EXIT_OK) return pre;
  polyminix_answers_t ans;
  int st = polyminix_answers_solve(deck, o->kit, o->budget, px_jobs(o->jobs, POLYMINIX_MAX_JOBS),
                                   o->draft, px_interrupt_flag(), &ans, err, sizeof err,
                                   cards_sides_progress, print_what);
  px_progress_end();
  char first[600];
  snprintf(first, sizeof first, "%s", err);
  if (st == POLYMINIX_ANSWERS_OK) {
    st = draw_rc(pmxd_print_deck(o->out, deck, &ans, &d, err, sizeof err), err);
    if (st == PX_EXIT_OK && ans.wrong)
      px_error(ngettext("cards: a draft: %d box does not hold (%s)",
                        "cards: a draft: %d boxes do not hold (the first: %s)",
                        (unsigned long)ans.wrong),
               ans.wrong, first);
    if (st == PX_EXIT_OK) {
      char what[4400];
      /* TRANSLATORS: the summary line: cards, the file(s) written, seconds. */
      fprintf(stderr, ngettext("%d card: %s, %.0f s\n", "%d cards: %s, %.0f s\n", deck->n), deck->n,
              px_written(o->out, t0, what, sizeof what, NULL), px_now() - t0);
    }
  } else {
    if (st == POLYMINIX_ANSWERS_FAILS)
      px_error(_("cards: %s; nothing printed (--draft prints it marked)"), err);
    else
      px_error(_("cards: %s"), err);
    st = st == POLYMINIX_ANSWERS_KIT         ? PX_EXIT_USAGE
         : st == POLYMINIX_ANSWERS_FAILS     ? PX_EXIT_NONE
         : st == POLYMINIX_ANSWERS_CANCELLED ? PX_EXIT_BUDGET
                                             : PX_EXIT_SOFTWARE;
  }
  polyminix_answers_free(&ans);
  return st;
}

int cards_print(const cards_opts_t *o, int argc, char **argv) {
  double t0 = px_now();
  polyminix_deck_t deck;
  memset(&deck, 0, sizeof deck);
  for (int a = 0; a < argc; a++) {
    /* a side given by its ID is a card of its own, without a number */
    int rc = cards_load(argv[a], &deck, "");
    if (rc != PX_EXIT_OK) {
      polyminix_deck_free(&deck);
      return rc;
    }
  }
  if (o->pick) {
    unsigned char *keep = malloc((size_t)deck.n);
    int rc = keep ? px_pick_arg("cards", "--cards", o->pick, deck.n, _("cards"), keep)
                  : PX_EXIT_SOFTWARE;
    if (rc == PX_EXIT_OK) polyminix_deck_pick(&deck, keep);
    free(keep);
    if (rc != PX_EXIT_OK) {
      polyminix_deck_free(&deck);
      return rc;
    }
  }
  int st = cards_print_deck(o, &deck, t0);
  polyminix_deck_free(&deck);
  return st;
}

/* design: one card of the designer's figure made (as generate makes it),
 * its card text on standard output, and printed; an exit status. */
int cards_design(const cards_opts_t *o) {
  double t0 = px_now();
  pieceset_t kit;
  if (cards_kit(o, &kit) != PX_EXIT_OK) return PX_EXIT_USAGE;
  polyminix_deck_t deck;
  int st = cards_design_card(o, &kit, &deck);
  pieceset_free(&kit);
  if (st != PX_EXIT_OK) return st;
  errno = 0;
  if (polyminix_deck_write(&deck, stdout) != 0) {
    px_error(_("cards: cannot write '%s': %s"), _("standard output"),
             strerror(errno ? errno : EIO));
    px_stdout_reported();
    st = PX_EXIT_IO;
  }
  if (st == PX_EXIT_OK) st = cards_print_deck(o, &deck, t0);
  polyminix_deck_free(&deck);
  return st;
}

int cards_print_kit(const cards_opts_t *o) {
  pieceset_t kit;
  if (cards_kit(o, &kit) != PX_EXIT_OK) return PX_EXIT_USAGE;
  region_t rect;
  int *grid;
  if (!polyminix_kit_rectangle(&kit, o->budget, &rect, &grid)) {
    px_error(_("cards: the kit tiles no rectangle (within the budget): cannot lay it out"));
    pieceset_free(&kit);
    return PX_EXIT_USAGE;
  }
  pmxd_opts_t d;
  draw_opts(o, &d);
  char err[600] = "";
  int st = pmxd_print_kit(o->out, &kit, &rect, grid, o->copies, &d, err, sizeof err);
  free(grid);
  region_free(&rect);
  pieceset_free(&kit);
  return draw_rc(st, err);
}

int cards_problems(const cards_opts_t *o) {
  pieceset_t kit;
  if (cards_kit(o, &kit) != PX_EXIT_OK) return PX_EXIT_USAGE;
  polyminix_problem_t pr[POLYMINIX_NPROBLEMS];
  int rc = PX_EXIT_OK;
  int n = polyminix_problems(&kit, o->budget ? o->budget * PROBLEM_BUDGET_FACTOR : 0, pr);
  if (n < 0) rc = PX_EXIT_SOFTWARE;
  /* every problem listed, the ones not shown possible marked */
  for (int i = 0; n >= 0 && i < POLYMINIX_NPROBLEMS; i++) {
    /* the library's text is English: the line is made again in the user's language */
    static const char *const kinds[] = {
        [POLYMINIX_PROBLEM_SQUARE] = N_("square of side %d"),
        [POLYMINIX_PROBLEM_RECTANGLE] = N_("rectangle of perimeter %d"),
        [POLYMINIX_PROBLEM_SYMMETRIC] = N_("symmetric figure of area %d"),
        [POLYMINIX_PROBLEM_AREA_PERIMETER] = N_("area %d, perimeter %d")};
    char text[96];
    snprintf(text, sizeof text, _(kinds[pr[i].kind]), pr[i].a, pr[i].b);
    printf("%d%d  %-32s %s\n", i / 6 + 1, i % 6 + 1, text,
           pr[i].solved ? _("possible") : _("NOT SHOWN POSSIBLE"));
  }
  if (n >= 0 && n < POLYMINIX_NPROBLEMS) {
    px_error(_("cards: %d of %d problems not shown possible with this kit"),
             POLYMINIX_NPROBLEMS - n, POLYMINIX_NPROBLEMS);
    rc = PX_EXIT_NONE;
  }
  if (n >= 0 && o->out && strcmp(o->out, "-") != 0) {
    pmxd_opts_t d;
    draw_opts(o, &d);
    char err[600] = "";
    int st = pmxd_print_problems(o->out, &kit, pr, &d, err, sizeof err);
    int r2 = draw_rc(st, err);
    if (r2 != PX_EXIT_OK) rc = r2;
  }
  if (n >= 0) polyminix_problems_free(pr);
  pieceset_free(&kit);
  if (fflush(stdout) != 0 && rc == PX_EXIT_OK) rc = PX_EXIT_IO;
  return rc;
}

int cards_scoresheet(const cards_opts_t *o) {
  pmxd_opts_t d;
  draw_opts(o, &d);
  char err[600] = "";
  return draw_rc(pmxd_print_scoresheet(o->out, &d, err, sizeof err), err);
}
