/**
 * yahtzee.c - CSC 161 homework
 *
 * A one player version of (simplified) Yahtzee. There are six turns and
 * six score lines (Ones to Sixes), one line per turn.
 *
 * Dice are "held" like in the real game: during a turn you type a die
 * number (1-5) to hold it or let it go again, type r to re-roll every die
 * that is not held, or type s to stop rolling and score. You can re-roll
 * at most two times per turn.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE_COUNT 5
#define LINE_COUNT 6
#define TURN_COUNT 6
#define MAX_REROLLS 2
#define LINE_LENGTH 64

/* what the player asked for on the holding screen */
#define ACTION_INVALID 0
#define ACTION_TOGGLE 1
#define ACTION_ROLL 2
#define ACTION_SCORE 3

const char* lineNames[LINE_COUNT] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/* Returns a random number between 1 and 6. */
int rollDie(void) {
    return rand() % 6 + 1;
}

/**
 * Reads a line of input into text and strips spaces and the newline from
 * both ends. Returns false if the line was too long. Exits the program if
 * the input is finished.
 */
bool readInput(char text[], int size) {
    if (fgets(text, size, stdin) == NULL) {
        printf("\nNo more input. Game ended early.\n");
        exit(0);
    }

    int length = strlen(text);
    bool fits = true;
    if (length > 0 && text[length - 1] == '\n') {
        text[length - 1] = '\0';
        length--;
    } else {
        /* the line did not fit, so skip the rest of it */
        int ch = getchar();
        while (ch != '\n' && ch != EOF) {
            fits = false;
            ch = getchar();
        }
    }

    /* remove trailing spaces */
    while (length > 0 && (text[length - 1] == ' ' || text[length - 1] == '\t' || text[length - 1] == '\r')) {
        length--;
        text[length] = '\0';
    }

    /* remove leading spaces by shifting the text left */
    int start = 0;
    while (text[start] == ' ' || text[start] == '\t') {
        start++;
    }
    if (start > 0) {
        memmove(text, text + start, length - start + 1);
    }
    return fits;
}

/* Prints the dice in a box with the die numbers above and the holds below. */
void showDice(int dice[], bool held[], int rerollsLeft) {
    printf("\n   die:  ");
    for (int i = 0; i < DICE_COUNT; i++) {
        printf("  %d  ", i + 1);
    }
    printf("\n         ");
    for (int i = 0; i < DICE_COUNT; i++) {
        printf("[ %d ]", dice[i]);
    }
    printf("\n         ");
    for (int i = 0; i < DICE_COUNT; i++) {
        if (held[i]) {
            printf(" HELD");
        } else {
            printf("     ");
        }
    }
    printf("\n   re-rolls left: %d\n", rerollsLeft);
}

/**
 * Works out what the player typed on the holding screen. For a die
 * number, dieIndex is set to the die (0-4).
 */
int parseAction(char text[], int* dieIndex) {
    if (strlen(text) != 1) {
        return ACTION_INVALID;
    }
    char ch = text[0];
    if (ch >= '1' && ch <= '5') {
        *dieIndex = ch - '1';
        return ACTION_TOGGLE;
    }
    if (ch == 'r' || ch == 'R') {
        return ACTION_ROLL;
    }
    if (ch == 's' || ch == 'S') {
        return ACTION_SCORE;
    }
    return ACTION_INVALID;
}

/* Re-rolls every die that is not held. */
void rollUnheld(int dice[], bool held[]) {
    for (int i = 0; i < DICE_COUNT; i++) {
        if (!held[i]) {
            dice[i] = rollDie();
        }
    }
}

/**
 * Lets the player hold dice and re-roll until they choose to score or run
 * out of re-rolls. The dice array has the final dice when this returns.
 */
void rollingPhase(int dice[]) {
    bool held[DICE_COUNT] = {false, false, false, false, false};
    int rerollsLeft = MAX_REROLLS;
    char input[LINE_LENGTH];

    for (int i = 0; i < DICE_COUNT; i++) {
        dice[i] = rollDie();
    }

    while (rerollsLeft > 0) {
        showDice(dice, held, rerollsLeft);
        printf("Die number (1-5) = hold/unhold, r = re-roll the rest, s = score now: ");

        int dieIndex = 0;
        int action = ACTION_INVALID;
        if (readInput(input, LINE_LENGTH)) {
            action = parseAction(input, &dieIndex);
        }

        if (action == ACTION_TOGGLE) {
            held[dieIndex] = !held[dieIndex];
        } else if (action == ACTION_ROLL) {
            rollUnheld(dice, held);
            rerollsLeft--;
        } else if (action == ACTION_SCORE) {
            break;
        } else {
            printf("Huh? Type one of 1 2 3 4 5 r s.\n");
        }
    }

    /* done rolling, show the final dice */
    printf("\nFinal dice for this turn:");
    showDice(dice, held, rerollsLeft);
}

/* Sum of the dice that show face. */
int scoreFace(int dice[], int face) {
    int score = 0;
    for (int i = 0; i < DICE_COUNT; i++) {
        if (dice[i] == face) {
            score += face;
        }
    }
    return score;
}

/* Prints the open lines with what they would be worth for these dice. */
void showOpenLines(int dice[], bool used[]) {
    printf("Open lines:\n");
    for (int line = 0; line < LINE_COUNT; line++) {
        if (!used[line]) {
            printf("   %d - %-6s (worth %d)\n", line + 1, lineNames[line], scoreFace(dice, line + 1));
        }
    }
}

/**
 * Asks for the number of an open line until the player gives one.
 * Returns the line index (0-5).
 */
int chooseLine(bool used[]) {
    char input[LINE_LENGTH];
    while (true) {
        printf("Line number to score: ");
        if (readInput(input, LINE_LENGTH) && strlen(input) == 1 && input[0] >= '1' && input[0] <= '6') {
            int line = input[0] - '1';
            if (!used[line]) {
                return line;
            }
            printf("You already filled in %s.\n", lineNames[line]);
        } else {
            printf("Please type one number from the list of open lines.\n");
        }
    }
}

/* Prints every line of the score sheet and returns the total. */
int printSheet(int scores[], bool used[]) {
    int total = 0;
    printf("------ score sheet ------\n");
    for (int line = 0; line < LINE_COUNT; line++) {
        if (used[line]) {
            printf("   %-6s %3d\n", lineNames[line], scores[line]);
            total += scores[line];
        } else {
            printf("   %-6s   .\n", lineNames[line]);
        }
    }
    printf("   %-6s %3d\n", "TOTAL", total);
    printf("-------------------------\n");
    return total;
}

int main(void) {
    srand(time(NULL)); /* seed once at the start */

    int scores[LINE_COUNT] = {0};
    bool used[LINE_COUNT] = {false};
    int dice[DICE_COUNT];

    for (int turn = 1; turn <= TURN_COUNT; turn++) {
        printf("\n################ Turn %d of %d ################\n", turn, TURN_COUNT);
        rollingPhase(dice);
        showOpenLines(dice, used);
        int line = chooseLine(used);
        scores[line] = scoreFace(dice, line + 1);
        used[line] = true;
        printf("%s: %d points.\n", lineNames[line], scores[line]);
        printSheet(scores, used);
    }

    int total = printSheet(scores, used);
    printf("Game over! Your final score is %d.\n", total);
    return 0;
}
