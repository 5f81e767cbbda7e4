/* pieceset.c: multisets of pieces: named sets, spec strings, pieces drawn in text files. */
#include <config.h>
#include <stdlib.h>
#include <string.h>
#include "cards/pieceset.h"
#include "cards/polyomino.h"

void pieceset_free(pieceset_t *set) {
  free(set->pieces);
  free(set->copies);
  memset(set, 0, sizeof *set);
}

int pieceset_area(const pieceset_t *set) {
  int a = 0;
  for (int i = 0; i < set->n; i++) a += set->pieces[i].shape.n * set->copies[i];
  return a;
}

int pieceset_count(const pieceset_t *set) {
  int c = 0;
  for (int i = 0; i < set->n; i++) c += set->copies[i];
  return c;
}

int pieceset_find(const pieceset_t *set, const char *name) {
  for (int i = 0; i < set->n; i++)
    if (strcmp(set->pieces[i].name, name) == 0) return i;
  return -1;
}

int pieceset_parse(const char *spec, pieceset_t *out, cards_error_t *err) {
  return pieceset_parse_defs(spec, NULL, out, err);
}

int pieceset_parse_defs(const char *spec, const pieceset_def_t *defs, pieceset_t *out, cards_error_t *err) {
  (void)spec;
  (void)defs;
  memset(out, 0, sizeof *out);
  cards_error_set(err, 0, 0, "piece specs not implemented yet");
  return -1;
}
