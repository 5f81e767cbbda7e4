/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* t_polyminix.c: the Polyminix kit tiles 8x8, IDs and box words round-trip, tilings are re-checked,
 * the problem table's figures are what they claim. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "poly/pieceset.h"
#include "games/polyminix/polyminix.h"
#include "poly/region.h"
#include "poly/tiling.h"

#include "tests/check.h"

/* A differential count: every tiling of a figure by any kit pieces (subset
 * search, distinct), sorted into the boxes by the set of pieces it uses. */
typedef struct diff {
  tiling_t *t;
  const pieceset_t *kit;
  const polyminix_side_t *s;
  uint64_t count[6];
} diff_t;

static int popc(uint32_t m) {
  int c = 0;
  for (; m; m &= m - 1) c++;
  return c;
}

static int on_tiling(void *ctx, const int *place, int n) {
  diff_t *d = ctx;
  uint32_t used = 0;
  for (int k = 0; k < n; k++) used |= 1u << tiling_placement(d->t, place[k])->piece;
  for (int b = 0; b < 6; b++) {
    const polyminix_box_t *box = &d->s->box[b];
    uint32_t shown = 0;
    for (int i = 0; b < 5 && i < box->n; i++) shown |= 1u << pieceset_find(d->kit, box->names[i]);
    int extra = popc(used & ~shown), ok;
    if (b < 2)
      ok = used == shown;
    else if (b == 2)
      ok = (used & shown) == shown && extra == box->k;
    else if (b == 3)
      ok = (used & shown) == shown && extra >= 1 && extra <= 3;
    else if (b == 4)
      ok = (used & shown) == 0;
    else {
      int want[9] = {0};
      for (int i = 0; i < box->n; i++) want[box->sizes[i]]++;
      for (int i = 0; i < d->kit->n; i++)
        if (used >> i & 1u) want[d->kit->pieces[i].shape.n]--;
      ok = 1;
      for (int z = 0; z < 9; z++) ok &= want[z] == 0;
    }
    d->count[b] += ok;
  }
  return 0;
}

/* TEXT parsed into *D (0) or refused (-1, ERR). */
static int parse(const char *text, polyminix_deck_t *d, base_error_t *e) {
  memset(d, 0, sizeof *d);
  memset(e, 0, sizeof *e);
  return polyminix_deck_parse(text, strlen(text), d, e);
}

/* Card names and titles: UTF-8 text to the end of the line, written and read back the same;
 * a one-word name of an older file reads as before; bad text refused with its column. */
static void test_text_names(void) {
  static const char *const side =
      "side A\n.....\n.....\n.....\n.....\nbox1 P,U,Y,I3,I2\nbox2 I,L,P,I3,I2\n"
      "box3 P,U,Y+2\nbox4 L,P+\nbox5 -F,N\nbox6 5,5,5,3,2\n";
  char text[1024];
  polyminix_deck_t d, d2;
  base_error_t e;
  snprintf(text, sizeof text, "title  Classe 3B \xC2\xB7 Citt\xC3\xA0 \ncard  La carte n\xC2\xB0 1 de Zo\xC3\xA9\t\n%s"
                              "card 12\n%s",
           side, side);
  CHECK(parse(text, &d, &e) == 0, "names and a title: %s", e.msg);
  CHECK(d.n == 2 && strcmp(d.title, "Classe 3B \xC2\xB7 Citt\xC3\xA0") == 0, "title '%s'",
        d.title);
  CHECK(d.n == 2 && strcmp(d.cards[0].name, "La carte n\xC2\xB0 1 de Zo\xC3\xA9") == 0,
        "name with blanks '%s'", d.n ? d.cards[0].name : "");
  CHECK(d.n == 2 && strcmp(d.cards[1].name, "12") == 0, "a one-word name as before");
  /* written and read back the same */
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  CHECK(f && polyminix_deck_write(&d, f) == 0, "deck written");
  if (f) fclose(f);
  CHECK(buf && parse(buf, &d2, &e) == 0, "written deck read back: %s", e.msg);
  CHECK(d2.n == 2 && strcmp(d2.title, d.title) == 0 && strcmp(d2.cards[0].name, d.cards[0].name) == 0 &&
            strcmp(d2.cards[1].name, "12") == 0,
        "names and title read back the same");
  free(buf);
  polyminix_deck_free(&d);
  polyminix_deck_free(&d2);
  /* bad names and titles, with their column */
  static const struct {
    const char *text;
    unsigned long col;
  } bad[] = {{"card\n", 5},          {"card a\xFF\n", 7},   {"card a\xC3\n", 7},
             {"title \xED\xA0\x80\n", 7}, {"card a\x01b\n", 7}, {"card #1\n", 5}};
  for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
    CHECK(parse(bad[i].text, &d, &e) != 0 && e.line == 1 && e.col == bad[i].col,
          "bad name %zu refused at column %lu (got %lu: %s)", i, bad[i].col, e.col, e.msg);
    polyminix_deck_free(&d);
  }
  /* a name ends at a comment; a '#' inside a word is part of it; a name never starts a comment */
  snprintf(text, sizeof text, "card  A#1  et B  # the first\n%s", side);
  CHECK(parse(text, &d, &e) == 0 && strcmp(d.cards[0].name, "A#1  et B") == 0,
        "a name before a comment: '%s' (%s)", d.n ? d.cards[0].name : "", e.msg);
  polyminix_deck_free(&d);
  CHECK(polyminix_text_check("Classe ;3", 1, &e) != 0 && e.col == 8,
        "a name with a word that starts a comment refused");
  char longname[100];
  memset(longname, 'x', sizeof longname);
  memcpy(longname, "card ", 5);
  longname[5 + POLYMINIX_NAME_MAX - 1] = '\0';
  CHECK(parse(longname, &d, &e) != 0, "a name of %d bytes refused", POLYMINIX_NAME_MAX - 1);
  polyminix_deck_free(&d);
  longname[5 + POLYMINIX_NAME_MAX - 2] = '\0';
  CHECK(parse(longname, &d, &e) != 0 && strstr(e.msg, "side"), "a name of %d bytes taken (%s)",
        POLYMINIX_NAME_MAX - 2, e.msg);
  polyminix_deck_free(&d);
}

int main(void) {
  pieceset_t kit;
  base_error_t e;
  CHECK(polyminix_kit_parse(NULL, &kit, &e) == 0, "default kit: %s", e.msg);
  printf("default kit: %d pieces, %d cells\n", kit.n, pieceset_area(&kit));
  CHECK(kit.n == 15 && pieceset_area(&kit) == 64, "kit of 15 pieces, 64 cells");
  int sizes[9] = {0};
  for (int i = 0; i < kit.n; i++) sizes[kit.pieces[i].shape.n]++;
  CHECK(sizes[5] == 8 && sizes[4] == 4 && sizes[3] == 2 && sizes[2] == 1,
        "8 pentominoes, 4 tetrominoes, 2 trominoes, a domino");

  /* the kit tiles the 8x8 square */
  region_t sq;
  region_rect(8, 8, &sq, NULL);
  tiling_spec_t spec;
  tiling_spec_init(&spec);
  tiling_t *t = NULL;
  CHECK(tiling_new(&kit, &sq, &spec, &t, NULL) == TILING_OK, "tiling_new 8x8");
  if (t) {
    int place[64], n = 0;
    int found = tiling_find(t, 0, 0, 0, place, &n);
    printf("8x8 by the kit: %s (%d pieces)\n", found == 1 ? "tiled" : "NOT tiled", n);
    CHECK(found == 1 && n == 15, "the default kit tiles the 8x8 square");
    tiling_free(t);
  }
  region_free(&sq);

  /* kits that are not kits */
  pieceset_t bad;
  CHECK(polyminix_kit_parse("F,F", &bad, &e) != 0, "a piece twice is refused");
  CHECK(polyminix_kit_parse("Q", &bad, &e) != 0, "an unknown piece is refused");

  /* box words: parse and format are inverse; errors are caught */
  static const char *const words[6] = {"F,I,L4", "I2,I3", "P,U,Y+2", "L,P+", "-F,N", "5,5,5,3,2"};
  for (int b = 0; b < 6; b++) {
    polyminix_box_t box;
    char w[128];
    CHECK(polyminix_box_parse(b, words[b], &box, &e) == 0, "box %d '%s': %s", b + 1, words[b],
          e.msg);
    polyminix_box_format(b, &box, w, sizeof w);
    CHECK(strcmp(w, words[b]) == 0, "box %d formats as '%s', not '%s'", b + 1, w, words[b]);
  }
  polyminix_box_t box;
  CHECK(polyminix_box_parse(0, "domino", &box, &e) == 0 && strcmp(box.names[0], "I2") == 0,
        "domino is I2");
  CHECK(polyminix_box_parse(2, "P,U+4", &box, &e) != 0, "box 3 K > 3 refused");
  CHECK(polyminix_box_parse(3, "P,U", &box, &e) != 0, "box 4 without '+' refused");
  CHECK(polyminix_box_parse(4, "F,N", &box, &e) != 0, "box 5 without '-' refused");
  CHECK(polyminix_box_parse(5, "5,9", &box, &e) != 0 && e.col == 3,
        "box 6 size 9 refused at col 3 (col %lu)", e.col);
  CHECK(polyminix_box_parse(5, "5,", &box, &e) != 0, "box 6 trailing comma refused");
  CHECK(polyminix_box_parse(0, "F,,I", &box, &e) != 0, "empty name refused");

  /* generated sides: ID round trip, verified, tilings re-checked, broken tilings caught */
  polyminix_gen_opts_t g;
  polyminix_gen_opts_init(&g);
  g.budget = 20000;
  int made = 0;
  for (uint64_t idx = 0; idx < 40 && made < 3; idx++) {
    polyminix_side_t s;
    polyminix_side_result_t r;
    int st = polyminix_generate_side(&kit, 99, idx, &g, &s, &r);
    CHECK(st >= 0, "generate");
    if (st != 1) continue;
    made++;
    CHECK(r.right, "a generated side is right");
    int area = region_area(&s.fig);
    CHECK(area >= 20 && area <= 40, "area %d in 20..40", area);
    char *id = polyminix_side_id(&s);
    polyminix_side_t s2;
    CHECK(id && polyminix_side_from_id(id, &s2, &e) == 0, "ID parses: %s", e.msg);
    char *id2 = polyminix_side_id(&s2);
    CHECK(id2 && strcmp(id, id2) == 0, "ID round trip");
    printf("side %llu: area %d, measure %.2f, %s\n", (unsigned long long)idx, area, r.measure, id);
    polyminix_side_result_t r2;
    CHECK(polyminix_verify_side(&kit, &s2, 20000, POLYMINIX_KEEP_TILING, &r2) == 0 && r2.right,
          "the ID verifies");
    for (int b = 0; b < 6; b++) {
      CHECK(r2.box[b].grid && polyminix_check_grid(&kit, &s2, b, r2.box[b].grid),
            "box %d tiling checks", b + 1);
      CHECK(r2.box[b].grid && polyminix_confirm_dlx(&kit, &s2, r2.box[b].grid, 0) == 1,
            "box %d: libdlx agrees", b + 1);
      if (!r2.box[b].grid) continue;
      /* a tiling of another box's choice, or a damaged one, does not check */
      int *gr = r2.box[b].grid, n = s2.fig.w * s2.fig.h;
      int i0 = -1, i1 = -1;
      for (int k = 0; k < n; k++)
        if (gr[k] >= 0) {
          if (i0 < 0)
            i0 = k;
          else if (gr[k] != gr[i0]) {
            i1 = k;
            break;
          }
        }
      if (i0 >= 0 && i1 >= 0) {
        int a = gr[i0];
        gr[i0] = gr[i1];
        CHECK(!polyminix_check_grid(&kit, &s2, b, gr), "box %d: a damaged tiling is caught", b + 1);
        gr[i0] = a;
      }
    }
    polyminix_side_result_free(&r2);
    polyminix_side_result_free(&r);
    free(id);
    free(id2);
    polyminix_side_free(&s);
    polyminix_side_free(&s2);
  }
  CHECK(made == 3, "3 sides made from 40 candidates (%d)", made);

  /* the six counts of a hand-made side against the differential count */
  {
    const char *id =
        "polyminix:...../...../...../.....:P,U,Y,I3,I2:I,L,P,I3,I2:P,U,Y+2:L,P+:-F,N:5,5,5,3,2";
    polyminix_side_t s;
    polyminix_side_result_t r;
    CHECK(polyminix_side_from_id(id, &s, &e) == 0, "hand-made ID: %s", e.msg);
    CHECK(polyminix_verify_side(&kit, &s, 0, POLYMINIX_COUNT_ONLY, &r) == 0 && r.right,
          "hand-made side holds");
    tiling_spec_t sp;
    tiling_spec_init(&sp);
    sp.subset = 1;
    sp.distinct = 1;
    diff_t d = {NULL, &kit, &s, {0}};
    CHECK(tiling_new(&kit, &s.fig, &sp, &d.t, NULL) == TILING_OK, "subset problem");
    if (d.t) {
      tiling_search_opts_t so;
      tiling_search_opts_init(&so);
      so.on_solution = on_tiling;
      so.solution_ctx = &d;
      tiling_result_t tr;
      tiling_search(d.t, &so, &tr);
      printf("5x4 by any kit pieces: %llu distinct tilings\n", (unsigned long long)tr.solutions);
      for (int b = 0; b < 6; b++) {
        printf("  box %d: %llu tilings (differential %llu)\n", b + 1,
               (unsigned long long)r.box[b].count, (unsigned long long)d.count[b]);
        CHECK(r.box[b].exact && r.box[b].count == d.count[b],
              "box %d: %llu tilings, the differential count says %llu", b + 1,
              (unsigned long long)r.box[b].count, (unsigned long long)d.count[b]);
      }
      tiling_free(d.t);
    }
    polyminix_side_result_free(&r);
    polyminix_side_free(&s);
  }

  /* the problem table */
  region_t r54;
  region_rect(5, 4, &r54, NULL);
  CHECK(polyminix_perimeter(&r54) == 18, "perimeter of 5x4 is 18");
  region_free(&r54);
  polyminix_problem_t pr[36];
  int solved = polyminix_problems(&kit, 0, pr);
  printf("problems solved: %d of 36\n", solved);
  CHECK(solved == 36, "all 36 problems possible");
  for (int i = 0; i < 36 && solved >= 0; i++) {
    const polyminix_problem_t *p = &pr[i];
    if (!p->solved) continue;
    int area = region_area(&p->fig), per = polyminix_perimeter(&p->fig);
    int ok = 1;
    switch (p->kind) {
      case 0: ok = p->fig.w == p->a && p->fig.h == p->a && area == p->a * p->a; break;
      case 1: ok = area == p->fig.w * p->fig.h && per == p->a; break;
      case 2: ok = area == p->a && (region_shape_symmetries(&p->fig) & ~1u) != 0; break;
      case 3: ok = area == p->a && per == p->b; break;
    }
    CHECK(ok, "problem %d (%s): figure %dx%d area %d perimeter %d", i + 1, p->text, p->fig.w,
          p->fig.h, area, per);
    /* the tiling uses each kit piece at most once and covers the figure */
    int cnt[32] = {0};
    for (int k = 0; k < p->fig.w * p->fig.h; k++) {
      int in = p->fig.cells[k] == REGION_CELL;
      CHECK(in == (p->grid[k] >= 0), "problem %d: cell %d covered iff in the figure", i + 1, k);
      if (p->grid[k] >= 0) cnt[p->grid[k]]++;
    }
    for (int q = 0; q < kit.n; q++)
      CHECK(cnt[q] == 0 || cnt[q] == kit.pieces[q].shape.n, "problem %d: piece %s once", i + 1,
            kit.pieces[q].name);
  }
  if (solved >= 0) polyminix_problems_free(pr);
  test_text_names();
  pieceset_free(&kit);
  printf("%s\n", failures ? "FAILED" : "ok");
  return failures ? 1 : 0;
}
