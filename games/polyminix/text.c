/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* text.c: the Polyminix card text: reading a deck (cards, sides, rows, boxes, ids) and writing one.
 */
#include <config.h>

#include "games/polyminix/polyminix.h"

#include <stdlib.h>
#include <string.h>

#include "base/intl.h"
#include "base/text.h"
#include "games/game.h"
#include "games/polyminix/internal.h"
#include "poly/geom.h"
#include "poly/pieceset.h"
#include "poly/region.h"

/* ---- card text ---- */

typedef struct parser {
  polyminix_deck_t *deck;
  polyminix_side_t *side; /* the side being read, or NULL */
  int implicit_card;      /* the current card was opened without "card" */
  char *rows;             /* figure rows of the side */
  size_t nrows, caprows;
  unsigned long rows_line;
  int have_box[POLYMINIX_NBOXES];
  int from_id;
  char kit[256];
} parser_t;

static int new_card(parser_t *p, const char *name, int implicit, base_error_t *err) {
  polyminix_deck_t *d = p->deck;
  if (d->n == d->cap) {
    int nc = d->cap ? 2 * d->cap : 16;
    polyminix_card_t *nv = realloc(d->cards, (size_t)nc * sizeof *nv);
    if (!nv) {
      base_error_nomem(err);
      return -1;
    }
    d->cards = nv;
    d->cap = nc;
  }
  polyminix_card_t *c = &d->cards[d->n++];
  memset(c, 0, sizeof *c);
  if (name)
    snprintf(c->name, sizeof c->name, "%s", name);
  else
    snprintf(c->name, sizeof c->name, "%d", d->n);
  p->implicit_card = implicit;
  return 0;
}

/* Finish the side being read: its figure and boxes complete. */
static int end_side(parser_t *p, unsigned long line, base_error_t *err) {
  if (!p->side) return 0;
  polyminix_side_t *s = p->side;
  p->side = NULL;
  if (p->from_id) return 0;
  if (p->nrows == 0) {
    base_error_set(err, s->line, 1, _("side without a figure"));
    return -1;
  }
  base_error_t e2;
  if (region_parse_text(p->rows, p->nrows, &s->fig, &e2) != 0) {
    base_error_setc(err, e2.code, p->rows_line + (e2.line ? e2.line - 1 : 0), e2.col, "%s", e2.msg);
    return -1;
  }
  if (region_area(&s->fig) == 0) {
    base_error_set(err, p->rows_line, 1, _("the figure has no cell"));
    return -1;
  }
  for (int b = 0; b < POLYMINIX_NBOXES; b++)
    if (!p->have_box[b]) {
      base_error_set(err, line, 1, _("side %c has no box%d line"),
                     s == &p->deck->cards[p->deck->n - 1].side[0] ? 'A' : 'B', b + 1);
      return -1;
    }
  return 0;
}

static int new_side(parser_t *p, int letter, int level, unsigned long line, base_error_t *err) {
  if (end_side(p, line, err) != 0) return -1;
  polyminix_card_t *c = p->deck->n ? &p->deck->cards[p->deck->n - 1] : NULL;
  int want = letter ? letter - 'A' : (c && c->nsides < 2 && p->implicit_card ? c->nsides : 0);
  if (!c || c->nsides == 2 || (p->implicit_card && want == 0 && c->nsides > 0)) {
    if (new_card(p, NULL, 1, err) != 0) return -1;
    c = &p->deck->cards[p->deck->n - 1];
  }
  if (want != c->nsides) {
    base_error_set(err, line, 1, _("expected side %c"), 'A' + c->nsides);
    return -1;
  }
  polyminix_side_t *s = &c->side[c->nsides++];
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

/* Append figure row L (N bytes) to the side being read. */
static int row_line(parser_t *p, const char *l, size_t n, size_t lead, unsigned long line,
                    base_error_t *err) {
  if (!p->side && new_side(p, 0, POLYMINIX_LEVEL_NONE, line, err) != 0) return -1;
  if (p->from_id) {
    base_error_set(err, line, lead + 1, _("figure rows after an id line"));
    return -1;
  }
  if (p->nrows == 0) p->rows_line = line;
  if (p->nrows + n + 2 > p->caprows) {
    size_t nc = (p->caprows + n + 2) * 2;
    char *nr = realloc(p->rows, nc);
    if (!nr) {
      base_error_setc(err, BASE_E_NOMEM, line, 0, _("out of memory"));
      return -1;
    }
    p->rows = nr;
    p->caprows = nc;
  }
  memcpy(p->rows + p->nrows, l, n);
  p->nrows += n;
  p->rows[p->nrows++] = '\n';
  return 0;
}

/* One line cut in words: the keyword, its first argument (ARG, at column ARGCOL; "" and the
 * column past the last word when none), the word after it (REST, at RESTCOL; "" when none), and
 * how many words the line holds (N, at most 4: more is refused like a fourth). */
typedef struct words {
  const char *kw, *arg, *rest;
  unsigned long kwcol, argcol, restcol;
  int n;
} words_t;

/* Cut BUF (N bytes, BUF[N] writable) in words (the one comment rule, base/text.h): their number,
 * 0 for a line without any. */
static int split_words(char *buf, size_t n, words_t *w) {
  base_word_t b[4];
  int nw = base_words_cut(buf, n, b, 4);
  if (nw == 0) return 0;
  int k = nw > 4 ? 4 : nw;
  unsigned long past = b[k - 1].col + b[k - 1].len;
  w->n = k;
  w->kw = b[0].s;
  w->kwcol = b[0].col;
  w->arg = k > 1 ? b[1].s : "";
  w->argcol = k > 1 ? b[1].col : past;
  w->rest = k > 2 ? b[2].s : "";
  w->restcol = k > 2 ? b[2].col : past;
  return nw;
}

/* "kit SPEC": the kit of the sides that follow. */
static int kit_line(parser_t *p, const words_t *w, unsigned long line, base_error_t *err) {
  pieceset_t kit;
  base_error_t e2;
  if (strlen(w->arg) >= sizeof p->kit) {
    base_error_set(err, line, w->argcol, _("kit spec too long"));
    return -1;
  }
  if (polyminix_kit_parse(w->arg, &kit, &e2) != 0) {
    base_error_setc(err, e2.code, line, w->argcol + (e2.col ? e2.col - 1 : 0), _("kit: %s"),
                    e2.msg);
    return -1;
  }
  pieceset_free(&kit);
  snprintf(p->kit, sizeof p->kit, "%s",
           strcmp(w->arg, PIECESET_POLYMINIX_DEFAULT) == 0 ? "" : w->arg);
  return 0;
}

/* "seed N": the generator's seed, recorded. */
static int seed_line(parser_t *p, const words_t *w, unsigned long line, base_error_t *err) {
  uint64_t v;
  if (base_parse_u64(w->arg, &v) != 0) {
    base_error_set(err, line, w->argcol,
                   _("bad seed: a whole number from 0 to 18446744073709551615"));
    return -1;
  }
  p->deck->seed = v;
  p->deck->has_seed = 1;
  return 0;
}

/* "kit" or "seed": one word each. */
static int one_word_line(parser_t *p, const words_t *w, unsigned long line, base_error_t *err) {
  if (!*w->arg || *w->rest) {
    base_error_set(err, line, w->argcol, _("'%s' takes one word"), w->kw);
    return -1;
  }
  if (w->kw[0] == 'k') return kit_line(p, w, line, err);
  return seed_line(p, w, line, err);
}

/* The most words a name or a title is read in (more make it too long anyway). */
#define TEXT_WORDS 80

/* "card NAME" and "title TEXT" in BUF (N bytes, writable): the text from the
 * word after the keyword to the end of the line or to a comment, blanks inside
 * kept, checked. Returns 1 when the line was one of them (*RC its result), 0
 * when not. */
static int text_line(parser_t *p, char *buf, size_t n, unsigned long line, base_error_t *err,
                     int *rc) {
  base_word_t w[TEXT_WORDS + 1];
  int nw = base_words(buf, n, w, TEXT_WORDS + 1);
  int name = nw > 0 && base_word_is(&w[0], "card");
  if (nw == 0 || (!name && !base_word_is(&w[0], "title"))) return 0;
  if (nw > TEXT_WORDS) nw = TEXT_WORDS; /* too long: polyminix_text_check says so */
  unsigned long col = nw > 1 ? w[1].col : w[0].col + w[0].len;
  char *text = buf + col - 1;
  text[nw > 1 ? w[nw - 1].col + w[nw - 1].len - col : 0] = '\0';
  base_error_t e2;
  memset(&e2, 0, sizeof e2);
  *rc = -1;
  if (polyminix_text_check(text, name, &e2) != 0) {
    base_error_set(err, line, col + (e2.col ? e2.col - 1 : 0), "%s", e2.msg);
  } else if (!name) {
    snprintf(p->deck->title, sizeof p->deck->title, "%s", text);
    *rc = 0;
  } else if (end_side(p, line, err) == 0 && new_card(p, text, 0, err) == 0) {
    if (err) err->line = line;
    *rc = 0;
  }
  return 1;
}

/* "side A|B [LEVEL]". */
static int side_line(parser_t *p, const words_t *w, unsigned long line, base_error_t *err) {
  int level = POLYMINIX_LEVEL_NONE;
  if ((w->arg[0] != 'A' && w->arg[0] != 'B') || w->arg[1]) {
    base_error_set(err, line, w->argcol, _("side A or side B"));
    return -1;
  }
  if (*w->rest) {
    level = w->n > 3 ? POLYMINIX_LEVEL_NONE - 1 : polyminix_level_parse(w->rest);
    if (level < POLYMINIX_LEVEL_NONE) {
      base_error_set(err, line, w->restcol, _("level green, yellow or red"));
      return -1;
    }
  }
  return new_side(p, w->arg[0], level, line, err);
}

/* "id polyminix:...": a whole side. */
static int id_line(parser_t *p, const words_t *w, unsigned long line, base_error_t *err) {
  if (!p->side && new_side(p, 0, POLYMINIX_LEVEL_NONE, line, err) != 0) return -1;
  int any_box = 0;
  for (int b = 0; b < POLYMINIX_NBOXES; b++) any_box |= p->have_box[b];
  if (p->nrows || p->from_id || any_box) {
    base_error_set(err, line, 1, _("an id line replaces the figure and the boxes of a side"));
    return -1;
  }
  base_error_t e2;
  int level = p->side->level;
  unsigned long sl = p->side->line;
  if (polyminix_side_from_id(w->arg, p->side, &e2) != 0) {
    memset(p->side, 0, sizeof *p->side);
    base_error_setc(err, e2.code, line, w->argcol + (e2.col ? e2.col - 1 : 0), "%s", e2.msg);
    return -1;
  }
  p->side->level = level;
  p->side->line = sl;
  if (!p->side->kit[0]) snprintf(p->side->kit, sizeof p->side->kit, "%s", p->kit);
  p->from_id = 1;
  return 0;
}

/* "boxK WORD". */
static int box_line(parser_t *p, int b, const words_t *w, unsigned long line, base_error_t *err) {
  if (!p->side && new_side(p, 0, POLYMINIX_LEVEL_NONE, line, err) != 0) return -1;
  if (p->from_id || p->have_box[b]) {
    base_error_set(err, line, 1,
                   p->from_id ? _("box line after an id line") : _("box %d given twice"), b + 1);
    return -1;
  }
  if (*w->rest) {
    base_error_set(err, line, w->restcol, _("a box is one word (no blanks)"));
    return -1;
  }
  base_error_t e2;
  if (polyminix_box_parse(b, w->arg, &p->side->box[b], &e2) != 0) {
    base_error_setc(err, e2.code, line, w->argcol + (e2.col ? e2.col - 1 : 0), _("box %d: %s"),
                    b + 1, e2.msg);
    return -1;
  }
  p->have_box[b] = 1;
  return 0;
}

/* A line of words W: the keyword says what it is. */
static int word_line(parser_t *p, const words_t *w, unsigned long line, base_error_t *err) {
  if (strcmp(w->kw, "kit") == 0 || strcmp(w->kw, "seed") == 0)
    return one_word_line(p, w, line, err);
  if (strcmp(w->kw, "side") == 0) return side_line(p, w, line, err);
  if (strcmp(w->kw, "id") == 0) return id_line(p, w, line, err);
  if (strncmp(w->kw, "box", 3) == 0 && w->kw[3] >= '1' && w->kw[3] <= '6' && !w->kw[4])
    return box_line(p, w->kw[3] - '1', w, line, err);
  base_error_set(
      err, line, w->kwcol,
      _("unknown line '%s' (kit, seed, title, card, side, id, box1..box6, or figure rows of '.' "
        "and '#')"),
      w->kw);
  return -1;
}

/* A copy of line L (N bytes) in *BUF, trailing blanks dropped; control
 * characters refused. */
static int take_line(const char *l, size_t n, char **buf, size_t *len, unsigned long line,
                     base_error_t *err) {
  free(*buf);
  *buf = malloc(n + 1);
  if (!*buf) {
    base_error_setc(err, BASE_E_NOMEM, line, 0, _("out of memory"));
    return -1;
  }
  memcpy(*buf, l, n);
  (*buf)[n] = '\0';
  while (n && ((*buf)[n - 1] == ' ' || (*buf)[n - 1] == '\t')) (*buf)[--n] = '\0';
  for (size_t k = 0; k < n; k++)
    if ((unsigned char)(*buf)[k] < ' ' && (*buf)[k] != '\t') {
      base_error_set(err, line, k + 1, _("bad character"));
      return -1;
    }
  *len = n;
  return 0;
}

/* The end of the text: the last side complete, every card with a side, a card at all. */
static int end_text(parser_t *p, int first_card, unsigned long line, base_error_t *err) {
  polyminix_deck_t *deck = p->deck;
  if (end_side(p, line, err) != 0) return -1;
  for (int c = first_card; c < deck->n; c++)
    if (deck->cards[c].nsides == 0) {
      base_error_set(err, line, 1, _("card %s has no side"), deck->cards[c].name);
      return -1;
    }
  if (deck->n == first_card) {
    base_error_set(err, line ? line : 1, 1, _("no card"));
    return -1;
  }
  return 0;
}

int polyminix_deck_parse(const char *text, size_t len, polyminix_deck_t *deck, base_error_t *err) {
  parser_t p;
  memset(&p, 0, sizeof p);
  p.deck = deck;
  int first_card = deck->n;
  size_t pos = 0;
  unsigned long line = 0;
  int rc = 0;
  char *buf = NULL;
  while (pos < len && rc == 0) {
    size_t n;
    const char *raw = base_next_line(text, len, &pos, &n);
    line++;
    if (take_line(raw, n, &buf, &n, line, err) != 0) {
      rc = -1;
      break;
    }
    size_t lead = strspn(buf, " \t");
    words_t w;
    if (is_row(buf + lead, n - lead))
      rc = row_line(&p, buf + lead, n - lead, lead, line, err);
    else if (text_line(&p, buf, n, line, err, &rc))
      continue; /* a card's name or a title: several words */
    else if (split_words(buf, n, &w) > 0)
      rc = word_line(&p, &w, line, err);
  }
  if (rc == 0) rc = end_text(&p, first_card, line, err);
  free(buf);
  free(p.rows);
  return rc;
}

int polyminix_deck_write(const polyminix_deck_t *deck, FILE *f) {
  const char *kit = "";
  fprintf(f, "# polyminix cards (polyx cards), format in polyx-cards(1)\n");
  if (deck->has_seed) {
    fprintf(f, "seed %llu\n", (unsigned long long)deck->seed);
    game_provenance(f, deck->seed);
  }
  if (deck->title[0]) fprintf(f, "title %s\n", deck->title);
  for (int c = 0; c < deck->n; c++) {
    const polyminix_card_t *cd = &deck->cards[c];
    fprintf(f, "\ncard %s\n", cd->name);
    for (int j = 0; j < cd->nsides; j++) {
      const polyminix_side_t *s = &cd->side[j];
      if (strcmp(s->kit, kit) != 0) {
        kit = s->kit;
        fprintf(f, "kit %s\n", kit[0] ? kit : PIECESET_POLYMINIX_DEFAULT);
      }
      fprintf(f, "side %c", 'A' + j);
      if (s->level >= 0) fprintf(f, " %s", polyminix_level_name(s->level));
      fputc('\n', f);
      char *id = polyminix_side_id(s);
      if (id) fprintf(f, "# id %s\n", id);
      free(id);
      char *rows = region_to_text(&s->fig, 0);
      if (!rows) return -1;
      fputs(rows, f);
      free(rows);
      for (int b = 0; b < POLYMINIX_NBOXES; b++) {
        char w[512];
        polyminix_box_format(b, &s->box[b], w, sizeof w);
        fprintf(f, "box%d %s\n", b + 1, w);
      }
    }
  }
  fflush(f);
  return ferror(f) ? -1 : 0;
}
