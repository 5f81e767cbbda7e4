/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* polyssimo.h: Polyssimo Challenge, the whole public face of the game (drawing apart, in draw.h).
 *
 * The game (Alain Brobecker): a 12x11 board and 24 pieces (the pieceset
 * named "polyssimo": the 12 pentominoes and 12 hexominoes, 132 squares),
 * which may be turned over. 2-4 players draft the pieces in turn clockwise
 * (player 1, 2, ..., n, 1, ...) until none is left; then, anticlockwise and
 * starting with the last player to draft, each places one piece of their
 * hand inside the board, overlapping nothing. A player who cannot place any
 * piece stops (for good). When every player has stopped the game is over:
 * the fewest squares left in hand wins; on a tie, the last of the tied
 * players to have placed a piece wins (a tied player who never placed
 * loses to one who did; two who never placed: the lower seat).
 *
 * Everything works on bitboards of up to POLYSSIMO_MAX_CELLS cells (row-major,
 * bit y*w+x) and with up to POLYSSIMO_MAX_PIECES pieces (copies of a piece are
 * separate pieces here). No global state; the functions are reentrant.
 */
#ifndef GAMES_POLYSSIMO_H
#define GAMES_POLYSSIMO_H

#include <signal.h>
#include <stdint.h>
#include <stdio.h>

#include "base/bits.h"
#include "games/game.h"
#include "poly/geom.h"
#include "poly/polyomino.h"

#define POLYSSIMO_MAX_CELLS      192
#define POLYSSIMO_MAX_PIECES     64
#define POLYSSIMO_MAX_PLAYERS    4
#define POLYSSIMO_BOARD_W        12
#define POLYSSIMO_BOARD_H        11
#define POLYSSIMO_DEFAULT_PIECES "polyssimo"

/* The cells of the board (bit y*w+x): a bitboard of base/bits.h. */
typedef struct polyssimo_bb {
  uint64_t w[3];
} polyssimo_bb_t;

/* One placement: piece index, orientation (index into the piece's
 * piece_orient, the order of shape_orientations), and the translation: the
 * orientation's normalised cell (cx, cy) lands on board cell (x+cx, y+cy). */
typedef struct polyssimo_place {
  polyssimo_bb_t bb;
  int16_t piece, orient, x, y;
} polyssimo_place_t;

/* The geometry of a board and a set of pieces: every placement of every
 * piece inside the W x H rectangle, grouped by piece (placements of piece
 * i are place[start[i] .. start[i+1]-1]). */
typedef struct polyssimo_geo {
  int w, h, ncells;
  int npieces;
  piece_t *pieces; /* npieces entries (copies expanded), malloc'd */
  int *size;       /* cells of each piece */
  char *letter;    /* a distinct display letter per piece */
  int *start;      /* npieces+1 entries */
  polyssimo_place_t *place;
  int nplace;
} polyssimo_geo_t;

/* Build the geometry of SET (copies expanded into separate pieces, in set
 * order) on a W x H board. Errors (-1 with ERR): more than POLYSSIMO_MAX_PIECES
 * pieces, W*H over POLYSSIMO_MAX_CELLS or a side < 1, no memory. Letters (the
 * legend that boards, hands and answers follow): a piece's one-character
 * name when no other piece has it, else a, b, c... then other free letters
 * and digits, never i, l, o, I, O, 0 or 1 (look-alikes of the I). */
int polyssimo_geo_init(polyssimo_geo_t *g, const pieceset_t *set, int w, int h, base_error_t *err);
void polyssimo_geo_free(polyssimo_geo_t *g);
/* Id of the placement (PIECE, ORIENT, X, Y), -1 when it does not lie inside
 * the board, -2 when PIECE or ORIENT is out of range. */
int polyssimo_geo_find(const polyssimo_geo_t *g, int piece, int orient, int x, int y);
/* Index of the piece named NAME among those not in USED (bit mask), or -1. */
int polyssimo_geo_piece(const polyssimo_geo_t *g, const char *name, uint64_t used);
/* The legend of G's letters, "a=H1 b=H2 ..." (pieces whose letter is not
 * their one-character name), into BUF (N bytes). Its length, or -1 when
 * it does not fit. */
int polyssimo_geo_legend(const polyssimo_geo_t *g, char *buf, size_t n);
/* Parse SPEC (pieceset_parse) and build the geometry. */
int polyssimo_geo_from_spec(polyssimo_geo_t *g, const char *spec, int w, int h, base_error_t *err);

/* What building geometries one after the other can reuse: the enumerations that name numbered
 * pieces (H1...) and every piece's placements on a board, found by its shape, its
 * one-sidedness and the board's size. Zeroed: empty. It holds at most POLYSSIMO_CACHE_PLACES
 * pieces' placements (then starts again empty). One per caller, not shared between threads;
 * polyssimo_geo_cache_free releases it (and leaves it empty). */
#define POLYSSIMO_CACHE_PLACES 512
typedef struct polyssimo_geo_cache {
  polyomino_cache_t names;
  struct polyssimo_piece_places *v; /* npieces entries */
  int n, cap;
} polyssimo_geo_cache_t;
void polyssimo_geo_cache_free(polyssimo_geo_cache_t *c);
/* polyssimo_geo_from_spec through CACHE (NULL: none): the same geometry, placements in the
 * same order. */
int polyssimo_geo_from_spec_cached(polyssimo_geo_t *g, const char *spec, int w, int h,
                                   polyssimo_geo_cache_t *cache, base_error_t *err);

/* ---- The game ---------------------------------------------------------- */

typedef enum polyssimo_phase {
  POLYSSIMO_DRAFT = 0,
  POLYSSIMO_PLACE,
  POLYSSIMO_OVER
} polyssimo_phase_t;

/* The rules a move can break (polyssimo_rule_name gives a short name and a line). */
typedef enum polyssimo_rule {
  POLYSSIMO_RULE_NONE = 0,
  POLYSSIMO_RULE_DRAFT_TURN,  /* draft-turn: drafting goes clockwise, player 1 first */
  POLYSSIMO_RULE_DRAFT_PIECE, /* draft-piece: only a piece still in the pool is drafted */
  POLYSSIMO_RULE_DRAFT_FIRST, /* draft-first: no move but a draft until the pool is empty */
  POLYSSIMO_RULE_PLACE_TURN,  /* place-turn: anticlockwise from the last drafter, stopped players
                                 skipped */
  POLYSSIMO_RULE_HAND,        /* hand: a player places only a piece of their own hand */
  POLYSSIMO_RULE_INSIDE,      /* inside: the piece lies inside the board */
  POLYSSIMO_RULE_OVERLAP,     /* overlap: the piece covers no covered square */
  POLYSSIMO_RULE_STOP,        /* stop: a player stops only when none of their pieces fits */
  POLYSSIMO_RULE_OVER,        /* over: no move once every player has stopped */
  POLYSSIMO_RULE_RESULT,      /* result: fewest squares left wins; tie: last of them to place */
  POLYSSIMO_RULE_HANDICAP, /* handicap: a handicapped player drafts enough black-and-white pieces */
  POLYSSIMO_RULE_COUNT
} polyssimo_rule_t;
/* "draft-turn" etc. and a one-line statement of the rule. Static strings. */
const char *polyssimo_rule_name(int r); /* any number: "?" out of range */
const char *polyssimo_rule_text(polyssimo_rule_t r);

/* How the game is scored at the end: the English rulebook counts the
 * squares left in hand, the Czech one the pieces. */
typedef enum polyssimo_scoring {
  POLYSSIMO_SCORE_SQUARES = 0,
  POLYSSIMO_SCORE_PIECES
} polyssimo_scoring_t;

/* Black-and-white pieces (the hexominoes of the box): POLYSSIMO_BW_SIZE squares
 * or more. */
#define POLYSSIMO_BW_SIZE 6

/* Rules agreed before the game: the scoring, and the handicap (the
 * rulebook's NB: a stronger player drafts at least HANDICAP[p]
 * black-and-white pieces; 0 for none). */
typedef struct polyssimo_rules {
  polyssimo_scoring_t scoring;
  int handicap[POLYSSIMO_MAX_PLAYERS];
} polyssimo_rules_t;

typedef struct polyssimo_game {
  const polyssimo_geo_t *geo;
  int nplayers;
  polyssimo_scoring_t scoring;
  int handicap[POLYSSIMO_MAX_PLAYERS]; /* black-and-white pieces each must draft */
  int bw[POLYSSIMO_MAX_PLAYERS];       /* black-and-white pieces drafted */
  int picks[POLYSSIMO_MAX_PLAYERS];    /* draft picks left */
  polyssimo_phase_t phase;
  int turn;      /* player to move, 0-based */
  uint64_t pool; /* pieces not drafted yet */
  uint64_t hand[POLYSSIMO_MAX_PLAYERS];
  int left[POLYSSIMO_MAX_PLAYERS]; /* squares in hand */
  polyssimo_bb_t occ;              /* covered cells */
  unsigned stopped;                /* bit p: player p has stopped */
  int last_drafter;
  int last_place[POLYSSIMO_MAX_PLAYERS]; /* move number of the player's last placement, -1 */
  int nmoves;
} polyssimo_game_t;

/* A new game on G (not copied: G must outlive the game) for NPLAYERS
 * (2..POLYSSIMO_MAX_PLAYERS; -1 otherwise). */
int polyssimo_game_init(polyssimo_game_t *s, const polyssimo_geo_t *g, int nplayers);
/* Agree on R before the first move: 0, or -1 (the game unchanged) when
 * a move was made, the scoring is unknown, or the handicaps cannot all be
 * met (more than a player's picks, or than the black-and-white pieces). */
int polyssimo_game_set_rules(polyssimo_game_t *s, const polyssimo_rules_t *r);
/* 1 when PIECE is black-and-white (POLYSSIMO_BW_SIZE squares or more). */
int polyssimo_is_bw(const polyssimo_geo_t *g, int piece);
/* 1 when PLAYER may draft PIECE now. */
int polyssimo_game_draft_legal(const polyssimo_game_t *s, int player, int piece);
/* What player P has left in hand as the game's scoring counts it. */
int polyssimo_game_score(const polyssimo_game_t *s, int p);
/* Moves. PLAYER is 0-based. Each returns POLYSSIMO_RULE_NONE and plays the move,
 * or the first rule the move breaks (the game unchanged). */
polyssimo_rule_t polyssimo_game_draft(polyssimo_game_t *s, int player, int piece);
polyssimo_rule_t polyssimo_game_place(polyssimo_game_t *s, int player, int place_id);
/* A placement given by piece/orientation/translation (polyssimo_geo_find -1:
 * POLYSSIMO_RULE_INSIDE). */
polyssimo_rule_t polyssimo_game_place_at(polyssimo_game_t *s, int player, int piece, int orient,
                                         int x, int y);
polyssimo_rule_t polyssimo_game_stop(polyssimo_game_t *s, int player);
/* 1 when PLAYER has a piece in hand that fits. */
int polyssimo_game_can_place(const polyssimo_game_t *s, int player);
/* The legal placements of the player to move into OUT (room for
 * geo->nplace); returns their number. */
int polyssimo_game_moves(const polyssimo_game_t *s, int *out);
/* The winner (0-based) of a finished game, or -1 when not over. */
int polyssimo_game_winner(const polyssimo_game_t *s);

/* ---- Records ------------------------------------------------------------
 * A game record is text, one item per line, '#' starts a comment, blank
 * lines ignored:
 *   polyssimo-record 1        first line
 *   board WxH                 (default 12x11)
 *   pieces SPEC               (default polyssimo)
 *   players N [NAME,NAME...]  2..4, optional strategy names
 *   scoring squares|pieces    the winner has the fewest squares (English
 *                             rulebook, the default) or pieces (Czech) left
 *   handicap P N              player P drafts at least N black-and-white
 *                             pieces (the rulebook's NB; rule 'handicap')
 *   draft P PIECE             player P (1-based) takes PIECE (a name)
 *   place P PIECE O X Y       player P places PIECE in orientation O
 *                             (0-based, the order of shape_orientations)
 *                             with its normalised cell (0,0)... at X, Y
 *   stop P                    player P cannot place and stops
 *   result P                  the winner (checked when present)
 * The header lines come before any move. */
typedef struct polyssimo_record {
  int w, h;
  char pieces[512];
  int nplayers;
  char names[128];
} polyssimo_record_t;

/* Write the header lines of a record for G and NPLAYERS: the first line,
 * board, pieces (G's piece names), players with NAMES (may be NULL).
 * Moves follow as "draft P NAME", "place P NAME O X Y", "stop P" and
 * "result P" lines (polyssimo_play_game writes them). */
void polyssimo_record_header(FILE *f, const polyssimo_geo_t *g, int nplayers, const char *names);
/* The lines of the rules agreed in S when not the default: "scoring
 * pieces", "handicap P N" (header lines, after "players"). */
void polyssimo_record_rules(FILE *f, const polyssimo_game_t *s);

/* Check a record held in TEXT (LEN bytes), move by move. On success
 * returns 0 with the replayed game left in *S and its geometry in *G
 * (caller frees G with polyssimo_geo_free; S points into G). On a broken rule
 * returns 1 with *RULE set, ERR holding the line and a message naming the
 * rule, and *S the position before the bad move. Format errors (bad line,
 * unknown piece): -1 with ERR, *RULE = POLYSSIMO_RULE_NONE. G is valid (freeable)
 * after any return. */
int polyssimo_record_check(const char *text, size_t len, polyssimo_geo_t *g, polyssimo_game_t *s,
                           polyssimo_rule_t *rule, base_error_t *err);
/* The same, reusing KNOWN (not copied; may be NULL) instead of building the
 * geometry when the record's board and pieces are KNOWN's (its board and
 * its piece names listed with ',' as polyssimo_record_header writes them); then
 * S->geo is KNOWN and G is left empty. Another geometry is built into G through
 * CACHE (may be NULL; polyssimo_geo_from_spec_cached), which a caller checking many records
 * keeps from one to the next. */
int polyssimo_record_check_known(const char *text, size_t len, const polyssimo_geo_t *known,
                                 polyssimo_geo_cache_t *cache, polyssimo_geo_t *g,
                                 polyssimo_game_t *s, polyssimo_rule_t *rule, base_error_t *err);
/* A file may hold several records (polyx polyssimo play --record), each
 * starting at a line "polyssimo-record ...". The end of the record that
 * starts at or after START (a line start) in TEXT[0..LEN): the start of
 * the next record, or LEN. The first record's part holds what comes before
 * it (comments). */
size_t polyssimo_record_next(const char *text, size_t len, size_t start);

/* ---- Computer players ---------------------------------------------------- */

typedef enum polyssimo_strategy {
  POLYSSIMO_RANDOM = 0,
  POLYSSIMO_GREEDY,
  POLYSSIMO_MC,
  POLYSSIMO_NSTRATEGIES
} polyssimo_strategy_t;
const char *polyssimo_strategy_name(int st); /* any number: "?" out of range */
/* -1 for an unknown name. */
int polyssimo_strategy_parse(const char *name);

/* Small seeded RNG (splitmix64). */
typedef struct polyssimo_rng {
  uint64_t s;
} polyssimo_rng_t;
uint64_t polyssimo_rng_next(polyssimo_rng_t *r);
/* Uniform in 0..n-1 (n >= 1). */
uint32_t polyssimo_rng_below(polyssimo_rng_t *r, uint32_t n);

/* Parameters of the Monte Carlo player: candidates kept from the greedy
 * ranking and random playouts per candidate. */
typedef struct polyssimo_mc_opts {
  int candidates, playouts;
} polyssimo_mc_opts_t;

/* The move of strategy ST for the player to move: in the draft a piece
 * index (*IS_PLACE 0), in the placement phase a placement id (*IS_PLACE 1),
 * or -1 when the player cannot place (the move is then "stop"). */
int polyssimo_choose(const polyssimo_game_t *s, polyssimo_strategy_t st,
                     const polyssimo_mc_opts_t *mc, polyssimo_rng_t *rng, int *is_place);

/* Play one whole game from the start with strategies ST[0..n-1] and write
 * its record (header included) to OUT when not NULL. Returns the winner. */
int polyssimo_play_game(const polyssimo_geo_t *g, int nplayers, const polyssimo_strategy_t *st,
                        const polyssimo_mc_opts_t *mc, uint64_t seed, polyssimo_game_t *final,
                        FILE *out);
/* The same under RULES (NULL: the defaults); -1 when they cannot hold. */
int polyssimo_play_game_rules(const polyssimo_geo_t *g, int nplayers,
                              const polyssimo_strategy_t *st, const polyssimo_mc_opts_t *mc,
                              const polyssimo_rules_t *rules, uint64_t seed,
                              polyssimo_game_t *final, FILE *out);

/* One game of polyssimo_play_game_rules (its final position in *FINAL) as games/game.h's result
 * too: the moves, each player's score (squares or pieces left, by RULES' scoring) and the winner
 * (none, and *FINAL not written, when the game could not be played to its end: rules that cannot
 * hold, a player's illegal move). polyssimo_game's simulate and every game of polyssimo_play_many
 * play through it. Returns the winner, or -1. */
int polyssimo_play_one(const polyssimo_geo_t *g, int nplayers, const polyssimo_strategy_t *st,
                       const polyssimo_mc_opts_t *mc, const polyssimo_rules_t *rules,
                       uint64_t seed, FILE *out, polyssimo_game_t *final, game_result_t *res);

/* Many games between strategies ST[0..N-1]: game I (0-based) is played
 * with seed SEED * 0x100000001b3 + I, the seats rotated by I places unless
 * FIXED_SEATS; each game's record is replayed through the checker and
 * written to REC (when not NULL) after a line "# game I+1". The games are
 * played on JOBS threads of each process of GROUP (games/game.h; NULL: this
 * process alone) and taken in order on rank 0: the same statistics and
 * records, byte for byte, whatever JOBS and the processes. NOMEM also when a
 * thread could not start or the processes could not talk. */
typedef struct polyssimo_play_opts {
  uint64_t games, seed;
  int fixed_seats;
  polyssimo_mc_opts_t mc;
  polyssimo_scoring_t scoring;
  int handicap[POLYSSIMO_MAX_PLAYERS]; /* by strategy (ST's order): it moves with
                                   the strategy when the seats rotate */
} polyssimo_play_opts_t;
typedef struct polyssimo_play_stats {
  uint64_t replayed;  /* games played to the end and legal */
  game_tally_t tally; /* the games played to the end, by seat and strategy: the squares left
                         summed (whatever --scoring), the games won (one winner a game) */
  uint64_t failed_game;    /* POLYSSIMO_PLAY_INTERNAL, POLYSSIMO_PLAY_CHECKER: the game (1-based) */
  unsigned long fail_line; /* POLYSSIMO_PLAY_CHECKER: the record's line and why */
  char fail_msg[200];
} polyssimo_play_stats_t;
typedef enum polyssimo_play_status {
  POLYSSIMO_PLAY_OK = 0,
  POLYSSIMO_PLAY_NOMEM,    /* out of memory */
  POLYSSIMO_PLAY_INTERNAL, /* a player made an illegal move (a bug) */
  POLYSSIMO_PLAY_CHECKER   /* a record fails the checker (a bug): its record was written */
} polyssimo_play_status_t;
struct dist;
polyssimo_play_status_t polyssimo_play_many(struct dist *group, int jobs,
                                            const polyssimo_geo_t *g, int n,
                                            const polyssimo_strategy_t *st,
                                            const polyssimo_play_opts_t *po, FILE *rec,
                                            polyssimo_play_stats_t *out);

/* ---- Endgame --------------------------------------------------------------
 * Exact best play from a position of the placement phase; MAX_NODES (0:
 * none) bounds the work (positions searched). Two players: alpha-beta on
 * VALUE, from player 1's side: +1000 for a win, -1000 for a loss, plus
 * player 2's squares left minus player 1's (each player wins if they can,
 * then maximises the margin); WINNER and LEFT[] are the end of a line of
 * best play. Three or four players: max^n, every player maximising their
 * own payoff (1000 for a win minus their squares left), equal payoffs to
 * the first move in placement order; VALUE 0. Returns 1 solved, 0 budget
 * exhausted, -1 no memory or wrong phase. *MOVE gets the best move of the
 * player to move (a placement id, or -1 for stop). */
typedef struct polyssimo_endgame {
  int move;
  int winner;
  int left[POLYSSIMO_MAX_PLAYERS];
  int value;
  uint64_t nodes;
} polyssimo_endgame_t;
int polyssimo_endgame_solve(const polyssimo_game_t *s, uint64_t max_nodes,
                            polyssimo_endgame_t *out);

/* ---- Footprint puzzles ------------------------------------------------------
 * Comments: lines starting with '#' and a blank (or a lone '#'), before
 * the header lines and after the board; ';' (the old comment character)
 * is still read.
 * A board W x H: cells '.' (a hole, to fill), '#' (outside) or a letter (a
 * piece already in place), and a hand of pieces (a pieceset spec) to place
 * in the holes, all of them, without overlap; a good puzzle has exactly
 * one way. Text format:
 *   polyssimo-puzzle 1
 *   id: ...          (optional; the one-line ID)
 *   hand: F,P,H4     (a pieceset spec)
 *   then the rows of the board.
 * One-line ID: "polyssimo:WxH:ROW/ROW/...:HAND" (HAND the spec with ','). */
typedef struct polyssimo_puzzle {
  int w, h;
  char *cells;    /* w*h, malloc'd */
  char hand[512]; /* pieceset spec */
} polyssimo_puzzle_t;

void polyssimo_puzzle_free(polyssimo_puzzle_t *p);
/* Parse the text format or (when TEXT starts with "polyssimo:") an ID.
 * Errors with line/col. */
int polyssimo_puzzle_parse(const char *text, size_t len, polyssimo_puzzle_t *p, base_error_t *err);
/* The ID (malloc'd) and the text form written to F. */
char *polyssimo_puzzle_id(const polyssimo_puzzle_t *p);
int polyssimo_puzzle_write(const polyssimo_puzzle_t *p, FILE *f);

/* Count the ways to place the hand (up to LIMIT, 0: all) with an
 * independent search of our own on bitboards: when the hand fills the
 * holes exactly, by covering the hole square with the fewest placements
 * left; otherwise hand pieces one at a time, copies of one shape kept in
 * order. SOL (may be NULL)
 * receives up to NSOL solutions, each p->w*p->h cells: the puzzle's cells
 * with the hand's pieces written in as letters (hand piece k gets letter
 * HANDLET[k], see polyssimo_puzzle_hand_letters). Returns the count or -1 on
 * error (ERR: bad hand, too big). *NODES gets the placements tried. */
long polyssimo_puzzle_count(const polyssimo_puzzle_t *p, long limit, char **sol, int nsol,
                            uint64_t *nodes, base_error_t *err);
/* Letters for the K hand pieces that appear nowhere on the board,
 * distinct, into OUT (room for POLYSSIMO_MAX_PIECES). Returns K or -1. */
int polyssimo_puzzle_hand_letters(const polyssimo_puzzle_t *p, char *out, base_error_t *err);

/* Generation: a random tiling of the W x H board with pieces of SPEC
 * (subset when the areas differ), then K of its pieces (an edge-connected
 * cluster when CLUSTER) removed into the hand; kept when the hand fits in
 * exactly one way (tiling library, limit 2) and MIN_NODES <= the solve's
 * nodes (tiling library search of all solutions). Tries up to MAX_TRIES
 * draws. Returns 1 with *P and its answer ANSWER (malloc'd w*h cells),
 * 0 when no draw passed, 2 when CANCEL was raised (before a draw), -1 on
 * error. *TRIES and *NODES report. */
typedef struct polyssimo_gen_opts {
  int w, h;
  const char *spec;
  int k;
  int cluster;
  uint64_t min_nodes;
  int max_tries;
  uint64_t seed;
  const volatile sig_atomic_t *cancel; /* raised from a signal handler: stop (NULL: never) */
} polyssimo_gen_opts_t;
int polyssimo_puzzle_generate(const polyssimo_gen_opts_t *o, polyssimo_puzzle_t *p, char **answer,
                              int *tries, uint64_t *nodes, base_error_t *err);
/* Count with the tiling library (the hand as an exact pieceset, holes as
 * the region, all else outside) up to LIMIT; hole area must equal the
 * hand's (else -2). *NODES: nodes of the search. -1 on error. */
long polyssimo_puzzle_count_tiling(const polyssimo_puzzle_t *p, long limit, uint64_t *nodes,
                                   base_error_t *err);

/* ---- Puzzles by level, generation IDs --------------------------------------
 * Level L (1-3) takes 4, 8 or 12 pieces as an edge-connected cluster and
 * asks for at least 0, 100 or 2000 tiling nodes; HAND (K > 0) K pieces and
 * any effort. Every puzzle's uniqueness is proved again by polyssimo_puzzle_count.
 * A generation ID "polyssimo:WxH:L<level>#SEED" (or "K<pieces>#SEED") makes
 * the same puzzle again with the same pieces. */
typedef struct polyssimo_gen_req {
  int w, h;
  const char *pieces; /* pieceset spec */
  int level, hand;    /* hand: 0, or the pieces to place (overrides the level) */
  int tries;          /* draws before giving up */
  /* Raised (nonzero) from a signal handler (Ctrl-C): the generation stops before its next
   * draw with POLYSSIMO_GEN_CANCELLED. NULL: never. */
  const volatile sig_atomic_t *cancel;
} polyssimo_gen_req_t;
/* 12x11, polyssimo, level 2, 2000 tries. */
void polyssimo_gen_req_init(polyssimo_gen_req_t *r);
typedef struct polyssimo_generated {
  polyssimo_puzzle_t p;
  char *answer; /* p.w*p.h cells, malloc'd */
  int level, k, tries, by_hand;
  uint64_t nodes, own_nodes, seed;
} polyssimo_generated_t;
typedef enum polyssimo_gen_status {
  POLYSSIMO_GEN_OK = 0,
  POLYSSIMO_GEN_BAD,     /* bad request (ERR: the pieces, the board...) */
  POLYSSIMO_GEN_NONE,    /* no unique puzzle after R->tries draws (OUT->tries) */
  POLYSSIMO_GEN_DISAGREE, /* the second count disagrees (a bug; ERR says) */
  POLYSSIMO_GEN_CANCELLED /* R->cancel was raised */
} polyssimo_gen_status_t;
/* The seed of puzzle I (0-based) of LEVEL in a run seeded SEED. */
uint64_t polyssimo_gen_seed(uint64_t seed, int level, int i);
/* Generate the puzzle of R at LEVEL from SEED into OUT (free it with
 * polyssimo_generated_free, whatever the status). */
polyssimo_gen_status_t polyssimo_gen_level(const polyssimo_gen_req_t *r, int level, uint64_t seed,
                                           polyssimo_generated_t *out, base_error_t *err);
void polyssimo_generated_free(polyssimo_generated_t *g);
/* G (its puzzle, answer and figures) as bytes, to hand it to another
 * process of the same polyx: *BUF (malloc'd) and *LEN; 0, or -1 when out
 * of memory. A puzzle that failed to generate packs too (its tries). */
int polyssimo_generated_pack(const polyssimo_generated_t *g, unsigned char **buf, size_t *len);
/* The bytes of polyssimo_generated_pack back into G (free it with
 * polyssimo_generated_free): 0, or -1 when malformed or out of memory (G empty). */
int polyssimo_generated_unpack(const unsigned char *buf, size_t len, polyssimo_generated_t *g);
/* G's generation ID into BUF (N bytes). */
void polyssimo_gen_id(const polyssimo_generated_t *g, char *buf, size_t n);
/* Parse a generation ID into R (board, level or hand; the rest kept) and
 * *SEED; -1 (R unchanged) when it is not one. */
int polyssimo_gen_id_parse(const char *id, polyssimo_gen_req_t *r, uint64_t *seed);

/* ---- check: a tiling of the whole board by all the pieces ---------------
 * With the tiling library (a random one from SEED when RANDOMIZE), within
 * BUDGET nodes. POLYSSIMO_CHECK_FOUND: *CELLS (malloc'd, W*H) the letters of the
 * pieces as G (built, freed by the caller with polyssimo_geo_free) letters them,
 * *NPIECES the pieces. ERR says why for SPEC, SETUP and GEO. */
typedef enum polyssimo_check_status {
  POLYSSIMO_CHECK_FOUND = 0,
  POLYSSIMO_CHECK_NONE,   /* the pieces do not tile the board */
  POLYSSIMO_CHECK_BUDGET, /* the budget ran out first */
  POLYSSIMO_CHECK_SPEC,   /* bad piece spec */
  POLYSSIMO_CHECK_SETUP,  /* the tiling problem cannot be set up (areas differ...) */
  POLYSSIMO_CHECK_GEO,    /* too many pieces or cells for the game */
  POLYSSIMO_CHECK_NOMEM
} polyssimo_check_status_t;
polyssimo_check_status_t polyssimo_board_tiling(const char *spec, int w, int h, int randomize,
                                                uint64_t seed, uint64_t budget, polyssimo_geo_t *g,
                                                char **cells, int *npieces, base_error_t *err);

#endif
