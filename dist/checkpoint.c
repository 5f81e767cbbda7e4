/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* checkpoint.c: the checkpoint file: a job's identity, then one checksummed line per finished item.
 */
#include <config.h>

#include <inttypes.h>

#include "dist/dist.h"
#include "dist/intl.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#define MAGIC "polyx-checkpoint 1"

struct dist_ckpt {
  int fd;
  char *path;
  size_t items, ndone;
  unsigned char *done;
  char **results; /* per item: its recorded text, or NULL */
  int (*check)(void *ctx, size_t item, const char *result);
  void *check_ctx;
};

uint32_t dist_crc32(const void *bytes, size_t n) {
  const unsigned char *p = bytes;
  uint32_t crc = 0xFFFFFFFFu;
  for (size_t i = 0; i < n; i++) {
    crc ^= p[i];
    for (int k = 0; k < 8; k++) crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
  }
  return crc ^ 0xFFFFFFFFu;
}

static void set_error(dist_error_t *err, unsigned long line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static void set_error(dist_error_t *err, unsigned long line, const char *fmt, ...) {
  if (err == NULL) return;
  err->line = line;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(err->msg, sizeof err->msg, fmt, ap);
  va_end(ap);
}

const unsigned char *dist_ckpt_done(const dist_ckpt_t *c) {
  return c->done;
}

size_t dist_ckpt_done_count(const dist_ckpt_t *c) {
  return c->ndone;
}

const char *dist_ckpt_result(const dist_ckpt_t *c, size_t item) {
  return item < c->items ? c->results[item] : NULL;
}

static void ckpt_free(dist_ckpt_t *c) {
  if (c == NULL) return;
  if (c->fd >= 0) close(c->fd);
  if (c->results)
    for (size_t i = 0; i < c->items; i++) free(c->results[i]);
  free(c->results);
  free(c->done);
  free(c->path);
  free(c);
}

/* Write all of N bytes at once (one write() when the kernel allows). */
static int write_all(int fd, const char *p, size_t n) {
  while (n > 0) {
    ssize_t w = write(fd, p, n);
    if (w < 0) {
      if (errno == EINTR) continue;
      return -1;
    }
    p += w;
    n -= (size_t)w;
  }
  return 0;
}

/* Read the whole file of FD into a NUL-terminated buffer; NULL with errno
 * EFBIG past DIST_CKPT_MAX bytes. */
static char *read_all(int fd, size_t *len) {
  size_t cap = 4096, n = 0;
  char *buf = malloc(cap);
  if (buf == NULL) return NULL;
  for (;;) {
    if (cap - n < 2) {
      if (cap > DIST_CKPT_MAX) {
        free(buf);
        errno = EFBIG;
        return NULL;
      }
      char *b = realloc(buf, cap * 2);
      if (b == NULL) {
        free(buf);
        errno = ENOMEM;
        return NULL;
      }
      buf = b;
      cap *= 2;
    }
    ssize_t r = read(fd, buf + n, cap - n - 1);
    if (r < 0 && errno == EINTR) continue;
    if (r < 0) {
      free(buf);
      return NULL;
    }
    if (r == 0) break;
    n += (size_t)r;
  }
  buf[n] = '\0';
  *len = n;
  return buf;
}

/* A record line "ITEM RESULT CRC" (NUL-terminated, no newline) into C. */
static dist_status_t parse_record(dist_ckpt_t *c, char *line, unsigned long lineno,
                                  dist_error_t *err) {
  char *last = strrchr(line, ' ');
  if (last == NULL || strlen(last + 1) != 8 || strspn(last + 1, "0123456789abcdef") != 8) {
    set_error(err, lineno, _("a record ends with its checksum (8 hexadecimal digits)"));
    return DIST_EDATA;
  }
  uint32_t want = (uint32_t)strtoul(last + 1, NULL, 16);
  if (dist_crc32(line, (size_t)(last - line)) != want) {
    set_error(err, lineno, _("the record's checksum does not match (a damaged line)"));
    return DIST_EDATA;
  }
  *last = '\0';
  char *end;
  if (*line < '0' || *line > '9') {
    set_error(err, lineno, _("a record begins with its item number"));
    return DIST_EDATA;
  }
  errno = 0;
  unsigned long long item = strtoull(line, &end, 10);
  if (errno || *end != ' ' || item >= c->items) {
    set_error(err, lineno, _("item number out of range (the job has %zu items)"), c->items);
    return DIST_EDATA;
  }
  if (c->done[item]) {
    set_error(err, lineno, _("item %llu is recorded twice"), item);
    return DIST_EDATA;
  }
  if (c->check && c->check(c->check_ctx, (size_t)item, end + 1) != 0) {
    set_error(err, lineno, _("malformed record of item %llu"), item);
    return DIST_EDATA;
  }
  c->results[item] = strdup(end + 1);
  if (c->results[item] == NULL) return DIST_ENOMEM;
  c->done[item] = 1;
  c->ndone++;
  return DIST_OK;
}

/* Check the header and read the records of the file's TEXT (LEN bytes);
 * *KEEP receives the length of the valid part (a torn last line dropped). */
static dist_status_t parse_file(dist_ckpt_t *c, char *text, size_t len, const dist_ckpt_key_t *keys,
                                int nkeys, size_t *keep, dist_error_t *err) {
  unsigned long lineno = 0;
  size_t pos = 0;
  *keep = 0;
  while (pos < len) {
    char *line = text + pos;
    char *nl = memchr(line, '\n', len - pos);
    lineno++;
    if (nl == NULL) {
      /* A last line without its newline: a write cut short. Dropped only
       * when it is a record (the header is written whole before any). */
      if (lineno <= (unsigned long)nkeys + 1) {
        set_error(err, lineno, _("the header is cut short"));
        return DIST_EDATA;
      }
      break;
    }
    *nl = '\0';
    if (memchr(line, '\0', (size_t)(nl - line)) != NULL) {
      set_error(err, lineno, _("a NUL byte: not a checkpoint"));
      return DIST_EDATA;
    }
    pos = (size_t)(nl - text) + 1;
    if (lineno == 1) {
      if (strcmp(line, MAGIC) != 0) {
        set_error(err, lineno, _("not a polyx checkpoint (the first line must be '%s')"), MAGIC);
        return DIST_EDATA;
      }
    } else if (lineno <= (unsigned long)nkeys + 1) {
      const dist_ckpt_key_t *k = &keys[lineno - 2];
      size_t kl = strlen(k->key);
      if (strncmp(line, k->key, kl) != 0 || line[kl] != ' ') {
        set_error(err, lineno, _("expected the line '%s ...'"), k->key);
        return DIST_EDATA;
      }
      if (strcmp(line + kl + 1, k->value) != 0) {
        set_error(err, lineno, _("made for another job: %s '%.80s', this run's is '%.80s'"), k->key,
                  line + kl + 1, k->value);
        return DIST_EOTHER;
      }
    } else {
      dist_status_t st = parse_record(c, line, lineno, err);
      if (st != DIST_OK) return st;
    }
    *keep = pos;
  }
  if (lineno < (unsigned long)nkeys + 1) {
    set_error(err, lineno + 1, _("the header is cut short"));
    return DIST_EDATA;
  }
  return DIST_OK;
}

dist_status_t dist_ckpt_open(const char *path, const dist_ckpt_key_t *keys, int nkeys, size_t items,
                             int (*check)(void *ctx, size_t item, const char *result),
                             void *check_ctx, dist_ckpt_t **out, dist_error_t *err) {
  *out = NULL;
  if (err) memset(err, 0, sizeof *err);
  dist_ckpt_t *c = calloc(1, sizeof *c);
  if (c == NULL) return DIST_ENOMEM;
  c->fd = -1;
  c->items = items;
  c->check = check;
  c->check_ctx = check_ctx;
  c->path = strdup(path);
  c->done = calloc(items ? items : 1, 1);
  c->results = calloc(items ? items : 1, sizeof *c->results);
  if (c->path == NULL || c->done == NULL || c->results == NULL) {
    ckpt_free(c);
    return DIST_ENOMEM;
  }
  /* O_NONBLOCK: a FIFO must not block the open; it is refused below, unread. */
  c->fd = open(path, O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC | O_NONBLOCK, 0666);
  if (c->fd < 0) {
    set_error(err, 0, _("cannot create: %s"), strerror(errno));
    ckpt_free(c);
    return DIST_ECREATE;
  }
  struct stat sb;
  if (fstat(c->fd, &sb) != 0 || !S_ISREG(sb.st_mode)) {
    set_error(err, 0, _("not a regular file: a checkpoint must be one"));
    ckpt_free(c);
    return DIST_EDATA;
  }
  if ((uint64_t)sb.st_size > DIST_CKPT_MAX) {
    set_error(err, 0, _("larger than %zu MiB: not a checkpoint"), DIST_CKPT_MAX >> 20);
    ckpt_free(c);
    return DIST_EDATA;
  }
  int fl = fcntl(c->fd, F_GETFL);
  if (fl < 0 || fcntl(c->fd, F_SETFL, fl & ~O_NONBLOCK) != 0) {
    set_error(err, 0, _("cannot open: %s"), strerror(errno));
    ckpt_free(c);
    return DIST_EIO;
  }
  /* One run at a time: two appending to the same file would interleave. */
  if (flock(c->fd, LOCK_EX | LOCK_NB) != 0) {
    set_error(err, 0, _("in use by another run (%s)"), strerror(errno));
    ckpt_free(c);
    return DIST_EIO;
  }
  size_t len = 0;
  char *text = read_all(c->fd, &len);
  if (text == NULL) {
    int e = errno;
    if (e == EFBIG)
      set_error(err, 0, _("larger than %zu MiB: not a checkpoint"), DIST_CKPT_MAX >> 20);
    else
      set_error(err, 0, _("cannot read: %s"), strerror(e));
    ckpt_free(c);
    return e == ENOMEM ? DIST_ENOMEM : e == EFBIG ? DIST_EDATA : DIST_EIO;
  }
  dist_status_t st = DIST_OK;
  if (len == 0) {
    /* A new checkpoint: the header, in one write. */
    size_t n = strlen(MAGIC) + 2;
    for (int k = 0; k < nkeys; k++) n += strlen(keys[k].key) + strlen(keys[k].value) + 2;
    char *h = malloc(n);
    if (h == NULL) {
      st = DIST_ENOMEM;
    } else {
      char *p = h;
      p += sprintf(p, "%s\n", MAGIC);
      for (int k = 0; k < nkeys; k++) p += sprintf(p, "%s %s\n", keys[k].key, keys[k].value);
      if (write_all(c->fd, h, (size_t)(p - h)) != 0 || fdatasync(c->fd) != 0) {
        set_error(err, 0, _("cannot write: %s"), strerror(errno));
        st = DIST_EIO;
      }
      free(h);
    }
  } else {
    size_t keep = 0;
    st = parse_file(c, text, len, keys, nkeys, &keep, err);
    if (st == DIST_OK && keep < len && ftruncate(c->fd, (off_t)keep) != 0) {
      /* Cut the torn last line off, so that appends start on a line of their own. */
      set_error(err, 0, _("cannot cut off the unfinished last line: %s"), strerror(errno));
      st = DIST_EIO;
    }
  }
  free(text);
  if (st != DIST_OK) {
    ckpt_free(c);
    return st;
  }
  *out = c;
  return DIST_OK;
}

dist_status_t dist_ckpt_add(dist_ckpt_t *c, size_t item, const char *result, dist_error_t *err) {
  if (item >= c->items || c->done[item]) return DIST_OK;
  size_t rl = strlen(result);
  char *line = malloc(rl + 48);
  char *copy = strdup(result);
  if (line == NULL || copy == NULL) {
    free(line);
    free(copy);
    return DIST_ENOMEM;
  }
  int n = sprintf(line, "%zu %s", item, result);
  uint32_t crc = dist_crc32(line, (size_t)n);
  n += sprintf(line + n, " %08lx\n", (unsigned long)crc);
  int rc = write_all(c->fd, line, (size_t)n);
  free(line);
  if (rc != 0) {
    set_error(err, 0, _("cannot write: %s"), strerror(errno));
    free(copy);
    return DIST_EIO;
  }
  c->results[item] = copy;
  c->done[item] = 1;
  c->ndone++;
  return DIST_OK;
}

dist_status_t dist_ckpt_close(dist_ckpt_t *c, dist_error_t *err) {
  if (c == NULL) return DIST_OK;
  dist_status_t st = DIST_OK;
  if (fsync(c->fd) != 0) {
    set_error(err, 0, _("cannot write: %s"), strerror(errno));
    st = DIST_EIO;
  }
  ckpt_free(c);
  return st;
}

/* A 64-bit FNV-1a hash of N bytes. */
static uint64_t fnv1a(const char *p, size_t n) {
  uint64_t h = 0xcbf29ce484222325u;
  for (size_t i = 0; i < n; i++) {
    h ^= (unsigned char)p[i];
    h *= 0x100000001b3u;
  }
  return h;
}

dist_status_t dist_ckpt_open_job(const char *path, const dist_job_t *job, size_t items,
                                 int (*check)(void *ctx, size_t item, const char *result),
                                 void *check_ctx, dist_ckpt_t **out, dist_error_t *err) {
  char problem[40], plan[40], n[32];
  snprintf(problem, sizeof problem, "fnv1a64:%016" PRIx64, fnv1a(job->problem, job->problem_len));
  snprintf(plan, sizeof plan, "%016" PRIx64, job->plan_id);
  snprintf(n, sizeof n, "%zu", items);
  const dist_ckpt_key_t keys[] = {{"version", job->version},
                                  {"problem", problem},
                                  {"search", job->search},
                                  {"plan", plan},
                                  {job->items_key, n}};
  return dist_ckpt_open(path, keys, (int)(sizeof keys / sizeof keys[0]), items, check, check_ctx,
                        out, err);
}
