/*
 * Yahtzee for CSC 161.
 *
 * How to play:
 *   The game lasts six turns. Each turn five dice are rolled. The dice
 *   are printed on one row, and under each die is its position (1) to (5).
 *   You get up to two re-rolls: first say how many dice to roll again
 *   (0 keeps them all and stops rolling), then type their positions on
 *   one line, separated by spaces (for example: 1 3 5).
 *   Then type the number of a line that is not used yet:
 *   1 = Ones, 2 = Twos, ..., 6 = Sixes. The line scores the sum of the
 *   dice showing that number.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE_COUNT 5
#define LINE_COUNT 6
#define TURN_COUNT 6
#define REROLLS 2
#define INPUT_SIZE 50

const char *line_names[LINE_COUNT] = {"Ones", "Twos", "Threes",
                                      "Fours", "Fives", "Sixes"};

/* Print the dice on a row with their positions underneath. */
void show_dice(const int dice[])
{
    for (int i = 0; i < DICE_COUNT; i++) {
        printf("  %d ", dice[i]);
    }
    printf("\n");
    for (int i = 0; i < DICE_COUNT; i++) {
        printf(" (%d)", i + 1);
    }
    printf("\n");
}

/* Read a line of input into text. Returns -1 when there is no more input,
   0 when the line is too long or has control characters, 1 otherwise. */
int get_input(char text[], int size)
{
    memset(text, 0, size);
    if (fgets(text, size, stdin) == NULL) {
        return -1;
    }
    char *newline = memchr(text, '\n', size);
    if (newline == NULL && !feof(stdin)) {
        int extra = getchar();
        while (extra != '\n' && extra != EOF) {
            extra = getchar();
        }
        return 0;
    }
    if (newline != NULL) {
        if (strlen(text) != (size_t) (newline - text) + 1) {
            return 0;
        }
        *newline = '\0';
    }
    for (int i = 0; text[i] != '\0'; i++) {
        if (iscntrl((unsigned char) text[i])) {
            return 0;
        }
    }
    return 1;
}

/* Turn "1 3 5" into marks in reroll[]. Returns the number of dice marked
   (0 for an empty answer), or -1 after printing what is wrong. */
int read_positions(const char text[], int reroll[])
{
    int marked = 0;
    for (int i = 0; i < DICE_COUNT; i++) {
        reroll[i] = 0;
    }
    for (int i = 0; text[i] != '\0'; i++) {
        if (text[i] == ' ') {
            continue;
        }
        if (text[i] < '1' || text[i] > '5') {
            printf("Positions must be numbers from 1 to 5.\n");
            return -1;
        }
        if (text[i + 1] != ' ' && text[i + 1] != '\0') {
            printf("Put spaces between the positions.\n");
            return -1;
        }
        if (reroll[text[i] - '1']) {
            printf("Position %c was typed twice.\n", text[i]);
            return -1;
        }
        reroll[text[i] - '1'] = 1;
        marked++;
    }
    return marked;
}

/* Ask how many dice to roll again. Returns 0-5, or -1 at the end of input. */
int ask_how_many(void)
{
    char text[INPUT_SIZE];
    while (1) {
        printf("How many dice do you want to roll again? (0-5, 0 stops): ");
        fflush(stdout);
        int status = get_input(text, INPUT_SIZE);
        if (status == -1) {
            return -1;
        }
        if (status == 1 && text[0] >= '0' && text[0] <= '5' && text[1] == '\0') {
            return text[0] - '0';
        }
        printf("Type one number from 0 to 5.\n");
    }
}

/* Ask for the positions of how_many dice, all on one line. Returns 1, or
   -1 at the end of input. */
int ask_reroll(int how_many, int reroll[])
{
    char text[INPUT_SIZE];
    int marked = -1;
    while (marked != how_many) {
        printf("Type the %d positions on one line (like 2 5): ", how_many);
        fflush(stdout);
        int status = get_input(text, INPUT_SIZE);
        if (status == -1) {
            return -1;
        }
        if (status == 0) {
            printf("That answer is too long or has control characters.\n");
            continue;
        }
        marked = read_positions(text, reroll);
        if (marked >= 0 && marked != how_many) {
            printf("You said %d dice but typed %d positions.\n", how_many, marked);
        }
    }
    return 1;
}

/* Do the rolling part of a turn. Returns 0 when input ran out. */
int roll_phase(int dice[])
{
    int reroll[DICE_COUNT];
    for (int i = 0; i < DICE_COUNT; i++) {
        dice[i] = rand() % 6 + 1;
    }
    show_dice(dice);
    for (int count = 0; count < REROLLS; count++) {
        int how_many = ask_how_many();
        if (how_many <= 0) {
            return how_many == 0;
        }
        for (int i = 0; i < DICE_COUNT; i++) {
            reroll[i] = how_many == DICE_COUNT;
        }
        if (how_many < DICE_COUNT && ask_reroll(how_many, reroll) == -1) {
            return 0;
        }
        for (int i = 0; i < DICE_COUNT; i++) {
            if (reroll[i]) {
                dice[i] = rand() % 6 + 1;
            }
        }
        show_dice(dice);
    }
    return 1;
}

/* Ask for the number of an open line. Returns it (0-5) or -1. */
int pick_line(const int used[])
{
    char text[INPUT_SIZE];
    for (int line = 0; line < LINE_COUNT; line++) {
        printf("  %d) %s%s\n", line + 1, line_names[line],
               used[line] ? " (used)" : "");
    }
    while (1) {
        printf("Line number: ");
        fflush(stdout);
        int status = get_input(text, INPUT_SIZE);
        if (status == -1) {
            return -1;
        }
        int line = text[0] - '1';
        if (status == 0 || text[0] == '\0' || text[1] != '\0' ||
            line < 0 || line >= LINE_COUNT) {
            printf("Please enter a number from 1 to 6.\n");
        } else if (used[line]) {
            printf("That line is taken. Choose a different one.\n");
        } else {
            return line;
        }
    }
}

/* Points for a line: the sum of the dice that show its number. */
int points_for(int line, const int dice[])
{
    int sum = 0;
    for (int i = 0; i < DICE_COUNT; i++) {
        if (dice[i] == line + 1) {
            sum += dice[i];
        }
    }
    return sum;
}

/* Main game loop: six turns, then the final score. */
int main(void)
{
    int dice[DICE_COUNT];
    int used[LINE_COUNT] = {0};
    int score = 0;
    srand(time(NULL));
    printf("Let's play Yahtzee! Six turns, Ones to Sixes.\n\n");
    for (int turn = 0; turn < TURN_COUNT; turn++) {
        if (!roll_phase(dice)) {
            return 0;
        }
        int line = pick_line(used);
        if (line == -1) {
            return 0;
        }
        used[line] = 1;
        int points = points_for(line, dice);
        score += points;
        printf("+%d points for %s. Score so far: %d\n\n", points,
               line_names[line], score);
    }
    printf("That's six turns. You finished with %d points.\n", score);
    return 0;
}
