/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* cmd_cards.c: `polyx cards`, Polyminix challenge cards: generate, verify, print; the kit,
 * problems, score sheet. */
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
#include "src/polyx.h"
#include "src/render_args.h"

/* The drawing options polyx cards shares with polyx render. */
#define CARDS_RENDER_OPTS \
  (RA_PAPER | RA_NUP | RA_NO_CROP | RA_BLEED | RA_BW | RA_DPI | RA_LANG | RA_LAYOUT | RA_INK |      \
   RA_CUT)
/* The ones only a page honours: refused where nothing is drawn. */
#define CARDS_PAGE_ONLY (RA_NUP | RA_NO_CROP | RA_BLEED | RA_DPI | RA_LAYOUT | RA_INK)

static void usage(FILE *out) {
  fputs(_("Usage: polyx cards generate [OPTION]... [-o DECK.txt]\n"
          "  or:  polyx cards verify [OPTION]... FILE|ID...\n"
          "  or:  polyx cards print [OPTION]... FILE|ID... -o OUT.pdf|.svg|.png\n"
          "  or:  polyx cards kit [OPTION]... -o OUT.pdf\n"
          "  or:  polyx cards problems [OPTION]... [-o OUT.pdf]\n"
          "  or:  polyx cards scoresheet [OPTION]... -o OUT.pdf\n"
          "  or:  polyx cards check [OPTION]... ANSWER...\n"
          "  or:  polyx cards score GAME...\n"
          "  or:  polyx cards play [--games=N] [--players=N] [--seed=S]\n"
          "Polyminix challenge cards: a figure and six boxes on each side of a card.\n"
          "\n"
          "Common options:\n"),
        out);
  fprintf(out, _("  -k, --kit=SPEC        the kit (default %s)\n"), PIECESET_POLYMINIX_DEFAULT);
  fputs(_("  -o, --output=FILE     the file to write ('-' standard output)\n"
          "  -b, --budget=N        search nodes per box (default 200000); counts\n"
          "                        stopped by it are lower bounds ('at least')\n"
          "  -j, --jobs=N          threads (default 0: one per processor; generate,\n"
          "                        verify, print)\n"
          "  -h, --help            display this help and exit\n"
          "generate:\n"
          "  -s, --seed=S          the seed (default 1); the same seed gives the same\n"
          "                        deck, byte for byte, whatever --jobs\n"
          "  -n, --cards=N         cards in the deck, two challenges each (default 49)\n"
          "      --levels=G:Y:R    share of green, yellow and red cards (default 1:1:1)\n"
          "      --unique          boxes 1 and 2 must have exactly one tiling\n"
          "      --figure=FILE     use this figure (text or PNG) for every challenge;\n"
          "                        levels then come as measured\n"
          "      --area=LO:HI      area of the figures made up (default 20:40)\n"
          "verify:\n"
          "  -q, --quiet           print only the failures\n"
          "print, kit, problems, scoresheet:\n"
          "      --cell-mm=MM      side of a cell, the pieces' square (default 10)\n"),
        out);
  render_args_help(out, CARDS_RENDER_OPTS);
  fputs(_("      --draft           print, design: print a card whose boxes do not all\n"
          "                        hold, each marked with its reason, DRAFT outside\n"
          "                        the cut (without it such a card is not printed)\n"
          "  -n, --cards=LIST      print: only the cards at these positions (3,7-9)\n"
          "      --title=TEXT      generate, design, print: the title on the cards\n"
          "                        (UTF-8; default Polyminix)\n"
          "      --level=L         generate with a figure, design: challenges of level\n"
          "                        L only (1 green, 2 yellow, 3 red)\n"
          "design: polyx cards design --figure=FILE [OPTION]... -o OUT.pdf|.svg|.png\n"
          "makes one card as generate does, writes its text on standard output and\n"
          "prints it; with these options generate makes that one card too:\n"
          "      --figure-a=FILE   the figure of side A (--figure: both sides)\n"
          "      --figure-b=FILE   the figure of side B (none: a card of one side)\n"
          "      --box=[A|B]N=WORD keep box N (1 to 6) of side A, B or both as given,\n"
          "                        e.g. --box 1=F,I,L,P,I2; polyx proposes the others\n"
          "      --name=NAME       the name of the card (UTF-8, blanks allowed)\n"),
        out);
  fputs(_("      --no-answers      print: leave out the answer pages\n"
          "      --copies=N        kit: kits (default: as many as fill a page, 4 or\n"
          "                        more)\n"
          "play (simulated games of equal players, by the rulebook's rules):\n"
          "      --games=N         games (default 1000)\n"
          "      --players=N       players, 2 to 4 (default 4)\n"),
        out);
  px_help_exit_status(out, 0, 1, 3, 4, 64, 65, 66, 70, 73, 74, -1);
}

enum { MAX_FIGURES = 64 };                                        /* --figure options */
enum { MAX_CARDS = 10000, MAX_COPIES = 12, MAX_GAMES = 1000000 }; /* --cards, --copies, --games */
/* The problem table searches get this many times the nodes of a box. */
enum { PROBLEM_BUDGET_FACTOR = 20 };

enum {
  OPT_LEVELS = 256,
  OPT_UNIQUE,
  OPT_FIGURE,
  OPT_AREA,
  OPT_CELL,
  OPT_NO_ANSWERS,
  OPT_COPIES,
  OPT_GAMES,
  OPT_PLAYERS,
  OPT_DRAFT,
  OPT_TITLE,
  OPT_FIGURE_A,
  OPT_FIGURE_B,
  OPT_LEVEL,
  OPT_NAME,
  OPT_BOX
};

typedef struct opts {
  const char *kit, *out;
  uint64_t budget, seed;
  int cards, lv[3], unique, jobs, quiet, bw, answers, copies, games, players;
  int area_lo, area_hi;
  const char *figures[MAX_FIGURES];
  int nfigures;
  double cell_mm, paper_w, paper_h;
  const char *lang;
  int draft;                  /* print: a draft, the boxes that do not hold marked */
  const char *title;          /* print, generate: the cards' title */
  const char *cards_arg;      /* --cards as given: generate a number, print a pick */
  const char *pick;           /* print: the cards to print ("3,7-9"), NULL all */
  const char *fig_side[2];    /* --figure-a, --figure-b */
  int level;                  /* --level: POLYMINIX_LEVEL_NONE, or the level asked for */
  const char *name;           /* generate: the card's name */
  polyminix_box_t box[2][POLYMINIX_NBOXES]; /* generate, design: the boxes the designer */
  int kept[2][POLYMINIX_NBOXES];             /* keeps, side A and B (--box) */
  const render_opts_t *page; /* the shared page options, as parsed */
  unsigned given;            /* RA_ bits of the shared options given */
} opts_t;

/* Read FILE (or an ID: a card of its own, one side, named IDNAME) into
 * DECK; an exit status. */
static int load(const char *arg, polyminix_deck_t *deck, const char *idname) {
  base_error_t e;
  memset(&e, 0, sizeof e);
  if (strncmp(arg, "polyminix:", 10) == 0) {
    size_t n = strlen(arg) + 8;
    char *t = malloc(n);
    polyminix_deck_t one;
    memset(&one, 0, sizeof one);
    if (!t) return PX_EXIT_SOFTWARE;
    snprintf(t, n, "id %s\n", arg);
    int rc = polyminix_deck_parse(t, strlen(t), &one, &e);
    free(t);
    if (rc != 0) {
      polyminix_deck_free(&one);
      px_error_at("<id>", 1, e.col > 3 ? e.col - 3 : e.col, "%s", e.msg);
      return px_exit_of_cards(&e);
    }
    polyminix_card_t *nv = realloc(deck->cards, (size_t)(deck->n + 1) * sizeof *nv);
    if (!nv) {
      polyminix_deck_free(&one);
      px_error(_("cards: out of memory"));
      return PX_EXIT_SOFTWARE;
    }
    deck->cards = nv;
    deck->cap = deck->n + 1;
    nv[deck->n] = one.cards[0];
    snprintf(nv[deck->n++].name, sizeof nv->name, "%s", idname);
    free(one.cards);
    return PX_EXIT_OK;
  }
  size_t len;
  char *text;
  int st = px_read_file(arg, &text, &len);
  if (st != PX_EXIT_OK) return st;
  int rc = polyminix_deck_parse(text, len, deck, &e);
  free(text);
  if (rc != 0) {
    px_error_at(arg, e.line, e.col, "%s", e.msg);
    return px_exit_of_cards(&e);
  }
  return PX_EXIT_OK;
}

/* The kit of --kit into *KIT; an exit status (64 after the message). */
static int cards_kit(const opts_t *o, pieceset_t *kit) {
  base_error_t e;
  if (polyminix_kit_parse(o->kit, kit, &e) != 0) {
    px_error(_("cards: --kit: %s"), e.msg);
    return PX_EXIT_USAGE;
  }
  return PX_EXIT_OK;
}

/* The kit of side S (its own spec, else the command line's). */
static int side_kit(const polyminix_side_t *s, const opts_t *o, pieceset_t *kit, const char *file) {
  base_error_t e;
  const char *spec = s->kit[0] ? s->kit : o->kit;
  if (polyminix_kit_parse(spec, kit, &e) != 0) {
    px_error_at(file, s->line, 0, _("kit: %s"), e.msg);
    return px_exit_of_cards(&e);
  }
  return PX_EXIT_OK;
}

/* ---- verify ---- */

/* The running totals of verify. */
typedef struct tally {
  int total, bad, worst;
} tally_t;

/* Report side J of card C (result R) on stdout, failing boxes on stderr. */
static void report_side(const opts_t *o, const char *file, const polyminix_card_t *card, int j,
                        const polyminix_side_result_t *r, tally_t *t) {
  const polyminix_side_t *s = &card->side[j];
  t->total++;
  if (!r->right) t->bad++;
  if (!o->quiet) {
    printf(_("card %s side %c: %s, measure %.2f, level %s"), card->name, 'A' + j,
           r->right ? _("right") : _("WRONG"), r->measure, _(polyminix_level_name(r->level)));
    if (s->level >= 0 && s->level != r->level)
      printf(_(" (printed %s)"), _(polyminix_level_name(s->level)));
    printf("\n");
  }
  for (int b = 0; b < POLYMINIX_NBOXES; b++) {
    const polyminix_box_result_t *br = &r->box[b];
    if (br->verdict != POLYMINIX_HOLDS) {
      px_error_at(file, s->line, 0, _("card %s side %c box %d: %s"), card->name, 'A' + j, b + 1,
                  br->reason);
      int st = br->verdict == POLYMINIX_UNKNOWN ? PX_EXIT_BUDGET : PX_EXIT_NONE;
      if (st == PX_EXIT_NONE || t->worst == 0) t->worst = st;
    }
    if (o->quiet) continue;
    char w[256];
    polyminix_box_format(b, &s->box[b], w, sizeof w);
    if (br->verdict == POLYMINIX_HOLDS)
      printf(ngettext("  box %d %-22s holds, %s%llu tiling%s, %llu nodes\n",
                      "  box %d %-22s holds, %s%llu tilings%s, %llu nodes\n",
                      (unsigned long)br->count),
             b + 1, w, br->exact ? "" : _("at least "), (unsigned long long)br->count,
             br->exact && br->count == 1 ? _(" (unique)") : "", (unsigned long long)br->nodes);
    else
      printf(_("  box %d %-22s %s: %s\n"), b + 1, w,
             br->verdict == POLYMINIX_UNKNOWN ? _("UNKNOWN") : _("FAILS"), br->reason);
  }
}

/* Verify the deck of ARG: the kits in order (errors named in order), then
 * the searches in parallel, then the report in deck order; an exit status. */
/* The sides solved so far, on a terminal (CTX: the command's name, one of these). */
static char verify_what[] = "cards verify", print_what[] = "cards print";
static void sides_progress(void *ctx, int done, int total) {
  px_progress(ctx, done, total);
}

static int verify_one(const opts_t *o, const char *arg, tally_t *t) {
  polyminix_deck_t deck;
  memset(&deck, 0, sizeof deck);
  int kr = load(arg, &deck, "id");
  if (kr != PX_EXIT_OK) {
    polyminix_deck_free(&deck);
    return kr;
  }
  const char *file = strncmp(arg, "polyminix:", 10) == 0 ? "<id>" : arg;
  int ns = 2 * deck.n;
  pieceset_t *kits = calloc((size_t)ns, sizeof *kits);
  polyminix_side_result_t *res = calloc((size_t)ns, sizeof *res);
  if (!kits || !res) {
    px_error(_("cards: out of memory"));
    kr = PX_EXIT_SOFTWARE;
  }
  for (int i = 0; i < ns && kr == PX_EXIT_OK; i++)
    if (i % 2 < deck.cards[i / 2].nsides)
      kr = side_kit(&deck.cards[i / 2].side[i % 2], o, &kits[i], file);
  if (kr == PX_EXIT_OK &&
      polyminix_verify_deck(&deck, kits, o->budget, px_jobs(o->jobs, POLYMINIX_MAX_JOBS), NULL, res,
                            sides_progress, verify_what) != 0) {
    kr = PX_EXIT_SOFTWARE;
    px_error(_("cards: out of memory"));
  }
  px_progress_end();
  for (int i = 0; i < ns && kr == PX_EXIT_OK; i++)
    if (i % 2 < deck.cards[i / 2].nsides) {
      /* the tilings found are re-checked independently of the search */
      polyminix_side_result_recheck(&kits[i], &deck.cards[i / 2].side[i % 2], &res[i]);
      report_side(o, file, &deck.cards[i / 2], i % 2, &res[i], t);
    }
  for (int i = 0; kits && res && i < ns; i++) {
    pieceset_free(&kits[i]);
    polyminix_side_result_free(&res[i]);
  }
  free(kits);
  free(res);
  polyminix_deck_free(&deck);
  return kr;
}

static int cmd_verify(const opts_t *o, int argc, char **argv) {
  tally_t t = {0, 0, 0};
  for (int a = 0; a < argc; a++) {
    int rc = verify_one(o, argv[a], &t);
    if (rc != PX_EXIT_OK) return rc;
  }
  if (!o->quiet)
    printf(ngettext("%d challenge, %d right, %d wrong\n", "%d challenges, %d right, %d wrong\n",
                    (unsigned long)t.total),
           t.total, t.total - t.bad, t.bad);
  if (fflush(stdout) != 0) return PX_EXIT_IO;
  return t.worst ? t.worst : PX_EXIT_OK;
}

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
static int load_figures(const opts_t *o, region_t *figs, int *nfigs) {
  for (int i = 0; i < o->nfigures; i++) {
    int rc = load_figure(o->figures[i], &figs[*nfigs]);
    if (rc != PX_EXIT_OK) return rc;
    (*nfigs)++;
  }
  return PX_EXIT_OK;
}

/* The generation settings of O into *G. */
static void gen_opts(const opts_t *o, polyminix_gen_opts_t *g) {
  polyminix_gen_opts_init(g);
  g->budget = o->budget;
  g->unique = o->unique;
  g->area_lo = o->area_lo;
  g->area_hi = o->area_hi;
  g->level = o->level;
}

/* 1 when O asks for one card of the designer's (--figure-a, --figure-b,
 * --box, --name, --level), not a deck. */
static int one_card(const opts_t *o) {
  int kept = 0;
  for (int b = 0; b < 2 * POLYMINIX_NBOXES; b++) kept |= o->kept[b / POLYMINIX_NBOXES][b % POLYMINIX_NBOXES];
  return kept || o->fig_side[0] || o->name;
}

/* The boxes O keeps on side J hold on figure FIG (each kept box's
 * verification, before hundreds of candidates would each fail it): an
 * exit status, each box that does not hold named. */
static int kept_hold(const opts_t *o, const pieceset_t *kit, const region_t *fig, int j) {
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
static int design_card(const opts_t *o, const pieceset_t *kit, polyminix_deck_t *deck) {
  region_t figs[2];
  memset(figs, 0, sizeof figs);
  int nsides = o->fig_side[0] ? (o->fig_side[1] ? 2 : 1) : 2;
  int rc = PX_EXIT_OK;
  for (int j = 0; j < nsides && rc == PX_EXIT_OK; j++)
    rc = load_figure(o->fig_side[0] ? o->fig_side[j] : o->figures[0], &figs[j]);
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
  if (rc == PX_EXIT_SOFTWARE) px_error(_("cards: out of memory"));
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

static int cmd_generate(const opts_t *o) {
  double t0 = px_now();
  pieceset_t kit;
  if (cards_kit(o, &kit) != PX_EXIT_OK) return PX_EXIT_USAGE;
  polyminix_gen_opts_t g;
  gen_opts(o, &g);
  region_t figs[MAX_FIGURES];
  int nfigs = 0;
  int rc = one_card(o) ? PX_EXIT_OK : load_figures(o, figs, &nfigs);
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
    if (one_card(o)) { /* the designer's card: every process makes it, rank 0 writes it */
      rc = design_card(o, &kit, &deck);
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
    } else if (gr == POLYMINIX_DECK_GAVE_UP && one_card(o)) {
      /* said by design_card */
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

/* ---- print, kit, problems, scoresheet ---- */

static int draw_rc(int st, const char *msg) {
  if (st == 0) return PX_EXIT_OK;
  px_error(_("cards: %s"), msg);
  return px_exit_of_render((render_status_t)st);
}

static void draw_opts(const opts_t *o, pmxd_opts_t *d) {
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
static int print_deck(const opts_t *o, const polyminix_deck_t *deck, double t0) {
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
                                   sides_progress, print_what);
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

static int cmd_print(const opts_t *o, int argc, char **argv) {
  double t0 = px_now();
  polyminix_deck_t deck;
  memset(&deck, 0, sizeof deck);
  for (int a = 0; a < argc; a++) {
    /* a side given by its ID is a card of its own, without a number */
    int rc = load(argv[a], &deck, "");
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
  int st = print_deck(o, &deck, t0);
  polyminix_deck_free(&deck);
  return st;
}

/* design: one card of the designer's figure made (as generate makes it),
 * its card text on standard output, and printed; an exit status. */
static int cmd_design(const opts_t *o) {
  double t0 = px_now();
  pieceset_t kit;
  if (cards_kit(o, &kit) != PX_EXIT_OK) return PX_EXIT_USAGE;
  polyminix_deck_t deck;
  int st = design_card(o, &kit, &deck);
  pieceset_free(&kit);
  if (st != PX_EXIT_OK) return st;
  errno = 0;
  if (polyminix_deck_write(&deck, stdout) != 0) {
    px_error(_("cards: cannot write '%s': %s"), _("standard output"),
             strerror(errno ? errno : EIO));
    px_stdout_reported();
    st = PX_EXIT_IO;
  }
  if (st == PX_EXIT_OK) st = print_deck(o, &deck, t0);
  polyminix_deck_free(&deck);
  return st;
}

static int cmd_kit(const opts_t *o) {
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

static int cmd_problems(const opts_t *o) {
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

static int cmd_scoresheet(const opts_t *o) {
  pmxd_opts_t d;
  draw_opts(o, &d);
  char err[600] = "";
  return draw_rc(pmxd_print_scoresheet(o->out, &d, err, sizeof err), err);
}

/* ---- check, score: a player's answer and a game against the rules ---- */

/* Read FILE for a record; an exit status. */
static int read_record(const char *file, char **text, size_t *len) {
  return px_read_file(file, text, len);
}

/* A rule broken (STATUS 1) or bad text (-1) reported at FILE; an exit status. */
static int record_status(int status, polyminix_rule_t rule, const char *file,
                         const base_error_t *e) {
  return px_check_verdict(file, status, polyminix_rule_name(rule), e);
}

static int cmd_check(const opts_t *o, int argc, char **argv) {
  int worst = PX_EXIT_OK;
  for (int a = 0; a < argc; a++) {
    char *text;
    size_t len;
    int st = read_record(argv[a], &text, &len);
    if (st != PX_EXIT_OK) return st;
    polyminix_answer_t ans;
    polyminix_rule_t rule;
    base_error_t e;
    memset(&e, 0, sizeof e);
    int r = polyminix_answer_check(text, len, o->kit, &ans, &rule, &e);
    free(text);
    st = record_status(r, rule, argv[a], &e);
    if (st == PX_EXIT_OK && ans.problem)
      printf(_("%s: problem: the answer keeps every rule\n"), argv[a]);
    else if (st == PX_EXIT_OK)
      printf(_("%s: box %d: the answer keeps every rule\n"), argv[a], ans.box + 1);
    polyminix_answer_free(&ans);
    if (st == PX_EXIT_DATA || st == PX_EXIT_SOFTWARE) return st;
    if (st != PX_EXIT_OK) worst = st;
  }
  if (fflush(stdout) != 0) return PX_EXIT_IO;
  return worst;
}

/* The state of game G on one line. */
static void print_game(const char *file, const polyminix_game_t *g) {
  printf(ngettext("%s: %d turn;", "%s: %d turns;", (unsigned long)g->turns), file, g->turns);
  for (int i = 0; i < g->nplayers; i++) printf("%s %s %d", i ? "," : "", g->names[i], g->score[i]);
  if (g->winner >= 0) {
    printf(_("; %s wins\n"), g->names[g->winner]);
  } else if (polyminix_game_tied(g)) {
    printf(_("; tied at %d or more, playing on alone:"), POLYMINIX_GOAL);
    for (int i = 0; i < g->nplayers; i++)
      if (g->playing[i]) printf(" %s", g->names[i]);
    printf("\n");
  } else {
    printf(_("; nobody has %d points yet\n"), POLYMINIX_GOAL);
  }
}

static int cmd_score(int argc, char **argv) {
  int worst = PX_EXIT_OK;
  for (int a = 0; a < argc; a++) {
    char *text;
    size_t len;
    int st = read_record(argv[a], &text, &len);
    if (st != PX_EXIT_OK) return st;
    polyminix_game_t g;
    polyminix_rule_t rule;
    base_error_t e;
    memset(&e, 0, sizeof e);
    int r = polyminix_game_check(text, len, &g, &rule, &e);
    free(text);
    st = record_status(r, rule, argv[a], &e);
    if (st == PX_EXIT_OK) print_game(argv[a], &g);
    if (st == PX_EXIT_DATA || st == PX_EXIT_SOFTWARE) return st;
    if (st != PX_EXIT_OK) worst = st;
  }
  if (fflush(stdout) != 0) return PX_EXIT_IO;
  return worst;
}

/* ---- play: simulated games ---- */

static int cmd_play(const opts_t *o) {
  polyminix_sim_opts_t so;
  polyminix_sim_opts_init(&so);
  so.players = o->players;
  so.games = o->games;
  so.seed = o->seed;
  polyminix_sim_stats_t st;
  if (polyminix_simulate(&so, &st) != 0) {
    px_error(_("cards: play: a simulated turn broke a rule (internal error)"));
    return PX_EXIT_SOFTWARE;
  }
  printf(ngettext("%d game, %d players of equal skill, seed %llu, the rulebook's TURNO die\n",
                  "%d games, %d players of equal skill, seed %llu, the rulebook's TURNO die\n",
                  (unsigned long)st.games),
         st.games, so.players, (unsigned long long)so.seed);
  printf(_("mean turns %.2f, ties at %d or more in %.1f%% of games\n"), (double)st.turns / st.games,
         POLYMINIX_GOAL, 100.0 * (double)st.ties / st.games);
  for (int p = 0; p < so.players; p++)
    printf(_("player %d: wins %.1f%%, mean final score %.2f\n"), p + 1, 100.0 * st.wins[p] / st.games,
           (double)st.score[p] / st.games);
  return fflush(stdout) != 0 ? PX_EXIT_IO : PX_EXIT_OK;
}

/* ---- options ---- */

static int bad_usage(const char *fmt, const char *arg) {
  if (dist_rank(px_group()) != 0) return PX_EXIT_USAGE; /* under mpirun, rank 0 speaks */
  fprintf(stderr, "polyx: cards: ");
  fprintf(stderr, fmt, arg);
  fputc('\n', stderr);
  px_usage_hint("cards");
  return PX_EXIT_USAGE;
}

/* The actions, named in acts[]. */
enum {
  ACT_GENERATE,
  ACT_VERIFY,
  ACT_PRINT,
  ACT_KIT,
  ACT_PROBLEMS,
  ACT_SCORESHEET,
  ACT_CHECK,
  ACT_SCORE,
  ACT_PLAY,
  ACT_DESIGN
};

static void opts_init(opts_t *o) {
  memset(o, 0, sizeof *o);
  o->budget = 200000;
  o->seed = 1;
  o->cards = 49;
  o->lv[0] = o->lv[1] = o->lv[2] = 1;
  o->jobs = 0;
  o->answers = 1;
  o->copies = 0; /* a full page */
  o->games = 1000;
  o->players = POLYMINIX_MAX_PLAYERS;
  o->area_lo = 20;
  o->area_hi = 40;
  o->lang = "en";
  o->paper_w = o->paper_h = -1;
  o->level = POLYMINIX_LEVEL_NONE;
}

/* ARG, the argument of --NAME, as a whole number from LO to HI into
 * *OUT: -1 to go on, else the exit status of a usage error. */
static int int_option(const char *name, const char *arg, int lo, int hi, int *out) {
  char opt[40];
  uint64_t v;
  snprintf(opt, sizeof opt, "--%s", name);
  if (px_number_arg("cards", opt, arg, (uint64_t)lo, (uint64_t)hi, &v) != 0) return PX_EXIT_USAGE;
  *out = (int)v;
  return -1;
}

/* Option C with its argument ARG into the opts_t VO: -1 to go on, else an
 * exit status. */
static int parse_option(void *vo, int c, const char *arg) {
  opts_t *o = vo;
  switch (c) {
    case 'k': {
      int rc = px_pieces_arg("--kit", arg, &o->kit);
      if (rc != PX_EXIT_OK) return rc;
      break;
    }
    case 'o': o->out = arg; break;
    case 'b':
      if (px_parse_u64(arg, &o->budget) != 0)
        return bad_usage(_("--budget: '%s' is not a number"), arg);
      break;
    case 's':
      if (px_parse_u64(arg, &o->seed) != 0)
        return bad_usage(_("--seed: '%s' is not a number"), arg);
      break;
    case 'n': o->cards_arg = arg; break; /* a number or a pick, by the action */
    case 'j': return px_jobs_arg("cards", arg, POLYMINIX_MAX_JOBS, &o->jobs) ? PX_EXIT_USAGE : -1;
    case OPT_LEVELS: {
      int a, b, cc;
      char tail;
      if (sscanf(arg, "%d:%d:%d%c", &a, &b, &cc, &tail) != 3 || a < 0 || b < 0 || cc < 0 ||
          a + b + cc == 0 || a > 1000 || b > 1000 || cc > 1000)
        return bad_usage(_("--levels: '%s' is not G:Y:R (e.g. 1:1:1)"), arg);
      o->lv[0] = a;
      o->lv[1] = b;
      o->lv[2] = cc;
      break;
    }
    case OPT_AREA: {
      int a, b;
      char tail;
      if (sscanf(arg, "%d:%d%c", &a, &b, &tail) != 2 || a < 2 || b < a || b > 64)
        return bad_usage(_("--area: '%s' is not LO:HI (2 <= LO <= HI <= 64)"), arg);
      o->area_lo = a;
      o->area_hi = b;
      break;
    }
    case OPT_UNIQUE: o->unique = 1; break;
    case OPT_FIGURE:
      if (o->nfigures == MAX_FIGURES) return bad_usage(_("at most 64 --figure options%s"), "");
      o->figures[o->nfigures++] = arg;
      break;
    case OPT_FIGURE_A:
    case OPT_FIGURE_B: o->fig_side[c == OPT_FIGURE_B] = arg; break;
    case OPT_LEVEL: {
      static const char *const lv[] = {"1", "2", "3", "green", "yellow", "red"};
      o->level = POLYMINIX_LEVEL_NONE;
      for (int i = 0; i < 6; i++)
        if (strcmp(arg, lv[i]) == 0) o->level = i % 3;
      if (o->level == POLYMINIX_LEVEL_NONE)
        return bad_usage(_("--level: '%s' is not 1, 2 or 3 (green, yellow, red)"), arg);
      break;
    }
    case OPT_NAME:
    case OPT_TITLE: {
      base_error_t e;
      memset(&e, 0, sizeof e);
      if (polyminix_text_check(arg, c == OPT_NAME, &e) != 0) {
        char msg[300];
        snprintf(msg, sizeof msg, "%s: %s", c == OPT_NAME ? "--name" : "--title", e.msg);
        return bad_usage("%s", msg);
      }
      *(c == OPT_NAME ? &o->name : &o->title) = arg;
      break;
    }
    case OPT_BOX: {
      /* [A|B]N=WORD: box N of side A, B or both as the designer gives it, read by the box's
       * own reader */
      base_error_t e;
      memset(&e, 0, sizeof e);
      int side = arg[0] == 'A' ? 0 : arg[0] == 'B' ? 1 : -1;
      const char *n = arg + (side >= 0);
      if (n[0] < '1' || n[0] > '6' || n[1] != '=')
        return bad_usage(_("--box: '%s' is not [A|B]N=WORD (N from 1 to 6, e.g. 1=F,I,L,P,I2)"),
                         arg);
      int b = n[0] - '1';
      polyminix_box_t box;
      if (polyminix_box_parse(b, n + 2, &box, &e) != 0) {
        char msg[300];
        snprintf(msg, sizeof msg, _("--box: '%s': box %d: %s"), arg, b + 1, e.msg);
        return bad_usage("%s", msg);
      }
      for (int j = 0; j < 2; j++)
        if (side < 0 || side == j) {
          o->box[j][b] = box;
          o->kept[j][b] = 1;
        }
      break;
    }
    case OPT_DRAFT: o->draft = 1; break;
    case 'q': o->quiet = 1; break;
    case OPT_CELL: {
      char *end;
      errno = 0;
      double x = strtod(arg, &end);
      if (end == arg || *end || errno || !(x >= 2 && x <= 40))
        return bad_usage(_("--cell-mm: '%s' is not a number from 2 to 40"), arg);
      o->cell_mm = x;
      break;
    }
    case OPT_NO_ANSWERS: o->answers = 0; break;
    case OPT_COPIES: return int_option("copies", arg, 1, MAX_COPIES, &o->copies);
    case OPT_GAMES: return int_option("games", arg, 1, MAX_GAMES, &o->games);
    case OPT_PLAYERS: return int_option("players", arg, 2, POLYMINIX_MAX_PLAYERS, &o->players);
    case 'h': usage(stdout); return PX_EXIT_OK;
    default: break; /* getopt_long returns no other code */
  }
  return -1;
}

/* The arguments of action AI checked; -1 when fine, else an exit status. */
static int check_args(int ai, const char *act, opts_t *o, int nargs) {
  if (o->kit) {
    pieceset_t kit;
    base_error_t e;
    memset(&e, 0, sizeof e);
    if (polyminix_kit_parse(o->kit, &kit, &e) != 0) {
      if (e.file[0])
        px_error_at(e.file, e.line, e.col, "%s", e.msg);
      else
        px_error(_("cards: --kit: %s (column %lu)"), e.msg, e.col);
      return PX_EXIT_USAGE;
    }
    pieceset_free(&kit);
  }
  if (o->cards_arg && ai == ACT_PRINT) {
    o->pick = o->cards_arg; /* checked against the deck once it is read */
  } else if (o->cards_arg) {
    int rc = int_option("cards", o->cards_arg, 1, MAX_CARDS, &o->cards);
    if (rc >= 0) return rc;
  }
  int prints = ai == ACT_PRINT || ai == ACT_DESIGN;
  if (o->draft && !prints) return bad_usage(_("%s prints no card: --draft cannot be honoured"), act);
  if (o->title && !prints && ai != ACT_GENERATE)
    return bad_usage(_("%s prints no card: --title cannot be honoured"), act);
  int designs = ai == ACT_GENERATE || ai == ACT_DESIGN;
  int kept = 0;
  for (int b = 0; b < 2 * POLYMINIX_NBOXES; b++) kept |= o->kept[b / POLYMINIX_NBOXES][b % POLYMINIX_NBOXES];
  if (!designs && (o->fig_side[0] || o->fig_side[1] || o->level >= 0 || o->name || kept))
    return bad_usage(_("%s makes no card: --figure-a, --figure-b, --level, --name and --box are "
                       "for generate and design"),
                     act);
  if ((o->fig_side[0] || o->fig_side[1]) && o->nfigures)
    return bad_usage(_("--figure gives both sides: not with --figure-a or --figure-b%s"), "");
  int figured = o->nfigures || o->fig_side[0] || o->fig_side[1];
  if (designs && (kept || o->name) && !figured)
    return bad_usage(_("--box and --name make one card of a figure: give --figure, --figure-a "
                       "or --figure-b%s"),
                     "");
  if (ai == ACT_DESIGN && !figured)
    return bad_usage(_("design: no figure (--figure, --figure-a, --figure-b)%s"), "");
  if (o->fig_side[1] && !o->fig_side[0])
    return bad_usage(_("--figure-b: side B needs a side A (--figure-a)%s"), "");
  if (designs && o->level >= 0 && !figured)
    return bad_usage(_("--level: the level of a given figure's challenges; give --figure, "
                       "--figure-a or --figure-b%s"),
                     "");
  if (o->cards_arg && designs && (ai == ACT_DESIGN || one_card(o)))
    return bad_usage(_("--cards: --figure-a, --box and --name make one card%s"), "");
  if (ai == ACT_DESIGN && o->nfigures > 1)
    return bad_usage(_("design: one --figure (both sides), or --figure-a and --figure-b%s"), "");
  int takes_files = ai == ACT_VERIFY || ai == ACT_PRINT || ai == ACT_CHECK || ai == ACT_SCORE;
  int draws = ai == ACT_PRINT || ai == ACT_KIT || ai == ACT_SCORESHEET || ai == ACT_DESIGN;
  int drawn = draws || (ai == ACT_PROBLEMS && o->out && strcmp(o->out, "-") != 0);
  if (!drawn && (o->given & CARDS_PAGE_ONLY)) {
    unsigned bit = o->given & CARDS_PAGE_ONLY;
    bit &= -bit;
    char msg[96];
    snprintf(msg, sizeof msg, _("%s draws no page: --%s cannot be honoured"), act,
             render_args_name(bit));
    return bad_usage("%s", msg);
  }
  if ((o->given & RA_CUT) && ai != ACT_KIT)
    /* TRANSLATORS: keep --cut-contour; %s is the action. */
    return bad_usage(_("%s has no pieces to cut out: --cut-contour is the kit's"), act);
  if ((o->given & RA_CUT) && o->out && draw_format_from(NULL, o->out) != DRAW_PDF &&
      draw_format_from(NULL, o->out) != DRAW_TRACE)
    return bad_usage(_("--cut-contour needs a PDF (a spot colour): '%s' is not one"), o->out);
  if (o->cell_mm > 0 && !prints && ai != ACT_KIT)
    return bad_usage(_("%s draws no pieces at a cell size: --cell-mm cannot be honoured"), act);
  if (takes_files && nargs == 0)
    return bad_usage(ai == ACT_CHECK || ai == ACT_SCORE ? _("%s: no record file")
                                                        : _("%s: no card file or ID"),
                     act);
  if (!takes_files && nargs > 0) return bad_usage(_("%s takes no file arguments"), act);
  if (draws && !o->out) {
    if (dist_rank(px_group()) != 0) return PX_EXIT_USAGE;
    char what[64];
    snprintf(what, sizeof what, "cards %.40s", act);
    /* TRANSLATORS: the command, then the formats; keep "-o FILE". */
    px_error(_("%s: -o FILE is required (%s)"), what, ".pdf, .svg, .png");
    px_usage_hint("cards");
    return PX_EXIT_USAGE;
  }
  if ((draws || (ai == ACT_PROBLEMS && o->out)) && draw_format_from(NULL, o->out) < 0)
    return bad_usage(_("cannot tell the format of '%s': use .pdf, .svg or .png"), o->out);
  return -1;
}

/* The action named ACT, or -1. */
static int action(const char *act) {
  static const char *const acts[] = {
      [ACT_GENERATE] = "generate", [ACT_VERIFY] = "verify",     [ACT_PRINT] = "print",
      [ACT_KIT] = "kit",           [ACT_PROBLEMS] = "problems", [ACT_SCORESHEET] = "scoresheet",
      [ACT_CHECK] = "check",       [ACT_SCORE] = "score",       [ACT_PLAY] = "play",
      [ACT_DESIGN] = "design",     [ACT_DESIGN + 1] = NULL};
  for (int i = 0; acts[i]; i++)
    if (strcmp(act, acts[i]) == 0) return i;
  return -1;
}

/* The options of the action (ARGV[0]) into O, the drawing options into
 * *RA: -1 to go on (optind at the first file), else an exit status. */
static int cards_parse(int argc, char **argv, opts_t *o, render_opts_t *ra) {
  static const struct option own[] = {{"kit", required_argument, NULL, 'k'},
                                      {"output", required_argument, NULL, 'o'},
                                      {"budget", required_argument, NULL, 'b'},
                                      {"seed", required_argument, NULL, 's'},
                                      {"cards", required_argument, NULL, 'n'},
                                      {"levels", required_argument, NULL, OPT_LEVELS},
                                      {"unique", no_argument, NULL, OPT_UNIQUE},
                                      {"figure", required_argument, NULL, OPT_FIGURE},
                                      {"area", required_argument, NULL, OPT_AREA},
                                      {"jobs", required_argument, NULL, 'j'},
                                      {"quiet", no_argument, NULL, 'q'},
                                      {"cell-mm", required_argument, NULL, OPT_CELL},
                                      {"no-answers", no_argument, NULL, OPT_NO_ANSWERS},
                                      {"copies", required_argument, NULL, OPT_COPIES},
                                      {"help", no_argument, NULL, 'h'},
                                      {"games", required_argument, NULL, OPT_GAMES},
                                      {"players", required_argument, NULL, OPT_PLAYERS},
                                      {"draft", no_argument, NULL, OPT_DRAFT},
                                      {"title", required_argument, NULL, OPT_TITLE},
                                      {"figure-a", required_argument, NULL, OPT_FIGURE_A},
                                      {"figure-b", required_argument, NULL, OPT_FIGURE_B},
                                      {"level", required_argument, NULL, OPT_LEVEL},
                                      {"name", required_argument, NULL, OPT_NAME},
                                      {"box", required_argument, NULL, OPT_BOX}};
  const ra_parser_t p = {.cmd = "cards",
                         .shortopts = "k:o:b:s:n:j:qh",
                         .own = own,
                         .nown = (int)(sizeof own / sizeof *own),
                         .mask = CARDS_RENDER_OPTS,
                         .option = parse_option,
                         .ctx = o};
  int st = render_args_parse(&p, argc, argv, ra, &o->given);
  if (st >= 0) return st;
  /* --paper, --lang, --bw: parsed as polyx render does, copied here */
  o->paper_w = ra->paper_w;
  o->paper_h = ra->paper_h;
  o->lang = ra->lang;
  o->bw = ra->bw;
  o->page = ra;
  return -1;
}

int cmd_cards(int argc, char **argv) {
  render_opts_t ra;
  render_opts_init(&ra);
  char note[192] = "";
  ra.note = note;
  ra.notelen = sizeof note;
  px_note_pending("cards", note);
  opts_t o;
  opts_init(&o);
  if (argc >= 2 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)) {
    usage(stdout);
    return PX_EXIT_OK;
  }
  if (argc < 2)
    return bad_usage(_("no action (generate, design, verify, print, kit, problems, scoresheet, "
                       "check, score, play)%s"),
                     "");
  const char *act = argv[1];
  int ai = action(act);
  if (ai < 0)
    return bad_usage(_("unknown action '%s' (generate, design, verify, print, kit, "
                       "problems, scoresheet, check, score, play)"),
                     act);
  /* getopt_long's messages begin with argv[0]: "polyx: cards generate: unrecognized option" */
  static char prefix[96];
  snprintf(prefix, sizeof prefix, "%.40s %.40s", argv[0], act);
  argc--;
  argv++;
  argv[0] = prefix;
  int r = cards_parse(argc, argv, &o, &ra);
  if (r >= 0) return r;
  int nargs = argc - optind;
  char **args = argv + optind;
  /* Under mpirun, only the generation of a deck is spread over the processes. */
  if (ai != ACT_GENERATE) {
    char what[80];
    snprintf(what, sizeof what, "cards %.60s", act);
    int gs = px_group_refuse(what);
    if (gs >= 0) return gs;
  }
  r = check_args(ai, act, &o, nargs);
  if (r >= 0) return r;
  switch (ai) {
    case ACT_GENERATE: return cmd_generate(&o);
    case ACT_VERIFY: return cmd_verify(&o, nargs, args);
    case ACT_PRINT: return render_args_noted("cards", &ra, cmd_print(&o, nargs, args));
    case ACT_KIT: return render_args_noted("cards", &ra, cmd_kit(&o));
    case ACT_PROBLEMS: return render_args_noted("cards", &ra, cmd_problems(&o));
    case ACT_CHECK: return cmd_check(&o, nargs, args);
    case ACT_SCORE: return cmd_score(nargs, args);
    case ACT_PLAY: return cmd_play(&o);
    case ACT_DESIGN: return render_args_noted("cards", &ra, cmd_design(&o));
    default: return render_args_noted("cards", &ra, cmd_scoresheet(&o));
  }
}
