/* draw_labels.c: the words on Polyminix pages in the five languages of --lang (en, fr, de, it, cs).
 */
#include <config.h>

#include <string.h>

#include "cards/polyminix/draw_local.h"

/* The TURNO texts (T1..T6) and the end of the game (END) are the rulebook's,
 * in its order (polyx-cards(1)); the other words are ours. */
static const char *const lbl_en[PMXD_L_NL] = {
    [PMXD_L_TITLE] = "Polyminix",
    [PMXD_L_AREA] = "cells",
    [PMXD_L_BOX3] = "+ exactly",
    [PMXD_L_BOX4] = "+ 1 to 3 others",
    [PMXD_L_BOX5] = "all but",
    [PMXD_L_BOX6] = "sizes",
    [PMXD_L_ANSWERS] = "Answers",
    [PMXD_L_KIT] = "Kit: cut along the thick lines",
    [PMXD_L_PROBLEMS] = "Compose a figure: roll two dice (row, column)",
    [PMXD_L_SQUARE] = "square of side %d",
    [PMXD_L_RECT] = "rectangle of perimeter %d",
    [PMXD_L_SYM] = "symmetric figure, area %d",
    [PMXD_L_AP] = "area %d, perimeter %d",
    [PMXD_L_SCORE] = "Score sheet",
    [PMXD_L_START] = "start",
    [PMXD_L_TURNO] = "TURNO: how points are given",
    [PMXD_L_T1] = "The FIRST to complete the challenge scores 3 points; the others score nothing.",
    [PMXD_L_T2] = "The FIRST scores 3 points, the SECOND 2, the THIRD 1; with four players the "
                  "last to finish "
                  "scores nothing.",
    [PMXD_L_T3] = "EVERYONE who completes the challenge before the time runs out scores 2 points "
                  "(try 1 minute, "
                  "then 45 s, then 30 s).",
    [PMXD_L_T4] =
        "TWO CARDS in a row, of the turn player's colour: the FIRST to cover both figures scores 3 "
        "points, the others nothing. Pieces needed again for the second card are taken off the "
        "first.",
    [PMXD_L_T5] =
        "Each player chooses their own deck (clockwise, the turn player last): the FIRST to finish "
        "scores 3 points with a red card, 2 with a yellow one, 1 with a green one; the others "
        "nothing.",
    [PMXD_L_T6] = "The turn player sets the TURNO die to the face they prefer.",
    [PMXD_L_CUT] = "cut",
    [PMXD_L_GREEN] = "green",
    [PMXD_L_YELLOW] = "yellow",
    [PMXD_L_RED] = "red",
    [PMXD_L_END] =
        "The first to reach or pass 12 points wins. Players who reach the same score of 12 or more "
        "together play further turns among themselves until one is ahead.",
    [PMXD_L_TURNO_NOTE] =
        "The faces are numbered in the rulebook's order: match them to the symbols on your die.",
    [PMXD_L_TABLE_NOTE] =
        "This table is polyx's own: the rulebook's table did not survive; its one example, area 26 "
        "and perimeter 24, is kept (row 5, column 4).",
};
static const char *const lbl_fr[PMXD_L_NL] = {
    [PMXD_L_TITLE] = "Polyminix",
    [PMXD_L_AREA] = "cases",
    [PMXD_L_BOX3] = "+ exactement",
    [PMXD_L_BOX4] = "+ 1 à 3 autres",
    [PMXD_L_BOX5] = "toutes sauf",
    [PMXD_L_BOX6] = "tailles",
    [PMXD_L_ANSWERS] = "Solutions",
    [PMXD_L_KIT] = "Kit : découper le long des traits épais",
    [PMXD_L_PROBLEMS] = "Compose une figure : lance deux dés (ligne, colonne)",
    [PMXD_L_SQUARE] = "carré de côté %d",
    [PMXD_L_RECT] = "rectangle de périmètre %d",
    [PMXD_L_SYM] = "figure symétrique, aire %d",
    [PMXD_L_AP] = "aire %d, périmètre %d",
    [PMXD_L_SCORE] = "Feuille de score",
    [PMXD_L_START] = "départ",
    [PMXD_L_TURNO] = "TURNO : comment marquer des points",
    [PMXD_L_T1] = "Le PREMIER à réussir le défi marque 3 points ; les autres ne marquent rien.",
    [PMXD_L_T2] = "Le PREMIER marque 3 points, le DEUXIÈME 2, le TROISIÈME 1 ; à quatre joueurs, "
                  "le dernier à "
                  "finir ne marque rien.",
    [PMXD_L_T3] = "TOUS ceux qui réussissent le défi avant la fin du temps marquent 2 points (1 "
                  "minute, puis 45 "
                  "s, puis 30 s).",
    [PMXD_L_T4] =
        "DEUX CARTES à la suite, de la couleur du joueur actif : le PREMIER à couvrir les deux "
        "figures marque 3 points, les autres rien. Les pièces qui resservent pour la seconde carte "
        "sont retirées de la première.",
    [PMXD_L_T5] = "Chacun choisit sa pioche (dans le sens horaire, le joueur actif en dernier) : "
                  "le PREMIER à "
                  "finir marque 3 points avec une carte rouge, 2 avec une jaune, 1 avec une verte "
                  "; les autres "
                  "rien.",
    [PMXD_L_T6] = "Le joueur actif tourne le dé TURNO sur la face de son choix.",
    [PMXD_L_CUT] = "couper",
    [PMXD_L_GREEN] = "vert",
    [PMXD_L_YELLOW] = "jaune",
    [PMXD_L_RED] = "rouge",
    [PMXD_L_END] =
        "Le premier à atteindre ou dépasser 12 points gagne. Des joueurs qui atteignent ensemble "
        "le "
        "même score, 12 ou plus, jouent d'autres tours entre eux jusqu'à ce que l'un d'eux passe "
        "devant.",
    [PMXD_L_TURNO_NOTE] = "Les faces sont numérotées dans l'ordre de la règle : associez-les aux "
                          "symboles de votre dé.",
    [PMXD_L_TABLE_NOTE] = "Ce tableau est celui de polyx : celui de la règle n'a pas survécu ; son "
                          "seul exemple, aire "
                          "26 et périmètre 24, est conservé (ligne 5, colonne 4).",
};
static const char *const lbl_de[PMXD_L_NL] = {
    [PMXD_L_TITLE] = "Polyminix",
    [PMXD_L_AREA] = "Felder",
    [PMXD_L_BOX3] = "+ genau",
    [PMXD_L_BOX4] = "+ 1 bis 3 weitere",
    [PMXD_L_BOX5] = "alle außer",
    [PMXD_L_BOX6] = "Größen",
    [PMXD_L_ANSWERS] = "Lösungen",
    [PMXD_L_KIT] = "Bausatz: entlang der dicken Linien ausschneiden",
    [PMXD_L_PROBLEMS] = "Lege eine Figur: wirf zwei Würfel (Zeile, Spalte)",
    [PMXD_L_SQUARE] = "Quadrat mit Seite %d",
    [PMXD_L_RECT] = "Rechteck mit Umfang %d",
    [PMXD_L_SYM] = "symmetrische Figur, Fläche %d",
    [PMXD_L_AP] = "Fläche %d, Umfang %d",
    [PMXD_L_SCORE] = "Punkteblatt",
    [PMXD_L_START] = "Start",
    [PMXD_L_TURNO] = "TURNO: so gibt es Punkte",
    [PMXD_L_T1] = "Wer die Aufgabe als ERSTER löst, bekommt 3 Punkte; die anderen bekommen nichts.",
    [PMXD_L_T2] = "Der ERSTE bekommt 3 Punkte, der ZWEITE 2, der DRITTE 1; zu viert bekommt der "
                  "Letzte nichts.",
    [PMXD_L_T3] =
        "ALLE, die die Aufgabe vor Ablauf der Zeit lösen, bekommen 2 Punkte (1 Minute, dann 45 s, "
        "dann 30 s).",
    [PMXD_L_T4] =
        "ZWEI KARTEN nacheinander, in der Farbe des Spielers am Zug: wer als ERSTER beide Figuren "
        "bedeckt, bekommt 3 Punkte, die anderen nichts. Teile, die für die zweite Karte wieder "
        "gebraucht werden, kommen von der ersten weg.",
    [PMXD_L_T5] =
        "Jeder wählt seinen Stapel selbst (im Uhrzeigersinn, der Spieler am Zug zuletzt): wer als "
        "ERSTER fertig ist, bekommt 3 Punkte mit einer roten Karte, 2 mit einer gelben, 1 mit "
        "einer "
        "grünen; die anderen nichts.",
    [PMXD_L_T6] = "Der Spieler am Zug dreht den TURNO-Würfel auf die Seite seiner Wahl.",
    [PMXD_L_CUT] = "schneiden",
    [PMXD_L_GREEN] = "grün",
    [PMXD_L_YELLOW] = "gelb",
    [PMXD_L_RED] = "rot",
    [PMXD_L_END] =
        "Wer zuerst 12 Punkte erreicht oder überschreitet, gewinnt. Erreichen mehrere zugleich "
        "denselben Stand von 12 oder mehr, spielen sie weitere Runden unter sich, bis einer vorn "
        "liegt.",
    [PMXD_L_TURNO_NOTE] =
        "Die Seiten sind in der Reihenfolge der Spielregel nummeriert: ordnen Sie sie den Symbolen "
        "Ihres Würfels zu.",
    [PMXD_L_TABLE_NOTE] =
        "Diese Tabelle ist die von polyx: die der Spielregel ist nicht erhalten; ihr einziges "
        "Beispiel, Fläche 26 und Umfang 24, bleibt (Zeile 5, Spalte 4).",
};
static const char *const lbl_it[PMXD_L_NL] = {
    [PMXD_L_TITLE] = "Polyminix",
    [PMXD_L_AREA] = "caselle",
    [PMXD_L_BOX3] = "+ esattamente",
    [PMXD_L_BOX4] = "+ da 1 a 3 altri",
    [PMXD_L_BOX5] = "tutti tranne",
    [PMXD_L_BOX6] = "dimensioni",
    [PMXD_L_ANSWERS] = "Soluzioni",
    [PMXD_L_KIT] = "Kit: ritagliare lungo le linee spesse",
    [PMXD_L_PROBLEMS] = "Componi una figura: lancia due dadi (riga, colonna)",
    [PMXD_L_SQUARE] = "quadrato di lato %d",
    [PMXD_L_RECT] = "rettangolo di perimetro %d",
    [PMXD_L_SYM] = "figura simmetrica, area %d",
    [PMXD_L_AP] = "area %d, perimetro %d",
    [PMXD_L_SCORE] = "Foglio dei punti",
    [PMXD_L_START] = "partenza",
    [PMXD_L_TURNO] = "TURNO: come si fanno punti",
    [PMXD_L_T1] =
        "Il PRIMO giocatore che completa la PROVA guadagna 3 punti; gli altri non guadagnano alcun "
        "punto.",
    [PMXD_L_T2] =
        "Il PRIMO guadagna 3 punti, il SECONDO 2 e il TERZO 1; se si gioca in 4, chi completa per "
        "ultimo non guadagna alcun punto.",
    [PMXD_L_T3] =
        "TUTTI i giocatori che completano la PROVA prima che scada il tempo guadagnano 2 punti (1 "
        "minuto, poi 45\", poi 30\").",
    [PMXD_L_T4] = "DUE CARTE in sequenza, del colore del GdT: il PRIMO che ricopre entrambe le "
                  "figure guadagna "
                  "3 punti, gli altri nessuno. I polimini che servono di nuovo per la seconda "
                  "carta si tolgono "
                  "dalla prima.",
    [PMXD_L_T5] = "Ognuno sceglie il proprio mazzo (in senso orario, il GdT per ultimo): il PRIMO "
                  "che completa "
                  "guadagna 3 punti con una carta rossa, 2 con una gialla, 1 con una verde; gli "
                  "altri nessuno.",
    [PMXD_L_T6] = "Il GdT posiziona il dado TURNO sulla faccia che preferisce.",
    [PMXD_L_CUT] = "tagliare",
    [PMXD_L_GREEN] = "verde",
    [PMXD_L_YELLOW] = "giallo",
    [PMXD_L_RED] = "rosso",
    [PMXD_L_END] = "Vince chi per primo raggiunge o supera 12 punti. Se due o più giocatori "
                   "raggiungono insieme "
                   "lo stesso punteggio, 12 o più, svolgono un ulteriore turno tra loro, e così "
                   "via finché uno "
                   "non distanzia gli altri.",
    [PMXD_L_TURNO_NOTE] = "Le facce sono numerate nell'ordine del regolamento: abbinatele ai "
                          "simboli del vostro dado.",
    [PMXD_L_TABLE_NOTE] = "Questa tabella è di polyx: quella del regolamento non è sopravvissuta; "
                          "il suo unico esempio, "
                          "area 26 e perimetro 24, è conservato (riga 5, colonna 4).",
};
static const char *const lbl_cs[PMXD_L_NL] = {
    [PMXD_L_TITLE] = "Polyminix",
    [PMXD_L_AREA] = "políček",
    [PMXD_L_BOX3] = "+ přesně",
    [PMXD_L_BOX4] = "+ 1 až 3 další",
    [PMXD_L_BOX5] = "všechny kromě",
    [PMXD_L_BOX6] = "velikosti",
    [PMXD_L_ANSWERS] = "Řešení",
    [PMXD_L_KIT] = "Sada: vystřihněte podél silných čar",
    [PMXD_L_PROBLEMS] = "Slož obrazec: hoď dvěma kostkami (řádek, sloupec)",
    [PMXD_L_SQUARE] = "čtverec o straně %d",
    [PMXD_L_RECT] = "obdélník s obvodem %d",
    [PMXD_L_SYM] = "souměrný obrazec, obsah %d",
    [PMXD_L_AP] = "obsah %d, obvod %d",
    [PMXD_L_SCORE] = "Záznam bodů",
    [PMXD_L_START] = "start",
    [PMXD_L_TURNO] = "TURNO: jak se získávají body",
    [PMXD_L_T1] = "PRVNÍ, kdo úkol splní, získá 3 body; ostatní nezískají nic.",
    [PMXD_L_T2] = "PRVNÍ získá 3 body, DRUHÝ 2, TŘETÍ 1; ve čtyřech hráčích poslední nezíská nic.",
    [PMXD_L_T3] = "VŠICHNI, kdo úkol splní před uplynutím času, získají 2 body (1 minuta, pak 45 "
                  "s, pak 30 s).",
    [PMXD_L_T4] =
        "DVĚ KARTY za sebou, v barvě hráče na tahu: PRVNÍ, kdo zakryje oba obrazce, získá 3 body, "
        "ostatní nic. Dílky potřebné znovu pro druhou kartu se vezmou z první.",
    [PMXD_L_T5] = "Každý si zvolí vlastní balíček (po směru hodin, hráč na tahu poslední): PRVNÍ, "
                  "kdo skončí, "
                  "získá 3 body s červenou kartou, 2 se žlutou, 1 se zelenou; ostatní nic.",
    [PMXD_L_T6] = "Hráč na tahu otočí kostku TURNO na stěnu, kterou si vybere.",
    [PMXD_L_CUT] = "stříhat",
    [PMXD_L_GREEN] = "zelená",
    [PMXD_L_YELLOW] = "žlutá",
    [PMXD_L_RED] = "červená",
    [PMXD_L_END] = "Vyhrává, kdo první dosáhne 12 bodů nebo je překročí. Hráči, kteří současně "
                   "dosáhnou stejného "
                   "počtu, 12 nebo více, hrají mezi sebou další kola, dokud jeden nevede.",
    [PMXD_L_TURNO_NOTE] =
        "Stěny jsou očíslovány v pořadí pravidel: přiřaďte je symbolům na své kostce.",
    [PMXD_L_TABLE_NOTE] =
        "Tato tabulka je vlastní tabulkou polyx: tabulka z pravidel se nedochovala; její jediný "
        "příklad, obsah 26 a obvod 24, zůstává (řádek 5, sloupec 4).",
};

const char *pmxd_label(const pmxd_opts_t *o, int k) {
  const char *l = o->lang ? o->lang : "en";
  const char *const *t = strcmp(l, "fr") == 0   ? lbl_fr
                         : strcmp(l, "de") == 0 ? lbl_de
                         : strcmp(l, "it") == 0 ? lbl_it
                         : strcmp(l, "cs") == 0 ? lbl_cs
                                                : lbl_en;
  return t[k];
}

const char *pmxd_level_label(const pmxd_opts_t *o, int level) {
  static const int keys[3] = {
      [PMX_GREEN] = PMXD_L_GREEN, [PMX_YELLOW] = PMXD_L_YELLOW, [PMX_RED] = PMXD_L_RED};
  return level >= PMX_GREEN && level <= PMX_RED ? pmxd_label(o, keys[level]) : "-";
}
