## dlx/local.mk: libdlx, the exact-cover engine, installed with its header and pkg-config file.
lib_LTLIBRARIES += dlx/libdlx.la
include_HEADERS += dlx/dlx.h
dlx_libdlx_la_SOURCES = dlx/dlx.c dlx/dlx_io.c
dlx_libdlx_la_CFLAGS = $(AM_CFLAGS)
# gettext for the messages (dlx/intl.h); nothing on glibc.
dlx_libdlx_la_LIBADD = $(LTLIBINTL)
# libtool version: current:revision:age (2: libdlx 1.1 added the engine
# fields at the end of dlx_search_opts_t and dlx_stats_t; 3: libdlx 1.2
# added the plan functions, dlx_search_opts_t.memo, DLX_ENGINE_MEMO, and
# DLX_EPLAN and DLX_EOVERFLOW at the end of dlx_status_t; 4: libdlx 1.3
# added DLX_ENGINE_BITS to dlx_engine_t; 1.0, 1.1 and 1.2 programs run).
# 4:1:3: libdlx 1.3.1, the same interface: DLX_ENGINE_CELLS takes
# multiplicities too (and auto gives it them), the bitset engine's sliced
# counts, limited searches split their parts near the stop.
dlx_libdlx_la_LDFLAGS = -version-info 4:1:3 -no-undefined
pkgconfig_DATA = dlx/libdlx.pc
EXTRA_DIST += dlx/libdlx.pc.in
dlx_libdlx_la_SOURCES += dlx/dlx_internal.h dlx/dlx_names.h dlx/dlx_xc.h dlx/dlx_cells.h \
	dlx/dlx_memo.h dlx/dlx_bits.h
# The sparse-set loop of Algorithm M.
dlx_libdlx_la_SOURCES += dlx/dlx_mcells.h
# The gettext macros of the messages (dlx/intl.h).
dlx_libdlx_la_SOURCES += dlx/intl.h
