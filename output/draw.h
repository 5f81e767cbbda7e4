/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* draw.h: a small drawing interface in millimetres over PDF, SVG, PNG and a text trace. */
#ifndef OUTPUT_DRAW_H
#define OUTPUT_DRAW_H

#include <signal.h>
#include <stddef.h>

/* How a drawing call can fail. The status of a context is sticky: the first
 * error is kept, every later call does nothing, and draw_finish() reports it
 * (cairo's habit: draw everything, check once). */
typedef enum draw_status {
  DRAW_OK = 0,
  DRAW_ERR_ARGS,     /* a bad argument: unknown format, page size, NaN... */
  DRAW_ERR_CREATE,   /* the output file (or its temporary) cannot be created */
  DRAW_ERR_WRITE,    /* a write failed: full disk, I/O error, closed pipe */
  DRAW_ERR_NOMEM,    /* out of memory */
  DRAW_ERR_CAIRO,    /* cairo or libpng failed for another reason, or Cairo cannot be loaded */
  DRAW_ERR_CANCELLED /* the flag of draw_set_cancel was raised (Ctrl-C): nothing is kept */
} draw_status_t;

/* A fixed English phrase for STATUS. */
const char *draw_strerror(draw_status_t status);

/* FLAG (NULL: none), raised by a signal handler, stops every drawing at
 * its next page or at its finish: the status becomes DRAW_ERR_CANCELLED
 * and no file is kept (the temporaries are removed). For a command line
 * that catches SIGINT; the one process-wide setting of the drawing layer. */
void draw_set_cancel(const volatile sig_atomic_t *flag);
/* FN (NULL: none) is called with CTX as each page begins, with its number
 * (from 1) and the pages the document announced (its npages, 1 when it did
 * not say): a command line's progress on a terminal. Process-wide as
 * draw_set_cancel; call it from the thread that draws. */
void draw_set_progress(void (*fn)(void *ctx, int page, int pages), void *ctx);

typedef enum draw_format {
  DRAW_PDF = 0, /* vector, every page in one file */
  DRAW_SVG,     /* vector, one file per page */
  DRAW_PNG,     /* raster at opts.dpi with a pHYs chunk, one file per page */
  DRAW_TRACE,   /* one text line per drawing call, for golden tests */
  DRAW_SVGZ     /* SVG compressed with gzip (.svgz), one file per page */
} draw_format_t;

/* The trace: a first line "trace 1 page W H bw B", then one line per call,
 * numbers in millimetres with two decimals: "begin_page N", "end_page N",
 * "color K", "width MM", "move X Y", "line X Y", "close", "rect X Y W H",
 * "circle X Y R", "fill", "stroke", "text X Y SIZE FLAGS MAXW "TEXT""
 * (TEXT with \" and \\ escaped, control bytes as \xHH), and a last line
 * "end". Only what the caller asked is written: colours as indices, text
 * unmeasured, so a trace does not depend on cairo or the fonts. */

/* The format named NAME ("pdf", "svg", "png", "trace", "svgz"), or, when NAME is
 * NULL, the one PATH's extension names. Returns -1 when there is none. */
int draw_format_from(const char *name, const char *path);

/* Indexed colours. What an index looks like depends on the context's
 * black-and-white flag (draw_color_style). */
enum {
  DRAW_WHITE = 0,
  DRAW_BLACK = 1,
  DRAW_GRID = 2,          /* thin lines between the cells of one piece or of empty cells */
  DRAW_TEXT_GREY = 3,     /* page footers past the cut and large subdued marks; text on a
                             product is DRAW_BLACK, which a PDF prints in black ink only */
  DRAW_CARD = 4,          /* the card's background (extended into the bleed) */
  DRAW_BAND = 5,          /* the card's title band */
  DRAW_EMPTY = 6,         /* an empty cell of a figure (a cell to cover) */
  DRAW_SIGNAL_GREEN = 7,  /* three signal colours (a game's levels, say), */
  DRAW_SIGNAL_YELLOW = 8, /* light enough for black text; */
  DRAW_SIGNAL_RED = 9,    /* light greys in black and white */
  DRAW_FADED = 10,        /* a piece set apart from the others (a puzzle's pre-placed
                             pieces in its answer): mid grey, darker than every piece's grey in
                             black and white */
  DRAW_CUT = 11,          /* the cut contour for a die-cutter or a cutting plotter: in PDF,
                             strokes in a separation colour named CutContour (alternate 100%
                             magenta), written past cairo (which has no spot colours) in a
                             content stream of their own after the page's; elsewhere magenta.
                             Only strokes: a fill in it is an argument error */
  DRAW_PIECE0 = 16        /* piece k is DRAW_PIECE0 + k, k >= 0 */
};
#define DRAW_PIECE(k) (DRAW_PIECE0 + (k))
/* Number of distinct piece colours before they repeat (24: enough for the
 * largest piece set a game prints). */
#define DRAW_NPIECE_COLORS 24
/* Number of distinct black-and-white piece styles before they repeat. */
#define DRAW_NPIECE_STYLES_BW 28

/* Hatching patterns for fills in black-and-white mode. */
enum {
  DRAW_HATCH_NONE = 0,
  DRAW_HATCH_SLASH,
  DRAW_HATCH_BACKSLASH,
  DRAW_HATCH_CROSS,
  DRAW_HATCH_VERT,
  DRAW_HATCH_HORIZ,
  DRAW_HATCH_DOTS,
  DRAW_NHATCH
};

/* What colour index COLOR looks like: RGB in 0..1 and a hatching pattern
 * (always DRAW_HATCH_NONE unless BW). In colour, pieces take 24 colours
 * that stay apart (CIELAB distance 10.4 or more) for normal vision and the
 * three colour blindnesses, light enough for black letters (contrast 6 or
 * more): the first twelve from Paul Tol's and Okabe-Ito's schemes (11.8
 * apart), so small sets get the most distinct ones; in black and white,
 * four greys and seven hatchings whose pairs are distinct for the first 28
 * pieces. */
void draw_color_style(int color, int bw, double rgb[3], int *hatch);

/* Settings of a new drawing context; draw_options_init() gives defaults. */
typedef struct draw_options {
  double dpi;        /* PNG resolution, default 300 */
  int bw;            /* 1: black-and-white looks (greys, hatching) */
  int npages;        /* pages the document will have (SVG and PNG: when more
                        than 1, page I goes to PATH with "-I" before the
                        extension, zero-padded); default 1 */
  long long date;    /* PDF creation date, seconds since the epoch; default:
                        $SOURCE_DATE_EPOCH when set and valid, else 0
                        (1970-01-01), so the same input gives the same bytes */
  const char *title; /* PDF title metadata, or NULL */
  int light;         /* 1: light ink: card grounds white inside a coloured frame
                        (the printers ask draw_get_light()); default 0 */
} draw_options_t;

void draw_options_init(draw_options_t *o);

typedef struct draw draw_t;

/* A new context writing FORMAT to PATH, pages W x H millimetres. The file
 * (each file) is written to a temporary name in the same directory and
 * renamed into place by draw_finish(); when PATH exists and is not a
 * regular file (a device such as /dev/full, a pipe) it is written directly;
 * "-" is standard output. Returns NULL only when out of memory; otherwise
 * check draw_status(). OPTS may be NULL for the defaults. The first PDF, SVG
 * or PNG context of the process loads Cairo (output/draw_cairo.h); when it
 * cannot, this one and every later one fail with DRAW_ERR_CAIRO, a message
 * naming the library and why, and no file. */
draw_t *draw_create(draw_format_t format, const char *path, double w, double h,
                    const draw_options_t *opts);

/* The trim box (where the paper is cut) and the bleed box (how far the
 * printing runs past the cut) of the pages begun after this call,
 * rectangles X, Y, W, H in mm from the page's top-left corner; TRIM inside
 * BLEED inside the page, else an argument error (as is a call inside a
 * page). PDF: written as /TrimBox and /BleedBox in each page dictionary
 * (cairo has no API for them: the finished file is rewritten,
 * cross-reference table and all); trace: a line "boxes trim X Y W H bleed
 * X Y W H"; SVG and PNG: nothing. Pages begun before any call have the
 * page as their boxes (/MediaBox only). */
void draw_set_boxes(draw_t *d, const double trim[4], const double bleed[4]);

/* Pages: every drawing call goes between draw_begin_page() and
 * draw_end_page(). Coordinates are millimetres from the page's top-left
 * corner, y growing downwards. */
void draw_begin_page(draw_t *d);
void draw_end_page(draw_t *d);

/* Until the end of the page, every coordinate, width and text size of the
 * later calls is scaled by S (> 0) and moved by (X, Y) mm: a point (u, v)
 * lands at (X + S u, Y + S v) on the page. draw_set_transform(d, 0, 0, 1)
 * undoes it; each page begins without one. Trace: "transform X Y S". For
 * cards drawn smaller than their size (an office printer's margins). */
void draw_set_transform(draw_t *d, double x, double y, double s);

/* State used by the next fill, stroke or text. */
void draw_set_color(draw_t *d, int color);
void draw_set_line_width(draw_t *d, double mm);

/* The current path: subpaths added by these calls, consumed by draw_fill()
 * or draw_stroke(). */
void draw_move_to(draw_t *d, double x, double y);
void draw_line_to(draw_t *d, double x, double y);
void draw_close_path(draw_t *d);
void draw_rect(draw_t *d, double x, double y, double w, double h);
void draw_circle(draw_t *d, double cx, double cy, double r);
/* A closed polygon of N points XY[2i], XY[2i+1]. */
void draw_polygon(draw_t *d, const double *xy, int n);
/* A segment (an open subpath). */
void draw_segment(draw_t *d, double x0, double y0, double x1, double y1);
/* Fill the path (non-zero winding) in the current colour, hatched when the
 * colour's style says so; the path is cleared. */
void draw_fill(draw_t *d);
/* Stroke the path with the current colour and width, square caps and
 * mitre joins; the path is cleared. */
void draw_stroke(draw_t *d);

/* Text flags. */
enum {
  DRAW_LEFT = 0,
  DRAW_CENTER = 1,
  DRAW_RIGHT = 2, /* horizontal anchor */
  DRAW_BASELINE = 0,
  DRAW_MIDDLE = 4, /* vertical anchor: baseline, or cap-height middle */
  DRAW_BOLD = 8
};
/* UTF-8 TEXT in DejaVu Sans, SIZE mm (the em), anchored at (X, Y) as FLAGS
 * say, in the current colour. When MAXW > 0 and the text would be wider,
 * it is shrunk to fit MAXW. Invalid UTF-8 is an argument error. */
void draw_text(draw_t *d, double x, double y, double size, int flags, double maxw,
               const char *text);

/* 1 when TEXT is valid UTF-8 (no overlong forms, surrogates or code points
 * past U+10FFFF), as draw_text() and document titles require; 0 otherwise. */
int draw_utf8_valid(const char *text);

/* 1 when D draws with light ink (draw_options_t.light). */
int draw_get_light(const draw_t *d);

/* 1 when D draws in black and white (for callers that adapt their looks). */
int draw_get_bw(const draw_t *d);

/* Record an error found by a caller (e.g. out of memory while preparing a
 * drawing) in D's sticky status, unless one is already there. */
void draw_set_error(draw_t *d, draw_status_t status, const char *message);

/* The context's status (DRAW_OK or the first error). */
draw_status_t draw_status(const draw_t *d);
/* A one-line description of the first error (with the file name and the
 * system's reason), or "" when none. Valid until draw_destroy(). */
const char *draw_error_message(const draw_t *d);

/* Finish the document: flush, close, and when everything succeeded rename
 * the temporaries into place; on any error remove them so that no file is
 * left. Returns the final status. Call once, then draw_destroy(). */
draw_status_t draw_finish(draw_t *d);
/* Free D (after draw_finish(); without it, temporaries are removed). */
void draw_destroy(draw_t *d);

#endif
