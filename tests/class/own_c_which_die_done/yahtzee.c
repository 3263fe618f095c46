/*
 * yahtzee.c
 * Homework: simplified Yahtzee for one player.
 *
 * Six turns. Each turn the five dice are rolled, then the player may mark
 * dice to re-roll (one die number per answer, 0 when finished) two times.
 * At the end of the turn the player picks an unused line, Ones to Sixes.
 */
#include <stdio.h>
#include <stdlib.h>
#include <stdbool.h>
#include <time.h>

#define NUM_DICE 5
#define NUM_LINES 6
#define NUM_TURNS 6
#define MAX_REROLLS 2

/* line names for printing */
const char *names[NUM_LINES] = {"Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"};

/* Stop the game if the input is over. */
void input_ended(void)
{
    printf("\nInput ended - stopping the game.\n");
    exit(0);
}

/*
 * Read a one-character answer using scanf.
 * Returns the character, or 0 if the line was empty or had more than
 * one character in it. Spaces around the answer are ignored.
 */
char read_single_char(void)
{
    char first;
    char next;
    bool extra = false;

    if (scanf("%c", &first) != 1) {
        input_ended();
    }
    while (first == ' ' || first == '\t') {
        if (scanf("%c", &first) != 1) {
            input_ended();
        }
    }
    if (first == '\n') {
        return 0;
    }
    /* clear the rest of the line and remember if there was anything in it */
    while (scanf("%c", &next) == 1 && next != '\n') {
        if (next != ' ' && next != '\t' && next != '\r') {
            extra = true;
        }
    }
    if (extra) {
        return 0;
    }
    return first;
}

/* roll one die */
int roll(void)
{
    return rand() % 6 + 1;
}

/* Print the dice in boxes with the die numbers under them. */
void show_dice(int dice[])
{
    printf("  ");
    for (int i = 0; i < NUM_DICE; i++) {
        printf("| %d ", dice[i]);
    }
    printf("|\n  ");
    for (int i = 0; i < NUM_DICE; i++) {
        printf("  %d ", i + 1);
    }
    printf("\n");
}

/*
 * Let the player mark dice to re-roll, one at a time, until they type 0.
 * Returns how many dice were marked.
 */
int mark_dice(bool marked[])
{
    int count = 0;
    for (int i = 0; i < NUM_DICE; i++) {
        marked[i] = false;
    }
    while (true) {
        printf("Re-roll which die? (1-5, 0 when done): ");
        char answer = read_single_char();
        if (answer == '0') {
            return count;
        }
        int index = answer - '1';
        if (marked[index]) {
            printf("Die %c is already marked.\n", answer);
        } else if (index < 0 || index >= NUM_DICE) {
            printf("Please type a die number 1-5, or 0 to finish.\n");
        } else {
            marked[index] = true;
            count++;
            printf("Die %d marked.\n", index + 1);
        }
    }
}

/* Roll the dice for a whole turn, with up to two re-rolls. */
void roll_dice_for_turn(int dice[])
{
    for (int i = 0; i < NUM_DICE; i++) {
        dice[i] = roll();
    }
    show_dice(dice);

    for (int attempt = 0; attempt < MAX_REROLLS; attempt++) {
        bool marked[NUM_DICE];
        int count = mark_dice(marked);
        if (count == 0) {
            printf("No dice marked, keeping this roll.\n");
            return;
        }
        for (int i = 0; i < NUM_DICE; i++) {
            if (marked[i]) {
                dice[i] = roll();
            }
        }
        show_dice(dice);
    }
}

/* Points a roll earns on the line for the given face. */
int points_for_line(int dice[], int face)
{
    int points = 0;
    for (int i = 0; i < NUM_DICE; i++) {
        if (dice[i] == face) {
            points += face;
        }
    }
    return points;
}

/* Print the score sheet sideways: one column for each line. */
void show_sheet(int scores[], bool used[])
{
    printf("  Line  ");
    for (int line = 0; line < NUM_LINES; line++) {
        printf("%d:%-7s", line + 1, names[line]);
    }
    printf("\n  Score ");
    for (int line = 0; line < NUM_LINES; line++) {
        if (used[line]) {
            printf("%5d    ", scores[line]);
        } else {
            printf("    -    ");
        }
    }
    printf("\n");
}

/* Ask which line to use until an unused one (1-6) is given. */
int pick_line(bool used[])
{
    while (true) {
        printf("Which line do you want to use (1-6)? ");
        char answer = read_single_char();
        if (answer < '1' || answer > '6') {
            printf("Please type a line number from 1 to 6.\n");
        } else if (used[answer - '1']) {
            printf("%s is already used.\n", names[answer - '1']);
        } else {
            return answer - '1';
        }
    }
}

int main(void)
{
    int dice[NUM_DICE];
    int scores[NUM_LINES] = {0};
    bool used[NUM_LINES] = {false};
    int total = 0;

    srand(time(NULL));
    printf("Welcome to (simplified) Yahtzee!\n");

    for (int turn = 1; turn <= NUM_TURNS; turn++) {
        printf("\nTurn %d\n", turn);
        roll_dice_for_turn(dice);
        show_sheet(scores, used);
        int line = pick_line(used);
        scores[line] = points_for_line(dice, line + 1);
        used[line] = true;
        printf("You got %d points in %s.\n", scores[line], names[line]);
    }

    for (int line = 0; line < NUM_LINES; line++) {
        total += scores[line];
    }
    show_sheet(scores, used);
    printf("Thanks for playing! Final score: %d\n", total);
    return 0;
}
