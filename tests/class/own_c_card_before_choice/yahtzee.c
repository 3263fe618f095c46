/*
 * yahtzee.c
 *
 * Simplified Yahtzee for one player: six turns, upper section only.
 * Dice are drawn as small boxes.  Each turn you may re-roll twice and
 * then you must score the dice on a line you have not used yet.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NUM_DICE 5
#define NUM_LINES 6
#define NUM_TURNS 6
#define NUM_REROLLS 2
#define LINE_LENGTH 80

/* Ends the program cleanly when the input runs out. */
void handle_eof(void)
{
    printf("\nInput ended - quitting the game.\n");
    exit(0);
}

/*
 * Reads one line of input into buffer without the newline.
 * Returns 1 if the line fit, or 0 if it was too long (the rest is thrown away).
 */
int read_line(char buffer[], int size)
{
    int length;
    int ch;
    if (fgets(buffer, size, stdin) == NULL) {
        handle_eof();
    }
    length = strlen(buffer);
    if (length > 0 && buffer[length - 1] == '\n') {
        buffer[length - 1] = '\0';
        return 1;
    }
    if (feof(stdin)) {
        return 1;
    }
    ch = getchar();
    while (ch != '\n' && ch != EOF) {
        ch = getchar();
    }
    return 0;
}

/*
 * Turns text such as " 12 " or "-3" into a number.
 * Returns 1 on success, 0 if the text is not a small whole number.
 */
int parse_number(const char text[], int *number)
{
    int index = 0;
    int digits = 0;
    int sign = 1;
    int value = 0;
    while (text[index] == ' ' || text[index] == '\t') {
        index++;
    }
    if (text[index] == '-') {
        sign = -1;
        index++;
    }
    while (isdigit((unsigned char) text[index]) && digits < 4) {
        value = value * 10 + (text[index] - '0');
        digits++;
        index++;
    }
    while (text[index] == ' ' || text[index] == '\t') {
        index++;
    }
    if (digits == 0 || text[index] != '\0') {
        return 0;
    }
    *number = sign * value;
    return 1;
}

/* Prints prompt and reads a number; repeats until the line holds a number. */
int ask_for_number(const char prompt[])
{
    char buffer[LINE_LENGTH];
    int number;
    while (1) {
        printf("%s", prompt);
        if (read_line(buffer, LINE_LENGTH) && parse_number(buffer, &number)) {
            return number;
        }
        printf("Please enter a number.\n");
    }
}

/* Asks for a number and repeats until it lies between low and high. */
int ask_in_range(const char prompt[], int low, int high)
{
    int number = ask_for_number(prompt);
    while (number < low || number > high) {
        printf("Please enter a number from %d to %d.\n", low, high);
        number = ask_for_number(prompt);
    }
    return number;
}

/* Draws the dice as boxes side by side with their positions above. */
void draw_dice(const int dice[])
{
    int i;
    printf("\n");
    for (i = 0; i < NUM_DICE; i++) {
        printf("  %d    ", i + 1);
    }
    printf("\n");
    for (i = 0; i < NUM_DICE; i++) {
        printf("+---+  ");
    }
    printf("\n");
    for (i = 0; i < NUM_DICE; i++) {
        printf("| %d |  ", dice[i]);
    }
    printf("\n");
    for (i = 0; i < NUM_DICE; i++) {
        printf("+---+  ");
    }
    printf("\n");
}

/* Marks in picked[] which dice the player wants to re-roll. */
void pick_dice(int picked[], int how_many)
{
    int count = 0;
    int position;
    while (count < how_many) {
        position = ask_for_number("Die to re-roll (1-5): ");
        if (picked[position - 1]) {
            printf("You already picked die %d.\n", position);
        } else if (position < 1 || position > NUM_DICE) {
            printf("Please enter a number from 1 to %d.\n", NUM_DICE);
        } else {
            picked[position - 1] = 1;
            count++;
        }
    }
}

/* Asks which dice to re-roll and rolls them again. */
void reroll(int dice[])
{
    int picked[NUM_DICE] = {0};
    int how_many;
    int i;
    how_many = ask_in_range("How many dice do you want to re-roll (0-5)? ",
                            0, NUM_DICE);
    if (how_many == NUM_DICE) {
        for (i = 0; i < NUM_DICE; i++) {
            picked[i] = 1;
        }
    } else {
        pick_dice(picked, how_many);
    }
    for (i = 0; i < NUM_DICE; i++) {
        if (picked[i]) {
            dice[i] = rand() % 6 + 1;
        }
    }
}

/* Returns the sum of the dice that show the given face. */
int sum_of_face(const int dice[], int face)
{
    int i;
    int sum = 0;
    for (i = 0; i < NUM_DICE; i++) {
        if (dice[i] == face) {
            sum += face;
        }
    }
    return sum;
}

/* Shows the score card; open lines show what the dice would score. */
void show_card(const int dice[], const int scores[], const int used[])
{
    const char *names[NUM_LINES] = {"Ones", "Twos", "Threes",
                                    "Fours", "Fives", "Sixes"};
    int line;
    printf("\nScore card:\n");
    for (line = 0; line < NUM_LINES; line++) {
        if (used[line]) {
            printf("  %d. %-7s %3d\n", line + 1, names[line], scores[line]);
        } else {
            printf("  %d. %-7s  --  (would score %d)\n", line + 1, names[line],
                   sum_of_face(dice, line + 1));
        }
    }
}

/* Lets the player choose an unused line and records the score. */
void score_turn(const int dice[], int scores[], int used[])
{
    int line;
    show_card(dice, scores, used);
    line = ask_in_range("Score on which line (1-6)? ", 1, NUM_LINES);
    while (used[line - 1]) {
        printf("That line is already used.\n");
        line = ask_in_range("Score on which line (1-6)? ", 1, NUM_LINES);
    }
    used[line - 1] = 1;
    scores[line - 1] = sum_of_face(dice, line);
}

/* Plays one full turn: roll, two re-rolls, then scoring. */
void play_turn(int scores[], int used[])
{
    int dice[NUM_DICE];
    int i;
    for (i = 0; i < NUM_DICE; i++) {
        dice[i] = rand() % 6 + 1;
    }
    for (i = 1; i <= NUM_REROLLS; i++) {
        draw_dice(dice);
        printf("Re-roll %d of %d.\n", i, NUM_REROLLS);
        reroll(dice);
    }
    draw_dice(dice);
    score_turn(dice, scores, used);
}

/* Seeds the random number generator, plays six turns, prints the total. */
int main(void)
{
    int scores[NUM_LINES] = {0};
    int used[NUM_LINES] = {0};
    int turn;
    int total = 0;
    srand(time(NULL));
    for (turn = 1; turn <= NUM_TURNS; turn++) {
        printf("\n*** Turn %d of %d ***\n", turn, NUM_TURNS);
        play_turn(scores, used);
    }
    for (turn = 0; turn < NUM_LINES; turn++) {
        total += scores[turn];
    }
    printf("\nFinal total: %d\n", total);
    return 0;
}
