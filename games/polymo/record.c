/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* record.c: Polymo game records: writing them, and reading one back move by move through the rules.
 */
#include <config.h>

#include <ctype.h>
#include <string.h>

#include "base/intl.h"
#include "base/text.h"
#include "games/polymo/internal.h"
#include "poly/geom.h"

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

void polymo_record_opening(FILE *f) {
  fputs("opening\n", f);
}

void polymo_record_round(FILE *f, const polymo_dice_t *d) {
  fputs("round ", f);
  for (int i = 0; i < d->ndice; i++) fputc(polymo_color_letter(d->face[i]), f);
  if (d->number != POLYMO_STAR)
    fprintf(f, " %d\n", d->number);
  else if (d->chosen)
    fprintf(f, " *%d\n", d->chosen);
  else
    fputs(" *\n", f);
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
            if (!base_bb_has(&fg->bb, c)) continue;
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
      if (m->done) fputs(" done", f);
      fputc('\n', f);
      return;
  }
}

/* ---- reading ---- */

enum { MAX_WORDS = 16 }; /* "P COLOUR" + 5 squares + "+SQ" + "done" fit with room */

/* "KEY=V" with V one character: V, else 0. */
static int word_value(const base_word_t *w, const char *key) {
  size_t k = strlen(key);
  if (w->len != k + 2 || memcmp(w->s, key, k) != 0 || w->s[k] != '=') return 0;
  return (unsigned char)w->s[k + 1];
}

/* Square "e5" on an N grid: cell index, -1 off the grid, -2 not a square. */
static int parse_square(const char *s, size_t len, int n) {
  if (len < 2 || len > 4 || !islower((unsigned char)s[0])) return -2;
  int x = s[0] - 'a', y = 0;
  for (size_t i = 1; i < len; i++) {
    if (!isdigit((unsigned char)s[i])) return -2;
    y = y * 10 + (s[i] - '0');
  }
  if (x >= n || y < 1 || y > n) return -1;
  return (y - 1) * n + x;
}

int polymo_res_syntax(polymo_check_result_t *res, unsigned long line, unsigned long col,
                      const char *msg) {
  res->status = POLYMO_ST_SYNTAX;
  res->line = line, res->col = col;
  snprintf(res->msg, sizeof res->msg, "%s", msg);
  return 1;
}

static int rule(polymo_check_result_t *res, unsigned long line, unsigned long col, polymo_rule_t r,
                const char *what) {
  res->status = POLYMO_ST_RULE;
  res->rule = r;
  res->line = line, res->col = col;
  /* TRANSLATORS: a game record breaks a rule: the rule's name (kept in
     English: the man page's table lists it), then what the rule asks. */
  snprintf(res->msg, sizeof res->msg, _("rule '%s' broken: %s"), polymo_rule_name(r), what);
  return 1;
}

/* The reader's state: the game, the line being read. */
typedef struct reader {
  polymo_game_t *g;
  const polymo_geo_t *geo9, *geo8;
  polymo_check_result_t *res;
  unsigned long line;
  base_word_t w[MAX_WORDS];
  int nw;
} reader_t;

static int syntax_at(reader_t *r, int i, const char *msg) {
  return polymo_res_syntax(r->res, r->line, r->w[i].col, msg);
}

/* "polymo size=N players=K" */
static int read_header(reader_t *r) {
  int n = 0, np = 0, v;
  if (!base_word_is(&r->w[0], "polymo")) return syntax_at(r, 0, _("expected 'polymo size=N players=K'"));
  for (int i = 1; i < r->nw; i++) {
    if ((v = word_value(&r->w[i], "size")) == '8' || v == '9')
      n = v - '0';
    else if ((v = word_value(&r->w[i], "players")) >= '1' && v <= '0' + POLYMO_MAX_PLAYERS)
      np = v - '0';
    else
      return syntax_at(r, i, _("expected size=8|9 or players=1..5"));
  }
  if (!n || !np)
    return polymo_res_syntax(r->res, r->line, 1, _("the header needs size=N and players=K"));
  const polymo_geo_t *geo = n == 9 ? r->geo9 : r->geo8;
  if (!geo || geo->n != n)
    return polymo_res_syntax(r->res, r->line, 1, _("no geometry for this size"));
  polymo_game_init(r->g, geo, np);
  return 0;
}

/* "round DICE NUMBER" */
static int read_round(reader_t *r) {
  polymo_game_t *g = r->g;
  if (r->nw != 3) return syntax_at(r, 0, _("expected 'round DICE NUMBER'"));
  const base_word_t *dw = &r->w[1], *nw = &r->w[2];
  polymo_dice_t d;
  memset(&d, 0, sizeof d);
  d.ndice = (int)dw->len;
  if (d.ndice != polymo_ndice(g->nplayers))
    return syntax_at(r, 1,
                     g->nplayers <= 2 ? _("1-2 players roll 2 colour dice")
                                      : _("3-5 players roll 4 colour dice"));
  for (int i = 0; i < d.ndice; i++) {
    d.face[i] = polymo_color_of(dw->s[i]);
    if (!d.face[i] || islower((unsigned char)dw->s[i]))
      return polymo_res_syntax(r->res, r->line, dw->col + (unsigned long)i,
                               _("a colour die shows Y, R, G, B, K or *"));
  }
  int star = nw->len >= 1 && nw->s[0] == '*';
  const char *num = nw->s + star;
  size_t numlen = nw->len - (size_t)star;
  if (numlen > 1 || (numlen == 1 && (num[0] < '1' || num[0] > '5')) || (numlen == 0 && !star))
    return syntax_at(r, 2, _("the number die shows 1..5, or * with the number chosen (*3)"));
  d.number = star ? POLYMO_STAR : num[0] - '0';
  d.chosen = star && numlen ? num[0] - '0' : 0;
  polymo_rule_t rr = polymo_round(g, &d);
  if (rr != POLYMO_OK)
    return rule(r->res, r->line, r->w[0].col, rr,
                rr == POLYMO_R_TURN ? _("a player still in the game did not move in the round")
                                    : polymo_rule_text(rr));
  return 0;
}

/* The squares and suffixes of a cross "COLOUR SQ... [+SQ] [done]" into *M. */
static int read_cross(reader_t *r, polymo_move_t *m, int n) {
  const base_word_t *cw = &r->w[1];
  const char *cs = cw->s;
  size_t cl = cw->len;
  m->kind = POLYMO_CROSS;
  if (cl == 2 && cs[0] == '*') m->joker = 1, cs++, cl--;
  if (cl != 1 || !(m->color = polymo_color_of(cs[0])) || m->color == POLYMO_STAR ||
      islower((unsigned char)cs[0]))
    return syntax_at(r, 1,
                     _("expected a colour (Y R G B K, *R for a joker), declare, out or pass"));
  int last = r->nw;
  if (last > 2 && base_word_is(&r->w[last - 1], "done")) m->done = 1, last--;
  if (last > 2 && r->w[last - 1].len > 1 && r->w[last - 1].s[0] == '+') {
    const base_word_t *gw = &r->w[last - 1];
    m->grow = parse_square(gw->s + 1, gw->len - 1, n);
    if (m->grow == -2) return syntax_at(r, last - 1, _("expected +SQUARE such as +e5"));
    if (m->grow == -1)
      return rule(r->res, r->line, gw->col, POLYMO_R_OFFGRID, polymo_rule_text(POLYMO_R_OFFGRID));
    last--;
  }
  enum { FIRST_SQUARE = 2 }; /* "P COLOUR" come first */
  m->ncells = last - FIRST_SQUARE;
  if (m->ncells == 0) return syntax_at(r, 1, _("no squares crossed"));
  if (m->ncells > 5)
    return rule(r->res, r->line, r->w[FIRST_SQUARE + 5].col, POLYMO_R_COUNT,
                polymo_rule_text(POLYMO_R_COUNT));
  for (int i = 0; i < m->ncells; i++) {
    const base_word_t *sw = &r->w[FIRST_SQUARE + i];
    m->cells[i] = parse_square(sw->s, sw->len, n);
    if (m->cells[i] == -2) return syntax_at(r, FIRST_SQUARE + i, _("expected a square such as e5"));
  }
  return 0;
}

/* "P MOVE..." */
static int read_move(reader_t *r) {
  polymo_game_t *g = r->g;
  int n = g->geo->n;
  if (!g->opening && g->round == 0)
    return syntax_at(r, 0, _("expected 'opening' or 'round' before the first move"));
  if (r->w[0].len != 1 || r->w[0].s[0] < '1' || r->w[0].s[0] > '0' + g->nplayers)
    return syntax_at(r, 0, _("expected a player number, 'opening' or 'round'"));
  int p = r->w[0].s[0] - '1';
  if (r->nw < 2) return syntax_at(r, 0, _("a move is missing"));
  polymo_move_t m;
  memset(&m, 0, sizeof m);
  m.place = -1;
  m.grow = -1;
  unsigned long rcol = r->w[1].col;
  if (base_word_is(&r->w[1], "pass") || base_word_is(&r->w[1], "out")) {
    if (r->nw != 2) return syntax_at(r, 2, _("nothing may follow pass or out"));
    m.kind = base_word_is(&r->w[1], "pass") ? POLYMO_PASS : POLYMO_OUT;
  } else if (base_word_is(&r->w[1], "declare")) {
    if (r->nw != 3) return syntax_at(r, 1, _("expected 'declare SQUARE'"));
    m.kind = POLYMO_DECLARE;
    m.ncells = 1;
    m.cells[0] = parse_square(r->w[2].s, r->w[2].len, n);
    if (m.cells[0] == -2) return syntax_at(r, 2, _("expected a square such as e5"));
    rcol = r->w[2].col;
  } else if (read_cross(r, &m, n) != 0)
    return 1;
  polymo_rule_t rr = polymo_play(g, p, &m);
  if (rr == POLYMO_OK) return 0;
  r->res->player = p + 1; /* the move, for a draft's marks */
  for (int i = 0; i < m.ncells && i < 5; i++)
    if (m.cells[i] >= 0 && m.cells[i] < n * n) r->res->cells[r->res->ncells++] = m.cells[i];
  return rule(r->res, r->line, rcol, rr, polymo_rule_text(rr));
}

/* One line of words: 0 read, 1 an error in RES. */
static int read_line(reader_t *r, int *header) {
  if (!*header) {
    *header = 1;
    return read_header(r);
  }
  if (base_word_is(&r->w[0], "opening")) {
    if (r->nw != 1) return syntax_at(r, 1, _("nothing may follow 'opening'"));
    polymo_rule_t rr = polymo_opening(r->g);
    if (rr != POLYMO_OK)
      return rule(r->res, r->line, r->w[0].col, rr,
                  _("the game has one opening, before the rounds"));
    return 0;
  }
  if (base_word_is(&r->w[0], "round")) return read_round(r);
  return read_move(r);
}

int polymo_is_record(const char *text, size_t len) {
  size_t pos = 0, ll;
  while (pos < len) {
    const char *line = base_next_line(text, len, &pos, &ll);
    base_word_t w[1];
    int nw = base_words(line, ll, w, 1);
    if (nw > 0) return base_word_is(&w[0], "polymo");
  }
  return 0;
}

polymo_status_t polymo_record_check(const char *text, size_t len, const polymo_geo_t *geo9,
                                    const polymo_geo_t *geo8, polymo_game_t *g,
                                    polymo_check_result_t *res) {
  memset(res, 0, sizeof *res);
  reader_t r = {g, geo9, geo8, res, 0, {{0}}, 0};
  size_t pos = 0, ll;
  int header = 0;
  while (pos < len) {
    const char *line = base_next_line(text, len, &pos, &ll);
    r.line++;
    for (size_t i = 0; i < ll; i++)
      if ((unsigned char)line[i] < 32 && line[i] != '\t' && line[i] != '\r')
        return (polymo_res_syntax(res, r.line, i + 1, _("bad character")), res->status);
    r.nw = base_words(line, ll, r.w, MAX_WORDS);
    if (r.nw == 0) continue;
    if (r.nw > MAX_WORDS)
      return (polymo_res_syntax(res, r.line, 1, _("too many words on the line")), res->status);
    if (read_line(&r, &header) != 0) return res->status;
  }
  if (!header)
    return (polymo_res_syntax(res, r.line ? r.line : 1, 1, _("empty record (no 'polymo' header)")),
            res->status);
  if (polymo_next(g) >= 0)
    return (rule(res, r.line, 1, POLYMO_R_TURN, _("a player did not move in the last round")),
            res->status);
  res->rule = POLYMO_OK;
  return POLYMO_ST_OK;
}
