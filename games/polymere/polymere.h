/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* polymere.h: Polymère, dominoes on hexagons: the tiles, the board, the rules engine, game records,
 * simulated players, the solitaire, exact counts.
 *
 * THE TILES. 124 hexagonal tiles: 120 carry the digits 1..6 on their six
 * edges, each circular order once (720 orders / 6 rotations; a tile is
 * turned, never flipped), and 4 blank jokers. Tile ids 0..119 are the
 * numbered tiles in lexicographic order of their text form, 120..123 the
 * jokers.
 *
 * COORDINATES. Tiles are pointy-top hexagons in axial coordinates (q, r):
 * q grows to the east, r to the south-east. Edges of a space are numbered
 * clockwise from the upper right:
 *   edge 0 NE (neighbour q+1, r-1)   edge 3 SW (q-1, r+1)
 *   edge 1 E  (q+1, r)               edge 4 W  (q-1, r)
 *   edge 2 SE (q, r+1)               edge 5 NW (q, r-1)
 * Edge e of a space touches edge (e+3) mod 6 of its neighbour.
 *
 * TEXT FORMS. A numbered tile is written as its six digits clockwise from
 * edge 0 in the rotation that puts 1 on edge 0 ("123456", "135264"); a
 * joker as "J". A tile lying on the board in rotation ROT (0..5) was turned
 * ROT sixths clockwise: the digit written at position i shows on the
 * board's edge (i+ROT) mod 6. A board is one tile a line, "Q,R TILE rROT"
 * for a numbered tile and "Q,R J FACES" for a joker, FACES its six edges
 * from 0 to 5, a digit where the edge is fixed and '.' where it is open.
 *
 * THE RULES as polyx checks them (DECISION: where the rulebook is open;
 * polyx-polymere(1) says the same, with the test of each rule). The first
 * tile goes to 0,0. A placed tile touches at least one tile, every edge
 * it touches shows the same digit, and one of those edges carries one of
 * the player's digits. A turn's first tile touching K edges leaves K-1
 * tiles owed; each further tile pays one and adds its own K-1; the turn
 * ends when nothing is owed, or by drawing what is owed (a pass only
 * before the turn's first tile). Jokers: a joker takes the digits of the
 * edges it touches, which must be distinct and include the player's
 * (DECISION), counts like a tile for obligations (DECISION), and every
 * joker must stay completable into one of the 120 circular orders, placed
 * or not (DECISION: the rulebook's "plus précisément": no digit twice);
 * edges between two jokers stay open and are solved for together. A dead
 * space (fixed touching edges show a digit twice) takes nothing. When the
 * pile holds fewer than owed, what is left is drawn and the rest forgiven
 * (DECISION). A player with no tile and nothing owed is out: the first out
 * wins, and play goes on for the places ("il est alors possible de continuer
 * la partie pour déterminer le deuxième, le troisième, etc."), the seats out
 * skipped, until one seat is left in or nobody can place; a record may stop
 * (or say "end") at any time after the first out. When nobody can place,
 * the seats still in rank by the fewest tiles, ties shared for first place. Two players take two
 * (or three) digits each, more players one; seat 1 holds the lowest digit.
 *
 * No global mutable state; every function is reentrant.
 */
#ifndef GAMES_POLYMERE_H
#define GAMES_POLYMERE_H

#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "games/game.h"

#define POLYMERE_NREAL       120 /* numbered tiles */
#define POLYMERE_NTILES      124 /* with the 4 jokers */
#define POLYMERE_JOKER0      120 /* first joker id */
#define POLYMERE_MAX_PLAYERS 6

/* ---- tiles (tile.c) ---- */

/* 1 when T is a joker id (120..123). */
static inline int polymere_is_joker(int t) {
  return t >= POLYMERE_JOKER0 && t < POLYMERE_NTILES;
}
/* Digit (1..6) at position I (0..5) of numbered tile T's text form. */
int polymere_tile_digit(int t, int i);
/* Digit tile T shows on board edge E when lying in rotation ROT. */
int polymere_tile_digit_at(int t, int rot, int e);
/* Position (0..5) of digit D in numbered tile T's text form. */
int polymere_tile_pos(int t, int d);
/* The numbered tile whose edges 0..5 show D[0..5] in some rotation (a
 * permutation of 1..6); stores the rotation in *ROT. -1 when D is not a
 * permutation. */
int polymere_tile_from_edges(const int d[6], int *rot);
/* The mirror image of numbered tile T (its digits in the other circular order). */
int polymere_tile_mirror(int t);
/* Text form of tile T into BUF (at least 7 bytes): "123456" or "J". */
const char *polymere_tile_name(int t, char *buf);
/* Parse a tile's text form at S (LEN bytes, not necessarily terminated):
 * six distinct digits 1..6 starting with 1, or "J" (the first joker not in
 * USED, a 124-byte array of flags, or 120 when USED is NULL). Returns the
 * id, or -1. */
int polymere_tile_parse(const char *s, size_t len, const unsigned char *used);

/* ---- the board (board.c) ---- */

/* Neighbour of (Q, R) across edge E. */
extern const int polymere_dq[6], polymere_dr[6];
/* Coordinates stay within -POLYMERE_OFF < q, r < POLYMERE_OFF. */
#define POLYMERE_OFF  128
#define POLYMERE_SIDE (2 * POLYMERE_OFF)

typedef struct polymere_cell {
  int16_t tile;    /* -1: empty */
  uint8_t rot;     /* numbered tiles */
  uint8_t face[6]; /* digit shown on edge e; 0: a joker's open edge */
  uint32_t mark;   /* scratch for polymere_board_frontier */
} polymere_cell_t;

typedef struct polymere_board {
  polymere_cell_t *cell;                          /* POLYMERE_SIDE * POLYMERE_SIDE */
  int n;                                          /* tiles placed */
  int16_t q[POLYMERE_NTILES], r[POLYMERE_NTILES]; /* places in the order played */
  unsigned char used[POLYMERE_NTILES];            /* 1: tile on the board */
  uint32_t stamp;                                 /* scratch for polymere_board_frontier */
} polymere_board_t;

/* The rules a placement or a record can break; their names in messages. */
typedef enum polymere_rule {
  POLYMERE_OK = 0,
  POLYMERE_R_OCCUPIED, /* "occupied": the space holds a tile */
  POLYMERE_R_TOUCH,    /* "touch": the space touches no tile */
  POLYMERE_R_FIRST,    /* "first": the first tile goes to 0,0 and is placed by seat 1 */
  POLYMERE_R_MATCH,    /* "match": a touching edge shows another digit */
  POLYMERE_R_OWN,      /* "own-digit": no touching edge carries the player's digit */
  POLYMERE_R_JOKER,    /* "joker": a joker would become impossible (a digit twice) */
  POLYMERE_R_HAND,     /* "in-hand": the tile is not in the player's hand */
  POLYMERE_R_TURN,     /* "turn": not this player's turn */
  POLYMERE_R_DRAW,     /* "draw": a draw that is not the count owed */
  POLYMERE_R_PASS,     /* "pass": a pass while tiles are owed, or mid-chain */
  POLYMERE_R_OVER,     /* "over": a move after the game ended */
  POLYMERE_R_END,      /* "end": "end" while someone can still play */
  POLYMERE_R_DIGITS,   /* "digits": not distinct, seat 1 lacks the lowest, or not 2-3 each with two
                    players,   1 with more */
  POLYMERE_R_DEAL, /* "deal": hands and pile are not the 124 tiles, or hands of the wrong size */
  POLYMERE_NRULES
} polymere_rule_t;
const char *polymere_rule_name(int r); /* any number: "?" out of range */

/* A new empty board (0 on success, -1 when out of memory). */
int polymere_board_init(polymere_board_t *b);
void polymere_board_free(polymere_board_t *b);
void polymere_board_clear(polymere_board_t *b);
/* The cell at (Q, R), or NULL off the coordinate range. */
polymere_cell_t *polymere_board_at(const polymere_board_t *b, int q, int r);

/* Whether tile T (rotation ROT; ignored for a joker) may go to (Q, R):
 * POLYMERE_OK, or the first rule it breaks among occupied, touch, match, joker,
 * own-digit. The digits of the player are DIGITS[0..NDIGITS-1] (NDIGITS 0:
 * no own-digit rule, the solitaire). The first tile of a game (empty board)
 * must go to 0,0 (rule first). *TOUCH receives the number of edges touched. */
polymere_rule_t polymere_board_check(const polymere_board_t *b, int t, int rot, int q, int r,
                                     const int *digits, int ndigits, int *touch);
/* Place tile T without checking; fixes the open joker edges it touches.
 * Off polymere_board_at's range nothing is placed. */
void polymere_board_place(polymere_board_t *b, int t, int rot, int q, int r);
/* 1 when every joker on the board can still be completed into a numbered
 * tile (the digits fixed on it and on the edges between jokers all distinct). */
int polymere_board_jokers_ok(const polymere_board_t *b);
/* Dead spaces: empty spaces that touch a tile and whose fixed touching
 * edges show a digit twice: no numbered tile fits there, and a joker would
 * become impossible, so the space stays empty for the rest of the game. Stores up to MAX of them in
 * Q[], R[], returns how many there are. */
int polymere_board_dead(const polymere_board_t *b, int *q, int *r, int max);
/* Write the board's text form (one tile a line, in the order played). */
void polymere_board_write(FILE *out, const polymere_board_t *b);
/* Read a board's text form (TEXT, LEN bytes; '#' starts a comment) into
 * B (initialised). Returns 0; 1 with RES filled: a malformed line
 * (RES->syntax), or a board that breaks a rule: a space or tile twice
 * (occupied, in-hand), touching edges that differ (match), a joker with a
 * digit twice, an open edge against a tile, or no completion (joker). */
struct polymere_check;
int polymere_board_read(const char *text, size_t len, polymere_board_t *b,
                        struct polymere_check *res);
/* The empty spaces touching a tile (every space when the board is empty:
 * just 0,0), up to MAX, in a fixed order; returns how many. */
int polymere_board_frontier(polymere_board_t *b, int *q, int *r, int max);

/* ---- games and records (rules.c, record.c) ---- */

/* A game in progress. */
typedef struct polymere_game {
  int nplayers, ndigits;              /* ndigits: digits a player (1; 2 or 3 with two players) */
  int digit[POLYMERE_MAX_PLAYERS][3]; /* seat s plays digit[s][0..ndigits-1] */
  unsigned char hand[POLYMERE_MAX_PLAYERS][POLYMERE_NTILES]; /* 1: tile t in seat s's hand */
  int nhand[POLYMERE_MAX_PLAYERS];
  int pile[POLYMERE_NTILES], npile, pile_top; /* pile[pile_top..npile-1], drawn in that order */
  polymere_board_t board;
  int seat;        /* whose turn */
  int owed;        /* tiles owed in this turn */
  int in_chain;    /* 1: the turn's first tile is placed and tiles are owed */
  int placed_turn; /* tiles placed this turn */
  int over;        /* 1: game over */
  int winner;      /* seat of the first out, or -1 (blocked: see polymere_game_ranking) */
  int place[POLYMERE_MAX_PLAYERS];     /* 1, 2...: the order in which seats went out; 0 still in */
  int nout;                            /* seats out */
  int moves, turns, passes_in_row;     /* moves: placements, draws and passes */
  long drawn;                          /* tiles drawn for debts */
  int chain_hist[POLYMERE_NTILES + 1]; /* turns by the number of tiles placed */
  int seat_chains[POLYMERE_MAX_PLAYERS][POLYMERE_NTILES + 1]; /* the same, seat by seat */
} polymere_game_t;

/* Hand size for N players: 20 (2..4) or 15 (5, 6). */
int polymere_hand_size(int nplayers);
/* Deal from SEED: the 124 tiles shuffled by the project's RNG, hands dealt
 * seat after seat (seat 1 first, HAND tiles each), the rest is the pile in
 * order. ORDER receives the 124 ids in shuffled order. */
void polymere_deal_seed(uint64_t seed, int order[POLYMERE_NTILES]);
/* Start a game: N players, NDIGITS digits each in DIGITS (seat-major), the
 * 124 tiles in ORDER as polymere_deal_seed gives. Returns POLYMERE_OK, or POLYMERE_R_DIGITS
 * (digits not distinct or 1..6, seat 1 without the lowest, or not two or
 * three digits each with two players and one each with more), POLYMERE_R_DEAL. */
polymere_rule_t polymere_game_start(polymere_game_t *g, int nplayers, int ndigits,
                                    const int *digits, const int order[POLYMERE_NTILES]);
/* Roll the die for N players (NDIGITS each; rerolls a taken digit) and
 * seat them in increasing order of their lowest digit, from *RNG. */
void polymere_roll_digits(uint64_t *rng, int nplayers, int ndigits, int *digits);
/* Moves of the seat to play. place: tile T (numbered or joker) at (Q, R).
 * draw: end the turn drawing N tiles (N must be the count owed, or what is
 * left of the pile when it holds fewer). pass: end a turn without placing
 * (only at its start). Each returns POLYMERE_OK and applies the move, or the
 * rule broken and changes nothing. *TOUCH: edges touched. */
polymere_rule_t polymere_game_place(polymere_game_t *g, int t, int rot, int q, int r, int *touch);
polymere_rule_t polymere_game_draw(polymere_game_t *g, int n);
polymere_rule_t polymere_game_pass(polymere_game_t *g);
/* The rotations (bit ROT set) in which tile T may go to (Q, R) for a
 * player with DIGITS[0..ND-1] (a joker: bit 0 when it may go there);
 * *TOUCH: edges touched. */
unsigned polymere_fits(const polymere_board_t *b, int t, int q, int r, const int *digits, int nd,
                       int *touch);
/* The number of tiles a draw must take now: min(owed, pile left). */
int polymere_game_draw_due(const polymere_game_t *g);
/* 1 when seat S has a legal placement (numbered tile or joker). */
int polymere_game_can_play(polymere_game_t *g, int s);
/* Seats ranked: the seats out in the order they went out, then the others
 * by fewest tiles (ties keep seat order); stores them in RANK; returns the
 * number of seats tied for first place. */
int polymere_game_ranking(const polymere_game_t *g, int rank[POLYMERE_MAX_PLAYERS]);
void polymere_game_free(polymere_game_t *g);

/* The obligation count of the rulebook: after a turn's first tile touching
 * K1 edges, K1-1 are owed; each further tile pays one and adds its K-1.
 * OWED after the tiles TOUCH[0..N-1]; the count stops (-1) when the chain
 * ended before the last tile (owed reached 0). */
int polymere_chain_owed(const int *touch, int n);

/* Result of a record check. */
typedef struct polymere_check {
  int syntax;           /* 1: malformed record (then rule is POLYMERE_OK) */
  polymere_rule_t rule; /* the rule broken */
  unsigned long line, col;
  int move; /* 1-based number of the move, 0 when none */
  char msg[256];
} polymere_check_t;

/* Check record TEXT (LEN bytes) move by move into G, zeroed or a game of an earlier
 * check (its board is then reused: polymere_game_free it once, even on failure).
 * Returns 0 when legal, 1 when malformed or a rule is broken (RES says where and
 * what), -1 out of memory.
 *
 * THE RECORD FORMAT, one item a line, '#' starts a comment:
 *   polymere 1                 first line
 *   players N                  2..6
 *   digits D D ...             a digit a player in seat order; with two
 *                              players "1,4 2,6" (two digits each) or
 *                              "1,2,3 4,5,6" (the three-digit variant)
 *   deal seed S                hands and pile from the seed, or:
 *   deal                       then "hand SEAT TILE..." for every seat
 *   hand SEAT TILE...          and "pile TILE..." with the rest, in draw
 *   pile TILE...               order (all 124 tiles once)
 *   SEAT place TILE Q,R rROT   a numbered tile (rROT 0..5)
 *   SEAT place J Q,R           a joker
 *   SEAT draw N                end the turn drawing the N tiles owed
 *   SEAT pass                  end the turn without placing
 *   end                        the game is over (optional; checked: nobody
 *                              can place, or a seat is out and no chain is
 *                              under way: the places are not played out)
 */
int polymere_record_check(const char *text, size_t len, polymere_game_t *g, polymere_check_t *res);

/* ---- simulated players (play.c) ---- */

typedef enum polymere_strategy {
  POLYMERE_RANDOM = 0, /* a random legal tile, chains as long as it can */
  POLYMERE_GREEDY,     /* the tile touching most edges: the longest chains */
  POLYMERE_BLOCKER,    /* dead spaces and closed digits for the others */
  POLYMERE_NSTRATEGIES
} polymere_strategy_t;
const char *polymere_strategy_name(int s); /* any number: "?" out of range */

typedef struct polymere_sim {
  int winner;  /* first out, or the first of the ranking */
  int rank[POLYMERE_MAX_PLAYERS]; /* every seat, first place first (polymere_game_ranking) */
  int tied;    /* seats tied for first place when blocked */
  int blocked; /* 1: ended with nobody able to play */
  int turns, placed;
  long drawn;
  int chain_hist[POLYMERE_NTILES + 1];
  int seat_chains[POLYMERE_MAX_PLAYERS]
                 [POLYMERE_NTILES + 1]; /* turns of each seat by tiles placed */
} polymere_sim_t;

/* Play one game: N players (NDIGITS digits each), seat s playing
 * STRAT[s], from SEED (digits, deal and choices). When REC is not NULL the
 * game's record is written there. Returns 0, -1 when out of memory. */
int polymere_simulate(int nplayers, int ndigits, const polymere_strategy_t *strat, uint64_t seed,
                      FILE *rec, polymere_sim_t *out);

/* One simulated game (polymere_simulate into *SIM) as games/game.h's result: each player's place
 * (1 the first) and the winners, the seats tied for the first place; status -1 when out of
 * memory. polymere_game's simulate and every game of polymere_series play through it. Returns
 * RES->status. */
int polymere_play_one(int nplayers, int ndigits, const polymere_strategy_t *strat, uint64_t seed,
                      FILE *rec, polymere_sim_t *sim, game_result_t *res);

/* ---- a series of simulated games (series.c) ---- */

typedef struct polymere_series_opts {
  int players, digits;                   /* 2..6 players; digits each */
  const polymere_strategy_t *strategies; /* seated in turn: game i, seat s plays */
  int nstrategies;                       /* strategies[(s + i) % nstrategies] */
  uint64_t seed, games;                  /* game i uses seed + i */
  /* Raised (nonzero) from a signal handler (Ctrl-C): no game starts after it, the series ends
   * POLYMERE_SERIES_CANCELLED. NULL: never. */
  const volatile sig_atomic_t *cancel;
} polymere_series_opts_t;

typedef struct polymere_series {
  game_tally_t tally; /* seats and strategies: places (1 the first) summed, games won (a tie
                         for the first place wins nothing) */
  long hist[POLYMERE_NTILES + 1];                        /* turns that placed k tiles */
  long shist[POLYMERE_NSTRATEGIES][POLYMERE_NTILES + 1]; /* the same per strategy */
  long turns, placed, drawn, blocked, replayed, maxchain;
  uint64_t failed_seed;    /* POLYMERE_SERIES_CHECKER: the game that does not replay, */
  unsigned long fail_line; /* the record's line */
  char fail_msg[256];      /* and why */
} polymere_series_t;

typedef enum polymere_series_status {
  POLYMERE_SERIES_OK = 0,
  POLYMERE_SERIES_NOMEM,
  POLYMERE_SERIES_CHECKER, /* a simulated game does not replay through the checker (a bug) */
  POLYMERE_SERIES_CANCELLED /* O->cancel was raised: the figures are partial */
} polymere_series_status_t;

struct dist;
/* Play O's games on JOBS threads of each process of GROUP (games/game.h;
 * NULL: this process alone), replay each record through polymere_record_check
 * (it must be legal and end with the same winner) and sum them into *OUT on
 * rank 0; the record of the first game goes to REC when not NULL. The same
 * options give the same figures, byte for byte, whatever JOBS and the
 * processes. POLYMERE_SERIES_NOMEM also when a thread could not start or the
 * processes could not talk. */
polymere_series_status_t polymere_series(struct dist *group, int jobs,
                                         const polymere_series_opts_t *o, FILE *rec,
                                         polymere_series_t *out);


/* ---- the independent checker (verify.c) ---- */

/* A layout: N tiles, tile T[i] at (Q[i], R[i]) in rotation ROT[i]. For a
 * joker, JF[i*6+e] gives the digit it stands for on edge e (a completion
 * found by the solver), or NULL when none is given. Checks, edge by edge
 * and with nothing shared with the searches: no tile twice, no place
 * twice, every touching edge equal, every joker completable (its six
 * digits distinct; with JF given, the digits it stands for agree with its
 * neighbours). Returns 0, or -1 with the first fault in MSG. */
int polymere_verify_layout(int n, const int *t, const int *q, const int *r, const int *rot,
                           const int *jf, char *msg, size_t msglen);

/* ---- exact counts (count.c) ---- */

/* Ways to complete the first ring around tile T at 0,0 in rotation 0: the
 * six neighbours distinct numbered tiles other than T, every touching edge
 * equal. By libdlx with colours; every solution's witness is checked by
 * polymere_verify_layout. *COUNT receives the count. When EMIT is not NULL the
 * exact-cover problem is written there in Knuth's format instead (and
 * nothing is counted). Returns 0, -1 (out of memory or a witness failed:
 * MSG says). */
int polymere_count_ring(int t, FILE *emit, uint64_t *count, char *msg, size_t msglen);
/* The same by a direct search over the 120 tiles (the differential check). */
uint64_t polymere_count_ring_direct(int t);
/* Numbered tiles that fit a space whose edges 0..5 are fixed to
 * PATTERN[e] (1..6) or open (0), each tile counted once whatever its
 * rotations (by libdlx with colours: one option for the fixed edges, one
 * for each tile and rotation). EMIT as above. */
int polymere_count_space(const int pattern[6], FILE *emit, uint64_t *count, char *msg,
                         size_t msglen);
uint64_t polymere_count_space_direct(const int pattern[6]);
/* The edges of a space as `polymere count space` reads them: S (LEN bytes) six of 1-6 or
 * '.' or '?' (open), from edge 0, into PATTERN (0 open); the open edges into *FREE_EDGES, 1
 * into *DUP when a digit is there twice. Returns 0; 1 when S is not six such edges; 2 when
 * every edge is open. */
int polymere_space_parse(const char *s, size_t len, int pattern[6], int *free_edges, int *dup);

/* ---- the solitaire (solitaire.c) ---- */

/* Spaces within ring K of 0,0: 1 + 3K(K+1). */
static inline int polymere_ring_cells(int k) {
  return 1 + 3 * k * (k + 1);
}

typedef enum polymere_engine { POLYMERE_ENGINE_DLX = 0, POLYMERE_ENGINE_DIRECT } polymere_engine_t;

typedef struct polymere_solitaire {
  int n;          /* tiles placed */
  int full_rings; /* complete rings around the first tile */
  int outer;      /* tiles in ring full_rings+1 */
  int proved;     /* 1: no layout of these full rings holds more tiles in the next ring */
  char how[200];  /* what was proved, or where the bound stopped, in the user's language */
  int budget_out; /* polymere_solitaire returned 1 because the node budget ran out (not because the
                     full rings are impossible) */
  int t[POLYMERE_NTILES], q[POLYMERE_NTILES], r[POLYMERE_NTILES], rot[POLYMERE_NTILES];
  int jf[POLYMERE_NTILES * 6]; /* joker completions (see polymere_verify_layout) */
  uint64_t nodes1, nodes2;     /* search nodes: the full rings, the next ring */
  double sec1, sec2;           /* processor seconds of each phase */
  int tries;                   /* restarts of the full-ring search (each with a
                                  larger slice of the budget, a new order) */
  double sec_first;            /* seconds to the first full rings found */
  int dead_next; /* spaces of the next ring that must stay empty in the layout kept (dead, or
                    no remaining tile fits beyond what the 4 jokers fill) */
} polymere_solitaire_t;

/* Build RINGS full rings (1..5) around numbered tile FIRST at 0,0 in
 * rotation 0 with ENGINE (numbered tiles only), then as many of the
 * remaining tiles (jokers included) as fit in the next ring, by libdlx:
 * exactly M tiles for M from the most down, each search within BUDGET
 * nodes (0: no limit); the full rings are searched in restarts of 20000
 * nodes and more, BUDGET nodes in all, until a layout leaves no more dead
 * spaces in the next ring than the remaining tiles leave empty anyway (the
 * one with the fewest when the budget ends). SEED orders the choices. CANCEL (NULL: never),
 * raised from a signal handler (Ctrl-C), stops every search within about 10,000 nodes: it
 * returns 2. Returns 0; 1 when the full rings were not found within the budget; -1 out of
 * memory. The layout is checked by polymere_verify_layout before it is returned (-1 with MSG
 * if it fails). PROGRESS (NULL for none) is called with CTX before each search of the next
 * ring, with the tiles it tries to place there and the nodes of every search so far. */
typedef void (*polymere_progress_fn)(void *ctx, int tiles, uint64_t nodes);
int polymere_solitaire(int first, int rings, polymere_engine_t engine, uint64_t seed,
                       uint64_t budget, const volatile sig_atomic_t *cancel,
                       polymere_solitaire_t *out, char *msg, size_t msglen,
                       polymere_progress_fn progress, void *ctx);

#endif
