/* error.c: filling in an error: code, position, message, file. */
#include <config.h>
#include <stdarg.h>
#include <stdio.h>
#include "base/intl.h"
#include "base/error.h"

static void error_vset(cards_error_t *err, cards_errcode_t code, unsigned long line,
                       unsigned long col, const char *fmt, va_list ap)
    __attribute__((format(printf, 5, 0)));
static void error_vset(cards_error_t *err, cards_errcode_t code, unsigned long line,
                       unsigned long col, const char *fmt, va_list ap) {
  vsnprintf(err->msg, sizeof err->msg, fmt, ap);
  err->line = line;
  err->col = col;
  err->file[0] = '\0';
  err->code = code;
}

void cards_error_set(cards_error_t *err, unsigned long line, unsigned long col, const char *fmt,
                     ...) {
  if (!err) return;
  va_list ap;
  va_start(ap, fmt);
  error_vset(err, CARDS_E_DATA, line, col, fmt, ap);
  va_end(ap);
}

void cards_error_setc(cards_error_t *err, cards_errcode_t code, unsigned long line,
                      unsigned long col, const char *fmt, ...) {
  if (!err) return;
  va_list ap;
  va_start(ap, fmt);
  error_vset(err, code, line, col, fmt, ap);
  va_end(ap);
}

void cards_error_nomem(cards_error_t *err) {
  cards_error_setc(err, CARDS_E_NOMEM, 0, 0, _("out of memory"));
}

void cards_error_file(cards_error_t *err, const char *file) {
  if (!err || err->file[0]) return;
  snprintf(err->file, sizeof err->file, "%s", file);
}

