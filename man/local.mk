# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
## man/local.mk: polyx(1), one page per subcommand, libdlx(3) and dlx_search(3).
# Each page adds itself here with a line of its own:
dist_man_MANS += man/polyx.1 man/polyx-solve.1 man/libdlx.3 man/dlx_search.3
dist_man_MANS += man/polyx-tile.1
dist_man_MANS += man/polyx-render.1
dist_man_MANS += man/polyx-polyssimo.1
dist_man_MANS += man/polyx-polyminix.1
# polyx cards is another name of polyx polyminix: its page is a link to that one.
dist_man_MANS += man/polyx-cards.1
dist_man_MANS += man/polyx-polymo.1
dist_man_MANS += man/polyx-polymere.1
