/* cmd_tile.c: polyx tile (placeholder until the tile issue lands; replaced, not kept). */
#include <config.h>
#include "src/polyx.h"

int cmd_tile(int argc, char **argv) {
  (void)argc;
  (void)argv;
  px_error("tile: not built yet");
  return PX_EXIT_SOFTWARE;
}
