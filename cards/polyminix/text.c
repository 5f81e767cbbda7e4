/* text.c: the Polyminix card text: reading a deck (cards, sides, rows, boxes, ids) and writing one. */
#include <config.h>

#include "cards/polyminix/polyminix.h"

#include <stdlib.h>
#include <string.h>

#include "cards/polyminix/internal.h"
#include "cards/tiling/pieceset.h"
#include "cards/tiling/region.h"

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
        level = pmx_level_parse(rest);
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
