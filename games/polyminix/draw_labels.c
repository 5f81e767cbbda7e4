/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright (C) 2026 the polyx authors */
/* draw_labels.c: the words on Polyminix pages, in English; the catalogs (po/LL.po) give them in
 * the language of --lang. */
#include <config.h>

#include "games/polyminix/draw_internal.h"
#include "output/i18n.h"

/* The TURNO texts (T1..T6) and the end of the game (END) are the rulebook's,
 * in its order (polyx-cards(1)); the other words are ours. */
static const char *const labels[PMXD_L_NL] = {
    [PMXD_L_TITLE] = "Polyminix", /* the game's name, the same in every language */
    /* TRANSLATORS: card box 3: the pieces shown, plus exactly K others ("+ exactly 2"). */
    [PMXD_L_BOX3] = I18N_PAGE("+ exactly"),
    /* TRANSLATORS: card box 4: the pieces shown, plus one to three others. */
    [PMXD_L_BOX4] = I18N_PAGE("+ 1 to 3 others"),
    /* TRANSLATORS: card box 5: every piece of the kit but the ones crossed out. */
    [PMXD_L_BOX5] = I18N_PAGE("all but"),
    [PMXD_L_ANSWERS] = I18N_PAGE("Answers"),
    /* TRANSLATORS: the title of the kit sheet (the pieces to cut out). */
    [PMXD_L_KIT] = I18N_PAGE("Kit: cut along the thick lines"),
    /* TRANSLATORS: the title of the problem table: the rows and columns are numbered 1 to 6. */
    [PMXD_L_PROBLEMS] = I18N_PAGE("Compose a figure: roll two dice (row, column)"),
    /* TRANSLATORS: a figure of the problem table. */
    [PMXD_L_SQUARE] = I18N_PAGE("square of side %d"),
    [PMXD_L_RECT] = I18N_PAGE("rectangle of perimeter %d"),
    [PMXD_L_SYM] = I18N_PAGE("symmetric figure, area %d"),
    [PMXD_L_AP] = I18N_PAGE("area %d, perimeter %d"),
    /* TRANSLATORS: the title of the score sheet. */
    [PMXD_L_SCORE] = I18N_PAGE("Score sheet"),
    /* TRANSLATORS: the first column of the score sheet's track. */
    [PMXD_L_START] = I18N_PAGE("start"),
    /* TRANSLATORS: TURNO is the name of the game's scoring die (the rulebook's word): keep it. */
    [PMXD_L_TURNO] = I18N_PAGE("TURNO: how points are given"),
    [PMXD_L_T1] =
        I18N_PAGE("The FIRST to complete the challenge scores 3 points; the others score nothing."),
    [PMXD_L_T2] =
        I18N_PAGE("The FIRST scores 3 points, the SECOND 2, the THIRD 1; with four players the "
                  "last to finish scores nothing."),
    [PMXD_L_T3] =
        I18N_PAGE("EVERYONE who completes the challenge before the time runs out scores 2 points "
                  "(try 1 minute, then 45 s, then 30 s)."),
    /* TRANSLATORS: "turn player": the player whose turn it is (Italian rulebook: GdT, giocatore di
       turno). */
    [PMXD_L_T4] =
        I18N_PAGE("TWO CARDS in a row, of the turn player's colour: the FIRST to cover both "
                  "figures scores 3 points, the others nothing. Pieces needed again for the second "
                  "card are taken off the first."),
    [PMXD_L_T5] =
        I18N_PAGE("Each player chooses their own deck (clockwise, the turn player last): the FIRST "
                  "to finish scores 3 points with a red card, 2 with a yellow one, 1 with a green "
                  "one; the others nothing."),
    [PMXD_L_T6] = I18N_PAGE("The turn player sets the TURNO die to the face they prefer."),
    /* TRANSLATORS: the level of a card: its colour. */
    [PMXD_L_GREEN] = I18N_PAGE("green"),
    [PMXD_L_YELLOW] = I18N_PAGE("yellow"),
    [PMXD_L_RED] = I18N_PAGE("red"),
    [PMXD_L_END] =
        I18N_PAGE("The first to reach or pass 12 points wins. Players who reach the same score of "
                  "12 or more together play further turns among themselves until one is ahead."),
    /* TRANSLATORS: under the TURNO faces of the score sheet. */
    [PMXD_L_TURNO_NOTE] =
        I18N_PAGE("The faces are numbered in the rulebook's order: match them to the symbols on "
                  "your die."),
    [PMXD_L_TABLE_NOTE] =
        I18N_PAGE("This table is polyx's own: the rulebook's table did not survive; its one "
                  "example, area 26 and perimeter 24, is kept (row 5, column 4)."),
};

const char *pmxd_label(const pmxd_opts_t *o, int k) {
  return k >= 0 && k < PMXD_L_NL ? i18n_page(o->lang, labels[k]) : "";
}

const char *pmxd_level_label(const pmxd_opts_t *o, int level) {
  static const int keys[3] = {[POLYMINIX_GREEN] = PMXD_L_GREEN,
                              [POLYMINIX_YELLOW] = PMXD_L_YELLOW,
                              [POLYMINIX_RED] = PMXD_L_RED};
  return level >= POLYMINIX_GREEN && level <= POLYMINIX_RED ? pmxd_label(o, keys[level]) : "-";
}
