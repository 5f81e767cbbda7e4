/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* polymo.h: Polymo, a dice-and-pencil polyomino game, the whole public face of games/polymo/ but
 * drawing (draw.h): sheets, rules, records, players, the best sheet.
 *
 * THE GAME as the rulebook (Kallmeyer 2021, ../shared/rulebooks/002) has
 * it; polyx-polymo(1) lists every rule, where it is checked, its tests,
 * and the decisions (DECISION) where the rulebook is silent.
 * Each player has a sheet: an N x N grid (N = 9, or 8 for a short game)
 * with an X on the centre square (8 x 8: column 4, row 4), and the 21
 * polyominoes of 1..5 squares (89 squares) to cross off. Colours (pens):
 * Y yellow, R red, G green, B blue, K black. Players are numbered
 * clockwise from the one the lot made active first (DECISION).
 *   opening  every player in turn, from the first active player, takes a
 *            pen no other took (rule "taken") and colours any polyomino of
 *            1..5 squares covering the X ("first"); it is finished and
 *            crossed off at once.
 *   rounds   the active player (round 1: player 1; then the next player
 *            clockwise still in the game) rolls the colour dice (2 for 1-2
 *            players, 4 for 3-5) and the number die (1..5; a star: the
 *            active player chooses 1..5 and it holds for everyone). Then
 *            the active player and the others clockwise ("order") each:
 *   cross    take a pen: the colour of a free die (all dice of that colour
 *            are taken with it), or through a free star die any colour no
 *            die shows ("joker"), or, when no free die offers a colour, any
 *            pen still free; a colour serves one player a round ("taken",
 *            "no-die"); cross the number's squares in it, all for one
 *            planned figure; the move may say the figure is complete
 *            ("done"): it is coloured and its polyomino crossed off then;
 *   declare  "Verzichten": instead of crossing, take the pen of a planned
 *            figure's colour (as above) and declare the figure finished;
 *   pass     only when this roll allows no cross or declaration
 *            ("not-stuck") but a later one could: the player sits the
 *            round out (rule "pass" when no roll could);
 *   out      only when no roll can give a cross or a declaration any
 *            more ("keine Quadrate mehr"; "not-stuck", "not-out"): out
 *            for the rest of the game.
 * Figures: the crossed squares of one colour that are edge-connected; a
 * figure's shape may be one crossed off already: it is finished but
 * crossed off only once. Rules of a cross: on the grid ("off-grid"),
 * empty ("used"), as many as the number ("count"), edge-connected
 * ("apart"); touching at most one planned figure of its colour, which it
 * grows ("join"), and no finished one of its colour ("touch"); when the
 * record names the figure grown, touching it ("attach"); a figure never
 * has more than 5 squares ("big").
 * The game ends when every player is out. Score: the sum of the sizes of
 * the polyominoes NOT crossed off (minus points; fewest wins).
 *
 * No global state; all functions are reentrant.
 */
#ifndef GAMES_POLYMO_H
#define GAMES_POLYMO_H

#include <signal.h>
#include <stdint.h>
#include <stdio.h>

#include "games/game.h"
#include "poly/geom.h"

#define POLYMO_MAX_N       9
#define POLYMO_MAX_CELLS   (POLYMO_MAX_N * POLYMO_MAX_N)
#define POLYMO_NSHAPES     21
#define POLYMO_TOTAL       89 /* squares of the 21 polyominoes */
#define POLYMO_MAX_PLAYERS 5
#define POLYMO_MAX_DICE    4
#define POLYMO_MAX_FIGS    POLYMO_MAX_CELLS
#define POLYMO_STAR        6 /* a star on a colour die or on the number die */
#define POLYMO_DIE_FACES   6 /* faces of each die: five colours (or 1..5) and a star */

/* Colours 1..5 (0: none). */
enum { POLYMO_NONE = 0, POLYMO_Y, POLYMO_R, POLYMO_G, POLYMO_B, POLYMO_K, POLYMO_NCOLORS = 5 };

/* The names of the 21 polyominoes in list order (as on the sheet):
 * I1 I2 I3 L3 I4 O4 T4 S4 L4 F I L N P T U V W X Y Z. */
extern const char *const polymo_shape_names[POLYMO_NSHAPES];
/* Letter of colour C (1..5: "YRGBK"), '*' for POLYMO_STAR, '?' otherwise. */
char polymo_color_letter(int c);
/* Colour of letter CH (either case; '*' gives POLYMO_STAR), or 0. */
int polymo_color_of(int ch);

/* A 128-bit set of cells (cell y*N+x): a bitboard of base/bits.h. */
typedef struct polymo_bb {
  uint64_t w[2];
} polymo_bb_t;

/* Static geometry of an N x N sheet: every placement of every fixed
 * polyomino of 1..5 squares, grouped by size, with its neighbour set and
 * the index (0..20) of its free shape. Built once, shared read-only. */
typedef struct polymo_geo {
  int n;     /* side: 8 or 9 */
  int xcell; /* the X: cell index */
  int nplace;
  int start[7]; /* placements of size s: start[s] .. start[s+1]-1 */
  struct polymo_place {
    polymo_bb_t bb, nb;         /* cells, edge neighbours (outside bb) */
    int8_t size, shape, border; /* border: cell edges on the grid's edge */
    uint8_t cells[5];
  } * place;
  shape_t shapes[POLYMO_NSHAPES]; /* canonical (free) shapes, list order */
  int hmask;                      /* hash of placements by cell set: size hmask+1 */
  int32_t *hash;                  /* placement index, -1 empty */
} polymo_geo_t;

/* Build the geometry of an N x N sheet (N = 8 or 9). Returns 0, or -1 (bad
 * N, no memory). polymo_geo_free releases it. */
int polymo_geo_init(polymo_geo_t *g, int n);
void polymo_geo_free(polymo_geo_t *g);
/* Index 0..20 of the free polyomino made of the NC cells CELLS (cell
 * indices on the N x N grid), or -1 when they are not one (not connected,
 * more than 5). */
int polymo_shape_of(const polymo_geo_t *g, const int *cells, int nc);
/* The placement covering exactly the cells of BB, or -1 (not a polyomino
 * of 1..5 squares). Constant time. */
int polymo_place_find(const polymo_geo_t *g, const polymo_bb_t *bb);

/* One player's sheet. */
typedef struct polymo_sheet {
  uint8_t color[POLYMO_MAX_CELLS]; /* 0 empty, else colour */
  int16_t fig[POLYMO_MAX_CELLS];   /* figure index, -1 empty */
  int nfig;
  struct polymo_fig {
    uint8_t color, size, finished;
    int8_t shape; /* shape index (0..20) of its cells now */
    polymo_bb_t bb;
  } figs[POLYMO_MAX_FIGS];
  uint8_t crossed[POLYMO_NSHAPES]; /* 1: crossed off */
  polymo_bb_t occ;                 /* crossed squares */
  int started;                     /* has crossed squares */
  int out;                         /* out of the game */
} polymo_sheet_t;

/* Minus points of a sheet: sizes of the polyominoes not crossed off. */
int polymo_score(const polymo_sheet_t *s);
/* Squares of the N x N grid of S left empty (never crossed): the other
 * reading of the solo game's "je weniger Quadrate frei bleiben". */
int polymo_empty(int n, const polymo_sheet_t *s);

/* Dice of a round: NDICE colour faces (1..5 or POLYMO_STAR) and the number
 * face (1..5 or POLYMO_STAR). */
typedef struct polymo_dice {
  int ndice;
  int face[POLYMO_MAX_DICE];
  int number; /* 1..5 or POLYMO_STAR */
  int chosen; /* a star on the number die: the active player's choice
               * 1..5, or 0 when not known yet (the first cross sets it) */
} polymo_dice_t;

/* A move. */
typedef enum polymo_move_kind {
  POLYMO_CROSS = 0,
  POLYMO_DECLARE,
  POLYMO_PASS,
  POLYMO_OUT
} polymo_move_kind_t;
typedef struct polymo_move {
  polymo_move_kind_t kind;
  int color;    /* cross: the colour taken */
  int joker;    /* cross: 1 when a star die gives the colour */
  int place;    /* cross from polymo_moves: the placement index, else -1 */
  int grow;     /* cross: a square of the planned figure it grows, as the
                 * record names it ("+e5"; checked: rule "attach"), or -1 */
  int ncells;   /* cross: squares; declare: 1 (a square of the figure) */
  int cells[5]; /* cell indices; off-grid given as -1 */
  int done;     /* cross: the figure is complete, coloured and crossed off
                 * now (always so in the opening) */
} polymo_move_t;

/* The broken rules (POLYMO_OK: legal). polymo_rule_name gives the short
 * names used in messages and in the man page, polymo_rule_text a line. */
typedef enum polymo_rule {
  POLYMO_OK = 0,
  POLYMO_R_OFFGRID, /* "off-grid": a square off the grid */
  POLYMO_R_USED,    /* "used": a square already crossed (or listed twice) */
  POLYMO_R_COUNT,   /* "count": not as many squares as the number die */
  POLYMO_R_APART,   /* "apart": the squares are not edge-connected */
  POLYMO_R_FIRST,   /* "first": the opening polyomino misses the X */
  POLYMO_R_TOUCH,   /* "touch": touching a finished figure of the same colour */
  POLYMO_R_JOIN,    /* "join": touching two planned figures of the same colour */
  POLYMO_R_BIG,     /* "big": a figure of more than 5 squares */
  POLYMO_R_TAKEN,   /* "taken": the colour was taken this round */
  POLYMO_R_JOKER,   /* "joker": a star used for a colour a die shows */
  POLYMO_R_NODIE,   /* "no-die": no free die gives that colour, and one offers another */
  POLYMO_R_NOFIG,   /* "no-figure": declared square not in a planned figure */
  POLYMO_R_TURN,    /* "turn": a player out, or moving twice, or missing */
  POLYMO_R_STUCK,   /* "not-stuck": out although a move exists */
  POLYMO_R_PASS,    /* "pass": a pass when no roll can give a move any more */
  POLYMO_R_ATTACH,  /* "attach": the squares miss the figure named to grow */
  POLYMO_R_ORDER,   /* "order": not the active player first, then clockwise */
  POLYMO_R_OPENING, /* "opening": no opening, or not a polyomino in it */
  POLYMO_R_NOTOUT,  /* "not-out": out although a later roll can give a move */
  POLYMO_NRULES
} polymo_rule_t;
const char *polymo_rule_name(int r); /* any number: "?" out of range */
/* One line saying what rule R asks (\"\" for POLYMO_OK). */
const char *polymo_rule_text(polymo_rule_t r);

/* A game in progress. */
typedef struct polymo_game {
  const polymo_geo_t *geo;
  int nplayers;
  polymo_sheet_t sheet[POLYMO_MAX_PLAYERS];
  int opening; /* 1 during the opening */
  int round;   /* 1-based; 0 before the first */
  int active;  /* the active player of the round (0-based) */
  int number;  /* squares to cross this round, 0 not chosen yet */
  polymo_dice_t dice;
  int die_taken[POLYMO_MAX_DICE];
  int color_taken[POLYMO_NCOLORS + 1];
  int moved[POLYMO_MAX_PLAYERS];
} polymo_game_t;

/* Colour dice for K players: 2 (1-2 players) or 4. */
int polymo_ndice(int nplayers);
/* Start a game of NPLAYERS (1..5) on GEO (kept by reference). */
void polymo_game_init(polymo_game_t *g, const polymo_geo_t *geo, int nplayers);
/* Start the opening. Returns POLYMO_R_OPENING when it was played already. */
polymo_rule_t polymo_opening(polymo_game_t *g);
/* Start a new round with DICE. Returns POLYMO_R_OPENING before the
 * opening, POLYMO_R_TURN when a player still in the game has not moved in
 * the round before, else POLYMO_OK (and the round starts). */
polymo_rule_t polymo_round(polymo_game_t *g, const polymo_dice_t *dice);
/* The player to move next (0-based), or -1 (between rounds). */
int polymo_next(const polymo_game_t *g);
/* Check move M of player P (0-based) without playing it. */
polymo_rule_t polymo_check(const polymo_game_t *g, int p, const polymo_move_t *m);
/* Check and play. On a broken rule nothing changes. */
polymo_rule_t polymo_play(polymo_game_t *g, int p, const polymo_move_t *m);
/* 1 when some roll could still give P a move (a cross of 1..5 squares in
 * some colour, or a declaration), 0 when none can ("keine Quadrate mehr":
 * P is out), -1 on no memory. */
int polymo_can_move_later(const polymo_game_t *g, int p);
/* 1 when every player is out. */
int polymo_over(const polymo_game_t *g);
/* 1 when player P is the one to move now. */
int polymo_to_move(const polymo_game_t *g, int p);
/* The winners of a game: bit p set for each player with the fewest minus
 * points (several on a tie). */
unsigned polymo_winners(const polymo_game_t *g);

/* Every legal move of P now (crosses, declarations; or, when this roll
 * allows none, the single pass, or the single out when no roll can give P a
 * move any more; in the opening, the polyominoes on the X).
 * A cross that completes a figure is listed also with done set when its
 * polyomino is not crossed off yet (finishing a figure of a shape crossed
 * off already is legal, gains nothing, and is left to a declaration). *MOVES is a malloc'd array
 * grown as needed (*CAP entries; caller frees). Returns the count (>= 1), or -1 on no memory.
 * Crosses that differ only in the die giving a colour are listed once. */
int polymo_moves(const polymo_game_t *g, int p, polymo_move_t **moves, int *cap);

/* ---- Records ---------------------------------------------------------------
 * Text, one item a line; '#' starts a comment; blank lines ignored.
 *   polymo size=N players=K     header (first line); N 8|9, K 1..5
 *   opening                     the opening: then every player, 1 to K,
 *                               colours a polyomino on the X (a cross line)
 *   round DICE NUMBER           DICE: one letter a colour die (Y R G B K,
 *                               '*' a star), 2 or 4 of them; NUMBER 1..5,
 *                               or *N: a star, the active player chose N
 *                               (a bare * : the round's first cross shows N)
 *   P COLOUR SQ SQ ... [+SQ] [done]
 *                               player P (1-based) crosses squares SQ in
 *                               COLOUR (a letter: a die of that colour, or a
 *                               free pen when no free die offers a colour;
 *                               "*R": a star die used as red); "+SQ" names a
 *                               square of the planned figure grown
 *                               (optional; polyx writes it); "done": the
 *                               figure is complete, coloured and crossed off
 *                               now; SQ is a column letter a.. and a row
 *                               number 1.. (a1 top left)
 *   P declare SQ                "Verzichten": player P takes the pen of the
 *                               colour of the planned figure holding SQ and
 *                               declares it finished
 *   P pass                      player P can do nothing with this roll
 *                               but could with another: sits it out
 *   P out                       no roll can give player P a move any
 *                               more: out of the game
 * In each round the active player moves first, then the others clockwise;
 * every player still in the game moves once (checked at the next round
 * line and at the end). Records of polyx before the rulebook reading (no
 * opening) read but break rule "opening". */

/* What reading and checking a record or a sheet found. */
typedef enum polymo_status {
  POLYMO_ST_OK = 0, /* legal */
  POLYMO_ST_RULE,   /* a rule is broken (rule, line, col, msg) */
  POLYMO_ST_SYNTAX, /* not a well-formed record or sheet (line, col, msg) */
  POLYMO_ST_NOMEM   /* out of memory */
} polymo_status_t;

/* The outcome of reading/checking a record or a sheet. */
typedef struct polymo_check_result {
  polymo_status_t status;  /* as returned */
  polymo_rule_t rule;      /* POLYMO_OK when the whole record is legal */
  unsigned long line, col; /* where */
  char msg[200];
  /* A record's move that broke RULE (a draft marks it on the sheet): the player, 1-based (0 when
   * the rule broken is not a move's), and the squares of the grid it named (off-grid ones left
   * out; none for pass and out). */
  int player;
  int ncells;
  int cells[5];
} polymo_check_result_t;

/* 1 when TEXT (LEN bytes) is a record: its first word, past blank and
 * comment lines, is "polymo"; else (a sheet) 0. */
int polymo_is_record(const char *text, size_t len);
/* Read and check the record TEXT (LEN bytes). On success (return 0) *G
 * holds the final position; GEO9 and GEO8 are the geometries for the two
 * sizes (the header picks one). Returns the status (RES says which rule,
 * where). */
polymo_status_t polymo_record_check(const char *text, size_t len, const polymo_geo_t *geo9,
                                    const polymo_geo_t *geo8, polymo_game_t *g,
                                    polymo_check_result_t *res);
/* Writing a record. */
void polymo_record_header(FILE *f, int n, int nplayers);
void polymo_record_opening(FILE *f);
void polymo_record_round(FILE *f, const polymo_dice_t *d);
/* Write move M of player P; S (may be NULL) is P's sheet AFTER the move,
 * used to name the figure a cross grew ("+SQ") when M->grow is -1. */
void polymo_record_move(FILE *f, int n, int p, const polymo_move_t *m, const polymo_sheet_t *s);
/* Square name of cell C on an N grid ("e5") into BUF (8 bytes). */
void polymo_square_name(int n, int c, char buf[8]);

/* ---- Finished sheets as text --------------------------------------------------
 *   N lines of N characters: '.' empty, a colour letter: upper case a
 *   finished (crossed off) figure's square, lower case a planned one.
 * Figures are the edge-connected groups of one letter (either case). */
/* Write sheet S (N x N). */
void polymo_sheet_write(FILE *f, int n, const polymo_sheet_t *s);
/* Read and check a sheet drawn as text: every figure within 1..5 squares
 * and of one case, the X covered by a finished figure (the opening); two
 * finished figures may have one shape, crossed off once.
 * Fills *S (crossed[] from the finished figures). Returns 0 and POLYMO_OK
 * in RES, 1 with the rule ("join": two figures of one colour touching,
 * i.e. mixed case; "big"; "first"; "opening"), or POLYMO_ST_SYNTAX. */
polymo_status_t polymo_sheet_read(const char *text, size_t len, const polymo_geo_t *geo9,
                                  const polymo_geo_t *geo8, polymo_sheet_t *s, int *n,
                                  polymo_check_result_t *res);

/* ---- Simulation ---------------------------------------------------------------- */
typedef enum polymo_strategy {
  POLYMO_RANDOM = 0,
  POLYMO_GREEDY,
  POLYMO_LOOKAHEAD,
  POLYMO_NSTRATEGIES
} polymo_strategy_t;
const char *polymo_strategy_name(int s); /* any number: "?" out of range */
/* Play one whole game of NPLAYERS from SEED, player p playing strategy
 * SEAT[p]. Scores go to SCORES[0..nplayers-1]; when REC is not NULL the
 * record is written to it. Returns 0, or -1 on no memory. Same seed, same
 * game. */
int polymo_simulate(const polymo_geo_t *geo, int nplayers, const polymo_strategy_t *seat,
                    uint64_t seed, int *scores, FILE *rec);

/* ---- Best sheet ------------------------------------------------------------------ */
/* The best finished sheet of an N x N grid: the most squares covered by
 * distinct polyominoes of the list (the X covered), found with the tiling
 * library, then coloured in five colours so that no two pieces of one
 * colour share an edge. Proof of optimality: the bound 89 - min(89, N*N)
 * when a tiling reaches it; otherwise each larger area is shown impossible
 * by an exhaustive search (leaving K squares blank). *SHEET receives the
 * sheet (all figures finished); *MINUS the score; PROOF (256 bytes) a
 * line saying how it was proved; *NODES the work. CANCEL (NULL: never),
 * raised from a signal handler (Ctrl-C), stops the searches within about
 * 100,000 nodes: it returns 1. PROGRESS (NULL for none) is called about every
 * million nodes, from the calling thread, with CTX, the blank squares being
 * tried and the nodes so far. Returns 0, or -1. */
typedef void (*polymo_progress_fn)(void *ctx, int blank, uint64_t nodes);
int polymo_best(const polymo_geo_t *geo, polymo_sheet_t *sheet, int *minus, char proof[256],
                uint64_t *nodes, const volatile sig_atomic_t *cancel, polymo_progress_fn progress,
                void *ctx);

/* ---- Series of games ------------------------------------------------------------- */
/* The scores of a series of simulated games, every player's score counted. */
typedef struct polymo_summary {
  size_t nscores; /* games x players */
  double mean;
  int min, q10, q25, med, q75, max;     /* quantiles: the score at rank (nscores-1)*f, rounded */
  long hist[POLYMO_TOTAL + 1];          /* hist[v]: scores equal to v */
  game_tally_t tally; /* seats and strategies: the minus points summed, the games won (a tie of t
                         players counting 1/t each) */
} polymo_summary_t;
/* One simulated game (polymo_simulate) as games/game.h's result: each player's minus points and
 * the winners (the fewest, ties too); status -1 when out of memory. polymo_game's simulate and
 * every game of polymo_series play through it. Returns RES->status. */
int polymo_play_one(const polymo_geo_t *geo, int nplayers, const polymo_strategy_t *seat,
                    uint64_t seed, FILE *rec, game_result_t *res);
/* The most threads polymo_series uses (callers choose up to it). */
#define POLYMO_MAX_JOBS 64
struct dist;
/* Play GAMES games of NPLAYERS, seat p playing SEAT[p], game i from seed
 * SEED+i, on JOBS threads of each process of GROUP (games/game.h; NULL: this
 * process alone), and summarise them into *OUT on rank 0: the same figures,
 * byte for byte, whatever JOBS and the processes. REC (may be NULL) receives
 * the record of the first game. Returns 0, or -1 (no memory, a thread not
 * started, the processes could not talk). */
int polymo_series(struct dist *group, const polymo_geo_t *geo, int nplayers,
                  const polymo_strategy_t *seat, uint64_t seed, uint64_t games, int jobs,
                  FILE *rec, polymo_summary_t *out);

/* Drawing is declared in games/polymo/draw.h, so that the rules link without Cairo. */

#endif
