/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* record.c: the text of a player's answer and of a game, read and checked against the rules
 * (rules.c). */
#include <config.h>

#include "games/polyminix/polyminix.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/intl.h"
#include "base/text.h"
#include "games/polyminix/internal.h"
#include "poly/geom.h"
#include "poly/pieceset.h"
#include "poly/polyomino.h"
#include "poly/region.h"

#define MAX_WORDS 64   /* words on one line of a record */
#define LINE_MAX  4096 /* longest line of a record */

/* One line of a record cut in words (base_words_cut, pointing into BUF), with their columns. */
typedef struct line {
  int n;
  char buf[LINE_MAX];
  char *w[MAX_WORDS];
  unsigned long col[MAX_WORDS];
} line_t;

/* Cut L (N bytes) in words (the one comment rule, base/text.h). -1 with ERR when the line is too
 * long, holds too many words, or a control character comes before its comment. */
static int split(const char *l, size_t n, unsigned long lineno, line_t *out, base_error_t *err) {
  out->n = 0;
  if (n >= LINE_MAX) {
    base_error_set(err, lineno, LINE_MAX, _("line too long"));
    return -1;
  }
  memcpy(out->buf, l, n);
  out->buf[n] = '\0';
  base_word_t w[MAX_WORDS + 1];
  int nw = base_words(out->buf, n, w, MAX_WORDS + 1);
  const base_word_t *last = nw > MAX_WORDS ? &w[MAX_WORDS] : nw > 0 ? &w[nw - 1] : NULL;
  size_t end = last ? last->col - 1 + last->len : 0;
  for (size_t i = 0; i < end; i++)
    if ((unsigned char)out->buf[i] < ' ' && out->buf[i] != '\t') {
      base_error_set(err, lineno, i + 1, _("bad character"));
      return -1;
    }
  if (nw > MAX_WORDS) {
    base_error_set(err, lineno, w[MAX_WORDS].col, _("too many words"));
    return -1;
  }
  base_words_cut(out->buf, n, w, MAX_WORDS);
  for (int k = 0; k < nw; k++) out->w[k] = out->buf + w[k].col - 1, out->col[k] = w[k].col;
  out->n = nw;
  return 0;
}

/* Word K of W as a whole number in MIN..MAX into *OUT: 0, or -1 (base_word_int). */
static int word_int(const line_t *w, int k, long min, long max, long *out) {
  base_word_t b = {w->w[k], strlen(w->w[k]), w->col[k]};
  return base_word_int(&b, min, max, out);
}

/* ---- an answer ---- */

void polyminix_answer_free(polyminix_answer_t *a) {
  polyminix_side_free(&a->side);
  free(a->grid);
  free(a->row_line);
  free(a->col);
  memset(a, 0, sizeof *a);
}

/* The answer's reader: what came before the rows. */
typedef struct answer_reader {
  polyminix_answer_t *a;
  pieceset_t kit;
  int have_id, have_kit, rows;
  char kit_spec[256];
} answer_reader_t;

/* "id ID": the challenge, then its kit. */
static int answer_id(answer_reader_t *r, const line_t *w, unsigned long ln, const char *kit_spec,
                     base_error_t *err) {
  base_error_t e2;
  if (w->n != 2 || r->have_id) {
    base_error_set(err, ln, w->col[0],
                   r->have_id ? _("a second id line") : _("'id' takes one word"));
    return -1;
  }
  if (polyminix_side_from_id(w->w[1], &r->a->side, &e2) != 0) {
    base_error_setc(err, e2.code, ln, w->col[1] + (e2.col ? e2.col - 1 : 0), "%s", e2.msg);
    return -1;
  }
  const char *spec = r->a->side.kit[0] ? r->a->side.kit : r->have_kit ? r->kit_spec : kit_spec;
  if (polyminix_kit_parse(spec, &r->kit, &e2) != 0) {
    base_error_setc(err, e2.code, ln, w->col[1], _("kit: %s"), e2.msg);
    return -1;
  }
  r->have_id = 1;
  size_t cells = (size_t)r->a->side.fig.w * r->a->side.fig.h;
  r->a->grid = malloc(cells * sizeof *r->a->grid);
  r->a->col = calloc(cells, sizeof *r->a->col);
  r->a->row_line = calloc((size_t)r->a->side.fig.h, sizeof *r->a->row_line);
  if (!r->a->grid || !r->a->col || !r->a->row_line) {
    base_error_setc(err, BASE_E_NOMEM, ln, 0, _("out of memory"));
    return -1;
  }
  return 0;
}

/* A row of the answer: one word per cell of the figure's row. */
static int answer_row(answer_reader_t *r, const line_t *w, unsigned long ln, base_error_t *err) {
  polyminix_answer_t *a = r->a;
  const region_t *f = &a->side.fig;
  if (!a->problem && (!r->have_id || a->box < 0)) {
    base_error_set(err, ln, w->col[0], _("the id and box lines come before the rows"));
    return -1;
  }
  if (r->rows == f->h) {
    base_error_set(err, ln, w->col[0], _("more rows than the figure's %d"), f->h);
    return -1;
  }
  if (w->n != f->w) {
    base_error_set(err, ln, w->col[w->n < f->w ? w->n - 1 : f->w],
                   _("%d cells in the row, the figure is %d wide"), w->n, f->w);
    return -1;
  }
  a->row_line[r->rows] = ln;
  for (int x = 0; x < f->w; x++) {
    int *g = &a->grid[r->rows * f->w + x];
    a->col[r->rows * f->w + x] = w->col[x];
    piece_t p;
    if (strcmp(w->w[x], ".") == 0)
      *g = POLYMINIX_CELL_NONE;
    else if (polyomino_lookup(w->w[x], &p, NULL) != 0) {
      base_error_set(err, ln, w->col[x], _("unknown piece '%s' (a piece name, or '.' for none)"),
                     w->w[x]);
      return -1;
    } else if ((*g = polyminix_kit_index(&r->kit, w->w[x])) < 0) {
      *g = POLYMINIX_CELL_FOREIGN;
      if (!a->foreign[0]) snprintf(a->foreign, sizeof a->foreign, "%s", p.name);
    }
  }
  r->rows++;
  return 0;
}

/* "problem KIND N [perimeter P]": the problem the dice chose, then the kit. */
static int answer_problem(answer_reader_t *r, const line_t *w, unsigned long ln,
                          const char *kit_spec, base_error_t *err) {
  static const char *const kinds[] = {"square", "rectangle", "symmetric", "area"};
  polyminix_answer_t *a = r->a;
  int kind = -1;
  for (int k = 0; k < 4 && w->n > 1; k++)
    if (strcmp(w->w[1], kinds[k]) == 0) kind = k;
  int want = kind == POLYMINIX_PROBLEM_AREA_PERIMETER ? 5 : 3;
  long v = 0, v2 = 0;
  int bad = w->n != want || word_int(w, 2, 1, 999, &v) != 0 ||
            (want == 5 && (strcmp(w->w[3], "perimeter") != 0 || word_int(w, 4, 1, 999, &v2) != 0));
  if (r->have_id || a->problem || kind < 0 || bad) {
    base_error_set(err, ln, w->n > 1 ? w->col[1] : w->col[0],
                   r->have_id || a->problem
                       ? _("one id or problem line")
                       : _("'problem square L', 'problem rectangle P', 'problem symmetric A' or "
                           "'problem area A perimeter P'"));
    return -1;
  }
  a->problem = 1, a->pkind = kind, a->pa = (int)v, a->pb = (int)v2;
  a->box_line = ln, a->box_col = w->col[1];
  base_error_t e2;
  if (polyminix_kit_parse(r->have_kit ? r->kit_spec : kit_spec, &r->kit, &e2) != 0) {
    base_error_set(err, ln, w->col[0], _("kit: %s"), e2.msg);
    return -1;
  }
  return 0;
}

/* A row of a problem's answer: the rows grow the figure. */
static int problem_row(answer_reader_t *r, const line_t *w, unsigned long ln, base_error_t *err) {
  polyminix_answer_t *a = r->a;
  region_t *f = &a->side.fig;
  if (r->rows == 0) f->w = w->n;
  if (w->n != f->w || r->rows >= REGION_MAX_SIDE || f->w > REGION_MAX_SIDE) {
    base_error_set(err, ln, w->col[w->n < f->w ? w->n - 1 : 0],
                   _("%d cells in the row, the first row has %d"), w->n, f->w);
    return -1;
  }
  size_t cells = (size_t)(r->rows + 1) * (size_t)f->w;
  int *g = realloc(a->grid, cells * sizeof *g);
  if (g) a->grid = g;
  unsigned long *c = realloc(a->col, cells * sizeof *c);
  if (c) a->col = c;
  unsigned long *rl = realloc(a->row_line, (size_t)(r->rows + 1) * sizeof *rl);
  if (rl) a->row_line = rl;
  if (!g || !c || !rl) {
    base_error_setc(err, BASE_E_NOMEM, ln, 0, _("out of memory"));
    return -1;
  }
  f->h = r->rows; /* answer_row fills row f->h */
  f->h++;
  return 0;
}

/* One line of an answer. */
static int answer_line(answer_reader_t *r, const line_t *w, unsigned long ln, const char *kit_spec,
                       base_error_t *err) {
  if (strcmp(w->w[0], "kit") == 0) {
    if (w->n != 2 || r->have_id || strlen(w->w[1]) >= sizeof r->kit_spec) {
      base_error_set(err, ln, w->col[0], _("'kit SPEC' once, before the id"));
      return -1;
    }
    snprintf(r->kit_spec, sizeof r->kit_spec, "%s", w->w[1]);
    r->have_kit = 1;
    return 0;
  }
  if (strcmp(w->w[0], "id") == 0) {
    if (r->a->problem) {
      base_error_set(err, ln, w->col[0], _("one id or problem line"));
      return -1;
    }
    return answer_id(r, w, ln, kit_spec, err);
  }
  if (strcmp(w->w[0], "problem") == 0) return answer_problem(r, w, ln, kit_spec, err);
  if (strcmp(w->w[0], "box") == 0) {
    const char *b = w->n == 2 ? w->w[1] : "";
    if (r->a->box >= 0 || r->a->problem || b[0] < '1' || b[0] > '0' + POLYMINIX_NBOXES || b[1]) {
      base_error_set(err, ln, w->n == 2 ? w->col[1] : w->col[0],
                     r->a->box >= 0 ? _("a second box line")
                                    : _("'box N': the box the PROVA die chose, 1 to 6"));
      return -1;
    }
    r->a->box = b[0] - '1';
    r->a->box_line = ln;
    r->a->box_col = w->col[1];
    return 0;
  }
  if (r->a->problem && problem_row(r, w, ln, err) != 0) return -1;
  return answer_row(r, w, ln, err);
}

/* The end of a problem's answer: its figure made of the rows, checked. */
static int problem_end(answer_reader_t *r, unsigned long ln, polyminix_rule_t *rule,
                       base_error_t *err) {
  polyminix_answer_t *a = r->a;
  region_t *f = &a->side.fig;
  if (r->rows == 0) {
    base_error_set(err, ln ? ln : 1, 1, _("no rows: the figure composed"));
    return -1;
  }
  f->cells = malloc((size_t)f->w * f->h);
  if (!f->cells) {
    base_error_setc(err, BASE_E_NOMEM, ln, 0, _("out of memory"));
    return -1;
  }
  for (int k = 0; k < f->w * f->h; k++)
    f->cells[k] = a->grid[k] == POLYMINIX_CELL_NONE ? REGION_OUTSIDE : REGION_CELL;
  int cell;
  char why[200];
  *rule =
      polyminix_check_problem(&r->kit, f, a->pkind, a->pa, a->pb, a->grid, &cell, why, sizeof why);
  if (*rule == POLYMINIX_RULE_PIECE && cell >= 0 && a->grid[cell] == POLYMINIX_CELL_FOREIGN)
    snprintf(why, sizeof why, _("%s is not a piece of the kit"), a->foreign);
  if (*rule == POLYMINIX_RULE_OK) return 0;
  if (cell >= 0)
    base_error_set(err, a->row_line[cell / f->w], a->col[cell], "%s", why);
  else
    base_error_set(err, a->box_line, a->box_col, "%s", why);
  return 1;
}

int polyminix_answer_check(const char *text, size_t len, const char *kit_spec,
                           polyminix_answer_t *a, polyminix_rule_t *rule, base_error_t *err) {
  memset(a, 0, sizeof *a);
  a->box = -1;
  *rule = POLYMINIX_RULE_OK;
  answer_reader_t r;
  memset(&r, 0, sizeof r);
  r.a = a;
  size_t pos = 0;
  unsigned long ln = 0;
  int rc = 0;
  line_t w;
  while (rc == 0 && pos < len) {
    size_t n;
    const char *l = base_next_line(text, len, &pos, &n);
    ln++;
    rc = split(l, n, ln, &w, err);
    if (rc == 0 && w.n > 0) rc = answer_line(&r, &w, ln, kit_spec, err);
  }
  if (rc == 0 && a->problem) {
    rc = problem_end(&r, ln, rule, err);
    pieceset_free(&r.kit);
    return rc;
  }
  if (rc == 0 && (!r.have_id || a->box < 0 || r.rows < a->side.fig.h)) {
    base_error_set(err, ln ? ln : 1, 1,
                   !r.have_id   ? _("no id line")
                   : a->box < 0 ? _("no box line")
                                : _("fewer rows than the figure's %d"),
                   a->side.fig.h);
    rc = -1;
  }
  if (rc == 0) {
    int cell;
    char why[200];
    *rule = polyminix_check_answer(&r.kit, &a->side, a->box, a->grid, &cell, why, sizeof why);
    if (*rule == POLYMINIX_RULE_PIECE && cell >= 0 && a->grid[cell] == POLYMINIX_CELL_FOREIGN)
      snprintf(why, sizeof why, _("%s is not a piece of the kit"), a->foreign);
    if (*rule != POLYMINIX_RULE_OK) {
      if (cell >= 0)
        base_error_set(err, a->row_line[cell / a->side.fig.w], a->col[cell], "%s", why);
      else
        base_error_set(err, a->box_line, a->box_col, "%s", why);
      rc = 1;
    }
  }
  pieceset_free(&r.kit);
  return rc;
}

/* ---- a game ---- */

/* The player named NAME in G, or -1. */
static int find_player(const polyminix_game_t *g, const char *name) {
  for (int i = 0; i < g->nplayers; i++)
    if (strcmp(g->names[i], name) == 0) return i;
  return -1;
}

/* "players NAME...". */
static int game_players(polyminix_game_t *g, const line_t *w, unsigned long ln,
                        polyminix_rule_t *rule, base_error_t *err) {
  if (g->nplayers) {
    base_error_set(err, ln, w->col[0], _("a second players line"));
    return -1;
  }
  for (int k = 1; k < w->n; k++) {
    if (strlen(w->w[k]) >= sizeof g->names[0] || strchr(w->w[k], ':') ||
        find_player(g, w->w[k]) >= 0) {
      base_error_set(err, ln, w->col[k], _("player names are distinct words without ':'"));
      return -1;
    }
    if (g->nplayers == POLYMINIX_MAX_PLAYERS) break;
    snprintf(g->names[g->nplayers], sizeof g->names[0], "%s", w->w[k]);
    g->playing[g->nplayers++] = 1;
  }
  if (w->n - 1 < 2 || w->n - 1 > POLYMINIX_MAX_PLAYERS) {
    *rule = POLYMINIX_RULE_PLAYERS;
    base_error_set(err, ln, w->col[0], _("%d players: the game is for 2 to %d"), w->n - 1,
                   POLYMINIX_MAX_PLAYERS);
    return 1;
  }
  return 0;
}

/* "turn FACE [SET] WHO...": read into *T. */
static int read_turn(const polyminix_game_t *g, const line_t *w, unsigned long ln,
                     polyminix_turn_t *t, base_error_t *err) {
  memset(t, 0, sizeof *t);
  t->level = POLYMINIX_LEVEL_NONE;
  int k = 1;
  if (w->n < 2 || w->w[1][0] < '1' || w->w[1][0] > '0' + POLYMINIX_TURNO_FACES || w->w[1][1]) {
    base_error_set(err, ln, w->n < 2 ? w->col[0] : w->col[1],
                   _("'turn FACE': the TURNO die's face, 1 to 6"));
    return -1;
  }
  t->face = t->set_face = w->w[k++][0] - '0';
  if (t->face == POLYMINIX_TURNO_CHOOSE) {
    if (k >= w->n || w->w[k][0] < '0' || w->w[k][0] > '9' || w->w[k][1]) {
      base_error_set(err, ln, k < w->n ? w->col[k] : w->col[1],
                     _("'turn 6 FACE': the face the turn player set"));
      return -1;
    }
    t->set_face = w->w[k++][0] - '0';
  }
  for (; k < w->n; k++) {
    char name[64];
    snprintf(name, sizeof name, "%s", w->w[k]);
    char *colour = strchr(name, ':');
    if (colour) *colour++ = '\0';
    int p = find_player(g, name);
    if (p < 0 || t->n == POLYMINIX_MAX_PLAYERS) {
      base_error_set(err, ln, w->col[k],
                     p < 0 ? _("'%s' is not a player") : _("more players than the game has"), name);
      return -1;
    }
    if (colour) {
      int lv = polyminix_level_parse(colour);
      if (lv < 0 || t->n > 0) {
        base_error_set(err, ln, w->col[k] + (unsigned long)(colour - name),
                       lv < 0 ? _("a card colour: green, yellow or red")
                              : _("only the first's card colour counts"));
        return -1;
      }
      t->level = lv;
    }
    t->who[t->n++] = p;
  }
  return 0;
}

/* "score N...": every player's score now, as the rules make it. */
static int game_score(const polyminix_game_t *g, const line_t *w, unsigned long ln,
                      polyminix_rule_t last, polyminix_rule_t *rule, base_error_t *err) {
  if (w->n - 1 != g->nplayers) {
    base_error_set(err, ln, w->col[0], _("'score' gives the %d players' scores"), g->nplayers);
    return -1;
  }
  for (int k = 1; k < w->n; k++) {
    long v;
    if (word_int(w, k, 0, 1000, &v) != 0) {
      base_error_set(err, ln, w->col[k], _("a score is a number"));
      return -1;
    }
    if (v != g->score[k - 1]) {
      *rule = last;
      base_error_set(err, ln, w->col[k], _("%s has %d points, not %ld"), g->names[k - 1],
                     g->score[k - 1], v);
      return 1;
    }
  }
  return 0;
}

/* One line of a game; LAST the rule of the last turn's face. */
static int game_line(polyminix_game_t *g, const line_t *w, unsigned long ln, polyminix_rule_t *last,
                     polyminix_rule_t *rule, base_error_t *err) {
  if (strcmp(w->w[0], "game") == 0) {
    if (g->nplayers || w->n != 2 || (strcmp(w->w[1], "1") != 0 && strcmp(w->w[1], "2") != 0)) {
      base_error_set(err, ln, w->col[0], _("'game 1' or 'game 2', before the players line"));
      return -1;
    }
    g->game = w->w[1][0] - '0';
    return 0;
  }
  if (strcmp(w->w[0], "players") == 0) return game_players(g, w, ln, rule, err);
  if (!g->nplayers) {
    base_error_set(err, ln, w->col[0], _("the players line comes first"));
    return -1;
  }
  if (strcmp(w->w[0], "score") == 0) return game_score(g, w, ln, *last, rule, err);
  if (strcmp(w->w[0], "turn") != 0) {
    base_error_set(err, ln, w->col[0], _("unknown line '%s' (players, turn, score)"), w->w[0]);
    return -1;
  }
  polyminix_turn_t t;
  if (read_turn(g, w, ln, &t, err) != 0) return -1;
  char why[200];
  polyminix_rule_t r = polyminix_game_turn(g, &t, why, sizeof why);
  *last = (polyminix_rule_t)(POLYMINIX_RULE_TURNO1 +
                             (t.set_face >= 1 && t.set_face <= 5 ? t.set_face : t.face) - 1);
  if (r == POLYMINIX_RULE_OK) return 0;
  *rule = r;
  base_error_set(err, ln, w->col[1], "%s", why);
  return 1;
}

int polyminix_game_check(const char *text, size_t len, polyminix_game_t *g, polyminix_rule_t *rule,
                         base_error_t *err) {
  memset(g, 0, sizeof *g);
  g->winner = -1;
  g->game = 1;
  *rule = POLYMINIX_RULE_OK;
  polyminix_rule_t last = POLYMINIX_RULE_TURNO1;
  size_t pos = 0;
  unsigned long ln = 0;
  int rc = 0;
  line_t w;
  while (rc == 0 && pos < len) {
    size_t n;
    const char *l = base_next_line(text, len, &pos, &n);
    ln++;
    rc = split(l, n, ln, &w, err);
    if (rc == 0 && w.n > 0) rc = game_line(g, &w, ln, &last, rule, err);
  }
  if (rc == 0 && !g->nplayers) {
    base_error_set(err, ln ? ln : 1, 1, _("no players line"));
    rc = -1;
  }
  return rc;
}
