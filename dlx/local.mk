# SPDX-License-Identifier: LGPL-2.1-or-later
# Copyright (C) 2026 the polyx authors
## dlx/local.mk: libdlx, the exact-cover engine, installed with its header and pkg-config file.
lib_LTLIBRARIES += dlx/libdlx.la
include_HEADERS += dlx/dlx.h
# The version macros, made by configure from dlx/dlx_version.h.in (configure.ac
# defines the version); dlx.h includes it, installed beside it.
nodist_include_HEADERS = dlx/dlx_version.h
EXTRA_DIST += dlx/dlx_version.h.in
# One file a part (dlx/dlx_search.h: how they fit together): building, the
# engines (links, cells, bits; Algorithm M on links; the memoised count), the
# shared search code, plans and the parallel search; the text format.
DLX_C_SOURCES = dlx/dlx.c dlx/dlx_search.c dlx/dlx_links.c dlx/dlx_cells.c dlx/dlx_bits.c \
	dlx/dlx_m.c dlx/dlx_memo.c dlx/dlx_plan.c dlx/dlx_par.c dlx/dlx_io.c
dlx_libdlx_la_SOURCES = $(DLX_C_SOURCES)
dlx_libdlx_la_CFLAGS = $(AM_CFLAGS)
# gettext for the messages (dlx/intl.h); nothing on glibc.
dlx_libdlx_la_LIBADD = $(LTLIBINTL)
# libtool's CURRENT:REVISION:AGE, derived in configure.ac from libdlx's
# version (CURRENT = major + minor, REVISION = micro, AGE = minor: libdlx 1.5.0
# is 6:0:5, libdlx.so.1). 2: 1.1 added the engine fields at the end of
# dlx_search_opts_t and dlx_stats_t; 3: 1.2 the plan functions, opts.memo,
# DLX_ENGINE_MEMO, DLX_EPLAN and DLX_EOVERFLOW; 4: 1.3 DLX_ENGINE_BITS;
# 5: 1.4 dlx_version_number(), dlx_set_localedir(), DLX_EBUSY; 6: 1.5 the
# text callbacks at the end of dlx_search_opts_t (format, on_text), dlx_try_memo_sized().
dlx_libdlx_la_LDFLAGS = -version-info $(DLX_LT_VERSION_INFO) -no-undefined
pkgconfig_DATA = dlx/libdlx.pc
EXTRA_DIST += dlx/libdlx.pc.in
dlx_libdlx_la_SOURCES += dlx/dlx_internal.h dlx/dlx_names.h dlx/dlx_search.h dlx/dlx_xc.h \
	dlx/dlx_cells.h dlx/dlx_bits.h
# The sparse-set loop of Algorithm M.
dlx_libdlx_la_SOURCES += dlx/dlx_mcells.h
# The gettext macros of the messages (dlx/intl.h).
dlx_libdlx_la_SOURCES += dlx/intl.h
