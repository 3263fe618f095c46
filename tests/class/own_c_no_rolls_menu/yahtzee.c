/*
 * yahtzee.c - simplified Yahtzee (Ones to Sixes), one player, six turns.
 *
 * After each roll a small menu asks what to do next: roll again, score,
 * or view the sheet. A re-roll is confirmed before the dice are thrown.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NUM_DICE 5
#define NUM_LINES 6
#define MAX_ROLLS 3
#define INPUT_SIZE 64

const char *LINE_NAMES[NUM_LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/* Read one line of input into buffer; exit quietly at end of input. */
void read_input(const char *prompt, char *buffer)
{
    printf("%s", prompt);
    fflush(stdout);
    if (fgets(buffer, INPUT_SIZE, stdin) == NULL) {
        printf("\nGoodbye.\n");
        exit(0);
    }
    if (strchr(buffer, '\n') == NULL) {
        int extra = getchar();
        while (extra != '\n' && extra != EOF) {
            extra = getchar();
        }
        buffer[0] = '\0'; /* too long: treated as a bad answer */
        return;
    }
    buffer[strcspn(buffer, "\n")] = '\0';
}

/* Show the dice with their positions. */
void show_dice(const int dice[], int roll)
{
    printf("\nRoll %d/%d\n", roll, MAX_ROLLS);
    printf("  Position: 1  2  3  4  5\n");
    printf("  Dice:    ");
    for (int i = 0; i < NUM_DICE; i++) {
        printf(" %d ", dice[i]);
    }
    printf("\n");
}

/* Print the score sheet, with '-' for open lines. */
void show_sheet(const int sheet[], const int used[])
{
    printf("\n  +--------------+\n");
    for (int line = 0; line < NUM_LINES; line++) {
        if (used[line]) {
            printf("  | %-8s %3d |\n", LINE_NAMES[line], sheet[line]);
        } else {
            printf("  | %-8s   - |\n", LINE_NAMES[line]);
        }
    }
    printf("  +--------------+\n");
}

/* Ask a yes/no question; return 1 for yes and 0 for no. */
int ask_yes_no(const char *question)
{
    char input[INPUT_SIZE];
    while (1) {
        read_input(question, input);
        if (strcmp(input, "y") == 0 || strcmp(input, "yes") == 0) {
            return 1;
        }
        if (strcmp(input, "n") == 0 || strcmp(input, "no") == 0) {
            return 0;
        }
        printf("Please answer y or n.\n");
    }
}

/* Parse positions like "1 3 5" into chosen[]; return 1 if valid, else 0. */
int parse_positions(const char *input, int chosen[])
{
    int count = 0;
    for (int i = 0; i < NUM_DICE; i++) {
        chosen[i] = 0;
    }
    for (const char *c = input; *c != '\0'; c++) {
        if (*c == ' ') {
            continue;
        }
        if (*c < '1' || *c > '5' || chosen[*c - '1']) {
            return 0;
        }
        if (c[1] != ' ' && c[1] != '\0') {
            return 0;
        }
        chosen[*c - '1'] = 1;
        count++;
    }
    return count > 0;
}

/* Ask which dice to re-roll, confirm, and re-roll them. */
void reroll_some(int dice[])
{
    char input[INPUT_SIZE];
    char question[INPUT_SIZE * 2];
    int chosen[NUM_DICE];
    while (1) {
        read_input("Re-roll which dice? Positions 1-5 with spaces: ", input);
        if (!parse_positions(input, chosen)) {
            printf("Give one to five different positions from 1 to 5.\n");
            continue;
        }
        snprintf(question, sizeof question, "Re-roll dice %s. OK? (y/n): ", input);
        if (ask_yes_no(question)) {
            break;
        }
    }
    for (int i = 0; i < NUM_DICE; i++) {
        if (chosen[i]) {
            dice[i] = rand() % 6 + 1;
        }
    }
}

/* Ask the menu until the player rolls (1) or scores (0). */
int next_move(int roll, const int sheet[], const int used[])
{
    char input[INPUT_SIZE];
    const char *menu = "(r)oll again, (s)core, (v)iew sheet: ";
    if (roll == MAX_ROLLS) {
        menu = "No rolls left. (s)core or (v)iew sheet: ";
    }
    while (1) {
        read_input(menu, input);
        if (strcmp(input, "r") == 0 && roll < MAX_ROLLS) {
            return 1;
        }
        if (strcmp(input, "s") == 0) {
            return 0;
        }
        if (strcmp(input, "v") == 0) {
            show_sheet(sheet, used);
        } else {
            printf("That is not one of the choices.\n");
        }
    }
}

/* Ask for an unused line by number; return its index. */
int choose_line(const int used[])
{
    char input[INPUT_SIZE];
    while (1) {
        read_input("Score on which line (1-6)? ", input);
        if (strlen(input) != 1 || input[0] < '1' || input[0] > '6') {
            printf("Type a line number from 1 to 6.\n");
        } else if (used[input[0] - '1']) {
            printf("%s is already scored.\n", LINE_NAMES[input[0] - '1']);
        } else {
            return input[0] - '1';
        }
    }
}

/* Return the points the dice give a line: the sum of the dice showing its face. */
int line_points(const int dice[], int line)
{
    int points = 0;
    for (int i = 0; i < NUM_DICE; i++) {
        if (dice[i] == line + 1) {
            points += dice[i];
        }
    }
    return points;
}

/* Play one turn: up to three rolls, then score a line. */
void play_turn(int turn, int sheet[], int used[])
{
    int dice[NUM_DICE];
    int roll = 1;
    printf("\n######## Turn %d of %d ########\n", turn, NUM_LINES);
    for (int i = 0; i < NUM_DICE; i++) {
        dice[i] = rand() % 6 + 1;
    }
    show_dice(dice, roll);
    while (next_move(roll, sheet, used)) {
        reroll_some(dice);
        roll++;
        show_dice(dice, roll);
    }
    int line = choose_line(used);
    sheet[line] = line_points(dice, line);
    used[line] = 1;
    printf("%s scores %d.\n", LINE_NAMES[line], sheet[line]);
}

int main(void)
{
    int sheet[NUM_LINES] = {0};
    int used[NUM_LINES] = {0};
    int total = 0;
    srand((unsigned) time(NULL));
    printf("Welcome to Yahtzee!\n");
    for (int turn = 1; turn <= NUM_LINES; turn++) {
        play_turn(turn, sheet, used);
    }
    show_sheet(sheet, used);
    for (int line = 0; line < NUM_LINES; line++) {
        total += sheet[line];
    }
    printf("Final total: %d\n", total);
    return 0;
}
