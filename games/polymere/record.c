/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* record.c: reading Polymère's texts: the game record, checked move by move, and the board's text
 * form, checked possible (formats in polymere.h and polyx-polymere(1)). */
#include <config.h>

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/intl.h"
#include "games/polymere/polymere.h"
#include "base/text.h"
#include "poly/geom.h"

#define MAXTOK 130

typedef base_word_t tok_t; /* a word and its column (base/text.h) */

typedef struct rd {
  polymere_check_t *res;
  unsigned long line;
} rd_t;

static int syntax(rd_t *rd, unsigned long col, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static int syntax(rd_t *rd, unsigned long col, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(rd->res->msg, sizeof rd->res->msg, fmt, ap);
  va_end(ap);
  rd->res->syntax = 1;
  rd->res->line = rd->line, rd->res->col = col;
  return 1;
}

static const char *const rule_what[POLYMERE_NRULES] = {
    "",
    N_("the space already holds a tile"),
    N_("the space touches no tile"),
    N_("the first tile goes to 0,0"),
    N_("a touching edge shows another digit"),
    N_("no touching edge carries the player's digit"),
    N_("a joker would carry a digit twice (it must stay a possible tile)"),
    N_("the tile is not in the player's hand"),
    N_("it is another player's turn"),
    N_("a draw must take exactly the tiles owed (or what is left of the pile)"),
    N_("a pass ends a turn before its first tile only; tiles owed are drawn"),
    N_("the game is over"),
    N_("a player can still place a tile"),
    N_("digits must be distinct, player 1 has the lowest; two players take two or three each, more "
       "players one"),
    N_("hands and pile must hold the 124 tiles once, hands of the right size"),
};

/* RULE's text in the user's language ("" for none: gettext("") is the catalog's header). */
static const char *rule_text(polymere_rule_t rule) {
  return rule_what[rule][0] ? _(rule_what[rule]) : "";
}

static int broken(rd_t *rd, unsigned long col, polymere_rule_t rule, int move, const char *line,
                  size_t llen) {
  polymere_check_t *r = rd->res;
  r->syntax = 0, r->rule = rule, r->line = rd->line, r->col = col, r->move = move;
  if (move > 0)
    snprintf(r->msg, sizeof r->msg, _("move %d \"%.*s\": rule '%s' broken: %s"), move,
             (int)(llen > 60 ? 60 : llen), line, polymere_rule_name(rule), rule_text(rule));
  else
    snprintf(r->msg, sizeof r->msg, _("rule '%s' broken: %s"), polymere_rule_name(rule),
             rule_text(rule));
  return 1;
}

static int tokeq(const tok_t *t, const char *w) {
  return base_word_is(t, w);
}

/* The whole word T as a number in MIN..MAX into *V: 0, or -1 (*V untouched). */
static int tnum(const tok_t *t, int min, int max, int *v) {
  long n;
  if (base_word_int(t, min, max, &n) != 0) return -1;
  *v = (int)n;
  return 0;
}

/* "Q,R" */
static int tcoord(const tok_t *t, int *q, int *r) {
  const char *c = memchr(t->s, ',', t->len);
  if (!c) return -1;
  tok_t a = {t->s, (size_t)(c - t->s), 0}, b = {c + 1, t->len - (size_t)(c - t->s) - 1, 0};
  return tnum(&a, -(POLYMERE_OFF - 2), POLYMERE_OFF - 2, q) != 0 ||
                 tnum(&b, -(POLYMERE_OFF - 2), POLYMERE_OFF - 2, r) != 0
             ? -1
             : 0;
}

/* The words of LINE[0..LL) into TK (at most MAX; base_words: '#' starts a comment):
 * their number, or -1 with a syntax error in RD at the first word that starts with a byte
 * that is not printable ASCII, or at the first word past MAX (TOOMANY says what a line
 * holds). */
static int tokenize(rd_t *rd, const char *line, size_t ll, tok_t *tk, int max,
                    const char *toomany) {
  int nt = base_words(line, ll, tk, max);
  for (int k = 0; k < nt && k < max; k++) {
    unsigned char ch = (unsigned char)tk[k].s[0];
    if (ch < 32 || ch > 126) return syntax(rd, tk[k].col, _("unexpected byte 0x%02x"), ch), -1;
  }
  if (nt <= max) return nt;
  size_t i = (size_t)(tk[max - 1].s - line) + tk[max - 1].len;
  while (line[i] == ' ' || line[i] == '\t' || line[i] == '\r') i++;
  unsigned char ch = (unsigned char)line[i];
  if (ch < 32 || ch > 126) return syntax(rd, i + 1, _("unexpected byte 0x%02x"), ch), -1;
  return syntax(rd, i + 1, "%s", toomany), -1;
}

/* What the header of a record says, as it is read. */
typedef struct header {
  int stage; /* 0 before "polymere", 1 header, 2 playing, 3 ended by "end" */
  int nplayers, ndigits, digits[18], have_digits;
  int deal_kind; /* 1 seed, 2 listed */
  uint64_t seed;
  int order[POLYMERE_NTILES], norder, hands_seen, pile_seen;
  unsigned char listed[POLYMERE_NTILES];
} header_t;

/* The line being read: its words and its text (for messages). */
typedef struct line {
  const tok_t *tk;
  int nt;
  const char *text;
  size_t shown;
} line_t;

/* "digits D,D... D,D...": one entry per player. */
static int header_digits(rd_t *rd, header_t *h, const line_t *l) {
  const tok_t *tk = l->tk;
  if (!h->nplayers) return syntax(rd, tk[0].col, _("'players' must come before 'digits'"));
  if (h->have_digits) return syntax(rd, tk[0].col, _("digits given twice"));
  if (l->nt != 1 + h->nplayers)
    return syntax(rd, tk[0].col, _("digits: one entry per player (%d) expected"), h->nplayers);
  for (int s = 0; s < h->nplayers; s++) {
    const tok_t *t = &tk[1 + s];
    int k = (int)(t->len + 1) / 2;
    if (t->len % 2 == 0 || k > 3)
      return syntax(rd, t->col, _("a digit, or digits separated by commas, expected"));
    if (s == 0) h->ndigits = k;
    if (k != h->ndigits) return syntax(rd, t->col, _("every player has the same number of digits"));
    for (int i = 0; i < k; i++) {
      char c = t->s[2 * i];
      if (c < '1' || c > '6' || (i + 1 < k && t->s[2 * i + 1] != ','))
        return syntax(rd, t->col + 2 * (unsigned long)i,
                      _("digits are 1 to 6, separated by commas"));
      h->digits[s * k + i] = c - '0';
    }
  }
  if (h->ndigits > 1 && h->nplayers != 2)
    return syntax(rd, tk[1].col, _("several digits a player only with two players"));
  h->have_digits = 1;
  return 0;
}

/* "deal seed S" or "deal". */
static int header_deal(rd_t *rd, header_t *h, const line_t *l) {
  const tok_t *tk = l->tk;
  if (h->deal_kind) return syntax(rd, tk[0].col, _("deal given twice"));
  if (l->nt == 3 && tokeq(&tk[1], "seed")) {
    char num[24];
    if (tk[2].len >= sizeof num) return syntax(rd, tk[2].col, _("a seed is a number"));
    memcpy(num, tk[2].s, tk[2].len);
    num[tk[2].len] = '\0';
    if (base_parse_u64(num, &h->seed) != 0) return syntax(rd, tk[2].col, _("a seed is a number"));
    h->deal_kind = 1;
  } else if (l->nt == 1) {
    h->deal_kind = 2;
  } else {
    return syntax(rd, tk[l->nt > 1 ? 1 : 0].col, _("'deal seed S' or 'deal' expected"));
  }
  return 0;
}

/* "hand SEAT TILE..." or "pile TILE..." of a listed deal. */
static int header_tiles(rd_t *rd, header_t *h, const line_t *l) {
  const tok_t *tk = l->tk;
  if (h->deal_kind != 2)
    return syntax(rd, tk[0].col, _("'%.4s' lines follow a line 'deal'"), tk[0].s);
  int first = 1;
  if (tk[0].s[0] == 'h') {
    int s = 0;
    if (l->nt < 2 || tnum(&tk[1], 1, h->nplayers, &s) != 0 || s != h->hands_seen + 1)
      return syntax(rd, l->nt > 1 ? tk[1].col : tk[0].col, _("hand %d expected"),
                    h->hands_seen + 1);
    if (l->nt - 2 != polymere_hand_size(h->nplayers))
      return broken(rd, tk[0].col, POLYMERE_R_DEAL, 0, l->text, l->shown);
    h->hands_seen++;
    first = 2;
  } else {
    if (h->hands_seen != h->nplayers || h->pile_seen)
      return syntax(rd, tk[0].col, _("'pile' comes once, after every hand"));
    h->pile_seen = 1;
  }
  for (int i = first; i < l->nt; i++) {
    int t = polymere_tile_parse(tk[i].s, tk[i].len, h->listed);
    if (t < 0) return syntax(rd, tk[i].col, _("a tile is six digits from 1 or J"));
    if (h->listed[t] || h->norder == POLYMERE_NTILES)
      return broken(rd, tk[i].col, POLYMERE_R_DEAL, 0, l->text, l->shown);
    h->listed[t] = 1;
    h->order[h->norder++] = t;
  }
  return 0;
}

/* The header is over (at column COL of the current line, or past the
 * end): check it whole and start the game. */
static int header_start(rd_t *rd, header_t *h, polymere_game_t *g, unsigned long col,
                        const line_t *l) {
  if (!h->nplayers || !h->have_digits || !h->deal_kind)
    return syntax(rd, col,
                  l ? _("players, digits and deal come before the moves")
                    : _("players, digits and deal expected"));
  if (h->deal_kind == 2 && !h->pile_seen)
    return syntax(rd, col, _("a listed deal ends with a line 'pile'"));
  if (h->deal_kind == 2 && h->norder != POLYMERE_NTILES)
    return broken(rd, col, POLYMERE_R_DEAL, 0, l ? l->text : "", l ? l->shown : 0);
  if (h->deal_kind == 1) polymere_deal_seed(h->seed, h->order);
  polymere_rule_t st = polymere_game_start(g, h->nplayers, h->ndigits, h->digits, h->order);
  if (st != POLYMERE_OK) return broken(rd, col, st, 0, l ? l->text : "", l ? l->shown : 0);
  h->stage = 2;
  return 0;
}

/* One line of the header (stage 1); a first move or "end" starts the game. */
static int header_line(rd_t *rd, header_t *h, polymere_game_t *g, const line_t *l) {
  const tok_t *tk = l->tk;
  if (tokeq(&tk[0], "players")) {
    if (h->nplayers) return syntax(rd, tk[0].col, _("players given twice"));
    if (l->nt != 2 || tnum(&tk[1], 2, POLYMERE_MAX_PLAYERS, &h->nplayers) != 0)
      return syntax(rd, l->nt > 1 ? tk[1].col : tk[0].col, _("players: a number 2 to 6 expected"));
    return 0;
  }
  if (tokeq(&tk[0], "digits")) return header_digits(rd, h, l);
  if (tokeq(&tk[0], "deal")) return header_deal(rd, h, l);
  if (tokeq(&tk[0], "hand") || tokeq(&tk[0], "pile")) return header_tiles(rd, h, l);
  int first;
  if (tnum(&tk[0], 1, 99, &first) == 0 || tokeq(&tk[0], "end")) return header_start(rd, h, g, tk[0].col, l);
  return syntax(rd, tk[0].col, _("unknown line '%.*s'"), (int)(tk[0].len > 20 ? 20 : tk[0].len),
                tk[0].s);
}

/* "SEAT place TILE Q,R [rROT]": the rule it breaks (the column in *COL). */
static int move_place(rd_t *rd, polymere_game_t *g, const line_t *l, polymere_rule_t *rule,
                      unsigned long *col) {
  const tok_t *tk = l->tk;
  int nt = l->nt;
  if (nt < 4) return syntax(rd, tk[1].col, _("place TILE Q,R [rROT] expected"));
  int t = polymere_tile_parse(tk[2].s, tk[2].len, NULL);
  if (t < 0) return syntax(rd, tk[2].col, _("a tile is six digits starting with 1, or J"));
  if (polymere_is_joker(t)) { /* any joker of the hand */
    for (int j = POLYMERE_JOKER0; j < POLYMERE_NTILES; j++)
      if (g->hand[g->seat][j]) {
        t = j;
        break;
      }
  }
  int q, r, rot = 0;
  if (tcoord(&tk[3], &q, &r) != 0) return syntax(rd, tk[3].col, _("a position Q,R expected"));
  if (!polymere_is_joker(t)) {
    if (nt != 5 || tk[4].len != 2 || tk[4].s[0] != 'r' || tk[4].s[1] < '0' || tk[4].s[1] > '5')
      return syntax(rd, nt > 4 ? tk[4].col : tk[3].col + tk[3].len,
                    _("a rotation r0 to r5 expected"));
    rot = tk[4].s[1] - '0';
  } else if (nt != 4) {
    return syntax(rd, tk[4].col, _("a joker takes no rotation"));
  }
  int touch;
  *rule = polymere_game_place(g, t, rot, q, r, &touch);
  *col = tk[*rule == POLYMERE_R_HAND ? 2 : 3].col;
  return 0;
}

/* One move (stage 2 or 3), the MOVE-th. */
static int move_line(rd_t *rd, header_t *h, polymere_game_t *g, const line_t *l, int move) {
  const tok_t *tk = l->tk;
  int nt = l->nt;
  if (h->stage == 3) return broken(rd, tk[0].col, POLYMERE_R_OVER, move, l->text, l->shown);
  if (tokeq(&tk[0], "end")) {
    if (nt != 1) return syntax(rd, tk[1].col, _("'end' stands alone"));
    if (!g->over) {
      /* after the first out the places may be left unplayed, not a chain */
      for (int s = 0; s < g->nplayers; s++)
        if (g->in_chain || (g->nout == 0 && polymere_game_can_play(g, s)))
          return broken(rd, tk[0].col, POLYMERE_R_END, move, l->text, l->shown);
      g->over = 1;
    }
    h->stage = 3;
    return 0;
  }
  int seat = 0;
  if (tnum(&tk[0], 1, 99, &seat) != 0 || seat > g->nplayers)
    return syntax(rd, tk[0].col, _("a player 1 to %d expected"), g->nplayers);
  if (nt < 2) return syntax(rd, tk[0].col + tk[0].len, _("place, draw or pass expected"));
  if (g->over) return broken(rd, tk[0].col, POLYMERE_R_OVER, move, l->text, l->shown);
  if (seat != g->seat + 1) return broken(rd, tk[0].col, POLYMERE_R_TURN, move, l->text, l->shown);
  polymere_rule_t rule = POLYMERE_OK;
  unsigned long col = tk[1].col;
  if (tokeq(&tk[1], "place")) {
    int bad = move_place(rd, g, l, &rule, &col);
    if (bad) return bad;
  } else if (tokeq(&tk[1], "draw")) {
    int n = 0;
    if (nt != 3 || tnum(&tk[2], 0, POLYMERE_NTILES, &n) != 0) return syntax(rd, nt > 2 ? tk[2].col : tk[1].col + 4, _("draw N expected"));
    rule = polymere_game_draw(g, n);
  } else if (tokeq(&tk[1], "pass")) {
    if (nt != 2) return syntax(rd, tk[2].col, _("'pass' takes nothing"));
    rule = polymere_game_pass(g);
  } else {
    return syntax(rd, tk[1].col, _("place, draw or pass expected"));
  }
  return rule != POLYMERE_OK ? broken(rd, col, rule, move, l->text, l->shown) : 0;
}

int polymere_record_check(const char *text, size_t len, polymere_game_t *g, polymere_check_t *res) {
  memset(res, 0, sizeof *res);
  rd_t rd = {res, 0};
  if (g->board.cell)
    polymere_board_clear(&g->board);
  else if (polymere_board_init(&g->board) != 0)
    return -1;
  header_t *h = calloc(1, sizeof *h);
  if (!h) return -1;
  int move = 0, rc = 0;
  size_t pos = 0;
  while (pos < len && rc == 0) {
    size_t ll;
    const char *text_line = base_next_line(text, len, &pos, &ll);
    rd.line++;
    tok_t tk[MAXTOK];
    int nt = tokenize(&rd, text_line, ll, tk, MAXTOK, _("too many words on a line"));
    if (nt < 0) {
      rc = 1;
      break;
    }
    if (nt == 0) continue;
    size_t shown = ll;
    while (shown > 0 && (text_line[shown - 1] == ' ' || text_line[shown - 1] == '\r')) shown--;
    line_t l = {tk, nt, text_line, shown};
    if (h->stage == 0) {
      if (!tokeq(&tk[0], "polymere"))
        rc = syntax(&rd, tk[0].col, _("a record starts with 'polymere 1'"));
      else if (nt != 2 || !tokeq(&tk[1], "1"))
        rc = syntax(&rd, nt > 1 ? tk[1].col : tk[0].col + 8, _("format version 1 expected"));
      else
        h->stage = 1;
      continue;
    }
    if (h->stage == 1) {
      rc = header_line(&rd, h, g, &l);
      if (rc || h->stage == 1) continue;
    }
    rc = move_line(&rd, h, g, &l, ++move);
  }
  if (rc == 0 && h->stage < 2) {
    rd.line++;
    if (h->stage == 0)
      rc = syntax(&rd, 1, _("empty record ('polymere 1' expected)"));
    else
      rc = header_start(&rd, h, g, 1, NULL);
  }
  free(h);
  return rc;
}

static int board_fault(rd_t *rd, unsigned long col, polymere_rule_t rule, const char *what) {
  polymere_check_t *r = rd->res;
  r->syntax = 0, r->rule = rule, r->line = rd->line, r->col = col, r->move = 0;
  snprintf(r->msg, sizeof r->msg, _("rule '%s' broken: %s"), polymere_rule_name(rule), _(what));
  return 1;
}

int polymere_board_read(const char *text, size_t len, polymere_board_t *b, polymere_check_t *res) {
  memset(res, 0, sizeof *res);
  rd_t rd = {res, 0};
  polymere_board_clear(b);
  size_t pos = 0;
  while (pos < len) {
    size_t ll;
    const char *line = base_next_line(text, len, &pos, &ll);
    rd.line++;
    tok_t tk[4];
    int nt = tokenize(&rd, line, ll, tk, 4, _("a line is Q,R TILE rROT or Q,R J FACES"));
    if (nt < 0) return 1;
    if (nt == 0) continue;
    int q, r;
    if (tcoord(&tk[0], &q, &r) != 0) return syntax(&rd, tk[0].col, _("a position Q,R expected"));
    if (nt != 3) return syntax(&rd, tk[0].col, _("a line is Q,R TILE rROT or Q,R J FACES"));
    int t = polymere_tile_parse(tk[1].s, tk[1].len, b->used);
    if (t < 0) return syntax(&rd, tk[1].col, _("a tile is six digits starting with 1, or J"));
    polymere_cell_t *c = polymere_board_at(b, q, r);
    if (c->tile >= 0)
      return board_fault(&rd, tk[0].col, POLYMERE_R_OCCUPIED, N_("a second tile on this space"));
    if (b->used[t] || b->n == POLYMERE_NTILES)
      return board_fault(&rd, tk[1].col, POLYMERE_R_HAND, N_("this tile is on the board already"));
    if (polymere_is_joker(t)) {
      if (tk[2].len != 6) return syntax(&rd, tk[2].col, _("a joker's six edges: digits or '.'"));
      int mask = 0;
      for (int e = 0; e < 6; e++) {
        char ch = tk[2].s[e];
        if (ch != '.' && (ch < '1' || ch > '6'))
          return syntax(&rd, tk[2].col + (unsigned long)e, _("a digit or '.'"));
        int v = ch == '.' ? 0 : ch - '0';
        if (v && (mask >> v & 1))
          return board_fault(&rd, tk[2].col, POLYMERE_R_JOKER,
                             N_("the joker carries a digit twice"));
        mask |= v ? 1 << v : 0;
        c->face[e] = (uint8_t)v;
      }
      c->tile = (int16_t)t, c->rot = 0;
    } else {
      if (tk[2].len != 2 || tk[2].s[0] != 'r' || tk[2].s[1] < '0' || tk[2].s[1] > '5')
        return syntax(&rd, tk[2].col, _("a rotation r0 to r5 expected"));
      int rot = tk[2].s[1] - '0';
      c->tile = (int16_t)t, c->rot = (uint8_t)rot;
      for (int e = 0; e < 6; e++) c->face[e] = (uint8_t)polymere_tile_digit_at(t, rot, e);
    }
    /* against the tiles already read */
    for (int e = 0; e < 6; e++) {
      const polymere_cell_t *n = polymere_board_at(b, q + polymere_dq[e], r + polymere_dr[e]);
      if (!n || n->tile < 0) continue;
      int a = c->face[e], o = n->face[(e + 3) % 6];
      int jj = polymere_is_joker(c->tile) && polymere_is_joker(n->tile);
      if (jj ? a != o : (!a || !o || a != o)) {
        c->tile = -1;
        return board_fault(
            &rd, tk[0].col,
            polymere_is_joker(t) || polymere_is_joker(n->tile) ? POLYMERE_R_JOKER
                                                               : POLYMERE_R_MATCH,
            N_("an edge differs from its neighbour's (a joker's edge against a tile is fixed)"));
      }
    }
    b->q[b->n] = (int16_t)q, b->r[b->n] = (int16_t)r, b->n++;
    b->used[t] = 1;
    if (!polymere_board_jokers_ok(b))
      return board_fault(&rd, tk[0].col, POLYMERE_R_JOKER, "the jokers have no completion left");
  }
  return 0;
}
