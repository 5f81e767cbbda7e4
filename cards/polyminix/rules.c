/* rules.c: the rules of a Polyminix answer: a tiling checked against a side and one of its six boxes. */
#include <config.h>

#include "cards/polyminix/polyminix.h"

#include <stdio.h>
#include <string.h>

#include "cards/polyminix/internal.h"
#include "cards/tiling/region.h"

/* Boxes 1 to 5: the pieces shown are kit pieces, once each; their mask. */
static uint32_t shown_pieces(const pieceset_t *kit, const pmx_box_t *box, pmx_box_result_t *br) {
  uint32_t shown = 0;
  for (int i = 0; i < box->n && br->verdict == PMX_HOLDS; i++) {
    int ki = pmx_kit_index(kit, box->names[i]);
    if (ki < 0) {
      br->verdict = PMX_INVALID;
      snprintf(br->reason, sizeof br->reason, "piece %s is not in the kit", box->names[i]);
    } else if (shown >> ki & 1u) {
      br->verdict = PMX_INVALID;
      snprintf(br->reason, sizeof br->reason, "piece %s shown twice", box->names[i]);
    } else {
      shown |= 1u << ki;
    }
  }
  return shown;
}

/* Box 6: the kit has the pieces of the sizes shown, and they make the area. */
static void sizes_admit(const pieceset_t *kit, const pmx_box_t *box, int area, pmx_box_result_t *br) {
  int have[PMX_SIZE_SLOTS] = {0}, want[PMX_SIZE_SLOTS] = {0}, tot = 0;
  for (int i = 0; i < kit->n; i++)
    if (kit->pieces[i].shape.n <= PMX_MAX_PIECE_CELLS) have[kit->pieces[i].shape.n]++;
  for (int i = 0; i < box->n; i++) want[box->sizes[i]]++, tot += box->sizes[i];
  for (int z = 1; z <= PMX_MAX_PIECE_CELLS; z++)
    if (want[z] > have[z]) {
      br->verdict = PMX_INVALID;
      snprintf(br->reason, sizeof br->reason, "%d pieces of %d cells asked, the kit has %d", want[z], z, have[z]);
      return;
    }
  if (tot != area) {
    br->verdict = PMX_FAILS;
    snprintf(br->reason, sizeof br->reason, "area does not add up: the sizes make %d cells, the figure has %d", tot,
             area);
  }
}

uint32_t pmx_box_admit(const pieceset_t *kit, const pmx_side_t *s, int b, pmx_box_result_t *br) {
  const pmx_box_t *box = &s->box[b];
  int area = region_area(&s->fig);
  uint32_t shown = 0;
  br->verdict = PMX_HOLDS;
  if (b != PMX_BOX_SIZES) shown = shown_pieces(kit, box, br);
  if (br->verdict == PMX_HOLDS && b == PMX_BOX_SIZES) sizes_admit(kit, box, area, br);
  if (br->verdict == PMX_HOLDS && (b == PMX_BOX_SHOWN_A || b == PMX_BOX_SHOWN_B)) {
    int a = pmx_mask_area(kit, shown);
    if (a != area) {
      br->verdict = PMX_FAILS;
      snprintf(br->reason, sizeof br->reason, "area does not add up: the pieces make %d cells, the figure has %d", a,
               area);
    }
  }
  if (br->verdict == PMX_HOLDS && (b == PMX_BOX_PLUS_K || b == PMX_BOX_PLUS_ANY) &&
      pmx_popcount32(shown) + (b == PMX_BOX_PLUS_K ? box->k : 1) > kit->n) {
    br->verdict = PMX_INVALID;
    snprintf(br->reason, sizeof br->reason, "the kit has too few other pieces");
  }
  if (br->verdict == PMX_HOLDS && b == PMX_BOX_ALL_BUT && pmx_popcount32(shown) >= kit->n) {
    br->verdict = PMX_INVALID;
    snprintf(br->reason, sizeof br->reason, "every piece of the kit is excluded");
  }
  return shown;
}

int pmx_check_grid(const pieceset_t *kit, const pmx_side_t *s, int bi, const int *grid) {
  const region_t *f = &s->fig;
  uint32_t used = 0;
  int cnt[PMX_MAX_KIT] = {0};
  for (int y = 0; y < f->h; y++)
    for (int x = 0; x < f->w; x++) {
      int v = grid[y * f->w + x];
      int in = region_at(f, x, y) == REGION_CELL;
      if (in != (v >= 0)) return 0;
      if (v >= kit->n) return 0;
      if (v >= 0) {
        used |= 1u << v;
        cnt[v]++;
      }
    }
  /* each piece: its cells are the right shape */
  for (int i = 0; i < kit->n; i++) {
    if (!(used >> i & 1u)) continue;
    if (cnt[i] != kit->pieces[i].shape.n) return 0;
    shape_t sh = {GRID_SQUARE, 0, {{0, 0}}};
    for (int y = 0; y < f->h; y++)
      for (int x = 0; x < f->w; x++)
        if (grid[y * f->w + x] == i) sh.c[sh.n++] = (cell_t){(int16_t)x, (int16_t)y};
    shape_normalize(&sh);
    int ok = 0;
    for (int o = 0; o < 8 && !ok; o++) {
      shape_t t;
      shape_transform(&kit->pieces[i].shape, o, &t);
      ok = shape_equal(&t, &sh);
    }
    if (!ok) return 0;
  }
  const pmx_box_t *box = &s->box[bi];
  uint32_t shown = 0;
  if (bi < 5)
    for (int i = 0; i < box->n; i++) {
      int ki = pmx_kit_index(kit, box->names[i]);
      if (ki < 0) return 0;
      shown |= 1u << ki;
    }
  int extra = pmx_popcount32(used & ~shown);
  switch (bi) {
    case 0:
    case 1: return used == shown;
    case 2: return (used & shown) == shown && extra == box->k;
    case 3: return (used & shown) == shown && extra >= 1 && extra <= 3;
    case 4: return (used & shown) == 0;
    default: {
      int want[9] = {0};
      for (int i = 0; i < box->n; i++) want[box->sizes[i]]++;
      for (int i = 0; i < kit->n; i++)
        if (used >> i & 1u) want[kit->pieces[i].shape.n]--;
      for (int z = 0; z < 9; z++)
        if (want[z]) return 0;
      return 1;
    }
  }
}

void pmx_side_result_recheck(const pieceset_t *kit, const pmx_side_t *s, pmx_side_result_t *r) {
  for (int b = 0; b < PMX_NBOXES; b++)
    if (r->box[b].grid && !pmx_check_grid(kit, s, b, r->box[b].grid)) {
      r->box[b].verdict = PMX_FAILS;
      snprintf(r->box[b].reason, sizeof r->box[b].reason, "internal error: the tiling found does not check");
      r->right = 0;
    }
}
