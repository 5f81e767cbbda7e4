/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* cmd_cards_design.c: `polyx cards generate`: decks made from a seed, and the cards a designer
 * makes of a figure (--figure-a, --box, --name). */
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

/* ---- generate ---- */

/* Create the deck's file OUT before the work (a folder that cannot take it
 * fails at once, not after the generation); an exit status. */
static int open_deck(afile_t *f, const char *out) {
  char err[512];
  if (afile_open(f, out, err, sizeof err) != 0) {
    px_error(_("cards: %s"), err);
    return PX_EXIT_CANTCREAT;
  }
  return PX_EXIT_OK;
}

/* Write DECK to F (opened by open_deck) and rename it into place; an exit
 * status, F finished either way. */
static int write_deck(const polyminix_deck_t *deck, afile_t *f) {
  char err[512];
  errno = 0;
  int wr = polyminix_deck_write(deck, f->fp);
  int e = errno ? errno : EIO;
  if (wr != 0 || afile_close(f, err, sizeof err) != 0) {
    if (wr != 0) snprintf(err, sizeof err, _("cannot write '%s': %s"), f->path, strerror(e));
    px_error(_("cards: %s"), err);
    if (f->is_stdout) px_stdout_reported(); /* one line for one failure */
    afile_abort(f);
    return PX_EXIT_IO;
  }
  if (afile_commit(f, err, sizeof err) != 0) {
    px_error(_("cards: %s"), err);
    return PX_EXIT_IO;
  }
  return PX_EXIT_OK;
}

/* The progress line on a terminal. */
static void gen_progress(void *ctx, int made, int wanted, uint64_t tried) {
  (void)ctx;
  char line[200];
  /* TRANSLATORS: a progress line, rewritten in place: challenges made of those wanted, then
     the candidates tried. */
  snprintf(line, sizeof line,
           ngettext("cards generate: %d/%d challenges, %llu candidate",
                    "cards generate: %d/%d challenges, %llu candidates", (unsigned long)tried),
           made, wanted, (unsigned long long)tried);
  px_progress_line(line);
}

/* Read the figure file PATH (text or PNG) into *FIG, made ready for a
 * challenge; an exit status. */
static int load_figure(const char *path, region_t *fig) {
  base_error_t e;
  memset(&e, 0, sizeof e);
  if (region_load(path, 0, pngread_grey_memory, fig, NULL, &e) != 0) {
    px_error_at(e.file[0] ? e.file : path, e.line, e.col, "%s", e.msg);
    return px_exit_of_cards(&e);
  }
  polyminix_figure_prepare(fig);
  return PX_EXIT_OK;
}

/* Read the --figure files into FIGS; an exit status. */
static int load_figures(const cards_opts_t *o, region_t *figs, int *nfigs) {
  for (int i = 0; i < o->nfigures; i++) {
    int rc = load_figure(o->figures[i], &figs[*nfigs]);
    if (rc != PX_EXIT_OK) return rc;
    (*nfigs)++;
  }
  return PX_EXIT_OK;
}

/* The generation settings of O into *G. */
static void gen_opts(const cards_opts_t *o, polyminix_gen_opts_t *g) {
  polyminix_gen_opts_init(g);
  g->budget = o->budget;
  g->unique = o->unique;
  g->area_lo = o->area_lo;
  g->area_hi = o->area_hi;
  g->level = o->level;
}

/* 1 when O asks for one card of the designer's (--figure-a, --figure-b,
 * --box, --name, --level), not a deck. */
int cards_one_card(const cards_opts_t *o) {
  int kept = 0;
  for (int b = 0; b < 2 * POLYMINIX_NBOXES; b++)
    kept |= o->kept[b / POLYMINIX_NBOXES][b % POLYMINIX_NBOXES];
  return kept || o->fig_side[0] || o->name;
}

/* The boxes O keeps on side J hold on figure FIG (each kept box's
 * verification, before hundreds of candidates would each fail it): an
 * exit status, each box that does not hold named. */
static int kept_hold(const cards_opts_t *o, const pieceset_t *kit, const region_t *fig, int j) {
  polyminix_side_t s;
  memset(&s, 0, sizeof s);
  s.fig = *fig;
  memcpy(s.box, o->box[j], sizeof s.box);
  polyminix_side_result_t r;
  if (polyminix_verify_side(kit, &s, o->budget, POLYMINIX_COUNT_ONLY, &r) != 0) {
    px_error(_("cards: out of memory"));
    return PX_EXIT_SOFTWARE;
  }
  /* 1 when a kept box fails, 3 when the budget left one unsettled and none fails, as verify */
  int st = PX_EXIT_OK;
  for (int b = 0; b < POLYMINIX_NBOXES; b++)
    if (o->kept[j][b] && r.box[b].verdict != POLYMINIX_HOLDS) {
      px_error(_("cards: side %c box %d as given: %s"), 'A' + j, b + 1, r.box[b].reason);
      if (r.box[b].verdict != POLYMINIX_UNKNOWN || st == PX_EXIT_OK)
        st = r.box[b].verdict == POLYMINIX_UNKNOWN ? PX_EXIT_BUDGET : PX_EXIT_NONE;
    }
  polyminix_side_result_free(&r);
  return st;
}

/* One card of the designer's figures (--figure-a and --figure-b, or --figure
 * on both sides), its kept boxes, level, name and title into *DECK; an exit
 * status. */
int cards_design_card(const cards_opts_t *o, const pieceset_t *kit, polyminix_deck_t *deck) {
  region_t figs[2];
  memset(figs, 0, sizeof figs);
  int nsides = o->fig_side[0] ? (o->fig_side[1] ? 2 : 1) : 2;
  int rc = PX_EXIT_OK;
  for (int j = 0; j < nsides && rc == PX_EXIT_OK; j++)
    rc = load_figure(o->fig_side[0] ? o->fig_side[j] : o->figures[0], &figs[j]);
  int loaded = rc == PX_EXIT_OK; /* else load_figure said what was wrong (70: no libpng) */
  memset(deck, 0, sizeof *deck);
  deck->cards = calloc(1, sizeof *deck->cards);
  if (rc == PX_EXIT_OK && !deck->cards) rc = PX_EXIT_SOFTWARE;
  if (rc == PX_EXIT_OK) {
    deck->n = deck->cap = 1;
    deck->seed = o->seed;
    deck->has_seed = 1;
    if (o->title) snprintf(deck->title, sizeof deck->title, "%s", o->title);
    polyminix_card_t *c = &deck->cards[0];
    snprintf(c->name, sizeof c->name, "%s", o->name ? o->name : "1");
    for (int j = 0; j < nsides && rc == PX_EXIT_OK; j++) {
      polyminix_gen_opts_t g;
      gen_opts(o, &g);
      g.figure = &figs[j];
      for (int b = 0; b < POLYMINIX_NBOXES; b++) g.keep[b] = o->kept[j][b] ? &o->box[j][b] : NULL;
      g.draft = o->draft;
      rc = kept_hold(o, kit, &figs[j], j);
      if (rc != PX_EXIT_OK && !o->draft) break;
      rc = PX_EXIT_OK; /* a draft prints them marked */
      int st = polyminix_design_side(kit, o->seed, j, &g, &c->side[j]);
      if (st < 0) {
        rc = PX_EXIT_SOFTWARE;
      } else if (st == 0) {
        if (o->level >= 0)
          px_error(_("cards: side %c: no challenge of level %s kept in %d candidates"), 'A' + j,
                   _(polyminix_level_name(o->level)), POLYMINIX_DESIGN_TRIES);
        else
          px_error(_("cards: side %c: no challenge kept in %d candidates"), 'A' + j,
                   POLYMINIX_DESIGN_TRIES);
        rc = PX_EXIT_NONE;
      } else {
        c->nsides = j + 1;
        if (o->kit && strcmp(o->kit, PIECESET_POLYMINIX_DEFAULT) != 0)
          snprintf(c->side[j].kit, sizeof c->side[j].kit, "%s", o->kit);
      }
    }
  }
  for (int j = 0; j < 2; j++) region_free(&figs[j]);
  if (rc == PX_EXIT_SOFTWARE && loaded) px_error(_("cards: out of memory"));
  if (rc != PX_EXIT_OK) polyminix_deck_free(deck);
  return rc;
}

/* A deck over the processes of mpirun (dist_map_run): the candidates of the
 * stream, in rounds, each made by whichever process asks
 * (polyminix_deck_candidate) and sent back packed; rank 0 keeps the first 2N
 * challenges in stream order, says when it has them (or has looked at as
 * many candidates as polyminix_generate_deck would), counts the candidates as it
 * would, and deals the same deck. Alone, polyminix_generate_deck itself. */
typedef struct deck_ctx {
  const pieceset_t *kit;
  const polyminix_gen_opts_t *g;
  const polyminix_deck_opts_t *d;
  uint64_t base;           /* the round's first candidate */
  polyminix_side_t *sides; /* rank 0: the challenges kept, in stream order */
  double *measure;
  int want, made;
  uint64_t last; /* rank 0: the candidate kept last */
} deck_ctx_t;

static int deck_work(void *ctx, int thread, size_t item, dist_buf_t *out) {
  (void)thread;
  const deck_ctx_t *c = ctx;
  polyminix_side_t side;
  double m;
  memset(&side, 0, sizeof side);
  int st = polyminix_deck_candidate(c->kit, c->g, c->d, c->base + item, &side, &m);
  if (st < 0) return 1;
  unsigned char *b = NULL;
  size_t n = 0;
  int rc = dist_buf_add(out, &st, sizeof st) != 0 || dist_buf_add(out, &m, sizeof m) != 0 ||
           (st == 1 && (polyminix_side_pack(&side, &b, &n) != 0 || dist_buf_add(out, b, n) != 0));
  free(b);
  if (st == 1) polyminix_side_free(&side);
  return rc;
}

static int deck_emit(void *ctx, size_t item, const unsigned char *bytes, size_t len) {
  deck_ctx_t *c = ctx;
  int st;
  double m;
  if (len < sizeof st + sizeof m) return 1;
  memcpy(&st, bytes, sizeof st);
  memcpy(&m, bytes + sizeof st, sizeof m);
  if (st != 1 || c->made >= c->want) return 0;
  if (polyminix_side_unpack(bytes + sizeof st + sizeof m, len - sizeof st - sizeof m,
                            &c->sides[c->made]) != 0)
    return 1;
  c->measure[c->made++] = m;
  c->last = c->base + item;
  return 0;
}

static int deck_spread(const pieceset_t *kit, const polyminix_gen_opts_t *g,
                       const polyminix_deck_opts_t *d, polyminix_deck_t *deck,
                       polyminix_deck_stats_t *st) {
  dist_t *grp = px_group();
  memset(st, 0, sizeof *st);
  memset(deck, 0, sizeof *deck);
  int want = 2 * d->cards;
  deck_ctx_t c = {
      kit,  g, d, 0, calloc((size_t)want, sizeof *c.sides), calloc((size_t)want, sizeof *c.measure),
      want, 0, 0};
  int fail = !c.sides || !c.measure;
  int rc = dist_max_int(grp, &fail) != DIST_OK || fail ? -1 : POLYMINIX_DECK_OK;
  uint64_t batch = polyminix_deck_batch(d), limit = polyminix_deck_limit(d);
  /* Rounds of a few candidates a thread of every process: enough to keep them busy, few
   * thrown away past the last one kept. */
  uint64_t round = (uint64_t)dist_size(grp) * (uint64_t)d->jobs * 8;
  for (int done = 0; rc == POLYMINIX_DECK_OK && !done;) {
    dist_map_t m = {.items = (size_t)(limit - c.base < round ? limit - c.base : round),
                    .threads = d->jobs,
                    .ordered = 1,
                    .work = deck_work,
                    .work_ctx = &c,
                    .emit = deck_emit,
                    .emit_ctx = &c};
    int code = 0;
    if (dist_map_run(grp, &m, &code) != DIST_OK) rc = -1;
    c.base += m.items;
    /* A Ctrl-C that reached any process stops them all after the round. */
    if (px_interrupt_agree()) rc = POLYMINIX_DECK_CANCELLED;
    done = rc != POLYMINIX_DECK_OK || c.made >= want || c.base >= limit;
    if (dist_bcast_int(grp, &done) != DIST_OK) rc = -1;
    if (d->progress && dist_rank(grp) == 0) d->progress(d->ctx, c.made, want, c.base);
  }
  if (rc == POLYMINIX_DECK_OK && dist_rank(grp) == 0) {
    st->made = c.made;
    if (c.made < want) {
      st->tried = limit;
      rc = POLYMINIX_DECK_GAVE_UP;
    } else {
      st->tried = (c.last / batch + 1) * batch;
      if (polyminix_deck_deal(d, c.sides, c.measure, deck) != 0) rc = -1;
    }
  }
  for (int i = 0; i < c.made; i++) polyminix_side_free(&c.sides[i]);
  free(c.sides);
  free(c.measure);
  return rc;
}

int cards_generate(const cards_opts_t *o) {
  double t0 = px_now();
  pieceset_t kit;
  if (cards_kit(o, &kit) != PX_EXIT_OK) return PX_EXIT_USAGE;
  polyminix_gen_opts_t g;
  gen_opts(o, &g);
  region_t figs[MAX_FIGURES];
  int nfigs = 0;
  int rc = cards_one_card(o) ? PX_EXIT_OK : load_figures(o, figs, &nfigs);
  /* Under mpirun, rank 0 alone writes the deck (the others have none). */
  afile_t out;
  memset(&out, 0, sizeof out);
  int writer = dist_rank(px_group()) == 0;
  if (rc == PX_EXIT_OK && writer) rc = open_deck(&out, o->out ? o->out : "-");
  if (px_group()) { /* every process stops when rank 0 cannot write */
    int bad = rc != PX_EXIT_OK;
    if (dist_max_int(px_group(), &bad) != DIST_OK || bad) rc = rc ? rc : PX_EXIT_SOFTWARE;
  }
  if (rc == PX_EXIT_OK) {
    polyminix_deck_opts_t d;
    polyminix_deck_opts_init(&d);
    /* Ctrl-C: the candidates stop, exit 3, no deck left (under mpirun too, whichever
     * processes it reached: deck_spread) */
    px_catch_interrupt();
    d.cancel = px_interrupt_flag();
    d.cards = o->cards;
    memcpy(d.levels, o->lv, sizeof d.levels);
    d.seed = o->seed;
    d.jobs = px_jobs(o->jobs, POLYMINIX_MAX_JOBS);
    d.figures = figs;
    d.nfigures = nfigs;
    d.kit_spec = o->kit;
    if (px_progress_wanted()) d.progress = gen_progress;
    polyminix_deck_t deck;
    polyminix_deck_stats_t st;
    int cards = o->cards, gr;
    if (cards_one_card(o)) { /* the designer's card: every process makes it, rank 0 writes it */
      rc = cards_design_card(o, &kit, &deck);
      gr = rc == PX_EXIT_OK ? POLYMINIX_DECK_OK : POLYMINIX_DECK_GAVE_UP;
      cards = 1;
    } else {
      gr = px_group() ? deck_spread(&kit, &g, &d, &deck, &st)
                      : polyminix_generate_deck(&kit, &g, &d, &deck, &st);
      if (gr == POLYMINIX_DECK_OK && o->title)
        snprintf(deck.title, sizeof deck.title, "%s", o->title);
    }
    if (gr == POLYMINIX_DECK_CANCELLED) {
      px_error(_("cards: interrupted"));
      rc = PX_EXIT_BUDGET;
    } else if (gr == POLYMINIX_DECK_GAVE_UP && cards_one_card(o)) {
      /* said by cards_design_card */
    } else if (gr == POLYMINIX_DECK_GAVE_UP) {
      px_error(_("cards: gave up after %llu candidates with %d of %d challenges"),
               (unsigned long long)st.tried, st.made, 2 * o->cards);
      rc = PX_EXIT_NONE;
    } else if (gr != POLYMINIX_DECK_OK) {
      rc = PX_EXIT_SOFTWARE;
    } else {
      px_progress_end();
      if (writer && px_interrupted()) { /* after the last candidate: the deck is not kept */
        px_error(_("cards: interrupted"));
        rc = PX_EXIT_BUDGET;
      }
      if (writer && rc == PX_EXIT_OK) rc = write_deck(&deck, &out);
      const char *where = o->out && strcmp(o->out, "-") ? o->out : _("standard output");
      if (rc == PX_EXIT_OK && writer && deck.n == 1 && deck.cards[0].nsides == 1)
        /* TRANSLATORS: the summary line of a card of one side: the file, seconds. */
        fprintf(stderr, _("1 card, 1 challenge: %s, %.0f s\n"), where, px_now() - t0);
      else if (rc == PX_EXIT_OK && writer)
        /* TRANSLATORS: the summary line: cards, challenges (two a card), the file, seconds. */
        fprintf(stderr,
                ngettext("%d card, %d challenges: %s, %.0f s\n",
                         "%d cards, %d challenges: %s, %.0f s\n", (unsigned long)cards),
                cards, 2 * cards, where, px_now() - t0);
      polyminix_deck_free(&deck);
    }
  }
  afile_abort(&out); /* nothing kept when the deck was not written */
  for (int i = 0; i < nfigs; i++) region_free(&figs[i]);
  pieceset_free(&kit);
  /* Every process ends with rank 0's status (the others have no deck to judge). */
  if (px_group() && dist_bcast_int(px_group(), &rc) != DIST_OK && !rc) rc = PX_EXIT_SOFTWARE;
  return rc;
}
