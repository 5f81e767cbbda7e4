/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* cmd_cards.c: `polyx cards`, Polyminix challenge cards: the options and the actions' dispatch,
 * verify, check, score, play (generate in cmd_cards_design.c; print, design, kit, problems, score
 * sheet in cmd_cards_print.c). */
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

/* The drawing options polyx cards shares with polyx render. */
#define CARDS_RENDER_OPTS                                                                          \
  (RA_PAPER | RA_NUP | RA_NO_CROP | RA_BLEED | RA_BW | RA_DPI | RA_LANG | RA_LAYOUT | RA_INK |     \
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

/* Read FILE (or an ID: a card of its own, one side, named IDNAME) into
 * DECK; an exit status. */
int cards_load(const char *arg, polyminix_deck_t *deck, const char *idname) {
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
int cards_kit(const cards_opts_t *o, pieceset_t *kit) {
  base_error_t e;
  if (polyminix_kit_parse(o->kit, kit, &e) != 0) {
    px_error(_("cards: --kit: %s"), e.msg);
    return PX_EXIT_USAGE;
  }
  return PX_EXIT_OK;
}

/* The kit of side S (its own spec, else the command line's). */
int cards_side_kit(const polyminix_side_t *s, const cards_opts_t *o, pieceset_t *kit,
                   const char *file) {
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
static void report_side(const cards_opts_t *o, const char *file, const polyminix_card_t *card,
                        int j, const polyminix_side_result_t *r, tally_t *t) {
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
static char verify_what[] = "cards verify";
void cards_sides_progress(void *ctx, int done, int total) {
  px_progress(ctx, done, total);
}

static int verify_one(const cards_opts_t *o, const char *arg, tally_t *t) {
  polyminix_deck_t deck;
  memset(&deck, 0, sizeof deck);
  int kr = cards_load(arg, &deck, "id");
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
      kr = cards_side_kit(&deck.cards[i / 2].side[i % 2], o, &kits[i], file);
  if (kr == PX_EXIT_OK &&
      polyminix_verify_deck(&deck, kits, o->budget, px_jobs(o->jobs, POLYMINIX_MAX_JOBS), NULL, res,
                            cards_sides_progress, verify_what) != 0) {
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

static int cmd_verify(const cards_opts_t *o, int argc, char **argv) {
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

static int cmd_check(const cards_opts_t *o, int argc, char **argv) {
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

static int cmd_play(const cards_opts_t *o) {
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
    printf(_("player %d: wins %.1f%%, mean final score %.2f\n"), p + 1,
           100.0 * st.wins[p] / st.games, (double)st.score[p] / st.games);
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

static void opts_init(cards_opts_t *o) {
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

/* One of the options that make or name a card (--figure-a, --figure-b, --level, --name, --title,
 * --box), C with its argument ARG, into O: -1 to go on, else an exit status. */
static int design_option(cards_opts_t *o, int c, const char *arg) {
  switch (c) {
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
    default: break; /* parse_option passes no other code */
  }
  return -1;
}

/* Option C with its argument ARG into the cards_opts_t VO: -1 to go on, else an
 * exit status. */
static int parse_option(void *vo, int c, const char *arg) {
  cards_opts_t *o = vo;
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
    case OPT_FIGURE_B:
    case OPT_LEVEL:
    case OPT_NAME:
    case OPT_TITLE:
    case OPT_BOX: return design_option(o, c, arg);
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
static int check_args(int ai, const char *act, cards_opts_t *o, int nargs) {
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
  if (o->draft && !prints)
    return bad_usage(_("%s prints no card: --draft cannot be honoured"), act);
  if (o->title && !prints && ai != ACT_GENERATE)
    return bad_usage(_("%s prints no card: --title cannot be honoured"), act);
  int designs = ai == ACT_GENERATE || ai == ACT_DESIGN;
  int kept = 0;
  for (int b = 0; b < 2 * POLYMINIX_NBOXES; b++)
    kept |= o->kept[b / POLYMINIX_NBOXES][b % POLYMINIX_NBOXES];
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
  if (o->cards_arg && designs && (ai == ACT_DESIGN || cards_one_card(o)))
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
  if ((o->given & RA_CUT) && ai != ACT_KIT) /* TRANSLATORS: keep --cut-contour; %s is the action. */
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
static int cards_parse(int argc, char **argv, cards_opts_t *o, render_opts_t *ra) {
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
  cards_opts_t o;
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
    case ACT_GENERATE: return cards_generate(&o);
    case ACT_VERIFY: return cmd_verify(&o, nargs, args);
    case ACT_PRINT: return render_args_noted("cards", &ra, cards_print(&o, nargs, args));
    case ACT_KIT: return render_args_noted("cards", &ra, cards_print_kit(&o));
    case ACT_PROBLEMS: return render_args_noted("cards", &ra, cards_problems(&o));
    case ACT_CHECK: return cmd_check(&o, nargs, args);
    case ACT_SCORE: return cmd_score(nargs, args);
    case ACT_PLAY: return cmd_play(&o);
    case ACT_DESIGN: return render_args_noted("cards", &ra, cards_design(&o));
    default: return render_args_noted("cards", &ra, cards_scoresheet(&o));
  }
}
