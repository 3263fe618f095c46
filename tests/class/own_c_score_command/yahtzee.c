/*
 * Yahtzee, upper section only, played with one command prompt a turn:
 * "roll 2 4" re-rolls those dice, "score fives" (or "score 5") fills a line.
 */
#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE 5
#define LINES 6
#define TURNS 6
#define MAX_ROLLS 3
#define BUFFER 80

static const char *LINE_NAMES[LINES] = {"ones", "twos", "threes", "fours", "fives", "sixes"};

/* Reads one line into buffer; false at end of input or on a line too long or with controls. */
static bool read_move(char *buffer, bool *refused)
{
    fflush(stdout);
    if (fgets(buffer, BUFFER, stdin) == NULL) {
        return false;
    }
    size_t length = strlen(buffer);
    *refused = false;
    if (length > 0 && buffer[length - 1] == '\n') {
        buffer[length - 1] = '\0';
    } else if (length == BUFFER - 1) {
        int extra;
        while ((extra = getchar()) != '\n' && extra != EOF) {
            /* drop the rest of a line too long */
        }
        *refused = true;
    }
    for (size_t at = 0; buffer[at] != '\0'; at++) {
        if (iscntrl((unsigned char) buffer[at])) {
            *refused = true;
        }
    }
    return true;
}

/* Prints the positions and the dice under them. */
static void show_dice(const int dice[], int roll)
{
    printf("  pos:  1  2  3  4  5\n  dice:");
    for (int die = 0; die < DICE; die++) {
        printf("  %d", dice[die]);
    }
    printf("   (roll %d of %d)\n", roll, MAX_ROLLS);
}

/*
 * Reads the positions after "roll" into a mask, bit p for position p.
 * Returns false if a position is not a digit or is named twice.
 */
static bool read_positions(const char *text, int *mask)
{
    *mask = 0;
    int count = 0;
    for (const char *at = text; *at != '\0'; at++) {
        if (*at == ' ') {
            continue;
        }
        if (!isdigit((unsigned char) *at) || (at[1] != ' ' && at[1] != '\0')) {
            return false;
        }
        int position = *at - '0';
        if (position > DICE || (*mask & (1 << position))) {
            return false;
        }
        *mask |= 1 << position;
        count++;
    }
    return count > 0;
}

/* Re-rolls the dice whose positions are set in mask. */
static void reroll(int dice[], int mask)
{
    for (int position = 1; position <= DICE;
         position++) {
        if (mask & (1 << position)) {
            dice[position - 1] = rand() % 6 + 1;
        }
    }
}

/* Returns the line named by a name or a number 1-6, or -1. */
static int line_named(const char *text)
{
    for (int line = 0; line < LINES; line++) {
        if (strcmp(text, LINE_NAMES[line]) == 0) {
            return line;
        }
    }
    if (strlen(text) == 1 && text[0] >= '1' && text[0] <= '6') {
        return text[0] - '1';
    }
    return -1;
}

/* Tries to score the dice on the line a command names; returns whether it did. */
static bool score_line(const char *text, const int dice[], int sheet[])
{
    int line = line_named(text);
    if (line < 0) {
        printf("No such line - use ones..sixes or 1-6.\n");
        return false;
    }
    if (sheet[line] >= 0) {
        printf("The %s line is already scored.\n", LINE_NAMES[line]);
        return false;
    }
    sheet[line] = 0;
    for (int die = 0; die < DICE; die++) {
        if (dice[die] == line + 1) {
            sheet[line] += dice[die];
        }
    }
    printf("=> %d points in %s\n", sheet[line], LINE_NAMES[line]);
    return true;
}

/* Carries out one move; returns 1 once a line is scored, 0 to ask again, -1 at the end. */
static int one_move(int dice[], int sheet[], int *roll)
{
    char move[BUFFER];
    bool refused;
    printf(*roll < MAX_ROLLS ? "Move (roll <dice>, score <line>)> " : "Move (score <line>)> ");
    if (!read_move(move, &refused)) {
        return -1;
    }
    int mask;
    if (refused) {
        printf("That move is too long or has control characters.\n");
    } else if (strncmp(move, "score ", 6) == 0) {
        return score_line(move + 6, dice, sheet) ? 1 : 0;
    } else if (strncmp(move, "roll ", 5) != 0) {
        printf("Moves are roll <dice> and score <line>.\n");
    } else if (*roll >= MAX_ROLLS) {
        printf("No rolls left - score a line.\n");
    } else if (!read_positions(move + 5, &mask)) {
        printf("Positions are 1-5, each once.\n");
    } else {
        reroll(dice, mask);
        *roll += 1;
        show_dice(dice, *roll);
    }
    return 0;
}

/* Plays one turn; returns false when the input ends. */
static bool play_turn(int turn, int sheet[])
{
    int dice[DICE];
    int roll = 1;
    printf("\n>> Turn %d of %d\n", turn, TURNS);
    for (int die = 0; die < DICE; die++) {
        dice[die] = rand() % 6 + 1;
    }
    show_dice(dice, roll);
    int done = 0;
    while (done == 0) {
        done = one_move(dice, sheet, &roll);
    }
    return done == 1;
}

int main(void)
{
    int sheet[LINES];
    srand((unsigned) time(NULL));
    for (int line = 0; line < LINES; line++) {
        sheet[line] = -1;
    }
    for (int turn = 1; turn <= TURNS; turn++) {
        if (!play_turn(turn, sheet)) {
            printf("\n(input ended)\n");
            return 0;
        }
    }
    int total = 0;
    for (int line = 0; line < LINES; line++) {
        total += sheet[line];
    }
    printf("\nGame over - total score %d\n", total);
    return 0;
}
