/* record.c: Polymo game records: writing them, and reading one back move by move through the rules. */
#include <config.h>

#include <ctype.h>
#include <string.h>

#include "cards/polymo/internal.h"


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

int polymo_res_syntax(polymo_check_result_t *res, unsigned long line, unsigned long col, const char *msg) {
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
        return polymo_res_syntax(res, lineno, i + 1, "bad character");
    int nt = split(line, ll, t, 30);
    if (nt == 0) continue;
    if (nt > 30) return polymo_res_syntax(res, lineno, 1, "too many words on the line");
    if (!header) {
      int k = 0;
      if (!tok_is(&t[0], "polymo")) return polymo_res_syntax(res, lineno, t[0].col, "expected 'polymo size=N players=K'");
      int np = 0;
      for (int i = 1; i < nt; i++) {
        if (t[i].len == 6 && memcmp(t[i].s, "size=", 5) == 0 && (t[i].s[5] == '8' || t[i].s[5] == '9'))
          n = t[i].s[5] - '0', k |= 1;
        else if (t[i].len == 9 && memcmp(t[i].s, "players=", 8) == 0 && t[i].s[8] >= '1' && t[i].s[8] <= '5')
          np = t[i].s[8] - '0', k |= 2;
        else
          return polymo_res_syntax(res, lineno, t[i].col, "expected size=8|9 or players=1..5");
      }
      if (k != 3) return polymo_res_syntax(res, lineno, 1, "the header needs size=N and players=K");
      const polymo_geo_t *geo = n == 9 ? geo9 : geo8;
      if (!geo || geo->n != n) return polymo_res_syntax(res, lineno, 1, "no geometry for this size");
      polymo_game_init(g, geo, np);
      header = 1;
      continue;
    }
    if (tok_is(&t[0], "round")) {
      if (nt != 3) return polymo_res_syntax(res, lineno, t[0].col, "expected 'round DICE NUMBER'");
      polymo_dice_t d;
      memset(&d, 0, sizeof d);
      d.ndice = (int)t[1].len;
      if (d.ndice != polymo_ndice(g->nplayers))
        return polymo_res_syntax(res, lineno, t[1].col,
                      g->nplayers <= 2 ? "1-2 players roll 2 colour dice" : "3-5 players roll 4 colour dice");
      for (int i = 0; i < d.ndice; i++) {
        d.face[i] = polymo_color_of(t[1].s[i]);
        if (!d.face[i] || islower((unsigned char)t[1].s[i]))
          return polymo_res_syntax(res, lineno, t[1].col + i, "a colour die shows Y, R, G, B, K or *");
      }
      if (t[2].len != 1 || !((t[2].s[0] >= '1' && t[2].s[0] <= '5') || t[2].s[0] == '*'))
        return polymo_res_syntax(res, lineno, t[2].col, "the number die shows 1..5 or *");
      d.number = t[2].s[0] == '*' ? POLYMO_STAR : t[2].s[0] - '0';
      if (polymo_round(g, &d) != POLYMO_OK)
        return rule(res, lineno, t[0].col, POLYMO_R_TURN, "a player still in the game did not move in the round");
      continue;
    }
    if (g->round == 0) return polymo_res_syntax(res, lineno, t[0].col, "expected 'round' before the first move");
    if (t[0].len != 1 || t[0].s[0] < '1' || t[0].s[0] > '0' + g->nplayers)
      return polymo_res_syntax(res, lineno, t[0].col, "expected a player number or 'round'");
    int p = t[0].s[0] - '1';
    if (nt < 2) return polymo_res_syntax(res, lineno, t[0].col, "a move is missing");
    polymo_move_t m;
    memset(&m, 0, sizeof m);
    m.place = -1;
    m.grow = -1;
    unsigned long rcol = t[1].col;
    if (tok_is(&t[1], "pass") || tok_is(&t[1], "out")) {
      if (nt != 2) return polymo_res_syntax(res, lineno, t[2].col, "nothing may follow pass or out");
      m.kind = tok_is(&t[1], "pass") ? POLYMO_PASS : POLYMO_OUT;
    } else if (tok_is(&t[1], "declare")) {
      if (nt != 3) return polymo_res_syntax(res, lineno, t[1].col, "expected 'declare SQUARE'");
      m.kind = POLYMO_DECLARE;
      m.ncells = 1;
      m.cells[0] = parse_square(&t[2], n);
      if (m.cells[0] == -2) return polymo_res_syntax(res, lineno, t[2].col, "expected a square such as e5");
      rcol = t[2].col;
    } else {
      const char *cs = t[1].s;
      size_t cl = t[1].len;
      m.kind = POLYMO_CROSS;
      if (cl == 2 && cs[0] == '*') m.joker = 1, cs++, cl--;
      if (cl != 1 || !(m.color = polymo_color_of(cs[0])) || m.color == POLYMO_STAR || islower((unsigned char)cs[0]))
        return polymo_res_syntax(res, lineno, t[1].col, "expected a colour (Y R G B K, *R for a joker), declare, pass or out");
      int last = nt;
      if (nt > 2 && t[nt - 1].len > 1 && t[nt - 1].s[0] == '+') {
        tok_t gt = t[nt - 1];
        gt.s++, gt.len--;
        m.grow = parse_square(&gt, n);
        if (m.grow == -2) return polymo_res_syntax(res, lineno, t[nt - 1].col, "expected +SQUARE such as +e5");
        if (m.grow == -1) return rule(res, lineno, t[nt - 1].col, POLYMO_R_OFFGRID, rule_text(POLYMO_R_OFFGRID));
        last = nt - 1;
      }
      if (last - 2 > 5) return rule(res, lineno, t[7].col, POLYMO_R_COUNT, rule_text(POLYMO_R_COUNT));
      if (last == 2) return polymo_res_syntax(res, lineno, t[1].col, "no squares crossed");
      m.ncells = last - 2;
      for (int i = 0; i < m.ncells; i++) {
        m.cells[i] = parse_square(&t[2 + i], n);
        if (m.cells[i] == -2) return polymo_res_syntax(res, lineno, t[2 + i].col, "expected a square such as e5");
      }
    }
    polymo_rule_t r = polymo_play(g, p, &m);
    if (r != POLYMO_OK) return rule(res, lineno, rcol, r, rule_text(r));
  }
  if (!header) return polymo_res_syntax(res, lineno ? lineno : 1, 1, "empty record (no 'polymo' header)");
  for (int p = 0; p < g->nplayers; p++)
    if (polymo_to_move(g, p)) return rule(res, lineno, 1, POLYMO_R_TURN, "a player did not move in the last round");
  res->rule = POLYMO_OK;
  return 0;
}

