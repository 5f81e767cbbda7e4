/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* render.h: draw grids of cells (regions, tilings) to PDF, SVG, PNG or a text trace. */
#ifndef OUTPUT_RENDER_H
#define OUTPUT_RENDER_H

#include <stddef.h>

#include "output/draw.h"

/* Values of render_grid_t.cells besides piece indices. */
#define RENDER_OUTSIDE (-2) /* no cell: paper */
/* The most cells (width times height) `polyx render` draws in one figure: a
 * million cells make a PDF of about 7 MB in seconds; a 4096x4096 figure made
 * 220 MB of cells too small to see. */
#define RENDER_MAX_CELLS 1000000
/* 1 when a W x H figure is within RENDER_MAX_CELLS, else 0 with the reason in ERR (ERRLEN
 * bytes): "WxH cells: a drawing has at most N" (translated). The one check of every command
 * that draws figures of the user's size (render, tile -o), made before the work. */
int render_size_ok(int w, int h, char *err, size_t errlen);
#define RENDER_EMPTY   (-1) /* a cell of the figure not covered by any piece */
#define RENDER_FADED   (-1) /* render_grid_t.colors[k]: piece k set apart, grey, no letter */

/* One drawing: a W x H grid, row 0 at the top. cells[y*w+x] is
 * RENDER_OUTSIDE, RENDER_EMPTY or a piece index k in 0..npieces-1, drawn
 * in piece k's colour (see colors) with the label names[k] (answer keys). Neighbouring
 * cells with the same index belong to the same piece: no inner line is
 * drawn between them. */
typedef struct render_grid {
  int w, h;
  const int *cells;
  int npieces;
  const char *const *names;
  const char *caption; /* a line under the drawing (the puzzle's ID), or NULL */
  const int *colors;   /* NULL: piece k is drawn in colour DRAW_PIECE(k); else
                          in DRAW_PIECE(colors[k]) (colors[k] >= 0), so that
                          copies of one piece (distinct indices, told apart by
                          their outlines) share a colour, and a piece keeps it
                          from one drawing to the next; RENDER_FADED: piece k
                          drawn in DRAW_FADED without its letter (render_draw_grid
                          only: the pieces a puzzle gave, in its answer) */
} render_grid_t;

/* Page and look settings; render_opts_init() gives the documented
 * defaults. Sizes are millimetres. */
typedef struct render_opts {
  double paper_w, paper_h;      /* the page; 0 x 0: each page is one card (no
                                   margins, no crop marks, no footer); negative
                                   (the default): A4 210 x 297 for PDF and trace,
                                   one card a page for SVG and PNG */
  double card_w, card_h;        /* one card (trim size); default 63 x 88 (poker
                                   size) */
  int cols, rows;               /* cards per page across and down; 0 = as many as
                                   fit (A4 with 63 x 88 cards and no bleed: 3 x 3) */
  double answer_w, answer_h;    /* answer cards' trim size (render_cards' ANSWER
                                 faces); 0 x 0 (default): the cards' size */
  int answer_cols, answer_rows; /* answer cards per page; 0 x 0 (default): the
                              cards' grid when they have the cards' size,
                              else as many as fit, on the cards' paper the
                              same way up */
  int crop_marks;               /* 1 or -1 (the default): crop marks outside the
                                   bleed at every cut line, at least 5 mm from the
                                   paper's edge; 0: none (an error on pages of one
                                   card, which never have marks) */
  double bleed;                 /* how far the card backgrounds run past the trim:
                                   RENDER_BLEED_AUTO (the default) is
                                   RENDER_BLEED_DEFAULT when edge is 1, else 0 */
  int edge;                     /* 1: the cards are coloured to their edges (the
                                   printer says so; render_grids does), so they
                                   get a bleed by default. Default 0 */
  int bw;                       /* 1: black and white (greys and hatching) */
  double dpi;                   /* PNG resolution; 0 (the default) is 300, and
                                   any other value is an error for PDF, SVG and
                                   trace output (it would change nothing) */
  const char *lang;             /* labels: "en" (default), "fr", "de", "it", "cs" */
  double cell_mm;               /* cell side; 0 (default) = as large as fits, at
                                   most 9 mm */
  int captions;                 /* 1 (default): the grid's caption at the card's foot */
  int letters;                  /* piece letters: 1 (default) yes, 0 no */
  int answers;                  /* 1: puzzle cards show only the figure (empty
                                   cells and its outline) and, under it, the
                                   names of the pieces to lay on it (when the
                                   grid names its pieces), and the pieces are
                                   drawn on answer pages after all the puzzles.
                                   Default 0: each grid drawn as given */
  int backs;                    /* 1: a page of card backs after each page of
                                   fronts, mirrored for long-edge duplex */
  int area;                     /* 1: the number of cells of the figure in the
                                   card's corner (default 0) */
  int numbers;                  /* 1 (default): "No 1", "No 2"... in the title band */
  const char *title;            /* the page footer and PDF title (e.g. the command
                                   that made the file), or NULL */
  long long date;               /* PDF creation date (epoch seconds); default
                                   $SOURCE_DATE_EPOCH or 0 */
  int layout;                   /* RENDER_LAYOUT_SHOP (default) or
                                   RENDER_LAYOUT_OFFICE: see below */
  int light;                    /* 1: light ink: the card grounds white in a
                                   coloured frame (render_card_ground) */
  int sheets;                   /* 1: what is laid out are game sheets (Polymo's
                                   sheets, Polyssimo's board and pieces), and the
                                   layout's messages call them sheets; default 0:
                                   cards */
  int cut_contour;              /* 1: printers that have pieces to cut out (a kit,
                                   tiles) add their outlines as a cut contour
                                   (DRAW_CUT); default 0 */
  char *note;                   /* NULL, or NOTELEN bytes where the layer writes
                                   a one-line note for the user (the size cards
                                   are scaled to), "" when none */
  size_t notelen;
} render_opts_t;

/* Layouts. SHOP: cards at their size, bleed and crop marks as asked, for a
 * print shop's guillotine. OFFICE: for a desktop printer: no bleed, no
 * crop marks, cards 4 mm apart inside RENDER_SAFE mm margins and the
 * footer, scaled down (never up) when that is what it takes; without
 * --nup, as many cards a sheet as fit at 85% of their size or more (two A5
 * cards on A4 or Letter), the paper turned as it holds more. */
enum { RENDER_LAYOUT_SHOP = 0, RENDER_LAYOUT_OFFICE = 1 };
#define RENDER_OFFICE_GAP       4.0
#define RENDER_OFFICE_MIN_SCALE 0.85

#define RENDER_BLEED_AUTO    (-1.0)
#define RENDER_BLEED_DEFAULT 3.0 /* mm, what print shops ask for */

/* Fill O with the defaults above. */
void render_opts_init(render_opts_t *o);
/* The bleed O gives, in mm (RENDER_BLEED_AUTO resolved). */
double render_bleed_of(const render_opts_t *o);

/* Paper sizes: "a4", "a3", "a5", "letter", "legal", "tabloid" (11 x 17
 * in), the print shops' oversize sheets "sra3" 320 x 450 and "sra4"
 * 225 x 320, "card" (0 x 0: the page is the card), or "WxH" in millimetres ("200x300", decimals
 * allowed). Returns 0 and sets *W, *H, or -1 for an unknown name. */
int render_paper_size(const char *name, double *w, double *h);
/* Standard card sizes: "poker" 63 x 88, "bridge" 57 x 89, "tarot"
 * 70 x 120, "square" 70 x 70, or "WxH" in millimetres. Returns 0 or -1.
 * (The games' own card sizes are named by the command line.) */
int render_card_size(const char *name, double *w, double *h);

/* Labels printed on cards, in each --lang (the texts are in the catalogs,
 * po/LL.po, looked up by i18n_page(); see output/i18n.h). */
typedef enum render_label {
  RENDER_L_SOLUTION, /* "Solution" */
  RENDER_L_PUZZLE,   /* "Puzzle" */
  RENDER_L_PAGE,     /* "page" */
  RENDER_L_NO,       /* "No" before a card number */
  RENDER_L_PIECES,   /* "Pieces:" before the pieces a puzzle card asks for */
  RENDER_L_COUNT
} render_label_t;
/* The UTF-8 label KEY in language LANG: i18n_page(LANG, its English text),
 * so English for an unknown LANG or a missing catalog. */
const char *render_label(const char *lang, render_label_t key);
/* 1 when LANG is one of en, fr, de, it, cs. */
int render_lang_known(const char *lang);

/* What went wrong, for the caller's exit status. */
typedef enum render_status {
  RENDER_OK = 0,
  RENDER_ERR_ARGS,   /* bad grids or options (e.g. a card too small for the page) */
  RENDER_ERR_CREATE, /* the output cannot be created (bad directory...) */
  RENDER_ERR_WRITE,  /* a write failed (full disk...) */
  RENDER_ERR_NOMEM,
  RENDER_ERR_OTHER,
  RENDER_ERR_CANCELLED /* interrupted (draw_set_cancel): nothing written */
} render_status_t;

/* The layout of O for a product that lays out its own pages (the Polymère set): in the office
 * layout no bleed and no crop marks (what render_cards does with cards), *BLEED set to 0 and
 * *CROP_MARKS to 0, or RENDER_ERR_ARGS with ERR (translated) when O asks for a bleed; in the
 * shop layout RENDER_OK, nothing changed. */
render_status_t render_office_settle(const render_opts_t *o, double *bleed, int *crop_marks,
                                     char *err, size_t errlen);

/* Write the N grids to PATH, one per card, cards laid out N-up on pages.
 * FORMAT is "pdf", "svg", "png" or "trace", or NULL to take it from PATH's
 * extension. The file is written to a temporary name and renamed into
 * place: on any failure no file is left at PATH. SVG and PNG hold one page
 * per file: with several pages, page I goes to PATH with "-I" before the
 * extension (out-1.png, out-2.png...). OPTS may be NULL for the defaults.
 * Returns 0, or -1 with a one-line message in ERR (ERRLEN bytes). */
int render_grids(const char *path, const char *format, const render_grid_t *grids, int n,
                 const render_opts_t *opts, char *err, size_t errlen);
/* The same, returning why it failed. */
render_status_t render_grids_status(const char *path, const char *format,
                                    const render_grid_t *grids, int n, const render_opts_t *opts,
                                    char *err, size_t errlen);

/* ---- Building blocks for the games: printing ----
 *
 * How a game's printer (cards, sheets, boards, tiles, answer pages) uses
 * the page layer, so that it is print-ready like polyx render:
 *
 * 1. Command line (src/cmd_GAME.c): take the page options through
 *    src/render_args.h: render_args_table(MASK, ...) adds --paper, --card,
 *    --nup, --no-crop-marks, --bleed, --bw, --dpi, --lang... to getopt's
 *    table, render_args_help(out, MASK) prints their --help lines (the man
 *    page repeats them), render_args_apply() parses them into one
 *    render_opts_t (render_opts_init() first). List in MASK only what the
 *    printer honours; where an action draws nothing, refuse the options
 *    given (render_args_bit() tells which) with exit 64, as polymo does.
 * 2. Library (cards/GAME/draw*.c): fix what the product decides in the
 *    render_opts_t (card_w, card_h; edge = 1 when the cards are coloured
 *    to their edges, which gives them the 3 mm default bleed; a default
 *    paper), keep the user's paper, nup, bleed, crop marks, bw, dpi and
 *    lang, and call render_cards() with a render_card_fn per face. Each
 *    callback draws one card inside (x, y, w, h), running its background
 *    and any band that touches an edge out to bleed mm past it (x - bleed,
 *    y - bleed, w + 2 bleed...): that is all a printer does for the bleed.
 *    Backs are mirrored for long-edge duplex with their bleed; answer
 *    cards go on pages of their own: on the cards' grid, or, with
 *    answer_w/answer_h and answer_cols/answer_rows, smaller cards packed
 *    on their own grid (4 answer cards on A4). render_page_grid()
 *    says how many cards a page holds, to fill a page or to pack pieces
 *    onto as few pages as they need.
 * 3. What comes back: RENDER_ERR_ARGS with a reason when a request cannot
 *    be honoured (cards that do not fit the paper either way up, --nup on
 *    card pages, --dpi for a PDF, --no-crop-marks on card pages); map it
 *    to exit 64. A printer must refuse in the same way what only it can
 *    check (e.g. a cell size its board does not fit), never shrink or
 *    ignore it.
 * 4. The layer does the rest: the paper turned when that takes fewer
 *    sheets, cards centred with 2 x bleed between them, crop marks outside
 *    the bleed and 5 mm or more from the paper's edge, the footer where
 *    there is room, TrimBox and BleedBox on every PDF page.
 * A page that is not cards (a histogram, a score table) draws with
 * draw_create() and calls draw_set_boxes() with the page as both boxes. */

/* Which face of a card is being drawn. */
typedef enum render_side { RENDER_FRONT, RENDER_BACK, RENDER_ANSWER } render_side_t;

/* Where to draw card INDEX (0-based) on SIDE: its trim box (X, Y, W, H) on
 * the page; BLEED mm around it are the card's too. */
typedef struct render_card {
  int index;
  render_side_t side;
  double x, y, w, h, bleed;
} render_card_t;

/* Draw one card (any drawing calls inside the trim box plus bleed). */
typedef void (*render_card_fn)(draw_t *d, const render_card_t *card, void *ctx);

/* Lay N cards out on pages as OPTS say and write them to PATH (FORMAT as in
 * render_grids): pages of fronts drawn by FRONT; after each, when BACK is
 * not NULL, a page of backs mirrored left-right for long-edge duplex; then,
 * when ANSWER is not NULL, the answer cards on pages of their own. Draws
 * crop marks and the page footer (OPTS->title, page i/n). Returns a status
 * with a message in ERR. */
render_status_t render_cards(const char *path, const char *format, int n, render_card_fn front,
                             render_card_fn back, render_card_fn answer, void *ctx,
                             const render_opts_t *opts, char *err, size_t errlen);

/* What render_cards would refuse before drawing, for a command that checks its arguments
 * before a long work: the format of PATH (or FORMAT), the language, N cards (and their
 * answers when ANSWERS) laid out on OPTS's pages. RENDER_OK, or RENDER_ERR_ARGS with the
 * message render_cards would give in ERR. Writes nothing. */
render_status_t render_cards_check(const char *path, const char *format, int n, int answers,
                                   const render_opts_t *opts, char *err, size_t errlen);

/* How many cards a page of OPTS holds (*COLS across, *ROWS down) when N
 * cards are to be printed (the paper is turned when that takes fewer
 * pages; without --nup, a page holds as many as fit): for printers that
 * fill a page by default or pack pieces onto as few pages as they need.
 * Returns RENDER_OK, or RENDER_ERR_ARGS with the reason in ERR when no card
 * fits. */
render_status_t render_page_grid(const char *path, const char *format, int n,
                                 const render_opts_t *opts, int *cols, int *rows, char *err,
                                 size_t errlen);

/* The page layer's margins, for pages a printer lays out itself (the
 * Polymère set's honeycomb): nothing nearer the paper's edge than
 * RENDER_SAFE mm; crop marks need RENDER_MARK_ROOM mm between the bleed and
 * that edge; the footer takes a band of RENDER_FOOTER mm above the safe
 * margin at the foot. */
#define RENDER_SAFE      5.0
#define RENDER_MARK_ROOM 10.0
#define RENDER_FOOTER    4.0

/* Crop marks at the four corners of TRIM (X, Y, W, H in mm), continuing
 * its sides outward from 2 mm outside BLEED (which holds TRIM), each 5 mm
 * long or less so as to stay RENDER_SAFE mm from the edges of a PW x PH
 * page; the marks render_cards draws, for a block laid out by its printer. */
void render_crop_marks(draw_t *d, double pw, double ph, const double trim[4],
                       const double bleed[4]);
/* The page footer render_cards writes: TITLE (or nothing) and "page I/N"
 * in LANG, at the foot of a PW x PH page. */
void render_footer(draw_t *d, double pw, double ph, const char *title, const char *lang, int page,
                   int npages);

/* The ground of card C in COLOR: its trim and bleed filled; with light ink
 * (draw_get_light) white, in a frame of COLOR RENDER_FRAME mm wide inside
 * the trim (and over the bleed), so that a desktop printer spends little
 * ink and the colour still tells the cards apart. */
#define RENDER_FRAME 2.0
void render_card_ground(draw_t *d, const render_card_t *c, int color);

/* The title band of card C in COLOR: BAND mm at the top of the trim, into the bleed at the top
 * and sides; with light ink (draw_get_light) none, the title standing on the white ground
 * inside the card's frame (render_card_ground). */
void render_card_band(draw_t *d, const render_card_t *c, double band, int color);

/* TEXT (a draft's mark) three times in card C's bleed, in black, past the cut: 1 when drawn;
 * 0 when C has less than 2 mm of bleed, nothing drawn (the caller puts the mark inside the
 * card, 3 mm or more from the cut). */
int render_card_bleed_mark(draw_t *d, const render_card_t *c, const char *text);

/* Flags of render_draw_grid. */
enum {
  RENDER_GRID_PIECES = 1, /* colour the pieces (else only the figure) */
  RENDER_GRID_LETTERS = 2 /* a piece's name on one of its cells */
};
/* The outlines of the pieces of grid G (drawn as render_draw_grid draws it at X, Y with cells
 * of CELL mm): every side between two pieces and between a piece and the paper, runs merged
 * into single segments, stroked in DRAW_CUT (the cut contour) 0.1 mm wide. */
void render_grid_cut(draw_t *d, const render_grid_t *g, double x, double y, double cell);

/* The line widths (mm) render_draw_grid uses for cells of side S mm: thin
 * grid lines inside pieces; the lines between pieces, 0.6 mm (0.7 in black
 * and white, BW 1), never under 0.35 (0.4) mm, never over a fifth of the
 * cell; the figure's outline, 0.9 mm, never under 0.5; in black and white
 * HALO, the width of a white band drawn under the lines between pieces so
 * that two hatchings never meet (0 in colour). For printers that redraw a
 * piece's sides themselves (Polyssimo's striped pieces). */
typedef struct render_line_widths {
  double thin, piece, outline, halo;
} render_line_widths_t;
void render_line_widths(double s, int bw, render_line_widths_t *lw);

/* Draw grid G with cells of side CELL mm, its top-left corner at (X, Y):
 * cell fills, thin grid lines inside pieces and empty areas (when CELL is
 * at least 1.5 mm), heavier lines between pieces (on a white band in black
 * and white), the figure's outline heaviest, letters (when CELL is at least
 * 2.5 mm); widths from render_line_widths. Linear in the grid's size. */
void render_draw_grid(draw_t *d, const render_grid_t *g, double x, double y, double cell,
                      int flags);
/* The letters render_draw_grid draws with RENDER_GRID_LETTERS (none when CELL is under 2.5 mm),
 * for a caller that draws over the pieces first: each on a white disc in black and white, and
 * also in colour on a piece of DISC_FROM cells or more (INT_MAX: never). */
void render_draw_letters(draw_t *d, const render_grid_t *g, double x, double y, double cell,
                         int disc_from);

#endif
