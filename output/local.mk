# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
## output/local.mk: drawing (Cairo PDF/SVG, PNG through libpng, text trace); a convenience library.
noinst_LIBRARIES += output/liboutput.a
output_liboutput_a_CFLAGS = $(AM_CFLAGS) $(CAIRO_CFLAGS) $(PNG_CFLAGS) $(ZLIB_CFLAGS)
output_liboutput_a_SOURCES =
# Each source file of output/ adds itself here with a line of its own:
output_liboutput_a_SOURCES += output/pngread.c output/pngread.h
output_liboutput_a_SOURCES += output/draw.c output/draw.h output/afile.c output/afile.h
output_liboutput_a_SOURCES += output/draw_cairo.c output/draw_cairo.h output/draw_zlib.c output/draw_zlib.h
output_liboutput_a_SOURCES += output/pdf_post.c output/pdf_post.h
output_liboutput_a_SOURCES += output/palette.c
output_liboutput_a_SOURCES += output/render.c output/render_grid.c output/render.h
output_liboutput_a_SOURCES += output/i18n.c output/i18n.h
output_liboutput_a_SOURCES += output/chart.c output/chart.h
# What links output/ links base/ after it (base/dynlib.c opens Cairo).
OUTPUT_LIBS = output/liboutput.a $(BASE_LIBS)
