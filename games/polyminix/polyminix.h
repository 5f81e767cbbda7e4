/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* polyminix.h: the Polyminix card game: kit, challenge cards with six boxes, verification,
 * generation, IDs, rules.
 *
 * The game's whole public face (its drawing is declared apart, in draw.h, so
 * that the rules link without Cairo). Where each part lives:
 *   model.c     levels, kits, names    words.c     box words, side IDs
 *   text.c      card text (decks)      rules.c     the rules, named (rule names)
 *   record.c   answers and games      verify.c    a side verified by counting
 *   generate.c  a side generated       deck.c      whole decks on threads
 *   problems.c  the second game        players.c   simulated games
 *   draw*.c     every page (draw.h)    internal.h  what the files share
 *
 * ---- The game ---------------------------------------------------------------
 * Each player has a KIT: by default PIECESET_POLYMINIX_DEFAULT (poly/pieceset.h),
 * the pentominoes F I L N P T U Y, the tetrominoes I4 L4 T4 S4, the trominoes
 * I3 L3 and the domino I2: 15 pieces, 64 cells, and they tile the 8x8 square.
 * Any spec of distinct pieces may replace it (polyminix_kit_parse).
 *
 * A CHALLENGE (one side of a card) is a figure on the square grid and six boxes:
 *   1  top left       exactly the pieces shown, all of them and no others
 *   2  top centre     the same with another set
 *   3  bottom left    all the pieces shown plus exactly K others of the kit
 *                     (K = 1, 2 or 3, printed as marks)
 *   4  bottom centre  all the pieces shown plus any 1 to 3 others of the kit
 *   5  top right      any pieces of the kit except those shown
 *   6  bottom right   pieces of the sizes shown, any of the kit with those sizes
 *                     (e.g. 5,5,5,3,2: three pentominoes, a tromino, the domino)
 * A box HOLDS when some choice of kit pieces obeying it covers the figure
 * exactly. A challenge is RIGHT when all six hold.
 *
 * ---- Text -------------------------------------------------------------------
 * A box is written in one word (no blanks):
 *   box 1, 2   NAME,NAME,...        e.g. F,I,L,P,I2
 *   box 3      NAME,...+K           e.g. L,Y,T4+2   (exactly 2 others)
 *   box 4      NAME,...+            e.g. F,T4+      (1 to 3 others)
 *   box 5      -NAME,...            e.g. -I,L,N     (all but these)
 *   box 6      SIZE,SIZE,...        e.g. 5,5,5,3,2
 * Piece names are those of cards/polyomino.h (F, I4, I2, domino...).
 *
 * One-line ID of a challenge:
 *   polyminix:ROWS:B1:B2:B3:B4:B5:B6
 * ROWS is the figure's rows top to bottom joined by '/', '.' a cell of the
 * figure and '_' outside (e.g. "..._/..../_..."); Bk the box words above.
 * An optional ";kit=SPEC" at the end names a kit other than the default
 * (SPEC with ',' as usual).
 *
 * Card text (a file holds one card or a whole deck):
 *   # comment (whole line; a line of only '.' and '#' is a figure row);
 *   ; comment (older decks, still read)
 *   kit SPEC               the kit of the cards that follow (default kit)
 *   seed N                 the generator's seed (recorded, informative)
 *   title TEXT             the title printed on the cards (UTF-8, to the end
 *                          of the line or a comment; default the game's name)
 *   card NAME              a new card (two sides, A and B; NAME any UTF-8 text
 *                          to the end of the line or a comment, blanks inside
 *                          kept: polyminix_text_check)
 *   side A|B [LEVEL]       a new side; LEVEL green, yellow or red (optional)
 *   ....#                  figure rows: '.' a cell, '#' outside, nothing else
 *   box1 WORD ... box6 WORD   the six boxes
 *   id polyminix:...       a whole side given by its ID instead of rows/boxes
 * A side ends at the next "side" or "card" line or at the end. A file
 * without any "card" line holds one card made of its sides (a lone side
 * without "side" line is side A). Blank lines are ignored.
 */
#ifndef GAMES_POLYMINIX_H
#define GAMES_POLYMINIX_H

#include <signal.h>
#include <stdint.h>
#include <stdio.h>

#include "poly/geom.h"

#define POLYMINIX_NBOXES 6
/* The six boxes (index = number on the card - 1). */
enum polyminix_box_kind {
  POLYMINIX_BOX_SHOWN_A = 0,  /* box 1: exactly the pieces shown */
  POLYMINIX_BOX_SHOWN_B = 1,  /* box 2: the same with another set */
  POLYMINIX_BOX_PLUS_K = 2,   /* box 3: the pieces shown plus exactly K others */
  POLYMINIX_BOX_PLUS_ANY = 3, /* box 4: the pieces shown plus 1 to POLYMINIX_MAX_OTHERS others */
  POLYMINIX_BOX_ALL_BUT = 4,  /* box 5: any pieces but those shown */
  POLYMINIX_BOX_SIZES = 5     /* box 6: pieces of the sizes shown */
};
#define POLYMINIX_MAX_OTHERS      3  /* boxes 3 and 4: at most 3 other pieces */
#define POLYMINIX_MAX_PIECE_CELLS 8  /* the largest piece a kit or box 6 may hold */
#define POLYMINIX_MAX_SHOWN       16 /* most pieces (or sizes) written in one box */
#define POLYMINIX_MAX_KIT         32 /* most pieces in a kit */

typedef enum polyminix_level {
  POLYMINIX_LEVEL_NONE = -1,
  POLYMINIX_GREEN = 0,
  POLYMINIX_YELLOW = 1,
  POLYMINIX_RED = 2
} polyminix_level_t;
const char *polyminix_level_name(int level); /* "green", "yellow", "red", "-" */

/* Difficulty thresholds on the measure (see polyminix_verify_side): below
 * POLYMINIX_T_YELLOW green, below POLYMINIX_T_RED yellow, else red. Calibrated on a
 * sample of generated challenges (polyx-cards(1)). */
#define POLYMINIX_T_YELLOW 8.4
#define POLYMINIX_T_RED    9.2
int polyminix_level_of(double measure);

/* A box: for boxes 1-5 the names of the pieces shown (any names: a name not
 * in the kit is caught by verification); for box 3 K = 1..3; for box 6
 * SIZES[0..n-1]. */
typedef struct polyminix_box {
  int n;
  char names[POLYMINIX_MAX_SHOWN][16];
  int sizes[POLYMINIX_MAX_SHOWN];
  int k;
} polyminix_box_t;

/* One challenge. FIG has '.' cells and '#' outside; owned. */
typedef struct polyminix_side {
  region_t fig;
  polyminix_box_t box[POLYMINIX_NBOXES];
  int level;          /* as printed/written, POLYMINIX_LEVEL_NONE when not given */
  unsigned long line; /* line of the side in its file (0: from an ID) */
  char kit[256];      /* kit spec ("" for the default) */
} polyminix_side_t;

#define POLYMINIX_NAME_MAX  64  /* bytes of a card's name, with its NUL */
#define POLYMINIX_TITLE_MAX 128 /* bytes of a deck's title, with its NUL */
typedef struct polyminix_card {
  char name[POLYMINIX_NAME_MAX]; /* UTF-8, no control characters, no blank at either end */
  int nsides;               /* 1 or 2 */
  polyminix_side_t side[2]; /* A, B */
} polyminix_card_t;

typedef struct polyminix_deck {
  int n, cap;
  polyminix_card_t *cards;
  uint64_t seed;
  int has_seed;
  char title[POLYMINIX_TITLE_MAX]; /* "" for the game's name */
} polyminix_deck_t;

void polyminix_deck_free(polyminix_deck_t *d);
/* Keep only the cards I of D with KEEP[I] (D->n entries), in their order. */
void polyminix_deck_pick(polyminix_deck_t *d, const unsigned char *keep);
void polyminix_side_free(polyminix_side_t *s);

/* Kit: parse SPEC (NULL or "" for the default) into SET; every piece must
 * be a polyomino and appear once. Returns 0 or -1 with ERR. */
int polyminix_kit_parse(const char *spec, pieceset_t *set, base_error_t *err);

/* ---- Box words and IDs ---- */
/* Parse WORD as box I (0..5). ERR col is the 1-based offset in WORD; its
 * message does not name the box (the caller does: "box 3: ..."). */
int polyminix_box_parse(int i, const char *word, polyminix_box_t *box, base_error_t *err);
/* Write box I into BUF (size N). */
void polyminix_box_format(int i, const polyminix_box_t *box, char *buf, size_t n);
/* The ID of S (malloc'd string), NULL on no memory. */
char *polyminix_side_id(const polyminix_side_t *s);
/* Parse an ID into *S (level NONE, line 0). ERR col is the offset in ID. */
int polyminix_side_from_id(const char *id, polyminix_side_t *s, base_error_t *err);

/* ---- Card text ---- */
/* Parse TEXT (LEN bytes) into DECK (appending cards). ERR has line/col. */
int polyminix_deck_parse(const char *text, size_t len, polyminix_deck_t *deck, base_error_t *err);
/* Write DECK in the card text format. Returns 0 or -1 on a write error. */
int polyminix_deck_write(const polyminix_deck_t *deck, FILE *f);
/* 0 when TEXT fits as a card's name (NAME 1) or a deck's title (NAME 0):
 * valid UTF-8, no control character, no blank at either end, not empty and
 * short enough; else -1 with the reason in ERR (col the byte, 1-based). */
int polyminix_text_check(const char *text, int name, base_error_t *err);

/* ---- Verification ----
 * For each box, the tilings are counted up to the symmetries of the figure
 * (distinct tilings) within a budget of nodes; COUNT is then a lower bound
 * and EXACT 0. */
typedef enum polyminix_verdict {
  POLYMINIX_HOLDS = 0, /* a tiling exists */
  POLYMINIX_FAILS,     /* no tiling exists (search exhausted or area/parity) */
  POLYMINIX_UNKNOWN,   /* the budget ran out before any tiling was found */
  POLYMINIX_INVALID    /* the box is malformed for this kit (REASON says why) */
} polyminix_verdict_t;

typedef struct polyminix_box_result {
  polyminix_verdict_t verdict;
  char reason[160]; /* why it fails / is invalid, "" when it holds */
  int cells;        /* the area does not add up: the cells the box's pieces (or
                       sizes) make; 0 otherwise */
  uint64_t count;   /* distinct tilings found */
  int exact;        /* 1: COUNT is the exact number */
  uint64_t nodes;   /* search nodes spent */
  double effort;    /* nodes per tiling (the box's share of the measure) */
  /* one tiling: kit piece index per figure cell (fig.w*fig.h, -1 outside),
   * when asked and the box holds; malloc'd */
  int *grid;
} polyminix_box_result_t;

typedef struct polyminix_side_result {
  polyminix_box_result_t box[POLYMINIX_NBOXES];
  int right;      /* all six boxes hold */
  double measure; /* log2(1 + sum of box efforts) */
  int level;      /* polyminix_level_of(measure) */
} polyminix_side_result_t;

/* What polyminix_verify_side keeps of the tilings it counts. */
typedef enum polyminix_keep {
  POLYMINIX_COUNT_ONLY = 0,
  POLYMINIX_KEEP_TILING = 1
} polyminix_keep_t;
/* Verify S against KIT with BUDGET nodes per box (0: none). With KEEP
 * POLYMINIX_KEEP_TILING, each holding box gets one tiling in its grid. Returns 0,
 * or -1 on no memory. Free with polyminix_side_result_free. */
int polyminix_verify_side(const pieceset_t *kit, const polyminix_side_t *s, uint64_t budget,
                          polyminix_keep_t keep, polyminix_side_result_t *res);
void polyminix_side_result_free(polyminix_side_result_t *res);
/* Check that GRID (fig.w*fig.h kit indices) is a tiling of S's figure
 * obeying box I: every cell covered once, each piece connected and a
 * translate of an orientation of its kit piece, the choice of pieces
 * allowed by the box. Independent of the search. Returns 1 or 0. */
int polyminix_check_grid(const pieceset_t *kit, const polyminix_side_t *s, int i, const int *grid);

/* A second, independent solve of the answer in GRID: the exact-cover
 * engine (libdlx, not the bitboard search that found it) is asked to tile
 * S's figure with exactly the kit pieces GRID uses. Returns 1 when it finds
 * a tiling, 0 when there is none or BUDGET nodes (0: none) run out, -1 on no
 * memory. */
int polyminix_confirm_dlx(const pieceset_t *kit, const polyminix_side_t *s, const int *grid,
                          uint64_t budget);

/* ---- The rules, named ----
 * Every rule of the rulebook polyx checks has a name, printed in messages as
 * "rule NAME: ..." (the table in polyx-cards(1)). */
typedef enum polyminix_rule {
  POLYMINIX_RULE_OK = 0,
  POLYMINIX_RULE_COVER, /* "cover": the pieces cover the figure, none sticks out, no cell left */
  POLYMINIX_RULE_PIECE, /* "piece": each piece a kit piece, turned or flipped, used once */
  POLYMINIX_RULE_BOX1,  /* "box1".."box6": the choice of pieces the PROVA box allows */
  POLYMINIX_RULE_BOX2,
  POLYMINIX_RULE_BOX3,
  POLYMINIX_RULE_BOX4,
  POLYMINIX_RULE_BOX5,
  POLYMINIX_RULE_BOX6,
  POLYMINIX_RULE_TURNO1, /* "turno1".."turno6": the points of a turn, by the face of the TURNO die
                          */
  POLYMINIX_RULE_TURNO2,
  POLYMINIX_RULE_TURNO3,
  POLYMINIX_RULE_TURNO4,
  POLYMINIX_RULE_TURNO5,
  POLYMINIX_RULE_TURNO6,
  POLYMINIX_RULE_END, /* "end": the first to reach or pass 12 points wins; no turn after */
  POLYMINIX_RULE_TIE, /* "tie": players tied at 12 or more play further turns among themselves */
  POLYMINIX_RULE_PLAYERS, /* "players": 2 to 4 players, each with a kit and a pawn */
  POLYMINIX_RULE_GAME2,   /* "game2": Game 2 has no cards: TURNO faces 4 and 5 are not chosen */
  POLYMINIX_RULE_PROBLEM, /* "problem": the figure composed is not what the problem asks */
  POLYMINIX_NRULES
} polyminix_rule_t;
/* The name of rule R ("cover", "box3", "turno2", ...). */
const char *polyminix_rule_name(int r); /* any number: "?" out of range */

/* ---- A player's answer: a challenge, the box the PROVA die chose, the pieces laid ----
 * Answer text ('#' comments):
 *   id polyminix:...     the challenge (its kit from the ID, else "kit" or --kit)
 *   kit SPEC             optional, before the id
 *   box N                the box the PROVA die chose (1 to 6)
 *   ROW...               one line per row of the figure: one word per cell, the
 *                        name of the kit piece on it (F, L4, I2, domino...) or
 *                        '.' for no piece */
/*
 * An answer to a problem of the second game (no card, no box):
 *   kit SPEC             optional, before the problem line
 *   problem square L     the problem the dice chose: a square of side L,
 *   problem rectangle P  a rectangle of perimeter P,
 *   problem symmetric A  a figure of area A with a mirror axis,
 *   problem area A perimeter P   a figure of area A and perimeter P
 *   ROW...               rows of one width: a word per cell, a kit piece's
 *                        name or '.'; the cells with a piece are the figure
 * The figure must be one edge-connected figure (DECISION), each kit piece
 * once (rules piece), and what the problem asks (rule problem). */
#define POLYMINIX_CELL_NONE    (-1) /* no piece on the cell */
#define POLYMINIX_CELL_FOREIGN (-2) /* a piece not in the kit on the cell */
typedef struct polyminix_answer {
  polyminix_side_t side;           /* a problem's answer: the figure its rows make */
  int problem;                     /* 1: an answer to a problem (pkind, pa, pb), not to a card */
  int pkind, pa, pb;               /* enum polyminix_problem_kind and its numbers */
  int box;                         /* 0..5 (a problem: -1) */
  unsigned long box_line, box_col; /* where the box line names the box */
  int *grid;                       /* fig.w * fig.h: kit index or POLYMINIX_CELL_* */
  unsigned long *row_line;         /* line of each row */
  unsigned long *col;              /* column of each cell's word */
  char foreign[16];                /* the first piece named that is not in the kit */
} polyminix_answer_t;
/* Read an answer to a card or to a problem (KIT_SPEC: the kit when neither
 * the ID nor a kit line names one; NULL the default) into *A and check it: returns 0 when it obeys
 * every rule, 1 when it breaks one (*RULE and ERR say which, where and why), -1 on bad text (ERR
 * with line and column) or no memory. Free with polyminix_answer_free. */
int polyminix_answer_check(const char *text, size_t len, const char *kit_spec,
                           polyminix_answer_t *a, polyminix_rule_t *rule, base_error_t *err);
void polyminix_answer_free(polyminix_answer_t *a);
/* The rule GRID (kit indices, POLYMINIX_CELL_*) breaks as an answer to box B of
 * S, or POLYMINIX_RULE_OK; *CELL the cell it is seen at (-1 for the choice of
 * pieces as a whole) and WHY (size N) the reason. */
polyminix_rule_t polyminix_check_answer(const pieceset_t *kit, const polyminix_side_t *s, int b,
                                        const int *grid, int *cell, char *why, size_t n);
/* The rule GRID (over FIG's bounding box; kit indices, POLYMINIX_CELL_*)
 * breaks as an answer to problem KIND A B (enum polyminix_problem_kind), or
 * POLYMINIX_RULE_OK; *CELL and WHY as above. FIG's cells are those GRID
 * covers. */
polyminix_rule_t polyminix_check_problem(const pieceset_t *kit, const region_t *fig, int kind,
                                         int a, int b, const int *grid, int *cell, char *why,
                                         size_t n);

/* ---- A game: turns scored by the TURNO die, the end and the tie ----
 * Game text ('#' comments), the rulebook's Game 1 and Game 2 alike:
 *   game 1|2                     optional, first: Game 1 (cards, the default)
 *                                or Game 2 (problems: no cards, so the turn
 *                                player chooses among TURNO faces 1, 2, 3 and
 *                                6, not 4 or 5: rule game2)
 *   players NAME NAME...         2 to 4 players, in turn order
 *   turn FACE WHO...             a turn: the face of the TURNO die (1 to 6, in
 *                                the rulebook's order, polyx-cards(1)) and the
 *                                players who completed the challenge, first
 *                                first (face 3: those who did in time); face 5
 *                                writes the first's card colour: NAME:red
 *   turn 6 FACE WHO...           face 6: the face the turn player set
 *   score N N...                 optional: every player's score now, checked */
#define POLYMINIX_GOAL        12
#define POLYMINIX_MAX_PLAYERS 4
#define POLYMINIX_TURNO_FACES 6
enum polyminix_turno_face { /* the faces of the TURNO die, in the rulebook's order */
                            POLYMINIX_TURNO_FIRST = 1, /* the first to finish scores 3 */
                            POLYMINIX_TURNO_PODIUM =
                                2, /* first 3, second 2, third 1; of four, the last nothing */
                            POLYMINIX_TURNO_TIMED = 3, /* everyone who finishes in time scores 2 */
                            POLYMINIX_TURNO_TWO_CARDS =
                                4, /* two cards in a row: the first scores 3 */
                            POLYMINIX_TURNO_OWN_DECK = 5, /* each their own deck: the first scores
                                                             3/2/1 by red/yellow/green */
                            POLYMINIX_TURNO_CHOOSE =
                                6 /* the turn player sets the die to the face they prefer */
};
typedef struct polyminix_game {
  int game; /* 1 or 2: the rulebook's Game 1 (cards) or Game 2 (problems) */
  int nplayers;
  char names[POLYMINIX_MAX_PLAYERS][32];
  int score[POLYMINIX_MAX_PLAYERS];
  int playing[POLYMINIX_MAX_PLAYERS]; /* takes part in the next turn (after a tie: the tied only) */
  int turns;
  int winner; /* -1 until someone has won */
} polyminix_game_t;
typedef struct polyminix_turn {
  int face;                       /* 1..6 as rolled */
  int set_face;                   /* the face scored: FACE, or for 6 the one the turn player set */
  int n;                          /* players listed */
  int who[POLYMINIX_MAX_PLAYERS]; /* in finishing order (face 3: those in time) */
  int level; /* face 5: the colour of the first's card, POLYMINIX_LEVEL_NONE if not given */
} polyminix_turn_t;
/* The points of turn T (POINTS[i] for player i), or the rule it breaks
 * with WHY (size N). */
polyminix_rule_t polyminix_turn_points(const polyminix_game_t *g, const polyminix_turn_t *t,
                                       int points[POLYMINIX_MAX_PLAYERS], char *why, size_t n);
/* Play turn T: the points added, then the end (a single leader at 12 or
 * more wins) or a tie (the tied players alone play on). Returns
 * POLYMINIX_RULE_OK or the rule broken (the game unchanged) with WHY. */
polyminix_rule_t polyminix_game_turn(polyminix_game_t *g, const polyminix_turn_t *t, char *why,
                                     size_t n);
/* 1 when G's leaders are tied at POLYMINIX_GOAL or more (those still playing
 * play on), 0 otherwise. */
int polyminix_game_tied(const polyminix_game_t *g);
/* Read and play a game text into *G: 0 when every turn and score obeys the
 * rules, 1 when one breaks a rule (*RULE, ERR with line, column, reason),
 * -1 on bad text (ERR). */
int polyminix_game_check(const char *text, size_t len, polyminix_game_t *g, polyminix_rule_t *rule,
                         base_error_t *err);

/* ---- Simulated games (players.c) ----
 * Players of equal skill: every turn the TURNO die is rolled, those who
 * take part finish in a random order (face 3: each in time with chance
 * IN_TIME), face 5's first card is red, yellow or green at random, face 6
 * is set to face 2 (the most points for the turn player on average); each
 * turn is played by polyminix_game_turn, so by the rules, the end and the tie.
 * Game I is a pure function of SEED and I. */
typedef struct polyminix_sim_opts {
  int players;    /* 2 to 4 (default 4) */
  int games;      /* default 1000 */
  uint64_t seed;  /* default 1 */
  double in_time; /* face 3 (default 0.5) */
} polyminix_sim_opts_t;
void polyminix_sim_opts_init(polyminix_sim_opts_t *o);
typedef struct polyminix_sim_stats {
  int games;
  uint64_t turns;                        /* over all games */
  uint64_t ties;                         /* games with a tie at 12 or more */
  int wins[POLYMINIX_MAX_PLAYERS];       /* by seat (seat 1 the first turn player) */
  uint64_t score[POLYMINIX_MAX_PLAYERS]; /* final scores by seat, summed */
  uint64_t faces[POLYMINIX_TURNO_FACES]; /* faces rolled */
} polyminix_sim_stats_t;
/* Play O's games into *ST: 0, or -1 when O is out of range or a turn was
 * refused by the rules (a bug). */
int polyminix_simulate(const polyminix_sim_opts_t *o, polyminix_sim_stats_t *st);

/* ---- Generation ---- */
typedef struct polyminix_gen_opts {
  int area_lo, area_hi;   /* figure area range (default 20..40) */
  int max_w, max_h;       /* figure bounding box (default 12 x 10) */
  int unique;             /* boxes 1 and 2 must have exactly one tiling */
  uint64_t budget;        /* nodes per box for verification (default 200000) */
  const region_t *figure; /* a given figure (NULL: made up) */
  /* boxes the designer gives, kept as they are (NULL: proposed); a side is
   * kept only when they hold too */
  const polyminix_box_t *keep[POLYMINIX_NBOXES];
  int level; /* a given figure: keep only sides measured at this level
                (POLYMINIX_LEVEL_NONE, the default: any) */
  int draft; /* 1: a side is kept when the boxes proposed hold, the kept ones
                whether they hold or not (a draft to print) */
} polyminix_gen_opts_t;
void polyminix_gen_opts_init(polyminix_gen_opts_t *o);

/* Make challenge number INDEX of the stream of SEED (a pure function of
 * KIT, SEED, INDEX and O): returns 1 with *OUT filled (all six boxes hold,
 * checked by polyminix_verify_side; *RES its result when RES is not NULL), 0
 * when this candidate was thrown away, -1 on no memory. */
int polyminix_generate_side(const pieceset_t *kit, uint64_t seed, uint64_t index,
                            const polyminix_gen_opts_t *o, polyminix_side_t *out,
                            polyminix_side_result_t *res);

/* One side of a designer's card: the first candidate kept of the stream
 * SEED, SIDE (0 or 1: indices SIDE, SIDE + 2, ...), O's figure, kept boxes
 * and level, looking at POLYMINIX_DESIGN_TRIES candidates at most. Returns
 * 1 with *OUT, 0 when none was kept, -1 on no memory. */
#define POLYMINIX_DESIGN_TRIES 400
int polyminix_design_side(const pieceset_t *kit, uint64_t seed, int side,
                          const polyminix_gen_opts_t *o, polyminix_side_t *out);

/* ---- Whole decks, in parallel ----
 * Batch work runs on JOBS threads (1 to POLYMINIX_MAX_JOBS); each side or
 * candidate is a pure function of its index, so the results are the same,
 * byte for byte, whatever JOBS. */
#define POLYMINIX_MAX_JOBS 64

/* Progress of a batch: DONE of TOTAL items finished. Called from the worker
 * threads, one call at a time (under the batch's lock), DONE rising to TOTAL;
 * NULL for none. */
typedef void (*polyminix_progress_fn)(void *ctx, int done, int total);

/* Verify every side of DECK: side I (card I/2, side I%2) against KITS[I]
 * with BUDGET nodes per box, one tiling per holding box kept (RES[I], 2 per
 * card; a card with one side leaves RES[2c+1] zeroed). CANCEL (NULL: never),
 * raised from a signal handler, stops it before the next side: it returns 1.
 * PROGRESS(CTX, sides done, 2 * cards) after each side. Returns 0, or -1 on
 * no memory; free each RES[I] with polyminix_side_result_free either way. */
int polyminix_verify_deck(const polyminix_deck_t *deck, const pieceset_t *kits, uint64_t budget,
                          int jobs, const volatile sig_atomic_t *cancel,
                          polyminix_side_result_t *res, polyminix_progress_fn progress,
                          void *ctx);
/* Check again, without the search, each tiling R keeps (polyminix_check_grid): a
 * box whose tiling does not check FAILS and R is no longer right. */
void polyminix_side_result_recheck(const pieceset_t *kit, const polyminix_side_t *s,
                                   polyminix_side_result_t *r);

typedef struct polyminix_deck_opts {
  int cards;               /* cards in the deck, two challenges each (default 49) */
  int levels[3];           /* shares of green, yellow, red cards (default 1:1:1) */
  uint64_t seed;           /* default 1 */
  int jobs;                /* threads (default 1) */
  const region_t *figures; /* figures used in turn (NULL: made up); levels as measured */
  int nfigures;
  const char *kit_spec; /* written on every side when not the default kit */
  /* called after each batch of candidates: MADE of WANTED challenges, TRIED candidates */
  void (*progress)(void *ctx, int made, int wanted, uint64_t tried);
  void *ctx;
  /* Raised (nonzero) from a signal handler to stop (Ctrl-C): no new candidate is started
   * and the deck ends POLYMINIX_DECK_CANCELLED within one candidate. NULL: never. */
  const volatile sig_atomic_t *cancel;
} polyminix_deck_opts_t;
void polyminix_deck_opts_init(polyminix_deck_opts_t *o);
typedef struct polyminix_deck_stats {
  int made;       /* challenges kept */
  uint64_t tried; /* candidates made */
} polyminix_deck_stats_t;
enum { POLYMINIX_DECK_OK = 0, POLYMINIX_DECK_GAVE_UP = 1, POLYMINIX_DECK_CANCELLED = 2 };
/* Generate a deck of O->cards cards into *DECK (freed by polyminix_deck_free):
 * the first 2N challenges of the stream of O->seed (polyminix_generate_side with G),
 * levels by rank of the measure, easiest cards green. Returns POLYMINIX_DECK_OK,
 * POLYMINIX_DECK_GAVE_UP after 200 candidates per challenge (+1000) without
 * enough (ST says how far it got; *DECK empty), POLYMINIX_DECK_CANCELLED when O->cancel
 * was raised (*DECK empty), or -1 on no memory. */
int polyminix_generate_deck(const pieceset_t *kit, const polyminix_gen_opts_t *g,
                            const polyminix_deck_opts_t *o, polyminix_deck_t *deck,
                            polyminix_deck_stats_t *st);
/* The pieces of polyminix_generate_deck, to spread it elsewhere (processes) with
 * the same bytes. Candidate INDEX of O's stream (O->seed, the figures in
 * turn) into *SIDE and its *MEASURE: polyminix_generate_side's 1 (kept), 0
 * (thrown away) or -1 (no memory). */
int polyminix_deck_candidate(const pieceset_t *kit, const polyminix_gen_opts_t *g,
                             const polyminix_deck_opts_t *o, uint64_t index, polyminix_side_t *side,
                             double *measure);
/* polyminix_generate_deck makes candidates in batches of polyminix_deck_batch(O) and
 * looks at polyminix_deck_limit(O) at most (a whole number of batches) before it
 * gives up; ST->tried is the end of the batch where the last kept one was. */
uint64_t polyminix_deck_batch(const polyminix_deck_opts_t *o);
uint64_t polyminix_deck_limit(const polyminix_deck_opts_t *o);
/* Deal the 2 * O->cards kept SIDES (in stream order, with their MEASURE)
 * into *DECK as polyminix_generate_deck does; the deck takes the sides over
 * (SIDES are zeroed). 0, or -1 on no memory. */
int polyminix_deck_deal(const polyminix_deck_opts_t *o, polyminix_side_t *sides,
                        const double *measure, polyminix_deck_t *deck);
/* A side as bytes for another process of the same polyx (*BUF malloc'd,
 * *LEN), and back (free with polyminix_side_free): 0, or -1 (no memory; for
 * unpack also malformed bytes, *S empty). */
int polyminix_side_pack(const polyminix_side_t *s, unsigned char **buf, size_t *len);
int polyminix_side_unpack(const unsigned char *buf, size_t len, polyminix_side_t *s);
/* The answers printed with a deck: every side's kit and one checked tiling
 * of each box (2 per card, as for polyminix_verify_deck). */
typedef struct polyminix_answers {
  int nsides;
  pieceset_t *kits;
  polyminix_side_result_t *res;
  int wrong; /* a draft: the boxes that do not hold (their grid NULL) */
} polyminix_answers_t;
enum {
  POLYMINIX_ANSWERS_OK = 0,
  POLYMINIX_ANSWERS_KIT = 1,
  POLYMINIX_ANSWERS_FAILS = 2,
  POLYMINIX_ANSWERS_CANCELLED = 3
};
/* Solve every side of DECK (sides without a kit of their own use KIT_SPEC,
 * NULL the default) on JOBS threads, then check each tiling without the
 * search (polyminix_check_grid) and solve it again with libdlx (polyminix_confirm_dlx).
 * Returns POLYMINIX_ANSWERS_OK, POLYMINIX_ANSWERS_KIT (a side's kit is bad),
 * POLYMINIX_ANSWERS_FAILS (a box has no checked tiling), POLYMINIX_ANSWERS_CANCELLED
 * (CANCEL raised, as for polyminix_verify_deck), or -1 on no memory; MSG
 * (size N) names the card, side and box. With DRAFT, a box without a checked
 * tiling is no failure: its verdict says why (FAILS when the tiling did not
 * check), its grid is NULL, A->wrong counts it, and MSG names the first.
 * PROGRESS(CTX, ...) as for polyminix_verify_deck.
 * Free *A with polyminix_answers_free. */
int polyminix_answers_solve(const polyminix_deck_t *deck, const char *kit_spec, uint64_t budget,
                            int jobs, int draft, const volatile sig_atomic_t *cancel,
                            polyminix_answers_t *a, char *msg, size_t n,
                            polyminix_progress_fn progress, void *ctx);
void polyminix_answers_free(polyminix_answers_t *a);
/* A figure read from a file made ready for a challenge: cropped, and any
 * pre-covered cell counted as a cell of the figure. */
void polyminix_figure_prepare(region_t *fig);

/* ---- The second game: compose a figure ----
 * A 6x6 table read with two dice (row, column): row 1 squares of side
 * 3..8; rows 2-3 rectangles of perimeter 10..32; row 4 a figure with a
 * mirror axis of area 10..30; rows 5-6 a figure of given area and
 * perimeter. Each problem is shown possible with ONE kit (each piece at
 * most once) by a tiling actually found (FIG and GRID, kit indices). */
#define POLYMINIX_NPROBLEMS 36
enum polyminix_problem_kind {
  POLYMINIX_PROBLEM_SQUARE = 0,        /* a square of side A */
  POLYMINIX_PROBLEM_RECTANGLE = 1,     /* a rectangle of perimeter A */
  POLYMINIX_PROBLEM_SYMMETRIC = 2,     /* a figure with a mirror axis, area A */
  POLYMINIX_PROBLEM_AREA_PERIMETER = 3 /* a figure of area A and perimeter B */
};
typedef struct polyminix_problem {
  char text[64];
  int kind, a, b; /* enum polyminix_problem_kind and its numbers */
  region_t fig;
  int *grid; /* fig.w*fig.h kit indices, -1 outside; malloc'd */
  int solved;
} polyminix_problem_t;
/* Fill OUT[0..35] (row-major); BUDGET nodes per search (0: none). Returns
 * the number solved, or -1 on no memory. Free with polyminix_problems_free. */
int polyminix_problems(const pieceset_t *kit, uint64_t budget,
                       polyminix_problem_t out[POLYMINIX_NPROBLEMS]);
void polyminix_problems_free(polyminix_problem_t out[POLYMINIX_NPROBLEMS]);
/* The kit laid out for cutting out: the squarest rectangle the whole kit
 * tiles (8x8 for the default kit) in *RECT and one tiling in *GRID (kit
 * indices, malloc'd), the search given BUDGET * POLYMINIX_KIT_BUDGET_FACTOR nodes
 * (BUDGET: the nodes of one box). Returns 1, or 0 when no rectangle was
 * tiled (or no memory). */
#define POLYMINIX_KIT_BUDGET_FACTOR 10
int polyminix_kit_rectangle(const pieceset_t *kit, uint64_t budget, region_t *rect, int **grid);
/* Perimeter (unit edges between a cell and a non-cell) of R's cells. */
int polyminix_perimeter(const region_t *r);

#endif
