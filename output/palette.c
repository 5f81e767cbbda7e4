/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* palette.c: the colours of output/draw.h's named colours and pieces, and their black-and-white
 * greys and hatchings (draw_color_style). */
#include <config.h>

#include "output/draw.h"

#include <stdint.h>

static void hex_rgb(uint32_t c, double rgb[3]) {
  rgb[0] = ((c >> 16) & 255) / 255.0;
  rgb[1] = ((c >> 8) & 255) / 255.0;
  rgb[2] = (c & 255) / 255.0;
}

void draw_color_style(int color, int bw, double rgb[3], int *hatch) {
  /* Twelve colours of Paul Tol's light, pale, muted and bright schemes and
   * Okabe-Ito's, picked by a search that maximised the smallest CIELAB
   * distance between two of them for normal vision and simulated
   * deuteranopia, protanopia and tritanopia (Machado 2009): 11.8 at worst.
   * Twelve more (for the 15 to 24 pieces of Polyminix kits, Polymo sheets,
   * Polyssimo sets) chosen greedily on a 15-step sRGB grid, each the
   * farthest by that measure from those before and from white, among the
   * colours with a contrast of 6 or more with black and a chroma (max - min
   * channel) of at most 190 out of 255, so none is neon: 10.4 at worst over
   * all 24 and the four visions (24 equally distinct hues do not exist:
   * the first twelve stay the farthest apart). Ordered so that each prefix
   * is as spread as possible. */
  static const uint32_t pieces[DRAW_NPIECE_COLORS] = {
      0x77AADD, 0xEE8866, 0xF0E442, 0xCCEEFF, 0xFFAABB, 0xCC79A7, 0xEE6677, 0xCCBB44,
      0x999933, 0xEEEEBB, 0x44BB99, 0xBBCCEE, 0xB469FF, 0x96FF87, 0x8787E1, 0x2DE187,
      0xB4FF69, 0x78964B, 0xE169C3, 0xB4C30F, 0xB4A5FF, 0xFFA569, 0xD2A5C3, 0x96E1D2};
  static const double greys[4] = {0.94, 0.82, 0.70, 0.60};
  int h = DRAW_HATCH_NONE;
  uint32_t c;
  switch (color) {
    case DRAW_WHITE: c = 0xFFFFFF; break;
    case DRAW_BLACK: c = 0x000000; break;
    case DRAW_GRID: c = bw ? 0x808080 : 0x7A7A7A; break;
    case DRAW_TEXT_GREY: c = 0x555555; break;
    case DRAW_CARD: c = bw ? 0xFFFFFF : 0xFBF8F1; break;
    case DRAW_BAND: c = bw ? 0xE6E6E6 : 0xDDE7EE; break;
    case DRAW_EMPTY: c = 0xFFFFFF; break;
    case DRAW_SIGNAL_GREEN: c = bw ? 0xF2F2F2 : 0x7FCC8A; break;
    case DRAW_SIGNAL_YELLOW: c = bw ? 0xDDDDDD : 0xF5D94E; break;
    case DRAW_SIGNAL_RED: c = bw ? 0xC8C8C8 : 0xEE7766; break;
    case DRAW_CUT: c = 0xFF00FF; break;
    case DRAW_FADED: c = bw ? 0x707070 : 0xB0B0B0; break;
    default:
      if (color >= DRAW_PIECE0) {
        int k = color - DRAW_PIECE0;
        if (bw) {
          /* (k mod 7, (k div 7 + k mod 7) mod 4) is one-to-one for k < 28. */
          h = k % 7;
          double g = greys[(k / 7 + k % 7) % 4];
          rgb[0] = rgb[1] = rgb[2] = g;
          if (hatch) *hatch = h;
          return;
        }
        c = pieces[k % DRAW_NPIECE_COLORS];
      } else {
        c = 0xFF00FF; /* an unassigned index shows up loudly */
      }
  }
  hex_rgb(c, rgb);
  if (hatch) *hatch = h;
}
