/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* i18n.h: the texts printed on pages, in the language --lang names, whatever the user's locale. */
#ifndef OUTPUT_I18N_H
#define OUTPUT_I18N_H

#include <stddef.h>

/* The page languages: English, the source, and one catalog each for the
 * others (po/LL.po, installed as LOCALEDIR/LL/LC_MESSAGES/polyx.mo). */
#define I18N_LANGS "en, fr, de, it, cs"

/* 1 when LANG is one of I18N_LANGS. */
int i18n_lang_known(const char *lang);

/* 1 when pages in LANG can be written in LANG: it is "en", or its catalog
 * (i18n_localedir()/LANG/LC_MESSAGES/polyx.mo) is found and reads; 0 when
 * i18n_page() would answer in English (an unknown language, a missing or
 * unreadable catalog). Thread-safe. */
int i18n_lang_ready(const char *lang);

/* The translation of MSGID (an English page text, marked for xgettext by
 * being the second argument of i18n_page) into LANG, as UTF-8. MSGID itself
 * when LANG is "en", NULL or unknown, when the catalog is missing or
 * unreadable, or when it has no translation of MSGID: a page is never left
 * without text, and nothing is reported. The catalog is
 * i18n_localedir()/LANG/LC_MESSAGES/polyx.mo, read the first time LANG is
 * asked for and kept, read-only, until the program ends: the returned string
 * lives as long as the program. The locale, LANGUAGE and gettext's own state
 * play no part. Thread-safe. */
const char *i18n_page(const char *lang, const char *msgid);

/* The form of a text about N things (plural "cells" or singular "cell")
 * in LANG: the catalog's form for N by its own Plural-Forms rule (Czech
 * has three: 1, 2 to 4, 5 and more), so that a page reads "1 políčko", "3
 * políčka", "5 políček". MSGID (N == 1) or PLURAL (any other N) when LANG is
 * English or unknown, when the catalog is missing or has no translation,
 * or when its Plural-Forms does not read. Marked for xgettext as a plural
 * entry (msgid MSGID, msgid_plural PLURAL). Thread-safe; the string lives
 * as long as the program. */
const char *i18n_page_n(const char *lang, const char *msgid, const char *plural, unsigned long n);

/* Write VALUE with DIGITS decimals into BUF (LEN bytes) as a page in LANG
 * writes numbers: the decimal mark is the catalog's translation of "."
 * ("," in French, German, Italian and Czech). Returns BUF. */
char *i18n_decimal(const char *lang, char *buf, size_t len, double value, int digits);

/* Marks a page text kept in a table, to be looked up by i18n_page() where it
 * is drawn: I18N_PAGE("Solution") is "Solution". */
#define I18N_PAGE(msgid) msgid

/* The directory of the installed catalogs: $POLYX_LOCALEDIR when it is set
 * and not empty (a build tree, the tests), else the LOCALEDIR configure
 * chose. The command line binds its text domain to the same directory. */
const char *i18n_localedir(void);

/* The catalog reader on the bytes BUF[0..LEN) of a .mo file instead of an installed
 * catalog (for the tests and the fuzz harness): -1 when they are not a catalog it uses;
 * else 0 and *OUT the translation of MSGID (its form for N when PLURAL is not NULL, as
 * i18n_page_n), pointing into BUF, or MSGID / PLURAL when there is none. */
int i18n_catalog_lookup(const void *buf, size_t len, const char *msgid, const char *plural,
                        unsigned long n, const char **out);

#endif
