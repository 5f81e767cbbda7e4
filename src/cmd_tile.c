/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* cmd_tile.c: `polyx tile`, tile a region with polyominoes: find, count, list, check uniqueness. */
#include <config.h>

#include <errno.h>
#include <inttypes.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "poly/burr.h"
#include "poly/pieceset.h"
#include "poly/region.h"
#include "poly/tiling.h"
#include "poly/tiling_text.h"
#include "output/afile.h"
#include "output/render.h"
#include "src/render_args.h"
#include "src/polyx.h"
#include "src/tile_args.h"
#include "src/tile_spread.h"

static double now_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

typedef struct printer {
  tiling_t *t;
  int w, h;
  tiling_text_t text; /* the letters of the tilings printed */
  int print;          /* print each tiling */
  int found;
  int write_failed;
  int write_errno;  /* why the tilings could not be written */
  int *hold, nhold; /* --unique: the first tiling */
  /* --output: the tilings kept for drawing, placements sorted by piece */
  int keep;
  int *kept;
  size_t nkept, capkept;
  int nkeep_tilings;
  int oom;
  /* progress */
  int progress_on, progress_shown;
  double start, last;
  int flush_each; /* stdout flushed after each tiling: it goes where stderr goes, or to a
                     terminal, so a legend line and its tiling come out in order */
} printer_t;

/* Do stdout and stderr end in the same place (a terminal, or the same file or pipe)? */
static int same_place(void) {
  struct stat o, e;
  if (isatty(STDOUT_FILENO)) return 1;
  if (fstat(STDOUT_FILENO, &o) != 0 || fstat(STDERR_FILENO, &e) != 0) return 1;
  return o.st_dev == e.st_dev && o.st_ino == e.st_ino;
}

static int printer_init(printer_t *p, tiling_t *t) {
  memset(p, 0, sizeof *p);
  p->t = t;
  tiling_region_size(t, &p->w, &p->h);
  return tiling_text_init(&p->text, t);
}

static void printer_free(printer_t *p) {
  tiling_text_free(&p->text);
  free(p->hold);
  free(p->kept);
}

static int cmp_int(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

/* Keep a tiling for --output: its length, then its placements by piece. */
static int keep_tiling(printer_t *p, const int *place, int n) {
  if (p->nkept + (size_t)n + 1 > p->capkept) {
    size_t nc = p->capkept ? p->capkept * 2 : 1024;
    while (nc < p->nkept + (size_t)n + 1) nc *= 2;
    int *nk = realloc(p->kept, nc * sizeof *nk);
    if (!nk) {
      p->oom = 1;
      return 1;
    }
    p->kept = nk;
    p->capkept = nc;
  }
  int *dst = p->kept + p->nkept;
  dst[0] = n;
  /* order by piece (then placement id): with a fixed set, piece k gets colour k */
  for (int k = 0; k < n; k++) {
    const tiling_place_t *pl = tiling_placement(p->t, place[k]);
    dst[1 + k] = pl->piece * (tiling_placement_count(p->t) + 1) + place[k];
  }
  qsort(dst + 1, (size_t)n, sizeof *dst, cmp_int);
  for (int k = 0; k < n; k++) dst[1 + k] %= tiling_placement_count(p->t) + 1;
  p->nkept += (size_t)n + 1;
  p->nkeep_tilings++;
  return 0;
}

/* The cards of the kept tilings, as render_grids wants them: per card its
 * grid of indices (placements 0..maxn-1, then the letters already in the
 * region), names, colours and caption. */
typedef struct tile_cards {
  int nt, maxn, npre, nidx;
  int pre_index[128];  /* per letter already in the region: its index, or -1 */
  char (*prenames)[2]; /* per such letter: its name */
  render_grid_t *grids;
  int **cells, **colors;
  const char ***names;
  char **caps;
} tile_cards_t;

static void tile_cards_free(tile_cards_t *c) {
  for (int k = 0; k < c->nt; k++) {
    if (c->cells) free(c->cells[k]);
    if (c->names) free(c->names[k]);
    if (c->caps) free(c->caps[k]);
    if (c->colors) free(c->colors[k]);
  }
  free(c->caps);
  free(c->colors);
  free(c->cells);
  free(c->names);
  free(c->grids);
  free(c->prenames);
}

/* Index the letters already in region R after the MAXN placements and
 * allocate the per-card arrays of NT cards; -1 when out of memory. */
static int tile_cards_init(tile_cards_t *c, const region_t *r, int maxn, int nt) {
  memset(c, 0, sizeof *c);
  c->nt = nt;
  c->maxn = maxn;
  for (int i = 0; i < 128; i++) c->pre_index[i] = -1;
  for (size_t j = 0; j < (size_t)r->w * r->h; j++) {
    unsigned char ch = (unsigned char)r->cells[j];
    if (tiling_text_is_letter((char)ch) && c->pre_index[ch] < 0) c->pre_index[ch] = maxn + c->npre++;
  }
  c->nidx = maxn + c->npre;
  size_t n1 = (size_t)(nt ? nt : 1);
  c->grids = calloc(n1, sizeof *c->grids);
  c->cells = calloc(n1, sizeof *c->cells);
  c->names = calloc(n1, sizeof *c->names);
  c->caps = calloc(n1, sizeof *c->caps);
  c->colors = calloc(n1, sizeof *c->colors);
  c->prenames = calloc((size_t)c->npre + 1, sizeof *c->prenames);
  if (!c->grids || !c->cells || !c->names || !c->prenames || !c->caps || !c->colors) return -1;
  for (int ch = 0; ch < 128; ch++)
    if (c->pre_index[ch] >= 0) c->prenames[c->pre_index[ch] - maxn][0] = (char)ch;
  return 0;
}

/* Colours by piece identity, not by placement: a piece has the colour of
 * its index in the set on every card (copies share it); a letter already
 * in the region takes the colour of the set's piece of that name, or one
 * after the set's. */
static void tile_card_colors(const printer_t *p, const tile_cards_t *c, const int *place, int n,
                             int *colors) {
  const pieceset_t *set = tiling_pieceset(p->t);
  for (int i = 0; i < c->nidx; i++) colors[i] = i;
  for (int i = 0; i < n; i++) colors[i] = tiling_placement(p->t, place[i])->piece;
  for (int i = 0; i < c->npre; i++) {
    colors[c->maxn + i] = set->n + i;
    for (int j = 0; j < set->n; j++)
      if (set->pieces[j].name[0] == c->prenames[i][0] && !set->pieces[j].name[1]) {
        colors[c->maxn + i] = j;
        break;
      }
  }
}

/* Card K: the tiling of the N placements PLACE, captioned CAPTION (and its
 * number when there are several); -1 when out of memory. */
static int tile_card(const printer_t *p, tile_cards_t *c, int k, const int *place, int n,
                     const char *caption) {
  const region_t *r = tiling_region(p->t);
  const pieceset_t *set = tiling_pieceset(p->t);
  int w = p->w, h = p->h;
  c->cells[k] = malloc((size_t)w * h * sizeof **c->cells);
  c->names[k] = calloc((size_t)c->nidx + 1, sizeof **c->names);
  c->colors[k] = malloc(((size_t)c->nidx + 1) * sizeof **c->colors);
  size_t cl = strlen(caption) + 32;
  c->caps[k] = malloc(cl);
  if (!c->cells[k] || !c->names[k] || !c->colors[k] || !c->caps[k]) return -1;
  int *cells = c->cells[k];
  tiling_solution_grid(p->t, place, n, cells);
  for (size_t j = 0; j < (size_t)w * h; j++) {
    int g = cells[j];
    cells[j] = g >= 0                        ? g
               : g == TILING_GRID_PRECOVERED ? c->pre_index[(unsigned char)r->cells[j]]
               : g == TILING_GRID_EMPTY      ? RENDER_EMPTY
                                             : RENDER_OUTSIDE;
  }
  for (int i = 0; i < c->nidx; i++) c->names[k][i] = "";
  for (int i = 0; i < n; i++)
    c->names[k][i] = set->pieces[tiling_placement(p->t, place[i])->piece].name;
  for (int i = 0; i < c->npre; i++) c->names[k][c->maxn + i] = c->prenames[i];
  tile_card_colors(p, c, place, n, c->colors[k]);
  if (c->nt > 1)
    snprintf(c->caps[k], cl, "%s #%d", caption, k + 1);
  else
    snprintf(c->caps[k], cl, "%s", caption);
  c->grids[k] = (render_grid_t){w, h, cells, c->nidx, c->names[k], c->caps[k], c->colors[k]};
  return 0;
}

/* Draw the kept tilings to PATH, each card captioned CAPTION (and its
 * number when there are several); returns an exit status. */
static int draw_tilings(printer_t *p, const char *path, const render_opts_t *ro,
                        const char *caption) {
  tile_cards_t c;
  int rc = PX_EXIT_OK;
  if (tile_cards_init(&c, tiling_region(p->t), tiling_max_pieces(p->t), p->nkeep_tilings))
    rc = PX_EXIT_SOFTWARE;
  size_t off = 0;
  for (int k = 0; k < c.nt && rc == PX_EXIT_OK; k++) {
    int n = p->kept[off];
    if (tile_card(p, &c, k, p->kept + off + 1, n, caption)) rc = PX_EXIT_SOFTWARE;
    off += (size_t)n + 1;
  }
  if (rc == PX_EXIT_OK) {
    char err[600];
    render_status_t st = render_grids_status(path, NULL, c.grids, c.nt, ro, err, sizeof err);
    if (st == RENDER_ERR_CANCELLED) {
      px_error(_("tile: interrupted while drawing"));
      rc = PX_EXIT_BUDGET;
    } else if (st != RENDER_OK) {
      px_error(_("tile: %s"), err);
      rc = px_exit_of_render(st);
      if (st == RENDER_ERR_WRITE && strcmp(path, "-") == 0) px_stdout_reported();
    }
  } else {
    px_error(_("tile: out of memory"));
  }
  tile_cards_free(&c);
  return rc;
}

static void progress_clear(printer_t *p) {
  if (!p->progress_shown) return;
  fputs("\r\033[K", stderr);
  fflush(stderr);
  p->progress_shown = 0;
}

/* Ctrl-C: the search stops at its next progress call and reports. */
static volatile sig_atomic_t tile_interrupted;
static void on_sigint(int sig) {
  (void)sig;
  tile_interrupted = 1;
}

/* The set-up (tiling_new) polls this. */
static int setup_cancelled(void *ctx) {
  (void)ctx;
  return tile_interrupted != 0;
}

static int on_progress(void *ctx, uint64_t nodes, uint64_t solutions) {
  printer_t *p = ctx;
  if (tile_interrupted) return 1;
  if (!p->progress_on) return 0;
  double t = now_seconds();
  if (t - p->start < 1.0 || t - p->last < 0.25) return 0;
  p->last = t;
  fputc('\r', stderr);
  char words[PX_WORDS];
  /* TRANSLATORS: the tilings so far, "N nodes" (translated on its own), the seconds; the line
     is rewritten in place, hence the blank at its end. */
  fprintf(stderr,
          ngettext("%" PRIu64 " tiling, %s, %.0f s ", "%" PRIu64 " tilings, %s, %.0f s ",
                   px_plural(solutions)),
          solutions, px_nodes_words(nodes, words), t - p->start);
  fflush(stderr);
  p->progress_shown = 1;
  return 0;
}

static int print_tiling(printer_t *p, const int *place, int n) {
  progress_clear(p);
  /* Held for the whole tiling: once the search has threads, each character
   * written took and released the lock of stdout (two threads listing
   * 167,089 domino tilings of 6x8 spent a fifth of their time there). */
  flockfile(stdout);
  if (p->found > 0) putchar('\n');
  if (p->flush_each) fflush(stdout);
  errno = 0;
  tiling_text_write(&p->text, place, n, stdout, stderr);
  if (p->flush_each) fflush(stdout);
  funlockfile(stdout);
  if (ferror(stdout)) {
    p->write_errno = errno ? errno : EIO;
    p->write_failed = 1;
    return 1;
  }
  return 0;
}

static int on_solution(void *ctx, const int *place, int n) {
  printer_t *p = ctx;
  if (p->hold && p->found == 0) {
    memcpy(p->hold, place, (size_t)n * sizeof *place);
    p->nhold = n;
  }
  int stop = p->keep ? keep_tiling(p, place, n) : p->print ? print_tiling(p, place, n) : 0;
  p->found++;
  return stop;
}

/* tiling_new's status into an exit status, its message written. */
static int tile_new_status(tiling_status_t tst, const tiling_error_t *te) {
  if (tst == TILING_OK) return PX_EXIT_OK;
  if (tst == TILING_ECANCELLED) {
    px_error(_("tile: interrupted while setting up the problem"));
    return PX_EXIT_BUDGET;
  }
  px_error(_("tile: %s"), te->msg[0] ? te->msg : tiling_strerror(tst));
  return tst == TILING_ENOMEM   ? PX_EXIT_SOFTWARE
         : tst == TILING_EINVAL ? PX_EXIT_USAGE
                                : PX_EXIT_DATA;
}

/* --burr: the problem of a BurrTools file into *T. */
static int tile_setup_burr(tile_opts_t *o, tiling_t **t) {
  burr_problem_t bp;
  base_error_t e;
  memset(&e, 0, sizeof e);
  if (burr_read_file(o->burr, (int)o->problem, &bp, &e)) {
    px_error_at(e.file[0] ? e.file : o->burr, e.line, e.col, "%s", e.msg);
    return px_exit_of_cards(&e);
  }
  tiling_error_t te;
  o->spec.cancelled = setup_cancelled;
  if (bp.ranged) o->spec.piece_lo = bp.lo;
  o->spec.optional = bp.optional;
  tiling_status_t tst = tiling_new(&bp.set, &bp.region, &o->spec, t, &te);
  o->spec.piece_lo = NULL;
  o->spec.optional = NULL;
  burr_problem_free(&bp);
  return tile_new_status(tst, &te);
}

/* --emit-burr: the problem of T, and the NT tilings kept in SOLS, as a
 * BurrTools file written through a temporary file; an exit status. */
static int tile_emit_burr(const tile_opts_t *o, const tiling_t *t, const int *sols, int nt,
                          int complete) {
  afile_t af;
  char msg[600];
  base_error_t e;
  memset(&e, 0, sizeof e);
  if (afile_open(&af, o->emit_burr, msg, sizeof msg)) {
    px_error(_("tile: %s"), msg);
    return PX_EXIT_CANTCREAT;
  }
  if (burr_write(af.fp, t, &o->spec, sols, nt, complete, &e)) {
    int io = ferror(af.fp);
    afile_abort(&af);
    px_error(_("tile: --emit-burr: %s"), e.msg);
    return io ? PX_EXIT_IO : PX_EXIT_DATA;
  }
  if (afile_close(&af, msg, sizeof msg) || afile_commit(&af, msg, sizeof msg)) {
    afile_abort(&af);
    px_error(_("tile: %s"), msg);
    return PX_EXIT_IO;
  }
  return PX_EXIT_OK;
}

/* The pieces and the region into a tiling problem *T: 0, or an exit status
 * after the message. */
static int tile_setup(tile_opts_t *o, tiling_t **t) {
  pieceset_t set;
  base_error_t e;
  memset(&e, 0, sizeof e);
  if (o->burr) return tile_setup_burr(o, t);
  if (pieceset_parse_files(o->pieces, &set, &e)) {
    if (e.file[0])
      px_error_at(e.file, e.line, e.col, "%s", e.msg);
    else
      px_error(_("tile: --pieces '%s': column %lu: %s"), o->pieces, e.col, e.msg);
    return px_exit_of_cards(&e);
  }
  region_t region;
  memset(&region, 0, sizeof region);
  int status = tile_load_region(o->region, (int)o->cell, &region);
  char why[200];
  /* --output draws the region's box: past render's bound, refused before the search as
   * render refuses it. */
  if (status == PX_EXIT_OK && o->output && !render_size_ok(region.w, region.h, why, sizeof why)) {
    /* TRANSLATORS: the region (a file or a size), then why it cannot be drawn. */
    px_error(_("tile: --output: region '%s': %s"), o->region, why);
    region_free(&region);
    status = PX_EXIT_DATA;
  }
  if (status != PX_EXIT_OK) {
    pieceset_free(&set);
    return status;
  }
  tiling_error_t te;
  o->spec.cancelled = setup_cancelled;
  tiling_status_t tst = tiling_new(&set, &region, &o->spec, t, &te);
  pieceset_free(&set);
  region_free(&region);
  return tile_new_status(tst, &te);
}

/* --stats: the engine, the group, the counts, on standard error. */
static void tile_stats(const tiling_t *t, const tiling_result_t *res, double secs,
                       const char *impossible) {
  int np = tiling_placement_count(t);
  fprintf(stderr,
          ngettext("engine %s, %d placement, symmetry group of order %d (",
                   "engine %s, %d placements, symmetry group of order %d (", (unsigned long)np),
          res->engine == TILING_ENGINE_FAST ? "fast" : "dlx", np, tiling_symmetry_order(t));
  for (int k = 0; k < tiling_symmetry_order(t); k++)
    fprintf(stderr, "%s%s", k ? ", " : "", tiling_sym_name(tiling_symmetry_element(t, k)));
  fprintf(stderr, _("), symmetry breaking: %s\n"), tiling_symmetry_method(t));
  if (impossible) fprintf(stderr, _("impossible before any search: %s\n"), impossible);
  if (res->orbits)
    fprintf(stderr, _("counted by orbits: each distinct tiling found counts %d / its symmetries\n"),
            tiling_symmetry_order(t));
  /* One plural each: the tilings, the leaves, the nodes and the tasks
   * are four numbers (German: "1 Belegung (2 Blätter)"). */
  fprintf(stderr,
          ngettext("%" PRIu64 " tiling", "%" PRIu64 " tilings", px_plural(res->solutions)),
          res->solutions);
  fprintf(stderr,
          ngettext(" (%" PRIu64 " leaf), ", " (%" PRIu64 " leaves), ", px_plural(res->raw)),
          res->raw);
  fprintf(stderr, ngettext("%" PRIu64 " node, ", "%" PRIu64 " nodes, ", px_plural(res->nodes)),
          res->nodes);
  fprintf(stderr,
          ngettext("%d task, %.3f s%s\n", "%d tasks, %.3f s%s\n", (unsigned long)res->tasks),
          res->tasks, secs,
          res->end == TILING_END_BUDGET ? _(" (the budget ran out)")
          : res->end == TILING_END_MAX  ? _(" (stopped at the limit)")
                                        : "");
}

/* The exit status a finished search gives, its message written. */
static int tile_status(const tile_opts_t *o, const printer_t *pr, const tiling_result_t *res) {
  /* The last tilings may still wait in stdout's buffer (it is flushed after each tiling only
   * when it shares stderr's place): write them now, to report a failure with its cause. */
  int write_failed = pr->write_failed, write_errno = pr->write_errno;
  if (!write_failed && pr->found > 0 && pr->print) {
    errno = 0;
    if (fflush(stdout) != 0) write_failed = 1, write_errno = errno ? errno : EIO;
  }
  if (write_failed) {
    /* One line with the cause (close_stdout would only say "write error"). */
    px_error(_("tile: cannot write the tilings: %s"), strerror(write_errno));
    px_stdout_reported();
    return PX_EXIT_IO;
  }
  if (ferror(stdout)) return PX_EXIT_IO;
  if (tile_interrupted && res->end == TILING_END_CALLBACK) {
    /* Two numbers, two plurals: the nodes in words of their own. */
    char nodes[PX_WORDS];
    px_nodes_words(res->nodes, nodes);
    /* TRANSLATORS: %s is "N nodes". */
    px_error(ngettext("tile: interrupted after %" PRIu64 " tiling (%s)",
                      "tile: interrupted after %" PRIu64 " tilings (%s)", px_plural(res->solutions)),
             res->solutions, nodes);
    return PX_EXIT_BUDGET;
  }
  if (res->end == TILING_END_BUDGET && !(o->unique && res->solutions >= 2)) {
    /* Two numbers, two plurals: the budget's words first, then the rest. */
    char budget[128];
    /* TRANSLATORS: completes "tile: %s ran out after...". */
    snprintf(
        budget, sizeof budget,
        ngettext("the budget of %" PRIu64 " node", "the budget of %" PRIu64 " nodes",
                 px_plural(o->budget)),
        o->budget);
    /* TRANSLATORS: %s is "the budget of N nodes". */
    px_error(ngettext("tile: %s ran out after %" PRIu64 " tiling",
                      "tile: %s ran out after %" PRIu64 " tilings", px_plural(res->solutions)),
             budget, res->solutions);
    return PX_EXIT_BUDGET;
  }
  if (o->count) {
    printf("%" PRIu64 "\n", res->solutions);
    return PX_EXIT_OK;
  }
  if (o->unique)
    return res->solutions == 0 ? PX_EXIT_NONE : res->solutions == 1 ? PX_EXIT_OK : PX_EXIT_MANY;
  if (o->all) return PX_EXIT_OK;
  return res->solutions ? PX_EXIT_OK : PX_EXIT_NONE;
}

/* Draw the kept tilings to --output, captioned with the command that makes
 * them again. */
static int tile_draw(const tile_opts_t *o, printer_t *pr) {
  const char *pieces = o->pieces ? o->pieces : "", *region = o->region ? o->region : "";
  size_t cl = strlen(pieces) + strlen(region) + (o->burr ? strlen(o->burr) : 0) +
              (o->sizes ? strlen(o->sizes) : 0) + (o->npieces ? strlen(o->npieces) : 0) + 140;
  char *caption = malloc(cl);
  if (!caption) {
    px_error(_("tile: out of memory"));
    return PX_EXIT_SOFTWARE;
  }
  if (o->burr)
    snprintf(caption, cl, "polyx tile --burr %s --problem %llu", o->burr,
             (unsigned long long)o->problem);
  else
    snprintf(caption, cl, "polyx tile -p %s -r %s", pieces, region);
  /* and the options that choose which tilings there are */
  size_t at = strlen(caption);
  if (o->spec.distinct) at += (size_t)snprintf(caption + at, cl - at, " -d");
  if (o->spec.subset && !o->sizes) at += (size_t)snprintf(caption + at, cl - at, " --subset");
  if (o->sizes) at += (size_t)snprintf(caption + at, cl - at, " --sizes %s", o->sizes);
  if (o->npieces) at += (size_t)snprintf(caption + at, cl - at, " --count-pieces %s", o->npieces);
  if (o->randomize) snprintf(caption + at, cl - at, " -s %llu", (unsigned long long)o->seed);
  /* file names in any encoding: keep printable ASCII only (the text must be UTF-8) */
  for (char *q = caption; *q; q++)
    if ((unsigned char)*q < 0x20 || (unsigned char)*q >= 0x7F) *q = '?';
  double w0 = px_now();
  int rc = draw_tilings(pr, o->output, &o->ro, caption);
  free(caption);
  if (rc == PX_EXIT_OK) {
    char what[4400];
    /* TRANSLATORS: the summary line: the tilings drawn, the file(s) written, seconds. */
    fprintf(stderr,
            ngettext("%d tiling drawn: %s, %.0f s\n", "%d tilings drawn: %s, %.0f s\n",
                     (unsigned long)pr->nkeep_tilings),
            pr->nkeep_tilings, px_written(o->output, w0, what, sizeof what, NULL),
            now_seconds() - pr->start);
  }
  return rc;
}

/* Search T as O says, printing or keeping the tilings in *PR; under
 * mpirun (SP not NULL) over the processes, the fast engine's tasks spread
 * by tile_spread_search (*DST its dist/ status). */
static tiling_status_t tile_search(const tile_opts_t *o, tiling_t *t, printer_t *pr,
                                   tiling_result_t *res, double *secs, tile_spread_t *sp,
                                   dist_status_t *dst, dist_error_t *err) {
  tiling_search_opts_t so;
  tiling_search_opts_init(&so);
  so.engine = o->engine;
  so.randomize = o->randomize;
  so.seed = o->seed;
  so.max_nodes = o->budget;
  so.jobs = px_jobs(o->njobs, TILING_MAX_JOBS);
  if (o->unique)
    so.max_solutions = 2;
  else if (o->max)
    so.max_solutions = o->max;
  else if (!o->count && !o->all)
    so.max_solutions = 1;
  if (!o->count || o->unique) { /* a plain count needs no callback (and may then count by orbits) */
    so.on_solution = on_solution;
    so.solution_ctx = pr;
  }
  pr->progress_on = px_progress_wanted();
  pr->flush_each = same_place();
  pr->start = pr->last = now_seconds();
  so.on_progress = on_progress; /* also how Ctrl-C stops the search */
  so.progress_ctx = pr;
  so.progress_nodes = 1u << 12; /* a clock read every 4096 nodes costs nothing */
  double t0 = now_seconds();
  tiling_status_t tst;
  if (sp) {
    so.on_progress = NULL; /* the workers poll tile_interrupted themselves */
    sp->threads = so.jobs;
    sp->cancel = &tile_interrupted;
    sp->checkpoint = o->checkpoint;
    sp->distinct = o->spec.distinct;
    tst = tile_spread_search(px_group(), t, &so, sp, dst, err);
    if (tst == TILING_EENGINE && so.engine != TILING_ENGINE_FAST) /* as tiling_search chooses */
      tst = tile_spread_dlx(px_group(), t, &so, sp, dst, err);
    /* Every process, whichever the Ctrl-C reached: the failure the others saw is an interrupt. */
    px_flag_agree(&tile_interrupted);
    *res = sp->res;
  } else {
    tst = tiling_search(t, &so, res);
  }
  if (o->unique && tst == TILING_OK && res->solutions == 1 && res->end != TILING_END_BUDGET) {
    if (o->output)
      keep_tiling(pr, pr->hold, pr->nhold);
    else
      print_tiling(pr, pr->hold, pr->nhold);
  }
  *secs = now_seconds() - t0;
  progress_clear(pr);
  return tst;
}

/* Search and report: the exit status. Spread (SPREAD: under mpirun, or
 * with --checkpoint), ranks other than 0 return PX_EXIT_OK after the
 * search (rank 0 reports). */
static int tile_run(const tile_opts_t *o, tiling_t *t, int spread) {
  printer_t pr;
  if (printer_init(&pr, t)) {
    px_error(_("tile: out of memory"));
    printer_free(&pr);
    return PX_EXIT_SOFTWARE;
  }
  pr.print = !o->count && !o->output && !o->unique &&
             !o->emit_burr; /* --unique prints only a unique tiling: held back */
  pr.keep = (o->output != NULL || o->emit_burr != NULL) && !o->unique;
  if (o->unique) {
    pr.hold = malloc(((size_t)tiling_max_pieces(t) + 1) * sizeof *pr.hold);
    if (!pr.hold) {
      px_error(_("tile: out of memory"));
      printer_free(&pr);
      return PX_EXIT_SOFTWARE;
    }
  }
  tiling_result_t res;
  double secs;
  tile_spread_t sp;
  memset(&sp, 0, sizeof sp);
  dist_status_t dst = DIST_OK;
  dist_error_t err;
  tiling_status_t tst = tile_search(o, t, &pr, &res, &secs, spread ? &sp : NULL, &dst, &err);
  if (spread && dist_rank(px_group()) != 0) {
    printer_free(&pr);
    tile_spread_free(&sp);
    return PX_EXIT_OK;
  }
  if (spread && tst == TILING_EINVAL) { /* a checkpoint of the dlx route's --distinct */
    /* TRANSLATORS: keep the options as they are. */
    px_error(_("tile: --checkpoint with --distinct needs the fast engine "
               "(this search is the dlx engine's)"));
    printer_free(&pr);
    return PX_EXIT_USAGE;
  }
  if (spread && tst == TILING_OK && dst != DIST_OK &&
      !(dst == DIST_EWORK && !sp.dlx_err && (tile_interrupted || pr.write_failed))) {
    int rc =
        pr.oom ? PX_EXIT_SOFTWARE : px_spread_failed("tile", dst, sp.dlx_err, o->checkpoint, &err);
    if (pr.oom) px_error(_("tile: out of memory"));
    printer_free(&pr);
    tile_spread_free(&sp);
    return rc;
  }
  if (tst != TILING_OK) {
    if (tst == TILING_EENGINE && tiling_optional(t))
      px_error(_("tile: the fast engine cannot take cells that may stay empty"));
    else if (tst == TILING_EENGINE)
      px_error(_("tile: the fast engine cannot take this region (its box has more than %d cells)"),
               TILING_FAST_MAX_BITS);
    else
      px_error(_("tile: %s"), tiling_strerror(tst));
    printer_free(&pr);
    tile_spread_free(&sp);
    return tst == TILING_EENGINE ? PX_EXIT_USAGE : PX_EXIT_SOFTWARE;
  }
  const char *why = NULL;
  int impossible = tiling_impossible(t, &why);
  if (o->stats) tile_stats(t, &res, secs, impossible ? why : NULL);
  if (o->stats && spread)
    px_spread_stats((size_t)res.tasks, sp.resumed, sp.rank_tasks, sp.rank_nodes, sp.rank_seconds);
  tile_spread_free(&sp);
  int status = tile_status(o, &pr, &res);
  if (pr.oom && status != PX_EXIT_IO) {
    px_error(_("tile: out of memory"));
    status = PX_EXIT_SOFTWARE;
  }
  if (o->output && status != PX_EXIT_SOFTWARE && status != PX_EXIT_IO && status != PX_EXIT_BUDGET &&
      pr.nkeep_tilings > 0) {
    int rc = tile_draw(o, &pr);
    if (rc != PX_EXIT_OK) status = rc;
  }
  if (o->emit_burr && (status == PX_EXIT_OK || status == PX_EXIT_NONE)) {
    int rc = tile_emit_burr(o, t, pr.kept, pr.nkeep_tilings, res.end == TILING_END_EXHAUSTED);
    if (rc != PX_EXIT_OK) status = rc;
  }
  if (!o->count && !o->all && res.solutions == 0 && impossible && status == PX_EXIT_NONE)
    px_error(_("tile: no tiling: %s"), why);
  if (ferror(stdout)) status = PX_EXIT_IO;
  printer_free(&pr);
  return status;
}

int cmd_tile(int argc, char **argv) {
  tile_opts_t o;
  int status = tile_parse(argc, argv, &o);
  if (status >= 0) return status;
  /* Ctrl-C from here on: the set-up and the search stop at their next check. */
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_sigint;
  sigemptyset(&sa.sa_mask);
  tile_interrupted = 0;
  sigaction(SIGINT, &sa, NULL);
  draw_set_cancel(&tile_interrupted); /* and the drawing of --output at its next page */
  /* What is written after the search is checked before it: --output's format, that its cards
   * fit the paper (as render_grids lays them out: coloured to the edge), and that it and
   * --emit-burr can be created; every process stops when process 0 cannot write. */
  if (o.output) {
    char err[600];
    render_opts_t ro = o.ro;
    ro.edge = 1;
    render_status_t rst = render_cards_check(o.output, NULL, 1, ro.answers, &ro, err, sizeof err);
    if (rst != RENDER_OK) {
      px_error(_("tile: %s"), err);
      return px_exit_of_render(rst);
    }
  }
  int bad = o.output ? px_output_check("tile", o.output) : PX_EXIT_OK;
  if (!bad && o.emit_burr && strcmp(o.emit_burr, "-") != 0)
    bad = px_output_check("tile", o.emit_burr);
  if (px_group() && dist_max_int(px_group(), &bad) != DIST_OK && !bad) bad = PX_EXIT_SOFTWARE;
  if (bad) return bad;
  tiling_t *t = NULL;
  status = tile_setup(&o, &t);
  if (status != PX_EXIT_OK) return status;
  if (o.emit_burr && !o.all && !o.max) {
    status = tile_emit_burr(&o, t, NULL, 0, 0);
    tiling_free(t);
    return status;
  }
  if (o.emit) {
    int rc = tiling_write_dlx(t, stdout);
    tiling_free(t);
    if (ferror(stdout)) return PX_EXIT_IO;
    if (rc) {
      px_error(_("tile: cannot write the problem"));
      return PX_EXIT_SOFTWARE;
    }
    return PX_EXIT_OK;
  }
  if (o.checkpoint || (px_group() && (o.count || o.all) && !o.randomize && !o.budget && !o.max)) {
    status = tile_run(&o, t, 1);
    /* every process ends with rank 0's status */
    if (px_group() && dist_bcast_int(px_group(), &status) != DIST_OK) status = PX_EXIT_SOFTWARE;
  } else {
    status = tile_run(&o, t, 0);
  }
  tiling_free(t);
  return status;
}
