/*
 * yahtzee.c -- a simple Yahtzee game (CSC 161)
 *
 * How to play:
 *   There are 6 rounds. Each round starts with five dice, printed in
 *   boxes like [4] [4] [1] [2] [3]. Die 1 is on the left.
 *   Two times you get to say which dice to KEEP: type their positions
 *   with spaces, e.g. "1 2" keeps the first two dice and re-rolls the
 *   other three. Type "all" to keep every die (you stop rolling), or
 *   "0" to keep nothing and re-roll all five.
 *   After rolling, pick an empty line of the score sheet by its letter,
 *   a) Ones to f) Sixes. It scores the sum of the dice with that face.
 *   A menu comes first: [P]lay, [R]ules or [Q]uit.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE 5
#define LINES 6
#define ROUNDS 6
#define MAX_ROLLS 3
#define BUF_SIZE 100
#define EMPTY -1

const char *NAMES[LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/* Print the dice in square brackets. */
void print_dice(const int dice[])
{
    for (int i = 0; i < DICE; i++) {
        printf("[%d] ", dice[i]);
    }
    printf("\n");
}

/* Read one line. Returns EOF at the end of input, 0 for a line that is
   too long or has control characters, and 1 for a usable line. */
int read_line(char line[], int size)
{
    memset(line, 0, size);
    if (fgets(line, size, stdin) == NULL) {
        return EOF;
    }
    char *newline = memchr(line, '\n', size);
    if (newline == NULL && !feof(stdin)) {
        int c;
        do {
            c = getchar();
        } while (c != '\n' && c != EOF);
        return 0;
    }
    if (newline != NULL) {
        if (strlen(line) != (size_t) (newline - line) + 1) {
            return 0;
        }
        *newline = '\0';
    }
    /* Drop spaces at the end of the answer. */
    int length = (int) strlen(line);
    while (line[length - 1] == ' ' && length > 0) {
        line[--length] = '\0';
    }
    for (int i = 0; line[i] != '\0'; i++) {
        if (!isprint((unsigned char) line[i])) {
            return 0;
        }
    }
    return 1;
}

/* Mark the positions typed (like "1 2 4") in keep[]. Returns the number of
   positions, or -1 after printing why the answer is wrong. */
int parse_keep(const char text[], int keep[])
{
    int count = 0;
    for (int i = 0; i < DICE; i++) {
        keep[i] = 0;
    }
    for (int i = 0; text[i] != '\0'; i++) {
        if (text[i] == ' ') {
            continue;
        }
        if (text[i] < '1' || text[i] > '5' ||
            (text[i + 1] != ' ' && text[i + 1] != '\0')) {
            printf("Positions are 1 to 5 with spaces between them.\n");
            return -1;
        }
        if (keep[text[i] - '1']) {
            printf("You listed die %c more than once.\n", text[i]);
            return -1;
        }
        keep[text[i] - '1'] = 1;
        count++;
    }
    if (count == 0) {
        printf("Please type positions, all, or 0.\n");
    }
    return count == 0 ? -1 : count;
}

/* Ask which dice to keep. Returns how many are kept (DICE means keep all,
   0 means re-roll everything), or EOF if input ended. */
int ask_keep(int keep[])
{
    char answer[BUF_SIZE];
    while (1) {
        printf("Which dice do you want to KEEP? Type their positions (e.g. 1 2 4), "
               "all to keep all, or 0 to re-roll all: ");
        fflush(stdout);
        int status = read_line(answer, BUF_SIZE);
        int count = -1;
        if (status == EOF) {
            return EOF;
        } else if (status == 0) {
            printf("Your answer was too long or had odd characters.\n");
        } else if (strcmp(answer, "all") == 0 || strcmp(answer, "0") == 0) {
            for (int i = 0; i < DICE; i++) {
                keep[i] = (answer[0] == 'a');
            }
            return answer[0] == 'a' ? DICE : 0;
        } else {
            count = parse_keep(answer, keep);
        }
        if (count >= 0) {
            return count;
        }
    }
}

/* Roll the dice for one round. Returns 0 if the input ended. */
int roll_round(int dice[])
{
    int keep[DICE] = {0};
    for (int roll = 1; roll <= MAX_ROLLS; roll++) {
        for (int i = 0; i < DICE; i++) {
            if (!keep[i]) {
                dice[i] = rand() % 6 + 1;
            }
        }
        print_dice(dice);
        if (roll < MAX_ROLLS) {
            int kept = ask_keep(keep);
            if (kept == EOF) {
                return 0;
            } else if (kept == DICE) {
                return 1;
            }
        }
    }
    return 1;
}

/* Print the score sheet with letters; empty lines show a dash. */
void print_sheet(const int sheet[])
{
    int total = 0;
    printf("Score sheet:\n");
    for (int line = 0; line < LINES; line++) {
        if (sheet[line] == EMPTY) {
            printf("  %c) %-7s  -\n", 'a' + line, NAMES[line]);
        } else {
            printf("  %c) %-7s %2d\n", 'a' + line, NAMES[line], sheet[line]);
            total += sheet[line];
        }
    }
    printf("  Total:     %2d\n", total);
}

/* Ask for an empty line by letter. Returns the line or EOF. */
int ask_line(const int sheet[])
{
    char answer[BUF_SIZE];
    while (1) {
        printf("Pick a line by its letter (a-f): ");
        fflush(stdout);
        int status = read_line(answer, BUF_SIZE);
        if (status == EOF) {
            return EOF;
        }
        int line = tolower((unsigned char) answer[0]) - 'a';
        if (status == 0 || strlen(answer) != 1 || line < 0 || line >= LINES) {
            printf("Type one letter from a to f.\n");
        } else if (sheet[line] != EMPTY) {
            printf("%s is already filled in.\n", NAMES[line]);
        } else {
            return line;
        }
    }
}

/* Count the points the dice make on one line. */
int count_points(int line, const int dice[])
{
    int points = 0;
    for (int i = 0; i < DICE; i++) {
        if (dice[i] == line + 1) {
            points += line + 1;
        }
    }
    return points;
}

/* Show the menu until the player chooses to play (1) or to quit (0). */
int menu(void)
{
    char answer[BUF_SIZE];
    while (1) {
        printf("[P]lay   [R]ules   [Q]uit  >> ");
        int status = read_line(answer, BUF_SIZE);
        if (status == EOF) {
            printf("\nNo more input. Bye!\n");
            return 0;
        }
        if (strcmp(answer, "p") == 0 || strcmp(answer, "P") == 0) {
            return 1;
        }
        if (strcmp(answer, "q") == 0 || strcmp(answer, "Q") == 0) {
            return 0;
        }
        if (strcmp(answer, "r") == 0 || strcmp(answer, "R") == 0) {
            printf("Six rounds: keep some dice twice, then fill a line.\n");
        } else {
            printf("Type P, R or Q.\n");
        }
    }
}

/* Play the six rounds. */
int main(void)
{
    srand(time(NULL));
    if (!menu()) {
        return 0;
    }
    int sheet[LINES] = {EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, EMPTY};
    int dice[DICE];
    int total = 0;
    for (int round = 1; round <= ROUNDS; round++) {
        printf("\n=== Round %d ===\n", round);
        if (!roll_round(dice)) {
            return 0;
        }
        print_sheet(sheet);
        int line = ask_line(sheet);
        if (line == EOF) {
            return 0;
        }
        sheet[line] = count_points(line, dice);
        total += sheet[line];
        printf("Put %d points on %s.\n", sheet[line], NAMES[line]);
    }
    printf("\n");
    print_sheet(sheet);
    printf("Final total: %d points. Thanks for playing!\n", total);
    return 0;
}
