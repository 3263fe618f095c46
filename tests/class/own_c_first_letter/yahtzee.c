/*
 * Yahtzee, upper section only: one player, six turns.
 * The sheet is drawn before every question, with the dice in its header.
 * Keeping all five dice still uses up that roll, as at a real table.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE 5
#define ROWS 6
#define ROLLS 3
#define LINE_LENGTH 100

static const char *ROW_NAMES[ROWS] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/* Read one line; leave quietly at end of input. A line too long comes back empty. */
void read_line(const char *prompt, char line[])
{
    printf("%s", prompt);
    fflush(stdout);
    if (fgets(line, LINE_LENGTH, stdin) == NULL) {
        printf("\nGoodbye.\n");
        exit(0);
    }
    if (strchr(line, '\n') == NULL) {
        int next = getchar();
        while (next != '\n' && next != EOF) {
            next = getchar();
        }
        line[0] = '\0';
        return;
    }
    line[strcspn(line, "\n")] = '\0';
}

/* Return what the dice would score on a row. */
int row_points(const int dice[], int row)
{
    int points = 0;
    for (int i = 0; i < DICE; i++) {
        if (dice[i] == row + 1) {
            points += row + 1;
        }
    }
    return points;
}

/* Draw the sheet with the turn, the roll and the dice in its header. */
void draw_sheet(int turn, int roll, const int dice[], const int sheet[], const int used[])
{
    printf("==================================================\n");
    printf(" TURN %d/6   ROLL %d/%d        Dice: ", turn, roll, ROLLS);
    for (int i = 0; i < DICE; i++) {
        printf(" %d", dice[i]);
    }
    printf("\n                            (die:  1 2 3 4 5)\n");
    for (int row = 0; row < ROWS; row++) {
        if (used[row]) {
            printf("  %c  | %-7s | [%2d]  already used\n", 'A' + row, ROW_NAMES[row], sheet[row]);
        } else {
            printf("  %c  | %-7s | %3d   (if chosen now)\n", 'A' + row, ROW_NAMES[row],
                   row_points(dice, row));
        }
    }
    printf("     | Bonus (63+)   : 0   (not used in this version)\n");
}

/* Parse "1,3,5" into chosen[]; return 1 if valid. "0" alone keeps all five. */
int parse_positions(const char line[], int chosen[])
{
    memset(chosen, 0, DICE * sizeof chosen[0]);
    if (strcmp(line, "0") == 0) {
        return 1;
    }
    size_t length = strlen(line);
    if (length == 0 || length % 2 == 0) {
        return 0;
    }
    for (size_t at = 0; at < length; at += 2) {
        int place = line[at] - '1';
        if (place < 0 || place >= DICE || chosen[place]) {
            return 0;
        }
        if (at + 1 < length && line[at + 1] != ',') {
            return 0;
        }
        chosen[place] = 1;
    }
    return 1;
}

/* Ask which dice to roll again and roll them. */
void reroll(int dice[])
{
    char line[LINE_LENGTH];
    int chosen[DICE];
    read_line("Dice to roll again? Positions split by commas (e.g. 1,3,5), or 0 to keep all: ",
              line);
    while (!parse_positions(line, chosen)) {
        printf("Please enter positions like 1,3,5 or 0.\n");
        read_line("Dice to roll again? Positions split by commas (e.g. 1,3,5), or 0 to keep all: ",
                  line);
    }
    for (int i = 0; i < DICE; i++) {
        if (chosen[i]) {
            dice[i] = rand() % 6 + 1;
        }
    }
}

/* Ask for an open row by its letter and return its index. */
int choose_row(const int used[])
{
    char line[LINE_LENGTH];
    while (1) {
        read_line("Which row do you want to score? Enter its letter (A-F): ", line);
        char letter = line[0] >= 'a' ? line[0] - 'a' + 'A' : line[0];
        if (letter < 'A' || letter > 'F') {
            printf("Please enter a letter from A to F.\n");
        } else if (used[letter - 'A']) {
            printf("Row %c is already used.\n", letter);
        } else {
            return letter - 'A';
        }
    }
}

int main(void)
{
    int sheet[ROWS] = {0};
    int used[ROWS] = {0};
    int total = 0;
    srand((unsigned) time(NULL));
    for (int turn = 1; turn <= ROWS; turn++) {
        int dice[DICE];
        for (int i = 0; i < DICE; i++) {
            dice[i] = rand() % 6 + 1;
        }
        for (int roll = 1; roll < ROLLS; roll++) {
            draw_sheet(turn, roll, dice, sheet, used);
            reroll(dice);
        }
        draw_sheet(turn, ROLLS, dice, sheet, used);
        int row = choose_row(used);
        sheet[row] = row_points(dice, row);
        used[row] = 1;
        total += sheet[row];
        printf("Scored %d in row %c (%s).\n", sheet[row], 'A' + row, ROW_NAMES[row]);
    }
    printf("Final total: %d\n", total);
    return 0;
}
