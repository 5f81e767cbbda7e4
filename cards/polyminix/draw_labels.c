/* draw_labels.c: the words on Polyminix pages in the five languages of --lang (en, fr, de, it, cs). */
#include <config.h>

#include <string.h>

#include "cards/polyminix/draw_local.h"

static const char *const lbl_en[PMXD_L_NL] = {
    "Polyminix", "cells", "+ exactly", "+ 1 to 3 others", "all but", "sizes", "Answers", "Kit: cut along the thick lines",
    "Compose a figure: roll two dice (row, column)", "square of side %d", "rectangle of perimeter %d",
    "symmetric figure, area %d", "area %d, perimeter %d", "Score sheet", "start", "TURNO: how points are given",
    "The first to finish scores 3 points, the second 2, the third 1.",
    "Only the first to finish scores: 2 points.",
    "Everyone who finishes before the timer runs out scores 1 point.",
    "The first to finish scores 1 point for each piece used, at most 4.",
    "Everyone scores 1 point except the last to finish.",
    "The first to finish scores 2 points and moves another player back 1.",
    "cut"};
static const char *const lbl_fr[PMXD_L_NL] = {
    "Polyminix", "cases", "+ exactement", "+ 1 à 3 autres", "toutes sauf", "tailles", "Solutions",
    "Kit : découper le long des traits épais", "Compose une figure : lance deux dés (ligne, colonne)",
    "carré de côté %d", "rectangle de périmètre %d", "figure symétrique, aire %d", "aire %d, périmètre %d",
    "Feuille de score", "départ", "TURNO : comment marquer des points",
    "Le premier qui termine marque 3 points, le deuxième 2, le troisième 1.",
    "Seul le premier qui termine marque : 2 points.",
    "Chacun qui termine avant la fin du sablier marque 1 point.",
    "Le premier qui termine marque 1 point par pièce posée, au plus 4.",
    "Chacun marque 1 point, sauf le dernier à terminer.",
    "Le premier qui termine marque 2 points et fait reculer un autre joueur de 1.",
    "couper"};

static const char *const lbl_de[PMXD_L_NL] = {
    "Polyminix", "Felder", "+ genau", "+ 1 bis 3 weitere", "alle außer", "Größen", "Lösungen",
    "Bausatz: entlang der dicken Linien ausschneiden", "Lege eine Figur: wirf zwei Würfel (Zeile, Spalte)",
    "Quadrat mit Seite %d", "Rechteck mit Umfang %d", "symmetrische Figur, Fläche %d", "Fläche %d, Umfang %d",
    "Punkteblatt", "Start", "TURNO: so gibt es Punkte",
    "Wer zuerst fertig ist, bekommt 3 Punkte, der Zweite 2, der Dritte 1.",
    "Nur wer zuerst fertig ist, punktet: 2 Punkte.",
    "Alle, die vor Ablauf der Sanduhr fertig sind, bekommen 1 Punkt.",
    "Wer zuerst fertig ist, bekommt 1 Punkt pro gelegtem Teil, höchstens 4.",
    "Alle bekommen 1 Punkt außer dem Letzten.",
    "Wer zuerst fertig ist, bekommt 2 Punkte und setzt einen Mitspieler 1 Feld zurück.",
    "schneiden"};
static const char *const lbl_it[PMXD_L_NL] = {
    "Polyminix", "caselle", "+ esattamente", "+ da 1 a 3 altri", "tutti tranne", "dimensioni", "Soluzioni",
    "Kit: ritagliare lungo le linee spesse", "Componi una figura: lancia due dadi (riga, colonna)",
    "quadrato di lato %d", "rettangolo di perimetro %d", "figura simmetrica, area %d", "area %d, perimetro %d",
    "Foglio dei punti", "partenza", "TURNO: come si fanno punti",
    "Il primo che finisce fa 3 punti, il secondo 2, il terzo 1.",
    "Solo il primo che finisce fa punti: 2 punti.",
    "Chi finisce prima che scada la clessidra fa 1 punto.",
    "Il primo che finisce fa 1 punto per ogni pezzo usato, al massimo 4.",
    "Tutti fanno 1 punto tranne l'ultimo che finisce.",
    "Il primo che finisce fa 2 punti e fa indietreggiare un altro giocatore di 1.",
    "tagliare"};
static const char *const lbl_cs[PMXD_L_NL] = {
    "Polyminix", "políček", "+ přesně", "+ 1 až 3 další", "všechny kromě", "velikosti", "Řešení",
    "Sada: vystřihněte podél silných čar", "Slož obrazec: hoď dvěma kostkami (řádek, sloupec)",
    "čtverec o straně %d", "obdélník s obvodem %d", "souměrný obrazec, obsah %d", "obsah %d, obvod %d",
    "Záznam bodů", "start", "TURNO: jak se získávají body",
    "První, kdo skončí, získá 3 body, druhý 2, třetí 1.",
    "Body získá jen první, kdo skončí: 2 body.",
    "Každý, kdo skončí před doběhnutím přesýpacích hodin, získá 1 bod.",
    "První, kdo skončí, získá 1 bod za každý použitý dílek, nejvýše 4.",
    "Všichni získají 1 bod kromě posledního.",
    "První, kdo skončí, získá 2 body a posune jiného hráče o 1 zpět.",
    "stříhat"};

const char *pmxd_label(const pmxd_opts_t *o, int k) {
  const char *l = o->lang ? o->lang : "en";
  const char *const *t = strcmp(l, "fr") == 0 ? lbl_fr : strcmp(l, "de") == 0 ? lbl_de
                       : strcmp(l, "it") == 0 ? lbl_it : strcmp(l, "cs") == 0 ? lbl_cs : lbl_en;
  return t[k];
}

