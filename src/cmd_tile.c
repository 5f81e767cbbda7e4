/* cmd_tile.c: `polyx tile`, tile a region with polyominoes: find, count, list, check uniqueness. */
#include <config.h>

#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cards/tiling/pieceset.h"
#include "cards/tiling/region.h"
#include "cards/tiling/tiling.h"
#include "dist/dist_search.h"
#include "dlx/dlx.h"
#include "output/pngread.h"
#include "output/render.h"
#include "src/render_args.h"
#include "src/polyx.h"

/* The drawing options of polyx tile --output (--cell is the PNG region's
 * pixel size here, so the cell side in mm is --cell-mm). */
#define TILE_RENDER_OPTS (RA_ALL & ~RA_CELL)

static void usage(FILE *out) {
  fputs(_("Usage: polyx tile [OPTION]... --pieces=SET --region=REGION\n"
          "Tile REGION with the pieces of SET and print the tiling as letters,\n"
          "one character per cell ('#' outside the region).\n"
          "\n"
          "  -p, --pieces=SET      the pieces: names (F, I4, H12, domino...), sets\n"
          "                        (pentominoes, tetrominoes, polymo...), NAME*K for\n"
          "                        K copies, ^NAME one-sided, @FILE pieces drawn in\n"
          "                        a file; comma-separated\n"
          "  -r, --region=REGION   WxH (a rectangle), a text file ('.' a cell to\n"
          "                        cover, '#' or blank outside, a letter a cell\n"
          "                        already covered), or a PNG silhouette\n"
          "      --cell=PX         cell size in pixels of a PNG region (default:\n"
          "                        detected)\n"
          "  -c, --count           print the number of tilings\n"
          "  -a, --all             print every tiling, a blank line between two\n"
          "  -u, --unique          exit 0 when there is exactly one tiling (printed),\n"
          "                        1 when there is none, 2 when there are more\n"
          "      --random          print a random tiling (with --count or --all,\n"
          "                        search in a random order)\n"
          "  -s, --seed=S          seed for --random (implies --random; default 0)\n"
          "  -d, --distinct        count and list tilings up to the symmetries of\n"
          "                        the problem: those of the region that map the\n"
          "                        allowed pieces onto themselves\n"
          "      --subset          use each piece at most as often as the set has it\n"
          "                        (default: exactly)\n"
          "      --count-pieces=N  use N pieces in all (N or LO:HI)\n"
          "      --sizes=LIST      use pieces by size: SIZE:COUNT,... (e.g. 5:3,3:1,2:1\n"
          "                        for three pentominoes, a tromino and a domino of\n"
          "                        the set); implies --subset\n"
          "  -m, --max=N           stop after N tilings (0: no limit)\n"
          "  -b, --budget=N        give up after N nodes (placements tried); exit 3\n"
          "                        when it runs out before the answer is known\n"
          "      --engine=E        auto (default: fast when the region fits), fast\n"
          "                        (bitboards) or dlx (exact cover)\n"
          "  -j, --jobs=N          search with N threads (default 0: one per\n"
          "                        processor; the same output for any N)\n"
          "      --stats           print counts (tilings, nodes, time) on standard error\n"
          "      --emit-dlx        write the problem in Knuth's DLX format and exit\n"
          "  -o, --output=FILE     draw the tiling (every tiling with --all) to FILE,\n"
          "                        .pdf, .svg or .png (as polyx render does), instead\n"
          "                        of printing letters; these options set the\n"
          "                        pages and looks of the drawing:\n"),
        out);
  render_args_help(out, TILE_RENDER_OPTS);
  fputs(_("  -h, --help            display this help and exit\n"
          "\n"
          "A piece prints as its name when that is one character and no other piece\n"
          "has it; other pieces get letters a, b, c... and a line 'legend: a=I3 ...'\n"
          "on standard error says which. Two pieces side by side never share a\n"
          "letter, so a printed tiling reads back as a region.\n"
          "\n"
          "Progress is shown on standard error when it is a terminal and the search\n"
          "is long. Ctrl-C stops a search cleanly and reports the count so far.\n"
          "\n"
          "Exit status: 0 tiling found (--count, --all: always; --unique: exactly one),\n"
          "1 no tiling, 2 more than one (--unique), 3 budget ran out or interrupted,\n"
          "64 usage error, 65 bad pieces or region (unknown piece, unparsable region,\n"
          "an area no choice of pieces can cover), 66 input not readable, 70 internal\n"
          "error, 73 output not creatable, 74 write error.\n"),
        out);
  /* Checkpoints and processes (issue 16): a block of their own. */
  fputs(_("\nLong counts:\n"
          "      --checkpoint=FILE  with --count: record each finished part of the\n"
          "                        search in FILE; run again with it to go on (the\n"
          "                        dlx engine; see polyx-solve(1), CHECKPOINTS)\n"
          "Under mpirun (polyx built with MPI), --count without --distinct is spread\n"
          "over the processes with the dlx engine, each with --jobs threads.\n"),
        out);
}

static double now_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* ---- Letters ---- */

static const char letter_pool[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

typedef struct printer {
  tiling_t *t;
  int w, h;
  char *piece_letter; /* per piece: its letter, or 0 (none left) */
  char used[128];     /* letters taken by pieces and pre-covered cells */
  int *grid;          /* placement index per cell */
  char *letters;      /* per placement of the current tiling */
  int print;          /* print each tiling */
  int found;
  int write_failed;
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
} printer_t;

static int is_letter(char c) {
  return c != REGION_CELL && c != REGION_OUTSIDE && c != ' ' && c > ' ' && c < 127;
}

static int printer_init(printer_t *p, tiling_t *t) {
  memset(p, 0, sizeof *p);
  p->t = t;
  tiling_region_size(t, &p->w, &p->h);
  const pieceset_t *set = tiling_pieceset(t);
  const region_t *r = tiling_region(t);
  int n = tiling_max_pieces(t);
  p->piece_letter = calloc((size_t)set->n + 1, 1);
  p->grid = malloc((size_t)p->w * p->h * sizeof *p->grid);
  p->letters = malloc((size_t)n + 1);
  if (!p->piece_letter || !p->grid || !p->letters) return -1;
  for (size_t k = 0; k < (size_t)p->w * p->h; k++)
    if (is_letter(r->cells[k])) p->used[(unsigned char)r->cells[k]] = 1;
  /* one-character names used once keep their letter */
  for (int i = 0; i < set->n; i++) {
    const char *nm = set->pieces[i].name;
    if (nm[0] && !nm[1] && is_letter(nm[0])) {
      int dup = 0;
      for (int j = 0; j < set->n; j++)
        if (j != i && strcmp(set->pieces[j].name, nm) == 0) dup = 1;
      if (!dup) {
        p->piece_letter[i] = nm[0];
        p->used[(unsigned char)nm[0]] = 1;
      }
    }
  }
  for (int i = 0; i < set->n; i++) {
    if (p->piece_letter[i]) continue;
    for (const char *c = letter_pool; *c; c++)
      if (!p->used[(unsigned char)*c]) {
        p->piece_letter[i] = *c;
        p->used[(unsigned char)*c] = 1;
        break;
      }
  }
  return 0;
}

static void printer_free(printer_t *p) {
  free(p->piece_letter);
  free(p->grid);
  free(p->letters);
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
    if (is_letter((char)ch) && c->pre_index[ch] < 0) c->pre_index[ch] = maxn + c->npre++;
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
    if (st != RENDER_OK) {
      px_error(_("tile: %s"), err);
      rc = px_exit_of_render(st);
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
  fprintf(stderr, _("%" PRIu64 " tilings, %" PRIu64 " nodes, %.0f s "), solutions, nodes,
          t - p->start);
  fflush(stderr);
  p->progress_shown = 1;
  return 0;
}

/* The letter of each placement: its piece's, unless a neighbour already has
 * it (copies side by side, or a pre-covered cell of that letter); then a
 * letter no piece uses and no neighbour has. */
static void assign_letters(printer_t *p, const int *place, int n) {
  const region_t *r = tiling_region(p->t);
  int w = p->w, h = p->h;
  tiling_solution_grid(p->t, place, n, p->grid);
  for (int k = 0; k < n; k++) p->letters[k] = 0;
  for (int k = 0; k < n; k++) {
    const tiling_place_t *pl = tiling_placement(p->t, place[k]);
    char want = p->piece_letter[pl->piece];
    char near[128];
    memset(near, 0, sizeof near);
    cell_t cells[SHAPE_MAX_CELLS];
    int nc = tiling_placement_cells(p->t, place[k], cells);
    for (int j = 0; j < nc; j++) {
      static const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
      for (int d = 0; d < 4; d++) {
        int x = cells[j].x + dx[d], y = cells[j].y + dy[d];
        if (x < 0 || y < 0 || x >= w || y >= h) continue;
        int g = p->grid[(size_t)y * w + x];
        if (g == k) continue;
        if (g >= 0) {
          char c = p->letters[g] ? p->letters[g]
                                 : p->piece_letter[tiling_placement(p->t, place[g])->piece];
          if (p->letters[g] || g < k) near[(unsigned char)c] = 1;
          /* a later copy of the same piece will move if it must: mark only assigned ones */
        } else if (g == TILING_GRID_PRECOVERED) {
          near[(unsigned char)r->cells[(size_t)y * w + x]] = 1;
        }
      }
    }
    char c = want;
    if (!c || near[(unsigned char)c]) {
      c = 0;
      for (const char *q = letter_pool; *q && !c; q++)
        if (!p->used[(unsigned char)*q] && !near[(unsigned char)*q]) c = *q;
      for (const char *q = letter_pool; *q && !c; q++)
        if (!near[(unsigned char)*q]) c = *q;
      if (!c) c = '?';
    }
    p->letters[k] = c;
  }
}

/* "legend: a=I3 b=L3" on stderr for the letters that are not their piece's
 * one-character name, pieces in the order of the set. */
static void print_legend(printer_t *p, const int *place, int n) {
  const pieceset_t *set = tiling_pieceset(p->t);
  int any = 0;
  for (int i = 0; i < set->n; i++) {
    const char *nm = set->pieces[i].name;
    char seen[128];
    memset(seen, 0, sizeof seen);
    for (int k = 0; k < n; k++) {
      char c = p->letters[k];
      if (tiling_placement(p->t, place[k])->piece != i || seen[(unsigned char)c]) continue;
      seen[(unsigned char)c] = 1;
      if (nm[0] == c && !nm[1]) continue;
      fprintf(stderr, "%s %c=%s", any ? "" : "legend:", c, nm);
      any = 1;
    }
  }
  if (any) fputc('\n', stderr);
}

static int print_tiling(printer_t *p, const int *place, int n) {
  const region_t *r = tiling_region(p->t);
  assign_letters(p, place, n);
  progress_clear(p);
  if (p->found > 0) putchar('\n');
  fflush(stdout);
  print_legend(p, place, n);
  for (int y = 0; y < p->h; y++) {
    for (int x = 0; x < p->w; x++) {
      int g = p->grid[(size_t)y * p->w + x];
      putchar(g >= 0                        ? p->letters[g]
              : g == TILING_GRID_PRECOVERED ? r->cells[(size_t)y * p->w + x]
              : g == TILING_GRID_EMPTY      ? '.'
                                            : REGION_OUTSIDE);
    }
    putchar('\n');
  }
  fflush(stdout);
  if (ferror(stdout)) {
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

/* ---- Arguments ---- */

static int number_arg(const char *opt, const char *arg, uint64_t *out) {
  return px_number_arg("tile", opt, arg, 0, UINT64_MAX, out);
}

/* "N" or "LO:HI" (small numbers). */
static int range_arg(const char *opt, const char *arg, int *lo, int *hi) {
  char buf[64];
  uint64_t a, b;
  const char *colon = strchr(arg, ':');
  if (strlen(arg) >= sizeof buf) goto bad;
  strcpy(buf, arg);
  if (colon) buf[colon - arg] = '\0';
  if (px_parse_u64(buf, &a) || a > 1000000) goto bad;
  b = a;
  if (colon && (px_parse_u64(buf + (colon - arg) + 1, &b) || b > 1000000 || b < a)) goto bad;
  *lo = (int)a;
  *hi = (int)b;
  return 0;
bad:
  px_error(_("tile: invalid value '%s' for %s (want N or LO:HI)"), arg, opt);
  px_usage_hint("tile");
  return -1;
}

/* "SIZE:COUNT[,SIZE:COUNT...]", COUNT being N or LO-HI. */
static int sizes_arg(const char *arg, tiling_spec_t *spec) {
  const char *s = arg;
  spec->nsizes = 0;
  while (*s) {
    char *end;
    errno = 0;
    long size = strtol(s, &end, 10);
    if (end == s || *end != ':' || size < 1 || size > SHAPE_MAX_CELLS || errno) goto bad;
    s = end + 1;
    long lo = strtol(s, &end, 10), hi;
    if (end == s || lo < 0 || lo > 1000000 || *s == '-' || *s == '+') goto bad;
    hi = lo;
    s = end;
    if (*s == '-') {
      s++;
      hi = strtol(s, &end, 10);
      if (end == s || hi < lo || hi > 1000000 || *s == '-' || *s == '+') goto bad;
      s = end;
    }
    if (spec->nsizes == TILING_MAX_SIZE_CLASSES) {
      px_error(_("tile: more than %d sizes in --sizes"), TILING_MAX_SIZE_CLASSES);
      return -1;
    }
    for (int k = 0; k < spec->nsizes; k++)
      if (spec->sizes[k].size == size) {
        px_error(_("tile: size %ld given twice in --sizes"), size);
        return -1;
      }
    spec->sizes[spec->nsizes].size = (int)size;
    spec->sizes[spec->nsizes].lo = (int)lo;
    spec->sizes[spec->nsizes].hi = (int)hi;
    spec->nsizes++;
    if (*s == ',')
      s++;
    else if (*s)
      goto bad;
  }
  if (spec->nsizes == 0) goto bad;
  return 0;
bad:
  px_error(_("tile: invalid value '%s' for --sizes (want SIZE:COUNT,..., e.g. 5:3,3:1,2:1)"), arg);
  return -1;
}

static int ends_with(const char *s, const char *suffix) {
  size_t a = strlen(s), b = strlen(suffix);
  if (a < b) return 0;
  for (size_t i = 0; i < b; i++) {
    char c = s[a - b + i];
    if (c >= 'A' && c <= 'Z') c = (char)(c - 'A' + 'a');
    if (c != suffix[i]) return 0;
  }
  return 1;
}

/* Read REGION (a size, a PNG or a text file); returns an exit status. */
static int load_region(const char *arg, int cell_px, region_t *r) {
  cards_error_t e;
  memset(&e, 0, sizeof e);
  if (region_is_size(arg)) {
    if (region_parse_size(arg, r, &e)) {
      px_error(_("tile: --region '%s': %s"), arg, e.msg);
      return PX_EXIT_DATA;
    }
    return PX_EXIT_OK;
  }
  if (strcmp(arg, "-") != 0) {
    FILE *f = fopen(arg, "rb");
    if (!f) {
      px_error_at(arg, 0, 0, _("cannot open: %s"), strerror(errno));
      return PX_EXIT_NOINPUT;
    }
    unsigned char sig[8] = {0};
    size_t got = fread(sig, 1, 8, f);
    fclose(f);
    static const unsigned char png_sig[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    if ((got == 8 && memcmp(sig, png_sig, 8) == 0) || ends_with(arg, ".png")) {
      unsigned char *grey = NULL;
      int w, h, used;
      char msg[200];
      int prc = pngread_grey(arg, &grey, &w, &h, msg, sizeof msg);
      if (prc != 0) {
        px_error_at(arg, 0, 0, "%s", msg);
        return prc == PNGREAD_EREAD ? PX_EXIT_NOINPUT : PX_EXIT_DATA;
      }
      int rc = region_from_grey(grey, w, h, (size_t)w, cell_px, r, &used, &e);
      free(grey);
      if (rc) {
        px_error_at(arg, 0, 0, "%s", e.msg);
        return px_exit_of_cards(&e);
      }
      return PX_EXIT_OK;
    }
  }
  if (region_read_file(arg, r, &e)) {
    px_error_at(e.file[0] ? e.file : arg, e.line, e.col, "%s", e.msg);
    return px_exit_of_cards(&e);
  }
  return PX_EXIT_OK;
}

/* What the command line asks for. */
typedef struct tile_opts {
  const char *pieces, *region, *output;
  const char *sizes, *npieces; /* as typed, for the cards' captions */
  const char *checkpoint;      /* --checkpoint=FILE, or NULL */
  int count, all, unique, randomize, stats, emit, njobs;
  uint64_t seed, max, budget, cell;
  tiling_spec_t spec;
  tiling_engine_t engine;
  render_opts_t ro;
} tile_opts_t;

enum {
  OPT_STATS = 256,
  OPT_EMIT,
  OPT_RANDOM,
  OPT_SUBSET,
  OPT_NPIECES,
  OPT_SIZES,
  OPT_ENGINE,
  OPT_CELL,
  OPT_CHECKPOINT
};

/* Option C (argument OPTARG) into O: -1 to go on, else an exit status. */
static int tile_option(int c, tile_opts_t *o) {
  switch (c) {
    case 'p': o->pieces = optarg; break;
    case 'r': o->region = optarg; break;
    case OPT_CELL:
      if (number_arg("--cell", optarg, &o->cell) || o->cell > 100000) return PX_EXIT_USAGE;
      break;
    case 'c': o->count = 1; break;
    case 'a': o->all = 1; break;
    case 'u': o->unique = 1; break;
    case OPT_RANDOM: o->randomize = 1; break;
    case 's':
      if (number_arg("--seed", optarg, &o->seed)) return PX_EXIT_USAGE;
      o->randomize = 1;
      break;
    case 'd': o->spec.distinct = 1; break;
    case OPT_SUBSET: o->spec.subset = 1; break;
    case OPT_NPIECES:
      if (range_arg("--count-pieces", optarg, &o->spec.total_lo, &o->spec.total_hi))
        return PX_EXIT_USAGE;
      o->npieces = optarg;
      break;
    case OPT_SIZES:
      o->sizes = optarg;
      if (sizes_arg(optarg, &o->spec)) {
        px_usage_hint("tile");
        return PX_EXIT_USAGE;
      }
      break;
    case 'm':
      if (number_arg("--max", optarg, &o->max)) return PX_EXIT_USAGE;
      break;
    case 'b':
      if (number_arg("--budget", optarg, &o->budget)) return PX_EXIT_USAGE;
      break;
    case OPT_ENGINE:
      if (strcmp(optarg, "auto") == 0)
        o->engine = TILING_ENGINE_AUTO;
      else if (strcmp(optarg, "fast") == 0)
        o->engine = TILING_ENGINE_FAST;
      else if (strcmp(optarg, "dlx") == 0)
        o->engine = TILING_ENGINE_DLX;
      else {
        px_error(_("tile: invalid engine '%s' (want auto, fast or dlx)"), optarg);
        px_usage_hint("tile");
        return PX_EXIT_USAGE;
      }
      break;
    case 'j':
      if (px_jobs_arg("tile", optarg, TILING_MAX_JOBS, &o->njobs)) return PX_EXIT_USAGE;
      break;
    case OPT_STATS: o->stats = 1; break;
    case OPT_EMIT: o->emit = 1; break;
    case OPT_CHECKPOINT: o->checkpoint = optarg; break;
    case 'o': o->output = optarg; break;
    case 'h': usage(stdout); return PX_EXIT_OK;
    default: {
      int r = render_args_apply("tile", c, optarg, &o->ro);
      if (r == 0) break;
      if (r > 0) px_usage_hint("tile");
      return PX_EXIT_USAGE;
    }
  }
  return -1;
}

/* A usage error: the message, the hint, status 64. */
static int tile_usage_error(const char *msg) {
  px_error(_("tile: %s"), msg);
  px_usage_hint("tile");
  return PX_EXIT_USAGE;
}

/* The command line into *O: -1 to go on, else an exit status. */
static int tile_parse(int argc, char **argv, tile_opts_t *o) {
  struct option longopts[48] = {{"pieces", required_argument, NULL, 'p'},
                                {"region", required_argument, NULL, 'r'},
                                {"cell", required_argument, NULL, OPT_CELL},
                                {"count", no_argument, NULL, 'c'},
                                {"all", no_argument, NULL, 'a'},
                                {"unique", no_argument, NULL, 'u'},
                                {"random", no_argument, NULL, OPT_RANDOM},
                                {"seed", required_argument, NULL, 's'},
                                {"distinct", no_argument, NULL, 'd'},
                                {"subset", no_argument, NULL, OPT_SUBSET},
                                {"count-pieces", required_argument, NULL, OPT_NPIECES},
                                {"sizes", required_argument, NULL, OPT_SIZES},
                                {"max", required_argument, NULL, 'm'},
                                {"budget", required_argument, NULL, 'b'},
                                {"engine", required_argument, NULL, OPT_ENGINE},
                                {"jobs", required_argument, NULL, 'j'},
                                {"stats", no_argument, NULL, OPT_STATS},
                                {"emit-dlx", no_argument, NULL, OPT_EMIT},
                                {"checkpoint", required_argument, NULL, OPT_CHECKPOINT},
                                {"output", required_argument, NULL, 'o'},
                                {"help", no_argument, NULL, 'h'},
                                {NULL, 0, NULL, 0}}; /* room for the shared drawing options */
  int nlong = 0;
  while (longopts[nlong].name) nlong++;
  if (render_args_table(TILE_RENDER_OPTS, longopts, &nlong,
                        (int)(sizeof longopts / sizeof *longopts)) != 0) {
    px_error(_("tile: internal error (option table)"));
    return PX_EXIT_SOFTWARE;
  }
  memset(o, 0, sizeof *o);
  render_opts_init(&o->ro);
  tiling_spec_init(&o->spec);
  o->engine = TILING_ENGINE_AUTO;
  int c;
  while ((c = getopt_long(argc, argv, "p:r:cauds:m:b:j:o:h", longopts, NULL)) != -1) {
    int st = tile_option(c, o);
    if (st >= 0) return st;
  }
  if (optind < argc) {
    px_error(_("tile: extra operand '%s'"), argv[optind]);
    px_usage_hint("tile");
    return PX_EXIT_USAGE;
  }
  if (!o->pieces || !o->region)
    return tile_usage_error(!o->pieces ? _("--pieces is required") : _("--region is required"));
  if (o->output && (o->count || o->emit))
    return tile_usage_error(o->count ? _("--output draws tilings: not with --count")
                                     : _("--output draws tilings: not with --emit-dlx"));
  if (o->count + o->all + o->unique > 1)
    return tile_usage_error(_("--count, --all and --unique exclude each other"));
  /* Spread over processes or checkpointed: a plain count (libdlx's plan of
   * the problem tiling_write_dlx writes; the distinct count's canonical
   * filter is not in it). */
  int plain = o->count && !o->spec.distinct && !o->randomize && !o->budget && !o->max && !o->emit;
  if (o->checkpoint && !plain)
    return px_checkpoint_refuse("tile", o->checkpoint,
                                "--distinct, --random, --budget, --max or --emit-dlx");
  if (!plain && !o->emit) {
    int st = px_group_refuse("tile --all, --unique, --distinct, --random, --budget, --max");
    if (st >= 0) return st;
  }
  return -1;
}

static void tile_stats(const tiling_t *t, const tiling_result_t *res, double secs,
                       const char *impossible);

/* tile --count under mpirun or with --checkpoint: the problem as libdlx
 * reads it, searched by dist/ (the fast engine is not split over
 * processes). The exit status. */
static int tile_spread(const tile_opts_t *o, tiling_t *t) {
  char *text = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&text, &len);
  int rc = f ? tiling_write_dlx(t, f) : -1;
  if (f && fclose(f) != 0) rc = -1;
  dlx_t *dlx = NULL;
  if (rc == 0 && dlx_read_buffer(text, len, &dlx, NULL) != DLX_OK) rc = -1;
  free(text);
  int status = PX_EXIT_OK;
  if (rc != 0) {
    px_error(_("tile: out of memory"));
    status = PX_EXIT_SOFTWARE;
  } else {
    dist_search_t s;
    dist_search_init(&s, dlx);
    s.threads = px_jobs(o->njobs, DLX_MAX_JOBS);
    s.checkpoint = o->checkpoint;
    s.cancel = &tile_interrupted;
    dlx_status_t ds;
    dist_error_t err;
    double t0 = now_seconds();
    dist_status_t st = dist_search_run(px_group(), &s, &ds, &err);
    double secs = now_seconds() - t0;
    if (dist_rank(px_group()) != 0) {
      status = PX_EXIT_OK; /* rank 0 reports */
    } else if (st == DIST_EWORK && tile_interrupted) {
      px_error(ngettext("tile: interrupted after %" PRIu64 " tiling (%" PRIu64 " nodes)",
                        "tile: interrupted after %" PRIu64 " tilings (%" PRIu64 " nodes)",
                        (unsigned long)s.stats.solutions),
               s.stats.solutions, s.stats.nodes);
      status = PX_EXIT_BUDGET;
    } else if (st != DIST_OK) {
      status = px_spread_failed("tile", st, ds != DLX_OK ? dlx_strerror(ds) : NULL, o->checkpoint,
                                &err);
    } else {
      printf("%" PRIu64 "\n", s.stats.solutions);
      if (o->stats) {
        /* tile's own --stats lines: a part is a task here. */
        tiling_result_t res = {.solutions = s.stats.solutions,
                               .raw = s.stats.solutions,
                               .nodes = s.stats.nodes,
                               .end = TILING_END_EXHAUSTED,
                               .engine = TILING_ENGINE_DLX,
                               .tasks = (int)s.parts};
        const char *why = NULL;
        tile_stats(t, &res, secs, tiling_impossible(t, &why) ? why : NULL);
        px_spread_stats(s.parts, s.parts_resumed, s.rank_parts, s.rank_nodes, s.rank_seconds);
      }
      if (ferror(stdout)) status = PX_EXIT_IO;
    }
    dist_search_free(&s);
  }
  dlx_free(dlx);
  /* Every process ends with rank 0's status. */
  if (px_group() && dist_bcast_int(px_group(), &status) != DIST_OK) status = PX_EXIT_SOFTWARE;
  return status;
}

/* The pieces and the region into a tiling problem *T: 0, or an exit status
 * after the message. */
static int tile_setup(tile_opts_t *o, tiling_t **t) {
  pieceset_t set;
  cards_error_t e;
  memset(&e, 0, sizeof e);
  if (pieceset_parse_files(o->pieces, &set, &e)) {
    if (e.file[0])
      px_error_at(e.file, e.line, e.col, "%s", e.msg);
    else
      px_error(_("tile: --pieces '%s': column %lu: %s"), o->pieces, e.col, e.msg);
    return px_exit_of_cards(&e);
  }
  region_t region;
  memset(&region, 0, sizeof region);
  int status = load_region(o->region, (int)o->cell, &region);
  if (status != PX_EXIT_OK) {
    pieceset_free(&set);
    return status;
  }
  tiling_error_t te;
  o->spec.cancelled = setup_cancelled;
  tiling_status_t tst = tiling_new(&set, &region, &o->spec, t, &te);
  pieceset_free(&set);
  region_free(&region);
  if (tst == TILING_ECANCELLED) {
    px_error(_("tile: interrupted while setting up the problem"));
    return PX_EXIT_BUDGET;
  }
  if (tst != TILING_OK) {
    px_error(_("tile: %s"), te.msg[0] ? te.msg : tiling_strerror(tst));
    return tst == TILING_ENOMEM   ? PX_EXIT_SOFTWARE
           : tst == TILING_EINVAL ? PX_EXIT_USAGE
                                  : PX_EXIT_DATA;
  }
  return PX_EXIT_OK;
}

/* --stats: the engine, the group, the counts, on standard error. */
static void tile_stats(const tiling_t *t, const tiling_result_t *res, double secs,
                       const char *impossible) {
  fprintf(stderr, _("engine %s, %d placements, symmetry group of order %d ("),
          res->engine == TILING_ENGINE_FAST ? "fast" : "dlx", tiling_placement_count(t),
          tiling_symmetry_order(t));
  for (int k = 0; k < tiling_symmetry_order(t); k++)
    fprintf(stderr, "%s%s", k ? ", " : "", tiling_sym_name(tiling_symmetry_element(t, k)));
  fprintf(stderr, _("), symmetry breaking: %s\n"), tiling_symmetry_method(t));
  if (impossible) fprintf(stderr, _("impossible before any search: %s\n"), impossible);
  if (res->orbits)
    fprintf(stderr, _("counted by orbits: each distinct tiling found counts %d / its symmetries\n"),
            tiling_symmetry_order(t));
  fprintf(stderr,
          ngettext("%" PRIu64 " tiling (%" PRIu64 " leaves), ",
                   "%" PRIu64 " tilings (%" PRIu64 " leaves), ", (unsigned long)res->solutions),
          res->solutions, res->raw);
  fprintf(stderr,
          ngettext("%" PRIu64 " nodes, %d task, %.3f s%s\n",
                   "%" PRIu64 " nodes, %d tasks, %.3f s%s\n", (unsigned long)res->tasks),
          res->nodes, res->tasks, secs,
          res->end == TILING_END_BUDGET ? _(" (the budget ran out)")
          : res->end == TILING_END_MAX  ? _(" (stopped at the limit)")
                                        : "");
}

/* The exit status a finished search gives, its message written. */
static int tile_status(const tile_opts_t *o, const printer_t *pr, const tiling_result_t *res) {
  if (pr->write_failed || ferror(stdout)) return PX_EXIT_IO;
  if (tile_interrupted && res->end == TILING_END_CALLBACK) {
    px_error(ngettext("tile: interrupted after %" PRIu64 " tiling (%" PRIu64 " nodes)",
                      "tile: interrupted after %" PRIu64 " tilings (%" PRIu64 " nodes)",
                      (unsigned long)res->solutions),
             res->solutions, res->nodes);
    return PX_EXIT_BUDGET;
  }
  if (res->end == TILING_END_BUDGET && !(o->unique && res->solutions >= 2)) {
    px_error(ngettext("tile: the budget of %" PRIu64 " nodes ran out after %" PRIu64 " tiling",
                      "tile: the budget of %" PRIu64 " nodes ran out after %" PRIu64 " tilings",
                      (unsigned long)res->solutions),
             o->budget, res->solutions);
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
  size_t cl = strlen(o->pieces) + strlen(o->region) + (o->sizes ? strlen(o->sizes) : 0) +
              (o->npieces ? strlen(o->npieces) : 0) + 120;
  char *caption = malloc(cl);
  if (!caption) {
    px_error(_("tile: out of memory"));
    return PX_EXIT_SOFTWARE;
  }
  snprintf(caption, cl, "polyx tile -p %s -r %s", o->pieces, o->region);
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
  int rc = draw_tilings(pr, o->output, &o->ro, caption);
  free(caption);
  return rc;
}

/* Search T as O says, printing or keeping the tilings in *PR. */
static tiling_status_t tile_search(const tile_opts_t *o, tiling_t *t, printer_t *pr,
                                   tiling_result_t *res, double *secs) {
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
  pr->start = pr->last = now_seconds();
  so.on_progress = on_progress; /* also how Ctrl-C stops the search */
  so.progress_ctx = pr;
  so.progress_nodes = 1u << 12; /* a clock read every 4096 nodes costs nothing */
  double t0 = now_seconds();
  tiling_status_t tst = tiling_search(t, &so, res);
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

/* Search and report: the exit status. */
static int tile_run(const tile_opts_t *o, tiling_t *t) {
  printer_t pr;
  if (printer_init(&pr, t)) {
    px_error(_("tile: out of memory"));
    printer_free(&pr);
    return PX_EXIT_SOFTWARE;
  }
  pr.print =
      !o->count && !o->output && !o->unique; /* --unique prints only a unique tiling: held back */
  pr.keep = o->output != NULL && !o->unique;
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
  tiling_status_t tst = tile_search(o, t, &pr, &res, &secs);
  if (tst != TILING_OK) {
    if (tst == TILING_EENGINE)
      px_error(_("tile: the fast engine cannot take this region (its box has more than %d cells)"),
               TILING_FAST_MAX_BITS);
    else
      px_error(_("tile: %s"), tiling_strerror(tst));
    printer_free(&pr);
    return tst == TILING_EENGINE ? PX_EXIT_USAGE : PX_EXIT_SOFTWARE;
  }
  const char *why = NULL;
  int impossible = tiling_impossible(t, &why);
  if (o->stats) tile_stats(t, &res, secs, impossible ? why : NULL);
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
  tiling_t *t = NULL;
  status = tile_setup(&o, &t);
  if (status != PX_EXIT_OK) return status;
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
  status = (px_group() || o.checkpoint) && o.count ? tile_spread(&o, t) : tile_run(&o, t);
  tiling_free(t);
  return status;
}
