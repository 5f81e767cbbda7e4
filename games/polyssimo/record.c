/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* record.c: game records as text: the header written by self-play, and the move-by-move checker. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "base/intl.h"
#include "base/text.h"
#include "games/polyssimo/polyssimo.h"
#include "poly/region.h"

/* ---- Records ------------------------------------------------------------- */

#define MAX_WORDS 7  /* words on a record's line ("place P PIECE O X Y" has six) */
#define LINE_MAX 1100 /* longest line of a record */

void polyssimo_record_header(FILE *f, const polyssimo_geo_t *g, int nplayers, const char *names) {
  fprintf(f, "polyssimo-record 1\nboard %dx%d\npieces ", g->w, g->h);
  for (int i = 0; i < g->npieces; i++) fprintf(f, "%s%s", i ? "," : "", g->pieces[i].name);
  fprintf(f, "\nplayers %d%s%s\n", nplayers, names && *names ? " " : "", names ? names : "");
}

void polyssimo_record_rules(FILE *f, const polyssimo_game_t *s) {
  if (s->scoring == POLYSSIMO_SCORE_PIECES) fprintf(f, "scoring pieces\n");
  for (int p = 0; p < s->nplayers; p++)
    if (s->handicap[p]) fprintf(f, "handicap %d %d\n", p + 1, s->handicap[p]);
}

/* 1 when KNOWN is the geometry a record with SPEC on a W x H board builds:
 * same board and SPEC the list of its piece names (as polyssimo_record_header
 * writes it). */
static int same_geo(const polyssimo_geo_t *known, const char *spec, int w, int h) {
  if (!known || known->w != w || known->h != h) return 0;
  const char *p = spec;
  for (int i = 0; i < known->npieces; i++) {
    size_t n = strlen(known->pieces[i].name);
    if (i && *p++ != ',') return 0;
    if (strncmp(p, known->pieces[i].name, n) != 0) return 0;
    p += n;
  }
  return *p == 0;
}

/* Build the record's geometry into G, or use KNOWN when it is the same. */
static int record_geo(const polyssimo_geo_t *known, polyssimo_geo_cache_t *cache, const char *spec,
                      int w, int h, polyssimo_geo_t *g, const polyssimo_geo_t **use,
                      base_error_t *e2) {
  if (same_geo(known, spec, w, h)) {
    *use = known;
    return 0;
  }
  *use = g;
  return polyssimo_geo_from_spec_cached(g, spec, w, h, cache, e2);
}

int polyssimo_record_check(const char *text, size_t len, polyssimo_geo_t *g, polyssimo_game_t *s,
                           polyssimo_rule_t *rule, base_error_t *err) {
  return polyssimo_record_check_known(text, len, NULL, NULL, g, s, rule, err);
}

/* The reader of one record: the header so far, then the game. */
typedef struct rec_reader {
  const polyssimo_geo_t *known, *use;
  polyssimo_geo_cache_t *cache;
  polyssimo_geo_t *g;
  polyssimo_game_t *s;
  int w, h, nplayers, started, seen_magic;
  polyssimo_rules_t rules;
  unsigned long rules_line, rules_col, rules_ncol; /* the last scoring or handicap line, the
                                                    columns of its player and its count */
  char spec[1024];
  unsigned long spec_line, spec_col; /* where the pieces line's spec is (0: the default) */
  unsigned long lineno;
  char *words[MAX_WORDS]; /* the line's words, cut in place (base_words_cut) */
  base_word_t word[MAX_WORDS]; /* the same words, with their columns */
  int nw;
  unsigned long bad_col; /* a malformed move line: the column of its first wrong word */
} rec_reader_t;

/* A move line that should hold WANT words: the column of its first word too many, else of its
 * keyword (words are missing). */
static unsigned long count_col(const rec_reader_t *rd, int want) {
  return rd->nw > want ? rd->word[want].col : rd->word[0].col;
}

/* Word K of the line as a whole number in LO..HI into *OUT: 0, or -1 (base_word_int). */
static int word_int(const rec_reader_t *rd, int k, int lo, int hi, int *out) {
  long v;
  if (base_word_int(&rd->word[k], lo, hi, &v) != 0) return -1;
  *out = (int)v;
  return 0;
}

/* A header line (board, pieces, players): 0, or -1 with ERR. */
static int header_line(rec_reader_t *rd, base_error_t *err) {
  const char *key = rd->words[0];
  unsigned long ln = rd->lineno;
  if (rd->started) {
    base_error_set(err, ln, rd->word[0].col, _("'%s' after the first move"), key);
    return -1;
  }
  if (!strcmp(key, "board") && rd->nw == 2) {
    region_t r;
    base_error_t e2;
    if (region_parse_size(rd->words[1], &r, &e2) != 0) {
      if (e2.code == BASE_E_NOMEM)
        base_error_nomem(err);
      else
        base_error_set(err, ln, rd->word[1].col, _("bad board size '%s'"), rd->words[1]);
      return -1;
    }
    rd->w = r.w, rd->h = r.h;
    region_free(&r);
  } else if (!strcmp(key, "pieces") && rd->nw == 2) {
    if (strlen(rd->words[1]) >= sizeof rd->spec) {
      base_error_set(err, ln, rd->word[1].col, _("pieces spec too long"));
      return -1;
    }
    strcpy(rd->spec, rd->words[1]);
    rd->spec_line = ln, rd->spec_col = rd->word[1].col;
  } else if (!strcmp(key, "scoring") && rd->nw == 2) {
    if (strcmp(rd->words[1], "squares") && strcmp(rd->words[1], "pieces")) {
      base_error_set(err, ln, rd->word[1].col, _("scoring: 'squares' or 'pieces' expected"));
      return -1;
    }
    rd->rules.scoring =
        strcmp(rd->words[1], "pieces") ? POLYSSIMO_SCORE_SQUARES : POLYSSIMO_SCORE_PIECES;
    rd->rules_line = ln, rd->rules_col = rd->rules_ncol = rd->word[1].col;
  } else if (!strcmp(key, "handicap") && rd->nw == 3) {
    int p, n;
    if (word_int(rd, 1, 1, POLYSSIMO_MAX_PLAYERS, &p) ||
        word_int(rd, 2, 0, POLYSSIMO_MAX_PIECES, &n)) {
      base_error_set(err, ln, rd->word[1].col,
                     _("handicap: a player 1 to %d and a number of pieces expected"),
                     POLYSSIMO_MAX_PLAYERS);
      return -1;
    }
    rd->rules.handicap[p - 1] = n;
    rd->rules_line = ln, rd->rules_col = rd->word[1].col, rd->rules_ncol = rd->word[2].col;
  } else if (!strcmp(key, "players") && (rd->nw == 2 || rd->nw == 3)) {
    if (word_int(rd, 1, 2, POLYSSIMO_MAX_PLAYERS, &rd->nplayers)) {
      base_error_set(err, ln, rd->word[1].col, _("players: 2 to %d"), POLYSSIMO_MAX_PLAYERS);
      return -1;
    }
  } else {
    base_error_set(err, ln, rd->word[0].col, _("unknown or malformed line '%s'"), key);
    return -1;
  }
  return 0;
}

/* The header is over (first move, or the end at line LN with column COL):
 * build the geometry and start the game. 0, or -1 with ERR. */
static int start_game(rec_reader_t *rd, unsigned long ln, unsigned long col, const char *noplayers,
                      base_error_t *err) {
  if (!rd->nplayers) {
    base_error_set(err, ln, col, "%s", _(noplayers));
    return -1;
  }
  base_error_t e2;
  if (record_geo(rd->known, rd->cache, rd->spec, rd->w, rd->h, rd->g, &rd->use, &e2) != 0) {
    /* A fault of the spec is shown on the pieces line, at its item. */
    if (rd->spec_line && e2.line == 0)
      base_error_setc(err, e2.code, rd->spec_line, rd->spec_col + (e2.col ? e2.col - 1 : 0),
                      _("pieces: %s"), e2.msg);
    else
      base_error_setc(err, e2.code, ln, col, _("pieces: %s"), e2.msg);
    return -1;
  }
  polyssimo_game_init(rd->s, rd->use, rd->nplayers);
  for (int p = rd->nplayers; p < POLYSSIMO_MAX_PLAYERS; p++)
    if (rd->rules.handicap[p]) {
      base_error_set(err, rd->rules_line, rd->rules_col, _("handicap: player %d of %d"), p + 1,
                     rd->nplayers);
      return -1;
    }
  if (polyssimo_game_set_rules(rd->s, &rd->rules) != 0) {
    base_error_set(
        err, rd->rules_line, rd->rules_ncol,
        _("handicap: more black-and-white pieces than the players' picks or than the game has"));
    return -1;
  }
  rd->started = 1;
  return 0;
}

/* The piece named by word K for a move: one not in USED first, else any
 * (the rules then say what is wrong). -1 with ERR when no piece has it. */
static int move_piece(const rec_reader_t *rd, int k, uint64_t used, base_error_t *err) {
  int pc = polyssimo_geo_piece(rd->use, rd->words[k], used);
  if (pc < 0) pc = polyssimo_geo_piece(rd->use, rd->words[k], 0);
  if (pc < 0) base_error_set(err, rd->lineno, rd->word[k].col, _("unknown piece '%s'"), rd->words[k]);
  return pc;
}

/* A "place P PIECE O X Y" line: the rule it breaks in *R; -1 with ERR on a
 * format error, -2 malformed. */
static int place_line(rec_reader_t *rd, int player, polyssimo_rule_t *r, base_error_t *err) {
  int o, x, y;
  if (rd->nw != 6) return rd->bad_col = count_col(rd, 6), -2;
  if (word_int(rd, 3, 0, 11, &o)) return rd->bad_col = rd->word[3].col, -2;
  if (word_int(rd, 4, -1000, 1000, &x)) return rd->bad_col = rd->word[4].col, -2;
  if (word_int(rd, 5, -1000, 1000, &y)) return rd->bad_col = rd->word[5].col, -2;
  int pc = move_piece(rd, 2, ~rd->s->hand[player], err);
  if (pc < 0) return -1;
  if (o >= rd->use->pieces[pc].norient) {
    base_error_set(err, rd->lineno, rd->word[3].col, _("piece %s has %d orientations (0 to %d)"),
                   rd->words[2], rd->use->pieces[pc].norient, rd->use->pieces[pc].norient - 1);
    return -1;
  }
  *r = polyssimo_game_place_at(rd->s, player, pc, o, x, y);
  return 0;
}

/* A "result P" line: 0 when P is the winner, else 1 with ERR. */
static int result_line(rec_reader_t *rd, int player, polyssimo_rule_t *rule, base_error_t *err) {
  int wnr = polyssimo_game_winner(rd->s);
  if (wnr == player) return 0;
  if (wnr < 0)
    base_error_set(err, rd->lineno, rd->word[0].col, _("rule 'result' broken: the game is not over"));
  else
    base_error_set(err, rd->lineno, rd->word[0].col,
                   _("rule 'result' broken: player %d wins (%s), not player %d"), wnr + 1,
                   polyssimo_rule_text(POLYSSIMO_RULE_RESULT), player + 1);
  *rule = POLYSSIMO_RULE_RESULT;
  return 1;
}

/* A move line: 0 played, 1 a rule broken (*RULE), -1 format error. */
static int move_line(rec_reader_t *rd, polyssimo_rule_t *rule, base_error_t *err) {
  const char *key = rd->words[0];
  int nw = rd->nw, player;
  if (!rd->started &&
      start_game(rd, rd->lineno, rd->word[0].col, N_("no 'players' line before the first move"),
                 err) != 0)
    return -1;
  if (nw < 2 || word_int(rd, 1, 1, rd->nplayers, &player)) {
    base_error_set(err, rd->lineno, nw < 2 ? rd->word[0].col + rd->word[0].len : rd->word[1].col,
                   _("'%s': player 1 to %d expected"), key, rd->nplayers);
    return -1;
  }
  player--;
  polyssimo_rule_t r = POLYSSIMO_RULE_NONE;
  int st = 0;
  if (!strcmp(key, "draft")) {
    if (nw != 3)
      st = -2, rd->bad_col = count_col(rd, 3);
    else {
      int pc = move_piece(rd, 2, ~rd->s->pool, err);
      if (pc < 0) return -1;
      r = polyssimo_game_draft(rd->s, player, pc);
    }
  } else if (!strcmp(key, "place")) {
    st = place_line(rd, player, &r, err);
  } else if (!strcmp(key, "stop")) {
    if (nw != 2)
      st = -2, rd->bad_col = count_col(rd, 2);
    else
      r = polyssimo_game_stop(rd->s, player);
  } else { /* result */
    if (nw != 2)
      st = -2, rd->bad_col = count_col(rd, 2);
    else
      return result_line(rd, player, rule, err);
  }
  if (st == -2) base_error_set(err, rd->lineno, rd->bad_col, _("malformed '%s' line"), key);
  if (st) return -1;
  if (r == POLYSSIMO_RULE_NONE) return 0;
  base_error_set(err, rd->lineno, rd->word[0].col, _("rule '%s' broken by player %d: %s"),
                 polyssimo_rule_name(r), player + 1, polyssimo_rule_text(r));
  *rule = r;
  return 1;
}

/* One line of text LINE (LL bytes, LINE[LL] writable): 0, 1 a rule broken, -1 format error. */
static int record_line(rec_reader_t *rd, char *line, size_t ll, polyssimo_rule_t *rule,
                       base_error_t *err) {
  base_word_t w[MAX_WORDS + 1];
  rd->nw = base_words_cut(line, ll, w, MAX_WORDS + 1);
  if (rd->nw == 0) return 0;
  if (rd->nw > MAX_WORDS) {
    base_error_set(err, rd->lineno, w[MAX_WORDS].col, _("too many words"));
    return -1;
  }
  for (int k = 0; k < rd->nw; k++)
    rd->word[k] = w[k], rd->words[k] = line + w[k].col - 1;
  const char *key = rd->words[0];
  if (!rd->seen_magic) {
    if (strcmp(key, "polyssimo-record") != 0 || rd->nw != 2 || strcmp(rd->words[1], "1") != 0) {
      base_error_set(err, rd->lineno, rd->word[0].col,
                     _("not a polyssimo record (first line 'polyssimo-record 1')"));
      return -1;
    }
    rd->seen_magic = 1;
    return 0;
  }
  if (strcmp(key, "draft") && strcmp(key, "place") && strcmp(key, "stop") && strcmp(key, "result"))
    return header_line(rd, err);
  return move_line(rd, rule, err);
}

int polyssimo_record_check_known(const char *text, size_t len, const polyssimo_geo_t *known,
                                 polyssimo_geo_cache_t *cache, polyssimo_geo_t *g,
                                 polyssimo_game_t *s, polyssimo_rule_t *rule, base_error_t *err) {
  rec_reader_t rd;
  memset(&rd, 0, sizeof rd);
  rd.known = known, rd.cache = cache, rd.use = g, rd.g = g, rd.s = s;
  rd.w = POLYSSIMO_BOARD_W, rd.h = POLYSSIMO_BOARD_H;
  strcpy(rd.spec, POLYSSIMO_DEFAULT_PIECES);
  memset(g, 0, sizeof *g);
  memset(s, 0, sizeof *s);
  *rule = POLYSSIMO_RULE_NONE;
  size_t pos = 0;
  char line[LINE_MAX];
  while (pos < len) {
    size_t ll;
    const char *l = base_next_line(text, len, &pos, &ll);
    rd.lineno++;
    if (ll >= sizeof line) {
      base_error_set(err, rd.lineno, LINE_MAX, _("line too long"));
      return -1;
    }
    memcpy(line, l, ll);
    line[ll] = 0;
    int r = record_line(&rd, line, ll, rule, err);
    if (r) return r;
  }
  if (!rd.seen_magic) {
    base_error_set(err, 1, 0, _("empty record"));
    return -1;
  }
  if (!rd.started && start_game(&rd, rd.lineno, 0, N_("no 'players' line"), err) != 0) return -1;
  return 0;
}

/* 1 when a record's first line starts at TEXT[I]. */
static int record_starts(const char *text, size_t len, size_t i) {
  return (i == 0 || text[i - 1] == '\n') && len - i >= 16 &&
         !memcmp(text + i, "polyssimo-record", 16);
}

size_t polyssimo_record_next(const char *text, size_t len, size_t start) {
  size_t i = start;
  while (i < len && !record_starts(text, len, i)) i++;
  for (i++; i < len; i++)
    if (record_starts(text, len, i)) return i;
  return len;
}
