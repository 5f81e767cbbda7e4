/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* chart.h: the histogram page of every game's `play --histogram`: stacked bar charts of a
 * series' figures on one value axis, in millimetres. */
#ifndef OUTPUT_CHART_H
#define OUTPUT_CHART_H

#include "output/draw.h"

/* Draw N histograms stacked in the box (X, Y, W, H): COUNTS[i][v] how many with value FIRST + v
 * (v from 0 to NVALUES - 1) in series i, bars in colour DRAW_PIECE(i); TITLES[i] a line above
 * each (already in the page's language). One value axis for all, from the lowest value seen to
 * the highest (one more on each side, within the NVALUES), ticks every 1, 2, 5 or 10; one bar
 * scale for all, its top count written at the top of each axis. */
void draw_histograms(draw_t *d, double x, double y, double w, double h, int n,
                     const char *const *titles, const long *const *counts, int nvalues, int first);

/* One page of PW x PH mm of D (draw_create'd; the page its boxes): TITLE on top, then the N
 * histograms of draw_histograms, then LABEL (NULL: none) under them, naming the values. */
void draw_histogram_page(draw_t *d, double pw, double ph, const char *title, int n,
                         const char *const *titles, const long *const *counts, int nvalues,
                         int first, const char *label);

#endif
