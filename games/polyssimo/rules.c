/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* rules.c: the rules of Polyssimo Challenge: draft, placement, stop, the winner; each move checked,
 * naming the rule broken. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "base/intl.h"
#include "games/polyssimo/polyssimo.h"

/* ---- Rules ---------------------------------------------------------------- */

static const char *const rule_names[POLYSSIMO_RULE_COUNT] = {
    "none",   "draft-turn", "draft-piece", "draft-first", "place-turn", "hand",
    "inside", "overlap",    "stop",        "over",        "result",     "handicap",
};
static const char *const rule_texts[POLYSSIMO_RULE_COUNT] = {
    N_("no rule broken"),
    N_("the pieces are drafted in turn, clockwise, player 1 first"),
    N_("only a piece still in the pool may be drafted"),
    N_("pieces are drafted until none is left before any is placed"),
    N_("placement goes anticlockwise from the last player to draft, skipping players who stopped"),
    N_("a player places only a piece of their own hand"),
    N_("a piece is placed inside the board"),
    N_("a piece overlaps no piece already placed"),
    N_("a player stops only when none of their pieces fits"),
    N_("no move once every player has stopped"),
    N_("the fewest squares left in hand wins (pieces, in the Czech rulebook); on a tie the last of "
       "them to have placed"),
    N_("a player with a handicap of N drafts at least N black-and-white pieces, and no one takes "
       "those they need"),
};
const char *polyssimo_rule_name(int r) {
  return (unsigned)r < POLYSSIMO_RULE_COUNT ? rule_names[r] : "?";
}
const char *polyssimo_rule_text(polyssimo_rule_t r) {
  return (unsigned)r < POLYSSIMO_RULE_COUNT ? _(rule_texts[r]) : "?";
}

static uint64_t all_pieces(int n) {
  return n >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << n) - 1);
}

int polyssimo_game_init(polyssimo_game_t *s, const polyssimo_geo_t *g, int nplayers) {
  if (nplayers < 2 || nplayers > POLYSSIMO_MAX_PLAYERS) return -1;
  memset(s, 0, sizeof *s);
  s->geo = g;
  s->nplayers = nplayers;
  s->pool = all_pieces(g->npieces);
  s->phase = s->pool ? POLYSSIMO_DRAFT : POLYSSIMO_PLACE;
  for (int p = 0; p < POLYSSIMO_MAX_PLAYERS; p++) s->last_place[p] = -1;
  s->last_drafter = g->npieces ? (g->npieces - 1) % nplayers : 0;
  s->turn = s->pool ? 0 : s->last_drafter;
  for (int p = 0; p < nplayers; p++)
    s->picks[p] = g->npieces / nplayers + (p < g->npieces % nplayers);
  return 0;
}

int polyssimo_is_bw(const polyssimo_geo_t *g, int piece) {
  return g->size[piece] >= POLYSSIMO_BW_SIZE;
}

/* The black-and-white pieces still in the pool. */
static int pool_bw(const polyssimo_game_t *s) {
  int n = 0;
  for (int i = 0; i < s->geo->npieces; i++) n += ((s->pool >> i) & 1) && polyssimo_is_bw(s->geo, i);
  return n;
}

/* The black-and-white pieces player P still has to draft. */
static int bw_need(const polyssimo_game_t *s, int p) {
  return s->handicap[p] > s->bw[p] ? s->handicap[p] - s->bw[p] : 0;
}

int polyssimo_game_set_rules(polyssimo_game_t *s, const polyssimo_rules_t *r) {
  if (s->nmoves || s->phase != POLYSSIMO_DRAFT ||
      (r->scoring != POLYSSIMO_SCORE_SQUARES && r->scoring != POLYSSIMO_SCORE_PIECES))
    return -1;
  int total = 0;
  for (int p = 0; p < s->nplayers; p++) {
    if (r->handicap[p] < 0 || r->handicap[p] > s->picks[p]) return -1;
    total += r->handicap[p];
  }
  if (total > pool_bw(s)) return -1;
  s->scoring = r->scoring;
  for (int p = 0; p < s->nplayers; p++) s->handicap[p] = r->handicap[p];
  return 0;
}

/* The handicap: a player who needs as many black-and-white pieces as they
 * have picks left must take one; no one takes one that a handicapped
 * player needs (the pool keeps at least the pieces still needed). */
static polyssimo_rule_t handicap_check(const polyssimo_game_t *s, int player, int piece) {
  int need = bw_need(s, player);
  if (!polyssimo_is_bw(s->geo, piece))
    return need >= s->picks[player] ? POLYSSIMO_RULE_HANDICAP : POLYSSIMO_RULE_NONE;
  if (need > 0) return POLYSSIMO_RULE_NONE;
  int others = 0;
  for (int p = 0; p < s->nplayers; p++) others += bw_need(s, p);
  return pool_bw(s) - 1 < others ? POLYSSIMO_RULE_HANDICAP : POLYSSIMO_RULE_NONE;
}

int polyssimo_game_draft_legal(const polyssimo_game_t *s, int player, int piece) {
  return s->phase == POLYSSIMO_DRAFT && player == s->turn && piece >= 0 &&
         piece < s->geo->npieces && ((s->pool >> piece) & 1) &&
         handicap_check(s, player, piece) == POLYSSIMO_RULE_NONE;
}

int polyssimo_game_score(const polyssimo_game_t *s, int p) {
  return s->scoring == POLYSSIMO_SCORE_PIECES ? __builtin_popcountll(s->hand[p]) : s->left[p];
}

static int piece_fits(const polyssimo_game_t *s, int i) {
  const polyssimo_geo_t *g = s->geo;
  for (int j = g->start[i]; j < g->start[i + 1]; j++)
    if (!base_bb_meets(&g->place[j].bb, &s->occ)) return 1;
  return 0;
}

int polyssimo_game_can_place(const polyssimo_game_t *s, int player) {
  uint64_t h = s->hand[player];
  while (h) {
    int i = __builtin_ctzll(h);
    h &= h - 1;
    if (piece_fits(s, i)) return 1;
  }
  return 0;
}

int polyssimo_game_moves(const polyssimo_game_t *s, int *out) {
  const polyssimo_geo_t *g = s->geo;
  int n = 0;
  if (s->phase != POLYSSIMO_PLACE) return 0;
  uint64_t h = s->hand[s->turn];
  while (h) {
    int i = __builtin_ctzll(h);
    h &= h - 1;
    for (int j = g->start[i]; j < g->start[i + 1]; j++)
      if (!base_bb_meets(&g->place[j].bb, &s->occ)) out[n++] = j;
  }
  return n;
}

/* Next player anticlockwise who has not stopped; the game is over when
 * every player has. */
static void next_turn(polyssimo_game_t *s) {
  unsigned all = (1u << s->nplayers) - 1;
  if ((s->stopped & all) == all) {
    s->phase = POLYSSIMO_OVER;
    return;
  }
  int t = s->turn;
  do t = (t + s->nplayers - 1) % s->nplayers;
  while ((s->stopped >> t) & 1);
  s->turn = t;
}

polyssimo_rule_t polyssimo_game_draft(polyssimo_game_t *s, int player, int piece) {
  if (s->phase == POLYSSIMO_OVER) return POLYSSIMO_RULE_OVER;
  if (s->phase != POLYSSIMO_DRAFT) return POLYSSIMO_RULE_DRAFT_PIECE;
  if (player != s->turn) return POLYSSIMO_RULE_DRAFT_TURN;
  if (piece < 0 || piece >= s->geo->npieces || !((s->pool >> piece) & 1))
    return POLYSSIMO_RULE_DRAFT_PIECE;
  polyssimo_rule_t h = handicap_check(s, player, piece);
  if (h) return h;
  s->pool &= ~((uint64_t)1 << piece);
  s->picks[player]--;
  s->bw[player] += polyssimo_is_bw(s->geo, piece);
  s->hand[player] |= (uint64_t)1 << piece;
  s->left[player] += s->geo->size[piece];
  s->nmoves++;
  s->turn = (s->turn + 1) % s->nplayers;
  if (!s->pool) {
    s->phase = POLYSSIMO_PLACE;
    s->last_drafter = player;
    s->turn = player;
  }
  return POLYSSIMO_RULE_NONE;
}

static polyssimo_rule_t place_checks(const polyssimo_game_t *s, int player) {
  if (s->phase == POLYSSIMO_DRAFT) return POLYSSIMO_RULE_DRAFT_FIRST;
  if (s->phase == POLYSSIMO_OVER) return POLYSSIMO_RULE_OVER;
  if (player != s->turn) return POLYSSIMO_RULE_PLACE_TURN;
  return POLYSSIMO_RULE_NONE;
}

polyssimo_rule_t polyssimo_game_place(polyssimo_game_t *s, int player, int id) {
  polyssimo_rule_t r = place_checks(s, player);
  if (r) return r;
  if (id < 0 || id >= s->geo->nplace) return POLYSSIMO_RULE_INSIDE;
  const polyssimo_place_t *p = &s->geo->place[id];
  if (!((s->hand[player] >> p->piece) & 1)) return POLYSSIMO_RULE_HAND;
  if (base_bb_meets(&p->bb, &s->occ)) return POLYSSIMO_RULE_OVERLAP;
  base_bb_or(&s->occ, &p->bb);
  s->hand[player] &= ~((uint64_t)1 << p->piece);
  s->left[player] -= s->geo->size[p->piece];
  s->last_place[player] = s->nmoves++;
  next_turn(s);
  return POLYSSIMO_RULE_NONE;
}

polyssimo_rule_t polyssimo_game_place_at(polyssimo_game_t *s, int player, int piece, int orient,
                                         int x, int y) {
  polyssimo_rule_t r = place_checks(s, player);
  if (r) return r;
  if (piece < 0 || piece >= s->geo->npieces || !((s->hand[player] >> piece) & 1))
    return POLYSSIMO_RULE_HAND;
  int id = polyssimo_geo_find(s->geo, piece, orient, x, y);
  if (id < 0) return POLYSSIMO_RULE_INSIDE;
  return polyssimo_game_place(s, player, id);
}

polyssimo_rule_t polyssimo_game_stop(polyssimo_game_t *s, int player) {
  polyssimo_rule_t r = place_checks(s, player);
  if (r) return r;
  if (polyssimo_game_can_place(s, player)) return POLYSSIMO_RULE_STOP;
  s->stopped |= 1u << player;
  s->nmoves++;
  next_turn(s);
  return POLYSSIMO_RULE_NONE;
}

int polyssimo_game_winner(const polyssimo_game_t *s) {
  if (s->phase != POLYSSIMO_OVER) return -1;
  int best = 0;
  for (int p = 1; p < s->nplayers; p++) {
    int a = polyssimo_game_score(s, p), b = polyssimo_game_score(s, best);
    if (a < b || (a == b && s->last_place[p] > s->last_place[best])) best = p;
  }
  return best;
}
