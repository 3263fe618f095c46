/*
 * Yahtzee - CSC 161 homework
 *
 * How to play:
 *   You play 6 turns. Each turn the program rolls five dice and prints
 *   them like "Dice: 4, 4, 1, 2, 3" (die 1 is the first number).
 *   You can re-roll twice. Type the positions of the dice to re-roll
 *   separated by commas, like 1,3,5, or type none to keep all the dice.
 *   Then score the roll on a line you have not used yet, typed as 1s, 2s,
 *   3s, 4s, 5s or 6s. For example 4s adds up all the fours.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#define DICE_COUNT 5
#define LINE_COUNT 6
#define TURN_COUNT 6
#define REROLL_COUNT 2
#define ANSWER_SIZE 80

const char *LINE_NAMES[LINE_COUNT] = {"Ones", "Twos", "Threes",
                                      "Fours", "Fives", "Sixes"};
const int LINE_FACES[LINE_COUNT] = {1, 2, 3, 4, 4, 6};

/* Print the five dice separated by commas. */
void show_dice(const int dice[])
{
    printf("Dice: ");
    for (int i = 0; i < DICE_COUNT; i++) {
        printf("%d%s", dice[i], i < DICE_COUNT - 1 ? ", " : "\n");
    }
}

/* Read a line of input. Returns -1 at end of input, 0 if the line was
   too long or had control characters, and 1 if it is fine. */
int get_line(char buffer[], int size)
{
    memset(buffer, 0, size);
    if (fgets(buffer, size, stdin) == NULL) {
        return -1;
    }
    char *end = memchr(buffer, '\n', size);
    if (end == NULL && !feof(stdin)) {
        int c = getchar();
        while (c != '\n' && c != EOF) {
            c = getchar();
        }
        return 0;
    }
    if (end != NULL) {
        if (strlen(buffer) != (size_t) (end - buffer) + 1) {
            return 0;
        }
        *end = '\0';
    }
    for (int i = 0; buffer[i] != '\0'; i++) {
        if (iscntrl((unsigned char) buffer[i])) {
            return 0;
        }
    }
    return 1;
}

/* Read positions like "1,3,5" into reroll[]. Returns 1 if the answer is
   good, or prints the problem and returns 0. */
int parse_positions(const char text[], int reroll[])
{
    int want_digit = 1;
    for (int i = 0; i < DICE_COUNT; i++) {
        reroll[i] = 0;
    }
    for (int i = 0; text[i] != '\0'; i++) {
        char c = text[i];
        if (c == ' ') {
            continue;
        }
        if (want_digit && (c < '1' || c > '5')) {
            printf("Positions go from 1 to 5, separated by commas.\n");
            return 0;
        } else if (want_digit && reroll[c - '1']) {
            printf("Die %c is in there twice.\n", c);
            return 0;
        } else if (want_digit) {
            reroll[c - '1'] = 1;
        } else if (c != ',') {
            printf("Put a comma between the positions, like 1,3,5.\n");
            return 0;
        }
        want_digit = !want_digit;
    }
    if (want_digit) {
        printf("Type positions like 1,3,5 or the word none.\n");
        return 0;
    }
    return 1;
}

/* Ask which dice to re-roll. Returns 1 if some dice were picked,
   0 for none, and -1 if input ended. */
int ask_reroll(int reroll[])
{
    char answer[ANSWER_SIZE];
    while (1) {
        printf("Which dice do you want to re-roll? Type positions separated "
               "by commas (like 1,3,5), or none to keep all: ");
        fflush(stdout);
        int status = get_line(answer, ANSWER_SIZE);
        if (status == -1) {
            return -1;
        } else if (status == 0) {
            printf("That answer is too long or has strange characters.\n");
        } else if (strcasecmp(answer, "none") == 0) {
            return 0;
        } else if (parse_positions(answer, reroll)) {
            return 1;
        }
    }
}

/* Roll and re-roll the dice for one turn. Returns 0 if input ended. */
int take_turn_rolls(int dice[])
{
    int reroll[DICE_COUNT];
    for (int i = 0; i < DICE_COUNT; i++) {
        dice[i] = rand() % 6 + 1;
    }
    show_dice(dice);
    for (int count = 0; count < REROLL_COUNT; count++) {
        int picked = ask_reroll(reroll);
        if (picked == -1) {
            return 0;
        } else if (picked == 0) {
            return 1;
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

/* Work out the points a line would get for the dice. */
int line_points(int line, const int dice[])
{
    int points = 0;
    for (int i = 0; i < DICE_COUNT; i++) {
        if (dice[i] == LINE_FACES[line]) {
            points += dice[i];
        }
    }
    return points;
}

/* Ask for an unused line written like 4s. Returns its index or -1. */
int ask_line(const int used[])
{
    char answer[ANSWER_SIZE];
    printf("Still open:");
    for (int line = 0; line < LINE_COUNT; line++) {
        if (!used[line]) {
            printf(" %ds (%s)", line + 1, LINE_NAMES[line]);
        }
    }
    printf("\n");
    while (1) {
        printf("Score it as (1s, 2s, 3s, 4s, 5s or 6s): ");
        fflush(stdout);
        int status = get_line(answer, ANSWER_SIZE);
        if (status == -1) {
            return -1;
        }
        int line = answer[0] - '1';
        if (status == 0 || strlen(answer) != 2 || line < 0 || line >= LINE_COUNT ||
            tolower((unsigned char) answer[1]) != 's') {
            printf("Type a line like 4s (a number 1-6 and an s).\n");
        } else if (used[line]) {
            printf("You already scored %s.\n", LINE_NAMES[line]);
        } else {
            return line;
        }
    }
}

/* Run the six turns of the game. */
int main(void)
{
    srand(time(NULL));
    int used[LINE_COUNT] = {0};
    int dice[DICE_COUNT];
    int total = 0;
    printf("YAHTZEE\n\n");
    for (int turn = 0; turn < TURN_COUNT; turn++) {
        if (!take_turn_rolls(dice)) {
            return 0;
        }
        int line = ask_line(used);
        if (line == -1) {
            return 0;
        }
        used[line] = 1;
        int points = line_points(line, dice);
        total += points;
        printf("%d points in %s.\n\n", points, LINE_NAMES[line]);
    }
    printf("All done! Final score: %d\n", total);
    return 0;
}
