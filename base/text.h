/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* text.h: reading text: whole files within a size limit, lines, words and their comment rule,
 * decimal numbers. */
#ifndef BASE_TEXT_H
#define BASE_TEXT_H

#include <stddef.h>
#include <stdint.h>
#include "base/error.h"

/* Parse the whole string S, decimal digits only (no sign, no blank), into
 * *OUT: 0, or -1 for junk, an empty string or a value past UINT64_MAX. The
 * one number reader of seeds and counts in polyx's formats and options. */
int base_parse_u64(const char *s, uint64_t *out);

/* The one size limit of every text file polyx reads (regions, piece
 * drawings, decks, records, puzzles, tilings to draw): 64 MiB, far past any
 * real one (a 4096 x 4096 region is 16 MiB); a larger input is refused with
 * BASE_E_LIMIT (exit status 65) after reading at most this much. */
#define BASE_MAX_TEXT ((size_t)64 << 20)

/* Read all of PATH ("-": standard input) into a new buffer *BUF of *LEN
 * bytes (NUL-terminated past *LEN; free() it), refusing more than MAXLEN
 * bytes ("file too large for WHAT", BASE_E_LIMIT; WHAT is marked with N_()
 * where it is written and translated here). Returns 0, or -1 with
 * ERR set (its file set to PATH; BASE_E_READ when the file cannot be opened
 * or read, BASE_E_NOMEM) and *BUF NULL. */
int base_read_file(const char *path, size_t maxlen, const char *what, char **buf, size_t *len,
                   base_error_t *err);

/* The line of TEXT[0..LEN) that starts at *POS: returns its start, sets
 * *LINELEN to its length without the "\n" or "\r\n", and moves *POS past
 * it (at *POS == LEN: an empty line, *POS unchanged). */
const char *base_next_line(const char *text, size_t len, size_t *pos, size_t *linelen);

/* A word of a line: its bytes (not NUL-terminated) and its 1-based column. */
typedef struct base_word {
  const char *s;
  size_t len;
  unsigned long col;
} base_word_t;

/* The one comment rule of every text format polyx defines (decks, answers, game records, puzzles,
 * sheets, piece files): a word that starts with '#' starts a comment, which runs to the end of the
 * line ("#" alone, "# text", "#text", or after words: "turn 1 Anna  # first"); a word that starts
 * with ';' does too (the comment character older versions wrote, still read, never written). A '#'
 * inside a word is part of it. A grid row (a line of a grid's cell characters only: ".##." in a
 * figure) is never a comment: its '#' are cells, and the format's reader takes the row whole
 * before it asks for words. */

/* The words of LINE (LEN bytes) into W, at most MAX: words are separated by blanks (space, tab,
 * CR), and a comment (the rule above) ends the line's words. Returns the number of words, or
 * MAX + 1 when the line holds more (W then holds the first MAX). */
int base_words(const char *line, size_t len, base_word_t *w, int max);

/* base_words on a line the caller may write, LINE[LEN] included: each word found is also ended
 * by a NUL in place (the blank, comment character or end after it), so W[k].s is a string. */
int base_words_cut(char *line, size_t len, base_word_t *w, int max);

/* 1 when word W is the string S. */
int base_word_is(const base_word_t *w, const char *s);

/* The whole word W as a decimal integer in MIN..MAX (a leading '-' allowed when MIN < 0) into
 * *OUT: 0, or -1 for junk, an empty word or a value out of range (*OUT untouched). */
int base_word_int(const base_word_t *w, long min, long max, long *out);

/* A name or title given by a user, on one line (a card's name, a product's --title): 0 when
 * TEXT is UTF-8 text of fewer than MAX bytes, not empty, with no blank at either end, no
 * control character and no word that would start a comment; else -1 and *ERR says what is
 * wrong, naming it WHAT ("a title"), its column the byte at fault. */
int base_text_line_check(const char *text, size_t max, const char *what, base_error_t *err);

#endif
