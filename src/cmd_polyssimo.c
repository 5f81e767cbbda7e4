/* cmd_polyssimo.c: `polyx polyssimo`: the Polyssimo board and pieces, footprint puzzles and books, the game engine's self-play and endgames. */
#include <config.h>

#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cards/tiling/pieceset.h"
#include "cards/polyssimo/polyssimo.h"
#include "cards/tiling/region.h"
#include "cards/tiling/tiling.h"
#include "output/render.h"
#include "src/polyx.h"
#include "src/render_args.h"

static void usage(FILE *out) {
  fprintf(out,
          "Usage: polyx polyssimo ACTION [OPTION]... [FILE]\n"
          "Polyssimo Challenge: the 12x11 board and 24 pieces, footprint puzzles,\n"
          "the game engine.\n"
          "\n"
          "Actions:\n"
          "  board             print the empty board (draw it with -o)\n"
          "  pieces            list the pieces (draw print-and-cut sheets with -o)\n"
          "  check             find a tiling of the board by all the pieces and print it\n"
          "  puzzle            generate footprint puzzles (text; a book with -o)\n"
          "  book              puzzles at levels 1, 2 and 3, then answers (-o FILE)\n"
          "  verify FILE|ID    count the solutions of a puzzle (both shown when two;\n"
          "                    a puzzle ID or a generation ID),\n"
          "                    or check a game record move by move\n"
          "  play              self-play games between computer players, statistics\n"
          "  endgame FILE      best play from the position a game record reaches\n"
          "\n"
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
          "  -o, --output=FILE     draw to FILE (.pdf, .svg, .png)\n"
          );
  render_args_help(out, RA_PAPER | RA_BW);
  fprintf(out,
          "  -g, --games=N         play: number of games (default 100)\n"
          "  -P, --players=LIST    play: strategies, 2 to 4 of random, greedy, mc\n"
          "                        (default greedy,random)\n"
          "      --fixed-seats     play: keep each strategy in its seat (default:\n"
          "                        rotate the seats from game to game)\n"
          "      --record=FILE     play: write every game's record to FILE\n"
          "      --playouts=N      mc player: random playouts per candidate (24)\n"
          "      --candidates=N    mc player: candidate moves (8)\n"
          "  -b, --budget=N        endgame: give up after N positions (default 20000000)\n"
          "  -h, --help            display this help and exit\n"
          "\n"
          "Exit status: 0 success (verify: one solution, or a legal record), 1 no\n"
          "solution or no tiling, 2 several solutions (verify), 3 budget or tries ran\n"
          "out, 4 a record breaks a rule, 64 usage error, 65 bad input, 66 input\n"
          "not readable, 70 internal error, 73 output not creatable, 74 write error.\n");
}



typedef struct opts {
  const char *pieces;
  int w, h;
  uint64_t seed;
  int level, hand, count, tries;
  const char *output, *record;
  double paper_w, paper_h; /* --paper (render_args), -1 x -1 when not given */
  int bw, fixed_seats;
  int from_id;      /* puzzle --id: seed (and board, level) from a generation ID */
  uint64_t id_seed;
  uint64_t games, budget;
  char players[128];
  ps_mc_opts_t mc;
} opts_t;

static int num(const char *opt, const char *arg, uint64_t lo, uint64_t hi, uint64_t *out) {
  if (px_parse_u64(arg, out) != 0 || *out < lo || *out > hi) {
    px_error("polyssimo: invalid value '%s' for %s (%" PRIu64 " to %" PRIu64 ")", arg, opt, lo, hi);
    px_usage_hint("polyssimo");
    return -1;
  }
  return 0;
}

static double now_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int geo_from_opts(const opts_t *o, ps_geo_t *g) {
  cards_error_t e;
  if (ps_geo_from_spec(g, o->pieces, o->w, o->h, &e) != 0) {
    px_error_at(e.file[0] ? e.file : "--pieces", e.line, e.col, "%s", e.msg);
    return PX_EXIT_DATA;
  }
  return 0;
}

/* ---- Drawing through render_grids ---------------------------------------- */

static const char *letter_names[128];
static char letter_buf[128][2];
static void init_letter_names(void) {
  for (int c = 0; c < 128; c++) {
    letter_buf[c][0] = (char)(c > ' ' && c < 127 ? c : '?');
    letter_buf[c][1] = 0;
    letter_names[c] = letter_buf[c];
  }
}

static void render_defaults(const opts_t *o, render_opts_t *ro, const char *title) {
  render_opts_init(ro);
  if (o->paper_w >= 0) ro->paper_w = o->paper_w, ro->paper_h = o->paper_h;
  ro->bw = o->bw;
  ro->title = title;
  ro->numbers = 0;
}

/* Shelf-pack SHAPES[0..N-1] (with display values VAL[]) into a grid of
 * width W starting at row Y0 of CELLS (width W, height H), one empty cell
 * between pieces. Returns the rows used after Y0 or -1 when it would pass H
 * (CELLS NULL: only measure). */
static int shelf_pack(const shape_t *const *shapes, const int *val, int n, int W, int y0, int *cells, int H) {
  int x = 0, y = y0, shelf = 0;
  for (int i = 0; i < n; i++) {
    int sw, sh;
    shape_size(shapes[i], &sw, &sh);
    if (x > 0 && x + sw > W) y += shelf + 1, x = 0, shelf = 0;
    if (cells) {
      if (y + sh > H || sw > W) return -1;
      for (int c = 0; c < shapes[i]->n; c++) cells[(y + shapes[i]->c[c].y) * W + x + shapes[i]->c[c].x] = val[i];
    }
    if (sh > shelf) shelf = sh;
    x += sw + 1;
  }
  return y + shelf - y0;
}

/* The flattest orientation of P (fewest rows), for packing. */
static const shape_t *flat(const piece_t *p) {
  const shape_t *best = &p->orient[0];
  int bw, bh;
  shape_size(best, &bw, &bh);
  for (int o = 1; o < p->norient; o++) {
    int w, h;
    shape_size(&p->orient[o], &w, &h);
    if (h < bh) best = &p->orient[o], bh = h;
  }
  return best;
}

/* ---- board, pieces, check ------------------------------------------------- */

/* One grid at the pieces' scale (15 mm squares, less only when the paper
 * is too small), on a card of its own: the board, a tiling of it. */
typedef struct scale_ctx {
  render_grid_t g;
  double cell;
  int flags;
  const char *caption;
} scale_ctx_t;

static void scale_card(draw_t *d, const render_card_t *c, void *vctx) {
  const scale_ctx_t *sc = vctx;
  render_draw_grid(d, &sc->g, c->x + (c->w - sc->cell * sc->g.w) / 2, c->y + 5, sc->cell, sc->flags);
  draw_set_color(d, DRAW_TEXT_GREY);
  draw_text(d, c->x + c->w / 2, c->y + c->h - 3, 3.0, DRAW_CENTER, c->w - 6, sc->caption);
}

static int draw_full_scale(const opts_t *o, const int *cells, int w, int h, int flags, const char *caption,
                           const char *title) {
  render_opts_t ro;
  render_defaults(o, &ro, title);
  double cell = 15.0;
  double pw = ro.paper_w < 0 ? 210 : ro.paper_w, ph = ro.paper_h < 0 ? 297 : ro.paper_h; /* auto: A4 */
  if (pw > 0 && (pw - 30) / w < cell) cell = (pw - 30) / w;
  if (ph > 0 && (ph - 45) / h < cell) cell = (ph - 45) / h;
  if (cell < 1) cell = 1;
  ro.card_w = cell * w + 10, ro.card_h = cell * h + 15;
  ro.cols = ro.rows = 1;
  init_letter_names();
  scale_ctx_t sc = {{w, h, cells, 128, letter_names, NULL, NULL}, cell, flags, caption};
  char err[256];
  render_status_t st = render_cards(o->output, NULL, 1, scale_card, NULL, NULL, &sc, &ro, err, sizeof err);
  if (st == RENDER_OK) return 0;
  px_error("%s: %s", o->output, err);
  return st == RENDER_ERR_CREATE ? PX_EXIT_CANTCREAT
         : st == RENDER_ERR_WRITE ? PX_EXIT_IO
         : st == RENDER_ERR_ARGS  ? PX_EXIT_USAGE
                                  : PX_EXIT_SOFTWARE;
}

static int act_board(const opts_t *o) {
  if (!o->output) {
    for (int y = 0; y < o->h; y++) {
      for (int x = 0; x < o->w; x++) putchar('.');
      putchar('\n');
    }
    return ferror(stdout) ? PX_EXIT_IO : 0;
  }
  int *cells = malloc(sizeof(int) * (size_t)o->w * o->h);
  if (!cells) return PX_EXIT_SOFTWARE;
  for (int i = 0; i < o->w * o->h; i++) cells[i] = RENDER_EMPTY;
  int rc = draw_full_scale(o, cells, o->w, o->h, 0, "Polyssimo Challenge", "polyx polyssimo board");
  free(cells);
  return rc;
}

/* Pieces sheets: fronts as packed, backs mirrored left-right. */
typedef struct sheets_ctx {
  int w, h, n;
  int *cells; /* n sheets of w*h */
} sheets_ctx_t;

static void sheet_draw(draw_t *d, const render_card_t *c, const sheets_ctx_t *sc, int mirror) {
  const int *src = sc->cells + (size_t)c->index * sc->w * sc->h;
  int *cells = malloc(sizeof(int) * (size_t)sc->w * sc->h);
  if (!cells) return;
  for (int y = 0; y < sc->h; y++)
    for (int x = 0; x < sc->w; x++) cells[y * sc->w + x] = src[y * sc->w + (mirror ? sc->w - 1 - x : x)];
  render_grid_t g = {sc->w, sc->h, cells, 128, letter_names, NULL, NULL};
  render_draw_grid(d, &g, c->x + (c->w - 15.0 * sc->w) / 2, c->y + 3, 15.0, RENDER_GRID_PIECES | RENDER_GRID_LETTERS);
  draw_set_color(d, DRAW_TEXT_GREY);
  draw_text(d, c->x + c->w / 2, c->y + c->h - 2.2, 2.5, DRAW_CENTER, c->w - 6,
            mirror ? "Polyssimo Challenge: backs of the pieces (print long-edge duplex)"
                   : "Polyssimo Challenge: cut out the pieces");
  free(cells);
}
static void sheet_front(draw_t *d, const render_card_t *c, void *ctx) { sheet_draw(d, c, ctx, 0); }
static void sheet_back(draw_t *d, const render_card_t *c, void *ctx) { sheet_draw(d, c, ctx, 1); }

static int act_pieces(const opts_t *o) {
  ps_geo_t g;
  int rc = geo_from_opts(o, &g);
  if (rc) return rc;
  if (!o->output) {
    int area = 0;
    for (int i = 0; i < g.npieces; i++) area += g.size[i];
    printf("%d pieces, %d squares; board %dx%d, %d squares\n", g.npieces, area, g.w, g.h, g.ncells);
    for (int i = 0; i < g.npieces; i++) {
      printf("%-6s %c  %d squares  %d orientations  %d placements\n", g.pieces[i].name, g.letter[i], g.size[i],
             g.pieces[i].norient, g.start[i + 1] - g.start[i]);
    }
    ps_geo_free(&g);
    return ferror(stdout) ? PX_EXIT_IO : 0;
  }
  /* Print-and-cut sheets at the board's scale (15 mm squares), 12 cells
   * across (or the widest piece), as many sheets as needed; each followed
   * by its back, mirrored, for long-edge duplex printing, so that a piece
   * cut out has its colour on both faces (it may be turned over). */
  init_letter_names();
  int W = 12, H = 17;
  for (int k = 0; k < g.npieces; k++) {
    int sw, sh;
    shape_size(flat(&g.pieces[k]), &sw, &sh);
    if (sw > W) W = sw;
    if (sh > H) H = sh;
  }
  sheets_ctx_t sc;
  memset(&sc, 0, sizeof sc);
  sc.w = W, sc.h = H;
  int i = 0;
  rc = 0;
  sc.cells = malloc(sizeof(int) * (size_t)W * H * (size_t)(g.npieces + 1));
  if (!sc.cells) return ps_geo_free(&g), PX_EXIT_SOFTWARE;
  while (i < g.npieces) {
    int *cells = sc.cells + (size_t)sc.n * W * H;
    for (int c = 0; c < W * H; c++) cells[c] = RENDER_OUTSIDE;
    const shape_t *shp[PS_MAX_PIECES];
    int val[PS_MAX_PIECES], n = 0;
    while (i + n < g.npieces) {
      shp[n] = flat(&g.pieces[i + n]);
      val[n] = (unsigned char)g.letter[i + n];
      if (shelf_pack(shp, val, n + 1, W, 0, NULL, H) > H) break;
      n++;
    }
    if (n == 0) n = 1; /* cannot happen: W and H fit every piece */
    shelf_pack(shp, val, n, W, 0, cells, H);
    sc.n++;
    i += n;
  }
  render_opts_t ro;
  render_defaults(o, &ro, "polyx polyssimo pieces");
  ro.card_w = 15.0 * W + 6, ro.card_h = 15.0 * H + 12;
  ro.cols = ro.rows = 1;
  char err[256];
  render_status_t st = render_cards(o->output, NULL, sc.n, sheet_front, sheet_back, NULL, &sc, &ro, err, sizeof err);
  if (st != RENDER_OK) {
    px_error("%s: %s", o->output, err);
    rc = st == RENDER_ERR_CREATE ? PX_EXIT_CANTCREAT
         : st == RENDER_ERR_WRITE ? PX_EXIT_IO
         : st == RENDER_ERR_ARGS  ? PX_EXIT_USAGE
                                  : PX_EXIT_SOFTWARE;
  }
  free(sc.cells);
  ps_geo_free(&g);
  return rc;
}

static int act_check(const opts_t *o, int randomize) {
  pieceset_t set;
  cards_error_t e;
  if (pieceset_parse(o->pieces, &set, &e) != 0) {
    px_error_at(e.file[0] ? e.file : "--pieces", e.line, e.col, "%s", e.msg);
    return PX_EXIT_DATA;
  }
  region_t r;
  region_rect(o->w, o->h, &r, NULL);
  tiling_spec_t spec;
  tiling_spec_init(&spec);
  tiling_t *t = NULL;
  tiling_error_t te;
  int rc = PX_EXIT_OK;
  if (tiling_new(&set, &r, &spec, &t, &te) != TILING_OK) {
    px_error("polyssimo: check: %s", te.msg);
    rc = PX_EXIT_NONE;
    goto out;
  }
  int *place = malloc(sizeof(int) * (size_t)tiling_max_pieces(t)), n = 0;
  int *grid = malloc(sizeof(int) * (size_t)o->w * o->h);
  if (!place || !grid) {
    free(place);
    free(grid);
    rc = PX_EXIT_SOFTWARE;
    goto out;
  }
  int f = tiling_find(t, randomize, o->seed, o->budget, place, &n);
  if (f == 1) {
    /* Letters as in the game: one per piece. */
    ps_geo_t g;
    if (ps_geo_init(&g, &set, o->w, o->h, &e) != 0) {
      px_error("polyssimo: %s", e.msg);
      rc = PX_EXIT_DATA;
    } else {
      tiling_solution_grid(t, place, n, grid);
      const pieceset_t *ts = tiling_pieceset(t);
      char let[PS_MAX_PIECES];
      uint64_t used = 0;
      for (int k = 0; k < n; k++) {
        int pi = ps_geo_piece(&g, ts->pieces[tiling_placement(t, place[k])->piece].name, used);
        used |= (uint64_t)1 << pi;
        let[k] = g.letter[pi];
      }
      char *txt = malloc((size_t)o->w * o->h);
      for (int y = 0; y < o->h; y++) {
        for (int x = 0; x < o->w; x++) {
          char c = let[grid[y * o->w + x]];
          putchar(c);
          if (txt) txt[y * o->w + x] = c;
        }
        putchar('\n');
      }
      fprintf(stderr, "legend:");
      for (int i = 0; i < g.npieces; i++)
        if (strlen(g.pieces[i].name) != 1 || g.pieces[i].name[0] != g.letter[i])
          fprintf(stderr, " %c=%s", g.letter[i], g.pieces[i].name);
      fprintf(stderr, "\n%d pieces tile the %dx%d board\n", n, o->w, o->h);
      if (o->output && txt) {
        init_letter_names();
        for (int i = 0; i < o->w * o->h; i++) grid[i] = (unsigned char)txt[i];
        rc = draw_full_scale(o, grid, o->w, o->h, RENDER_GRID_PIECES | RENDER_GRID_LETTERS,
                             "Polyssimo Challenge: the pieces tile the board", "polyx polyssimo check");
      }
      free(txt);
      ps_geo_free(&g);
    }
  } else if (f == 0) {
    px_error("polyssimo: check: the pieces do not tile the %dx%d board", o->w, o->h);
    rc = PX_EXIT_NONE;
  } else {
    px_error("polyssimo: check: the budget ran out before a tiling was found");
    rc = PX_EXIT_BUDGET;
  }
  free(place);
  free(grid);
out:
  tiling_free(t);
  region_free(&r);
  pieceset_free(&set);
  if (rc == PX_EXIT_OK && ferror(stdout)) rc = PX_EXIT_IO;
  return rc;
}

/* ---- Puzzles ----------------------------------------------------------------- */

/* Levels (documented in polyssimo(1)): pieces to place, taken as an
 * edge-connected cluster, and the least search effort (tiling nodes to
 * prove uniqueness) accepted. */
static const struct { int k; uint64_t min_nodes; } levels[4] = {
  {0, 0}, {4, 0}, {8, 100}, {12, 2000},
};

typedef struct gen_puzzle {
  ps_puzzle_t p;
  char *answer;
  int level, k, tries;
  uint64_t nodes, own_nodes, seed;
} gen_puzzle_t;

static int gen_one(const opts_t *o, int level, uint64_t seed, gen_puzzle_t *out) {
  ps_gen_opts_t go = {o->w, o->h, o->pieces, o->hand ? o->hand : levels[level].k, 1,
                      o->hand ? 0 : levels[level].min_nodes, o->tries, seed};
  cards_error_t e;
  memset(out, 0, sizeof *out);
  int r = ps_puzzle_generate(&go, &out->p, &out->answer, &out->tries, &out->nodes, &e);
  if (r < 0) {
    px_error_at(e.file[0] ? e.file : "--pieces", e.line, e.col, "%s", e.msg);
    return PX_EXIT_DATA;
  }
  if (r == 0) {
    px_error("polyssimo: no puzzle with a unique solution after %d tries (seed %" PRIu64 ")", out->tries, seed);
    return PX_EXIT_BUDGET;
  }
  /* Uniqueness re-proved by the independent count. */
  long c = ps_puzzle_count(&out->p, 0, NULL, 0, &out->own_nodes, &e);
  if (c != 1) {
    px_error("polyssimo: internal error: generated puzzle has %ld solutions by the second count", c);
    return PX_EXIT_SOFTWARE;
  }
  out->level = level, out->k = go.k, out->seed = seed;
  return 0;
}

/* The generation ID of a puzzle: "polyssimo:WxH:L<level>#SEED" (or
 * "K<pieces>" for --hand), which `verify` and `puzzle --id` turn back into
 * the same puzzle (with the same --pieces). */
static void gen_id(const opts_t *o, const gen_puzzle_t *g, char *buf, size_t n) {
  if (o->hand) snprintf(buf, n, "polyssimo:%dx%d:K%d#%" PRIu64, g->p.w, g->p.h, g->k, g->seed);
  else snprintf(buf, n, "polyssimo:%dx%d:L%d#%" PRIu64, g->p.w, g->p.h, g->level, g->seed);
}

/* Parse a generation ID into O (board, level or hand) and *SEED. */
static int parse_gen_id(const char *id, opts_t *o, uint64_t *seed) {
  int w, h, v, used = 0;
  char kind;
  if (sscanf(id, "polyssimo:%dx%d:%c%d#%n", &w, &h, &kind, &v, &used) != 4 || !used) return -1;
  if (w < 1 || h < 1 || w * h > PS_MAX_CELLS || px_parse_u64(id + used, seed) != 0) return -1;
  if (kind == 'L' && v >= 1 && v <= 3) o->level = v, o->hand = 0;
  else if (kind == 'K' && v >= 1 && v <= PS_MAX_PIECES) o->hand = v, o->level = 1;
  else return -1;
  o->w = w, o->h = h;
  return 0;
}

static void gen_free(gen_puzzle_t *g) {
  ps_puzzle_free(&g->p);
  free(g->answer);
}

/* ---- The book: puzzle cards (board with holes, the hand below at the same
 * scale), then answer cards on pages of their own (render_cards). */

typedef struct book_item {
  int bw, bh, *board, *answer; /* board cells as render values (letters as indices) */
  int nh;                      /* hand pieces */
  const shape_t *shp[PS_MAX_PIECES];
  int val[PS_MAX_PIECES];
  pieceset_t set;              /* owns the shapes */
  char title[64], caption[96], atitle[64];
} book_item_t;

typedef struct book_ctx {
  book_item_t *items;
  const render_opts_t *ro;
} book_ctx_t;

static int *letters_to_cells(const char *src, int n) {
  int *c = malloc(sizeof(int) * (size_t)(n ? n : 1));
  if (!c) return NULL;
  for (int i = 0; i < n; i++) c[i] = src[i] == '.' ? RENDER_EMPTY : src[i] == '#' ? RENDER_OUTSIDE : (unsigned char)src[i];
  return c;
}

static int book_item_init(book_item_t *it, const gen_puzzle_t *gp, int index, const opts_t *o) {
  memset(it, 0, sizeof *it);
  const ps_puzzle_t *p = &gp->p;
  char let[PS_MAX_PIECES];
  if (ps_puzzle_hand_letters(p, let, NULL) < 0 || pieceset_parse(p->hand, &it->set, NULL) != 0) return -1;
  for (int e = 0; e < it->set.n; e++)
    for (int c = 0; c < it->set.copies[e] && it->nh < PS_MAX_PIECES; c++, it->nh++)
      it->shp[it->nh] = flat(&it->set.pieces[e]), it->val[it->nh] = (unsigned char)let[it->nh];
  it->bw = p->w, it->bh = p->h;
  it->board = letters_to_cells(p->cells, p->w * p->h);
  it->answer = letters_to_cells(gp->answer, p->w * p->h);
  snprintf(it->title, sizeof it->title, "Puzzle %d \xc2\xb7 level %d \xc2\xb7 %d pieces", index + 1, gp->level, gp->k);
  snprintf(it->atitle, sizeof it->atitle, "Answer %d", index + 1);
  gen_id(o, gp, it->caption, sizeof it->caption);
  return it->board && it->answer ? 0 : -1;
}

static void book_item_free(book_item_t *it) {
  free(it->board);
  free(it->answer);
  pieceset_free(&it->set);
}

#define BOOK_BAND 8.0
#define BOOK_PAD 3.0
#define BOOK_CAP 5.0

static void book_frame(draw_t *d, const render_card_t *c, const char *title, const char *caption) {
  draw_set_color(d, DRAW_CARD);
  draw_rect(d, c->x - c->bleed, c->y - c->bleed, c->w + 2 * c->bleed, c->h + 2 * c->bleed);
  draw_fill(d);
  draw_set_color(d, DRAW_BAND);
  draw_rect(d, c->x - c->bleed, c->y - c->bleed, c->w + 2 * c->bleed, BOOK_BAND + c->bleed);
  draw_fill(d);
  draw_set_color(d, DRAW_BLACK);
  draw_text(d, c->x + 4, c->y + BOOK_BAND / 2, 3.6, DRAW_LEFT | DRAW_MIDDLE | DRAW_BOLD, c->w - 8, title);
  draw_set_color(d, DRAW_TEXT_GREY);
  draw_text(d, c->x + c->w / 2, c->y + c->h - 2.2, 2.0, DRAW_CENTER, c->w - 2 * BOOK_PAD, caption);
}

static void book_front(draw_t *d, const render_card_t *c, void *vctx) {
  const book_ctx_t *ctx = vctx;
  const book_item_t *it = &ctx->items[c->index];
  book_frame(d, c, it->title, it->caption);
  double aw = c->w - 2 * BOOK_PAD, ah = c->h - BOOK_BAND - BOOK_CAP - 2 * BOOK_PAD;
  /* The strip width (in cells) that gives the largest cells. */
  int minw = it->bw;
  for (int i = 0; i < it->nh; i++) {
    int sw, sh;
    shape_size(it->shp[i], &sw, &sh);
    if (sw > minw) minw = sw;
  }
  double best = 0;
  int bestw = minw;
  for (int hw = minw; hw <= 3 * it->bw; hw++) {
    int hh = shelf_pack(it->shp, it->val, it->nh, hw, 0, NULL, 0);
    int W = hw > it->bw ? hw : it->bw, H = it->bh + 1 + hh;
    double sc = fmin(aw / W, ah / H);
    if (sc > best + 1e-9) best = sc, bestw = hw;
  }
  double sc = fmin(best, 9.0);
  if (sc >= 0.5) sc = floor(sc * 4) / 4;
  int hh = shelf_pack(it->shp, it->val, it->nh, bestw, 0, NULL, 0);
  int *strip = malloc(sizeof(int) * (size_t)bestw * (size_t)(hh > 0 ? hh : 1));
  if (!strip) return;
  for (int i = 0; i < bestw * hh; i++) strip[i] = RENDER_OUTSIDE;
  shelf_pack(it->shp, it->val, it->nh, bestw, 0, strip, hh);
  double top = c->y + BOOK_BAND + BOOK_PAD + (ah - (it->bh + 1 + hh) * sc) / 2;
  render_grid_t g = {it->bw, it->bh, it->board, 128, letter_names, NULL, NULL};
  render_draw_grid(d, &g, c->x + (c->w - it->bw * sc) / 2, top, sc, RENDER_GRID_PIECES | RENDER_GRID_LETTERS);
  render_grid_t h = {bestw, hh, strip, 128, letter_names, NULL, NULL};
  if (hh > 0)
    render_draw_grid(d, &h, c->x + (c->w - bestw * sc) / 2, top + (it->bh + 1) * sc, sc,
                     RENDER_GRID_PIECES | RENDER_GRID_LETTERS);
  free(strip);
}

static void book_answer(draw_t *d, const render_card_t *c, void *vctx) {
  const book_ctx_t *ctx = vctx;
  const book_item_t *it = &ctx->items[c->index];
  book_frame(d, c, it->atitle, it->caption);
  double aw = c->w - 2 * BOOK_PAD, ah = c->h - BOOK_BAND - BOOK_CAP - 2 * BOOK_PAD;
  double sc = fmin(fmin(aw / it->bw, ah / it->bh), 9.0);
  if (sc >= 0.5) sc = floor(sc * 4) / 4;
  render_grid_t g = {it->bw, it->bh, it->answer, 128, letter_names, NULL, NULL};
  render_draw_grid(d, &g, c->x + (c->w - it->bw * sc) / 2, c->y + BOOK_BAND + BOOK_PAD + (ah - it->bh * sc) / 2, sc,
                   RENDER_GRID_PIECES | RENDER_GRID_LETTERS);
}

static int draw_book(const opts_t *o, gen_puzzle_t *ps, int n, const char *title) {
  init_letter_names();
  book_item_t *items = calloc((size_t)(n ? n : 1), sizeof *items);
  int rc = items ? 0 : PX_EXIT_SOFTWARE;
  int made = 0;
  for (; made < n && !rc; made++)
    if (book_item_init(&items[made], &ps[made], made, o) != 0) rc = PX_EXIT_SOFTWARE;
  if (!rc) {
    render_opts_t ro;
    render_defaults(o, &ro, title);
    ro.card_w = 95, ro.card_h = 135;
    book_ctx_t ctx = {items, &ro};
    char err[256];
    render_status_t st = render_cards(o->output, NULL, n, book_front, NULL, book_answer, &ctx, &ro, err, sizeof err);
    if (st != RENDER_OK) {
      px_error("%s: %s", o->output, err);
      rc = st == RENDER_ERR_CREATE ? PX_EXIT_CANTCREAT
           : st == RENDER_ERR_WRITE ? PX_EXIT_IO
           : st == RENDER_ERR_ARGS  ? PX_EXIT_USAGE
                                    : PX_EXIT_SOFTWARE;
    }
  }
  for (int i = 0; i < made; i++) book_item_free(&items[i]);
  free(items);
  return rc;
}

static int act_puzzle(const opts_t *o, int book) {
  int per = o->count ? o->count : (book ? 10 : 1);
  int nlev = book ? 3 : 1, total = per * nlev;
  gen_puzzle_t *ps = calloc((size_t)total, sizeof *ps);
  if (!ps) return PX_EXIT_SOFTWARE;
  int rc = 0, made = 0;
  double t0 = now_seconds();
  for (int l = 0; l < nlev && !rc; l++)
    for (int i = 0; i < per && !rc; i++) {
      int level = book ? l + 1 : o->level;
      uint64_t seed = o->seed * 1000003ULL + (uint64_t)level * 1000 + (uint64_t)i;
      if (o->from_id) seed = o->id_seed + (uint64_t)i;
      rc = gen_one(o, level, seed, &ps[made]);
      if (rc) break;
      made++;
    }
  if (!rc) {
    for (int i = 0; i < made; i++) {
      gen_puzzle_t *g = &ps[i];
      if (book || o->output) {
        char *id = ps_puzzle_id(&g->p), gid[96];
        gen_id(o, g, gid, sizeof gid);
        printf("level %d pieces %d nodes %" PRIu64 " own-nodes %" PRIu64 " tries %d %s %s\n", g->level, g->k, g->nodes,
               g->own_nodes, g->tries, gid, id ? id : "?");
        free(id);
      } else {
        char gid[96];
        gen_id(o, g, gid, sizeof gid);
        char lv[32] = "";
        if (!o->hand) snprintf(lv, sizeof lv, "level %d, ", g->level);
        printf("; %s%d pieces to place, search nodes %" PRIu64 " (own count %" PRIu64 "), %d draws, %s\n", lv, g->k,
               g->nodes, g->own_nodes, g->tries, gid);
        ps_puzzle_write(&g->p, stdout);
        printf("; answer\n");
        for (int y = 0; y < g->p.h; y++) printf("; %.*s\n", g->p.w, g->answer + (size_t)y * g->p.w);
        if (i + 1 < made) putchar('\n');
      }
    }
    fprintf(stderr, "%d puzzles, each unique by two counts, %.2f s\n", made, now_seconds() - t0);
    if (o->output) rc = draw_book(o, ps, made, book ? "polyx polyssimo book" : "polyx polyssimo puzzle");
    else if (book) {
      px_error("polyssimo: book: -o FILE is required");
      rc = PX_EXIT_USAGE;
    }
  }
  for (int i = 0; i < made; i++) gen_free(&ps[i]);
  free(ps);
  if (!rc && ferror(stdout)) rc = PX_EXIT_IO;
  return rc;
}

/* ---- verify ------------------------------------------------------------------ */

static int verify_one(const char *file, const char *text, size_t len, unsigned long line0);

/* A file may hold several records (polyx polyssimo play --record): each
 * starts at a line "polyssimo-record ..." and is checked on its own. */
static int verify_record(const char *file, const char *text, size_t len) {
  size_t a = 0;
  unsigned long line0 = 0, lines = 0;
  int rc = 0, seen = 0;
  for (size_t i = 0; i < len; i++) {
    if ((i == 0 || text[i - 1] == '\n') && len - i >= 16 && !memcmp(text + i, "polyssimo-record", 16)) {
      if (seen) {
        int r = verify_one(file, text + a, i - a, line0);
        if (r && !rc) rc = r;
        a = i;
        line0 = lines;
      }
      seen = 1;
    }
    if (text[i] == '\n') lines++;
  }
  int r = verify_one(file, text + a, len - a, line0);
  return rc ? rc : r;
}

static int verify_one(const char *file, const char *text, size_t len, unsigned long line0) {
  ps_geo_t g;
  ps_game_t s;
  ps_rule_t rule;
  cards_error_t e;
  int r = ps_record_check(text, len, &g, &s, &rule, &e);
  int rc;
  if (e.line) e.line += line0;
  if (r < 0) {
    px_error_at(file, e.line, e.col, "%s", e.msg);
    rc = PX_EXIT_DATA;
  } else if (r == 1) {
    px_error_at(file, e.line, e.col, "%s", e.msg);
    rc = PX_EXIT_RULE;
  } else {
    printf("legal record: %d moves, %s", s.nmoves,
           s.phase == PS_DRAFT ? "draft in progress" : s.phase == PS_PLACE ? "placement in progress" : "game over");
    if (s.phase == PS_OVER) printf(", player %d wins", ps_game_winner(&s) + 1);
    printf("; squares left:");
    for (int p = 0; p < s.nplayers; p++) printf(" %d", s.left[p]);
    printf("\n");
    rc = 0;
  }
  ps_geo_free(&g);
  return rc;
}

static int act_verify(const opts_t *o, const char *arg) {
  char *text = NULL;
  size_t len = 0;
  const char *file = arg;
  if (!strncmp(arg, "polyssimo:", 10) && strchr(arg, '#')) {
    /* A generation ID: make the puzzle again, then count as for any. */
    opts_t o2 = *o;
    uint64_t seed;
    gen_puzzle_t gp;
    if (parse_gen_id(arg, &o2, &seed) != 0) {
      px_error_at("ID", 0, 0, "bad generation ID '%s' (polyssimo:WxH:L<1-3>#SEED or K<pieces>#SEED)", arg);
      return PX_EXIT_DATA;
    }
    int rc = gen_one(&o2, o2.level, seed, &gp);
    if (rc) return rc;
    char *id = ps_puzzle_id(&gp.p);
    gen_free(&gp);
    if (!id) return PX_EXIT_SOFTWARE;
    text = id;
    len = strlen(id);
    file = "ID";
  } else if (!strncmp(arg, "polyssimo:", 10)) {
    text = strdup(arg);
    len = strlen(arg);
    file = "ID";
  } else {
    int st = px_read_file(arg, &text, &len);
    if (st != PX_EXIT_OK) return st;
  }
  if (!text) return PX_EXIT_SOFTWARE;
  size_t a = 0; /* the first line that is not blank or a '#' comment */
  while (a < len && (text[a] == '#' || text[a] == '\n' || text[a] == ' ')) {
    while (a < len && text[a] != '\n') a++;
    a++;
  }
  if (a < len && len - a >= 16 && !memcmp(text + a, "polyssimo-record", 16)) {
    int rc = verify_record(file, text, len);
    free(text);
    return rc;
  }
  ps_puzzle_t p;
  cards_error_t e;
  if (ps_puzzle_parse(text, len, &p, &e) != 0) {
    px_error_at(e.file[0] ? e.file : file, e.line, e.col, "%s", e.msg);
    free(text);
    return PX_EXIT_DATA;
  }
  free(text);
  char *sol[2] = {NULL, NULL};
  uint64_t nodes = 0, tnodes = 0;
  long c = ps_puzzle_count(&p, 0, sol, 2, &nodes, &e);
  if (c < 0) {
    px_error_at(e.file[0] ? e.file : file, e.line, e.col, "hand: %s", e.msg);
    ps_puzzle_free(&p);
    return PX_EXIT_DATA;
  }
  long t = ps_puzzle_count_tiling(&p, 0, &tnodes, &e);
  printf("%ld solution%s (own count, %" PRIu64 " nodes)", c, c == 1 ? "" : "s", nodes);
  if (t >= 0) printf("; tiling library: %ld (%" PRIu64 " nodes)", t, tnodes);
  else printf("; tiling library: not applicable (hand smaller than the holes)");
  printf("\n");
  int rc = c == 1 ? 0 : c == 0 ? PX_EXIT_NONE : PX_EXIT_MANY;
  if (t >= 0 && t != c) {
    px_error("polyssimo: internal error: the two counts disagree (%ld and %ld)", c, t);
    rc = PX_EXIT_SOFTWARE;
  }
  for (int k = 0; k < 2 && k < c; k++) {
    if (!sol[k]) continue;
    printf("\nsolution %d\n", k + 1);
    for (int y = 0; y < p.h; y++) printf("%.*s\n", p.w, sol[k] + (size_t)y * p.w);
  }
  free(sol[0]);
  free(sol[1]);
  ps_puzzle_free(&p);
  if (!ferror(stdout)) return rc;
  return PX_EXIT_IO;
}

/* ---- play ------------------------------------------------------------------- */

static int act_play(const opts_t *o) {
  ps_strategy_t st[PS_MAX_PLAYERS];
  int n = 0;
  char buf[128];
  snprintf(buf, sizeof buf, "%s", o->players);
  for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
    int s = ps_strategy_parse(tok);
    if (s < 0 || n == PS_MAX_PLAYERS) {
      px_error_at("--players", 0, 0, s < 0 ? "unknown strategy '%s' (random, greedy, mc)" : "at most 4 players (%s)", tok);
      return PX_EXIT_USAGE;
    }
    st[n++] = (ps_strategy_t)s;
  }
  if (n < 2) {
    px_error_at("--players", 0, 0, "2 to 4 players");
    return PX_EXIT_USAGE;
  }
  ps_geo_t g;
  int rc = geo_from_opts(o, &g);
  if (rc) return rc;
  FILE *rec = NULL;
  if (o->record && !(rec = fopen(o->record, "w"))) {
    px_error_at(o->record, 0, 0, "cannot create: %s", strerror(errno));
    ps_geo_free(&g);
    return PX_EXIT_CANTCREAT;
  }
  uint64_t seat_wins[PS_MAX_PLAYERS] = {0}, strat_wins[PS_NSTRATEGIES] = {0}, strat_games[PS_NSTRATEGIES] = {0};
  uint64_t seat_left[PS_MAX_PLAYERS] = {0}, strat_left[PS_NSTRATEGIES] = {0}, replayed = 0;
  uint64_t strat_seat_wins[PS_NSTRATEGIES][PS_MAX_PLAYERS] = {{0}};
  uint64_t strat_seat_games[PS_NSTRATEGIES][PS_MAX_PLAYERS] = {{0}};
  double t0 = now_seconds();
  for (uint64_t gm = 0; gm < o->games; gm++) {
    ps_strategy_t seat[PS_MAX_PLAYERS];
    int rot = o->fixed_seats ? 0 : (int)(gm % (uint64_t)n);
    for (int p = 0; p < n; p++) seat[p] = st[(p + rot) % n];
    char *mem = NULL;
    size_t memlen = 0;
    FILE *m = open_memstream(&mem, &memlen);
    if (!m) {
      rc = PX_EXIT_SOFTWARE;
      break;
    }
    ps_game_t fin;
    int w = ps_play_game(&g, n, seat, &o->mc, o->seed * 0x100000001b3ULL + gm, &fin, m);
    fclose(m);
    if (w < 0) {
      px_error("polyssimo: internal error in game %" PRIu64, gm + 1);
      free(mem);
      rc = PX_EXIT_SOFTWARE;
      break;
    }
    /* Every game replays through the checker. */
    ps_geo_t g2;
    ps_game_t s2;
    ps_rule_t rule;
    cards_error_t e;
    int cr = ps_record_check_known(mem, memlen, &g, &g2, &s2, &rule, &e);
    if (cr != 0 || s2.phase != PS_OVER || ps_game_winner(&s2) != w) {
      px_error("polyssimo: game %" PRIu64 " fails the checker: line %lu: %s", gm + 1, e.line, cr ? e.msg : "wrong end");
      rc = PX_EXIT_SOFTWARE;
    } else
      replayed++;
    ps_geo_free(&g2);
    if (rec) {
      fprintf(rec, "# game %" PRIu64 "\n", gm + 1);
      fwrite(mem, 1, memlen, rec);
      fputc('\n', rec);
    }
    free(mem);
    if (rc) break;
    seat_wins[w]++;
    strat_wins[seat[w]]++;
    strat_seat_wins[seat[w]][w]++;
    for (int p = 0; p < n; p++) {
      seat_left[p] += (uint64_t)fin.left[p];
      strat_games[seat[p]]++;
      strat_seat_games[seat[p]][p]++;
      strat_left[seat[p]] += (uint64_t)fin.left[p];
    }
  }
  double dt = now_seconds() - t0;
  if (rec && (ferror(rec) | fclose(rec))) {
    px_error_at(o->record, 0, 0, "write error");
    if (!rc) rc = PX_EXIT_IO;
  }
  if (!rc) {
    printf("%" PRIu64 " games, %d players (%s), seed %" PRIu64 ", seats %s, %.2f s\n", o->games, n, o->players, o->seed,
           o->fixed_seats ? "fixed" : "rotated", dt);
    for (int p = 0; p < n; p++)
      printf("seat %d: wins %" PRIu64 " (%.1f%%), average squares left %.2f\n", p + 1, seat_wins[p],
             o->games ? 100.0 * (double)seat_wins[p] / (double)o->games : 0.0,
             o->games ? (double)seat_left[p] / (double)o->games : 0.0);
    for (int s = 0; s < PS_NSTRATEGIES; s++) {
      if (!strat_games[s]) continue;
      printf("strategy %s: wins %" PRIu64 " of %" PRIu64 " seats played (%.1f%%), average squares left %.2f; by seat:",
             ps_strategy_name((ps_strategy_t)s), strat_wins[s], strat_games[s],
             100.0 * (double)strat_wins[s] / (double)strat_games[s], (double)strat_left[s] / (double)strat_games[s]);
      for (int p = 0; p < n; p++)
        if (strat_seat_games[s][p])
          printf(" %d:%.0f%%", p + 1, 100.0 * (double)strat_seat_wins[s][p] / (double)strat_seat_games[s][p]);
      printf("\n");
    }
    printf("replayed through the checker: %" PRIu64 " of %" PRIu64 " games legal\n", replayed, o->games);
  }
  ps_geo_free(&g);
  if (!rc && ferror(stdout)) rc = PX_EXIT_IO;
  return rc;
}

/* ---- endgame ---------------------------------------------------------------- */

static int act_endgame(const opts_t *o, const char *file) {
  char *text;
  size_t len;
  int st = px_read_file(file, &text, &len);
  if (st != PX_EXIT_OK) return st;
  ps_geo_t g;
  ps_game_t s;
  ps_rule_t rule;
  cards_error_t e;
  int r = ps_record_check(text, len, &g, &s, &rule, &e);
  free(text);
  if (r != 0) {
    px_error_at(file, e.line, e.col, "%s", e.msg);
    ps_geo_free(&g);
    return r < 0 ? PX_EXIT_DATA : PX_EXIT_RULE;
  }
  if (s.phase == PS_DRAFT) {
    px_error_at(file, 0, 0, "the draft is not over: no endgame to solve");
    ps_geo_free(&g);
    return PX_EXIT_DATA;
  }
  ps_endgame_t eg;
  double t0 = now_seconds();
  int sr = ps_endgame_solve(&s, o->budget, &eg);
  int rc = 0;
  if (sr < 0) rc = PX_EXIT_SOFTWARE;
  else if (sr == 0) {
    px_error("polyssimo: endgame: budget of %" PRIu64 " positions ran out", o->budget);
    rc = PX_EXIT_BUDGET;
  } else {
    if (s.phase == PS_OVER) printf("game over\n");
    else if (eg.move < 0) printf("to move: player %d; best move: stop %d\n", s.turn + 1, s.turn + 1);
    else {
      const ps_place_t *pl = &g.place[eg.move];
      printf("to move: player %d; best move: place %d %s %d %d %d\n", s.turn + 1, s.turn + 1,
             g.pieces[pl->piece].name, pl->orient, pl->x, pl->y);
    }
    printf("with best play: player %d wins; squares left:", eg.winner + 1);
    for (int p = 0; p < s.nplayers; p++) printf(" %d", eg.left[p]);
    printf("\n");
    fprintf(stderr, "%" PRIu64 " positions, %.2f s\n", eg.nodes, now_seconds() - t0);
  }
  ps_geo_free(&g);
  if (!rc && ferror(stdout)) rc = PX_EXIT_IO;
  return rc;
}

/* ---- dispatch ----------------------------------------------------------------- */

int cmd_polyssimo(int argc, char **argv) {
  struct option longopts[40] = {
    {"pieces", required_argument, NULL, 'p'}, {"board", required_argument, NULL, 'B'},
    {"seed", required_argument, NULL, 's'},   {"level", required_argument, NULL, 'l'},
    {"hand", required_argument, NULL, 'k'},   {"count", required_argument, NULL, 'n'},
    {"tries", required_argument, NULL, 1},    {"output", required_argument, NULL, 'o'},
    {"games", required_argument, NULL, 'g'},  {"players", required_argument, NULL, 'P'},
    {"fixed-seats", no_argument, NULL, 4},    {"record", required_argument, NULL, 5},
    {"playouts", required_argument, NULL, 6}, {"candidates", required_argument, NULL, 7},
    {"budget", required_argument, NULL, 'b'}, {"help", no_argument, NULL, 'h'},
    {"id", required_argument, NULL, 8},
    {NULL, 0, NULL, 0},
  };
  int nlong = 0;
  while (longopts[nlong].name) nlong++;
  if (render_args_table(RA_PAPER | RA_BW, longopts, &nlong, (int)(sizeof longopts / sizeof *longopts)) != 0) {
    px_error("polyssimo: internal error (option table)");
    return PX_EXIT_SOFTWARE;
  }
  render_opts_t ra;
  render_opts_init(&ra);
  opts_t o;
  memset(&o, 0, sizeof o);
  o.paper_w = o.paper_h = -1;
  o.pieces = PS_DEFAULT_PIECES;
  o.w = PS_BOARD_W, o.h = PS_BOARD_H;
  o.seed = 1, o.level = 2, o.tries = 2000, o.games = 100, o.budget = 0;
  int budget_set = 0, seed_set = 0;
  snprintf(o.players, sizeof o.players, "greedy,random");
  o.mc.candidates = 8, o.mc.playouts = 24;
  int c;
  uint64_t v;
  while ((c = getopt_long(argc, argv, "p:B:s:l:k:n:o:g:P:b:h", longopts, NULL)) != -1) {
    switch (c) {
      case 'p': o.pieces = optarg; break;
      case 'B': {
        region_t r;
        cards_error_t e;
        if (region_parse_size(optarg, &r, &e) != 0 || r.w * r.h > PS_MAX_CELLS) {
          if (r.cells) region_free(&r);
          px_error_at("--board", 0, 0, "'%s': WxH with at most %d cells expected", optarg, PS_MAX_CELLS);
          return PX_EXIT_USAGE;
        }
        o.w = r.w, o.h = r.h;
        region_free(&r);
        break;
      }
      case 's': if (num("--seed", optarg, 0, UINT64_MAX, &o.seed)) return PX_EXIT_USAGE; seed_set = 1; break;
      case 'l': if (num("--level", optarg, 1, 3, &v)) return PX_EXIT_USAGE; o.level = (int)v; break;
      case 'k': if (num("--hand", optarg, 1, PS_MAX_PIECES, &v)) return PX_EXIT_USAGE; o.hand = (int)v; break;
      case 'n': if (num("--count", optarg, 1, 10000, &v)) return PX_EXIT_USAGE; o.count = (int)v; break;
      case 1: if (num("--tries", optarg, 1, 100000000, &v)) return PX_EXIT_USAGE; o.tries = (int)v; break;
      case 'o': o.output = optarg; break;
      case 'g': if (num("--games", optarg, 0, 100000000, &o.games)) return PX_EXIT_USAGE; break;
      case 'P':
        if (strlen(optarg) >= sizeof o.players) {
          px_error("polyssimo: --players too long");
          return PX_EXIT_USAGE;
        }
        strcpy(o.players, optarg);
        break;
      case 4: o.fixed_seats = 1; break;
      case 5: o.record = optarg; break;
      case 6: if (num("--playouts", optarg, 1, 100000, &v)) return PX_EXIT_USAGE; o.mc.playouts = (int)v; break;
      case 7: if (num("--candidates", optarg, 1, 100000, &v)) return PX_EXIT_USAGE; o.mc.candidates = (int)v; break;
      case 'b': if (num("--budget", optarg, 1, UINT64_MAX, &o.budget)) return PX_EXIT_USAGE; budget_set = 1; break;
      case 8:
        if (parse_gen_id(optarg, &o, &o.id_seed) != 0) {
          px_error("polyssimo: bad generation ID '%s' (polyssimo:WxH:L<1-3>#SEED or K<pieces>#SEED)", optarg);
          px_usage_hint("polyssimo");
          return PX_EXIT_USAGE;
        }
        o.from_id = 1;
        break;
      case 'h': usage(stdout); return ferror(stdout) ? PX_EXIT_IO : PX_EXIT_OK;
      default: {
        /* --paper and --bw: parsed as polyx render does */
        int r = render_args_apply("polyssimo", c, optarg, &ra);
        if (r == 0) {
          o.paper_w = ra.paper_w, o.paper_h = ra.paper_h, o.bw = ra.bw;
          break;
        }
        if (r > 0) px_usage_hint("polyssimo");
        return PX_EXIT_USAGE;
      }
    }
  }
  if (optind >= argc) {
    px_error("polyssimo: no action (board, pieces, check, puzzle, book, verify, play, endgame)");
    px_usage_hint("polyssimo");
    return PX_EXIT_USAGE;
  }
  const char *act = argv[optind++];
  int nargs = argc - optind;
  int wants_file = !strcmp(act, "verify") || !strcmp(act, "endgame");
  if (wants_file ? nargs != 1 : nargs != 0) {
    px_error("polyssimo: %s: %s", act, wants_file ? "one FILE expected" : "unexpected argument");
    px_usage_hint("polyssimo");
    return PX_EXIT_USAGE;
  }
  if (!strcmp(act, "board")) return act_board(&o);
  if (!strcmp(act, "pieces")) return act_pieces(&o);
  if (!strcmp(act, "check")) {
    if (!budget_set) o.budget = 20000000;
    return act_check(&o, seed_set);
  }
  if (!strcmp(act, "puzzle")) return act_puzzle(&o, 0);
  if (!strcmp(act, "book")) return act_puzzle(&o, 1);
  if (!strcmp(act, "verify")) return act_verify(&o, argv[optind]);
  if (!strcmp(act, "play")) return act_play(&o);
  if (!strcmp(act, "endgame")) {
    if (!budget_set) o.budget = 20000000;
    return act_endgame(&o, argv[optind]);
  }
  px_error("polyssimo: unknown action '%s'", act);
  px_usage_hint("polyssimo");
  return PX_EXIT_USAGE;
}
