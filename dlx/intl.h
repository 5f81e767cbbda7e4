/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Copyright (C) 2026 the polyx authors */
/* intl.h: libdlx's messages in the user's language, from its own catalogs (gettext text domain
 * "libdlx", dlx/po/), which the library binds itself. */
#ifndef DLX_INTL_H
#define DLX_INTL_H

/* gnulib's wrapper of <libintl.h>: nothing is translated when configure
 * ran with --disable-nls. */
#include "gettext.h"

#include "dlx/dlx_names.h"

/* The library's text domain, apart from any program's: its catalogs are
 * LOCALEDIR/LL/LC_MESSAGES/libdlx.mo (or dlx_set_localedir()'s DIR). */
#define DLX_DOMAIN "libdlx"

/* MSGID in the language of the locale (LC_MESSAGES, LANGUAGE) through
 * libdlx's catalogs, the domain bound on the first call (pthread_once). A
 * program that never called setlocale, or whose language has no catalog,
 * gets MSGID unchanged: dgettext returns its argument when it finds
 * nothing. */
#if defined __GNUC__
/* (format_arg: a translated format is checked against the English one, as
 * for dgettext.) */
__attribute__((format_arg(1)))
#endif
DLX_INTERNAL const char *
dlx_gettext(const char *msgid);
#define _(msgid) dlx_gettext(msgid)
/* The plural of MSGID for N (MSGID_PLURAL in English), through the same
 * domain, bound as for dlx_gettext. */
#if defined __GNUC__
__attribute__((format_arg(1), format_arg(2)))
#endif
DLX_INTERNAL const char *
dlx_ngettext(const char *msgid, const char *msgid_plural, unsigned long n);
/* Marks a message kept in a table, translated with _() where it is used. */
#define N_(msgid) msgid

#endif
