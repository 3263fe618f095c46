/*
 * yahtzee.c -- CSC 161 homework
 *
 * Simplified single player Yahtzee. Six turns; in each turn five dice
 * are rolled and the player gets two re-rolls. For a re-roll the player
 * types a pattern of five 0s and 1s, one per die (1 means re-roll it).
 * Then the roll is scored on one unused line of the score sheet.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdbool.h>
#include <time.h>

#define NUM_DICE 5
#define NUM_LINES 6
#define NUM_TURNS 6
#define NUM_REROLLS 2
#define BUFFER_SIZE 80

/* The names of the score lines. Line i scores the dice showing i + 1. */
const char *line_names[NUM_LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/*
 * Read a line of input into buffer, removing the newline.
 * Returns false if the line did not fit (the rest of it is discarded).
 * Exits the program if there is no more input.
 */
bool get_input_line(char buffer[], int size)
{
    if (fgets(buffer, size, stdin) == NULL) {
        printf("\nEnd of input. Quitting.\n");
        exit(0);
    }
    size_t length = strlen(buffer);
    if (length > 0 && buffer[length - 1] == '\n') {
        buffer[length - 1] = '\0';
        return true;
    }

    /* the newline was not read, so the line was longer than the buffer
       (or it was the very last line without a newline) */
    int leftover = getchar();
    if (leftover == EOF) {
        return true;
    }
    while (leftover != '\n' && leftover != EOF) {
        leftover = getchar();
    }
    return false;
}

/* Roll a single die. */
int roll_die(void)
{
    return rand() % 6 + 1;
}

/* Print each die on its own line. */
void print_dice(int dice[])
{
    for (int i = 0; i < NUM_DICE; i++) {
        printf("   Die %d: %d\n", i + 1, dice[i]);
    }
}

/*
 * Check a re-roll pattern such as "10100" (spaces around it are ignored).
 * On success fills reroll[] and returns true.
 */
bool parse_pattern(char text[], bool reroll[])
{
    char pattern[BUFFER_SIZE];
    char extra;

    /* %79s reads the first word; there must not be a second word */
    int count = sscanf(text, "%79s %c", pattern, &extra);
    if (count != 1 || strlen(pattern) != NUM_DICE) {
        return false;
    }
    for (int i = 0; i < NUM_DICE; i++) {
        if (pattern[i] == '1') {
            reroll[i] = true;
        } else if (pattern[i] == '0') {
            reroll[i] = false;
        } else {
            return false;
        }
    }
    return true;
}

/* Ask for a re-roll pattern until a good one is typed. */
void ask_pattern(bool reroll[])
{
    char buffer[BUFFER_SIZE];
    while (true) {
        printf("Type 5 digits, 1 = re-roll that die, 0 = keep it (00000 keeps all): ");
        bool fits = get_input_line(buffer, BUFFER_SIZE);
        if (fits && parse_pattern(buffer, reroll)) {
            return;
        }
        printf("Invalid pattern. Example: 10100 re-rolls dice 1 and 3.\n");
    }
}

/* Do the first roll and the two re-rolls of one turn. */
void roll_turn(int dice[])
{
    for (int i = 0; i < NUM_DICE; i++) {
        dice[i] = roll_die();
    }
    printf("First roll:\n");
    print_dice(dice);

    for (int reroll_number = 1; reroll_number <= NUM_REROLLS; reroll_number++) {
        bool reroll[NUM_DICE];
        bool any = false;
        ask_pattern(reroll);
        for (int i = 0; i < NUM_DICE; i++) {
            if (reroll[i]) {
                dice[i] = roll_die();
                any = true;
            }
        }
        if (!any) {
            printf("You kept every die.\n");
            return;
        }
        printf("After re-roll %d:\n", reroll_number);
        print_dice(dice);
    }
}

/* Sum of the dice that show the face value. */
int compute_score(int dice[], int face)
{
    int sum = 0;
    for (int i = 0; i < NUM_DICE; i++) {
        if (dice[i] == face) {
            sum += face;
        }
    }
    return sum;
}

/* Print the score sheet, marking the lines that are used. */
void print_score_sheet(int scores[], bool used[])
{
    printf("Score sheet:\n");
    for (int line = 0; line < NUM_LINES; line++) {
        if (used[line]) {
            printf("  %d. %-7s Used (%d)\n", line + 1, line_names[line], scores[line]);
        } else {
            printf("  %d. %-7s\n", line + 1, line_names[line]);
        }
    }
}

/* Ask for the number of an unused line. Returns 0-5. */
int ask_line(bool used[])
{
    char buffer[BUFFER_SIZE];
    while (true) {
        int line_number;
        char extra;
        printf("Enter the line number to score this roll (1-6): ");
        bool fits = get_input_line(buffer, BUFFER_SIZE);
        if (!fits || sscanf(buffer, "%d %c", &line_number, &extra) != 1) {
            printf("That is not a line number.\n");
        } else if (line_number < 1 || line_number > NUM_LINES) {
            printf("There is no line %d.\n", line_number);
        } else if (used[line_number - 1]) {
            printf("Line %d (%s) is used already.\n", line_number, line_names[line_number - 1]);
        } else {
            return line_number - 1;
        }
    }
}

/* Wait for the Enter key before the first roll of a turn. */
void wait_to_roll(void)
{
    char buffer[BUFFER_SIZE];
    printf("Press Enter to roll.");
    get_input_line(buffer, BUFFER_SIZE);
}

int main(void)
{
    int dice[NUM_DICE];
    int scores[NUM_LINES] = {0};
    bool used[NUM_LINES] = {false};

    srand(time(NULL));
    printf("Simplified Yahtzee - 6 turns, 5 dice.\n");

    for (int turn = 1; turn <= NUM_TURNS; turn++) {
        printf("\nTurn %d of %d. ", turn, NUM_TURNS);
        wait_to_roll();
        roll_turn(dice);
        print_score_sheet(scores, used);
        int line = ask_line(used);
        scores[line] = compute_score(dice, line + 1);
        used[line] = true;
        printf("That's %d points for %s.\n", scores[line], line_names[line]);
    }

    int total = 0;
    for (int line = 0; line < NUM_LINES; line++) {
        total += scores[line];
    }
    print_score_sheet(scores, used);
    printf("All six lines are filled. Total: %d points.\n", total);
    return 0;
}
