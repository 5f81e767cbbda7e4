/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Copyright (C) 2026 the polyx authors */
/* dlx_names.h: the builder's name tables looked up by pointer and length, for libdlx's reader. */
#ifndef DLX_NAMES_H
#define DLX_NAMES_H

#include <stddef.h>

#include "dlx/dlx.h"

/* Inside libdlx only: not in the installed header, not exported. */
#if defined __GNUC__ && defined __ELF__
#define DLX_INTERNAL __attribute__((visibility("hidden")))
#else
#define DLX_INTERNAL
#endif

/* The id of the item named NAME[0..LEN) (NAME need not be NUL-terminated),
 * or -1: dlx_item_find without copying the name out of a line. */
DLX_INTERNAL int dlx_item_find_len(const dlx_t *dlx, const char *name, size_t len);
/* The id of the colour named NAME[0..LEN) (1.., as dlx_color gives it), or
 * -1 when no colour has that name yet. */
DLX_INTERNAL int dlx_color_find_len(const dlx_t *dlx, const char *name, size_t len);

#endif
