/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* verify.c: the independent edge-by-edge check of a Polymère layout (solitaire rings, count
 * witnesses), sharing no code with the searches or the board. */
#include <config.h>

#include <stdarg.h>
#include <stdio.h>

#include "base/intl.h"
#include "games/polymere/polymere.h"

static int bad(char *msg, size_t len, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int bad(char *msg, size_t len, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  if (msg && len) vsnprintf(msg, len, fmt, ap);
  va_end(ap);
  return -1;
}

/* Digit shown by placement I on edge E, 0 for a joker without completion. */
static int shown(int i, int e, const int *t, const int *rot, const int *jf) {
  if (polymere_is_joker(t[i])) return jf ? jf[i * 6 + e] : 0;
  return polymere_tile_digit(t[i], e - rot[i]);
}

int polymere_verify_layout(int n, const int *t, const int *q, const int *r, const int *rot,
                           const int *jf, char *msg, size_t msglen) {
  /* the six neighbour directions, written out again on purpose */
  static const int DQ[6] = {1, 1, 0, -1, -1, 0}, DR[6] = {-1, 0, 1, 1, 0, -1};
  for (int i = 0; i < n; i++) {
    if (t[i] < 0 || t[i] >= POLYMERE_NTILES)
      return bad(msg, msglen, _("placement %d: no such tile %d"), i, t[i]);
    if (!polymere_is_joker(t[i]) && (rot[i] < 0 || rot[i] > 5))
      return bad(msg, msglen, _("placement %d: rotation %d"), i, rot[i]);
    for (int j = 0; j < i; j++) {
      if (t[j] == t[i]) return bad(msg, msglen, _("tile %d placed twice"), t[i]);
      if (q[j] == q[i] && r[j] == r[i])
        return bad(msg, msglen, _("two tiles at %d,%d"), q[i], r[i]);
    }
    if (polymere_is_joker(t[i])) {
      int seen = 0;
      for (int e = 0; e < 6; e++) {
        int v = jf ? jf[i * 6 + e] : 0;
        if (!jf) { /* no completion given: the digits it touches must be distinct */
          for (int j = 0; j < n; j++)
            if (q[j] == q[i] + DQ[e] && r[j] == r[i] + DR[e] && !polymere_is_joker(t[j]))
              v = shown(j, (e + 3) % 6, t, rot, jf);
          if (!v) continue;
        }
        if (v < 1 || v > 6 || (seen >> v & 1))
          return bad(msg, msglen, _("joker at %d,%d is not a possible tile"), q[i], r[i]);
        seen |= 1 << v;
      }
    }
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int e = 0; e < 3; e++) { /* each edge once: edges 0..2 of I */
        if (q[j] != q[i] + DQ[e] || r[j] != r[i] + DR[e]) continue;
        int a = shown(i, e, t, rot, jf), b = shown(j, e + 3, t, rot, jf);
        if (a && b && a != b)
          return bad(msg, msglen, _("edge %d of %d,%d shows %d, edge %d of %d,%d shows %d"), e,
                     q[i], r[i], a, e + 3, q[j], r[j], b);
      }
  return 0;
}
