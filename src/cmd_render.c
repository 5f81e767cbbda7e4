/* cmd_render.c: polyx render (placeholder until the render issue lands; replaced, not kept). */
#include <config.h>
#include "src/polyx.h"

int cmd_render(int argc, char **argv) {
  (void)argc;
  (void)argv;
  px_error("render: not built yet");
  return PX_EXIT_SOFTWARE;
}
