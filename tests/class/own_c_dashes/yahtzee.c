/*
 * CSC 161 - Yahtzee
 *
 * How to play:
 *   6 turns. Each turn you roll 5 dice, shown like 4-4-1-2-3 (die 1 first).
 *   "Roll again? (y/n)": n keeps your dice; y asks which dice to roll again
 *   by position with spaces, like 1 3 5 (or all). At most twice per turn.
 *   To score, type the first two letters of a line you have not used:
 *   on, tw, th, fo, fi, si (Ones ... Sixes). The full name works too.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#define NUM_DICE 5
#define NUM_LINES 6
#define NUM_TURNS 6
#define MAX_REROLLS 2
#define BUFSIZE 64
const char *FULL_NAMES[NUM_LINES] = {"Ones", "Twos", "Threes",
                                     "Fours", "Fives", "Sixes"};
const char *SHORT_NAMES[NUM_LINES] = {"on", "tw", "th", "fo", "fi", "si"};

/* Print the dice joined with dashes. */
void print_dice(const int dice[])
{
    printf("Your dice: %d", dice[0]);
    for (int i = 1; i < NUM_DICE; i++) {
        printf("-%d", dice[i]);
    }
    printf("\n");
}

/* Show a prompt and read the answer into buf. Returns -1 when input ends,
   0 if the answer was too long or had control characters, 1 if ok. */
int prompt_line(const char *prompt, char buf[], int size)
{
    printf("%s", prompt);
    fflush(stdout);
    memset(buf, 0, size);
    if (fgets(buf, size, stdin) == NULL) {
        return -1;
    }
    char *newline = memchr(buf, '\n', size);
    if (newline == NULL && !feof(stdin)) {
        int c = getchar();
        while (c != '\n' && c != EOF) {
            c = getchar();
        }
        return 0;
    }
    if (newline != NULL) {
        if (strlen(buf) != (size_t) (newline - buf) + 1) {
            return 0;
        }
        *newline = '\0';
    }
    for (int i = 0; buf[i] != '\0'; i++) {
        if (iscntrl((unsigned char) buf[i])) {
            return 0;
        }
    }
    return 1;
}

/* Ask "Roll again? (y/n)". Returns 1 for yes, 0 for no, -1 at end of input. */
int ask_roll_again(void)
{
    char answer[BUFSIZE];
    while (1) {
        int status = prompt_line("Roll again? (y/n) ", answer, BUFSIZE);
        if (status == -1) {
            return -1;
        }
        if (status == 1 && (strcasecmp(answer, "y") == 0 ||
                            strcasecmp(answer, "n") == 0)) {
            return tolower((unsigned char) answer[0]) == 'y';
        }
        printf("Please type y or n.\n");
    }
}

/* Read positions like "1 3 5" (or "all") into pick[]. Returns 1 if ok,
   otherwise prints what is wrong and returns 0. */
int parse_pick(const char text[], int pick[])
{
    int count = 0;
    for (int i = 0; i < NUM_DICE; i++) {
        pick[i] = (strcasecmp(text, "all") == 0);
    }
    if (pick[0]) {
        return 1;
    }
    for (int i = 0; text[i] != '\0'; i++) {
        if (text[i] == ' ') {
            continue;
        }
        int position = text[i] - '0';
        if (position < 1 || position > NUM_DICE ||
            (text[i + 1] != ' ' && text[i + 1] != '\0')) {
            printf("Use positions 1 to 5 with spaces, like 1 3 5.\n");
            return 0;
        }
        if (pick[position - 1]) {
            printf("Die %d is listed twice.\n", position);
            return 0;
        }
        pick[position - 1] = 1;
        count++;
    }
    if (count == 0) {
        printf("Type at least one position, like 1 3 5.\n");
    }
    return count > 0;
}

/* Ask which dice to roll again. Returns 1, or -1 at end of input. */
int ask_which_dice(int pick[])
{
    char answer[BUFSIZE];
    while (1) {
        int status = prompt_line("Which dice? Type positions (e.g. 1 3 5) or all: ",
                                 answer, BUFSIZE);
        if (status == -1) {
            return -1;
        }
        if (status == 0) {
            printf("That answer is too long or has odd characters.\n");
        } else if (parse_pick(answer, pick)) {
            return 1;
        }
    }
}

/* Roll for one turn with up to two re-rolls. Returns 0 if input ended. */
int roll_turn(int dice[])
{
    int pick[NUM_DICE];
    for (int i = 0; i < NUM_DICE; i++) {
        dice[i] = rand() % 6 + 1;
    }
    print_dice(dice);
    for (int reroll = 0; reroll < MAX_REROLLS; reroll++) {
        int again = ask_roll_again();
        if (again != 1) {
            return again == 0;
        }
        if (ask_which_dice(pick) == -1) {
            return 0;
        }
        for (int i = 0; i < NUM_DICE; i++) {
            if (pick[i]) {
                dice[i] = rand() % 6 + 1;
            }
        }
        print_dice(dice);
    }
    return 1;
}

/* Find the line for "fo" or "fours". Returns its index or -1. */
int find_line(const char text[])
{
    for (int line = 0; line < NUM_LINES; line++) {
        if (strcasecmp(text, SHORT_NAMES[line]) == 0 ||
            strcasecmp(text, FULL_NAMES[line]) == 0) {
            return line;
        }
    }
    return -1;
}

/* Ask where to score. Returns the line, or -1 at end of input. */
int ask_line(const int used[])
{
    char answer[BUFSIZE];
    printf("Open:");
    for (int line = 0; line < NUM_LINES; line++) {
        if (!used[line]) {
            printf(" %s=%s", SHORT_NAMES[line], FULL_NAMES[line]);
        }
    }
    printf("\n");
    while (1) {
        int status = prompt_line("Where do you want to score this? "
                                 "(on, tw, th, fo, fi, si): ", answer, BUFSIZE);
        if (status == -1) {
            return -1;
        }
        int line = (status == 1) ? find_line(answer) : -1;
        if (line == -1) {
            printf("Type one of on, tw, th, fo, fi, si.\n");
        } else if (used[line]) {
            printf("You already used %s.\n", FULL_NAMES[line]);
        } else {
            return line;
        }
    }
}

/* Play six turns and print the final score. */
int main(void)
{
    srand(time(NULL));
    int dice[NUM_DICE];
    int used[NUM_LINES] = {0};
    int total = 0;
    for (int turn = 1; turn <= NUM_TURNS; turn++) {
        printf("\nTurn %d/%d\n--------\n", turn, NUM_TURNS);
        if (!roll_turn(dice)) {
            return 0;
        }
        int line = ask_line(used);
        if (line == -1) {
            return 0;
        }
        int points = 0;
        for (int i = 0; i < NUM_DICE; i++) {
            if (dice[i] == line + 1) {
                points += dice[i];
            }
        }
        total += points;
        printf("%s: %d | Total: %d\n", FULL_NAMES[line], points, total);
    }
    printf("\nFINAL SCORE: %d\n", total);
    return 0;
}
