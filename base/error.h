/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* error.h: the one error type of polyx's libraries (a code, a position, a message). */
#ifndef BASE_ERROR_H
#define BASE_ERROR_H

/* Library functions return 0 on success and -1 on failure, filling in a
 * base_error_t when the caller passes one (ERR may be NULL everywhere).
 * MSG is one line without the "polyx:" prefix or a trailing newline.
 * LINE and COL are 1-based positions in the text the caller handed over (0
 * when unknown or meaningless); a spec string counts as line 0 (column =
 * 1-based byte offset). FILE is "" when the position is in the caller's
 * own text, otherwise the name of the nested file the error is in (for
 * instance the FILE of "@FILE" in a piece spec), so the caller prints
 * `polyx: FILE:LINE:COL: MSG` with px_error_at(). */
/* What kind of failure an error is, for the caller's exit status; the
 * message may be reworded freely, the code is what a program tests. */
typedef enum base_errcode {
  BASE_E_DATA = 0, /* malformed text, a bad value, an impossible request */
  BASE_E_UNKNOWN,  /* a name (piece, set, kit...) that names nothing */
  BASE_E_NOMEM,    /* out of memory */
  BASE_E_READ,     /* a file cannot be opened or read */
  BASE_E_LIMIT,    /* an input past a documented size limit */
  BASE_E_LIBRARY   /* a library opened when first needed (dlopen) cannot be loaded */
} base_errcode_t;

typedef struct base_error {
  char msg[200];
  unsigned long line, col;
  char file[256];
  base_errcode_t code;
} base_error_t;

/* Fill ERR (if not NULL) with LINE, COL, FILE "", code BASE_E_DATA and
 * the formatted message (truncated to fit). */
void base_error_set(base_error_t *err, unsigned long line, unsigned long col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* The same with another CODE. */
void base_error_setc(base_error_t *err, base_errcode_t code, unsigned long line, unsigned long col,
                     const char *fmt, ...) __attribute__((format(printf, 5, 6)));
/* "out of memory", code BASE_E_NOMEM, no position. */
void base_error_nomem(base_error_t *err);
/* Set ERR->file (truncated) when ERR is not NULL and its file is still "". */
void base_error_file(base_error_t *err, const char *file);

#endif
