/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* dynlib.h: a library polyx is not linked with, opened by its soname (dlopen) when first needed,
 * its functions looked up by name into the caller's table of pointers: loading a library at
 * every start of polyx costs more than most commands, for the few that need it. */
#ifndef BASE_DYNLIB_H
#define BASE_DYNLIB_H

#include <pthread.h>
#include <stddef.h>

/* A symbol to look up, and where its address goes. */
typedef struct base_dynlib_sym {
  const char *name; /* the symbol, as the library exports it */
  size_t off;       /* offsetof the pointer in the caller's table */
  int deref;        /* 1: the symbol is a variable holding a function's address (libxml2's
                       xmlFree): that address is copied, not the variable's */
} base_dynlib_sym_t;

/* A library and its table; one per library, static, set up with BASE_DYNLIB_INIT. */
typedef struct base_dynlib {
  const char *soname;           /* the file dlopen opens (libcairo.so.2) */
  const base_dynlib_sym_t *sym; /* the symbols, */
  size_t nsym;                  /* how many */
  void *table;                  /* where their addresses go: a struct of function pointers */
  pthread_mutex_t lock;         /* the first base_dynlib_load loads, the others wait */
  int state;                    /* 0 not tried, 1 loaded, -1 failed */
  char why[160];                /* dlerror's words when it failed, else "" */
} base_dynlib_t;

/* A static initializer: SYMS an array (not a pointer), TABLE the address of the caller's table. */
#define BASE_DYNLIB_INIT(soname, syms, table)                                                      \
  { (soname), (syms), sizeof(syms) / sizeof((syms)[0]), (table), PTHREAD_MUTEX_INITIALIZER, 0, "" }

/* Load LIB: the first call opens LIB->soname (RTLD_NOW | RTLD_LOCAL) and fills LIB->table, every
 * later call gives the same answer (any thread). 0 when the table is complete; -1 when the library
 * or one of its symbols is missing: LIB->why holds the system's reason (dlerror, naming the file),
 * the library is closed and the table must not be used. */
int base_dynlib_load(base_dynlib_t *lib);

#endif
