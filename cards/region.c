/* region.c: regions to tile: rectangles, text drawings, silhouettes from grey images; holes, components, symmetry. */
#include <config.h>
#include <stdlib.h>
#include <string.h>
#include "cards/region.h"

void region_free(region_t *r) {
  free(r->cells);
  memset(r, 0, sizeof *r);
}

int region_area(const region_t *r) {
  int a = 0;
  for (size_t i = 0; i < (size_t)r->w * r->h; i++) a += r->cells[i] == REGION_CELL;
  return a;
}

int region_rect(int w, int h, region_t *out, cards_error_t *err) {
  memset(out, 0, sizeof *out);
  if (w < 1 || h < 1 || w > REGION_MAX_SIDE || h > REGION_MAX_SIDE) {
    cards_error_set(err, 0, 0, "bad rectangle %dx%d (sides 1..%d)", w, h, REGION_MAX_SIDE);
    return -1;
  }
  out->cells = malloc((size_t)w * h);
  if (!out->cells) {
    cards_error_set(err, 0, 0, "out of memory");
    return -1;
  }
  memset(out->cells, REGION_CELL, (size_t)w * h);
  out->w = w;
  out->h = h;
  return 0;
}
