/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* afile.h: files written to a temporary name and renamed into place (output/ internal). */
#ifndef OUTPUT_AFILE_H
#define OUTPUT_AFILE_H

#include <stdio.h>
#include <stddef.h>

typedef struct afile {
  char *path; /* the final name (owned copy) */
  char *tmp;  /* the temporary name, or NULL when writing directly */
  FILE *fp;   /* open for writing; NULL once closed */
  int is_stdout;
  int slot; /* 1 + its place in the registry of temporaries, 0 when not there */
} afile_t;

/* Open PATH for writing: a new temporary "DIR/.BASE.PID-N.tmp" beside it
 * (created exclusively, mode 0666 less the umask), or PATH itself when it
 * exists and is not a regular file (a device, a pipe), or standard output
 * for "-". Returns 0, or -1 with a message in ERR (nothing is left). */
int afile_open(afile_t *f, const char *path, char *err, size_t errlen);
/* Flush, sync and close the stream; returns 0 or -1 with a message
 * (the temporary stays until afile_commit or afile_abort). */
int afile_close(afile_t *f, char *err, size_t errlen);
/* Rename the closed temporary into place; 0 or -1 with a message (the
 * temporary is then removed). Frees the names. */
int afile_commit(afile_t *f, char *err, size_t errlen);
/* Close if open, remove the temporary, free the names. Safe to call on a
 * zeroed or already finished afile_t. */
void afile_abort(afile_t *f);

/* ---- Temporaries left by a signal -------------------------------------------
 * Every temporary afile_open makes is registered until afile_commit or
 * afile_abort removes or renames it (up to AFILE_MAX_TRACKED at a time; past
 * that a temporary is not registered). Registering and leaving the
 * registry is done by the thread that opens and finishes the files. */
#define AFILE_MAX_TRACKED (64 * 1024)
/* Unlink every registered temporary: async-signal-safe (only unlink(), over
 * a fixed array of names), for a handler of SIGINT, SIGTERM or SIGHUP that
 * then ends the process. The files stay registered. */
void afile_unlink_temporaries(void);

#endif
