/*
 * Kniffel (vereinfacht): nur der obere Block, ein Spieler, sechs Runden.
 * Jede Runde: fuenf Wuerfel werfen, bis zu zweimal einzelne Wuerfel neu
 * werfen, dann eine freie Zeile (Einser bis Sechser) waehlen.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define WUERFEL 5
#define ZEILEN 6
#define PUFFER 64

static const char *NAMEN[ZEILEN] = {"Einser", "Zweier", "Dreier", "Vierer", "Fünfer", "Sechser"};

/* Liest eine Zeile ein; beendet das Spiel still am Ende der Eingabe. */
void lies_zeile(const char *frage, char antwort[])
{
    printf("%s", frage);
    fflush(stdout);
    if (fgets(antwort, PUFFER, stdin) == NULL) {
        printf("\nEingabe beendet. Tschuess!\n");
        exit(0);
    }
    if (strchr(antwort, '\n') == NULL) {
        int zeichen = getchar();
        while (zeichen != '\n' && zeichen != EOF) {
            zeichen = getchar();
        }
        antwort[0] = '\0'; /* zu lang: ungueltig */
        return;
    }
    antwort[strcspn(antwort, "\n")] = '\0';
}

/* Zeigt die Wuerfel in Klammern. */
void zeige_wuerfel(const int wuerfel[])
{
    printf("Würfel: ");
    for (int i = 0; i < WUERFEL; i++) {
        printf("[%d]", wuerfel[i]);
    }
    printf("\n");
}

/* Fragt fuer jeden Wuerfel j/n; gibt die Zahl der neu geworfenen zurueck. */
int neu_werfen(int wuerfel[])
{
    char antwort[PUFFER];
    char frage[PUFFER];
    int geworfen = 0;
    int neu[WUERFEL];
    for (int i = 0; i < WUERFEL; i++) {
        snprintf(frage, sizeof frage, "Würfel %d (%d) nochmal werfen? (j/n): ", i + 1, wuerfel[i]);
        lies_zeile(frage, antwort);
        while (strcmp(antwort, "j") != 0 && strcmp(antwort, "n") != 0) {
            printf("Bitte j oder n eingeben.\n");
            lies_zeile(frage, antwort);
        }
        neu[i] = strcmp(antwort, "j") == 0;
    }
    for (int i = 0; i < WUERFEL; i++) {
        if (neu[i]) {
            wuerfel[i] = rand() % 6 + 1;
            geworfen++;
        }
    }
    return geworfen;
}

/* Fragt nach einer Zeile 1-6 und gibt ihren Index zurueck. */
int waehle_zeile(const int benutzt[])
{
    char antwort[PUFFER];
    (void) benutzt; /* TODO: benutzte Zeilen ablehnen */
    while (1) {
        lies_zeile("In welche Zeile eintragen? (1-6): ", antwort);
        if (strlen(antwort) == 1 && antwort[0] >= '1' && antwort[0] <= '6') {
            return antwort[0] - '1';
        }
        printf("Bitte eine Zahl von 1 bis 6.\n");
    }
}

/* Zaehlt die Augen der Wuerfel, die die Zahl der Zeile zeigen. */
int punkte(const int wuerfel[], int zeile)
{
    int summe = 0;
    for (int i = 0; i < WUERFEL; i++) {
        if (wuerfel[i] == zeile + 1) {
            summe += wuerfel[i];
        }
    }
    return summe;
}

/* Spielt eine Runde und traegt die Punkte ein. */
void spiele_runde(int runde, int block[], int benutzt[])
{
    int wuerfel[WUERFEL];
    printf("\n--- Runde %d von %d ---\n", runde, ZEILEN);
    for (int i = 0; i < WUERFEL; i++) {
        wuerfel[i] = rand() % 6 + 1;
    }
    zeige_wuerfel(wuerfel);
    for (int wurf = 0; wurf < 2; wurf++) {
        if (neu_werfen(wuerfel) == 0) {
            break;
        }
        zeige_wuerfel(wuerfel);
    }
    int zeile = waehle_zeile(benutzt);
    block[zeile] = punkte(wuerfel, zeile);
    benutzt[zeile] = 1;
    printf("%d Punkte bei %s eingetragen.\n", block[zeile], NAMEN[zeile]);
}

int main(void)
{
    int block[ZEILEN] = {0};
    int benutzt[ZEILEN] = {0};
    int gesamt = 0;
    srand((unsigned) time(NULL));
    printf("Willkommen zu Kniffel!\n");
    for (int runde = 1; runde <= ZEILEN; runde++) {
        spiele_runde(runde, block, benutzt);
    }
    printf("\n--- Block ---\n");
    for (int zeile = 0; zeile < ZEILEN; zeile++) {
        printf("  %d = %s: %d\n", zeile + 1, NAMEN[zeile], block[zeile]);
        gesamt += block[zeile];
    }
    printf("Gesamtpunktzahl: %d\n", gesamt);
    return 0;
}
