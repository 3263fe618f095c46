// yahtzee.c
// Simplified single player Yahtzee (upper section only) for CSC 161.
// Written in Visual Studio 2022, project folder:
//     C:\Users\mkowalski\source\repos\Yahtzee\Yahtzee
// then copied to MathLAN to compile with the Makefile.

// Visual Studio wants this or it complains about scanf/strcpy. Harmless on Linux.
#define _CRT_SECURE_NO_WARNINGS

// #include "stdafx.h"   <- only needed for the old VS precompiled header

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NUM_DICE 5
#define NUM_LINES 6
#define NUM_TURNS 6
#define NUM_REROLLS 2
#define LINE_SIZE 64

// Names of the six score lines, in order (Ones has face value 1, etc.)
const char *LINE_NAMES[NUM_LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

// Function prototypes
int roll_die(void);
void roll_all(int dice[]);
void reroll_selected(int dice[], const int selected[]);
void show_dice(const int dice[], const char *label);
void read_line(char *buffer, int size, int *too_long);
void quit_on_eof(void);
int parse_positions(const char *text, int selected[]);
void ask_reroll(int selected[]);
int score_for_line(const int dice[], int line);
void show_sheet(const int scores[], const int used[]);
int parse_line_choice(const char *text, const int used[]);
int ask_line(const int used[]);
int last_open_line(const int used[]);
void play_turn(int turn, int scores[], int used[]);
void wait_for_enter(void);
void show_final(const int scores[], const int used[]);

int main(void) {
    int scores[NUM_LINES] = {0};
    int used[NUM_LINES] = {0};

    // Seed the random number generator from the clock
    srand((unsigned int) time(NULL));

    printf("==============================\n");
    printf("   YAHTZEE  -  Console Edition\n");
    printf("==============================\n");
    printf("6 turns. Each turn: roll 5 dice, re-roll any of them up to\n");
    printf("two times, then put the score on one unused line.\n");

    for (int turn = 1; turn <= NUM_TURNS; turn++) {
        play_turn(turn, scores, used);
        if (turn < NUM_TURNS) {
            wait_for_enter();
        }
    }

    show_final(scores, used);
    return 0;
}

// Returns a random number from 1 to 6
int roll_die(void) {
    return rand() % 6 + 1;
}

// Rolls every die
void roll_all(int dice[]) {
    for (int i = 0; i < NUM_DICE; i++) {
        dice[i] = roll_die();
    }
}

// Rolls only the dice whose selected flag is 1
void reroll_selected(int dice[], const int selected[]) {
    for (int i = 0; i < NUM_DICE; i++) {
        if (selected[i]) {
            dice[i] = roll_die();
        }
    }
}

// Prints the dice with their positions above them
void show_dice(const int dice[], const char *label) {
    printf("\n%s\n", label);
    printf("  Position:  1   2   3   4   5\n");
    printf("  Dice:    ");
    for (int i = 0; i < NUM_DICE; i++) {
        printf(" [%d]", dice[i]);
    }
    printf("\n");
}

// Prints a goodbye and ends the program when input runs out
void quit_on_eof(void) {
    printf("\nNo more input. Goodbye!\n");
    exit(0);
}

// Reads one line into buffer without the newline.
// Sets *too_long to 1 if the line did not fit (the rest is thrown away).
void read_line(char *buffer, int size, int *too_long) {
    *too_long = 0;
    if (fgets(buffer, size, stdin) == NULL) {
        quit_on_eof();
    }

    char *newline = strchr(buffer, '\n');
    if (newline != NULL) {
        *newline = '\0';
        return;
    }

    // No newline: either the line was too long, or the file ended without one
    int ch = getchar();
    if (ch == EOF) {
        return;
    }
    *too_long = 1;
    while (ch != '\n' && ch != EOF) {
        ch = getchar();
    }
}

// Checks an answer like "1 3 5" or "0". Fills selected[] with 1 for each
// die to re-roll. Returns 1 if the answer is valid, otherwise prints the
// reason and returns 0.
int parse_positions(const char *text, int selected[]) {
    int count = 0;
    int saw_zero = 0;

    for (int i = 0; i < NUM_DICE; i++) {
        selected[i] = 0;
    }

    for (int i = 0; text[i] != '\0'; i++) {
        char ch = text[i];
        if (ch == ' ' || ch == '\t' || ch == ',') {
            continue;
        }
        // every position must be a single digit standing on its own
        int next = text[i + 1];
        if (ch < '0' || ch > '9' || (next != '\0' && next != ' ' && next != '\t' && next != ',')) {
            printf("Please use only the numbers 1 to 5 separated by spaces (or 0 to keep all).\n");
            return 0;
        }
        if (ch == '0') {
            if (saw_zero) {
                printf("Type 0 only once to keep all the dice.\n");
                return 0;
            }
            saw_zero = 1;
            continue;
        }
        if (ch > '5') {
            printf("There is no die number %c; the dice are numbered 1 to 5.\n", ch);
            return 0;
        }
        int position = ch - '1';
        if (selected[position]) {
            printf("You listed die %c more than once.\n", ch);
            return 0;
        }
        selected[position] = 1;
        count++;
    }

    if (saw_zero && count > 0) {
        printf("0 means keep every die, so don't mix it with positions.\n");
        return 0;
    }
    if (!saw_zero && count == 0) {
        printf("Please type the positions to re-roll, or 0 to keep all dice.\n");
        return 0;
    }
    return 1;
}

// Keeps asking until the player gives a valid set of positions to re-roll
void ask_reroll(int selected[]) {
    char answer[LINE_SIZE];
    int too_long;

    while (1) {
        printf("Re-roll which dice? Enter positions separated by spaces (e.g. 1 3 5), or 0 to keep them all: ");
        read_line(answer, LINE_SIZE, &too_long);
        if (too_long) {
            printf("That answer is too long. Try something like: 2 4\n");
        } else if (parse_positions(answer, selected)) {
            return;
        }
    }
}

// Score for a line: sum of the dice that show that line's face value
int score_for_line(const int dice[], int line) {
    int face = line + 1;
    int total = 0;
    for (int i = 0; i < NUM_DICE; i++) {
        if (dice[i] == face) {
            total += face;
        }
    }
    return total;
}

// Prints the score sheet with which lines are still open
void show_sheet(const int scores[], const int used[]) {
    printf("\n  Score sheet\n");
    for (int line = 0; line < NUM_LINES; line++) {
        if (used[line]) {
            printf("    %d) %-7s used, scored %d\n", line + 1, LINE_NAMES[line], scores[line]);
        } else {
            printf("    %d) %-7s open\n", line + 1, LINE_NAMES[line]);
        }
    }
}

// Checks a line number answer. Returns the line index (0-5) or -1 after
// printing why the answer is not allowed.
int parse_line_choice(const char *text, const int used[]) {
    // skip spaces before and after the number
    while (*text == ' ' || *text == '\t') {
        text++;
    }
    int length = (int) strlen(text);
    while (length > 0 && (text[length - 1] == ' ' || text[length - 1] == '\t')) {
        length--;
    }

    if (length == 0) {
        printf("Please type a line number from 1 to 6.\n");
        return -1;
    }
    if (length != 1 || text[0] < '0' || text[0] > '9') {
        printf("Please type just one number from 1 to 6.\n");
        return -1;
    }
    if (text[0] < '1' || text[0] > '6') {
        printf("There is no line %c; lines are numbered 1 to 6.\n", text[0]);
        return -1;
    }

    int line = text[0] - '1';
    if (used[line]) {
        printf("%s is already used. Pick a line marked open.\n", LINE_NAMES[line]);
        return -1;
    }
    return line;
}

// Keeps asking until the player picks an open line; returns its index
int ask_line(const int used[]) {
    char answer[LINE_SIZE];
    int too_long;

    while (1) {
        printf("Which line do you want to use for this turn (1-6)? ");
        read_line(answer, LINE_SIZE, &too_long);
        if (too_long) {
            printf("That answer is too long. Just type a number from 1 to 6.\n");
            continue;
        }
        int line = parse_line_choice(answer, used);
        if (line >= 0) {
            return line;
        }
    }
}

// Returns the index of the only unused line (used on the last turn)
int last_open_line(const int used[]) {
    for (int line = 0; line < NUM_LINES; line++) {
        if (!used[line]) {
            return line;
        }
    }
    return 0;
}

// Plays one full turn: roll, up to two re-rolls, then score a line
void play_turn(int turn, int scores[], int used[]) {
    int dice[NUM_DICE];
    int selected[NUM_DICE];
    char label[40];

    printf("\n========== Turn %d of %d ==========\n", turn, NUM_TURNS);
    roll_all(dice);
    show_dice(dice, "First roll:");

    for (int reroll = 1; reroll <= NUM_REROLLS; reroll++) {
        ask_reroll(selected);
        reroll_selected(dice, selected);
        snprintf(label, sizeof(label), "After re-roll %d of %d:", reroll, NUM_REROLLS);
        show_dice(dice, label);
    }

    show_sheet(scores, used);
    int line;
    if (turn == NUM_TURNS) {
        line = last_open_line(used);
        printf("Last turn: only %s is left, so the score goes there.\n", LINE_NAMES[line]);
    } else {
        line = ask_line(used);
    }

    scores[line] = score_for_line(dice, line);
    used[line] = 1;
    printf("You scored %d on %s.\n", scores[line], LINE_NAMES[line]);
}

// Portable replacement for system("pause"): waits for the Enter key
void wait_for_enter(void) {
    char junk[LINE_SIZE];
    int too_long;

    printf("\nPress Enter to continue...");
    read_line(junk, LINE_SIZE, &too_long);
}

// Prints the finished score sheet and the total
void show_final(const int scores[], const int used[]) {
    int total = 0;

    show_sheet(scores, used);
    for (int line = 0; line < NUM_LINES; line++) {
        total += scores[line];
    }
    printf("\nGame over! Final total: %d\n", total);
}
