/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* deck.c: whole decks in parallel (verified, generated, solved for print); same bytes whatever the
 * threads. */
#include <config.h>

#include "games/polyminix/polyminix.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/intl.h"
#include "base/pool.h"
#include "poly/pieceset.h"
#include "poly/region.h"

/* ---- verification ---- */

typedef struct ver_job {
  const polyminix_deck_t *deck;
  const pieceset_t *kits;
  polyminix_side_result_t *res;
  uint64_t budget;
  polyminix_progress_fn progress;
  void *ctx;
} ver_job_t;

/* Side I (card I / 2); a card's missing back counts as done, so that the count reaches the
 * total. -1 when out of memory. */
static int ver_work(void *arg, int thread, size_t i) {
  (void)thread;
  const ver_job_t *j = arg;
  const polyminix_card_t *cd = &j->deck->cards[i / 2];
  if (i % 2 >= (size_t)cd->nsides) return 0;
  return polyminix_verify_side(&j->kits[i], &cd->side[i % 2], j->budget, POLYMINIX_KEEP_TILING,
                               &j->res[i]) != 0
             ? -1
             : 0;
}

static void ver_done(void *arg, size_t done, size_t n) {
  const ver_job_t *j = arg;
  if (j->progress) j->progress(j->ctx, (int)done, (int)n);
}

int polyminix_verify_deck(const polyminix_deck_t *deck, const pieceset_t *kits, uint64_t budget,
                          int jobs, const volatile sig_atomic_t *cancel,
                          polyminix_side_result_t *res, polyminix_progress_fn progress,
                          void *ctx) {
  ver_job_t job = {deck, kits, res, budget, progress, ctx};
  base_pool_job_t pj = {(size_t)(2 * deck->n), jobs, ver_work, ver_done, &job, cancel};
  if (base_pool_run(&pj) < 0) return -1;
  return cancel && *cancel ? 1 : 0;
}

/* ---- generation ---- */

typedef struct cand {
  int status; /* 1 made, 0 thrown away, -1 no memory */
  polyminix_side_t side;
  double measure;
} cand_t;

typedef struct gen_job {
  const pieceset_t *kit;
  const polyminix_gen_opts_t *g;
  const polyminix_deck_opts_t *o;
  uint64_t base;
  cand_t *c;
} gen_job_t;

int polyminix_deck_candidate(const pieceset_t *kit, const polyminix_gen_opts_t *g,
                             const polyminix_deck_opts_t *o, uint64_t index, polyminix_side_t *side,
                             double *measure) {
  polyminix_gen_opts_t go = *g;
  if (o->nfigures) go.figure = &o->figures[index % (uint64_t)o->nfigures];
  polyminix_side_result_t r;
  *measure = 0;
  int st = polyminix_generate_side(kit, o->seed, index, &go, side, &r);
  if (st == 1) {
    *measure = r.measure;
    polyminix_side_result_free(&r);
  }
  return st;
}

/* Candidate BASE + I of the batch into C[I] (its status says how it went). */
static int gen_work(void *arg, int thread, size_t i) {
  (void)thread;
  gen_job_t *j = arg;
  j->c[i].status = polyminix_deck_candidate(j->kit, j->g, j->o, j->base + (uint64_t)i,
                                            &j->c[i].side, &j->c[i].measure);
  return 0;
}

uint64_t polyminix_deck_batch(const polyminix_deck_opts_t *o) {
  return o->jobs * 4 < 8 ? 8 : (uint64_t)o->jobs * 4;
}

uint64_t polyminix_deck_limit(const polyminix_deck_opts_t *o) {
  uint64_t batch = polyminix_deck_batch(o), limit = (uint64_t)(2 * o->cards) * 200 + 1000;
  return (limit + batch - 1) / batch * batch;
}

/* The side's fixed part when packed; the figure's cells follow. */
typedef struct packed_side {
  polyminix_side_t s; /* fig.cells not used */
  size_t cells;
} packed_side_t;

int polyminix_side_pack(const polyminix_side_t *s, unsigned char **buf, size_t *len) {
  packed_side_t h;
  memset(&h, 0, sizeof h);
  h.s.fig.w = s->fig.w, h.s.fig.h = s->fig.h, h.s.level = s->level, h.s.line = s->line;
  memcpy(h.s.box, s->box, sizeof h.s.box);
  memcpy(h.s.kit, s->kit, sizeof h.s.kit);
  h.cells = s->fig.cells && s->fig.w > 0 && s->fig.h > 0 ? (size_t)s->fig.w * (size_t)s->fig.h : 0;
  unsigned char *b = malloc(sizeof h + h.cells + 1);
  if (!b) return -1;
  memcpy(b, &h, sizeof h);
  if (h.cells) memcpy(b + sizeof h, s->fig.cells, h.cells);
  *buf = b, *len = sizeof h + h.cells;
  return 0;
}

int polyminix_side_unpack(const unsigned char *buf, size_t len, polyminix_side_t *s) {
  packed_side_t h;
  memset(s, 0, sizeof *s);
  if (len < sizeof h) return -1;
  memcpy(&h, buf, sizeof h);
  if (h.s.fig.w < 0 || h.s.fig.h < 0 || len != sizeof h + h.cells ||
      h.cells != (h.cells ? (size_t)h.s.fig.w * (size_t)h.s.fig.h : 0))
    return -1;
  *s = h.s;
  s->fig.cells = NULL;
  if (h.cells) {
    if (!(s->fig.cells = malloc(h.cells))) {
      memset(s, 0, sizeof *s);
      return -1;
    }
    memcpy(s->fig.cells, buf + sizeof h, h.cells);
  }
  return 0;
}

/* The first WANT challenges of the stream (thrown-away candidates skipped)
 * into SIDES and MEASURE, in batches of candidates made in parallel. */
static int make_sides(const pieceset_t *kit, const polyminix_gen_opts_t *g,
                      const polyminix_deck_opts_t *o, polyminix_side_t *sides, double *measure,
                      polyminix_deck_stats_t *st) {
  int want = 2 * o->cards;
  int batch = (int)polyminix_deck_batch(o);
  cand_t *cs = calloc((size_t)batch, sizeof *cs);
  uint64_t limit = (uint64_t)want * 200 + 1000;
  if (!cs) return -1;
  int rc = POLYMINIX_DECK_OK;
  gen_job_t job = {kit, g, o, 0, cs};
  base_pool_job_t pj = {(size_t)batch, o->jobs, gen_work, NULL, &job, o->cancel};
  while (rc == POLYMINIX_DECK_OK && st->made < want) {
    if (job.base >= limit) {
      rc = POLYMINIX_DECK_GAVE_UP;
      break;
    }
    if (o->cancel && *o->cancel) {
      rc = POLYMINIX_DECK_CANCELLED;
      break;
    }
    memset(cs, 0, (size_t)batch * sizeof *cs);
    base_pool_run(&pj);
    for (int i = 0; i < batch; i++) {
      if (cs[i].status < 0) rc = -1;
      if (cs[i].status != 1) continue;
      if (st->made < want) {
        measure[st->made] = cs[i].measure;
        sides[st->made++] = cs[i].side;
      } else {
        polyminix_side_free(&cs[i].side);
      }
    }
    if (o->cancel && *o->cancel) { /* the batch may lack candidates never started */
      rc = POLYMINIX_DECK_CANCELLED;
      break;
    }
    job.base += (uint64_t)batch;
    st->tried = job.base;
    if (o->progress) o->progress(o->ctx, st->made, want, st->tried);
  }
  free(cs);
  return rc;
}

/* Deal the sides into cards: levels by rank of the measure, easiest first,
 * two sides per card, in the proportions of O's levels. */
int polyminix_deck_deal(const polyminix_deck_opts_t *o, polyminix_side_t *sides,
                        const double *measure, polyminix_deck_t *deck) {
  int ncards = o->cards, want = 2 * ncards, sum = o->levels[0] + o->levels[1] + o->levels[2];
  int quota[3];
  quota[0] = ncards * o->levels[0] / sum;
  quota[1] = ncards * o->levels[1] / sum;
  quota[2] = ncards - quota[0] - quota[1];
  int *order = malloc((size_t)want * sizeof *order);
  memset(deck, 0, sizeof *deck);
  deck->cards = calloc((size_t)ncards, sizeof *deck->cards);
  deck->cap = ncards;
  deck->seed = o->seed;
  deck->has_seed = 1;
  if (!deck->cards || !order) {
    free(order);
    return -1;
  }
  for (int i = 0; i < want; i++) order[i] = i;
  /* insertion sort by (measure, index): stable and deterministic */
  for (int i = 1; i < want; i++) {
    int v = order[i], j = i;
    while (j > 0 && measure[order[j - 1]] > measure[v]) {
      order[j] = order[j - 1];
      j--;
    }
    order[j] = v;
  }
  for (int c = 0; c < ncards; c++) {
    polyminix_card_t *cd = &deck->cards[deck->n++];
    snprintf(cd->name, sizeof cd->name, "%d", c + 1);
    cd->nsides = 2;
    int l = c < quota[0]              ? POLYMINIX_GREEN
            : c < quota[0] + quota[1] ? POLYMINIX_YELLOW
                                      : POLYMINIX_RED;
    for (int j = 0; j < 2; j++) {
      cd->side[j] = sides[order[2 * c + j]];
      memset(&sides[order[2 * c + j]], 0, sizeof *sides); /* the deck owns it now */
      cd->side[j].level = o->nfigures ? polyminix_level_of(measure[order[2 * c + j]]) : l;
      if (o->kit_spec && strcmp(o->kit_spec, PIECESET_POLYMINIX_DEFAULT) != 0)
        snprintf(cd->side[j].kit, sizeof cd->side[j].kit, "%s", o->kit_spec);
    }
  }
  free(order);
  return 0;
}

void polyminix_deck_opts_init(polyminix_deck_opts_t *o) {
  memset(o, 0, sizeof *o);
  o->cards = 49;
  o->levels[0] = o->levels[1] = o->levels[2] = 1;
  o->seed = 1;
  o->jobs = 1;
}

int polyminix_generate_deck(const pieceset_t *kit, const polyminix_gen_opts_t *g,
                            const polyminix_deck_opts_t *o, polyminix_deck_t *deck,
                            polyminix_deck_stats_t *st) {
  memset(st, 0, sizeof *st);
  memset(deck, 0, sizeof *deck);
  int want = 2 * o->cards;
  polyminix_side_t *sides = calloc((size_t)want, sizeof *sides);
  double *measure = calloc((size_t)want, sizeof *measure);
  int rc = sides && measure ? make_sides(kit, g, o, sides, measure, st) : -1;
  if (rc == POLYMINIX_DECK_OK && polyminix_deck_deal(o, sides, measure, deck) != 0) rc = -1;
  for (int i = 0; sides && i < st->made; i++) polyminix_side_free(&sides[i]);
  if (rc != POLYMINIX_DECK_OK) polyminix_deck_free(deck);
  free(sides);
  free(measure);
  return rc;
}

/* ---- the answers printed with a deck ---- */

/* The kit of every side: its own spec, else SPEC. */
static int answer_kits(const polyminix_deck_t *deck, const char *spec, polyminix_answers_t *a,
                       char *msg, size_t n) {
  for (int i = 0; i < deck->n; i++)
    for (int j = 0; j < deck->cards[i].nsides; j++) {
      const polyminix_side_t *s = &deck->cards[i].side[j];
      base_error_t e;
      if (polyminix_kit_parse(s->kit[0] ? s->kit : spec, &a->kits[2 * i + j], &e) != 0) {
        snprintf(msg, n, _("card %s side %c: kit: %s"), deck->cards[i].name, 'A' + j, e.msg);
        return POLYMINIX_ANSWERS_KIT;
      }
    }
  return POLYMINIX_ANSWERS_OK;
}

/* Every answer re-checked without the search, and solved again by libdlx. */
static int answers_check(const polyminix_deck_t *deck, int draft, polyminix_answers_t *a,
                         char *msg, size_t n) {
  for (int i = 0; i < deck->n; i++)
    for (int j = 0; j < deck->cards[i].nsides; j++) {
      const polyminix_side_t *s = &deck->cards[i].side[j];
      const pieceset_t *kit = &a->kits[2 * i + j];
      for (int b = 0; b < POLYMINIX_NBOXES; b++) {
        polyminix_box_result_t *br = &a->res[2 * i + j].box[b];
        if (br->verdict != POLYMINIX_HOLDS || !br->grid ||
            !polyminix_check_grid(kit, s, b, br->grid) ||
            polyminix_confirm_dlx(kit, s, br->grid, 0) != 1) {
          if (!draft || a->wrong == 0)
            snprintf(msg, n, _("card %s side %c box %d: %s"), deck->cards[i].name, 'A' + j, b + 1,
                     br->verdict != POLYMINIX_HOLDS ? br->reason : _("no checked tiling"));
          if (!draft) return POLYMINIX_ANSWERS_FAILS;
          /* a draft prints the box marked, without an answer */
          if (br->verdict == POLYMINIX_HOLDS) {
            br->verdict = POLYMINIX_FAILS;
            snprintf(br->reason, sizeof br->reason, "%s", _("no checked tiling"));
          }
          free(br->grid);
          br->grid = NULL;
          a->wrong++;
        }
      }
    }
  return POLYMINIX_ANSWERS_OK;
}

int polyminix_answers_solve(const polyminix_deck_t *deck, const char *kit_spec, uint64_t budget,
                            int jobs, int draft, const volatile sig_atomic_t *cancel,
                            polyminix_answers_t *a, char *msg, size_t n,
                            polyminix_progress_fn progress, void *ctx) {
  a->nsides = deck->n * 2;
  a->wrong = 0;
  a->kits = calloc((size_t)a->nsides, sizeof *a->kits);
  a->res = calloc((size_t)a->nsides, sizeof *a->res);
  if (!a->kits || !a->res) {
    snprintf(msg, n, _("out of memory"));
    return -1;
  }
  int st = answer_kits(deck, kit_spec, a, msg, n);
  if (st != POLYMINIX_ANSWERS_OK) return st;
  /* solve every side (threads), then check in deck order */
  int vr = polyminix_verify_deck(deck, a->kits, budget, jobs, cancel, a->res, progress, ctx);
  if (vr > 0) {
    snprintf(msg, n, _("interrupted"));
    return POLYMINIX_ANSWERS_CANCELLED;
  }
  if (vr != 0) {
    snprintf(msg, n, _("out of memory"));
    return -1;
  }
  return answers_check(deck, draft, a, msg, n);
}

void polyminix_answers_free(polyminix_answers_t *a) {
  for (int i = 0; i < a->nsides; i++) {
    if (a->kits) pieceset_free(&a->kits[i]);
    if (a->res) polyminix_side_result_free(&a->res[i]);
  }
  free(a->kits);
  free(a->res);
  memset(a, 0, sizeof *a);
}
