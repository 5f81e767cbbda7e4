/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* words.c: Polyminix box words (one word per box) and one-line side IDs. */
#include <config.h>

#include "games/polyminix/polyminix.h"

#include <stdlib.h>
#include <string.h>

#include "base/intl.h"
#include "games/polyminix/internal.h"
#include "poly/polyomino.h"
#include "poly/region.h"

/* ---- box words ---- */

static int parse_names(const char *s, size_t len, size_t off, polyminix_box_t *box,
                       base_error_t *err) {
  size_t i = 0;
  box->n = 0;
  while (i < len) {
    size_t j = i;
    while (j < len && s[j] != ',') j++;
    if (j == i || j - i >= 16) {
      base_error_set(err, 0, off + i + 1,
                     j == i ? _("empty piece name") : _("piece name too long"));
      return -1;
    }
    if (box->n == POLYMINIX_MAX_SHOWN) {
      base_error_set(err, 0, off + i + 1, _("more than %d pieces in a box"), POLYMINIX_MAX_SHOWN);
      return -1;
    }
    char nm[16];
    memcpy(nm, s + i, j - i);
    nm[j - i] = '\0';
    piece_t p;
    if (polyomino_lookup(nm, &p, NULL) != 0 || p.one_sided) {
      base_error_set(err, 0, off + i + 1, _("unknown piece '%s'"), nm);
      return -1;
    }
    snprintf(box->names[box->n++], 16, "%s", p.name);
    i = j + 1;
    if (j + 1 == len) {
      base_error_set(err, 0, off + j + 1, _("empty piece name"));
      return -1;
    }
  }
  if (box->n == 0) {
    base_error_set(err, 0, off + 1, _("no pieces"));
    return -1;
  }
  return 0;
}

int polyminix_box_parse(int bi, const char *w, polyminix_box_t *box, base_error_t *err) {
  memset(box, 0, sizeof *box);
  size_t len = strlen(w);
  if (len == 0) {
    base_error_set(err, 0, 1, _("empty"));
    return -1;
  }
  switch (bi) {
    case POLYMINIX_BOX_SHOWN_A:
    case POLYMINIX_BOX_SHOWN_B: return parse_names(w, len, 0, box, err);
    case POLYMINIX_BOX_PLUS_K:
    case POLYMINIX_BOX_PLUS_ANY: {
      const char *plus = strchr(w, '+');
      if (!plus) {
        base_error_set(err, 0, len + 1,
                       bi == POLYMINIX_BOX_PLUS_K ? _("needs '+K' (K = 1, 2 or 3)")
                                                  : _("needs a final '+'"));
        return -1;
      }
      if (parse_names(w, (size_t)(plus - w), 0, box, err) != 0) return -1;
      const char *t = plus + 1;
      if (bi == POLYMINIX_BOX_PLUS_K) {
        if (!(t[0] >= '1' && t[0] <= '0' + POLYMINIX_MAX_OTHERS && t[1] == '\0')) {
          base_error_set(err, 0, (unsigned long)(t - w) + 1, _("K must be 1, 2 or 3"));
          return -1;
        }
        box->k = t[0] - '0';
      } else if (*t) {
        base_error_set(err, 0, (unsigned long)(t - w) + 1, _("nothing may follow '+'"));
        return -1;
      }
      return 0;
    }
    case POLYMINIX_BOX_ALL_BUT:
      if (w[0] != '-') {
        base_error_set(err, 0, 1, _("starts with '-' (the pieces not to use)"));
        return -1;
      }
      return parse_names(w + 1, len - 1, 1, box, err);
    case POLYMINIX_BOX_SIZES: {
      /* DIGIT(,DIGIT)* */
      for (size_t i = 0; i < len; i += 2) {
        if (w[i] < '1' || w[i] > '0' + POLYMINIX_MAX_PIECE_CELLS ||
            (i + 1 < len && w[i + 1] != ',') || i + 2 == len) {
          base_error_set(err, 0, i + 1, _("piece sizes 1 to 8, comma-separated"));
          return -1;
        }
        if (box->n == POLYMINIX_MAX_SHOWN) {
          base_error_set(err, 0, i + 1, _("more than %d sizes"), POLYMINIX_MAX_SHOWN);
          return -1;
        }
        box->sizes[box->n++] = w[i] - '0';
      }
      return 0;
    }
  }
  base_error_set(err, 0, 0, _("no box %d"), bi + 1);
  return -1;
}

static void cat(char *buf, size_t n, const char *s) {
  size_t l = strlen(buf);
  if (l < n) snprintf(buf + l, n - l, "%s", s);
}

void polyminix_box_format(int bi, const polyminix_box_t *box, char *buf, size_t n) {
  if (n == 0) return;
  buf[0] = '\0';
  if (bi == 4) cat(buf, n, "-");
  for (int i = 0; i < box->n; i++) {
    if (i) cat(buf, n, ",");
    if (bi == 5) {
      char d[4] = {(char)('0' + box->sizes[i]), 0};
      cat(buf, n, d);
    } else {
      cat(buf, n, box->names[i]);
    }
  }
  if (bi == 2) {
    char k[4] = {'+', (char)('0' + box->k), 0};
    cat(buf, n, k);
  }
  if (bi == 3) cat(buf, n, "+");
}

/* ---- IDs ---- */

char *polyminix_side_id(const polyminix_side_t *s) {
  size_t cap = (size_t)(s->fig.w + 1) * s->fig.h + 64 + POLYMINIX_NBOXES * 256 + strlen(s->kit) + 8;
  char *id = malloc(cap);
  if (!id) return NULL;
  snprintf(id, cap, "polyminix:");
  size_t l = strlen(id);
  for (int y = 0; y < s->fig.h; y++) {
    if (y) id[l++] = '/';
    for (int x = 0; x < s->fig.w; x++)
      id[l++] = region_at(&s->fig, x, y) == REGION_CELL ? '.' : '_';
  }
  id[l] = '\0';
  for (int b = 0; b < POLYMINIX_NBOXES; b++) {
    char w[256];
    polyminix_box_format(b, &s->box[b], w, sizeof w);
    cat(id, cap, ":");
    cat(id, cap, w);
  }
  if (s->kit[0]) {
    cat(id, cap, ";kit=");
    cat(id, cap, s->kit);
  }
  return id;
}

int polyminix_side_from_id(const char *id, polyminix_side_t *s, base_error_t *err) {
  memset(s, 0, sizeof *s);
  s->level = POLYMINIX_LEVEL_NONE;
  static const char pre[] = "polyminix:";
  if (strncmp(id, pre, sizeof pre - 1) != 0) {
    base_error_set(err, 0, 1, _("an ID starts with 'polyminix:'"));
    return -1;
  }
  const char *p = id + sizeof pre - 1;
  const char *kit = strstr(p, ";kit=");
  size_t end = kit ? (size_t)(kit - id) : strlen(id);
  if (kit) {
    if (strlen(kit + 5) >= sizeof s->kit) {
      base_error_set(err, 0, end + 1, _("kit spec too long"));
      return -1;
    }
    snprintf(s->kit, sizeof s->kit, "%s", kit + 5);
  }
  /* the figure */
  size_t f0 = (size_t)(p - id), f1 = f0;
  while (f1 < end && id[f1] != ':') f1++;
  if (f1 == end) {
    base_error_set(err, 0, f1 + 1, _("an ID has 7 fields: figure and six boxes"));
    return -1;
  }
  char *rows = malloc(f1 - f0 + 2);
  if (!rows) {
    base_error_nomem(err);
    return -1;
  }
  for (size_t i = f0; i < f1; i++) {
    char c = id[i];
    if (c != '.' && c != '_' && c != '/') {
      free(rows);
      base_error_set(err, 0, i + 1,
                     _("bad character in the figure ('.' cell, '_' outside, '/' new row)"));
      return -1;
    }
    rows[i - f0] = c == '/' ? '\n' : c == '_' ? '#' : '.';
  }
  rows[f1 - f0] = '\n';
  base_error_t e2;
  int rc = region_parse_text(rows, f1 - f0 + 1, &s->fig, &e2);
  free(rows);
  if (rc != 0) {
    base_error_setc(err, e2.code, 0, f0 + 1, _("figure: %s"), e2.msg);
    return -1;
  }
  size_t q = f1 + 1;
  for (int b = 0; b < POLYMINIX_NBOXES; b++) {
    size_t r = q;
    while (r < end && id[r] != ':') r++;
    if ((r == end) != (b == POLYMINIX_NBOXES - 1)) {
      base_error_set(err, 0, r + 1, _("an ID has 7 fields: figure and six boxes"));
      polyminix_side_free(s);
      return -1;
    }
    char w[512];
    if (r - q >= sizeof w) {
      base_error_set(err, 0, q + 1, _("box %d too long"), b + 1);
      polyminix_side_free(s);
      return -1;
    }
    memcpy(w, id + q, r - q);
    w[r - q] = '\0';
    if (polyminix_box_parse(b, w, &s->box[b], &e2) != 0) {
      base_error_setc(err, e2.code, 0, q + e2.col, _("box %d: %s"), b + 1, e2.msg);
      polyminix_side_free(s);
      return -1;
    }
    q = r + 1;
  }
  return 0;
}
