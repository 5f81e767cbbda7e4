/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* chart.c: the histogram page of every game's `play --histogram`. */
#include <config.h>

#include "output/chart.h"

#include <math.h>
#include <stdio.h>

void draw_histograms(draw_t *d, double x, double y, double w, double h, int n,
                     const char *const *titles, const long *const *counts, int nvalues, int first) {
  if (n < 1 || nvalues < 1) return;
  double ph = h / n;
  long maxc = 1;
  int last = nvalues - 1, lo = last, hi = 0;
  for (int i = 0; i < n; i++)
    for (int v = 0; v <= last; v++) {
      if (counts[i][v] > maxc) maxc = counts[i][v];
      if (counts[i][v] && v < lo) lo = v;
      if (counts[i][v] && v > hi) hi = v;
    }
  if (lo > hi) lo = 0, hi = last; /* nothing counted: the whole range */
  /* the axis from the data: a value more on each side */
  lo = lo > 0 ? lo - 1 : 0;
  hi = hi < last ? hi + 1 : last;
  int nv = hi - lo + 1;
  int step = nv <= 16 ? 1 : nv <= 32 ? 2 : nv <= 80 ? 5 : 10;
  for (int i = 0; i < n; i++) {
    double top = y + i * ph, bot = top + ph - 8, left = x + 10, right = x + w - 2;
    double bwid = (right - left) / nv, bh = bot - (top + 8);
    draw_set_color(d, DRAW_BLACK);
    draw_text(d, left, top + 5, 3.5, DRAW_LEFT | DRAW_BOLD, w - 12, titles[i]);
    draw_set_color(d, DRAW_PIECE(i));
    for (int v = lo; v <= hi; v++) {
      if (!counts[i][v]) continue;
      double hh = bh * (double)counts[i][v] / (double)maxc;
      draw_rect(d, left + (v - lo) * bwid + 0.05 * bwid, bot - hh, bwid * 0.9, hh);
    }
    draw_fill(d);
    draw_set_color(d, DRAW_BLACK);
    draw_set_line_width(d, 0.3);
    draw_segment(d, left, bot, right, bot);
    draw_segment(d, left, bot, left, top + 8);
    draw_stroke(d);
    /* ticks at the multiples of STEP of the values shown */
    for (int v = lo + ((first + lo) % step ? step - (first + lo) % step : 0); v <= hi; v += step) {
      char num[16];
      snprintf(num, sizeof num, "%d", first + v);
      double cx = left + (v - lo + 0.5) * bwid;
      draw_segment(d, cx, bot, cx, bot + 1);
      draw_stroke(d);
      draw_text(d, cx, bot + 4, 2.5, DRAW_CENTER, 0, num);
    }
    char mx[24];
    snprintf(mx, sizeof mx, "%ld", maxc);
    draw_text(d, left - 1, top + 9, 2.5, DRAW_RIGHT, 0, mx);
  }
}

void draw_histogram_page(draw_t *d, double pw, double ph, const char *title, int n,
                         const char *const *titles, const long *const *counts, int nvalues,
                         int first, const char *label) {
  draw_begin_page(d);
  draw_set_color(d, DRAW_BLACK);
  draw_text(d, pw / 2, 16, 6, DRAW_CENTER | DRAW_BOLD, pw - 20, title);
  double room = ph - 24 - 18;
  double h = n > 3 ? room : fmin(room, 85.0 * n);
  draw_histograms(d, 12, 24, pw - 24, h, n, titles, counts, nvalues, first);
  if (label) draw_text(d, pw / 2, 24 + h + 4, 3.5, DRAW_CENTER, pw - 24, label);
  draw_end_page(d);
}
