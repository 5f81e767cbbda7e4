/* polymo.c: Polymo: sheet geometry, the rules engine, game records, simulated players and the best sheet. */
#include <config.h>

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "cards/tiling/pieceset.h"
#include "cards/polymo/polymo.h"
#include "cards/tiling/polyomino.h"
#include "cards/tiling/region.h"
#include "cards/bits.h"
#include "cards/rng.h"
#include "cards/tiling/tiling.h"

const char *const polymo_shape_names[POLYMO_NSHAPES] = {"I1", "I2", "I3", "L3", "I4", "O4", "T4",
                                                        "S4", "L4", "F",  "I",  "L",  "N",  "P",
                                                        "T",  "U",  "V",  "W",  "X",  "Y",  "Z"};

static const char color_letters[] = "?YRGBK*";

char polymo_color_letter(int c) { return (c >= 0 && c <= POLYMO_STAR) ? color_letters[c] : '?'; }

int polymo_color_of(int ch) {
  switch (toupper(ch)) {
  case 'Y': return POLYMO_Y;
  case 'R': return POLYMO_R;
  case 'G': return POLYMO_G;
  case 'B': return POLYMO_B;
  case 'K': return POLYMO_K;
  case '*': return POLYMO_STAR;
  default: return 0;
  }
}

static const char *const rule_names[POLYMO_NRULES] = {
    "ok",    "off-grid", "used",  "count", "apart",     "first", "touch",     "join", "big",
    "taken", "joker",    "no-die", "no-figure", "twice", "turn", "not-stuck", "pass", "attach"};

const char *polymo_rule_name(polymo_rule_t r) { return (r >= 0 && r < POLYMO_NRULES) ? rule_names[r] : "?"; }

/* ---- bitboards ---- */
static inline void bb_set(polymo_bb_t *b, int i) { b->w[i >> 6] |= (uint64_t)1 << (i & 63); }
static inline int bb_has(const polymo_bb_t *b, int i) { return (int)((b->w[i >> 6] >> (i & 63)) & 1); }
static inline int bb_meets(const polymo_bb_t *a, const polymo_bb_t *b) {
  return ((a->w[0] & b->w[0]) | (a->w[1] & b->w[1])) != 0;
}
static inline void bb_or(polymo_bb_t *a, const polymo_bb_t *b) { a->w[0] |= b->w[0], a->w[1] |= b->w[1]; }

static uint64_t bb_hash(const polymo_bb_t *b) {
  uint64_t z = b->w[0] ^ (b->w[1] * 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/* ---- geometry ---- */

static int shape_index(const polymo_geo_t *g, const shape_t *s) {
  shape_t c;
  shape_canonical(s, 0, &c);
  for (int k = 0; k < POLYMO_NSHAPES; k++)
    if (shape_equal(&c, &g->shapes[k])) return k;
  return -1;
}

int polymo_geo_init(polymo_geo_t *g, int n) {
  memset(g, 0, sizeof *g);
  if (n != 8 && n != 9) return -1;
  g->n = n;
  g->xcell = (n == 9) ? 4 * 9 + 4 : 3 * 8 + 3;
  for (int k = 0; k < POLYMO_NSHAPES; k++) {
    piece_t p;
    if (polyomino_lookup(polymo_shape_names[k], &p, NULL) != 0) return -1;
    shape_canonical(&p.shape, 0, &g->shapes[k]);
  }
  shape_t *fixed[6] = {0};
  int nf[6] = {0}, total = 0;
  for (int s = 1; s <= 5; s++) {
    nf[s] = polyomino_enumerate(s, POLYO_FIXED, &fixed[s], NULL);
    if (nf[s] < 0) goto fail;
    for (int i = 0; i < nf[s]; i++) {
      int w, h;
      shape_size(&fixed[s][i], &w, &h);
      if (w <= n && h <= n) total += (n - w + 1) * (n - h + 1);
    }
  }
  g->place = calloc((size_t)total, sizeof *g->place);
  if (!g->place) goto fail;
  for (int s = 1; s <= 5; s++) {
    g->start[s] = g->nplace;
    for (int i = 0; i < nf[s]; i++) {
      const shape_t *sh = &fixed[s][i];
      int w, h, k = shape_index(g, sh);
      shape_size(sh, &w, &h);
      for (int y = 0; y + h <= n; y++)
        for (int x = 0; x + w <= n; x++) {
          struct polymo_place *pl = &g->place[g->nplace++];
          pl->size = (int8_t)s;
          pl->shape = (int8_t)k;
          for (int j = 0; j < s; j++) {
            int c = (y + sh->c[j].y) * n + x + sh->c[j].x;
            pl->cells[j] = (uint8_t)c;
            bb_set(&pl->bb, c);
          }
          for (int j = 0; j < s; j++) {
            int cx = pl->cells[j] % n, cy = pl->cells[j] / n;
            static const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
            for (int d = 0; d < 4; d++) {
              int ax = cx + dx[d], ay = cy + dy[d];
              if (ax < 0 || ay < 0 || ax >= n || ay >= n) {
                pl->border++;
                continue;
              }
              if (!bb_has(&pl->bb, ay * n + ax)) bb_set(&pl->nb, ay * n + ax);
            }
          }
        }
    }
  }
  g->start[6] = g->nplace;
  for (int s = 1; s <= 5; s++) free(fixed[s]);
  int hs = 1;
  while (hs < 4 * g->nplace) hs *= 2;
  g->hmask = hs - 1;
  g->hash = malloc((size_t)hs * sizeof *g->hash);
  if (!g->hash) goto fail2;
  for (int i = 0; i < hs; i++) g->hash[i] = -1;
  for (int i = 0; i < g->nplace; i++) {
    uint64_t h = bb_hash(&g->place[i].bb);
    int k = (int)(h & (uint64_t)g->hmask);
    while (g->hash[k] >= 0) k = (k + 1) & g->hmask;
    g->hash[k] = i;
  }
  return 0;
fail2:
  free(g->place);
  g->place = NULL;
  return -1;
fail:
  for (int s = 1; s <= 5; s++) free(fixed[s]);
  free(g->place);
  g->place = NULL;
  return -1;
}

void polymo_geo_free(polymo_geo_t *g) {
  free(g->place);
  free(g->hash);
  g->place = NULL;
  g->hash = NULL;
}

int polymo_place_find(const polymo_geo_t *g, const polymo_bb_t *bb) {
  int k = (int)(bb_hash(bb) & (uint64_t)g->hmask);
  while (g->hash[k] >= 0) {
    const polymo_bb_t *b = &g->place[g->hash[k]].bb;
    if (b->w[0] == bb->w[0] && b->w[1] == bb->w[1]) return g->hash[k];
    k = (k + 1) & g->hmask;
  }
  return -1;
}

int polymo_shape_of(const polymo_geo_t *g, const int *cells, int nc) {
  if (nc < 1 || nc > 5) return -1;
  shape_t s;
  memset(&s, 0, sizeof s);
  s.grid = GRID_SQUARE;
  s.n = nc;
  for (int i = 0; i < nc; i++) s.c[i].x = (int16_t)(cells[i] % g->n), s.c[i].y = (int16_t)(cells[i] / g->n);
  if (!shape_connected(&s)) return -1;
  shape_normalize(&s);
  return shape_index(g, &s);
}

static int bb_cells(const polymo_geo_t *g, const polymo_bb_t *b, int *cells, int max) {
  int k = 0;
  for (int c = 0; c < g->n * g->n && k < max; c++)
    if (bb_has(b, c)) cells[k++] = c;
  return k;
}

static const int shape_size_of[POLYMO_NSHAPES] = {1, 2, 3, 3, 4, 4, 4, 4, 4, 5, 5,
                                                  5, 5, 5, 5, 5, 5, 5, 5, 5, 5};

int polymo_score(const polymo_sheet_t *s) {
  int m = 0;
  for (int k = 0; k < POLYMO_NSHAPES; k++)
    if (!s->crossed[k]) m += shape_size_of[k];
  return m;
}

/* ---- the game ---- */

int polymo_ndice(int nplayers) { return nplayers <= 2 ? 2 : 4; }

static void sheet_init(polymo_sheet_t *s) {
  memset(s, 0, sizeof *s);
  for (int i = 0; i < POLYMO_MAX_CELLS; i++) s->fig[i] = -1;
}

void polymo_game_init(polymo_game_t *g, const polymo_geo_t *geo, int nplayers) {
  memset(g, 0, sizeof *g);
  g->geo = geo;
  g->nplayers = nplayers;
  for (int p = 0; p < nplayers; p++) sheet_init(&g->sheet[p]);
}

int polymo_to_move(const polymo_game_t *g, int p) {
  return p >= 0 && p < g->nplayers && !g->sheet[p].out && !g->moved[p] && g->round > 0;
}

polymo_rule_t polymo_round(polymo_game_t *g, const polymo_dice_t *dice) {
  if (g->round > 0)
    for (int p = 0; p < g->nplayers; p++)
      if (polymo_to_move(g, p)) return POLYMO_R_TURN;
  g->round++;
  g->dice = *dice;
  memset(g->die_taken, 0, sizeof g->die_taken);
  memset(g->color_taken, 0, sizeof g->color_taken);
  memset(g->moved, 0, sizeof g->moved);
  return POLYMO_OK;
}

int polymo_over(const polymo_game_t *g) {
  for (int p = 0; p < g->nplayers; p++)
    if (!g->sheet[p].out) return 0;
  return 1;
}

static int shown(const polymo_game_t *g, int c) {
  for (int i = 0; i < g->dice.ndice; i++)
    if (g->dice.face[i] == c) return 1;
  return 0;
}

/* The free die giving colour C (JOKER: a star), or -1. */
static int free_die(const polymo_game_t *g, int c, int joker) {
  for (int i = 0; i < g->dice.ndice; i++)
    if (!g->die_taken[i] && g->dice.face[i] == (joker ? POLYMO_STAR : c)) return i;
  return -1;
}

static polymo_rule_t color_rule(const polymo_game_t *g, int c, int joker) {
  if (c < 1 || c > POLYMO_NCOLORS) return POLYMO_R_NODIE;
  if (g->color_taken[c]) return POLYMO_R_TAKEN;
  if (joker) {
    if (shown(g, c)) return POLYMO_R_JOKER;
    if (free_die(g, c, 1) < 0) return POLYMO_R_NODIE;
  } else if (free_die(g, c, 0) < 0)
    return POLYMO_R_NODIE;
  return POLYMO_OK;
}

/* Rules of the squares of a cross of colour C (the squares as a bitboard
 * BB of N cells, already on the grid, distinct and connected); *GROW gets
 * the planned figure grown or -1. */
static polymo_rule_t squares_rule(const polymo_game_t *g, const polymo_sheet_t *s, int c, const polymo_bb_t *bb,
                                  const polymo_bb_t *nb, int nc, int *grow) {
  if (!s->started && !bb_has(bb, g->geo->xcell)) return POLYMO_R_FIRST;
  int touched = -1;
  for (int f = 0; f < s->nfig; f++) {
    const struct polymo_fig *fg = &s->figs[f];
    if (fg->color != c || !bb_meets(&fg->bb, nb)) continue;
    if (fg->finished) return POLYMO_R_TOUCH;
    if (touched >= 0) return POLYMO_R_JOIN;
    touched = f;
  }
  int size = nc + (touched >= 0 ? s->figs[touched].size : 0);
  if (size > 5) return POLYMO_R_BIG;
  if (grow) *grow = touched;
  return POLYMO_OK;
}

/* Bitboards of the move's cells and neighbours; rules off-grid, used,
 * apart. */
static polymo_rule_t cells_rule(const polymo_game_t *g, const polymo_sheet_t *s, const polymo_move_t *m,
                                polymo_bb_t *bb, polymo_bb_t *nb) {
  int n = g->geo->n;
  memset(bb, 0, sizeof *bb);
  memset(nb, 0, sizeof *nb);
  for (int i = 0; i < m->ncells; i++)
    if (m->cells[i] < 0 || m->cells[i] >= n * n) return POLYMO_R_OFFGRID;
  for (int i = 0; i < m->ncells; i++) {
    if (bb_has(bb, m->cells[i]) || bb_has(&s->occ, m->cells[i])) return POLYMO_R_USED;
    bb_set(bb, m->cells[i]);
  }
  /* connected: flood from the first cell */
  int seen = 1, stack[5], sp = 0;
  polymo_bb_t vis = {{0, 0}};
  bb_set(&vis, m->cells[0]);
  stack[sp++] = m->cells[0];
  while (sp > 0) {
    int c = stack[--sp], cx = c % n, cy = c / n;
    static const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
    for (int d = 0; d < 4; d++) {
      int ax = cx + dx[d], ay = cy + dy[d];
      if (ax < 0 || ay < 0 || ax >= n || ay >= n) continue;
      int a = ay * n + ax;
      if (!bb_has(bb, a)) {
        bb_set(nb, a);
        continue;
      }
      if (bb_has(&vis, a)) continue;
      bb_set(&vis, a);
      stack[sp++] = a;
      seen++;
    }
  }
  if (seen != m->ncells) return POLYMO_R_APART;
  return POLYMO_OK;
}

static int has_colour_option(const polymo_game_t *g) {
  for (int i = 0; i < g->dice.ndice; i++) {
    if (g->die_taken[i]) continue;
    int f = g->dice.face[i];
    if (f != POLYMO_STAR) {
      if (!g->color_taken[f]) return 1;
    } else
      for (int c = 1; c <= POLYMO_NCOLORS; c++)
        if (!shown(g, c) && !g->color_taken[c]) return 1;
  }
  return 0;
}

typedef int (*visit_fn)(void *ctx, const polymo_move_t *m);
static inline __attribute__((always_inline)) int gen(const polymo_game_t *g, int p, visit_fn visit, void *ctx);
static int visit_first(void *ctx, const polymo_move_t *m) {
  (void)ctx, (void)m;
  return 1;
}

polymo_rule_t polymo_check(const polymo_game_t *g, int p, const polymo_move_t *m) {
  if (!polymo_to_move(g, p)) return POLYMO_R_TURN;
  const polymo_sheet_t *s = &g->sheet[p];
  switch (m->kind) {
  case POLYMO_CROSS: {
    polymo_rule_t r = color_rule(g, m->color, m->joker);
    if (r) return r;
    polymo_bb_t bb, nb;
    if (m->ncells < 1 || m->ncells > 5) return POLYMO_R_COUNT;
    r = cells_rule(g, s, m, &bb, &nb);
    if (r) return r;
    if (g->dice.number != POLYMO_STAR && m->ncells != g->dice.number) return POLYMO_R_COUNT;
    int grow = -1;
    r = squares_rule(g, s, m->color, &bb, &nb, m->ncells, &grow);
    if (r) return r;
    if (m->grow >= 0 && (m->grow >= g->geo->n * g->geo->n || grow < 0 || s->fig[m->grow] != grow))
      return POLYMO_R_ATTACH;
    return POLYMO_OK;
  }
  case POLYMO_DECLARE: {
    int c = m->ncells == 1 ? m->cells[0] : -1;
    if (c < 0 || c >= g->geo->n * g->geo->n) return POLYMO_R_OFFGRID;
    if (s->fig[c] < 0 || s->figs[s->fig[c]].finished) return POLYMO_R_NOFIG;
    if (s->crossed[s->figs[s->fig[c]].shape]) return POLYMO_R_TWICE;
    return POLYMO_OK;
  }
  case POLYMO_PASS:
  case POLYMO_OUT: {
    int any = gen(g, p, visit_first, NULL);
    if (any > 0) return POLYMO_R_STUCK;
    int opt = has_colour_option(g);
    if ((m->kind == POLYMO_PASS) == (opt != 0)) return POLYMO_R_PASS;
    return POLYMO_OK;
  }
  }
  return POLYMO_R_TURN;
}

polymo_rule_t polymo_play(polymo_game_t *g, int p, const polymo_move_t *m) {
  polymo_rule_t r = polymo_check(g, p, m);
  if (r) return r;
  polymo_sheet_t *s = &g->sheet[p];
  g->moved[p] = 1;
  if (m->kind == POLYMO_OUT) {
    s->out = 1;
  } else if (m->kind == POLYMO_DECLARE) {
    struct polymo_fig *f = &s->figs[s->fig[m->cells[0]]];
    f->finished = 1;
    s->crossed[f->shape] = 1;
  } else if (m->kind == POLYMO_CROSS) {
    polymo_bb_t bb, nb;
    int grow = -1;
    cells_rule(g, s, m, &bb, &nb);
    squares_rule(g, s, m->color, &bb, &nb, m->ncells, &grow);
    int d = free_die(g, m->color, m->joker);
    g->die_taken[d] = 1;
    g->color_taken[m->color] = 1;
    if (grow < 0) {
      grow = s->nfig++;
      memset(&s->figs[grow], 0, sizeof s->figs[grow]);
      s->figs[grow].color = (uint8_t)m->color;
    }
    struct polymo_fig *f = &s->figs[grow];
    for (int i = 0; i < m->ncells; i++) {
      s->color[m->cells[i]] = (uint8_t)m->color;
      s->fig[m->cells[i]] = (int16_t)grow;
    }
    bb_or(&f->bb, &bb);
    bb_or(&s->occ, &bb);
    f->size = (uint8_t)(f->size + m->ncells);
    f->shape = g->geo->place[polymo_place_find(g->geo, &f->bb)].shape;
    s->started = 1;
  }
  return POLYMO_OK;
}

/* Generate the crosses and declarations of P; with FIRST_ONLY stop at the
 * first (MOVES may then be NULL). Returns the count or -1. */
/* Visit the crosses and declarations of P; VISIT returns 0 to go on, 1 to
 * stop, -1 on error. Returns the number visited, or -1. */
static inline __attribute__((always_inline)) int gen(const polymo_game_t *g, int p, visit_fn visit, void *ctx) {
  const polymo_sheet_t *s = &g->sheet[p];
  const polymo_geo_t *geo = g->geo;
  int cnt = 0;
#define PUSH(mv)                                                                                                  \
  do {                                                                                                            \
    int vr_ = visit(ctx, &(mv));                                                                                  \
    cnt++;                                                                                                        \
    if (vr_) return vr_ < 0 ? -1 : cnt;                                                                           \
  } while (0)
  /* declarations */
  for (int f = 0; f < s->nfig; f++) {
    const struct polymo_fig *fg = &s->figs[f];
    if (fg->finished || s->crossed[fg->shape]) continue;
    polymo_move_t m;
    memset(&m, 0, sizeof m);
    m.kind = POLYMO_DECLARE;
    m.place = -1;
    m.grow = -1;
    m.ncells = 1;
    bb_cells(geo, &fg->bb, m.cells, 1);
    PUSH(m);
  }
  /* colour options */
  enum { POLYMO_NOPT = POLYMO_NCOLORS + 1 };
  int opt_c[POLYMO_NOPT], opt_j[POLYMO_NOPT], nopt = 0;
  for (int c = 1; c <= POLYMO_NCOLORS; c++) {
    if (color_rule(g, c, 0) == POLYMO_OK) opt_c[nopt] = c, opt_j[nopt++] = 0;
    else if (color_rule(g, c, 1) == POLYMO_OK) opt_c[nopt] = c, opt_j[nopt++] = 1;
  }
  int nlo = g->dice.number == POLYMO_STAR ? 1 : g->dice.number, nhi = g->dice.number == POLYMO_STAR ? 5 : nlo;
  polymo_bb_t fin[POLYMO_NOPT];
  int npl[POLYMO_NOPT], plf[POLYMO_NOPT][POLYMO_MAX_FIGS];
  for (int o = 0; o < nopt; o++) {
    int c = opt_c[o];
    fin[o].w[0] = fin[o].w[1] = 0;
    npl[o] = 0;
    for (int f = 0; f < s->nfig; f++) {
      if (s->figs[f].color != c) continue;
      if (s->figs[f].finished) bb_or(&fin[o], &s->figs[f].bb);
      else plf[o][npl[o]++] = f;
    }
  }
  for (int nn = nlo; nn <= nhi && nopt > 0; nn++) {
    for (int i = geo->start[nn]; i < geo->start[nn + 1]; i++) {
      const struct polymo_place *pl = &geo->place[i];
      if (bb_meets(&pl->bb, &s->occ)) continue;
      if (!s->started && !bb_has(&pl->bb, geo->xcell)) continue;
      int touches = bb_meets(&pl->nb, &s->occ);
      for (int o = 0; o < nopt; o++) {
        int touched = -1, bad = 0;
        if (touches) {
          if (bb_meets(&pl->nb, &fin[o])) continue;
          for (int k = 0; k < npl[o]; k++)
            if (bb_meets(&pl->nb, &s->figs[plf[o][k]].bb)) {
              if (touched >= 0) {
                bad = 1;
                break;
              }
              touched = plf[o][k];
            }
          if (bad || (touched >= 0 && s->figs[touched].size + nn > 5)) continue;
        }
        polymo_move_t m;
        m.kind = POLYMO_CROSS;
        m.grow = -1; /* the record writer finds it */
        m.color = opt_c[o];
        m.joker = opt_j[o];
        m.place = i;
        m.ncells = nn; /* cells[] left for move_cells(): most moves are only valued */
        PUSH(m);
      }
    }
  }
#undef PUSH
  return cnt;
}

/* Fill the cells of a cross made by gen() from its placement. */
static void move_cells(const polymo_geo_t *geo, polymo_move_t *m) {
  if (m->kind != POLYMO_CROSS || m->place < 0) return;
  for (int j = 0; j < m->ncells; j++) m->cells[j] = geo->place[m->place].cells[j];
}

struct list_ctx {
  const polymo_geo_t *geo;
  polymo_move_t **moves;
  int *cap, n;
};
static int visit_list(void *ctx, const polymo_move_t *m) {
  struct list_ctx *l = ctx;
  if (l->n >= *l->cap) {
    int nc = *l->cap ? 2 * *l->cap : 256;
    polymo_move_t *nm = realloc(*l->moves, (size_t)nc * sizeof *nm);
    if (!nm) return -1;
    *l->moves = nm, *l->cap = nc;
  }
  (*l->moves)[l->n] = *m;
  move_cells(l->geo, &(*l->moves)[l->n++]);
  return 0;
}

int polymo_moves(const polymo_game_t *g, int p, polymo_move_t **moves, int *cap) {
  struct list_ctx l = {g->geo, moves, cap, 0};
  int n = gen(g, p, visit_list, &l);
  if (n != 0) return n;
  if (*cap < 1) {
    polymo_move_t *nm = realloc(*moves, 16 * sizeof *nm);
    if (!nm) return -1;
    *moves = nm, *cap = 16;
  }
  memset(&(*moves)[0], 0, sizeof **moves);
  (*moves)[0].kind = has_colour_option(g) ? POLYMO_OUT : POLYMO_PASS;
  (*moves)[0].place = -1;
  (*moves)[0].grow = -1;
  return 1;
}

/* ---- records ---- */

void polymo_square_name(int n, int c, char buf[8]) {
  if (c < 0 || c >= n * n) {
    strcpy(buf, "??");
    return;
  }
  int r = c / n + 1; /* 1..9 */
  buf[0] = (char)('a' + c % n);
  buf[1] = (char)('0' + r % 10);
  buf[2] = '\0';
}

void polymo_record_header(FILE *f, int n, int nplayers) {
  fprintf(f, "polymo size=%d players=%d\n", n, nplayers);
}

void polymo_record_round(FILE *f, const polymo_dice_t *d) {
  fputs("round ", f);
  for (int i = 0; i < d->ndice; i++) fputc(polymo_color_letter(d->face[i]), f);
  if (d->number == POLYMO_STAR) fputs(" *\n", f);
  else fprintf(f, " %d\n", d->number);
}

void polymo_record_move(FILE *f, int n, int p, const polymo_move_t *m, const polymo_sheet_t *s) {
  char sq[8];
  fprintf(f, "%d ", p + 1);
  switch (m->kind) {
  case POLYMO_PASS: fputs("pass\n", f); return;
  case POLYMO_OUT: fputs("out\n", f); return;
  case POLYMO_DECLARE:
    polymo_square_name(n, m->cells[0], sq);
    fprintf(f, "declare %s\n", sq);
    return;
  case POLYMO_CROSS:
    fprintf(f, "%s%c", m->joker ? "*" : "", polymo_color_letter(m->color));
    for (int i = 0; i < m->ncells; i++) {
      polymo_square_name(n, m->cells[i], sq);
      fprintf(f, " %s", sq);
    }
    {
      /* the figure grown: S is the sheet after the move, so the figure of
       * the new squares holds older squares exactly when it grew */
      int gsq = m->grow;
      if (gsq < 0 && s && m->ncells > 0 && s->fig[m->cells[0]] >= 0) {
        const struct polymo_fig *fg = &s->figs[s->fig[m->cells[0]]];
        for (int c = 0; c < n * n && gsq < 0; c++) {
          if (!bb_has(&fg->bb, c)) continue;
          int mine = 0;
          for (int i = 0; i < m->ncells; i++) mine |= m->cells[i] == c;
          if (!mine) gsq = c;
        }
      }
      if (gsq >= 0) {
        polymo_square_name(n, gsq, sq);
        fprintf(f, " +%s", sq);
      }
    }
    fputc('\n', f);
    return;
  }
}

/* A tokenizer over one line. */
typedef struct tok {
  const char *s;
  size_t len;
  unsigned long col;
} tok_t;

static int split(const char *line, size_t len, tok_t *t, int max) {
  int n = 0;
  size_t i = 0;
  while (i < len) {
    while (i < len && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) i++;
    if (i >= len || line[i] == '#') break;
    size_t j = i;
    while (j < len && line[j] != ' ' && line[j] != '\t' && line[j] != '\r' && line[j] != '#') j++;
    if (n == max) return max + 1;
    t[n].s = line + i, t[n].len = j - i, t[n].col = (unsigned long)i + 1;
    n++;
    i = j;
  }
  return n;
}

static int tok_is(const tok_t *t, const char *w) { return t->len == strlen(w) && memcmp(t->s, w, t->len) == 0; }

/* Square "e5" on an N grid: cell index, -1 off the grid, -2 not a square. */
static int parse_square(const tok_t *t, int n) {
  if (t->len < 2 || t->len > 4 || !islower((unsigned char)t->s[0])) return -2;
  int x = t->s[0] - 'a', y = 0;
  for (size_t i = 1; i < t->len; i++) {
    if (!isdigit((unsigned char)t->s[i])) return -2;
    y = y * 10 + (t->s[i] - '0');
  }
  if (x >= n || y < 1 || y > n) return -1;
  return (y - 1) * n + x;
}

static int syntax(polymo_check_result_t *res, unsigned long line, unsigned long col, const char *msg) {
  res->syntax = 1;
  res->line = line, res->col = col;
  snprintf(res->msg, sizeof res->msg, "%s", msg);
  return 1;
}

static int rule(polymo_check_result_t *res, unsigned long line, unsigned long col, polymo_rule_t r, const char *what) {
  res->syntax = 0;
  res->rule = r;
  res->line = line, res->col = col;
  snprintf(res->msg, sizeof res->msg, "rule '%s' broken: %s", polymo_rule_name(r), what);
  return 1;
}

static const char *rule_text(polymo_rule_t r) {
  switch (r) {
  case POLYMO_R_OFFGRID: return "a square off the grid";
  case POLYMO_R_USED: return "a square already crossed";
  case POLYMO_R_COUNT: return "not as many squares as the number die shows";
  case POLYMO_R_APART: return "the squares are not adjacent to each other";
  case POLYMO_R_FIRST: return "the first figure does not cover the X";
  case POLYMO_R_TOUCH: return "touches a finished figure of the same colour side by side";
  case POLYMO_R_JOIN: return "joins two planned figures of the same colour";
  case POLYMO_R_BIG: return "a figure of more than 5 squares";
  case POLYMO_R_TAKEN: return "the colour was already taken this round";
  case POLYMO_R_JOKER: return "a joker used for a colour that another die shows";
  case POLYMO_R_NODIE: return "no free die gives that colour";
  case POLYMO_R_NOFIG: return "the square is not in a planned figure";
  case POLYMO_R_TWICE: return "the figure's polyomino is already crossed off";
  case POLYMO_R_TURN: return "not this player's turn (out, already moved, or a player missed the round)";
  case POLYMO_R_STUCK: return "the player has a legal move";
  case POLYMO_R_PASS: return "pass only when no free die offers a colour, out only when one does";
  case POLYMO_R_ATTACH: return "the squares do not touch the planned figure named to grow";
  default: return "";
  }
}

int polymo_record_check(const char *text, size_t len, const polymo_geo_t *geo9, const polymo_geo_t *geo8,
                        polymo_game_t *g, polymo_check_result_t *res) {
  memset(res, 0, sizeof *res);
  unsigned long lineno = 0;
  size_t pos = 0;
  int header = 0, n = 0;
  tok_t t[32];
  while (pos < len) {
    size_t e = pos;
    while (e < len && text[e] != '\n') e++;
    const char *line = text + pos;
    size_t ll = e - pos;
    pos = e < len ? e + 1 : e;
    lineno++;
    for (size_t i = 0; i < ll; i++)
      if ((unsigned char)line[i] < 32 && line[i] != '\t' && line[i] != '\r')
        return syntax(res, lineno, i + 1, "bad character");
    int nt = split(line, ll, t, 30);
    if (nt == 0) continue;
    if (nt > 30) return syntax(res, lineno, 1, "too many words on the line");
    if (!header) {
      int k = 0;
      if (!tok_is(&t[0], "polymo")) return syntax(res, lineno, t[0].col, "expected 'polymo size=N players=K'");
      int np = 0;
      for (int i = 1; i < nt; i++) {
        if (t[i].len == 6 && memcmp(t[i].s, "size=", 5) == 0 && (t[i].s[5] == '8' || t[i].s[5] == '9'))
          n = t[i].s[5] - '0', k |= 1;
        else if (t[i].len == 9 && memcmp(t[i].s, "players=", 8) == 0 && t[i].s[8] >= '1' && t[i].s[8] <= '5')
          np = t[i].s[8] - '0', k |= 2;
        else
          return syntax(res, lineno, t[i].col, "expected size=8|9 or players=1..5");
      }
      if (k != 3) return syntax(res, lineno, 1, "the header needs size=N and players=K");
      const polymo_geo_t *geo = n == 9 ? geo9 : geo8;
      if (!geo || geo->n != n) return syntax(res, lineno, 1, "no geometry for this size");
      polymo_game_init(g, geo, np);
      header = 1;
      continue;
    }
    if (tok_is(&t[0], "round")) {
      if (nt != 3) return syntax(res, lineno, t[0].col, "expected 'round DICE NUMBER'");
      polymo_dice_t d;
      memset(&d, 0, sizeof d);
      d.ndice = (int)t[1].len;
      if (d.ndice != polymo_ndice(g->nplayers))
        return syntax(res, lineno, t[1].col,
                      g->nplayers <= 2 ? "1-2 players roll 2 colour dice" : "3-5 players roll 4 colour dice");
      for (int i = 0; i < d.ndice; i++) {
        d.face[i] = polymo_color_of(t[1].s[i]);
        if (!d.face[i] || islower((unsigned char)t[1].s[i]))
          return syntax(res, lineno, t[1].col + i, "a colour die shows Y, R, G, B, K or *");
      }
      if (t[2].len != 1 || !((t[2].s[0] >= '1' && t[2].s[0] <= '5') || t[2].s[0] == '*'))
        return syntax(res, lineno, t[2].col, "the number die shows 1..5 or *");
      d.number = t[2].s[0] == '*' ? POLYMO_STAR : t[2].s[0] - '0';
      if (polymo_round(g, &d) != POLYMO_OK)
        return rule(res, lineno, t[0].col, POLYMO_R_TURN, "a player still in the game did not move in the round");
      continue;
    }
    if (g->round == 0) return syntax(res, lineno, t[0].col, "expected 'round' before the first move");
    if (t[0].len != 1 || t[0].s[0] < '1' || t[0].s[0] > '0' + g->nplayers)
      return syntax(res, lineno, t[0].col, "expected a player number or 'round'");
    int p = t[0].s[0] - '1';
    if (nt < 2) return syntax(res, lineno, t[0].col, "a move is missing");
    polymo_move_t m;
    memset(&m, 0, sizeof m);
    m.place = -1;
    m.grow = -1;
    unsigned long rcol = t[1].col;
    if (tok_is(&t[1], "pass") || tok_is(&t[1], "out")) {
      if (nt != 2) return syntax(res, lineno, t[2].col, "nothing may follow pass or out");
      m.kind = tok_is(&t[1], "pass") ? POLYMO_PASS : POLYMO_OUT;
    } else if (tok_is(&t[1], "declare")) {
      if (nt != 3) return syntax(res, lineno, t[1].col, "expected 'declare SQUARE'");
      m.kind = POLYMO_DECLARE;
      m.ncells = 1;
      m.cells[0] = parse_square(&t[2], n);
      if (m.cells[0] == -2) return syntax(res, lineno, t[2].col, "expected a square such as e5");
      rcol = t[2].col;
    } else {
      const char *cs = t[1].s;
      size_t cl = t[1].len;
      m.kind = POLYMO_CROSS;
      if (cl == 2 && cs[0] == '*') m.joker = 1, cs++, cl--;
      if (cl != 1 || !(m.color = polymo_color_of(cs[0])) || m.color == POLYMO_STAR || islower((unsigned char)cs[0]))
        return syntax(res, lineno, t[1].col, "expected a colour (Y R G B K, *R for a joker), declare, pass or out");
      int last = nt;
      if (nt > 2 && t[nt - 1].len > 1 && t[nt - 1].s[0] == '+') {
        tok_t gt = t[nt - 1];
        gt.s++, gt.len--;
        m.grow = parse_square(&gt, n);
        if (m.grow == -2) return syntax(res, lineno, t[nt - 1].col, "expected +SQUARE such as +e5");
        if (m.grow == -1) return rule(res, lineno, t[nt - 1].col, POLYMO_R_OFFGRID, rule_text(POLYMO_R_OFFGRID));
        last = nt - 1;
      }
      if (last - 2 > 5) return rule(res, lineno, t[7].col, POLYMO_R_COUNT, rule_text(POLYMO_R_COUNT));
      if (last == 2) return syntax(res, lineno, t[1].col, "no squares crossed");
      m.ncells = last - 2;
      for (int i = 0; i < m.ncells; i++) {
        m.cells[i] = parse_square(&t[2 + i], n);
        if (m.cells[i] == -2) return syntax(res, lineno, t[2 + i].col, "expected a square such as e5");
      }
    }
    polymo_rule_t r = polymo_play(g, p, &m);
    if (r != POLYMO_OK) return rule(res, lineno, rcol, r, rule_text(r));
  }
  if (!header) return syntax(res, lineno ? lineno : 1, 1, "empty record (no 'polymo' header)");
  for (int p = 0; p < g->nplayers; p++)
    if (polymo_to_move(g, p)) return rule(res, lineno, 1, POLYMO_R_TURN, "a player did not move in the last round");
  res->rule = POLYMO_OK;
  return 0;
}

/* ---- sheets as text ---- */

void polymo_sheet_write(FILE *f, int n, const polymo_sheet_t *s) {
  for (int y = 0; y < n; y++) {
    for (int x = 0; x < n; x++) {
      int c = y * n + x;
      if (!s->color[c]) fputc('.', f);
      else {
        char ch = polymo_color_letter(s->color[c]);
        fputc(s->figs[s->fig[c]].finished ? ch : tolower((unsigned char)ch), f);
      }
    }
    fputc('\n', f);
  }
}

int polymo_sheet_read(const char *text, size_t len, const polymo_geo_t *geo9, const polymo_geo_t *geo8,
                      polymo_sheet_t *s, int *np, polymo_check_result_t *res) {
  memset(res, 0, sizeof *res);
  char rows[POLYMO_MAX_N][POLYMO_MAX_N];
  int nrows = 0, n = 0;
  size_t pos = 0;
  unsigned long lineno = 0;
  while (pos < len) {
    size_t e = pos;
    while (e < len && text[e] != '\n') e++;
    const char *line = text + pos;
    size_t ll = e - pos;
    pos = e < len ? e + 1 : e;
    lineno++;
    while (ll > 0 && (line[ll - 1] == '\r' || line[ll - 1] == ' ')) ll--;
    if (ll == 0 || line[0] == '#') continue;
    if (nrows == 0) {
      n = (int)ll;
      if (n != 8 && n != 9) return syntax(res, lineno, 1, "a sheet is 8 or 9 squares wide");
    }
    if ((int)ll != n) return syntax(res, lineno, 1, "rows of different lengths");
    if (nrows == n) return syntax(res, lineno, 1, "more rows than columns");
    for (int x = 0; x < n; x++) {
      if (line[x] != '.' && (!polymo_color_of(line[x]) || line[x] == '*'))
        return syntax(res, lineno, (unsigned long)x + 1, "a square is '.' or a colour letter (Y R G B K, lower case: planned)");
      rows[nrows][x] = line[x];
    }
    nrows++;
  }
  if (nrows != n || n == 0) return syntax(res, lineno ? lineno : 1, 1, "the sheet has fewer rows than columns");
  const polymo_geo_t *geo = n == 9 ? geo9 : geo8;
  *np = n;
  sheet_init(s);
  /* label figures: same colour letter, either case */
  for (int c = 0; c < n * n; c++) {
    char ch = rows[c / n][c % n];
    if (ch == '.' || s->fig[c] >= 0) continue;
    int col = polymo_color_of(ch), f = s->nfig++, stack[POLYMO_MAX_CELLS], sp = 0, cells[POLYMO_MAX_CELLS], nc = 0;
    int upper = 0, lower = 0;
    struct polymo_fig *fg = &s->figs[f];
    memset(fg, 0, sizeof *fg);
    fg->color = (uint8_t)col;
    s->fig[c] = (int16_t)f;
    stack[sp++] = c;
    while (sp > 0) {
      int a = stack[--sp];
      cells[nc++] = a;
      char ac = rows[a / n][a % n];
      if (isupper((unsigned char)ac)) upper = 1;
      else lower = 1;
      s->color[a] = (uint8_t)col;
      bb_set(&fg->bb, a);
      bb_set(&s->occ, a);
      int ax = a % n, ay = a / n;
      static const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
      for (int d = 0; d < 4; d++) {
        int bx = ax + dx[d], by = ay + dy[d];
        if (bx < 0 || by < 0 || bx >= n || by >= n) continue;
        int b = by * n + bx;
        if (s->fig[b] < 0 && polymo_color_of(rows[by][bx]) == col) s->fig[b] = (int16_t)f, stack[sp++] = b;
      }
    }
    char sq[8];
    polymo_square_name(n, c, sq);
    if (upper && lower) {
      snprintf(res->msg, sizeof res->msg, "rule 'join' broken: two figures of colour %c touch at %s",
               polymo_color_letter(col), sq);
      res->rule = POLYMO_R_JOIN, res->line = (unsigned long)(c / n) + 1, res->col = (unsigned long)(c % n) + 1;
      return 1;
    }
    if (nc > 5) {
      snprintf(res->msg, sizeof res->msg, "rule 'big' broken: the %c figure at %s has %d squares (figures of one colour touching?)",
               polymo_color_letter(col), sq, nc);
      res->rule = POLYMO_R_BIG, res->line = (unsigned long)(c / n) + 1, res->col = (unsigned long)(c % n) + 1;
      return 1;
    }
    fg->size = (uint8_t)nc;
    fg->shape = (int8_t)polymo_shape_of(geo, cells, nc);
    fg->finished = (uint8_t)upper;
    if (upper) {
      if (s->crossed[fg->shape]) {
        snprintf(res->msg, sizeof res->msg, "rule 'twice' broken: the %s at %s is crossed off twice",
                 polymo_shape_names[fg->shape], sq);
        res->rule = POLYMO_R_TWICE, res->line = (unsigned long)(c / n) + 1, res->col = (unsigned long)(c % n) + 1;
        return 1;
      }
      s->crossed[fg->shape] = 1;
    }
  }
  if (s->nfig > 0 && s->fig[geo->xcell] < 0) {
    snprintf(res->msg, sizeof res->msg, "rule 'first' broken: no figure covers the X");
    res->rule = POLYMO_R_FIRST, res->line = (unsigned long)(geo->xcell / n) + 1;
    res->col = (unsigned long)(geo->xcell % n) + 1;
    return 1;
  }
  s->started = s->nfig > 0;
  return 0;
}

/* ---- simulation ---- */

typedef struct rng {
  uint64_t s;
} rng_t;
static int rng_below(rng_t *r, int n) { return (int)cards_rand_below(&r->s, (uint32_t)n); }

const char *polymo_strategy_name(polymo_strategy_t s) {
  static const char *const names[] = {"random", "greedy", "lookahead"};
  return (s >= 0 && s < POLYMO_NSTRATEGIES) ? names[s] : "?";
}

/* held[k]: shape k crossed off, or the shape of a planned figure (holder[k]
 * that figure, -1 for crossed). */
static void holders(const polymo_sheet_t *s, int holder[POLYMO_NSHAPES]) {
  for (int k = 0; k < POLYMO_NSHAPES; k++) holder[k] = s->crossed[k] ? -1 : -2;
  for (int f = 0; f < s->nfig; f++)
    if (!s->figs[f].finished && holder[s->figs[f].shape] == -2) holder[s->figs[f].shape] = f;
}

/* Greedy value of M (x16, with a packing tie-break). */

/* PLAN[c]: the squares of the planned figures of colour c. */
static void plans(const polymo_sheet_t *s, polymo_bb_t plan[POLYMO_NCOLORS + 1]) {
  memset(plan, 0, (POLYMO_NCOLORS + 1) * sizeof *plan);
  for (int f = 0; f < s->nfig; f++)
    if (!s->figs[f].finished) bb_or(&plan[s->figs[f].color], &s->figs[f].bb);
}

static inline __attribute__((always_inline)) int greedy_value(const polymo_game_t *g, const polymo_sheet_t *s, const polymo_move_t *m,
                        const int holder[POLYMO_NSHAPES], const polymo_bb_t plan[POLYMO_NCOLORS + 1]) {
  const polymo_geo_t *geo = g->geo;
  int n = geo->n;
  if (m->kind == POLYMO_DECLARE) return 1;
  if (m->kind != POLYMO_CROSS) return 0;
  /* the figure grown, if any */
  polymo_bb_t nb = {{0, 0}}, bb = {{0, 0}};
  int pack = 0;
  if (m->place >= 0) {
    const struct polymo_place *pl = &geo->place[m->place];
    bb = pl->bb, nb = pl->nb;
    pack = pl->border + cards_popcount64(nb.w[0] & s->occ.w[0]) + cards_popcount64(nb.w[1] & s->occ.w[1]);
  } else {
  for (int i = 0; i < m->ncells; i++) bb_set(&bb, m->cells[i]);
  for (int i = 0; i < m->ncells; i++) {
    int cx = m->cells[i] % n, cy = m->cells[i] / n;
    static const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
    for (int d = 0; d < 4; d++) {
      int ax = cx + dx[d], ay = cy + dy[d];
      if (ax < 0 || ay < 0 || ax >= n || ay >= n) {
        pack++;
        continue;
      }
      int a = ay * n + ax;
      if (bb_has(&bb, a)) continue;
      if (bb_has(&s->occ, a)) pack++;
      bb_set(&nb, a);
    }
  }
  }
  int grow = -1;
  {
    /* the planned figure of this colour touched: one of its squares */
    uint64_t t0 = nb.w[0] & plan[m->color].w[0], t1 = nb.w[1] & plan[m->color].w[1];
    if (t0) grow = s->fig[__builtin_ctzll(t0)];
    else if (t1) grow = s->fig[64 + __builtin_ctzll(t1)];
  }
  int nc = m->ncells, k1;
  if (grow >= 0) {
    polymo_bb_t u = s->figs[grow].bb;
    bb_or(&u, &bb);
    nc += s->figs[grow].size;
    k1 = geo->place[polymo_place_find(geo, &u)].shape;
  } else {
    k1 = m->place >= 0 ? geo->place[m->place].shape : geo->place[polymo_place_find(geo, &bb)].shape;
  }
  int v;
  int h = holder[k1];
  v = (h == -2 || (grow >= 0 && h == grow)) ? 10 * nc : -3 * nc;
  if (grow >= 0) {
    int s0 = s->figs[grow].size, k0 = s->figs[grow].shape;
    v -= (holder[k0] == grow) ? 10 * s0 : -3 * s0;
  }
  return v * 16 + pack;
}

/* Squares of the shapes still wanted that fit somewhere in the empty
 * squares (colours ignored): the room left for the rest of the game. */
static int fit_potential(const polymo_geo_t *geo, const polymo_sheet_t *s) {
  int holder[POLYMO_NSHAPES], fits[POLYMO_NSHAPES] = {0}, v = 0;
  holders(s, holder);
  for (int i = 0; i < geo->nplace; i++) {
    const struct polymo_place *pl = &geo->place[i];
    if (holder[pl->shape] != -2 || fits[pl->shape]) continue;
    if (!bb_meets(&pl->bb, &s->occ)) fits[pl->shape] = 1;
  }
  for (int k = 0; k < POLYMO_NSHAPES; k++)
    if (fits[k]) v += shape_size_of[k];
  return v;
}

struct greedy_ctx {
  const polymo_game_t *g;
  const polymo_sheet_t *s;
  rng_t *r;
  int holder[POLYMO_NSHAPES];
  polymo_bb_t plan[POLYMO_NCOLORS + 1];
  int bestv, ties, found;
  int last_place, last_v; /* a placement touching nothing is worth the same in every colour */
  polymo_move_t best;
};
static inline __attribute__((always_inline)) int visit_greedy(void *ctx, const polymo_move_t *m) {
  struct greedy_ctx *c = ctx;
  int v;
  if (m->place >= 0 && m->place == c->last_place) v = c->last_v;
  else {
    v = greedy_value(c->g, c->s, m, c->holder, c->plan);
    c->last_place = (m->place >= 0 && !bb_meets(&c->g->geo->place[m->place].nb, &c->s->occ)) ? m->place : -1;
    c->last_v = v;
  }
  if (!c->found || v > c->bestv) c->best = *m, c->bestv = v, c->ties = 1, c->found = 1;
  else if (v == c->bestv && rng_below(c->r, ++c->ties) == 0) c->best = *m;
  return 0;
}

static int choose(const polymo_game_t *g, int p, polymo_strategy_t st, const polymo_move_t *mv, int nm, rng_t *r) {
  if (nm == 1 || st == POLYMO_RANDOM) return rng_below(r, nm);
  const polymo_sheet_t *s = &g->sheet[p];
  int holder[POLYMO_NSHAPES];
  polymo_bb_t plan[POLYMO_NCOLORS + 1];
  holders(s, holder);
  plans(s, plan);
  int best = -1, bestv = 0, ties = 0;
  if (st == POLYMO_GREEDY) {
    for (int i = 0; i < nm; i++) {
      int v = greedy_value(g, s, &mv[i], holder, plan);
      if (best < 0 || v > bestv) best = i, bestv = v, ties = 1;
      else if (v == bestv && rng_below(r, ++ties) == 0) best = i;
    }
    return best;
  }
  /* lookahead: the 8 best greedy moves, each played on a copy of the sheet
   * and valued with the room it leaves for the shapes still wanted */
  enum { K = 8 };
  int top[K], topv[K], nt = 0;
  for (int i = 0; i < nm; i++) {
    int v = greedy_value(g, s, &mv[i], holder, plan);
    if (nt < K) top[nt] = i, topv[nt++] = v;
    else {
      int w = 0;
      for (int j = 1; j < K; j++)
        if (topv[j] < topv[w]) w = j;
      if (v > topv[w]) top[w] = i, topv[w] = v;
    }
  }
  polymo_game_t *copy = malloc(sizeof *copy);
  if (!copy) return top[0];
  for (int j = 0; j < nt; j++) {
    *copy = *g;
    polymo_play(copy, p, &mv[top[j]]);
    int v = topv[j] / 16 * 4 + fit_potential(g->geo, &copy->sheet[p]) * 2;
    v = v * 16 + topv[j] % 16;
    if (best < 0 || v > bestv) best = top[j], bestv = v;
  }
  free(copy);
  return best;
}

static void roll(rng_t *r, int ndice, polymo_dice_t *d) {
  d->ndice = ndice;
  for (int i = 0; i < ndice; i++) d->face[i] = 1 + rng_below(r, 6);
  d->number = 1 + rng_below(r, 6);
}

int polymo_simulate(const polymo_geo_t *geo, int nplayers, polymo_strategy_t st, uint64_t seed, int *scores,
                    FILE *rec) {
  polymo_game_t *g = malloc(sizeof *g);
  polymo_move_t *mv = NULL;
  int cap = 0, rc = 0;
  if (!g) return -1;
  rng_t r = {seed};
  polymo_game_init(g, geo, nplayers);
  if (rec) polymo_record_header(rec, geo->n, nplayers);
  while (!polymo_over(g)) {
    polymo_dice_t d;
    roll(&r, polymo_ndice(nplayers), &d);
    polymo_round(g, &d);
    if (rec) polymo_record_round(rec, &d);
    for (int k = 0; k < nplayers; k++) {
      int p = (g->round - 1 + k) % nplayers;
      if (!polymo_to_move(g, p)) continue;
      int i = 0, nm = 0;
      if (st == POLYMO_GREEDY) {
        /* value the moves as they are generated: no list */
        struct greedy_ctx gc;
        gc.g = g, gc.s = &g->sheet[p], gc.r = &r, gc.bestv = 0, gc.ties = 0, gc.found = 0, gc.last_place = -1, gc.last_v = 0;
        holders(gc.s, gc.holder);
        plans(gc.s, gc.plan);
        nm = gen(g, p, visit_greedy, &gc);
        if (nm > 0) {
          if (cap < 1) {
            polymo_move_t *m1 = malloc(16 * sizeof *m1);
            if (!m1) {
              rc = -1;
              goto done;
            }
            mv = m1, cap = 16;
          }
          mv[0] = gc.best;
          move_cells(geo, &mv[0]);
        }
      }
      if (nm == 0) {
        nm = polymo_moves(g, p, &mv, &cap);
        if (nm < 0) {
          rc = -1;
          goto done;
        }
        i = choose(g, p, st, mv, nm, &r);
      }
      if (polymo_play(g, p, &mv[i]) != POLYMO_OK) {
        rc = -1; /* cannot happen: the generator lists legal moves */
        goto done;
      }
      if (rec) polymo_record_move(rec, geo->n, p, &mv[i], &g->sheet[p]);
    }
  }
  for (int p = 0; p < nplayers; p++) scores[p] = polymo_score(&g->sheet[p]);
done:
  free(mv);
  free(g);
  return rc;
}

/* ---- the best sheet ---- */

/* Colour the NP pieces of ADJ (NP x NP) with 5 colours, no two adjacent
 * pieces alike; backtracking in order. Returns 0 or -1. */
static int colour_pieces(int np, const unsigned char *adj, int *col, int i) {
  if (i == np) return 0;
  for (int t = 0; t < POLYMO_NCOLORS; t++) {
    int c = 1 + (i + t) % POLYMO_NCOLORS; /* start each piece on another colour: all five get used */
    int ok = 1;
    for (int j = 0; j < i && ok; j++)
      if (adj[i * np + j] && col[j] == c) ok = 0;
    if (!ok) continue;
    col[i] = c;
    if (colour_pieces(np, adj, col, i + 1) == 0) return 0;
  }
  return -1;
}

struct found {
  int *place, n;
};
static int on_found(void *ctx, const int *place, int n) {
  struct found *f = ctx;
  memcpy(f->place, place, (size_t)n * sizeof *place);
  f->n = n;
  return 1;
}

int polymo_best(const polymo_geo_t *geo, polymo_sheet_t *sheet, int *minus, char proof[256], uint64_t *nodes) {
  int n = geo->n, area = n * n, rc = -1;
  pieceset_t set = {0};
  region_t reg = {0};
  tiling_t *t = NULL;
  int *place = NULL, *grid = NULL;
  *nodes = 0;
  if (pieceset_parse("polymo", &set, NULL) != 0) return -1;
  if (region_rect(n, n, &reg, NULL) != 0) goto done;
  /* Blank squares: a one-sided monomino (a separate entry from I1),
   * allowed up to K times; K grows from max(0, area - 89). */
  int kmin = area > POLYMO_TOTAL ? area - POLYMO_TOTAL : 0;
  for (int k = kmin; k <= area; k++) {
    pieceset_t s2 = {0};
    if (pieceset_parse("polymo", &s2, NULL) != 0) goto done;
    if (k > 0) {
      piece_t b;
      memset(&b, 0, sizeof b);
      snprintf(b.name, sizeof b.name, "blank");
      b.shape.grid = GRID_SQUARE;
      b.shape.n = 1;
      b.one_sided = 1;
      if (pieceset_add(&s2, &b, k, NULL) != 0) {
        pieceset_free(&s2);
        goto done;
      }
    }
    tiling_spec_t spec;
    tiling_spec_init(&spec);
    spec.subset = 1;
    tiling_free(t);
    t = NULL;
    tiling_status_t st = tiling_new(&s2, &reg, &spec, &t, NULL);
    pieceset_free(&s2);
    if (st == TILING_EAREA) continue;
    if (st != TILING_OK) goto done;
    free(place);
    place = malloc((size_t)tiling_max_pieces(t) * sizeof *place);
    if (!place) goto done;
    struct found fd = {place, 0};
    tiling_search_opts_t o;
    tiling_search_opts_init(&o);
    o.max_solutions = 1;
    o.on_solution = on_found;
    o.solution_ctx = &fd;
    tiling_result_t res;
    if (tiling_search(t, &o, &res) != TILING_OK) goto done;
    *nodes += res.nodes;
    if (res.solutions == 0) continue;
    int np = fd.n;
    /* build the sheet */
    grid = malloc((size_t)area * sizeof *grid);
    unsigned char *adj = calloc((size_t)np * (size_t)np, 1);
    int *col = calloc((size_t)np, sizeof *col);
    if (!grid || !adj || !col) {
      free(adj), free(col);
      goto done;
    }
    tiling_solution_grid(t, place, np, grid);
    const pieceset_t *ps = tiling_pieceset(t);
    for (int c = 0; c < area; c++) {
      int a = grid[c];
      if (a < 0) continue;
      if (c % n + 1 < n && grid[c + 1] >= 0 && grid[c + 1] != a) adj[a * np + grid[c + 1]] = adj[grid[c + 1] * np + a] = 1;
      if (c + n < area && grid[c + n] >= 0 && grid[c + n] != a) adj[a * np + grid[c + n]] = adj[grid[c + n] * np + a] = 1;
    }
    if (colour_pieces(np, adj, col, 0) != 0) {
      free(adj), free(col);
      goto done;
    }
    sheet_init(sheet);
    for (int c = 0; c < area; c++) {
      int a = grid[c];
      if (a < 0 || strcmp(ps->pieces[tiling_placement(t, place[a])->piece].name, "blank") == 0) continue;
      sheet->color[c] = (uint8_t)col[a];
      sheet->fig[c] = (int16_t)a;
      bb_set(&sheet->occ, c);
    }
    sheet->nfig = np;
    for (int a = 0; a < np; a++) {
      struct polymo_fig *f = &sheet->figs[a];
      memset(f, 0, sizeof *f);
      f->color = (uint8_t)col[a];
      int cells[5], nc = 0;
      for (int c = 0; c < area; c++)
        if (sheet->fig[c] == a && nc < 5) cells[nc++] = c, bb_set(&f->bb, c);
      if (nc == 0) continue;
      f->size = (uint8_t)nc;
      f->shape = (int8_t)polymo_shape_of(geo, cells, nc);
      f->finished = 1;
      sheet->crossed[f->shape] = 1;
    }
    sheet->started = 1;
    free(adj), free(col);
    *minus = polymo_score(sheet);
    if (k == kmin)
      snprintf(proof, 256,
               "optimal: %d squares cannot hold more than %d of the 89 squares, so %d minus points is a lower bound, "
               "and this sheet reaches it",
               area, area < POLYMO_TOTAL ? area : POLYMO_TOTAL, *minus);
    else
      snprintf(proof, 256,
               "optimal: exhaustive searches found no sheet with fewer than %d blank squares; this one has %d", k, k);
    rc = 0;
    goto done;
  }
done:
  free(place);
  free(grid);
  tiling_free(t);
  region_free(&reg);
  pieceset_free(&set);
  return rc;
}
