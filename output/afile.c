/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* afile.c: write-to-temporary-then-rename so that a failed write leaves no file behind. */
#include <config.h>

#include "output/afile.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The registry of temporaries: a fixed array of chunks of slots, each
 * chunk zeroed before it is published, so that a signal handler only ever
 * reads names that are whole (a slot is emptied before its name is freed). */
#define CHUNK 1024
static const char *volatile *volatile chunks[AFILE_MAX_TRACKED / CHUNK];
static size_t hint; /* no free slot below this one */

static void track(afile_t *f) {
  for (size_t i = hint; i < AFILE_MAX_TRACKED; i++) {
    size_t c = i / CHUNK;
    if (!chunks[c]) {
      const char *volatile *ch = calloc(CHUNK, sizeof *ch);
      if (!ch) return;
      chunks[c] = ch;
    }
    if (!chunks[c][i % CHUNK]) {
      chunks[c][i % CHUNK] = f->tmp;
      f->slot = (int)i + 1;
      hint = i + 1;
      return;
    }
  }
}

static void untrack(afile_t *f) {
  if (f->slot <= 0) return;
  size_t i = (size_t)f->slot - 1;
  chunks[i / CHUNK][i % CHUNK] = NULL;
  if (i < hint) hint = i;
  f->slot = 0;
}

void afile_unlink_temporaries(void) {
  for (size_t c = 0; c < AFILE_MAX_TRACKED / CHUNK; c++) {
    const char *volatile *ch = chunks[c];
    if (!ch) break;
    for (size_t i = 0; i < CHUNK; i++) {
      const char *t = ch[i];
      if (t) unlink(t);
    }
  }
}

static void set_err(char *err, size_t errlen, const char *what, const char *path, int e) {
  if (err && errlen) snprintf(err, errlen, "%s '%s': %s", what, path, strerror(e));
}

/* F, just opened with no temporary file (F->fp NULL: it could not be), keeps PATH: 0 or -1. */
static int opened_in_place(afile_t *f, const char *path, char *err, size_t errlen) {
  if (!f->fp) {
    set_err(err, errlen, "cannot create", path, errno);
    return -1;
  }
  f->path = strdup(path);
  if (!f->path) {
    fclose(f->fp);
    f->fp = NULL;
    set_err(err, errlen, "cannot create", path, ENOMEM);
    return -1;
  }
  return 0;
}

/* Open PATH itself for writing, with no temporary file. */
static int open_in_place(afile_t *f, const char *path, char *err, size_t errlen) {
  f->fp = fopen(path, "wb");
  return opened_in_place(f, path, err, errlen);
}

/* Write to a copy of this process's descriptor FD, named PATH: its file offset is shared, so
 * that what goes there and what goes to the descriptor itself follow one another. */
static int open_descriptor(afile_t *f, const char *path, int fd, char *err, size_t errlen) {
  int d = dup(fd);
  f->fp = d < 0 ? NULL : fdopen(d, "wb");
  if (!f->fp && d >= 0) {
    int e = errno;
    close(d);
    errno = e;
  }
  return opened_in_place(f, path, err, errlen);
}

int afile_open(afile_t *f, const char *path, char *err, size_t errlen) {
  memset(f, 0, sizeof *f);
  if (strcmp(path, "-") == 0) {
    f->path = strdup(path);
    if (!f->path) {
      set_err(err, errlen, "cannot create", path, ENOMEM);
      return -1;
    }
    f->fp = stdout;
    f->is_stdout = 1;
    return 0;
  }
  struct stat st;
  if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
    /* A device or a pipe: renaming over it would be wrong (and, as root,
     * would replace /dev/full with a regular file). */
    if (S_ISDIR(st.st_mode)) {
      set_err(err, errlen, "cannot create", path, EISDIR);
      return -1;
    }
    return open_in_place(f, path, err, errlen);
  }
  /* A symbolic link is followed: the file it names is replaced, never the link itself. A link
   * into /proc (/dev/stdout is /proc/self/fd/1) names a descriptor this process already has,
   * and a dangling link a file still to be made: both are written in place, as renaming over
   * them would replace the link with a regular file (for every process, with /dev/stdout). */
  struct stat lst;
  if (lstat(path, &lst) == 0 && S_ISLNK(lst.st_mode)) {
    char target[64];
    ssize_t k = readlink(path, target, sizeof target - 1);
    target[k > 0 ? k : 0] = '\0';
    int fd = -1;
    if (sscanf(target, "/proc/self/fd/%d", &fd) == 1 && fd >= 0)
      return open_descriptor(f, path, fd, err, errlen);
    char *real = realpath(path, NULL);
    if (!real || (k >= 6 && memcmp(target, "/proc/", 6) == 0) || strncmp(real, "/proc/", 6) == 0) {
      free(real);
      return open_in_place(f, path, err, errlen);
    }
    int rc = afile_open(f, real, err, errlen);
    free(real);
    return rc;
  }
  const char *slash = strrchr(path, '/');
  size_t dirlen = slash ? (size_t)(slash - path) + 1 : 0;
  const char *base = path + dirlen;
  if (*base == '\0') {
    set_err(err, errlen, "cannot create", path, EISDIR);
    return -1;
  }
  size_t n = strlen(path) + 64;
  f->path = strdup(path);
  f->tmp = malloc(n);
  if (!f->path || !f->tmp) {
    free(f->path);
    free(f->tmp);
    f->path = f->tmp = NULL;
    set_err(err, errlen, "cannot create", path, ENOMEM);
    return -1;
  }
  int fd = -1, e = 0;
  for (int i = 0; i < 100 && fd < 0; i++) {
    snprintf(f->tmp, n, "%.*s.%s.%ld-%d.tmp", (int)dirlen, path, base, (long)getpid(), i);
    fd = open(f->tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    e = errno;
    if (fd < 0 && e != EEXIST) break;
  }
  if (fd < 0) {
    set_err(err, errlen, "cannot create", path, e);
    free(f->path);
    free(f->tmp);
    f->path = f->tmp = NULL;
    return -1;
  }
  track(f);
  f->fp = fdopen(fd, "wb");
  if (!f->fp) {
    e = errno;
    close(fd);
    unlink(f->tmp);
    untrack(f);
    set_err(err, errlen, "cannot create", path, e);
    free(f->path);
    free(f->tmp);
    f->path = f->tmp = NULL;
    return -1;
  }
  return 0;
}

int afile_close(afile_t *f, char *err, size_t errlen) {
  if (!f->fp) return 0;
  int bad = 0, e = 0;
  if (fflush(f->fp) != 0) {
    bad = 1;
    e = errno;
  }
  if (!bad && ferror(f->fp)) {
    bad = 1;
    e = EIO;
  }
  if (f->is_stdout) {
    f->fp = NULL;
  } else {
    /* fsync so that a rename never exposes an empty file after a crash;
     * EINVAL/ENOTSUP: a device or pipe that cannot sync, not an error. */
    if (!bad && f->tmp && fsync(fileno(f->fp)) != 0 && errno != EINVAL && errno != ENOTSUP) {
      bad = 1;
      e = errno;
    }
    if (fclose(f->fp) != 0 && !bad) {
      bad = 1;
      e = errno;
    }
    f->fp = NULL;
  }
  if (bad) {
    set_err(err, errlen, "cannot write", f->path ? f->path : "?", e);
    return -1;
  }
  return 0;
}

int afile_commit(afile_t *f, char *err, size_t errlen) {
  int rc = 0;
  if (f->fp && afile_close(f, err, errlen) != 0) rc = -1;
  if (rc == 0 && f->tmp && rename(f->tmp, f->path) != 0) {
    set_err(err, errlen, "cannot rename into", f->path, errno);
    rc = -1;
  }
  if (rc != 0 && f->tmp) unlink(f->tmp);
  untrack(f);
  free(f->tmp);
  free(f->path);
  f->tmp = f->path = NULL;
  return rc;
}

void afile_abort(afile_t *f) {
  if (f->fp && !f->is_stdout) fclose(f->fp);
  f->fp = NULL;
  if (f->tmp) unlink(f->tmp);
  untrack(f);
  free(f->tmp);
  free(f->path);
  f->tmp = f->path = NULL;
}
