/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Copyright (C) 2026 the polyx authors */
/* dlx_version.h: the version of libdlx a program is compiled against (made by configure from
 * dlx/dlx_version.h.in; configure.ac defines the version, once). Included by dlx.h.
 *
 * A program compares DLX_VERSION_NUMBER, the version of the header it was
 * compiled with, to dlx_version_number(), the library it runs with:
 *   #if DLX_VERSION_NUMBER >= DLX_VERSION_ENCODE(1, 4, 0)  (compile time)
 *   if (dlx_version_number() >= DLX_VERSION_ENCODE(1, 4, 0))  (run time)
 * A library of the same major version runs every program compiled against
 * an older or equal header (the soname changes with the major version). */
#ifndef DLX_VERSION_H
#define DLX_VERSION_H

#define DLX_VERSION_MAJOR 1
#define DLX_VERSION_MINOR 4
#define DLX_VERSION_MICRO 0

/* MAJOR.MINOR.MICRO as one number: 1.4.0 is 10400 (minor and micro < 100). */
#define DLX_VERSION_ENCODE(major, minor, micro) ((major) * 10000 + (minor) * 100 + (micro))
#define DLX_VERSION_NUMBER                                                                         \
  DLX_VERSION_ENCODE(DLX_VERSION_MAJOR, DLX_VERSION_MINOR, DLX_VERSION_MICRO)
/* "MAJOR.MINOR.MICRO", what dlx_version() returns. */
#define DLX_VERSION_STRING "1.4.0"

#endif /* DLX_VERSION_H */
