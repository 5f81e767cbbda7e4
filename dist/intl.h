/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* intl.h: dist/'s messages (checkpoint errors, statuses) in the user's language (gettext, domain
 * polyx). */
#ifndef DIST_INTL_H
#define DIST_INTL_H

/* gnulib's wrapper of <libintl.h>: nothing is translated with --disable-nls. */
#include "gettext.h"

/* dgettext with the package's domain, as base/intl.h does for the games. */
#define _(msgid) dgettext(PACKAGE, msgid)

#endif
