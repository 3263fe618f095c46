/*
 * yahtzee.c - simplified Yahtzee for CSC 161
 *
 * How to play:
 *   6 turns. Each turn you roll five dice (shown after "You rolled:",
 *   die 1 first) and may re-roll twice: type the positions to throw again
 *   with no spaces, e.g. 135 for dice 1, 3 and 5, or 0 to keep them all.
 *   Then pick an open line from the menu by its number (1 = Ones ...
 *   6 = Sixes); it scores the sum of the dice showing that face.
 *   On the last turn the one line left is filled for you.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#define NUM_DICE 5
#define NUM_LINES 6
#define NUM_TURNS 6
#define MAX_REROLLS 2
#define BUFFER_SIZE 64

#define INPUT_OK 1
#define INPUT_BAD 0
#define INPUT_END -1
const char *LINE_NAMES[NUM_LINES] = {"Ones", "Twos", "Threes",
                                     "Fours", "Fives", "Sixes"};

/* Return a random number from 1 to 6. */
int roll_die(void)
{
    return rand() % 6 + 1;
}

/* Print the dice on one line. */
void print_dice(const int dice[])
{
    printf("You rolled:");
    for (int i = 0; i < NUM_DICE; i++) {
        printf(" %d", dice[i]);
    }
    printf("\n");
}

/* Throw away what is left of an input line that was too long. */
void discard_rest_of_line(void)
{
    int c = getchar();
    while (c != '\n' && c != EOF) {
        c = getchar();
    }
}

/* Read one line into answer. Returns INPUT_END when input has ended,
   INPUT_BAD when the line was too long or had strange characters. */
int read_answer(char answer[], int size)
{
    memset(answer, 0, size);
    if (fgets(answer, size, stdin) == NULL) {
        return INPUT_END;
    }
    char *newline = memchr(answer, '\n', size);
    if (newline == NULL && !feof(stdin)) {
        discard_rest_of_line();
        return INPUT_BAD;
    }
    if (newline != NULL) {
        if (strlen(answer) != (size_t) (newline - answer) + 1) {
            return INPUT_BAD;
        }
        *newline = '\0';
    }
    for (int i = 0; answer[i] != '\0'; i++) {
        if (!isprint((unsigned char) answer[i])) {
            return INPUT_BAD;
        }
    }
    return INPUT_OK;
}

/* Check a packed answer like "135" and mark the chosen dice.
   Returns 1 if it is good, or prints why not and returns 0. */
int parse_packed(const char answer[], int chosen[])
{
    for (int i = 0; i < NUM_DICE; i++) {
        chosen[i] = 0;
    }
    if (answer[0] == '\0') {
        printf("Please type something (0 keeps all the dice).\n");
        return 0;
    }
    for (int i = 0; answer[i] != '\0'; i++) {
        if (answer[i] < '1' || answer[i] > '5') {
            printf("Use only the digits 1 to 5 with no spaces, like 135.\n");
            return 0;
        }
        int position = answer[i] - '1';
        if (chosen[position]) {
            printf("You typed die %d twice.\n", position + 1);
            return 0;
        }
        chosen[position] = 1;
    }
    return 1;
}

/* Ask which dice to re-roll. Returns 1 for some dice, 0 to keep all,
   or INPUT_END when input has ended. */
int ask_reroll(int chosen[])
{
    char answer[BUFFER_SIZE];
    while (1) {
        printf("Enter the positions to re-roll (e.g. 135), 0 to keep all: ");
        fflush(stdout);
        int status = read_answer(answer, BUFFER_SIZE);
        if (status == INPUT_END) {
            return INPUT_END;
        }
        if (status == INPUT_BAD) {
            printf("That answer was too long or had strange characters.\n");
        } else if (strcmp(answer, "0") == 0) {
            return 0;
        } else if (parse_packed(answer, chosen)) {
            return 1;
        }
    }
}

/* Roll the dice for one turn. Returns 0 if input ended, 1 otherwise. */
int play_rolls(int dice[])
{
    int chosen[NUM_DICE];
    for (int i = 0; i < NUM_DICE; i++) {
        dice[i] = roll_die();
    }
    print_dice(dice);
    for (int reroll = 0; reroll < MAX_REROLLS; reroll++) {
        int result = ask_reroll(chosen);
        if (result == INPUT_END) {
            return 0;
        }
        if (result == 0) {
            return 1;
        }
        for (int i = 0; i < NUM_DICE; i++) {
            if (chosen[i]) {
                dice[i] = roll_die();
            }
        }
        print_dice(dice);
    }
    return 1;
}

/* Return the score of a line (0 = Ones) for these dice. */
int score_line(int line, const int dice[])
{
    int face = line + 1;
    int points = 0;
    for (int i = 0; i < NUM_DICE; i++) {
        if (dice[i] == face) {
            points += face;
        }
    }
    return points;
}

/* Ask for an open line by its number. Returns the line, or INPUT_END.
   On the last turn the one open line is filled without asking. */
int ask_line(const int used[], int last_turn)
{
    char answer[BUFFER_SIZE];
    if (!last_turn) {
        printf("Open lines:\n");
    }
    for (int line = 0; line < NUM_LINES; line++) {
        if (!used[line] && last_turn) {
            printf("Only %s is left, so it goes there.\n", LINE_NAMES[line]);
            return line;
        }
        if (!used[line]) {
            printf("  %d) %s\n", line + 1, LINE_NAMES[line]);
        }
    }
    while (1) {
        printf("Choose a line (1-6): ");
        fflush(stdout);
        int status = read_answer(answer, BUFFER_SIZE);
        if (status == INPUT_END) {
            return INPUT_END;
        }
        if (status == INPUT_BAD || strlen(answer) != 1 ||
            answer[0] < '1' || answer[0] > '6') {
            printf("Please type one number from 1 to 6.\n");
        } else if (used[answer[0] - '1']) {
            printf("%s is already used, pick another line.\n",
                   LINE_NAMES[answer[0] - '1']);
        } else {
            return answer[0] - '1';
        }
    }
}

/* Play the whole game. */
int main(void)
{
    srand(time(NULL));
    int used[NUM_LINES] = {0};
    int dice[NUM_DICE];
    int score = 0;
    printf("Welcome to Yahtzee!\n");
    for (int turn = 1; turn <= NUM_TURNS; turn++) {
        printf("\nTurn %d/%d\n", turn, NUM_TURNS);
        if (!play_rolls(dice)) {
            return 0;
        }
        int line = ask_line(used, turn == NUM_TURNS);
        if (line == INPUT_END) {
            return 0;
        }
        used[line] = 1;
        int points = score_line(line, dice);
        score += points;
        printf("You got %d points! Score: %d\n", points, score);
    }
    printf("\nGame over! Your final score is %d.\n", score);
    return 0;
}
