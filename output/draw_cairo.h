/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* draw_cairo.h: Cairo's functions, looked up when the first drawing is made (draw.c and
 * pdf_post.c call them through draw_cairo). polyx is not linked with Cairo: loading it and the
 * libraries it brings (pixman, fontconfig, freetype, the X libraries) cost every start of polyx
 * most of its instructions, for the commands that draw. Cairo's headers still give the types. */
#ifndef OUTPUT_DRAW_CAIRO_H
#define OUTPUT_DRAW_CAIRO_H

#include <stddef.h>

#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>

/* Every Cairo function polyx calls, without its prefix cairo_. */
#define DRAW_CAIRO_FUNCTIONS(X)                                                                    \
  X(arc)                                                                                           \
  X(clip)                                                                                          \
  X(clip_extents)                                                                                  \
  X(close_path)                                                                                    \
  X(copy_path)                                                                                     \
  X(create)                                                                                        \
  X(destroy)                                                                                       \
  X(fill)                                                                                          \
  X(fill_preserve)                                                                                 \
  X(font_options_create)                                                                           \
  X(font_options_destroy)                                                                          \
  X(font_options_set_hint_metrics)                                                                 \
  X(font_options_set_hint_style)                                                                   \
  X(identity_matrix)                                                                               \
  X(image_surface_create)                                                                          \
  X(image_surface_get_data)                                                                        \
  X(image_surface_get_height)                                                                      \
  X(image_surface_get_stride)                                                                      \
  X(image_surface_get_width)                                                                       \
  X(line_to)                                                                                       \
  X(move_to)                                                                                       \
  X(new_path)                                                                                      \
  X(new_sub_path)                                                                                  \
  X(paint)                                                                                         \
  X(path_destroy)                                                                                  \
  X(pdf_surface_create_for_stream)                                                                 \
  X(pdf_surface_set_metadata)                                                                      \
  X(rectangle)                                                                                     \
  X(restore)                                                                                       \
  X(save)                                                                                          \
  X(scale)                                                                                         \
  X(select_font_face)                                                                              \
  X(set_font_options)                                                                              \
  X(set_font_size)                                                                                 \
  X(set_line_cap)                                                                                  \
  X(set_line_join)                                                                                 \
  X(set_line_width)                                                                                \
  X(set_source_rgb)                                                                                \
  X(show_page)                                                                                     \
  X(show_text)                                                                                     \
  X(status)                                                                                        \
  X(status_to_string)                                                                              \
  X(stroke)                                                                                        \
  X(surface_destroy)                                                                               \
  X(surface_finish)                                                                                \
  X(surface_flush)                                                                                 \
  X(surface_status)                                                                                \
  X(svg_surface_create_for_stream)                                                                 \
  X(svg_surface_set_document_unit)                                                                 \
  X(text_extents)                                                                                  \
  X(translate)                                                                                     \
  X(user_to_device)                                                                                \
  X(user_to_device_distance)

/* A pointer to each, of the type Cairo's headers declare: draw_cairo.move_to(cr, x, y). */
typedef struct draw_cairo_api {
#define DRAW_CAIRO_MEMBER(f) __typeof__(cairo_##f) *f;
  DRAW_CAIRO_FUNCTIONS(DRAW_CAIRO_MEMBER)
#undef DRAW_CAIRO_MEMBER
} draw_cairo_api_t;

/* Set by the first successful draw_cairo_load, read only afterwards. */
extern draw_cairo_api_t draw_cairo;

/* Load Cairo (the first call, for the whole process; any thread): 0, then draw_cairo is
 * complete; or -1 with one line in MSG[0..MSGLEN) in the user's language, naming the library
 * (config.h's CAIRO_SONAME) and the system's reason. Every later call gives the same answer. */
int draw_cairo_load(char *msg, size_t msglen);

#endif
