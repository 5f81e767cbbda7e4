/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* cmd_polyssimo_book.c: `polyx polyssimo puzzle`, `book` and `verify`: footprint puzzles
 * generated, printed and counted, game records checked. */
#include <config.h>

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "src/cmd_polyssimo.h"
#include "games/game.h"
#include "dist/dist.h"
#include "output/i18n.h"
#include "src/polyx.h"

/* ---- Puzzles ----------------------------------------------------------------- */

static void gen_req(const psc_opts_t *o, polyssimo_gen_req_t *r) {
  polyssimo_gen_req_init(r);
  r->w = o->w, r->h = o->h, r->pieces = o->pieces;
  r->level = o->level, r->hand = o->hand, r->tries = o->tries;
  /* Ctrl-C (when caught: psc_puzzle) stops the generation before its next draw. */
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

static int gen_one(const psc_opts_t *o, int level, uint64_t seed, polyssimo_generated_t *out) {
  polyssimo_gen_req_t r;
  base_error_t e;
  gen_req(o, &r);
  return gen_report(polyssimo_gen_level(&r, level, seed, out, &e), &e, seed, out);
}

/* Parse a generation ID into O (board, level or hand) and *SEED. */
int psc_parse_gen_id(const char *id, psc_opts_t *o, uint64_t *seed) {
  polyssimo_gen_req_t r;
  gen_req(o, &r);
  if (polyssimo_gen_id_parse(id, &r, seed) != 0) return -1;
  o->w = r.w, o->h = r.h, o->level = r.level, o->hand = r.hand;
  return 0;
}

static void print_puzzle(const psc_opts_t *o, int book, const polyssimo_generated_t *g, int last) {
  char gid[96];
  polyssimo_gen_id(g, gid, sizeof gid);
  if (book || o->output) {
    /* The psc_drawn puzzles' IDs, one a line (polyssimo verify reads them back); their search
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
static int puzzle_level(const psc_opts_t *o, int book, int per, size_t i, uint64_t *seed) {
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
  const psc_opts_t *o;
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
static int gen_all(const psc_opts_t *o, int book, int per, int total, polyssimo_generated_t *ps,
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

int psc_puzzle(const psc_opts_t *o, int book) {
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
    psc_draw_opts(o, NULL, legend, sizeof legend, &d);
    rc = psc_drawn(o, psd_book_check(o->output, &d, total, err, sizeof err), err);
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
  double t0 = psc_now(), wall0 = px_now();
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
              made, psc_now() - t0);
    if (o->output) {
      psd_opts_t d;
      char legend[600];
      polyssimo_geo_t g;
      int have = polyssimo_geo_from_spec(&g, o->pieces, o->w, o->h, NULL) == 0;
      psc_draw_opts(o, have ? &g : NULL, legend, sizeof legend, &d);
      if (have) polyssimo_geo_free(&g);
      char err[256];
      render_status_t st =
          psd_book(o->output, &d, ps, made,
                   book ? "polyx polyssimo book" : "polyx polyssimo puzzle", err, sizeof err);
      rc = psc_drawn(o, st, err);
      if (!rc) {
        char what[4400];
        /* TRANSLATORS: the summary line: puzzles, the file(s) written, seconds. */
        fprintf(stderr,
                ngettext("%d puzzle, unique by two counts: %s, %.0f s\n",
                         "%d puzzles, each unique by two counts: %s, %.0f s\n", made),
                made, px_written(o->output, wall0, what, sizeof what, NULL), psc_now() - t0);
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
static int verify_text(const psc_opts_t *o, const char *arg, char **text, size_t *len,
                       const char **file) {
  *file = arg;
  if (!strncmp(arg, "polyssimo:", 10) && strchr(arg, '#')) {
    psc_opts_t o2 = *o;
    uint64_t seed;
    polyssimo_generated_t gp;
    if (psc_parse_gen_id(arg, &o2, &seed) != 0) {
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
static int verify_print(const psc_opts_t *o, const polyssimo_puzzle_t *p, char *sol,
                        const char *why) {
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
  psc_draw_opts(o, have ? &g : NULL, legend, sizeof legend, &d);
  if (have) polyssimo_geo_free(&g);
  d.draft = why;
  return psc_drawn(o, psd_book(o->output, &d, &gp, 1, "polyx polyssimo verify", err, sizeof err),
                   err);
}

/* Count the puzzle's solutions both ways and print them; with -o, draw its card (a puzzle that
 * does not hold only as a --draft). */
static int verify_puzzle(const psc_opts_t *o, const char *file, const polyssimo_puzzle_t *p) {
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

int psc_verify(const psc_opts_t *o, const char *arg) {
  char *text = NULL;
  size_t len = 0;
  const char *file;
  /* the output can be written and the card fits the paper: known before the count */
  int rc = o->output ? px_output_check("polyssimo", o->output) : 0;
  if (!rc && o->output) {
    psd_opts_t d;
    char legend[600], err[600];
    psc_draw_opts(o, NULL, legend, sizeof legend, &d);
    rc = psc_drawn(o, psd_book_check(o->output, &d, 1, err, sizeof err), err);
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
