/*
 * Simplified Yahtzee: six turns of five dice drawn in wide boxes under the letters A to E.
 * Each turn has two chances to re-roll: at each the player says whether to re-roll any dice
 * (no keeps them all for this chance), then, die by die, which ones. The roll then goes on
 * an unused line, chosen by its letter A to F.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define TURNS 6
#define DICE 5
#define ROLLS 3
#define LINES 6
#define LONGEST 32

static const char *LINE_NAMES[LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/* Read one answer into buffer without its spaces around; return 0 if it was refused
 * (too long, control characters). At the end of input, say goodbye and exit. */
static int read_answer(const char *prompt, char *buffer)
{
    char line[LONGEST + 2];
    printf("%s", prompt);
    fflush(stdout);
    if (fgets(line, sizeof line, stdin) == NULL) {
        printf("\nEnd of input. Thanks for playing!\n");
        exit(0);
    }
    size_t length = strlen(line);
    if (length > 0 && line[length - 1] == '\n') {
        line[--length] = '\0';
    } else if (!feof(stdin)) {
        int skipped;
        while ((skipped = getchar()) != '\n' && skipped != EOF) {
        }
        printf("Too long! Answers are at most %d characters.\n", LONGEST);
        return 0;
    }
    for (size_t index = 0; index < length; index++) {
        unsigned char character = (unsigned char)line[index];
        if (character < 32 || character == 127) {
            printf("Control characters are not allowed.\n");
            return 0;
        }
    }
    char *start = line;
    while (*start == ' ') {
        start++;
    }
    size_t kept = strlen(start);
    while (kept > 0 && start[kept - 1] == ' ') {
        kept--;
    }
    memcpy(buffer, start, kept);
    buffer[kept] = '\0';
    return 1;
}

/* Ask a yes/no question until it is answered; return 1 for yes. */
static int ask_yes_no(const char *prompt)
{
    char answer[LONGEST + 2];
    while (1) {
        if (!read_answer(prompt, answer)) {
            continue;
        }
        if (strcmp(answer, "y") == 0 || strcmp(answer, "Y") == 0 || strcmp(answer, "yes") == 0) {
            return 1;
        }
        if (strcmp(answer, "n") == 0 || strcmp(answer, "N") == 0 || strcmp(answer, "no") == 0) {
            return 0;
        }
        printf("Please answer y or n.\n");
    }
}

/* Print one row of the five boxes: each die's part drawn by the format given. */
static void box_row(const char *format, const int dice[DICE])
{
    for (int die = 0; die < DICE; die++) {
        printf(format, dice[die]);
    }
    printf("\n");
}

/* Draw the dice in wide boxes, their numbers inside, under their letters. */
static void show_dice(const int dice[DICE])
{
    printf("\n");
    for (int die = 0; die < DICE; die++) {
        printf("     %c    ", 'A' + die);
    }
    printf("\n");
    box_row("  .-----. ", dice);
    box_row("  |     | ", dice);
    box_row("  |  %d  | ", dice);
    box_row("  |     | ", dice);
    box_row("  '-----' ", dice);
}

/* Ask die by die which to re-roll, and re-roll them. */
static void reroll_chosen(int dice[DICE])
{
    int chosen[DICE];
    char prompt[64];
    for (int die = 0; die < DICE; die++) {
        snprintf(prompt, sizeof prompt, "  Re-roll die %c [%d]? (y/n): ", 'A' + die,
                 dice[die]);
        chosen[die] = ask_yes_no(prompt);
    }
    for (int die = 0; die < DICE; die++) {
        if (chosen[die]) {
            dice[die] = rand() % 6 + 1;
        }
    }
}

/* Roll the five dice and give the player two chances to re-roll; no keeps them all once. */
static void roll_turn(int dice[DICE])
{
    for (int die = 0; die < DICE; die++) {
        dice[die] = rand() % 6 + 1;
    }
    show_dice(dice);
    for (int chance = 1; chance < ROLLS; chance++) {
        if (ask_yes_no("Do you want to re-roll any dice? (y/n): ")) {
            reroll_chosen(dice);
        }
        show_dice(dice);
    }
}

/* Return what a line (0 for Ones) scores: the sum of the dice showing its face. */
static int line_score(const int dice[DICE], int line)
{
    int points = 0;
    for (int die = 0; die < DICE; die++) {
        if (dice[die] == line + 1) {
            points += dice[die];
        }
    }
    return points;
}

/* Show the lines with their letters, and ask for an open one; return it (0 for Ones). */
static int choose_line(const int dice[DICE], const int sheet[LINES])
{
    char answer[LONGEST + 2];
    printf("Your lines:\n");
    for (int line = 0; line < LINES; line++) {
        if (sheet[line] < 0) {
            printf("  [%c] %-7s ...... %d pts\n", 'A' + line, LINE_NAMES[line],
                   line_score(dice, line));
        } else {
            printf("  [%c] %-7s ...... used (%d)\n", 'A' + line, LINE_NAMES[line], sheet[line]);
        }
    }
    while (1) {
        if (!read_answer("Choose a line letter: ", answer)) {
            continue;
        }
        if (strlen(answer) != 1 || strchr("abcdefABCDEF", answer[0]) == NULL) {
            printf("Type one of the letters A to F.\n");
            continue;
        }
        int line = (answer[0] | 32) - 'a';
        if (sheet[line] >= 0) {
            printf("Line %c (%s) is taken already.\n", 'A' + line, LINE_NAMES[line]);
            continue;
        }
        return line;
    }
}

/* Add up the lines of the sheet. */
static int sheet_total(const int sheet[LINES])
{
    int total = 0;
    for (int line = 0; line < LINES; line++) {
        total += sheet[line];
    }
    return total;
}

int main(void)
{
    int sheet[LINES];
    int dice[DICE];
    srand((unsigned)time(NULL));
    for (int line = 0; line < LINES; line++) {
        sheet[line] = -1;
    }
    printf("Let's play Yahtzee, Ones to Sixes!\n");
    for (int turn = 1; turn <= TURNS; turn++) {
        printf("\n*** Turn %d of %d ***\n", turn, TURNS);
        roll_turn(dice);
        int line = choose_line(dice, sheet);
        sheet[line] = line_score(dice, line);
        printf("%s: %d points.\n", LINE_NAMES[line], sheet[line]);
    }
    printf("\n");
    for (int line = 0; line < LINES; line++) {
        printf("  %-7s %3d\n", LINE_NAMES[line], sheet[line]);
    }
    printf("You finished with %d points.\n", sheet_total(sheet));
    return 0;
}
