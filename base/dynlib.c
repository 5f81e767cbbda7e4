/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* dynlib.c: a library opened by its soname when first needed, its symbols into a table. */
#include <config.h>

#include "base/dynlib.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

/* Open LIB and fill its table: 0, or -1 with LIB->why set and the library closed. */
static int dynlib_open(base_dynlib_t *lib) {
  void *h = dlopen(lib->soname, RTLD_NOW | RTLD_LOCAL);
  const char *why = NULL;
  if (h) {
    for (size_t i = 0; i < lib->nsym && !why; i++) {
      void *p = dlsym(h, lib->sym[i].name);
      if (p == NULL)
        why = dlerror();
      else if (lib->sym[i].deref) /* the variable holds the function's address */
        memcpy((char *)lib->table + lib->sym[i].off, p, sizeof(void (*)(void)));
      else /* POSIX: a function's address fits in a void * */
        memcpy((char *)lib->table + lib->sym[i].off, &p, sizeof p);
    }
  } else {
    why = dlerror();
  }
  if (!why) return 0;
  snprintf(lib->why, sizeof lib->why, "%s", why[0] ? why : "?");
  if (h) dlclose(h);
  return -1;
}

int base_dynlib_load(base_dynlib_t *lib) {
  pthread_mutex_lock(&lib->lock);
  if (lib->state == 0) lib->state = dynlib_open(lib) == 0 ? 1 : -1;
  int state = lib->state;
  pthread_mutex_unlock(&lib->lock);
  return state == 1 ? 0 : -1;
}
