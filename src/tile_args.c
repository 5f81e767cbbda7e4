/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* tile_args.c: `polyx tile`'s command line: its help, its options and the region it names. */
#include <config.h>

#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "poly/pieceset.h"
#include "poly/region.h"
#include "output/pngread.h"
#include "src/polyx.h"
#include "src/tile_args.h"

static void usage(FILE *out) {
  fputs(_("Usage: polyx tile [OPTION]... --pieces=SET --region=REGION\n"
          "Tile REGION with the pieces of SET and print the tiling as letters,\n"
          "one character per cell ('#' outside the region).\n"
          "\n"
          "  -p, --pieces=SET      the pieces: names (F, I4, H12, domino...), sets\n"
          "                        (pentominoes, tetrominoes, polymo...), NAME*K for\n"
          "                        K copies, ^NAME one-sided, @FILE pieces drawn in\n"
          "                        a file; comma-separated\n"
          "  -r, --region=REGION   WxH (a rectangle), a text file ('.' a cell to\n"
          "                        cover, '#' or blank outside, a letter a cell\n"
          "                        already covered), or a PNG silhouette\n"
          "      --cell=PX         cell size in pixels of a PNG region (default:\n"
          "                        detected)\n"
          "  -c, --count           print the number of tilings\n"
          "  -a, --all             print every tiling, a blank line between two\n"
          "  -u, --unique          exit 0 when there is exactly one tiling (printed),\n"
          "                        1 when there is none, 2 when there are more\n"
          "      --random          print a random tiling (with --count or --all,\n"
          "                        search in a random order)\n"
          "  -s, --seed=S          seed for --random (implies --random; default 0)\n"
          "  -d, --distinct        count and list tilings up to the symmetries of\n"
          "                        the problem: those of the region that map the\n"
          "                        allowed pieces onto themselves\n"
          "      --subset          use each piece at most as often as the set has it\n"
          "                        (default: exactly)\n"
          "      --count-pieces=N  use N pieces in all (N or LO:HI)\n"
          "      --sizes=LIST      use pieces by size: SIZE:COUNT,... (e.g. 5:3,3:1,2:1\n"
          "                        for three pentominoes, a tromino and a domino of\n"
          "                        the set); implies --subset\n"
          "  -m, --max=N           stop after N tilings (0: no limit)\n"
          "  -b, --budget=N        give up after N nodes (placements tried); exit 3\n"
          "                        when it runs out before the answer is known\n"
          "      --engine=E        auto (default: fast when the region fits), fast\n"
          "                        (bitboards) or dlx (exact cover)\n"
          "  -j, --jobs=N          search with N threads (default 0: one per\n"
          "                        processor; the same output for any N)\n"
          "      --stats           print counts (tilings, nodes, time) on standard error\n"
          "      --emit-dlx        write the problem in Knuth's DLX format and exit\n"
          "      --burr=FILE       the problem of a BurrTools file (.xmpuzzle, gzip'd\n"
          "                        or plain XML; flat, on the cube grid) instead of\n"
          "                        --pieces and --region\n"
          "      --problem=N       which problem of the --burr file (default 1)\n"
          "      --emit-burr=FILE  write the problem as a BurrTools file (with --all\n"
          "                        or --max, its tilings as assemblies) and exit\n"
          "  -o, --output=FILE     draw the tiling (every tiling with --all) to FILE,\n"
          "                        .pdf, .svg or .png (as polyx render does), instead\n"
          "                        of printing letters; these options set the\n"
          "                        pages and looks of the drawing:\n"),
        out);
  render_args_help(out, TILE_RENDER_OPTS);
  fputs(_("  -h, --help            display this help and exit\n"
          "\n"
          "A piece prints as its name when that is one character and no other piece\n"
          "has it; other pieces get letters a, b, c... and a line 'legend: a=I3 ...'\n"
          "on standard error says which. Two pieces side by side never share a\n"
          "letter, so a printed tiling reads back as a region.\n"
          "\n"
          "Progress is shown on standard error when it is a terminal and the search\n"
          "is long. Ctrl-C stops a search cleanly and reports the count so far.\n"),
        out);
  /* Checkpoints and processes: a block of their own. */
  fputs(_("\nLong counts:\n"
          "      --checkpoint=FILE  with --count: record each finished part of the\n"
          "                        search in FILE; run again with it to go on (see\n"
          "                        polyx-solve(1), CHECKPOINTS)\n"
          "Under mpirun (polyx built with MPI), --count and --all, with or without\n"
          "--distinct, are spread over the processes, each with --jobs threads, and\n"
          "print what one process prints; --unique, --random, --max, --budget and the\n"
          "search for one tiling are refused.\n"),
        out);
  px_help_exit_status(out, 0, 1, 2, 3, 64, 65, 66, 70, 73, 74, -1);
}

static int number_arg(const char *opt, const char *arg, uint64_t *out) {
  return px_number_arg("tile", opt, arg, 0, UINT64_MAX, out);
}

/* "N" or "LO:HI" (small numbers). */
static int range_arg(const char *opt, const char *arg, int *lo, int *hi) {
  char buf[64];
  uint64_t a, b;
  const char *colon = strchr(arg, ':');
  if (strlen(arg) >= sizeof buf) goto bad;
  strcpy(buf, arg);
  if (colon) buf[colon - arg] = '\0';
  if (px_parse_u64(buf, &a) || a > 1000000) goto bad;
  b = a;
  if (colon && (px_parse_u64(buf + (colon - arg) + 1, &b) || b > 1000000 || b < a)) goto bad;
  *lo = (int)a;
  *hi = (int)b;
  return 0;
bad:
  px_error(_("tile: invalid value '%s' for %s (want N or LO:HI)"), arg, opt);
  px_usage_hint("tile");
  return -1;
}

/* "SIZE:COUNT[,SIZE:COUNT...]", COUNT being N or LO-HI. */
static int sizes_arg(const char *arg, tiling_spec_t *spec) {
  const char *s = arg;
  spec->nsizes = 0;
  while (*s) {
    char *end;
    errno = 0;
    long size = strtol(s, &end, 10);
    if (end == s || *end != ':' || size < 1 || size > SHAPE_MAX_CELLS || errno) goto bad;
    s = end + 1;
    long lo = strtol(s, &end, 10), hi;
    if (end == s || lo < 0 || lo > 1000000 || *s == '-' || *s == '+') goto bad;
    hi = lo;
    s = end;
    if (*s == '-') {
      s++;
      hi = strtol(s, &end, 10);
      if (end == s || hi < lo || hi > 1000000 || *s == '-' || *s == '+') goto bad;
      s = end;
    }
    if (spec->nsizes == TILING_MAX_SIZE_CLASSES) {
      px_error(_("tile: more than %d sizes in --sizes"), TILING_MAX_SIZE_CLASSES);
      return -1;
    }
    for (int k = 0; k < spec->nsizes; k++)
      if (spec->sizes[k].size == size) {
        px_error(_("tile: size %ld given twice in --sizes"), size);
        return -1;
      }
    spec->sizes[spec->nsizes].size = (int)size;
    spec->sizes[spec->nsizes].lo = (int)lo;
    spec->sizes[spec->nsizes].hi = (int)hi;
    spec->nsizes++;
    if (*s == ',')
      s++;
    else if (*s)
      goto bad;
  }
  if (spec->nsizes == 0) goto bad;
  return 0;
bad:
  px_error(_("tile: invalid value '%s' for --sizes (want SIZE:COUNT,..., e.g. 5:3,3:1,2:1)"), arg);
  return -1;
}

/* Read REGION (a size, a PNG or a text file, read once: a pipe too); returns an exit status. */
int tile_load_region(const char *arg, int cell_px, region_t *r) {
  base_error_t e;
  memset(&e, 0, sizeof e);
  if (region_is_size(arg)) {
    if (region_parse_size(arg, r, &e)) {
      px_error(_("tile: --region '%s': %s"), arg, e.msg);
      return PX_EXIT_DATA;
    }
    return PX_EXIT_OK;
  }
  if (region_load(arg, cell_px, pngread_grey_memory, r, NULL, &e)) {
    px_error_at(e.file[0] ? e.file : arg, e.line, e.col, "%s", e.msg);
    return px_exit_of_cards(&e);
  }
  return PX_EXIT_OK;
}

enum {
  OPT_STATS = 256,
  OPT_EMIT,
  OPT_RANDOM,
  OPT_SUBSET,
  OPT_NPIECES,
  OPT_SIZES,
  OPT_ENGINE,
  OPT_CELL,
  OPT_CHECKPOINT,
  OPT_BURR,
  OPT_PROBLEM,
  OPT_EMIT_BURR
};

/* Option C (argument OPTARG) into O: -1 to go on, else an exit status. */
static int tile_option(int c, tile_opts_t *o) {
  switch (c) {
    case 'p': o->pieces = optarg; break;
    case 'r': o->region = optarg; break;
    case OPT_CELL:
      if (number_arg("--cell", optarg, &o->cell) || o->cell > 100000) return PX_EXIT_USAGE;
      break;
    case 'c': o->count = 1; break;
    case 'a': o->all = 1; break;
    case 'u': o->unique = 1; break;
    case OPT_RANDOM: o->randomize = 1; break;
    case 's':
      if (number_arg("--seed", optarg, &o->seed)) return PX_EXIT_USAGE;
      o->randomize = 1;
      break;
    case 'd': o->spec.distinct = 1; break;
    case OPT_SUBSET: o->spec.subset = 1; break;
    case OPT_NPIECES:
      if (range_arg("--count-pieces", optarg, &o->spec.total_lo, &o->spec.total_hi))
        return PX_EXIT_USAGE;
      o->npieces = optarg;
      break;
    case OPT_SIZES:
      o->sizes = optarg;
      if (sizes_arg(optarg, &o->spec)) {
        px_usage_hint("tile");
        return PX_EXIT_USAGE;
      }
      break;
    case 'm':
      if (number_arg("--max", optarg, &o->max)) return PX_EXIT_USAGE;
      break;
    case 'b':
      if (number_arg("--budget", optarg, &o->budget)) return PX_EXIT_USAGE;
      break;
    case OPT_ENGINE:
      if (strcmp(optarg, "auto") == 0)
        o->engine = TILING_ENGINE_AUTO;
      else if (strcmp(optarg, "fast") == 0)
        o->engine = TILING_ENGINE_FAST;
      else if (strcmp(optarg, "dlx") == 0)
        o->engine = TILING_ENGINE_DLX;
      else {
        px_error(_("tile: invalid engine '%s' (want auto, fast or dlx)"), optarg);
        px_usage_hint("tile");
        return PX_EXIT_USAGE;
      }
      break;
    case 'j':
      if (px_jobs_arg("tile", optarg, TILING_MAX_JOBS, &o->njobs)) return PX_EXIT_USAGE;
      break;
    case OPT_STATS: o->stats = 1; break;
    case OPT_EMIT: o->emit = 1; break;
    case OPT_CHECKPOINT:
      if (px_checkpoint_arg("tile", optarg, &o->checkpoint)) return PX_EXIT_USAGE;
      break;
    case OPT_BURR: o->burr = optarg; break;
    case OPT_PROBLEM:
      if (px_number_arg("tile", "--problem", optarg, 1, INT_MAX, &o->problem)) return PX_EXIT_USAGE;
      break;
    case OPT_EMIT_BURR: o->emit_burr = optarg; break;
    case 'o': o->output = optarg; break;
    case 'h': usage(stdout); return PX_EXIT_OK;
    default: {
      int r = render_args_apply("tile", c, optarg, &o->ro);
      if (r == 0) break;
      if (r > 0) px_usage_hint("tile");
      return PX_EXIT_USAGE;
    }
  }
  return -1;
}

/* tile_option for render_args_parse (which applies the shared drawing options itself). */
static int tile_option_ctx(void *ctx, int c, const char *arg) {
  (void)arg; /* tile_option reads optarg */
  return tile_option(c, ctx);
}

/* A usage error: the message, the hint, status 64. */
static int tile_usage_error(const char *msg) {
  px_error(_("tile: %s"), msg);
  px_usage_hint("tile");
  return PX_EXIT_USAGE;
}

/* The command line into *O: -1 to go on, else an exit status. */
int tile_parse(int argc, char **argv, tile_opts_t *o) {
  static const struct option longopts[] = {{"pieces", required_argument, NULL, 'p'},
                                {"region", required_argument, NULL, 'r'},
                                {"cell", required_argument, NULL, OPT_CELL},
                                {"count", no_argument, NULL, 'c'},
                                {"all", no_argument, NULL, 'a'},
                                {"unique", no_argument, NULL, 'u'},
                                {"random", no_argument, NULL, OPT_RANDOM},
                                {"seed", required_argument, NULL, 's'},
                                {"distinct", no_argument, NULL, 'd'},
                                {"subset", no_argument, NULL, OPT_SUBSET},
                                {"count-pieces", required_argument, NULL, OPT_NPIECES},
                                {"sizes", required_argument, NULL, OPT_SIZES},
                                {"max", required_argument, NULL, 'm'},
                                {"budget", required_argument, NULL, 'b'},
                                {"engine", required_argument, NULL, OPT_ENGINE},
                                {"jobs", required_argument, NULL, 'j'},
                                {"stats", no_argument, NULL, OPT_STATS},
                                {"emit-dlx", no_argument, NULL, OPT_EMIT},
                                {"checkpoint", required_argument, NULL, OPT_CHECKPOINT},
                                {"burr", required_argument, NULL, OPT_BURR},
                                {"problem", required_argument, NULL, OPT_PROBLEM},
                                {"emit-burr", required_argument, NULL, OPT_EMIT_BURR},
                                {"output", required_argument, NULL, 'o'},
                                {"help", no_argument, NULL, 'h'},
                                {NULL, 0, NULL, 0}};
  memset(o, 0, sizeof *o);
  render_opts_init(&o->ro);
  tiling_spec_init(&o->spec);
  o->engine = TILING_ENGINE_AUTO;
  const ra_parser_t p = {.cmd = "tile",
                         .shortopts = "p:r:cauds:m:b:j:o:h",
                         .own = longopts,
                         .nown = (int)(sizeof longopts / sizeof *longopts) - 1,
                         .mask = TILE_RENDER_OPTS,
                         .option = tile_option_ctx,
                         .ctx = o};
  int pst = render_args_parse(&p, argc, argv, &o->ro, NULL);
  if (pst >= 0) return pst;
  if (optind < argc) {
    px_error(_("tile: extra operand '%s'"), argv[optind]);
    px_usage_hint("tile");
    return PX_EXIT_USAGE;
  }
  if (o->burr && (o->pieces || o->region))
    return tile_usage_error(
        _("--burr gives the pieces and the region: not with --pieces or --region"));
  if (o->problem && !o->burr) return tile_usage_error(_("--problem goes with --burr"));
  if (!o->problem) o->problem = 1;
  if (o->emit_burr && (o->count || o->unique || o->output || o->emit || o->randomize))
    return tile_usage_error(
        _("--emit-burr writes the problem (with --all or --max, its tilings): not with --count, "
          "--unique, --output, --emit-dlx or --random"));
  if (!o->burr && (!o->pieces || !o->region))
    return tile_usage_error(!o->pieces ? _("--pieces is required") : _("--region is required"));
  if (o->output && (o->count || o->emit))
    return tile_usage_error(o->count ? _("--output draws tilings: not with --count")
                                     : _("--output draws tilings: not with --emit-dlx"));
  if (o->count + o->all + o->unique > 1)
    return tile_usage_error(_("--count, --all and --unique exclude each other"));
  /* Checkpointed: a count that visits the whole tree (the fast engine's
   * plan; libdlx's when the fast engine does not take the region, and then
   * not --distinct: the canonical filter is not in libdlx's problem). */
  int plain = o->count && !o->randomize && !o->budget && !o->max && !o->emit;
  if (o->checkpoint && !plain)
    return px_checkpoint_refuse("tile", o->checkpoint, "--random, --budget, --max or --emit-dlx");
  /* Over processes: --count and --all (--distinct or not) visit the whole
   * tree, which the plan's tasks share out. */
  int whole = (o->count || o->all) && !o->randomize && !o->budget && !o->max;
  if (!whole && !o->emit) {
    int st = px_group_refuse(o->unique      ? "tile --unique"
                             : o->randomize ? "tile --random"
                             : o->budget    ? "tile --budget"
                             : o->max       ? "tile --max"
                                      /* TRANSLATORS: keep the options as they are. */
                                      : _("tile without --count or --all"));
    if (st >= 0) return st;
  }
  return -1;
}
