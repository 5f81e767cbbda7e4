/* record.c: reading Polymère's texts: the game record, checked move by move, and the board's text
 * form, checked possible (formats in polymere.h and polyx-polymere(1)). */
#include <config.h>

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cards/intl.h"
#include "cards/polymere/polymere.h"

#define MAXTOK 130

typedef struct tok {
  const char *s;
  size_t len;
  unsigned long col;
} tok_t;

typedef struct rd {
  pm_check_t *res;
  unsigned long line;
} rd_t;

static int syntax(rd_t *rd, unsigned long col, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(rd->res->msg, sizeof rd->res->msg, fmt, ap);
  va_end(ap);
  rd->res->syntax = 1;
  rd->res->line = rd->line, rd->res->col = col;
  return 1;
}

static const char *const rule_what[PM_NRULES] = {
    "",
    N_("the space already holds a tile"),
    N_("the space touches no tile"),
    N_("the first tile goes to 0,0"),
    N_("a touching edge shows another digit"),
    N_("no touching edge carries the player's digit"),
    N_("a joker would carry a digit twice (it must stay a possible tile)"),
    N_("the tile is not in the player's hand"),
    N_("it is another seat's turn"),
    N_("a draw must take exactly the tiles owed (or what is left of the pile)"),
    N_("a pass ends a turn before its first tile only; tiles owed are drawn"),
    N_("the game is over"),
    N_("a player can still place a tile"),
    N_("digits must be distinct, seat 1 has the lowest; two players take two or three each, more "
       "players one"),
    N_("hands and pile must hold the 124 tiles once, hands of the right size"),
};

/* RULE's text in the user's language ("" for none: gettext("") is the catalog's header). */
static const char *rule_text(pm_rule_t rule) {
  return rule_what[rule][0] ? _(rule_what[rule]) : "";
}

static int broken(rd_t *rd, unsigned long col, pm_rule_t rule, int move, const char *line,
                  size_t llen) {
  pm_check_t *r = rd->res;
  r->syntax = 0, r->rule = rule, r->line = rd->line, r->col = col, r->move = move;
  if (move > 0)
    snprintf(r->msg, sizeof r->msg, _("move %d \"%.*s\": rule '%s' broken: %s"), move,
             (int)(llen > 60 ? 60 : llen), line, pm_rule_name(rule), rule_text(rule));
  else
    snprintf(r->msg, sizeof r->msg, _("rule '%s' broken: %s"), pm_rule_name(rule), rule_text(rule));
  return 1;
}

static int tokeq(const tok_t *t, const char *w) {
  return t->len == strlen(w) && memcmp(t->s, w, t->len) == 0;
}

/* A whole number in MIN..MAX, or -1000. */
static int tnum(const tok_t *t, int min, int max) {
  size_t i = 0;
  int neg = 0;
  if (t->len > 0 && t->s[0] == '-') neg = 1, i = 1;
  if (i == t->len || t->len - i > 6) return -1000;
  int v = 0;
  for (; i < t->len; i++) {
    if (t->s[i] < '0' || t->s[i] > '9') return -1000;
    v = v * 10 + (t->s[i] - '0');
  }
  if (neg) v = -v;
  return v < min || v > max ? -1000 : v;
}

/* "Q,R" */
static int tcoord(const tok_t *t, int *q, int *r) {
  const char *c = memchr(t->s, ',', t->len);
  if (!c) return -1;
  tok_t a = {t->s, (size_t)(c - t->s), 0}, b = {c + 1, t->len - (size_t)(c - t->s) - 1, 0};
  *q = tnum(&a, -(PM_OFF - 2), PM_OFF - 2), *r = tnum(&b, -(PM_OFF - 2), PM_OFF - 2);
  return *q == -1000 || *r == -1000 ? -1 : 0;
}

int pm_record_check(const char *text, size_t len, pm_game_t *g, pm_check_t *res) {
  memset(res, 0, sizeof *res);
  rd_t rd = {res, 0};
  if (pm_board_init(&g->board) != 0) return -1;
  int stage = 0; /* 0 before "polymere", 1 header, 2 playing, 3 ended by "end" */
  int nplayers = 0, ndigits = 0, digits[18], have_digits = 0;
  int deal_kind = 0; /* 1 seed, 2 listed */
  uint64_t seed = 0;
  int order[PM_NTILES], norder = 0, hands_seen = 0, pile_seen = 0;
  unsigned char listed[PM_NTILES];
  memset(listed, 0, sizeof listed);
  int move = 0;
  size_t pos = 0;
  while (pos < len) {
    const char *line = text + pos;
    const char *nl = memchr(line, '\n', len - pos);
    size_t ll = nl ? (size_t)(nl - line) : len - pos;
    pos += ll + (nl != NULL);
    rd.line++;
    tok_t tk[MAXTOK];
    int nt = 0;
    for (size_t i = 0; i < ll;) {
      unsigned char ch = (unsigned char)line[i];
      if (ch == '#') break;
      if (ch == ' ' || ch == '\t' || ch == '\r') {
        i++;
        continue;
      }
      if (ch < 32 || ch > 126) return syntax(&rd, i + 1, _("unexpected byte 0x%02x"), ch);
      size_t j = i;
      while (j < ll && line[j] != ' ' && line[j] != '\t' && line[j] != '\r' && line[j] != '#') j++;
      if (nt == MAXTOK) return syntax(&rd, i + 1, _("too many words on a line"));
      tk[nt++] = (tok_t){line + i, j - i, i + 1};
      i = j;
    }
    if (nt == 0) continue;
    size_t shown = ll;
    while (shown > 0 && (line[shown - 1] == ' ' || line[shown - 1] == '\r')) shown--;
    if (stage == 0) {
      if (!tokeq(&tk[0], "polymere"))
        return syntax(&rd, tk[0].col, _("a record starts with 'polymere 1'"));
      if (nt != 2 || !tokeq(&tk[1], "1"))
        return syntax(&rd, nt > 1 ? tk[1].col : tk[0].col + 8, _("format version 1 expected"));
      stage = 1;
      continue;
    }
    if (stage == 1) {
      if (tokeq(&tk[0], "players")) {
        if (nplayers) return syntax(&rd, tk[0].col, _("players given twice"));
        if (nt != 2 || (nplayers = tnum(&tk[1], 2, PM_MAX_PLAYERS)) < 0)
          return syntax(&rd, nt > 1 ? tk[1].col : tk[0].col,
                        _("players: a number 2 to 6 expected"));
        continue;
      }
      if (tokeq(&tk[0], "digits")) {
        if (!nplayers) return syntax(&rd, tk[0].col, _("'players' must come before 'digits'"));
        if (have_digits) return syntax(&rd, tk[0].col, _("digits given twice"));
        if (nt != 1 + nplayers)
          return syntax(&rd, tk[0].col, _("digits: one entry per player (%d) expected"), nplayers);
        for (int s = 0; s < nplayers; s++) {
          const tok_t *t = &tk[1 + s];
          int k = (int)(t->len + 1) / 2;
          if (t->len % 2 == 0 || k > 3)
            return syntax(&rd, t->col, _("a digit, or digits separated by commas, expected"));
          if (s == 0) ndigits = k;
          if (k != ndigits)
            return syntax(&rd, t->col, _("every player has the same number of digits"));
          for (int i = 0; i < k; i++) {
            char c = t->s[2 * i];
            if (c < '1' || c > '6' || (i + 1 < k && t->s[2 * i + 1] != ','))
              return syntax(&rd, t->col + 2 * (unsigned long)i,
                            _("digits are 1 to 6, separated by commas"));
            digits[s * k + i] = c - '0';
          }
        }
        if (ndigits > 1 && nplayers != 2)
          return syntax(&rd, tk[1].col, _("several digits a player only with two players"));
        have_digits = 1;
        continue;
      }
      if (tokeq(&tk[0], "deal")) {
        if (deal_kind) return syntax(&rd, tk[0].col, _("deal given twice"));
        if (nt == 3 && tokeq(&tk[1], "seed")) {
          size_t i;
          seed = 0;
          for (i = 0; i < tk[2].len && tk[2].s[i] >= '0' && tk[2].s[i] <= '9' && i < 19; i++)
            seed = seed * 10 + (uint64_t)(tk[2].s[i] - '0');
          if (i != tk[2].len || i == 0) return syntax(&rd, tk[2].col, _("a seed is a number"));
          deal_kind = 1;
        } else if (nt == 1) {
          deal_kind = 2;
        } else {
          return syntax(&rd, tk[nt > 1 ? 1 : 0].col, _("'deal seed S' or 'deal' expected"));
        }
      } else if (tokeq(&tk[0], "hand") || tokeq(&tk[0], "pile")) {
        if (deal_kind != 2)
          return syntax(&rd, tk[0].col, _("'%.4s' lines follow a line 'deal'"), tk[0].s);
        int first = 1;
        if (tk[0].s[0] == 'h') {
          int s = nt > 1 ? tnum(&tk[1], 1, nplayers) : -1000;
          if (s != hands_seen + 1)
            return syntax(&rd, nt > 1 ? tk[1].col : tk[0].col, _("hand %d expected"),
                          hands_seen + 1);
          if (nt - 2 != pm_hand_size(nplayers)) {
            move = 0;
            return broken(&rd, tk[0].col, PM_R_DEAL, 0, line, shown);
          }
          hands_seen++;
          first = 2;
        } else {
          if (hands_seen != nplayers || pile_seen)
            return syntax(&rd, tk[0].col, _("'pile' comes once, after every hand"));
          pile_seen = 1;
        }
        for (int i = first; i < nt; i++) {
          int t = pm_tile_parse(tk[i].s, tk[i].len, listed);
          if (t < 0) return syntax(&rd, tk[i].col, _("a tile is six digits from 1 or J"));
          if (listed[t] || norder == PM_NTILES)
            return broken(&rd, tk[i].col, PM_R_DEAL, 0, line, shown);
          listed[t] = 1;
          order[norder++] = t;
        }
      } else if (tnum(&tk[0], 1, 99) > 0 || tokeq(&tk[0], "end")) {
        if (!nplayers || !have_digits || !deal_kind)
          return syntax(&rd, tk[0].col, _("players, digits and deal come before the moves"));
        if (deal_kind == 2 && (!pile_seen || norder != PM_NTILES)) {
          if (!pile_seen) return syntax(&rd, tk[0].col, _("a listed deal ends with a line 'pile'"));
          return broken(&rd, tk[0].col, PM_R_DEAL, 0, line, shown);
        }
        if (deal_kind == 1) pm_deal_seed(seed, order);
        pm_rule_t st = pm_game_start(g, nplayers, ndigits, digits, order);
        if (st != PM_OK) return broken(&rd, tk[0].col, st, 0, line, shown);
        stage = 2;
      } else {
        return syntax(&rd, tk[0].col, _("unknown line '%.*s'"),
                      (int)(tk[0].len > 20 ? 20 : tk[0].len), tk[0].s);
      }
      if (stage == 1) continue;
    }
    /* a move */
    move++;
    if (stage == 3) return broken(&rd, tk[0].col, PM_R_OVER, move, line, shown);
    if (tokeq(&tk[0], "end")) {
      if (nt != 1) return syntax(&rd, tk[1].col, _("'end' stands alone"));
      if (!g->over) {
        for (int s = 0; s < g->nplayers; s++)
          if (g->in_chain || pm_game_can_play(g, s))
            return broken(&rd, tk[0].col, PM_R_END, move, line, shown);
        g->over = 1;
      }
      stage = 3;
      continue;
    }
    int seat = tnum(&tk[0], 1, 99);
    if (seat < 1 || seat > g->nplayers)
      return syntax(&rd, tk[0].col, _("a seat 1 to %d expected"), g->nplayers);
    if (nt < 2) return syntax(&rd, tk[0].col + tk[0].len, _("place, draw or pass expected"));
    if (g->over) return broken(&rd, tk[0].col, PM_R_OVER, move, line, shown);
    if (seat != g->seat + 1) return broken(&rd, tk[0].col, PM_R_TURN, move, line, shown);
    pm_rule_t rule;
    unsigned long col = tk[1].col;
    if (tokeq(&tk[1], "place")) {
      if (nt < 4) return syntax(&rd, tk[1].col, _("place TILE Q,R [rROT] expected"));
      int t = pm_tile_parse(tk[2].s, tk[2].len, NULL);
      if (t < 0) return syntax(&rd, tk[2].col, _("a tile is six digits starting with 1, or J"));
      if (pm_is_joker(t)) { /* any joker of the hand */
        for (int j = PM_JOKER0; j < PM_NTILES; j++)
          if (g->hand[g->seat][j]) {
            t = j;
            break;
          }
      }
      int q, r, rot = 0;
      if (tcoord(&tk[3], &q, &r) != 0) return syntax(&rd, tk[3].col, _("a position Q,R expected"));
      if (!pm_is_joker(t)) {
        if (nt != 5 || tk[4].len != 2 || tk[4].s[0] != 'r' || tk[4].s[1] < '0' || tk[4].s[1] > '5')
          return syntax(&rd, nt > 4 ? tk[4].col : tk[3].col + tk[3].len,
                        _("a rotation r0 to r5 expected"));
        rot = tk[4].s[1] - '0';
      } else if (nt != 4) {
        return syntax(&rd, tk[4].col, _("a joker takes no rotation"));
      }
      int touch;
      rule = pm_game_place(g, t, rot, q, r, &touch);
      col = tk[rule == PM_R_HAND ? 2 : 3].col;
    } else if (tokeq(&tk[1], "draw")) {
      int n = nt == 3 ? tnum(&tk[2], 0, PM_NTILES) : -1000;
      if (n < 0) return syntax(&rd, nt > 2 ? tk[2].col : tk[1].col + 4, _("draw N expected"));
      rule = pm_game_draw(g, n);
    } else if (tokeq(&tk[1], "pass")) {
      if (nt != 2) return syntax(&rd, tk[2].col, _("'pass' takes nothing"));
      rule = pm_game_pass(g);
    } else {
      return syntax(&rd, tk[1].col, _("place, draw or pass expected"));
    }
    if (rule != PM_OK) return broken(&rd, col, rule, move, line, shown);
  }
  if (stage < 2) {
    rd.line++;
    if (stage == 0) return syntax(&rd, 1, _("empty record ('polymere 1' expected)"));
    if (!nplayers || !have_digits || !deal_kind)
      return syntax(&rd, 1, _("players, digits and deal expected"));
    if (deal_kind == 2 && !pile_seen)
      return syntax(&rd, 1, _("a listed deal ends with a line 'pile'"));
    if (deal_kind == 2 && norder != PM_NTILES) return broken(&rd, 1, PM_R_DEAL, 0, "", 0);
    if (deal_kind == 1) pm_deal_seed(seed, order);
    pm_rule_t st = pm_game_start(g, nplayers, ndigits, digits, order);
    if (st != PM_OK) return broken(&rd, 1, st, 0, "", 0);
  }
  return 0;
}

static int board_fault(rd_t *rd, unsigned long col, pm_rule_t rule, const char *what) {
  pm_check_t *r = rd->res;
  r->syntax = 0, r->rule = rule, r->line = rd->line, r->col = col, r->move = 0;
  snprintf(r->msg, sizeof r->msg, _("rule '%s' broken: %s"), pm_rule_name(rule), _(what));
  return 1;
}

int pm_board_read(const char *text, size_t len, pm_board_t *b, pm_check_t *res) {
  memset(res, 0, sizeof *res);
  rd_t rd = {res, 0};
  pm_board_clear(b);
  size_t pos = 0;
  while (pos < len) {
    const char *line = text + pos;
    const char *nl = memchr(line, '\n', len - pos);
    size_t ll = nl ? (size_t)(nl - line) : len - pos;
    pos += ll + (nl != NULL);
    rd.line++;
    tok_t tk[4];
    int nt = 0;
    for (size_t i = 0; i < ll;) {
      unsigned char ch = (unsigned char)line[i];
      if (ch == '#') break;
      if (ch == ' ' || ch == '\t' || ch == '\r') {
        i++;
        continue;
      }
      if (ch < 32 || ch > 126) return syntax(&rd, i + 1, _("unexpected byte 0x%02x"), ch);
      size_t j = i;
      while (j < ll && line[j] != ' ' && line[j] != '\t' && line[j] != '\r' && line[j] != '#') j++;
      if (nt == 4) return syntax(&rd, i + 1, _("a line is Q,R TILE rROT or Q,R J FACES"));
      tk[nt++] = (tok_t){line + i, j - i, i + 1};
      i = j;
    }
    if (nt == 0) continue;
    int q, r;
    if (tcoord(&tk[0], &q, &r) != 0) return syntax(&rd, tk[0].col, _("a position Q,R expected"));
    if (nt != 3) return syntax(&rd, tk[0].col, _("a line is Q,R TILE rROT or Q,R J FACES"));
    int t = pm_tile_parse(tk[1].s, tk[1].len, b->used);
    if (t < 0) return syntax(&rd, tk[1].col, _("a tile is six digits starting with 1, or J"));
    pm_cell_t *c = pm_board_at(b, q, r);
    if (c->tile >= 0)
      return board_fault(&rd, tk[0].col, PM_R_OCCUPIED, N_("a second tile on this space"));
    if (b->used[t] || b->n == PM_NTILES)
      return board_fault(&rd, tk[1].col, PM_R_HAND, N_("this tile is on the board already"));
    if (pm_is_joker(t)) {
      if (tk[2].len != 6) return syntax(&rd, tk[2].col, _("a joker's six edges: digits or '.'"));
      int mask = 0;
      for (int e = 0; e < 6; e++) {
        char ch = tk[2].s[e];
        if (ch != '.' && (ch < '1' || ch > '6'))
          return syntax(&rd, tk[2].col + (unsigned long)e, _("a digit or '.'"));
        int v = ch == '.' ? 0 : ch - '0';
        if (v && (mask >> v & 1))
          return board_fault(&rd, tk[2].col, PM_R_JOKER, N_("the joker carries a digit twice"));
        mask |= v ? 1 << v : 0;
        c->face[e] = (uint8_t)v;
      }
      c->tile = (int16_t)t, c->rot = 0;
    } else {
      if (tk[2].len != 2 || tk[2].s[0] != 'r' || tk[2].s[1] < '0' || tk[2].s[1] > '5')
        return syntax(&rd, tk[2].col, _("a rotation r0 to r5 expected"));
      int rot = tk[2].s[1] - '0';
      c->tile = (int16_t)t, c->rot = (uint8_t)rot;
      for (int e = 0; e < 6; e++) c->face[e] = (uint8_t)pm_tile_digit_at(t, rot, e);
    }
    /* against the tiles already read */
    for (int e = 0; e < 6; e++) {
      const pm_cell_t *n = pm_board_at(b, q + pm_dq[e], r + pm_dr[e]);
      if (!n || n->tile < 0) continue;
      int a = c->face[e], o = n->face[(e + 3) % 6];
      int jj = pm_is_joker(c->tile) && pm_is_joker(n->tile);
      if (jj ? a != o : (!a || !o || a != o)) {
        c->tile = -1;
        return board_fault(
            &rd, tk[0].col, pm_is_joker(t) || pm_is_joker(n->tile) ? PM_R_JOKER : PM_R_MATCH,
            N_("an edge differs from its neighbour's (a joker's edge against a tile is fixed)"));
      }
    }
    b->q[b->n] = (int16_t)q, b->r[b->n] = (int16_t)r, b->n++;
    b->used[t] = 1;
    if (!pm_board_jokers_ok(b))
      return board_fault(&rd, tk[0].col, PM_R_JOKER, "the jokers have no completion left");
  }
  return 0;
}
