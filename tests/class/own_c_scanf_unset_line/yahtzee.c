/*
 * Simplified Yahtzee in six turns: "Dice: 3 5 1 1 6"; the positions to re-roll
 * on one line (Enter keeps all), at most twice; then a line by its number.
 *
 * The fault: choose_line compares the number sscanf was to set before it checks
 * that sscanf set it, so a word typed there reads an uninitialised int (the
 * answer is still refused, so the game looks right).
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DICE 5
#define LINES 6

/* Read one line of input; end the game at end of input. */
void read_line(char *buffer, int size)
{
    if (fgets(buffer, size, stdin) == NULL) {
        printf("\nNo more input. Goodbye.\n");
        exit(0);
    }
    buffer[strcspn(buffer, "\n")] = '\0';
}

/* Print the dice on one line. */
void show_dice(const int dice[])
{
    printf("Dice:");
    for (int i = 0; i < DICE; i++) {
        printf(" %d", dice[i]);
    }
    printf("\n");
}

/* Turn an answer like "1 3" into flags; return false for a bad or repeated position. */
bool read_positions(char *answer, bool chosen[])
{
    for (int i = 0; i < DICE; i++) {
        chosen[i] = false;
    }
    for (char *word = strtok(answer, " "); word != NULL; word = strtok(NULL, " ")) {
        if (strlen(word) != 1 || word[0] < '1' || word[0] > '5' || chosen[word[0] - '1']) {
            return false;
        }
        chosen[word[0] - '1'] = true;
    }
    return true;
}

/* Ask for the dice to re-roll; return false when the player keeps them all. */
bool reroll(int dice[], int left)
{
    char answer[80];
    bool chosen[DICE];
    while (true) {
        printf("Choose a subset of the five dice to re-roll (%d left; Enter keeps all): ", left);
        read_line(answer, sizeof answer);
        if (answer[0] == '\0') {
            return false;
        }
        if (read_positions(answer, chosen)) {
            break;
        }
        printf("Positions are 1 to 5, each at most once.\n");
    }
    for (int i = 0; i < DICE; i++) {
        if (chosen[i]) {
            dice[i] = rand() % 6 + 1;
        }
    }
    return true;
}

/* Ask for an unused line by its number; return its index. */
int choose_line(const bool used[])
{
    char answer[80];
    int choice;
    char extra;
    while (true) {
        printf("Choose an unused line on the score sheet (1-6): ");
        read_line(answer, sizeof answer);
        int matched = sscanf(answer, "%d %c", &choice, &extra);
        if (choice < 1 || choice > LINES || matched != 1) {
            printf("That is not a line number.\n");
        } else if (used[choice - 1]) {
            printf("That line is already used.\n");
        } else {
            return choice - 1;
        }
    }
}

/* Play one turn: a roll, up to two re-rolls, a line; return the points. */
int play_turn(int turn, bool used[])
{
    int dice[DICE];
    printf("\nTurn %d\n", turn);
    for (int i = 0; i < DICE; i++) {
        dice[i] = rand() % 6 + 1;
    }
    show_dice(dice);
    for (int left = 2; left > 0 && reroll(dice, left); left--) {
        show_dice(dice);
    }
    int line = choose_line(used);
    int points = 0;
    for (int i = 0; i < DICE; i++) {
        points += dice[i] == line + 1 ? dice[i] : 0;
    }
    used[line] = true;
    printf("%d points on line %d.\n", points, line + 1);
    return points;
}

/* Play six turns, then print the total. */
int main(void)
{
    bool used[LINES] = {false};
    int total = 0;
    srand((unsigned) time(NULL));
    for (int turn = 1; turn <= LINES; turn++) {
        total += play_turn(turn, used);
    }
    printf("Total: %d\n", total);
    return 0;
}
