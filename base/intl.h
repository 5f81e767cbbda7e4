/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* intl.h: the game libraries' messages in the user's language (gettext, text domain polyx, which
 * the command line binds). */
#ifndef BASE_INTL_H
#define BASE_INTL_H

/* gnulib's wrapper of <libintl.h>: nothing is translated when configure
 * ran with --disable-nls. */
#include "gettext.h"

/* A message, translated where it stands into the language of the locale
 * (LC_MESSAGES, LANGUAGE); English when there is no catalog. dgettext with
 * the package's domain, so that a program with a text domain of its own
 * still gets ours. Messages only: the words printed on pages are in the
 * language --lang names, through output/i18n.h. */
#define _(msgid) dgettext(PACKAGE, msgid)
/* Marks a message kept in a table, translated with _() where it is used. */
#define N_(msgid) msgid

#endif
