/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* error.c: filling in an error: code, position, message, file. */
#include <config.h>
#include <stdarg.h>
#include <stdio.h>
#include "base/intl.h"
#include "base/error.h"

static void error_vset(base_error_t *err, base_errcode_t code, unsigned long line,
                       unsigned long col, const char *fmt, va_list ap)
    __attribute__((format(printf, 5, 0)));
static void error_vset(base_error_t *err, base_errcode_t code, unsigned long line,
                       unsigned long col, const char *fmt, va_list ap) {
  vsnprintf(err->msg, sizeof err->msg, fmt, ap);
  err->line = line;
  err->col = col;
  err->file[0] = '\0';
  err->code = code;
}

void base_error_set(base_error_t *err, unsigned long line, unsigned long col, const char *fmt,
                    ...) {
  if (!err) return;
  va_list ap;
  va_start(ap, fmt);
  error_vset(err, BASE_E_DATA, line, col, fmt, ap);
  va_end(ap);
}

void base_error_setc(base_error_t *err, base_errcode_t code, unsigned long line, unsigned long col,
                     const char *fmt, ...) {
  if (!err) return;
  va_list ap;
  va_start(ap, fmt);
  error_vset(err, code, line, col, fmt, ap);
  va_end(ap);
}

void base_error_nomem(base_error_t *err) {
  base_error_setc(err, BASE_E_NOMEM, 0, 0, _("out of memory"));
}

void base_error_file(base_error_t *err, const char *file) {
  if (!err || err->file[0]) return;
  snprintf(err->file, sizeof err->file, "%s", file);
}
