# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
## tests/i18n/local.mk: translations: the catalogs, the command line in the user's language, the pages in --lang's.
# The catalogs compiled into a locale tree of the build, which the tests (and
# anyone running the uninstalled polyx) reach through POLYX_LOCALEDIR. They are
# compiled from po/LL.po here, with msgfmt --check, whether or not configure
# enabled NLS: the pages' languages do not depend on it in the tests.
I18N_LOCALE = tests/i18n/locale
# One catalog a language of po/LINGUAS.
I18N_PO = $(top_srcdir)/po/fr.po $(top_srcdir)/po/de.po $(top_srcdir)/po/it.po $(top_srcdir)/po/cs.po
# and libdlx's, dlx/po/LL.po, as libdlx.mo beside them (polyx hands its
# directory to libdlx: dlx_set_localedir).
I18N_PO += $(top_srcdir)/dlx/po/fr.po $(top_srcdir)/dlx/po/de.po $(top_srcdir)/dlx/po/it.po \
  $(top_srcdir)/dlx/po/cs.po
check_DATA += $(I18N_LOCALE)/stamp
$(I18N_LOCALE)/stamp: $(top_srcdir)/po/LINGUAS $(top_srcdir)/dlx/po/LINGUAS $(I18N_PO)
	$(AM_V_GEN)for l in `sed -e 's/#.*//' $(top_srcdir)/po/LINGUAS`; do \
	  $(MKDIR_P) $(I18N_LOCALE)/$$l/LC_MESSAGES && \
	  $(GMSGFMT) --check -o $(I18N_LOCALE)/$$l/LC_MESSAGES/$(PACKAGE).mo $(top_srcdir)/po/$$l.po || exit 1; \
	done; \
	for l in `sed -e 's/#.*//' $(top_srcdir)/dlx/po/LINGUAS`; do \
	  $(MKDIR_P) $(I18N_LOCALE)/$$l/LC_MESSAGES && \
	  $(GMSGFMT) --check -o $(I18N_LOCALE)/$$l/LC_MESSAGES/libdlx.mo $(top_srcdir)/dlx/po/$$l.po || exit 1; \
	done; touch $@
clean-local: clean-i18n-locale
clean-i18n-locale:
	-rm -rf $(I18N_LOCALE)
.PHONY: clean-i18n-locale

check_PROGRAMS += tests/i18n/t_i18n
tests_i18n_t_i18n_LDADD = $(TEST_LIBS)
# libdlx alone, as a program of its own links it: no polyx, no game.
check_PROGRAMS += tests/i18n/t_dlx_intl
tests_i18n_t_dlx_intl_LDADD = dlx/libdlx.la lib/libgnu.a $(LIBINTL) $(LIBS)
I18N_SH = tests/i18n/catalogs.sh tests/i18n/cli-lang.sh tests/i18n/pages.sh tests/i18n/cli-cards.sh \
  tests/i18n/cli-tile.sh tests/i18n/cli-solve.sh \
  tests/i18n/cards-pages.sh tests/i18n/help-de.sh tests/i18n/help-width.sh \
  tests/i18n/lang-missing.sh
TESTS += tests/i18n/t_i18n tests/i18n/t_dlx_intl $(I18N_SH)
EXTRA_DIST += $(I18N_SH)
TESTS += tests/i18n/build-locale.sh
EXTRA_DIST += tests/i18n/build-locale.sh
