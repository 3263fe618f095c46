/*
 * yahtzee.c -- simplified Yahtzee, one player, six turns.
 *
 * After every roll the program lists the open lines, numbered from 0,
 * and while re-rolls are left one more entry that goes back to the dice.
 * Back at the dice, each die is asked about in turn (y/n). A line scores
 * the sum of the dice showing its face. Bad answers are refused with a
 * reason and asked again; at the end of input the game stops.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NUM_DICE 5
#define NUM_LINES 6
#define NUM_TURNS 6
#define MAX_REROLLS 2
#define ANSWER_SIZE 64

static const char *LINE_NAMES[NUM_LINES] = {"Ones", "Twos", "Threes",
                                            "Fours", "Fives", "Sixes"};

/* Read one answer into text; return false at the end of input or if too long. */
bool read_answer(char text[], bool *too_long) {
    *too_long = false;
    if (fgets(text, ANSWER_SIZE, stdin) == NULL) {
        return false;
    }
    size_t length = strlen(text);
    if (length > 0 && text[length - 1] == '\n') {
        text[length - 1] = '\0';
        return true;
    }
    int skipped = getchar();
    while (skipped != '\n' && skipped != EOF) {
        skipped = getchar();
    }
    *too_long = true;
    return true;
}

/* Return the number an answer holds (digits only), or -1 if it holds none. */
int answer_number(const char text[]) {
    size_t length = strlen(text);
    if (length == 0 || length > 2) {
        return -1;
    }
    for (size_t i = 0; i < length; i++) {
        if (text[i] < '0' || text[i] > '9') {
            return -1;
        }
    }
    return atoi(text);
}

/* Ask a number from 0 to highest until one comes; return -1 at the end of input. */
int ask_number(const char prompt[], int highest) {
    char text[ANSWER_SIZE];
    bool too_long;
    while (true) {
        printf("%s", prompt);
        if (!read_answer(text, &too_long)) {
            return -1;
        }
        int number = too_long ? -1 : answer_number(text);
        if (number >= 0 && number <= highest) {
            return number;
        }
        printf("Please type a number from 0 to %d.\n", highest);
    }
}

/* Ask a yes or no question; return 1 for yes, 0 for no, -1 at the end of input. */
int ask_yes_no(const char prompt[]) {
    char text[ANSWER_SIZE];
    bool too_long;
    while (true) {
        printf("%s", prompt);
        if (!read_answer(text, &too_long)) {
            return -1;
        }
        if (!too_long && (strcmp(text, "y") == 0 || strcmp(text, "yes") == 0)) {
            return 1;
        }
        if (!too_long && (strcmp(text, "n") == 0 || strcmp(text, "no") == 0)) {
            return 0;
        }
        printf("Please answer y or n.\n");
    }
}

/* Roll one die. */
int roll_die(void) {
    return rand() % 6 + 1;
}

/* Points the dice score on a line: the sum of the dice showing its face. */
int line_points(const int dice[], int line) {
    int points = 0;
    for (int i = 0; i < NUM_DICE; i++) {
        if (dice[i] == line + 1) {
            points += dice[i];
        }
    }
    return points;
}

/* Print the dice with their numbers. */
void show_dice(const int dice[]) {
    printf("Dice:");
    for (int i = 0; i < NUM_DICE; i++) {
        printf("  #%d=%d", i + 1, dice[i]);
    }
    printf("\n");
}

/* Print the open lines from 0, and the way back; fill entries[] with each line. */
int show_menu(const int scores[], const int dice[], int entries[], int rerolls_used) {
    int count = 0;
    for (int line = 0; line < NUM_LINES; line++) {
        if (scores[line] < 0) {
            printf("   %d - %-6s (%d)\n", count, LINE_NAMES[line], line_points(dice, line));
            entries[count] = line;
            count++;
        }
    }
    /* the way back is offered while a re-roll is left */
    if (rerolls_used <= MAX_REROLLS) {
        printf("   %d - back to the dice\n", count);
    }
    return count;
}

/* Ask about each die and re-roll those the player wants; return false at the end of input. */
bool reroll_dice(int dice[]) {
    char prompt[ANSWER_SIZE];
    for (int i = 0; i < NUM_DICE; i++) {
        snprintf(prompt, sizeof prompt, "Re-roll die %d (a %d)? (y/n) ", i + 1, dice[i]);
        int answer = ask_yes_no(prompt);
        if (answer < 0) {
            return false;
        }
        if (answer == 1) {
            dice[i] = roll_die();
        }
    }
    return true;
}

/* Play one turn; return the points scored, or -1 at the end of input. */
int play_turn(int turn, int scores[]) {
    int dice[NUM_DICE], entries[NUM_LINES], rerolls_used = 0;
    printf("\n~~~ Turn %d ~~~\n", turn);
    for (int i = 0; i < NUM_DICE; i++) {
        dice[i] = roll_die();
    }
    while (true) {
        show_dice(dice);
        int count = show_menu(scores, dice, entries, rerolls_used);
        int highest = rerolls_used <= MAX_REROLLS ? count : count - 1;
        int choice = ask_number("Pick: ", highest);
        if (choice < 0) {
            return -1;
        }
        if (choice < count) {
            int line = entries[choice];
            scores[line] = line_points(dice, line);
            printf("%s gets %d.\n", LINE_NAMES[line], scores[line]);
            return scores[line];
        }
        if (!reroll_dice(dice)) {
            return -1;
        }
        rerolls_used++;
    }
}

/* Play six turns and print the final score. */
int main(void) {
    int scores[NUM_LINES];
    int total = 0;
    srand((unsigned) time(NULL));
    for (int line = 0; line < NUM_LINES; line++) {
        scores[line] = -1;
    }
    for (int turn = 1; turn <= NUM_TURNS; turn++) {
        int points = play_turn(turn, scores);
        if (points < 0) {
            printf("\nInput ended; the game stops.\n");
            return 0;
        }
        total += points;
        printf("Total so far: %d\n", total);
    }
    printf("\nFinal score: %d\n", total);
    return 0;
}
