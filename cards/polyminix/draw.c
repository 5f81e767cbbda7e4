/* draw.c: the layout of Polyminix cards, kit sheets, the problem table and the score sheet (drawing calls only). */
#include <config.h>

#include "cards/polyminix/draw.h"

#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cards/tiling/pieceset.h"
#include "cards/tiling/region.h"
#include "cards/tiling/tiling.h"
#include "output/draw.h"
#include "output/render.h"

void pmxd_opts_init(pmxd_opts_t *o) {
  memset(o, 0, sizeof *o);
  o->cell_mm = PMXD_CELL_MM;
  o->paper_w = o->paper_h = -1;
  o->lang = "en";
  o->answers = 1;
  o->budget = 200000;
  o->jobs = 1;
}

/* ---- labels in the five languages of --lang ---- */
enum { L_TITLE, L_AREA, L_BOX3, L_BOX4, L_BOX5, L_BOX6, L_ANSWERS, L_KIT, L_PROBLEMS, L_SQUARE, L_RECT,
       L_SYM, L_AP, L_SCORE, L_START, L_TURNO, L_T1, L_T2, L_T3, L_T4, L_T5, L_T6, L_CUT, L_NL };
static const char *const lbl_en[L_NL] = {
    "Polyminix", "cells", "+ exactly", "+ 1 to 3 others", "all but", "sizes", "Answers", "Kit: cut along the thick lines",
    "Compose a figure: roll two dice (row, column)", "square of side %d", "rectangle of perimeter %d",
    "symmetric figure, area %d", "area %d, perimeter %d", "Score sheet", "start", "TURNO: how points are given",
    "The first to finish scores 3 points, the second 2, the third 1.",
    "Only the first to finish scores: 2 points.",
    "Everyone who finishes before the timer runs out scores 1 point.",
    "The first to finish scores 1 point for each piece used, at most 4.",
    "Everyone scores 1 point except the last to finish.",
    "The first to finish scores 2 points and moves another player back 1.",
    "cut"};
static const char *const lbl_fr[L_NL] = {
    "Polyminix", "cases", "+ exactement", "+ 1 à 3 autres", "toutes sauf", "tailles", "Solutions",
    "Kit : découper le long des traits épais", "Compose une figure : lance deux dés (ligne, colonne)",
    "carré de côté %d", "rectangle de périmètre %d", "figure symétrique, aire %d", "aire %d, périmètre %d",
    "Feuille de score", "départ", "TURNO : comment marquer des points",
    "Le premier qui termine marque 3 points, le deuxième 2, le troisième 1.",
    "Seul le premier qui termine marque : 2 points.",
    "Chacun qui termine avant la fin du sablier marque 1 point.",
    "Le premier qui termine marque 1 point par pièce posée, au plus 4.",
    "Chacun marque 1 point, sauf le dernier à terminer.",
    "Le premier qui termine marque 2 points et fait reculer un autre joueur de 1.",
    "couper"};

static const char *const lbl_de[L_NL] = {
    "Polyminix", "Felder", "+ genau", "+ 1 bis 3 weitere", "alle außer", "Größen", "Lösungen",
    "Bausatz: entlang der dicken Linien ausschneiden", "Lege eine Figur: wirf zwei Würfel (Zeile, Spalte)",
    "Quadrat mit Seite %d", "Rechteck mit Umfang %d", "symmetrische Figur, Fläche %d", "Fläche %d, Umfang %d",
    "Punkteblatt", "Start", "TURNO: so gibt es Punkte",
    "Wer zuerst fertig ist, bekommt 3 Punkte, der Zweite 2, der Dritte 1.",
    "Nur wer zuerst fertig ist, punktet: 2 Punkte.",
    "Alle, die vor Ablauf der Sanduhr fertig sind, bekommen 1 Punkt.",
    "Wer zuerst fertig ist, bekommt 1 Punkt pro gelegtem Teil, höchstens 4.",
    "Alle bekommen 1 Punkt außer dem Letzten.",
    "Wer zuerst fertig ist, bekommt 2 Punkte und setzt einen Mitspieler 1 Feld zurück.",
    "schneiden"};
static const char *const lbl_it[L_NL] = {
    "Polyminix", "caselle", "+ esattamente", "+ da 1 a 3 altri", "tutti tranne", "dimensioni", "Soluzioni",
    "Kit: ritagliare lungo le linee spesse", "Componi una figura: lancia due dadi (riga, colonna)",
    "quadrato di lato %d", "rettangolo di perimetro %d", "figura simmetrica, area %d", "area %d, perimetro %d",
    "Foglio dei punti", "partenza", "TURNO: come si fanno punti",
    "Il primo che finisce fa 3 punti, il secondo 2, il terzo 1.",
    "Solo il primo che finisce fa punti: 2 punti.",
    "Chi finisce prima che scada la clessidra fa 1 punto.",
    "Il primo che finisce fa 1 punto per ogni pezzo usato, al massimo 4.",
    "Tutti fanno 1 punto tranne l'ultimo che finisce.",
    "Il primo che finisce fa 2 punti e fa indietreggiare un altro giocatore di 1.",
    "tagliare"};
static const char *const lbl_cs[L_NL] = {
    "Polyminix", "políček", "+ přesně", "+ 1 až 3 další", "všechny kromě", "velikosti", "Řešení",
    "Sada: vystřihněte podél silných čar", "Slož obrazec: hoď dvěma kostkami (řádek, sloupec)",
    "čtverec o straně %d", "obdélník s obvodem %d", "souměrný obrazec, obsah %d", "obsah %d, obvod %d",
    "Záznam bodů", "start", "TURNO: jak se získávají body",
    "První, kdo skončí, získá 3 body, druhý 2, třetí 1.",
    "Body získá jen první, kdo skončí: 2 body.",
    "Každý, kdo skončí před doběhnutím přesýpacích hodin, získá 1 bod.",
    "První, kdo skončí, získá 1 bod za každý použitý dílek, nejvýše 4.",
    "Všichni získají 1 bod kromě posledního.",
    "První, kdo skončí, získá 2 body a posune jiného hráče o 1 zpět.",
    "stříhat"};

static const char *L(const pmxd_opts_t *o, int k) {
  const char *l = o->lang ? o->lang : "en";
  const char *const *t = strcmp(l, "fr") == 0 ? lbl_fr : strcmp(l, "de") == 0 ? lbl_de
                       : strcmp(l, "it") == 0 ? lbl_it : strcmp(l, "cs") == 0 ? lbl_cs : lbl_en;
  return t[k];
}

/* The level's colour: output/'s green, yellow and red. */
static int level_color(int level) {
  static const int col[3] = {DRAW_LEVEL_GREEN, DRAW_LEVEL_YELLOW, DRAW_LEVEL_RED};
  return level >= 0 && level <= 2 ? col[level] : DRAW_CARD;
}

/* ---- small piece pictures ---- */

/* Draw shape SH (normalised) with cells of S mm at (X, Y) in colour COL. */
static void draw_shape(draw_t *d, const shape_t *sh, double x, double y, double s, int col) {
  draw_set_color(d, col);
  for (int k = 0; k < sh->n; k++) draw_rect(d, x + sh->c[k].x * s, y + sh->c[k].y * s, s, s);
  draw_fill(d);
  draw_set_color(d, DRAW_BLACK);
  draw_set_line_width(d, s * 0.08);
  for (int k = 0; k < sh->n; k++) draw_rect(d, x + sh->c[k].x * s, y + sh->c[k].y * s, s, s);
  draw_stroke(d);
}

/* Lay out N shapes left to right in rows inside W x H: the cell size, and
 * each shape's position, written to POS (2 per shape). */
static double flow(const shape_t *const *sh, int n, double w, double h, double smax, double *pos) {
  int row[PMX_MAX_SHOWN];
  double roww[PMX_MAX_SHOWN];
  for (double s = smax; s > 0.6; s *= 0.93) {
    double x = 0, y = 0, rowh = 0;
    int ok = 1, r = 0;
    for (int i = 0; i < n && ok; i++) {
      int sw, shh;
      shape_size(sh[i], &sw, &shh);
      if (x > 0 && x + sw * s > w) {
        x = 0;
        y += rowh + s * 0.6;
        rowh = 0;
        r++;
      }
      if (sw * s > w) ok = 0;
      pos[2 * i] = x;
      pos[2 * i + 1] = y;
      row[i] = r;
      roww[r] = x + sw * s;
      x += sw * s + s * 0.6;
      if (shh * s > rowh) rowh = shh * s;
    }
    if (ok && y + rowh <= h) {
      /* each row centred across, the block centred down */
      double off = (h - (y + rowh)) / 2;
      for (int i = 0; i < n; i++) {
        pos[2 * i] += (w - roww[row[i]]) / 2;
        pos[2 * i + 1] += off;
      }
      return s;
    }
  }
  return 0;
}

typedef struct deck_ctx {
  const pmx_deck_t *deck;
  const pmxd_opts_t *o;
  pieceset_t *kits;            /* per side: 2*card + side */
  pmx_side_result_t *res;      /* per side */
  int failed;
  char msg[300];
} deck_ctx_t;

static void draw_box(draw_t *d, const deck_ctx_t *c, const pieceset_t *kit, const pmx_side_t *s, int b, double x,
                     double y, double w, double h) {
  const pmxd_opts_t *o = c->o;
  draw_set_color(d, DRAW_WHITE);
  draw_rect(d, x, y, w, h);
  draw_fill(d);
  draw_set_color(d, DRAW_BLACK);
  draw_set_line_width(d, 0.4);
  draw_rect(d, x, y, w, h);
  draw_stroke(d);
  char num[16];
  snprintf(num, sizeof num, "%d", b + 1);
  draw_circle(d, x + 3.2, y + 3.2, 2.3);
  draw_fill(d);
  draw_set_color(d, DRAW_WHITE);
  draw_text(d, x + 3.2, y + 3.3, 3.0, DRAW_CENTER | DRAW_MIDDLE | DRAW_BOLD, 0, num);
  const pmx_box_t *box = &s->box[b];
  double ix = x + 2, iy = y + 7, iw = w - 4, ih = h - 9;
  if (b == 5) {
    /* sizes: "N x" and a bar of the size for each distinct size */
    int cnt[9] = {0}, nd = 0;
    for (int i = 0; i < box->n; i++) cnt[box->sizes[i]]++;
    for (int z = 8; z >= 1; z--) nd += cnt[z] > 0;
    double rowh = fmin(ih / (nd ? nd : 1), 7.0), cy = iy + (ih - rowh * nd) / 2;
    for (int z = 8; z >= 1; z--) {
      if (!cnt[z]) continue;
      char t[16];
      snprintf(t, sizeof t, "%d \xC3\x97", cnt[z]);
      draw_set_color(d, DRAW_BLACK);
      draw_text(d, ix + 1, cy + rowh / 2, fmin(rowh * 0.6, 4), DRAW_LEFT | DRAW_MIDDLE | DRAW_BOLD, 12, t);
      double cs = fmin(rowh * 0.6, (iw - 14) / z);
      shape_t bar = {GRID_SQUARE, z, {{0, 0}}};
      for (int k = 0; k < z; k++) bar.c[k] = (cell_t){(int16_t)k, 0};
      draw_shape(d, &bar, ix + 13, cy + (rowh - cs) / 2, cs, DRAW_GRID);
      cy += rowh;
    }
    return;
  }
  /* the pieces shown, in their kit colours */
  const shape_t *sh[PMX_MAX_SHOWN];
  int col[PMX_MAX_SHOWN];
  for (int i = 0; i < box->n; i++) {
    int ki = pieceset_find(kit, box->names[i]);
    sh[i] = ki >= 0 ? &kit->pieces[ki].shape : NULL;
    col[i] = ki >= 0 ? DRAW_PIECE(ki) : DRAW_GRID;
  }
  int n = 0;
  const shape_t *shv[PMX_MAX_SHOWN];
  int colv[PMX_MAX_SHOWN];
  for (int i = 0; i < box->n; i++)
    if (sh[i]) {
      shv[n] = sh[i];
      colv[n++] = col[i];
    }
  double foot = (b == 2 || b == 3) ? 6 : 0;
  if (b == 4) {
    draw_set_color(d, DRAW_BLACK);
    draw_text(d, x + 7, y + 3.4, 2.6, DRAW_LEFT | DRAW_MIDDLE, w - 9, L(o, L_BOX5));
  }
  double pos[2 * PMX_MAX_SHOWN];
  double cs = flow(shv, n, iw, ih - foot, 3.2, pos);
  for (int i = 0; i < n && cs > 0; i++) {
    int sw, shh;
    shape_size(shv[i], &sw, &shh);
    double px = ix + pos[2 * i], py = iy + pos[2 * i + 1];
    draw_shape(d, shv[i], px, py, cs, colv[i]);
    if (b == 4) { /* crossed out */
      draw_set_color(d, DRAW_BLACK);
      draw_set_line_width(d, 0.5);
      draw_segment(d, px - 0.5, py - 0.5, px + sw * cs + 0.5, py + shh * cs + 0.5);
      draw_segment(d, px - 0.5, py + shh * cs + 0.5, px + sw * cs + 0.5, py - 0.5);
      draw_stroke(d);
    }
  }
  if (b == 2) {
    draw_set_color(d, DRAW_BLACK);
    draw_text(d, ix, y + h - 3.2, 2.6, DRAW_LEFT | DRAW_MIDDLE, iw - 14, L(o, L_BOX3));
    for (int k = 0; k < box->k; k++) draw_circle(d, x + w - 4 - k * 4.5, y + h - 3.5, 1.6);
    draw_fill(d);
  }
  if (b == 3) {
    draw_set_color(d, DRAW_BLACK);
    draw_text(d, ix, y + h - 3.2, 2.6, DRAW_LEFT | DRAW_MIDDLE, iw, L(o, L_BOX4));
  }
}

static void draw_side(draw_t *d, const render_card_t *rc, deck_ctx_t *c, int si) {
  const pmxd_opts_t *o = c->o;
  const pmx_card_t *card = &c->deck->cards[si / 2];
  if (si % 2 >= card->nsides) {
    draw_set_color(d, DRAW_CARD);
    draw_rect(d, rc->x - rc->bleed, rc->y - rc->bleed, rc->w + 2 * rc->bleed, rc->h + 2 * rc->bleed);
    draw_fill(d);
    return;
  }
  const pmx_side_t *s = &card->side[si % 2];
  const pieceset_t *kit = &c->kits[si];
  int level = s->level >= 0 ? s->level : c->res[si].level;
  double x = rc->x, y = rc->y, w = rc->w, h = rc->h;
  /* in black and white a hatched background would hide the boxes: white,
   * with the level's name in the title line */
  int mono = draw_get_bw(d);
  draw_set_color(d, mono ? DRAW_WHITE : level_color(level));
  draw_rect(d, x - rc->bleed, y - rc->bleed, w + 2 * rc->bleed, h + 2 * rc->bleed);
  draw_fill(d);
  /* title line */
  char buf[128];
  draw_set_color(d, DRAW_BLACK);
  draw_text(d, x + 6, y + 7, 5, DRAW_LEFT | DRAW_MIDDLE | DRAW_BOLD, 60, L(o, L_TITLE));
  if (mono && level >= 0)
    draw_text(d, x + w / 2, y + 7, 4, DRAW_CENTER | DRAW_MIDDLE | DRAW_BOLD, 40, pmx_level_name(level));
  snprintf(buf, sizeof buf, "%s %s %c", render_label(o->lang, RENDER_L_NO), card->name, 'A' + si % 2);
  draw_text(d, x + w - 6, y + 7, 4, DRAW_RIGHT | DRAW_MIDDLE | DRAW_BOLD, 50, buf);
  /* boxes: 1 2 5 on top, 3 4 6 below */
  double m = 5, gap = 3, bw = (w - 2 * m - 2 * gap) / 3, bh = 42;
  double top = y + 13, bot = y + h - 8 - bh;
  static const int top_boxes[3] = {0, 1, 4}, bot_boxes[3] = {2, 3, 5};
  for (int i = 0; i < 3; i++) {
    draw_box(d, c, kit, s, top_boxes[i], x + m + i * (bw + gap), top, bw, bh);
    draw_box(d, c, kit, s, bot_boxes[i], x + m + i * (bw + gap), bot, bw, bh);
  }
  /* the figure at the pieces' size */
  double fy0 = top + bh + 3, fh = bot - 3 - fy0, fw = w - 2 * m;
  const region_t *f = &s->fig;
  double cell = o->cell_mm;
  if (f->w * cell > fw || f->h * cell > fh) cell = fmin(fw / f->w, fh / f->h);
  int *cells = malloc((size_t)f->w * f->h * sizeof *cells);
  if (cells) {
    for (int k = 0; k < f->w * f->h; k++) cells[k] = f->cells[k] == REGION_CELL ? RENDER_EMPTY : RENDER_OUTSIDE;
    render_grid_t g = {f->w, f->h, cells, 0, NULL, NULL, NULL};
    double gx = x + (w - f->w * cell) / 2, gy = fy0 + (fh - f->h * cell) / 2;
    render_draw_grid(d, &g, gx, gy, cell, 0);
    /* the area in the figure: on the cell nearest the centre of mass */
    double sx = 0, sy = 0;
    int n = 0;
    for (int yy = 0; yy < f->h; yy++)
      for (int xx = 0; xx < f->w; xx++)
        if (f->cells[yy * f->w + xx] == REGION_CELL) sx += xx, sy += yy, n++;
    int bx = 0, by = 0;
    double bd = 1e9;
    for (int yy = 0; yy < f->h; yy++)
      for (int xx = 0; xx < f->w; xx++)
        if (f->cells[yy * f->w + xx] == REGION_CELL) {
          double dd = (xx - sx / n) * (xx - sx / n) + (yy - sy / n) * (yy - sy / n);
          if (dd < bd) bd = dd, bx = xx, by = yy;
        }
    snprintf(buf, sizeof buf, "%d", n);
    draw_set_color(d, DRAW_TEXT_GREY);
    draw_text(d, gx + (bx + 0.5) * cell, gy + (by + 0.5) * cell, cell * 0.6, DRAW_CENTER | DRAW_MIDDLE | DRAW_BOLD,
              cell * 0.95, buf);
    free(cells);
  }
  /* the ID and seed at the foot */
  char *id = pmx_side_id(s);
  if (c->deck->has_seed)
    snprintf(buf, sizeof buf, "seed %llu \xC2\xB7 %s \xC2\xB7 %s %s%c", (unsigned long long)c->deck->seed,
             pmx_level_name(level), render_label(o->lang, RENDER_L_NO), card->name, 'A' + si % 2);
  else
    snprintf(buf, sizeof buf, "%s \xC2\xB7 %s %s%c", pmx_level_name(level), render_label(o->lang, RENDER_L_NO),
             card->name, 'A' + si % 2);
  draw_set_color(d, DRAW_BLACK);
  draw_text(d, x + m, y + h - 4.5, 2.2, DRAW_LEFT | DRAW_MIDDLE, 40, buf);
  if (id) draw_text(d, x + m + 42, y + h - 4.5, 1.6, DRAW_LEFT | DRAW_MIDDLE, w - 2 * m - 42, id);
  free(id);
}

static void deck_front(draw_t *d, const render_card_t *rc, void *vctx) { draw_side(d, rc, vctx, rc->index * 2); }
static void deck_back(draw_t *d, const render_card_t *rc, void *vctx) { draw_side(d, rc, vctx, rc->index * 2 + 1); }

/* A tiling grid (kit indices) drawn in W x H at (X, Y). */
static void draw_tiling(draw_t *d, const region_t *f, const int *grid, const pieceset_t *kit, double x, double y,
                        double w, double h, double cmax) {
  double cell = fmin(cmax, fmin(w / f->w, h / f->h));
  int *cells = malloc((size_t)f->w * f->h * sizeof *cells);
  if (!cells) return;
  const char *names[PMX_MAX_KIT];
  for (int i = 0; i < kit->n; i++) names[i] = kit->pieces[i].name;
  for (int k = 0; k < f->w * f->h; k++) cells[k] = grid ? (grid[k] >= 0 ? grid[k] : RENDER_OUTSIDE)
                                                        : (f->cells[k] == REGION_CELL ? RENDER_EMPTY : RENDER_OUTSIDE);
  render_grid_t g = {f->w, f->h, cells, kit->n, names, NULL, NULL};
  render_draw_grid(d, &g, x + (w - f->w * cell) / 2, y + (h - f->h * cell) / 2, cell,
                   RENDER_GRID_PIECES | (cell >= 3.5 ? RENDER_GRID_LETTERS : 0));
  free(cells);
}

static void deck_answer(draw_t *d, const render_card_t *rc, void *vctx) {
  deck_ctx_t *c = vctx;
  const pmx_card_t *card = &c->deck->cards[rc->index];
  draw_set_color(d, DRAW_WHITE);
  draw_rect(d, rc->x, rc->y, rc->w, rc->h);
  draw_fill(d);
  char buf[96];
  draw_set_color(d, DRAW_BLACK);
  snprintf(buf, sizeof buf, "%s \xC2\xB7 %s %s", L(c->o, L_ANSWERS), render_label(c->o->lang, RENDER_L_NO), card->name);
  draw_text(d, rc->x + 5, rc->y + 7, 4, DRAW_LEFT | DRAW_MIDDLE | DRAW_BOLD, rc->w - 10, buf);
  /* two sides x six boxes: 3 columns x 4 rows */
  double m = 5, top = rc->y + 12, cw = (rc->w - 2 * m) / 3, ch = (rc->h - 12 - m) / 4;
  for (int j = 0; j < card->nsides; j++) {
    int si = rc->index * 2 + j;
    const pmx_side_t *s = &card->side[j];
    for (int b = 0; b < PMX_NBOXES; b++) {
      int cell = j * 6 + b;
      double x = rc->x + m + (cell % 3) * cw, y = top + (cell / 3) * ch;
      snprintf(buf, sizeof buf, "%c%d", 'A' + j, b + 1);
      draw_set_color(d, DRAW_BLACK);
      draw_text(d, x + 1, y + 3, 3, DRAW_LEFT | DRAW_MIDDLE | DRAW_BOLD, 10, buf);
      draw_tiling(d, &s->fig, c->res[si].box[b].grid, &c->kits[si], x + 1, y + 6, cw - 2, ch - 8, 4.5);
    }
  }
}

static int make_render_opts(const pmxd_opts_t *o, double cw, double chh, const char *path, render_opts_t *ro) {
  render_opts_init(ro);
  ro->card_w = cw;
  ro->card_h = chh;
  ro->lang = o->lang;
  ro->bw = o->bw;
  if (o->paper_w >= 0) {
    ro->paper_w = o->paper_w;
    ro->paper_h = o->paper_h;
  } else {
    int fmt = draw_format_from(NULL, path);
    ro->paper_w = ro->paper_h = (fmt == DRAW_PNG || fmt == DRAW_SVG) ? 0 : -1;
    if (ro->paper_w < 0) {
      ro->paper_w = 210;
      ro->paper_h = 297;
    }
  }
  /* an A4 sheet holds one A5 card; when the card is the page, no marks */
  if (ro->paper_w > 0 && (ro->paper_w < cw + 20 || ro->paper_h < chh + 26)) {
    ro->paper_w = ro->paper_h = 0;
  }
  return 0;
}

typedef struct solve_job {
  deck_ctx_t *c;
  int next, n;
  uint64_t budget;
  int oom;
  pthread_mutex_t mu;
} solve_job_t;

static void *solve_worker(void *arg) {
  solve_job_t *j = arg;
  for (;;) {
    pthread_mutex_lock(&j->mu);
    int i = j->next++;
    pthread_mutex_unlock(&j->mu);
    if (i >= j->n) break;
    const pmx_card_t *cd = &j->c->deck->cards[i / 2];
    if (i % 2 >= cd->nsides) continue;
    if (pmx_verify_side(&j->c->kits[i], &cd->side[i % 2], j->budget, 1, &j->c->res[i]) != 0) {
      pthread_mutex_lock(&j->mu);
      j->oom = 1;
      pthread_mutex_unlock(&j->mu);
    }
  }
  return NULL;
}

int pmxd_print_deck(const char *path, const pmx_deck_t *deck, const pmxd_opts_t *o, char *err, size_t errlen) {
  deck_ctx_t c;
  memset(&c, 0, sizeof c);
  c.deck = deck;
  c.o = o;
  int ns = deck->n * 2;
  c.kits = calloc((size_t)ns, sizeof *c.kits);
  c.res = calloc((size_t)ns, sizeof *c.res);
  int st = RENDER_OK;
  if (!c.kits || !c.res) {
    snprintf(err, errlen, "out of memory");
    st = RENDER_ERR_NOMEM;
  }
  for (int i = 0; i < deck->n && st == RENDER_OK; i++)
    for (int j = 0; j < deck->cards[i].nsides && st == RENDER_OK; j++) {
      const pmx_side_t *s = &deck->cards[i].side[j];
      cards_error_t e;
      if (pmx_kit_parse(s->kit[0] ? s->kit : o->kit, &c.kits[2 * i + j], &e) != 0) {
        snprintf(err, errlen, "card %s side %c: kit: %s", deck->cards[i].name, 'A' + j, e.msg);
        st = RENDER_ERR_ARGS;
      }
    }
  if (st == RENDER_OK) {
    /* solve every side (threads), then check in deck order */
    solve_job_t job = {&c, 0, ns, o->budget, 0, PTHREAD_MUTEX_INITIALIZER};
    pthread_t th[64];
    int nt = 0;
    for (int t = 1; t < o->jobs && t < 64; t++)
      if (pthread_create(&th[nt], NULL, solve_worker, &job) == 0) nt++;
    solve_worker(&job);
    for (int t = 0; t < nt; t++) pthread_join(th[t], NULL);
    if (job.oom) {
      snprintf(err, errlen, "out of memory");
      st = RENDER_ERR_NOMEM;
    }
  }
  for (int i = 0; i < deck->n && st == RENDER_OK; i++)
    for (int j = 0; j < deck->cards[i].nsides && st == RENDER_OK; j++) {
      const pmx_side_t *s = &deck->cards[i].side[j];
      for (int b = 0; b < PMX_NBOXES; b++) {
        const pmx_box_result_t *br = &c.res[2 * i + j].box[b];
        /* the answer is re-checked without the search, and solved again by libdlx */
        if (br->verdict != PMX_HOLDS || !br->grid || !pmx_check_grid(&c.kits[2 * i + j], s, b, br->grid) ||
            pmx_confirm_dlx(&c.kits[2 * i + j], s, br->grid, 0) != 1) {
          snprintf(err, errlen, "card %s side %c box %d: %s", deck->cards[i].name, 'A' + j, b + 1,
                   br->verdict != PMX_HOLDS ? br->reason : "no checked tiling");
          st = PMXD_BOX_FAILS;
          break;
        }
      }
    }
  if (st == RENDER_OK) {
    render_opts_t ro;
    make_render_opts(o, PMXD_CARD_W, PMXD_CARD_H, path, &ro);
    ro.title = "polyx cards";
    st = render_cards(path, NULL, deck->n, deck_front, deck_back, o->answers ? deck_answer : NULL, &c, &ro, err,
                      errlen);
  }
  for (int i = 0; i < ns; i++) {
    if (c.kits) pieceset_free(&c.kits[i]);
    if (c.res) pmx_side_result_free(&c.res[i]);
  }
  free(c.kits);
  free(c.res);
  return st;
}

/* ---- the kit ---- */

typedef struct kit_ctx {
  const pieceset_t *kit;
  const pmxd_opts_t *o;
  region_t rect;
  int *grid;          /* a tiling of RECT by the kit, or NULL: pieces side by side */
  int copies, per_page;
} kit_ctx_t;

static void kit_page(draw_t *d, const render_card_t *rc, void *vctx) {
  kit_ctx_t *k = vctx;
  const pmxd_opts_t *o = k->o;
  double cell = o->cell_mm;
  draw_set_color(d, DRAW_WHITE);
  draw_rect(d, rc->x, rc->y, rc->w, rc->h);
  draw_fill(d);
  draw_set_color(d, DRAW_BLACK);
  draw_text(d, rc->x + 10, rc->y + 12, 5, DRAW_LEFT | DRAW_MIDDLE | DRAW_BOLD, rc->w - 20, L(o, L_KIT));
  int first = rc->index * k->per_page;
  double bw = k->rect.w * cell, bh = k->rect.h * cell;
  int cols = (int)floor((rc->w - 20 + 8) / (bw + 8));
  if (cols < 1) cols = 1;
  for (int i = 0; i < k->per_page && first + i < k->copies; i++) {
    double x = rc->x + 10 + (i % cols) * (bw + 8), y = rc->y + 22 + (i / cols) * (bh + 8);
    draw_tiling(d, &k->rect, k->grid, k->kit, x, y, bw, bh, cell);
  }
}

int pmxd_print_kit(const char *path, const pieceset_t *kit, int copies, const pmxd_opts_t *o, char *err,
                   size_t errlen) {
  kit_ctx_t k;
  memset(&k, 0, sizeof k);
  k.kit = kit;
  k.o = o;
  k.copies = copies;
  int area = pieceset_area(kit);
  /* the squarest rectangle the kit tiles */
  for (int w = (int)sqrt((double)area); w >= 1 && !k.grid; w--) {
    if (area % w) continue;
    region_t r;
    if (region_rect(area / w, w, &r, NULL) != 0) break;
    tiling_spec_t spec;
    tiling_spec_init(&spec);
    tiling_t *t = NULL;
    if (tiling_new(kit, &r, &spec, &t, NULL) == TILING_OK) {
      int *place = malloc((size_t)tiling_max_pieces(t) * sizeof *place), n = 0;
      if (place && tiling_find(t, 0, 0, o->budget * 10, place, &n) == 1) {
        k.grid = malloc((size_t)r.w * r.h * sizeof *k.grid);
        if (k.grid)
          for (int i = 0; i < n; i++) {
            cell_t cs[SHAPE_MAX_CELLS];
            int m = tiling_placement_cells(t, place[i], cs);
            int pi = pieceset_find(kit, tiling_pieceset(t)->pieces[tiling_placement(t, place[i])->piece].name);
            for (int q = 0; q < m; q++) k.grid[cs[q].y * r.w + cs[q].x] = pi;
          }
      }
      free(place);
      tiling_free(t);
    }
    if (k.grid) k.rect = r;
    else region_free(&r);
  }
  if (!k.grid) {
    snprintf(err, errlen, "the kit tiles no rectangle (within the budget): cannot lay it out");
    return RENDER_ERR_ARGS;
  }
  double bw = k.rect.w * o->cell_mm, bh = k.rect.h * o->cell_mm;
  int cols = (int)floor((190 + 8) / (bw + 8)), rows = (int)floor((250 + 8) / (bh + 8));
  if (cols < 1 || rows < 1) {
    snprintf(err, errlen, "a kit of %.0fx%.0f mm does not fit on the page", bw, bh);
    free(k.grid);
    region_free(&k.rect);
    return RENDER_ERR_ARGS;
  }
  k.per_page = cols * rows;
  render_opts_t ro;
  make_render_opts(o, 210, 297, path, &ro);
  ro.paper_w = ro.paper_h = 0;
  int pages = (copies + k.per_page - 1) / k.per_page;
  int st = render_cards(path, NULL, pages, kit_page, NULL, NULL, &k, &ro, err, errlen);
  free(k.grid);
  region_free(&k.rect);
  return st;
}

/* ---- the problem table ---- */

typedef struct prob_ctx {
  const pieceset_t *kit;
  const pmx_problem_t *pr;
  const pmxd_opts_t *o;
} prob_ctx_t;

static void problem_text(const pmxd_opts_t *o, const pmx_problem_t *p, char *buf, size_t n) {
  static const int keys[4] = {L_SQUARE, L_RECT, L_SYM, L_AP};
  snprintf(buf, n, L(o, keys[p->kind]), p->a, p->b);
}

static void prob_page(draw_t *d, const render_card_t *rc, void *vctx) {
  prob_ctx_t *c = vctx;
  const pmxd_opts_t *o = c->o;
  draw_set_color(d, DRAW_WHITE);
  draw_rect(d, rc->x, rc->y, rc->w, rc->h);
  draw_fill(d);
  draw_set_color(d, DRAW_BLACK);
  double m = 12, top = rc->y + 30;
  draw_text(d, rc->x + rc->w / 2, rc->y + 16, 5.5, DRAW_CENTER | DRAW_MIDDLE | DRAW_BOLD, rc->w - 2 * m,
            rc->index == 0 ? L(o, L_PROBLEMS) : L(o, L_ANSWERS));
  double hw = 10, cw = (rc->w - 2 * m - hw) / 6, ch = rc->index == 0 ? 34 : (rc->h - 30 - 15 - hw) / 6;
  char buf[96];
  draw_set_line_width(d, 0.3);
  for (int i = 0; i < 6; i++) {
    snprintf(buf, sizeof buf, "%d", i + 1);
    draw_set_color(d, DRAW_BAND);
    draw_rect(d, rc->x + m + hw + i * cw, top, cw, hw);
    draw_rect(d, rc->x + m, top + hw + i * ch, hw, ch);
    draw_fill(d);
    draw_set_color(d, DRAW_BLACK);
    draw_text(d, rc->x + m + hw + (i + 0.5) * cw, top + hw / 2, 5, DRAW_CENTER | DRAW_MIDDLE | DRAW_BOLD, 0, buf);
    draw_text(d, rc->x + m + hw / 2, top + hw + (i + 0.5) * ch, 5, DRAW_CENTER | DRAW_MIDDLE | DRAW_BOLD, 0, buf);
  }
  for (int i = 0; i < 36; i++) {
    double x = rc->x + m + hw + (i % 6) * cw, y = top + hw + (i / 6) * ch;
    draw_set_color(d, DRAW_BLACK);
    draw_rect(d, x, y, cw, ch);
    draw_stroke(d);
    problem_text(o, &c->pr[i], buf, sizeof buf);
    if (rc->index == 0) {
      /* wrap after the first comma or at the middle space */
      char a[96], b2[96] = "";
      snprintf(a, sizeof a, "%s", buf);
      char *cut = strchr(a, ',');
      if (!cut) {
        cut = strrchr(a, ' ');
        if (cut && cut - a > 0) { /* a number alone stays with its words */
          char *prev = cut;
          *prev = '\0';
          char *p2 = strrchr(a, ' ');
          *prev = ' ';
          if (p2) cut = p2;
        }
      } else cut++;
      if (cut) {
        snprintf(b2, sizeof b2, "%s", cut + (*cut == ' '));
        *cut = '\0';
      }
      draw_text(d, x + cw / 2, y + ch / 2 - 2.5, 3.2, DRAW_CENTER | DRAW_MIDDLE, cw - 2, a);
      draw_text(d, x + cw / 2, y + ch / 2 + 2.5, 3.2, DRAW_CENTER | DRAW_MIDDLE, cw - 2, b2);
    } else {
      draw_text(d, x + cw / 2, y + 3, 2.2, DRAW_CENTER | DRAW_MIDDLE, cw - 2, buf);
      if (c->pr[i].solved) draw_tiling(d, &c->pr[i].fig, c->pr[i].grid, c->kit, x + 1.5, y + 5.5, cw - 3, ch - 7, 4);
    }
  }
}

int pmxd_print_problems(const char *path, const pieceset_t *kit, const pmx_problem_t pr[36], const pmxd_opts_t *o,
                        char *err, size_t errlen) {
  prob_ctx_t c = {kit, pr, o};
  render_opts_t ro;
  make_render_opts(o, 210, 297, path, &ro);
  ro.paper_w = ro.paper_h = 0;
  return render_cards(path, NULL, 2, prob_page, NULL, NULL, &c, &ro, err, errlen);
}

/* ---- the score sheet ---- */

static void score_page(draw_t *d, const render_card_t *rc, void *vctx) {
  const pmxd_opts_t *o = vctx;
  double x0 = rc->x, y0 = rc->y, w = rc->w;
  draw_set_color(d, DRAW_WHITE);
  draw_rect(d, x0, y0, w, rc->h);
  draw_fill(d);
  draw_set_color(d, DRAW_BLACK);
  draw_text(d, x0 + w / 2, y0 + 18, 7, DRAW_CENTER | DRAW_MIDDLE | DRAW_BOLD, w - 20, L(o, L_SCORE));
  /* the track: four start squares, then 1..12 in a snake of 13 squares */
  double s = 22, m = (w - 7 * s) / 2, ty = y0 + 35;
  char buf[16];
  for (int p = 0; p < 4; p++) {
    draw_set_color(d, DRAW_PIECE(p));
    draw_rect(d, m + p * s * 1.0 + (7 * s - 4 * s) / 2, ty, s, s);
    draw_fill(d);
    draw_set_color(d, DRAW_BLACK);
    draw_set_line_width(d, 0.6);
    draw_rect(d, m + p * s + (7 * s - 4 * s) / 2, ty, s, s);
    draw_stroke(d);
  }
  draw_text(d, x0 + w / 2, ty + s + 5, 4, DRAW_CENTER | DRAW_MIDDLE | DRAW_BOLD, 0, L(o, L_START));
  double ry = ty + s + 12;
  for (int k = 1; k <= 12; k++) {
    int row = (k - 1) / 6, col = (k - 1) % 6;
    if (row == 1) col = 5 - col; /* snake */
    double x = m + s / 2 + col * s, y = ry + row * s;
    draw_set_color(d, k == 12 ? DRAW_BAND : DRAW_WHITE);
    draw_rect(d, x, y, s, s);
    draw_fill(d);
    draw_set_color(d, DRAW_BLACK);
    draw_set_line_width(d, 0.6);
    draw_rect(d, x, y, s, s);
    draw_stroke(d);
    snprintf(buf, sizeof buf, "%d", k);
    draw_text(d, x + s / 2, y + s / 2, 8, DRAW_CENTER | DRAW_MIDDLE | DRAW_BOLD, 0, buf);
  }
  /* the TURNO die */
  double ty2 = ry + 2 * s + 16;
  draw_text(d, x0 + 15, ty2, 5, DRAW_LEFT | DRAW_MIDDLE | DRAW_BOLD, w - 30, L(o, L_TURNO));
  for (int f = 0; f < 6; f++) {
    double y = ty2 + 10 + f * 14;
    /* a die face with F+1 pips */
    double dx = x0 + 15, ds = 10;
    draw_set_color(d, DRAW_BLACK);
    draw_set_line_width(d, 0.5);
    draw_rect(d, dx, y - ds / 2, ds, ds);
    draw_stroke(d);
    static const double pips[6][6][2] = {
        {{.5, .5}}, {{.25, .25}, {.75, .75}}, {{.25, .25}, {.5, .5}, {.75, .75}},
        {{.25, .25}, {.75, .25}, {.25, .75}, {.75, .75}},
        {{.25, .25}, {.75, .25}, {.5, .5}, {.25, .75}, {.75, .75}},
        {{.25, .25}, {.75, .25}, {.25, .5}, {.75, .5}, {.25, .75}, {.75, .75}}};
    for (int q = 0; q <= f; q++) draw_circle(d, dx + pips[f][q][0] * ds, y - ds / 2 + pips[f][q][1] * ds, 0.9);
    draw_fill(d);
    draw_text(d, dx + ds + 5, y, 3.6, DRAW_LEFT | DRAW_MIDDLE, w - 30 - ds - 5, L(o, L_T1 + f));
  }
}

int pmxd_print_scoresheet(const char *path, const pmxd_opts_t *o, char *err, size_t errlen) {
  render_opts_t ro;
  make_render_opts(o, 210, 297, path, &ro);
  ro.paper_w = ro.paper_h = 0;
  return render_cards(path, NULL, 1, score_page, NULL, NULL, (void *)o, &ro, err, errlen);
}
