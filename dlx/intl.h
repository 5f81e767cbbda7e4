/* intl.h: libdlx's messages in the user's language (gettext, text domain polyx, which the program
 * binds: libdlx calls neither setlocale nor bindtextdomain). */
#ifndef DLX_INTL_H
#define DLX_INTL_H

/* gnulib's wrapper of <libintl.h>: nothing is translated when configure
 * ran with --disable-nls. */
#include "gettext.h"

/* A message, translated where it stands into the language of the locale
 * (LC_MESSAGES, LANGUAGE) through the catalogs of the package's domain.
 * A program that never called setlocale, or whose domain "polyx" has no
 * catalog where the C library looks, gets the English text unchanged:
 * dgettext returns its argument when it finds nothing. */
#define _(msgid) dgettext(PACKAGE, msgid)
/* Marks a message kept in a table, translated with _() where it is used. */
#define N_(msgid) msgid

#endif
