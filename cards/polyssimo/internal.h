/* internal.h: helpers shared by the files of cards/polyssimo/, not part of the game's public face.
 */
#ifndef CARDS_POLYSSIMO_INTERNAL_H
#define CARDS_POLYSSIMO_INTERNAL_H

/* 1 when C may be a piece's display letter: printable, and none of '.',
 * '#', ' ', '/', ':', ',' or ';' (the formats' separators). */
int ps_letter_ok(char c);
/* Give each of N names a distinct letter (OUT): a piece's one-character
 * name when no other piece has it and it is not in TAKEN (NUL-terminated,
 * may be NULL), else the next free letter of a fixed pool. -1 when the
 * pool runs out. */
int ps_assign_letters(int n, const char *const *names, const char *taken, char *out);
/* The same, trying first PREF[i] (when PREF is not NULL and PREF[i] is not
 * 0) for name I, if it is free. */
int ps_assign_letters_pref(int n, const char *const *names, const char *pref, const char *taken,
                           char *out);
/* The letters of the N pieces NAMES as the legend of the set SPEC gives
 * them (copies in order; 0 for a name not in SPEC) into OUT. 0 or -1. */
int ps_legend_letters(const char *spec, int n, const char *const *names, char *out);

#endif
