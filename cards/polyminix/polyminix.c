/* polyminix.c: the Polyminix card game: kit, six boxes, card text and IDs, verification, generation. */
#include <config.h>

#include "cards/polyminix/polyminix.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cards/tiling/pieceset.h"
#include "cards/tiling/polyomino.h"
#include "cards/tiling/region.h"
#include "cards/bits.h"
#include "cards/rng.h"
#include "cards/tiling/tiling.h"

/* ---- small things ---- */

static int rnd_below(uint64_t *s, int n) { return n <= 1 ? 0 : (int)(cards_rand(s) % (uint64_t)n); }

const char *pmx_level_name(int level) {
  static const char *const names[] = {"green", "yellow", "red"};
  return level >= 0 && level <= 2 ? names[level] : "-";
}

int pmx_level_of(double m) { return m < PMX_T_YELLOW ? PMX_GREEN : m < PMX_T_RED ? PMX_YELLOW : PMX_RED; }

static int level_parse(const char *w) {
  for (int i = 0; i < 3; i++)
    if (strcmp(w, pmx_level_name(i)) == 0) return i;
  return -2;
}

void pmx_side_free(pmx_side_t *s) { region_free(&s->fig); }

void pmx_deck_free(pmx_deck_t *d) {
  for (int i = 0; i < d->n; i++)
    for (int j = 0; j < d->cards[i].nsides; j++) pmx_side_free(&d->cards[i].side[j]);
  free(d->cards);
  memset(d, 0, sizeof *d);
}

int pmx_kit_parse(const char *spec, pieceset_t *set, cards_error_t *err) {
  if (!spec || !*spec) spec = PIECESET_POLYMINIX_DEFAULT;
  if (pieceset_parse(spec, set, err) != 0) return -1;
  if (set->n > PMX_MAX_KIT) {
    cards_error_set(err, 0, 1, "a kit has at most %d pieces", PMX_MAX_KIT);
    pieceset_free(set);
    return -1;
  }
  for (int i = 0; i < set->n; i++) {
    char nm[16];
    if (set->copies[i] != 1 || set->pieces[i].one_sided ||
        polyomino_name(&set->pieces[i].shape, 0, nm) != 0) {
      cards_error_set(err, 0, 1, "kit piece '%s': a kit holds distinct free polyominoes of 1 to 8 cells, once each",
                      set->pieces[i].name);
      pieceset_free(set);
      return -1;
    }
  }
  return 0;
}

/* Index of the kit piece with the shape named NAME, or -1. */
static int kit_index(const pieceset_t *kit, const char *name) {
  piece_t p;
  if (polyomino_lookup(name, &p, NULL) != 0) return -1;
  shape_t a, b;
  shape_canonical(&p.shape, 0, &a);
  for (int i = 0; i < kit->n; i++) {
    shape_canonical(&kit->pieces[i].shape, 0, &b);
    if (shape_equal(&a, &b)) return i;
  }
  return -1;
}

/* ---- box words ---- */

static int parse_names(const char *s, size_t len, size_t off, pmx_box_t *box, cards_error_t *err) {
  size_t i = 0;
  box->n = 0;
  while (i < len) {
    size_t j = i;
    while (j < len && s[j] != ',') j++;
    if (j == i || j - i >= 16) {
      cards_error_set(err, 0, off + i + 1, j == i ? "empty piece name" : "piece name too long");
      return -1;
    }
    if (box->n == PMX_MAX_SHOWN) {
      cards_error_set(err, 0, off + i + 1, "more than %d pieces in a box", PMX_MAX_SHOWN);
      return -1;
    }
    char nm[16];
    memcpy(nm, s + i, j - i);
    nm[j - i] = '\0';
    piece_t p;
    if (polyomino_lookup(nm, &p, NULL) != 0 || p.one_sided) {
      cards_error_set(err, 0, off + i + 1, "unknown piece '%s'", nm);
      return -1;
    }
    snprintf(box->names[box->n++], 16, "%s", p.name);
    i = j + 1;
    if (j + 1 == len) {
      cards_error_set(err, 0, off + j + 1, "empty piece name");
      return -1;
    }
  }
  if (box->n == 0) {
    cards_error_set(err, 0, off + 1, "no pieces");
    return -1;
  }
  return 0;
}

int pmx_box_parse(int bi, const char *w, pmx_box_t *box, cards_error_t *err) {
  memset(box, 0, sizeof *box);
  size_t len = strlen(w);
  if (len == 0) {
    cards_error_set(err, 0, 1, "box %d is empty", bi + 1);
    return -1;
  }
  switch (bi) {
    case 0:
    case 1:
      return parse_names(w, len, 0, box, err);
    case 2:
    case 3: {
      const char *plus = strchr(w, '+');
      if (!plus) {
        cards_error_set(err, 0, len + 1, bi == 2 ? "box 3 needs '+K' (K = 1, 2 or 3)" : "box 4 needs a final '+'");
        return -1;
      }
      if (parse_names(w, (size_t)(plus - w), 0, box, err) != 0) return -1;
      const char *t = plus + 1;
      if (bi == 2) {
        if (!(t[0] >= '1' && t[0] <= '3' && t[1] == '\0')) {
          cards_error_set(err, 0, (unsigned long)(t - w) + 1, "box 3: K must be 1, 2 or 3");
          return -1;
        }
        box->k = t[0] - '0';
      } else if (*t) {
        cards_error_set(err, 0, (unsigned long)(t - w) + 1, "box 4: nothing may follow '+'");
        return -1;
      }
      return 0;
    }
    case 4:
      if (w[0] != '-') {
        cards_error_set(err, 0, 1, "box 5 starts with '-' (the pieces not to use)");
        return -1;
      }
      return parse_names(w + 1, len - 1, 1, box, err);
    case 5: {
      /* DIGIT(,DIGIT)* */
      for (size_t i = 0; i < len; i += 2) {
        if (w[i] < '1' || w[i] > '8' || (i + 1 < len && w[i + 1] != ',') || i + 2 == len) {
          cards_error_set(err, 0, i + 1, "piece sizes 1 to 8, comma-separated");
          return -1;
        }
        if (box->n == PMX_MAX_SHOWN) {
          cards_error_set(err, 0, i + 1, "more than %d sizes", PMX_MAX_SHOWN);
          return -1;
        }
        box->sizes[box->n++] = w[i] - '0';
      }
      return 0;
    }
  }
  cards_error_set(err, 0, 0, "no box %d", bi + 1);
  return -1;
}

static void cat(char *buf, size_t n, const char *s) {
  size_t l = strlen(buf);
  if (l < n) snprintf(buf + l, n - l, "%s", s);
}

void pmx_box_format(int bi, const pmx_box_t *box, char *buf, size_t n) {
  if (n == 0) return;
  buf[0] = '\0';
  if (bi == 4) cat(buf, n, "-");
  for (int i = 0; i < box->n; i++) {
    if (i) cat(buf, n, ",");
    if (bi == 5) {
      char d[4] = {(char)('0' + box->sizes[i]), 0};
      cat(buf, n, d);
    } else {
      cat(buf, n, box->names[i]);
    }
  }
  if (bi == 2) {
    char k[4] = {'+', (char)('0' + box->k), 0};
    cat(buf, n, k);
  }
  if (bi == 3) cat(buf, n, "+");
}

/* ---- IDs ---- */

char *pmx_side_id(const pmx_side_t *s) {
  size_t cap = (size_t)(s->fig.w + 1) * s->fig.h + 64 + PMX_NBOXES * 256 + strlen(s->kit) + 8;
  char *id = malloc(cap);
  if (!id) return NULL;
  snprintf(id, cap, "polyminix:");
  size_t l = strlen(id);
  for (int y = 0; y < s->fig.h; y++) {
    if (y) id[l++] = '/';
    for (int x = 0; x < s->fig.w; x++) id[l++] = region_at(&s->fig, x, y) == REGION_CELL ? '.' : '_';
  }
  id[l] = '\0';
  for (int b = 0; b < PMX_NBOXES; b++) {
    char w[256];
    pmx_box_format(b, &s->box[b], w, sizeof w);
    cat(id, cap, ":");
    cat(id, cap, w);
  }
  if (s->kit[0]) {
    cat(id, cap, ";kit=");
    cat(id, cap, s->kit);
  }
  return id;
}

int pmx_side_from_id(const char *id, pmx_side_t *s, cards_error_t *err) {
  memset(s, 0, sizeof *s);
  s->level = PMX_LEVEL_NONE;
  static const char pre[] = "polyminix:";
  if (strncmp(id, pre, sizeof pre - 1) != 0) {
    cards_error_set(err, 0, 1, "an ID starts with 'polyminix:'");
    return -1;
  }
  const char *p = id + sizeof pre - 1;
  const char *kit = strstr(p, ";kit=");
  size_t end = kit ? (size_t)(kit - id) : strlen(id);
  if (kit) {
    if (strlen(kit + 5) >= sizeof s->kit) {
      cards_error_set(err, 0, end + 1, "kit spec too long");
      return -1;
    }
    snprintf(s->kit, sizeof s->kit, "%s", kit + 5);
  }
  /* the figure */
  size_t f0 = (size_t)(p - id), f1 = f0;
  while (f1 < end && id[f1] != ':') f1++;
  if (f1 == end) {
    cards_error_set(err, 0, f1 + 1, "an ID has 7 fields: figure and six boxes");
    return -1;
  }
  char *rows = malloc(f1 - f0 + 2);
  if (!rows) {
    cards_error_set(err, 0, 0, "out of memory");
    return -1;
  }
  for (size_t i = f0; i < f1; i++) {
    char c = id[i];
    if (c != '.' && c != '_' && c != '/') {
      free(rows);
      cards_error_set(err, 0, i + 1, "bad character in the figure ('.' cell, '_' outside, '/' new row)");
      return -1;
    }
    rows[i - f0] = c == '/' ? '\n' : c == '_' ? '#' : '.';
  }
  rows[f1 - f0] = '\n';
  cards_error_t e2;
  int rc = region_parse_text(rows, f1 - f0 + 1, &s->fig, &e2);
  free(rows);
  if (rc != 0) {
    cards_error_set(err, 0, f0 + 1, "figure: %s", e2.msg);
    return -1;
  }
  size_t q = f1 + 1;
  for (int b = 0; b < PMX_NBOXES; b++) {
    size_t r = q;
    while (r < end && id[r] != ':') r++;
    if ((r == end) != (b == PMX_NBOXES - 1)) {
      cards_error_set(err, 0, r + 1, "an ID has 7 fields: figure and six boxes");
      pmx_side_free(s);
      return -1;
    }
    char w[512];
    if (r - q >= sizeof w) {
      cards_error_set(err, 0, q + 1, "box %d too long", b + 1);
      pmx_side_free(s);
      return -1;
    }
    memcpy(w, id + q, r - q);
    w[r - q] = '\0';
    if (pmx_box_parse(b, w, &s->box[b], &e2) != 0) {
      cards_error_set(err, 0, q + e2.col, "box %d: %s", b + 1, e2.msg);
      pmx_side_free(s);
      return -1;
    }
    q = r + 1;
  }
  return 0;
}

/* ---- card text ---- */

typedef struct parser {
  pmx_deck_t *deck;
  pmx_side_t *side;       /* the side being read, or NULL */
  int implicit_card;      /* the current card was opened without "card" */
  char *rows;             /* figure rows of the side */
  size_t nrows, caprows;
  unsigned long rows_line;
  int have_box[PMX_NBOXES];
  int from_id;
  char kit[256];
} parser_t;

static int new_card(parser_t *p, const char *name, int implicit, cards_error_t *err) {
  pmx_deck_t *d = p->deck;
  if (d->n == d->cap) {
    int nc = d->cap ? 2 * d->cap : 16;
    pmx_card_t *nv = realloc(d->cards, (size_t)nc * sizeof *nv);
    if (!nv) {
      cards_error_set(err, 0, 0, "out of memory");
      return -1;
    }
    d->cards = nv;
    d->cap = nc;
  }
  pmx_card_t *c = &d->cards[d->n++];
  memset(c, 0, sizeof *c);
  if (name) snprintf(c->name, sizeof c->name, "%s", name);
  else snprintf(c->name, sizeof c->name, "%d", d->n);
  p->implicit_card = implicit;
  return 0;
}

/* Finish the side being read: its figure and boxes complete. */
static int end_side(parser_t *p, unsigned long line, cards_error_t *err) {
  if (!p->side) return 0;
  pmx_side_t *s = p->side;
  p->side = NULL;
  if (p->from_id) return 0;
  if (p->nrows == 0) {
    cards_error_set(err, s->line, 0, "side without a figure");
    return -1;
  }
  cards_error_t e2;
  if (region_parse_text(p->rows, p->nrows, &s->fig, &e2) != 0) {
    cards_error_set(err, p->rows_line + (e2.line ? e2.line - 1 : 0), e2.col, "%s", e2.msg);
    return -1;
  }
  if (region_area(&s->fig) == 0) {
    cards_error_set(err, p->rows_line, 0, "the figure has no cell");
    return -1;
  }
  for (int b = 0; b < PMX_NBOXES; b++)
    if (!p->have_box[b]) {
      cards_error_set(err, line, 0, "side %c has no box%d line", s == &p->deck->cards[p->deck->n - 1].side[0] ? 'A' : 'B', b + 1);
      return -1;
    }
  return 0;
}

static int new_side(parser_t *p, int letter, int level, unsigned long line, cards_error_t *err) {
  if (end_side(p, line, err) != 0) return -1;
  pmx_card_t *c = p->deck->n ? &p->deck->cards[p->deck->n - 1] : NULL;
  int want = letter ? letter - 'A' : (c && c->nsides < 2 && p->implicit_card ? c->nsides : 0);
  if (!c || c->nsides == 2 || (p->implicit_card && want == 0 && c->nsides > 0)) {
    if (new_card(p, NULL, 1, err) != 0) return -1;
    c = &p->deck->cards[p->deck->n - 1];
  }
  if (want != c->nsides) {
    cards_error_set(err, line, 1, "expected side %c", 'A' + c->nsides);
    return -1;
  }
  pmx_side_t *s = &c->side[c->nsides++];
  memset(s, 0, sizeof *s);
  s->level = level;
  s->line = line;
  snprintf(s->kit, sizeof s->kit, "%s", p->kit);
  p->side = s;
  p->nrows = 0;
  p->from_id = 0;
  memset(p->have_box, 0, sizeof p->have_box);
  return 0;
}

static int is_row(const char *l, size_t n) {
  if (n == 0) return 0;
  for (size_t i = 0; i < n; i++)
    if (l[i] != '.' && l[i] != '#') return 0;
  return 1;
}

int pmx_deck_parse(const char *text, size_t len, pmx_deck_t *deck, cards_error_t *err) {
  parser_t p;
  memset(&p, 0, sizeof p);
  p.deck = deck;
  int first_card = deck->n;
  size_t i = 0;
  unsigned long line = 0;
  int rc = 0;
  char *buf = NULL;
  while (i < len && rc == 0) {
    line++;
    size_t e = i;
    while (e < len && text[e] != '\n') e++;
    size_t n = e - i;
    if (n && text[i + n - 1] == '\r') n--;
    free(buf);
    buf = malloc(n + 1);
    if (!buf) {
      cards_error_set(err, line, 0, "out of memory");
      rc = -1;
      break;
    }
    memcpy(buf, text + i, n);
    buf[n] = '\0';
    i = e + 1;
    /* trailing blanks dropped; control characters refused */
    while (n && (buf[n - 1] == ' ' || buf[n - 1] == '\t')) buf[--n] = '\0';
    for (size_t k = 0; k < n; k++)
      if ((unsigned char)buf[k] < ' ' && buf[k] != '\t') {
        cards_error_set(err, line, k + 1, "bad character");
        rc = -1;
        break;
      }
    if (rc) break;
    size_t lead = strspn(buf, " \t");
    char *l = buf + lead;
    n -= lead;
    if (n == 0 || l[0] == ';') continue;
    if (is_row(l, n)) {
      if (!p.side && new_side(&p, 0, PMX_LEVEL_NONE, line, err) != 0) { rc = -1; break; }
      if (p.from_id) {
        cards_error_set(err, line, lead + 1, "figure rows after an id line");
        rc = -1;
        break;
      }
      if (p.nrows == 0) p.rows_line = line;
      if (p.nrows + n + 2 > p.caprows) {
        size_t nc = (p.caprows + n + 2) * 2;
        char *nr = realloc(p.rows, nc);
        if (!nr) { cards_error_set(err, line, 0, "out of memory"); rc = -1; break; }
        p.rows = nr;
        p.caprows = nc;
      }
      memcpy(p.rows + p.nrows, l, n);
      p.nrows += n;
      p.rows[p.nrows++] = '\n';
      continue;
    }
    /* keyword WORD... */
    char *kw = l, *arg = l;
    while (*arg && *arg != ' ' && *arg != '\t') arg++;
    size_t kwlen = (size_t)(arg - kw);
    while (*arg == ' ' || *arg == '\t') arg++;
    unsigned long argcol = (unsigned long)(arg - buf) + 1;
    char *sp = arg;
    while (*sp && *sp != ' ' && *sp != '\t') sp++;
    char *rest = sp;
    while (*rest == ' ' || *rest == '\t') rest++;
    *sp = '\0';
    kw[kwlen] = '\0';
    if (strcmp(kw, "kit") == 0 || strcmp(kw, "seed") == 0 || strcmp(kw, "card") == 0) {
      if (!*arg || *rest) {
        cards_error_set(err, line, argcol, "'%s' takes one word", kw);
        rc = -1;
      } else if (kw[0] == 'k') {
        pieceset_t kit;
        cards_error_t e2;
        if (strlen(arg) >= sizeof p.kit) {
          cards_error_set(err, line, argcol, "kit spec too long");
          rc = -1;
        } else if (pmx_kit_parse(arg, &kit, &e2) != 0) {
          cards_error_set(err, line, argcol + (e2.col ? e2.col - 1 : 0), "kit: %s", e2.msg);
          rc = -1;
        } else {
          pieceset_free(&kit);
          snprintf(p.kit, sizeof p.kit, "%s", strcmp(arg, PIECESET_POLYMINIX_DEFAULT) == 0 ? "" : arg);
        }
      } else if (kw[0] == 's') {
        uint64_t v = 0;
        const char *c = arg;
        int bad = 0;
        for (; *c; c++) {
          if (*c < '0' || *c > '9' || v > (UINT64_MAX - 9) / 10) { bad = 1; break; }
          v = v * 10 + (uint64_t)(*c - '0');
        }
        if (bad) {
          cards_error_set(err, line, argcol, "bad seed");
          rc = -1;
        } else {
          deck->seed = v;
          deck->has_seed = 1;
        }
      } else {
        if (end_side(&p, line, err) != 0 || new_card(&p, arg, 0, err) != 0) rc = -1;
        else if (err) err->line = line;
      }
      continue;
    }
    if (strcmp(kw, "side") == 0) {
      int letter = 0, level = PMX_LEVEL_NONE;
      if ((arg[0] != 'A' && arg[0] != 'B') || arg[1]) {
        cards_error_set(err, line, argcol, "side A or side B");
        rc = -1;
        continue;
      }
      letter = arg[0];
      if (*rest) {
        level = level_parse(rest);
        if (level < -1) {
          cards_error_set(err, line, (unsigned long)(rest - buf) + 1, "level green, yellow or red");
          rc = -1;
          continue;
        }
      }
      if (p.deck->n == first_card || p.implicit_card ||
          p.deck->cards[p.deck->n - 1].nsides < 2) {
        /* fine */
      }
      if (new_side(&p, letter, level, line, err) != 0) rc = -1;
      continue;
    }
    if (strcmp(kw, "id") == 0) {
      if (!p.side && new_side(&p, 0, PMX_LEVEL_NONE, line, err) != 0) { rc = -1; continue; }
      if (p.nrows || p.from_id || p.have_box[0] || p.have_box[1] || p.have_box[2] ||
          p.have_box[3] || p.have_box[4] || p.have_box[5]) {
        cards_error_set(err, line, 1, "an id line replaces the figure and the boxes of a side");
        rc = -1;
        continue;
      }
      cards_error_t e2;
      int level = p.side->level;
      unsigned long sl = p.side->line;
      if (pmx_side_from_id(arg, p.side, &e2) != 0) {
        memset(p.side, 0, sizeof *p.side);
        cards_error_set(err, line, argcol + (e2.col ? e2.col - 1 : 0), "%s", e2.msg);
        rc = -1;
        continue;
      }
      p.side->level = level;
      p.side->line = sl;
      if (!p.side->kit[0]) snprintf(p.side->kit, sizeof p.side->kit, "%s", p.kit);
      p.from_id = 1;
      continue;
    }
    if (strncmp(kw, "box", 3) == 0 && kw[3] >= '1' && kw[3] <= '6' && !kw[4]) {
      int b = kw[3] - '1';
      if (!p.side && new_side(&p, 0, PMX_LEVEL_NONE, line, err) != 0) { rc = -1; continue; }
      if (p.from_id || p.have_box[b]) {
        cards_error_set(err, line, 1, p.from_id ? "box line after an id line" : "box %d given twice", b + 1);
        rc = -1;
        continue;
      }
      if (*rest) {
        cards_error_set(err, line, (unsigned long)(rest - buf) + 1, "a box is one word (no blanks)");
        rc = -1;
        continue;
      }
      cards_error_t e2;
      if (pmx_box_parse(b, arg, &p.side->box[b], &e2) != 0) {
        cards_error_set(err, line, argcol + (e2.col ? e2.col - 1 : 0), "box %d: %s", b + 1, e2.msg);
        rc = -1;
        continue;
      }
      p.have_box[b] = 1;
      continue;
    }
    cards_error_set(err, line, lead + 1, "unknown line '%s' (kit, seed, card, side, id, box1..box6, or figure rows of '.' and '#')", kw);
    rc = -1;
  }
  if (rc == 0) rc = end_side(&p, line, err);
  if (rc == 0) {
    for (int c = first_card; c < deck->n; c++)
      if (deck->cards[c].nsides == 0) {
        cards_error_set(err, line, 0, "card %s has no side", deck->cards[c].name);
        rc = -1;
        break;
      }
  }
  if (rc == 0 && deck->n == first_card) {
    cards_error_set(err, line ? line : 1, 0, "no card");
    rc = -1;
  }
  free(buf);
  free(p.rows);
  return rc;
}

int pmx_deck_write(const pmx_deck_t *deck, FILE *f) {
  const char *kit = "";
  fprintf(f, "; polyminix cards (polyx cards), format in polyx-cards(1)\n");
  if (deck->has_seed) fprintf(f, "seed %llu\n", (unsigned long long)deck->seed);
  for (int c = 0; c < deck->n; c++) {
    const pmx_card_t *cd = &deck->cards[c];
    fprintf(f, "\ncard %s\n", cd->name);
    for (int j = 0; j < cd->nsides; j++) {
      const pmx_side_t *s = &cd->side[j];
      if (strcmp(s->kit, kit) != 0) {
        kit = s->kit;
        fprintf(f, "kit %s\n", kit[0] ? kit : PIECESET_POLYMINIX_DEFAULT);
      }
      fprintf(f, "side %c", 'A' + j);
      if (s->level >= 0) fprintf(f, " %s", pmx_level_name(s->level));
      fputc('\n', f);
      char *id = pmx_side_id(s);
      if (id) fprintf(f, "; id %s\n", id);
      free(id);
      char *rows = region_to_text(&s->fig, 0);
      if (!rows) return -1;
      fputs(rows, f);
      free(rows);
      for (int b = 0; b < PMX_NBOXES; b++) {
        char w[512];
        pmx_box_format(b, &s->box[b], w, sizeof w);
        fprintf(f, "box%d %s\n", b + 1, w);
      }
    }
  }
  fflush(f);
  return ferror(f) ? -1 : 0;
}

/* ---- verification ---- */

typedef struct solver {
  const pieceset_t *kit;
  const region_t *fig;
  uint64_t budget;       /* total for the box, 0: none */
  uint64_t nodes, count;
  int exact;             /* no search stopped by the budget */
  int want_grid;
  int *grid;             /* the first tiling found */
  int oom;
} solver_t;

static uint64_t remaining(const solver_t *sv) {
  if (!sv->budget) return 0;
  return sv->nodes >= sv->budget ? 1 : sv->budget - sv->nodes;
}

/* Fill sv->grid from tiling T's solution PLACE[0..N-1]. */
static void take_grid(solver_t *sv, tiling_t *t, const int *place, int n) {
  size_t cells = (size_t)sv->fig->w * sv->fig->h;
  sv->grid = malloc(cells * sizeof *sv->grid);
  if (!sv->grid) { sv->oom = 1; return; }
  for (size_t k = 0; k < cells; k++) sv->grid[k] = -1;
  const pieceset_t *set = tiling_pieceset(t);
  for (int k = 0; k < n; k++) {
    const tiling_place_t *pl = tiling_placement(t, place[k]);
    cell_t cs[SHAPE_MAX_CELLS];
    int m = tiling_placement_cells(t, place[k], cs);
    int ki = pieceset_find(sv->kit, set->pieces[pl->piece].name);
    for (int j = 0; j < m; j++) sv->grid[(size_t)cs[j].y * sv->fig->w + cs[j].x] = ki;
  }
}

/* Search the problem SET/SPEC: add its tilings and nodes. */
static void solve_one(solver_t *sv, const pieceset_t *set, const tiling_spec_t *spec) {
  if (sv->budget && sv->nodes >= sv->budget) {
    sv->exact = 0;
    return;
  }
  tiling_t *t = NULL;
  tiling_status_t st = tiling_new(set, sv->fig, spec, &t, NULL);
  if (st == TILING_ENOMEM) { sv->oom = 1; return; }
  if (st != TILING_OK) return; /* area or sizes cannot match: no tiling */
  if (tiling_impossible(t, NULL)) { tiling_free(t); return; }
  tiling_search_opts_t o;
  tiling_search_opts_init(&o);
  o.max_nodes = remaining(sv);
  tiling_result_t r;
  if (tiling_search(t, &o, &r) != TILING_OK) { sv->oom = 1; tiling_free(t); return; }
  sv->nodes += r.nodes;
  sv->count += r.solutions;
  if (r.end != TILING_END_EXHAUSTED) sv->exact = 0;
  if (sv->want_grid && !sv->grid && r.solutions > 0) {
    int *place = malloc((size_t)tiling_max_pieces(t) * sizeof *place);
    int n = 0;
    if (!place) sv->oom = 1;
    else if (tiling_find(t, 0, 0, 0, place, &n) == 1) take_grid(sv, t, place, n);
    free(place);
  }
  tiling_free(t);
}

static int set_from_mask(const pieceset_t *kit, uint32_t mask, pieceset_t *out) {
  memset(out, 0, sizeof *out);
  for (int i = 0; i < kit->n; i++)
    if (mask >> i & 1u)
      if (pieceset_add(out, &kit->pieces[i], 1, NULL) != 0) { pieceset_free(out); return -1; }
  return 0;
}

static void solve_mask(solver_t *sv, uint32_t mask) {
  pieceset_t set;
  if (set_from_mask(sv->kit, mask, &set) != 0) { sv->oom = 1; return; }
  tiling_spec_t spec;
  tiling_spec_init(&spec);
  spec.distinct = 1;
  solve_one(sv, &set, &spec);
  pieceset_free(&set);
}

static int popcount32(uint32_t m) { return cards_popcount64(m); }

static int mask_area(const pieceset_t *kit, uint32_t m) {
  int a = 0;
  for (int i = 0; i < kit->n; i++)
    if (m >> i & 1u) a += kit->pieces[i].shape.n;
  return a;
}

/* Box 3 and 4: SHOWN plus J others (J in LO..HI), every such choice. */
static void solve_plus(solver_t *sv, uint32_t shown, int lo, int hi) {
  int n = sv->kit->n, area = region_area(sv->fig);
  int need = area - mask_area(sv->kit, shown);
  /* choose others in increasing index order, at most 3 */
  int idx[3];
  for (int j = lo; j <= hi; j++) {
    /* enumerate j-combinations of pieces not shown */
    int depth = 0;
    idx[0] = -1;
    while (depth >= 0) {
      idx[depth]++;
      while (idx[depth] < n && (shown >> idx[depth] & 1u)) idx[depth]++;
      if (idx[depth] >= n) { depth--; continue; }
      if (depth + 1 < j) {
        idx[depth + 1] = idx[depth];
        depth++;
        continue;
      }
      uint32_t m = shown;
      for (int q = 0; q < j; q++) m |= 1u << idx[q];
      if (mask_area(sv->kit, m) - mask_area(sv->kit, shown) == need) solve_mask(sv, m);
      if (sv->oom) return;
    }
  }
}

int pmx_verify_side(const pieceset_t *kit, const pmx_side_t *s, uint64_t budget, int want_grids,
                    pmx_side_result_t *res) {
  memset(res, 0, sizeof *res);
  int area = region_area(&s->fig);
  double sum = 0;
  res->right = 1;
  for (int b = 0; b < PMX_NBOXES; b++) {
    pmx_box_result_t *br = &res->box[b];
    const pmx_box_t *box = &s->box[b];
    uint32_t shown = 0;
    br->verdict = PMX_HOLDS;
    /* the pieces shown must be kit pieces, once each */
    if (b < 5)
      for (int i = 0; i < box->n && br->verdict == PMX_HOLDS; i++) {
        int ki = kit_index(kit, box->names[i]);
        if (ki < 0) {
          br->verdict = PMX_INVALID;
          snprintf(br->reason, sizeof br->reason, "piece %s is not in the kit", box->names[i]);
        } else if (shown >> ki & 1u) {
          br->verdict = PMX_INVALID;
          snprintf(br->reason, sizeof br->reason, "piece %s shown twice", box->names[i]);
        } else {
          shown |= 1u << ki;
        }
      }
    if (br->verdict == PMX_HOLDS && b == 5) {
      int have[9] = {0}, want[9] = {0}, tot = 0;
      for (int i = 0; i < kit->n; i++)
        if (kit->pieces[i].shape.n <= 8) have[kit->pieces[i].shape.n]++;
      for (int i = 0; i < box->n; i++) want[box->sizes[i]]++, tot += box->sizes[i];
      for (int z = 1; z <= 8; z++)
        if (want[z] > have[z]) {
          br->verdict = PMX_INVALID;
          snprintf(br->reason, sizeof br->reason, "%d pieces of %d cells asked, the kit has %d", want[z], z, have[z]);
          break;
        }
      if (br->verdict == PMX_HOLDS && tot != area) {
        br->verdict = PMX_FAILS;
        snprintf(br->reason, sizeof br->reason, "area does not add up: the sizes make %d cells, the figure has %d", tot, area);
      }
    }
    if (br->verdict == PMX_HOLDS && (b < 2)) {
      int a = mask_area(kit, shown);
      if (a != area) {
        br->verdict = PMX_FAILS;
        snprintf(br->reason, sizeof br->reason, "area does not add up: the pieces make %d cells, the figure has %d", a, area);
      }
    }
    if (br->verdict == PMX_HOLDS && (b == 2 || b == 3) && popcount32(shown) + (b == 2 ? box->k : 1) > kit->n) {
      br->verdict = PMX_INVALID;
      snprintf(br->reason, sizeof br->reason, "the kit has too few other pieces");
    }
    if (br->verdict == PMX_HOLDS && b == 4 && popcount32(shown) >= kit->n) {
      br->verdict = PMX_INVALID;
      snprintf(br->reason, sizeof br->reason, "every piece of the kit is excluded");
    }
    if (br->verdict != PMX_HOLDS) {
      res->right = 0;
      br->exact = 1;
      continue;
    }
    solver_t sv = {kit, &s->fig, budget, 0, 0, 1, want_grids, NULL, 0};
    if (b < 2) {
      solve_mask(&sv, shown);
    } else if (b == 2) {
      solve_plus(&sv, shown, box->k, box->k);
    } else if (b == 3) {
      solve_plus(&sv, shown, 1, 3);
    } else if (b == 4) {
      uint32_t all = kit->n >= 32 ? 0xffffffffu : (1u << kit->n) - 1;
      pieceset_t set;
      if (set_from_mask(kit, all & ~shown, &set) != 0) sv.oom = 1;
      else {
        tiling_spec_t spec;
        tiling_spec_init(&spec);
        spec.subset = 1;
        spec.distinct = 1;
        solve_one(&sv, &set, &spec);
        pieceset_free(&set);
      }
    } else {
      tiling_spec_t spec;
      tiling_spec_init(&spec);
      spec.distinct = 1;
      int want[9] = {0};
      for (int i = 0; i < box->n; i++) want[box->sizes[i]]++;
      for (int z = 8; z >= 1; z--)
        if (want[z]) spec.sizes[spec.nsizes++] = (tiling_size_count_t){z, want[z], want[z]};
      solve_one(&sv, kit, &spec);
    }
    if (sv.oom) {
      free(sv.grid);
      pmx_side_result_free(res);
      return -1;
    }
    br->count = sv.count;
    br->exact = sv.exact;
    br->nodes = sv.nodes;
    br->grid = sv.grid;
    br->effort = (double)sv.nodes / (double)(sv.count ? sv.count : 1);
    sum += br->effort;
    if (sv.count == 0) {
      br->verdict = sv.exact ? PMX_FAILS : PMX_UNKNOWN;
      snprintf(br->reason, sizeof br->reason, sv.exact ? "no choice of pieces allowed by the box covers the figure"
                                                        : "no tiling found within the budget");
      res->right = 0;
    }
  }
  res->measure = log2(1.0 + sum);
  res->level = pmx_level_of(res->measure);
  return 0;
}

void pmx_side_result_free(pmx_side_result_t *res) {
  for (int b = 0; b < PMX_NBOXES; b++) {
    free(res->box[b].grid);
    res->box[b].grid = NULL;
  }
}

int pmx_check_grid(const pieceset_t *kit, const pmx_side_t *s, int bi, const int *grid) {
  const region_t *f = &s->fig;
  uint32_t used = 0;
  int cnt[PMX_MAX_KIT] = {0};
  for (int y = 0; y < f->h; y++)
    for (int x = 0; x < f->w; x++) {
      int v = grid[y * f->w + x];
      int in = region_at(f, x, y) == REGION_CELL;
      if (in != (v >= 0)) return 0;
      if (v >= kit->n) return 0;
      if (v >= 0) {
        used |= 1u << v;
        cnt[v]++;
      }
    }
  /* each piece: its cells are the right shape */
  for (int i = 0; i < kit->n; i++) {
    if (!(used >> i & 1u)) continue;
    if (cnt[i] != kit->pieces[i].shape.n) return 0;
    shape_t sh = {GRID_SQUARE, 0, {{0, 0}}};
    for (int y = 0; y < f->h; y++)
      for (int x = 0; x < f->w; x++)
        if (grid[y * f->w + x] == i) sh.c[sh.n++] = (cell_t){(int16_t)x, (int16_t)y};
    shape_normalize(&sh);
    int ok = 0;
    for (int o = 0; o < 8 && !ok; o++) {
      shape_t t;
      shape_transform(&kit->pieces[i].shape, o, &t);
      ok = shape_equal(&t, &sh);
    }
    if (!ok) return 0;
  }
  const pmx_box_t *box = &s->box[bi];
  uint32_t shown = 0;
  if (bi < 5)
    for (int i = 0; i < box->n; i++) {
      int ki = kit_index(kit, box->names[i]);
      if (ki < 0) return 0;
      shown |= 1u << ki;
    }
  int extra = popcount32(used & ~shown);
  switch (bi) {
    case 0:
    case 1: return used == shown;
    case 2: return (used & shown) == shown && extra == box->k;
    case 3: return (used & shown) == shown && extra >= 1 && extra <= 3;
    case 4: return (used & shown) == 0;
    default: {
      int want[9] = {0};
      for (int i = 0; i < box->n; i++) want[box->sizes[i]]++;
      for (int i = 0; i < kit->n; i++)
        if (used >> i & 1u) want[kit->pieces[i].shape.n]--;
      for (int z = 0; z < 9; z++)
        if (want[z]) return 0;
      return 1;
    }
  }
}

int pmx_confirm_dlx(const pieceset_t *kit, const pmx_side_t *s, const int *grid, uint64_t budget) {
  uint32_t used = 0;
  for (int k = 0; k < s->fig.w * s->fig.h; k++)
    if (grid[k] >= 0 && grid[k] < kit->n) used |= 1u << grid[k];
  pieceset_t set;
  if (set_from_mask(kit, used, &set) != 0) return -1;
  tiling_spec_t spec;
  tiling_spec_init(&spec);
  tiling_t *t = NULL;
  int r = 0;
  tiling_status_t st = tiling_new(&set, &s->fig, &spec, &t, NULL);
  if (st == TILING_ENOMEM) r = -1;
  if (st == TILING_OK) {
    tiling_search_opts_t o;
    tiling_search_opts_init(&o);
    o.engine = TILING_ENGINE_DLX;
    o.max_solutions = 1;
    o.max_nodes = budget;
    tiling_result_t res;
    st = tiling_search(t, &o, &res);
    r = st == TILING_ENOMEM ? -1 : (st == TILING_OK && res.solutions >= 1 && res.engine == TILING_ENGINE_DLX);
    tiling_free(t);
  }
  pieceset_free(&set);
  return r;
}

/* ---- generation ---- */

void pmx_gen_opts_init(pmx_gen_opts_t *o) {
  memset(o, 0, sizeof *o);
  o->area_lo = 20;
  o->area_hi = 40;
  o->max_w = 12;
  o->max_h = 10;
  o->budget = 200000;
}

#define CANVAS 48

/* Grow a figure by placing kit pieces edge to edge (each new piece where it
 * touches the figure most, out of a few random tries) up to AREA cells.
 * Returns the mask of pieces used, 0 when it failed. */
static uint32_t grow_figure(const pieceset_t *kit, uint64_t *rng, int area, const pmx_gen_opts_t *o,
                            region_t *out) {
  char canvas[CANVAS][CANVAS];
  memset(canvas, 0, sizeof canvas);
  int order[PMX_MAX_KIT];
  for (int i = 0; i < kit->n; i++) order[i] = i;
  for (int i = kit->n - 1; i > 0; i--) {
    int j = rnd_below(rng, i + 1), t = order[i];
    order[i] = order[j];
    order[j] = t;
  }
  int have = 0, x0 = CANVAS, y0 = CANVAS, x1 = -1, y1 = -1;
  uint32_t used = 0;
  for (int q = 0; q < kit->n && have < area; q++) {
    const piece_t *pc = &kit->pieces[order[q]];
    if (have + pc->shape.n > area) continue;
    int best = -1, bo = 0, bx = 0, by = 0;
    for (int tries = 0; tries < (have ? 40 : 1); tries++) {
      int oi = rnd_below(rng, pc->norient);
      const shape_t *sh = &pc->orient[oi];
      int px, py;
      if (!have) {
        px = CANVAS / 2 - 2;
        py = CANVAS / 2 - 2;
      } else {
        /* a random empty neighbour of the figure, a random cell of the piece on it */
        int cx, cy, guard = 0;
        do {
          cx = x0 + rnd_below(rng, x1 - x0 + 1);
          cy = y0 + rnd_below(rng, y1 - y0 + 1);
        } while (!canvas[cy][cx] && ++guard < 200);
        if (!canvas[cy][cx]) continue;
        static const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
        int d = rnd_below(rng, 4);
        int nx = cx + dx[d], ny = cy + dy[d];
        if (canvas[ny][nx]) continue;
        int c = rnd_below(rng, sh->n);
        px = nx - sh->c[c].x;
        py = ny - sh->c[c].y;
      }
      int ok = 1, touch = 0, nx0 = x0, ny0 = y0, nx1 = x1, ny1 = y1;
      for (int k = 0; k < sh->n && ok; k++) {
        int x = px + sh->c[k].x, y = py + sh->c[k].y;
        if (x < 1 || y < 1 || x >= CANVAS - 1 || y >= CANVAS - 1 || canvas[y][x]) { ok = 0; break; }
        touch += (canvas[y][x + 1] != 0) + (canvas[y][x - 1] != 0) + (canvas[y + 1][x] != 0) + (canvas[y - 1][x] != 0);
        if (x < nx0) nx0 = x;
        if (x > nx1) nx1 = x;
        if (y < ny0) ny0 = y;
        if (y > ny1) ny1 = y;
      }
      if (!ok) continue;
      int w = nx1 - nx0 + 1, h = ny1 - ny0 + 1;
      if (!((w <= o->max_w && h <= o->max_h) || (w <= o->max_h && h <= o->max_w))) continue;
      if (have && touch == 0) continue;
      if (touch > best) {
        best = touch;
        bo = oi;
        bx = px;
        by = py;
      }
    }
    if (best < 0) continue;
    const shape_t *sh = &pc->orient[bo];
    for (int k = 0; k < sh->n; k++) {
      int x = bx + sh->c[k].x, y = by + sh->c[k].y;
      canvas[y][x] = 1;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
    have += sh->n;
    used |= 1u << order[q];
  }
  if (have != area) return 0;
  int w = x1 - x0 + 1, h = y1 - y0 + 1;
  /* lie the figure down when it is taller than wide (cards are portrait, boxes take height) */
  int turn = h > w;
  if (region_rect(turn ? h : w, turn ? w : h, out, NULL) != 0) return 0;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      char c = canvas[y0 + y][x0 + x] ? REGION_CELL : REGION_OUTSIDE;
      if (turn) out->cells[(size_t)x * out->w + (h - 1 - y)] = c;
      else out->cells[(size_t)y * out->w + x] = c;
    }
  return used;
}

/* A random tiling of FIG by kit pieces outside EXCLUDE (each at most once):
 * the mask of the pieces used, 0 when none was found within BUDGET. */
static uint32_t random_tiling(const pieceset_t *kit, const region_t *fig, uint32_t exclude, uint64_t *rng,
                              uint64_t budget) {
  uint32_t all = kit->n >= 32 ? 0xffffffffu : (1u << kit->n) - 1;
  pieceset_t set;
  if (set_from_mask(kit, all & ~exclude, &set) != 0) return 0;
  tiling_spec_t spec;
  tiling_spec_init(&spec);
  spec.subset = 1;
  tiling_t *t = NULL;
  uint32_t used = 0;
  if (tiling_new(&set, fig, &spec, &t, NULL) == TILING_OK) {
    int *place = malloc((size_t)tiling_max_pieces(t) * sizeof *place);
    int n = 0;
    if (place && tiling_find(t, 1, cards_rand(rng), budget, place, &n) == 1) {
      const pieceset_t *ts = tiling_pieceset(t);
      for (int k = 0; k < n; k++) {
        int ki = pieceset_find(kit, ts->pieces[tiling_placement(t, place[k])->piece].name);
        if (ki >= 0) used |= 1u << ki;
      }
    }
    free(place);
    tiling_free(t);
  }
  pieceset_free(&set);
  return used;
}

static void box_from_mask(const pieceset_t *kit, uint32_t m, pmx_box_t *box) {
  memset(box, 0, sizeof *box);
  for (int i = 0; i < kit->n && box->n < PMX_MAX_SHOWN; i++)
    if (m >> i & 1u) snprintf(box->names[box->n++], 16, "%s", kit->pieces[i].name);
}

/* M without J of its pieces chosen at random. */
static uint32_t drop_random(const pieceset_t *kit, uint32_t m, int j, uint64_t *rng) {
  while (j-- > 0) {
    int c = popcount32(m), pick = rnd_below(rng, c);
    for (int i = 0; i < kit->n; i++)
      if (m >> i & 1u && pick-- == 0) {
        m &= ~(1u << i);
        break;
      }
  }
  return m;
}

/* Number of distinct tilings of FIG by exactly the pieces of MASK, counted up
 * to 2 (2 also when the budget runs out first). */
static int count_upto2(const pieceset_t *kit, const region_t *fig, uint32_t mask, uint64_t budget) {
  pieceset_t set;
  if (set_from_mask(kit, mask, &set) != 0) return 2;
  tiling_spec_t spec;
  tiling_spec_init(&spec);
  spec.distinct = 1;
  tiling_t *t = NULL;
  int r = 0;
  if (tiling_new(&set, fig, &spec, &t, NULL) == TILING_OK) {
    uint64_t n = 0;
    tiling_end_t end;
    if (tiling_impossible(t, NULL)) r = 0;
    else if (tiling_count(t, 2, budget, &n, &end) != TILING_OK || end == TILING_END_BUDGET) r = 2;
    else r = n >= 2 ? 2 : (int)n;
    tiling_free(t);
  }
  pieceset_free(&set);
  return r;
}

int pmx_generate_side(const pieceset_t *kit, uint64_t seed, uint64_t index, const pmx_gen_opts_t *o,
                      pmx_side_t *out, pmx_side_result_t *res) {
  uint64_t rng = seed * 0x9e3779b97f4a7c15ULL ^ (index + 1) * 0xd1b54a32d192ed03ULL;
  cards_rand(&rng);
  memset(out, 0, sizeof *out);
  out->level = PMX_LEVEL_NONE;
  if (kit->n > PMX_MAX_KIT || kit->n < 2) return 0;
  uint32_t all = kit->n >= 32 ? 0xffffffffu : (1u << kit->n) - 1;
  uint64_t fb = 20000; /* budget of each random tiling */
  uint32_t a;
  if (o->figure) {
    if (region_copy(o->figure, &out->fig, NULL) != 0) return -1;
    a = random_tiling(kit, &out->fig, 0, &rng, fb * 10);
  } else {
    int lo = o->area_lo, hi = o->area_hi;
    if (hi > pieceset_area(kit)) hi = pieceset_area(kit);
    if (lo > hi) return 0;
    int area = lo + rnd_below(&rng, hi - lo + 1);
    a = grow_figure(kit, &rng, area, o, &out->fig);
    if (a && region_holes(&out->fig) > 0) a = 0;
  }
  if (!a) goto reject;
  if (o->unique && count_upto2(kit, &out->fig, a, o->budget) != 1) goto reject;
  int area = region_area(&out->fig);
  /* box 1: the pieces the figure was built from (or a first tiling) */
  box_from_mask(kit, a, &out->box[0]);
  /* box 2: another set: leave out one piece of box 1 */
  uint32_t b = 0;
  for (int t = 0; t < 4 && !b; t++) {
    b = random_tiling(kit, &out->fig, drop_random(kit, a, popcount32(a) - 1, &rng), &rng, fb);
    if (b && o->unique && count_upto2(kit, &out->fig, b, o->budget) != 1) b = 0;
  }
  if (!b || b == a) goto reject;
  box_from_mask(kit, b, &out->box[1]);
  /* box 3: a tiling less K of its pieces */
  uint32_t c = random_tiling(kit, &out->fig, 0, &rng, fb);
  if (popcount32(c) < 2) goto reject;
  int k = 1 + rnd_below(&rng, popcount32(c) - 1 < 3 ? popcount32(c) - 1 : 3);
  box_from_mask(kit, drop_random(kit, c, k, &rng), &out->box[2]);
  out->box[2].k = k;
  /* box 4: another tiling less 1..3 pieces */
  uint32_t d = random_tiling(kit, &out->fig, 0, &rng, fb);
  if (popcount32(d) < 2) goto reject;
  int j = 1 + rnd_below(&rng, popcount32(d) - 1 < 3 ? popcount32(d) - 1 : 3);
  box_from_mask(kit, drop_random(kit, d, j, &rng), &out->box[3]);
  /* box 5: leave out 2..4 pieces that some tiling does without */
  uint32_t e = 0;
  for (int t = 0; t < 4 && !e; t++) {
    uint32_t ex = drop_random(kit, all, kit->n - (2 + rnd_below(&rng, 3)), &rng);
    if (mask_area(kit, all & ~ex) < area) continue;
    if (random_tiling(kit, &out->fig, ex, &rng, fb)) e = ex;
  }
  if (!e) goto reject;
  box_from_mask(kit, e, &out->box[4]);
  /* box 6: the sizes of a tiling, largest first */
  uint32_t f = random_tiling(kit, &out->fig, 0, &rng, fb);
  if (!f) goto reject;
  for (int z = 8; z >= 1; z--)
    for (int i = 0; i < kit->n; i++)
      if (f >> i & 1u && kit->pieces[i].shape.n == z && out->box[5].n < PMX_MAX_SHOWN)
        out->box[5].sizes[out->box[5].n++] = z;
  /* the proof: every box verified by counting, not by construction */
  pmx_side_result_t r;
  if (pmx_verify_side(kit, out, o->budget, 0, &r) != 0) {
    pmx_side_free(out);
    return -1;
  }
  if (!r.right || (o->unique && (r.box[0].count != 1 || !r.box[0].exact || r.box[1].count != 1 || !r.box[1].exact))) {
    pmx_side_result_free(&r);
    goto reject;
  }
  out->level = r.level;
  if (res) *res = r;
  else pmx_side_result_free(&r);
  return 1;
reject:
  pmx_side_free(out);
  return 0;
}

/* ---- the second game ---- */

int pmx_perimeter(const region_t *r) {
  int p = 0;
  for (int y = 0; y < r->h; y++)
    for (int x = 0; x < r->w; x++)
      if (region_at(r, x, y) == REGION_CELL)
        p += (region_at(r, x + 1, y) != REGION_CELL) + (region_at(r, x - 1, y) != REGION_CELL) +
             (region_at(r, x, y + 1) != REGION_CELL) + (region_at(r, x, y - 1) != REGION_CELL);
  return p;
}

/* A tiling of FIG by a subset of the kit into a new grid, or NULL. */
static int *subset_tiling(const pieceset_t *kit, const region_t *fig, uint64_t budget, uint64_t seed) {
  tiling_spec_t spec;
  tiling_spec_init(&spec);
  spec.subset = 1;
  tiling_t *t = NULL;
  if (tiling_new(kit, fig, &spec, &t, NULL) != TILING_OK) return NULL;
  solver_t sv = {kit, fig, 0, 0, 0, 1, 1, NULL, 0};
  int *place = malloc((size_t)tiling_max_pieces(t) * sizeof *place);
  int n = 0;
  if (place && !tiling_impossible(t, NULL) && tiling_find(t, seed != 0, seed, budget, place, &n) == 1)
    take_grid(&sv, t, place, n);
  free(place);
  tiling_free(t);
  return sv.grid;
}

static int try_rect(const pieceset_t *kit, int w, int h, uint64_t budget, pmx_problem_t *p) {
  if (w * h > pieceset_area(kit) || w < 1 || h < 1) return 0;
  region_t r;
  if (region_rect(w, h, &r, NULL) != 0) return -1;
  int *g = subset_tiling(kit, &r, budget, 0);
  if (!g) {
    region_free(&r);
    return 0;
  }
  p->fig = r;
  p->grid = g;
  p->solved = 1;
  return 1;
}

int pmx_problems(const pieceset_t *kit, uint64_t budget, pmx_problem_t out[36]) {
  static const int sym_area[6] = {10, 14, 18, 22, 26, 30};
  static const int ap[12][2] = {{20, 18}, {20, 24}, {24, 20}, {26, 24}, {30, 22}, {30, 30},
                                {36, 26}, {40, 28}, {44, 30}, {36, 40}, {48, 32}, {64, 32}};
  memset(out, 0, 36 * sizeof *out);
  int solved = 0;
  uint64_t rng = 12345;
  for (int i = 0; i < 36; i++) {
    pmx_problem_t *p = &out[i];
    int row = i / 6, col = i % 6;
    if (row == 0) {
      p->kind = 0;
      p->a = 3 + col;
      snprintf(p->text, sizeof p->text, "square of side %d", p->a);
      if (try_rect(kit, p->a, p->a, budget, p) < 0) goto oom;
    } else if (row <= 2) {
      p->kind = 1;
      p->a = 10 + 2 * ((row - 1) * 6 + col);
      snprintf(p->text, sizeof p->text, "rectangle of perimeter %d", p->a);
      /* the squarest rectangle first */
      for (int w = p->a / 4; w >= 1 && !p->solved; w--)
        if (try_rect(kit, w, p->a / 2 - w, budget, p) < 0) goto oom;
    } else if (row == 3) {
      p->kind = 2;
      p->a = sym_area[col];
      snprintf(p->text, sizeof p->text, "symmetric figure of area %d", p->a);
      pmx_gen_opts_t o;
      pmx_gen_opts_init(&o);
      o.max_w = 6;
      o.max_h = 8;
      for (int t = 0; t < 200 && !p->solved; t++) {
        region_t half;
        if (!grow_figure(kit, &rng, p->a / 2, &o, &half)) continue;
        /* the half and its mirror image side by side: a vertical axis */
        region_t r;
        if (region_rect(2 * half.w, half.h, &r, NULL) != 0) { region_free(&half); goto oom; }
        for (int y = 0; y < half.h; y++)
          for (int x = 0; x < half.w; x++) {
            char c = region_at(&half, x, y);
            r.cells[(size_t)y * r.w + x] = c;
            r.cells[(size_t)y * r.w + (r.w - 1 - x)] = c;
          }
        region_free(&half);
        int *g = (region_components(&r, REGION_OPEN) == 1 && region_holes(&r) == 0)
                     ? subset_tiling(kit, &r, budget, cards_rand(&rng)) : NULL;
        if (g) {
          p->fig = r;
          p->grid = g;
          p->solved = 1;
        } else {
          region_free(&r);
        }
      }
    } else {
      p->kind = 3;
      p->a = ap[(row - 4) * 6 + col][0];
      p->b = ap[(row - 4) * 6 + col][1];
      snprintf(p->text, sizeof p->text, "area %d, perimeter %d", p->a, p->b);
      for (int w = 1; w * w <= p->a && !p->solved; w++)
        if (p->a % w == 0 && 2 * (w + p->a / w) == p->b)
          if (try_rect(kit, p->a / w, w, budget, p) < 0) goto oom;
      pmx_gen_opts_t o;
      pmx_gen_opts_init(&o);
      o.max_w = 12;
      o.max_h = 10;
      for (int t = 0; t < 3000 && !p->solved; t++) {
        region_t r;
        if (!grow_figure(kit, &rng, p->a, &o, &r)) continue;
        if (pmx_perimeter(&r) == p->b && region_holes(&r) == 0) {
          /* built from kit pieces; shown again by an independent search */
          int *g = subset_tiling(kit, &r, budget, 0);
          if (g) {
            p->fig = r;
            p->grid = g;
            p->solved = 1;
            continue;
          }
        }
        region_free(&r);
      }
    }
    solved += p->solved;
  }
  return solved;
oom:
  pmx_problems_free(out);
  return -1;
}

void pmx_problems_free(pmx_problem_t out[36]) {
  for (int i = 0; i < 36; i++) {
    region_free(&out[i].fig);
    free(out[i].grid);
    out[i].grid = NULL;
  }
}
